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
