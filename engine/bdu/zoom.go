package bdu

import (
	"fmt"
	"strings"
)

// design 6.2: the zoom. A contact (6.2.1 "Zoom a contact", any boat, any WP, at most one
// a week) is played in the Hunted patrol engine instead of F1: the operational layer
// gives an OperationalContext (6.2.2) to a ZoomPlayer, which plays it and answers with a
// PatrolOutcome (6.2.3) that the campaign applies. The log holds zoom_start (the
// context), the Hunted engine's own events nested as hunted events with the campaign's
// seq continuing, and zoom_end (the outcome and the boat's markers after it).
//
// The zoom is offered as the "zoom" option of the attack decision when Campaign.Zoomer
// is set (the player's choice: the BdU AI never zooms). Readings: a contact found by a
// wolfpack search is fought by the pack (8.2), whose members' attack decisions offer the
// zoom (the convoy-battle zoom of 6.2.1: zoomPackMember, one a week with the contact
// zooms); aircraft and submarine contacts have no attack decision and are not zoomed;
// the flagship scope is flagship.go.

// KeyZoom is the attack decision's option to play the contact in the Hunted engine
// (design 6.2.1).
const KeyZoom = "zoom"

// The zoom's event types (design 9.3).
const (
	TZoomStart EventType = "zoom_start"
	TZoomEnd   EventType = "zoom_end"
	THunted    EventType = "hunted" // one Hunted event nested in a zoom (design 9.3)
)

// Era are the era adjustments of design 6.2.2 for a zoom before the Hunted's own years:
// E2 −2 in WP1–3, −1 in WP4–5; no Hedgehog/Squid before 1942-06; no FIDO, Tsetse or
// rockets before 1943-05; A1 +1 in WP1–4; no NAXOS before 1943-12; BOLD from 1942-06;
// with torpedo value −1, [U1] +1 and duds on 1–2.
type Era struct {
	E2             int  `json:"e2"`
	A1             int  `json:"a1"`
	NoHedgehog     bool `json:"no_hedgehog,omitempty"`
	NoFIDO         bool `json:"no_fido,omitempty"`
	NoNaxos        bool `json:"no_naxos,omitempty"`
	Bold           bool `json:"bold,omitempty"`
	EarlyTorpedoes bool `json:"early_torpedoes,omitempty"`
}

// OperationalContext is what the Hunted engine is given for a zoomed contact (design
// 6.2.2).
type OperationalContext struct {
	Boat string `json:"boat"`
	Date string `json:"date"` // the turn's month, YYYY-MM
	// Column is the [E1] column of the box (table 3.6: the zone on station, the
	// crossed zones in transit), ColumnMod its modifier (Gibraltar −3), DashIsAircraft
	// the WP8 Channel reading of "–".
	Column         string `json:"column"`
	ColumnMod      int    `json:"column_mod,omitempty"`
	DashIsAircraft bool   `json:"dash_is_aircraft,omitempty"`
	Transit        bool   `json:"transit"`
	// Encounters are the [E1] result keys the contact converts to, played in order in
	// the box (no [E1] roll is made for them).
	Encounters []string `json:"encounters"`
	// SmallConvoy: optional rule 14.2 (a 3-ship convoy); Special: every ship from [T2]
	// and the escorts counted as a capital ship's (+1 on [E2]).
	SmallConvoy bool `json:"small_convoy,omitempty"`
	Special     bool `json:"special,omitempty"`
	// Board is the Hunted board of the boat's type (table 4.2, proxies included).
	Board string `json:"board"`
	// Torpedoes is the F1 count, to be split G7a/G7e in the board's proportion, fore
	// tubes first; Guided lists the guided torpedoes of the date (falke from 1943-03,
	// zaunkoenig from 1943-08).
	Torpedoes int      `json:"torpedoes"`
	Guided    []string `json:"guided"`
	// HullBoxes (2 per damage marker) and InoperativeRolls (one [E4] roll per marker,
	// marked Inoperative; Hull, Flooding and Crew results re-rolled).
	HullBoxes        int `json:"hull_boxes"`
	InoperativeRolls int `json:"inoperative_rolls"`
	// Crew quality (green, trained, veteran, elite), the Kommandant's rank (OltzS,
	// KptLt, KKpt, FKpt) and decoration ("", knights_cross, oak_leaves).
	Crew       string `json:"crew"`
	Rank       string `json:"rank"`
	Decoration string `json:"decoration,omitempty"`
	// Spotted: +1 on the first [E2] roll of the box.
	Spotted bool `json:"spotted"`
	// PackBusy is the escort status of a pack member attacking a convoy ([H 7.2.2]):
	// Busy on 1d6 ≤ PackBusy, Focused otherwise; 0 = no pack, no modifier.
	PackBusy int `json:"pack_busy,omitempty"`
	// Weather: 0, 990 ([A1] +1) or 965 (aircraft results "–", only convoys stand).
	Weather    int  `json:"weather,omitempty"`
	Schnorchel bool `json:"schnorchel"`
	Era        Era  `json:"era"`
	// Seed seeds the Hunted engine's dice: a child of the campaign's generator (design 5
	// "Determinism") made from the campaign seed, the turn and the boat, so that a zoom
	// draws nothing from the campaign's own dice.
	Seed uint64 `json:"seed"`
}

