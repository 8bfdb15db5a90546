package bdu

import (
	"slices"
	"strings"
	"testing"
)

// smzCampaign is earlyCampaign with the searches' other modifiers off (no B-Dienst
// area, Enigma modifier 0, no recon aircraft, no weather) and every boat in port that
// was Ready held In-Port, so that only the boats a test places are sent.
func smzCampaign(t *testing.T, w Week, faces ...int) (*Campaign, *Recorder) {
	t.Helper()
	c, rec := earlyCampaign(t, w, faces...)
	c.War.BDienstArea, c.War.IntelMod, c.War.Recon, c.War.Weather = "", 0, nil, nil
	for _, b := range c.Boats {
		if b.State == Ready {
			b.State = InPort
		}
	}
	return c, rec
}

// stationBoat puts the first German boat in port of a type not in skip on station in
// zone, undamaged, with its torpedoes and no markers.
func stationBoat(t *testing.T, c *Campaign, zone string, skip ...string) *Boat {
	t.Helper()
	for _, b := range c.loop() {
		if b.State.InPort() && b.Nation == "de" && c.Data.Types[b.Type].Torpedoes > 0 && !slices.Contains(skip, b.Type) &&
			!strings.HasPrefix(b.Type, "II") {
			b.State, b.Zone, b.Side, b.Section = OnStation, zone, SidePatrol, "operating"
			b.Markers = Markers{}
			b.Torpedoes = c.Data.Types[b.Type].Torpedoes
			return b
		}
	}
	t.Fatal("no boat in port")
	return nil
}

// smzRoll is the last roll event of table tab.
func smzRoll(t *testing.T, rec *Recorder, tab Table) *RollEvent {
	t.Helper()
	for i := len(rec.Events) - 1; i >= 0; i-- {
		if r, ok := rec.Events[i].(*RollEvent); ok && r.Table == tab {
			return r
		}
	}
	t.Fatalf("no %s roll", tab)
	return nil
}

func modOf(r *RollEvent, why string) int {
	for _, m := range r.Mods {
		if strings.HasPrefix(m.Why, why) {
			return m.V
		}
	}
	return 0
}

// SW WP1 roll 3 again (the air raid on Scapa Flow: 2 boats to the Scapa Flow SMZ, any
// contact a British TF on a further 0–3) with SW 5.3, 20.3, 20.4, 20.6 and 30.4 (smz.go):
// a boat on station in the linked North Sea moves in; its entry check is +1 patrol move,
// +1 coastal, +2 SMZ, +2 naval base; it searches the North Sea's AAC one colour level up;
// after its week it is back in the North Sea (Done).
func TestSMZScapaFlow(t *testing.T) {
	c, rec := smzCampaign(t, Week{MonthOf(1939, 11), 1}, 4, 3)
	c.Events["cooperation_with_ussr"] = 1
	b := stationBoat(t, c, "north_sea")
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "air_raid_scapa_flow" || !ev[0].Applied || ev[0].Roll != 3 || len(ev[0].Orders) != 1 ||
		ev[0].Orders[0].Zone != "scapa_flow" || !slices.Contains(ev[0].Orders[0].Boats, b.ID) {
		t.Fatalf("war events %+v", ev)
	}
	if b.smz != "scapa_flow" || b.smzFrom != "north_sea" || b.Destination != "scapa_flow" || !slices.Equal(b.route, []string{"scapa_flow"}) || !b.week.forced {
		t.Fatalf("%s: smz %q from %q, destination %q route %v", b.ID, b.smz, b.smzFrom, b.Destination, b.route)
	}
	// III.1: d10 1 + 6 = 7, under the North Sea's WP1 threshold 8 (its first red-dot box)
	c.Dice = NewScriptedDice(1)
	if lost, err := c.move(b, nil); err != nil || lost {
		t.Fatal(lost, err)
	}
	r := smzRoll(t, rec, TabTransit)
	if r.Column != "north_sea" || r.Total != 7 || r.Result != "none" || modOf(r, "3.4 transit zones") != 0 || modOf(r, "SW 20.3 entering an SMZ") != 2 ||
		modOf(r, "SW 30.4 entering a naval base") != 2 || modOf(r, "7.4 patrol move") != 1 {
		t.Errorf("entry check %+v", r)
	}
	if b.Zone != "scapa_flow" || b.State != OnStation || !onSMZ(b) {
		t.Fatalf("%s in %s, %s", b.ID, b.Zone, b.State)
	}
	// III.2: North Sea WP1 "WWGGOOBBbR", d10 5 → O, one level up → B (SW 20.4); contact
	// d10 5 +1 (blue) = 6 → C, a large convoy; the event's further d10 2 ≤ 3 → task force
	c.Dice = NewScriptedDice(5, 5, 2)
	k := c.Search(b)
	if r := smzRoll(t, rec, TabAAC); r.Column != "north_sea" || r.Result != "B" || r.Total != 5 {
		t.Errorf("AAC %+v", r)
	}
	if k.Category != CatTaskForce || k.Zone != "scapa_flow" || k.ConvertedBy != "air_raid_scapa_flow" || c.Dice.Left() != 0 {
		t.Errorf("contact %+v, %d faces left", k, c.Dice.Left())
	}
	// SW 20.5: the North Sea's light air read as heavy in the SMZ; its red boxes
	if a, red := c.zoneAir("scapa_flow"), c.redBoxes("scapa_flow"); a != 2 || red != c.redBoxes("north_sea") {
		t.Errorf("Scapa Flow air %d, red %d", a, red)
	}
	if c.packsAllowed("scapa_flow") {
		t.Error("a wolfpack may form in an SMZ")
	}
	// III.5 (SW 20.6): back to the North Sea, Done, patrol over
	if done, err := c.smzAfter(b, nil); err != nil || done {
		t.Fatal(done, err)
	}
	if b.Zone != "north_sea" || b.Section != "done" || b.smz != "" || b.State != OnStation {
		t.Errorf("after: %s %s %q %s", b.Zone, b.Section, b.smz, b.State)
	}
	if m, ok := rec.Events[len(rec.Events)-1].(*MoveEvent); !ok || !slices.Equal(m.Path, []string{"scapa_flow", "north_sea"}) {
		t.Errorf("last event %#v", rec.Events[len(rec.Events)-1])
	}
}

