package bdu

import (
	"slices"
	"strings"
	"testing"
)

// eventCampaign is a 1943-06 campaign moved to month m (its war period), with scripted
// dice and a recorder.
func eventCampaign(t *testing.T, m Month, faces ...int) (*Campaign, *Recorder) {
	t.Helper()
	return movedCampaign(t, MonthOf(1943, 6), Week{m, 1}, faces...)
}

// movedCampaign is a campaign from start (seed 3) moved to week w (its war period, its
// open bases), with scripted dice and a recorder.
func movedCampaign(t *testing.T, start Month, w Week, faces ...int) (*Campaign, *Recorder) {
	t.Helper()
	c := newTestCampaign(t, start, 3)
	c.Now, c.Period = w, c.Data.PeriodAt(w.Month).Index
	c.open = c.OpenBases()
	c.War.congregation = map[string]int{}
	c.Dice = NewScriptedDice(faces...)
	rec := &Recorder{}
	c.Log = rec
	return c, rec
}

// warEvents are the war events (design 8.5) in rec, in log order.
func warEvents(rec *Recorder) []*WarEventEvent { return eventsOf[*WarEventEvent](rec) }

// design 8.5 (SW 5.1): d10 5–9 → no event, one roll, in WP6–10 as in WP1–5.
func TestWarEventTrigger(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1943, 7), 5)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if c.Dice.Left() != 0 || len(warEvents(rec)) != 0 {
		t.Errorf("%d faces left, events %v", c.Dice.Left(), warEvents(rec))
	}
	if r := rec.Events[0].(*RollEvent); r.Table != TabWarEventTrigger || r.Result != "no_event" || r.Column != "WP6" {
		t.Errorf("trigger roll %+v", r)
	}
	c, rec = eventCampaign(t, MonthOf(1942, 9), 7) // WP5: SW's table (events_early.go), the same trigger
	if err := c.stepWarEvents(); err != nil || len(warEvents(rec)) != 0 || c.Dice.Left() != 0 {
		t.Errorf("WP5: %v, %d war events, %d faces left", err, len(warEvents(rec)), c.Dice.Left())
	}
}

// design 8.5 WP6 roll 2: transfer to training, 2 VIIC without schnorchel, boats in port
// first; the war_event names the entry and the body addressed (9.3).
func TestWarEventTransferToTraining(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1943, 7), 4, 2)
	var first []*Boat
	for _, b := range c.loop() {
		if !b.State.AtSea() && b.State != Refit && !b.Markers.Schnorchel && b.Type == "VIIC" {
			first = append(first, b)
		}
	}
	before := c.Withdrawals[Training]
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if c.Withdrawals[Training] != before+2 || first[0].State != Training || first[1].State != Training {
		t.Errorf("training %d → %d; first two %s %s", before, c.Withdrawals[Training], first[0].State, first[1].State)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "transfer_to_training" || ev[0].Target != "BdU" || !ev[0].Applied || ev[0].WP != 6 || ev[0].Roll != 2 {
		t.Errorf("war events %+v", ev)
	}
	if err := c.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

// SW 5.2 (design 8.5 "Once only"): Italy's surrender rolled again is no event; an entry
// not modelled is logged with Applied false.
func TestWarEventOnceOnly(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1943, 8), 0, 0, 0, 0, 0, 3) // (before its deadline month)
	for range 3 {
		if err := c.stepWarEvents(); err != nil {
			t.Fatal(err)
		}
	}
	ev := warEvents(rec)
	if len(ev) != 2 || ev[0].Key != "italy_surrenders" || !ev[0].Applied || ev[1].Key != "arctic_reinforcement" {
		t.Errorf("war events %+v", ev)
	}
	if _, ok := c.Events["italy_surrenders"]; !ok {
		t.Error("italy_surrenders not recorded")
	}
}

// design 8.5 WP6 roll 8: a hunter-killer group, d10 5–9 → sargasso_sea, red +2 there for
// 4 weeks (the transit threshold 10 − red falls by 2), then gone.
func TestWarEventHunterKiller(t *testing.T) {
	c, _ := eventCampaign(t, MonthOf(1943, 7), 0, 8, 7)
	base := c.redBoxes("sargasso_sea")
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	for w := range 5 {
		want := base + 2
		if w == 4 {
			want = base
		}
		if got := c.redBoxes("sargasso_sea"); got != want || c.transitThreshold("sargasso_sea") != 10-want {
			t.Errorf("week %d: red %d, want %d", w+1, got, want)
		}
		if c.redBoxes("mid_ocean") != c.Data.Map.RedBoxes("mid_ocean", c.Period) {
			t.Error("mid_ocean red changed")
		}
		c.Now = c.Now.Next()
		c.Dice = NewScriptedDice(9) // no event
		if err := c.stepWarEvents(); err != nil {
			t.Fatal(err)
		}
	}
}

