package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/draw"
	"uboat/engine"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// playFrame runs one frame of the game with the pointer at (x, y) (moved: it came there
// this frame) and draws it.
func playFrame(g *game.Game, screen *ebiten.Image, x, y float64, moved bool) {
	g.In.Reset()
	g.In.X, g.In.Y, g.In.Moved = x, y, moved
	g.Update()
	g.DrawCanvas(screen)
}

// tubeScript is fireScript with the bow tubes loaded: G7e, G7a, empty, Falke.
func tubeScript() *scriptDriver {
	d := fireScript()
	d.st.Boat.Type = "VIIC"
	d.st.Boat.BowTubes = []engine.Torp{engine.G7e, engine.G7a, engine.TorpNone, engine.Falke}
	return d
}

// Hovering a tube on the status board shows its tip after the short delay — the
// torpedo's kind explained, in the box drawn under the tube — and moving off hides it;
// the help key shows the tip at once, in the language of the game (issue 14).
func TestHoverTubeShowsItsTip(t *testing.T) {
	for _, l := range []i18n.Lang{i18n.En, i18n.De} {
		g, c := answerGame(game.Options{Lang: l.String()}, tubeScript(), nil)
		shown(t, g, c, "fire")
		screen := ebiten.NewImage(draw.LogicalW, draw.LogicalH)
		playFrame(g, screen, 0, 0, true)
		var tube present.Tip
		for _, tp := range c.Status.Tips() {
			if tp.Term == "g7a" {
				tube = tp
			}
		}
		if tube.R.W == 0 {
			t.Fatalf("%v: no G7a tube among the board's tips %+v", l, c.Status.Tips())
		}
		x, y := tube.R.X+tube.R.W/2, tube.R.Y+tube.R.H/2
		playFrame(g, screen, x, y, true)
		for i := 1; i < tipDelay-1; i++ {
			playFrame(g, screen, x, y, false)
		}
		if c.tip.shown {
			t.Fatalf("%v: the tip shows before the delay", l)
		}
		playFrame(g, screen, x, y, false)
		playFrame(g, screen, x, y, false)
		if !c.tip.shown || c.tip.tip.Term != "g7a" {
			t.Fatalf("%v: after resting on the tube: shown %v, tip %+v", l, c.tip.shown, c.tip.tip)
		}
		name := present.GlossName("g7a")
		if c.tip.title != name || !strings.Contains(strings.Join(c.tip.lines, " "), "4.5") {
			t.Errorf("%v: tip %q %q", l, c.tip.title, c.tip.lines)
		}
		if c.tip.box.Overlaps(tube.R) || !c.tip.box.Within(draw.Rect{W: draw.LogicalW, H: draw.LogicalH}) {
			t.Errorf("%v: tip box %v over the tube %v or off the screen", l, c.tip.box, tube.R)
		}
		playFrame(g, screen, 10, 10, true)
		if c.tip.shown {
			t.Errorf("%v: the tip stays after the pointer left", l)
		}
		// the help key: at once, at the pointer (the focused option, "Alpha", explains nothing)
		g.In.Reset()
		g.In.X, g.In.Y = x, y
		g.In.Trigger(game.ActHelp)
		g.Update()
		if !c.tip.shown || c.tip.tip.Term != "g7a" {
			t.Errorf("%v: the help key over the tube: shown %v, tip %+v", l, c.tip.shown, c.tip.tip)
		}
		if c.pending == nil || !c.panelShown {
			t.Errorf("%v: the help key answered the decision", l)
		}
	}
	i18n.SetCurrent(i18n.En)
}

// A long press on a tube shows its tip, and the touch's release is no tap: the tooltip
// takes the click, the decision stays unanswered.
func TestLongPressShowsTipWithoutTapping(t *testing.T) {
	g, c := answerGame(game.Options{}, tubeScript(), nil)
	shown(t, g, c, "fire")
	screen := ebiten.NewImage(draw.LogicalW, draw.LogicalH)
	playFrame(g, screen, 0, 0, true)
	var tube present.Tip
	for _, tp := range c.Status.Tips() {
		if tp.Term == "falke" {
			tube = tp
		}
	}
	if tube.R.W == 0 {
		t.Fatal("no Falke tube on the board")
	}
	x, y := tube.R.X+tube.R.W/2, tube.R.Y+tube.R.H/2
	for i := 1; i <= tipHold; i++ {
		g.In.Reset()
		g.In.X, g.In.Y, g.In.Moved, g.In.Held = x, y, true, i
		g.Update()
	}
	if !c.tip.shown || c.tip.tip.Term != "falke" {
		t.Fatalf("after a long press: shown %v, tip %+v", c.tip.shown, c.tip.tip)
	}
	g.In.Reset()
	g.In.X, g.In.Y, g.In.Clicked = x, y, true
	g.Update()
	if c.tip.shown || g.In.Clicked || c.pending == nil || !c.panelShown {
		t.Errorf("the release: tip shown %v, the tap left to the screen %v, decision pending %v", c.tip.shown, g.In.Clicked, c.pending != nil)
	}
}
