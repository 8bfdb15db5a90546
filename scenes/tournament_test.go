package scenes

import (
	"testing"

	"uboat/engine"
	"uboat/engine/enginetest"
	"uboat/engine/tournament"
	"uboat/game"
	"uboat/savefile"
)

// The setup's tournament page (13.2–13.4): the kind chosen and the setup's type, start
// and options make the tournament file; a career started under it has the setup fixed
// (the arrows do not move the month, ↑/↓ not the type); the standings judge the game's
// own finished careers played under it and rank them by tonnage.
func TestTournamentFromSetup(t *testing.T) {
	dir := t.TempDir()
	g := game.New(game.Options{Fake: true, Mute: true, Seed: 5, Start: "1944-06", ConfigDir: dir}, func(g *game.Game) game.Scene { return NewTitle(g) })
	s := NewSetup(g)
	p := NewTournamentPage(g, s)
	if b := p.list.Buttons[p.list.Focus]; b.Key != "back" {
		t.Fatalf("focused first: %s", b.Key)
	}
	p.Choose(g, "kind") // 13.2 → 13.3
	p.Choose(g, "create")
	b, err := savefile.ReadConfig(dir, tournamentFile)
	if err != nil {
		t.Fatal(err)
	}
	r, err := tournament.Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	if r.Kind != tournament.KindSurvival || r.Type != "VIIC" || r.Start != engine.MonthOf(1944, 6) || len(r.Options) != 0 {
		t.Fatalf("tournament file %+v\n%s", r, b)
	}
	if !p.Choose(g, "play") || s.tour == nil {
		t.Fatal("play puts the setup under the tournament")
	}
	pressSetup(t, g, s, game.ActRight)
	pressSetup(t, g, s, game.ActDown)
	if c := s.Config(); c.Type != "VIIC" || c.Start != r.Start || s.Note() == "" {
		t.Fatalf("under the tournament the setup moved: %s from %s (note %q)", c.Type, c.Start, s.Note())
	}
	// finished careers: two under the tournament, one of another start (no entry)
	tons := map[string]int{}
	for seed := uint64(1); seed <= 3; seed++ {
		start := r.Start
		if seed == 3 {
			start = engine.MonthOf(1944, 7)
		}
		cfg := s.Config()
		cfg.Seed, cfg.Start, cfg.Kommandant, cfg.UNumber = seed, start, "K", "U-1"
		car, sv := enginetest.Play(t, cfg, nil)
		id := "t" + string(rune('0'+seed))
		if err := g.Careers.Put(id, sv); err != nil {
			t.Fatal(err)
		}
		tons[id] = car.State().CareerTons
	}
	st := NewStandings(g, r)
	es := st.Entries()
	if len(es) != 2 {
		t.Fatalf("%d entries, want the 2 careers played under the tournament: %+v", len(es), es)
	}
	for _, e := range es {
		if e.Rejected != nil || e.Tons != tons[e.File] || e.File == "t3" {
			t.Fatalf("entry %+v (played %d t)", e, tons[e.File])
		}
	}
	// leaving the tournament frees the setup
	p = NewTournamentPage(g, s)
	p.Choose(g, "leave")
	pressSetup(t, g, s, game.ActRight)
	if s.tour != nil || s.Config().Start == r.Start {
		t.Fatal("after leaving, the month moves again")
	}
}
