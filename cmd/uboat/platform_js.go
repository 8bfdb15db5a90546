//go:build js && wasm

package main

import "syscall/js"

// platformArgs reads the flags of the browser build from the page's address.
func platformArgs() []string {
	return urlArgs(js.Global().Get("location").Get("search").String())
}
