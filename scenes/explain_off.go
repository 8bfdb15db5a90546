//go:build !testhooks

package scenes

import "uboat/game"

// explainer is the test build's -explain (explain.go); the player's build has none.
type explainer struct{}

const explainFrames = 0

func (*explainer) explain(*game.Game, *Campaign) bool { return false }
