package tactical

import (
	"math"
	"testing"
)

// §2.7.2 [designed]: the grades compare Q's log-odds, which agrees with ln(Q/(1 − Q))
// where Q is representable and keeps falling with the miss where Q rounds to 1 or to
// 0 in float64 (the saturation of FINDING §2.7.2).
func TestQualityLogit(t *testing.T) {
	const w, sig = 130.0, 6.0
	for _, m := range []float64{50, 60, 65, 70, 80, 90} { // Q well inside (0, 1)
		q := Quality(m, w, sig)
		if l := QualityLogit(m, w, sig); math.Abs(l-math.Log(q/(1-q))) > 1e-6*math.Max(1, math.Abs(l)) {
			t.Errorf("miss %v: logit %v, ln(Q/(1−Q)) %v", m, l, math.Log(q/(1-q)))
		}
	}
	// From the centre out to 60σ beyond the edge: strictly falling, finite, and
	// symmetric; Q itself is 1 at the centre and 0 at the far end.
	if Quality(0, w, sig) != 1 || Quality(w/2+60*sig, w, sig) != 0 {
		t.Fatal("the fixture does not saturate Q")
	}
	prev := math.Inf(1)
	for m := 0.0; m <= w/2+60*sig; m += 1 {
		l := QualityLogit(m, w, sig)
		if math.IsInf(l, 0) || math.IsNaN(l) || l >= prev {
			t.Fatalf("miss %v: logit %v after %v", m, l, prev)
		}
		if r := QualityLogit(-m, w, sig); math.Abs(r-l) > 1e-9*math.Max(1, math.Abs(l)) {
			t.Fatalf("miss ±%v: %v / %v", m, l, r)
		}
		prev = l
	}
}

// §2.7.2 grades by quantile, §9.1: CalibrateCuts puts the reference on off target,
// wild, poor and fair with the design's shares (off target at least the launches with
// no crossing), on excellent with the share that brings its expectation to the table's
// within one launch, and the rest on good; GradeOf with the cuts grades the same
// launches so.
func TestCalibrateCuts(t *testing.T) {
	d := MustData()
	r := NewStream(7, 0)
	ls := make([]float64, 1000)
	for i := range ls {
		ls[i] = 3 + 4*r.Normal()
	}
	ls[10], ls[20] = math.Inf(-1), math.Inf(-1) // two torpedoes that never cross
	for _, c := range []struct {
		b      Bracket
		k      ShipKind
		s      CalSetting
		noneEx bool
	}{{Long, LargeFreighter, G7e30, false}, {Medium, Escort, G7a30, false}, {Close, CapitalFast, G7a44, false},
		{Long, LargeFreighter, Zaunkoenig24, true}} { // Zaunkönig at Long: the minimum is the table's number
		cuts, ex, hit, target := d.CalibrateCuts(ls, c.b, c.k, c.s)
		name := c.b.Key() + "/" + c.k.Key() + "/" + c.s.Key()
		sh := gradeShares(d, ls, cuts)
		want := [numGrade]float64{Fair: d.Grades[Fair].Share, Poor: d.Grades[Poor].Share, Wild: d.Grades[Wild].Share, OffTarget: d.OffShare}
		for g := Fair; g <= OffTarget; g++ {
			if math.Abs(sh[g]-want[g]) > 0.5/float64(len(ls)) {
				t.Errorf("%s: %s share %.4f, want %.4f", name, g.Key(), sh[g], want[g])
			}
		}
		if math.Abs(sh[Excellent]-ex) > 1e-9 || math.Abs(sh[Excellent]+sh[Good]+sh[Fair]+sh[Poor]+sh[Wild]+sh[OffTarget]-1) > 1e-9 {
			t.Errorf("%s: shares %v, excellent %v", name, sh, ex)
		}
		if c.noneEx != (ex == 0) || c.noneEx != math.IsInf(cuts[Excellent], 1) {
			t.Errorf("%s: excellent share %v, cut %v", name, ex, cuts[Excellent])
		}
		// Within one launch moved from good to excellent of the table.
		dk, gm, n := c.k.StandingDRM(), c.s.GuidedMin(), d.U1Number(c.b)
		step := P2d6AtMost(n-guidedCap(dk-1, n, gm)) - P2d6AtMost(n-guidedCap(dk, n, gm))
		if target != d.TableHit(c.b, dk, 0, gm) || math.Abs(hit-target) > step/float64(len(ls))/2+1e-12 {
			t.Errorf("%s: expectation %.5f, table %.5f", name, hit, target)
		}
		if got := d.ExpectedHit(ls, cuts, c.b, dk, 0, gm); got != hit {
			t.Errorf("%s: ExpectedHit %v, CalibrateCuts %v", name, got, hit)
		}
	}
	// More launches without a crossing than the off-target share: all of them are off
	// target, and the low grades follow above them.
	many := append([]float64(nil), ls...)
	for i := 0; i < 50; i++ {
		many[i*7] = math.Inf(-1)
	}
	cuts, _, _, _ := d.CalibrateCuts(many, Long, LargeFreighter, G7e30)
	if sh := gradeShares(d, many, cuts); math.Abs(sh[OffTarget]-0.052) > 1e-9 || math.Abs(sh[Wild]-d.Grades[Wild].Share) > 1e-9 {
		t.Errorf("52 launches without a crossing: shares %v", sh)
	}
}

// §2.7.2 [designed] the never-crossing share: AtNeverShare keeps the finite launches and
// adds −Inf ones to make up the share; neverShare pools a kind's settings of one guidance.
func TestNeverShare(t *testing.T) {
	inf := math.Inf(-1)
	got := AtNeverShare([]float64{1, inf, 2, 3, inf, inf}, 0.25)
	if len(got) != 4 || got[0] != 1 || got[2] != 3 || !math.IsInf(got[3], -1) {
		t.Errorf("AtNeverShare at 25%%: %v, want [1 2 3 -Inf]", got)
	}
	if got := AtNeverShare([]float64{inf, 5, inf}, 0); len(got) != 1 || got[0] != 5 {
		t.Errorf("AtNeverShare at 0: %v, want [5]", got)
	}
	var smp CalSamples
	smp.L[CondDay][Close][Tanker][G7e30] = []float64{1, inf, 2, 3}
	smp.L[CondDay][Close][Tanker][G7a40] = []float64{1, 2, 3, 4, 5, inf}
	smp.L[CondDay][Close][Tanker][Falke20] = []float64{inf, inf}               // another guidance
	smp.L[CondDay][Close][LargeFreighter][G7e30] = []float64{inf, inf, inf, 1} // another kind
	if got := neverShare(&smp, CondDay, Close, Tanker, false, false); got != 0.2 {
		t.Errorf("straight runners: %v, want 2 of 10", got)
	}
	if got := neverShare(&smp, CondDay, Close, Tanker, false, true); got != 1 {
		t.Errorf("guided: %v, want 2 of 2", got)
	}
}
