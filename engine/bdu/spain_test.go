package bdu

import (
	"slices"
	"strings"
	"testing"
)

// SW 36.63F, Spain enters the war (spain.go), on scripted dice.

// spainCampaign is a political campaign at week w with Spain in the war (no boats or
// G-7 owed).
func spainCampaign(t *testing.T, w Week, faces ...int) (*Campaign, *Recorder) {
	t.Helper()
	c, rec := polCampaign(t, w, faces...)
	c.Events[spainEvent] = w.Turn() - 1
	c.open = c.OpenBases()
	return c, rec
}

// baseCase: may boat b return to base (ok, the answer wanted).
type baseCase struct {
	b    *Boat
	base string
	ok   bool
}

// checkBases asks baseOK (a nation's return-base rule: spainBaseOK, vichyBaseOK) each
// case.
func checkBases(t *testing.T, baseOK func(*Boat, string) bool, cases []baseCase) {
	t.Helper()
	for _, tc := range cases {
		if got := baseOK(tc.b, tc.base); got != tc.ok {
			t.Errorf("%s (%s) to %s: %v, want %v", tc.b.ID, tc.b.Nation, tc.base, got, tc.ok)
		}
	}
}

// toBases moves c's German boats in port but the first (c.Boats[0], the test's own) to
// the bases given, one boat each in turn (filling a foreign base's cap); the number
// moved.
func toBases(c *Campaign, bases ...string) int {
	moved := 0
	for _, b := range c.Boats[1:] {
		if b.Nation == "de" && b.State.InPort() && moved < len(bases) {
			b.Zone = bases[moved]
			moved++
		}
	}
	return moved
}

