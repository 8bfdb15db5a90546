package bdu

import (
	"testing"
)

// seaBoat puts a boat of type typ on station in oa in month m (war period wp), with
// scripted dice.
func seaBoat(t *testing.T, typ, oa string, m Month, faces ...int) (*Campaign, *Boat) {
	t.Helper()
	c := newTestCampaign(t, MonthOf(1942, 1), 1)
	c.Now, c.Period = Week{m, 2}, c.Data.PeriodAt(m).Index
	var b *Boat
	for _, x := range c.Boats {
		if x.Type == typ && x.State.InPort() {
			b = x
			break
		}
	}
	if b == nil {
		t.Fatalf("no %s in port", typ)
	}
	b.State, b.Zone, b.Side, b.Markers = OnStation, oa, SidePatrol, Markers{}
	b.Torpedoes = c.Data.Types[typ].Torpedoes
	c.Dice = NewScriptedDice(faces...)
	return c, b
}

func answer(keys ...string) Decider {
	return DeciderFunc(func(c *Campaign, d *Decision) string {
		for _, k := range keys {
			if d.Has(k) {
				return k
			}
		}
		return ""
	})
}

// design 6.1.9, the worked example: WP5, a VIIC in the Greenland Gap meets a large
// convoy; attack 7 → 1 sunk (tonnage 6 → 6,500 t); counterattack column C, 5 → S;
// reattack: straggler 4 (unchanged), attack 3 + 1 → 1 damaged; counterattack 6 + 1
// (Spotted) + 1 (reattack) = 8 → D: one damage marker, RTB.
func TestF1WorkedExample(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "greenland_gap", MonthOf(1943, 3), 7, 6, 5, 4, 3, 6)
	c.War.TorpedoValue = 1
	rec := &Recorder{}
	c.Log = rec
	k := Contact{Category: CatConvoyL, Ships: 4, Zone: "greenland_gap", Colour: 'B'}
	lost, err := c.Engage(b, k, answer(KeyAttack, KeyReattack))
	if err != nil || lost {
		t.Fatalf("lost %v, %v", lost, err)
	}
	if c.Dice.Left() != 0 {
		t.Errorf("%d scripted faces unused", c.Dice.Left())
	}
	vt := c.Data.Types["VIIC"]
	if b.PatrolShips != 1 || b.PatrolTons != 6500 || !b.Markers.Spotted || !b.Markers.RTB || b.Markers.Damage != 1 ||
		b.Torpedoes != vt.Torpedoes-2*vt.Salvo {
		t.Errorf("after the example: %d ships %d t, markers %+v, %d torpedoes", b.PatrolShips, b.PatrolTons, b.Markers, b.Torpedoes)
	}
	var eng []*EngagementEvent
	var ca []*CounterattackEvent
	for _, e := range rec.Events {
		switch e := e.(type) {
		case *EngagementEvent:
			eng = append(eng, e)
		case *CounterattackEvent:
			ca = append(ca, e)
		}
	}
	if len(eng) != 2 || eng[0].AV != 5 || eng[0].DV != 5 || eng[0].E != 3 {
		t.Errorf("engagements %+v (want AV 5, DV 5, E 3)", eng)
	}
	if len(ca) != 2 || ca[0].ASW != 7 || ca[0].SubD != 3 || ca[0].Column != "C" || ca[0].Result != "S" || ca[1].Result != "D" {
		t.Errorf("counterattacks %+v", ca)
	}
}

