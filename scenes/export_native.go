//go:build !js

package scenes

import (
	"uboat/game"
	"uboat/i18n"
)

// exportHint says where an export goes: the whole folder, wrapped or shrunk into its
// box on the careers screen (not cut at 34 letters).
func exportHint() string { return i18n.T("careers.export_where_file", "dir", game.ExportDir()) }
