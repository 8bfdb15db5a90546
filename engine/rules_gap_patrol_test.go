package engine

import (
	"slices"
	"strings"
	"testing"
)

// Rule tests for numbered rules of chapters 7, 8, 10.9, 11.4.10–11.4.11 and 12 that had no
// test of their own (patrol.go, random.go, setup.go and the ship/escort code they feed).

// gapMod reports whether a roll event carries a modifier of value v whose reason contains
// sub.
func gapMod(r *RollEvent, v int, sub string) bool {
	for _, m := range r.Mods {
		if m.V == v && strings.Contains(m.Why, sub) {
			return true
		}
	}
	return false
}

// gapAnyMod reports whether any modifier's reason contains sub.
func gapAnyMod(mods []Mod, sub string) bool {
	for _, m := range mods {
		if strings.Contains(m.Why, sub) {
			return true
		}
	}
	return false
}

// gapBoxes lists the indices of the box events, in order.
func (tc *testCareer) gapBoxes() []int {
	var out []int
	for _, e := range tc.eventsOf(TBox) {
		out = append(out, e.(*BoxEvent).Index)
	}
	return out
}

// gapFaces repeats a pair of faces n times (n quiet 2d6 encounter rolls).
func gapFaces(n int, a, b int) []int {
	var out []int
	for i := 0; i < n; i++ {
		out = append(out, a, b)
	}
	return out
}

// ---------------------------------------------------------------------------------------
// 7.1 Preparing the assigned patrol

// 7.1.2: the U-boat is placed beside the first travel box of the track (a Transit box) and
// enters it when the patrol starts: box 0 is the first box entered and rolled, then the
// boxes follow in order.
func TestRule7_1_2_BoatStartsBesideFirstTransitBox(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance,
		3, 4, // P1 7: Atlantic
		6) // DECK_GUN_REMOVAL 6: kept
	tc.assignPatrol()
	p := tc.S.Patrol
	if p.Pos != 0 || !p.Track[0].Transit || len(tc.eventsOf(TBox)) != 0 {
		t.Fatalf("after the assignment: pos %d, box 0 transit %v, %d boxes entered", p.Pos, p.Track[0].Transit, len(tc.eventsOf(TBox)))
	}
	tc.script(gapFaces(8, 5, 5)...) // 10 on every column: no encounter
	if out := tc.conductPatrol(); out != "returned" {
		t.Fatalf("outcome %s", out)
	}
	tc.mustUseScript()
	if got := tc.gapBoxes(); !slices.Equal(got, []int{0, 1, 2, 3, 4, 5, 6, 7}) {
		t.Fatalf("boxes entered %v", got)
	}
	if b := tc.eventsOf(TBox)[0].(*BoxEvent); b.Box != "bay_of_biscay" || b.Rolls != 1 {
		t.Fatalf("first box %+v", b)
	}
	if r := tc.rolls("E1"); r[0].Column != "bay_of_biscay" {
		t.Fatalf("first encounter roll on %s", r[0].Column)
	}
}

// 7.1.3: every patrol starts with the proper counters (4.0): a full torpedo load (4.5),
// full ammunition (4.6), the BOLD decoys, rank and crew quality as they stand, and no
// damage markers (the refit before the assignment takes them off).
func TestRule7_1_3_PatrolStartsWithProperCounters(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance)
	b := tc.Board()
	bt := &tc.S.Boat
	// The boat is back from a patrol: everything fired, decoys spent, damaged.
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol", Area: AreaAtlantic, Outcome: "returned"})
	bt.Ammo, bt.Bold = 0, 0
	bt.Sys("periscope").State = SysDamaged
	bt.Sys("diesel_1").State = SysInoperative
	bt.Hull, bt.Flooding = 2, 1
	tc.rng = NewPCGRoller(3) // the refit's own rolls are not what this rule is about
	if ended, _ := tc.run(func() { tc.refit() }); ended {
		t.Fatal("the career ended at the refit")
	}
	tc.rng = tc.roller
	rank, quality := tc.S.Rank, tc.S.Crew.Quality
	if rank >= RankKptLt {
		tc.script(6) // REQUEST 6: denied
	}
	tc.script(3, 4, // P1 7: Atlantic
		6) // DECK_GUN_REMOVAL 6: kept
	tc.assignPatrol()
	tc.mustUseScript()
	if n := tc.torpedoesLeft(); n != b.TorpedoesTotal || n == 0 {
		t.Fatalf("torpedoes %d, want %d", n, b.TorpedoesTotal)
	}
	for i, k := range bt.BowTubes {
		if k == TorpNone {
			t.Fatalf("bow tube %d empty", i+1)
		}
	}
	if !bt.DeckGun || bt.Ammo != b.GunAmmo || b.GunAmmo == 0 {
		t.Fatalf("ammunition %d, want %d", bt.Ammo, b.GunAmmo)
	}
	if bt.Bold != b.Bold || b.Bold == 0 {
		t.Fatalf("BOLD %d, want %d", bt.Bold, b.Bold)
	}
	for _, s := range bt.Systems {
		if s.State != SysOK {
			t.Fatalf("system %s still marked %d", s.Key, s.State)
		}
	}
	if bt.Hull != 0 || bt.Flooding != 0 || bt.HullHoled {
		t.Fatalf("hull %d flooding %d", bt.Hull, bt.Flooding)
	}
	if tc.S.Rank != rank || tc.S.Crew.Quality != quality {
		t.Fatalf("rank %d→%d quality %d→%d", rank, tc.S.Rank, quality, tc.S.Crew.Quality)
	}
}

