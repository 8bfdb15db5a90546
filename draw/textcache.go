package draw

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"uboat/assets"
)

// Text is drawn glyph by glyph from a glyph cache: the first time a glyph of a face (a
// family at a size) is needed at a subpixel offset, it is rasterised once, white, into a
// shared atlas image; a string is then one DrawTriangles call (a quad per glyph) from
// vertex and index slices reused call after call, tinted with the colour. After warm-up,
// drawing any string made of glyphs already seen allocates nothing, however new the
// string is.
//
// The layout is text/v2's for a GoXFace (what the game drew with before), so the text
// looks the same: advances and kerning from the x/image font.Face, the pen position
// quantised to 1/8 pixel for small faces (1/4, 1/2, 1 for larger ones, as text/v2's
// glyph variations), each glyph rendered at its subpixel offset and placed on whole
// pixels, the baseline on a whole pixel. TextWidth measures with the same advances.

// glyphFace is one face's cache.
type glyphFace struct {
	f      font.Face
	gran   fixed.Int26_6 // the pen's quantum (64 / glyph variations)
	ascent float64
	ascii  [128]runeInfo
	runes  map[rune]runeInfo
	glyphs map[glyphKey]glyphImg
	// ASCII glyphs by rune and the pen's subpixel phase (px&63/gran), for a lookup
	// without hashing; w == 0 means not rasterised
	asciiG [128][8]glyphImg
	// kerning of ASCII pairs, looked up once (+1, so that 0 means not yet)
	kernASCII *[128 * 128]fixed.Int26_6
	warmNext  int    // the next of warmList to rasterise (WarmGlyphs)
	pending   []rune // runes drawn at start-up at one offset only, the others to follow
	drawn     bool   // a glyph of the face has been drawn: it is in (or was through) warmQueue
}

// kern is the kerning between a and b.
func (gf *glyphFace) kern(a, b rune) fixed.Int26_6 {
	if a >= 128 || b >= 128 || a < 0 || b < 0 {
		return gf.f.Kern(a, b)
	}
	if gf.kernASCII == nil {
		gf.kernASCII = new([128 * 128]fixed.Int26_6)
	}
	k := &gf.kernASCII[a<<7|b]
	if *k == 0 {
		*k = gf.f.Kern(a, b) + 1
	}
	return *k - 1
}

// runeInfo is a rune's advance and bounds in its face.
type runeInfo struct {
	known  bool
	adv    fixed.Int26_6
	bounds fixed.Rectangle26_6
	empty  bool // nothing to draw (a space)
}

type glyphKey struct {
	r    rune
	xoff fixed.Int26_6 // subpixel offset of the image's left edge
}

// glyphImg is a rasterised glyph: its rectangle in an atlas page.
type glyphImg struct {
	page       int32
	x, y, w, h int32
}

type faceKey struct {
	family int
	size   float64
}

const (
	atlasSize = 1024 // pixels square per atlas page
	atlasGap  = 1    // transparent pixels between glyphs
)

var (
	glyphFaces = map[faceKey]*glyphFace{}
	lastKey    faceKey
	lastFace   *glyphFace

	atlas      []*ebiten.Image
	atlasX     int // the shelf packer's position on the last page
	atlasY     int
	atlasRowH  int
	glyphCount int // glyphs rasterised

	textVs []ebiten.Vertex
	textIs []uint16
	textOp = &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
)

// GlyphCacheLen returns the number of rasterised glyphs (tests).
func GlyphCacheLen() int { return glyphCount }

func faceFor(family int, size float64) *glyphFace {
	k := faceKey{family, size}
	if lastFace != nil && k == lastKey {
		return lastFace
	}
	gf := glyphFaces[k]
	if gf == nil {
		f := assets.XFace(family, size)
		m := f.Metrics()
		gf = &glyphFace{f: f, ascent: fix2f(m.Ascent), runes: map[rune]runeInfo{}, glyphs: map[glyphKey]glyphImg{}}
		// text/v2's glyph variations (glyphVariationCount): finer for smaller faces
		variations := fixed.Int26_6(1)
		switch s := fix2f(m.Ascent) + fix2f(m.Descent); {
		case s < 20:
			variations = 8
		case s < 40:
			variations = 4
		case s < 80:
			variations = 2
		}
		gf.gran = 64 / variations
		glyphFaces[k] = gf
		// its common runes follow, a few per frame, once it is drawn (glyph): a face
		// only measured (draw.FitSize trying sizes) leaves the atlas alone
	}
	lastKey, lastFace = k, gf
	return gf
}

