package bdu

import (
	"slices"
	"strings"
	"testing"
)

// moduleCampaign is a 1939-09 campaign moved to week 1 of month m (its war period),
// with scripted dice and a recorder.
func moduleCampaign(t *testing.T, m Month, faces ...int) (*Campaign, *Recorder) {
	t.Helper()
	return movedCampaign(t, FirstMonth, Week{m, 1}, faces...)
}

// arrivalsOf are the boats of type t that Reinforce brought now, and how many have Inexp.
func arrivalsOf(t *testing.T, c *Campaign, typ string) (n, inexp int) {
	t.Helper()
	out, err := c.Reinforce()
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range out {
		if b.Type == typ {
			n++
			inexp += b2i(b.Markers.Inexp > 0)
		}
	}
	return n, inexp
}

// design 4.2 "Schnorchel [designed schedule]": a boat entering Work Up from 1944-03 gets
// a schnorchel, on arrival at base and from Repair 1; before 1944-03 it does not.
func TestSchnorchelRetrofit(t *testing.T) {
	for _, tc := range []struct {
		m    Month
		want bool
	}{{MonthOf(1944, 2), false}, {MonthOf(1944, 3), true}, {MonthOf(1944, 9), true}} {
		c, _ := moduleCampaign(t, tc.m)
		var b *Boat
		for _, x := range c.Boats {
			if x.Type == "VIIB" && x.State.InPort() {
				b = x
				break
			}
		}
		// an undamaged boat comes home: Work Up (design 4.4)
		b.State, b.Zone, b.Side, b.Markers.Schnorchel = Returning, "germany", SideTransit, false
		if st, err := c.ArriveAtBase(b, "germany"); err != nil || st != WorkUp {
			t.Fatalf("%s: arrival %s, %v", tc.m, st, err)
		}
		if b.Markers.Schnorchel != tc.want {
			t.Errorf("%s: arrival in Work Up: schnorchel %v, want %v", tc.m, b.Markers.Schnorchel, tc.want)
		}
		// Repair 1 → Work Up on d10 ≤ the repair number (a 0 always passes)
		y := c.Boats[len(c.Boats)-1]
		for _, x := range c.Boats {
			if x.State.InPort() && x.Zone == "germany" {
				x.State = Training // out of the yard's way: only y rolls
			}
		}
		y.State, y.Zone, y.Markers.Schnorchel = Repair1, "germany", false
		c.Dice = NewScriptedDice(0)
		if err := c.AdvanceBase("germany"); err != nil {
			t.Fatal(err)
		}
		if y.State != WorkUp || y.Markers.Schnorchel != tc.want {
			t.Errorf("%s: Repair 1 → %s, schnorchel %v, want Work Up and %v", tc.m, y.State, y.Markers.Schnorchel, tc.want)
		}
	}
}