// design 8.5 WP10 roll 2: fuel shortage, at most half of the ready boats (rounded down)
// sail this week.
func TestWarEventFuelShortage(t *testing.T) {
	c, _ := eventCampaign(t, MonthOf(1945, 2), 0, 2)
	n := 0
	for _, b := range c.Boats {
		if b.State.InPort() && !b.State.InRepair() && b.State != Hold && n < 5 {
			b.State, b.Zone = Ready, "norway"
			n++
		}
	}
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ready := len(c.BoatsAt("norway", Ready))
	if err := c.stepOrders(nil); err != nil {
		t.Fatal(err)
	}
	sailed := ready - len(c.BoatsAt("norway", Ready))
	if ready < 5 || sailed != ready/2 {
		t.Errorf("%d ready, %d sailed, want %d", ready, sailed, ready/2)
	}
}

// design 8.5 WP8 roll 4: every boat in a France-Atlantic repair box rolls 2d6: 2–3
// destroyed (counts as lost, 4.6), 4 one box back, 5–12 nothing.
func TestWarEventBombingFrenchBases(t *testing.T) {
	c, _ := eventCampaign(t, MonthOf(1944, 6), 0, 4)
	var boats []*Boat
	for _, b := range c.loop() {
		if b.State.InPort() && len(boats) < 3 {
			b.Zone = "france_atlantic"
			boats = append(boats, b)
		}
	}
	boats[0].State, boats[1].State, boats[2].State = Repair1, Repair2, Repair1
	c.Dice = NewScriptedDice(0, 4, 1, 2, 2, 2, 6, 6)
	lost := c.ULost
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if boats[0].State != DestroyedInPort || boats[1].State != Repair3 || boats[2].State != Repair1 || c.ULost != lost+1 {
		t.Errorf("states %s %s %s, lost %d → %d", boats[0].State, boats[1].State, boats[2].State, lost, c.ULost)
	}
	if c.Dice.Left() != 0 {
		t.Errorf("%d faces left", c.Dice.Left())
	}
}

// design 8.5 WP8 roll 8: the schnorchel programme fits every boat in Work Up, In-Port
// or Pierside, once only; WP7 roll 8: Biscay +1 for the rest of WP7.
func TestWarEventSchnorchelAndRadar(t *testing.T) {
	c, _ := eventCampaign(t, MonthOf(1944, 6), 0, 8)
	var b *Boat
	for _, x := range c.loop() {
		if x.State == WorkUp && !x.Markers.Schnorchel {
			b = x
			break
		}
	}
	if b == nil {
		t.Fatal("no boat in Work Up")
	}
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if !b.Markers.Schnorchel {
		t.Error("no schnorchel after the programme")
	}
	c, _ = eventCampaign(t, MonthOf(1944, 2), 0, 8)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if c.eventTZ("bay_of_biscay") != 1 || c.eventTZ("english_channel") != 0 {
		t.Error("centimetric radar: Biscay +1")
	}
	c.Period = 8
	if c.eventTZ("bay_of_biscay") != 0 {
		t.Error("centimetric radar acts in WP7 only")
	}
}

// design 8.5 WP7 roll 1: an Arctic sortie acts next week in the Norwegian and Barents
// Seas: gate +1, and a convoy is a task force on d10 0–2.
func TestWarEventArcticSortie(t *testing.T) {
	c, _ := eventCampaign(t, MonthOf(1944, 2), 0, 1)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if c.arcticSortie("norwegian_sea") {
		t.Error("the sortie acts next week, not this one")
	}
	c.Now = c.Now.Next()
	if !c.arcticSortie("norwegian_sea") || !c.arcticSortie("barents_sea") || c.arcticSortie("north_sea") {
		t.Error("next week: Norwegian and Barents Seas only")
	}
	// arctic column 2d6 for a convoy result, gate d10 0 stands, sortie d10 2 → task force
	b := c.loop()[0]
	b.Markers = Markers{}
	for a := 1; a <= 6; a++ {
		for d := 1; d <= 6; d++ {
			if k, _, _ := e1Contact(e1Table["arctic"][a+d-2]); k != CatConvoyL && k != CatConvoyS {
				continue
			}
			c.Dice = NewScriptedDice(a, d, 0, 2)
			k := c.searchE1(b, "norwegian_sea")
			if k.Category != CatTaskForce || k.ConvertedBy != "arctic_sortie" || c.Dice.Left() != 0 {
				t.Errorf("contact %+v, %d faces left", k, c.Dice.Left())
			}
			return
		}
	}
	t.Fatal("no convoy result in the arctic column")
}

