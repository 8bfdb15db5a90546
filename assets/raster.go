package assets

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/vector"
)

// Canvas is a CPU image with an anti-aliasing polygon rasteriser: every sprite, medal,
// portrait and chart of the game is generated on one in code, once, and then turned
// into an *ebiten.Image (Cached). Being plain Go, the generators run and are tested
// without a display.
type Canvas struct {
	Img *image.RGBA
	z   vector.Rasterizer
	src image.Uniform
}

// NewCanvas returns a transparent w×h canvas.
func NewCanvas(w, h int) *Canvas {
	w, h = max(1, w), max(1, h)
	return &Canvas{Img: image.NewRGBA(image.Rect(0, 0, w, h))}
}

// W and H are the canvas size.
func (c *Canvas) W() int { return c.Img.Rect.Dx() }
func (c *Canvas) H() int { return c.Img.Rect.Dy() }

func (c *Canvas) begin() {
	c.z.Reset(c.W(), c.H())
	c.z.DrawOp = draw.Over
}

func (c *Canvas) fill(col color.Color) {
	c.src.C = col
	c.z.Draw(c.Img, c.Img.Rect, &c.src, image.Point{})
}

// Poly fills a polygon of x, y pairs through the transform tx (nil: none). Polygons of
// opposite winding passed to Polys cancel, which makes rings and holes.
func (c *Canvas) Poly(pts []float32, tx func(x, y float32) (float32, float32), col color.Color) {
	c.begin()
	c.path(pts, tx)
	c.fill(col)
}

// Polys fills several polygons as one shape (even holes by opposite winding).
func (c *Canvas) Polys(ps [][]float32, tx func(x, y float32) (float32, float32), col color.Color) {
	c.begin()
	for _, p := range ps {
		c.path(p, tx)
	}
	c.fill(col)
}

func (c *Canvas) path(pts []float32, tx func(x, y float32) (float32, float32)) {
	for i := 0; i+1 < len(pts); i += 2 {
		x, y := pts[i], pts[i+1]
		if tx != nil {
			x, y = tx(x, y)
		}
		if i == 0 {
			c.z.MoveTo(x, y)
		} else {
			c.z.LineTo(x, y)
		}
	}
	c.z.ClosePath()
}

// Ellipse fills an ellipse.
func (c *Canvas) Ellipse(cx, cy, rx, ry float32, col color.Color) {
	c.Poly(ellipsePts(cx, cy, rx, ry, 0), nil, col)
}

// Circle fills a circle.
func (c *Canvas) Circle(cx, cy, r float32, col color.Color) { c.Ellipse(cx, cy, r, r, col) }

// Ring strokes a circle of radius r, w wide.
func (c *Canvas) Ring(cx, cy, r, w float32, col color.Color) {
	c.begin()
	c.path(ellipsePts(cx, cy, r+w/2, r+w/2, 0), nil)
	c.path(ellipsePts(cx, cy, r-w/2, r-w/2, 1), nil)
	c.fill(col)
}

func ellipsePts(cx, cy, rx, ry float32, reverse int) []float32 {
	n := max(12, min(72, int(float64(max(rx, ry))*1.5)))
	p := make([]float32, 0, 2*n)
	for i := 0; i < n; i++ {
		a := 2 * math.Pi * float64(i) / float64(n)
		if reverse == 1 {
			a = -a
		}
		p = append(p, cx+rx*float32(math.Cos(a)), cy+ry*float32(math.Sin(a)))
	}
	return p
}

// Line fills a w-wide segment.
func (c *Canvas) Line(x0, y0, x1, y1, w float32, col color.Color) {
	c.Poly(line(x0, y0, x1, y1, w), nil, col)
}

// Rect fills an axis-aligned rectangle.
func (c *Canvas) Rect(x, y, w, h float32, col color.Color) { c.Poly(rect(x, y, x+w, y+h), nil, col) }

// Star fills an n-pointed star of outer radius r and inner radius ri, point up.
func (c *Canvas) Star(cx, cy, r, ri float32, n int, col color.Color) {
	p := make([]float32, 0, 4*n)
	for i := 0; i < 2*n; i++ {
		rr := r
		if i%2 == 1 {
			rr = ri
		}
		a := -math.Pi/2 + math.Pi*float64(i)/float64(n)
		p = append(p, cx+rr*float32(math.Cos(a)), cy+rr*float32(math.Sin(a)))
	}
	c.Poly(p, nil, col)
}

