package engine

import "testing"

// refitCase is a career just back from a patrol of month pm, based at base, on a boat of
// type typ received when the type first sails in the game (no new-boat rolls for the
// types used here). Rank OltzS, crew Trained and healthy, no promotion due.
func refitCase(t *testing.T, typ string, pm Month, base string, faces ...int) *testCareer {
	t.Helper()
	recv := max(FirstMonth, MustData().Boards[typ].Available)
	tc := newTestCareer(t, typ, recv)
	tc.script(faces...)
	tc.S.Date = pm
	tc.S.Base = base
	tc.S.RankSince = pm
	tc.S.Log = append(tc.S.Log, LogRow{Month: pm, Kind: "patrol", BoatType: typ})
	return tc
}

// lastPatrol returns the case's patrol row.
func (tc *testCareer) lastPatrol() *LogRow { return tc.lastPatrolRow() }

// refitMonths returns the months of the refit event (−1 when there is none).
func (tc *testCareer) refitMonths() int {
	ev := tc.eventsOf(TRefit)
	if len(ev) != 1 {
		return -1
	}
	return ev[0].(*RefitEvent).Months
}

// keys returns the keys of the KeyEvents of one type.
func (tc *testCareer) keys(typ string) []string {
	var out []string
	for _, e := range tc.eventsOf(typ) {
		out = append(out, e.(*KeyEvent).Key)
	}
	return out
}

// rCount counts the "R" log rows.
func (tc *testCareer) rCount() int {
	n := 0
	for _, r := range tc.S.Log {
		if r.Kind == "R" {
			n++
		}
	}
	return n
}

func setInoperative(b *Boat, keys ...string) {
	for _, k := range keys {
		b.Sys(k).State = SysInoperative
	}
}

// 10.11.1–10.11.4: refit = 1 + 1 for 3+ Inoperative systems + ceil(hull/3); "R" rows
// follow the patrol and the next patrol starts the month after. The worked example of
// 10.11.3 (3 systems, 5 hull boxes) is 4 months.
func TestRule10_11_3_HullRefitMonths(t *testing.T) {
	for _, tt := range []struct {
		hull, inop, want int
	}{
		{0, 0, 1}, {0, 2, 1}, {0, 3, 2}, {0, 5, 2}, {1, 0, 2}, {3, 0, 2}, {4, 0, 3}, {5, 3, 4}, {7, 0, 4},
	} {
		tc := refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance)
		tc.S.Boat.Hull = tt.hull
		setInoperative(&tc.S.Boat, []string{"periscope", "fuel_tanks", "dive_planes", "radio", "diesel_1"}[:tt.inop]...)
		tc.refit()
		if got := tc.refitMonths(); got != tt.want {
			t.Errorf("hull %d, %d inoperative: %d months, want %d", tt.hull, tt.inop, got, tt.want)
		}
		if tc.rCount() != tt.want || tc.S.Log[1].Month != MonthOf(1943, 9) {
			t.Errorf("hull %d: log %+v", tt.hull, tc.S.Log)
		}
		if want := MonthOf(1943, 9) + Month(tt.want); tc.S.Date != want {
			t.Errorf("hull %d: next patrol %s, want %s", tt.hull, tc.S.Date, want)
		}
		// 6.1 step 3F: everything is repaired.
		if tc.S.Boat.Hull != 0 || tc.inoperativeSystems() != 0 {
			t.Errorf("hull %d: boat not restored", tt.hull)
		}
		tc.mustUseScript()
	}
}

// 11.2.1 / [M1]: KKpt and higher take one month off a 3- or 4-month refit, never off 1–2
// months, and a 5-month refit still brings a new boat (10.11.5, [D38]).
func TestRule11_2_1_RankRefitReduction(t *testing.T) {
	for _, tt := range []struct {
		rank, hull, want int
		newBoat          bool
	}{
		{RankKKpt, 3, 2, false}, // 2 months: no cut
		{RankKKpt, 4, 2, false}, // 3 → 2
		{RankFKpt, 7, 3, false}, // 4 → 3
		{RankKptLt, 7, 4, false},
		{RankKptzS, 12, 1, true}, // 5: new boat, not cut to 4
	} {
		tc := refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance)
		tc.S.Rank = tt.rank
		tc.S.Boat.Hull = tt.hull
		tc.refit()
		if got := tc.refitMonths(); got != tt.want || (len(tc.eventsOf(TNewBoat)) == 1) != tt.newBoat {
			t.Errorf("rank %d hull %d: %d months, new boat %v; want %d, %v", tt.rank, tt.hull, got, len(tc.eventsOf(TNewBoat)) == 1, tt.want, tt.newBoat)
		}
		tc.mustUseScript()
	}
}

