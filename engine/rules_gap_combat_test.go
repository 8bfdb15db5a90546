package engine

import (
	"slices"
	"testing"
)

// Rule tests for the combat rules of chapter 9 that had none yet: 9.0, 9.1.1, 9.1.3,
// 9.1.5, 9.1.6, 9.1.8, 9.2.9, 9.3.2–9.3.4, 9.4.1, 9.4.4, 9.4.5, 9.7.2, 9.7.3, 9.7.5,
// 9.7.10 and 9.8.8.4.

// gapHook wraps the shipDecider and calls hook before each answer (to look at the state
// as it was when a decision was asked).
type gapHook struct {
	*shipDecider
	hook func(st *State, d *Decision)
}

func (g *gapHook) Decide(st *State, d *Decision) (string, string) {
	g.hook(st, d)
	return g.shipDecider.Decide(st, d)
}

// gapTables lists the tables of the roll events, in order, keeping only those named.
func (tc *testCareer) gapTables(keep ...string) []string {
	var out []string
	for _, e := range tc.events {
		if r, ok := e.(*RollEvent); ok && slices.Contains(keep, r.Table) {
			out = append(out, r.Table)
		}
	}
	return out
}

// gapCount counts the decisions with an id.
func gapCount(dec *shipDecider, id string) int {
	n := 0
	for _, d := range dec.seen {
		if d.ID == id {
			n++
		}
	}
	return n
}

// 9.0 General rule and its procedure summary: the targets are identified and the time of
// day set; the PLAYER CHOICEs (attack, mode, range, tubes, targets) come next; each shot
// is rolled on [U1], a hit checked for a dud and its damage rolled on [U3]; with escorts
// present [E2] follows, a detection brings depth charges at once ([E3], hits on [E4]) and
// [E2] is rolled again until the U-boat escapes; then repairs, and Following may extend
// the encounter. Combat against ships is voluntary: declining fires nothing and is not
// detected.
func TestRule9_0_CombatProcedureOrder(t *testing.T) {
	// Henzada (2); Night; U1 2+2 hit; DUD 2; U3 4 → 1 point; E2 3+3 = 6 detected;
	// E3_special 2; E3 2+2 = 4 → 1 hit; E4 61 hydrophones; E2 1+1 escape; E5 1 repaired.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 2, 2, 2, 4, 3, 3, 2, 2, 2, 6, 1, 1, 1, 1)...)
	tc.S.Boat.Alberich = false
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("range", "medium")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	want := []string{"SIZE", "T1", "DAY", "U1", "DUD", "U3", "E2", "E3_special", "E3", "E4", "E2", "E5"}
	if got := tc.gapTables(want...); !slices.Equal(got, want) {
		t.Fatalf("roll order %v\nwant %v", got, want)
	}
	wantD := []string{"attack", "attack_escort", "attack_mode", "range", "end", "fire", "test_depth", "test_depth", "follow"}
	if !slices.Equal(dec.ids(), wantD) {
		t.Fatalf("decisions %v\nwant %v", dec.ids(), wantD)
	}
	if !slices.Equal(tc.S.Patrol.Damaged, []string{"Henzada"}) || tc.S.Boat.Sys("hydrophones").State != SysOK {
		t.Errorf("damaged %v hydrophones %d", tc.S.Patrol.Damaged, tc.S.Boat.Sys("hydrophones").State)
	}

	// voluntary: declining fires nothing and no detection is rolled.
	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 4)...)
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("attack", "decline")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if len(tc.rolls("U1"))+len(tc.rolls("E2"))+len(tc.rolls("E2_close")) != 0 || tc.S.Boat.BowTubes[0] != G7e {
		t.Fatal("declined combat fired or was detected")
	}
}

