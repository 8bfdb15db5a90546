package tactical

import "math"

// §2.7 range bracket and resolution of each torpedo.

// BracketOf is §2.7.1: the bracket of a true range (m). Extreme (> 5,000 m, optional
// 14.16) is returned only when extreme is allowed (FaT against a convoy with the rule
// on); otherwise such a range is Long.
func (d *Data) BracketOf(rng float64, extreme bool) Bracket {
	switch {
	case rng <= d.Brackets.CloseMax:
		return Close
	case rng <= d.Brackets.MediumMax:
		return Medium
	case extreme && rng > d.Brackets.ExtremeMin:
		return Extreme
	}
	return Long
}

// U1Number is the [U1] hit number of a bracket (a modified 2d6 at or under it hits).
func (d *Data) U1Number(b Bracket) int {
	switch b {
	case Close:
		return d.U1.Close
	case Medium:
		return d.U1.Medium
	}
	return d.U1.Long
}

// P2d6AtMost is P(2d6 ≤ n), exact (§1.4).
func P2d6AtMost(n int) float64 {
	c := 0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if a+b <= n {
				c++
			}
		}
	}
	return float64(c) / 36
}

// Sigma is the §2.7.2 scatter σ_i = 3 m + D·tan 1° for a run D (m).
func (d *Data) Sigma(run float64) float64 {
	return d.Scatter.BaseM + run*math.Tan(d.Scatter.Deg*deg)
}

// Phi is the standard normal CDF.
func Phi(x float64) float64 { return 0.5 * math.Erfc(-x/math.Sqrt2) }

// Quality is §2.7.2: Q = Φ((W/2 − m)/σ) − Φ((−W/2 − m)/σ), the chance that the torpedo's
// axis crosses a window W (m) given the deterministic miss m (m) and scatter σ (m).
func Quality(miss, window, sigma float64) float64 {
	return Phi((window/2-miss)/sigma) - Phi((-window/2-miss)/sigma)
}

// QualityLogit is Q of Quality as its log-odds λ = ln(Q/(1 − Q)), the measure the
// grades compare (§2.7.2 [designed]). Q and its complement 1 − Q = Φ(−(W/2 − m)/σ) +
// Φ((−W/2 − m)/σ) are each computed where they are small, so λ does not saturate
// where Q rounds to 1 in float64 (a miss more than about 8σ inside the window: FINDING
// §2.7.2) nor where it rounds to 0 (a miss far outside it); beyond float64's range
// (about 38σ) a normal tail's asymptote ln Φ(−z) ≈ −z²/2 − ln(z·√(2π)) is used. It is
// strictly monotone in Q, so grading by λ is grading by Q.
func QualityLogit(miss, window, sigma float64) float64 {
	a, b := (window/2-miss)/sigma, (-window/2-miss)/sigma // a > b
	return lnTailDiff(b, a) - logAdd(lnPhi(-a), lnPhi(b))
}

// lnPhi is ln Φ(x), with the tail's asymptote where Φ underflows.
func lnPhi(x float64) float64 {
	if p := Phi(x); p > 1e-300 {
		return math.Log(p)
	}
	return -x*x/2 - math.Log(-x*math.Sqrt(2*math.Pi))
}

// lnTailDiff is ln(Φ(hi) − Φ(lo)) for lo < hi, accurate in both tails.
func lnTailDiff(lo, hi float64) float64 {
	switch {
	case hi <= 0: // both below the mean: Φ(hi)·(1 − Φ(lo)/Φ(hi))
		return lnPhi(hi) + math.Log1p(-math.Exp(lnPhi(lo)-lnPhi(hi)))
	case lo >= 0: // both above: Φ(−lo) − Φ(−hi)
		return lnPhi(-lo) + math.Log1p(-math.Exp(lnPhi(-hi)-lnPhi(-lo)))
	}
	return math.Log(Phi(hi) - Phi(lo))
}