// SW 8.14 (design 4.5): a boat due next month may come now with Inexp 1; next month it
// does not come again. SW 8.13: an Inexp arrival held a month comes next month without
// the marker.
func TestDeployEarlyLate(t *testing.T) {
	// early: 1941-05, a VIIC of 1941-06 (no Inexp arrivals before 1943)
	c, rec := moduleCampaign(t, MonthOf(1941, 5))
	may, june := c.Data.ArrivalsIn(MonthOf(1941, 5))["VIIC"], c.Data.ArrivalsIn(MonthOf(1941, 6))["VIIC"]
	// SW 8.14's cap: a player taking every early VIIC gets 6 (no Inexp boat in play yet)
	if err := c.stepDeploy(answer("early_VIIC", KeyOnTime)); err != nil || c.deploy.early["VIIC"] != min(MaxInexpInPlay, june) {
		t.Fatalf("early VIIC for ever: %v, %d taken", err, c.deploy.early["VIIC"])
	}
	c, rec = moduleCampaign(t, MonthOf(1941, 5))
	first := true
	p := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind != DecideDeploy {
			return ""
		}
		if !d.Has(KeyOnTime) || !d.Has("early_VIIC") || d.Has("late_VIIC") {
			t.Errorf("1941-05 options %v: want on_time, early_VIIC, no late (no Inexp arrivals)", d.Options)
		}
		if first {
			first = false
			return "early_VIIC"
		}
		return KeyOnTime
	})
	if err := c.stepDeploy(p); err != nil {
		t.Fatal(err)
	}
	if n, inexp := arrivalsOf(t, c, "VIIC"); n != may+1 || inexp != 1 {
		t.Errorf("1941-05: %d VIIC (%d Inexp), want %d with 1 Inexp", n, inexp, may+1)
	}
	c.Now = Week{MonthOf(1941, 6), 1}
	if err := c.stepDeploy(nil); err != nil {
		t.Fatal(err)
	}
	if n, inexp := arrivalsOf(t, c, "VIIC"); n != june-1 || inexp != 0 {
		t.Errorf("1941-06: %d VIIC (%d Inexp), want %d without Inexp (one came early)", n, inexp, june-1)
	}
	asked := 0
	for _, e := range rec.Events {
		if d, ok := e.(*DecisionEvent); ok && d.Kind == DecideDeploy {
			asked++
		}
	}
	if asked != 3 { // early_VIIC, on_time (by p), on_time (by the AI)
		t.Errorf("%d deploy decisions logged, want 3", asked)
	}

	// the cap: 6 Inexp boats in service → no early option
	c, _ = moduleCampaign(t, MonthOf(1941, 5))
	for _, b := range c.InService()[:MaxInexpInPlay] {
		b.Markers.Inexp = 1
	}
	if d := c.deployDecision(c.Now.Month); len(d.Options) != 1 {
		t.Errorf("with %d Inexp in play the options are %v, want on_time alone", MaxInexpInPlay, d.Options)
	}

	// late: 1943-02, a VIIC held to 1943-03 arrives without Inexp
	c, _ = moduleCampaign(t, MonthOf(1943, 2))
	feb, mar := c.Data.ArrivalsIn(MonthOf(1943, 2))["VIIC"], c.Data.ArrivalsIn(MonthOf(1943, 3))["VIIC"]
	if err := c.stepDeploy(answer("late_VIIC")); err != nil || c.deploy.late["VIIC"] != feb {
		t.Fatalf("late VIIC for ever: %v, %d held of %d", err, c.deploy.late["VIIC"], feb)
	}
	c, _ = moduleCampaign(t, MonthOf(1943, 2))
	n := 0
	if err := c.stepDeploy(DeciderFunc(func(c *Campaign, d *Decision) string {
		if n++; n <= 2 {
			return "late_VIIC"
		}
		return KeyOnTime
	})); err != nil {
		t.Fatal(err)
	}
	if n, inexp := arrivalsOf(t, c, "VIIC"); n != feb-2 || inexp != feb-2 {
		t.Errorf("1943-02: %d VIIC (%d Inexp), want %d all Inexp", n, inexp, feb-2)
	}
	c.Now = Week{MonthOf(1943, 3), 1}
	if err := c.stepDeploy(nil); err != nil {
		t.Fatal(err)
	}
	if n, inexp := arrivalsOf(t, c, "VIIC"); n != mar+2 || inexp != mar {
		t.Errorf("1943-03: %d VIIC (%d Inexp), want %d with %d Inexp (2 held arrive trained)", n, inexp, mar+2, mar)
	}
	// 1943-04: nothing carried over
	c.Now = Week{MonthOf(1943, 4), 1}
	if err := c.stepDeploy(nil); err != nil {
		t.Fatal(err)
	}
	if n, _ := arrivalsOf(t, c, "VIIC"); n != c.Data.ArrivalsIn(MonthOf(1943, 4))["VIIC"] {
		t.Errorf("1943-04: %d VIIC, want the scheduled %d", n, c.Data.ArrivalsIn(MonthOf(1943, 4))["VIIC"])
	}
	mustInv(t, c)
}

