package engine

import (
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// Rule tests for the numbered rules of chapters 10–11 that had none: 10.3.3, 10.7.1,
// 10.8.1–10.8.8, 10.10.1, 10.11.2, 10.11.7, 11.0, 11.1.1, 11.3.3, 11.3.6, 11.3.9,
// 11.3.10, 11.3.12, 11.3.15, 11.3.16. Helpers come from escort_test.go (cbCareer …),
// ships_test.go (shipTC) and refit_test.go (refitCase, promotionCase).

// gapRepairNumbers is the 10.8.2 table of rules-core: the [E5] repair number per system
// key (Type XXI batteries [A61]: each battery 1–4).
var gapRepairNumbers = map[string]int{
	"batteries": 4, "battery_1": 4, "battery_2": 4, "battery_3": 4,
	"deck_gun": 2, "diesel_1": 4, "diesel_2": 4, "dive_planes": 2,
	"electric_1": 4, "electric_2": 4, "flak_1": 2, "flak_2": 2, "flak_3": 2,
	"fuel_tanks": 3, "hydrophones": 2, "autogiro": 1, "naxos": 2, "periscope": 4,
	"radio": 2, "schnorchel": 2, "fwd_tube_odd": 2, "fwd_tube_even": 2, "aft_tube": 2,
}

// gapRepairOne damages one system of a fresh boat of type typ and repairs it with the
// scripted face; it returns the state after REPAIRS and the E5 roll event.
func gapRepairOne(t *testing.T, typ, key string, face int) (int, *RollEvent) {
	t.Helper()
	b := MustData().Boards[typ]
	tc := cbCareer(t, typ, max(b.Available, FirstMonth), face)
	cbSetSys(tc, key, SysDamaged)
	tc.run(func() { tc.repairs() })
	tc.mustUseScript()
	return tc.S.Boat.Sys(key).State, tc.cbRoll("E5", 0)
}

// 10.3.3: hull damage lengthens the refit (10.11.3); the hull track's refit marks printed
// on each board (data/boards.yaml hull.refit_marks, "+Nm" over a range of boxes) are the
// thresholds: a boat back with h hull boxes in the "+Nm" range refits 1 + N months.
func TestRule10_3_3_HullRefitMarks(t *testing.T) {
	raw, err := dataFS.ReadFile("data/boards.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Types map[string]struct {
			Hull struct {
				RefitMarks map[string][2]int `yaml:"refit_marks"`
			} `yaml:"hull"`
		} `yaml:"types"`
	}
	if err := yaml.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	d := MustData()
	checked := 0
	for _, typ := range d.BoardKeys {
		marks := f.Types[typ].Hull.RefitMarks
		if len(marks) == 0 {
			t.Fatalf("%s: no hull refit marks", typ)
		}
		covered := 0
		for mark, rng := range marks {
			n := int(mark[1] - '0') // "+2m"
			for h := rng[0]; h <= rng[1]; h++ {
				covered++
				pm := max(FirstMonth, d.Boards[typ].Available)
				tc := refitCase(t, typ, pm, BaseFrance, 6) // M4 6: a 4/45 boat's final roll (11.2.3)
				tc.S.Boat.Balkon = true                    // no retrofit rolls
				tc.S.Boat.Schnorchel = tc.S.Boat.Sys("schnorchel") != nil
				tc.S.Boat.Hull = h
				tc.run(func() { tc.refit() }) // boats of 1945 may meet the end of the war
				if got := tc.refitMonths(); got != 1+n {
					t.Errorf("%s: hull %d (mark %s): refit %d months, want %d", typ, h, mark, got, 1+n)
				}
				checked++
			}
		}
		if covered != d.Boards[typ].HullBoxes {
			t.Errorf("%s: refit marks cover %d boxes of %d", typ, covered, d.Boards[typ].HullBoxes)
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}

// 10.7.1: flooding and hull results are cumulative: each result advances its marker
// (x2: two boxes), within a round and from round to round.
func TestRule10_7_1_FloodingAndHullCumulative(t *testing.T) {
	// E4 33 hull, 65 hull x2, 12 flooding, 54 flooding x2; FLOOD 1 (none).
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3, 3, 6, 5, 1, 2, 5, 4, 1)
	tc.run(func() { tc.resolveHits(4, SrcEscort, true) })
	if tc.S.Boat.Hull != 3 || tc.S.Boat.Flooding != 3 {
		t.Fatalf("hull %d flooding %d, want 3 and 3", tc.S.Boat.Hull, tc.S.Boat.Flooding)
	}
	if got := strings.Join(tc.cbDamages(), ","); got != "hull:1,hull_x2:3,flooding:1,flooding_x2:3" {
		t.Fatalf("damage events %s", got)
	}
	// the next round adds to the markers: E4 41 hull, 21 flooding; FLOOD 2.
	tc.script(4, 1, 2, 1, 2)
	tc.run(func() { tc.resolveHits(2, SrcEscort, true) })
	if tc.S.Boat.Hull != 4 || tc.S.Boat.Flooding != 4 {
		t.Fatalf("second round: hull %d flooding %d, want 4 and 4", tc.S.Boat.Hull, tc.S.Boat.Flooding)
	}
	tc.mustUseScript()
}

// 10.8.1: when combat is over every system carrying a Damaged marker is rolled for now;
// systems that are OK or already Inoperative are not; hull and crew wounds stay.
func TestRule10_8_1_EveryDamagedSystemRepaired(t *testing.T) {
	// E4 14 periscope, 42 radio, 33 hull, 34 crew injury (E5a 3+4 = crew, LW submerged),
	// 61 hydrophones (already Inoperative: no effect), 12 flooding; FLOOD 1.
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 1, 4, 4, 2, 3, 3, 3, 4, 3, 4, 6, 1, 1, 2, 1)
	cbSetSys(tc, "hydrophones", SysInoperative)
	tc.run(func() { tc.resolveHits(6, SrcEscort, true) })
	if tc.S.Boat.Hull != 1 || tc.S.Crew.M[Crew1].Status != LW || tc.S.Boat.Flooding != 1 {
		t.Fatalf("hits not applied: hull %d crew %v flooding %d", tc.S.Boat.Hull, tc.S.Crew.M[Crew1].Status, tc.S.Boat.Flooding)
	}
	tc.mustUseScript()
	tc.script(4, 2) // periscope 4 ok, radio 2 ok
	tc.run(func() { tc.repairs() })
	tc.mustUseScript()
	var cols []string
	for _, r := range tc.rolls("E5") {
		cols = append(cols, r.Column)
	}
	if strings.Join(cols, ",") != "periscope,radio" {
		t.Fatalf("E5 rolls for %v, want periscope and radio", cols)
	}
	b := &tc.S.Boat
	if b.Sys("periscope").State != SysOK || b.Sys("radio").State != SysOK || b.Sys("hydrophones").State != SysInoperative {
		t.Fatal("repair results")
	}
	if b.Hull != 1 || tc.S.Crew.M[Crew1].Status != LW || b.Flooding != 0 {
		t.Errorf("hull %d, crew %v (not repaired at sea), flooding %d (pumped out)", b.Hull, tc.S.Crew.M[Crew1].Status, b.Flooding)
	}
}