// VGradient paints the whole canvas shading from top to bottom colour.
func (c *Canvas) VGradient(top, bottom color.RGBA) {
	w, h := c.W(), c.H()
	for y := 0; y < h; y++ {
		col := Mix(top, bottom, float64(y)/float64(max(1, h-1)))
		row := c.Img.Pix[y*c.Img.Stride : y*c.Img.Stride+4*w]
		for x := 0; x < w; x++ {
			row[4*x], row[4*x+1], row[4*x+2], row[4*x+3] = col.R, col.G, col.B, col.A
		}
	}
}

// Mix blends two colours, f = 0 gives a, 1 gives b.
func Mix(a, b color.RGBA, f float64) color.RGBA {
	f = math.Max(0, math.Min(1, f))
	m := func(x, y uint8) uint8 { return uint8(float64(x)*(1-f) + float64(y)*f + 0.5) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}

// Fade returns a colour at alpha a (0…1), premultiplied.
func Fade(c color.RGBA, a float64) color.RGBA {
	a = math.Max(0, math.Min(1, a))
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// Coverage counts the canvas pixels with alpha above a threshold (tests, checks).
func (c *Canvas) Coverage(minAlpha uint8) int {
	n := 0
	for i := 3; i < len(c.Img.Pix); i += 4 {
		if c.Img.Pix[i] > minAlpha {
			n++
		}
	}
	return n
}

// ------------------------------------------------------------------ the image cache

// imgCacheOf is a typed image cache: looking up a comparable key costs no allocation
// (unlike boxing it into an interface), so images can be fetched every frame.
type imgCacheOf[K comparable] struct {
	mu sync.Mutex
	m  map[K]*ebiten.Image
}

// get returns the image for k, made once by gen (pass a function that captures nothing).
func (c *imgCacheOf[K]) get(k K, gen func(K) *image.RGBA) *ebiten.Image {
	c.mu.Lock()
	if img, ok := c.m[k]; ok {
		c.mu.Unlock()
		return img
	}
	c.mu.Unlock()
	img := newGPUImage(gen(k))
	c.mu.Lock()
	if c.m == nil {
		c.m = map[K]*ebiten.Image{}
	}
	c.m[k] = img
	c.mu.Unlock()
	return img
}

var (
	imgMu    sync.Mutex
	imgCache = map[any]*ebiten.Image{}
)

// Cached returns the ebiten image made once from gen for key (gen runs on first use).
// Keys are comparable values of a generator's arguments.
func Cached(key any, gen func() *image.RGBA) *ebiten.Image {
	imgMu.Lock()
	if img, ok := imgCache[key]; ok {
		imgMu.Unlock()
		return img
	}
	imgMu.Unlock()
	img := newGPUImage(gen())
	imgMu.Lock()
	imgCache[key] = img
	imgMu.Unlock()
	return img
}

var (
	primeOnce sync.Once
	primeDst  *ebiten.Image
	primeMu   sync.Mutex
)

// newGPUImage uploads img for drawing and builds its mipmap levels at once: one draw
// at 1/64 scale into a 1×1 image, which makes Ebitengine create every level (it makes
// level n from level n−1 the first time a draw needs it). Without it the first frame
// that draws a sprite at half size or less — a ship far off, a puff fading out, a
// medal shrinking into place — would allocate the levels then, in the middle of an
// animation (the frame benchmark counts allocations in such steady frames).
func newGPUImage(img image.Image) *ebiten.Image {
	e := ebiten.NewImageFromImage(img)
	primeMipmaps(e)
	return e
}

// primeMipmaps builds the mipmap levels of img now (see newGPUImage).
func primeMipmaps(img *ebiten.Image) {
	primeOnce.Do(func() { primeDst = ebiten.NewImage(1, 1) })
	var op ebiten.DrawImageOptions
	op.Filter = ebiten.FilterLinear
	op.GeoM.Scale(1.0/64, 1.0/64)
	primeMu.Lock()
	primeDst.DrawImage(img, &op)
	primeMu.Unlock()
}