// 10.11.5, [D38], 11.4.2: 5+ months of refit → a new boat of the same type, latest model
// (VIIC/41 once it sails, 4/44), in Germany; the refit counts 1 month, permanent
// assignments end, the crew and its Experten stay.
func TestRule10_11_5_FiveMonthsNewBoat(t *testing.T) {
	tc := refitCase(t, "VIIC", MonthOf(1944, 4), BaseFrance, 1, 1) // 1, 1: the new VIIC/41's Alberich roll (9.6.8)
	tc.S.Permanent = "arctic"
	tc.S.Boat.Hull = 9
	tc.S.Boat.Schnorchel = true
	tc.S.Crew.M[LI].Experte = true
	setInoperative(&tc.S.Boat, "periscope", "radio", "diesel_2") // 1 + 1 + 3 = 5
	tc.refit()
	if tc.refitMonths() != 1 || tc.S.Date != MonthOf(1944, 6) {
		t.Fatalf("refit %d months, next %s; want 1, 1944-06", tc.refitMonths(), tc.S.Date)
	}
	b := &tc.S.Boat
	if b.Type != "VIIC/41" || b.Hull != 0 || tc.inoperativeSystems() != 0 || !tc.S.FirstPatrolOfBoat {
		t.Errorf("new boat %s hull %d", b.Type, b.Hull)
	}
	if tc.S.Base != BaseGermany || tc.S.Permanent != "" || !tc.S.Crew.M[LI].Experte {
		t.Errorf("base %s permanent %q LI Experte %v", tc.S.Base, tc.S.Permanent, tc.S.Crew.M[LI].Experte)
	}
	if k := tc.keys(TNewBoat); len(k) != 1 || k[0] != "VIIC/41" {
		t.Errorf("new_boat events %v", k)
	}
	tc.mustUseScript()

	// 4 months: the same boat.
	tc = refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance)
	tc.S.Boat.Hull = 9
	tc.refit()
	if tc.refitMonths() != 4 || tc.S.Boat.Type != "VIIC" || len(tc.eventsOf(TNewBoat)) != 0 || tc.S.Base != BaseFrance {
		t.Errorf("4-month refit: %d months, %s, base %s", tc.refitMonths(), tc.S.Boat.Type, tc.S.Base)
	}
}

// 10.11.6: the refit follows the "P" months of an extended patrol (the rule's example: a
// IX patrols in September, P in October, R in November, next patrol in December).
func TestRule10_11_6_RefitAfterExtendedPatrol(t *testing.T) {
	tc := refitCase(t, "IXC", MonthOf(1943, 9), BaseFrance)
	tc.S.Log = append(tc.S.Log, LogRow{Month: MonthOf(1943, 10), Kind: "P", BoatType: "IXC"})
	tc.refit()
	r := tc.S.Log[len(tc.S.Log)-1]
	if r.Kind != "R" || r.Month != MonthOf(1943, 11) || tc.S.Date != MonthOf(1943, 12) {
		t.Errorf("R row %+v, next %s", r, tc.S.Date)
	}
}

// 4.7.5: the standard refit at Penang is 2 months; no air raid and no retrofits there.
func TestRule4_7_5_PenangRefit(t *testing.T) {
	tc := refitCase(t, "IXD-2", MonthOf(1944, 3), BasePenang)
	tc.S.PenangBased = true
	tc.S.Boat.Hull = 1
	tc.refit()
	if tc.refitMonths() != 3 || tc.S.Base != BasePenang || tc.S.Boat.Balkon || tc.S.Boat.Schnorchel {
		t.Errorf("Penang refit %d months (want 2+1), base %s", tc.refitMonths(), tc.S.Base)
	}
	tc.mustUseScript() // no AIR_RAID, BALKON or SCHNORCHEL roll
}

// 4.7.6, [A07]: a 2 destroys the boat: one month transferring to a new boat (same type,
// latest model, Germany), the old boat's damage no longer counts, and the roll is made
// again for the new boat (3: +2 months).
func TestRule4_7_6_PortAirRaidDestroyed(t *testing.T) {
	tc := refitCase(t, "VIIC", MonthOf(1944, 1), BaseNorway, 1, 1, 1, 2)
	tc.S.Permanent = "arctic"
	tc.S.Boat.Hull = 6
	tc.refit()
	if got := tc.rolls("AIR_RAID"); len(got) != 2 || got[0].Result != "destroyed" || got[1].Result != "heavy_damage" {
		t.Fatalf("air raid rolls %v", got)
	}
	if tc.refitMonths() != 3 || tc.S.Date != MonthOf(1944, 5) {
		t.Errorf("refit %d months, next %s; want 3, 1944-05", tc.refitMonths(), tc.S.Date)
	}
	if tc.S.Boat.Type != "VIIC/41" || tc.S.Base != BaseGermany || tc.S.Permanent != "" || tc.S.Boat.Hull != 0 {
		t.Errorf("boat %s base %s permanent %q", tc.S.Boat.Type, tc.S.Base, tc.S.Permanent)
	}
	if k := tc.keys(TPortAirRaid); len(k) != 2 || k[0] != "destroyed" {
		t.Errorf("port_air_raid events %v", k)
	}
	tc.mustUseScript()
}

// 4.7.6: damage adds months; France and dates before 1/44 never roll.
func TestRule4_7_6_PortAirRaidDamage(t *testing.T) {
	for _, tt := range []struct {
		base  string
		pm    Month
		faces []int
		want  int
	}{
		{BaseGermany, MonthOf(1944, 2), []int{2, 2}, 2},       // 4: +1
		{BaseMediterranean, MonthOf(1944, 2), []int{1, 2}, 3}, // 3: +2
		{BaseNorway, MonthOf(1944, 2), []int{6, 6}, 1},        // no effect
		{BaseFrance, MonthOf(1944, 2), nil, 1},                // bunkers: no roll
		{BaseNorway, MonthOf(1943, 11), nil, 1},               // refit 12/43: before 1/44
	} {
		tc := refitCase(t, "VIIC", tt.pm, tt.base, tt.faces...)
		tc.S.Boat.Schnorchel = true
		tc.refit()
		if tc.refitMonths() != tt.want {
			t.Errorf("%s %s: %d months, want %d", tt.base, tt.pm, tc.refitMonths(), tt.want)
		}
		tc.mustUseScript()
	}
}