// ZoomShip is one ship the Hunted engine sank.
type ZoomShip struct {
	Name  string `json:"name"`
	Class string `json:"class"`
	Tons  int    `json:"tons"`
}

// PatrolOutcome is what the Hunted engine answers for a zoom (design 6.2.3).
type PatrolOutcome struct {
	Sunk         []ZoomShip `json:"sunk"`
	ShipsDamaged int        `json:"ships_damaged"`
	// Detected: detected at least once or attacked by aircraft.
	Detected bool `json:"detected"`
	// Lost: sunk, scuttled or captured; LossCause is its uboat_lost cause (combat or
	// aircraft; "" reads combat).
	Lost      bool   `json:"lost"`
	LossCause string `json:"loss_cause,omitempty"`
	Abort     bool   `json:"abort"` // mandatory or voluntary
	// Hull is the hull boxes H and Inoperative the Inoperative systems I at the end of
	// the week.
	Hull        int `json:"hull"`
	Inoperative int `json:"inoperative"`
	Torpedoes   int `json:"torpedoes"`
	// KommandantLost: the Kommandant KIA or captured; CrewKIA the generic crew boxes
	// KIA.
	KommandantLost bool `json:"kommandant_lost,omitempty"`
	CrewKIA        int  `json:"crew_kia,omitempty"`
	// Decoration is the flagship's new decoration ("", knights_cross, oak_leaves).
	Decoration string `json:"decoration,omitempty"`
}

// ZoomPlayer plays a zoom in the Hunted engine (design 6.2): it is given the context
// and a function that nests each of the Hunted engine's events in the campaign's log,
// and answers with the outcome. Errors stop the campaign's week.
type ZoomPlayer interface {
	PlayZoom(ctx *OperationalContext, nest func(huntedEvent any)) (*PatrolOutcome, error)
}

// ZoomStartEvent opens a zoom (design 9.3): the boat, the scope and the context.
type ZoomStartEvent struct {
	EventHeader
	Boat    string              `json:"boat"`
	Scope   string              `json:"scope"`
	Context *OperationalContext `json:"context"`
}

// HuntedEvent is one event of the Hunted engine nested in a zoom (design 9.3): its
// own JSON under "event", numbered in the campaign's seq.
type HuntedEvent struct {
	EventHeader
	Event any `json:"event"`
}

