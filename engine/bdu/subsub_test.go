package bdu

import (
	"slices"
	"strings"
	"testing"
)

// SW 13.21, 14.6: a VIIC on station in the North Sea in 1939-10 rolls a natural 0 on
// the AAC (white, sub icon) and 0 on the second d10: a submarine contact. The cup (east,
// WP1) face 2 is a British T1 (5-3, 2,000 t); who sees first 7 → the U-boat; its attack
// 4 + torpedo value 0 against Defence 3, TDC 0: n = 1, d10 1 hits; the "1-4" line 5 + 0
// > 1 → sunk: one ship of 2,000 t, class submarine, 2 torpedoes spent.
func TestSubFightUboatSinks(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "north_sea", MonthOf(1939, 10), 0, 0, 2, 7, 1, 5)
	c.War.TorpedoValue, c.War.IntelMod, c.War.BDienstArea = 0, 0, ""
	rec := &Recorder{}
	c.Log = rec
	k := c.Search(b)
	if k.Category != CatSubmarine || k.Ships != 1 {
		t.Fatalf("contact %+v, want a submarine", k)
	}
	lost, err := c.Engage(b, k, nil)
	if err != nil || lost {
		t.Fatalf("lost %v, %v", lost, err)
	}
	if c.Dice.Left() != 0 {
		t.Errorf("%d scripted faces unused", c.Dice.Left())
	}
	f := eventsOf[*SubFightEvent](rec)
	if len(f) != 1 || f[0].Allied != "gb_t1" || f[0].First != "uboat" || f[0].Result != "sunk" || f[0].AV != 4 || f[0].DV != 3 || f[0].Tons != 2000 {
		t.Fatalf("fight %+v", f)
	}
	vt := c.Data.Types["VIIC"]
	if b.PatrolShips != 1 || b.PatrolTons != 2000 || c.War.Month.Ships != 1 || b.Torpedoes != vt.Torpedoes-2 || !b.week.contact {
		t.Errorf("after the fight: %d ships %d t (month %d), %d torpedoes", b.PatrolShips, b.PatrolTons, c.War.Month.Ships, b.Torpedoes)
	}
	var sunk *ShipEvent
	for _, e := range rec.Events {
		if s, ok := e.(*ShipEvent); ok && s.Head().T == TShipSunk {
			sunk = s
		}
	}
	if sunk == nil || sunk.Class != "submarine" || sunk.Tons != 2000 {
		t.Errorf("ship_sunk %+v", sunk)
	}
	if r := rollsOf(rec, TabSubAttack); len(r) != 1 || r[0].Total != 0 || r[0].Result != "hit" || r[0].Column != "uboat" {
		t.Errorf("hit roll %+v", r)
	}
	// the "1-4" line's 1 + 0 ≤ 1: the T1 is damaged, no ship sunk
	c, b = seaBoat(t, "VIIC", "north_sea", MonthOf(1939, 10), 2, 7, 1, 1)
	c.War.TorpedoValue = 0
	rec = &Recorder{}
	c.Log = rec
	if _, err := c.Engage(b, Contact{Category: CatSubmarine, Ships: 1, Zone: "north_sea"}, nil); err != nil {
		t.Fatal(err)
	}
	var damaged *ShipEvent
	for _, e := range rec.Events {
		if s, ok := e.(*ShipEvent); ok && s.Head().T == TShipDamaged {
			damaged = s
		}
	}
	if f := eventsOf[*SubFightEvent](rec); len(f) != 1 || f[0].Result != "damaged" || damaged == nil || damaged.Class != "submarine" || b.PatrolShips != 0 {
		t.Errorf("damaged: %+v, %+v, %d ships", f, damaged, b.PatrolShips)
	}
}