// SW 30.4 and 30.41 (design 9.1 on-station decision, 9.4): in WP1–2 a boat on station in
// the North Sea may raid Scapa Flow (the AI stays); once a war; unspotted, every contact
// is a task force in port (SW 14.18: the attack roll +2, TD −2, E −1 in the first round)
// and reattacks are allowed; a Spotted result on the way in is Spotted RTB.
func TestSMZNavalBaseRaid(t *testing.T) {
	c, _ := smzCampaign(t, Week{MonthOf(1939, 10), 1})
	b := stationBoat(t, c, "north_sea")
	d := c.decision(DecideStation, b)
	d.add(KeyStay, nil)
	c.raidOptions(b, d)
	if len(d.Options) != 2 || d.Options[1].Key != "raid_scapa_flow" {
		t.Fatalf("options %+v", d.Options)
	}
	if err := c.stepOrders(nil); err != nil || b.smz != "" || len(b.route) != 0 {
		t.Fatalf("the AI raids: %v, smz %q", err, b.smz)
	}
	raider := DeciderFunc(func(c *Campaign, d *Decision) string {
		for _, o := range d.Options {
			if strings.HasPrefix(o.Key, KeyRaidPrefix) {
				return o.Key
			}
		}
		return d.Options[0].Key
	})
	if err := c.stepOrders(raider); err != nil {
		t.Fatal(err)
	}
	if b.smz != "scapa_flow" || b.Markers.Mission != missionRaid || c.War.ev.raid != "scapa_flow" || c.Events[missionRaid] != c.Now.Turn() {
		t.Fatalf("raid: smz %q mission %q raid %q events %v", b.smz, b.Markers.Mission, c.War.ev.raid, c.Events)
	}
	// once a war
	other := stationBoat(t, c, "north_sea", b.Type)
	d = c.decision(DecideStation, other)
	c.raidOptions(other, d)
	if len(d.Options) != 0 {
		t.Errorf("a second raid offered: %+v", d.Options)
	}
	other.State, other.Zone = InPort, "germany"
	rec := &Recorder{}
	c.Log = rec
	// in unspotted: d10 0 + 6 = 6 < 8; AAC 5 → B; contact 5 + 1 → C: a task force in port
	c.Dice = NewScriptedDice(0, 5, 5)
	if lost, err := c.move(b, nil); err != nil || lost || b.Zone != "scapa_flow" {
		t.Fatal(lost, err, b.Zone)
	}
	k := c.Search(b)
	if k.Category != CatTaskForce || !k.InPort || k.ConvertedBy != missionRaid || !c.eventReattacks("scapa_flow") {
		t.Fatalf("contact %+v", k)
	}
	// the attack round: in port +2, TD 4 − 2, E of a task force − 1
	c.Dice = NewScriptedDice(5, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9)
	if _, err := c.Engage(b, k, DeciderFunc(func(c *Campaign, d *Decision) string { return d.Options[0].Key })); err != nil {
		t.Fatal(err)
	}
	r := smzRoll(t, rec, TabAttackF1)
	var eng *EngagementEvent
	for _, e := range rec.Events {
		if x, ok := e.(*EngagementEvent); ok && eng == nil {
			eng = x
		}
	}
	e := categoryE(CatTaskForce, c.escortValue("scapa_flow")) - 1
	if modOf(r, "SW 14.18 in port") != 2 || eng == nil || eng.E != e || eng.DV != 2+e+c.zoneAir("scapa_flow")/2 {
		t.Errorf("attack %+v, engagement %+v (E want %d)", r, eng, e)
	}
	// spotted on the way in: Spotted RTB (SW 30.4): d10 2 + 6 = 8 ≥ 8; column d10 0 → 1,
	// result d10 6 → G spotted
	c, _ = smzCampaign(t, Week{MonthOf(1939, 10), 1}, 2, 0, 6)
	b = stationBoat(t, c, "north_sea")
	c.raid(b, "scapa_flow")
	if lost, err := c.move(b, nil); err != nil || lost {
		t.Fatal(lost, err)
	}
	if !b.Markers.Spotted || !b.Markers.RTB || c.inPort(b) {
		t.Errorf("spotted %v RTB %v in port %v", b.Markers.Spotted, b.Markers.RTB, c.inPort(b))
	}
	// WP3: no raid
	c, _ = smzCampaign(t, Week{MonthOf(1941, 8), 1})
	b = stationBoat(t, c, "north_sea")
	d = c.decision(DecideStation, b)
	c.raidOptions(b, d)
	if len(d.Options) != 0 {
		t.Errorf("WP3 raid offered: %+v", d.Options)
	}
}

