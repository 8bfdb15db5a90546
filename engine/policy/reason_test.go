package policy

import (
	"strings"
	"testing"

	"uboat/engine"
)

// The Commander's reason is true to the state: it speaks of a Schnorchel only when the
// boat can use one (issue 12: "Surfaced — Why: Schnorchel through the transit lanes" on a
// VIIB in 9/43 without one), and of staying within test depth only while it is.
func TestCommanderReasonTrueToTheBoat(t *testing.T) {
	s := &engine.State{}
	s.Boat.Type = "VIIB"
	s.Patrol = &engine.Patrol{Track: []engine.Box{{Key: "transit", Transit: true}}}
	surfacedOnly := &engine.Decision{ID: "posture", Kind: engine.KindPosture, Options: []engine.Choice{{Key: engine.PostureSurfaced, Label: "Surfaced"}}}
	both := &engine.Decision{ID: "posture", Kind: engine.KindPosture, Options: []engine.Choice{{Key: engine.PostureSurfaced}, {Key: engine.PostureSchnorchel}}}
	cm := NewCommander()

	key, why := cm.Decide(s, surfacedOnly)
	if key != engine.PostureSurfaced || strings.Contains(why, "Schnorchel through") || !strings.Contains(why, "No Schnorchel") {
		t.Errorf("no Schnorchel fitted: %s — %q", key, why)
	}
	s.Boat.Schnorchel = true // fitted but not usable (damaged, hull holed, mission)
	if key, why := cm.Decide(s, surfacedOnly); key != engine.PostureSurfaced || strings.Contains(why, "Schnorchel through") {
		t.Errorf("Schnorchel not usable: %s — %q", key, why)
	}
	if key, why := cm.Decide(s, both); key != engine.PostureSchnorchel || !strings.Contains(why, "Schnorchel") {
		t.Errorf("Schnorchel usable: %s — %q", key, why)
	}

	td := &engine.Decision{ID: "test_depth", Kind: engine.KindTestDepth, Options: []engine.Choice{{Key: "yes"}, {Key: "no"}}}
	s.Boat.Hull = 3
	s.Engage = &engine.Engagement{}
	if key, why := cm.Decide(s, td); key != "no" || why != "Stay within test depth" {
		t.Errorf("within test depth: %s — %q", key, why)
	}
	s.Engage.BelowTestDepth = true
	if key, why := cm.Decide(s, td); key != "no" || strings.Contains(why, "Stay within") {
		t.Errorf("below test depth: %s — %q", key, why)
	}
}