// SW 8.15 (optional, ModuleVeryEarly): a boat due in two months comes now with Inexp 2,
// doubling SW 8.11's modifiers (the damage roll +2); the month after it is not missed,
// the month after that one does not come again. Without the module it is not offered.
func TestDeployVeryEarly(t *testing.T) {
	c, _ := moduleCampaign(t, MonthOf(1941, 5))
	if d := c.deployDecision(c.Now.Month); d.Has("very_early_VIIC") {
		t.Fatalf("offered without the module: %v", d.Options)
	}
	c.VeryEarly = true
	june, july := c.Data.ArrivalsIn(MonthOf(1941, 6))["VIIC"], c.Data.ArrivalsIn(MonthOf(1941, 7))["VIIC"]
	may := c.Data.ArrivalsIn(MonthOf(1941, 5))["VIIC"]
	n := 0
	if err := c.stepDeploy(DeciderFunc(func(c *Campaign, d *Decision) string {
		if n++; n == 1 {
			return "very_early_VIIC"
		}
		return KeyOnTime
	})); err != nil {
		t.Fatal(err)
	}
	out, err := c.Reinforce()
	if err != nil {
		t.Fatal(err)
	}
	var green *Boat
	viic := 0
	for _, b := range out {
		if b.Type == "VIIC" {
			viic++
			if b.Markers.Inexp > 0 {
				green = b
			}
		}
	}
	if viic != may+1 || green == nil || green.Markers.Inexp != 2 {
		t.Fatalf("1941-05: %d VIIC, the green one %+v", viic, green)
	}
	for m, want := range map[Month]int{MonthOf(1941, 6): june, MonthOf(1941, 7): july - 1} {
		c.Now = Week{m, 1}
		if err := c.stepDeploy(nil); err != nil {
			t.Fatal(err)
		}
		if got, inexp := arrivalsOf(t, c, "VIIC"); got != want || inexp != 0 {
			t.Errorf("%s: %d VIIC (%d Inexp), want %d", m, got, inexp, want)
		}
	}
	// the damage roll: +2 at Inexp 2 (SW 8.15 doubling 8.11's +1); 6 + 2 = 8 → Repair 3 (+1: Repair 2)
	c.Now = Week{MonthOf(1941, 8), 2}
	green.State, green.Zone, green.Side, green.Markers.Damage = Returning, "germany", SideTransit, 1
	c.Dice = NewScriptedDice(6)
	if st, err := c.ArriveAtBase(green, "germany"); err != nil || st != Repair3 || green.Markers.Inexp != 1 {
		t.Errorf("arrival at Inexp 2 with damage on 6: %s, %v, Inexp %d (want Repair 3, Inexp 1)", st, err, green.Markers.Inexp)
	}
	mustInv(t, c)
}

