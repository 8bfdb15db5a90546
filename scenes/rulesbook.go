package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
	"uboat/rules"
)

// RulesBook is the rules browser (issue 14): the rulebook in the game's own words
// (package rules), chapter by chapter, with a search, and every rule number and table
// code in the text a link. It opens at a rule ("9.6.4") or a table ("E2") when another
// screen sends the player there (OpenRules), at the contents otherwise.
type RulesBook struct {
	book    *rules.Book
	lang    i18n.Lang
	page    *rules.Section // the page shown: a chapter, a rule of the second level or a table
	all     bool           // the left column lists every chapter (else the page's chapter and its sections)
	target  string         // the section scrolled to on the page
	history []string       // the sections shown before (Back returns to them)
	lay     *pageLayout
	layW    float64
	laySc   float64
	top     float64 // the page's scroll, px
	query   []rune
	hits    []rules.Hit
	side    draw.ButtonList // the chapters, or the search's hits
	nav     draw.ButtonList // previous, next, back
	// current is the left column's button of the page shown (−1: none), marked as such;
	// inSide puts the one keyboard focus in the left column (↑/↓ move it there, the pointer
	// on either column takes it along); else it is on the buttons below the page, on
	// Back at first: Enter there goes back to where the rules were opened from.
	current int
	inSide  bool
	words   [3]boxText // the title, the search field, the note (loading, no hits)
	sc      float64
	loading chan error        // the browser build fetching the book
	roll    *engine.RollEvent // the roll whose table's chart is highlighted (nil: none; charts.go)
	charts  *chartsLayout     // the page's table charts, under its text (charts.go)
	// shownFor, with moment, closes the book after that many frames once its text is
	// loaded, reporting the moment half-way (the test build's -explain: explainer)
	shownFor int
	moment   string
}

// The rules browser's boxes.
var (
	rulesTextBox = draw.Rect{X: 420, Y: 24, W: 830, H: 620}
	rulesSearch  = draw.Rect{X: 30, Y: 70, W: 370, H: 36}
)

// NewRulesBook opens the rules at key (a rule number or table code; "" the first
// chapter).
func NewRulesBook(g *game.Game, key string) *RulesBook { return newRulesBook(g, key, nil) }

// newRulesBook opens the rules at key, the cell of roll highlighted in its table's chart
// (nil: none).
func newRulesBook(g *game.Game, key string, roll *engine.RollEvent) *RulesBook {
	r := &RulesBook{target: key, sc: g.Settings.TextScale, roll: roll}
	r.words = [3]boxText{
		{font: assets.Bold, size: 28, col: draw.ColAccent, r: draw.Rect{X: 30, Y: 22, W: 370, H: 40}},
		{font: assets.Regular, size: 16, col: draw.ColInk, r: rulesSearch.Inset(8)},
		{font: assets.Regular, size: 15, col: draw.ColDim, r: draw.Rect{X: 30, Y: 120, W: 370, H: 60}},
	}
	r.load(g)
	return r
}

// OpenRules shows the rule or table key in the rules browser over the current scene.
func OpenRules(g *game.Game, key string) { g.Push(NewRulesBook(g, key)) }

// load takes the book of the current language (natively embedded; the browser build
// fetches it first: the screen says so meanwhile). A language without its own book shows
// the English one.
func (r *RulesBook) load(g *game.Game) {
	r.lang = i18n.Current()
	b, err := rules.Load(r.lang)
	if err != nil {
		if r.loading == nil && game.FetchesFiles {
			ch := make(chan error, 1)
			l := r.lang
			go func() {
				text, err := game.FetchFile(rules.BookFile(l))
				if err == nil {
					err = rules.Provide(l, text)
				}
				ch <- err
			}()
			r.loading = ch
			r.labels()
			return
		}
		if b, err = rules.Load(i18n.En); err != nil {
			g.Logf("rules: %v", err)
			r.labels()
			return
		}
	}
	r.book = b
	key := r.target
	if key == "" {
		key, r.all = b.Chapters[0].Key, true
	}
	r.open(key, false)
	r.labels()
}

// labels puts the screen's own words in the current language.
func (r *RulesBook) labels() {
	r.words[0].text = i18n.T("rules.title")
	r.nav = draw.ButtonList{Buttons: []draw.Button{
		{R: draw.Rect{X: 420, Y: 660, W: 200, H: 40}, Label: i18n.T("rules.previous"), Key: "prev"},
		{R: draw.Rect{X: 630, Y: 660, W: 200, H: 40}, Label: i18n.T("rules.next"), Key: "next"},
		{R: draw.Rect{X: 1050, Y: 660, W: 200, H: 40}, Label: i18n.T("menu.back"), Key: "back"},
	}, Focus: 2}
	scaleButtons(&r.nav, r.sc)
	r.sideList()
}

