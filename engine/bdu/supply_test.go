package bdu

import (
	"slices"
	"testing"
)

// tankerAt makes another boat in port of c a U-tanker of type typ on duty in oa (SW 21.33).
func tankerAt(t *testing.T, c *Campaign, not *Boat, typ, oa string) *Boat {
	t.Helper()
	for _, x := range c.Boats {
		if x != not && x.State.InPort() && x.Nation == "de" {
			x.Type, x.State, x.Zone, x.Side, x.Markers = typ, OnStation, oa, SidePatrol, Markers{}
			x.Torpedoes = c.Data.Types[typ].Torpedoes
			x.week = boatWeek{duty: true}
			return x
		}
	}
	t.Fatal("no boat in port")
	return nil
}

// rtbBoat is a VIIC on station in oa with an RTB marker and n torpedoes (SW 21.3: the
// boat that may try to resupply).
func rtbBoat(t *testing.T, oa string, m Month, n int) (*Campaign, *Boat) {
	t.Helper()
	c, b := seaBoat(t, "VIIC", oa, m)
	b.Markers.RTB, b.Torpedoes = true, n
	c.supplyReset()
	return c, b
}

// SW 21.3, 21.33, design 6.1.6: an RTB VIIC in the OA of a XIV on duty tries (the AI's
// answer: the tanker); the unmodified endurance check passes on d10 ≤ Endurance (torpedo
// value +1: no penalty): the RTB marker comes off, patrol side up in Done, and the XIV
// hands out torpedoes up to its cargo of 4 a patrol. A face above the target fails: the
// boat stays RTB. The decision offers the tanker and "rtb" with the odds of the check.
func TestResupplyFromXIV(t *testing.T) {
	c, b := rtbBoat(t, "mid_ocean", MonthOf(1942, 6), 10)
	x := tankerAt(t, c, b, "XIV", "mid_ocean")
	target := c.resupplyTarget(b)
	if target < 1 || target > 8 {
		t.Fatalf("target %d leaves no scripted face", target)
	}
	rec := &Recorder{}
	c.Log = rec
	c.Dice = NewScriptedDice(target)
	var asked *Decision
	ok, err := c.tryResupply(b, "endurance", DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideResupply {
			cp := *d
			cp.Options = slices.Clone(d.Options)
			asked = &cp
		}
		return ""
	}))
	if err != nil || !ok {
		t.Fatalf("resupplied %v, %v", ok, err)
	}
	if asked == nil || len(asked.Options) != 2 || asked.Options[0].Key != x.ID || asked.Options[1].Key != KeyRTB {
		t.Fatalf("decision %+v: want the tanker and rtb", asked)
	}
	if p := asked.Options[0].Odds[0].P; p < float64(target+1)/10-1e-9 || p > float64(target+1)/10+1e-9 {
		t.Errorf("odds of the check %v, want %v", p, float64(target+1)/10)
	}
	want := min(4, c.Data.Types["VIIC"].Torpedoes-10)
	if b.Markers.RTB || b.Side != SidePatrol || b.Section != "done" || b.Torpedoes != 10+want || x.week.supplied != 1 {
		t.Errorf("after: RTB %v side %s section %q torpedoes %d (want %d), tanker supplied %d", b.Markers.RTB, b.Side, b.Section, b.Torpedoes, 10+want, x.week.supplied)
	}
	if r := rollsOf(rec, TabResupply); len(r) != 1 || r[0].Faces[0] != target || r[0].Result != "resupplied" {
		t.Errorf("RESUPPLY rolls %+v", r)
	}
	// a second boat: the cargo left is 4 − given; a failed check (target+1) keeps it RTB
	c2 := tankerAt(t, c, x, "VIIC", "mid_ocean")
	c2.week.duty, c2.Markers.RTB, c2.Torpedoes = false, true, 0
	c.Dice = NewScriptedDice(target + 1)
	// (the AI would decline: the cargo is gone and 0 torpedoes stay 0; the player tries)
	if ok, err := c.tryResupply(c2, "endurance", answer(x.ID)); err != nil || ok || !c2.Markers.RTB || c2.Torpedoes != 0 {
		t.Errorf("failed check: resupplied %v %v, RTB %v, torpedoes %d", ok, err, c2.Markers.RTB, c2.Torpedoes)
	}
	if x.week.supplied != 2 {
		t.Errorf("tanker tried %d boats, want 2", x.week.supplied)
	}
	if c.Dice.Left() != 0 {
		t.Errorf("%d faces unused", c.Dice.Left())
	}
}

