package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"uboat/assets"
	"uboat/game"
)

// Ebitengine's vector functions take a color.Color; handing them a color.RGBA that is
// not a constant allocates on every call (the value is boxed). The scenes draw through
// these wrappers, which pass a boxed colour cached by game.Box, so a frame of shapes
// costs no allocations.

func fillRect(dst *ebiten.Image, x, y, w, h float32, c color.RGBA, aa bool) {
	vector.FillRect(dst, x, y, w, h, game.Box(c), aa)
}

func strokeRect(dst *ebiten.Image, x, y, w, h, sw float32, c color.RGBA, aa bool) {
	vector.StrokeRect(dst, x, y, w, h, sw, game.Box(c), aa)
}

func fillCircle(dst *ebiten.Image, cx, cy, r float32, c color.RGBA, aa bool) {
	vector.FillCircle(dst, cx, cy, r, game.Box(c), aa)
}

func strokeCircle(dst *ebiten.Image, cx, cy, r, sw float32, c color.RGBA, aa bool) {
	vector.StrokeCircle(dst, cx, cy, r, sw, game.Box(c), aa)
}

func strokeLine(dst *ebiten.Image, x0, y0, x1, y1, sw float32, c color.RGBA, aa bool) {
	vector.StrokeLine(dst, x0, y0, x1, y1, sw, game.Box(c), aa)
}

type gradKey struct {
	w, h        int
	top, bottom color.RGBA
}

var gradients = map[gradKey]*ebiten.Image{}

// gradient is assets.Gradient behind a typed cache (its own cache key is boxed into an
// interface on every look-up).
func gradient(w, h int, top, bottom color.RGBA) *ebiten.Image {
	k := gradKey{w, h, top, bottom}
	if img := gradients[k]; img != nil {
		return img
	}
	img := assets.Gradient(w, h, top, bottom)
	gradients[k] = img
	return img
}