// ---------------------------------------------------------------------------------------
// 7.2 Wolfpack patrols

// gapConvoy are the faces identifying a convoy of four small freighters (8.3) at Night.
func gapConvoy(row int) []int {
	return shDice(1, shD100(row), 1, shD100(row), 1, shD100(row), 1, shD100(row), 4)
}

// 7.2.3: the wolfpack modifier is rolled once and applies to EVERY detection round of the
// convoy engagement; it is rolled again when the boat follows the convoy and re-engages
// it (a new engagement); with the radio merely Damaged the modifier already rolled stays
// ([A09]), with the radio Inoperative it does not apply ([D11]).
func TestRule7_2_3_WolfpackModifierEveryRoundRerolledOnFollow(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(
		gapConvoy(1),
		6,    // WOLFPACK 6: focused, +1
		6, 6, // U1 medium 12: miss
		4, 4, // E2 8 +1 = 9: detected
		2,    // E3_special 2: normal
		1, 1, // E3 escort 2: ineffective
		1, 2, // E2 3 +1 wolfpack +1 previously detected = 5: escaped
		1, // FOLLOW 1: contact regained
		gapConvoy(2),
		1, // WOLFPACK 1: busy, −1
	)...)
	tc.S.Patrol.Wolfpack = true
	tc.S.Boat.BowTubes[0] = G7e
	tc.S.Boat.BowReloads[G7e] = 1
	dec.on("range", "medium", "medium").on("fire", "target_1", "hold").on("follow", "undamaged")
	tc.shipEncounter("convoy")
	tc.mustUseScript()
	wp := tc.rolls("WOLFPACK")
	if len(wp) != 2 || wp[0].Result != "focused" || wp[1].Result != "busy" {
		t.Fatalf("wolfpack rolls %+v", wp)
	}
	e2 := tc.rolls("E2")
	if len(e2) != 2 {
		t.Fatalf("%d E2 rolls", len(e2))
	}
	for i, r := range e2 {
		if !gapMod(r, 1, "wolfpack focused") {
			t.Errorf("E2 round %d without the wolfpack +1: %+v", i+1, r.Mods)
		}
	}
	if _, e := dec.find("attack_mode", 0); e == nil || e.WolfpackDRM != 1 {
		t.Fatalf("first engagement: %+v", e)
	}
	if _, e := dec.find("attack_mode", 1); e == nil || e.WolfpackDRM != -1 {
		t.Fatalf("after following the convoy: %+v", e)
	}

	// [A09] / [D11]: the radio.
	tc, _ = shipTC(t, "VIIC")
	e := tc.newEngage("convoy")
	e.Escorted, e.WolfpackDRM = true, 1
	tc.S.Boat.Sys("radio").State = SysDamaged
	var m Mods
	tc.detectionMods(&m, false)
	if !gapAnyMod(m.List(), "wolfpack") {
		t.Fatal("[A09] a Damaged radio keeps the modifier already rolled")
	}
	tc.S.Boat.Sys("radio").State = SysInoperative
	var m2 Mods
	tc.detectionMods(&m2, false)
	if gapAnyMod(m2.List(), "wolfpack") {
		t.Fatal("[D11] an Inoperative radio: no wolfpack modifier")
	}
}

