package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/draw"
	"uboat/engine"
	"uboat/engine/enginetest"
	"uboat/engine/stats"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// statsSaves are the careers of the statistics tests, made once: career 13 finished
// (three patrols, depth charges, test depth and aircraft, lost to depth charges) under a
// long name, the first career from seed 1 on that reaches 9 patrols, and career 12
// under way (30 decisions in).
var statsSaves []*engine.Save

func statsCareerSaves(t *testing.T) []*engine.Save {
	t.Helper()
	if statsSaves != nil {
		return statsSaves
	}
	play := func(cfg engine.Config) (*engine.Career, *engine.Save) { return enginetest.Play(t, cfg, nil) }
	_, short := play(engine.Config{Seed: 13, Type: "VIIC", Kommandant: "Friedrich-Wilhelm von Musterhausen-Oberndorf", UNumber: "U-1234"})
	var long *engine.Save
	for seed := uint64(1); seed < 400 && long == nil; seed++ {
		if c, sv := play(engine.Config{Seed: seed, Type: "VIIC", Kommandant: "Karl Brenner", UNumber: "U-142"}); c.S.PatrolCount >= 9 {
			long = sv
		}
	}
	if long == nil {
		t.Fatal("no career of 9 patrols in 400")
	}
	// career 12 at its 31st decision, 30 answered
	open := enginetest.Saves(t, engine.Config{Seed: 12, Type: "VIIC", Kommandant: "Otto Lindqvist", UNumber: "U-77"}, 31)[30]
	statsSaves = []*engine.Save{short, long, open}
	return statsSaves
}

