package engine

import (
	"slices"
	"strings"
	"testing"
)

// Rule tests for the optional rules 14.3, 14.4, 14.5, 14.12, 14.14 and 14.16
// (rules-career.md chapter 14; docs/options.md): each option's effect on scripted dice,
// and its absence with the option off.

// t1Other returns a [T1] d100 total whose ship differs from the ship at 1.
func t1Other(t *testing.T, d *Data) (int, string, string) {
	t.Helper()
	col := d.Tables["T1"].Columns[""]
	first := col.Look(1).Result
	for n := 2; n <= 100; n++ {
		if r := col.Look(n).Result; r != first {
			return n, first, r
		}
	}
	t.Fatal("[T1] has one ship")
	return 0, "", ""
}

// 14.3.2: a ship already sunk in this career that comes up again on its list is
// rerolled (the note names it); without the option it is met again. 14.3.1: the names
// of the ships identified go on the patrol log sheet beside their tonnage.
func TestRule14_3_2_SunkShipRerolled(t *testing.T) {
	for _, on := range []bool{false, true} {
		d := MustData()
		n2, first, second := t1Other(t, d)
		dice := shDice(1, shD100(1), 4) // small freighter, [T1] 01, Day/Night
		if on {
			dice = shDice(1, shD100(1), shD100(n2), 4)
		}
		tc, dec := shipTC(t, "VIIC", dice...)
		if on {
			tc.S.Options = Options{OptHistoricalTarget: true}
		}
		tc.S.Log = []LogRow{{Kind: "patrol", Sunk: []string{first}}, {Kind: "patrol"}}
		dec.on("attack", "decline")
		tc.shipEncounter("ship")
		tc.mustUseScript()
		s := tc.shipEvs()
		want := first
		if on {
			want = second
		}
		if len(s) != 1 || s[0].Name != want {
			t.Fatalf("14.3 %v: ships %+v, want %s", on, s, want)
		}
		notes := 0
		for _, e := range tc.eventsOf(TNote) {
			if k := e.(*KeyEvent); k.Key == "historical_reroll" && k.Detail == first {
				notes++
			}
		}
		if notes != map[bool]int{false: 0, true: 1}[on] {
			t.Errorf("14.3 %v: %d historical_reroll notes", on, notes)
		}
		tc.closePatrolRow(tc.S.Patrol, "returned", false)
		names := tc.S.Log[1].TargetNames
		if on && !slices.Equal(names, []string{second}) || !on && names != nil {
			t.Errorf("14.3.1 %v: log target names %v", on, names)
		}
	}
}

// 14.3.2: when every ship of a list has been sunk the roll stands (the rule cannot be
// kept, and the career goes on). 14.3.3, the Spanish reading: there is no second list to
// turn to.
func TestRule14_3_2_ListExhaustedRollStands(t *testing.T) {
	d := MustData()
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4)...)
	tc.S.Options = Options{OptHistoricalTarget: true}
	var all []string
	for _, r := range d.Tables["T1"].Columns[""].Rows {
		all = append(all, r.Result)
	}
	tc.S.Log = []LogRow{{Kind: "patrol", Sunk: all}}
	dec.on("attack", "decline")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if s := tc.shipEvs(); len(s) != 1 || s[0].Name != d.Tables["T1"].Columns[""].Look(1).Result {
		t.Fatalf("ships %+v", s)
	}
}

