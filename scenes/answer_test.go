package scenes

import (
	"strings"
	"testing"
	"uboat/present"

	"uboat/engine"
	"uboat/engine/policy"
	"uboat/game"
	"uboat/i18n"
)

// answerScript is a career of two decisions, with events before each, for the
// answerers' tests.
func answerScript() *scriptDriver {
	return &scriptDriver{steps: []step{
		{ev: []engine.Event{&engine.CareerStart{Header: h(engine.TCareerStart), ID: "U-1", Type: "VIIC"}},
			dec: dec(1, "load_mix", "keep", "convert")},
		{ev: []engine.Event{&engine.BoxEvent{Header: h(engine.TBox), Index: 0, Box: "bay_of_biscay", Rolls: 1}},
			dec: dec(2, "posture", "surfaced", "schnorchel")},
		{ev: []engine.Event{&engine.CareerEndEvent{Header: h(engine.TCareerEnd), Reason: "war_over", Victory: "defeat"}}},
	}}
}

// answerGame starts a game on a campaign over d answered by a (nil: the one a player's
// career gets with opt).
func answerGame(opt game.Options, d game.Driver, a Answerer) (*game.Game, *Campaign) {
	opt.Fake, opt.Mute = true, true
	var c *Campaign
	g := game.New(opt, func(g *game.Game) game.Scene {
		if a == nil {
			a = answererFor(g)
		}
		c = newCampaign(d, engine.MustData(), a)
		return c.FirstScene()
	})
	g.Settings.Pace = game.PaceFast.String()
	return g, c
}

// frames runs n frames without input, or until until reports true; it returns the
// frames run.
func frames(g *game.Game, n int, until func() bool) int {
	for i := 0; i < n; i++ {
		if until != nil && until() {
			return i
		}
		g.In.Reset()
		g.Update()
	}
	return n
}

// shown runs frames until decision id is on the panel.
func shown(t *testing.T, g *game.Game, c *Campaign, id string) {
	t.Helper()
	frames(g, 2000, func() bool { return c.panelShown && c.pending != nil && c.pending.ID == id })
	if !c.panelShown || c.pending.ID != id {
		t.Fatalf("decision %s never shown (pending %+v, top %s)", id, c.pending, g.Stack.Top().Name())
	}
}

// The player's answerer waits for the player: nothing is chosen without input, the number
// key of an option chooses it, and the refit report never goes on its own.
func TestPlayerAnswererWaitsForThePanel(t *testing.T) {
	d := answerScript()
	g, c := answerGame(game.Options{}, d, nil)
	if _, ok := c.answerer.(playerAnswerer); !ok {
		t.Fatalf("a player's career is answered by %T", c.answerer)
	}
	shown(t, g, c, "load_mix")
	frames(g, 600, nil)
	if len(d.chosen) != 0 {
		t.Fatalf("answered %v without input", d.chosen)
	}
	g.In.Reset()
	g.In.Trigger(game.ChoiceAction(2))
	g.Update()
	if len(d.chosen) != 1 || d.chosen[0] != "convert" {
		t.Fatalf("the second option's key chose %v", d.chosen)
	}
	if c.answerer.GoOn(g, 100000) {
		t.Error("the refit report goes without the player")
	}
}

// The Commander answers after the pace's delay with its own choice (the player's key
// still counts before that), only while -autoplay is on, and ends the run after
// -patrols patrols.
func TestCommanderAnswererAutoplays(t *testing.T) {
	d := answerScript()
	g, c := answerGame(game.Options{Autoplay: true, Patrols: 1}, d, nil)
	a, ok := c.answerer.(*commanderAnswerer)
	if !ok {
		t.Fatalf("an -autoplay career is answered by %T", c.answerer)
	}
	shown(t, g, c, "load_mix")
	want, _ := policy.NewCommander().Decide(&d.st, c.pending)
	n := frames(g, 100, func() bool { return len(d.chosen) > 0 })
	if len(d.chosen) != 1 || d.chosen[0] != want || n < autoplayDelay(g)-1 {
		t.Fatalf("after %d frames chose %v, want %q after %d frames", n, d.chosen, want, autoplayDelay(g))
	}
	// the player's key first; with -autoplay off the decision waits
	shown(t, g, c, "posture")
	g.Opt.Autoplay = false
	frames(g, 200, nil)
	if len(d.chosen) != 1 {
		t.Fatalf("answered %v with -autoplay off", d.chosen)
	}
	if a.GoOn(g, 1000) {
		t.Error("the refit report goes with -autoplay off")
	}
	g.Opt.Autoplay = true
	if !a.GoOn(g, 4*autoplayDelay(g)) || a.GoOn(g, 4*autoplayDelay(g)-1) {
		t.Error("the refit report does not go after four times the delay")
	}
	g.In.Reset()
	g.In.Trigger(game.ChoiceAction(2))
	g.Update()
	if len(d.chosen) != 2 || d.chosen[1] != "schnorchel" {
		t.Fatalf("the player's key chose %v", d.chosen)
	}
	// the test exit: -patrols 1 quits once a patrol has ended
	c.patrolsEnded = 1
	n = frames(g, 1000, g.Quitting)
	if !g.Quitting() || n < 290 {
		t.Fatalf("quitting %v after %d frames", g.Quitting(), n)
	}
}