// ZoomEndEvent closes a zoom (design 9.3): the outcome and the boat's markers after it
// (what the screens show: Spotted, RTB, damage markers, torpedoes, ace). Ships sunk
// follow as ship_sunk with their names, a loss as uboat_lost, an ace gained as ace.
type ZoomEndEvent struct {
	EventHeader
	Boat      string         `json:"boat"`
	Outcome   *PatrolOutcome `json:"outcome"`
	Spotted   bool           `json:"spotted"`
	RTB       bool           `json:"rtb"`
	Damage    int            `json:"damage"`
	Torpedoes int            `json:"torpedoes"`
	Ace       string         `json:"ace"`
	AceValue  int            `json:"ace_value"`
}

// zoomMark is what a zoom leaves on a boat until it reaches base (design 6.2.3): the
// hull boxes and Inoperative systems for the refit length, and a crew loss.
type zoomMark struct {
	Hull, Inoperative int
	damage            bool // the boat's damage came from the zoom (no F1 damage since)
	crewLoss          bool // 3+ generic crew boxes KIA: Inexp 1 after the return
}

// ZoomContext builds the OperationalContext of boat b's contact k (design 6.2.2).
// Errors: b is not at sea, or the contact has no [E1] result key.
func (c *Campaign) ZoomContext(b *Boat, k Contact) (*OperationalContext, error) {
	if !b.State.AtSea() {
		return nil, fmt.Errorf("zoom: %s is %s, not at sea", b.ID, b.State)
	}
	t := c.Data.Types[b.Type]
	m := c.Now.Month
	x := &OperationalContext{Boat: b.ID, Date: m.String(), Board: t.Board, Torpedoes: b.Torpedoes,
		Guided: []string{}, HullBoxes: 2 * b.Markers.Damage, InoperativeRolls: b.Markers.Damage,
		Spotted: b.Markers.Spotted, Weather: c.weatherAt(k.Zone), Schnorchel: b.Markers.Schnorchel,
		Seed: zoomSeed(c.Seed, c.Now.Turn(), b.ID)}
	zone := k.Zone
	if zone == "" {
		zone = b.Zone
	}
	x.Transit = b.State != OnStation
	if x.Transit {
		p := c.Data.Map.E1Transit(append([]string{b.Zone}, b.route...))
		x.Column, x.ColumnMod = p.Column, p.Modifier
	} else {
		col, dash, err := c.Data.Map.E1OnStation(zone, c.Period)
		if err != nil && onSMZ(b) { // an SMZ patrol without a column of its own: its entering OA's (SW 20.4, smz.go)
			col, dash, err = c.Data.Map.E1OnStation(b.smzFrom, c.Period)
		}
		if err != nil {
			return nil, fmt.Errorf("zoom: %w", err)
		}
		x.Column, x.DashIsAircraft = col, dash
	}
	enc, small, special, err := zoomEncounters(k)
	if err != nil {
		return nil, err
	}
	x.Encounters, x.SmallConvoy, x.Special = enc, small, special
	if m >= MonthOf(1943, 3) {
		x.Guided = append(x.Guided, "falke")
	}
	if m >= MonthOf(1943, 8) {
		x.Guided = append(x.Guided, "zaunkoenig")
	}
	x.Crew, x.Rank = "trained", "KptLt"
	switch {
	case b.Markers.Ace != nil && b.Markers.Ace.Value >= 2:
		x.Crew, x.Rank, x.Decoration = "elite", "FKpt", "oak_leaves"
	case b.Markers.Ace != nil:
		x.Crew, x.Rank, x.Decoration = "veteran", "KKpt", "knights_cross"
	case b.Markers.Inexp > 0:
		x.Crew, x.Rank = "green", "KptLt"
		if strings.HasPrefix(t.Board, "VII") {
			x.Rank = "OltzS"
		}
	}
	// 6.2.2 wolfpack: only a pack member attacking a convoy (zoomPackMember sets PackBusy)
	x.Era = Era{NoHedgehog: m < MonthOf(1942, 6), NoFIDO: m < MonthOf(1943, 5), NoNaxos: m < MonthOf(1943, 12),
		Bold: m >= MonthOf(1942, 6), EarlyTorpedoes: c.War.TorpedoValue == -1}
	switch {
	case c.Period <= 3:
		x.Era.E2 = -2
	case c.Period <= 5:
		x.Era.E2 = -1
	}
	if c.Period <= 4 {
		x.Era.A1 = 1
	}
	return x, nil
}

