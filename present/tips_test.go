package present

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"testing"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/engine/policy"
	"uboat/i18n"
	"uboat/rules"
)

// Every glossary term has its name and its explanation in each language (issue 14), the
// explanation cites the rules that define it, and each of those is in that language's
// rulebook (a link that opens).
func TestGlossaryInEveryLanguage(t *testing.T) {
	seen := map[string]bool{}
	for _, g := range Glossary {
		if seen[g.Key] {
			t.Errorf("term %q twice", g.Key)
		}
		seen[g.Key] = true
	}
	for _, want := range []string{"g7a", "g7e", "fat", "lut", "falke", "zaunkoenig", "bold", "schnorchel", "naxos",
		"fa330", "experte", "1wo", "2wo", "li", "test_depth", "travel_box", "drm"} { // the list
		if !seen[want] {
			t.Errorf("the glossary lacks %q", want)
		}
	}
	for _, l := range allLangs {
		book, err := rules.Load(l)
		if err != nil {
			t.Fatalf("%v: %v", l, err)
		}
		for _, g := range Glossary {
			for _, part := range []string{"name", "text"} {
				id := "gloss." + g.Key + "." + part
				if s, err := l.Lookup(id); err != nil || strings.TrimSpace(s) == "" {
					t.Errorf("%v: %s: %q, %v", l, id, s, err)
				}
			}
			text := l.T("gloss." + g.Key + ".text")
			refs := rules.Find(text)
			if len(refs) == 0 {
				t.Errorf("%v: %s cites no rule: %q", l, g.Key, text)
			}
			for _, r := range refs {
				if book.Section(r.Key) == nil {
					t.Errorf("%v: %s cites %s, which the rules lack", l, g.Key, r.Key)
				}
			}
		}
	}
}

// FindTerms finds the terms the issue names as the screens write them, as whole words,
// the longer spelling first, and nothing inside another word.
func TestFindTerms(t *testing.T) {
	cases := []struct {
		lang i18n.Lang
		text string
		want string // the keys found, in order
	}{
		{i18n.En, "Torpedo mix — 1 G7e becomes G7a", "g7e g7a"},
		{i18n.En, "Load an electric torpedo (G7e FaT)", "g7e fat"},
		{i18n.En, "Release a BOLD sonar decoy (9.6.7)?", "bold"},
		{i18n.En, "LI SW: a repair fails", "li wounds"},
		{i18n.En, "The escorts attack with depth charges", "escort depth_charges"},
		{i18n.En, "Go below test depth", "test_depth"},
		{i18n.En, "Zaunkönig guided torpedo (G7es)", "zaunkoenig zaunkoenig"},
		{i18n.En, "Fa 330 kite aloft", "fa330"},
		{i18n.En, "reliable, believing, SWAT, G7ax", ""},
		{i18n.De, "Unter die Testtiefe gehen; der LI liegt verwundet", "test_depth li"},
		{i18n.De, "BOLD-Täuschkörper: 3", "bold"},
		{i18n.It, "li vede il Convoglio", "convoy"},
		{i18n.Es, "Inmersión forzada", "crash_dive"},
	}
	for _, c := range cases {
		var got []string
		inLang(c.lang, func() {
			for _, s := range FindTerms(c.text) {
				got = append(got, s.Key)
			}
		})
		if g := strings.Join(got, " "); g != c.want {
			t.Errorf("%v: %q: found %q, want %q", c.lang, c.text, g, c.want)
		}
	}
}

// A modifier's sign tells whether it helps from the table's direction: +1 helps on the
// aircraft roll ([A1]: high is a crash dive, 9.8.1), hurts on the torpedo roll ([U1]: low
// hits, 9.2.3) and on escort detection ([E2], 9.6.9); a table read both ways says neither.
func TestModHelps(t *testing.T) {
	cases := []struct {
		table string
		v     int
		want  int
	}{{"A1", 1, 1}, {"A1", -1, -1}, {"U1", 2, -1}, {"U1", -1, 1}, {"E2", -1, 1}, {"E3", 1, -1},
		{"TEST_DEPTH", 1, 1}, {"M4", -1, 1}, {"E4", 1, 0}, {"U1", 0, 0}}
	for _, c := range cases {
		if got := ModHelps(c.table, c.v); got != c.want {
			t.Errorf("ModHelps(%s, %d) = %d, want %d", c.table, c.v, got, c.want)
		}
	}
}

