package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/draw"
)

// Time of day on the shore and on the chart. The rules give a time of day only to an
// encounter ([DAY], [NIGHT]) and so to the depth-charge cycle that follows it; the port,
// the yard and the chart have none. They show the hours passing instead, so that every
// scene is seen by day and by night: the boat sails at nightfall (the port darkens once
// the orders are in), each refit month passes as a day and a night in the yard, and the
// boat's travel from box to box on the chart alternates day and night.
//
// A light level n runs from 0 (full day) through dusk (0.5) to 1 (full night).

var (
	nightShade = color.RGBA{0x04, 0x08, 0x16, 0xff} // laid over the land at night
	lampAmber  = color.RGBA{0xff, 0xc8, 0x78, 0xff}
	lampRed    = color.RGBA{0xff, 0x40, 0x30, 0xff}
	floodWhite = color.RGBA{0xe8, 0xee, 0xff, 0xff}
	starColour = color.RGBA{0xd8, 0xe0, 0xf0, 0xff}
)

// clamp01 limits v to [0, 1].
func clamp01(v float64) float64 { return math.Max(0, math.Min(1, v)) }

// lampsOn is how bright the lamps burn at light level n: off by day, lit from dusk.
func lampsOn(n float64) float64 { return clamp01((n - 0.35) / 0.5) }

// drawLitSky paints a sky w×h at x, y for light level n: the day gradient, the dusk's
// (strongest at n = 0.5), then the night's, and the stars as the night comes.
func drawLitSky(dst *ebiten.Image, x, y float64, w, h int, n float64, day, dusk, night [2]color.RGBA, frame int) {
	drawImageAt(dst, gradient(w, h, day[0], day[1]), x, y, 1, 1)
	if d := float32(1 - math.Abs(2*n-1)); n > 0 && d > 0 {
		drawImageAt(dst, gradient(w, h, dusk[0], dusk[1]), x, y, 1, d)
	}
	if a := float32(clamp01(2*n - 1)); a > 0 {
		drawImageAt(dst, gradient(w, h, night[0], night[1]), x, y, 1, a)
	}
	drawStars(dst, x, y, float64(w), float64(h)-8, clamp01((n-0.7)/0.3), frame, chromeWords[:])
}

// drawStars scatters the night sky's fixed stars over a w×h area at x, y, twinkling.
// (none in the rectangles words).
func drawStars(dst *ebiten.Image, x, y, w, h, a float64, frame int, words []draw.Rect) {
	if a <= 0 {
		return
	}
	for i, s := range stars {
		sx, sy, shown := starAt(i, x, y, w, h, words)
		if !shown {
			continue
		}
		tw := 0.6 + 0.4*sinT(frame+i*37, 90+i%5*20)
		drawDisc(dst, sx, sy, s[2], starColour, a*tw)
	}
}

// drawNightShade darkens the w×h area at x, y for light level n by up to strength
// (the chart at night); lamps are drawn after it.
func drawNightShade(dst *ebiten.Image, x, y, w, h, n, strength float64) {
	drawRect(dst, x, y, w, h, nightShade, strength*clamp01(n))
}

// drawLamp is a lamp at x, y burning at a (0..1): a halo and a bright core.
func drawLamp(dst *ebiten.Image, x, y, r float64, c color.RGBA, a float64) {
	if a <= 0 {
		return
	}
	drawGlow(dst, x, y, r*4, c, 0.35*a)
	drawDisc(dst, x, y, r, c, a)
}

// drawReflection is a light's broken reflection on the water: short strokes from the
// waterline y down l pixels under x, shimmering with the frame.
func drawReflection(dst *ebiten.Image, x, y, l float64, c color.RGBA, a float64, frame int) {
	if a <= 0 {
		return
	}
	for k := 0.0; k < l; k += 5 {
		w := 3 + 2*sinT(frame+int(x)+int(k)*7, 50)
		drawRect(dst, x-w/2, y+k, w, 2, c, 0.35*a*(1-k/l))
	}
}

// darken is c as seen at light level n: toward the night's blue-black by up to 60 %.
func darken(c color.RGBA, n float64) color.RGBA {
	f := 0.6 * clamp01(n)
	mix := func(a, b uint8) uint8 { return uint8(float64(a)*(1-f) + float64(b)*f + 0.5) }
	return color.RGBA{mix(c.R, nightShade.R), mix(c.G, nightShade.G), mix(c.B, nightShade.B), c.A}
}

// stepToward moves v toward target by at most step (the light changing with time).
func stepToward(v, target, step float64) float64 {
	if v < target {
		return math.Min(target, v+step)
	}
	return math.Max(target, v-step)
}
