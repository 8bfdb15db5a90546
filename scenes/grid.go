package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/game"
	"uboat/present"
)

// gridDock is a decision dock that answers a run of the engine's decisions on one
// screen: one row per decision (a tube), one column per answer (a target, a torpedo
// kind), one chosen cell per row, and buttons under the grid. The salvo (salvo.go) and
// the reloads (reload.go) are grids. It sits at the bottom of present.DockArea like the
// decision panel, as high as its rows need.
//
// Keys: Up and Down move between the rows and the buttons, Left and Right change the
// row's answer (or move between the buttons), a number key gives the row that column
// and goes to the next row, Enter goes to the next row or presses the focused button.
// The pointer: a click on a cell chooses it, a click on a button presses it.
type gridDock struct {
	title   string
	rows    []string  // row labels ("Tube 1 · G7e")
	cols    []gridCol // column headings
	pick    []int     // per row: the chosen column (-1: none)
	allowed func(r, c int) bool
	cells   [][]string // the small print of each cell (odds) by row and column; nil for none
	foot    []string   // a line under each column (the sunk odds); nil for none
	hasFoot bool       // the grid keeps a line for foot under its rows
	buttons []draw.Button
	focus   int // 0…len(rows)-1 a row, then the buttons
	scale   float64

	R     draw.Rect
	labW  float64 // the row labels' column
	colW  float64
	headH float64
	rowH  float64
	gridY float64 // top of the first row

	// fit holds the texts as drawn, fitted to their boxes; remade (refit) after layout
	// and whenever a text changes (changed), not every frame.
	fit struct {
		stale       bool
		names, subs []string
		// the headings' sizes, px: shrunk into the column (German words are long)
		// before they are cut
		nameSize, subSize []float64
		rows              []string
		cells             [][]string
		foot              []string
	}
}

// changed marks the grid's texts for fitting again before they are next drawn.
func (d *gridDock) changed() { d.fit.stale = true }

// refit fits every text of the grid to its box at the grid's text size.
func (d *gridDock) refit() {
	sc := d.scale
	if sc <= 0 {
		sc = 1
	}
	f := &d.fit
	f.stale = false
	f.names, f.subs = f.names[:0], f.subs[:0]
	f.nameSize, f.subSize = f.nameSize[:0], f.subSize[:0]
	for _, col := range d.cols {
		ns, ss := d.headingSizes(col)
		f.names = append(f.names, present.FitText(col.name, assets.Bold, ns, d.colW-8))
		f.subs = append(f.subs, present.FitText(col.sub, assets.Regular, ss, d.colW-8))
		f.nameSize, f.subSize = append(f.nameSize, ns), append(f.subSize, ss)
	}
	f.rows = f.rows[:0]
	for _, l := range d.rows {
		f.rows = append(f.rows, present.FitText(l, assets.Regular, 15*sc, d.labW-10))
	}
	f.cells = f.cells[:0]
	for r := range d.cells {
		row := make([]string, len(d.cells[r]))
		for c, t := range d.cells[r] {
			row[c] = present.FitText(t, assets.Regular, 12*sc, d.colW-10)
		}
		f.cells = append(f.cells, row)
	}
	f.foot = f.foot[:0]
	for _, t := range d.foot {
		f.foot = append(f.foot, present.FitText(t, assets.Bold, 13*sc, d.colW-6))
	}
}

// headingSizes returns the sizes, px, a column's heading is drawn at: its name 14 px and
// its second line 12 px at the grid's text size, each shrunk to the column's width
// down to 10 px and 9 px (then cut with an ellipsis: a ship's long name in a convoy of
// many).
func (d *gridDock) headingSizes(col gridCol) (name, sub float64) {
	sc := d.scale
	if sc <= 0 {
		sc = 1
	}
	return draw.FitSize(col.name, assets.Bold, 14*sc, min(10, 14*sc), d.colW-8),
		draw.FitSize(col.sub, assets.Regular, 12*sc, min(9, 12*sc), d.colW-8)
}

// gridCol is one column's heading: a name and a second line.
type gridCol struct {
	name, sub string
}

