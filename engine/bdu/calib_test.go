package bdu

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

type sinkFunc func(Event)

func (f sinkFunc) Emit(e Event) { f(e) }

// calibHistory is design 10.1 per war period: tons sunk per month, U-boats lost per
// month (at sea and in port), boats at sea (daily average).
var calibHistory = [NumPeriods + 1]struct{ tons, lost, atSea float64 }{
	1: {114000, 2.9, 15}, 2: {226000, 1.6, 13}, 3: {178000, 3.3, 30}, 4: {509000, 4.6, 60},
	5: {456000, 15.1, 100}, 6: {115000, 20.3, 65}, 7: {83000, 20.8, 55}, 8: {60000, 25.0, 50},
	9: {48000, 18.6, 40}, 10: {54000, 30.6, 45},
}

// calibStrength is the front-line strength of design 10.1 at the months 10.2 checks.
var calibStrength = []struct {
	month Month
	boats float64
}{{MonthOf(1942, 1), 90}, {MonthOf(1943, 4), 240}, {MonthOf(1945, 1), 145}}

// calibFigures are the measures of design 10.2 over whole campaigns with the BdU AI:
// per war period the sums over all campaigns' months (means are sum / months), the
// front-line strength at the 10.2 months, cumulative VP at the end of 1941-05.
type calibFigures struct {
	runs                       int
	months, ships, tons, lost  [NumPeriods + 1]float64
	atSea                      [NumPeriods + 1]float64
	atSeaLosses, transitAir    [NumPeriods + 1]float64 // losses at sea; of them in transit or to aircraft
	strength, strengthSq       []float64               // summed over runs (and squares), as calibStrength
	vp1941, vp1941Sq           float64                 // ships + tons VP, summed over runs (and squares)
	capitulations              int                     // campaigns whose 1940-07…1941-05 check passed
	victory                    map[string]int
	perRunTons, perRunTonsSq   [NumPeriods + 1]float64 // per-run WP means and their squares (sampling error)
	perRunLost, perRunLostSq   [NumPeriods + 1]float64
	perRunAtSea, perRunAtSeaSq [NumPeriods + 1]float64
}

// measureCalibration plays one campaign from 1939-09 for each seed with the BdU AI, the
// British capitulation ignored so that every campaign runs to 1945-05 (its check is
// counted in capitulations).
func measureCalibration(t *testing.T, seeds []uint64) *calibFigures {
	f := &calibFigures{runs: len(seeds), strength: make([]float64, len(calibStrength)),
		strengthSq: make([]float64, len(calibStrength)), victory: map[string]int{}}
	for _, seed := range seeds {
		c := newTestCampaign(t, FirstMonth, seed)
		c.War.noCapitulation = true
		var months, tons, lost, atSea [NumPeriods + 1]float64
		capitulated := false
		c.Log = sinkFunc(func(e Event) {
			switch m := e.(type) {
			case *MonthEndEvent:
				wp := c.Period
				months[wp]++
				f.months[wp]++
				f.ships[wp] += float64(m.Ships)
				tons[wp] += float64(m.Tons)
				lost[wp] += float64(m.Lost)
				atSea[wp] += m.AtSeaAvg
				for i, s := range calibStrength {
					if c.Now.Month == s.month {
						n := 0
						for _, b := range c.Boats {
							if !b.State.Terminal() && b.State != Refit {
								n++
							}
						}
						f.strength[i] += float64(n)
						f.strengthSq[i] += float64(n * n)
					}
				}
				if c.Now.Month == MonthOf(1941, 5) {
					// 10.2 "history 123; capitulation needs 147": the ships + tons VP of
					// the capitulation check (10.3, losses not subtracted)
					v := float64(c.War.VPShipsTons)
					f.vp1941 += v
					f.vp1941Sq += v * v
				}
			case *CapitulationEvent:
				capitulated = capitulated || m.Result
			case *UboatLostEvent:
				switch m.Cause {
				case "air_raid", "scuttled", "constructive":
				default:
					f.atSeaLosses[c.Period]++
					if m.Cause == "transit" || m.Cause == "aircraft" {
						f.transitAir[c.Period]++
					}
				}
			}
		})
		if err := c.Run(nil); err != nil {
			t.Fatal(err)
		}
		if capitulated {
			f.capitulations++
		}
		f.victory[c.War.Victory]++
		for wp := 1; wp <= NumPeriods; wp++ {
			f.tons[wp] += tons[wp]
			f.lost[wp] += lost[wp]
			f.atSea[wp] += atSea[wp]
			if months[wp] == 0 {
				continue
			}
			mt, ml, ma := tons[wp]/months[wp], lost[wp]/months[wp], atSea[wp]/months[wp]
			f.perRunTons[wp] += mt
			f.perRunTonsSq[wp] += mt * mt
			f.perRunLost[wp] += ml
			f.perRunLostSq[wp] += ml * ml
			f.perRunAtSea[wp] += ma
			f.perRunAtSeaSq[wp] += ma * ma
		}
	}
	return f
}

// stdErr is the standard error of the mean of n values with sum s and sum of squares sq.
func stdErr(s, sq float64, n int) float64 {
	if n < 2 {
		return 0
	}
	m := s / float64(n)
	v := (sq - float64(n)*m*m) / float64(n-1)
	return math.Sqrt(max(v, 0) / float64(n))
}

// calibBand is one measure against its design 10.2 band.
type calibBand struct {
	name              string
	value, historical float64
	lo, hi            float64 // the band as printed
	stdErr            float64 // the standard error of the mean over the campaigns measured
	wlo, whi          float64 // the band widened by z standard errors on each side
}

