package bdu

import (
	"math"
	"slices"
	"testing"
)

// The decisions of design 9.1 added to the weekly engine (decide.go): the join order of
// a pack (8.1), cautious transit (5 III.1, SW 15.24), the Hold and decommissioning
// (4.3, SW 18.4), early and late deployment (4.5, SW 8.13–8.14) and the flagship
// (6.2.1), each on scripted dice, answered by a player and by the BdU AI (9.4).

// design 8.1 step 2, 9.1 wolfpack: "each other German boat … rolls to join, one at a
// time in the order the player chooses". Two candidates; the player sends the second
// first and then no more: it rolls as boat 2 (listed 3) with the odds the decision
// showed, the first never rolls.
func TestJoinDecision(t *testing.T) {
	c, finder, others := packOA(t, 2)
	var asked [][]string
	var odds []Odds
	p := DeciderFunc(func(c *Campaign, d *Decision) string {
		switch d.Kind {
		case DecideJoin:
			var keys []string
			for _, o := range d.Options {
				keys = append(keys, o.Key)
			}
			asked = append(asked, keys)
			if len(asked) == 1 {
				odds = append(odds, d.Options[1].Odds...)
				return others[1].ID
			}
			return KeyJoinEnd
		case DecideWolfpack:
			return KeyPack
		case DecideAttack:
			return KeyDecline
		}
		return ""
	})
	// join 5 (> 3: attacks); both members decline; 8.3: the convoy goes on (d10 5)
	c.Dice = NewScriptedDice(5, 5)
	rec := &Recorder{}
	c.Log = rec
	k := Contact{Category: CatConvoyL, Ships: 4, Zone: "greenland_gap"}
	if _, err := c.packBattle(finder, k, p); err != nil {
		t.Fatal(err)
	}
	want := [][]string{{others[0].ID, others[1].ID, KeyJoinEnd}, {others[0].ID, KeyJoinEnd}}
	if len(asked) != 2 || !slices.Equal(asked[0], want[0]) || !slices.Equal(asked[1], want[1]) {
		t.Fatalf("join decisions %v, want %v", asked, want)
	}
	var joins []*WolfpackJoinEvent
	for _, e := range rec.Events {
		if j, ok := e.(*WolfpackJoinEvent); ok {
			joins = append(joins, j)
		}
	}
	if len(joins) != 1 || joins[0].Boat != others[1].ID || joins[0].N != 2 || joins[0].Listed != 3 || joins[0].Result != "attacks" {
		t.Fatalf("joins %+v, want %s alone as boat 2", joins, others[1].ID)
	}
	if !others[1].week.searched || others[0].week.searched || others[0].week.packFail {
		t.Errorf("the boat that tried has acted (%v); the one not sent may still search (%v, %v)",
			others[1].week.searched, others[0].week.searched, others[0].week.packFail)
	}
	// the odds: d10 + Enigma level against 3 (> attacks, = joins late, < fails)
	en := c.enigmaLevel()
	var a, l float64
	for f := range 10 {
		switch {
		case f+en > 3:
			a += 0.1
		case f+en == 3:
			l += 0.1
		}
	}
	if len(odds) != 3 || odds[0].Outcome != "attacks" || math.Abs(odds[0].P-a) > 1e-9 || math.Abs(odds[1].P-l) > 1e-9 || math.Abs(odds[2].P-(1-a-l)) > 1e-9 {
		t.Errorf("join odds %+v, want attacks %.1f, joins late %.1f", odds, a, l)
	}
	if c.Dice.Left() != 0 {
		t.Errorf("%d scripted faces unused", c.Dice.Left())
	}
}