// 10.8.2: each system repairs on a modified 1d6 at or under its [E5] repair number (the
// rule's table); the modifiers count (an Experte LI turns one over into a success).
func TestRule10_8_2_RepairNumbers(t *testing.T) {
	d := MustData()
	seen := map[string]bool{}
	for _, typ := range d.BoardKeys {
		for _, s := range d.Boards[typ].Systems {
			want, ok := gapRepairNumbers[s.Key]
			if !ok {
				if s.Key != "bakery" { // [designed] not on the 10.8.2 table
					t.Errorf("%s: system %s missing from the 10.8.2 table", typ, s.Key)
				}
				continue
			}
			seen[s.Key] = true
			if st, r := gapRepairOne(t, typ, s.Key, want); st != SysOK || r.Column != s.Key || r.Result != "repaired" {
				t.Errorf("%s %s: %d should repair (state %d, roll %+v)", typ, s.Key, want, st, r)
			}
			if want < 6 {
				if st, r := gapRepairOne(t, typ, s.Key, want+1); st != SysInoperative || r.Result != "failed" {
					t.Errorf("%s %s: %d should fail (state %d)", typ, s.Key, want+1, st)
				}
			}
		}
	}
	for k := range gapRepairNumbers {
		if !seen[k] {
			t.Errorf("no board has %s", k)
		}
	}
	// the table's effects column, while Damaged and while Inoperative.
	for _, state := range []int{SysDamaged, SysInoperative} {
		tc := cbCareer(t, "VIIC", MonthOf(1943, 8))
		cbEscorted(tc)
		for _, k := range []string{"dive_planes", "hydrophones", "periscope", "deck_gun", "fwd_tube_odd", "batteries"} {
			cbSetSys(tc, k, state)
		}
		tc.S.Boat.BowTubes[0], tc.S.Boat.BowTubes[2] = G7e, G7e // both behind the odd door
		var e2, e3, a1 Mods
		tc.detectionMods(&e2, false)
		tc.escortAttackMods(&e3)
		tc.crashDiveMods(&a1)
		if !cbContainsMod(e2, 1, "9.6.3 dive planes") || !cbContainsMod(a1, -1, "9.8.1 dive planes") {
			t.Errorf("state %d: dive planes E2 %v A1 %v", state, e2.List(), a1.List())
		}
		if !cbContainsMod(e3, 1, "9.6.10 hydrophones") || !cbContainsMod(e3, 1, "10.5 batteries") {
			t.Errorf("state %d: E3 %v", state, e3.List())
		}
		if tc.periscopeWorks() || tc.gunUsable() || tc.doorWorks(true, 0) || tc.tubeReady(true) {
			t.Errorf("state %d: periscope, deck gun or odd tubes usable", state)
		}
	}
	// the modified roll counts: 3 − 1 (Experte LI) = 2 repairs the dive planes.
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3)
	tc.S.Crew.M[LI].Experte = true
	cbSetSys(tc, "dive_planes", SysDamaged)
	tc.run(func() { tc.repairs() })
	if r := tc.cbRoll("E5", 0); r.Faces[0] != 3 || r.Total != 2 || tc.S.Boat.Sys("dive_planes").State != SysOK {
		t.Errorf("modified roll %+v", r)
	}
}

