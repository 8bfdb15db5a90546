package bdu

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"sync"
)

// design 3: the map as data — zones (3.1, 3.2), adjacencies and movement cost (3.3),
// transit-zone modifiers (3.4), bases (3.5, bases.go) and the [E1] column of each zone
// (3.6) — with the queries the weekly engine needs: neighbours, the shortest path and its
// MP cost, range in OAs, bases open at a date.

// ZoneKind is a zone's type key (design 3.1).
type ZoneKind string

const (
	KindBase          ZoneKind = "base"           // U-boat base [SW 2.1]
	KindAdvancedBase  ZoneKind = "advanced_base"  // tender in an SMZ [SW 21.1]
	KindOperatingArea ZoneKind = "operating_area" // OA: the zones where boats search
	KindSMZ           ZoneKind = "smz"            // special mission zone [SW 20]
	KindTransitZone   ZoneKind = "transit_zone"   // Channel, Biscay, Gibraltar
	KindNeutralPort   ZoneKind = "neutral_port"   // Spanish port with an interned tanker
	KindOffMap        ZoneKind = "off_map"        // Refit Atlantic / Mediterranean
)

var zoneKinds = []ZoneKind{KindBase, KindAdvancedBase, KindOperatingArea, KindSMZ, KindTransitZone, KindNeutralPort, KindOffMap}

// Region selects escort and general-ASW values (design 3.2, 7.6).
type Region string

// The five regions (design 3.2).
var Regions = []Region{"east", "west", "south", "med", "arctic"}

// Zone is one zone of the map (design 3.2).
type Zone struct {
	Key  string
	Name string
	// Lat and Lon are the approximate centre for drawing (WGS84 degrees, south and west
	// negative); HasPos is false for the off-map boxes.
	Lat, Lon float64
	HasPos   bool
	Kind     ZoneKind
	Designed bool   // added by the design, not on SW's map
	Region   Region // "" for the off-map boxes
	Coastal  bool   // coastal flag [SW 13.23]
	// HomeWaters is SW's "2x" OA mark [SW 30.14]: "all" (every WP), "WP1", or "".
	HomeWaters string
	// WesternWaters is the first WP boats may enter without a political request
	// [SW 30.2]: "cross" (may be crossed, patrolled from WP3), "WP3", "WP4", or "".
	WesternWaters string
}

// EdgeKind is the kind of an adjacency (design 3.3).
type EdgeKind string

const (
	EdgeRoute  EdgeKind = "route"  // 1 MP
	EdgeRoute2 EdgeKind = "route2" // SW's "2" route: 2 MP, never a patrol move [SW 2.11]
	EdgeLink   EdgeKind = "link"   // SMZ, neutral port, TZ entry, tender: 0 MP [SW 15.1]
)

var edgeMP = map[EdgeKind]int{EdgeRoute: 1, EdgeRoute2: 2, EdgeLink: 0}

// Edge is one undirected adjacency with its movement-point cost (design 3.3).
type Edge struct {
	A, B string
	MP   int
	Kind EdgeKind
}

// Adjacent is a neighbour of a zone and the edge that leads there.
type Adjacent struct {
	Zone string
	MP   int
	Kind EdgeKind
}

// Map is the campaign map (design 3). It is part of the shared Data.
type Map struct {
	Zones    map[string]*Zone
	ZoneKeys []string // Appendix A order
	OAKeys   []string // the operating areas' keys of ZoneKeys, in its order
	Edges    []Edge
	Bases    map[string]*Base // design 3.5, by zone key (bases and advanced bases)

	adj map[string][]Adjacent // sorted by zone key
	// transitMod[tz][wp-1] is the TZ modifier (design 3.4); closed[tz][wp-1] marks "closed".
	transitMod map[string][NumPeriods]int
	closed     map[string][NumPeriods]bool
	// red[oa][wp-1] is the OA's red-box count (design 7.1 rows, 7.3 red), the tie-break
	// of the "most direct" path (3.3 rule 5).
	red map[string][NumPeriods]int
	e1  e1Columns
	// Invasion is the Channel SMZ of the WP8 header (design 8.5, 3.6; bases.go).
	Invasion InvasionSMZ

	// The routing tables, built once on first use (the map never changes): paths[wp-1]
	// from every zone to every zone it reaches (searchPaths), ranges from every zone
	// (searchRanges). They are the only path the queries take, so there is nothing to
	// keep equal.
	paths  [NumPeriods]pathTable
	ranges rangeTable
	// alts are the sail decision's other paths by ends and war period, searched on the
	// first question for them (sailpath.go altRoutes).
	alts altTable
}