// open shows the page of section key, scrolled to it; remember keeps the page shown
// before for Back.
func (r *RulesBook) open(key string, remember bool) {
	s := r.book.Section(key)
	if s == nil {
		return
	}
	if remember && r.page != nil {
		r.history = append(r.history, r.target)
	}
	page := s
	for page.Depth > 2 && page.Parent != nil {
		page = page.Parent
	}
	if page != r.page {
		r.page, r.lay = page, nil
	}
	r.target = s.Key
	r.layout()
	r.top = 0
	if y, ok := r.lay.heads[s.Key]; ok && s != page {
		r.top = y
	}
	if top, row, ok := r.charts.highlight(); ok && present.ChartHome(r.roll.Table) == s.Key { // the roll's chart, its row in view
		r.top = r.lay.h + top
		if view := r.textArea().H; row-top > view*0.6 {
			r.top = r.lay.h + row - view*0.5
		}
	}
	r.clampTop()
}

// layout lays the page out again when its width, text size or page changed.
func (r *RulesBook) layout() {
	w := rulesTextBox.W - 40
	if r.lay != nil && r.layW == w && r.laySc == r.sc {
		return
	}
	r.lay = layoutPage(r.page, w, r.sc, func(key string) bool { return r.book.Section(key) != nil })
	r.charts = layoutCharts(pageCharts(r.book, r.page), w, r.sc, r.roll)
	r.layW, r.laySc = w, r.sc
}

func (r *RulesBook) clampTop() {
	maxTop := max(0, r.pageH()-(rulesTextBox.H-40))
	r.top = min(max(r.top, 0), maxTop)
}

// sideList fills the left column: the chapters, or the hits of the search.
func (r *RulesBook) sideList() {
	r.side = draw.ButtonList{}
	r.current = -1
	r.words[2].text = ""
	if r.book == nil {
		if r.loading != nil {
			r.words[2].text = i18n.T("rules.loading")
		} else {
			r.words[2].text = i18n.T("rules.unavailable")
		}
		return
	}
	if len(r.query) == 0 {
		r.words[1].text, r.words[1].col = i18n.T("rules.search_hint"), draw.ColDim
		y := 120.0
		row := func(label, key string, indent float64) {
			r.side.Buttons = append(r.side.Buttons, draw.Button{R: draw.Rect{X: 30 + indent, Y: y, W: 370 - indent, H: 30}, Label: label, Key: key})
			y += 33
		}
		if r.all || r.page == nil {
			for _, c := range r.book.Chapters {
				row(c.Heading(), c.Key, 0)
			}
		} else {
			ch := r.chapterOf(r.page)
			row(i18n.T("rules.contents"), contentsKey, 0)
			row(ch.Heading(), ch.Key, 0)
			for _, c := range ch.Sub {
				if y+30 > rulesTextBox.Y+rulesTextBox.H {
					break
				}
				row(c.Heading(), c.Key, 18)
			}
		}
	} else {
		r.words[1].text, r.words[1].col = string(r.query)+"|", draw.ColInk
		r.hits = r.book.Search(string(r.query), 10)
		y := 120.0
		for _, h := range r.hits {
			r.side.Buttons = append(r.side.Buttons, draw.Button{R: draw.Rect{X: 30, Y: y, W: 370, H: 48}, Label: h.Section.Heading(), Sub: h.Snippet, Key: h.Section.Key})
			y += 52
		}
		if len(r.hits) == 0 {
			r.words[2].text = i18n.T("rules.no_hits")
		}
	}
	for i, b := range r.side.Buttons { // the page shown is marked, and the focus starts there
		if r.page != nil && len(r.query) == 0 && (b.Key == r.page.Key || r.all && b.Key == r.chapterOf(r.page).Key) {
			r.side.Focus, r.current = i, i
		}
	}
	scaleButtons(&r.side, r.sc)
}

// contentsKey is the left column's button that lists every chapter.
const contentsKey = "contents"

func (r *RulesBook) chapterOf(s *rules.Section) *rules.Section {
	for s.Parent != nil {
		s = s.Parent
	}
	return s
}

// Name implements game.Scene.
func (r *RulesBook) Name() string { return "rules" }