// layout places the grid at the bottom of area.
func (d *gridDock) layout(area draw.Rect) {
	sc := d.scale
	if sc <= 0 {
		sc = 1
	}
	d.labW = 190 * sc
	d.headH, d.rowH = 38*sc, 30*sc
	d.colW = (area.W - 30 - d.labW) / float64(max(1, len(d.cols)))
	footH := 0.0
	if d.hasFoot {
		footH = 22 * sc
	}
	bh := 36 * sc
	h := 12 + 24*sc + d.headH + float64(len(d.rows))*d.rowH + footH + 10 + bh + 10
	d.R = draw.Rect{X: area.X, Y: area.Y + area.H - h, W: area.W, H: h}
	d.gridY = d.R.Y + 12 + 24*sc + d.headH
	by := d.gridY + float64(len(d.rows))*d.rowH + footH + 10
	n := float64(len(d.buttons))
	bw := (area.W - 30 - (n-1)*10) / n
	for i := range d.buttons {
		d.buttons[i].R = draw.Rect{X: d.R.X + 15 + float64(i)*(bw+10), Y: by, W: bw, H: bh}
		d.buttons[i].Scale = sc
	}
	d.changed()
}

// cellRect is where row r, column c is drawn.
func (d *gridDock) cellRect(r, c int) draw.Rect {
	return draw.Rect{X: d.R.X + 15 + d.labW + float64(c)*d.colW + 2, Y: d.gridY + float64(r)*d.rowH + 2, W: d.colW - 4, H: d.rowH - 4}
}

// rowRect is the whole of row r (its label and cells).
func (d *gridDock) rowRect(r int) draw.Rect {
	return draw.Rect{X: d.R.X + 10, Y: d.gridY + float64(r)*d.rowH, W: d.R.W - 20, H: d.rowH}
}

// row returns the focused row, or -1 when a button has the focus.
func (d *gridDock) row() int {
	if d.focus < len(d.rows) {
		return d.focus
	}
	return -1
}

// choose gives row r column c if it is allowed.
func (d *gridDock) choose(r, c int) bool {
	if r < 0 || r >= len(d.rows) || c < 0 || c >= len(d.cols) || !d.allowed(r, c) {
		return false
	}
	d.pick[r] = c
	return true
}

// step moves row r's answer to the next allowed column in direction dir.
func (d *gridDock) step(r, dir int) {
	n := len(d.cols)
	c := d.pick[r]
	for k := 1; k <= n; k++ {
		x := ((c+dir*k)%n + n) % n
		if d.allowed(r, x) {
			d.pick[r] = x
			return
		}
	}
}

// update handles a frame of input; it returns the index of the button pressed, or -1.
// changed reports whether a row's answer changed.
func (d *gridDock) update(in *game.Input) (pressed int, changed bool) {
	nb := len(d.buttons)
	last := len(d.rows) + nb - 1
	x, y, moved, clicked := in.Pointer()
	for i := range d.buttons {
		if d.buttons[i].R.Contains(x, y) && (moved || clicked) {
			d.focus = len(d.rows) + i
			if clicked {
				return i, false
			}
		}
	}
	for r := range d.rows {
		for c := range d.cols {
			if d.cellRect(r, c).Contains(x, y) && clicked {
				d.focus = r
				return -1, d.choose(r, c)
			}
		}
	}
	if in.Just(game.ActUp) {
		d.focus = max(0, d.focus-1)
	}
	if in.Just(game.ActDown) {
		d.focus = min(last, d.focus+1)
	}
	if r := d.row(); r >= 0 {
		if in.Just(game.ActLeft) {
			d.step(r, -1)
			changed = true
		}
		if in.Just(game.ActRight) {
			d.step(r, +1)
			changed = true
		}
		if n := in.Choice(); n > 0 && d.choose(r, n-1) {
			d.focus++
			return -1, true
		}
		if in.Just(game.ActConfirm) {
			d.focus++
		}
		return -1, changed
	}
	b := d.focus - len(d.rows)
	if in.Just(game.ActLeft) && b > 0 {
		d.focus--
	}
	if in.Just(game.ActRight) && b < nb-1 {
		d.focus++
	}
	if in.Just(game.ActConfirm) {
		return d.focus - len(d.rows), false
	}
	return -1, false
}

