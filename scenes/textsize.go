package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/draw"
)

// The settings' text size (game.Settings.TextScale) on the menu screens: their buttons
// take it (draw.Button.Scale) and their words are boxTexts, fitted into their boxes at
// it (wrapped, shrunk, cut with "…" only as a last resort: draw.Fit).

// scaleButtons sets the text size factor sc of every button of l.
func scaleButtons(l *draw.ButtonList, sc float64) {
	for i := range l.Buttons {
		l.Buttons[i].Scale = sc
	}
}

// boxText is one of a screen's words in its box, fitted at the text size. The fitting
// is worked out again only when the text or the text size changes.
type boxText struct {
	text  string
	font  int     // assets.Regular or assets.Bold
	size  float64 // px at text size 1
	min   float64 // px: the least it may shrink to (0: 10)
	col   color.RGBA
	r     draw.Rect
	align draw.Align

	fit       draw.Fitted
	fitText   string
	fitScale  float64
	fitRect   draw.Rect
	fitFilled bool
}

// fitted returns the text fitted into r at the text size sc.
func (b *boxText) fitted(sc float64) draw.Fitted {
	if !b.fitFilled || b.fitText != b.text || b.fitScale != sc || b.fitRect != b.r {
		least := b.min
		if least == 0 {
			least = 10
		}
		b.fit = draw.Fit(b.text, b.font, draw.Sized(b.size, sc), least, b.r.W, b.r.H)
		b.fitText, b.fitScale, b.fitRect, b.fitFilled = b.text, sc, b.r, true
	}
	return b.fit
}

// draw draws the text in its box at the text size sc.
func (b *boxText) draw(dst *ebiten.Image, sc float64) {
	if b.text == "" {
		return
	}
	f := b.fitted(sc)
	x := b.r.X
	switch b.align {
	case draw.AlignCenter:
		x += b.r.W / 2
	case draw.AlignRight:
		x += b.r.W
	}
	f.Draw(dst, x, b.r.Y, b.col, b.align)
}
