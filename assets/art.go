package assets

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// The game's art beyond the silhouettes: sea and sky palettes, the soft images effects
// are built from, medals, rank insignia and crew portraits. Everything is generated here
// in code (original work), on a Canvas, and cached as ebiten images.

// Weather is the look of a sea scene.
type Weather int

// Weathers.
const (
	Day Weather = iota
	Night
	Storm
	Arctic
	ArcticNight
	numWeathers
)

// Weathers lists every weather.
var Weathers = [numWeathers]Weather{Day, Night, Storm, Arctic, ArcticNight}

func (w Weather) String() string {
	return [...]string{"day", "night", "storm", "arctic", "arctic_night"}[w]
}

// Dark reports a night scene.
func (w Weather) Dark() bool { return w == Night || w == ArcticNight }

// Palette is a weather's colours: sky and sea gradients, wave crests, the tone of
// distant ships, and the haze over the horizon.
type Palette struct {
	SkyTop, SkyLow, SeaTop, SeaLow, Deep color.RGBA
	Wave, Ship, Haze, Light              color.RGBA
}

// Palettes by weather: muted sea and sky.
var Palettes = [numWeathers]Palette{
	Day: {SkyTop: rgb(0x6a, 0x8c, 0xa8), SkyLow: rgb(0xcf, 0xd8, 0xd6), SeaTop: rgb(0x4a, 0x6a, 0x7a), SeaLow: rgb(0x1a, 0x30, 0x40),
		Deep: rgb(0x04, 0x0c, 0x14), Wave: rgba(0x9c, 0xb4, 0xbc, 0x60), Ship: rgb(0x4a, 0x50, 0x58), Haze: rgba(0xcf, 0xd8, 0xd6, 0x70), Light: rgb(0xff, 0xf4, 0xd8)},
	Night: {SkyTop: rgb(0x04, 0x07, 0x10), SkyLow: rgb(0x18, 0x22, 0x36), SeaTop: rgb(0x0e, 0x18, 0x24), SeaLow: rgb(0x03, 0x06, 0x0c),
		Deep: rgb(0x01, 0x03, 0x06), Wave: rgba(0x34, 0x44, 0x5a, 0x50), Ship: rgb(0x03, 0x04, 0x08), Haze: rgba(0x18, 0x22, 0x36, 0x50), Light: rgb(0xe8, 0xe4, 0xc8)},
	Storm: {SkyTop: rgb(0x2c, 0x33, 0x36), SkyLow: rgb(0x6e, 0x76, 0x72), SeaTop: rgb(0x32, 0x44, 0x42), SeaLow: rgb(0x12, 0x1c, 0x1e),
		Deep: rgb(0x04, 0x08, 0x0a), Wave: rgba(0xc8, 0xd0, 0xcc, 0x90), Ship: rgb(0x2c, 0x30, 0x32), Haze: rgba(0x6e, 0x76, 0x72, 0x90), Light: rgb(0xb8, 0xbc, 0xb4)},
	Arctic: {SkyTop: rgb(0x8a, 0x9c, 0xac), SkyLow: rgb(0xe2, 0xe6, 0xe6), SeaTop: rgb(0x50, 0x64, 0x70), SeaLow: rgb(0x22, 0x30, 0x3a),
		Deep: rgb(0x06, 0x0c, 0x12), Wave: rgba(0xe0, 0xe8, 0xec, 0x70), Ship: rgb(0x56, 0x5c, 0x62), Haze: rgba(0xe2, 0xe6, 0xe6, 0x90), Light: rgb(0xf4, 0xf0, 0xe0)},
	ArcticNight: {SkyTop: rgb(0x06, 0x0c, 0x16), SkyLow: rgb(0x22, 0x36, 0x40), SeaTop: rgb(0x10, 0x1a, 0x22), SeaLow: rgb(0x04, 0x08, 0x0e),
		Deep: rgb(0x01, 0x03, 0x06), Wave: rgba(0x50, 0x6a, 0x78, 0x50), Ship: rgb(0x04, 0x06, 0x0a), Haze: rgba(0x30, 0x60, 0x58, 0x40), Light: rgb(0xd8, 0xf0, 0xe8)},
}

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

// rgba takes a straight-alpha colour and premultiplies it.
func rgba(r, g, b, a uint8) color.RGBA {
	f := float64(a) / 255
	return color.RGBA{uint8(float64(r) * f), uint8(float64(g) * f), uint8(float64(b) * f), a}
}

