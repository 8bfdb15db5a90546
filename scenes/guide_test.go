package scenes

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine/policy"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
	"uboat/rules"
)

// guidePlayer plays the guided patrol through the input path: it reads each guide panel
// and goes on ("Go on", then "Back to the title" on the last), and answers everything
// else as inputPlayer does.
type guidePlayer struct {
	inputPlayer
	panels int // guide panels gone on from
}

func (p *guidePlayer) step(g *game.Game) {
	if ps, ok := g.Stack.Top().(*PlayScene); ok && ps.c.tips.holding() && !g.Stack.Fading() {
		in := &g.In
		in.Reset()
		if p.wait > 0 {
			p.wait--
			return
		}
		l := &ps.c.tips.list
		for i, b := range l.Buttons {
			if b.Key == guideGoOn || b.Key == guideBack {
				p.press(in, l, i)
				p.panels++
				p.wait = 3
				return
			}
		}
	}
	p.inputPlayer.step(g)
}

// playGuide starts the guided patrol from the title's entry and plays it until the game
// is back at the title; it returns the campaign and the player.
func playGuide(t *testing.T, mouse bool, dir string) (*Campaign, *guidePlayer, *game.Game) {
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewTitle(g) })
	g.Settings.Pace = "instant"
	p := &guidePlayer{inputPlayer: inputPlayer{mouse: mouse, cm: policy.NewCommander()}}
	var c *Campaign
	started := false
	for i := 0; i < 300000; i++ {
		switch top := g.Stack.Top().(type) {
		case *Title:
			if c != nil {
				return c, p, g
			}
			if !started && !g.Stack.Fading() {
				g.In.Reset()
				for j, b := range top.list.Buttons {
					if b.Key == "guide" {
						p.press(&g.In, &top.list, j)
						started = true
					}
				}
				if err := g.Update(); err != nil {
					t.Fatal(err)
				}
				continue
			}
		case *PlayScene:
			c = top.c
			if c.finished {
				return c, p, g
			}
		}
		p.step(g)
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
	}
	return c, p, g
}

// TestGuidedPatrolKeyboardOnly and TestGuidedPatrolMouseOnly: on a fresh machine the title
// offers the guided first patrol first; started from there and played to its end through
// the input path with one device (issue 14, "the guided patrol is played to its end
// through the input path"), every kind of step is explained exactly once, in patrol
// order as the fixed career meets them, the guide's last panel follows the refit (10.11),
// and "Back to the title" leaves it. The explained kinds are not hinted again later.
func TestGuidedPatrolKeyboardOnly(t *testing.T) { testGuidedPatrol(t, false) }
func TestGuidedPatrolMouseOnly(t *testing.T)    { testGuidedPatrol(t, true) }

func testGuidedPatrol(t *testing.T, mouse bool) {
	dir := t.TempDir()
	g0 := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewTitle(g) })
	title := g0.Stack.Top().(*Title)
	if b := title.list.Buttons[0]; b.Key != "guide" || b.Sub == "" || title.list.Buttons[len(title.list.Buttons)-1].Key != "quit" {
		t.Fatalf("a fresh title offers %q (%q) first and %q last; want the guided patrol first, Quit last",
			b.Key, b.Sub, title.list.Buttons[len(title.list.Buttons)-1].Key)
	}
	c, p, g := playGuide(t, mouse, dir)
	if c == nil {
		t.Fatal("the guided patrol never started")
	}
	if err := c.drv.Err(); err != nil {
		t.Fatal(err)
	}
	if _, ok := g.Stack.Top().(*Title); !ok || c.finished {
		t.Fatalf("the guided patrol did not end back at the title (top %s, career over %v)", g.Stack.Top().Name(), c.finished)
	}
	want := []string{stepLoading, stepAssignment, stepTransit, stepEncounter, stepAttack, stepDepthCharge, stepDamage, stepReturn, stepRefit}
	if !reflect.DeepEqual(c.tips.shown, want) {
		t.Errorf("explained %v, want each kind once: %v", c.tips.shown, want)
	}
	if !c.tips.ended || p.panels != len(guideSteps)+1 {
		t.Errorf("%d panels read (the guide's end shown: %v), want %d and the end", p.panels, c.tips.ended, len(guideSteps)+1)
	}
	if c.slot != "" || !neverStarted(g) {
		t.Error("the guided patrol was saved as a career")
	}
	for _, k := range want {
		if !g.Settings.HintSeen(k) {
			t.Errorf("kind %s explained but still to be hinted", k)
		}
	}
	t.Logf("the guided patrol in %d inputs, %d decisions answered, %d panels", p.inputs, p.answers, p.panels)
}

