package bdu

import (
	"os"
	"testing"
)

type sinkFunc func(Event)

func (f sinkFunc) Emit(e Event) { f(e) }

// The figures of design 10.2 per war period over whole campaigns with the BdU AI (no
// pass/fail bands yet: the tables are not calibrated). BDU_LONG=1.
func TestCalibrationReport(t *testing.T) {
	if os.Getenv("BDU_LONG") == "" {
		t.Skip("BDU_LONG=1 runs the calibration report")
	}
	const runs = 10
	var months, ships, tons, lost, atSea [NumPeriods + 1]float64
	for i := range runs {
		c := newTestCampaign(t, FirstMonth, uint64(100+i))
		c.War.noCapitulation = true
		c.Log = sinkFunc(func(e Event) {
			if m, ok := e.(*MonthEndEvent); ok {
				wp := c.Period
				months[wp]++
				ships[wp] += float64(m.Ships)
				tons[wp] += float64(m.Tons)
				lost[wp] += float64(m.Lost)
				atSea[wp] += m.AtSeaAvg
			}
		})
		if err := c.Run(nil); err != nil {
			t.Fatal(err)
		}
		t.Logf("seed %d: %s %s VP %d, %d ships, %d t, %d lost", 100+i, c.War.EndReason, c.War.Victory, c.War.VP, c.War.Total.Ships, c.War.Total.Tons, c.ULost)
	}
	for wp := 1; wp <= NumPeriods; wp++ {
		m := months[wp]
		if m == 0 {
			continue
		}
		t.Logf("WP%d: %.0f months: ships/month %.0f, tons/month %.0f, lost/month %.1f, boats at sea (weekly avg) %.0f", wp, m/runs, ships[wp]/m, tons[wp]/m, lost[wp]/m, atSea[wp]/m)
	}
}
