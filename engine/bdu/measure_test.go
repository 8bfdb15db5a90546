package bdu

import (
	"math"
	"slices"
	"testing"
)

// design 10.2: the month records agree with the month_end events of the log: the
// losses at sea with the uboat_lost events of boats sunk, those in transit or to
// aircraft with their causes (addDamage names the damage's source); the ships + tons
// VP with the month_end's VP; the strength at the start month is the fleet snapshot of
// design 4.9.
func TestMonthRecordsFollowTheLog(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1942, 1), 3)
	snapshot := c.Commissioned
	var ends []*MonthEndEvent
	var seaLost, transitAir []int // per month, from the log
	sea, ta := 0, 0
	c.Log = sinkFunc(func(e Event) {
		switch e := e.(type) {
		case *UboatLostEvent:
			if e.State == Sunk {
				sea++
				if e.Cause == "transit" || e.Cause == "aircraft" {
					ta++
				}
			}
		case *MonthEndEvent:
			ends = append(ends, e)
			seaLost, transitAir = append(seaLost, sea), append(transitAir, ta)
			sea, ta = 0, 0
		}
	})
	if err := c.Run(nil); err != nil {
		t.Fatal(err)
	}
	recs := c.Months()
	if len(recs) != len(ends) || len(recs) != int(LastMonth-MonthOf(1942, 1)) {
		t.Fatalf("%d records, %d month_end events, want one per month to 1945-04", len(recs), len(ends))
	}
	vpST := 0
	for i, r := range recs {
		e := ends[i]
		vpST += e.VPShips + e.VPTons
		if r.Month != MonthOf(1942, 1)+Month(i) || r.Ships != e.Ships || r.Tons != e.Tons || r.Lost != e.Lost ||
			r.AtSeaAvg != e.AtSeaAvg || r.VP != e.VPCumulative || r.VPShipsTons != vpST ||
			r.SeaLost != seaLost[i] || r.TransitAirLost != transitAir[i] {
			t.Fatalf("month %d: record %+v, month_end %+v, in the log %d lost at sea, %d in transit or to aircraft",
				i, r, *e, seaLost[i], transitAir[i])
		}
		if r.TransitAirLost > r.SeaLost || r.SeaLost > r.Lost || r.WP < 4 || r.Front <= 0 {
			t.Fatalf("month %s: %+v", r.Month, r)
		}
	}
	if slices.Max(transitAir) == 0 {
		t.Error("no loss in transit or to aircraft in a whole campaign from 1942-01")
	}
	if recs[0].FrontStart != snapshot {
		t.Errorf("strength at the start of 1942-01: %d, the snapshot has %d boats (design 4.9)", recs[0].FrontStart, snapshot)
	}
}