// design 9.1 sail "cautious or fast", 5 III.1 "cautious transit: 1 OA, −1 to the check,
// no transit encounter [SW 15.24]". The same boat turned for home from the same OA on
// the same dice: fast, it moves on past the first OA of its route and an unmodified 0
// is a transit encounter; cautious, it stops in that OA, its check is −1 and the 0 is
// nothing more.
func TestCautiousTransit(t *testing.T) {
	type run struct {
		zone  string
		left  int
		mods  []Mod
		moved *MoveEvent
	}
	play := func(start, key string) (run, *Boat) {
		c, b := seaBoat(t, "VIIC", start, MonthOf(1942, 5), 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
		rec := &Recorder{}
		c.Log = rec
		c.open = c.OpenBases()
		if err := c.turnHome(b, "test", answer(key)); err != nil {
			t.Fatal(err)
		}
		if b.Cautious != (key == KeyCautious) {
			t.Fatalf("%s answered: cautious %v", key, b.Cautious)
		}
		route := append([]string(nil), b.route...)
		if _, err := c.move(b, nil); err != nil {
			t.Fatal(err)
		}
		r := run{zone: b.Zone, left: c.Dice.Left()}
		for _, e := range rec.Events {
			switch e := e.(type) {
			case *RollEvent:
				if e.Table == TabTransit && r.mods == nil {
					r.mods = e.Mods
				}
			case *MoveEvent:
				r.moved = e
			}
		}
		if key == KeyCautious {
			first := ""
			for _, z := range route {
				if c.Data.Map.Zones[z].Kind == KindOperatingArea {
					first = z
					break
				}
			}
			if first != "" && b.Zone != first {
				t.Errorf("from %s (route %v) the cautious boat stopped in %s, not the first OA %s", start, route, b.Zone, first)
			}
		}
		return r, b
	}
	tried := 0
	for _, start := range []string{"grand_banks", "us_east_coast", "caribbean", "west_africa", "greenland_gap"} {
		fast, _ := play(start, KeyFast)
		slow, b := play(start, KeyCautious)
		if fast.zone == slow.zone {
			continue // the first OA was as far as a fast boat goes anyway
		}
		tried++
		if !slow.moved.Cautious || fast.moved.Cautious || len(slow.moved.Path) >= len(fast.moved.Path) {
			t.Errorf("from %s: fast path %v, cautious path %v (%v)", start, fast.moved.Path, slow.moved.Path, slow.moved.Cautious)
		}
		if !slices.Contains(slow.mods, Mod{-1, "7.4 cautious"}) || slices.Contains(fast.mods, Mod{-1, "7.4 cautious"}) {
			t.Errorf("from %s: check modifiers fast %v, cautious %v", start, fast.mods, slow.mods)
		}
		if slow.left != 11 || fast.left >= 11 {
			t.Errorf("from %s: the unmodified 0 used %d more faces fast, %d cautious (an encounter only when fast)", start, 11-fast.left, 11-slow.left)
		}
		if b.State != Returning || !b.Cautious {
			t.Errorf("the cautious boat is %s, cautious %v: it stays cautious to its base", b.State, b.Cautious)
		}
	}
	if tried == 0 {
		t.Fatal("no start where a cautious boat stops short of a fast one")
	}
}

// design 4.3 "Hold → Repair 3 when a place is free", 9.1 repair "which damaged boats
// wait in Hold": with one free place and two boats in Hold the player's choice takes it;
// none keeps both waiting; the AI takes them in the stable order.
func TestHoldDecision(t *testing.T) {
	setup := func() (*Campaign, *Boat, *Boat) {
		c := newTestCampaign(t, MonthOf(1942, 1), 31)
		base := "france_atlantic"
		var boats []*Boat
		for _, b := range c.InService() {
			if b.Zone == base && !b.State.AtSea() {
				b.State = Ready
				boats = append(boats, b)
			}
		}
		cp := c.RepairCapacity(base)
		if cp < 1 || len(boats) < cp+1 || c.Data.Map.Bases[base].RepairNumber(3) >= 9 {
			t.Fatalf("capacity %d, %d boats, repair number %d", cp, len(boats), c.Data.Map.Bases[base].RepairNumber(3))
		}
		faces := []int{}
		for _, b := range boats[:cp-1] {
			b.State = Repair3
			faces = append(faces, 9) // stays in Repair 3
		}
		boats[cp-1].State, boats[cp].State = Hold, Hold
		c.Dice = NewScriptedDice(faces...)
		return c, boats[cp-1], boats[cp]
	}
	for _, tc := range []struct {
		name string
		pick func(h1, h2 *Boat) string
		want func(h1, h2 *Boat) (State, State)
	}{
		{"player", func(h1, h2 *Boat) string { return h2.ID }, func(h1, h2 *Boat) (State, State) { return Hold, Repair3 }},
		{"none", func(h1, h2 *Boat) string { return KeyNone }, func(h1, h2 *Boat) (State, State) { return Hold, Hold }},
		{"ai", func(h1, h2 *Boat) string { return "" }, func(h1, h2 *Boat) (State, State) { return Repair3, Hold }},
	} {
		c, h1, h2 := setup()
		var opts []string
		c.player = DeciderFunc(func(c *Campaign, d *Decision) string {
			if d.Kind != DecideHold {
				return ""
			}
			for _, o := range d.Options {
				opts = append(opts, o.Key)
			}
			return tc.pick(h1, h2)
		})
		if err := c.AdvanceBase("france_atlantic"); err != nil {
			t.Fatal(err)
		}
		mustInv(t, c)
		w1, w2 := tc.want(h1, h2)
		if h1.State != w1 || h2.State != w2 || c.Dice.Left() != 0 {
			t.Errorf("%s: %s %s, %s %s; want %s, %s (%d faces left)", tc.name, h1.ID, h1.State, h2.ID, h2.State, w1, w2, c.Dice.Left())
		}
		if !slices.Equal(opts, []string{h1.ID, h2.ID, KeyNone}) {
			t.Errorf("%s: options %v", tc.name, opts)
		}
	}
}

// SW 18.4 as design 9.1 repair lists it: a damaged boat bound for a repair box may be
// decommissioned: removed, not counted as sunk (4.6). The AI repairs.
func TestDecommission(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1942, 1), 13)
	var sea []*Boat
	for _, b := range c.InService() {
		if b.State.AtSea() && b.Markers.Ace == nil {
			sea = append(sea, b)
		}
	}
	rec := &Recorder{}
	c.Log = rec
	var subject string
	c.player = DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideDecommission && d.Boat == sea[0] {
			subject = d.Subject
			return KeyDecommission
		}
		return ""
	})
	for _, b := range sea[:2] {
		b.setState(Returning)
		b.Markers.Damage, b.Markers.Inexp = 1, 0
	}
	c.Dice = NewScriptedDice(4, 4) // SW 18.3: 4 → Repair 1, for each
	st, err := c.ArriveAtBase(sea[0], "france_atlantic")
	if err != nil || st != ConstructiveLoss || sea[0].State != ConstructiveLoss {
		t.Fatalf("decommissioned: %s, %v", st, err)
	}
	if subject != string(Repair1) && subject != string(Hold) {
		t.Errorf("the decision's subject %q, want the box the boat was bound for", subject)
	}
	if c.ULost != 0 || c.LostCount[ConstructiveLoss] != 1 {
		t.Errorf("U-boats lost %d, constructive %d: a decommissioned boat is not sunk", c.ULost, c.LostCount[ConstructiveLoss])
	}
	found := false
	for _, e := range rec.Events {
		if l, ok := e.(*UboatLostEvent); ok && l.Boat == sea[0].ID {
			found = l.Cause == "decommissioned" && !l.CountsAsLoss
		}
	}
	if !found {
		t.Errorf("no uboat_lost with cause decommissioned, counts_as_loss false")
	}
	if st, err := c.ArriveAtBase(sea[1], "france_atlantic"); err != nil || (st != Repair1 && st != Hold) {
		t.Errorf("the AI's boat: %s, %v (repaired)", st, err)
	}
	mustInv(t, c)
}

