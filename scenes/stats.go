package scenes

import (
	"image/color"
	"math"
	"sort"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/engine/outlook"
	"uboat/engine/stats"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// The career statistics screen (issue 14, "A career statistics screen"): for each of the
// player's careers, finished or under way (game.Careers.Statistics: the saves replayed
// through engine/stats), the tonnage of each patrol as a bar chart, the ships sunk by
// class, the damage taken by cause, the career's tonnage against the careers the
// Commander plays from the same start (outlook.Distribution, played a few milliseconds
// of each frame) with the player's careers of that start marked on it, and against the
// historical Kommandants of the Kommandant cards (their tonnage "for The Hunted").
// It opens from the hall of fame, the careers screen and a career's end. ←/→ (the
// d-pad, the buttons) go from career to career; Esc, B or Back return.

// statsCareers is how many careers the screen reads (the newest).
const statsCareers = 40

// statsSims is how many careers the Commander plays for a distribution, statsBudget the
// time of a frame they may take (of 16.7 ms: the screen is still).
const (
	statsSims   = 500
	statsBudget = 6 * time.Millisecond
)

// The screen's panels.
var (
	statsPatrolBox = draw.Rect{X: 30, Y: 124, W: 600, H: 256}
	statsClassBox  = draw.Rect{X: 30, Y: 392, W: 295, H: 254}
	statsDamageBox = draw.Rect{X: 335, Y: 392, W: 295, H: 254}
	statsSimBox    = draw.Rect{X: 650, Y: 124, W: 600, H: 256}
	statsKmdtBox   = draw.Rect{X: 650, Y: 392, W: 600, H: 254}
)

// statsBins is the number of bars of the distribution's histogram.
const statsBins = 12

// statText is a text of the screen as laid out: fitted into its box (the fit tests read
// them).
type statText struct {
	s     string
	font  int
	size  float64
	x, y  float64
	align draw.Align
	col   color.RGBA
	box   draw.Rect
}

// rect is where the text is drawn.
func (t *statText) rect() draw.Rect {
	w := draw.TextWidth(t.s, t.font, t.size)
	x := t.x
	switch t.align {
	case draw.AlignCenter:
		x -= w / 2
	case draw.AlignRight:
		x -= w
	}
	return draw.Rect{X: x, Y: t.y, W: w, H: draw.LineHeight(t.font, t.size)}
}

// statShape is a bar, a frame or a line of the charts.
type statShape struct {
	r    draw.Rect
	col  color.RGBA
	line bool // a vertical line at r.X from r.Y to r.Y+r.H, r.W wide
}

// Stats is the career statistics screen.
type Stats struct {
	entries []game.StatsEntry
	sel     int
	data    *engine.Data
	list    draw.ButtonList
	dists   map[string]*outlook.Distribution // by setup (setupKey)
	dist    *outlook.Distribution            // the selected career's
	distErr bool
	hist    []int

	texts  []statText
	shapes []statShape
	tips   present.Tips
	tip    tooltip

	sc     float64
	lang   i18n.Lang
	laidAt int // the distribution's careers when the layout was made (-1: make it)
	frame  int
	doneAt int // the frame the distribution was complete (autoplay leaves a moment later)
}

// NewStats builds the statistics screen of the saved careers with slot id selected (the
// newest when id is "" or not among them).
func NewStats(g *game.Game, id string) *Stats {
	s := &Stats{data: engine.MustData(), dists: map[string]*outlook.Distribution{}, laidAt: -1}
	if g.Careers != nil {
		s.entries = g.Careers.Statistics(statsCareers)
	}
	for i, e := range s.entries {
		if e.ID == id {
			s.sel = i
		}
	}
	s.list.Buttons = []draw.Button{
		{R: draw.Rect{X: 30, Y: 662, W: 290, H: 44}, Key: "prev", Shortcut: 1},
		{R: draw.Rect{X: 340, Y: 662, W: 290, H: 44}, Key: "next", Shortcut: 2},
		{R: draw.Rect{X: 1050, Y: 662, W: 200, H: 44}, Key: "back", Shortcut: 3},
	}
	s.list.Focus = 2
	s.sc = g.Settings.TextScale
	s.choose(s.sel)
	scaleButtons(&s.list, s.sc)
	s.layout()
	return s
}

// Name implements game.Scene.
func (s *Stats) Name() string { return "stats" }

// Entries returns the careers shown (tests).
func (s *Stats) Entries() []game.StatsEntry { return s.entries }

// Selected returns the index of the career shown.
func (s *Stats) Selected() int { return s.sel }

// setupKey names a career's setup: the distribution is the same for the same one.
func setupKey(cfg engine.SaveConfig) string {
	k := cfg.Type + " " + cfg.Start
	for _, o := range cfg.Options {
		k += " " + o
	}
	return k
}

// choose shows career i and starts (or takes up) its setup's distribution.
func (s *Stats) choose(i int) {
	if len(s.entries) == 0 {
		s.dist = nil
		return
	}
	s.sel = (i%len(s.entries) + len(s.entries)) % len(s.entries)
	s.laidAt = -1
	s.distErr = false
	sv := s.entries[s.sel].Save
	key := setupKey(sv.Config)
	if d, ok := s.dists[key]; ok {
		s.dist = d
		return
	}
	s.dist = nil
	cfg, err := sv.Config.Config()
	if err == nil {
		s.dist, err = outlook.NewDistribution(cfg, statsSims)
	}
	if err != nil {
		s.distErr = true
		return
	}
	s.dists[key] = s.dist
}

// Update implements game.Scene.
func (s *Stats) Update(g *game.Game) error {
	s.frame++
	if sc := g.Settings.TextScale; sc != s.sc || s.lang != i18n.Current() {
		s.sc, s.laidAt = sc, -1
	}
	scaleButtons(&s.list, s.sc)
	s.simulate(g)
	if s.laidAt < 0 || (s.dist != nil && s.dist.Played() != s.laidAt) {
		s.layout()
	}
	in := &g.In
	if s.tip.update(in, s.sc, s) {
		return nil
	}
	if g.Opt.Autoplay && s.doneAt > 0 && s.frame-s.doneAt >= 90 { // the test runs: pictured, back to the end
		g.Pop()
		return nil
	}
	i := s.list.Update(in)
	switch {
	case in.Just(game.ActBack):
		g.Pop()
		return nil
	case in.Just(game.ActLeft):
		s.choose(s.sel - 1)
	case in.Just(game.ActRight):
		s.choose(s.sel + 1)
	}
	if i < 0 {
		return nil
	}
	g.Audio.Play(assets.SndClick)
	switch s.list.Buttons[i].Key {
	case "prev":
		s.choose(s.sel - 1)
	case "next":
		s.choose(s.sel + 1)
	case "back":
		g.Pop()
	}
	return nil
}

// simulate plays the distribution's careers for the frame's budget.
func (s *Stats) simulate(g *game.Game) {
	d := s.dist
	if d == nil || d.Done() {
		if s.doneAt == 0 && s.frame > 1 {
			s.doneAt = s.frame
		}
		return
	}
	t0 := time.Now()
	for !d.Done() && time.Since(t0) < statsBudget {
		if err := d.Step(1); err != nil {
			g.Logf("statistics: the distribution stopped: %v", err)
			s.distErr, s.dist = true, nil
			return
		}
	}
}

// ShotReady implements game.ShotReadier: pictured once the distribution is complete.
func (s *Stats) ShotReady() bool { return s.dist == nil || s.dist.Done() }

// tipAt implements tipSource.
func (s *Stats) tipAt(x, y float64) (present.Tip, bool) { return s.tips.At(x, y) }

// Focus implements game.Focuser: the focused button.
func (s *Stats) Focus() (draw.Rect, bool) { return s.focusRect() }

// focusRect implements tipSource: the focused button.
func (s *Stats) focusRect() (draw.Rect, bool) {
	if f := s.list.Focus; f >= 0 && f < len(s.list.Buttons) {
		return s.list.Buttons[f].R, true
	}
	return draw.Rect{}, false
}

// put lays out text str in box at size px (at text size 1), shrunk to fit the box's
// width and height (8 px at least), aligned in it and centred on its height.
func (s *Stats) put(str string, font int, size float64, box draw.Rect, align draw.Align, col color.RGBA) *statText {
	return s.putPx(str, font, s.fit(str, font, size, box.W, box.H), box, align, col)
}

// fit is the size (px) text str is drawn at in a box w×h: size px at the text size,
// shrunk to the box's width and height, 8 px at least.
func (s *Stats) fit(str string, font int, size, w, h float64) float64 {
	sz := draw.FitSize(str, font, draw.Sized(size, s.sc), 8, w)
	for sz > 8 && draw.LineHeight(font, sz) > h {
		sz -= 0.5
	}
	return sz
}

// common is the size (px) at which every text of strs fits a box w×h (fit): the rows of
// a panel share one size.
func (s *Stats) common(strs []string, font int, size, w, h float64) float64 {
	sz := draw.Sized(size, s.sc)
	for _, str := range strs {
		sz = min(sz, s.fit(str, font, size, w, h))
	}
	return sz
}

// putPx lays out text str at sz px in box (cut short with "…" when it is too wide),
// aligned in it and centred on its height.
func (s *Stats) putPx(str string, font int, sz float64, box draw.Rect, align draw.Align, col color.RGBA) *statText {
	if draw.TextWidth(str, font, sz) > box.W {
		str = draw.Ellipsis(str, font, sz, box.W)
	}
	x := box.X
	switch align {
	case draw.AlignCenter:
		x += box.W / 2
	case draw.AlignRight:
		x += box.W
	}
	y := box.Y + math.Max(0, (box.H-draw.LineHeight(font, sz))/2)
	s.texts = append(s.texts, statText{s: str, font: font, size: sz, x: x, y: y, align: align, col: col, box: box})
	return &s.texts[len(s.texts)-1]
}

func (s *Stats) bar(r draw.Rect, col color.RGBA) {
	s.shapes = append(s.shapes, statShape{r: r, col: col})
}

// heading lays out a panel's heading with its tip (a glossary term, or a text), and with
// axis set the chart's unit at its right ("thousand tons"), the heading keeping clear
// of it.
func (s *Stats) heading(p draw.Rect, id, term, tipID string, axis bool) {
	r := draw.Rect{X: p.X + 12, Y: p.Y + 8, W: p.W - 24, H: 24}
	if axis {
		unit := i18n.T("stats.axis")
		sz := s.fit(unit, assets.Regular, 12, p.W/3, 20)
		w := draw.TextWidth(unit, assets.Regular, sz)
		s.putPx(unit, assets.Regular, sz, draw.Rect{X: p.X + p.W - 12 - w, Y: p.Y + 10, W: w, H: 20}, draw.AlignLeft, draw.ColDim)
		r.W -= w + 16
	}
	t := s.put(i18n.T(id), assets.Bold, 15, r, draw.AlignLeft, draw.ColAccent)
	tp := present.Tip{R: t.rect(), Term: term}
	if tipID != "" {
		tp.Text = i18n.T(tipID)
	}
	s.tips.Add(tp)
}

// Colours of the charts.
var (
	statsBar     = color.RGBA{0x5a, 0x86, 0xa0, 0xff}
	statsBarGood = color.RGBA{0x6c, 0xa8, 0x6a, 0xff}
	statsBarBad  = color.RGBA{0xb0, 0x50, 0x44, 0xff}
	statsBarOpen = color.RGBA{0x46, 0x5a, 0x66, 0xff}
	statsGrid    = color.RGBA{0x2a, 0x3a, 0x46, 0xff}
)

// layout makes the screen's texts, shapes and tips in the current language at the text
// size.
func (s *Stats) layout() {
	s.lang = i18n.Current()
	s.texts, s.shapes = s.texts[:0], s.shapes[:0]
	s.tips.Reset()
	if s.dist != nil {
		s.laidAt = s.dist.Played()
	} else {
		s.laidAt = 0
	}
	for i := range s.list.Buttons {
		b := &s.list.Buttons[i]
		b.Label = i18n.T("stats." + b.Key)
		b.Disabled = b.Key != "back" && len(s.entries) < 2
	}
	s.put(i18n.T("stats.title"), assets.Bold, 30, draw.Rect{X: 30, Y: 16, W: 1220, H: 42}, draw.AlignLeft, draw.ColAccent)
	if len(s.entries) == 0 {
		s.put(i18n.T("stats.empty"), assets.Regular, 18, draw.Rect{X: 30, Y: 124, W: 1220, H: 30}, draw.AlignLeft, draw.ColInk)
		return
	}
	e := &s.entries[s.sel]
	st, sv := e.Stats, e.Save
	from, to := sv.Config.Start, sv.Summary.Date
	if m, err := engine.ParseMonth(from); err == nil {
		from = present.MonthName(m)
	}
	if m, err := engine.ParseMonth(to); err == nil {
		to = present.MonthName(m)
	}
	title := i18n.T("stats.career", "boat", sv.Summary.UNumber, "name", sv.Config.Kommandant, "type", sv.Summary.Type, "from", from, "to", to)
	s.putPx(title, assets.Bold, max(s.fit(title, assets.Bold, 18, 1000, 26), min(draw.Sized(14, s.sc), 14)),
		draw.Rect{X: 30, Y: 62, W: 1000, H: 26}, draw.AlignLeft, draw.ColInk)
	state := i18n.T("stats.on")
	if st.Ended {
		state = i18n.T("stats.over", "victory", present.VictoryName(st.Victory))
	}
	s.put(i18n.T("stats.line", "ships", i18n.T("count.ships_sunk", "n", st.Ships), "tons", present.Tons(st.Tons),
		"patrols", i18n.T("count.patrols", "n", len(st.Patrols)), "state", state),
		assets.Regular, 15, draw.Rect{X: 30, Y: 90, W: 1000, H: 24}, draw.AlignLeft, draw.ColDim)
	s.put(i18n.T("stats.which", "i", s.sel+1, "n", len(s.entries)), assets.Regular, 14, draw.Rect{X: 1040, Y: 62, W: 210, H: 24},
		draw.AlignRight, draw.ColDim)
	s.layoutPatrols(st)
	s.layoutClasses(st)
	s.layoutDamage(st)
	s.layoutSim(e)
	s.layoutKommandants()
}

// thousands formats a tonnage in thousands of tons: "35", "8,9" (one decimal where the
// thousands are not whole and under ten).
func thousands(t int) string {
	if t%1000 != 0 && t < 10000 {
		return i18n.Current().Decimal(float64(t)/1000, 1)
	}
	return i18n.Current().Int((t + 500) / 1000)
}

// axis lays out a chart's value axis: gridlines and labels every step tons up to top,
// on the left of chart c.
func (s *Stats) axis(c draw.Rect, top, step int) {
	for v := 0; v <= top; v += step {
		y := c.Y + c.H - float64(v)/float64(top)*c.H
		s.bar(draw.Rect{X: c.X, Y: y, W: c.W, H: 1}, statsGrid)
		s.put(i18n.Current().Int(v/1000), assets.Regular, 11, draw.Rect{X: c.X - 40, Y: y - 8, W: 34, H: 16}, draw.AlignRight, draw.ColDim)
	}
}

// layoutPatrols is the bar chart of the tonnage of each patrol (the last one under way
// when the career is).
func (s *Stats) layoutPatrols(st *stats.Career) {
	p := statsPatrolBox
	s.heading(p, "stats.patrols.head", "tonnage", "", true)
	if len(st.Patrols) == 0 {
		s.put(i18n.T("stats.patrols.none"), assets.Regular, 15, draw.Rect{X: p.X + 12, Y: p.Y + 60, W: p.W - 24, H: 24}, draw.AlignLeft, draw.ColInk)
		return
	}
	c := draw.Rect{X: p.X + 56, Y: p.Y + 48, W: p.W - 70, H: p.H - 48 - 34}
	most := 0
	for _, pt := range st.Patrols {
		most = max(most, pt.Tons)
	}
	step := outlook.BinWidth(most, 4)
	top := step * 4
	for top-step >= most && top > step {
		top -= step
	}
	s.axis(c, top, step)
	n := len(st.Patrols)
	slot := c.W / float64(n)
	bw := math.Min(44, slot*0.7)
	every := int(math.Ceil(38 / slot)) // month labels: one every few bars when they are narrow
	for i, pt := range st.Patrols {
		x := c.X + float64(i)*slot + (slot-bw)/2
		h := float64(pt.Tons) / float64(top) * c.H
		col := statsBar
		switch {
		case pt.Open:
			col = statsBarOpen
		case pt.Outcome == "sunk" || pt.Outcome == "scuttled" || pt.Outcome == "captured":
			col = statsBarBad
		case pt.Success:
			col = statsBarGood
		}
		r := draw.Rect{X: x, Y: c.Y + c.H - h, W: bw, H: math.Max(h, 1)}
		s.bar(r, col)
		tipR := draw.Rect{X: c.X + float64(i)*slot, Y: c.Y, W: slot, H: c.H + 30}
		s.tips.Add(present.Tip{R: tipR, Text: present.PatrolTip(i+1, pt)})
		if slot >= 30 && pt.Tons > 0 {
			s.put(thousands(pt.Tons), assets.Regular, 11, draw.Rect{X: c.X + float64(i)*slot, Y: r.Y - 16, W: slot, H: 15}, draw.AlignCenter, draw.ColInk)
		}
		if i%every == 0 {
			s.put(pt.Month.Short(), assets.Regular, 11, draw.Rect{X: c.X + float64(i)*slot - 6, Y: c.Y + c.H + 6, W: slot + 12, H: 16},
				draw.AlignCenter, draw.ColDim)
		}
	}
}

// statRow is one row of a panel of rows: a label, a bar of frac (0–1) of the bars'
// width, a value at the right, in col (the bar in bar), and its tip (its region is the
// row's). A cut label (a name of the player's) is cut short with "…" where it is too
// long, rather than making every label smaller.
type statRow struct {
	label, value string
	frac         float64
	col, bar     color.RGBA
	tip          present.Tip
	cut          bool
}

// rows lays out rows of panel p from y, each h high: the labels (lw wide, one size for
// all), the bars from x bx (bw wide at most) and the values at the right.
func (s *Stats) rows(p draw.Rect, y, h, lw, bx, bw float64, rows []statRow) float64 {
	labels := make([]string, 0, len(rows))
	for _, r := range rows {
		if !r.cut {
			labels = append(labels, r.label)
		}
	}
	sz := s.common(labels, assets.Regular, 13, lw, h)
	vx := bx + bw + 4
	for _, r := range rows {
		s.putPx(r.label, assets.Regular, sz, draw.Rect{X: p.X + 12, Y: y, W: lw, H: h}, draw.AlignLeft, r.col)
		if r.frac > 0 {
			s.bar(draw.Rect{X: bx, Y: y + h/2 - 6, W: max(1, bw*r.frac), H: 12}, r.bar)
		}
		s.put(r.value, assets.Regular, 13, draw.Rect{X: vx, Y: y, W: p.X + p.W - 12 - vx, H: h}, draw.AlignRight, r.col)
		r.tip.R = draw.Rect{X: p.X + 8, Y: y, W: p.W - 16, H: h}
		s.tips.Add(r.tip)
		y += h
	}
	return y
}

// layoutClasses is the ships sunk by class: a bar and the count and tonnage of each.
func (s *Stats) layoutClasses(st *stats.Career) {
	p := statsClassBox
	s.heading(p, "stats.classes.head", "", "stats.classes.tip", false)
	most := 1
	for _, k := range stats.Classes {
		most = max(most, st.Sunk[k])
	}
	var rows []statRow
	for _, k := range stats.Classes {
		r := statRow{label: present.ShipClassName(k), value: "—", col: draw.ColInk, bar: statsBarGood, tip: present.ShipClassTip(draw.Rect{}, k)}
		if n := st.Sunk[k]; n > 0 {
			r.value, r.frac = i18n.T("stats.classes.row", "n", n, "tons", present.Tons(st.SunkTons[k])), float64(n)/float64(most)
		}
		rows = append(rows, r)
	}
	y := s.rows(p, p.Y+44, 28, 108, p.X+124, 70, rows)
	if st.Ships == 0 {
		s.put(i18n.T("stats.classes.none"), assets.Regular, 13, draw.Rect{X: p.X + 12, Y: y + 6, W: p.W - 24, H: 22}, draw.AlignLeft, draw.ColDim)
	}
}

// layoutDamage is the damage taken by cause (the causes met), and what sank the boat.
func (s *Stats) layoutDamage(st *stats.Career) {
	p := statsDamageBox
	s.heading(p, "stats.damage.head", "", "stats.damage.tip", false)
	most := 1
	for _, k := range stats.Causes {
		most = max(most, st.Damage[k])
	}
	var met []string // the causes met, the largest counts when more than the panel holds
	for _, k := range stats.Causes {
		if st.Damage[k] > 0 {
			met = append(met, k)
		}
	}
	if len(met) > statsCauseRows {
		sort.SliceStable(met, func(i, j int) bool { return st.Damage[met[i]] > st.Damage[met[j]] })
		met = met[:statsCauseRows]
	}
	var rows []statRow
	for _, k := range stats.Causes {
		if n := st.Damage[k]; n > 0 && slicesContain(met, k) {
			rows = append(rows, statRow{label: present.CauseName(k), value: i18n.Current().Int(n), frac: float64(n) / float64(most),
				col: draw.ColInk, bar: statsBarBad, tip: present.CauseTip(draw.Rect{}, k)})
		}
	}
	y := s.rows(p, p.Y+42, 19, 150, p.X+166, 80, rows)
	if len(rows) == 0 {
		s.put(i18n.T("stats.damage.none"), assets.Regular, 13, draw.Rect{X: p.X + 12, Y: y, W: p.W - 24, H: 22}, draw.AlignLeft, draw.ColDim)
	}
	if st.Lost != "" {
		r := draw.Rect{X: p.X + 12, Y: p.Y + p.H - 30, W: p.W - 24, H: 22}
		t := s.put(i18n.T("stats.lost", "cause", present.CauseName(st.Lost)), assets.Bold, 13, r, draw.AlignLeft, draw.ColBad)
		s.tips.Add(present.CauseTip(t.rect(), st.Lost))
	}
}

// statsCauseRows is how many causes the damage panel holds (over its line of the loss).
const statsCauseRows = 9

// slicesContain reports whether l holds k.
func slicesContain(l []string, k string) bool {
	for _, x := range l {
		if x == k {
			return true
		}
	}
	return false
}

// layoutSim is the histogram of the Commander's careers of the same setup, with the
// player's careers of that setup marked on it.
func (s *Stats) layoutSim(e *game.StatsEntry) {
	p := statsSimBox
	s.heading(p, "stats.sim.head", "", "stats.sim.tip", true)
	d := s.dist
	if d == nil {
		if s.distErr {
			s.put(i18n.T("stats.sim.none"), assets.Regular, 14, draw.Rect{X: p.X + 12, Y: p.Y + 60, W: p.W - 24, H: 24}, draw.AlignLeft, draw.ColDim)
		}
		return
	}
	c := draw.Rect{X: p.X + 44, Y: p.Y + 48, W: p.W - 60, H: p.H - 48 - 86}
	key := setupKey(e.Save.Config)
	// the player's careers of this setup, and the distribution's top: the bins reach
	// past the 95th percentile and the player's best
	top := d.Quantile(0.95)
	for _, o := range s.entries {
		if setupKey(o.Save.Config) == key {
			top = max(top, o.Stats.Tons)
		}
	}
	w := outlook.BinWidth(top, statsBins)
	s.hist = d.Histogram(s.hist, statsBins, w)
	most := 1
	for _, v := range s.hist {
		most = max(most, v)
	}
	bw := c.W / statsBins
	s.bar(draw.Rect{X: c.X, Y: c.Y + c.H, W: c.W, H: 1}, statsGrid)
	for i, v := range s.hist {
		h := float64(v) / float64(most) * c.H
		r := draw.Rect{X: c.X + float64(i)*bw + 1, Y: c.Y + c.H - h, W: bw - 2, H: h}
		if v > 0 {
			s.bar(r, statsBar)
		}
		to := present.Tons((i + 1) * w)
		if i == statsBins-1 {
			to = "…"
		}
		s.tips.Add(present.Tip{R: draw.Rect{X: c.X + float64(i)*bw, Y: c.Y, W: bw, H: c.H}, Text: i18n.T("stats.sim.bin",
			"n", v, "from", present.Tons(i*w), "to", to)})
	}
	for i := 0; i <= statsBins; i += 2 {
		x := c.X + float64(i)*bw
		s.put(thousands(i*w), assets.Regular, 11, draw.Rect{X: x - 22, Y: c.Y + c.H + 4, W: 44, H: 16}, draw.AlignCenter, draw.ColDim)
	}
	// the player's careers of this setup: a line each, the one shown bright and named
	for i, o := range s.entries {
		if setupKey(o.Save.Config) != key || i == s.sel {
			continue
		}
		x := c.X + math.Min(float64(o.Stats.Tons)/float64(w*statsBins), 1)*c.W
		s.shapes = append(s.shapes, statShape{r: draw.Rect{X: x, Y: c.Y, W: 2, H: c.H}, col: draw.ColDim, line: true})
	}
	own := e.Stats.Tons
	x := c.X + math.Min(float64(own)/float64(w*statsBins), 1)*c.W
	s.shapes = append(s.shapes, statShape{r: draw.Rect{X: x, Y: c.Y - 4, W: 3, H: c.H + 4}, col: draw.ColAccent, line: true})
	name := e.Save.Summary.UNumber
	lw := math.Min(160, c.X+c.W-x-4)
	if lw >= 60 {
		s.put(name, assets.Bold, 12, draw.Rect{X: x + 5, Y: c.Y - 6, W: lw, H: 16}, draw.AlignLeft, draw.ColAccent)
	} else {
		s.put(name, assets.Bold, 12, draw.Rect{X: x - 165, Y: c.Y - 6, W: 160, H: 16}, draw.AlignRight, draw.ColAccent)
	}
	s.tips.Add(present.Tip{R: draw.Rect{X: x - 6, Y: c.Y - 6, W: 12, H: c.H + 6}, Text: i18n.T("stats.sim.mark", "boat", name, "tons", present.Tons(own))})
	l1 := draw.Rect{X: p.X + 12, Y: c.Y + c.H + 24, W: p.W - 24, H: 22}
	l2 := draw.Rect{X: p.X + 12, Y: l1.Y + 24, W: p.W - 24, H: 22}
	if !d.Done() {
		s.put(i18n.T("stats.sim.working", "n", d.Played(), "total", d.Total()), assets.Regular, 14, l1, draw.AlignLeft, draw.ColDim)
		return
	}
	month := e.Save.Config.Start
	if m, err := engine.ParseMonth(month); err == nil {
		month = m.Short()
	}
	s.put(i18n.T("stats.sim.line", "tons", present.Tons(own), "p", present.Percent(d.Below(own)), "n", d.Played(),
		"type", e.Save.Config.Type, "month", month), assets.Regular, 14, l1, draw.AlignLeft, draw.ColInk)
	s.put(i18n.T("stats.sim.median", "tons", present.Tons(d.Median()), "p", present.Percent(d.WarOver())),
		assets.Regular, 14, l2, draw.AlignLeft, draw.ColDim)
}

// statsKmdtRows is how many rows the Kommandants' panel holds.
const statsKmdtRows = 10

// layoutKommandants sets the career shown (and the player's others, as room allows)
// among the Kommandants of the cards by their tonnage for The Hunted.
func (s *Stats) layoutKommandants() {
	p := statsKmdtBox
	s.heading(p, "stats.kmdt.head", "kommandant", "stats.kmdt.tip", false)
	room := statsKmdtRows - len(s.data.Kommandants) - 1
	var mine []stats.Rival
	for i, o := range s.entries {
		if i != s.sel && room <= 0 {
			continue
		}
		if i != s.sel {
			room--
		}
		mine = append(mine, stats.Rival{Name: o.Save.Config.Kommandant, Boat: o.Save.Summary.UNumber, Ships: o.Stats.Ships, Tons: o.Stats.Tons, Index: i})
	}
	rivals := stats.Against(s.data, mine)
	most := 1
	for _, r := range rivals {
		most = max(most, r.Tons)
	}
	rows := make([]statRow, 0, len(rivals))
	for _, r := range rivals {
		row := statRow{label: i18n.T("stats.kmdt.card", "name", r.Name, "boat", r.Boat), col: draw.ColInk, bar: statsBar,
			value: i18n.T("stats.kmdt.row", "ships", r.Ships, "tons", present.Tons(r.Tons)), frac: float64(r.Tons) / float64(most)}
		ships, tons := i18n.T("count.ships_sunk", "n", r.Ships), present.Tons(r.Tons)
		row.tip.Text = i18n.T("stats.kmdt.card.tip", "n", r.Index, "name", r.Name, "boat", r.Boat, "ships", ships, "tons", tons)
		if r.Player {
			row.label = i18n.T("stats.kmdt.player", "name", r.Name, "boat", r.Boat)
			row.tip.Text = i18n.T("stats.kmdt.player.tip", "ships", ships, "tons", tons) + " " + row.label
			row.col, row.bar, row.cut = draw.ColDim, statsBarOpen, true
			if r.Index == s.sel {
				row.col, row.bar = draw.ColAccent, draw.ColAccent
			}
		}
		rows = append(rows, row)
	}
	s.rows(p, p.Y+40, 21, 220, p.X+238, 220, rows)
}

// Draw implements game.Scene.
func (s *Stats) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	if len(s.entries) > 0 {
		for _, p := range [...]draw.Rect{statsPatrolBox, statsClassBox, statsDamageBox, statsSimBox, statsKmdtBox} {
			draw.Panel(dst, p)
		}
	}
	for i := range s.shapes {
		sh := &s.shapes[i]
		if sh.line {
			draw.StrokeLineF(dst, float32(sh.r.X), float32(sh.r.Y), float32(sh.r.X), float32(sh.r.Y+sh.r.H), float32(sh.r.W), sh.col, true)
			continue
		}
		draw.FillRect(dst, sh.r, sh.col)
	}
	for i := range s.texts {
		t := &s.texts[i]
		draw.DrawText(dst, t.s, t.font, t.size, t.x, t.y, t.col, t.align)
	}
	s.list.Draw(dst)
	s.tip.draw(dst)
}
