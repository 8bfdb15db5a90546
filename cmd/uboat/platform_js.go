//go:build js && wasm

package main

import (
	"errors"
	"io"
	"syscall/js"
)

// platformArgs reads the flags of the browser build from the page's address.
func platformArgs() []string {
	return urlArgs(js.Global().Get("location").Get("search").String())
}

// runFrameBench is native only (it runs under Xvfb; bench.go).
func runFrameBench(n int, seed uint64, profile string, out io.Writer) error {
	return errors.New("the frame benchmark runs natively only")
}