// draw paints the grid.
func (d *gridDock) draw(dst *ebiten.Image) {
	sc := d.scale
	if sc <= 0 {
		sc = 1
	}
	if d.fit.stale {
		d.refit()
	}
	f := &d.fit
	draw.FillRect(dst, d.R, draw.ColPanel)
	draw.FillRect(dst, draw.Rect{X: d.R.X, Y: d.R.Y, W: d.R.W, H: 2}, draw.ColAccent)
	fs := draw.FitSize(d.title, assets.Bold, 17*sc, 12, d.R.W-30)
	draw.DrawText(dst, d.title, assets.Bold, fs, d.R.X+15, d.R.Y+10, draw.ColInk, draw.AlignLeft)
	// headings
	hy := d.gridY - d.headH
	for c, name := range f.names {
		cx := d.R.X + 15 + d.labW + float64(c)*d.colW + d.colW/2
		ns, ss := f.nameSize[c], f.subSize[c]
		draw.DrawText(dst, name, assets.Bold, ns, cx, hy+2+(14*sc-ns)/2, draw.ColInk, draw.AlignCenter)
		if f.subs[c] != "" {
			draw.DrawText(dst, f.subs[c], assets.Regular, ss, cx, hy+19*sc+(12*sc-ss)/2, draw.ColDim, draw.AlignCenter)
		}
	}
	// rows
	for r, l := range f.rows {
		rr := d.rowRect(r)
		if r == d.focus {
			draw.FillRect(dst, rr, draw.ColButton)
			draw.StrokeRect(dst, rr, 1.5, draw.ColAccent)
		}
		draw.DrawText(dst, l, assets.Regular, 15*sc, rr.X+8, rr.Y+(d.rowH-15*sc)/2-2, draw.ColInk, draw.AlignLeft)
		for c := range d.cols {
			cr := d.cellRect(r, c)
			ok := d.allowed(r, c)
			switch {
			case d.pick[r] == c:
				draw.FillRect(dst, cr, draw.ColButtonHi)
				draw.StrokeRect(dst, cr, 1.5, draw.ColAccent)
			case ok:
				draw.StrokeRect(dst, cr, 1, draw.ColEdge)
			}
			if !ok {
				continue
			}
			t := ""
			if r < len(f.cells) && c < len(f.cells[r]) {
				t = f.cells[r][c]
			}
			if d.pick[r] == c && t == "" {
				t = "✓"
			}
			if t != "" {
				col := draw.ColDim
				if d.pick[r] == c {
					col = draw.ColInk
				}
				draw.DrawText(dst, t, assets.Regular, 12*sc, cr.X+cr.W/2, cr.Y+(cr.H-12*sc)/2-1, col, draw.AlignCenter)
			}
		}
	}
	fy := d.gridY + float64(len(d.rows))*d.rowH + 3
	for c, t := range f.foot {
		if t == "" || c >= len(d.cols) {
			continue
		}
		cx := d.R.X + 15 + d.labW + float64(c)*d.colW + d.colW/2
		draw.DrawText(dst, t, assets.Bold, 13*sc, cx, fy, draw.ColAccent, draw.AlignCenter)
	}
	for i := range d.buttons {
		draw.DrawButton(dst, &d.buttons[i], d.focus == len(d.rows)+i)
	}
}

// gridRun is a grid that answers a run of the engine's decisions (the salvo, the
// reloads): the player's frames on it until the player is done, then its answer to each
// decision of the run.
type gridRun interface {
	// frame runs a frame of the player's input; true once the player is done.
	frame(c *Campaign, in *game.Input) bool
	// keyFor is the grid's answer to a decision of its run; ok is false for a decision
	// it cannot answer.
	keyFor(dec *engine.Decision) (key string, ok bool)
	// selectTube moves the focus to the row of a tube (a click on the status board).
	selectTube(bow bool, i int)
}

// gridAnswer is the player's frame on a grid: a click on a tube of the status board goes
// to its row, the grid's own input, then the grid's answer to the pending decision. A
// decision the grid cannot answer is asked on the panel (drop puts the grid away).
func (c *Campaign) gridAnswer(g *game.Game, d gridRun, drop func()) (string, bool) {
	if x, y, _, clicked := g.In.Pointer(); clicked {
		if t, ok := c.Status.TubeAt(x, y); ok {
			d.selectTube(t.Bow, t.I)
		}
	}
	if !d.frame(c, &g.In) {
		return "", false
	}
	if key, ok := d.keyFor(c.pending); ok {
		return key, true
	}
	drop()
	c.Panel.Set(c.pending, present.DockArea, g.Settings.ShowOdds)
	c.Log.SetDockTop(c.dockTop())
	return "", false
}
