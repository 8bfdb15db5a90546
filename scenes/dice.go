package scenes

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/present"
)

// DiceTray shows the latest roll as dice: they tumble for a moment, then settle on the
// faces the engine rolled, with the table and the result beside them.
type DiceTray struct {
	ev     *engine.RollEvent
	t      int
	label  string
	result string
	total  string
	// the sizes the label and the result are drawn at, fitted to the tray (names were cut
	// at 34 letters: "[DECK_GUN_REMOVA…")
	labelSize, resultSize float64
}

// Sizes and room in the tray.
const (
	diceLabelSize  = 12
	diceResultSize = 15
	diceMinSize    = 9
)

// resultX is where the result starts right of n dice.
func resultX(n int) float64 { return 8 + 38*float64(n) + 6 }

const tumbleFrames = 14

// Roll shows a new roll.
func (d *DiceTray) Roll(e *engine.RollEvent, instant bool) {
	d.ev = e
	d.t = 0
	if instant {
		d.t = tumbleFrames
	}
	d.label = strings.TrimSpace(present.TableName(e.Table) + " " + present.TableRef(e.Table))
	d.labelSize = draw.FitSize(d.label, assets.Regular, diceLabelSize, diceMinSize, present.DiceBox.W-16)
	d.result = present.ResultText(e.Table, e.Result)
	d.resultSize = draw.FitSize(d.result, assets.Bold, diceResultSize, diceMinSize, present.DiceBox.W-resultX(len(e.Faces))-6)
	d.total = ""
	if len(e.Mods) > 0 {
		sum := 0
		for _, m := range e.Mods {
			sum += m.V
		}
		d.total = present.SignedInt(sum) + " → " + strconv.Itoa(e.Total)
	}
}

// Clear empties the tray (a new scene starts with no roll shown).
func (d *DiceTray) Clear() { d.ev = nil }

// Shown reports whether the tray shows a roll.
func (d *DiceTray) Shown() bool { return d.ev != nil }

// Update advances the tumble.
func (d *DiceTray) Update() {
	if d.ev != nil && d.t < tumbleFrames {
		d.t++
	}
}

var pipSpots = [7][][2]float32{
	{}, {{.5, .5}}, {{.25, .25}, {.75, .75}}, {{.25, .25}, {.5, .5}, {.75, .75}},
	{{.25, .25}, {.75, .25}, {.25, .75}, {.75, .75}},
	{{.25, .25}, {.75, .25}, {.5, .5}, {.25, .75}, {.75, .75}},
	{{.25, .25}, {.75, .25}, {.25, .5}, {.75, .5}, {.25, .75}, {.75, .75}},
}

// drawDie draws one die face of size s at x, y: pips for 1–6 on six-sided dice, the
// number otherwise.
func drawDie(dst *ebiten.Image, x, y, s float32, face int, d6 bool) {
	fillRect(dst, x, y, s, s, draw.ColInk, true)
	strokeRect(dst, x, y, s, s, 1, draw.ColEdge, true)
	if d6 && face >= 1 && face <= 6 {
		for _, p := range pipSpots[face] {
			fillCircle(dst, x+p[0]*s, y+p[1]*s, s*0.09, draw.ColBack, true)
		}
		return
	}
	draw.DrawText(dst, itoa(face), assets.Bold, float64(s)*0.55, float64(x+s/2), float64(y+s*0.18), draw.ColBack, draw.AlignCenter)
}

// Draw paints the tray at x, y (240 wide).
func (d *DiceTray) Draw(dst *ebiten.Image, x, y float64) {
	if d.ev == nil {
		return
	}
	r := draw.Rect{X: x, Y: y, W: present.DiceBox.W, H: present.DiceBox.H}
	draw.FillRect(dst, r, draw.Shade(0.6))
	draw.StrokeRect(dst, r, 1, draw.ColEdge)
	draw.DrawText(dst, d.label, assets.Regular, d.labelSize, x+8, y+4, draw.ColDim, draw.AlignLeft)
	d6 := d.ev.Dice != "1d10" && d.ev.Dice != "1d20" && d.ev.Dice != "d100"
	dx := float32(x + 8)
	for i, f := range d.ev.Faces {
		oy := float32(0)
		if d.t < tumbleFrames {
			f = (f+d.t*(i+2)+i)%6 + 1
			// thrown in: bouncing lower each time until they settle on the rolled faces
			k := float64(tumbleFrames-d.t) / tumbleFrames
			oy = -float32(12 * k * math.Abs(math.Cos(float64(d.t+i*2)*0.45)))
		}
		drawDie(dst, dx, float32(y+24)+oy, 32, f, d6)
		dx += 38
	}
	if d.t >= tumbleFrames {
		tx := x + resultX(len(d.ev.Faces))
		if d.total != "" {
			draw.DrawText(dst, d.total, assets.Regular, 13, tx, y+22, draw.ColDim, draw.AlignLeft)
		}
		draw.DrawText(dst, d.result, assets.Bold, d.resultSize, tx, y+40+(diceResultSize-d.resultSize)/2, draw.ColAccent, draw.AlignLeft)
	}
}
