package draw

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
)

// Theme colours.
var (
	ColInk      = color.RGBA{0xe8, 0xe2, 0xd0, 0xff} // main text
	ColDim      = color.RGBA{0x9a, 0xa4, 0xa8, 0xff} // secondary text
	ColAccent   = color.RGBA{0xe0, 0xb0, 0x4c, 0xff} // highlights, titles
	ColGood     = color.RGBA{0x7c, 0xc8, 0x7a, 0xff}
	ColWarn     = color.RGBA{0xe8, 0xc0, 0x4a, 0xff}
	ColBad      = color.RGBA{0xe0, 0x5a, 0x4a, 0xff}
	ColPanel    = color.RGBA{0x10, 0x1a, 0x22, 0xea}
	ColPanelHi  = color.RGBA{0x1c, 0x2c, 0x38, 0xff}
	ColEdge     = color.RGBA{0x4a, 0x5e, 0x6a, 0xff}
	ColButton   = color.RGBA{0x24, 0x36, 0x44, 0xff}
	ColButtonHi = color.RGBA{0x3a, 0x56, 0x6a, 0xff}
	ColBack     = color.RGBA{0x0a, 0x12, 0x18, 0xff}
)

// Align is how a text sits on its x: its left end, centre or right end there.
type Align uint8

// Text alignments.
const (
	AlignLeft Align = iota
	AlignCenter
	AlignRight
)

// Wrap breaks s into lines no wider than w; a word wider than w stands alone.
func Wrap(s string, family int, size, w float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		cur := words[0]
		for _, wd := range words[1:] {
			if TextWidth(cur+" "+wd, family, size) <= w {
				cur += " " + wd
			} else {
				lines = append(lines, cur)
				cur = "   " + wd
			}
		}
		lines = append(lines, cur)
	}
	return lines
}

// FitSize is the largest size from size down to min (in half points) at which the line
// s is no wider than w; min when none is. Text is fitted by shrinking (and, where a
// region has room for two lines, wrapping), never cut at a fixed number of letters.
func FitSize(s string, family int, size, min, w float64) float64 {
	for ; size > min; size -= 0.5 {
		if TextWidth(s, family, size) <= w {
			return size
		}
	}
	return min
}

// Sized is a text size of px at text size 1 times the settings' text size factor sc (0:
// 1), rounded to half points: a face is made, and its glyphs cached, for each size drawn
// or measured.
func Sized(px, sc float64) float64 {
	if sc <= 0 {
		sc = 1
	}
	return math.Round(px*sc*2) / 2
}

// LineHeight is the height in px of a line of family at size drawn with DrawText: from
// its top (DrawText's y) to the face's descent under the baseline.
func LineHeight(family int, size float64) float64 {
	m := faceFor(family, size).f.Metrics()
	return fix2f(m.Ascent) + fix2f(m.Descent)
}

// LineStep is the distance in px from one line's top to the next's, for text drawn at
// size line by line (DrawText's own spacing for several lines).
func LineStep(size float64) float64 { return math.Ceil(size * 1.3) }

// Ellipsis returns s, or the longest beginning of it that fits in w px followed by "…":
// the last resort, where neither wrapping nor shrinking fits a text in its box.
func Ellipsis(s string, family int, size, w float64) string {
	if s == "" || TextWidth(s, family, size) <= w {
		return s
	}
	r := []rune(s)
	lo, hi := 0, len(r) // the longest prefix that fits with "…"
	for lo < hi {
		m := (lo + hi + 1) / 2
		if TextWidth(strings.TrimRight(string(r[:m]), " ")+"…", family, size) <= w {
			lo = m
		} else {
			hi = m - 1
		}
	}
	return strings.TrimRight(string(r[:lo]), " ") + "…"
}

// Fitted is a text fitted into a box (Fit): its lines, drawn at Size, LineStep apart.
type Fitted struct {
	Lines  []string
	Family int
	Size   float64
}

// Fit fits s into a box w×h px, at most size px and at least min: at the largest size at
// which it stands on one line or, where the box has room for more lines, wrapped on as
// many as the box holds; at min, the lines the box holds with the last one ended by "…"
// when even that is too long (the last resort). Never cut at a fixed number of letters.
func Fit(s string, family int, size, min, w, h float64) Fitted {
	for sz := size; ; sz -= 0.5 {
		if sz < min {
			sz = min
		}
		f := Fitted{Family: family, Size: sz}
		if TextWidth(s, family, sz) <= w && strings.IndexByte(s, '\n') < 0 && (LineHeight(family, sz) <= h || sz <= min) {
			f.Lines = []string{s}
			return f
		}
		f.Lines = Wrap(s, family, sz, w)
		for i := range f.Lines {
			f.Lines[i] = strings.TrimSpace(f.Lines[i])
		}
		if f.fits(w, h) {
			return f
		}
		if sz <= min {
			room := max(1, int((h-LineHeight(family, sz))/LineStep(sz))+1)
			if len(f.Lines) > room {
				f.Lines = f.Lines[:room]
				f.Lines[room-1] += " …" // more follows
			}
			for i, l := range f.Lines {
				f.Lines[i] = Ellipsis(l, family, sz, w)
			}
			return f
		}
	}
}

