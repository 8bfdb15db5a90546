package bdu

import (
	"slices"
	"strings"
	"testing"

	"uboat/engine"
)

// SW 30.23, 36.63J, L, M with the political module (westwaters.go), on scripted dice.

// SW 30.23 (with the module): before WP4 a task force or special convoy in western
// waters is not attacked (no attack decision); a loner is; 36.63M ends it; WP4 and the
// campaign without the module are as before.
func TestWestUSRestricted(t *testing.T) {
	c, _ := polCampaign(t, Week{MonthOf(1941, 5), 1})
	tf := Contact{Category: CatTaskForce, Zone: "grand_banks"}
	for _, tc := range []struct {
		k    Contact
		want bool
	}{{tf, true}, {Contact{Category: CatSpecial, Zone: "maritimes"}, true}, {Contact{Category: CatLoner, Zone: "grand_banks"}, false},
		{Contact{Category: CatTaskForce, Zone: "sw_approaches"}, false}} {
		if got := c.usRestricted(tc.k); got != tc.want {
			t.Errorf("%+v: restricted %v, want %v", tc.k, got, tc.want)
		}
	}
	b := c.Boats[0]
	b.State, b.Zone, b.Side = OnStation, "grand_banks", SidePatrol
	p := &answers{keys: map[DecisionKind][]string{DecideAttack: {KeyAttack}}}
	if lost, err := c.Engage(b, tf, p); err != nil || lost || len(p.asked) != 0 {
		t.Fatalf("a task force in the Grand Banks in WP3 engaged: %v %v %d", lost, err, len(p.asked))
	}
	var req *Request
	for _, r := range c.Data.Political.Requests {
		if r.Key == "attack_us_units" {
			req = r
		}
	}
	c.pol.Influence, c.pol.Prestige = [4]int{2, 2, 2, 2}, 9
	if !c.requestLegal(req) {
		t.Errorf("36.63M not legal in WP3")
	}
	c.pol.granted["attack_us_units"] = 1
	if c.usRestricted(tf) || c.requestLegal(req) {
		t.Errorf("36.63M granted: still restricted %v, legal again %v", c.usRestricted(tf), c.requestLegal(req))
	}
	w, _ := polCampaign(t, Week{MonthOf(1940, 9), 1})
	w.pol.Influence, w.pol.Prestige = [4]int{2, 2, 2, 2}, 9
	if w.requestLegal(req) {
		t.Errorf("36.63M legal in WP2 with no western waters open")
	}
	w.pol.granted["grand_banks"] = 1
	if !w.requestLegal(req) {
		t.Errorf("36.63M not legal in WP2 with the Grand Banks open (36.63I)")
	}
	c4, _ := polCampaign(t, Week{MonthOf(1942, 2), 1})
	off, _ := earlyCampaign(t, Week{MonthOf(1941, 5), 1})
	if c4.usRestricted(tf) || off.usRestricted(tf) {
		t.Errorf("restricted in WP4 %v, without the module %v", c4.usRestricted(tf), off.usRestricted(tf))
	}
}

// political.yaml must hold the requests westSunk reads (36.63J, L).
func TestWestDataValidation(t *testing.T) {
	_, err := loadYAML(filePolitical, func(s string) string {
		return strings.Replace(s, "key: western_waters,", "key: all_western_waters,", 1)
	})
	if err == nil || !strings.Contains(err.Error(), "western_waters (SW 36.63J/L") {
		t.Errorf("western_waters renamed: %v", err)
	}
}