// ------------------------------------------------------------------ effect images

// PuffImage is a soft white disc (alpha falling off to the edge), size×size: smoke, foam,
// spray, fire and glows are puffs tinted and scaled.
func PuffImage(size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	r := float64(size) / 2
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			d := math.Hypot(float64(x)+0.5-r, float64(y)+0.5-r) / r
			if d >= 1 {
				continue
			}
			a := uint8(255 * math.Pow(1-d*d, 1.6))
			i := img.PixOffset(x, y)
			img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = a, a, a, a
		}
	}
	return img
}

// DiscImage is a hard-edged anti-aliased white disc.
func DiscImage(size int) *image.RGBA {
	c := NewCanvas(size, size)
	c.Circle(float32(size)/2, float32(size)/2, float32(size)/2-0.5, color.White)
	return c.Img
}

// ConeImage is a searchlight beam: w long (to the right), h wide at its far end,
// bright at the lamp, fading along and across.
func ConeImage(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := 0; x < w; x++ {
		f := float64(x) / float64(w)
		half := (0.04 + 0.96*f) * float64(h) / 2
		for y := 0; y < h; y++ {
			d := math.Abs(float64(y)+0.5-float64(h)/2) / half
			if d >= 1 {
				continue
			}
			a := uint8(200 * (1 - f) * (1 - d*d))
			i := img.PixOffset(x, y)
			img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = a, a, a, a
		}
	}
	return img
}

type fxKey struct {
	kind string
	w, h int
}

var fxImages imgCacheOf[fxKey]

func genFx(k fxKey) *image.RGBA {
	switch k.kind {
	case "puff":
		return PuffImage(k.w)
	case "disc":
		return DiscImage(k.w)
	case "cone":
		return ConeImage(k.w, k.h)
	}
	img := image.NewRGBA(image.Rect(0, 0, 1, 1))
	copy(img.Pix, []byte{255, 255, 255, 255})
	return img
}

// Puff is a soft white disc 64 pixels across (smoke, foam, glows).
func Puff() *ebiten.Image { return fxImages.get(fxKey{"puff", 64, 64}, genFx) }

// Disc is a white disc 32 pixels across.
func Disc() *ebiten.Image { return fxImages.get(fxKey{"disc", 32, 32}, genFx) }

// Cone is a searchlight beam 320×96.
func Cone() *ebiten.Image { return fxImages.get(fxKey{"cone", 320, 96}, genFx) }

// Pixel is one white pixel (lines and rectangles by GeoM).
func Pixel() *ebiten.Image { return fxImages.get(fxKey{"pixel", 1, 1}, genFx) }

// ------------------------------------------------------------------ medals

// Medal keys: the engine's decoration keys and Knight's Cross grades.
var MedalKeys = []string{"iron_cross_2", "iron_cross_1", "knights_cross", "oak_leaves", "swords", "diamonds",
	"war_badge", "war_badge_diamonds", "german_cross", "front_clasp_bronze", "front_clasp_silver",
	"wound_badge_black", "wound_badge_silver", "wound_badge_gold"}

var (
	silver   = rgb(0xc8, 0xcc, 0xd0)
	silverDk = rgb(0x80, 0x86, 0x8c)
	gold     = rgb(0xd8, 0xb0, 0x50)
	goldDk   = rgb(0x8c, 0x68, 0x24)
	bronze   = rgb(0xa8, 0x74, 0x40)
	ink      = rgb(0x14, 0x16, 0x18)
	ribRed   = rgb(0xb0, 0x28, 0x24)
	ribWhite = rgb(0xe8, 0xe4, 0xd8)
)

// crossPts is a cross pattée of radius r at cx, cy: four flaring arms.
func crossPts(cx, cy, r float32) [][]float32 {
	var ps [][]float32
	n, w := r*0.16, r*0.46
	for k := 0; k < 4; k++ {
		a := float64(k) * math.Pi / 2
		ca, sa := float32(math.Cos(a)), float32(math.Sin(a))
		pt := func(u, v float32) (float32, float32) { return cx + u*ca - v*sa, cy + u*sa + v*ca }
		var p []float32
		for _, uv := range [][2]float32{{0, -n}, {r, -w}, {r * 0.9, 0}, {r, w}, {0, n}} {
			x, y := pt(uv[0], uv[1])
			p = append(p, x, y)
		}
		ps = append(ps, p)
	}
	ps = append(ps, rect(cx-n, cy-n, cx+n, cy+n))
	return ps
}