// 14.4: with the option a career without a U-number takes one of its type's historical
// IDs; a U-number off the list is refused; the VIIC/41 is numbered among the VIIC; a XII
// (none built) keeps the ordinary choice. Off, any number is the player's.
func TestRule14_4_1_HistoricalIDs(t *testing.T) {
	d := MustData()
	hist := Options{OptHistoricalIDs: true}
	for seed := uint64(1); seed <= 20; seed++ {
		c, err := NewCareer(Config{Seed: seed, Type: "VIIC", Options: hist}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !d.IsHistoricalID("VIIC", c.S.Boat.ID) {
			t.Fatalf("seed %d: %s is not a historical VIIC", seed, c.S.Boat.ID)
		}
	}
	if _, err := NewCareer(Config{Seed: 1, Type: "VIIC", UNumber: "U-2501", Options: hist}, nil); err == nil ||
		!strings.Contains(err.Error(), "14.4") {
		t.Errorf("U-2501 on a VIIC: %v", err)
	}
	if c, err := NewCareer(Config{Seed: 1, Type: "VIIC/41", UNumber: "U-201", Options: hist}, nil); err != nil || c.S.Boat.ID != "U-201" {
		t.Errorf("U-201 on a VIIC/41: %v", err)
	}
	if c, err := NewCareer(Config{Seed: 3, Type: "XXI", Options: hist}, nil); err != nil || !strings.HasPrefix(c.S.Boat.ID, "U-2") && !strings.HasPrefix(c.S.Boat.ID, "U-3") {
		t.Errorf("XXI: %v %v", c, err)
	}
	if c, err := NewCareer(Config{Seed: 1, Type: "XII", Options: hist}, nil); err != nil || c.S.Boat.ID != uNumbers[1] {
		t.Errorf("XII (none built): %v", err)
	}
	// off
	if c, err := NewCareer(Config{Seed: 1, Type: "VIIC", UNumber: "U-2501"}, nil); err != nil || c.S.Boat.ID != "U-2501" {
		t.Errorf("off: %v", err)
	}
	if c, _ := NewCareer(Config{Seed: 1, Type: "VIIC"}, nil); c.S.Boat.ID != uNumbers[1] {
		t.Errorf("off: default %s", c.S.Boat.ID)
	}
	if !d.IsHistoricalID("VIIC", "u 441") || d.IsHistoricalID("VIIC", "U-2000") || d.IsHistoricalID("IXC", "x") {
		t.Error("IsHistoricalID")
	}
}

// 14.5: a (W) patrol gets a historical wolfpack name from the list, noted and shown on the
// view; a patrol that is not a wolfpack's, or the option off, has none.
func TestRule14_5_WolfpackNames(t *testing.T) {
	for _, on := range []bool{false, true} {
		for _, wolf := range []bool{false, true} {
			tc := newTestCareer(t, "VIIC", MonthOf(1943, 9))
			if on {
				tc.S.Options = Options{OptWolfpackNames: true}
			}
			p := &Patrol{Area: "atlantic", Wolfpack: wolf}
			tc.S.Patrol = p
			tc.S.PatrolCount = 2
			tc.nameWolfpack(p)
			named := p.WolfpackName != ""
			if named != (on && wolf) {
				t.Fatalf("on %v wolfpack %v: name %q", on, wolf, p.WolfpackName)
			}
			if !named {
				continue
			}
			found := false
			for _, w := range tc.data.Lists.Wolfpacks {
				found = found || w.Name == p.WolfpackName
			}
			ev := tc.eventsOf(TNote)
			if !found || len(ev) != 1 || ev[0].(*KeyEvent).Key != "wolfpack_name" ||
				!strings.HasPrefix(ev[0].(*KeyEvent).Detail, p.WolfpackName+" (") {
				t.Errorf("name %q, notes %+v", p.WolfpackName, ev)
			}
			if v := ViewOf(&tc.S); v.Wolfpack != p.WolfpackName {
				t.Errorf("view wolfpack %q", v.Wolfpack)
			}
		}
	}
}

// 14.14: the boat belongs to a flotilla of her base (The Hunted's period: the flotilla's
// last listed base), and changes with the base; Penang keeps the flotilla she had. Off,
// none. No game effect: the same dice give the same career (TestOptionsNoDiceRoll…).
func TestRule14_14_Flotilla(t *testing.T) {
	d := MustData()
	lastBase := func(n int) string {
		for _, f := range d.Lists.Flotillas {
			if f.Number == n {
				return f.Bases[len(f.Bases)-1].Base
			}
		}
		return ""
	}
	for _, on := range []bool{false, true} {
		tc := newTestCareer(t, "VIIC", MonthOf(1943, 9))
		if on {
			tc.S.Options = Options{OptFlotilla: true}
		}
		tc.S.Flotilla = 0
		for _, base := range []string{BaseFrance, BaseNorway, BaseGermany, BaseMediterranean, BasePenang} {
			before := tc.S.Flotilla
			tc.S.Base = base
			tc.updateFlotilla()
			switch {
			case !on && tc.S.Flotilla != 0:
				t.Errorf("off: flotilla %d", tc.S.Flotilla)
			case on && base == BasePenang && tc.S.Flotilla != before:
				t.Errorf("Penang: flotilla %d, had %d", tc.S.Flotilla, before)
			case on && base != BasePenang && lastBase(tc.S.Flotilla) != base:
				t.Errorf("%s: flotilla %d (based %s)", base, tc.S.Flotilla, lastBase(tc.S.Flotilla))
			}
		}
		if on && ViewOf(&tc.S).Flotilla != tc.S.Flotilla {
			t.Error("view flotilla")
		}
	}
	if n, ports := d.FlotillaAt(5, BaseMediterranean); n != 29 || len(ports) != 0 {
		t.Errorf("Mediterranean: %d %v", n, ports)
	}
	if n, ports := d.FlotillaAt(5, BaseNorway); lastBase(n) != BaseNorway || len(ports) != 1 {
		t.Errorf("Norway: %d %v", n, ports)
	}
}

// xxiTC is shipTC for a Type XXI (available from 4/45).
func xxiTC(t *testing.T, faces ...int) (*testCareer, *shipDecider) {
	t.Helper()
	tc := newTestCareer(t, "XXI", MonthOf(1945, 4), faces...)
	dec := &shipDecider{answers: map[string][]string{}}
	tc.decider = dec
	tc.S.Patrol = &Patrol{Area: "atlantic", Dir: 1, Posture: PostureSurfaced, Track: []Box{
		{Code: "ST", Key: "atlantic", Column: "atlantic", Rolls: 1},
		{Code: "T", Key: "transit", Column: "transit", Rolls: 1, Transit: true},
	}}
	b := &tc.S.Boat
	for i := range b.BowTubes {
		b.BowTubes[i] = TorpNone
	}
	b.BowReloads, b.SternReloads = Load{}, Load{}
	b.Bold = 0
	return tc, dec
}

// nibelungTC is a Type XXI at sea with a Zaunkönig in bow tube 1 against an escorted
// ship by Day: size, [T1] 01, Day, U1 6+6 miss, E2 1+1 escapes.
func nibelungTC(t *testing.T, on bool, faces ...int) (*testCareer, *shipDecider) {
	t.Helper()
	tc, dec := xxiTC(t, faces...)
	if on {
		tc.S.Options = Options{OptXXISonar: true}
	}
	tc.S.Boat.BowTubes[0] = Zaunkoenig
	return tc, dec
}

// 14.12: a Type XXI may attack with the Nibelung sonar (decision "nibelung"): +1 on the
// escorts' [E2] rolls, −1 on a guided torpedo's [U1] roll. Off, nothing is asked and no
// modifier applies.
func TestRule14_12_NibelungModifiers(t *testing.T) {
	for _, on := range []bool{false, true} {
		tc, dec := nibelungTC(t, on, shDice(1, shD100(1), 1, 6, 6, 1, 1)...)
		dec.on("nibelung", "use").on("range", "medium").on("fire", "target_1")
		tc.shipEncounter("ship_escort")
		tc.mustUseScript()
		asked := slices.Contains(dec.ids(), "nibelung")
		u1, e2 := tc.rolls("U1")[0], tc.rolls("E2")[0]
		if asked != on || shHasMod(u1, -1, "14.12 Nibelung sonar") != on || shHasMod(e2, 1, "14.12 Nibelung sonar") != on {
			t.Errorf("on %v: asked %v, U1 mods %+v, E2 mods %+v", on, asked, u1.Mods, e2.Mods)
		}
	}
	// declined: no modifier
	tc, dec := nibelungTC(t, true, shDice(1, shD100(1), 1, 6, 6, 1, 1)...)
	dec.on("nibelung", "no").on("range", "medium").on("fire", "target_1")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if shHasMod(tc.rolls("E2")[0], 1, "14.12 Nibelung sonar") || shHasMod(tc.rolls("U1")[0], -1, "14.12 Nibelung sonar") {
		t.Error("declined Nibelung still modifies")
	}
	// a non-guided torpedo keeps its roll
	tc, _ = xxiTC(t)
	e := tc.newEngage("ship")
	e.Nibelung, e.Range, e.Mode = true, "medium", "submerged"
	var m Mods
	tc.u1Mods(&m, G7e, nil, "medium", false)
	if m.Sum() != 0 {
		t.Errorf("G7e with Nibelung: %+v", m)
	}
}

// 14.12: with the periscope damaged a Type XXI using Nibelung still attacks submerged by
// Day; without Nibelung it cannot attack (no mode). With the hydrophones damaged Nibelung
// (which replaces them) is not offered; another type is never asked.
func TestRule14_12_NibelungPeriscopeAndHydrophones(t *testing.T) {
	tc, dec := nibelungTC(t, true, shDice(1, shD100(1), 1, 6, 6, 1, 1, 6)...) // E5 6 (repair roll, B14)
	tc.S.Boat.sysAt(sysPeriscope).State = SysDamaged
	dec.on("nibelung", "use").on("range", "medium").on("fire", "target_1")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if d, _ := dec.find("attack_mode", 0); d == nil || !d.Has("submerged") || len(tc.rolls("U1")) != 1 {
		t.Fatalf("periscope damaged with Nibelung: %v", dec.ids())
	}
	tc, dec = nibelungTC(t, true, shDice(1, shD100(1), 1)...)
	tc.S.Boat.sysAt(sysPeriscope).State = SysDamaged
	dec.on("nibelung", "no")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if _, e := dec.find("attack_mode", 0); e != nil || len(tc.rolls("U1")) != 0 {
		t.Fatalf("periscope damaged without Nibelung attacked: %v", dec.ids())
	}
	tc, dec = nibelungTC(t, true, shDice(1, shD100(1), 1, 6, 6, 1, 1, 6)...) // E5 6
	tc.S.Boat.sysAt(sysHydrophones).State = SysDamaged
	dec.on("range", "medium").on("fire", "target_1")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if slices.Contains(dec.ids(), "nibelung") {
		t.Error("Nibelung offered with the hydrophones damaged")
	}
	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 1, 6, 6, 1, 1)...)
	tc.S.Options = Options{OptXXISonar: true}
	tc.S.Boat.BowTubes[0] = Zaunkoenig
	dec.on("range", "medium").on("fire", "target_1")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if slices.Contains(dec.ids(), "nibelung") {
		t.Error("Nibelung offered to a VIIC")
	}
}

