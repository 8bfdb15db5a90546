package bdu

import "fmt"

// design 2: the ten war periods, their dates, the variable change of WP2–WP5 (SW 17.1),
// the fixed dates and the header applied on the first turn of each period.

// NumPeriods is the number of war periods, WP1–WP10 (design 2).
const NumPeriods = 10

// WarPeriod is one war period (design 2).
type WarPeriod struct {
	Key   string // "WP1" … "WP10"
	Index int    // 1 … 10
	// Start and End are its first and last months in the fixed-history default; WP10
	// ends with the turn 1945-05 week 1.
	Start, End Month
	// FlagMonth is the month flagged for the variable change (SW 17.1 option): WP2–WP5
	// only; HasFlag is false for WP1 and WP6–WP10, which start on their fixed date.
	FlagMonth Month
	HasFlag   bool
	Header    Header
}

// Header is what the first turn of a war period applies (design 2; SW 5.0 for WP1–5,
// design 8.5 for WP6–10).
type Header struct {
	// WithdrawTypes are the U-boat types removed from service to training (design 4.5
	// "Withdrawals"); Campaign.ApplyHeaderWithdrawals removes them.
	WithdrawTypes []string
	// Text is the rest of the header, for the player; the weekly engine applies it.
	Text string
}

// FixedDates are the dated turns of design 2 and 8.5.
type FixedDates struct {
	CampaignStart Week // 1939-09/1
	Barbarossa    Week // 1941-06/4 [SW 17.4]
	Overlord      Week // 1944-06/2 (WP8 header)
	CampaignEnd   Week // 1945-05/1, the last turn
}

// Period returns the war period with key "WP1" … "WP10", or nil.
func (d *Data) Period(key string) *WarPeriod { return d.periodOf[key] }

// PeriodAt returns the war period of month m in the fixed-history default (design 2:
// each WP starts in week 1 of its start month). Months outside the campaign get nil.
func (d *Data) PeriodAt(m Month) *WarPeriod {
	for _, p := range d.Periods {
		if m >= p.Start && m <= p.End {
			return p
		}
	}
	return nil
}

func periodKey(i int) string {
	if i >= 1 && i <= NumPeriods {
		return periodKeys[i-1]
	}
	return fmt.Sprintf("WP%d", i)
}

var periodKeys = [NumPeriods]string{"WP1", "WP2", "WP3", "WP4", "WP5", "WP6", "WP7", "WP8", "WP9", "WP10"}

// buildPeriods reads war_periods (Appendix A) and checks that they are WP1…WP10 in
// order, contiguous, inside the campaign, and flagged only where design 2 allows.
func (d *Data) buildPeriods(app *appendixFile) error {
	if app.Version != 1 {
		return fmt.Errorf("version %d: this engine reads version 1", app.Version)
	}
	d.Version = app.Version
	if len(app.WarPeriods) != NumPeriods {
		return fmt.Errorf("war_periods: %d periods, want %d (WP1–WP10)", len(app.WarPeriods), NumPeriods)
	}
	d.periodOf = map[string]*WarPeriod{}
	for i, y := range app.WarPeriods {
		at := fmt.Sprintf("war_periods[%d] %s", i, y.Key)
		if y.Key != periodKey(i+1) {
			return fmt.Errorf("%s: key must be %s (periods in order)", at, periodKey(i+1))
		}
		p := &WarPeriod{Key: y.Key, Index: i + 1}
		var err error
		if p.Start, err = ParseMonth(y.Start); err != nil {
			return fmt.Errorf("%s: start: %w", at, err)
		}
		if p.End, err = ParseMonth(y.End); err != nil {
			return fmt.Errorf("%s: end: %w", at, err)
		}
		if !MonthInCampaign(p.Start) || !MonthInCampaign(p.End) {
			return fmt.Errorf("%s: dates %s → %s outside the campaign %s → %s", at, p.Start, p.End, FirstMonth, LastMonth)
		}
		if p.End < p.Start {
			return fmt.Errorf("%s: ends %s before it starts %s", at, p.End, p.Start)
		}
		if i == 0 && p.Start != FirstMonth {
			return fmt.Errorf("%s: must start %s, the campaign's first month", at, FirstMonth)
		}
		if i > 0 && p.Start != d.Periods[i-1].End+1 {
			return fmt.Errorf("%s: starts %s but %s ends %s: war periods must be contiguous", at, p.Start, d.Periods[i-1].Key, d.Periods[i-1].End)
		}
		if i == NumPeriods-1 && p.End != LastMonth {
			return fmt.Errorf("%s: must end %s, the campaign's last month", at, LastMonth)
		}
		if y.FlagMonth != nil {
			if p.FlagMonth, err = ParseMonth(*y.FlagMonth); err != nil {
				return fmt.Errorf("%s: flag_month: %w", at, err)
			}
			// design 2: the variable change is for WP2–WP5; the flagged month is the one
			// before the fixed start (the change happens in it or at the fixed start).
			if p.Index < 2 || p.Index > 5 {
				return fmt.Errorf("%s: flag_month: only WP2–WP5 change on a variable date (design 2)", at)
			}
			if p.FlagMonth != p.Start-1 {
				return fmt.Errorf("%s: flag_month %s must be the month before the start %s", at, p.FlagMonth, p.Start)
			}
			p.HasFlag = true
		}
		d.Periods = append(d.Periods, p)
		d.periodOf[p.Key] = p
	}
	return nil
}

