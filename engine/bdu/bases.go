package bdu

import (
	"fmt"
	"slices"
)

// design 3.5: bases by period and capacity; design 3.6: the [E1] column of each zone.

// Base is a U-boat base or advanced base (tender) (design 3.5).
type Base struct {
	Zone string
	// Opening, any of (the earliest that applies opens it):
	OpensAt    Week     // opens at this week (HasOpensAt)
	HasOpensAt bool     //
	OpensWith  int      // opens when this war period (index) starts; 0 = none
	OpensBy    []string // opens when one of these war events happens (event keys)
	WeeksAfter int      // … this many weeks after the event
	// ClosedBy: the war events that close it for good, from the turn after the event's
	// (its War Progress, SW 36.63F: Torch in Spain, Operation Puma)
	ClosedBy []string
	// Closing: OpenUntil is its last open week (HasOpenUntil; it closes at the end of
	// that week); InactiveFrom is the war period (index) from which it is inactive.
	OpenUntil    Week
	HasOpenUntil bool
	InactiveFrom int
	// WorkUp[wp-1] is the Work Up number rolled against (≤) to leave Work Up [SW 9.3];
	// 0 where the base cannot be open.
	WorkUp [NumPeriods]int
	// Repair is the repair number of Repair 3, Repair 2, Repair 1 [SW 10.0]; HasRepair
	// is false for tenders (no repair boxes).
	Repair    [3]int
	HasRepair bool
	// Capacity[wp-1] is the most boats in Repair 1+2+3 together [SW 10.1]; for a tender,
	// its support value [SW 21.22].
	Capacity [NumPeriods]int
	AirRaids bool // rolls port air raids from 1944-01 (design 4.4)
}

// EventLog tells when a war event happened, for the bases that open by event: the turn
// (Week.Turn) of its first occurrence and whether it has happened at all. Events that
// happened before a late start are given the turn before the start.
type EventLog func(event string) (turn int, ok bool)

// OpenAt reports whether the base is open in week w of war period wp (1–10), given the
// war events that have happened (design 3.5).
func (b *Base) OpenAt(w Week, wp int, happened EventLog) bool {
	if b.InactiveFrom > 0 && wp >= b.InactiveFrom {
		return false
	}
	if b.HasOpenUntil && b.OpenUntil.Before(w) {
		return false
	}
	for _, e := range b.ClosedBy {
		if at, ok := happened(e); ok && w.Turn() > at {
			return false
		}
	}
	if b.HasOpensAt && !w.Before(b.OpensAt) {
		return true
	}
	if b.OpensWith > 0 && wp >= b.OpensWith {
		return true
	}
	for _, e := range b.OpensBy {
		if at, ok := happened(e); ok && w.Turn() >= at+b.WeeksAfter {
			return true
		}
	}
	return false
}

// RepairNumber is the number of a repair box (3, 2 or 1) [SW 10.0]; 0 for a tender.
func (b *Base) RepairNumber(box int) int {
	if !b.HasRepair || box < 1 || box > 3 {
		return 0
	}
	return b.Repair[3-box]
}

// OpenBases returns the keys of the bases and advanced bases open in week w of war
// period wp, in map order (design 3.5).
func (m *Map) OpenBases(w Week, wp int, happened EventLog) []string {
	var out []string
	for _, k := range m.ZoneKeys {
		if b := m.Bases[k]; b != nil && b.OpenAt(w, wp, happened) {
			out = append(out, k)
		}
	}
	return out
}

