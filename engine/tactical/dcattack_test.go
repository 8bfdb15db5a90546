package tactical

import (
	"math"
	"testing"
)

// §1.4 [E3] mean hits read from the engine's table: 1.08 / 1.44 / 1.89 / 2.22 / 2.44
// at m = −2 … +2.
func TestE3MeanHits(t *testing.T) {
	for m, want := range map[int]float64{-2: 1.08, -1: 1.44, 0: 1.89, 1: 2.22, 2: 2.44} {
		if got := E3MeanHits(m); !near(got, want, 0.006) {
			t.Errorf("m=%+d: %.3f want %.2f", m, got, want)
		}
	}
}

// §3.5 played: the reference evader (§6.2) against a standard run-in. The pattern is
// laid; holding still is punished far more than the reference evasion; the expected
// hits fall as S_ref rises, and CalibrateSRef meets the table on a sample that can.
func TestDCAttackPlayed(t *testing.T) {
	d := MustData()
	r := NewStream(8, 8)
	const n = 200
	var ref, still float64
	laid := 0
	for range n {
		b, h := d.StandardAttack(&r)
		s, ok := d.PlayDCAttack(&r, b, h, ReferenceEvader(), false)
		s2, ok2 := d.PlayDCAttack(&r, b, h, nil, false)
		if ok && ok2 {
			laid++
			ref += s
			still += s2
		}
	}
	if laid < n*9/10 {
		t.Fatalf("patterns laid in %d of %d attacks", laid, n)
	}
	ref, still = ref/float64(laid), still/float64(laid)
	t.Logf("mean S: reference evader %.3f, holding still %.3f", ref, still)
	if !(still > 0.3 && ref < still/2) {
		t.Errorf("mean S: reference %.3f, still %.3f", ref, still)
	}
	// Monotone in S_ref; calibration reaches the table on a sample spread round 1.
	ss := []float64{0.2, 0.5, 0.8, 1.0, 1.2, 1.6, 2.0, 3.0}
	prev := math.Inf(1)
	for _, sr := range []float64{0.1, 0.5, 1, 2, 5} {
		h := d.ExpectedE3Hits(ss, sr, 0)
		if h > prev {
			t.Errorf("expected hits rise with S_ref at %v", sr)
		}
		prev = h
	}
	if sr, h := d.CalibrateSRef(ss); math.Abs(h-E3MeanHits(0)) > 0.15 || sr <= 0 {
		t.Errorf("S_ref %v gives %.3f hits", sr, h)
	}
}
