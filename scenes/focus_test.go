package scenes

import (
	"testing"

	"uboat/draw"
	"uboat/game"
)

// Every menu page says where the control Enter presses is (game.Focuser): the page
// hooks publish it and the browser test's mouse player clicks there; a page that drew a
// focused button and did not say so left that player stuck (TestBrowserOneDevice/mouse
// in the rules browser). The focus is on the page, and Enter on it does what a click
// there does: the page is the same after either.
func TestEveryPageSaysItsFocus(t *testing.T) {
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir()}, func(g *game.Game) game.Scene { return NewTitle(g) })
	settle(g)
	setup := NewSetup(g)
	pages := map[string]func() game.Scene{
		"title":      func() game.Scene { return NewTitle(g) },
		"setup":      func() game.Scene { return NewSetup(g) },
		"settings":   func() game.Scene { return NewSettings() },
		"help":       func() game.Scene { return NewHelp(g) },
		"glossary":   func() game.Scene { return NewGlossary(g, "") },
		"rules":      func() game.Scene { return NewRulesBook(g, "9.6") },
		"careers":    func() game.Scene { return NewCareers(g) },
		"hall":       func() game.Scene { return NewHall(g) },
		"options":    func() game.Scene { return NewOptionsPage(setup) },
		"duel_setup": func() game.Scene { return NewDuelSetup(setup) },
		"tournament": func() game.Scene { return NewTournamentPage(g, setup) },
		"pack_setup": func() game.Scene { return NewPackSetup(setup) },
	}
	for name, open := range pages {
		sc := open()
		g.Push(sc)
		settle(g)
		if g.Stack.Top() != sc {
			t.Errorf("%s: did not open (top %s)", name, g.Stack.Top().Name())
			continue
		}
		f, ok := sc.(game.Focuser)
		if !ok {
			t.Errorf("%s: does not say where its focus is", name)
			g.Pop()
			settle(g)
			continue
		}
		r, ok := f.Focus()
		if !ok || r.W <= 0 || r.H <= 0 || !(draw.Rect{W: draw.LogicalW, H: draw.LogicalH}).Contains(r.X+r.W/2, r.Y+r.H/2) {
			t.Errorf("%s: focus %v %v, want a control on the page", name, r, ok)
		}
		for g.Stack.Top() != game.Scene(nil) && g.Stack.Top().Name() != "title" {
			g.Pop()
			settle(g)
		}
	}
}
