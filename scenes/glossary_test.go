package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/draw"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// The glossary screen (issue 14): the title's Help → "Glossary" opens it at the first term in
// alphabetical order; typing filters the list; Down chooses the next term; a click on a
// rule number of the explanation opens that rule; Esc clears the search, then goes back.
// The title keeps Quit last.
func TestGlossaryScreen(t *testing.T) {
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir()}, func(g *game.Game) game.Scene { return NewTitle(g) })
	settle(g)
	tt := g.Stack.Top().(*Title)
	if k := tt.list.Buttons[len(tt.list.Buttons)-1].Key; canQuit && k != "quit" {
		t.Errorf("the title's last button is %q", k)
	}
	// the title's Help (How to play) has the Glossary
	for i, b := range tt.list.Buttons {
		if b.Key == "help" {
			g.In.Trigger(game.ChoiceAction(i + 1))
		}
	}
	g.Update()
	settle(g)
	h, ok := g.Stack.Top().(*Help)
	if !ok {
		t.Fatalf("the title's Help: top %T", g.Stack.Top())
	}
	h.Update(g) // its words
	for i, b := range h.list.Buttons {
		if b.Key == "menu.glossary" {
			g.In.Trigger(game.ChoiceAction(i + 1))
			if b.Label != "Glossary" {
				t.Errorf("the help's glossary button reads %q", b.Label)
			}
		}
	}
	g.Update()
	settle(g)
	s, ok := g.Stack.Top().(*Glossary)
	if !ok {
		t.Fatalf("the title's Glossary: top %T", g.Stack.Top())
	}
	if len(s.terms) != len(present.Glossary) || len(s.list.Buttons) != glossRows {
		t.Fatalf("%d terms listed of %d, %d rows", len(s.terms), len(present.Glossary), len(s.list.Buttons))
	}
	for i := 1; i < len(s.terms); i++ {
		if a, b := strings.ToLower(present.GlossName(s.terms[i-1])), strings.ToLower(present.GlossName(s.terms[i])); a > b {
			t.Errorf("%q listed before %q", a, b)
		}
	}
	first := s.Chosen()
	g.In.Reset()
	g.In.Trigger(game.ActDown)
	s.Update(g)
	if s.Chosen() == first || s.Chosen() != s.terms[1] {
		t.Errorf("Down: chosen %q (first %q)", s.Chosen(), first)
	}
	g.In.Reset()
	g.In.Chars = []rune("test dep")
	s.Update(g)
	if s.Chosen() != "test_depth" || len(s.lines) == 0 || len(s.links) == 0 {
		t.Fatalf("typed %q: terms %v, chosen %q, %d lines, links %v", string(s.query), s.terms, s.Chosen(), len(s.lines), s.links)
	}
	screen := ebiten.NewImage(draw.LogicalW, draw.LogicalH)
	g.DrawCanvas(screen)
	// a rule number is a link
	ln := s.links[0]
	g.In.Reset()
	g.In.X, g.In.Y, g.In.Clicked = ln.r.X+ln.r.W/2, ln.r.Y+ln.r.H/2, true
	s.Update(g)
	settle(g)
	r, ok := g.Stack.Top().(*RulesBook)
	if !ok || r.target != ln.key || ln.key != "9.6.4" {
		t.Fatalf("a click on %s: top %T", ln.key, g.Stack.Top())
	}
	g.In.Reset()
	g.In.Trigger(game.ActBack)
	g.Update()
	settle(g)
	if g.Stack.Top() != game.Scene(s) {
		t.Fatalf("back from the rules: top %T", g.Stack.Top())
	}
	g.In.Reset()
	g.In.Trigger(game.ActBack)
	s.Update(g)
	if len(s.query) != 0 || len(s.terms) != len(present.Glossary) || s.Chosen() != "test_depth" {
		t.Errorf("Esc with a search: query %q, %d terms, chosen %q", string(s.query), len(s.terms), s.Chosen())
	}
	g.In.Reset()
	g.In.Trigger(game.ActBack)
	s.Update(g)
	settle(g)
	if _, ok := g.Stack.Top().(*Help); !ok { // back where it was opened from
		t.Fatalf("Esc without a search: top %T", g.Stack.Top())
	}
}

// The glossary speaks every language: the list in that language's names, each term's
// explanation without a catalogue gap; the pause menu offers it before its last button.
func TestGlossaryInEveryLanguage(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	for _, l := range i18n.Langs {
		i18n.SetCurrent(l)
		g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir(), Lang: l.String()}, func(g *game.Game) game.Scene { return NewGlossary(g, "li") })
		settle(g)
		s := g.Stack.Top().(*Glossary)
		if s.Chosen() != "li" || s.name != "LI" {
			t.Errorf("%s: opened at %q (%q)", l, s.Chosen(), s.name)
		}
		for _, k := range s.terms {
			s.choose(k)
			if text := strings.Join(s.lines, " "); text == "" || strings.Contains(text, "[[") || strings.Contains(s.name, "[[") {
				t.Errorf("%s: %s: %q %q", l, k, s.name, text)
			}
		}
		p := NewPause(nil)
		keys := []string{}
		for _, b := range p.list.Buttons {
			keys = append(keys, b.Key)
		}
		if i := strings.Index(strings.Join(keys, " "), "menu.glossary"); i < 0 || canQuit && keys[len(keys)-1] != "pause.quit" {
			t.Errorf("%s: pause menu %v", l, keys)
		}
	}
}