// SW WP1 roll 8 (Weserübung) and its again entry: (b) 4 boats larger than Type II to the
// Narvik SMZ, filled first, which stay there (d) and get RTB in week 2; again, 1 boat
// (not Type II) to Narvik on a supply mission, no attacks.
func TestSMZNarvik(t *testing.T) {
	c, rec := smzCampaign(t, Week{MonthOf(1940, 5), 1}, 3)
	b := stationBoat(t, c, "norwegian_sea")
	ii := stationBoat(t, c, "norwegian_sea")
	ii.Type = "IIB"
	ii.Torpedoes = c.Data.Types["IIB"].Torpedoes
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "weserubung" || ev[0].Orders[0].Zone != "narvik" || !slices.Equal(ev[0].Orders[0].Boats, []string{b.ID}) {
		t.Fatalf("war events %+v", ev)
	}
	if b.smz != "narvik" || b.smzFrom != "norwegian_sea" || ii.smz != "" {
		t.Fatalf("smz %q from %q; the Type II %q", b.smz, b.smzFrom, ii.smz)
	}
	b.Zone, b.route, b.Destination = "narvik", nil, ""
	// week 1: it stays, no endurance check (Weserübung (d))
	if done, err := c.smzAfter(b, nil); err != nil || !done || b.Markers.RTB || b.Zone != "narvik" {
		t.Fatalf("week 1: %v %v RTB %v in %s", done, err, b.Markers.RTB, b.Zone)
	}
	// week 2: the same deployment (no dice), then RTB at its end
	c.Now = c.Now.Next()
	c.open = c.OpenBases()
	c.Dice = NewScriptedDice()
	b.week = boatWeek{}
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if done, err := c.smzAfter(b, nil); err != nil || !done || !b.Markers.RTB || b.State != Returning || b.smz != "" {
		t.Fatalf("week 2: %v %v RTB %v %s smz %q", done, err, b.Markers.RTB, b.State, b.smz)
	}
	// again: the supply mission (Norway open; a Type II is never taken)
	c, rec = smzCampaign(t, Week{MonthOf(1940, 6), 1}, 4, 8)
	c.Events["dunkirk"] = 1
	c.open = c.OpenBases()
	var sup, two *Boat
	for _, x := range c.loop() {
		if x.State.InPort() && x.Nation == "de" && x.Zone == "germany" {
			switch {
			case strings.HasPrefix(x.Type, "II") && two == nil:
				two = x
				x.State = Ready
			case !strings.HasPrefix(x.Type, "II") && sup == nil && c.Data.Types[x.Type].Torpedoes > 0:
				sup = x
			}
		}
	}
	// the Type II first in the stable order is passed over
	sup.State = Ready
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev = warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "narvik_supply" || !ev[0].Applied || ev[0].NotModelled != "" ||
		sup.Markers.Mission != missionSupply || sup.Destination != "narvik" || two.Markers.Mission != "" || !noAttacks(sup) {
		t.Fatalf("supply: %+v; %s %q → %s; %s %q", ev, sup.ID, sup.Markers.Mission, sup.Destination, two.ID, two.Markers.Mission)
	}
}

