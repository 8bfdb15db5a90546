package bdu

import (
	"slices"
	"strings"
	"testing"
)

// earlyCampaign is a 1939-09 campaign moved to week w (its war period), the deadline
// events of earlier months happened (SW 5.42 makes them happen by then), with scripted
// dice and a recorder.
func earlyCampaign(t *testing.T, w Week, faces ...int) (*Campaign, *Recorder) {
	t.Helper()
	c := newTestCampaign(t, FirstMonth, 3)
	c.Now, c.Period = w, c.Data.PeriodAt(w.Month).Index
	for _, list := range c.Data.EarlyEvents {
		for _, e := range list {
			for x := e; x != nil; x = x.Again {
				if x.Deadline != 0 && x.Deadline < w.Month {
					c.Events[x.Key] = 1
				}
			}
		}
	}
	c.open = c.OpenBases()
	c.War.congregation = map[string]int{}
	c.Dice = NewScriptedDice(faces...)
	rec := &Recorder{}
	c.Log = rec
	return c, rec
}

func earlyEntry(t *testing.T, c *Campaign, wp, roll int, m Month) *WarEntry {
	t.Helper()
	for _, e := range c.Data.EarlyEvents[wp-1] {
		if e.Roll == roll && e.holds(m) {
			return e
		}
	}
	t.Fatalf("WP%d roll %d: no entry in %s", wp, roll, m)
	return nil
}

// SW 5.4 (design 8.5 WP1 roll 8): Weserübung's deadline, week 1 of 1940-05: d10 0–6 it
// happens and the 5.1 roll is skipped; its two weeks (SW 5.1: no roll in week 2, the
// same deployment); torpedo value −1 for them; Norway opens (3.5 opens_by, a week on);
// every Type II to the North Sea, 10 larger boats to the Norwegian Sea; at the start of
// the week after, the value back and the Type IIA to training.
func TestEarlyWeserubungDeadline(t *testing.T) {
	c, rec := earlyCampaign(t, Week{MonthOf(1940, 5), 1}, 3)
	c.War.TorpedoValue = 0
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "weserubung" || !ev[0].Deadline || ev[0].Roll != -1 || !ev[0].Applied ||
		!strings.Contains(ev[0].NotModelled, "(e)") || c.Dice.Left() != 0 {
		t.Fatalf("war events %+v, %d faces left", ev, c.Dice.Left())
	}
	if r := rec.Events[0].(*RollEvent); r.Table != TabWarEventDeadline || r.Total != 3 || r.Result != "weserubung" {
		t.Errorf("deadline roll %+v", r)
	}
	if c.War.TorpedoValue != -1 || c.Events["weserubung"] != c.Now.Turn() {
		t.Errorf("torpedo value %d, events %v", c.War.TorpedoValue, c.Events)
	}
	// (b) "fill Narvik first": the SMZ order (smz.go) before the two OAs
	if len(ev[0].Orders) != 3 || ev[0].Orders[0].Zone != "narvik" || ev[0].Orders[1].Zone != "north_sea" || len(ev[0].Orders[1].Boats) == 0 {
		t.Fatalf("orders %+v", ev[0].Orders)
	}
	for i, o := range ev[0].Orders[1:] {
		for _, id := range o.Boats {
			if ii := strings.HasPrefix(c.Boat(id).Type, "II"); ii != (i == 0) {
				t.Errorf("%s to %s is a %s", id, o.Zone, c.Boat(id).Type)
			}
		}
	}
	// week 2: no roll (no dice), Norway open
	c.Now = c.Now.Next()
	c.open = c.OpenBases()
	if err := c.stepWarEvents(); err != nil || len(warEvents(rec)) != 1 || c.War.TorpedoValue != -1 || !slices.Contains(c.open, "norway") {
		t.Fatalf("week 2: %v, %d events, value %d, open %v", err, len(warEvents(rec)), c.War.TorpedoValue, c.open)
	}
	// week 3: the value back to 0, the IIA withdrawn, then the 5.1 roll (d10 8: none)
	iia := 0
	for _, b := range c.Boats {
		if b.Type == "IIA" && !b.State.Terminal() {
			iia++
		}
	}
	c.Now = c.Now.Next()
	c.Dice = NewScriptedDice(8)
	before := c.Withdrawals[Training]
	if err := c.stepWarEvents(); err != nil || c.War.TorpedoValue != 0 || c.Dice.Left() != 0 {
		t.Fatalf("week 3: %v, value %d, %d faces left", err, c.War.TorpedoValue, c.Dice.Left())
	}
	left := 0
	for _, b := range c.Boats {
		if b.Type == "IIA" && !b.State.Terminal() && b.WithdrawOnArrival == "" {
			left++
		}
	}
	if iia == 0 || left != 0 || c.Withdrawals[Training] == before && iia > 0 && left == iia {
		t.Errorf("Type IIA: %d before, %d left in service", iia, left)
	}
	// (no invariant check here: the boats sent from port in week 1 have not moved, the
	// weeks' other steps not being played)
	// SW 5.42: still not happened in week 4 → at once, no deadline roll
	c, rec = earlyCampaign(t, Week{MonthOf(1940, 5), 4})
	if err := c.stepWarEvents(); err != nil || len(warEvents(rec)) != 1 || warEvents(rec)[0].Key != "weserubung" {
		t.Errorf("week 4: %v, %+v", err, warEvents(rec))
	}
	// SW 5.41 d10 7–9: the normal roll follows (trigger 6: no event)
	c, rec = earlyCampaign(t, Week{MonthOf(1940, 5), 2}, 7, 6)
	if err := c.stepWarEvents(); err != nil || len(warEvents(rec)) != 0 || c.Dice.Left() != 0 {
		t.Errorf("deadline 7: %v, %+v, %d faces left", err, warEvents(rec), c.Dice.Left())
	}
}

