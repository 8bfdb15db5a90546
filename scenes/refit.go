package scenes

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/i18n"
	"uboat/present"
)

// refitStage: the end of a patrol and the refit — the patrol's result, the months in the
// yard, crew recovery, promotion, decorations, a new boat, and the patrol log sheet.
type refitStage struct {
	titleText  memo[int]
	report     []reportLine
	patrol     *engine.PatrolEndEvent
	months     int
	frame      int
	cal        Tween    // the calendar's months passing
	medal      string   // the decoration being awarded
	medalLines []string // the decoration's name wrapped to the medal's width
	medalW     float64  // the widest of medalLines (pixels)
	medalSize  float64  // px: medalLines' size (12, less for a long word)
	medalT     Tween
	promoT     Tween
	rank       int
	calText    memo[[2]int]
	wrapped    []reportLine // the report's lines wrapped at wrapScale (wrapN entries; -1: to wrap again)
	wrapN      int
	wrapScale  float64
}

func calLine(k [2]int) string { return i18n.T("refit.calendar", "n", k[0], "of", k[1]) }

var years = map[int]string{}

func yearText(y int) string {
	if s, ok := years[y]; ok {
		return s
	}
	years[y] = strconv.Itoa(y)
	return years[y]
}

type reportLine struct {
	text string
	col  color.RGBA
}

func (s *refitStage) place() Place { return PlaceRefit }

func (s *refitStage) title(c *Campaign) string {
	if s.months > 0 {
		return s.titleText.get(s.months, refitTitleText)
	}
	return i18n.T("refit.title_back")
}

func refitTitleText(months int) string {
	return i18n.T("refit.title", "n", months)
}

func (s *refitStage) enter(c *Campaign) {}

func (s *refitStage) add(t string, col color.RGBA) {
	s.report = append(s.report, reportLine{t, col})
	if len(s.report) > 14 {
		s.report = s.report[1:]
	}
	s.wrapN = -1 // wrapped again when next drawn
}

func (s *refitStage) event(c *Campaign, e engine.Event, instant bool) {
	switch e := e.(type) {
	case *engine.PatrolEndEvent:
		s.report = s.report[:0]
		s.patrol = e
		s.months = 0
		s.add(present.EventText(e), draw.ColAccent)
	case *engine.RefitEvent:
		s.months = e.Months
		s.cal.Start(yardMonthFrames*max(1, e.Months), instant)
		c.queue.Hold(s.cal.Dur / c.speed())
		s.add(present.EventText(e), draw.ColInk)
	case *engine.KeyEvent:
		col := draw.ColInk
		if e.T == engine.TPromotion || e.T == engine.TDecoration {
			col = draw.ColAccent
		}
		switch e.T {
		case engine.TDecoration:
			s.medal = e.Key
			s.medalLines, s.medalSize = medalLines(present.Words(e.Key))
			s.medalW = 0
			for _, l := range s.medalLines {
				s.medalW = math.Max(s.medalW, draw.TextWidth(l, assets.Bold, s.medalSize))
			}
			s.medalT.Start(150, instant)
			c.queue.Hold(90 / c.speed())
		case engine.TPromotion:
			s.rank = c.state().Rank
			s.promoT.Start(150, instant)
			c.queue.Hold(90 / c.speed())
		}
		s.add(present.EventText(e), col)
	case *engine.CrewEvent, *engine.UboatDamageEvent:
		s.add(present.EventText(e), present.EventColor(e))
	case *engine.RollEvent:
		s.add(present.RollText(e), draw.ColDim)
	}
}

func (s *refitStage) sync(c *Campaign) {}

func (s *refitStage) update(c *Campaign) {
	s.frame++
	sp := c.speed()
	s.cal.Step(sp)
	s.medalT.Step(sp)
	s.promoT.Step(sp)
	yardFamily = assets.Family(c.state().Boat.Type)
	if s.light() >= 0.85 {
		c.moment("refit_night")
	}
}

// yardFamily is the boat on the slipway.
var yardFamily = assets.FamVII

var (
	calPaper = color.RGBA{0xee, 0xe6, 0xd2, 0xff}
	calInk   = color.RGBA{0x3a, 0x2c, 0x1e, 0xff}
	calRed   = color.RGBA{0xa0, 0x38, 0x28, 0xff}
)

