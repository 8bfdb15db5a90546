package assets

import (
	_ "embed"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
)

// The text fonts: Go Regular and Go Bold (golang.org/x/image/font/gofont, BSD licence,
// fonts/LICENSE) cut down to the characters of the game's four languages and its signs
// by scripts/subset-fonts.sh — a smaller browser download (docs/i18n.md).
var (
	//go:embed fonts/Go-Regular.subset.ttf
	regularTTF []byte
	//go:embed fonts/Go-Bold.subset.ttf
	boldTTF []byte
)

// Font families.
const (
	Regular = iota
	Bold
	numFamilies
)

var (
	fontOnce sync.Once
	sources  [numFamilies]*opentype.Font
	faceMu   sync.Mutex
	xfaces   = map[faceKey]font.Face{}
)

type faceKey struct {
	family int
	size   float64
}

func loadFonts() {
	for i, ttf := range [numFamilies][]byte{regularTTF, boldTTF} {
		s, err := opentype.Parse(ttf)
		if err != nil {
			panic("assets: Go font: " + err.Error()) // embedded data: cannot fail
		}
		sources[i] = s
	}
}

// XFace returns the (cached) golang.org/x/image face of a family at a pixel size, for
// the code that lays glyphs out itself (draw/textcache.go): Go Regular or Bold over
// golang.org/x/image/font/opentype, unhinted. The game draws no text through Ebitengine's
// text/v2 package: without it the linker leaves out go-text/typesetting (HarfBuzz
// shaping and its tables, 4.8 MB of the browser build) and the image decoders text/v2's
// imports register. Not safe for concurrent use: text is measured and drawn on the game's
// goroutine only.
func XFace(family int, size float64) font.Face {
	faceMu.Lock()
	defer faceMu.Unlock()
	return xface(faceKey{family, size})
}

func xface(k faceKey) font.Face {
	fontOnce.Do(loadFonts)
	if f := xfaces[k]; f != nil {
		return f
	}
	f, err := opentype.NewFace(sources[k.family], &opentype.FaceOptions{Size: k.size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("assets: Go font: " + err.Error())
	}
	sf := &symbolFace{Face: f, px: k.size} // ✓ and ★ drawn as shapes (symbols.go)
	xfaces[k] = sf
	return sf
}