// design 8.5 WP10 roll 1 (Kola inlet, 4 boats to the Barents Sea) as an SW 5.3 forced
// deployment: a boat already there counts; then boats on station in an adjacent OA
// patrol-move in, then outbound boats in an adjacent zone turn in; the war_event lists
// the boats sent (9.3 orders) and they are not asked for other orders at II.5.
func TestWarEventForcedDeployment(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1945, 2), 0, 1)
	var pool []*Boat
	for _, b := range c.loop() {
		if b.Type == "VIIC" && b.State.InPort() && len(pool) < 5 {
			pool = append(pool, b)
		}
	}
	there, st1, st2, out1, out2 := pool[0], pool[1], pool[2], pool[3], pool[4]
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
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	for _, b := range []*Boat{st1, st2, out1} {
		if !b.week.forced || b.Destination != "barents_sea" || len(b.route) != 1 || b.route[0] != "barents_sea" {
			t.Errorf("%s (%s): forced %v, destination %s, route %v", b.ID, b.State, b.week.forced, b.Destination, b.route)
		}
	}
	if out2.week.forced || out2.Destination != "greenland_gap" || there.week.forced {
		t.Errorf("out2 %v %s, there %v", out2.week.forced, out2.Destination, there.week.forced)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "kola_inlet" || !ev[0].Applied || len(ev[0].Orders) != 1 ||
		ev[0].Orders[0].Zone != "barents_sea" || len(ev[0].Orders[0].Boats) != 3 || ev[0].Orders[0].Boats[2] != out1.ID {
		t.Errorf("war events %+v", ev)
	}
	// II.5: the forced boats are not asked (a decider that answers rtb would send them home)
	rtb := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideStation {
			return KeyRTB
		}
		return KeyWait
	})
	if err := c.stepOrders(rtb); err != nil {
		t.Fatal(err)
	}
	if st1.Markers.RTB || st2.Markers.RTB || !there.Markers.RTB {
		t.Errorf("RTB after II.5: forced %v %v, the boat already there %v", st1.Markers.RTB, st2.Markers.RTB, there.Markers.RTB)
	}
}

// design 8.5 WP8 roll 3 (Baltic operations): Ready boats of a base 1 MP from the Baltic
// sail for it (SW 5.3 step 3), and no wolfpack forms there this turn.
func TestWarEventBalticOperations(t *testing.T) {
	c, _ := eventCampaign(t, MonthOf(1944, 7), 0, 3)
	n := 0
	for _, b := range c.loop() {
		if b.Type == "VIIC" && b.State.InPort() && n < 6 {
			b.State, b.Zone, b.Markers = Ready, "germany", Markers{}
			n++
		}
	}
	for _, b := range c.Boats {
		if b.State == OnStation && b.Zone == "baltic_sea" {
			b.Zone = "north_sea"
		}
	}
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	sent := 0
	for _, b := range c.Boats {
		if b.State == Outbound && b.Destination == "baltic_sea" && b.week.forced {
			sent++
			if r := c.Data.Map.PathsFrom(b.home, c.Period)["baltic_sea"]; !b.week.sailed || r.MP > 1 {
				t.Errorf("%s sailed from %s, %d MP from the Baltic", b.ID, b.home, r.MP)
			}
		}
	}
	if sent != 5 {
		t.Errorf("%d sailed for the Baltic, want 5", sent)
	}
	if c.packsAllowed("baltic_sea") || !c.packsAllowed("north_sea") {
		t.Error("no packs in the Baltic this turn only")
	}
}

// design 8.5 WP10 roll 0: Seewolf, 6 boats to the Grand Banks (SW 5.3: a boat on station
// in an adjacent OA moves in), once only (SW 5.2).
func TestWarEventSeewolf(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1945, 3), 0, 0, 0, 0)
	var b *Boat
	for _, x := range c.loop() {
		if x.Type == "VIIC" && x.State.InPort() {
			b = x
			break
		}
	}
	b.State, b.Zone, b.Side, b.Markers = OnStation, "mid_ocean", SidePatrol, Markers{}
	b.Torpedoes = c.Data.Types[b.Type].Torpedoes
	for range 2 {
		if err := c.stepWarEvents(); err != nil {
			t.Fatal(err)
		}
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "seewolf" || len(ev[0].Orders) != 1 || ev[0].Orders[0].Zone != "grand_banks" ||
		!slices.Contains(ev[0].Orders[0].Boats, b.ID) || b.Destination != "grand_banks" {
		t.Errorf("war events %+v, %s destination %s", ev, b.ID, b.Destination)
	}
}