// buildCalendar reads fixed_dates.
func (d *Data) buildCalendar(c *campaignFile) error {
	want := []struct {
		key string
		dst *Week
	}{
		{"campaign_start", &d.Fixed.CampaignStart},
		{"barbarossa", &d.Fixed.Barbarossa},
		{"overlord", &d.Fixed.Overlord},
		{"campaign_end", &d.Fixed.CampaignEnd},
	}
	known := map[string]bool{}
	for _, w := range want {
		known[w.key] = true
	}
	for _, k := range sortedKeys(c.FixedDates) {
		if !known[k] {
			return fmt.Errorf("fixed_dates: unknown date %q", k)
		}
	}
	for _, w := range want {
		s, ok := c.FixedDates[w.key]
		if !ok {
			return fmt.Errorf("fixed_dates: %s missing", w.key)
		}
		v, err := ParseWeek(s)
		if err != nil {
			return fmt.Errorf("fixed_dates: %s: %w", w.key, err)
		}
		if !v.InCampaign() {
			return fmt.Errorf("fixed_dates: %s %s is outside the campaign %s → %s", w.key, v, FirstWeek, LastWeek)
		}
		*w.dst = v
	}
	if d.Fixed.CampaignStart != FirstWeek || d.Fixed.CampaignEnd != LastWeek {
		return fmt.Errorf("fixed_dates: campaign_start/campaign_end must be %s and %s (design 0)", FirstWeek, LastWeek)
	}
	return nil
}

// buildHeaders reads war_period_headers (needs the types).
func (d *Data) buildHeaders(c *campaignFile) error {
	for _, k := range sortedKeys(c.Headers) {
		p := d.periodOf[k]
		if p == nil {
			return fmt.Errorf("war_period_headers: %q is not a war period", k)
		}
		h := c.Headers[k]
		for _, t := range h.WithdrawTypes {
			if d.Types[t] == nil {
				return fmt.Errorf("war_period_headers: %s: withdraw_types: %q is not a U-boat type", k, t)
			}
		}
		if h.Text == "" {
			return fmt.Errorf("war_period_headers: %s: text missing", k)
		}
		p.Header = Header{WithdrawTypes: h.WithdrawTypes, Text: h.Text}
	}
	for _, p := range d.Periods {
		if p.Header.Text == "" {
			return fmt.Errorf("war_period_headers: %s missing", p.Key)
		}
	}
	return nil
}

// WarClock follows the current war period turn by turn (design 2). In the
// fixed-history default a period starts in week 1 of its start month. With Variable set
// (SW 17.1 option, WP2–WP5 only) the next period may start in its flagged month: a d10
// is rolled in week 1 and each following week, 0–2 changes it at once; if it has not
// changed by week 4 it changes in week 1 of the next month (its fixed start). WP6–WP10
// always start on their fixed date.
type WarClock struct {
	Data     *Data
	Variable bool
	Current  int // index 1–10 of the current period
}

// NewWarClock returns a clock standing in the fixed-history period of week w.
func NewWarClock(d *Data, w Week, variable bool) (*WarClock, error) {
	p := d.PeriodAt(w.Month)
	if p == nil || !w.InCampaign() {
		return nil, fmt.Errorf("war clock: week %s is outside the campaign", w)
	}
	return &WarClock{Data: d, Variable: variable, Current: p.Index}, nil
}

// Period is the current war period.
func (c *WarClock) Period() *WarPeriod { return c.Data.Periods[c.Current-1] }

// Check is made at the start of turn w (design 5 step I.1 / IV.3). It returns true when
// a new war period starts this turn (its header is then due). d10 is called only for the
// variable roll, so the fixed-history default draws no dice.
func (c *WarClock) Check(w Week, d10 func() int) bool {
	if c.Current == NumPeriods {
		return false
	}
	next := c.Data.Periods[c.Current]
	switch {
	case w.Month >= next.Start:
		c.Current++
		return true
	case c.Variable && next.HasFlag && w.Month == next.FlagMonth:
		if d10() <= 2 {
			c.Current++
			return true
		}
	}
	return false
}
