package present

import (
	"fmt"
	"image/color"
	"reflect"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
)

// ---------------------------------------------------------------- status board

// StatusBoard draws the status board: the career as the screen shows it (View), against
// the board maxima of the boat's type (hull and flooding boxes, gun ammunition and
// calibre, from the engine data). The view follows the events as they are shown
// (engine.View.Apply), so the board never runs ahead of the animation; when the screen
// has caught up with the engine (at a decision, at the end) it may show the live state
// instead (CatchUp) until the next event. Its image is re-rendered only when something
// it draws changed.
type StatusBoard struct {
	View     engine.View              // what the board shows
	followed engine.View              // the view the events shown so far give
	boards   map[string]*engine.Board // engine.Data.Boards, by boat type
	img      *ebiten.Image
	dirty    bool
	mark     tubeMark  // the tube the decision on show is about
	tubes    []TubeBox // where each tube was drawn (board coordinates)
	at       draw.Rect // where the board was drawn last
}

// tubeMark names one torpedo tube (on: a tube is marked).
type tubeMark struct {
	on, bow bool
	i       int
}

// TubeBox is where one torpedo tube is drawn on the board: the bow (Bow) or stern tube
// i (0-based), in screen coordinates.
type TubeBox struct {
	Bow bool
	I   int
	R   draw.Rect
}

// Mark frames the tube a decision is about (engine.TubeContext of its Context: the fire
// and reload decisions, 9.2.1, 9.2.10); any other context clears the mark.
func (b *StatusBoard) Mark(ctx string) {
	var m tubeMark
	m.bow, m.i, m.on = engine.TubeContext(ctx)
	if m != b.mark {
		b.mark, b.dirty = m, true
	}
}

// TubeAt returns the tube drawn under the screen point (x, y) at the last Draw.
func (b *StatusBoard) TubeAt(x, y float64) (TubeBox, bool) {
	for _, t := range b.tubes {
		r := t.R
		r.X += b.at.X
		r.Y += b.at.Y
		if r.Contains(x, y) {
			t.R = r
			return t, true
		}
	}
	return TubeBox{}, false
}

// Start sets the view the board follows from: the zero View before a new career's first
// event, or the view of the events a resumed career replayed. boards gives the maxima
// (nil: none).
func (b *StatusBoard) Start(v engine.View, boards map[string]*engine.Board) {
	b.View, b.followed, b.boards, b.dirty = v, v, boards, true
}

// Apply follows one event as it is shown (engine.View.Apply).
func (b *StatusBoard) Apply(e engine.Event) {
	b.followed.Apply(e)
	b.show(b.followed)
}

// CatchUp shows v (engine.ViewOf of the live state) until the next event: the engine may
// change its state after its last event, before it asks a decision (torpedoes unloaded
// before the load is chosen), and the board shows that at the decision. The events that
// follow are applied to the followed view, not to v.
func (b *StatusBoard) CatchUp(v engine.View) { b.show(v) }

// show puts v on the board, marking the image for re-rendering if it draws differently.
func (b *StatusBoard) show(v engine.View) {
	if !sameOnBoard(&b.View, &v) {
		b.dirty = true
	}
	b.View = v
}

// Board returns the board maxima of the current boat type (zero when the type is not
// known yet).
func (b *StatusBoard) Board() engine.Board {
	if bd := b.boards[b.View.Type]; bd != nil {
		return *bd
	}
	return engine.Board{}
}

// Rank returns the Kommandant's rank to show: RankOltzS before the rank roll.
func (b *StatusBoard) Rank() int {
	if b.View.Rank == 0 {
		return engine.RankOltzS
	}
	return b.View.Rank
}

// sameOnBoard reports whether two views draw the same board: they may differ only in what
// the board does not show (the box on the track, the mission, the end of the career).
// View.Apply never writes a slice in place, so a copy taken before Apply compares safely.
func sameOnBoard(a, b *engine.View) bool {
	x, y := *a, *b
	x.Box, x.Mission, x.Ended = 0, "", false
	y.Box, y.Mission, y.Ended = 0, "", false
	return reflect.DeepEqual(x, y)
}

