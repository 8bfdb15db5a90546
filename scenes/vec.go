package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
)

// The scenes draw their shapes through these wrappers, with game's triangle shapes
// (draw/shapes.go): Ebitengine's vector functions allocate on every frame and keep
// stencil atlases and path copies per destination image.

func fillRect(dst *ebiten.Image, x, y, w, h float32, c color.RGBA, aa bool) {
	draw.FillRectF(dst, x, y, w, h, c, aa)
}

func strokeRect(dst *ebiten.Image, x, y, w, h, sw float32, c color.RGBA, aa bool) {
	draw.StrokeRectF(dst, x, y, w, h, sw, c, aa)
}

func fillCircle(dst *ebiten.Image, cx, cy, r float32, c color.RGBA, aa bool) {
	draw.FillCircleF(dst, cx, cy, r, c, aa)
}

func strokeCircle(dst *ebiten.Image, cx, cy, r, sw float32, c color.RGBA, aa bool) {
	draw.StrokeCircleF(dst, cx, cy, r, sw, c, aa)
}

func strokeLine(dst *ebiten.Image, x0, y0, x1, y1, sw float32, c color.RGBA, aa bool) {
	draw.StrokeLineF(dst, x0, y0, x1, y1, sw, c, aa)
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
