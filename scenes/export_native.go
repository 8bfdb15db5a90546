//go:build !js

package scenes

import "uboat/game"

// exportHint says where an export goes: the whole folder, wrapped or shrunk into its
// box on the careers screen (not cut at 34 letters).
func exportHint() string { return "a file in " + game.ExportDir() }
