package scenes

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
	"uboat/rules"
)

// Table charts in the rules browser (issue 14): under a table's explanation, the page
// draws the table itself from the engine's data (present.TableChart) — rows the dice
// totals, columns the table's columns, cells the results in words. Opened from a roll of
// the roll log (OpenTable), the chart of that roll shows the roll's row and column
// highlighted, its cell marked, and above it the natural roll, each DRM and the total.

// OpenTable shows the chart of roll's table in the rules browser over the current scene,
// the cell of roll highlighted; a roll on a check without a chart opens nothing.
func OpenTable(g *game.Game, roll *engine.RollEvent) {
	if roll == nil || !present.HasChart(roll.Table) {
		return
	}
	g.Push(newRulesBook(g, present.ChartHome(roll.Table), roll))
}

// chartBlock is one chart as laid out on a page: the chart, the highlighted cell (−1:
// none) and where the chart and its highlighted row are, from the charts' top (px).
type chartBlock struct {
	ch           *present.Chart
	hiRow, hiCol int
	top, rowY    float64
	cell         draw.Rect // the roll's cell (W 0: none)
}

// chartItem is one thing the charts draw: a filled box, a box's outline or a text.
type chartItem struct {
	r      draw.Rect // in the charts' frame (0 at the top of the first chart)
	fill   color.RGBA
	stroke bool
	text   string
	font   int
	size   float64
}

// chartsLayout is the charts of a page laid out once (per page, width, text size and
// roll): its items and its height.
type chartsLayout struct {
	blocks []chartBlock
	items  []chartItem
	h      float64
}

// The charts' colours: a band (the roll's row and column), the roll's cell, the rows'
// stripes.
var (
	chartBand   = chartTint(draw.ColAccent, 0x38)
	chartStripe = chartTint(draw.ColButton, 0x80)
)

// chartTint returns c at alpha a, premultiplied.
func chartTint(c color.RGBA, a uint8) color.RGBA {
	m := func(v uint8) uint8 { return uint8(uint16(v) * uint16(a) / 0xff) }
	return color.RGBA{m(c.R), m(c.G), m(c.B), a}
}

// pageCharts returns the table codes whose charts page shows (present.ChartHome), in
// order: the table's own first, then the others by code.
func pageCharts(b *rules.Book, page *rules.Section) []string {
	var out []string
	for _, code := range present.ChartCodes() {
		s := b.Section(present.ChartHome(code))
		for s != nil && s.Depth > 2 && s.Parent != nil {
			s = s.Parent
		}
		if s == page {
			out = append(out, code)
		}
	}
	return out
}

// layoutCharts lays out the charts of codes w px wide at text size sc; roll (nil: none)
// is highlighted in its table's chart.
func layoutCharts(codes []string, w, sc float64, roll *engine.RollEvent) *chartsLayout {
	l := &chartsLayout{}
	y := 0.0
	for _, code := range codes {
		ch := present.TableChart(code)
		if ch == nil {
			continue
		}
		b := chartBlock{ch: ch, hiRow: -1, hiCol: -1, top: y}
		var steps []string
		if roll != nil && roll.Table == code {
			b.hiRow, b.hiCol = ch.Find(roll.Column, roll.Total)
			steps = present.RollSteps(roll)
		}
		y = l.chart(&b, steps, y+draw.Sized(18, sc), w, sc)
		l.blocks = append(l.blocks, b)
	}
	l.h = y
	return l
}

