package engine

import (
	"slices"
	"testing"
)

// Rule tests for submarine encounters (9.9, 13(f)).

// 9.9.1 the rule's list on ordinary patrols, the Australian list on Australia patrols;
// 9.9.2 the enemy fires first on 1–5 at Medium: a non-dud hit sinks the U-boat.
func TestRule9_9_2_EnemyFirstSinksBoat(t *testing.T) {
	// T4 2 Cachalot; SUB_INIT 3 enemy; SUB_FIRE 1+2 = 3 ≤ 4 hit; DUD 4 ok.
	tc, _ := shipTC(t, "VIIC", 2, 3, 1, 2, 4)
	tc.S.Boat.BowTubes[0] = G7e
	ended, _ := tc.run(tc.submarine)
	tc.mustUseScript()
	if !ended || tc.S.EndReason != "boat_lost" || tc.cbLost() != LossSubmarine {
		t.Fatalf("ended %v reason %q, lost to %q", ended, tc.S.EndReason, tc.cbLost())
	}
	s := tc.shipEvs()[0]
	if s.Name != "HMS Cachalot" || s.Class != ClassSubmarine || s.DamageToSink != 1 {
		t.Errorf("ship %+v", s)
	}
	if r := tc.rolls("SUB_FIRE")[0]; r.Column != "medium" || r.Result != "hit" {
		t.Errorf("SUB_FIRE %+v", r)
	}
}

// 9.9.1 Australian list (1d6).
func TestRule9_9_1_AustralianList(t *testing.T) {
	tc, dec := shipTC(t, "IXC", 1, 7)
	tc.S.Patrol.Area = "australia"
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("sub_attack", "break_off")
	tc.submarine()
	tc.mustUseScript()
	if s := tc.shipEvs()[0]; s.Name != "USS Besugo" || s.Tons != 1600 || len(tc.rolls("T4A")) != 1 {
		t.Fatalf("ship %+v", s)
	}
	if tc.S.Engage != nil {
		t.Error("Engage not cleared")
	}
}

// 9.9.3–9.9.4 the player wins initiative (6–10), attacks at +1; any non-dud hit sinks the
// submarine (no [U3] roll) and its tonnage is credited.
func TestRule9_9_3_PlayerSinksSubmarine(t *testing.T) {
	// T4 4 Sickle 600 t; SUB_INIT 7; U1 3+3 +1 = 7 ≤ 7 hit; DUD 2.
	tc, dec := shipTC(t, "VIIC", 4, 7, 3, 3, 2)
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("sub_attack", "attack").on("range", "medium")
	tc.submarine()
	tc.mustUseScript()
	u := tc.rolls("U1")[0]
	if u.Total != 7 || u.Result != "hit" || !shHasMod(u, 1, "9.9.3 enemy submarine") || len(u.Mods) != 1 {
		t.Fatalf("U1 %+v", u)
	}
	if len(tc.rolls("U3")) != 0 || tc.S.CareerTons != 600 || tc.S.Patrol.Sunk[0] != "HMS Sickle" {
		t.Fatalf("tons %d sunk %v", tc.S.CareerTons, tc.S.Patrol.Sunk)
	}
	if slices.Contains(dec.ids(), "sub_continue") {
		t.Error("fight went on after the sinking")
	}
}

// 9.9.3 closing to Close range risks the 9.2.2 check: detected, the enemy fires first
// from Close (hits on 2–5); surviving, the player returns fire at Close with no new check.
func TestRule9_9_3_DetectedClosing(t *testing.T) {
	// T4 1; SUB_INIT 6; E2_close 4+4 detected; SUB_FIRE 3+3 miss, 2+3 hit, DUD 1 dud;
	// return fire U1 5+4 +1 = 10 miss; enemy again at Close: 6+6, 6+5 miss; break off.
	tc, dec := shipTC(t, "VIIC", 1, 6, 4, 4, 3, 3, 2, 3, 1, 5, 4, 6, 6, 6, 5)
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("sub_attack", "attack", "return_fire").on("range", "close")
	tc.submarine()
	tc.mustUseScript()
	f := tc.rolls("SUB_FIRE")
	if len(f) != 4 || f[0].Column != "close" || f[1].Result != "hit" || f[2].Column != "close" {
		t.Fatalf("SUB_FIRE %+v", f)
	}
	if len(tc.rolls("E2_close")) != 1 {
		t.Error("a second pre-fire check")
	}
	want := []string{"sub_attack", "range", "sub_attack", "end", "fire", "sub_continue"}
	if !slices.Equal(dec.ids(), want) {
		t.Errorf("decisions %v, want %v", dec.ids(), want)
	}
}

// 9.9.5 after a miss the enemy counterattacks at the player's range; surviving, the player
// may roll initiative again; [A66] an aborting boat never starts the fight.
func TestRule9_9_5_CounterattackAndAgain(t *testing.T) {
	// T4 1; SUB_INIT 9; U1 6+6 miss at Long; SUB_FIRE long 2+2 miss, 1+1 hit, DUD 1;
	// again: SUB_INIT 10; break off.
	tc, dec := shipTC(t, "VIIC", 1, 9, 6, 6, 2, 2, 1, 1, 1, 10)
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("sub_attack", "attack", "break_off").on("range", "long").on("sub_continue", "again")
	tc.submarine()
	tc.mustUseScript()
	f := tc.rolls("SUB_FIRE")
	if len(f) != 2 || f[0].Column != "long" || f[0].Result != "miss" || f[1].Result != "hit" {
		t.Fatalf("SUB_FIRE %+v", f)
	}
	if len(tc.rolls("SUB_INIT")) != 2 {
		t.Error("initiative not rolled again")
	}

	tc, dec = shipTC(t, "VIIC", 1, 8)
	tc.S.Patrol.Aborting = true
	tc.S.Boat.BowTubes[0] = G7e
	tc.submarine()
	tc.mustUseScript()
	if len(dec.seen) != 0 {
		t.Errorf("aborting boat asked %v", dec.ids())
	}
}