// A replay feeds the recorded answers in order, each after the delay and only to the
// decision it was given to; the player's keys answer nothing.
func TestReplayAnswererFeedsTheRecord(t *testing.T) {
	d := answerScript()
	ra := &replayAnswerer{answers: []engine.Answer{{ID: "load_mix", Key: "convert"}, {ID: "not_posture", Key: "surfaced"}}}
	g, c := answerGame(game.Options{}, d, ra)
	shown(t, g, c, "load_mix")
	g.In.Reset()
	g.In.Trigger(game.ChoiceAction(1))
	g.Update()
	if len(d.chosen) != 0 {
		t.Fatalf("the player's key answered %v in a replay", d.chosen)
	}
	frames(g, 100, func() bool { return len(d.chosen) > 0 })
	if len(d.chosen) != 1 || d.chosen[0] != "convert" || ra.at != 1 {
		t.Fatalf("chose %v, at %d", d.chosen, ra.at)
	}
	shown(t, g, c, "posture")
	frames(g, 300, nil)
	if len(d.chosen) != 1 || ra.at != 1 {
		t.Fatalf("a recorded answer for another decision was given: %v", d.chosen)
	}
	if !ra.GoOn(g, 4*autoplayDelay(g)) {
		t.Error("the refit report waits in a replay")
	}
}

// The demonstration shows the Commander's choice focused, with its reason, answers it
// after AttractAnswerDelay, and any input returns to the title.
func TestAttractAnswererShowsAndAnswers(t *testing.T) {
	d := answerScript()
	aa := newAttractAnswerer(NewAttract(1))
	g, c := answerGame(game.Options{}, d, aa)
	shown(t, g, c, "load_mix")
	want, _ := policy.NewCommander().Decide(&d.st, c.pending)
	if aa.key != want || len(aa.lines) == 0 || c.Panel.List.Buttons[c.Panel.List.Focus].Key != want {
		t.Fatalf("shows key %q (want %q), lines %q, focus %d", aa.key, want, aa.lines, c.Panel.List.Focus)
	}
	n := frames(g, 1000, func() bool { return len(d.chosen) > 0 })
	if len(d.chosen) != 1 || d.chosen[0] != want || n < AttractAnswerDelay(g.Pace())-1 {
		t.Fatalf("after %d frames chose %v", n, d.chosen)
	}
	shown(t, g, c, "posture")
	g.In.Reset()
	g.In.Any = true
	g.Update()
	frames(g, 60, nil)
	if _, ok := g.Stack.Top().(*Title); !ok || len(d.chosen) != 1 {
		t.Fatalf("after a key the top is %s, answers %v", g.Stack.Top().Name(), d.chosen)
	}
}

// A decision with one legal answer is not asked (issue 12, fewer steps): it stays on the
// panel for a moment, then its answer is taken without input and the roll log says so.
func TestOnlyChoiceTakenWithANote(t *testing.T) {
	d := &scriptDriver{steps: []step{
		{ev: []engine.Event{&engine.CareerStart{Header: h(engine.TCareerStart), ID: "U-1", Type: "VIIC"}},
			dec: &engine.Decision{Seq: 1, ID: "posture", Kind: engine.KindPosture, Prompt: "Defensive posture",
				Options: []engine.Choice{{Key: engine.PostureSurfaced, Label: "Surfaced"}}}},
		{ev: []engine.Event{&engine.CareerEndEvent{Header: h(engine.TCareerEnd), Reason: "war_over", Victory: "defeat"}}},
	}}
	g, c := answerGame(game.Options{}, d, nil)
	shown(t, g, c, "posture")
	at := g.Frame
	frames(g, onlyChoiceFrames(g)-2, nil)
	if len(d.chosen) != 0 {
		t.Fatalf("the only choice was taken after %d frames, want it on show for %d", g.Frame-at, onlyChoiceFrames(g))
	}
	frames(g, 200, func() bool { return len(d.chosen) > 0 })
	if len(d.chosen) != 1 || d.chosen[0] != engine.PostureSurfaced {
		t.Fatalf("chosen %v, want [surfaced] without input", d.chosen)
	}
	if log := strings.Join(c.Log.Lines(), "\n"); !strings.Contains(log, saidAnswer(d.steps[0].dec, engine.PostureSurfaced)+" "+i18n.T(onlyChoiceNote)) {
		t.Errorf("the roll log does not say the only choice was taken:\n%s", log)
	}
}