// design 6.2.1, 9.1 flagship "designate": the player names the flagship among the boats
// that sailed (the AI the first of them); "none" leaves the career for a later week.
func TestFlagshipDecision(t *testing.T) {
	for _, tc := range []struct {
		name  string
		skip  int // decisions answered none first
		index int // then the option named
	}{{"ai", 0, -1}, {"second", 0, 1}, {"later", 2, 0}} {
		c := newTestCampaign(t, FirstMonth, 21)
		fl := &fakeFlagship{}
		c.Flagship = fl
		asked, chosen := 0, ""
		var first string
		p := DeciderFunc(func(c *Campaign, d *Decision) string {
			if d.Kind != DecideFlagship || d.Boat != nil {
				return ""
			}
			asked++
			if d.Options[len(d.Options)-1].Key != KeyNone {
				t.Errorf("options %v end without none", d.Options)
			}
			if asked <= tc.skip {
				return KeyNone
			}
			first = d.Options[0].Key
			if tc.index < 0 {
				return ""
			}
			chosen = d.Options[tc.index].Key
			return chosen
		})
		for w := 0; w < 12 && len(fl.names) == 0; w++ {
			if err := c.PlayWeek(p); err != nil {
				t.Fatal(err)
			}
		}
		if len(fl.names) != 1 || asked != tc.skip+1 {
			t.Fatalf("%s: named %v after %d decisions", tc.name, fl.names, asked)
		}
		want := chosen
		if tc.index < 0 {
			want = first
		}
		if fl.names[0] != want || c.FlagshipID() != want {
			t.Errorf("%s: flagship %s (%s), want %s", tc.name, fl.names[0], c.FlagshipID(), want)
		}
	}
}