func ribbon(c *Canvas, x, y, w, h float32) {
	c.Rect(x, y, w, h, ribRed)
	c.Rect(x+w*0.12, y, w*0.76, h, ribWhite)
	c.Rect(x+w*0.3, y, w*0.4, h, ink)
}

func wreath(c *Canvas, cx, cy, rx, ry float32, col, dk color.RGBA) {
	for i := 0; i < 22; i++ {
		a := math.Pi*0.62 + 2*math.Pi*0.88*float64(i)/22
		x, y := cx+rx*float32(math.Cos(a)), cy+ry*float32(math.Sin(a))
		c.Ellipse(x, y, rx*0.16, ry*0.1, dk)
		c.Ellipse(x-0.6, y-0.6, rx*0.13, ry*0.08, col)
	}
}

func sparkles(c *Canvas, pts [][2]float32, s float32) {
	for _, p := range pts {
		c.Star(p[0], p[1], s, s*0.3, 4, color.White)
	}
}

// MedalImage draws a decoration size×size (transparent background).
func MedalImage(key string, size int) *image.RGBA {
	c := NewCanvas(size, size)
	s := float32(size)
	cx, cy := s/2, s*0.56
	switch key {
	case "iron_cross_2", "iron_cross_1", "knights_cross", "oak_leaves", "swords", "diamonds":
		r := s * 0.34
		if key == "iron_cross_2" {
			ribbon(c, cx-s*0.16, s*0.02, s*0.32, s*0.2)
		}
		if key != "iron_cross_2" && key != "iron_cross_1" {
			// neck ribbon loop
			c.Line(cx-s*0.3, 0, cx-s*0.06, cy-r, s*0.08, ribRed)
			c.Line(cx+s*0.3, 0, cx+s*0.06, cy-r, s*0.08, ribRed)
			c.Line(cx-s*0.3, 0, cx-s*0.06, cy-r, s*0.03, ink)
			c.Line(cx+s*0.3, 0, cx+s*0.06, cy-r, s*0.03, ink)
		}
		c.Polys(crossPts(cx, cy, r), nil, silver)
		c.Polys(crossPts(cx, cy, r*0.84), nil, ink)
		c.Ring(cx, cy, r*0.18, s*0.012, silverDk)
		if key == "iron_cross_1" {
			c.Rect(cx-r*0.05, cy-r*0.05, r*0.1, r*0.1, silverDk)
		}
		if key == "oak_leaves" || key == "swords" || key == "diamonds" {
			ly := cy - r - s*0.06
			for i, dx := range []float32{-0.1, 0, 0.1} {
				c.Ellipse(cx+dx*s, ly-float32(i%2)*s*0.03, s*0.06, s*0.1, silver)
				c.Ellipse(cx+dx*s, ly-float32(i%2)*s*0.03, s*0.025, s*0.07, silverDk)
			}
			if key != "oak_leaves" {
				c.Line(cx-s*0.14, ly+s*0.1, cx+s*0.14, ly-s*0.12, s*0.025, silver)
				c.Line(cx+s*0.14, ly+s*0.1, cx-s*0.14, ly-s*0.12, s*0.025, silver)
			}
			if key == "diamonds" {
				sparkles(c, [][2]float32{{cx - s*0.1, ly}, {cx + s*0.1, ly}, {cx, ly - s*0.05}}, s*0.04)
			}
		}
	case "war_badge", "war_badge_diamonds":
		wreath(c, cx, cy, s*0.36, s*0.3, gold, goldDk)
		img, _, _ := BoatImage(FamVII, Side, Surfaced, s*0.68/67)
		drawCPU(c.Img, img, int(cx)-img.Rect.Dx()/2, int(cy)-img.Rect.Dy()/2, gold)
		if key == "war_badge_diamonds" {
			sparkles(c, [][2]float32{{cx, cy - s*0.3}, {cx - s*0.2, cy - s*0.22}, {cx + s*0.2, cy - s*0.22}}, s*0.05)
		}
	case "german_cross":
		c.Star(cx, cy, s*0.44, s*0.22, 8, silverDk)
		c.Star(cx, cy, s*0.4, s*0.2, 8, silver)
		c.Circle(cx, cy, s*0.2, gold)
		c.Circle(cx, cy, s*0.15, ink)
		c.Ring(cx, cy, s*0.12, s*0.015, ribRed)
	case "front_clasp_bronze", "front_clasp_silver":
		col, dk := bronze, rgb(0x5c, 0x3c, 0x1c)
		if key == "front_clasp_silver" {
			col, dk = silver, silverDk
		}
		for i := 0; i < 6; i++ {
			c.Ellipse(cx-s*0.4+float32(i)*s*0.05, cy, s*0.05, s*0.08, dk)
			c.Ellipse(cx+s*0.4-float32(i)*s*0.05, cy, s*0.05, s*0.08, dk)
		}
		c.Rect(cx-s*0.42, cy-s*0.06, s*0.84, s*0.12, col)
		c.Circle(cx, cy, s*0.14, col)
		c.Circle(cx, cy, s*0.1, dk)
		img, _, _ := BoatImage(FamVII, Side, Surfaced, s*0.2/67)
		drawCPU(c.Img, img, int(cx)-img.Rect.Dx()/2, int(cy)-img.Rect.Dy()/2, col)
	case "wound_badge_black", "wound_badge_silver", "wound_badge_gold":
		col, dk := rgb(0x30, 0x32, 0x34), rgb(0x10, 0x10, 0x12)
		if key == "wound_badge_silver" {
			col, dk = silver, silverDk
		} else if key == "wound_badge_gold" {
			col, dk = gold, goldDk
		}
		c.Ellipse(cx, cy, s*0.32, s*0.38, dk)
		c.Ellipse(cx, cy, s*0.28, s*0.34, col)
		// a steel helmet over crossed swords
		c.Line(cx-s*0.18, cy+s*0.18, cx+s*0.18, cy-s*0.14, s*0.03, dk)
		c.Line(cx+s*0.18, cy+s*0.18, cx-s*0.18, cy-s*0.14, s*0.03, dk)
		c.Poly([]float32{cx - s*0.16, cy + s*0.04, cx - s*0.12, cy - s*0.1, cx, cy - s*0.15, cx + s*0.12, cy - s*0.1,
			cx + s*0.16, cy + s*0.04, cx + s*0.2, cy + s*0.08, cx - s*0.2, cy + s*0.08}, nil, dk)
	default:
		c.Circle(cx, cy, s*0.3, silver)
	}
	return c.Img
}

