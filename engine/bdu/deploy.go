package bdu

import (
	"fmt"
	"slices"
	"strings"
)

// Design section 4's boat programmes that the weekly engine drives: the schnorchel
// retrofits (4.2), early and late deployment (4.5, SW 8.13–8.14; the optional SW 8.15),
// the VIIC Flak conversions (4.5, [H 11.4.7]), the optional historical deployment of the
// 1939-09 start (4.5) and the optional modules' keys (BETASOM, 4.8, is betasom.go).

// The optional modules of design 4 (off by default; Campaign.SetModule, the save's
// config keys, uboat-sim -modules).
const (
	// ModuleBetasom is design 4.8: Italian boats at Bordeaux (betasom.go).
	ModuleBetasom = "betasom"
	// ModuleHistoricalDeployment is design 4.5's start option "historical deployment":
	// 39 boats of the 1939-09 fleet start at sea.
	ModuleHistoricalDeployment = "historical_deployment"
	// ModuleVeryEarly is SW 8.15, the optional rule of very early deployment: an
	// arrival two months early with Inexp 2 (design 4.1 allows Inexp 0–2).
	ModuleVeryEarly = "very_early_deployment"
	// ModuleTorchWest is SW 30.32 as design 3.1 reads it: from Torch Mid-Ocean and the
	// Sargasso Sea count as western waters for escorts and general ASW (torch.go). Off
	// by default: on, it moves the 1945-01 front-line strength out of its 10.2 band
	// (docs/bdu-calibration.md).
	ModuleTorchWest = "torch_western_waters"
)

// ModuleKeys are the optional modules SetModule accepts, in the order they are listed.
var ModuleKeys = []string{ModuleBetasom, ModuleHistoricalDeployment, ModuleVeryEarly, ModuleTorchWest}

// SetModule turns on the optional module key (ModuleKeys) before the campaign begins.
// Errors: an unknown key (the message lists the known ones), the campaign has begun,
// historical_deployment on a start other than 1939-09 (design 4.5 gives it for the full
// war only).
func (c *Campaign) SetModule(key string) error {
	if c.begun {
		return fmt.Errorf("module %q: the campaign has begun; modules are chosen before the first week", key)
	}
	switch key {
	case ModuleBetasom:
		c.Betasom = true
	case ModuleHistoricalDeployment:
		if c.Start != FirstMonth {
			return fmt.Errorf("module %q: the historical deployment is an option of the %s start only (design 4.5), not of %s", key, FirstMonth, c.Start)
		}
		c.HistoricalDeployment = true
	case ModuleVeryEarly:
		c.VeryEarly = true
	case ModuleTorchWest:
		c.TorchWest = true
	default:
		return fmt.Errorf("unknown module %q: the modules are %s (design 4.5, 4.8; SW 8.15, 30.32)", key, strings.Join(ModuleKeys, ", "))
	}
	return nil
}

// Modules are the optional modules that are on, in ModuleKeys order.
func (c *Campaign) Modules() []string {
	var out []string
	if c.Betasom {
		out = append(out, ModuleBetasom)
	}
	if c.HistoricalDeployment {
		out = append(out, ModuleHistoricalDeployment)
	}
	if c.VeryEarly {
		out = append(out, ModuleVeryEarly)
	}
	if c.TorchWest {
		out = append(out, ModuleTorchWest)
	}
	return out
}

// --- schnorchel retrofits (design 4.2) --------------------------------------------

// SchnorchelRetrofitFrom is the month from which every boat entering Work Up is fitted
// with a schnorchel (design 4.2 "Schnorchel [designed schedule]").
var SchnorchelRetrofitFrom = MonthOf(1944, 3)

// enterWorkUp is called as b enters Work Up (arrival at base, Repair 1 → Work Up): from
// SchnorchelRetrofitFrom the yard fits a schnorchel (design 4.2). It reports whether one
// was fitted now.
func (c *Campaign) enterWorkUp(b *Boat) bool {
	if b.Markers.Schnorchel || c.Now.Month < SchnorchelRetrofitFrom {
		return false
	}
	b.Markers.Schnorchel = true
	return true
}

// --- early and late deployment (design 4.5, SW 8.13–8.15) -------------------------

// DecideDeploy is the week-1 reinforcement decision (design 9.1 "Reinforcements"): asked
// again after each early or late choice until KeyOnTime.
const DecideDeploy DecisionKind = "deploy"

// Option keys of DecideDeploy: KeyOnTime ends the month's choices; "early_<type>" brings
// one boat of that type due next month this month with Inexp 1 (SW 8.14);
// "very_early_<type>" one due in two months with Inexp 2 (SW 8.15, with
// ModuleVeryEarly only); "late_<type>" holds one of this month's Inexp arrivals of that
// type a month, to arrive without the marker (SW 8.13).
const (
	KeyOnTime       = "on_time"
	earlyPrefix     = "early_"
	veryEarlyPrefix = "very_early_"
	latePrefix      = "late_"
)

