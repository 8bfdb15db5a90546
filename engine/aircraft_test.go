package engine

import "testing"

// 9.8.1: a modified 8+ on [A1] is a successful crash dive: no attack, no Flak.
func TestRule9_8_1_CrashDiveSucceeds(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 4, 4)
	var spotted bool
	tc.run(func() { spotted = tc.aircraft(AirNormal) })
	if spotted || tc.cbRoll("A1", 0).Result != "crash_dive" {
		t.Fatal("crash dive")
	}
	if len(tc.rolls("E3_special"))+len(tc.rolls("A2"))+len(tc.rolls("E1")) != 0 {
		t.Fatal("no attack, no Flak, no follow-up")
	}
	tc.mustUseScript()
}

// 9.8.1: the [A1] modifiers: crew, dive planes, type, year, NAXOS; Schnorchel +2 does not
// combine with NAXOS; the Type XXI gets +3 for both (8.1.8, [D17]).
func TestRule9_8_1_CrashDiveModifiers(t *testing.T) {
	tc := cbCareer(t, "IXC", MonthOf(1943, 12)) // NAXOS fitted from 12/43
	if !tc.S.Boat.Naxos {
		t.Fatal("NAXOS expected")
	}
	tc.S.Crew.Quality = Green
	cbSetSys(tc, "dive_planes", SysDamaged)
	for g := Crew1; g <= Crew4; g++ {
		tc.S.Crew.M[g].Status = SW
	}
	var m Mods
	tc.crashDiveMods(&m)
	// −1 all crew SW, −1 green, −1 dive planes, −1 not VII, +1 NAXOS
	if m.Sum() != -3 {
		t.Fatalf("sum %d: %v", m.Sum(), m.List())
	}
	tc.S.Patrol.Posture = PostureSchnorchel
	m = Mods{}
	tc.crashDiveMods(&m)
	if m.Sum() != -2 {
		t.Fatalf("schnorchel: sum %d: %v", m.Sum(), m.List())
	}
	cbSetSys(tc, "naxos", SysDamaged)
	tc.S.Patrol.Posture = PostureSurfaced
	m = Mods{}
	tc.crashDiveMods(&m)
	if m.Sum() != -4 {
		t.Fatalf("NAXOS damaged: sum %d: %v", m.Sum(), m.List())
	}

	xxi := cbCareer(t, "XXI", MonthOf(1945, 4))
	xxi.S.Patrol.Posture = PostureSchnorchel
	m = Mods{}
	xxi.crashDiveMods(&m)
	// −1 not VII, −1 1945, +3 NAXOS + Schnorchel
	if m.Sum() != 1 || !cbContainsMod(m, 3, "8.1.8") {
		t.Fatalf("XXI: sum %d: %v", m.Sum(), m.List())
	}
	xxi.S.Crew.Quality = Elite
	m = Mods{}
	xxi.crashDiveMods(&m)
	if m.Sum() != 2 {
		t.Fatalf("elite: %v", m.List())
	}
}

func cbContainsMod(m Mods, v int, prefix string) bool {
	for _, x := range m.List() {
		if x.V == v && len(x.Why) >= len(prefix) && x.Why[:len(prefix)] == prefix {
			return true
		}
	}
	return false
}

// 9.8.1 / 7.4.4: −1 on [A1] while carrying out a mission in the M/A box only.
func TestRule9_8_1_MissionBoxMinusOne(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8))
	tc.S.Patrol.Mission = "minelaying"
	var m Mods
	tc.crashDiveMods(&m)
	if m.Sum() != 0 {
		t.Fatalf("not in the M/A box: %v", m.List())
	}
	tc.S.Patrol.Track[2].Mission = true
	m = Mods{}
	tc.crashDiveMods(&m)
	if !cbContainsMod(m, -1, "7.4.4") {
		t.Fatalf("M/A box: %v", m.List())
	}
	tc.S.Patrol.Track[2].Mission = false
	tc.S.Patrol.MissionActivity = true // set by the patrol flow (resupply)
	m = Mods{}
	tc.crashDiveMods(&m)
	if !cbContainsMod(m, -1, "7.4.4") {
		t.Fatalf("mission activity: %v", m.List())
	}
}