// 9.1.1 every target goes on the mat in the box of its damage capacity (8.3.5): a large
// freighter under 10,000 t takes 3, one of 10,000 t or more 4; a convoy fills the four
// columns.
func TestRule9_1_1_TargetsStartAtCapacity(t *testing.T) {
	// large Empire Moon 7,500 t; large Leopoldville 11,500 t; tanker Pegasus 9,600 t;
	// small Tutoya 1,100 t; Night.
	tc, dec := shipTC(t, "VIIC", shDice(4, shD100(78), 5, shD100(47), 6, shD100(2), 1, shD100(10), 4)...)
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("attack", "decline")
	tc.shipEncounter("convoy")
	tc.mustUseScript()
	_, e := dec.find("attack", 0)
	if e == nil || len(e.Targets) != 4 {
		t.Fatalf("want four targets on the mat, got %+v", e)
	}
	want := []struct {
		name string
		cap  int
	}{{"Empire Moon", 3}, {"Leopoldville", 4}, {"Pegasus", 3}, {"Tutoya", 2}}
	for i, w := range want {
		tg := e.Targets[i]
		if tg.Name != w.name || tg.Capacity != w.cap || tg.Damage != 0 || tg.Sunk {
			t.Errorf("target %d %+v, want %s in box %d", i, tg, w.name, w.cap)
		}
	}
	for i, s := range tc.shipEvs() {
		if s.DamageToSink != want[i].cap {
			t.Errorf("ship event %d damage_to_sink %d, want %d", i, s.DamageToSink, want[i].cap)
		}
	}
}

// 9.1.3 the Day/Night marker is set on the mat before the attack choices and governs
// them: by Day an escorted target allows only a submerged attack, at Night a Night
// Surface Attack is offered (9.5.1).
func TestRule9_1_3_DayNightMarker(t *testing.T) {
	for _, c := range []struct {
		face  int
		night bool
		modes []string
	}{{3, false, []string{"submerged"}}, {4, true, []string{"submerged", "nsa"}}} {
		tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), c.face)...)
		tc.S.Boat.BowTubes[0] = G7e
		dec.on("fire", "hold")
		tc.shipEncounter("ship_escort")
		tc.mustUseScript()
		_, e := dec.find("attack", 0)
		if e == nil || e.Night != c.night {
			t.Fatalf("DAY %d: Night %v at the attack choice, want %v", c.face, e != nil && e.Night, c.night)
		}
		if d, _ := dec.find("attack_mode", 0); d == nil || !slices.Equal(d.Keys(), c.modes) {
			t.Errorf("DAY %d: attack modes %v, want %v", c.face, d.Keys(), c.modes)
		}
	}
}

// 9.1.5 the Escort box: filled for Ship + Escort, Two Ships + Escort, Convoy and Capital
// Ship (8.2.4), empty for the unescorted results; the escort can then be added as a target
// (9.10). Without optional 14.6 no escort quality is placed.
func TestRule9_1_5_EscortBox(t *testing.T) {
	cases := []struct {
		kind  string
		faces []int
	}{
		{"ship_escort", shDice(1, shD100(1), 4)},
		{"two_ships_escort", shDice(1, shD100(1), 1, shD100(2), 4)},
		{"convoy", shDice(1, shD100(1), 1, shD100(2), 1, shD100(3), 1, shD100(4), 4)},
		{"capital_ship", shDice(2, 4)},
	}
	for _, c := range cases {
		tc, dec := shipTC(t, "VIIC", c.faces...)
		tc.S.Boat.BowTubes[0] = G7e
		dec.on("fire", "hold")
		tc.shipEncounter(c.kind)
		tc.mustUseScript()
		_, e := dec.find("attack", 0)
		if e == nil || !e.Escorted || e.EscortQuality != -1 {
			t.Fatalf("%s: escort box %+v", c.kind, e)
		}
		if d, _ := dec.find("attack_escort", 0); d == nil {
			t.Errorf("%s: the escort is not offered as a target", c.kind)
		}
	}
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4)...)
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("attack_mode", "submerged").on("weapon_group", "done")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if _, e := dec.find("attack", 0); e == nil || e.Escorted {
		t.Fatalf("ship: escort box filled %+v", e)
	}
	if d, _ := dec.find("attack_escort", 0); d != nil {
		t.Error("ship: an escort offered as a target with the box empty")
	}
}

