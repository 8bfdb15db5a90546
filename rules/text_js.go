//go:build js

package rules

import (
	"fmt"

	"uboat/i18n"
)

// Text is the native builds' (text_embed.go): the browser build embeds no book, and
// Load returns the one Provide was given.
func Text(l i18n.Lang) (string, error) {
	return "", fmt.Errorf("rules: the %s rules are not loaded yet", l.Name())
}
