package engine

import "testing"

// hazardProv is scriptProv with a fixed pass hazard (§1.3 PassHazard).
type hazardProv struct {
	scriptProv
	h float64
}

func (p *hazardProv) PassHazard(*Career, TacPass) (float64, bool) { return p.h, true }

// TestTacE2TRerollHalsUndBeinbruch: tactical-design §1.3 / §3.3 with [R1] 7. E2T and
// E2Q replace a played pass's [E2] 2d6, so a "Hals und Beinbruch" counter is offered on
// them as on [E2]: spent on a detecting E2T, the pass is rolled again (a second E2T
// event) and the counter is gone; kept, the detection stands and E2Q follows, on which
// the next counter is offered too. Scripted d1000 faces (hundreds, tens, units; 0 = 10).
func TestTacE2TRerollHalsUndBeinbruch(t *testing.T) {
	// Hazard 0.5: a reading d is undetected when −ln((d − 0.5)/1000) > 0.5, i.e. d ≤ 607.
	// E2T 900 detected → reroll → E2T 100 undetected.
	tc := newTestCareer(t, "VIIC", MonthOf(1943, 7), 9, 10, 10, 1, 10, 10)
	tc.tac.p = &hazardProv{h: 0.5}
	tc.S.Boat.HalsUndBeinbruch = 1
	tc.dec.answer("hals_und_beinbruch", "reroll")
	handled, det, plus := tc.tacDetection(0, true, false, false)
	if !handled || det || plus {
		t.Fatalf("rerolled pass: handled %v detected %v plus %v, want undetected", handled, det, plus)
	}
	e2t := tc.rolls("E2T")
	if len(e2t) != 2 || e2t[0].Result != "detected" || e2t[1].Result != "undetected" || e2t[1].Total != 100 {
		t.Fatalf("E2T rolls %+v, want detected 900 then undetected 100", e2t)
	}
	if e2t[0].Theta == 0 || e2t[1].Theta == 0 || e2t[1].Theta <= e2t[0].Theta {
		t.Errorf("θ of the two readings %v, %v (§8.1)", e2t[0].Theta, e2t[1].Theta)
	}
	if tc.S.Boat.HalsUndBeinbruch != 0 || len(tc.rolls("E2Q")) != 0 || len(tc.rolls("E2")) != 0 {
		t.Fatalf("counters %d, E2Q %d, E2 %d", tc.S.Boat.HalsUndBeinbruch, len(tc.rolls("E2Q")), len(tc.rolls("E2")))
	}
	tc.mustUseScript()

	// Two counters, the first kept on E2T 900 (detected); E2Q 001 is detected_plus (the
	// share q of 12+ among detections at m = 0 is 1/36 ÷ P_det > 0.0005); the counter is
	// offered with context "E2Q:detected_plus", spent, and E2Q 999 makes it a detection
	// (on which the last counter is offered again and kept).
	tc = newTestCareer(t, "VIIC", MonthOf(1943, 7), 9, 10, 10, 10, 10, 1, 9, 9, 9)
	tc.tac.p = &hazardProv{h: 0.5}
	tc.S.Boat.HalsUndBeinbruch = 2
	tc.cfg.Odds = true // the offer's odds run the readings over every face: θ must not leak
	var ctxs []string
	tc.dec.fallback = func(d *Decision) string {
		if d.ID != "hals_und_beinbruch" {
			return d.Options[0].Key
		}
		ctxs = append(ctxs, d.Context)
		if d.Context == "E2Q:detected_plus" {
			sum := 0.0
			for _, o := range d.Options[1].Odds {
				sum += o.P
			}
			if sum < 0.999 || sum > 1.001 {
				t.Errorf("E2Q reroll odds sum to %.4f", sum)
			}
			return "reroll"
		}
		return "keep"
	}
	handled, det, plus = tc.tacDetection(0, true, false, false)
	if !handled || !det || plus {
		t.Fatalf("kept E2T, rerolled E2Q: handled %v detected %v plus %v, want detected", handled, det, plus)
	}
	// the last counter is offered again on the rerolled E2Q, and kept
	if len(ctxs) != 3 || ctxs[0] != "E2T:detected" || ctxs[1] != "E2Q:detected_plus" || ctxs[2] != "E2Q:detected" {
		t.Fatalf("offers %v, want E2T:detected, E2Q:detected_plus, E2Q:detected", ctxs)
	}
	e2q := tc.rolls("E2Q")
	if len(e2q) != 2 || e2q[0].Result != "detected_plus" || e2q[1].Result != "detected" {
		t.Fatalf("E2Q rolls %+v", e2q)
	}
	for _, r := range e2q {
		if r.Theta != 0 {
			t.Errorf("E2Q carries θ %v (only E2T has one, §8.1)", r.Theta)
		}
	}
	if tc.S.Boat.HalsUndBeinbruch != 1 {
		t.Fatalf("counters %d, want 1", tc.S.Boat.HalsUndBeinbruch)
	}
	tc.mustUseScript()
}
