package scenes

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/i18n"
	"uboat/present"
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
	op := resetOp()
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(x, y)
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(alpha)
	}
	dst.DrawImage(img, op)
}

// drawSky paints sky above horizon y and sea below it inside the stage (day or night).
func drawSky(dst *ebiten.Image, night bool, horizon float64, words []draw.Rect) {
	w := assets.Day
	if night {
		w = assets.Night
	}
	drawSea(dst, w, horizon, 0, words)
}

// The words over a sky are the places where words stand over a sky: no star is drawn in them
// (stars twinkled among the letters of the caption, the dice tray, the encounter's
// day/night chip and the career end's words).
// Each sky has its list: the chrome's (caption, dice) and the scene's own words.
var (
	chromeWords    = [...]draw.Rect{present.CaptionBox, present.DiceBox}
	encounterWords = [...]draw.Rect{present.CaptionBox, present.DiceBox, encounterInfoBox}
	endWords       = [...]draw.Rect{present.CaptionBox, present.DiceBox, endTextBox}
)

// starAt is star i of a sky w×h at x, y, and whether it is drawn (clear of the words).
func starAt(i int, x, y, w, h float64, words []draw.Rect) (sx, sy float64, shown bool) {
	s := stars[i]
	sx, sy = x+s[0]*w, y+s[1]*h
	for _, r := range words {
		if r.Inset(-4).Contains(sx, sy) {
			return sx, sy, false
		}
	}
	return sx, sy, true
}

// moonAt places the moon under the dice tray, its glow clear of it (it shone through
// the tray's words).
func moonAt() (x, y float64) {
	return present.Stage.X + present.Stage.W - 130, present.DiceBox.Y + present.DiceBox.H + moonGlow + 4
}

const moonGlow = 60 // the glow's radius

// stars are fixed points of the night sky (fractions of the stage).
var stars = func() (s [70][3]float64) {
	r := rnd(7)
	for i := range s {
		s[i] = [3]float64{r.f(), r.f(), r.between(0.6, 1.6)}
	}
	return
}()

// drawSea paints the weather's sky and sea with the horizon at y: sun or moon and stars,
// storm clouds and rain, Arctic ice, and wave crests moving with the frame.
// No star is drawn in the rectangles words.
func drawSea(dst *ebiten.Image, w assets.Weather, horizon float64, frame int, words []draw.Rect) {
	st := present.Stage
	p := &assets.Palettes[w]
	sh := int(horizon - st.Y)
	drawImageAt(dst, gradient(int(st.W), max(1, sh), p.SkyTop, p.SkyLow), st.X, st.Y, 1, 1)
	drawImageAt(dst, gradient(int(st.W), max(1, int(st.Y+st.H)-int(horizon)), p.SeaTop, p.SeaLow), st.X, horizon, 1, 1)
	switch w {
	case assets.Night, assets.ArcticNight:
		drawStars(dst, st.X, st.Y, st.W, float64(sh-12), 1, frame, words)
		if w == assets.ArcticNight { // the northern lights
			for i := 0; i < 7; i++ {
				x := st.X + 80 + float64(i)*110 + 20*sinT(frame+i*50, 400)
				drawPuff(dst, x, st.Y+60+float64(i%3)*14, 90, color.RGBA{0x40, 0xc0, 0x90, 0xff}, 0.18)
			}
		}
		mx, my := moonAt()
		drawGlow(dst, mx, my, 60, p.Light, 0.25)
		drawDisc(dst, mx, my, 16, p.Light, 1)
		drawDisc(dst, mx+7, my-4, 14, p.SkyTop, 1)
		// the moon's path on the water
		for i := 0; i < 10; i++ {
			y := horizon + 4 + float64(i*i)*3
			ww := 10 + float64(i)*7 + 4*sinT(frame+i*13, 60)
			drawRect(dst, mx-ww/2, y, ww, 1.5, p.Light, 0.25)
		}
	case assets.Storm:
		for i := 0; i < 14; i++ {
			x := st.X + math.Mod(float64(i)*97+float64(frame)*0.3, st.W+200) - 100
			drawPuff(dst, x, st.Y+20+float64(i%4)*22, 70+float64(i%3)*20, color.RGBA{0x24, 0x2a, 0x2c, 0xff}, 0.55)
		}
	default:
		sx, sy := st.X+st.W-150, st.Y+58
		drawGlow(dst, sx, sy, 80, p.Light, 0.3)
		drawDisc(dst, sx, sy, 20, p.Light, 1)
		for i := 0; i < 6; i++ { // a few high clouds drifting
			x := st.X + math.Mod(float64(i)*173+float64(frame)*0.05, st.W+160) - 80
			drawPuff(dst, x, st.Y+40+float64(i%3)*30, 46, p.SkyLow, 0.5)
			drawPuff(dst, x+30, st.Y+46+float64(i%3)*30, 36, p.SkyLow, 0.45)
		}
	}
	// haze on the horizon
	drawRect(dst, st.X, horizon-6, st.W, 6, p.Haze, 0.6)
	drawRect(dst, st.X, horizon, st.W, 1, p.SkyLow, 0.5)
	// wave crests, nearer ones larger and faster
	rough := 1.0
	if w == assets.Storm {
		rough = 2.2
	}
	for i := 0; i < 10; i++ {
		y := horizon + 6 + float64(i*i)*4.2
		if y > st.Y+st.H {
			break
		}
		step := 60 + float64(i)*14
		off := math.Mod(float64(frame)*(0.1+float64(i)*0.05)+float64(i)*41, step)
		l := (10 + float64(i)*4) * rough
		for x := st.X - step + off; x < st.X+st.W; x += step {
			drawLine(dst, x, y, x+l, y, 1+float64(i)*0.15*rough, p.Wave, 1)
		}
	}
	if w == assets.Arctic || w == assets.ArcticNight { // ice floes
		for i := 0; i < 9; i++ {
			y := horizon + 10 + float64(i*i)*5
			x := st.X + math.Mod(float64(i)*211+float64(frame)*0.08*float64(i+1), st.W+80) - 40
			drawEllipse(dst, x, y, 14+float64(i)*5, 2+float64(i)*0.8, color.RGBA{0xe8, 0xee, 0xf0, 0xff}, 0.8)
		}
	}
	if w == assets.Storm { // rain
		for i := 0; i < 80; i++ {
			x := st.X + math.Mod(float64(i)*53.7+float64(frame)*3, st.W)
			y := st.Y + math.Mod(float64(i)*91.3+float64(frame)*9, st.H)
			drawLine(dst, x, y, x-4, y+14, 1, color.RGBA{0xc0, 0xc8, 0xcc, 0xff}, 0.25)
		}
	}
}

