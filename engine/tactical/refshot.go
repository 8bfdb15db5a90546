package tactical

import (
	"fmt"
	"math"
)

// The reference procedure (§2.4, §6.1 step 3) and the §9.1 calibration of Q_ref.

// ReferenceEstimate is the §2.4 reference procedure at one look: an optical bearing,
// one stadimeter reading at ×6, an AOB by silhouette and a speed by length transit,
// from own position pos (m) moving at ownVel (m/s). It returns the TDC input at tick.
// If the target does not cross the sight line the speed falls back to a propeller
// count (§2.4 speed (c)). Draws a fixed number of values from r.
func (o *Observer) ReferenceEstimate(r *Stream, s *Ship, pos, ownVel Vec, night bool, tick int64) TDCInput {
	trueB := Bearing(pos, s.Pos)
	rng := s.Pos.Sub(pos).Len()
	b := o.OpticalBearing(r, trueB)
	rr := o.Stadimeter(r, s, rng, true)
	aob := o.Silhouette(r, AOB(trueB, s.Course), rng, night)
	v, ok := o.Transit(r, s, trueB, ownVel)
	prop := o.Propeller(r, s)
	if !ok {
		v = prop
	}
	return TDCInput{Target: s.ID, Range: rr, AOB: aob, Speed: v, Bearing: b, Tick: tick}
}

// calRange is the designed range of each bracket for calibration shots (m): Close
// 400–1,000, Medium 1,000–2,500, Long 2,500–4,500 (within every setting's range).
var calRange = [3][2]float64{{400, 1000}, {1000, 2500}, {2500, 4500}}

// Calibration shot geometry [designed, after the §1.4 prototype]: track angles 60–110°,
// own boat at 2 kn (the §6.1 firing speed) heading within ±30° of the torpedo course.
const (
	calTrackMin  = 60.0
	calTrackMax  = 110.0
	calOwnKn     = 2.0
	calOwnSpread = 30.0
)

// ReferenceShotQ plays one reference shot in a (bracket, kind, setting) cell at a skill
// and returns its true quality Q (§2.7.2; 0 when the torpedo cannot reach) and the
// ship's kind. Single torpedo, centre aim (the reference doctrine).
func (d *Data) ReferenceShotQ(r *Stream, b Bracket, k ShipKind, set CalSetting, skill Skill) float64 {
	s := d.sampleShip(r, k)
	u := set.Speed()
	maxRun := d.calMaxRun(set)
	rng := calRange[b][0] + (calRange[b][1]-calRange[b][0])*r.Float64()
	tau := calTrackMin + (calTrackMax-calTrackMin)*r.Float64()
	side := 1.0
	if r.Float64() < 0.5 {
		side = -1
	}
	beta := 360 * r.Float64()
	aob := side * aobForTrack(tau, s.Speed, u)
	s.Pos = Heading(beta).Scale(rng)
	s.Course = CourseFromAOB(beta, aob)
	tri, _ := SolveTriangle(rng, beta, aob, s.Speed, u)
	own := Wrap360(tri.TorpCourse + calOwnSpread*(2*r.Float64()-1))
	o := Observer{In: &d.Instruments, Skill: skill}
	in := o.ReferenceEstimate(r, &s, Vec{}, Velocity(own, calOwnKn), false, 0)
	sol := in.Solve(0, own, u, math.Inf(1), Bow, 1, 0, s.BookLength)
	if !sol.OK {
		return 0
	}
	return d.TrueShot(Vec{}, own, Bow, sol.TorpCourse, u, maxRun, &s).Q
}

func (d *Data) calMaxRun(set CalSetting) float64 {
	w := WeaponG7a
	if set == G7e30 {
		w = WeaponG7e
	}
	if t := d.Setting(w, int(set.Speed())); t != nil {
		return t.Range
	}
	return 5000
}

// ExpectedHit is the reference expectation of §2.7.2/§2.7.3: the mean over shots of
// P(2d6 ≤ N − d_kind − d − drm(grade)), off-target shots counting 0.
func (d *Data) ExpectedHit(qs []float64, qRef float64, b Bracket, dkind, dtable int) float64 {
	n := d.U1Number(b)
	sum := 0.0
	for _, q := range qs {
		g, drm := d.GradeOf(q, qRef)
		if g == OffTarget {
			continue
		}
		sum += P2d6AtMost(n - dkind - dtable - drm)
	}
	return sum / float64(len(qs))
}