// 9.1.6 the Air Attack box is used only with optional 14.7: without it an aircraft's
// [E3] result is applied as rolled (2 hits → two [E4] rolls), with the single automatic
// crew injury of 9.8.2 and no quality roll.
func TestRule9_1_6_NoAircraftQualityWithoutOption(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		3, 4, // A1 7 one attack
		2,    // E3_special normal
		3, 2, // E3 5+2 = 7 → 2 hits
		1, 4, 6, 1, // E4 14 periscope, 61 hydrophones
		3, 3, 1, // crew_1 LW
		1, 1, // A2 shot down
		1, 1) // E5 periscope, hydrophones
	tc.run(func() { tc.aircraft(AirNormal) })
	tc.mustUseScript()
	if r := tc.cbRoll("E3", 0); r.Result != "2" || cbModSum(r) != 2 {
		t.Fatalf("E3 %+v", r)
	}
	if len(tc.rolls("E4")) != 2 || len(tc.rolls("E5a_who")) != 1 || len(tc.rolls("QUALITY")) != 0 {
		t.Fatalf("E4 %d injuries %d quality %d", len(tc.rolls("E4")), len(tc.rolls("E5a_who")), len(tc.rolls("QUALITY")))
	}
}

// 9.1.8 the Incoming Hits marker records the hits of an attack: each of them is rolled on
// [E4] and applied at once (1 hit → one roll, 3 hits → three).
func TestRule9_1_8_IncomingHits(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		2, 2, 2, // E3_special normal; E3 4 → 1 hit
		1, 4, // E4 periscope
		2, 4, 5, // E3_special normal; E3 9 → 3 hits
		6, 1, 4, 2, 1, 5) // E4 hydrophones, radio, dive planes
	cbEscorted(tc)
	tc.run(tc.depthChargeAttack)
	if n := len(tc.rolls("E4")); n != 1 {
		t.Fatalf("1 hit: %d [E4] rolls", n)
	}
	tc.run(tc.depthChargeAttack)
	tc.mustUseScript()
	if r := tc.cbRoll("E3", 1); r.Result != "3" {
		t.Fatalf("E3 %+v", r)
	}
	if n := len(tc.rolls("E4")); n != 4 {
		t.Fatalf("3 hits: %d [E4] rolls in all, want 4", n-1)
	}
	want := []string{"periscope:damaged", "hydrophones:damaged", "radio:damaged", "dive_planes:damaged"}
	if got := tc.cbDamages(); !slices.Equal(got, want) {
		t.Errorf("damage %v, want %v", got, want)
	}
}

// 9.2.9 a combat round: the U-boat fires, then the escorts try to detect it; while they
// succeed, depth-charge attacks and new detection attempts follow until it escapes; then
// the encounter may go on only by Following. At Close range a boat detected before firing
// does not fire at all (9.2.2).
func TestRule9_2_9_CombatRoundStructure(t *testing.T) {
	// Henzada; Night; U1 6+6 miss; E2 6 detected; normal, E3 2 ineffective; E2 6+1
	// detected; normal, E3 2; E2 natural 2 escape.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 6, 6, 3, 3, 2, 1, 1, 3, 3, 2, 1, 1, 1, 1)...)
	tc.S.Boat.Alberich = false
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("range", "medium")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	want := []string{"U1", "E2", "E3", "E2", "E3", "E2"}
	if got := tc.gapTables("U1", "E2", "E2_close", "E3"); !slices.Equal(got, want) {
		t.Fatalf("round structure %v, want %v", got, want)
	}
	ids := dec.ids()
	if ids[len(ids)-1] != "follow" || gapCount(dec, "additional_round") != 0 {
		t.Errorf("after the cycle: decisions %v", ids)
	}

	// Close range, detected before firing: no fire, depth charges, then detection again.
	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 4, 4, 3, 2, 1, 1, 1, 1)...)
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("range", "close")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	want = []string{"E2_close", "E3", "E2"}
	if got := tc.gapTables("U1", "E2", "E2_close", "E3"); !slices.Equal(got, want) {
		t.Fatalf("close range %v, want %v", got, want)
	}
	if tc.S.Boat.BowTubes[0] != G7e {
		t.Error("the torpedo left its tube")
	}
}

