package draw

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Shapes (rectangles, circles, lines and their outlines) drawn as triangles with
// DrawTriangles from vertex and index slices reused call after call.
//
// Ebitengine's vector.FillRect/StrokeLine/FillCircle… cost allocations on every frame
// (vector.FillPath registers a runtime cleanup for each destination image every time it
// starts a new batch of paths) and render every path through stencil atlases. These
// draw the same shapes with no allocation. Anti-aliasing is a feather: the shape's edge
// is a band one pixel wide, from full coverage half a pixel inside to none half a pixel
// outside, which is the exact pixel coverage for straight edges.
//
// Colours are color.RGBA, premultiplied as Go's image/color defines it (the same values
// the vector calls were given).

var (
	shapeVs  []ebiten.Vertex
	shapeIs  []uint16
	shapeOp  = &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	shapeSrc *ebiten.Image
	// the loop being built: points and their outward offsets (moving every edge by 1)
	loopP, loopO []float32
)

func whiteSrc() *ebiten.Image {
	if shapeSrc == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		shapeSrc = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	return shapeSrc
}

// shapeCol is the premultiplied colour of the shape being built.
var shapeCol [4]float32

func setShapeColor(c color.RGBA, a float32) {
	shapeCol = [4]float32{float32(c.R) / 255 * a, float32(c.G) / 255 * a, float32(c.B) / 255 * a, float32(c.A) / 255 * a}
}

// vtx appends a vertex at x, y with the shape's colour times coverage a; it returns its index.
func vtx(x, y, a float32) uint16 {
	shapeVs = append(shapeVs, ebiten.Vertex{DstX: x, DstY: y, SrcX: 1, SrcY: 1,
		ColorR: shapeCol[0] * a, ColorG: shapeCol[1] * a, ColorB: shapeCol[2] * a, ColorA: shapeCol[3] * a})
	return uint16(len(shapeVs) - 1)
}

func flushShape(dst *ebiten.Image) {
	if len(shapeIs) > 0 {
		dst.DrawTriangles(shapeVs, shapeIs, whiteSrc(), shapeOp)
	}
	shapeVs = shapeVs[:0]
	shapeIs = shapeIs[:0]
}

func resetLoop() {
	loopP = loopP[:0]
	loopO = loopO[:0]
}

func loopPt(x, y, ox, oy float32) {
	loopP = append(loopP, x, y)
	loopO = append(loopO, ox, oy)
}

// ring appends the loop offset by d (outward positive) with coverage a; it returns the
// index of its first vertex.
func ring(d, a float32) uint16 {
	first := uint16(len(shapeVs))
	for i := 0; i < len(loopP); i += 2 {
		vtx(loopP[i]+d*loopO[i], loopP[i+1]+d*loopO[i+1], a)
	}
	return first
}

// band joins two rings of n vertices with quads.
func band(r0, r1 uint16, n int) {
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		a, b := r0+uint16(i), r0+uint16(j)
		c, d := r1+uint16(i), r1+uint16(j)
		shapeIs = append(shapeIs, a, b, c, b, d, c)
	}
}

// fan fills a convex ring of n vertices.
func fan(r uint16, n int) {
	for i := 1; i+1 < n; i++ {
		shapeIs = append(shapeIs, r, r+uint16(i), r+uint16(i+1))
	}
}

// fillLoop fills the convex loop built with loopPt, feathered when aa.
func fillLoop(dst *ebiten.Image, aa bool) {
	n := len(loopP) / 2
	if aa {
		out := ring(0.5, 0)
		in := ring(-0.5, 1)
		band(out, in, n)
		fan(in, n)
	} else {
		fan(ring(0, 1), n)
	}
	flushShape(dst)
}

// FillRectF fills the rectangle x, y, w, h (the same pixels as vector.FillRect).
func FillRectF(dst *ebiten.Image, x, y, w, h float32, c color.RGBA, aa bool) {
	fillRectA(dst, x, y, w, h, c, 1, aa)
}

func fillRectA(dst *ebiten.Image, x, y, w, h float32, c color.RGBA, a float32, aa bool) {
	if w <= 0 || h <= 0 {
		return
	}
	if aa { // a feathered edge needs a pixel: thinner shapes are drawn fainter
		if w < 1 {
			a *= w
			x, w = x+w/2-0.5, 1
		}
		if h < 1 {
			a *= h
			y, h = y+h/2-0.5, 1
		}
	}
	setShapeColor(c, a)
	rectLoop(x, y, w, h)
	fillLoop(dst, aa)
}

// rectLoop starts a loop of the rectangle's four corners, each with its outward normal.
func rectLoop(x, y, w, h float32) {
	resetLoop()
	loopPt(x, y, -1, -1)
	loopPt(x+w, y, 1, -1)
	loopPt(x+w, y+h, 1, 1)
	loopPt(x, y+h, -1, 1)
}

// StrokeRectF outlines the rectangle with a line sw wide centred on its edges, square
// corners (as vector.StrokeRect).
func StrokeRectF(dst *ebiten.Image, x, y, w, h, sw float32, c color.RGBA, aa bool) {
	if sw <= 0 || w < 0 || h < 0 {
		return
	}
	a := float32(1)
	if aa && sw < 1 {
		a, sw = sw, 1
	}
	if w <= sw || h <= sw { // no hole
		fillRectA(dst, x-sw/2, y-sw/2, w+sw, h+sw, c, a, aa)
		return
	}
	setShapeColor(c, a)
	rectLoop(x, y, w, h)
	strokeLoop(dst, sw, aa)
}

