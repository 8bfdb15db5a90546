package assets

import (
	"bytes"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Font families.
const (
	Regular = iota
	Bold
	numFamilies
)

var (
	fontOnce sync.Once
	sources  [numFamilies]*text.GoTextFaceSource
	faceMu   sync.Mutex
	faces    = map[faceKey]*text.GoTextFace{}
)

type faceKey struct {
	family int
	size   float64
}

func loadFonts() {
	for i, ttf := range [numFamilies][]byte{goregular.TTF, gobold.TTF} {
		s, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
		if err != nil {
			panic("assets: Go font: " + err.Error()) // embedded data: cannot fail
		}
		sources[i] = s
	}
}

// Face returns the (cached) face of a family at a pixel size.
func Face(family int, size float64) *text.GoTextFace {
	fontOnce.Do(loadFonts)
	faceMu.Lock()
	defer faceMu.Unlock()
	k := faceKey{family, size}
	if f := faces[k]; f != nil {
		return f
	}
	f := &text.GoTextFace{Source: sources[family], Size: size}
	faces[k] = f
	return f
}