// logAdd is ln(e^x + e^y).
func logAdd(x, y float64) float64 {
	if x < y {
		x, y = y, x
	}
	return x + math.Log1p(math.Exp(y-x))
}

// GradeCuts are one cell's §2.7.2 grade cuts [designed]: a launch whose quality
// log-odds λ (QualityLogit) is at or above Cut[g] gets grade g (the first such, from
// excellent to wild); below Cut[Wild], or with no crossing at all (λ = −Inf: the
// torpedo does not reach, or runs under an escort's keel), it is off target. The cuts
// are quantiles of the reference player's λ in that cell (CalibrateCuts); the
// excellent cut is +Inf in a cell where no launch is excellent.
type GradeCuts [OffTarget]float64

// QRef is the quality Q at the excellent cut, the reference shown beside a launch's
// Q in the log (tac_launch q_ref, the "tactical: solution …" reason).
func (c GradeCuts) QRef() float64 { return 1 / (1 + math.Exp(-c[Excellent])) }

// GradeOf is §2.7.2: the grade and [U1] solution modifier of a launch of quality
// log-odds l in a cell with cuts c. OffTarget has no modifier: a miss with no [U1]
// roll.
func (d *Data) GradeOf(l float64, c GradeCuts) (Grade, int) {
	if math.IsInf(l, -1) || math.IsNaN(l) {
		return OffTarget, 0
	}
	for g := Excellent; g < OffTarget; g++ {
		if l >= c[g] {
			return g, d.Grades[g].Drm
		}
	}
	return OffTarget, 0
}

// Shot is the true geometry of one launched torpedo, computed at launch from the true
// target state and the torpedo's actual path (§2.7.2).
type Shot struct {
	Course float64 // commanded torpedo course (deg): TDC course + spread offset
	Start  Vec     // straight-leg start P₀ (plot m)
	T0     float64 // seconds from launch to P₀
	Pass   Pass    // the §2.3 hit test of the straight leg against the true hull at t₀
	Run    float64 // D_i: metres from the tube to the closest approach
	Sigma  float64 // σ_i (m)
	// Window is the W of Q_i (m): the hull's presented width (Pass.Window), or a guided
	// torpedo's seeker acquisition width when that is wider (§2.7.2 [designed]).
	Window float64
	Q      float64 // geometric quality Q_i
	// Logit is Q_i's log-odds (QualityLogit), the measure the grade compares; −Inf
	// when the torpedo does not reach.
	Logit float64
}

// TrueShot is §2.7.2: the geometry of a torpedo launched from own position pos (m) and
// course ownCourse (deg) from end, on commanded course torpCourse (deg), at speed u (kn)
// with range limit maxRun (m), against ship s as it is at launch. seeker is a guided
// torpedo's acquisition width (m, TorpedoSpec.SeekerM; 0 for a straight runner): its Q
// is taken over the wider of the hull's window and the seeker's [designed], so that
// "off target" means outside what the seeker can find.
func (d *Data) TrueShot(pos Vec, ownCourse float64, end End, torpCourse, u, maxRun, seeker float64, s *Ship) Shot {
	axis := ownCourse
	if end == Stern {
		axis = Wrap360(ownCourse + 180)
	}
	leg := ArcLeg(axis, torpCourse)
	t0 := leg.Length / (u * Knot)
	h := s.Hull()
	h.Pos = h.Pos.Add(s.Velocity().Scale(t0))
	p0 := pos.Add(leg.Start)
	ps := HitTest(p0, torpCourse, u, maxRun-leg.Length, h)
	sh := Shot{Course: torpCourse, Start: p0, T0: t0, Pass: ps, Run: leg.Length + math.Max(ps.Run, 0), Window: math.Max(ps.Window, seeker)}
	sh.Sigma = d.Sigma(sh.Run)
	sh.Logit = math.Inf(-1)
	if ps.Reaches {
		sh.Q = Quality(ps.Miss, sh.Window, sh.Sigma)
		sh.Logit = QualityLogit(ps.Miss, sh.Window, sh.Sigma)
	}
	return sh
}