// SW 36.63F: the request (Reichskanzlei, level III) granted on a PRT roll of 0 in
// 1940-08: El Ferrol, Cadiz, Cartagena (Toulon's place) and the Canaries open at once;
// 2 C class and 2 Archimede class boats in Work Up; a Type VII in port handed over;
// Gibraltar −1; Morocco and the Western Mediterranean lose their air cover.
func TestSpainEntersWar(t *testing.T) {
	c, rec := polCampaign(t, Week{MonthOf(1940, 8), 1}, 0)
	c.pol.Influence, c.pol.Prestige = [4]int{2, 0, 0, 2}, 9
	for _, b := range []string{"el_ferrol", "cadiz", "canary_islands", "toulon"} {
		if slices.Contains(c.open, b) {
			t.Fatalf("%s open before Spain is in the war", b)
		}
	}
	airBefore := c.zoneAir("morocco")
	if airBefore == 0 || c.spainTZ("gibraltar") != 0 {
		t.Fatalf("morocco air %d, gibraltar change %d before", airBefore, c.spainTZ("gibraltar"))
	}
	p := &answers{keys: map[DecisionKind][]string{DecidePolitical: {"spain_enters_war"}, DecideBerlin: {KeyBerlin}, DecideFavour: {"favour_0"}}}
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	if c.Dice.Left() != 0 || !p.asked[0].Has("spain_enters_war") {
		t.Fatalf("the request was not made: %+v", p.asked[0].Options)
	}
	for _, b := range []string{"el_ferrol", "cadiz", "canary_islands", "toulon"} {
		if !slices.Contains(c.open, b) {
			t.Errorf("%s not open once Spain is in the war", b)
		}
	}
	es := nationBoats(c, "es")
	types := map[string]string{}
	for _, b := range es {
		if b.State != WorkUp {
			t.Errorf("%s %s in %s, want Work Up", b.ID, b.Type, b.State)
		}
		types[b.Type+"@"+b.Zone] += "x"
	}
	if len(es) != 4 || types["ES_C@el_ferrol"] != "xx" || types["ITA@cadiz"] != "xx" {
		t.Fatalf("Spanish boats %v", types)
	}
	handed := 0
	for _, e := range rec.Events {
		if w, ok := e.(*WithdrawalEvent); ok && w.Reason == "spain" {
			handed++
			b := c.Boat(w.Boat)
			if b.State != Training || (b.Type != "VIIB" && b.Type != "VIIC") {
				t.Errorf("handed over %s %s %s", b.ID, b.Type, b.State)
			}
		}
	}
	if handed != 1 || c.pol.spainOwed || c.pol.g7Due != MonthOf(1942, 8) {
		t.Fatalf("Type VII handed over %d, owed %v, G-7 due %s", handed, c.pol.spainOwed, c.pol.g7Due)
	}
	base, _, _ := c.Data.Map.TransitModifier("gibraltar", c.Period)
	if c.spainTZ("gibraltar") != -1 || c.eventTZ("gibraltar") != -1 || base == 0 {
		t.Errorf("Gibraltar: change %d (want −1), table %d", c.spainTZ("gibraltar"), base)
	}
	if len(c.War.Supply.InternedGone) != 3 { // SW 36.63F: the interned supply ships removed (21.31)
		t.Errorf("interned tankers gone: %v", c.War.Supply.InternedGone)
	}
	if c.zoneAir("morocco") != 0 || c.zoneAir("western_mediterranean") != 0 {
		t.Errorf("air cover kept: morocco %d, western_mediterranean %d", c.zoneAir("morocco"), c.zoneAir("western_mediterranean"))
	}
	if err := c.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// SW 36.63F: "not in WP1, nor while Barbarossa is active" (1941-06 to 1941-12
// [designed]), once only.
func TestSpainRequestWindow(t *testing.T) {
	req := requestOf(t, MustData(), "spain_enters_war")
	for _, tc := range []struct {
		m     Month
		legal bool
	}{{MonthOf(1940, 3), false}, {MonthOf(1940, 8), true}, {MonthOf(1941, 5), true}, {MonthOf(1941, 6), false},
		{MonthOf(1941, 12), false}, {MonthOf(1942, 1), true}} {
		if got := legalAt(t, req, Week{tc.m, 1}, nil); got != tc.legal {
			t.Errorf("%s: legal %v, want %v", tc.m, got, tc.legal)
		}
	}
	c, _ := spainCampaign(t, Week{MonthOf(1941, 1), 1})
	c.pol.Influence, c.pol.Prestige = [4]int{2, 2, 2, 2}, 9
	c.pol.granted["spain_enters_war"] = 1
	if c.requestLegal(req) {
		t.Errorf("granted twice")
	}
}

// SW 36.63F Spanish war event table: d10 0 is Operation Felix (Gibraltar's modifier 0,
// once); 9 is Operation Puma (a Reichskanzlei event: the BdU AI obeys; a convoy met in
// Morocco is a task force on 0–4; the Canaries lost and Morocco's air cover back at its
// War Progress); 2–8 nothing.
func TestSpainWarEvents(t *testing.T) {
	c, rec := spainCampaign(t, Week{MonthOf(1941, 2), 2}, 5, 0, 9)
	mo := armedOnStation(t, c, "morocco") // enters the Canaries SMZ in Puma (smz.go)
	if err := c.spainTurn(); err != nil { // 5: no event
		t.Fatal(err)
	}
	if len(warEvents(rec)) != 0 || c.Dice.Left() != 2 {
		t.Fatalf("d10 5 fired %+v", warEvents(rec))
	}
	if err := c.spainTurn(); err != nil { // 0: Felix
		t.Fatal(err)
	}
	if _, ok := c.Events[felixEvent]; !ok {
		t.Fatalf("Felix did not happen")
	}
	base, _, _ := c.Data.Map.TransitModifier("gibraltar", c.Period)
	if base+c.eventTZ("gibraltar") != 0 {
		t.Errorf("Gibraltar after Felix: %d + %d, want 0", base, c.eventTZ("gibraltar"))
	}
	if c.zoneAir("morocco") != 0 {
		t.Fatalf("morocco has air cover before Puma")
	}
	if err := c.spainTurn(); err != nil { // 9: Puma
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 2 || ev[1].Key != pumaEvent || ev[1].Target != BodyRK || ev[1].Refused || !ev[1].Applied {
		t.Fatalf("war events %+v", ev)
	}
	if mo.smz != "canary_islands" {
		t.Errorf("the boat in Morocco: smz %q, want the Canaries", mo.smz)
	}
	roll := rollsOf(rec, TabSpainWarEvent)
	if len(roll) != 3 || roll[0].Result != "no_event" || roll[1].Result != felixEvent || roll[2].Result != pumaEvent {
		t.Fatalf("rolls %+v", roll)
	}
	// the invasion's contacts in the Canaries SMZ this week (the Puma entry's reading)
	k := &Contact{Category: CatLoner, Zone: "canary_islands"}
	c.Dice = NewScriptedDice(4)
	c.earlyContact(k, "canary_islands")
	if k.Category != CatTaskForce {
		t.Errorf("a Canaries contact in Puma's week with d10 4: %s, want a task force", k.Category)
	}
	if !slices.Contains(c.open, "canary_islands") {
		t.Fatalf("the Canaries closed in Puma's own turn")
	}
	c.Now = c.Now.Next()
	if slices.Contains(c.OpenBases(), "canary_islands") {
		t.Errorf("the Canaries open after Puma's War Progress")
	}
	if c.zoneAir("morocco") == 0 {
		t.Errorf("Morocco's air cover not back after Puma")
	}
	// Felix and Puma are once only: the same rolls are no event now
	c.Dice = NewScriptedDice(1, 9)
	n := len(warEvents(rec))
	for range 2 {
		if err := c.spainTurn(); err != nil {
			t.Fatal(err)
		}
	}
	if len(warEvents(rec)) != n {
		t.Errorf("once-only events fired again")
	}
	// after WP5 the table is not rolled
	c.Now, c.Period = Week{MonthOf(1943, 6), 1}, 6
	c.Dice = NewScriptedDice()
	if err := c.spainTurn(); err != nil {
		t.Fatalf("rolled in WP6: %v", err)
	}
}

// SW 36.63F Torch: d10 0–3 the landing is in south-west Spain: Cadiz is lost at the
// War Progress, the Gibraltar −1 ends; 4–9 North Africa; with 36.63G granted, Spain
// without a roll.
func TestSpainTorch(t *testing.T) {
	for _, tc := range []struct {
		faces  []int
		french bool
		spain  bool
	}{{[]int{3}, false, true}, {[]int{4}, false, false}, {nil, true, true}} {
		w := Week{MonthOf(1942, 11), 2}
		c, rec := spainCampaign(t, w, append(tc.faces, 5)...) // then the Spanish table: no event
		if tc.french {
			c.pol.granted[toulonEvent] = 1
		}
		c.Events[torchKey] = w.Turn()
		if err := c.spainTurn(); err != nil {
			t.Fatal(err)
		}
		if c.Dice.Left() != 0 {
			t.Fatalf("%+v: dice left %d", tc, c.Dice.Left())
		}
		_, spain := c.Events[torchSpain]
		if spain != tc.spain {
			t.Errorf("%+v: torch in Spain %v", tc, spain)
		}
		c.Now = c.Now.Next()
		if slices.Contains(c.OpenBases(), "cadiz") == tc.spain {
			t.Errorf("%+v: Cadiz open %v after the War Progress", tc, !tc.spain)
		}
		want := -1
		if tc.spain {
			want = 0
		}
		if c.spainTZ("gibraltar") != want {
			t.Errorf("%+v: Gibraltar change %d, want %d", tc, c.spainTZ("gibraltar"), want)
		}
		if !tc.french && len(rec.Events) == 0 {
			t.Errorf("no roll logged")
		}
		c.Dice = NewScriptedDice(5) // the next turn: the Spanish table only, no second Torch roll
		if err := c.spainTurn(); err != nil || c.Dice.Left() != 0 {
			t.Errorf("%+v: torch rolled again: %v", tc, err)
		}
	}
}

// SW 36.63F: Spanish boats return only to Spanish bases; at most 4 non-Spanish boats at
// the Spanish bases at once; Toulon is Cartagena (Spanish) unless the French fleet was
// seized.
func TestSpainBases(t *testing.T) {
	c, _ := spainCampaign(t, Week{MonthOf(1941, 2), 1})
	es := c.nationBoat("ES_C", "el_ferrol", "es", "", WorkUp)
	de := c.Boats[0]
	checkBases(t, c.spainBaseOK, []baseCase{{es, "el_ferrol", true}, {es, "toulon", true}, {es, "france_atlantic", false},
		{de, "el_ferrol", true}, {de, "germany", true}})
	moved := toBases(c, "el_ferrol", "cadiz", "toulon", "canary_islands")
	if moved != 4 || c.spainBaseOK(de, "cadiz") || !c.spainBaseOK(es, "cadiz") || !c.spainBaseOK(de, "germany") {
		t.Errorf("the cap of 4: %d moved, de to cadiz %v", moved, c.spainBaseOK(de, "cadiz"))
	}
	c.pol.granted[toulonEvent] = 1 // Toulon German: not a Spanish base, not counted
	if c.spainBaseOK(es, "toulon") || !c.spainBaseOK(de, "cadiz") {
		t.Errorf("Toulon with the French fleet seized: es %v, de to cadiz %v", c.spainBaseOK(es, "toulon"), c.spainBaseOK(de, "cadiz"))
	}
	// the return decision offers a Spanish boat only Spanish bases
	es.State, es.Zone, es.Side = OnStation, "morocco", SidePatrol
	p := &answers{keys: map[DecisionKind][]string{DecideReturnBase: {"el_ferrol"}}}
	if err := c.turnHome(es, "test", p); err != nil {
		t.Fatal(err)
	}
	for _, o := range p.asked[0].Options {
		if !c.spanishBase(o.Key) {
			t.Errorf("a Spanish boat offered %s", o.Key)
		}
	}
	if es.Destination != "el_ferrol" {
		t.Errorf("destination %q", es.Destination)
	}
}

// SW 36.63F: the Type VII handed over returns as the Spanish G-7 in 1942-08 (week 1),
// a VIIC in Work Up at El Ferrol; with no Type VII in port it is owed to a later turn.
func TestSpainG7AndOwedBoat(t *testing.T) {
	c, rec := spainCampaign(t, Week{MonthOf(1942, 8), 1}, 5)
	c.pol.g7Due = MonthOf(1942, 8)
	if err := c.spainTurn(); err != nil {
		t.Fatal(err)
	}
	es := nationBoats(c, "es")
	if len(es) != 1 || es[0].Type != "VIIC" || es[0].Zone != "el_ferrol" || es[0].State != WorkUp || c.pol.g7Due != 0 {
		t.Fatalf("G-7: %+v", es)
	}
	n := 0
	for _, e := range rec.Events {
		if r, ok := e.(*ReinforcementEvent); ok && r.Boat == es[0].ID && r.Box == WorkUp {
			n++
		}
	}
	if n != 1 {
		t.Errorf("the G-7 not logged as a reinforcement")
	}
	// owed: no undamaged Type VII in port
	c, _ = spainCampaign(t, Week{MonthOf(1941, 2), 1}, 5, 5)
	var vii []*Boat
	for _, b := range c.Boats {
		if (b.Type == "VIIB" || b.Type == "VIIC") && b.State.InPort() {
			b.State = Repair2
			vii = append(vii, b)
		}
	}
	c.pol.spainOwed = true
	if err := c.spainTurn(); err != nil {
		t.Fatal(err)
	}
	if !c.pol.spainOwed || len(vii) == 0 {
		t.Fatalf("handed over a damaged boat")
	}
	vii[0].State = Ready
	if err := c.spainTurn(); err != nil {
		t.Fatal(err)
	}
	if c.pol.spainOwed || vii[0].State != Training || c.pol.g7Due != MonthOf(1942, 8) {
		t.Errorf("owed %v, %s %s, G-7 %s", c.pol.spainOwed, vii[0].ID, vii[0].State, c.pol.g7Due)
	}
}

// requester asks for its political request whenever it is offered, in Berlin with the
// most favour it can pay, and leaves the rest to the AI (the Spain and Vichy campaigns).
type requester string

func (r requester) Decide(c *Campaign, d *Decision) string {
	switch d.Kind {
	case DecidePolitical:
		if d.Has(string(r)) {
			return string(r)
		}
	case DecideBerlin:
		if d.Has(KeyBerlin) && len(d.Options[0].Odds) > 0 {
			return KeyBerlin
		}
	case DecideFavour:
		return d.Options[len(d.Options)-1].Key
	}
	return ""
}

// entryRun is a run of whole political campaigns from 1939-09 in which a country may
// enter the war by a political request (SW 36.63F Spain, 36.63H Vichy France): the
// player asks for it whenever it is offered (requester), the BdU AI does the rest.
type entryRun struct {
	name, key string                                     // the country (for the log) and its request
	event     string                                     // the key of its entry in c.Events (the turn)
	in        func(c *Campaign) bool                     // the country is in the war now
	stop      func(c *Campaign, in bool) bool            // the campaign is not played on (in: it has entered)
	setup     func(c *Campaign)                          // before the first week (nil: none)
	week      func(seed uint64, c *Campaign)             // after every week (nil: none)
	replayed  func(seed uint64, r, c *Campaign, in bool) // r: c's save replayed (nil: none)
}

// play plays the seeds 1, 2, … (at most 60) until the country has entered in 2
// campaigns (1 with -short), each to its end or its stop: every week must play and keep
// the invariants (issue 16), and each campaign's save must replay to its state digest
// (design 9.1 Replay). It returns the campaigns in which the country entered, and those
// played.
func (r entryRun) play(t *testing.T) (entered, played int) {
	t.Helper()
	want := 2
	if testing.Short() {
		want = 1
	}
	for seed := uint64(1); entered < want && seed <= 60; seed++ {
		played++
		c := newTestCampaign(t, FirstMonth, seed)
		c.Political = true
		rec := NewOrderRecorder(requester(r.key))
		if r.setup != nil {
			r.setup(c)
		}
		in := false
		for !c.War.Ended && !r.stop(c, in) {
			if err := c.PlayWeek(rec); err != nil {
				t.Fatalf("seed %d %v: %v", seed, c.Now, err)
			}
			if err := c.CheckInvariants(); err != nil {
				t.Fatalf("seed %d %v: %v", seed, c.Now, err)
			}
			in = in || r.in(c)
			if r.week != nil {
				r.week(seed, c)
			}
		}
		if in {
			entered++
			t.Logf("seed %d: %s in from turn %d", seed, r.name, c.Events[r.event])
		}
		got := replay(t, c, rec, nil)
		if got.StateDigest() != c.StateDigest() {
			t.Fatalf("seed %d: replayed digest %s, saved %s", seed, got.StateDigest(), c.StateDigest())
		}
		if r.replayed != nil {
			r.replayed(seed, got, c, in)
		}
	}
	return entered, played
}

// SW 36.63F in whole campaigns: a player who brings Spain in; the invariants hold every
// week, the Spanish boats go to sea from and back to Spanish bases only, the Spanish
// table is rolled, and the save replays to the same state (issue 16).
func TestSpainCampaigns(t *testing.T) {
	t.Parallel() // (whole campaigns on the shared, read-only Data)
	atSea, rolled := 0, 0
	// a campaign in which Spain has not entered by WP6 is not played on
	entered, played := entryRun{name: "Spain", key: "spain_enters_war", event: spainEvent,
		in:   (*Campaign).spainIn,
		stop: func(c *Campaign, _ bool) bool { return !c.spainIn() && c.Period >= 6 },
		setup: func(c *Campaign) {
			c.Log = sinkFunc(func(e Event) {
				if r, ok := e.(*RollEvent); ok && r.Table == TabSpainWarEvent {
					rolled++
				}
			})
		},
		week: func(seed uint64, c *Campaign) {
			for _, b := range c.Boats {
				if b.Nation != "es" {
					continue
				}
				if b.State.AtSea() {
					atSea++
				}
				if b.State == Returning && b.Destination != "" && !c.spanishBase(b.Destination) {
					t.Fatalf("seed %d %v: Spanish %s bound for %s", seed, c.Now, b.ID, b.Destination)
				}
				if b.State.InPort() && !c.spanishBase(b.Zone) {
					t.Fatalf("seed %d %v: Spanish %s in port at %s", seed, c.Now, b.ID, b.Zone)
				}
			}
		},
		replayed: func(seed uint64, r, _ *Campaign, in bool) {
			if r.spainIn() != in {
				t.Fatalf("seed %d: replayed Spain in %v, played %v", seed, r.spainIn(), in)
			}
		},
	}.play(t)
	if entered == 0 || atSea == 0 || rolled == 0 {
		t.Errorf("Spain entered in %d campaigns, Spanish boat-weeks at sea %d, Spanish table rolls %d", entered, atSea, rolled)
	}
	t.Logf("entered %d of %d, Spanish boat-weeks at sea %d, table rolls %d", entered, played, atSea, rolled)
}

// political.yaml "spain" is validated on load: each rule has a broken copy.
func TestSpainDataValidation(t *testing.T) {
	breakPolitical(t, []brokenLine{
		{`barred: {from: "1941-06"`, `barred: {from: "1941-13"`, "spain"},
		{"transfer: [VIIB, VIIC]", "transfer: [VIIB, VIIZ]", "not a U-boat type"},
		{"base: el_ferrol}", "base: germany}", "not a Spanish base"},
		{"bases: [el_ferrol, cadiz, toulon, canary_islands]", "bases: [el_ferrol, cadiz, germany, canary_islands]", "does not open by spain_enters_war"},
		{"{type: ES_C, base: el_ferrol, count: 2}", "{type: ES_C, base: el_ferrol, count: 0}", "a type, a Spanish base, a count"},
		{"no_air: [morocco, western_mediterranean]", "no_air: [morocco, gibraltar]", "not an operating area"},
		{"foreign_cap: 4", "foreign_cap: 0", "foreign_cap 0"},
		{"torch_top: 3", "torch_top: 10", "torch_top 10"},
		{"{roll: 2, top: 8, key: no_event}", "{roll: 3, top: 8, key: no_event}", "cover 0 up"},
		{"    - roll: 9\n      top: 9\n", "    - roll: 9\n      top: 8\n", "cover 0 up"},
		{"bands: [{top: 4, category: task_force}, {top: 7, category: special}]}]\n      reattacks: [canary_islands]", "bands: [{top: 4, category: task_force}, {top: 7, category: battleship}]}]\n      reattacks: [canary_islands]", "a contact category"},
	})
	// a neutral port becomes a base only by an event
	_, err := loadYAML(fileCampaign, func(s string) string {
		return strings.Replace(s, "  el_ferrol:\n    opens_by: [spain_enters_war]\n", "  el_ferrol:\n    opens_at: \"1940-01/1\"\n", 1)
	})
	if err == nil || !strings.Contains(err.Error(), "not a base") {
		t.Errorf("a neutral port open by date: %v", err)
	}
}

// SW 36.63F with 3.5: Cadiz lost to Torch in Spain: its Spanish boats sail for El Ferrol
// (a Spanish base), never for France, a German boat not for El Ferrol holding its 4
// non-Spanish boats; with Vichy France in the war Toulon is not Cartagena.
func TestSpainCadizClosure(t *testing.T) {
	w := Week{MonthOf(1942, 11), 2}
	c, _ := spainCampaign(t, w)
	es := c.nationBoat("ITA", "cadiz", "es", "", Ready)
	c.Events[torchSpain] = w.Turn()
	c.Now = c.Now.Next()
	c.open = c.OpenBases()
	if err := c.stepClosures(); err != nil {
		t.Fatal(err)
	}
	if es.State != Returning || es.Destination != "el_ferrol" {
		t.Errorf("the Spanish boat at Cadiz: %s for %q, want returning to el_ferrol", es.State, es.Destination)
	}
	// a German boat at Cadiz with El Ferrol holding 4 non-Spanish boats goes elsewhere
	c2, _ := spainCampaign(t, w)
	var de []*Boat
	for _, b := range c2.Boats {
		if b.Nation == "de" && b.State == Ready && len(de) < 5 {
			de = append(de, b)
		}
	}
	for _, b := range de[:4] {
		b.Zone = "el_ferrol"
	}
	de[4].Zone = "cadiz"
	c2.Events[torchSpain] = w.Turn()
	c2.Now = c2.Now.Next()
	c2.open = c2.OpenBases()
	if err := c2.stepClosures(); err != nil {
		t.Fatal(err)
	}
	if de[4].State != Returning || de[4].Destination == "el_ferrol" || de[4].Destination == "" {
		t.Errorf("a German boat at Cadiz: %s for %q, want another base than full El Ferrol", de[4].State, de[4].Destination)
	}
	if !c.spanishBase("toulon") {
		t.Fatalf("Toulon not Cartagena")
	}
	c.Events[vichyEvent] = 1
	if c.spanishBase("toulon") {
		t.Errorf("Toulon Cartagena with Vichy France in the war")
	}
}

// SW 36.63F Puma with 36.64: the response refused (a Reichskanzlei event, level III on
// the PRT, rolled 0): the boats in Morocco do not enter the Canaries SMZ, the Canaries
// are lost all the same.
func TestSpainPumaRefused(t *testing.T) {
	c, rec := spainCampaign(t, Week{MonthOf(1941, 2), 2}, 9, 0)
	mo := c.Boats[0]
	mo.State, mo.Zone, mo.Side, mo.Torpedoes = OnStation, "morocco", SidePatrol, 5
	c.pol.Influence, c.pol.Prestige = [4]int{2, 2, 2, 2}, 9
	c.pol.berlin = true
	c.player = &answers{keys: map[DecisionKind][]string{DecideRefuse: {KeyRefuse}, DecideFavour: {"favour_0"}}}
	if err := c.spainTurn(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Key != pumaEvent || !ev[0].Refused {
		t.Fatalf("Puma: %+v", ev)
	}
	if mo.smz != "" || mo.Zone != "morocco" {
		t.Errorf("a refused Puma sent the boat in Morocco to %q", mo.smz)
	}
	c.Now = c.Now.Next()
	if slices.Contains(c.OpenBases(), "canary_islands") {
		t.Errorf("the Canaries open after a refused Puma")
	}
}
