package bdu

import (
	"math"
	"testing"
)

// italianBoat is an ITA boat of the BETASOM module (design 4.8) on station in oa in
// month m, with the scripted dice.
func italianBoat(t *testing.T, oa string, m Month, wp int, faces ...int) (*Campaign, *Boat, *Recorder) {
	t.Helper()
	c, b := seaBoat(t, "VIIC", oa, m, faces...)
	if c.Period != wp {
		t.Fatalf("%s is WP%d, the test wants WP%d", m, c.Period, wp)
	}
	c.Betasom = true
	b.Type, b.Nation = BetasomType, "it"
	b.Torpedoes = c.Data.Types[BetasomType].Torpedoes
	rec := &Recorder{}
	c.Log = rec
	return c, b, rec
}

func docMod(r *RollEvent, why string) (int, bool) {
	for _, m := range r.Mods {
		if m.Why == why {
			return m.V, true
		}
	}
	return 0, false
}

const doctrineWhy = "SW 30.81 torpedo doctrine"

// SW 30.81 in WP2 [designed reading, doctrine.go]: an Italian boat without an ace puts
// one torpedo on each merchant loner, at −1; with an ace it fires its usual two, no −1;
// either way no doctrine die is rolled in WP2. A boat bound by it takes −1 on its
// endurance check.
func TestDoctrineWP2Loner(t *testing.T) {
	for _, ace := range []bool{false, true} {
		// attack pass 1 on two ships: 0, 0 (missed); second pass 0, 0; then plenty
		c, b, rec := italianBoat(t, "sw_approaches", MonthOf(1940, 10), 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
		if ace {
			b.Markers.Ace = &Ace{Name: "test", Value: 1}
		}
		k := Contact{Category: CatLoner, Ships: 2, Zone: "sw_approaches"}
		before := b.Torpedoes
		if _, err := c.Engage(b, k, answer(KeyAttack)); err != nil {
			t.Fatal(err)
		}
		if n := len(rollsOf(rec, TabDoctrine)); n != 0 {
			t.Errorf("ace %v: %d doctrine rolls in WP2 (the rule has none)", ace, n)
		}
		loner := rollsOf(rec, TabLonerF1)
		if len(loner) == 0 {
			t.Fatal("no loner attack")
		}
		per := 2
		if !ace {
			per = 1
		}
		if spent := before - b.Torpedoes; spent != per*len(loner) {
			t.Errorf("ace %v: %d torpedoes for %d attacks, want %d each", ace, spent, len(loner), per)
		}
		for _, r := range loner {
			v, ok := docMod(r, doctrineWhy)
			if ok != !ace || (ok && v != c.Data.Doctrine.AttackMod) {
				t.Errorf("ace %v: loner roll mods %+v", ace, r.Mods)
			}
		}
		if b.week.doctrine == ace || b.week.doctrineNow {
			t.Errorf("ace %v: week doctrine %v, now %v after the engagement", ace, b.week.doctrine, b.week.doctrineNow)
		}
	}
}

// SW 30.81 WP3: the same unless a d10 of 0–4 succeeds (4 frees the boat, 5 binds it);
// WP4: no restriction and no roll.
func TestDoctrineWP3RollAndWP4(t *testing.T) {
	for _, tc := range []struct {
		face  int
		bound bool
	}{{4, false}, {5, true}, {0, false}, {9, true}} {
		c, b, rec := italianBoat(t, "sw_approaches", MonthOf(1941, 6), 3, tc.face)
		k := Contact{Category: CatConvoyS, Ships: 5, Zone: "sw_approaches"}
		if got := c.doctrineBinds(b, k); got != tc.bound || b.week.doctrine != tc.bound {
			t.Errorf("WP3 face %d: bound %v (week %v), want %v", tc.face, got, b.week.doctrine, tc.bound)
		}
		rs := rollsOf(rec, TabDoctrine)
		want := "free"
		if tc.bound {
			want = "bound"
		}
		if len(rs) != 1 || rs[0].Result != want || rs[0].Column != "it" {
			t.Errorf("WP3 face %d: doctrine rolls %+v", tc.face, rs)
		}
		// warships are not merchant targets: no roll
		if c.doctrineBinds(b, Contact{Category: CatTaskForce, Zone: "sw_approaches"}) {
			t.Errorf("a task force bound by the doctrine")
		}
	}
	c, b, rec := italianBoat(t, "sw_approaches", MonthOf(1942, 3), 4)
	if c.doctrineBinds(b, Contact{Category: CatConvoyL, Ships: 8, Zone: "sw_approaches"}) || len(rollsOf(rec, TabDoctrine)) != 0 {
		t.Errorf("WP4: the doctrine binds or rolls")
	}
}

// SW 30.81 [designed]: a group round under the doctrine fires one torpedo on each
// target in reach (a small convoy: 3, not the ITA's salvo of 4) at −1; the same roll
// without it hits more.
func TestDoctrineGroupRound(t *testing.T) {
	salvo := 0
	for _, bound := range []bool{false, true} {
		c, b, rec := italianBoat(t, "sw_approaches", MonthOf(1940, 10), 2, 5, 5, 5, 5, 5, 5)
		salvo = c.Data.Types[b.Type].Salvo
		b.week.doctrineNow = bound
		before := b.Torpedoes
		k := Contact{Category: CatConvoyS, Ships: 6, Zone: "sw_approaches"}
		if _, err := c.groupRound(b, k, 1, 0, false, 1, 0); err != nil {
			t.Fatal(err)
		}
		want := salvo
		if bound {
			want = min(salvo, categoryReach(CatConvoyS))
		}
		if spent := before - b.Torpedoes; spent != want {
			t.Errorf("bound %v: %d torpedoes fired, want %d", bound, spent, want)
		}
		r := rollsOf(rec, TabAttackF1)
		if len(r) != 1 {
			t.Fatalf("attack rolls %+v", r)
		}
		if v, ok := docMod(r[0], doctrineWhy); ok != bound || (ok && v != c.Data.Doctrine.AttackMod) {
			t.Errorf("bound %v: mods %+v", bound, r[0].Mods)
		}
	}
	if salvo <= categoryReach(CatConvoyS) {
		t.Fatalf("ITA salvo %d: the test needs one above the small convoy's reach", salvo)
	}
}

// SW 30.81 / 6.1.8: using the doctrine gives −1 on the endurance check (the ITA's
// endurance 7: 8 − 1 = 7 stays, 8 alone would RTB); "no contact" −1 does not add to it.
func TestDoctrineEndurance(t *testing.T) {
	for _, used := range []bool{false, true} {
		c, b, rec := italianBoat(t, "sw_approaches", MonthOf(1940, 10), 2, 8)
		c.War.TorpedoValue = 0
		b.week.searched, b.week.contact, b.week.doctrine = true, true, used
		b.home = ""
		c.EnduranceCheck(b)
		r := rollsOf(rec, TabEndurance)
		if len(r) != 1 {
			t.Fatalf("endurance rolls %+v", r)
		}
		target := c.Data.Types[b.Type].Endurance
		if v, ok := docMod(r[0], "6.1.8 SW 30.81 torpedo doctrine"); ok != used || (ok && v != c.Data.Doctrine.EnduranceMod) || r[0].Total != 8-b2i(used) {
			t.Errorf("used %v: endurance roll %+v", used, r[0])
		}
		if b.Markers.RTB != (8-b2i(used) > target) {
			t.Errorf("used %v: RTB %v at total %d against %d", used, b.Markers.RTB, r[0].Total, target)
		}
	}
}

// SW 30.81: the BdU may impose the WP3 version on the German boats, all of them, in the
// first week of a month (DecideDoctrine; the AI does not). Then a German boat without an
// ace rolls as an Italian in WP3; without the module nothing is asked.
func TestDoctrineImposed(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "sw_approaches", MonthOf(1940, 10), 6, 3)
	rec := &Recorder{}
	c.Log = rec
	asked := 0
	p := DeciderFunc(func(c *Campaign, d *Decision) string {
		asked++
		if d.Kind != DecideDoctrine || !d.Has(KeyDoctrineImpose) || !d.Has(KeyNone) {
			t.Errorf("decision %s %+v", d.Kind, d.Options)
		}
		return KeyDoctrineImpose
	})
	if err := c.stepDoctrine(p); err != nil || asked != 0 || c.betasom.imposed {
		t.Fatalf("module off: asked %d, imposed %v, %v", asked, c.betasom.imposed, err)
	}
	k := Contact{Category: CatConvoyL, Ships: 8, Zone: "sw_approaches"}
	if c.doctrineBinds(b, k) {
		t.Fatal("module off: a German boat bound")
	}
	c.Betasom = true
	if c.doctrineBinds(b, k) || len(rollsOf(rec, TabDoctrine)) != 0 {
		t.Fatal("not imposed: a German boat bound or rolled")
	}
	if err := c.stepDoctrine(p); err != nil || asked != 1 || !c.betasom.imposed {
		t.Fatalf("asked %d, imposed %v, %v", asked, c.betasom.imposed, err)
	}
	if !c.doctrineBinds(b, k) { // 6: bound
		t.Error("imposed, d10 6: a German boat not bound")
	}
	if c.doctrineBinds(b, k) { // 3: free
		t.Error("imposed, d10 3: a German boat bound")
	}
	if rs := rollsOf(rec, TabDoctrine); len(rs) != 2 || rs[0].Column != "de" {
		t.Errorf("doctrine rolls %+v", rs)
	}
	// the AI's answer: none
	if err := c.stepDoctrine(nil); err != nil || c.betasom.imposed {
		t.Errorf("AI: imposed %v, %v", c.betasom.imposed, err)
	}
}