// 10.8.3: −1 on every repair with an Experte LI able to serve (LW does not stop him); +1
// with the LI SW or KIA (10.6.3); never both, so an Experte LI who is SW gives +1 only.
func TestRule10_8_3_LIRepairModifiers(t *testing.T) {
	for _, tt := range []struct {
		status  int
		experte bool
		face    int
		sum     int
		state   int
	}{
		{OK, true, 3, -1, SysOK},           // 3−1 = 2 repaired
		{LW, true, 3, -1, SysOK},           // LW: still −1
		{OK, false, 3, 0, SysInoperative},  // no modifier
		{SW, true, 2, 1, SysInoperative},   // 2+1 = 3 fails: no −1 with the +1
		{KIA, true, 1, 1, SysOK},           // 1+1 = 2
		{KIA, false, 2, 1, SysInoperative}, // 2+1 = 3 fails
	} {
		tc := cbCareer(t, "VIIC", MonthOf(1943, 8), tt.face, tt.face)
		tc.S.Crew.M[LI].Status = tt.status
		tc.S.Crew.M[LI].Experte = tt.experte
		cbSetSys(tc, "dive_planes", SysDamaged)
		cbSetSys(tc, "radio", SysDamaged)
		tc.run(func() { tc.repairs() })
		tc.mustUseScript()
		for i, r := range tc.rolls("E5") { // the modifiers apply to all the attempts
			if cbModSum(r) != tt.sum || len(r.Mods) > 1 {
				t.Errorf("LI %s Experte %v: roll %d mods %+v, want one of %d", WoundKey(tt.status), tt.experte, i, r.Mods, tt.sum)
			}
		}
		if tt.sum < 0 && !cbHasMod(tc.cbRoll("E5", 0), -1, "10.8.3") {
			t.Errorf("LI %s: no 10.8.3 Experte modifier", WoundKey(tt.status))
		}
		if got := tc.S.Boat.Sys("dive_planes").State; got != tt.state {
			t.Errorf("LI %s Experte %v face %d: dive planes %d, want %d", WoundKey(tt.status), tt.experte, tt.face, got, tt.state)
		}
	}
}

// 10.8.4: a successful repair removes the marker at once: the system is fully operational
// again (its [E2]/[E3] penalties end, no abort).
func TestRule10_8_4_RepairedSystemOperational(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 4, 3) // electric 1: 4 ok; fuel tanks: 3 ok
	cbEscorted(tc)
	cbSetSys(tc, "electric_1", SysDamaged)
	cbSetSys(tc, "fuel_tanks", SysDamaged)
	var e2, e3 Mods
	tc.detectionMods(&e2, false)
	tc.escortAttackMods(&e3)
	if !cbContainsMod(e2, 1, "10.4.1") || !cbContainsMod(e3, 1, "10.2 electric motor 1") || !cbContainsMod(e3, 1, "10.4.1") {
		t.Fatalf("damaged: E2 %v E3 %v", e2.List(), e3.List())
	}
	tc.run(func() { tc.repairs() })
	tc.mustUseScript()
	if tc.S.Boat.Sys("electric_1").State != SysOK || tc.S.Boat.Sys("fuel_tanks").State != SysOK {
		t.Fatal("not repaired")
	}
	if got := strings.Join(tc.cbDamages(), ","); got != "electric_1:repaired,fuel_tanks:repaired" {
		t.Errorf("events %s", got)
	}
	e2, e3 = Mods{}, Mods{}
	tc.detectionMods(&e2, false)
	tc.escortAttackMods(&e3)
	if cbContainsMod(e2, 1, "10.4.1") || cbContainsMod(e3, 1, "10.2") || cbContainsMod(e3, 1, "10.4.1") {
		t.Errorf("repaired systems still penalise: E2 %v E3 %v", e2.List(), e3.List())
	}
	if tc.S.Patrol.MandatoryAbort {
		t.Error("abort after a successful repair")
	}
}

// 10.8.5: a failed repair flips the marker to Inoperative, which cannot be repaired at
// sea: later REPAIRS do not roll for it, and a new hit leaves it Inoperative (10.7.3).
func TestRule10_8_5_FailedRepairInoperative(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3) // dive planes 3 fails
	cbSetSys(tc, "dive_planes", SysDamaged)
	tc.run(func() { tc.repairs() })
	if tc.S.Boat.Sys("dive_planes").State != SysInoperative {
		t.Fatal("not Inoperative")
	}
	if got := strings.Join(tc.cbDamages(), ","); got != "dive_planes:inoperative" {
		t.Errorf("events %s", got)
	}
	tc.run(func() { tc.repairs() }) // a later encounter's repairs
	if n := len(tc.rolls("E5")); n != 1 {
		t.Errorf("%d E5 rolls: an Inoperative system was rolled again", n)
	}
	tc.script(1, 5) // E4 15 dive planes again
	tc.run(func() { tc.resolveHits(1, SrcAir, false) })
	if tc.S.Boat.Sys("dive_planes").State != SysInoperative {
		t.Error("a new hit turned Inoperative back into Damaged")
	}
	tc.run(func() { tc.repairs() })
	if n := len(tc.rolls("E5")); n != 1 {
		t.Errorf("%d E5 rolls after the new hit", n)
	}
	tc.mustUseScript()
}

