package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"uboat/assets"
)

// Text is drawn from a cache of pre-rendered lines: the first DrawText of a string (in a
// family, size and alignment) renders it once, white, into its own small image; later
// frames draw that image tinted with the colour. Shaping and glyph lookup then happen
// once per string instead of every frame, a frame's text costs no allocations, and a
// string is a single quad (Ebitengine packs the small images into atlases and batches
// them). Entries unused for textKeepFrames frames are dropped.

type textKey struct {
	s      string
	family int
	size   float64
	align  text.Align
}

type textEntry struct {
	img     *ebiten.Image
	originX float64 // where the alignment point lies in the image
	used    int     // textClock when last drawn
}

const (
	textPad        = 2   // pixels around the text for glyphs that overhang their advance
	textKeepFrames = 600 // an unused entry goes after this many frames (10 s)
	textMaxEntries = 4096
)

var (
	textCache = map[textKey]*textEntry{}
	textClock int
	textSwept int
	renderOp  text.DrawOptions
)

// TextCacheLen returns the number of cached strings (tests).
func TextCacheLen() int { return len(textCache) }

// tickTextCache advances the cache's clock once per frame and drops old entries now and
// then.
func tickTextCache() {
	textClock++
	if textClock-textSwept < textKeepFrames/2 && len(textCache) < textMaxEntries {
		return
	}
	textSwept = textClock
	for k, e := range textCache {
		if textClock-e.used > textKeepFrames || len(textCache) >= textMaxEntries {
			e.img.Deallocate()
			delete(textCache, k)
		}
	}
}

func cachedText(s string, family int, size float64, align text.Align) *textEntry {
	k := textKey{s, family, size, align}
	if e := textCache[k]; e != nil {
		e.used = textClock
		return e
	}
	face := assets.Face(family, size)
	spacing := size * 1.3
	w, h := text.Measure(s, face, spacing)
	e := &textEntry{used: textClock}
	switch align {
	case text.AlignCenter:
		e.originX = math.Ceil(w / 2)
	case text.AlignEnd:
		e.originX = math.Ceil(w)
	}
	e.img = ebiten.NewImage(int(math.Ceil(w))+2*textPad, int(math.Ceil(h))+2*textPad)
	renderOp.GeoM.Reset()
	renderOp.GeoM.Translate(textPad+e.originX, textPad)
	renderOp.ColorScale.Reset()
	renderOp.PrimaryAlign = align
	renderOp.SecondaryAlign = text.AlignStart
	renderOp.LineSpacing = spacing
	text.Draw(e.img, s, face, &renderOp)
	textCache[k] = e
	return e
}

var textImgOp ebiten.DrawImageOptions

// DrawText draws one line (or several, split at \n) with its top at y, aligned at x.
func DrawText(dst *ebiten.Image, s string, family int, size, x, y float64, col color.RGBA, align text.Align) {
	if s == "" || col.A == 0 {
		return
	}
	e := cachedText(s, family, size, align)
	textImgOp.GeoM.Reset()
	textImgOp.GeoM.Translate(math.Round(x-e.originX)-textPad, math.Round(y)-textPad)
	textImgOp.ColorScale.Reset()
	textImgOp.ColorScale.Scale(float32(col.R)/0xff, float32(col.G)/0xff, float32(col.B)/0xff, float32(col.A)/0xff)
	dst.DrawImage(e.img, &textImgOp)
}

// Box returns c as a color.Color without allocating on later calls: Ebitengine's vector
// functions take the interface, and converting an RGBA value to it allocates each time.
func Box(c color.RGBA) color.Color {
	if b, ok := boxes[c]; ok {
		return b
	}
	b := color.Color(c)
	if len(boxes) < 8192 {
		boxes[c] = b
	}
	return b
}

var boxes = map[color.RGBA]color.Color{}