func fix2f(x fixed.Int26_6) float64 { return float64(x) / 64 }
func f2fix(x float64) fixed.Int26_6 { return fixed.Int26_6(x * 64) }

func (gf *glyphFace) info(r rune) runeInfo {
	if r >= 0 && r < 128 && gf.ascii[r].known {
		return gf.ascii[r]
	}
	if ri, ok := gf.runes[r]; ok {
		return ri
	}
	adv, _ := gf.f.GlyphAdvance(r)
	b, _, _ := gf.f.GlyphBounds(r)
	ri := runeInfo{known: true, adv: adv, bounds: b,
		empty: (b.Max.X-b.Min.X).Ceil() == 0 || (b.Max.Y-b.Min.Y).Ceil() == 0}
	if r >= 0 && r < 128 {
		gf.ascii[r] = ri
	} else {
		gf.runes[r] = ri
	}
	return ri
}

// warmRunes are rasterised soon after a face is first used (WarmGlyphs, a few per frame):
// the runes the game's text is made of, so that a steady frame does not meet a new one.
// Not all at once: the first frame (in the browser, the first thing the player sees after
// the download) would wait for some thousand glyphs it does not show.
const warmRunes = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~" +
	"äöüßÄÖÜéè–—·…→←↑↓×’‘“”„°±½¼¾•✓★"

var (
	warmQueue []*glyphFace // faces whose common runes are not all rasterised yet
	warmList  = []rune(warmRunes)
	// startingUp: until the first warm-up is done (a second or so after the first
	// frame), a glyph met for the first time is rasterised at the one subpixel offset
	// it is drawn at, and its other offsets are left to WarmGlyphs. The first frame —
	// in the browser the first thing the player sees after the download — then
	// rasterises the ≈ 130 glyphs of the title once each instead of at every offset
	// (≈ 800). Afterwards a new glyph gets every offset at once, so that the steady
	// frames that follow it draw it anywhere without rasterising.
	startingUp = true
)

// warmPerFrame is how many common runes (each at every subpixel offset) WarmGlyphs
// rasterises per call.
const warmPerFrame = 24

// WarmGlyphs rasterises up to warmPerFrame of the common runes of the faces in use that
// are not yet in the cache; Game.Draw calls it once per frame after drawing. It reports
// whether any remain.
func WarmGlyphs() bool {
	n := 0
	for len(warmQueue) > 0 && n < warmPerFrame {
		gf := warmQueue[0]
		for len(gf.pending) > 0 && n < warmPerFrame {
			r := gf.pending[len(gf.pending)-1]
			gf.pending = gf.pending[:len(gf.pending)-1]
			ri := gf.info(r)
			gf.rasterAll(r, ri, ri.bounds.Min.Y&63)
			n++
		}
		for gf.warmNext < len(warmList) && n < warmPerFrame {
			r := warmList[gf.warmNext]
			gf.warmNext++
			ri := gf.info(r)
			gf.rasterAll(r, ri, ri.bounds.Min.Y&63)
			n++
		}
		if gf.warmNext >= len(warmList) && len(gf.pending) == 0 {
			warmQueue = warmQueue[1:]
		}
	}
	if len(warmQueue) == 0 {
		startingUp = false
	}
	return len(warmQueue) > 0
}

