package tactical

import "math"

// §2.4 the player's estimates: the instruments and their built-in errors.

// Skill scales every instrument error (§6: Green ×1.5, Reference ×1.0, Ace ×0.5; §1.4
// "errors ×k"). An estimate made at skill k is truth + k·(reference reading − truth),
// so ×0 is perfect and ×1 is the reference instrument exactly.
type Skill float64

// The §6 skill presets.
const (
	Ace       Skill = 0.5
	Reference Skill = 1.0
	Green     Skill = 1.5
)

// Ship is one surface ship on the plot: its book values (what the recognition book
// says), its hidden individual deviations δ (§2.4, truth) and its true dimensions and
// motion. Metres, degrees, knots.
type Ship struct {
	ID     int
	Name   string
	Kind   ShipKind
	Role   Role
	Class  string // sprite/class label for display
	GRT    int
	Target int // 1-based index into engine.Engagement.Targets, 0 when not a table target

	BookLength, BookBeam, BookMast float64
	DevLength, DevMast             float64 // δ_ℓ, δ_h (fractions)
	Length, Beam, Mast             float64 // true = book·(1+δ)

	Pos           Vec
	Course, Speed float64
	BaseCourse    float64 // the group's base course (zigzag legs are offsets from it)
	Sunk          bool

	station    Vec     // set-up offset in the group frame (m, X starboard, Y ahead)
	anchor     Vec     // screening escorts: the station point moving with the group (m)
	weavePhase float64 // screening escorts: weave phase (radians)
}

// Role is a unit's role in the scene (log `tac_unit.role`).
type Role uint8

const (
	RoleTarget Role = iota
	RoleEscort
	RoleOwn
)

// Key returns the log key.
func (r Role) Key() string { return [...]string{"target", "escort", "own"}[r] }

// Hull returns the ship as the hit test sees it (true dimensions).
func (s *Ship) Hull() Hull {
	return Hull{Pos: s.Pos, Course: s.Course, Speed: s.Speed, Length: s.Length, Beam: s.Beam}
}

// Velocity returns the true velocity (m/s).
func (s *Ship) Velocity() Vec { return Velocity(s.Course, s.Speed) }

// Observer draws instrument readings from the scene's stream (§2.4). Every method
// returns the reading at Skill; the stream position advances by a fixed number of
// draws per call whatever the skill, so changing skill never shifts later draws.
type Observer struct {
	In    *InstrumentData
	Skill Skill
}

func (o *Observer) scale(truth, reading float64) float64 {
	return truth + float64(o.Skill)*(reading-truth)
}

// OpticalBearing returns a sighted true bearing (degrees): truth ± 0.3° (σ).
func (o *Observer) OpticalBearing(r *Stream, truth float64) float64 {
	return Wrap360(truth + float64(o.Skill)*o.In.OpticalBearingSD*r.Normal())
}

// HydrophoneBearing returns a hydrophone bearing (degrees): truth ± 3° (σ).
func (o *Observer) HydrophoneBearing(r *Stream, truth float64) float64 {
	return Wrap360(truth + float64(o.Skill)*o.In.HydrophoneBearingSD*r.Normal())
}

// Stadimeter is §2.4 range: the angle α subtended by the true masthead h at true range
// rng (m) is read with a sea-state wobble (σ 2 % at ×6, 4 % at ×1.5) and converted with
// the book height: R′ = H_book / tan α′. high selects ×6 magnification.
func (o *Observer) Stadimeter(r *Stream, s *Ship, rng float64, high bool) float64 {
	sd := o.In.StadimeterSDLow
	if high {
		sd = o.In.StadimeterSDHigh
	}
	alpha := math.Atan2(s.Mast, rng) * (1 + sd*r.Normal())
	if alpha <= 1e-6 {
		alpha = 1e-6
	}
	return math.Max(1, o.scale(rng, s.BookMast/math.Tan(alpha)))
}

// SilhouetteSD is the §2.4 silhouette-match wobble (degrees) at a true AOB: from the
// minimum bow- or stern-on to the maximum at the beam, σ = min + (max − min)·|sin AOB|.
func (in *InstrumentData) SilhouetteSD(aob float64) float64 {
	return in.SilhouetteSDMin + (in.SilhouetteSDMax-in.SilhouetteSDMin)*math.Abs(math.Sin(aob*deg))
}