// design 7.4: a crossing into the SW Approaches with a TZ modifier of +2 in 1945 (WP10,
// threshold 10 − 3 = 7; 7.3's WP6 red 3 of the design's 1943 Biscay example is
// calibrated lower): d10 5 + 1 (heavy air) + 2 (TZ) = 8 ≥ 7 → event; first d10 3 →
// column 3 (WP8–10 1–3); second d10 9 → R: lost in transit.
func TestTransitCheckLost(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "sw_approaches", MonthOf(1945, 2), 5, 3, 9)
	if c.transitThreshold("sw_approaches") != 7 {
		t.Fatalf("threshold %d", c.transitThreshold("sw_approaches"))
	}
	b.State = Outbound
	lost, err := c.TransitCheck(b, "sw_approaches", 2, false, false)
	if err != nil || !lost || b.State != Sunk || c.ULost != 1 {
		t.Fatalf("lost %v %v, %s, ULost %d", lost, err, b.State, c.ULost)
	}
	// below the threshold nothing happens: 3 + 1 + 2 = 6 < 7
	c, b = seaBoat(t, "VIIC", "sw_approaches", MonthOf(1945, 2), 3)
	if lost, err := c.TransitCheck(b, "sw_approaches", 2, false, false); lost || err != nil || b.Markers.Spotted {
		t.Fatalf("no event expected: %v %v %+v", lost, err, b.Markers)
	}
}

// design 6.1.8: target = Endurance + min(0, torpedo value); negative modifiers do not add
// up; d10 + modifiers > target → RTB.
func TestEnduranceCheck(t *testing.T) {
	vt := MustData().Types["VIIC"]
	// no contact (−1), torpedo value −1: target Endurance − 1; face Endurance → total
	// Endurance − 1, not above: stays
	c, b := seaBoat(t, "VIIC", "north_sea", MonthOf(1939, 10), vt.Endurance)
	c.War.TorpedoValue = -1
	b.week.searched = true
	c.EnduranceCheck(b)
	if b.Markers.RTB {
		t.Error("RTB at total = target")
	}
	// damaged (+1), Inexp 1 (+1): face Endurance − 2 → Endurance − 1 + 2 − 1 … > target
	c, b = seaBoat(t, "VIIC", "north_sea", MonthOf(1939, 10), vt.Endurance-1)
	c.War.TorpedoValue = -1
	b.week.searched, b.week.contact = true, true
	b.Markers.Damage, b.Markers.Inexp = 1, 1
	c.EnduranceCheck(b)
	if !b.Markers.RTB {
		t.Error("no RTB at Endurance − 1 + 2 against Endurance − 1")
	}
}

// design 9.1: an answer that is not an option is an error; a player's "decline" ends
// the encounter without combat (6.1.2).
func TestDecisionAPI(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "greenland_gap", MonthOf(1942, 9))
	k := Contact{Category: CatConvoyS, Ships: 3, Zone: "greenland_gap"}
	bad := DeciderFunc(func(*Campaign, *Decision) string { return "torpedo_everything" })
	if _, err := c.Engage(b, k, bad); err == nil {
		t.Error("an answer outside the options was accepted")
	}
	if lost, err := c.Engage(b, k, answer(KeyDecline)); err != nil || lost || b.PatrolShips != 0 || b.week.contact {
		t.Errorf("decline: %v %v, %d ships", lost, err, b.PatrolShips)
	}
	// the attack option carries the F1 odds of the first round, summing to 1
	var odds []Odds
	spy := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideAttack {
			odds = append(odds, d.Options[0].Odds...)
		}
		return KeyDecline
	})
	c.Engage(b, k, spy)
	sum := 0.0
	for _, o := range odds {
		sum += o.P
	}
	if len(odds) != 4 || sum < 0.999 || sum > 1.001 {
		t.Errorf("attack odds %+v", odds)
	}
}

