// Command chartshots pictures the rules browser's table charts with a roll highlighted
// (issue 14): it plays careers until it has a roll on each table asked for, then opens
// each roll's chart (scenes.OpenTable) in the game and saves the screen as a PNG, in
// each language and text size asked for.
//
//	chartshots [-o DIR] [-tables E2,U1,E1] [-langs en,it] [-scales 1,1.3]
//
// The files are DIR/chart-<table>-<lang>-<scale>.png. Each picture is checked: the roll's
// cell is in view and drawn in the accent colour; else the command fails (exit 1). It
// needs a display (xvfb-run); cmd/chartshots/shots_test.go (build tag smoke) runs it.
package main

import (
	"flag"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/draw"
	"uboat/engine"
	"uboat/engine/policy"
	"uboat/game"
	"uboat/i18n"
	"uboat/scenes"
)

func main() { os.Exit(run(os.Args[1:], os.Stderr)) }

// shot is one picture: a roll's chart in a language at a text size.
type shot struct {
	roll  *engine.RollEvent
	lang  string
	scale float64
}

func run(args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet("chartshots", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "chartshots", "folder of the pictures")
	tables := fs.String("tables", "E2,U1,E1", "table codes, comma-separated")
	langs := fs.String("langs", "en,it", "languages, comma-separated")
	scales := fs.String("scales", "1,1.3", "text sizes (the settings' factors), comma-separated")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	codes := strings.Split(*tables, ",")
	rolls, err := findRolls(codes)
	if err != nil {
		fmt.Fprintln(stderr, "chartshots:", err)
		return 1
	}
	var shots []shot
	for _, l := range strings.Split(*langs, ",") {
		for _, s := range strings.Split(*scales, ",") {
			sc, err := strconv.ParseFloat(s, 64)
			if err != nil {
				fmt.Fprintln(stderr, "chartshots: -scales:", err)
				return 2
			}
			for _, code := range codes {
				shots = append(shots, shot{roll: rolls[code], lang: l, scale: sc})
			}
		}
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(stderr, "chartshots:", err)
		return 1
	}
	cfg, err := os.MkdirTemp("", "chartshots")
	if err != nil {
		fmt.Fprintln(stderr, "chartshots:", err)
		return 1
	}
	defer os.RemoveAll(cfg)
	g := game.New(game.Options{Mute: true, ConfigDir: cfg}, func(g *game.Game) game.Scene { return scenes.NewTitle(g) })
	p := &pictures{shots: shots, dir: *out, log: stderr}
	g.Watch(p)
	ebiten.SetWindowSize(1280, 720)
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(stderr, "chartshots:", err)
		return 1
	}
	if p.err != nil {
		fmt.Fprintln(stderr, "chartshots:", p.err)
		return 1
	}
	return 0
}

// findRolls plays careers (Type VIIC, the Random policy) until it has a roll on each of
// codes, a modified one where one comes in 40 careers.
func findRolls(codes []string) (map[string]*engine.RollEvent, error) {
	found := map[string]*engine.RollEvent{}
	for seed := uint64(1); seed <= 40; seed++ {
		c, err := engine.NewCareer(engine.Config{Seed: seed, Type: "VIIC"}, nil)
		if err != nil {
			return nil, err
		}
		c.SetSink(func(ev engine.Event) {
			e, ok := ev.(*engine.RollEvent)
			if !ok {
				return
			}
			for _, code := range codes {
				if e.Table == code && (found[code] == nil || len(found[code].Mods) == 0 && len(e.Mods) > 0) {
					found[code] = e
				}
			}
		})
		if err := c.Run(policy.NewRandom(seed)); err != nil {
			return nil, err
		}
	}
	for _, code := range codes {
		if found[code] == nil {
			return nil, fmt.Errorf("no roll on %s in 40 careers", code)
		}
	}
	return found, nil
}

// pictures opens each shot's chart, lets it settle a few frames and saves the canvas.
type pictures struct {
	game.NopObserver
	shots  []shot
	i      int
	frames int
	dir    string
	log    io.Writer
	err    error
}

// settleFrames are the frames a chart is shown before it is pictured (the scene's fade).
const settleFrames = 30

// Updated opens the next shot's chart.
func (p *pictures) Updated(g *game.Game) {
	if p.i >= len(p.shots) || p.err != nil {
		g.Quit()
		return
	}
	if p.frames == 0 {
		s := p.shots[p.i]
		l, ok := i18n.Parse(s.lang)
		if !ok {
			p.err = fmt.Errorf("unknown language %q", s.lang)
			return
		}
		i18n.SetCurrent(l)
		g.Settings.TextScale = s.scale
		scenes.OpenTable(g, s.roll)
	}
	p.frames++
}

// Drawn saves the canvas once the chart has settled, and closes it. The roll's cell
// must be in view and drawn in the accent colour (scenes.HighlightedCell).
func (p *pictures) Drawn(g *game.Game, canvas *ebiten.Image) {
	if p.i >= len(p.shots) || p.frames < settleFrames || p.err != nil {
		return
	}
	s := p.shots[p.i]
	cell, ok := scenes.HighlightedCell(g.Stack.Top())
	if !ok {
		p.err = fmt.Errorf("%s %s ×%g: no highlighted cell in view", s.roll.Table, s.lang, s.scale)
		return
	}
	x, y := int(cell.X+cell.W-3), int(cell.Y+2) // the cell's corner, clear of its words
	if r, gr, b, _ := canvas.At(x, y).RGBA(); r>>8 != uint32(draw.ColAccent.R) || gr>>8 != uint32(draw.ColAccent.G) || b>>8 != uint32(draw.ColAccent.B) {
		p.err = fmt.Errorf("%s %s ×%g: the roll's cell at (%d, %d) is %v, not the accent colour", s.roll.Table, s.lang, s.scale, x, y, canvas.At(x, y))
		return
	}
	name := filepath.Join(p.dir, fmt.Sprintf("chart-%s-%s-%g.png", s.roll.Table, s.lang, s.scale))
	f, err := os.Create(name)
	if err == nil {
		err = png.Encode(f, canvas)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		p.err = err
		return
	}
	fmt.Fprintln(p.log, name)
	g.Pop()
	p.i++
	p.frames = 0
}
