package scenes

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"uboat/assets"
	"uboat/engine"
	"uboat/game"
)

// Sky and sea colours.
var (
	daySkyTop    = color.RGBA{0x5d, 0x8f, 0xc0, 0xff}
	daySkyLow    = color.RGBA{0xc4, 0xd8, 0xe4, 0xff}
	nightSkyTop  = color.RGBA{0x05, 0x08, 0x14, 0xff}
	nightSkyLow  = color.RGBA{0x1a, 0x24, 0x3a, 0xff}
	daySeaTop    = color.RGBA{0x2c, 0x5a, 0x78, 0xff}
	daySeaLow    = color.RGBA{0x12, 0x2c, 0x40, 0xff}
	nightSeaTop  = color.RGBA{0x10, 0x1c, 0x2a, 0xff}
	nightSeaLow  = color.RGBA{0x04, 0x08, 0x0e, 0xff}
	deepSeaLow   = color.RGBA{0x02, 0x06, 0x0c, 0xff}
	dayShip      = color.RGBA{0x4a, 0x50, 0x58, 0xff}
	nightShip    = color.RGBA{0x02, 0x03, 0x06, 0xff}
	uboatGrey    = color.RGBA{0x6c, 0x74, 0x7c, 0xff}
	uboatShadow  = color.RGBA{0x1e, 0x26, 0x2e, 0xff}
	escortColour = color.RGBA{0x30, 0x36, 0x3e, 0xff}
)

// drawImageAt draws img with its top-left at x, y, scaled by s.
func drawImageAt(dst, img *ebiten.Image, x, y, s float64, alpha float32) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(x, y)
	op.Filter = ebiten.FilterLinear
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(alpha)
	}
	dst.DrawImage(img, op)
}

// drawSky paints sky above horizon y and sea below it inside the stage.
func drawSky(dst *ebiten.Image, night bool, horizon float64) {
	st := game.Stage
	top, low, seaT, seaL := daySkyTop, daySkyLow, daySeaTop, daySeaLow
	if night {
		top, low, seaT, seaL = nightSkyTop, nightSkyLow, nightSeaTop, nightSeaLow
	}
	sh := int(horizon - st.Y)
	drawImageAt(dst, assets.Gradient(int(st.W), max(1, sh), top, low), st.X, st.Y, 1, 1)
	drawImageAt(dst, assets.Gradient(int(st.W), max(1, int(st.Y+st.H)-int(horizon)), seaT, seaL), st.X, horizon, 1, 1)
	if night {
		for i := 0; i < 60; i++ {
			x := math.Mod(float64(i)*137.7, st.W)
			y := st.Y + math.Mod(float64(i)*53.3, float64(sh)-10)
			vector.FillRect(dst, float32(x), float32(y), 1.5, 1.5, color.RGBA{0xd0, 0xd8, 0xe8, 0xff}, false)
		}
		vector.FillCircle(dst, float32(st.X+st.W-120), float32(st.Y+70), 18, color.RGBA{0xe8, 0xe4, 0xc8, 0xff}, true)
		vector.FillCircle(dst, float32(st.X+st.W-112), float32(st.Y+66), 16, nightSkyTop, true)
	} else {
		vector.FillCircle(dst, float32(st.X+st.W-140), float32(st.Y+60), 22, color.RGBA{0xff, 0xf4, 0xd0, 0xff}, true)
	}
	// wave lines
	wc := color.RGBA{0x60, 0x88, 0xa0, 0x50}
	if night {
		wc = color.RGBA{0x30, 0x40, 0x58, 0x40}
	}
	for i := 0; i < 9; i++ {
		y := horizon + 8 + float64(i*i)*4
		if y > st.Y+st.H {
			break
		}
		for x := math.Mod(float64(i)*41, 70); x < st.W; x += 70 + float64(i)*12 {
			vector.StrokeLine(dst, float32(x), float32(y), float32(x+18+float64(i)*3), float32(y), 1, wc, false)
		}
	}
}

