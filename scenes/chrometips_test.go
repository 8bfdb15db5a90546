package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/draw"
	"uboat/engine"
	"uboat/engine/policy"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// middle is the middle of r.
func middle(r draw.Rect) (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// The chrome and the stage explain themselves (issue 14): each die of the tray its
// roll (the table, each modifier helping or hurting), the total its modifiers (DRM), the
// caption's terms where they are drawn, the top bar's boat, rank and keys, each ship on
// the stage its name, class and tonnage, the boat her type and posture; resting the
// pointer on a die shows its tip, a click on the tray opens the roll's chart. In English
// and German.
func TestChromeAndStageTips(t *testing.T) {
	for _, l := range []i18n.Lang{i18n.En, i18n.De} {
		d := tubeScript()
		d.st.Rank = 2
		g, c := answerGame(game.Options{Lang: l.String()}, d, nil)
		shown(t, g, c, "fire")
		if c.place != PlaceEncounter {
			t.Fatalf("%v: the fire decision on %v, want the encounter", l, c.place)
		}
		screen := ebiten.NewImage(draw.LogicalW, draw.LogicalH)
		for i := 0; i < 90; i++ { // the ships rise over the horizon
			playFrame(g, screen, 0, 0, false)
		}
		roll := &engine.RollEvent{Table: "U1", Column: "medium", Dice: "2d6", Faces: []int{3, 4},
			Mods: []engine.Mod{{V: 1, Why: "[U1] green crew"}}, Total: 8, Result: "hit"}
		c.Dice.Roll(roll, true)
		c.caption = present.EventText(&engine.EncounterEvent{Header: h(engine.TEncounter), Kind: "convoy"})
		c.captionSize = captionSize(c.caption, 1)

		// the dice
		x, y := present.DiceBox.X+8+16, present.DiceBox.Y+24+16 // the first die
		tp, ok := c.tipAt(x, y)
		if !ok || tp.Title != present.TableName("U1") || !strings.Contains(tp.Text, "3") ||
			!strings.Contains(tp.Text, i18n.T("tip.hurts", "mod", present.ModText(roll.Mods[0]))) {
			t.Errorf("%v: the first die's tip %+v", l, tp)
		}
		var total present.Tips
		c.Dice.tips(&total)
		n := 0
		for _, tp := range total.All() {
			if tp.Term == "drm" {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%v: %d DRM tips on the tray, want the total's", l, n)
		}
		// the caption: each term where it is drawn
		terms := present.FindTerms(c.caption)
		if len(terms) == 0 {
			t.Fatalf("%v: caption %q names no term", l, c.caption)
		}
		for _, sp := range terms {
			x0 := draw.TextWidth(c.caption[:sp.Start], 0, c.captionSize)
			x1 := draw.TextWidth(c.caption[:sp.End], 0, c.captionSize)
			if tp, ok := c.tipAt(present.CaptionBox.X+8+(x0+x1)/2, present.CaptionBox.Y+present.CaptionBox.H/2); !ok || tp.Term != sp.Key {
				t.Errorf("%v: caption %q over %q: %+v, want %s", l, c.caption, c.caption[sp.Start:sp.End], tp, sp.Key)
			}
		}
		// the top bar: the rank, the keys' hint
		if tp, ok := c.tipAt(topLeftBox.R.X+draw.TextWidth("U-1  ·  ", topLeftBox.Font, topLeftBox.Size)+4, topLeftBox.R.Y+8); !ok || tp.Term != "rank" {
			t.Errorf("%v: the top bar's rank: %+v", l, tp)
		}
		if tp, ok := c.tipAt(middle(topHintBox.R)); !ok || tp.Text != i18n.T("tip.pace") {
			t.Errorf("%v: the top bar's hint: %+v", l, tp)
		}
		// the stage: each ship, the boat
		st := c.scenes[c.place].st.(*encounterStage)
		if len(st.ships) != 2 {
			t.Fatalf("%v: %d ships on the stage", l, len(st.ships))
		}
		for i, sh := range st.ships {
			sx, sy := middle(st.shipRect(i))
			if tp, ok := c.tipAt(sx, sy); !ok || tp.Title != present.TargetName(sh.name) || tp.Term != "tonnage" ||
				!strings.Contains(tp.Text, present.Tons(sh.tons)) {
				t.Errorf("%v: ship %s: %+v", l, sh.name, tp)
			}
		}
		if tp, ok := c.tipAt(60, present.Stage.Y+430); !ok || tp.Term != "posture" || !strings.Contains(tp.Text, "VIIC") {
			t.Errorf("%v: the boat: %+v", l, tp)
		}
		// the tooltip itself: resting on a die
		playFrame(g, screen, x, y, true)
		for i := 0; i < tipDelay+1; i++ {
			playFrame(g, screen, x, y, false)
		}
		if !c.tip.shown || c.tip.title != present.TableName("U1") {
			t.Errorf("%v: resting on a die: shown %v %q %q", l, c.tip.shown, c.tip.title, c.tip.lines)
		}
		// a click on the tray opens the roll's chart
		g.In.Reset()
		g.In.X, g.In.Y, g.In.Clicked = x, y, true
		g.Update()
		for i := 0; i < 60; i++ { // (past the fade)
			playFrame(g, screen, x, y, false)
		}
		if top := g.Stack.Top(); top == nil || top.Name() != "rules" {
			t.Errorf("%v: a click on the dice opened %v, want the rules' chart", l, top)
		}
	}
	i18n.SetCurrent(i18n.En)
}

// The gamepad's help button (Back/Select) explains the focused control, through the
// game's input path (issue 14): the focused option names BOLD, its tip shows; pressed
// again, the tip hides; the decision stays unanswered.
func TestGamepadHelpExplainsFocus(t *testing.T) {
	dec := &engine.Decision{Seq: 1, ID: "bold", Kind: engine.KindBold, Prompt: "Release a decoy?",
		Options: []engine.Choice{{Key: "yes", Label: "Release a BOLD"}, {Key: "no", Label: "Stay below test depth"}}}
	s := &scriptDriver{steps: []step{
		{ev: []engine.Event{&engine.CareerStart{Header: h(engine.TCareerStart), ID: "U-1", Type: "VIIC"}}, dec: dec},
		{ev: []engine.Event{&engine.CareerEndEvent{Header: h(engine.TCareerEnd), Reason: "war_over", Victory: "defeat"}}},
	}}
	g, c := answerGame(game.Options{}, s, nil)
	shown(t, g, c, "bold")
	f := c.Panel.Focused()
	if f < 0 {
		t.Fatal("no option in focus")
	}
	want := present.FindTerms(dec.Options[f].Label)[0].Key
	g.In.Reset()
	g.In.X, g.In.Y = 5, 5 // the pointer far from it: the focus is explained
	g.In.PadPress(ebiten.StandardGamepadButtonCenterLeft)
	g.Update()
	if !c.tip.shown || c.tip.tip.Term != want {
		t.Fatalf("Back/Select on %q: shown %v, tip %+v, want %s", dec.Options[f].Label, c.tip.shown, c.tip.tip, want)
	}
	g.In.Reset()
	g.In.PadPress(ebiten.StandardGamepadButtonCenterLeft)
	g.Update()
	if c.tip.shown {
		t.Error("Back/Select again: the tip stays")
	}
	if c.pending == nil || !c.panelShown || len(s.chosen) > 0 {
		t.Errorf("the help button answered the decision: %v", s.chosen)
	}
}

// The setup screen's labels explain their terms (issue 14): each line of the board
// summary that names a glossary term (tubes, reloads, deck gun, Flak, hull, flooding,
// systems) has its tip over the label, and the help key over it shows the tooltip; in
// every language.
func TestSetupLabelsHaveTheirTips(t *testing.T) {
	for _, l := range i18n.Langs {
		g := game.New(game.Options{Fake: true, Mute: true, Seed: 5, Lang: l.String()}, func(g *game.Game) game.Scene { return NewTitle(g) })
		s := NewSetup(g)
		size, _, _ := summaryLayout(s.summary(), setupSummaryBox, s.sc)
		y := setupSummaryBox.Y
		seen := map[string]bool{}
		tubesY := 0.0
		for i, line := range s.summary() {
			_, _, values := summaryLayout(s.summary(), setupSummaryBox, s.sc)
			tp, ok := s.tipAt(setupSummaryBox.X+4, y+4)
			for _, st := range setupTerms {
				if line[0] == i18n.T(st[0]) {
					if !ok || tp.Term != st[1] {
						t.Errorf("%v: over %q the tip %+v, want %s", l, line[0], tp, st[1])
					}
					seen[st[1]] = true
					if st[1] == "tubes" {
						tubesY = y + 4
					}
				}
			}
			y += float64(max(1, len(values[i])))*draw.LineStep(size) + 6
		}
		if len(seen) != len(setupTerms) {
			t.Errorf("%v: the summary's terms with tips: %v, want all of %v", l, seen, setupTerms)
		}
		// through the input path: the help key with the pointer on the first label
		g.In.Reset()
		g.In.X, g.In.Y = setupSummaryBox.X+4, tubesY
		g.In.Trigger(game.ActHelp)
		s.Update(g)
		if !s.tip.shown || s.tip.tip.Term != "tubes" {
			t.Errorf("%v: the help key on the summary: shown %v, %q", l, s.tip.shown, s.tip.title)
		}
	}
	i18n.SetCurrent(i18n.En)
}

// The stages of a patrol played through the input path explain their pictures (issue
// 14): in port the officers (each his term), in an encounter the boat and each ship, in
// the depth-charge cycle the escorts, the boat, test depth, hull and flooding; every
// tip lies on the stage and says something. (Seed 1's first patrol meets a ship and
// the escort's depth charges.)
func TestStagesExplainThemselves(t *testing.T) {
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir(), Seed: 1}, func(g *game.Game) game.Scene { return NewTitle(g) })
	g.Settings.Pace = "instant"
	p := &inputPlayer{cm: policy.NewCommander()}
	terms := map[Place]map[string]bool{}
	var tips present.Tips
	for i := 0; i < 200000; i++ {
		p.step(g)
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
		ps, ok := g.Stack.Top().(*PlayScene)
		if !ok {
			continue
		}
		c := ps.c
		if c.finished || c.patrolsEnded >= 1 {
			break
		}
		st, ok := ps.st.(stageTipper)
		if !ok || i%5 != 0 {
			continue
		}
		tips.Reset()
		st.stageTips(c, &tips, present.NewTermFinder())
		if terms[ps.st.place()] == nil {
			terms[ps.st.place()] = map[string]bool{}
		}
		for _, tp := range tips.All() {
			if !tp.R.Overlaps(present.Stage) {
				t.Errorf("%v: tip %+v off the stage", ps.st.place(), tp)
			}
			if title, body := present.TipBody(tp); title == "" && body == "" {
				t.Errorf("%v: tip %+v says nothing", ps.st.place(), tp)
			}
			terms[ps.st.place()][tp.Term] = true
			terms[ps.st.place()][tp.Term2] = true
		}
	}
	want := map[Place][]string{
		PlacePort:      {"kommandant", "1wo", "2wo", "li", "doctor", "patrol_area"},
		PlaceEncounter: {"posture", "tonnage"},
		PlaceDepth:     {"escort", "posture", "test_depth", "hull", "flooding"},
	}
	for pl, ws := range want {
		for _, w := range ws {
			if !terms[pl][w] {
				t.Errorf("%v: no tip explains %s (%v)", pl, w, terms[pl])
			}
		}
	}
}

