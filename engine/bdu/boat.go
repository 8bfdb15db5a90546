package bdu

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// design 4.1 the boat record, 4.3 boat states and their legal transitions, 4.6 losses.

// State is a boat's state key (design 4.3, 4.6).
type State string

// Base boxes (design 4.3).
const (
	WorkUp   State = "work_up"  // dockyard work; exit d10 ≤ base Work Up number [SW 9.3]
	InPort   State = "in_port"  // crew and provisions; exit d10 ≤ Readiness (+ace) [SW 9.2]
	Pierside State = "pierside" // loading; exit d10 ≤ Readiness (+ace) [SW 9.1]
	Ready    State = "ready"    // Ready for Sea: may sail this week
	Hold     State = "hold"     // damaged, waiting for repair capacity [SW 10.2]
	Repair3  State = "repair_3" // exit d10 ≤ box number → Repair 2 [SW 10]
	Repair2  State = "repair_2" // → Repair 1
	Repair1  State = "repair_1" // → Work Up
)

// At-sea states (design 4.3).
const (
	Outbound  State = "outbound"   // transit side up, moving to its destination
	OnStation State = "on_station" // patrol side up in an OA or on an SMZ mission
	Returning State = "returning"  // RTB marker, transit side, moving to its base
)

// Refit is off-map (Refit Atlantic/Mediterranean) and returns later [SW 8.0.C].
const Refit State = "refit"

// Terminal states: the boat has left the campaign for good (design 4.3, 4.6).
const (
	Sunk             State = "sunk"              // combat, transit "R", damage checks: lost
	DestroyedInPort  State = "destroyed_in_port" // port air raid 2: lost
	ConstructiveLoss State = "constructive_loss" // damage over Repair 3 (SW 18.1)
	Scuttled         State = "scuttled"          // base closure
	Training         State = "training"          // withdrawn to training
	Surrendered      State = "surrendered"       // at sea at the campaign's end
)

// States lists every state in the order of design 4.3.
var States = []State{WorkUp, InPort, Pierside, Ready, Outbound, OnStation, Returning, Hold, Repair3, Repair2, Repair1,
	Refit, Sunk, DestroyedInPort, ConstructiveLoss, Scuttled, Training, Surrendered}

// InPort reports whether s is a box of a base display (Work Up … Ready, Hold, repairs).
func (s State) InPort() bool {
	switch s {
	case WorkUp, InPort, Pierside, Ready, Hold, Repair3, Repair2, Repair1:
		return true
	}
	return false
}

// AtSea reports whether s is outbound, on station or returning.
func (s State) AtSea() bool { return s == Outbound || s == OnStation || s == Returning }

// InRepair reports whether s counts against a base's repair capacity (Repair 1+2+3).
func (s State) InRepair() bool { return s == Repair1 || s == Repair2 || s == Repair3 }

// Terminal reports whether the boat has left the campaign for good.
func (s State) Terminal() bool {
	switch s {
	case Sunk, DestroyedInPort, ConstructiveLoss, Scuttled, Training, Surrendered:
		return true
	}
	return false
}

// Fate is how a terminal state is booked (design 4.6).
type Fate int

const (
	InService Fate = iota // not terminal (refit included: it returns)
	Lost                  // the boat is gone (sunk, destroyed in port, constructive loss, scuttled)
	Withdrawn             // taken from the front line (training, surrendered)
)

// Fate books a state (design 4.6).
func (s State) Fate() Fate {
	switch s {
	case Sunk, DestroyedInPort, ConstructiveLoss, Scuttled:
		return Lost
	case Training, Surrendered:
		return Withdrawn
	}
	return InService
}

// CountsAsULost reports whether the state counts as a U-boat lost for scoring and the
// political rule 36.52 (design 4.6): sunk and destroyed in port only.
func (s State) CountsAsULost() bool { return s == Sunk || s == DestroyedInPort }

