package tactical

import (
	"math"
	"testing"
)

// §3.2 the boat under water: speeds, depth rates, turning, battery, air.
func TestUBoatUnderWater(t *testing.T) {
	d := MustData()
	vii, ix, xxi := d.BoatFor("VIIC"), d.BoatFor("IXC"), d.BoatFor("XXI")
	if d.TelegraphSpeed(vii, Full) != 7.6 || d.TelegraphSpeed(vii, Silent) != 2 || d.TelegraphSpeed(xxi, Silent) != 5 {
		t.Error("telegraph speeds")
	}
	run := func(b *UBoat, secs float64) {
		for range int(secs / Tick) {
			d.StepUBoat(b, Tick)
		}
	}
	// Depth: 100 m at half (≥ 3 kn) in 100 s; at silent 0.4 m/s.
	b := UBoat{Family: vii, Depth: 50, OrderDepth: 150, Telegraph: Half, Speed: 5.5, Battery: 100}
	run(&b, 99)
	if b.Depth >= 150 || b.Depth < 148 {
		t.Errorf("depth after 99 s at half: %v", b.Depth)
	}
	run(&b, 2)
	if b.Depth != 150 {
		t.Errorf("depth %v", b.Depth)
	}
	b = UBoat{Family: vii, Depth: 50, OrderDepth: 90, Telegraph: Silent, Speed: 2, Battery: 100}
	run(&b, 50)
	if !near(b.Depth, 70, 0.5) {
		t.Errorf("silent depth change: %v after 50 s", b.Depth)
	}
	// Battery: an hour at full leaves 10 % on a VII, 19 % on a IX; the XXI's factor is
	// for silent and slow only.
	for _, c := range []struct {
		f    *BoatFamily
		tg   Telegraph
		want float64
	}{{vii, Full, 10}, {ix, Full, 19}, {xxi, Full, 10}, {xxi, Silent, 100 - 0.9}, {vii, Silent, 97}} {
		b = UBoat{Family: c.f, Telegraph: c.tg, Speed: d.TelegraphSpeed(c.f, c.tg), Battery: 100, Depth: 100, OrderDepth: 100}
		run(&b, 3600)
		if !near(b.Battery, c.want, 0.01) {
			t.Errorf("%s %s: battery %.2f after 1 h, want %.2f", c.f.Key, c.tg.Key(), b.Battery, c.want)
		}
	}
	// Flat battery: silent only.
	b = UBoat{Family: vii, Battery: 0}
	if b.SetTelegraph(Full) != Silent {
		t.Error("full speed on a flat battery")
	}
	// Turning: 3°/s at 3 kn, 5°/s at full; 90° at full in 18 s.
	if !near(d.TurnRate(vii, 3), 3, 1e-12) || !near(d.TurnRate(vii, 7.6), 5, 1e-12) || !near(d.TurnRate(vii, 1.5), 1.5, 1e-12) {
		t.Error("turn rates")
	}
	b = UBoat{Family: vii, Telegraph: Full, Speed: 7.6, Battery: 100, OrderCourse: 90, Depth: 100, OrderDepth: 100}
	run(&b, 18)
	if b.Course != 90 {
		t.Errorf("course %v after 18 s at full", b.Course)
	}
	// Test depth and air.
	b = UBoat{Family: vii, Depth: 231}
	if !b.BelowTestDepth() {
		t.Error("231 m not below a VII's 230 m")
	}
	b.SubmergedS = 6*3600 - 1
	if d.Tired(&b) {
		t.Error("tired early")
	}
	b.SubmergedS++
	if !d.Tired(&b) {
		t.Error("not tired after 6 h")
	}
	if math.IsNaN(b.Pos.X) {
		t.Error("position")
	}
}
