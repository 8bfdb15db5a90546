package bdu

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// The Appendix A tables that the weekly engine (week.go, f1.go) reads: activity charts
// (design 7.1, 7.3), contact profiles (7.2), escort and general ASW values (7.6), the
// counterattack table (6.1.4) and the historical record (10.1). They are loaded and
// validated here so that the whole of Appendix A is checked on load; the map reads the
// red-box counts (path tie-break, 3.3 rule 5) and the OAs' [E1] columns (3.6) from them.

// Charts holds those tables.
type Charts struct {
	// Early[oa] is the WP1–5 Area Activity Chart of an OA (design 7.1).
	Early map[string]*EarlyChart
	// Profiles[name][wp-1] is a contact profile's row for WP1–5: 12 cells for the
	// modified d10 0–11, '-' none, 'L' loner(s), 'C' convoy (design 7.2).
	Profiles map[string][5]string
	// Late[oa] is the WP6–10 chart of an OA (design 7.3).
	Late map[string]*LateChart
	// EscortValue[region][wp-1] is Es, the small-convoy escort value (design 7.6.1).
	EscortValue map[Region][NumPeriods]int
	// GeneralASW[region][wp-1] is the general ASW value (design 7.6.2).
	GeneralASW map[Region][NumPeriods]int
	// Counterattack[column][row] is the result for columns "A"–"G" and modified d10
	// rows 0–11 (11 = 11 or more): "-", "S", "R", "D", "DD", "X" (design 6.1.4).
	Counterattack map[string][12]string
	// History[month] is the historical month (design 10.1) from 1939-09 to 1945-05.
	History map[Month]HistoryMonth
}

// EarlyChart is an OA's Area Activity Chart for WP1–5 (design 7.1).
type EarlyChart struct {
	Profile string // contact profile key (7.2)
	// SubIcon says in which WPs the chart has the sub icon: "all", "WP3+", "WP1,WP3+",
	// "political", or "" (none).
	SubIcon string
	// Rows[wp-1] is ten letters for modified rolls 0–9 (W G O B R; lower case = red
	// dot), or "-" for no row; Air[wp-1] is N, L or H.
	Rows [5]string
	Air  [5]byte
}

// RedCount is the number of red and red-dot boxes of a row (design 7.1 "r<n>").
func RedCount(row string) int {
	n := 0
	for _, ch := range row {
		if ch == 'R' || (ch >= 'a' && ch <= 'z') {
			n++
		}
	}
	return n
}

// LateChart is an OA's WP6–10 chart (design 7.3): the [E1] column; Gate[i] the d10
// needed (≤) for a ship result to stand in WP6+i, −1 = closed; Red and Air likewise.
type LateChart struct {
	E1   string
	Gate [5]int
	Red  [5]int
	Air  [5]byte
}

// HistoryMonth is one month of the historical record [historical approx] (design 10.1).
type HistoryMonth struct {
	Ships    int // ships sunk by U-boats
	Kilotons int // thousand tons sunk
	Lost     int // U-boats lost
}

var (
	rowRE     = regexp.MustCompile("^[WGOBRgobr]{10}$")
	profileRE = regexp.MustCompile("^[-LC]{12}$")
	subIcons  = []string{"", "all", "WP3+", "WP1,WP3+", "political"}
	caResults = []string{"-", "S", "R", "D", "DD", "X"}
)

func airCode(at, s string) (byte, error) {
	if s != "N" && s != "L" && s != "H" {
		return 0, fmt.Errorf("%s: air %q: want N, L or H", at, s)
	}
	return s[0], nil
}

