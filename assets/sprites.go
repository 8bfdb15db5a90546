package assets

import (
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Sprite is a rendered silhouette: the image and where its waterline and stern lie in it.
type Sprite struct {
	Img        *ebiten.Image
	WaterlineY float64 // pixel row of y = 0
	SternX     float64 // pixel column of x = 0
	PxPerM     float64
}

type spriteKey struct {
	name  string
	pxPer float32
	col   color.RGBA
	flip  bool
}

var (
	spriteMu    sync.Mutex
	spriteCache = map[spriteKey]*Sprite{}
)

// Render returns the silhouette name drawn at pxPerM pixels per metre in one colour,
// facing right (or left when flip), cached by its arguments.
func Render(name string, pxPerM float32, col color.RGBA, flip bool) *Sprite {
	spriteMu.Lock()
	defer spriteMu.Unlock()
	k := spriteKey{name, pxPerM, col, flip}
	if s := spriteCache[k]; s != nil {
		return s
	}
	sh := Shapes[name]
	if sh == nil {
		sh = Shapes[SilFreighter]
	}
	minX, minY, maxX, maxY := sh.Bounds()
	w := int(math.Ceil(float64((maxX-minX)*pxPerM))) + 4
	h := int(math.Ceil(float64((maxY-minY)*pxPerM))) + 4
	img := ebiten.NewImage(w, h)
	tx := func(x, y float32) (float32, float32) {
		px := (x-minX)*pxPerM + 2
		if flip {
			px = float32(w) - px
		}
		return px, (maxY-y)*pxPerM + 2
	}
	for _, p := range sh.Polys {
		FillPoly(img, p, tx, col)
	}
	s := &Sprite{Img: img, WaterlineY: float64(maxY*pxPerM + 2), SternX: float64(-minX*pxPerM + 2), PxPerM: float64(pxPerM)}
	if flip {
		s.SternX = float64(w) - s.SternX
	}
	spriteCache[k] = s
	return s
}

var polyPath vector.Path

// FillPoly fills a polygon of x, y pairs through the transform tx (nil: none).
func FillPoly(dst *ebiten.Image, pts []float32, tx func(x, y float32) (float32, float32), col color.Color) {
	polyPath.Reset()
	for i := 0; i+1 < len(pts); i += 2 {
		x, y := pts[i], pts[i+1]
		if tx != nil {
			x, y = tx(x, y)
		}
		if i == 0 {
			polyPath.MoveTo(x, y)
		} else {
			polyPath.LineTo(x, y)
		}
	}
	polyPath.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(col)
	vector.FillPath(dst, &polyPath, nil, op)
}

// Gradient returns a w×h image shading vertically from top to bottom colour (cached).
func Gradient(w, h int, top, bottom color.RGBA) *ebiten.Image {
	type gk struct {
		w, h int
		t, b color.RGBA
	}
	spriteMu.Lock()
	defer spriteMu.Unlock()
	k := gk{w, h, top, bottom}
	if img, ok := gradCache[k]; ok {
		return img
	}
	img := ebiten.NewImage(w, h)
	pix := make([]byte, w*h*4)
	for y := 0; y < h; y++ {
		f := float64(y) / float64(max(1, h-1))
		r := byte(float64(top.R)*(1-f) + float64(bottom.R)*f)
		g := byte(float64(top.G)*(1-f) + float64(bottom.G)*f)
		b := byte(float64(top.B)*(1-f) + float64(bottom.B)*f)
		a := byte(float64(top.A)*(1-f) + float64(bottom.A)*f)
		for x := 0; x < w; x++ {
			i := 4 * (y*w + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = r, g, b, a
		}
	}
	img.WritePixels(pix)
	gradCache[k] = img
	return img
}

var gradCache = map[any]*ebiten.Image{}

// ChartView is the part of the world a chart shows, in degrees.
type ChartView struct{ West, East, South, North float64 }

// WorldView is the whole drawn theatre.
var WorldView = ChartView{ChartWest, ChartEast, ChartSouth, ChartNorth}

// XY projects lon, lat onto a w×h chart of the view (equirectangular).
func (v ChartView) XY(lon, lat, w, h float64) (float64, float64) {
	x := (lon - v.West) / (v.East - v.West) * w
	y := (v.North - lat) / (v.North - v.South) * h
	return x, y
}

// ChartXY projects lon, lat onto a w×h chart of the whole theatre.
func ChartXY(lon, lat float64, w, h float64) (float64, float64) { return WorldView.XY(lon, lat, w, h) }

type chartKey struct {
	w, h int
	v    ChartView
}

// ChartImage draws the chart of a view (sea, graticule, land) at w×h, cached.
func ChartImage(w, h int, v ChartView) *ebiten.Image {
	k := chartKey{w, h, v}
	spriteMu.Lock()
	if img, ok := chartCache[k]; ok {
		spriteMu.Unlock()
		return img
	}
	spriteMu.Unlock()
	img := ebiten.NewImage(w, h)
	img.Fill(color.RGBA{0x1c, 0x3a, 0x52, 0xff})
	grid := color.RGBA{0x2e, 0x52, 0x6e, 0xff}
	step := 15.0
	if v.East-v.West < 80 {
		step = 10
	}
	for lon := math.Ceil(v.West/step) * step; lon <= v.East; lon += step {
		x, _ := v.XY(lon, 0, float64(w), float64(h))
		vector.StrokeLine(img, float32(x), 0, float32(x), float32(h), 1, grid, false)
	}
	for lat := math.Ceil(v.South/step) * step; lat <= v.North; lat += step {
		_, y := v.XY(0, lat, float64(w), float64(h))
		vector.StrokeLine(img, 0, float32(y), float32(w), float32(y), 1, grid, false)
	}
	tx := func(x, y float32) (float32, float32) {
		px, py := v.XY(float64(x), float64(y), float64(w), float64(h))
		return float32(px), float32(py)
	}
	shore := color.RGBA{0x8a, 0x7d, 0x5a, 0xff}
	land := color.RGBA{0xc9, 0xb9, 0x8c, 0xff}
	for _, poly := range Land {
		p := make([]float32, len(poly))
		for i, val := range poly {
			p[i] = float32(val)
		}
		FillPoly(img, p, func(x, y float32) (float32, float32) {
			px, py := tx(x, y)
			return px + 1.5, py + 1.5
		}, shore)
		FillPoly(img, p, tx, land)
	}
	spriteMu.Lock()
	chartCache[k] = img
	spriteMu.Unlock()
	return img
}

var chartCache = map[chartKey]*ebiten.Image{}
