package engine

import (
	"strings"
	"testing"
)

// cbNeedBoxesToPort returns the boxes to port of the test career (10.2 / [A60]).
func cbNeedBoxesToPort(t *testing.T, tc *testCareer) int {
	t.Helper()
	return tc.boxesToPort()
}

// 10.0 / boards.md 2.5: the per-type readings of [E4]: IXD-2 56 Autogiro, XIV 36 Bakery and
// 26 its 3.7 cm guns in board order, XXI batteries one after another, no 3.7 cm on a
// Type VII, no deck gun once removed.
func TestRule10_0_E4TypeReadings(t *testing.T) {
	ix := cbCareer(t, "IXD-2", MonthOf(1943, 8), 5, 6)
	ix.run(func() { ix.resolveHits(1, SrcAir, false) })
	if ix.cbRoll("E4", 0).Result != "autogiro" || ix.S.Boat.Sys("autogiro").State != SysDamaged {
		t.Fatal("IXD-2 56 autogiro")
	}

	xiv := cbCareer(t, "XIV", MonthOf(1943, 8), 3, 6, 2, 6, 2, 6, 2, 6)
	xiv.run(func() { xiv.resolveHits(4, SrcAir, false) })
	if xiv.cbRoll("E4", 0).Result != "bakery" || xiv.S.Boat.Sys("bakery").State != SysDamaged {
		t.Fatal("XIV 36 bakery")
	}
	if got := xiv.cbDamages(); strings.Join(got, ",") != "bakery:damaged,flak_1:damaged,flak_2:damaged" {
		t.Fatalf("XIV damages %v", got)
	}

	xxi := cbCareer(t, "XXI", MonthOf(1945, 4), 1, 1, 1, 1, 1, 1, 1, 1)
	xxi.run(func() { xxi.resolveHits(4, SrcAir, false) })
	if got := xxi.cbDamages(); strings.Join(got, ",") != "battery_1:damaged,battery_2:damaged,battery_3:damaged" {
		t.Fatalf("XXI damages %v", got)
	}

	vii := cbCareer(t, "VIIC", MonthOf(1943, 8), 2, 6, 3, 6)
	vii.S.Boat.DeckGun = false // removed (10.11.8)
	vii.run(func() { vii.resolveHits(2, SrcAir, false) })
	if len(vii.cbDamages()) != 0 || vii.S.Boat.Sys("deck_gun").State != SysOK {
		t.Fatalf("no effect: %v", vii.cbDamages())
	}
	vii.mustUseScript()
}

// 10.1.1: a flooding result advances the flooding marker; the 10.1.3 check follows.
func TestRule10_1_1_FloodingAdvances(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 1, 2, 4) // E4 12 flooding; FLOOD 4
	tc.run(func() { tc.resolveHits(1, SrcEscort, true) })
	if tc.S.Boat.Flooding != 1 || tc.cbRoll("FLOOD", 0).Result != "none" {
		t.Fatal("flooding 1")
	}
	if got := tc.cbDamages(); len(got) != 1 || got[0] != "flooding:1" {
		t.Fatalf("%v", got)
	}
	tc.mustUseScript()
}

// 10.1.2: the marker entering SURF forces the boat up to scuttle at once; remaining hits
// are ignored.
func TestRule10_1_2_FloodingFullForcesScuttle(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 5, 4, 3, 3) // E4 54 flooding x2; SCUTTLE 6
	tc.S.Boat.Flooding = 6
	ended, _ := tc.run(func() { tc.resolveHits(3, SrcEscort, true) })
	if !ended || tc.cbPatrolEnd() != "scuttled" || tc.cbCareerEnd() != "captured" || tc.S.BoatCaptured {
		t.Fatalf("ended=%v %q %q", ended, tc.cbPatrolEnd(), tc.cbCareerEnd())
	}
	if !tc.cbHasNote("forced_surface") || len(tc.rolls("E4")) != 1 {
		t.Fatal("surfaced, the other hits ignored")
	}
	tc.mustUseScript()
}

