package bdu

import (
	"fmt"
	"strings"

	"uboat/engine"
	"uboat/engine/policy"
)

// design 6.2.1 "Flagship": one boat at a time is the player's own command, played as a
// Hunted career across its patrols (engine.Flagship): every week of its patrol is one
// Hunted travel box, transit weeks included, and its Kommandant, crew, decorations and
// patrol log persist from patrol to patrol. Campaign.Flagship plays it (a
// FlagshipPlayer; HuntedZoomer is the Hunted engine's). The weekly engine asks it:
//   - when a boat sails with no flagship named (II.5, stepOperations' start): the first
//     German boat of a type with a Hunted board that sailed this week, in the stable
//     order, is named (FlagshipName: its crew and Kommandant from its markers, 6.2.2),
//     and every patrol of the flagship starts with FlagshipSail;
//   - each week at sea (III.1–III.4): a week in transit (outbound or returning) is a
//     transit box on the 3.6 column of its route, played before the move, which then
//     makes no transit check; a week on station is a station box in the search step
//     (no F1 attack decision, no home-waters second search): in WP6–10 the Hunted rolls
//     [E1] on the OA's column and a ship result asks the operational gate (gateStands,
//     logged as GATE); in WP1–5 the F1 search's contact is given (6.2.2 "all other
//     zooms"), converted as a zoomed contact's, and a convoy may call a pack (8.1);
//   - in a pack (8.1–8.3, pack.go fightPack), called or its own, this week's or a
//     continued battle's: its attack in the order is its week's box (flagBox, with
//     the escort status of 6.2.2 "wolfpack"); a member that did not attack plays a box
//     without encounters (flagPackDone); one box a week in all;
//   - each week's outcome is applied as a zoomed contact's (ApplyZoomOutcome, 6.2.3);
//   - on arrival at base (ArriveAtBase): FlagshipArrive, the Hunted's patrol log and
//     its own refit (promotions, upgrades and new boats included); a Knight's Cross or
//     Oak Leaves it awards makes the boat an ace +1 / +2; a new boat it gives the
//     Kommandant is commissioned for the career (flagOrder, flagArrival).
//
// The career ends (the flagship is unnamed and the next boat to sail is named, a new
// career) when the boat is lost, its Kommandant is killed (6.2.3: the boat goes on under
// F1, its ace lost) or it leaves service. Readings: lying low, missions and
// weather duty play no box that week; the F1 endurance check and III.5 still turn it
// home; a week lost by the Hunted's random event ([R1] 8, 9, 11) is a week without
// encounters; F1 damage the flagship takes at sea (weather, SW 7.41) is not given to
// its career: each week's damage markers are the career's (6.2.3); a constructive loss
// at base ends the patrol with the Hunted's refit and the career waits for the new boat
// of its type (flagConstructive, flagArrival); the player's choice of the flagship (and of another after a loss) is the
// rule above, the same for the player and the simulator (no decision yet).

// ZoomFlagship is SaveConfig.Zoom for a campaign with a flagship (design 6.2.1 scope
// "flagship", a HuntedZoomer as Campaign.Flagship).
const ZoomFlagship = "flagship"

// FlagshipPlayer plays the flagship's career (design 6.2.1). nest puts each Hunted event
// in the campaign's log. Errors stop the campaign's week.
type FlagshipPlayer interface {
	// FlagshipName starts a new career for the boat of x (x.Boat, x.Board, x.Date,
	// crew, rank, decoration, x.Seed), replacing any earlier one.
	FlagshipName(x *OperationalContext) error
	// FlagshipSail starts a patrol: x.Column is the patrol area's [E1] column, the load,
	// damage and schnorchel are x's.
	FlagshipSail(x *OperationalContext, nest func(any)) error
	// FlagshipWeek plays one week (one travel box): x.Transit, x.Column; with roll the
	// Hunted rolls [E1] and asks gate after a ship result; otherwise x.Encounters.
	FlagshipWeek(x *OperationalContext, roll bool, gate func() bool, nest func(any)) (*PatrolOutcome, error)
	// FlagshipArrive ends the patrol at base in month date (YYYY-MM) with the Hunted's
	// refit and answers what the campaign keeps of it (design 6.2.3).
	FlagshipArrive(date string, nest func(any)) (*FlagshipRefit, error)
}

