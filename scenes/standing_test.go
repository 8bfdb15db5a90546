package scenes

import (
	"strings"
	"testing"

	"uboat/draw"
	"uboat/engine"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// standingScript is a career of one decision d (with its kind from its id), then its end.
func standingScript(d *engine.Decision) *scriptDriver {
	d.Kind = engine.KindOf(d.ID)
	return &scriptDriver{steps: []step{
		{ev: []engine.Event{&engine.CareerStart{Header: h(engine.TCareerStart), ID: "U-1", Type: "VIIC"}}, dec: d},
		{ev: []engine.Event{&engine.CareerEndEvent{Header: h(engine.TCareerEnd), Reason: "war_over", Victory: "defeat"}}},
	}}
}

func postureDec(keys ...string) *engine.Decision {
	d := dec(1, "posture", keys...)
	d.Prompt = "Defensive posture for this box (8.1)"
	return d
}

func abortDec() *engine.Decision {
	d := dec(1, "abort", "continue", "abort")
	d.Prompt = "Abort the patrol (10.9.5)?"
	return d
}

// answeredAtOnce runs frames until the script's decision is answered and reports whether
// it was, with no frame between showing it and answering it (no input could come).
func answeredAtOnce(g *game.Game, c *Campaign, d *scriptDriver) bool {
	waited := false
	frames(g, 2000, func() bool {
		waited = waited || (c.panelShown && c.pending != nil)
		return len(d.chosen) > 0
	})
	return len(d.chosen) > 0 && !waited
}

// saidAnswer is the roll log's answer line of decision d answered with key, as the screens
// say it (present.Localize: the prompt and the label in the current language).
func saidAnswer(d *engine.Decision, key string) string {
	l := present.Localize(d, nil)
	for _, o := range l.Options {
		if o.Key == key {
			return l.Prompt + " — " + o.Label
		}
	}
	return l.Prompt + " — " + key
}

// rollLog is the roll log's text.
func rollLog(c *Campaign) string { return strings.Join(c.Log.Lines(), "\n") }

// buttonKeys are the keys of the decision panel's buttons.
func buttonKeys(c *Campaign) []string {
	var keys []string
	for _, b := range c.Panel.List.Buttons {
		keys = append(keys, b.Key)
	}
	return keys
}

// With "always surfaced" set, the player's posture is answered Surfaced in the frame it
// is shown, with the standing choice's note in the roll log; where Surfaced is not legal
// the player is asked as usual.
func TestStandingAlwaysSurfaced(t *testing.T) {
	d := standingScript(postureDec(engine.PostureSurfaced, engine.PostureSchnorchel))
	g, c := answerGame(game.Options{}, d, nil)
	g.Settings.AlwaysSurfaced = true
	if !answeredAtOnce(g, c, d) || len(d.chosen) != 1 || d.chosen[0] != engine.PostureSurfaced {
		t.Fatalf("answered %v in the frame shown, want [surfaced]", d.chosen)
	}
	if log := rollLog(c); !strings.Contains(log, saidAnswer(d.steps[0].dec, engine.PostureSurfaced)+" "+i18n.T(standingSurfacedNote)) {
		t.Errorf("the roll log does not say the standing choice answered:\n%s", log)
	}

	// the rules require otherwise: Surfaced is not among the options (two, so none is
	// taken as the only one)
	d = standingScript(postureDec(engine.PostureSchnorchel, "dive"))
	g, c = answerGame(game.Options{}, d, nil)
	g.Settings.AlwaysSurfaced = true
	shown(t, g, c, "posture")
	frames(g, 600, nil)
	if len(d.chosen) != 0 {
		t.Fatalf("answered %v with Surfaced not legal", d.chosen)
	}
	if k := buttonKeys(c); len(k) != 2 {
		t.Errorf("the panel offers %v, want the two legal options", k)
	}
}

// The standing choices belong to the player: the Commander (its -autoplay off, so that
// only input answers) and a replay never take them.
func TestStandingOnlyForThePlayer(t *testing.T) {
	for _, a := range []Answerer{newCommanderAnswerer(), &replayAnswerer{}} {
		d := standingScript(postureDec(engine.PostureSurfaced, engine.PostureSchnorchel))
		g, c := answerGame(game.Options{}, d, a)
		g.Settings.AlwaysSurfaced, g.Settings.NeverAbortWhileSound = true, true
		shown(t, g, c, "posture")
		frames(g, 300, nil)
		if len(d.chosen) != 0 {
			t.Errorf("%T: the standing choice answered %v", a, d.chosen)
		}
		if k := buttonKeys(c); len(k) != 2 {
			t.Errorf("%T: the panel offers %v", a, k)
		}
	}
}

// While a choice is not standing, the panel offers it as one more button, last: the
// safest answer keeps the focus and each option its number. That button answers with
// its option (the engine gets the option's key), sets the standing choice and saves it,
// and the roll log says so; the next such decision is answered by it.
func TestStandingSetFromThePanel(t *testing.T) {
	for _, tc := range []struct {
		d     *engine.Decision
		label string
		key   string
		on    func(*game.Settings) bool
	}{
		{postureDec(engine.PostureSurfaced, engine.PostureSchnorchel), i18n.T(standingSurfacedLabel), engine.PostureSurfaced,
			func(s *game.Settings) bool { return s.AlwaysSurfaced }},
		{abortDec(), i18n.T(standingContinueLabel), "continue", func(s *game.Settings) bool { return s.NeverAbortWhileSound }},
	} {
		d := standingScript(tc.d)
		dir := t.TempDir()
		g, c := answerGame(game.Options{ConfigDir: dir}, d, nil)
		shown(t, g, c, tc.d.ID)
		frames(g, 300, nil)
		if len(d.chosen) != 0 {
			t.Fatalf("%s: answered %v without a standing choice or input", tc.d.ID, d.chosen)
		}
		bs := c.Panel.List.Buttons
		if len(bs) != 3 || bs[2].Key != standingPrefix+tc.key || bs[2].Label != tc.label || bs[2].Shortcut != 3 ||
			bs[0].Key != tc.d.Options[0].Key || bs[1].Key != tc.d.Options[1].Key {
			t.Fatalf("%s: the panel offers %+v", tc.d.ID, bs)
		}
		if bs[c.Panel.List.Focus].Key != tc.d.Options[tc.d.Safest()].Key {
			t.Errorf("%s: focus on %q, want the safest option", tc.d.ID, bs[c.Panel.List.Focus].Key)
		}
		g.In.Reset()
		g.In.Trigger(game.ChoiceAction(3))
		g.Update()
		if len(d.chosen) != 1 || d.chosen[0] != tc.key {
			t.Fatalf("%s: the standing button sent %v to the engine, want [%s]", tc.d.ID, d.chosen, tc.key)
		}
		if !tc.on(&g.Settings) {
			t.Errorf("%s: the standing choice is not set", tc.d.ID)
		}
		if saved, _ := game.LoadSettings(dir); !tc.on(&saved) {
			t.Errorf("%s: the standing choice is not saved: %+v", tc.d.ID, saved)
		}
		if log := rollLog(c); !strings.Contains(log, saidAnswer(tc.d, tc.key)+" "+i18n.T(standingSetNote)) {
			t.Errorf("%s: the roll log does not say the choice stands:\n%s", tc.d.ID, log)
		}
		// the next one is answered by it, and the panel offers no button to set it again
		d2 := standingScript(tc.d.Clone())
		g2, c2 := answerGame(game.Options{}, d2, nil)
		g2.Settings = g.Settings
		if !answeredAtOnce(g2, c2, d2) || len(d2.chosen) != 1 || d2.chosen[0] != tc.key {
			t.Errorf("%s: the standing choice set from the panel answered %v", tc.d.ID, d2.chosen)
		}
	}
}

// "Never abort while sound" answers Continue at once while the boat is sound, and asks
// (saying why) when she is not: hull, flooding, a system or a man hurt.
func TestStandingNeverAbortOnlyWhileSound(t *testing.T) {
	d := standingScript(abortDec())
	g, c := answerGame(game.Options{}, d, nil)
	g.Settings.NeverAbortWhileSound = true
	if !answeredAtOnce(g, c, d) || len(d.chosen) != 1 || d.chosen[0] != "continue" {
		t.Fatalf("a sound boat: answered %v, want [continue] at once", d.chosen)
	}
	if log := rollLog(c); !strings.Contains(log, saidAnswer(d.steps[0].dec, "continue")+" "+i18n.T(standingContinueNote)) {
		t.Errorf("the roll log does not say the standing choice answered:\n%s", log)
	}

	for _, tc := range []struct {
		name string
		hurt func(*engine.State)
		why  string
	}{
		{"hull", func(s *engine.State) { s.Boat.Hull = 1 }, "the hull is damaged"},
		{"flooding", func(s *engine.State) { s.Boat.Flooding = 2 }, "she is flooding"},
		{"system", func(s *engine.State) {
			s.Boat.Systems = []engine.System{{Key: "periscope", Name: "Periscope", State: engine.SysOK},
				{Key: "diesel_1", Name: "Diesel 1", State: engine.SysInoperative}}
		}, "Diesel 1 is damaged"},
		{"crew", func(s *engine.State) { s.Crew.M[engine.Crew2].Status = engine.LW }, "one of the crew is wounded or killed"},
	} {
		d := standingScript(abortDec())
		tc.hurt(&d.st)
		g, c := answerGame(game.Options{}, d, nil)
		g.Settings.NeverAbortWhileSound = true
		shown(t, g, c, "abort")
		frames(g, 300, nil)
		if len(d.chosen) != 0 {
			t.Errorf("%s: answered %v for a boat that is not sound", tc.name, d.chosen)
		}
		if p := strings.Join(c.Panel.Lines(), " "); !strings.Contains(p, tc.why) {
			t.Errorf("%s: the panel does not say why it asks: %q", tc.name, p)
		}
		if k := buttonKeys(c); len(k) != 2 {
			t.Errorf("%s: the panel offers %v, want the two options (the choice stands already)", tc.name, k)
		}
	}
}

// unsound reads the view: an absent member (not aboard) and a system not fitted do not
// count; every other hurt does, in words.
func TestUnsound(t *testing.T) {
	var v engine.View
	v.Crew[engine.Crew1] = engine.Member{Status: engine.KIA, Absent: true}
	v.Systems = []engine.System{{Key: "schnorchel", Name: "Schnorchel", State: engine.SysInoperative}}
	if why := unsound(&v); why != "" {
		t.Errorf("sound boat: %q", why)
	}
	v.Schnorchel = true
	v.Hull, v.Flooding = 1, 1
	v.Systems = append(v.Systems, engine.System{Key: "periscope", Name: "Periscope", State: engine.SysDamaged})
	v.Crew[engine.Kmdt].Status, v.Crew[engine.Crew3].Status = engine.SW, engine.LW
	want := "the hull is damaged, she is flooding, 2 systems are damaged, 2 of the crew are wounded or killed"
	if why := unsound(&v); why != want {
		t.Errorf("unsound = %q, want %q", why, want)
	}
}

// The settings screen shows each standing choice in words with its one-line explanation,
// and a click sets it and another clears it, saved each time.
func TestStandingSettingsRows(t *testing.T) {
	dir := t.TempDir()
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewSettings() })
	s := g.Stack.Top().(*Settings)
	g.Update()
	for _, tc := range []struct {
		key, label, sub string
		on              func(*game.Settings) bool
	}{
		{"always_surfaced", "always surfaced", i18n.T("settings.always_surfaced.about"), func(s *game.Settings) bool { return s.AlwaysSurfaced }},
		{"never_abort", "never abort while sound", i18n.T("settings.never_abort.about"), func(s *game.Settings) bool { return s.NeverAbortWhileSound }},
	} {
		var b *draw.Button
		for i := range s.list.Buttons {
			if s.list.Buttons[i].Key == tc.key {
				b = &s.list.Buttons[i]
			}
		}
		if b == nil {
			t.Fatalf("no row %s", tc.key)
		}
		for _, want := range []bool{true, false} {
			was := b.Label
			g.In.Reset()
			g.In.X, g.In.Y, g.In.Clicked = b.R.X+5, b.R.Y+5, true
			g.Update()
			saved, _ := game.LoadSettings(dir)
			if tc.on(&g.Settings) != want || tc.on(&saved) != want {
				t.Errorf("%s: after a click set %v, saved %v; want %v", tc.key, tc.on(&g.Settings), tc.on(&saved), want)
			}
			if !strings.Contains(was, tc.label+": "+onOff(!want)) || !strings.Contains(b.Label, tc.label+": "+onOff(want)) || b.Sub != tc.sub {
				t.Errorf("%s: row %q → %q (%q)", tc.key, was, b.Label, b.Sub)
			}
		}
	}
	for _, b := range s.list.Buttons {
		if b.R.Y+b.R.H > draw.LogicalH {
			t.Errorf("row %s below the screen's edge: %+v", b.Key, b.R)
		}
	}
}
