package bdu

import (
	"slices"
	"testing"
)

// channelCampaign is a 1944 campaign at the week after Overlord (design 8.5 WP8: the
// Channel SMZ active, the header's sailing made), no war event, scripted dice faces.
func channelCampaign(t *testing.T, faces ...int) (*Campaign, *Recorder) {
	t.Helper()
	c, rec := eventCampaign(t, MonthOf(1944, 6), faces...)
	c.Now = c.Data.Fixed.Overlord.Next()
	for _, b := range c.Boats { // no other boat asks or sails: the test's boats only
		if b.State == Ready {
			b.State = InPort
		}
	}
	if !c.invasionActive() {
		t.Fatal("the Channel SMZ is not active the week after Overlord")
	}
	return c, rec
}

// freshAt puts the first German boat in port of the types in Ready at base, with its
// torpedoes and no markers (no Inexp, no schnorchel); nil if none.
func freshAt(c *Campaign, base string, types []string) *Boat {
	bs := readyAt(c, base, 1, types)
	if len(bs) == 0 {
		return nil
	}
	b := bs[0]
	b.Markers, b.Torpedoes, b.arcticUntil = Markers{}, c.Data.Types[b.Type].Torpedoes, 0
	return b
}

func optionOf(opts []Option, key string) (Option, bool) {
	i := slices.IndexFunc(opts, func(o Option) bool { return o.Key == key })
	if i < 0 {
		return Option{}, false
	}
	return opts[i], true
}

// design 9.1 "Sail: destination OA or SMZ" and 8.5 WP8 header: while the invasion
// order stands (Overlord to the end of WP8) a Type VII Ready at France-Atlantic may sail
// for the Channel SMZ (straight in, as the header's boats do), the option marked SMZ with
// the expected tons of the Channel's own chart; a Type IX may not ([H 7.4.3]); nor before
// Overlord, after WP8, nor a boat without schnorchel under the WP8 9 order. The boat
// sent patrols there as on an OA (no SW 20 patrol: b.smz stays empty). The BdU AI
// never sails for it (9.4).
func TestChannelSMZSail(t *testing.T) {
	setup := func() (*Campaign, *Boat, *Boat) {
		c, _ := channelCampaign(t)
		vii, ix := freshAt(c, "france_atlantic", typeVII), freshAt(c, "france_atlantic", typeIX)
		if vii == nil || ix == nil {
			t.Fatal("no Type VII or IX in port")
		}
		return c, vii, ix
	}
	sailOpts := func(c *Campaign, want map[*Boat]string) map[*Boat][]Option {
		got := map[*Boat][]Option{}
		p := DeciderFunc(func(c *Campaign, d *Decision) string {
			if d.Kind == DecideSail {
				got[d.Boat] = slices.Clone(d.Options)
				return want[d.Boat]
			}
			return ""
		})
		if err := c.stepOrders(p); err != nil {
			t.Fatal(err)
		}
		return got
	}

	c, vii, ix := setup()
	opts := sailOpts(c, map[*Boat]string{vii: "english_channel"})
	o, ok := optionOf(opts[vii], "english_channel")
	if !ok || !o.SMZ || o.MP != 0 || o.Tons != c.ExpectedTons(c.Data.Types[vii.Type], "english_channel") {
		t.Fatalf("%s (%s): Channel option %+v (offered %v)", vii.ID, vii.Type, o, ok)
	}
	if _, ok := optionOf(opts[ix], "english_channel"); ok || opts[ix] == nil {
		t.Errorf("%s (%s) offered the Channel: only Type VII [H 7.4.3]", ix.ID, ix.Type)
	}
	if vii.State != Outbound || vii.Destination != "english_channel" || vii.smz != "" || !slices.Equal(vii.route, []string{"english_channel"}) {
		t.Errorf("%s: %s for %q by %v, smz %q", vii.ID, vii.State, vii.Destination, vii.route, vii.smz)
	}

	// the BdU AI: never the Channel SMZ
	c, vii, _ = setup()
	if err := c.stepOrders(nil); err != nil {
		t.Fatal(err)
	}
	if vii.Destination == "english_channel" {
		t.Errorf("the AI sent %s to the Channel", vii.ID)
	}

	// not before Overlord, not in WP9, not without schnorchel under WP8 9
	for _, tc := range []struct {
		name string
		set  func(c *Campaign)
	}{
		{"before Overlord", func(c *Campaign) { c.Now = Week{MonthOf(1944, 6), 1} }},
		{"WP9", func(c *Campaign) { c.Now, c.Period = Week{MonthOf(1944, 8), 1}, 9; c.open = c.OpenBases() }},
		{"WP8 9 no schnorchel", func(c *Campaign) { c.War.ev.schnorchelWP = 8 }},
	} {
		c, vii, _ = setup()
		tc.set(c)
		opts = sailOpts(c, nil)
		if opts[vii] == nil {
			t.Fatalf("%s: %s not asked", tc.name, vii.ID)
		}
		if _, ok := optionOf(opts[vii], "english_channel"); ok {
			t.Errorf("%s: the Channel offered", tc.name)
		}
	}
	c, vii, _ = setup()
	c.War.ev.schnorchelWP = 8
	vii.Markers.Schnorchel = true
	if _, ok := optionOf(sailOpts(c, nil)[vii], "english_channel"); !ok {
		t.Error("WP8 9: a schnorchel boat is not offered the Channel")
	}
}