// design 7.1 with SW 30.31 and 30.33: the Arctic OAs use the WP2 row until Barbarossa
// (1941-06 week 4), then the WP3 row; the Baltic the WP1 row only in 1939-09, then the
// WP2 row until Barbarossa; from WP4 every OA its own row.
func TestArcticAndBalticRows(t *testing.T) {
	c := newTestCampaign(t, FirstMonth, 1)
	cases := []struct {
		oa   string
		w    Week
		want int
	}{
		{"norwegian_sea", Week{MonthOf(1939, 9), 1}, 2},
		{"barents_sea", Week{MonthOf(1941, 6), 3}, 2},
		{"barents_sea", Week{MonthOf(1941, 6), 4}, 3},
		{"norwegian_sea", Week{MonthOf(1941, 11), 1}, 3},
		{"norwegian_sea", Week{MonthOf(1942, 2), 1}, 4},
		{"baltic_sea", Week{MonthOf(1939, 9), 4}, 1},
		{"baltic_sea", Week{MonthOf(1939, 10), 1}, 2},
		{"baltic_sea", Week{MonthOf(1941, 5), 1}, 2},
		{"baltic_sea", Week{MonthOf(1941, 7), 1}, 3},
		{"north_sea", Week{MonthOf(1939, 10), 1}, 1},
	}
	for _, k := range cases {
		c.Now, c.Period = k.w, c.Data.PeriodAt(k.w.Month).Index
		if got := c.rowPeriod(k.oa); got != k.want {
			t.Errorf("%s %v: WP%d row, want WP%d", k.oa, k.w, got, k.want)
		}
	}
	// the row read is that period's: norwegian_sea's WP1 and WP2 rows differ
	c.Now, c.Period = Week{MonthOf(1940, 1), 1}, 1
	if row, _ := c.chartRow("norwegian_sea"); row != c.Data.Charts.Early["norwegian_sea"].Rows[1] {
		t.Errorf("norwegian_sea in WP1 reads %s", row)
	}
}

// design 7.9 (SW 7.5): the aircraft of the month, placed over an OA within range of an
// open base (Fw 200: 2 OAs, the others 1); each gives +1 to the search and contact rolls
// of German boats in its OA.
func TestReconAircraft(t *testing.T) {
	if n := len(ReconAvailable(MonthOf(1940, 7), 2)); n != 1 {
		t.Errorf("1940-07: %d aircraft, want the Do 18 only", n)
	}
	if n := len(ReconAvailable(MonthOf(1942, 9), 5)); n != 4 {
		t.Errorf("WP5: %d aircraft, want 4", n)
	}
	if n := len(ReconAvailable(MonthOf(1944, 7), 8)); n != 0 {
		t.Errorf("WP8: %d aircraft, want none", n)
	}
	c, b := seaBoat(t, "VIIC", "sw_approaches", MonthOf(1940, 10))
	c.open = c.OpenBases()
	opts := map[string][]string{}
	spy := DeciderFunc(func(c *Campaign, d *Decision) string {
		for _, o := range d.Options {
			opts[d.Aircraft] = append(opts[d.Aircraft], o.Key)
		}
		return "sw_approaches"
	})
	recon, err := c.placeRecon(spy)
	if err != nil || len(recon) != 2 {
		t.Fatalf("%v, %v", recon, err)
	}
	if len(opts["do18_1"]) == 0 || len(opts["fw200_1"]) <= len(opts["do18_1"]) {
		t.Errorf("options: Do 18 %v, Fw 200 %v", opts["do18_1"], opts["fw200_1"])
	}
	for _, oa := range opts["fw200_1"] {
		best := 99
		for _, base := range c.open {
			if n, ok := c.Data.Map.RangesFrom(base)[oa]; ok {
				best = min(best, n)
			}
		}
		if best > 2 {
			t.Errorf("the Fw 200 may search %s, %d OAs from the nearest base", oa, best)
		}
	}
	c.War.Recon = recon
	// AAC d10 0 + 2 aircraft + intel; the roll's modifiers name the aircraft (then the
	// contact roll and the loner count, since the calibrated WP2 row has traffic in cell 2)
	c.Dice = NewScriptedDice(0, 0, 0, 0)
	rec := &Recorder{}
	c.Log = rec
	c.War.IntelMod = 0
	c.Search(b)
	r := rec.Events[0].(*RollEvent)
	if r.Table != TabAAC || r.Total != 2 || len(r.Mods) != 1 || r.Mods[0].V != 2 {
		t.Errorf("AAC roll %+v", r)
	}
}