// Issue 16 "campaign saves hold the orders given": the new decisions of 9.1 answered by
// the player (savePlayer) are saved and replayed to the same state.
func TestSaveReplaysNewDecisions(t *testing.T) {
	all := map[DecisionKind]int{}
	for _, tc := range []struct {
		start Month
		seed  uint64
		weeks int
	}{{MonthOf(1942, 1), 5, 30}, {FirstMonth, 6, 60}, {MonthOf(1943, 6), 7, 8}} {
		c := newTestCampaign(t, tc.start, tc.seed)
		rec := NewOrderRecorder(savePlayer)
		for w := 0; w < tc.weeks && !c.War.Ended; w++ {
			if err := c.PlayWeek(rec); err != nil {
				t.Fatal(err)
			}
		}
		kinds := map[DecisionKind]int{}
		for _, a := range rec.Answers() {
			kinds[a.Kind]++
			all[a.Kind]++
		}
		_, b := saveBytes(t, c, rec)
		if got, _ := reload(t, b, nil); got.StateDigest() != c.StateDigest() {
			t.Errorf("%s: replayed digest %s, played %s", tc.start, got.StateDigest(), c.StateDigest())
		}
		t.Logf("%s: orders %v", tc.start, kinds)
	}
	for _, k := range []DecisionKind{DecideShadow, DecideJoin, DecideTransit, DecideDecommission} {
		if all[k] == 0 {
			t.Errorf("no %s answer among the orders %v", k, all)
		}
	}
}

// design 9.1 standing orders: join_packs shadows and calls every boat, in the stable
// order, answering as standing orders (not the AI); it is a preset a save may hold.
func TestJoinPacksStandingOrder(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "greenland_gap", MonthOf(1942, 9))
	rec := &Recorder{}
	c.Log = rec
	if err := c.SetStandingOrders(b, &StandingOrders{Preset: JoinPacks}); err != nil {
		t.Fatal(err)
	}
	player := answer(KeyAlone) // a player who speaks only when the preset does not
	d := c.decision(DecideWolfpack, b)
	d.add(KeyPack, nil)
	d.add(KeyAlone, nil)
	if key, err := c.ask(nil, d); err != nil || key != KeyPack {
		t.Errorf("wolfpack: %s, %v", key, err)
	}
	d = c.decision(DecideJoin, b)
	d.add("U-900", nil)
	d.add("U-901", nil)
	d.add(KeyJoinEnd, nil)
	if key, err := c.ask(nil, d); err != nil || key != "U-900" {
		t.Errorf("join: %s, %v", key, err)
	}
	d = c.decision(DecideWolfpack, b)
	d.add(KeyPack, nil)
	d.add(KeyAlone, nil)
	if key, _ := c.ask(player, d); key != KeyAlone {
		t.Errorf("the player's order comes before the standing orders: %s", key)
	}
	var by []string
	for _, e := range rec.Events {
		if x, ok := e.(*DecisionEvent); ok {
			by = append(by, x.By)
		}
	}
	if !slices.Equal(by, []string{"standing", "standing", "player"}) {
		t.Errorf("answered by %v", by)
	}
}

