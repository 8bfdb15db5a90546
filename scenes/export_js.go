//go:build js && wasm

package scenes

func exportHint() string { return "a download; Import: upload a file" }