// drawSprite draws a silhouette with its stern-waterline point at x, y; tilt (radians)
// and sink (pixels) animate a sinking ship.
func drawSprite(dst *ebiten.Image, sp *assets.Sprite, x, y, scale, tilt, sink float64, alpha float32) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-sp.SternX, -sp.WaterlineY)
	op.GeoM.Rotate(tilt)
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(x, y+sink)
	op.Filter = ebiten.FilterLinear
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(alpha)
	}
	dst.DrawImage(sp.Img, op)
}

// drawExplosion draws a burst at x, y, t in 0…1 of its life.
func drawExplosion(dst *ebiten.Image, x, y, size, t float64) {
	if t < 0 || t > 1 {
		return
	}
	r := float32(size * (0.3 + t))
	a := uint8(255 * (1 - t))
	vector.FillCircle(dst, float32(x), float32(y), r, color.RGBA{a, uint8(float64(a) * 0.55), 0, a}, true)
	vector.FillCircle(dst, float32(x), float32(y), r*0.55, color.RGBA{a, a, uint8(float64(a) * 0.6), a}, true)
}

// drawColumn draws a water column (a torpedo hit, a depth charge) rising at x, y.
func drawColumn(dst *ebiten.Image, x, y, h, t float64) {
	if t < 0 || t > 1 {
		return
	}
	hh := h * math.Sin(t*math.Pi)
	a := uint8(220 * (1 - t*0.7))
	c := color.RGBA{a, a, a, a}
	vector.FillRect(dst, float32(x-6), float32(y-hh), 12, float32(hh), c, true)
	vector.FillCircle(dst, float32(x), float32(y-hh), float32(10+t*8), c, true)
}

// drawLogSheet draws the patrol log sheet rows into r.
func drawLogSheet(dst *ebiten.Image, r game.Rect, rows []engine.LogRow) {
	game.Panel(dst, r)
	game.DrawText(dst, "PATROL LOG", assets.Bold, 15, r.X+10, r.Y+8, game.ColAccent, game.AlignLeft)
	cols := []float64{r.X + 10, r.X + 70, r.X + 120, r.X + r.W - 200, r.X + r.W - 12}
	y := r.Y + 32
	game.DrawText(dst, "Month", assets.Bold, 13, cols[0], y, game.ColDim, game.AlignLeft)
	game.DrawText(dst, "Boat", assets.Bold, 13, cols[1], y, game.ColDim, game.AlignLeft)
	game.DrawText(dst, "Area / ships sunk", assets.Bold, 13, cols[2], y, game.ColDim, game.AlignLeft)
	game.DrawText(dst, "Tons", assets.Bold, 13, cols[4], y, game.ColDim, game.AlignRight)
	y += 20
	maxRows := int((r.Y + r.H - y - 6) / 18)
	start := max(0, len(rows)-maxRows)
	for _, row := range rows[start:] {
		game.DrawText(dst, row.Month.Short(), assets.Regular, 13, cols[0], y, game.ColInk, game.AlignLeft)
		game.DrawText(dst, row.BoatType, assets.Regular, 13, cols[1], y, game.ColInk, game.AlignLeft)
		what := ""
		switch row.Kind {
		case "R":
			what = "refit"
		case "P":
			what = "on patrol"
		default:
			what = game.AreaName(row.Area)
			if len(row.Sunk) > 0 {
				what += ": " + strconv.Itoa(len(row.Sunk)) + " sunk"
			}
			if row.Success {
				what += " (success)"
			}
		}
		game.DrawText(dst, clip(what, 40), assets.Regular, 13, cols[2], y, game.ColInk, game.AlignLeft)
		if row.Kind == "patrol" || row.Kind == "" {
			game.DrawText(dst, game.Thousands(row.Tons), assets.Regular, 13, cols[4], y, game.ColInk, game.AlignRight)
		}
		y += 18
	}
	if len(rows) == 0 {
		game.DrawText(dst, "No patrols logged yet.", assets.Regular, 13, cols[0], y, game.ColDim, game.AlignLeft)
	}
}
