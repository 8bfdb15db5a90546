package scenes

import (
	"reflect"
	"testing"

	"uboat/engine"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// salvoScript is a salvo of two bow tubes at two freighters (9.2.1): two fire decisions
// carrying the same salvo. Without odds (the salvo has no career behind it here).
func salvoScript() *scriptDriver {
	sv := &engine.Salvo{Bow: true, Tubes: []engine.SalvoTube{{I: 0, Torp: engine.G7e}, {I: 1, Torp: engine.G7a}},
		Targets: []engine.Choice{{Key: "target_1", Label: "Alpha"}, {Key: "target_2", Label: "Bravo"}}}
	fire := func(seq int, ctx string) *engine.Decision {
		return &engine.Decision{Seq: seq, ID: "fire", Kind: engine.KindFire, Prompt: "Target for the torpedo?", Context: ctx, Salvo: sv,
			Options: []engine.Choice{{Key: "target_1", Label: "Alpha"}, {Key: "target_2", Label: "Bravo"}, {Key: "hold", Label: "Hold fire"}}}
	}
	s := &scriptDriver{steps: []step{
		{ev: []engine.Event{&engine.CareerStart{Header: h(engine.TCareerStart), ID: "U-1", Type: "VIIC"}}, dec: fire(1, "bow_tube_1")},
		{dec: fire(2, "bow_tube_2")},
		{ev: []engine.Event{&engine.CareerEndEvent{Header: h(engine.TCareerEnd), Reason: "war_over", Victory: "defeat"}}},
	}}
	s.st.Engage = &engine.Engagement{Range: engine.RangeMedium, Targets: []engine.Target{
		{Name: "Alpha", Tons: 3000, Class: engine.ClassSmallFreighter, Capacity: 2},
		{Name: "Bravo", Tons: 7000, Class: engine.ClassLargeFreighter, Capacity: 3},
	}}
	return s
}

func salvoGame(t *testing.T) (*scriptDriver, *game.Game, *Campaign) {
	d := salvoScript()
	g, c := answerGame(game.Options{}, d, nil)
	g.Settings.ShowOdds = false
	shown(t, g, c, "fire")
	if c.salvo == nil {
		t.Fatal("the salvo's first fire decision shows no grid")
	}
	return d, g, c
}

// clickAt runs a frame with a click at (x, y).
func clickAt(g *game.Game, x, y float64) {
	g.In.Reset()
	g.In.X, g.In.Y, g.In.Moved, g.In.Clicked = x, y, true, true
	g.Update()
}

// runFrames runs n frames without input.
func runFrames(g *game.Game, n int) {
	for i := 0; i < n; i++ {
		g.In.Reset()
		g.Update()
	}
}

// The grid starts with every torpedo at the largest target and "Fire the salvo" in
// focus: Enter fires them all, one logged answer per tube.
func TestSalvoEnterFiresAllAtTheLargest(t *testing.T) {
	d, g, c := salvoGame(t)
	if f := c.salvo.focus - len(c.salvo.rows); f != salvoButtonFire {
		t.Fatalf("focus on %d, want the fire button", c.salvo.focus)
	}
	press(g, game.ActConfirm)
	runFrames(g, 30)
	if want := []string{"target_2", "target_2"}; !reflect.DeepEqual(d.chosen, want) {
		t.Fatalf("Enter fired %v, want %v (Bravo is the largest)", d.chosen, want)
	}
	if c.salvo != nil {
		t.Error("the grid stays up after its last tube is answered")
	}
	if m := c.lastSalvo[0]; m[0] != "Bravo" || m[1] != "Bravo" {
		t.Errorf("last salvo remembered %v", m)
	}
}

// The mouse aims a tube with a click on its cell, the keyboard with the arrows; each
// tube's decision gets its own answer.
func TestSalvoAimedTubeByTube(t *testing.T) {
	d, g, c := salvoGame(t)
	r := c.salvo.cellRect(0, 0) // tube 1 at Alpha
	clickAt(g, r.X+r.W/2, r.Y+r.H/2)
	b := c.salvo.buttons[salvoButtonFire].R
	clickAt(g, b.X+b.W/2, b.Y+b.H/2)
	runFrames(g, 30)
	if want := []string{"target_1", "target_2"}; !reflect.DeepEqual(d.chosen, want) {
		t.Fatalf("mouse: fired %v, want %v", d.chosen, want)
	}

	d, g, c = salvoGame(t)
	press(g, game.ActUp)    // from the fire button to tube 2
	press(g, game.ActRight) // Bravo → Hold fire
	press(g, game.ActDown)  // back to the fire button
	press(g, game.ActConfirm)
	runFrames(g, 30)
	if want := []string{"target_2", "hold"}; !reflect.DeepEqual(d.chosen, want) {
		t.Fatalf("keyboard: fired %v, want %v", d.chosen, want)
	}
}

// "Hold fire" holds every torpedo; "Same as last salvo" aims as the last salvo of the
// end did, and is offered only when there is one to repeat.
func TestSalvoHoldAndSameAsLast(t *testing.T) {
	d, g, c := salvoGame(t)
	if !c.salvo.buttons[salvoButtonSame].Disabled {
		t.Error("Same as last salvo offered before any salvo")
	}
	b := c.salvo.buttons[salvoButtonHold].R
	clickAt(g, b.X+b.W/2, b.Y+b.H/2)
	runFrames(g, 30)
	if want := []string{"hold", "hold"}; !reflect.DeepEqual(d.chosen, want) {
		t.Fatalf("hold fire answered %v", d.chosen)
	}

	d = salvoScript()
	g, c = answerGame(game.Options{}, d, nil)
	g.Settings.ShowOdds = false
	c.lastSalvo[0] = map[int]string{0: "Alpha", 1: ""}
	shown(t, g, c, "fire")
	if c.salvo.buttons[salvoButtonSame].Disabled {
		t.Fatal("Same as last salvo not offered with a last salvo at live targets")
	}
	b = c.salvo.buttons[salvoButtonSame].R
	clickAt(g, b.X+b.W/2, b.Y+b.H/2)
	b = c.salvo.buttons[salvoButtonFire].R
	clickAt(g, b.X+b.W/2, b.Y+b.H/2)
	runFrames(g, 30)
	if want := []string{"target_1", "hold"}; !reflect.DeepEqual(d.chosen, want) {
		t.Fatalf("same as last fired %v, want %v", d.chosen, want)
	}
}

// A click on a ship aims the tube in focus at it and goes on to the next tube.
func TestSalvoAimByClickingTheShip(t *testing.T) {
	d, g, c := salvoGame(t)
	press(g, game.ActUp)
	press(g, game.ActUp) // tube 1
	es := c.scenes[PlaceEncounter].st.(*encounterStage)
	r := es.shipRect(es.find("Alpha"))
	// the grid squeezes the stage: the ship is where the squeezed stage shows it
	st, sc := present.StageAbove(c.dockTop())
	x := st.X + (r.X+r.W/2-present.Stage.X)*sc
	y := st.Y + (r.Y+r.H/2-present.Stage.Y)*sc
	clickAt(g, x, y)
	if c.salvo.pick[0] != 0 || c.salvo.row() != 1 {
		t.Fatalf("after a click on Alpha: tube 1 aims at %d, focus on row %d", c.salvo.pick[0], c.salvo.row())
	}
	press(g, game.ActDown)
	press(g, game.ActConfirm)
	runFrames(g, 30)
	if want := []string{"target_1", "target_2"}; !reflect.DeepEqual(d.chosen, want) {
		t.Fatalf("fired %v, want %v", d.chosen, want)
	}
}

// The grid says the escort added as a target (9.10) in the player's language; ships keep
// their names, and the panel shows the fire decision in that language.
func TestSalvoGridInTheLanguage(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	d := salvoScript()
	for _, step := range d.steps {
		if step.dec != nil {
			step.dec.Options[1].Label = engine.EscortName
		}
	}
	d.steps[0].dec.Salvo.Targets[1].Label = engine.EscortName
	d.st.Engage.Targets[1] = engine.Target{Name: engine.EscortName, Tons: 2000, Class: engine.ClassEscort, Capacity: 1, Escort: true}
	d.st.Boat.BowTubes = []engine.Torp{engine.G7e, engine.G7a}
	g, c := answerGame(game.Options{Lang: "de"}, d, nil)
	g.Settings.ShowOdds = false
	shown(t, g, c, "fire")
	if c.salvo == nil {
		t.Fatal("no salvo grid")
	}
	var names []string
	for _, col := range c.salvo.cols {
		names = append(names, col.name)
	}
	if want := []string{"Alpha", "Eskorte", "Feuer halten"}; !reflect.DeepEqual(names, want) {
		t.Errorf("the grid's columns say %q, want %q", names, want)
	}
	if want := "Bugrohr 1: Ziel für den Elektrotorpedo (G7e)?"; c.pending.Prompt != want {
		t.Errorf("the panel asks %q, want %q", c.pending.Prompt, want)
	}
}