// zoomEncounters converts a contact category to [E1] result keys (design 6.2.2): loner
// 1 → ship (a tanker → tanker), 2 → two_ships, 3 → two_ships then ship; escorted →
// ship_escort or two_ships_escort; convoy_small → convoy (rule 14.2); convoy_large →
// convoy; task_force → capital_ship; special → convoy (special); aircraft → aircraft;
// submarine → submarine.
func zoomEncounters(k Contact) (enc []string, small, special bool, err error) {
	switch k.Category {
	case CatLoner:
		switch {
		case k.Ships <= 1 && k.Tanker:
			return []string{"tanker"}, false, false, nil
		case k.Ships <= 1:
			return []string{"ship"}, false, false, nil
		case k.Ships == 2:
			return []string{"two_ships"}, false, false, nil
		}
		return []string{"two_ships", "ship"}, false, false, nil
	case CatEscorted:
		if k.Ships <= 1 {
			return []string{"ship_escort"}, false, false, nil
		}
		return []string{"two_ships_escort"}, false, false, nil
	case CatConvoyS:
		return []string{"convoy"}, true, false, nil
	case CatConvoyL:
		return []string{"convoy"}, false, false, nil
	case CatTaskForce:
		return []string{"capital_ship"}, false, false, nil
	case CatSpecial:
		return []string{"convoy"}, false, true, nil
	case CatAircraft:
		return []string{"aircraft"}, false, false, nil
	case CatSubmarine:
		return []string{"submarine"}, false, false, nil
	}
	return nil, false, false, fmt.Errorf("zoom: contact %q has no [E1] result (design 6.2.2)", k.Category)
}

// zoom plays b's contact k in the Hunted engine through c.Zoomer and applies the
// outcome (design 6.2). It reports whether the boat was lost.
func (c *Campaign) zoom(b *Boat, k Contact) (bool, error) {
	x, err := c.ZoomContext(b, k)
	if err != nil {
		return false, err
	}
	c.zoomTurn = c.Now.Turn() + 1
	if c.Log != nil {
		c.emit(TZoomStart, &ZoomStartEvent{Boat: b.ID, Scope: "contact", Context: x})
	}
	nest := func(e any) {
		if c.Log != nil {
			c.emit(THunted, &HuntedEvent{Event: e})
		}
	}
	out, err := c.Zoomer.PlayZoom(x, nest)
	if err != nil {
		return false, fmt.Errorf("zoom of %s: %w", b.ID, err)
	}
	return c.ApplyZoomOutcome(b, k, out)
}

// ScopeConvoyBattle is the zoom_start scope of a pack member's week in a convoy battle
// (design 6.2.1 "Convoy battle zoom").
const ScopeConvoyBattle = "convoy_battle"

// zoomPackMember plays pack member b's attack on the convoy k in the Hunted engine
// (design 6.2.1 convoy-battle zoom, fightPack): its context with the escort status of
// 6.2.2 "wolfpack" (Busy on 1d6 ≤ min(5, 2 + others), others the other pack boats
// attacking this round), the outcome applied as 6.2.3 says (its ships sunk and damaged
// count for the straggler check of the rest of the pack). It reports whether the boat
// was lost.
func (c *Campaign) zoomPackMember(b *Boat, k Contact, others int) (bool, error) {
	x, err := c.ZoomContext(b, k)
	if err != nil {
		return false, err
	}
	x.PackBusy = min(5, 2+others)
	if c.Log != nil {
		c.emit(TZoomStart, &ZoomStartEvent{Boat: b.ID, Scope: ScopeConvoyBattle, Context: x})
	}
	out, err := c.Zoomer.PlayZoom(x, func(e any) {
		if c.Log != nil {
			c.emit(THunted, &HuntedEvent{Event: e})
		}
	})
	if err != nil {
		return false, fmt.Errorf("zoom of %s: %w", b.ID, err)
	}
	return c.ApplyZoomOutcome(b, k, out)
}

