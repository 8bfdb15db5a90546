//go:build !js

package rules

import (
	"embed"
	"fmt"
	"io/fs"
	"path"

	"uboat/i18n"
)

// The native builds embed the book of every language; the browser build fetches the
// player's (text_js.go).
//
//go:embed text
var textFS embed.FS

// Text returns language l's whole book (Concat of rules/text/<lang>/*.md), or an error
// when the language has none.
func Text(l i18n.Lang) (string, error) {
	dir := path.Join("text", l.String())
	entries, err := fs.ReadDir(textFS, dir)
	if err != nil || len(entries) == 0 {
		return "", fmt.Errorf("rules: no rules text in %s", l.Name())
	}
	files := map[string]string{}
	for _, e := range entries {
		b, err := textFS.ReadFile(path.Join(dir, e.Name()))
		if err != nil {
			return "", err
		}
		files[e.Name()] = string(b)
	}
	return Concat(files), nil
}