// Draw paints the board into r.
func (b *StatusBoard) Draw(dst *ebiten.Image, r draw.Rect) {
	if b.img == nil || b.img.Bounds().Dx() != int(r.W) || b.img.Bounds().Dy() != int(r.H) {
		b.img = draw.NewTarget(int(r.W), int(r.H))
		b.dirty = true
	}
	if b.dirty {
		b.render()
		b.dirty = false
	}
	b.at = r
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.X, r.Y)
	dst.DrawImage(b.img, op)
}

func sysColor(state int) color.RGBA {
	switch state {
	case engine.SysDamaged:
		return draw.ColWarn
	case engine.SysInoperative:
		return draw.ColBad
	}
	return draw.ColGood
}

func woundColor(w int) color.RGBA {
	switch w {
	case engine.LW:
		return draw.ColWarn
	case engine.SW:
		return color.RGBA{0xe8, 0x80, 0x40, 0xff}
	case engine.KIA:
		return draw.ColBad
	}
	return draw.ColGood
}

func (b *StatusBoard) render() {
	img := b.img
	m := &b.View
	bd := b.Board()
	systems := m.FittedSystems()
	w := float64(img.Bounds().Dx())
	img.Fill(draw.ColPanel)
	draw.StrokeRect(img, draw.Rect{X: 0.5, Y: 0.5, W: w - 1, H: float64(img.Bounds().Dy()) - 1}, 1, draw.ColEdge)
	x, y := 14.0, 10.0
	title := m.BoatID
	if m.Type != "" {
		title += "  ·  Type " + m.Type
	}
	draw.DrawText(img, title, assets.Bold, 20, x, y, draw.ColAccent, draw.AlignLeft)
	if m.Date != 0 {
		draw.DrawText(img, MonthName(m.Date), assets.Regular, 15, w-14, y+4, draw.ColInk, draw.AlignRight)
	}
	y += 30
	draw.DrawText(img, RankAndName(RankAbbr(b.Rank()), m.Kmdt), assets.Regular, 16, x, y, draw.ColInk, draw.AlignLeft)
	draw.DrawText(img, "Crew "+Words(engine.QualityKey(m.Quality)), assets.Regular, 14, w-14, y+2, draw.ColDim, draw.AlignRight)
	y += 22
	if len(m.Decorations) > 0 {
		d := ""
		for i, s := range m.Decorations {
			if i > 0 {
				d += ", "
			}
			d += Words(s)
		}
		for _, l := range draw.Wrap("Decorations: "+d, assets.Regular, 13, w-28) {
			draw.DrawText(img, l, assets.Regular, 13, x, y, draw.ColAccent, draw.AlignLeft)
			y += 17
		}
	}
	y += 6
	section := func(s string) {
		draw.FillRect(img, draw.Rect{X: x, Y: y + 8, W: w - 28, H: 1}, draw.ColEdge)
		tw := draw.TextWidth(s, assets.Bold, 13)
		draw.FillRect(img, draw.Rect{X: x, Y: y, W: tw + 10, H: 17}, draw.ColPanel)
		draw.DrawText(img, s, assets.Bold, 13, x, y, draw.ColDim, draw.AlignLeft)
		y += 20
	}
	section("TORPEDOES")
	b.tubes = b.tubes[:0]
	tubes := func(label string, bow bool, ts []engine.Torp, reload engine.Load) {
		draw.DrawText(img, label, assets.Regular, 14, x, y+3, draw.ColDim, draw.AlignLeft)
		bx := x + 52
		for i, t := range ts {
			r := draw.Rect{X: bx, Y: y, W: 30, H: 22}
			if t == engine.TorpNone {
				draw.StrokeRect(img, r, 1, draw.ColEdge)
			} else {
				draw.FillRect(img, r, draw.ColButtonHi)
				draw.DrawText(img, TorpLetter(t), assets.Bold, 13, r.X+15, r.Y+3, draw.ColInk, draw.AlignCenter)
			}
			if b.mark.on && b.mark.bow == bow && b.mark.i == i {
				draw.StrokeRect(img, draw.Rect{X: r.X - 2, Y: r.Y - 2, W: r.W + 4, H: r.H + 4}, 2, draw.ColAccent)
			}
			b.tubes = append(b.tubes, TubeBox{Bow: bow, I: i, R: r})
			bx += 34
		}
		draw.DrawText(img, "reloads "+ReloadText(reload), assets.Regular, 13, bx+6, y+4, draw.ColInk, draw.AlignLeft)
		y += 27
	}
	if len(m.Bow) > 0 || m.BowReloads.Total() > 0 {
		tubes("Bow", true, m.Bow, m.BowReloads)
	}
	if len(m.Stern) > 0 || m.SternReloads.Total() > 0 {
		tubes("Stern", false, m.Stern, m.SternReloads)
	}
	gun := "No deck gun"
	if m.DeckGun && bd.GunCalibre != "" {
		gun = bd.GunCalibre + " gun: " + strconv.Itoa(m.Ammo) + "/" + strconv.Itoa(bd.GunAmmo) + " rounds"
	}
	draw.DrawText(img, gun, assets.Regular, 14, x, y, draw.ColInk, draw.AlignLeft)
	draw.DrawText(img, "BOLD decoys: "+strconv.Itoa(m.Bold), assets.Regular, 14, w-14, y, draw.ColInk, draw.AlignRight)
	y += 24
	section("HULL AND FLOODING")
	draw.Gauge(img, x, y, w-28, "Hull", m.Hull, bd.HullBoxes)
	y += 22
	draw.Gauge(img, x, y, w-28, "Flooding", m.Flooding, bd.FloodingBoxes)
	y += 24
	drawBoatDiagram(img, m, &bd, systems, x, y, w-28)
	y += diagramH + 4
	section("SYSTEMS")
	colW := (w - 28) / 2
	for i, s := range systems {
		cx := x + float64(i%2)*colW
		cy := y + float64(i/2)*19
		draw.FillRect(img, draw.Rect{X: cx, Y: cy + 5, W: 9, H: 9}, sysColor(s.State))
		name := s.Name
		if name == "" {
			name = SystemName(s.Key)
		}
		// fitted by shrinking into its column (cut at 24 letters before)
		fs := draw.FitSize(name, assets.Regular, 13, 9, colW-18)
		draw.DrawText(img, name, assets.Regular, fs, cx+14, cy+1+(13-fs)/2, draw.ColInk, draw.AlignLeft)
	}
	y += float64((len(systems)+1)/2)*19 + 6
	section("CREW")
	names := [engine.NumMembers]string{"Kommandant", "1st WO", "2nd WO", "Chief Eng.", "Doctor", "Crew 1", "Crew 2", "Crew 3", "Crew 4", "Agent"}
	n := 0
	for i := 0; i < engine.NumMembers; i++ {
		mem := m.Crew[i]
		if i == engine.Agent && mem.Absent {
			continue
		}
		cx := x + float64(n%2)*colW
		cy := y + float64(n/2)*19
		n++
		label := names[i]
		if mem.Experte {
			label += " ★"
		}
		st := Words(engine.WoundKey(mem.Status))
		col := woundColor(mem.Status)
		if mem.Absent {
			st, col = "absent", draw.ColDim
		}
		draw.DrawText(img, label, assets.Regular, 13, cx, cy+1, draw.ColInk, draw.AlignLeft)
		draw.DrawText(img, st, assets.Regular, 13, cx+colW-8, cy+1, col, draw.AlignRight)
	}
	y += float64((n+1)/2)*19 + 6
	section("TONNAGE")
	if m.AtSea && m.Area != "" {
		draw.DrawText(img, "Patrol: "+AreaName(m.Area), assets.Regular, 14, x, y, draw.ColInk, draw.AlignLeft)
		draw.DrawText(img, Plural(m.PatrolShips, "ship")+", "+Tons(m.PatrolTons), assets.Regular, 14, w-14, y, draw.ColInk, draw.AlignRight)
		y += 20
	}
	draw.DrawText(img, "Career ("+Plural(m.Patrols, "patrol")+")", assets.Regular, 14, x, y, draw.ColInk, draw.AlignLeft)
	draw.DrawText(img, Plural(m.CareerShips, "ship")+", "+Tons(m.CareerTons), assets.Regular, 14, w-14, y, draw.ColAccent, draw.AlignRight)
}

