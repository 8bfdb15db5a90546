package tactical

import "math"

// The TDC (§2.2 TDC panel, §2.3.7–9, §2.7.4): it keeps the estimated target moving from
// the last inputs (own motion not included in v1, §2.3.9), solves the firing triangle
// with the parallax correction for the tube's reach and turning arc, and spreads.

// TDCInput is what the player (or the AI) dialled in: the estimated range (m), AOB
// (deg, + starboard), speed (kn) of the target, entered together with the bearing
// (deg) it was seen on, at a tick.
type TDCInput struct {
	Target  int // ship id
	Range   float64
	AOB     float64
	Speed   float64
	Bearing float64
	Tick    int64
}

// estimated returns the estimated target position relative to the boat (m) at tick,
// assuming the boat has not moved since the input (§2.3.9), and the estimated course.
func (in *TDCInput) estimated(tick int64) (Vec, float64) {
	c := CourseFromAOB(in.Bearing, in.AOB)
	p := Heading(in.Bearing).Scale(in.Range)
	return p.Add(Velocity(c, in.Speed).Scale(Seconds(tick - in.Tick))), c
}

// Solution is the TDC's output for one end at one tick: gyro angle (deg), torpedo course
// (deg), track angle τ′ (deg), predicted run (m, reach + arc + straight) and time (s),
// and the spread step δ (deg) between adjacent torpedoes.
type Solution struct {
	OK         bool
	Gyro       float64
	TorpCourse float64
	Track      float64
	Run        float64
	RunTime    float64
	Spread     float64
	Range      float64 // the estimated range now (m)
}

// ParallaxPasses is the number of fixed-point passes of §2.3.8.
const ParallaxPasses = 3

// Solve is §2.3.4–8 on the estimates: the firing solution at tick for a torpedo at
// speed u (kn) and range limit maxRun (m) from the given end, with own course ψ_o
// (deg), spreading n torpedoes over coverage k (§2.7.4). OK is false when the triangle
// has no solution, the gyro angle exceeds ±90°, or the run exceeds maxRun.
func (in *TDCInput) Solve(tick int64, ownCourse, u, maxRun float64, end End, n int, k float64, bookLength float64) Solution {
	e, c := in.estimated(tick)
	axis := ownCourse
	if end == Stern {
		axis = Wrap360(ownCourse + 180)
	}
	beta := Bearing(Vec{}, e)
	tri, ok := SolveTriangle(e.Len(), beta, AOB(beta, c), in.Speed, u)
	if !ok {
		return Solution{Range: e.Len()}
	}
	var leg LaunchLeg
	for range ParallaxPasses {
		leg = ArcLeg(axis, tri.TorpCourse)
		el := e.Add(Velocity(c, in.Speed).Scale(leg.Length / (u * Knot)))
		b := Bearing(leg.Start, el)
		t2, ok := SolveTriangle(el.Sub(leg.Start).Len(), b, AOB(b, c), in.Speed, u)
		if !ok {
			return Solution{Range: e.Len()}
		}
		tri = t2
	}
	leg = ArcLeg(axis, tri.TorpCourse)
	g, gok := Gyro(tri.TorpCourse, ownCourse, end)
	run := leg.Length + tri.Run
	s := Solution{
		OK: gok && run <= maxRun, Gyro: g, TorpCourse: tri.TorpCourse, Track: tri.Track,
		Run: run, RunTime: run / (u * Knot), Range: e.Len(),
	}
	if n > 1 && tri.Run > 0 {
		s.Spread = k * bookLength * math.Sin(tri.Track*deg) / (float64(n-1) * tri.Run) / deg
	}
	return s
}

// SpreadOffset returns torpedo i's offset (deg) of an n-torpedo spread with step δ:
// (i − (n−1)/2)·δ (§2.7.4).
func SpreadOffset(i, n int, delta float64) float64 { return (float64(i) - float64(n-1)/2) * delta }
