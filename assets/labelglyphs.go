package assets

import (
	_ "embed"
	"encoding/binary"
	"image"
	"sort"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"uboat/i18n"
)

// The chart's labels (area names in Go Italic, base names in Go Small Caps) are drawn
// from glyphs rendered at generate time (`go generate ./assets`, labelglyphs.bin): only
// the letters of the labels in the four languages (from the catalogues: run the
// generator again when a label's words change), at the sizes the chart uses, with the fonts' hinted advances
// and kerning. The game then links neither font (0.3 MB); the labels come out pixel for
// pixel as from the fonts themselves (TestLabelGlyphs).
//
//go:generate go run ./internal/labelgen -out labelglyphs.bin
//go:embed labelglyphs.bin
var labelGlyphsBin []byte

// Label font sizes: area names from labelMinSize to labelMaxSize pixels, base names one
// pixel larger.
const (
	labelMinSize = 11
	labelMaxSize = 16
)

// LabelStrings returns every text the chart labels, in every language (the glyphs of all
// four are rendered: ChartLabels).
func LabelStrings(caps bool) []string {
	seen := map[string]bool{}
	var out []string
	for _, l := range i18n.Langs {
		areas, bases := ChartLabels(l)
		list := areas
		if caps {
			list = bases
		}
		for _, s := range list {
			if !seen[s] {
				seen[s] = true
				out = append(out, s)
			}
		}
	}
	sort.Strings(out)
	return out
}

// LabelFaces lists the (caps, size) of every label face.
func LabelFaces() (caps []bool, sizes []int) {
	for _, c := range []bool{false, true} {
		for s := labelMinSize; s <= labelMaxSize; s++ {
			caps = append(caps, c)
			if c {
				sizes = append(sizes, s+1)
			} else {
				sizes = append(sizes, s)
			}
		}
	}
	return caps, sizes
}

// BuildLabelGlyphs renders the label glyphs with the faces of newFace (the generator and
// the test pass Go Italic and Go Small Caps, hinted fully at 72 dpi) into the form of
// labelglyphs.bin.
func BuildLabelGlyphs(newFace func(caps bool, size int) font.Face) []byte {
	var b []byte
	u32 := func(v uint32) { b = binary.LittleEndian.AppendUint32(b, v) }
	i32 := func(v int32) { u32(uint32(v)) }
	capsList, sizes := LabelFaces()
	u32(uint32(len(sizes)))
	for i, size := range sizes {
		caps := capsList[i]
		f := newFace(caps, size)
		var runes []rune
		seen := map[rune]bool{}
		pairs := map[[2]rune]bool{}
		var pairList [][2]rune
		for _, s := range LabelStrings(caps) {
			prev := rune(-1)
			for _, r := range s {
				if !seen[r] {
					seen[r] = true
					runes = append(runes, r)
				}
				if p := [2]rune{prev, r}; prev >= 0 && !pairs[p] {
					pairs[p] = true
					pairList = append(pairList, p)
				}
				prev = r
			}
		}
		sort.Slice(runes, func(i, j int) bool { return runes[i] < runes[j] })
		sort.Slice(pairList, func(i, j int) bool {
			if pairList[i][0] != pairList[j][0] {
				return pairList[i][0] < pairList[j][0]
			}
			return pairList[i][1] < pairList[j][1]
		})
		if caps {
			u32(1)
		} else {
			u32(0)
		}
		u32(uint32(size))
		m := f.Metrics()
		for _, v := range []fixed.Int26_6{m.Height, m.Ascent, m.Descent, m.XHeight, m.CapHeight} {
			i32(int32(v))
		}
		i32(int32(m.CaretSlope.X))
		i32(int32(m.CaretSlope.Y))
		u32(uint32(len(runes)))
		for _, r := range runes {
			dr, mask, maskp, adv, ok := f.Glyph(fixed.Point26_6{}, r)
			if !ok {
				dr = image.Rectangle{}
			}
			u32(uint32(r))
			i32(int32(adv))
			for _, v := range []int{dr.Min.X, dr.Min.Y, dr.Max.X, dr.Max.Y} {
				i32(int32(v))
			}
			for y := 0; y < dr.Dy(); y++ {
				for x := 0; x < dr.Dx(); x++ {
					_, _, _, a := mask.At(maskp.X+x, maskp.Y+y).RGBA()
					b = append(b, uint8(a>>8))
				}
			}
		}
		var kerns [][3]int32
		for _, p := range pairList {
			if k := f.Kern(p[0], p[1]); k != 0 {
				kerns = append(kerns, [3]int32{p[0], p[1], int32(k)})
			}
		}
		u32(uint32(len(kerns)))
		for _, k := range kerns {
			for _, v := range k {
				i32(v)
			}
		}
	}
	return b
}