// SW 5.2 (design 8.5 WP1 roll 3): the first time cooperation with the USSR (Murmansk
// opens), again the air raid on Scapa Flow (an SMZ patrol, smz.go: no boat near, none
// sent).
func TestEarlyAgain(t *testing.T) {
	c, rec := earlyCampaign(t, Week{MonthOf(1939, 11), 1}, 0, 3)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	c.Now = c.Now.Next()
	c.Dice = NewScriptedDice(4, 3)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 2 || ev[0].Key != "cooperation_with_ussr" || !ev[0].Applied || ev[1].Key != "air_raid_scapa_flow" ||
		!ev[1].Applied || ev[1].NotModelled != "" || ev[1].Target != "OKM" || len(ev[1].Orders) != 1 || ev[1].Orders[0].Zone != "scapa_flow" {
		t.Fatalf("events %+v", ev)
	}
	if c.Now = c.Now.Next(); !slices.Contains(c.OpenBases(), "murmansk") {
		t.Error("Murmansk not open after the cooperation with the USSR")
	}
	// void_after: the iron-ore convoy after Weserübung is no event
	c, rec = earlyCampaign(t, Week{MonthOf(1940, 6), 1}, 0, 1)
	c.Events["weserubung"], c.Events["dunkirk"] = 1, 1
	if err := c.stepWarEvents(); err != nil || len(warEvents(rec)) != 0 || c.Dice.Left() != 0 {
		t.Errorf("iron ore after Weserübung: %v, %+v", err, warEvents(rec))
	}
}

// SW 5.1: WP3 −1 before July 1941 (clamped to 0), WP5 +1 in 1943 (roll 10).
func TestEarlyRollModifiers(t *testing.T) {
	c, rec := earlyCampaign(t, Week{MonthOf(1941, 5), 1}, 0, 0)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	var table *RollEvent
	for _, e := range rec.Events {
		if r, ok := e.(*RollEvent); ok && r.Table == TabWarEvent {
			table = r
		}
	}
	if table == nil || table.Total != 0 || len(table.Mods) != 1 || table.Mods[0].V != -1 || table.Result != "pan_american_security_zone" {
		t.Fatalf("WP3 table roll %+v", table)
	}
	c, rec = earlyCampaign(t, Week{MonthOf(1943, 3), 1}, 2, 9)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != "uboat_transfer" || ev[0].Roll != 10 || !ev[0].Applied {
		t.Errorf("WP5 1943 roll 9+1: %+v", *ev[0])
	}
}