// buildBases reads bases (design 3.5); needs the war periods.
func (d *Data) buildBases(c *campaignFile) error {
	m := d.Map
	m.Bases = map[string]*Base{}
	for _, k := range sortedKeys(c.Bases) {
		y := c.Bases[k]
		at := "bases: " + k
		z := m.Zones[k]
		if z == nil {
			return fmt.Errorf("%s: %q is not a zone", at, k)
		}
		if z.Kind != KindBase && z.Kind != KindAdvancedBase && ((z.Kind != KindNeutralPort && z.Kind != KindSMZ) || len(y.OpensBy) == 0 || y.OpensAt != "" || y.OpensWith != "") {
			// a neutral port or an SMZ becomes a base only by an event (SW 36.63F, H:
			// Spain, Vichy France in the war)
			return fmt.Errorf("%s: zone %s is a %s, not a base", at, k, z.Kind)
		}
		b := &Base{Zone: k, OpensBy: y.OpensBy, WeeksAfter: y.WeeksAfter, ClosedBy: y.ClosedBy, AirRaids: y.AirRaids}
		var err error
		if y.OpensAt != "" {
			if b.OpensAt, err = ParseWeek(y.OpensAt); err != nil {
				return fmt.Errorf("%s: opens_at: %w", at, err)
			}
			if !b.OpensAt.InCampaign() {
				return fmt.Errorf("%s: opens_at %s is outside the campaign", at, b.OpensAt)
			}
			b.HasOpensAt = true
		}
		if y.OpensWith != "" {
			p := d.Period(y.OpensWith)
			if p == nil {
				return fmt.Errorf("%s: opens_with %q is not a war period", at, y.OpensWith)
			}
			b.OpensWith = p.Index
		}
		for _, e := range slices.Concat(y.OpensBy, y.ClosedBy) {
			if !keyRE.MatchString(e) {
				return fmt.Errorf("%s: opens_by %q: event keys are lower-case snake case (design 0)", at, e)
			}
		}
		if y.WeeksAfter < 0 || (y.WeeksAfter > 0 && len(y.OpensBy) == 0) {
			return fmt.Errorf("%s: weeks_after %d needs opens_by and must not be negative", at, y.WeeksAfter)
		}
		if !b.HasOpensAt && b.OpensWith == 0 && len(b.OpensBy) == 0 {
			return fmt.Errorf("%s: no opening rule (opens_at, opens_with or opens_by)", at)
		}
		if y.OpenUntil != "" {
			if b.OpenUntil, err = ParseWeek(y.OpenUntil); err != nil {
				return fmt.Errorf("%s: open_until: %w", at, err)
			}
			if !b.OpenUntil.InCampaign() {
				return fmt.Errorf("%s: open_until %s is outside the campaign", at, b.OpenUntil)
			}
			if b.HasOpensAt && b.OpenUntil.Before(b.OpensAt) {
				return fmt.Errorf("%s: open_until %s before opens_at %s", at, b.OpenUntil, b.OpensAt)
			}
			b.HasOpenUntil = true
		}
		if y.InactiveFrom != "" {
			p := d.Period(y.InactiveFrom)
			if p == nil {
				return fmt.Errorf("%s: inactive_from %q is not a war period", at, y.InactiveFrom)
			}
			b.InactiveFrom = p.Index
		}
		for _, f := range []struct {
			name string
			v    []int
			dst  *[NumPeriods]int
		}{{"work_up", y.WorkUp, &b.WorkUp}, {"capacity", y.Capacity, &b.Capacity}} {
			if len(f.v) != NumPeriods {
				return fmt.Errorf("%s: %s: %d values, want one per war period (%d)", at, f.name, len(f.v), NumPeriods)
			}
			for i, v := range f.v {
				if v < 0 || (f.name == "work_up" && v > 9) {
					return fmt.Errorf("%s: %s WP%d: %d out of range", at, f.name, i+1, v)
				}
				f.dst[i] = v
			}
		}
		full := z.Kind == KindBase || (z.Kind != KindAdvancedBase && y.Repair != nil) // a port with repair numbers is a full base
		switch {
		case z.Kind == KindAdvancedBase && y.Repair != nil:
			return fmt.Errorf("%s: an advanced base (tender) has no repair boxes", at)
		case full && len(y.Repair) != 3:
			return fmt.Errorf("%s: repair: want the three numbers of Repair 3 / 2 / 1", at)
		case full:
			for _, v := range y.Repair {
				if v < 0 || v > 9 {
					return fmt.Errorf("%s: repair number %d outside 0–9", at, v)
				}
			}
			copy(b.Repair[:], y.Repair)
			b.HasRepair = true
		}
		// every war period in which the base is open by its dates alone needs a Work Up
		// number and a capacity (bases opened by events only are checked against the
		// campaign starts, buildStarts)
		first := 0
		if b.HasOpensAt {
			first = d.PeriodAt(b.OpensAt.Month).Index
		}
		if b.OpensWith > 0 && (first == 0 || b.OpensWith < first) {
			first = b.OpensWith
		}
		if first > 0 {
			last := NumPeriods
			if b.HasOpenUntil {
				last = d.PeriodAt(b.OpenUntil.Month).Index
			}
			if b.InactiveFrom > 0 {
				last = min(last, b.InactiveFrom-1)
			}
			for wp := first; wp <= last; wp++ {
				if b.WorkUp[wp-1] == 0 || b.Capacity[wp-1] == 0 {
					return fmt.Errorf("%s: open in WP%d but its work_up or capacity there is 0", at, wp)
				}
			}
		}
		m.Bases[k] = b
	}
	for _, k := range m.ZoneKeys {
		if z := m.Zones[k]; (z.Kind == KindBase || z.Kind == KindAdvancedBase) && m.Bases[k] == nil {
			return fmt.Errorf("bases: base %s missing (design 3.5)", k)
		}
	}
	return nil
}

