package engine

import (
	"strings"
	"testing"
)

// Helpers shared by escort_test.go, aircraft_test.go and damage_test.go.

// combatCareer is a test career at sea: crew healthy, no agent aboard, an Atlantic patrol
// standing in its third box (of eight), surfaced; pre-roll choices default to "no".
func cbCareer(t *testing.T, typ string, m Month, faces ...int) *testCareer {
	t.Helper()
	tc := newTestCareer(t, typ, m, faces...)
	tc.S.Crew.M[Agent].Absent = true
	tc.S.Crew.Command = Kmdt
	tc.S.Patrol = &Patrol{Area: "atlantic", Station: "atlantic", Mission: "none", Posture: PostureSurfaced,
		Dir: 1, Pos: 2, Midpoint: -1, Track: []Box{
			{Code: "BASE_OUT", Key: "bay_of_biscay", Column: "bay_of_biscay", Rolls: 1, Transit: true},
			{Code: "T", Key: "transit", Column: "transit", Rolls: 1, Transit: true},
			{Code: "ST", Key: "atlantic", Column: "atlantic", Rolls: 1},
			{Code: "ST", Key: "atlantic", Column: "atlantic", Rolls: 1},
			{Code: "ST", Key: "atlantic", Column: "atlantic", Rolls: 1},
			{Code: "ST", Key: "atlantic", Column: "atlantic", Rolls: 1},
			{Code: "T", Key: "transit", Column: "transit", Rolls: 1, Transit: true},
			{Code: "BASE_IN", Key: "bay_of_biscay", Column: "bay_of_biscay", Rolls: 1, Transit: true},
		}}
	tc.dec.fallback = func(d *Decision) string {
		if d.Has("no") {
			return "no"
		}
		return d.Options[0].Key
	}
	return tc
}

// escorted puts an escorted engagement on the mat: submerged at medium range, first round.
func cbEscorted(tc *testCareer) *Engagement {
	e := &Engagement{Kind: "convoy", Escorted: true, Range: "medium", Mode: "submerged", FirstRound: true, EscortQuality: -1}
	tc.S.Engage = e
	return e
}

// roll returns the i-th roll event of a table (fails the test when missing).
func (tc *testCareer) cbRoll(table string, i int) *RollEvent {
	tc.t.Helper()
	rs := tc.rolls(table)
	if i >= len(rs) {
		tc.t.Fatalf("want roll %d of %s, got %d rolls", i+1, table, len(rs))
	}
	return rs[i]
}

// modSum returns the sum of a roll event's modifiers.
func cbModSum(r *RollEvent) int {
	s := 0
	for _, m := range r.Mods {
		s += m.V
	}
	return s
}

// hasMod reports whether the roll carries a modifier of value v whose reason starts with
// prefix.
func cbHasMod(r *RollEvent, v int, prefix string) bool {
	for _, m := range r.Mods {
		if m.V == v && strings.HasPrefix(m.Why, prefix) {
			return true
		}
	}
	return false
}

// notes returns the keys of the note events.
func (tc *testCareer) cbNotes() []string {
	var out []string
	for _, e := range tc.eventsOf(TNote) {
		out = append(out, e.(*KeyEvent).Key)
	}
	return out
}

func (tc *testCareer) cbHasNote(key string) bool {
	for _, k := range tc.cbNotes() {
		if k == key {
			return true
		}
	}
	return false
}

// crewStates returns the crew events as "member:state".
func (tc *testCareer) cbCrewStates() []string {
	var out []string
	for _, e := range tc.eventsOf(TCrew) {
		ce := e.(*CrewEvent)
		out = append(out, ce.Member+":"+ce.State)
	}
	return out
}

// damages returns the uboat_damage events as "system:state".
func (tc *testCareer) cbDamages() []string {
	var out []string
	for _, e := range tc.eventsOf(TUboatDamage) {
		de := e.(*UboatDamageEvent)
		out = append(out, de.System+":"+de.State)
	}
	return out
}