// SW 15.45: a Spotted VIIC in transit in the SW Approaches (1940-03, WP1): transit check
// 0 (no event) → an encounter; its AAC roll is a natural 0 with the sub icon: a
// submarine at once (no second d10). Cup face 3 → British T1; who sees first 6 − 1
// (Spotted) − 2 (transit) = 3 → the Allied boat; its attack 5 + torpedo value −1 (1940)
// against the VIIC's Defence 3: n = 1, d10 0 hits; the "1-4" line 5 − 1 = 4 > 1 → the
// U-boat is sunk, lost to "submarine". With the line's 1 − 1 = 0 ≤ 1 it is damaged:
// one damage marker, Spotted, RTB.
func TestSubFightInTransit(t *testing.T) {
	for _, k := range []struct {
		result int
		want   string
	}{{5, "sunk"}, {1, "damaged"}} {
		c, b := seaBoat(t, "VIIC", "sw_approaches", MonthOf(1940, 3), 0, 0, 3, 6, 0, k.result)
		c.War.IntelMod, c.War.BDienstArea = 0, ""
		b.State, b.Side, b.Markers.Spotted = Outbound, SideTransit, true
		b.Destination, b.route = "mid_ocean", []string{"mid_ocean"}
		rec := &Recorder{}
		c.Log = rec
		lost, err := c.transitCheck(b, "sw_approaches", 0, false, false, nil)
		if err != nil || lost != (k.want == "sunk") {
			t.Fatalf("%s: lost %v, %v", k.want, lost, err)
		}
		if c.Dice.Left() != 0 || len(rollsOf(rec, "SUB_SECOND")) != 0 {
			t.Errorf("%s: %d faces left, a second d10 rolled %v", k.want, c.Dice.Left(), rollsOf(rec, "SUB_SECOND"))
		}
		s := rollsOf(rec, TabSubSight)
		if len(s) != 1 || s[0].Total != 3 || s[0].Result != "allied" || len(s[0].Mods) != 2 {
			t.Errorf("%s: sighting %+v", k.want, s)
		}
		f := eventsOf[*SubFightEvent](rec)
		if len(f) != 1 || f[0].First != "allied" || f[0].Result != k.want || f[0].AV != 4 || f[0].DV != 3 {
			t.Fatalf("%s: fight %+v", k.want, f)
		}
		switch k.want {
		case "sunk":
			var l *UboatLostEvent
			for _, e := range rec.Events {
				if x, ok := e.(*UboatLostEvent); ok {
					l = x
				}
			}
			if b.State != Sunk || c.ULost != 1 || l == nil || l.Cause != "submarine" {
				t.Errorf("sunk: %s, ULost %d, %+v", b.State, c.ULost, l)
			}
		default:
			if b.Markers.Damage != 1 || !b.Markers.RTB || !b.Markers.Spotted || b.State != Outbound {
				t.Errorf("damaged: %+v %s", b.Markers, b.State)
			}
		}
	}
}

// SW 30.23: before WP4 a US boat in western waters may not be attacked (the U-boat
// saw first: no attack, no torpedo spent), but one that sees first attacks: the West
// cup of WP3 face 0 is an R boat (2-3), American torpedo value −2 in WP3: n = 0 − 3,
// a d10 of 0 misses.
func TestSubFightUSNeutrality(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "grand_banks", MonthOf(1941, 6), 0, 9)
	rec := &Recorder{}
	c.Log = rec
	k := Contact{Category: CatSubmarine, Ships: 1, Zone: "grand_banks"}
	torps := b.Torpedoes
	if lost, err := c.Engage(b, k, nil); lost || err != nil {
		t.Fatal(lost, err)
	}
	if f := eventsOf[*SubFightEvent](rec); len(f) != 1 || f[0].Allied != "us_r" || f[0].Result != "us_neutral" || b.Torpedoes != torps {
		t.Errorf("U-boat first: %+v, torpedoes %d", f, b.Torpedoes)
	}
	c.Dice = NewScriptedDice(0, 0, 0)
	rec.Events = nil
	if lost, err := c.Engage(b, k, nil); lost || err != nil {
		t.Fatal(lost, err)
	}
	f := eventsOf[*SubFightEvent](rec)
	if len(f) != 1 || f[0].First != "allied" || f[0].Result != "missed" || f[0].AV != 0 {
		t.Errorf("US first: %+v", f)
	}
	if r := rollsOf(rec, TabSubAttack); len(r) != 1 || r[0].Total != 3 || r[0].Column != "allied" {
		t.Errorf("US hit roll %+v", r)
	}
	// from WP4 (1942-02) the U-boat attacks: West cup WP4 face 0 is an R boat too
	c, b = seaBoat(t, "VIIC", "grand_banks", MonthOf(1942, 2), 0, 9, 9)
	rec = &Recorder{}
	c.Log = rec
	if _, err := c.Engage(b, k, nil); err != nil {
		t.Fatal(err)
	}
	if f := eventsOf[*SubFightEvent](rec); len(f) != 1 || f[0].Result != "missed" || b.Torpedoes != c.Data.Types["VIIC"].Torpedoes-2 {
		t.Errorf("WP4: %+v, torpedoes %d", f, b.Torpedoes)
	}
}