// guideIDs are the catalogue ids the guide, the hints and the help screen speak from.
func guideIDs() []string {
	ids := []string{"menu.guide", "menu.guide.offer", "menu.help", "settings.hints", guideGoOn, guideLeave, guideBack,
		"guide.end.title", "guide.end.text", "guide.welcome", "guide.kommandant", "help.title", "help.rules", "help.guide"}
	for _, s := range guideSteps {
		ids = append(ids, "guide."+s.kind+".title", "guide."+s.kind+".text", "hint."+s.kind)
	}
	h := NewHelp(nil)
	for _, col := range h.cols {
		for _, s := range col {
			ids = append(ids, s.head, s.body)
		}
	}
	return ids
}

// Every explanation, hint and help text has its own words in every language (not the
// English fallback), with the step's number in its title; each panel's rule links open
// a rule of the rules book of that language (the rules browser, issue 14); each hint
// names its step's first rule.
func TestGuideTextsInEveryLanguage(t *testing.T) {
	for _, l := range i18n.Langs {
		book, err := rules.Load(l)
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		for _, id := range guideIDs() {
			s, err := l.Lookup(id, "i", 3, "n", 9, "v", "x")
			if err != nil || strings.TrimSpace(s) == "" {
				t.Errorf("%s: %s: %q, %v", l, id, s, err)
				continue
			}
			en := i18n.En.T(id, "i", 3, "n", 9, "v", "x")
			if l != i18n.En && s == en && id != "guide.kommandant" && !strings.HasSuffix(id, ".head") && id != "help.gamepad.head" {
				t.Errorf("%s: %s is the English text %q", l, id, s)
			}
		}
		for _, s := range guideSteps {
			if title := l.T("guide."+s.kind+".title", "i", 3, "n", 9); !strings.Contains(title, "3") || !strings.Contains(title, "9") {
				t.Errorf("%s: the title of %s does not number the step: %q", l, s.kind, title)
			}
			for _, r := range s.rules {
				if !book.Has(r) {
					t.Errorf("%s: the %s panel links rule %s, not in the rules", l, s.kind, r)
				}
			}
			if h := l.T("hint." + s.kind); !strings.Contains(h, "("+s.rules[0]) {
				t.Errorf("%s: the hint of %s does not name rule %s: %q", l, s.kind, s.rules[0], h)
			}
		}
	}
}

// startGuideAt opens the guided patrol from a fresh title and plays until its first panel
// is up; it returns the game, the campaign and the player.
func startGuideAt(t *testing.T) (*game.Game, *Campaign, *guidePlayer) {
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir()}, func(g *game.Game) game.Scene { return NewTitle(g) })
	g.Settings.Pace = "instant"
	p := &guidePlayer{inputPlayer: inputPlayer{cm: policy.NewCommander()}}
	startGuide(g)
	for i := 0; i < 2000; i++ {
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
		if ps, ok := g.Stack.Top().(*PlayScene); ok && !g.Stack.Fading() && ps.c.tips.holding() {
			return g, ps.c, p
		}
	}
	t.Fatal("no guide panel came up")
	return nil, nil, nil
}

// idle runs n frames with no input.
func idle(t *testing.T, g *game.Game, n int) {
	for range n {
		g.In.Reset()
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
	}
}

