//go:build framebench

package scenes

import (
	"math"

	"uboat/engine"
	"uboat/engine/outlook"
	"uboat/game"
)

// outlookOn runs the career-odds estimate in every frame of the benchmark
// (uboat-framebench -outlook; scenes/outlook.go).
var outlookOn bool

// BenchOutlook makes the benchmark run the career-odds estimate in every frame.
func BenchOutlook(on bool) { outlookOn = on }

// The frame benchmark (cmd/uboat-framebench, built with -tags framebench) needs the busiest screen the game draws,
// held there for as long as it measures: a convoy encounter at night with six ships
// (two escorts), an aircraft attacking through flak, torpedoes running, hits, smoke, a
// sinking, the dice, a full roll log, the status board and a decision panel with odds.
// benchDriver plays that engagement over and over; the Commander answers its decision
// as in any autoplay game, and the live state is a real career's.

// NewBenchEncounter returns the benchmark's encounter scene, driven by a looping script
// on top of a real career (seed) for the status board.
func NewBenchEncounter(g *game.Game, seed uint64) (game.Scene, error) {
	cfg := engine.Config{Seed: seed, Type: "VIIC", Start: engine.MonthOf(1943, 7), Kommandant: "Bench", UNumber: "U-123", Odds: true}
	d, err := game.NewEngineDriver(cfg)
	if err != nil {
		return nil, err
	}
	evs, first := d.Next() // the career begins: boat, crew and torpedoes on the board
	bd := &benchDriver{real: d}
	c := newCampaign(bd, d.Career().Data(), answererFor(g))
	if outlookOn { // the career's odds estimated all along, as while a decision is on screen
		est, err := outlook.New(d.Career().Config(), nil, first)
		if err != nil {
			return nil, err
		}
		c.outlook.est, c.outlook.max = est, math.MaxInt
	}
	for _, e := range evs { // not shown, but on the board
		c.Status.Apply(e)
	}
	c.place = PlaceEncounter
	return c.scene(PlaceEncounter), nil
}

type benchDriver struct {
	real  *game.EngineDriver
	cycle int
	seq   int
	dec   *engine.Decision
	given bool
}

var benchShips = []engine.ShipEvent{
	{Name: "Empire Star", Tons: 7200, Class: engine.ClassLargeFreighter, DamageToSink: 3},
	{Name: "San Emiliano", Tons: 8100, Class: engine.ClassTanker, DamageToSink: 4},
	{Name: "HMS Vanoc", Tons: 1100, Class: engine.ClassEscort, DamageToSink: 2},
	{Name: "Fort Cataraqui", Tons: 7100, Class: engine.ClassLargeFreighter, DamageToSink: 3},
	{Name: "HMS Kite", Tons: 1300, Class: engine.ClassEscort, DamageToSink: 2},
	{Name: "Ocean Vigil", Tons: 4200, Class: engine.ClassSmallFreighter, DamageToSink: 2},
}

func benchRoll(table, column, dice string, result string, faces ...int) *engine.RollEvent {
	t := 0
	for _, f := range faces {
		t += f
	}
	return &engine.RollEvent{Header: engine.Header{T: engine.TRoll}, Table: table, Column: column, Dice: dice, Faces: faces, Total: t, Result: result}
}

// events is one round of the engagement: the first sets the scene, each later one
// brings the sunk ship back and attacks again.
func (d *benchDriver) events() []engine.Event {
	var ev []engine.Event
	sunk := d.cycle % len(benchShips)
	if d.cycle == 0 {
		ev = append(ev, &engine.EncounterEvent{Header: engine.Header{T: engine.TEncounter}, Kind: engine.EncConvoy},
			benchRoll(engine.TableDay, "standard", "1d6", engine.TimeNight, 5))
		for i := range benchShips {
			s := benchShips[i]
			s.Header = engine.Header{T: engine.TShip}
			ev = append(ev, &s)
		}
	} else {
		prev := benchShips[(d.cycle-1)%len(benchShips)]
		prev.Header = engine.Header{T: engine.TShip}
		ev = append(ev, &prev)
	}
	target := func(k int) string { return benchShips[(sunk+k)%len(benchShips)].Name }
	ev = append(ev,
		benchRoll(engine.TableA1, "", "2d6", engine.AirOneAttack, 2, 3),
		benchRoll(engine.TableA2, "", "2d6", engine.AirDamaged, 2, 2),
		benchRoll(engine.TableU1, engine.RangeClose, "2d6", engine.ShotHit, 3, 4),
		&engine.TorpedoEvent{Header: engine.Header{T: engine.TTorpedo}, Weapon: "g7e", Target: target(0), Outcome: engine.ShotHit},
		&engine.TorpedoEvent{Header: engine.Header{T: engine.TTorpedo}, Weapon: "g7e", Target: target(1), Outcome: engine.ShotDud},
		&engine.TorpedoEvent{Header: engine.Header{T: engine.TTorpedo}, Weapon: "g7a", Target: target(3), Outcome: engine.ShotMiss},
		&engine.TorpedoEvent{Header: engine.Header{T: engine.TTorpedo}, Weapon: "g7a", Target: target(1), Outcome: engine.ShotHit},
		&engine.ShipDamageEvent{Header: engine.Header{T: engine.TShipDamaged}, Name: target(1), Tons: 1, Damage: 1},
		&engine.ShipDamageEvent{Header: engine.Header{T: engine.TShipSunk}, Name: target(0), Tons: benchShips[sunk].Tons, Damage: benchShips[sunk].DamageToSink},
	)
	return ev
}

func (d *benchDriver) Next() ([]engine.Event, *engine.Decision) {
	if d.dec == nil {
		d.seq++
		d.dec = &engine.Decision{Seq: d.seq, ID: engine.KindAttack.String(), Kind: engine.KindAttack, Prompt: "The convoy zig-zags away. Attack again?", Options: []engine.Choice{
			{Key: engine.RangeClose, Label: "Close range", Odds: []engine.Odds{{Outcome: "hit", P: 0.72}, {Outcome: "detected", P: 0.42}}},
			{Key: engine.RangeMedium, Label: "Medium range", Odds: []engine.Odds{{Outcome: "hit", P: 0.58}, {Outcome: "detected", P: 0.28}}},
			{Key: engine.RangeLong, Label: "Long range", Odds: []engine.Odds{{Outcome: "hit", P: 0.42}, {Outcome: "detected", P: 0.17}}},
			{Key: "break_off", Label: "Break off"},
		}}
		d.given = false
	}
	if d.given {
		return nil, d.dec
	}
	d.given = true
	return d.events(), d.dec
}

func (d *benchDriver) Choose(seq int, key string) error {
	d.cycle++
	d.dec = nil
	return nil
}

func (d *benchDriver) State() *engine.State { return d.real.State() }
func (d *benchDriver) Done() bool           { return false }
func (d *benchDriver) Err() error           { return nil }
func (d *benchDriver) Close()               { d.real.Close() }