// SW 7.32 (design 7.7): an Italian boat ignores a negative Enigma level on its search;
// a German boat in the same week does not.
func TestItalianEnigma(t *testing.T) {
	m := MonthOf(1941, 6)
	if EnigmaLevel(m, 3) >= 0 {
		t.Fatalf("Enigma %d in %s: the test needs a negative level", EnigmaLevel(m, 3), m)
	}
	intel := map[string]int{}
	for _, nation := range []string{"de", "it"} {
		c, b, rec := italianBoat(t, "sw_approaches", m, 3, 5, 5, 5, 5)
		b.Nation = nation
		c.War.IntelMod = IntelModifier(m, c.Period)
		c.searchAAC(b, "sw_approaches", false)
		found := false
		for _, e := range rec.Events {
			if r, ok := e.(*RollEvent); ok {
				if v, ok := docMod(r, "7.7 B-Dienst + Enigma"); ok {
					intel[nation], found = v, true
				}
			}
		}
		if !found {
			t.Fatalf("%s: no search roll with the B-Dienst + Enigma modifier", nation)
		}
	}
	e := EnigmaLevel(m, 3)
	want := max(-3, min(3, IntelModifier(m, 3)-e))
	if intel["it"] != want || intel["de"] != max(-3, min(3, IntelModifier(m, 3))) {
		t.Errorf("B-Dienst + Enigma: Italian %d (want %d), German %d", intel["it"], want, intel["de"])
	}
}