// ---------------------------------------------------------------- roll log

// RollLog is the scrolling list of everything that happened, each roll in words.
type RollLog struct {
	lines    []logLine
	texts    []logLine // the entries as added, unwrapped (to wrap again at a new text size)
	Expanded bool
	scroll   int // lines scrolled back from the newest
	img      *ebiten.Image
	dirty    bool
	width    float64
	scale    float64 // text size factor (0: 1)
	dockTop  float64 // the decision dock's top edge (0: no dock)
}

type logLine struct {
	text string
	col  color.RGBA
}

const logMax = 800
const logSize = 14.0
const logLineH = 18.0

// Add appends an event's text (events without text are skipped).
func (l *RollLog) Add(e engine.Event) {
	s := EventText(e)
	if s == "" {
		return
	}
	l.AddText(s, EventColor(e))
}

// EventColor picks a log colour for an event.
func EventColor(e engine.Event) color.RGBA {
	switch e.(type) {
	case *engine.RollEvent:
		return draw.ColInk
	case *engine.DecisionEvent:
		return draw.ColAccent
	}
	switch EventTone(e) {
	case ToneGood:
		return draw.ColGood
	case ToneBad:
		return draw.ColBad
	}
	switch e.(type) {
	case *engine.ShipDamageEvent:
		return draw.ColWarn
	case *engine.CareerEndEvent, *engine.PatrolEndEvent, *engine.AssignmentEvent, *engine.BoxEvent:
		return draw.ColAccent
	}
	return draw.ColDim
}

