package bdu

import (
	"slices"
	"sort"
)

// design 10.1–10.2: the figures a whole campaign is measured by, kept by the engine as
// it plays (one MonthRecord per month end, no event log needed), and Measure, which
// averages them over many campaigns beside the historical figures of 10.1 and the
// acceptance bands of 10.2. The simulator (cmd/uboat-sim -campaign) and the
// calibration report (TestCalibrationReport) both print a Measure's Report.

// MonthRecord is one month of a campaign as scored at its end (design 10.3, step IV.2):
// the month's tallies, the war period it ended in, the boat-weeks at sea as a daily
// average (boat-weeks / 4), the U-boats lost in transit events or to aircraft (design
// 10.2 "share of losses in transit and to aircraft": a transit "lost" result, or a
// damage check after transit or air-attack damage), the cumulative VP after scoring and
// the front-line strength (boats in service and not in refit, as the collapse check of
// 10.4 counts them) at the start of the month (before its arrivals: a late start's is
// its fleet snapshot of design 4.9, which 10.1's figures describe) and at its end.
type MonthRecord struct {
	Month          Month
	WP             int
	Ships, Tons    int
	Lost           int // U-boats lost that count as losses (design 4.6)
	TransitAirLost int // of Lost, in transit events or to aircraft
	AtSeaAvg       float64
	VP             int // cumulative, after this month's scoring
	FrontStart     int // front-line strength at the start of the month (step II.1)
	Front          int // and at its end
}

// measureState is the campaign's record of its months (Campaign.Months).
type measureState struct {
	months []MonthRecord
	// transitAir counts this month's losses in transit or to aircraft.
	transitAir int
	// frontStart is the front-line strength at the start of this month.
	frontStart int
	// damageCause is the cause of the damage being added (addDamage), read by lose
	// when the damage check sinks the boat.
	damageCause string
}

// Months returns the campaign's month records so far, oldest first (read-only; valid
// until the campaign plays on).
func (c *Campaign) Months() []MonthRecord { return c.rec.months }

// countLoss books a U-boat loss of cause for the transit-and-aircraft share (design
// 10.2): cause "transit" (a transit event), or a damage check ("damage_check") after
// damage from a transit event or an air attack.
func (c *Campaign) countLoss(fate State, cause string) {
	if !fate.CountsAsULost() {
		return
	}
	if cause == "transit" || cause == "aircraft" ||
		cause == "damage_check" && (c.rec.damageCause == "transit" || c.rec.damageCause == "aircraft") {
		c.rec.transitAir++
	}
}

// recordMonth appends the month just scored (monthEnd, after the VP and before the
// tallies are cleared). Once a month: the record's memory is allocated for the whole
// war at the first month.
func (c *Campaign) recordMonth() {
	w := &c.War
	if c.rec.months == nil {
		c.rec.months = make([]MonthRecord, 0, int(LastMonth-FirstMonth)+1)
	}
	c.rec.months = append(c.rec.months, MonthRecord{Month: c.Now.Month, WP: c.Period, Ships: w.Month.Ships, Tons: w.Month.Tons,
		Lost: w.Month.Lost, TransitAirLost: c.rec.transitAir, AtSeaAvg: float64(w.AtSeaWeeks) / WeeksPerMonth, VP: w.VP,
		FrontStart: c.rec.frontStart, Front: c.frontLine()})
	c.rec.transitAir = 0
}

// noteMonthStart notes the front-line strength at the start of the month (week 1,
// before the arrivals of step II.1).
func (c *Campaign) noteMonthStart() { c.rec.frontStart = c.frontLine() }

// frontLine is the number of boats in service and not in refit (design 10.1
// front-line strength, as the collapse check of 10.4 counts them).
func (c *Campaign) frontLine() int {
	n := 0
	for _, b := range c.Boats {
		if !b.State.Terminal() && b.State != Refit {
			n++
		}
	}
	return n
}

// Historical is one war period's row of design 10.1 [historical approx].
type Historical struct {
	Ships, Tons, Lost, AtSea float64 // per month; boats at sea a daily average
}

