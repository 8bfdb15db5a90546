//go:build !js

package scenes

import "uboat/game"

func exportHint() string { return "a file in " + clip(game.ExportDir(), 34) }
