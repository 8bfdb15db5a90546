package scenes

import (
	"testing"

	"uboat/engine"
	"uboat/game"
)

// The career setup offers the type and month of -type and -start first (VIIC and July
// 1943 without them), clamped to when the type is available (4.2.1).
func TestSetupPresets(t *testing.T) {
	setup := func(typ, start string) engine.Config {
		g := game.New(game.Options{Fake: true, Mute: true, Seed: 5, Type: typ, Start: start}, func(g *game.Game) game.Scene { return NewTitle(g) })
		return NewSetup(g).Config()
	}
	if c := setup("", ""); c.Type != "VIIC" || c.Start != engine.FirstMonth {
		t.Errorf("defaults: %s from %s, want VIIC from %s", c.Type, c.Start, engine.FirstMonth)
	}
	if c := setup("IXC/40", "1944-06"); c.Type != "IXC/40" || c.Start != engine.MonthOf(1944, 6) {
		t.Errorf("presets: %s from %s, want IXC/40 from 1944-06", c.Type, c.Start)
	}
	xxi := engine.MustData().Boards["XXI"].Available
	if c := setup("XXI", "1943-07"); c.Type != "XXI" || c.Start != max(engine.FirstMonth, xxi) {
		t.Errorf("XXI from 1943-07: got %s from %s, want the month it is available, %s", c.Type, c.Start, xxi)
	}
}