// design 4.5 VIIC Flak [H 11.4.7]: in 1943-05 up to 4 VIIC in French bases convert (to
// Repair 2, 5 torpedoes); after 1943-11 they revert; design 4.2: a transit "B" becomes
// "O" once a patrol.
func TestFlakConversion(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1943, 6), 5)
	c.Now, c.Period = Week{FlakMonth, 1}, c.Data.PeriodAt(FlakMonth).Index
	rec := &Recorder{}
	c.Log = rec
	var french []*Boat
	for _, b := range c.Boats {
		if b.Type == "VIIC" && b.Zone == "france_atlantic" && b.State.InPort() && !b.State.InRepair() && b.State != Hold {
			french = append(french, b)
		}
	}
	if len(french) < 6 {
		t.Fatalf("%d VIIC at France-Atlantic", len(french))
	}
	asked := 0
	p := DeciderFunc(func(c *Campaign, d *Decision) string {
		asked++
		if d.Kind != DecideFlak || !d.Has(KeyNone) || !d.Has(french[asked].ID) {
			t.Fatalf("decision %s %v", d.Kind, d.Options)
		}
		return french[asked].ID
	})
	if err := c.stepFlak(p); err != nil {
		t.Fatal(err)
	}
	if asked != FlakConversions {
		t.Errorf("asked %d times, want %d (the limit)", asked, FlakConversions)
	}
	for i, b := range french[1 : FlakConversions+1] {
		if b.Type != typeVIICFlak || b.State != Repair2 || b.Torpedoes != 5 || !b.Markers.FlakRefit {
			t.Errorf("conversion %d: %s %s %d torpedoes", i, b.Type, b.State, b.Torpedoes)
		}
	}
	if french[0].Type != "VIIC" {
		t.Errorf("%s converted unasked", french[0].ID)
	}
	// the AI converts none; outside 1943-05 nothing is asked
	c.Now = Week{MonthOf(1943, 6), 1}
	if err := c.stepFlak(DeciderFunc(func(*Campaign, *Decision) string { t.Fatal("asked in 1943-06"); return "" })); err != nil {
		t.Fatal(err)
	}
	// design 4.2: B → O once a patrol, on scripted dice: check 9 (+5 TZ), column 7 (WP6:
	// column 4), result 6 (B)
	x := french[1]
	x.State, x.Zone, x.Side, x.Markers.Spotted, x.Markers.RTB = Outbound, "bay_of_biscay", SideTransit, false, false
	c.Period = 6
	c.Dice = NewScriptedDice(9, 7, 6)
	if lost, err := c.TransitCheck(x, "sw_approaches", 5, false, false); err != nil || lost {
		t.Fatal(lost, err)
	}
	if x.Markers.Damage != 0 || !x.Markers.RTB || !x.flakUsed {
		t.Errorf("first B: damage %d RTB %v used %v, want O (no damage, RTB)", x.Markers.Damage, x.Markers.RTB, x.flakUsed)
	}
	c.Dice = NewScriptedDice(9, 7, 6)
	if lost, err := c.TransitCheck(x, "sw_approaches", 5, false, false); err != nil || lost {
		t.Fatal(lost, err)
	}
	if x.Markers.Damage != 1 {
		t.Errorf("second B in the patrol: damage %d, want 1", x.Markers.Damage)
	}
	// design 6.1.5: the first air attack result 5–7 of a patrol is read as Spotted, the
	// second is one damage marker (crash dive 9: missed, whatever the boat's rating)
	x.Markers.Damage, x.Markers.RTB, x.Markers.Schnorchel, x.Markers.Inexp = 0, false, false, 0
	c.Dice = NewScriptedDice(9, 6)
	if lost, err := c.airAttack(x); err != nil || lost {
		t.Fatal(lost, err)
	}
	if x.Markers.Damage != 0 || x.Markers.RTB || !x.Markers.Spotted || !x.flakAirUsed {
		t.Errorf("first air 6: damage %d RTB %v spotted %v, want Spotted only", x.Markers.Damage, x.Markers.RTB, x.Markers.Spotted)
	}
	c.Dice = NewScriptedDice(9, 6)
	if lost, err := c.airAttack(x); err != nil || lost {
		t.Fatal(lost, err)
	}
	if x.Markers.Damage != 1 || !x.Markers.RTB {
		t.Errorf("second air 6 in the patrol: damage %d RTB %v, want 1 and RTB", x.Markers.Damage, x.Markers.RTB)
	}
	// after 1943-11 every VIIC Flak is a VIIC again (in port: 14 torpedoes)
	c.Now = Week{FlakUntil + 1, 1}
	if err := c.stepFlak(nil); err != nil {
		t.Fatal(err)
	}
	for _, b := range french[1 : FlakConversions+1] {
		if b.Type != "VIIC" || b.Markers.FlakRefit {
			t.Errorf("%s: %s after %s", b.ID, b.Type, FlakUntil)
		}
		if b.State.InPort() && b.Torpedoes != 14 {
			t.Errorf("%s in port with %d torpedoes", b.ID, b.Torpedoes)
		}
	}
	flak := 0
	for _, e := range rec.Events {
		if _, ok := e.(*FlakEvent); ok {
			flak++
		}
	}
	if flak != 2*FlakConversions {
		t.Errorf("%d flak events, want %d", flak, 2*FlakConversions)
	}
	mustInv(t, c)
}

