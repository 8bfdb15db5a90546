package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/game"
	"uboat/i18n"
)

// Help is the "How to play" screen (issue 14, "Help from the title and pause menus"):
// the goal, a turn, the screens, the controls for mouse, keyboard, gamepad and touch, and
// the way to the rules and the guided first patrol. It opens from the title and from the
// pause menu.
type Help struct {
	list  draw.ButtonList
	title boxText
	sc    float64
	lang  i18n.Lang
	// cols are the two columns' sections: a heading's catalogue id and its text's.
	cols [2][]helpSection
	made float64 // the text size the columns were wrapped at (0: not yet)
	text [2][]helpLine
}

type helpSection struct{ head, body string }

// helpLine is a wrapped line of a column: bold for a heading.
type helpLine struct {
	s    string
	bold bool
}

// The help's columns and buttons.
var (
	helpCols = [2]draw.Rect{{X: 50, Y: 90, W: 560, H: 540}, {X: 670, Y: 90, W: 560, H: 540}}
	helpKeys = []string{"help.rules", "menu.glossary", "help.guide", "menu.back"}
)

// NewHelp builds the How to play screen.
func NewHelp(g *game.Game) *Help {
	h := &Help{title: boxText{font: assets.Bold, size: 30, col: draw.ColAccent, r: draw.Rect{X: 50, Y: 30, W: 1180, H: 48}}}
	h.cols[0] = []helpSection{{"help.goal.head", "help.goal"}, {"help.turn.head", "help.turn"}, {"help.screens.head", "help.screens"}}
	h.cols[1] = []helpSection{{"help.mouse.head", "help.mouse"}, {"help.keyboard.head", "help.keyboard"},
		{"help.gamepad.head", "help.gamepad"}, {"help.touch.head", "help.touch"}}
	for i, k := range helpKeys {
		h.list.Buttons = append(h.list.Buttons, draw.Button{R: draw.Rect{X: 50 + float64(i)*298, Y: 650, W: 282, H: 46}, Key: k, Shortcut: i + 1})
	}
	h.list.Focus = len(helpKeys) - 1
	return h
}

// Name implements game.Scene.
func (h *Help) Name() string { return "help" }

// words puts the screen's words in the current language at the text size sc, wrapped
// into the columns.
func (h *Help) words(sc float64) {
	if h.lang == i18n.Current() && h.made == sc {
		return
	}
	h.lang, h.made = i18n.Current(), sc
	h.title.text = i18n.T("help.title")
	for i := range h.list.Buttons {
		h.list.Buttons[i].Label = i18n.T(h.list.Buttons[i].Key)
	}
	size := draw.Sized(14, sc)
	for c := range h.cols {
		h.text[c] = h.text[c][:0]
		for _, s := range h.cols[c] {
			h.text[c] = append(h.text[c], helpLine{s: i18n.T(s.head), bold: true})
			for _, l := range flowText(i18n.T(s.body), assets.Regular, size, helpCols[c].W) {
				h.text[c] = append(h.text[c], helpLine{s: l})
			}
			h.text[c] = append(h.text[c], helpLine{})
		}
	}
}

// Update implements game.Scene.
func (h *Help) Update(g *game.Game) error {
	h.sc = g.Settings.TextScale
	h.words(h.sc)
	scaleButtons(&h.list, h.sc)
	i := h.list.Update(&g.In)
	if g.In.Just(game.ActBack) {
		i = len(helpKeys) - 1
	}
	if i < 0 {
		return nil
	}
	g.Audio.Play(assets.SndClick)
	switch h.list.Buttons[i].Key {
	case "help.rules":
		OpenRules(g, "")
	case "menu.glossary":
		OpenGlossary(g, "")
	case "help.guide":
		startGuide(g) // a career on show was saved at its last decision
	case "menu.back":
		g.Pop()
	}
	return nil
}

// Draw implements game.Scene.
func (h *Help) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	if h.made == 0 {
		return
	}
	h.title.draw(dst, h.sc)
	size := draw.Sized(14, h.sc)
	lh := draw.LineHeight(assets.Regular, size)
	for c, r := range helpCols {
		draw.Panel(dst, r.Inset(-14))
		y := r.Y
		for _, l := range h.text[c] {
			if y+lh > r.Y+r.H {
				break
			}
			switch {
			case l.bold:
				draw.DrawText(dst, l.s, assets.Bold, draw.Sized(16, h.sc), r.X, y, draw.ColAccent, draw.AlignLeft)
				y += lh + 4
			case l.s == "":
				y += lh / 2
			default:
				draw.DrawText(dst, l.s, assets.Regular, size, r.X, y, draw.ColInk, draw.AlignLeft)
				y += lh
			}
		}
	}
	h.list.Draw(dst)
}
