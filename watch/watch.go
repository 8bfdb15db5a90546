// Package watch holds the observers that tests and tools attach to a game
// (game.Game.Watch): screenshots of each scene and of named moments (Shots, the smoke
// tests' -screenshot and -moments), the record of autosaves (Saves, scene tests) and,
// in the browser, window.uboat for the page and its test (Web). The player's game runs
// without them.
package watch

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/game"
)

// Saves records the autosaves of the career in play: the latest and how many.
type Saves struct {
	game.NopObserver
	Last game.SavedInfo
	N    int // autosaves so far (a career continued counts as one)
}

// Saved implements game.Observer.
func (s *Saves) Saved(_ *game.Game, si game.SavedInfo) {
	s.Last = si
	s.N++
}

// SavePNG writes img (the game's opaque canvas, read during Draw) to a PNG file at
// path, creating its directory.
func SavePNG(img *ebiten.Image, path string) error {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	pix := make([]byte, 4*w*h)
	img.ReadPixels(pix)
	nrgba := &image.NRGBA{Pix: pix, Stride: 4 * w, Rect: image.Rect(0, 0, w, h)}
	for i := 0; i < len(pix); i += 4 { // ReadPixels gives premultiplied alpha; the canvas is opaque
		pix[i+3] = 0xff
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, nrgba); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}
