package engine

import (
	"strings"
	"testing"
)

// Tests of chapter 7 (assignment, missions, completion), 8.0–8.2 (posture, encounter
// rolls), 10.9 (aborts), 4.7 (bases) and 11.4.10 (resupply): patrol.go.

// newPatrolCareer is a test career at base with the rank set.
func newPatrolCareer(t *testing.T, typ string, m Month, base string, faces ...int) *testCareer {
	t.Helper()
	tc := newTestCareer(t, typ, m, faces...)
	tc.S.Base = base
	tc.S.Crew.M[Agent].Absent = true
	return tc
}

// setPatrol puts the boat at sea on a track without any roll (what assignPatrol builds).
func (tc *testCareer) ptSetPatrol(area, track, mission string) *Patrol {
	tc.t.Helper()
	b := tc.Board()
	p := &Patrol{Dir: 1, Midpoint: -1, DepartBase: tc.S.Base, Area: area, Station: area, TrackName: track,
		Mission: mission, Posture: PostureSurfaced}
	if area == AreaInvasion {
		p.Station = AreaAtlantic
	}
	if tc.S.Boat.Fa330 {
		p.Fa330 = "stowed"
	}
	p.FirstMed = area == AreaMediterranean && tc.S.Base != BaseMediterranean
	tc.S.Patrol = p
	def := tc.data.TrackSets[b.TrackSet].Tracks[track]
	if def == nil {
		tc.t.Fatalf("no track %q on %s", track, b.Key)
	}
	p.ReturnBase = tc.plannedReturnBase(p, b)
	tc.buildTrack(p, def)
	tc.S.Log = append(tc.S.Log, LogRow{Month: tc.S.Date, Kind: "patrol", Area: area})
	return p
}

func (tc *testCareer) ptAssignment() *AssignmentEvent {
	tc.t.Helper()
	evs := tc.eventsOf(TAssignment)
	if len(evs) != 1 {
		tc.t.Fatalf("%d assignment events", len(evs))
	}
	return evs[0].(*AssignmentEvent)
}

func (tc *testCareer) ptNotes(key string) int {
	n := 0
	for _, e := range tc.eventsOf(TNote) {
		if e.(*KeyEvent).Key == key {
			n++
		}
	}
	return n
}

func (tc *testCareer) ptDecided(id string) int {
	n := 0
	for _, s := range tc.dec.seen {
		if s == id {
			n++
		}
	}
	return n
}

func (tc *testCareer) ptLastDecision(id string) *DecisionEvent {
	var d *DecisionEvent
	for _, e := range tc.eventsOf(TDecision) {
		if e.(*DecisionEvent).ID == id {
			d = e.(*DecisionEvent)
		}
	}
	return d
}

func ptKeys(track []Box) string {
	var s []string
	for _, b := range track {
		s = append(s, b.Key)
	}
	return strings.Join(s, ",")
}

func ptHasMod(r *RollEvent, prefix string, v int) bool {
	for _, m := range r.Mods {
		if strings.HasPrefix(m.Why, prefix) && m.V == v {
			return true
		}
	}
	return false
}

// 7.0 / [A08]: the [P1] column is the band of the patrol's starting month; 5/45 uses the
// last one.
func TestRule7_0_P1ColumnByStartMonth(t *testing.T) {
	cases := map[Month]string{
		MonthOf(1943, 7): "1943_jul_dec", MonthOf(1943, 12): "1943_jul_dec",
		MonthOf(1944, 1): "1944_jan_may", MonthOf(1944, 5): "1944_jan_may",
		MonthOf(1944, 6): "1944_jun_jul", MonthOf(1944, 7): "1944_jun_jul",
		MonthOf(1944, 8): "1944_aug_dec", MonthOf(1944, 12): "1944_aug_dec",
		MonthOf(1945, 1): "1945_jan_apr", MonthOf(1945, 5): "1945_jan_apr",
	}
	for m, want := range cases {
		if got := p1Column(m); got != want {
			t.Errorf("%s: column %s, want %s", m, got, want)
		}
	}
}

// 7.0, 7.1.1, 4.7.1, 8.0: a Type VIIC from France in 9/43 rolls 7 on [P1] → Atlantic; the
// track is the 8-box VII Atlantic track with Bay of Biscay boxes at both ends; the
// assignment is logged and emitted.
func TestRule7_0_AssignmentAtlanticFromFrance(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance,
		3, 4, // P1 = 7 atlantic
		6) // DECK_GUN_REMOVAL 6: kept
	tc.assignPatrol()
	tc.mustUseScript()
	p := tc.S.Patrol
	a := tc.ptAssignment()
	if a.Area != AreaAtlantic || a.Wolfpack || a.Mission != MissionNone || a.Base != BaseFrance {
		t.Fatalf("assignment %+v", a)
	}
	want := "bay_of_biscay,transit,atlantic,atlantic,atlantic,atlantic,transit,bay_of_biscay"
	if got := strings.Join(a.Track, ","); got != want {
		t.Fatalf("track %s, want %s", got, want)
	}
	if r := tc.rolls("P1"); len(r) != 1 || r[0].Column != "1943_jul_dec" || r[0].Result != "atlantic" {
		t.Fatalf("P1 rolls %+v", r)
	}
	if p.ReturnBase != BaseFrance || p.Track[0].Column != "bay_of_biscay" || p.Track[7].Column != "bay_of_biscay" {
		t.Fatalf("bases: return %s, first %s, last %s", p.ReturnBase, p.Track[0].Column, p.Track[7].Column)
	}
	row := tc.patrolLog()
	if row == nil || row.Month != MonthOf(1943, 9) || row.Area != AreaAtlantic { // 7.1.1
		t.Fatalf("log row %+v", row)
	}
	if !tc.S.Boat.DeckGun || tc.ptNotes("deck_gun_kept") != 1 {
		t.Fatal("10.11.8: the gun should be kept on a 6")
	}
	if tc.S.PatrolCount != 1 {
		t.Fatalf("patrol count %d", tc.S.PatrolCount)
	}
}

// 7.2.1: "(W)" results make a wolfpack patrol.
func TestRule7_2_1_WolfpackFlag(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, 1, 2, 6) // P1 3: Atlantic (W)
	tc.assignPatrol()
	if !tc.S.Patrol.Wolfpack || tc.S.Patrol.Area != AreaAtlantic || !tc.ptAssignment().Wolfpack {
		t.Fatalf("patrol %+v", tc.S.Patrol)
	}
}

// 7.3.1: a Type IX treats Mediterranean as West African Coast.
func TestRule7_3_1_TypeIXMediterraneanBecomesWestAfrica(t *testing.T) {
	tc := newPatrolCareer(t, "IXC", MonthOf(1943, 9), BaseFrance, 4, 6, 6) // P1 10: Mediterranean
	tc.assignPatrol()
	tc.mustUseScript()
	p := tc.S.Patrol
	if p.Area != AreaWestAfricanCoast || p.TrackName != "West African Coast" || p.FirstMed {
		t.Fatalf("patrol %+v", p)
	}
	if got := ptKeys(p.Track); got != "bay_of_biscay,transit,transit,west_african_coast,west_african_coast,west_african_coast,west_african_coast,west_african_coast,west_african_coast,transit,transit,bay_of_biscay" {
		t.Fatalf("track %s", got)
	}
	if p.Track[2].Rolls != 2 { // T2
		t.Fatalf("x2 box with %d rolls", p.Track[2].Rolls)
	}
}

