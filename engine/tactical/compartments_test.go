package tactical

import (
	"testing"

	"uboat/engine"
)

// §4.1: every [E4] result of the engine's table has a compartment; fixed ones land
// where the design says; "any" and two-section results roll DC_ROOM evenly.
func TestCompartments(t *testing.T) {
	d := MustData()
	ed := engine.MustData()
	e4 := ed.Tables["E4"]
	if e4 == nil {
		t.Fatal("engine has no E4 table")
	}
	r := NewStream(2, 2)
	keys := map[string]bool{}
	for _, col := range e4.Columns {
		for _, row := range col.Rows {
			if row == nil {
				continue
			}
			keys[row.Result] = true
		}
	}
	if len(keys) < 20 {
		t.Fatalf("only %d E4 keys read", len(keys))
	}
	for k := range keys {
		if _, err := d.Place(&r, k); err != nil {
			t.Error(err)
		}
	}
	for k, want := range map[string]int{"periscope": 3, "fwd_tube_odd": 1, "diesel_2": 5, "dive_planes": 6, "radio": 2, "deck_gun": 7, "flak_2cm": 8, "fuel_tanks": 4} {
		if p, _ := d.Place(&r, k); p.Section != want || p.Roll != nil {
			t.Errorf("%s in section %d (roll %v), want %d", k, p.Section, p.Roll, want)
		}
	}
	var any [9]int
	var batt [9]int
	for range 6000 {
		p, _ := d.Place(&r, "flooding_x2")
		if p.Count != 2 || p.Roll == nil || p.Roll.Table != "DC_ROOM" {
			t.Fatalf("%+v", p)
		}
		any[p.Section]++
		b, _ := d.Place(&r, "batteries")
		batt[b.Section]++
	}
	for s := 1; s <= 6; s++ {
		if any[s] < 850 || any[s] > 1150 {
			t.Errorf("flooding in section %d: %d of 6000", s, any[s])
		}
	}
	if batt[2] < 2800 || batt[2] > 3200 || batt[2]+batt[4] != 6000 {
		t.Errorf("batteries: %v", batt)
	}
	if _, err := d.Place(&r, "bogus"); err == nil {
		t.Error("unknown result placed")
	}
}