// CalibrateQRef bisects Q_ref for one cell so that the reference player's expected
// [U1] hit chance equals the table's P(2d6 ≤ N − d_kind) (§2.7.2, §9.1). It returns
// Q_ref, the achieved expectation and the target. If no Q_ref in (0, 1] reaches the
// target the nearest end is returned.
func (d *Data) CalibrateQRef(qs []float64, b Bracket, k ShipKind) (qRef, hit, target float64) {
	target = P2d6AtMost(d.U1Number(b) - k.StandingDRM())
	lo, hi := 1e-4, 1.0 // hit falls as Q_ref rises
	if d.ExpectedHit(qs, hi, b, k.StandingDRM(), 0) >= target {
		return hi, d.ExpectedHit(qs, hi, b, k.StandingDRM(), 0), target
	}
	for range 60 {
		mid := math.Sqrt(lo * hi)
		if d.ExpectedHit(qs, mid, b, k.StandingDRM(), 0) > target {
			lo = mid
		} else {
			hi = mid
		}
	}
	// The expectation is a step function of Q_ref; pick the end closer to the target.
	hl, hh := d.ExpectedHit(qs, lo, b, k.StandingDRM(), 0), d.ExpectedHit(qs, hi, b, k.StandingDRM(), 0)
	if math.Abs(hl-target) < math.Abs(hh-target) {
		return lo, hl, target
	}
	return hi, hh, target
}

// CalToolVersion is bumped whenever the geometry, AI or instrument model changes in a
// way that invalidates calibration.yaml (§10.3).
const CalToolVersion = 1

// CellSamples draws n reference shots of one cell from a stream derived from seed and
// the cell (so each cell is reproducible alone).
func (d *Data) CellSamples(seed uint64, n int, b Bracket, k ShipKind, set CalSetting, skill Skill) []float64 {
	r := NewStream(seed, uint64(b)<<16|uint64(k)<<8|uint64(set))
	qs := make([]float64, n)
	for i := range qs {
		qs[i] = d.ReferenceShotQ(&r, b, k, set, skill)
	}
	return qs
}

// Calibrate regenerates every Q_ref cell (§7.5) with n shots per cell from seed.
func (d *Data) Calibrate(seed uint64, n int) *Calibration {
	c := &Calibration{ToolVersion: CalToolVersion}
	for b := Close; b <= Long; b++ {
		for k := ShipKind(0); k < numShipKind; k++ {
			for s := CalSetting(0); s < numCalSetting; s++ {
				qs := d.CellSamples(seed, n, b, k, s, Reference)
				q, hit, tgt := d.CalibrateQRef(qs, b, k)
				c.Cells = append(c.Cells, QRefCell{Bracket: b.Key(), Kind: k.Key(), Setting: s.Key(),
					Q: round4(q), Hit: round4(hit), Target: round4(tgt), Seed: seed, N: n, Tool: CalToolVersion})
				c.q[b][k][s] = round4(q)
			}
		}
	}
	return c
}

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// YAML renders the calibration file (a header saying it is generated, then one line
// per cell, in a stable order).
func (c *Calibration) YAML() []byte {
	rows := c.Cells
	out := []byte("# GENERATED by the tactical calibration (calibrate_test.go, TAC_GEN=1; design §7.5, §9.1).\n# Do not edit by hand: change the model, bump CalToolVersion and regenerate.\ncalibration:\n")
	out = fmt.Appendf(out, "  tool_version: %d\n  q_ref:\n", c.ToolVersion)
	for _, r := range rows {
		out = fmt.Appendf(out, "    - {bracket: %s, kind: %s, setting: %s, q: %g, hit: %g, target: %g, seed: %d, n: %d, tool: %d}\n",
			r.Bracket, r.Kind, r.Setting, r.Q, r.Hit, r.Target, r.Seed, r.N, r.Tool)
	}
	return out
}