// 7.3.1 / 7.3.5: a Type IX treats Arctic as West African Coast too.
func TestRule7_3_1_TypeIXArcticBecomesWestAfrica(t *testing.T) {
	tc := newPatrolCareer(t, "IXC", MonthOf(1944, 2), BaseFrance, 5, 5, 6) // P1 10 (1944): Arctic
	tc.assignPatrol()
	if tc.S.Patrol.Area != AreaWestAfricanCoast || len(tc.rolls("ARCTIC_STAY")) != 0 {
		t.Fatalf("area %s", tc.S.Patrol.Area)
	}
}

// 7.3.2: a Type VII treats Indian Ocean as Atlantic.
func TestRule7_3_2_TypeVIIIndianOceanBecomesAtlantic(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, 1, 1, 6) // P1 2: Indian Ocean
	tc.assignPatrol()
	if tc.S.Patrol.Area != AreaAtlantic || len(tc.rolls("PENANG_STAY")) != 0 {
		t.Fatalf("area %s", tc.S.Patrol.Area)
	}
}

// 7.3.2 / 11.4.6: the VIID may go to the West African Coast.
func TestRule7_3_2_VIIDMayGoToWestAfrica(t *testing.T) {
	tc := newPatrolCareer(t, "VIID", MonthOf(1943, 9), BaseFrance, 6, 6, 6) // P1 12: WAC
	tc.assignPatrol()
	if tc.S.Patrol.Area != AreaWestAfricanCoast || tc.S.Patrol.Mission != MissionNone {
		t.Fatalf("patrol %+v", tc.S.Patrol)
	}
}

// 7.3.2: a VIIC Flak may not go to the Mediterranean: the assignment is re-rolled.
func TestRule7_3_2_VIICFlakRerollsMediterranean(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC Flak", MonthOf(1943, 9), BaseFrance, 5, 5, 3, 4) // 10 Med, then 7
	tc.assignPatrol()
	tc.mustUseScript()
	if n := len(tc.rolls("P1")); n != 2 || tc.S.Patrol.Area != AreaAtlantic {
		t.Fatalf("%d P1 rolls, area %s", n, tc.S.Patrol.Area)
	}
}

// [A10]: a VIIC Flak treats the Caribbean as Atlantic; 7.3.6/11.4.6: the VIID goes there.
func TestRule7_3_2_A10_CaribbeanOnlyForVIID(t *testing.T) {
	d := MustData()
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 2), BaseFrance)
	if a, _, _, ok := tc.substitute("caribbean", d.Boards["VIIC Flak"]); !ok || a != AreaAtlantic {
		t.Fatalf("VIIC Flak caribbean → %s", a)
	}
	if a, _, _, ok := tc.substitute("caribbean", d.Boards["VIID"]); !ok || a != AreaCaribbean {
		t.Fatalf("VIID caribbean → %s", a)
	}
	// [P1] note 4: IXD-2 and IXD/42 treat Atlantic as Indian Ocean; W is dropped.
	if a, w, _, ok := tc.substitute("atlantic_wolfpack", d.Boards["IXD-2"]); !ok || a != AreaIndianOcean || w {
		t.Fatalf("IXD-2 atlantic_wolfpack → %s %v", a, w)
	}
	// 11.4.9: the XIV treats areas not on its board as Atlantic and ignores (A).
	if a, _, abw, ok := tc.substitute("british_isles", d.Boards["XIV"]); !ok || a != AreaAtlantic || abw {
		t.Fatalf("XIV british_isles → %s", a)
	}
	if a, _, abw, _ := tc.substitute("north_america_abwehr", d.Boards["XIV"]); a != AreaNorthAmerica || abw {
		t.Fatalf("XIV north_america_abwehr → %s %v", a, abw)
	}
}

// 7.3.3: the first Mediterranean patrol: box 1 on the Bay of Biscay column, box 2 the
// Gibraltar box on the Additional Round column, then the station and two Transit boxes to
// Italy.
func TestRule7_3_3_FirstMediterraneanTrack(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, 5, 5, 6) // P1 10: Mediterranean
	tc.assignPatrol()
	p := tc.S.Patrol
	if !p.FirstMed || p.ReturnBase != BaseMediterranean {
		t.Fatalf("patrol %+v", p)
	}
	if got := ptKeys(p.Track); got != "bay_of_biscay,gibraltar,mediterranean,mediterranean,mediterranean,mediterranean,transit,transit" {
		t.Fatalf("track %s", got)
	}
	if p.Track[1].Column != "additional_round" {
		t.Fatalf("Gibraltar column %s", p.Track[1].Column)
	}
}

// 7.3.3 [D12]: the Gibraltar box rolls the Additional Round column at −3; a natural 12
// there is no random event ([E1] note 1, 12.1.7).
func TestRule7_3_3_GibraltarMinus3(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, 6, 6)
	p := tc.ptSetPatrol(AreaMediterranean, "Mediterranean", MissionNone)
	p.Pos = 1
	tc.encounterRoll(&p.Track[1])
	tc.mustUseScript()
	r := tc.rolls("E1")
	if len(r) != 1 || r[0].Column != "additional_round" || r[0].Total != 9 || r[0].Result != "none" || !ptHasMod(r[0], "7.3.3", -3) {
		t.Fatalf("E1 %+v", r[0])
	}
	if p.RandomEventUsed || len(tc.rolls("R1")) != 0 {
		t.Fatal("no random event on the Gibraltar column")
	}
}

// 7.3.3: no voluntary abort back to France during the passage without non-repairable
// damage; with it, an abort in box 2 goes back through box 1 on the Bay of Biscay column
// and the patrol ends in France.
func TestRule7_3_3_AbortDuringPassage(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseGermany,
		4, 4) // box 1 (back) on Bay of Biscay: 8 none
	p := tc.ptSetPatrol(AreaMediterranean, "Mediterranean", MissionNone)
	p.Pos = 1
	if tc.mayAbortVoluntarily() {
		t.Fatal("7.3.3: no abort without irreparable damage")
	}
	tc.S.Boat.Hull = 1
	if !tc.mayAbortVoluntarily() {
		t.Fatal("7.3.3: a hull box allows the abort")
	}
	tc.startAbort("voluntary")
	if p.Dir != -1 || p.ReturnBase != BaseFrance || p.Track[0].Column != "bay_of_biscay" || p.Track[0].Rolls != 1 {
		t.Fatalf("abort: dir %d return %s box0 %+v", p.Dir, p.ReturnBase, p.Track[0])
	}
	p.Pos = tc.nextBox()
	tc.enterBox(p.Pos, true)
	tc.boxEncounters()
	if tc.nextBox() != -1 {
		t.Fatal("the patrol ends after box 1")
	}
	tc.endPatrol("aborted")
	tc.mustUseScript()
	if tc.S.Base != BaseFrance || tc.S.Permanent != "" {
		t.Fatalf("base %s permanent %q", tc.S.Base, tc.S.Permanent)
	}
}