// 9.8.1 / [A52] / 9.8.8.5: a holed boat cannot dive: [A1] only sets the number of
// attacks; Flak fires; it must abort afterwards.
func TestRule9_8_1_HoledHullCannotDive(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		6, 6, // A1 12: no dive for a holed boat → one attack
		2,    // E3_special normal
		1, 1, // E3 2+2 = 4 → 1 hit
		4, 2, // E4 42 radio
		3, 3, 1, // crew injury: crew_1 LW
		6, 6, // A2 missed
		6, 6, // E1 additional round: none
		1) // E5 radio repaired
	tc.S.Boat.HullHoled = true
	var spotted bool
	tc.run(func() { spotted = tc.aircraft(AirNormal) })
	if !spotted || tc.cbRoll("E3", 0).Result != "1" {
		t.Fatal("the holed boat is attacked")
	}
	if !tc.S.Patrol.MandatoryAbort {
		t.Fatal("9.8.8.5 mandatory abort")
	}
	if tc.S.Boat.Sys("radio").State != SysOK || tc.S.Crew.M[Crew1].Status != LW {
		t.Fatal("damage and repair")
	}
	tc.mustUseScript()
}

// 9.8.2: a normal attack: [E3] aircraft column +2 and nothing else, plus the automatic
// crew injury with a severity roll; a shot-down aircraft ends the encounter.
func TestRule9_8_2_NormalAttackPlus2AndInjury(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		3, 4, // A1 7 one attack
		3,    // E3_special normal
		1, 2, // E3 3+2 = 5 → 1 hit
		1, 4, // E4 14 periscope
		4, 4, 4, // crew_1 SW
		1, 1, // A2 shot down
		5, 1) // E5 periscope fails, hydrophones repaired (board order)
	cbSetSys(tc, "hydrophones", SysDamaged) // no escort DRMs on an air attack
	tc.run(func() { tc.aircraft(AirNormal) })
	r := tc.cbRoll("E3", 0)
	if r.Column != "aircraft" || cbModSum(r) != 2 || !cbHasMod(r, 2, "9.8.2") {
		t.Fatalf("E3 %+v", r)
	}
	if tc.S.Crew.M[Crew1].Status != SW || len(tc.rolls("E5a_severity")) != 1 {
		t.Fatal("automatic injury with severity")
	}
	if tc.S.Boat.Sys("periscope").State != SysInoperative || len(tc.rolls("E1")) != 0 {
		t.Fatal("repair failed; no follow-up after a shoot-down")
	}
	tc.mustUseScript()
}

// 9.8.2 / 8.1.3 / [A20]: schnorchelling: [E3] +1, no strafing injury, no Flak (a miss:
// the additional-round roll follows).
func TestRule9_8_2_SchnorchelPlus1NoInjuryNoFlak(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1944, 3),
		2, 3, // A1 5 −1 (1944) +2 = 6 one attack
		4,    // normal
		2, 2, // E3 4+1 = 5 → 1 hit
		1, 5, // E4 15 dive planes
		5, 5, // E1 additional round none
		2) // E5 dive planes repaired
	tc.S.Patrol.Posture = PostureSchnorchel
	tc.run(func() { tc.aircraft(AirNormal) })
	if r := tc.cbRoll("E3", 0); cbModSum(r) != 1 {
		t.Fatalf("E3 %+v", r)
	}
	if len(tc.rolls("A2")) != 0 || len(tc.rolls("E5a_who")) != 0 || len(tc.rolls("E1")) != 1 {
		t.Fatal("no Flak, no injury, follow-up roll")
	}
	tc.mustUseScript()
}

// 9.8.3: a shot-down aircraft cancels the second attack of a two-attack result.
func TestRule9_8_3_ShotDownCancelsSecondAttack(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		1, 1, // A1 2 two attacks
		2, 1, 1, 1, 4, 3, 3, 1, // normal; 1 hit periscope; crew_1 LW
		1, 1, // A2 shot down
		1) // E5
	tc.run(func() { tc.aircraft(AirNormal) })
	if n := len(tc.rolls("E3")); n != 1 {
		t.Fatalf("E3 rolls %d", n)
	}
	tc.mustUseScript()
}

