package bdu

import (
	"slices"
	"testing"
)

// SW 26.11 A in WP6–10 (mines.go patrolSMZOK, minesPatrolSMZ; smz.go smzSearch): a
// minelayer Spotted entering Freetown from West Africa in 1943-07 may dump its mines and
// patrol the SMZ; its search is the WP6–10 SMZ patrol's, West Africa's [E1] column with
// the gate +1 (SW 20.4 [designed]), the contact in Freetown; after its week it goes
// back to West Africa (20.6) and its endurance check takes +1 (26.11). The BdU AI
// still dumps the mines and patrols the OA (B).
func TestLayMinesSpottedPatrolSMZLate(t *testing.T) {
	c, b, rec := mineBoat(t, "VIID", "freetown", "west_africa", MonthOf(1943, 7))
	c.War.Recon, c.War.Weather = nil, nil
	lc := c.lateChart("west_africa")
	gate := lc.Gate[c.Period-6]
	if gate < 0 || gate > 8 {
		t.Fatalf("West Africa gate %d in WP%d: no d10 above it", gate, c.Period)
	}
	x, y := 0, 0 // a ship result on West Africa's [E1] column
	for a := 1; a <= 6 && x == 0; a++ {
		for d := 1; d <= 6; d++ {
			if k, _, _ := e1Contact(e1Table[lc.E1][a+d-2]); k == CatConvoyS || k == CatConvoyL || k == CatLoner {
				x, y = a, d
				break
			}
		}
	}
	if x == 0 {
		t.Fatalf("no ship result on [E1] %s", lc.E1)
	}
	// the gate d10: Spotted −1 and the SMZ's +1 cancel; gate + 1 does not stand
	c.Dice = NewScriptedDice(x, y, gate+1)
	b.Markers.Spotted = true
	var opts []string
	p := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideMinesSpotted {
			opts = optionKeys(d)
			return KeyPatrolSMZ
		}
		return ""
	})
	if _, err := c.doMission(b, p); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(opts, []string{KeyDumpMines, KeyKeepMines, KeyPatrolSMZ}) {
		t.Errorf("options %v", opts)
	}
	if b.Markers.Mine != 0 || b.Markers.Mission != "" || !b.Markers.Spotted || !onSMZ(b) || b.Zone != "freetown" ||
		b.smzFrom != "west_africa" || b.week.mines != 1 || len(c.War.Minefields) != 0 {
		t.Fatalf("A: mines %d, spotted %v, in %s (smz %q from %q), endurance %+d, fields %v", b.Markers.Mine, b.Markers.Spotted,
			b.Zone, b.smz, b.smzFrom, b.week.mines, c.War.Minefields)
	}
	if d := minefieldEvents(rec, "dumped"); len(d) != 1 || d[0].Reason != KeyPatrolSMZ {
		t.Errorf("dumped %+v", d)
	}
	if r := rollsOf(rec, TabE1); len(r) != 1 || r[0].Column != lc.E1 || r[0].Total != x+y {
		t.Errorf("[E1] rolls %+v, want one on %s", r, lc.E1)
	}
	g := rollsOf(rec, TabGate)
	if len(g) != 1 || g[0].Column != "west_africa" || !hasMod(g[0], -1, "SW 20.4 SMZ: one level up, gate +1") ||
		!hasMod(g[0], 1, "7.3 Spotted: gate −1") || g[0].Result != "none" {
		t.Errorf("gate rolls %+v", g)
	}
	if s := eventsOf[*SearchEvent](rec); len(s) != 1 || s[0].Zone != "freetown" || s[0].Method != "e1" || !s[0].Gated {
		t.Errorf("search events %+v", s)
	}
	if done, err := c.smzAfter(b, nil); err != nil || done || b.Zone != "west_africa" || b.smz != "" {
		t.Fatalf("after: done %v, %v, in %s (smz %q)", done, err, b.Zone, b.smz)
	}
	c.Dice = NewScriptedDice(5)
	c.EnduranceCheck(b)
	if e := rollsOf(rec, TabEndurance); len(e) != 1 || !hasMod(e[0], 1, "6.1.8 SW 26.3/26.11 minelaying") {
		t.Errorf("endurance %+v", e)
	}

	// the BdU AI: B (dump the mines, patrol West Africa), never A
	c, b, rec = mineBoat(t, "VIID", "freetown", "west_africa", MonthOf(1943, 7))
	b.Markers.Spotted = true
	if _, err := c.doMission(b, nil); err != nil {
		t.Fatal(err)
	}
	ds := eventsOf[*DecisionEvent](rec)
	if len(ds) != 1 || ds[0].Chosen != KeyDumpMines || !slices.Contains(ds[0].Options, KeyPatrolSMZ) ||
		b.Zone != "west_africa" || b.smz != "" || len(rollsOf(rec, TabE1)) != 0 {
		t.Errorf("the AI: %+v; in %s (smz %q)", ds, b.Zone, b.smz)
	}

	// the flagship never (its weeks are its Hunted boxes, 6.2.1), nor a boat with no OA
	// entered from
	c, b, _ = mineBoat(t, "VIID", "freetown", "west_africa", MonthOf(1943, 7))
	if !c.patrolSMZOK(b, "west_africa") || c.patrolSMZOK(b, "") {
		t.Error("A: offered from no OA, or not from West Africa")
	}
	c.flagship = b.ID
	if c.patrolSMZOK(b, "west_africa") {
		t.Error("A offered to the flagship")
	}
}