// transitChecks are the transit checks logged since event n.
func transitChecks(rec *Recorder, n int) []*TransitCheckEvent {
	var out []*TransitCheckEvent
	for _, e := range rec.Events[n:] {
		if x, ok := e.(*TransitCheckEvent); ok {
			out = append(out, x)
		}
	}
	return out
}

// design 7.4 and 8.5 WP8 header [designed] (sailpath.go legEnd): a leg that ends in the
// active Channel SMZ is checked against the Channel as the OA entered (its own chart:
// red 5, threshold 5; heavy air +1), with the header's +2 for a boat without schnorchel
// and no SW 20.3 +2 (it is no SW 20 patrol) — also from France-Atlantic, a 0-MP link
// that enters no other OA; a schnorchel boat takes 7.4's −2 instead. A leg that only
// crosses the Channel keeps the OA it enters as its reference.
func TestChannelSMZTransit(t *testing.T) {
	sail := func(c *Campaign, b *Boat) {
		b.State, b.Destination, b.route, b.Side, b.home = Outbound, "english_channel", []string{"english_channel"}, SideTransit, b.Zone
		b.week.sailed = true
	}
	// without schnorchel: d10 2 +1 air +2 = 5 ≥ 5: an event; column d10 9 → 5, result 9 → R
	c, rec := channelCampaign(t, 2, 9, 9)
	b := freshAt(c, "france_atlantic", typeVII)
	sail(c, b)
	lost, err := c.move(b, nil)
	if err != nil {
		t.Fatal(err)
	}
	tc := transitChecks(rec, 0)
	if len(tc) != 1 || tc[0].RefZone != "english_channel" || tc[0].Threshold != 5 || tc[0].Total != 5 || !tc[0].Event || !lost {
		t.Fatalf("France → Channel, no schnorchel, d10 2: checks %+v, lost %v", tc, lost)
	}
	for _, e := range rec.Events {
		if r, ok := e.(*RollEvent); ok && r.Table == TabTransit {
			for _, m := range r.Mods {
				if m.Why == "SW 20.3 entering an SMZ" && m.V != 0 {
					t.Errorf("SW 20.3's +2 applied to the Channel patrol zone: %+v", r.Mods)
				}
			}
		}
	}

	// schnorchel: d10 5 +1 −2 = 4 < 5: no event; the boat is on station in the Channel
	c, rec = channelCampaign(t, 5)
	b = freshAt(c, "france_atlantic", typeVII)
	b.Markers.Schnorchel = true
	sail(c, b)
	if lost, err := c.move(b, nil); err != nil || lost {
		t.Fatal(lost, err)
	}
	tc = transitChecks(rec, 0)
	if len(tc) != 1 || tc[0].RefZone != "english_channel" || tc[0].Total != 4 || tc[0].Event {
		t.Errorf("France → Channel, schnorchel, d10 5: %+v", tc)
	}
	if b.State != OnStation || b.Zone != "english_channel" || b.smz != "" {
		t.Errorf("%s: %s in %s, smz %q", b.ID, b.State, b.Zone, b.smz)
	}

	// a leg crossing the Channel (Germany → sw_approaches) is checked against the OA entered
	c, rec = channelCampaign(t, 0)
	b = freshAt(c, "germany", typeVII)
	r := c.Data.Map.PathsFrom("germany", c.Period)["sw_approaches"]
	if !slices.Contains(r.Zones, "english_channel") {
		t.Fatalf("route %v", r.Zones)
	}
	b.State, b.Destination, b.route, b.Side = Outbound, "sw_approaches", r.Zones[1:], SideTransit
	if _, err := c.move(b, nil); err != nil {
		t.Fatal(err)
	}
	if tc = transitChecks(rec, 0); len(tc) != 1 || tc[0].RefZone != "sw_approaches" {
		t.Errorf("crossing the Channel: %+v, want the check against sw_approaches", tc)
	}
}

