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

func TestFitSizeShrinksToFit(t *testing.T) {
	s := "Deck-gun removal — the deck gun is taken off [10.11.8]"
	sz := FitSize(s, 0, 15, 8, 300)
	if sz > 15 || sz < 8 || TextWidth(s, 0, sz) > 300 {
		t.Errorf("size %.1f: %.0f px in 300", sz, TextWidth(s, 0, sz))
	}
	if FitSize("Flak", 0, 15, 8, 300) != 15 {
		t.Error("a short text shrunk")
	}
}