// 9.3.2 at most two ammunition points a combat round, each aimed at any target (here one
// at each ship); a new round allows two more. With one point left only one is fired.
func TestRule9_3_2_TwoAmmunitionPointsPerRound(t *testing.T) {
	// Henzada, Tutoya; Night; round 1: two misses; E1 3+3 none; round 2: two misses.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 1, shD100(10), 4, 6, 6, 6, 6, 3, 3, 6, 6, 6, 6)...)
	b := &tc.S.Boat
	b.DeckGun, b.Ammo = true, 10
	dec.on("range", "close", "close").on("gun", "target_1", "target_2", "target_2", "target_2").
		on("additional_round", "yes", "no")
	tc.shipEncounter("two_ships")
	tc.mustUseScript()
	if n := gapCount(dec, "gun"); n != 4 {
		t.Fatalf("gun decisions %d, want 2 a round", n)
	}
	for i, ctx := range []string{"gun_1", "gun_2", "gun_1", "gun_2"} {
		if d, _ := dec.find("gun", i); d.Context != ctx {
			t.Errorf("gun decision %d context %q, want %q", i, d.Context, ctx)
		}
	}
	if b.Ammo != 6 {
		t.Errorf("ammo %d, want 6", b.Ammo)
	}
	to := tc.torpEvs()
	if len(to) != 4 || to[0].Target != "Henzada" || to[1].Target != "Tutoya" || to[0].Weapon != "deck_gun" {
		t.Errorf("gun shots %+v", to)
	}

	// one point left: one shot.
	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 4, 6, 6)...)
	tc.S.Boat.DeckGun, tc.S.Boat.Ammo = true, 1
	dec.on("range", "close")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if n := gapCount(dec, "gun"); n != 1 || tc.S.Boat.Ammo != 0 {
		t.Fatalf("gun decisions %d ammo %d", n, tc.S.Boat.Ammo)
	}
}

// 9.3.3 a gun shot is one [U1] roll at the engagement's range with green crew +1 (and the
// command penalties), but none of the torpedo modifiers (UZO, Knight's Cross, Experte
// 1WO, fast target); no dud check; damage on the deck-gun column of [U3], with no −1 for
// an 8.8 cm gun.
func TestRule9_3_3_GunShotModifiers(t *testing.T) {
	// U1 3+3 +1 = 7 hit at Medium; U3 deck gun 1 → 2 points: sunk.
	tc, dec := shipTC(t, "VIIC", 3, 3, 1)
	tc.S.Crew.Quality = Green
	tc.S.KC = KCKnightsCross
	tc.S.Crew.M[WO1].Experte = true
	tc.S.Boat.DeckGun, tc.S.Boat.Ammo = true, 1
	e := tc.newEngage("ship")
	e.Mode, e.Range = "surfaced", "medium"
	tc.putTarget(Target{Name: "Fast", Tons: 4200, Capacity: 2, Fast: true})
	dec.on("gun", "target_1")
	tc.fireGunGroup()
	tc.mustUseScript()
	u := tc.cbRoll("U1", 0)
	if u.Column != "medium" || cbModSum(u) != 1 || !shHasMod(u, 1, "[U1] green crew") {
		t.Fatalf("U1 %+v", u)
	}
	if u.Result != "hit" || len(tc.rolls("DUD")) != 0 {
		t.Fatalf("hit without a dud check: %+v dud %d", u, len(tc.rolls("DUD")))
	}
	if r := tc.cbRoll("U3", 0); r.Column != "deck_gun" || len(r.Mods) != 0 || r.Result != "2" {
		t.Errorf("U3 %+v", r)
	}
	if !e.Targets[0].Sunk || tc.S.Boat.Ammo != 0 {
		t.Error("two gun points should sink a two-point ship")
	}
	// the command penalty applies to the gun too: 2WO in command +2.
	tc.S.Crew.Command = WO2
	var m Mods
	tc.u1Mods(&m, TorpNone, &e.Targets[0], "medium", false)
	if m.Sum() != 3 {
		t.Errorf("green + 2WO in command: %d, want 3", m.Sum())
	}
}

