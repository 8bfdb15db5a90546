package scenes

import (
	"uboat/draw"
	"uboat/engine"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// The salvo on one screen (9.2.1: every torpedo of an end is committed to its target
// before the first is fired). The engine asks one fire decision per tube; the player
// allocates them all on one grid — tubes × targets, each cell with that torpedo's odds of
// hitting, each target with its odds of being sunk by what is aimed at it, updated as the
// torpedoes are assigned — and the fire decisions are then answered from the grid one by
// one, each logged as usual.

// The words of the salvo screen: catalogue ids (i18n, "salvo.*").
const (
	salvoTitleBow    = "salvo.title.bow"
	salvoTitleStern  = "salvo.title.stern"
	salvoFire        = "salvo.fire"
	salvoLargest     = "salvo.largest"
	salvoSame        = "salvo.same"
	salvoHoldAll     = "salvo.hold_all"
	salvoHoldCol     = "salvo.hold"
	salvoHoldSub     = "salvo.hold.sub"
	salvoTubeLabel   = "salvo.tube"
	salvoSunk        = "salvo.sunk"
	salvoHit         = "salvo.hit"
	salvoTorpedoes   = "salvo.torpedoes"
	salvoButtonFire  = 0
	salvoButtonLarge = 1
	salvoButtonSame  = 2
	salvoButtonHold  = 3
)

// salvoDock is the salvo's grid: one row per tube the fire decisions will ask about
// (engine.Salvo.Tubes), one column per live target and one to hold fire.
type salvoDock struct {
	gridDock
	s          *engine.Salvo
	odds       bool      // show the odds (the settings)
	sunk       []float64 // s.Sunk of the allocation, kept current
	fired      bool      // the player fired: the decisions are answered from the grid
	hold       int       // the hold column
	counts     []string  // "n torpedoes", by n, in countsLang
	countsLang i18n.Lang
}

// lastSalvo is the allocation of the last salvo of each end (index 0 the bow): by tube,
// the name of the target it was aimed at ("" held), for "Same as last salvo".
type lastSalvo [2]map[int]string

func endIndex(bow bool) int {
	if bow {
		return 0
	}
	return 1
}

// newSalvoDock lays out the grid of salvo s in area, every torpedo aimed at the largest
// target to begin with and the focus on "Fire the salvo".
func newSalvoDock(s *engine.Salvo, last *lastSalvo, area draw.Rect, scale float64, odds bool, targets []engine.Target) *salvoDock {
	d := &salvoDock{s: s, odds: odds, hold: len(s.Targets)}
	d.title = i18n.T(salvoTitleStern)
	if s.Bow {
		d.title = i18n.T(salvoTitleBow)
	}
	for _, t := range s.Tubes {
		d.rows = append(d.rows, i18n.T(salvoTubeLabel, "n", t.I+1, "torpedo", t.Torp.Designation()))
	}
	for _, t := range s.Targets {
		col := gridCol{name: present.TargetName(t.Label)} // the escort in words (9.10), ships by name
		for _, tg := range targets {
			if tg.Name == t.Label {
				col.sub = present.Words(tg.Class)
				if tg.Tons > 0 {
					col.sub += " · " + present.Tons(tg.Tons)
				}
			}
		}
		d.cols = append(d.cols, col)
	}
	d.cols = append(d.cols, gridCol{name: i18n.T(salvoHoldCol), sub: i18n.T(salvoHoldSub)})
	d.pick = make([]int, len(s.Tubes))
	d.allowed = func(int, int) bool { return true }
	d.hasFoot = odds
	if odds { // each torpedo's odds of hitting each target: fixed while the salvo is aimed
		for r := range s.Tubes {
			row := make([]string, len(d.cols))
			for c := range s.Targets {
				if o := s.Shot(r, c); len(o) > 0 {
					row[c] = i18n.T(salvoHit, "p", present.Percent(o[0].P))
				}
			}
			d.cells = append(d.cells, row)
		}
	}
	d.scale = scale
	d.buttons = []draw.Button{{Label: i18n.T(salvoFire)}, {Label: i18n.T(salvoLargest)}, {Label: i18n.T(salvoSame)}, {Label: i18n.T(salvoHoldAll)}}
	if !d.sameAs(last, true) {
		d.buttons[salvoButtonSame].Disabled = true
	}
	d.allAtLargest(targets)
	d.focus = len(d.rows) + salvoButtonFire
	d.layout(area)
	return d
}

// allAtLargest aims every torpedo at the target of the most tons (the first of them).
func (d *salvoDock) allAtLargest(targets []engine.Target) {
	best, tons := 0, -1
	for k, t := range d.s.Targets {
		for _, tg := range targets {
			if tg.Name == t.Label && tg.Tons > tons {
				best, tons = k, tg.Tons
			}
		}
	}
	for r := range d.pick {
		d.pick[r] = best
	}
	d.update()
}

// sameAs aims the torpedoes as the last salvo of this end did, when every tube was
// aimed then and each target it was aimed at is still here; it reports whether it could
// (set false: only whether it could).
func (d *salvoDock) sameAs(last *lastSalvo, check bool) bool {
	if last == nil {
		return false
	}
	m := last[endIndex(d.s.Bow)]
	if len(m) == 0 {
		return false
	}
	aim := make([]int, len(d.s.Tubes))
	for r, t := range d.s.Tubes {
		name, ok := m[t.I]
		if !ok {
			return false
		}
		aim[r] = d.hold
		if name == "" {
			continue
		}
		found := false
		for k, tg := range d.s.Targets {
			if tg.Label == name {
				aim[r], found = k, true
			}
		}
		if !found {
			return false
		}
	}
	if !check {
		copy(d.pick, aim)
		d.update()
	}
	return true
}

// update works out the targets' odds of sinking under the allocation, the line under
// each target.
func (d *salvoDock) update() {
	if !d.odds {
		return
	}
	aim := make([]int, len(d.pick))
	for r, c := range d.pick {
		aim[r] = c
		if c == d.hold {
			aim[r] = -1
		}
	}
	d.sunk = d.s.Sunk(aim)
	d.foot = d.foot[:0]
	for _, p := range d.sunk {
		t := ""
		if p > 0 {
			t = i18n.T(salvoSunk, "p", present.Percent(p))
		}
		d.foot = append(d.foot, t)
	}
	d.changed()
}

// input runs a frame of the player's input on the grid; it reports whether the salvo
// was fired (or held).
func (d *salvoDock) input(in *game.Input, last *lastSalvo, targets []engine.Target) bool {
	b, changed := d.gridDock.update(in)
	if changed {
		d.update()
	}
	switch b {
	case salvoButtonFire:
		d.fired = true
	case salvoButtonLarge:
		d.allAtLargest(targets)
	case salvoButtonSame:
		d.sameAs(last, false)
	case salvoButtonHold:
		for r := range d.pick {
			d.pick[r] = d.hold
		}
		d.update()
		d.fired = true
	}
	return d.fired
}

// aimAt aims the focused tube (the first when a button has the focus) at target k and
// moves the focus to the next tube: a click on the ship in the scene.
func (d *salvoDock) aimAt(k int) {
	r := d.row()
	if r < 0 {
		r = 0
	}
	if d.choose(r, k) {
		d.update()
		d.focus = r + 1
	}
}

// selectTube moves the focus to the row of the bow or stern tube i (a click on it on the
// status board).
func (d *salvoDock) selectTube(bow bool, i int) {
	if bow != d.s.Bow {
		return
	}
	for r, t := range d.s.Tubes {
		if t.I == i {
			d.focus = r
		}
	}
}

// tubeRow returns the row of the tube a fire decision is about, or -1.
func (d *salvoDock) tubeRow(dec *engine.Decision) int {
	bow, i, ok := engine.TubeContext(dec.Context)
	if !ok || bow != d.s.Bow || dec.Salvo != d.s {
		return -1
	}
	for r, t := range d.s.Tubes {
		if t.I == i {
			return r
		}
	}
	return -1
}

// keyFor returns the grid's answer to a fire decision of this salvo: the option aiming
// at the row's target, or hold; ok is false when the decision is not one of the grid's
// or the target is not offered.
func (d *salvoDock) keyFor(dec *engine.Decision) (string, bool) {
	r := d.tubeRow(dec)
	if r < 0 {
		return "", false
	}
	want := "hold"
	if c := d.pick[r]; c != d.hold {
		want = d.s.Targets[c].Key
	}
	return want, dec.Has(want)
}

// record shows an answer given to one of the grid's decisions (by the Commander, a
// replay) on the grid.
func (d *salvoDock) record(dec *engine.Decision, key string) {
	r := d.tubeRow(dec)
	if r < 0 {
		return
	}
	d.pick[r] = d.hold
	for k, t := range d.s.Targets {
		if t.Key == key {
			d.pick[r] = k
		}
	}
	d.update()
}

// lastTube reports whether dec is the salvo's last fire decision.
func (d *salvoDock) lastTube(dec *engine.Decision) bool {
	return d.tubeRow(dec) == len(d.s.Tubes)-1
}

// remember keeps the allocation for "Same as last salvo".
func (d *salvoDock) remember(last *lastSalvo) {
	m := map[int]string{}
	for r, t := range d.s.Tubes {
		m[t.I] = ""
		if c := d.pick[r]; c != d.hold {
			m[t.I] = d.s.Targets[c].Label
		}
	}
	last[endIndex(d.s.Bow)] = m
}

// aimed returns the target index tube row r is aimed at (-1: held, or no row).
func (d *salvoDock) aimed(r int) int {
	if r < 0 || r >= len(d.pick) || d.pick[r] == d.hold {
		return -1
	}
	return d.pick[r]
}

// targets returns the engagement's targets (nil outside one).
func (c *Campaign) targets() []engine.Target {
	if en := c.state().Engage; en != nil {
		return en.Targets
	}
	return nil
}

// frame implements gridRun: the grid's input (a click on a ship aims the tube in focus at
// it) until the salvo is fired.
func (d *salvoDock) frame(c *Campaign, in *game.Input) bool {
	if d.fired {
		return true
	}
	c.subjectInput(in)
	return d.input(in, &c.lastSalvo, c.targets())
}

// countText is the number of torpedoes aimed at a ship, in words (n ≥ 1), kept for
// the frames that draw it.
func (d *salvoDock) countText(n int) string {
	if l := i18n.Current(); l != d.countsLang { // built again in a new language
		d.counts, d.countsLang = d.counts[:0], l
	}
	for len(d.counts) <= n {
		d.counts = append(d.counts, i18n.T(salvoTorpedoes, "n", len(d.counts)))
	}
	return d.counts[n]
}