// SW 21.33 capacities: a XB takes 2 boats a week; the third finds no source (no
// decision, no die). The UA is a tanker only in 1942–43.
func TestTankerCapacity(t *testing.T) {
	c, b := rtbBoat(t, "mid_ocean", MonthOf(1942, 6), 10)
	x := tankerAt(t, c, b, "XB", "mid_ocean")
	if c.TankerCapacity(x) != 2 {
		t.Fatalf("XB capacity %d", c.TankerCapacity(x))
	}
	x.week.supplied = 2
	c.Dice = NewScriptedDice()
	if ok, err := c.tryResupply(b, "endurance", nil); ok || err != nil || !b.Markers.RTB {
		t.Errorf("a full XB supplied: %v %v", ok, err)
	}
	x.Type = "UA"
	for _, tc := range []struct {
		m    Month
		want int
	}{{MonthOf(1941, 12), 0}, {MonthOf(1942, 1), 1}, {MonthOf(1943, 12), 1}, {MonthOf(1944, 1), 0}} {
		c.Now = Week{tc.m, 1}
		if got := c.TankerCapacity(x); got != tc.want {
			t.Errorf("UA in %s: capacity %d, want %d", tc.m, got, tc.want)
		}
	}
	x.Type, x.Markers.Mission = "XIV", missionMines
	if c.TankerCapacity(x) != 0 {
		t.Error("a tanker on a mission is not on tanker duty")
	}
}

// SW 21.33 risk: on a natural 0 the tanker rolls d10 + Enigma (0 in 1942-06): 0–1 sunk
// (a U-boat lost), 2 damaged and RTB, 3+ safe. The boat itself passes (0 ≤ target).
func TestTankerRisk(t *testing.T) {
	if EnigmaLevel(MonthOf(1942, 6), 4) != 0 {
		t.Fatal("Enigma level of 1942-06 is not 0")
	}
	for _, tc := range []struct {
		face   int
		result string
	}{{1, "sunk"}, {2, "damaged"}, {3, "safe"}} {
		c, b := rtbBoat(t, "mid_ocean", MonthOf(1942, 6), 10)
		x := tankerAt(t, c, b, "XIV", "mid_ocean")
		lost := c.ULost
		rec := &Recorder{}
		c.Log = rec
		c.Dice = NewScriptedDice(0, tc.face, 9) // (9: a loss check, if any)
		ok, err := c.tryResupply(b, "endurance", nil)
		if err != nil || !ok {
			t.Fatalf("face %d: resupplied %v, %v", tc.face, ok, err)
		}
		if r := rollsOf(rec, TabSupplyRisk); len(r) != 1 || r[0].Result != tc.result {
			t.Errorf("face %d: SUPPLY_RISK %+v, want %s", tc.face, r, tc.result)
		}
		switch tc.result {
		case "sunk":
			if x.State != Sunk || c.ULost != lost+1 {
				t.Errorf("sunk: state %s, lost %d → %d", x.State, lost, c.ULost)
			}
		case "damaged":
			if x.Markers.Damage != 1 || !x.Markers.RTB {
				t.Errorf("damaged: %+v", x.Markers)
			}
		default:
			if x.Markers.Damage != 0 || x.Markers.RTB || x.State != OnStation {
				t.Errorf("safe: %s %+v", x.State, x.Markers)
			}
		}
	}
}

