//go:build framebench && !js

// Command uboat-framebench measures the game's busiest frame: a night convoy encounter
// (scenes.NewBenchEncounter) under autoplay at 1280×720, run under a display (make
// frame-bench and make frame-alloc use Xvfb). It is built with the framebench tag, which
// also compiles the benchmark scene into package scenes; the player's binary (cmd/uboat)
// carries neither.
//
//	go build -tags framebench -o bin/uboat-framebench ./cmd/uboat-framebench
//	uboat-framebench [-frames N] [-seed N] [-steady] [-trace] [-outlook] [-profile FILE] [-screenshot DIR]
//
// It prints the Update+Draw CPU time and the allocations per frame and exits 1 when a
// steady frame allocates more than the budget allows (see runFrameBench), 2 on bad flags.
package main

import (
	"flag"
	"fmt"
	"io"
	"log"
	"os"

	"uboat/scenes"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("uboat-framebench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	frames := fs.Int("frames", 600, "measure `N` frames after the warm-up")
	seed := fs.Uint64("seed", 1, "career seed of the status board (0: 1)")
	profile := fs.String("profile", "", "write an allocation profile of the measured frames to `FILE`")
	steady := fs.Bool("steady", false, "stop answering after the warm-up, so that every measured frame is a steady one")
	trace := fs.Bool("trace", false, "print the stacks of what each steady frame allocated in Update+Draw (slow: a collection every frame)")
	shots := fs.String("screenshot", "", "save the last measured frame as frame-bench.png into `DIR`")
	outlook := fs.Bool("outlook", false, "estimate the career's odds in every frame, as while a decision is on screen (careers played onward, scenes/outlook.go)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 || *frames <= 0 {
		fmt.Fprintf(stderr, "uboat-framebench: want -frames N > 0 and no arguments\n")
		fs.Usage()
		return 2
	}
	log.SetOutput(stderr)
	log.SetFlags(log.Ltime)
	scenes.BenchOutlook(*outlook)
	outlookMode = *outlook
	if err := runFrameBench(*frames, *seed, *profile, *steady, *trace, *shots, stdout); err != nil {
		log.Printf("uboat-framebench: %v", err)
		return 1
	}
	return 0
}