// AddText appends a line of text, wrapped to the log's width.
func (l *RollLog) AddText(s string, col color.RGBA) {
	l.texts = append(l.texts, logLine{s, col})
	if len(l.texts) > logMax {
		l.texts = append(l.texts[:0], l.texts[len(l.texts)-logMax:]...)
	}
	l.wrap(s, col)
	l.scroll = 0
	l.dirty = true
}

// wrap appends one entry's lines at the log's text size.
func (l *RollLog) wrap(s string, col color.RGBA) {
	w := l.width
	if w == 0 {
		w = LogArea.W - 24
	}
	for _, ln := range draw.Wrap(s, assets.Regular, logSize*l.textScale(), w) {
		l.lines = append(l.lines, logLine{ln, col})
	}
	if len(l.lines) > logMax {
		l.lines = append(l.lines[:0], l.lines[len(l.lines)-logMax:]...)
	}
}

func (l *RollLog) textScale() float64 {
	if l.scale <= 0 {
		return 1
	}
	return l.scale
}

// SetScale sets the text size factor (the settings' text size); the entries are
// wrapped again when it changes.
func (l *RollLog) SetScale(sc float64) {
	if sc <= 0 {
		sc = 1
	}
	if sc == l.textScale() {
		return
	}
	l.scale = sc
	l.lines = l.lines[:0]
	for _, t := range l.texts {
		l.wrap(t.text, t.col)
	}
	l.scroll = 0
	l.dirty = true
}

// Lines returns the log's text lines (tests).
func (l *RollLog) Lines() []string {
	out := make([]string, len(l.lines))
	for i, ln := range l.lines {
		out[i] = ln.text
	}
	return out
}

// The roll log's title, with how to use it.
const (
	logHintOpen  = "ROLL LOG   click here or L to expand · wheel to scroll"
	logHintClose = "ROLL LOG   click here or L to close · wheel to scroll"
)

// Update scrolls with the wheel (over the log) and toggles the expanded view (the L key,
// or a click on the log's title).
func (l *RollLog) Update(in draw.Controls) {
	r := l.Rect()
	x, y, _, clicked := in.Pointer()
	title := draw.Rect{X: r.X, Y: r.Y, W: r.W, H: 22}
	if in.Pressed(draw.KeyLog) || (clicked && r.H >= logMinH && title.Contains(x, y)) {
		l.Expanded = !l.Expanded
		l.dirty = true
		r = l.Rect()
	}
	if w := in.WheelSteps(); w != 0 && r.Contains(x, y) {
		l.scroll += int(w * 3)
		l.scroll = max(0, min(l.scroll, len(l.lines)-1))
		l.dirty = true
	}
}