// 9.3.4 Flak guns are never used against ships: a surfaced attack with working Flak
// offers only torpedoes and the deck gun, and no Flak ([A2]) roll is made.
func TestRule9_3_4_NoFlakAgainstShips(t *testing.T) {
	// Henzada; Night; bow miss; gun miss ×2.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 6, 6, 6, 6, 6, 6)...)
	b := &tc.S.Boat
	b.BowTubes[0] = G7e
	b.DeckGun, b.Ammo = true, 10
	if _, _, canFire := tc.flakUp(); !canFire {
		t.Fatal("the boat's Flak should be working")
	}
	dec.on("attack_mode", "surfaced").on("weapon_group", "bow", "deck_gun")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	for i := 0; ; i++ {
		d, _ := dec.find("weapon_group", i)
		if d == nil {
			break
		}
		for _, k := range d.Keys() {
			if k != "bow" && k != "stern" && k != "deck_gun" && k != "done" {
				t.Errorf("weapon group %q offered against ships", k)
			}
		}
	}
	if len(tc.rolls("A2")) != 0 {
		t.Error("Flak fired at ships")
	}
	if n := len(tc.rolls("U1")); n != 3 {
		t.Errorf("shots %d, want 1 torpedo and 2 gun points", n)
	}
}

// 9.4.1 Ship, Two Ships and Tanker are unescorted: no detection roll after firing, and
// the round may be followed by an Additional Combat Round (9.4.3).
func TestRule9_4_1_UnescortedResults(t *testing.T) {
	for _, c := range []struct {
		kind  string
		faces []int
	}{
		{"ship", shDice(1, shD100(1), 4, 6, 6)},
		{"two_ships", shDice(1, shD100(1), 1, shD100(2), 4, 6, 6)},
		{"tanker", shDice(shD100(1), 4, 6, 6)},
	} {
		tc, dec := shipTC(t, "VIIC", c.faces...)
		tc.S.Boat.BowTubes[0] = G7e
		tc.S.Boat.BowReloads[G7e] = 1
		dec.on("attack_mode", "submerged")
		tc.shipEncounter(c.kind)
		tc.mustUseScript()
		if _, e := dec.find("attack", 0); e == nil || e.Escorted {
			t.Fatalf("%s: escorted %+v", c.kind, e)
		}
		if len(tc.rolls("U1")) != 1 || len(tc.rolls("E2"))+len(tc.rolls("E2_close")) != 0 {
			t.Errorf("%s: U1 %d, detection rolled", c.kind, len(tc.rolls("U1")))
		}
		if gapCount(dec, "additional_round") != 1 || gapCount(dec, "follow") != 0 {
			t.Errorf("%s: decisions %v", c.kind, dec.ids())
		}
	}
}

// 9.4.4 no limit on Additional Combat Rounds but the per-box one (9.4.7): a fifth round
// is still offered once the chase has moved on a box. Once an escort has arrived from
// such a roll, no further Additional Round: only Following (9.7, [A44]).
func TestRule9_4_4_AdditionalRoundsUnlimitedUntilEscort(t *testing.T) {
	// Cherry Valley (4); Night; five rounds of two gun misses, four E1 3+3 none.
	faces := shDice(shD100(1), 4)
	for r := 0; r < 5; r++ {
		faces = append(faces, 6, 6, 6, 6)
		if r < 4 {
			faces = append(faces, 3, 3)
		}
	}
	tc, dec := shipTC(t, "VIIC", faces...)
	tc.S.Patrol.Track = []Box{
		{Code: "ST", Key: "atlantic", Column: "atlantic", Rolls: 1},
		{Code: "ST", Key: "atlantic", Column: "atlantic", Rolls: 1},
		{Code: "ST", Key: "atlantic", Column: "atlantic", Rolls: 1},
		{Code: "T", Key: "transit", Column: "transit", Rolls: 1, Transit: true},
	}
	tc.S.Boat.DeckGun, tc.S.Boat.Ammo = true, 20
	dec.on("additional_round", "yes", "yes", "yes", "yes")
	tc.shipEncounter("tanker")
	tc.mustUseScript()
	if n := gapCount(dec, "additional_round"); n != 5 || len(tc.rolls("E1")) != 4 {
		t.Fatalf("additional-round choices %d, E1 rolls %d", n, len(tc.rolls("E1")))
	}
	if tc.S.Patrol.Pos != 1 || tc.S.Boat.Ammo != 10 {
		t.Errorf("pos %d ammo %d", tc.S.Patrol.Pos, tc.S.Boat.Ammo)
	}

	// Escort arrives: escaped, fire, post-fire check escaped; then Follow, never another
	// Additional Round.
	// Henzada; Night; U1 6+6 miss; E1 1+2 escort; E2 natural 2; U1 6+6 miss; E2 natural 2.
	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 4, 6, 6, 1, 2, 1, 1, 6, 6, 1, 1)...)
	tc.S.Boat.DeckGun = false
	tc.S.Boat.BowTubes[0] = G7e
	tc.S.Boat.BowReloads[G7e] = 1
	dec.on("attack_mode", "submerged").on("additional_round", "yes").on("escort_fire", "fire")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if r := tc.cbRoll("E1", 0); r.Result != "escort" {
		t.Fatalf("E1 %+v", r)
	}
	ids := dec.ids()
	i := slices.Index(ids, "escort_fire")
	if i < 0 || slices.Contains(ids[i:], "additional_round") || !slices.Contains(ids[i:], "follow") {
		t.Fatalf("after the escort arrived: decisions %v", ids)
	}
	if len(tc.rolls("U1")) != 2 {
		t.Errorf("the attack after escaping the arrival check was not made")
	}
}