// glyph returns the image of r with its left edge at subpixel offset xoff and its top at
// yoff. The first time r is needed, it is rasterised at every subpixel offset the pen can
// take (as text/v2's GoXFace renders a glyph: one pixel more than the bounds each way);
// at start-up only at xoff, the rest by WarmGlyphs (startingUp).
func (gf *glyphFace) glyph(r rune, ri runeInfo, xoff, yoff fixed.Int26_6) glyphImg {
	var slot *glyphImg
	if r >= 0 && r < 128 {
		slot = &gf.asciiG[r][((xoff-ri.bounds.Min.X)&63)/gf.gran]
		if slot.w > 0 {
			return *slot
		}
	}
	if !gf.drawn {
		gf.drawn = true
		warmQueue = append(warmQueue, gf) // its common runes follow, a few per frame
	}
	if g, ok := gf.glyphs[glyphKey{r, xoff}]; ok {
		if slot != nil {
			*slot = g
		}
		return g
	}
	if ri.empty {
		return glyphImg{}
	}
	if startingUp {
		g := gf.raster(r, ri, xoff, yoff)
		gf.glyphs[glyphKey{r, xoff}] = g
		if len(gf.pending) == 0 && gf.warmNext >= len(warmList) {
			warmQueue = append(warmQueue, gf) // its warm-up was done: back in the queue
		}
		gf.pending = append(gf.pending, r)
		return g
	}
	gf.rasterAll(r, ri, yoff)
	return gf.glyphs[glyphKey{r, xoff}]
}

// rasterAll rasterises r at every subpixel offset the pen can take that is not in the
// cache yet.
func (gf *glyphFace) rasterAll(r rune, ri runeInfo, yoff fixed.Int26_6) {
	if ri.empty {
		return
	}
	for px := fixed.Int26_6(0); px < 64; px += gf.gran {
		off := (px + ri.bounds.Min.X) & 63
		if _, ok := gf.glyphs[glyphKey{r, off}]; !ok {
			gf.glyphs[glyphKey{r, off}] = gf.raster(r, ri, off, yoff)
		}
	}
}

func (gf *glyphFace) raster(r rune, ri runeInfo, xoff, yoff fixed.Int26_6) glyphImg {
	b := ri.bounds
	w, h := (b.Max.X-b.Min.X).Ceil()+1, (b.Max.Y-b.Min.Y).Ceil()+1
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	d := font.Drawer{Dst: rgba, Src: image.White, Face: gf.f,
		Dot: fixed.Point26_6{X: -b.Min.X + xoff, Y: -b.Min.Y + yoff}}
	d.DrawString(string(r))
	glyphCount++
	return placeGlyph(rgba)
}

// placeGlyph copies a rasterised glyph into the atlas (shelf packing, a new page when the
// last is full).
func placeGlyph(rgba *image.RGBA) glyphImg {
	w, h := rgba.Rect.Dx(), rgba.Rect.Dy()
	if len(atlas) > 0 && atlasX+w > atlasSize {
		atlasX, atlasY, atlasRowH = 0, atlasY+atlasRowH+atlasGap, 0
	}
	if len(atlas) == 0 || atlasY+h > atlasSize || w > atlasSize {
		side := max(atlasSize, w, h)
		atlas = append(atlas, ebiten.NewImage(side, side))
		atlasX, atlasY, atlasRowH = 0, 0, 0
	}
	p := len(atlas) - 1
	r := image.Rect(atlasX, atlasY, atlasX+w, atlasY+h)
	atlas[p].SubImage(r).(*ebiten.Image).WritePixels(rgba.Pix)
	atlasX += w + atlasGap
	atlasRowH = max(atlasRowH, h)
	return glyphImg{page: int32(p), x: int32(r.Min.X), y: int32(r.Min.Y), w: int32(w), h: int32(h)}
}

// lineAdvance is the advance of s up to its first line break, kerning included.
func (gf *glyphFace) lineAdvance(s string) fixed.Int26_6 {
	var pen fixed.Int26_6
	prev := rune(-1)
	for _, r := range s {
		if r == '\n' {
			break
		}
		if prev >= 0 {
			pen += gf.kern(prev, r)
		}
		pen += gf.info(r).adv
		prev = r
	}
	return pen
}

// TextWidth measures a line (the first, when s has several).
func TextWidth(s string, family int, size float64) float64 {
	return fix2f(faceFor(family, size).lineAdvance(s))
}

