package engine

import (
	"math"
	"testing"
)

// Tests of the optional [R2] alternative random events table (random.go randomEventR2;
// tables.md "[R2] Alternative Random Events Table", errata 25/26), each on scripted dice.

// r2Patrol is rePatrol with the [R2] option in force.
func r2Patrol(t *testing.T, area, track string, pos int, faces ...int) (*testCareer, *Patrol) {
	t.Helper()
	tc, p := rePatrol(t, area, track, pos, faces...)
	tc.S.Options = Options{OptAltRandomEvents: true}
	return tc, p
}

// [R2] replaces [R1] with the option, 3d6 and its own event numbers; off, [R1] (2d6) is rolled.
func TestRuleR2_ReplacesR1(t *testing.T) {
	tc, p := r2Patrol(t, AreaAtlantic, "Atlantic", 3, 4, 4, 3) // R2 11: superior torpedoes
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if r := tc.rolls("R2"); len(r) != 1 || r[0].Result != "event_11" || len(r[0].Faces) != 3 || len(tc.rolls("R1")) != 0 {
		t.Fatalf("R2 rolls %+v, R1 %d", r, len(tc.rolls("R1")))
	}
	if tc.ptRandomEvent() != "r2_event_11" || !tc.S.Boat.SuperiorTorpedoes || !p.RandomEventUsed {
		t.Fatalf("random_event %q superior %v", tc.ptRandomEvent(), tc.S.Boat.SuperiorTorpedoes)
	}

	// off: the same first faces are an [R1] roll (4+4 = 8, Schnorchel failure, not fitted).
	tc, p = rePatrol(t, AreaAtlantic, "Atlantic", 3, 4, 4)
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if len(tc.rolls("R1")) != 1 || len(tc.rolls("R2")) != 0 || tc.ptRandomEvent() != "event_8" {
		t.Fatalf("option off: R1 %d R2 %d event %q", len(tc.rolls("R1")), len(tc.rolls("R2")), tc.ptRandomEvent())
	}
}

// [R2] 3 crash dive: an officer left on deck is lost (1d6 1 Doctor, 2 LI, 3–4 1WO, 5–6
// 2WO); already KIA, the event does not happen (12.1.5).
func TestRuleR2_3_OfficerLeftOnDeck(t *testing.T) {
	tc, p := r2Patrol(t, AreaAtlantic, "Atlantic", 3, 1, 1, 1, 1) // R2 3; LEFT_ON_DECK 1: Doctor
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if tc.S.Crew.M[Doctor].Status != KIA || !p.RandomEventUsed {
		t.Fatalf("doctor %d used %v", tc.S.Crew.M[Doctor].Status, p.RandomEventUsed)
	}
	tc, p = r2Patrol(t, AreaAtlantic, "Atlantic", 3, 1, 1, 1, 2) // LEFT_ON_DECK 2: LI, already KIA
	tc.S.Crew.M[LI].Status = KIA
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if p.RandomEventUsed || tc.ptNotes("random_event_ignored") != 1 {
		t.Fatal("12.1.5: the LI already KIA, the event did not happen")
	}
}

