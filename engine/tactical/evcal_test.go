package tactical

import (
	"math"
	"testing"
)

// §9.1 self-test of the evasion section: fresh calibration attacks from another seed
// than the stored file's; every S_ref / G_ref refitted at the stored r_b, r_s and σ_h
// is within RefTolerance of the stored one (3 %, or 3 standard errors of the
// difference where the samples resolve the reference worse than 1 %: the stored se
// and the fresh sample's own bootstrap se). Reduced: two contexts per weapon, 2,000
// attacks each (the fresh se is √10 wider than the stored run's, so the tolerance
// widens with it). TAC_LONG=1: the whole generator (CalibrateEvasion, EvCalN attacks
// per cell) at another seed: r_b, r_s and σ_h equal to the stored ones, w_norm per
// escort count within 3 %, every reference within its tolerance.
func TestEvasionCalibrationFresh(t *testing.T) {
	skipShort(t)
	d := MustData()
	ev := d.Calib.Evasion
	if ev == nil {
		t.Fatal("calibration.yaml has no evasion section")
	}
	if ev.N != EvCalN || ev.Tool != EvCalToolVersion {
		t.Fatalf("evasion section: n %d, tool %d; the generator's are %d, %d (regenerate: go run ./cmd/tactcal -evasion)", ev.N, ev.Tool, EvCalN, EvCalToolVersion)
	}
	stored := func(w EvWeapon, ctx int) EvRefCell {
		for _, r := range ev.Refs {
			if r.Weapon == w.Key() && r.Ctx == EvContextAt(ctx).Key() {
				return r
			}
		}
		t.Fatalf("no stored cell %s/%s", w.Key(), EvContextAt(ctx).Key())
		return EvRefCell{}
	}
	if tacLong() {
		fresh, found, err := d.CalibrateEvasion(ev.Seed+7, EvCalN)
		if err != nil {
			t.Fatal(err)
		}
		if fresh.DCRadius != ev.DCRadius || fresh.SquidRadius != ev.SquidRadius || fresh.HHScatter != ev.HHScatter || found != [numEvWeapon]bool{true, true, true} {
			t.Errorf("r_b %g, r_s %g, σ_h %g (fitted %v); stored %g, %g, %g", fresh.DCRadius, fresh.SquidRadius, fresh.HHScatter, found, ev.DCRadius, ev.SquidRadius, ev.HHScatter)
		}
		for i, w := range fresh.WNormEscorts {
			if want := ev.WNormEscorts[i]; math.Abs(w-want) > EvRefTol*want {
				t.Errorf("w_norm %d escorts %.4f, stored %.4f", i+1, w, want)
			}
		}
		for _, r := range fresh.Refs {
			w, _ := EvWeaponOf(r.Weapon)
			ci := -1
			for i := range NumEvContexts {
				if EvContextAt(i).Key() == r.Ctx {
					ci = i
				}
			}
			o := stored(w, ci)
			if tol := RefTolerance(r.SE, o.SE); math.Abs(r.Ref-o.Ref) > tol*o.Ref {
				t.Errorf("%s/%s: ref %.4f, stored %.4f (%+.1f %%, tolerance %.1f %%)", r.Weapon, r.Ctx, r.Ref, o.Ref, 100*(r.Ref/o.Ref-1), 100*tol)
			}
		}
		return
	}
	f := d.BoatFor("VIIC")
	for w := EvWeapon(0); w < numEvWeapon; w++ {
		par := ev.DCRadius
		switch w {
		case WeapSquid:
			par = ev.SquidRadius
		case WeapHedgehog:
			par = ev.HHScatter
		}
		for _, ci := range []int{0, NumEvContexts - 1} {
			ss, err := d.EvasionSamples(9302+uint64(w), 2000, w, EvContextAt(ci), Reference)
			if err != nil {
				t.Fatal(err)
			}
			sc := scores(ss, w, par, f)
			ref, _, _ := d.fitRef(sc, w)
			se := d.refSE(sc, w, 9302)
			o := stored(w, ci)
			if tol := RefTolerance(se, o.SE); math.Abs(ref-o.Ref) > tol*o.Ref {
				t.Errorf("%s/%s: ref %.4f (se %.3f), stored %.4f (se %.4f): %+.1f %%, tolerance %.1f %%: calibration.yaml is stale",
					w.Key(), EvContextAt(ci).Key(), ref, se, o.Ref, o.SE, 100*(ref/o.Ref-1), 100*tol)
			}
		}
	}
}

// RefTolerance: 3 % where both samples resolve the reference to 1 % or better, three
// standard errors of the difference beyond.
func TestRefTolerance(t *testing.T) {
	for _, c := range []struct{ a, b, want float64 }{{0, 0, 0.03}, {0.005, 0.005, 0.03}, {0.03, 0.04, 0.15}, {0.01, 0, 0.03}, {0.02, 0, 0.06}} {
		if got := RefTolerance(c.a, c.b); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("RefTolerance(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
