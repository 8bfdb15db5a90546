package engine

import "testing"

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