// A guide panel holds the game until it is read: no event is shown and no decision
// answered while it is up; Esc opens the pause menu over it (whose Help opens How to
// play), and "Leave the guide" goes back to the title at any step.
func TestGuidePanelHoldsAndCanBeLeft(t *testing.T) {
	g, c, p := startGuideAt(t)
	events, open := g.Events, c.tips.open
	idle(t, g, 120)
	if g.Events != events || c.tips.open != open {
		t.Fatalf("the game went on under the %s panel: %d events shown, panel %q", open, g.Events-events, c.tips.open)
	}
	g.In.Reset()
	g.In.Trigger(game.ActBack)
	if err := g.Update(); err != nil {
		t.Fatal(err)
	}
	pause, ok := g.Stack.Top().(*Pause)
	if !ok {
		t.Fatalf("Esc on a guide panel opened %s, want the pause menu", g.Stack.Top().Name())
	}
	keys := []string{}
	for _, b := range pause.list.Buttons {
		keys = append(keys, b.Key)
	}
	if !slices.Contains(keys, "menu.help") || (canQuit && keys[len(keys)-1] != "pause.quit") {
		t.Errorf("pause menu %v: want Help, and Quit last", keys)
	}
	for i, b := range pause.list.Buttons {
		if b.Key == "menu.help" {
			g.In.Reset()
			p.press(&g.In, &pause.list, i)
			if err := g.Update(); err != nil {
				t.Fatal(err)
			}
		}
	}
	idle(t, g, 40)
	if _, ok := g.Stack.Top().(*Help); !ok {
		t.Fatalf("the pause menu's Help opened %s", g.Stack.Top().Name())
	}
	g.In.Reset()
	g.In.Trigger(game.ActBack)
	if err := g.Update(); err != nil {
		t.Fatal(err)
	}
	idle(t, g, 40)
	g.In.Reset()
	g.In.Trigger(game.ActBack) // the pause menu: back to the guide
	if err := g.Update(); err != nil {
		t.Fatal(err)
	}
	idle(t, g, 5)
	if g.Stack.Top().(*PlayScene).c != c || !c.tips.holding() {
		t.Fatalf("back from the pause menu on %s, the panel up: %v", g.Stack.Top().Name(), c.tips.holding())
	}
	for i, b := range c.tips.list.Buttons {
		if b.Key == guideLeave {
			g.In.Reset()
			p.mouse = true // a click (the keyboard would move the focus there first)
			p.press(&g.In, &c.tips.list, i)
			if err := g.Update(); err != nil {
				t.Fatal(err)
			}
		}
	}
	idle(t, g, 40)
	if _, ok := g.Stack.Top().(*Title); !ok {
		t.Fatalf("Leave the guide went to %s, want the title", g.Stack.Top().Name())
	}
}

// hintLines counts each hint's lines in the roll log of c.
func hintLines(c *Campaign) map[string]int {
	n := map[string]int{}
	lines := strings.Join(c.Log.Lines(), "\n")
	for _, s := range guideSteps {
		if k := strings.Count(lines, i18n.T("hint."+s.kind)); k > 0 {
			n[s.kind] = k
		}
	}
	return n
}

// Hints for first steps in an ordinary career: with hints on (the default) each kind of
// step that happens is hinted once, in the roll log, and remembered in the settings; a
// player who has seen them gets none again, and with hints off none appear.
func TestHintsOncePerKind(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		_, ok, c, _, _ := playOnePatrolSet(t, false, seed, "", nil)
		if !ok {
			continue // the boat was lost on her first patrol
		}
		got := hintLines(c)
		for _, k := range []string{stepAssignment, stepLoading, stepTransit, stepReturn, stepRefit} {
			if got[k] != 1 {
				t.Errorf("seed %d: the hint of %s shown %d times, want once", seed, k, got[k])
			}
		}
		for k, n := range got {
			if n != 1 {
				t.Errorf("seed %d: the hint of %s shown %d times", seed, k, n)
			}
		}
		if len(c.tips.shown) != len(got) {
			t.Errorf("seed %d: hinted %v, in the log %v", seed, c.tips.shown, got)
		}
		all := func(s *game.Settings) {
			for _, st := range guideSteps {
				s.MarkHint(st.kind)
			}
		}
		_, _, cSeen, _, _ := playOnePatrolSet(t, false, seed, "", all)
		_, _, cOff, _, _ := playOnePatrolSet(t, false, seed, "", func(s *game.Settings) { s.Hints = false })
		if n := hintLines(cSeen); len(n) > 0 || len(cSeen.tips.shown) > 0 {
			t.Errorf("seed %d: hints seen before shown again: %v", seed, n)
		}
		if n := hintLines(cOff); len(n) > 0 || len(cOff.tips.shown) > 0 {
			t.Errorf("seed %d: hints shown while switched off: %v", seed, n)
		}
		t.Logf("seed %d: hinted %v", seed, c.tips.shown)
		return
	}
	t.Fatal("no career of the first 12 seeds lived through its first patrol")
}

// The settings remember the hinted kinds across loads, and the settings screen switches
// hints on and off.
func TestHintSettingsStoredAndSwitched(t *testing.T) {
	dir := t.TempDir()
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewSettings() })
	if !g.Settings.Hints {
		t.Fatal("hints off by default")
	}
	g.Settings.MarkHint(stepTransit)
	g.Settings.MarkHint(stepTransit)
	g.SaveSettings()
	s, note := game.LoadSettings(dir)
	if note != "" || !s.HintSeen(stepTransit) || s.HintSeen(stepRefit) || s.HintsSeen != stepTransit {
		t.Fatalf("stored %q (%s)", s.HintsSeen, note)
	}
	idle(t, g, 2)
	sc := g.Stack.Top().(*Settings)
	for i, b := range sc.list.Buttons {
		if b.Key == "hints" {
			for sc.list.Focus != i {
				g.In.Reset()
				g.In.Trigger(game.ActDown)
				if err := g.Update(); err != nil {
					t.Fatal(err)
				}
			}
			g.In.Reset()
			g.In.Trigger(game.ActConfirm)
			if err := g.Update(); err != nil {
				t.Fatal(err)
			}
			if b := sc.list.Buttons[i]; b.Label != i18n.T("settings.hints", "v", onOff(false)) {
				t.Errorf("the row says %q after switching", b.Label)
			}
		}
	}
	if s, _ := game.LoadSettings(dir); s.Hints || g.Settings.Hints {
		t.Error("hints still on after switching them off in the settings")
	}
	if sc.list.Buttons[len(sc.list.Buttons)-1].R.Y+sc.list.Buttons[len(sc.list.Buttons)-1].R.H > 720 {
		t.Error("the settings' last row runs off the screen")
	}
}