// glyphFace is a font.Face over pre-rendered glyphs. Glyphs are placed at whole pixels
// (the dot's fraction is dropped; Canvas.Label draws at whole pixels with hinted, whole
// advances, as the fonts do).
type glyphFace struct {
	metrics font.Metrics
	glyphs  map[rune]*glyph
	kern    map[[2]rune]fixed.Int26_6
}

type glyph struct {
	dr   image.Rectangle // around the dot at (0, 0)
	mask *image.Alpha
	adv  fixed.Int26_6
}

var (
	labelOnce  sync.Once
	labelFaces map[[2]int]*glyphFace // (caps 0/1, size)
)

func loadLabelGlyphs() {
	labelFaces = map[[2]int]*glyphFace{}
	b := labelGlyphsBin
	bad := func() { panic("assets: labelglyphs.bin is damaged (go generate ./assets)") }
	u32 := func() uint32 {
		if len(b) < 4 {
			bad()
		}
		v := binary.LittleEndian.Uint32(b)
		b = b[4:]
		return v
	}
	i32 := func() int32 { return int32(u32()) }
	for n := u32(); n > 0; n-- {
		caps, size := int(u32()), int(u32())
		f := &glyphFace{glyphs: map[rune]*glyph{}, kern: map[[2]rune]fixed.Int26_6{}}
		f.metrics.Height = fixed.Int26_6(i32())
		f.metrics.Ascent = fixed.Int26_6(i32())
		f.metrics.Descent = fixed.Int26_6(i32())
		f.metrics.XHeight = fixed.Int26_6(i32())
		f.metrics.CapHeight = fixed.Int26_6(i32())
		f.metrics.CaretSlope.X = int(i32())
		f.metrics.CaretSlope.Y = int(i32())
		for g := u32(); g > 0; g-- {
			r := rune(u32())
			gl := &glyph{adv: fixed.Int26_6(i32())}
			gl.dr = image.Rect(int(i32()), int(i32()), int(i32()), int(i32()))
			w, h := gl.dr.Dx(), gl.dr.Dy()
			if w < 0 || h < 0 || len(b) < w*h {
				bad()
			}
			gl.mask = &image.Alpha{Pix: b[: w*h : w*h], Stride: w, Rect: image.Rect(0, 0, w, h)}
			b = b[w*h:]
			f.glyphs[r] = gl
		}
		for k := u32(); k > 0; k-- {
			r0, r1 := rune(u32()), rune(u32())
			f.kern[[2]rune{r0, r1}] = fixed.Int26_6(i32())
		}
		labelFaces[[2]int{caps, size}] = f
	}
	if len(b) != 0 {
		bad()
	}
}

// labelFace returns the face of the labels in caps (base names) or italics (area names)
// at a size.
func labelFace(caps bool, size int) font.Face {
	labelOnce.Do(loadLabelGlyphs)
	k := [2]int{0, size}
	if caps {
		k[0] = 1
	}
	if f := labelFaces[k]; f != nil {
		return f
	}
	panic("assets: no label glyphs at this size (go generate ./assets)")
}

func (f *glyphFace) Close() error { return nil }

func (f *glyphFace) Metrics() font.Metrics { return f.metrics }

func (f *glyphFace) Kern(r0, r1 rune) fixed.Int26_6 { return f.kern[[2]rune{r0, r1}] }

func (f *glyphFace) Glyph(dot fixed.Point26_6, r rune) (dr image.Rectangle, mask image.Image, maskp image.Point, advance fixed.Int26_6, ok bool) {
	g := f.glyphs[r]
	if g == nil {
		return image.Rectangle{}, nil, image.Point{}, 0, false
	}
	return g.dr.Add(image.Pt(dot.X.Floor(), dot.Y.Floor())), g.mask, image.Point{}, g.adv, true
}

func (f *glyphFace) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	g := f.glyphs[r]
	if g == nil {
		return fixed.Rectangle26_6{}, 0, false
	}
	return fixed.R(g.dr.Min.X, g.dr.Min.Y, g.dr.Max.X, g.dr.Max.Y), g.adv, true
}

func (f *glyphFace) GlyphAdvance(r rune) (fixed.Int26_6, bool) {
	g := f.glyphs[r]
	if g == nil {
		return 0, false
	}
	return g.adv, true
}
