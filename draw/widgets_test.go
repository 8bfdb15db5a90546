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

// Fit wraps a long text where its box has room for more lines, shrinks it where it has
// not, and ends it with "…" only when even the smallest size on every line the box
// holds is too little; whatever it returns stands inside the box.
func TestFitWrapsShrinksThenEllipsis(t *testing.T) {
	long := "Commander: Attack the convoy at night on the surface — the escorts are few and the moon is down, the risk is worth the tonnage"
	one := LineHeight(0, 17) + 2
	cases := []struct {
		name        string
		w, h        float64
		lines       int // want more than one line (2), exactly one (1)
		shrunk, cut bool
	}{
		{"tall box: wrapped at full size", 300, 200, 2, false, false},
		{"one line high: shrunk", 900, one, 1, true, false},
		{"too small for anything: cut", 120, one, 1, true, true},
	}
	for _, c := range cases {
		f := Fit(long, 0, 17, 11, c.w, c.h)
		if f.Width() > c.w || f.Height() > c.h {
			t.Errorf("%s: %.0f×%.0f px in a %.0f×%.0f box: %q", c.name, f.Width(), f.Height(), c.w, c.h, f.Lines)
		}
		if c.lines == 1 && len(f.Lines) != 1 || c.lines == 2 && len(f.Lines) < 2 {
			t.Errorf("%s: %d lines %q", c.name, len(f.Lines), f.Lines)
		}
		if (f.Size < 17) != c.shrunk {
			t.Errorf("%s: size %.1f", c.name, f.Size)
		}
		last := f.Lines[len(f.Lines)-1]
		if strings.HasSuffix(last, "…") != c.cut {
			t.Errorf("%s: last line %q", c.name, last)
		}
		if !c.cut && strings.Join(f.Lines, " ") != long {
			t.Errorf("%s: shown as %q", c.name, f.Lines)
		}
	}
	if Sized(13, 1.15) != 15 || Sized(15, 1.3) != 19.5 || Sized(15, 0) != 15 {
		t.Errorf("Sized: %v %v %v", Sized(13, 1.15), Sized(15, 1.3), Sized(15, 0))
	}
}