// inshoreSplitCampaign is 1944-09 (WP9) with the inshore offensive rolled next (design
// 8.5 WP9 0), no Ready boat, recon aircraft or weather, and schnorchel boats on station:
// two in the SW Approaches (next to the Western Approaches), two in the North Sea (next
// to both, the English Coast's link), and one in the North Sea without schnorchel.
func inshoreSplitCampaign(t *testing.T) (c *Campaign, rec *Recorder, sw, ns []*Boat, plain *Boat) {
	t.Helper()
	c, rec = eventCampaign(t, MonthOf(1944, 9), 0, 0)
	c.War.Recon, c.War.Weather = nil, nil
	for _, b := range c.Boats {
		if b.State == Ready {
			b.State = InPort
		}
		b.Markers.Schnorchel = false // (only the boats below may be taken)
	}
	for range 2 {
		sw = append(sw, stationBoat(t, c, "sw_approaches"))
		sw[len(sw)-1].Markers.Schnorchel = true
		ns = append(ns, stationBoat(t, c, "north_sea"))
		ns[len(ns)-1].Markers.Schnorchel = true
	}
	plain = stationBoat(t, c, "north_sea")
	return c, rec, sw, ns, plain
}

// design 8.5 WP9 0 / WP10 9 "4 schnorchel boats to western_approaches and/or
// english_coast", 9.1 "Events: choose zones and boats", SW 5.3 (events.go
// inshoreOffensive, events_choice.go pickEventSplit): the English Coast is offered
// beside the Western Approaches; the player's split (2 and 2) sends the two boats of
// the SW Approaches to the Western Approaches (his picks among the four next to it) and
// the two North Sea boats on their English Coast SMZ patrol (SW 20.1: from its link);
// the boat without schnorchel stays. All four to the English Coast: only the North Sea
// boats can go (the part is not made up from the other zone [designed]). The BdU AI
// sends all four to the Western Approaches, as before.
func TestInshoreSplit(t *testing.T) {
	c, rec, sw, ns, plain := inshoreSplitCampaign(t)
	var splits []*Decision
	var boatAsks [][]string
	c.player = DeciderFunc(func(c *Campaign, d *Decision) string {
		switch d.Kind {
		case DecideEventSplit:
			cp := *d
			cp.Options = slices.Clone(d.Options)
			splits = append(splits, &cp)
			return "2"
		case DecideEventBoat:
			boatAsks = append(boatAsks, optionKeys(d))
			for _, b := range sw {
				if d.Has(b.ID) {
					return b.ID
				}
			}
		}
		return ""
	})
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if len(splits) != 1 || splits[0].Subject != "western_approaches" || splits[0].Then != "english_coast" ||
		!slices.Equal(optionKeys(splits[0]), []string{"4", "3", "2", "1", "0"}) {
		t.Fatalf("split asked %+v", splits)
	}
	if len(boatAsks) != 2 || !slices.Contains(boatAsks[0], ns[0].ID) || !slices.Contains(boatAsks[0], sw[0].ID) || slices.Contains(boatAsks[0], plain.ID) {
		t.Errorf("boat decisions %v", boatAsks)
	}
	for _, b := range sw {
		if b.Destination != "western_approaches" || !b.week.forced || b.smz != "" {
			t.Errorf("%s (SW Approaches): for %q, forced %v, smz %q", b.ID, b.Destination, b.week.forced, b.smz)
		}
	}
	for _, b := range ns {
		if b.Destination != "english_coast" || !b.week.forced || b.smz != "english_coast" || b.smzFrom != "north_sea" ||
			!slices.Equal(b.route, []string{"english_coast"}) {
			t.Errorf("%s (North Sea): for %q by %v, forced %v, smz %q from %q", b.ID, b.Destination, b.route, b.week.forced, b.smz, b.smzFrom)
		}
	}
	if plain.week.forced || plain.Destination != "" {
		t.Errorf("%s without schnorchel: for %q", plain.ID, plain.Destination)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "inshore_offensive" || len(ev[0].Orders) != 2 || ev[0].Orders[0].Zone != "western_approaches" ||
		ev[0].Orders[1].Zone != "english_coast" || len(ev[0].Orders[0].Boats) != 2 || len(ev[0].Orders[1].Boats) != 2 {
		t.Fatalf("war events %+v", ev)
	}

	// all four to the English Coast ("0" to the Western Approaches)
	c, rec, sw, ns, _ = inshoreSplitCampaign(t)
	c.player = answer("0")
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	for _, b := range ns {
		if b.Destination != "english_coast" || b.smz != "english_coast" {
			t.Errorf("%s: for %q (smz %q)", b.ID, b.Destination, b.smz)
		}
	}
	for _, b := range sw {
		if b.week.forced {
			t.Errorf("%s (SW Approaches, not linked to the English Coast) sent for %q", b.ID, b.Destination)
		}
	}
	if ev := warEvents(rec); len(ev) != 1 || len(ev[0].Orders) != 1 || ev[0].Orders[0].Zone != "english_coast" || len(ev[0].Orders[0].Boats) != 2 {
		t.Errorf("all to the English Coast: %+v", ev)
	}

	// the BdU AI: all four to the Western Approaches (its first option)
	c, rec, sw, ns, _ = inshoreSplitCampaign(t)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ds := splitDecisions(rec)
	if len(ds) == 0 || ds[0].Kind != DecideEventSplit || ds[0].Boat != "western_approaches" || ds[0].Chosen != "4" || ds[0].By != "ai" {
		t.Errorf("AI split %+v", ds)
	}
	for _, b := range append(sw, ns...) {
		if b.Destination != "western_approaches" || b.smz != "" {
			t.Errorf("AI: %s for %q (smz %q)", b.ID, b.Destination, b.smz)
		}
	}
	if ev := warEvents(rec); len(ev) != 1 || len(ev[0].Orders) != 1 || ev[0].Orders[0].Zone != "western_approaches" {
		t.Errorf("AI orders %+v", ev)
	}

	// an answer that is no option is an error
	c, _, _, _, _ = inshoreSplitCampaign(t)
	c.player = DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideEventSplit {
			return "5"
		}
		return ""
	})
	if err := c.stepWarEvents(); err == nil {
		t.Error("a split of 5 of 4 boats was accepted")
	}
}