// 10.12, [M2]: each SW member rolls 1d6 months (Experte Doctor −1, 10.12.1); a member
// slower than the refit is replaced and loses his Experte status (10.12.2); LW heal; KIA
// are replaced. The Kommandant's months lengthen the refit (no rank cut on them).
func TestRule10_12_CrewRecovery(t *testing.T) {
	tc := refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance, 3, 2, 3)
	tc.S.Rank = RankKKpt
	m := &tc.S.Crew.M
	m[Kmdt].Status = SW   // rolls 3: refit 3 months
	m[LI].Status = SW     // rolls 2: heals
	m[LI].Experte = true  //
	m[Crew1].Status = SW  // rolls 3: heals in time (3 ≤ 3)
	m[WO2].Status = KIA   // replaced
	m[WO2].Experte = true //
	m[Crew2].Status = LW  // heals
	tc.refit()
	if tc.refitMonths() != 3 {
		t.Errorf("refit %d months, want the Kommandant's 3", tc.refitMonths())
	}
	for i := Kmdt; i < NumMembers; i++ {
		if m[i].Status != OK {
			t.Errorf("%s still %s", MemberKey(i), WoundKey(m[i].Status))
		}
	}
	if !m[LI].Experte || m[WO2].Experte {
		t.Errorf("LI Experte %v (healed: keeps it), 2WO Experte %v (replaced: loses it)", m[LI].Experte, m[WO2].Experte)
	}
	tc.mustUseScript()

	// A slow recovery: the 1WO needs 4 months of a 1-month refit → replaced; the Experte
	// Doctor takes one month off every roll.
	tc = refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance, 5, 2)
	m = &tc.S.Crew.M
	m[Doctor].Experte = true
	m[WO1].Status, m[WO1].Experte = SW, true
	m[Crew3].Status = SW
	tc.refit()
	r := tc.rolls("M2")
	if len(r) != 2 || r[0].Total != 4 || r[1].Total != 1 || len(r[0].Mods) != 1 {
		t.Fatalf("M2 rolls %+v", r)
	}
	if tc.refitMonths() != 1 || m[WO1].Experte || m[WO1].Status != OK || m[Crew3].Status != OK {
		t.Errorf("refit %d, 1WO %+v", tc.refitMonths(), m[WO1])
	}
	tc.mustUseScript()
}

// 10.12.4, [D40], 11.4.1: the Kommandant SW for 5+ months → a new boat (latest model,
// Germany) and an entirely new Trained crew without Experten; he sails the month after
// his recovery ([M2] +1).
func TestRule10_12_4_KmdtLongRecovery(t *testing.T) {
	tc := refitCase(t, "IXC", MonthOf(1943, 8), BaseFrance, 5, 4) // 4: the new IXC/40's Balkon roll (10.11.9)
	tc.S.Crew.Quality = Veteran
	tc.S.Crew.M[Kmdt].Status = SW
	tc.S.Crew.M[LI].Experte = true
	tc.S.Crew.M[WO1].Experte = true
	tc.S.Boat.Hull = 2
	tc.refit()
	if tc.refitMonths() != 6 || tc.S.Date != MonthOf(1944, 3) {
		t.Errorf("refit %d months, next %s; want 6, 1944-03", tc.refitMonths(), tc.S.Date)
	}
	if tc.S.Crew.Quality != Trained || tc.S.Crew.M[LI].Experte || tc.S.Crew.M[WO1].Experte || tc.S.Crew.M[Kmdt].Status != OK {
		t.Errorf("crew %+v", tc.S.Crew)
	}
	if tc.S.Boat.Type != "IXC/40" || tc.S.Base != BaseGermany {
		t.Errorf("boat %s base %s", tc.S.Boat.Type, tc.S.Base)
	}
	tc.mustUseScript()

	// 4 months: no new boat, the crew stays.
	tc = refitCase(t, "IXC", MonthOf(1943, 8), BaseFrance, 4)
	tc.S.Crew.M[Kmdt].Status = SW
	tc.S.Crew.M[LI].Experte = true
	tc.refit()
	if tc.refitMonths() != 4 || tc.S.Boat.Type != "IXC" || !tc.S.Crew.M[LI].Experte {
		t.Errorf("4 months: refit %d, boat %s", tc.refitMonths(), tc.S.Boat.Type)
	}
}

// 10.12.3 / 11.1.4: all four generic crew boxes SW or KIA → quality one level down, never
// below Trained by this cause, and only once per patrol.
func TestRule10_12_3_AllGenericCrewLost(t *testing.T) {
	for _, tt := range []struct{ from, want int }{{Elite, Veteran}, {Veteran, Trained}, {Trained, Trained}, {Green, Green}} {
		tc := refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance, 1)
		tc.S.Crew.Quality = tt.from
		for i := Crew1; i <= Crew4; i++ {
			tc.S.Crew.M[i].Status = KIA
		}
		tc.S.Crew.M[Crew4].Status = SW // rolls 1: heals, but was down on the patrol
		tc.refit()
		if tc.S.Crew.Quality != tt.want {
			t.Errorf("%s: %s, want %s", QualityKey(tt.from), QualityKey(tc.S.Crew.Quality), QualityKey(tt.want))
		}
		tc.mustUseScript()
	}
}

