package engine

import "testing"

// Tests of chapter 12 random events ([R1], 12.1): random.go.

// rePatrol is a VIIC on a patrol of area/track, in box pos, with the faces scripted.
func rePatrol(t *testing.T, area, track string, pos int, faces ...int) (*testCareer, *Patrol) {
	t.Helper()
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 10), BaseFrance, faces...)
	p := tc.ptSetPatrol(area, track, MissionNone)
	p.Pos = pos
	return tc, p
}

func (tc *testCareer) ptRandomEvent() string {
	tc.t.Helper()
	evs := tc.eventsOf(TRandomEvent)
	if len(evs) == 0 {
		return ""
	}
	return evs[len(evs)-1].(*KeyEvent).Key
}

// [R1] 2 Man overboard: 1d6 3–4 the 1WO is lost (KIA).
func TestRule12_1_R1_2_ManOverboard(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 3, 1, 1, 3) // R1 2; OVERBOARD 3: 1WO
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if tc.ptRandomEvent() != "event_2" || tc.S.Crew.M[WO1].Status != KIA || !p.RandomEventUsed || tc.S.Crew.Command != Kmdt {
		t.Fatalf("1wo %d used %v", tc.S.Crew.M[WO1].Status, p.RandomEventUsed)
	}
}

// [R1] 2: a 1 loses the Kommandant: the game ends.
func TestRule12_1_R1_2_KommandantOverboard(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 3, 1, 1, 1)
	ended, _ := tc.run(func() { tc.randomEvent(&p.Track[3]) })
	if !ended || tc.S.EndReason != "kmdt_killed" {
		t.Fatalf("ended %v reason %s", ended, tc.S.EndReason)
	}
}

// [R1] 2, 12.1.5: a man already KIA is not lost again: the event did not happen and the
// patrol's event is still to come.
func TestRule12_1_5_OverboardAlreadyKIA(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 3, 1, 1, 6) // OVERBOARD 6: 2WO
	tc.S.Crew.M[WO2].Status = KIA
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if p.RandomEventUsed || tc.ptNotes("random_event_ignored") != 1 {
		t.Fatal("12.1.5: not used")
	}
}

// [R1] 3 Caught by surprise: one [E3] aircraft roll (+1 against a schnorchelling boat,
// 9.8.2) and one crew injury besides the hits.
func TestRule12_1_R1_3_CaughtBySurprise(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 3,
		1, 2, // R1 3
		1, 1, // E3 aircraft 2 + 1 = 3: ineffective
		4, 4, // E5a_who 8: crew
		2) // severity 2: LW
	p.Posture = PostureSchnorchel
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	e3 := tc.rolls("E3")
	if len(e3) != 1 || e3[0].Column != "aircraft" || e3[0].Total != 3 || !ptHasMod(e3[0], "[A1]", 1) {
		t.Fatalf("E3 %+v", e3)
	}
	if tc.S.Crew.M[Crew1].Status != LW || len(tc.rolls("A1")) != 0 || len(tc.rolls("A2")) != 0 {
		t.Fatal("no crash dive, no Flak; one crew injury")
	}
}

// [R1] 3 on the surface: +2 on [E3]; the hit is rolled on [E4] and repaired after.
func TestRule12_1_R1_3_CaughtBySurpriseSurfaced(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 3,
		1, 2, // R1 3
		1, 1, // E3 2 + 2 = 4: 1 hit
		6, 1, // E4 61: hydrophones
		4, 4, // E5a_who 8: crew
		1, // LW
		1) // E5 hydrophones 1: repaired
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if e3 := tc.rolls("E3"); e3[0].Total != 4 || !ptHasMod(e3[0], "9.8.2", 2) {
		t.Fatalf("E3 %+v", e3[0])
	}
	if !tc.S.Boat.Working("hydrophones") || tc.S.Crew.M[Crew1].Status != LW {
		t.Fatal("hit repaired, one injury")
	}
}

// [R1] 3 on the surface, sunk: [E3] 6+5 +2 = 13 sinks the boat; the loss is the random
// event's air attack (LossSurpriseAir), not a 9.8.2 encounter's.
func TestRule12_1_R1_3_CaughtBySurpriseSunk(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 3,
		1, 2, // R1 3
		6, 5) // E3 11 + 2 = 13: sunk
	ended, _ := tc.run(func() { tc.randomEvent(&p.Track[3]) })
	tc.mustUseScript()
	if !ended || tc.S.EndReason != EndBoatLost || tc.cbLost() != LossSurpriseAir {
		t.Fatalf("ended %v %q, lost to %q", ended, tc.S.EndReason, tc.cbLost())
	}
}

