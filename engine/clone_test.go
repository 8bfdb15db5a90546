package engine

import (
	"reflect"
	"testing"
)

// TestCloneIsDeep: a snapshot does not change when the live state does, and equals it at
// the moment it was taken.
func TestCloneIsDeep(t *testing.T) {
	tc := newTestCareer(t, "VIIC", MonthOf(1943, 7))
	tc.S.Decorations = []string{"iron_cross_2"}
	tc.S.Log = []LogRow{{Kind: "patrol", Targets: []int{5000}, Sunk: []string{"Henzada"}}}
	tc.S.Patrol = &Patrol{Track: []Box{{Key: "transit"}}, Sunk: []string{"a"}}
	tc.S.Engage = &Engagement{Targets: []Target{{Name: "x", Tons: 4000}}}
	tc.S.Boat.BowTubes[0] = G7e
	tc.S.Options = Options{OptInitialLoad: true}
	snap := tc.Snapshot()
	if !reflect.DeepEqual(snap, &tc.S) {
		t.Fatal("snapshot differs from the state it copies")
	}
	tc.S.Decorations[0] = "changed"
	tc.S.Log[0].Targets[0] = 1
	tc.S.Patrol.Track[0].Key = "atlantic"
	tc.S.Engage.Targets[0].Damage = 3
	tc.S.Boat.BowTubes[0] = TorpNone
	tc.S.Boat.Systems[0].State = SysDamaged
	tc.S.Options["x"] = true
	if snap.Decorations[0] != "iron_cross_2" || snap.Log[0].Targets[0] != 5000 || snap.Patrol.Track[0].Key != "transit" ||
		snap.Engage.Targets[0].Damage != 0 || snap.Boat.BowTubes[0] != G7e || snap.Boat.Systems[0].State != SysOK || snap.Options["x"] {
		t.Fatal("snapshot shares memory with the live state")
	}
}