// 9.4.5 Additional Combat Rounds only against unescorted targets: never offered in an
// escorted engagement, offered once a Followed straggler has become unescorted (9.7.6).
func TestRule9_4_5_AdditionalRoundsOnlyUnescorted(t *testing.T) {
	// Henzada (2); Night; U1 2+2 hit, DUD 2, U3 4 → 1; E2 natural 2 escape; follow the
	// damaged ship: STRAGGLER 6 unescorted; U1 6+6 miss.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 2, 2, 2, 4, 1, 1, 6, 6, 6)...)
	b := &tc.S.Boat
	b.BowTubes[0] = G7e
	b.BowReloads[G7e] = 1
	b.DeckGun, b.Ammo = true, 4
	dec.on("range", "medium", "medium").on("follow", "damaged").on("attack_mode", "submerged", "submerged")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	ids := dec.ids()
	f := slices.Index(ids, "follow")
	if f < 0 || slices.Contains(ids[:f], "additional_round") {
		t.Fatalf("escorted round: decisions %v", ids)
	}
	d, e := dec.find("additional_round", 0)
	if d == nil || e.Escorted {
		t.Fatalf("unescorted straggler: additional round %v, engagement %+v", d, e)
	}

	// the straggler stays escorted (1–5): no Additional Round.
	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 4, 2, 2, 2, 4, 1, 1, 3, 6, 6, 1, 1)...)
	b = &tc.S.Boat
	b.BowTubes[0] = G7e
	b.BowReloads[G7e] = 1
	dec.on("range", "medium", "medium").on("follow", "damaged", "stop").on("attack_mode", "submerged", "submerged")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if gapCount(dec, "additional_round") != 0 || len(tc.rolls("U1")) != 2 {
		t.Fatalf("escorted straggler: decisions %v", dec.ids())
	}
}

// 9.7.2 no Following against unescorted ships (Additional Rounds instead): a damaged
// unescorted ship left afloat is never offered for a Follow.
func TestRule9_7_2_NoFollowingUnescorted(t *testing.T) {
	// Henzada (2); Night; U1 2+2 hit, DUD 2, U3 4 → 1 point.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 2, 2, 2, 4)...)
	tc.S.Boat.BowTubes[0] = G7e
	tc.S.Boat.BowReloads[G7e] = 1
	dec.on("attack_mode", "submerged").on("range", "medium")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if !slices.Equal(tc.S.Patrol.Damaged, []string{"Henzada"}) {
		t.Fatalf("damaged %v", tc.S.Patrol.Damaged)
	}
	if gapCount(dec, "follow") != 0 || gapCount(dec, "additional_round") != 1 {
		t.Fatalf("decisions %v", dec.ids())
	}
	// the Follow step itself refuses an unescorted engagement.
	tc, dec = shipTC(t, "VIIC")
	tc.newEngage("two_ships")
	tc.putTarget(Target{Name: "a", Tons: 4200, Capacity: 2, Damage: 1})
	tc.putTarget(Target{Name: "b", Tons: 4200, Capacity: 2})
	if step := tc.follow(); step != stepEnd || len(dec.seen) != 0 || len(tc.rolls("STRAGGLER")) != 0 {
		t.Fatalf("follow of unescorted ships: step %d decisions %v", step, dec.ids())
	}
}