// FlagshipRefit is what the campaign keeps of the flagship's Hunted refit (design
// 6.2.3; the Kommandant's rank, crew and decorations stay the career's own):
// Decoration ("", knights_cross, oak_leaves) becomes an ace; NewBoard, the board key
// (boards.md) of a new boat the refit gave the Kommandant ("" none: [H] 10.11.5,
// 10.12.4, 11.4.3 upgrade), comes as a new boat of the matching type (boardType) in
// Pierside at Germany in month Arrives (YYYY-MM: the last month of the Hunted's refit);
// Converted is [H] 11.4.7 (the VIIC Flak sails as a VIIC: the same boat, which design
// 4.5 reverts on its own date).
type FlagshipRefit struct {
	Decoration string `json:"decoration"`
	NewBoard   string `json:"new_board"`
	Converted  bool   `json:"converted"`
	Arrives    string `json:"arrives"`
}

// FlagshipName implements FlagshipPlayer with a new engine.Flagship (its decisions by
// h.Decider, recorded as HuntedAnswers, else a Commander policy of its own).
func (h *HuntedZoomer) FlagshipName(x *OperationalContext) error {
	z, err := HuntedBox(x)
	if err != nil {
		return err
	}
	d := &zoomDecider{h: h, policy: policy.NewCommander()}
	f, err := engine.NewFlagship(&engine.FlagshipStart{Seed: x.Seed, Board: x.Board, UNumber: x.Boat, Date: z.Date,
		Crew: z.Crew, Rank: z.Rank, KC: z.KC}, d)
	if err != nil {
		return err
	}
	h.flag = f
	return nil
}

// FlagshipWeeks is the number of flagship weeks played (FlagshipWeek calls).
func (h *HuntedZoomer) FlagshipWeeks() int { return h.weeks }

// Flagship returns the flagship's Hunted career (nil before one is named).
func (h *HuntedZoomer) Flagship() *engine.Flagship { return h.flag }

func (h *HuntedZoomer) flagReady() error {
	if h.flag == nil {
		return fmt.Errorf("flagship: no career named")
	}
	return nil
}

// FlagshipSail implements FlagshipPlayer.
func (h *HuntedZoomer) FlagshipSail(x *OperationalContext, nest func(any)) error {
	if err := h.flagReady(); err != nil {
		return err
	}
	z, err := HuntedBox(x)
	if err != nil {
		return err
	}
	if err := h.flag.Sail(z, func(e engine.Event) { nest(e) }); err != nil {
		return err
	}
	return h.err
}

// FlagshipWeek implements FlagshipPlayer.
func (h *HuntedZoomer) FlagshipWeek(x *OperationalContext, roll bool, gate func() bool, nest func(any)) (*PatrolOutcome, error) {
	if err := h.flagReady(); err != nil {
		return nil, err
	}
	z, err := HuntedBox(x)
	if err != nil {
		return nil, err
	}
	z.Roll, z.DashIsAircraft = roll, x.DashIsAircraft
	h.weeks++
	r, err := h.flag.Week(z, gate, func(e engine.Event) { nest(e) })
	if err == nil && h.err != nil {
		err = h.err
	}
	if err != nil {
		return nil, err
	}
	return outcomeOf(r), nil
}

// FlagshipArrive implements FlagshipPlayer: the Hunted's refit (engine.Flagship.Arrive).
func (h *HuntedZoomer) FlagshipArrive(date string, nest func(any)) (*FlagshipRefit, error) {
	if err := h.flagReady(); err != nil {
		return nil, err
	}
	m, err := engine.ParseMonth(date)
	if err != nil {
		return nil, fmt.Errorf("flagship: %w", err)
	}
	r, err := h.flag.Arrive(m, func(e engine.Event) { nest(e) })
	if err == nil && h.err != nil {
		err = h.err
	}
	if err != nil {
		return nil, err
	}
	out := &FlagshipRefit{Decoration: r.Decoration, NewBoard: r.NewBoard, Converted: r.Converted}
	if r.NewBoard != "" && !r.Converted {
		out.Arrives = max(m+1, r.Sails-1).String() // (a refit of 1 month: next month, 6.2.3)
	}
	return out, nil
}