// drawCeremony draws the refit's animations over the yard: the calendar's months
// tearing off, a medal coming down with a glint, new rings on the sleeve.
func (s *refitStage) drawCeremony(dst *ebiten.Image, c *Campaign) {
	st := present.Stage
	if s.months > 0 {
		// the calendar: one sheet per month, the top one tearing off
		x, y := 18.0, st.Y+44
		f := s.cal.F() * float64(s.months)
		done := int(f)
		frac := f - float64(done)
		if s.cal.Done() {
			done, frac = s.months, 0
		}
		date := c.state().Date
		m := date + engine.Month(done-s.months)
		drawRect(dst, x+4, y+4, 84, 100, color.RGBA{0, 0, 0, 0xff}, 0.4)
		drawRect(dst, x, y, 84, 100, calPaper, 1)
		drawRect(dst, x, y, 84, 22, calRed, 1)
		calMonthLine.moved(x, y).draw(dst, monthAbbr(m), calPaper)
		draw.DrawText(dst, yearText(m.Year()), assets.Bold, 26, x+42, y+34, calInk, draw.AlignCenter)
		calCountLine.moved(x, y).draw(dst, s.calText.get([2]int{min(done+1, s.months), s.months}, calLine), calInk)
		if frac > 0 && !s.cal.Done() { // the sheet lifting away
			a := 1 - frac
			op := resetOp()
			op.Filter = ebiten.FilterLinear
			op.GeoM.Scale(84, 100*(1-frac*0.6))
			op.GeoM.Rotate(-0.6 * frac)
			op.GeoM.Translate(x-30*frac, y-40*frac)
			tint(op, calPaper, a)
			dst.DrawImage(assets.Pixel(), op)
		}
	}
	if s.medal != "" && s.medalT.Dur > 0 {
		f := s.medalT.F()
		x, y := medalX, st.Y+44+40*ease(f*3)-40
		a := math.Min(1, f*4)
		if s.medalT.Done() {
			a = 1
		}
		drawImageAt(dst, assets.Medal(s.medal, 72), x, y, 1, float32(a))
		if f < 0.7 { // the glint
			gx := x + 14 + 44*f/0.7
			drawGlow(dst, gx, y+38, 12, color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.8*math.Sin(f/0.7*math.Pi))
		}
		if n := len(s.medalLines); n > 0 { // on a dark label, legible by day and by night
			draw.FillRect(dst, draw.Rect{X: x + 36 - s.medalW/2 - 4, Y: y + 73, W: s.medalW + 8, H: float64(n)*15 + 3}, draw.Shade(0.6*a))
		}
		for i, l := range s.medalLines {
			draw.DrawText(dst, l, assets.Bold, s.medalSize, x+36, y+74+float64(i)*15+(12-s.medalSize)/2, draw.ColAccent, draw.AlignCenter)
		}
	}
	if s.rank > 0 && s.promoT.Dur > 0 {
		f := ease(s.promoT.F() * 2)
		x, y := rankX, st.Y+48
		drawImageAt(dst, assets.Rank(s.rank, 48, 64), x, y-30*(1-f), 1, float32(f))
		rankAbbrLine.moved(0, y).draw(dst, present.RankAbbr(s.rank), draw.ColAccent)
	}
}

// The refit's ceremony from the left: the calendar (x 18, 84 px and its shadow), the
// medal (72 px) at medalX with its name under it, medalNameW px wide and centred (clear
// of the calendar on the left and of the new rank on the right: "Verwundetenabzeichen"
// at 9 px is 100 px), the new rank's sleeve (48 px) at rankX.
const (
	medalX     = 126.0
	medalNameW = 102.0
	rankX      = 226.0
)

// medalLines wraps a medal's name into lines medalNameW px wide at 12 px, shrunk (down to
// 9 px) when a word alone is wider ("Verwundetenabzeichen"); it returns the lines and
// their size.
func medalLines(name string) ([]string, float64) {
	for size := 12.0; ; size -= 0.5 {
		lines := draw.Wrap(name, assets.Bold, size, medalNameW)
		fits := true
		for _, l := range lines {
			fits = fits && draw.TextWidth(l, assets.Bold, size) <= medalNameW
		}
		if fits || size <= 9 {
			return lines, size
		}
	}
}

// monthAbbrs are the ids of the yard calendar's month abbreviations, January first.
var monthAbbrs = [12]string{"refit.month.1", "refit.month.2", "refit.month.3", "refit.month.4", "refit.month.5", "refit.month.6",
	"refit.month.7", "refit.month.8", "refit.month.9", "refit.month.10", "refit.month.11", "refit.month.12"}

func monthAbbr(m engine.Month) string { return i18n.T(monthAbbrs[(m.Mon()+11)%12]) }

