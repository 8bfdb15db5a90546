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

// portStage: the boat alongside in its base, the orders for the next patrol and the
// loading decisions.
type portStage struct {
	titleText memo[portTitle]
	orders    *engine.AssignmentEvent
	wolfpack  string // opt 14.5: the (W) patrol's wolfpack name (note wolfpack_name)
	started   *engine.CareerStart
	notes     []string
	t         int
	night     float64 // light level (light.go): by day on arrival, dusk while loading, night to sail
	nightTo   float64 // the light level night is moving to
	visit     int     // c.patrolsEnded when the port came on screen: a new stay resets the light
	visited   bool
}

func (s *portStage) place() Place { return PlacePort }

type portTitle struct {
	base string
	date engine.Month
}

func (s *portStage) title(c *Campaign) string {
	st := c.state()
	return s.titleText.get(portTitle{st.Base, st.Date}, portTitleText)
}

func portTitleText(k portTitle) string {
	if k.base != "" {
		return i18n.T("stage.port.title_base", "base", present.AreaName(k.base), "month", present.MonthName(k.date))
	}
	return i18n.T("stage.port.title", "month", present.MonthName(k.date))
}

func (s *portStage) enter(c *Campaign) {
	s.notes = s.notes[:0]
	s.orders = nil
	if !s.visited || s.visit != c.patrolsEnded {
		// a new stay in port (not the scene coming back within the same stay): by day
		// again
		s.visited, s.visit = true, c.patrolsEnded
		s.night, s.nightTo = 0, 0
	}
}

func (s *portStage) event(c *Campaign, e engine.Event, instant bool) {
	switch e := e.(type) {
	case *engine.CareerStart:
		s.started = e
	case *engine.AssignmentEvent:
		s.orders, s.wolfpack = e, ""
		s.nightTo = 1 // the orders: the boat sails at nightfall
		if instant {
			s.night = 1
		} else {
			c.queue.Hold(portNightHold / c.speed()) // nightfall before the boat leaves
		}
	case *engine.RollEvent:
		if e.Table == engine.TableP1 || e.Table == engine.TableAirRaid || e.Table == engine.TableRank {
			s.addNote(present.RollText(e))
		}
	case *engine.KeyEvent:
		if e.T == engine.TNote && e.Key == "wolfpack_name" { // opt 14.5 "Eisbär (5)"
			s.wolfpack, _, _ = strings.Cut(e.Detail, " (")
		}
		s.addNote(present.EventText(e))
	}
}

func (s *portStage) addNote(n string) {
	s.notes = append(s.notes, n)
	if len(s.notes) > 6 {
		s.notes = s.notes[1:]
	}
}

func (s *portStage) sync(c *Campaign) {}

func (s *portStage) update(c *Campaign) {
	s.t++
	if c.Panel.D != nil && s.nightTo < 0.5 {
		s.nightTo = 0.5 // the patrol and loading decisions: dusk as the boat makes ready
	}
	if s.night != s.nightTo {
		s.night = stepToward(s.night, s.nightTo, portNightRate*float64(c.speed()))
		if s.night >= 0.8 {
			c.moment("port_night")
		}
	}
}

var (
	concrete     = color.RGBA{0x8c, 0x8a, 0x84, 0xff}
	concreteDark = color.RGBA{0x5a, 0x58, 0x54, 0xff}
	penDark      = color.RGBA{0x14, 0x18, 0x1c, 0xff}
	quay         = color.RGBA{0x6a, 0x62, 0x58, 0xff}
	duskTop      = color.RGBA{0x2a, 0x3a, 0x5c, 0xff}
	duskLow      = color.RGBA{0xd8, 0x9a, 0x6a, 0xff}

	harbourDay   = [2]color.RGBA{{0x5e, 0x8c, 0xbc, 0xff}, {0xc8, 0xd6, 0xe0, 0xff}}
	harbourDusk  = [2]color.RGBA{duskTop, duskLow}
	harbourNight = [2]color.RGBA{{0x03, 0x05, 0x10, 0xff}, {0x14, 0x1e, 0x34, 0xff}}
	harbourWater = [2]color.RGBA{{0x3a, 0x46, 0x52, 0xff}, {0x10, 0x18, 0x20, 0xff}}
	harbourDark  = [2]color.RGBA{{0x08, 0x0e, 0x18, 0xff}, {0x02, 0x04, 0x08, 0xff}}
)