type pathTable struct {
	once sync.Once
	from map[string]map[string]Route
}

type rangeTable struct {
	once sync.Once
	from map[string]map[string]int
}

var keyRE = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// buildMap reads zones and edges (Appendix A).
func (d *Data) buildMap(app *appendixFile) error {
	m := &Map{Zones: map[string]*Zone{}, adj: map[string][]Adjacent{}}
	d.Map = m
	for i, y := range app.Zones {
		at := fmt.Sprintf("zones[%d] %s", i, y.Key)
		if !keyRE.MatchString(y.Key) {
			return fmt.Errorf("%s: zone key must be lower-case snake case (design 0)", at)
		}
		if m.Zones[y.Key] != nil {
			return fmt.Errorf("%s: zone listed twice", at)
		}
		z := &Zone{Key: y.Key, Name: y.Name, Kind: ZoneKind(y.Type), Designed: y.Designed, Region: Region(y.Region),
			Coastal: y.Coastal, HomeWaters: y.HomeWaters, WesternWaters: y.WesternWaters}
		if !slices.Contains(zoneKinds, z.Kind) {
			return fmt.Errorf("%s: type %q is not a zone kind (design 3.1)", at, y.Type)
		}
		if y.Name == "" {
			return fmt.Errorf("%s: name missing", at)
		}
		if z.Kind == KindOffMap {
			if y.Lat != nil || y.Lon != nil || y.Region != "" {
				return fmt.Errorf("%s: an off-map box has no position and no region", at)
			}
		} else {
			if y.Lat == nil || y.Lon == nil || math.Abs(*y.Lat) > 90 || math.Abs(*y.Lon) > 180 {
				return fmt.Errorf("%s: lat/lon missing or out of range", at)
			}
			z.Lat, z.Lon, z.HasPos = *y.Lat, *y.Lon, true
			if !slices.Contains(Regions, z.Region) {
				return fmt.Errorf("%s: region %q is not a region (design 3.2)", at, y.Region)
			}
		}
		if !slices.Contains([]string{"", "all", "WP1"}, z.HomeWaters) {
			return fmt.Errorf("%s: home_waters %q: want all or WP1", at, z.HomeWaters)
		}
		if !slices.Contains([]string{"", "cross", "WP3", "WP4"}, z.WesternWaters) {
			return fmt.Errorf("%s: western_waters %q: want cross, WP3 or WP4", at, z.WesternWaters)
		}
		if (z.HomeWaters != "" || z.WesternWaters != "" || z.Coastal) && z.Kind != KindOperatingArea {
			return fmt.Errorf("%s: coastal, home_waters and western_waters mark OAs only", at)
		}
		m.Zones[y.Key] = z
		m.ZoneKeys = append(m.ZoneKeys, y.Key)
		if z.Kind == KindOperatingArea {
			m.OAKeys = append(m.OAKeys, y.Key)
		}
	}
	seen := map[[2]string]bool{}
	for i, y := range app.Edges {
		at := fmt.Sprintf("edges[%d] [%s, %s]", i, y.A, y.B)
		for _, k := range []string{y.A, y.B} {
			if m.Zones[k] == nil {
				return fmt.Errorf("%s: %q is not a zone", at, k)
			}
			if m.Zones[k].Kind == KindOffMap {
				return fmt.Errorf("%s: the off-map box %s has no adjacencies", at, k)
			}
		}
		if y.A == y.B {
			return fmt.Errorf("%s: an edge joins two different zones", at)
		}
		mp, ok := edgeMP[EdgeKind(y.Kind)]
		if !ok {
			return fmt.Errorf("%s: kind %q: want route, route2 or link", at, y.Kind)
		}
		if y.MP != mp {
			return fmt.Errorf("%s: a %s edge costs %d MP, not %d (design 3.3)", at, y.Kind, mp, y.MP)
		}
		pair := [2]string{min(y.A, y.B), max(y.A, y.B)}
		if seen[pair] {
			return fmt.Errorf("%s: edge listed twice", at)
		}
		seen[pair] = true
		e := Edge{A: y.A, B: y.B, MP: y.MP, Kind: EdgeKind(y.Kind)}
		m.Edges = append(m.Edges, e)
		m.adj[e.A] = append(m.adj[e.A], Adjacent{e.B, e.MP, e.Kind})
		m.adj[e.B] = append(m.adj[e.B], Adjacent{e.A, e.MP, e.Kind})
	}
	for _, k := range m.ZoneKeys {
		slices.SortFunc(m.adj[k], func(a, b Adjacent) int { return cmpString(a.Zone, b.Zone) })
		if m.Zones[k].Kind != KindOffMap && len(m.adj[k]) == 0 {
			return fmt.Errorf("zones: %s has no edge", k)
		}
	}
	return nil
}