// design 8.1 step 1, 9.1 wolfpack "shadower yes/no": without a shadower the finder
// attacks in round 1, each join roll is −2 ("no shadower") and no HF/DF is rolled even
// on an unmodified 0; the form event names no shadower.
func TestNoShadower(t *testing.T) {
	c, finder, others := packOA(t, 1)
	other := others[0]
	var joinOdds []Odds
	p := DeciderFunc(func(c *Campaign, d *Decision) string {
		switch d.Kind {
		case DecideShadow:
			return KeyNoShadow
		case DecideJoin:
			joinOdds = append(joinOdds, d.Options[0].Odds...)
		case DecideAttack:
			if d.Boat == finder {
				return KeyAttack
			}
			return KeyDecline
		}
		return ""
	})
	// join: an unmodified 0, −2 → fails (and no HF/DF without a shadower); then the
	// finder's round-1 attack, its counterattack, the straggler roll and round 2 on 0s
	faces := []int{0}
	for range 30 {
		faces = append(faces, 0)
	}
	c.Dice = NewScriptedDice(faces...)
	rec := &Recorder{}
	c.Log = rec
	k := Contact{Category: CatConvoyL, Ships: 4, Zone: "greenland_gap"}
	if _, err := c.packBattle(finder, k, p); err != nil {
		t.Fatal(err)
	}
	var form *WolfpackFormEvent
	var join *WolfpackJoinEvent
	var first *EngagementEvent
	hfdf := false
	for _, e := range rec.Events {
		switch e := e.(type) {
		case *WolfpackFormEvent:
			form = e
		case *WolfpackJoinEvent:
			join = e
		case *EngagementEvent:
			if first == nil {
				first = e
			}
		case *HFDFEvent:
			hfdf = true
		case *RollEvent:
			if e.Table == TabWolfpack && !slices.Contains(e.Mods, Mod{-2, "8.1 no shadower"}) {
				t.Errorf("join roll without the −2 of no shadower: %v", e.Mods)
			}
			if e.Table == TabHFDF {
				hfdf = true
			}
		}
	}
	if form == nil || form.Shadower != "" {
		t.Errorf("wolfpack_form %+v: no shadower", form)
	}
	if join == nil || join.Boat != other.ID || join.Result != "fails" || !other.week.packFail {
		t.Errorf("join %+v: 0 − 2 fails", join)
	}
	if hfdf {
		t.Errorf("HF/DF rolled without a shadower")
	}
	if first == nil || first.Boat != finder.ID || first.Round != 1 {
		t.Errorf("first attack %+v: the finder in round 1", first)
	}
	en := c.enigmaLevel()
	var fails float64
	for f := range 10 {
		if f+en-2 < 3 {
			fails += 0.1
		}
	}
	if len(joinOdds) != 3 || math.Abs(joinOdds[2].P-fails) > 1e-9 {
		t.Errorf("join odds %+v, want fails %.1f (−2 no shadower)", joinOdds, fails)
	}
}

// design 9.1 flagship "clear": in port the flagship's career may be ended; the next
// boat to sail is then offered (the AI names it); the AI keeps its flagship.
func TestFlagshipClear(t *testing.T) {
	c := newTestCampaign(t, FirstMonth, 21)
	fl := &fakeFlagship{}
	c.Flagship = fl
	cleared, kept := "", 0
	p := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind != DecideFlagship || d.Boat == nil {
			return ""
		}
		if !d.Has(KeyKeep) || !d.Has(KeyClear) || !d.Boat.State.InPort() || d.Boat.ID != c.FlagshipID() {
			t.Errorf("clear offered for %s (%s), options %v", d.Boat.ID, d.Boat.State, d.Options)
		}
		if cleared == "" && len(fl.arrivals) > 0 {
			cleared = d.Boat.ID
			return KeyClear
		}
		kept++
		return ""
	})
	for w := 0; w < 40 && len(fl.names) < 2; w++ {
		if err := c.PlayWeek(p); err != nil {
			t.Fatal(err)
		}
		if cleared != "" && c.FlagshipID() == cleared {
			t.Fatalf("week %d: %s still the flagship after clear", w, cleared)
		}
	}
	t.Logf("cleared %s at %s, named %v, kept %d times", cleared, c.Now, fl.names, kept)
	if cleared == "" || len(fl.names) != 2 || fl.names[0] != cleared || fl.names[1] == cleared {
		t.Errorf("cleared %q, named %v", cleared, fl.names)
	}
}