// design 7.1/7.3/7.4 congregation: 1 per 6 boats beyond 6 on station in the OA.
func TestCongregation(t *testing.T) {
	c, _ := seaBoat(t, "VIIC", "mid_ocean", MonthOf(1942, 9))
	put := func(n int) {
		for _, b := range c.Boats {
			if b.State == OnStation {
				b.State, b.Zone = Ready, "france_atlantic"
			}
		}
		for _, b := range c.Boats {
			if n == 0 {
				break
			}
			if b.State.InPort() {
				b.State, b.Zone = OnStation, "mid_ocean"
				n--
			}
		}
	}
	for n, want := range map[int]int{6: 0, 7: 1, 12: 1, 13: 2, 19: 3} {
		put(n)
		if got := c.congregation("mid_ocean"); got != want {
			t.Errorf("%d boats: %d, want %d", n, got, want)
		}
	}
}

// design 6.1.3 gun attack (SW 27): a boat without torpedoes may fight a loner with its
// gun where there is no air cover: WP3+, d10 1 → armed merchant, counterattack in
// column A (0 → no effect); attack d10 4 + AV − 1 − TD = 6 → sunk; tonnage 5 →
// 5,500 t; then the loner counterattack (general ASW east WP3 = 1): 0 → no effect.
// The boat is Spotted and spends no torpedoes.
func TestGunAttack(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "mid_ocean", MonthOf(1941, 6), 1, 0, 4, 5, 0)
	c.War.TorpedoValue = 0
	b.Torpedoes = 0
	var offered []string
	spy := DeciderFunc(func(c *Campaign, d *Decision) string {
		for _, o := range d.Options {
			offered = append(offered, o.Key)
		}
		return ""
	})
	k := Contact{Category: CatLoner, Ships: 1, Zone: "mid_ocean"}
	if lost, err := c.Engage(b, k, spy); err != nil || lost {
		t.Fatal(lost, err)
	}
	if len(offered) != 2 || offered[0] != KeyGun || offered[1] != KeyDecline {
		t.Errorf("offered %v, want gun and decline (no torpedoes)", offered)
	}
	if c.Dice.Left() != 0 || b.PatrolTons != 5500 || !b.Markers.Spotted || b.Torpedoes != 0 || !b.week.gunOnly {
		t.Errorf("after the gun attack: %d t, %+v, %d torpedoes, %d faces left", b.PatrolTons, b.Markers, b.Torpedoes, c.Dice.Left())
	}
	// heavy air cover: no gun
	c, b = seaBoat(t, "VIIC", "north_sea", MonthOf(1942, 3))
	if c.gunAllowed(b, Contact{Category: CatLoner, Ships: 1, Zone: "north_sea"}) {
		t.Error("a gun attack under air cover")
	}
}

// design 9.4, WP6–10: the AI rolls [H P1] on its own dice, applies the type
// substitutions and sends the boat to the reachable OA of the area's [E1] column with the
// highest gate.
func TestP1Destination(t *testing.T) {
	for _, k := range []struct{ area, typ, want string }{
		{p1WAfrica, "VIIC", p1Atlantic}, {p1Caribbean, "VIIC", p1Atlantic}, {p1Caribbean, "VIID", p1Caribbean},
		{p1Arctic, "IXC", p1WAfrica}, {p1Atlantic, "IXD2", p1Indian}, {p1AtlanticW, "IXD42", p1Indian},
		{p1Invasion, "VIIC", p1Atlantic}, {p1British, "XXI", p1British},
	} {
		if got := p1Substitute(k.area, k.typ); got != k.want {
			t.Errorf("%s for a %s: %s, want %s", k.area, k.typ, got, k.want)
		}
	}
	c, b := seaBoat(t, "VIIC", "north_sea", MonthOf(1943, 8))
	c.aiDice = NewScriptedDice(1, 3) // 2d6 = 4: British Isles
	d := c.decision(DecideSail, b)
	d.add(KeyWait, nil)
	for _, oa := range []string{"north_sea", "western_approaches", "sw_approaches"} {
		d.add(oa, nil)
	}
	// british_isles OAs: north_sea (gate 3) and western_approaches (gate 5) in WP6
	if got := (BdUAI{}).Decide(c, d); got != "western_approaches" {
		t.Errorf("British Isles in WP6: %s, want western_approaches", got)
	}
	if c.Dice.Left() != 0 || c.aiDice.Left() != 0 {
		t.Error("the AI's roll came from the campaign's dice")
	}
}

