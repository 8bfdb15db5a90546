package draw

import "testing"

// A damage gauge: at a career's start every box is empty (the plain colour); a hit box is
// never green, the colour the status board gives a working system.
func TestGaugeBoxColours(t *testing.T) {
	for total := 1; total <= 10; total++ {
		for i := 0; i < total; i++ {
			if c := GaugeBox(i, 0, total); c != ColButton {
				t.Errorf("no damage, box %d/%d: %v", i, total, c)
			}
		}
		for filled := 1; filled <= total; filled++ {
			for i := 0; i < total; i++ {
				c := GaugeBox(i, filled, total)
				switch {
				case i >= filled && c != ColButton:
					t.Errorf("%d/%d hit, empty box %d: %v", filled, total, i, c)
				case i < filled && c != ColWarn && c != ColBad:
					t.Errorf("%d/%d hit, box %d: %v, want amber or red", filled, total, i, c)
				}
			}
		}
	}
	if GaugeBox(0, 1, 6) != ColWarn || GaugeBox(0, 5, 6) != ColBad {
		t.Error("one hit of six should be amber, five red")
	}
}
