// Package stats gathers the statistics of a career from its event stream (issue 14, the
// career statistics screen): the tonnage of each patrol, the ships sunk by class, the
// damage the boat and her crew took by cause, and what sank the boat.
//
// Nothing here is kept in the save: a save is the setup and the answers, and
// engine.Replay plays it again to the same event stream (FromSave). Tonnage and ships
// come straight from the events (ship, ship_sunk, patrol_end, assignment; 5.2: career
// tonnage is the sum of ship_sunk events). The event log does not name the cause of a
// damage result (uboat_damage, crew), so Career reads it from the table rolled before
// it, as the rules resolve damage: a hit is an [E4] roll after the attack that scored
// it — [E3] escort column (depth charges, 9.6.10), [E3c] Hedgehog, [E3d] Squid, [E3]
// aircraft column, [A1]/[A2] (aircraft, 9.8), [E3e] FIDO (9.8.8.1), MINEFIELD (random
// event 10, 12.1.3) —; a hull box taken with no [E4] roll before it is the Exceed Test
// Depth hit (9.6.4, 10.3.4); the additional-flooding check (FLOOD, 10.1.3) and the crew
// injury rolls ([E5a], 10.6) belong to the hit before them; a man lost overboard
// (OVERBOARD, [R1] 2, [R2] 18), an officer left on deck (LEFT_ON_DECK, [R2] 3) or a
// torpedo breaking loose ([R1] 12, [R2] 16) is an accident; the wave of a severe storm
// (STORM_WAVE, [R2] 13) is the storm's; spoiled food ([R2] 17) wounds the whole crew; a
// wounded man dying for want of the Doctor (DOCTOR, 10.6.3) dies of his wounds; a port
// air raid (port_air_raid, 4.7.6) damages the boat in port. ([R2] is the optional
// alternative random events table, R2_alt_random_events.)
package stats

import (
	"strconv"
	"strings"

	"uboat/engine"
)

// Damage causes (Career.Damage keys, Career.Lost), in the order the screen lists them.
const (
	CauseDepthCharges = "depth_charges" // [E3] escort column (9.6.10)
	CauseHedgehog     = "hedgehog"      // [E3b]/[E3c] (9.6.10)
	CauseSquid        = "squid"         // [E3d] (9.6.10)
	CauseTestDepth    = "test_depth"    // Exceed Test Depth (9.6.4, 10.3.4)
	CauseAircraft     = "aircraft"      // [A1], [A2], [E3] aircraft column, [E3a] (9.8)
	CauseFido         = "fido"          // [E3e] FIDO homing torpedo (9.8.8.1)
	CauseMine         = "mine"          // MINEFIELD, [R1] 10 (12.1.3)
	CauseSubmarine    = "submarine"     // SUB_FIRE (9.9.5): a hit sinks the boat
	CauseAccident     = "accident"      // [R1] 2, [R2] 18 man overboard, [R2] 3 left on deck, [R1] 12, [R2] 16 torpedo loose
	CauseStorm        = "storm"         // [R2] 13 a severe storm's wave sweeps a man overboard
	CauseSpoiledFood  = "spoiled_food"  // [R2] 17 spoiled food: an LW on every man fit
	CauseWounds       = "wounds"        // DOCTOR: an SW man dies without the Doctor (10.6.3)
	CauseAirRaid      = "air_raid"      // port air raid (4.7.6)
	CauseOther        = "other"         // none of the above (the boat scuttled far from port, 10.10.4)
)

// Causes lists the damage causes in the screen's order.
var Causes = []string{CauseDepthCharges, CauseHedgehog, CauseSquid, CauseTestDepth, CauseAircraft, CauseFido,
	CauseMine, CauseSubmarine, CauseStorm, CauseAccident, CauseSpoiledFood, CauseWounds, CauseAirRaid, CauseOther}

// Classes lists the classes of ships sunk (the ship event's class, engine.Class*), in
// the screen's order.
var Classes = []string{engine.ClassSmallFreighter, engine.ClassLargeFreighter, engine.ClassTanker,
	engine.ClassEscort, engine.ClassCapital, engine.ClassSubmarine}

// Patrol is one patrol of a career: its month (of the assignment), area key, the tons and
// ships it sank, its patrol_end outcome ("returned", "sunk" …) and whether it was
// successful (7.5.2). A patrol under way has Outcome "" and Open set.
type Patrol struct {
	Month   engine.Month
	Area    string
	Tons    int
	Ships   int
	Outcome string
	Success bool
	Open    bool
}