// SW 21.32: a supply ship takes 2 boats a week; on a 0, d10 + Enigma 0–2 intercepts it
// (removed, logged, the View follows); 3 keeps it.
func TestSupplyShipResupply(t *testing.T) {
	for _, face := range []int{2, 3} {
		c, b := rtbBoat(t, "mid_ocean", MonthOf(1942, 6), 10)
		c.War.Supply.Ships = []SupplyShip{{Name: "nordmark", Zone: "mid_ocean"}}
		v := c.View()
		rec := &Recorder{}
		c.Log = sinkFunc(func(e Event) {
			rec.Emit(e)
			if err := v.Apply(e); err != nil {
				t.Fatal(err)
			}
		})
		c.Dice = NewScriptedDice(0, face)
		if ok, err := c.tryResupply(b, "endurance", nil); err != nil || !ok {
			t.Fatalf("resupplied %v, %v", ok, err)
		}
		gone := len(c.War.Supply.Ships) == 0
		if gone != (face <= 2) {
			t.Errorf("risk face %d: ship removed %v", face, gone)
		}
		if d := v.Diff(c); d != "" {
			t.Errorf("view: %s", d)
		}
		if !gone && c.War.Supply.Ships[0].used != 1 {
			t.Errorf("ship used %d", c.War.Supply.Ships[0].used)
		}
	}
	// the weekly limit of 2
	c, b := rtbBoat(t, "mid_ocean", MonthOf(1942, 6), 10)
	c.War.Supply.Ships = []SupplyShip{{Name: "nordmark", Zone: "mid_ocean", used: 2}}
	c.Dice = NewScriptedDice()
	if ok, _ := c.tryResupply(b, "endurance", nil); ok {
		t.Error("a ship that took 2 boats this week supplied a third")
	}
}

// SW 21.31: the interned tanker of El Ferrol serves an RTB boat in the SW Approaches,
// one attempt a week across all ports; in WP4–5 a natural 0 rolls again and 0 removes
// the tanker; in WP3 a 0 costs nothing.
func TestInternedTanker(t *testing.T) {
	c, b := rtbBoat(t, "sw_approaches", MonthOf(1942, 6), 10) // WP4
	if c.Period != 4 {
		t.Fatalf("1942-06 is WP%d", c.Period)
	}
	c.Dice = NewScriptedDice(0, 0)
	if ok, err := c.tryResupply(b, "endurance", nil); err != nil || !ok {
		t.Fatalf("resupplied %v, %v", ok, err)
	}
	if !slices.Equal(c.War.Supply.InternedGone, []string{"el_ferrol"}) {
		t.Errorf("gone %v, want el_ferrol", c.War.Supply.InternedGone)
	}
	// one attempt a week: a second boat in Morocco finds none this week
	b2 := tankerAt(t, c, b, "VIIC", "morocco")
	b2.week.duty, b2.Markers.RTB = false, true
	c.Dice = NewScriptedDice()
	if ok, _ := c.tryResupply(b2, "endurance", nil); ok {
		t.Error("a second interned-tanker attempt in one week")
	}
	c.supplyReset() // next week: Cadiz serves Morocco
	c.Dice = NewScriptedDice(1)
	if ok, err := c.tryResupply(b2, "endurance", nil); err != nil || !ok {
		t.Errorf("Cadiz: %v %v", ok, err)
	}
	// WP3: a 0 rolls nothing more
	c, b = rtbBoat(t, "sw_approaches", MonthOf(1941, 6), 10)
	c.Dice = NewScriptedDice(0)
	if ok, err := c.tryResupply(b, "endurance", nil); err != nil || !ok || len(c.War.Supply.InternedGone) != 0 || c.Dice.Left() != 0 {
		t.Errorf("WP3: %v %v gone %v", ok, err, c.War.Supply.InternedGone)
	}
}

// SW 21.3: only an undamaged boat may try; a damaged one goes home with no decision.
func TestResupplyNeedsUndamaged(t *testing.T) {
	c, b := rtbBoat(t, "mid_ocean", MonthOf(1942, 6), 10)
	tankerAt(t, c, b, "XIV", "mid_ocean")
	b.Markers.Damage = 1
	c.Dice = NewScriptedDice()
	if ok, err := c.tryResupply(b, "endurance", DeciderFunc(func(c *Campaign, d *Decision) string {
		t.Errorf("asked %s", d.Kind)
		return ""
	})); ok || err != nil {
		t.Errorf("damaged boat resupplied: %v %v", ok, err)
	}
}

