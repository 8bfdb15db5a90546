package assets

import (
	"testing"

	"uboat/i18n"

	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/gosmallcaps"
	"golang.org/x/image/font/sfnt"
)

// TestFontsCoverLanguages: the game's fonts (regular and bold) have a glyph for every
// rune English, German, Italian and Spanish need (i18n.Alphabet) and for every rune of
// every catalogue message, so no text in any language draws a missing-glyph box.
func TestFontsCoverLanguages(t *testing.T) {
	fontOnce.Do(loadFonts)
	var buf sfnt.Buffer
	runes := i18n.Runes()
	if len(runes) < 60 {
		t.Fatalf("only %d runes to check", len(runes))
	}
	for fam, name := range map[int]string{Regular: "regular", Bold: "bold"} {
		f := sources[fam]
		for _, r := range runes {
			if r < ' ' {
				continue
			}
			g, err := f.GlyphIndex(&buf, r)
			if err != nil {
				t.Fatalf("%s: %q: %v", name, r, err)
			}
			if g == 0 {
				t.Errorf("%s font: no glyph for %q (U+%04X)", name, r, r)
			}
		}
	}
}

// TestLabelFontsCoverLanguages: the chart's label fonts (Go Italic, Go Small Caps,
// rendered at generate time into labelglyphs.bin) have every letter the four languages
// need too, so translated area and base names can be generated.
func TestLabelFontsCoverLanguages(t *testing.T) {
	var buf sfnt.Buffer
	for name, ttf := range map[string][]byte{"Go Italic": goitalic.TTF, "Go Small Caps": gosmallcaps.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range i18n.Runes() {
			if g, err := f.GlyphIndex(&buf, r); err != nil || g == 0 {
				t.Errorf("%s: no glyph for %q (U+%04X) %v", name, r, r, err)
			}
		}
	}
}

// TestFontCheckSeesMissingGlyphs: the check above can fail: a rune the Go fonts do not
// have (a CJK ideograph) has glyph index 0.
func TestFontCheckSeesMissingGlyphs(t *testing.T) {
	fontOnce.Do(loadFonts)
	var buf sfnt.Buffer
	if g, err := sources[Regular].GlyphIndex(&buf, '漢'); err != nil || g != 0 {
		t.Errorf("'漢': glyph %d, %v; want 0 (missing)", g, err)
	}
}
