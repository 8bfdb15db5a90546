package tactical

import "math"

// Units used throughout the package: metres, seconds, knots, degrees. The plot uses
// x = east, y = north; bearings and courses are clockwise from north in [0, 360).

// Knot is one knot in metres per second.
const Knot = 0.5144

// Vec is a plot position or velocity: X east, Y north (metres, or metres per second).
type Vec struct{ X, Y float64 }

// Add returns v + w.
func (v Vec) Add(w Vec) Vec { return Vec{v.X + w.X, v.Y + w.Y} }

// Sub returns v − w.
func (v Vec) Sub(w Vec) Vec { return Vec{v.X - w.X, v.Y - w.Y} }

// Scale returns k·v.
func (v Vec) Scale(k float64) Vec { return Vec{k * v.X, k * v.Y} }

// Dot returns v·w.
func (v Vec) Dot(w Vec) float64 { return v.X*w.X + v.Y*w.Y }

// Cross returns the 2D cross product v × w (v.X·w.Y − v.Y·w.X).
func (v Vec) Cross(w Vec) float64 { return v.X*w.Y - v.Y*w.X }

// Len returns |v|.
func (v Vec) Len() float64 { return math.Hypot(v.X, v.Y) }

// Heading returns the unit vector of a course (degrees clockwise from north).
func Heading(courseDeg float64) Vec {
	s, c := math.Sincos(courseDeg * deg)
	return Vec{s, c}
}

// Velocity returns the velocity (m/s) of a course (degrees) and speed (knots).
func Velocity(courseDeg, speedKn float64) Vec { return Heading(courseDeg).Scale(speedKn * Knot) }

const deg = math.Pi / 180

// Wrap360 normalises an angle in degrees to [0, 360).
func Wrap360(a float64) float64 {
	a = math.Mod(a, 360)
	if a < 0 {
		a += 360
	}
	if a >= 360 { // −tiny + 360 rounds to 360
		a = 0
	}
	return a
}

// Wrap180 normalises an angle in degrees to [−180, 180).
func Wrap180(a float64) float64 { return Wrap360(a+180) - 180 }

// Bearing is §2.3.1: the true bearing (degrees) from o to t, atan2(Δx, Δy), in [0, 360).
func Bearing(o, t Vec) float64 { return Wrap360(math.Atan2(t.X-o.X, t.Y-o.Y) / deg) }

// RelBearing is §2.3.1: the bearing relative to own course ψ_o, wrap360(β − ψ_o).
func RelBearing(beta, ownCourse float64) float64 { return Wrap360(beta - ownCourse) }

// AOB is §2.3.3: the angle on the bow (degrees, [−180, 180)) of a target on course c
// (degrees) seen on true bearing β: wrap180(β + 180 − c). Positive = the observer is on
// the target's starboard side (green), negative = port (red).
func AOB(beta, course float64) float64 { return Wrap180(beta + 180 - course) }

// CourseFromAOB inverts §2.3.3: the target course (degrees) from bearing β and AOB.
func CourseFromAOB(beta, aob float64) float64 { return Wrap360(beta + 180 - aob) }

// Lead is §2.3.4: the lead angle λ (degrees, ≥ 0) for a target at speed v (kn) and a
// torpedo at u (kn) at angle on the bow aob: sin λ = (v/u)·sin|AOB|. ok is false when
// no solution exists ((v/u)·sin|AOB| > 1).
func Lead(aob, v, u float64) (lambda float64, ok bool) {
	s := v / u * math.Abs(math.Sin(aob*deg))
	if s > 1 {
		return 0, false
	}
	return math.Asin(s) / deg, true
}

// Sign returns −1 for a negative AOB (port) and +1 otherwise.
func sign(a float64) float64 {
	if a < 0 {
		return -1
	}
	return 1
}

// Triangle is the solved firing triangle of §2.3.4–6 for a torpedo fired from the
// observer's position (no parallax).
type Triangle struct {
	TorpCourse float64 // ψ_t, degrees [0, 360): β + sign(AOB)·λ
	Lead       float64 // λ, degrees
	Track      float64 // τ = |AOB| + λ, degrees (90 = broadside)
	Run        float64 // D, metres: R·sin|AOB|/sin τ
	TargetRun  float64 // metres the target sails meanwhile: R·sin λ/sin τ
	RunTime    float64 // seconds: D / U
}

// SolveTriangle is §2.3.4–6: the firing triangle for a target at range r (m) on bearing
// beta (deg) with angle on the bow aob (deg) and speed v (kn), torpedo speed u (kn).
// ok is false when there is no solution (no lead angle, or τ ≥ 180°, or AOB = 0 with a
// moving target: the torpedo can then only meet it head-on, which the TDC refuses).
func SolveTriangle(r, beta, aob, v, u float64) (Triangle, bool) {
	lam, ok := Lead(aob, v, u)
	if !ok {
		return Triangle{}, false
	}
	a := math.Abs(aob)
	tau := a + lam
	st := math.Sin(tau * deg)
	if tau >= 180 || st < 1e-9 {
		return Triangle{}, false
	}
	d := r * math.Sin(a*deg) / st
	return Triangle{
		TorpCourse: Wrap360(beta + sign(aob)*lam),
		Lead:       lam,
		Track:      tau,
		Run:        d,
		TargetRun:  r * math.Sin(lam*deg) / st,
		RunTime:    d / (u * Knot),
	}, true
}