// 10.8.6: an Inoperative system keeps its [E5] effect for the rest of the patrol and may
// force an abort: electric motor +1 [E3]; fuel tanks +1 [E2]/[E3] and abort; radio: no
// Wolfpack DRM.
func TestRule10_8_6_InoperativeEffects(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 5, 3, 4) // electric 1, radio, fuel tanks fail
	for _, k := range []string{"electric_1", "radio", "fuel_tanks"} {
		cbSetSys(tc, k, SysDamaged)
	}
	tc.run(func() { tc.repairs() })
	tc.mustUseScript()
	for _, k := range []string{"electric_1", "radio", "fuel_tanks"} {
		if tc.S.Boat.Sys(k).State != SysInoperative {
			t.Fatalf("%s not Inoperative", k)
		}
	}
	if p := tc.S.Patrol; !p.MandatoryAbort || p.AbortReason != "fuel_tanks_inoperative" {
		t.Errorf("abort %v %q", p.MandatoryAbort, p.AbortReason)
	}
	e := cbEscorted(tc) // a later encounter of the same patrol
	e.WolfpackDRM = -1
	var e2, e3 Mods
	tc.detectionMods(&e2, false)
	tc.escortAttackMods(&e3)
	if !cbContainsMod(e2, 1, "10.4.1") || !cbContainsMod(e3, 1, "10.4.1") || !cbContainsMod(e3, 1, "10.2 electric motor 1") {
		t.Errorf("Inoperative effects missing: E2 %v E3 %v", e2.List(), e3.List())
	}
	if cbContainsMod(e2, -1, "7.2.2") {
		t.Error("Wolfpack DRM with the radio Inoperative")
	}
}

// 10.8.7: every Inoperative system (the Extra Flak too) is repaired automatically, with
// no roll, during the refit.
func TestRule10_8_7_InoperativeRepairedAtRefit(t *testing.T) {
	tc := refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance)
	b := &tc.S.Boat
	setInoperative(b, "periscope", "fuel_tanks", "diesel_1")
	b.DeckGun, b.ExtraFlak, b.ExtraFlakState = false, true, SysInoperative
	tc.refit()
	tc.mustUseScript()
	for _, s := range b.Systems {
		if s.State != SysOK {
			t.Errorf("%s still %d after the refit", s.Key, s.State)
		}
	}
	if b.ExtraFlakState != SysOK || len(tc.rolls("E5")) != 0 {
		t.Errorf("Extra Flak %d, E5 rolls %d", b.ExtraFlakState, len(tc.rolls("E5")))
	}
	if tc.refitMonths() != 2 { // 10.11.2: four Inoperative boxes
		t.Errorf("refit %d months", tc.refitMonths())
	}
}

// 10.8.8: the grey number printed in each system box of every board is the repair
// number the engine rolls against (roll it or less); a system without an [E5] row
// repairs on its grey number.
func TestRule10_8_8_GreyRepairNumbers(t *testing.T) {
	d := MustData()
	for _, typ := range d.BoardKeys {
		b := d.Boards[typ]
		tc := cbCareer(t, typ, max(b.Available, FirstMonth))
		for _, s := range b.Systems {
			if got := tc.S.Boat.Sys(s.Key).Repair; got != s.Repair {
				t.Errorf("%s %s: boat repair %d, board %d", typ, s.Key, got, s.Repair)
			}
			if st, _ := gapRepairOne(t, typ, s.Key, s.Repair); st != SysOK {
				t.Errorf("%s %s: grey %d does not repair", typ, s.Key, s.Repair)
			}
			if s.Repair < 6 {
				if st, _ := gapRepairOne(t, typ, s.Key, s.Repair+1); st != SysInoperative {
					t.Errorf("%s %s: %d repairs over the grey %d", typ, s.Key, s.Repair+1, s.Repair)
				}
			}
		}
	}
	// a box with no [E5] column: only the grey number decides.
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3, 4)
	tc.S.Boat.Systems = append(tc.S.Boat.Systems, System{Key: "gap_box", Name: "Gap box", Repair: 3, State: SysDamaged})
	tc.run(func() { tc.repairs() })
	if tc.S.Boat.Sys("gap_box").State != SysOK {
		t.Error("3 on a grey 3 does not repair")
	}
	tc.S.Boat.Sys("gap_box").State = SysDamaged
	tc.run(func() { tc.repairs() })
	if tc.S.Boat.Sys("gap_box").State != SysInoperative {
		t.Error("4 on a grey 3 repairs")
	}
	tc.mustUseScript()
}