// design 8.5 WP6 8: a hunter-killer group in the OA: the milch cow's resupply fails on
// d10 0–4 and the tanker is attacked on counterattack column D.
func TestHunterKillerMilchCow(t *testing.T) {
	c, b := rtbBoat(t, "mid_ocean", MonthOf(1943, 8), 10)
	x := tankerAt(t, c, b, "XIV", "mid_ocean")
	c.War.ev.hunterKillers = []HunterKiller{{Zone: "mid_ocean", Until: c.Now}}
	rec := &Recorder{}
	c.Log = rec
	c.Dice = NewScriptedDice(4, 0) // fails; counterattack face 0
	if ok, err := c.tryResupply(b, "endurance", nil); err != nil || ok {
		t.Fatalf("resupplied %v, %v", ok, err)
	}
	if r := rollsOf(rec, TabHunterKiller); len(r) != 1 || r[0].Result != "fails" {
		t.Errorf("HUNTER_KILLER rolls %+v", r)
	}
	if r := rollsOf(rec, TabCounterF1); len(r) != 1 || r[0].Column != "D" {
		t.Errorf("counterattack %+v, want column D", r)
	}
	if !b.Markers.RTB || x.week.supplied != 1 {
		t.Errorf("boat RTB %v, tanker tried %d", b.Markers.RTB, x.week.supplied)
	}
	// 5: no effect, the check is made
	c, b = rtbBoat(t, "mid_ocean", MonthOf(1943, 8), 10)
	tankerAt(t, c, b, "XIV", "mid_ocean")
	c.War.ev.hunterKillers = []HunterKiller{{Zone: "mid_ocean", Until: c.Now}}
	c.Dice = NewScriptedDice(5, 1)
	if ok, err := c.tryResupply(b, "endurance", nil); err != nil || !ok {
		t.Errorf("HK 5: resupplied %v %v", ok, err)
	}
}

// SW 17.5, 21.32, design 5 IV.3: the WP2 Admiral Scheer event places Eurofeld in IV.3
// in the OA the AI picks (most boats on station); an event naming a ship already used
// takes the next unused name; with every name used the ship is lost; ULTRA (WP3 2
// again) removes every ship at sea. The View follows each event.
func TestSupplyShipsByEvents(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1940, 7), 3)
	c.Now, c.Period = Week{MonthOf(1940, 9), 2}, 2
	if err := c.Begin(); err != nil {
		t.Fatal(err)
	}
	v := NewView()
	rec := &Recorder{}
	c.Log = sinkFunc(func(e Event) {
		rec.Emit(e)
		if err := v.Apply(e); err != nil {
			t.Fatal(err)
		}
	})
	*v = *c.View()
	entry := func(wp int, key string) *WarEntry {
		for _, e := range c.Data.EarlyEvents[wp-1] {
			for x := e; x != nil; x = x.Again {
				if x.Key == key {
					return x
				}
			}
		}
		t.Fatalf("no %s in WP%d", key, wp)
		return nil
	}
	// two boats on station in morocco: the AI's OA
	n := 0
	for _, b := range c.Boats {
		if b.State.InPort() && n < 2 {
			b.State, b.Zone, b.Side = OnStation, "morocco", SidePatrol
			n++
		}
	}
	*v = *c.View()
	c.Dice = NewScriptedDice(9, 9, 9) // (any further rolls of the event)
	if err := c.fireEarly(entry(2, "admiral_scheer"), 2); err != nil {
		t.Fatal(err)
	}
	if len(c.War.Supply.Ships) != 0 || len(c.War.Supply.pending) != 1 {
		t.Fatalf("before IV.3: ships %v, pending %v", c.War.Supply.Ships, c.War.Supply.pending)
	}
	if err := c.placeSupplyShips(nil); err != nil {
		t.Fatal(err)
	}
	if want := []SupplyShip{{Name: "eurofeld", Zone: "morocco"}}; !slices.Equal(c.War.Supply.Ships, want) {
		t.Errorf("ships %v, want %v", c.War.Supply.Ships, want)
	}
	// the player places the next one (the decision's options are OAs of the area)
	c.queueSupply(&SupplyOrder{Ships: []string{"eurofeld"}, Where: "south"}, "test")
	var opts []string
	if err := c.placeSupplyShips(DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind != DecideSupplyShip || d.Subject != "nordmark" {
			t.Errorf("asked %s about %q, want supply_ship nordmark", d.Kind, d.Subject)
		}
		for _, o := range d.Options {
			opts = append(opts, o.Key)
		}
		return "cape_verde"
	})); err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(opts, "cape_verde") || slices.Contains(opts, "mid_ocean") || len(c.War.Supply.Ships) != 2 || c.War.Supply.Ships[1].Zone != "cape_verde" {
		t.Errorf("south options %v; ships %v", opts, c.War.Supply.Ships)
	}
	// every name used: lost
	c.War.Supply.named = slices.Clone(SupplyShipNames)
	c.queueSupply(&SupplyOrder{Count: 1, Where: "any"}, "test")
	if err := c.placeSupplyShips(nil); err != nil {
		t.Fatal(err)
	}
	if len(c.War.Supply.Ships) != 2 {
		t.Errorf("a ship placed with no name left: %v", c.War.Supply.Ships)
	}
	// ULTRA
	c.Events["operation_rheinubung"] = c.Now.Turn()
	c.Period, v.Period = 3, 3
	if err := c.fireEarly(entry(3, "operation_rheinubung"), 2); err != nil {
		t.Fatal(err)
	}
	if len(c.War.Supply.Ships) != 0 {
		t.Errorf("after ULTRA: %v", c.War.Supply.Ships)
	}
	if d := v.Diff(c); d != "" {
		t.Errorf("view: %s", d)
	}
	res := map[string]int{}
	for _, e := range rec.Events {
		if s, ok := e.(*SupplyShipEvent); ok {
			res[s.Result]++
		}
	}
	if res["placed"] != 2 || res["lost"] != 1 || res["removed"] != 2 {
		t.Errorf("supply_ship events %v", res)
	}
}