// 10.1.3: one additional-flooding check per round with flooding: 5–6 adds a box; −1
// Experte LI, +1 LI SW/KIA.
func TestRule10_1_3_AdditionalFlooding(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 1, 2, 2, 1, 5) // two floodings; FLOOD 5−1
	tc.S.Crew.M[LI].Experte = true
	tc.run(func() { tc.resolveHits(2, SrcEscort, true) })
	if tc.S.Boat.Flooding != 2 || len(tc.rolls("FLOOD")) != 1 || !cbHasMod(tc.cbRoll("FLOOD", 0), -1, "10.1.3") {
		t.Fatalf("flooding %d", tc.S.Boat.Flooding)
	}
	tc.S.Crew.M[LI].Status = SW
	tc.script(1, 2, 4) // flooding; FLOOD 4+1
	tc.run(func() { tc.resolveHits(1, SrcEscort, true) })
	if tc.S.Boat.Flooding != 4 || !cbHasMod(tc.cbRoll("FLOOD", 1), 1, "10.1.3") {
		t.Fatalf("flooding %d", tc.S.Boat.Flooding)
	}
	tc.mustUseScript()
}

// 10.2: one diesel Inoperative after the repair roll forces an abort.
func TestRule10_2_OneDieselInoperativeAborts(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 5)
	cbSetSys(tc, "diesel_1", SysDamaged)
	tc.run(func() { tc.repairs() })
	if tc.S.Boat.Sys("diesel_1").State != SysInoperative || !tc.S.Patrol.MandatoryAbort {
		t.Fatal("inoperative, abort")
	}
	if r := tc.cbRoll("E5", 0); r.Column != "diesel_1" || r.Result != "failed" {
		t.Fatalf("E5 %+v", r)
	}
}

// 10.2 / [A60]: both diesels out within one box of port: towed home, the patrol ends.
func TestRule10_2_BothDieselsTowedNearPort(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 6)
	tc.S.Patrol.Pos = 6
	if n := cbNeedBoxesToPort(t, tc); n > 1 {
		t.Fatalf("boxesToPort %d from the box before the last", n)
	}
	cbSetSys(tc, "diesel_1", SysInoperative)
	cbSetSys(tc, "diesel_2", SysDamaged)
	_, outcome := tc.run(func() { tc.repairs() })
	if outcome != "returned" || !tc.cbHasNote("towed") {
		t.Fatalf("outcome %q", outcome)
	}
}

// 10.3.1 / 10.3.2: hull hits advance the hull track; the SUNK box sinks with all hands.
func TestRule10_3_2_HullFullSinks(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 6, 5) // hull x2 from 6
	tc.S.Boat.Hull = 6
	ended, _ := tc.run(func() { tc.resolveHits(1, SrcAir, false) })
	if !ended || tc.cbPatrolEnd() != "sunk" || tc.cbCareerEnd() != "boat_lost" || tc.cbLost() != LossHullCrushed {
		t.Fatalf("sunk: lost to %q", tc.cbLost())
	}
	if got := tc.cbDamages(); len(got) != 1 || got[0] != "hull_x2:sunk" {
		t.Fatalf("%v", got)
	}
}

// 10.3.4: every test-depth attempt costs a hull hit (TestRule9_6_4_*); hull damage is not
// repaired at sea (10.3.2).
func TestRule10_3_4_HullNotRepairedAtSea(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8))
	tc.S.Boat.Hull = 3
	tc.run(func() { tc.repairs() })
	if tc.S.Boat.Hull != 3 || len(tc.rolls("E5")) != 0 {
		t.Fatal("hull stays")
	}
}

// 10.4: damaged fuel tanks: +1 on [E2] and [E3]; a failed repair forces an abort.
func TestRule10_4_FuelTanks(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 4)
	cbEscorted(tc)
	cbSetSys(tc, "fuel_tanks", SysDamaged)
	var m2, m3 Mods
	tc.detectionMods(&m2, false)
	tc.escortAttackMods(&m3)
	if !cbContainsMod(m2, 1, "10.4.1") || !cbContainsMod(m3, 1, "10.4.1") {
		t.Fatalf("%v / %v", m2.List(), m3.List())
	}
	tc.run(func() { tc.repairs() })
	if tc.S.Boat.Sys("fuel_tanks").State != SysInoperative || !tc.S.Patrol.MandatoryAbort {
		t.Fatal("10.4.2 abort")
	}
}

