package tactical

import "math"

// §3.3 detection: a per-turn hazard anchored to [E2]. This is the evasion scene's core
// arithmetic; the scene around it (escort AI, weapons, the boat under water) is not
// built yet (see doc.go).

// SonarTurns is K, the sonar turns of one search phase (§3.1: 10 turns of 30 s).
const SonarTurns = 10

// PDet is P_det(m) of §3.3: P(2d6 + m ≥ 6) with a natural 2 always escaping.
func PDet(m int) float64 {
	c := 0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if a+b > 2 && a+b+m >= 6 {
				c++
			}
		}
	}
	return float64(c) / 36
}

// PDetPlus is P(2d6 + m ≥ 12) with a natural 2 escaping (the 12+ result, 9.6.9).
func PDetPlus(m int) float64 {
	c := 0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if a+b > 2 && a+b+m >= 12 {
				c++
			}
		}
	}
	return float64(c) / 36
}

// PassLambda is Λ_p = −ln(1 − P_det(m)), the base hazard of a pass at table modifier m.
func PassLambda(m int) float64 { return -math.Log(1 - PDet(m)) }

// D1000 rolls three d10 read as hundreds, tens and units, 000 = 1,000 (§8.1).
func D1000(r *Stream) (int, []int) {
	h, t, u := r.Die(10)-1, r.Die(10)-1, r.Die(10)-1
	v := 100*h + 10*t + u
	if v == 0 {
		v = 1000
	}
	return v, []int{h, t, u}
}

// Threshold is θ = −ln(u) with u = (d1000 − 0.5)/1000 (§3.3).
func Threshold(d1000 int) float64 { return -math.Log((float64(d1000) - 0.5) / 1000) }

// SearchPass is one search phase's hazard bookkeeping (§3.3). Create it with NewPass, call
// Turn once per sonar turn with that turn's weight w_t and factor a_t; Detected turns
// true in the turn where H first reaches θ.
type SearchPass struct {
	M        int     // the table modifier m_p
	Lambda   float64 // Λ_p
	Theta    float64 // θ from the E2T roll
	H        float64 // cumulative hazard
	Turns    int     // turns run
	Detected bool
	E2T      RollEvent
}

// NewPass rolls E2T for a pass at table modifier m.
func NewPass(r *Stream, m int) SearchPass {
	v, faces := D1000(r)
	p := SearchPass{M: m, Lambda: PassLambda(m), Theta: Threshold(v)}
	p.E2T = RollEvent{Table: "E2T", Dice: "d1000", Faces: faces, Mods: []Mod{}, Total: v, Result: "undetected"}
	return p
}

// Turn adds h_t = (Λ_p / K)·w·a and reports whether the boat is detected in this turn.
func (p *SearchPass) Turn(w, a float64) bool {
	if p.Detected || p.Turns >= SonarTurns {
		return false
	}
	p.Turns++
	p.H += p.Lambda / SonarTurns * w * a
	if p.H >= p.Theta {
		p.Detected = true
		p.E2T.Result = "detected"
		return true
	}
	return false
}

// RollPlus rolls E2Q after a detection: detected_plus with P(12+ | detected).
func (p *SearchPass) RollPlus(r *Stream) (bool, RollEvent) {
	v, faces := D1000(r)
	q := PDetPlus(p.M) / PDet(p.M)
	plus := (float64(v)-0.5)/1000 < q
	ev := RollEvent{Table: "E2Q", Dice: "d1000", Faces: faces, Mods: []Mod{}, Total: v, Result: "detected"}
	if plus {
		ev.Result = "detected_plus"
	}
	return plus, ev
}

// Telegraph is the submerged speed step (§3.2).
type Telegraph uint8

const (
	Silent Telegraph = iota
	Slow
	Half
	Full
)

// Exposure is the boat's state in one sonar turn, as §3.3's weight needs it: telegraph,
// rudder hard over, depth (m), the aspect to the nearest escort pinging within ASDIC
// range (degrees off its bow-stern line: 0 = end-on, 90 = beam; negative = none in
// range), the noise sources, and whether any escort covers the boat at all.
type Exposure struct {
	Telegraph  Telegraph
	HardRudder bool
	Depth      float64
	Aspect     float64
	Repair     bool // loud repair work
	Reload     bool
	Pump       bool
	Blowing    bool
	Covered    bool
	Pass, Turn int  // 1-based pass and turn
	AfterNSA   bool // the first pass after a Night Surface Attack
}

// Weight is w_t of §3.3: the product of the speed, depth-band, aspect, noise and
// coverage factors, clamped to [0.25, 3.0]; the reference state gives 1.
func Weight(e Exposure) float64 {
	w := [...]float64{1.0, 1.2, 1.6, 2.0}[e.Telegraph]
	if e.HardRudder && e.Telegraph >= Half {
		w *= 1.2
	}
	band := 1.0
	switch {
	case e.Depth < 20:
		band = 1.5
	case e.Depth < 60:
		band = 1.2
	}
	if e.Pass == 1 && (e.Turn <= 4 || e.AfterNSA) {
		band = 1.0
	}
	w *= band
	if e.Aspect >= 0 {
		switch {
		case e.Aspect <= 30:
			w *= 0.85
		case e.Aspect >= 60:
			w *= 1.10
		}
	}
	if e.Repair {
		w *= 1.3
	}
	if e.Reload {
		w *= 1.3
	}
	if e.Pump {
		w *= 1.2
	}
	if e.Blowing {
		w *= 2.0
	}
	if !e.Covered {
		w *= 0.25
	}
	return math.Min(math.Max(w, 0.25), 3.0)
}

// StepEquivalent is the HUD's modifier equivalent of a weight: log(w)/log(1.4).
func StepEquivalent(w float64) float64 { return math.Log(w) / math.Log(1.4) }