// SW 13.1 lying low (design 5 III.2, 9.1): no search, the Spotted marker comes off, the
// endurance check takes −2; at exactly its maximum range a boat takes +1 (6.1.8).
func TestLieLowAndRange(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "mid_ocean", MonthOf(1942, 9))
	b.Markers.Spotted = true
	c.open = c.OpenBases()
	c.War.congregation = map[string]int{}
	rec := &Recorder{}
	c.Log = rec
	p := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideStation && d.Boat == b {
			return KeyLieLow
		}
		return KeyWait
	})
	if err := c.stepOrders(p); err != nil {
		t.Fatal(err)
	}
	if !b.week.lieLow || b.Markers.Spotted {
		t.Fatalf("after lying low: %+v %+v", b.week, b.Markers)
	}
	if _, ok := rec.Events[len(rec.Events)-1].(*SpottedRemovedEvent); !ok {
		t.Errorf("no spotted_removed event: %T", rec.Events[len(rec.Events)-1])
	}
	vt := c.Data.Types["VIIC"]
	n, _ := c.Data.Map.Range("france_atlantic", "mid_ocean")
	b.home = "france_atlantic"
	c.Dice = NewScriptedDice(5)
	c.EnduranceCheck(b)
	r := rec.Events[len(rec.Events)-2].(*RollEvent)
	want := 5 - 2
	if n == vt.RangeIn(c.Period) {
		want++
	}
	if r.Table != TabEndurance || r.Total != want {
		t.Errorf("endurance roll %+v, want total %d (range %d of %d)", r, want, n, vt.RangeIn(c.Period))
	}
	far := ""
	for _, oa := range c.Data.Map.ZoneKeys {
		if k, ok := c.Data.Map.RangesFrom("france_atlantic")[oa]; ok && k == vt.RangeIn(c.Period) && c.Data.Map.Zones[oa].Kind == KindOperatingArea {
			far = oa
			break
		}
	}
	if far == "" {
		t.Fatal("no OA at a VIIC's maximum range from France")
	}
	b.Zone = far
	c.Dice = NewScriptedDice(5)
	c.EnduranceCheck(b)
	if r := rec.Events[len(rec.Events)-2].(*RollEvent); r.Total != 5-2+1 {
		t.Errorf("%s at maximum range: total %d, want 4", far, r.Total)
	}
}

