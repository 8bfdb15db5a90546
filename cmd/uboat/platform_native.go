//go:build !js

package main

import "uboat/game"

// platformArgs: native builds take their flags from the command line only.
func platformArgs() []string { return nil }

// markLoad notes start-up milestones for the browser's measurement only.
func markLoad(string) {}

// platformWatch attaches the platform's observers: natively none.
func platformWatch(*game.Game) {}
