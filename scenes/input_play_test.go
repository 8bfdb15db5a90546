package scenes

import (
	"reflect"
	"strings"
	"testing"

	"uboat/draw"
	"uboat/engine"
	"uboat/engine/policy"
	"uboat/game"
	"uboat/i18n"
)

// A player that uses only one kind of input: number keys and Enter (keyboard), or
// pointer moves and clicks on the buttons (mouse). It answers each decision as the
// Commander would, but through the scenes' input path — no autoplay.
type inputPlayer struct {
	mouse   bool
	cm      *policy.Commander
	wait    int
	answers int // decisions answered through the input path
	inputs  int // clicks and key presses made
	// heldBoard is what the status board showed when the refit report waited for the
	// player, and heldLive the engine's live view then.
	heldBoard, heldLive *engine.View
}

// press activates button i of a list with the player's device.
func (p *inputPlayer) press(in *game.Input, l *draw.ButtonList, i int) {
	b := l.Buttons[i]
	p.inputs++
	if p.mouse {
		in.X, in.Y = b.R.X+b.R.W/2, b.R.Y+b.R.H/2
		in.Moved, in.Clicked = true, true
		return
	}
	if b.Shortcut > 0 {
		in.Trigger(game.ChoiceAction(b.Shortcut))
		return
	}
	// no number key: move the focus with the arrows, then Enter
	switch {
	case l.Focus < i:
		in.Trigger(game.ActDown)
	case l.Focus > i:
		in.Trigger(game.ActUp)
	default:
		in.Trigger(game.ActConfirm)
	}
}

func (p *inputPlayer) step(g *game.Game) {
	in := &g.In
	in.Reset()
	if g.Stack.Fading() {
		return
	}
	if p.wait > 0 { // a little time between presses, as a person would
		p.wait--
		return
	}
	switch s := g.Stack.Top().(type) {
	case *Title:
		for i, b := range s.list.Buttons {
			if b.Key == "new" {
				p.press(in, &s.list, i)
			}
		}
	case *Setup:
		if p.mouse {
			p.press(in, &s.actions, 0) // "Start career" with the default type and month
		} else {
			in.Trigger(game.ActConfirm)
		}
	case *PlayScene:
		c := s.c
		switch {
		case c.salvo != nil && !c.salvo.fired:
			// the salvo's grid: fire it as it stands (every torpedo at the largest
			// target), the button in focus
			g := &c.salvo.gridDock
			b := g.buttons[salvoButtonFire]
			p.inputs++
			p.answers += len(c.salvo.s.Tubes)
			if p.mouse {
				in.X, in.Y = b.R.X+b.R.W/2, b.R.Y+b.R.H/2
				in.Moved, in.Clicked = true, true
			} else {
				in.Trigger(game.ActConfirm)
			}
		case c.reloads != nil && !c.reloads.chosen:
			// the reloads' grid: reload as it stands (the default), the button in focus
			b := c.reloads.buttons[reloadButtonGo]
			p.inputs++
			p.answers++
			if p.mouse {
				in.X, in.Y = b.R.X+b.R.W/2, b.R.Y+b.R.H/2
				in.Moved, in.Clicked = true, true
			} else {
				in.Trigger(game.ActConfirm)
			}
		case c.pending != nil && c.panelShown && len(c.pending.Options) == 1:
			return // the only legal answer is taken for the player
		case c.pending != nil && c.panelShown:
			key, _ := p.cm.Decide(c.state(), c.pending)
			for i, b := range c.Panel.List.Buttons {
				if b.Key == key {
					p.press(in, &c.Panel.List, i)
					p.answers++
				}
			}
		case c.finished && len(c.finishBtn.Buttons) > 0:
			p.press(in, &c.finishBtn, 0) // "Back to the title"
		case len(c.ackBtn.Buttons) > 0:
			if p.heldBoard == nil {
				board, live := c.Status.View, engine.ViewOf(c.state())
				p.heldBoard, p.heldLive = &board, &live
			}
			p.press(in, &c.ackBtn, 0)
		default:
			return
		}
	default:
		return
	}
	p.wait = 3
}

// playOnePatrol plays from the title through one whole patrol, its refit and the next
// assignment with one device only. It returns the scenes seen, whether the next
// assignment came, and the campaign.
func playOnePatrol(t *testing.T, mouse bool, seed uint64) (seen []string, nextPatrol bool, c *Campaign, answers int) {
	seen, nextPatrol, c, answers, _ = playOnePatrolHeld(t, mouse, seed)
	return
}