// History10_1 is design 10.1's table by war period (index 1–10; 0 unused).
var History10_1 = [NumPeriods + 1]Historical{
	{},
	{30, 114000, 2.9, 15},
	{43, 226000, 1.6, 13},
	{37, 178000, 3.3, 30},
	{97, 509000, 4.6, 60},
	{81, 456000, 15.1, 100},
	{22, 115000, 20.3, 65},
	{13, 83000, 20.8, 55},
	{12, 60000, 25.0, 50},
	{8, 48000, 18.6, 40},
	{11, 54000, 30.6, 45},
}

// StrengthMonths are the months whose front-line strength design 10.2 checks, and
// StrengthHistory their figures from design 10.1.
var (
	StrengthMonths  = []Month{MonthOf(1942, 1), MonthOf(1943, 4), MonthOf(1945, 1)}
	StrengthHistory = []float64{90, 240, 145}
)

// VPMonth is the month whose cumulative VP design 10.2 checks (1941-05: history 123,
// band 95–150).
var VPMonth = MonthOf(1941, 5)

// Band is an acceptance band of design 10.2, both ends included. The zero Band is "no
// band" (Has false).
type Band struct{ Lo, Hi float64 }

// Has reports whether b is a band at all.
func (b Band) Has() bool { return b != Band{} }

// In reports whether v is inside b (always true without a band).
func (b Band) In(v float64) bool { return !b.Has() || v >= b.Lo && v <= b.Hi }

// around is the band history ± share.
func around(h, share float64) Band { return Band{h * (1 - share), h * (1 + share)} }

// Figure is one measured value beside its history and band. N is the number of
// measurements averaged (months, campaigns or losses); N = 0 means nothing was measured
// and Value is meaningless.
type Figure struct {
	Value   float64
	N       int
	History float64
	Band    Band
}

// Out reports whether the figure was measured and lies outside its band.
func (f Figure) Out() bool { return f.N > 0 && !f.Band.In(f.Value) }

// WPFigures are one war period's means per month over the months played in it (design
// 10.2): tons, ships and U-boats lost per month, boats at sea (daily average), and the
// share of losses in transit and to aircraft (band for WP6–10 only; N counts losses).
type WPFigures struct {
	WP              int
	Months          int // months measured, over all campaigns
	Tons            Figure
	Ships           Figure // no band in 10.2
	Lost            Figure
	AtSea           Figure
	TransitAirShare Figure
}

// YearFigures are the campaign means of one calendar year's totals, over the
// campaigns that scored at least one month of it.
type YearFigures struct {
	Year              int
	Campaigns         int
	Tons, Ships, Lost float64
	MonthsPerCampaign float64
}

// Report is a Measure's result: design 10.2's figures beside 10.1.
type Report struct {
	Campaigns int
	WP        []WPFigures // the war periods with at least one month measured, in order
	// Strength is the front-line strength at the start of each of StrengthMonths (mean
	// over the campaigns that scored that month).
	Strength []Figure
	// VP is the cumulative VP at the end of VPMonth (mean over the campaigns that
	// scored it).
	VP Figure
	// Victory counts the final victory levels (design 10.4) of the campaigns that ended;
	// "" counts campaigns added before their end.
	Victory map[string]int
	Years   []YearFigures
}

// Out reports whether any measured figure lies outside its band.
func (r *Report) Out() bool {
	for _, w := range r.WP {
		if w.Tons.Out() || w.Lost.Out() || w.AtSea.Out() || w.TransitAirShare.Out() {
			return true
		}
	}
	for _, s := range r.Strength {
		if s.Out() {
			return true
		}
	}
	return r.VP.Out()
}

// Measure averages the month records of many campaigns (design 10.2). The zero value
// is ready to use.
type Measure struct {
	campaigns int
	wp        [NumPeriods + 1]struct {
		months                   int
		ships, tons, lost, atSea float64
		transitAir               float64
	}
	strength [3]struct {
		sum float64
		n   int
	}
	vp struct {
		sum float64
		n   int
	}
	victory map[string]int
	years   map[int]*yearSum
}