// 7.2.4: only Convoy engagements get the wolfpack modifier: not another escorted result
// of a (W) patrol, not the damaged ships followed after leaving the convoy (9.7.8), and
// not the close-range pre-fire check (9.2.2), where only the KCO modifier applies.
func TestRule7_2_4_WolfpackOnlyForConvoyAndNotPreFire(t *testing.T) {
	// Ship + Escort on a (W) patrol: no wolfpack roll, no modifier on [E2].
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, // ship, Night
		6, 6, // U1 medium: miss
		4, 4, // E2 8: detected
		2,    // E3_special normal
		1, 1, // E3 escort 2: ineffective
		1, 1)...) // E2 natural 2: escaped
	tc.S.Patrol.Wolfpack = true
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("range", "medium").on("fire", "target_1")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if len(tc.rolls("WOLFPACK")) != 0 {
		t.Fatal("wolfpack status rolled for a Ship + Escort")
	}
	for _, r := range tc.rolls("E2") {
		if gapAnyMod(r.Mods, "wolfpack") {
			t.Fatalf("E2 with a wolfpack modifier: %+v", r.Mods)
		}
	}

	// Convoy at Close range: the 9.2.2 pre-fire check ignores the focused +1 (6 stays 6:
	// undetected); the post-fire [E2] has it.
	tc, dec = shipTC(t, "VIIC", shDice(gapConvoy(1),
		6,    // WOLFPACK focused
		3, 3, // E2_close 6: undetected (7 with the wolfpack +1 would detect)
		6, 6, // U1 close: miss
		1, 1)...) // E2 natural 2: escaped
	tc.S.Patrol.Wolfpack = true
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("range", "close").on("fire", "target_1")
	tc.shipEncounter("convoy")
	tc.mustUseScript()
	cl := tc.rolls("E2_close")
	if len(cl) != 1 || gapAnyMod(cl[0].Mods, "wolfpack") || cl[0].Result != "undetected" {
		t.Fatalf("pre-fire check %+v", cl)
	}
	if e2 := tc.rolls("E2"); len(e2) != 1 || !gapMod(e2[0], 1, "wolfpack focused") {
		t.Fatalf("post-fire E2 %+v", e2)
	}

	// Following the damaged ships after leaving the convoy (9.7.8): the stragglers stay
	// escorted (STRAGGLER 1–5) but the wolfpack modifier is gone.
	tc, dec = shipTC(t, "VIIC", 5)
	e := tc.newEngage("convoy")
	e.Escorted, e.WolfpackDRM = true, 1
	tc.putTarget(Target{Name: "a", Tons: 3000, Capacity: 2, Damage: 1})
	tc.putTarget(Target{Name: "b", Tons: 3000, Capacity: 2})
	dec.on("follow", "damaged")
	if step := tc.follow(); step != stepEscorted || !e.Escorted {
		t.Fatalf("step %d escorted %v", step, e.Escorted)
	}
	var m Mods
	tc.detectionMods(&m, false)
	if e.WolfpackDRM != 0 || gapAnyMod(m.List(), "wolfpack") || len(tc.rolls("WOLFPACK")) != 0 {
		t.Fatalf("followed stragglers: DRM %d mods %+v", e.WolfpackDRM, m.List())
	}
}

// ---------------------------------------------------------------------------------------
// 8.1–8.4 Encounters

// 8.1.7: a schnorchelling boat cannot deploy the Fa-330 kite; surfaced, in the same kind of
// box, it may.
func TestRule8_1_7_NoFa330WhileSchnorchelling(t *testing.T) {
	tc := newPatrolCareer(t, "IXD-2", MonthOf(1944, 3), BaseFrance, 3, 3) // Indian Ocean 6: none
	p := tc.ptSetPatrol(AreaIndianOcean, "Indian Ocean", MissionNone)
	if !tc.S.Boat.Schnorchel || p.Fa330 != "stowed" || p.Track[4].Transit {
		t.Fatalf("set-up: schnorchel %v kite %q", tc.S.Boat.Schnorchel, p.Fa330)
	}
	tc.dec.answer("posture", PostureSchnorchel).answer("fa330", "deploy")
	tc.enterBox(4, true)
	tc.boxEncounters()
	tc.mustUseScript()
	if p.Posture != PostureSchnorchel || tc.ptDecided("fa330") != 0 || p.Fa330 != "stowed" {
		t.Fatalf("schnorchelling: posture %s, fa330 asked %d, kite %s", p.Posture, tc.ptDecided("fa330"), p.Fa330)
	}
	tc.script(3, 3)
	tc.dec.answer("posture", PostureSurfaced)
	tc.enterBox(5, true)
	tc.boxEncounters()
	tc.mustUseScript()
	if tc.ptDecided("fa330") != 1 || p.Fa330 != "deployed" {
		t.Fatalf("surfaced: fa330 asked %d, kite %s", tc.ptDecided("fa330"), p.Fa330)
	}
}

// 8.2.3: [E1] gives the encounter type: aircraft, or ships varying in number and escort
// (Ship: 1 unescorted; Ship + Escort: 1 escorted; Convoy: 4 escorted).
func TestRule8_2_3_E1GivesEncounterType(t *testing.T) {
	cases := []struct {
		col      string
		faces    []int
		kind     string
		ships    int
		escorted bool
	}{
		{"atlantic", shDice(1, 2, 6, 6), "aircraft", 0, false},                   // 3; A1 12 crash dive
		{"british_isles", shDice(2, 3, 1, shD100(1), 4), "ship", 1, false},       // 5
		{"british_isles", shDice(3, 3, 1, shD100(1), 4), "ship_escort", 1, true}, // 6
		{"atlantic", shDice(3, 3, gapConvoy(1)), "convoy", 4, true},              // 6
	}
	for _, cs := range cases {
		tc, dec := shipTC(t, "VIIC", cs.faces...)
		tc.S.Boat.BowTubes[0] = G7e
		dec.on("attack", "decline")
		tc.encounterRoll(&Box{Code: "ST", Key: cs.col, Column: cs.col, Rolls: 1})
		tc.mustUseScript()
		ev := tc.eventsOf(TEncounter)
		if len(ev) != 1 || ev[0].(*EncounterEvent).Kind != cs.kind {
			t.Fatalf("%s %v: encounters %v", cs.col, cs.faces[:2], ev)
		}
		if n := len(tc.shipEvs()); n != cs.ships {
			t.Fatalf("%s: %d ships, want %d", cs.kind, n, cs.ships)
		}
		if cs.kind == "aircraft" {
			if len(tc.rolls("A1")) != 1 || len(dec.seen) != 0 {
				t.Fatal("aircraft: the air procedure, no ship choice")
			}
			continue
		}
		_, e := dec.find("attack", 0)
		if e == nil || e.Escorted != cs.escorted || len(e.Targets) != cs.ships || len(tc.rolls("A1")) != 0 {
			t.Fatalf("%s: engagement %+v", cs.kind, e)
		}
	}
}

