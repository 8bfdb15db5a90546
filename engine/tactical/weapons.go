package tactical

import "math"

// §3.5 the escorts' weapons and the evasion modifier, and §4.6 the crash-dive margin:
// the scene-independent arithmetic (the evasion scene that drives it is not built yet).

// Detonation is one charge going off: plot position (m), depth (m) and time (s after
// the drop).
type Detonation struct {
	Pos Vec
	Z   float64
	T   float64
}

// LayPattern is §3.5: the 10-charge pattern centred on centre (m) along the escort's
// track (deg), depths set from the escort's depth estimate zEst (m), every charge
// dropped at t = 0 and detonating at its set depth after sinking (light 3.0 m/s, heavy
// 5.1 m/s; US escorts 4.4 m/s throughout). Set depths are at least 10 m.
func (d *Data) LayPattern(centre Vec, track, zEst float64, us bool) []Detonation {
	return d.layPattern(make([]Detonation, 0, len(d.DC.Pattern)), centre, track, zEst, us)
}

// layPattern is LayPattern appending to buf[:0] (no allocation when buf has room).
func (d *Data) layPattern(buf []Detonation, centre Vec, track, zEst float64, us bool) []Detonation {
	out := buf[:0]
	if n := len(d.DC.Pattern); cap(out) < n {
		out = make([]Detonation, n)
	} else {
		out = out[:n]
	}
	along, cross := Heading(track), Heading(track+90)
	for i, c := range d.DC.Pattern {
		sink := d.DC.LightSink
		if c.Heavy {
			sink = d.DC.HeavySink
		}
		if us {
			sink = d.DC.USSink
		}
		z := math.Max(10, zEst+c.Z)
		out[i] = Detonation{Pos: centre.Add(along.Scale(c.X)).Add(cross.Scale(c.Y)), Z: z, T: z / sink}
	}
	return out
}

// BoatTrack gives the U-boat's plot position (m), depth (m) and course (deg) at a time
// (s) — the evasion scene's record of the boat.
type BoatTrack func(t float64) (pos Vec, depth, course float64)

// AxisDistance is the distance (m) from a point at depth z to the hull axis: a
// horizontal segment of the given length centred on pos at depth, along course.
func AxisDistance(p Vec, z float64, pos Vec, depth, course, length float64) float64 {
	h := Heading(course)
	s := math.Max(-length/2, math.Min(length/2, p.Sub(pos).Dot(h)))
	q := pos.Add(h.Scale(s))
	return math.Sqrt(p.Sub(q).Dot(p.Sub(q)) + (z-depth)*(z-depth))
}

// Lethality is §3.5 S = Σ exp(−(d_j / r)²) with d_j the distance from detonation j to
// the hull axis at its detonation time; r = 20 m for depth charges, 25 m for Squid.
func Lethality(dets []Detonation, boat BoatTrack, length, r float64) float64 {
	s := 0.0
	for _, dt := range dets {
		pos, z, c := boat(dt.T)
		dd := AxisDistance(dt.Pos, dt.Z, pos, z, c, length)
		s += math.Exp(-(dd / r) * (dd / r))
	}
	return s
}

// EvasionDRM is §3.5: the [E3] modifier of ρ = S / S_ref (< 0.30 −2, 0.30–0.70 −1,
// 0.70–1.40 0, 1.40–2.50 +1, above +2).
func (d *Data) EvasionDRM(rho float64) int {
	for _, b := range d.DC.RhoBands {
		if rho < b.Below {
			return b.Drm
		}
	}
	return d.DC.RhoTopDrm
}

// AheadThrowShift is §3.5 for Hedgehog (G / G_ref) and Squid (S / S_ref): +1 (the
// U-boat's favour) below 0.5, −1 above 1.6, else 0; added to the first 1d6 only.
func (d *Data) AheadThrowShift(ratio float64) int {
	switch {
	case ratio < d.AheadThrow.Low:
		return 1
	case ratio > d.AheadThrow.High:
		return -1
	}
	return 0
}

// Sighting is the §4.6 lookout condition.
type Sighting uint8

const (
	SightDay       Sighting = iota // day, lookouts
	SightDayDouble                 // day, double lookouts set earlier
	SightNight                     // night, Leigh light
	SightNaxos                     // night, NAXOS warning
)

// SightRange is the §4.6 sighting distance (m).
func (d *Data) SightRange(s Sighting) float64 {
	return [...]float64{d.Dive.SightDayM, d.Dive.SightDoubleM, d.Dive.SightNightM, d.Dive.SightNaxosM}[s]
}

// DiveMargin is §4.6 M: the aircraft's time to the boat from sighting (s) minus the
// boat's time under after the alarm: reaction (s) + clearing the bridge (6 s, +4 s if
// the gun was manned) + flooding to 20 m (the family's crash-dive time less the bridge).
func (d *Data) DiveMargin(sightM, reactionS float64, gunManned bool, f *BoatFamily) float64 {
	clear := d.Dive.BridgeS
	if gunManned {
		clear += d.Dive.GunCrewS
	}
	flood := f.CrashS - d.Dive.BridgeS
	return sightM/d.Dive.AircraftMS - (reactionS + clear + flood)
}

// DiveRef is M_ref: the reference player's margin in the same night-or-day condition
// (ordinary lookouts by day, the Leigh light by night; auto-alarm 2.0 s, gun not
// manned). It is computed, not sampled: the reference reaction is a fixed time.
func (d *Data) DiveRef(night bool, f *BoatFamily) float64 {
	s := SightDay
	if night {
		s = SightNight
	}
	return d.DiveMargin(d.SightRange(s), d.Dive.ReferenceReaction, false, f)
}

// DiveDRM is §4.6: the [A1] modifier of M − M_ref (≥ +20 s +1; −10…+20 0; −25…−10 −1;
// below −2).
func (d *Data) DiveDRM(delta float64) int {
	for _, b := range d.Dive.Bands {
		if delta >= b.From {
			return b.Drm
		}
	}
	return d.Dive.BottomDrm
}