// 7.3.3 [A11]: after the passage an abort heads forward to Italy.
func TestRule7_3_3_A11_CommittedAfterPassage(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance)
	p := tc.ptSetPatrol(AreaMediterranean, "Mediterranean", MissionNone)
	p.Pos = 2 // first station box: nearest transit is behind, but the boat is committed
	tc.startAbort("voluntary")
	if p.Dir != 1 || p.ReturnBase != BaseMediterranean || tc.nextBox() != 6 {
		t.Fatalf("dir %d return %s next %d", p.Dir, p.ReturnBase, tc.nextBox())
	}
}

// 7.3.4: a completed first Mediterranean patrol makes the boat Mediterranean-based; the
// next assignment is Mediterranean without a [P1] roll and plain Transit boxes.
func TestRule7_3_4_PermanentMediterranean(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, 6) // next patrol: gun kept
	tc.ptSetPatrol(AreaMediterranean, "Mediterranean", MissionNone)
	tc.endPatrol("returned")
	if tc.S.Base != BaseMediterranean || tc.S.Permanent != AreaMediterranean {
		t.Fatalf("base %s permanent %s", tc.S.Base, tc.S.Permanent)
	}
	tc.S.Date = MonthOf(1943, 11)
	tc.events = nil
	tc.assignPatrol()
	tc.mustUseScript()
	p := tc.S.Patrol
	if len(tc.rolls("P1")) != 0 || p.Area != AreaMediterranean || p.FirstMed {
		t.Fatalf("patrol %+v", p)
	}
	if got := ptKeys(p.Track); got != "transit,transit,mediterranean,mediterranean,mediterranean,mediterranean,transit,transit" {
		t.Fatalf("track %s", got)
	}
}

// 4.7.4: the Mediterranean closes in 9/44: transfer to Germany, a new boat after a month,
// the permanent assignment ends.
func TestRule4_7_4_MediterraneanClosure(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 9), BaseMediterranean,
		1, 1, // ALBERICH (new VIIC from 6/44): 2, not fitted
		3, 4, // P1 1944_aug_dec 7: Atlantic (W)
		6) // deck gun kept
	tc.S.Permanent = AreaMediterranean
	tc.assignPatrol()
	tc.mustUseScript()
	if tc.S.Date != MonthOf(1944, 10) || tc.S.Permanent != "" || tc.S.Patrol.DepartBase != BaseGermany {
		t.Fatalf("date %s permanent %q depart %s", tc.S.Date, tc.S.Permanent, tc.S.Patrol.DepartBase)
	}
	if len(tc.eventsOf(TNewBoat)) != 1 || tc.S.Log[0].Kind != "R" {
		t.Fatal("4.7.4: a new boat after a one-month transfer")
	}
	p := tc.S.Patrol
	if p.Track[0].Rolls != 2 || p.ReturnBase != BaseNorway { // [D17] Germany x2; 4.7.1 France lost
		t.Fatalf("first box %+v, return %s", p.Track[0], p.ReturnBase)
	}
}

// 7.3.5: an Arctic assignment rolls 1d6 at once: 1–3 permanent, Norway-based; later
// patrols are Arctic without a [P1] roll.
func TestRule7_3_5_ArcticPermanence(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 2), BaseFrance,
		5, 5, // P1 1944_jan_may 10: Arctic
		3, // ARCTIC_STAY 3: permanent
		6) // deck gun kept
	tc.assignPatrol()
	tc.mustUseScript()
	p := tc.S.Patrol
	if tc.S.Permanent != AreaArctic || p.ReturnBase != BaseNorway || p.Track[len(p.Track)-1].Column != "transit" {
		t.Fatalf("permanent %q return %s", tc.S.Permanent, p.ReturnBase)
	}
	tc.endPatrol("returned")
	if tc.S.Base != BaseNorway {
		t.Fatalf("base %s", tc.S.Base)
	}
	tc.events = nil
	tc.S.Date = MonthOf(1944, 4)
	tc.script(6)
	tc.assignPatrol()
	tc.mustUseScript()
	if len(tc.rolls("P1")) != 0 || len(tc.rolls("ARCTIC_STAY")) != 0 || tc.S.Patrol.Area != AreaArctic || tc.S.Patrol.Track[0].Column != "transit" {
		t.Fatalf("second patrol %+v", tc.S.Patrol)
	}
}

// 7.3.5 [D20]: on 4–6 the Arctic patrol returns to its departure base.
func TestRule7_3_5_ArcticNotPermanent(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 2), BaseFrance, 5, 5, 4, 6)
	tc.assignPatrol()
	if tc.S.Permanent != "" || tc.S.Patrol.ReturnBase != BaseFrance {
		t.Fatalf("permanent %q return %s", tc.S.Permanent, tc.S.Patrol.ReturnBase)
	}
}

// 7.3.6: North America and the Caribbean share a track with their own columns; the VIID
// always lays mines there (11.4.6).
func TestRule7_3_6_NorthAmericaCaribbeanShareTrack(t *testing.T) {
	tc := newPatrolCareer(t, "VIID", MonthOf(1944, 2), BaseFrance, 1, 2, 6) // P1 3: Caribbean
	tc.assignPatrol()
	p := tc.S.Patrol
	if p.Area != AreaCaribbean || p.TrackName != "North America/Caribbean" || p.Station != AreaCaribbean || p.Mission != MissionMinelaying {
		t.Fatalf("patrol %+v", p)
	}
	if p.Track[3].Key != "mission" || !p.Track[3].Mission || p.Track[4].Column != AreaCaribbean {
		t.Fatalf("boxes %+v %+v", p.Track[3], p.Track[4])
	}
	tc2 := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, 4, 5, 6) // P1 9: North America
	tc2.assignPatrol()
	p2 := tc2.S.Patrol
	if p2.TrackName != "North America/Caribbean" || p2.Station != AreaNorthAmerica || p2.Mission != MissionNone || p2.Track[3].Key != AreaNorthAmerica {
		t.Fatalf("patrol %+v", p2)
	}
}

// 7.3.7 [A14]: an Indian Ocean assignment of a Penang type rolls at once; on 1–2 the
// patrol ends at Penang. No deck-gun roll for the Indian Ocean (10.11.8).
func TestRule7_3_7_PenangRoll(t *testing.T) {
	tc := newPatrolCareer(t, "IXC/40", MonthOf(1943, 9), BaseFrance, 1, 1, 2) // P1 2: IO; PENANG_STAY 2
	tc.assignPatrol()
	tc.mustUseScript()
	p := tc.S.Patrol
	if p.TrackName != trackIOToPenang || p.ReturnBase != BasePenang || !p.Penang || len(tc.rolls("DECK_GUN_REMOVAL")) != 0 {
		t.Fatalf("patrol %+v", p)
	}
	if p.Track[len(p.Track)-1].Code != "PEN_IN" {
		t.Fatal("the track ends at Penang")
	}
	tc.endPatrol("returned")
	if tc.S.Base != BasePenang || !tc.S.PenangBased {
		t.Fatalf("base %s", tc.S.Base)
	}
}

// 7.3.7: the first patrol of an IXD-2 is the Indian Ocean without a [P1] roll.
func TestRule7_3_7_IXD2FirstPatrolIndianOcean(t *testing.T) {
	tc := newPatrolCareer(t, "IXD-2", MonthOf(1943, 9), BaseGermany, 5) // PENANG_STAY 5: no
	tc.S.FirstPatrolOfBoat = true
	tc.assignPatrol()
	tc.mustUseScript()
	p := tc.S.Patrol
	if len(tc.rolls("P1")) != 0 || p.Area != AreaIndianOcean || p.TrackName != "Indian Ocean" || p.ReturnBase != BaseFrance {
		t.Fatalf("patrol %+v", p)
	}
	tc.endPatrol("returned")
	if tc.S.FirstPatrolOfBoat {
		t.Fatal("first patrol flag cleared")
	}
}

