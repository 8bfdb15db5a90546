package bdu

import (
	"os"
	"testing"
)

type sinkFunc func(Event)

func (f sinkFunc) Emit(e Event) { f(e) }

// The figures of design 10.2 per war period over whole campaigns with the BdU AI, beside
// design 10.1 and the bands of 10.2 (Measure; no pass/fail yet: the tables are being
// calibrated). BDU_LONG=1.
func TestCalibrationReport(t *testing.T) {
	if os.Getenv("BDU_LONG") == "" {
		t.Skip("BDU_LONG=1 runs the calibration report")
	}
	const runs = 10
	var m Measure
	for i := range runs {
		c := newTestCampaign(t, FirstMonth, uint64(100+i))
		c.War.noCapitulation = true
		if err := c.Run(nil); err != nil {
			t.Fatal(err)
		}
		m.Add(c)
		t.Logf("seed %d: %s %s VP %d, %d ships, %d t, %d lost", 100+i, c.War.EndReason, c.War.Victory, c.War.VP, c.War.Total.Ships, c.War.Total.Tons, c.ULost)
	}
	r := m.Report()
	mark := func(f Figure) string {
		if f.Out() {
			return " OUT"
		}
		return ""
	}
	for _, w := range r.WP {
		t.Logf("WP%d: %.0f months: ships/month %.0f (hist %.0f), tons/month %.0f (hist %.0f%s), lost/month %.1f (hist %.1f%s), boats at sea %.0f (hist %.0f%s), transit+air share %.0f%%%s",
			w.WP, float64(w.Months)/runs, w.Ships.Value, w.Ships.History, w.Tons.Value, w.Tons.History, mark(w.Tons),
			w.Lost.Value, w.Lost.History, mark(w.Lost), w.AtSea.Value, w.AtSea.History, mark(w.AtSea),
			100*w.TransitAirShare.Value, mark(w.TransitAirShare))
	}
	for i, s := range r.Strength {
		t.Logf("strength %s: %.0f (hist %.0f%s)", StrengthMonths[i], s.Value, s.History, mark(s))
	}
	t.Logf("VP at %s: %.0f (hist %.0f%s)", VPMonth, r.VP.Value, r.VP.History, mark(r.VP))
}