// fits reports whether the lines fit a box w×h px.
func (f Fitted) fits(w, h float64) bool {
	for _, l := range f.Lines {
		if TextWidth(l, f.Family, f.Size) > w {
			return false
		}
	}
	return f.Height() <= h
}

// Height is the fitted text's height in px.
func (f Fitted) Height() float64 {
	if len(f.Lines) == 0 {
		return 0
	}
	return float64(len(f.Lines)-1)*LineStep(f.Size) + LineHeight(f.Family, f.Size)
}

// Width is the widest line's width in px.
func (f Fitted) Width() float64 {
	w := 0.0
	for _, l := range f.Lines {
		w = max(w, TextWidth(l, f.Family, f.Size))
	}
	return w
}

// Draw draws the lines, the first one's top at y, each aligned at x.
func (f Fitted) Draw(dst *ebiten.Image, x, y float64, col color.RGBA, align Align) {
	for _, l := range f.Lines {
		DrawText(dst, l, f.Family, f.Size, x, y, col, align)
		y += LineStep(f.Size)
	}
}

// FillRect fills a rectangle.
func FillRect(dst *ebiten.Image, r Rect, col color.RGBA) {
	FillRectF(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), col, false)
}

// StrokeRect outlines a rectangle.
func StrokeRect(dst *ebiten.Image, r Rect, w float32, col color.RGBA) {
	StrokeRectF(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), w, col, false)
}

// Panel draws a framed panel.
func Panel(dst *ebiten.Image, r Rect) {
	FillRect(dst, r, ColPanel)
	StrokeRect(dst, r, 1, ColEdge)
}

// Button is one clickable option.
type Button struct {
	R        Rect
	Label    string
	Sub      string // second line (odds), dimmer
	Key      string // what it stands for (an option key)
	Shortcut int    // 1–9, 0 = none
	Disabled bool
	Scale    float64 // text size factor (0: 1, the settings' text size)

	fit buttonFit // the texts fitted to R (worked out when they, the width or the scale change)
}

// buttonFit is a button's label and second line fitted inside it: shrunk, the second
// line wrapped on two lines when even the smallest size is too wide (the Continue
// summary ran past the button's edge).
type buttonFit struct {
	label, sub string
	w          float64
	short      bool
	scale      float64
	labelSize  float64
	subSize    float64
	subLines   []string
}

const (
	buttonSubSize = 13
	buttonSubMin  = 9
)

// scale is the button's text size factor (Scale, 1 when unset).
func (b *Button) scale() float64 {
	if b.Scale == 0 {
		return 1
	}
	return b.Scale
}

// textX is where a button's texts start, room the room they have.
func (b *Button) textX() (x, room float64) {
	x = b.R.X + 12
	if b.Shortcut > 0 { // the digit's width and a gap: the label keeps the rest
		x += max(24, TextWidth(shortcutDigits[b.Shortcut%10], assets.Bold, Sized(16, b.scale()))+14)
	}
	return x, b.R.X + b.R.W - 10 - x
}

func (b *Button) fitted() *buttonFit {
	f := &b.fit
	sc := b.scale()
	if f.label == b.Label && f.sub == b.Sub && f.w == b.R.W && f.short == (b.Shortcut > 0) && f.scale == sc && f.labelSize > 0 {
		return f
	}
	_, room := b.textX()
	*f = buttonFit{label: b.Label, sub: b.Sub, w: b.R.W, short: b.Shortcut > 0, scale: sc}
	if b.Sub == "" {
		f.labelSize = FitSize(b.Label, assets.Regular, Sized(17, sc), 10, room)
		return f
	}
	f.labelSize = FitSize(b.Label, assets.Regular, Sized(16, sc), 10, room)
	f.subSize = FitSize(b.Sub, assets.Regular, Sized(buttonSubSize, sc), buttonSubMin, room)
	if TextWidth(b.Sub, assets.Regular, f.subSize) <= room {
		f.subLines = []string{b.Sub}
		b.clearLabel(f)
		return f
	}
	// wrapped: at the largest size whose lines the button's height holds under the
	// label; else two lines, at the largest size that needs no more
	avail := b.R.H - 6 - 4*sc - LineHeight(assets.Regular, f.labelSize)
	for sz := Sized(buttonSubSize, sc); sz >= buttonSubMin; sz-- {
		lines := Wrap(b.Sub, assets.Regular, sz, room)
		if sz+sz*1.15*float64(len(lines)-1) <= avail {
			f.subSize, f.subLines = sz, lines
			return f
		}
	}
	for sz := 11.0; sz >= 7; sz-- {
		f.subSize, f.subLines = sz, Wrap(b.Sub, assets.Regular, sz, room)
		if len(f.subLines) <= 2 {
			break
		}
	}
	b.clearLabel(f)
	return f
}