// design 8.5 WP6 roll 9, WP6 roll 3, WP7 roll 3: the blockade-runner escort (1 undamaged
// boat on station in Mid-Ocean, Morocco or the SW Approaches turns for home), the Arctic
// and Mediterranean reinforcements (4 Type VII in port sail for the Norwegian Sea or the
// Western Mediterranean); each logged with what is not modelled.
func TestWarEventLateMissions(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1943, 8), 1, 9)
	var b *Boat
	for _, x := range c.loop() {
		if x.State.InPort() && x.Nation == "de" {
			b = x
			break
		}
	}
	b.State, b.Zone, b.Side = OnStation, "morocco", SidePatrol
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	// "no attacks" on the way home: the escort marker (missions.go missionEscort)
	if len(ev) != 1 || ev[0].Key != "blockade_runner_escort" || !ev[0].Applied || !b.Markers.RTB || ev[0].NotModelled != "" ||
		b.Markers.Mission != missionEscort || !noAttacks(b) {
		t.Fatalf("escort: %+v, RTB %v, mission %q", ev, b.Markers.RTB, b.Markers.Mission)
	}
	for _, tc := range []struct {
		m    Month
		roll int
		key  string
		zone string
	}{{MonthOf(1943, 8), 3, "arctic_reinforcement", "norwegian_sea"}, {MonthOf(1944, 2), 3, "mediterranean_reinforcement", "western_mediterranean"}} {
		c, rec := eventCampaign(t, tc.m, 0, tc.roll)
		for _, x := range c.Boats {
			if x.State.InPort() && x.State != Refit && strings.HasPrefix(x.Type, "VII") && x.Zone != "italy" && x.Zone != "greece" && x.Zone != "toulon" {
				x.State = Ready
			}
		}
		if err := c.stepWarEvents(); err != nil {
			t.Fatal(err)
		}
		ev := warEvents(rec)
		if len(ev) != 1 || ev[0].Key != tc.key || !ev[0].Applied || len(ev[0].Orders) != 1 || len(ev[0].Orders[0].Boats) != 4 {
			t.Fatalf("%s: %+v", tc.key, ev)
		}
		for _, id := range ev[0].Orders[0].Boats {
			if x := c.Boat(id); !strings.HasPrefix(x.Type, "VII") || x.State != Outbound || x.Destination != tc.zone {
				t.Errorf("%s: %s %s %s for %s", tc.key, id, x.Type, x.State, x.Destination)
			}
		}
	}
}

// design 8.5 WP10 roll 8 and WP9 roll 9: a Type XXI of the arrivals moves into Ready at
// Norway (once); a Type XXIII arrives early, Pierside at Germany, and the table's next
// XXIII arrival does not come (the books balance).
func TestWarEventLateArrivals(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1945, 2), 2, 8)
	x := c.commission("XXI", MonthOf(1945, 2))
	x.State, x.Zone = Pierside, "germany"
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != "type_xxi_operational" || x.State != Ready || x.Zone != "norway" {
		t.Fatalf("XXI: %+v, %s at %s", ev, x.State, x.Zone)
	}
	if err := c.CheckInvariants(); err != nil {
		t.Error(err)
	}
	c, rec = eventCampaign(t, MonthOf(1944, 9), 0, 9)
	next := Month(0)
	for m := MonthOf(1944, 10); m <= LastMonth && next == 0; m++ {
		if c.Data.ArrivalsIn(m)["XXIII"] > 0 {
			next = m
		}
	}
	if next == 0 {
		t.Fatal("no XXIII arrival after 1944-09 in the table")
	}
	before := c.Commissioned
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	var early *Boat
	for _, b := range c.Boats {
		if b.Type == "XXIII" && b.Commissioned == MonthOf(1944, 9) {
			early = b
		}
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != "new_types" || early == nil || early.State != Pierside ||
		early.Zone != "germany" || c.Commissioned != before+1 {
		t.Fatalf("new types: %+v, %+v", ev, early)
	}
	if err := c.CheckInvariants(); err != nil {
		t.Error(err)
	}
	c.Now, c.Period = Week{next, 1}, c.Data.PeriodAt(next).Index
	arr, err := c.Reinforce()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, b := range arr {
		if b.Type == "XXIII" {
			n++
		}
	}
	if n != c.Data.ArrivalsIn(next)["XXIII"]-1 {
		t.Errorf("%s: %d XXIII arrived, the table has %d and one came early", next, n, c.Data.ArrivalsIn(next)["XXIII"])
	}
}

