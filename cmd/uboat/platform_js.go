//go:build js && wasm

package main

import (
	"errors"
	"io"
	"syscall/js"
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

// runFrameBench is native only (it runs under Xvfb; bench.go).
func runFrameBench(n int, seed uint64, profile string, steady, trace bool, shotDir string, out io.Writer) error {
	return errors.New("the frame benchmark runs natively only")
}