// SW 30.81: the attack decision's odds show the doctrine's −1 where it binds without a
// roll (WP2), and the free boat's odds where a WP3 roll is still to come.
func TestDoctrineOdds(t *testing.T) {
	k := Contact{Category: CatLoner, Ships: 1, Zone: "sw_approaches"}
	for _, tc := range []struct {
		m     Month
		wp    int
		bound bool
	}{{MonthOf(1940, 10), 2, true}, {MonthOf(1941, 6), 3, false}} {
		c, b, _ := italianBoat(t, "sw_approaches", tc.m, tc.wp)
		var got []Odds
		p := DeciderFunc(func(c *Campaign, d *Decision) string {
			for _, o := range d.Options {
				if o.Key == KeyAttack {
					got = o.Odds
				}
			}
			return KeyDecline
		})
		if _, err := c.Engage(b, k, p); err != nil {
			t.Fatal(err)
		}
		mod := 0
		if tc.bound {
			mod = c.Data.Doctrine.AttackMod
		}
		want := c.attackOdds(b, k, mod)
		if len(got) != len(want) {
			t.Fatalf("WP%d: odds %+v", tc.wp, got)
		}
		for i := range want {
			if math.Abs(got[i].P-want[i].P) > 1e-9 {
				t.Errorf("WP%d: odds %+v, want %+v", tc.wp, got, want)
			}
		}
		if free := c.attackOdds(b, k, 0); tc.bound && math.Abs(free[0].P-want[0].P) < 1e-9 {
			t.Errorf("WP%d: the −1 does not change the sunk odds (%v): the test proves nothing", tc.wp, free[0].P)
		}
	}
}
