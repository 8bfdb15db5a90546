package engine_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// TestKindOf: every Kind names its id and back; an id without a Kind is KindOther.
func TestKindOf(t *testing.T) {
	n := 0
	for k := engine.KindOther + 1; k.String() != ""; k++ {
		if got := engine.KindOf(k.String()); got != k {
			t.Errorf("KindOf(%q) = %d, want %d", k.String(), got, k)
		}
		// the same id built at run time (another string data pointer)
		if got := engine.KindOf(strings.Clone(k.String())); got != k {
			t.Errorf("KindOf(clone of %q) = %d, want %d", k.String(), got, k)
		}
		n++
	}
	if n < 30 {
		t.Fatalf("only %d kinds", n)
	}
	if engine.KindOf("no_such_decision") != engine.KindOther || engine.KindOf("") != engine.KindOther {
		t.Error("unknown id has a Kind")
	}
}

// kindChecker wraps a decider and checks the Kind the engine set on every decision.
type kindChecker struct {
	t    *testing.T
	d    engine.Decider
	seen map[string]bool
}

func (kc *kindChecker) Decide(s *engine.State, d *engine.Decision) (string, string) {
	if d.Kind != engine.KindOf(d.ID) {
		kc.t.Fatalf("decision %q: Kind %d, KindOf %d", d.ID, d.Kind, engine.KindOf(d.ID))
	}
	kc.seen[d.ID] = true
	return kc.d.Decide(s, d)
}

// TestDecideOptionSameAsDecide: a career answered through the Commander's DecideOption
// (the engine's index path) and one answered through its Decide only (kindChecker hides
// DecideOption and checks Decision.Kind) give byte-identical logs, with the random policy
// as well; and every decision id the careers asked has a Kind.
func TestDecideOptionSameAsDecide(t *testing.T) {
	seen := map[string]bool{}
	for _, typ := range []string{"VIIC", "IXC/40", "XXI"} {
		for seed := uint64(1); seed <= 15; seed++ {
			cfg := engine.Config{Seed: seed, Type: typ}
			var direct engine.Decider = policy.NewCommander()
			if _, ok := direct.(engine.OptionDecider); !ok {
				t.Fatal("the Commander has no DecideOption")
			}
			_, a := runCareer(t, cfg, direct)
			_, b := runCareer(t, cfg, &kindChecker{t: t, d: policy.NewCommander(), seen: seen})
			if !bytes.Equal(a, b) {
				t.Fatalf("%s seed %d: DecideOption and Decide give different careers", typ, seed)
			}
			_, r := runCareer(t, cfg, &kindChecker{t: t, d: policy.NewRandom(seed), seen: seen})
			_, r2 := runCareer(t, cfg, policy.NewRandom(seed))
			if !bytes.Equal(r, r2) {
				t.Fatalf("%s seed %d: random careers differ", typ, seed)
			}
		}
	}
	for id := range seen {
		if engine.KindOf(id) == engine.KindOther {
			t.Errorf("decision %q has no Kind", id)
		}
	}
	if len(seen) < 15 {
		t.Errorf("only %d decision ids seen", len(seen))
	}
}

// badIndex answers every decision with an index past the options.
type badIndex struct{}

func (badIndex) Decide(_ *engine.State, d *engine.Decision) (string, string) {
	return d.Options[0].Key, ""
}
func (badIndex) DecideOption(_ *engine.State, d *engine.Decision) (int, string) {
	return len(d.Options), ""
}

// TestDecideOptionOutOfRange: an index outside the options is an illegal answer.
func TestDecideOptionOutOfRange(t *testing.T) {
	c, err := engine.NewCareer(engine.Config{Seed: 1, Type: "VIIC"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Run(badIndex{}); !errors.Is(err, engine.ErrIllegalChoice) {
		t.Fatalf("Run: %v, want an illegal choice", err)
	}
}