// The roll log's tips: over a roll's table code the table (a link to it), over each
// modifier whether it helps or hurts on that table, over a box's number the travel box.
func TestRollLogTips(t *testing.T) {
	var l RollLog
	l.Add(&engine.BoxEvent{Index: 2, Box: "atlantic"})
	l.Add(&engine.RollEvent{Table: "U1", Column: "medium", Dice: "2d6", Faces: []int{3, 4},
		Mods: []engine.Mod{{V: 1, Why: "[U1] green crew"}, {V: -1, Why: "9.2.3 night"}}, Total: 7, Result: "hit"})
	l.Add(&engine.RollEvent{Table: "A1", Dice: "2d6", Faces: []int{5, 4}, Mods: []engine.Mod{{V: 1, Why: "9.8.1 elite crew"}}, Total: 10, Result: "crash_dive"})
	lines := l.Lines()
	if len(lines) < 3 {
		t.Fatalf("log lines %q", lines)
	}
	tips := l.Tips()
	find := func(pred func(Tip) bool) (Tip, bool) {
		for _, tp := range tips {
			if pred(tp) {
				return tp, true
			}
		}
		return Tip{}, false
	}
	if tp, ok := find(func(tp Tip) bool { return tp.Term == "travel_box" }); !ok {
		t.Errorf("no travel box tip over %q", lines[0])
	} else if got, _ := l.TipAt(tp.R.X+tp.R.W/2, tp.R.Y+tp.R.H/2); got.Term != "travel_box" {
		t.Errorf("TipAt the box's number: %+v", got)
	}
	if _, ok := find(func(tp Tip) bool { return tp.Link == "U1" && strings.Contains(tp.Text, "[U1]") }); !ok {
		t.Errorf("no tip over [U1] in %q: %+v", lines, tips)
	}
	var mods []string
	for _, tp := range tips {
		if tp.Term == "drm" {
			mods = append(mods, tp.Text)
		}
	}
	want := []string{"+1 green crew ([U1]): hurts you on this roll", "−1 night (9.2.3): helps you on this roll", "+1 elite crew (9.8.1): helps you on this roll"}
	if strings.Join(mods, "|") != strings.Join(want, "|") {
		t.Errorf("modifier tips\n%q\nwant\n%q\nin %q", mods, want, lines)
	}
}

// boardTips lays a status board out at StatusBox and returns its tips.
func boardTips(b *StatusBoard) []Tip {
	p := b.fit(StatusBox.W, StatusBox.H)
	b.tips.Reset()
	p.tips = &b.tips
	b.layout(&p, StatusBox.W)
	b.at = StatusBox
	return b.Tips()
}

// The status board explains itself: each tube its torpedo's kind, the tube labels,
// BOLD, the hull and flooding tracks, the systems, each officer (an Experte also
// Experte), the wounds and the crew's quality; in every language.
func TestStatusBoardTips(t *testing.T) {
	for _, l := range allLangs {
		b := fullBoards(t)[0]
		b.View.Crew[engine.LI].Experte = true
		var tips []Tip
		inLang(l, func() { tips = boardTips(&b) })
		terms := map[string]int{}
		for _, tp := range tips {
			terms[tp.Term]++
			if tp.Term2 != "" {
				terms[tp.Term2]++
			}
			if !tp.R.Within(StatusBox) {
				t.Errorf("%v: tip %+v outside the board %v", l, tp, StatusBox)
			}
			if got, ok := b.TipAt(tp.R.X+tp.R.W/2, tp.R.Y+tp.R.H/2); !ok || got.R.W > tp.R.W+0.01 {
				t.Errorf("%v: TipAt the middle of %+v: %+v", l, tp, got)
			}
		}
		for _, want := range []string{"tubes", "reloads", "bold", "hull", "flooding", "systems", "kommandant", "1wo", "2wo",
			"li", "doctor", "experte", "wounds", "crew_quality", "tonnage", "deck_gun"} {
			if terms[want] == 0 {
				t.Errorf("%v: no tip explains %s: %v", l, want, terms)
			}
		}
		tubes := 0
		for _, tp := range tips {
			if TorpTerm(engine.G7a) == tp.Term || tp.Term == "g7e" || tp.Term == "fat" || tp.Term == "falke" || tp.Term == "zaunkoenig" {
				tubes++
			}
		}
		loaded := 0
		for _, k := range append(append([]engine.Torp{}, b.View.Bow...), b.View.Stern...) {
			if TorpTerm(k) != "" {
				loaded++
			}
		}
		if tubes != loaded || loaded == 0 {
			t.Errorf("%v: %d tube tips for %d loaded tubes", l, tubes, loaded)
		}
	}
}