// drawCPU draws src's alpha onto dst at x, y in one colour.
func drawCPU(dst, src *image.RGBA, x, y int, col color.RGBA) {
	for sy := 0; sy < src.Rect.Dy(); sy++ {
		for sx := 0; sx < src.Rect.Dx(); sx++ {
			a := uint32(src.Pix[src.PixOffset(sx, sy)+3])
			dx, dy := x+sx, y+sy
			if a == 0 || !(image.Point{dx, dy}.In(dst.Rect)) {
				continue
			}
			i := dst.PixOffset(dx, dy)
			for k, v := range [4]uint8{col.R, col.G, col.B, col.A} {
				s := uint32(v) * a / 255
				dst.Pix[i+k] = uint8(s + uint32(dst.Pix[i+k])*(255-a)/255)
			}
		}
	}
}

type medalKey struct {
	key  string
	size int
}

var medals imgCacheOf[medalKey]

// Medal returns the cached medal image.
func Medal(key string, size int) *ebiten.Image {
	return medals.get(medalKey{key, size}, func(k medalKey) *image.RGBA { return MedalImage(k.key, k.size) })
}

// ------------------------------------------------------------------ rank insignia

// RankImage draws the sleeve insignia of rank 1…5 (Oberleutnant zur See … Kapitän zur
// See): gold rings under a star on a navy cuff, w×h.
func RankImage(rank, w, h int) *image.RGBA {
	c := NewCanvas(w, h)
	fw, fh := float32(w), float32(h)
	c.Rect(0, 0, fw, fh, rgb(0x1a, 0x22, 0x34))
	c.Rect(0, fh-fh*0.06, fw, fh*0.06, rgb(0x10, 0x14, 0x20))
	c.Star(fw/2, fh*0.2, fh*0.14, fh*0.055, 5, gold)
	type ring struct{ thick bool }
	var rings []ring
	switch rank {
	case 1:
		rings = []ring{{true}, {true}}
	case 2:
		rings = []ring{{true}, {false}, {true}}
	case 3:
		rings = []ring{{true}, {true}, {true}}
	case 4:
		rings = []ring{{true}, {true}, {false}, {true}}
	default:
		rings = []ring{{true}, {true}, {true}, {true}}
	}
	y := fh * 0.88
	for _, r := range rings {
		t := fh * 0.07
		if !r.thick {
			t = fh * 0.035
		}
		y -= t
		c.Rect(0, y, fw, t, gold)
		y -= fh * 0.04
	}
	return c.Img
}

