package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/draw"
	"uboat/engine"
	"uboat/game"
	"uboat/i18n"
)

// dangerScript is one test-depth decision whose first option sinks the boat for sure.
func dangerScript() *scriptDriver {
	d := &engine.Decision{Seq: 1, ID: "test_depth", Kind: engine.KindTestDepth, Prompt: "Exceed test depth to shake off the escorts?",
		Options: []engine.Choice{
			{Key: "yes", Label: "Dive beyond test depth (one hull hit, then 2d6 against the hull)",
				Odds: []engine.Odds{{Outcome: "detected", P: 0.5}, {Outcome: "sunk", P: 1}}},
			{Key: "no", Label: "Stay within test depth", Odds: []engine.Odds{{Outcome: "detected", P: 0.7}}},
		}}
	return &scriptDriver{steps: []step{
		{ev: []engine.Event{&engine.CareerStart{Header: h(engine.TCareerStart), ID: "U-1", Type: "VIIC"}}, dec: d},
		{ev: []engine.Event{&engine.CareerEndEvent{Header: h(engine.TCareerEnd), Reason: "war_over", Victory: "defeat"}}},
	}}
}

// press runs one frame with an action triggered.
func press(g *game.Game, a game.Action) {
	g.In.Reset()
	g.In.Trigger(a)
	g.Update()
}

// click runs one frame with a click in the middle of button i of the decision panel.
func click(g *game.Game, c *Campaign, i int) {
	b := c.Panel.List.Buttons[i]
	g.In.Reset()
	g.In.X, g.In.Y = b.R.X+b.R.W/2, b.R.Y+b.R.H/2
	g.In.Moved, g.In.Clicked = true, true
	g.Update()
}

// Enter from habit answers the safest option, not the first; the first, sinking for
// sure, asks for a confirmation with "Go back" focused; the confirmation answers it.
func TestSafestFocusedAndDangerConfirmedKeyboard(t *testing.T) {
	d := dangerScript()
	g, c := answerGame(game.Options{}, d, nil)
	shown(t, g, c, "test_depth")
	if f := c.Panel.List.Focus; c.Panel.List.Buttons[f].Key != "no" {
		t.Fatalf("focus on %q, want the safest answer (no)", c.Panel.List.Buttons[f].Key)
	}
	press(g, game.ActConfirm)
	if len(d.chosen) != 1 || d.chosen[0] != "no" {
		t.Fatalf("Enter chose %v, want [no]", d.chosen)
	}

	// again, with the number key of the dangerous option
	d = dangerScript()
	g, c = answerGame(game.Options{}, d, nil)
	shown(t, g, c, "test_depth")
	press(g, game.ChoiceAction(1))
	if len(d.chosen) != 0 || !c.Panel.Confirming() {
		t.Fatalf("the 1 key chose %v at once (confirming %v)", d.chosen, c.Panel.Confirming())
	}
	text := strings.Join(c.Panel.Lines(), " ")
	if !strings.Contains(text, "Dive beyond test depth") || !strings.Contains(text, "100%") || strings.Contains(text, "2d6") {
		t.Fatalf("confirmation %q", text)
	}
	if c.Panel.List.Focus != 0 || c.Panel.List.Buttons[0].Key == "yes" {
		t.Fatalf("the confirmation focuses %+v, want Go back", c.Panel.List.Buttons[c.Panel.List.Focus])
	}
	press(g, game.ActConfirm) // from habit: back to the options
	if len(d.chosen) != 0 || c.Panel.Confirming() || c.Panel.List.Buttons[c.Panel.List.Focus].Key != "no" {
		t.Fatalf("Enter on the confirmation: chosen %v, confirming %v", d.chosen, c.Panel.Confirming())
	}
	press(g, game.ChoiceAction(1))
	press(g, game.ChoiceAction(2))
	if len(d.chosen) != 1 || d.chosen[0] != "yes" {
		t.Fatalf("confirmed: chose %v, want [yes]", d.chosen)
	}
}

