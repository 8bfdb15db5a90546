package tactical

import (
	"math"
	"testing"
)

// §9.2.2 with table modifiers, and §9.2.3 the skill band, reduced: large freighters and
// escorts with G7e by day, in the night surface attack and against unescorted ships
// surfaced at night (B20–B24: large freighters only), 100 scenes per policy bracket
// per skill (TAC_LONG=1: every condition, kind and setting at half calTestN's
// size). Expected hit chances from the launch grades under the stored cuts. A cell
// outside in the long form is replayed on calReplay times as many fresh scenes per skill
// and judged on those (TestCalibrationFresh, doc.go).
func TestSkillBandAndTableModifiers(t *testing.T) {
	skipShort(t)
	d := MustData()
	conds, kinds, sets, n := []CalCond{CondDay, CondNightSurface, CondUnescortedNightSurface}, []ShipKind{LargeFreighter, Escort}, []CalSetting{G7e30}, 100
	if longRun() {
		conds, kinds, sets, n = allConds(), allKinds(), allSettings(), calTestN/2
	}
	ref, err := d.SceneSamples(calSeed+11, n, conds, kinds, sets, Reference)
	if err != nil {
		t.Fatal(err)
	}
	perfect, _ := d.SceneSamples(calSeed+11, n, conds, kinds, sets, 0)
	careless, _ := d.SceneSamples(calSeed+11, n, conds, kinds, sets, 2)
	cells, bad, replayed := 0, 0, 0
	for _, cd := range conds {
		for b := Close; b <= Long; b++ {
			for _, k := range kinds {
				for _, s := range sets {
					if !cd.HasKind(k) {
						continue // no unescorted escorts or capital ships
					}
					cell := d.Calib.Cell(cd, b, k, s)
					cuts := d.Calib.Cuts(cd, b, k, s)
					dk, gm := k.StandingDRM(), s.GuidedMin()
					name := cd.Key() + "/" + b.Key() + "/" + k.Key() + "/" + s.Key()
					judge := func(ref, perfect, careless []float64, report func(string, ...any)) (fails int) {
						if ls := ref; len(ls) >= 30 && cell.Pooled == "" {
							// §9.2.2: Knight's Cross −1, Green crew +1, 2WO in command +2,
							// each within ±5 pp of the table at the same modifier (§2.7.2
							// grades by quantile: the reference's grades are concentrated
							// on good, doc.go).
							for _, dt := range []int{-1, 1, 2} {
								if got, want := d.ExpectedHit(ls, cuts, b, dk, dt, gm), d.TableHit(b, dk, dt, gm); math.Abs(got-want) > 0.05 {
									fails++
									report("§9.2.2 %s d=%+d: %.3f vs table %.3f (n %d)", name, dt, got, want, len(ls))
								}
							}
						}
						// §9.2.3 errors ×0: never above the table's one-step-better value + 1 pp.
						if ls := perfect; len(ls) >= 30 {
							if got, cap := d.ExpectedHit(ls, cuts, b, dk, 0, gm), d.TableHit(b, dk, -1, gm); got > cap+0.01 {
								fails++
								report("§9.2.3 %s perfect: %.3f above the cap %.3f (n %d)", name, got, cap, len(ls))
							}
						}
						// §9.2.3 errors ×2: below the table in every Medium and Long cell
						// (a guided torpedo's 9.2.5 minimum is its floor: at or below the
						// table).
						if ls := careless; len(ls) >= 30 && b != Close {
							got, tab := d.ExpectedHit(ls, cuts, b, dk, 0, gm), d.TableHit(b, dk, 0, gm)
							if gm > 0 && got > tab+1e-9 || gm == 0 && got >= tab {
								fails++
								report("§9.2.3 %s careless: %.3f not below the table %.3f (n %d; the reference %.3f on the same scenes)",
									name, got, tab, len(ls), d.ExpectedHit(ref, cuts, b, dk, 0, gm))
							}
						}
						return fails
					}
					fails := 0
					if !longRun() {
						fails = judge(ref.L[cd][b][k][s], perfect.L[cd][b][k][s], careless.L[cd][b][k][s], t.Errorf)
					} else if judge(ref.L[cd][b][k][s], perfect.L[cd][b][k][s], careless.L[cd][b][k][s], func(string, ...any) {}) > 0 {
						// More samples for that cell (TestCalibrationFresh): replayed on
						// calReplay times as many fresh scenes per skill and judged on those.
						var rl [3][]float64
						for i, sk := range []Skill{Reference, 0, 2} {
							rs, err := d.SceneSamples(calSeed+1011, calReplay*n, []CalCond{cd}, []ShipKind{k}, []CalSetting{s.Twin()}, sk)
							if err != nil {
								t.Fatal(err)
							}
							rl[i] = rs.L[cd][b][k][s.Twin()]
						}
						t.Logf("%s: outside a tolerance on %d reference launches; replayed on %d", name, len(ref.L[cd][b][k][s]), len(rl[0]))
						fails = judge(rl[0], rl[1], rl[2], t.Errorf)
						replayed++
					}
					cells++
					if fails > 0 {
						bad++
					}
				}
			}
		}
	}
	if longRun() {
		t.Logf("§9.2.2/§9.2.3: %d of %d cells outside a tolerance (%d replayed on more scenes)", bad, cells, replayed)
	}
}

