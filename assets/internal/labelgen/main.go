// Command labelgen renders the chart labels' glyphs into assets/labelglyphs.bin
// (`go generate ./assets`; see assets.BuildLabelGlyphs).
package main

import (
	"flag"
	"fmt"
	"os"

	"uboat/assets"
	"uboat/assets/internal/labelfont"
)

func main() {
	out := flag.String("out", "labelglyphs.bin", "output `file`")
	flag.Parse()
	b := assets.BuildLabelGlyphs(labelfont.Face)
	if err := os.WriteFile(*out+".tmp", b, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "labelgen:", err)
		os.Exit(1)
	}
	if err := os.Rename(*out+".tmp", *out); err != nil {
		fmt.Fprintln(os.Stderr, "labelgen:", err)
		os.Exit(1)
	}
	fmt.Printf("labelgen: %s, %d bytes\n", *out, len(b))
}
