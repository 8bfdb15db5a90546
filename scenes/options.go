package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// OptionsPage is the career setup's page of optional rules (4.5.2 and chapter 14,
// docs/options.md): the presets Standard, Historical and Everything, then each
// implemented rule under its group, with its rule number and a line saying what it does,
// switched on or off by a click. Done (focused first: leaving changes nothing) goes back
// to the setup with the choice.
type OptionsPage struct {
	setup *Setup
	list  draw.ButtonList
	heads []optionsHead // the group headings and where they stand
	words [2]boxText    // title, intro
	sc    float64
	lang  i18n.Lang
	frame int
	tip   tooltip      // each rule's and preset's explanation (hover, long press, F1/H/?)
	tips  present.Tips // their regions: the buttons
}

type optionsHead struct {
	id   string
	x, y float64
}

// NewOptionsPage builds the page for the setup s; it edits s's options.
func NewOptionsPage(s *Setup) *OptionsPage {
	p := &OptionsPage{setup: s, sc: s.sc}
	for i, pr := range present.OptionPresets {
		p.list.Buttons = append(p.list.Buttons, draw.Button{R: draw.Rect{X: 40 + float64(i)*220, Y: 104, W: 200, H: 40}, Key: "preset:" + pr.ID})
	}
	// two columns: a group that would run past the bottom starts the second; the rows are
	// as tall as fits every rule (62 px, down to 40 when there are many)
	step := 62.0
	for ; step > 40 && !optionsFit(step); step-- {
	}
	x, y := 40.0, 160.0
	for _, g := range present.OptionGroups {
		if need := 28 + step*float64(len(g.Keys)); y+need > optionsBottom && x == 40 {
			x, y = 660, 160
		}
		p.heads = append(p.heads, optionsHead{id: g.ID, x: x, y: y})
		y += 28
		for _, k := range g.Keys {
			p.list.Buttons = append(p.list.Buttons, draw.Button{R: draw.Rect{X: x, Y: y, W: 580, H: step - 6}, Key: "opt:" + k})
			y += step
		}
		y += 8
	}
	p.list.Buttons = append(p.list.Buttons, draw.Button{R: draw.Rect{X: 1090, Y: 660, W: 150, H: 40}, Sub: i18n.T("key.esc"), Key: "done"})
	p.list.Focus = len(p.list.Buttons) - 1 // the safest answer: change nothing
	p.words = [2]boxText{
		{font: assets.Bold, size: 30, col: draw.ColAccent, r: draw.Rect{X: 40, Y: 26, W: 1200, H: 42}},
		{size: 16, col: draw.ColDim, r: draw.Rect{X: 42, Y: 70, W: 1198, H: 24}},
	}
	p.labels()
	return p
}

// optionsBottom is where the options page's rule buttons must end (Done stands below).
const optionsBottom = 652

// optionsFit reports whether the groups fit the page's two columns with rows step px
// apart (the layout of NewOptionsPage).
func optionsFit(step float64) bool {
	x, y := 40.0, 160.0
	for _, g := range present.OptionGroups {
		need := 28 + step*float64(len(g.Keys))
		if y+need > optionsBottom {
			if x != 40 {
				return false
			}
			x, y = 660, 160
		}
		y += need + 8
	}
	return y-8 <= optionsBottom+6 // the last row's gap (6 px) may reach past
}

// labels puts the page's words in the current language and the toggles' state.
func (p *OptionsPage) labels() {
	p.lang = i18n.Current()
	p.words[0].text = i18n.T("options.title")
	p.words[1].text = i18n.T("options.intro")
	on := p.setup.options
	for i := range p.list.Buttons {
		b := &p.list.Buttons[i]
		switch {
		case strings.HasPrefix(b.Key, "preset:"):
			b.Label = i18n.T("options.preset." + strings.TrimPrefix(b.Key, "preset:"))
		case strings.HasPrefix(b.Key, "opt:"):
			k := strings.TrimPrefix(b.Key, "opt:")
			mark := "·  "
			if on.Has(k) {
				mark = "✓ "
			}
			b.Label = mark + present.OptionName(k)
			b.Sub = present.OptionExplain(k)
			if k == engine.OptKommandantCards && on.Has(k) { // 14.13: the card chosen, in words
				label, sub := present.CardChoice(p.setup.card)
				b.Label += ": " + label
				b.Sub = sub
			}
		case b.Key == "done":
			b.Label = i18n.T("options.done")
		}
	}
	scaleButtons(&p.list, p.sc)
	p.layoutTips()
}