// playOnePatrolHeld is playOnePatrol also returning the player, with what the board
// showed while the refit report waited.
func playOnePatrolHeld(t *testing.T, mouse bool, seed uint64) (seen []string, nextPatrol bool, c *Campaign, answers int, p *inputPlayer) {
	return playOnePatrolSet(t, mouse, seed, "", nil)
}

// playOnePatrolSet is playOnePatrolHeld with the career starting in month start ("YYYY-MM",
// "": the setup's default) and the settings changed by set first (nil: the defaults).
func playOnePatrolSet(t *testing.T, mouse bool, seed uint64, start string, set func(*game.Settings)) (seen []string, nextPatrol bool, c *Campaign, answers int, p *inputPlayer) {
	dir := t.TempDir()
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir, Seed: seed, Start: start}, func(g *game.Game) game.Scene { return NewTitle(g) })
	g.Settings.Pace = "instant"
	if set != nil {
		set(&g.Settings)
	}
	p = &inputPlayer{mouse: mouse, cm: policy.NewCommander()}
	defer func() { answers = p.answers }()
	refitSeen := false
	for i := 0; i < 200000; i++ {
		p.step(g)
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
		top := g.Stack.Top()
		if top == nil {
			break
		}
		if len(seen) == 0 || seen[len(seen)-1] != top.Name() {
			seen = append(seen, top.Name())
		}
		if ps, ok := top.(*PlayScene); ok {
			c = ps.c
			if c.finished {
				return seen, false, c, 0, p
			}
			if top.Name() == "refit" {
				refitSeen = true
			}
			// after the refit the next assignment is shown (port, or the chart)
			if refitSeen && top.Name() != "refit" && c.patrolsEnded >= 1 && c.state().PatrolCount >= 2 {
				return seen, true, c, 0, p
			}
		}
	}
	return seen, false, c, 0, p
}

// While the refit report waits for the player, the status board shows the boat as the
// yard hands it back (6.1 step 3F, A4.9): the refit's last month and the repaired boat,
// which the engine sets after its last refit event.
func TestRefitReportShowsTheRepairedBoat(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		_, ok, _, _, p := playOnePatrolHeld(t, false, seed)
		if !ok || p.heldBoard == nil {
			continue
		}
		b, l := p.heldBoard, p.heldLive
		if b.Date != l.Date || b.Hull != l.Hull || b.Flooding != l.Flooding || !reflect.DeepEqual(b.Systems, l.Systems) {
			t.Errorf("seed %d: the board at the refit report shows %s, hull %d, flooding %d, %v; the yard hands back %s, hull %d, flooding %d, %v",
				seed, b.Date, b.Hull, b.Flooding, b.Systems, l.Date, l.Hull, l.Flooding, l.Systems)
		}
		return
	}
	t.Fatal("no career of the first 12 seeds reached its first refit")
}

// TestPlayAPatrolKeyboardOnly and TestPlayAPatrolMouseOnly: a career started from the
// title, a whole patrol played to its refit and the next assignment, with the keyboard
// only and then with the mouse only (issue 3, "Done when").
func TestPlayAPatrolKeyboardOnly(t *testing.T) { testPlayAPatrol(t, false) }
func TestPlayAPatrolMouseOnly(t *testing.T)    { testPlayAPatrol(t, true) }