// outcomeOf converts a Hunted result to the PatrolOutcome of design 6.2.3.
func outcomeOf(r *engine.ZoomResult) *PatrolOutcome {
	out := &PatrolOutcome{Sunk: []ZoomShip{}, ShipsDamaged: r.ShipsDamaged, Detected: r.Detected, Lost: r.Lost,
		LossCause: r.LossCause, Abort: r.Abort, Hull: r.Hull, Inoperative: r.Inoperative, Torpedoes: r.Torpedoes,
		KommandantLost: r.KommandantLost, CrewKIA: r.CrewKIA}
	for _, s := range r.Sunk {
		out.Sunk = append(out.Sunk, ZoomShip{Name: s.Name, Class: s.Class, Tons: s.Tons})
	}
	return out
}

// FlagshipID is the boat that is the flagship now ("" none).
func (c *Campaign) FlagshipID() string { return c.flagship }

// isFlagship reports whether b is the flagship.
func (c *Campaign) isFlagship(b *Boat) bool { return c.flagship != "" && b.ID == c.flagship }

// dropFlagship ends the flagship's career in the campaign (design 6.2.3): the next
// boat to sail is named.
func (c *Campaign) dropFlagship() { c.flagship, c.flagSailed, c.flagNew = "", false, nil }

// flagNest is the nest function of the flagship's Hunted events.
func (c *Campaign) flagNest(e any) {
	if c.Log != nil {
		c.emit(THunted, &HuntedEvent{Event: e})
	}
}

// flagSail names a flagship when there is none and starts the flagship's patrol when
// it sailed this week (design 6.2.1; stepOperations, before the moves).
func (c *Campaign) flagSail() error {
	if c.Flagship == nil {
		return nil
	}
	if c.flagship != "" {
		b := c.Boat(c.flagship)
		if b == nil || b.State.Terminal() || b.State == Refit {
			c.dropFlagship() // lost or out of service by F1 or an event: the career ends
		} else if b.State.InPort() {
			// design 9.1 flagship "designate/clear": in port the player may end the
			// career (and name another boat as it sails)
			d := c.decision(DecideFlagship, b)
			d.add(KeyKeep, nil)
			d.add(KeyClear, nil)
			key, err := c.ask(c.player, d)
			if err != nil {
				return err
			}
			if key == KeyClear {
				c.dropFlagship()
			}
		}
	}
	if c.flagship == "" && c.flagNew == nil { // (a new boat on its way: the career waits)
		// design 9.1 flagship, 6.2.1: the player names one of the German boats with a
		// Hunted board that sailed this week, or none (then again next week)
		d := c.decision(DecideFlagship, nil)
		d.Subject = "flagship"
		for _, b := range c.loop() {
			if b.State == Outbound && b.week.sailed && b.Nation == "de" && c.Data.Types[b.Type].Board != "" {
				d.add(b.ID, nil)
			}
		}
		key := KeyNone
		if len(d.Options) > 0 {
			d.add(KeyNone, nil)
			var err error
			if key, err = c.ask(c.player, d); err != nil {
				return err
			}
		}
		if b := c.Boat(key); key != KeyNone && b != nil {
			x, err := c.flagContext(b, true)
			if err != nil {
				return err
			}
			if err := c.Flagship.FlagshipName(x); err != nil {
				return fmt.Errorf("flagship %s: %w", b.ID, err)
			}
			c.flagship = b.ID
		}
	}
	if c.flagship == "" {
		return nil
	}
	b := c.Boat(c.flagship)
	if !b.State.AtSea() || c.flagSailed {
		return nil
	}
	x, err := c.flagContext(b, true)
	if err != nil {
		return err
	}
	if col, _, err := c.Data.Map.E1OnStation(b.Destination, c.Period); err == nil {
		x.Column = col // the patrol area's column (the log row's area)
	}
	x.Encounters = []string{}
	if c.Log != nil {
		c.emit(TZoomStart, &ZoomStartEvent{Boat: b.ID, Scope: ZoomFlagship, Context: x})
	}
	if err := c.Flagship.FlagshipSail(x, c.flagNest); err != nil {
		return fmt.Errorf("flagship %s: %w", b.ID, err)
	}
	c.flagSailed = true
	return nil
}