// How to play opens from the title; its words fit its two columns in every language at
// every text size (nothing is cut at the foot), and its "Guided first patrol" starts
// the guide.
func TestHelpFitsAndStartsTheGuide(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	for _, l := range i18n.Langs {
		i18n.SetCurrent(l)
		for _, sc := range game.TextScales {
			h := NewHelp(nil)
			h.words(sc)
			lh := draw.LineHeight(assets.Regular, draw.Sized(14, sc))
			for c, lines := range h.text {
				y := 0.0
				for _, ln := range lines {
					switch {
					case ln.bold:
						y += lh + 4
					case ln.s == "":
						y += lh / 2
					default:
						y += lh
						if w := draw.TextWidth(ln.s, assets.Regular, draw.Sized(14, sc)); w > helpCols[c].W+0.5 {
							t.Errorf("%s at %.2f: a line of column %d is %.0f px wide: %q", l, sc, c, w, ln.s)
						}
					}
				}
				if y > helpCols[c].H {
					t.Errorf("%s at %.2f: column %d needs %.0f px, has %.0f", l, sc, c, y, helpCols[c].H)
				}
			}
		}
	}
	i18n.SetCurrent(i18n.En)
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir()}, func(g *game.Game) game.Scene { return NewTitle(g) })
	p := &inputPlayer{}
	push := func(l *draw.ButtonList, key string) {
		for i, b := range l.Buttons {
			if b.Key == key {
				g.In.Reset()
				p.press(&g.In, l, i)
				if err := g.Update(); err != nil {
					t.Fatal(err)
				}
				idle(t, g, 40)
				return
			}
		}
		t.Fatalf("no button %s on %s", key, g.Stack.Top().Name())
	}
	push(&g.Stack.Top().(*Title).list, "help")
	h, ok := g.Stack.Top().(*Help)
	if !ok {
		t.Fatalf("the title's How to play opened %s", g.Stack.Top().Name())
	}
	push(&h.list, "help.guide")
	if ps, ok := g.Stack.Top().(*PlayScene); !ok || !ps.c.tips.guided {
		t.Fatalf("How to play's guided patrol opened %s", g.Stack.Top().Name())
	}
}

// Every guide panel stays on the screen, its text and buttons inside it, in every
// language at every text size, and keeps clear of the caption and the dice box.
func TestGuidePanelsFit(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	g := game.New(game.Options{Fake: true, Mute: true}, func(g *game.Game) game.Scene { return NewTitle(g) })
	kinds := []string{"end"}
	for _, s := range guideSteps {
		kinds = append(kinds, s.kind)
	}
	for _, l := range i18n.Langs {
		i18n.SetCurrent(l)
		for _, sc := range game.TextScales {
			g.Settings.TextScale = sc
			for _, k := range kinds {
				var tp guideTips
				tp.openPanel(g, k)
				b := tp.box
				if b.X < 0 || b.Y < present.TopBar.H || b.X+b.W > draw.LogicalW || b.Y+b.H > draw.LogicalH {
					t.Errorf("%s at %.2f: the %s panel %+v runs off the screen", l, sc, k, b)
				}
				for _, r := range []draw.Rect{present.CaptionBox, present.DiceBox} {
					if b.X < r.X+r.W && r.X < b.X+b.W && b.Y < r.Y+r.H && r.Y < b.Y+b.H {
						t.Errorf("%s at %.2f: the %s panel %+v hides %+v", l, sc, k, b, r)
					}
				}
				for _, bt := range tp.list.Buttons {
					if bt.R.X < b.X || bt.R.Y < b.Y || bt.R.X+bt.R.W > b.X+b.W || bt.R.Y+bt.R.H > b.Y+b.H {
						t.Errorf("%s at %.2f: button %s of the %s panel outside it", l, sc, bt.Key, k)
					}
				}
				for _, ln := range tp.lines {
					if w := draw.TextWidth(ln, assets.Regular, tp.size); w > b.W-32+0.5 {
						t.Errorf("%s at %.2f: a line of the %s panel is %.0f px: %q", l, sc, k, w, ln)
					}
				}
			}
		}
	}
}

