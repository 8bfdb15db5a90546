package bdu

import (
	"slices"
	"sort"
	"testing"

	"uboat/engine"
)

// design 3.3: edges are undirected, neighbours sorted and symmetric.
func TestNeighbours(t *testing.T) {
	m := MustData().Map
	for _, k := range m.ZoneKeys {
		ns := m.Neighbours(k)
		if !sort.SliceIsSorted(ns, func(i, j int) bool { return ns[i].Zone < ns[j].Zone }) {
			t.Errorf("%s: neighbours not sorted", k)
		}
		for _, a := range ns {
			back := slices.IndexFunc(m.Neighbours(a.Zone), func(b Adjacent) bool { return b.Zone == k && b.MP == a.MP && b.Kind == a.Kind })
			if back < 0 {
				t.Errorf("%s → %s has no way back", k, a.Zone)
			}
		}
	}
	got := m.Neighbours("france_atlantic")
	if len(got) != 2 || got[0].Zone != "bay_of_biscay" || got[1].Zone != "english_channel" || got[0].MP != 0 {
		t.Errorf("france_atlantic neighbours %+v", got)
	}
	if len(m.Neighbours("refit_atlantic")) != 0 || len(m.Neighbours("nowhere")) != 0 {
		t.Errorf("off-map or unknown zones have neighbours")
	}
}

// shortestMP is a plain Bellman-Ford over the same passability rule, to check Path: the
// fewest MP from one zone to every zone (absent: unreachable).
func shortestMP(m *Map, from string, wp int) map[string]int {
	const inf = 1 << 30
	dist := map[string]int{}
	for _, k := range m.ZoneKeys {
		dist[k] = inf
	}
	dist[from] = 0
	for range m.ZoneKeys {
		for _, k := range m.ZoneKeys {
			if dist[k] == inf || (k != from && !m.passable(k, wp)) {
				continue
			}
			for _, a := range m.Neighbours(k) {
				if z := m.Zones[a.Zone]; z.Kind == KindTransitZone && m.closed[a.Zone][wp-1] {
					continue
				}
				dist[a.Zone] = min(dist[a.Zone], dist[k]+a.MP)
			}
		}
	}
	out := map[string]int{}
	for k, v := range dist {
		if v < inf {
			out[k] = v
		}
	}
	return out
}

// design 3.3 rule 5: the most direct path has the fewest MP, its MP and red boxes add up
// along valid edges, it never passes through a base or SMZ, and it is the same each time.
func TestPathAllPairs(t *testing.T) {
	m := MustData().Map
	var seas []string
	for _, k := range m.ZoneKeys {
		if z := m.Zones[k]; z.Kind == KindOperatingArea || z.Kind == KindBase {
			seas = append(seas, k)
		}
	}
	for _, wp := range []int{1, 9} { // Biscay and Gibraltar open, then closed
		for _, from := range seas {
			dist := shortestMP(m, from, wp)
			for _, to := range seas {
				r, err := m.Path(from, to, wp)
				want, ok := dist[to]
				if !ok {
					if err == nil {
						t.Errorf("WP%d %s → %s: a path where none exists", wp, from, to)
					}
					continue
				}
				if err != nil {
					t.Fatalf("WP%d %s → %s: %v", wp, from, to, err)
				}
				if r.MP != want {
					t.Errorf("WP%d %s → %s: %d MP, shortest is %d", wp, from, to, r.MP, want)
				}
				if r.Zones[0] != from || r.Zones[len(r.Zones)-1] != to {
					t.Fatalf("WP%d %s → %s: route %v", wp, from, to, r.Zones)
				}
				mp, red := 0, 0
				for i := 1; i < len(r.Zones); i++ {
					j := slices.IndexFunc(m.Neighbours(r.Zones[i-1]), func(a Adjacent) bool { return a.Zone == r.Zones[i] })
					if j < 0 {
						t.Fatalf("WP%d route %v: %s and %s are not adjacent", wp, r.Zones, r.Zones[i-1], r.Zones[i])
					}
					mp += m.Neighbours(r.Zones[i-1])[j].MP
					red += m.RedBoxes(r.Zones[i], wp)
					if i < len(r.Zones)-1 && !m.passable(r.Zones[i], wp) {
						t.Errorf("WP%d route %v passes through %s", wp, r.Zones, r.Zones[i])
					}
				}
				if mp != r.MP || red != r.Red {
					t.Errorf("WP%d route %v: MP %d red %d, adds up to %d / %d", wp, r.Zones, r.MP, r.Red, mp, red)
				}
				again, _ := m.Path(from, to, wp)
				if !slices.Equal(again.Zones, r.Zones) {
					t.Errorf("WP%d %s → %s: %v then %v", wp, from, to, r.Zones, again.Zones)
				}
			}
		}
	}
}

