package bdu

import (
	"slices"
	"strings"
	"testing"
)

// kolaSetup is TestWarEventForcedDeployment's Kola inlet (design 8.5 WP10 roll 1, SW
// 5.3: 4 boats to the Barents Sea): one boat there, two on station and two outbound in
// the adjacent Norwegian Sea, so step 1 takes both on station (no choice) and step 2
// one of the two outbound boats (a choice).
func kolaSetup(t *testing.T) (c *Campaign, rec *Recorder, st1, st2, out1, out2 *Boat) {
	t.Helper()
	c, rec = eventCampaign(t, MonthOf(1945, 2), 0, 1)
	var pool []*Boat
	for _, b := range c.loop() {
		if b.Type == "VIIC" && b.State.InPort() && len(pool) < 5 {
			pool = append(pool, b)
		}
	}
	there := pool[0]
	st1, st2, out1, out2 = pool[1], pool[2], pool[3], pool[4]
	there.State, there.Zone, there.Side = OnStation, "barents_sea", SidePatrol
	for _, b := range []*Boat{st1, st2} {
		b.State, b.Zone, b.Side = OnStation, "norwegian_sea", SidePatrol
	}
	for _, b := range []*Boat{out1, out2} {
		b.State, b.Zone, b.Side, b.Destination, b.route = Outbound, "norwegian_sea", SideTransit, "greenland_gap", []string{"greenland_gap"}
	}
	for _, b := range pool {
		b.Markers = Markers{}
		b.Torpedoes = c.Data.Types[b.Type].Torpedoes
	}
	return c, rec, st1, st2, out1, out2
}

func eventDecisions(rec *Recorder) []*DecisionEvent {
	var out []*DecisionEvent
	for _, e := range rec.Events {
		if d, ok := e.(*DecisionEvent); ok && (d.Kind == DecideEventBoat || d.Kind == DecideEventZone) {
			out = append(out, d)
		}
	}
	return out
}

// design 9.1 "Events: choose zones and boats", 5 I.1 (SW 5.3): the player picks which
// outbound boat the forced deployment takes; the group with no more boats than needed
// is not asked; the AI takes the stable order; a replay gives the player's boats back.
func TestEventBoatChoice(t *testing.T) {
	// the player: the last boat offered
	c, rec, st1, st2, out1, out2 := kolaSetup(t)
	var asked []*Decision
	c.player = DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind != DecideEventBoat {
			return ""
		}
		cp := *d
		cp.Options = slices.Clone(d.Options)
		asked = append(asked, &cp)
		return d.Options[len(d.Options)-1].Key
	})
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if len(asked) != 1 || asked[0].Subject != "barents_sea" || asked[0].Boat != nil || len(asked[0].Options) != 2 ||
		asked[0].Options[0].Key != out1.ID || asked[0].Options[1].Key != out2.ID {
		t.Fatalf("asked %d: %+v", len(asked), asked)
	}
	for _, b := range []*Boat{st1, st2, out2} {
		if !b.week.forced || b.Destination != "barents_sea" {
			t.Errorf("%s: forced %v for %s", b.ID, b.week.forced, b.Destination)
		}
	}
	if out1.week.forced || out1.Destination != "greenland_gap" {
		t.Errorf("%s not picked: forced %v for %s", out1.ID, out1.week.forced, out1.Destination)
	}
	ds := eventDecisions(rec)
	if len(ds) != 1 || ds[0].Boat != "barents_sea" || ds[0].Chosen != out2.ID || ds[0].By != "player" {
		t.Errorf("decision events %+v", ds)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || !slices.Equal(ev[0].Orders[0].Boats, []string{st1.ID, st2.ID, out2.ID}) {
		t.Errorf("war event orders %+v", ev)
	}

	// the AI: the stable order (what the engine took before the decision existed)
	c, rec, _, _, out1, out2 = kolaSetup(t)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if !out1.week.forced || out2.week.forced {
		t.Errorf("AI: out1 forced %v, out2 forced %v", out1.week.forced, out2.week.forced)
	}
	if ds := eventDecisions(rec); len(ds) != 1 || ds[0].Chosen != out1.ID || ds[0].By != "ai" {
		t.Errorf("AI decision events %+v", ds)
	}

	// a replay of the player's answer
	c, _, _, _, out1, out2 = kolaSetup(t)
	rp := &Replay{Decisions: []*DecisionEvent{{Kind: DecideEventBoat, Boat: "barents_sea", Chosen: out2.ID}}}
	c.player = rp
	if err := c.stepWarEvents(); err != nil || rp.Err != nil {
		t.Fatal(err, rp.Err)
	}
	if out1.week.forced || !out2.week.forced {
		t.Errorf("replay: out1 forced %v, out2 forced %v", out1.week.forced, out2.week.forced)
	}

	// an answer that is no boat offered is an error
	c, _, _, _, _, _ = kolaSetup(t)
	c.player = DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideEventBoat {
			return st1.ID // (already taken in step 1: not an option)
		}
		return ""
	})
	if err := c.stepWarEvents(); err == nil {
		t.Error("an illegal boat was accepted")
	}
}