// 4.7.5: a Penang-based boat rolls the follow-on table: 6 Australia; 1–2 back to France,
// Norway from 9/44 (4.7.1). The Penang departure rolls its torpedo shortfall.
func TestRule4_7_5_PenangFollowOn(t *testing.T) {
	tc := newPatrolCareer(t, "IXC/40", MonthOf(1944, 3), BasePenang, 6, 6, 6) // PENANG 6; shortfall 2d6
	tc.S.PenangBased = true
	tc.assignPatrol()
	tc.mustUseScript()
	p := tc.S.Patrol
	if p.Area != AreaAustralia || p.TrackName != trackPenangAus || p.DepartBase != BasePenang || p.ReturnBase != BasePenang {
		t.Fatalf("patrol %+v", p)
	}
	tc2 := newPatrolCareer(t, "IXC/40", MonthOf(1944, 9), BasePenang, 1, 6, 6)
	tc2.S.PenangBased = true
	tc2.assignPatrol()
	p2 := tc2.S.Patrol
	if p2.TrackName != trackPenangEurope || p2.ReturnBase != BaseNorway || p2.Track[len(p2.Track)-1].Column != "transit" {
		t.Fatalf("patrol %+v", p2)
	}
	tc2.endPatrol("returned")
	if tc2.S.PenangBased || tc2.S.Base != BaseNorway {
		t.Fatalf("back in Europe: base %s", tc2.S.Base)
	}
}

// 4.7.1 [A05]: a France-based boat whose patrol starts in 9/44 or later sails from Norway.
func TestRule4_7_1_FranceLostFrom9_44(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 9), BaseFrance, 4, 4, 6) // P1 8: Atlantic
	tc.assignPatrol()
	p := tc.S.Patrol
	if p.DepartBase != BaseNorway || p.ReturnBase != BaseNorway || p.Track[0].Column != "transit" {
		t.Fatalf("patrol %+v", p)
	}
	// A France-bound IX in 8/44 returns in 9/44 (one P month): Norway.
	tc2 := newPatrolCareer(t, "IXC", MonthOf(1944, 8), BaseFrance, 4, 4, 6)
	tc2.assignPatrol()
	if tc2.S.Patrol.DepartBase != BaseFrance || tc2.S.Patrol.ReturnBase != BaseNorway {
		t.Fatalf("IXC 8/44: %s → %s", tc2.S.Patrol.DepartBase, tc2.S.Patrol.ReturnBase)
	}
}

// 4.7.3: the first patrol from Germany ends in France up to 8/44.
func TestRule4_7_3_GermanyToFrance(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseGermany, 4, 4, 6)
	tc.assignPatrol()
	p := tc.S.Patrol
	if p.ReturnBase != BaseFrance || p.Track[0].Rolls != 2 || p.Track[0].Column != "transit" || p.Track[len(p.Track)-1].Column != "bay_of_biscay" {
		t.Fatalf("patrol %+v", p)
	}
	tc.endPatrol("returned")
	if tc.S.Base != BaseFrance {
		t.Fatalf("base %s", tc.S.Base)
	}
}

// 11.2.1: a KptLt rolls for a request (1); granted, he chooses any allowed [P1] result of
// the column; denied, [P1] is rolled.
func TestRule11_2_1_PatrolRequest(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, 1, 6) // REQUEST 1: granted; gun kept
	tc.S.Rank = RankKptLt
	tc.dec.answer("patrol_request", "british_isles")
	tc.assignPatrol()
	tc.mustUseScript()
	d := tc.ptLastDecision("patrol_request")
	if d == nil || tc.S.Patrol.Area != AreaBritishIsles || len(tc.rolls("P1")) != 0 {
		t.Fatalf("area %s", tc.S.Patrol.Area)
	}
	seen := map[string]bool{}
	for _, k := range d.Options { // each result once
		if seen[k] {
			t.Fatalf("duplicate option %s in %v", k, d.Options)
		}
		seen[k] = true
	}
	if !seen["mediterranean"] || !seen["roll"] {
		t.Fatalf("options %v", d.Options)
	}
	tc2 := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, 3, 4, 4, 6) // KKpt: 3 denied (1–2)
	tc2.S.Rank = RankKKpt
	tc2.dec.answer("deck_gun_shift", "none")
	tc2.assignPatrol()
	tc2.mustUseScript()
	if len(tc2.rolls("P1")) != 1 || tc2.ptDecided("patrol_request") != 0 {
		t.Fatal("denied request: roll [P1]")
	}
	if r := tc2.rolls("REQUEST"); r[0].Result != "denied" {
		t.Fatalf("request %+v", r[0])
	}
}

// 11.2.1: no request while permanently assigned.
func TestRule11_2_1_NoRequestWhenPermanent(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 3), BaseNorway, 6)
	tc.S.Rank = RankFKpt
	tc.S.Permanent = AreaArctic
	tc.dec.answer("deck_gun_shift", "none")
	tc.assignPatrol()
	tc.mustUseScript()
	if len(tc.rolls("REQUEST")) != 0 || tc.S.Patrol.Area != AreaArctic {
		t.Fatal("permanent Arctic: no request")
	}
}

// 10.11.8 [A71]: 1–4 removes the gun (Extra Flak); a KKpt may shift the roll by one; an
// Indian Ocean patrol reinstalls a removed gun.
func TestRule10_11_8_DeckGunRemoval(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, 4, 4, 4) // P1 8, gun roll 4
	tc.assignPatrol()
	bt := &tc.S.Boat
	if bt.DeckGun || !bt.ExtraFlak || bt.Ammo != 0 {
		t.Fatalf("gun %v extra flak %v ammo %d", bt.DeckGun, bt.ExtraFlak, bt.Ammo)
	}
	tc2 := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, 6, 4, 4, 4) // REQUEST 6 denied; P1 8; gun 4
	tc2.S.Rank = RankKKpt
	tc2.dec.answer("deck_gun_shift", "plus_1")
	tc2.assignPatrol()
	tc2.mustUseScript()
	if !tc2.S.Boat.DeckGun || tc2.ptDecided("deck_gun_shift") != 1 {
		t.Fatal("KKpt shifted 4 to 5: gun kept")
	}
	// Indian Ocean: reinstalled, no roll.
	tc3 := newPatrolCareer(t, "IXC", MonthOf(1943, 9), BaseFrance, 1, 1) // P1 2: IO (IXC: no Penang)
	tc3.S.Boat.DeckGun, tc3.S.Boat.ExtraFlak = false, true
	tc3.assignPatrol()
	tc3.mustUseScript()
	if !tc3.S.Boat.DeckGun || tc3.S.Boat.ExtraFlak || tc3.S.Boat.Ammo == 0 {
		t.Fatal("10.11.8: gun reinstalled for the Indian Ocean, with ammunition")
	}
}