// SW WP3 roll 7 (risky attacks: 10 boats of Morocco to Gibraltar; SW 30.4 +2 more for
// the naval base, the Gibraltar transit modifier) and its end: once 3 boats are lost
// there in one week the entry is no event.
func TestSMZRiskyAttacks(t *testing.T) {
	c, rec := smzCampaign(t, Week{MonthOf(1941, 8), 1}, 4, 7)
	var boats []*Boat
	for range 3 {
		boats = append(boats, stationBoat(t, c, "morocco"))
	}
	west := stationBoat(t, c, "sw_approaches")
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "risky_attacks" || len(ev[0].Orders[0].Boats) != 3 || west.smz != "" {
		t.Fatalf("war events %+v", ev)
	}
	tz, _, _ := c.Data.Map.TransitModifier("gibraltar", c.Period)
	c.Dice = NewScriptedDice(0, 0, 0) // (d10 0 + 1 + 1 + tz + 4 ≥ Morocco's 8: column 1, d10 0 none)
	if _, err := c.move(boats[0], nil); err != nil {
		t.Fatal(err)
	}
	if r := smzRoll(t, rec, TabTransit); r.Column != "morocco" || modOf(r, "3.4 transit zones") != tz || modOf(r, "SW 20.3 entering an SMZ") != 2 || modOf(r, "SW 30.4 entering a naval base") != 2 {
		t.Errorf("entry check %+v (Gibraltar %+d)", r, tz)
	}
	for _, b := range boats {
		b.Zone = "gibraltar"
		if err := c.lose(b, Sunk, "combat"); err != nil {
			t.Fatal(err)
		}
	}
	c.smzLosses()
	if _, ok := c.Events["risky_attacks_ended"]; !ok {
		t.Fatal("3 boats lost in Gibraltar: the risky attacks go on")
	}
	c.Now = c.Now.Next()
	c.Dice = NewScriptedDice(4, 7)
	if err := c.stepWarEvents(); err != nil || len(warEvents(rec)) != 1 {
		t.Errorf("risky attacks again: %v, %+v", err, warEvents(rec))
	}
}

// SW WP5 roll 0 again (Torch): every German boat on station in the SW Approaches and
// Morocco searches Casablanca, a contact there re-rolled (0–4 task force, 5–7 special),
// reattacks allowed; the Azores (WP5 10 again): +3 to the searches there; afterwards
// Mid-Ocean has light air cover.
func TestSMZTorchAndAzores(t *testing.T) {
	c, rec := smzCampaign(t, Week{MonthOf(1942, 11), 1}, 4, 0)
	c.Events["hitlers_mistake"] = 1
	a, m := stationBoat(t, c, "sw_approaches"), stationBoat(t, c, "morocco")
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != "torch_landings" || len(ev[0].Orders[0].Boats) != 2 {
		t.Fatalf("war events %+v", ev)
	}
	if !slices.Equal(a.route, []string{"morocco", "casablanca"}) || a.smzFrom != "morocco" || m.smzFrom != "morocco" ||
		!c.eventReattacks("casablanca") || !c.eventReattacks("western_mediterranean") || c.eventReattacks("morocco") ||
		!c.packsAllowed("casablanca") || c.packsAllowed("azores") {
		t.Errorf("route %v from %q / %q", a.route, a.smzFrom, m.smzFrom)
	}
	c, rec = smzCampaign(t, Week{MonthOf(1943, 2), 1}, 4, 9)
	c.Events["uboat_transfer"] = 1
	b := stationBoat(t, c, "mid_ocean")
	air := c.zoneAir("mid_ocean")
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != "azores_occupation" || b.smz != "azores" {
		t.Fatalf("war events %+v", ev)
	}
	b.Zone, b.route = "azores", nil
	c.Dice = NewScriptedDice(0, 9, 3)
	c.Search(b)
	if r := smzRoll(t, rec, TabAAC); modOf(r, "8.5 war event") != 3 || r.Column != "mid_ocean" {
		t.Errorf("AAC %+v", r)
	}
	if air != 0 || c.zoneAir("mid_ocean") != 1 {
		t.Errorf("Mid-Ocean air %d → %d", air, c.zoneAir("mid_ocean"))
	}
}

