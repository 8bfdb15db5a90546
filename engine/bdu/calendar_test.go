package bdu

import (
	"testing"
)

// design 0: four weeks a month, 1939-09/1 … 1945-05/1, 273 turns.
func TestCalendar(t *testing.T) {
	if got := LastWeek.Turn() + 1; got != Turns {
		t.Errorf("1939-09/1 … 1945-05/1 is %d turns, want %d", got, Turns)
	}
	w := FirstWeek
	for i := range Turns {
		if w.Turn() != i || WeekOfTurn(i) != w || !w.InCampaign() {
			t.Fatalf("turn %d: week %v (turn %d)", i, w, w.Turn())
		}
		if w.N < 1 || w.N > WeeksPerMonth {
			t.Fatalf("%v: week number out of range", w)
		}
		n := w.Next()
		if !w.Before(n) || (w.N == WeeksPerMonth) != (n.Month == w.Month+1 && n.N == 1) {
			t.Fatalf("%v → %v", w, n)
		}
		p, err := ParseWeek(w.String())
		if err != nil || p != w {
			t.Fatalf("ParseWeek(%q) = %v, %v", w.String(), p, err)
		}
		w = n
	}
	if w.InCampaign() {
		t.Errorf("%v is after the last turn but counts as in the campaign", w)
	}
	for _, bad := range []string{"1941-06", "1941-06/0", "1941-06/5", "1941-6/1", "41-06/1", "1941-13/1"} {
		if _, err := ParseWeek(bad); err == nil {
			t.Errorf("ParseWeek(%q) accepted", bad)
		}
	}
	m, err := ParseMonth("1942-01")
	if err != nil || m.Year() != 1942 || m.Num() != 1 || m.String() != "1942-01" || m-1 != MonthOf(1941, 12) {
		t.Errorf("ParseMonth(1942-01) = %v (%d-%d), %v", m, m.Year(), m.Num(), err)
	}
}

// design 2: the table of war periods.
func TestWarPeriods(t *testing.T) {
	d := MustData()
	want := []struct {
		key, start, end, flag string
	}{
		{"WP1", "1939-09", "1940-06", ""},
		{"WP2", "1940-07", "1941-03", "1940-06"},
		{"WP3", "1941-04", "1941-12", "1941-03"},
		{"WP4", "1942-01", "1942-07", "1941-12"},
		{"WP5", "1942-08", "1943-05", "1942-07"},
		{"WP6", "1943-06", "1943-12", ""},
		{"WP7", "1944-01", "1944-05", ""},
		{"WP8", "1944-06", "1944-07", ""},
		{"WP9", "1944-08", "1944-12", ""},
		{"WP10", "1945-01", "1945-05", ""},
	}
	for i, w := range want {
		p := d.Periods[i]
		flag := ""
		if p.HasFlag {
			flag = p.FlagMonth.String()
		}
		if p.Key != w.key || p.Index != i+1 || p.Start.String() != w.start || p.End.String() != w.end || flag != w.flag {
			t.Errorf("%s: %s → %s flag %q, want %+v", p.Key, p.Start, p.End, flag, w)
		}
		if d.Period(w.key) != p || d.PeriodAt(p.Start) != p || d.PeriodAt(p.End) != p {
			t.Errorf("%s: lookups disagree", w.key)
		}
		if p.Header.Text == "" {
			t.Errorf("%s: no header", w.key)
		}
	}
	if d.PeriodAt(FirstMonth-1) != nil || d.PeriodAt(LastMonth+1) != nil {
		t.Errorf("a month outside the campaign has a war period")
	}
	// design 4.5 Withdrawals: the headers of WP2, WP3, WP4 and WP6 withdraw types
	for key, n := range map[string]int{"WP1": 0, "WP2": 1, "WP3": 2, "WP4": 2, "WP5": 0, "WP6": 7, "WP7": 0} {
		if got := len(d.Period(key).Header.WithdrawTypes); got != n {
			t.Errorf("%s header withdraws %d types, want %d", key, got, n)
		}
	}
	f := d.Fixed
	if f.Barbarossa.String() != "1941-06/4" || f.Overlord.String() != "1944-06/2" || f.CampaignEnd != LastWeek || f.CampaignStart != FirstWeek {
		t.Errorf("fixed dates %+v", f)
	}
	if d.PeriodAt(f.Overlord.Month).Key != "WP8" || d.PeriodAt(f.Barbarossa.Month).Key != "WP3" {
		t.Errorf("Overlord in %s, Barbarossa in %s", d.PeriodAt(f.Overlord.Month).Key, d.PeriodAt(f.Barbarossa.Month).Key)
	}
}

// runClock walks the whole campaign and returns the week each period started.
func runClock(t *testing.T, variable bool, d10 func() int) map[int]Week {
	t.Helper()
	d := MustData()
	c, err := NewWarClock(d, FirstWeek, variable)
	if err != nil {
		t.Fatal(err)
	}
	starts := map[int]Week{1: FirstWeek}
	for w := FirstWeek.Next(); w.InCampaign(); w = w.Next() {
		before := c.Current
		if c.Check(w, d10) {
			if c.Current != before+1 {
				t.Fatalf("%v: period %d → %d", w, before, c.Current)
			}
			starts[c.Current] = w
		} else if c.Current != before {
			t.Fatalf("%v: the period changed without Check saying so", w)
		}
	}
	if c.Current != NumPeriods || c.Period().Key != "WP10" {
		t.Errorf("the campaign ends in %s", c.Period().Key)
	}
	return starts
}

// design 2: fixed-history default, and the SW 17.1 variable option.
func TestWarClock(t *testing.T) {
	d := MustData()
	noDice := func() int { t.Fatal("the fixed-history clock rolled a die"); return 0 }
	fixed := runClock(t, false, noDice)
	for _, p := range d.Periods {
		if fixed[p.Index] != (Week{p.Start, 1}) {
			t.Errorf("fixed: %s starts %v, want %s/1", p.Key, fixed[p.Index], p.Start)
		}
	}
	// always 0: every variable period starts in week 1 of its flagged month
	early := runClock(t, true, func() int { return 0 })
	// always 9: never early, the fixed date
	late := runClock(t, true, func() int { return 9 })
	for _, p := range d.Periods {
		wantEarly := Week{p.Start, 1}
		if p.HasFlag {
			wantEarly = Week{p.FlagMonth, 1}
		}
		if early[p.Index] != wantEarly {
			t.Errorf("variable, rolls of 0: %s starts %v, want %v", p.Key, early[p.Index], wantEarly)
		}
		if late[p.Index] != (Week{p.Start, 1}) {
			t.Errorf("variable, rolls of 9: %s starts %v, want %s/1", p.Key, late[p.Index], p.Start)
		}
	}
	// 9, 9, 2: the change comes in week 3 of the flagged month
	seq := []int{9, 9, 2}
	i := 0
	third := runClock(t, true, func() int { r := seq[i%3]; i++; return r })
	if w := third[2]; w != (Week{MonthOf(1940, 6), 3}) {
		t.Errorf("rolls 9, 9, 2: WP2 starts %v, want 1940-06/3", w)
	}
	if _, err := NewWarClock(d, Week{LastMonth + 1, 1}, false); err == nil {
		t.Errorf("a clock after the campaign was made")
	}
}