// 7.4.1, 7.4.4, 8.1.4, [A15], [D14]: North America (A) puts the agent aboard; in the M/A
// box the Special Missions column is rolled until "–"; an aircraft there gets −1 on [A1]
// and the roll is repeated even after a crash dive; the agent lands; no Schnorchel there.
func TestRule7_4_1_AbwehrMission(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 8), BaseFrance, 4, 5, 6) // P1 9: North America (A)
	tc.assignPatrol()
	tc.mustUseScript()
	p := tc.S.Patrol
	if p.Mission != MissionAbwehr || tc.S.Crew.M[Agent].Absent || tc.ptAssignment().Mission != "abwehr" {
		t.Fatalf("mission %s, agent absent %v", p.Mission, tc.S.Crew.M[Agent].Absent)
	}
	tc.S.Boat.Schnorchel = true
	p.Pos = 3 // the M/A box
	tc.events = nil
	tc.script(1, 1, // Special Missions 2: aircraft
		6, 6, // A1 12: crash dive
		3, 3) // Special Missions 6: none → landed
	tc.boxEncounters()
	tc.mustUseScript()
	if !p.MissionAccomplished || !tc.S.Crew.M[Agent].Absent || p.MissionActivity {
		t.Fatalf("accomplished %v agent absent %v", p.MissionAccomplished, tc.S.Crew.M[Agent].Absent)
	}
	e1 := tc.rolls("E1")
	if len(e1) != 2 || e1[0].Column != "bay_of_biscay" || e1[1].Column != "bay_of_biscay" {
		t.Fatalf("E1 rolls %+v", e1)
	}
	a1 := tc.rolls("A1")
	if len(a1) != 1 || !ptHasMod(a1[0], "7.4.4", -1) {
		t.Fatalf("A1 %+v", a1)
	}
	if d := tc.ptLastDecision("posture"); len(d.Options) != 1 { // 8.1.4
		t.Fatalf("posture options %v", d.Options)
	}
	tc.endPatrol("returned")
	if !tc.patrolLog().Success || tc.S.SuccessfulPatrols != 1 { // 7.4.5
		t.Fatal("7.4.5: the mission makes the patrol a success")
	}
}

// 7.4.6: no random event in the M/A box on a mission (a 12 on the Special Missions column
// is "–").
func TestRule7_4_6_NoRandomEventInMissionBox(t *testing.T) {
	tc := newPatrolCareer(t, "VIID", MonthOf(1943, 9), BaseFrance, 6, 6)
	p := tc.ptSetPatrol(AreaBritishIsles, "British Isles", MissionMinelaying)
	p.Pos = 2
	tc.boxEncounters()
	tc.mustUseScript()
	if r := tc.rolls("E1"); len(r) != 1 || r[0].Result != "none" || p.RandomEventUsed || !p.MissionAccomplished {
		t.Fatalf("E1 %+v", r)
	}
}

// 7.4.2: once the mines are laid the tubes are emptied and may be reloaded from their own
// end's reloads (PLAYER CHOICE per tube).
func TestRule7_4_2_ReloadAfterMines(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, 3, 3) // Special Missions 6: none
	p := tc.ptSetPatrol(AreaBritishIsles, "British Isles", MissionMinelaying)
	bt := &tc.S.Boat
	for i := range bt.BowTubes {
		bt.BowTubes[i] = Mine
	}
	bt.SternTubes[0] = Mine
	bt.BowReloads[G7e] = 3
	bt.BowReloads[G7a] = 1
	tc.dec.answer("mine_reload", "g7a", "g7e", "empty", "g7e")
	p.Pos = 2
	tc.boxEncounters()
	tc.mustUseScript()
	if bt.BowTubes[0] != G7a || bt.BowTubes[1] != G7e || bt.BowTubes[2] != TorpNone || bt.BowTubes[3] != G7e {
		t.Fatalf("bow tubes %v", bt.BowTubes)
	}
	if bt.SternTubes[0] != TorpNone || tc.ptDecided("mine_reload") != 4 { // no stern reloads: not asked
		t.Fatalf("stern %v, %d asks", bt.SternTubes, tc.ptDecided("mine_reload"))
	}
}

// 7.4.3 [D16]: Invasion is for Type VII only; others go to the Indian Ocean.
func TestRule7_4_3_InvasionTypeVIIOnly(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 6), BaseFrance, 3, 4, 6) // P1 jun_jul 7: Invasion
	tc.assignPatrol()
	p := tc.S.Patrol
	if p.Area != AreaInvasion || p.Mission != MissionInvasion || p.Station != AreaAtlantic || p.Track[2].Key != "invasion" || p.Track[2].Column != "atlantic" {
		t.Fatalf("patrol %+v", p)
	}
	tc2 := newPatrolCareer(t, "IXC", MonthOf(1944, 6), BaseFrance, 3, 4)
	tc2.assignPatrol()
	if tc2.S.Patrol.Area != AreaIndianOcean || tc2.S.Patrol.Mission != MissionNone {
		t.Fatalf("IXC invasion → %s", tc2.S.Patrol.Area)
	}
}

// 7.4.3, [P1] note 5: in the invasion zone "–" is an aircraft encounter.
func TestRule7_4_3_InvasionNoneIsAircraft(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 6), BaseFrance,
		1, 4, // Atlantic 5: none → aircraft
		6, 6) // A1 12: crash dive
	p := tc.ptSetPatrol(AreaInvasion, "Invasion", MissionInvasion)
	p.Pos = 2
	tc.encounterRoll(&p.Track[2])
	tc.mustUseScript()
	enc := tc.eventsOf(TEncounter)
	if len(enc) != 1 || enc[0].(*EncounterEvent).Kind != "aircraft" || !p.InvasionRolled {
		t.Fatalf("encounters %v", enc)
	}
	if r := tc.rolls("E1"); r[0].Result != "none" { // the roll logs the table's result
		t.Fatalf("E1 result %s", r[0].Result)
	}
}

// 7.4.3 [A16]: no voluntary abort before the first invasion-zone roll, unless there is
// irreparable damage or an SW crewman.
func TestRule7_4_3_AbortRestriction(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 6), BaseFrance)
	p := tc.ptSetPatrol(AreaInvasion, "Invasion", MissionInvasion)
	p.Pos = 1
	if tc.mayAbortVoluntarily() {
		t.Fatal("no abort before the first zone roll")
	}
	tc.S.Crew.M[Crew2].Status = SW
	if !tc.mayAbortVoluntarily() {
		t.Fatal("an SW crewman allows it")
	}
	tc.S.Crew.M[Crew2].Status = OK
	p.InvasionRolled = true
	if !tc.mayAbortVoluntarily() {
		t.Fatal("after the first zone roll the abort is free")
	}
}

// 7.4.3 [A17]: a refused ship target is judged on return: 1–2 relieved (game over), else
// no Knight's Cross for the rest of the game.
func TestRule7_4_3_RefusalPenalty(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 6), BaseFrance, 2)
	tc.ptSetPatrol(AreaInvasion, "Invasion", MissionInvasion).InvasionRefusal = true
	ended, _ := tc.run(func() { tc.endPatrol("returned") })
	if !ended || tc.S.EndReason != "relieved" || len(tc.eventsOf(TPatrolEnd)) != 1 {
		t.Fatalf("ended %v reason %s", ended, tc.S.EndReason)
	}
	tc2 := newPatrolCareer(t, "VIIC", MonthOf(1944, 6), BaseFrance, 3)
	tc2.ptSetPatrol(AreaInvasion, "Invasion", MissionInvasion).InvasionRefusal = true
	tc2.endPatrol("returned")
	if !tc2.S.InvasionKCBan || tc2.S.Ended {
		t.Fatal("3: command kept, KC ban")
	}
}

