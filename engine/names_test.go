package engine

import (
	"strings"
	"testing"
)

// Every base has its name in words (4.7), and every [E4] result a spare part can fix on a
// resupplied boat (11.4.10.3) is named as the boards print it: one name on every board
// that has the system, no key.
func TestBaseAndDamageNames(t *testing.T) {
	for _, b := range kBases {
		if n := BaseName(b); n == b || n == "" || n[0] < 'A' || n[0] > 'Z' {
			t.Errorf("base %q named %q", b, n)
		}
	}
	d := MustData()
	for _, row := range d.Tables["E4"].Columns[""].Rows {
		if row == nil { // a d66 total no two dice show
			continue
		}
		key := row.Result
		if !clientFixable(key) {
			continue
		}
		n := d.damageName(key)
		if strings.Contains(n, "_") || n == key {
			t.Errorf("[E4] %q named %q", key, n)
		}
		for typ, b := range d.Boards {
			for _, s := range b.Systems {
				if s.Key == key && s.Name != n {
					t.Errorf("%s prints %q as %q, not %q", typ, key, s.Name, n)
				}
			}
		}
	}
	if got := d.damageName("electric_1"); got != "Electric 1" {
		t.Errorf("electric_1 named %q", got)
	}
}

// The follow choice counts the ships it follows (9.7.4, 9.7.7): no "ship(s)".
func TestFollowLabelsCount(t *testing.T) {
	for i, want := range []string{"Follow the damaged ship", "Follow the 2 damaged ships", "Follow the undamaged ship", "Follow the 3 undamaged ships"} {
		got := [...]string{followLabels[0][1], followLabels[0][2], followLabels[1][1], followLabels[1][3]}[i]
		if got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
}