// clearLabel makes a low button's second line, then its label, smaller until the label
// stands above the second line (a low button with a key under its label, at a large
// text size).
func (b *Button) clearLabel(f *buttonFit) {
	for b.R.Y+4*b.scale()+LineHeight(assets.Regular, f.labelSize) > b.subTop(f)+1 && (f.labelSize > 10 || f.subSize > 7) {
		if f.subSize > buttonSubMin || f.labelSize <= 10 {
			f.subSize -= 0.5
		} else {
			f.labelSize -= 0.5
		}
	}
}

// subTop is the top of the first line of a button's second line, as fitted.
func (b *Button) subTop(f *buttonFit) float64 {
	return b.R.Y + b.R.H - 6 - f.subSize - f.subSize*1.15*float64(len(f.subLines)-1)
}

// ButtonList is a vertical (or any) set of buttons with keyboard focus, hover, click
// and number-key shortcuts.
type ButtonList struct {
	Buttons []Button
	Focus   int // focused button (-1 none)
	hover   int
}

// Controls is one frame's input as the widgets read it (game.Input implements it).
type Controls interface {
	// Pointer returns the pointer on the canvas, whether it moved this frame and
	// whether a click or tap ended there this frame.
	Pointer() (x, y float64, moved, clicked bool)
	// WheelSteps returns this frame's vertical wheel steps (positive: up).
	WheelSteps() float64
	// Pressed reports whether the widget key was triggered this frame.
	Pressed(k Key) bool
	// Choice returns the number key 1–9 pressed this frame, or 0.
	Choice() int
}

// Key is a key the widgets act on, whatever the device (keyboard, gamepad) behind it.
type Key int

// The widget keys.
const (
	KeyUp      Key = iota // focus the previous button
	KeyDown               // focus the next button
	KeyConfirm            // activate the focused button
	KeyLog                // expand or shrink the roll log
)

// Update handles input and returns the index of the button activated this frame, or -1.
func (l *ButtonList) Update(in Controls) int {
	if len(l.Buttons) == 0 {
		return -1
	}
	l.hover = -1
	x, y, moved, clicked := in.Pointer()
	for i, b := range l.Buttons {
		if b.R.Contains(x, y) {
			l.hover = i
			if moved && !b.Disabled {
				l.Focus = i
			}
			if clicked && !b.Disabled {
				l.Focus = i
				return i
			}
		}
	}
	if n := in.Choice(); n > 0 {
		for i, b := range l.Buttons {
			if b.Shortcut == n && !b.Disabled {
				l.Focus = i
				return i
			}
		}
	}
	if in.Pressed(KeyUp) {
		l.move(-1)
	}
	if in.Pressed(KeyDown) {
		l.move(+1)
	}
	if in.Pressed(KeyConfirm) && l.Focus >= 0 && l.Focus < len(l.Buttons) && !l.Buttons[l.Focus].Disabled {
		return l.Focus
	}
	return -1
}

func (l *ButtonList) move(d int) {
	n := len(l.Buttons)
	for k := 1; k <= n; k++ {
		i := ((l.Focus+d*k)%n + n) % n
		if !l.Buttons[i].Disabled {
			l.Focus = i
			return
		}
	}
}

// Draw draws every button.
func (l *ButtonList) Draw(dst *ebiten.Image) {
	for i := range l.Buttons {
		DrawButton(dst, &l.Buttons[i], i == l.Focus)
	}
}

