package engine

import "testing"

// TestSysSlot: the perfect hash of sysSlot finds every system key and nothing else.
func TestSysSlot(t *testing.T) {
	for i, k := range sysKeys {
		if got := sysSlot(k); got != i {
			t.Errorf("sysSlot(%q) = %d, want %d", k, got, i)
		}
		if got := sysSlot(string(append([]byte(nil), k...))); got != i { // not the same pointer
			t.Errorf("sysSlot(copy of %q) = %d, want %d", k, got, i)
		}
	}
	for _, k := range []string{"", "x", "electric_3", "flak_4", "flooding", "hull", "crew_injury", "Radio", "battery"} {
		if got := sysSlot(k); got != -1 {
			t.Errorf("sysSlot(%q) = %d, want -1", k, got)
		}
	}
}
