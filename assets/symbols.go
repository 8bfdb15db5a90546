package assets

import (
	"image"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// The Go fonts have no ✓ (a successful patrol on the log sheet, 7.5.2) nor ★ (an Experte,
// 11.1): symbolFace draws them as shapes, the size of the face's text, so that every
// string that holds one draws it wherever text is drawn (draw.DrawText and text/v2).

// symbol is a shape drawn in place of a glyph: polygons in ems (x right from the pen,
// y down from the baseline) and the advance in ems.
type symbol struct {
	adv   float64
	polys [][][2]float64
}

var symbols = map[rune]*symbol{
	'✓': checkMark(),
	'★': star(),
}

// checkMark is ✓: two thick strokes, the short one down to the right, the long one up.
func checkMark() *symbol {
	const w = 0.055 // half the stroke width
	pts := [][2]float64{{0.10, -0.40}, {0.33, -0.12}, {0.78, -0.74}}
	s := &symbol{adv: 0.86}
	for i := 0; i+1 < len(pts); i++ {
		a, b := pts[i], pts[i+1]
		dx, dy := b[0]-a[0], b[1]-a[1]
		l := math.Hypot(dx, dy)
		nx, ny := -dy/l*w, dx/l*w
		// extended by w at both ends so that the strokes meet in a solid corner
		ex, ey := dx/l*w, dy/l*w
		s.polys = append(s.polys, [][2]float64{
			{a[0] - ex + nx, a[1] - ey + ny}, {b[0] + ex + nx, b[1] + ey + ny},
			{b[0] + ex - nx, b[1] + ey - ny}, {a[0] - ex - nx, a[1] - ey - ny},
		})
	}
	return s
}

// star is ★: five points, as high as a capital letter.
func star() *symbol {
	const cx, cy, ro, ri = 0.42, -0.37, 0.40, 0.16
	var p [][2]float64
	for i := 0; i < 10; i++ {
		r := ro
		if i%2 == 1 {
			r = ri
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		p = append(p, [2]float64{cx + r*math.Cos(a), cy + r*math.Sin(a)})
	}
	return &symbol{adv: 0.84, polys: [][][2]float64{p}}
}

// bounds is the symbol's box in pixels at size px.
func (s *symbol) bounds(px float64) (minX, minY, maxX, maxY float64) {
	minX, minY, maxX, maxY = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, poly := range s.polys {
		for _, q := range poly {
			minX, maxX = min(minX, q[0]*px), max(maxX, q[0]*px)
			minY, maxY = min(minY, q[1]*px), max(maxY, q[1]*px)
		}
	}
	return
}

// symbolFace is a font face with the symbols added.
type symbolFace struct {
	font.Face
	px float64 // pixels per em
}

func f64(x fixed.Int26_6) float64 { return float64(x) / 64 }
func fix(x float64) fixed.Int26_6 { return fixed.Int26_6(math.Round(x * 64)) }

func (f *symbolFace) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	s := symbols[r]
	if s == nil {
		return f.Face.GlyphBounds(r)
	}
	x0, y0, x1, y1 := s.bounds(f.px)
	return fixed.Rectangle26_6{Min: fixed.Point26_6{X: fix(x0), Y: fix(y0)}, Max: fixed.Point26_6{X: fix(x1), Y: fix(y1)}}, fix(s.adv * f.px), true
}

func (f *symbolFace) GlyphAdvance(r rune) (fixed.Int26_6, bool) {
	if s := symbols[r]; s != nil {
		return fix(s.adv * f.px), true
	}
	return f.Face.GlyphAdvance(r)
}

func (f *symbolFace) Kern(r0, r1 rune) fixed.Int26_6 {
	if symbols[r0] != nil || symbols[r1] != nil {
		return 0
	}
	return f.Face.Kern(r0, r1)
}

func (f *symbolFace) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	s := symbols[r]
	if s == nil {
		return f.Face.Glyph(dot, r)
	}
	x0, y0, x1, y1 := s.bounds(f.px)
	ox, oy := f64(dot.X), f64(dot.Y)
	dr := image.Rect(int(math.Floor(ox+x0)), int(math.Floor(oy+y0)), int(math.Ceil(ox+x1)), int(math.Ceil(oy+y1)))
	ras := vector.NewRasterizer(dr.Dx(), dr.Dy())
	for _, poly := range s.polys {
		for i, q := range poly {
			x, y := float32(ox+q[0]*f.px-float64(dr.Min.X)), float32(oy+q[1]*f.px-float64(dr.Min.Y))
			if i == 0 {
				ras.MoveTo(x, y)
			} else {
				ras.LineTo(x, y)
			}
		}
		ras.ClosePath()
	}
	mask := image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
	ras.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	return dr, mask, image.Point{}, fix(s.adv * f.px), true
}

// HasGlyph reports whether family draws r: a glyph of the font or a symbol shape.
func HasGlyph(family int, r rune) bool {
	if symbols[r] != nil {
		return true
	}
	fontOnce.Do(loadFonts)
	var b sfnt.Buffer
	i, err := sources[family].GlyphIndex(&b, r)
	return err == nil && i != 0
}