// flagContext is the flagship's OperationalContext for this week (design 6.2.2): a
// transit week on the column of its route, a station week on its OA's column.
func (c *Campaign) flagContext(b *Boat, transit bool) (*OperationalContext, error) {
	x, err := c.ZoomContext(b, Contact{Category: CatLoner, Ships: 1, Zone: b.Zone}) // (its encounters are set below)
	if err != nil {
		return nil, err
	}
	x.Transit = transit
	if transit {
		p := c.Data.Map.E1Transit(append([]string{b.Zone}, b.route...))
		x.Column, x.ColumnMod, x.DashIsAircraft = p.Column, p.Modifier, false
	}
	x.Seed = zoomSeed(c.Seed, c.Now.Turn(), b.ID)
	return x, nil
}

// flagWeek plays the flagship's week (design 6.2.1): transit true before a move in
// transit, false for a station week (k the F1 contact in WP1–5; in WP6–10 the Hunted
// rolls [E1] and the gate is asked). It applies the outcome (6.2.3) and reports
// whether the boat was lost.
func (c *Campaign) flagWeek(b *Boat, transit bool, k Contact) (bool, error) {
	return c.flagBox(b, transit, transit || c.Period >= 6, k, 0)
}

// flagBox plays the flagship's box of this week (design 6.2.1): with roll the Hunted
// rolls [E1] (on station in WP6–10 the gate is asked after a ship result), otherwise
// k's encounters (none for CatNone); busy is the pack's escort status of 6.2.2
// "wolfpack" (0: no pack). It applies the outcome (6.2.3) and reports whether the boat
// was lost.
func (c *Campaign) flagBox(b *Boat, transit, roll bool, k Contact, busy int) (bool, error) {
	x, err := c.flagContext(b, transit)
	if err != nil {
		return false, err
	}
	b.week.flagBox = true
	oa := b.Zone
	var gate func() bool
	if roll && !transit && c.Period >= 6 && c.lateChart(oa) != nil {
		gate = func() bool { return c.gateStands(b, oa) }
	}
	x.Encounters, x.SmallConvoy, x.Special, x.PackBusy = []string{}, false, false, busy
	if !roll && k.Category != CatNone {
		enc, small, special, err := zoomEncounters(k)
		if err != nil {
			return false, err
		}
		x.Encounters, x.SmallConvoy, x.Special = enc, small, special
	}
	if c.Log != nil {
		c.emit(TZoomStart, &ZoomStartEvent{Boat: b.ID, Scope: ZoomFlagship, Context: x})
	}
	out, err := c.Flagship.FlagshipWeek(x, roll, gate, c.flagNest)
	if err != nil {
		return false, fmt.Errorf("flagship %s: %w", b.ID, err)
	}
	k.Zone = b.Zone
	lost, err := c.ApplyZoomOutcome(b, k, out)
	if lost || out.KommandantLost {
		c.dropFlagship()
	}
	return lost, err
}

// flagPackDone plays, after a pack battle, the box of a flagship member that did not
// attack (a shadower driven off, RTB or without torpedoes): its week is a Hunted box
// all the same, without encounters (design 6.2.1; it acted in the pack, 8.1). It
// reports whether the boat was lost.
func (c *Campaign) flagPackDone(b *Boat) (bool, error) {
	if !c.isFlagship(b) || b.week.flagBox || b.State != OnStation {
		return false, nil
	}
	return c.flagBox(b, false, false, Contact{Category: CatNone}, 0)
}

