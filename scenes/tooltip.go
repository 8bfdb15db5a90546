package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/game"
	"uboat/present"
)

// The tooltip of the play screens (issue 14: every term explained): a small box with the
// explanation of the term, label, tube, table code or modifier under the pointer. The
// widgets lay out their tip regions (present.Tips); the tooltip asks them which region
// holds a point only when it is about to show one — after the pointer has rested
// tipDelay frames, after a touch held tipHold frames, or on the help key (F1, H, ?) at
// the focused control, else (it explains nothing) at the pointer — so a steady frame
// neither asks nor allocates. It hides when the pointer moves off its region, on a
// click or a key.

// tipDelay is how long the pointer rests before the tooltip shows (frames, 60 a second);
// tipHold how long a touch is held (a long press).
const (
	tipDelay = 30
	tipHold  = 30
)

// tooltip is the play screens' one tooltip.
type tooltip struct {
	still   int // frames the pointer has rested
	shown   bool
	pressed bool // shown by a long press: the touch's release is no tap
	tip     present.Tip
	title   string
	lines   []string
	box     draw.Rect
	scale   float64
}

// tipSource is a screen with tip regions: the region under a point, the focused control.
type tipSource interface {
	tipAt(x, y float64) (present.Tip, bool)
	focusRect() (draw.Rect, bool)
}

// update follows the input: it shows, keeps or hides the tooltip. focus is the focused
// control (for the help key), find the play screen's regions. It reports whether the
// input was the tooltip's (a help key, the end of a long press): the scene ignores it.
func (t *tooltip) update(in *game.Input, sc float64, find tipSource) bool {
	if in.Just(game.ActHelp) {
		in.Consume(game.ActHelp)
		if t.shown {
			t.hide()
			return true
		}
		if r, ok := find.focusRect(); !ok || !t.show(r.X+r.W/2, r.Y+r.H/2, sc, find) {
			t.show(in.X, in.Y, sc, find)
		}
		return true
	}
	if t.pressed && in.Clicked { // the long press ends: no tap
		in.Clicked = false
		t.hide()
		return true
	}
	if in.Held >= tipHold && !t.shown {
		if t.show(in.X, in.Y, sc, find) {
			t.pressed = true
		}
		return false
	}
	if in.Clicked || in.AnyInput() {
		t.hide()
		t.still = 0
		return false
	}
	if in.Moved {
		t.still = 0
		if t.shown && !t.tip.R.Contains(in.X, in.Y) && !t.pressed {
			t.hide()
		}
		return false
	}
	t.still++
	if t.still == tipDelay && !t.shown {
		t.show(in.X, in.Y, sc, find)
	}
	return false
}

// show finds the tip at (x, y) and lays out its box; it reports whether there was one.
func (t *tooltip) show(x, y, sc float64, find tipSource) bool {
	tp, ok := find.tipAt(x, y)
	if !ok {
		return false
	}
	title, body := present.TipBody(tp)
	if title == "" && body == "" {
		return false
	}
	if sc <= 0 {
		sc = 1
	}
	t.tip, t.title, t.scale, t.shown, t.pressed = tp, title, sc, true, false
	const w = 380.0
	t.lines = draw.Wrap(body, assets.Regular, draw.Sized(13, sc), w-20)
	for i, l := range t.lines { // (Wrap indents the lines after the first, as the log's)
		t.lines[i] = strings.TrimLeft(l, " ")
	}
	h := 12 + float64(len(t.lines))*draw.Sized(17, sc) + 6
	if title != "" {
		h += draw.Sized(20, sc)
	}
	bx := min(max(4, tp.R.X), draw.LogicalW-w-4)
	by := tp.R.Y + tp.R.H + 4 // under the region, else above it
	if by+h > draw.LogicalH-4 {
		by = max(4, tp.R.Y-h-4)
	}
	t.box = draw.Rect{X: bx, Y: by, W: w, H: h}
	return true
}

func (t *tooltip) hide() { t.shown, t.pressed = false, false }

// draw paints the tooltip's box over everything.
func (t *tooltip) draw(dst *ebiten.Image) {
	if !t.shown {
		return
	}
	r := t.box
	draw.FillRect(dst, r, draw.Shade(0.92))
	draw.StrokeRect(dst, r, 1, draw.ColAccent)
	y := r.Y + 8
	if t.title != "" {
		draw.DrawText(dst, t.title, assets.Bold, draw.Sized(15, t.scale), r.X+10, y, draw.ColAccent, draw.AlignLeft)
		y += draw.Sized(20, t.scale)
	}
	for _, l := range t.lines {
		draw.DrawText(dst, l, assets.Regular, draw.Sized(13, t.scale), r.X+10, y, draw.ColInk, draw.AlignLeft)
		y += draw.Sized(17, t.scale)
	}
}

// tipAt is the play screen's tip under (x, y): the salvo's or reloads' grid, the decision
// panel, the status board, the roll log (the dock lies over the log), then the top bar,
// the caption, the dice tray and the stage (chromeTipAt).
func (c *Campaign) tipAt(x, y float64) (present.Tip, bool) {
	if c.salvo != nil {
		if tp, ok := c.salvo.tips.At(x, y); ok {
			return tp, true
		}
	}
	if c.reloads != nil {
		if tp, ok := c.reloads.tips.At(x, y); ok {
			return tp, true
		}
	}
	if c.Panel.D != nil && c.panelShown {
		if tp, ok := c.Panel.TipAt(x, y); ok {
			return tp, true
		}
	}
	if tp, ok := c.Status.TipAt(x, y); ok {
		return tp, true
	}
	if tp, ok := c.Log.TipAt(x, y); ok {
		return tp, true
	}
	return c.chromeTipAt(x, y)
}

// chromeTipAt is the tip of the top bar, the caption, the dice tray or the stage under
// (x, y) (chrometips.go), laid out now.
func (c *Campaign) chromeTipAt(x, y float64) (present.Tip, bool) {
	title := ""
	if ps := c.scenes[c.place]; ps != nil {
		title = ps.st.title(c)
		if c.replay { // as drawChrome titles it
			title = c.replayTitle.get(title, replayTitle)
		}
	}
	c.tipList.Reset()
	c.chromeTips(&c.tipList, present.NewTermFinder(), title)
	if tp, ok := c.tipList.At(x, y); ok {
		return tp, true
	}
	if c.Log.Rect().Contains(x, y) { // the log, expanded, lies over the stage
		return present.Tip{}, false
	}
	return c.stageTipAt(x, y)
}

// focusRect is the focused control of the play screen (PlayScene.Focus).
func (c *Campaign) focusRect() (draw.Rect, bool) {
	p := PlayScene{c: c}
	return p.Focus()
}