// ZoomRefit is the refit length R of [H 10.11] after a zoom (design 6.2.3): 1, +1 for
// 3 or more Inoperative systems, + ceil(H/3).
func ZoomRefit(hull, inoperative int) int {
	r := 1 + (hull+2)/3
	if inoperative >= 3 {
		r++
	}
	return r
}

// ZoomMarkers are the damage markers of a zoom's end (design 6.2.3): 0 if H = 0 and
// I ≤ 1; 2 if H ≥ 4; otherwise 1 (H 1–3 or I ≥ 2).
func ZoomMarkers(hull, inoperative int) int {
	switch {
	case hull >= 4:
		return 2
	case hull == 0 && inoperative <= 1:
		return 0
	}
	return 1
}

// ApplyZoomOutcome applies a zoom's outcome to boat b and its contact k exactly as
// design 6.2.3 says: each ship sunk to the counters (monthly VP and the torpedo count
// follow from them) and the ace check (3 ships and ≥ 23,000 t in the week); ships
// damaged to the week's hits; detected → Spotted; lost → a lost boat; abort → RTB; the
// damage markers from H and I (no SW 18.1 loss check); the torpedoes left; H and I kept
// for the refit length on arrival (ArriveAtBase); the Kommandant lost → the ace lost;
// 3+ crew KIA → Inexp 1 after the return; a decoration → ace +1 (Knight's Cross) or +2
// (Oak Leaves). It reports whether the boat was lost. Errors: b not at sea, an outcome
// outside its ranges (negative counts, more torpedoes than the type carries, a ship
// without tons).
func (c *Campaign) ApplyZoomOutcome(b *Boat, k Contact, out *PatrolOutcome) (bool, error) {
	if !b.State.AtSea() {
		return false, fmt.Errorf("zoom outcome: %s is %s, not at sea", b.ID, b.State)
	}
	t := c.Data.Types[b.Type]
	if out == nil || out.Hull < 0 || out.Inoperative < 0 || out.ShipsDamaged < 0 || out.CrewKIA < 0 ||
		out.Torpedoes < 0 || out.Torpedoes > t.Torpedoes {
		return false, fmt.Errorf("zoom outcome for %s out of range: %+v", b.ID, out)
	}
	for _, s := range out.Sunk {
		if s.Tons <= 0 {
			return false, fmt.Errorf("zoom outcome for %s: ship %q without tons", b.ID, s.Name)
		}
	}
	b.week.contact = true
	for _, s := range out.Sunk {
		b.PatrolShips++
		b.PatrolTons += s.Tons
		b.CareerShips++
		b.CareerTons += s.Tons
		b.week.sunk++
		b.week.hit++
		b.week.tons += s.Tons
		c.War.Month.Ships++
		c.War.Month.Tons += s.Tons
		c.War.Total.Ships++
		c.War.Total.Tons += s.Tons
		if c.Log != nil {
			c.emit(TShipSunk, &ShipEvent{Boat: b.ID, Tons: s.Tons, Class: s.Class, Name: s.Name, Zone: k.Zone})
		}
		if c.pol != nil {
			c.politicalSunk(b, zoomValuable(s.Name, s.Class)) // SW 36.53 (political.go)
			c.westSunk(k.Zone)                                // SW 36.63J/L (westwaters.go)
		}
	}
	b.week.hit += out.ShipsDamaged
	if out.Lost {
		cause := out.LossCause
		if cause == "" {
			cause = "combat"
		}
		if c.Log != nil {
			c.emit(TZoomEnd, &ZoomEndEvent{Boat: b.ID, Outcome: out, Spotted: b.Markers.Spotted, RTB: b.Markers.RTB,
				Damage: b.Markers.Damage, Torpedoes: b.Torpedoes, Ace: aceName(b), AceValue: aceValue(b)})
		}
		return true, c.lose(b, Sunk, cause) // its ace is lost with it (4.6)
	}
	b.Markers.Spotted = b.Markers.Spotted || out.Detected
	b.Markers.RTB = b.Markers.RTB || out.Abort
	b.Markers.Damage = ZoomMarkers(out.Hull, out.Inoperative)
	b.Torpedoes = out.Torpedoes
	if c.zoomMarks == nil {
		c.zoomMarks = map[string]zoomMark{}
	}
	zm := c.zoomMarks[b.ID]
	zm.Hull, zm.Inoperative, zm.damage = out.Hull, out.Inoperative, true
	zm.crewLoss = zm.crewLoss || out.CrewKIA >= 3
	c.zoomMarks[b.ID] = zm
	if out.KommandantLost {
		b.Markers.Ace = nil // lost with its Kommandant: no reserve (6.2.3)
	}
	if c.Log != nil {
		c.emit(TZoomEnd, &ZoomEndEvent{Boat: b.ID, Outcome: out, Spotted: b.Markers.Spotted, RTB: b.Markers.RTB,
			Damage: b.Markers.Damage, Torpedoes: b.Torpedoes, Ace: aceName(b), AceValue: aceValue(b)})
	}
	if !out.KommandantLost {
		if b.week.sunk >= 3 && b.week.tons >= 23000 { // SW 14.5 ace check, 6.2.3
			c.GainAce(b)
		}
		want := map[string]int{"knights_cross": 1, "oak_leaves": 2}[out.Decoration]
		for aceValue(b) < want && c.GainAce(b) { // Knight's Cross → ace +1, Oak Leaves → +2
		}
	}
	return false, nil
}

