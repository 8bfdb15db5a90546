// Command uboat is the game: The Hunted, a U-boat career 1943–45, on Ebitengine.
//
//	uboat [-mute] [-seed N] [-screenshot DIR] [-autoplay] [-frames N] [-patrols N] [-pace P] [-config DIR]
//
// -autoplay answers every decision with the engine's Commander (smoke tests); -screenshot
// saves a PNG of each scene the first time it is shown; -frames and -patrols end the run.
// The frame benchmark is a command of its own (cmd/uboat-framebench). In the browser the page's address
// gives the flags (?autoplay=1&seed=7&mute=1, urlargs.go).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"runtime"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/draw"
	"uboat/engine"
	"uboat/game"
	"uboat/savefile"
	"uboat/scenes"
	"uboat/watch"
)

func main() {
	os.Exit(run(append(os.Args[1:], platformArgs()...), os.Stderr))
}

func run(args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet("uboat", flag.ContinueOnError)
	fs.SetOutput(stderr)
	mute := fs.Bool("mute", false, "no sound")
	seed := fs.Uint64("seed", 0, "career seed (0: from the clock)")
	typ := fs.String("type", "", "the U-boat type the career setup offers first (a board key: VIIC, IXC/40, XXI …)")
	start := fs.String("start", "", "the start month the career setup offers first (`YYYY-MM`, from 1943-07)")
	shots := fs.String("screenshot", "", "save a PNG of each scene when it is first shown into `DIR`")
	moments := fs.String("moments", "", "with -screenshot: also picture the first moment of each `KINDS` (comma-separated, or all: storm, arctic, night, hedgehog, squid, fido, medal, promotion …) part-way through its animation")
	perScene := fs.Int("shots", 1, "with -screenshot: up to `N` pictures of each scene, one per showing")
	autoplay := fs.Bool("autoplay", false, "answer every decision with the engine's Commander")
	attract := fs.Bool("attract", false, "start the attract mode: the Commander plays career after career until a key, click or button")
	heapEvery := fs.Duration("heap-sample", 0, "log the heap (HeapAlloc after a GC) every `DUR` (the soak test)")
	frames := fs.Int("frames", 0, "quit after `N` frames (0: never)")
	patrols := fs.Int("patrols", 0, "with -autoplay: quit after `N` patrols (0: never)")
	pace := fs.String("pace", "", "event pace for this run: normal, fast or instant")
	config := fs.String("config", "", "settings and saves `DIR` (default: the user config directory)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "uboat: unexpected argument %q\n", fs.Arg(0))
		fs.Usage()
		return 2
	}
	log.SetOutput(stderr)
	log.SetFlags(log.Ltime)
	if err := checkSetupFlags(*typ, *start); err != nil {
		fmt.Fprintf(stderr, "uboat: %v\n", err)
		fs.Usage()
		return 2
	}
	startHeapSampler(*heapEvery)
	opt := game.Options{Attract: *attract, Mute: *mute, Seed: *seed, Autoplay: *autoplay, Type: *typ, Start: *start,
		Frames: *frames, Patrols: *patrols, ConfigDir: *config}
	if opt.ConfigDir == "" {
		opt.ConfigDir = savefile.ConfigDir()
	}
	if !opt.Mute && !game.SoundDevicePresent() {
		log.Printf("no sound device found: running silently")
		opt.Mute = true
	}
	markLoad("newGameMs")
	g := game.New(opt, func(g *game.Game) game.Scene { return scenes.NewTitle(g) })
	if *shots != "" {
		g.Watch(&watch.Shots{Dir: *shots, PerScene: *perScene, Moments: *moments})
	}
	platformWatch(g)
	if *pace != "" {
		g.Settings.Pace = game.ParsePace(*pace).String()
	}
	ebiten.SetWindowTitle("The Hunted — U-boat war 1943–45")
	ebiten.SetWindowSize(draw.LogicalW, draw.LogicalH)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if runtime.GOOS != "js" { // a page may only go full screen on a click (F11 in the game)
		ebiten.SetFullscreen(g.Settings.Fullscreen)
	}
	markLoad("runGameMs")
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		log.Printf("uboat: %v", err)
		return 1
	}
	if g.Failure != nil {
		log.Printf("uboat: %v", g.Failure)
		return 1
	}
	return 0
}

// checkSetupFlags checks -type (a board of the game data) and -start (a month "YYYY-MM"
// of the war, 4.2.1: from July 1943 to April 1945).
func checkSetupFlags(typ, start string) error {
	if typ != "" {
		if _, ok := engine.MustData().Boards[typ]; !ok {
			return fmt.Errorf("-type %q: no such U-boat type (the boards are %s)", typ, strings.Join(engine.MustData().BoardKeys, ", "))
		}
	}
	if start != "" {
		m, err := engine.ParseMonth(start)
		if err != nil || m < engine.FirstMonth || m >= engine.LastMonth {
			return fmt.Errorf("-start %q: want a month YYYY-MM from %s to %s", start, engine.FirstMonth, engine.LastMonth-1)
		}
	}
	return nil
}