// design 8.5 WP6 roll 4 (once): the return to the North Atlantic; the week after, boats
// are sent to the Greenland Gap (SW 5.3: a boat on station next to it moves in), and
// there that week the gate is +1 and the escorts −1 E; the week after that, neither.
func TestWarEventReturnToNorthAtlantic(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1943, 8), 2, 4)
	var b *Boat
	for _, x := range c.loop() {
		if x.State.InPort() && x.Nation == "de" && x.Torpedoes > 0 {
			b = x
			break
		}
	}
	b.State, b.Zone, b.Side = OnStation, "mid_ocean", SidePatrol
	es := c.escortValue("greenland_gap")
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != "return_to_north_atlantic" || !ev[0].Applied || b.Destination == "greenland_gap" {
		t.Fatalf("events %+v; %s bound for %q", ev, b.ID, b.Destination)
	}
	c.Now = c.Now.Next()
	c.Dice = NewScriptedDice(9)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if b.Destination != "greenland_gap" || !b.week.forced || es < 1 || c.escortValue("greenland_gap") != es-1 ||
		c.escortValue("mid_ocean") != c.Data.Charts.EscortValue[c.Data.Map.Zones["mid_ocean"].Region][c.Period-1] || !c.returnNA("greenland_gap") {
		t.Fatalf("week after: %s bound for %q (forced %v); Es %d → %d", b.ID, b.Destination, b.week.forced, es, c.escortValue("greenland_gap"))
	}
	c.Now = c.Now.Next()
	if c.returnNA("greenland_gap") || c.escortValue("greenland_gap") != es {
		t.Error("the return lasts one week")
	}
}

// design 8.5 WP7 roll 0: 8 Type VII at France-Atlantic are held in port until the
// invasion (no sailing: a sailing order passes them over), rolled again topped up to 8;
// from Overlord (1944-06 week 2) they are free (and sail for the Channel SMZ, invasion.go).
func TestWarEventInvasionReadiness(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1944, 2), 0, 0)
	n := 0
	for _, b := range c.loop() {
		if b.Nation == "de" && slices.Contains(typeVII, b.Type) && b.State.InPort() && b.State != Refit && n < 10 {
			b.State, b.Zone = Ready, "france_atlantic"
			n++
		}
	}
	if n < 10 {
		t.Fatalf("%d Type VII in port", n)
	}
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "invasion_readiness" || len(ev[0].Orders) != 1 || len(ev[0].Orders[0].Boats) != 8 || ev[0].NotModelled != "" {
		t.Fatalf("events %+v", ev)
	}
	held := map[string]bool{}
	for _, id := range ev[0].Orders[0].Boats {
		held[id] = true
	}
	if err := c.sendBoats(&Deployment{Zone: "sw_approaches", Boats: 10, Types: typeVII}); err != nil {
		t.Fatal(err)
	}
	for _, b := range c.Boats {
		if held[b.ID] && (b.State != Ready || b.Markers.Mission != missionInvasion) {
			t.Errorf("%s held: %s, mission %q", b.ID, b.State, b.Markers.Mission)
		}
	}
	c.Dice = NewScriptedDice(0, 0) // rolled again: still 8
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 2 || len(ev[1].Orders[0].Boats) != 0 {
		t.Errorf("again: %+v", ev[len(ev)-1])
	}
	c.Now, c.Period = c.Data.Fixed.Overlord, 8
	c.Dice = NewScriptedDice(9)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	for _, b := range c.Boats {
		if b.Markers.Mission == missionInvasion {
			t.Errorf("%s still held at Overlord", b.ID)
		}
	}
}

