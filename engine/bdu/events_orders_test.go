package bdu

import (
	"slices"
	"strings"
	"testing"
)

// eventAsker is a player for design 9.1 "Events": it records each event decision's
// subject and options and answers with pick (the BdU AI for every other decision).
type eventAsker struct {
	asked []*Decision
	pick  func(d *Decision) string
}

func (a *eventAsker) decider() Decider {
	return DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind != DecideEventBoat && d.Kind != DecideEventZone {
			return ""
		}
		cp := *d
		cp.Options = slices.Clone(d.Options)
		a.asked = append(a.asked, &cp)
		return a.pick(d)
	})
}

func lastOption(d *Decision) string { return d.Options[len(d.Options)-1].Key }

func optionKeys(d *Decision) []string {
	var keys []string
	for _, o := range d.Options {
		keys = append(keys, o.Key)
	}
	return keys
}

func boatIDs(bs ...*Boat) []string {
	var ids []string
	for _, b := range bs {
		ids = append(ids, b.ID)
	}
	return ids
}

// inStable sorts boats into the stable order of design 5 (compareBoats).
func inStable(bs ...*Boat) []*Boat {
	out := slices.Clone(bs)
	slices.SortStableFunc(out, compareBoats)
	return out
}

// design 8.5 WP6 roll 9 (design 9.1 "Events: choose boats", SW 5.3): the blockade-runner
// escort's one undamaged boat on station in Mid-Ocean, Morocco or the SW Approaches is
// the player's pick among those only (a damaged one and one elsewhere are not offered);
// the BdU AI takes the first in the stable order; with one boat fitting nothing is asked.
func TestEventRTBChoice(t *testing.T) {
	setup := func() (*Campaign, *Recorder, []*Boat) {
		c, rec := eventCampaign(t, MonthOf(1943, 7), 0, 9)
		var at []*Boat
		for _, zone := range []string{"mid_ocean", "morocco", "sw_approaches", "greenland_gap"} {
			at = append(at, stationBoat(t, c, zone))
		}
		at[0].Markers.Damage = 1
		return c, rec, at
	}
	c, rec, at := setup()
	a := &eventAsker{pick: lastOption}
	c.player = a.decider()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	fit := inStable(at[1], at[2])
	if len(a.asked) != 1 || a.asked[0].Kind != DecideEventBoat || a.asked[0].Subject != "rtb" ||
		!slices.Equal(optionKeys(a.asked[0]), boatIDs(fit...)) {
		t.Fatalf("asked %+v, want rtb of %v", a.asked, boatIDs(fit...))
	}
	if !fit[1].Markers.RTB || fit[1].Markers.Mission != missionEscort || fit[0].Markers.RTB || at[0].Markers.RTB || at[3].Markers.RTB {
		t.Errorf("RTB: picked %s %v, other %s %v", fit[1].ID, fit[1].Markers.RTB, fit[0].ID, fit[0].Markers.RTB)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != "blockade_runner_escort" || len(ev[0].Orders) != 1 ||
		!slices.Equal(ev[0].Orders[0].Boats, []string{fit[1].ID}) {
		t.Errorf("war events %+v", ev)
	}

	c, rec, at = setup() // the AI: the stable order
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ds := eventDecisions(rec); len(ds) != 1 || ds[0].By != "ai" || ds[0].Chosen != fit[0].ID || !c.Boat(fit[0].ID).Markers.RTB {
		t.Errorf("AI: %+v", ds)
	}

	c, rec, at = setup() // one boat fits: SW 5.3 leaves no choice
	at[2].Markers.Damage = 1
	a = &eventAsker{pick: lastOption}
	c.player = a.decider()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if len(a.asked) != 0 || len(eventDecisions(rec)) != 0 || !at[1].Markers.RTB {
		t.Errorf("no choice: asked %d, %s RTB %v", len(a.asked), at[1].ID, at[1].Markers.RTB)
	}
}

// SW WP5 roll 4 (the Laconia, design 8.5 and 9.1 "Events"): 5 boats on station in West
// Africa move to Cape Verde; with 6 there the player picks the 5, one at a time; the AI
// leaves the last in the stable order.
func TestLaconiaChoice(t *testing.T) {
	setup := func() (*Campaign, *Recorder, []*Boat) {
		c, rec := smzCampaign(t, Week{MonthOf(1942, 9), 1}, 4, 4)
		var bs []*Boat
		for range 6 {
			bs = append(bs, stationBoat(t, c, "west_africa"))
		}
		return c, rec, inStable(bs...)
	}
	c, _, bs := setup()
	a := &eventAsker{pick: lastOption}
	c.player = a.decider()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if len(a.asked) != 5 || a.asked[0].Subject != "cape_verde" || !slices.Equal(optionKeys(a.asked[0]), boatIDs(bs...)) ||
		len(a.asked[4].Options) != 2 {
		t.Fatalf("asked %d: %+v", len(a.asked), a.asked)
	}
	for i, b := range bs {
		if moved := b.Destination == "cape_verde" && b.week.noAttack; moved != (i > 0) {
			t.Errorf("%s: to %q, no attack %v", b.ID, b.Destination, b.week.noAttack)
		}
	}
	c, rec, bs := setup()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ds := eventDecisions(rec); len(ds) != 5 || bs[5].Destination == "cape_verde" || bs[0].Destination != "cape_verde" {
		t.Errorf("AI: %d decisions, last boat to %q", len(ds), bs[5].Destination)
	}
}

// SW WP3 roll 3 (design 8.5; 9.1 "Events"): the transfer to training offers every
// German boat not in refit nor leaving, the old types first, in port before at sea (the
// AI's order), at most 1 Type II: once one is taken no other Type II is offered; boats
// on the Arctic or Mediterranean operations are not offered.
func TestEarlyTrainingChoice(t *testing.T) {
	c, rec := earlyCampaign(t, Week{MonthOf(1941, 8), 1}, 1, 3)
	sea := stationBoat(t, c, "mid_ocean", "IA", "IID", "VIIB", "IXA")
	var arctic, med *Boat
	for _, b := range c.loop() { // (old types: the AI's first picks, were they allowed)
		if b.Nation == "de" && b.State.InPort() && b.State != Refit && slices.Contains([]string{"VIIB", "IXA"}, b.Type) {
			switch {
			case arctic == nil:
				arctic = b
			case med == nil:
				med = b
			}
		}
	}
	arctic.arcticUntil = 7
	med.Zone = "italy"
	a := &eventAsker{}
	a.pick = func(d *Decision) string {
		switch len(a.asked) {
		case 1: // a Type II
			for _, o := range d.Options {
				if strings.HasPrefix(c.Boat(o.Key).Type, "II") {
					return o.Key
				}
			}
			t.Fatal("no Type II offered")
		case 2:
			return sea.ID
		}
		return lastOption(d)
	}
	c.player = a.decider()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if len(a.asked) != 3 {
		t.Fatalf("asked %d", len(a.asked))
	}
	old := []string{"IA", "IID", "VIIB", "IXA"}
	for i, d := range a.asked {
		if d.Subject != "training" {
			t.Errorf("decision %d about %q", i, d.Subject)
		}
		rank := 0
		for _, o := range d.Options {
			b := c.Boat(o.Key)
			r := 0
			if !slices.Contains(old, b.Type) {
				r = 2
			}
			if b.State.AtSea() {
				r++
			}
			if r < rank {
				t.Errorf("decision %d: %s (%s) after a boat of a later rank", i, b.ID, b.Type)
			}
			rank = r
			if i > 0 && strings.HasPrefix(b.Type, "II") {
				t.Errorf("decision %d: a second Type II offered (%s)", i, b.ID)
			}
			if b == arctic || b == med {
				t.Errorf("decision %d: %s of the Arctic or Mediterranean operations offered (at %s)", i, b.ID, b.Zone)
			}
		}
	}
	var gone []string
	for _, e := range rec.Events {
		if w, ok := e.(*WithdrawalEvent); ok {
			gone = append(gone, w.Boat)
		}
	}
	if len(gone) != 3 || gone[1] != sea.ID || sea.WithdrawOnArrival != Training || sea.State != Returning {
		t.Errorf("withdrawn %v; %s %s leaving for %q", gone, sea.ID, sea.State, sea.WithdrawOnArrival)
	}
	if err := c.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

// design 8.5 WP6 roll 2 (9.1 "Events"): the WP6 transfer to training offers only VIIC
// without a schnorchel, in port first (the AI's), then at sea; the player's boat at sea
// leaves when it reaches base (SW 19.13).
func TestTransferToTrainingChoice(t *testing.T) {
	c, _ := eventCampaign(t, MonthOf(1943, 7), 4, 2)
	var sea, snork *Boat
	for _, b := range c.loop() {
		if b.Type != "VIIC" || !b.State.InPort() || b.State == Refit || b.Nation != "de" {
			continue
		}
		switch {
		case sea == nil:
			sea = b
		case snork == nil:
			snork = b
		}
	}
	sea.State, sea.Zone, sea.Side, sea.Section = OnStation, "mid_ocean", SidePatrol, "operating"
	snork.Markers.Schnorchel = true
	a := &eventAsker{}
	a.pick = func(d *Decision) string {
		if len(a.asked) == 1 {
			return sea.ID
		}
		return lastOption(d)
	}
	c.player = a.decider()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if len(a.asked) != 2 {
		t.Fatalf("asked %d", len(a.asked))
	}
	d := a.asked[0]
	if d.Subject != "training" || d.Options[len(d.Options)-1].Key != sea.ID {
		t.Errorf("subject %q, last option %s, want %s (at sea last)", d.Subject, d.Options[len(d.Options)-1].Key, sea.ID)
	}
	for _, o := range d.Options {
		b := c.Boat(o.Key)
		if b.Type != "VIIC" || b == snork || b.Nation != "de" {
			t.Errorf("offered %s (%s, schnorchel %v)", b.ID, b.Type, b.Markers.Schnorchel)
		}
	}
	if sea.WithdrawOnArrival != Training {
		t.Errorf("%s not leaving: %s", sea.ID, sea.State)
	}
	if b := c.Boat(lastOption(a.asked[1])); b.State != Training && b.WithdrawOnArrival != Training {
		t.Errorf("the player's second boat %s is %s", b.ID, b.State)
	}
}

// design 8.5 WP7 roll 9, WP6 roll 1, WP9 roll 8, WP10 roll 8, WP7 roll 0 (9.1
// "Events"): the Yanagi boats, the Monsun boats, the Monsun return boats, the Type XXI
// moved to Norway and the boats held for the invasion are the player's pick among the
// fit ones only; the AI's the first (Penang before the Arabian Sea for the Monsun
// return).
func TestLateEventBoatChoice(t *testing.T) {
	// Yanagi: 3 Type IX in port, 2 go
	c, rec := eventCampaign(t, MonthOf(1944, 2), 0, 9)
	var ix []*Boat
	for _, b := range c.loop() {
		if slices.Contains(typeIX, b.Type) && b.Nation == "de" && b.State.InPort() && b.State != Refit && b.Zone == "france_atlantic" && len(ix) < 3 {
			b.State = Ready
			ix = append(ix, b)
		}
	}
	if len(ix) < 3 {
		t.Fatalf("%d Type IX", len(ix))
	}
	a := &eventAsker{pick: lastOption}
	c.player = a.decider()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if len(a.asked) != 2 || a.asked[0].Subject != "off_map" ||
		!slices.Equal(optionKeys(a.asked[1]), optionKeys(a.asked[0])[:len(a.asked[0].Options)-1]) {
		t.Fatalf("yanagi asked %+v", a.asked)
	}
	for _, o := range a.asked[0].Options {
		if b := c.Boat(o.Key); !slices.Contains(typeIX, b.Type) || b.Nation != "de" {
			t.Errorf("yanagi offered a %s %s", b.Nation, b.Type)
		}
	}
	for _, b := range ix {
		if !slices.Contains(optionKeys(a.asked[0]), b.ID) {
			t.Errorf("yanagi: %s (Ready at France-Atlantic) not offered", b.ID)
		}
	}
	want := []string{lastOption(a.asked[0]), lastOption(a.asked[1])}
	if ev := warEvents(rec); len(ev) != 1 || !slices.Equal(ev[0].Orders[0].Boats, want) {
		t.Errorf("yanagi orders %+v, want %v", ev, want)
	}

	// Monsun (WP6 1): 5 Type IXC/40 or IXD2, the player's last five of those offered
	c, rec = eventCampaign(t, MonthOf(1943, 8), 0, 1)
	for _, b := range c.Boats {
		if b.Nation == "de" && b.State.InPort() && b.State != Refit && b.WithdrawOnArrival == "" && b.Zone == "france_atlantic" {
			b.State = Ready
		}
	}
	a = &eventAsker{pick: lastOption}
	c.player = a.decider()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if len(a.asked) != 5 || a.asked[0].Subject != monsunZone {
		t.Fatalf("monsun asked %d", len(a.asked))
	}
	first := optionKeys(a.asked[0])
	for _, id := range first {
		if b := c.Boat(id); b.Type != "IXC40" && b.Type != "IXD2" {
			t.Errorf("monsun offered a %s", b.Type)
		}
	}
	want5 := slices.Clone(first[len(first)-5:])
	slices.Reverse(want5)
	if ev := warEvents(rec); len(ev) != 1 || !slices.Equal(ev[0].Orders[0].Boats, want5) {
		t.Errorf("monsun orders %+v, want the last five of %v", ev, first)
	}

	// Monsun returns: Penang first (the AI), the player takes both Arabian Sea boats
	c, rec = eventCampaign(t, MonthOf(1944, 10), 0, 8)
	at := []*Boat{stationBoat(t, c, "arabian_sea"), nil, stationBoat(t, c, "arabian_sea")}
	for _, b := range c.loop() {
		if b.Nation == "de" && b.State.InPort() && b.State != Refit && b.WithdrawOnArrival == "" {
			at[1] = b
			break
		}
	}
	at[1].State, at[1].Zone = Ready, "penang"
	a = &eventAsker{pick: lastOption}
	c.player = a.decider()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	sea := inStable(at[0], at[2])
	if len(a.asked) != 2 || a.asked[0].Subject != "norway" || !slices.Equal(optionKeys(a.asked[0]), []string{at[1].ID, sea[0].ID, sea[1].ID}) {
		t.Fatalf("monsun returns asked %+v", a.asked)
	}
	if at[1].State != Ready || sea[0].State != Returning || sea[1].State != Returning || !sea[0].Markers.RTB {
		t.Errorf("monsun returns: Penang boat %s, Arabian Sea %s %s", at[1].State, sea[0].State, sea[1].State)
	}
	_ = rec

	// Type XXI: two arrivals, the player's the second
	c, _ = eventCampaign(t, MonthOf(1945, 2), 2, 8)
	x1, x2 := c.commission("XXI", MonthOf(1945, 2)), c.commission("XXI", MonthOf(1945, 2))
	x1.State, x1.Zone, x2.State, x2.Zone = Pierside, "germany", InPort, "germany"
	a = &eventAsker{pick: lastOption}
	c.player = a.decider()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if len(a.asked) != 1 || a.asked[0].Subject != "norway" || !slices.Equal(optionKeys(a.asked[0]), []string{x1.ID, x2.ID}) ||
		x2.State != Ready || x2.Zone != "norway" || x1.Zone != "germany" {
		t.Errorf("XXI asked %+v; %s %s at %s", a.asked, x2.ID, x2.State, x2.Zone)
	}

	// invasion readiness: 9 Type VII at France-Atlantic, 8 held; the player leaves the first
	c, _ = eventCampaign(t, MonthOf(1944, 2), 0, 0)
	var vii []*Boat
	for _, b := range c.loop() {
		if b.Nation == "de" && slices.Contains(typeVII, b.Type) && b.State.InPort() && b.State != Refit && len(vii) < 9 {
			b.State, b.Zone = Ready, "france_atlantic"
			vii = append(vii, b)
		}
	}
	for _, b := range c.Boats { // (no other boat at France-Atlantic fits)
		if b.Zone == "france_atlantic" && !slices.Contains(vii, b) && b.State.InPort() {
			b.Zone = "germany"
		}
	}
	vii = inStable(vii...)
	a = &eventAsker{pick: lastOption}
	c.player = a.decider()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if len(a.asked) != 8 || a.asked[0].Subject != "france_atlantic" || !slices.Equal(optionKeys(a.asked[0]), boatIDs(vii...)) {
		t.Fatalf("invasion readiness asked %d", len(a.asked))
	}
	for i, b := range vii {
		if held := b.Markers.Mission == missionInvasion; held != (i > 0) {
			t.Errorf("%s held %v", b.ID, held)
		}
	}
}

// design 8.5 WP6–10 roll 5 (the weather boat, 9.1 "Events"): with two boats on station
// in the Greenland Gap the player picks which takes the duty; none is sent.
func TestWeatherBoatChoice(t *testing.T) {
	c, rec := eventCampaign(t, MonthOf(1943, 7), 0, 5)
	g := inStable(stationBoat(t, c, "greenland_gap"), stationBoat(t, c, "greenland_gap"))
	a := &eventAsker{pick: lastOption}
	c.player = a.decider()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if len(a.asked) != 1 || a.asked[0].Subject != "greenland_gap" || !slices.Equal(optionKeys(a.asked[0]), boatIDs(g...)) ||
		!g[1].Markers.WeatherDuty || g[0].Markers.WeatherDuty {
		t.Errorf("asked %+v; duty %v %v", a.asked, g[0].Markers.WeatherDuty, g[1].Markers.WeatherDuty)
	}
	for _, e := range rec.Events {
		if o, ok := e.(*OrderEvent); ok && o.Kind == "sail" {
			t.Errorf("a boat sent: %+v", o)
		}
	}
}

// design 8.5 WP6 roll 4, WP10 roll 0, WP9 roll 0 (9.1 "Events: choose zones"): the
// return to the North Atlantic ("greenland_gap or grand_banks") and Seewolf
// ("grand_banks/us_east_coast") ask which OA (the AI: the first, as before); the
// inshore offensive's English Coast is an SMZ without a WP6–10 patrol, so it asks nothing.
func TestLateEventZoneChoice(t *testing.T) {
	zoneTo := func(z string) func(*Decision) string {
		return func(d *Decision) string {
			if d.Kind == DecideEventZone {
				return z
			}
			return d.Options[0].Key
		}
	}
	// return to the North Atlantic: the week after, to the Grand Banks
	c, rec := eventCampaign(t, MonthOf(1943, 8), 2, 4)
	b := stationBoat(t, c, "maritimes") // (next to the Grand Banks, not the Greenland Gap)
	a := &eventAsker{pick: zoneTo("grand_banks")}
	c.player = a.decider()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if len(a.asked) != 1 || a.asked[0].Subject != "return_to_north_atlantic" ||
		!slices.Equal(optionKeys(a.asked[0]), []string{"greenland_gap", "grand_banks"}) {
		t.Fatalf("asked %+v", a.asked)
	}
	c.Now, c.Dice = c.Now.Next(), NewScriptedDice(9)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if b.Destination != "grand_banks" || !b.week.forced || !c.returnNA("grand_banks") || c.returnNA("greenland_gap") {
		t.Errorf("week after: %s for %q (forced %v); return in grand_banks %v", b.ID, b.Destination, b.week.forced, c.returnNA("grand_banks"))
	}
	if ev := warEvents(rec); len(ev) != 1 {
		t.Errorf("war events %+v", ev)
	}

	// Seewolf: the player's US East Coast, a boat next to it moves in
	c, rec = eventCampaign(t, MonthOf(1945, 3), 0, 0)
	b = stationBoat(t, c, "bermuda")
	gb := stationBoat(t, c, "sargasso_sea") // (next to the Grand Banks only)
	a = &eventAsker{pick: zoneTo("us_east_coast")}
	c.player = a.decider()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if len(a.asked) != 1 || a.asked[0].Subject != "seewolf" || !slices.Equal(optionKeys(a.asked[0]), []string{"grand_banks", "us_east_coast"}) {
		t.Fatalf("seewolf asked %+v", a.asked)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Orders[0].Zone != "us_east_coast" || b.Destination != "us_east_coast" || gb.week.forced {
		t.Errorf("seewolf %+v; %s for %q, %s forced %v", ev, b.ID, b.Destination, gb.ID, gb.week.forced)
	}
	c, rec = eventCampaign(t, MonthOf(1945, 3), 0, 0) // the AI: the Grand Banks
	gb = stationBoat(t, c, "sargasso_sea")
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ds := eventDecisions(rec); len(ds) == 0 || ds[0].Kind != DecideEventZone || ds[0].Chosen != "grand_banks" || gb.Destination != "grand_banks" {
		t.Errorf("AI seewolf %+v; %s for %q", ds, gb.ID, gb.Destination)
	}

	// inshore offensive: no zone decision (its "and/or" is a split, TestInshoreSplit; the
	// split left to the AI: all four to the Western Approaches)
	c, rec = eventCampaign(t, MonthOf(1944, 9), 0, 0)
	s := stationBoat(t, c, "sw_approaches")
	s.Markers.Schnorchel = true
	a = &eventAsker{pick: lastOption}
	c.player = a.decider()
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != "inshore_offensive" || len(a.asked) != 0 || s.Destination != "western_approaches" {
		t.Errorf("inshore %+v, asked %d, %s for %q", ev, len(a.asked), s.ID, s.Destination)
	}
}

// design 9.1 "Events", campaign saves: a transfer to training answered otherwise than
// the BdU AI (the last boat offered, not the first) is saved as an order; the reloaded
// save replays it to the same log and the same state (ReplaySave checks the summary),
// and that state is not the AI's (the player's boats left, the AI's stayed).
func TestEventOrderSaveReplay(t *testing.T) {
	const seed = 3
	until := Week{MonthOf(1940, 9), 1} // (seed 3: a transfer to training in 1940-08)
	var picked []string
	player := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideEventBoat && (d.Subject == "training" || d.Subject == "rtb") && len(d.Options) > 1 {
			k := lastOption(d)
			picked = append(picked, k)
			return k
		}
		return ""
	})
	c, err := NewCampaign(FirstMonth, seed)
	if err != nil {
		t.Fatal(err)
	}
	var a, b Recorder
	c.Log = &a
	rec := NewOrderRecorder(player)
	for c.Now.Before(until) {
		if err := c.PlayWeek(rec); err != nil {
			t.Fatal(err)
		}
	}
	if len(picked) == 0 {
		t.Fatalf("seed %d: no transfer to training or RTB order with a choice before %s", seed, until)
	}
	_, raw := saveBytes(t, c, rec)
	c2, _ := reload(t, raw, &b)
	sameLog(t, &a, &b)
	for _, id := range picked {
		if x, y := c.Boat(id), c2.Boat(id); x.State != y.State || x.WithdrawOnArrival != y.WithdrawOnArrival || x.Markers != y.Markers {
			t.Errorf("%s: played %s/%q, replayed %s/%q", id, x.State, x.WithdrawOnArrival, y.State, y.WithdrawOnArrival)
		}
	}
	// the AI alone: the player's first boat is still in service then (it took another)
	ai, err := NewCampaign(FirstMonth, seed)
	if err != nil {
		t.Fatal(err)
	}
	for ai.Now.Before(until) {
		if err := ai.PlayWeek(nil); err != nil {
			t.Fatal(err)
		}
	}
	if x, y := c.Boat(picked[0]), ai.Boat(picked[0]); x.State == y.State && x.WithdrawOnArrival == y.WithdrawOnArrival {
		t.Errorf("%s is %s/%q with the player's answer and with the AI's", picked[0], x.State, x.WithdrawOnArrival)
	}
}