// SW 21.33.C: a VIIC may sail for an OA one beyond its range only while a U-tanker is
// there; when the tanker has gone the boat turns for home at the end of III.5.
func TestTankerRangeExtension(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "mid_ocean", MonthOf(1942, 6))
	t7 := c.Data.Types["VIIC"]
	r := t7.RangeIn(c.Period)
	far := ""
	for oa, n := range c.Data.Map.RangesFrom("france_atlantic") {
		if n == r+1 && c.Data.Map.Zones[oa].Kind == KindOperatingArea && (far == "" || oa < far) {
			far = oa
		}
	}
	if far == "" {
		t.Fatal("no OA one beyond range")
	}
	if c.sailRange(b, t7, far, r+1) {
		t.Errorf("%s beyond range offered with no tanker", far)
	}
	x := tankerAt(t, c, b, "XIV", far)
	if !c.sailRange(b, t7, far, r+1) || c.sailRange(b, t7, far, r+2) {
		t.Errorf("with a tanker in %s: range+1 %v, range+2 %v", far, c.sailRange(b, t7, far, r+1), c.sailRange(b, t7, far, r+2))
	}
	b.Zone, b.home = far, "france_atlantic"
	c.noteExtended(b, far, r+1)
	x.Markers.RTB = true // the tanker goes home
	x.week.duty = false
	x.State = Returning
	c.open = c.Data.Map.OpenBases(c.Now, c.Period, c.happened)
	if err := c.stepTankers(nil); err != nil {
		t.Fatal(err)
	}
	if b.State != Returning || !b.Markers.RTB {
		t.Errorf("boat beyond range with no tanker: %s RTB %v", b.State, b.Markers.RTB)
	}
}

// design 9.4: the AI sails a U-tanker for the offered OA with the most own boats (3+),
// not one another tanker serves; on station it takes tanker duty (KeySupply), which the
// station decision offers only to a tanker.
func TestTankerAI(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "mid_ocean", MonthOf(1942, 10)) // WP5: the AI's tanker season
	x := tankerAt(t, c, b, "XIV", "mid_ocean")
	x.State, x.Zone = Ready, "france_atlantic"
	c.War.congregation = map[string]int{"mid_ocean": 4, "sargasso_sea": 5, "morocco": 1}
	d := c.decision(DecideSail, x)
	d.add(KeyWait, nil)
	for _, oa := range []string{"mid_ocean", "sargasso_sea", "morocco"} {
		d.add(oa, nil)
	}
	if got := (BdUAI{}).Decide(c, d); got != "sargasso_sea" {
		t.Errorf("tanker sails for %s, want sargasso_sea", got)
	}
	y := tankerAt(t, c, x, "XB", "sargasso_sea")
	_ = y
	if got := (BdUAI{}).Decide(c, d); got != "mid_ocean" {
		t.Errorf("with a XB in the Sargasso: %s, want mid_ocean", got)
	}
	c.War.congregation = map[string]int{"mid_ocean": 2}
	if got := (BdUAI{}).Decide(c, d); got != KeyWait {
		t.Errorf("no OA with 3 boats: %s, want wait", got)
	}
	s := c.decision(DecideStation, y)
	s.add(KeyStay, nil)
	s.add(KeySupply, nil)
	if got := (BdUAI{}).Decide(c, s); got != KeySupply {
		t.Errorf("station: %s, want supply", got)
	}
}

