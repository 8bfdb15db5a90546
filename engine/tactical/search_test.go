package tactical

import (
	"bytes"
	"math"
	"testing"
)

// §9.3.1 detection per pass = [E2], played: the reference evader (§6.2) in a standard
// later pass against two searching escorts; the fraction of passes ending in detection
// is within tolerance of P_det(m), and detected_plus of P(12+). Reduced: m = −1, 0, +2
// with 1,500 passes each and ±3 pp / ±1.5 pp; TAC_LONG=1: m = −2 … +4, 20,000 passes,
// the design's ±2 pp / ±1 pp.
func TestSearchMatchesE2(t *testing.T) {
	d := MustData()
	ms, n, tol, tolPlus := []int{-1, 0, 2}, 1500, 0.03, 0.015
	if longRun() {
		ms, n, tol, tolPlus = []int{-2, -1, 0, 1, 2, 3, 4}, 20000, 0.02, 0.01
	}
	for _, m := range ms {
		det, plus := 0, 0
		for i := 0; i < n; i++ {
			s := d.StandardSearch(uint64(i)*7919+uint64(m+10), m, 2, 2)
			ReferenceSearch(s)
			if PlaySearch(s) {
				det++
				if r := s.Log[len(s.Log)-1].Ev.(RollEvent); r.Result == "detected_plus" {
					plus++
				}
			}
		}
		pd, pp := float64(det)/float64(n), float64(plus)/float64(n)
		if math.Abs(pd-PDet(m)) > tol {
			t.Errorf("m=%+d: reference evader detected in %.3f of passes, table %.3f", m, pd, PDet(m))
		}
		if math.Abs(pp-PDetPlus(m)) > tolPlus {
			t.Errorf("m=%+d: detected_plus %.3f, table %.3f", m, pp, PDetPlus(m))
		}
	}
}

// §9.3.3 (played): full speed in every turn is detected far more often than the
// reference; the turn events carry w and H, and a pass ends at its threshold or after
// K turns.
func TestSearchWeightsPlayed(t *testing.T) {
	d := MustData()
	const n = 600
	ref, fast := 0, 0
	for i := 0; i < n; i++ {
		s := d.StandardSearch(uint64(i)+1, 0, 2, 2)
		ReferenceSearch(s)
		if PlaySearch(s) {
			ref++
		}
		f := d.StandardSearch(uint64(i)+1, 0, 2, 2)
		_ = f.Do(Command{Kind: CmdTelegraph, Value: float64(Full)})
		if PlaySearch(f) {
			fast++
		}
		turns := 0
		for _, l := range f.Log {
			if e, ok := l.Ev.(TurnEvent); ok {
				turns++
				if e.W <= 0 || e.Hcum < e.H {
					t.Fatalf("turn event %+v", e)
				}
			}
		}
		if turns < 1 || turns > SonarTurns || (!f.Pass.Detected && turns != SonarTurns) {
			t.Fatalf("pass with %d turns, detected %v", turns, f.Pass.Detected)
		}
	}
	// table(m + 1.5) at m = 0 is ≈ 0.88; the reference ≈ 0.72.
	if pf, pr := float64(fast)/n, float64(ref)/n; pf < 0.86 || pr > 0.78 {
		t.Errorf("full speed detected %.3f, reference %.3f", pf, pr)
	}
	// Determinism: the same seed and orders give the same log.
	a, b := d.StandardSearch(9, 1, 2, 3), d.StandardSearch(9, 1, 2, 3)
	ReferenceSearch(a)
	ReferenceSearch(b)
	PlaySearch(a)
	PlaySearch(b)
	if !bytes.Equal(JSONLines(a.Log), JSONLines(b.Log)) {
		t.Error("search logs differ")
	}
}

// A search tick allocates nothing once warm (the turn-end tick logs a tac_turn event).
func TestSearchStepAllocationFree(t *testing.T) {
	s := MustData().StandardSearch(3, 0, 2, 2)
	s.Pass.Theta = math.Inf(1)
	ReferenceSearch(s)
	s.Step() // tick 1; the warm-up run is tick 2; 57 runs reach tick 59
	if a := testing.AllocsPerRun(57, s.Step); a != 0 {
		t.Errorf("%v allocations per tick", a)
	}
}

// §9.5.5 the search phase of an evasion pass (one sonar cycle of 10 turns) runs far
// under the 50 ms budget of a full evasion cycle.
func BenchmarkSearchPass(b *testing.B) {
	d := MustData()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s := d.StandardSearch(uint64(i), 0, 2, 2)
		s.Pass.Theta = math.Inf(1)
		ReferenceSearch(s)
		PlaySearch(s)
	}
}