// A decision with one legal answer publishes no focus (nothing to press: the game takes
// it), and a click sent at its button as the game takes it opens nothing of what comes
// up in the dock's place: not a rule link of the roll log, which the browser test's
// mouse player once opened at random (a flaky TestBrowserOneDevice/mouse).
func TestOnlyChoiceClickLandsOnNothing(t *testing.T) {
	d := &scriptDriver{steps: []step{
		{ev: []engine.Event{&engine.CareerStart{Header: h(engine.TCareerStart), ID: "U-1", Type: "VIIC"},
			&engine.RollEvent{Header: h(engine.TRoll), Table: "E1", Column: "atlantic", Dice: "2d6", Faces: []int{5, 6}, Total: 11, Result: "convoy"},
			&engine.RollEvent{Header: h(engine.TRoll), Table: "E2", Dice: "2d6", Faces: []int{4, 4}, Total: 8, Result: "detected"},
			&engine.RollEvent{Header: h(engine.TRoll), Table: "E1", Column: "atlantic", Dice: "2d6", Faces: []int{2, 6}, Total: 8, Result: "ship"},
			&engine.RollEvent{Header: h(engine.TRoll), Table: "E2", Dice: "2d6", Faces: []int{1, 4}, Total: 5, Result: "undetected"}},
			dec: &engine.Decision{Seq: 1, ID: "posture", Kind: engine.KindPosture, Prompt: "Defensive posture (8.1)",
				Options: []engine.Choice{{Key: engine.PostureSurfaced, Label: "Surfaced"}}}},
		{ev: []engine.Event{&engine.CareerEndEvent{Header: h(engine.TCareerEnd), Reason: "war_over", Victory: "defeat"}}},
	}}
	g, c := answerGame(game.Options{}, d, nil)
	g.Settings.Pace = game.PaceInstant.String()
	shown(t, g, c, "posture")
	ps := g.Stack.Top().(*PlayScene)
	if _, ok := ps.Focus(); ok {
		t.Fatal("a decision with one legal answer publishes a focus")
	}
	b := c.Panel.List.Buttons[0].R
	frames(g, 200, func() bool { return len(d.chosen) > 0 })
	if len(d.chosen) != 1 {
		t.Fatalf("the only choice was not taken: %v", d.chosen)
	}
	// find a rule link or a roll (its chart) of the roll log where the dock was
	opens := func(x, y float64) bool {
		r := c.Log.RollAt(x, y)
		return c.Log.LinkAt(x, y) != "" || r != nil && present.HasChart(r.Table)
	}
	lx, ly, found := 0.0, 0.0, false
	for y := b.Y; y < present.DockArea.Y+present.DockArea.H && !found; y += 2 {
		for x := present.DockArea.X; x < present.DockArea.X+present.DockArea.W; x += 4 {
			if opens(x, y) && c.gone.r.Contains(x, y) {
				lx, ly, found = x, y, true
				break
			}
		}
	}
	if !found {
		t.Fatal("no rule link or roll in the roll log where the dock was: the test clicks on nothing")
	}
	g.In.Reset()
	g.In.X, g.In.Y, g.In.Moved, g.In.Clicked = lx, ly, true, true
	g.Update()
	frames(g, 30, nil)
	if top := g.Stack.Top().Name(); top == "rules" {
		t.Fatalf("a click as the dock went opened the rules (frame %d after it went)", g.Frame-c.gone.at)
	}
	// later, the same click on the log is the player's: it opens the rule
	frames(g, dockGoneFrames, nil)
	if !opens(lx, ly) {
		t.Fatal("the roll log moved")
	}
	g.In.Reset()
	g.In.X, g.In.Y, g.In.Moved, g.In.Clicked = lx, ly, true, true
	g.Update()
	frames(g, 30, nil)
	if top := g.Stack.Top().Name(); top != "rules" {
		t.Errorf("a click on the roll log's link or roll opens %s, want the rules", top)
	}
}