// E1Columns are the [E1] column keys of the Hunted encounter table (tables.md [E1]).
var E1Columns = []string{"transit", "arctic", "atlantic", "brazilian_coast", "british_isles", "caribbean",
	"indian_ocean", "australia", "mediterranean", "spanish_coast", "west_african_coast", "north_america",
	"bay_of_biscay", "additional_round"}

type e1Columns struct {
	onStation       map[string]string // zones without a WP6–10 chart
	chart           map[string]string // OAs: activity_wp6_10 e1
	invasionZone    string
	invasionPeriod  int
	invasionColumn  string
	transitCrossing map[string]E1Pick
	transit         string
}

// InvasionSMZ is the Channel special-mission zone of the WP8 header (design 8.5
// "Overlord", 3.6): from Overlord (Data.Fixed.Overlord) to the end of war period Period,
// Zone is a patrol zone searched on the [E1] column Column ("–" read as Aircraft) with
// gate Gate, Red red boxes and air cover Air (N, L, H); only Types may be sent there
// [H 7.4.3]; a boat without schnorchel takes +NoSchnorchelTransit on its transit checks.
type InvasionSMZ struct {
	Zone                string
	Period              int
	Column              string
	Gate, Red           int
	Air                 byte
	Types               []string
	NoSchnorchelTransit int
	chart               *LateChart // its WP6–10 chart: the gate, red and air of Period, closed otherwise
}

// E1Pick is an [E1] column and the modifier to its roll.
type E1Pick struct {
	Column   string
	Modifier int
}

// E1OnStation returns the [E1] column of an on-station week in zone during war period
// wp (design 3.6). dashIsAircraft is true for the WP8 Invasion of the Channel, where "–"
// reads as Aircraft [H 7.4.3] (the Channel is a patrol zone only from Overlord, 1944-06
// week 2: the weekly engine sends no boat there before). Errors: the zone has no on-station column (bases,
// transit zones outside the Invasion, off-map boxes, unknown keys).
func (m *Map) E1OnStation(zone string, wp int) (column string, dashIsAircraft bool, err error) {
	if zone == m.e1.invasionZone && wp == m.e1.invasionPeriod {
		return m.e1.invasionColumn, true, nil
	}
	if c, ok := m.e1.chart[zone]; ok {
		return c, false, nil
	}
	if c, ok := m.e1.onStation[zone]; ok {
		return c, false, nil
	}
	return "", false, fmt.Errorf("e1: %q has no on-station [E1] column (design 3.6)", zone)
}

// E1Transit returns the [E1] column of a transit week that crosses the zones given in
// order (design 3.6): the first crossed transit zone with a column of its own (Biscay,
// Gibraltar at −3, the Channel), otherwise "transit".
func (m *Map) E1Transit(crossed []string) E1Pick {
	for _, z := range crossed {
		if p, ok := m.e1.transitCrossing[z]; ok {
			return p
		}
	}
	return E1Pick{Column: m.e1.transit}
}