// termsOnScreen collects what careers put on screen in the current language: the roll
// log's lines, the decisions' prompts and labels, the status board's tips at each
// eighth decision.
type termsOnScreen struct {
	inner  engine.Decider
	texts  map[string]bool
	board  map[string]bool // the terms the board's tips explain
	panels []*engine.Decision
	boards map[string]*engine.Board
	n      int      // decisions seen
	bad    []string // ships whose tip is wrong
}

func (r *termsOnScreen) Decide(s *engine.State, d *engine.Decision) (string, string) {
	ld := Localize(d, s)
	r.texts[ld.Prompt] = true
	for _, o := range ld.Options {
		if o.Label != "" {
			r.texts[o.Label] = true
		}
	}
	if len(r.panels) < 400 {
		r.panels = append(r.panels, ld)
	}
	if s.Engage != nil { // the ships on the stage: each its name, class, tonnage and term
		for _, tg := range s.Engage.Targets {
			tp := ShipTip(draw.Rect{W: 10, H: 10}, tg.Name, tg.Class, "", tg.Tons, tg.Sunk)
			if _, body := TipBody(tp); tp.Title == "" || !IsGlossTerm(tp.Term) || !strings.Contains(body, Tons(tg.Tons)) {
				r.bad = append(r.bad, fmt.Sprintf("ship %+v: tip %+v", tg, tp))
			}
			r.board[tp.Term] = true
		}
	}
	if r.n%8 == 0 { // (the board changes slowly: every 8th decision)
		var b StatusBoard
		b.Start(engine.ViewOf(s), r.boards)
		for _, tp := range boardTips(&b) {
			r.board[tp.Term], r.board[tp.Term2] = true, true
		}
	}
	r.n++
	return r.inner.Decide(s, d)
}

// Every glossary term appears on some play screen — a term a line names, or a label of
// the board that explains it — and every term a screen names has its tooltip where it
// is drawn: in the roll log's lines, in the decision panel's prompt and on its buttons
// (issue 14). Careers of three types with the Commander and the Random policy, half with
// every optional rule, in English and German.
func TestEveryTermOnScreenHasItsTip(t *testing.T) {
	if testing.Short() { // its coverage needs every career it plays: make test runs it whole
		t.Skip("plays every career it needs for the glossary's coverage (-short skips it)")
	}
	data := engine.MustData()
	for _, l := range []i18n.Lang{i18n.En, i18n.De} {
		inLang(l, func() {
			r := &termsOnScreen{texts: map[string]bool{}, board: map[string]bool{}, boards: data.Boards}
			logTerms := map[string]bool{}
			chromeTerms := map[string]bool{}
			var log RollLog
			for _, typ := range []string{"VIIC", "IXC", "VIIC/41", "IXD-2"} {
				for seed := uint64(1); seed <= 24; seed++ {
					r.inner = policy.NewCommander()
					if seed%2 == 0 {
						r.inner = policy.NewRandom(seed)
					}
					opts := engine.Options{}
					if seed%3 == 0 {
						for _, k := range engine.KnownOptions {
							opts[k] = true
						}
					}
					// seeds 21–24 from 1944-07, when the Knight's Cross comes at 25,000 t (11.3.1)
					start := engine.Month(0)
					if seed > 20 {
						start = engine.MonthOf(1944, 7)
					}
					c, err := engine.NewCareer(engine.Config{Seed: seed, Type: typ, Start: start, Options: opts, Odds: true}, nil)
					if err != nil {
						t.Fatal(err)
					}
					c.SetSink(func(e engine.Event) {
						for _, s := range screenTexts(e) {
							r.texts[s] = true
						}
						checkChromeTips(t, e, chromeTerms)
						if len(log.lines) > 600 { // (the log keeps its last logMax lines)
							log = RollLog{}
						}
						n := len(log.lines)
						log.Add(e)
						if k := len(log.lines) - n; k > 0 {
							checkLogTips(t, &log, k, logTerms)
						}
					})
					if err := c.Run(r); err != nil {
						t.Fatalf("%s seed %d: %v", typ, seed, err)
					}
				}
			}
			found := map[string]bool{}
			tf := NewTermFinder()
			for s := range r.texts {
				for _, sp := range tf.Find(s) {
					found[sp.Key] = true
				}
			}
			for k := range r.board {
				found[k] = true
			}
			for k := range logTerms {
				found[k] = true
			}
			for k := range chromeTerms {
				found[k] = true
			}
			var missing []string
			for _, g := range Glossary {
				if !g.OffScreen && !g.Tactical && !found[g.Key] { // (the layer is off in these careers)
					missing = append(missing, g.Key)
				}
			}
			sort.Strings(missing)
			if len(missing) > 0 {
				t.Errorf("%v: no screen shows %v", l, missing)
			}
			for _, d := range r.panels {
				checkPanelTips(t, d)
			}
			if len(r.bad) > 0 {
				t.Errorf("%v: %d ships without their tip, e.g. %s", l, len(r.bad), r.bad[0])
			}
		})
	}
}

