package scenes

import (
	"strings"
	"testing"

	"uboat/engine"
	"uboat/game"
	"uboat/i18n"
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

// 14.13 on the options page: the rule's button goes from off through each Kommandant card
// in turn (in words: his name, boat and type, his abilities; reached like every button by
// keyboard, mouse and gamepad) back to off; a card sets the setup to his name, boat, type
// and first month, and the career starts with it. Another type, or the rule switched
// off, sets the card aside.
func TestSetupKommandantCard(t *testing.T) {
	g := game.New(game.Options{Fake: true, Mute: true, Seed: 5}, func(g *game.Game) game.Scene { return NewTitle(g) })
	s := NewSetup(g)
	p := NewOptionsPage(s)
	card := -1
	for i, b := range p.list.Buttons {
		if b.Key == "opt:"+engine.OptKommandantCards {
			card = i
		}
	}
	if card < 0 {
		t.Fatal("no 14.13 button")
	}
	off := p.list.Buttons[card].Label
	for range 4 { // off → Eick → Maus → Timm → Henke
		p.Choose("opt:" + engine.OptKommandantCards)
	}
	c := s.Config()
	if c.Card != 4 || c.Type != "IXC" || c.Kommandant != "Werner Henke" || c.UNumber != "U-515" || !c.Options.Has(engine.OptKommandantCards) {
		t.Fatalf("Henke: %+v", c)
	}
	if b := p.list.Buttons[card]; b.Label == off || !strings.Contains(b.Label, "Werner Henke") || b.Sub == "" {
		t.Errorf("the card in words: %+v", b)
	}
	if _, err := engine.NewCareer(c, nil); err != nil {
		t.Fatalf("Henke's career: %v", err)
	}
	for i, k := range s.data.BoardKeys { // another type (not a IXC)
		if k == "VIIC" {
			s.types.Focus = i
		}
	}
	s.checkCard()
	if s.Config().Card != 0 || s.Note() == "" {
		t.Errorf("a VIIC sets Henke aside, saying so: card %d note %q", s.Config().Card, s.Note())
	}
	for range 8 { // from no card: each of the eight, then off
		p.Choose("opt:" + engine.OptKommandantCards)
	}
	if s.Card() != 8 {
		t.Fatalf("the last card: %d", s.Card())
	}
	p.Choose("opt:" + engine.OptKommandantCards)
	if s.Card() != 0 || s.Config().Card != 0 || s.Config().Options.Has(engine.OptKommandantCards) {
		t.Errorf("after the last card the rule is off: card %d, %v", s.Card(), s.Config().Options.Keys())
	}
}

// Each rule of the options page explains itself (issue 14): its tip names its rule
// number, says what it does and whether it helps or hurts the player (options.effect.*)
// and whether it is on; a preset's tip names its rules; the help key on a rule shows the
// tooltip. In every language.
func TestOptionsPageTips(t *testing.T) {
	defer i18n.SetCurrent(i18n.En)
	for _, l := range i18n.Langs {
		g := game.New(game.Options{Fake: true, Mute: true, Seed: 5, Lang: l.String()}, func(g *game.Game) game.Scene { return NewTitle(g) })
		s := NewSetup(g)
		p := NewOptionsPage(s)
		p.Choose("preset:historical")
		seen := map[string]bool{}
		for _, b := range p.list.Buttons {
			tp, ok := p.TipAt(b.R.X+b.R.W/2, b.R.Y+b.R.H/2)
			switch {
			case strings.HasPrefix(b.Key, "opt:"):
				k := strings.TrimPrefix(b.Key, "opt:")
				effect := i18n.T("options.effect." + k[strings.Index(k, "_")+1:])
				state := i18n.T("options.tip.off")
				if s.options.Has(k) {
					state = i18n.T("options.tip.on")
				}
				if !ok || !strings.HasPrefix(tp.Title, present.OptionRule(k)+" ") || !strings.Contains(tp.Text, present.OptionRule(k)) ||
					!strings.Contains(tp.Text, present.OptionExplain(k)) || !strings.Contains(tp.Text, effect) || !strings.HasSuffix(tp.Text, state) {
					t.Errorf("%v: %s's tip %+v", l, k, tp)
				}
				seen[k] = true
			case strings.HasPrefix(b.Key, "preset:"):
				if !ok || tp.Text == "" {
					t.Errorf("%v: %s's tip %+v", l, b.Key, tp)
				}
			}
		}
		if len(seen) != len(engine.KnownOptions) {
			t.Errorf("%v: %d rules with tips, want %d", l, len(seen), len(engine.KnownOptions))
		}
		if tp, _ := p.TipAt(p.list.Buttons[2].R.X+4, p.list.Buttons[2].R.Y+4); !strings.Contains(tp.Text, "4.5.2") {
			t.Errorf("%v: the Everything preset's tip %q names no rule", l, tp.Text)
		}
		// through the input path: the help key with the first rule focused
		for i, b := range p.list.Buttons {
			if strings.HasPrefix(b.Key, "opt:") {
				p.list.Focus = i
				break
			}
		}
		g.In.Reset()
		g.In.Trigger(game.ActHelp)
		if err := p.Update(g); err != nil {
			t.Fatal(err)
		}
		if !p.tip.shown || p.tip.title == "" || len(p.tip.lines) == 0 {
			t.Errorf("%v: the help key on a rule: shown %v, %q", l, p.tip.shown, p.tip.title)
		}
	}
}
