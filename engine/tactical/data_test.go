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
	// Every calibrated cell is present, its cuts finite and not rising, and its
	// excellent cut's Q in (0, 1].
	for cd := CalCond(0); cd < numCalCond; cd++ {
		for b := Close; b <= Long; b++ {
			for k := ShipKind(0); k < numShipKind; k++ {
				for s := CalSetting(0); s < numCalSetting; s++ {
					c := d.Calib.Cuts(cd, b, k, s)
					for g := Good; g < OffTarget; g++ {
						if math.IsInf(c[g], 0) || math.IsNaN(c[g]) || c[g] > c[g-1] {
							t.Errorf("cuts %s/%s/%s/%s = %v", cd.Key(), b.Key(), k.Key(), s.Key(), c)
						}
					}
					if q := c.QRef(); !(q > 0 && q <= 1) {
						t.Errorf("q_ref %s/%s/%s/%s = %v", cd.Key(), b.Key(), k.Key(), s.Key(), q)
					}
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
		{"{grade: fair,      share: 0.04, drm: 1}", "{grade: fair,      share: 0.04, drm: -1}", "drm must rise"},
		{"{grade: wild,      share: 0.01", "{grade: wild,      share: 0.30", "grades[4]: share"},
		{"off_target_share: 0.01", "off_target_share: -0.01", "off_target_share"},
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
	// B20–B24: an unescorted condition has no escort cells and no E_ref.
	esc := bytes.Replace(calibrationYAML, []byte("{cond: day, bracket: long, kind: escort, setting: g7a_44"), []byte("{cond: unescorted_day_surface, bracket: long, kind: escort, setting: g7a_44"), 1)
	if _, err := ParseCalibration(esc); err == nil || !strings.Contains(err.Error(), "condition unescorted_day_surface has no escort") {
		t.Errorf("an unescorted escort cell accepted: %v", err)
	}
	ue := bytes.Replace(calibrationYAML, []byte("{cond: night_surface, bracket: long, e:"), []byte("{cond: unescorted_night_surface, bracket: long, e:"), 1)
	if _, err := ParseCalibration(ue); err == nil || !strings.Contains(err.Error(), "e_ref: unknown cell unescorted_night_surface/long") {
		t.Errorf("an unescorted E_ref cell accepted: %v", err)
	}
	// §2.9: a file without one E_ref cell is rejected.
	noE := bytes.Replace(calibrationYAML, []byte("{cond: night_surface, bracket: long, e:"), []byte("{cond: night_surface, bracket: medium, e:"), 1)
	if _, err := ParseCalibration(noE); err == nil || !strings.Contains(err.Error(), "e_ref: missing cell night_surface/long") {
		t.Errorf("calibration without E_ref night_surface/long accepted: %v", err)
	}
}

// §9.1 self-test and §9.2.1 (consistency form): fresh calibration scenes from another
// seed; the reference AI's expected [U1] hit chance under the stored grade cuts must be
// within ±5 pp of the table's P(2d6 ≤ N − d_kind) (a guided cell's odds under its 9.2.5
// minimum, TableHit). This is what catches a stale calibration.yaml after a change to
// the geometry, the AI or the instruments.
// §2.9: the reference's mean a₀ at the stored E_ref is 1.00 in each condition and
// bracket. Reduced: day and night-surface × two kinds, and the unescorted attack
// (B20–B24, no zigzag) surfaced at night and submerged by day × large freighters, × G7e
// and the Zaunkönig (a guided cell) × 100 scenes per policy bracket (salvos as
// CalSalvos). TAC_LONG=1: every cell at the generator's size, plus the scene's own
// [U1] hit rate (±5 pp, widened to 3 binomial standard errors where a cell's launches
// are too few for ±5 pp to be 3 of them: the design's n = 20,000 per cell is out of
// reach) and §9.1: the stored cuts put the fresh reference on each grade with the
// shares a fresh calibration gives (CalibrateCuts on the same launches) within 2 pp +
// 4 standard errors of a share (a salvo's torpedoes share one solution, about doubling
// the binomial variance); the design's "within 3 % of the stored value" is for a
// Q_ref, and a cut is a quantile, which is judged by the share it cuts off.
func TestCalibrationFresh(t *testing.T) {
	skipShort(t)
	d := MustData()
	conds, kinds, sets, n := []CalCond{CondDay, CondNightSurface, CondUnescortedNightSurface, CondUnescortedDaySubmerged},
		[]ShipKind{LargeFreighter, Escort}, []CalSetting{G7e30, Zaunkoenig24}, 100
	if longRun() {
		conds, kinds, sets, n = allConds(), allKinds(), allSettings(), calN
	}
	smp, err := d.SceneSamples(calSeed+7, n, conds, kinds, sets, Reference)
	if err != nil {
		t.Fatal(err)
	}
	// §2.9 exposures: the NSA's depend on the kind (a capital ship's three escorts), so
	// the reduced form plays every kind, G7e, 25 scenes per policy bracket.
	esmp := smp
	if !longRun() {
		if esmp, err = d.SceneSamples(calSeed+7, 25, conds, allKinds(), sets, Reference); err != nil {
			t.Fatal(err)
		}
	}
	cells, bad := 0, 0
	for _, cd := range conds {
		// §2.9: the reference player's mean a₀ at the stored E_ref is 1.00: ±0.05 in the
		// long run, ±0.10 reduced.
		atol := 0.10
		if longRun() {
			atol = 0.05
		}
		for b := Close; b <= Long; b++ {
			if es := esmp.E[cd][b]; len(es) >= 50 {
				if a0 := d.MeanA0(es, d.Calib.ExposureRef(cd, b)); math.Abs(a0-1) > atol {
					t.Errorf("§2.9 %s/%s: reference mean a0 %.3f at the stored E_ref (n %d)", cd.Key(), b.Key(), a0, len(es))
				}
			}
		}
		for b := Close; b <= Long; b++ {
			for _, k := range kinds {
				for _, s := range sets {
					ls := smp.L[cd][b][k][s]
					if len(ls) < 30 || d.Calib.Cell(cd, b, k, s).Pooled != "" {
						continue // too few launches here, or a pooled cell (calibrated with another kind's launches)
					}
					cells++
					fails := 0
					name := cd.Key() + "/" + b.Key() + "/" + k.Key() + "/" + s.Key()
					stored := d.Calib.Cuts(cd, b, k, s)
					hit := d.ExpectedHit(ls, stored, b, k.StandingDRM(), 0, s.GuidedMin())
					want := d.TableHit(b, k.StandingDRM(), 0, s.GuidedMin())
					if math.Abs(hit-want) > 0.05 {
						fails++
						t.Errorf("§9.2.1 %s: reference expected hit %.3f vs table %.3f (n %d)", name, hit, want, len(ls))
					}
					if !longRun() {
						continue
					}
					nf := float64(len(ls))
					// The scene's own [U1] rolls (no other table modifiers).
					if s.Twin() == s { // a twin's cells have no rolls of their own
						rate := float64(smp.Hits[cd][b][k][s]) / nf
						if tol := math.Max(0.05, 3*math.Sqrt(want*(1-want)/nf)); math.Abs(rate-want) > tol {
							fails++
							t.Errorf("§9.2.1 %s: hit rate %.3f vs table %.3f (n %d, ±%.1f pp)", name, rate, want, len(ls), 100*tol)
						}
					}
					// §9.1: the stored cuts against a fresh calibration's, by the shares they cut.
					fresh, _, _, _ := d.CalibrateCuts(ls, b, k, s)
					got, exp := gradeShares(d, ls, stored), gradeShares(d, ls, fresh)
					for g := Excellent; g <= OffTarget; g++ {
						if tol := 0.02 + 4*math.Sqrt(exp[g]*(1-exp[g])/nf); math.Abs(got[g]-exp[g]) > tol {
							fails++
							t.Errorf("§9.1 %s: the stored cuts put %.3f of the fresh launches on %s, a fresh calibration %.3f (n %d, ±%.1f pp): calibration.yaml is stale",
								name, got[g], g.Key(), exp[g], len(ls), 100*tol)
						}
					}
					if fails > 0 {
						bad++
					}
				}
			}
		}
	}
	if longRun() {
		t.Logf("§9.1/§9.2.1: %d of %d cells outside a tolerance", bad, cells)
	}
}

// gradeShares is the share of launches ls on each grade under cuts c.
func gradeShares(d *Data, ls []float64, c GradeCuts) (out [numGrade]float64) {
	for _, l := range ls {
		g, _ := d.GradeOf(l, c)
		out[g] += 1 / float64(len(ls))
	}
	return out
}