// transitions are the legal state changes (design 4.3 diagram and table, with the
// exits of 3.5 base closures, 4.4 arrival and air raids, 4.5 withdrawals and VIIC Flak,
// 4.6 losses, 8.5 WP8 event 4 "one box back").
var transitions = map[State][]State{
	// readiness pipeline [SW 9]; Type II/XXIII In-Port → Ready; air raids (4.4) send any
	// box from Work Up on to Repair 1 or 2 and may destroy it; base closure (3.5) sails
	// Ready/Pierside (and In-Port/Work Up on 0–5) home or scuttles them; VIIC Flak
	// conversion (4.5) sends a VIIC in port to Repair 2; Hold when the repair boxes are
	// full.
	WorkUp:   {InPort, Repair1, Repair2, Hold, Returning, Scuttled, DestroyedInPort, Training, Refit},
	InPort:   {Pierside, Ready, Repair1, Repair2, Hold, Returning, Scuttled, DestroyedInPort, Training, Refit},
	Pierside: {Ready, Repair1, Repair2, Hold, Returning, Scuttled, DestroyedInPort, Training, Refit},
	Ready:    {Outbound, Repair1, Repair2, Hold, Returning, Scuttled, DestroyedInPort, Training, Refit},
	// at sea: reach the destination, RTB, be sunk, surrender at the end
	// (a boat at sea with no base left to reach is scuttled: the Mediterranean in
	// 1944-09, design 3.5 and 7.3 "closed")
	Outbound:  {OnStation, Returning, Sunk, Surrendered, Scuttled},
	OnStation: {Returning, Sunk, Surrendered, Scuttled},
	// arrival at base (4.4): undamaged → Work Up; damaged → a repair box, Hold, or a
	// constructive loss; a boat withdrawn at sea leaves on arrival
	// (SW 21.3: a returning boat resupplied at sea is on station again, supply.go)
	Returning: {WorkUp, Repair1, Repair2, Repair3, Hold, ConstructiveLoss, Sunk, Surrendered, Training, Refit, Scuttled, OnStation},
	// repair [SW 10]: Hold → Repair 3 when a place frees; 3 → 2 → 1 → Work Up; air raids
	// and WP8 event 4 move a box back; damage may be written off (SW 18.4); closure
	// scuttles.
	Hold:    {Repair3, ConstructiveLoss, Scuttled, DestroyedInPort, Training, Refit},
	Repair3: {Repair2, ConstructiveLoss, Scuttled, DestroyedInPort, Training, Refit},
	Repair2: {Repair1, Repair3, ConstructiveLoss, Scuttled, DestroyedInPort, Training, Refit},
	Repair1: {WorkUp, Repair2, ConstructiveLoss, Scuttled, DestroyedInPort, Training, Refit},
	// refit returns to the front line at Germany like an arrival (Pierside) [SW 8.0]
	Refit: {Pierside},
}

// CanTransition reports whether a boat may go from one state to another (design 4.3).
func CanTransition(from, to State) bool { return slices.Contains(transitions[from], to) }

// Side is the counter side up [SW 2.3].
type Side string

const (
	SideTransit Side = "transit"
	SidePatrol  Side = "patrol"
)

// Ace is an ace counter on a boat (design 4.7): a name and a value 1–2.
type Ace struct {
	Name  string
	Value int
}

// Markers are the boat's markers (design 4.1).
type Markers struct {
	RTB         bool
	Spotted     bool
	Damage      int  // 0–2 damage markers
	Inexp       int  // 0–2 [SW 8.1]
	Mine        int  // 0, or the strength of the mines aboard
	Ace         *Ace // nil = no ace
	Schnorchel  bool
	FlakRefit   bool
	WeatherDuty bool
	Mission     string // event mission key, "" = none
}

