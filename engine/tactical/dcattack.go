package tactical

import (
	"math"
	"strconv"

	"uboat/engine"
)

// §3.1 step 3 and §3.5 for the normal depth-charge attack, the first sketch: one
// escort's run-in and drop played against the boat outside a scene, S at the design's
// 20 m bell and the bisection of S_ref that showed FINDING §3.5/§6.2 (doc.go). The
// evasion scene (evasion.go) and its calibration (evcal.go) replace it; E3MeanHits
// and these helpers stay for TestDCAttackPlayed.

// E3MeanHits is the mean number of hits of the engine's [E3] escort column at net
// modifier m (a "sunk" row counts no hits here; §1.4 lists P(sunk) apart).
func E3MeanHits(m int) float64 {
	col := engine.MustData().Tables["E3"].Columns["escort"]
	sum := 0.0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if n, err := strconv.Atoi(col.Look(a + b + m).Result); err == nil {
				sum += float64(n)
			}
		}
	}
	return sum / 36
}

// Evader is the boat's side of a depth-charge attack: called every tick with the
// time (s), the boat and the attacking escort, it gives orders to the boat.
type Evader func(t float64, b *UBoat, h *Hunter)

// ReferenceEvader is §6.2 on the run-in: hold course until contact is lost (the
// escort's ASDIC can no longer reach), then full speed with the rudder hard over away
// from the escort's track for 60 s and the depth changed by 40 m (down if above 150 m,
// otherwise up), then silent again.
func ReferenceEvader() Evader {
	until := -1.0
	return func(t float64, b *UBoat, h *Hunter) {
		switch {
		case h.Lost && until < 0:
			until = t + 60
			b.SetTelegraph(Full)
			side := sign(Wrap180(Bearing(h.Pos, b.Pos) - h.Course)) // the boat's side of the track
			b.OrderCourse = Wrap360(h.Course + side*90)
			if b.Depth < 150 {
				b.OrderDepth = b.Depth + 40
			} else {
				b.OrderDepth = b.Depth - 40
			}
		case until > 0 && t >= until:
			b.SetTelegraph(Silent)
			until = 0
		}
	}
}

// boatLog records the boat each tick for the lethality test at detonation times.
type boatLog struct {
	pos           []Vec
	depth, course []float64
}

func (l *boatLog) at(t float64) (Vec, float64, float64) {
	i := min(max(int(t/Tick), 0), len(l.pos)-1)
	return l.pos[i], l.depth[i], l.course[i]
}

// PlayDCAttack plays one normal attack: the escort takes contact, runs in, drops and
// the charges go off; the evader manoeuvres. It returns S (§3.5) and false if no
// pattern was laid within 10 minutes.
func (d *Data) PlayDCAttack(r *Stream, b UBoat, h Hunter, ev Evader, us bool) (float64, bool) {
	d.Contact(&h, r, &b)
	var lg boatLog
	const limit = 600.0
	for t := 0.0; t < limit; t += Tick {
		lg.pos, lg.depth, lg.course = append(lg.pos, b.Pos), append(lg.depth, b.Depth), append(lg.course, b.Course)
		if ev != nil {
			ev(t, &b, &h)
		}
		d.StepHunter(&h, r, &b, Tick, us)
		d.StepUBoat(&b, Tick)
		if h.State != HRunIn && h.Pattern != nil {
			last := 0.0
			for _, p := range h.Pattern {
				last = math.Max(last, p.T)
			}
			if t >= last {
				return Lethality(h.Pattern, lg.at, b.Family.Length, d.DC.RadiusM), true
			}
		}
	}
	return 0, false
}

// StandardAttack is the §9.3.4 situation: a VIIC detected at 150 m, silent, and one
// escort 1.2–2 km off on a random bearing, heading for it.
func (d *Data) StandardAttack(r *Stream) (UBoat, Hunter) {
	b := UBoat{Family: d.BoatFor("VIIC"), Course: 360 * r.Float64(), Depth: 150, Telegraph: Silent, Speed: 2, Battery: 70}
	b.OrderCourse, b.OrderDepth = b.Course, b.Depth
	p := Heading(360 * r.Float64()).Scale(1200 + 800*r.Float64())
	return b, Hunter{Pos: p, Course: Bearing(p, b.Pos)}
}

// AttackSamples plays n standard attacks against the reference evader and returns S.
func (d *Data) AttackSamples(seed uint64, n int) []float64 {
	r := NewStream(seed, 30)
	out := make([]float64, 0, n)
	for range n {
		b, h := d.StandardAttack(&r)
		if s, ok := d.PlayDCAttack(&r, b, h, ReferenceEvader(), false); ok {
			out = append(out, s)
		}
	}
	return out
}

// ExpectedE3Hits is the mean [E3] hits of attacks with lethalities ss at S_ref and
// table modifier m: mean of E3MeanHits(m + EvasionDRM(S/S_ref)).
func (d *Data) ExpectedE3Hits(ss []float64, sRef float64, m int) float64 {
	sum := 0.0
	for _, s := range ss {
		sum += E3MeanHits(m + d.EvasionDRM(s/sRef))
	}
	return sum / float64(len(ss))
}

// CalibrateSRef bisects S_ref so that the reference evader's mean [E3] hits equal the
// table's at m = 0 (§3.5).
func (d *Data) CalibrateSRef(ss []float64) (sRef, hits float64) {
	want := E3MeanHits(0)
	lo, hi := 1e-6, 100.0 // hits fall as S_ref rises
	for range 80 {
		mid := math.Sqrt(lo * hi)
		if d.ExpectedE3Hits(ss, mid, 0) > want {
			lo = mid
		} else {
			hi = mid
		}
	}
	hl, hh := d.ExpectedE3Hits(ss, lo, 0), d.ExpectedE3Hits(ss, hi, 0)
	if math.Abs(hl-want) < math.Abs(hh-want) {
		return lo, hl
	}
	return hi, hh
}
