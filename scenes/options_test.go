package scenes

import (
	"testing"

	"uboat/engine"
	"uboat/game"
	"uboat/present"
)

// The career setup's options page (docs/options.md): Done is focused first (leaving it
// changes nothing), the presets set Standard / Historical / Everything, a rule's button
// switches it, and the setup's Config carries the choice.
func TestSetupOptionsPage(t *testing.T) {
	g := game.New(game.Options{Fake: true, Mute: true, Seed: 5}, func(g *game.Game) game.Scene { return NewTitle(g) })
	s := NewSetup(g)
	if c := s.Config(); len(c.Options) != 0 {
		t.Fatalf("standard by default: %v", c.Options)
	}
	p := NewOptionsPage(s)
	if b := p.list.Buttons[p.list.Focus]; b.Key != "done" {
		t.Fatalf("focused first: %s", b.Key)
	}
	p.Choose("preset:everything")
	if c := s.Config(); len(c.Options) != len(engine.KnownOptions) {
		t.Fatalf("everything: %v", c.Options.Keys())
	}
	p.Choose("opt:" + engine.OptReducedConvoy)
	if c := s.Config(); c.Options.Has(engine.OptReducedConvoy) || len(c.Options) != len(engine.KnownOptions)-1 {
		t.Fatalf("switched off: %v", c.Options.Keys())
	}
	p.Choose("preset:historical")
	want := present.OptionPresets[1].Keys
	if c := s.Config(); len(c.Options) != len(want) || optionsSummary(c.Options) != "Historical" {
		t.Fatalf("historical: %v (%s)", c.Options.Keys(), optionsSummary(c.Options))
	}
	if _, err := engine.NewCareer(s.Config(), nil); err != nil {
		t.Fatalf("the chosen options start a career: %v", err)
	}
	if !p.Choose("done") {
		t.Fatal("done closes the page")
	}
	p.Choose("preset:standard")
	if c := s.Config(); len(c.Options) != 0 || optionsSummary(c.Options) != "Standard" {
		t.Fatalf("standard: %v", c.Options.Keys())
	}
}