// SW WP3 roll 9 (Arctic operations; design 8.5 WP6 3): the boats sent may patrol only
// the Norwegian and Barents Seas, to the end of WP5 (WP6: until WP8).
func TestArcticOnly(t *testing.T) {
	c, _ := smzCampaign(t, Week{MonthOf(1941, 11), 1})
	var b *Boat
	for _, x := range c.loop() {
		if x.State.InPort() && strings.HasPrefix(x.Type, "VII") && x.Zone != "italy" {
			b = x
			break
		}
	}
	b.State = Ready
	if err := c.sendBoats(&Deployment{Zone: "norwegian_sea", Boats: 1, ArcticUntil: 5}); err != nil || b.arcticUntil != 5 || b.Destination != "norwegian_sea" {
		t.Fatalf("%v: %s until WP%d to %s", err, b.ID, b.arcticUntil, b.Destination)
	}
	if c.canPatrol(b, "western_approaches") || !c.canPatrol(b, "barents_sea") || c.arcticOK(b, "ireland") || !c.arcticOK(b, "narvik") {
		t.Error("an Arctic boat may go elsewhere")
	}
	c.Period = 6
	if !c.canPatrol(b, "western_approaches") {
		t.Error("held after WP5")
	}
	c, rec := eventCampaign(t, MonthOf(1943, 8), 0, 3)
	for _, x := range c.Boats {
		if x.State.InPort() && x.State != Refit && strings.HasPrefix(x.Type, "VII") && x.Zone != "italy" && x.Zone != "greece" && x.Zone != "toulon" {
			x.State = Ready
		}
	}
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].NotModelled != "" || len(ev[0].Orders[0].Boats) != 4 || c.Boat(ev[0].Orders[0].Boats[0]).arcticUntil != 7 {
		t.Fatalf("arctic reinforcement %+v", ev)
	}
}

// design 8.5 WP6 roll 9 "no attacks" on the way home: no transit encounter (SW 15.4) for
// the escort; the marker comes off at base.
func TestEscortNoAttacks(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1943, 8))
	b := stationBoat(t, c, "morocco")
	c.eventRTB(&RTBOrder{Boats: 1, Zones: []string{"morocco"}, Undamaged: true, NoAttacks: true})
	if err := c.turnHome(b, "war_event", nil); err != nil || b.Markers.Mission != missionEscort {
		t.Fatalf("%v: mission %q", err, b.Markers.Mission)
	}
	n := len(rec.Events)
	c.Dice = NewScriptedDice()
	if lost, err := c.transitEncounter(b, "sw_approaches", nil); err != nil || lost || len(rec.Events) != n {
		t.Errorf("an escort's transit encounter: %v %v, %d events", lost, err, len(rec.Events)-n)
	}
	for range 6 {
		if b.State != Returning {
			break
		}
		c.Dice = NewScriptedDice(0, 0, 0, 0, 0, 0, 0, 0)
		b.week = boatWeek{}
		if _, err := c.move(b, nil); err != nil {
			t.Fatal(err)
		}
	}
	if b.State == Returning || b.Markers.Mission != "" {
		t.Errorf("%s %s, mission %q", b.ID, b.State, b.Markers.Mission)
	}
}

// design 8.5 WP6 roll 0 "Italy surrenders {deadline: week 1 of 1943-09}" as 5 I.1 reads
// SW 5.4: from week 1 of 1943-09, d10 0–6 it happens and the 5.1 roll is skipped, 7–9
// the normal roll; week 4 at once; not before the month, nor once it has happened.
func TestItalyDeadline(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1943, 9), 6)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "italy_surrenders" || !ev[0].Deadline || ev[0].Roll != -1 || c.Dice.Left() != 0 {
		t.Fatalf("war events %+v, %d left", ev, c.Dice.Left())
	}
	if r := smzRoll(t, rec, TabWarEventDeadline); r.Total != 6 || r.Result != "italy_surrenders" {
		t.Errorf("deadline roll %+v", r)
	}
	c, rec = eventCampaign(t, MonthOf(1943, 9), 7, 5) // 7: the normal roll (5: no event)
	if err := c.stepWarEvents(); err != nil || len(warEvents(rec)) != 0 || c.Dice.Left() != 0 {
		t.Errorf("d10 7: %v %+v, %d left", err, warEvents(rec), c.Dice.Left())
	}
	c, rec = eventCampaign(t, MonthOf(1943, 9))
	c.Now.N = 4
	if err := c.stepWarEvents(); err != nil || len(warEvents(rec)) != 1 || !warEvents(rec)[0].Deadline {
		t.Errorf("week 4: %v %+v", err, warEvents(rec))
	}
	c, rec = eventCampaign(t, MonthOf(1943, 8), 5)
	if err := c.stepWarEvents(); err != nil || len(warEvents(rec)) != 0 {
		t.Errorf("1943-08: %v %+v", err, warEvents(rec))
	}
	c, rec = eventCampaign(t, MonthOf(1943, 10), 5)
	c.Events["italy_surrenders"] = 1
	if err := c.stepWarEvents(); err != nil || len(warEvents(rec)) != 0 {
		t.Errorf("happened: %v %+v", err, warEvents(rec))
	}
}

