//go:build js

package scenes

func exportHint() string { return "a download; Import: upload a file" }