// Tube ends.
type End uint8

const (
	Bow End = iota
	Stern
)

// Key returns the log key (`bow`, `stern`).
func (e End) Key() string { return [...]string{"bow", "stern"}[e] }

// GyroLimit is §2.3.7: the largest gyro angle the TDC accepts, degrees [designed].
const GyroLimit = 90.0

// Gyro is §2.3.7: the gyro angle (degrees, [−180, 180)) for torpedo course ψ_t and own
// course ψ_o, from the bow or the stern tubes; ok is false beyond ±GyroLimit.
func Gyro(torpCourse, ownCourse float64, end End) (float64, bool) {
	g := Wrap180(torpCourse - ownCourse)
	if end == Stern {
		g = Wrap180(torpCourse - ownCourse - 180)
	}
	return g, math.Abs(g) <= GyroLimit
}

// Torpedo launch path constants of §2.3.8 [designed].
const (
	TubeReach  = 10.0 // s₀, metres of straight run along the boat's axis
	TurnRadius = 95.0 // r_t, metres
)

// LaunchLeg is the geometry of §2.3.8: the torpedo leaves the tube along the boat's
// axis, runs TubeReach, turns on an arc of TurnRadius onto its gyro course, then runs
// straight. Start is the straight leg's start point P₀ (m), relative to the tube, and
// Length the path length (m) run before it (reach plus arc).
type LaunchLeg struct {
	Start  Vec
	Length float64
}

// ArcLeg returns the §2.3.8 path from a tube at the origin pointing along axisCourse
// (degrees; own course for bow tubes, own course + 180 for stern tubes) to the start of
// the straight leg on torpCourse.
func ArcLeg(axisCourse, torpCourse float64) LaunchLeg {
	p := Heading(axisCourse).Scale(TubeReach)
	turn := Wrap180(torpCourse - axisCourse) // + = to starboard (clockwise)
	if turn == 0 {
		return LaunchLeg{Start: p, Length: TubeReach}
	}
	s := sign(turn)
	// Centre of the turning circle: to starboard (s=+1) is course+90.
	c := p.Add(Heading(axisCourse + s*90).Scale(TurnRadius))
	// The end point is on the circle at the direction torpCourse − s·90 from the centre.
	end := c.Add(Heading(torpCourse - s*90).Scale(TurnRadius))
	return LaunchLeg{Start: end, Length: TubeReach + math.Abs(turn)*deg*TurnRadius}
}

// Hull is a ship as the hit test sees it: position (m), course (deg), speed (kn),
// length and beam (m).
type Hull struct {
	Pos           Vec
	Course, Speed float64
	Length, Beam  float64
}

// Pass is the result of the §2.3 geometric hit test for one straight torpedo leg.
type Pass struct {
	Miss    float64 // m: signed miss distance r₀ × ŵ, metres
	TStar   float64 // t*: seconds from the leg's start to the closest approach
	Run     float64 // metres the torpedo runs on the leg to the closest approach (U·t*)
	Window  float64 // W = L|sin φ| + B|cos φ|, metres
	Phi     float64 // φ, degrees between ŵ and the target's course
	Reaches bool    // t* > 0 and U·t* ≤ the remaining range
	Crosses bool    // Reaches and |m| ≤ W/2
}

// HitTest is the exact geometric hit test of §2.3: a torpedo whose straight leg starts
// at p0 on course torpCourse (deg) at speed u (kn), with remaining range rem (m),
// against hull h as it is at the leg's start. Works in the target's frame.
func HitTest(p0 Vec, torpCourse, u, rem float64, h Hull) Pass {
	w := Velocity(torpCourse, u).Sub(Velocity(h.Course, h.Speed))
	wl := w.Len()
	var ps Pass
	if wl < 1e-9 {
		return ps
	}
	wh := w.Scale(1 / wl)
	r0 := p0.Sub(h.Pos)
	ps.Miss = r0.Cross(wh)
	ps.TStar = -r0.Dot(w) / (wl * wl)
	ps.Run = u * Knot * ps.TStar
	ps.Reaches = ps.TStar > 0 && ps.Run <= rem
	cphi := wh.Dot(Heading(h.Course))
	sphi := wh.Cross(Heading(h.Course))
	ps.Phi = math.Atan2(math.Abs(sphi), cphi) / deg
	ps.Window = h.Length*math.Abs(sphi) + h.Beam*math.Abs(cphi)
	ps.Crosses = ps.Reaches && math.Abs(ps.Miss) <= ps.Window/2
	return ps
}
