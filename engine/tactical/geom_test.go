package tactical

import (
	"math"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// §2.3.1–3 conventions.
func TestBearingAOBConventions(t *testing.T) {
	o := Vec{}
	if b := Bearing(o, Vec{0, 1000}); b != 0 {
		t.Errorf("north bearing %v", b)
	}
	if b := Bearing(o, Vec{1000, 0}); !near(b, 90, 1e-9) {
		t.Errorf("east bearing %v", b)
	}
	if b := Bearing(o, Vec{-1, -1}); !near(b, 225, 1e-9) {
		t.Errorf("SW bearing %v", b)
	}
	// Target due north heading east: we are on its starboard side, beam-on: +90.
	if a := AOB(0, 90); a != 90 {
		t.Errorf("AOB starboard beam %v", a)
	}
	if a := AOB(0, 270); a != -90 {
		t.Errorf("AOB port beam %v", a)
	}
	if a := AOB(0, 180); a != 0 {
		t.Errorf("bow-on AOB %v", a)
	}
	if a := math.Abs(AOB(0, 0)); a != 180 {
		t.Errorf("stern-on AOB %v", a)
	}
	if r := RelBearing(10, 350); r != 20 {
		t.Errorf("relative bearing %v", r)
	}
}

// §2.3.4–6 property: for random geometry, a torpedo fired from O on the triangle's
// course meets the target: the exact hit test gives miss ≈ 0, closest approach at run D
// after t_run, and track angle τ.
func TestFiringTriangleProperty(t *testing.T) {
	r := NewStream(1, 2)
	for i := 0; i < 5000; i++ {
		rng := 300 + 4000*r.Float64()
		beta := 360 * r.Float64()
		aob := -170 + 340*r.Float64()
		v := 20 * r.Float64()
		u := []float64{30, 40, 44}[r.Die(3)-1]
		tri, ok := SolveTriangle(rng, beta, aob, v, u)
		if !ok {
			continue
		}
		c := CourseFromAOB(beta, aob)
		h := Hull{Pos: Heading(beta).Scale(rng), Course: c, Speed: v, Length: 100, Beam: 14}
		p := HitTest(Vec{}, tri.TorpCourse, u, 1e9, h)
		if !near(p.Miss, 0, 1e-6*rng) || !near(p.Run, tri.Run, 1e-6*rng) || !near(p.TStar, tri.RunTime, 1e-6*tri.RunTime+1e-9) {
			t.Fatalf("case %d: miss %v run %v/%v t %v/%v", i, p.Miss, p.Run, tri.Run, p.TStar, tri.RunTime)
		}
		// Track angle: the angle between the torpedo course and the target's course,
		// measured from the target's bow (§2.3.5).
		if tr := 180 - math.Abs(Wrap180(tri.TorpCourse-c)); !near(tr, tri.Track, 1e-6) {
			t.Fatalf("case %d: track %v vs %v", i, tr, tri.Track)
		}
		if !p.Crosses {
			t.Fatalf("case %d: a perfect shot does not cross", i)
		}
	}
	if _, ok := Lead(90, 35, 30); ok {
		t.Error("§2.3.4 no solution when (V/U)·sin|AOB| > 1")
	}
}

// §2.3.7 gyro angles and limits.
func TestGyro(t *testing.T) {
	if g, ok := Gyro(30, 0, Bow); g != 30 || !ok {
		t.Error(g, ok)
	}
	if g, ok := Gyro(200, 0, Stern); g != 20 || !ok {
		t.Error(g, ok)
	}
	if _, ok := Gyro(100, 0, Bow); ok {
		t.Error("gyro beyond 90° accepted")
	}
}

// §2.3.8: the arc leg ends on course at the right distance; with perfect estimates the
// TDC's parallax correction puts the torpedo on the hull centre at every gyro angle.
func TestParallaxCorrection(t *testing.T) {
	for _, turn := range []float64{-80, -45, -5, 0, 5, 45, 80} {
		leg := ArcLeg(0, turn)
		wantLen := TubeReach + math.Abs(turn)*deg*TurnRadius
		if !near(leg.Length, wantLen, 1e-9) {
			t.Errorf("arc length %v want %v", leg.Length, wantLen)
		}
	}
	d := MustData()
	r := NewStream(3, 4)
	for i := 0; i < 2000; i++ {
		s := d.sampleShip(&r, LargeFreighter)
		s.Speed = 9.5
		rng := 600 + 3000*r.Float64()
		beta := 360 * r.Float64()
		aob := (40 + 100*r.Float64()) * []float64{-1, 1}[r.Die(2)-1]
		s.Pos = Heading(beta).Scale(rng)
		s.Course = CourseFromAOB(beta, aob)
		tri, _ := SolveTriangle(rng, beta, aob, s.Speed, 30)
		own := Wrap360(tri.TorpCourse + 160*r.Float64() - 80)
		in := TDCInput{Range: rng, AOB: aob, Speed: s.Speed, Bearing: beta}
		sol := in.Solve(0, own, 30, 1e9, Bow, 1, 0, s.BookLength)
		if !sol.OK {
			continue
		}
		sh := d.TrueShot(Vec{}, own, Bow, sol.TorpCourse, 30, 1e9, 0, &s)
		if math.Abs(sh.Pass.Miss) > 2 {
			t.Fatalf("case %d gyro %.0f: perfect-estimate miss %.2f m", i, sol.Gyro, sh.Pass.Miss)
		}
	}
}

// §2.3.8: a range error matters more at large gyro angles.
func TestRangeErrorGrowsWithGyro(t *testing.T) {
	d := MustData()
	miss := func(gyro float64) float64 {
		r := NewStream(9, 9)
		s := d.sampleShip(&r, LargeFreighter)
		s.Speed, s.Pos, s.Course = 9, Vec{0, 1500}, 270 // crossing right to left, AOB 90 stbd… port
		aob := AOB(0, s.Course)
		tri, _ := SolveTriangle(1500, 0, aob, s.Speed, 30)
		own := Wrap360(tri.TorpCourse - gyro)
		in := TDCInput{Range: 1500 * 0.8, AOB: aob, Speed: s.Speed, Bearing: 0}
		sol := in.Solve(0, own, 30, 1e9, Bow, 1, 0, s.BookLength)
		return math.Abs(d.TrueShot(Vec{}, own, Bow, sol.TorpCourse, 30, 1e9, 0, &s).Pass.Miss)
	}
	if m0, m80 := miss(0), miss(80); !(m80 > m0) {
		t.Errorf("miss at gyro 80 (%.1f) not above gyro 0 (%.1f)", m80, m0)
	}
}

// §2.7.2 quality: in [0,1], symmetric in m, falling with |m|, falling with σ at m = 0.
func TestQualityShape(t *testing.T) {
	prev := 2.0
	for m := 0.0; m < 200; m += 5 {
		q := Quality(m, 100, 20)
		if q < 0 || q > 1 || q > prev || !near(q, Quality(-m, 100, 20), 1e-12) {
			t.Fatalf("Q(%v) = %v", m, q)
		}
		prev = q
	}
	if !(Quality(0, 100, 10) > Quality(0, 100, 60)) {
		t.Error("Q does not fall with σ")
	}
}

// §2.7.4 spread offsets are symmetric and δ apart.
func TestSpreadOffsets(t *testing.T) {
	for n := 1; n <= 4; n++ {
		sum := 0.0
		for i := 0; i < n; i++ {
			sum += SpreadOffset(i, n, 1.5)
			if i > 0 && !near(SpreadOffset(i, n, 1.5)-SpreadOffset(i-1, n, 1.5), 1.5, 1e-12) {
				t.Error("step")
			}
		}
		if !near(sum, 0, 1e-12) {
			t.Errorf("n=%d offsets not centred", n)
		}
	}
}

// §5 pacer: ×64 runs 128 ticks per real second at 60 updates; alerts drop to ×1 or pause.
func TestPacer(t *testing.T) {
	for _, c := range []struct {
		lvl  Compression
		want int
	}{{X1, 2}, {X4, 8}, {X16, 32}, {X64, 128}, {Paused, 0}} {
		p := Pacer{Level: c.lvl}
		n := 0
		for range UpdatesPerSec {
			n += p.Frame()
		}
		if n != c.want {
			t.Errorf("%s: %d ticks per second, want %d", c.lvl.Key(), n, c.want)
		}
	}
	p := Pacer{Level: X64}
	p.Alert(AlertTorpedo)
	if p.Level != X1 {
		t.Error("alert did not drop to ×1")
	}
	p = Pacer{Level: X16, PauseOnAlert: true}
	p.Alert(AlertDetection)
	if p.Level != Paused {
		t.Error("pause on alerts")
	}
	p = Pacer{Level: X16, PauseOnAlert: true}
	p.Alert(AlertAircraft)
	if p.Level != X1 {
		t.Error("forced-×1 alert paused")
	}
	if TicksPerTurn != Ticks(30) {
		t.Error("60 ticks per sonar turn")
	}
}

// §2.4 instrument error sizes at Reference skill: stadimeter ≈ 7 % total, AOB σ near
// the design's 8°, transit speed within ≈ 7 %; ×0 is exact.
func TestInstrumentErrors(t *testing.T) {
	d := MustData()
	r := NewStream(5, 6)
	o := Observer{In: &d.Instruments, Skill: Reference}
	var sr, sa, sv float64
	const n = 4000
	for i := 0; i < n; i++ {
		s := d.sampleShip(&r, LargeFreighter)
		s.Speed, s.Pos, s.Course = 10, Vec{0, 2000}, 90
		rr := o.Stadimeter(&r, &s, 2000, true)
		sr += math.Pow(rr/2000-1, 2)
		a := o.Silhouette(&r, 75, 2000, false)
		sa += math.Pow(a-75, 2)
		v, _ := o.Transit(&r, &s, 0, Vec{})
		sv += math.Pow(v/10-1, 2)
	}
	sdR, sdA, sdV := math.Sqrt(sr/n), math.Sqrt(sa/n), math.Sqrt(sv/n)
	if sdR < 0.05 || sdR > 0.09 || sdA < 6 || sdA > 11 || sdV < 0.04 || sdV > 0.09 {
		t.Errorf("reference errors: range %.3f, AOB %.1f°, speed %.3f", sdR, sdA, sdV)
	}
	o.Skill = 0
	s := d.sampleShip(&r, Tanker)
	s.Speed, s.Pos, s.Course = 12, Vec{0, 1500}, 100
	if rr := o.Stadimeter(&r, &s, 1500, false); !near(rr, 1500, 1e-9) {
		t.Error("×0 stadimeter not exact", rr)
	}
	if v, _ := o.Transit(&r, &s, 0, Vec{}); !near(v, 12, 1e-9) {
		t.Error("×0 transit not exact", v)
	}
	// Length transit is exact for a fixed sight line whatever the AOB (own boat stopped).
	s.DevLength, s.Length, s.BookLength = 0, 120, 120
	o2 := Observer{In: &InstrumentData{}, Skill: Reference}
	for _, c := range []float64{30, 70, 100, 150} {
		s.Course = c
		if v, ok := o2.Transit(&r, &s, 0, Vec{}); !ok || !near(v, 12, 1e-9) {
			t.Errorf("transit at course %v: %v", c, v)
		}
	}
	// Plot: two exact fixes give the true speed and course.
	f1 := Fix{Tick: 0, Pos: Vec{0, 0}}
	f2 := Fix{Tick: Ticks(180), Pos: Velocity(60, 9).Scale(180)}
	if sp, co, ok := PlotTrack(f1, f2); !ok || !near(sp, 9, 1e-9) || !near(co, 60, 1e-9) {
		t.Error("plot track", sp, co)
	}
}
