package engine

import (
	"slices"
	"testing"
)

// seeded returns a seeded career (the default dice) of seed, no decider, no log.
func seeded(t *testing.T, seed uint64) *Career {
	t.Helper()
	c, err := NewCareer(Config{Seed: seed, Type: "VIIC"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// faces is the natural totals of n rolls on table code.
func faces(c *Career, code string, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = c.Roll(code, "", nil).Natural
	}
	return out
}

// TestSiteDiceCommon [designed, tactical-design §9.5.1 common dice]: two careers of one
// seed throw the same dice at a site whatever the other sites rolled, the same at a
// site's later rolls whatever dice its earlier rolls took, and the same from the next
// encounter on whatever either threw in the one before. Other seeds throw other dice,
// and Config.OneStream throws the old single stream (other dice than the sites').
func TestSiteDiceCommon(t *testing.T) {
	a, b := seeded(t, 42), seeded(t, 42)
	faces(a, "E4", 3) // only a rolls elsewhere first
	if fa, fb := faces(a, "A1", 8), faces(b, "A1", 8); !slices.Equal(fa, fb) {
		t.Fatalf("[A1] after 3 [E4] rolls %v, without %v", fa, fb)
	}
	// a roll's dice do not move the site's next roll: a 2d6 [E2], and the d1000 E2T that
	// replaces it in a played pass (three dice), are followed by the same second [E2]
	faces(a, "E2", 1)
	a.RollDice("E2T", "", "d1000", nil, func(int) string { return "undetected" })
	b.RollDice("E2T", "", "d1000", nil, func(int) string { return "undetected" })
	faces(b, "E2", 1)
	if fa, fb := faces(a, "E2", 5), faces(b, "E2", 5); !slices.Equal(fa, fb) {
		t.Fatalf("[E2] after E2T then [E2] %v, after [E2] then E2T %v", fa, fb)
	}
	faces(a, "E5a_who", 4) // a's encounter rolled more, then both begin the next encounter
	faces(b, "E5a_who", 1)
	a.beginEncounter("convoy")
	b.beginEncounter("convoy")
	if fa, fb := faces(a, "E5a_who", 6), faces(b, "E5a_who", 6); !slices.Equal(fa, fb) {
		t.Fatalf("[E5a] in the next encounter %v and %v", fa, fb)
	}
	other := faces(seeded(t, 43), "E5a_who", 12)
	if slices.Equal(faces(seeded(t, 42), "E5a_who", 12), other) {
		t.Fatal("seeds 42 and 43 throw the same [E5a] dice")
	}
	one, err := NewCareer(Config{Seed: 42, Type: "VIIC", OneStream: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if slices.Equal(faces(one, "E5a_who", 12), faces(seeded(t, 42), "E5a_who", 12)) {
		t.Fatal("Config.OneStream throws the sites' dice")
	}
	ref := NewPCGRoller(42) // the one stream is NewPCGRoller(seed)'s, as in format 1
	one.Reset(Config{Seed: 42, Type: "VIIC", OneStream: true}, nil)
	r := one.Roll("E5a_who", "", nil)
	if d1, d2 := ref.Die(6), ref.Die(6); r.Faces[0] != d1 || r.Faces[1] != d2 {
		t.Fatalf("one stream [E5a] %v, NewPCGRoller %d %d", r.Faces, d1, d2)
	}
}

// TestSiteDiceE2T: the E2T d1000 of a played pass throws from the stream of the [E2] it
// replaces (tactical-design §1.3, §3.3): its hundreds die and [E2]'s first die read the
// same random number, so a high [E2] first die (detection) comes with a high E2T
// (detection, θ = −ln u).
func TestSiteDiceE2T(t *testing.T) {
	for seed := uint64(1); seed <= 300; seed++ {
		e2 := seeded(t, seed).Roll("E2", "", nil)
		e2t := seeded(t, seed).RollDice("E2T", "", "d1000", nil, func(int) string { return "undetected" })
		// the same x in [0,1): d6 = ⌊6x⌋+1, d10 = ⌊10x⌋+1 (a 0 read as 10 is the units'
		// place only): the intervals [(d6−1)/6, d6/6) and [(d10−1)/10, d10/10) overlap
		d6, d10 := float64(e2.Faces[0]), float64(e2t.Faces[0])
		if (d6-1)/6 >= d10/10 || (d10-1)/10 >= d6/6 {
			t.Fatalf("seed %d: [E2] first die %v, E2T hundreds die %v: not one random number", seed, d6, d10)
		}
	}
}

// TestSiteDiceNoAllocation: once warm, a seeded career's rolls allocate nothing (the
// site counters are kept across Reset).
func TestSiteDiceNoAllocation(t *testing.T) {
	c := seeded(t, 9)
	faces(c, "E2", 1)
	faces(c, "E4", 1)
	allocs := testing.AllocsPerRun(200, func() {
		if err := c.Reset(Config{Seed: 9, Type: "VIIC"}, nil); err != nil {
			t.Fatal(err)
		}
		faces(c, "E2", 2)
		faces(c, "E4", 2)
		c.beginEncounter("convoy")
		faces(c, "E2", 2)
	})
	if allocs != 0 {
		t.Fatalf("%.1f allocations per career of rolls, want 0", allocs)
	}
}
