//go:build !js

package game

import (
	"fmt"

	"uboat/i18n"
)

// fetchCatalogue is the browser build's (lang_js.go): natively every catalogue is
// embedded, so it is never needed; it reports the language that has none.
func fetchCatalogue(l i18n.Lang) error {
	return fmt.Errorf("no catalogue for %s", l.Name())
}

// FetchesFiles reports whether this build fetches files from beside the page (the
// browser build) — natively everything is embedded.
const FetchesFiles = false

// FetchFile is the browser build's (lang_js.go); natively nothing is fetched.
func FetchFile(name string) (string, error) {
	return "", fmt.Errorf("%s: nothing is fetched natively", name)
}