// design 9.1 "Events" ("X and/or Y", SW 5.3): a mission naming two zones a boat can
// reach asks which; then the boats among those that fit (range, types); a zone no boat
// can reach is not offered; the AI takes the first zone and the stable order.
func TestEventZoneChoice(t *testing.T) {
	setup := func() *Campaign {
		c, _ := earlyCampaign(t, Week{MonthOf(1939, 10), 1})
		for _, b := range c.Boats {
			if b.State.InPort() && b.State != Refit && b.Nation == "de" {
				b.State = Ready
			}
		}
		return c
	}
	// (the English Coast is 0 MP from Germany: no mission trip, missionFit)
	zones := []string{"english_coast", "ireland", "norwegian_sea"}
	c := setup()
	var fit []string
	for _, b := range c.loop() {
		if c.missionFit(b, "norwegian_sea", nil) && c.arcticOK(b, "norwegian_sea") {
			fit = append(fit, b.ID)
		}
	}
	if len(fit) < 3 {
		t.Fatalf("only %d boats fit for the Norwegian Sea", len(fit))
	}
	var zoneOpts, boatOpts [][]string
	c.player = DeciderFunc(func(c *Campaign, d *Decision) string {
		var keys []string
		for _, o := range d.Options {
			keys = append(keys, o.Key)
		}
		switch d.Kind {
		case DecideEventZone:
			zoneOpts = append(zoneOpts, keys)
			if d.Subject != missionAgents {
				t.Errorf("zone decision about %q", d.Subject)
			}
			return "norwegian_sea"
		case DecideEventBoat:
			boatOpts = append(boatOpts, keys)
			return keys[len(keys)-1]
		}
		return ""
	})
	zone, err := c.sendMission(missionAgents, zones, 2, nil)
	if err != nil || zone != "norwegian_sea" {
		t.Fatalf("zone %q, %v", zone, err)
	}
	if len(zoneOpts) != 1 || !slices.Equal(zoneOpts[0], []string{"ireland", "norwegian_sea"}) {
		t.Errorf("zone options %v", zoneOpts)
	}
	if len(boatOpts) != 2 || !slices.Equal(boatOpts[0], fit) || !slices.Equal(boatOpts[1], fit[:len(fit)-1]) {
		t.Fatalf("boat options %v, fit %v", boatOpts, fit)
	}
	for _, id := range fit[len(fit)-2:] {
		if b := c.Boat(id); b.Destination != "norwegian_sea" || b.Markers.Mission != missionAgents || b.State != Outbound {
			t.Errorf("%s: %s for %s, mission %q", id, b.State, b.Destination, b.Markers.Mission)
		}
	}
	if b := c.Boat(fit[0]); b.State != Ready || b.Markers.Mission != "" {
		t.Errorf("%s not picked: %s, mission %q", fit[0], b.State, b.Markers.Mission)
	}

	// the AI: the first zone a boat can reach, the stable order
	c = setup()
	if zone, err := c.sendMission(missionAgents, zones, 2, nil); err != nil || zone != "ireland" {
		t.Fatalf("AI zone %q, %v", zone, err)
	}
	n := 0
	for _, b := range c.loop() {
		if b.Markers.Mission == missionAgents {
			n++
		}
	}
	if n != 2 {
		t.Errorf("AI sent %d boats", n)
	}

	// a zone not offered is an error
	c = setup()
	c.player = DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideEventZone {
			return "english_coast"
		}
		return ""
	})
	if _, err := c.sendMission(missionAgents, zones, 1, nil); err == nil {
		t.Error("a zone no boat can reach was accepted")
	}
}