// design 8.5 WP1 rolls 1 and 2: how an event reads a contact: the iron-ore convoy's
// further d10 (0–4 special, 5–7 task force, 8–9 the contact stands) on any contact in
// the Norwegian Sea; the defence of Norway counts only convoys, a task force on 0–2.
func TestEarlyContactRules(t *testing.T) {
	c, rec := earlyCampaign(t, Week{MonthOf(1939, 11), 1}, 3, 6, 8, 1)
	ore := earlyEntry(t, c, 1, 1, c.Now.Month)
	c.War.ev.early = []earlyEffect{{e: ore, from: c.Now, until: c.Now, contacts: ore.Contacts}}
	for _, want := range []Category{CatSpecial, CatTaskForce, CatLoner} {
		k := Contact{Category: CatLoner, Ships: 1, Zone: "norwegian_sea"}
		c.earlyContact(&k, "norwegian_sea")
		if k.Category != want || (want != CatLoner && (k.ConvertedBy != "iron_ore_convoy" || k.Ships != categoryReach(want))) {
			t.Errorf("got %+v, want %s", k, want)
		}
	}
	k := Contact{Category: CatLoner, Ships: 1}
	c.earlyContact(&k, "north_sea") // not its zone: no roll
	norway := earlyEntry(t, c, 1, 2, c.Now.Month)
	c.War.ev.early = []earlyEffect{{e: norway, from: c.Now, until: c.Now, contacts: norway.Contacts}}
	k = Contact{Category: CatLoner, Ships: 2}
	c.earlyContact(&k, "north_sea") // only convoys: no dice
	if k.Category != CatNone {
		t.Errorf("a loner in the defence of Norway: %+v", k)
	}
	k = Contact{Category: CatConvoyL, Ships: 4}
	c.earlyContact(&k, "north_sea")
	if k.Category != CatTaskForce || c.Dice.Left() != 0 {
		t.Errorf("a convoy on d10 1: %+v, %d faces left", k, c.Dice.Left())
	}
	n := 0
	for _, e := range rec.Events {
		if r, ok := e.(*RollEvent); ok && r.Table == TabWarEventZone {
			n++
		}
	}
	if n != 4 {
		t.Errorf("%d WAR_EVENT_ZONE rolls, want 4", n)
	}
	if !c.packsAllowed("north_sea") {
		t.Error("the defence of Norway forbids no packs")
	}
}

// design 8.5 WP2 rolls 2 and 3: the sortie of Admiral Scheer, −4 to the search and
// contact rolls outside the Mediterranean and the south; Admiral Hipper, −1 to the
// search rolls only; the Million-Dollar Convoy: no packs in the SW Approaches.
func TestEarlySearchAndPacks(t *testing.T) {
	c, _ := earlyCampaign(t, Week{MonthOf(1940, 9), 1})
	scheer := earlyEntry(t, c, 2, 2, c.Now.Month)
	c.War.ev.early = []earlyEffect{{e: scheer, search: scheer.Search}}
	if c.earlySearch("western_approaches", false) != -4 || c.earlySearch("western_approaches", true) != -4 ||
		c.earlySearch("western_mediterranean", false) != 0 || c.earlySearch("west_africa", false) != 0 {
		t.Error("Admiral Scheer's −4")
	}
	hipper := earlyEntry(t, c, 2, 3, c.Now.Month)
	mdc := earlyEntry(t, c, 2, 8, c.Now.Month)
	c.War.ev.early = []earlyEffect{{e: hipper, search: hipper.Search}, {e: mdc}}
	if c.earlySearch("mid_ocean", false) != -1 || c.earlySearch("mid_ocean", true) != 0 {
		t.Error("Admiral Hipper's −1 on search rolls only")
	}
	if c.packsAllowed("sw_approaches") || !c.packsAllowed("mid_ocean") {
		t.Error("Million-Dollar Convoy: no packs in the SW Approaches only")
	}
}

