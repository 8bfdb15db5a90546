package scenes

import (
	"testing"

	"uboat/game"
	"uboat/i18n"
)

// The rules browser (issue 14): opened at a rule it shows the rule's page scrolled to
// it; a link opens its section; typing searches; Back clears the search, returns to the
// page before, then closes; the title's "Rules" opens it.
func TestRulesBrowser(t *testing.T) {
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir()}, func(g *game.Game) game.Scene { return NewTitle(g) })
	settle(g)
	OpenRules(g, "9.6.4")
	settle(g)
	r, ok := g.Stack.Top().(*RulesBook)
	if !ok || r.book == nil {
		t.Fatalf("top %T, book %v", g.Stack.Top(), r != nil && r.book != nil)
	}
	if r.page.Key != "9.6" || r.target != "9.6.4" || r.top <= 0 {
		t.Fatalf("page %s, target %s, scrolled %.0f", r.page.Key, r.target, r.top)
	}
	// the first link on the page (drawn where the layout put it) opens its section
	var link *run
	for i := range r.lay.runs {
		if rn := &r.lay.runs[i]; rn.link != "" && rn.y >= r.top && rn.y+40 < r.top+r.textArea().H {
			link = rn
			break
		}
	}
	if link == nil {
		t.Fatal("no link in view")
	}
	a := r.textArea()
	g.In.X, g.In.Y, g.In.Clicked = a.X+link.x+link.w/2, a.Y+link.y-r.top+link.size/2, true
	r.Update(g)
	g.In.Reset()
	if want := r.book.Section(link.link).Key; r.target != want || len(r.history) != 1 {
		t.Fatalf("after a click on %q: target %s (want %s), history %v", link.text, r.target, want, r.history)
	}
	// typing searches; Back clears the search first
	g.In.Chars = []rune("depth")
	r.Update(g)
	g.In.Reset()
	if len(r.hits) == 0 || len(r.side.Buttons) != len(r.hits) {
		t.Fatalf("search %q: %d hits, %d buttons", string(r.query), len(r.hits), len(r.side.Buttons))
	}
	g.In.Trigger(game.ActBack)
	r.Update(g)
	g.In.Reset()
	if len(r.query) != 0 || r.target == "9.6.4" {
		t.Fatalf("Back cleared the search? query %q, target %s", string(r.query), r.target)
	}
	g.In.Trigger(game.ActBack)
	r.Update(g)
	g.In.Reset()
	if r.target != "9.6.4" || len(r.history) != 0 {
		t.Fatalf("Back returned to %s", r.target)
	}
	g.In.Trigger(game.ActBack)
	r.Update(g)
	g.In.Reset()
	settle(g)
	if _, ok := g.Stack.Top().(*Title); !ok {
		t.Fatalf("Back at the first page: top %T", g.Stack.Top())
	}
	// the title's Rules button
	tt := g.Stack.Top().(*Title)
	for i, b := range tt.list.Buttons {
		if b.Key == "rules" {
			g.In.Trigger(game.ChoiceAction(i + 1))
		}
	}
	g.Update()
	settle(g)
	if _, ok := g.Stack.Top().(*RulesBook); !ok {
		t.Fatalf("the title's Rules: top %T", g.Stack.Top())
	}
}

// Every language's rules browser has its words, and turns the pages of its own book.
func TestRulesBrowserInEveryLanguage(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	for _, l := range i18n.Langs {
		i18n.SetCurrent(l)
		g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir(), Lang: l.String()}, func(g *game.Game) game.Scene { return NewRulesBook(g, "") })
		settle(g)
		r := g.Stack.Top().(*RulesBook)
		if r.book == nil || r.page != r.book.Chapters[0] || !r.all {
			t.Fatalf("%s: opened at %v", l, r.page)
		}
		r.turn(+1)
		if r.page == r.book.Chapters[0] || r.page.Depth > 2 {
			t.Errorf("%s: the next page is %s", l, r.page.Key)
		}
		for _, b := range r.nav.Buttons {
			if b.Label == "" || b.Label[0] == '[' {
				t.Errorf("%s: button %q", l, b.Label)
			}
		}
	}
}

// The rules browser has one focus (the guide: the safest answer focused): Back at first,
// so Enter returns to where the rules were opened from; ↑/↓ take it to the left column,
// where the page shown is marked and Enter opens the focused section; the pointer on
// either column takes it along. Focus (game.Focuser) says where it is.
func TestRulesBrowserOneFocus(t *testing.T) {
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir()}, func(g *game.Game) game.Scene { return NewTitle(g) })
	settle(g)
	OpenRules(g, "8.1")
	settle(g)
	r := g.Stack.Top().(*RulesBook)
	press := func(a game.Action) {
		g.In.Reset()
		g.In.Trigger(a)
		r.Update(g)
		g.In.Reset()
	}
	if f, ok := r.Focus(); !ok || r.inSide || f != r.nav.Buttons[r.nav.Focus].R || r.nav.Buttons[r.nav.Focus].Key != "back" {
		t.Fatalf("focus at first: %v %v in the left column %v, want Back", f, ok, r.inSide)
	}
	if r.current < 0 || r.side.Buttons[r.current].Key != "8.1" {
		t.Fatalf("the page shown (8.1) is not marked in the left column: %d", r.current)
	}
	press(game.ActDown)
	if f, ok := r.Focus(); !ok || !r.inSide || f != r.side.Buttons[r.current].R {
		t.Fatalf("↓: focus %v %v, want the page's own button in the left column", f, ok)
	}
	press(game.ActDown)
	want := r.side.Buttons[r.side.Focus].Key
	press(game.ActConfirm)
	if r.page == nil || r.target != want || g.Stack.Top() != game.Scene(r) {
		t.Fatalf("Enter in the left column: target %s, want %s (top %s)", r.target, want, g.Stack.Top().Name())
	}
	// the pointer moved onto Back takes the focus there, and Enter closes
	b := r.nav.Buttons[2].R
	g.In.Reset()
	g.In.X, g.In.Y, g.In.Moved = b.X+b.W/2, b.Y+b.H/2, true
	r.Update(g)
	if f, _ := r.Focus(); r.inSide || f != b {
		t.Fatalf("the pointer on Back: focus %v in the left column %v", f, r.inSide)
	}
	press(game.ActConfirm)
	settle(g)
	if g.Stack.Top().Name() == "rules" {
		t.Fatal("Enter on Back did not close the rules")
	}
}
