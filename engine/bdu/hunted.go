package bdu

import (
	"fmt"

	"uboat/engine"
	"uboat/engine/policy"
)

// HuntedZoomer is the ZoomPlayer of design 6.2 that plays a zoomed contact in the Hunted
// patrol engine (engine.PlayZoom): the OperationalContext becomes one travel box of a
// Hunted patrol on its [E1] column, with the contact's encounters, the boat's load,
// damage, crew and the era adjustments of 6.2.2; its result becomes the PatrolOutcome of
// 6.2.3. The Hunted's events are nested in the campaign's log (hunted events).
//
// Zooms before 1943-07 (the Hunted's first month) are played at their own month with
// the era adjustments (engine/zoom.go says which procedure reads each). Readings:
// ColumnMod and DashIsAircraft act on [E1] rolls, which a contact zoom does not make
// (its encounters are given); a pack member's escort status (PackBusy, [H 7.2.2]) is not
// modelled by the Hunted engine, and the campaign zooms no pack battle, so a context with
// PackBusy is refused; a new decoration is never won in one box (the Hunted decorates at
// the end of a patrol: the flagship scope), so Decoration stays "".
type HuntedZoomer struct {
	// Decider answers the Hunted's decisions; nil: the engine's Commander policy (a new
	// one for each zoom).
	Decider engine.Decider
}

var (
	crewKeys = map[string]int{"green": engine.Green, "trained": engine.Trained, "veteran": engine.Veteran, "elite": engine.Elite}
	rankKeys = map[string]int{"OltzS": engine.RankOltzS, "KptLt": engine.RankKptLt, "KKpt": engine.RankKKpt, "FKpt": engine.RankFKpt}
	kcKeys   = map[string]int{"": engine.KCNone, "knights_cross": engine.KCKnightsCross, "oak_leaves": engine.KCOakLeaves}
)

// HuntedBox converts an OperationalContext to the Hunted engine's box (design 6.2.2).
// Errors: a bad date, crew, rank or decoration key, or PackBusy (not modelled).
func HuntedBox(x *OperationalContext) (*engine.ZoomBox, error) {
	m, err := engine.ParseMonth(x.Date)
	if err != nil {
		return nil, fmt.Errorf("zoom context: %w", err)
	}
	crew, ok1 := crewKeys[x.Crew]
	rank, ok2 := rankKeys[x.Rank]
	kc, ok3 := kcKeys[x.Decoration]
	if !ok1 || !ok2 || !ok3 {
		return nil, fmt.Errorf("zoom context: crew %q, rank %q or decoration %q unknown", x.Crew, x.Rank, x.Decoration)
	}
	if x.PackBusy != 0 {
		return nil, fmt.Errorf("zoom context: a pack member's escort status (pack_busy %d) is not modelled by the Hunted engine", x.PackBusy)
	}
	return &engine.ZoomBox{Seed: x.Seed, Date: m, Board: x.Board, Column: x.Column, Transit: x.Transit,
		Encounters: x.Encounters, SmallConvoy: x.SmallConvoy, Special: x.Special, Torpedoes: x.Torpedoes,
		Guided: x.Guided, HullBoxes: x.HullBoxes, InoperativeRolls: x.InoperativeRolls, Crew: crew, Rank: rank,
		KC: kc, Spotted: x.Spotted, Weather: x.Weather, Schnorchel: x.Schnorchel,
		Era: engine.ZoomEra{E2: x.Era.E2, A1: x.Era.A1, NoHedgehog: x.Era.NoHedgehog, NoFIDO: x.Era.NoFIDO,
			EarlyTorpedoes: x.Era.EarlyTorpedoes}}, nil
}

// PlayZoom implements ZoomPlayer (design 6.2): it plays x in the Hunted engine, nests
// each of its events and converts the result to a PatrolOutcome (6.2.3).
func (h *HuntedZoomer) PlayZoom(x *OperationalContext, nest func(huntedEvent any)) (*PatrolOutcome, error) {
	z, err := HuntedBox(x)
	if err != nil {
		return nil, err
	}
	d := h.Decider
	if d == nil {
		d = policy.NewCommander()
	}
	r, err := engine.PlayZoom(z, d, func(e engine.Event) { nest(e) })
	if err != nil {
		return nil, err
	}
	out := &PatrolOutcome{Sunk: []ZoomShip{}, ShipsDamaged: r.ShipsDamaged, Detected: r.Detected, Lost: r.Lost,
		LossCause: r.LossCause, Abort: r.Abort, Hull: r.Hull, Inoperative: r.Inoperative, Torpedoes: r.Torpedoes,
		KommandantLost: r.KommandantLost, CrewKIA: r.CrewKIA}
	for _, s := range r.Sunk {
		out.Sunk = append(out.Sunk, ZoomShip{Name: s.Name, Class: s.Class, Tons: s.Tons})
	}
	return out, nil
}