// [R1] 4 Gyrocompass: repaired on 1–2 ([E5] column gyrocompass, Experte LI −1); a failure
// forces an abort at once (10.9.1).
func TestRule12_1_R1_4_Gyrocompass(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 3, 1, 3, 3) // R1 4; E5 3: failed
	tc.randomEvent(&p.Track[3])
	tc.mustUseScript()
	if r := tc.rolls("E5"); len(r) != 1 || r[0].Column != "gyrocompass" || !p.MandatoryAbort || p.AbortReason != "gyrocompass" {
		t.Fatalf("E5 %+v abort %v", r, p.MandatoryAbort)
	}
	tc2, p2 := rePatrol(t, AreaAtlantic, "Atlantic", 3, 1, 3, 3)
	tc2.S.Crew.M[LI].Experte = true
	tc2.randomEvent(&p2.Track[3])
	if p2.MandatoryAbort || tc2.rolls("E5")[0].Result != "repaired" {
		t.Fatal("Experte LI: 3 − 1 repairs")
	}
}

// [R1] 5 Superior torpedoes for this patrol only (12.1.3).
func TestRule12_1_3_SuperiorTorpedoesThisPatrol(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 3, 2, 3)
	tc.randomEvent(&p.Track[3])
	if !tc.S.Boat.SuperiorTorpedoes {
		t.Fatal("superior torpedoes")
	}
	tc.endPatrol("returned")
	if tc.S.Boat.SuperiorTorpedoes {
		t.Fatal("12.1.3: only for the current patrol")
	}
}

// [R1] 6: no submarine in North America or the Caribbean; 12.1.5: the next natural 12
// triggers a random event again.
func TestRule12_1_5_SubmarineIgnoredInNorthAmerica(t *testing.T) {
	tc, p := rePatrol(t, AreaNorthAmerica, "North America/Caribbean", 4,
		6, 6, // E1 north_america 12: random event
		3, 3, // R1 6: submarine, ignored here
		6, 6, // E1 12 again: random event
		3, 4) // R1 7: Hals und Beinbruch
	tc.encounterRoll(&p.Track[4])
	if p.RandomEventUsed || tc.ptRandomEvent() != "event_6" {
		t.Fatal("ignored: not used")
	}
	tc.encounterRoll(&p.Track[4])
	tc.mustUseScript()
	if !p.RandomEventUsed || tc.S.Boat.HalsUndBeinbruch != 1 || len(tc.rolls("R1")) != 2 {
		t.Fatalf("second event: HuB %d", tc.S.Boat.HalsUndBeinbruch)
	}
}

// [R1] 7 "Hals und Beinbruch": one more counter, kept across patrols (12.1.3).
func TestRule12_1_R1_7_HalsUndBeinbruch(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 3, 3, 4)
	tc.S.Boat.HalsUndBeinbruch = 1
	tc.randomEvent(&p.Track[3])
	tc.endPatrol("returned")
	if tc.S.Boat.HalsUndBeinbruch != 2 {
		t.Fatalf("counters %d", tc.S.Boat.HalsUndBeinbruch)
	}
}

// [R1] 8 Schnorchel failure: ignored without a Schnorchel (12.1.5); with one, the box is
// lost: its remaining rolls are not made.
func TestRule12_1_R1_8_SchnorchelFailure(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 3, 4, 4)
	tc.S.Boat.Schnorchel = false
	tc.randomEvent(&p.Track[3])
	if p.RandomEventUsed || p.LoseBox {
		t.Fatal("no Schnorchel: ignored")
	}
	tc2, p2 := rePatrol(t, AreaAtlantic, "Atlantic", 2,
		6, 6, // E1 transit 12: random event
		4, 4) // R1 8
	tc2.S.Boat.Schnorchel = true
	p2.Track[2].Rolls = 2 // an x2 box: the second roll is lost
	tc2.boxEncounters()
	tc2.mustUseScript()
	if !p2.RandomEventUsed || len(tc2.rolls("E1")) != 1 {
		t.Fatalf("%d E1 rolls", len(tc2.rolls("E1")))
	}
}

// 12.1.6: after an event the box's remaining rolls are still made.
func TestRule12_1_6_RemainingRollsAfterEvent(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 1,
		6, 6, // E1 transit 12: random event
		2, 3, // R1 5
		4, 4) // E1 transit 8: none
	p.Track[1].Rolls = 2
	tc.boxEncounters()
	tc.mustUseScript()
	if len(tc.rolls("E1")) != 2 {
		t.Fatal("the second roll of the x2 box is made")
	}
}