func (tc *testCareer) cbCareerEnd() string {
	for _, e := range tc.eventsOf(TCareerEnd) {
		return e.(*CareerEndEvent).Reason
	}
	return ""
}

// cbLost is the boat_lost note's loss cause (KeyEvent.Cause, a Loss* key) when State.LossCause
// is the same and the note's detail is its words (LossDetail); a description of the
// mismatch otherwise, "" with no boat_lost note.
func (tc *testCareer) cbLost() string {
	for _, e := range tc.eventsOf(TNote) {
		if k := e.(*KeyEvent); k.Key == "boat_lost" {
			if k.Cause != tc.S.LossCause || k.Detail != LossDetail(k.Cause) || k.Detail == k.Cause {
				return "note " + k.Cause + " (" + k.Detail + "), state " + tc.S.LossCause
			}
			return k.Cause
		}
	}
	return ""
}

func (tc *testCareer) cbPatrolEnd() string {
	for _, e := range tc.eventsOf(TPatrolEnd) {
		return e.(*PatrolEndEvent).Outcome
	}
	return ""
}

func (tc *testCareer) cbCountDecisions(id string) int {
	n := 0
	for _, s := range tc.dec.seen {
		if s == id {
			n++
		}
	}
	return n
}

func cbSetSys(tc *testCareer, key string, state int) {
	s := tc.S.Boat.Sys(key)
	if s == nil {
		tc.t.Fatalf("boat %s has no system %s", tc.S.Boat.Type, key)
	}
	s.State = state
}

// --- 9.6 ---

// 9.6.1 / 9.6.9: after firing at medium range the escorts roll [E2]; a modified 5 or
// less is an escape and ends the cycle without an attack.
func TestRule9_6_1_DetectionAfterFiringEscape(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 2, 3) // E2 5
	cbEscorted(tc)
	var escaped bool
	ended, _ := tc.run(func() { escaped = tc.escortCycle(EntryC1) })
	if ended || !escaped {
		t.Fatalf("want escape, got ended=%v escaped=%v", ended, escaped)
	}
	if r := tc.cbRoll("E2", 0); r.Result != "undetected" || r.Total != 5 {
		t.Fatalf("E2 %+v", r)
	}
	if len(tc.rolls("E3")) != 0 || len(tc.rolls("E3_special")) != 0 {
		t.Fatal("no attack after an escape")
	}
	tc.mustUseScript()
}

// 9.6.2 / 9.4.6: the immediate check of an arriving escort uses no range DRM and returns
// after the detection roll (the caller then enters at C5).
func TestRule9_6_2_ImmediateCheckNoRangeReturnsDetected(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3, 3) // E2 6
	e := cbEscorted(tc)
	e.Range = "long"
	var escaped bool
	tc.run(func() { escaped = tc.escortCycle(EntryImmediate) })
	if escaped {
		t.Fatal("a 6 detects")
	}
	r := tc.cbRoll("E2", 0)
	if cbModSum(r) != 0 || r.Result != "detected" {
		t.Fatalf("no range DRM on the immediate check: %+v", r)
	}
	if !e.PreviouslyDetected || len(tc.rolls("E3_special")) != 0 {
		t.Fatal("detected: previously detected set, no attack yet")
	}
	tc.mustUseScript()
}