// aceName is b's ace's name, "" without one.
func aceName(b *Boat) string {
	if b.Markers.Ace == nil {
		return ""
	}
	return b.Markers.Ace.Name
}

// zoomArrival is the refit box of a boat whose damage came from a zoom (design 6.2.3,
// ArriveAtBase): R = 1 Work Up, 2 Repair 1, 3 Repair 2, 4 Repair 3, ≥ 5 constructive
// loss, as the box count 0–4 of 4.4; ok false when the damage is not a zoom's.
func (c *Campaign) zoomArrival(b *Boat) (box int, ok bool) {
	zm, has := c.zoomMarks[b.ID]
	if !has || !zm.damage {
		return 0, false
	}
	return ZoomRefit(zm.Hull, zm.Inoperative) - 1, true
}

// zoomReturned clears b's zoom marks at the end of its patrol and applies the crew
// loss (Inexp 1 after the return, design 6.2.3).
func (c *Campaign) zoomReturned(b *Boat) {
	zm, has := c.zoomMarks[b.ID]
	if !has {
		return
	}
	delete(c.zoomMarks, b.ID)
	if zm.crewLoss && b.Markers.Inexp < 1 {
		b.Markers.Inexp = 1
	}
}

// zoomF1Damage notes F1 damage after a zoom: the refit on arrival is rolled on the
// damage table again (4.4).
func (c *Campaign) zoomF1Damage(b *Boat) {
	if zm, has := c.zoomMarks[b.ID]; has && zm.damage {
		zm.damage = false
		c.zoomMarks[b.ID] = zm
	}
}

// zoomSeed is the seed of a zoom's child generator (design 5 "Determinism"): FNV-1a of
// the campaign seed, the turn and the boat's ID.
func zoomSeed(seed uint64, turn int, boat string) uint64 {
	h := uint64(14695981039346656037)
	mix := func(b byte) { h = (h ^ uint64(b)) * 1099511628211 }
	for i := 0; i < 8; i++ {
		mix(byte(seed >> (8 * i)))
	}
	for i := 0; i < 4; i++ {
		mix(byte(turn >> (8 * i)))
	}
	for i := 0; i < len(boat); i++ {
		mix(boat[i])
	}
	return h
}