// design 8.5 WP8 roll 9 "No sailing without schnorchel (BdU)": for the rest of WP8 a
// boat without schnorchel is offered no sailing whose route enters english_channel,
// western_approaches or sw_approaches, and no patrol move into them; a schnorchel boat
// is; from WP9 the order is off.
func TestWarEventNoSailingWithoutSchnorchel(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1944, 7), 0, 9)
	var with, without *Boat
	for _, b := range c.loop() {
		if b.Nation != "de" || !slices.Contains(typeVII, b.Type) || !b.State.InPort() || b.State == Refit || b.WithdrawOnArrival != "" {
			continue
		}
		switch {
		case with == nil:
			with = b
			b.Markers.Schnorchel = true
		case without == nil:
			without = b
			b.Markers.Schnorchel = false
		default:
			continue
		}
		b.State, b.Zone = Ready, "norway"
	}
	if with == nil || without == nil {
		t.Fatal("no two Type VII in port")
	}
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != "no_sailing_without_schnorchel" || !ev[0].Applied {
		t.Fatalf("events %+v", ev)
	}
	offers := func() map[string][]string {
		got := map[string][]string{}
		p := DeciderFunc(func(c *Campaign, d *Decision) string {
			if d.Kind == DecideSail && (d.Boat == with || d.Boat == without) {
				for _, o := range d.Options {
					got[d.Boat.ID] = append(got[d.Boat.ID], o.Key)
				}
				return KeyWait
			}
			return ""
		})
		if err := c.stepOrders(p); err != nil {
			t.Fatal(err)
		}
		return got
	}
	enters := func(b *Boat, oas []string) []string {
		var bad []string
		routes := c.Data.Map.PathsFrom(b.Zone, c.Period)
		for _, oa := range oas {
			if oa == KeyWait {
				continue
			}
			for _, z := range routes[oa].Zones[1:] {
				if slices.Contains(schnorchelZones, z) {
					bad = append(bad, oa)
					break
				}
			}
		}
		return bad
	}
	got := offers()
	if bad := enters(without, got[without.ID]); len(bad) > 0 {
		t.Errorf("without schnorchel, offered %v", bad)
	}
	if len(enters(with, got[with.ID])) == 0 || !slices.Contains(got[with.ID], "western_approaches") {
		t.Errorf("with schnorchel, offered %v: want western_approaches and the OAs through it", got[with.ID])
	}
	// a patrol move from an OA next to the Western Approaches (design 9.1 "Move")
	moves := func(b *Boat) []string {
		var keys []string
		b.State, b.Zone, b.Side = OnStation, "north_sea", SidePatrol
		p := DeciderFunc(func(c *Campaign, d *Decision) string {
			if d.Kind == DecideStation && d.Boat == b {
				for _, o := range d.Options {
					keys = append(keys, o.Key)
				}
				return KeyStay
			}
			if d.Kind == DecideSail {
				return KeyWait
			}
			return ""
		})
		if err := c.stepOrders(p); err != nil {
			t.Fatal(err)
		}
		b.State, b.Zone = Ready, "norway"
		return keys
	}
	if m := moves(without); slices.Contains(m, "western_approaches") {
		t.Errorf("without schnorchel, a move into the Western Approaches offered: %v", m)
	}
	if m := moves(with); !slices.Contains(m, "western_approaches") {
		t.Errorf("with schnorchel, no move into the Western Approaches: %v", m)
	}
	c.Period = 9 // WP9: the order is over
	if got := offers(); len(enters(without, got[without.ID])) == 0 {
		t.Errorf("WP9: still barred, offered %v", got[without.ID])
	}
}