// design 9.1 "On-station boats … patrol move" and SW 20.1/20.3 (smz.go smzMoveOptions):
// in WP8 after Overlord a Type VII on station in SW Approaches (linked to the Channel)
// may make a patrol move into the Channel SMZ; a Type IX there may not, nor a Type VII
// in Mid-Ocean (not linked). The move is checked against the Channel with +1 for a
// patrol move (7.4): d10 0 +1 +1 air +2 = 4 < 5, no event. The AI stays (9.4).
func TestChannelSMZPatrolMove(t *testing.T) {
	onStation := func(c *Campaign, zone string, types []string) *Boat {
		b := freshAt(c, "france_atlantic", types)
		b.State, b.Zone, b.Side, b.Section = OnStation, zone, SidePatrol, "operating"
		return b
	}
	c, rec := channelCampaign(t, 0)
	vii, ix, far := onStation(c, "sw_approaches", typeVII), onStation(c, "sw_approaches", typeIX), onStation(c, "mid_ocean", typeVII)
	opts := map[*Boat][]Option{}
	p := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideStation {
			opts[d.Boat] = slices.Clone(d.Options)
			if d.Boat == vii {
				return "english_channel"
			}
		}
		return ""
	})
	if err := c.stepOrders(p); err != nil {
		t.Fatal(err)
	}
	if o, ok := optionOf(opts[vii], "english_channel"); !ok || !o.SMZ {
		t.Fatalf("%s in SW Approaches: options %+v", vii.ID, opts[vii])
	}
	for _, b := range []*Boat{ix, far} {
		if _, ok := optionOf(opts[b], "english_channel"); ok || opts[b] == nil {
			t.Errorf("%s (%s) in %s offered the Channel: %+v", b.ID, b.Type, b.Zone, opts[b])
		}
	}
	if vii.Destination != "english_channel" || vii.smz != "" {
		t.Fatalf("%s: destination %q, smz %q", vii.ID, vii.Destination, vii.smz)
	}
	n := len(rec.Events)
	if lost, err := c.move(vii, nil); err != nil || lost {
		t.Fatal(lost, err)
	}
	tc := transitChecks(rec, n)
	if len(tc) != 1 || tc[0].RefZone != "english_channel" || tc[0].Total != 4 || tc[0].Event || vii.Zone != "english_channel" {
		t.Errorf("patrol move into the Channel: %+v, in %s", tc, vii.Zone)
	}

	// the AI: every boat stays
	c, _ = channelCampaign(t)
	vii = onStation(c, "sw_approaches", typeVII)
	if err := c.stepOrders(nil); err != nil {
		t.Fatal(err)
	}
	if vii.Destination != "" {
		t.Errorf("the AI moved %s to %s", vii.ID, vii.Destination)
	}
}

// design 9.1 sail "path" (sailpath.go pathLegs, legEnd): the odds of a leg are the
// check move makes — into the active Channel SMZ from France-Atlantic 8 in 10 without
// schnorchel (d10 ≥ 2: +1 air, +2 the header's), 4 in 10 with one (d10 ≥ 6: +1, −2);
// into a WP1–5 SMZ (Scapa Flow while the air raid's order stands) with SW 20.3's +2 and
// 30.4's +2 on the OA it is entered from.
func TestSMZPathOdds(t *testing.T) {
	c, _ := channelCampaign(t)
	b := freshAt(c, "france_atlantic", typeVII)
	for _, tc := range []struct {
		schnorchel bool
		want       float64
	}{{false, 0.8}, {true, 0.4}} {
		b.Markers.Schnorchel = tc.schnorchel
		c.legs = c.legs[:0]
		ev, _ := c.pathLegs(b, []string{"france_atlantic", "english_channel"})
		if len(c.legs) != 1 || c.legs[0].Ref != "english_channel" || c.legs[0].Event != tc.want || ev != tc.want {
			t.Errorf("schnorchel %v: legs %+v, event %v, want %v", tc.schnorchel, c.legs, ev, tc.want)
		}
	}

	c, _ = smzCampaign(t, Week{MonthOf(1939, 11), 1})
	b = freshAt(c, "germany", []string{"VIIB"})
	if b == nil {
		t.Fatal("no VIIB")
	}
	b.smz, b.smzFrom = "scapa_flow", "north_sea"
	c.legs = c.legs[:0]
	ev, _ := c.pathLegs(b, []string{"germany", "north_sea", "scapa_flow"})
	want := c.transitEventChance(b, "north_sea", 4) // SW 20.3 +2, 30.4 +2
	if len(c.legs) != 1 || c.legs[0].Ref != "north_sea" || c.legs[0].Event != want || ev != want ||
		want <= c.transitEventChance(b, "north_sea", 0) {
		t.Errorf("Germany → Scapa Flow: legs %+v, event %v, want %v", c.legs, ev, want)
	}
}

