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

// TestSlotTab: slotTab()[k] is sysAt(k) and the door pair of doorsWork is doorWorks, on
// the boat's own slots and on Systems replaced by hand (the slow path), with systems
// Damaged and Inoperative.
func TestSlotTab(t *testing.T) {
	for _, typ := range []string{"VIIC", "IXC/40", "XXI", "XIV"} {
		tc := newTestCareer(t, typ, MonthOf(1945, 4))
		b := &tc.S.Boat
		check := func(how string) {
			t.Helper()
			tab := b.slotTab()
			for k := range sysKeys {
				if tab[k] != b.sysAt(k) {
					t.Errorf("%s %s: slotTab()[%s] = %p, sysAt = %p", typ, how, sysKeys[k], tab[k], b.sysAt(k))
				}
			}
			for _, bow := range []bool{true, false} {
				d := tc.doorsWork(bow)
				for i := 0; i < 2; i++ {
					if d[i&1] != tc.doorWorks(bow, i) {
						t.Errorf("%s %s: doorsWork(%v)[%d] = %v, doorWorks = %v", typ, how, bow, i, d[i&1], !d[i&1])
					}
				}
			}
		}
		check("fitted")
		if s := b.sysAt(sysFwdTubeOdd); s != nil {
			s.State = SysDamaged
		}
		if s := b.sysAt(sysAftTube); s != nil {
			s.State = SysInoperative
		}
		check("doors out")
		b.Systems = append([]System(nil), b.Systems...) // a copy: the slots no longer match
		if b.slotsOK() {
			t.Fatalf("%s: slots still match a copied Systems", typ)
		}
		if tab := b.slotTab(); tab == &b.slotSys {
			t.Errorf("%s: slotTab returned the stale slot table", typ)
		}
		check("copied")
		b.Systems[0].State = SysInoperative
		check("copied, first system out")
	}
}