func cmpString(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Zone returns the zone with key k, or nil.
func (m *Map) Zone(k string) *Zone { return m.Zones[k] }

// Neighbours returns the zones adjacent to zone, sorted by key, with each edge's MP
// cost and kind (design 3.3). An unknown zone has none.
func (m *Map) Neighbours(zone string) []Adjacent { return slices.Clone(m.adj[zone]) }

// TransitModifier returns a transit zone's modifier in war period wp (1–10) and whether
// it is open (design 3.4: Biscay and Gibraltar are closed in WP9–10). ok is false when
// zone is not a transit zone or wp is out of range.
func (m *Map) TransitModifier(zone string, wp int) (mod int, open, ok bool) {
	mods, ok := m.transitMod[zone]
	if !ok || wp < 1 || wp > NumPeriods {
		return 0, false, false
	}
	return mods[wp-1], !m.closed[zone][wp-1], true
}

// RedBoxes is an OA's red and red-dot box count in war period wp (design 7.1 rows for
// WP1–5, 7.3 "red" for WP6–10); 0 for other zones.
func (m *Map) RedBoxes(zone string, wp int) int {
	if wp < 1 || wp > NumPeriods {
		return 0
	}
	return m.red[zone][wp-1]
}

// Route is a path between two zones: Zones from the start to the end inclusive, its
// cost in movement points and the red boxes of the OAs it enters (start excluded).
type Route struct {
	Zones []string
	MP    int
	Red   int
}

// passable reports whether a path may pass through zone (not as an end): OAs and open
// transit zones [designed reading of 3.1: bases, advanced bases, SMZs and neutral ports
// are entered and left by their links only, never crossed — otherwise an SMZ linked to
// two OAs, like Ireland, would be a free shortcut between them].
func (m *Map) passable(zone string, wp int) bool {
	switch m.Zones[zone].Kind {
	case KindOperatingArea:
		return true
	case KindTransitZone:
		return !m.closed[zone][wp-1]
	}
	return false
}

// Path returns the "most direct" route from one zone to another in war period wp
// (design 3.3 rule 5): fewest MP, ties broken by fewest red boxes, then by fewest zones,
// then by the zone keys in order (so the answer is deterministic). Closed transit zones
// (3.4) cannot be crossed. Errors: unknown zone, wp outside 1–10, off-map zone, or no
// route.
func (m *Map) Path(from, to string, wp int) (Route, error) {
	if wp < 1 || wp > NumPeriods {
		return Route{}, fmt.Errorf("path: war period %d outside 1–%d", wp, NumPeriods)
	}
	for _, k := range []string{from, to} {
		z := m.Zones[k]
		if z == nil {
			return Route{}, fmt.Errorf("path: %q is not a zone", k)
		}
		if z.Kind == KindOffMap {
			return Route{}, fmt.Errorf("path: %s is off the map", k)
		}
		if z.Kind == KindTransitZone && m.closed[k][wp-1] {
			return Route{}, fmt.Errorf("path: %s is closed in WP%d (design 3.4)", k, wp)
		}
	}
	r, ok := m.PathsFrom(from, wp)[to]
	if !ok || m.Zones[to] == nil {
		return Route{}, fmt.Errorf("path: no route from %s to %s in WP%d", from, to, wp)
	}
	return r, nil
}

// PathsFrom returns the "most direct" route (as Path) from one zone to every zone it
// reaches in war period wp, read from the routing table (built on first use for the
// whole war period). The map and the routes' Zones are shared: read them, never change
// them. Unknown zone or wp out of range: nil.
func (m *Map) PathsFrom(from string, wp int) map[string]Route {
	if wp < 1 || wp > NumPeriods {
		return nil
	}
	t := &m.paths[wp-1]
	t.once.Do(func() {
		t.from = map[string]map[string]Route{}
		for _, k := range m.ZoneKeys {
			t.from[k] = m.searchPaths(k, wp, "")
		}
	})
	return t.from[from]
}

// searchPaths is the search behind the routing table: Dijkstra by routeLess from one
// zone over the passable zones (design 3.3 rule 5), never through zone avoid ("" none:
// an event's "may not pass through the English Channel", SW WP1 5, smz.go homeRoutes).
func (m *Map) searchPaths(from string, wp int, avoid string) map[string]Route {
	best := map[string]Route{}
	if m.Zones[from] == nil || wp < 1 || wp > NumPeriods {
		return best
	}
	best[from] = Route{Zones: []string{from}}
	done := map[string]bool{}
	for {
		// the unsettled zone with the best route so far
		cur := ""
		for _, k := range m.ZoneKeys {
			if r, ok := best[k]; ok && !done[k] && (cur == "" || routeLess(r, best[cur])) {
				cur = k
			}
		}
		if cur == "" {
			return best
		}
		done[cur] = true
		if cur != from && !m.passable(cur, wp) {
			continue
		}
		r := best[cur]
		for _, a := range m.adj[cur] {
			if done[a.Zone] || a.Zone == avoid {
				continue
			}
			if z := m.Zones[a.Zone]; z.Kind == KindTransitZone && m.closed[a.Zone][wp-1] {
				continue
			}
			nr := Route{Zones: append(slices.Clone(r.Zones), a.Zone), MP: r.MP + a.MP, Red: r.Red + m.RedBoxes(a.Zone, wp)}
			if old, ok := best[a.Zone]; !ok || routeLess(nr, old) {
				best[a.Zone] = nr
			}
		}
	}
}

// routeLess orders routes by MP, red boxes, length, then zone keys.
func routeLess(a, b Route) bool {
	if a.MP != b.MP {
		return a.MP < b.MP
	}
	if a.Red != b.Red {
		return a.Red < b.Red
	}
	if len(a.Zones) != len(b.Zones) {
		return len(a.Zones) < len(b.Zones)
	}
	return slices.Compare(a.Zones, b.Zones) < 0
}

// WeeksForTrip is the display estimate of a trip's length: ceil(MP / speed) weeks
// (design 3.3 rule 6). speed must be positive.
func WeeksForTrip(mp, speed int) int {
	if speed <= 0 {
		panic("bdu: WeeksForTrip: speed must be positive")
	}
	return (mp + speed - 1) / speed
}

// Range returns the range in OAs from a base (or advanced base) to zone (design 3.3
// rule 4, SW 15.11): the fewest OAs on a route, counting the OAs entered (zone included
// if it is an OA), never through english_channel or gibraltar, a route2 edge counting
// as one OA step. ok is false when no such route exists (the "–" of table 3.2).
func (m *Map) Range(base, zone string) (oas int, ok bool) {
	if m.Zones[zone] == nil {
		return 0, false
	}
	oas, ok = m.RangesFrom(base)[zone]
	return oas, ok
}

// RangesFrom returns the range in OAs (as Range) from a base to every zone it reaches,
// read from the range table (built on first use; shared: never change it). Unknown
// base: nil.
func (m *Map) RangesFrom(base string) map[string]int {
	m.ranges.once.Do(func() {
		m.ranges.from = map[string]map[string]int{}
		for _, k := range m.ZoneKeys {
			m.ranges.from[k] = m.searchRanges(k)
		}
	})
	return m.ranges.from[base]
}

// searchRanges is the search behind the range table (design 3.3 rule 4).
func (m *Map) searchRanges(base string) map[string]int {
	if m.Zones[base] == nil {
		return map[string]int{}
	}
	dist := map[string]int{base: 0}
	done := map[string]bool{}
	for {
		cur, cd := "", 0
		for _, k := range m.ZoneKeys {
			if dk, ok := dist[k]; ok && !done[k] && (cur == "" || dk < cd) {
				cur, cd = k, dk
			}
		}
		if cur == "" {
			return dist
		}
		done[cur] = true
		kind := m.Zones[cur].Kind
		if cur != base && (kind != KindOperatingArea && kind != KindTransitZone || cur == "english_channel" || cur == "gibraltar") {
			continue
		}
		for _, a := range m.adj[cur] {
			step := 0
			if m.Zones[a.Zone].Kind == KindOperatingArea {
				step = 1
			}
			if dk, ok := dist[a.Zone]; !ok || cd+step < dk {
				dist[a.Zone] = cd + step
			}
		}
	}
}

// rangeSources are the bases of table 3.2's "OAs from" column, in its order.
var rangeSources = []string{"france_atlantic", "germany", "norway"}

// checkRanges compares printed_ranges (table 3.2) with Range.
func (d *Data) checkRanges(c *campaignFile) error {
	for _, k := range sortedKeys(c.PrintedRanges) {
		z := d.Map.Zones[k]
		if z == nil || z.Kind != KindOperatingArea {
			return fmt.Errorf("printed_ranges: %q is not an OA", k)
		}
		row := c.PrintedRanges[k]
		if len(row) != len(rangeSources) {
			return fmt.Errorf("printed_ranges: %s: %d values, want %d (France / Germany / Norway)", k, len(row), len(rangeSources))
		}
		for i, base := range rangeSources {
			got, ok := d.Map.Range(base, k)
			printed := "–"
			if row[i] != nil {
				printed = fmt.Sprint(*row[i])
			}
			computed := "–"
			if ok {
				computed = fmt.Sprint(got)
			}
			if printed != computed {
				return fmt.Errorf("printed_ranges: %s from %s: table 3.2 prints %s but the edges give %s (design 3.3 rule 4)", k, base, printed, computed)
			}
		}
	}
	for _, k := range d.Map.ZoneKeys {
		if d.Map.Zones[k].Kind == KindOperatingArea && c.PrintedRanges[k] == nil {
			return fmt.Errorf("printed_ranges: OA %s missing", k)
		}
	}
	return nil
}

// buildTransit reads transit_modifiers (design 3.4).
func (d *Data) buildTransit(c *campaignFile) error {
	m := d.Map
	m.transitMod = map[string][NumPeriods]int{}
	m.closed = map[string][NumPeriods]bool{}
	for _, k := range sortedKeys(c.TransitModifiers) {
		if z := m.Zones[k]; z == nil || z.Kind != KindTransitZone {
			return fmt.Errorf("transit_modifiers: %q is not a transit zone", k)
		}
		row := c.TransitModifiers[k]
		if len(row) != NumPeriods {
			return fmt.Errorf("transit_modifiers: %s: %d values, want one per war period (%d)", k, len(row), NumPeriods)
		}
		var mods [NumPeriods]int
		var closed [NumPeriods]bool
		for i, v := range row {
			if v == nil {
				closed[i] = true
			} else if *v < 0 || *v > 9 {
				return fmt.Errorf("transit_modifiers: %s WP%d: %d outside 0–9", k, i+1, *v)
			} else {
				mods[i] = *v
			}
		}
		m.transitMod[k], m.closed[k] = mods, closed
	}
	for _, k := range m.ZoneKeys {
		if m.Zones[k].Kind == KindTransitZone {
			if _, ok := m.transitMod[k]; !ok {
				return fmt.Errorf("transit_modifiers: transit zone %s missing", k)
			}
		}
	}
	return nil
}
