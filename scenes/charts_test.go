package scenes

import (
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// chartBlockOf returns the rules page's chart of table code (nil: none on the page).
func chartBlockOf(r *RulesBook, code string) *chartBlock {
	for i := range r.charts.blocks {
		if b := &r.charts.blocks[i]; b.ch.Code == code {
			return b
		}
	}
	return nil
}

// checkHighlight fails unless the rules browser r shows roll's chart with the cell of
// roll highlighted (present.Chart.Find) and its row in view.
func checkHighlight(t *testing.T, r *RulesBook, roll *engine.RollEvent) *chartBlock {
	t.Helper()
	if r.roll != roll {
		t.Fatalf("the rules browser highlights %v, want %v", r.roll, roll)
	}
	b := chartBlockOf(r, roll.Table)
	if b == nil {
		t.Fatalf("page %s has no chart of %s", r.page.Key, roll.Table)
	}
	row, col := b.ch.Find(roll.Column, roll.Total)
	if b.hiRow != row || b.hiCol != col || col < 0 || b.cell.W == 0 {
		t.Fatalf("%s: highlighted row %d column %d, want %d, %d", roll.Table, b.hiRow, b.hiCol, row, col)
	}
	y := r.lay.h + b.cell.Y
	if y < r.top || y+b.cell.H > r.top+r.textArea().H {
		t.Fatalf("%s: the roll's cell (page y %.0f–%.0f) is out of view (%.0f–%.0f)", roll.Table, y, y+b.cell.H, r.top, r.top+r.textArea().H)
	}
	return b
}

// TestRollLineOpensItsChart (issue 14): in a career, a click on a roll's line of the
// roll log, off its links, opens the rules at the roll's table with the chart's cell of
// the roll highlighted; a click on a table code or rule number of a line still opens
// the rules there, with no roll.
func TestRollLineOpensItsChart(t *testing.T) {
	g, c, _ := playDecisions(t, t.TempDir(), 11, 15)
	c.Log.Expanded = true
	c.Log.SetDockTop(c.dockTop()) // as commonInput places it
	r := c.Log.Rect()
	var roll *engine.RollEvent
	var rx, ry float64
	for y := r.Y + r.H - 4; y > r.Y+24 && roll == nil; y -= 3 {
		e := c.Log.RollAt(r.X+14, y)
		if e == nil || !present.HasChart(e.Table) || c.Log.LinkAt(r.X+14, y) != "" {
			continue
		}
		if ch := present.TableChart(e.Table); ch != nil {
			if _, col := ch.Find(e.Column, e.Total); col >= 0 {
				roll, rx, ry = e, r.X+14, y
			}
		}
	}
	if roll == nil {
		t.Fatalf("no roll with a chart on the log's %d lines", len(c.Log.Lines()))
	}
	g.In.Reset()
	g.In.X, g.In.Y, g.In.Clicked = rx, ry, true
	if !c.commonInput(g) {
		t.Fatal("a click on a roll's line did nothing")
	}
	g.In.Reset()
	settle(g)
	rb, ok := g.Stack.Top().(*RulesBook)
	if !ok {
		t.Fatalf("a click on the roll of %s shows %s", roll.Table, g.Stack.Top().Name())
	}
	checkHighlight(t, rb, roll)
	rb.close(g)
	c.Log.SetDockTop(c.dockTop())
	r = c.Log.Rect()
	// a link on a roll's line opens its rule or table, as before
	for y := r.Y + r.H - 4; y > r.Y+24; y -= 3 {
		if c.Log.RollAt(r.X+14, y) == nil {
			continue
		}
		for x := r.X + 14; x < r.X+r.W; x += 3 {
			k := c.Log.LinkAt(x, y)
			if k == "" {
				continue
			}
			g.In.Reset()
			g.In.X, g.In.Y, g.In.Clicked = x, y, true
			c.commonInput(g)
			g.In.Reset()
			settle(g)
			rb, ok := g.Stack.Top().(*RulesBook)
			if !ok || rb.roll != nil || rb.target != rb.book.Section(k).Key {
				t.Fatalf("a click on %q: top %s", k, g.Stack.Top().Name())
			}
			return
		}
	}
	t.Fatal("no link on a roll's line")
}

// firstRolls plays careers until it has a roll of each of codes whose column is on the
// chart, a modified one where one comes.
func firstRolls(t *testing.T, codes ...string) map[string]*engine.RollEvent {
	found := map[string]*engine.RollEvent{}
	for seed := uint64(1); seed <= 40 && len(found) < len(codes); seed++ {
		c, err := engine.NewCareer(engine.Config{Seed: seed, Type: "VIIC"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		c.SetSink(func(ev engine.Event) {
			e, ok := ev.(*engine.RollEvent)
			if !ok {
				return
			}
			for _, code := range codes {
				if e.Table == code && (found[code] == nil || len(found[code].Mods) == 0 && len(e.Mods) > 0) {
					found[code] = e
				}
			}
		})
		if err := c.Run(policy.NewRandom(seed)); err != nil {
			t.Fatal(err)
		}
	}
	for _, code := range codes {
		if found[code] == nil {
			t.Fatalf("no roll on %s in 40 careers", code)
		}
	}
	return found
}

// TestChartHighlightAtEveryTextSize (issue 14): the charts of [E2], [U1], [E1] and of the
// switch to night (drawn on the page of 8.4, under 8.4.2) opened from a roll of a career,
// in English and Italian at every text size of the settings: the roll's cell is
// highlighted and in view. (cmd/chartshots pictures them.)
func TestChartHighlightAtEveryTextSize(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	rolls := firstRolls(t, "E2", "U1", "E1", engine.TableNight)
	for _, lang := range []i18n.Lang{i18n.En, i18n.It} {
		g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir()}, func(g *game.Game) game.Scene { return NewTitle(g) })
		i18n.SetCurrent(lang)
		for _, sc := range game.TextScales {
			g.Settings.TextScale = sc
			for _, code := range []string{"E2", "U1", "E1", engine.TableNight} {
				OpenTable(g, rolls[code])
				settle(g)
				rb, ok := g.Stack.Top().(*RulesBook)
				if !ok {
					t.Fatalf("OpenTable(%s) shows %s", code, g.Stack.Top().Name())
				}
				if rb.lang != lang || rb.sc != sc {
					t.Fatalf("%s ×%.2f: the rules are in %s ×%.2f", lang, sc, rb.lang, rb.sc)
				}
				checkHighlight(t, rb, rolls[code])
				rb.close(g)
				settle(g)
			}
		}
	}
}
