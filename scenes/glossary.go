package scenes

import (
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
	"uboat/rules"
)

// Glossary is the glossary screen (issue 14: every term explained): the terms of
// present.Glossary in the current language, in alphabetical order on the left, filtered
// by what the player types; the chosen term's explanation on the right, its rule numbers
// links into the rules (OpenRules). Up and Down choose a term, the wheel scrolls the
// list, Esc clears the search or goes back.
type Glossary struct {
	lang  i18n.Lang
	sc    float64
	query []rune
	terms []string // the terms listed (keys), filtered by the query
	sel   int      // the chosen term, an index into terms (-1: none)
	first int      // the first term the list shows
	list  draw.ButtonList
	nav   draw.ButtonList
	words [3]boxText // the title, the search field, the note (no term matches)
	name  string     // the chosen term's name and explanation, wrapped
	lines []string
	links []glossLink // the explanation's rule numbers, where they are drawn
	langs []string    // the term in each of the game's languages ("Deutsch: Testtiefe")
}

// glossLink is a rule number of the explanation drawn in r (screen px).
type glossLink struct {
	r   draw.Rect
	key string
}

// The glossary's boxes (the rules browser's layout: list left, text right).
var (
	glossTextBox = draw.Rect{X: 420, Y: 24, W: 830, H: 620}
	glossSearch  = draw.Rect{X: 30, Y: 70, W: 370, H: 36}
)

// glossRows is how many terms the list shows at once.
const glossRows = 16

// NewGlossary opens the glossary at term key ("" the first term).
func NewGlossary(g *game.Game, key string) *Glossary {
	s := &Glossary{sc: g.Settings.TextScale}
	s.words = [3]boxText{
		{font: assets.Bold, size: 28, col: draw.ColAccent, r: draw.Rect{X: 30, Y: 22, W: 370, H: 40}},
		{font: assets.Regular, size: 16, col: draw.ColInk, r: glossSearch.Inset(8)},
		{font: assets.Regular, size: 15, col: draw.ColDim, r: draw.Rect{X: 30, Y: 120, W: 370, H: 60}},
	}
	s.labels()
	s.filter()
	for i, k := range s.terms {
		if k == key {
			s.sel = i
		}
	}
	s.listRows()
	return s
}

// OpenGlossary shows the glossary at term key over the current scene.
func OpenGlossary(g *game.Game, key string) { g.Push(NewGlossary(g, key)) }

// labels puts the screen's own words in the current language.
func (s *Glossary) labels() {
	s.lang = i18n.Current()
	s.words[0].text = i18n.T("gloss.title")
	s.nav = draw.ButtonList{Buttons: []draw.Button{
		{R: draw.Rect{X: 1050, Y: 660, W: 200, H: 40}, Label: i18n.T("menu.back"), Key: "back"},
	}, Focus: 0}
	scaleButtons(&s.nav, s.sc)
}

// filter lists the terms whose name or explanation holds the query (any case), in the
// alphabetical order of their names; the choice stays on its term if it is still listed.
func (s *Glossary) filter() {
	was := ""
	if s.sel >= 0 && s.sel < len(s.terms) {
		was = s.terms[s.sel]
	}
	q := strings.ToLower(string(s.query))
	s.terms = s.terms[:0]
	for _, t := range present.Glossary {
		if q == "" || strings.Contains(strings.ToLower(present.GlossText(t.Key)), q) || anyName(t.Key, q) {
			s.terms = append(s.terms, t.Key)
		}
	}
	sort.SliceStable(s.terms, func(i, j int) bool {
		return strings.ToLower(present.GlossName(s.terms[i])) < strings.ToLower(present.GlossName(s.terms[j]))
	})
	s.sel, s.first = 0, 0
	for i, k := range s.terms {
		if k == was {
			s.sel = i
		}
	}
	if len(s.terms) == 0 {
		s.sel = -1
	}
	s.words[2].text = ""
	if len(s.terms) == 0 {
		s.words[2].text = i18n.T("gloss.none")
	}
	s.words[1].text, s.words[1].col = i18n.T("gloss.search", "text", string(s.query)+"|"), draw.ColInk
	if len(s.query) == 0 {
		s.words[1].text, s.words[1].col = i18n.T("gloss.search.hint"), draw.ColDim
	}
}

