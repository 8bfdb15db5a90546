package game

import (
	"math"
	"testing"

	"uboat/draw"
)

func TestFitScreenScalesAndLetterboxes(t *testing.T) {
	cases := []struct {
		w, h, scale, offX, offY float64
	}{
		{1280, 720, 1, 0, 0},
		{1920, 1080, 1.5, 0, 0},
		{2560, 1600, 2, 0, 80},         // taller: bars top and bottom
		{1000, 720, 0.78125, 0, 78.75}, // narrower
		{3000, 720, 1, 860, 0},         // wider: bars left and right
	}
	for _, c := range cases {
		f := FitScreen(c.w, c.h)
		if math.Abs(f.Scale-c.scale) > 1e-9 || math.Abs(f.OffX-c.offX) > 1e-9 || math.Abs(f.OffY-c.offY) > 1e-9 {
			t.Errorf("FitScreen(%v, %v) = %+v, want scale %v off %v,%v", c.w, c.h, f, c.scale, c.offX, c.offY)
		}
	}
	if f := FitScreen(0, 0); f.Scale != 1 {
		t.Errorf("degenerate screen: %+v", f)
	}
}

func TestFitRoundTrip(t *testing.T) {
	f := FitScreen(2560, 1600)
	for _, p := range [][2]float64{{0, 0}, {640, 360}, {1279, 719}} {
		sx, sy := f.ToScreen(p[0], p[1])
		x, y := f.ToLogical(sx, sy)
		if math.Abs(x-p[0]) > 1e-9 || math.Abs(y-p[1]) > 1e-9 {
			t.Errorf("round trip %v → %v,%v → %v,%v", p, sx, sy, x, y)
		}
	}
	// a click on the letterbox bar lies outside the canvas
	x, y := f.ToLogical(10, 10)
	if (draw.Rect{X: 0, Y: 0, W: draw.LogicalW, H: draw.LogicalH}).Contains(x, y) {
		t.Errorf("bar point mapped inside the canvas: %v,%v", x, y)
	}
}