// [R2] 4 periscope failure: repaired on 1–2 (Experte LI −1); else no submerged attack for
// the rest of the patrol, by day Long range only, and an escorted day encounter is an
// immediate [E2] check.
func TestRuleR2_4_PeriscopeFailure(t *testing.T) {
	tc, p := r2Patrol(t, AreaAtlantic, "Atlantic", 3, 1, 1, 2, 3) // R2 4; repair 3 − 1 = 2: repaired
	tc.S.Crew.M[LI].Experte = true
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if p.PeriscopeFailed || !tc.periscopeWorks() || tc.rolls("PERISCOPE_FAILURE")[0].Result != "repaired" {
		t.Fatal("Experte LI: 3 − 1 repairs the periscope")
	}
	tc, p = r2Patrol(t, AreaAtlantic, "Atlantic", 3, 1, 1, 2, 3) // repair 3: failed
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if !p.PeriscopeFailed || tc.periscopeWorks() || tc.ptNotes("periscope_failed") != 1 || p.MandatoryAbort {
		t.Fatalf("failed: periscope failed %v works %v (aborting is optional)", p.PeriscopeFailed, tc.periscopeWorks())
	}

	// an escorted day encounter: Long range, the escorts' [E2] at once, no attack offered.
	tc2, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 1, // SIZE small, T1 01, DAY 1: Day
		2, 2)...) // E2 4 − 1 long range = 3: undetected
	tc2.S.Patrol.PeriscopeFailed = true
	tc2.shipEncounter("ship_escort")
	tc2.mustUseScript()
	e2 := tc2.rolls("E2")
	if len(e2) != 1 || !shHasMod(e2[0], -1, "9.6.3 long range [A40]") || e2[0].Result != "undetected" {
		t.Fatalf("E2 %+v", e2)
	}
	if d, _ := dec.find("attack", 0); d != nil {
		t.Error("attack offered by day with the periscope lost")
	}

	// unescorted by day: the range is Long only, surfaced only.
	tc3, dec3 := shipTC(t, "VIIC", shDice(1, shD100(1), 1, 6, 6)...) // Day; U1 12: miss
	tc3.S.Patrol.PeriscopeFailed = true
	tc3.S.Boat.BowTubes[0] = G7e
	dec3.on("attack", "attack").on("weapon_group", "bow", "done")
	tc3.shipEncounter("ship")
	tc3.mustUseScript()
	mode, _ := dec3.find("attack_mode", 0)
	rng, _ := dec3.find("range", 0)
	if mode == nil || mode.Has("submerged") || rng == nil || len(rng.Options) != 1 || rng.Options[0].Key != "long" {
		t.Fatalf("attack_mode %+v range %+v", mode, rng)
	}
}

// [R2] 5 search and rescue: 1–2 the pilot is rescued, the boat must abort and the
// Kommandant is promoted at the next refit; once per game, only British Isles,
// Mediterranean and Bay of Biscay boxes.
func TestRuleR2_5_SearchAndRescue(t *testing.T) {
	tc, p := r2Patrol(t, AreaBritishIsles, "British Isles", 4, 1, 1, 3, 2) // R2 5; RESCUE 2: rescued
	tc.randomEvent(&p.Track[4])
	tc.mustUseScript()
	if !tc.S.PromotionDue || !p.MandatoryAbort || !tc.S.RescueUsed {
		t.Fatalf("rescued: promotion due %v abort %v", tc.S.PromotionDue, p.MandatoryAbort)
	}
	rank := tc.S.Rank
	tc.promotion(tc.S.Date+1, tc.S.Date+2)
	if tc.S.Rank != rank+1 || tc.S.PromotionDue {
		t.Fatalf("refit: rank %d → %d", rank, tc.S.Rank)
	}

	// once per game: a second 5 is passed over.
	tc.events = nil
	p.RandomEventUsed = false
	tc.script(1, 1, 3)
	tc.randomEvent(&p.Track[4])
	tc.mustUseScript()
	if p.RandomEventUsed || tc.ptNotes("random_event_ignored") != 1 {
		t.Fatal("[R2] 5 a second time in the game")
	}

	// the pilot lost: no promotion, no abort; and not in an Atlantic station box.
	tc, p = r2Patrol(t, AreaAtlantic, "Atlantic", 0, 1, 1, 3, 3) // box 0 Bay of Biscay; RESCUE 3: lost
	tc.randomEvent(&p.Track[0])
	tc.mustUseScript()
	if tc.S.PromotionDue || p.MandatoryAbort || !tc.S.RescueUsed {
		t.Fatal("pilot lost")
	}
	tc, p = r2Patrol(t, AreaAtlantic, "Atlantic", 3, 1, 1, 3)
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if p.RandomEventUsed || tc.S.RescueUsed {
		t.Fatal("[R2] 5 in an Atlantic station box")
	}
}