// 9.8.3 / [A2]: a damaged aircraft still makes its second attack; the diving boat neither
// fires nor is strafed; the encounter then ends.
func TestRule9_8_3_DamagedSecondAttackStillHappens(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		1, 1, 2, 1, 1, 1, 4, 3, 3, 1, // two attacks; pass 1: periscope, crew_1 LW
		2, 2, // A2 4 damaged
		1, 1, 1, 4, // pass 2: 1 hit periscope (no effect)
		1) // E5
	tc.run(func() { tc.aircraft(AirNormal) })
	if len(tc.rolls("E3")) != 2 || len(tc.rolls("A2")) != 1 || len(tc.rolls("E5a_who")) != 1 || len(tc.rolls("E1")) != 0 {
		t.Fatal("second attack without Flak or strafing, no follow-up")
	}
	tc.mustUseScript()
}

// 9.8.3 / [D29]: after a Flak miss an arriving escort detects with "previously detected".
func TestRule9_8_3_MissedEscortArrivesPreviouslyDetected(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		3, 4, 2, 1, 1, 1, 4, 3, 3, 1, // one attack: periscope, crew_1 LW
		6, 6, // A2 missed
		1, 2, // E1 3 escort
		2, 2, // E2 4+1 = 5 escape
		1) // E5
	tc.S.Boat.Bold = 0
	tc.run(func() { tc.aircraft(AirNormal) })
	if r := tc.cbRoll("E1", 0); r.Column != "additional_round" || r.Result != "escort" {
		t.Fatalf("E1 %+v", r)
	}
	if r := tc.cbRoll("E2", 0); !cbHasMod(r, 1, "9.6.14") || cbModSum(r) != 1 {
		t.Fatalf("E2 %+v", r)
	}
	if tc.S.Engage != nil {
		t.Fatal("no engagement left behind")
	}
	tc.mustUseScript()
}

// 9.8.3 / [A49]: a chain aircraft attacks at once: no [A1], no Flak, no strafing; a new
// additional-round roll follows.
func TestRule9_8_3_ChainAircraft(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		3, 4, 2, 1, 1, 1, 4, 3, 3, 1, 6, 6, // one attack, Flak missed
		4, 1, // E1 5 aircraft
		2, 1, 1, 6, 1, // chain: normal, 1 hit hydrophones
		6, 6, // E1 none
		1, 1) // E5 periscope, hydrophones
	tc.run(func() { tc.aircraft(AirNormal) })
	if len(tc.rolls("A1")) != 1 || len(tc.rolls("A2")) != 1 || len(tc.rolls("E5a_who")) != 1 || len(tc.rolls("E1")) != 2 {
		t.Fatal("chain aircraft: no A1, no Flak, no strafing")
	}
	if r := tc.cbRoll("E3", 1); cbModSum(r) != 2 {
		t.Fatalf("chain E3 %+v", r)
	}
	tc.mustUseScript()
}

// 9.8.4: with every Flak gun out there is no Flak: a miss, so the follow-up roll is made.
func TestRule9_8_4_NoFlakCountsAsMissed(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3, 4, 2, 1, 1, 1, 4, 3, 3, 1, 6, 6, 1)
	cbSetSys(tc, "flak_1", SysInoperative)
	tc.run(func() { tc.aircraft(AirNormal) })
	if len(tc.rolls("A2")) != 0 || len(tc.rolls("E1")) != 1 {
		t.Fatal("no Flak, follow-up")
	}
	tc.mustUseScript()
}

// 9.8.5: the [A2] modifiers: guns operating (board DRM, −1 per system out), Veteran,
// Experte 2WO, Extra Flak, directive; the Type VIIC Flak −3 (11.4.7).
func TestRule9_8_5_FlakModifiers(t *testing.T) {
	tc := cbCareer(t, "IXC", MonthOf(1943, 8))
	var m Mods
	tc.flakMods(&m, false)
	if m.Sum() != -1 {
		t.Fatalf("two guns: %v", m.List())
	}
	tc.S.Crew.Quality = Veteran
	tc.S.Crew.M[WO2].Experte = true
	tc.S.Boat.ExtraFlak = true
	m = Mods{}
	tc.flakMods(&m, true)
	if m.Sum() != -5 {
		t.Fatalf("all: %v", m.List())
	}
	cbSetSys(tc, "flak_1", SysDamaged)
	tc.S.Boat.ExtraFlakState = SysDamaged
	tc.S.Crew.M[WO2].Status = SW
	m = Mods{}
	tc.flakMods(&m, false)
	if m.Sum() != -1 { // one gun: 0; Veteran −1
		t.Fatalf("one gun out: %v", m.List())
	}

	fb := cbCareer(t, "VIIC Flak", MonthOf(1943, 8))
	m = Mods{}
	fb.flakMods(&m, false)
	if m.Sum() != -3 {
		t.Fatalf("VIIC Flak: %v", m.List())
	}
	cbSetSys(fb, "flak_1", SysDamaged)
	m = Mods{}
	fb.flakMods(&m, false)
	if m.Sum() != -2 {
		t.Fatalf("VIIC Flak one out: %v", m.List())
	}
}