// chart lays out one chart from y (its roll's steps first when it has them) and returns
// the y under it.
func (l *chartsLayout) chart(b *chartBlock, steps []string, y, w, sc float64) float64 {
	ch := b.ch
	ts := draw.Sized(18, sc)
	for _, ln := range draw.Wrap(i18n.T("chart.heading")+": "+ch.Title, assets.Bold, ts, w) {
		l.text(ln, assets.Bold, ts, 0, y, draw.ColAccent)
		y += draw.LineStep(ts)
	}
	y += ts * 0.3
	fs := draw.Sized(15, sc)
	cs := draw.Sized(14, sc)
	cstep := draw.LineStep(cs)
	labelW := draw.TextWidth(i18n.T("chart.roll"), assets.Bold, cs)
	for _, r := range ch.Rows {
		labelW = max(labelW, draw.TextWidth(r.Label, assets.Regular, cs))
	}
	labelW += 16
	minCol := draw.Sized(118, sc)
	per := max(1, int((w-labelW)/minCol))
	// the roll's box goes beside a chart narrow enough to leave it room, at the roll's
	// row; above the chart otherwise
	oneW := labelW + min((w-labelW)/float64(len(ch.Cols)), draw.Sized(320, sc))*float64(len(ch.Cols))
	side := len(ch.Cols) <= per && w-oneW >= draw.Sized(220, sc)
	if len(steps) > 0 && !side {
		y = l.rollBox(steps, 0, y, w, fs) + fs*0.6
	}
	tableTop := y
	// columns that do not fit go on below, in blocks of per; the roll's column's block first
	var starts []int
	for first := 0; first < len(ch.Cols); first += per {
		if b.hiCol >= first && b.hiCol < first+per {
			starts = append([]int{first}, starts...)
		} else {
			starts = append(starts, first)
		}
	}
	for _, first := range starts {
		last := min(first+per, len(ch.Cols))
		colW := min((w-labelW)/float64(last-first), draw.Sized(320, sc))
		right := labelW + colW*float64(last-first)
		x := func(c int) float64 { return labelW + colW*float64(c-first) }
		// the heading row
		hh := cstep
		for c := first; c < last; c++ {
			hh = max(hh, float64(len(draw.Wrap(ch.Cols[c].Label, assets.Bold, cs, colW-8)))*cstep)
		}
		hh += 6
		for c := first; c < last; c++ {
			if c == b.hiCol && len(ch.Cols) > 1 {
				l.items = append(l.items, chartItem{r: draw.Rect{X: x(c), Y: y, W: colW, H: hh}, fill: chartBand})
			}
		}
		l.text(i18n.T("chart.roll"), assets.Bold, cs, 6, y+3, draw.ColDim)
		for c := first; c < last; c++ {
			for i, ln := range draw.Wrap(ch.Cols[c].Label, assets.Bold, cs, colW-8) {
				l.text(strings.TrimLeft(ln, " "), assets.Bold, cs, x(c)+4, y+3+float64(i)*cstep, draw.ColAccent) // a cell's lines, flush left
			}
		}
		y += hh
		l.items = append(l.items, chartItem{r: draw.Rect{X: 0, Y: y - 1, W: right, H: 1}, fill: draw.ColEdge})
		// a row per band of totals
		for ri, r := range ch.Rows {
			rh := cstep
			for c := first; c < last; c++ {
				rh = max(rh, float64(len(draw.Wrap(r.Cells[c], assets.Regular, cs, colW-8)))*cstep)
			}
			rh += 4
			row := draw.Rect{X: 0, Y: y, W: right, H: rh}
			switch {
			case ri == b.hiRow:
				l.items = append(l.items, chartItem{r: row, fill: chartBand})
				if b.hiCol >= first && b.hiCol < last || b.hiCol < 0 && first == starts[0] {
					b.rowY = y // the row beside the roll's column
				}
			case ri%2 == 1:
				l.items = append(l.items, chartItem{r: row, fill: chartStripe})
			}
			for c := first; c < last; c++ {
				cell := draw.Rect{X: x(c), Y: y, W: colW, H: rh}
				col := draw.ColInk
				switch {
				case ri == b.hiRow && c == b.hiCol: // the roll's cell
					l.items = append(l.items, chartItem{r: cell, fill: draw.ColAccent})
					col, b.cell = draw.ColBack, cell
				case c == b.hiCol && ri != b.hiRow && len(ch.Cols) > 1:
					l.items = append(l.items, chartItem{r: cell, fill: chartBand})
				}
				for i, ln := range draw.Wrap(r.Cells[c], assets.Regular, cs, colW-8) {
					l.text(strings.TrimLeft(ln, " "), assets.Regular, cs, cell.X+4, y+2+float64(i)*cstep, col)
				}
			}
			lcol := draw.ColDim
			if ri == b.hiRow {
				lcol = draw.ColAccent
			}
			l.text(r.Label, assets.Bold, cs, 6, y+2, lcol)
			y += rh
		}
		l.items = append(l.items, chartItem{r: draw.Rect{X: 0, Y: y, W: right, H: 1}, fill: draw.ColEdge})
		y += cs
	}
	if len(steps) > 0 && side {
		h := rollBoxH(steps, w-oneW-16, fs)
		by := min(max(b.rowY-h/2, tableTop), max(tableTop, y-cs-h))
		y = max(y, l.rollBox(steps, oneW+16, by, w-oneW-16, fs)+cs)
	}
	return y
}