// 8.2.6: an Aircraft encounter is resolved at once and cannot be avoided: the [A1] roll
// follows the [E1] roll with no choice offered, even for an aborting boat (which declines
// every ship, 10.9.4).
func TestRule8_2_6_AircraftResolvedAtOnce(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance,
		1, 2, // Atlantic 3: aircraft
		2, 2) // A1 4: one attack, no crash dive
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	p.Pos = 3
	tc.script(2, // E3_special normal
		1, 1, // E3 aircraft 2 +2 = 4: one hit
		3, 3, // E4 33: hull
		6, 6, // E5a_who 12: the agent (not aboard): no effect
		6, 6, // A2 12: missed
		6, 6) // additional round 12: none
	tc.encounterRoll(&p.Track[3])
	tc.mustUseScript()
	if len(tc.dec.seen) != 0 {
		t.Fatalf("decisions offered: %v", tc.dec.seen)
	}
	if len(tc.rolls("A1")) != 1 || len(tc.rolls("E3")) != 1 || tc.S.Boat.Hull != 1 {
		t.Fatalf("A1 %d E3 %d hull %d", len(tc.rolls("A1")), len(tc.rolls("E3")), tc.S.Boat.Hull)
	}
	// Aborting: a ship is let pass, an aircraft is still fought.
	tc = newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance,
		2, 3, // British Isles 5: ship
		1, 2, // British Isles 3: aircraft
		6, 6) // A1 12: crash dive
	p = tc.ptSetPatrol(AreaBritishIsles, "British Isles", MissionNone)
	p.Pos, p.Aborting = 3, true
	tc.encounterRoll(&p.Track[3])
	tc.encounterRoll(&p.Track[3])
	tc.mustUseScript()
	if tc.ptNotes("encounter_declined") != 1 || len(tc.rolls("A1")) != 1 || len(tc.dec.seen) != 0 {
		t.Fatalf("aborting: declined %d, A1 %d, decisions %v", tc.ptNotes("encounter_declined"), len(tc.rolls("A1")), tc.dec.seen)
	}
}

// 8.3.3 [D21] (ES errata: not implemented) / [A13]: a North America patrol uses the normal
// target lists — size roll then [T1]/[T2], [T3] for a tanker — never [T4].
func TestRule8_3_3_NorthAmericaUsesNormalLists(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, shD100(1), 4, // SIZE 1 → T1, SIZE 4 → T2; Night
		shD100(1), 4)...) // tanker: T3 at once; Night
	tc.S.Patrol.Area = AreaNorthAmerica
	dec.on("attack", "decline")
	tc.shipEncounter("two_ships_escort")
	tc.shipEncounter("tanker")
	tc.mustUseScript()
	var tables []string
	for _, e := range tc.eventsOf(TRoll) {
		tables = append(tables, e.(*RollEvent).Table)
	}
	if got := strings.Join(tables, ","); got != "SIZE,T1,SIZE,T2,DAY,T3,DAY" {
		t.Fatalf("tables rolled %s", got)
	}
}

// 8.4.3: once the time of day is set the Day/Night marker stays on the mat for the
// engagement: the state shows Night after a Night roll or a successful switch, Day when
// the player stays in the Day.
func TestRule8_4_3_DayNightMarkerSet(t *testing.T) {
	cases := []struct {
		faces []int
		night string // answer to the 8.4.2 question ("" = not asked)
		want  bool
	}{
		{shDice(1, shD100(1), 5), "", true},        // DAY 5: Night
		{shDice(1, shD100(1), 2), "stay", false},   // DAY 2: Day, stay
		{shDice(1, shD100(1), 2, 3), "try", true},  // DAY 2, NIGHT 3: Night
		{shDice(1, shD100(1), 3, 5), "try", false}, // DAY 3, NIGHT 5: contact lost
		{shDice(1, shD100(1), 4), "", true},        // DAY 4: Night
		{shDice(1, shD100(1), 1), "stay", false},   // DAY 1: Day
	}
	for i, cs := range cases {
		tc, dec := shipTC(t, "VIIC", cs.faces...)
		tc.S.Boat.BowTubes[0] = G7e
		dec.on("attack", "decline")
		if cs.night != "" {
			dec.on("night", cs.night)
		}
		tc.shipEncounter("ship")
		tc.mustUseScript()
		_, e := dec.find("attack", 0)
		if cs.night == "try" && !cs.want { // contact lost: the encounter is over
			if e != nil || tc.ptNotes("contact_lost") != 1 {
				t.Fatalf("case %d: contact lost expected", i)
			}
			continue
		}
		if e == nil || e.Night != cs.want {
			t.Fatalf("case %d: marker %+v, want night %v", i, e, cs.want)
		}
	}
}

// ---------------------------------------------------------------------------------------
// 10.9 Aborting

