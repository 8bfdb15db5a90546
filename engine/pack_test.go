package engine

import "testing"

// fakePack is a PackLink that records the meeting points and answers from queues.
type fakePack struct {
	meets  []PackPoint
	drms   []int // answered to MeetRound in order (default −1)
	battle bool  // answered to MeetEncounter
}

func (f *fakePack) Meet(p PackPoint) PackReply {
	f.meets = append(f.meets, p)
	switch p.Meet {
	case MeetRound:
		d := -1
		if len(f.drms) > 0 {
			d, f.drms = f.drms[0], f.drms[1:]
		}
		return PackReply{DRM: d}
	case MeetEncounter:
		return PackReply{Battle: f.battle}
	}
	return PackReply{}
}

// packConvoy is a convoy's four ships: SIZE 1 (small freighter) and [T1] 01 each.
var packConvoy = shDice(1, shD100(1), 1, shD100(1), 1, shD100(1), 1, shD100(1))

// 13.5.2: a boat of the pack is assigned to the Atlantic without a [P1] roll, and not as
// a (W) patrol (13.5.4 replaces the 7.2.2 roll).
func TestRule13_5_2_AtlanticWithoutP1(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 7), BaseFrance, 6) // DECK_GUN_REMOVAL 6: kept
	tc.SetPack(&fakePack{})
	tc.assignPatrol()
	tc.mustUseScript()
	a := tc.ptAssignment()
	if a.Area != AreaAtlantic || a.Wolfpack || len(tc.rolls("P1")) != 0 {
		t.Fatalf("assignment %+v, P1 rolls %d", a, len(tc.rolls("P1")))
	}
	if a.Track[2] != "atlantic" {
		t.Fatalf("track %v", a.Track)
	}
}

// 13.5.3: the first Atlantic box is a convoy without an [E1] roll, and the pack's round 1
// meets there; the boat declining the attack meets no round. The next Atlantic box rolls.
func TestRule13_5_3_FirstAtlanticBoxConvoy(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(packConvoy, 4)...) // ships, DAY 4
	f := &fakePack{}
	tc.SetPack(f)
	dec.on("attack", "decline")
	tc.S.Patrol.Pos = 0
	tc.boxEncounters()
	tc.mustUseScript()
	if len(tc.rolls("E1")) != 0 || tc.ptNotes("pack_convoy") != 1 {
		t.Fatalf("E1 rolls %d, pack_convoy notes %d", len(tc.rolls("E1")), tc.ptNotes("pack_convoy"))
	}
	if enc := tc.eventsOf(TEncounter); len(enc) != 1 || enc[0].(*EncounterEvent).Kind != "convoy" {
		t.Fatalf("encounters %+v", enc)
	}
	if len(f.meets) != 0 {
		t.Fatalf("declined, yet met the pack %+v", f.meets)
	}
	// The second Atlantic box rolls [E1] as usual: 2+2 = 4, none; no battle forms.
	tc.script(2, 2)
	tc.S.Patrol.Pos = 1
	tc.boxEncounters()
	tc.mustUseScript()
	if len(tc.rolls("E1")) != 1 || tc.ptNotes("pack_convoy") != 1 {
		t.Fatal("the second Atlantic box is not rolled normally")
	}
	if len(f.meets) != 1 || f.meets[0].Meet != MeetEncounter || f.meets[0].Result != "none" || f.meets[0].Pos != 1 {
		t.Fatalf("meets %+v", f.meets)
	}
}

// 13.5.4–13.5.5: in the pack's battle each round meets the pack for its modifier, which
// replaces the WOLFPACK roll; following is automatic (no FOLLOW roll) for three rounds in
// all, and the boat is not asked after the third.
func TestRule13_5_4_RoundsAndAutomaticFollow(t *testing.T) {
	// Each round: ships, DAY 4, one G7e at medium range missing (U1 5+5), not detected
	// (E2 1+1).
	round := shDice(packConvoy, 4, 5, 5, 1, 1)
	tc, dec := shipTC(t, "VIIC", shDice(round, round, round)...)
	f := &fakePack{drms: []int{1, -1, 1}}
	tc.SetPack(f)
	tc.S.Boat.BowTubes[0], tc.S.Boat.BowTubes[1], tc.S.Boat.BowTubes[2] = G7e, G7e, G7e
	dec.on("range", "medium", "medium", "medium").on("fire", "target_1", "hold", "hold", "target_1", "hold", "target_1")
	dec.on("follow", "undamaged", "undamaged")
	tc.pack.firstBox = true
	tc.packBattle(1)
	tc.mustUseScript()
	if len(f.meets) != 3 {
		t.Fatalf("meets %+v", f.meets)
	}
	for i, m := range f.meets {
		if m.Meet != MeetRound || m.Round != i+1 {
			t.Fatalf("meet %d: %+v", i, m)
		}
	}
	if len(tc.rolls("WOLFPACK")) != 0 || len(tc.rolls("FOLLOW")) != 0 {
		t.Fatal("WOLFPACK or FOLLOW rolled in the pack's battle")
	}
	var drms []int
	follows := 0
	for i, d := range dec.seen {
		switch d.ID {
		case "attack_mode":
			drms = append(drms, dec.engs[i].WolfpackDRM)
		case "follow":
			follows++
			if d.Has("damaged") || !d.Has("undamaged") || !d.Has("stop") {
				t.Errorf("follow options %v", d.Keys())
			}
		}
	}
	if len(drms) != 3 || drms[0] != 1 || drms[1] != -1 || drms[2] != 1 {
		t.Fatalf("round modifiers %v, want [1 -1 1]", drms)
	}
	if follows != 2 {
		t.Fatalf("%d follow decisions, want 2 (13.5.5: three rounds)", follows)
	}
	if tc.pack.round != 0 || tc.S.Patrol.Pos != 0 {
		t.Fatalf("after the battle: round %d, box %d", tc.pack.round, tc.S.Patrol.Pos)
	}
}