// rollBox lays out the roll's box at (x, y), w px wide: "This roll", the natural roll,
// each DRM and the total, one line each (wrapped); it returns the y under the box.
func (l *chartsLayout) rollBox(steps []string, x, y, w, fs float64) float64 {
	step := draw.LineStep(fs)
	top := y
	y += 6
	l.text(i18n.T("chart.this_roll"), assets.Bold, fs, x+10, y, draw.ColAccent)
	y += step
	for _, s := range steps {
		for _, ln := range draw.Wrap(s, assets.Regular, fs, w-30) {
			l.text(ln, assets.Regular, fs, x+20, y, draw.ColInk)
			y += step
		}
	}
	y += 6
	l.items = append(l.items, chartItem{r: draw.Rect{X: x, Y: top, W: w, H: y - top}, fill: draw.ColAccent, stroke: true})
	return y
}

// rollBoxH is the height of rollBox's box w px wide.
func rollBoxH(steps []string, w, fs float64) float64 {
	n := 1
	for _, s := range steps {
		n += len(draw.Wrap(s, assets.Regular, fs, w-30))
	}
	return 12 + float64(n)*draw.LineStep(fs)
}

func (l *chartsLayout) text(s string, font int, size, x, y float64, col color.RGBA) {
	l.items = append(l.items, chartItem{r: draw.Rect{X: x, Y: y, H: size * 1.3}, text: s, font: font, size: size, fill: col})
}

// highlight returns the y (from the charts' top) of the highlighted chart and of its
// roll's row; ok false when no chart has a highlight.
func (l *chartsLayout) highlight() (top, row float64, ok bool) {
	for _, b := range l.blocks {
		if b.hiRow >= 0 {
			return b.top, b.rowY, true
		}
	}
	return 0, 0, false
}

// draw draws the charts whose top is y0 px below the page's top, in the box r of the page
// scrolled by top: texts wholly inside r, boxes cut to it.
func (l *chartsLayout) draw(dst *ebiten.Image, r draw.Rect, y0, top float64) {
	for i := range l.items {
		it := &l.items[i]
		y := r.Y + y0 + it.r.Y - top
		if it.text != "" {
			if y >= r.Y && y+it.r.H <= r.Y+r.H {
				draw.DrawText(dst, it.text, it.font, it.size, r.X+it.r.X, y, it.fill, draw.AlignLeft)
			}
			continue
		}
		box := draw.Rect{X: r.X + it.r.X, Y: y, W: it.r.W, H: it.r.H}
		if it.stroke {
			if box.Y >= r.Y && box.Y+box.H <= r.Y+r.H {
				draw.StrokeRect(dst, box, 1, it.fill)
			}
			continue
		}
		bottom := min(box.Y+box.H, r.Y+r.H)
		box.Y = max(box.Y, r.Y)
		if box.H = bottom - box.Y; box.H > 0 {
			draw.FillRect(dst, box, it.fill)
		}
	}
}

// HighlightedCell returns where the rules browser s draws the cell of its roll on the
// 1280×720 canvas (px); ok is false when s is no rules browser, has no highlighted cell,
// or the cell is not wholly in view (cmd/chartshots checks its colour).
func HighlightedCell(s game.Scene) (r draw.Rect, ok bool) {
	rb, isBook := s.(*RulesBook)
	if !isBook || rb.charts == nil {
		return draw.Rect{}, false
	}
	for _, b := range rb.charts.blocks {
		if b.cell.W == 0 {
			continue
		}
		a := rb.textArea()
		r = draw.Rect{X: a.X + b.cell.X, Y: a.Y + rb.lay.h + b.cell.Y - rb.top, W: b.cell.W, H: b.cell.H}
		return r, r.Y >= a.Y && r.Y+r.H <= a.Y+a.H
	}
	return draw.Rect{}, false
}
