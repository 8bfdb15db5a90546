// Package labelfont gives the fonts the chart labels are rendered from at generate time
// (Go Italic for area names, Go Small Caps for base names, hinted fully at 72 dpi). Only
// the generator and the tests import it: the game draws the labels from the rendered
// glyphs (assets/labelglyphs.go) and links neither font.
package labelfont

import (
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/gosmallcaps"
	"golang.org/x/image/font/opentype"
)

// Face returns a new face of Go Small Caps (caps) or Go Italic at size pixels.
func Face(caps bool, size int) font.Face {
	ttf := goitalic.TTF
	if caps {
		ttf = gosmallcaps.TTF
	}
	f, err := opentype.Parse(ttf)
	if err != nil {
		panic("labelfont: " + err.Error()) // embedded data: cannot fail
	}
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: float64(size), DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic("labelfont: " + err.Error())
	}
	return fc
}
