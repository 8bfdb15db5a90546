package tactical

import "math"

// §3.4 the escort AI for the evasion scene: search round the datum, contact, the
// depth-charge run-in with the loss of ASDIC contact in the dead zone, the drop, and
// opening out; the creeping attack (5 kn, contact held by a director astern, no dead
// zone) and the Hedgehog / Squid ahead-throw (in at 15 kn, slowing to 8 kn at 600 m,
// contact kept, fired at 230 / 250 m). The scene that runs them is evasion.go.

// HunterState is a `tac_escort_state.state`.
type HunterState uint8

const (
	HScreen HunterState = iota
	HSearch
	HContact
	HRunIn
	HDrop
	HAheadThrow
	HCreep
	HGiveUp
)

// Key returns the log key.
func (s HunterState) Key() string {
	return [...]string{"screen", "search", "contact", "run_in", "drop", "ahead_throw", "creep", "give_up"}[s]
}

// Hunter is one escort in the evasion scene: plot position (m), course (deg), speed
// (kn), its state, its slot among n searching escorts, the datum it searches round (m)
// and the contact estimate it holds: position (m), velocity (m/s), depth (m). Lost is
// set when the ASDIC beam can no longer reach the boat (the dead zone); the prediction
// is then frozen at LostT (s).
type Hunter struct {
	Pos         Vec
	Course      float64
	Speed       float64
	State       HunterState
	Slot, Of    int
	Datum       Vec
	Radius      float64
	DepthFinder bool
	Est         Vec
	EstVel      Vec
	EstDepth    float64
	Lost        bool
	LostT       float64
	T           float64 // seconds since the pass began
	Pattern     []Detonation
	DropT       float64
	// The attack (§3.4–3.5): the weapon from E3_special / E3b, a creeping attack, the
	// Squid mounts (1 or 2 layers), US charges (Mk 9), and Fired once the weapon is away.
	Weapon EvWeapon
	Creep  bool
	Mounts int
	US     bool
	Fired  bool
}

// DeadZone is §7.3: r_dead = 90 m + 1.4·z (m) for a depth z (m).
func (d *Data) DeadZone(z float64) float64 { return d.ASDIC.DeadBaseM + d.ASDIC.DeadPerM*z }

func (d *Data) steer(h *Hunter, to Vec, kn, dt float64) {
	want := Bearing(h.Pos, to)
	step := d.Hunters.TurnDps * dt
	if diff := Wrap180(want - h.Course); math.Abs(diff) <= step {
		h.Course = want
	} else {
		h.Course = Wrap360(h.Course + sign(diff)*step)
	}
	h.Speed = kn
	h.Pos = h.Pos.Add(Velocity(h.Course, kn).Scale(dt))
}

// Contact is §3.4 Contact: the escort takes its estimate of the boat (position σ 30 m,
// velocity σ 0.5 kn per axis, depth σ 25 m, or 8 m with the Type 147 depth-finder) and
// starts its depth-charge run-in.
func (d *Data) Contact(h *Hunter, r *Stream, b *UBoat) {
	hd := &d.Hunters
	h.Est = b.Pos.Add(Vec{hd.PosSD * r.Normal(), hd.PosSD * r.Normal()})
	h.EstVel = Velocity(b.Course, b.Speed).Add(Vec{hd.VelSD * Knot * r.Normal(), hd.VelSD * Knot * r.Normal()})
	sd := hd.DepthSD
	if h.DepthFinder {
		sd = hd.DepthSDFinder
	}
	h.EstDepth = math.Max(10, b.Depth+sd*r.Normal())
	h.Lost, h.Pattern, h.Fired, h.LostT = false, h.Pattern[:0], false, h.T
	switch {
	case h.Weapon != WeapDC:
		h.State = HAheadThrow
	case h.Creep:
		h.State = HCreep
	default:
		h.State = HRunIn
	}
}

// ping refreshes the contact estimate (position σ 30 m, velocity σ 0.5 kn per axis).
func (d *Data) ping(h *Hunter, r *Stream, b *UBoat) {
	hd := &d.Hunters
	h.Est = b.Pos.Add(Vec{hd.PosSD * r.Normal(), hd.PosSD * r.Normal()})
	h.EstVel = Velocity(b.Course, b.Speed).Add(Vec{hd.VelSD * Knot * r.Normal(), hd.VelSD * Knot * r.Normal()})
	h.LostT = h.T
}

// aheadThrow fires the Hedgehog ring (24 bombs on a 40 m circle, contact-fused: Z 0,
// T the moment they enter the water) or the Squid triangle(s) (3 per mount, 37 m a
// side, depth set from the Type 147 estimate; two mounts 20 m apart in depth) at aim.
func (d *Data) aheadThrow(h *Hunter, aim Vec) {
	h.Pattern = h.Pattern[:0]
	if h.Weapon == WeapHedgehog {
		hh := &d.Hedgehog
		for i := range hh.Bombs {
			a := 360 * float64(i) / float64(hh.Bombs)
			h.Pattern = append(h.Pattern, Detonation{Pos: aim.Add(Heading(a).Scale(hh.RingM / 2)), T: h.T})
		}
		return
	}
	sq := &d.Squid
	rc := sq.SideM / math.Sqrt(3) // the triangle's circumradius
	layers := max(1, min(h.Mounts, 2))
	for l := range layers {
		z := h.EstDepth
		if layers == 2 {
			z += (float64(l) - 0.5) * sq.LayerGapM
		}
		z = math.Max(10, z)
		for k := range 3 {
			a := h.Course + 120*float64(k) + 60*float64(l)
			h.Pattern = append(h.Pattern, Detonation{Pos: aim.Add(Heading(a).Scale(rc)), Z: z, T: h.T + z/sq.Sink})
		}
	}
}