type yearSum struct {
	campaigns, months int
	tons, ships, lost float64
}

// Add adds campaign c's month records and, when it has ended, its victory level.
func (m *Measure) Add(c *Campaign) {
	m.campaigns++
	if m.victory == nil {
		m.victory, m.years = map[string]int{}, map[int]*yearSum{}
	}
	m.victory[c.War.Victory]++
	lastYear := 0
	for _, r := range c.Months() {
		w := &m.wp[r.WP]
		w.months++
		w.ships += float64(r.Ships)
		w.tons += float64(r.Tons)
		w.lost += float64(r.Lost)
		w.atSea += r.AtSeaAvg
		w.transitAir += float64(r.TransitAirLost)
		if i := slices.Index(StrengthMonths, r.Month); i >= 0 {
			m.strength[i].sum += float64(r.FrontStart)
			m.strength[i].n++
		}
		if r.Month == VPMonth {
			m.vp.sum += float64(r.VP)
			m.vp.n++
		}
		y := m.years[r.Month.Year()]
		if y == nil {
			y = &yearSum{}
			m.years[r.Month.Year()] = y
		}
		if r.Month.Year() != lastYear {
			lastYear = r.Month.Year()
			y.campaigns++
		}
		y.months++
		y.tons += float64(r.Tons)
		y.ships += float64(r.Ships)
		y.lost += float64(r.Lost)
	}
}

// Report returns the means so far with the history of 10.1 and the bands of 10.2:
// tons ± 25 % (WP1–5) or ± 35 % (WP6–10), U-boats lost ± 30 %, boats at sea ± 25 %,
// transit-and-aircraft share of losses 30–50 % (WP6–10), strength ± 20 %, VP at 1941-05
// 95–150 (history 123).
func (m *Measure) Report() *Report {
	r := &Report{Campaigns: m.campaigns, Victory: map[string]int{}}
	for k, v := range m.victory {
		r.Victory[k] = v
	}
	for wp := 1; wp <= NumPeriods; wp++ {
		a := m.wp[wp]
		if a.months == 0 {
			continue
		}
		h := History10_1[wp]
		n := float64(a.months)
		tonsShare := 0.25
		if wp >= 6 {
			tonsShare = 0.35
		}
		f := WPFigures{WP: wp, Months: a.months,
			Tons:  Figure{a.tons / n, a.months, h.Tons, around(h.Tons, tonsShare)},
			Ships: Figure{Value: a.ships / n, N: a.months, History: h.Ships},
			Lost:  Figure{a.lost / n, a.months, h.Lost, around(h.Lost, 0.30)},
			AtSea: Figure{a.atSea / n, a.months, h.AtSea, around(h.AtSea, 0.25)},
		}
		f.TransitAirShare.N = int(a.lost)
		if a.lost > 0 {
			f.TransitAirShare.Value = a.transitAir / a.lost
		}
		if wp >= 6 {
			f.TransitAirShare.Band = Band{0.30, 0.50}
		}
		r.WP = append(r.WP, f)
	}
	for i := range StrengthMonths {
		s := m.strength[i]
		f := Figure{N: s.n, History: StrengthHistory[i], Band: around(StrengthHistory[i], 0.20)}
		if s.n > 0 {
			f.Value = s.sum / float64(s.n)
		}
		r.Strength = append(r.Strength, f)
	}
	r.VP = Figure{N: m.vp.n, History: 123, Band: Band{95, 150}}
	if m.vp.n > 0 {
		r.VP.Value = m.vp.sum / float64(m.vp.n)
	}
	years := make([]int, 0, len(m.years))
	for y := range m.years {
		years = append(years, y)
	}
	sort.Ints(years)
	for _, y := range years {
		s := m.years[y]
		n := float64(s.campaigns)
		r.Years = append(r.Years, YearFigures{Year: y, Campaigns: s.campaigns, Tons: s.tons / n, Ships: s.ships / n,
			Lost: s.lost / n, MonthsPerCampaign: float64(s.months) / n})
	}
	return r
}