// 9.7.3 a boat that was detected and damaged may Follow once it has escaped; all repairs
// (10.8) are made before the Follow attempt.
func TestRule9_7_3_FollowAfterDetectionRepairsFirst(t *testing.T) {
	// Henzada; Night; U1 hit, DUD 2, U3 4 → 1; E2 6 detected; normal; E3 4 → 1 hit:
	// E4 61 hydrophones; E2 natural 2 escape; E5 1 repaired; STRAGGLER 3 escorted.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 2, 2, 2, 4, 3, 3, 2, 2, 2, 6, 1, 1, 1, 1, 3)...)
	tc.S.Boat.Alberich = false
	tc.S.Boat.BowTubes[0] = G7e
	hydro, repairs, asked := -1, -1, false
	tc.decider = &gapHook{dec, func(st *State, d *Decision) {
		if d.ID == "follow" && !asked {
			asked = true
			hydro = st.Boat.Sys("hydrophones").State
			repairs = len(tc.rolls("E5"))
			if st.Engage == nil || !st.Engage.PreviouslyDetected {
				t.Error("the follow choice should come after a detection")
			}
		}
	}}
	dec.on("range", "medium").on("follow", "damaged").on("time_of_day", "night")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if !asked || !slices.Contains(dec.seen[slices.Index(dec.ids(), "follow")].Keys(), "damaged") {
		t.Fatalf("no Follow offered after escaping: %v", dec.ids())
	}
	if repairs != 1 || hydro != SysOK {
		t.Fatalf("at the Follow choice: %d repair rolls, hydrophones state %d", repairs, hydro)
	}
	if r := tc.rolls("STRAGGLER"); len(r) != 1 || tc.S.Patrol.FollowsHere != 1 {
		t.Errorf("the Follow was not made: %v", r)
	}
}

// 9.7.5 after a successful Follow of undamaged ships the time of day is rolled again,
// and by Day the switch to Night may be tried (8.4.2); after Following damaged ships
// there is no roll: the player chooses Day or Night (8.4.4).
func TestRule9_7_5_TimeOfDayAfterFollow(t *testing.T) {
	// Henzada; Night; U1 6+6 miss; E2 natural 2; FOLLOW 1; DAY 2 Day; NIGHT 1 Night.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 6, 6, 1, 1, 1, 2, 1)...)
	tc.S.Boat.BowTubes[0] = G7e
	tc.S.Boat.BowReloads[G7e] = 1
	dec.on("range", "medium").on("follow", "undamaged").on("night", "try").on("attack", "attack", "decline")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if got := tc.gapTables("DAY", "FOLLOW", "NIGHT"); !slices.Equal(got, []string{"DAY", "FOLLOW", "DAY", "NIGHT"}) {
		t.Fatalf("rolls %v", got)
	}
	if _, e := dec.find("attack", 1); e == nil || !e.Night {
		t.Fatalf("second engagement by Night: %+v", e)
	}
	if gapCount(dec, "time_of_day") != 0 {
		t.Error("time of day chosen after following undamaged ships")
	}

	// damaged ship: Day at first; U1 2+2 hit, DUD 2, U3 4 → 1; E2 natural 2; STRAGGLER 1
	// escorted; the player picks Night; no new DAY roll.
	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 2, 2, 2, 2, 4, 1, 1, 1)...)
	tc.S.Boat.BowTubes[0] = G7e
	tc.S.Boat.BowReloads[G7e] = 1
	dec.on("range", "medium").on("follow", "damaged").on("time_of_day", "night").on("fire", "target_1", "hold")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if n := len(tc.rolls("DAY")); n != 1 {
		t.Fatalf("DAY rolls %d, want 1", n)
	}
	d, _ := dec.find("time_of_day", 0)
	if d == nil || !slices.Equal(d.Keys(), []string{"day", "night"}) {
		t.Fatalf("time of day choice %+v", d)
	}
	if m, e := dec.find("attack_mode", 1); m == nil || !e.Night || !slices.Contains(m.Keys(), "nsa") {
		t.Fatalf("second engagement should be by Night: %+v", e)
	}
}