// Measure averages per war period over the months played, per start month of
// StrengthMonths and VPMonth over the campaigns that reached them, per year over the
// campaigns that played it; the bands of 10.2 mark what lies outside.
func TestMeasureReport(t *testing.T) {
	// a known miss named for the test (the calibration has none since WP2 boats at sea
	// came inside its band)
	if _, had := KnownMisses["WP2 boats at sea"]; !had {
		KnownMisses["WP2 boats at sea"] = "a reason given for this test"
		defer delete(KnownMisses, "WP2 boats at sea")
	}
	d := MustData()
	a := &Campaign{Data: d}
	a.War.Victory = "draw"
	a.rec.months = []MonthRecord{
		{Month: MonthOf(1941, 5), WP: 3, Ships: 30, Tons: 178000, Lost: 3, SeaLost: 2, AtSeaAvg: 30, VP: 110, VPShipsTons: 123},
		{Month: MonthOf(1941, 6), WP: 3, Ships: 40, Tons: 400000, Lost: 4, SeaLost: 3, TransitAirLost: 2, AtSeaAvg: 20, VP: 115, VPShipsTons: 130},
		{Month: MonthOf(1942, 1), WP: 4, Ships: 97, Tons: 509000, Lost: 5, SeaLost: 4, AtSeaAvg: 60, FrontStart: 90, Front: 95},
	}
	b := &Campaign{Data: d}
	b.War.Victory = "decisive"
	b.rec.months = []MonthRecord{
		{Month: MonthOf(1941, 3), WP: 2, Ships: 43, Tons: 226000, Lost: 2, SeaLost: 2, AtSeaAvg: 30, VP: 40, VPShipsTons: 50},
		{Month: MonthOf(1941, 5), WP: 3, Ships: 20, Tons: 100000, Lost: 2, SeaLost: 1, AtSeaAvg: 10, VP: 50, VPShipsTons: 60},
	}
	var m Measure
	m.Add(a)
	m.Add(b)
	r := m.Report()
	if r.Campaigns != 2 || r.Victory["draw"] != 1 || r.Victory["decisive"] != 1 {
		t.Fatalf("campaigns %d, victory %v", r.Campaigns, r.Victory)
	}
	if len(r.WP) != 3 || r.WP[0].WP != 2 || r.WP[1].WP != 3 || r.WP[2].WP != 4 {
		t.Fatalf("war periods %+v", r.WP)
	}
	w3 := r.WP[1]
	near := func(what string, got, want float64) {
		t.Helper()
		if math.Abs(got-want) > 1e-9*max(1, math.Abs(want)) {
			t.Errorf("%s: %v, want %v", what, got, want)
		}
	}
	near("WP3 tons", w3.Tons.Value, (178000+400000+100000)/3.0)
	// the campaigns' own WP3 means are 289,000 and 100,000 t: s.e. = |difference| / 2
	near("WP3 tons s.e.", w3.Tons.SE, 94500)
	near("WP3 ships", w3.Ships.Value, 30)
	near("WP3 lost", w3.Lost.Value, 3)
	near("WP3 at sea", w3.AtSea.Value, 20)
	// 2 of the 6 losses at sea (the 9 losses include 3 in port)
	near("WP3 transit/air share", w3.TransitAirShare.Value, 2.0/6)
	near("WP3 transit/air share s.e.", w3.TransitAirShare.SE, math.Sqrt(2.0/6*4.0/6/6))
	if w3.Months != 3 || w3.Tons.History != 178000 || w3.Tons.Band != (Band{133500, 222500}) || !w3.Tons.Out() ||
		w3.Tons.OutBy(1) || w3.Tons.Name != "WP3 tons/month" {
		t.Errorf("WP3 tons %+v over %d months: 226,000 t is outside 178,000 ± 25 %%, not by one s.e.", w3.Tons, w3.Months)
	}
	if w3.Lost.Out() || w3.TransitAirShare.Band.Has() || w3.TransitAirShare.Out() || w3.Ships.Band.Has() {
		t.Errorf("WP3: lost %+v, share %+v, ships %+v: no band for the share before WP6, none for ships", w3.Lost, w3.TransitAirShare, w3.Ships)
	}
	w4 := r.WP[2]
	if w4.Tons.Out() || w4.AtSea.Out() || w4.TransitAirShare.N != 4 || w4.TransitAirShare.Value != 0 || w4.Tons.SE != 0 {
		t.Errorf("WP4 (history itself, one campaign) %+v", w4)
	}
	if s := r.Strength[0]; s.N != 1 || s.Value != 90 || s.Out() || s.Name != "front-line 1942-01" {
		t.Errorf("strength 1942-01 %+v: one campaign, 90 at the month's start", s)
	}
	if s := r.Strength[1]; s.N != 0 || s.Out() {
		t.Errorf("strength 1943-04 %+v: not reached, so not out", s)
	}
	if r.VP.N != 2 || r.VP.Value != 91.5 || !r.VP.Out() || r.VP.Band != (Band{95, 150}) || r.VP.Name != "VP at 1941-05" {
		t.Errorf("VP at 1941-05 %+v: mean of the ships + tons VP 123 and 60, outside 95–150", r.VP)
	}
	// WP2 boats at sea 30 is a known miss; the others are not
	known, bad := r.Misses(0)
	if !slices.Equal(known, []string{"WP2 boats at sea"}) ||
		!slices.Equal(bad, []string{"WP3 tons/month", "WP3 boats at sea", "VP at 1941-05"}) {
		t.Errorf("misses: known %v, unexplained %v", known, bad)
	}
	if !r.Out() {
		t.Error("the report says every figure is inside its band")
	}
	if len(r.Years) != 2 || r.Years[0].Year != 1941 || r.Years[0].Campaigns != 2 || r.Years[1].Campaigns != 1 {
		t.Fatalf("years %+v", r.Years)
	}
	near("1941 tons", r.Years[0].Tons, (178000+400000+226000+100000)/2.0)
	near("1941 months", r.Years[0].MonthsPerCampaign, 2)
	near("1942 ships", r.Years[1].Ships, 97)
}

// No allocation per boat-week once warm (issue 16 "Speed"): a week of a campaign with
// well over a hundred boats allocates a handful of objects (the turn's open bases, the
// month's record and score), not one per boat. The caches of routes are warmed by a
// first campaign.
func TestWarmWeekAllocs(t *testing.T) {
	warm := newTestCampaign(t, MonthOf(1943, 6), 7)
	if err := warm.Run(nil); err != nil {
		t.Fatal(err)
	}
	c := newTestCampaign(t, MonthOf(1943, 6), 7)
	for range 8 {
		if err := c.PlayWeek(nil); err != nil {
			t.Fatal(err)
		}
	}
	for range 20 {
		var err error
		allocs := testing.AllocsPerRun(1, func() { err = c.PlayWeek(nil) }) // the second of two weeks
		if err != nil {
			t.Fatal(err)
		}
		boats := len(c.InService())
		if boats < 100 || allocs > 16 {
			t.Fatalf("%s: %.0f allocations in a week of %d boats", c.Now, allocs, boats)
		}
	}
}