// SW 30.1 home waters (design 5 III.4): in the North Sea in WP1 a boat that did not sail
// this turn and found nothing searches a second time; one endurance check follows.
func TestHomeWatersSecondSearch(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "north_sea", MonthOf(1939, 11))
	for _, x := range c.Boats {
		if x != b && x.State.AtSea() {
			x.State, x.Zone, x.route = Ready, "germany", nil
		}
	}
	c.open = c.OpenBases()
	c.War.IntelMod = 0
	// AAC 1 → W (no sub: not a natural 0; the calibrated WP1 row has traffic from cell
	// 2), again 1 → W; endurance 0
	c.Dice = NewScriptedDice(1, 1, 0)
	rec := &Recorder{}
	c.Log = rec
	if err := c.stepOperations(nil); err != nil {
		t.Fatal(err)
	}
	searches, endurance := 0, 0
	for _, e := range rec.Events {
		switch e.(type) {
		case *SearchEvent:
			searches++
		case *EnduranceEvent:
			endurance++
		}
	}
	if searches != 2 || endurance != 1 || c.Dice.Left() != 0 {
		t.Errorf("%d searches, %d endurance checks, %d faces left; want 2, 1, 0", searches, endurance, c.Dice.Left())
	}
	// not in home waters: one search
	c, b = seaBoat(t, "VIIC", "mid_ocean", MonthOf(1939, 11))
	if c.homeWaters("mid_ocean") || !c.homeWaters("north_sea") {
		t.Error("home waters: mid_ocean is not, north_sea is")
	}
	c.Period = 2
	if c.homeWaters("norwegian_sea") {
		t.Error("the Norwegian Sea is home waters in WP1 only")
	}
	_ = b
}

// design 3.5 and 7.3 "closed": after 1944-09 the Mediterranean has no base and Gibraltar
// is closed; a boat at sea there is scuttled; one in the Atlantic is not.
func TestCutOffBoatsScuttled(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "western_mediterranean", MonthOf(1944, 10))
	var other *Boat
	for _, x := range c.Boats {
		if x != b && x.State.InPort() && x.Zone == "norway" {
			other = x
			break
		}
	}
	if other == nil {
		t.Fatal("no boat at Norway")
	}
	other.State, other.Zone, other.Side = OnStation, "mid_ocean", SidePatrol
	c.open = c.OpenBases()
	for _, x := range c.Boats { // no closures of bases in port for this test
		if x.State.InPort() && !c.isOpen(x.Zone) {
			x.Zone = "germany"
		}
		if x.State.AtSea() && x != b && x != other {
			x.State, x.Zone, x.route = Ready, "germany", nil
		}
	}
	if err := c.stepClosures(); err != nil {
		t.Fatal(err)
	}
	if b.State != Scuttled || other.State != OnStation {
		t.Errorf("Mediterranean boat %s, Atlantic boat %s", b.State, other.State)
	}
	if err := c.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

// SW 15.4 transit encounter (design 7.4): an outbound boat that did not sail this turn
// rolls a natural 0 and no event (0 + 1 air < threshold): it searches the reference OA
// (AAC 5 + 1 intel → O), contact 9 → the profile's cell, a loner or convoy it meets.
func TestTransitEncounter(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "sw_approaches", MonthOf(1940, 3))
	b.State, b.Side = Outbound, SideTransit
	c.War.IntelMod = 1
	// transit 0; AAC 5; contact 9; then whatever the contact needs: decline it
	c.Dice = NewScriptedDice(0, 5, 9, 0, 0)
	rec := &Recorder{}
	c.Log = rec
	lost, err := c.transitCheck(b, "sw_approaches", 0, false, false, answer(KeyDecline))
	if err != nil || lost {
		t.Fatal(lost, err)
	}
	var contact *ContactEvent
	for _, e := range rec.Events {
		if x, ok := e.(*ContactEvent); ok {
			contact = x
		}
	}
	if contact == nil || !contact.Transit || contact.Zone != "sw_approaches" {
		t.Fatalf("no transit contact: %+v", contact)
	}
	// a boat that sailed this turn meets nothing
	c, b = seaBoat(t, "VIIC", "sw_approaches", MonthOf(1940, 3))
	b.State, b.week.sailed = Outbound, true
	c.Dice = NewScriptedDice(0)
	if _, err := c.transitCheck(b, "sw_approaches", 0, false, false, nil); err != nil || c.Dice.Left() != 0 {
		t.Errorf("a boat that sailed this turn searched in transit (%v)", err)
	}
}

