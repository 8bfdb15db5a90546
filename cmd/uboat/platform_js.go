//go:build js

package main

import (
	"syscall/js"

	"uboat/game"
	"uboat/watch"
)

// platformArgs reads the flags of the browser build from the page's address. It is the
// first thing main does, so it also notes when the Go program started
// (window.uboatLoad.mainMs, for make wasm-measure).
func platformArgs() []string {
	if t := js.Global().Get("uboatLoad"); t.Truthy() {
		t.Set("mainMs", js.Global().Get("performance").Call("now"))
	}
	return urlArgs(js.Global().Get("location").Get("search").String())
}

// markLoad notes a start-up milestone in window.uboatLoad (ms since navigation start).
func markLoad(name string) {
	if t := js.Global().Get("uboatLoad"); t.Truthy() {
		t.Set(name, js.Global().Get("performance").Call("now"))
	}
}

// platformWatch attaches window.uboat (watch.Web): the page hides its loading note at
// the first frame, and the browser test follows the game through it.
func platformWatch(g *game.Game) { g.Watch(&watch.Web{}) }