// SW 21.3 in the weekly engine: whole 1939 campaigns with the AI have resupplies from
// U-tankers, supply ships placed and removed, U-tankers on duty, and the View follows
// every event (the invariants hold after every week). (The AI leaves the interned
// tankers, a week from France, alone: aiResupply.)
func TestSupplyInCampaign(t *testing.T) {
	seen := map[string]int{}
	for seed := uint64(1); seed <= 3; seed++ {
		c := newTestCampaign(t, FirstMonth, seed)
		v := NewView()
		c.Log = sinkFunc(func(e Event) {
			if err := v.Apply(e); err != nil {
				t.Fatal(err)
			}
			switch e.(type) {
			case *SupplyShipEvent, *ResupplyEvent, *TurnStart:
				if d := v.Diff(c); d != "" {
					t.Fatalf("after %T %+v: %s", e, e, d)
				}
			}
			switch x := e.(type) {
			case *ResupplyEvent:
				seen[x.Kind]++
				if x.Passed {
					seen["passed"]++
				}
			case *SupplyShipEvent:
				seen["ship_"+x.Result]++
			case *DecisionEvent:
				if x.Kind == DecideStation && x.Chosen == KeySupply {
					seen["duty"]++
				}
			}
		})
		for !c.War.Ended {
			if err := c.PlayWeek(nil); err != nil {
				t.Fatal(err)
			}
			mustInv(t, c)
		}
	}
	for _, k := range []string{"u_tanker", "passed", "ship_placed", "ship_removed", "duty"} {
		if seen[k] == 0 {
			t.Errorf("no %s in three campaigns: %v", k, seen)
		}
	}
	t.Logf("%v", seen)
}

// design 9.4 (aiResupply): the AI tries a source only for a boat whose endurance check
// failed, more than a week from an open base, not after a voluntary RTB, and with half
// its load of torpedoes after it; the AI's tankers sail in WP5 only.
func TestResupplyAI(t *testing.T) {
	c, b := rtbBoat(t, "guiana_basin", MonthOf(1942, 10), 10)
	x := tankerAt(t, c, b, "XIV", "guiana_basin")
	c.open = c.Data.Map.OpenBases(c.Now, c.Period, c.happened)
	ask := func(reason string) string {
		var got string
		c.Dice = NewScriptedDice(9) // (a failed check if it tries)
		if _, err := c.tryResupply(b, reason, DeciderFunc(func(c *Campaign, d *Decision) string {
			got = BdUAI{}.Decide(c, d)
			return got
		})); err != nil {
			t.Fatal(err)
		}
		b.Markers.RTB, b.Side = true, SidePatrol
		return got
	}
	if got := ask("endurance"); got != x.ID {
		t.Errorf("endurance failed off Guiana: %q, want the tanker", got)
	}
	if got := ask("rtb_marker"); got != KeyRTB {
		t.Errorf("sent home by the escorts: %q, want rtb", got)
	}
	half := (c.Data.Types["VIIC"].Torpedoes + 1) / 2
	b.Torpedoes = half - 5 // + the XIV's 4: one short of half the load
	if got := ask("endurance"); got != KeyRTB {
		t.Errorf("%d torpedoes + 4 < %d: %q, want rtb", b.Torpedoes, half, got)
	}
	b.Torpedoes = 10
	b.Zone, x.Zone = "sw_approaches", "sw_approaches"
	if got := ask("endurance"); got != KeyRTB {
		t.Errorf("a week from France: %q, want rtb", got)
	}
	d := c.decision(DecideSail, x)
	d.add(KeyWait, nil)
	d.add("guiana_basin", nil)
	c.War.congregation = map[string]int{"guiana_basin": 9}
	c.Now, c.Period = Week{MonthOf(1942, 3), 1}, 4
	if got := (BdUAI{}).Decide(c, d); got != KeyWait {
		t.Errorf("WP4: the AI's tanker sails for %s, want wait", got)
	}
}

