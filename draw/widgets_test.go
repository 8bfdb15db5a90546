package draw

import (
	"strings"
	"testing"
)

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

// A button's texts stay inside it: the title's Continue summary ran past its edge.
func TestButtonTextsFitInside(t *testing.T) {
	for _, sub := range []string{"U-77 · Kptlt Test · Type VIIC · July 1943 · 3 patrols · 2 ships, 12,345 tons",
		"damaged (backup available) · U-1234 · Korvettenkapitän Friedrich von Musterhausen · Type IXD2 · April 1945 · 14 patrols · 31 ships, 187,654 tons", "Enter"} {
		b := Button{R: Rect{X: 80, Y: 300, W: 340, H: 52}, Label: "Continue career", Sub: sub, Shortcut: 2}
		f := b.fitted()
		x, room := b.textX()
		if x+room > b.R.X+b.R.W {
			t.Fatalf("text room %.0f..%.0f past the button %+v", x, x+room, b.R)
		}
		if TextWidth(b.Label, 0, f.labelSize) > room {
			t.Errorf("label %.0f px in %.0f", TextWidth(b.Label, 0, f.labelSize), room)
		}
		var words []string
		for _, l := range f.subLines {
			if w := TextWidth(l, 0, f.subSize); w > room {
				t.Errorf("%q: line %q %.0f px in %.0f", sub, l, w, room)
			}
			words = append(words, strings.Fields(l)...)
		}
		if strings.Join(words, " ") != sub {
			t.Errorf("%q shown as %q", sub, f.subLines)
		}
		// the lines stand between the label and the bottom edge
		top := b.R.Y + b.R.H - 6 - f.subSize - f.subSize*1.15*float64(len(f.subLines)-1)
		if top < b.R.Y+4+f.labelSize || len(f.subLines) > 2 {
			t.Errorf("%q: %d lines at %.1f start at %.0f, under the label at %.0f", sub, len(f.subLines), f.subSize, top, b.R.Y+4+f.labelSize)
		}
	}
}
