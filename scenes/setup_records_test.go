package scenes

import (
	"strings"
	"testing"

	"uboat/assets"
	"uboat/engine"
	"uboat/engine/policy"
	"uboat/game"
	"uboat/present"
)

func newTestSetup(t *testing.T, start string) (*game.Game, *Setup) {
	t.Helper()
	g := game.New(game.Options{Fake: true, Mute: true, Seed: 5, Start: start}, func(g *game.Game) game.Scene { return NewTitle(g) })
	return g, NewSetup(g)
}

// pressSetup runs one setup frame with the actions triggered.
func pressSetup(t *testing.T, g *game.Game, s *Setup, acts ...game.Action) {
	t.Helper()
	g.In.Reset()
	for _, a := range acts {
		g.In.Trigger(a)
	}
	if err := s.Update(g); err != nil {
		t.Fatal(err)
	}
}

// pick focuses a type by pressing ↑/↓ (the setup's own keys) until it is chosen.
func pick(t *testing.T, g *game.Game, s *Setup, typ string) {
	t.Helper()
	for i := 0; i < 20 && s.Type() != typ; i++ {
		pressSetup(t, g, s, game.ActDown)
	}
	if s.Type() != typ {
		t.Fatalf("cannot reach type %s", typ)
	}
}

// 4.2.1 / 4.2.2: a type available later moves the start and says so; choosing another
// type afterwards brings back the player's own start (or the earliest), saying so too.
func TestSetupStartNeverChangesSilently(t *testing.T) {
	xxi := engine.MustData().Boards["XXI"].Available
	g, s := newTestSetup(t, "")
	if s.Type() != "VIIC" || s.Config().Start != engine.FirstMonth || s.Note() != "" {
		t.Fatalf("default %s %s note %q", s.Type(), s.Config().Start, s.Note())
	}
	pick(t, g, s, "XXI")
	if s.Config().Start != xxi || !strings.Contains(s.Note(), "available from") {
		t.Fatalf("XXI: start %s note %q, want %s and why", s.Config().Start, s.Note(), xxi)
	}
	pick(t, g, s, "VIIC")
	if s.Config().Start != engine.FirstMonth || !strings.Contains(s.Note(), "back to") {
		t.Fatalf("VIIC after XXI: start %s note %q, want %s back", s.Config().Start, s.Note(), engine.FirstMonth)
	}

	// The player's own month comes back after a type that forced a later one.
	pressSetup(t, g, s, game.ActRight)
	pressSetup(t, g, s, game.ActRight)
	own := engine.FirstMonth + 2
	if s.Config().Start != own || s.Note() != "" {
		t.Fatalf("→→: %s note %q", s.Config().Start, s.Note())
	}
	pick(t, g, s, "XXI")
	pick(t, g, s, "VIIC")
	if s.Config().Start != own {
		t.Fatalf("own start %s not restored: %s", own, s.Config().Start)
	}

	// A -start preset is the player's own choice too.
	g, s = newTestSetup(t, "1944-06")
	pick(t, g, s, "XXI")
	pick(t, g, s, "VIIC")
	if s.Config().Start != engine.MonthOf(1944, 6) {
		t.Fatalf("preset 1944-06 not restored: %s", s.Config().Start)
	}
}

// The setup answers number keys and ↑/↓ like the other menus, shows the keys on its
// buttons, and ↑/↓ never wander onto Start/Back (Enter then starts the career).
func TestSetupKeys(t *testing.T) {
	g, s := newTestSetup(t, "")
	keys := engine.MustData().BoardKeys
	pressSetup(t, g, s, game.ChoiceAction(3))
	if s.Type() != keys[2] {
		t.Fatalf("key 3: type %s, want %s", s.Type(), keys[2])
	}
	pressSetup(t, g, s, game.ChoiceAction(1))
	pressSetup(t, g, s, game.ActDown)
	if s.Type() != keys[1] || s.actions.Focus != -1 {
		t.Fatalf("↓: type %s (want %s), action focus %d", s.Type(), keys[1], s.actions.Focus)
	}
	for i, b := range s.types.Buttons {
		if i < 9 && b.Shortcut != i+1 {
			t.Errorf("type button %d shows no number key", i)
		}
	}
	for _, b := range s.actions.Buttons {
		if b.Sub == "" {
			t.Errorf("button %q shows no key", b.Label)
		}
	}
}

// uboat-types 4.13: the Type XIV carries no torpedo tubes — the setup says why — and
// its cargo; every family has its own silhouette.
func TestSetupBoatFacts(t *testing.T) {
	d := engine.MustData()
	txt := func(k string) string {
		var b strings.Builder
		for _, l := range torpedoLines(d.Boards[k]) {
			b.WriteString(l[0] + ": " + l[1] + "\n")
		}
		return b.String()
	}
	if x := txt("XIV"); !strings.Contains(x, "milk cow") || !strings.Contains(x, "supply boat") || !strings.Contains(x, "4 torpedoes") {
		t.Errorf("XIV: %q", x)
	}
	if x := txt("VIIC"); !strings.Contains(x, "4 bow, 1 stern") || strings.Contains(x, "milk cow") {
		t.Errorf("VIIC: %q", x)
	}
	fams := map[string]string{}
	for _, k := range d.BoardKeys {
		fams[assets.Family(k)] = k
	}
	if len(fams) < 5 {
		t.Errorf("the setup's types show %d silhouettes: %v", len(fams), fams)
	}
}

// After Continue the roll log shows the career so far: the replayed events in words,
// from the orders of its first patrol, then the note that it was restored.
func TestResumedRollLogShowsTheCareerSoFar(t *testing.T) {
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir()}, func(g *game.Game) game.Scene { return NewTitle(g) })
	d, err := game.NewEngineDriver(engine.Config{Seed: 159, Type: "IXC", Odds: true})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	cm := policy.NewCommander()
	var first string // the text of the first event the player saw that the log shows
	for n := 0; n < 30; n++ {
		evs, dec := d.Next()
		for _, e := range evs {
			if _, ok := e.(*engine.AssignmentEvent); ok && first == "" {
				first = present.EventText(e)
			}
		}
		if dec == nil {
			t.Fatal("the career ended early")
		}
		key, _ := cm.Decide(d.State(), dec)
		if err := d.Choose(dec.Seq, key); err != nil {
			t.Fatal(err)
		}
	}
	sv, err := d.Save()
	if err != nil {
		t.Fatal(err)
	}
	r, err := game.ResumeDriver(sv)
	if err != nil {
		t.Fatal(err)
	}
	c := ResumeCampaign(g, &game.Resume{ID: "c1", Save: sv, Driver: r})
	defer c.drv.Close()
	log := strings.Join(c.Log.Lines(), "\n")
	if first == "" || !strings.Contains(log, strings.Fields(first)[0]) || !strings.Contains(log, first[:min(len(first), 30)]) {
		t.Errorf("the roll log lacks the first orders %q:\n%s", first, log)
	}
	if lines := c.Log.Lines(); len(lines) < 30 || !strings.HasPrefix(lines[len(lines)-1], "Career restored") {
		t.Errorf("roll log after Continue (%d lines):\n%s", len(lines), log)
	}
}