// anyName reports whether the term's name in any of the game's languages holds q (lower
// case): a player who knows the term from another edition finds it.
func anyName(key, q string) bool {
	for _, l := range i18n.Langs {
		if strings.Contains(strings.ToLower(l.T("gloss."+key+".name")), q) {
			return true
		}
	}
	return false
}

// listRows lays out the list's buttons: the terms from first, the chosen one in view
// and focused; and the chosen term's text.
func (s *Glossary) listRows() {
	if s.sel >= 0 {
		s.first = min(max(s.first, s.sel-glossRows+1), s.sel)
	}
	s.first = max(0, min(s.first, len(s.terms)-glossRows))
	s.list = draw.ButtonList{Focus: -1}
	y := 120.0
	for i := s.first; i < len(s.terms) && i < s.first+glossRows; i++ {
		if i == s.sel {
			s.list.Focus = len(s.list.Buttons)
		}
		s.list.Buttons = append(s.list.Buttons, draw.Button{R: draw.Rect{X: 30, Y: y, W: 370, H: 30}, Label: present.GlossName(s.terms[i]), Key: s.terms[i]})
		y += 33
	}
	scaleButtons(&s.list, s.sc)
	s.text()
}

// text wraps the chosen term's explanation to the text box.
func (s *Glossary) text() {
	s.name, s.lines, s.links, s.langs = "", s.lines[:0], s.links[:0], s.langs[:0]
	if s.sel < 0 || s.sel >= len(s.terms) {
		return
	}
	k := s.terms[s.sel]
	s.name = present.GlossName(k)
	size := draw.Sized(19, s.sc)
	for _, l := range draw.Wrap(present.GlossText(k), assets.Regular, size, glossTextBox.W-40) {
		s.lines = append(s.lines, strings.TrimLeft(l, " ")) // (Wrap indents the lines after the first)
	}
	x, y := glossTextBox.X+20, s.textTop()
	for _, l := range s.lines {
		for _, ref := range rules.Find(l) {
			x0 := draw.TextWidth(l[:ref.Start], assets.Regular, size)
			x1 := draw.TextWidth(l[:ref.End], assets.Regular, size)
			s.links = append(s.links, glossLink{draw.Rect{X: x + x0, Y: y, W: x1 - x0, H: size * 1.2}, ref.Key})
		}
		y += draw.Sized(27, s.sc)
	}
	for _, l := range i18n.Langs {
		s.langs = append(s.langs, l.Name()+": "+l.T("gloss."+k+".name"))
	}
}

// Chosen returns the key of the term shown ("" none).
func (s *Glossary) Chosen() string {
	if s.sel < 0 || s.sel >= len(s.terms) {
		return ""
	}
	return s.terms[s.sel]
}

// Name implements game.Scene.
func (s *Glossary) Name() string { return "glossary" }

// textTop is the top of the explanation's first line.
func (s *Glossary) textTop() float64 { return glossTextBox.Y + 20 + draw.Sized(44, s.sc) }

// linkAt returns the rule number under (x, y) in the explanation ("" none).
func (s *Glossary) linkAt(x, y float64) string {
	for _, l := range s.links {
		if l.r.Inset(-2).Contains(x, y) {
			return l.key
		}
	}
	return ""
}