// SW 8.12 (design 4.4): the Inexp marker comes off at base after a patrol, unless the
// patrol gave no credit (RTB outbound, a skipped search, a voluntary RTB undamaged);
// Inexp 2 becomes 1 (SW 8.15).
func TestInexpRemovedAtBase(t *testing.T) {
	for _, k := range []struct {
		inexp    int
		noCredit bool
		want     int
	}{{1, false, 0}, {1, true, 1}, {2, false, 1}} {
		c, b := seaBoat(t, "VIIC", "sw_approaches", MonthOf(1941, 3))
		b.State, b.Side, b.Markers.RTB = Returning, SideTransit, true
		b.Markers.Inexp, b.noCredit = k.inexp, k.noCredit
		if _, err := c.ArriveAtBase(b, "france_atlantic"); err != nil {
			t.Fatal(err)
		}
		if b.Markers.Inexp != k.want {
			t.Errorf("Inexp %d, no credit %v: %d after the patrol, want %d", k.inexp, k.noCredit, b.Markers.Inexp, k.want)
		}
	}
}

// design 7.5: in the B-Dienst area a convoy contact rolls the band: WP1 0–1 a task
// force, 9 a special convoy; the contact says it was converted by the B-Dienst.
func TestBDienstConversion(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "north_sea", MonthOf(1939, 11), 6, 9, 0)
	c.War.BDienstArea, c.War.IntelMod = "north_sea", 1
	// AAC 6 + 1 (area) + 1 (7.7) = 8 → b (blue, red dot); contact 9 + 1 = 10 → C (large);
	// band 0 → task force
	k := c.Search(b)
	if k.Category != CatTaskForce || k.ConvertedBy != "bdienst" || k.Ships != categoryReach(CatTaskForce) {
		t.Errorf("contact %+v", k)
	}
	if e := c.contactEvent(b, k); e.ConvertedBy == nil || *e.ConvertedBy != "bdienst" {
		t.Errorf("contact event %+v", e)
	}
}

// SW 7.4 weather (design 5 I.4(c)): each 0 of three d10 forms a system; the same OA twice
// makes one 965 mb marker; a 990 marker becomes 965 on d10 0–1. Effects (SW 7.41): no
// gun attacks, the straggler level, the search roll.
func TestWeather(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "western_approaches", MonthOf(1940, 1), 0, 0, 5, 3, 3)
	c.stepWeather()
	if len(c.War.Weather) != 1 || c.War.Weather[0] != (WeatherSystem{"western_approaches", 965}) {
		t.Fatalf("weather %v, want one 965 mb system over the Western Approaches", c.War.Weather)
	}
	c.Dice = NewScriptedDice(0, 9, 9, 5, 1) // one system: SW Approaches, strength 1 → 965
	c.stepWeather()
	if len(c.War.Weather) != 1 || c.War.Weather[0] != (WeatherSystem{"sw_approaches", 965}) {
		t.Fatalf("weather %v", c.War.Weather)
	}
	c.War.Weather = []WeatherSystem{{"western_approaches", 990}}
	if c.gunAllowed(b, Contact{Category: CatLoner, Ships: 1, Zone: "western_approaches"}) {
		t.Error("a gun attack in weather")
	}
	if c.weatherStraggler("western_approaches", 0) != 1 || c.weatherStraggler("western_approaches", 2) != 2 {
		t.Error("990 mb: straggler level +1, at most 2")
	}
	// the AAC roll takes −2 at 990 mb (5 − 2 = 3: green; contact 0 − 1: none)
	c.Dice = NewScriptedDice(5, 0)
	c.War.IntelMod = 0
	rec := &Recorder{}
	c.Log = rec
	c.Search(b)
	r := rec.Events[0].(*RollEvent)
	if r.Total != 3 {
		t.Errorf("AAC 5 at 990 mb: total %d, want 3 (%+v)", r.Total, r.Mods)
	}
}
