package scenes

import (
	"uboat/draw"
	"uboat/engine"
	"uboat/game"
	"uboat/i18n"
)

// The reloads on one screen (9.2.10, 4.5.1). The engine asks one reload decision per
// empty tube, bow tubes first, while the end's reload box holds a torpedo; the player
// gives every tube its torpedo on one grid — tubes × torpedo kinds, the torpedoes left
// in each box shown as they are given out — starting from a sensible default (the kind
// with the most left first), and the reload decisions are then answered from the grid,
// each logged as usual.

// The words of the reload screen: catalogue ids (i18n, "reload.*").
const (
	reloadTitle     = "reload.title"
	reloadGo        = "reload.go"
	reloadDefault   = "reload.default"
	reloadBowTube   = "reload.bow_tube"
	reloadSternTube = "reload.stern_tube"
	reloadEmptyBox  = "reload.empty_box"
	reloadLeft      = "reload.left"
	reloadLeftBow   = "reload.left_bow"

	reloadButtonGo      = 0
	reloadButtonDefault = 1
)

// reloadDock is the reloads' grid: one row per empty tube (engine.Reloads.Tubes), one
// column per torpedo kind in either reload box.
type reloadDock struct {
	gridDock
	r      *engine.Reloads
	kinds  []engine.Torp // the columns
	chosen bool          // the player chose: the decisions are answered from the grid
	usable []bool        // per row: the box of its end still holds a torpedo for it
}

// newReloadDock lays out the grid of reloading r in area, with the default reloads and
// the focus on "Reload".
func newReloadDock(r *engine.Reloads, area draw.Rect, scale float64) *reloadDock {
	d := &reloadDock{r: r}
	d.title = i18n.T(reloadTitle)
	for k := engine.G7a; k < engine.Mine; k++ {
		if r.Bow[k] > 0 || r.Stern[k] > 0 {
			d.kinds = append(d.kinds, k)
		}
	}
	var seen [2]int
	for _, t := range r.Tubes {
		f := reloadSternTube
		if t.Bow {
			f = reloadBowTube
		}
		label := i18n.T(f, "n", t.I+1)
		box := d.box(t.Bow)
		ok := seen[endIndex(t.Bow)] < box.Total()-box[engine.Mine]
		seen[endIndex(t.Bow)]++
		if !ok {
			label = i18n.T(reloadEmptyBox, "tube", label)
		}
		d.rows = append(d.rows, label)
		d.usable = append(d.usable, ok)
	}
	d.pick = make([]int, len(d.rows))
	d.allowed = d.allows
	d.scale = scale
	d.buttons = []draw.Button{{Label: i18n.T(reloadGo)}, {Label: i18n.T(reloadDefault)}}
	d.mostLeftFirst()
	d.focus = len(d.rows) + reloadButtonGo
	d.layout(area)
	return d
}

// box returns the reload box of an end before the reloading.
func (d *reloadDock) box(bow bool) *engine.Load {
	if bow {
		return &d.r.Bow
	}
	return &d.r.Stern
}

// left returns the torpedoes of kind column c left in an end's box with the grid's
// reloads, not counting row skip's.
func (d *reloadDock) left(bow bool, c, skip int) int {
	n := d.box(bow)[d.kinds[c]]
	for r, t := range d.r.Tubes {
		if r != skip && t.Bow == bow && d.pick[r] == c {
			n--
		}
	}
	return n
}

// allows reports whether row r may take kind column c: its end's box still holds one.
func (d *reloadDock) allows(r, c int) bool {
	return d.usable[r] && d.left(d.r.Tubes[r].Bow, c, r) > 0
}

// mostLeftFirst gives each tube in turn the kind its box holds the most of (the later
// kind on a tie).
func (d *reloadDock) mostLeftFirst() {
	for r := range d.pick {
		d.pick[r] = -1
	}
	for r, t := range d.r.Tubes {
		if !d.usable[r] {
			continue
		}
		best, most := -1, 0
		for c := range d.kinds {
			if n := d.left(t.Bow, c, r); n >= most && n > 0 {
				best, most = c, n
			}
		}
		d.pick[r] = best
	}
	d.headings()
}

// headings shows what each box will hold of each kind after the reloads.
func (d *reloadDock) headings() {
	both := false
	for _, t := range d.r.Tubes {
		if !t.Bow {
			both = true
		}
	}
	d.cols = d.cols[:0]
	for c, k := range d.kinds {
		sub := i18n.T(reloadLeftBow, "n", d.left(true, c, -1))
		if both {
			sub = i18n.T(reloadLeft, "bow", d.left(true, c, -1), "stern", d.left(false, c, -1))
		}
		d.cols = append(d.cols, gridCol{name: k.Designation(), sub: sub})
	}
	d.changed()
}

// input runs a frame of the player's input; it reports whether the player reloaded.
func (d *reloadDock) input(in *game.Input) bool {
	b, changed := d.gridDock.update(in)
	if changed {
		d.headings()
	}
	switch b {
	case reloadButtonGo:
		d.chosen = true
	case reloadButtonDefault:
		d.mostLeftFirst()
	}
	return d.chosen
}

// tubeRow returns the row of the tube a reload decision is about, or -1.
func (d *reloadDock) tubeRow(dec *engine.Decision) int {
	bow, i, ok := engine.TubeContext(dec.Context)
	if !ok || dec.Reloads != d.r {
		return -1
	}
	for r, t := range d.r.Tubes {
		if t.Bow == bow && t.I == i {
			return r
		}
	}
	return -1
}

// keyFor returns the grid's answer to a reload decision of this reloading; ok is false
// when the decision is not one of the grid's or the kind is not offered.
func (d *reloadDock) keyFor(dec *engine.Decision) (string, bool) {
	r := d.tubeRow(dec)
	if r < 0 || d.pick[r] < 0 {
		return "", false
	}
	key := d.kinds[d.pick[r]].Key()
	return key, dec.Has(key)
}

// record shows an answer given to one of the grid's decisions (by the Commander, a
// replay) on the grid.
func (d *reloadDock) record(dec *engine.Decision, key string) {
	r := d.tubeRow(dec)
	if r < 0 {
		return
	}
	for c, k := range d.kinds {
		if k.Key() == key {
			d.pick[r] = c
		}
	}
	d.headings()
}

// lastTube reports whether dec is the last reload decision the grid expects (its last
// tube whose box still holds a torpedo).
func (d *reloadDock) lastTube(dec *engine.Decision) bool {
	r := d.tubeRow(dec)
	if r < 0 {
		return false
	}
	for x := r + 1; x < len(d.usable); x++ {
		if d.usable[x] {
			return false
		}
	}
	return true
}

// selectTube moves the focus to the row of the bow or stern tube i (a click on it on the
// status board).
func (d *reloadDock) selectTube(bow bool, i int) {
	for r, t := range d.r.Tubes {
		if t.Bow == bow && t.I == i {
			d.focus = r
		}
	}
}

// frame implements gridRun: the grid's input until the player reloads.
func (d *reloadDock) frame(_ *Campaign, in *game.Input) bool {
	return d.chosen || d.input(in)
}
