package engine

import (
	"errors"
	"testing"
)

// options.go: every key the engine accepts acts; a reserved key of a rule not built yet is
// refused as such, an unknown key as unknown, and a career cannot start with either.
func TestOptions_OnlyImplementedRulesAreAccepted(t *testing.T) {
	for _, k := range KnownOptions {
		if _, err := ParseOptions([]string{k}); err != nil {
			t.Errorf("%s: %v", k, err)
		}
	}
	for _, k := range PlannedOptions {
		_, err := ParseOptions([]string{k})
		if !errors.Is(err, ErrOptionNotImplemented) {
			t.Errorf("%s: want ErrOptionNotImplemented, got %v", k, err)
		}
		if _, err := NewCareer(Config{Seed: 1, Type: "VIIC", Options: Options{k: true}}, nil); err == nil {
			t.Errorf("%s: a career started with a rule that does nothing", k)
		}
	}
	if _, err := ParseOptions([]string{"14.99_nothing"}); err == nil || errors.Is(err, ErrOptionNotImplemented) {
		t.Errorf("unknown key: %v", err)
	}
}

// 14.6.3 / 14.7.3: Green one hit fewer ("sunk" → 5 hits), Veteran and Elite one more
// (5 hits → "sunk"); Trained and an unrolled quality change nothing; "ineffective" stays
// ineffective ([designed], quality.go).
func TestRule14_6_3_QualityAdjustsE3(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8))
	cases := []struct {
		q         int
		key, want string
	}{
		{Green, "sunk", "5"}, {Green, "1", "ineffective"}, {Green, "3", "2"}, {Green, "ineffective", "ineffective"},
		{Trained, "3", "3"}, {Trained, "sunk", "sunk"},
		{Veteran, "5", "sunk"}, {Veteran, "2", "3"}, {Veteran, "ineffective", "ineffective"},
		{Elite, "4", "5"}, {Elite, "5", "sunk"},
		{QualityNone, "5", "5"}, {QualityNone, "1", "1"},
	}
	for _, c := range cases {
		if got := tc.qualityHits(c.key, c.q, "14.6.3"); got != c.want {
			t.Errorf("quality %d, %s: got %s, want %s", c.q, c.key, got, c.want)
		}
	}
}

// 14.6.1 / 14.6.3: with the option the escorts' quality is rolled once, before the first
// [E2] roll; Elite escorts get +1 on every [E2] roll of the encounter.
//
// 14.6.2: the quality goes on the combat mat — the note escort_quality the screen shows.
func TestRule14_6_1_EscortQualityRolledOnceEliteDetects(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		6,    // QUALITY elite
		3, 3, // E2 6 +1 = 7 detected
		2,    // E3_special normal
		1, 2, // E3 3 ineffective (stays ineffective)
		1, 1) // E2 natural 2: escape
	tc.S.Options = Options{OptEscortQuality: true}
	e := cbEscorted(tc)
	tc.run(func() { tc.escortCycle(EntryC1) })
	tc.mustUseScript()
	if q := tc.rolls("QUALITY"); len(q) != 1 || q[0].Result != "elite" || e.EscortQuality != Elite {
		t.Fatalf("quality rolls %v, engagement %d", q, e.EscortQuality)
	}
	for i := 0; i < 2; i++ {
		if r := tc.cbRoll("E2", i); !cbHasMod(r, 1, "14.6 elite") || cbModSum(r) != 1+i { // +1 previously detected
			t.Errorf("E2 %d: %+v", i, r)
		}
	}
	if !tc.cbHasNote("escort_quality") || tc.cbHasNote("quality_hits") {
		t.Errorf("notes %v", tc.cbNotes())
	}
}

// 14.6 off: no quality roll, no elite modifier (the same dice as above, less the quality
// die).
func TestRule14_6_OffRollsNoQuality(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3, 3, 2, 1, 2, 1, 1)
	e := cbEscorted(tc)
	tc.run(func() { tc.escortCycle(EntryC1) })
	tc.mustUseScript()
	if len(tc.rolls("QUALITY")) != 0 || e.EscortQuality != QualityNone {
		t.Fatal("quality rolled with the option off")
	}
	if r := tc.cbRoll("E2", 0); cbModSum(r) != 0 || r.Result != "detected" {
		t.Fatalf("E2 %+v", r)
	}
}