// Boat is one U-boat's record (design 4.1).
type Boat struct {
	ID     string // "U-<n>"
	Type   string // a key of Data.Types
	Nation string // "de", "it", "es", "fr" or "fi" (SW 36.63F, H, E)
	State  State
	// Zone is where the boat is: its base for base boxes, the zone at sea, the off-map box
	// in refit, "" once it has left the campaign.
	Zone string
	// Section is "operating" or "done" for a boat on station in an OA, "" otherwise.
	Section     string
	Side        Side
	Markers     Markers
	Torpedoes   int
	Destination string // the zone an outbound or returning boat is heading for
	// Commissioned is the month it joined the front line (the start month for the start
	// fleet); Left the turn it reached a terminal state.
	Commissioned Month
	Left         Week
	// WithdrawOnArrival is the state (Training or Refit) a boat ordered out of service at
	// sea takes when it reaches base [SW 19.13]; "" = none.
	WithdrawOnArrival State
	// Counters (design 4.1)
	WeeksAtSea              int
	PatrolShips, PatrolTons int
	CareerShips, CareerTons int

	// Cautious: the boat makes its trip in cautious transit (design 9.1 sail "cautious or
	// fast", SW 15.24), from the transit decision to its arrival on station or at base.
	Cautious bool

	// Orders are the boat's standing orders (design 9.1); nil = none (the BdU AI
	// answers for it).
	Orders *StandingOrders

	serial int      // commissioning order, the tie-break of IDs
	route  []string // the zones still ahead of an outbound or returning boat (III.1)
	home   string   // the base it sailed from this patrol (6.1.8 range), "" unknown
	// noCredit: this patrol does not remove Inexp (SW 8.12: RTB while outbound, a
	// skipped search, a voluntary RTB undamaged)
	noCredit bool
	flakUsed bool // a VIIC Flak turned a transit "B" into "O" this patrol (design 4.2)
	// flakAirUsed: a VIIC Flak read an air attack's 5–7 as Spotted this patrol (design 6.1.5)
	flakAirUsed bool
	week        boatWeek // this week's record (design 5 III; reset at turn start)
	// smz is the special-mission zone of a war event's SMZ patrol the boat is sent to or
	// is in (SW 20.3–20.7, smz.go), smzFrom the OA it enters it from (its AAC is read
	// there, SW 20.4, and it goes back there after, 20.6); "" = none. A boat lost on the
	// patrol keeps smz (the losses there are counted, smzLosses).
	smz, smzFrom string
	// arcticUntil: the boat may patrol only the Norwegian and Barents Seas up to and
	// including this war period (SW's Arctic operations, design 8.5 WP6 3; 0 = free).
	arcticUntil int
	// avoid is a zone the boat may not pass on its way home (SW WP1 5: the escort "may
	// not pass through the English Channel"; smz.go homeRoutes), "" none; cleared at base.
	avoid string
	// majorOnly: a damaged boat's SW 21.23 roll at a tender was worse than superficial,
	// so it may return only to a major base (one with repair boxes) until it is at base
	// (tender.go).
	majorOnly bool
}

// idNumber is the number of an ID "U-<n>" (0 if it has none).
func idNumber(id string) int {
	n, _ := strconv.Atoi(strings.TrimPrefix(id, "U-"))
	return n
}

// compareBoats is the stable processing order of design 5: zone key, then ID (by
// number).
func compareBoats(a, b *Boat) int {
	if c := strings.Compare(a.Zone, b.Zone); c != 0 {
		return c
	}
	if a.serial > 0 && b.serial > 0 { // a campaign's boats: the ID number is the serial
		return a.serial - b.serial
	}
	if c := idNumber(a.ID) - idNumber(b.ID); c != 0 {
		return c
	}
	return strings.Compare(a.ID, b.ID)
}

// setState moves b to state to if design 4.3 allows it.
func (b *Boat) setState(to State) error {
	if !CanTransition(b.State, to) {
		return fmt.Errorf("%s: %s → %s is not a legal transition (design 4.3)", b.ID, b.State, to)
	}
	b.State = to
	return nil
}