// SW WP1 roll 8 (d) (data no_rtb): in Weserübung's first week an undamaged boat on
// station in the North Sea ignores an endurance RTB (ENDURANCE "held") and is offered no
// voluntary RTB; a damaged one goes home; in week 2 (d) no longer holds.
func TestWeserubungHolds(t *testing.T) {
	c, rec := smzCampaign(t, Week{MonthOf(1940, 5), 1}, 3)
	b := stationBoat(t, c, "north_sea")
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	b.Zone, b.route, b.Destination = "north_sea", nil, ""
	b.week = boatWeek{searched: true, contact: true}
	c.Dice = NewScriptedDice(9)
	c.EnduranceCheck(b)
	if r := smzRoll(t, rec, TabEndurance); r.Result != "held" || b.Markers.RTB {
		t.Errorf("endurance %+v, RTB %v", r, b.Markers.RTB)
	}
	asked := false
	if err := c.stepOrders(DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Boat == b && d.Kind == DecideStation {
			asked = true
			if d.Has(KeyRTB) || !d.Has(KeyStay) {
				t.Errorf("%s: options %+v", b.ID, d.Options)
			}
		}
		return ""
	})); err != nil || !asked {
		t.Fatal(err, asked)
	}
	b.Markers.Damage = 1
	c.Dice = NewScriptedDice(9)
	c.EnduranceCheck(b)
	if !b.Markers.RTB {
		t.Error("a damaged boat held")
	}
	b.Markers.Damage, b.Markers.RTB = 0, false
	c.Now = c.Now.Next()
	if c.eventHolds(b) {
		t.Error("(d) holds in week 2")
	}
}

// SW WP1 roll 5: 1 undamaged boat in the SW Approaches gets RTB escorting merchants home
// and may not pass through the English Channel: its way home goes round Scotland.
func TestEscortAvoidsChannel(t *testing.T) {
	c, rec := smzCampaign(t, Week{MonthOf(1939, 10), 1}, 4, 5)
	b := stationBoat(t, c, "sw_approaches")
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != "blockade_runner_escort" || !ev[0].Applied || ev[0].NotModelled != "" ||
		!b.Markers.RTB || b.avoid != "english_channel" {
		t.Fatalf("war events %+v, RTB %v avoid %q", ev, b.Markers.RTB, b.avoid)
	}
	if direct := c.Data.Map.PathsFrom("sw_approaches", 1)["germany"]; !slices.Contains(direct.Zones, "english_channel") {
		t.Fatalf("the direct way home %v", direct.Zones)
	}
	if err := c.turnHome(b, "rtb_marker", nil); err != nil {
		t.Fatal(err)
	}
	if b.Destination != "germany" || slices.Contains(b.route, "english_channel") || !slices.Contains(b.route, "north_sea") {
		t.Errorf("home to %s by %v", b.Destination, b.route)
	}
}

// SW WP3 roll 4 again after Barbarossa (Baltic operations): a modified search roll of 9
// in the Baltic is a Soviet special convoy; 8 reads the chart as usual.
func TestBalticNine(t *testing.T) {
	c, rec := smzCampaign(t, Week{MonthOf(1941, 8), 1}, 4, 4)
	c.Events["rescue_atlantis"] = 1
	b := stationBoat(t, c, "baltic_sea")
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != "baltic_operations" {
		t.Fatalf("war events %+v", ev)
	}
	// the aircraft to the Baltic: every recon aircraft that reaches it searches it (7.9)
	c.War.congregation["north_sea"] = 5 // (where the AI would place them otherwise, 9.1)
	planes, err := c.placeRecon(nil)
	if err != nil || len(planes) == 0 {
		t.Fatalf("recon %v %v", planes, err)
	}
	for _, p := range planes {
		if p.Zone != "baltic_sea" {
			t.Errorf("recon %+v", p)
		}
	}
	c.Dice = NewScriptedDice(9)
	k := c.Search(b)
	if r := smzRoll(t, rec, TabAAC); r.Total != 9 || k.Category != CatSpecial || k.ConvertedBy != "baltic_operations" || c.Dice.Left() != 0 {
		t.Errorf("AAC %+v, contact %+v", r, k)
	}
	c.Dice = NewScriptedDice(8, 0) // Baltic WP3 row "WWWWWGGOOB": 8 → O, contact d10 0 → none
	if k := c.Search(b); k.Category == CatSpecial || c.Dice.Left() != 0 {
		t.Errorf("roll 8: contact %+v, %d left", k, c.Dice.Left())
	}
}

