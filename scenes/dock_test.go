package scenes

import (
	"testing"

	"uboat/engine"
	"uboat/game"
	"uboat/present"
)

// fireScript is one torpedo's target decision (9.2.1) at two freighters, the second
// option aiming at the second ship.
func fireScript() *scriptDriver {
	d := &engine.Decision{Seq: 1, ID: "fire", Kind: engine.KindFire, Prompt: "Target for the G7e torpedo?", Context: "bow_tube_1",
		Options: []engine.Choice{
			{Key: "target_1", Label: "Alpha", Odds: []engine.Odds{{Outcome: "hit", P: 0.5}, {Outcome: "sink", P: 0.2}}},
			{Key: "target_2", Label: "Bravo", Odds: []engine.Odds{{Outcome: "hit", P: 0.5}, {Outcome: "sink", P: 0.3}}},
			{Key: "hold", Label: "Hold fire"},
		}}
	s := &scriptDriver{steps: []step{
		{ev: []engine.Event{&engine.CareerStart{Header: h(engine.TCareerStart), ID: "U-1", Type: "VIIC"}}, dec: d},
		{ev: []engine.Event{&engine.CareerEndEvent{Header: h(engine.TCareerEnd), Reason: "war_over", Victory: "defeat"}}},
	}}
	s.st.Engage = &engine.Engagement{Range: engine.RangeMedium, Targets: []engine.Target{
		{Name: "Alpha", Tons: 5000, Class: engine.ClassLargeFreighter, Capacity: 3},
		{Name: "Bravo", Tons: 3000, Class: engine.ClassSmallFreighter, Capacity: 2},
	}}
	return s
}

// The decision is docked at the bottom, in the roll log's place: it never covers the
// stage while it fits the log's area, the log keeps what is left above it, and the two
// never overlap.
func TestDecisionDockedBelowTheStage(t *testing.T) {
	d := fireScript()
	g, c := answerGame(game.Options{}, d, nil)
	shown(t, g, c, "fire")
	p := c.Panel.R
	if p.Y < present.LogArea.Y || p.Y+p.H > present.LogArea.Y+present.LogArea.H+0.5 || p.W != present.Stage.W {
		t.Errorf("panel %v: want it in the log's area %v, spanning the stage's width", p, present.LogArea)
	}
	if r, sc := present.StageAbove(c.Panel.Top()); sc != 1 || r != present.Stage {
		t.Errorf("a decision that fits the log's area squeezes the stage: %v ×%.2f", r, sc)
	}
	l := c.Log.Rect()
	if l.H > 0 && l.Y+l.H > p.Y {
		t.Errorf("roll log %v runs under the decision %v", l, p)
	}
	c.Log.Expanded = true
	if l := c.Log.Rect(); l.Y+l.H > p.Y {
		t.Errorf("expanded roll log %v runs under the decision %v", l, p)
	}
}

// A decision too high for the log's area squeezes the stage above it, whole.
func TestTallDecisionSqueezesTheStage(t *testing.T) {
	top := present.LogArea.Y - 120
	r, sc := present.StageAbove(top)
	if sc >= 1 || r.Y+r.H > top+0.01 || r.W/r.H < present.Stage.W/present.Stage.H-0.01 || r.W/r.H > present.Stage.W/present.Stage.H+0.01 {
		t.Errorf("stage above a dock at %.0f: %v ×%.2f; want it scaled whole above the dock", top, r, sc)
	}
	_, least := present.StageAbove(present.DockArea.Y + present.DockArea.H - present.DockMaxH)
	if least < 0.7 {
		t.Errorf("the highest dock leaves the stage %.2f of its size", least)
	}
}

// The player aims on the subject itself: the pointer over a ship focuses the option
// aiming at it (and the sight marks it), a click on the ship fires at it (9.2.1).
func TestAimByClickingTheShip(t *testing.T) {
	d := fireScript()
	g, c := answerGame(game.Options{}, d, nil)
	shown(t, g, c, "fire")
	es, ok := c.scenes[PlaceEncounter].st.(*encounterStage)
	if !ok || len(es.ships) != 2 {
		t.Fatalf("the encounter stage shows %d ships", len(es.ships))
	}
	bravo := es.find("Bravo")
	r := es.shipRect(bravo)
	g.In.Reset()
	g.In.X, g.In.Y, g.In.Moved = r.X+r.W/2, r.Y+r.H/2, true
	g.Update()
	if f := c.Panel.Focused(); f < 0 || c.pending.Options[f].Key != "target_2" {
		t.Fatalf("pointer over Bravo focuses option %d, want target_2", f)
	}
	clickAt(g, r.X+r.W/2, r.Y+r.H/2)
	if len(d.chosen) != 1 || d.chosen[0] != "target_2" {
		t.Fatalf("a click on Bravo chose %v, want [target_2]", d.chosen)
	}
}

// A click on the sea, off every ship, chooses nothing.
func TestClickOffTheShipsChoosesNothing(t *testing.T) {
	d := fireScript()
	g, c := answerGame(game.Options{}, d, nil)
	shown(t, g, c, "fire")
	clickAt(g, 5, present.Stage.Y+5)
	if len(d.chosen) != 0 {
		t.Fatalf("a click on the sky chose %v", d.chosen)
	}
}