// SetDockTop keeps the log above the decision dock whose top edge is at y (px; the
// bottom of the screen or 0 when no decision is docked): the log never draws under it.
func (l *RollLog) SetDockTop(y float64) {
	if y != l.dockTop {
		l.dockTop = y
		l.dirty = true
	}
}

// logMinH is the least height (px) the log shows its title in (its title and one line);
// logLeastH the least it is drawn in at all (one line).
const (
	logMinH   = 44.0
	logLeastH = 22.0
)

// Rect returns where the log is drawn (present.LogAbove the dock); H is 0 when the dock
// leaves it no room.
func (l *RollLog) Rect() draw.Rect {
	top := l.dockTop
	if top <= 0 {
		top = DockArea.Y + DockArea.H
	}
	r := LogAbove(top, l.Expanded)
	if r.H < logLeastH*l.textScale() {
		r.H = 0
	}
	return r
}

// Draw paints the log.
func (l *RollLog) Draw(dst *ebiten.Image) {
	r := l.Rect()
	if r.H <= 0 {
		return
	}
	if l.img == nil || l.img.Bounds().Dy() != int(r.H) {
		l.img = draw.NewTarget(int(r.W), int(r.H))
		l.dirty = true
	}
	if l.dirty {
		img := l.img
		img.Fill(color.RGBA{0x08, 0x10, 0x16, 0xf4})
		draw.StrokeRect(img, draw.Rect{X: 0.5, Y: 0.5, W: r.W - 1, H: r.H - 1}, 1, draw.ColEdge)
		sc := l.textScale()
		y := 4.0 // above a decision, a log with little room shows its latest lines alone
		if r.H >= logMinH {
			hint := logHintOpen
			if l.Expanded {
				hint = logHintClose
			}
			draw.DrawText(img, hint, assets.Bold, 12, 10, 5, draw.ColDim, draw.AlignLeft)
			y = 24
		}
		rows := int((r.H - y - 2) / (logLineH * sc))
		end := len(l.lines) - l.scroll
		start := max(0, end-rows)
		for i := start; i < end; i++ {
			draw.DrawText(img, l.lines[i].text, assets.Regular, logSize*sc, 12, y, l.lines[i].col, draw.AlignLeft)
			y += logLineH * sc
		}
		l.dirty = false
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.X, r.Y)
	dst.DrawImage(l.img, op)
}

// ---------------------------------------------------------------- decisions

// DecisionPanel shows a Decision: the prompt, one button per option with its number key
// and the engine's odds.
//
// The focus starts on the safest option (engine.Decision.Safest: the least likely to lose
// the boat or the Kommandant), so Enter from habit never loses the boat. An option whose
// odds of that loss exceed ConfirmAbove asks again first: "…: the boat is lost with 100%
// — confirm?", with "Go back" first and focused.
type DecisionPanel struct {
	D    *engine.Decision
	List draw.ButtonList
	R    draw.Rect
	// ConfirmAbove is the loss probability above which an option needs a confirmation
	// (0: never asks).
	ConfirmAbove float64
	// Scale is the text size factor (0: 1; the settings' text size).
	Scale    float64
	lines    []string
	area     draw.Rect
	showOdds bool
	asking   int // the option awaiting confirmation, -1 none
}

// The words of the confirmation step.
const (
	confirmQuestion = "%s: the boat is lost with %s — confirm?"
	confirmBack     = "Go back"
	confirmYes      = "Confirm: %s"
)

func (p *DecisionPanel) scale() float64 {
	if p.Scale <= 0 {
		return 1
	}
	return p.Scale
}

// Lines returns the panel's prompt (or question) as drawn, one line each.
func (p *DecisionPanel) Lines() []string { return p.lines }

// Confirming reports whether the panel asks to confirm a dangerous option.
func (p *DecisionPanel) Confirming() bool { return p.D != nil && p.asking >= 0 }

