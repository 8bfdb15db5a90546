package engine

import (
	"math/bits"
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestRollEventMatchesSchema checks the roll event fields of log-schema.md.
func TestRollEventMatchesSchema(t *testing.T) {
	tc := newTestCareer(t, "VIIC", MonthOf(1943, 7), 3, 4)
	var m Mods
	m.Add(-3, "7.3.3 Gibraltar")
	r := tc.Roll("E1", "bay_of_biscay", &m)
	if r.Natural != 7 || r.Total != 4 {
		t.Fatalf("natural %d total %d, want 7 and 4", r.Natural, r.Total)
	}
	ev := tc.rolls("E1")
	if len(ev) != 1 {
		t.Fatalf("%d E1 roll events", len(ev))
	}
	e := ev[0]
	if e.Dice != "2d6" || len(e.Faces) != 2 || e.Faces[0] != 3 || e.Faces[1] != 4 || e.Total != 4 ||
		e.Column != "bay_of_biscay" || len(e.Mods) != 1 || e.Mods[0].V != -3 || e.Result != r.Key {
		t.Fatalf("roll event %+v", e)
	}
	if e.Result != "aircraft" {
		t.Errorf("E1 Bay of Biscay 4 = %q, want aircraft", e.Result)
	}
}

// TestRollClampsToPrintedRange: 0.3 [A01] a modified total outside the table reads the
// nearest row.
func TestRollClampsToPrintedRange(t *testing.T) {
	tc := newTestCareer(t, "VIIC", MonthOf(1943, 7), 6, 6, 1, 1)
	var up, down Mods
	up.Add(+5, "test")
	down.Add(-5, "test")
	if r := tc.Roll("E2", "", &up); r.Key != "detected_plus" || r.Total != 17 {
		t.Errorf("E2 17 → %q", r.Key)
	}
	if r := tc.Roll("E2", "", &down); r.Key != "undetected" || r.Total != -3 {
		t.Errorf("E2 -3 → %q", r.Key)
	}
}

// TestRollDoesNotAllocate: with the log off, a table look-up allocates nothing.
func TestRollDoesNotAllocate(t *testing.T) {
	c, err := NewCareer(Config{Seed: 5, Type: "VIIC"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	allocs := testing.AllocsPerRun(1000, func() {
		var m Mods
		m.Add(1, "9.6.3 previously detected")
		m.If(true, -1, "9.6.3 long range")
		c.Roll("E2", "", &m)
		c.Roll("E4", "", nil)
	})
	if allocs != 0 {
		t.Fatalf("%.1f allocations per two rolls, want 0", allocs)
	}
}

// TestHalsUndBeinbruchReroll: [R1] 7 a counter lets the player reroll; the reroll is a
// new roll event with the same table and the counter is spent.
func TestHalsUndBeinbruchReroll(t *testing.T) {
	tc := newTestCareer(t, "VIIC", MonthOf(1943, 7), 6, 6, 1, 2)
	tc.S.Boat.HalsUndBeinbruch = 1
	tc.dec.answer("hals_und_beinbruch", "reroll")
	r := tc.Roll("E2", "", nil)
	if r.Key != "undetected" || tc.S.Boat.HalsUndBeinbruch != 0 {
		t.Fatalf("after reroll: %q, counters %d", r.Key, tc.S.Boat.HalsUndBeinbruch)
	}
	if n := len(tc.rolls("E2")); n != 2 {
		t.Fatalf("%d E2 roll events, want 2", n)
	}
	tc.mustUseScript()
}

func TestPCGRollerDeterministicAndFair(t *testing.T) {
	a, b := NewPCGRoller(42), NewPCGRoller(42)
	var counts [7]int
	for i := 0; i < 60000; i++ {
		x, y := a.Die(6), b.Die(6)
		if x != y {
			t.Fatal("same seed, different faces")
		}
		counts[x]++
	}
	for f := 1; f <= 6; f++ {
		if counts[f] < 9500 || counts[f] > 10500 {
			t.Errorf("face %d came %d times in 60000", f, counts[f])
		}
	}
}

// TestModsSpill: past the in-place modifiers a Mods keeps every modifier in order, sums
// them, and still refuses more than maxMods (0.3).
func TestModsSpill(t *testing.T) {
	var m Mods
	want, sum := []Mod{}, 0
	for i := 1; i <= maxMods; i++ {
		v := i
		if i%3 == 0 {
			v = -i
		}
		m.If(i%5 != 0, v, "why")
		m.Add(0, "ignored")
		if i%5 != 0 {
			want, sum = append(want, Mod{V: v, Why: "why"}), sum+v
		}
		if m.Len() != len(want) || m.Sum() != sum || !reflect.DeepEqual(m.List(), want) {
			t.Fatalf("after %d: len %d sum %d list %v, want %d %d %v", i, m.Len(), m.Sum(), m.List(), len(want), sum, want)
		}
	}
	for m.Len() < maxMods {
		m.Add(1, "fill")
	}
	defer func() {
		if recover() == nil {
			t.Fatal("a modifier past maxMods was accepted")
		}
	}()
	m.Add(1, "one too many")
}

// TestPCGRollerMatchesRandPCG: Die reads math/rand/v2's PCG seeded as NewPCGRoller does
// with Lemire's reduction (old seeds and saves replay the same careers).
func TestPCGRollerMatchesRandPCG(t *testing.T) {
	for _, seed := range []uint64{0, 1, 42, 15841, 1 << 63, ^uint64(0)} {
		r := NewPCGRoller(seed)
		p := rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
		for i := 0; i < 1000; i++ {
			sides := []int{6, 10, 20}[i%3]
			hi, _ := bits.Mul64(p.Uint64(), uint64(sides))
			if got, want := r.Die(sides), int(hi)+1; got != want {
				t.Fatalf("seed %d, die %d: face %d, rand.PCG gives %d", seed, i, got, want)
			}
		}
	}
}

// TestAttackModeOdds: with Config.Odds the escorted attack_mode options carry the
// detection chance per range, and Night Surface Attack (+1 on [E2], 9.6.3) is riskier
// than a submerged attack at the same range.
func TestAttackModeOdds(t *testing.T) {
	tc := newTestCareer(t, "VIIC", MonthOf(1943, 7))
	tc.cfg.Odds = true
	e := &tc.shipEng
	e.Night = true
	e.Escorted = true
	tc.optBuf = append(tc.optBuf[:0], Choice{Key: "submerged"}, Choice{Key: "nsa"})
	tc.attackModeOdds(e)
	get := func(o Choice, k string) float64 {
		for _, x := range o.Odds {
			if x.Outcome == k {
				return x.P
			}
		}
		t.Fatalf("no %s odds on %s", k, o.Key)
		return 0
	}
	sub, nsa := tc.optBuf[0], tc.optBuf[1]
	// submerged at medium: no modifier → detected on 6+ except a natural 2: 26/36.
	if p := get(sub, "detected_medium"); p < 26.0/36-1e-9 || p > 26.0/36+1e-9 {
		t.Fatalf("submerged medium %.4f, want 26/36", p)
	}
	if get(nsa, "detected_medium") <= get(sub, "detected_medium") || get(sub, "detected_long") >= get(sub, "detected_medium") ||
		get(sub, "detected_close") <= get(sub, "detected_medium") {
		t.Fatalf("odds out of order: %+v %+v", sub.Odds, nsa.Odds)
	}
	if e.Mode != "" || e.Range != "" || tc.S.Engage != nil {
		t.Fatal("computing odds changed the engagement")
	}
}

// TestRerollOdds: with Config.Odds the "Hals und Beinbruch" reroll option shows the odds
// of the new roll, computed with the same modifiers.
func TestRerollOdds(t *testing.T) {
	tc := newTestCareer(t, "VIIC", MonthOf(1943, 7), 6, 6)
	tc.cfg.Odds = true
	tc.S.Boat.HalsUndBeinbruch = 1
	var got []Odds
	tc.dec.fallback = func(d *Decision) string {
		got = d.Options[1].Odds
		return "keep"
	}
	var m Mods
	m.Add(-1, "9.6.3 long range")
	tc.Roll("E2", "", &m)
	sum, undetected := 0.0, 0.0
	for _, o := range got {
		sum += o.P
		if o.Outcome == "undetected" {
			undetected = o.P
		}
	}
	if sum < 0.999 || sum > 1.001 {
		t.Fatalf("reroll odds sum to %.3f: %+v", sum, got)
	}
	if want := 15.0 / 36; undetected < want-1e-9 || undetected > want+1e-9 { // 2d6−1 ≤ 5: 2..6 → 15/36
		t.Fatalf("undetected %.4f, want 15/36", undetected)
	}
}

// TestThrowEveryTableDice: the dice of every table throw (3.4) with faces and a natural
// total in range; an unknown dice code is an engine bug.
func TestThrowEveryTableDice(t *testing.T) {
	span := map[string][2]int{"1d6": {1, 6}, "2d6": {2, 12}, "3d6": {3, 18}, "d66": {11, 66},
		"1d10": {1, 10}, "d100": {1, 100}, "1d20": {1, 20}}
	c := &Career{rng: NewPCGRoller(7)}
	for name, tbl := range MustData().Tables {
		sp, ok := span[tbl.Dice]
		if !ok {
			t.Errorf("table %s: dice %q is not a dice code of 3.4", name, tbl.Dice)
			continue
		}
		for i := 0; i < 200; i++ {
			var r Result
			if n := c.throw(diceKindOf(tbl.Dice), tbl.Dice, siteKey(name), &r); n < sp[0] || n > sp[1] || n != r.Natural {
				t.Fatalf("table %s: %s gave %d (Natural %d)", name, tbl.Dice, n, r.Natural)
			}
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("throw of 4d6 did not panic")
		}
	}()
	var r Result
	c.throw(diceKindOf("4d6"), "4d6", 0, &r)
}