// 14.6.3: Veteran escorts turn "5 hits" on [E3] into "U-boat sunk".
func TestRule14_6_3_VeteranFiveHitsSink(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		5,    // QUALITY veteran
		4, 4, // E2 8 detected
		2,    // E3_special normal
		6, 6) // E3 12 → 5 hits → sunk
	tc.S.Options = Options{OptEscortQuality: true}
	cbEscorted(tc)
	ended, _ := tc.run(func() { tc.escortCycle(EntryC1) })
	tc.mustUseScript()
	if !ended || tc.cbCareerEnd() != "boat_lost" || !tc.cbHasNote("quality_hits") || tc.cbLost() != LossDepthCharges {
		t.Fatalf("ended %v, end %q, notes %v, lost to %q", ended, tc.cbCareerEnd(), tc.cbNotes(), tc.cbLost())
	}
	if r := tc.cbRoll("E3", 0); r.Result != "5" {
		t.Fatalf("the roll logs the table's result: %+v", r)
	}
}

// 9.6.7 with 14.6: the BOLD decision comes before the quality roll, and the decoy does not
// work against Veteran escorts (used up, no −1).
func TestRule14_6_BoldFailsAgainstVeteran(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		5,    // QUALITY veteran
		1, 1) // E2 natural 2: escape
	tc.S.Options = Options{OptEscortQuality: true}
	cbEscorted(tc)
	tc.S.Boat.Bold = 2
	tc.dec.answer("bold", "yes")
	tc.run(func() { tc.escortCycle(EntryC1) })
	tc.mustUseScript()
	if tc.S.Boat.Bold != 1 {
		t.Fatalf("decoy not used: %d left", tc.S.Boat.Bold)
	}
	if r := tc.cbRoll("E2", 0); cbHasMod(r, -1, "9.6.7") {
		t.Fatalf("BOLD worked against veterans: %+v", r)
	}
}

// 14.7.1 / 14.7.3: an aircraft that is not dived away from rolls its quality before
// [E3]; a Green aircraft's single hit becomes none. 14.7.2: the quality goes on the
// combat mat — the note aircraft_quality the screen shows.
func TestRule14_7_1_GreenAircraftOneHitFewer(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		3, 4, // A1 7 one attack
		1,    // QUALITY green
		3,    // E3_special normal
		1, 2, // E3 3+2 = 5 → 1 hit → none
		4, 4, 4, // crew_1 SW (the automatic injury)
		1, 1) // A2 shot down
	tc.S.Options = Options{OptAircraftQuality: true}
	tc.run(func() { tc.aircraft(AirNormal) })
	tc.mustUseScript()
	if q := tc.rolls("QUALITY_AIR"); len(q) != 1 || q[0].Result != "green" {
		t.Fatalf("quality rolls %v", q)
	}
	if len(tc.rolls("E4")) != 0 || !tc.cbHasNote("quality_hits") || !tc.cbHasNote("aircraft_quality") {
		t.Fatalf("E4 %d, notes %v", len(tc.rolls("E4")), tc.cbNotes())
	}
}

// 14.7.3: Elite aircraft cause one hit more and two automatic crew injuries.
func TestRule14_7_3_EliteAircraftTwoInjuries(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8),
		3, 4, // A1 7 one attack
		6,    // QUALITY elite
		3,    // E3_special normal
		1, 2, // E3 3+2 = 5 → 1 hit → 2
		1, 4, // E4 periscope
		1, 4, // E4 periscope again
		4, 4, 1, // injury: crew, LW
		3, 3, 1, // injury: crew, LW
		1, 1, // A2 shot down
		1) // E5 periscope
	tc.S.Options = Options{OptAircraftQuality: true}
	tc.run(func() { tc.aircraft(AirNormal) })
	if n := len(tc.rolls("E4")); n != 2 {
		t.Fatalf("E4 rolls %d, want 2", n)
	}
	if n := len(tc.rolls("E5a_who")); n != 2 {
		t.Fatalf("injuries %d, want 2", n)
	}
	tc.mustUseScript()
}
