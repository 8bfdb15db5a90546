package tactical

import (
	"strings"
	"testing"
)

// extremeScene is a convoy attack with G7a FaT and a plain G7a in the bow tubes, the boat
// stopped abeam of ship 1's track at about 5,800 m, the TDC dialled with the truth and
// the bow flooded; extreme is Setup.Extreme (opt 14.16 allowed by the engine).
func extremeScene(t *testing.T, extreme bool) *Scene {
	t.Helper()
	su := convoySetup(21)
	su.Extreme = extreme
	su.BowTubes = []Weapon{WeaponG7aFaT, WeaponG7a, WeaponG7aFaT, WeaponNone}
	sc, err := NewAttack(MustData(), su, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := sc.Ship(1)
	sc.Own.Pos = s.Pos.Add(Heading(s.Course).Scale(2500)).Add(Heading(s.Course + 90).Scale(5800))
	sc.Own.Course, sc.Own.OrderCourse = Wrap360(s.Course+180), Wrap360(s.Course+180)
	sc.Own.Speed, sc.Own.OrderSpeed = 0, 0
	for _, c := range []Command{{Kind: CmdPeriscope, Flag: true}, {Kind: CmdWeapon, Weapon: WeaponG7aFaT, Setting: 30, Value: 3}, {Kind: CmdFlood, End: Bow}} {
		if err := sc.Do(c); err != nil {
			t.Fatalf("%+v: %v", c, err)
		}
	}
	for i := 0; i < 61; i++ {
		sc.Step()
	}
	b := Bearing(sc.Own.Pos, s.Pos)
	if err := sc.Do(Command{Kind: CmdSetTDC, Target: 1, Range: s.Pos.Sub(sc.Own.Pos).Len(), AOB: AOB(b, s.Course), Speed: s.Speed}); err != nil {
		t.Fatal(err)
	}
	return sc
}

// TestExtremeBracket is design §2.7.1 / §2.6 with opt 14.16: Extreme is > 5,000 m, FaT
// only, convoy only, with no solution modifier. Allowed, a FaT's first launch beyond
// 5,000 m makes the round Extreme (drm 0 whatever the grade) and a plain G7a may not follow it;
// not allowed, the same launch is Long and graded.
func TestExtremeBracket(t *testing.T) {
	for _, allowed := range []bool{true, false} {
		sc := extremeScene(t, allowed)
		rng := sc.Ship(1).Pos.Sub(sc.Own.Pos).Len()
		if rng <= sc.D.Brackets.ExtremeMin {
			t.Fatalf("set-up range %.0f m, want beyond %v", rng, sc.D.Brackets.ExtremeMin)
		}
		if err := sc.Do(Command{Kind: CmdFire, Tube: 1}); err != nil {
			t.Fatalf("allowed %v: FaT launch: %v", allowed, err)
		}
		l := eventsOf[LaunchEvent](sc.Log)
		if len(l) != 1 {
			t.Fatalf("%d launches", len(l))
		}
		want := "long"
		if allowed {
			want = "extreme"
			if l[0].Drm != 0 {
				t.Fatalf("Extreme launch with solution modifier %d (14.16: none)", l[0].Drm)
			}
		}
		if l[0].Bracket != want || sc.RoundBracket.Key() != want {
			t.Fatalf("allowed %v: bracket %q / round %v, want %s", allowed, l[0].Bracket, sc.RoundBracket.Key(), want)
		}
		_ = sc.Do(Command{Kind: CmdWeapon, Weapon: WeaponG7a, Setting: 30, Value: 3}) // 12,000 m: it reaches
		err := sc.Do(Command{Kind: CmdFire, Tube: 2})
		if allowed && (err == nil || !strings.Contains(err.Error(), "14.16")) {
			t.Fatalf("a G7a after the Extreme FaT: %v, want the 14.16 refusal", err)
		}
		if !allowed && err != nil {
			t.Fatalf("a G7a after a Long FaT: %v", err)
		}
	}
}
