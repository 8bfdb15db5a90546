package tactical

import "testing"

// TestAISternPlan is §6.1 for a stern shot (the next torpedo group of an unescorted
// round is mostly the stern's, groups.go, 9.4.2): planned at Close against a ship that
// does not zigzag, the reference fires its stern tube at Close, surfaced and submerged
// in at least 80 % of the scenes (it stops on its heading and turns its stern to the
// track once slowed; turning at approach speed ran the boat away, and surfaced nearly
// every stern plan fired at Medium).
func TestAISternPlan(t *testing.T) {
	d := MustData()
	for i, mode := range []Mode{ModeSubmerged, ModeSurfaced, ModeSubmerged, ModeSurfaced} {
		class := "large_freighter"
		if i >= 2 {
			class = "small_freighter"
		}
		close, n := 0, 40
		for seed := uint64(1); seed <= uint64(n); seed++ {
			su := Setup{Seed: seed, Group: GroupShip, Year: 1942, BoatType: "VIIC", Periscope: true, Night: true, Mode: mode,
				Targets:  []TargetIn{{Name: "Empire Star", Tons: 7200, Class: class}},
				BowTubes: []Weapon{WeaponG7e, WeaponG7e, WeaponG7e, WeaponG7e}, SternTubes: []Weapon{WeaponG7e}}
			sc, err := NewAttack(d, su, deferTable{})
			if err != nil {
				t.Fatal(err)
			}
			PlayAttack(sc, NewAI(Reference, AIPlan{Bracket: Close, End: Stern, Torpedoes: 1}))
			r := sc.Result()
			for _, l := range r.Launches {
				if l.End != Stern {
					t.Fatalf("mode %v seed %d: a %v launch in a stern plan", mode, seed, l.End.Key())
				}
			}
			if len(r.Launches) > 0 && r.Bracket == Close {
				close++
			}
		}
		if close < n*8/10 {
			t.Errorf("%s, %s: %d of %d stern plans fired at Close", class, mode.Key(), close, n)
		}
	}
}