type rankKey struct{ rank, w, h int }

var ranks imgCacheOf[rankKey]

// Rank returns the cached rank insignia.
func Rank(rank, w, h int) *ebiten.Image {
	return ranks.get(rankKey{rank, w, h}, func(k rankKey) *image.RGBA { return RankImage(k.rank, k.w, k.h) })
}

// ------------------------------------------------------------------ crew portraits

// PortraitMembers are the officers with a portrait.
var PortraitMembers = []string{"kmdt", "1wo", "2wo", "li", "doctor"}

// PortraitImage draws a crew officer as a silhouette bust in a chart-paper medallion,
// size×size: the Kommandant in his white cap, the watch officers with binoculars or a
// headset, the chief engineer with a cog, the doctor with the staff.
func PortraitImage(member string, size int) *image.RGBA {
	c := NewCanvas(size, size)
	s := float32(size)
	cx := s / 2
	paper, paperDk := rgb(0xe6, 0xdc, 0xc0), rgb(0x8a, 0x7a, 0x5a)
	navy := rgb(0x1c, 0x24, 0x34)
	c.Circle(cx, cx, s/2-0.5, paperDk)
	c.Circle(cx, cx, s/2-s*0.04, paper)
	// shoulders and collar
	c.Ellipse(cx, s*0.98, s*0.4, s*0.26, navy)
	c.Poly([]float32{cx - s*0.08, s * 0.72, cx + s*0.08, s * 0.72, cx, s * 0.84}, nil, ribWhite)
	// head
	c.Ellipse(cx, s*0.5, s*0.14, s*0.17, navy)
	c.Rect(cx-s*0.06, s*0.6, s*0.12, s*0.12, navy)
	// cap: crown and peak
	capCol := navy
	if member == "kmdt" {
		capCol = ribWhite
	}
	c.Ellipse(cx, s*0.34, s*0.2, s*0.07, capCol)
	c.Rect(cx-s*0.16, s*0.34, s*0.32, s*0.06, navy)
	c.Poly([]float32{cx - s*0.16, s * 0.4, cx + s*0.2, s * 0.4, cx + s*0.24, s * 0.44, cx - s*0.12, s * 0.43}, nil, ink)
	c.Circle(cx, s*0.365, s*0.025, gold)
	switch member {
	case "kmdt":
		c.Ellipse(cx, s*0.62, s*0.11, s*0.06, rgb(0x38, 0x30, 0x2a)) // the patrol beard
		c.Star(cx+s*0.26, s*0.8, s*0.06, s*0.025, 5, gold)
	case "1wo": // binoculars on the chest
		c.Rect(cx-s*0.1, s*0.82, s*0.08, s*0.1, ink)
		c.Rect(cx+s*0.02, s*0.82, s*0.08, s*0.1, ink)
		c.Line(cx-s*0.06, s*0.82, cx-s*0.02, s*0.7, s*0.015, ink)
	case "2wo": // headset
		c.Ring(cx, s*0.48, s*0.18, s*0.025, ink)
		c.Ellipse(cx-s*0.17, s*0.52, s*0.04, s*0.06, ink)
		c.Ellipse(cx+s*0.17, s*0.52, s*0.04, s*0.06, ink)
	case "li": // cog
		c.Star(cx+s*0.24, s*0.8, s*0.08, s*0.055, 8, gold)
		c.Circle(cx+s*0.24, s*0.8, s*0.025, navy)
	case "doctor": // staff and snake
		c.Line(cx+s*0.24, s*0.7, cx+s*0.24, s*0.92, s*0.02, gold)
		for i := 0; i < 4; i++ {
			y := s * (0.73 + 0.05*float32(i))
			d := s * 0.035
			if i%2 == 1 {
				d = -d
			}
			c.Line(cx+s*0.24-d, y, cx+s*0.24+d, y+s*0.05, s*0.018, gold)
		}
	}
	return c.Img
}

type portraitKey struct {
	member string
	size   int
}

var portraits imgCacheOf[portraitKey]

// Portrait returns the cached portrait.
func Portrait(member string, size int) *ebiten.Image {
	return portraits.get(portraitKey{member, size}, func(k portraitKey) *image.RGBA { return PortraitImage(k.member, k.size) })
}
