package engine

import (
	"slices"
	"testing"
)

// 14.1.1: with standard tonnages a small freighter is 3,500 t (2 damage points), a large
// one 7,000 t (3) and a tanker 9,000 t (3); the names are still rolled ([designed],
// ships.go standardTons). Off: the list's tonnages (Henzada 4,200, De la Salle 8,400,
// Rosalia 3,200 as in TestShipsRule8_2_4_EscortsByEncounterType).
func TestRule14_1_1_StandardTonnages(t *testing.T) {
	dice := shDice(1, shD100(1), 4, shD100(1), 6, shD100(3), 2, shD100(10), 4)
	for _, on := range []bool{false, true} {
		tc, dec := shipTC(t, "VIIC", dice...)
		if on {
			tc.S.Options = Options{OptStandardTonnage: true}
		}
		dec.on("attack", "decline")
		tc.S.Boat.BowTubes[0] = G7e
		tc.shipEncounter("convoy")
		tc.mustUseScript()
		var tons, caps []int
		var names []string
		for _, s := range tc.shipEvs() {
			tons, caps, names = append(tons, s.Tons), append(caps, s.DamageToSink), append(names, s.Name)
		}
		wantTons, wantCaps := []int{4200, 8400, 3200}, []int{2, 3, 2}
		if on {
			wantTons, wantCaps = []int{3500, 7000, 9000, 3500}, []int{2, 3, 3, 2}
		}
		if !slices.Equal(tons[:len(wantTons)], wantTons) || !slices.Equal(caps[:len(wantCaps)], wantCaps) {
			t.Errorf("14.1 %v: tons %v damage %v", on, tons, caps)
		}
		if !slices.Equal(tc.S.Patrol.Targets, tons) || names[0] == "" {
			t.Errorf("14.1 %v: log targets %v, names %v", on, tc.S.Patrol.Targets, names)
		}
	}
}

// 14.1.2: capital ships keep their [T5] tonnage and hits.
func TestRule14_1_2_CapitalShipsStillRolled(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(2, 4)...)
	tc.S.Options = Options{OptStandardTonnage: true}
	dec.on("attack", "decline")
	tc.shipEncounter("capital_ship")
	tc.mustUseScript()
	s := tc.shipEvs()
	row := tc.data.Tables["T5"].Columns[""].Look(2)
	if len(s) != 1 || s[0].Tons != row.Tons || s[0].DamageToSink != row.Hits {
		t.Fatalf("capital ship %+v, [T5] row %+v", s, row)
	}
}

// 14.10 (Spanish errata, the preferred reading): a Type VII may be sent to the West
// African Coast; without the option it goes to the Atlantic (7.3.2). The other
// restrictions stay (Caribbean, Indian Ocean), and the patrol request offers the coast.
func TestRule14_10_TypeVIIWestAfricanCoast(t *testing.T) {
	d := MustData()
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 2), BaseFrance)
	if a, _, _, ok := tc.substitute("west_african_coast", d.Boards["VIIC"]); !ok || a != AreaAtlantic {
		t.Fatalf("off: VIIC west_african_coast → %s", a)
	}
	off := tc.patrolRequestOpts(nil, "1944_jan_may", d.Boards["VIIC"])
	tc.S.Options = Options{OptNonHistorical: true}
	if a, _, _, ok := tc.substitute("west_african_coast", d.Boards["VIIC"]); !ok || a != AreaWestAfricanCoast {
		t.Fatalf("on: VIIC west_african_coast → %s", a)
	}
	if a, _, _, ok := tc.substitute("caribbean", d.Boards["VIIC"]); !ok || a != AreaAtlantic {
		t.Fatalf("on: VIIC caribbean → %s (only the West African Coast is waived)", a)
	}
	on := tc.patrolRequestOpts(nil, "1944_jan_may", d.Boards["VIIC"])
	label := func(opts []Choice) string {
		for _, o := range opts {
			if o.Key == "west_african_coast" {
				return o.Label
			}
		}
		return ""
	}
	if label(on) != p1Labels["west_african_coast"] || label(off) == label(on) {
		t.Fatalf("request labels: off %q, on %q", label(off), label(on))
	}
}

// 14.11: each random event rolled moves the Type XXI's availability one month earlier, at
// most once per patrol; a boat may then be offered the XXI in 3/45. Off: no change.
func TestRule14_11_XXIProductionAdvance(t *testing.T) {
	for _, on := range []bool{false, true} {
		tc := cbCareer(t, "VIIC", MonthOf(1945, 3), 3, 4, 3, 4) // [R1] 7 twice: Hals und Beinbruch
		tc.S.Rank = RankKKpt
		if on {
			tc.S.Options = Options{OptXXIAdvance: true}
		}
		box := tc.curBox()
		tc.run(func() { tc.randomEvent(box) })
		tc.S.Patrol.RandomEventUsed = false // as if the patrol could roll another
		tc.run(func() { tc.randomEvent(box) })
		tc.mustUseScript()
		want := 0
		if on {
			want = 1
		}
		if tc.S.XXIAdvance != want || tc.cbHasNote("xxi_advance") != on {
			t.Fatalf("14.11 %v: advance %d, notes %v", on, tc.S.XXIAdvance, tc.cbNotes())
		}
		xxi := tc.data.Boards["XXI"]
		if tc.boardSails(xxi, MonthOf(1945, 3)) != on {
			t.Errorf("14.11 %v: the XXI sails in 3/45: %v", on, !on)
		}
		offered := false
		for _, o := range tc.upgradeOptions(MonthOf(1945, 3)) {
			offered = offered || o.Key == "XXI"
		}
		if offered != on {
			t.Errorf("14.11 %v: XXI offered in 3/45: %v", on, offered)
		}
		// a new patrol may move it again
		tc.S.Patrol.XXIAdvanced, tc.S.Patrol.RandomEventUsed = false, false
		tc.script(3, 4)
		tc.run(func() { tc.randomEvent(box) })
		if on && tc.S.XXIAdvance != 2 {
			t.Errorf("second patrol: advance %d", tc.S.XXIAdvance)
		}
	}
}