// [R2] 6 gyrocompass (abort when not repaired on 1–2) and 7 minefield (not in the
// Atlantic; 2–4 sunk, 5 ten hits) act as [R1] 4 and 10.
func TestRuleR2_6_7_GyrocompassMinefield(t *testing.T) {
	tc, p := r2Patrol(t, AreaAtlantic, "Atlantic", 3, 1, 2, 3, 5) // R2 6; E5 gyrocompass 5: failed
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if !p.MandatoryAbort || p.AbortReason != "gyrocompass" {
		t.Fatal("gyrocompass not repaired: abort")
	}
	tc, p = r2Patrol(t, AreaAtlantic, "Atlantic", 3, 1, 3, 3) // R2 7 in the Atlantic
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if p.RandomEventUsed || len(tc.rolls("MINEFIELD")) != 0 {
		t.Fatal("minefield in the Atlantic")
	}
	tc, p = r2Patrol(t, AreaBritishIsles, "British Isles", 4, 1, 3, 3, 1, 2) // MINEFIELD 3: sunk
	ended, _ := tc.run(func() { tc.randomEvent(&p.Track[4]) })
	if !ended || len(tc.rolls("MINEFIELD")) != 1 {
		t.Fatalf("minefield 3: ended %v", ended)
	}
}

// [R2] 9 weather reporting and 13 severe storm: no encounters in this box and the next;
// 13 then 1d6, a 6 sweeps the officer of the watch overboard ([R1] 2's roll).
func TestRuleR2_9_13_WeatherStorm(t *testing.T) {
	tc, p := r2Patrol(t, AreaAtlantic, "Atlantic", 3, 1, 2, 6) // R2 9
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if !p.LoseBox || p.SkipBoxes != 1 {
		t.Fatal("weather: this box and the next")
	}
	tc, p = r2Patrol(t, AreaAtlantic, "Atlantic", 3, 4, 4, 5, 5) // R2 13; STORM_WAVE 5: none
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if !p.LoseBox || p.SkipBoxes != 1 || tc.ptRandomEvent() != RandomSevereStormR2 {
		t.Fatal("storm: this box and the next")
	}
	tc, p = r2Patrol(t, AreaAtlantic, "Atlantic", 3, 4, 4, 5, 6, 2) // STORM_WAVE 6; OVERBOARD 2: LI
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if tc.S.Crew.M[LI].Status != KIA || !p.LoseBox {
		t.Fatal("storm wave: the LI is lost")
	}
}

// [R2] 10 submarine (not in North America), 12 Schnorchel (not without one), 14 Hals und
// Beinbruch, 16 torpedo loose, 18 man overboard act as their [R1] events.
func TestRuleR2_SharedEvents(t *testing.T) {
	tc, p := r2Patrol(t, AreaNorthAmerica, "North America/Caribbean", 4, 3, 3, 4) // R2 10
	tc.randomEvent(&p.Track[4])
	tc.mustUseScript()
	if p.RandomEventUsed {
		t.Fatal("submarine in North America")
	}
	tc, p = r2Patrol(t, AreaAtlantic, "Atlantic", 3, 4, 4, 4) // R2 12, no Schnorchel
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if p.RandomEventUsed || p.LoseBox {
		t.Fatal("Schnorchel failure without a Schnorchel")
	}
	tc, p = r2Patrol(t, AreaAtlantic, "Atlantic", 3, 4, 4, 6) // R2 14
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if tc.S.Boat.HalsUndBeinbruch != 1 {
		t.Fatal("Hals und Beinbruch")
	}
	tc, p = r2Patrol(t, AreaAtlantic, "Atlantic", 3, 6, 6, 4) // R2 16
	tc.S.Boat.BowTubes[0] = G7a
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if tc.S.Crew.M[Crew1].Status != SW {
		t.Fatal("torpedo loose: SW on a crew box")
	}
	tc, p = r2Patrol(t, AreaAtlantic, "Atlantic", 3, 6, 6, 6, 4) // R2 18; OVERBOARD 4: 1WO
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if tc.S.Crew.M[WO1].Status != KIA {
		t.Fatal("man overboard: the 1WO")
	}
}