// 11.1, 11.1.7: one [M3] roll each time the career's successful patrols reach 3, 6, 9 …
// (not after each one as [M3] prints); 11.1.2 an Experte result on an Experte is lost.
func TestRule11_1_EveryThirdSuccess(t *testing.T) {
	tc := refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance)
	tc.S.Boat.Schnorchel = true
	tc.S.SuccessfulPatrols = 2
	tc.refit()
	if len(tc.rolls("M3")) != 0 {
		t.Fatal("M3 rolled after 2 successful patrols")
	}
	// third success: crew level up
	tc.S.SuccessfulPatrols = 3
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol", Success: true})
	tc.script(5)
	tc.refit()
	if tc.S.Crew.Quality != Veteran || tc.S.CrewRolls != 1 {
		t.Errorf("after 3: quality %s, rolls %d", QualityKey(tc.S.Crew.Quality), tc.S.CrewRolls)
	}
	if k := tc.keys(TCrewQuality); len(k) != 1 || k[0] != "veteran" {
		t.Errorf("crew_quality events %v", k)
	}
	// fourth and fifth: nothing; sixth: LI Experte, already Experte → no change
	for n := 4; n <= 6; n++ {
		tc.S.SuccessfulPatrols = n
		tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol", Success: true})
		if n == 6 {
			tc.S.Crew.M[LI].Experte = true
			tc.script(1)
		}
		tc.refit()
	}
	if len(tc.rolls("M3")) != 2 || tc.S.CrewRolls != 2 || tc.S.Crew.Quality != Veteran {
		t.Errorf("M3 rolls %d, CrewRolls %d", len(tc.rolls("M3")), tc.S.CrewRolls)
	}
	tc.mustUseScript()
}

// 11.1.3: 1–4 make the LI, Doctor, 1WO, 2WO Experte; 5–6 raise the crew to Elite at most.
func TestRule11_1_3_AdvancementResults(t *testing.T) {
	for face, member := range map[int]int{1: LI, 2: Doctor, 3: WO1, 4: WO2} {
		tc := refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance, face)
		tc.S.SuccessfulPatrols = 3
		tc.refit()
		if !tc.S.Crew.M[member].Experte {
			t.Errorf("face %d: %s not Experte", face, MemberKey(member))
		}
		tc.mustUseScript() // a 1WO made Experte now is not yet checked by 11.1.5
	}
	tc := refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance, 6)
	tc.S.SuccessfulPatrols = 3
	tc.S.Crew.Quality = Elite
	tc.refit()
	if tc.S.Crew.Quality != Elite || len(tc.eventsOf(TCrewQuality)) != 0 {
		t.Errorf("Elite changed to %s", QualityKey(tc.S.Crew.Quality))
	}
}

// 11.1.4: three unsuccessful patrols in a row → one level down (to Green if need be); the
// run restarts after the drop.
func TestRule11_1_4_ThreeUnsuccessful(t *testing.T) {
	tc := refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance)
	tc.S.ConsecutiveFails = 3
	tc.refit()
	if tc.S.Crew.Quality != Green || tc.S.ConsecutiveFails != 0 {
		t.Errorf("quality %s, fails %d", QualityKey(tc.S.Crew.Quality), tc.S.ConsecutiveFails)
	}
	tc.S.ConsecutiveFails = 2
	tc.refit()
	if tc.S.Crew.Quality != Green || tc.S.ConsecutiveFails != 2 {
		t.Errorf("2 fails: quality %s", QualityKey(tc.S.Crew.Quality))
	}
}

// 11.1.5 / 11.1.6: an Experte 1WO leaves for his own boat on a 6; an Experte 2WO steps
// up with his status and a new 2WO joins.
func TestRule11_1_5_ExperteFirstOfficerLeaves(t *testing.T) {
	tc := refitCase(t, "VIIC", MonthOf(1943, 8), BaseFrance, 6)
	tc.S.Crew.M[WO1].Experte = true
	tc.S.Crew.M[WO2].Experte = true
	tc.refit()
	if r := tc.rolls("WO1_BOAT"); len(r) != 1 || r[0].Result != "own_boat" {
		t.Fatalf("WO1_BOAT rolls %+v", r)
	}
	if !tc.S.Crew.M[WO1].Experte || tc.S.Crew.M[WO2].Experte {
		t.Errorf("1WO %+v 2WO %+v", tc.S.Crew.M[WO1], tc.S.Crew.M[WO2])
	}
	tc.script(5)
	tc.refit()
	if !tc.S.Crew.M[WO1].Experte {
		t.Error("1WO left on a 5")
	}
	tc.mustUseScript()
}

// 10.11.9, [A73]: a Type IX in refit from 1/44 gets the Balkon-Gerät on 1d6 = 1–2, each
// refit until fitted; not a Type VII.
func TestRule10_11_9_BalkonRetrofit(t *testing.T) {
	tc := refitCase(t, "IXC", MonthOf(1944, 1), BaseFrance, 3)
	tc.S.Boat.Schnorchel = true
	tc.refit()
	if tc.S.Boat.Balkon {
		t.Error("fitted on a 3")
	}
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol"})
	tc.script(2)
	tc.refit()
	if !tc.S.Boat.Balkon || len(tc.rolls("BALKON")) != 2 || tc.rolls("BALKON")[0].Column != "refit" {
		t.Errorf("Balkon %v after %d rolls", tc.S.Boat.Balkon, len(tc.rolls("BALKON")))
	}
	tc.mustUseScript()
	tc = refitCase(t, "VIIC", MonthOf(1944, 1), BaseFrance)
	tc.S.Boat.Schnorchel = true
	tc.refit()
	tc.mustUseScript()
}