// Update implements game.Scene.
func (r *RulesBook) Update(g *game.Game) error {
	in := &g.In
	in.TextMode = true // letters and digits go to the search
	if r.sc != g.Settings.TextScale {
		r.sc = g.Settings.TextScale
		r.labels()
		if r.lay != nil {
			r.layout()
			r.clampTop()
		}
	}
	if r.loading != nil {
		select {
		case err := <-r.loading:
			r.loading = nil
			if err != nil {
				g.Logf("rules: %v", err)
			}
			r.load(g)
		default:
		}
	}
	if r.lang != i18n.Current() && r.loading == nil {
		r.load(g)
	}
	if r.moment != "" && r.loading == nil && r.book != nil {
		if r.shownFor--; r.shownFor == explainFrames/2 {
			g.Moment(r.moment, 1)
		}
		if r.shownFor <= 0 {
			r.close(g)
			return nil
		}
	}
	if in.Just(game.ActBack) {
		r.back(g)
		return nil
	}
	if r.book == nil {
		if r.nav.Update(in) == 2 {
			r.close(g)
		}
		return nil
	}
	// typing searches
	if in.EditText(&r.query, 0) {
		r.sideList()
	}
	// the page scrolls with the wheel, and left/right turn it
	if w := in.WheelSteps(); w != 0 && rulesTextBox.Contains(in.X, in.Y) {
		r.top -= w * 48
		r.clampTop()
	}
	if in.Just(game.ActLeft) {
		r.turn(-1)
	}
	if in.Just(game.ActRight) {
		r.turn(+1)
	}
	if in.Clicked {
		if k := r.lay.linkAt(in.X, in.Y, r.textArea(), r.top); k != "" {
			g.Audio.Play(assets.SndClick)
			r.open(k, true)
			r.all = false
			r.sideList()
			return nil
		}
	}
	// one focus: in the left column (always while searching: Enter opens the first
	// hit), else on the buttons below the page; ↑/↓ take it to the column, the pointer
	// moved onto either column takes it there
	if len(r.query) > 0 {
		r.inSide = true
	}
	if !r.inSide && (in.Just(game.ActUp) || in.Just(game.ActDown)) && len(r.side.Buttons) > 0 {
		r.inSide = true
		r.side.Focus = max(r.current, 0)
		return nil
	}
	if x, y, moved, _ := in.Pointer(); moved {
		for _, b := range r.side.Buttons {
			r.inSide = r.inSide || b.R.Contains(x, y)
		}
		for _, b := range r.nav.Buttons {
			r.inSide = r.inSide && !(b.R.Contains(x, y) && len(r.query) == 0)
		}
	}
	side, nav := draw.Controls(pointerOnly{in}), draw.Controls(in)
	if r.inSide {
		side, nav = in, pointerOnly{in}
	}
	if i := r.side.Update(side); i >= 0 {
		g.Audio.Play(assets.SndClick)
		if k := r.side.Buttons[i].Key; k == contentsKey {
			r.all = true
		} else {
			r.open(k, true)
			r.all = false
		}
		r.query = r.query[:0]
		r.sideList()
		return nil
	}
	if i := r.nav.Update(nav); i >= 0 {
		g.Audio.Play(assets.SndClick)
		switch r.nav.Buttons[i].Key {
		case "prev":
			r.turn(-1)
		case "next":
			r.turn(+1)
		case "back":
			r.close(g)
		}
	}
	return nil
}

// turn shows the page before (d −1) or after (+1) the one shown.
func (r *RulesBook) turn(d int) {
	s := r.page
	for {
		if d < 0 {
			s = r.book.Prev(s)
		} else {
			s = r.book.Next(s)
		}
		if s == nil {
			return
		}
		if s.Depth <= 2 {
			r.open(s.Key, true)
			r.all = false
			r.sideList()
			return
		}
	}
}

// back clears the search, or returns to the page shown before, or closes the rules.
func (r *RulesBook) back(g *game.Game) {
	switch {
	case len(r.query) > 0:
		r.query = r.query[:0]
		r.sideList()
	case len(r.history) > 0:
		k := r.history[len(r.history)-1]
		r.history = r.history[:len(r.history)-1]
		r.open(k, false)
		r.sideList()
	default:
		r.close(g)
	}
}

func (r *RulesBook) close(g *game.Game) {
	g.In.TextMode = false
	g.Pop()
}

// pageH is the height of the page shown: its text and its charts (px).
func (r *RulesBook) pageH() float64 { return r.lay.h + r.charts.h }

// textArea is the page's box inside its panel.
func (r *RulesBook) textArea() draw.Rect { return rulesTextBox.Inset(20) }

// Draw implements game.Scene.
func (r *RulesBook) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	for i := range r.words {
		if i == 1 {
			draw.Panel(dst, rulesSearch)
		}
		r.words[i].draw(dst, r.sc)
	}
	draw.Panel(dst, rulesTextBox)
	if r.lay != nil {
		r.lay.draw(dst, r.textArea(), r.top)
		r.charts.draw(dst, r.textArea(), r.lay.h, r.top)
		if ph := r.pageH(); ph > r.textArea().H { // where the view is in the page
			a := r.textArea()
			h := a.H * a.H / ph
			y := a.Y + (a.H-h)*r.top/max(1, ph-a.H)
			draw.FillRect(dst, draw.Rect{X: rulesTextBox.X + rulesTextBox.W - 8, Y: y, W: 4, H: h}, draw.ColDim)
		}
	}
	drawButtons(dst, &r.side, r.inSide, r.current)
	drawButtons(dst, &r.nav, !r.inSide, -1)
}

// Focus implements game.Focuser: the one control Enter presses (Back at first).
func (r *RulesBook) Focus() (draw.Rect, bool) {
	if r.inSide {
		return listFocus(&r.side)
	}
	return listFocus(&r.nav)
}