// 10.5: batteries +1 on [E3]; the Type XXI only when all three are out.
func TestRule10_5_BatteriesTypeXXI(t *testing.T) {
	tc := cbCareer(t, "XXI", MonthOf(1945, 4))
	cbSetSys(tc, "battery_1", SysDamaged)
	cbSetSys(tc, "battery_2", SysInoperative)
	var m Mods
	tc.escortAttackMods(&m)
	if m.Sum() != 0 {
		t.Fatalf("two of three: %v", m.List())
	}
	cbSetSys(tc, "battery_3", SysDamaged)
	m = Mods{}
	tc.escortAttackMods(&m)
	if !cbContainsMod(m, 1, "10.5") {
		t.Fatalf("all three: %v", m.List())
	}
	vii := cbCareer(t, "VIIC", MonthOf(1943, 8))
	cbSetSys(vii, "batteries", SysDamaged)
	m = Mods{}
	vii.escortAttackMods(&m)
	if m.Sum() != 1 {
		t.Fatalf("VIIC: %v", m.List())
	}
}

// 10.6.1 / [A62]: wounds from escort attacks on a submerged boat are LW without a roll.
func TestRule10_6_1_EscortWoundsSubmergedAreLW(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3, 4, 1, 1) // crew injury; E5a 2 KMDT
	tc.run(func() { tc.resolveHits(1, SrcEscort, true) })
	if tc.S.Crew.M[Kmdt].Status != LW || len(tc.rolls("E5a_severity")) != 0 {
		t.Fatal("automatic LW")
	}
	tc.mustUseScript()
}

// 10.6.1: on the surface (NSA first round, air attacks) severity is rolled.
func TestRule10_6_1_SurfacedRollsSeverity(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3, 4, 1, 2, 4) // 1WO SW
	tc.run(func() { tc.resolveHits(1, SrcEscort, false) })
	if tc.S.Crew.M[WO1].Status != SW || tc.S.Crew.Command != Kmdt {
		t.Fatal("1WO SW, not in command: no effect on command")
	}
	if got := tc.cbCrewStates(); len(got) != 1 || got[0] != "1wo:sw" {
		t.Fatalf("%v", got)
	}
	tc.mustUseScript()
}

// 10.6.2: the Kommandant KIA ends the game.
func TestRule10_6_2_KmdtKIAEndsGame(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 1, 1, 6)
	ended, _ := tc.run(func() { tc.crewInjury(SrcAir, false) })
	if !ended || tc.cbCareerEnd() != "kmdt_killed" {
		t.Fatal("kmdt killed")
	}
}

// 10.6.3: command passes KMDT → 1WO → 2WO → LI; the LI in command forces an abort.
func TestRule10_6_3_CommandSuccession(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8))
	tc.run(func() { tc.wound(Kmdt, SW) })
	if tc.S.Crew.Command != WO1 || tc.S.Patrol.MandatoryAbort {
		t.Fatal("1WO commands")
	}
	tc.run(func() { tc.wound(WO1, KIA) })
	if tc.S.Crew.Command != WO2 {
		t.Fatal("2WO commands")
	}
	tc.run(func() { tc.wound(WO2, SW) })
	if tc.S.Crew.Command != LI || !tc.S.Patrol.MandatoryAbort {
		t.Fatal("LI commands: abort")
	}
}

// 10.6.3: generic wounds go to an unwounded box first, then LW boxes, then SW boxes; all
// four SW/KIA give −1 on [A1].
func TestRule10_6_3_GenericCrewPriority(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8))
	tc.S.Crew.M[Crew1].Status = LW
	if v := tc.genericVictim(); v != Crew2 {
		t.Fatalf("victim %s", MemberKey(v))
	}
	tc.S.Crew.M[Crew1].Status = SW
	tc.S.Crew.M[Crew2].Status = LW
	tc.S.Crew.M[Crew3].Status = KIA
	tc.S.Crew.M[Crew4].Status = SW
	if v := tc.genericVictim(); v != Crew2 {
		t.Fatalf("LW before SW: %s", MemberKey(v))
	}
	tc.S.Crew.M[Crew2].Status = SW
	if v := tc.genericVictim(); v != Crew1 {
		t.Fatalf("then SW: %s", MemberKey(v))
	}
	var m Mods
	tc.crashDiveMods(&m)
	if !cbContainsMod(m, -1, "10.6.3") {
		t.Fatalf("[A1] %v", m.List())
	}
}