// 10.11.10, [A74]: from refits in 2/44 a 1d6 = 1 fits the Schnorchel, −1 per rank above
// OltzS, −1 with the Knight's Cross, −1 per earlier attempt.
func TestRule10_11_10_SchnorchelRetrofit(t *testing.T) {
	tc := refitCase(t, "VIIC", MonthOf(1943, 12), BaseFrance) // refit 1/44: too early
	tc.refit()
	if len(tc.rolls("SCHNORCHEL")) != 0 {
		t.Fatal("Schnorchel rolled before 2/44")
	}
	tc = refitCase(t, "VIIC", MonthOf(1944, 1), BaseFrance, 5, 5)
	tc.S.Rank = RankKptLt
	tc.S.KC = KCKnightsCross
	tc.S.KCTons = 1 << 30 // no further grade
	tc.refit()            // 5 −1 −1 = 3: no
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol"})
	tc.refit() // 5 −1 −1 −1 = 2: no
	if tc.S.Boat.Schnorchel || tc.S.Boat.SchnorchelTries != 2 {
		t.Fatalf("fitted %v tries %d", tc.S.Boat.Schnorchel, tc.S.Boat.SchnorchelTries)
	}
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol"})
	tc.script(5)
	tc.refit() // 5 −1 −1 −2 = 1: fitted
	r := tc.rolls("SCHNORCHEL")
	if !tc.S.Boat.Schnorchel || len(r) != 3 || r[2].Total != 1 || r[2].Result != "fitted" {
		t.Errorf("fitted %v, rolls %+v", tc.S.Boat.Schnorchel, r)
	}
	tc.mustUseScript()
}

// 6.1 step 3F: damage and injury markers go, BOLD back to 3, the Fa-330 back aboard;
// torpedoes aboard stay for the next loading (4.7.5 counts them).
func TestRule6_1_RestoreAtRefit(t *testing.T) {
	tc := refitCase(t, "IXD-2", MonthOf(1943, 8), BaseFrance)
	b := &tc.S.Boat
	b.Sys("periscope").State = SysDamaged
	b.Flooding, b.HullHoled, b.Bold, b.Fa330 = 2, true, 0, false
	b.BowTubes[0] = G7e
	tc.refit()
	if b.Sys("periscope").State != SysOK || b.Flooding != 0 || b.HullHoled || b.Bold != 3 || !b.Fa330 || b.BowTubes[0] != G7e {
		t.Errorf("boat after refit: %+v", *b)
	}
}

// 10.10.4, [A68]: a boat lost with the crew rescued: a new boat of the same type (latest
// model) in Germany; the refit counts only the crew (no damage months).
func TestRule10_10_4_CrewRescuedNewBoat(t *testing.T) {
	tc := refitCase(t, "VIIC", MonthOf(1943, 9), BaseFrance)
	tc.S.NewBoatDue = true
	tc.S.Boat.Hull = 7
	tc.refit()
	if tc.refitMonths() != 1 || tc.S.NewBoatDue || tc.S.Base != BaseGermany || tc.S.Boat.Hull != 0 {
		t.Errorf("refit %d, base %s", tc.refitMonths(), tc.S.Base)
	}
	if k := tc.keys(TNewBoat); len(k) != 1 || k[0] != "VIIC" {
		t.Errorf("new_boat %v", k)
	}
}

// 11.4.7: the VIIC Flak sails for the last time in 11/43; from 12/43 it is a VIIC.
func TestRule11_4_7_FlakBoatConvertedBack(t *testing.T) {
	tc := refitCase(t, "VIIC Flak", MonthOf(1943, 9), BaseFrance)
	tc.refit() // next patrol 11/43: still a Flak boat
	if tc.S.Boat.Type != "VIIC Flak" {
		t.Fatalf("converted early: %s", tc.S.Boat.Type)
	}
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol"})
	tc.refit() // next patrol 12/43
	if tc.S.Boat.Type != "VIIC" || tc.S.Base != BaseFrance {
		t.Errorf("after 11/43: %s base %s", tc.S.Boat.Type, tc.S.Base)
	}
}

