package scenes

import (
	"strings"
	"testing"

	"uboat/engine"
	"uboat/game"
)

// scriptDriver plays a fixed list of steps: the events up to a decision, then the
// decision (nil at the end).
type scriptDriver struct {
	steps  []step
	i      int
	given  bool
	st     engine.State
	chosen []string
}

type step struct {
	ev  []engine.Event
	dec *engine.Decision
}

func (d *scriptDriver) Next() ([]engine.Event, *engine.Decision) {
	if d.i >= len(d.steps) {
		return nil, nil
	}
	s := d.steps[d.i]
	var ev []engine.Event
	if !d.given {
		ev, d.given = s.ev, true
	}
	if s.dec == nil {
		d.i++
		d.given = false
	}
	return ev, s.dec
}

func (d *scriptDriver) Choose(seq int, key string) error {
	d.chosen = append(d.chosen, key)
	d.i++
	d.given = false
	return nil
}

func (d *scriptDriver) State() *engine.State { return &d.st }
func (d *scriptDriver) Done() bool           { return d.i >= len(d.steps) }
func (d *scriptDriver) Err() error           { return nil }
func (d *scriptDriver) Close()               {}

func dec(seq int, id string, keys ...string) *engine.Decision {
	d := &engine.Decision{Seq: seq, ID: id, Prompt: "Choose " + id}
	for _, k := range keys {
		d.Options = append(d.Options, engine.Choice{Key: k, Label: strings.ToUpper(k), Odds: []engine.Odds{{Outcome: "hit", P: 0.5}}})
	}
	return d
}

func h(t string) engine.Header { return engine.Header{T: t} }

// A scripted patrol visits every play scene in order, answering with the first option.
func TestCampaignRoutesEventsAndDecisionsToScenes(t *testing.T) {
	d := &scriptDriver{steps: []step{
		{ev: []engine.Event{&engine.CareerStart{Header: h(engine.TCareerStart), ID: "U-1", Type: "VIIC"},
			&engine.AssignmentEvent{Header: h(engine.TAssignment), Area: "atlantic", Base: "france", Track: []string{"bay_of_biscay", "transit", "atlantic", "transit", "bay_of_biscay"}}},
			dec: dec(1, "load_mix", "keep", "convert")},
		{ev: []engine.Event{&engine.BoxEvent{Header: h(engine.TBox), Index: 0, Box: "bay_of_biscay", Rolls: 1}}, dec: dec(2, "posture", "surfaced", "schnorchel")},
		{ev: []engine.Event{&engine.RollEvent{Header: h(engine.TRoll), Table: "E1", Column: "atlantic", Dice: "2d6", Faces: []int{5, 6}, Total: 11, Result: "convoy"},
			&engine.EncounterEvent{Header: h(engine.TEncounter), Kind: "convoy"},
			&engine.ShipEvent{Header: h(engine.TShip), Name: "Empire Star", Tons: 7200, Class: "large_freighter", DamageToSink: 3}},
			dec: dec(3, "range", "close", "medium", "long")},
		{ev: []engine.Event{&engine.TorpedoEvent{Header: h(engine.TTorpedo), Weapon: "g7e", Target: "Empire Star", Outcome: "hit"},
			&engine.ShipDamageEvent{Header: h(engine.TShipSunk), Name: "Empire Star", Tons: 7200, Damage: 3},
			&engine.RollEvent{Header: h(engine.TRoll), Table: "E2", Dice: "2d6", Faces: []int{4, 4}, Total: 8, Result: "detected"}},
			dec: dec(4, "test_depth", "no", "yes")},
		{ev: []engine.Event{&engine.RollEvent{Header: h(engine.TRoll), Table: "E3", Column: "escort", Dice: "2d6", Faces: []int{3, 4}, Total: 7, Result: "2"},
			&engine.UboatDamageEvent{Header: h(engine.TUboatDamage), System: "hull", State: "1"},
			&engine.CrewEvent{Header: h(engine.TCrew), Member: "1wo", State: "lw"},
			&engine.DecisionEvent{Header: h(engine.TDecision), ID: "mystery", Chosen: "a"}},
			dec: dec(5, "mystery_choice", "a", "b")},
		{ev: []engine.Event{&engine.PatrolEndEvent{Header: h(engine.TPatrolEnd), Outcome: "returned", Tons: 7200, Ships: 1, Success: true},
			&engine.RefitEvent{Header: h(engine.TRefit), Months: 2},
			&engine.KeyEvent{Header: h(engine.TPromotion), Key: "kptlt"},
			&engine.CareerEndEvent{Header: h(engine.TCareerEnd), Reason: "war_over", Tons: 7200, Ships: 1, Victory: "defeat"}}},
	}}
	g := game.New(game.Options{Fake: true, Mute: true, Autoplay: true}, func(g *game.Game) game.Scene {
		c := newCampaign(d, engine.MustData(), answererFor(g))
		return c.FirstScene()
	})
	g.Settings.Pace = "fast"
	var visited []string
	followed := false
	for i := 0; i < 5000 && !(d.Done()); i++ {
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
		if ps, ok := g.Stack.Top().(*PlayScene); ok {
			m := ps.c.Status.View
			followed = followed || (m.Hull == 1 && m.Crew[engine.WO1].Status == engine.LW)
		}
		if top := g.Stack.Top(); top != nil && (len(visited) == 0 || visited[len(visited)-1] != top.Name()) {
			visited = append(visited, top.Name())
		}
	}
	for i := 0; i < 400; i++ { // let the last events play
		g.Update()
		if top := g.Stack.Top(); top != nil && visited[len(visited)-1] != top.Name() {
			visited = append(visited, top.Name())
		}
	}
	want := "port transit encounter depth_charge refit career_end"
	if got := strings.Join(visited, " "); got != want {
		t.Errorf("scenes visited: %s\nwant: %s", got, want)
	}
	if len(d.chosen) != 5 || d.chosen[4] != "a" {
		t.Errorf("answers %v", d.chosen)
	}
	ps := g.Stack.Top().(*PlayScene)
	c := ps.c
	if !c.finished {
		t.Error("the campaign did not finish")
	}
	if !followed {
		t.Error("the status board did not follow the damage, crew and sinking events")
	}
	log := strings.Join(c.Log.Lines(), "\n")
	for _, s := range []string{"Escort detection [E2] 2d6 = 4+4 → 8: detected", "Empire Star sunk", "Attack range? — Close range", "Career over"} {
		if !strings.Contains(log, s) {
			t.Errorf("roll log lacks %q:\n%s", s, log)
		}
	}
}

