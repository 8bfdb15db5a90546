package bdu

import (
	"math"
	"slices"
	"strings"
	"sync"
)

// design 9.1 Sail "destination OA or SMZ; path": once a ready boat is ordered to sail
// and its transit (cautious or fast) is chosen, the path decision offers the legal ways
// to its destination, each with its transit legs (the OA each week's transit check is
// made against and the transit-zone modifiers crossed, 7.4) and the odds that the trip
// meets a transit event and that it ends in the boat's loss, from this week's charts.
// The BdU AI, and any Decider that answers "", keeps the most direct path (design 3.3
// rule 5, Map.Path): the first option, as before the decision existed.
//
// Readings [designed]:
//   - a legal path crosses OAs and open transit zones only (Map.passable: bases, SMZs and
//     neutral ports are never crossed), visits no zone twice, keeps every OA within the
//     boat's range of its base (SW 15.11, the range the sail option checks) and passes
//     no zone a war event bars the boat from (8.5 WP8 9);
//   - "distinct by the OAs/TZs they cross": of the paths crossing the same set of zones
//     the most direct one (routeLess) is offered; paths of more than PathSlack MP over
//     the most direct one are not (each MP is about a week more at sea); at most
//     MaxPaths options, the most direct first, then by routeLess;
//   - the odds are the trip's at fast or cautious transit as chosen, the legs as the
//     move of III.1 will make them (Speed MP a week; cautious: a week's leg ends in the
//     first OA entered), each leg's check with this week's modifiers (7.4: coastal or
//     air icon, cautious, Spotted, Inexp, TZs crossed, congregation, schnorchel), its
//     event's column and result from the tables of 7.4 (the VIIC Flak's one "B" → "O"
//     and transit encounters are left out); a path whose legs all make no check
//     (no OA entered) has odds 0.
//
// The option key is the zones after the base, joined by ">" (e.g.
// "english_channel>sw_approaches>mid_ocean"); Option.Path holds them, Option.Legs the
// legs, Option.MP and Option.Red the route's cost and red boxes, Option.Odds
// "transit_event" and "lost" (each over the whole trip). The legs and odds are the
// player's: with no Decider (the BdU AI answers, which reads neither; standing orders
// do not speak to the path) they are not worked out.

// DecidePath is the way a sailing boat takes to its destination (design 9.1 sail "path").
const DecidePath DecisionKind = "path"

// PathSlack is how many MP over the most direct path a path offered may cost, MaxPaths
// how many paths are offered at most (design 9.1 path [designed]).
const (
	PathSlack = 2
	MaxPaths  = 6
)

// Leg is one week's transit leg of a path option (design 7.4): Ref the OA its transit
// check is made against ("" when it enters no OA: no check), TZ the transit-zone
// modifiers crossed (3.4, war events' included), Event the chance of a transit event.
type Leg struct {
	Ref   string
	TZ    int
	Event float64
}

// altRoute is one legal path between two zones in a war period (before the boat's
// filters): its route and its option key.
type altRoute struct {
	Route
	key string
	// reach is the most OAs any OA of the path lies from its first zone (SW 15.11, the
	// range of a boat sailing from there; pathReach)
	reach int
}

type altKey struct {
	from, to string
	wp       int
}

// altTable is one map's paths of altRoutes by ends and war period.
type altTable struct {
	mu sync.Mutex
	m  map[altKey][]altRoute
}

