//go:build !testhooks

package main

import (
	"flag"

	"uboat/game"
)

// testHooks is empty in the player's build: the test flags (-autoplay, -screenshot,
// -moments, -shots, -guide, -explain, -frames, -patrols, -heap-sample) exist only in the test build
// (go build -tags testhooks, testhooks_on.go).
type testHooks struct{}

func addTestFlags(*flag.FlagSet) *testHooks { return &testHooks{} }
func (*testHooks) options(*game.Options)    {}
func (*testHooks) attach(*game.Game)        {}

var testURLSwitches, testURLValues []string
