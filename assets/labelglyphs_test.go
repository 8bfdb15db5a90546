package assets

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"uboat/assets/internal/labelfont"
	"uboat/i18n"
)

// TestLabelGlyphsFresh: labelglyphs.bin is what `go generate ./assets` makes now.
func TestLabelGlyphsFresh(t *testing.T) {
	if !bytes.Equal(BuildLabelGlyphs(labelfont.Face), labelGlyphsBin) {
		t.Fatal("labelglyphs.bin is out of date with the labels or fonts: run go generate ./assets")
	}
}

// TestLabelGlyphs: every chart label at every size comes out of the rendered glyphs pixel
// for pixel as from the font itself, with the same width.
func TestLabelGlyphs(t *testing.T) {
	capsList, sizes := LabelFaces()
	for i, size := range sizes {
		caps := capsList[i]
		src, pre := labelfont.Face(caps, size), labelFace(caps, size)
		for _, s := range LabelStrings(caps) {
			a, wa := drawLabel(src, s)
			b, wb := drawLabel(pre, s)
			if wa != wb {
				t.Errorf("caps %v size %d %q: width %v, font %v", caps, size, s, wb, wa)
			}
			if !bytes.Equal(a.Pix, b.Pix) {
				t.Errorf("caps %v size %d %q: pixels differ from the font's", caps, size, s)
			}
		}
	}
}

func drawLabel(f font.Face, s string) (*image.RGBA, fixed.Int26_6) {
	img := image.NewRGBA(image.Rect(0, 0, 400, 40))
	draw.Draw(img, img.Rect, image.NewUniform(color.RGBA{0xbf, 0xcf, 0xcc, 0xff}), image.Point{}, draw.Src)
	d := font.Drawer{Dst: img, Face: f, Src: image.NewUniform(color.RGBA{0x2c, 0x4c, 0x6c, 0xff}), Dot: fixed.P(7, 27)}
	w := d.MeasureString(s)
	d.DrawString(s)
	return img, w
}

// TestChartLabelsInEveryLanguage: the chart labels each area and base in the language the
// screens speak (catalogue area.*, chart.base.*), and the pre-rendered faces hold a glyph
// for every letter of every language's labels (a letter without one would be left out).
func TestChartLabelsInEveryLanguage(t *testing.T) {
	en, _ := ChartLabels(i18n.En)
	for _, l := range i18n.Langs {
		areas, bases := ChartLabels(l)
		if len(areas) != len(en) || len(bases) != len(chartBases) {
			t.Fatalf("%s: %d areas, %d bases", l, len(areas), len(bases))
		}
		capsList, sizes := LabelFaces()
		for i, size := range sizes {
			f := labelFace(capsList[i], size).(*glyphFace)
			list := areas
			if capsList[i] {
				list = bases
			}
			for _, s := range list {
				for _, r := range s {
					if _, ok := f.glyphs[r]; !ok {
						t.Errorf("%s: %q at size %d: no glyph for %q", l, s, size, r)
					}
				}
			}
		}
	}
	_, de := ChartLabels(i18n.De)
	if de[0] != "Frankreich" || chartAreaLabel(i18n.De, "atlantic") != "Nordatlantik" {
		t.Errorf("German chart labels: %v, %q", de, chartAreaLabel(i18n.De, "atlantic"))
	}
	if chartAreaLabel(i18n.En, "atlantic") != AreaNames["atlantic"] || chartBaseLabel(i18n.En, "mediterranean") != BaseNames["mediterranean"] {
		t.Errorf("English chart labels differ from the names of the areas and bases")
	}
}