// drawSprite draws a silhouette with its stern-waterline point at x, y; tilt (radians)
// and sink (pixels) animate a sinking ship.
func drawSprite(dst *ebiten.Image, sp *assets.Sprite, x, y, scale, tilt, sink float64, alpha float32) {
	drawSpriteOp(dst, sp, x, y+sink, scale, tilt, float64(alpha))
}

// drawExplosion draws a burst at x, y, t in 0…1 of its life.
func drawExplosion(dst *ebiten.Image, x, y, size, t float64) {
	if t < 0 || t > 1 {
		return
	}
	drawGlow(dst, x, y, size*(1+2*t), color.RGBA{0xff, 0x90, 0x30, 0xff}, 1-t)
	drawGlow(dst, x, y, size*(0.5+t), color.RGBA{0xff, 0xf0, 0xc0, 0xff}, 1-t)
}

// drawColumn draws a water column (a torpedo hit, a depth charge) rising at x, y.
func drawColumn(dst *ebiten.Image, x, y, h, t float64) {
	if t < 0 || t > 1 {
		return
	}
	hh := h * math.Sin(t*math.Pi)
	a := 0.9 * (1 - t*0.7)
	c := color.RGBA{0xf0, 0xf4, 0xf4, 0xff}
	for k := 0.0; k < hh; k += 6 {
		drawPuff(dst, x, y-k, 8+k*0.08, c, a)
	}
	drawPuff(dst, x, y-hh, 12+t*10, c, a)
}

// logSheetMin is the least size, px, a cell of the patrol log sheet shrinks to.
const logSheetMin = 8

// logSheetCols returns the widths, px, of the patrol log sheet's four columns in r:
// month, boat, area and ships sunk, tons (drawLogSheet).
func logSheetCols(r draw.Rect) [4]float64 {
	return [4]float64{54, 44, r.W - 212, 74}
}

// drawLogSheet draws the patrol log sheet rows into r at the text size sc (the
// settings'), the newest rows that fit (after a line saying how many are left out), each
// cell shrunk into its column. With optional rules in force (opts, engine.Options.Keys)
// its last line names them.
func drawLogSheet(dst *ebiten.Image, r draw.Rect, rows []engine.LogRow, opts []string, sc float64) {
	logSheet(dst, nil, present.TermFinder{}, r, rows, opts, sc)
}

// logSheetTips adds the tips of the patrol log sheet drawLogSheet draws into r (issue
// 14): the heading what the sheet is (3.5, its rule linked), each column's heading, each
// row what it records (a patrol's area, ships and tonnage, a refit, a patrol extended)
// and the terms its words name, the options line the rules in force by name.
func logSheetTips(t *present.Tips, tf present.TermFinder, r draw.Rect, rows []engine.LogRow, opts []string, sc float64) {
	logSheet(nil, t, tf, r, rows, opts, sc)
}