// 9.8.6 / 7.3.3: in the Gibraltar box the follow-up roll gets −3.
func TestRule9_8_6_GibraltarMinus3(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3, 4, 2, 1, 1, 1, 4, 3, 3, 1, 6, 6,
		6, 6, // E1 12−3 = 9 none
		1)
	tc.S.Patrol.Track[2] = Box{Code: "GIB", Key: "transit", Column: "additional_round", Rolls: 1, Transit: true}
	tc.run(func() { tc.aircraft(AirNormal) })
	if r := tc.cbRoll("E1", 0); !cbHasMod(r, -3, "9.8.6") || r.Total != 9 {
		t.Fatalf("E1 %+v", r)
	}
	tc.mustUseScript()
}

// 9.8.7 / 11.4.7: the Type VIIC Flak fires twice at −3 and may stay up for a second
// round: strafing, a bombing run only on 1–3, Flak again; then the follow-up roll.
func TestRule9_8_7_VIICFlakSecondRound(t *testing.T) {
	tc := cbCareer(t, "VIIC Flak", MonthOf(1943, 8),
		3, 4, 2, 1, 1, 1, 4, 3, 3, 1, // one attack: periscope, crew_1 LW
		6, 6, 5, 5, // A2 twice: missed
		4,       // FLAK_BOAT 4: strafing only
		3, 3, 2, // crew_2 LW
		6, 6, 6, 6, // A2 twice: missed
		6, 6, // E1 none
		1)
	tc.dec.answer("stay_surfaced", "yes")
	tc.run(func() { tc.aircraft(AirNormal) })
	if n := len(tc.rolls("A2")); n != 4 {
		t.Fatalf("A2 rolls %d", n)
	}
	if r := tc.cbRoll("A2", 0); cbModSum(r) != -3 {
		t.Fatalf("A2 %+v", r)
	}
	if len(tc.rolls("E3")) != 1 || tc.S.Crew.M[Crew2].Status != LW || len(tc.rolls("E1")) != 1 {
		t.Fatal("second round: strafing only, then the follow-up")
	}
	tc.mustUseScript()
}

// 9.8.7: other types dive after the first pass: the second attack of a two-attack result
// gets no Flak (see TestRule9_8_3_DamagedSecondAttackStillHappens); no stay choice.
func TestRule9_8_7_OthersDive(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 1, 1, 2, 1, 1, 1, 4, 3, 3, 1, 6, 6, 1, 1, 1, 4, 6, 6, 1)
	tc.run(func() { tc.aircraft(AirNormal) })
	if tc.cbCountDecisions("stay_surfaced") != 0 || len(tc.rolls("A2")) != 1 {
		t.Fatal("no stay choice, one Flak roll")
	}
	tc.mustUseScript()
}

// 9.8.8.1: FIDO: no strafing injury; 2 = seven hits on [E4].
func TestRule9_8_8_FidoSevenHits(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3, 4, 1, 2, 2)
	for i := 0; i < 7; i++ {
		tc.script(6, 1)
	}
	tc.script(1, 1, 1) // A2 shot down; E5 hydrophones
	tc.run(func() { tc.aircraft(AirNormal) })
	if tc.cbRoll("E3a", 0).Result != "fido" || tc.cbRoll("E3e", 0).Result != "7" || len(tc.rolls("E4")) != 7 {
		t.Fatal("FIDO seven hits")
	}
	if len(tc.rolls("E5a_who")) != 0 || len(tc.rolls("E3")) != 0 {
		t.Fatal("no strafing, no [E3]")
	}
	tc.mustUseScript()
}