// altRoutes are the paths from one zone to another in war period wp (the package
// comment's readings, without the boat's range and barred zones): the most direct first,
// the rest by routeLess, at most PathSlack MP over it, one per set of zones crossed. Nil
// when there is no route. At most 1 + 4×MaxPaths are kept. Shared: read only.
func (m *Map) altRoutes(from, to string, wp int) []altRoute {
	tab := &m.alts
	k := altKey{from, to, wp}
	tab.mu.Lock()
	defer tab.mu.Unlock()
	if r, ok := tab.m[k]; ok {
		return r
	}
	if tab.m == nil {
		tab.m = map[altKey][]altRoute{}
	}
	direct, ok := m.PathsFrom(from, wp)[to]
	if !ok {
		return nil
	}
	budget := direct.MP + PathSlack
	back := m.PathsFrom(to, wp) // the fewest MP from each zone on to the end: the walk's bound
	best := map[string]Route{}  // by the set of zones crossed
	path := []string{from}
	var walk func(cur string, mp, red int)
	walk = func(cur string, mp, red int) {
		for _, a := range m.adj[cur] {
			nmp := mp + a.MP
			r, ok := back[a.Zone]
			if !ok || nmp+r.MP > budget || slices.Contains(path, a.Zone) {
				continue
			}
			if z := m.Zones[a.Zone]; z.Kind == KindTransitZone && m.closed[a.Zone][wp-1] {
				continue
			}
			nred := red + m.RedBoxes(a.Zone, wp)
			path = append(path, a.Zone)
			switch {
			case a.Zone == to:
				set := slices.Clone(path[1:])
				slices.Sort(set)
				sk := strings.Join(set, ",")
				r := Route{Zones: slices.Clone(path), MP: nmp, Red: nred}
				if old, ok := best[sk]; !ok || routeLess(r, old) {
					best[sk] = r
				}
			case m.passable(a.Zone, wp):
				walk(a.Zone, nmp, nred)
			}
			path = path[:len(path)-1]
		}
	}
	walk(from, 0, 0)
	set := slices.Clone(direct.Zones[1:])
	slices.Sort(set)
	delete(best, strings.Join(set, ","))
	others := make([]Route, 0, len(best))
	for _, r := range best {
		others = append(others, r)
	}
	slices.SortFunc(others, func(a, b Route) int {
		if routeLess(a, b) {
			return -1
		}
		if routeLess(b, a) {
			return 1
		}
		return 0
	})
	if len(others) > 4*MaxPaths {
		others = others[:4*MaxPaths] // enough to fill MaxPaths after the boat's filters
	}
	out := make([]altRoute, 0, 1+len(others))
	ranges := m.RangesFrom(from)
	for _, r := range append([]Route{direct}, others...) {
		out = append(out, altRoute{Route: r, key: strings.Join(r.Zones[1:], ">"), reach: m.pathReach(r.Zones[1:], ranges)})
	}
	tab.m[k] = out
	return out
}

// askPath asks the path of boat b, just ordered to sail for b.Destination from its base
// (design 9.1; the package comment), when more than one path is legal, and sets its
// route to the answer.
func (c *Campaign) askPath(b *Boat, p Decider) error {
	alts := c.Data.Map.altRoutes(b.Zone, b.Destination, c.Period)
	if len(alts) < 2 {
		return nil
	}
	t := c.Data.Types[b.Type]
	rng := t.RangeIn(c.Period)
	d := c.decision(DecidePath, b)
	c.legs = c.legs[:0]
	for i := range alts {
		a := &alts[i]
		if len(d.Options) == MaxPaths {
			break
		}
		if i > 0 && (a.reach > rng || c.barredRoute(b, a.Zones[1:])) {
			continue // (the most direct path is the sail option's own, checked there)
		}
		o := d.add(a.key, nil)
		o.MP, o.Red, o.Path = a.MP, a.Red, a.Zones[1:]
		if p == nil {
			continue // (no player: the AI keeps the first path, reading no legs or odds)
		}
		from := len(c.legs)
		ev, lost := c.pathLegs(b, a.Zones)
		o.Legs = c.legs[from:len(c.legs):len(c.legs)]
		o.Odds = c.newOdds(2)
		o.Odds[0], o.Odds[1] = Odds{"transit_event", ev}, Odds{"lost", lost}
	}
	if len(d.Options) < 2 {
		return nil
	}
	key, err := c.ask(p, d)
	if err != nil {
		return err
	}
	b.route = d.Options[d.index(key)].Path
	return nil
}

// pathReach is the most OAs any OA of zones lies from the base whose ranges are given
// (SW 15.11: a boat of range r may take the path when it is at most r; math.MaxInt for
// an OA out of every range).
func (m *Map) pathReach(zones []string, ranges map[string]int) int {
	reach := 0
	for _, z := range zones {
		if m.Zones[z].Kind != KindOperatingArea {
			continue
		}
		n, ok := ranges[z]
		if !ok {
			return math.MaxInt
		}
		reach = max(reach, n)
	}
	return reach
}

// pathLegs appends to c.legs the weekly legs of boat b's trip along zones (its base
// first), made as move makes them, and returns the chances of at least one transit
// event and of the boat's loss to one over the trip (design 7.4; the package comment).
func (c *Campaign) pathLegs(b *Boat, zones []string) (event, lost float64) {
	speed := c.Data.Types[b.Type].Speed
	none, alive := 1.0, 1.0
	cur, n := zones[0], 1
	for n < len(zones) {
		mp, tz, ref, refRed, steps := speed, 0, "", -1, 0
		for n < len(zones) {
			next := zones[n]
			cost := c.edgeMP(cur, next)
			if cost > mp && steps > 0 {
				break
			}
			mp -= min(cost, mp)
			cur = next
			n++
			steps++
			ref, refRed, tz = c.legZone(b, next, ref, refRed, tz)
			if b.Cautious && c.Data.Map.Zones[next].Kind == KindOperatingArea {
				break // SW 15.24
			}
		}
		ref, entry := c.legEnd(b, cur, zones[n-2], ref, refRed) // (as move: an SMZ's +2, the WP8 Channel)
		leg := Leg{Ref: ref, TZ: tz}
		if ref != "" {
			leg.Event = c.transitEventChance(b, ref, tz+entry)
			none *= 1 - leg.Event
			alive *= 1 - leg.Event*c.transitLossShare()
		}
		c.legs = append(c.legs, leg)
	}
	return 1 - none, 1 - alive
}

