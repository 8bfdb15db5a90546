package bdu

import (
	"slices"
	"testing"
)

// SW 30.32 (torch.go): in WP5 Bermuda, the Sargasso Sea and Mid-Ocean read their WP4
// chart row (design 7.1) until the Torch landings, then their WP5 row; the other OAs
// read the WP5 row throughout.
func TestTorchRows(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "mid_ocean", MonthOf(1942, 10))
	if c.Period != 5 {
		t.Fatalf("1942-10 is WP%d, want WP5", c.Period)
	}
	for _, oa := range centralAtlantic {
		if got := c.rowPeriod(oa); got != 4 {
			t.Errorf("before Torch: %s reads the WP%d row, want WP4", oa, got)
		}
	}
	if got := c.rowPeriod("sw_approaches"); got != 5 {
		t.Errorf("before Torch: sw_approaches reads the WP%d row, want WP5", got)
	}
	// Mid-Ocean WP4 `WWWWGGOOBb` (first red-dot box 9), WP5 `WWWGGOOBbR` (8)
	if got := c.transitThreshold("mid_ocean"); got != 9 {
		t.Errorf("before Torch: Mid-Ocean transit threshold %d, want 9 (WP4 row)", got)
	}
	search := func(faces ...int) string {
		c.Dice = NewScriptedDice(faces...)
		c.War.IntelMod, c.War.BDienstArea = 0, ""
		rec := &Recorder{}
		c.Log = rec
		c.searchAAC(b, "mid_ocean")
		for _, e := range rec.Events {
			if s, ok := e.(*SearchEvent); ok {
				return s.Result
			}
		}
		t.Fatal("no search event")
		return ""
	}
	// AAC 3: white in the WP4 row (no contact roll), green in the WP5 row (contact
	// roll 0 − 1 → no contact)
	if got := search(3); got != "W" {
		t.Errorf("before Torch: AAC 3 in Mid-Ocean reads %q, want W (WP4 row)", got)
	}
	c.Events[torchKey] = c.Now.Turn()
	if got := search(3, 0, 0, 0); got != cellKey('G') {
		t.Errorf("after Torch: AAC 3 in Mid-Ocean reads %q, want %q (WP5 row)", got, cellKey('G'))
	}
	for _, oa := range centralAtlantic {
		if got := c.rowPeriod(oa); got != 5 {
			t.Errorf("after Torch: %s reads the WP%d row, want WP5", oa, got)
		}
	}
	if got := c.transitThreshold("mid_ocean"); got != 8 {
		t.Errorf("after Torch: Mid-Ocean transit threshold %d, want 8 (WP5 row)", got)
	}
}

// SW 30.32, design 3.1 (the optional module ModuleTorchWest): from Torch Mid-Ocean
// (region east) counts as western waters for the escort value and general ASW (7.6);
// the Sargasso Sea is west already; other OAs keep their region. Without the module
// Mid-Ocean stays east. The 1943-06 start begins after Torch.
func TestTorchWesternWaters(t *testing.T) {
	c, _ := seaBoat(t, "VIIC", "mid_ocean", MonthOf(1943, 7))
	delete(c.Events, torchKey)
	ch := c.Data.Charts
	wp := c.Period - 1
	if ch.EscortValue["east"][wp] == ch.EscortValue["west"][wp] {
		t.Fatalf("WP%d: east and west escort values are equal; the test needs another period", c.Period)
	}
	c.Events[torchKey] = c.Now.Turn()
	if c.escortValue("mid_ocean") != ch.EscortValue["east"][wp] {
		t.Errorf("without the module, after Torch: Mid-Ocean escort %d, want the east's", c.escortValue("mid_ocean"))
	}
	if err := c.SetModule(ModuleTorchWest); err != nil || !slices.Contains(c.Modules(), ModuleTorchWest) {
		t.Fatalf("SetModule(%s): %v, modules %v", ModuleTorchWest, err, c.Modules())
	}
	delete(c.Events, torchKey)
	if c.escortValue("mid_ocean") != ch.EscortValue["east"][wp] || c.generalASW("mid_ocean") != ch.GeneralASW["east"][wp] {
		t.Errorf("before Torch: Mid-Ocean escort %d / ASW %d, want the east's", c.escortValue("mid_ocean"), c.generalASW("mid_ocean"))
	}
	c.Events[torchKey] = c.Now.Turn()
	if c.escortValue("mid_ocean") != ch.EscortValue["west"][wp] || c.generalASW("mid_ocean") != ch.GeneralASW["west"][wp] {
		t.Errorf("after Torch: Mid-Ocean escort %d / ASW %d, want the west's %d / %d", c.escortValue("mid_ocean"),
			c.generalASW("mid_ocean"), ch.EscortValue["west"][wp], ch.GeneralASW["west"][wp])
	}
	if c.escortValue("sw_approaches") != ch.EscortValue["east"][wp] || c.escortValue("sargasso_sea") != ch.EscortValue["west"][wp] {
		t.Error("after Torch: the SW Approaches stay east, the Sargasso Sea west")
	}
	if late := newTestCampaign(t, MonthOf(1943, 6), 1); !late.torchDone() {
		t.Error("the 1943-06 start: Torch has happened")
	}
	if early := newTestCampaign(t, MonthOf(1942, 1), 1); early.torchDone() {
		t.Error("the 1942-01 start: Torch has not happened")
	}
}