// 10.9.3 [A22]: with one Inoperative diesel the aborting boat rolls twice in every Transit
// box on the way home (an x2 box three times).
func TestRule10_9_3_InoperativeDieselRollsTwiceOnTheWayHome(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseGermany)
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone) // box 0: Transit (Germany) x2
	tc.S.Boat.Sys("diesel_1").State = SysInoperative
	p.Pos = 2
	p.MandatoryAbort, p.AbortReason = true, "diesel_inoperative"
	tc.startAbort("diesel_inoperative")
	p.Pos = tc.nextBox()
	tc.script(gapFaces(5, 5, 5)...) // box 1: 2 rolls; box 0: 3 rolls
	if out := tc.conductPatrol(); out != "aborted" {
		t.Fatalf("outcome %s", out)
	}
	tc.mustUseScript()
	boxes := tc.eventsOf(TBox)
	if len(boxes) != 2 || boxes[0].(*BoxEvent).Rolls != 2 || boxes[1].(*BoxEvent).Rolls != 3 {
		t.Fatalf("boxes %v", boxes)
	}
	if n := len(tc.rolls("E1")); n != 5 {
		t.Fatalf("%d encounter rolls", n)
	}
}

// 10.9.5: the Kommandant may abort voluntarily at any time (PLAYER CHOICE after each box
// but the last); the boat heads for the nearest Transit box and home; an aborted patrol is
// not necessarily a failure (7.5.2: a ship was sunk).
func TestRule10_9_5_VoluntaryAbort(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, gapFaces(5, 5, 5)...)
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	tc.creditSunk(&Target{Name: "Henzada", Tons: 4161}) // sunk earlier in the patrol
	tc.dec.answer("abort", "continue", "continue", "abort")
	out := tc.conductPatrol()
	tc.mustUseScript()
	if out != "aborted" || !p.Aborting || p.AbortReason != "voluntary" || p.ReturnBase != BaseFrance {
		t.Fatalf("outcome %s, aborting %v, reason %s", out, p.Aborting, p.AbortReason)
	}
	if got := tc.gapBoxes(); !slices.Equal(got, []int{0, 1, 2, 1, 0}) {
		t.Fatalf("boxes %v", got)
	}
	if n := tc.ptDecided("abort"); n != 3 {
		t.Fatalf("abort asked %d times (not again once aborting)", n)
	}
	tc.endPatrol(out)
	if row := tc.patrolLog(); !row.Success || row.Outcome != "aborted" {
		t.Fatalf("log %+v", row)
	}
	// Declining every time: the patrol runs to the end, the choice offered in every box
	// but the last.
	tc = newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, gapFaces(8, 5, 5)...)
	tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	tc.dec.answer("abort", "continue", "continue", "continue", "continue", "continue", "continue", "continue")
	if out := tc.conductPatrol(); out != "returned" || tc.ptDecided("abort") != 7 {
		t.Fatalf("outcome %s, abort asked %d", out, tc.ptDecided("abort"))
	}
}

// ---------------------------------------------------------------------------------------
// 11.4.10 Resupply missions

// gapSupply is an XIV on station in box pos of its Atlantic track with the cargo given.
func gapSupply(t *testing.T, pos, fuel, parts, torps int, faces ...int) (*testCareer, *Patrol) {
	t.Helper()
	tc := newPatrolCareer(t, "XIV", MonthOf(1943, 9), BaseFrance, faces...)
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionResupply) // T 0,1 · ST 2–7 · T 8,9
	p.Resupply, p.FuelCargo, p.SpareParts, p.CargoTorpedoes = true, fuel, parts, torps
	p.Pos = pos
	return tc, p
}

// 11.4.10.3: one [E4] roll per boat resupplied; a spare part may fix a client's damaged
// system (PLAYER CHOICE) but not flooding, hull or crew results, and only while parts are
// left.
func TestRule11_4_10_3_SparePartsForClientDamage(t *testing.T) {
	tc, p := gapSupply(t, 2, 16, 1, 0,
		4,    // RESUPPLY_BOATS 4
		1, 2, // client 1 [E4] 12: flooding (no part possible)
		1,    // fuel 1
		3, 4, // client 2 [E4] 34: crew injury (no part possible)
		1,    // fuel 1
		1, 4, // client 3 [E4] 14: periscope: part given
		1,    // fuel 1
		1, 1, // client 4 [E4] 11: batteries, but no part left
		1,    // fuel 1
		3, 3) // additional round 6: none
	var asked []string // the client damage each spare-part choice was about
	tc.dec.fallback = func(d *Decision) string {
		if d.ID == "resupply_part" {
			asked = append(asked, d.Context)
			return "give"
		}
		return d.Options[0].Key
	}
	tc.resupplyOp()
	tc.mustUseScript()
	if n := len(tc.rolls("RESUPPLY_DAMAGE")); n != 4 {
		t.Fatalf("%d client [E4] rolls", n)
	}
	if strings.Join(asked, ",") != "periscope" || p.SpareParts != 0 {
		t.Fatalf("part offered for %v, parts left %d", asked, p.SpareParts)
	}
	// 4 boats + 4 fuel points + 1 part + bakery = 10,000 t
	if p.Tons != 10000 {
		t.Fatalf("tons %d", p.Tons)
	}
	// Keeping the part: nothing spent, nothing credited.
	tc, p = gapSupply(t, 2, 16, 1, 0, 1, 1, 4, 1, 3, 3)
	tc.dec.answer("resupply_part", "keep")
	tc.resupplyOp()
	tc.mustUseScript()
	if p.SpareParts != 1 || p.Tons != 3000 {
		t.Fatalf("kept: parts %d tons %d", p.SpareParts, p.Tons)
	}
}

