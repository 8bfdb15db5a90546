package scenes

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/engine"
	"uboat/game"
)

// refitStage: the end of a patrol and the refit — the patrol's result, the months in the
// yard, crew recovery, promotion, decorations, a new boat, and the patrol log sheet.
type refitStage struct {
	titleText memo[int]
	report    []reportLine
	patrol    *engine.PatrolEndEvent
	months    int
	frame     int
}

type reportLine struct {
	text string
	col  color.RGBA
}

func (s *refitStage) kind() Kind { return KindRefit }

func (s *refitStage) title(c *Campaign) string {
	if s.months > 0 {
		return s.titleText.get(s.months, refitTitleText)
	}
	return "Back in port — refit"
}

func refitTitleText(months int) string {
	return "Refit — " + strconv.Itoa(months) + " month(s) in the yard"
}

func (s *refitStage) enter(c *Campaign) {}

func (s *refitStage) add(t string, col color.RGBA) {
	s.report = append(s.report, reportLine{t, col})
	if len(s.report) > 14 {
		s.report = s.report[1:]
	}
}

func (s *refitStage) event(c *Campaign, e engine.Event, instant bool) {
	switch e := e.(type) {
	case *engine.PatrolEndEvent:
		s.report = s.report[:0]
		s.patrol = e
		s.months = 0
		s.add(game.EventText(e), game.ColAccent)
	case *engine.RefitEvent:
		s.months = e.Months
		s.add(game.EventText(e), game.ColInk)
	case *engine.KeyEvent:
		col := game.ColInk
		if e.T == engine.TPromotion || e.T == engine.TDecoration {
			col = game.ColAccent
		}
		s.add(game.EventText(e), col)
	case *engine.CrewEvent:
		s.add(game.EventText(e), game.ColInk)
	case *engine.UboatDamageEvent:
		s.add(game.EventText(e), game.ColInk)
	case *engine.RollEvent:
		s.add(game.RollText(e), game.ColDim)
	}
}

func (s *refitStage) sync(c *Campaign) {}

func (s *refitStage) update(c *Campaign) { s.frame++ }

func (s *refitStage) panelArea() game.Rect {
	return game.Rect{X: 0, Y: game.Stage.Y + 150, W: game.Stage.W, H: game.Stage.H - 150}
}

// drawYard paints the boat on the slipway under cranes.
func drawYard(dst *ebiten.Image, frame int) {
	st := game.Stage
	drawImageAt(dst, gradient(int(st.W), 150, color.RGBA{0x34, 0x3c, 0x48, 0xff}, color.RGBA{0x7a, 0x7a, 0x78, 0xff}), st.X, st.Y, 1, 1)
	game.FillRect(dst, game.Rect{X: st.X, Y: st.Y + 150, W: st.W, H: st.H - 150}, color.RGBA{0x16, 0x1e, 0x26, 0xff})
	// slipway blocks and the boat
	for i := 0; i < 8; i++ {
		fillRect(dst, float32(250+i*48), float32(st.Y+136), 14, 14, concreteDark, false)
	}
	sp := assets.Render(assets.SilUboat, 6, uboatGrey, false)
	drawSprite(dst, sp, 230, st.Y+138, 1, 0, 0, 1)
	// cranes and a welding spark
	for _, x := range []float32{120, 720} {
		strokeLine(dst, x, float32(st.Y+150), x, float32(st.Y+20), 5, concreteDark, true)
		strokeLine(dst, x-60, float32(st.Y+24), x+80, float32(st.Y+24), 4, concreteDark, true)
	}
	if frame%40 < 6 {
		fillCircle(dst, 470, float32(st.Y+112), 5, color.RGBA{0xff, 0xf0, 0xa0, 0xff}, true)
	}
}

func (s *refitStage) draw(dst *ebiten.Image, c *Campaign) {
	drawYard(dst, s.frame)
	st := game.Stage
	rep := game.Rect{X: 10, Y: st.Y + 160, W: 420, H: st.H - 170}
	game.Panel(dst, rep)
	game.DrawText(dst, "PATROL AND REFIT REPORT", assets.Bold, 15, rep.X+10, rep.Y+8, game.ColAccent, game.AlignLeft)
	y := rep.Y + 32
	for _, l := range s.report {
		for _, w := range game.Wrap(l.text, assets.Regular, 13, rep.W-20) {
			if y > rep.Y+rep.H-18 {
				break
			}
			game.DrawText(dst, w, assets.Regular, 13, rep.X+10, y, l.col, game.AlignLeft)
			y += 17
		}
	}
	drawLogSheet(dst, game.Rect{X: 440, Y: st.Y + 160, W: 430, H: st.H - 170}, c.state().Log)
}

// endStage: the career's end — why, the victory level, totals and the log sheet.
type endStage struct {
	end   *engine.CareerEndEvent
	frame int
}

func (s *endStage) kind() Kind { return KindEnd }

func (s *endStage) title(c *Campaign) string { return "Career over" }

func (s *endStage) enter(c *Campaign) {}

func (s *endStage) event(c *Campaign, e engine.Event, instant bool) {
	if e, ok := e.(*engine.CareerEndEvent); ok {
		s.end = e
	}
}

func (s *endStage) sync(c *Campaign) {}

func (s *endStage) update(c *Campaign) { s.frame++ }

func (s *endStage) panelArea() game.Rect {
	return game.Rect{X: 0, Y: game.Stage.Y + 250, W: game.Stage.W, H: game.Stage.H - 250}
}

func (s *endStage) draw(dst *ebiten.Image, c *Campaign) {
	st := game.Stage
	drawSky(dst, true, st.Y+300)
	sp := assets.Render(assets.SilUboat, 4, nightShip, true)
	drawSprite(dst, sp, 600, st.Y+300, 1, 0, 0, 1)
	state := c.state()
	reason, victory := state.EndReason, state.Victory
	tons, ships := state.CareerTons, state.CareerShips
	if s.end != nil {
		reason, victory, tons, ships = s.end.Reason, s.end.Victory, s.end.Tons, s.end.Ships
	}
	game.DrawText(dst, "CAREER OVER", assets.Bold, 34, 30, st.Y+50, game.ColAccent, game.AlignLeft)
	if reason != "" {
		game.DrawText(dst, "Because "+game.Words(reason)+".", assets.Regular, 18, 30, st.Y+96, game.ColInk, game.AlignLeft)
	}
	if victory != "" {
		game.DrawText(dst, game.VictoryName(victory), assets.Bold, 28, 30, st.Y+130, game.ColInk, game.AlignLeft)
	}
	game.DrawText(dst, strconv.Itoa(ships)+" ships sunk, "+game.Tons(tons)+" in "+strconv.Itoa(state.PatrolCount)+" patrols", assets.Regular, 18, 30, st.Y+172, game.ColInk, game.AlignLeft)
	game.DrawText(dst, game.RankName(max(1, state.Rank))+" "+state.Crew.Name, assets.Regular, 16, 30, st.Y+200, game.ColDim, game.AlignLeft)
	drawLogSheet(dst, game.Rect{X: 10, Y: st.Y + 310, W: 860, H: st.H - 320}, state.Log)
}