// 7.4.5: a mission patrol succeeds only by its mission, whatever was sunk.
func TestRule7_4_5_MissionDecidesSuccess(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 8), BaseFrance)
	p := tc.ptSetPatrol(AreaNorthAmerica, "North America/Caribbean", MissionAbwehr)
	p.Ships, p.Tons = 2, 9000
	tc.endPatrol("returned")
	if tc.patrolLog().Success || tc.S.ConsecutiveFails != 1 {
		t.Fatal("mission failed: the patrol failed")
	}
}

// 7.5.1–7.5.2: success with a ship sunk; counters; the log row and patrol_end (tons not
// added to the career again); the patrol is cleared.
func TestRule7_5_2_SuccessAndLog(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance)
	tc.S.ConsecutiveFails = 2
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	tc.creditSunk(&Target{Name: "Test Ship", Tons: 5000})
	p.Targets = []int{5000, 3000}
	tc.endPatrol("returned")
	row := *tc.patrolLog()
	if !row.Success || row.Tons != 5000 || len(row.Sunk) != 1 || len(row.Targets) != 2 || row.Outcome != "returned" {
		t.Fatalf("row %+v", row)
	}
	if tc.S.SuccessfulPatrols != 1 || tc.S.ConsecutiveFails != 0 || tc.S.CareerTons != 5000 || tc.S.Patrol != nil {
		t.Fatalf("state: %d %d %d", tc.S.SuccessfulPatrols, tc.S.ConsecutiveFails, tc.S.CareerTons)
	}
	pe := tc.eventsOf(TPatrolEnd)[0].(*PatrolEndEvent)
	if pe.Tons != 5000 || pe.Ships != 1 || !pe.Success || pe.Outcome != "returned" {
		t.Fatalf("patrol_end %+v", pe)
	}
}

// 10.11.6: extended patrols write P rows (IX one, IXD-2 three, VII none).
func TestRule10_11_6_PMonths(t *testing.T) {
	for typ, want := range map[string]int{"VIIC": 0, "IXC": 1, "IXD-2": 3} {
		tc := newPatrolCareer(t, typ, MonthOf(1943, 9), BaseFrance)
		track := "Atlantic"
		if typ == "IXD-2" {
			track = "Indian Ocean"
		}
		tc.ptSetPatrol(AreaAtlantic, track, MissionNone)
		tc.endPatrol("returned")
		n := 0
		for _, r := range tc.S.Log {
			if r.Kind == "P" {
				n++
			}
		}
		if n != want || tc.returnMonth() != MonthOf(1943, 9)+Month(want) {
			t.Errorf("%s: %d P rows, want %d", typ, n, want)
		}
	}
}

// 10.9.6 [A67]: an extended-patrol boat aborting before half its rolls writes no P; the
// IXD-2 writes one P per quarter reached.
func TestRule10_9_6_AbortedExtendedPatrol(t *testing.T) {
	tc := newPatrolCareer(t, "IXC", MonthOf(1943, 9), BaseFrance)
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone) // 10 rolls
	p.Midpoint = 3                                             // 4 rolls done
	if n := tc.patrolPMonths(p, tc.Board()); n != 0 {
		t.Fatalf("IXC before midpoint: %d P", n)
	}
	p.Midpoint = 4 // 5 of 10: the midpoint is reached
	if n := tc.patrolPMonths(p, tc.Board()); n != 1 {
		t.Fatalf("IXC at midpoint: %d P", n)
	}
	tc2 := newPatrolCareer(t, "IXD-2", MonthOf(1943, 9), BaseFrance)
	p2 := tc2.ptSetPatrol(AreaIndianOcean, "Indian Ocean", MissionNone) // 22 rolls
	for mid, want := range map[int]int{1: 0, 3: 1, 7: 2, 12: 3} {       // rolls done 2, 7, 11, 18
		p2.Midpoint = mid
		if n := tc2.patrolPMonths(p2, tc2.Board()); n != want {
			t.Errorf("IXD-2 abort at box %d: %d P, want %d", mid, n, want)
		}
	}
}

// 8.0 / 4.7.1 / [D17]: the first box by departure base: France Bay of Biscay, Norway a
// plain Transit, Germany Transit x2.
func TestRule8_0_BaseBoxes(t *testing.T) {
	for base, want := range map[string]string{BaseFrance: "bay_of_biscay/1", BaseNorway: "transit/1", BaseGermany: "transit/2"} {
		tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), base)
		p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
		got := p.Track[0].Column + "/" + string(rune('0'+p.Track[0].Rolls))
		if got != want {
			t.Errorf("%s: %s, want %s", base, got, want)
		}
	}
}

// 8.1.1–8.1.5: Schnorchel is offered only when fitted and working, the hull not holed, and
// not in the M/A box on a mission; the chosen posture is kept for the box.
func TestRule8_1_PostureOptions(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 3), BaseFrance)
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	ask := func() []string {
		tc.choosePosture(&p.Track[p.Pos], false)
		return tc.ptLastDecision("posture").Options
	}
	tc.S.Boat.Schnorchel = false
	if o := ask(); len(o) != 1 {
		t.Fatalf("no schnorchel fitted: %v", o)
	}
	tc.S.Boat.Schnorchel = true
	tc.dec.answer("posture", "schnorchel")
	if o := ask(); len(o) != 2 || p.Posture != PostureSchnorchel {
		t.Fatalf("fitted: %v, posture %s", o, p.Posture)
	}
	tc.S.Boat.Sys("schnorchel").State = SysDamaged
	if o := ask(); len(o) != 1 {
		t.Fatalf("damaged: %v", o)
	}
	tc.S.Boat.Sys("schnorchel").State = SysOK
	tc.S.Boat.HullHoled = true // 8.1.5
	if o := ask(); len(o) != 1 {
		t.Fatalf("holed: %v", o)
	}
	tc.S.Boat.HullHoled = false
	tc.choosePosture(&p.Track[2], true) // 8.1.4
	if o := tc.ptLastDecision("posture").Options; len(o) != 1 {
		t.Fatalf("mission box: %v", o)
	}
}

// 8.1.2, 8.1.3: with odds on, each posture shows the [A1] outcomes: Schnorchel +2 beats
// NAXOS +1.
func TestRule8_1_2_PostureOdds(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 3), BaseFrance)
	tc.cfg.Odds = true
	tc.S.Boat.Schnorchel, tc.S.Boat.Naxos = true, true
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	var got []Choice
	tc.dec.fallback = func(d *Decision) string {
		got = append([]Choice(nil), d.Options...)
		return d.Options[0].Key
	}
	tc.choosePosture(&p.Track[0], false)
	pd := func(c Choice) float64 {
		for _, o := range c.Odds {
			if o.Outcome == "crash_dive" {
				return o.P
			}
		}
		return 0
	}
	// 1944: −1; surfaced NAXOS +1 → 8+ on 2d6 = 15/36; schnorchel +2 − 1 → 7+ = 21/36.
	if len(got) != 2 || !ptNear(pd(got[0]), 15.0/36) || !ptNear(pd(got[1]), 21.0/36) {
		t.Fatalf("odds %+v", got)
	}
}