// 11.4.10.4: 1d6 per boat: 1–3 one fuel point, 4–6 two ([DIFFERS] 4–6) from the cargo;
// with the cargo out the boat may give its own fuel and spend a travel box (moving one box
// on), but not in the last travel box before the Transit home.
func TestRule11_4_10_4_FuelTransfer(t *testing.T) {
	// Thresholds: 3 → 1 point, 4 → 2 points.
	tc, p := gapSupply(t, 2, 10, 0, 0, 2, 3, 3, 3, 3, 3, 4, 3, 3)
	tc.resupplyOp()
	tc.mustUseScript()
	if p.FuelCargo != 7 || p.Tons != 6000 || tc.ptDecided("own_fuel") != 0 {
		t.Fatalf("cargo %d tons %d", p.FuelCargo, p.Tons)
	}
	// One cargo point left, two needed: own fuel for the rest, one box spent.
	tc, p = gapSupply(t, 2, 1, 0, 0,
		1,    // 1 boat
		3, 3, // [E4] hull
		5,    // fuel 5: two points
		3, 3) // additional round: none
	tc.dec.answer("own_fuel", "give")
	tc.resupplyOp()
	tc.mustUseScript()
	if p.FuelCargo != 0 || p.Pos != 3 || p.Tons != 4000 {
		t.Fatalf("own fuel: cargo %d pos %d tons %d", p.FuelCargo, p.Pos, p.Tons)
	}
	if b := tc.eventsOf(TBox); len(b) != 1 || b[0].(*BoxEvent).Index != 3 || b[0].(*BoxEvent).Rolls != 0 {
		t.Fatalf("the spent box: %v", b)
	}
	// Refused: no box lost, only the cargo point counts.
	tc, p = gapSupply(t, 2, 1, 0, 0, 1, 3, 3, 5, 3, 3)
	tc.dec.answer("own_fuel", "refuse")
	tc.resupplyOp()
	tc.mustUseScript()
	if p.Pos != 2 || p.Tons != 3000 {
		t.Fatalf("refused: pos %d tons %d", p.Pos, p.Tons)
	}
	// In the last travel box before the Transit home: not offered.
	tc, p = gapSupply(t, 7, 0, 0, 0, 1, 3, 3, 1, 3, 3)
	tc.dec.answer("own_fuel", "give")
	tc.resupplyOp()
	tc.mustUseScript()
	if tc.ptDecided("own_fuel") != 0 || p.Pos != 7 || p.Tons != 2000 {
		t.Fatalf("last box: own_fuel asked %d, pos %d, tons %d", tc.ptDecided("own_fuel"), p.Pos, p.Tons)
	}
}

// 11.4.10.5: nominal tonnage — 1,000 t per boat, per fuel point and per spare part, the
// bakery bonus per box while the bakery works (XIV), the torpedo bonus once per patrol —
// counts for the patrol and the career (victory, Knight's Cross) without counting ships.
func TestRule11_4_10_5_NominalTonnage(t *testing.T) {
	tc, p := gapSupply(t, 2, 16, 6, 4,
		1,    // 1 boat
		1, 4, // [E4] periscope: part given
		2,    // fuel: 1 point
		3, 3) // none
	tc.dec.answer("resupply_part", "give")
	tc.resupplyOp() // 1 boat + 1 part + 1 fuel + torpedoes + bakery
	if p.Tons != 5000 || p.CargoTorpedoes != 0 {
		t.Fatalf("first operation: %d t, torpedoes %d", p.Tons, p.CargoTorpedoes)
	}
	tc.S.Boat.Sys("bakery").State = SysDamaged
	p.Pos = 3
	tc.script(2, // 2 boats
		3, 3, 5, // hull; 2 fuel points
		3, 3, 1, // hull; 1 fuel point
		3, 3) // none
	tc.resupplyOp() // 2 boats + 3 fuel; no torpedo bonus again, no bakery
	tc.mustUseScript()
	if p.Tons != 10000 || tc.S.CareerTons != 10000 || p.Ships != 0 || tc.S.CareerShips != 0 {
		t.Fatalf("tons %d career %d ships %d/%d", p.Tons, tc.S.CareerTons, p.Ships, tc.S.CareerShips)
	}
	sunk := tc.eventsOf(TShipSunk)
	if len(sunk) != 2 || sunk[0].(*ShipDamageEvent).Tons != 5000 || sunk[1].(*ShipDamageEvent).Tons != 5000 ||
		sunk[0].(*ShipDamageEvent).Name != "resupply (nominal)" {
		t.Fatalf("ship_sunk %v", sunk)
	}
}