// Set shows a decision docked at the bottom of area (present.DockArea: the panel spans its
// width, as high as the decision needs); showOdds adds each option's odds. The options
// are laid out in two or three columns: three when every label fits whole in a third.
func (p *DecisionPanel) Set(d *engine.Decision, area draw.Rect, showOdds bool) {
	p.D = d
	p.List = draw.ButtonList{}
	p.area, p.showOdds, p.asking = area, showOdds, -1
	if d == nil {
		return
	}
	sc := p.scale()
	p.lines = draw.Wrap(d.Prompt, assets.Bold, 17*sc, area.W-40)
	n := len(d.Options)
	// labels and second lines first: a label too long for its button moves its
	// parenthetical to the second line (with the odds), and whatever still does not fit
	// ends in an ellipsis
	type face struct{ label, sub string }
	faces := make([]face, n)
	for i, o := range d.Options {
		f := face{label: o.Label}
		if f.label == "" {
			f.label = Words(o.Key)
		}
		if showOdds && len(o.Odds) > 0 {
			f.sub = OddsText(o.Odds)
		}
		faces[i] = f
	}
	colW := func(cols int) float64 { return (area.W - 30 - float64(cols-1)*10) / float64(cols) }
	room := func(i int, bw float64) float64 {
		r := bw - 12 - 8
		if i < 9 {
			r -= 24 * sc
		}
		return r
	}
	cols := 2
	if n == 1 {
		cols = 1
	} else if n > 4 {
		cols = 3
		for i, f := range faces {
			if draw.TextWidth(f.label, assets.Regular, 17*sc) > room(i, colW(3)) ||
				draw.TextWidth(f.sub, assets.Regular, 13*sc) > room(i, colW(3)) {
				cols = 2
				break
			}
		}
	}
	rows := (n + cols - 1) / cols
	bw := colW(cols)
	if cols == 1 {
		bw = colW(2) // one answer: a button of the usual width
	}
	two := false
	for i := range faces {
		f := &faces[i]
		r := room(i, bw)
		if draw.TextWidth(f.label, assets.Regular, 17*sc) > r {
			if k := strings.LastIndex(f.label, " ("); k > 0 && strings.HasSuffix(f.label, ")") {
				extra := f.label[k+2 : len(f.label)-1]
				f.label = f.label[:k]
				if f.sub == "" {
					f.sub = extra
				} else { // the odds stay whole: the moved words give way first
					const sep = "  ·  "
					left := r - draw.TextWidth(sep+f.sub, assets.Regular, 13*sc)
					if left > 40 {
						f.sub = FitText(extra, assets.Regular, 13*sc, left) + sep + f.sub
					}
				}
			}
			f.label = FitText(f.label, assets.Regular, 17*sc, r)
		}
		f.sub = FitText(f.sub, assets.Regular, 13*sc, r)
		if f.sub != "" {
			two = true
		}
	}
	bh := 36 * sc
	if two {
		bh = 46 * sc
	}
	lh := 22 * sc
	h := 20 + float64(len(p.lines))*lh + float64(rows)*(bh+6) + 6
	p.R = draw.Rect{X: area.X, Y: area.Y + area.H - h, W: area.W, H: h}
	for i, o := range d.Options {
		c, rr := i/rows, i%rows
		b := draw.Button{
			R:     draw.Rect{X: p.R.X + 15 + float64(c)*(bw+10), Y: p.R.Y + 14 + float64(len(p.lines))*lh + 6 + float64(rr)*(bh+6), W: bw, H: bh},
			Label: faces[i].label, Key: o.Key, Sub: faces[i].sub, Scale: sc,
		}
		if i < 9 {
			b.Shortcut = i + 1
		}
		p.List.Buttons = append(p.List.Buttons, b)
	}
	p.List.Focus = d.Safest()
}

// Top returns the dock's top edge (px): the panel's top while a decision is shown, else
// the bottom of the screen.
func (p *DecisionPanel) Top() float64 {
	if p.D == nil {
		return DockArea.Y + DockArea.H
	}
	return p.R.Y
}

// Choose answers option i as if its button were activated (a click on the decision's
// subject in the scene): the option's key, or "" while a dangerous option asks to be
// confirmed first.
func (p *DecisionPanel) Choose(i int) string {
	if p.D == nil || i < 0 || i >= len(p.D.Options) {
		return ""
	}
	if p.ConfirmAbove > 0 && p.D.Options[i].LossP() > p.ConfirmAbove {
		p.ask(i)
		return ""
	}
	return p.D.Options[i].Key
}