// strokeLoop strokes the closed loop built with loopPt with a line sw wide centred on it.
func strokeLoop(dst *ebiten.Image, sw float32, aa bool) {
	n := len(loopP) / 2
	h := sw / 2
	if aa {
		o0 := ring(h+0.5, 0)
		o1 := ring(h-0.5, 1)
		i1 := ring(-h+0.5, 1)
		i0 := ring(-h-0.5, 0)
		band(o0, o1, n)
		if sw > 1 {
			band(o1, i1, n)
		}
		band(i1, i0, n)
	} else {
		band(ring(h, 1), ring(-h, 1), n)
	}
	flushShape(dst)
}

// circleSegments is the number of sides for a circle of radius r: the polygon strays
// less than a tenth of a pixel from the circle.
func circleSegments(r float32) int {
	n := int(math.Ceil(math.Pi * math.Sqrt(float64(r)/0.2)))
	return min(256, max(12, n))
}

func circleLoop(cx, cy, r float32) {
	resetLoop()
	n := circleSegments(r)
	// a vertex offset by d along its radius moves the polygon's sides by d·cos(π/n)
	k := float32(1 / math.Cos(math.Pi/float64(n)))
	for i := 0; i < n; i++ {
		s, co := math.Sincos(2 * math.Pi * float64(i) / float64(n))
		loopPt(cx+r*float32(co)*k, cy+r*float32(s)*k, float32(co)*k, float32(s)*k)
	}
}

// FillCircleF fills a disc (as vector.FillCircle).
func FillCircleF(dst *ebiten.Image, cx, cy, r float32, c color.RGBA, aa bool) {
	fillCircleA(dst, cx, cy, r, c, 1, aa)
}

func fillCircleA(dst *ebiten.Image, cx, cy, r float32, c color.RGBA, a float32, aa bool) {
	if r <= 0 {
		return
	}
	if aa && r < 0.5 {
		a, r = a*(2*r)*(2*r), 0.5
	}
	setShapeColor(c, a)
	circleLoop(cx, cy, r)
	fillLoop(dst, aa)
}

// StrokeCircleF outlines a circle with a line sw wide centred on radius r (as
// vector.StrokeCircle).
func StrokeCircleF(dst *ebiten.Image, cx, cy, r, sw float32, c color.RGBA, aa bool) {
	if r <= 0 || sw <= 0 {
		return
	}
	a := float32(1)
	if aa && sw < 1 {
		a, sw = sw, 1
	}
	if sw/2 >= r {
		fillCircleA(dst, cx, cy, r+sw/2, c, a, aa)
		return
	}
	setShapeColor(c, a)
	circleLoop(cx, cy, r)
	strokeLoop(dst, sw, aa)
}

// StrokeLineF draws the segment x0, y0 – x1, y1 sw wide with butt ends (as
// vector.StrokeLine).
func StrokeLineF(dst *ebiten.Image, x0, y0, x1, y1, sw float32, c color.RGBA, aa bool) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 || sw <= 0 {
		return
	}
	tx, ty := dx/l, dy/l // along the segment
	nx, ny := -ty, tx    // across it
	a := float32(1)
	if aa {
		if sw < 1 {
			a, sw = sw, 1
		}
		if l < 1 {
			mx, my := (x0+x1)/2, (y0+y1)/2
			x0, y0, x1, y1 = mx-tx/2, my-ty/2, mx+tx/2, my+ty/2
			a *= l
		}
	}
	h := sw / 2
	setShapeColor(c, a)
	resetLoop()
	loopPt(x0+nx*h, y0+ny*h, nx-tx, ny-ty)
	loopPt(x1+nx*h, y1+ny*h, nx+tx, ny+ty)
	loopPt(x1-nx*h, y1-ny*h, -nx+tx, -ny+ty)
	loopPt(x0-nx*h, y0-ny*h, -nx-tx, -ny-ty)
	fillLoop(dst, aa)
}

// FillConvexF fills the convex polygon of x, y pairs in pts (either winding).
func FillConvexF(dst *ebiten.Image, pts []float32, c color.RGBA, aa bool) {
	n := len(pts) / 2
	if n < 3 {
		return
	}
	// the winding's sign, so that the offsets point outward
	var area float32
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		area += pts[2*i]*pts[2*j+1] - pts[2*j]*pts[2*i+1]
	}
	if area == 0 {
		return
	}
	sgn := float32(1)
	if area < 0 {
		sgn = -1
	}
	setShapeColor(c, 1)
	resetLoop()
	for i := 0; i < n; i++ {
		p, q := (i+n-1)%n, (i+1)%n
		n1x, n1y := edgeNormal(pts[2*p], pts[2*p+1], pts[2*i], pts[2*i+1], sgn)
		n2x, n2y := edgeNormal(pts[2*i], pts[2*i+1], pts[2*q], pts[2*q+1], sgn)
		// the miter: moves both adjacent edges by 1 (capped for very sharp corners)
		k := 1 / max(0.25, 1+n1x*n2x+n1y*n2y)
		loopPt(pts[2*i], pts[2*i+1], (n1x+n2x)*k, (n1y+n2y)*k)
	}
	fillLoop(dst, aa)
}

// edgeNormal is the outward unit normal of the edge a→b for a polygon of winding sgn.
func edgeNormal(ax, ay, bx, by, sgn float32) (float32, float32) {
	dx, dy := bx-ax, by-ay
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return 0, 0
	}
	return sgn * dy / l, -sgn * dx / l
}

// NewTarget returns an image that the game draws into and then draws from (a panel's
// cache, the canvas). It is unmanaged: Ebitengine keeps it in a texture of its own
// instead of an atlas shared with other images, so it is never moved between atlases
// (a move allocates in the frame it happens: the frame benchmark caught these).
func NewTarget(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}
