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
// (its encounters are given; the flagship's weeks roll them, flagship.go); a pack
// member's escort status (PackBusy, [H 7.2.2]) is the engine's ZoomBox.PackBusy; a new
// decoration is never won in one box (the Hunted decorates at the end of a patrol: the
// flagship scope), so Decoration stays "".
type HuntedZoomer struct {
	// Decider answers the Hunted's decisions; nil: the engine's Commander policy (a new
	// one for each zoom). A key it returns that is not an option is left to the policy.
	Decider engine.Decider

	// The Hunted decisions of every zoom, numbered from 1 across the campaign, and the
	// answers Decider gave (issue 16 "zooms in saves": the seed replays the dice, these
	// replay the player; the policy's answers replay themselves).
	n       int
	answers []HuntedAnswer
	next    int   // index in answers of the next saved answer to give back (ReplaySave)
	err     error // the first replay mismatch

	flag  *engine.Flagship // the flagship's career (design 6.2.1, flagship.go); nil none
	weeks int              // flagship weeks played
}

// HuntedAnswer is one answer the player's Decider gave to a Hunted decision in a zoom
// (design 6.2): N numbers it among all Hunted decisions of the campaign's zooms (1 = the
// first), ID is the decision's id (engine.Decision.ID), Key the option chosen.
type HuntedAnswer struct {
	N   int    `json:"n"`
	ID  string `json:"id"`
	Key string `json:"key"`
}

// Answers returns the player's recorded Hunted answers (read-only).
func (h *HuntedZoomer) Answers() []HuntedAnswer { return h.answers }

// zoomDecider answers one zoom's Hunted decisions for h: a saved answer first (replay),
// then h.Decider (recorded when legal), then the zoom's own Commander policy.
type zoomDecider struct {
	h      *HuntedZoomer
	policy engine.Decider
}

// Decide implements engine.Decider.
func (z *zoomDecider) Decide(s *engine.State, d *engine.Decision) (string, string) {
	h := z.h
	h.n++
	if h.next < len(h.answers) && h.answers[h.next].N == h.n {
		a := h.answers[h.next]
		h.next++
		if a.ID == d.ID && d.Has(a.Key) {
			return a.Key, ""
		}
		if h.err == nil {
			h.err = fmt.Errorf("hunted decision %d is %s, the save answers %s with %q", h.n, d.ID, a.ID, a.Key)
		}
	} else if h.next >= len(h.answers) && h.Decider != nil {
		if key, why := h.Decider.Decide(s, d); d.Has(key) {
			h.answers = append(h.answers, HuntedAnswer{N: h.n, ID: d.ID, Key: key})
			h.next = len(h.answers)
			return key, why
		}
	}
	return z.policy.Decide(s, d)
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
	if x.PackBusy < 0 || x.PackBusy > 5 {
		return nil, fmt.Errorf("zoom context: pack_busy %d (0–5, design 6.2.2 wolfpack)", x.PackBusy)
	}
	return &engine.ZoomBox{Seed: x.Seed, Date: m, Board: x.Board, Column: x.Column, Transit: x.Transit,
		Encounters: x.Encounters, SmallConvoy: x.SmallConvoy, Special: x.Special, Torpedoes: x.Torpedoes,
		Guided: x.Guided, HullBoxes: x.HullBoxes, InoperativeRolls: x.InoperativeRolls, Crew: crew, Rank: rank,
		KC: kc, Spotted: x.Spotted, Weather: x.Weather, Schnorchel: x.Schnorchel, PackBusy: x.PackBusy,
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
	d := &zoomDecider{h: h, policy: policy.NewCommander()}
	r, err := engine.PlayZoom(z, d, func(e engine.Event) { nest(e) })
	if err == nil && h.err != nil {
		err = h.err
	}
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
