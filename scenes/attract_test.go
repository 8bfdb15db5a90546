package scenes

import (
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"uboat/engine"
	"uboat/game"
)

func TestTitleIdleStartsAfterTwentySecondsAndInputRestartsIt(t *testing.T) {
	var ti TitleIdle
	for i := 1; i < AttractIdleFrames; i++ {
		if ti.Tick(false, false) {
			t.Fatalf("started after %d frames", i)
		}
	}
	if ti.Tick(true, false) {
		t.Fatal("started on input")
	}
	if ti.Frames != 0 {
		t.Fatal("input did not restart the count")
	}
	n := 0
	for !ti.Tick(false, false) {
		n++
	}
	if n+1 != AttractIdleFrames {
		t.Fatalf("started after %d frames, want %d", n+1, AttractIdleFrames)
	}
	var asked TitleIdle
	n = 0
	for !asked.Tick(false, true) {
		n++
	}
	if n > 60 {
		t.Fatalf("-attract waited %d frames", n)
	}
}

func TestAttractCareersGetNewSeedsAndVariedTypes(t *testing.T) {
	data := engine.MustData()
	a := NewAttract(42)
	seeds := map[uint64]bool{}
	types := map[string]bool{}
	for i := 0; i < 40; i++ {
		cfg := a.Next(data)
		if seeds[cfg.Seed] {
			t.Fatalf("seed %d repeated", cfg.Seed)
		}
		seeds[cfg.Seed] = true
		types[cfg.Type] = true
		if !cfg.Odds {
			t.Fatal("odds off")
		}
		if cfg.Start < data.Boards[cfg.Type].Available || cfg.Start >= engine.LastMonth {
			t.Fatalf("type %s starts %s", cfg.Type, cfg.Start)
		}
		if _, err := engine.NewCareer(cfg, nil); err != nil {
			t.Fatalf("career %+v: %v", cfg, err)
		}
	}
	if len(types) < 3 {
		t.Fatalf("only %d types in 40 careers", len(types))
	}
	if a.Careers != 40 {
		t.Fatalf("Careers = %d", a.Careers)
	}
}

func TestReasonAndOddsText(t *testing.T) {
	for _, c := range []struct{ label, reason, want string }{
		{"Attack", "a fat convoy, escorts weak", "Commander: Attack — a fat convoy, escorts weak"},
		{" Close range ", "", "Commander: Close range"},
		{"", "no choice", "Commander: no choice"},
	} {
		if got := ReasonText(c.label, c.reason); got != c.want {
			t.Errorf("ReasonText(%q, %q) = %q, want %q", c.label, c.reason, got, c.want)
		}
	}
	o := engine.Choice{Key: "close", Odds: []engine.Odds{{Outcome: "hit", P: 0.583}, {Outcome: "detected", P: 0.0833}}}
	if got := OptionOddsText(o); got != "hit 58% · detected 8%" {
		t.Errorf("OptionOddsText = %q", got)
	}
	if got := OptionOddsText(engine.Choice{Key: "x"}); got != "no roll" {
		t.Errorf("no odds: %q", got)
	}
}

