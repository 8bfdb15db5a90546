package bdu

import (
	"slices"
	"testing"
)

// SW 36.63E: the Finnish boats, only after Barbarossa, in Germany's Repair 3 box; they
// patrol the Arctic only and count towards a war event's boats ordered there.
func TestFinnishBoats(t *testing.T) {
	req := requestOf(t, MustData(), "finnish_boats")
	if legalAt(t, req, Week{MonthOf(1941, 5), 1}, nil) {
		t.Errorf("36.63E legal before Barbarossa")
	}
	c, rec := polCampaign(t, Week{MonthOf(1941, 8), 1}, 0)
	c.pol.Influence, c.pol.Prestige = [4]int{2, 2, 2, 2}, 9
	p := &answers{keys: map[DecisionKind][]string{DecidePolitical: {"finnish_boats"}, DecideBerlin: {KeyBerlin}, DecideFavour: {"favour_0"}}}
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	var fi []*Boat
	for _, b := range c.Boats {
		if b.Nation == "fi" {
			fi = append(fi, b)
		}
	}
	if len(fi) != 3 || fi[0].ID != "Vetehinen" || fi[0].State != Repair3 || fi[0].Zone != "germany" {
		t.Fatalf("Finnish boats %+v", fi)
	}
	n := 0
	for _, e := range rec.Events {
		if r, ok := e.(*ReinforcementEvent); ok && r.Box == Repair3 {
			n++
		}
	}
	if n != 3 || c.requestLegal(req) {
		t.Errorf("%d reinforcement events in Repair 3; legal again %v", n, c.requestLegal(req))
	}
	b := fi[0]
	b.State = Ready
	if c.canPatrol(b, "sw_approaches") || !c.canPatrol(b, "norwegian_sea") || !c.canPatrol(c.Boats[0], "sw_approaches") {
		t.Errorf("Finnish boats' waters: sw_approaches %v, norwegian_sea %v", c.canPatrol(b, "sw_approaches"), c.canPatrol(b, "norwegian_sea"))
	}
	// "N boats to the Norwegian Sea": two Finnish boats on station there count
	for _, x := range fi[:2] {
		x.State, x.Zone, x.Side = OnStation, "norwegian_sea", SidePatrol
	}
	c.Now.N = 2
	for _, x := range c.Boats {
		x.week = boatWeek{}
	}
	if err := c.forceDeployment("norwegian_sea", 3, nil); err != nil {
		t.Fatal(err)
	}
	sent := 0
	for _, x := range c.Boats {
		if x.Nation == "de" && (x.Destination == "norwegian_sea" || x.Zone == "norwegian_sea" && x.State == OnStation) {
			sent++
		}
	}
	if sent != 1 {
		t.Errorf("German boats sent to the Norwegian Sea: %d, want 1 (2 Finnish there)", sent)
	}
	if !slices.Contains([]string{"Vetehinen", "Vesihiisi", "Iku-Turso"}, fi[2].ID) {
		t.Errorf("names %s", fi[2].ID)
	}
}
