package tactical

import (
	"math"
	"testing"
)

// §3.5 pattern geometry, lethality and the ρ bands.
func TestDepthChargePattern(t *testing.T) {
	d := MustData()
	dets := d.LayPattern(Vec{}, 90, 100, false)
	if len(dets) != 10 {
		t.Fatal(len(dets))
	}
	// Charge 2 (rails, light) at the centre, z_est − 15, 3.0 m/s; charge 8 (heavy) 60 m
	// along the track (east), z_est + 15, 5.1 m/s; throwers 55 m abeam.
	if c := dets[1]; !near(c.Pos.Len(), 0, 1e-9) || c.Z != 85 || !near(c.T, 85/3.0, 1e-9) {
		t.Errorf("charge 2 %+v", c)
	}
	if c := dets[7]; !near(c.Pos.X, 60, 1e-9) || !near(c.Pos.Y, 0, 1e-9) || c.Z != 115 || !near(c.T, 115/5.1, 1e-9) {
		t.Errorf("charge 8 %+v", c)
	}
	if c := dets[3]; !near(math.Abs(c.Pos.Y), 55, 1e-9) {
		t.Errorf("thrower %+v", c)
	}
	us := d.LayPattern(Vec{}, 0, 100, true)
	if !near(us[7].T, 115/4.4, 1e-9) {
		t.Error("US sink rate")
	}
	// A boat sitting under the centre at the estimated depth takes a high S; one 300 m
	// away almost none; S falls as the boat moves off.
	still := func(p Vec, z float64) BoatTrack {
		return func(float64) (Vec, float64, float64) { return p, z, 90 }
	}
	s0 := Lethality(dets, still(Vec{}, 100), 67.1, d.DC.RadiusM)
	s1 := Lethality(dets, still(Vec{0, 60}, 100), 67.1, d.DC.RadiusM)
	s2 := Lethality(dets, still(Vec{0, 300}, 100), 67.1, d.DC.RadiusM)
	s3 := Lethality(dets, still(Vec{}, 160), 67.1, d.DC.RadiusM)
	if !(s0 > s1 && s1 > s2 && s2 < 1e-6 && s0 > s3) {
		t.Errorf("S: centre %.3f, 60 m off %.3f, 300 m off %.3f, 60 m deeper %.3f", s0, s1, s2, s3)
	}
	if d := AxisDistance(Vec{100, 0}, 50, Vec{}, 50, 90, 67.1); !near(d, 100-33.55, 1e-9) {
		t.Errorf("axis distance past the stern %v", d)
	}
	for _, c := range []struct {
		rho  float64
		want int
	}{{0.1, -2}, {0.3, -1}, {0.69, -1}, {0.7, 0}, {1.39, 0}, {1.4, 1}, {2.5, 2}, {9, 2}} {
		if g := d.EvasionDRM(c.rho); g != c.want {
			t.Errorf("ρ %v → %d want %d", c.rho, g, c.want)
		}
	}
	if d.AheadThrowShift(0.4) != 1 || d.AheadThrowShift(1) != 0 || d.AheadThrowShift(1.7) != -1 {
		t.Error("ahead-throw shift")
	}
}

// §4.6 / §9.4.4: the reference gets 0; a scripted alarm delay of 20 s gives −1; double
// lookouts with a quick alarm give +1; the modifier stays in −2 … +1.
func TestCrashDiveMargin(t *testing.T) {
	d := MustData()
	vii := d.BoatFor("VIIC")
	for _, night := range []bool{false, true} {
		ref := d.DiveRef(night, vii)
		s := SightDay
		if night {
			s = SightNight
		}
		if g := d.DiveDRM(d.DiveMargin(d.SightRange(s), 2.0, false, vii) - ref); g != 0 {
			t.Errorf("night %v: reference %d", night, g)
		}
		if g := d.DiveDRM(d.DiveMargin(d.SightRange(s), 22.0, false, vii) - ref); g != -1 {
			t.Errorf("night %v: 20 s late %d", night, g)
		}
	}
	ref := d.DiveRef(false, vii)
	if g := d.DiveDRM(d.DiveMargin(d.SightRange(SightDayDouble), 2.0, false, vii) - ref); g != 1 {
		t.Errorf("double lookouts %d", g)
	}
	if g := d.DiveDRM(d.DiveMargin(d.SightRange(SightDay), 60, true, vii) - ref); g != -2 {
		t.Errorf("very late %d", g)
	}
	for delta := -100.0; delta <= 100; delta += 0.5 {
		if g := d.DiveDRM(delta); g < -2 || g > 1 {
			t.Fatalf("§1.3 DiveDRM range: %d", g)
		}
	}
}