// SW WP5 roll 4 (the Laconia): before Torch 5 boats patrol-move from West Africa to Cape
// Verde and make no search that week (no attacks); after Torch they RTB from West
// Africa instead.
func TestLaconia(t *testing.T) {
	c, rec := smzCampaign(t, Week{MonthOf(1942, 9), 1}, 4, 4)
	b := stationBoat(t, c, "west_africa")
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "laconia" || !ev[0].Applied || ev[0].NotModelled != "" || b.Markers.RTB ||
		b.Destination != "cape_verde" || !b.week.noAttack || len(c.War.ev.early) != 0 {
		t.Fatalf("war events %+v; %s to %s, RTB %v", ev, b.ID, b.Destination, b.Markers.RTB)
	}
	c.Dice = NewDice(7) // (the week's other rolls)
	if err := c.stepOperations(nil); err != nil {
		t.Fatal(err)
	}
	if b.State != OnStation || b.Zone != "cape_verde" || b.week.searched {
		t.Errorf("%s %s in %s, searched %v", b.ID, b.State, b.Zone, b.week.searched)
	}
	for _, e := range rec.Events {
		if s, ok := e.(*SearchEvent); ok && s.Boat == b.ID {
			t.Errorf("%s searched: %+v", b.ID, s)
		}
	}
	// after Torch: RTB from West Africa
	c, rec = smzCampaign(t, Week{MonthOf(1942, 12), 1}, 4, 4)
	c.Events["torch_landings"] = 1
	b = stationBoat(t, c, "west_africa")
	if err := c.stepWarEvents(); err != nil || !b.Markers.RTB || b.week.noAttack {
		t.Errorf("after Torch: %v, RTB %v", err, b.Markers.RTB)
	}
}

// SW WP5 roll 0 again: "wolfpacks … are allowed in all these fights": a convoy found in
// Casablanca calls the other boats on patrol there (not those of Morocco).
func TestSMZTorchPack(t *testing.T) {
	c, rec := smzCampaign(t, Week{MonthOf(1942, 11), 1}, 4, 0)
	c.Events["hitlers_mistake"] = 1
	a, m := stationBoat(t, c, "morocco"), stationBoat(t, c, "morocco")
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	out := stationBoat(t, c, "morocco")
	for _, b := range []*Boat{a, m} {
		b.Zone, b.route, b.Destination = "casablanca", nil, ""
	}
	c.Dice = NewDice(5)
	k := Contact{Category: CatConvoyL, Ships: categoryReach(CatConvoyL), Zone: "casablanca"}
	if _, err := c.packBattle(a, k, nil); err != nil {
		t.Fatal(err)
	}
	joined := map[string]bool{}
	for _, e := range rec.Events {
		if j, ok := e.(*WolfpackJoinEvent); ok {
			joined[j.Boat] = true
		}
	}
	if !joined[m.ID] || joined[out.ID] {
		t.Errorf("join rolls %v (want %s, not %s)", joined, m.ID, out.ID)
	}
}

// SW WP4 roll 8 (the Mediterranean campaign): "may be ignored if 30 or more German boats
// are in the Mediterranean": then the player may refuse it (the war_event decision,
// refused true, no sailing); the AI obeys; with 29 nothing is asked.
func TestMediterraneanLimit(t *testing.T) {
	for _, tc := range []struct {
		boats  int
		player Decider
		asked  bool
		refuse bool
	}{
		{30, DeciderFunc(func(c *Campaign, d *Decision) string {
			if d.Kind == DecideRefuse {
				return KeyRefuse
			}
			return ""
		}), true, true},
		{30, nil, true, false},
		{29, nil, false, false},
	} {
		c, rec := smzCampaign(t, Week{MonthOf(1942, 3), 1}, 4, 8)
		c.player = tc.player
		n := 0
		for _, b := range c.loop() {
			if n < tc.boats && b.Nation == "de" && b.State.InPort() {
				b.Zone = "italy"
				n++
			}
		}
		if err := c.stepWarEvents(); err != nil {
			t.Fatal(err)
		}
		ev := warEvents(rec)
		var asked *DecisionEvent
		for _, e := range rec.Events {
			if d, ok := e.(*DecisionEvent); ok && d.Kind == DecideRefuse {
				asked = d
			}
		}
		if len(ev) != 1 || ev[0].Key != "mediterranean_campaign" || ev[0].Refused != tc.refuse || (asked != nil) != tc.asked ||
			(asked != nil && asked.Chosen != map[bool]string{true: KeyRefuse, false: KeyObey}[tc.refuse]) {
			t.Errorf("%d boats: %+v, decision %+v", tc.boats, ev, asked)
		}
	}
}