// The whole loop: the title left alone starts the demonstration, the Commander plays
// careers (each new one with another seed) showing its reasons, nothing is saved, and a
// key brings the title back.
func TestAttractModeLoop(t *testing.T) {
	dir := t.TempDir()
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir, Seed: 9}, func(g *game.Game) game.Scene { return NewTitle(g) })
	g.Settings.Pace = game.PaceNormal.String() // the player's pace: not the demonstration's
	g.Settings.DemoPace = game.PaceInstant.String()
	attractState = nil
	before := AttractCareers()
	step := func() {
		t.Helper()
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < AttractIdleFrames+80; i++ {
		step()
	}
	ps, ok := g.Stack.Top().(*PlayScene)
	if !ok || demo(ps.c) == nil {
		t.Fatalf("after %d idle frames the top is %T, not an attract career", AttractIdleFrames, g.Stack.Top())
	}
	reasons, oddsShown := 0, 0
	var lastReason string
	first := ps.c
	for f := 0; f < 400_000 && AttractCareers() < before+2; f++ {
		step()
		ps, ok := g.Stack.Top().(*PlayScene)
		if ok && ps.c.panelShown && len(demo(ps.c).lines) > 0 && demo(ps.c).lines[0] != lastReason {
			a := demo(ps.c)
			lastReason = a.lines[0]
			reasons++
			withOdds := false
			for i, o := range ps.c.pending.Options {
				if len(o.Odds) > 0 {
					withOdds = true
					if sub := ps.c.Panel.List.Buttons[i].Sub; !strings.Contains(sub, "%") {
						t.Errorf("option %q has odds but the panel shows %q", o.Key, sub)
					}
				}
			}
			if withOdds {
				oddsShown++
				if f := ps.c.Panel.List.Focus; f < 0 || ps.c.Panel.List.Buttons[f].Key != a.key {
					t.Errorf("the Commander's choice %q is not the focused option", a.key)
				}
			}
		}
		if g.Failure != nil {
			t.Fatal(g.Failure)
		}
	}
	if AttractCareers() < before+2 {
		t.Fatalf("the first demonstration career did not end and restart")
	}
	for i := 0; i < 30; i++ {
		step()
	}
	ps, ok = g.Stack.Top().(*PlayScene)
	if !ok || ps.c == first || demo(ps.c) == nil {
		t.Fatalf("no new attract career after the first ended (top %T)", g.Stack.Top())
	}
	if reasons < 5 || !strings.HasPrefix(lastReason, "Commander: ") {
		t.Fatalf("%d reasons shown (last %q)", reasons, lastReason)
	}
	t.Logf("%d reasons shown (%d with odds); %d careers; last: %q", reasons, oddsShown, attractState.Careers, lastReason)
	if oddsShown == 0 {
		t.Error("no decision with odds was shown")
	}
	if attractState.Careers < 2 || attractState.Seed == 9 {
		t.Fatalf("attract state %+v", attractState)
	}
	// nothing saved
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Base(p) != "settings.json" {
			t.Errorf("the demonstration wrote %s", p)
		}
		return nil
	})
	// any input returns to the title
	for g.Stack.Fading() { // a key pressed during a fade between scenes is not seen
		step()
	}
	g.In.Any = true
	step()
	g.In.Any = false
	for i := 0; i < 60; i++ {
		step()
	}
	if _, ok := g.Stack.Top().(*Title); !ok {
		t.Fatalf("after a key the top is %T, not the title", g.Stack.Top())
	}
	// and the title waits its full time again
	for i := 0; i < AttractIdleFrames/2; i++ {
		step()
	}
	if _, ok := g.Stack.Top().(*Title); !ok {
		t.Fatalf("the demonstration came back after %d frames", AttractIdleFrames/2)
	}
}

func TestReasonLines(t *testing.T) {
	got := ReasonLines("Attack", "Fat convoy, weak escort")
	if len(got) != 2 || got[0] != "Commander: Attack" || got[1] != "Why: Fat convoy, weak escort" {
		t.Errorf("ReasonLines = %q", got)
	}
	if got := ReasonLines("Search again", "search again"); len(got) != 1 {
		t.Errorf("a reason repeating the choice: %q", got)
	}
}

// demo returns a demonstration career's answerer (nil for any other career).
func demo(c *Campaign) *attractAnswerer {
	a, _ := c.answerer.(*attractAnswerer)
	return a
}

// startDemo runs a title left alone until the demonstration plays, on its own pace.
func startDemo(t *testing.T) *game.Game {
	t.Helper()
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir(), Seed: 5, Attract: true}, func(g *game.Game) game.Scene { return NewTitle(g) })
	g.Settings.Pace, g.Settings.DemoPace = game.PaceInstant.String(), game.PaceFast.String()
	attractState = nil
	for i := 0; i < 200; i++ {
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
	}
	ps, ok := g.Stack.Top().(*PlayScene)
	if !ok || demo(ps.c) == nil {
		t.Fatalf("no demonstration: top %T", g.Stack.Top())
	}
	if !g.Demo || g.Pace() != game.PaceFast {
		t.Fatalf("the demonstration plays at %v, want its own pace (fast)", g.Pace())
	}
	return g
}

// "Any key returns to the title": Space and the number keys too (keys bound to an
// action), even pressed during the fade between two of the demonstration's scenes; back
// on the title the player's pace is in force again.
func TestAttractEndsOnSpaceAndDigits(t *testing.T) {
	for _, c := range []struct {
		name   string
		act    game.Action
		fading bool
	}{
		{"space", game.ActSkip, false},
		{"digit 1", game.ChoiceAction(1), false},
		{"digit 7", game.ChoiceAction(7), false},
		{"space during a fade", game.ActSkip, true},
	} {
		g := startDemo(t)
		if c.fading {
			for i := 0; i < 100000 && !g.Stack.Fading(); i++ {
				g.In.Reset()
				g.Update()
			}
			if !g.Stack.Fading() {
				t.Fatalf("%s: no fade", c.name)
			}
		}
		g.In.Reset()
		g.In.Trigger(c.act) // the action alone, as a bound key gives it
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 120; i++ {
			g.In.Reset()
			g.Update()
		}
		if _, ok := g.Stack.Top().(*Title); !ok {
			t.Errorf("%s: the top is %T, not the title", c.name, g.Stack.Top())
		}
		if g.Demo || g.Pace() != game.PaceInstant {
			t.Errorf("%s: back on the title the pace is %v, want the player's", c.name, g.Pace())
		}
	}
}