// buildCharts reads the Appendix A tables above; needs the map.
func (d *Data) buildCharts(app *appendixFile) error {
	m := d.Map
	ch := &Charts{Early: map[string]*EarlyChart{}, Profiles: map[string][5]string{}, Late: map[string]*LateChart{},
		EscortValue: map[Region][NumPeriods]int{}, GeneralASW: map[Region][NumPeriods]int{},
		Counterattack: map[string][12]string{}, History: map[Month]HistoryMonth{}}
	d.Charts = ch
	for _, k := range sortedKeys(app.ContactProfiles) {
		p := app.ContactProfiles[k]
		rows := [5]string{p.WP1, p.WP2, p.WP3, p.WP4, p.WP5}
		for i, r := range rows {
			if !profileRE.MatchString(r) {
				return fmt.Errorf("contact_profiles: %s WP%d: %q: want 12 cells of - L C", k, i+1, r)
			}
		}
		ch.Profiles[k] = rows
	}
	m.red = map[string][NumPeriods]int{}
	for _, k := range sortedKeys(app.ActivityWP1to5) {
		y := app.ActivityWP1to5[k]
		at := "activity_wp1_5: " + k
		if z := m.Zones[k]; z == nil || z.Kind != KindOperatingArea {
			return fmt.Errorf("%s: %q is not an OA", at, k)
		}
		if _, ok := ch.Profiles[y.ContactProfile]; !ok {
			return fmt.Errorf("%s: contact_profile %q is not in contact_profiles", at, y.ContactProfile)
		}
		if !slices.Contains(subIcons, y.SubIcon) {
			return fmt.Errorf("%s: sub_icon %q: want all, WP3+, WP1,WP3+ or political", at, y.SubIcon)
		}
		c := &EarlyChart{Profile: y.ContactProfile, SubIcon: y.SubIcon}
		red := m.red[k]
		for i, r := range []*activityRowYAML{y.WP1, y.WP2, y.WP3, y.WP4, y.WP5} {
			if r == nil {
				return fmt.Errorf("%s: WP%d missing", at, i+1)
			}
			if r.Row != "-" && !rowRE.MatchString(r.Row) {
				return fmt.Errorf("%s: WP%d row %q: want ten of W G O B R (lower case = red dot) or -", at, i+1, r.Row)
			}
			air, err := airCode(fmt.Sprintf("%s: WP%d", at, i+1), r.Air)
			if err != nil {
				return err
			}
			c.Rows[i], c.Air[i] = r.Row, air
			if r.Row != "-" {
				red[i] = RedCount(r.Row)
			}
		}
		m.red[k] = red
		ch.Early[k] = c
	}
	m.e1.chart = map[string]string{}
	for _, k := range sortedKeys(app.ActivityWP6to10) {
		y := app.ActivityWP6to10[k]
		at := "activity_wp6_10: " + k
		if z := m.Zones[k]; z == nil || z.Kind != KindOperatingArea {
			return fmt.Errorf("%s: %q is not an OA", at, k)
		}
		if !slices.Contains(E1Columns, y.E1) {
			return fmt.Errorf("%s: e1 %q is not an [E1] column", at, y.E1)
		}
		if len(y.Gate) != 5 || len(y.Red) != 5 || len(y.Air) != 5 {
			return fmt.Errorf("%s: gate, red and air need five values (WP6–WP10)", at)
		}
		c := &LateChart{E1: y.E1}
		red := m.red[k]
		for i := range 5 {
			if y.Gate[i] < -1 || y.Gate[i] > 9 {
				return fmt.Errorf("%s: WP%d gate %d outside −1–9", at, i+6, y.Gate[i])
			}
			if y.Red[i] < 0 || y.Red[i] > 10 {
				return fmt.Errorf("%s: WP%d red %d outside 0–10", at, i+6, y.Red[i])
			}
			air, err := airCode(fmt.Sprintf("%s: WP%d", at, i+6), y.Air[i])
			if err != nil {
				return err
			}
			c.Gate[i], c.Red[i], c.Air[i] = y.Gate[i], y.Red[i], air
			red[5+i] = y.Red[i]
		}
		m.red[k] = red
		ch.Late[k] = c
		m.e1.chart[k] = y.E1
	}
	for _, k := range m.ZoneKeys {
		if m.Zones[k].Kind != KindOperatingArea {
			continue
		}
		if ch.Early[k] == nil {
			return fmt.Errorf("activity_wp1_5: OA %s missing", k)
		}
		if ch.Late[k] == nil {
			return fmt.Errorf("activity_wp6_10: OA %s missing", k)
		}
	}
	for _, t := range []struct {
		name string
		src  map[string][]int
		dst  map[Region][NumPeriods]int
	}{{"escort_value_small_convoy", app.EscortValue, ch.EscortValue}, {"general_asw", app.GeneralASW, ch.GeneralASW}} {
		for _, k := range sortedKeys(t.src) {
			if !slices.Contains(Regions, Region(k)) {
				return fmt.Errorf("%s: %q is not a region", t.name, k)
			}
			v := t.src[k]
			if len(v) != NumPeriods {
				return fmt.Errorf("%s: %s: %d values, want one per war period (%d)", t.name, k, len(v), NumPeriods)
			}
			var row [NumPeriods]int
			for i, x := range v {
				if x < 0 || x > 9 {
					return fmt.Errorf("%s: %s WP%d: %d outside 0–9", t.name, k, i+1, x)
				}
				row[i] = x
			}
			t.dst[Region(k)] = row
		}
		for _, r := range Regions {
			if _, ok := t.dst[r]; !ok {
				return fmt.Errorf("%s: region %s missing", t.name, r)
			}
		}
	}
	for _, col := range []string{"A", "B", "C", "D", "E", "F", "G"} {
		v, ok := app.Counterattack[col]
		if !ok {
			return fmt.Errorf("counterattack_table: column %s missing", col)
		}
		if len(v) != 12 {
			return fmt.Errorf("counterattack_table: column %s: %d rows, want 12 (modified d10 0–11)", col, len(v))
		}
		var row [12]string
		for i, r := range v {
			if !slices.Contains(caResults, r) {
				return fmt.Errorf("counterattack_table: column %s row %d: %q: want one of %s", col, i, r, strings.Join(caResults, " "))
			}
			row[i] = r
		}
		ch.Counterattack[col] = row
	}
	if len(app.Counterattack) != 7 {
		return fmt.Errorf("counterattack_table: %d columns, want A–G", len(app.Counterattack))
	}
	for _, k := range sortedKeys(app.History) {
		y := app.History[k]
		var year int
		if _, err := fmt.Sscanf(k, "%d", &year); err != nil || fmt.Sprint(year) != k {
			return fmt.Errorf("history: %q is not a year", k)
		}
		first := MonthOf(year, 1)
		if year == FirstMonth.Year() {
			first = FirstMonth
		}
		last := MonthOf(year, 12)
		if year == LastMonth.Year() {
			last = LastMonth
		}
		n := int(last-first) + 1
		if first > last || year < FirstMonth.Year() || year > LastMonth.Year() {
			return fmt.Errorf("history: %d is outside the campaign", year)
		}
		if len(y.Ships) != n || len(y.Kilotons) != n || len(y.Lost) != n {
			return fmt.Errorf("history: %d: ships, kilotons and lost need %d months each (%s → %s)", year, n, first, last)
		}
		for i := range n {
			ch.History[first+Month(i)] = HistoryMonth{y.Ships[i], y.Kilotons[i], y.Lost[i]}
		}
	}
	if want := int(LastMonth-FirstMonth) + 1; len(ch.History) != want {
		return fmt.Errorf("history: %d months, want %d (%s → %s)", len(ch.History), want, FirstMonth, LastMonth)
	}
	return nil
}