// Campaign saves (design 9.1, issue 16): a player who sends boats into the WP8 Channel
// SMZ by the sail decision and by patrol moves is saved with those answers and replays
// to the same log.
func TestChannelSMZSaveReplay(t *testing.T) {
	channel := DeciderFunc(func(c *Campaign, d *Decision) string {
		if (d.Kind == DecideSail || d.Kind == DecideStation) && d.Has("english_channel") {
			return "english_channel"
		}
		return ""
	})
	c := newTestCampaign(t, MonthOf(1943, 6), 5)
	var a, b Recorder
	c.Log = &a
	rec := NewOrderRecorder(channel)
	for c.Now.Before(Week{MonthOf(1944, 8), 1}) && !c.War.Ended {
		if err := c.PlayWeek(rec); err != nil {
			t.Fatal(err)
		}
	}
	sv, raw := saveBytes(t, c, rec)
	sails, moves := 0, 0
	for _, x := range sv.Answers {
		if x.Key == "english_channel" {
			switch x.Kind {
			case DecideSail:
				sails++
			case DecideStation:
				moves++
			}
		}
	}
	if sails == 0 {
		t.Fatalf("no boat sailed for the Channel SMZ (%d patrol moves)", moves)
	}
	got, _ := reload(t, raw, &b)
	sameLog(t, &a, &b)
	if got.StateDigest() != c.StateDigest() {
		t.Fatal("replay: another state")
	}
}

// inshoreCampaign is a WP9 campaign (1944-09) whose war event this turn is the inshore
// offensive (design 8.5 WP9 0: trigger d10 0, table d10 0), with no Ready boat, recon
// aircraft or weather; faces follow.
func inshoreCampaign(t *testing.T, faces ...int) (*Campaign, *Recorder) {
	t.Helper()
	c, rec := eventCampaign(t, MonthOf(1944, 9), append([]int{0, 0}, faces...)...)
	c.War.Recon, c.War.Weather = nil, nil
	for _, b := range c.Boats {
		if b.State == Ready {
			b.State = InPort
		}
	}
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != "inshore_offensive" {
		t.Fatalf("war events %+v", ev)
	}
	return c, rec
}

// design 8.5 WP9 0 / WP10 9 "4 schnorchel boats to western_approaches and/or
// english_coast", design 9.1 and SW 20.1/20.3 (smz.go activeSMZs): the turn the inshore
// offensive is rolled, the English Coast is an active SMZ: a schnorchel boat Ready in
// Germany may sail for it (its route enters it from the North Sea, its link), the
// option marked SMZ, and goes on its SW 20 patrol; a boat without schnorchel may not;
// a schnorchel boat on station in the North Sea may make a patrol move into it, one in
// the Western Approaches (not linked) may not; the next turn it is no longer offered.
// The BdU AI never takes it (9.4).
func TestInshoreSMZOptions(t *testing.T) {
	c, _ := inshoreCampaign(t)
	snort, plain := freshAt(c, "germany", typeVII), freshAt(c, "germany", typeVII)
	snort.Markers.Schnorchel = true
	onStation := func(zone string) *Boat {
		b := freshAt(c, "germany", nil)
		b.State, b.Zone, b.Side, b.Section = OnStation, zone, SidePatrol, "operating"
		b.Markers.Schnorchel = true
		return b
	}
	ns, wa := onStation("north_sea"), onStation("western_approaches")
	opts := map[*Boat][]Option{}
	p := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideSail || d.Kind == DecideStation {
			opts[d.Boat] = slices.Clone(d.Options)
			if d.Boat == snort {
				return "english_coast"
			}
		}
		return ""
	})
	if err := c.stepOrders(p); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		b    *Boat
		want bool
	}{{snort, true}, {plain, false}, {ns, true}, {wa, false}} {
		if opts[tc.b] == nil {
			t.Fatalf("%s in %s not asked", tc.b.ID, tc.b.Zone)
		}
		o, ok := optionOf(opts[tc.b], "english_coast")
		if ok != tc.want || ok && (!o.SMZ || o.Tons != 0) {
			t.Errorf("%s in %s (schnorchel %v): English Coast %+v offered %v, want %v", tc.b.ID, tc.b.Zone, tc.b.Markers.Schnorchel, o, ok, tc.want)
		}
	}
	if snort.State != Outbound || snort.Destination != "english_coast" || snort.smz != "english_coast" || snort.smzFrom != "north_sea" {
		t.Errorf("%s: %s for %q, smz %q from %q", snort.ID, snort.State, snort.Destination, snort.smz, snort.smzFrom)
	}

	// the next turn the order no longer stands
	c.Now = c.Now.Next()
	b := freshAt(c, "germany", typeVII)
	b.Markers.Schnorchel = true
	opts = map[*Boat][]Option{}
	if err := c.stepOrders(p); err != nil {
		t.Fatal(err)
	}
	if _, ok := optionOf(opts[b], "english_coast"); ok || opts[b] == nil {
		t.Errorf("the week after: English Coast offered %v (%d options)", ok, len(opts[b]))
	}

	// the BdU AI: never the English Coast
	c, _ = inshoreCampaign(t)
	b = freshAt(c, "germany", typeVII)
	b.Markers.Schnorchel = true
	if err := c.stepOrders(nil); err != nil {
		t.Fatal(err)
	}
	if b.Destination == "english_coast" {
		t.Errorf("the AI sent %s to the English Coast", b.ID)
	}
}