// DrawButton draws one button.
func DrawButton(dst *ebiten.Image, b *Button, focused bool) {
	bg := ColButton
	if focused && !b.Disabled {
		bg = ColButtonHi
	}
	FillRect(dst, b.R, bg)
	edge := ColEdge
	if focused && !b.Disabled {
		edge = ColAccent
	}
	StrokeRect(dst, b.R, 1.5, edge)
	ink := ColInk
	if b.Disabled {
		ink = ColDim
	}
	x, _ := b.textX()
	sc := b.scale()
	if b.Shortcut > 0 {
		DrawText(dst, shortcutDigits[b.Shortcut%10], assets.Bold, Sized(16, sc), b.R.X+12, b.R.Y+b.R.H/2-10*sc, ColAccent, AlignLeft)
	}
	f := b.fitted()
	if b.Sub == "" {
		DrawText(dst, b.Label, assets.Regular, f.labelSize, x, b.R.Y+b.R.H/2-f.labelSize*0.65, ink, AlignLeft)
		return
	}
	DrawText(dst, b.Label, assets.Regular, f.labelSize, x, b.R.Y+4*sc, ink, AlignLeft)
	y, lh := b.R.Y+b.R.H-6-f.subSize, f.subSize*1.15
	y -= lh * float64(len(f.subLines)-1)
	for _, l := range f.subLines {
		DrawText(dst, l, assets.Regular, f.subSize, x, y, ColAccent, AlignLeft)
		y += lh
	}
}

// TextBoxes returns where DrawButton puts the button's texts (its shortcut digit, its
// label and each line of its second line), each as the rectangle its line of text
// takes: for the layout tests. It appends to dst.
func (b *Button) TextBoxes(dst []Rect) []Rect {
	x, _ := b.textX()
	sc := b.scale()
	if b.Shortcut > 0 {
		s := Sized(16, sc)
		dst = append(dst, Rect{b.R.X + 12, b.R.Y + b.R.H/2 - 10*sc, TextWidth(shortcutDigits[b.Shortcut%10], assets.Bold, s), LineHeight(assets.Bold, s)})
	}
	f := b.fitted()
	ly := b.R.Y + 4*sc
	if b.Sub == "" {
		ly = b.R.Y + b.R.H/2 - f.labelSize*0.65
	}
	dst = append(dst, Rect{x, ly, TextWidth(b.Label, assets.Regular, f.labelSize), LineHeight(assets.Regular, f.labelSize)})
	if b.Sub == "" {
		return dst
	}
	y, lh := b.R.Y+b.R.H-6-f.subSize, f.subSize*1.15
	y -= lh * float64(len(f.subLines)-1)
	for _, l := range f.subLines {
		dst = append(dst, Rect{x, y, TextWidth(l, assets.Regular, f.subSize), LineHeight(assets.Regular, f.subSize)})
		y += lh
	}
	return dst
}

var shortcutDigits = [10]string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}

// GaugeLabelW is the width, px, of a gauge's label column: "Wassereinbruch" (German
// for flooding, 101 px at 14 px) whole.
const GaugeLabelW = 110

// GaugeLabelSize is the size, px, a gauge's label is drawn at: 14, shrunk into the
// label column (less 4 px) down to 9 where a word is longer.
func GaugeLabelSize(label string) float64 {
	return FitSize(label, assets.Regular, 14, 9, GaugeLabelW-4)
}

// Gauge draws a labelled bar of filled boxes out of total: damage boxes (hull,
// flooding), so a filled box is never the good colour.
func Gauge(dst *ebiten.Image, x, y, w float64, label string, filled, total int) {
	fs := GaugeLabelSize(label)
	DrawText(dst, label, assets.Regular, fs, x, y+(14-fs)/2, ColDim, AlignLeft)
	if total <= 0 {
		return
	}
	bx := x + GaugeLabelW
	bw := (w - GaugeLabelW) / float64(total)
	for i := 0; i < total; i++ {
		r := Rect{bx + float64(i)*bw + 1, y + 2, bw - 2, 14}
		FillRect(dst, r, GaugeBox(i, filled, total))
	}
}

// GaugeBox is the colour of box i of a damage gauge with filled of total boxes hit:
// an empty box the plain button colour; a hit box amber, red once two thirds are hit.
// (A first hit used to be green, the colour of a working system.)
func GaugeBox(i, filled, total int) color.RGBA {
	switch {
	case i >= filled:
		return ColButton
	case 3*filled > 2*total:
		return ColBad
	}
	return ColWarn
}

func colorA(r, g, b uint8, a float64) color.RGBA {
	al := uint8(a * 255)
	return color.RGBA{uint8(float64(r) * a), uint8(float64(g) * a), uint8(float64(b) * a), al}
}

// Shade returns a translucent black for overlays (premultiplied).
func Shade(a float64) color.RGBA { return colorA(0, 0, 0, a) }
