package bdu

import (
	"slices"
	"strings"
	"testing"
)

// italianCount counts the Italian boats in service and those ordered home to leave.
func italianCount(c *Campaign) (inService, leaving int) {
	for _, b := range c.Boats {
		if b.Nation == "it" && !b.State.Terminal() {
			inService++
			leaving += b2i(b.WithdrawOnArrival != "")
		}
	}
	return inService, leaving
}

// design 4.8: 27 ITA arrive at France-Atlantic in Work Up (6 in 1940-09, 7 a month to
// 1940-12); in 1941-09 10 leave (the player's choice, else the oldest); WP5 event 10
// takes 7 more; Italy's surrender (WP6 0) the rest. Off: none of it.
func TestBetasomSchedule(t *testing.T) {
	c, rec := moduleCampaign(t, MonthOf(1940, 9))
	if err := c.stepBetasom(nil); err != nil {
		t.Fatal(err)
	}
	if n, _ := italianCount(c); n != 0 {
		t.Fatalf("module off: %d Italian boats", n)
	}
	c.Betasom = true
	want := 0
	for m := MonthOf(1940, 9); m <= MonthOf(1941, 1); m++ {
		c.Now = Week{m, 1}
		if err := c.stepBetasom(nil); err != nil {
			t.Fatal(err)
		}
		want += BetasomArrivals[m]
		if n, _ := italianCount(c); n != want {
			t.Errorf("%s: %d Italian boats, want %d", m, n, want)
		}
	}
	if want != 27 {
		t.Fatalf("the schedule brings %d, design 4.8 says 27", want)
	}
	for _, b := range c.Boats {
		if b.Nation == "it" && (b.Type != "ITA" || b.State != WorkUp || b.Zone != "france_atlantic") {
			t.Errorf("%s: %s %s at %s", b.ID, b.Type, b.State, b.Zone)
		}
	}
	arrivals := 0
	for _, e := range rec.Events {
		if r, ok := e.(*ReinforcementEvent); ok && r.Type == "ITA" && r.Box == WorkUp {
			arrivals++
		}
	}
	if arrivals != 27 {
		t.Errorf("%d reinforcement events in Work Up", arrivals)
	}
	mustInv(t, c)

	// 1941-09: the player picks the youngest first, then leaves the rest to the AI (oldest)
	var its []*Boat
	for _, b := range c.Boats {
		if b.Nation == "it" {
			its = append(its, b)
		}
	}
	its[26].State, its[26].Zone, its[26].Side = OnStation, "sw_approaches", SidePatrol // one at sea: leaves on arrival
	c.Now, c.Period = Week{BetasomLeaveMonth, 1}, 3
	asked := 0
	p := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind != DecideBetasom {
			return ""
		}
		if asked++; asked == 1 {
			if len(d.Options) != 27 || d.Options[0].Key != its[0].ID {
				t.Errorf("options %v", d.Options)
			}
			return its[26].ID
		}
		return ""
	})
	if err := c.stepBetasom(p); err != nil {
		t.Fatal(err)
	}
	if n, leaving := italianCount(c); asked != BetasomLeave || n != 18 || leaving != 1 {
		t.Errorf("1941-09: asked %d, %d in service (%d leaving at sea), want 10 asked, 17 + 1", asked, n, leaving)
	}
	for i, b := range its {
		gone := b.State == Training || b.WithdrawOnArrival != ""
		if want := i < 9 || i == 26; gone != want {
			t.Errorf("%s (the %d. oldest): gone %v", b.ID, i+1, gone)
		}
	}
	mustInv(t, c)
	// WP5 event 10 (SW 5.0, once): 7 more, the oldest
	c.Now, c.Period = Week{MonthOf(1942, 9), 1}, 5
	if err := c.betasomTransfer(); err != nil {
		t.Fatal(err)
	}
	if err := c.betasomTransfer(); err != nil { // (only the first occurrence)
		t.Fatal(err)
	}
	if n, leaving := italianCount(c); n-leaving != 10 {
		t.Errorf("after the transfer %d in service, %d leaving", n, leaving)
	}
	// Italy surrenders (design 8.5 WP6 0): the rest leave
	c.Now, c.Period = Week{MonthOf(1943, 9), 1}, 6
	if ok, err := c.applyWarEvent("italy_surrenders"); err != nil || !ok {
		t.Fatal(ok, err)
	}
	if n, leaving := italianCount(c); n != leaving {
		t.Errorf("after Italy's surrender %d in service, %d not leaving", n, n-leaving)
	}
	mustInv(t, c)
}

// SW 30.82 (design 7.1, 6.1.8): an Italian boat in northern waters searches at −1 and
// checks endurance at +1; elsewhere, or a German boat there, neither.
func TestBetasomNorthernWaters(t *testing.T) {
	for _, tc := range []struct {
		nation, zone string
		want         bool
	}{{"it", "western_approaches", true}, {"it", "north_sea", true}, {"it", "morocco", false}, {"de", "western_approaches", false}} {
		c, b := seaBoat(t, "VIIC", tc.zone, MonthOf(1941, 2), 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5)
		c.Period = 2
		b.Nation = tc.nation
		rec := &Recorder{}
		c.Log = rec
		c.searchAAC(b, tc.zone)
		b.week.searched, b.week.contact = true, true
		c.EnduranceCheck(b)
		found := map[Table]int{}
		for _, e := range rec.Events {
			if r, ok := e.(*RollEvent); ok {
				for _, m := range r.Mods {
					if strings.Contains(m.Why, "SW 30.82") {
						found[r.Table] += m.V
					}
				}
			}
		}
		got := found[TabAAC] == -1 && found[TabEndurance] == 1
		if tc.want != got || (!tc.want && len(found) > 0) {
			t.Errorf("%s in %s: SW 30.82 modifiers %v", tc.nation, tc.zone, found)
		}
	}
	if !slices.Contains(italianNorth, "greenland_gap") || slices.Contains(italianNorth, "bay_of_biscay") {
		t.Error("the northern waters of SW 30.82")
	}
}