// design 4.5 option "historical deployment": 39 boats of the 1939-09 fleet start at
// sea, 18 ocean boats outbound to the three OAs, 21 Type II on station in the North Sea;
// the other 18 roll SW 31.01. Unknown modules and other starts are errors.
func TestHistoricalDeployment(t *testing.T) {
	c := newTestCampaign(t, FirstMonth, 11)
	if err := c.SetModule("historical"); err == nil || !strings.Contains(err.Error(), ModuleHistoricalDeployment) {
		t.Errorf("unknown module: %v", err)
	}
	late := newTestCampaign(t, MonthOf(1940, 7), 11)
	if err := late.SetModule(ModuleHistoricalDeployment); err == nil {
		t.Error("historical deployment accepted for 1940-07")
	}
	if err := c.SetModule(ModuleHistoricalDeployment); err != nil {
		t.Fatal(err)
	}
	rec := &Recorder{}
	c.Log = rec
	if err := c.Begin(); err != nil {
		t.Fatal(err)
	}
	if err := c.SetModule(ModuleBetasom); err == nil {
		t.Error("a module set after the start")
	}
	dest := map[string]int{}
	station, port := 0, 0
	for _, b := range c.Boats {
		switch b.State {
		case Outbound:
			if c.Data.Types[b.Type].FastReadiness || len(b.route) == 0 || b.route[len(b.route)-1] != b.Destination {
				t.Errorf("%s %s outbound to %s by %v", b.ID, b.Type, b.Destination, b.route)
			}
			dest[b.Destination]++
		case OnStation:
			if !c.Data.Types[b.Type].FastReadiness && b.Zone == HistTypeIIZone {
				t.Errorf("%s %s on station in %s", b.ID, b.Type, b.Zone)
			}
			if b.Zone == HistTypeIIZone {
				station++
			} else {
				dest[b.Zone]++
			}
		default:
			if b.Zone != "germany" || !b.State.InPort() {
				t.Errorf("%s: %s at %s", b.ID, b.State, b.Zone)
			}
			port++
		}
	}
	if station != HistTypeII || port != 57-HistTypeII-HistOcean || dest["sw_approaches"]+dest["western_approaches"]+dest["morocco"] != HistOcean {
		t.Errorf("%d on station, %d in port, at sea %v", station, port, dest)
	}
	starts, boxes := 0, 0
	for _, e := range rec.Events {
		if r, ok := e.(*RollEvent); ok && r.Table == TabStartBox {
			boxes++
		}
		if s, ok := e.(*CampaignStartEvent); ok {
			starts++
			if !slices.Contains(s.Options, ModuleHistoricalDeployment) {
				t.Errorf("campaign_start options %v", s.Options)
			}
		}
	}
	if starts != 1 || boxes != port {
		t.Errorf("%d START_BOX rolls for %d boats in port", boxes, port)
	}
	mustInv(t, c)
}