// logSheet lays out the patrol log sheet into r: it draws it on dst (nil: not drawn)
// and adds its tips to t (nil: none), so the tips lie where the words are drawn.
func logSheet(dst *ebiten.Image, t *present.Tips, tf present.TermFinder, r draw.Rect, rows []engine.LogRow, opts []string, sc float64) {
	if dst != nil {
		draw.Panel(dst, r)
	}
	if line := present.OptionsLine(opts); len(opts) > 0 && line != present.OptionsLine(nil) {
		size := draw.Sized(12, sc)
		fs := draw.FitSize(line, assets.Regular, size, 8, r.W-20)
		full := line
		if draw.TextWidth(line, assets.Regular, fs) > r.W-20 { // many rules: their numbers
			line = present.OptionsRulesLine(opts)
			fs = draw.FitSize(line, assets.Regular, size, 8, r.W-20)
		}
		step := max(16, draw.LineStep(size))
		if dst != nil {
			draw.DrawText(dst, line, assets.Regular, fs, r.X+10, r.Y+r.H-step-2, draw.ColDim, draw.AlignLeft)
		}
		if t != nil { // the rules by name, even where only their numbers fit
			t.Add(present.Tip{R: draw.Rect{X: r.X + 10, Y: r.Y + r.H - step - 2, W: draw.TextWidth(line, assets.Regular, fs), H: step},
				Title: i18n.T("options.title"), Text: full})
		}
		r.H -= step + 2 // the rows stand above it
	}
	head := i18n.T("sheet.title")
	hs := draw.FitSize(head, assets.Bold, draw.Sized(15, sc), 10, r.W-20)
	if dst != nil {
		draw.DrawText(dst, head, assets.Bold, hs, r.X+10, r.Y+8, draw.ColAccent, draw.AlignLeft)
	}
	if t != nil {
		t.Add(present.Tip{R: draw.Rect{X: r.X + 10, Y: r.Y + 8, W: draw.TextWidth(head, assets.Bold, hs), H: draw.LineStep(hs)},
			Title: head, Text: i18n.T("sheet.tip"), Link: "3.5"})
	}
	cols := []float64{r.X + 10, r.X + 70, r.X + 120, r.X + r.W - 200, r.X + r.W - 12}
	widths := logSheetCols(r)
	size := draw.Sized(13, sc)
	step := max(18, draw.LineStep(size))
	// cell draws s shrunk into column i (right-aligned at cols[4] for the tons)
	cell := func(s string, font int, i int, y float64, col color.RGBA) {
		if dst == nil {
			return
		}
		w, x, al := widths[i], cols[i], draw.AlignLeft
		if i == 3 {
			x, al = cols[4], draw.AlignRight
		}
		fs := draw.FitSize(s, font, size, logSheetMin, w) // shrunk to fit its column, not cut
		draw.DrawText(dst, s, font, fs, x, y+(size-fs)/2, col, al)
	}
	// colRect is column i's region on a line at y, h high
	colRect := func(i int, y, h float64) draw.Rect {
		if i == 3 {
			return draw.Rect{X: cols[4] - widths[3], Y: y, W: widths[3], H: h}
		}
		return draw.Rect{X: cols[i], Y: y, W: widths[i], H: h}
	}
	y := r.Y + 10 + draw.LineStep(draw.Sized(15, sc))
	cell(i18n.T("sheet.month"), assets.Bold, 0, y, draw.ColDim)
	cell(i18n.T("sheet.boat"), assets.Bold, 1, y, draw.ColDim)
	cell(i18n.T("sheet.area"), assets.Bold, 2, y, draw.ColDim)
	cell(i18n.T("sheet.tons"), assets.Bold, 3, y, draw.ColDim)
	if t != nil {
		t.Add(present.Tip{R: colRect(0, y, step), Title: i18n.T("sheet.month"), Text: i18n.T("sheet.tip.month")})
		t.Add(present.Tip{R: colRect(1, y, step), Title: i18n.T("sheet.boat"), Text: i18n.T("sheet.tip.boat")})
		t.Add(present.Tip{R: colRect(2, y, step), Title: i18n.T("sheet.area"), Term: "patrol_area"})
		t.Add(present.Tip{R: colRect(3, y, step), Title: i18n.T("sheet.tons"), Term: "tonnage"})
	}
	y += step + 2
	// the newest rows that fit (a row whose area is too long for one line takes two),
	// after a line saying how many are left out
	avail := r.Y + r.H - y - 6
	used, start := 0.0, len(rows)
	for start > 0 {
		lines, _ := sheetAreaLines(sheetWhat(rows[start-1]), size, widths[2])
		h := step * float64(len(lines))
		if used+h > avail {
			break
		}
		used += h
		start--
	}
	for start > 0 && start < len(rows) && used+step > avail {
		lines, _ := sheetAreaLines(sheetWhat(rows[start]), size, widths[2])
		used -= step * float64(len(lines))
		start++
	}
	if start > 0 { // say what is left out, on the first line
		if dst != nil {
			note := i18n.T("sheet.not_shown", "n", start)
			fs := draw.FitSize(note, assets.Regular, size, 8, r.W-20)
			draw.DrawText(dst, note, assets.Regular, fs, cols[0], y, draw.ColDim, draw.AlignLeft)
		}
		y += step
	}
	for _, row := range rows[start:] {
		cell(row.Month.Short(), assets.Regular, 0, y, draw.ColInk)
		cell(row.BoatType, assets.Regular, 1, y, draw.ColInk)
		if row.Kind == engine.LogPatrol || row.Kind == "" {
			cell(present.Thousands(row.Tons), assets.Regular, 3, y, draw.ColInk)
		}
		lines, fs := sheetAreaLines(sheetWhat(row), size, widths[2])
		if t != nil { // the whole row says what it records; the terms its words name lie over it
			t.Add(sheetRowTip(draw.Rect{X: r.X + 6, Y: y, W: r.W - 12, H: step * float64(len(lines))}, row))
		}
		for _, l := range lines {
			if dst != nil {
				draw.DrawText(dst, l, assets.Regular, fs, cols[2], y+(size-fs)/2, draw.ColInk, draw.AlignLeft)
			}
			if t != nil {
				present.LineTips(t, tf, l, assets.Regular, fs, cols[2], y+(size-fs)/2, step)
			}
			y += step
		}
	}
	if len(rows) == 0 && dst != nil {
		draw.DrawText(dst, i18n.T("sheet.empty"), assets.Regular, size, cols[0], y, draw.ColDim, draw.AlignLeft)
	}
}