// The guide's panel explains itself (issue 14): its heading what the guide is, every
// glossary term its text names where it is drawn, each rule's button its section of the
// rules (opened by a click), Go on and Leave the guide what they do; the pointer resting
// on Go on and the help key show the tooltip over the panel, and the panel still holds
// the game. In English and German.
func TestGuidePanelTips(t *testing.T) {
	defer i18n.SetCurrent(i18n.En)
	for _, l := range []i18n.Lang{i18n.En, i18n.De} {
		g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir(), Lang: l.String()}, func(g *game.Game) game.Scene { return NewTitle(g) })
		g.Settings.Pace = "instant"
		startGuide(g)
		var c *Campaign
		for i := 0; i < 2000 && c == nil; i++ {
			if err := g.Update(); err != nil {
				t.Fatal(err)
			}
			if ps, ok := g.Stack.Top().(*PlayScene); ok && !g.Stack.Fading() && ps.c.tips.holding() {
				c = ps.c
			}
		}
		if c == nil {
			t.Fatalf("%v: no guide panel came up", l)
		}
		gt := &c.tips
		if tp, ok := gt.tipAt(gt.box.X+20, gt.box.Y+20); !ok || tp.Text != i18n.T("guide.tip.head") || tp.Title != gt.head {
			t.Errorf("%v: the heading's tip %+v", l, tp)
		}
		book, err := rules.Load(l)
		if err != nil {
			t.Fatal(err)
		}
		rulesSeen := 0
		for _, b := range gt.list.Buttons {
			tp, ok := gt.tipAt(b.R.X+b.R.W/2, b.R.Y+b.R.H/2)
			switch b.Key {
			case guideGoOn, guideLeave:
				if !ok || tp.Title != b.Label || tp.Text != i18n.T(strings.Replace(b.Key, "guide.", "guide.tip.", 1)) {
					t.Errorf("%v: %s's tip %+v", l, b.Key, tp)
				}
			default:
				rulesSeen++
				if !ok || tp.Link != b.Key || tp.Title != book.Section(b.Key).Heading() {
					t.Errorf("%v: rule %s's tip %+v", l, b.Key, tp)
				}
			}
		}
		if rulesSeen == 0 {
			t.Errorf("%v: the panel links no rule", l)
		}
		// every glossary term of the text has its tip where it is drawn
		terms, y := 0, gt.box.Y+52
		lh := draw.LineHeight(assets.Regular, gt.size)
		for _, line := range gt.lines {
			for _, sp := range present.FindTerms(line) {
				x0 := draw.TextWidth(line[:sp.Start], assets.Regular, gt.size)
				x1 := draw.TextWidth(line[:sp.End], assets.Regular, gt.size)
				if tp, ok := gt.tipAt(gt.box.X+16+(x0+x1)/2, y+lh/2); !ok || tp.Term != sp.Key {
					t.Errorf("%v: %q over %q: %+v, want %s", l, line, line[sp.Start:sp.End], tp, sp.Key)
				}
				terms++
			}
			y += lh
		}
		if terms == 0 {
			t.Errorf("%v: the first panel's text names no glossary term: %q", l, gt.lines)
		}
		// through the input path: the pointer rests on Go on
		var goOn draw.Rect
		for _, b := range gt.list.Buttons {
			if b.Key == guideGoOn {
				goOn = b.R
			}
		}
		events := g.Events
		g.In.X, g.In.Y = goOn.X+goOn.W/2, goOn.Y+goOn.H/2
		idle(t, g, tipDelay+5)
		if !c.tip.shown || c.tip.title != i18n.T(guideGoOn) || !gt.holding() || g.Events != events {
			t.Errorf("%v: resting on Go on: tooltip %v %q, panel holding %v, %d events shown", l, c.tip.shown, c.tip.title, gt.holding(), g.Events-events)
		}
		g.In.Reset()
		g.In.Trigger(game.ActHelp) // the help key hides it, and shows it again
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
		g.In.Reset()
		g.In.Trigger(game.ActHelp)
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
		if !c.tip.shown || c.tip.title != i18n.T(guideGoOn) || !gt.holding() {
			t.Errorf("%v: the help key on Go on (focused): tooltip %v %q", l, c.tip.shown, c.tip.title)
		}
	}
}