// 11.4.10.7: after a resupply an Additional Round roll; on an aircraft, 1d6 1–3 attacks this
// boat ([A1] −1 resupply activity, 7.4.4; Flak −1 for the other boat's guns), 4–6 the other
// boat (this one dives away); on "–" nothing happens.
func TestRule11_4_10_7_AirAttackAfterResupply(t *testing.T) {
	op := []int{1, 3, 3, 1} // 1 boat, [E4] hull, 1 fuel point
	// This boat is attacked.
	tc, p := gapSupply(t, 2, 16, 0, 0, shDice(op,
		2, 2, // additional round 4: aircraft
		3,    // RESUPPLY_TARGET 3: us
		3, 3, // A1 6 −1 (not a VII) −1 (resupply) = 4: one attack
		2,    // E3_special normal
		1, 1, // E3 aircraft 4: one hit
		3, 3, // E4 hull
		6, 6, // E5a_who 12: the agent (not aboard)
		6, 6, // A2 12: missed
		6, 6)...) // follow-up additional round 12: none
	tc.resupplyOp()
	tc.mustUseScript()
	a1, a2 := tc.rolls("A1"), tc.rolls("A2")
	if len(a1) != 1 || !gapMod(a1[0], -1, "7.4.4") {
		t.Fatalf("A1 %+v", a1)
	}
	if len(a2) != 1 || !gapMod(a2[0], -1, "11.4.10.7") {
		t.Fatalf("A2 %+v", a2)
	}
	if ev := tc.eventsOf(TEncounter); len(ev) != 1 || ev[0].(*EncounterEvent).Kind != "aircraft" || p.MissionActivity {
		t.Fatalf("encounters %v, activity %v", ev, p.MissionActivity)
	}
	// The other boat is attacked: this one dives away.
	tc, _ = gapSupply(t, 2, 16, 0, 0, shDice(op, 2, 2, 4)...)
	tc.resupplyOp()
	tc.mustUseScript()
	if len(tc.rolls("A1")) != 0 || len(tc.eventsOf(TEncounter)) != 0 || tc.ptNotes("resupply") != 2 {
		t.Fatalf("other boat: A1 %d", len(tc.rolls("A1")))
	}
	// No air or escort: nothing more.
	tc, _ = gapSupply(t, 2, 16, 0, 0, shDice(op, 3, 3)...)
	tc.resupplyOp()
	tc.mustUseScript()
	if r := tc.rolls("E1"); len(r) != 1 || r[0].Column != "additional_round" || len(tc.rolls("RESUPPLY_TARGET")) != 0 {
		t.Fatalf("E1 %+v", r)
	}
}

// ---------------------------------------------------------------------------------------
// 11.4.11 Type XII

// 11.4.11: the Type XII is treated as a Type IX for patrol assignment (Mediterranean and
// Arctic → West African Coast, 7.3.1; Invasion → Indian Ocean, 7.4.3, with the Penang
// roll, 7.3.7); a minelaying mission takes 8 torpedoes (its 8 tubes, 7.4.2).
func TestRule11_4_11_TypeXIIAssignedAsTypeIX(t *testing.T) {
	tc := newPatrolCareer(t, "XII", MonthOf(1943, 9), BaseFrance, 4, 6, 6) // P1 10: Mediterranean; gun kept
	tc.assignPatrol()
	tc.mustUseScript()
	if p := tc.S.Patrol; p.Area != AreaWestAfricanCoast || p.FirstMed {
		t.Fatalf("Mediterranean → %s", p.Area)
	}
	tc = newPatrolCareer(t, "XII", MonthOf(1944, 2), BaseFrance, 5, 5, 6) // P1 10: Arctic; gun kept
	tc.assignPatrol()
	tc.mustUseScript()
	if tc.S.Patrol.Area != AreaWestAfricanCoast || len(tc.rolls("ARCTIC_STAY")) != 0 {
		t.Fatalf("Arctic → %s", tc.S.Patrol.Area)
	}
	tc = newPatrolCareer(t, "XII", MonthOf(1944, 6), BaseFrance, 2, 3, 6) // P1 5: Invasion; PENANG_STAY 6
	tc.assignPatrol()
	tc.mustUseScript()
	if p := tc.S.Patrol; p.Area != AreaIndianOcean || p.Mission != MissionNone || len(tc.rolls("PENANG_STAY")) != 1 {
		t.Fatalf("Invasion → %s (%s)", p.Area, p.Mission)
	}
	// 7.4.2: mines in all 8 tubes.
	tc = newPatrolCareer(t, "XII", MonthOf(1943, 9), BaseFrance)
	tc.ptSetPatrol(AreaBritishIsles, "British Isles", MissionMinelaying)
	tc.loadBoat()
	mines := 0
	for _, k := range append(append([]Torp{}, tc.S.Boat.BowTubes...), tc.S.Boat.SternTubes...) {
		if k == Mine {
			mines++
		}
	}
	if b := tc.Board(); mines != 8 || tc.torpedoesLeft() != b.TorpedoesTotal-8 {
		t.Fatalf("mines %d, torpedoes %d of %d", mines, tc.torpedoesLeft(), b.TorpedoesTotal)
	}
}