// [R1] 9 Weather reporting: no encounters in this box and the next; ignored on the way
// home and with the radio out.
func TestRule12_1_R1_9_WeatherReporting(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 3, 4, 5)
	tc.randomEvent(&p.Track[3])
	if !p.LoseBox || p.SkipBoxes != 1 || !p.RandomEventUsed {
		t.Fatalf("lose %v skip %d", p.LoseBox, p.SkipBoxes)
	}
	tc.events = nil
	tc.enterBox(4, true)
	tc.boxEncounters()
	tc.mustUseScript() // no roll in box 4
	if b := tc.eventsOf(TBox)[0].(*BoxEvent); b.Rolls != 0 || p.SkipBoxes != 0 || tc.ptDecided("posture") != 0 {
		t.Fatalf("box %+v", b)
	}
	tc2, p2 := rePatrol(t, AreaAtlantic, "Atlantic", 6, 4, 5) // a Transit box home
	tc2.randomEvent(&p2.Track[6])
	if p2.RandomEventUsed || p2.SkipBoxes != 0 {
		t.Fatal("ignored on the way home")
	}
	tc3, p3 := rePatrol(t, AreaAtlantic, "Atlantic", 3, 4, 5)
	tc3.S.Boat.Sys("radio").State = SysInoperative
	tc3.randomEvent(&p3.Track[3])
	if p3.RandomEventUsed {
		t.Fatal("[E5] radio out: ignored")
	}
}

// [R1] 10 Minefield: ignored in the Atlantic; elsewhere 2d6 (+1 Veteran): 2–4 sunk.
func TestRule12_1_R1_10_Minefield(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 3, 5, 5)
	tc.randomEvent(&p.Track[3])
	if p.RandomEventUsed || len(tc.rolls("MINEFIELD")) != 0 {
		t.Fatal("ignored in the Atlantic")
	}
	tc2, p2 := rePatrol(t, AreaBritishIsles, "British Isles", 3, 5, 5, 3, 3) // 6 + 1 Veteran = 7: no effect
	tc2.S.Crew.Quality = Veteran
	tc2.randomEvent(&p2.Track[3])
	tc2.mustUseScript()
	if r := tc2.rolls("MINEFIELD"); len(r) != 1 || r[0].Total != 7 || r[0].Result != "none" || !ptHasMod(r[0], "[R1] 10", 1) {
		t.Fatalf("MINEFIELD %+v", r)
	}
	tc3, p3 := rePatrol(t, AreaBritishIsles, "British Isles", 3, 5, 5, 1, 2)
	ended, _ := tc3.run(func() { tc3.randomEvent(&p3.Track[3]) })
	if !ended || tc3.S.EndReason != "boat_lost" || tc3.cbLost() != LossMine {
		t.Fatalf("3: sunk (ended %v %s, lost to %q)", ended, tc3.S.EndReason, tc3.cbLost())
	}
}

// [R1] 11 Severe storm: no encounters in this box and the next.
func TestRule12_1_R1_11_SevereStorm(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 6, 5, 6) // even on the way home
	tc.randomEvent(&p.Track[6])
	if !p.LoseBox || p.SkipBoxes != 1 || !p.RandomEventUsed {
		t.Fatalf("lose %v skip %d", p.LoseBox, p.SkipBoxes)
	}
}

// [R1] 12 Torpedo breaks loose: an SW on an unwounded generic crew box; ignored with no
// torpedoes aboard (12.1.5).
func TestRule12_1_R1_12_TorpedoLoose(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 3, 6, 6)
	tc.randomEvent(&p.Track[3])
	if p.RandomEventUsed {
		t.Fatal("no torpedoes: ignored")
	}
	tc2, p2 := rePatrol(t, AreaAtlantic, "Atlantic", 3, 6, 6)
	tc2.S.Boat.BowTubes[0] = G7e
	tc2.S.Crew.M[Crew1].Status = LW
	tc2.randomEvent(&p2.Track[3])
	if !p2.RandomEventUsed || tc2.S.Crew.M[Crew2].Status != SW || tc2.S.Crew.M[Crew1].Status != LW {
		t.Fatalf("crew_1 %d crew_2 %d", tc2.S.Crew.M[Crew1].Status, tc2.S.Crew.M[Crew2].Status)
	}
}

// 12.1.7: no random event on the Additional Round column (see also
// TestRule7_3_3_GibraltarMinus3) nor in the M/A box on a mission
// (TestRule7_4_6_NoRandomEventInMissionBox); a Bay of Biscay box may have one ([A24]).
func TestRule12_1_7_BayOfBiscayMayHaveEvent(t *testing.T) {
	tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 0, 6, 6, 2, 3) // biscay 12; R1 5
	tc.encounterRoll(&p.Track[0])
	tc.mustUseScript()
	if r := tc.rolls("E1"); r[0].Column != "bay_of_biscay" || r[0].Result != "random_event" || !p.RandomEventUsed {
		t.Fatalf("E1 %+v", r[0])
	}
}