// 9.6.3: the [E2] modifiers of the engagement, the boat and the crew add up.
func TestRule9_6_3_DetectionModifiers(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8))
	e := cbEscorted(tc)
	e.Range = "close"
	e.Mode = "nsa"
	e.FiredBothEnds = true
	e.G7aByDay = true
	e.WolfpackDRM = -1
	e.EscortStatus = "survived_undamaged"
	e.Targets = []Target{{Name: "HMS Test", Capital: true}}
	cbSetSys(tc, "fuel_tanks", SysDamaged)
	cbSetSys(tc, "dive_planes", SysInoperative)
	tc.S.Boat.Alberich = true
	var m Mods
	tc.detectionMods(&m, false)
	// +1 fuel +1 planes +1 capital +1 escort +1 G7a +1 close +1 NSA +1 both ends −1 wolfpack −1 Alberich
	if got := m.Sum(); got != 6 {
		t.Fatalf("sum %d, want 6: %v", got, m.List())
	}
	// The bow+stern +1 is first-round only; the range DRMs go with noRange.
	e.FirstRound = false
	m = Mods{}
	tc.detectionMods(&m, true)
	if got := m.Sum(); got != 4 {
		t.Fatalf("later round, no range: sum %d, want 4: %v", got, m.List())
	}
}

// 9.6.3 / [D26] / [A41]: the Oak Leaves −1 needs the Kommandant in command; 1WO in
// command +1 (none if Experte), 2WO +2; Indian Ocean −1; Type XXI −2.
func TestRule9_6_3_CommandOakLeavesAreaType(t *testing.T) {
	tc := cbCareer(t, "XXI", MonthOf(1945, 4))
	cbEscorted(tc)
	tc.S.KC = KCOakLeaves
	tc.S.Patrol.Area = "indian_ocean"
	var m Mods
	tc.detectionMods(&m, false)
	if m.Sum() != -4 { // −1 KCO −1 Indian Ocean −2 XXI
		t.Fatalf("sum %d: %v", m.Sum(), m.List())
	}
	tc.S.Crew.M[Kmdt].Status = SW
	tc.S.Crew.Command = WO1
	m = Mods{}
	tc.detectionMods(&m, false)
	if m.Sum() != -2 { // −1 IO −2 XXI +1 1WO
		t.Fatalf("1WO in command: sum %d: %v", m.Sum(), m.List())
	}
	tc.S.Crew.M[WO1].Experte = true
	m = Mods{}
	tc.detectionMods(&m, false)
	if m.Sum() != -3 {
		t.Fatalf("Experte 1WO: sum %d: %v", m.Sum(), m.List())
	}
	tc.S.Crew.Command = WO2
	m = Mods{}
	tc.detectionMods(&m, false)
	if m.Sum() != -1 {
		t.Fatalf("2WO in command: sum %d: %v", m.Sum(), m.List())
	}
}

// 9.6.4: beyond test depth: one hull hit, then 2d6 below the hull boxes → collapse.
func TestRule9_6_4_TestDepthCollapse(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 1, 1) // TEST_DEPTH 2 < 3
	cbEscorted(tc)
	tc.S.Boat.Hull = 2
	tc.dec.answer("test_depth", "yes")
	ended, _ := tc.run(func() { tc.escortCycle(EntryC1) })
	if !ended || tc.cbCareerEnd() != "boat_lost" || tc.cbPatrolEnd() != "sunk" || tc.cbLost() != LossTestDepth {
		t.Fatalf("hull collapse sinks: ended=%v %q %q, lost to %q", ended, tc.cbCareerEnd(), tc.cbPatrolEnd(), tc.cbLost())
	}
	if tc.S.Boat.Hull != 3 {
		t.Fatalf("hull %d, want 3 (the automatic hit)", tc.S.Boat.Hull)
	}
	tc.mustUseScript()
}