// buildE1 reads e1_columns (design 3.6); needs the charts (the OAs' columns).
func (d *Data) buildE1(c *campaignFile) error {
	m := d.Map
	y := c.E1Columns
	col := func(at, v string) error {
		if !slices.Contains(E1Columns, v) {
			return fmt.Errorf("e1_columns: %s: %q is not an [E1] column", at, v)
		}
		return nil
	}
	m.e1.onStation = map[string]string{}
	for _, k := range sortedKeys(y.OnStation) {
		z := m.Zones[k]
		if z == nil {
			return fmt.Errorf("e1_columns: on_station: %q is not a zone", k)
		}
		if z.Kind == KindOperatingArea || z.Kind == KindBase || z.Kind == KindOffMap || z.Kind == KindTransitZone {
			return fmt.Errorf("e1_columns: on_station: %s is a %s (OAs take their column from activity_wp6_10)", k, z.Kind)
		}
		if err := col("on_station "+k, y.OnStation[k]); err != nil {
			return err
		}
		m.e1.onStation[k] = y.OnStation[k]
	}
	for _, k := range m.ZoneKeys {
		z := m.Zones[k]
		if m.e1.onStation[k] != "" {
			continue
		}
		switch z.Kind {
		case KindSMZ, KindAdvancedBase:
			return fmt.Errorf("e1_columns: on_station: %s missing (design 3.6)", k)
		case KindNeutralPort:
			// table 3.6 does not list el_ferrol and cadiz; a neutral port "counts as
			// inside its OA" (3.1), so it takes the column of the one OA it links to
			var oas []string
			for _, a := range m.adj[k] {
				if m.Zones[a.Zone].Kind == KindOperatingArea {
					oas = append(oas, a.Zone)
				}
			}
			if len(oas) != 1 {
				return fmt.Errorf("e1_columns: on_station: neutral port %s links to %d OAs; give its column", k, len(oas))
			}
			m.e1.onStation[k] = m.e1.chart[oas[0]]
		}
	}
	if z := m.Zones[y.Invasion.Zone]; z == nil {
		return fmt.Errorf("e1_columns: invasion: %q is not a zone", y.Invasion.Zone)
	}
	p := d.Period(y.Invasion.Period)
	if p == nil {
		return fmt.Errorf("e1_columns: invasion: %q is not a war period", y.Invasion.Period)
	}
	if err := col("invasion", y.Invasion.Column); err != nil {
		return err
	}
	m.e1.invasionZone, m.e1.invasionPeriod, m.e1.invasionColumn = y.Invasion.Zone, p.Index, y.Invasion.Column
	iv := &y.Invasion
	if iv.Gate < 0 || iv.Gate > 9 || iv.Red < 0 || iv.Red > 10 || iv.NoSchnorchelTransit < 0 || len(iv.Types) == 0 {
		return fmt.Errorf("e1_columns: invasion: gate %d (0–9), red %d (0–10), no_schnorchel_transit %d (≥ 0) or no types", iv.Gate, iv.Red, iv.NoSchnorchelTransit)
	}
	air, err := airCode("e1_columns: invasion", iv.Air)
	if err != nil {
		return err
	}
	for _, t := range iv.Types {
		if d.Types[t] == nil {
			return fmt.Errorf("e1_columns: invasion: %q is not a boat type", t)
		}
	}
	if p.Index < 6 {
		return fmt.Errorf("e1_columns: invasion: %s is not a WP6–10 period (its search is [E1] and gate)", iv.Period)
	}
	m.Invasion = InvasionSMZ{Zone: iv.Zone, Period: p.Index, Column: iv.Column, Gate: iv.Gate, Red: iv.Red, Air: air,
		Types: slices.Clone(iv.Types), NoSchnorchelTransit: iv.NoSchnorchelTransit,
		chart: &LateChart{E1: iv.Column, Gate: [5]int{-1, -1, -1, -1, -1}}}
	m.Invasion.chart.Gate[p.Index-6], m.Invasion.chart.Red[p.Index-6], m.Invasion.chart.Air[p.Index-6] = iv.Gate, iv.Red, air
	m.e1.transitCrossing = map[string]E1Pick{}
	for _, k := range sortedKeys(y.TransitCrossing) {
		if z := m.Zones[k]; z == nil || z.Kind != KindTransitZone {
			return fmt.Errorf("e1_columns: transit_crossing: %q is not a transit zone", k)
		}
		t := y.TransitCrossing[k]
		if err := col("transit_crossing "+k, t.Column); err != nil {
			return err
		}
		m.e1.transitCrossing[k] = E1Pick{t.Column, t.Modifier}
	}
	if err := col("transit", y.Transit); err != nil {
		return err
	}
	m.e1.transit = y.Transit
	return nil
}