func ptNear(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }

// 8.1.6 [A21]: a schnorchelling boat ignores every result but aircraft, aircraft+escort,
// convoy, escort and submarine.
func TestRule8_1_6_SchnorchelIgnoresShips(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1944, 3), BaseFrance, 2, 3) // British Isles 5: ship
	p := tc.ptSetPatrol(AreaBritishIsles, "British Isles", MissionNone)
	p.Posture = PostureSchnorchel
	p.Pos = 3
	tc.encounterRoll(&p.Track[3])
	tc.mustUseScript()
	if len(tc.eventsOf(TEncounter)) != 0 || tc.S.Engage != nil {
		t.Fatal("the ship is not seen while schnorchelling")
	}
	tc.script(1, 2, 6, 6) // British Isles 3: aircraft, kept; A1 12 crash dive
	tc.encounterRoll(&p.Track[3])
	tc.mustUseScript()
	if e := tc.eventsOf(TEncounter); len(e) != 1 || e[0].(*EncounterEvent).Kind != "aircraft" {
		t.Fatalf("aircraft kept: %v", e)
	}
}

// 8.2.1 [A22]: one Inoperative diesel adds one roll per box (multiplier + 1).
func TestRule8_2_1_ExtraRollInoperativeDiesel(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, 3, 3, 4, 4, 2, 3) // three transit "none"
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	tc.S.Boat.Sys("diesel_1").State = SysInoperative
	tc.S.Base = BaseGermany
	p.Track[0].Rolls, p.Track[0].Column = 2, "transit" // a Germany x2 box
	tc.enterBox(0, true)
	tc.boxEncounters()
	tc.mustUseScript()
	if b := tc.eventsOf(TBox)[0].(*BoxEvent); b.Rolls != 3 || len(tc.rolls("E1")) != 3 {
		t.Fatalf("box rolls %d, E1 %d", b.Rolls, len(tc.rolls("E1")))
	}
	tc.S.Boat.Sys("diesel_2").State = SysInoperative // both out: no extra roll
	if n := tc.rollsDue(&p.Track[1]); n != 1 {
		t.Fatalf("both diesels out: %d rolls", n)
	}
}

// 8.2.2: with the Fa-330 up (station box of an Indian Ocean patrol) a natural 5 may be
// rolled again; not offered in a transit box or while schnorchelling.
func TestRule8_2_2_Fa330Reroll(t *testing.T) {
	tc := newPatrolCareer(t, "IXD-2", MonthOf(1943, 9), BaseFrance, 2, 3, 1, 1) // IO 5: none; reroll 2: aircraft
	p := tc.ptSetPatrol(AreaIndianOcean, "Indian Ocean", MissionNone)
	if p.Fa330 != "stowed" {
		t.Fatalf("kite %q", p.Fa330)
	}
	p.Pos = 4
	tc.dec.answer("fa330", "deploy").answer("fa330_reroll", "reroll")
	tc.script(2)    // FA330 who is lost: Doctor (8.2.2, [A23]), when the boat dives (13(d) D0)
	tc.script(6, 6) // A1 crash dive
	tc.choosePosture(&p.Track[4], false)
	tc.chooseFa330(&p.Track[4])
	if p.Fa330 != "deployed" {
		t.Fatal("deployed")
	}
	tc.encounterRoll(&p.Track[4])
	tc.mustUseScript()
	if n := len(tc.rolls("E1")); n != 2 || tc.ptDecided("fa330_reroll") != 1 {
		t.Fatalf("%d E1 rolls", n)
	}
	if p.Fa330 != "lost" || tc.S.Crew.M[Doctor].Status != KIA {
		t.Fatalf("kite %s doctor %d", p.Fa330, tc.S.Crew.M[Doctor].Status)
	}
	// Not in a transit box.
	n := tc.ptDecided("fa330")
	p.Fa330 = "stowed"
	tc.chooseFa330(&p.Track[1])
	if tc.ptDecided("fa330") != n {
		t.Fatal("no kite in a transit box")
	}
}

// 8.2.7, [E1] note 1, 12.1.1–12.1.2: the first natural 12 of the patrol is a random event
// (logged as result random_event); the next 12 is the table's encounter.
func TestRule12_1_1_FirstNatural12IsRandomEvent(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance,
		6, 6, // E1 transit 12 → random event
		2, 3, // R1 5: superior torpedoes
		6, 6, // E1 transit 12 again → aircraft
		6, 6) // A1 crash dive
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	p.Pos = 1
	tc.encounterRoll(&p.Track[1])
	if r := tc.rolls("E1"); r[0].Result != "random_event" || !p.RandomEventUsed || !tc.S.Boat.SuperiorTorpedoes {
		t.Fatalf("E1 %+v", r[0])
	}
	if e := tc.eventsOf(TRandomEvent); len(e) != 1 || e[0].(*KeyEvent).Key != "event_5" {
		t.Fatalf("random events %v", e)
	}
	tc.encounterRoll(&p.Track[1])
	tc.mustUseScript()
	if r := tc.rolls("E1"); r[1].Result != "aircraft" || len(tc.rolls("R1")) != 1 {
		t.Fatalf("second 12: %+v", r[1])
	}
}

// 10.9.2 [A64] [A65]: the abort heads for the nearest Transit box; from a Transit box
// toward the nearer end; a tie is a PLAYER CHOICE; station boxes are skipped.
func TestRule10_9_2_AbortDirection(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseGermany)
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone) // T at 0,1,6,7
	p.Pos = 3
	tc.startAbort("voluntary")
	if p.Dir != -1 || tc.nextBox() != 1 || p.ReturnBase != BaseGermany {
		t.Fatalf("from box 3: dir %d next %d return %s", p.Dir, tc.nextBox(), p.ReturnBase)
	}
	tc2 := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseGermany)
	p2 := tc2.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	p2.Pos = 4
	tc2.startAbort("voluntary")
	if p2.Dir != 1 || tc2.nextBox() != 6 || p2.ReturnBase != BaseFrance {
		t.Fatalf("from box 4: dir %d next %d return %s", p2.Dir, tc2.nextBox(), p2.ReturnBase)
	}
	// [A64] from Transit box 6 toward the nearer end (forward).
	tc3 := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance)
	p3 := tc3.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	p3.Pos = 6
	tc3.startAbort("voluntary")
	if p3.Dir != 1 || tc3.nextBox() != 7 {
		t.Fatalf("from box 6: dir %d", p3.Dir)
	}
	// A tie (VIID Atlantic, box 4: transits at 1 and 7) asks.
	tc4 := newPatrolCareer(t, "VIID", MonthOf(1943, 9), BaseFrance)
	p4 := tc4.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	p4.Pos = 4
	tc4.dec.answer("abort_direction", "back")
	tc4.startAbort("voluntary")
	if tc4.ptDecided("abort_direction") != 1 || p4.Dir != -1 {
		t.Fatalf("tie: dir %d", p4.Dir)
	}
}