// 9.6.4: a roll equal to the hull boxes costs one more hull hit and a new roll; a higher
// roll gives −1 on this round's detection roll.
func TestRule9_6_4_TestDepthEqualRollsAgainThenMinus1(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		1, 1, // TEST_DEPTH 2 = hull 2 → hull 3
		2, 2, // TEST_DEPTH 4 > 3 holds
		3, 3) // E2 6 −1 = 5 escape
	cbEscorted(tc)
	tc.S.Boat.Hull = 1
	tc.dec.answer("test_depth", "yes")
	var escaped bool
	tc.run(func() { escaped = tc.escortCycle(EntryC1) })
	if !escaped || tc.S.Boat.Hull != 3 {
		t.Fatalf("escaped=%v hull=%d", escaped, tc.S.Boat.Hull)
	}
	if r := tc.cbRoll("E2", 0); !cbHasMod(r, -1, "9.6.4") || r.Total != 5 {
		t.Fatalf("E2 %+v", r)
	}
	if got := tc.cbDamages(); len(got) != 2 || got[0] != "hull:2" || got[1] != "hull:3" {
		t.Fatalf("damage events %v", got)
	}
	tc.mustUseScript()
}

// 9.6.5: the attempt may be made once in every round; the −1 lasts one round only.
func TestRule9_6_5_TestDepthOncePerRound(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		6, 6, // TEST_DEPTH 12 holds (hull 1)
		4, 4, // E2 8−1 = 7 detected
		2,    // E3_special normal
		1, 2, // E3 3 ineffective
		1, 2) // round 2 (test depth declined): E2 3+1 = 4 escape
	cbEscorted(tc)
	tc.S.Boat.Bold = 0
	tc.dec.answer("test_depth", "yes", "no")
	tc.run(func() { tc.escortCycle(EntryC1) })
	if n := tc.cbCountDecisions("test_depth"); n != 2 {
		t.Fatalf("test_depth asked %d times, want once per round (2)", n)
	}
	if r := tc.cbRoll("E2", 1); cbHasMod(r, -1, "9.6.4") || !cbHasMod(r, 1, "9.6.14") {
		t.Fatalf("second round: %+v", r)
	}
	tc.mustUseScript()
}

// 9.6.4: in the round after a dive beyond test depth the boat is still below it: the
// options say so (same keys), and "Stay within test depth" is not offered.
func TestRule9_6_4_TestDepthLabelsWhenBelow(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		6, 6, // TEST_DEPTH 12 holds (hull 1)
		4, 4, // E2 8−1 = 7 detected
		2,    // E3_special normal
		1, 2, // E3 3 ineffective
		1, 2) // round 2 (test depth declined): E2 3+1 = 4 escape
	cbEscorted(tc)
	tc.S.Boat.Bold = 0
	tc.dec.answer("test_depth", "yes", "no")
	tc.run(func() { tc.escortCycle(EntryC1) })
	var labels []string
	for i, id := range tc.dec.seen {
		if id == "test_depth" {
			labels = append(labels, tc.dec.labels[i])
		}
	}
	if len(labels) != 2 || labels[0] != "Stay within test depth" || labels[1] != "Rise back within test depth" {
		t.Fatalf("the test_depth \"no\" labels %q, want within, then rise back", labels)
	}
	tc.mustUseScript()
}

// 9.6.6: no test-depth attempt in the first round of a Night Surface Attack.
func TestRule9_6_6_NoTestDepthInFirstNSARound(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		3, 3, // E2 6 +1 NSA = 7 detected
		2,    // E3_special normal
		1, 1, // E3 2 +1 NSA first round = 3 ineffective
		1, 1) // E2 natural 2 escapes
	e := cbEscorted(tc)
	e.Mode = "nsa"
	e.Range = "close"
	tc.S.Boat.Bold = 0
	tc.run(func() { tc.escortCycle(EntryC1) })
	if tc.dec.seen[0] != "test_depth" || tc.cbCountDecisions("test_depth") != 1 {
		t.Fatalf("test_depth only from the second round: %v", tc.dec.seen)
	}
	if r := tc.cbRoll("E3", 0); !cbHasMod(r, 1, "9.6.10 night") {
		t.Fatalf("E3 %+v", r)
	}
	tc.mustUseScript()
}