// The port's light (light.go): by day when the scene opens, dusk from the first decision
// (patrol request, torpedo loading), night once the orders are in; portNightRate is the
// change of light level per frame at the normal pace (day to night in a second), and
// the orders hold the queue portNightHold frames, time enough for the whole nightfall,
// so that the boat sails in the dark.
const (
	portNightRate = 1.0 / 60
	portNightHold = 60
)

// drawHarbour paints the base at light level n (0 day … 1 night, see light.go): the sky,
// the U-boat bunker, a crane, the quay and the boat; after dusk the lamps on the quay,
// the lit pens, the crane's red light and a searchlight sweeping from the bunker roof.
func drawHarbour(dst *ebiten.Image, t int, n float64) {
	st := present.Stage
	water := st.Y + 330
	drawLitSky(dst, st.X, st.Y, int(st.W), 330, n, harbourDay, harbourDusk, harbourNight, t)
	wh := int(st.H - 330)
	drawImageAt(dst, gradient(int(st.W), wh, harbourWater[0], harbourWater[1]), st.X, water, 1, 1)
	if n > 0 {
		drawImageAt(dst, gradient(int(st.W), wh, harbourDark[0], harbourDark[1]), st.X, water, 1, float32(clamp01(n)))
	}
	lamps := lampsOn(n)
	// bunker with four pens
	bx, by := float32(470), float32(st.Y+150)
	if lamps > 0 { // the searchlight on the roof, behind the bunker's edge
		ang := -math.Pi/2 - 0.35 + 0.45*sinT(t, 600)
		drawBeam(dst, float64(bx)+360, float64(by)-24, ang, 360, floodWhite, 0.45*lamps)
	}
	fillRect(dst, bx, by, 410, float32(water)-by, darken(concrete, n), false)
	fillRect(dst, bx-6, by-22, 422, 26, darken(concreteDark, n), false)
	for i := 0; i < 4; i++ {
		px := bx + 18 + float32(i)*98
		fillRect(dst, px, by+60, 80, float32(water)-by-60, penDark, false)
		fillCircle(dst, px+40, by+62, 40, penDark, true)
		fillRect(dst, px-4, by+20, 88, 4, darken(concreteDark, n), false)
		if lamps > 0 { // work lights deep in the pen
			drawGlow(dst, float64(px)+40, water-30, 34, lampAmber, 0.35*lamps)
			drawReflection(dst, float64(px)+40, water+2, 50, lampAmber, lamps*0.8, t)
		}
	}
	// crane
	cx := float32(150)
	crane := darken(concreteDark, n)
	strokeLine(dst, cx, float32(water)-20, cx, float32(st.Y+110), 5, crane, true)
	strokeLine(dst, cx-30, float32(st.Y+115), cx+150, float32(st.Y+115), 5, crane, true)
	strokeLine(dst, cx+130, float32(st.Y+115), cx+130, float32(st.Y+180)+float32(t%240)/8, 1.5, crane, true)
	strokeLine(dst, cx, float32(st.Y+130), cx+60, float32(st.Y+115), 2, crane, true)
	if lamps > 0 && t%90 < 60 { // the aircraft warning light on the jib
		drawLamp(dst, float64(cx)+150, st.Y+113, 2.5, lampRed, lamps)
	}
	// quay and its lamps
	fillRect(dst, 0, float32(water)-20, 470, 20, darken(quay, n), false)
	fillRect(dst, 0, float32(water), 470, 6, color.RGBA{0x20, 0x24, 0x28, 0xff}, false)
	for _, lx := range [3]float64{250, 340, 430} {
		strokeLine(dst, float32(lx), float32(water)-20, float32(lx), float32(water)-72, 2, crane, true)
		drawLamp(dst, lx, water-74, 3, lampAmber, lamps)
		drawReflection(dst, lx, water+8, 70, lampAmber, lamps, t)
	}
	// the boat alongside
	sp := assets.Boat(yardFamily, assets.Side, assets.Surfaced, 5, false)
	bob := 1.5 * sinT(t, 180)
	drawShadedSprite(dst, sp, 60, water+28+bob, n)
}

