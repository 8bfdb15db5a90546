package tactical

import "math"

// §3.4 the escort AI for the evasion scene: search round the datum, contact, the
// depth-charge run-in with the loss of ASDIC contact in the dead zone, the drop, and
// opening out. (Ahead-throw and creeping attacks, and the scene that runs passes, are
// not built yet.)

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
	h.Lost, h.Pattern = false, nil
	h.State = HRunIn
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
	case HRunIn:
		horiz := b.Pos.Sub(h.Pos).Len()
		if !h.Lost {
			if horiz <= d.DeadZone(h.EstDepth) {
				h.Lost, h.LostT = true, h.T
			} else if math.Mod(h.T, d.ASDIC.PingS) < dt {
				h.Est = b.Pos.Add(Vec{hd.PosSD * r.Normal(), hd.PosSD * r.Normal()})
				h.EstVel = Velocity(b.Course, b.Speed).Add(Vec{hd.VelSD * Knot * r.Normal(), hd.VelSD * Knot * r.Normal()})
				h.LostT = h.T
			}
		}
		// The centre: where the boat is predicted when the first layer reaches depth.
		pred := h.Est.Add(h.EstVel.Scale(h.T - h.LostT))
		run := pred.Sub(h.Pos).Len()
		tArrive := run / (hd.AttackKn * Knot)
		centre := pred.Add(h.EstVel.Scale(tArrive + d.firstLayerSink(h.EstDepth)))
		if h.Lost && (centre.Sub(h.Pos).Len() <= hd.AttackKn*Knot*dt || centre.Sub(h.Pos).Dot(Heading(h.Course)) < 0) {
			h.Pattern = d.LayPattern(h.Pos, h.Course, h.EstDepth, us)
			for i := range h.Pattern {
				h.Pattern[i].T += h.T
			}
			h.DropT = h.T
			h.State = HDrop
			return
		}
		d.steer(h, centre, hd.AttackKn, dt)
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