// MaxInexpInPlay is SW 8.14's cap: an early deployment is offered only while fewer than
// this many Inexp boats are in service (counting this month's early ones).
const MaxInexpInPlay = 6

// deployState is the early and late choices (design 4.5): this month's, and what they
// change in later months.
type deployState struct {
	month                  Month          // the month of the choices below
	early, veryEarly, late map[string]int // this month's choices, by type
	// less[M] are unmarked arrivals of month M that came before; more[M] Inexp
	// arrivals held to month M, to come unmarked
	less, more map[Month]map[string]int
}

// used reports whether any choice was made (StateDigest).
func (s *deployState) used() bool {
	return len(s.early)+len(s.veryEarly)+len(s.late)+len(s.less)+len(s.more) > 0
}

// bump adds one to m[k], making the map.
func bump(m *map[string]int, k string) {
	if *m == nil {
		*m = map[string]int{}
	}
	(*m)[k]++
}

// carry adds this month's counts n to month at of the book.
func carry(book *map[Month]map[string]int, at Month, n map[string]int) {
	if len(n) == 0 {
		return
	}
	if *book == nil {
		*book = map[Month]map[string]int{}
	}
	if (*book)[at] == nil {
		(*book)[at] = map[string]int{}
	}
	for t, k := range n {
		(*book)[at][t] += k
	}
}

// stepDeploy is step II.1's reinforcement decision (design 9.1, 4.5; SW 8.13–8.15), in
// week 1 before the arrivals. Each answer other than KeyOnTime moves one boat; the
// default (the BdU AI) is on time. Error: an illegal answer.
func (c *Campaign) stepDeploy(p Decider) error {
	m := c.Now.Month
	s := &c.deploy
	if s.month != m { // last month's choices move to the months they change
		carry(&s.less, s.month+1, s.early)
		carry(&s.less, s.month+2, s.veryEarly)
		carry(&s.more, s.month+1, s.late)
		for at := range s.less {
			if at < m {
				delete(s.less, at)
			}
		}
		for at := range s.more {
			if at < m {
				delete(s.more, at)
			}
		}
		s.month, s.early, s.veryEarly, s.late = m, nil, nil, nil
	}
	if m+1 > LastWeek.Month {
		return nil // no next month: nothing can come early or be held (design 0)
	}
	for {
		d := c.deployDecision(m)
		if len(d.Options) == 1 {
			return nil // nothing to choose: not asked
		}
		key, err := c.ask(p, d)
		if err != nil {
			return err
		}
		switch {
		case key == KeyOnTime:
			return nil
		case strings.HasPrefix(key, veryEarlyPrefix):
			bump(&s.veryEarly, strings.TrimPrefix(key, veryEarlyPrefix))
		case strings.HasPrefix(key, earlyPrefix):
			bump(&s.early, strings.TrimPrefix(key, earlyPrefix))
		default:
			bump(&s.late, strings.TrimPrefix(key, latePrefix))
		}
	}
}

// deployDecision builds the reinforcement decision of month m: on time, then each type
// with an unmarked arrival due next month (while under MaxInexpInPlay), then (SW 8.15)
// each due in two months, then each type with an Inexp arrival due this month not yet
// held.
func (c *Campaign) deployDecision(m Month) *Decision {
	d := c.decision(DecideDeploy, nil)
	d.Subject = "reinforcements"
	d.add(KeyOnTime, nil)
	s := &c.deploy
	inexp := 0
	for _, b := range c.Boats {
		if !b.State.Terminal() && b.State != Refit && b.Markers.Inexp > 0 {
			inexp++
		}
	}
	for _, n := range s.early {
		inexp += n
	}
	for _, n := range s.veryEarly {
		inexp += n
	}
	if inexp < MaxInexpInPlay {
		next, nextGreen := c.arrivals(m + 1)
		for _, t := range c.Data.TypeKeys {
			if next[t]-nextGreen[t]-s.less[m+1][t]-s.early[t] > 0 {
				d.add(earlyPrefix+t, nil)
			}
		}
		if c.VeryEarly && m+2 <= LastWeek.Month {
			later, laterGreen := c.arrivals(m + 2)
			for _, t := range c.Data.TypeKeys {
				if later[t]-laterGreen[t]-s.less[m+2][t]-s.veryEarly[t] > 0 {
					d.add(veryEarlyPrefix+t, nil)
				}
			}
		}
	}
	arr, green := c.deployArrivals(m)
	for _, t := range c.Data.TypeKeys {
		if green[t]-s.late[t] > 0 && arr[t] > 0 {
			d.add(latePrefix+t, nil)
		}
	}
	return d
}