// 10.10.1: the results that order the boat scuttled: the flooding track full (10.1.2),
// escorts arriving at a boat that cannot dive (9.4.6), hunted to exhaustion (9.4.8) —
// each a 10.10.2 scuttle roll ending the career with the crew captured — and both diesels
// out far from port (10.10.4: scuttled without a roll).
func TestRule10_10_1_ScuttleTriggers(t *testing.T) {
	for _, tt := range []struct {
		name  string
		faces []int // the trigger's own dice, then SCUTTLE 3+4
		do    func(tc *testCareer)
	}{
		{"flooding", []int{1, 2, 3, 4}, func(tc *testCareer) { // E4 12 flooding into SURF
			tc.S.Boat.Flooding = tc.Board().FloodingBoxes
			tc.resolveHits(1, SrcEscort, true)
		}},
		{"cannot dive", []int{3, 4}, func(tc *testCareer) {
			tc.S.Boat.HullHoled = true
			tc.escortOnly(false)
		}},
		{"hunted to exhaustion", []int{3, 4}, func(tc *testCareer) {
			tc.newEngage("ship_escort").ConsecutiveArrivals = 3
			tc.arrival()
		}},
	} {
		tc := cbCareer(t, "VIIC", MonthOf(1943, 8), tt.faces...)
		ended, _ := tc.run(func() { tt.do(tc) })
		tc.mustUseScript()
		r := tc.rolls("SCUTTLE")
		if !ended || len(r) != 1 || r[0].Result != "scuttled" || tc.S.EndReason != "captured" || tc.S.BoatCaptured {
			t.Errorf("%s: ended %v, SCUTTLE %d rolls, end %q", tt.name, ended, len(r), tc.S.EndReason)
		}
		if tc.cbPatrolEnd() != "scuttled" {
			t.Errorf("%s: patrol end %q", tt.name, tc.cbPatrolEnd())
		}
	}
	// both diesels out far from port: scuttled automatically (no SCUTTLE roll), the crew
	// rolls for rescue (10.10.4).
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 5, 3, 3) // diesel 2 fails; rescue 6
	cbSetSys(tc, "diesel_1", SysInoperative)
	cbSetSys(tc, "diesel_2", SysDamaged)
	ended, outcome := tc.run(func() { tc.repairs() })
	tc.mustUseScript()
	if ended || outcome != "scuttled" || len(tc.rolls("SCUTTLE")) != 0 || len(tc.rolls("SCUTTLE_DIESELS")) != 1 {
		t.Errorf("both diesels: ended %v outcome %q", ended, outcome)
	}
}

// 10.11.2: up to two Inoperative systems are repaired within the minimum month; three or
// more add one month, and never more than one. Hull boxes are not systems; the Extra
// Flak counter is one.
func TestRule10_11_2_InoperativeSystemsRefit(t *testing.T) {
	all := []string{"periscope", "fuel_tanks", "dive_planes", "radio", "diesel_1", "electric_1", "hydrophones", "naxos"}
	for _, tt := range []struct {
		inop, hull int
		extraFlak  bool
		want       int
	}{
		{0, 0, false, 1}, {1, 0, false, 1}, {2, 0, false, 1}, {3, 0, false, 2}, {4, 0, false, 2}, {8, 0, false, 2},
		{2, 1, false, 2}, // the hull's month only
		{2, 0, true, 2},  // two boxes and the Extra Flak: three
		{3, 3, false, 3},
	} {
		tc := refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance)
		b := &tc.S.Boat
		setInoperative(b, all[:tt.inop]...)
		b.Hull = tt.hull
		if tt.extraFlak {
			b.DeckGun, b.ExtraFlak, b.ExtraFlakState = false, true, SysInoperative
		}
		tc.refit()
		tc.mustUseScript()
		if got := tc.refitMonths(); got != tt.want {
			t.Errorf("%d Inoperative, hull %d, Extra Flak %v: %d months, want %d", tt.inop, tt.hull, tt.extraFlak, got, tt.want)
		}
		if tc.inoperativeSystems() != 0 {
			t.Errorf("%d Inoperative: not all repaired", tt.inop)
		}
	}
}

// 10.11.7: crew wounds are recovered during the refit (10.12), not at sea: REPAIRS leave
// the wounded as they are; the refit rolls [M2] for the SW and heals the LW.
func TestRule10_11_7_CrewRecoveryDuringRefit(t *testing.T) {
	tc := refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance, 1) // M2 1 month for the LI
	tc.S.Patrol = &Patrol{Area: "atlantic", Mission: "none", Dir: 1, Midpoint: -1}
	m := &tc.S.Crew.M
	m[LI].Status, m[Crew1].Status = SW, LW
	tc.repairs()
	if m[LI].Status != SW || m[Crew1].Status != LW || len(tc.rolls("M2")) != 0 {
		t.Fatal("crew healed at sea")
	}
	tc.S.Patrol = nil
	tc.refit()
	tc.mustUseScript()
	if r := tc.rolls("M2"); len(r) != 1 || r[0].Total != 1 {
		t.Fatalf("M2 rolls %+v", r)
	}
	if m[LI].Status != OK || m[Crew1].Status != OK || tc.refitMonths() != 1 {
		t.Errorf("after the refit: LI %s crew %s, %d months", WoundKey(m[LI].Status), WoundKey(m[Crew1].Status), tc.refitMonths())
	}
	if got := strings.Join(tc.cbCrewStates(), ","); got != "li:ok,crew_1:ok" {
		t.Errorf("crew events %s", got)
	}
}