// checkLogTips checks the log's newest k lines: every term they name has its tip over
// the middle of the term as drawn; the terms the log's tips explain go into seen.
func checkLogTips(t *testing.T, l *RollLog, k int, seen map[string]bool) {
	t.Helper()
	r := l.Rect()
	start, end, top := l.shown(r)
	if end <= start {
		return
	}
	l.layTips(r)
	for _, tp := range l.tips.All() {
		seen[tp.Term] = true
	}
	tf := NewTermFinder()
	for i := max(start, end-k); i < end; i++ {
		ln := l.lines[i].text
		y := r.Y + top + float64(i-start)*logLineH + logLineH/2
		for _, sp := range tf.Find(ln) {
			x0 := draw.TextWidth(ln[:sp.Start], assets.Regular, logSize)
			x1 := draw.TextWidth(ln[:sp.End], assets.Regular, logSize)
			tp, ok := l.TipAt(r.X+12+(x0+x1)/2, y)
			if !ok || tp.Term != sp.Key {
				t.Errorf("%v: log line %q: over %q the tip %+v, want %s", i18n.Current(), ln, ln[sp.Start:sp.End], tp, sp.Key)
			}
		}
	}
}

// checkPanelTips shows decision d on the panel: every term of its prompt has its tip
// where it is drawn, and a button whose label names a term explains it.
func checkPanelTips(t *testing.T, d *engine.Decision) {
	t.Helper()
	var p DecisionPanel
	p.Set(d, DockArea, true)
	for i, ln := range p.Lines() {
		y := p.R.Y + 10 + float64(i)*22 + 11
		for _, sp := range FindTerms(ln) {
			x0 := draw.TextWidth(ln[:sp.Start], assets.Bold, 17)
			x1 := draw.TextWidth(ln[:sp.End], assets.Bold, 17)
			if tp, ok := p.TipAt(p.R.X+15+(x0+x1)/2, y); !ok || tp.Term != sp.Key {
				t.Errorf("%v: prompt %q: over %q the tip %+v, want %s", i18n.Current(), ln, ln[sp.Start:sp.End], tp, sp.Key)
			}
		}
	}
	for i, b := range p.List.Buttons {
		label := d.Options[i].Label
		if label == "" {
			continue
		}
		terms := FindTerms(label)
		if len(terms) == 0 {
			continue
		}
		tp, ok := p.TipAt(b.R.X+b.R.W/2, b.R.Y+b.R.H/2)
		if !ok || tp.Term != terms[0].Key {
			t.Errorf("%v: button %q: tip %+v, want %s", i18n.Current(), label, tp, terms[0].Key)
		}
	}
}