// design 8.5 WP6 roll 6 (minelaying: 2 boats, VIID/XB first, to one of the WP's SMZs,
// no attacks) and WP6 roll 7 (Abwehr agents: 1 boat to st_lawrence or ireland, no
// attacks): the boats sail with the mission marker, make no search on the way or there,
// do the mission the turn they arrive and turn for home.
func TestWarEventNoAttacksMissions(t *testing.T) {
	for _, tc := range []struct {
		roll    int
		key     string
		boats   int
		zones   []string
		mission string
	}{
		{6, "minelaying", 2, minelayingZones[0], missionMines},
		{7, "abwehr_agents", 1, []string{"st_lawrence", "ireland"}, missionAgents},
	} {
		c, rec := eventCampaign(t, MonthOf(1943, 8), 0, tc.roll)
		vii := 0
		for _, b := range c.loop() {
			if b.Nation == "de" && b.State.InPort() && b.State != Refit && b.WithdrawOnArrival == "" && b.Zone == "france_atlantic" &&
				(b.Type == "VIID" || (strings.HasPrefix(b.Type, "VIIC") && vii < 3)) {
				if b.Type != "VIID" {
					vii++
				}
				b.State = Ready
			}
		}
		if err := c.stepWarEvents(); err != nil {
			t.Fatal(err)
		}
		ev := warEvents(rec)
		if len(ev) != 1 || ev[0].Key != tc.key || !ev[0].Applied || len(ev[0].Orders) != 1 || len(ev[0].Orders[0].Boats) != tc.boats {
			t.Fatalf("%s: %+v", tc.key, ev)
		}
		o := ev[0].Orders[0]
		if !slices.Contains(tc.zones, o.Zone) || c.Data.Map.Zones[o.Zone].Kind != KindSMZ {
			t.Fatalf("%s: zone %q", tc.key, o.Zone)
		}
		sent := map[string]bool{}
		for _, id := range o.Boats {
			b := c.Boat(id)
			sent[id] = true
			if b.State != Outbound || b.Destination != o.Zone || b.Markers.Mission != tc.mission {
				t.Fatalf("%s: %s %s for %s, mission %q", tc.key, id, b.State, b.Destination, b.Markers.Mission)
			}
			if tc.key == "minelaying" && b.Type != "VIID" && vii < 3 {
				t.Errorf("minelaying took %s (%s) before the VIIDs", id, b.Type)
			}
		}
		c.Dice = NewDice(21)
		from := len(rec.Events)
		done := map[string]bool{}
		for w := 0; w < 12 && len(done) < len(sent); w++ {
			if err := c.PlayWeek(nil); err != nil {
				t.Fatal(err)
			}
			for _, e := range rec.Events[from:] {
				switch x := e.(type) {
				case *ContactEvent:
					if sent[x.Boat] && !done[x.Boat] {
						t.Errorf("%s: %s searched on a no-attacks mission", tc.key, x.Boat)
					}
				case *MinefieldEvent: // SW 26.1–26.3, 26.11 B: the mines laid or dumped (mines.go)
					if sent[x.Boat] && (x.Action == "laid" || x.Action == "no_counter" || x.Action == "dumped") {
						if x.Zone != o.Zone {
							t.Errorf("%s: %s laid in %s", tc.key, x.Boat, x.Zone)
						}
						done[x.Boat] = true
						if b := c.Boat(x.Boat); b.Markers.Mission != "" || b.Markers.Mine != 0 ||
							(!b.State.Terminal() && b.State != Returning && !b.State.InPort() && c.Data.Map.Zones[b.Zone].Kind != KindOperatingArea) {
							t.Errorf("%s: %s after the mission: %s in %s, mission %q, mines %d", tc.key, x.Boat, b.State, b.Zone, b.Markers.Mission, b.Markers.Mine)
						}
					}
				case *OrderEvent:
					if sent[x.Boat] && x.Kind == tc.mission+"_done" {
						if x.Detail != o.Zone {
							t.Errorf("%s: %s did it in %s", tc.key, x.Boat, x.Detail)
						}
						done[x.Boat] = true
						if b := c.Boat(x.Boat); b.Markers.Mission != "" || (!b.State.Terminal() && b.State != Returning && !b.State.InPort()) {
							t.Errorf("%s: %s after the mission: %s, mission %q", tc.key, x.Boat, b.State, b.Markers.Mission)
						}
					}
				}
			}
			from = len(rec.Events)
		}
		for id := range sent {
			if b := c.Boat(id); !done[id] && !b.State.Terminal() {
				t.Errorf("%s: %s never did its mission (%s in %s)", tc.key, id, b.State, b.Zone)
			}
		}
	}
}