// SW WP5 roll 4 again (captured minefield plans): the port by d10 (8 → English Coast),
// one boat enters it, every target there in port (SW 14.18).
func TestCapturedMinefieldPlans(t *testing.T) {
	c, rec := smzCampaign(t, Week{MonthOf(1942, 10), 1}, 4, 4, 8)
	c.Events["laconia"] = 1
	a, b := stationBoat(t, c, "north_sea"), stationBoat(t, c, "north_sea")
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "captured_minefield_plans" || len(ev[0].Orders) != 1 || ev[0].Orders[0].Zone != "english_coast" ||
		!slices.Equal(ev[0].Orders[0].Boats, []string{a.ID}) || b.smz != "" {
		t.Fatalf("war events %+v", ev)
	}
	if r := smzRoll(t, rec, TabWarEventZone); r.Total != 8 || r.Result != "english_coast" {
		t.Errorf("port roll %+v", r)
	}
	a.Zone, a.route = "english_coast", nil
	if !c.inPort(a) || c.inPort(b) {
		t.Error("in port: the boat in the port only")
	}
}

// SW 20.3 (smz.go smzMoveOptions): while an event's SMZ order is active (WP1 3 again:
// Scapa Flow, from the North Sea), an on-station boat in its OA may make a patrol move
// into it: the option is marked SMZ, the boat is on that patrol (entering from the North
// Sea), its transit check is +1 patrol move, +2 SMZ, +2 naval base; the BdU AI stays; a
// boat in another OA, or with no event, is not offered it.
func TestStationSMZ(t *testing.T) {
	setup := func() (*Campaign, *Recorder, *Boat, *Boat) {
		c, rec := smzCampaign(t, Week{MonthOf(1939, 11), 1}, 4, 3)
		c.Events["cooperation_with_ussr"] = 1
		if err := c.stepWarEvents(); err != nil {
			t.Fatal(err)
		}
		if c.smzPatrol("scapa_flow") == nil {
			t.Fatal("no Scapa Flow patrol")
		}
		return c, rec, stationBoat(t, c, "north_sea"), stationBoat(t, c, "western_approaches")
	}
	c, rec, b, far := setup()
	opts := map[*Boat][]Option{}
	player := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideStation && (d.Boat == b || d.Boat == far) {
			opts[d.Boat] = slices.Clone(d.Options)
			if d.Boat == b {
				return "scapa_flow"
			}
		}
		return ""
	})
	if err := c.stepOrders(player); err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(opts[b], func(o Option) bool { return o.Key == "scapa_flow" })
	if i < 0 || !opts[b][i].SMZ {
		t.Fatalf("station options %+v", opts[b])
	}
	if slices.ContainsFunc(opts[far], func(o Option) bool { return o.SMZ }) {
		t.Errorf("a boat in the Western Approaches offered an SMZ: %+v", opts[far])
	}
	if b.Destination != "scapa_flow" || b.smz != "scapa_flow" || b.smzFrom != "north_sea" {
		t.Fatalf("%s: destination %q, smz %q from %q", b.ID, b.Destination, b.smz, b.smzFrom)
	}
	c.Dice = NewScriptedDice(1) // d10 1 (+6 as in TestSMZScapaFlow): under the North Sea's WP1 threshold 8
	if lost, err := c.move(b, nil); err != nil || lost {
		t.Fatal(lost, err)
	}
	r := smzRoll(t, rec, TabTransit)
	if r.Column != "north_sea" || modOf(r, "7.4 patrol move") != 1 || modOf(r, "SW 20.3 entering an SMZ") != 2 ||
		modOf(r, "SW 30.4 entering a naval base") != 2 {
		t.Errorf("entry check %+v", r)
	}
	if !onSMZ(b) {
		t.Errorf("%s in %s (%s), not on its SMZ patrol", b.ID, b.Zone, b.State)
	}

	// the BdU AI stays
	c, _, b, _ = setup()
	if err := c.stepOrders(nil); err != nil {
		t.Fatal(err)
	}
	if b.Destination != "" || b.smz != "" {
		t.Errorf("AI moved %s to %q (smz %q)", b.ID, b.Destination, b.smz)
	}

	// no event: no SMZ option
	c, _, b, _ = setup()
	c.War.ev.early = nil
	delete(opts, b)
	if err := c.stepOrders(player); err == nil || slices.ContainsFunc(opts[b], func(o Option) bool { return o.SMZ }) {
		t.Errorf("no event: options %+v, error %v", opts[b], err)
	}
}