// SW 36.63J: the first ship sunk in the Maritimes before WP4 starts its blackout for
// ceil(d10/2) + 1 months (d10 4: 3 months), then never again (WP4 included).
func TestWestMaritimesBlackout(t *testing.T) {
	c, rec := polCampaign(t, Week{MonthOf(1941, 5), 2}, 4)
	c.pol.granted["maritimes"] = 1
	if c.coastalBlackout("maritimes") != 0 {
		t.Fatalf("blackout before the first sinking")
	}
	c.westSunk("maritimes")
	c.westSunk("maritimes") // the second ship: no roll (the dice would run out)
	if c.pol.blackoutUntil != MonthOf(1941, 8) {
		t.Fatalf("until %s, want 1941-08", c.pol.blackoutUntil)
	}
	for _, tc := range []struct {
		m    Month
		p, v int
	}{{MonthOf(1941, 5), 3, 1}, {MonthOf(1941, 7), 3, 1}, {MonthOf(1941, 8), 3, 0}, {MonthOf(1942, 2), 4, 0}} {
		c.Now, c.Period = Week{tc.m, 1}, tc.p
		if got := c.coastalBlackout("maritimes"); got != tc.v {
			t.Errorf("%s: blackout %d, want %d", tc.m, got, tc.v)
		}
	}
	if c.coastalBlackout("us_east_coast") != 1 {
		t.Errorf("the US East Coast's WP4 blackout lost without 36.63L")
	}
	n := 0
	for _, e := range rec.Events {
		if r, ok := e.(*RollEvent); ok && r.Table == TabMaritimesBlackout && r.Total == 3 {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d MARITIMES_BLACKOUT rolls of 3", n)
	}
}

// SW 36.63L: the first ship sunk off the US East Coast before WP4 widens the rules:
// the Maritimes blackout rolled (d10 0: 1 month), light air cover off the US coast,
// "American neutrality?" the next turn, no WP4 blackout off the US coast; with J
// granted the Maritimes is J's (no roll).
func TestWestRulesWidened(t *testing.T) {
	c, rec := polCampaign(t, Week{MonthOf(1941, 9), 1}, 0)
	c.pol.granted["western_waters"] = 1
	airBefore := c.zoneAir("us_east_coast")
	c.westSunk("us_east_coast")
	if c.pol.widened != c.Now.Turn() || c.pol.blackoutUntil != MonthOf(1941, 10) || c.zoneAir("us_east_coast") != 1 || airBefore != 0 {
		t.Fatalf("widened %d, until %s, air %d (before %d)", c.pol.widened, c.pol.blackoutUntil, c.zoneAir("us_east_coast"), airBefore)
	}
	if err := c.westTurn(); err != nil || len(warEvents(rec)) != 0 {
		t.Fatalf("neutrality in the same turn")
	}
	c.Now = c.Now.Next()
	if err := c.westTurn(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != neutralityEvent {
		t.Fatalf("war events %+v", ev)
	}
	if _, ok := c.Events[neutralityEvent]; !ok {
		t.Errorf("American neutrality not recorded")
	}
	c.Now, c.Period = Week{MonthOf(1942, 2), 1}, 4
	if c.coastalBlackout("us_east_coast") != 0 || c.coastalBlackout("gulf_of_mexico") != 0 || c.zoneAir("us_east_coast") == 1 && c.usAir("us_east_coast") {
		t.Errorf("WP4 after the widening: blackout %d", c.coastalBlackout("us_east_coast"))
	}
	j, _ := polCampaign(t, Week{MonthOf(1941, 9), 1}) // no dice: J granted, no roll
	j.pol.granted["western_waters"], j.pol.granted["maritimes"] = 1, 1
	j.westSunk("gulf_of_mexico")
	if j.pol.widened == 0 || j.pol.blackoutUntil != 0 {
		t.Errorf("with J: widened %d, blackout %s", j.pol.widened, j.pol.blackoutUntil)
	}
}

// SW 36.53 for a zoom (design 6.2.3): a Hunted capital ship sunk moves the tracks by
// its [T5] class (HMS Formidable, a CV: OKM +2, RK +1, OKL +1; USS Card, a CVE: OKM +1);
// a freighter, a tanker or an escort nothing.
func TestPoliticalZoomValuable(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "greenland_gap", MonthOf(1942, 9), 0) // the ace's name (4 ships, 41,000 t: SW 14.5)
	c.Political = true
	c.pol = c.newPolitical()
	c.pol.Influence = [4]int{0, 0, -1, 0}
	rec := &Recorder{}
	c.Log = rec
	k := Contact{Category: CatTaskForce, Ships: 2, Zone: "greenland_gap"}
	out := &PatrolOutcome{Sunk: []ZoomShip{{"HMS Formidable", engine.ClassCapital, 23000}, {"USS Card", engine.ClassCapital, 7800},
		{"Empire Star", engine.ClassLargeFreighter, 9000}, {"HMS Vanoc", engine.ClassEscort, 1200}}, Torpedoes: 3}
	if _, err := c.ApplyZoomOutcome(b, k, out); err != nil {
		t.Fatal(err)
	}
	if infl(c, BodyOKM) != 2 || infl(c, BodyRK) != 1 || infl(c, BodyOKL) != 0 {
		t.Errorf("tracks %v, want OKM +2 (2+1, capped), RK +1, OKL 0", c.pol.Influence)
	}
	var keys []string
	for _, e := range eventsOf[*PoliticalEvent](rec) {
		keys = append(keys, e.Key)
	}
	if !slices.Equal(keys, []string{"fleet_carrier", "escort_carrier"}) {
		t.Errorf("valuable events %v", keys)
	}
	if zoomValuable("HMS Nelson", engine.ClassCapital) != "battleship" || zoomValuable("USS Quincy", engine.ClassCapital) != "heavy_cruiser" ||
		zoomValuable("Empire Star", engine.ClassLargeFreighter) != "" {
		t.Errorf("zoomValuable")
	}
}