// 13.5.4 [D11]: with the radio Inoperative the boat takes part but gets no modifier.
func TestRule13_5_4_RadioOut(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(packConvoy, 4)...)
	f := &fakePack{drms: []int{1}}
	tc.SetPack(f)
	tc.S.Boat.Sys("radio").State = SysInoperative
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("fire", "hold")
	tc.pack.firstBox = true
	tc.packBattle(1)
	tc.mustUseScript()
	if _, e := dec.find("attack_mode", 0); e == nil || e.WolfpackDRM != 0 || len(f.meets) != 1 {
		t.Fatalf("radio out: %+v, meets %d", e, len(f.meets))
	}
}

// 13.5.5: after the initial battle, a "Convoy" roll starts a battle in round 1; no result
// or a ship may join in round 2 when the pack found a convoy (or stay out / chase); other
// results are resolved normally and may not join (AMBIGUOUS reading).
func TestRule13_5_5_Joining(t *testing.T) {
	// E1 2+2 = 4 none; battle; join: ships, DAY 4, U1 5+5 miss, E2 1+1; the follow
	// declined.
	tc, dec := shipTC(t, "VIIC", shDice(2, 2, packConvoy, 4, 5, 5, 1, 1)...)
	f := &fakePack{battle: true}
	tc.SetPack(f)
	tc.pack.firstBox = true
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("pack_join", "join").on("range", "medium").on("fire", "target_1")
	tc.encounterRoll(&tc.S.Patrol.Track[0])
	tc.mustUseScript()
	if len(f.meets) != 2 || f.meets[0].Meet != MeetEncounter || f.meets[1].Meet != MeetRound || f.meets[1].Round != 2 {
		t.Fatalf("join: meets %+v", f.meets)
	}
	if d, _ := dec.find("pack_join", 0); d == nil || !d.Has("join") || !d.Has("stay") {
		t.Fatalf("pack_join %+v", d)
	}
	follows := 0
	for _, d := range dec.seen {
		if d.ID == "follow" {
			follows++
		}
	}
	if follows != 1 { // rounds 2 and 3 are left to a boat joining in round 2
		t.Fatalf("follow asked %d times", follows)
	}

	// No result, no battle: nothing asked.
	tc, dec = shipTC(t, "VIIC", 2, 2)
	f = &fakePack{}
	tc.SetPack(f)
	tc.pack.firstBox = true
	tc.encounterRoll(&tc.S.Patrol.Track[0])
	tc.mustUseScript()
	if len(dec.seen) != 0 || len(f.meets) != 1 {
		t.Fatalf("no battle: decisions %d, meets %+v", len(dec.seen), f.meets)
	}

	// A capital ship while the pack found a convoy: join or chase; joining, no [T5] roll
	// (E1 1+1 = 2, then the convoy's ships and DAY; the attack declined).
	tc, dec = shipTC(t, "VIIC", shDice(1, 1, packConvoy, 4)...)
	f = &fakePack{battle: true}
	tc.SetPack(f)
	tc.pack.firstBox = true
	dec.on("pack_join", "join").on("attack", "decline")
	tc.encounterRoll(&tc.S.Patrol.Track[0])
	tc.mustUseScript()
	if d, _ := dec.find("pack_join", 0); d == nil || !d.Has("join") || !d.Has("chase") || d.Context != "capital_ship" {
		t.Fatalf("capital ship: pack_join %+v", d)
	}
	if len(tc.rolls("T5")) != 0 || len(f.meets) != 1 {
		t.Fatalf("capital ship joined: T5 rolls %d, meets %+v", len(tc.rolls("T5")), f.meets)
	}

	// An aircraft while the pack found a convoy: no joining (resolved normally).
	tc, dec = shipTC(t, "VIIC", 1, 2)
	f = &fakePack{battle: true}
	tc.SetPack(f)
	tc.pack.firstBox = true
	func() {
		defer func() { _ = recover() }() // the aircraft's own rolls are not scripted
		tc.encounterRoll(&tc.S.Patrol.Track[0])
	}()
	if d, _ := dec.find("pack_join", 0); d != nil {
		t.Fatal("aircraft: pack_join asked")
	}
	if enc := tc.eventsOf(TEncounter); len(enc) != 1 || enc[0].(*EncounterEvent).Kind != "aircraft" {
		t.Fatalf("aircraft not resolved: %+v", enc)
	}
}
