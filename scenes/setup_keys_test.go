package scenes

import (
	"fmt"
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

// The setup's buttons are reached by the keyboard and the gamepad's d-pad (the same
// actions), in the screen's order: ↓ past the last type focuses "Optional rules" (the
// focus ring shows it), then Tournament, Two players, Wolfpack (13.5), then back to the
// first type; ↑ from the first type comes back to the last button. Enter or A opens
// each button's page. With opt 14.4 the historical U-number's button joins the cycle
// after the wolfpack's. Enter on a type still starts the career (TestSetup… start it).
func TestSetupOptionsButtonByKeys(t *testing.T) {
	g, s := newTestSetup(t, "")
	n := len(s.types.Buttons)
	for i := 0; i <= n && s.zone == setupZoneTypes; i++ {
		pressSetup(t, g, s, game.ActDown)
	}
	cycle := []struct {
		zone, button int
		page         string
	}{
		{setupZoneOptions, 2, "*scenes.OptionsPage"},
		{setupZoneTournament, 3, "*scenes.TournamentPage"},
		{setupZoneDuel, 4, "*scenes.DuelSetup"},
		{setupZoneWolfpack, 5, "*scenes.PackSetup"},
	}
	for i, c := range cycle {
		if i > 0 {
			pressSetup(t, g, s, game.ActDown)
		}
		if r, ok := s.Focus(); s.zone != c.zone || s.actions.Focus != c.button || !ok || r != s.actions.Buttons[c.button].R {
			t.Fatalf("↓ %d past the last type: zone %d, focus %d, ring %v; want zone %d, button %d %v",
				i+1, s.zone, s.actions.Focus, r, c.zone, c.button, s.actions.Buttons[c.button].R)
		}
		pressSetup(t, g, s, game.ActConfirm)
		for j := 0; j < 120 && g.Stack.Top() == game.Scene(s); j++ {
			g.In.Reset()
			g.Update()
		}
		for g.Stack.Fading() {
			g.Stack.Step()
		}
		if got := fmt.Sprintf("%T", g.Stack.Top()); got != c.page {
			t.Fatalf("Enter on button %d: top %s, want %s", c.button, got, c.page)
		}
		g.Stack.Reset(s, false)
	}
	pressSetup(t, g, s, game.ActDown)
	if s.zone != setupZoneTypes || s.types.Focus != 0 {
		t.Fatalf("↓ from the wolfpack's button: zone %d type %d", s.zone, s.types.Focus)
	}
	pressSetup(t, g, s, game.ActUp)
	if s.zone != setupZoneWolfpack {
		t.Fatalf("↑ from the first type: zone %d", s.zone)
	}
	for _, want := range []int{setupZoneDuel, setupZoneTournament, setupZoneOptions} {
		pressSetup(t, g, s, game.ActUp)
		if s.zone != want {
			t.Fatalf("↑: zone %d, want %d", s.zone, want)
		}
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
	for i := 0; i < 3; i++ { // options → tournament → two players → wolfpack
		pressSetup(t, g, s, game.ActDown)
	}
	pressSetup(t, g, s, game.ActDown)
	if s.zone != setupZoneHistorical {
		t.Fatalf("↓ from the wolfpack's button with 14.4: zone %d", s.zone)
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
	if s.zone != setupZoneTypes {
		t.Fatalf("↓ from the historical button: zone %d", s.zone)
	}
}