// The patrol log sheet of the refit and of the career's end explains itself (issue 14):
// its heading what the sheet is (3.5, linked), each column's heading, each row what it
// records (a patrol's area, ships and tonnage and its success (7.5.2), a refit, a patrol
// extended) under the terms its words name, the options line the rules by name; every
// tip lies on the sheet and says something in the player's language. In every language.
func TestLogSheetTips(t *testing.T) {
	defer i18n.SetCurrent(i18n.En)
	rows := []engine.LogRow{
		{Month: engine.MonthOf(1943, 6), Kind: engine.LogPatrol, Area: "atlantic", Sunk: []string{"Ship A", "Ship B"}, Tons: 12400, BoatType: "VIIC"},
		{Month: engine.MonthOf(1943, 8), Kind: engine.LogExtended, BoatType: "VIIC"},
		{Month: engine.MonthOf(1943, 9), Kind: engine.LogRefit, BoatType: "VIIC"},
		{Month: engine.MonthOf(1943, 10), Kind: engine.LogPatrol, Area: "mission", Success: true, BoatType: "VIIC"},
	}
	opts := []string{engine.OptReducedConvoy, engine.OptEscortQuality}
	for _, l := range i18n.Langs {
		i18n.SetCurrent(l)
		for _, r := range []draw.Rect{refitSheetRect(), endSheetRect()} {
			var tips present.Tips
			logSheetTips(&tips, present.NewTermFinder(), r, rows, opts, 1)
			byTitle := map[string]present.Tip{}
			for _, tp := range tips.All() {
				if !r.Contains(tp.R.X, tp.R.Y) || !r.Contains(tp.R.X+tp.R.W-1, tp.R.Y+tp.R.H-1) {
					t.Errorf("%v: tip %+v off the sheet %+v", l, tp, r)
				}
				if title, body := present.TipBody(tp); title == "" || body == "" {
					t.Errorf("%v: tip %+v says nothing", l, tp)
				}
				byTitle[tp.Title] = tp
			}
			if tp := byTitle[i18n.T("sheet.title")]; tp.Link != "3.5" || tp.Text != i18n.T("sheet.tip") {
				t.Errorf("%v: the heading's tip %+v", l, tp)
			}
			for _, h := range []string{"sheet.month", "sheet.boat", "sheet.area", "sheet.tons"} {
				if _, ok := byTitle[i18n.T(h)]; !ok {
					t.Errorf("%v: no tip over the column %s", l, h)
				}
			}
			if tp := byTitle[i18n.T("options.title")]; !strings.Contains(tp.Text, present.OptionName(engine.OptEscortQuality)) {
				t.Errorf("%v: the options line's tip %+v", l, tp)
			}
			patrol := byTitle[present.MonthName(rows[0].Month)]
			if !strings.Contains(patrol.Text, present.AreaName("atlantic")) || !strings.Contains(patrol.Text, present.Tons(12400)) ||
				!strings.Contains(patrol.Text, i18n.T("count.ships_sunk", "n", 2)) || patrol.Term != "patrol_area" {
				t.Errorf("%v: the patrol row's tip %+v", l, patrol)
			}
			if tp := byTitle[present.MonthName(rows[1].Month)]; tp.Text != i18n.T("sheet.tip.extended") {
				t.Errorf("%v: the extended row's tip %+v", l, tp)
			}
			if tp := byTitle[present.MonthName(rows[2].Month)]; tp.Term != "refit" {
				t.Errorf("%v: the refit row's tip %+v", l, tp)
			}
			if tp := byTitle[present.MonthName(rows[3].Month)]; !strings.HasSuffix(tp.Text, i18n.T("sheet.tip.success", "text", "")) {
				t.Errorf("%v: the successful row's tip %+v", l, tp)
			}
			// each row's tip lies on its row: the pointer at the row's right end finds it
			for i, row := range rows {
				var tp present.Tip
				for _, x := range tips.All() {
					if x.Title == present.MonthName(row.Month) {
						tp = x
					}
				}
				if got, ok := tips.At(tp.R.X+tp.R.W-4, tp.R.Y+tp.R.H/2); !ok || got.Title != tp.Title {
					t.Errorf("%v: row %d: the pointer on the row finds %+v", l, i, got)
				}
			}
		}
	}
}