var (
	yardDay   = [2]color.RGBA{{0x5c, 0x76, 0x92, 0xff}, {0xb0, 0xb4, 0xb4, 0xff}}
	yardDusk  = [2]color.RGBA{{0x34, 0x3c, 0x58, 0xff}, {0xc0, 0x8c, 0x6a, 0xff}}
	yardNight = [2]color.RGBA{{0x03, 0x05, 0x10, 0xff}, {0x12, 0x1a, 0x2c, 0xff}}
)

// yardMonthFrames is how long the calendar takes for one month in the yard (frames at
// the normal pace).
const yardMonthFrames = 60

// light is the yard's light level (light.go) while the refit's months pass: the
// calendar runs through one night, darkest half-way; by day before and after.
func (s *refitStage) light() float64 {
	if s.months <= 0 || s.cal.Dur == 0 || s.cal.Done() {
		return 0
	}
	f := math.Sin(math.Pi * s.cal.F())
	return f * f
}

// drawYard paints the boat on the slipway under cranes at light level n; at night the
// floodlights on the cranes light the hull and the welding flashes glare.
func drawYard(dst *ebiten.Image, frame int, n float64) {
	st := present.Stage
	drawLitSky(dst, st.X, st.Y, int(st.W), 150, n, yardDay, yardDusk, yardNight, frame)
	draw.FillRect(dst, draw.Rect{X: st.X, Y: st.Y + 150, W: st.W, H: st.H - 150}, color.RGBA{0x16, 0x1e, 0x26, 0xff})
	lamps := lampsOn(n)
	// slipway blocks and the boat
	for i := 0; i < 8; i++ {
		fillRect(dst, float32(250+i*48), float32(st.Y+136), 14, 14, darken(concreteDark, n), false)
	}
	sp := assets.Boat(yardFamily, assets.Side, assets.Submerged, 5, false)
	drawShadedSprite(dst, sp, 230, st.Y+126, n*(1-0.5*lamps)) // the floodlights on the hull
	// cranes, their floodlights and a welding spark
	crane := darken(concreteDark, n)
	for _, x := range []float32{120, 720} {
		strokeLine(dst, x, float32(st.Y+150), x, float32(st.Y+20), 5, crane, true)
		strokeLine(dst, x-60, float32(st.Y+24), x+80, float32(st.Y+24), 4, crane, true)
		if lamps > 0 {
			lx := float64(x) + 70
			if x > 400 {
				lx = float64(x) - 50
			}
			ang := math.Atan2(st.Y+110-(st.Y+28), 470-lx)
			drawBeam(dst, lx, st.Y+28, ang, 260, floodWhite, 0.35*lamps)
			drawLamp(dst, lx, st.Y+28, 3, floodWhite, lamps)
			if frame%90 < 60 {
				drawLamp(dst, float64(x), st.Y+18, 2, lampRed, lamps)
			}
		}
	}
	if frame%40 < 6 {
		fillCircle(dst, 470, float32(st.Y+112), 5, color.RGBA{0xff, 0xf0, 0xa0, 0xff}, true)
		drawGlow(dst, 470, st.Y+112, 30, color.RGBA{0xc0, 0xd8, 0xff, 0xff}, 0.2+0.5*lamps)
	}
}

func (s *refitStage) draw(dst *ebiten.Image, c *Campaign) {
	drawYard(dst, s.frame, s.light())
	s.drawCeremony(dst, c)
	st := present.Stage
	rep := draw.Rect{X: 10, Y: st.Y + 160, W: 420, H: st.H - 170}
	draw.Panel(dst, rep)
	sc := c.textScale
	head := i18n.T("refit.report")
	draw.DrawText(dst, head, assets.Bold, draw.FitSize(head, assets.Bold, draw.Sized(15, sc), 10, rep.W-20), rep.X+10, rep.Y+8, draw.ColAccent, draw.AlignLeft)
	// the newest lines that fit, wrapped at the settings' text size
	size := draw.Sized(13, sc)
	lines := s.reportLines(size, rep.W-20)
	top := rep.Y + 10 + draw.LineStep(draw.Sized(15, sc))
	n := max(0, int((rep.Y+rep.H-4-top-draw.LineHeight(assets.Regular, size))/draw.LineStep(size))+1)
	y := top
	for _, l := range lines[max(0, len(lines)-n):] {
		draw.DrawText(dst, l.text, assets.Regular, size, rep.X+10, y, l.col, draw.AlignLeft)
		y += draw.LineStep(size)
	}
	drawLogSheet(dst, refitSheetRect(), c.state().Log, c.state().Options.Keys(), c.textScale)
}