// SW 36.62E (political.go effect hsk): the HSK granted is placed at III.5 for one week
// (WP4: the South Atlantic and Indian Ocean only), resupplies by 21.32, and leaves at
// IV.3; intercepted, OKM −1.
func TestHSKResupply(t *testing.T) {
	for _, lost := range []bool{false, true} {
		c, b := rtbBoat(t, "cape_verde", MonthOf(1942, 6), 10)
		c.pol = c.newPolitical()
		c.requestEffect(requestOf(t, c.Data, "hsk_resupply"), nil)
		var opts []string
		if err := c.supplyWeek(DeciderFunc(func(c *Campaign, d *Decision) string {
			for _, o := range d.Options {
				opts = append(opts, o.Key)
			}
			return "cape_verde"
		})); err != nil {
			t.Fatal(err)
		}
		if slices.Contains(opts, "mid_ocean") || !slices.Contains(opts, "cape_verde") {
			t.Errorf("WP4 HSK options %v: the south only", opts)
		}
		if want := []SupplyShip{{Name: hskName, Zone: "cape_verde"}}; !slices.Equal(c.War.Supply.Ships, want) {
			t.Fatalf("ships %v, want %v", c.War.Supply.Ships, want)
		}
		okm := c.pol.Influence[bodyIndex(BodyOKM)]
		risk := 5
		if lost {
			risk = 2
		}
		c.Dice = NewScriptedDice(0, risk)
		if ok, err := c.tryResupply(b, "endurance", answer(hskName)); err != nil || !ok {
			t.Fatalf("resupplied %v %v", ok, err)
		}
		if got := c.pol.Influence[bodyIndex(BodyOKM)]; (got == okm-1) != lost || len(c.War.Supply.Ships) != btoi(!lost) {
			t.Errorf("lost %v: OKM %d → %d, ships %v", lost, okm, got, c.War.Supply.Ships)
		}
		if err := c.placeSupplyShips(nil); err != nil {
			t.Fatal(err)
		}
		if len(c.War.Supply.Ships) != 0 {
			t.Errorf("after IV.3: %v", c.War.Supply.Ships)
		}
	}
}

// SW 36.61F (political.go effect u_tanker): the UA goes to Refit Atlantic at once and
// comes back d10 + 1 months on (week 4) as a U-tanker of every year; the XIV arrive d10
// months early from the next month.
func TestUTankerProgramme(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1940, 7), 2)
	c.pol = c.newPolitical()
	c.open = c.Data.Map.OpenBases(c.Now, c.Period, c.happened)
	var ua *Boat
	for _, b := range c.Boats {
		if b.Type == "UA" {
			ua = b
		}
	}
	if ua == nil {
		t.Fatal("no UA in the 1940-07 fleet")
	}
	ua.State, ua.Zone = Ready, "germany"
	for _, r := range c.Data.Political.Requests {
		if r.Key == "u_tanker_programme" {
			c.requestEffect(r, nil)
		}
	}
	c.Dice = NewScriptedDice(3, 2) // 3 + 1 months; XIV 2 months early
	if err := c.uTankerProgramme(); err != nil {
		t.Fatal(err)
	}
	s := &c.War.Supply
	if ua.State != Refit || s.uaBack != c.Now.Month+4 || s.xivShift != 2 || s.xivFrom != c.Now.Month+1 {
		t.Fatalf("UA %s, back %s, XIV %d from %s", ua.State, s.uaBack, s.xivShift, s.xivFrom)
	}
	c.Now = Week{s.uaBack, 3}
	if err := c.uTankerProgramme(); err != nil || ua.State != Refit {
		t.Fatalf("week 3: %s %v", ua.State, err)
	}
	c.Now = Week{s.uaBack, 4}
	c.open = c.Data.Map.OpenBases(c.Now, c.Period, c.happened)
	if err := c.uTankerProgramme(); err != nil || ua.State != Pierside {
		t.Fatalf("back: %s %v", ua.State, err)
	}
	if c.TankerCapacity(ua) != 1 {
		t.Errorf("the UA in %s: capacity %d, want 1 (36.61F: a tanker from its return)", c.Now.Month, c.TankerCapacity(ua))
	}
	first := Month(0)
	for m := c.Now.Month; m < MonthOf(1944, 1); m++ {
		if c.Data.ArrivalsIn(m)["XIV"] > 0 {
			first = m
			break
		}
	}
	if first == 0 {
		t.Fatal("no XIV arrivals")
	}
	if got, _ := c.arrivals(first - 2); got["XIV"] != c.Data.ArrivalsIn(first)["XIV"] {
		t.Errorf("arrivals of %s: %d XIV, want those due %s (%d)", first-2, got["XIV"], first, c.Data.ArrivalsIn(first)["XIV"])
	}
	if got, _ := c.arrivals(first); got["XIV"] != c.Data.ArrivalsIn(first + 2)["XIV"] {
		t.Errorf("arrivals of %s: %d XIV, want those due two months later", first, got["XIV"])
	}
	if c.Data.ArrivalsIn(first)["XIV"] == 0 {
		t.Error("the data's arrivals were changed")
	}
}