// statsGame is a fake game whose store holds the test careers (slots stats-1 … stats-3;
// the store lists the greatest id first: stats-3, the career under way, is the newest).
func statsGame(t *testing.T, lang i18n.Lang) *game.Game {
	t.Helper()
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir(), Lang: lang.String()}, func(g *game.Game) game.Scene { return NewTitle(g) })
	for i, sv := range statsCareerSaves(t) {
		if err := g.Careers.Put(fmt.Sprintf("stats-%d", i+1), sv); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// finish runs the screen until its distribution is complete.
func (s *Stats) finish(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 100000 && !s.ShotReady(); i++ {
		g.In.Reset()
		s.Update(g)
	}
	if !s.ShotReady() {
		t.Fatal("the distribution did not finish")
	}
	g.In.Reset()
	s.Update(g)
}

// statsText reports whether the screen shows a text containing sub.
func (s *Stats) shows(sub string) bool {
	for _, t := range s.texts {
		if strings.Contains(t.s, sub) {
			return true
		}
	}
	return false
}

// The statistics screen shows each saved career, finished or under way, with the
// figures its events give (engine/stats), against the Commander's careers of the same
// start and the Kommandants of the cards; ←/→, the number keys and a click go from
// career to career, Esc goes back.
func TestStatsScreen(t *testing.T) {
	g := statsGame(t, i18n.En)
	s := NewStats(g, "stats-1")
	if len(s.entries) != 3 || s.entries[s.sel].ID != "stats-1" {
		t.Fatalf("%d careers, shown %q", len(s.entries), s.entries[s.sel].ID)
	}
	s.finish(t, g)
	st := s.entries[s.sel].Stats
	// career 13: 24,800 t in 3 patrols, lost to depth charges
	if st.Tons != 24800 || len(st.Patrols) != 3 || st.Lost != stats.CauseDepthCharges || st.Damage[stats.CauseAircraft] != 6 {
		t.Errorf("career 13: %d t, %d patrols, lost to %q, %v", st.Tons, len(st.Patrols), st.Lost, st.Damage)
	}
	for _, want := range []string{"CAREER STATISTICS", "U-1234 · Friedrich-Wilhelm von Musterhausen-Oberndorf · Type VIIC",
		"3 ships sunk, 24,800 t in 3 patrols · career over: Marginal victory", "TONNAGE PER PATROL", "Depth charges",
		"Below test depth", "Boat lost to: Depth charges", "Alfred Eick · U-510 (IXC)", "10 · 67,191 t",
		"U-1234 · Friedrich-Wilhelm von Musterhausen-Oberndorf", "1 · 10,200 t", "careers of Type VIIC from 7/43"} {
		if !s.shows(want) {
			t.Errorf("no %q on the screen", want)
		}
	}
	d := s.dist
	if d == nil || d.Played() != statsSims {
		t.Fatalf("the distribution: %+v", d)
	}
	line := fmt.Sprintf("24,800 t: more than %s of 500 careers", present.Percent(d.Below(24800)))
	if !s.shows(line) {
		t.Errorf("no %q", line)
	}
	// the patrols' bars, the class rows, the causes, the histogram and the Kommandants
	// explain themselves
	terms := map[string]bool{}
	texts := 0
	for _, tp := range s.tips.All() {
		terms[tp.Term] = true
		if tp.Text != "" {
			texts++
		}
		if tp.Text == "" && tp.Term == "" {
			t.Errorf("a tip without words at %+v", tp.R)
		}
	}
	for _, k := range []string{"tonnage", "depth_charges", "aircraft", "test_depth", "capital_ship", "escort", "kommandant"} {
		if !terms[k] {
			t.Errorf("no tip explains %q", k)
		}
	}
	if texts < 2+6+statsBins+8 {
		t.Errorf("only %d tips with texts", texts)
	}
	// all three careers share the setup (VIIC from 7/43): one distribution, three marks
	marks := 0
	for _, sh := range s.shapes {
		if sh.line {
			marks++
		}
	}
	if marks != 3 {
		t.Errorf("%d careers marked on the histogram, want 3", marks)
	}

	press := func(a game.Action) {
		g.In.Reset()
		g.In.Trigger(a)
		s.Update(g)
	}
	order := []string{s.entries[0].ID, s.entries[1].ID, s.entries[2].ID}
	at := s.sel
	press(game.ActRight)
	if s.sel != (at+1)%3 || s.dist != d {
		t.Errorf("→: career %d, want %d (the same distribution)", s.sel, (at+1)%3)
	}
	press(game.ActChoice1) // Previous career
	press(game.ActLeft)
	if s.sel != (at+2)%3 {
		t.Errorf("1 and ←: career %d, want %d", s.sel, (at+2)%3)
	}
	// a click on Next
	b := s.list.Buttons[1].R
	g.In.Reset()
	g.In.X, g.In.Y, g.In.Clicked = b.X+10, b.Y+10, true
	s.Update(g)
	if s.sel != at {
		t.Errorf("a click on Next: career %d, want %d (%v)", s.sel, at, order)
	}
	// the career under way has its patrols so far and the state's words
	for i, e := range s.entries {
		if e.ID == "stats-3" {
			s.choose(i)
		}
	}
	s.layout()
	if e := s.entries[s.sel]; e.Stats.Ended || !s.shows("career under way") {
		t.Errorf("the career under way: ended %v", e.Stats.Ended)
	}
	// Esc: back to the screen below
	g.Push(s)
	settle(g)
	g.In.Reset()
	g.In.Trigger(game.ActBack)
	s.Update(g)
	settle(g)
	if g.Stack.Top() == s {
		t.Error("Esc left the statistics on top")
	}
}

// Resting the pointer on a heading explains it; the help key explains the focused
// control's or the pointer's region.
func TestStatsTooltips(t *testing.T) {
	g := statsGame(t, i18n.De)
	defer i18n.SetCurrent(i18n.En)
	s := NewStats(g, "stats-1")
	s.finish(t, g)
	var dmg present.Tip
	for _, tp := range s.tips.All() {
		if tp.Text == i18n.T("stats.damage.tip") {
			dmg = tp
		}
	}
	if dmg.R.W == 0 {
		t.Fatal("no tip on the damage heading")
	}
	x, y := dmg.R.X+dmg.R.W/2, dmg.R.Y+dmg.R.H/2
	for i := 0; i <= tipDelay+1; i++ {
		g.In.Reset()
		g.In.X, g.In.Y, g.In.Moved = x, y, i == 0
		s.Update(g)
	}
	if !s.tip.shown || !strings.Contains(strings.Join(s.tip.lines, " "), "Ursache") {
		t.Errorf("resting on the heading: shown %v, %q", s.tip.shown, s.tip.lines)
	}
	screen := ebiten.NewImage(draw.LogicalW, draw.LogicalH)
	s.Draw(screen)
	// the help key over a cause's row: its glossary term
	for _, tp := range s.tips.All() {
		if tp.Term == "depth_charges" {
			x, y = tp.R.X+5, tp.R.Y+5
		}
	}
	g.In.Reset()
	g.In.X, g.In.Y = x, y
	g.In.Trigger(game.ActHelp)
	s.Update(g) // the first press hides the shown tip
	g.In.Reset()
	g.In.X, g.In.Y = x, y
	s.list.Focus = -1
	g.In.Trigger(game.ActHelp)
	s.Update(g)
	if !s.tip.shown || s.tip.tip.Term != "depth_charges" || s.tip.title != present.GlossName("depth_charges") {
		t.Errorf("the help key on depth charges: %v %+v %q", s.tip.shown, s.tip.tip, s.tip.title)
	}
}

// In every language and at every text size each text of the statistics screen stays
// in its box and on the canvas, no two texts overlap, the buttons' words stay in the
// buttons, and the screen speaks the language (its headings are not the English ones).
func TestStatsScreenFitsInEveryLanguage(t *testing.T) {
	defer i18n.SetCurrent(i18n.En)
	canvas := draw.Rect{W: draw.LogicalW, H: draw.LogicalH}
	var s *Stats
	var g *game.Game
	for _, lang := range i18n.Langs {
		i18n.SetCurrent(lang)
		if s == nil {
			g = statsGame(t, lang)
			s = NewStats(g, "stats-1")
			s.finish(t, g)
		}
		labelH := map[string]float64{}
		for _, sc := range game.TextScales {
			for i := range s.entries {
				g.Settings.TextScale = sc
				s.choose(i)
				s.finish(t, g)
				name := fmt.Sprintf("%s, career %d at %.2f", lang, i+1, sc)
				var drawn []draw.Rect
				for _, tx := range s.texts {
					r := tx.rect()
					if r.W > tx.box.W+0.5 || r.H > tx.box.H+0.5 || !r.Within(canvas) {
						t.Errorf("%s: %q is %.0f×%.0f px at %.1f in its box %+v", name, tx.s, r.W, r.H, tx.size, tx.box)
					}
					for j, o := range drawn {
						if r.Inset(0.5).Overlaps(o.Inset(0.5)) {
							t.Errorf("%s: %q %+v overlaps %q %+v", name, tx.s, r, s.texts[j].s, o)
						}
					}
					drawn = append(drawn, r)
				}
				if i == len(s.entries)-1 { // every cause met (more than the panel holds) and lost
					st := *s.entries[i].Stats
					st.Damage = map[string]int{}
					for j, k := range stats.Causes {
						st.Damage[k] = 100 - j
					}
					st.Lost = stats.CauseSpoiledFood
					keep := s.entries[i].Stats
					s.entries[i].Stats = &st
					s.layout()
					rows := 0
					for _, tx := range s.texts {
						r := tx.rect()
						if r.Y+r.H > statsDamageBox.Y+statsDamageBox.H {
							t.Errorf("%s: %q below the damage panel", name, tx.s)
						}
						for _, k := range stats.Causes {
							if tx.s == present.CauseName(k) {
								rows++
							}
						}
					}
					if rows != statsCauseRows {
						t.Errorf("%s: %d causes named, want %d", name, rows, statsCauseRows)
					}
					drawn = drawn[:0]
					for _, tx := range s.texts {
						r := tx.rect()
						if r.W > tx.box.W+0.5 || r.H > tx.box.H+0.5 || !r.Within(canvas) {
							t.Errorf("%s, every cause: %q is %.0f×%.0f px in its box %+v", name, tx.s, r.W, r.H, tx.box)
						}
						for j, o := range drawn {
							if r.Inset(0.5).Overlaps(o.Inset(0.5)) {
								t.Errorf("%s, every cause: %q %+v overlaps %q %+v", name, tx.s, r, s.texts[j].s, o)
							}
						}
						drawn = append(drawn, r)
					}
					s.entries[i].Stats = keep
					s.layout()
				}
				checkLayout(t, screenLayout{name: "stats " + lang.String(), buttons: s.list.Buttons}, sc, labelH)
				for _, id := range []string{"stats.title", "stats.patrols.head", "stats.damage.head", "stats.kmdt.head"} {
					if !s.shows(i18n.T(id)) {
						t.Errorf("%s: no %s", name, id)
					}
					if lang != i18n.En && i18n.T(id) == i18n.En.T(id) {
						t.Errorf("%s: %s is in English", name, id)
					}
				}
			}
		}
	}
}

// The hall of fame, the careers screen and a career's end open the statistics.
func TestStatsReachable(t *testing.T) {
	g := statsGame(t, i18n.En)
	h := NewHall(g)
	g.Stack.Reset(h, false)
	g.In.Reset()
	g.In.Trigger(game.ChoiceAction(9))
	h.Update(g)
	settle(g)
	if s, ok := g.Stack.Top().(*Stats); !ok || len(s.entries) != 3 {
		t.Fatalf("the hall's Statistics opened %s", g.Stack.Top().Name())
	}
	c := NewCareers(g)
	g.Stack.Reset(c, false)
	c.sel = 1
	for i, b := range c.actions.Buttons {
		if b.Key == "stats" {
			g.In.Reset()
			g.In.X, g.In.Y, g.In.Clicked = b.R.X+5, b.R.Y+5, true
			c.list.Focus = 1
			c.Update(g)
			_ = i
		}
	}
	settle(g)
	if s, ok := g.Stack.Top().(*Stats); !ok || s.entries[s.sel].ID != c.slots[1].ID {
		t.Fatalf("the careers screen's Statistics opened %s", g.Stack.Top().Name())
	}
}

// Every glossary term a text of the statistics screen names has its tooltip where the
// text is drawn (issue 14: every term on screen explains itself), in English and German.
func TestStatsTermsHaveTheirTips(t *testing.T) {
	defer i18n.SetCurrent(i18n.En)
	for _, l := range []i18n.Lang{i18n.En, i18n.De} {
		i18n.SetCurrent(l)
		g := statsGame(t, l)
		s := NewStats(g, "stats-1")
		found := map[string]bool{}
		for i := range s.entries {
			s.choose(i)
			s.finish(t, g)
			for _, tx := range s.texts {
				for _, sp := range present.FindTerms(tx.s) {
					found[sp.Key] = true
					ok := false
					for _, tp := range s.tips.All() {
						if (tp.Term == sp.Key || tp.Term2 == sp.Key) && tp.R.Overlaps(tx.rect()) {
							ok = true
						}
					}
					if !ok {
						t.Errorf("%v, career %d: %q names %q with no tip there", l, i+1, tx.s, sp.Key)
					}
				}
			}
		}
		for _, k := range []string{"tonnage", "depth_charges", "test_depth", "capital_ship", "escort"} {
			if !found[k] {
				t.Errorf("%v: no text names %q (found %v)", l, k, found)
			}
		}
	}
}

// The charts' figures are in thousands of tons, a decimal only where it says something.
func TestThousands(t *testing.T) {
	defer i18n.SetCurrent(i18n.En)
	for _, c := range []struct {
		lang i18n.Lang
		t    int
		want string
	}{{i18n.En, 8900, "8.9"}, {i18n.De, 8900, "8,9"}, {i18n.En, 4000, "4"}, {i18n.En, 0, "0"}, {i18n.En, 35000, "35"},
		{i18n.En, 12800, "13"}, {i18n.De, 125000, "125"}} {
		i18n.SetCurrent(c.lang)
		if got := thousands(c.t); got != c.want {
			t.Errorf("%v: thousands(%d) = %q, want %q", c.lang, c.t, got, c.want)
		}
	}
}
