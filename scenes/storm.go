package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

var (
	stormCloud = color.RGBA{0x3a, 0x42, 0x4c, 0xff}
	stormRain  = color.RGBA{0x9c, 0xb4, 0xc8, 0xff}
	stormFlash = color.RGBA{0xf0, 0xf4, 0xff, 0xff}
)

// drawStormCell paints a severe storm (12.1, random event 11) over the boat's box on the
// transit chart: a dark cell of cloud drifting over it, rain slanting down and, now and
// then, lightning. frame is the scene's frame counter; sprites only (no vector paths).
func drawStormCell(dst *ebiten.Image, x, y float64, frame int) {
	drift := 6 * sinT(frame, 240)
	for k := 0; k < 7; k++ { // the cell: overlapping puffs, darker at the core
		dx := float64(k-3)*16 + drift
		dy := -28 + 6*sinT(frame+k*37, 180) - float64(k%2)*8
		drawPuff(dst, x+dx, y+dy, 26-float64((k-3)*(k-3))*1.5, stormCloud, 0.55)
	}
	for k := 0; k < 22; k++ { // rain: streaks falling from the cell, slanting with the wind
		fx := float64((k*53)%110) - 55 + drift
		fall := float64((frame*3 + k*29) % 70)
		x0, y0 := x+fx+fall*0.25, y-20+fall
		drawLine(dst, x0, y0, x0+3, y0+10, 1.2, stormRain, 0.7*(1-fall/80))
	}
	if frame%150 < 6 { // lightning
		drawLine(dst, x+10+drift, y-26, x+2+drift, y-8, 2, stormFlash, 0.9)
		drawLine(dst, x+2+drift, y-8, x+12+drift, y+4, 2, stormFlash, 0.9)
		drawGlow(dst, x+drift, y-20, 40, stormFlash, 0.35)
	}
}
