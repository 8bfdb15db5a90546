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
	const nsl = "{cond: night_surface, bracket: long, situation: convoy, setting: g7e_30, e:"
	ue := bytes.Replace(calibrationYAML, []byte(nsl), []byte("{cond: unescorted_night_surface, bracket: long, situation: convoy, setting: g7e_30, e:"), 1)
	if _, err := ParseCalibration(ue); err == nil || !strings.Contains(err.Error(), "e_ref: unknown cell unescorted_night_surface/long/convoy/g7e_30") {
		t.Errorf("an unescorted E_ref cell accepted: %v", err)
	}
	// §2.9: a file without one E_ref cell (condition, bracket, situation, setting), or
	// with an unknown situation, is rejected.
	noE := bytes.Replace(calibrationYAML, []byte(nsl), []byte("{cond: night_surface, bracket: medium, situation: convoy, setting: g7e_30, e:"), 1)
	if _, err := ParseCalibration(noE); err == nil || !strings.Contains(err.Error(), "e_ref: missing cell night_surface/long/convoy/g7e_30") {
		t.Errorf("calibration without E_ref night_surface/long/convoy/g7e_30 accepted: %v", err)
	}
	sit := bytes.Replace(calibrationYAML, []byte(nsl), []byte("{cond: night_surface, bracket: long, situation: flotilla, setting: g7e_30, e:"), 1)
	if _, err := ParseCalibration(sit); err == nil || !strings.Contains(err.Error(), "e_ref: unknown cell night_surface/long/flotilla/g7e_30") {
		t.Errorf("an E_ref cell of an unknown situation accepted: %v", err)
	}
}

