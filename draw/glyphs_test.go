package draw

import (
	"go/scanner"
	"go/token"
	"image"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"uboat/assets"
)

// uiRunes returns every non-ASCII rune in the string and rune literals of the source
// (tests and generators left out), with a file that uses it.
func uiRunes(t *testing.T) map[rune]string {
	t.Helper()
	out := map[rune]string{}
	for _, dir := range []string{"../draw", "../present", "../scenes", "../game", "../engine", "../cmd/uboat"} {
		err := filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
			if err != nil {
				return err
			}
			if info.IsDir() && (info.Name() == "internal" || strings.HasPrefix(info.Name(), ".")) {
				return filepath.SkipDir
			}
			if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return nil
			}
			src, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			var s scanner.Scanner
			s.Init(token.NewFileSet().AddFile(p, -1, len(src)), src, nil, 0)
			for {
				_, tok, lit := s.Scan()
				if tok == token.EOF {
					break
				}
				if tok != token.STRING && tok != token.CHAR {
					continue
				}
				v, err := strconv.Unquote(lit)
				if err != nil {
					continue
				}
				for _, r := range v {
					if r > 0x7f && r != 0xfffd {
						out[r] = p
					}
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// Every symbol the UI's strings use draws in both text families — no empty box: the
// log sheet's ✓ (7.5.2), the Experte ★ (11.1), ·, —, –, …, arrows, ×, ° and the rest.
func TestUIRunesHaveGlyphs(t *testing.T) {
	rs := uiRunes(t)
	for _, r := range []rune{'✓', '★', '·', '—', '–', '…', '→', '↑', '↓', '×'} {
		if _, ok := rs[r]; !ok && r != '✓' && r != '★' {
			continue // not used any more: nothing to check
		}
		rs[r] = "(listed)"
	}
	for r, file := range rs {
		for fam, name := range []string{"regular", "bold"} {
			if !assets.HasGlyph(fam, r) {
				t.Errorf("%q (U+%04X, %s) has no glyph in the %s face", r, r, file, name)
				continue
			}
			// and it draws ink, at the size of the log sheet's text
			f := assets.XFace(fam, 14)
			dr, mask, mp, adv, ok := f.Glyph(fixed.P(20, 30), r)
			if !ok || adv <= 0 {
				t.Errorf("%q %s: no glyph (ok %v, advance %v)", r, name, ok, adv)
				continue
			}
			if !inked(mask, image.Rect(mp.X, mp.Y, mp.X+dr.Dx(), mp.Y+dr.Dy())) {
				t.Errorf("%q %s: the glyph draws nothing", r, name)
			}
		}
	}
}

// inked reports whether the mask has a visible pixel in r.
func inked(m image.Image, r image.Rectangle) bool {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if _, _, _, a := m.At(x, y).RGBA(); a > 0x4000 {
				return true
			}
		}
	}
	return false
}

// The symbols sit on the text's line like a capital letter: above the baseline, no
// taller than the face's ascent.
func TestSymbolsOnTheLine(t *testing.T) {
	f := assets.XFace(0, 20)
	asc := f.Metrics().Ascent
	for _, r := range []rune{'✓', '★'} {
		b, adv, ok := f.GlyphBounds(r)
		if !ok || b.Max.Y > fixed.I(1) || -b.Min.Y > asc || adv < fixed.I(10) {
			t.Errorf("%q: bounds %v advance %v (ascent %v)", r, b, adv, asc)
		}
	}
	var _ font.Face = f
}
