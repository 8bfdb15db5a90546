package scenes

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/engine"
	"uboat/game"
)

// portStage: the boat alongside in its base, the orders for the next patrol and the
// loading decisions.
type portStage struct {
	titleText memo[portTitle]
	orders    *engine.AssignmentEvent
	started   *engine.CareerStart
	notes     []string
	t         int
}

func (s *portStage) kind() Kind { return KindPort }

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
		return "In port — " + game.AreaName(k.base) + ", " + game.MonthName(k.date)
	}
	return "In port — " + game.MonthName(k.date)
}

func (s *portStage) enter(c *Campaign) { s.notes = s.notes[:0]; s.orders = nil }

func (s *portStage) event(c *Campaign, e engine.Event, instant bool) {
	switch e := e.(type) {
	case *engine.CareerStart:
		s.started = e
	case *engine.AssignmentEvent:
		s.orders = e
	case *engine.RollEvent:
		if e.Table == "P1" || e.Table == "AIR_RAID" || e.Table == "RANK" {
			s.addNote(game.RollText(e))
		}
	case *engine.KeyEvent:
		s.addNote(game.EventText(e))
	}
}

func (s *portStage) addNote(n string) {
	s.notes = append(s.notes, n)
	if len(s.notes) > 6 {
		s.notes = s.notes[1:]
	}
}

func (s *portStage) sync(c *Campaign) {}

func (s *portStage) update(c *Campaign) { s.t++ }

func (s *portStage) panelArea() game.Rect {
	return game.Rect{X: 0, Y: game.Stage.Y + 120, W: game.Stage.W, H: game.Stage.H - 120}
}

var (
	concrete     = color.RGBA{0x8c, 0x8a, 0x84, 0xff}
	concreteDark = color.RGBA{0x5a, 0x58, 0x54, 0xff}
	penDark      = color.RGBA{0x14, 0x18, 0x1c, 0xff}
	quay         = color.RGBA{0x6a, 0x62, 0x58, 0xff}
	duskTop      = color.RGBA{0x2a, 0x3a, 0x5c, 0xff}
	duskLow      = color.RGBA{0xd8, 0x9a, 0x6a, 0xff}
)

// drawHarbour paints the base: dusk sky, the U-boat bunker, cranes, the quay and the boat.
func drawHarbour(dst *ebiten.Image, t int) {
	st := game.Stage
	water := st.Y + 330
	drawImageAt(dst, gradient(int(st.W), 330, duskTop, duskLow), st.X, st.Y, 1, 1)
	drawImageAt(dst, gradient(int(st.W), int(st.H-330), color.RGBA{0x3a, 0x46, 0x52, 0xff}, color.RGBA{0x10, 0x18, 0x20, 0xff}), st.X, water, 1, 1)
	// bunker with four pens
	bx, by := float32(470), float32(st.Y+150)
	fillRect(dst, bx, by, 410, float32(water)-by, concrete, false)
	fillRect(dst, bx-6, by-22, 422, 26, concreteDark, false)
	for i := 0; i < 4; i++ {
		px := bx + 18 + float32(i)*98
		fillRect(dst, px, by+60, 80, float32(water)-by-60, penDark, false)
		fillCircle(dst, px+40, by+62, 40, penDark, true)
		fillRect(dst, px-4, by+20, 88, 4, concreteDark, false)
	}
	// crane
	cx := float32(150)
	strokeLine(dst, cx, float32(water)-20, cx, float32(st.Y+110), 5, concreteDark, true)
	strokeLine(dst, cx-30, float32(st.Y+115), cx+150, float32(st.Y+115), 5, concreteDark, true)
	strokeLine(dst, cx+130, float32(st.Y+115), cx+130, float32(st.Y+180)+float32(t%240)/8, 1.5, concreteDark, true)
	strokeLine(dst, cx, float32(st.Y+130), cx+60, float32(st.Y+115), 2, concreteDark, true)
	// quay
	fillRect(dst, 0, float32(water)-20, 470, 20, quay, false)
	fillRect(dst, 0, float32(water), 470, 6, color.RGBA{0x20, 0x24, 0x28, 0xff}, false)
	// the boat alongside
	sp := assets.Boat(yardFamily, assets.Side, assets.Surfaced, 5, false)
	bob := 1.5 * sinT(t, 180)
	drawSprite(dst, sp, 60, water+28+bob, 1, 0, 0, 1)
}

func (s *portStage) draw(dst *ebiten.Image, c *Campaign) {
	yardFamily = assets.Family(c.state().Boat.Type)
	drawHarbour(dst, s.t)
	drawOfficers(dst, c, 16, game.Stage.Y+44)
	st := game.Stage
	card := game.Rect{X: 480, Y: st.Y + 84, W: 390, H: 84}
	if s.orders != nil {
		game.Panel(dst, card)
		game.DrawText(dst, "ORDERS", assets.Bold, 15, card.X+12, card.Y+8, game.ColAccent, game.AlignLeft)
		game.DrawText(dst, game.AreaName(s.orders.Area), assets.Bold, 20, card.X+12, card.Y+28, game.ColInk, game.AlignLeft)
		line := "From " + game.AreaName(s.orders.Base) + " · " + strconv.Itoa(len(s.orders.Track)) + " boxes"
		if s.orders.Wolfpack {
			line += " · wolfpack"
		}
		if s.orders.Mission != "" && s.orders.Mission != "none" {
			line += " · " + game.Words(s.orders.Mission)
		}
		game.DrawText(dst, line, assets.Regular, 14, card.X+12, card.Y+56, game.ColInk, game.AlignLeft)
	} else if s.started != nil {
		game.Panel(dst, card)
		game.DrawText(dst, "NEW COMMAND", assets.Bold, 15, card.X+12, card.Y+8, game.ColAccent, game.AlignLeft)
		game.DrawText(dst, s.started.ID+" · Type "+s.started.Type, assets.Bold, 20, card.X+12, card.Y+28, game.ColInk, game.AlignLeft)
		game.DrawText(dst, "Kommandant "+s.started.Kmdt, assets.Regular, 14, card.X+12, card.Y+56, game.ColInk, game.AlignLeft)
	}
	if len(s.notes) > 0 && c.Panel.D == nil {
		y := st.Y + 380.0
		for _, n := range s.notes {
			game.DrawText(dst, clip(n, 100), assets.Regular, 14, 20, y, game.ColInk, game.AlignLeft)
			y += 19
		}
	}
}

var officerNames = [5]string{"Kommandant", "1st WO", "2nd WO", "Chief Eng.", "Doctor"}

// drawOfficers draws the five officers' portraits in a row at x, y, each marked by its
// state: wounded officers with an amber or orange bar, the dead dimmed and struck through.
func drawOfficers(dst *ebiten.Image, c *Campaign, x, y float64) {
	m := &c.Status.Model
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
		game.DrawText(dst, officerNames[i], assets.Regular, 11, px+30, y+62, game.ColInk, game.AlignCenter)
		switch mem.Status {
		case engine.LW:
			drawRect(dst, px+10, y+56, 40, 3, game.ColWarn, 1)
		case engine.SW:
			drawRect(dst, px+10, y+56, 40, 3, color.RGBA{0xe8, 0x80, 0x40, 0xff}, 1)
		case engine.KIA:
			drawLine(dst, px+8, y+8, px+52, y+52, 3, game.ColBad, 1)
		}
	}
	if m.Rank > 0 {
		drawImageAt(dst, assets.Rank(m.Rank, 30, 42), x+5*78, y+6, 1, 1)
	}
}
