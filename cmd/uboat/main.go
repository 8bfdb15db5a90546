// Command uboat is the game: The Hunted, a U-boat career 1943–45, on Ebitengine.
//
//	uboat [-mute] [-seed N] [-type T] [-start YYYY-MM] [-attract] [-pace P] [-lang L] [-config DIR]
//
// The test build (go build -tags testhooks, testhooks_on.go) adds the flags the smoke,
// soak and browser tests drive it with: -autoplay (the Commander answers), -screenshot,
// -moments, -shots, -frames, -patrols and -heap-sample. The frame benchmark is a command
// of its own (cmd/uboat-framebench). In the browser the page's address gives the flags
// (?seed=7&mute=1&pace=fast&lang=de, urlargs.go).
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
	"uboat/i18n"
	"uboat/savefile"
	"uboat/scenes"
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
	card := fs.Int("card", 0, "the Kommandant card the career setup offers chosen, 1-8 (optional rule 14.13; his boat, type and month)")
	attract := fs.Bool("attract", false, "start the attract mode: the Commander plays career after career until a key, click or button")
	th := addTestFlags(fs)
	pace := fs.String("pace", "", "event pace for this run: normal, fast or instant")
	lang := fs.String("lang", "", "the language for this run, over the settings' and the system's: en, de, it or es")
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
	if err := errors.Join(checkLangFlag(*lang), checkSetupFlags(*typ, *start), checkCardFlag(*card)); err != nil {
		fmt.Fprintf(stderr, "uboat: %v\n", err)
		fs.Usage()
		return 2
	}
	opt := game.Options{Attract: *attract, Mute: *mute, Seed: *seed, Type: *typ, Start: *start, ConfigDir: *config, Lang: *lang,
		Card: *card}
	th.options(&opt)
	if len(opt.Options) > 0 { // the test build's -options
		if _, err := engine.ParseOptions(opt.Options); err != nil {
			fmt.Fprintf(stderr, "uboat: -options: %v\n", err)
			return 2
		}
	}
	if opt.ConfigDir == "" {
		opt.ConfigDir = savefile.ConfigDir()
	}
	if !opt.Mute && !game.SoundDevicePresent() {
		log.Printf("no sound device found: running silently")
		opt.Mute = true
	}
	markLoad("newGameMs")
	g := game.New(opt, func(g *game.Game) game.Scene { return scenes.NewTitle(g) })
	th.attach(g)
	platformWatch(g)
	if *pace != "" {
		g.Settings.Pace = game.ParsePace(*pace).String()
		g.Settings.DemoPace = g.Settings.Pace // the attract mode's too
	}
	ebiten.SetWindowTitle(i18n.T("window.title")) // in the language game.New chose
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

// checkLangFlag checks -lang: a language the game speaks ("de", "de_DE.UTF-8", "it-IT",
// "spa": i18n.Parse), or "" for none.
func checkLangFlag(lang string) error {
	if lang == "" {
		return nil
	}
	if _, ok := i18n.Parse(lang); !ok {
		names := make([]string, len(i18n.Langs))
		for i, l := range i18n.Langs {
			names[i] = l.String() + " (" + l.Name() + ")"
		}
		return fmt.Errorf("-lang %q: no such language (the game speaks %s)", lang, strings.Join(names, ", "))
	}
	return nil
}

// checkCardFlag checks -card: 0 (none) or a Kommandant card of the game data (14.13).
func checkCardFlag(card int) error {
	if n := len(engine.MustData().Kommandants); card < 0 || card > n {
		return fmt.Errorf("-card %d: no such Kommandant card (1-%d)", card, n)
	}
	return nil
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