// SW 14.6.A and the cup notes [designed]: a Soviet boat drawn before Barbarossa is set
// aside and the cup drawn again; after Barbarossa it is the boat met. The Baltic cup of
// WP2 is empty: the contact comes to nothing, no die rolled.
func TestSubCups(t *testing.T) {
	k := Contact{Category: CatSubmarine, Ships: 1, Zone: "norwegian_sea"}
	c, b := seaBoat(t, "VIIC", "norwegian_sea", MonthOf(1941, 5), 5, 1, 9, 9, 9)
	rec := &Recorder{}
	c.Log = rec
	if _, err := c.Engage(b, k, nil); err != nil {
		t.Fatal(err)
	}
	r := rollsOf(rec, TabSubCup)
	if len(r) != 2 || r[0].Result != "set_aside" || r[1].Result != "gb_t1" || r[0].Column != "arctic" {
		t.Errorf("before Barbarossa: %+v", r)
	}
	c, b = seaBoat(t, "VIIC", "norwegian_sea", MonthOf(1941, 8), 5, 9, 9, 9)
	rec = &Recorder{}
	c.Log = rec
	if _, err := c.Engage(b, k, nil); err != nil {
		t.Fatal(err)
	}
	if f := eventsOf[*SubFightEvent](rec); len(f) != 1 || f[0].Allied != "su_shchuka" || f[0].Nation != "su" {
		t.Errorf("after Barbarossa: %+v", f)
	}
	c, b = seaBoat(t, "VIIC", "baltic_sea", MonthOf(1940, 8))
	rec = &Recorder{}
	c.Log = rec
	if _, err := c.Engage(b, Contact{Category: CatSubmarine, Ships: 1, Zone: "baltic_sea"}, nil); err != nil {
		t.Fatal(err)
	}
	if f := eventsOf[*SubFightEvent](rec); len(f) != 1 || f[0].Result != "none" || c.Dice.Left() != 0 {
		t.Errorf("empty cup: %+v", f)
	}
	// the places (in WP3)
	c.Period = 3
	for zone, want := range map[string]string{"baltic_sea": "baltic", "barents_sea": "arctic", "western_mediterranean": "med",
		"west_africa": "south", "north_sea": "east", "grand_banks": "west", "australia": "south"} {
		if got := c.subPlace(zone); got != want {
			t.Errorf("%s: cup %s, want %s", zone, got, want)
		}
	}
	c.Period = 2
	if got := c.subPlace("grand_banks"); got != "east" {
		t.Errorf("grand_banks in WP2: cup %s, want east (the West cup from WP3)", got)
	}
}

// SW 6.0: the Allied torpedo values by nation and period.
func TestAlliedTorpedo(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1942, 1), 1)
	for _, k := range []struct {
		m      Month
		nation string
		want   int
	}{{MonthOf(1939, 10), "gb", -2}, {MonthOf(1940, 2), "gb", -1}, {MonthOf(1940, 9), "us", -1},
		{MonthOf(1941, 9), "us", -2}, {MonthOf(1942, 3), "gb", -1}, {MonthOf(1942, 10), "us", -1},
		{MonthOf(1942, 10), "gb", 0}, {MonthOf(1939, 10), "pl", -1}, {MonthOf(1944, 3), "us", 0}} {
		c.Now, c.Period = Week{k.m, 1}, c.Data.PeriodAt(k.m).Index
		if got := c.alliedTorpedo(k.nation); got != k.want {
			t.Errorf("%s %s: %d, want %d", k.m, k.nation, got, k.want)
		}
	}
}

