package assets

import (
	"image"
	"image/color"
	"math"
	"sync"
	"uboat/i18n"

	"github.com/hajimehoshi/ebiten/v2"
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
// facing right (or left when flip), with a lighter top rim, cached by its arguments.
func Render(name string, pxPerM float32, col color.RGBA, flip bool) *Sprite {
	spriteMu.Lock()
	k := spriteKey{name, pxPerM, col, flip}
	if s := spriteCache[k]; s != nil {
		spriteMu.Unlock()
		return s
	}
	spriteMu.Unlock()
	img, sx, wy := ShipImage(name, pxPerM, col)
	if flip {
		flipH(img)
		sx = float64(img.Rect.Dx()) - sx
	}
	s := &Sprite{Img: newGPUImage(img), WaterlineY: wy, SternX: sx, PxPerM: float64(pxPerM)}
	spriteMu.Lock()
	spriteCache[k] = s
	spriteMu.Unlock()
	return s
}

// ShipImage draws the silhouette name (ships, aircraft) at pxPerM in colour col with a
// rim lighter by a quarter: the CPU image, its stern column and waterline row.
func ShipImage(name string, pxPerM float32, col color.RGBA) (img *image.RGBA, sternX, waterY float64) {
	sh := Shapes[name]
	if sh == nil {
		sh = Shapes[SilFreighter]
	}
	minX, minY, maxX, maxY := sh.Bounds()
	w := int(math.Ceil(float64((maxX-minX)*pxPerM))) + 4
	h := int(math.Ceil(float64((maxY-minY)*pxPerM))) + 4
	c := NewCanvas(w, h)
	tx := func(x, y float32) (float32, float32) { return (x-minX)*pxPerM + 2, (maxY-y)*pxPerM + 2 }
	rim := Mix(col, color.RGBA{0xd8, 0xe0, 0xe4, col.A}, 0.28)
	if pxPerM < 0.8 {
		rim = col
	}
	rimmed(c, sh.Polys, tx, col, rim, pxPerM)
	return c.Img, float64(-minX*pxPerM + 2), float64(maxY*pxPerM + 2)
}

// Gradient returns a w×h image shading vertically from top to bottom colour (cached).
// Only a one-pixel column is computed on the CPU; the GPU stretches it across (a full
// image built pixel by pixel cost a third of a second of the browser's first frame).
func Gradient(w, h int, top, bottom color.RGBA) *ebiten.Image {
	spriteMu.Lock()
	defer spriteMu.Unlock()
	k := gradKey{w, h, top, bottom}
	if img, ok := gradCache[k]; ok {
		return img
	}
	col := make([]byte, h*4)
	for y := 0; y < h; y++ {
		f := float64(y) / float64(max(1, h-1))
		col[4*y] = byte(float64(top.R)*(1-f) + float64(bottom.R)*f)
		col[4*y+1] = byte(float64(top.G)*(1-f) + float64(bottom.G)*f)
		col[4*y+2] = byte(float64(top.B)*(1-f) + float64(bottom.B)*f)
		col[4*y+3] = byte(float64(top.A)*(1-f) + float64(bottom.A)*f)
	}
	strip := ebiten.NewImage(1, h)
	strip.WritePixels(col)
	img := ebiten.NewImage(w, h)
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM.Scale(float64(w), 1)
	img.DrawImage(strip, op)
	gradCache[k] = img
	return img
}

type gradKey struct {
	w, h int
	t, b color.RGBA
}

var gradCache = map[gradKey]*ebiten.Image{}

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
	lang i18n.Lang // the labels' language
}

// ChartImage draws the chart of a view (chart paper: sea, shallows, graticule, land,
// bases and area names in the current language) at w×h, cached by size, view and
// language.
func ChartImage(w, h int, v ChartView) *ebiten.Image {
	k := chartKey{w, h, v, i18n.Current()}
	spriteMu.Lock()
	if img, ok := chartCache[k]; ok {
		spriteMu.Unlock()
		return img
	}
	spriteMu.Unlock()
	img := ebiten.NewImageFromImage(ChartCanvas(w, h, v).Img)
	spriteMu.Lock()
	chartCache[k] = img
	spriteMu.Unlock()
	return img
}

var chartCache = map[chartKey]*ebiten.Image{}
