package bdu

import "testing"

func TestListedNumbers(t *testing.T) {
	// design 8.1: 2nd 3, 3rd 3, 4th–6th 4, 7th 5, 8th–9th 5, 10th+ 6
	want := map[int]int{2: 3, 3: 3, 4: 4, 5: 4, 6: 4, 7: 5, 8: 5, 9: 5, 10: 6, 14: 6}
	for n, w := range want {
		if got := listedNumber(n); got != w {
			t.Errorf("boat %d: listed %d, want %d", n, got, w)
		}
	}
}

// packOA is a VIIC (the finder) on station in the Greenland Gap in 1942-05 (WP4) with
// n more VIIC from port on station there beside it, the turn order updated: a pack's
// candidates (design 8.1).
func packOA(t *testing.T, n int) (c *Campaign, finder *Boat, others []*Boat) {
	t.Helper()
	c, finder = seaBoat(t, "VIIC", "greenland_gap", MonthOf(1942, 5))
	for _, b := range c.Boats {
		if b != finder && b.Type == "VIIC" && b.State.InPort() && len(others) < n {
			b.State, b.Zone, b.Side, b.Markers = OnStation, "greenland_gap", SidePatrol, Markers{}
			b.Torpedoes = c.Data.Types["VIIC"].Torpedoes
			others = append(others, b)
		}
	}
	if len(others) != n {
		t.Fatalf("%d VIIC in port for the pack, want %d", len(others), n)
	}
	c.order = c.inService(c.order)
	return c, finder, others
}

// design 8.1–8.2 on scripted dice: WP4 (1942-05, Enigma 0), a VIIC finds a large convoy
// in the Greenland Gap and shadows; two more VIIC in the OA try to join: the 2nd rolls 5
// (> 3: attacks in round 1), the 3rd rolls 3 (= 3: joins late). Round 1: one attacker
// (E_eff = E), surprise +1. Round 2: straggler roll, then the shadower, the late joiner
// and the reattacking first boat, E_eff = max(1, E − 1).
func TestWolfpackOnScriptedDice(t *testing.T) {
	c, finder, others := packOA(t, 2)
	if got := c.packCandidates(finder, "greenland_gap"); len(got) != 2 {
		t.Fatalf("%d candidates, want 2", len(got))
	}
	// joins: 5 (attacks), 3 (late); round 1: attack 2 (+n), counter 0;
	// round 2: straggler 5; three boats attack and are counterattacked (0 each)
	// then 8.3: greenland_gap goes on to western_approaches (HX) or grand_banks (ON):
	// d10 5 → the second, grand_banks
	c.Dice = NewScriptedDice(5, 3, 2, 0, 5, 2, 0, 2, 0, 2, 0, 5)
	rec := &Recorder{}
	c.Log = rec
	k := Contact{Category: CatConvoyL, Ships: 4, Zone: "greenland_gap", Colour: 'B'}
	if _, err := c.packBattle(finder, k, answer(KeyPack, KeyAttack, KeyReattack)); err != nil {
		t.Fatal(err)
	}
	if c.Dice.Left() != 0 {
		t.Errorf("%d scripted faces unused", c.Dice.Left())
	}
	var joins []*WolfpackJoinEvent
	var eng []*EngagementEvent
	for _, e := range rec.Events {
		switch e := e.(type) {
		case *WolfpackJoinEvent:
			joins = append(joins, e)
		case *EngagementEvent:
			eng = append(eng, e)
		}
	}
	if len(joins) != 2 || joins[0].Result != "attacks" || joins[1].Result != "joins_late" || joins[0].Listed != 3 || joins[1].N != 3 {
		t.Fatalf("joins %+v", joins)
	}
	e := categoryE(CatConvoyL, c.escortValue("greenland_gap"))
	if len(eng) != 4 {
		t.Fatalf("%d attack rounds, want 4 (1 in round 1, 3 in round 2)", len(eng))
	}
	if eng[0].Boat != joins[0].Boat || eng[0].Round != 1 || eng[0].E != e || eng[0].AV != c.attackValue(others[0])+1 {
		t.Errorf("round 1: %+v (E %d)", eng[0], e)
	}
	for _, x := range eng[1:] {
		if x.Round != 2 || x.E != max(1, e-1) {
			t.Errorf("round 2: %+v, want E_eff %d", x, max(1, e-1))
		}
	}
	for _, b := range append(others, finder) {
		if !b.week.searched {
			t.Errorf("%s acted in the pack but may still search", b.ID)
		}
	}
	// design 8.3: a member on station and not RTB keeps the convoy in contact
	if len(c.War.battles) != 1 || c.War.battles[0].contact.Zone != "grand_banks" || c.War.battles[0].week != 2 {
		t.Fatalf("battles %+v", c.War.battles)
	}
	if got := nextOAs(nil, "morocco"); len(got) != 2 || got[0] != "sw_approaches" || got[1] != "mid_ocean" {
		t.Errorf("from morocco: %v", got)
	}
	if got := nextOAs(nil, "caribbean"); len(got) != 0 {
		t.Errorf("from the Caribbean a convoy is lost, not %v", got)
	}
}

// design 8.2 convoy break-up (SW 29.4) in a continued battle (8.3: join +1, E + 1, the
// straggler level 1 carried over): the one round-1 attacker sinks 2 (≥ a third of 4),
// the straggler roll is 0: the convoy scatters and every member makes a loner attack on
// 3 ships instead of round 2.
func TestConvoyBreakUp(t *testing.T) {
	c, sh, others := packOA(t, 1)
	c.War.TorpedoValue = 1
	other := others[0]
	// join 5 + 1 (8.3) > 3; attack 9 + (AV 4+1+1 − DV 2+3+0) = 10 → 2 sunk (tons 0, 0);
	// counterattack 0 → -; straggler 0 → scatter; then loner attacks (zeros)
	faces := []int{5, 9, 0, 0, 0, 0}
	for range 60 {
		faces = append(faces, 0)
	}
	c.Dice = NewScriptedDice(faces...)
	rec := &Recorder{}
	c.Log = rec
	k := Contact{Category: CatConvoyL, Ships: 4, Zone: "greenland_gap"}
	cb := &convoyBattle{pack: 1, contact: k, week: 2, straggler: 1}
	if _, err := c.fightPack(cb, sh, answer(KeyAttack)); err != nil {
		t.Fatal(err)
	}
	var scattered bool
	loners := map[string]int{}
	rounds2 := 0
	who := ""
	for _, e := range rec.Events {
		switch e := e.(type) {
		case *RollEvent:
			if e.Table == TabStraggler && e.Result == "scatter" {
				scattered = true
			}
		case *EngagementEvent:
			who = e.Boat
			if e.Category == CatLoner {
				loners[who]++
			} else if e.Round == 2 {
				rounds2++
			} else if e.E != categoryE(CatConvoyL, c.escortValue("greenland_gap"))+1 {
				t.Errorf("continued battle: E %d, want Es + 1 + 1", e.E)
			}
		}
	}
	if !scattered || rounds2 != 0 || loners[sh.ID] == 0 || loners[other.ID] == 0 {
		t.Errorf("scatter %v, %d round-2 group attacks, loner attacks %v", scattered, rounds2, loners)
	}
}
