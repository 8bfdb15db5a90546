package engine_test

import (
	"bytes"
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

// TestEveryDecisionHasKind: every decision the engine asks carries the Kind of its id
// (kindChecker checks Decision.Kind), with the Commander and the random policy; the
// careers played through kindChecker are the careers played directly.
func TestEveryDecisionHasKind(t *testing.T) {
	seen := map[string]bool{}
	for _, typ := range []string{"VIIC", "IXC/40", "XXI"} {
		for seed := uint64(1); seed <= 15; seed++ {
			cfg := engine.Config{Seed: seed, Type: typ}
			_, a := runCareer(t, cfg, policy.NewCommander())
			_, b := runCareer(t, cfg, &kindChecker{t: t, d: policy.NewCommander(), seen: seen})
			if !bytes.Equal(a, b) {
				t.Fatalf("%s seed %d: the Commander plays differently behind kindChecker", typ, seed)
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