// The real engine: a whole patrol played by the Commander through the scenes' logic
// (no display), then the save replays to the same point.
func TestCampaignPlaysAPatrolWithTheEngine(t *testing.T) {
	dir := t.TempDir()
	g := game.New(game.Options{Fake: true, Mute: true, Autoplay: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewTitle(g) })
	g.Settings.Pace = "instant"
	cfg := engine.Config{Seed: 7, Type: "VIIC", Start: engine.MonthOf(1943, 7), Kommandant: "Test", UNumber: "U-77", Odds: true}
	c, err := NewCampaign(g, cfg)
	if err != nil {
		t.Fatal(err)
	}
	g.Stack.Reset(c.FirstScene(), false)
	scenes := map[string]bool{}
	for i := 0; i < 100000 && c.patrolsEnded == 0 && !c.finished; i++ {
		g.Update()
		scenes[g.Stack.Top().Name()] = true
	}
	if err := c.drv.Err(); err != nil {
		t.Fatal(err)
	}
	if c.patrolsEnded == 0 && !c.finished {
		t.Fatalf("no patrol ended; scenes %v, date %s", scenes, c.state().Date)
	}
	for _, s := range []string{"port", "transit"} {
		if !scenes[s] {
			t.Errorf("scene %s never shown (%v)", s, scenes)
		}
	}
	if c.finished {
		return
	}
	r, err := g.Careers.Open(c.slot)
	if err != nil || len(r.Save.Answers) == 0 {
		t.Fatalf("save: %+v, %v", r, err)
	}
	c2 := ResumeCampaign(g, r)
	if a, b := c2.state().Date, c.state().Date; a != b || c2.state().CareerTons != c.state().CareerTons {
		t.Errorf("replayed career differs: %s/%d vs %s/%d", a, c2.state().CareerTons, b, c.state().CareerTons)
	}
	c2.drv.Close()
}

// The dice tray shows the roll of the scene it was rolled in: a new scene starts with
// none (the last scene's dice stayed up in the next).
func TestDiceTrayClearedOnSceneChange(t *testing.T) {
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir()}, func(g *game.Game) game.Scene { return NewTitle(g) })
	c, err := NewCampaign(g, engine.Config{Seed: 7, Type: "VIIC", Start: engine.MonthOf(1943, 7), Kommandant: "Test", UNumber: "U-77"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.drv.Close()
	g.Stack.Reset(c.FirstScene(), false)
	c.Dice.Roll(&engine.RollEvent{Header: engine.Header{T: engine.TRoll}, Table: engine.TableE1, Dice: "2d6", Faces: []int{3, 4}}, true)
	if !c.Dice.Shown() {
		t.Fatal("the roll is not shown")
	}
	to := PlaceTransit
	if c.place == PlaceTransit {
		to = PlacePort
	}
	c.switchTo(g, to)
	if c.Dice.Shown() {
		t.Errorf("the dice of %s stay up in %s", c.place, to)
	}
}
