package engine

import "testing"

// 14.8 / 14.8.1: the Kommandant's number against the escort's B12 roll: the same number
// three hits more, the same direction one more, another direction one fewer (1–2 left,
// 3–4 right, 5–6 straight — the rule's bands, not the card's).
func TestRule14_8_1_EvasionAgainstEscortRoll(t *testing.T) {
	cases := []struct {
		answer string
		roll   int
		want   int
	}{{"3", 3, 3}, {"3", 4, 1}, {"3", 5, -1}, {"1", 2, 1}, {"6", 5, 1}, {"6", 1, -1}, {"5", 5, 3}}
	for _, c := range cases {
		tc := cbCareer(t, "VIIC", MonthOf(1943, 8), c.roll)
		tc.S.Options = Options{OptEvasive: true}
		tc.dec.answer("evasive", c.answer)
		var got int
		tc.run(func() { got = tc.evasiveManoeuvre() })
		tc.mustUseScript()
		if got != c.want || len(tc.rolls("B12")) != 1 {
			t.Errorf("evade %s, escort %d: %+d, want %+d", c.answer, c.roll, got, c.want)
		}
	}
}

// 14.8.1 / 14.8.2 on the [E3] result: more than 5 hits do not sink (each is rolled on
// [E4]); "sunk" stands unless a hit is taken away (then 5 hits); "ineffective" stays
// ineffective ([designed]).
func TestRule14_8_2_HitsAfterEvasion(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8))
	cases := []struct {
		key  string
		d    int
		hits int
		sunk bool
	}{{"5", 3, 8, false}, {"5", 1, 6, false}, {"1", -1, 0, false}, {"3", -1, 2, false},
		{"sunk", -1, 5, false}, {"sunk", 1, 0, true}, {"sunk", 3, 0, true}, {"ineffective", 3, 0, false}}
	for _, c := range cases {
		if h, s := tc.evasionHits(c.key, c.d); h != c.hits || s != c.sunk {
			t.Errorf("%s %+d: %d hits sunk %v, want %d %v", c.key, c.d, h, s, c.hits, c.sunk)
		}
	}
}

// 14.8 in the depth-charge attack: asked before [E3] on a normal escort attack, the hits
// changed (1 hit, another direction: none). Off, or with the hydrophones damaged
// (14.8.4): not asked, no B12 roll.
func TestRule14_8_EvasionInTheAttack(t *testing.T) {
	for _, c := range []struct {
		name       string
		on, hydros bool
	}{{"on", true, false}, {"off", false, false}, {"hydrophones damaged", true, true}} {
		dice := []int{4, 4, 2} // E2 8 detected; E3_special normal
		if c.on && !c.hydros {
			dice = append(dice, 1) // B12 left
		}
		dice = append(dice, 2, 2, 1, 1) // E3 4 → 1 hit; then E2 natural 2
		if !(c.on && !c.hydros) {
			dice = []int{4, 4, 2, 2, 3, 1, 1, 1, 1} // E3 5 (+1 hydrophones) → 1 hit; E4 11 batteries…; E2 2
		}
		tc := cbCareer(t, "VIIC", MonthOf(1943, 8), dice...)
		if c.on {
			tc.S.Options = Options{OptEvasive: true}
		}
		if c.hydros {
			cbSetSys(tc, "hydrophones", SysDamaged)
		}
		cbEscorted(tc)
		tc.dec.answer("evasive", "6")
		tc.run(func() { tc.escortCycle(EntryC1) })
		asked := tc.cbCountDecisions("evasive")
		if want := b2i(c.on && !c.hydros); asked != want || len(tc.rolls("B12")) != want {
			t.Errorf("%s: asked %d, B12 rolls %d", c.name, asked, len(tc.rolls("B12")))
		}
		if c.on && !c.hydros && (len(tc.rolls("E4")) != 0 || !tc.cbHasNote("evasion")) {
			t.Errorf("%s: E4 %d notes %v", c.name, len(tc.rolls("E4")), tc.cbNotes())
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// 13.1.2 / 14.8.3 two players: the escort's direction is the other player's secret
// number (decision evasive_escort, asked after the Kommandant's), not a B12 roll; both
// are revealed in a note; the same bands as the roll. Without OptTwoPlayer: the roll.
func TestRule13_1_2_EscortDirectionChosenByTheOtherPlayer(t *testing.T) {
	cases := []struct {
		boat, escort string
		want         int
	}{{"3", "3", 3}, {"3", "4", 1}, {"3", "5", -1}, {"6", "1", -1}, {"5", "6", 1}}
	for _, c := range cases {
		tc := cbCareer(t, "VIIC", MonthOf(1943, 8)) // no dice: nothing is rolled
		tc.S.Options = Options{OptEvasive: true, OptTwoPlayer: true}
		tc.dec.answer("evasive", c.boat)
		tc.dec.answer("evasive_escort", c.escort)
		var got int
		tc.run(func() { got = tc.evasiveManoeuvre() })
		tc.mustUseScript()
		if got != c.want || len(tc.rolls("B12")) != 0 || tc.cbCountDecisions("evasive_escort") != 1 {
			t.Errorf("boat %s escort %s: %+d, want %+d (B12 rolls %d)", c.boat, c.escort, got, c.want, len(tc.rolls("B12")))
		}
		if !tc.cbHasNote("evasion_reveal") {
			t.Errorf("boat %s escort %s: no reveal note: %v", c.boat, c.escort, tc.cbNotes())
		}
	}
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 5)
	tc.S.Options = Options{OptEvasive: true}
	tc.dec.answer("evasive", "6")
	var got int
	tc.run(func() { got = tc.evasiveManoeuvre() })
	if got != 1 || tc.cbCountDecisions("evasive_escort") != 0 || len(tc.rolls("B12")) != 1 {
		t.Errorf("solitaire: %+d, escort asked %d times, B12 rolls %d", got, tc.cbCountDecisions("evasive_escort"), len(tc.rolls("B12")))
	}
}