// The same with the mouse; and with the setting off, no confirmation.
func TestDangerConfirmedMouseAndSetting(t *testing.T) {
	d := dangerScript()
	g, c := answerGame(game.Options{}, d, nil)
	shown(t, g, c, "test_depth")
	click(g, c, 0)
	if len(d.chosen) != 0 || !c.Panel.Confirming() {
		t.Fatalf("a click chose %v at once", d.chosen)
	}
	click(g, c, 1)
	if len(d.chosen) != 1 || d.chosen[0] != "yes" {
		t.Fatalf("confirmed by click: chose %v", d.chosen)
	}

	d = dangerScript()
	g, c = answerGame(game.Options{}, d, nil)
	g.Settings.ConfirmDanger = false
	shown(t, g, c, "test_depth")
	click(g, c, 0)
	if len(d.chosen) != 1 || d.chosen[0] != "yes" {
		t.Fatalf("setting off: chose %v, want [yes] at once", d.chosen)
	}
}

// Quit from the pause menu asks first: Enter from habit keeps playing, the second
// button quits.
func TestPauseQuitAsksFirst(t *testing.T) {
	g, c := answerGame(game.Options{}, dangerScript(), nil)
	shown(t, g, c, "test_depth")
	p := NewPause(c)
	g.PushOverlay(p)
	g.In.Reset()
	quit := 0
	for _, b := range p.list.Buttons {
		if b.Key == "pause.quit" {
			quit = b.Shortcut
		}
	}
	g.In.Trigger(game.ChoiceAction(quit))
	if err := g.Update(); err != nil || !p.quiting {
		t.Fatalf("%d (Quit the game): %v, asking %v", quit, err, p.quiting)
	}
	g.In.Reset()
	g.In.Trigger(game.ActConfirm)
	if err := g.Update(); err != nil || p.quiting || g.Stack.Top() != game.Scene(p) {
		t.Fatalf("Enter on the question: %v, asking %v, top %s", err, p.quiting, g.Stack.Top().Name())
	}
	press(g, game.ChoiceAction(quit))
	g.In.Reset()
	g.In.Trigger(game.ChoiceAction(2))
	if err := g.Update(); err != ebiten.Termination {
		t.Fatalf("confirmed quit: Update returned %v, want the game's end", err)
	}
}

// The settings screen shows each setting and changes it; the change is saved.
func TestSettingsScreenRows(t *testing.T) {
	dir := t.TempDir()
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewSettings() })
	s := g.Stack.Top().(*Settings)
	g.Update()
	want := map[string]string{"music": "Music and ambience: 100%", "effects": "Sound effects: 100%", "demo_pace": "demonstration: normal",
		"text": "Text size: 100%", "confirm": "Confirm dangerous choices: on"}
	for _, b := range s.list.Buttons {
		if w, ok := want[b.Key]; ok && !strings.Contains(b.Label, w) {
			t.Errorf("row %s: %q, want %q", b.Key, b.Label, w)
		}
	}
	row := func(key string) int {
		for i, b := range s.list.Buttons {
			if b.Key == key {
				return i
			}
		}
		t.Fatalf("no row %s", key)
		return -1
	}
	click := func(key string) {
		b := s.list.Buttons[row(key)]
		g.In.Reset()
		g.In.X, g.In.Y, g.In.Clicked = b.R.X+5, b.R.Y+5, true
		g.Update()
	}
	click("confirm")
	click("demo_pace")
	click("text")
	s.list.Focus = row("effects")
	g.In.Reset()
	g.In.Trigger(game.ActLeft)
	g.Update()
	got, _ := game.LoadSettings(dir)
	if got.ConfirmDanger || got.DemoPace != "fast" || got.TextScale != 1.15 || got.EffectsVolume != 0.9 || got.MusicVolume != 1 {
		t.Fatalf("saved %+v", got)
	}
}

// In the browser Quit would stop the loop and leave a frozen page: neither the title nor
// the pause menu offers it, and Escape on the title does not quit.
func TestNoQuitInTheBrowser(t *testing.T) {
	defer func(v bool) { canQuit = v }(canQuit)
	canQuit = false
	g, c := answerGame(game.Options{}, dangerScript(), nil)
	title := NewTitle(g)
	for _, b := range title.list.Buttons {
		if b.Key == "quit" {
			t.Fatal("the title offers Quit in the browser")
		}
	}
	for _, b := range NewPause(c).list.Buttons {
		if strings.Contains(b.Label, "Quit") {
			t.Fatal("the pause menu offers Quit in the browser")
		}
	}
	g.Stack.Reset(title, false)
	g.In.Reset()
	g.In.Trigger(game.ActBack)
	if err := g.Update(); err != nil {
		t.Fatalf("Escape on the title in the browser: %v", err)
	}
}

