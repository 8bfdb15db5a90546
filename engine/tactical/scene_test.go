package tactical

import (
	"bytes"
	"encoding/json"
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

// §8.1 the log: one JSON object per line, `t` first with a known key, ticks never
// decreasing, tac_start first and tac_end last; the AI's launch targets the tanker
// (§6.1.1 largest GRT).
func TestAttackLogShape(t *testing.T) {
	fired := 0
	for seed := uint64(1); seed <= 8; seed++ {
		sc, err := NewAttack(MustData(), convoySetup(seed), nil)
		if err != nil {
			t.Fatal(err)
		}
		PlayAttack(sc, NewAI(Reference, AIPlan{Bracket: Medium, Torpedoes: 2}))
		checkLogShape(t, sc)
		launches := eventsOf[LaunchEvent](sc.Log)
		if sc.Reason == EndFired {
			fired++
			if len(launches) != 2 {
				t.Errorf("seed %d: %d launches, want 2", seed, len(launches))
			}
		}
		for _, l := range launches {
			if sc.Ship(l.Target).Name != "Athelqueen" {
				t.Errorf("seed %d: AI aimed at %s, not the largest ship", seed, sc.Ship(l.Target).Name)
			}
		}
	}
	if fired == 0 {
		t.Error("the AI fired in none of 8 scenes")
	}
}

func checkLogShape(t *testing.T, sc *Scene) {
	t.Helper()
	lines := bytes.Split(bytes.TrimSpace(JSONLines(sc.Log)), []byte("\n"))
	known := map[string]bool{}
	for k := EventKind(0); k < numEventKind; k++ {
		known[k.Key()] = true
	}
	last := int64(-1)
	for i, l := range lines {
		var m map[string]any
		if err := json.Unmarshal(l, &m); err != nil {
			t.Fatalf("line %d: %v: %s", i, err, l)
		}
		if !bytes.HasPrefix(l, []byte(`{"t":"`)) || !known[m["t"].(string)] {
			t.Fatalf("line %d: %s", i, l)
		}
		if tick := int64(m["tick"].(float64)); tick < last {
			t.Fatalf("line %d: tick %d after %d", i, tick, last)
		} else {
			last = tick
		}
	}
	if !bytes.Contains(lines[0], []byte(`"tac_start"`)) || !bytes.Contains(lines[len(lines)-1], []byte(`"tac_end"`)) {
		t.Error("tac_start first, tac_end last")
	}
}