// 9.7.10 after Following a damaged ship that is still escorted, firing no torpedo ends
// the encounter: the damaged ship escapes, no detection is rolled and no new Follow is
// possible.
func TestRule9_7_10_NoFireAfterFollowEnds(t *testing.T) {
	// Henzada; Night; U1 2+2 hit, DUD 2, U3 4 → 1; E2 natural 2; STRAGGLER 2 escorted.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 2, 2, 2, 4, 1, 1, 2)...)
	tc.S.Boat.BowTubes[0] = G7e
	tc.S.Boat.BowReloads[G7e] = 1
	dec.on("range", "medium", "medium").on("follow", "damaged", "damaged").on("time_of_day", "night").
		on("fire", "target_1", "hold")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if gapCount(dec, "follow") != 1 || gapCount(dec, "attack") != 1 {
		t.Fatalf("decisions %v", dec.ids())
	}
	if len(tc.rolls("E2")) != 1 || len(tc.rolls("U1")) != 1 {
		t.Fatalf("E2 %d U1 %d", len(tc.rolls("E2")), len(tc.rolls("U1")))
	}
	if tc.S.Boat.BowTubes[0] != G7e || !slices.Equal(tc.S.Patrol.Damaged, []string{"Henzada"}) || tc.S.Engage != nil {
		t.Errorf("tubes %v damaged %v", tc.S.Boat.BowTubes, tc.S.Patrol.Damaged)
	}
}

// 9.8.8.4 later passes against a boat on the surface (here one that cannot dive): each
// pass brings the automatic crew injury and a Flak roll while the Flak is manned; with the
// Flak out of action the crew stays below (no injury after the first pass, no Flak). A
// boat that dives after the first pass gets neither.
func TestRule9_8_8_4_LaterPassesOnTheSurface(t *testing.T) {
	// holed, Flak working: A1 2 two attacks; normal; pass 1: 1 hit periscope, crew_1 LW,
	// A2 missed; pass 2: 1 hit hydrophones, crew LW, A2 missed; E1 none; E5 ×2.
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		1, 1, 2, 1, 1, 1, 4, 3, 3, 1, 6, 6,
		1, 1, 6, 1, 3, 3, 1, 6, 6,
		6, 6, 1, 1)
	tc.S.Boat.HullHoled = true
	tc.run(func() { tc.aircraft(AirNormal) })
	tc.mustUseScript()
	if len(tc.rolls("E3")) != 2 || len(tc.rolls("A2")) != 2 || len(tc.rolls("E5a_who")) != 2 {
		t.Fatalf("Flak manned: E3 %d A2 %d injuries %d", len(tc.rolls("E3")), len(tc.rolls("A2")), len(tc.rolls("E5a_who")))
	}

	// holed, Flak out of action: the first-pass injury only, no Flak.
	tc = cbCareer(t, "VIIC", MonthOf(1943, 8),
		1, 1, 2, 1, 1, 1, 4, 3, 3, 1,
		1, 1, 6, 1,
		6, 6, 1, 1)
	tc.S.Boat.HullHoled = true
	cbSetSys(tc, "flak_1", SysInoperative)
	tc.run(func() { tc.aircraft(AirNormal) })
	tc.mustUseScript()
	if len(tc.rolls("E3")) != 2 || len(tc.rolls("A2")) != 0 || len(tc.rolls("E5a_who")) != 1 {
		t.Fatalf("Flak out: E3 %d A2 %d injuries %d", len(tc.rolls("E3")), len(tc.rolls("A2")), len(tc.rolls("E5a_who")))
	}

	// able to dive: the second pass finds it submerged (no Flak, no injury).
	tc = cbCareer(t, "VIIC", MonthOf(1943, 8),
		1, 1, 2, 1, 1, 1, 4, 3, 3, 1, 2, 2,
		1, 1, 6, 1,
		1, 1)
	tc.run(func() { tc.aircraft(AirNormal) })
	tc.mustUseScript()
	if len(tc.rolls("E3")) != 2 || len(tc.rolls("A2")) != 1 || len(tc.rolls("E5a_who")) != 1 {
		t.Fatalf("dived: E3 %d A2 %d injuries %d", len(tc.rolls("E3")), len(tc.rolls("A2")), len(tc.rolls("E5a_who")))
	}
}