// [R2] 17 spoiled food: every crew and officer box LW and a mandatory abort; ignored in
// the first outbound transit box.
func TestRuleR2_17_SpoiledFood(t *testing.T) {
	tc, p := r2Patrol(t, AreaAtlantic, "Atlantic", 3, 6, 6, 5)
	tc.S.Crew.M[WO2].Status = SW // stays SW
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	for _, m := range []int{Kmdt, WO1, LI, Doctor, Crew1, Crew4} {
		if tc.S.Crew.M[m].Status != LW {
			t.Errorf("%s %s, want lw", MemberKey(m), WoundKey(tc.S.Crew.M[m].Status))
		}
	}
	if tc.S.Crew.M[WO2].Status != SW || !p.MandatoryAbort || p.AbortReason != "spoiled_food" {
		t.Fatalf("2wo %s abort %v", WoundKey(tc.S.Crew.M[WO2].Status), p.MandatoryAbort)
	}
	tc, p = r2Patrol(t, AreaAtlantic, "Atlantic", 0, 6, 6, 5)
	tc.randomEvent(&p.Track[0])
	tc.mustUseScript()
	if p.RandomEventUsed || tc.S.Crew.M[Kmdt].Status != OK {
		t.Fatal("spoiled food in the first transit box")
	}
}

// [R2] 15 Milchkuh: resupply as 14.9 (errata 26) without the 1-in-6 meeting roll; only on
// station or after it, not aborting, never for the XB.
func TestRuleR2_15_Milchkuh(t *testing.T) {
	tc, p := r2Patrol(t, AreaAtlantic, "Atlantic", 4, 5, 5, 5, // R2 15
		3, 3, // E1 Bay of Biscay 6: none
		1) // RESUPPLY_TORPEDOES 1: 2 G7a FaT
	tc.S.Boat.Ammo = 0
	tc.randomEvent(&p.Track[4])
	tc.mustUseScript()
	if len(tc.rolls("RESUPPLY_AT_SEA")) != 0 || !p.ResuppliedAtSea || p.Pos != 2 || tc.S.Boat.Ammo != tc.Board().GunAmmo {
		t.Fatalf("milk cow: resupplied %v pos %d ammo %d", p.ResuppliedAtSea, p.Pos, tc.S.Boat.Ammo)
	}
	if tc.S.Boat.BowReloads[G7aFaT]+tc.S.Boat.SternReloads[G7aFaT] < 1 || tc.ptDecided("resupply_at_sea") != 1 {
		t.Fatal("torpedoes taken and the player asked (14.9.5)")
	}
	tc, p = r2Patrol(t, AreaAtlantic, "Atlantic", 1, 5, 5, 5) // outbound transit box
	tc.randomEvent(&p.Track[1])
	tc.mustUseScript()
	if p.RandomEventUsed || p.ResuppliedAtSea {
		t.Fatal("milk cow before the station")
	}
}

// 14.9 off: no resupply roll after the final on-station box's encounters.
func TestRule14_9_OffNoResupply(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 5, 4, 6) // E1 Atlantic 10: none
	tc.boxEncounters()
	tc.mustUseScript()
	if len(tc.rolls("RESUPPLY_AT_SEA")) != 0 || p.ResupplyTried {
		t.Fatal("14.9 off: rolled")
	}
}