// 11.4.3 / 11.4.5: a banked upgrade is a PLAYER CHOICE (save or a newer model of the
// family); a limited-availability model needs 1d6 = 1–2, else the latest standard model.
func TestRule11_4_5_LimitedAvailability(t *testing.T) {
	tc := refitCase(t, "VIIC", MonthOf(1943, 9), BaseFrance, 3)
	tc.S.Upgrades = 1
	tc.dec.answer("upgrade", "VIID")
	tc.refit()
	d := tc.eventsOf(TDecision)
	if len(d) != 1 {
		t.Fatalf("decisions %v", d)
	}
	opts := d[0].(*DecisionEvent).Options
	want := []string{"save", "VIIC Flak", "VIID"} // VIIC/41 and XXI not yet; VIIB older
	if len(opts) != len(want) {
		t.Fatalf("options %v, want %v", opts, want)
	}
	for i := range want {
		if opts[i] != want[i] {
			t.Fatalf("options %v, want %v", opts, want)
		}
	}
	if r := tc.rolls("LIMITED"); len(r) != 1 || r[0].Result != "refused" {
		t.Fatalf("LIMITED %+v", r)
	}
	if tc.S.Boat.Type != "VIIC" || tc.S.Upgrades != 0 || tc.S.Base != BaseGermany {
		t.Errorf("boat %s upgrades %d base %s", tc.S.Boat.Type, tc.S.Upgrades, tc.S.Base)
	}
	tc.mustUseScript()

	tc = refitCase(t, "VIIC", MonthOf(1943, 9), BaseFrance, 2)
	tc.S.Upgrades = 2
	tc.dec.answer("upgrade", "VIID")
	tc.refit()
	if tc.S.Boat.Type != "VIID" || tc.S.Upgrades != 1 {
		t.Errorf("granted: boat %s upgrades %d", tc.S.Boat.Type, tc.S.Upgrades)
	}
	// saving keeps the counter
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol"})
	tc.dec.answer("upgrade", "save")
	tc.refit()
	if tc.S.Boat.Type != "VIID" || tc.S.Upgrades != 1 {
		t.Errorf("saved: boat %s upgrades %d", tc.S.Boat.Type, tc.S.Upgrades)
	}
	tc.mustUseScript()
}

// 11.4.3: the XB, XIV, IXD-2, IXD/42, XII and XXI need a KptLt; 11.4.4 families (XB, XII,
// XIV count as Type IX); 4.7.5 no upgrades at Penang.
func TestRule11_4_3_UpgradeRankAndFamily(t *testing.T) {
	tc := refitCase(t, "IXC", MonthOf(1943, 9), BaseFrance)
	tc.S.Upgrades = 1
	tc.S.Date = MonthOf(1943, 10)
	keys := func() []string {
		var out []string
		for _, o := range tc.upgradeOptions(MonthOf(1943, 11)) {
			out = append(out, o.Key)
		}
		return out
	}
	if k := keys(); len(k) != 1 || k[0] != "IXC/40" {
		t.Errorf("OltzS in a IXC: %v, want [IXC/40]", k)
	}
	tc.S.Rank = RankKptLt
	if k := keys(); len(k) != 5 { // IXC/40, IXD-2, XB, XII, XIV
		t.Errorf("KptLt in a IXC: %v", k)
	}
	tc = refitCase(t, "IXD-2", MonthOf(1944, 3), BasePenang)
	tc.S.Upgrades = 1
	tc.S.Rank = RankKptLt
	tc.refit()
	if len(tc.eventsOf(TDecision)) != 0 || tc.S.Upgrades != 1 {
		t.Error("upgrade offered at Penang")
	}
}

// promotionCase is a VIIC back from a patrol of month pm with the given earlier patrols
// on the log (month, success, ships sunk), the Schnorchel fitted (no retrofit roll).
func promotionCase(t *testing.T, pm Month, base string, rows []LogRow, faces ...int) *testCareer {
	t.Helper()
	tc := refitCase(t, "VIIC", pm, base, faces...)
	tc.S.Boat.Schnorchel = true
	cur := tc.S.Log[0]
	tc.S.Log = append(append([]LogRow(nil), rows...), cur)
	return tc
}

func patrolRow(m Month, success bool, ships int) LogRow {
	r := LogRow{Month: m, Kind: "patrol", Success: success}
	for i := 0; i < ships; i++ {
		r.Sunk = append(r.Sunk, "ship")
	}
	return r
}

// 11.2.3: after 12 months of service the refit rolls [M4] (1–4 promoted) with −1 per KC
// grade of the period, −1 per 6 ships sunk in it (not 10 as [M4] prints), +1 per
// unsuccessful patrol in it; the next period starts at the anniversary (11.2.4).
func TestRule11_2_3_PromotionDRMs(t *testing.T) {
	for _, tt := range []struct {
		face     int
		promoted bool
	}{{4, true}, {5, false}} {
		rows := []LogRow{patrolRow(MonthOf(1943, 8), false, 0), patrolRow(MonthOf(1943, 10), true, 4), patrolRow(MonthOf(1944, 1), false, 0)}
		tc := promotionCase(t, MonthOf(1944, 6), BaseFrance, rows, tt.face)
		tc.S.RankSince = MonthOf(1943, 7)
		tc.S.Log[3].Success, tc.S.Log[3].Sunk = true, []string{"a", "b", "c"} // 7 ships in all
		tc.S.SuccessfulPatrols = 2
		tc.S.KC, tc.S.Decorations, tc.S.DecoratedIn = KCKnightsCross, []string{"knights_cross"}, []Month{MonthOf(1943, 10)}
		tc.refit() // refit 7/44: the anniversary
		r := tc.rolls("M4")
		if len(r) != 1 {
			t.Fatalf("M4 rolls %d", len(r))
		}
		sum := 0
		for _, m := range r[0].Mods {
			sum += m.V
		}
		if len(r[0].Mods) != 3 || sum != 0 || r[0].Total != tt.face {
			t.Errorf("mods %+v total %d", r[0].Mods, r[0].Total)
		}
		if (tc.S.Rank == RankKptLt) != tt.promoted || tc.S.RankSince != MonthOf(1944, 7) {
			t.Errorf("face %d: rank %d, period from %s", tt.face, tc.S.Rank, tc.S.RankSince)
		}
		if k := tc.keys(TPromotion); tt.promoted && (len(k) != 1 || k[0] != "kptlt") {
			t.Errorf("promotion events %v", k)
		}
		tc.mustUseScript()
	}
}

