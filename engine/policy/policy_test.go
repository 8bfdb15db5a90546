package policy

import (
	"fmt"
	"strings"
	"testing"

	"uboat/engine"
)

// checked wraps a decider and fails on an illegal answer or a missing reason.
type checked struct {
	t      *testing.T
	d      engine.Decider
	asked  int
	reason bool // require a reason
	ids    map[string]bool
}

func (c *checked) Decide(s *engine.State, d *engine.Decision) (string, string) {
	k, why := c.d.Decide(s, d)
	c.asked++
	if c.ids != nil {
		c.ids[d.ID] = true
	}
	if !d.Has(k) {
		c.t.Fatalf("decision %s: answer %q is not an option %v", d.ID, k, d.Keys())
	}
	if c.reason && why == "" {
		c.t.Fatalf("decision %s: the commander gave no reason", d.ID)
	}
	return k, why
}

// TestCommanderPlaysWell: over the same 400 seeds the commander sinks far more tonnage
// than random choices, answers every decision legally and always says why.
func TestCommanderPlaysWell(t *testing.T) {
	var cmTons, rndTons int
	ids := map[string]bool{}
	for seed := uint64(1); seed <= 400; seed++ {
		typ := []string{"VIIC", "IXC/40", "VIIC/41", "XXI"}[seed%4]
		c, err := engine.NewCareer(engine.Config{Seed: seed, Type: typ}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Run(&checked{t: t, d: NewCommander(), reason: true, ids: ids}); err != nil {
			t.Fatal(err)
		}
		cmTons += c.State().CareerTons
		c, _ = engine.NewCareer(engine.Config{Seed: seed, Type: typ}, nil)
		if err := c.Run(&checked{t: t, d: NewRandom(seed)}); err != nil {
			t.Fatal(err)
		}
		rndTons += c.State().CareerTons
	}
	if cmTons < 3*rndTons {
		t.Fatalf("commander %d t, random %d t over 400 careers: the commander should sink at least three times more", cmTons, rndTons)
	}
	for _, id := range []string{"posture", "attack", "range", "fire", "abort", "load_mix"} {
		if !ids[id] {
			t.Errorf("the commander never met decision %q in 400 careers", id)
		}
	}
}

// TestCommanderReasonsAreShort: the attract mode shows the reason on one line.
func TestCommanderReasonsAreShort(t *testing.T) {
	long := 0
	for seed := uint64(1); seed <= 50; seed++ {
		c, _ := engine.NewCareer(engine.Config{Seed: seed, Type: "VIIC"}, nil)
		cm := NewCommander()
		c.Run(deciderFunc(func(s *engine.State, d *engine.Decision) (string, string) {
			k, why := cm.Decide(s, d)
			if len(why) > 60 {
				long++
				t.Errorf("reason too long for one line: %q", why)
			}
			return k, why
		}))
	}
	if long > 0 {
		t.Fatalf("%d long reasons", long)
	}
}

type deciderFunc func(*engine.State, *engine.Decision) (string, string)

func (f deciderFunc) Decide(s *engine.State, d *engine.Decision) (string, string) { return f(s, d) }

// TestRandomIsDeterministic: the same seed gives the same answers.
func TestRandomIsDeterministic(t *testing.T) {
	d := &engine.Decision{Options: []engine.Choice{{Key: "a"}, {Key: "b"}, {Key: "c"}}}
	a, b := NewRandom(9), NewRandom(9)
	seen := map[string]bool{}
	for i := 0; i < 100; i++ {
		x, _ := a.Decide(nil, d)
		y, _ := b.Decide(nil, d)
		if x != y {
			t.Fatal("same seed, different answers")
		}
		seen[x] = true
	}
	if len(seen) != 3 {
		t.Fatalf("random chose only %v of 3 options in 100 tries", seen)
	}
}

// TestTargetsOffered: the offered-target mask agrees with Decision.Has for every target,
// and its index is that of the target's first option.
func TestTargetsOffered(t *testing.T) {
	d := &engine.Decision{Options: []engine.Choice{{Key: "target_2"}, {Key: "target_8"}, {Key: "target_9"}, {Key: "targetx1"}, {Key: "hold"}, {Key: "target_8"}}}
	var at [8]int8
	m := targetsOffered(d, &at)
	for i := range 8 {
		key := fmt.Sprintf("target_%d", i+1)
		if got, want := m&(1<<i) != 0, d.Has(key); got != want {
			t.Errorf("target %d: offered %v, Has %v", i, got, want)
		}
		if m&(1<<i) != 0 {
			if got := d.Options[at[i]].Key; got != key || opt(d, key) != int(at[i]) {
				t.Errorf("target %d: index %d (%s), want %d", i, at[i], got, opt(d, key))
			}
		}
	}
}

// TestOpt: opt finds the first option with the key, by pointer or by content, and
// agrees with Decision.Has.
func TestOpt(t *testing.T) {
	d := &engine.Decision{Options: []engine.Choice{{Key: "g7a"}, {Key: "g7e"}, {Key: "g7e"}, {Key: ""}}}
	built := string([]byte{'g', '7', 'e'})
	for _, c := range []struct {
		key  string
		want int
	}{{"g7a", 0}, {"g7e", 1}, {built, 1}, {"", 3}, {"g7x", -1}, {"zaunkoenig", -1}} {
		if got := opt(d, c.key); got != c.want {
			t.Errorf("opt(%q) = %d, want %d", c.key, got, c.want)
		}
		if (opt(d, c.key) >= 0) != d.Has(c.key) {
			t.Errorf("opt(%q) and Has disagree", c.key)
		}
	}
}

// TestReloadRank: firstRanked with reloadRank picks what first picks over the same keys in
// their order of preference, for every subset of the torpedo keys (in both option orders)
// and with keys it does not take.
func TestReloadRank(t *testing.T) {
	keys := []string{"zaunkoenig_2", "zaunkoenig", "falke", "g7e_fat", "g7e", "g7a_fat", "g7a"}
	all := append([]string{"mine", "hold"}, keys...)
	for set := 0; set < 1<<len(all); set++ {
		var fwd, rev []engine.Choice
		for i, k := range all {
			if set&(1<<i) != 0 {
				fwd = append(fwd, engine.Choice{Key: k})
				rev = append([]engine.Choice{{Key: strings.Clone(k)}}, rev...)
			}
		}
		for _, o := range [][]engine.Choice{fwd, rev} {
			d := &engine.Decision{Options: o}
			if got, want := firstRanked(d, reloadRank), first(d, keys...); got != want {
				t.Fatalf("options %v: firstRanked %d, first %d", o, got, want)
			}
		}
	}
}
