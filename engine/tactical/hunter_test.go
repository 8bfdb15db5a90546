package tactical

import (
	"math"
	"testing"
)

// track records a boat's states for BoatTrack (linear in time between samples).
type track struct {
	t             []float64
	pos           []Vec
	depth, course []float64
}

func (tr *track) add(t float64, b *UBoat) {
	tr.t = append(tr.t, t)
	tr.pos = append(tr.pos, b.Pos)
	tr.depth = append(tr.depth, b.Depth)
	tr.course = append(tr.course, b.Course)
}

func (tr *track) at(t float64) (Vec, float64, float64) {
	i := len(tr.t) - 1
	for j, x := range tr.t {
		if x >= t {
			i = j
			break
		}
	}
	return tr.pos[i], tr.depth[i], tr.course[i]
}

// §3.4 search: escorts circle the datum at 800–1,400 m, spaced evenly.
func TestHunterSearch(t *testing.T) {
	d := MustData()
	r := NewStream(1, 1)
	b := UBoat{Family: d.BoatFor("VIIC"), Depth: 150, OrderDepth: 150, Battery: 100}
	hs := []Hunter{{Pos: Vec{1500, 0}, State: HSearch, Slot: 0, Of: 3}, {Pos: Vec{-1500, 200}, State: HSearch, Slot: 1, Of: 3}, {Pos: Vec{0, -1600}, State: HSearch, Slot: 2, Of: 3}}
	for range Ticks(600) {
		for i := range hs {
			d.StepHunter(&hs[i], &r, &b, Tick, false)
		}
	}
	for i, h := range hs {
		if rr := h.Pos.Len(); rr < d.Hunters.CircleMinM || rr > d.Hunters.CircleMaxM {
			t.Errorf("escort %d at %.0f m from the datum", i, rr)
		}
		a := Bearing(Vec{}, h.Pos)
		b := Bearing(Vec{}, hs[(i+1)%3].Pos)
		if sep := math.Abs(Wrap180(b - a)); sep < 90 || sep > 150 {
			t.Errorf("escorts %d and %d %.0f° apart", i, (i+1)%3, sep)
		}
	}
}

// runAttack plays one depth-charge run-in against a boat at 150 m; evade makes the
// boat go to full speed, turn 90° and change depth by 40 m for 60 s once contact is lost
// (the §6.2 reference evasion), else it stays silent and straight. Returns S, the
// horizontal range at which contact was lost, and the estimated depth; S = −1 when no
// pattern was laid.
func runAttack(d *Data, seed uint64, evade bool) (s, lostAt, zEst float64) {
	r := NewStream(seed, 7)
	b := UBoat{Family: d.BoatFor("VIIC"), Course: 90, OrderCourse: 90, Depth: 150, OrderDepth: 150, Telegraph: Silent, Speed: 2, Battery: 100}
	h := Hunter{Pos: Vec{-1500, 300 * r.Normal()}, Course: 90, State: HSearch}
	d.Contact(&h, &r, &b)
	var tr track
	tt, evadeUntil := 0.0, -1.0
	for tt < 600 {
		tr.add(tt, &b)
		if h.Lost && lostAt == 0 {
			lostAt = b.Pos.Sub(h.Pos).Len()
			if evade {
				b.SetTelegraph(Full)
				b.OrderCourse, b.OrderDepth = 0, 190
				evadeUntil = tt + 60
			}
		}
		if evadeUntil > 0 && tt >= evadeUntil {
			b.SetTelegraph(Silent)
			evadeUntil = -1
		}
		d.StepHunter(&h, &r, &b, Tick, false)
		d.StepUBoat(&b, Tick)
		tt += Tick
		if h.State == HDrop && tt > h.DropT+60 {
			break
		}
	}
	if h.Pattern == nil {
		return -1, lostAt, h.EstDepth
	}
	return Lethality(h.Pattern, tr.at, b.Family.Length, d.DC.RadiusM), lostAt, h.EstDepth
}

// §3.4–3.5: contact is lost at the dead zone; a pattern is laid; evading after the
// contact loss lowers S against a boat that holds still — the physics behind [E3].
func TestHunterRunInAndEvasion(t *testing.T) {
	d := MustData()
	var still, moved float64
	const n = 120
	for seed := uint64(1); seed <= n; seed++ {
		s, lostAt, z := runAttack(d, seed, false)
		if lostAt == 0 || lostAt > d.DeadZone(z)+1 || lostAt < d.DeadZone(z)-d.Hunters.AttackKn*Knot*Tick-5 {
			t.Fatalf("seed %d: contact lost at %.0f m, dead zone %.0f m", seed, lostAt, d.DeadZone(z))
		}
		e, _, _ := runAttack(d, seed, true)
		if s < 0 || e < 0 {
			t.Fatalf("seed %d: no pattern laid (still %v, evading %v)", seed, s, e)
		}
		still += s
		moved += e
	}
	still, moved = still/n, moved/n
	t.Logf("mean S: holding still %.2f, evading %.2f", still, moved)
	if !(still > 0.3 && moved < 0.7*still) {
		t.Errorf("mean S: still %.2f, evading %.2f", still, moved)
	}
}