// Whole campaigns with the modules on and a player who takes the choices of design 4.5
// at random (early, late, Flak conversions): the View follows every event of one, the
// books balance every week of all of them (design 4.6 invariants).
func TestModulesWholeCampaigns(t *testing.T) {
	t.Parallel() // (whole campaigns on the shared, read-only Data)
	n := 24
	if testing.Short() {
		n = 4
	}
	seen := map[string]int{}
	for i := range n {
		c := newTestCampaign(t, FirstMonth, uint64(300+i))
		for _, k := range ModuleKeys {
			if err := c.SetModule(k); err != nil {
				t.Fatal(err)
			}
		}
		rnd := NewDice(uint64(900 + i))
		p := DeciderFunc(func(c *Campaign, d *Decision) string {
			switch d.Kind {
			case DecideDeploy, DecideFlak, DecideBetasom:
				if rnd.IntN(3) == 0 {
					k := d.Options[rnd.IntN(len(d.Options))].Key
					if d.Kind == DecideDeploy {
						seen["deploy:"+strings.SplitN(k, "_", 2)[0]]++
					} else {
						seen[string(d.Kind)+":"+strings.SplitN(k, "-", 2)[0]]++
					}
					return k
				}
			case DecideReturnBase: // (the AI goes home to Germany: some boats to France)
				if d.Has("france_atlantic") && rnd.IntN(2) == 0 {
					return "france_atlantic"
				}
			}
			return ""
		})
		var f *follower
		if i == 0 {
			f = newFollower(t, c)
			c.Log = f
		}
		for !c.War.Ended {
			if err := c.PlayWeek(p); err != nil {
				t.Fatalf("seed %d %v: %v", 300+i, c.Now, err)
			}
			if err := c.CheckInvariants(); err != nil {
				t.Fatalf("seed %d %v: %v", 300+i, c.Now, err)
			}
			if f != nil && f.failed {
				t.FailNow()
			}
		}
		for _, b := range c.Boats {
			if b.Nation == "it" {
				seen["italian"]++
				if c.Now.Month > MonthOf(1943, 10) && !b.State.Terminal() && c.War.EndReason == "war_over" && c.Events["italy_surrenders"] > 0 {
					t.Errorf("seed %d: %s still in service (%s) after Italy's surrender", 300+i, b.ID, b.State)
				}
			}
			if b.Type == typeVIICFlak && !b.State.Terminal() && c.Now.Month > FlakUntil {
				t.Errorf("seed %d: %s still a VIIC Flak", 300+i, b.ID)
			}
		}
	}
	t.Logf("choices %v", seen)
	if seen["italian"] != 27*n {
		t.Errorf("%d Italian boats in %d campaigns, want 27 each", seen["italian"], n)
	}
	for _, k := range []string{"deploy:early", "deploy:late", "deploy:on", "deploy:very", "flak_conversion:U", "betasom:U"} {
		if seen[k] == 0 && n >= 24 {
			t.Errorf("no %s answer in %d campaigns: %v", k, n, seen)
		}
	}
}

// Saves (issue 16) hold the modules (config.betasom, config.historical_deployment) and
// the player's design 4 choices (early, late, Flak, BETASOM) and replay them to the same
// state; historical_deployment on a late start or an unknown config key is refused.
func TestModulesSave(t *testing.T) {
	c := newTestCampaign(t, FirstMonth, 21)
	for _, k := range ModuleKeys {
		if err := c.SetModule(k); err != nil {
			t.Fatal(err)
		}
	}
	rnd := NewDice(77)
	chosen := 0
	rec := NewOrderRecorder(DeciderFunc(func(c *Campaign, d *Decision) string {
		switch d.Kind {
		case DecideDeploy, DecideBetasom:
			if rnd.IntN(2) == 0 {
				chosen++
				return d.Options[rnd.IntN(len(d.Options))].Key
			}
		}
		return ""
	}))
	for c.Now.Month < MonthOf(1941, 10) {
		if err := c.PlayWeek(rec); err != nil {
			t.Fatal(err)
		}
	}
	sv, b := saveBytes(t, c, rec)
	if !sv.Config.Betasom || !sv.Config.HistoricalDeployment || !sv.Config.VeryEarlyDeployment || chosen == 0 {
		t.Fatalf("config %+v, %d choices", sv.Config, chosen)
	}
	r, _ := reload(t, b, nil)
	if r.StateDigest() != c.StateDigest() || !r.Betasom || !r.HistoricalDeployment || !r.VeryEarly {
		t.Error("the replay differs")
	}
	// without the module keys the same answers do not replay
	off := strings.Replace(string(b), `,"betasom":true`, "", 1)
	if sv2, err := LoadSave([]byte(off)); err != nil {
		t.Fatal(err)
	} else if _, _, err := ReplaySave(sv2, nil); err == nil {
		t.Error("a save stripped of betasom replayed")
	}
	late := strings.Replace(string(b), `"start":"1939-09"`, `"start":"1940-07"`, 1)
	if _, err := LoadSave([]byte(late)); err == nil || !strings.Contains(err.Error(), "historical_deployment") {
		t.Errorf("historical_deployment on 1940-07: %v", err)
	}
	if _, err := LoadSave([]byte(strings.Replace(string(b), `"betasom":true`, `"betasom":true,"vichy":true`, 1))); err == nil || !strings.Contains(err.Error(), "vichy") {
		t.Errorf("unknown config key: %v", err)
	}
}
