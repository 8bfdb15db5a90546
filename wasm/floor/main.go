//go:build js && wasm

// Command floor is the smallest Ebitengine program drawn the way the game draws its
// first frame: it fills the screen and draws one line of text with text/v2's GoXFace
// (the Go font through x/image/font/opentype). `make wasm-floor` builds it like the game
// (`go run ./wasm/build -pkg ./wasm/floor`) and measures its first frame with the same
// page and harness as `make wasm-measure`: the start-up time no Ebitengine game can go
// below on this machine.
package main

import (
	"image/color"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

type floor struct {
	face  text.Face
	drawn bool
}

func (f *floor) Update() error {
	mark("firstUpdateMs")
	return nil
}

func (f *floor) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x0a, 0x12, 0x18, 0xff})
	op := &text.DrawOptions{}
	op.GeoM.Translate(80, 120)
	text.Draw(screen, "THE HUNTED — the Ebitengine floor", f.face, op)
	if !f.drawn {
		f.drawn = true
		u := js.Global().Get("Object").New()
		u.Set("firstFrameMs", js.Global().Get("performance").Call("now"))
		js.Global().Set("uboat", u)
	}
}

func (f *floor) Layout(w, h int) (int, int) { return 1280, 720 }

// mark notes a start-up milestone in window.uboatLoad once (ms since navigation start).
func mark(name string) {
	t := js.Global().Get("uboatLoad")
	if t.Truthy() && !t.Get(name).Truthy() {
		t.Set(name, js.Global().Get("performance").Call("now"))
	}
}

func main() {
	mark("mainMs")
	tt, err := opentype.Parse(goregular.TTF)
	if err != nil {
		panic(err)
	}
	xf, err := opentype.NewFace(tt, &opentype.FaceOptions{Size: 32, DPI: 72})
	if err != nil {
		panic(err)
	}
	mark("newGameMs")
	f := &floor{face: text.NewGoXFace(xf)}
	mark("runGameMs")
	if err := ebiten.RunGame(f); err != nil {
		panic(err)
	}
}