// 11.2.3 (rules-career AMBIGUOUS timing): no roll before the anniversary; an anniversary
// passed at sea is rolled at the next refit, and the patrol at sea then belongs to the
// next period.
func TestRule11_2_3_PromotionTiming(t *testing.T) {
	tc := promotionCase(t, MonthOf(1944, 6), BaseFrance, nil)
	tc.S.RankSince = MonthOf(1943, 8)
	tc.refit() // refit 7/44, anniversary 8/44
	if len(tc.rolls("M4")) != 0 {
		t.Fatal("rolled before the anniversary")
	}
	tc = promotionCase(t, MonthOf(1944, 6), BaseFrance, nil, 4)
	tc.S.RankSince = MonthOf(1943, 6)
	tc.S.Log[0].Sunk = []string{"a", "b", "c", "d", "e", "f"}
	tc.refit() // anniversary 6/44 fell during the patrol
	r := tc.rolls("M4")
	if len(r) != 1 || len(r[0].Mods) != 0 || tc.S.RankSince != MonthOf(1944, 6) || tc.S.Rank != RankKptLt {
		t.Errorf("M4 %+v, period from %s", r, tc.S.RankSince)
	}
	tc.mustUseScript()
}

// 11.2.3: a final roll in 4/45 whenever the last one was; KptzS does not roll.
func TestRule11_2_3_FinalRollApril45(t *testing.T) {
	tc := promotionCase(t, MonthOf(1945, 3), BaseNorway, nil, 6, 6, 3) // air raid 12, M4 3
	tc.S.RankSince = MonthOf(1945, 1)
	tc.refit()
	r := tc.rolls("M4")
	if len(r) != 1 || r[0].Total != 4 || tc.S.Rank != RankKptLt || tc.S.Date != MonthOf(1945, 5) {
		t.Errorf("M4 %+v, rank %d, next %s", r, tc.S.Rank, tc.S.Date)
	}
	tc.mustUseScript()
	tc = promotionCase(t, MonthOf(1945, 3), BaseNorway, nil, 6, 6)
	tc.S.RankSince = MonthOf(1944, 4)
	tc.S.Rank = RankKptzS
	tc.refit()
	if len(tc.rolls("M4")) != 0 || tc.S.Rank != RankKptzS {
		t.Error("a KptzS rolled for promotion")
	}
	tc.mustUseScript()
}

// [R2] 5 search and rescue: an automatic promotion at the next refit.
func TestRule11_2_SearchAndRescuePromotion(t *testing.T) {
	tc := promotionCase(t, MonthOf(1943, 9), BaseFrance, nil)
	tc.S.PromotionDue = true
	tc.refit()
	if tc.S.Rank != RankKptLt || tc.S.PromotionDue || len(tc.rolls("M4")) != 0 || len(tc.eventsOf(TPromotion)) != 1 {
		t.Errorf("rank %d due %v", tc.S.Rank, tc.S.PromotionDue)
	}
}

// 11.3.1: the Knight's Cross needs 75,000 t in 7/43–12/43, 50,000 t in 1/44–6/44 and
// 25,000 t from 7/44 (checked at the refit after a successful patrol), then the [M6]
// request roll (11.3.5, 11.4.3) banks an upgrade on 1–3.
func TestRule11_3_1_KnightsCrossByDate(t *testing.T) {
	for _, tt := range []struct {
		pm    Month
		tons  int
		kc    bool
		faces []int
	}{
		{MonthOf(1943, 11), 74000, false, nil}, // refit 12/43: 75,000
		{MonthOf(1943, 11), 75000, true, []int{2}},
		{MonthOf(1943, 12), 50000, true, []int{2}}, // refit 1/44: 50,000
		{MonthOf(1944, 5), 49000, false, nil},
		{MonthOf(1944, 6), 25000, true, []int{5}}, // refit 7/44: 25,000; M6 fails
	} {
		tc := promotionCase(t, tt.pm, BaseFrance, nil, tt.faces...)
		tc.S.Log[0].Success = true
		tc.S.CareerTons = tt.tons
		tc.refit()
		if (tc.S.KC == KCKnightsCross) != tt.kc || tc.S.HasDecoration("knights_cross") != tt.kc {
			t.Errorf("%s %d t: KC %d", tt.pm, tt.tons, tc.S.KC)
		}
		if tt.kc && (tc.S.KCTons != tt.tons || (tc.S.Upgrades == 1) != (tt.faces[0] <= 3)) {
			t.Errorf("%s: KCTons %d upgrades %d", tt.pm, tc.S.KCTons, tc.S.Upgrades)
		}
		tc.mustUseScript()
	}
}

