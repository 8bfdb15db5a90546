package scenes

import (
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
	"uboat/engine/tactical"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// tacDriver drives a real career with a tactical provider set (the game's own driver
// sets none yet): the session, with the events played before it was handed over given
// with its first Next.
type tacDriver struct {
	s   *engine.Session
	pre []engine.Event
}

func (d *tacDriver) Next() ([]engine.Event, *engine.Decision) {
	ev, dec := d.s.Next()
	if d.pre != nil {
		ev, d.pre = append(d.pre, ev...), nil
	}
	return ev, dec
}
func (d *tacDriver) Choose(seq int, key string) error { return d.s.Choose(seq, key) }
func (d *tacDriver) State() *engine.State             { return d.s.Career().State() }
func (d *tacDriver) Done() bool                       { return d.s.Done() }
func (d *tacDriver) Err() error                       { return d.s.Err() }
func (d *tacDriver) Close()                           { d.s.Close() }

// lookoutsCareer plays a career with the crash-dive scene on `ask` and the AI provider
// up to its first lookouts decision (the Commander answering before it), and returns
// the driver holding it.
func lookoutsCareer(t *testing.T) *tacDriver {
	t.Helper()
	c, err := engine.NewCareer(engine.Config{Seed: 5, Type: "VIIC", Options: engine.Options{engine.TacticalOption(engine.TacCrashDive, engine.TacAsk): true}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.SetTactical(tactical.NewAIProvider(tactical.MustData(), tactical.Reference, policy.NewCommander()))
	s := engine.NewSession(c)
	cm := policy.NewCommander()
	var pre []engine.Event
	for {
		ev, d := s.Next()
		pre = append(pre, ev...)
		if d == nil {
			t.Fatal("the career ended without a lookouts decision")
		}
		if d.Kind == engine.KindLookouts {
			return &tacDriver{s: s, pre: pre}
		}
		key, _ := cm.Decide(c.State(), d)
		if err := s.Choose(d.Seq, key); err != nil {
			t.Fatal(err)
		}
	}
}

// The lookouts decision (tactical-design §4.6) shows on the transit chart's decision
// panel in every language, in that language's words (prompt and both options), the
// help key on "double lookouts" explains the term, and its number key keeps the posture
// in the career.
func TestLookoutsOnTheTransitPanel(t *testing.T) {
	defer i18n.SetCurrent(i18n.En)
	for _, l := range i18n.Langs {
		drv := lookoutsCareer(t)
		g, c := answerGame(game.Options{Lang: l.String()}, drv, nil)
		shown(t, g, c, "lookouts")
		if top := g.Stack.Top(); top == nil || top.Name() != PlaceTransit.String() {
			t.Fatalf("%v: the lookouts decision shown on %v, want the transit chart", l, top)
		}
		want := present.LocalizeLang(l, c.raw, drv.State())
		en := present.LocalizeLang(i18n.En, c.raw, drv.State())
		if c.Panel.D == nil || c.Panel.D.Prompt != want.Prompt || strings.Contains(want.Prompt, "tactical §4.6") {
			t.Fatalf("%v: the panel's prompt %q, want %q", l, c.Panel.D.Prompt, want.Prompt)
		}
		bs := c.Panel.List.Buttons
		if len(bs) != 2 {
			t.Fatalf("%v: %d buttons", l, len(bs))
		}
		for i, b := range bs {
			if b.Label != want.Options[i].Label || b.Label == "" {
				t.Errorf("%v: button %d %q, want %q", l, i, b.Label, want.Options[i].Label)
			}
			if l != i18n.En && b.Label == en.Options[i].Label {
				t.Errorf("%v: button %d in English: %q", l, i, b.Label)
			}
		}
		// the help key on the focused double option explains the term
		c.Panel.List.Focus = 1
		g.In.Reset()
		g.In.X, g.In.Y = 5, 5
		g.In.Trigger(game.ActHelp)
		g.Update()
		if !c.tip.shown || c.tip.tip.Term != "double_lookouts" {
			t.Errorf("%v: help on %q: shown %v, tip %+v", l, bs[1].Label, c.tip.shown, c.tip.tip)
		}
		g.In.Reset()
		g.In.Trigger(game.ActHelp)
		g.Update()
		// the second option's number key answers double lookouts: the career keeps them
		g.In.Reset()
		g.In.Trigger(game.ChoiceAction(2))
		g.Update()
		frames(g, 2000, func() bool { return c.pending != nil && c.pending.Kind == engine.KindPosture })
		if p := drv.State().Patrol; p == nil || p.Lookouts != engine.LookoutsDouble || p.LookoutsLeg != engine.LegOutbound {
			t.Fatalf("%v: after the answer the patrol keeps %+v", l, p)
		}
		drv.Close()
	}
}