// 11.0 / 6.1 step 3: the refit phase runs A refit duration with the port air raids,
// B crew recovery (10.12), C crew improvement (11.1), D promotion and Knight's Cross
// (11.2, 11.3), E reassignment to a new boat (11.4), in that order. (F reloading is the
// next patrol's A1.7 and G the deck-gun check follows the next assignment, [A71].)
func TestRule11_0_RefitPhaseOrder(t *testing.T) {
	pm := MonthOf(1944, 2)
	// AIR_RAID 6+6 none; M2 1; M3 5 crew up; M4 1 promoted; M6 6 no upgrade.
	tc := promotionCase(t, pm, BaseGermany, nil, 6, 6, 1, 5, 1, 6)
	tc.S.RankSince = pm - 11 // the 12-month anniversary falls in this refit
	tc.S.Log[0].Success = true
	tc.S.SuccessfulPatrols = 3
	tc.S.CareerTons = 50000 // the KC in 1/44–6/44
	tc.S.Crew.M[Crew1].Status = SW
	tc.S.Boat.Hull = 7                                              // +3
	setInoperative(&tc.S.Boat, "periscope", "radio", "dive_planes") // +1: 5 months → new boat (E)
	tc.refit()
	tc.mustUseScript()
	var seq []string
	for _, e := range tc.events {
		switch v := e.(type) {
		case *RollEvent:
			seq = append(seq, v.Table)
		case *KeyEvent:
			switch v.T {
			case TDecoration:
				if v.Key == "knights_cross" {
					seq = append(seq, "KC")
				}
			case TPromotion:
				seq = append(seq, "promotion")
			case TNewBoat:
				seq = append(seq, "new_boat")
			}
		case *RefitEvent:
			seq = append(seq, "refit")
		}
	}
	at := func(s string) int {
		i := slices.Index(seq, s)
		if i < 0 {
			t.Fatalf("%s missing from %v", s, seq)
		}
		return i
	}
	order := []string{"AIR_RAID", "M2", "M3", "KC", "M4", "promotion", "new_boat"}
	for i := 1; i < len(order); i++ {
		if at(order[i-1]) > at(order[i]) {
			t.Errorf("%s after %s: %v", order[i-1], order[i], seq)
		}
	}
	if at("refit") > at("M3") {
		t.Errorf("refit duration after crew improvement: %v", seq)
	}
	if tc.S.Boat.Type != "VIIC/41" || tc.S.Crew.Quality != Veteran || tc.S.Rank != RankKptLt || tc.S.KC != KCKnightsCross {
		t.Errorf("boat %s quality %s rank %d KC %d", tc.S.Boat.Type, QualityKey(tc.S.Crew.Quality), tc.S.Rank, tc.S.KC)
	}
}

// 11.1.1: improvements are recorded on the boat's board: the crew-quality box and an
// Experte counter in the member's box; both stay for the next patrols and work there
// (the Experte LI's −1 on repairs, 10.8.3).
func TestRule11_1_1_ImprovementsRecorded(t *testing.T) {
	tc := refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance, 1) // M3 1: LI Experte
	tc.S.SuccessfulPatrols = 3
	tc.refit()
	if !tc.S.Crew.M[LI].Experte {
		t.Fatal("no Experte counter on the LI")
	}
	found := false
	for _, e := range tc.eventsOf(TNote) {
		k := e.(*KeyEvent)
		found = found || (k.Key == "experte" && k.Detail == "li")
	}
	if !found {
		t.Error("no experte note for the LI")
	}
	// the next patrol: the counter is still there and counts.
	tc.S.Patrol = &Patrol{Area: "atlantic", Mission: "none", Dir: 1, Midpoint: -1}
	cbSetSys(tc, "radio", SysDamaged)
	tc.script(3) // 3 − 1 = 2 repairs the radio
	tc.repairs()
	if !cbHasMod(tc.cbRoll("E5", 0), -1, "10.8.3") || tc.S.Boat.Sys("radio").State != SysOK {
		t.Errorf("Experte LI not applied: %+v", tc.cbRoll("E5", 0))
	}
	tc.mustUseScript()

	tc = refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance, 6) // M3 6: crew level
	tc.S.SuccessfulPatrols = 3
	tc.refit()
	if tc.S.Crew.Quality != Veteran {
		t.Fatalf("quality %s", QualityKey(tc.S.Crew.Quality))
	}
	if k := tc.keys(TCrewQuality); len(k) != 1 || k[0] != "veteran" {
		t.Errorf("crew_quality events %v", k)
	}
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol"})
	tc.refit() // a later refit keeps the quality box
	if tc.S.Crew.Quality != Veteran {
		t.Errorf("quality lost: %s", QualityKey(tc.S.Crew.Quality))
	}
	tc.mustUseScript()
}

// 11.3.3: the Oak Leaves and Swords need the Oak Leaves first, then 25,000 t more than
// at that award, or a capital ship.
func TestRule11_3_3_Swords(t *testing.T) {
	for _, tt := range []struct {
		kc, tons int
		capital  bool
		want     int
		faces    []int
	}{
		{KCOakLeaves, 124999, false, KCOakLeaves, nil},
		{KCOakLeaves, 125000, false, KCSwords, []int{6}},
		{KCOakLeaves, 101000, true, KCSwords, []int{6}},
		{KCKnightsCross, 300000, true, KCOakLeaves, []int{6}}, // not without the Oak Leaves
	} {
		tc := promotionCase(t, MonthOf(1944, 8), BaseFrance, nil, tt.faces...)
		tc.S.Log[0].Success = true
		tc.S.KC, tc.S.KCTons, tc.S.CareerTons = tt.kc, 100000, tt.tons
		if tt.capital {
			tc.S.Log[0].Sunk = []string{"HMS Nelson"}
			tc.S.SunkCapitals = []string{"HMS Nelson"}
		}
		tc.refit()
		tc.mustUseScript()
		if tc.S.KC != tt.want || tc.S.HasDecoration("swords") != (tt.want == KCSwords) {
			t.Errorf("grade %d, %d t, capital %v: grade %d, decorations %v", tt.kc, tt.tons, tt.capital, tc.S.KC, tc.S.Decorations)
		}
		if tt.want == KCSwords && tc.S.KCTons != tt.tons {
			t.Errorf("KCTons %d", tc.S.KCTons)
		}
	}
}