// Focused returns the index of the focused option (-1 while confirming or with no
// decision).
func (p *DecisionPanel) Focused() int {
	if p.D == nil || p.asking >= 0 {
		return -1
	}
	return p.List.Focus
}

// FocusOn focuses option i (the pointer over the decision's subject in the scene).
func (p *DecisionPanel) FocusOn(i int) {
	if p.D != nil && p.asking < 0 && i >= 0 && i < len(p.List.Buttons) {
		p.List.Focus = i
	}
}

// ask replaces the options with the confirmation of option i: "Go back" (focused) and
// the confirmation, which carries the option's key.
func (p *DecisionPanel) ask(i int) {
	o := &p.D.Options[i]
	label := o.Label
	if label == "" {
		label = Words(o.Key)
	}
	if k := strings.LastIndex(label, " ("); k > 0 && strings.HasSuffix(label, ")") {
		label = label[:k]
	}
	area := p.area
	p.asking = i
	sc := p.scale()
	p.lines = draw.Wrap(fmt.Sprintf(confirmQuestion, label, Percent(o.LossP())), assets.Bold, 17*sc, area.W-40)
	bh, lh := 36*sc, 22*sc
	h := 20 + float64(len(p.lines))*lh + 2*(bh+6) + 6
	p.R = draw.Rect{X: area.X, Y: area.Y + area.H - h, W: area.W, H: h}
	bw := area.W - 30
	room := bw - 12 - 8 - 24*sc
	y := p.R.Y + 14 + float64(len(p.lines))*lh + 6
	p.List = draw.ButtonList{Buttons: []draw.Button{
		{R: draw.Rect{X: p.R.X + 15, Y: y, W: bw, H: bh}, Label: confirmBack, Shortcut: 1, Scale: sc},
		{R: draw.Rect{X: p.R.X + 15, Y: y + bh + 6, W: bw, H: bh},
			Label: FitText(fmt.Sprintf(confirmYes, label), assets.Regular, 17*sc, room), Key: o.Key, Shortcut: 2, Scale: sc},
	}}
}

// FitText returns s, or as much of it as fits in width px at the font and size followed
// by an ellipsis.
func FitText(s string, font int, size, width float64) string {
	if s == "" || draw.TextWidth(s, font, size) <= width {
		return s
	}
	r := []rune(s)
	lo, hi := 0, len(r) // the longest prefix that fits with "…"
	for lo < hi {
		m := (lo + hi + 1) / 2
		if draw.TextWidth(strings.TrimRight(string(r[:m]), " ")+"…", font, size) <= width {
			lo = m
		} else {
			hi = m - 1
		}
	}
	return strings.TrimRight(string(r[:lo]), " ") + "…"
}

// Update returns the chosen option key, or "".
func (p *DecisionPanel) Update(in draw.Controls) string {
	if p.D == nil {
		return ""
	}
	i := p.List.Update(in)
	switch {
	case i < 0:
		return ""
	case p.asking >= 0 && i == 0: // go back to the options, the safest focused
		p.Set(p.D, p.area, p.showOdds)
		return ""
	case p.asking >= 0:
		return p.List.Buttons[i].Key
	case p.ConfirmAbove > 0 && p.D.Options[i].LossP() > p.ConfirmAbove:
		p.ask(i)
		return ""
	}
	return p.List.Buttons[i].Key
}

// Draw paints the panel.
func (p *DecisionPanel) Draw(dst *ebiten.Image) {
	if p.D == nil {
		return
	}
	draw.FillRect(dst, p.R, draw.ColPanel)
	draw.FillRect(dst, draw.Rect{X: p.R.X, Y: p.R.Y, W: p.R.W, H: 2}, draw.ColAccent) // the dock's edge
	sc := p.scale()
	y := p.R.Y + 10
	for _, l := range p.lines {
		draw.DrawText(dst, l, assets.Bold, 17*sc, p.R.X+15, y, draw.ColInk, draw.AlignLeft)
		y += 22 * sc
	}
	p.List.Draw(dst)
}