// §9.1 self-test and §9.2.1 (consistency form): fresh calibration scenes from another
// seed; the reference AI's expected [U1] hit chance under the stored grade cuts must be
// within ±5 pp of the table's P(2d6 ≤ N − d_kind) (a guided cell's odds under its 9.2.5
// minimum, TableHit). This is what catches a stale calibration.yaml after a change to
// the geometry, the AI or the instruments.
// §2.9: the reference's mean a₀ at the stored E_ref is 1.00 in each condition,
// bracket, situation and setting. Reduced: day and night-surface × two kinds, and the unescorted attack
// (B20–B24, no zigzag) surfaced at night and submerged by day × large freighters, × G7e
// and the Zaunkönig (a guided cell) × 100 scenes per policy bracket (salvos as
// CalSalvos). TAC_LONG=1: every cell at calTestN scenes, plus the scene's own
// [U1] hit rate (±5 pp, widened to 3 binomial standard errors where a cell's launches
// are too few for ±5 pp to be 3 of them: the design's n = 20,000 per cell is out of
// reach) and §9.1: the stored cuts put the fresh reference on each grade with the
// shares a fresh calibration gives (CalibrateCuts on the same launches) within 2 pp +
// 4 standard errors of a share (a salvo's torpedoes share one solution, about doubling
// the binomial variance); the design's "within 3 % of the stored value" is for a
// Q_ref, and a cut is a quantile, which is judged by the share it cuts off. A cell
// outside any of these on the long form's scenes is replayed on calReplay times as many
// fresh scenes and judged on those (the tolerances are the design's for n = 20,000 per
// cell; several hundred cells judged at 3 standard errors put one or two outside by
// chance, doc.go).
func TestCalibrationFresh(t *testing.T) {
	skipShort(t)
	d := MustData()
	conds, kinds, sets, n := []CalCond{CondDay, CondNightSurface, CondUnescortedNightSurface, CondUnescortedDaySubmerged},
		[]ShipKind{LargeFreighter, Escort}, []CalSetting{G7e30, Zaunkoenig24}, 100
	if longRun() {
		conds, kinds, sets, n = allConds(), allKinds(), allSettings(), calTestN
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
	cells, bad, replayed := 0, 0, 0
	for _, cd := range conds {
		// §2.9: the reference player's mean a₀ at the stored E_ref is 1.00: ±0.05 in the
		// long run, ±0.10 reduced, or 3 standard errors of the difference of the two
		// means where a cell's scenes (50 and more, stored and fresh) resolve a₀ worse
		// than that (the design's n = 20,000 would make ±0.05 ten of them). A pooled
		// cell (stored from its situation's or condition's scenes) is judged by those.
		// In the long form a cell outside is replayed on more scenes (below).
		atol := 0.10
		if longRun() {
			atol = 0.05
		}
		for b := Close; b <= Long; b++ {
			for st := ERefSit(0); st < numERefSit; st++ {
				for s := CalSetting(0); s < numCalSetting; s++ {
					row := d.Calib.ERefRow(cd, b, st, s)
					es := esmp.E[cd][b][st][s]
					if row == nil || row.Pooled != "" || len(es) < 50 {
						continue
					}
					eRef := d.Calib.ExposureRef(cd, b, st, s)
					judge := func(es []float64) (a0, tol float64, ok bool) {
						a0, sd := d.MeanA0(es, eRef), a0SD(d, es, eRef)
						tol = math.Max(atol, 3*sd*math.Sqrt(1/float64(len(es))+1/float64(row.N)))
						return a0, tol, math.Abs(a0-1) <= tol
					}
					a0, tol, ok := judge(es)
					if !ok && longRun() {
						// As a grade cell below: some 300 cells judged at 3 standard errors
						// put one outside by chance, so the cell is replayed on calReplay
						// times as many fresh scenes (every kind: the situation is the
						// group's) and judged on those alone.
						rs, err := d.SceneSamples(calSeed+1007, calReplay*n, []CalCond{cd}, allKinds(), []CalSetting{s.Twin()}, Reference)
						if err != nil {
							t.Fatal(err)
						}
						t.Logf("§2.9 %s/%s/%s/%s: mean a0 %.3f outside ±%.3f on %d exposures; replayed on %d", cd.Key(), b.Key(), st.Key(), s.Key(), a0, tol, len(es), len(rs.E[cd][b][st][s.Twin()]))
						es = rs.E[cd][b][st][s.Twin()]
						a0, tol, ok = judge(es)
					}
					if !ok {
						t.Errorf("§2.9 %s/%s/%s/%s: reference mean a0 %.3f at the stored E_ref (n %d, ±%.3f)", cd.Key(), b.Key(), st.Key(), s.Key(), a0, len(es), tol)
					}
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
					name := cd.Key() + "/" + b.Key() + "/" + k.Key() + "/" + s.Key()
					judge := func(ls []float64, hits int, report func(string, ...any)) (fails int) {
						stored := d.Calib.Cuts(cd, b, k, s)
						hit := d.ExpectedHit(ls, stored, b, k.StandingDRM(), 0, s.GuidedMin())
						want := d.TableHit(b, k.StandingDRM(), 0, s.GuidedMin())
						if math.Abs(hit-want) > 0.05 {
							fails++
							report("§9.2.1 %s: reference expected hit %.3f vs table %.3f (n %d)", name, hit, want, len(ls))
						}
						if !longRun() {
							return fails
						}
						nf := float64(len(ls))
						// The scene's own [U1] rolls (no other table modifiers).
						if s.Twin() == s { // a twin's cells have no rolls of their own
							rate := float64(hits) / nf
							if tol := math.Max(0.05, 3*math.Sqrt(want*(1-want)/nf)); math.Abs(rate-want) > tol {
								fails++
								report("§9.2.1 %s: hit rate %.3f vs table %.3f (n %d, ±%.1f pp)", name, rate, want, len(ls), 100*tol)
							}
						}
						// §9.1: the stored cuts against a fresh calibration's, by the shares they cut.
						// (Both fitted at the stored never-crossing share, checked below.)
						fresh, _, _, _ := d.CalibrateCuts(AtNeverShare(ls, d.Calib.Cell(cd, b, k, s).Never), b, k, s)
						got, exp := gradeShares(d, ls, stored), gradeShares(d, ls, fresh)
						for g := Excellent; g <= OffTarget; g++ {
							if tol := 0.02 + 4*math.Sqrt(exp[g]*(1-exp[g])/nf); math.Abs(got[g]-exp[g]) > tol {
								fails++
								report("§9.1 %s: the stored cuts put %.3f of the fresh launches on %s, a fresh calibration %.3f (n %d, ±%.1f pp): calibration.yaml is stale",
									name, got[g], g.Key(), exp[g], len(ls), 100*tol)
							}
						}
						return fails
					}
					fails := 0
					if !longRun() {
						fails = judge(ls, smp.Hits[cd][b][k][s], t.Errorf)
					} else if first := judge(ls, smp.Hits[cd][b][k][s], func(string, ...any) {}); first > 0 {
						// More samples for that cell: the long form judges several
						// hundred cells at 3 standard errors (and a salvo's torpedoes
						// share one solution), so a cell outside on 400 scenes per policy
						// bracket is replayed on calReplay times as many fresh ones
						// (another seed) and judged on those alone, at the same
						// tolerances; a real bias stays outside (design §9: n = 20,000).
						rs, err := d.SceneSamples(calSeed+1007, calReplay*n, []CalCond{cd}, []ShipKind{k}, []CalSetting{s.Twin()}, Reference)
						if err != nil {
							t.Fatal(err)
						}
						rls := rs.L[cd][b][k][s.Twin()]
						t.Logf("%s: outside a tolerance on %d launches; replayed on %d", name, len(ls), len(rls))
						fails = judge(rls, rs.Hits[cd][b][k][s.Twin()], t.Errorf)
						replayed++
					}
					if fails > 0 {
						bad++
					}
				}
			}
		}
	}
	if longRun() {
		t.Logf("§9.1/§9.2.1: %d of %d cells outside a tolerance (%d replayed on more scenes)", bad, cells, replayed)
		// §9.1 the stored never-crossing shares (neverShare, §2.7.2 [designed]) against
		// the fresh launches' pooled the same way, within 1 pp + 4 standard errors (the
		// salvos' clustering doubles the binomial variance).
		for _, cd := range conds {
			for b := Close; b <= Long; b++ {
				for _, k := range kinds {
					for _, s := range []CalSetting{G7e30, Falke20} {
						cell := d.Calib.Cell(cd, b, k, s)
						if !cd.HasKind(k) || cell.Pooled != "" {
							continue
						}
						fresh, n := neverShare(smp, cd, b, k, false, s.GuidedMin() > 0), 0
						for t := CalSetting(0); t < numCalSetting; t++ {
							if t.Twin() == t && (t.GuidedMin() > 0) == (s.GuidedMin() > 0) {
								n += len(smp.L[cd][b][k][t])
							}
						}
						if n < 200 {
							continue
						}
						p := max(cell.Never, 1/float64(n))
						if tol := 0.01 + 4*math.Sqrt(2*p*(1-p)/float64(n)); math.Abs(fresh-cell.Never) > tol {
							t.Errorf("§9.1 %s/%s/%s (guided %v): never-crossing share %.4f fresh, %.4f stored (n %d, ±%.1f pp)",
								cd.Key(), b.Key(), k.Key(), s.GuidedMin() > 0, fresh, cell.Never, n, 100*tol)
						}
					}
				}
			}
		}
	}
}

// calReplay is how many times the long form's scenes a cell outside a tolerance is
// replayed on (TestCalibrationFresh).
const calReplay = 5

// a0SD is the standard deviation of the §2.9 a₀ over exposures es at E_ref eRef.
func a0SD(d *Data, es []float64, eRef float64) float64 {
	m, v := d.MeanA0(es, eRef), 0.0
	for _, e := range es {
		x := d.Approach.A0For(e, eRef) - m
		v += x * x
	}
	return math.Sqrt(v / float64(max(len(es)-1, 1)))
}

// gradeShares is the share of launches ls on each grade under cuts c.
func gradeShares(d *Data, ls []float64, c GradeCuts) (out [numGrade]float64) {
	for _, l := range ls {
		g, _ := d.GradeOf(l, c)
		out[g] += 1 / float64(len(ls))
	}
	return out
}