// 11.3.1 / [T5]: a capital ship sunk on the patrol earns the KC whatever the tonnage;
// 7.4.3: an invasion refusal bars the KC line; an unsuccessful patrol earns nothing.
func TestRule11_3_1_CapitalShipAndBan(t *testing.T) {
	tc := promotionCase(t, MonthOf(1943, 9), BaseFrance, nil, 6)
	tc.S.Log[0].Success, tc.S.Log[0].Sunk = true, []string{"HMS Nelson"}
	tc.S.SunkCapitals = []string{"HMS Nelson"}
	tc.S.CareerTons = 33950
	tc.refit()
	if tc.S.KC != KCKnightsCross {
		t.Error("no KC for a capital ship")
	}
	tc.mustUseScript()
	tc = promotionCase(t, MonthOf(1943, 9), BaseFrance, nil)
	tc.S.Log[0].Success, tc.S.Log[0].Sunk = true, []string{"HMS Nelson"}
	tc.S.SunkCapitals = []string{"HMS Nelson"}
	tc.S.CareerTons = 100000
	tc.S.InvasionKCBan = true
	tc.refit()
	if tc.S.KC != KCNone || len(tc.rolls("M6")) != 0 {
		t.Error("KC despite the 7.4.3 ban")
	}
	tc = promotionCase(t, MonthOf(1943, 9), BaseFrance, nil)
	tc.S.CareerTons = 100000
	tc.refit()
	if tc.S.KC != KCNone {
		t.Error("KC after an unsuccessful patrol")
	}
}

// 11.3.2–11.3.4, 11.3.7, 11.3.11: each further grade needs 25,000 t more than the career
// total at the last award (or a capital ship), one grade per patrol; the Oak Leaves turn
// the War Badge into the War Badge with Diamonds.
func TestRule11_3_2_FurtherGrades(t *testing.T) {
	tc := promotionCase(t, MonthOf(1944, 2), BaseFrance, nil, 6)
	tc.S.Log[0].Success = true
	tc.S.SuccessfulPatrols = 2
	tc.S.KC, tc.S.KCTons = KCKnightsCross, 50000
	tc.S.Decorations, tc.S.DecoratedIn = []string{"knights_cross", "war_badge"}, []Month{MonthOf(1944, 1), MonthOf(1944, 1)}
	tc.S.CareerTons = 74999
	tc.refit()
	if tc.S.KC != KCKnightsCross {
		t.Fatal("Oak Leaves below 25,000 t more")
	}
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol", Success: true})
	tc.S.CareerTons = 200000
	tc.refit()
	if tc.S.KC != KCOakLeaves || tc.S.KCTons != 200000 || !tc.S.HasDecoration("war_badge_diamonds") || tc.S.HasDecoration("war_badge") {
		t.Errorf("KC %d KCTons %d decorations %v", tc.S.KC, tc.S.KCTons, tc.S.Decorations)
	}
	// 11.3.7: the surplus gives no second grade now, nor later without 25,000 t more.
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol", Success: true})
	tc.refit()
	if tc.S.KC != KCOakLeaves {
		t.Errorf("second grade without new tonnage: %d", tc.S.KC)
	}
	tc.mustUseScript()
}

// 11.3.8–11.3.13: Iron Cross 2nd Class for any patrol, 1st Class for a successful one,
// War Badge after two successful patrols, German Cross at 25,000 t, the Front Clasp in
// bronze (from 6/44, 2 successful) and silver (from 12/44, 4 successful); each once.
func TestRule11_3_8_OneTimeAwards(t *testing.T) {
	tc := promotionCase(t, MonthOf(1944, 4), BaseFrance, nil)
	tc.refit()
	if k := tc.keys(TDecoration); len(k) != 1 || k[0] != "iron_cross_2" {
		t.Fatalf("first patrol: %v", k)
	}
	tc.events = nil
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol", Success: true}) // 6/44
	tc.S.SuccessfulPatrols = 2
	tc.S.CareerTons = 30000
	tc.script(6) // [M6] after the KC: no upgrade
	tc.refit()   // refit 7/44
	want := []string{"iron_cross_1", "war_badge", "german_cross", "front_clasp_bronze", "knights_cross"}
	k := tc.keys(TDecoration)
	if len(k) != len(want) {
		t.Fatalf("awards %v, want %v", k, want)
	}
	for i := range want {
		if k[i] != want[i] {
			t.Fatalf("awards %v, want %v", k, want)
		}
	}
	tc.S.Upgrades = 0
	tc.events = nil
	tc.S.Date = MonthOf(1944, 11)
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol", Success: true})
	tc.S.SuccessfulPatrols = 4
	tc.script(1) // [M3] for the third success
	tc.refit()   // refit 12/44
	if k := tc.keys(TDecoration); len(k) != 1 || k[0] != "front_clasp_silver" {
		t.Errorf("12/44: %v", k)
	}
}

// 11.3.14 ([designed] one wound per patrol the Kommandant comes home wounded): black on
// the first, silver on the third, gold on the fifth.
func TestRule11_3_14_WoundBadge(t *testing.T) {
	tc := promotionCase(t, MonthOf(1943, 8), BaseFrance, nil)
	var got []string
	for i := 0; i < 5; i++ {
		if i > 0 {
			tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol"})
		}
		tc.S.Crew.M[Kmdt].Status = LW
		tc.events = nil
		tc.refit()
		for _, k := range tc.keys(TDecoration) {
			if k != "iron_cross_2" {
				got = append(got, k)
			}
		}
	}
	if len(got) != 3 || got[0] != "wound_badge_black" || got[1] != "wound_badge_silver" || got[2] != "wound_badge_gold" || tc.S.KmdtWounds != 5 {
		t.Errorf("wound badges %v after %d wounds", got, tc.S.KmdtWounds)
	}
}