// 9.6.7: BOLD gives −1 to one detection roll, once per encounter, and spends a decoy.
func TestRule9_6_7_BoldOncePerEncounter(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		4, 3, // E2 7 −1 = 6 detected
		2,    // E3_special normal
		1, 1, // E3 ineffective
		2, 2) // E2 4+1 previously detected = 5 escape
	cbEscorted(tc)
	tc.S.Boat.Bold = 3
	tc.dec.answer("bold", "yes", "yes")
	tc.run(func() { tc.escortCycle(EntryC1) })
	if tc.S.Boat.Bold != 2 || tc.cbCountDecisions("bold") != 1 {
		t.Fatalf("bold left %d, asked %d", tc.S.Boat.Bold, tc.cbCountDecisions("bold"))
	}
	if r := tc.cbRoll("E2", 0); !cbHasMod(r, -1, "9.6.7") {
		t.Fatalf("E2 %+v", r)
	}
	if r := tc.cbRoll("E2", 1); cbHasMod(r, -1, "9.6.7") {
		t.Fatalf("BOLD lasts one roll: %+v", r)
	}
	tc.mustUseScript()
}

// 9.6.7 with odds on: the choice shows the detection chance with and without the decoy.
func TestRule9_6_7_BoldOdds(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 1, 2) // E2 3 escape
	tc.cfg.Odds = true
	cbEscorted(tc)
	var got []Choice
	tc.dec.fallback = func(d *Decision) string {
		if d.ID == "bold" {
			got = append(got, d.Options...)
		}
		return "no"
	}
	tc.run(func() { tc.escortCycle(EntryC1) })
	if len(got) != 2 || got[0].Odds[0].P >= got[1].Odds[0].P {
		t.Fatalf("odds %+v", got)
	}
	if p := got[1].Odds[0].P; p < 26.0/36-1e-9 || p > 26.0/36+1e-9 { // 6+ on 2d6, no DRM
		t.Fatalf("P(detected) without BOLD %v", p)
	}
}

// 9.6.8: the Alberich coating gives −1 to every detection roll.
func TestRule9_6_8_AlberichMinusOne(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1944, 7), 3, 3) // 6 −1 = 5 escape
	cbEscorted(tc)
	tc.S.Boat.Alberich = true
	var escaped bool
	tc.run(func() { escaped = tc.escortCycle(EntryC1) })
	if !escaped || !cbHasMod(tc.cbRoll("E2", 0), -1, "9.6.8") {
		t.Fatal("Alberich −1")
	}
}

// 9.6.9 / [D27]: a natural 2 always escapes, whatever the modifiers.
func TestRule9_6_9_Natural2Escapes(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 1, 1)
	e := cbEscorted(tc)
	e.Range = "close"
	e.Mode = "nsa"
	e.G7aByDay = true
	e.PreviouslyDetected = true
	var escaped bool
	tc.run(func() { escaped = tc.escortCycle(EntryC1) })
	if !escaped {
		t.Fatal("natural 2 escapes")
	}
	if r := tc.cbRoll("E2", 0); r.Total < 6 {
		t.Fatalf("the modified total should be above 5: %+v", r)
	}
}

// 9.6.9: a modified 12+ detects with +1 on the [E3] roll of that pass.
func TestRule9_6_9_Twelve_PlusOneOnE3(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		6, 6, // E2 12
		2,    // E3_special normal
		1, 1, // E3 2+1 = 3 ineffective
		1, 1) // escape
	cbEscorted(tc)
	tc.run(func() { tc.escortCycle(EntryC1) })
	if r := tc.cbRoll("E3", 0); !cbHasMod(r, 1, "9.6.9") || r.Result != "ineffective" {
		t.Fatalf("E3 %+v", r)
	}
	if tc.S.Engage.E2was12 {
		t.Fatal("E2was12 is reset at the end of the round")
	}
	tc.mustUseScript()
}

