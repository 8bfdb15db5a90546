package scenes

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/rules"
)

// A page of the rules laid out once (per page, width and text size) as runs of text at
// their places, so that a frame only draws the runs in view.

// run is a piece of one line in one style: drawn with one DrawText; a link's run is one
// link ("9.6.4", "[E2]").
type run struct {
	x, y, w float64 // y: the line's top, in the page (0 at the page's top)
	size    float64
	text    string
	font    int
	col     color.RGBA
	link    string // the section key it opens ("" none)
}

// pageLayout is a laid-out page: its runs in reading order, the top of each section's
// heading in it (to scroll to a rule), and its height.
type pageLayout struct {
	runs  []run
	heads map[string]float64
	h     float64
}

// layoutPage lays out a page of the rules w px wide at text size sc: a chapter's page is
// its own text and the list of its sections (links); any other section's page is its
// text and every rule under it. resolves says whether a link's key opens a section (a
// number the book lacks is drawn as plain text).
func layoutPage(s *rules.Section, w, sc float64, resolves func(key string) bool) *pageLayout {
	p := &pageLayout{heads: map[string]float64{}}
	y := 0.0
	var walk func(s *rules.Section)
	walk = func(s *rules.Section) {
		hs := draw.Sized([...]float64{0, 26, 21, 18, 17, 16}[min(s.Depth, 5)], sc)
		if y > 0 {
			y += hs * 0.6
		}
		p.heads[s.Key] = y
		y = p.flow([]rules.Span{{Text: s.Heading()}}, 0, y, w, hs, assets.Bold, draw.ColAccent, resolves)
		y += hs * 0.3
		bs := draw.Sized(16, sc)
		for _, bl := range s.Blocks {
			switch bl.Kind {
			case rules.Para:
				y = p.flow(bl.Spans, 0, y, w, bs, assets.Regular, draw.ColInk, resolves)
			case rules.Item:
				p.runs = append(p.runs, run{x: 6, y: y, w: 10, size: bs, text: "•", font: assets.Regular, col: draw.ColDim})
				y = p.flow(bl.Spans, 22, y, w, bs, assets.Regular, draw.ColInk, resolves)
			case rules.Row:
				y = p.row(bl.Cells, y, w, draw.Sized(15, sc), resolves)
			}
			y += bs * 0.45
		}
		if s.Depth == 1 { // a chapter: its sections, one link each
			ls := draw.Sized(17, sc)
			y += ls * 0.4
			for _, c := range s.Sub {
				p.runs = append(p.runs, run{x: 6, y: y, w: 10, size: ls, text: "›", font: assets.Regular, col: draw.ColDim})
				y = p.flow([]rules.Span{{Text: c.Heading(), Link: c.Key}}, 22, y, w, ls, assets.Regular, draw.ColInk, resolves)
				y += ls * 0.25
			}
			return
		}
		for _, c := range s.Sub {
			walk(c)
		}
	}
	walk(s)
	p.h = y
	return p
}

// row lays out a table row: equal columns, each cell wrapped in its own.
func (p *pageLayout) row(cells [][]rules.Span, y, w, size float64, resolves func(string) bool) float64 {
	if len(cells) == 0 {
		return y
	}
	cw := w / float64(len(cells))
	bottom := y
	for i, c := range cells {
		b := p.flow(c, float64(i)*cw, y, float64(i)*cw+cw-12, size, assets.Regular, draw.ColInk, resolves)
		bottom = max(bottom, b)
	}
	p.runs = append(p.runs, run{x: 0, y: bottom + 1, w: w, text: "", col: draw.ColButton}) // the rule under the row
	return bottom + 3
}

// flow lays spans out as wrapped lines from x0 to right, the first line's top at y, and
// returns the y under the last line.
func (p *pageLayout) flow(spans []rules.Span, x0, y, right, size float64, font int, col color.RGBA, resolves func(string) bool) float64 {
	step := draw.LineStep(size)
	x := x0
	space := draw.TextWidth(" ", assets.Regular, size)
	for _, sp := range spans {
		f, c, link := font, col, ""
		if sp.Bold {
			f = assets.Bold
		}
		if sp.Link != "" && resolves(sp.Link) {
			c, link = draw.ColAccent, sp.Link
		}
		words := strings.Fields(sp.Text)
		lead := strings.HasPrefix(sp.Text, " ") || (len(sp.Text) > 0 && sp.Text[0] == '\t')
		for i, wd := range words {
			ww := draw.TextWidth(wd, f, size)
			gap := 0.0
			if x > x0 && (i > 0 || lead) {
				gap = space
			}
			if x > x0 && x+gap+ww > right {
				x, y, gap = x0, y+step, 0
			}
			x += gap
			// the same style (and link) as the run before on this line: one run
			if n := len(p.runs); n > 0 && p.runs[n-1].link == link && p.runs[n-1].y == y &&
				p.runs[n-1].font == f && p.runs[n-1].col == c && p.runs[n-1].size == size && p.runs[n-1].x+p.runs[n-1].w+gap == x {
				r := &p.runs[n-1]
				if gap > 0 {
					r.text += " "
				}
				r.text += wd
				r.w = x + ww - r.x
			} else {
				p.runs = append(p.runs, run{x: x, y: y, w: ww, size: size, text: wd, font: f, col: c, link: link})
			}
			x += ww
		}
		if len(words) > 0 && strings.HasSuffix(sp.Text, " ") {
			x += space
		}
	}
	return y + step
}

// draw draws the runs in view: the page scrolled by top, in the box r (runs not wholly
// inside are left out).
func (p *pageLayout) draw(dst *ebiten.Image, r draw.Rect, top float64) {
	for i := range p.runs {
		rn := &p.runs[i]
		y := r.Y + rn.y - top
		if y < r.Y || y+rn.size*1.3 > r.Y+r.H {
			continue
		}
		if rn.text == "" { // a table row's rule
			draw.FillRect(dst, draw.Rect{X: r.X + rn.x, Y: y, W: rn.w, H: 1}, rn.col)
			continue
		}
		draw.DrawText(dst, rn.text, rn.font, rn.size, r.X+rn.x, y, rn.col, draw.AlignLeft)
		if rn.link != "" {
			draw.FillRect(dst, draw.Rect{X: r.X + rn.x, Y: y + rn.size*1.15, W: rn.w, H: 1}, rn.col)
		}
	}
}

// linkAt returns the link under the point (x, y) of the screen, the page drawn in r
// scrolled by top ("" none).
func (p *pageLayout) linkAt(x, y float64, r draw.Rect, top float64) string {
	if !r.Contains(x, y) {
		return ""
	}
	py := y - r.Y + top
	px := x - r.X
	for i := range p.runs {
		rn := &p.runs[i]
		if rn.link != "" && px >= rn.x && px < rn.x+rn.w && py >= rn.y && py < rn.y+rn.size*1.3 {
			return rn.link
		}
	}
	return ""
}
