package engine

import (
	"fmt"
	"testing"
)

// Tests for the rule corrections of issue 15, each on scripted dice.

// invasionShipTC is shipTC on an Invasion patrol (7.4.3), one G7e in bow tube 1.
func invasionShipTC(t *testing.T, faces ...int) (*testCareer, *shipDecider) {
	t.Helper()
	tc, dec := shipTC(t, "VIIC", faces...)
	tc.S.Patrol.Mission = MissionInvasion
	tc.S.Boat.BowTubes[0] = G7e
	return tc, dec
}

// 7.4.3 [A17]: answering "attack" and then firing nothing by choice is a refusal, like
// declining: every tube on hold against an escorted target, or "cease fire" at once against
// an unescorted one. Being unable to fire (no periscope by Day against escorts) is not.
func TestRule7_4_3_FiringNothingIsRefusal(t *testing.T) {
	// Henzada (SIZE 1, T1 01), DAY 1 Day; attack, no escort target, submerged, every tube on hold.
	tc, dec := invasionShipTC(t, shDice(1, shD100(1), 1)...)
	dec.on("attack", "attack").on("fire", "hold")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if !tc.S.Patrol.InvasionRefusal || tc.S.Boat.BowTubes[0] != G7e {
		t.Errorf("escorted, every tube on hold: refusal %v (want true)", tc.S.Patrol.InvasionRefusal)
	}

	// unescorted: attack, then "cease fire" at once.
	tc, dec = invasionShipTC(t, shDice(1, shD100(1), 1)...)
	dec.on("attack", "attack").on("attack_mode", "submerged").on("weapon_group", "done")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if !tc.S.Patrol.InvasionRefusal {
		t.Error("unescorted, cease fire at once: refusal false (want true)")
	}

	// unable: by Day with the periscope damaged there is no attack mode against escorts.
	tc, dec = invasionShipTC(t, shDice(1, shD100(1), 1)...)
	cbSetSys(tc, "periscope", SysDamaged)
	dec.on("attack", "attack")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if tc.S.Patrol.InvasionRefusal {
		t.Error("unable to fire counted as a refusal")
	}

	// a shot fired is an attack, not a refusal (U1 6+6 miss).
	tc, dec = invasionShipTC(t, shDice(1, shD100(1), 1, 6, 6)...)
	dec.on("attack", "attack").on("attack_mode", "submerged").on("weapon_group", "bow", "done").on("range", "medium")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if tc.S.Patrol.InvasionRefusal || len(tc.rolls("U1")) != 1 {
		t.Errorf("fired a torpedo: refusal %v, U1 rolls %d", tc.S.Patrol.InvasionRefusal, len(tc.rolls("U1")))
	}
}

// 7.4.4: the −1 on [A1] for mission activity in the M/A box stops once the mission has
// failed (7.4.5): here the Abwehr agent is SW on reaching the M/A box (10.6.3), and the
// box's encounter roll brings an aircraft.
func TestRule7_4_4_NoMissionDRMAfterFailure(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 8), BaseFrance, 4, 5, 6) // P1 9: North America (A)
	tc.assignPatrol()
	tc.mustUseScript()
	p := tc.S.Patrol
	if p.Mission != MissionAbwehr {
		t.Fatalf("mission %s", p.Mission)
	}
	tc.S.Crew.M[Agent].Status = SW
	p.Pos = 3 // the M/A box
	tc.events = nil
	tc.script(1, 1, // E1 North America 2: aircraft
		6, 6) // A1 12: crash dive
	tc.boxEncounters()
	tc.mustUseScript()
	if !p.MissionFailed {
		t.Fatal("10.6.3: the agent SW fails the mission")
	}
	a1 := tc.rolls("A1")
	if len(a1) != 1 || ptHasMod(a1[0], "7.4.4", -1) {
		t.Fatalf("A1 after the mission failed: %+v (want no 7.4.4 −1)", a1)
	}

	// the agent wounded while the mission is being carried out: no −1 from then on.
	tc2 := cbCareer(t, "VIIC", MonthOf(1943, 8))
	tc2.S.Patrol.Mission = MissionAbwehr
	tc2.S.Crew.M[Agent] = Member{}
	tc2.S.Patrol.Track[2].Mission = true
	tc2.S.Patrol.MissionActivity = true
	var m Mods
	tc2.crashDiveMods(&m)
	if !cbContainsMod(m, -1, "7.4.4") {
		t.Fatalf("mission under way: %v", m.List())
	}
	tc2.S.Crew.M[Agent].Status = SW
	m = Mods{}
	tc2.crashDiveMods(&m)
	if cbContainsMod(m, -1, "7.4.4") {
		t.Fatalf("agent SW: %v (want no 7.4.4 −1)", m.List())
	}
}