// 9.6.10: the [E3] escort column modifiers: fuel, hydrophones, batteries, each motor.
func TestRule9_6_10_E3EscortModifiers(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3, 3, 2, 3, 3)
	cbEscorted(tc)
	for _, k := range []string{"fuel_tanks", "hydrophones", "batteries", "electric_1", "electric_2"} {
		cbSetSys(tc, k, SysDamaged)
	}
	// E2 6 +1 fuel = 7 detected; E3 6+5 = 11 → 4 hits: script the E4 rolls
	tc.script(6, 1, 6, 1, 6, 1, 6, 1) // four hydrophones results (no effect: already damaged)
	tc.script(1, 1)                   // E2 escape
	tc.run(func() { tc.escortCycle(EntryC1) })
	if r := tc.cbRoll("E3", 0); cbModSum(r) != 5 || r.Result != "4" {
		t.Fatalf("E3 %+v", r)
	}
	if n := len(tc.rolls("E4")); n != 4 {
		t.Fatalf("E4 rolls %d", n)
	}
	tc.mustUseScript()
}

// 9.6.10: a special attack: [E3b] +1 in 1945 → Squid; 3–4 = 7 hits.
func TestRule9_6_10_SquidIn1945(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1945, 1), 3, 3, // E2 6 detected
		1, // E3_special special
		5, // E3b 5+1 = 6 squid
		3) // E3d 7 hits
	cbEscorted(tc)
	for i := 0; i < 7; i++ {
		tc.script(6, 1) // hydrophones, then no effect
	}
	tc.script(1, 1) // escape
	tc.run(func() { tc.escortCycle(EntryC1) })
	if r := tc.cbRoll("E3b", 0); r.Result != "squid" || !cbHasMod(r, 1, "9.6.10") {
		t.Fatalf("E3b %+v", r)
	}
	if len(tc.rolls("E4")) != 7 || tc.S.Boat.Sys("hydrophones").State != SysDamaged {
		t.Fatal("seven hits on [E4]")
	}
	tc.mustUseScript()
}

// 9.6.10: Hedgehog hit, then 3–6 sinks the boat.
func TestRule9_6_10_HedgehogSinks(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1944, 3), 3, 3, 1, 2, 1, 4)
	cbEscorted(tc)
	ended, _ := tc.run(func() { tc.escortCycle(EntryC1) })
	if !ended || tc.cbCareerEnd() != "boat_lost" || tc.cbLost() != LossHedgehog {
		t.Fatalf("hedgehog sinks: lost to %q", tc.cbLost())
	}
	tc.mustUseScript()
}

// 9.6.10: E3 13+ sinks the boat at once.
func TestRule9_6_10_ThirteenSinks(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 6, 6, 2, 6, 6)
	cbEscorted(tc)
	ended, _ := tc.run(func() { tc.escortCycle(EntryC1) })
	if !ended || tc.cbRoll("E3", 0).Result != "sunk" || tc.cbPatrolEnd() != "sunk" {
		t.Fatal("13+ sinks")
	}
}

// 9.6.11: each hit is rolled on [E4] and marked before the next; "x2" counts double.
func TestRule9_6_11_HitsOneByOne(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8))
	tc.script(6, 5, 1, 4) // hull_x2, periscope
	tc.run(func() { tc.resolveHits(2, SrcEscort, true) })
	if tc.S.Boat.Hull != 2 || tc.S.Boat.Sys("periscope").State != SysDamaged {
		t.Fatalf("hull %d", tc.S.Boat.Hull)
	}
	if got := tc.cbDamages(); len(got) != 2 || got[0] != "hull_x2:2" || got[1] != "periscope:damaged" {
		t.Fatalf("events %v", got)
	}
	tc.mustUseScript()
}

// 9.6.12: a crew hit on a member who is not aboard (the agent) has no effect: no
// severity roll.
func TestRule9_6_12_CrewHitOnAbsentAgent(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 6, 6) // E5a 12 agent
	tc.run(func() { tc.crewInjury(SrcAir, false) })
	if len(tc.rolls("E5a_severity")) != 0 || len(tc.eventsOf(TCrew)) != 0 {
		t.Fatal("no effect")
	}
	tc.mustUseScript()
}

