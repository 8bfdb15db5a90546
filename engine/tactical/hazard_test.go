package tactical

import (
	"math"
	"testing"
)

// §1.4 list: P_det and P(12+) per net modifier.
func TestPDetTable(t *testing.T) {
	want := map[int]float64{-1: 0.583, 0: 0.722, 1: 0.833, 2: 0.917, 3: 0.972, 4: 0.972}
	for m, p := range want {
		if !near(PDet(m), p, 0.001) {
			t.Errorf("P_det(%d) = %.4f want %.3f", m, PDet(m), p)
		}
	}
	plus := map[int]float64{0: 0.028, 1: 0.083, 2: 0.167, 3: 0.278}
	for m, p := range plus {
		if !near(PDetPlus(m), p, 0.001) {
			t.Errorf("P(12+ | m=%d) = %.4f want %.3f", m, PDetPlus(m), p)
		}
	}
	// One step multiplies Λ by ≈ 1.4 (0.876 → 1.281 → 1.792 → 2.485 → 3.584).
	for m, l := range map[int]float64{-1: 0.876, 0: 1.281, 1: 1.792, 2: 2.485, 3: 3.584} {
		if !near(PassLambda(m), l, 0.002) {
			t.Errorf("Λ(%d) = %.3f want %.3f", m, PassLambda(m), l)
		}
	}
}

// §9.3.1 detection per pass = [E2] (hazard form): with every w_t = a_t = 1 the fraction
// of passes detected is within ±2 pp of P_det(m) and detected_plus within ±1 pp of
// P(12+), for m = −2 … +4. 20,000 passes per m.
func TestPassMatchesE2(t *testing.T) {
	r := NewStream(31, 3)
	n := 20000
	for m := -2; m <= 4; m++ {
		det, plus := 0, 0
		for range n {
			p := NewPass(&r, m)
			for range SonarTurns {
				if p.Turn(1, 1) {
					det++
					if ok, _ := p.RollPlus(&r); ok {
						plus++
					}
					break
				}
			}
		}
		pd, pp := float64(det)/float64(n), float64(plus)/float64(n)
		if math.Abs(pd-PDet(m)) > 0.02 {
			t.Errorf("m=%d: detected %.3f vs P_det %.3f", m, pd, PDet(m))
		}
		if math.Abs(pp-PDetPlus(m)) > 0.01 {
			t.Errorf("m=%d: detected_plus %.3f vs P(12+) %.3f", m, pp, PDetPlus(m))
		}
	}
	// d1000 covers 1…1,000 with 000 read as 1,000.
	seen := map[int]bool{}
	for range 50000 {
		v, _ := D1000(&r)
		if v < 1 || v > 1000 {
			t.Fatal(v)
		}
		seen[v] = true
	}
	if !seen[1000] || !seen[1] {
		t.Error("d1000 ends not reached")
	}
}

// §9.3.3 weights (analytic form): full speed every turn of a later pass gives P_det ≥
// table(m + 1.5); end-on and silent lies within [table(m − 1), table(m)].
func TestWeightsShiftSteps(t *testing.T) {
	escape := func(m int, w float64) float64 { return math.Exp(-PassLambda(m) * w) }
	// table(m + 1.5) as the geometric mean hazard of m+1 and m+2.
	for m := -1; m <= 1; m++ {
		full := Weight(Exposure{Telegraph: Full, Depth: 150, Aspect: 45, Covered: true, Pass: 2, Turn: 5})
		l15 := (PassLambda(m+1) + PassLambda(m+2)) / 2
		if p := 1 - escape(m, full); p < 1-math.Exp(-l15)-1e-9 {
			t.Errorf("m=%d: full speed P_det %.3f below table(m+1.5) %.3f", m, p, 1-math.Exp(-l15))
		}
		quiet := Weight(Exposure{Telegraph: Silent, Depth: 150, Aspect: 10, Covered: true, Pass: 2, Turn: 5})
		p := 1 - escape(m, quiet)
		if p > PDet(m)+1e-9 || p < PDet(m-1)-1e-9 {
			t.Errorf("m=%d: end-on silent P_det %.3f outside [%.3f, %.3f]", m, p, PDet(m-1), PDet(m))
		}
	}
	// The reference state is 1; the clamp holds; pass 1's first turns ignore depth.
	if w := Weight(Exposure{Telegraph: Silent, Depth: 150, Aspect: 45, Covered: true, Pass: 1, Turn: 1}); w != 1 {
		t.Errorf("reference weight %v", w)
	}
	if w := Weight(Exposure{Telegraph: Full, HardRudder: true, Depth: 10, Aspect: 90, Blowing: true, Pump: true, Covered: true, Pass: 2, Turn: 1}); w != 3 {
		t.Errorf("clamp high %v", w)
	}
	if w := Weight(Exposure{Telegraph: Silent, Depth: 150, Aspect: 0, Covered: false, Pass: 2}); w != 0.25 {
		t.Errorf("clamp low %v", w)
	}
	if w := Weight(Exposure{Telegraph: Silent, Depth: 10, Aspect: -1, Covered: true, Pass: 1, Turn: 3}); w != 1 {
		t.Errorf("pass 1 turn 3 at periscope depth %v", w)
	}
	if s := StepEquivalent(1.4); !near(s, 1, 1e-12) {
		t.Error(s)
	}
}