// 11.3.6: KC: −1 on [U1] for torpedoes (not the deck gun) and no +1 for the second salvo;
// Oak Leaves: also −1 on [E2]; Swords: Follow attempts succeed automatically; the
// Diamonds keep all of it. None applies while the Kommandant is SW and not in command.
func TestRule11_3_6_FavourableModifiers(t *testing.T) {
	setup := func(kc int, sw bool, faces ...int) (*testCareer, *shipDecider) {
		tc, dec := shipTC(t, "VIIC", faces...)
		tc.S.KC = kc
		if sw {
			tc.S.Crew.M[Kmdt].Status = SW
			tc.updateCommand()
		}
		return tc, dec
	}
	u1 := func(kc int, sw bool, kind Torp, second bool) Mods {
		tc, _ := setup(kc, sw)
		e := tc.newEngage("ship_escort")
		e.Mode, e.Range = "nsa", "medium"
		var m Mods
		tc.u1Mods(&m, kind, nil, "medium", second)
		return m
	}
	e2 := func(kc int, sw bool) Mods {
		tc, _ := setup(kc, sw)
		tc.newEngage("ship_escort").Escorted = true
		var m Mods
		tc.detectionMods(&m, false)
		return m
	}
	// [U1]
	if m := u1(KCNone, false, G7e, true); cbContainsMod(m, -1, "11.3.6") || !cbContainsMod(m, 1, "9.5.2") {
		t.Errorf("no KC: %v", m.List())
	}
	for _, kc := range []int{KCKnightsCross, KCDiamonds} {
		if m := u1(kc, false, G7e, true); !cbContainsMod(m, -1, "11.3.6") || cbContainsMod(m, 1, "9.5.2") {
			t.Errorf("grade %d: %v", kc, m.List())
		}
	}
	if m := u1(KCKnightsCross, false, TorpNone, false); cbContainsMod(m, -1, "11.3.6") {
		t.Errorf("KC −1 on the deck gun: %v", m.List())
	}
	if m := u1(KCDiamonds, true, G7e, true); cbContainsMod(m, -1, "11.3.6") || !cbContainsMod(m, 1, "9.5.2") {
		t.Errorf("Kommandant SW: %v", m.List())
	}
	// [E2]
	if m := e2(KCKnightsCross, false); cbContainsMod(m, -1, "9.6.3 Kommandant with") {
		t.Errorf("KC alone gives −1 on E2: %v", m.List())
	}
	for _, kc := range []int{KCOakLeaves, KCSwords, KCDiamonds} {
		if m := e2(kc, false); !cbContainsMod(m, -1, "9.6.3 Kommandant with Oak Leaves") {
			t.Errorf("grade %d: no −1 on E2: %v", kc, m.List())
		}
	}
	if m := e2(KCSwords, true); cbContainsMod(m, -1, "9.6.3 Kommandant with") {
		t.Errorf("Kommandant SW: %v", m.List())
	}
	// Follow (9.7.7 roll 1–4; a 5 would lose them).
	follow := func(kc int, sw bool, faces ...int) (*testCareer, int) {
		tc, dec := setup(kc, sw, faces...)
		e := tc.newEngage("two_ships_escort")
		e.Escorted = true
		tc.putTarget(Target{Name: "a", Tons: 3000, Capacity: 2})
		dec.on("follow", "undamaged")
		step := tc.follow()
		tc.mustUseScript()
		return tc, step
	}
	for _, kc := range []int{KCSwords, KCDiamonds} {
		if tc, step := follow(kc, false); step != stepTime || len(tc.rolls("FOLLOW")) != 0 {
			t.Errorf("grade %d: Follow not automatic (step %d)", kc, step)
		}
	}
	if tc, step := follow(KCOakLeaves, false, 5); step != stepEnd || len(tc.rolls("FOLLOW")) != 1 {
		t.Error("Oak Leaves: Follow automatic")
	}
	if tc, step := follow(KCSwords, true, 5); step != stepEnd || len(tc.rolls("FOLLOW")) != 1 {
		t.Error("Kommandant SW: Follow automatic")
	}
}

// 11.3.9: the Iron Cross 1st Class comes with a successful patrol (with the 2nd Class if
// it is the first patrol), never for an unsuccessful one, and once.
func TestRule11_3_9_IronCrossFirstClass(t *testing.T) {
	tc := promotionCase(t, MonthOf(1943, 8), BaseFrance, nil)
	tc.refit()
	if k := tc.keys(TDecoration); len(k) != 1 || k[0] != "iron_cross_2" {
		t.Fatalf("unsuccessful patrol: %v", k)
	}
	for i, want := range [][]string{{"iron_cross_1"}, nil} {
		tc.events = nil
		tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol", Success: true})
		tc.refit()
		if k := tc.keys(TDecoration); !slices.Equal(k, want) {
			t.Errorf("successful patrol %d: %v, want %v", i+1, k, want)
		}
	}
	tc = promotionCase(t, MonthOf(1943, 8), BaseFrance, nil)
	tc.S.Log[0].Success = true
	tc.refit()
	if k := tc.keys(TDecoration); !slices.Equal(k, []string{"iron_cross_2", "iron_cross_1"}) {
		t.Errorf("first patrol successful: %v", k)
	}
}