// design 8.5 WP3 roll 3: three boats to training, the old types first, boats in port
// first, at most one Type II; none once every IA, IID, VIIB and IXA has gone.
func TestEarlyTraining(t *testing.T) {
	c, rec := earlyCampaign(t, Week{MonthOf(1941, 8), 1}, 1, 3)
	before := c.Withdrawals[Training]
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	var gone []*Boat
	ii := 0
	for _, e := range rec.Events {
		if w, ok := e.(*WithdrawalEvent); ok {
			b := c.Boat(w.Boat)
			gone = append(gone, b)
			if strings.HasPrefix(b.Type, "II") {
				ii++
			}
		}
	}
	if len(gone) != 3 || c.Withdrawals[Training]+countWithdrawing(c) < before+3 || ii > 1 {
		t.Fatalf("withdrawn %d (%d Type II)", len(gone), ii)
	}
	for _, b := range gone {
		if !slices.Contains([]string{"IA", "IID", "VIIB", "IXA"}, b.Type) {
			t.Errorf("%s (%s) went before the old types", b.ID, b.Type)
		}
	}
	// every old type gone: no more removals
	for _, b := range c.Boats {
		if slices.Contains([]string{"IA", "IID", "VIIB", "IXA"}, b.Type) && !b.State.Terminal() && b.State != Refit && b.WithdrawOnArrival == "" {
			if err := c.Withdraw(b, Training, "test"); err != nil {
				t.Fatal(err)
			}
		}
	}
	n := len(rec.Events)
	c.Dice = NewScriptedDice(1, 3)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	for _, e := range rec.Events[n:] {
		if _, ok := e.(*WithdrawalEvent); ok {
			t.Fatal("a boat withdrawn after every old type had gone")
		}
	}
	if err := c.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

func countWithdrawing(c *Campaign) int {
	n := 0
	for _, b := range c.Boats {
		if b.WithdrawOnArrival == Training {
			n++
		}
	}
	return n
}

// design 8.5 WP1 roll 5: the blockade-runner escort, one undamaged boat on station in
// the SW Approaches turns for home (a damaged one is passed over), once only.
func TestEarlyRTB(t *testing.T) {
	c, rec := earlyCampaign(t, Week{MonthOf(1939, 12), 1}, 2, 5)
	var at []*Boat
	for _, b := range c.loop() {
		if b.State.InPort() && len(at) < 2 {
			b.State, b.Zone, b.Side = OnStation, "sw_approaches", SidePatrol
			at = append(at, b)
		}
	}
	at[0].Markers.Damage = 1
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "blockade_runner_escort" || at[0].Markers.RTB || !at[1].Markers.RTB ||
		len(ev[0].Orders) != 1 || ev[0].Orders[0].Zone != "sw_approaches" || ev[0].Orders[0].Boats[0] != at[1].ID {
		t.Errorf("events %+v; RTB %v %v", ev, at[0].Markers.RTB, at[1].Markers.RTB)
	}
}

// design 8.5 WP3 roll 8 (deadline 1941-10): the Mediterranean campaign, 6 Type VII in
// port sail for the Western Mediterranean; Italy and Greece open at once (3.5).
func TestEarlyMediterraneanCampaign(t *testing.T) {
	c, rec := earlyCampaign(t, Week{MonthOf(1941, 8), 1}, 0, 8)
	for _, b := range c.Boats {
		if b.State.InPort() && strings.HasPrefix(b.Type, "VII") && b.State != Refit {
			b.State = Ready
		}
	}
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "mediterranean_campaign" || len(ev[0].Orders) != 1 || len(ev[0].Orders[0].Boats) != 6 {
		t.Fatalf("events %d: %+v", len(ev), *ev[0])
	}
	for _, id := range ev[0].Orders[0].Boats {
		if b := c.Boat(id); !strings.HasPrefix(b.Type, "VII") || b.State != Outbound || b.Destination != "western_mediterranean" {
			t.Errorf("%s: %s %s for %s", id, b.Type, b.State, b.Destination)
		}
	}
	if open := c.OpenBases(); !slices.Contains(open, "italy") || !slices.Contains(open, "greece") {
		t.Errorf("open bases %v", open)
	}
}

// design 8.5 WP2 roll 9 (SW weather reporting): a boat on station in the Greenland Gap
// takes the duty; its endurance check is −2 and nothing else (6.1.8); when it turns for
// home the marker comes off; the duty lasts to the end of WP3 (its header keeps it in
// force) and ends with WP4.
func TestEarlyWeatherReporting(t *testing.T) {
	c, rec := earlyCampaign(t, Week{MonthOf(1940, 10), 1}, 0, 9)
	var b *Boat
	for _, x := range c.loop() {
		if x.State.InPort() && x.Nation == "de" && x.Type == "VIIB" {
			b = x
			break
		}
	}
	b.State, b.Zone, b.Side, b.Markers.Damage, b.Markers.Inexp = OnStation, "greenland_gap", SidePatrol, 1, 1
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != "weather_reporting" || !ev[0].Applied || !b.Markers.WeatherDuty {
		t.Fatalf("events %+v, duty %v", ev, b.Markers.WeatherDuty)
	}
	c.Dice = NewScriptedDice(5)
	c.EnduranceCheck(b)
	var end *RollEvent
	for _, e := range rec.Events {
		if r, ok := e.(*RollEvent); ok && r.Table == TabEndurance {
			end = r
		}
	}
	if end == nil || len(end.Mods) != 1 || end.Mods[0].V != -2 || end.Total != 3 {
		t.Fatalf("endurance roll %+v: want −2 only", end)
	}
	b.Markers.RTB = true // turned for home: the marker comes off
	c.Now = c.Now.Next()
	c.Dice = NewScriptedDice(9)
	if err := c.stepWarEvents(); err != nil || b.Markers.WeatherDuty {
		t.Fatalf("%v, duty %v after RTB", err, b.Markers.WeatherDuty)
	}
	// WP3: still in force; WP4: ended, the marker off
	c.Now, c.Period = Week{MonthOf(1941, 9), 1}, 3
	c.Events["pan_american_security_zone"] = 1 // its deadline (1941-06) passed
	b.Markers.RTB, b.Markers.WeatherDuty = false, false
	c.Dice = NewScriptedDice(9)
	if err := c.stepWarEvents(); err != nil || !b.Markers.WeatherDuty {
		t.Fatalf("WP3: %v, duty %v", err, b.Markers.WeatherDuty)
	}
	c.Now, c.Period = Week{MonthOf(1942, 2), 1}, 4
	c.Dice = NewScriptedDice(9)
	if err := c.stepWarEvents(); err != nil || b.Markers.WeatherDuty {
		t.Fatalf("WP4: %v, duty %v", err, b.Markers.WeatherDuty)
	}
}

// design 8.5 WP1–5 "no attacks" entries on the mission order of missions.go: WP1 roll 0
// minelaying sends 2 boats with the minelaying marker and their mines (SW 26.0) to the
// first British SMZ they can reach (applied, nothing left unmodelled: the field is laid,
// mines_test.go); WP2 roll 7 lands agents in the Ireland SMZ with 1 boat (applied,
// nothing left unmodelled); the agents' boat on station does its mission (no search) and
// turns for home.
func TestEarlyNoAttacksMissions(t *testing.T) {
	for _, tc := range []struct {
		w            Week
		faces        []int
		key, mission string
		zone         string
		boats        int
		left         bool // not_modelled left
	}{
		// (the English Coast is 0 MP from Germany, no mission trip: missionFit; Ireland next)
		{Week{MonthOf(1939, 10), 1}, []int{0, 0}, "minelaying", missionMines, "ireland", 2, false},
		{Week{MonthOf(1940, 8), 1}, []int{0, 7}, "abwehr_agents", missionAgents, "ireland", 1, false},
	} {
		c, rec := earlyCampaign(t, tc.w, tc.faces...)
		for _, b := range c.Boats {
			if b.State.InPort() && b.State != Refit && b.Nation == "de" {
				b.State = Ready
			}
		}
		if err := c.stepWarEvents(); err != nil {
			t.Fatal(err)
		}
		ev := warEvents(rec)
		if len(ev) != 1 || ev[0].Key != tc.key || !ev[0].Applied || (ev[0].NotModelled != "") != tc.left ||
			len(ev[0].Orders) != 1 || ev[0].Orders[0].Zone != tc.zone || len(ev[0].Orders[0].Boats) != tc.boats {
			t.Fatalf("%s: events %d, %+v", tc.key, len(ev), *ev[0])
		}
		b := c.Boat(ev[0].Orders[0].Boats[0])
		if b.State != Outbound || b.Destination != tc.zone || b.Markers.Mission != tc.mission || !noAttacks(b) {
			t.Fatalf("%s: %s %s for %s, mission %q", tc.key, b.ID, b.State, b.Destination, b.Markers.Mission)
		}
		if tc.mission == missionMines {
			if b.Markers.Mine != mineStrength(c.Data.Types[b.Type]) || b.Markers.Mine == 0 {
				t.Errorf("%s: %s (%s) carries mines %d", tc.key, b.ID, b.Type, b.Markers.Mine)
			}
			continue // the laying: mines_test.go
		}
		b.State, b.Zone, b.route, b.Side = OnStation, tc.zone, nil, SidePatrol
		if ok, err := c.doMission(b, nil); err != nil || !ok || b.Markers.Mission != "" || !b.Markers.RTB {
			t.Errorf("%s: the mission done: marker %q, RTB %v", tc.key, b.Markers.Mission, b.Markers.RTB)
		}
	}
}
