package scenes

import (
	"reflect"
	"testing"

	"uboat/engine/policy"
	"uboat/game"
)

// guidePlayer plays the guided patrol through the input path: it reads each guide panel
// and goes on ("Go on", then "Back to the title" on the last), and answers everything
// else as inputPlayer does.
type guidePlayer struct {
	inputPlayer
	panels int // guide panels gone on from
}

func (p *guidePlayer) step(g *game.Game) {
	if ps, ok := g.Stack.Top().(*PlayScene); ok && ps.c.tips.holding() && !g.Stack.Fading() {
		in := &g.In
		in.Reset()
		if p.wait > 0 {
			p.wait--
			return
		}
		l := &ps.c.tips.list
		for i, b := range l.Buttons {
			if b.Key == guideGoOn || b.Key == guideBack {
				p.press(in, l, i)
				p.panels++
				p.wait = 3
				return
			}
		}
	}
	p.inputPlayer.step(g)
}

// playGuide starts the guided patrol from the title's entry and plays it until the game
// is back at the title; it returns the campaign and the player.
func playGuide(t *testing.T, mouse bool, dir string) (*Campaign, *guidePlayer, *game.Game) {
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewTitle(g) })
	g.Settings.Pace = "instant"
	p := &guidePlayer{inputPlayer: inputPlayer{mouse: mouse, cm: policy.NewCommander()}}
	var c *Campaign
	started := false
	for i := 0; i < 300000; i++ {
		switch top := g.Stack.Top().(type) {
		case *Title:
			if c != nil {
				return c, p, g
			}
			if !started && !g.Stack.Fading() {
				g.In.Reset()
				for j, b := range top.list.Buttons {
					if b.Key == "guide" {
						p.press(&g.In, &top.list, j)
						started = true
					}
				}
				if err := g.Update(); err != nil {
					t.Fatal(err)
				}
				continue
			}
		case *PlayScene:
			c = top.c
			if c.finished {
				return c, p, g
			}
		}
		p.step(g)
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
	}
	return c, p, g
}

// TestGuidedPatrolKeyboardOnly and TestGuidedPatrolMouseOnly: on a fresh machine the title
// offers the guided first patrol first; started from there and played to its end through
// the input path with one device (issue 14, "the guided patrol is played to its end
// through the input path"), every kind of step is explained exactly once, in patrol
// order as the fixed career meets them, the guide's last panel follows the refit (10.11),
// and "Back to the title" leaves it. The explained kinds are not hinted again later.
func TestGuidedPatrolKeyboardOnly(t *testing.T) { testGuidedPatrol(t, false) }
func TestGuidedPatrolMouseOnly(t *testing.T)    { testGuidedPatrol(t, true) }

func testGuidedPatrol(t *testing.T, mouse bool) {
	dir := t.TempDir()
	g0 := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewTitle(g) })
	title := g0.Stack.Top().(*Title)
	if b := title.list.Buttons[0]; b.Key != "guide" || b.Sub == "" || title.list.Buttons[len(title.list.Buttons)-1].Key != "quit" {
		t.Fatalf("a fresh title offers %q (%q) first and %q last; want the guided patrol first, Quit last",
			b.Key, b.Sub, title.list.Buttons[len(title.list.Buttons)-1].Key)
	}
	c, p, g := playGuide(t, mouse, dir)
	if c == nil {
		t.Fatal("the guided patrol never started")
	}
	if err := c.drv.Err(); err != nil {
		t.Fatal(err)
	}
	if _, ok := g.Stack.Top().(*Title); !ok || c.finished {
		t.Fatalf("the guided patrol did not end back at the title (top %s, career over %v)", g.Stack.Top().Name(), c.finished)
	}
	want := []string{stepLoading, stepAssignment, stepTransit, stepEncounter, stepAttack, stepDepthCharge, stepDamage, stepReturn, stepRefit}
	if !reflect.DeepEqual(c.tips.shown, want) {
		t.Errorf("explained %v, want each kind once: %v", c.tips.shown, want)
	}
	if !c.tips.ended || p.panels != len(guideSteps)+1 {
		t.Errorf("%d panels read (the guide's end shown: %v), want %d and the end", p.panels, c.tips.ended, len(guideSteps)+1)
	}
	if c.slot != "" || !neverStarted(g) {
		t.Error("the guided patrol was saved as a career")
	}
	for _, k := range want {
		if !g.Settings.HintSeen(k) {
			t.Errorf("kind %s explained but still to be hinted", k)
		}
	}
	t.Logf("the guided patrol in %d inputs, %d decisions answered, %d panels", p.inputs, p.answers, p.panels)
}