// extremeDice: a convoy (small Henzada, large, tanker, small), Night 4.
func extremeDice(rest ...any) []int {
	return shDice(append([]any{1, shD100(1), 4, shD100(1), 6, shD100(3), 2, shD100(10), 4}, rest...)...)
}

// 14.16: against a convoy a FaT torpedo may be fired from Extreme range: only the FaT
// tubes fire, each hits on an unmodified 2–3 (no [U1], no 9.2.4 reroll), and the escorts
// detect on an unmodified 11–12 instead of [E2]. Off, the range decision has three ranges.
func TestRule14_16_ExtremeRange(t *testing.T) {
	// off
	tc, dec := shipTC(t, "VIIC", extremeDice(6, 6, 6, 6, 1, 1)...) // U1 miss, FAT miss, E2 escapes
	tc.S.Boat.BowTubes[0], tc.S.Boat.BowTubes[1] = G7aFaT, G7e
	dec.on("range", "long").on("fire", "target_1", "hold")
	tc.shipEncounter("convoy")
	tc.mustUseScript()
	if d, _ := dec.find("range", 0); d.Has(RangeExtreme) {
		t.Fatalf("off: ranges %v", d.Keys())
	}

	// on: EXTREME 1+2 hit, DUD 3, U3 1; EXTREME_DETECT 5+5 = 10 undetected
	tc, dec = shipTC(t, "VIIC", extremeDice(1, 2, 3, 1, 5, 5)...)
	tc.S.Options = Options{OptExtremeRange: true}
	tc.cfg.Odds = true
	tc.S.Boat.BowTubes[0], tc.S.Boat.BowTubes[1] = G7aFaT, G7e
	dec.on("range", RangeExtreme).on("fire", "target_1")
	tc.shipEncounter("convoy")
	tc.mustUseScript()
	d, _ := dec.find("range", 0)
	if !d.Has(RangeExtreme) {
		t.Fatalf("on: ranges %v", d.Keys())
	}
	x := d.Options[len(d.Options)-1]
	if !shNear(shOdds(&x, OutcomeHitPrefix+"g7a_fat"), 3.0/36) || shOdds(&x, OutcomeHitPrefix+"g7e") != -1 ||
		!shNear(shOdds(&x, OutcomeEscortsDetect), 3.0/36) {
		t.Errorf("extreme odds %+v", x.Odds)
	}
	if n := len(slices.DeleteFunc(dec.ids(), func(s string) bool { return s != "fire" })); n != 1 {
		t.Errorf("%d fire decisions at Extreme range (one FaT tube)", n)
	}
	h, det := tc.rolls("EXTREME"), tc.rolls("EXTREME_DETECT")
	if len(h) != 1 || h[0].Result != "hit" || len(h[0].Mods) != 0 || len(det) != 1 || det[0].Result != "undetected" {
		t.Fatalf("EXTREME %+v, EXTREME_DETECT %+v", h, det)
	}
	if len(tc.rolls("U1")) != 0 || len(tc.rolls("E2")) != 0 || len(tc.rolls("FAT")) != 0 || len(tc.rolls("E2_close")) != 0 {
		t.Error("U1, E2, FAT or pre-fire rolls at Extreme range")
	}
	if to := tc.torpEvs(); len(to) != 1 || to[0].Outcome != "hit" || to[0].Weapon != "g7a_fat" {
		t.Errorf("torpedoes %+v", to)
	}
	if tc.S.Boat.BowTubes[1] != G7e {
		t.Error("the G7e fired from Extreme range")
	}

	// on, a miss on 4 (no FaT reroll) and detection on 6+6: depth charges, then [E2] as
	// at Long range. EXTREME 2+2 miss; DETECT 6+6; E3_special 2; E3 1+1; E2 1+1.
	tc, dec = shipTC(t, "VIIC", extremeDice(2, 2, 6, 6, 2, 1, 1, 1, 1)...)
	tc.S.Options = Options{OptExtremeRange: true}
	tc.S.Boat.BowTubes[0] = G7eFaT
	dec.on("range", RangeExtreme).on("fire", "target_2")
	tc.shipEncounter("convoy")
	tc.mustUseScript()
	if det := tc.rolls("EXTREME_DETECT"); len(det) != 1 || det[0].Result != "detected" || len(tc.rolls("E3")) != 1 {
		t.Fatalf("detected: %+v, E3 %d", det, len(tc.rolls("E3")))
	}
	if e2 := tc.rolls("E2"); len(e2) != 1 || !shHasMod(e2[0], -1, "9.6.3 long range [A40]") || !shHasMod(e2[0], 1, "9.6.14 previously detected") {
		t.Errorf("E2 after Extreme %+v", e2)
	}
	if len(tc.rolls("FAT")) != 0 {
		t.Error("9.2.4 FaT reroll at Extreme range")
	}
}