// 9.6.13: the hull marker entering the SUNK box sinks the boat.
func TestRule9_6_13_HullTrackFullSinks(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3, 3) // E4 33 hull
	tc.S.Boat.Hull = 7
	ended, _ := tc.run(func() { tc.resolveHits(1, SrcEscort, true) })
	if !ended || tc.cbCareerEnd() != "boat_lost" || tc.cbLost() != LossHullCrushed {
		t.Fatalf("sunk: lost to %q", tc.cbLost())
	}
}

// 9.6.14: "previously detected" +1 from the second pass, not cumulative; G7a by day stays.
func TestRule9_6_14_PreviouslyDetectedNotCumulative(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		4, 4, 2, 1, 1, // E2 8+1 → detected; E3 ineffective
		4, 5, 2, 1, 1, // E2 9+2 → detected; ineffective
		5, 5, 2, 1, 1, // E2 10+2 → detected; ineffective
		1, 2) // E2 3+2 = 5 escape
	e := cbEscorted(tc)
	e.G7aByDay = true
	tc.run(func() { tc.escortCycle(EntryC1) })
	want := []int{1, 2, 2, 2}
	for i, w := range want {
		if got := cbModSum(tc.cbRoll("E2", i)); got != w {
			t.Fatalf("E2 %d: mods %d, want %d", i+1, got, w)
		}
	}
	tc.mustUseScript()
}

// 9.6.2 / 9.6.14: after a pre-fire detection at close range the cycle starts at C5, and
// every later detection roll has +1 close range (9.6.14 note).
func TestRule9_6_14_EntryC5CloseRangeStays(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		2,    // E3_special normal (the attack comes first: C5)
		1, 1, // E3 2 ineffective
		1, 2) // E2 3 +1 close +1 previously detected = 5 escape
	e := cbEscorted(tc)
	e.Range = "close"
	e.DetectedAtClose = true
	e.PreviouslyDetected = true
	var escaped bool
	tc.run(func() { escaped = tc.escortCycle(EntryC5) })
	r := tc.cbRoll("E2", 0)
	if !escaped || cbModSum(r) != 2 || !cbHasMod(r, 1, "9.6.3 close") || !cbHasMod(r, 1, "9.6.14") {
		t.Fatalf("E2 %+v", r)
	}
	if tc.dec.seen[0] != "test_depth" {
		t.Fatal("the attack precedes the first decisions")
	}
	tc.mustUseScript()
}

// [A36] escortOnly: no attack DRMs; "spotted" is the previously-detected +1; repairs
// follow.
func TestRule9_6_EscortOnlySpotted(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 2, 2) // 4+1 = 5 escape
	tc.run(func() { tc.escortOnly(true) })
	r := tc.cbRoll("E2", 0)
	if cbModSum(r) != 1 || !cbHasMod(r, 1, "9.6.14") || r.Result != "undetected" {
		t.Fatalf("E2 %+v", r)
	}
	if tc.S.Engage != nil {
		t.Fatal("engagement restored")
	}
	tc.mustUseScript()
}

// 9.4.6 / 9.8.8.5: an escort arriving at a holed boat forces a scuttle.
func TestRule9_6_EscortOnlyHoledHullScuttles(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3, 4) // SCUTTLE 7
	tc.S.Boat.HullHoled = true
	ended, _ := tc.run(func() { tc.escortOnly(false) })
	if !ended || tc.cbPatrolEnd() != "scuttled" || tc.cbCareerEnd() != "captured" || tc.S.BoatCaptured {
		t.Fatalf("ended=%v %q %q", ended, tc.cbPatrolEnd(), tc.cbCareerEnd())
	}
}
