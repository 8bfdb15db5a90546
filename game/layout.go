// Package game is the Ebitengine side of the digital edition: the ebiten.Game with its
// scene stack and fades, the layout that scales a 1280×720 logical canvas to any window,
// input (mouse, keyboard, gamepad and touch mapped to the same actions), audio, settings
// and saves, the paced queue that plays the engine's events, and the shared widgets
// (buttons, the decision panel, the roll log and the status board). The scenes themselves
// live in package scenes; the rules in package engine, which this package only reads.
package game

import "math"

// The logical canvas every scene draws on.
const (
	LogicalW = 1280
	LogicalH = 720
)

// Fit is how the logical canvas sits in the screen: scaled uniformly by Scale and
// centred, with letterbox bars of OffX / OffY screen pixels.
type Fit struct {
	Scale      float64
	OffX, OffY float64
}

// FitScreen returns the largest uniform scale of the logical canvas that fits a screen of
// w×h pixels, centred. A degenerate screen gives scale 1 at the origin.
func FitScreen(w, h float64) Fit {
	if w <= 0 || h <= 0 {
		return Fit{Scale: 1}
	}
	s := math.Min(w/LogicalW, h/LogicalH)
	return Fit{Scale: s, OffX: (w - LogicalW*s) / 2, OffY: (h - LogicalH*s) / 2}
}

// ToLogical maps a screen point (cursor, touch) to canvas coordinates.
func (f Fit) ToLogical(x, y float64) (float64, float64) {
	return (x - f.OffX) / f.Scale, (y - f.OffY) / f.Scale
}

// ToScreen maps a canvas point to the screen.
func (f Fit) ToScreen(x, y float64) (float64, float64) {
	return x*f.Scale + f.OffX, y*f.Scale + f.OffY
}

// Rect is an axis-aligned rectangle in canvas coordinates.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the point lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Inset returns r shrunk by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// The screen regions of the play scenes.
var (
	TopBar    = Rect{0, 0, LogicalW, 34}
	Stage     = Rect{0, 34, 880, 500}
	LogArea   = Rect{0, 534, 880, 186}
	StatusBox = Rect{880, 34, 400, 686}
)