// 14.9.2: after the final on-station box's encounters 1d6, a 1 brings a supply boat; the
// Bay of Biscay roll; no encounter: fuel (back to the first on-station box), ammunition,
// 1d6 torpedoes; one month more of refit (14.9.6).
func TestRule14_9_2_ResupplyAtSea(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 5,
		4, 6, // E1 Atlantic 10: none
		1,    // RESUPPLY_AT_SEA 1
		3, 4, // E1 Bay of Biscay 7: none
		2) // RESUPPLY_TORPEDOES 2: 2 G7e FaT
	tc.S.Options = Options{OptResupply: true}
	tc.S.Boat.Ammo = 1
	free := tc.Board().TorpedoesTotal - tc.torpedoesLeft()
	tc.boxEncounters()
	tc.mustUseScript()
	if !p.ResuppliedAtSea || p.Pos != 2 || tc.S.Boat.Ammo != tc.Board().GunAmmo || !p.ResupplyTried {
		t.Fatalf("resupplied %v pos %d ammo %d", p.ResuppliedAtSea, p.Pos, tc.S.Boat.Ammo)
	}
	if got := tc.Board().TorpedoesTotal - tc.torpedoesLeft(); free < 2 || got != free-2 ||
		tc.S.Boat.BowReloads[G7eFaT]+tc.S.Boat.SternReloads[G7eFaT] != 2 {
		t.Fatalf("free room %d → %d, want two G7e FaT taken", free, got)
	}
	if n := tc.patrolPMonths(p, tc.Board()); n != tc.Board().ExtendedPatrolP+1 {
		t.Fatalf("14.9.6 P months %d", n)
	}
	// 14.9.2 once per patrol: back at the final box, no second roll.
	p.Pos = 5
	tc.resupplyAtSeaCheck()
	if len(tc.rolls("RESUPPLY_AT_SEA")) != 1 {
		t.Fatal("a second resupply roll in the patrol")
	}
}

// 14.9.2: not on a 2–6; 14.9.3 an encounter on the Bay of Biscay roll stops it (the air
// attack with 7.4.4's −1 for resupply activity); 14.9.5 the player may decline.
func TestRule14_9_3_EncounterStopsResupply(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 5, 2) // RESUPPLY_AT_SEA 2: none
	tc.S.Options = Options{OptResupply: true}
	tc.resupplyAtSeaCheck()
	tc.mustUseScript()
	if p.ResupplyTried || tc.ptDecided("resupply_at_sea") != 0 {
		t.Fatal("no supply boat on a 2")
	}

	tc, p = rePatrol(t, AreaAtlantic, "Atlantic", 5, 1, // RESUPPLY_AT_SEA 1
		1, 2, // E1 Bay of Biscay 3: aircraft
		6, 6) // A1 12 − 1 = 11: crash dive
	tc.S.Options = Options{OptResupply: true}
	p.MissionFailed = true // (a failed mission does not stop the resupply's −1)
	tc.resupplyAtSeaCheck()
	tc.mustUseScript()
	a1 := tc.rolls("A1")
	if p.ResuppliedAtSea || p.Pos != 5 || len(a1) != 1 || !ptHasMod(a1[0], "7.4.4", -1) {
		t.Fatalf("encounter: resupplied %v pos %d A1 %+v", p.ResuppliedAtSea, p.Pos, a1)
	}

	tc, p = rePatrol(t, AreaAtlantic, "Atlantic", 5, 1) // RESUPPLY_AT_SEA 1, declined
	tc.S.Options = Options{OptResupply: true}
	tc.dec.answer("resupply_at_sea", "decline")
	tc.resupplyAtSeaCheck()
	tc.mustUseScript()
	if p.ResuppliedAtSea || !p.ResupplyTried || len(tc.rolls("E1")) != 0 {
		t.Fatal("14.9.5 declined")
	}
}

// 14.9.1 / 14.9.7: not in the Mediterranean (nor Brazil, Indian Ocean, Caribbean, North
// America), not for the IXD-2, XB, XIV.
func TestRule14_9_1_NotEverywhere(t *testing.T) {
	tc, _ := rePatrol(t, AreaMediterranean, "Mediterranean", 5)
	tc.S.Options = Options{OptResupply: true}
	tc.resupplyAtSeaCheck()
	if len(tc.rolls("RESUPPLY_AT_SEA")) != 0 {
		t.Fatal("resupply roll in the Mediterranean")
	}
	tc2 := newPatrolCareer(t, "XB", MonthOf(1943, 10), BaseFrance)
	tc2.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	if tc2.resupplyAtSeaBlocked() == "" {
		t.Fatal("14.9.7 the XB")
	}
}