// 11.3.10: the U-boat War Badge after two successful patrols (not one), once.
func TestRule11_3_10_WarBadge(t *testing.T) {
	tc := promotionCase(t, MonthOf(1943, 8), BaseFrance, nil)
	tc.S.Log[0].Success = true
	tc.S.SuccessfulPatrols = 1
	tc.refit()
	if tc.S.HasDecoration("war_badge") {
		t.Fatal("War Badge after one successful patrol")
	}
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol", Success: true})
	tc.S.SuccessfulPatrols = 2
	tc.events = nil
	tc.refit()
	if k := tc.keys(TDecoration); !slices.Contains(k, "war_badge") {
		t.Fatalf("no War Badge after two: %v", k)
	}
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol", Success: true})
	tc.S.SuccessfulPatrols = 3
	tc.events = nil
	tc.script(6) // M3 for the third success: crew up
	tc.refit()
	if k := tc.keys(TDecoration); slices.Contains(k, "war_badge") {
		t.Errorf("War Badge twice: %v", k)
	}
	tc.mustUseScript()
}

// 11.3.12: the German Cross in Gold at 25,000 t, possibly at the same time as the KC.
func TestRule11_3_12_GermanCross(t *testing.T) {
	tc := promotionCase(t, MonthOf(1944, 6), BaseFrance, nil) // refit 7/44: KC at 25,000 t
	tc.S.Log[0].Success = true
	tc.S.CareerTons = 24999
	tc.refit()
	if tc.S.HasDecoration("german_cross") || tc.S.KC != KCNone {
		t.Fatalf("24,999 t: %v", tc.S.Decorations)
	}
	tc = promotionCase(t, MonthOf(1944, 6), BaseFrance, nil, 6) // M6 6
	tc.S.Log[0].Success = true
	tc.S.CareerTons = 25000
	tc.refit()
	tc.mustUseScript()
	if k := tc.keys(TDecoration); !slices.Contains(k, "german_cross") || !slices.Contains(k, "knights_cross") {
		t.Errorf("25,000 t: %v", k)
	}
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol"})
	tc.S.CareerTons = 60000
	tc.events = nil
	tc.refit()
	if k := tc.keys(TDecoration); slices.Contains(k, "german_cross") {
		t.Errorf("German Cross twice: %v", k)
	}
}

// 11.3.15 Narvik Shield / 11.3.16 Spanish Cross in Bronze: neither can be earned in The
// Hunted (no career starts before 7/43, so no 1940 Norway patrol and no Spanish war
// service), and one held on a historical record has no game effect (no promotion DRM,
// no Schnorchel DRM).
func TestRule11_3_15_11_3_16_UnearnableDecorations(t *testing.T) {
	for _, start := range []Month{MonthOf(1936, 7), MonthOf(1940, 4), MonthOf(1943, 6)} {
		if _, err := NewCareer(Config{Seed: 1, Type: "VIIB", Start: start}, Script()); err == nil {
			t.Errorf("a career starts in %s", start)
		}
	}
	// a long, very successful career awards neither.
	tc := promotionCase(t, MonthOf(1943, 8), BaseFrance, nil)
	tc.dec.fallback = func(d *Decision) string { return d.Options[0].Key }
	tc.roller.Faces = make([]int, 400)
	for i := range tc.roller.Faces {
		tc.roller.Faces[i] = 1 + i%6
	}
	for n := 1; n <= 8 && tc.S.Date < MonthOf(1945, 4); n++ {
		tc.S.Log[len(tc.S.Log)-1].Success = true
		tc.S.SuccessfulPatrols = n
		tc.S.CareerTons = 40000 * n
		tc.run(func() { tc.refit() })
		tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol", BoatType: tc.S.Boat.Type})
	}
	if tc.S.KC < KCSwords {
		t.Fatalf("the career earned too little to mean anything: KC %d", tc.S.KC)
	}
	for _, d := range tc.S.Decorations {
		if strings.Contains(d, "narvik") || strings.Contains(d, "spanish") {
			t.Errorf("awarded %s", d)
		}
	}
	// held on the record: no DRM on promotion or the Schnorchel retrofit.
	for _, held := range [][]string{nil, {"narvik_shield", "spanish_cross_bronze"}} {
		pm := MonthOf(1944, 3)
		tc := promotionCase(t, pm, BaseFrance, nil, 5, 6) // M4 5+1 no; SCHNORCHEL 6
		tc.S.RankSince = pm - 11
		tc.S.Boat.Schnorchel = false
		for _, d := range held {
			tc.S.Decorations = append(tc.S.Decorations, d)
			tc.S.DecoratedIn = append(tc.S.DecoratedIn, pm)
		}
		tc.refit()
		tc.mustUseScript()
		if s := cbModSum(tc.cbRoll("M4", 0)); s != 1 { // +1 the unsuccessful patrol
			t.Errorf("held %v: M4 modifiers %+v", held, tc.cbRoll("M4", 0).Mods)
		}
		if r := tc.cbRoll("SCHNORCHEL", 0); len(r.Mods) != 0 {
			t.Errorf("held %v: SCHNORCHEL modifiers %+v", held, r.Mods)
		}
	}
}