// SW's WP1 minelaying "2 German boats lay mines in … English Coast … and/or Ireland"
// (design 8.5 WP1–5, 9.1 "Events"; missions.go sendMissionSplit, SW 26.0): with a boat
// on station in the North Sea (next to the English Coast's link: SW 26.0's boat at sea)
// and boats Ready in Germany (Ireland in reach; the English Coast is 0 MP away, no
// trip), both zones can be reached: the player splits 1 and 1, the boat at sea takes
// its mines to the English Coast and a boat in port sails for Ireland with its own;
// the BdU AI sends both to the English Coast (as sendMissionExcept: one zone, the
// first), which only the boat at sea can reach.
func TestMinelayingSplit(t *testing.T) {
	setup := func() (*Campaign, *Recorder, *Boat) {
		c, rec := earlyCampaign(t, Week{MonthOf(1939, 10), 1}, 0, 0)
		ready := 0
		for _, b := range c.loop() {
			if !b.State.InPort() || b.State == Refit || b.Nation != "de" {
				continue
			}
			b.State = InPort
			if b.Zone == "germany" && ready < 2 && b.Type != "" && !slices.Contains([]string{"IIA", "IIB", "IIC", "IID"}, b.Type) {
				b.State = Ready
				ready++
			}
		}
		if ready < 2 {
			t.Fatalf("%d boats ready", ready)
		}
		at := stationBoat(t, c, "north_sea")
		return c, rec, at
	}
	c, rec, at := setup()
	var split *Decision
	c.player = DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideEventSplit {
			cp := *d
			cp.Options = slices.Clone(d.Options)
			split = &cp
			return "1"
		}
		return ""
	})
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if split == nil || split.Subject != "english_coast" || split.Then != "ireland" || !slices.Equal(optionKeys(split), []string{"2", "1", "0"}) {
		t.Fatalf("split %+v", split)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "minelaying" || len(ev[0].Orders) != 2 || ev[0].Orders[0].Zone != "english_coast" ||
		ev[0].Orders[1].Zone != "ireland" || !slices.Equal(ev[0].Orders[0].Boats, []string{at.ID}) || len(ev[0].Orders[1].Boats) != 1 {
		t.Fatalf("war events %+v", ev)
	}
	if at.Destination != "english_coast" || at.Markers.Mine == 0 || at.Markers.Mission != missionMines {
		t.Errorf("%s at sea: for %q, mines %d", at.ID, at.Destination, at.Markers.Mine)
	}
	if b := c.Boat(ev[0].Orders[1].Boats[0]); b.State != Outbound || b.Destination != "ireland" || b.Markers.Mine == 0 {
		t.Errorf("%s: %s for %q, mines %d", b.ID, b.State, b.Destination, b.Markers.Mine)
	}
	if l := minefieldEvents(rec, "loaded"); len(l) != 2 || l[0].Zone != "english_coast" || l[1].Zone != "ireland" {
		t.Errorf("loaded %+v", l)
	}

	// the BdU AI: both to the English Coast; only the boat at sea goes (SW 5.3: no penalty)
	c, rec, at = setup()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ds := splitDecisions(rec)
	if len(ds) == 0 || ds[0].Kind != DecideEventSplit || ds[0].Chosen != "2" {
		t.Errorf("AI decisions %+v", ds)
	}
	if ev := warEvents(rec); len(ev) != 1 || len(ev[0].Orders) != 1 || ev[0].Orders[0].Zone != "english_coast" ||
		!slices.Equal(ev[0].Orders[0].Boats, []string{at.ID}) {
		t.Errorf("AI orders %+v", ev)
	}
}