// 14.9.4: torpedoes only into free room and within the board's mix (printed load + 4 of a
// kind, [A02]).
func TestRule14_9_4_RoomAndMix(t *testing.T) {
	tc, _ := rePatrol(t, AreaAtlantic, "Atlantic", 5)
	b := tc.Board()
	bt := &tc.S.Boat
	for i := range bt.BowTubes {
		bt.BowTubes[i] = G7a
	}
	for i := range bt.SternTubes {
		bt.SternTubes[i] = G7a
	}
	bt.BowReloads, bt.SternReloads = Load{}, Load{}
	bt.BowReloads[G7a] = b.ReloadsFwd
	bt.SternReloads[G7a] = b.ReloadsAft - 1 // one free box
	tc.takeTorpedoes(G7eFaT, 2)
	if bt.SternReloads[G7eFaT] != 1 || tc.torpedoesLeft() != b.TorpedoesTotal {
		t.Fatalf("one free box: stern reloads %v", bt.SternReloads)
	}
	tc.events = nil
	tc.takeTorpedoes(G7aFaT, 2)
	if tc.ptNotes("resupply_at_sea") != 1 || bt.BowReloads[G7aFaT]+bt.SternReloads[G7aFaT] != 0 {
		t.Fatal("no room: nothing taken, a note says so")
	}
	// the mix: G7a aboard already at the printed load + 4, room to spare.
	bt.BowReloads, bt.SternReloads = Load{}, Load{}
	for i := range bt.BowTubes {
		bt.BowTubes[i] = TorpNone
	}
	for i := range bt.SternTubes {
		bt.SternTubes[i] = TorpNone
	}
	bt.BowReloads[G7a] = min(b.DefaultG7a+4, b.ReloadsFwd)
	bt.SternReloads[G7a] = b.DefaultG7a + 4 - bt.BowReloads[G7a]
	tc.takeTorpedoes(G7aFaT, 2)
	if bt.BowReloads[G7aFaT]+bt.SternReloads[G7aFaT] != 0 {
		t.Fatalf("beyond the mix: %v %v", bt.BowReloads, bt.SternReloads)
	}
}

// oddsDecider answers every decision with its first option and keeps the decisions.
type oddsDecider struct{ seen []Decision }

func (o *oddsDecider) Decide(_ *State, d *Decision) (string, string) {
	o.seen = append(o.seen, *d)
	return d.Options[0].Key, "first"
}

// 14.9.5 the player's choice carries the rule's odds: accepting risks the Bay of Biscay
// roll (14.9.3: 2–5 an aircraft, 10 in 36, and no resupply), else the boat is resupplied.
func TestRule14_9_5_ResupplyDecisionOdds(t *testing.T) {
	tc, _ := rePatrol(t, AreaAtlantic, "Atlantic", 5,
		1,    // RESUPPLY_AT_SEA 1
		3, 4, // E1 Bay of Biscay 7: none
		6) // RESUPPLY_TORPEDOES 6: none
	tc.S.Options = Options{OptResupply: true}
	tc.cfg.Odds = true
	od := &oddsDecider{}
	tc.decider = od
	tc.resupplyAtSeaCheck()
	tc.mustUseScript()
	var d *Decision
	for i := range od.seen {
		if od.seen[i].ID == "resupply_at_sea" {
			d = &od.seen[i]
		}
	}
	if d == nil {
		t.Fatal("no resupply_at_sea decision")
	}
	got := map[string]float64{}
	for _, o := range d.Options[0].Odds {
		got[o.Outcome] = o.P
	}
	if len(got) != 2 || math.Abs(got["aircraft"]-10.0/36) > 1e-9 || math.Abs(got[OutcomeResupplied]-26.0/36) > 1e-9 {
		t.Fatalf("accept odds %v", d.Options[0].Odds)
	}
	if len(d.Options[1].Odds) != 0 {
		t.Errorf("decline carries odds %v", d.Options[1].Odds)
	}
}
