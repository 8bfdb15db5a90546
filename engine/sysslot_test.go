package engine

import "testing"

// TestSysSlot: sysSlot finds every system key and nothing else.
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

// TestSysAt: the slot constants name the sysKeys entries, and sysAt finds what Sys finds.
func TestSysAt(t *testing.T) {
	want := map[int]string{sysElectric1: "electric_1", sysDiesel1: "diesel_1", sysDiesel2: "diesel_2",
		sysFwdTubeOdd: "fwd_tube_odd", sysFwdTubeEven: "fwd_tube_even", sysAftTube: "aft_tube", sysBakery: "bakery"}
	for k, key := range want {
		if sysKeys[k] != key {
			t.Errorf("slot %d is %q, want %q", k, sysKeys[k], key)
		}
	}
	for _, typ := range []string{"VIIC", "IXC/40", "XXI", "XIV"} {
		tc := newTestCareer(t, typ, MonthOf(1945, 4))
		b := &tc.S.Boat
		for k := range sysKeys {
			if got, w := b.sysAt(k), b.Sys(sysKeys[k]); got != w {
				t.Errorf("%s: sysAt(%s) = %p, Sys = %p", typ, sysKeys[k], got, w)
			}
		}
		for i := 0; i < 6; i++ {
			for _, bow := range []bool{true, false} {
				s := b.Sys(DoorKey(bow, i))
				if got, w := tc.doorWorks(bow, i), s == nil || s.State == SysOK; got != w {
					t.Errorf("%s: doorWorks(%v, %d) = %v, want %v", typ, bow, i, got, w)
				}
			}
		}
	}
}