func testPlayAPatrol(t *testing.T, mouse bool) {
	for seed := uint64(1); seed <= 12; seed++ {
		seen, ok, c, answers, p := playOnePatrolHeld(t, mouse, seed)
		if c == nil {
			t.Fatalf("seed %d: the career never started; scenes %v", seed, seen)
		}
		if err := c.drv.Err(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if !ok {
			continue // the boat was lost on its first patrol: try another career
		}
		got := strings.Join(seen, " ")
		for _, want := range []string{"title", "setup", "port", "transit", "refit"} {
			if !strings.Contains(got, want) {
				t.Errorf("seed %d: scene %s never shown (%s)", seed, want, got)
			}
		}
		if !strings.Contains(got, "refit port") && !strings.Contains(got, "refit transit") {
			t.Errorf("seed %d: no new patrol after the refit (%s)", seed, got)
		}
		if answers < 20 {
			t.Errorf("seed %d: only %d decisions answered through the input path", seed, answers)
		}
		t.Logf("seed %d: one patrol, its refit and the next orders in %d inputs, %d decisions answered", seed, p.inputs, answers)
		return
	}
	t.Fatal("no career of the first 12 seeds lived through its first patrol")
}

// The standing choices save inputs (issue 12, "play that flows"): a career's first
// patrol, its refit and the next orders, played with the keyboard with "always surfaced"
// and "never abort while sound" off and then on, takes fewer inputs with them on, and the
// roll log says which answers they gave. The player answers as the Commander would, who
// continues a patrol whenever the boat is sound; in a career of July 1943 the boat has no
// Schnorchel, so Surfaced is the only posture and the career is the same either way. In
// June 1944 she has one: the Commander schnorchels through the transit boxes where the
// standing choice surfaces, so the two careers part; there the test asks only that the
// standing choice answered postures, and prints both counts.
func TestStandingChoicesSaveInputs(t *testing.T) {
	on := func(s *game.Settings) { s.AlwaysSurfaced, s.NeverAbortWhileSound = true, true }
	count := func(c *Campaign, note string) int { return strings.Count(strings.Join(c.Log.Lines(), "\n"), note) }
	for _, start := range []string{"", "1944-06"} {
		played := false
		for seed := uint64(1); seed <= 12 && !played; seed++ {
			_, okOff, cOff, answersOff, pOff := playOnePatrolSet(t, false, seed, start, nil)
			_, okOn, cOn, answersOn, pOn := playOnePatrolSet(t, false, seed, start, on)
			if !okOff || !okOn {
				continue // the boat was lost on her first patrol: try another career
			}
			surfaced, sound := count(cOn, i18n.T(standingSurfacedNote)), count(cOn, i18n.T(standingContinueNote))
			if start == "" && sound == 0 {
				continue // no abort asked while sound (a patrol without a box to leave early): another career
			}
			played = true
			t.Logf("start %q, seed %d: one patrol, its refit and the next orders: %d inputs (%d decisions answered by the player) with the standing choices off, %d inputs (%d by the player, %d postures and %d aborts by the standing choices) with them on",
				start, seed, pOff.inputs, answersOff, pOn.inputs, answersOn, surfaced, sound)
			if count(cOff, "(standing choice: ") > 0 {
				t.Errorf("start %q, seed %d: a standing choice answered with the settings off", start, seed)
			}
			if start == "" && (sound == 0 || pOn.inputs >= pOff.inputs || answersOn+surfaced+sound != answersOff) {
				t.Errorf("start %q, seed %d: the same career took %d inputs with the standing choices, %d without", start, seed, pOn.inputs, pOff.inputs)
			}
			if start != "" && surfaced == 0 {
				t.Errorf("start %q, seed %d: no posture answered by the standing choice", start, seed)
			}
		}
		if !played {
			t.Errorf("start %q: no career of the first 12 seeds lived through its first patrol both ways", start)
		}
	}
}

// TestPlayAWholeCareerKeyboardOnly and TestPlayAWholeCareerMouseOnly: a career started
// from the title and played through every patrol to its end and back to the title, with
// one device only (issue 12, "Done when": a whole career, mouse only and keyboard only).
func TestPlayAWholeCareerKeyboardOnly(t *testing.T) { testPlayAWholeCareer(t, false) }
func TestPlayAWholeCareerMouseOnly(t *testing.T)    { testPlayAWholeCareer(t, true) }

func testPlayAWholeCareer(t *testing.T, mouse bool) {
	const seed = 30 // a career of six patrols
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir(), Seed: seed}, func(g *game.Game) game.Scene { return NewTitle(g) })
	g.Settings.Pace = "instant"
	p := &inputPlayer{mouse: mouse, cm: policy.NewCommander()}
	var c *Campaign
	for i := 0; i < 2_000_000; i++ {
		p.step(g)
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
		switch top := g.Stack.Top().(type) {
		case *PlayScene:
			c = top.c
		case *Title:
			if c != nil {
				if !c.finished {
					t.Fatalf("back at the title before the career ended")
				}
				if err := c.drv.Err(); err != nil {
					t.Fatal(err)
				}
				st := c.state()
				t.Logf("seed %d: a whole career (%d patrols, %s) in %d inputs, %d decisions answered through the input path",
					seed, st.PatrolCount, st.EndReason, p.inputs, p.answers)
				if st.PatrolCount < 5 || p.answers < 80 {
					t.Errorf("a career of %d patrols and %d answers: want one of several patrols played through", st.PatrolCount, p.answers)
				}
				return
			}
		}
	}
	t.Fatalf("the career never came back to the title (last scene %s)", g.Stack.Top().Name())
}
