package tactical

import (
	"math"
	"testing"

	"uboat/engine"
)

// §2.1: a set-up read from an engine state (read-only) and the scene built from it.
func TestSetupFromEngine(t *testing.T) {
	st := &engine.State{Date: engine.MonthOf(1942, 5)}
	st.Boat.Type = "VIIC"
	st.Boat.BowTubes = []engine.Torp{engine.G7e, engine.G7a, engine.TorpNone, engine.G7e}
	st.Boat.SternTubes = []engine.Torp{engine.G7e}
	st.Boat.Systems = []engine.System{{Key: "periscope", State: engine.SysOK}}
	st.Patrol = &engine.Patrol{Area: engine.AreaAtlantic}
	st.Engage = &engine.Engagement{Kind: "convoy", Escorted: true, Targets: []engine.Target{
		{Name: "Empire Star", Tons: 7200, Class: "large_freighter"},
		{Name: "Athelqueen", Tons: 8800, Class: "tanker"},
		{Name: "Gone Ship", Tons: 3000, Class: "small_freighter", Gone: true},
	}}
	before := *st.Engage
	su, err := SetupFrom(st, ModeSubmerged, 77)
	if err != nil {
		t.Fatal(err)
	}
	if su.Group != GroupConvoy || !su.Atlantic || su.Year != 1942 || len(su.Targets) != 2 || !su.Periscope {
		t.Fatalf("setup %+v", su)
	}
	if su.BowTubes[1] != WeaponG7a || su.BowTubes[2] != WeaponNone || su.SternTubes[0] != WeaponG7e {
		t.Errorf("tubes %v %v", su.BowTubes, su.SternTubes)
	}
	if st.Engage.Kind != before.Kind || len(st.Engage.Targets) != len(before.Targets) {
		t.Error("the engine state was changed")
	}
	// §2.1 modes: by day with escorts only submerged.
	if _, err := SetupFrom(st, ModeNSA, 1); err == nil {
		t.Error("NSA by day accepted")
	}
	st.Boat.Systems[0].State = engine.SysDamaged
	if _, err := SetupFrom(st, ModeSubmerged, 1); err == nil {
		t.Error("submerged attack with a damaged periscope accepted")
	}
	st.Engage.Kind = "aircraft"
	if _, err := SetupFrom(st, ModeSubmerged, 1); err == nil {
		t.Error("an aircraft engagement made an attack scene")
	}

	sc, err := NewAttack(MustData(), su, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := sc.D
	// 2 targets + 2 escorts in the window; own boat 6–8 km from the nearest target,
	// 20–50° off its bow; convoy speed SC or HX; escorts 1.5–2.5 km ahead / on the bows.
	if len(sc.Ships) != 4 || sc.Ships[2].Role != RoleEscort || sc.Ships[3].Role != RoleEscort {
		t.Fatalf("ships %d", len(sc.Ships))
	}
	nearest := math.Inf(1)
	var near *Ship
	for i := range sc.Ships[:2] {
		if r := sc.Ships[i].Pos.Sub(sc.Own.Pos).Len(); r < nearest {
			nearest, near = r, &sc.Ships[i]
		}
	}
	if nearest < 5000 || nearest > 8500 {
		t.Errorf("own boat %v m from the nearest target", nearest)
	}
	if off := math.Abs(AOB(Bearing(near.Pos, sc.Own.Pos)+180, near.Course)); off > 60 {
		t.Errorf("own boat %v° off the bow", off)
	}
	if v := sc.Ships[0].Speed; v != d.Merchants.ConvoySpeedSC && v != d.Merchants.ConvoySpeedHX {
		t.Errorf("convoy speed %v", v)
	}
	if g := sc.Ships[1].Pos.Sub(sc.Ships[0].Pos).Len(); math.Abs(g-900) > 1 {
		t.Errorf("column gap %v", g)
	}
	mid := sc.Ships[0].Pos.Add(sc.Ships[1].Pos).Scale(0.5)
	for _, e := range sc.Ships[2:] {
		r := e.Pos.Sub(mid).Len()
		ahead := e.Pos.Sub(mid).Dot(Heading(sc.Ships[0].Course))
		if r < 1400 || r > 2600 || ahead <= 0 {
			t.Errorf("escort station %v m, ahead %v", r, ahead)
		}
	}
	if sc.Own.Surfaced || sc.Own.Speed != 3 {
		t.Error("day: submerged at 3 kn")
	}
	if len(sc.Tubes) != 5 || sc.Tubes[2].Weapon != WeaponNone {
		t.Error("tubes")
	}
}

// §2.1 group sizes: escorts per kind and capital ships from [T5].
func TestSetupGroups(t *testing.T) {
	d := MustData()
	su := Setup{Seed: 1, Group: GroupCapital, Year: 1943, BoatType: "IXC", Periscope: true,
		Targets:  []TargetIn{{Name: "HMS Duke of York", Tons: 35000, Class: "capital_ship", Capital: true, Fast: true}},
		BowTubes: []Weapon{WeaponG7e}}
	sc, err := NewAttack(d, su, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(sc.Ships) != 4 || sc.Ships[0].Kind != CapitalFast || sc.Ships[0].Speed != 22 || sc.Ships[1].Class != "destroyer" {
		t.Errorf("capital group: %d ships, kind %d, speed %v, screen %s", len(sc.Ships), sc.Ships[0].Kind, sc.Ships[0].Speed, sc.Ships[1].Class)
	}
	su = singleSetup(1, false)
	sc, _ = NewAttack(d, su, nil)
	if len(sc.Ships) != 1 || sc.zigzag || sc.Ships[0].Speed != 11 {
		t.Errorf("unescorted large freighter: %d ships, zigzag %v, speed %v", len(sc.Ships), sc.zigzag, sc.Ships[0].Speed)
	}
}

// §2.1, §2.7.2 B20–B24: an unescorted scene (no zigzag) is graded against its own
// condition (CalCond: unescorted, by day or night, surfaced or submerged), never the
// escorted one's cells, and a kind it has no cells for takes the escorted condition's.
func TestUnescortedCondition(t *testing.T) {
	d := MustData()
	for _, c := range []struct {
		night bool
		mode  Mode
		want  CalCond
	}{{false, ModeSubmerged, CondUnescortedDaySubmerged}, {false, ModeSurfaced, CondUnescortedDaySurface},
		{true, ModeSubmerged, CondUnescortedNightSubmerged}, {true, ModeSurfaced, CondUnescortedNightSurface}} {
		launches := 0
		for seed := uint64(1); seed <= 10; seed++ {
			su := singleSetup(seed, false)
			su.Night, su.Mode = c.night, c.mode
			if got := CondOfSetup(&su); got != c.want {
				t.Fatalf("night %v %s: condition %s, want %s", c.night, c.mode.Key(), got.Key(), c.want.Key())
			}
			sc, err := NewAttack(d, su, nil)
			if err != nil {
				t.Fatal(err)
			}
			if sc.zigzag {
				t.Fatal("an unescorted group zigzags")
			}
			PlayAttack(sc, NewAI(Reference, AIPlan{Bracket: Medium, Torpedoes: 2}))
			for _, l := range eventsOf[LaunchEvent](sc.Log) {
				want := d.Calib.Cuts(c.want, Bracket(lookupBracket(l.Bracket)), sc.Ships[l.Target-1].Kind, CalSettingFor(sc.Weapon.Weapon, sc.Weapon.Setting)).QRef()
				if l.QRef != want {
					t.Errorf("night %v %s seed %d: q_ref %v, want the %s cell's %v", c.night, c.mode.Key(), seed, l.QRef, c.want.Key(), want)
				}
				launches++
			}
		}
		if launches == 0 {
			t.Errorf("night %v %s: no launch", c.night, c.mode.Key())
		}
	}
	for _, cd := range []CalCond{CondUnescortedDaySurface, CondUnescortedNightSubmerged} {
		if cd.HasKind(Escort) || !cd.HasKind(Tanker) {
			t.Errorf("%s: HasKind", cd.Key())
		}
	}
	if d.Calib.Cuts(CondUnescortedNightSurface, Long, Capital, G7e30) != d.Calib.Cuts(CondNightSurface, Long, Capital, G7e30) ||
		d.Calib.Cuts(CondUnescortedDaySurface, Medium, Escort, G7a30) != d.Calib.Cuts(CondDay, Medium, Escort, G7a30) {
		t.Error("a kind without unescorted cells does not take the escorted condition's")
	}
}