// design 9.1 "Events", campaign saves: the player's splits of "X and/or Y" orders (the
// WP1 minelaying from 1939-09, seed 3; the inshore offensive from 1943-06, seed 3, in
// 1944-08) are saved as orders and replayed to the same log (ReplaySave checks the
// summary); the replayed campaign is not the AI's.
func TestEventSplitSaveReplay(t *testing.T) {
	for _, tc := range []struct {
		start Month
		until Week
		key   string
	}{{FirstMonth, Week{MonthOf(1939, 11), 1}, "0"}, {MonthOf(1943, 6), Week{MonthOf(1944, 9), 1}, "2"}} {
		c, err := NewCampaign(tc.start, 3)
		if err != nil {
			t.Fatal(err)
		}
		var a, b Recorder
		c.Log = &a
		n := 0
		rec := NewOrderRecorder(DeciderFunc(func(c *Campaign, d *Decision) string {
			if d.Kind == DecideEventSplit {
				n++
				return tc.key
			}
			return ""
		}))
		for c.Now.Before(tc.until) {
			if err := c.PlayWeek(rec); err != nil {
				t.Fatal(err)
			}
		}
		if n == 0 {
			t.Fatalf("from %s: no split before %s", tc.start, tc.until)
		}
		_, raw := saveBytes(t, c, rec)
		reload(t, raw, &b)
		sameLog(t, &a, &b)
		// the AI's own war differs from the week of the first split
		ai, err := NewCampaign(tc.start, 3)
		if err != nil {
			t.Fatal(err)
		}
		var r Recorder
		ai.Log = &r
		for ai.Now.Before(tc.until) {
			if err := ai.PlayWeek(nil); err != nil {
				t.Fatal(err)
			}
		}
		same := len(r.Events) == len(a.Events)
		for i := 0; same && i < len(a.Events); i++ {
			x, _ := jsonLine(a.Events[i])
			y, _ := jsonLine(r.Events[i])
			same = x == y
		}
		if same {
			t.Errorf("from %s: the player's splits left the log the AI's", tc.start)
		}
	}
}

// splitDecisions are the DecideEventSplit decision events in rec.
func splitDecisions(rec *Recorder) []*DecisionEvent {
	return slices.DeleteFunc(eventsOf[*DecisionEvent](rec), func(d *DecisionEvent) bool { return d.Kind != DecideEventSplit })
}