// layoutText appends the quads of s (split at \n, each line aligned at x, the first
// line's top at y, lines size×1.3 apart) to textVs/textIs, calling flush whenever the
// next glyph is on another atlas page than the quads so far (or the indices would
// overflow). It returns the page of the pending quads.
func layoutText(s string, family int, size, x, y float64, col color.RGBA, align Align, flush func(page int)) int {
	gf := faceFor(family, size)
	// The block's width, for centred and right-aligned text: the longest line.
	var longest fixed.Int26_6
	single := strings.IndexByte(s, '\n') < 0
	if align != AlignLeft && single {
		longest = gf.lineAdvance(s)
	} else if align != AlignLeft {
		for i := 0; i < len(s); {
			a := gf.lineAdvance(s[i:])
			longest = max(longest, a)
			j := i
			for j < len(s) && s[j] != '\n' {
				j++
			}
			i = j + 1
		}
	}
	w := fix2f(longest)
	// As the per-string cache did: the block is placed on whole pixels (bx, by) and its
	// alignment point lies originX (whole pixels) into it.
	var originX float64
	switch align {
	case AlignCenter:
		originX = math.Ceil(w / 2)
	case AlignRight:
		originX = math.Ceil(w)
	}
	bx := fixed.Int26_6(math.Round(x-originX)) * 64
	by := fixed.Int26_6(math.Round(y)) * 64
	cr, cg, cb, ca := float32(col.R)/0xff, float32(col.G)/0xff, float32(col.B)/0xff, float32(col.A)/0xff
	spacing := size * 1.3
	page := -1
	line := 0
	for i := 0; i < len(s); line++ {
		j := i
		for j < len(s) && s[j] != '\n' {
			j++
		}
		ls := s[i:j]
		i = j + 1
		lx := originX
		adv := longest
		if !single && align != AlignLeft {
			adv = gf.lineAdvance(ls)
		}
		switch align {
		case AlignCenter:
			lx -= fix2f(adv) / 2
		case AlignRight:
			lx -= fix2f(adv)
		}
		ox := f2fix(lx)
		oy := f2fix(gf.ascent+float64(line)*spacing) &^ 63
		var pen fixed.Int26_6
		prev := rune(-1)
		for _, r := range ls {
			if r == '\r' {
				continue
			}
			if prev >= 0 {
				pen += gf.kern(prev, r)
			}
			ri := gf.info(r)
			prev = r
			px := (ox + pen) / gf.gran * gf.gran
			pen += ri.adv
			if ri.empty {
				continue
			}
			left := px + ri.bounds.Min.X
			top := oy + ri.bounds.Min.Y
			g := gf.glyph(r, ri, left&63, top&63)
			if page >= 0 && (int(g.page) != page || len(textVs)+4 > 0xffff) {
				flush(page)
			}
			page = int(g.page)
			dx := float32((bx + left).Floor())
			dy := float32((by + top).Floor())
			sx, sy, gw, gh := float32(g.x), float32(g.y), float32(g.w), float32(g.h)
			n := uint16(len(textVs))
			textVs = append(textVs,
				ebiten.Vertex{DstX: dx, DstY: dy, SrcX: sx, SrcY: sy, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
				ebiten.Vertex{DstX: dx + gw, DstY: dy, SrcX: sx + gw, SrcY: sy, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
				ebiten.Vertex{DstX: dx, DstY: dy + gh, SrcX: sx, SrcY: sy + gh, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
				ebiten.Vertex{DstX: dx + gw, DstY: dy + gh, SrcX: sx + gw, SrcY: sy + gh, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca})
			textIs = append(textIs, n, n+1, n+2, n+1, n+3, n+2)
		}
	}
	return page
}

var textDst *ebiten.Image

func flushText(page int) {
	if len(textIs) > 0 {
		textDst.DrawTriangles(textVs, textIs, atlas[page], textOp)
	}
	textVs = textVs[:0]
	textIs = textIs[:0]
}

// TextDrawn, when set, is told every text DrawText draws (each call's whole string, in
// the order drawn). Only the test build sets it (watch.Shots: the texts of each
// picture, so that the smoke test can tell which language is on screen); nil in the
// player's game.
var TextDrawn func(s string)

// DrawText draws one line (or several, split at \n) with its top at y, aligned at x. The
// colour scales the white glyphs (as a ColorScale would: its RGB is not multiplied by
// its alpha).
func DrawText(dst *ebiten.Image, s string, family int, size, x, y float64, col color.RGBA, align Align) {
	if s == "" || col.A == 0 {
		return
	}
	if TextDrawn != nil {
		TextDrawn(s)
	}
	textDst = dst
	if page := layoutText(s, family, size, x, y, col, align, flushText); page >= 0 {
		flushText(page)
	}
	textDst = nil
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