// Career is the statistics of one career, gathered by Add from its events in order.
type Career struct {
	Type    string // the first boat's type (career_start)
	Boat    string // the first boat's U-number
	Patrols []Patrol
	Tons    int // career tonnage: the sum of ship_sunk events (5.2), nominal tonnage included
	Ships   int // ships sunk (a nominal resupply tonnage counts none, 11.4.10.5)
	// Sunk and SunkTons count the ships sunk and their tonnage by class (Classes).
	Sunk     map[string]int
	SunkTons map[string]int
	// Damage counts the damage results by cause (Causes): each system damaged, each box
	// of hull or flooding, each wound (LW, SW, KIA) and each port air raid that hit.
	Damage map[string]int
	// Lost is the cause that sank (or forced the scuttling of) the boat, "" while she
	// was not lost.
	Lost      string
	Ended     bool
	EndReason string // career_end reason
	Victory   string // victory level key (5.2)

	class  map[string]string // ship name → class, from the ship events
	cause  string            // the damage cause in force (the last attack rolled)
	lastE4 bool              // the last roll was an [E4] hit
	hull   int               // hull boxes damaged (the last uboat_damage hull state)
	flood  int               // flooding boxes
	patrol *Patrol           // the patrol under way
}

// New returns an empty Career ready for Add.
func New() *Career {
	return &Career{Sunk: map[string]int{}, SunkTons: map[string]int{}, Damage: map[string]int{}, class: map[string]string{}}
}

// FromSave replays the saved career (engine.Replay) and gathers its statistics, finished
// or under way. Errors are Replay's (ErrCorrupt, ErrDiverged …).
func FromSave(sv *engine.Save) (*Career, error) {
	c := New()
	s, err := engine.Replay(sv, c.Add)
	if err != nil {
		return nil, err
	}
	s.Close()
	return c, nil
}

// torpedoLoose is the [R1] result of random event 12, a torpedo breaking loose (12.1.3);
// the [R2] results of a torpedo breaking loose and of spoiled food.
const (
	torpedoLoose   = "event_12"
	torpedoLooseR2 = "event_16"
	spoiledFoodR2  = "event_17"
)

// keepCause are the tables rolled while a hit is resolved: the cause stays the attack's.
var keepCause = map[string]bool{"E4": true, "E5a_who": true, "E5a_severity": true, "FLOOD": true, "E5": true,
	"DOCTOR_LW": true, "E3_special": true, "DUD": true, "SCUTTLE": true, "SCUTTLE_DIESELS": true}

// rollCause returns the cause a roll of table (column, result) sets, or "" when the roll
// is no attack on the boat.
func rollCause(table, column, result string) string {
	switch table {
	case "E3":
		if column == "escort" {
			return CauseDepthCharges
		}
		return CauseAircraft
	case "E3b":
		if result == "squid" {
			return CauseSquid
		}
		return CauseHedgehog
	case "E3c", "E3c_damage":
		return CauseHedgehog
	case "E3d":
		return CauseSquid
	case "E3e":
		return CauseFido
	case "E3a", "A1", "A2", "DIRECTIVE", "FLAK_BOAT":
		return CauseAircraft
	case "TEST_DEPTH":
		return CauseTestDepth
	case "MINEFIELD":
		return CauseMine
	case "SUB_FIRE", "SUB_INIT":
		return CauseSubmarine
	case "OVERBOARD", "LEFT_ON_DECK":
		return CauseAccident
	case "STORM_WAVE":
		return CauseStorm
	case "R1":
		if result == torpedoLoose {
			return CauseAccident
		}
	case "R2":
		switch result {
		case torpedoLooseR2:
			return CauseAccident
		case spoiledFoodR2:
			return CauseSpoiledFood
		}
	case "DOCTOR":
		return CauseWounds
	}
	return ""
}