// drawShadedSprite draws a sprite (stern-waterline point at x, y) darkened for light
// level n like the buildings around it.
func drawShadedSprite(dst *ebiten.Image, sp *assets.Sprite, x, y, n float64) {
	op := resetOp()
	op.GeoM.Translate(x-sp.SternX, y-sp.WaterlineY)
	k := float32(1 - 0.6*clamp01(n))
	op.ColorScale.Scale(k, k, k*1.04, 1)
	dst.DrawImage(sp.Img, op)
}

func (s *portStage) draw(dst *ebiten.Image, c *Campaign) {
	yardFamily = assets.Family(c.state().Boat.Type)
	drawHarbour(dst, s.t, s.night)
	drawOfficers(dst, c, 16, present.Stage.Y+44)
	st := present.Stage
	card := portCard
	if s.orders != nil {
		draw.Panel(dst, card)
		portCardHead.draw(dst, i18n.T("stage.port.orders"), draw.ColAccent)
		portCardMain.draw(dst, present.AreaName(s.orders.Area), draw.ColInk)
		line := i18n.T("stage.port.from", "base", present.AreaName(s.orders.Base), "boxes", present.Plural(len(s.orders.Track), "box"))
		switch {
		case s.orders.Wolfpack && s.wolfpack != "": // opt 14.5
			line += " · " + i18n.T("board.wolfpack", "name", s.wolfpack)
		case s.orders.Wolfpack:
			line += " · " + i18n.T("stage.port.wolfpack")
		}
		if s.orders.Mission != "" && s.orders.Mission != engine.MissionNone {
			line += " · " + present.MissionName(s.orders.Mission)
		}
		portCardOther.draw(dst, line, draw.ColInk)
	} else if s.started != nil {
		draw.Panel(dst, card)
		portCardHead.draw(dst, i18n.T("stage.port.new_command"), draw.ColAccent)
		portCardMain.draw(dst, s.started.ID+" · "+i18n.T("board.type", "type", s.started.Type), draw.ColInk)
		portCardOther.draw(dst, present.KommandantTitle(s.started.Kmdt), draw.ColInk)
	}
	if len(s.notes) > 0 && c.Panel.D == nil {
		y := st.Y + 380.0
		for _, n := range s.notes {
			fs := draw.FitSize(n, assets.Regular, 14, 10, st.W-40) // shrunk to fit, not cut
			draw.DrawText(dst, n, assets.Regular, fs, 20, y+(14-fs)/2, draw.ColInk, draw.AlignLeft)
			y += 19
		}
	}
}

// officerNames are the ids of the officers' names under their portraits.
var officerNames = [5]string{"stage.officer.kmdt", "stage.officer.1wo", "stage.officer.2wo", "stage.officer.li", "stage.officer.doctor"}

// drawOfficers draws the five officers' portraits in a row at x, y, each marked by its
// state: wounded officers with an amber or orange bar, the dead dimmed and struck through.
func drawOfficers(dst *ebiten.Image, c *Campaign, x, y float64) {
	m := &c.Status.View
	for i, key := range assets.PortraitMembers {
		px := x + float64(i)*78
		mem := m.Crew[i]
		if mem.Absent {
			continue
		}
		a := float32(1)
		if mem.Status == engine.KIA {
			a = 0.35
		}
		drawImageAt(dst, assets.Portrait(key, 60), px, y, 1, a)
		officerLine.moved(px, y).draw(dst, i18n.T(officerNames[i]), draw.ColInk)
		switch mem.Status {
		case engine.LW:
			drawRect(dst, px+10, y+56, 40, 3, draw.ColWarn, 1)
		case engine.SW:
			drawRect(dst, px+10, y+56, 40, 3, color.RGBA{0xe8, 0x80, 0x40, 0xff}, 1)
		case engine.KIA:
			drawLine(dst, px+8, y+8, px+52, y+52, 3, draw.ColBad, 1)
		}
	}
	if r := c.Status.Rank(); r > 0 {
		drawImageAt(dst, assets.Rank(r, 30, 42), x+5*78, y+6, 1, 1)
	}
}