// supplyPlayer gives the SW 21.3 orders the AI would not: tankers sail from WP4 for the
// OA with most boats, every RTB boat offered a source tries the last one, supply ships
// go to the last OA offered.
var supplyPlayer = DeciderFunc(func(c *Campaign, d *Decision) string {
	switch d.Kind {
	case DecideSail:
		if c.TankerCapacity(d.Boat) == 0 {
			return ""
		}
		best, n := KeyWait, 0
		for _, o := range d.Options {
			if k := c.War.congregation[o.Key]; o.Key != KeyWait && k > n {
				best, n = o.Key, k
			}
		}
		return best
	case DecideResupply:
		return d.Options[len(d.Options)-2].Key // (the last is rtb)
	case DecideSupplyShip:
		return d.Options[len(d.Options)-1].Key
	}
	return ""
})

// Campaign saves (design 9.1 Replay): a player's SW 21.3 answers are recorded and a
// save replays to the same log.
func TestSaveReplaysSupply(t *testing.T) {
	var a, b Recorder
	c := newTestCampaign(t, MonthOf(1942, 1), 5)
	c.Log = &a
	rec := NewOrderRecorder(supplyPlayer)
	for range 40 {
		if err := c.PlayWeek(rec); err != nil {
			t.Fatal(err)
		}
	}
	n := 0
	for _, e := range a.Events {
		if x, ok := e.(*DecisionEvent); ok && x.Kind == DecideResupply && x.By == "player" {
			n++
		}
	}
	if n == 0 {
		t.Fatal("no resupply decision answered by the player in 40 weeks of 1942")
	}
	replay(t, c, rec, &b)
	sameLog(t, &a, &b)
	t.Logf("%d resupply decisions of the player", n)
}

// SW 15.23, 21.3: a returning boat starting its transit in the OA of a tanker may try
// (once in that OA); resupplied it is on station again in Done (arrived: no search this
// week), its route dropped; the View follows.
func TestResupplyInTransit(t *testing.T) {
	c, b := rtbBoat(t, "guiana_basin", MonthOf(1942, 10), 10)
	x := tankerAt(t, c, b, "XIV", "guiana_basin")
	b.State, b.Side, b.Destination, b.route = Returning, SideTransit, "france_atlantic", []string{"sargasso_sea", "mid_ocean"}
	v := c.View()
	c.Log = sinkFunc(func(e Event) {
		if err := v.Apply(e); err != nil {
			t.Fatal(err)
		}
	})
	target := c.resupplyTarget(b)
	c.Dice = NewScriptedDice(target)
	asked := 0
	pl := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideResupply {
			asked++
			return x.ID
		}
		return ""
	})
	ok, err := c.resupplyInTransit(b, pl)
	if err != nil || !ok {
		t.Fatalf("resupplied %v, %v", ok, err)
	}
	if b.State != OnStation || b.Side != SidePatrol || b.Markers.RTB || len(b.route) != 0 || b.Destination != "" || !b.week.arrived {
		t.Errorf("after: %s %s RTB %v route %v dest %q arrived %v", b.State, b.Side, b.Markers.RTB, b.route, b.Destination, b.week.arrived)
	}
	if d := v.Diff(c); d != "" {
		t.Errorf("view: %s", d)
	}
	// once an OA: back to returning, the same OA asks nothing more
	b.State, b.Markers.RTB, b.Side = Returning, true, SideTransit
	if ok, err := c.resupplyInTransit(b, pl); ok || err != nil || asked != 1 {
		t.Errorf("a second try in the same OA: %v %v, asked %d", ok, err, asked)
	}
}
