package tactical

import (
	"bytes"
	"math"
	"strings"
	"testing"
)

// §7: the embedded data loads and validates, the §7.1 fit holds, and broken files fail.
func TestDataLoads(t *testing.T) {
	d, err := LoadData()
	if err != nil {
		t.Fatal(err)
	}
	if got := d.Merchants.Length(7200); math.Abs(got-134.6)/134.6 > 0.05 {
		t.Errorf("§7.1 Liberty length %v", got)
	}
	if got := d.Merchants.Mast(70); math.Abs(got-17.9) > 0.2 {
		t.Errorf("§7.1 mast of a 70 m ship %v, want ≈18", got)
	}
	if d.BoatFor("VIIC").TestDepth != 230 || d.BoatFor("VIIC/41").TestDepth != 250 || d.BoatFor("nope") != nil {
		t.Error("§7.4 boat families")
	}
	if s := d.Setting(WeaponG7a, 40); s == nil || s.Range != 7500 {
		t.Error("§2.5 G7a 40 kn")
	}
	// Every calibrated cell is present and in (0, 1].
	for b := Close; b <= Long; b++ {
		for k := ShipKind(0); k < numShipKind; k++ {
			for s := CalSetting(0); s < numCalSetting; s++ {
				if q := d.Calib.QRef(b, k, s); !(q > 0 && q <= 1) {
					t.Errorf("Q_ref %s/%s/%s = %v", b.Key(), k.Key(), s.Key(), q)
				}
			}
		}
	}
}

func TestDataValidationRejects(t *testing.T) {
	cases := []struct{ old, new, want string }{
		{"length_coef: 6.0", "length_coef: 9.0", "length fit"},
		{"{t5: 2, ", "{t5: 3, ", "out of order"},
		{"{weapon: g7e,          setting: 30", "{weapon: g7x,          setting: 30", "unknown weapon"},
		{"close_max: 1000", "close_max: 3000", "brackets"},
		{"{grade: fair,      r_min: 0.50", "{grade: fair,      r_min: 0.90", "r_min must fall"},
		{"version: 1", "version: 1\n  bogus: 2", "bogus"},
	}
	for _, c := range cases {
		if !bytes.Contains(tacticalYAML, []byte(c.old)) {
			t.Fatalf("fixture %q not in tactical.yaml", c.old)
		}
		_, err := ParseDesign(bytes.Replace(tacticalYAML, []byte(c.old), []byte(c.new), 1))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s → %v, want an error with %q", c.new, err, c.want)
		}
	}
	// A calibration file missing a cell is rejected.
	cut := bytes.Replace(calibrationYAML, []byte("bracket: long, kind: escort, setting: g7a_44"), []byte("bracket: long, kind: escort, setting: g7a_40"), 1)
	if _, err := ParseCalibration(cut); err == nil || !strings.Contains(err.Error(), "duplicate") {
		t.Errorf("duplicate calibration cell accepted: %v", err)
	}
}

// §9.1 self-test, reduced form: recompute a few cells with another seed and compare.
// TAC_LONG=1 runs every cell at n = 20,000 with the design's 3 % tolerance.
func TestCalibrationFresh(t *testing.T) {
	d := MustData()
	type cell struct {
		b Bracket
		k ShipKind
		s CalSetting
	}
	cells := []cell{{Medium, LargeFreighter, G7e30}, {Long, Tanker, G7a40}, {Medium, Escort, G7a44}}
	n, tol := 6000, 0.08
	if longRun() {
		cells, n, tol = nil, calN, 0.03
		for b := Close; b <= Long; b++ {
			for k := ShipKind(0); k < numShipKind; k++ {
				for s := CalSetting(0); s < numCalSetting; s++ {
					cells = append(cells, cell{b, k, s})
				}
			}
		}
	}
	for _, c := range cells {
		stored := d.Calib.QRef(c.b, c.k, c.s)
		if stored <= 2e-4 { // unreachable cell pinned at the floor: compare hit chances instead
			continue
		}
		qs := d.CellSamples(calSeed+7, n, c.b, c.k, c.s, Reference)
		q, _, _ := d.CalibrateQRef(qs, c.b, c.k)
		if math.Abs(q-stored)/stored > tol {
			t.Errorf("§9.1 %s/%s/%s: recomputed Q_ref %.4f vs stored %.4f (> %.0f %%): calibration.yaml is stale",
				c.b.Key(), c.k.Key(), c.s.Key(), q, stored, tol*100)
		}
	}
}
