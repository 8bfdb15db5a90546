package assets

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
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
	faces    = map[faceKey]*text.GoXFace{}
)

type faceKey struct {
	family int
	size   float64
}

func loadFonts() {
	for i, ttf := range [numFamilies][]byte{goregular.TTF, gobold.TTF} {
		s, err := opentype.Parse(ttf)
		if err != nil {
			panic("assets: Go font: " + err.Error()) // embedded data: cannot fail
		}
		sources[i] = s
	}
}

// Face returns the (cached) face of a family at a pixel size. The faces are text/v2
// GoXFaces over golang.org/x/image/font/opentype (unhinted, like GoTextFace) rather than
// GoTextFaces: the game draws only Latin text, and without GoTextFace the linker leaves
// out go-text/typesetting (HarfBuzz shaping and its tables), 4.8 MB of the browser build.
// Glyphs are the same outlines rendered the same way (the smoke screenshots match). A
// GoXFace is not safe for concurrent use: text is measured and drawn on the game's
// goroutine only.
func Face(family int, size float64) text.Face {
	fontOnce.Do(loadFonts)
	faceMu.Lock()
	defer faceMu.Unlock()
	k := faceKey{family, size}
	if f := faces[k]; f != nil {
		return f
	}
	fc, err := opentype.NewFace(sources[family], &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("assets: Go font: " + err.Error())
	}
	f := text.NewGoXFace(fc)
	faces[k] = f
	return f
}
