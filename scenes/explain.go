//go:build testhooks

package scenes

import (
	"uboat/game"
	"uboat/present"
)

// explainer is the test build's -explain (game.Options.Explain, issue 14: the smoke and
// browser tests picture the help): under autoplay, at the first decision of an encounter
// with a roll on the dice tray whose table has a chart, it opens the rules browser at
// the rule of torpedo attacks (9.2), then the roll's chart with the roll's row and column
// highlighted, then shows the tooltip of the first die; each stays explainFrames frames
// and is pictured half-way as a moment: rules_browser, chart_roll, tooltip.
type explainer struct {
	step int // 0 waiting, 1 the rules shown, 2 the chart shown, 3 the tooltip shown, 4 done
	at   int // the frame the tooltip showed
}

// explainFrames is how long each is shown (frames).
const explainFrames = 180

// explain runs the next step; it reports whether the decision waits for it.
func (e *explainer) explain(g *game.Game, c *Campaign) bool {
	roll := c.Dice.ev
	switch e.step {
	case 0:
		if c.place != PlaceEncounter || roll == nil || !present.HasChart(roll.Table) {
			return false
		}
		rb := NewRulesBook(g, "9.2")
		rb.shownFor, rb.moment = explainFrames, "rules_browser"
		g.Push(rb)
		e.step = 1
	case 1:
		if roll == nil {
			e.step = 4
			return false
		}
		rb := newRulesBook(g, present.ChartHome(roll.Table), roll)
		rb.shownFor, rb.moment = explainFrames, "chart_roll"
		g.Push(rb)
		e.step = 2
	case 2:
		if roll == nil {
			e.step = 4
			return false
		}
		x, y := present.DiceBox.X+8+16, present.DiceBox.Y+24+16 // the first die
		c.tip.show(x, y, g.Settings.TextScale, c)
		g.Moment("tooltip", explainFrames/2)
		e.step, e.at = 3, g.Frame
	case 3:
		if g.Frame-e.at < explainFrames {
			c.tip.show(present.DiceBox.X+8+16, present.DiceBox.Y+24+16, g.Settings.TextScale, c) // (kept over the frames' input)
			return true
		}
		c.tip.hide()
		e.step = 4
		return false
	default:
		return false
	}
	return true
}