// Update implements game.Scene.
func (s *Glossary) Update(g *game.Game) error {
	in := &g.In
	in.TextMode = true // letters go to the search
	if s.sc != g.Settings.TextScale || s.lang != i18n.Current() {
		s.sc = g.Settings.TextScale
		s.labels()
		s.filter()
		s.listRows()
	}
	if in.Just(game.ActBack) {
		if len(s.query) > 0 {
			s.query = s.query[:0]
			s.filter()
			s.listRows()
			return nil
		}
		s.close(g)
		return nil
	}
	if in.EditText(&s.query, 0) {
		s.filter()
		s.listRows()
	}
	if len(s.terms) > 0 {
		switch {
		case in.Just(game.ActUp):
			s.sel = max(0, s.sel-1)
			s.listRows()
		case in.Just(game.ActDown):
			s.sel = min(len(s.terms)-1, s.sel+1)
			s.listRows()
		}
		if w := in.WheelSteps(); w != 0 && (draw.Rect{X: 30, Y: 120, W: 370, H: 33 * glossRows}).Contains(in.X, in.Y) {
			s.first = max(0, min(s.first-int(w*2), len(s.terms)-glossRows))
			sel := s.sel
			s.sel = -1 // scrolling leaves the choice where it is
			s.listRows()
			s.sel = sel
			for i, b := range s.list.Buttons {
				if b.Key == s.Chosen() {
					s.list.Focus = i
				}
			}
		}
	}
	if in.Clicked {
		if k := s.linkAt(in.X, in.Y); k != "" {
			g.Audio.Play(assets.SndClick)
			OpenRules(g, k)
			return nil
		}
		for _, b := range s.list.Buttons {
			if b.R.Contains(in.X, in.Y) {
				g.Audio.Play(assets.SndClick)
				s.choose(b.Key)
				return nil
			}
		}
	}
	if i := s.nav.Update(in); i >= 0 {
		g.Audio.Play(assets.SndClick)
		s.close(g)
	}
	return nil
}

// choose shows term key (if listed).
func (s *Glossary) choose(key string) {
	for i, k := range s.terms {
		if k == key {
			s.sel = i
		}
	}
	first := s.first
	s.listRows()
	s.first = first
}

func (s *Glossary) close(g *game.Game) {
	g.In.TextMode = false
	g.Pop()
}

// Draw implements game.Scene.
func (s *Glossary) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	for i := range s.words {
		if i == 1 {
			draw.Panel(dst, glossSearch)
		}
		s.words[i].draw(dst, s.sc)
	}
	draw.Panel(dst, glossTextBox)
	if s.name != "" {
		x := glossTextBox.X + 20
		draw.DrawText(dst, s.name, assets.Bold, draw.FitSize(s.name, assets.Bold, draw.Sized(28, s.sc), 14, glossTextBox.W-40), x, glossTextBox.Y+20, draw.ColAccent, draw.AlignLeft)
		y := s.textTop()
		size := draw.Sized(19, s.sc)
		for _, l := range s.lines {
			draw.DrawText(dst, l, assets.Regular, size, x, y, draw.ColInk, draw.AlignLeft)
			y += draw.Sized(27, s.sc)
		}
		y += draw.Sized(14, s.sc)
		draw.DrawText(dst, i18n.T("gloss.langs"), assets.Bold, draw.Sized(15, s.sc), x, y, draw.ColDim, draw.AlignLeft)
		for _, l := range s.langs {
			y += draw.Sized(22, s.sc)
			draw.DrawText(dst, l, assets.Regular, draw.Sized(15, s.sc), x+12, y, draw.ColDim, draw.AlignLeft)
		}
		for _, l := range s.links { // the rule numbers are links
			draw.FillRect(dst, draw.Rect{X: l.r.X, Y: l.r.Y + size*1.12, W: l.r.W, H: 1}, draw.ColAccent)
		}
		hint := i18n.T("gloss.hint")
		draw.DrawText(dst, hint, assets.Regular, draw.FitSize(hint, assets.Regular, draw.Sized(14, s.sc), 10, glossTextBox.W-40), x, glossTextBox.Y+glossTextBox.H-20-draw.Sized(18, s.sc), draw.ColDim, draw.AlignLeft)
	}
	drawButtons(dst, &s.list, false, s.list.Focus) // the term shown; Enter presses Back
	s.nav.Draw(dst)
}
