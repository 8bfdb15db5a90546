package bdu

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

// The campaign state as far as part 1's foundations go: the fleet at a campaign start
// (design 1.1, 4.5, 4.9), arrivals (4.5), withdrawals and losses (4.5, 4.6), aces (4.7),
// the readiness pipeline and repair boxes (4.3, 5 steps II.2–II.3) and arrival at base
// (4.4). The weekly sequence (design 5) that drives them is week.go.

// Dice is the campaign's one seeded generator (design 5 "Determinism").
type Dice struct {
	r      *rand.Rand
	script []int // scripted faces (NewScriptedDice) when r is nil
}

// NewDice returns the generator of seed.
func NewDice(seed uint64) *Dice {
	return &Dice{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// NewScriptedDice returns dice that give the faces in order (d10 faces 0–9, d6 faces
// 1–6, IntN answers), for tests of the procedures on scripted dice; running out of
// faces panics.
func NewScriptedDice(faces ...int) *Dice { return &Dice{script: faces} }

// D10 rolls a d10 read 0–9 (design 0).
func (d *Dice) D10() int {
	if d.r == nil {
		return d.next(10)
	}
	return d.r.IntN(10)
}

// D6 rolls a six-sided die, 1–6 (the Hunted dice of port air raids, design 4.4).
func (d *Dice) D6() int {
	if d.r == nil {
		return d.next(7)
	}
	return d.r.IntN(6) + 1
}

// IntN returns a uniform integer in [0, n) (random choices: ace names, start boats).
func (d *Dice) IntN(n int) int {
	if d.r == nil {
		return d.next(n)
	}
	return d.r.IntN(n)
}

// Left is the number of scripted faces not yet used (0 for seeded dice).
func (d *Dice) Left() int { return len(d.script) }

func (d *Dice) next(limit int) int {
	if len(d.script) == 0 {
		panic("bdu: scripted dice ran out")
	}
	f := d.script[0]
	if f < 0 || f >= limit {
		panic(fmt.Sprintf("bdu: scripted face %d outside the die (< %d)", f, limit))
	}
	d.script = d.script[1:]
	return f
}

// Campaign is one BdU campaign's state.
type Campaign struct {
	Data  *Data
	Start Month
	Seed  uint64
	Dice  *Dice
	Now   Week
	// Period is the current war period, 1–10. The weekly engine's WarClock moves it;
	// NewCampaign sets the start's period.
	Period int
	// Boats is every boat ever commissioned, in commissioning order (removed ones stay,
	// with a terminal state).
	Boats []*Boat
	// Events are the war events that have happened and the turn of their first
	// occurrence (they open bases, design 3.5).
	Events map[string]int
	// AcesUsed are the ace names drawn so far (each counter is used once, design 4.7);
	// AceReserve are aces waiting for a new boat (SW 25.32 4–9).
	AcesUsed   map[string]bool
	AceReserve []ReserveAce
	// Bookkeeping (design 4.6), kept as the boats change so that CheckInvariants can
	// compare it with the boats themselves.
	Commissioned int
	LostCount    map[State]int // by terminal state, Fate Lost
	Withdrawals  map[State]int // by terminal state, Fate Withdrawn
	// ULost counts the boats that count as U-boats lost (design 4.6 table).
	ULost int

	// Log receives the events (design 9.3); nil = no log (a simulation pays nothing).
	Log Sink
	// Variable is the SW 17.1 variable war-period option (design 2).
	Variable bool
	// Political is the SW 36 political module (design 5 I.2; political.go), set before
	// the campaign begins; pol is its state (nil without it) and player the week's
	// Decider, which its war-event and month-end decisions are put to.
	Political bool
	pol       *politicalState
	player    Decider

	// Betasom, HistoricalDeployment and VeryEarly are the optional modules of design
	// 4.8, 4.5 and SW 8.15 (SetModule, deploy.go, betasom.go); deploy the early/late
	// choices (4.5).
	Betasom, HistoricalDeployment, VeryEarly bool
	deploy                                   deployState
	betasom                                  betasomState
	virgin                                   virginState // SW 30.5 (virgin.go)
	// TorchWest is the optional module ModuleTorchWest (SW 30.32, design 3.1: Mid-Ocean
	// west for escorts and general ASW from Torch; torch.go).
	TorchWest bool

	// The weekly engine's state (design 5, 7, 10): see week.go.
	War WarState

	nextID    int
	seq       int
	begun     bool
	packs     int      // wolfpacks formed (their ids)
	order     []*Boat  // the weekly steps' boat buffer (week.go loop)
	open      []string // the bases open this turn (step I, design 3.5)
	yard      []*Boat  // AdvanceBase's boat buffer
	cands     []*Boat  // a wolfpack's candidates (pack.go)
	members   []packMember
	attackers []*Boat
	nexts     []string // a convoy's next OAs (8.3)
	reconBuf  []ReconAircraft
	aiDice    *Dice // the BdU AI's own generator (design 9.4 [P1] rolls), child of the seed
	// sailTons[type][oa] is the week's expected tons (step II.5), cleared each week
	sailTons   map[string]map[string]float64
	weatherBuf []WeatherSystem
	dec        Decision    // the decision buffer (decide.go)
	odds       []Odds      // the odds buffer of the current decision
	legs       []Leg       // the path legs buffer of the current decision (sailpath.go)
	startRolls []startRoll // SW 31.01 rolls made before the log was attached

	// rec is the month records of design 10.2 (measure.go).
	rec measureState
	// Zoomer plays zoomed contacts in the Hunted engine (design 6.2, zoom.go); nil: no
	// zoom is offered.
	Zoomer ZoomPlayer
	// zoomTurn is 1 + the turn of the last zoom (one a week, 6.2.1); zoomMarks what
	// zooms left on boats until they reach base (6.2.3).
	zoomTurn  int
	zoomMarks map[string]zoomMark
	// Flagship plays the flagship's Hunted career (design 6.2.1, flagship.go); nil: no
	// flagship. flagship is its boat ("" none named), flagSailed its patrol under way.
	Flagship   FlagshipPlayer
	flagship   string
	flagSailed bool
	flagNew    *flagReplacement // the flagship's new boat after a constructive loss (6.2.3)
	// earlyArrivals counts, by type, the boats a war event brought forward (design 8.5
	// WP9 new types): the next scheduled arrivals of the type do not come (Reinforce).
	earlyArrivals map[string]int
	// standing are the standing orders given through SetStandingOrders (save.go).
	standing []StandingChange
}

// startRoll is a START_BOX roll of NewCampaign, logged by Begin.
type startRoll struct {
	boat   *Boat
	face   int
	result State
}

// ReserveAce is an ace that left his boat and will take a new boat arriving in or after
// NotBefore (SW 25.32–25.33).
type ReserveAce struct {
	Ace       Ace
	NotBefore Month
}

// NewCampaign builds the campaign of a start month (1939-09, 1940-07, 1942-01 or
// 1943-06, design 1.1) from seed: the start fleet placed at its bases, each boat's box
// rolled on SW 31.01 unless its group sets it, and the start's share put at sea (design
// 4.5, 4.9). The arrivals of the start month come at step II.1 of the first turn
// (Reinforce), not here. Error: no start in that month.
func NewCampaign(start Month, seed uint64) (*Campaign, error) {
	d, err := LoadData()
	if err != nil {
		return nil, err
	}
	return newCampaign(d, start, seed)
}

func newCampaign(d *Data, start Month, seed uint64) (*Campaign, error) {
	s := d.StartAt(start)
	if s == nil {
		return nil, fmt.Errorf("no campaign starts in %s; the starts are %v (design 1.1)", start, StartMonths)
	}
	c := &Campaign{Data: d, Start: start, Seed: seed, Dice: NewDice(seed), aiDice: NewDice(seed ^ 0x5bd1e995), Now: Week{start, 1},
		Period: d.PeriodAt(start).Index, Events: map[string]int{}, AcesUsed: map[string]bool{},
		LostCount: map[State]int{}, Withdrawals: map[State]int{}}
	before := c.Now.Turn() - 1
	for _, e := range s.EventsHappened {
		c.Events[e] = before
	}
	// the fleet, by type in type-key order, each type's boats in a row
	var pool []*Boat
	for _, t := range d.TypeKeys {
		for range s.Fleet[t] {
			pool = append(pool, c.commission(t, start))
		}
	}
	take := func(types []string) *Boat {
		var idx []int
		for i, b := range pool {
			if types == nil || slices.Contains(types, b.Type) {
				idx = append(idx, i)
			}
		}
		i := idx[c.Dice.IntN(len(idx))]
		b := pool[i]
		pool = slices.Delete(pool, i, i+1)
		return b
	}
	for _, g := range s.Groups {
		for n := range g.Count {
			b := take(g.Types)
			c.placeInPort(b, g.Bases[n%len(g.Bases)], g.State)
			b.Markers.Inexp = g.Inexp
		}
	}
	if s.AtSea != nil {
		for range s.AtSeaCount() {
			b := take(nil)
			b.State, b.Zone, b.Side, b.Destination = Outbound, s.AtSea.Zone, SideTransit, s.AtSea.Destination
		}
	}
	for len(pool) > 0 {
		c.placeInPort(take(nil), s.Rest, "")
	}
	return c, nil
}

// commission creates a new boat of type t joining in month m (in no place yet).
func (c *Campaign) commission(t string, m Month) *Boat {
	c.nextID++
	bt := c.Data.Types[t]
	b := &Boat{ID: fmt.Sprintf("U-%d", c.nextID), Type: t, Nation: bt.Nation, Side: SideTransit,
		Torpedoes: bt.Torpedoes, Commissioned: m, serial: c.nextID}
	b.Markers.Schnorchel = bt.Schnorchel
	c.Boats = append(c.Boats, b)
	c.Commissioned++
	return b
}

// placeInPort puts b in a base box: state if given, else rolled on SW 31.01 (0 Work Up,
// 1–2 In-Port, 3–5 Pierside (Type II: Ready), 6–9 Ready).
func (c *Campaign) placeInPort(b *Boat, base string, state State) {
	if state == "" {
		r := c.Dice.D10()
		switch {
		case r == 0:
			state = WorkUp
		case r <= 2:
			state = InPort
		case r <= 5 && !c.Data.Types[b.Type].FastReadiness:
			state = Pierside
		default:
			state = Ready
		}
		c.startRolls = append(c.startRolls, startRoll{b, r, state})
	}
	b.State, b.Zone, b.Side = state, base, SideTransit
}

// Boat returns the boat with id, or nil.
func (c *Campaign) Boat(id string) *Boat {
	for _, b := range c.Boats {
		if b.ID == id {
			return b
		}
	}
	return nil
}

// InService returns the boats not in a terminal state, in the stable order of design 5
// (zone key, then ID).
func (c *Campaign) InService() []*Boat { return c.inService(nil) }

// inService appends the boats in service to buf[:0] in the stable order of design 5 (the
// weekly steps pass their own buffer, so a warm week allocates nothing).
func (c *Campaign) inService(buf []*Boat) []*Boat {
	out := buf[:0]
	for _, b := range c.Boats {
		if !b.State.Terminal() {
			out = append(out, b)
		}
	}
	slices.SortStableFunc(out, compareBoats)
	return out
}

// BoatsAt returns the boats in state st at zone, in the stable order of design 5.
func (c *Campaign) BoatsAt(zone string, st State) []*Boat { return c.boatsAt(nil, zone, st) }

// boatsAt appends the boats in state st at zone to buf[:0], in the stable order.
func (c *Campaign) boatsAt(buf []*Boat, zone string, st State) []*Boat {
	out := buf[:0]
	for _, b := range c.Boats {
		if b.Zone == zone && b.State == st {
			out = append(out, b)
		}
	}
	slices.SortStableFunc(out, compareBoats)
	return out
}

// EventLog is the campaign's war events as an EventLog (design 3.5).
func (c *Campaign) EventLog() EventLog {
	return func(e string) (int, bool) {
		t, ok := c.Events[e]
		return t, ok
	}
}

// isOpen reports whether base is open this turn (design 3.5).
func (c *Campaign) isOpen(base string) bool {
	bs := c.Data.Map.Bases[base]
	return bs != nil && bs.OpenAt(c.Now, c.Period, c.happened)
}

// happened is the campaign's EventLog as a method (no closure per call).
func (c *Campaign) happened(e string) (int, bool) {
	t, ok := c.Events[e]
	return t, ok
}

// OpenBases are the bases open this turn (design 3.5).
func (c *Campaign) OpenBases() []string { return c.Data.Map.OpenBases(c.Now, c.Period, c.EventLog()) }

// RepairLoad is the number of boats in Repair 1+2+3 at base (design 3.5, SW 10.1).
func (c *Campaign) RepairLoad(base string) int {
	n := 0
	for _, b := range c.Boats {
		if b.Zone == base && b.State.InRepair() {
			n++
		}
	}
	return n
}

// RepairCapacity is base's repair capacity in the current war period (design 3.5).
func (c *Campaign) RepairCapacity(base string) int {
	b := c.Data.Map.Bases[base]
	if b == nil {
		return 0
	}
	return b.Capacity[c.Period-1]
}

// --- arrivals, withdrawals, losses (design 4.5, 4.6) -------------------------------

// Reinforce brings the arrivals of the current month (design 4.5, step II.1, week 1):
// new boats at Germany in Pierside, Inexp 1 from InexpArrivalsFrom, a waiting ace
// (SW 25.32) on the first arrivals whose month allows it. It returns the new boats.
// Error: not week 1.
func (c *Campaign) Reinforce() ([]*Boat, error) {
	if c.Now.N != 1 {
		return nil, fmt.Errorf("reinforce: arrivals come in week 1, not %s (design 4.5)", c.Now)
	}
	m := c.Now.Month
	arr, green := c.monthArrivals(m) // design 4.5, SW 8.13–8.14 (deploy.go); SW 36.61C–D (political.go)
	var out []*Boat
	for _, t := range c.Data.TypeKeys {
		for i := range arr[t] {
			if c.earlyArrivals[t] > 0 { // it came early (design 8.5 WP9 roll 9)
				c.earlyArrivals[t]--
				continue
			}
			raw := c.politicalArrival(t) // SW 36.64D (political.go)
			b := c.commission(t, m)
			b.State, b.Zone = Pierside, "germany"
			if i >= arr[t]-green[t] { // (the last scheduled: the Inexp of 4.5)
				b.Markers.Inexp = c.veryEarlyInexp(t, i, arr[t]) // 1; 2 very early (SW 8.15, deploy.go)
			}
			if i := slices.IndexFunc(c.AceReserve, func(r ReserveAce) bool { return m >= r.NotBefore }); i >= 0 {
				a := c.AceReserve[i].Ace
				b.Markers.Ace = &a
				b.Markers.Inexp = 0 // SW 25.33: no inexperience penalty
				c.AceReserve = slices.Delete(c.AceReserve, i, i+1)
			}
			if b.Markers.Ace == nil {
				b.Markers.Inexp = min(2, b.Markers.Inexp+raw) // SW 36.64D
			}
			out = append(out, b)
			if c.Log != nil {
				e := &ReinforcementEvent{Boat: b.ID, Type: t, Base: b.Zone, Inexp: b.Markers.Inexp, Torpedoes: b.Torpedoes}
				if a := b.Markers.Ace; a != nil {
					e.Ace = &a.Name
				}
				c.emit(TReinforcement, e)
			}
		}
	}
	if b := c.flagArrival(m); b != nil { // design 6.2.3 the flagship's new boat (flagship.go)
		out = append(out, b)
	}
	return out, nil
}

// remove puts b in a terminal state and books it (design 4.6); its ace is lost if it
// sank, otherwise rolls SW 25.32. The caller emits the event that says so.
func (c *Campaign) remove(b *Boat, fate State) error {
	if !fate.Terminal() {
		return fmt.Errorf("%s: %s is not a terminal state", b.ID, fate)
	}
	if !CanTransition(b.State, fate) {
		return fmt.Errorf("%s: %s → %s is not a legal transition (design 4.3)", b.ID, b.State, fate)
	}
	reserve := c.aceFate(b, fate == Sunk || fate == DestroyedInPort)
	if err := b.setState(fate); err != nil {
		return err
	}
	c.releaseAce(b, reserve)
	b.Zone, b.Section, b.Destination, b.Left = "", "", "", c.Now
	b.route, b.Side = nil, ""
	b.Markers.Damage, b.Markers.RTB, b.Markers.Spotted = 0, false, false // a boat that left carries no markers
	switch fate.Fate() {
	case Lost:
		c.LostCount[fate]++
		c.War.Month.Lost += b2i(fate.CountsAsULost())
	case Withdrawn:
		c.Withdrawals[fate]++
	}
	if fate.CountsAsULost() {
		c.ULost++
	}
	return nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// lossCause is the uboat_lost cause of a fate (design 9.3) when the caller gives none.
func lossCause(fate State) string {
	switch fate {
	case DestroyedInPort:
		return "air_raid"
	case ConstructiveLoss:
		return "constructive"
	case Scuttled:
		return "scuttled"
	}
	return "combat"
}

// Lose removes b as lost: Sunk (at sea), DestroyedInPort (air raid), ConstructiveLoss
// or Scuttled (design 4.6), with the cause lossCause gives. Errors: fate is not a loss,
// or b's state cannot reach it.
func (c *Campaign) Lose(b *Boat, fate State) error { return c.lose(b, fate, lossCause(fate)) }

// lose is Lose with the uboat_lost cause (design 9.3: combat, aircraft, transit,
// damage_check, weather, air_raid, scuttled, constructive).
func (c *Campaign) lose(b *Boat, fate State, cause string) error {
	if fate.Fate() != Lost {
		return fmt.Errorf("%s: %s is not a loss (design 4.6)", b.ID, fate)
	}
	zone := b.Zone
	if err := c.remove(b, fate); err != nil {
		return err
	}
	c.countLoss(fate, cause)
	if c.Log != nil {
		c.emit(TUboatLost, &UboatLostEvent{Boat: b.ID, Cause: cause, Zone: zone, CountsAsLoss: fate.CountsAsULost(), State: fate})
	}
	return nil
}

// Withdraw takes b out of service to state to: Training (removed for good) or Refit
// (off-map, returns later) (design 4.5, SW 8.0). A boat at sea is ordered home with an
// RTB marker and leaves when it reaches base (SW 19.13). reason is logged. Errors: to is
// neither, or b has already left.
func (c *Campaign) Withdraw(b *Boat, to State, reason string) error {
	if to != Training && to != Refit {
		return fmt.Errorf("%s: withdraw to %s: want training or refit", b.ID, to)
	}
	if b.State.Terminal() || b.State == Refit {
		return fmt.Errorf("%s: already out of service (%s)", b.ID, b.State)
	}
	if b.State.AtSea() {
		if b.State != Returning {
			if err := b.setState(Returning); err != nil {
				return err
			}
			b.Side, b.Section, b.Markers.RTB = SideTransit, "", true
			b.Destination, b.route = "", nil // the weekly engine picks the base (III.1)
		}
		b.WithdrawOnArrival = to
		if c.Log != nil {
			c.emit(TWithdrawal, &WithdrawalEvent{Boat: b.ID, To: string(to), Reason: reason, AtSea: true})
		}
		return nil
	}
	return c.withdrawNow(b, to, reason, b.Zone)
}

// withdrawNow takes b out of service at once; at is the base whose theatre sets the
// refit box.
func (c *Campaign) withdrawNow(b *Boat, to State, reason, at string) error {
	if to == Training {
		if err := c.remove(b, Training); err != nil {
			return err
		}
		if c.Log != nil {
			c.emit(TWithdrawal, &WithdrawalEvent{Boat: b.ID, To: string(Training), Reason: reason})
		}
		return nil
	}
	if !CanTransition(b.State, Refit) {
		return fmt.Errorf("%s: %s → refit is not a legal transition (design 4.3)", b.ID, b.State)
	}
	reserve := c.aceFate(b, false)
	if err := b.setState(Refit); err != nil {
		return err
	}
	c.releaseAce(b, reserve)
	// the off-map box of its theatre [SW 8.0.C]
	box := "refit_atlantic"
	if z := c.Data.Map.Zones[at]; z != nil && z.Region == "med" {
		box = "refit_mediterranean"
	}
	b.Zone, b.Side, b.Section, b.Destination, b.route, b.Markers.RTB = box, SideTransit, "", "", nil, false
	if c.Log != nil {
		c.emit(TWithdrawal, &WithdrawalEvent{Boat: b.ID, To: box, Reason: reason})
	}
	return nil
}

// ApplyHeaderWithdrawals removes to training every boat in service of the types the
// current war period's header withdraws (design 2, 4.5). It returns the boats taken.
func (c *Campaign) ApplyHeaderWithdrawals() ([]*Boat, error) {
	types := c.Data.Periods[c.Period-1].Header.WithdrawTypes
	var out []*Boat
	for _, b := range c.InService() {
		if slices.Contains(types, b.Type) && b.State != Refit && b.WithdrawOnArrival == "" {
			if err := c.Withdraw(b, Training, "header_"+c.Data.Periods[c.Period-1].Key); err != nil {
				return out, err
			}
			out = append(out, b)
		}
	}
	return out, nil
}

// ReturnFromRefit brings a boat back from the off-map refit box to base, in Pierside like
// an arrival (design 4.5 step II.1, SW 8.0). Errors: b is not in refit, or base is not
// an open base.
func (c *Campaign) ReturnFromRefit(b *Boat, base string) error {
	if b.State != Refit {
		return fmt.Errorf("%s: returns from refit while %s", b.ID, b.State)
	}
	if c.Data.Map.Bases[base] == nil || !slices.Contains(c.OpenBases(), base) {
		return fmt.Errorf("%s: %q is not an open base in %s", b.ID, base, c.Now)
	}
	if err := b.setState(Pierside); err != nil {
		return err
	}
	b.Zone = base
	if c.Log != nil {
		c.emit(TRefitReturn, &RefitReturnEvent{Boat: b.ID, Base: base})
	}
	return nil
}

// Surrender ends the campaign for the boats at sea (design 2 "End": after 1945-05 week 1
// they surrender, not counted as losses). It returns them. Error: not the last turn.
func (c *Campaign) Surrender() ([]*Boat, error) {
	if c.Now != LastWeek {
		return nil, fmt.Errorf("surrender: the campaign ends after %s, not %s", LastWeek, c.Now)
	}
	var out []*Boat
	for _, b := range c.InService() {
		if b.State.AtSea() {
			if err := c.remove(b, Surrendered); err != nil {
				return out, err
			}
			if c.Log != nil {
				c.emit(TWithdrawal, &WithdrawalEvent{Boat: b.ID, To: string(Surrendered), Reason: "war_over"})
			}
			out = append(out, b)
		}
	}
	return out, nil
}

// PortAirRaid rolls the port air raid at base (design 4.4 [H 4.7.6], designed
// extension; from 1944-01, week 4, at bases whose air_raids flag is set — the weekly
// engine calls it, twice a month at Germany in WP10): every boat in any box rolls 2d6:
// 2 destroyed in port (a U-boat lost); 3 to Repair 2 (a boat in Repair 3, Repair 2 or
// Hold stays); 4 to Repair 1 (only from Work Up or later: In-Port, Pierside, Ready);
// 5–12 no effect. A boat sent to repair at a base whose repair capacity is full goes to
// Hold (as on arrival, 4.4; the design does not say). It returns the boats hit. Errors:
// not a base that rolls air raids, or before 1944-01.
func (c *Campaign) PortAirRaid(base string) ([]*Boat, error) {
	bs := c.Data.Map.Bases[base]
	if bs == nil || !bs.AirRaids {
		return nil, fmt.Errorf("air raid: %q is not a base that rolls port air raids (design 3.5)", base)
	}
	if c.Now.Month < MonthOf(1944, 1) {
		return nil, fmt.Errorf("air raid: port air raids begin in 1944-01, not %s (design 4.4)", c.Now.Month)
	}
	var hit []*Boat
	for _, b := range c.loop() { // the step buffer (no allocation per raid)
		if b.Zone != base || !b.State.InPort() {
			continue
		}
		from, to := b.State, b.State
		a, d := c.Dice.D6(), c.Dice.D6()
		r := a + d
		res := "none"
		switch {
		case r == 2:
			res = string(DestroyedInPort)
		case r == 3 && b.State != Repair3 && b.State != Repair2 && b.State != Hold:
			to, res = Repair2, string(Repair2)
		case r == 4 && (b.State == WorkUp || b.State == InPort || b.State == Pierside || b.State == Ready):
			to, res = Repair1, string(Repair1)
		}
		c.rolled(TabAirRaid, base, "2d6", nil, r, res, a, d)
		if r == 2 {
			if err := c.lose(b, DestroyedInPort, "air_raid"); err != nil {
				return hit, err
			}
			hit = append(hit, b)
			continue
		}
		if to == from {
			continue
		}
		if !from.InRepair() && c.RepairLoad(base) >= c.RepairCapacity(base) {
			to = Hold
		}
		if err := b.setState(to); err != nil {
			return hit, err
		}
		if c.Log != nil {
			c.emit(TRepair, &BoxEvent{Boat: b.ID, Base: base, From: from, To: to})
		}
		hit = append(hit, b)
	}
	return hit, nil
}

// --- aces (design 4.7) -------------------------------------------------------------

// GainAce is the ace check's success for b (design 4.7, SW 25.2): a boat without an
// ace draws a random unused name at +1; a +1 becomes +2; a +2 gains nothing more. It
// returns false when no name is left.
func (c *Campaign) GainAce(b *Boat) bool {
	if a := b.Markers.Ace; a != nil {
		a.Value = min(2, a.Value+1)
		if c.Log != nil {
			c.emit(TAce, &AceEvent{Boat: b.ID, Name: a.Name, Value: a.Value})
		}
		return true
	}
	var free []string
	for _, n := range c.Data.Aces {
		if !c.AcesUsed[n] {
			free = append(free, n)
		}
	}
	if len(free) == 0 {
		return false
	}
	n := free[c.Dice.IntN(len(free))]
	c.AcesUsed[n] = true
	b.Markers.Ace = &Ace{Name: n, Value: 1}
	if c.Log != nil {
		c.emit(TAce, &AceEvent{Boat: b.ID, Name: n, Value: 1})
	}
	return true
}

// aceFate rolls what becomes of b's ace when b leaves (design 4.6, SW 25.3): lost if
// the boat sank; otherwise d10 0–3 he leaves play, 4–9 he waits for a new boat. It
// reports whether he waits; no ace, no roll.
func (c *Campaign) aceFate(b *Boat, sank bool) bool {
	if b.Markers.Ace == nil || sank {
		return false
	}
	r := c.Dice.D10()
	res := "leaves"
	if r > 3 {
		res = "reserve"
	}
	c.rolled(TabAce, "", "1d10", nil, r, res, r)
	return r > 3
}

// releaseAce takes b's ace off; a waiting ace joins the reserve for a boat arriving at
// least 4 months later, a +2 becoming +1 (SW 25.32–25.33).
func (c *Campaign) releaseAce(b *Boat, reserve bool) {
	a := b.Markers.Ace
	if a == nil {
		return
	}
	b.Markers.Ace = nil
	if reserve {
		c.AceReserve = append(c.AceReserve, ReserveAce{Ace{a.Name, 1}, c.Now.Month + 4})
	}
}

// --- readiness pipeline and repair (design 4.3, 5 steps II.2–II.3) -----------------

// AdvanceBase makes the week's readiness and repair rolls at base (design 4.3, step II.2
// and II.3): Pierside, In-Port, Work Up, then Repair 1, Repair 2, Repair 3, then Hold,
// one step per boat. Pierside/In-Port exit on d10 ≤ Readiness + ace (Type II and XXIII
// In-Port → Ready); Work Up on d10 ≤ the base's Work Up number; a repair box on d10 ≤
// its number (Repair 1 → Work Up); a Hold boat enters Repair 3 when the repair capacity
// has room and rolls from next week. Error: not a base.
func (c *Campaign) AdvanceBase(base string) error {
	bs := c.Data.Map.Bases[base]
	if bs == nil {
		return fmt.Errorf("advance: %q is not a base", base)
	}
	if !c.isOpen(base) {
		return fmt.Errorf("advance: %s is not open in %s (design 3.5)", base, c.Now)
	}
	for _, from := range yardOrder {
		if from.InRepair() && !bs.HasRepair {
			continue // a tender has no repair boxes
		}
		c.yard = c.boatsAt(c.yard, base, from)
		for _, b := range c.yard {
			target, to, table, ev := c.yardStep(bs, b, from)
			r := c.Dice.D10()
			res := "stays"
			if r <= target {
				res = string(to)
			}
			c.rolled(table, string(from), "1d10", nil, r, res, r)
			if r <= target {
				if err := b.setState(to); err != nil {
					return err
				}
				if to == WorkUp {
					c.enterWorkUp(b) // design 4.2 schnorchel retrofit (deploy.go)
				}
				if c.Log != nil {
					c.emit(ev, &BoxEvent{Boat: b.ID, Base: base, From: from, To: to})
				}
			}
		}
	}
	c.yard = c.boatsAt(c.yard, base, Hold)
	for len(c.yard) > 0 {
		if c.RepairLoad(base) >= c.RepairCapacity(base) {
			break
		}
		// design 9.1 repair: which damaged boat leaves Hold for the free place, or none
		d := c.decision(DecideHold, nil)
		d.Subject = base
		for _, b := range c.yard {
			d.add(b.ID, nil)
		}
		d.add(KeyNone, nil)
		key, err := c.ask(c.player, d)
		if err != nil {
			return err
		}
		if key == KeyNone {
			break // the rest wait in Hold
		}
		i := slices.IndexFunc(c.yard, func(b *Boat) bool { return b.ID == key })
		b := c.yard[i]
		c.yard = slices.Delete(c.yard, i, i+1)
		if err := b.setState(Repair3); err != nil {
			return err
		}
		if c.Log != nil {
			c.emit(TRepair, &BoxEvent{Boat: b.ID, Base: base, From: Hold, To: Repair3})
		}
	}
	return nil
}

// yardOrder is the order of the yard rolls at a base (design 4.3).
var yardOrder = [...]State{Pierside, InPort, WorkUp, Repair1, Repair2, Repair3}

// yardStep is the roll of a boat in box from (design 4.3): the number to roll under
// (≤), the box it moves to, the table and the event type. Pierside/In-Port: Readiness
// + ace (Type II and XXIII In-Port → Ready); Work Up: the base's Work Up number; a
// repair box: its number.
func (c *Campaign) yardStep(bs *Base, b *Boat, from State) (target int, to State, table Table, ev EventType) {
	switch from {
	case Pierside, InPort:
		target = c.Data.Types[b.Type].Readiness + aceValue(b) + c.infrastructure(b) // SW 36.61A (political.go)
		to = Ready
		if from == InPort && !c.Data.Types[b.Type].FastReadiness {
			to = Pierside
		}
		return target, to, TabReady, TReadiness
	case WorkUp:
		return bs.WorkUp[c.Period-1], InPort, TabWorkUp, TReadiness
	case Repair1:
		return bs.RepairNumber(1), WorkUp, TabRepair, TRepair
	case Repair2:
		return bs.RepairNumber(2), Repair1, TabRepair, TRepair
	}
	return bs.RepairNumber(3), Repair2, TabRepair, TRepair
}

// ArriveAtBase ends a returning boat's patrol at base (design 4.4): an undamaged boat
// goes to Work Up; a damaged one rolls the Submarine Damage table [SW 18.3] (d10, +1 if
// Inexp: 0–2 Work Up, 3–5 Repair 1, 6–7 Repair 2, 8–9 Repair 3) once per damage marker,
// the boxes added (Work Up = 0); a total above 3 is a constructive loss; a repair box
// at a full base means Hold. A boat ordered out of service at sea leaves instead
// (SW 19.13). It returns the boat's new state. Errors: b is not returning, base is
// not an open base, a damaged boat at a tender (no repair boxes).
func (c *Campaign) ArriveAtBase(b *Boat, base string) (State, error) {
	if b.State != Returning {
		return b.State, fmt.Errorf("%s: arrives at base while %s, not returning", b.ID, b.State)
	}
	if !c.isOpen(base) {
		return b.State, fmt.Errorf("%s: %q is not an open base in %s", b.ID, base, c.Now)
	}
	if b.Markers.Damage > 0 && !c.Data.Map.Bases[base].HasRepair && b.WithdrawOnArrival == "" {
		return b.State, fmt.Errorf("%s: damaged, cannot end its patrol at the tender %s (no repair boxes)", b.ID, base)
	}
	if to := b.WithdrawOnArrival; to != "" {
		b.WithdrawOnArrival, b.WeeksAtSea = "", 0
		// Returning → Training/Refit directly (design 4.3): the withdrawal event says so
		return to, c.withdrawNow(b, to, "ordered_home", base)
	}
	box, zoomed := c.zoomArrival(b) // design 6.2.3: a zoom's damage sets the refit length
	for range b.Markers.Damage * b2i(!zoomed) {
		var m Mods
		m.Add(b.Markers.Inexp, "4.4 Inexp (SW 8.15: Inexp 2 doubles it)")
		nat, r := c.d10(&m)
		add, res := 0, string(WorkUp)
		switch {
		case r >= 8:
			add, res = 3, string(Repair3)
		case r >= 6:
			add, res = 2, string(Repair2)
		case r >= 3:
			add, res = 1, string(Repair1)
		}
		box += add
		c.rolled(TabDamageSW, "", "1d10", &m, r, res, nat)
	}
	var to State
	switch {
	case box > 3:
		to = ConstructiveLoss
	case box == 0:
		to = WorkUp
	case c.RepairLoad(base) >= c.RepairCapacity(base):
		to = Hold
	default:
		to = []State{Repair1, Repair2, Repair3}[box-1]
	}
	if to != WorkUp && to != ConstructiveLoss {
		// design 9.1 repair, SW 18.4: a boat bound for a repair box or Hold may be
		// decommissioned instead (removed, not counted as sunk; its ace rolls SW 25.32)
		d := c.decision(DecideDecommission, b)
		d.Subject = string(to)
		d.add(KeyRepair, nil)
		d.add(KeyDecommission, nil)
		key, err := c.ask(c.player, d)
		if err != nil {
			return b.State, err
		}
		if key == KeyDecommission {
			return ConstructiveLoss, c.lose(b, ConstructiveLoss, "decommissioned")
		}
	}
	if to == ConstructiveLoss {
		if err := c.flagConstructive(b); err != nil { // design 6.2.3: the flagship's new boat
			return b.State, err
		}
		return ConstructiveLoss, c.lose(b, ConstructiveLoss, "constructive")
	}
	if err := b.setState(to); err != nil {
		return b.State, err
	}
	b.Zone, b.Side, b.Section, b.Destination, b.route = base, SideTransit, "", "", nil
	b.Markers.RTB, b.WeeksAtSea, b.PatrolShips, b.PatrolTons, b.Cautious = false, 0, 0, 0, false
	b.Markers.Damage, b.flakUsed, b.flakAirUsed = 0, false, false // (the VIIC Flak's once a patrol, deploy.go)
	b.majorOnly = false                                           // SW 21.23 (tender.go)
	if to == WorkUp {
		c.enterWorkUp(b) // design 4.2 schnorchel retrofit (deploy.go)
	}
	b.Torpedoes = c.Data.Types[b.Type].Torpedoes
	// SW 8.12: the patrol trained the crew unless it turned back outbound, skipped its
	// search or came home voluntarily undamaged (Inexp 2 becomes 1, SW 8.15)
	if b.Markers.Inexp > 0 && !b.noCredit {
		b.Markers.Inexp--
	}
	b.noCredit = false
	c.zoomReturned(b) // design 6.2.3: 3+ crew KIA → Inexp 1 after the return
	if c.Log != nil {
		c.emit(TArriveBase, &ArriveBaseEvent{Boat: b.ID, Base: base, Box: to, Torpedoes: b.Torpedoes, Inexp: b.Markers.Inexp})
	}
	_, err := c.flagArrive(b) // design 6.2.3 the flagship's refit, decorations and new boat
	return to, err
}

// --- invariant --------------------------------------------------------------------

// CheckInvariants checks the fleet's bookkeeping: every boat is in exactly one place (a
// base box at an existing base, a sea zone at sea, an off-map box in refit, nowhere once
// it has left), IDs are unique, commissioned = in service + lost + withdrawn with the
// counters agreeing with the boats, markers are in range, each ace on one boat. Repair
// capacity is not an invariant: it may fall under the boats already in repair when a
// new war period lowers it (table 3.5); the operations only refuse to add to a full
// base. The tests call it after every operation.
func (c *Campaign) CheckInvariants() error {
	m := c.Data.Map
	ids := map[string]bool{}
	var inService, lost, withdrawn, uLost int
	lostBy, wdBy := map[State]int{}, map[State]int{}
	for _, b := range c.Boats {
		if ids[b.ID] {
			return fmt.Errorf("boat id %s used twice", b.ID)
		}
		ids[b.ID] = true
		if c.Data.Types[b.Type] == nil {
			return fmt.Errorf("%s: unknown type %q", b.ID, b.Type)
		}
		if !slices.Contains(States, b.State) {
			return fmt.Errorf("%s: unknown state %q", b.ID, b.State)
		}
		z := m.Zones[b.Zone]
		switch {
		case b.State.Terminal():
			if b.Zone != "" {
				return fmt.Errorf("%s: %s but still placed in %s", b.ID, b.State, b.Zone)
			}
		case b.State.InPort():
			if m.Bases[b.Zone] == nil {
				return fmt.Errorf("%s: in base box %s at %q, not a base", b.ID, b.State, b.Zone)
			}
			if (b.State.InRepair() || b.State == Hold) && !m.Bases[b.Zone].HasRepair {
				return fmt.Errorf("%s: in %s at the tender %s, which has no repair boxes", b.ID, b.State, b.Zone)
			}
		case b.State.AtSea():
			if z == nil || z.Kind == KindBase || z.Kind == KindOffMap {
				return fmt.Errorf("%s: at sea (%s) in %q, not a sea zone", b.ID, b.State, b.Zone)
			}
		case b.State == Refit:
			if z == nil || z.Kind != KindOffMap {
				return fmt.Errorf("%s: in refit but at %q, not an off-map box", b.ID, b.Zone)
			}
		}
		if b.Markers.Damage < 0 || b.Markers.Damage > 2 || b.Markers.Inexp < 0 || b.Markers.Inexp > 2 {
			return fmt.Errorf("%s: damage %d / inexp %d outside 0–2", b.ID, b.Markers.Damage, b.Markers.Inexp)
		}
		if a := b.Markers.Ace; a != nil && (a.Value < 1 || a.Value > 2 || !slices.Contains(c.Data.Aces, a.Name)) {
			return fmt.Errorf("%s: ace %+v is not an ace counter", b.ID, *a)
		}
		switch b.State.Fate() {
		case InService:
			inService++
		case Lost:
			lost++
			lostBy[b.State]++
		case Withdrawn:
			withdrawn++
			wdBy[b.State]++
		}
		if b.State.CountsAsULost() {
			uLost++
		}
	}
	if c.Commissioned != len(c.Boats) {
		return fmt.Errorf("commissioned %d but %d boats on record", c.Commissioned, len(c.Boats))
	}
	if c.Commissioned != inService+lost+withdrawn {
		return fmt.Errorf("commissioned %d ≠ in service %d + lost %d + withdrawn %d", c.Commissioned, inService, lost, withdrawn)
	}
	for _, s := range States {
		if lostBy[s] != c.LostCount[s] || wdBy[s] != c.Withdrawals[s] {
			return fmt.Errorf("%s: the books say %d lost / %d withdrawn, the boats %d / %d", s, c.LostCount[s], c.Withdrawals[s], lostBy[s], wdBy[s])
		}
	}
	if uLost != c.ULost {
		return fmt.Errorf("U-boats lost: the books say %d, the boats %d", c.ULost, uLost)
	}
	aces := map[string]bool{}
	for _, b := range c.Boats {
		if a := b.Markers.Ace; a != nil {
			if aces[a.Name] || !c.AcesUsed[a.Name] {
				return fmt.Errorf("ace %s on two boats or not drawn", a.Name)
			}
			aces[a.Name] = true
		}
	}
	return c.checkMines() // SW 26 (mines.go)
}