// The settings' language row names each language in itself and "as the system"; a click
// chooses the next, which the settings screen speaks at once, the title under it as
// soon as it is back on top, and which is saved.
func TestSettingsLanguageRow(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	dir := t.TempDir()
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewTitle(g) })
	title := g.Stack.Top().(*Title)
	g.Stack.Push(NewSettings(), false)
	g.Update()
	s := g.Stack.Top().(*Settings)
	row := func() draw.Button {
		for _, b := range s.list.Buttons {
			if b.Key == "language" {
				return b
			}
		}
		t.Fatal("no language row")
		return draw.Button{}
	}
	if got, want := row().Label, "Language: as the system ("+i18n.Detect().Name()+")"; got != want {
		t.Errorf("first language row %q, want %q", got, want)
	}
	for _, want := range []struct {
		code, label, title string
	}{
		{"en", "Language: English", "SETTINGS"},
		{"de", "Sprache: Deutsch", "EINSTELLUNGEN"},
		{"it", "Lingua: Italiano", "IMPOSTAZIONI"},
		{"es", "Idioma: Español", "OPCIONES"},
		{"", "Language: as the system (", "SETTINGS"},
	} {
		b := row()
		g.In.Reset()
		g.In.X, g.In.Y, g.In.Clicked = b.R.X+5, b.R.Y+5, true
		g.Update()
		saved, _ := game.LoadSettings(dir)
		if g.Settings.Language != want.code || saved.Language != want.code {
			t.Errorf("after a click the language is %q, saved %q; want %q", g.Settings.Language, saved.Language, want.code)
		}
		if !strings.HasPrefix(row().Label, want.label) || s.title.text != want.title {
			t.Errorf("%q: the row says %q under %q; want %q under %q", want.code, row().Label, s.title.text, want.label, want.title)
		}
	}
	// German, then back to the title: its buttons speak German
	b := row()
	g.In.Reset()
	g.In.X, g.In.Y, g.In.Clicked = b.R.X+5, b.R.Y+5, true
	g.Update() // en
	g.In.Reset()
	g.In.X, g.In.Y, g.In.Clicked = b.R.X+5, b.R.Y+5, true
	g.Update() // de
	g.In.Reset()
	g.In.Trigger(game.ActBack)
	g.Update()
	for i := 0; i < 200 && (g.Stack.Top() != game.Scene(title) || g.Stack.Fading()); i++ { // the fade
		g.In.Reset()
		g.Update()
	}
	g.In.Reset()
	g.Update()
	newLabel := ""
	for _, b := range title.list.Buttons { // (a fresh title offers the guided patrol first)
		if b.Key == "new" {
			newLabel = b.Label
		}
	}
	if g.Stack.Top() != game.Scene(title) || newLabel != "Neue Karriere" || !strings.Contains(title.hint.text, "Maus") {
		t.Errorf("back on the title after choosing German (%v, %q, top %s): %q, %q", i18n.Current(), g.Settings.Language, g.Stack.Top().Name(), newLabel, title.hint.text)
	}
}

// Back from the settings in another language, the pause menu speaks it: its title, note
// and buttons.
func TestPauseSpeaksTheLanguageChosen(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	i18n.SetCurrent(i18n.En)
	p := NewPause(nil)
	if p.list.Buttons[0].Label != "Resume" {
		t.Fatalf("pause in English: %q", p.list.Buttons[0].Label)
	}
	i18n.SetCurrent(i18n.Es)
	p.Enter(nil)
	if p.list.Buttons[0].Label != "Reanudar" || p.list.Buttons[1].Label != "Opciones" || p.title.text != "PAUSA" {
		t.Errorf("pause after choosing Spanish: %q, %q, %q", p.list.Buttons[0].Label, p.list.Buttons[1].Label, p.title.text)
	}
}