// [E2] 9.6.9: a natural 2 escapes whatever the modifiers, and the roll event logs what the
// table gives (log-schema): undetected, even when the modified total is 6 or more.
func TestRuleE2_Natural2LogsUndetected(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		1, 1) // E2 natural 2, +5 = 7: escapes
	e := cbEscorted(tc)
	e.Range = "close"                      // +1
	e.G7aByDay = true                      // +1
	e.PreviouslyDetected = true            // +1
	e.EscortStatus = "survived_undamaged"  // +1
	cbSetSys(tc, "fuel_tanks", SysDamaged) // +1
	tc.S.Boat.Bold = 0
	tc.S.Boat.Alberich = false
	tc.run(func() { tc.escortCycle(EntryC1) })
	tc.mustUseScript()
	r := tc.cbRoll("E2", 0)
	if r.Total < 6 {
		t.Fatalf("setup: E2 total %d, want 6 or more", r.Total)
	}
	if r.Result != "undetected" || len(tc.rolls("E3_special")) != 0 {
		t.Fatalf("E2 faces %v total %d logged %q (want undetected), E3 rolls %d", r.Faces, r.Total, r.Result, len(tc.rolls("E3_special")))
	}
}

// 11.1 (crew advancement result 2): an Experte Doctor rolls once per LW-wounded crew member
// per patrol, 1d6 1–3 removes the LW (the chosen reading: at any time at sea — the engine
// rolls at once, when the member takes the LW). Each roll is a DOCTOR_LW roll event
// (column the member), and a removed LW a crew event back to ok.
func TestRule11_1_DoctorExperteRemovesLW(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		3, 3, // E5a 6: crew → crew_1, LW (escort, submerged)
		2,    // DOCTOR_LW 2: removed
		3, 3, // E5a 6: crew → crew_1 again, LW: his roll is spent for this patrol
		3, 3, // E5a 6: crew → crew_2, LW
		4) // DOCTOR_LW 4: the LW remains
	tc.S.Crew.M[Doctor].Experte = true
	tc.crewInjury(SrcEscort, true)
	if st := tc.S.Crew.M[Crew1].Status; st != OK {
		t.Fatalf("crew_1 %s after a DOCTOR_LW 2 (want ok)", WoundKey(st))
	}
	tc.crewInjury(SrcEscort, true)
	tc.crewInjury(SrcEscort, true)
	tc.mustUseScript()
	if tc.S.Crew.M[Crew1].Status != LW || tc.S.Crew.M[Crew2].Status != LW {
		t.Fatalf("crew_1 %s crew_2 %s (want lw, lw)", WoundKey(tc.S.Crew.M[Crew1].Status), WoundKey(tc.S.Crew.M[Crew2].Status))
	}
	r := tc.rolls("DOCTOR_LW")
	if len(r) != 2 || r[0].Column != "crew_1" || r[0].Result != "removed" || r[1].Column != "crew_2" || r[1].Result != "remains" {
		t.Fatalf("DOCTOR_LW rolls %+v", r)
	}
	var crew []string
	for _, e := range tc.eventsOf(TCrew) {
		ce := e.(*CrewEvent)
		crew = append(crew, ce.Member+":"+ce.State)
	}
	if want := "crew_1:lw crew_1:ok crew_1:lw crew_2:lw"; fmt.Sprint(crew) != "["+want+"]" {
		t.Fatalf("crew events %v, want [%s]", crew, want)
	}

	// no roll without an Experte Doctor, nor with the Experte Doctor SW.
	for _, docSW := range []bool{false, true} {
		tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3, 3) // E5a 6: crew_1 LW
		tc.S.Crew.M[Doctor].Experte = docSW
		if docSW {
			tc.S.Crew.M[Doctor].Status = SW
		}
		tc.crewInjury(SrcEscort, true)
		tc.mustUseScript()
		if len(tc.rolls("DOCTOR_LW")) != 0 || tc.S.Crew.M[Crew1].Status != LW {
			t.Fatalf("doctor SW %v: DOCTOR_LW rolled", docSW)
		}
	}
}