// 10.7.2 / [A63]: LW+LW = SW, SW+LW = SW, LW+SW = SW, SW+SW = KIA, anything+KIA = KIA.
func TestRule10_7_2_LWPlusLWIsSW(t *testing.T) {
	cases := [][3]int{{OK, LW, LW}, {LW, LW, SW}, {LW, SW, SW}, {SW, LW, SW}, {SW, SW, KIA}, {LW, KIA, KIA}, {OK, KIA, KIA}}
	for _, c := range cases {
		if got := combineWound(c[0], c[1]); got != c[2] {
			t.Errorf("%s+%s = %s, want %s", WoundKey(c[0]), WoundKey(c[1]), WoundKey(got), WoundKey(c[2]))
		}
	}
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3, 4, 4, 4, 3, 4, 4, 4) // two generic crew hits
	tc.run(func() { tc.resolveHits(2, SrcEscort, true) })
	if got := tc.cbCrewStates(); strings.Join(got, ",") != "crew_1:lw,crew_2:lw" {
		t.Fatalf("generic hits spread first: %v", got)
	}
	tc.script(1, 3, 1, 3) // E5a 4 LI twice, submerged: LW then SW
	tc.run(func() { tc.crewInjury(SrcEscort, true); tc.crewInjury(SrcEscort, true) })
	if tc.S.Crew.M[LI].Status != SW {
		t.Fatal("LW+LW = SW")
	}
}

// 10.7.3: a repeated hit on a damaged system, or on one the boat lacks, has no effect.
func TestRule10_7_3_NoCumulativeSystemDamage(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 1, 4, 1, 4, 1, 3) // periscope twice; NAXOS not fitted
	tc.run(func() { tc.resolveHits(3, SrcEscort, true) })
	if got := tc.cbDamages(); len(got) != 1 || got[0] != "periscope:damaged" {
		t.Fatalf("%v", got)
	}
	tc.mustUseScript()
}

// 10.7.4: "Flak gun(s)" damages every flak system and the Extra Flak; "Flak 2 cm" only
// the 2 cm gun.
func TestRule10_7_4_FlakHitsAllIncludingExtra(t *testing.T) {
	tc := cbCareer(t, "IXC", MonthOf(1943, 8), 2, 4)
	tc.S.Boat.ExtraFlak = true
	tc.run(func() { tc.resolveHits(1, SrcAir, false) })
	if got := strings.Join(tc.cbDamages(), ","); got != "flak_1:damaged,flak_2:damaged,extra_flak:damaged" {
		t.Fatalf("%v", got)
	}
	if _, _, canFire := tc.flakUp(); canFire {
		t.Fatal("no Flak left")
	}
	ix := cbCareer(t, "IXC", MonthOf(1943, 8), 4, 6)
	ix.S.Boat.ExtraFlak = true
	ix.run(func() { ix.resolveHits(1, SrcAir, false) })
	if got := strings.Join(ix.cbDamages(), ","); got != "flak_2:damaged" {
		t.Fatalf("%v", got)
	}
}

// 10.8: flooding is pumped out; each Damaged system rolls [E5] with the LI DRMs:
// success repaired, failure Inoperative; Inoperative systems are not rolled again.
func TestRule10_8_Repairs(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 5, 2) // periscope 5−1 = 4 ok; dive planes 2−1 ok
	tc.S.Crew.M[LI].Experte = true
	tc.S.Boat.Flooding = 3
	cbSetSys(tc, "periscope", SysDamaged)
	cbSetSys(tc, "dive_planes", SysDamaged)
	cbSetSys(tc, "radio", SysInoperative)
	tc.run(func() { tc.repairs() })
	if tc.S.Boat.Flooding != 0 || tc.S.Boat.Sys("periscope").State != SysOK || tc.S.Boat.Sys("dive_planes").State != SysOK {
		t.Fatal("repaired")
	}
	if got := strings.Join(tc.cbDamages(), ","); got != "flooding:0,periscope:repaired,dive_planes:repaired" {
		t.Fatalf("%v", got)
	}
	tc.mustUseScript()

	sw := cbCareer(t, "VIIC", MonthOf(1943, 8), 2)
	sw.S.Crew.M[LI].Status = KIA
	cbSetSys(sw, "dive_planes", SysDamaged)
	sw.run(func() { sw.repairs() })
	if sw.S.Boat.Sys("dive_planes").State != SysInoperative || !cbHasMod(sw.cbRoll("E5", 0), 1, "10.6.3") {
		t.Fatal("LI KIA +1: 3 fails")
	}
}

// 10.10.2: scuttling fails on 12: the boat is captured (automatic defeat); either way
// the crew are prisoners and the career ends.
func TestRule10_10_2_ScuttleCapturedOn12(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 6, 6)
	ended, _ := tc.run(func() { tc.scuttle("test") })
	if !ended || !tc.S.BoatCaptured || tc.cbPatrolEnd() != "captured" || tc.cbCareerEnd() != "captured" {
		t.Fatal("captured")
	}
}

