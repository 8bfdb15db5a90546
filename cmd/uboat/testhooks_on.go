//go:build testhooks

package main

import (
	"flag"
	"strings"
	"time"

	"uboat/engine"
	"uboat/game"
	"uboat/watch"
)

// testHooks are the flags of the test build (go build -tags testhooks): the smoke, soak
// and browser tests drive the game with them; the player's binary has none of them.
type testHooks struct {
	shots, moments  *string
	perScene        *int
	autoplay, guide *bool
	explain         *bool
	frames, patrols *int
	heapEvery       *time.Duration
	optKeys         *string
}

// addTestFlags registers the test build's flags on fs.
func addTestFlags(fs *flag.FlagSet) *testHooks {
	h := &testHooks{}
	h.shots = fs.String("screenshot", "", "save a PNG of each scene when it is first shown into `DIR`")
	h.moments = fs.String("moments", "", "with -screenshot: also picture the first moment of each `KINDS` (comma-separated, or all: storm, arctic, night, hedgehog, squid, fido, medal, promotion …) part-way through its animation")
	h.perScene = fs.Int("shots", 1, "with -screenshot: up to `N` pictures of each scene, one per showing")
	h.autoplay = fs.Bool("autoplay", false, "answer every decision with the engine's Commander")
	h.guide = fs.Bool("guide", false, "with -autoplay: play the guided first patrol from the title")
	h.explain = fs.Bool("explain", false, "with -autoplay: at the first encounter's decision after a roll, show the rules browser, the roll's chart and a die's tooltip (moments rules_browser, chart_roll, tooltip)")
	h.frames = fs.Int("frames", 0, "quit after `N` frames (0: never)")
	h.patrols = fs.Int("patrols", 0, "with -autoplay: quit after `N` patrols (0: never)")
	h.heapEvery = fs.Duration("heap-sample", 0, "log the heap (HeapAlloc after a GC) every `DUR` (the soak test)")
	h.optKeys = fs.String("options", "", "the optional rules the career setup starts with: `KEYS` (comma-separated engine keys, or all); with -autoplay the options page is shown for a moment")
	return h
}

// options sets the test build's game options.
func (h *testHooks) options(opt *game.Options) {
	opt.Autoplay, opt.Frames, opt.Patrols, opt.Guide, opt.Explain = *h.autoplay, *h.frames, *h.patrols, *h.guide, *h.explain
	switch *h.optKeys {
	case "":
	case "all":
		opt.Options = engine.KnownOptions
	default:
		opt.Options = strings.Split(*h.optKeys, ",")
	}
}

// attach starts the heap sampler and attaches the screenshot observer.
func (h *testHooks) attach(g *game.Game) {
	startHeapSampler(*h.heapEvery)
	if *h.shots != "" {
		g.Watch(&watch.Shots{Dir: *h.shots, PerScene: *h.perScene, Moments: *h.moments})
	}
}

// testURLSwitches and testURLValues are the page-address parameters of the test build
// (urlargs.go): ?autoplay=1&guide=1&explain=1&patrols=1&frames=N.
var (
	testURLSwitches = []string{"autoplay", "guide", "explain"}
	testURLValues   = []string{"patrols", "frames"}
)
