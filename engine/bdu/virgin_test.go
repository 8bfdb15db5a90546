package bdu

import "testing"

// SW 30.5: the not-virgin lists grow with the war period; from WP5 no OA is virgin.
func TestVirginLists(t *testing.T) {
	for _, tc := range []struct {
		oa     string
		wp     int
		listed bool
	}{
		{"north_sea", 1, true}, {"maritimes", 1, true}, {"western_mediterranean", 1, true},
		{"mid_ocean", 1, false}, {"cape_verde", 1, false}, {"cape_verde", 2, true},
		{"eastern_mediterranean", 2, true}, {"west_africa", 2, false}, {"west_africa", 3, true},
		{"angola_basin", 3, false}, {"angola_basin", 4, true}, {"us_east_coast", 4, false},
		{"mid_ocean", 4, false}, {"mid_ocean", 5, true}, {"caribbean", 5, true},
	} {
		if got := virginListed(tc.oa, tc.wp); got != tc.listed {
			t.Errorf("%s WP%d: listed %v, want %v", tc.oa, tc.wp, got, tc.listed)
		}
	}
}

// searchMidOcean searches mid_ocean in 1941-02 (WP2, off SW 30.5's WP2 list) with the
// search face 9 and contact face cf, outside the B-Dienst area; searchedBefore marks the
// OA as searched the week before.
func searchMidOcean(t *testing.T, cf int, searchedBefore bool) (*Campaign, Contact, *Recorder) {
	t.Helper()
	c, b := seaBoat(t, "VIIC", "mid_ocean", MonthOf(1941, 2), 9, cf, 9, 9, 9, 9)
	c.Period = 2
	c.War.BDienstArea, c.War.IntelMod = "", 0
	if searchedBefore {
		c.virgin.first = map[string]int{"mid_ocean": c.Now.Turn()} // 1 + last week's turn
	}
	rec := &Recorder{}
	c.Log = rec
	return c, c.Search(b), rec
}

// SW 30.51, design 7.2: in the first week boats search a virgin OA the search gets +2
// and a convoy contact is met as loners (the loner count rolled, face 9 → 3 ships); the
// same faces a week after the first search find the convoy (SW 30.52).
func TestVirginWatersFirstWeek(t *testing.T) {
	// the week after the first search: no +2, the contact face 9 reads a convoy
	c, k, rec := searchMidOcean(t, 9, true)
	aac, v := lastRoll(t, rec, TabAAC, "SW 30.51 virgin waters")
	if v != 0 || (k.Category != CatConvoyS && k.Category != CatConvoyL) {
		t.Fatalf("searched before: virgin mod %d, contact %+v (want a convoy)", v, k)
	}
	if aac.Total < 9 {
		t.Fatalf("search total %d: the faces do not reach cell 9", aac.Total)
	}
	if c.Virgin("mid_ocean") {
		t.Error("mid_ocean virgin after an earlier week's search")
	}
	// the first week: +2, the same contact face, a loner contact of 3 ships
	c, k, rec = searchMidOcean(t, 9, false)
	aac2, v := lastRoll(t, rec, TabAAC, "SW 30.51 virgin waters")
	if v != 2 || aac2.Total != aac.Total+2 {
		t.Errorf("virgin week: mod %d, total %d (want 2, %d)", v, aac2.Total, aac.Total+2)
	}
	con, _ := lastRoll(t, rec, TabContact, "")
	if con.Result != "C" || k.Category != CatLoner || k.Ships != 3 {
		t.Errorf("virgin week: contact roll %q, contact %+v (want C met as 3 loners)", con.Result, k)
	}
	if _, n := lastRoll(t, rec, TabLonerCount, ""); n != 0 {
		t.Errorf("loner count roll with modifiers %d", n)
	}
	// a second boat searching the OA in the same week still finds it virgin; the next
	// week it is not
	if !c.Virgin("mid_ocean") || !c.virginSearch("mid_ocean") {
		t.Error("mid_ocean not virgin for a second boat in its first week")
	}
	c.Now = c.Now.Next()
	if c.Virgin("mid_ocean") || c.virginSearch("mid_ocean") {
		t.Error("mid_ocean still virgin the week after")
	}
	// a listed OA is never virgin, a first search there included (north_sea, WP1 list)
	if c.virginSearch("north_sea") {
		t.Error("north_sea virgin")
	}
}

// SW 30.51: a convoy the B-Dienst band turns into a task force stays one in virgin water.
func TestVirginWatersBDienst(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "mid_ocean", MonthOf(1941, 2), 9, 9, 0, 9, 9)
	c.Period = 2
	c.War.BDienstArea, c.War.IntelMod = "mid_ocean", 0
	k := c.Search(b) // face 0: the WP2 band's task force (design 7.5: 0 task force)
	if k.Category != CatTaskForce || k.ConvertedBy != "bdienst" {
		t.Errorf("contact %+v (want the B-Dienst task force)", k)
	}
}
