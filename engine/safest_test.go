package engine

import "testing"

// The safest option by the odds: the lowest chance of losing the boat or the
// Kommandant; ties and options without odds keep the engine's order.
func TestDecisionSafest(t *testing.T) {
	d := &Decision{Options: []Choice{
		{Key: "yes", Odds: []Odds{{Outcome: "detected", P: 0.2}, {Outcome: "sunk", P: 1}}},
		{Key: "no", Odds: []Odds{{Outcome: "detected", P: 0.9}}},
	}}
	if i := d.Safest(); i != 1 {
		t.Fatalf("safest %d, want 1 (no)", i)
	}
	if p := d.Options[0].LossP(); p != 1 {
		t.Fatalf("loss %v, want 1", p)
	}
	d.Options[1].Odds = []Odds{{Outcome: "collapse", P: 1}}
	if i := d.Safest(); i != 0 {
		t.Fatalf("tie: safest %d, want 0 (the engine's order)", i)
	}
	d = &Decision{Options: []Choice{{Key: "a"}, {Key: "b"}}}
	if i := d.Safest(); i != 0 {
		t.Fatalf("no odds: safest %d, want 0", i)
	}
}

// capture is a decider that keeps a copy of each decision and answers with its first
// option.
type capture struct{ seen []*Decision }

func (c *capture) Decide(_ *State, d *Decision) (string, string) {
	c.seen = append(c.seen, d.Clone())
	return d.Options[0].Key, ""
}

// A Hals und Beinbruch reroll offered on a roll that sinks the boat: keeping it is that
// loss for sure (its odds say so), so the reroll is the safest answer.
func TestRerollKeepOddsAreTheResult(t *testing.T) {
	tc := newTestCareer(t, "VIIC", MonthOf(1943, 8))
	tc.cfg.Odds = true
	cp := &capture{}
	tc.decider = cp
	tc.offerReroll("E3", OutcomeSunk, func() []Odds { return []Odds{{Outcome: OutcomeSunk, P: 1.0 / 6}, {Outcome: "ineffective", P: 5.0 / 6}} })
	if len(cp.seen) != 1 {
		t.Fatalf("%d decisions", len(cp.seen))
	}
	d := cp.seen[0]
	if d.Options[0].Key != "keep" || d.Options[0].LossP() != 1 || d.Options[d.Safest()].Key != "reroll" {
		t.Fatalf("keep %+v, safest %q", d.Options[0], d.Options[d.Safest()].Key)
	}
}
