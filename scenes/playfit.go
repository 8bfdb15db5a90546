package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/present"
)

// lineBox is a fixed box of a play scene that holds one line of words: drawn at Size px
// (the play scenes' fixed labels keep their size at every text size), shrunk to the
// box's width down to Min px where a language's words are longer (issue 13: German),
// never cut. TestPlayScreensFitInEveryLanguage measures every message drawn in one
// against its box.
type lineBox struct {
	R     draw.Rect // the box, px on the 1280×720 canvas; the line's top at R.Y
	Font  int       // assets.Regular or assets.Bold
	Size  float64   // px as designed
	Min   float64   // px: the least it shrinks to
	Align draw.Align
}

// size is the size s is drawn at in the box, px.
func (b lineBox) size(s string) float64 { return draw.FitSize(s, b.Font, b.Size, b.Min, b.R.W) }

// at returns the box moved to the top y.
func (b lineBox) at(y float64) lineBox {
	b.R.Y = y
	return b
}

// draw draws s in the box, aligned, its middle where the designed size's would be.
func (b lineBox) draw(dst *ebiten.Image, s string, col color.RGBA) {
	fs := b.size(s)
	x := b.R.X
	switch b.Align {
	case draw.AlignCenter:
		x += b.R.W / 2
	case draw.AlignRight:
		x += b.R.W
	}
	draw.DrawText(dst, s, b.Font, fs, x, b.R.Y+(b.Size-fs)/2, col, b.Align)
}

// The top bar's three lines (Campaign.drawChrome): the boat and her Kommandant on the
// left, the scene's title centred at x 560 (clear of the demonstration's banner from
// x 860), the keys' hint on the right.
var (
	topLeftBox  = lineBox{R: draw.Rect{X: 12, Y: 8, W: 290, H: 20}, Font: assets.Bold, Size: 16, Min: 11, Align: draw.AlignLeft}
	topTitleBox = lineBox{R: draw.Rect{X: 315, Y: 8, W: 490, H: 20}, Font: assets.Regular, Size: 16, Min: 11, Align: draw.AlignCenter}
	topHintBox  = lineBox{R: draw.Rect{X: 820, Y: 10, W: 448, H: 17}, Font: assets.Regular, Size: 13, Min: 10, Align: draw.AlignRight}
)

// The stages' fixed labels.
var (
	// the encounter's chip under the caption: day or night, range, escorts
	encounterInfoLine = lineBox{R: encounterInfoBox, Font: assets.Bold, Size: 15, Min: 11, Align: draw.AlignLeft}
	// the depth-charge attack's messages, one under another from y Stage.Y+150
	depthTextLine = lineBox{R: draw.Rect{X: 20, Y: present.Stage.Y + 150, W: present.Stage.W - 40, H: 22}, Font: assets.Bold, Size: 17, Min: 11, Align: draw.AlignLeft}
	// the transit's leg, at the chart's bottom left
	transitLegLine = lineBox{R: draw.Rect{X: 14, Y: present.Stage.Y + present.Stage.H - 26, W: 420, H: 18}, Font: assets.Bold, Size: 14, Min: 10, Align: draw.AlignLeft}
	// the port's card of orders or of the new command (portStage.draw)
	portCard = draw.Rect{X: 480, Y: present.Stage.Y + 84, W: 390, H: 84}
	// its heading, its big line and its small line
	portCardHead  = lineBox{R: draw.Rect{X: portCard.X + 12, Y: portCard.Y + 8, W: portCard.W - 24, H: 18}, Font: assets.Bold, Size: 15, Min: 10, Align: draw.AlignLeft}
	portCardMain  = lineBox{R: draw.Rect{X: portCard.X + 12, Y: portCard.Y + 28, W: portCard.W - 24, H: 24}, Font: assets.Bold, Size: 20, Min: 12, Align: draw.AlignLeft}
	portCardOther = lineBox{R: draw.Rect{X: portCard.X + 12, Y: portCard.Y + 56, W: portCard.W - 24, H: 18}, Font: assets.Regular, Size: 14, Min: 10, Align: draw.AlignLeft}
	// an officer's name under the portrait (60 px, 78 apart): x is the portrait's left
	officerLine = lineBox{R: draw.Rect{X: -7, Y: 62, W: 74, H: 14}, Font: assets.Regular, Size: 11, Min: 8, Align: draw.AlignCenter}
	// the yard calendar's sheet (84 px wide): the month's abbreviation on its red band
	// and "month 1 of 3" under the year; x and y are the sheet's top left
	calMonthLine = lineBox{R: draw.Rect{X: 4, Y: 3, W: 76, H: 18}, Font: assets.Bold, Size: 15, Min: 9, Align: draw.AlignCenter}
	calCountLine = lineBox{R: draw.Rect{X: 3, Y: 70, W: 78, H: 14}, Font: assets.Regular, Size: 11, Min: 8, Align: draw.AlignCenter}
	// the new rank's abbreviation under its sleeve (48 px at rankX), clear of the medal's
	// name on the left
	rankAbbrLine = lineBox{R: draw.Rect{X: rankX + 24 - 32, Y: 68, W: 64, H: 16}, Font: assets.Bold, Size: 13, Min: 9, Align: draw.AlignCenter}
)

// moved returns b with its box moved by dx, dy (a box given relative to a picture).
func (b lineBox) moved(dx, dy float64) lineBox {
	b.R.X += dx
	b.R.Y += dy
	return b
}
