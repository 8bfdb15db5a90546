package scenes

import (
	"testing"

	"uboat/engine"
	"uboat/game"
)

// topOptionsPage runs frames (the push fades in) until the options page is on top.
func topOptionsPage(g *game.Game) (*OptionsPage, bool) {
	for i := 0; i < 120; i++ {
		if p, ok := g.Stack.Top().(*OptionsPage); ok {
			return p, true
		}
		g.In.Reset()
		g.Update()
	}
	return nil, false
}

// The setup's "Optional rules" button is reached by the keyboard and the gamepad's d-pad
// (the same actions): ↓ past the last type focuses it (the focus ring shows it), Enter
// or A opens the options page, ↓ again goes to the wolfpack's button (13.5), then back to
// the first type, and ↑ from the first type comes back to the wolfpack's button. Enter on a type still starts the career (not tested
// here: TestSetup… start it).
func TestSetupOptionsButtonByKeys(t *testing.T) {
	g, s := newTestSetup(t, "")
	n := len(s.types.Buttons)
	for i := 0; i <= n && s.zone == setupZoneTypes; i++ {
		pressSetup(t, g, s, game.ActDown)
	}
	if s.zone != setupZoneOptions || s.actions.Focus != 2 {
		t.Fatalf("↓ past the last type: zone %d, focus %d", s.zone, s.actions.Focus)
	}
	if r, ok := s.Focus(); !ok || r != s.actions.Buttons[2].R {
		t.Fatalf("focus ring on %v, want the options button %v", r, s.actions.Buttons[2].R)
	}
	pressSetup(t, g, s, game.ActDown)
	if r, _ := s.Focus(); s.zone != setupZoneWolfpack || r != s.actions.Buttons[5].R {
		t.Fatalf("↓ from the options button: zone %d, focus ring %v", s.zone, r)
	}
	pressSetup(t, g, s, game.ActDown)
	if s.zone != setupZoneTypes || s.types.Focus != 0 {
		t.Fatalf("↓ from the wolfpack's button: zone %d type %d", s.zone, s.types.Focus)
	}
	pressSetup(t, g, s, game.ActUp)
	if s.zone != setupZoneWolfpack {
		t.Fatalf("↑ from the first type: zone %d", s.zone)
	}
	pressSetup(t, g, s, game.ActConfirm)
	for g.Stack.Fading() {
		g.Stack.Step()
	}
	if _, ok := g.Stack.Top().(*PackSetup); !ok {
		t.Fatalf("Enter on the wolfpack's button: top %s", g.Stack.Top().Name())
	}
	g.Stack.Reset(s, false)
	pressSetup(t, g, s, game.ActUp)
	if s.zone != setupZoneOptions {
		t.Fatalf("↑ from the wolfpack's button: zone %d", s.zone)
	}
	pressSetup(t, g, s, game.ActConfirm)
	p, ok := topOptionsPage(g)
	if !ok {
		t.Fatalf("Enter on the options button: top %s", g.Stack.Top().Name())
	}
	p.Choose("opt:" + engine.OptHistoricalIDs)
	p.Choose("done")
	s.Enter(g)
	d := engine.MustData()
	if !d.IsHistoricalID(s.Type(), string(s.unum)) {
		t.Fatalf("14.4 on: U-number %s is not a historical %s", string(s.unum), s.Type())
	}
	// with 14.4 the historical U-number's button joins the cycle: Enter takes another
	pressSetup(t, g, s, game.ActDown)
	if s.zone != setupZoneHistorical {
		t.Fatalf("↓ from the options button with 14.4: zone %d", s.zone)
	}
	if r, _ := s.Focus(); r != s.hist.Buttons[0].R {
		t.Fatalf("focus ring on %v", r)
	}
	seen := map[string]bool{string(s.unum): true}
	for i := 0; i < 5; i++ {
		pressSetup(t, g, s, game.ActConfirm)
		if !d.IsHistoricalID(s.Type(), string(s.unum)) {
			t.Fatalf("another historical ID: %s", string(s.unum))
		}
		seen[string(s.unum)] = true
	}
	if len(seen) < 3 {
		t.Errorf("another historical ID gave %v", seen)
	}
	if _, err := engine.NewCareer(s.Config(), nil); err != nil {
		t.Fatalf("career with a historical ID: %v", err)
	}
	pressSetup(t, g, s, game.ActDown)
	if s.zone != setupZoneWolfpack {
		t.Fatalf("↓ from the historical button: zone %d", s.zone)
	}
}
