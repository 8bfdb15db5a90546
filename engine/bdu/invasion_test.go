package bdu

import (
	"slices"
	"testing"
)

// readyAt puts up to n German boats in port of the types (nil: any with torpedoes) in
// Ready at base, in the stable order; it returns them.
func readyAt(c *Campaign, base string, n int, types []string) []*Boat {
	var out []*Boat
	for _, b := range c.loop() {
		if len(out) == n {
			break
		}
		if b.Nation != "de" || !b.State.InPort() || b.State == Refit || b.WithdrawOnArrival != "" || c.Data.Types[b.Type].Torpedoes == 0 ||
			(types != nil && !slices.Contains(types, b.Type)) {
			continue
		}
		b.State, b.Zone = Ready, base
		out = append(out, b)
	}
	return out
}

// design 8.5 WP8 header (Overlord, 1944-06 week 2): every Type VII in Ready at
// France-Atlantic sails for the Channel SMZ, no other type; entering it is a transit
// check against the Channel as an OA (red 5: threshold 5) with +2 for a boat without
// schnorchel; on station there the search is [E1] atlantic with "–" read as Aircraft
// (design 3.6) and the gate 9 of the WP8 header.
func TestOverlordChannelSMZ(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1944, 6), 9) // the war-event trigger: no event
	c.Now = c.Data.Fixed.Overlord
	vii := readyAt(c, "france_atlantic", 3, typeVII)
	ix := readyAt(c, "france_atlantic", 1, typeIX)
	if len(vii) != 3 || len(ix) != 1 {
		t.Fatalf("%d VII, %d IX", len(vii), len(ix))
	}
	vii[1].Markers.Schnorchel = true
	if !c.invasionActive() || c.lateChart("english_channel") == nil {
		t.Fatal("the Channel SMZ is not active at Overlord")
	}
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	for _, b := range vii {
		if b.State != Outbound || b.Destination != "english_channel" || !b.week.forced {
			t.Errorf("%s (%s): %s for %q", b.ID, b.Type, b.State, b.Destination)
		}
	}
	if ix[0].State != Ready {
		t.Errorf("the %s sailed: only Type VII go to the Channel [H 7.4.3]", ix[0].Type)
	}
	// the move into the Channel from France (a 0-MP link that enters no other OA): a
	// check against the Channel (sailpath.go legEnd [designed]): d10 1 +1 air +2 = 4
	// without schnorchel, d10 5 +1 −2 = 4 with one: no event
	c.Dice = NewScriptedDice(1, 5, 1)
	n := len(rec.Events)
	for _, b := range vii {
		if lost, err := c.move(b, nil); err != nil || lost {
			t.Fatalf("%s: lost %v, %v", b.ID, lost, err)
		}
	}
	if tc := transitChecks(rec, n); len(tc) != 3 || tc[0].RefZone != "english_channel" || tc[1].Total != 4 {
		t.Errorf("France → Channel checks %+v", tc)
	}
	// a leg crossing the Channel into sw_approaches: +2 for a boat without schnorchel
	tz, _, _ := c.Data.Map.TransitModifier("english_channel", c.Period)
	for i, b := range readyAt(c, "germany", 2, typeVII) {
		b.Markers.Schnorchel = i == 1
		r := c.Data.Map.PathsFrom("germany", c.Period)["sw_approaches"]
		if !slices.Contains(r.Zones, "english_channel") {
			t.Fatalf("route %v", r.Zones)
		}
		b.State, b.Destination, b.route, b.Side = Outbound, "sw_approaches", r.Zones[1:], SideTransit
		c.Dice = NewScriptedDice(0)
		n := len(rec.Events)
		if _, err := c.move(b, nil); err != nil {
			t.Fatal(err)
		}
		got := 0
		for _, e := range rec.Events[n:] {
			if r, ok := e.(*RollEvent); ok && r.Table == TabTransit {
				for _, m := range r.Mods {
					if m.Why == "3.4 transit zones crossed" {
						got += m.V
					}
				}
			}
		}
		if want := tz + 2*(1-i); got != want {
			t.Errorf("schnorchel %v: transit zones %+d, want %+d", b.Markers.Schnorchel, got, want)
		}
	}
	b := vii[0]
	if b.State != OnStation || b.Zone != "english_channel" {
		t.Fatalf("%s: %s in %s", b.ID, b.State, b.Zone)
	}
	// search: [E1] atlantic 2+2 = 4 "–" → aircraft (no gate for aircraft)
	c.Dice = NewScriptedDice(2, 2)
	if k := c.searchE1(b, b.Zone); k.Category != CatAircraft {
		t.Errorf("[E1] 4 in the Channel: %s, want aircraft", k.Category)
	}
	// [E1] 3+3 = 6 convoy, gate 9 (+ modifiers): d10 9 stands
	c.Dice = NewScriptedDice(3, 3, 9)
	if k := c.searchE1(b, b.Zone); k.Category != CatConvoyL && k.Category != CatConvoyS {
		t.Errorf("convoy at gate 9 with d10 9: %s", k.Category)
	}
	// after WP8 the zone is closed: the boat on station turns for home
	c.Now, c.Period = Week{MonthOf(1944, 8), 1}, 9
	c.open = c.OpenBases()
	if c.invasionActive() || c.lateChart("english_channel") != nil {
		t.Error("the Channel SMZ still active in WP9")
	}
}

// design 8.5 WP8 roll 0 "Invasion reinforcement": 4 more Type VII to english_channel
// (SW 5.3: Ready boats of a base at most 1 MP away sail for it); before Overlord the
// Channel is no patrol zone and nothing sails; the war_event is applied.
func TestWarEventInvasionReinforcement(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1944, 6), 0, 0) // event, roll 0
	c.Now = c.Data.Fixed.Overlord.Next()
	vii := readyAt(c, "france_atlantic", 6, typeVII)
	if len(vii) != 6 {
		t.Fatalf("%d VII", len(vii))
	}
	for _, b := range vii[:2] { // already there: on station in the Channel
		b.State, b.Zone, b.Side = OnStation, "english_channel", SidePatrol
	}
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "invasion_reinforcement" || !ev[0].Applied {
		t.Fatalf("events %+v", ev)
	}
	sent := 0
	for _, b := range vii[2:] {
		if b.State == Outbound && b.Destination == "english_channel" {
			sent++
		}
	}
	if sent != 4 {
		t.Errorf("%d more Type VII sent to the Channel, want 4", sent)
	}
	// before Overlord: applied, nothing sails
	c, rec = eventCampaign(t, MonthOf(1944, 6), 0, 0)
	vii = readyAt(c, "france_atlantic", 4, typeVII)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	for _, b := range vii {
		if b.State != Ready {
			t.Errorf("%s sailed before Overlord: %s for %s", b.ID, b.State, b.Destination)
		}
	}
}