// design 9.1 "Events", campaign saves: the player's picks of an event's zone and boats
// are saved as orders and given back on replay (the same log, the same summary).
func TestEventChoiceSaveReplay(t *testing.T) {
	last := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideEventBoat || d.Kind == DecideEventZone || d.Kind == DecideEventSplit {
			return d.Options[len(d.Options)-1].Key // not the AI's answer
		}
		return ""
	})
	for _, seed := range []uint64{3, 7} {
		c, err := NewCampaign(FirstMonth, seed)
		if err != nil {
			t.Fatal(err)
		}
		var a, b Recorder
		c.Log = &a
		rec := NewOrderRecorder(last)
		for range 16 {
			if err := c.PlayWeek(rec); err != nil {
				t.Fatal(err)
			}
		}
		sv, raw := saveBytes(t, c, rec)
		n := 0
		for _, x := range sv.Answers {
			if x.Kind == DecideEventBoat || x.Kind == DecideEventZone || x.Kind == DecideEventSplit {
				n++
			}
		}
		if n == 0 {
			t.Fatalf("seed %d: no event choice in 16 weeks", seed)
		}
		reload(t, raw, &b)
		sameLog(t, &a, &b)
	}
}

// design 9.1 "Sail: destination OA or SMZ", SW 20.1 and 20.3: while the air raid on
// Scapa Flow is active (WP1 roll 3 again) a Ready boat in Germany may sail for the
// Scapa Flow SMZ, entered from the linked North Sea; the player's boat is on the SMZ
// patrol (no congregation, 20.2); the BdU AI never takes it; with the event over the
// naval base is not offered (20.1, 30.4).
func TestSailSMZ(t *testing.T) {
	setup := func() (*Campaign, *Boat) {
		c, _ := smzCampaign(t, Week{MonthOf(1939, 11), 1}, 4, 3)
		c.Events["cooperation_with_ussr"] = 1
		if err := c.stepWarEvents(); err != nil {
			t.Fatal(err)
		}
		if c.smzPatrol("scapa_flow") == nil {
			t.Fatal("no Scapa Flow patrol")
		}
		var b *Boat
		for _, x := range c.loop() {
			if x.State == InPort && x.Zone == "germany" && x.Nation == "de" && x.Type == "VIIB" && b == nil {
				x.State, x.Markers = Ready, Markers{}
				x.Torpedoes = c.Data.Types[x.Type].Torpedoes
				b = x
			}
		}
		if b == nil {
			t.Fatal("no VIIB in Germany")
		}
		return c, b
	}
	c, b := setup()
	var opts []Option
	player := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideSail && d.Boat == b {
			opts = slices.Clone(d.Options)
			return "scapa_flow"
		}
		return ""
	})
	if err := c.stepOrders(player); err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(opts, func(o Option) bool { return o.Key == "scapa_flow" })
	if i < 0 || !opts[i].SMZ || opts[i].Tons != 0 || opts[i].Red != 2 {
		t.Fatalf("sail options %+v", opts)
	}
	if n := len(slices.DeleteFunc(slices.Clone(opts), func(o Option) bool { return !o.SMZ })); n != 1 {
		t.Errorf("%d SMZ options, want Scapa Flow only", n)
	}
	if b.State != Outbound || b.Destination != "scapa_flow" || b.smz != "scapa_flow" || b.smzFrom != "north_sea" ||
		c.War.congregation["scapa_flow"] != 0 {
		t.Errorf("%s: %s for %s, smz %q from %q, congregation %d", b.ID, b.State, b.Destination, b.smz, b.smzFrom, c.War.congregation["scapa_flow"])
	}

	// the BdU AI: never the SMZ
	c, b = setup()
	if err := c.stepOrders(nil); err != nil {
		t.Fatal(err)
	}
	if b.Destination == "scapa_flow" || b.smz != "" {
		t.Errorf("AI sent %s to %s (smz %q)", b.ID, b.Destination, b.smz)
	}

	// no event: Scapa Flow is a naval base, not entered (SW 20.1, 30.4)
	c, b = setup()
	c.War.ev.early = nil
	opts = nil
	if err := c.stepOrders(player); err == nil || opts == nil || slices.ContainsFunc(opts, func(o Option) bool { return o.SMZ }) {
		t.Errorf("no event: %v, options %+v", err, opts)
	}
}

