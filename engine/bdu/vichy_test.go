package bdu

import (
	"slices"
	"strings"
	"testing"
)

// SW 36.63H, Vichy France enters the war (vichy.go), on scripted dice.

// vichyCampaign is a political campaign at week w with Vichy France in the war, the
// other boats' base base, and the French boats given (type@base each, Work Up).
func vichyCampaign(t *testing.T, w Week, base string, boats []string, faces ...int) (*Campaign, *Recorder) {
	t.Helper()
	c, rec := polCampaign(t, w, faces...)
	c.Events[vichyEvent] = w.Turn() - 1
	c.pol.vichyBase = base
	c.open = c.OpenBases()
	for _, x := range boats {
		tb := strings.Split(x, "@")
		c.nationBoat(tb[0], tb[1], "fr", "", WorkUp)
	}
	return c, rec
}

// SW 36.63H: granted in 1940-09 (PRT roll 0), each French boat rolls d10, 0–2 it comes
// under the BdU in Work Up at its base; the French bases open; the other boats' base
// is the player's choice; French torpedoes −1.
func TestVichyEntersWar(t *testing.T) {
	v := MustData().Political.Vichy
	faces := []int{0}
	want := map[string]bool{}
	for i, fb := range v.Boats {
		faces = append(faces, i%10)
		if i%10 <= 2 {
			want[fb.Name] = true
		}
	}
	c, rec := polCampaign(t, Week{MonthOf(1940, 9), 1}, faces...)
	c.pol.Influence, c.pol.Prestige = [4]int{2, 0, 0, 2}, 9
	p := &answers{keys: map[DecisionKind][]string{DecidePolitical: {"vichy_enters_war"}, DecideBerlin: {KeyBerlin},
		DecideFavour: {"favour_0"}, DecideVichyBase: {"dakar"}}}
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	if c.Dice.Left() != 0 {
		t.Fatalf("dice left %d", c.Dice.Left())
	}
	got := map[string]bool{}
	for _, b := range nationBoats(c, "fr") {
		got[b.ID] = true
		var fb FrenchBoat
		for _, x := range v.Boats {
			if x.Name == b.ID {
				fb = x
			}
		}
		if b.State != WorkUp || b.Zone != fb.Base || b.Type != fb.Type {
			t.Errorf("%s: %s %s at %s, want %s at %s", b.ID, b.Type, b.State, b.Zone, fb.Type, fb.Base)
		}
	}
	if len(got) != len(want) || len(got) == 0 {
		t.Fatalf("French boats %v, want %v", got, want)
	}
	for n := range want {
		if !got[n] {
			t.Errorf("%s rolled ≤ 2 and is not under the BdU", n)
		}
	}
	if n := len(rollsOf(rec, TabVichyBoat)); n != len(v.Boats) {
		t.Errorf("%d VICHY_BOAT rolls, want %d", n, len(v.Boats))
	}
	for _, b := range []string{"toulon", "casablanca", "dakar", "levant", "diego_suarez"} {
		if !slices.Contains(c.open, b) {
			t.Errorf("%s not open", b)
		}
	}
	d := p.asked[len(p.asked)-1]
	if d.Kind != DecideVichyBase || len(d.Options) != 4 || c.pol.vichyBase != "dakar" {
		t.Fatalf("base decision %+v, base %q", d.Options, c.pol.vichyBase)
	}
	fr := nationBoats(c, "fr")[0]
	c.War.TorpedoValue = 0
	if c.torpedoValue(fr) != -1 || c.torpedoValue(c.Boats[0]) != 0 {
		t.Errorf("torpedo values: French %d, German %d", c.torpedoValue(fr), c.torpedoValue(c.Boats[0]))
	}
	if err := c.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// SW 36.63H: the window (1940-08 until Barbarossa), not after 36.63G.
func TestVichyRequestWindow(t *testing.T) {
	req := requestOf(t, MustData(), "vichy_enters_war")
	for _, tc := range []struct {
		w      Week
		french bool
		legal  bool
	}{{Week{MonthOf(1940, 7), 1}, false, false}, {Week{MonthOf(1940, 8), 1}, false, true}, {Week{MonthOf(1941, 6), 1}, false, true},
		{Week{MonthOf(1941, 6), 4}, false, false}, {Week{MonthOf(1940, 10), 1}, true, false}} {
		got := legalAt(t, req, tc.w, func(c *Campaign) {
			if tc.french {
				c.pol.granted[toulonEvent] = 1
			}
		})
		if got != tc.legal {
			t.Errorf("%v french %v: legal %v, want %v (Barbarossa %v)", tc.w, tc.french, got, tc.legal, MustData().Fixed.Barbarossa)
		}
	}
}

// SW 36.63H: French boats return only to French bases; the others only to the chosen
// French base, at most 6 there; French torpedoes 0 from WP3, +1 from 1942-02.
func TestVichyBases(t *testing.T) {
	c, _ := vichyCampaign(t, Week{MonthOf(1942, 3), 1}, "casablanca", []string{"FR_1500@toulon"})
	fr, de := nationBoats(c, "fr")[0], c.Boats[0]
	checkBases(t, c.vichyBaseOK, []baseCase{{fr, "toulon", true}, {fr, "dakar", true}, {fr, "france_atlantic", false},
		{de, "casablanca", true}, {de, "dakar", false}, {de, "toulon", false}, {de, "france_atlantic", true}})
	moved := toBases(c, slices.Repeat([]string{"casablanca"}, 6)...)
	if moved != 6 || c.vichyBaseOK(de, "casablanca") {
		t.Errorf("the cap of 6: %d there, still allowed", moved)
	}
	c.War.TorpedoValue = 0
	if c.torpedoValue(fr) != 1 {
		t.Errorf("French torpedo value in 1942-03: %d, want +1", c.torpedoValue(fr))
	}
	c.Now = Week{MonthOf(1941, 5), 1}
	if c.torpedoValue(fr) != 0 {
		t.Errorf("French torpedo value in 1941-05: %d, want 0", c.torpedoValue(fr))
	}
}

// SW 36.63H Vichy table: WP3 d10 0 commerce raiding (search −1, a convoy a task force
// on 0–5 in its OAs); WP4 d10 0 (+1) the Allies at Dakar (an OKM event, obeyed: the
// boats in Cape Verde enter the Dakar SMZ; War Progress d10 4: occupied, Dakar closed
// from the next turn); WP3 9 Exporter (Beirut closed from the next turn); WP4 9 (+1)
// Ironclad (contacts in the Diego Suarez SMZ; Diego Suarez closed); 8 Darlan's
// minelaying (d10 2: the Levant, a Saphir takes it).
func TestVichyWarEvents(t *testing.T) {
	c, rec := vichyCampaign(t, Week{MonthOf(1941, 5), 2}, "casablanca", nil, 0)
	if err := c.vichyTurn(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != "commerce_raiding" || c.earlySearch("morocco", false) != -1 {
		t.Fatalf("commerce raiding: %+v, search %d", ev, c.earlySearch("morocco", false))
	}
	k := &Contact{Category: CatConvoyL, Zone: "cape_verde"}
	c.Dice = NewScriptedDice(5)
	c.earlyContact(k, "cape_verde")
	if k.Category != CatTaskForce {
		t.Errorf("commerce raiding convoy d10 5: %s", k.Category)
	}

	c, rec = vichyCampaign(t, Week{MonthOf(1942, 3), 1}, "casablanca", nil, 0, 4)
	cv := armedOnStation(t, c, "cape_verde") // enters the Dakar SMZ (SW 20, smz.go)
	if err := c.vichyTurn(); err != nil {
		t.Fatal(err)
	}
	if cv.smz != "dakar" && cv.Destination != "dakar" {
		t.Errorf("the boat in Cape Verde: smz %q, destination %q, want the Dakar SMZ", cv.smz, cv.Destination)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != dakarEvent || ev[0].Target != BodyOKM || ev[0].Refused {
		t.Fatalf("Dakar: %+v", ev)
	}
	if _, ok := c.Events[dakarOccupied]; !ok || !slices.Contains(c.OpenBases(), "dakar") {
		t.Fatalf("Dakar occupied %v, open this turn %v", ok, slices.Contains(c.OpenBases(), "dakar"))
	}
	c.Now = c.Now.Next()
	if slices.Contains(c.OpenBases(), "dakar") {
		t.Errorf("Dakar open after its War Progress")
	}

	c, _ = vichyCampaign(t, Week{MonthOf(1941, 5), 1}, "levant", nil, 9)
	if err := c.vichyTurn(); err != nil {
		t.Fatal(err)
	}
	c.Now = c.Now.Next()
	if slices.Contains(c.OpenBases(), "levant") || !slices.Contains(c.OpenBases(), "casablanca") {
		t.Errorf("Exporter: Beirut (levant) open %v", slices.Contains(c.OpenBases(), "levant"))
	}

	c, _ = vichyCampaign(t, Week{MonthOf(1942, 3), 1}, "casablanca", nil, 9)
	if err := c.vichyTurn(); err != nil {
		t.Fatal(err)
	}
	k = &Contact{Category: CatLoner, Zone: "diego_suarez"}
	c.Dice = NewScriptedDice(3)
	c.earlyContact(k, "diego_suarez")
	c.Now = c.Now.Next()
	if k.Category != CatTaskForce || slices.Contains(c.OpenBases(), "diego_suarez") {
		t.Errorf("Ironclad: contact %s, Diego Suarez open %v", k.Category, slices.Contains(c.OpenBases(), "diego_suarez"))
	}

	c, rec = vichyCampaign(t, Week{MonthOf(1941, 5), 1}, "casablanca", []string{"FR_SAPHIR@toulon"}, 8, 2)
	sap := nationBoats(c, "fr")[0]
	sap.State = Ready
	if err := c.vichyTurn(); err != nil {
		t.Fatal(err)
	}
	if sap.State != Outbound || sap.Destination != "levant" || sap.Markers.Mission != missionMines || sap.Markers.Mine != 2 {
		t.Errorf("Darlan: the Saphir %s for %q, mission %q, mines %d (strength 2, SW 36.63G/H)", sap.State, sap.Destination, sap.Markers.Mission, sap.Markers.Mine)
	}
	if darlan := rollsOf(rec, TabDarlan); len(darlan) != 1 || darlan[0].Result != "levant" {
		t.Errorf("Darlan roll %+v", darlan)
	}
}

// SW 36.63H: the class withdrawals at the ends of WP2–4; a Mediterranean convoy is a
// special convoy on d10 0–1, a task force on 2; Torch: France leaves, every French boat
// removed (not a loss), the French bases closed at the War Progress, Toulon German.
func TestVichyWithdrawalsContactsTorch(t *testing.T) {
	c, rec := vichyCampaign(t, Week{MonthOf(1941, 4), 1}, "casablanca", []string{"FR_600@toulon", "FR_630@toulon"}, 5)
	c.Period = 3
	if err := c.vichyTurn(); err != nil {
		t.Fatal(err)
	}
	var left []string
	for _, b := range c.Boats {
		if b.Nation == "fr" && b.State == Training {
			left = append(left, b.Type)
		}
	}
	if !slices.Equal(left, []string{"FR_600"}) {
		t.Errorf("withdrawn at WP3: %v, want the 600 t", left)
	}
	for _, tc := range []struct {
		face int
		want Category
	}{{1, CatSpecial}, {2, CatTaskForce}, {3, CatConvoyS}} {
		k := &Contact{Category: CatConvoyS, Zone: "western_mediterranean"}
		c.Dice = NewScriptedDice(tc.face)
		c.vichyContact(k, "western_mediterranean")
		if k.Category != tc.want {
			t.Errorf("Med convoy d10 %d: %s, want %s", tc.face, k.Category, tc.want)
		}
	}
	k := &Contact{Category: CatConvoyS, Zone: "morocco"}
	c.vichyContact(k, "morocco") // no dice: not the Mediterranean
	c, rec = vichyCampaign(t, Week{MonthOf(1942, 11), 2}, "casablanca", []string{"FR_1500@casablanca", "FR_REQUIN@toulon"})
	fr := nationBoats(c, "fr")
	fr[0].State, fr[0].Zone, fr[0].Side = OnStation, "morocco", SidePatrol
	c.Events[torchKey] = c.Now.Turn()
	lost := c.ULost
	if err := c.vichyTurn(); err != nil {
		t.Fatal(err)
	}
	if len(nationBoats(c, "fr")) != 0 || c.ULost != lost || c.vichyIn() {
		t.Fatalf("after Torch: %d French boats, lost %d→%d", len(nationBoats(c, "fr")), lost, c.ULost)
	}
	if err := c.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	c.Now = c.Now.Next()
	open := c.OpenBases()
	for _, b := range []string{"casablanca", "dakar", "levant", "diego_suarez"} {
		if slices.Contains(open, b) {
			t.Errorf("%s open after France left", b)
		}
	}
	if !slices.Contains(open, "toulon") || !c.vichyBaseOK(c.Boats[0], "toulon") {
		t.Errorf("Toulon not German after Torch")
	}
	_ = rec
}

// SW 36.63H in whole campaigns: the invariants hold every week, French boats use French
// bases only and are gone after Torch, the save replays to the same state.
func TestVichyCampaigns(t *testing.T) {
	atSea := 0
	// a campaign in which Vichy France has not entered by Barbarossa is not played on
	entered, played := entryRun{name: "Vichy", key: "vichy_enters_war", event: vichyEvent,
		in:   (*Campaign).vichyIn,
		stop: func(c *Campaign, in bool) bool { return !in && c.Now.Month > MonthOf(1941, 7) },
		week: func(seed uint64, c *Campaign) {
			for _, b := range c.Boats {
				if b.Nation != "fr" || b.State.Terminal() {
					continue
				}
				if !c.vichyIn() {
					t.Fatalf("seed %d %v: French %s in service after France left", seed, c.Now, b.ID)
				}
				if b.State.AtSea() {
					atSea++
				}
				if b.State.InPort() && !c.frenchBase(b.Zone) {
					t.Fatalf("seed %d %v: French %s in port at %s", seed, c.Now, b.ID, b.Zone)
				}
			}
		},
	}.play(t)
	if entered == 0 || atSea == 0 {
		t.Errorf("Vichy entered in %d campaigns, French boat-weeks at sea %d", entered, atSea)
	}
	t.Logf("entered %d of %d, French boat-weeks at sea %d", entered, played, atSea)
}

// political.yaml "vichy" and "finland" are validated on load: each rule a broken copy.
func TestVichyFinlandDataValidation(t *testing.T) {
	breakPolitical(t, []brokenLine{
		{"join_top: 2", "join_top: 10", "join_top 10"},
		{`"Souffleur: FR_REQUIN"`, `"Souffleur: VIIC"`, "a French type"},
		{`"Caïman: FR_REQUIN"`, `"Souffleur: FR_REQUIN"`, "each name once"},
		{`    dakar: ["Le Glorieux`, `    germany: ["Le Glorieux`, "does not open by vichy_enters_war"},
		{"foreign_bases: [casablanca, dakar, levant, diego_suarez]", "foreign_bases: [casablanca, france_atlantic]", "not a French base"},
		{`{from: "1941-04", value: 0}`, `{from: "1939-04", value: 0}`, "months rising"},
		{"withdraw: {FR_600: WP3,", "withdraw: {FR_600: WP11,", "a French type, a war period"},
		{"zones: [eastern_mediterranean, western_mediterranean]", "zones: [eastern_mediterranean, gibraltar]", "not an operating area"},
		{"bands: [{top: 1, category: special}, {top: 2, category: task_force}]", "bands: [{top: 2, category: special}, {top: 1, category: task_force}]", "tops rise"},
		{`freetown, freetown, capetown]`, `freetown, capetown]`, "one per d10 face"},
		{"darlan_zones: [ireland,", "darlan_zones: [morocco,", "not a special-mission zone"},
		{"event_mod: {WP4: 1, WP5: 1}", "event_mod: {WP6: 1}", "WP1–5"},
		{"    - {roll: 4, top: 7, key: no_event}", "    - {roll: 4, top: 6, key: no_event}", "cover 0 up"},
		{"  type: FI_VETEHINEN", "  type: VIIC", "a Finnish type"},
		{"names: [Vetehinen, Vesihiisi, Iku-Turso]", "names: []", "finland"},
	})
}

// SW 36.63H: Cape Verde's and West Africa's pale sub icons act while Vichy France is in
// the war (subsub.go's fights), not before, not after France left.
func TestVichySubIcons(t *testing.T) {
	c, _ := polCampaign(t, Week{MonthOf(1941, 5), 1})
	ch := c.Data.Charts.Early["cape_verde"]
	if ch.SubIcon != "political" || c.subIconIn(ch, c.Period) {
		t.Fatalf("cape_verde icon %q acts without Vichy", ch.SubIcon)
	}
	c.Events[vichyEvent] = 1
	if !c.subIconIn(ch, c.Period) || !c.subIconIn(c.Data.Charts.Early["west_africa"], c.Period) {
		t.Errorf("the icons do not act with Vichy in the war")
	}
	c.Events[vichyLeaves] = 2
	if c.subIconIn(ch, c.Period) {
		t.Errorf("the icons act after France left")
	}
}