// deployArrivals are month m's arrivals and their Inexp share after the earlier
// months' choices (design 4.5): those held arrive unmarked, those taken early do not
// come. The maps are the data's unless a choice changes them (then fresh copies).
func (c *Campaign) deployArrivals(m Month) (arr, green map[string]int) {
	arr, green = c.arrivals(m)
	s := &c.deploy
	less, more := s.less[m], s.more[m]
	if len(less) == 0 && len(more) == 0 {
		return arr, green
	}
	a, g := copyCounts(arr), copyCounts(green)
	for t, n := range more {
		a[t] += n
	}
	for t, n := range less {
		a[t] -= min(n, a[t]-g[t])
	}
	return a, g
}

// copyCounts copies boats by type (never nil, so the copy can be added to).
func copyCounts(m map[string]int) map[string]int {
	c := make(map[string]int, len(m))
	for t, n := range m {
		c[t] = n
	}
	return c
}

// monthArrivals are the arrivals Reinforce brings in month m (design 4.5, SW 8.13–8.15):
// deployArrivals with this month's choices applied (those held leave the Inexp share,
// those taken early join it, the very early last: veryEarlyInexp).
func (c *Campaign) monthArrivals(m Month) (arr, green map[string]int) {
	arr, green = c.deployArrivals(m)
	s := &c.deploy
	if s.month != m || len(s.early)+len(s.veryEarly)+len(s.late) == 0 {
		return arr, green
	}
	a, g := copyCounts(arr), copyCounts(green)
	for t, n := range s.late {
		n = min(n, g[t])
		a[t] -= n
		g[t] -= n
	}
	for t, n := range s.early {
		a[t] += n
		g[t] += n
	}
	for t, n := range s.veryEarly {
		a[t] += n
		g[t] += n
	}
	return a, g
}

// veryEarlyInexp is the Inexp of the i-th of n arrivals of type t this month that
// Reinforce marks: 2 for the last ones, those brought two months early (SW 8.15), else 1.
func (c *Campaign) veryEarlyInexp(t string, i, n int) int {
	if s := &c.deploy; s.month == c.Now.Month && i >= n-s.veryEarly[t] {
		return 2
	}
	return 1
}

// --- VIIC Flak conversions (design 4.5, [H 11.4.7]) --------------------------------

// DecideFlak is the 1943-05 conversion decision (design 9.1 "Reinforcements"): a VIIC in
// a French base box to convert, or KeyNone (political.go's "none"); asked until KeyNone or FlakConversions.
const DecideFlak DecisionKind = "flak_conversion"

// Flak conversion data (design 4.5): in FlakMonth up to FlakConversions VIIC in the
// French bases FlakBases (Work Up to Ready) may convert; they go to Repair 2 and return as VIIC Flak;
// all revert to VIIC in the first week after FlakUntil.
var (
	FlakMonth       = MonthOf(1943, 5)
	FlakUntil       = MonthOf(1943, 11)
	FlakBases       = []string{"france_atlantic", "toulon"}
	FlakConversions = 4
)

const (
	typeVIIC     = "VIIC"
	typeVIICFlak = "VIIC_Flak"
)

// stepFlak is step II.1's Flak programme (design 4.5): in week 1 of FlakMonth the
// conversion decision (the default converts none), in week 1 of the month after
// FlakUntil the reversion of every VIIC Flak. Error: an illegal answer.
func (c *Campaign) stepFlak(p Decider) error {
	switch c.Now.Month {
	case FlakUntil + 1:
		for _, b := range c.Boats {
			if b.Type != typeVIICFlak || b.State.Terminal() {
				continue
			}
			b.Type, b.Markers.FlakRefit = typeVIIC, false
			if b.State.InPort() {
				b.Torpedoes = c.Data.Types[typeVIIC].Torpedoes
			}
			if c.Log != nil {
				c.emit(TFlak, &FlakEvent{Boat: b.ID, Kind: "revert", Type: b.Type, From: b.State, State: b.State, Torpedoes: b.Torpedoes, Rule: "design 4.5"})
			}
		}
	case FlakMonth:
		for n := 0; n < FlakConversions; n++ {
			d := c.decision(DecideFlak, nil)
			d.Subject = "flak"
			d.add(KeyNone, nil)
			for _, b := range c.Boats {
				if b.Type == typeVIIC && slices.Contains(FlakBases, b.Zone) && (b.State == WorkUp || b.State == InPort || b.State == Pierside || b.State == Ready) {
					d.add(b.ID, nil)
				}
			}
			if len(d.Options) == 1 {
				return nil
			}
			key, err := c.ask(p, d)
			if err != nil || key == KeyNone {
				return err
			}
			if err := c.convertFlak(c.Boat(key)); err != nil {
				return err
			}
		}
	}
	return nil
}