// 10.10.3: +1 on the scuttle roll with the Kommandant SW.
func TestRule10_10_3_KmdtSWPlusOne(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 5, 6)
	tc.S.Crew.M[Kmdt].Status = SW
	tc.run(func() { tc.scuttle("test") })
	if !tc.S.BoatCaptured || !cbHasMod(tc.cbRoll("SCUTTLE", 0), 1, "10.10.3") {
		t.Fatal("11+1 captured")
	}
}

// 10.10.4: both diesels out far from port: scuttled without a roll; the crew is rescued
// on 2–10 (+4 radio Inoperative): a new boat, the patrol ends.
func TestRule10_10_4_BothDieselsFarFromPortRescued(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 5, 3, 3) // diesel_2 fails; rescue 6+4 = 10
	if n := cbNeedBoxesToPort(t, tc); n <= 1 {
		t.Fatalf("boxesToPort %d from the third box", n)
	}
	cbSetSys(tc, "diesel_1", SysInoperative)
	cbSetSys(tc, "diesel_2", SysDamaged)
	cbSetSys(tc, "radio", SysInoperative)
	ended, outcome := tc.run(func() { tc.repairs() })
	if ended || outcome != "scuttled" || !tc.S.NewBoatDue || !cbHasMod(tc.cbRoll("SCUTTLE_DIESELS", 0), 4, "10.10.5") {
		t.Fatalf("ended=%v outcome=%q", ended, outcome)
	}
}

// 10.10.5: +2 in the Indian Ocean; 11+ the crew is lost.
func TestRule10_10_5_IndianOceanCrewLost(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 5, 4)
	tc.S.Patrol.Area = "indian_ocean"
	ended, _ := tc.run(func() { tc.scuttleDiesels() })
	if !ended || tc.cbCareerEnd() != "boat_lost" || !cbHasMod(tc.cbRoll("SCUTTLE_DIESELS", 0), 2, "10.10.5") || tc.cbLost() != LossScuttledAtSea {
		t.Fatalf("lost at sea: lost to %q", tc.cbLost())
	}
}

// 10.0 / boards.md 2.5: the engine's reading of the type-dependent [E4] cells agrees with
// each board's printed e4 map (data/boards.yaml).
func TestRule10_0_E4MatchesBoardTable(t *testing.T) {
	d := MustData()
	for _, typ := range d.BoardKeys {
		b := d.Boards[typ]
		for cell, text := range b.E4 {
			m := max(b.Available, FirstMonth)
			tc := cbCareer(t, typ, m, 1, 1, 6) // enough for the new-boat rolls (9.6.8, 10.11.9)
			tc.roller.Faces = append(tc.roller.Faces[:tc.roller.pos], cell/10, cell%10)
			extra := cell == 24 && b.GunCalibre != ""
			if extra {
				tc.S.Boat.ExtraFlak = true // the gun removed (10.11.8)
				tc.S.Boat.DeckGun = false
			}
			if tc.S.Boat.Sys("schnorchel") != nil {
				tc.S.Boat.Schnorchel = true
			}
			tc.run(func() { tc.resolveHits(1, SrcAir, false) })
			var want []string
			lt := strings.ToLower(text)
			switch {
			case lt == "no effect":
			case strings.HasPrefix(lt, "all flak boxes"):
				for _, f := range b.Flak {
					want = append(want, flakSysKeys[f.ID]+":damaged")
				}
				if extra && strings.Contains(lt, "extra flak") {
					want = append(want, "extra_flak:damaged")
				}
			case strings.HasPrefix(lt, "flak "):
				want = []string{"flak_" + lt[5:6] + ":damaged"}
			case strings.HasPrefix(lt, "battery 1"):
				want = []string{"battery_1:damaged"}
			default:
				want = []string{systemKey(strings.TrimSpace(strings.Split(strings.Split(text, " (no effect")[0], " (Nibelung")[0])) + ":damaged"}
				if strings.HasPrefix(lt, "autogiro") {
					want = []string{"autogiro:damaged"}
				}
			}
			if got := strings.Join(tc.cbDamages(), ","); got != strings.Join(want, ",") {
				t.Errorf("%s [E4] %d %q: got %q, want %q", typ, cell, text, got, strings.Join(want, ","))
			}
		}
	}
}