// design 8.5 (SW WP3–5 Baltic operations): while a sub_zeros event lasts, a search's
// natural 0 in its zone rolls the second d10 whatever the box and the icon, and 0 is a
// Soviet submarine; the data's three Baltic operations carry it.
func TestSubZerosEvent(t *testing.T) {
	n := 0
	for _, list := range MustData().EarlyEvents {
		for _, e := range list {
			for x := e; x != nil; x = x.Again {
				if x.Key == "baltic_operations" {
					n++
					if !slices.Equal(x.SubZeros, []string{"baltic_sea"}) {
						t.Errorf("baltic_operations sub_zeros %v", x.SubZeros)
					}
				}
			}
		}
	}
	if n != 3 {
		t.Errorf("%d baltic_operations entries, want 3", n)
	}
	// the Greenland Gap has no sub icon: a natural 0 is a white box and nothing more,
	// unless an event says so
	c, b := seaBoat(t, "VIIC", "greenland_gap", MonthOf(1941, 8), 0)
	c.War.IntelMod, c.War.BDienstArea = 0, ""
	if k := c.Search(b); k.Category != CatNone || c.Dice.Left() != 0 {
		t.Fatalf("no icon: %+v", k)
	}
	c.Dice = NewScriptedDice(0, 0)
	c.War.ev.early = append(c.War.ev.early, earlyEffect{e: &WarEntry{Key: "test_event", SubZeros: []string{"greenland_gap"}}, from: c.Now, until: c.Now})
	k := c.Search(b)
	if k.Category != CatSubmarine || k.ConvertedBy != "test_event" || c.Dice.Left() != 0 {
		t.Errorf("with the event: %+v", k)
	}
}

// design 7.3: the [E1] Submarine result (the australia column, 2d6 = 3) is a submarine
// contact fought by SW 14.6 from the south cup.
func TestSubFightE1(t *testing.T) {
	c, b := seaBoat(t, "IXC", "australia", MonthOf(1944, 2), 1, 2, 7, 9, 9, 9)
	rec := &Recorder{}
	c.Log = rec
	k := c.Search(b)
	if k.Category != CatSubmarine {
		t.Fatalf("contact %+v", k)
	}
	if _, err := c.Engage(b, k, nil); err != nil {
		t.Fatal(err)
	}
	if f := eventsOf[*SubFightEvent](rec); len(f) != 1 || f[0].Allied != "us_gato" || f[0].Zone != "australia" {
		t.Errorf("fight %+v", f)
	}
}

// data/submarines.yaml is checked on load: a cup of 9 faces, an unknown class, a period
// covered twice, a class of 5 t are errors naming the entry.
func TestSubDataErrors(t *testing.T) {
	for _, k := range []struct{ old, new, want string }{
		{"WP1: [gb_s1, gb_s1, gb_t1,", "WP1: [gb_s1, gb_t1,", "faces"},
		{"WP2: [gb_s1, gb_s2,", "WP2: [gb_x9, gb_s2,", "unknown class"},
		{"    WP3-4: [gb_s2", "    WP2-4: [gb_s2", "covered twice"},
		{`class: "River", tons: 3`, `class: "River", tons: 5`, "gb_river"},
		{"allied_top: 4", "allied_top: 12", "allied_top"},
	} {
		_, err := loadYAML(fileSubmarines, func(s string) string {
			if !strings.Contains(s, k.old) {
				t.Fatalf("%q not in the file", k.old)
			}
			return strings.Replace(s, k.old, k.new, 1)
		})
		if err == nil || !strings.Contains(err.Error(), k.want) {
			t.Errorf("%s: %v, want an error with %q", k.new, err, k.want)
		}
	}
	d := MustData()
	for _, place := range subPlaces {
		for wp := 1; wp <= NumPeriods; wp++ {
			if cup := d.Subs.Cup(place, wp); len(cup) != 0 && len(cup) != 10 {
				t.Errorf("%s WP%d: %d faces", place, wp, len(cup))
			}
		}
	}
}