// 9.8.8.2: a Tsetse hull hit holes the hull; the undamaged aircraft reloads and attacks
// again; Flak and strafing on the surface; a Damaged result stops the reloads.
func TestRule9_8_8_TsetseHolesHullAndReloads(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		3, 4, 1, 5, // one attack; special: Tsetse
		1, 1, 3, 3, // 1 hit: hull
		3, 3, 1, // crew_1 LW
		6, 6, // A2 missed → reload
		1, 1, 1, 4, // pass 2: 1 hit periscope
		3, 3, 1, // crew_2 LW (on the surface, Flak manned)
		2, 2, // A2 damaged → no third pass
		1)
	tc.run(func() { tc.aircraft(AirNormal) })
	if !tc.S.Boat.HullHoled || !tc.cbHasNote("hull_holed") || !tc.S.Patrol.MandatoryAbort {
		t.Fatal("hull holed, abort")
	}
	if len(tc.rolls("E3")) != 2 || len(tc.rolls("A2")) != 2 || tc.S.Crew.M[Crew2].Status != LW {
		t.Fatal("reloading pass with Flak and strafing")
	}
	tc.mustUseScript()
}

// 9.8.8.3 / [A50]: rockets hole the hull on the first pass only; the second pass of a
// two-attack result is a normal attack.
func TestRule9_8_8_RocketsSecondPassNormal(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		1, 1, 1, 6, // two attacks; rockets
		1, 1, 1, 4, 3, 3, 1, // pass 1: periscope; crew_1 LW
		6, 6, // A2 missed
		1, 1, 3, 3, // pass 2: hull (normal attack: not holed)
		6, 6, // E1 none
		1)
	tc.run(func() { tc.aircraft(AirNormal) })
	if tc.S.Boat.HullHoled || tc.S.Boat.Hull != 1 {
		t.Fatalf("holed=%v hull=%d", tc.S.Boat.HullHoled, tc.S.Boat.Hull)
	}
	tc.mustUseScript()
}

// 9.8.9 / [A53]: the May–July 1943 directive in the Bay of Biscay: 1d6 before each pass
// (4–6 another boat), Flak −1, and the stay-surfaced choice after the first pass.
func TestRule9_8_9_DirectiveOtherBoatAndStaySurfaced(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 7),
		3, 4, 2, // one attack, normal
		5,    // DIRECTIVE: another boat
		6, 6, // A2 11 missed
		2,          // DIRECTIVE: you
		1, 1, 1, 4, // 1 hit periscope
		3, 3, 1, // crew_1 LW
		1, 1, // A2 shot down
		1)
	tc.S.Patrol.Pos = 0 // the Bay of Biscay box
	tc.cfg.Odds = true
	var odds []Odds
	tc.dec.fallback = func(d *Decision) string {
		if d.ID == "stay_surfaced" {
			odds = d.Options[0].Odds
			if d.Context != "directive" {
				t.Errorf("context %q", d.Context)
			}
			return "yes"
		}
		return "no"
	}
	tc.run(func() { tc.aircraft(AirNormal) })
	if len(tc.rolls("DIRECTIVE")) != 2 || len(tc.rolls("E3")) != 1 || len(tc.rolls("E5a_who")) != 1 {
		t.Fatal("the first pass hit another boat")
	}
	if r := tc.cbRoll("A2", 0); !cbHasMod(r, -1, "9.8.9") {
		t.Fatalf("A2 %+v", r)
	}
	if len(odds) != 3 || odds[2].Outcome != "attacked" || odds[2].P != 0.5 {
		t.Fatalf("odds %+v", odds)
	}
	tc.mustUseScript()
}

// 8.2.2 / [A23]: an aircraft while the Fa-330 is up: the kite is lost and a man with it
// (treated as KIA), even when the crash dive then succeeds.
func TestRule9_8_Fa330CutLooseOfficerLost(t *testing.T) {
	tc := cbCareer(t, "IXD-2", MonthOf(1943, 8), 3, 5, 5) // FA330 3: 2WO; A1 10−1 crash dive
	tc.S.Patrol.Fa330 = "deployed"
	tc.run(func() { tc.aircraft(AirNormal) })
	if tc.S.Patrol.Fa330 != "lost" || tc.S.Crew.M[WO2].Status != KIA {
		t.Fatalf("fa330 %q 2wo %d", tc.S.Patrol.Fa330, tc.S.Crew.M[WO2].Status)
	}
	if got := tc.cbCrewStates(); len(got) != 1 || got[0] != "2wo:kia" {
		t.Fatalf("crew events %v", got)
	}
	tc.mustUseScript()
}