// TFlak is the Flak programme's event (design 9.3 addition; 4.5): a VIIC converted or
// reverted.
const TFlak EventType = "flak"

// FlakEvent says boat b's type changed (design 4.5): Kind "convert" (to VIIC Flak, from
// its box From to Repair 2, its torpedoes the new type's load) or "revert" (to VIIC; in
// port, reloaded; its State unchanged); Torpedoes aboard after it.
type FlakEvent struct {
	EventHeader
	Boat      string `json:"boat"`
	Kind      string `json:"kind"`
	Type      string `json:"type"`
	From      State  `json:"from"`
	State     State  `json:"state"`
	Torpedoes int    `json:"torpedoes"`
	Rule      string `json:"rule"`
}

// convertFlak makes b a VIIC Flak in Repair 2 (design 4.5).
func (c *Campaign) convertFlak(b *Boat) error {
	from := b.State
	if err := b.setState(Repair2); err != nil {
		return err
	}
	b.Type, b.Markers.FlakRefit = typeVIICFlak, true
	b.Torpedoes = c.Data.Types[typeVIICFlak].Torpedoes
	if c.Log != nil {
		c.emit(TFlak, &FlakEvent{Boat: b.ID, Kind: "convert", Type: b.Type, From: from, State: b.State, Torpedoes: b.Torpedoes, Rule: "design 4.5"})
	}
	return nil
}

// flakTransit is design 4.2's VIIC Flak special: a transit "B" result (damaged, RTB)
// becomes "O" (RTB) once per patrol. It returns the result to apply.
func (c *Campaign) flakTransit(b *Boat, r string) string {
	if r != TransitDamagedRTB || b.Type != typeVIICFlak || b.flakUsed {
		return r
	}
	b.flakUsed = true
	return TransitSpottedRTB
}

// --- historical deployment (design 4.5 option) -------------------------------------

// Historical deployment [designed split]: of the 1939-09 fleet HistOcean ocean boats sail
// outbound, spread in turn over HistDestinations, and HistTypeII Type II boats are on
// station in HistTypeIIZone; the rest roll SW 31.01 at Germany.
var (
	HistOcean        = 18
	HistDestinations = []string{"sw_approaches", "western_approaches", "morocco"}
	HistTypeII       = 21
	HistTypeIIZone   = "north_sea"
)

// historicalDeployment puts the start fleet's boats at sea (design 4.5 "historical
// deployment"), drawn at random among the ocean boats (not fast readiness) and the Type
// II; their SW 31.01 rolls are dropped from the log. Errors: too few boats, no route.
func (c *Campaign) historicalDeployment() error {
	var ocean, small []*Boat
	for _, b := range c.Boats {
		if b.Zone != "germany" || !b.State.InPort() {
			continue
		}
		if c.Data.Types[b.Type].FastReadiness {
			small = append(small, b)
		} else {
			ocean = append(ocean, b)
		}
	}
	if len(ocean) < HistOcean || len(small) < HistTypeII {
		return fmt.Errorf("historical deployment: %d ocean and %d Type II boats, want %d and %d (design 4.5)", len(ocean), len(small), HistOcean, HistTypeII)
	}
	atSea := map[*Boat]bool{}
	pick := func(pool []*Boat) ([]*Boat, *Boat) {
		i := c.Dice.IntN(len(pool))
		b := pool[i]
		atSea[b] = true
		return slices.Delete(pool, i, i+1), b
	}
	for n := range HistOcean {
		var b *Boat
		ocean, b = pick(ocean)
		dest := HistDestinations[n%len(HistDestinations)]
		r, err := c.Data.Map.Path("germany", dest, c.Period)
		if err != nil {
			return fmt.Errorf("historical deployment: %w", err)
		}
		// outbound in the first zone of the way; Begin gives it its route (as the
		// late starts' boats at sea)
		b.State, b.Side, b.Destination, b.home, b.Zone, b.route = Outbound, SideTransit, dest, "germany", r.Zones[1], nil
		if b.Zone == dest {
			b.State, b.Side, b.Section, b.Destination, b.route = OnStation, SidePatrol, "operating", "", nil
		}
	}
	for range HistTypeII {
		var b *Boat
		small, b = pick(small)
		b.State, b.Side, b.Section, b.Zone, b.home = OnStation, SidePatrol, "operating", HistTypeIIZone, "germany"
	}
	c.startRolls = slices.DeleteFunc(c.startRolls, func(r startRoll) bool { return atSea[r.boat] })
	return nil
}