// checkChromeTips checks the tips of what event e puts over the stage: the caption (every
// term it names has its tip where it is drawn) and, for a roll, the dice tray (each die
// names its table and every modifier with whether it helps or hurts, ModHelps; the total
// is the DRM's). The terms explained go into seen.
func checkChromeTips(t *testing.T, e engine.Event, seen map[string]bool) {
	t.Helper()
	if _, ok := e.(*engine.DecisionEvent); !ok {
		if cap := EventText(e); cap != "" {
			size := draw.FitSize(cap, assets.Regular, 15, 10, CaptionBox.W-16)
			var tips Tips
			tf := NewTermFinder()
			CaptionTips(&tips, tf, cap, size)
			lh := draw.LineHeight(assets.Regular, size)
			y := CaptionBox.Y + math.Round((CaptionBox.H-lh)/2) + lh/2
			for _, sp := range tf.Find(cap) {
				x0 := draw.TextWidth(cap[:sp.Start], assets.Regular, size)
				x1 := draw.TextWidth(cap[:sp.End], assets.Regular, size)
				tp, ok := tips.At(CaptionBox.X+8+(x0+x1)/2, y)
				if !ok || tp.Term != sp.Key {
					t.Errorf("%v: caption %q: over %q the tip %+v, want %s", i18n.Current(), cap, cap[sp.Start:sp.End], tp, sp.Key)
				}
				seen[tp.Term] = true
			}
		}
	}
	r, ok := e.(*engine.RollEvent)
	if !ok {
		return
	}
	for i := range r.Faces {
		tp := DieTip(draw.Rect{W: 32, H: 32}, r, i)
		if tp.Title != TableName(r.Table) || !strings.Contains(tp.Text, RollLabel(r)) || tp.Link != r.Table {
			t.Errorf("%v: die %d of %+v: tip %+v", i18n.Current(), i, r, tp)
		}
		for _, m := range r.Mods {
			if want := modTip(r.Table, ModText(m)); !strings.Contains(tp.Text, want) {
				t.Errorf("%v: die %d of %+v: tip %q lacks %q", i18n.Current(), i, r, tp.Text, want)
			}
		}
	}
	if len(r.Mods) > 0 {
		if tp := RollTotalTip(draw.Rect{W: 10, H: 10}, r); tp.Term != "drm" {
			t.Errorf("total tip %+v", tp)
		}
		seen["drm"] = true
	}
}

// A die of the dice tray explains its roll: its face and the dice, the table and column
// it was rolled on, each modifier helping or hurting on that table, and the chart a
// click opens; the total is the DRM's; a ship says its class and tonnage under its
// class's term (issue 14).
func TestDiceAndShipTips(t *testing.T) {
	r := &engine.RollEvent{Table: "U1", Column: "medium", Dice: "2d6", Faces: []int{3, 4},
		Mods: []engine.Mod{{V: 1, Why: "[U1] green crew"}, {V: -1, Why: "9.2.3 night"}}, Total: 7, Result: "hit"}
	tp := DieTip(draw.Rect{W: 32, H: 32}, r, 1)
	for _, want := range []string{"Die 2 of 2d6: 4", "[U1]", "+1 green crew ([U1]): hurts you on this roll", "−1 night (9.2.3): helps you on this roll", "chart"} {
		if !strings.Contains(tp.Text, want) {
			t.Errorf("die tip %q lacks %q", tp.Text, want)
		}
	}
	if tp.Title != TableName("U1") || tp.Link != "U1" {
		t.Errorf("die tip %+v", tp)
	}
	if tp := DieTip(draw.Rect{W: 32, H: 32}, r, 2); tp.Text != "" {
		t.Errorf("a third die of two: %+v", tp)
	}
	if tp := RollTotalTip(draw.Rect{W: 9, H: 9}, r); tp.Term != "drm" || !strings.Contains(tp.Text, "add 0: the roll counts as 7") || !strings.Contains(tp.Text, "helps you") {
		t.Errorf("total tip %+v", tp)
	}
	plain := &engine.RollEvent{Table: "E1", Dice: "2d6", Faces: []int{2, 2}, Total: 4, Result: "convoy"}
	if tp := DieTip(draw.Rect{W: 32, H: 32}, plain, 0); !strings.Contains(tp.Text, "No modifiers") {
		t.Errorf("a roll without modifiers: %q", tp.Text)
	}
	ship := ShipTip(draw.Rect{W: 9, H: 9}, "Alpha", engine.ClassEscort, "", 1200, false)
	if title, body := TipBody(ship); ship.Term != "escort" || title != TargetName("Alpha") || !strings.Contains(body, Tons(1200)) || !strings.Contains(body, GlossText("escort")) {
		t.Errorf("escort tip %q %q (%+v)", title, body, ship)
	}
	if boat := BoatTip(draw.Rect{W: 9, H: 9}, "U-99", "VIIC", true); !strings.Contains(boat.Text, "VIIC") || !strings.Contains(boat.Text, "submerged") || boat.Title != "U-99" {
		t.Errorf("boat tip %+v", boat)
	}
}