// 14.16: the detection roll after a second salvo detects from 10; Extreme is offered
// only against a convoy.
func TestRule14_16_SecondSalvoAndConvoyOnly(t *testing.T) {
	tc, _ := shipTC(t, "VIIC", 5, 5, 5, 5)
	tc.S.Options = Options{OptExtremeRange: true}
	tc.newEngage("convoy")
	if tc.extremeDetection(false) || !tc.extremeDetection(true) {
		t.Error("10 detects only after a second salvo")
	}
	tc.mustUseScript()
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 1, 6, 6, 1, 1)...)
	tc.S.Options = Options{OptExtremeRange: true}
	tc.S.Boat.BowTubes[0] = G7aFaT
	dec.on("range", "medium").on("fire", "target_1")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if d, _ := dec.find("range", 0); d.Has(RangeExtreme) {
		t.Errorf("Extreme against an escorted ship: %v", d.Keys())
	}
}

// 14.12: Nibelung damaged in the combat (the hydrophones' box, which it replaces) no
// longer gives the guided torpedoes their −1; the escorts' +1 stays.
func TestRule14_12_NibelungDamagedInCombat(t *testing.T) {
	tc, _ := xxiTC(t)
	tc.S.Options = Options{OptXXISonar: true}
	e := tc.newEngage("ship_escort")
	e.Nibelung, e.Range, e.Mode = true, "medium", "submerged"
	guided := func() int {
		var m Mods
		tc.u1Mods(&m, Zaunkoenig, nil, "medium", false)
		return m.Sum()
	}
	det := func() bool {
		var m Mods
		tc.detectionMods(&m, false)
		for _, x := range m.List() {
			if x.Why == "14.12 Nibelung sonar" {
				return true
			}
		}
		return false
	}
	if guided() != -1 || !det() {
		t.Fatalf("working: U1 %d, E2 +1 %v", guided(), det())
	}
	tc.S.Boat.sysAt(sysHydrophones).State = SysDamaged
	if guided() != 0 || !det() {
		t.Errorf("damaged: U1 %d, E2 +1 %v", guided(), det())
	}
}
