package game

import (
	"math"
	"strings"
	"testing"

	"uboat/assets"
	"uboat/draw"
	"uboat/present"
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

// A notice fits its region whole: shrunk or wrapped, never cut, never outside the box.
func TestFitNoticeFitsWithoutCutting(t *testing.T) {
	for _, msg := range []string{"Pace: fast",
		"Could not save the settings: open /home/someone/.config/uboat/settings.json: permission denied",
		"That career is over: see it in the hall of fame."} {
		lines, size := FitNotice(msg)
		if strings.Join(strings.Fields(strings.Join(lines, " ")), " ") != msg {
			t.Errorf("%q shown as %q", msg, lines)
		}
		for _, l := range lines {
			if w := draw.TextWidth(l, assets.Regular, size); w > present.NoticeBox.W-16 {
				t.Errorf("%q: line %q is %.0f px wide, the box %.0f", msg, l, w, present.NoticeBox.W)
			}
		}
		if h := float64(len(lines)) * size * 1.15; h > present.NoticeBox.H {
			t.Errorf("%q: %d lines at %.0f are %.0f px high, the box %.0f", msg, len(lines), size, h, present.NoticeBox.H)
		}
	}
}
