//go:build js

package i18n

import (
	"fmt"
	"os"
	"testing"
)

// TestMain gives the browser build's tests (run under Node.js, docs/i18n.md) the
// catalogues it does not embed, from the files as the page would fetch them.
func TestMain(m *testing.M) {
	for _, l := range Langs {
		if Has(l) {
			continue
		}
		b, err := os.ReadFile(CatalogueFile(l))
		if err == nil {
			err = Provide(l, string(b))
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	os.Exit(m.Run())
}

// Provide installs a catalogue the build does not embed, and rejects a broken one.
func TestProvide(t *testing.T) {
	if err := Provide(De, "x: 1\n"); err == nil {
		t.Error("a broken catalogue: no error")
	}
	if !Has(De) || De.T("term.test_depth") == En.T("term.test_depth") {
		t.Error("German lost after a broken catalogue was refused")
	}
}
