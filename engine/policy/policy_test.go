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

// TestTargetOf: targetOf reads the target index of any target_N key and nothing else.
func TestTargetOf(t *testing.T) {
	for key, want := range map[string]int{"target_1": 0, "target_8": 7, "target_9": 8, "target_16": 15,
		"target_0": -1, "target_": -1, "targetx1": -1, "target_1x": -1, "hold": -1, "": -1} {
		if got := targetOf(key); got != want {
			t.Errorf("targetOf(%q) = %d, want %d", key, got, want)
		}
	}
}

// TestOpt: opt finds the first option with the key, and agrees with Decision.Has.
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

// TestCommanderReadsEveryTargetKey: the engine offers up to target_16 (9.3.2: every ship
// still afloat and in sight); the Commander reads any target_N, so it fires at a damaged
// target_10, lays the deck gun on the biggest ship when that is target_12, and fires the
// second tube of the salvo at the next ship once the damaged one has its torpedo.
func TestCommanderReadsEveryTargetKey(t *testing.T) {
	s := &engine.State{Engage: &engine.Engagement{}}
	var opts []engine.Choice
	for i := 0; i < 12; i++ {
		s.Engage.Targets = append(s.Engage.Targets, engine.Target{Name: fmt.Sprint("ship ", i+1), Tons: 2000 + 100*i, Capacity: 2})
		opts = append(opts, engine.Choice{Key: fmt.Sprint("target_", i+1), Label: fmt.Sprint("ship ", i+1)})
	}
	opts = append(opts, engine.Choice{Key: "hold", Label: "Hold fire"})
	s.Engage.Targets[9].Damage = 1 // target_10: one hit from sinking
	cm := NewCommander()
	fire := func(seq int, ctx string) string {
		k, _ := cm.Decide(s, &engine.Decision{Seq: seq, ID: "fire", Kind: engine.KindFire, Context: ctx, Options: opts})
		return k
	}
	if k := fire(1, "bow_tube_1"); k != "target_10" {
		t.Errorf("first tube: %q, want the damaged target_10", k)
	}
	if k := fire(2, "bow_tube_2"); k != "target_10" {
		t.Errorf("second tube: %q, want target_10 again (one torpedo per damage point still needed, plus one)", k)
	}
	if k := fire(3, "bow_tube_3"); k != "target_12" {
		t.Errorf("third tube: %q, want the biggest ship, target_12", k)
	}
	gun, _ := cm.Decide(s, &engine.Decision{Seq: 4, ID: "gun", Kind: engine.KindGun, Options: opts})
	if gun != "target_12" {
		t.Errorf("gun: %q, want the biggest ship, target_12", gun)
	}
}
