package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/engine/outlook"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// The odds of the whole career (issue 14): while a decision is on screen, careers are
// played onward from it in the background (engine/outlook), a few milliseconds of each
// frame, and the dock says what they come to: for the option in focus, the share that
// reach May 1945, the expected career tonnage and the most frequent victory level, beside
// the same for the Commander's own answer.

// outlookBudget is the time of a frame the careers onward may take (of 16.7 ms).
const outlookBudget = 3 * time.Millisecond

// outlookMax is how many careers onward a decision gets: enough for figures to a point.
const outlookMax = 6000

// outlookSource is a driver that can replay its career (game.EngineDriver).
type outlookSource interface {
	Career() *engine.Career
	Answers() []engine.Answer
}

// careerOutlook is the estimate of the decision on screen and its words.
type careerOutlook struct {
	est     *outlook.Estimator
	max     int // careers onward to play (0: outlookMax)
	seq     int
	line    string // the words: the option in focus, then the game's own choice
	shown   string // line as fitted (size)
	size    float64
	lineSc  float64
	fitFor  string
	madeAt  int // careers played when the words were made
	madeFor string
	lang    i18n.Lang
}

// start begins the estimate of decision d (the engine's own), or none: odds off, the
// demonstration, a replay, a driver that cannot replay its career.
func (o *careerOutlook) start(g *game.Game, c *Campaign, d *engine.Decision) {
	o.est, o.line, o.madeAt, o.madeFor = nil, "", -1, ""
	if d == nil || !g.Settings.ShowOdds || g.Demo || c.replay {
		return
	}
	src, ok := c.drv.(outlookSource)
	if !ok || src.Career() == nil {
		return
	}
	est, err := outlook.New(src.Career().Config(), src.Answers(), d)
	if err != nil {
		g.Logf("career outlook: %v", err)
		return
	}
	o.est, o.seq = est, d.Seq
}

// update plays careers onward for the frame's budget and makes the words again when the
// figures or the option in focus changed.
func (o *careerOutlook) update(c *Campaign) {
	if o.est == nil {
		return
	}
	most := o.max
	if most == 0 {
		most = outlookMax
	}
	if o.est.Played() < most {
		t0 := time.Now()
		for o.est.Played() < most && time.Since(t0) < outlookBudget {
			if err := o.est.Step(1); err != nil {
				o.est = nil
				return
			}
		}
	}
	key := ""
	if d := c.Panel.D; d != nil && c.salvo == nil && c.reloads == nil && !c.Panel.Confirming() {
		if i := c.Panel.Focused(); i >= 0 && i < len(d.Options) {
			key = d.Options[i].Key
		}
	}
	n := o.est.Played()
	if key == o.madeFor && o.lang == i18n.Current() && (n == o.madeAt || n-o.madeAt < 200 && n < most) {
		return
	}
	o.madeAt, o.madeFor, o.lang = n, key, i18n.Current()
	if n < 60 { // too few for a figure yet
		o.line = i18n.T("outlook.working")
		return
	}
	cm := o.est.Overall()
	game := i18n.T("outlook.commander", "p", present.Percent(cm.Survival()), "tons", present.Tons(roundTons(cm.MeanTons())), "n", n)
	o.line = game
	if key != "" {
		e := o.est.Option(key)
		o.line = i18n.T("outlook.choice", "p", present.Percent(e.Survival()), "tons", present.Tons(roundTons(e.MeanTons())),
			"victory", present.VictoryName(likeliest(&e))) + " — " + game
	}
}

// roundTons rounds an expected tonnage to hundreds of tons: an estimate, not a count.
func roundTons(t float64) int { return int(t/100+0.5) * 100 }

// likeliest returns the victory level most careers of e ended at.
func likeliest(e *outlook.Estimate) string {
	best, bestN := "", -1
	for k, n := range e.Victories {
		if n > bestN || n == bestN && k < best {
			best, bestN = k, n
		}
	}
	return best
}

// draw writes the words in the line the dock keeps under the prompt (DecisionPanel.Aside),
// shrunk to its width.
func (o *careerOutlook) draw(dst *ebiten.Image, p *present.DecisionPanel, sc float64) {
	r := p.AsideRect()
	if o.est == nil || r.W <= 0 || o.line == "" {
		return
	}
	if o.lineSc != sc || o.fitFor != o.line {
		o.size = draw.FitSize(o.line, assets.Regular, draw.Sized(13, sc), 9, r.W)
		o.shown = o.line
		if draw.TextWidth(o.line, assets.Regular, o.size) > r.W {
			o.shown = draw.Ellipsis(o.line, assets.Regular, o.size, r.W)
		}
		o.lineSc, o.fitFor = sc, o.line
	}
	draw.DrawText(dst, o.shown, assets.Regular, o.size, r.X, r.Y+(r.H-draw.LineHeight(assets.Regular, o.size))/2, draw.ColDim, draw.AlignLeft)
}
