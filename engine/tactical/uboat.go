package tactical

import "math"

// §3.2 the U-boat under water: telegraph, depth, turning, battery and air. The evasion
// scene (not built yet) steps it; its weight factors feed §3.3 (Exposure).

// UBoat is the submerged boat: plot position (m), course and ordered course (deg),
// depth and ordered depth (m), telegraph and current speed (kn), battery (%, 0–100)
// and the time submerged (s).
type UBoat struct {
	Family      *BoatFamily
	Pos         Vec
	Course      float64
	OrderCourse float64
	Depth       float64
	OrderDepth  float64
	Telegraph   Telegraph
	Speed       float64
	Battery     float64
	SubmergedS  float64
	// MotorsOut is the e-motors damaged (0–2, §3.5 context): one out limits the boat to
	// half speed, both to silent (creeping on what is left) [designed].
	MotorsOut int
}

// Key returns the telegraph's log key.
func (t Telegraph) Key() string { return [...]string{"silent", "slow", "half", "full"}[t] }

// TelegraphSpeed is the speed (kn) of a telegraph step for the boat's family: silent
// 2 kn (or the family's silent creep, XXI 5 kn), slow 3.5, half 5.5, full its maximum.
func (d *Data) TelegraphSpeed(f *BoatFamily, t Telegraph) float64 {
	s := &d.Submerged.TelegraphKn
	switch t {
	case Silent:
		if f.Silent > 0 {
			return f.Silent
		}
		return s.Silent
	case Slow:
		return math.Min(s.Slow, f.Sub)
	case Half:
		return math.Min(s.Half, f.Sub)
	}
	return f.Sub
}

// SetTelegraph orders a telegraph step; with a flat battery only silent is possible
// (§3.2; it raises nothing by itself), with one e-motor out at most half, with both
// only silent. It returns the step actually set.
func (b *UBoat) SetTelegraph(t Telegraph) Telegraph {
	if b.Battery <= 0 || b.MotorsOut >= 2 {
		t = Silent
	} else if b.MotorsOut == 1 && t > Half {
		t = Half
	}
	b.Telegraph = t
	return t
}

// DrainPerHour is the battery drain (% per sim hour) at a telegraph step, with the
// family factor (IX ×0.9; XXI ×0.3 at silent and slow only).
func (d *Data) DrainPerHour(f *BoatFamily, t Telegraph) float64 {
	dr := &d.Submerged.Drain
	v := [...]float64{dr.Silent, dr.Slow, dr.Half, dr.Full}[t]
	if !f.BatteryQuietOnly || t <= Slow {
		v *= f.BatteryFactor
	}
	return v
}

// TurnRate is the turn rate (deg/s) at a speed (kn): 3°/s at 3 kn rising linearly to
// 5°/s at the family's full speed, and in proportion to speed below 3 kn [designed].
func (d *Data) TurnRate(f *BoatFamily, kn float64) float64 {
	s := &d.Submerged
	if kn <= 3 {
		return s.TurnAt3 * kn / 3
	}
	return s.TurnAt3 + (s.TurnAtFull-s.TurnAt3)*math.Min(1, (kn-3)/math.Max(f.Sub-3, 1e-9))
}

// StepUBoat advances the boat dt seconds: speed toward the telegraph's, course toward
// the order at the turn rate, depth toward the order (±1.0 m/s at 3 kn or more, ±0.4 at
// less), battery drained, time submerged counted.
func (d *Data) StepUBoat(b *UBoat, dt float64) {
	s := &d.Submerged
	if b.Battery <= 0 {
		b.Telegraph = Silent
	}
	want := d.TelegraphSpeed(b.Family, b.Telegraph)
	if dv := want - b.Speed; math.Abs(dv) <= s.Accel*dt {
		b.Speed = want
	} else {
		b.Speed += sign(dv) * s.Accel * dt
	}
	step := d.TurnRate(b.Family, b.Speed) * dt
	if diff := Wrap180(b.OrderCourse - b.Course); math.Abs(diff) <= step {
		b.Course = Wrap360(b.OrderCourse)
	} else {
		b.Course = Wrap360(b.Course + sign(diff)*step)
	}
	rate := s.DepthRateSilent
	if b.Speed >= 3 {
		rate = s.DepthRate
	}
	if dz := b.OrderDepth - b.Depth; math.Abs(dz) <= rate*dt {
		b.Depth = b.OrderDepth
	} else {
		b.Depth += sign(dz) * rate * dt
	}
	b.Battery = math.Max(0, b.Battery-d.DrainPerHour(b.Family, b.Telegraph)*dt/3600)
	b.Pos = b.Pos.Add(Velocity(b.Course, b.Speed).Scale(dt))
	b.SubmergedS += dt
}

// BelowTestDepth reports the boat below its family's test depth (the red line).
func (b *UBoat) BelowTestDepth() bool { return b.Depth > b.Family.TestDepth }

// Tired reports that the air has gone bad: after 6 sim hours submerged teams tire 50 %
// faster (§3.2, §4.2).
func (d *Data) Tired(b *UBoat) bool { return b.SubmergedS >= d.Submerged.TiredAfterH*3600 }
