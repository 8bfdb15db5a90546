package tactical

import (
	"testing"
)

func convoySetup(seed uint64) Setup {
	return Setup{Seed: seed, Group: GroupConvoy, Year: 1942, Atlantic: true, BoatType: "VIIC", Periscope: true,
		Targets: []TargetIn{
			{Name: "Empire Star", Tons: 7200, Class: "large_freighter"},
			{Name: "Athelqueen", Tons: 8800, Class: "tanker"},
			{Name: "Baron Kelvin", Tons: 3100, Class: "small_freighter"},
		},
		BowTubes:   []Weapon{WeaponG7e, WeaponG7e, WeaponG7a, WeaponG7e},
		SternTubes: []Weapon{WeaponG7e},
	}
}

func TestAttackSmoke(t *testing.T) {
	sc, err := NewAttack(MustData(), convoySetup(7), nil)
	if err != nil {
		t.Fatal(err)
	}
	ai := NewAI(Reference, AIPlan{Bracket: Medium, Torpedoes: 2})
	n := PlayAttack(sc, ai)
	t.Logf("ticks %d reason %s exposure %.0f", n, sc.Reason.Key(), sc.Exposure)
	t.Logf("%s", JSONLines(sc.Log))
}