// 10.9.1 / 13(g): a pending mandatory abort turns the boat; the patrol ends "aborted" at
// the departure base after the Transit boxes on the way.
func TestRule10_9_1_MandatoryAbortPatrol(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance,
		4, 4, // box 0 biscay 8: none
		4, 4, // box 1 transit 8: none
		1, 4, // box 2 atlantic 5: none; then the pending abort turns the boat
		4, 4, // back in box 1: none
		4, 4) // box 0: none
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	calls := 0
	tc.dec.fallback = func(d *Decision) string {
		if d.ID == "abort" {
			calls++
			if calls == 2 { // in box 1 something forces the abort (as a gyro failure would)
				p.MandatoryAbort, p.AbortReason = true, "test"
			}
			return "continue"
		}
		return d.Options[0].Key
	}
	var out string
	tc.run(func() { out = tc.conductPatrol() })
	tc.mustUseScript()
	if out != "aborted" || p.Dir != -1 || calls != 2 {
		t.Fatalf("outcome %s dir %d asks %d", out, p.Dir, calls)
	}
	var idx []int
	for _, e := range tc.eventsOf(TBox) {
		idx = append(idx, e.(*BoxEvent).Index)
	}
	if len(idx) != 5 || idx[2] != 2 || idx[3] != 1 || idx[4] != 0 {
		t.Fatalf("boxes %v", idx)
	}
}

// 10.9.4 [A66]: an aborting boat declines ship encounters (no engagement, not detected).
func TestRule10_9_4_AbortingDeclinesShips(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance)
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	p.Aborting, p.Dir, p.Pos = true, -1, 1
	tc.dispatch("convoy", &p.Track[1])
	if len(tc.eventsOf(TEncounter)) != 0 || tc.ptNotes("encounter_declined") != 1 || tc.S.Engage != nil {
		t.Fatal("declined")
	}
}

// 10.2 [A60]: boxesToPort counts the boxes left on the way home: forward while outbound,
// Transit boxes only while aborting.
func TestRule10_9_BoxesToPort(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance)
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	p.Pos = 2
	if n := tc.boxesToPort(); n != 5 {
		t.Fatalf("outbound box 2: %d", n)
	}
	p.MandatoryAbort = true // pending: nearest transit is box 1, then box 0
	if n := tc.boxesToPort(); n != 2 {
		t.Fatalf("pending abort: %d", n)
	}
	p.Aborting, p.Dir, p.Pos = true, 1, 6
	if n := tc.boxesToPort(); n != 1 {
		t.Fatalf("aborting forward in box 6: %d", n)
	}
	p.Pos = 7
	if n := tc.boxesToPort(); n != 0 {
		t.Fatalf("last box: %d", n)
	}
}

// 10.6.3 [D36]: with the Doctor SW, each SW man rolls on entering a box: 4–6 KIA.
func TestRule10_6_3_DoctorCheckEachBox(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance, 4, 3) // doctor dies, crew_1 lives
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	tc.S.Crew.M[Doctor].Status = SW
	tc.S.Crew.M[Crew1].Status = SW
	tc.enterBox(p.Pos, false)
	tc.mustUseScript()
	if tc.S.Crew.M[Doctor].Status != KIA || tc.S.Crew.M[Crew1].Status != SW || len(tc.rolls("DOCTOR")) != 2 {
		t.Fatalf("doctor %d crew_1 %d", tc.S.Crew.M[Doctor].Status, tc.S.Crew.M[Crew1].Status)
	}
}

// 13(a) A2: a whole patrol without encounters: a box event per box, a posture and an
// abort question per box (none in the last box), outcome returned.
func TestPatrol_FullTrackQuiet(t *testing.T) {
	tc := newPatrolCareer(t, "VIIC", MonthOf(1943, 9), BaseFrance,
		4, 4, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2, 4, 4, 4, 4) // bay 8, transit 8, atlantic 4 ×4, transit 8, bay 8
	tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	out := tc.conductPatrol()
	tc.mustUseScript()
	if out != "returned" || len(tc.eventsOf(TBox)) != 8 || tc.ptDecided("posture") != 8 || tc.ptDecided("abort") != 7 {
		t.Fatalf("outcome %s, %d boxes, %d postures, %d aborts", out, len(tc.eventsOf(TBox)), tc.ptDecided("posture"), tc.ptDecided("abort"))
	}
}

// 11.4.10: an XIV on station turns "–" into a resupply operation: 1d6 boats, an [E4] roll
// each (a spare part may fix it), fuel from the cargo, nominal tonnage, then the
// Additional Round roll; the patrol succeeds (11.4.10.6).
func TestRule11_4_10_ResupplyOperation(t *testing.T) {
	tc := newPatrolCareer(t, "XIV", MonthOf(1943, 9), BaseFrance,
		2, 4) // Atlantic 6: convoy → a resupply operation (11.4.10.1)
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	p.Resupply, p.FuelCargo, p.SpareParts, p.CargoTorpedoes = true, 16, 6, 4
	p.Pos = 2
	tc.script(2, // RESUPPLY_BOATS 2
		1, 4, // client 1 [E4] 14 periscope: part given
		5,    // fuel 2 points
		3, 3, // client 2 [E4] 33 hull: no part
		1,    // fuel 1 point
		3, 3) // E1 additional_round 6: none
	tc.dec.answer("resupply_part", "give")
	tc.encounterRoll(&p.Track[2])
	tc.mustUseScript()
	// 2 boats + 3 fuel + 1 part + torpedo bonus + bakery = 8,000 t
	if p.BoatsResupplied != 2 || p.FuelCargo != 13 || p.SpareParts != 5 || p.Tons != 8000 || tc.S.CareerTons != 8000 || p.Ships != 0 {
		t.Fatalf("resupply: boats %d fuel %d parts %d tons %d", p.BoatsResupplied, p.FuelCargo, p.SpareParts, p.Tons)
	}
	if r := tc.rolls("E1"); len(r) != 2 || r[1].Column != "additional_round" {
		t.Fatalf("E1 %+v", r)
	}
	tc.endPatrol("returned")
	if !tc.patrolLog().Success {
		t.Fatal("11.4.10.6: a resupply makes the patrol a success")
	}
}

// 11.4.10.1: the XIV ignores single-ship targets; 11.4.10.2: the last station box is an
// automatic resupply operation when none happened yet.
func TestRule11_4_10_XIVIgnoresShipsAndLastBox(t *testing.T) {
	tc := newPatrolCareer(t, "XIV", MonthOf(1943, 9), BaseFrance)
	p := tc.ptSetPatrol(AreaAtlantic, "Atlantic", MissionNone)
	p.Resupply = true
	p.Pos = 3
	tc.dispatch("tanker", &p.Track[3])
	if tc.ptNotes("encounter_declined") != 1 || len(tc.eventsOf(TEncounter)) != 0 {
		t.Fatal("the XIV ignores a tanker")
	}
	last := tc.lastStation()
	p.Pos = last
	tc.script(1, // RESUPPLY_BOATS 1
		1, 1, // [E4] 11 batteries: no parts aboard
		2,    // fuel 1: none in cargo; own fuel not possible in the last station box
		4, 4) // additional_round 8: none
	tc.enterBox(last, true)
	tc.boxEncounters()
	tc.mustUseScript()
	if p.BoatsResupplied != 1 || len(tc.rolls("E1")) != 1 || tc.ptDecided("own_fuel") != 0 {
		t.Fatalf("automatic op: boats %d, E1 %d", p.BoatsResupplied, len(tc.rolls("E1")))
	}
}