// SW 20.4/20.5 in WP6–10 [designed] (smz.go smzSearch, f1.go searchE1In, gateIn): a
// boat on its English Coast patrol searches on the North Sea's [E1] column with the
// North Sea's gate +1 (no congregation, SW 20.2), the contact in the English Coast;
// the zone's air cover is the North Sea's, light read as heavy, its red boxes the North
// Sea's.
func TestInshoreSMZSearch(t *testing.T) {
	lc := func(c *Campaign) *LateChart { return c.lateChart("north_sea") }
	c, _ := inshoreCampaign(t)
	gate := lc(c).Gate[c.Period-6]
	if gate < 0 || gate > 8 {
		t.Fatalf("North Sea gate %d in WP%d: no d10 between it and it +1", gate, c.Period)
	}
	a, d := 0, 0
	for x := 1; x <= 6 && a == 0; x++ {
		for y := 1; y <= 6; y++ {
			if k, _, _ := e1Contact(e1Table[lc(c).E1][x+y-2]); k == CatConvoyS || k == CatConvoyL || k == CatLoner {
				a, d = x, y
				break
			}
		}
	}
	if a == 0 {
		t.Fatalf("no ship result on [E1] %s", lc(c).E1)
	}
	for _, tc := range []struct {
		d10   int
		stand bool
	}{{gate + 1, true}, {min(9, gate+2), false}} {
		c, rec := inshoreCampaign(t, a, d, tc.d10)
		b := freshAt(c, "germany", typeVII)
		b.State, b.Zone, b.Side, b.Section = OnStation, "english_coast", SidePatrol, "operating"
		b.smz, b.smzFrom = "english_coast", "north_sea"
		n := len(rec.Events)
		k := c.Search(b)
		if got := k.Category != CatNone; got != tc.stand || k.Zone != "english_coast" {
			t.Errorf("gate %d, d10 %d: contact %s in %s, want a ship %v", gate, tc.d10, k.Category, k.Zone, tc.stand)
		}
		smzMod := false
		for _, e := range rec.Events[n:] {
			if r, ok := e.(*RollEvent); ok && r.Table == TabGate {
				for _, m := range r.Mods {
					smzMod = smzMod || m.Why == "SW 20.4 SMZ: one level up, gate +1" && m.V == -1
					if m.Why == "7.3 congregation: gate −1 each" {
						t.Errorf("congregation on an SMZ patrol: %+v", r.Mods)
					}
				}
			}
		}
		if !smzMod {
			t.Errorf("d10 %d: no SW 20.4 gate +1 in the gate roll", tc.d10)
		}
	}
	air := airLevel(lc(c).Air[c.Period-6])
	if air == 1 {
		air = 2
	}
	if got := c.zoneAir("english_coast"); got != air {
		t.Errorf("English Coast air %d, want %d (the North Sea's, light as heavy)", got, air)
	}
	if got, want := c.redBoxes("english_coast"), c.redBoxes("north_sea"); got != want {
		t.Errorf("English Coast red %d, want the North Sea's %d", got, want)
	}
}
