//go:build !(js && wasm)

package main

// platformArgs: native builds take their flags from the command line only.
func platformArgs() []string { return nil }

// markLoad notes start-up milestones for the browser's measurement only.
func markLoad(string) {}