// 11.2.3: "a final promotion roll is made in 4/45 for any player still alive, regardless of
// when the previous roll was made" — whenever it is still due. A Kommandant at sea in 4/45
// makes it at the next refit (as an anniversary passed at sea, rules-career AMBIGUOUS
// timing), even though that refit ends the game at war's end (5.1.2): the roll comes before
// career_end. A refit that spans 4/45 but ends the war makes it too, and an anniversary
// roll of the same refit does not use it up.
func TestRule11_2_3_FinalRollStillDue(t *testing.T) {
	// at sea in 4/45: refit 5/45 → next 6/45, the war is over.
	tc := promotionCase(t, MonthOf(1945, 4), BaseNorway, nil, 6, 6, 3) // air raid 12, M4 3 +1 = 4
	tc.S.RankSince = MonthOf(1944, 6)
	ended, _ := tc.run(tc.refit)
	tc.mustUseScript()
	r := tc.rolls("M4")
	if !ended || tc.S.EndReason != "war_over" || len(r) != 1 || tc.S.Rank != RankKptLt {
		t.Fatalf("at sea in 4/45: ended %v (%s), M4 rolls %d, rank %d (want 1 roll, promoted)", ended, tc.S.EndReason, len(r), tc.S.Rank)
	}
	if evs := tc.events; evs[len(evs)-1].Head().T != TCareerEnd {
		t.Errorf("last event %s, want career_end after the roll", evs[len(evs)-1].Head().T)
	}

	// a refit 4/45–6/45 (hull 6: 3 months) spans 4/45 but ends the war.
	tc = promotionCase(t, MonthOf(1945, 3), BaseNorway, nil, 6, 6, 3) // air raid 12, M4 3 +1 = 4
	tc.S.RankSince = MonthOf(1944, 6)
	tc.S.Boat.Hull = 6
	ended, _ = tc.run(tc.refit)
	tc.mustUseScript()
	if !ended || len(tc.rolls("M4")) != 1 {
		t.Fatalf("refit spanning 4/45, war over: ended %v, M4 rolls %d (want 1)", ended, len(tc.rolls("M4")))
	}

	// an anniversary (2/45) passed at sea and the final roll, both at the 4/45 refit.
	tc = promotionCase(t, MonthOf(1945, 3), BaseNorway, nil, 6, 6, 6, 6) // air raid 12, M4 6, M4 6
	tc.S.RankSince = MonthOf(1944, 2)
	tc.refit()
	tc.mustUseScript()
	if r := tc.rolls("M4"); len(r) != 2 {
		t.Fatalf("anniversary and final roll at the 4/45 refit: M4 rolls %d (want 2)", len(r))
	}

	// made once: after the final roll of a 4/45 refit, none at the refit after 5/45.
	tc = promotionCase(t, MonthOf(1945, 5), BaseNorway, nil, 6, 6) // air raid 12
	tc.S.RankSince = MonthOf(1946, 1)                              // (the final roll's period moved it on)
	ended, _ = tc.run(tc.refit)
	tc.mustUseScript()
	if !ended || len(tc.rolls("M4")) != 0 {
		t.Fatalf("5/45 patrol: ended %v, M4 rolls %d (want 0)", ended, len(tc.rolls("M4")))
	}
}