// bands lists every 10.2 measure; z widens each band by z standard errors of the mean
// (0: the bands as printed).
func (f *calibFigures) bands(z float64) []calibBand {
	var out []calibBand
	add := func(name string, v, hist, lo, hi, se float64) {
		out = append(out, calibBand{name: name, value: v, historical: hist, lo: lo, hi: hi, stdErr: se, wlo: lo - z*se, whi: hi + z*se})
	}
	for wp := 1; wp <= NumPeriods; wp++ {
		m := f.months[wp]
		if m == 0 {
			continue
		}
		h := calibHistory[wp]
		tb := 0.25
		if wp >= 6 {
			tb = 0.35
		}
		add(fmt.Sprintf("WP%d tons/month", wp), f.tons[wp]/m, h.tons, h.tons*(1-tb), h.tons*(1+tb), stdErr(f.perRunTons[wp], f.perRunTonsSq[wp], f.runs))
		add(fmt.Sprintf("WP%d lost/month", wp), f.lost[wp]/m, h.lost, h.lost*0.7, h.lost*1.3, stdErr(f.perRunLost[wp], f.perRunLostSq[wp], f.runs))
		add(fmt.Sprintf("WP%d boats at sea", wp), f.atSea[wp]/m, h.atSea, h.atSea*0.75, h.atSea*1.25, stdErr(f.perRunAtSea[wp], f.perRunAtSeaSq[wp], f.runs))
		if wp >= 6 && f.atSeaLosses[wp] > 0 {
			p := f.transitAir[wp] / f.atSeaLosses[wp]
			add(fmt.Sprintf("WP%d transit+air share", wp), p, 0.4, 0.30, 0.50, math.Sqrt(p*(1-p)/f.atSeaLosses[wp]))
		}
	}
	for i, s := range calibStrength {
		add("front-line "+s.month.String(), f.strength[i]/float64(f.runs), s.boats, s.boats*0.8, s.boats*1.2,
			stdErr(f.strength[i], f.strengthSq[i], f.runs))
	}
	add("VP at 1941-05", f.vp1941/float64(f.runs), 123, 95, 150, stdErr(f.vp1941, f.vp1941Sq, f.runs))
	return out
}

// calibKnownMisses are the 10.2 bands the calibration does not meet (doc.go "Calibration"
// gives the figures and the reasons); the tests report them and check every other band.
var calibKnownMisses = map[string]bool{
	"WP2 boats at sea":   true,
	"front-line 1942-01": true,
}

// report logs the figures with their (widened) bands and returns the measures outside
// them that are not known misses.
func (f *calibFigures) report(t *testing.T, z float64) []string {
	var bad []string
	for wp := 1; wp <= NumPeriods; wp++ {
		if m := f.months[wp]; m > 0 {
			t.Logf("WP%d: %.1f months: ships/month %.0f", wp, m/float64(f.runs), f.ships[wp]/m)
		}
	}
	for _, b := range f.bands(z) {
		mark := ""
		if b.value < b.wlo || b.value > b.whi {
			mark = "  <-- OUTSIDE"
			if calibKnownMisses[b.name] {
				mark += " (known miss)"
			} else {
				bad = append(bad, b.name)
			}
		}
		t.Logf("%-26s %10.2f   band %.2f … %.2f (history %.2f, s.e. %.2f)%s", b.name, b.value, b.wlo, b.whi, b.historical, b.stdErr, mark)
	}
	t.Logf("capitulation checks passed in %d of %d campaigns; victory levels %v", f.capitulations, f.runs, f.victory)
	return bad
}

// calibSeeds are the campaign seeds of the calibration: 1000, 1001, …
func calibSeeds(n int) []uint64 {
	seeds := make([]uint64, n)
	for i := range seeds {
		seeds[i] = uint64(1000 + i)
	}
	return seeds
}

// TestCalibrationReport is the calibration command of design 10.2: 200 campaigns from
// 1939-09 with the BdU AI (BDU_RUNS=n for another number), every figure beside its band
// (BDU_LONG=1). It fails when a figure other than the known misses is outside its band.
func TestCalibrationReport(t *testing.T) {
	if os.Getenv("BDU_LONG") == "" {
		t.Skip("BDU_LONG=1 runs the calibration report")
	}
	runs := 200
	if s := os.Getenv("BDU_RUNS"); s != "" {
		if _, err := fmt.Sscan(s, &runs); err != nil || runs < 2 {
			t.Fatalf("BDU_RUNS=%q: want a number of campaigns ≥ 2", s)
		}
	}
	if bad := measureCalibration(t, calibSeeds(runs)).report(t, 0); len(bad) > 0 {
		t.Errorf("outside the design 10.2 bands: %s", strings.Join(bad, ", "))
	}
}

// TestCalibrationBands is the reduced 10.2 check: 20 campaigns at fixed seeds (the first
// of the report's 200), each band widened by 3 standard errors of the 20-campaign mean
// (measured from the campaigns' spread; the binomial error for the loss share), since a
// mean of 20 campaigns may stray from the 200-campaign mean by that much. Fixed seeds
// make it deterministic.
func TestCalibrationBands(t *testing.T) {
	if bad := measureCalibration(t, calibSeeds(20)).report(t, 3); len(bad) > 0 {
		t.Errorf("outside the design 10.2 bands widened by 3 s.e.: %s", strings.Join(bad, ", "))
	}
}