// firstLayerSink is the time (s) the first (light) layer needs to reach its set depth.
func (d *Data) firstLayerSink(zEst float64) float64 {
	return math.Max(10, zEst-15) / d.DC.LightSink
}

// StepHunter advances one escort dt seconds against the boat b (§3.4). While in
// contact on the run-in, the estimate is refreshed at every ping (3 s); inside the dead
// zone contact is lost and the prediction frozen; the pattern is laid where the
// predicted boat will be when the first layer reaches depth; then the escort opens out.
func (d *Data) StepHunter(h *Hunter, r *Stream, b *UBoat, dt float64, us bool) {
	hd := &d.Hunters
	h.T += dt
	switch h.State {
	case HSearch:
		// Circle the datum at the search radius, slots spaced evenly round the circle.
		if h.Radius == 0 {
			h.Radius = (hd.CircleMinM + hd.CircleMaxM) / 2
		}
		w := hd.SearchKn * Knot / h.Radius // rad/s
		ang := 2*math.Pi*float64(h.Slot)/float64(max(h.Of, 1)) + w*h.T + 0.3
		d.steer(h, h.Datum.Add(Heading(ang/deg).Scale(h.Radius)), hd.SearchKn, dt)
	case HRunIn, HCreep:
		// Creeping (§3.4): 5 kn from 400 m [designed], the director astern keeps the
		// contact (no dead zone).
		kn := hd.AttackKn
		horiz := b.Pos.Sub(h.Pos).Len()
		if h.State == HCreep && h.Est.Sub(h.Pos).Len() <= d.Evasion.CreepFromM {
			kn = hd.CreepKn
		}
		if !h.Lost {
			if h.State == HRunIn && horiz <= d.DeadZone(h.EstDepth) {
				h.Lost, h.LostT = true, h.T
			} else if math.Mod(h.T, d.ASDIC.PingS) < dt {
				d.ping(h, r, b)
			}
		}
		// The centre: where the boat is predicted when the first layer reaches depth.
		pred := h.Est.Add(h.EstVel.Scale(h.T - h.LostT))
		run := pred.Sub(h.Pos).Len()
		tArrive := run / (kn * Knot)
		centre := pred.Add(h.EstVel.Scale(tArrive + d.firstLayerSink(h.EstDepth)))
		// Drop on the centre, or once it is behind the escort within the pattern's reach
		// (100 m; farther off the escort turns back to it) [designed].
		off := centre.Sub(h.Pos)
		if (h.Lost || h.State == HCreep) && (off.Len() <= kn*Knot*dt || (off.Dot(Heading(h.Course)) < 0 && off.Len() <= 100)) {
			h.Pattern = d.layPattern(h.Pattern, h.Pos, h.Course, h.EstDepth, us || h.US)
			for i := range h.Pattern {
				h.Pattern[i].T += h.T
			}
			h.DropT, h.Fired = h.T, true
			h.State = HDrop
			return
		}
		d.steer(h, centre, kn, dt)
	case HAheadThrow:
		// In at 15 kn, 8 kn from 600 m, contact kept to the firing range (§3.4).
		if math.Mod(h.T, d.ASDIC.PingS) < dt {
			d.ping(h, r, b)
		}
		pred := h.Est.Add(h.EstVel.Scale(h.T - h.LostT))
		rng := pred.Sub(h.Pos).Len()
		fire, sink := d.Hedgehog.RangeM, d.Hedgehog.Sink
		if h.Weapon == WeapSquid {
			fire, sink = d.Squid.RangeM, d.Squid.Sink
		}
		kn := hd.AttackKn
		if rng <= d.Evasion.SlowM {
			kn = hd.AheadKn
		}
		// Aim where the boat is predicted when the projectiles reach its estimated depth.
		aim := pred.Add(h.EstVel.Scale(h.EstDepth / sink))
		if rng <= fire {
			d.aheadThrow(h, aim)
			h.DropT, h.Fired = h.T, true
			h.State = HDrop
			return
		}
		d.steer(h, aim, kn, dt)
	case HDrop:
		// Open out to 1,000 m from the drop, then search again.
		away := Heading(h.Course)
		d.steer(h, h.Pos.Add(away.Scale(100)), hd.AttackKn, dt)
		if h.Pos.Sub(b.Pos).Len() >= hd.OpenOutM {
			h.State = HSearch
		}
	case HGiveUp:
		d.steer(h, h.Pos.Add(Heading(h.Course).Scale(100)), hd.AttackKn, dt)
	}
}