// reportLines returns the report's entries wrapped w px wide at size, wrapped again only
// when an entry came or the size changed.
func (s *refitStage) reportLines(size, w float64) []reportLine {
	if s.wrapN != len(s.report) || s.wrapScale != size {
		s.wrapped = s.wrapped[:0]
		for _, l := range s.report {
			for _, w := range draw.Wrap(l.text, assets.Regular, size, w) {
				s.wrapped = append(s.wrapped, reportLine{w, l.col})
			}
		}
		s.wrapN, s.wrapScale = len(s.report), size
	}
	return s.wrapped
}

// endStage: the career's end — why, the victory level, totals and the log sheet.
type endStage struct {
	end    *engine.CareerEndEvent
	frame  int
	family string // the boat's family (assets): the picture is her type, not always a VII
}

// refitSheetRect is where the refit draws its patrol log sheet, beside the report
// (stage pixels).
func refitSheetRect() draw.Rect {
	st := present.Stage
	return draw.Rect{X: 440, Y: st.Y + 160, W: 430, H: st.H - 170}
}

// endSheetRect is where the career's end draws its patrol log sheet (stage pixels).
func endSheetRect() draw.Rect {
	st := present.Stage
	return draw.Rect{X: 10, Y: st.Y + 310, W: 860, H: st.H - 320}
}

// endTextBox holds the career end's words over the night sky (no star is drawn in it).
var endTextBox = draw.Rect{X: 12, Y: present.Stage.Y + 44, W: 560, H: 180}

// endBoatScale is the picture's scale (px per metre): the longest family (XII) ends
// inside the stage from endBoatX.
const (
	endBoatScale = 3.5
	endBoatX     = 540.0
)

// setBoat picks the picture for the boat's type.
func (s *endStage) setBoat(boatType string) { s.family = assets.Family(boatType) }

func (s *endStage) place() Place { return PlaceCareerEnd }

func (s *endStage) title(c *Campaign) string { return i18n.T("refit.career_over_title") }

func (s *endStage) enter(c *Campaign) { s.setBoat(c.state().Boat.Type) }

func (s *endStage) event(c *Campaign, e engine.Event, instant bool) {
	if e, ok := e.(*engine.CareerEndEvent); ok {
		s.end = e
		s.setBoat(c.state().Boat.Type)
	}
}

func (s *endStage) sync(c *Campaign) {}

func (s *endStage) update(c *Campaign) { s.frame++ }

func (s *endStage) draw(dst *ebiten.Image, c *Campaign) {
	st := present.Stage
	drawSky(dst, true, st.Y+300, endWords[:])
	if s.family == "" {
		s.setBoat(c.state().Boat.Type)
	}
	sp := assets.Boat(s.family, assets.Side, assets.Surfaced, endBoatScale, false)
	drawShadedSprite(dst, sp, endBoatX, st.Y+300, 0.85) // her own type, by night
	state := c.state()
	reason, victory := state.EndReason, state.Victory
	tons, ships := state.CareerTons, state.CareerShips
	if s.end != nil {
		reason, victory, tons, ships = s.end.Reason, s.end.Victory, s.end.Tons, s.end.Ships
	}
	// the words over the sky, each shrunk into endTextBox's width if need be (they keep
	// their size at a larger text size: the box is full at the normal one)
	words := func(t string, font int, size, y float64, col color.RGBA) {
		w := endTextBox.X + endTextBox.W - 30
		draw.DrawText(dst, t, font, draw.FitSize(t, font, size, 11, w), 30, y, col, draw.AlignLeft)
	}
	words(i18n.T("refit.career_over"), assets.Bold, 34, endTextBox.Y+6, draw.ColAccent)
	if reason != "" {
		// why, and what sank the boat (State.LossCause) in words, not the engine's English
		words(i18n.T("refit.because", "reason", present.FateText(reason, state.LossCause)), assets.Regular, 18, st.Y+96, draw.ColInk)
	}
	if victory != "" {
		words(present.VictoryName(victory), assets.Bold, 28, st.Y+130, draw.ColInk)
	}
	words(i18n.T("refit.career_total", "n", ships, "tons", present.Tons(tons), "patrols", present.Plural(state.PatrolCount, "patrol")), assets.Regular, 18, st.Y+172, draw.ColInk)
	words(present.RankAndName(present.RankName(max(1, state.Rank)), state.Crew.Name), assets.Regular, 16, st.Y+200, draw.ColDim)
	// opt 14.13: his record under the player's total, wrapped left of the answer's button
	for i, l := range draw.Wrap(present.CardHistoryLine(state), assets.Regular, 14, endTextBox.W-30) {
		if i < 3 {
			words(l, assets.Regular, 14, st.Y+226+float64(i)*19, draw.ColAccent)
		}
	}
	drawLogSheet(dst, endSheetRect(), state.Log, state.Options.Keys(), c.textScale)
}