// Add takes the career's next event (a sink for engine.Replay or Career.SetSink).
func (c *Career) Add(e engine.Event) {
	switch e := e.(type) {
	case *engine.CareerStart:
		c.Type, c.Boat = e.Type, e.ID
	case *engine.RollEvent:
		c.lastE4 = e.Table == "E4"
		storm := e.Table == "OVERBOARD" && c.cause == CauseStorm // [R2] 13: the wave's victim
		if !keepCause[e.Table] && !storm {
			c.cause = rollCause(e.Table, e.Column, e.Result)
		}
	case *engine.AssignmentEvent:
		m, _ := engine.ParseMonth(e.Date)
		c.Patrols = append(c.Patrols, Patrol{Month: m, Area: e.Area, Open: true})
		c.patrol = &c.Patrols[len(c.Patrols)-1]
	case *engine.ShipEvent:
		c.class[e.Name] = e.Class
	case *engine.ShipDamageEvent:
		if e.T != engine.TShipSunk {
			break
		}
		c.Tons += e.Tons
		if p := c.patrol; p != nil {
			p.Tons += e.Tons
		}
		if e.Nominal { // 11.4.10.5: tons credited, no ship
			break
		}
		c.Ships++
		if p := c.patrol; p != nil {
			p.Ships++
		}
		if k := c.class[e.Name]; k != "" {
			c.Sunk[k]++
			c.SunkTons[k] += e.Tons
		}
	case *engine.PatrolEndEvent:
		if p := c.patrol; p != nil {
			p.Outcome, p.Success, p.Open = e.Outcome, e.Success, false
			// the patrol_end totals are the engine's own: they win over the sum of its events
			p.Tons, p.Ships = e.Tons, e.Ships
		}
		c.patrol = nil
	case *engine.UboatDamageEvent:
		c.damage(e)
	case *engine.CrewEvent:
		switch e.State {
		case "lw", "sw", "kia":
			c.Damage[c.causeNow()]++
		}
	case *engine.KeyEvent:
		if e.T == engine.TPortAirRaid && e.Key != "none" {
			c.Damage[CauseAirRaid]++
		}
	case *engine.RefitEvent: // 10.11.3: the yard mends the hull
		c.hull, c.flood = 0, 0
	case *engine.CareerEndEvent:
		c.Ended, c.EndReason, c.Victory = true, e.Reason, e.Victory
	}
	if n, ok := e.(*engine.KeyEvent); ok && n.T == engine.TNote {
		switch n.Key {
		case "boat_lost":
			c.Lost = c.lossCause(n.Cause)
		case "scuttle": // 10.1.2 flooding track full: the last attack's doing
			c.Lost = c.causeNow()
		}
	}
	if e.Head().T == engine.TNewBoat {
		c.hull, c.flood = 0, 0
	}
}

// causeNow is the cause in force, CauseOther when none is.
func (c *Career) causeNow() string {
	if c.cause == "" {
		return CauseOther
	}
	return c.cause
}

// damage counts a uboat_damage event: a system damaged, boxes of hull or flooding
// taken (the rise of the marker; "sunk" and "surf" are the last box), nothing for a
// repair, a failed repair (inoperative) or flooding pumped out ("0").
func (c *Career) damage(e *engine.UboatDamageEvent) {
	track := strings.HasPrefix(e.System, "hull") || strings.HasPrefix(e.System, "flooding")
	switch {
	case e.State == "damaged":
		c.Damage[c.causeNow()]++
	case track && (e.State == "sunk" || e.State == "surf"):
		c.Damage[c.causeNow()]++
	case track:
		n, err := strconv.Atoi(e.State)
		if err != nil {
			return
		}
		pos := &c.flood
		if strings.HasPrefix(e.System, "hull") {
			pos = &c.hull
			if !c.lastE4 { // 9.6.4: the automatic hull hit of Exceed Test Depth
				c.cause = CauseTestDepth
			}
		}
		d := n - *pos
		*pos = n
		if n == 0 {
			return
		}
		if d <= 0 { // the marker was moved back without an event of its own
			d = 1
		}
		c.Damage[c.causeNow()] += d
	}
}

// lossCause is the Lost cause of the boat_lost note's loss cause (KeyEvent.Cause, an
// engine Loss* key, decided where the engine sinks the boat): an air attack of the
// random events is the aircraft's; a hull crushed by hits (10.3.2) is the last attack's
// doing; a boat scuttled far from port (10.10.4), or a key it does not know, is other.
func (c *Career) lossCause(key string) string {
	switch key {
	case engine.LossDepthCharges:
		return CauseDepthCharges
	case engine.LossHedgehog:
		return CauseHedgehog
	case engine.LossSquid:
		return CauseSquid
	case engine.LossTestDepth:
		return CauseTestDepth
	case engine.LossFido:
		return CauseFido
	case engine.LossAirAttack, engine.LossSurpriseAir:
		return CauseAircraft
	case engine.LossMine:
		return CauseMine
	case engine.LossSubmarine:
		return CauseSubmarine
	case engine.LossHullCrushed:
		return c.causeNow()
	}
	return CauseOther
}

// DamageTotal returns the damage results of every cause added up.
func (c *Career) DamageTotal() int {
	n := 0
	for _, v := range c.Damage {
		n += v
	}
	return n
}
