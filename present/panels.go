package present

import (
	"image/color"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/i18n"
	"uboat/rules"
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
	mark     tubeMark    // the tube the decision on show is about
	tubes    []TubeBox   // where each tube was drawn (board coordinates)
	at       draw.Rect   // where the board was drawn last
	scale    float64     // text size factor (0: 1; SetScale)
	placed   []draw.Rect // where the last layout put each text and tube box, in board px
	tips     Tips        // the terms, labels and tubes that explain themselves, in board px
	// Options are the optional rules in force (engine.Options.Keys); the board names
	// them under the decorations, and says nothing when there are none.
	Options []string
	// Kommandant are the lines of opt 14.13/14.15 (AbilitiesLine, CardHistoryLine), drawn
	// under the options; none without those rules.
	Kommandant []string
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

// SetScale sets the board's text size factor (the settings' text size, game.TextScales;
// 0: 1). The board is laid out again at the new size.
func (b *StatusBoard) SetScale(sc float64) {
	if sc != b.scale {
		b.scale, b.dirty = sc, true
	}
}

// boardPen lays the status board out and draws it, or only measures it (img nil). It
// keeps the rectangle of every text and tube box it places, in board pixels.
type boardPen struct {
	img *ebiten.Image
	k   float64 // text size factor the board is drawn at
	sq  float64 // squeeze of the vertical gaps: 1 none, down to boardMinSqueeze
	// compact: the hull and flooding gauges side by side, on one row, and the tubes
	// no taller than their letters
	compact bool
	placed  []draw.Rect
	texts   []string // every text placed, in order
	tips    *Tips    // the board's tips, filled while drawing (nil: measuring)
}

// tip gives the text or box placed last the tip tp (its rectangle is the placed one's);
// only while drawing.
func (p *boardPen) tip(tp Tip) {
	if p.tips == nil || len(p.placed) == 0 {
		return
	}
	tp.R = p.placed[len(p.placed)-1]
	p.tips.Add(tp)
}

// tipPair gives the two texts ls and rs of the pair placed last their tips (l, r); an
// empty text was not placed.
func (p *boardPen) tipPair(ls, rs string, l, r Tip) {
	if p.tips == nil {
		return
	}
	n := len(p.placed)
	if rs != "" && n > 0 {
		r.R = p.placed[n-1]
		n--
		defer p.tips.Add(r)
	}
	if ls != "" && n > 0 {
		l.R = p.placed[n-1]
		p.tips.Add(l)
	}
}

// The squeeze of the status board's vertical gaps allowed before its text is made
// smaller than asked: the rows close up first, then the text shrinks.
const (
	boardMinSqueeze = 0.6
	boardMargin     = 6.0 // px kept free under the last line
)

// size is px at text size 1 at the board's text size.
func (p *boardPen) size(px float64) float64 { return draw.Sized(px, p.k) }

// step is a row's advance: base px at text size 1, scaled and squeezed, never less than
// the height of its text (or of what else it holds, least).
func (p *boardPen) step(base, size, least float64) float64 {
	return max(math.Round(base*p.k*p.sq), math.Ceil(draw.LineHeight(assets.Regular, size))+1, least)
}

// gap is a gap of base px at text size 1, scaled and squeezed.
func (p *boardPen) gap(base float64) float64 { return math.Round(base * p.k * p.sq) }

func (p *boardPen) text(s string, font int, size, x, y float64, col color.RGBA, align draw.Align) {
	if s == "" {
		return
	}
	w := draw.TextWidth(s, font, size)
	left := x
	switch align {
	case draw.AlignRight:
		left = x - w
	case draw.AlignCenter:
		left = x - w/2
	}
	p.placed = append(p.placed, draw.Rect{X: left, Y: y, W: w, H: draw.LineHeight(font, size)})
	p.texts = append(p.texts, s)
	if p.img != nil {
		draw.DrawText(p.img, s, font, size, x, y, col, align)
	}
}

func (p *boardPen) fill(r draw.Rect, col color.RGBA) {
	if p.img != nil {
		draw.FillRect(p.img, r, col)
	}
}

// pair draws l at x0 and r right-aligned at x1 on the row at y, both shrunk alike (to
// 9 px at least) until they stand apart; r's top is lowered to share l's baseline.
func (p *boardPen) pair(l string, lf int, ls float64, lc color.RGBA, r string, rf int, rs float64, rc color.RGBA, x0, x1, y float64) {
	room := x1 - x0 - 10
	for (draw.TextWidth(l, lf, ls)+draw.TextWidth(r, rf, rs) > room) && (ls > 9 || rs > 9) {
		ls, rs = max(9, ls-0.5), max(9, rs-0.5)
	}
	p.text(l, lf, ls, x0, y, lc, draw.AlignLeft)
	p.text(r, rf, rs, x1, y+math.Round((ls-rs)*0.8), rc, draw.AlignRight)
}

func (b *StatusBoard) render() {
	img := b.img
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	img.Fill(draw.ColPanel)
	draw.StrokeRect(img, draw.Rect{X: 0.5, Y: 0.5, W: w - 1, H: h - 1}, 1, draw.ColEdge)
	p := b.fit(w, h)
	p.img = img
	b.tips.Reset()
	p.tips = &b.tips
	b.layout(&p, w)
}

// fit finds how the board fits w×h px at its text size: the gaps closed up first, then
// the board made compact (the hull and flooding gauges side by side, lower tubes), then
// the text made smaller (in steps of 5%, never below text size 1) until the last line
// stands inside. Nothing is clipped.
func (b *StatusBoard) fit(w, h float64) boardPen {
	sc := b.scale
	if sc <= 0 {
		sc = 1
	}
	for k := sc; ; k = max(1, k-0.05) {
		for _, compact := range [...]bool{false, true} {
			for sq := 1.0; sq >= boardMinSqueeze-0.001; sq -= 0.1 {
				p := boardPen{k: k, sq: sq, compact: compact, placed: b.placed[:0]}
				bottom := b.layout(&p, w)
				b.placed = p.placed
				if bottom <= h-boardMargin || k == 1 && compact && sq < boardMinSqueeze+0.05 {
					return boardPen{k: k, sq: sq, compact: compact, placed: b.placed[:0]}
				}
			}
		}
	}
}

// layout places (and with p.img draws) the board w px wide: the title, rank, torpedoes,
// gun, hull and flooding, the boat diagram, systems, crew and tonnage. It returns the
// bottom of the last line.
func (b *StatusBoard) layout(p *boardPen, w float64) float64 {
	m := &b.View
	bd := b.Board()
	systems := m.FittedSystems()
	x, y := 14.0, 10.0
	right := w - 14
	title := m.BoatID
	if m.Type != "" {
		title += "  ·  " + tr("board.type", "type", m.Type)
	}
	month := ""
	if m.Date != 0 {
		month = MonthName(m.Date)
	}
	ts := p.size(20)
	p.pair(title, assets.Bold, ts, draw.ColAccent, month, assets.Regular, p.size(15), draw.ColInk, x, right, y)
	y += p.step(30, ts, 0)
	rs := p.size(16)
	kmdt, quality := RankAndName(RankAbbr(b.Rank()), m.Kmdt), tr("board.crew_quality", "quality", Words(engine.QualityKey(m.Quality)))
	p.pair(kmdt, assets.Regular, rs, draw.ColInk, quality, assets.Regular, p.size(14), draw.ColDim, x, right, y)
	p.tipPair(kmdt, quality, Tip{Term: "kommandant"}, Tip{Term: "crew_quality"})
	y += p.step(22, rs, 0)
	small := p.size(13)
	if len(m.Decorations) > 0 {
		d := ""
		for i, s := range m.Decorations {
			if i > 0 {
				d += ", "
			}
			d += Words(s)
		}
		for _, l := range draw.Wrap(tr("board.decorations", "list", d), assets.Regular, small, right-x) {
			p.text(l, assets.Regular, small, x, y, draw.ColAccent, draw.AlignLeft)
			if p.tips != nil {
				p.tip(TermsTip(draw.Rect{}, l))
			}
			y += p.step(17, small, 0)
		}
	}
	if opts := OptionsLine(b.Options); len(b.Options) > 0 && opts != OptionsLine(nil) {
		lines := draw.Wrap(opts, assets.Regular, small, right-x)
		if len(lines) > 2 { // many rules: their numbers, so the board keeps its room
			lines = draw.Wrap(OptionsRulesLine(b.Options), assets.Regular, small, right-x)
		}
		for _, l := range lines {
			p.text(l, assets.Regular, small, x, y, draw.ColDim, draw.AlignLeft)
			y += p.step(17, small, 0)
		}
	}
	for _, line := range b.Kommandant { // opt 14.13, 14.15
		for _, l := range draw.Wrap(line, assets.Regular, small, right-x) {
			p.text(l, assets.Regular, small, x, y, draw.ColAccent, draw.AlignLeft)
			y += p.step(17, small, 0)
		}
	}
	// opt 14.14 the flotilla, opt 14.5 the wolfpack of a (W) patrol
	for _, l := range [...]string{FlotillaLine(m.Flotilla), wolfpackLine(m.Wolfpack)} {
		if l == "" {
			continue
		}
		for _, w := range draw.Wrap(l, assets.Regular, small, right-x) {
			p.text(w, assets.Regular, small, x, y, draw.ColDim, draw.AlignLeft)
			y += p.step(17, small, 0)
		}
	}
	y += p.gap(6)
	section := func(s, term string) {
		lh := draw.LineHeight(assets.Bold, small)
		p.fill(draw.Rect{X: x, Y: y + math.Round(lh/2), W: right - x, H: 1}, draw.ColEdge)
		p.fill(draw.Rect{X: x, Y: y, W: draw.TextWidth(s, assets.Bold, small) + 10, H: lh}, draw.ColPanel)
		p.text(s, assets.Bold, small, x, y, draw.ColDim, draw.AlignLeft)
		p.tip(Tip{Term: term})
		y += p.step(20, small, 0)
	}
	section(tr("board.torpedoes"), "tubes")
	mid := p.size(14)
	labelW := max(math.Round(52*p.k), max(draw.TextWidth(tr("board.bow"), assets.Regular, mid), draw.TextWidth(tr("board.stern"), assets.Regular, mid))+10)
	tw, th, tgap := math.Round(30*p.k), math.Round(22*p.k), math.Round(4*p.k)
	if p.compact { // the tubes no taller than their letters
		th = max(22, math.Ceil(draw.LineHeight(assets.Bold, small))+2)
	}
	if p.img != nil {
		b.tubes = b.tubes[:0]
	}
	tubes := func(label string, bow bool, ts []engine.Torp, reload engine.Load) {
		p.text(label, assets.Regular, mid, x, y+math.Round((th-draw.LineHeight(assets.Regular, mid))/2), draw.ColDim, draw.AlignLeft)
		p.tip(Tip{Term: "tubes"})
		bx := x + labelW
		for i, t := range ts {
			r := draw.Rect{X: bx, Y: y, W: tw, H: th}
			p.placed = append(p.placed, r)
			if term := TorpTerm(t); term != "" { // (the end's label explains the tubes)
				p.tip(Tip{Term: term})
			} else {
				p.tip(Tip{Term: "tubes"})
			}
			if t == engine.TorpNone {
				if p.img != nil {
					draw.StrokeRect(p.img, r, 1, draw.ColEdge)
				}
			} else {
				p.fill(r, draw.ColButtonHi)
				if p.img != nil { // inside its box, not placed apart
					l := TorpLetter(t)
					fs := draw.FitSize(l, assets.Bold, small, 8, tw-4)
					draw.DrawText(p.img, l, assets.Bold, fs, r.X+tw/2, r.Y+math.Round((th-draw.LineHeight(assets.Bold, fs))/2), draw.ColInk, draw.AlignCenter)
				}
			}
			if p.img != nil {
				if b.mark.on && b.mark.bow == bow && b.mark.i == i {
					draw.StrokeRect(p.img, draw.Rect{X: r.X - 2, Y: r.Y - 2, W: r.W + 4, H: r.H + 4}, 2, draw.ColAccent)
				}
				b.tubes = append(b.tubes, TubeBox{Bow: bow, I: i, R: r})
			}
			bx += tw + tgap
		}
		row := p.step(27, mid, th+3)
		rt := tr("board.reloads", "list", ReloadText(reload))
		// beside the tubes, shrunk a little if need be, else on a line of its own under them
		if len(ts) == 0 {
			bx -= tgap
		}
		fs := draw.FitSize(rt, assets.Regular, small, max(10, small-2), right-bx-6)
		if draw.TextWidth(rt, assets.Regular, fs) <= right-bx-6 {
			p.text(rt, assets.Regular, fs, bx+6, y+math.Round((th-draw.LineHeight(assets.Regular, fs))/2), draw.ColInk, draw.AlignLeft)
		} else {
			y += th + 2
			fs = draw.FitSize(rt, assets.Regular, small, 9, right-x-labelW)
			p.text(rt, assets.Regular, fs, x+labelW, y, draw.ColInk, draw.AlignLeft)
			row = p.step(17, fs, 0) + 2
		}
		p.tip(Tip{Term: "reloads"})
		y += row
	}
	if len(m.Bow) > 0 || m.BowReloads.Total() > 0 {
		tubes(tr("board.bow"), true, m.Bow, m.BowReloads)
	}
	if len(m.Stern) > 0 || m.SternReloads.Total() > 0 {
		tubes(tr("board.stern"), false, m.Stern, m.SternReloads)
	}
	gun := tr("board.no_deck_gun")
	if m.DeckGun && bd.GunCalibre != "" {
		gun = tr("board.gun", "calibre", calibreText(bd.GunCalibre), "ammo", strconv.Itoa(m.Ammo), "max", strconv.Itoa(bd.GunAmmo))
	}
	bold := tr("board.bold", "n", strconv.Itoa(m.Bold))
	p.pair(gun, assets.Regular, mid, draw.ColInk, bold, assets.Regular, mid, draw.ColInk, x, right, y)
	p.tipPair(gun, bold, Tip{Term: "deck_gun"}, Tip{Term: "bold"})
	y += p.step(24, mid, 0)
	section(tr("board.hull_flooding"), "hull")
	hullW, floodW := tr("damage.hull"), tr("damage.flooding")
	gh := math.Round(14 * p.k)
	gauge := func(label string, filled, total int, gx, gr, gl float64) {
		p.text(label, assets.Regular, mid, gx, y, draw.ColDim, draw.AlignLeft)
		if p.tips != nil && total > 0 { // the label and its boxes
			term := "hull"
			if label == floodW {
				term = "flooding"
			}
			p.tips.Add(Tip{R: draw.Rect{X: gx, Y: y, W: gr - gx, H: max(gh+4, p.placed[len(p.placed)-1].H)}, Term: term})
		}
		if total > 0 {
			bw := (gr - gx - gl) / float64(total)
			for i := 0; i < total; i++ {
				p.fill(draw.Rect{X: gx + gl + float64(i)*bw + 1, Y: y + 2, W: bw - 2, H: gh}, draw.GaugeBox(i, filled, total))
			}
		}
	}
	if p.compact { // side by side: a row less
		half := (right - x - 12) / 2
		gauge(hullW, m.Hull, bd.HullBoxes, x, x+half, draw.TextWidth(hullW, assets.Regular, mid)+8)
		gauge(floodW, m.Flooding, bd.FloodingBoxes, right-half, right, draw.TextWidth(floodW, assets.Regular, mid)+8)
	} else {
		gl := max(80, max(draw.TextWidth(hullW, assets.Regular, mid), draw.TextWidth(floodW, assets.Regular, mid))+10)
		gauge(hullW, m.Hull, bd.HullBoxes, x, right, gl)
		y += p.step(22, mid, gh+4)
		gauge(floodW, m.Flooding, bd.FloodingBoxes, x, right, gl)
	}
	y += p.step(24, mid, gh+4)
	if p.img != nil {
		drawBoatDiagram(p.img, m, &bd, systems, x, y, right-x)
	}
	y += diagramH + 4
	section(tr("board.systems"), "systems")
	colW := (right - x) / 2
	row := p.step(19, small, 0)
	lamp := math.Round(9 * p.k)
	for i, s := range systems {
		cx := x + float64(i%2)*colW
		cy := y + float64(i/2)*row
		lh := draw.LineHeight(assets.Regular, small)
		p.fill(draw.Rect{X: cx, Y: cy + math.Round((lh-lamp)/2), W: lamp, H: lamp}, sysColor(s.State))
		name := s.Name // the English board's printed label ("Diesel 1")
		if name == "" || i18n.Current() != i18n.En {
			name = SystemName(s.Key)
		}
		// fitted by shrinking into its column (cut at 24 letters before)
		nx := cx + lamp + 5
		fs := draw.FitSize(name, assets.Regular, small, 9, cx+colW-8-nx)
		p.text(name, assets.Regular, fs, nx, cy+math.Round((lh-draw.LineHeight(assets.Regular, fs))/2), draw.ColInk, draw.AlignLeft)
		if p.tips != nil { // the lamp and the name
			r := p.placed[len(p.placed)-1]
			p.tips.Add(Tip{R: draw.Rect{X: cx, Y: r.Y, W: r.X + r.W - cx, H: r.H}, Term: SystemTerm(s.Key)})
		}
	}
	y += float64((len(systems)+1)/2)*row + p.gap(6)
	section(tr("board.crew"), "crew_quality")
	names := [engine.NumMembers]string{tr("crew.kommandant"), tr("crew.1wo"), tr("crew.2wo"), tr("crew.li"), tr("crew.doctor"),
		tr("board.crewman", "n", "1"), tr("board.crewman", "n", "2"), tr("board.crewman", "n", "3"), tr("board.crewman", "n", "4"), tr("board.agent")}
	n := 0
	for i := 0; i < engine.NumMembers; i++ {
		mem := m.Crew[i]
		if i == engine.Agent && mem.Absent {
			continue
		}
		cx := x + float64(n%2)*colW
		cy := y + float64(n/2)*row
		n++
		label := names[i]
		if mem.Experte {
			label += " ★"
		}
		st := Words(engine.WoundKey(mem.Status))
		col := woundColor(mem.Status)
		if mem.Absent {
			st, col = tr("board.absent"), draw.ColDim
		}
		p.pair(label, assets.Regular, small, draw.ColInk, st, assets.Regular, small, col, cx, cx+colW-8, cy)
		lt := Tip{Term: MemberTerm(i)}
		if mem.Experte {
			lt.Term2 = "experte"
			if lt.Term == "" {
				lt.Term, lt.Term2 = "experte", ""
			}
		}
		p.tipPair(label, st, lt, Tip{Term: "wounds"})
	}
	y += float64((n+1)/2)*row + p.gap(6)
	section(tr("board.tonnage"), "tonnage")
	if m.AtSea && m.Area != "" {
		area, tons := tr("board.patrol", "area", AreaName(m.Area)), Plural(m.PatrolShips, "ship")+", "+Tons(m.PatrolTons)
		p.pair(area, assets.Regular, mid, draw.ColInk, tons, assets.Regular, mid, draw.ColInk, x, right, y)
		p.tipPair(area, tons, Tip{Term: "patrol_area"}, Tip{Term: "tonnage"})
		y += p.step(20, mid, 0)
	}
	p.pair(tr("board.career", "patrols", Plural(m.Patrols, "patrol")), assets.Regular, mid, draw.ColInk,
		Plural(m.CareerShips, "ship")+", "+Tons(m.CareerTons), assets.Regular, mid, draw.ColAccent, x, right, y)
	return y + draw.LineHeight(assets.Regular, mid)
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
	tips     Tips    // the shown lines' terms, codes and modifiers (screen px), laid out by Draw
}

type logLine struct {
	text string
	col  color.RGBA
	roll *engine.RollEvent // the roll the line tells of (nil: no roll; its table: the modifiers' tips)
	lead string            // the term the line's words before its colon explain ("Box 3": travel_box)
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
	roll, lead := (*engine.RollEvent)(nil), ""
	switch e := e.(type) {
	case *engine.RollEvent:
		roll = e
	case *engine.KeyEvent: // "Turning for home: …" (10.9)
		if e.Key == "abort" || e.Key == "mandatory_abort" {
			lead = "abort"
		}
	case *engine.BoxEvent: // "Box 3: Transit" (8.0, 7.1)
		lead = "travel_box"
		if e.Box == "transit" {
			lead = "transit_box"
		}
	}
	l.add(s, EventColor(e), roll, lead)
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
func (l *RollLog) AddText(s string, col color.RGBA) { l.add(s, col, nil, "") }

// add appends an entry told of roll (nil: none), wrapped to the log's width; lead is the
// term its words before the colon explain.
func (l *RollLog) add(s string, col color.RGBA, roll *engine.RollEvent, lead string) {
	l.texts = append(l.texts, logLine{s, col, roll, lead})
	if len(l.texts) > logMax {
		l.texts = append(l.texts[:0], l.texts[len(l.texts)-logMax:]...)
	}
	l.wrap(s, col, roll, lead)
	l.scroll = 0
	l.dirty = true
}

// wrap appends one entry's lines at the log's text size.
func (l *RollLog) wrap(s string, col color.RGBA, roll *engine.RollEvent, lead string) {
	w := l.width
	if w == 0 {
		w = LogArea.W - 24
	}
	for i, ln := range draw.Wrap(s, assets.Regular, logSize*l.textScale(), w) {
		if i > 0 {
			lead = ""
		}
		l.lines = append(l.lines, logLine{ln, col, roll, lead})
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
		l.wrap(t.text, t.col, t.roll, t.lead)
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

// LinkAt returns the rule number or table code under the point (x, y) of the screen in
// the log's lines ("9.6.3", "E2"; "" none): a click there opens it in the rules
// (scenes.OpenRules). Worked out from the lines as Draw lays them out, only when asked.
func (l *RollLog) LinkAt(x, y float64) string {
	i := l.lineAt(x, y)
	if i < 0 {
		return ""
	}
	r := l.Rect()
	return linkIn(l.lines[i].text, assets.Regular, logSize*l.textScale(), x-(r.X+12))
}

// RollAt returns the roll told of by the log's line under the point (x, y) of the
// screen (nil: none): a click there, off a link, opens the roll's table chart
// (scenes.OpenTable).
func (l *RollLog) RollAt(x, y float64) *engine.RollEvent {
	if i := l.lineAt(x, y); i >= 0 {
		return l.lines[i].roll
	}
	return nil
}

// lineAt returns the index in l.lines of the line shown under (x, y), −1 none.
func (l *RollLog) lineAt(x, y float64) int {
	r := l.Rect()
	if r.H <= 0 || !r.Contains(x, y) {
		return -1
	}
	start, end, top := l.shown(r)
	i := start + int((y-r.Y-top)/(logLineH*l.textScale()))
	if y-r.Y < top || i < start || i >= end {
		return -1
	}
	return i
}

// shown returns the lines the log shows in r (from start to end) and the top of the
// first, from r's top.
func (l *RollLog) shown(r draw.Rect) (start, end int, top float64) {
	top = 4.0 // above a decision, a log with little room shows its latest lines alone
	if r.H >= logMinH {
		top = 24
	}
	rows := int((r.H - top - 2) / (logLineH * l.textScale()))
	end = len(l.lines) - l.scroll
	return max(0, end-rows), end, top
}

// linkIn returns the rule number or table code of text (drawn from x 0 in font at size)
// under x px ("" none).
func linkIn(text string, font int, size, x float64) string {
	for _, ref := range rules.Find(text) {
		x0 := draw.TextWidth(text[:ref.Start], font, size)
		x1 := draw.TextWidth(text[:ref.End], font, size)
		if x >= x0-2 && x <= x1+2 {
			return ref.Key
		}
	}
	return ""
}

// underlineLinks draws a thin line under each rule number and table code of text drawn
// at (x, y): they open the rules when clicked.
func underlineLinks(dst *ebiten.Image, text string, font int, size, x, y float64, col color.RGBA) {
	for _, ref := range rules.Find(text) {
		x0 := draw.TextWidth(text[:ref.Start], font, size)
		x1 := draw.TextWidth(text[:ref.End], font, size)
		draw.FillRect(dst, draw.Rect{X: x + x0, Y: y + size*1.12, W: x1 - x0, H: 1}, col)
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
			hint := tr("log.hint.open")
			if l.Expanded {
				hint = tr("log.hint.close")
			}
			draw.DrawText(img, hint, assets.Bold, 12, 10, 5, draw.ColDim, draw.AlignLeft)
			y = 24
		}
		start, end, top := l.shown(r)
		y = top
		for i := start; i < end; i++ {
			draw.DrawText(img, l.lines[i].text, assets.Regular, logSize*sc, 12, y, l.lines[i].col, draw.AlignLeft)
			underlineLinks(img, l.lines[i].text, assets.Regular, logSize*sc, 12, y, draw.ColEdge)
			y += logLineH * sc
		}
		l.layTips(r)
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
// the boat or the Kommandant), so Enter from habit never loses the boat, or on the
// decision's Default when it has one (the range after a tactical hand-back, §8.3). An option whose
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
	Scale float64
	// Aside keeps a line under the prompt for a scene's own words (AsideRect): set it
	// before Set.
	Aside    bool
	lines    []string
	area     draw.Rect
	showOdds bool
	asking   int // the option awaiting confirmation, -1 none
	tips     Tips
}

func (p *DecisionPanel) scale() float64 {
	if p.Scale <= 0 {
		return 1
	}
	return p.Scale
}

// asideH is the height (px at text size 1) of the line Aside reserves.
const asideH = 18.0

// AsideRect returns the line the panel keeps under its prompt for a scene's own words
// (Aside set before Set; the career's outlook), zero when it keeps none.
func (p *DecisionPanel) AsideRect() draw.Rect {
	if !p.Aside || p.D == nil || p.asking >= 0 {
		return draw.Rect{}
	}
	sc := p.scale()
	return draw.Rect{X: p.R.X + 15, Y: p.R.Y + 12 + float64(len(p.lines))*22*sc, W: p.R.W - 30, H: asideH * sc}
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
	two, subLines := false, 0
	for i := range faces {
		f := &faces[i]
		r := room(i, bw)
		if draw.TextWidth(f.label, assets.Regular, 17*sc) > r {
			if k := strings.LastIndex(f.label, " ("); k > 0 && strings.HasSuffix(f.label, ")") {
				extra := f.label[k+2 : len(f.label)-1]
				f.label = f.label[:k]
				if f.sub == "" {
					f.sub = extra
				} else { // the moved words before the odds, the two wrapped together
					f.sub = extra + "  ·  " + f.sub
				}
			}
			if draw.TextWidth(f.label, assets.Regular, 10) > r { // the button shrinks a label to 10 px; beyond that, cut
				f.label = FitText(f.label, assets.Regular, 17*sc, r)
			}
		}
		if f.sub != "" {
			two = true
			// a second line too long for the button wraps: the buttons grow to hold it
			subLines = max(subLines, len(draw.Wrap(f.sub, assets.Regular, 12*sc, r)))
		}
	}
	bh := 36 * sc
	if two {
		bh = 46 * sc
	}
	if subLines > 1 { // the label, then the wrapped lines at 12 px (draw.Button fits them)
		bh = max(bh, 4*sc+draw.LineHeight(assets.Regular, 16*sc)+6+12*sc*(1+1.15*float64(subLines-1))+4)
	}
	lh := 22 * sc
	aside := 0.0 // the line under the prompt a scene writes in (Aside)
	if p.Aside {
		aside = asideH * sc
	}
	h := 20 + float64(len(p.lines))*lh + aside + float64(rows)*(bh+6) + 6
	p.R = draw.Rect{X: area.X, Y: area.Y + area.H - h, W: area.W, H: h}
	for i, o := range d.Options {
		c, rr := i/rows, i%rows
		b := draw.Button{
			R:     draw.Rect{X: p.R.X + 15 + float64(c)*(bw+10), Y: p.R.Y + 14 + float64(len(p.lines))*lh + aside + 6 + float64(rr)*(bh+6), W: bw, H: bh},
			Label: faces[i].label, Key: o.Key, Sub: faces[i].sub, Scale: sc,
		}
		if i < 9 {
			b.Shortcut = i + 1
		}
		p.List.Buttons = append(p.List.Buttons, b)
	}
	p.List.Focus = d.Safest()
	for i, o := range d.Options {
		if d.Default != "" && o.Key == d.Default {
			p.List.Focus = i // tactical-design §8.3: the scene's bracket offered as the default
		}
	}
	p.layTips()
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
	p.lines = draw.Wrap(tr("panel.confirm.question", "option", label, "p", Percent(o.LossP())), assets.Bold, 17*sc, area.W-40)
	bh, lh := 36*sc, 22*sc
	h := 20 + float64(len(p.lines))*lh + 2*(bh+6) + 6
	p.R = draw.Rect{X: area.X, Y: area.Y + area.H - h, W: area.W, H: h}
	bw := area.W - 30
	room := bw - 12 - 8 - 24*sc
	y := p.R.Y + 14 + float64(len(p.lines))*lh + 6
	p.List = draw.ButtonList{Buttons: []draw.Button{
		{R: draw.Rect{X: p.R.X + 15, Y: y, W: bw, H: bh}, Label: tr("panel.confirm.back"), Shortcut: 1, Scale: sc},
		{R: draw.Rect{X: p.R.X + 15, Y: y + bh + 6, W: bw, H: bh},
			Label: FitText(tr("panel.confirm.yes", "option", label), assets.Regular, 17*sc, room), Key: o.Key, Shortcut: 2, Scale: sc},
	}}
	p.layTips()
}

// FitText returns s, or as much of it as fits in width px at the font and size followed
// by an ellipsis (draw.Ellipsis).
func FitText(s string, font int, size, width float64) string {
	return draw.Ellipsis(s, font, size, width)
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

// LinkAt returns the rule number or table code under the point (x, y) in the prompt's
// lines ("" none): a click there opens it in the rules.
func (p *DecisionPanel) LinkAt(x, y float64) string {
	if p.D == nil {
		return ""
	}
	sc := p.scale()
	i := int((y - (p.R.Y + 10)) / (22 * sc))
	if y < p.R.Y+10 || i < 0 || i >= len(p.lines) {
		return ""
	}
	return linkIn(p.lines[i], assets.Bold, 17*sc, x-(p.R.X+15))
}

// calibreText writes a gun's calibre ("8.8 cm", the boards' data) with the current
// language's decimal separator: "8,8 cm" in German, Italian and Spanish.
func calibreText(c string) string {
	if i18n.Current() == i18n.En {
		return c
	}
	return strings.ReplaceAll(c, ".", ",")
}

// TipAt returns the tip of the board under the point (x, y) of the screen, as the board
// was last drawn.
func (b *StatusBoard) TipAt(x, y float64) (Tip, bool) {
	if !b.at.Contains(x, y) {
		return Tip{}, false
	}
	tp, ok := b.tips.At(x-b.at.X, y-b.at.Y)
	tp.R.X += b.at.X
	tp.R.Y += b.at.Y
	return tp, ok
}

// Tips returns the board's tip regions on the screen, as the board was last drawn
// (tests).
func (b *StatusBoard) Tips() []Tip {
	out := make([]Tip, 0, len(b.tips.All()))
	for _, tp := range b.tips.All() {
		tp.R.X += b.at.X
		tp.R.Y += b.at.Y
		out = append(out, tp)
	}
	return out
}

// layTips lays out the tips of the lines the log shows in r: their glossary terms, rule
// numbers, table codes and, on a roll's lines, modifiers.
func (l *RollLog) layTips(r draw.Rect) {
	l.tips.Reset()
	if r.H <= 0 {
		return
	}
	sc := l.textScale()
	start, end, top := l.shown(r)
	y := r.Y + top
	tf := NewTermFinder()
	for i := start; i < end; i++ {
		ln := &l.lines[i]
		table := ""
		if ln.roll != nil {
			table = ln.roll.Table
		}
		textTips(&l.tips, tf, ln.text, assets.Regular, logSize*sc, r.X+12, y, logLineH*sc, table, ln.lead)
		y += logLineH * sc
	}
}

// TipAt returns the tip under the point (x, y) of the screen, as the log was last drawn.
func (l *RollLog) TipAt(x, y float64) (Tip, bool) { return l.tips.At(x, y) }

// Tips returns the tip regions of the lines the log shows now (tests; laid out afresh).
func (l *RollLog) Tips() []Tip {
	l.layTips(l.Rect())
	return l.tips.All()
}

// layTips lays out the panel's tips: the terms, rule numbers and table codes of the
// prompt's lines, and on each option's button the terms its whole label names (the
// first two) — a label with a modifier ("+2 to hit") also explains DRM.
func (p *DecisionPanel) layTips() {
	p.tips.Reset()
	sc := p.scale()
	y := p.R.Y + 10
	tf := NewTermFinder()
	for _, l := range p.lines {
		textTips(&p.tips, tf, l, assets.Bold, 17*sc, p.R.X+15, y, 22*sc, "", "")
		y += 22 * sc
	}
	for i, b := range p.List.Buttons {
		label := b.Label
		if p.asking < 0 && p.D != nil && i < len(p.D.Options) && p.D.Options[i].Label != "" {
			label = p.D.Options[i].Label
		}
		var terms [2]string
		n := 0
		for _, t := range tf.Find(label) {
			if n < 2 && t.Key != terms[0] {
				terms[n] = t.Key
				n++
			}
		}
		if n < 2 && hasModifier(label) {
			terms[n] = "drm"
		}
		p.tips.Add(Tip{R: b.R, Term: terms[0], Term2: terms[1]})
	}
}

// hasModifier reports a signed number in s ("(+2 to hit)", "−1").
func hasModifier(s string) bool {
	for _, sign := range [...]string{"+", Minus} {
		for i := 0; ; {
			j := strings.Index(s[i:], sign)
			if j < 0 {
				break
			}
			k := i + j + len(sign)
			if k < len(s) && s[k] >= '0' && s[k] <= '9' {
				return true
			}
			i = k
		}
	}
	return false
}

// TipAt returns the tip under the point (x, y) of the screen: a term of the prompt or
// an option's button.
func (p *DecisionPanel) TipAt(x, y float64) (Tip, bool) {
	if p.D == nil {
		return Tip{}, false
	}
	return p.tips.At(x, y)
}

// Tips returns the panel's tip regions (tests).
func (p *DecisionPanel) Tips() []Tip { return p.tips.All() }