// sheetRowTip is the tip of a row of the patrol log sheet in region r (3.5): a patrol's
// month, area, ships and tonnage sunk and whether it was a success (7.5.2), with the
// patrol area's term; a refit's months in port (10.11, the refit's term); a patrol
// extended into the month (10.11.6).
func sheetRowTip(r draw.Rect, row engine.LogRow) present.Tip {
	month := present.MonthName(row.Month)
	switch row.Kind {
	case engine.LogRefit:
		return present.Tip{R: r, Term: "refit", Title: month, Text: i18n.T("sheet.tip.refit")}
	case engine.LogExtended:
		return present.Tip{R: r, Title: month, Text: i18n.T("sheet.tip.extended")}
	}
	text := i18n.T("sheet.tip.row", "area", present.AreaName(row.Area), "ships", i18n.T("count.ships_sunk", "n", len(row.Sunk)),
		"tons", present.Tons(row.Tons))
	if row.Success {
		text = i18n.T("sheet.tip.success", "text", text)
	}
	return present.Tip{R: r, Title: month, Text: text, Term: "patrol_area"}
}

// sheetWhat is what a row of the patrol log sheet says in its area column: the refit,
// the patrol extended, or the area with the ships sunk there (by name with opt 14.3) and
// the mission's success.
func sheetWhat(row engine.LogRow) string {
	switch row.Kind {
	case engine.LogRefit:
		return i18n.T("sheet.refit")
	case engine.LogExtended:
		return i18n.T("sheet.on_patrol")
	}
	what := present.AreaName(row.Area)
	switch {
	case len(row.Sunk) > 0 && row.TargetNames != nil: // opt 14.3.1: the ships by name
		what = i18n.T("sheet.sunk_names", "area", what, "names", strings.Join(row.Sunk, ", "))
	case len(row.Sunk) > 0:
		what = i18n.T("sheet.sunk", "area", what, "n", len(row.Sunk))
	}
	if row.Success {
		what = i18n.T("sheet.success", "text", what)
	}
	return what
}

// sheetAreaLines fits a row's area column, w px wide, at size px: one line, shrunk down
// to four fifths of size (10 px at least); else wrapped into two lines at size (German
// and Italian areas with a mission, ships sunk and its success), shrunk further if a
// word alone is too wide. It returns the lines and their size.
func sheetAreaLines(what string, size, w float64) ([]string, float64) {
	if fs := draw.FitSize(what, assets.Regular, size, max(10, size*0.8), w); draw.TextWidth(what, assets.Regular, fs) <= w {
		return []string{what}, fs
	}
	for fs := size; ; fs -= 0.5 {
		lines := draw.Wrap(what, assets.Regular, fs, w)
		fits := len(lines) <= 2
		for _, l := range lines {
			fits = fits && draw.TextWidth(l, assets.Regular, fs) <= w
		}
		if fits || fs <= logSheetMin {
			return lines, fs
		}
	}
}
