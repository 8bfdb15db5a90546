package engine

import "testing"

// TestTargetOption reads back every target key the engine offers (9.2.1) and refuses the others.
func TestTargetOption(t *testing.T) {
	for i, k := range targetKeys {
		got, ok := TargetOption(k)
		if !ok || got != i {
			t.Errorf("TargetOption(%q) = %d, %v; want %d, true", k, got, ok, i)
		}
		if targetIndex(k) != got {
			t.Errorf("TargetOption(%q) = %d disagrees with targetIndex %d", k, got, targetIndex(k))
		}
	}
	for _, k := range []string{"hold", "target_", "target_x", "target_0", "bow", ""} {
		if _, ok := TargetOption(k); ok {
			t.Errorf("TargetOption(%q) reports a target", k)
		}
	}
}

// TestTubeContext reads back every tube context the engine gives its fire and reload
// decisions (9.2.1, 9.2.10).
func TestTubeContext(t *testing.T) {
	for i, ctx := range bowCtx {
		if bow, got, ok := TubeContext(ctx); !ok || !bow || got != i {
			t.Errorf("TubeContext(%q) = %v, %d, %v", ctx, bow, got, ok)
		}
	}
	for i, ctx := range sternCtx {
		if bow, got, ok := TubeContext(ctx); !ok || bow || got != i {
			t.Errorf("TubeContext(%q) = %v, %d, %v", ctx, bow, got, ok)
		}
	}
	for _, ctx := range []string{"", "gun_1", "bow_tube_", "bow_tube_x", "stern_tube_0", "target_1"} {
		if _, _, ok := TubeContext(ctx); ok {
			t.Errorf("TubeContext(%q) reports a tube", ctx)
		}
	}
}