// layoutTips gives each button its tip (issue 14): a rule its number, what it does,
// whether it helps or hurts the player and whether it is on (present.OptionTip); a
// preset what it stands for and its rules.
func (p *OptionsPage) layoutTips() {
	p.tips.Reset()
	for _, b := range p.list.Buttons {
		switch {
		case strings.HasPrefix(b.Key, "preset:"):
			id := strings.TrimPrefix(b.Key, "preset:")
			for _, pr := range present.OptionPresets {
				if pr.ID == id {
					p.tips.Add(present.Tip{R: b.R, Title: b.Label, Text: present.PresetTip(pr)})
				}
			}
		case strings.HasPrefix(b.Key, "opt:"):
			k := strings.TrimPrefix(b.Key, "opt:")
			p.tips.Add(present.Tip{R: b.R, Title: present.OptionName(k), Text: present.OptionTip(k, p.setup.options.Has(k))})
		}
	}
}

// tipAt implements tipSource: the tip of the button under (x, y).
func (p *OptionsPage) tipAt(x, y float64) (present.Tip, bool) { return p.tips.At(x, y) }

// focusRect implements tipSource: the focused button.
func (p *OptionsPage) focusRect() (draw.Rect, bool) {
	if f := p.list.Focus; f >= 0 && f < len(p.list.Buttons) {
		return p.list.Buttons[f].R, true
	}
	return draw.Rect{}, false
}

// TipAt is the tip under (x, y) (tests).
func (p *OptionsPage) TipAt(x, y float64) (present.Tip, bool) { return p.tipAt(x, y) }

// Name implements game.Scene.
func (p *OptionsPage) Name() string { return "options" }

// Choose acts on the button key: a preset replaces the choice, a rule is switched; the
// 14.13 rule's button goes from off through each Kommandant card in turn back to off.
func (p *OptionsPage) Choose(key string) (done bool) {
	switch {
	case strings.HasPrefix(key, "preset:"):
		id := strings.TrimPrefix(key, "preset:")
		for _, pr := range present.OptionPresets {
			if pr.ID == id {
				p.setup.options = engine.Options{}
				for _, k := range pr.Keys {
					p.setup.options[k] = true
				}
				if !p.setup.options.Has(engine.OptKommandantCards) {
					p.setup.card = 0 // no card without 14.13
				}
			}
		}
	case key == "opt:"+engine.OptKommandantCards: // 14.13: off → each card in turn → off
		if n := p.setup.card + 1; n <= len(p.setup.data.Kommandants) {
			p.setup.setCard(n)
		} else {
			p.setup.card = 0
			o := engine.Options{}
			for _, kk := range p.setup.options.Keys() {
				o[kk] = kk != engine.OptKommandantCards
			}
			p.setup.options = o
		}
	case strings.HasPrefix(key, "opt:"):
		k := strings.TrimPrefix(key, "opt:")
		o := engine.Options{}
		for _, kk := range p.setup.options.Keys() {
			o[kk] = true
		}
		if o[k] {
			delete(o, k)
		} else {
			o[k] = true
		}
		p.setup.options = o
	case key == "done":
		p.setup.syncHistoricalID(false)
		return true
	}
	p.setup.syncHistoricalID(false) // opt 14.4 switched on: the U-number becomes historical
	p.labels()
	return false
}

// Update implements game.Scene.
func (p *OptionsPage) Update(g *game.Game) error {
	if p.lang != i18n.Current() || p.sc != g.Settings.TextScale {
		p.sc = g.Settings.TextScale
		p.labels()
	}
	p.frame++
	in := &g.In
	if p.tip.update(in, p.sc, p) { // the help key or a long press: the tooltip's
		return nil
	}
	i := p.list.Update(in)
	if g.Opt.Autoplay && p.frame == 30 { // the test build's -options: pictured, then back
		g.Pop()
		return nil
	}
	if in.Just(game.ActBack) {
		g.Pop()
		return nil
	}
	if i < 0 {
		return nil
	}
	g.Audio.Play(assets.SndClick)
	if p.Choose(p.list.Buttons[i].Key) {
		g.Pop()
	}
	return nil
}

// Draw implements game.Scene.
func (p *OptionsPage) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	p.words[0].draw(dst, p.sc)
	p.words[1].draw(dst, p.sc)
	for _, h := range p.heads {
		draw.DrawText(dst, i18n.T("options.group."+h.id), assets.Bold, draw.Sized(15, p.sc), h.x, h.y, draw.ColDim, draw.AlignLeft)
	}
	p.list.Draw(dst)
	p.tip.draw(dst)
}

// optionsSummary names the setup's choice in a few words: a preset's name when it is
// one, else the rule numbers in force.
func optionsSummary(o engine.Options) string {
	keys := o.Keys()
	for _, pr := range present.OptionPresets {
		if len(pr.Keys) == len(keys) {
			same := true
			for _, k := range pr.Keys {
				same = same && o.Has(k)
			}
			if same {
				return i18n.T("options.preset." + pr.ID)
			}
		}
	}
	var rules []string
	for _, k := range engine.KnownOptions {
		if o.Has(k) {
			rules = append(rules, present.OptionRule(k))
		}
	}
	return strings.Join(rules, ", ")
}