// SW WP1 roll 0 (design 8.5, data max_ii): the minelaying's 2 boats include at most 1
// Type II: once the player has picked one, no other Type II is offered.
func TestMinelayingMaxTypeII(t *testing.T) {
	c, rec := earlyCampaign(t, Week{MonthOf(1939, 10), 1}, 0, 0)
	var iis, others int
	for _, b := range c.loop() {
		if !b.State.InPort() || b.State == Refit || b.Nation != "de" {
			continue
		}
		b.State = InPort
		if b.Zone != "germany" {
			continue
		}
		switch {
		case strings.HasPrefix(b.Type, "II") && iis < 3 && c.missionFit(&Boat{State: Ready, Zone: b.Zone, Type: b.Type, Nation: "de"}, "ireland", nil):
			b.State = Ready
			iis++
		case !strings.HasPrefix(b.Type, "II") && others < 2:
			b.State = Ready
			others++
		}
	}
	if iis < 2 || others < 2 {
		t.Fatalf("%d Type II and %d others ready for Ireland", iis, others)
	}
	var asked [][]string
	c.player = DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind != DecideEventBoat {
			return ""
		}
		var keys []string
		pick := ""
		for _, o := range d.Options {
			keys = append(keys, o.Key)
			if pick == "" && strings.HasPrefix(c.Boat(o.Key).Type, "II") {
				pick = o.Key
			}
		}
		asked = append(asked, keys)
		return pick // "" (no Type II offered): the AI's first
	})
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "minelaying" || len(ev[0].Orders) != 1 || len(ev[0].Orders[0].Boats) != 2 {
		t.Fatalf("war events %+v", ev)
	}
	n := 0
	for _, id := range ev[0].Orders[0].Boats {
		if strings.HasPrefix(c.Boat(id).Type, "II") {
			n++
		}
	}
	if n != 1 || len(asked) != 2 {
		t.Fatalf("%d Type II sent, asked %v", n, asked)
	}
	for _, id := range asked[1] {
		if strings.HasPrefix(c.Boat(id).Type, "II") {
			t.Errorf("a second Type II offered: %v", asked[1])
		}
	}
}

// SW 20.3, 20.4, 20.6: a boat that sailed for an active SMZ of its own choice and
// arrives there after weeks of transit does the mission the week it enters (its search
// from the entering OA's AAC), then goes back to that OA; it is not held to a week's
// wait as a boat arriving in an OA is (SW 15.1). (The campaign's own dice: the boat
// must survive its entry check, so seeds are tried until one does.)
func TestSailSMZArrival(t *testing.T) {
	ok := 0
	for seed := uint64(1); seed <= 12 && ok == 0; seed++ {
		c, rec := smzCampaign(t, Week{MonthOf(1939, 11), 1}, 4, 3)
		c.Events["cooperation_with_ussr"] = 1
		if err := c.stepWarEvents(); err != nil {
			t.Fatal(err)
		}
		var b *Boat
		for _, x := range c.loop() {
			if x.State == InPort && x.Nation == "de" && x.Type == "VIIB" {
				b = x
				break
			}
		}
		// the last leg of a longer transit: outbound in the North Sea, for Scapa Flow
		b.State, b.Zone, b.Side, b.Markers = Outbound, "north_sea", SideTransit, Markers{}
		b.Torpedoes = c.Data.Types[b.Type].Torpedoes
		b.Destination, b.route, b.home = "scapa_flow", []string{"scapa_flow"}, "germany"
		b.smz, b.smzFrom = "scapa_flow", "north_sea"
		b.week = boatWeek{}
		c.Dice = NewDice(seed)
		if err := c.stepOperations(nil); err != nil {
			t.Fatal(err)
		}
		if b.State.Terminal() || b.Markers.RTB || b.Markers.Spotted {
			continue
		}
		ok++
		searched := false
		for _, e := range rec.Events {
			if s, is := e.(*SearchEvent); is && s.Boat == b.ID && s.Zone == "scapa_flow" {
				searched = true
			}
		}
		if !searched || b.Zone != "north_sea" || b.smz != "" || b.Section != "done" {
			t.Errorf("seed %d: searched in Scapa Flow %v; now in %s (%s), smz %q", seed, searched, b.Zone, b.Section, b.smz)
		}
	}
	if ok == 0 {
		t.Fatal("no seed brought the boat into Scapa Flow")
	}
}
