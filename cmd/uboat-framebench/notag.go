//go:build !framebench || js

// Command uboat-framebench measures the game's busiest frame natively; it needs the
// framebench build tag (go build -tags framebench ./cmd/uboat-framebench, or make
// frame-bench). Built without it, it only says so.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "uboat-framebench: build with -tags framebench (natively): go build -tags framebench ./cmd/uboat-framebench")
	os.Exit(2)
}