// design 8.5 WP6 roll 1 (Monsun: 5 Type IXC/40 or IXD2 sail for the Arabian Sea and
// Penang opens at once; again: 3 more), WP7 roll 4 (Monsun II: 3 Type IX) and WP9 roll 8
// (Monsun returns: 2 boats at or near Penang sail home to Norway).
func TestWarEventMonsun(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1943, 8), 0, 1, 0, 1)
	for _, b := range c.Boats {
		if b.Nation == "de" && b.State.InPort() && b.State != Refit && b.WithdrawOnArrival == "" && b.Zone == "france_atlantic" &&
			slices.Contains(typeIX, b.Type) {
			b.State = Ready
		}
	}
	if slices.Contains(c.open, "penang") {
		t.Fatal("Penang open before the Monsun")
	}
	for i, want := range []int{5, 3} {
		if err := c.stepWarEvents(); err != nil {
			t.Fatal(err)
		}
		ev := warEvents(rec)
		if len(ev) != i+1 || ev[i].Key != "monsun" || !ev[i].Applied || len(ev[i].Orders) != 1 || len(ev[i].Orders[0].Boats) != want {
			t.Fatalf("monsun %d: %+v", i+1, ev[len(ev)-1])
		}
		for _, id := range ev[i].Orders[0].Boats {
			if b := c.Boat(id); (b.Type != "IXC40" && b.Type != "IXD2") || b.State != Outbound || b.Destination != "arabian_sea" {
				t.Errorf("monsun: %s %s %s for %s", id, b.Type, b.State, b.Destination)
			}
		}
		if !slices.Contains(c.open, "penang") || !slices.Contains(c.OpenBases(), "penang") {
			t.Errorf("monsun %d: Penang not open", i+1)
		}
	}

	c, rec = eventCampaign(t, MonthOf(1944, 2), 0, 4)
	for _, b := range c.Boats {
		if b.Nation == "de" && b.State.InPort() && b.State != Refit && b.WithdrawOnArrival == "" && b.Zone == "france_atlantic" {
			b.State = Ready
		}
	}
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "monsun_ii" || !ev[0].Applied || len(ev[0].Orders[0].Boats) != 3 {
		t.Fatalf("monsun_ii: %+v", ev)
	}
	for _, id := range ev[0].Orders[0].Boats {
		if b := c.Boat(id); !slices.Contains(typeIX, b.Type) || b.Destination != "arabian_sea" {
			t.Errorf("monsun_ii: %s %s for %s", id, b.Type, b.Destination)
		}
	}

	c, rec = eventCampaign(t, MonthOf(1944, 10), 0, 8)
	var at []*Boat
	for _, b := range c.loop() {
		if b.Nation == "de" && b.State.InPort() && b.State != Refit && b.WithdrawOnArrival == "" && len(at) < 3 {
			at = append(at, b)
		}
	}
	at[0].State, at[0].Zone = OnStation, "arabian_sea"
	at[0].Side = SidePatrol
	at[1].State, at[1].Zone = Ready, "penang"
	at[2].State, at[2].Zone = OnStation, "arabian_sea"
	at[2].Side = SidePatrol
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev = warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "monsun_returns" || len(ev[0].Orders[0].Boats) != 2 {
		t.Fatalf("monsun_returns: %+v", ev)
	}
	if got := ev[0].Orders[0].Boats; got[0] != at[1].ID || at[1].State != Returning || at[1].Destination != "norway" || !at[1].Markers.RTB {
		t.Errorf("monsun_returns: %v; the boat at Penang %s for %s", got, at[1].State, at[1].Destination)
	}
	if at[0].State != Returning && at[2].State != Returning {
		t.Error("monsun_returns: no boat of the Arabian Sea sent home")
	}
}

// design 8.5 WP7 roll 9 "Yanagi transport": 2 Type IX in port leave off-map (the refit
// box of 4.5) for 3 months, then come back on d10 0–4 to Penang, 5–9 to Norway (the other
// when the one rolled is not open), in Pierside; a week early nothing happens.
func TestWarEventYanagi(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1944, 2), 0, 9)
	n := 0
	for _, b := range c.loop() {
		if slices.Contains(typeIX, b.Type) && b.Nation == "de" && b.State.InPort() && b.State != Refit && b.Zone == "france_atlantic" && n < 3 {
			b.State = Ready
			n++
		}
	}
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "yanagi_transport" || !ev[0].Applied || len(ev[0].Orders) != 1 || len(ev[0].Orders[0].Boats) != 2 {
		t.Fatalf("yanagi: %+v", ev)
	}
	var boats []*Boat
	for _, id := range ev[0].Orders[0].Boats {
		b := c.Boat(id)
		boats = append(boats, b)
		if b.State != Refit || !slices.Contains(typeIX, b.Type) {
			t.Errorf("yanagi: %s %s %s", id, b.Type, b.State)
		}
	}
	if err := c.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	c.Now, c.Dice = Week{MonthOf(1944, 4), 4}, NewScriptedDice(9) // a week early: only the trigger roll
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if boats[0].State != Refit || boats[1].State != Refit {
		t.Fatal("yanagi: back before three months")
	}
	c.Now, c.Dice = Week{MonthOf(1944, 5), 1}, NewScriptedDice(7, 2, 9)
	c.open = c.OpenBases()
	if slices.Contains(c.open, "penang") {
		t.Fatal("Penang open without a Monsun")
	}
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	for _, b := range boats {
		if b.State != Pierside || b.Zone != "norway" {
			t.Errorf("yanagi return: %s %s at %s, want pierside at norway (7: Norway; 2: Penang, not open)", b.ID, b.State, b.Zone)
		}
	}
	if len(c.War.ev.yanagi) != 0 {
		t.Errorf("yanagi trips left: %+v", c.War.ev.yanagi)
	}
	if err := c.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