// ---------------------------------------------------------------------------------------
// Chapter 12 random events

// 12.0: a random event happens at most once per patrol, triggered by the first unmodified
// 12 of an [E1] encounter check in a travel box; its encounter result is ignored. A later
// 12 in the same patrol is the table's encounter.
func TestRule12_0_OneRandomEventPerPatrolOnFirstTwelve(t *testing.T) {
	faces := shDice(5, 5, // box 0 Bay of Biscay: none
		6, 6, // box 1 Transit 12 (Aircraft on the table): random event
		2, 3, // R1 5: superior torpedoes
		5, 5, // box 2
		6, 6, // box 3 Atlantic 12: the Aircraft encounter
		6, 6, // A1 12: crash dive
		gapFaces(4, 5, 5)) // boxes 4–7
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, faces...)
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	if out := tc.conductPatrol(); out != "returned" {
		t.Fatalf("outcome %s", out)
	}
	tc.mustUseScript()
	e1 := tc.rolls("E1")
	if len(e1) != 8 || e1[1].Result != "random_event" || e1[3].Result != "aircraft" {
		t.Fatalf("E1 rolls %d: %+v / %+v", len(e1), e1[1], e1[3])
	}
	if len(tc.rolls("R1")) != 1 || !p.RandomEventUsed || !tc.S.Boat.SuperiorTorpedoes {
		t.Fatalf("R1 %d used %v", len(tc.rolls("R1")), p.RandomEventUsed)
	}
	if ev := tc.eventsOf(TEncounter); len(ev) != 1 || len(tc.rolls("A1")) != 1 {
		t.Fatalf("encounters %v: the event's own 12 is ignored, the second 12 fought", ev)
	}
}

// 12.1.4: some random events cannot happen on some assignments ([R1]): the Minefield (10)
// not in the Atlantic, North America or the Caribbean, the Submarine (6) not in North
// America or the Caribbean. Ignored, they leave the patrol's event to come (12.1.5).
func TestRule12_1_4_EventsExcludedByAssignment(t *testing.T) {
	for _, a := range []struct{ area, track string }{
		{AreaAtlantic, "Atlantic"}, {AreaNorthAmerica, "North America/Caribbean"}, {AreaCaribbean, "North America/Caribbean"},
	} {
		tc, p := rePatrol(t, a.area, a.track, 3, 4, 6) // R1 10: minefield
		tc.randomEvent(&p.Track[3])
		tc.mustUseScript()
		if p.RandomEventUsed || len(tc.rolls("MINEFIELD")) != 0 || tc.ptNotes("random_event_ignored") != 1 {
			t.Fatalf("%s: minefield not ignored", a.area)
		}
	}
	tc, p := rePatrol(t, AreaBritishIsles, "British Isles", 3, 4, 6, 3, 3) // R1 10; MINEFIELD 6: no effect
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if !p.RandomEventUsed || len(tc.rolls("MINEFIELD")) != 1 || tc.ptNotes("random_event_ignored") != 0 {
		t.Fatal("British Isles: the minefield happens")
	}
	tc, p = rePatrol(t, AreaCaribbean, "North America/Caribbean", 3, 3, 3) // R1 6: submarine
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if p.RandomEventUsed || len(tc.rolls("SUB_INIT")) != 0 || len(tc.rolls("T4")) != 0 {
		t.Fatal("Caribbean: the submarine is ignored")
	}
}

// TestRule11_4_10_3_SparePartOnOwnSystem: 11.4.10.3 a resupply boat may fix one of its own
// systems with a spare part, without a die roll or after a failed repair roll.
func TestRule11_4_10_3_SparePartOnOwnSystem(t *testing.T) {
	tc := newTestCareer(t, "XIV", MonthOf(1944, 1), 6) // periscope roll fails (6 > 4)
	tc.S.Patrol = &Patrol{Resupply: true, SpareParts: 2}
	tc.S.Boat.Sys("periscope").State = SysDamaged
	tc.S.Boat.Sys("radio").State = SysDamaged
	// periscope: keep the part, roll, fail, then use a part; radio: use a part at once.
	tc.dec.answer("spare_part", "keep", "use", "use")
	tc.repairs()
	if tc.S.Boat.Sys("periscope").State != SysOK || tc.S.Boat.Sys("radio").State != SysOK {
		t.Fatalf("periscope %d radio %d, want both repaired", tc.S.Boat.Sys("periscope").State, tc.S.Boat.Sys("radio").State)
	}
	if tc.S.Patrol.SpareParts != 0 {
		t.Fatalf("%d spare parts left, want 0", tc.S.Patrol.SpareParts)
	}
	if n := len(tc.rolls("E5")); n != 1 {
		t.Fatalf("%d E5 rolls, want 1 (the radio was fixed without a roll)", n)
	}
	tc.S.Boat.Sys("periscope").State = SysDamaged
	tc.script(6)
	tc.repairs() // no parts left: no offer, the failed roll stands
	if tc.S.Boat.Sys("periscope").State != SysInoperative {
		t.Fatal("without parts a failed repair must leave the system Inoperative")
	}
	tc.mustUseScript()
}