// legZone adds zone next, entered on a transit leg of boat b, to the leg's transit check
// (design 7.4): ref is the OA entered with the most red boxes so far (refRed of them,
// −1 for none), tz the TZ modifiers (3.4, an event's, the WP8 Channel for a boat without
// schnorchel, invasion.go). Used by move and by the path odds (pathLegs).
func (c *Campaign) legZone(b *Boat, next, ref string, refRed, tz int) (string, int, int) {
	switch c.Data.Map.Zones[next].Kind {
	case KindOperatingArea:
		if r := c.redBoxes(next); r > refRed {
			ref, refRed = next, r
		}
	case KindTransitZone:
		m, _, _ := c.Data.Map.TransitModifier(next, c.Period)
		tz += m + c.eventTZ(next)
	}
	if next == c.Data.Map.Invasion.Zone && !b.Markers.Schnorchel && c.invasionActive() {
		tz += c.Data.Map.Invasion.NoSchnorchelTransit // design 8.5 WP8 header (invasion.go)
	}
	return ref, refRed, tz
}

// legEnd completes the transit check of boat b's leg that ends in zone cur, entered from
// prev, its reference so far ref (refRed red boxes, −1 for none), as move makes it
// (design 7.4), and returns the reference and the SW 20.3/30.4 entry modifiers:
//   - a leg ending in an SMZ or an advanced base, or in the SMZ of b's patrol (SW 20.3,
//     26.1, 12.1): +2 for entering an SMZ, +2 more for a naval base (smzEntry); when it
//     entered no OA the reference is the OA of b's SMZ patrol (b.smzFrom), else prev
//     when prev is an OA;
//   - a leg ending in the WP8 Channel SMZ while the invasion order stands (design 8.5
//     WP8 header) [designed]: the Channel is an OA entered there, read on its own chart
//     as its search and its red boxes are (invasion.go: lateChart, redBoxes; threshold
//     10 − red, 7.3), so it is the reference when it has the most red boxes of the OAs
//     entered on the leg; a leg from France-Atlantic or Germany straight into it (a
//     0-MP link that enters no other OA) is checked against it, as is a patrol move
//     into it (+1, 7.4). It is no SW 20 patrol (the boat patrols there as on an OA): no
//     +2 for entering an SMZ; the header's +2 for a boat without schnorchel and the
//     Channel's printed modifier (3.4) are legZone's. A leg that only crosses the
//     Channel keeps the OA it entered as its reference (7.4).
//
// Used by move (which records the SMZ entered for transitCheck's modifiers) and by the
// path odds (pathLegs).
func (c *Campaign) legEnd(b *Boat, cur, prev, ref string, refRed int) (string, int) {
	m := c.Data.Map
	if c.isInvasionZone(cur) {
		if r := c.redBoxes(cur); r > refRed {
			ref = cur
		}
		return ref, 0
	}
	if k := m.Zones[cur].Kind; k != KindSMZ && k != KindAdvancedBase && (cur != b.smz || b.smz == "") {
		return ref, 0
	}
	if ref == "" && cur == b.smz {
		ref = b.smzFrom // a leg that enters no OA: the entering OA's check (SW 20.3)
	}
	if ref == "" && m.Zones[prev].Kind == KindOperatingArea {
		ref = prev
	}
	smz, naval := c.smzEntry(cur)
	return ref, smz + naval
}

// transitEventChance is the chance that boat b's transit check against ref with the
// TZ modifiers tz triggers a transit event this week (design 7.4, as transitCheck rolls
// it on a transit leg).
func (c *Campaign) transitEventChance(b *Boat, ref string, tz int) float64 {
	mod := tz + c.congregation(ref) + b.Markers.Inexp
	if z := c.Data.Map.Zones[ref]; z.Coastal || c.zoneAir(ref) > 0 {
		mod++
	}
	if b.Cautious {
		mod--
	}
	if b.Markers.Spotted && c.Period >= 3 {
		mod++
	}
	if b.Markers.Schnorchel && c.Period >= 7 {
		mod -= 2
	}
	th := c.transitThreshold(ref)
	n := 0
	for f := range 10 {
		if f+mod >= th {
			n++
		}
	}
	return float64(n) / 10
}

// transitLossShare is the chance that a transit event this war period sinks the boat
// (design 7.4: the column's d10, then R on the result's d10).
func (c *Campaign) transitLossShare() float64 {
	n := 0
	for f1 := range 10 {
		col := transitColumn(c.Period, f1)
		for f2 := range 10 {
			if transitGrid[col-1][f2] == 'R' {
				n++
			}
		}
	}
	return float64(n) / 100
}