// design 3.3's worked examples, 3.4 closures, 3.1 SMZs are not shortcuts.
func TestPathExamples(t *testing.T) {
	m := MustData().Map
	path := func(from, to string, wp int) Route {
		t.Helper()
		r, err := m.Path(from, to, wp)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	// rule 2: France-Atlantic → Bay of Biscay → SW Approaches costs 1 MP, as does
	// Germany → Channel → SW Approaches
	if r := path("france_atlantic", "sw_approaches", 2); r.MP != 1 || !slices.Equal(r.Zones, []string{"france_atlantic", "bay_of_biscay", "sw_approaches"}) {
		t.Errorf("France → SWA: %+v", r)
	}
	if r := path("germany", "sw_approaches", 2); r.MP != 1 || !slices.Contains(r.Zones, "english_channel") {
		t.Errorf("Germany → SWA: %+v", r)
	}
	// rule 6: France-Atlantic → US East Coast is 5 MP, 2 weeks at Speed 3
	r := path("france_atlantic", "us_east_coast", 2)
	if r.MP != 5 || WeeksForTrip(r.MP, MustData().Types["VIIC"].Speed) != 2 {
		t.Errorf("France → US East Coast: %+v", r)
	}
	// WP9: Biscay is closed (3.4), so France-Atlantic is left through the Channel
	if r := path("france_atlantic", "sw_approaches", 9); slices.Contains(r.Zones, "bay_of_biscay") || r.MP != 1 {
		t.Errorf("WP9 France → SWA: %+v", r)
	}
	if _, err := m.Path("gibraltar", "morocco", 10); err == nil {
		t.Errorf("a path from the closed Gibraltar in WP10")
	}
	// an SMZ linked to two OAs (Ireland) is not a free way between them
	if r := path("western_approaches", "sw_approaches", 3); r.MP != 1 || slices.Contains(r.Zones, "ireland") {
		t.Errorf("WA → SWA: %+v", r)
	}
	// but an SMZ is reached by its link at no cost
	if r := path("western_approaches", "ireland", 3); r.MP != 0 {
		t.Errorf("WA → Ireland: %+v", r)
	}
	for _, bad := range [][3]string{{"nowhere", "north_sea", "1"}, {"refit_atlantic", "north_sea", "1"}} {
		if _, err := m.Path(bad[0], bad[1], 1); err == nil {
			t.Errorf("Path(%s, %s) accepted", bad[0], bad[1])
		}
	}
	if _, err := m.Path("germany", "north_sea", 11); err == nil {
		t.Errorf("WP11 accepted")
	}
}

// design 3.3 rule 5: among routes of equal MP the one with fewest red boxes is taken.
func TestPathPrefersFewerRedBoxes(t *testing.T) {
	m := MustData().Map
	for wp := 1; wp <= NumPeriods; wp++ {
		// every OA pair: enumerate all simple routes of the shortest MP up to 7 zones long
		// from France and check none has fewer red boxes than Path's
		from := "france_atlantic"
		if wp >= 9 {
			from = "norway"
		}
		for _, to := range []string{"us_east_coast", "grand_banks", "caribbean", "cape_verde"} {
			r, err := m.Path(from, to, wp)
			if err != nil {
				t.Fatal(err)
			}
			var walk func(route []string, mp, red int)
			walk = func(route []string, mp, red int) {
				cur := route[len(route)-1]
				if mp > r.MP {
					return
				}
				if cur == to {
					if mp == r.MP && red < r.Red {
						t.Errorf("WP%d %s → %s: %v has %d red boxes, Path chose %v with %d", wp, from, to, route, red, r.Zones, r.Red)
					}
					return
				}
				if cur != from && !m.passable(cur, wp) {
					return
				}
				for _, a := range m.Neighbours(cur) {
					if slices.Contains(route, a.Zone) || (m.Zones[a.Zone].Kind == KindTransitZone && m.closed[a.Zone][wp-1]) {
						continue
					}
					walk(append(slices.Clone(route), a.Zone), mp+a.MP, red+m.RedBoxes(a.Zone, wp))
				}
			}
			walk([]string{from}, 0, 0)
		}
	}
}

// design 3.3 rule 4 and table 3.2: range in OAs (the printed table is also checked on
// load).
func TestRange(t *testing.T) {
	m := MustData().Map
	for _, c := range []struct {
		base, zone string
		want       int
		ok         bool
	}{
		{"germany", "north_sea", 1, true},
		{"france_atlantic", "north_sea", 3, true}, // not through the Channel
		{"france_atlantic", "western_mediterranean", 0, false},
		{"germany", "australia", 0, false},
		{"penang", "arabian_sea", 1, true}, // route2 counts as one OA step
		{"narvik", "barents_sea", 1, true},
	} {
		got, ok := m.Range(c.base, c.zone)
		if got != c.want || ok != c.ok {
			t.Errorf("Range(%s, %s) = %d, %v; want %d, %v", c.base, c.zone, got, ok, c.want, c.ok)
		}
	}
	// the VIIC's range cap (SW 30.7): 3 in WP1–2, 4 in WP3, its rating after
	v := MustData().Types["VIIC"]
	if v.RangeIn(1) != 3 || v.RangeIn(3) != 4 || v.RangeIn(4) != v.Range || MustData().Types["IXC"].RangeIn(1) != 8 {
		t.Errorf("VIIC range %d / %d / %d", v.RangeIn(1), v.RangeIn(3), v.RangeIn(4))
	}
}

// design 3.4: transit-zone modifiers (Channel and Biscay as calibrated, design 10.2
// knob 3, campaign.yaml; Gibraltar as printed).
func TestTransitModifiers(t *testing.T) {
	m := MustData().Map
	for _, c := range []struct {
		tz       string
		wp, mod  int
		open, ok bool
	}{
		{"english_channel", 1, 4, true, true},
		{"english_channel", 5, 0, true, true},
		{"bay_of_biscay", 3, 1, true, true},
		{"bay_of_biscay", 8, 0, true, true},
		{"bay_of_biscay", 9, 0, false, true},
		{"gibraltar", 10, 0, false, true},
		{"gibraltar", 6, 4, true, true},
		{"north_sea", 1, 0, false, false},
		{"english_channel", 0, 0, false, false},
	} {
		mod, open, ok := m.TransitModifier(c.tz, c.wp)
		if mod != c.mod || open != c.open || ok != c.ok {
			t.Errorf("TransitModifier(%s, WP%d) = %d, %v, %v", c.tz, c.wp, mod, open, ok)
		}
	}
}

// design 3.5: bases open by date, by war period and by event.
func TestOpenBases(t *testing.T) {
	d := MustData()
	m := d.Map
	none := func(string) (int, bool) { return 0, false }
	at := func(s string) Week {
		w, err := ParseWeek(s)
		if err != nil {
			t.Fatal(err)
		}
		return w
	}
	wpOf := func(w Week) int { return d.PeriodAt(w.Month).Index }
	events := func(ev map[string]string) EventLog {
		return func(e string) (int, bool) {
			if s, ok := ev[e]; ok {
				return at(s).Turn(), true
			}
			return 0, false
		}
	}
	hist := events(map[string]string{"weserubung": "1940-04/1", "mediterranean_campaign": "1941-09/2",
		"arctic_operations": "1941-10/1", "monsun": "1943-07/1", "cooperation_with_ussr": "1939-11/1"})
	for _, c := range []struct {
		week string
		log  EventLog
		want []string
	}{
		{"1939-09/1", none, []string{"germany"}},
		{"1939-12/1", hist, []string{"germany", "murmansk"}},
		{"1940-04/1", hist, []string{"germany", "murmansk"}},           // Norway opens the week after Weserübung
		{"1940-04/2", hist, []string{"germany", "norway", "murmansk"}}, // Weserübung week 2
		{"1940-07/1", hist, []string{"germany", "norway", "france_atlantic"}},
		{"1942-01/1", none, []string{"germany", "france_atlantic", "greece"}}, // Greece with WP4 even without the event
		{"1942-01/1", hist, []string{"germany", "norway", "france_atlantic", "italy", "greece", "narvik"}},
		{"1943-01/1", hist, []string{"germany", "norway", "france_atlantic", "italy", "greece", "toulon", "narvik"}},
		{"1944-08/2", hist, []string{"germany", "norway", "france_atlantic", "italy", "greece", "toulon", "penang", "narvik"}},
		{"1944-08/3", hist, []string{"germany", "norway", "france_atlantic", "italy", "greece", "penang", "narvik"}},
		{"1944-09/1", hist, []string{"germany", "norway", "italy", "greece", "penang", "narvik"}},
		{"1944-09/2", hist, []string{"germany", "norway", "penang", "narvik"}},
	} {
		w := at(c.week)
		got := m.OpenBases(w, wpOf(w), c.log)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: open %v, want %v", c.week, got, c.want)
		}
	}
	// capacities and numbers (table 3.5: WP4 capacity 15 as SW 10.1 prints it; Work Up
	// and the other capacities as calibrated, design 10.2 knob 4, campaign.yaml)
	fr := m.Bases["france_atlantic"]
	if fr.WorkUp[1] != 1 || fr.WorkUp[3] != 5 || fr.Capacity[3] != 15 || fr.Capacity[7] != 30 || fr.AirRaids {
		t.Errorf("france_atlantic %+v", fr)
	}
	g := m.Bases["germany"]
	if g.RepairNumber(3) != 3 || g.RepairNumber(2) != 4 || g.RepairNumber(1) != 5 || g.RepairNumber(4) != 0 {
		t.Errorf("germany repair numbers %v", g.Repair)
	}
	if m.Bases["narvik"].HasRepair || m.Bases["narvik"].RepairNumber(1) != 0 {
		t.Errorf("the tender at Narvik has repair boxes")
	}
}