// §2.4 a silhouette's wrong side at night is a discrete mistake made k times as often
// at skill k from the same draw; only the wobble is scaled (SideDraw.At). Scaled as an
// angle, a 180° mistake at ×2 wrapped round to the right side (doc.go, FINDING §9.2.3).
func TestSilhouetteSideAtSkill(t *testing.T) {
	in := &MustData().Instruments
	p := in.NightSideError
	for _, c := range []struct {
		sd   SideDraw
		k    Skill
		want float64
	}{
		{SideDraw{Read: 85, U: 0.6 * p, Mistaken: true}, Reference, -85}, // the reference's mistake, as read
		{SideDraw{Read: 85, U: 0.6 * p, Mistaken: true}, 2, -80},         // careless: the same mistake, the wobble ×2
		{SideDraw{Read: 85, U: 1.4 * p, Mistaken: true}, Reference, 85},  // no mistake at ×1 …
		{SideDraw{Read: 85, U: 1.4 * p, Mistaken: true}, 2, -80},         // … but at ×2 (twice as often)
		{SideDraw{Read: 85, U: 0.6 * p, Mistaken: true}, 0, 90},          // perfect: the truth
		{SideDraw{Read: 85, U: 0.6 * p, Mistaken: true}, Ace, 87.5},      // Ace: half as often (0.6p ≥ 0.5p)
		{SideDraw{Read: 85, U: 0, Mistaken: false}, 2, 80},               // by day or close in: never
	} {
		if got := c.sd.At(in, 90, c.k); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("%+v at ×%v: %v, want %v", c.sd, float64(c.k), got, c.want)
		}
	}
	// The scene's reading is the draws at the reference skill.
	sc, _ := NewAttack(MustData(), Setup{Seed: 9, Group: GroupShip, Year: 1942, BoatType: "VIIC", Periscope: true, Night: true, Mode: ModeSurfaced,
		Targets: []TargetIn{{Name: "t", Tons: 5000, Class: "large_freighter"}}, BowTubes: []Weapon{WeaponG7e}}, nil)
	for range 50 {
		if err := sc.Do(Command{Kind: CmdObserve, Target: 1, Method: ObsSilhouette}); err != nil {
			t.Fatal(err)
		}
		ev := sc.Log[len(sc.Log)-1].Ev.(ObsEvent)
		if got := r1(ev.side.At(in, ev.TrueValue, Reference)); got != ev.Value {
			t.Fatalf("reading %v, its draws at ×1 %v", ev.Value, got)
		}
	}
}
