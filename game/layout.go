// Package game is the Ebitengine side of the digital edition: the ebiten.Game with its
// loop, scene stack and fades, the fit of the 1280×720 logical canvas into any window,
// input (mouse, keyboard, gamepad and touch mapped to the same actions), audio, the
// settings, the paced queue that plays the engine's events, the engine driver and the
// careers (saved through package savefile). Observers (Watch) let tests and tools see the
// loop without the game keeping their state.
//
// Drawing primitives live in package draw, the presentation of engine facts (words,
// the status board, the roll log, the decision panel) in package present, the scenes in
// package scenes and the rules in package engine, which this package only reads.
package game

import (
	"math"

	"uboat/draw"
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
	s := math.Min(w/draw.LogicalW, h/draw.LogicalH)
	return Fit{Scale: s, OffX: (w - draw.LogicalW*s) / 2, OffY: (h - draw.LogicalH*s) / 2}
}

// ToLogical maps a screen point (cursor, touch) to canvas coordinates.
func (f Fit) ToLogical(x, y float64) (float64, float64) {
	return (x - f.OffX) / f.Scale, (y - f.OffY) / f.Scale
}

// ToScreen maps a canvas point to the screen.
func (f Fit) ToScreen(x, y float64) (float64, float64) {
	return x*f.Scale + f.OffX, y*f.Scale + f.OffY
}