// design 3.6: the [E1] column of each zone.
func TestE1Columns(t *testing.T) {
	m := MustData().Map
	for _, c := range []struct {
		zone, col string
		wp        int
		dash      bool
	}{
		{"north_sea", "british_isles", 6, false},
		{"ireland", "british_isles", 3, false},
		{"mid_ocean", "atlantic", 7, false},
		{"azores", "atlantic", 7, false},
		{"florida", "caribbean", 4, false},
		{"canary_islands", "spanish_coast", 5, false},
		{"el_ferrol", "atlantic", 5, false},  // counts as in SW Approaches (3.2)
		{"cadiz", "spanish_coast", 5, false}, // counts as in Morocco (3.2)
		{"english_channel", "atlantic", 8, true},
		{"australia", "australia", 9, false},
		{"murmansk", "arctic", 1, false},
		{"levant", "mediterranean", 4, false},
	} {
		col, dash, err := m.E1OnStation(c.zone, c.wp)
		if err != nil || col != c.col || dash != c.dash {
			t.Errorf("E1OnStation(%s, WP%d) = %s, %v, %v; want %s, %v", c.zone, c.wp, col, dash, err, c.col, c.dash)
		}
	}
	for _, z := range []string{"english_channel", "germany", "refit_atlantic", "nowhere"} {
		if _, _, err := m.E1OnStation(z, 7); err == nil {
			t.Errorf("E1OnStation(%s, WP7) has a column", z)
		}
	}
	for _, c := range []struct {
		crossed []string
		want    E1Pick
	}{
		{[]string{"bay_of_biscay", "sw_approaches"}, E1Pick{"bay_of_biscay", 0}},
		{[]string{"gibraltar", "western_mediterranean"}, E1Pick{"additional_round", -3}},
		{[]string{"english_channel", "sw_approaches"}, E1Pick{"bay_of_biscay", 0}},
		{[]string{"mid_ocean", "sargasso_sea"}, E1Pick{"transit", 0}},
		{nil, E1Pick{"transit", 0}},
	} {
		if got := m.E1Transit(c.crossed); got != c.want {
			t.Errorf("E1Transit(%v) = %+v, want %+v", c.crossed, got, c.want)
		}
	}
}

// E1Columns are the Hunted engine's [E1] columns (the zoom bridge, design 3.6, 6.2.2).
func TestE1ColumnsAreTheHuntedOnes(t *testing.T) {
	hd, err := engine.LoadData()
	if err != nil {
		t.Fatal(err)
	}
	e1 := hd.Tables["E1"]
	if e1 == nil {
		t.Fatal("the Hunted data has no E1 table")
	}
	var hunted []string
	for k := range e1.Columns {
		hunted = append(hunted, k)
	}
	mine := slices.Clone(E1Columns)
	slices.Sort(hunted)
	slices.Sort(mine)
	if !slices.Equal(hunted, mine) {
		t.Errorf("[E1] columns: Hunted %v, bdu %v", hunted, mine)
	}
}