// flagArrive ends the flagship's patrol at base (design 6.2.3, ArriveAtBase): the
// Hunted's refit; a Knight's Cross → ace +1, Oak Leaves → ace +2; a new boat it gave the
// Kommandant is ordered (flagOrder). It reports whether one was.
func (c *Campaign) flagArrive(b *Boat) (bool, error) {
	if !c.isFlagship(b) || !c.flagSailed {
		return false, nil
	}
	c.flagSailed = false
	r, err := c.Flagship.FlagshipArrive(c.Now.Month.String(), c.flagNest)
	if err != nil {
		return false, fmt.Errorf("flagship %s: %w", b.ID, err)
	}
	want := map[string]int{"knights_cross": 1, "oak_leaves": 2}[r.Decoration]
	for aceValue(b) < want && c.GainAce(b) {
	}
	if r.NewBoard == "" || r.Converted { // (11.4.7: design 4.5 reverts the VIIC Flak itself)
		return false, nil
	}
	m, err := ParseMonth(r.Arrives)
	if err != nil || m <= c.Now.Month {
		return false, fmt.Errorf("flagship %s: new boat arrives %q, not after %s", b.ID, r.Arrives, c.Now.Month)
	}
	c.flagOrder(b, c.boardType(r.NewBoard, b.Type), m)
	return true, nil
}

// flagOrder moves the flagship's career from b to a new boat of type typ arriving in
// month m (design 6.2.3 [H 10.11.5], and the Hunted refit's other new boats): b is the
// flagship no more and goes on under F1; its ace, the Kommandant, goes with him (an ace
// event with no name on b); the career waits for the new boat (flagArrival).
func (c *Campaign) flagOrder(b *Boat, typ string, m Month) {
	c.flagship, c.flagNew = "", &flagReplacement{typ: typ, month: m, ace: b.Markers.Ace}
	if b.Markers.Ace != nil {
		b.Markers.Ace = nil
		if c.Log != nil {
			c.emit(TAce, &AceEvent{Boat: b.ID}) // (the ace left with the flagship's Kommandant)
		}
	}
}

// boardType is the campaign type of a Hunted board (design 4.2 read backwards): the
// type whose key is the board's without spaces, slashes and dashes (VIIC/41 → VIIC41,
// IXD-2 → IXD2, VIIC Flak → VIIC_Flak) and whose board it is; fallback when none.
func (c *Campaign) boardType(board, fallback string) string {
	norm := func(s string) string { return strings.NewReplacer(" ", "", "/", "", "-", "", "_", "").Replace(s) }
	for k, t := range c.Data.Types {
		if t.Board == board && norm(k) == norm(board) {
			return k
		}
	}
	return fallback
}

// flagReplacement is the flagship's new boat after a constructive loss (design 6.2.3
// "≥ 5 → constructive loss (flagship: a new boat of the same type arrives at Germany in
// Pierside next month [H 10.11.5])"): its type and the month it arrives.
type flagReplacement struct {
	typ   string
	month Month
	ace   *Ace // the Kommandant's ace, nil none
}

// flagConstructive ends the flagship's patrol (its Hunted refit) when its boat is a
// constructive loss at base and orders its new boat for next month (design 6.2.3) of
// its type, or of the Hunted refit's new board; the career goes on with it, the ace with
// the Kommandant. Not the flagship: nothing.
func (c *Campaign) flagConstructive(b *Boat) error {
	if !c.isFlagship(b) {
		return nil
	}
	ordered, err := c.flagArrive(b)
	if err != nil || ordered {
		return err
	}
	c.flagOrder(b, b.Type, c.Now.Month+1)
	return nil
}

// flagArrival commissions the flagship's new boat in month m (Reinforce, week 1): in
// Pierside at Germany, the flagship again (design 6.2.3, [H 10.11.5]); nil when none is
// due.
func (c *Campaign) flagArrival(m Month) *Boat {
	f := c.flagNew
	if f == nil || m < f.month {
		return nil
	}
	c.flagNew = nil
	b := c.commission(f.typ, m)
	b.State, b.Zone, b.Markers.Ace = Pierside, "germany", f.ace
	c.flagship = b.ID
	if c.Log != nil {
		e := &ReinforcementEvent{Boat: b.ID, Type: f.typ, Base: b.Zone, Torpedoes: b.Torpedoes}
		if f.ace != nil {
			e.Ace = &f.ace.Name
		}
		c.emit(TReinforcement, e)
		if f.ace != nil && f.ace.Value > 1 {
			c.emit(TAce, &AceEvent{Boat: b.ID, Name: f.ace.Name, Value: f.ace.Value})
		}
	}
	return b
}
