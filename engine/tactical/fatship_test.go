package tactical

import "testing"

// fatTable rolls every torpedo as a FaT miss that hit another ship (9.2.4).
type fatTable struct{}

func (fatTable) U1(*Stream, U1Request) (U1Outcome, []RollEvent) { return U1FaTHit, nil }
func (fatTable) E2Close(*Stream, int) (bool, RollEvent) {
	return false, RollEvent{Table: "E2_close", Result: "undetected"}
}

// TestFaTNewShip is design §2.7.3: a FaT miss against a convoy that hits on its 9.2.4
// roll spawns the ship it hits, where the torpedo's pattern run ends, and the torpedo's
// end (fat_hit) is shown there; the spawn draws nothing and is not one of the scene's
// ships, so the rest of the scene is the same as with every torpedo missing.
func TestFaTNewShip(t *testing.T) {
	d := MustData()
	spawned := 0
	for seed := uint64(1); seed <= 6; seed++ {
		su := convoySetup(seed)
		su.BowTubes = []Weapon{WeaponG7aFaT, WeaponG7aFaT, WeaponG7aFaT, WeaponG7aFaT}
		play := func(tab Table) *Scene {
			sc, err := NewAttack(d, su, tab)
			if err != nil {
				t.Fatal(err)
			}
			PlayAttack(sc, NewAI(Reference, AIPlan{Bracket: Medium, Torpedoes: 3}))
			return sc
		}
		sc, miss := play(fatTable{}), play(deferTable{})
		if len(sc.Running) != len(miss.Running) || sc.Tick != miss.Tick || len(sc.Ships) != len(miss.Ships) {
			t.Fatalf("seed %d: the spawn changed the scene (%d/%d torpedoes, tick %d/%d)", seed, len(sc.Running), len(miss.Running), sc.Tick, miss.Tick)
		}
		ends := eventsOf[TorpedoEndEvent](sc.Log)
		for i, r := range sc.Running {
			if r.Outcome != U1FaTHit || r.Fault {
				if r.FaTShip != nil {
					t.Fatalf("seed %d: a %v torpedo spawned a ship", seed, r.Outcome)
				}
				continue
			}
			f := r.FaTShip
			tg := sc.Ship(r.Target)
			if f == nil || f.ID != 0 || f.Target != 0 || f.Kind != tg.Kind || f.Class != tg.Class || f.Pos != r.EndPos || f.Course != tg.Course {
				t.Fatalf("seed %d: torpedo %d's new ship %+v (target %+v)", seed, i, f, tg)
			}
			if r.EndT != miss.Running[i].EndT || r.EndPos != miss.Running[i].EndPos {
				t.Fatalf("seed %d: the FaT hit's run differs from the miss's", seed)
			}
			for _, e := range ends {
				if e.Tube == r.Tube && (e.Outcome != "fat_hit" || e.X != r1(f.Pos.X) || e.Y != r1(f.Pos.Y)) {
					t.Fatalf("seed %d: end %+v, new ship at %v", seed, e, f.Pos)
				}
			}
			spawned++
		}
	}
	if spawned == 0 {
		t.Fatal("no FaT hit spawned a ship")
	}
}