// Silhouette is §2.4 AOB by silhouette match: the true AOB plus the picture's wobble,
// snapped to 5° steps. The side (port/starboard) is never wrong by day; at night it is
// wrong with probability 5 % beyond 1,500 m (scaled by skill). Degrees, [−180, 180).
func (o *Observer) Silhouette(r *Stream, aob, rng float64, night bool) float64 {
	est, _ := o.silhouette(r, aob, rng, night)
	return est
}

// SideDraw is a silhouette reading's draws apart from its side (§2.4): the matched
// picture's AOB at the reference wobble (snapped; degrees), and the side draw u in
// [0, 1), which puts the reading on the wrong side when the side can be mistaken
// (at night beyond NightSideRange) and u < skill·NightSideError.
type SideDraw struct {
	Read     float64
	U        float64
	Mistaken bool // the side can be mistaken here
}

// At returns the reading at skill k from the same draws (the wobble's error scaled by
// k, the side mistaken with probability k·NightSideError): a wrong side is a discrete
// mistake, so it is not an angle to be scaled (errors ×2 of a 180° mistake would wrap
// round to the right side).
func (sd SideDraw) At(in *InstrumentData, aob float64, k Skill) float64 {
	est := Wrap180(aob + float64(k)*Wrap180(sd.Read-aob))
	if sd.Mistaken && sd.U < float64(k)*in.NightSideError {
		est = -est
	}
	return est
}

// silhouette is Silhouette with its draws.
func (o *Observer) silhouette(r *Stream, aob, rng float64, night bool) (float64, SideDraw) {
	z := r.Normal()
	flip := r.Float64()
	step := o.In.SilhouetteStep
	sd := SideDraw{Read: math.Round((aob+o.In.SilhouetteSD(aob)*z)/step) * step, U: flip, Mistaken: night && rng > o.In.NightSideRange}
	return sd.At(o.In, aob, o.Skill), sd
}

// Transit is §2.4 speed (a), length transit: the sight held still on true bearing
// beta, the bow and then the stern cross the wire; each click carries σ 0.25 s. The
// crossing time is exact geometry: Δt = ℓ·|n·h| / |n·(V_t − v_o)| (n the normal of the
// line of sight, h the target's heading), so own motion v_o (m/s) adds its own error.
// Returns V′ = L_book / Δt′ in knots, and false when the target does not cross the
// line (relative motion along the sight line).
func (o *Observer) Transit(r *Stream, s *Ship, beta float64, own Vec) (float64, bool) {
	c1, c2 := r.Normal(), r.Normal()
	u := Heading(beta)
	n := Vec{u.Y, -u.X}
	rate := math.Abs(n.Dot(s.Velocity().Sub(own)))
	span := s.Length * math.Abs(n.Dot(Heading(s.Course)))
	if rate < 1e-6 || span < 1e-6 {
		return 0, false
	}
	dt := span/rate + o.In.TransitClickSD*(c2-c1)
	if dt < 1 {
		dt = 1
	}
	return math.Max(0, o.scale(s.Speed, s.BookLength/dt/Knot)), true
}

// Propeller is §2.4 speed (c): a hydrophone turn count, σ 15 %. Knots.
func (o *Observer) Propeller(r *Stream, s *Ship) float64 {
	return math.Max(0, o.scale(s.Speed, s.Speed*(1+o.In.PropellerSD*r.Normal())))
}

// Fix is one plotted position of a contact: where it was estimated to be (plot metres)
// at a tick.
type Fix struct {
	Tick int64
	Pos  Vec
}

// FixFrom makes a fix from an observer position, a bearing (deg) and a range (m).
func FixFrom(tick int64, from Vec, bearing, rng float64) Fix {
	return Fix{Tick: tick, Pos: from.Add(Heading(bearing).Scale(rng))}
}

// PlotTrack is §2.4 speed (b) / course: from two fixes, V′ = |F₂ − F₁| / (t₂ − t₁) (kn)
// and course = direction of F₂ − F₁ (deg). ok is false for a zero baseline.
func PlotTrack(f1, f2 Fix) (speed, course float64, ok bool) {
	dt := Seconds(f2.Tick - f1.Tick)
	if dt <= 0 {
		return 0, 0, false
	}
	d := f2.Pos.Sub(f1.Pos)
	return d.Len() / dt / Knot, Bearing(Vec{}, d), true
}
