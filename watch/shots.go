package watch

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/draw"
	"uboat/game"
	"uboat/i18n"
)

// Shots saves PNG pictures of the canvas into Dir (cmd/uboat -screenshot DIR): each
// scene once it has been shown 40 frames and is ready (game.ShotReadier), up to
// PerScene showings of each scene name, as NN-NAME.png; the first moment of each kind
// named by Moments (-moments) after its delay, as NN-moment-KIND.png; and the last
// frame as final.png. NN counts the pictures from 01.
//
// Beside each picture NN-NAME.png it writes NN-NAME.txt: the line "lang: xx" (the
// language the screens speak as it is drawn, i18n.Current) and then every text drawn
// in that frame (draw.DrawText), one a line, newlines in a text as "\n". The log line
// of each picture names the language too. So the smoke test can tell which language is
// on screen, and a person can read what each picture says without looking at it.
type Shots struct {
	Dir      string
	PerScene int // pictures per scene name (0 = 1), each on a later showing
	// Moments names the moment kinds to picture (game.Game.Moment): "all", or a
	// comma-separated list ("medal,hedgehog"); "" none.
	Moments string

	top     game.Scene
	shown   int // frames the top scene has been shown
	shotOn  bool
	perName map[string]int
	n       int
	seen    map[string]bool // moment kinds pictured or pending
	pending []momentShot
	texts   []string // drawn in the frame being drawn (draw.TextDrawn)
	hooked  bool
}

type momentShot struct {
	kind string
	at   int // frame
}

var _ game.Observer = (*Shots)(nil)

// Updated implements game.Observer: counts how long the top scene has been shown.
func (s *Shots) Updated(g *game.Game) {
	if !s.hooked && !g.Opt.Fake {
		// the texts of each frame, for the .txt beside each picture; reset as each
		// frame is drawn (Drawn)
		s.hooked = true
		draw.TextDrawn = func(t string) { s.texts = append(s.texts, t) }
	}
	if top := g.Stack.Top(); top != s.top {
		s.top, s.shown, s.shotOn = top, 0, false
	}
	s.shown++
}

// Drawn implements game.Observer: takes the pictures due.
func (s *Shots) Drawn(g *game.Game, canvas *ebiten.Image) {
	if g.Opt.Fake {
		return
	}
	s.sceneShot(g, canvas)
	s.momentShots(g, canvas)
	if g.Quitting() {
		s.save(g, canvas, filepath.Join(s.Dir, "final.png"))
	}
	s.texts = s.texts[:0]
}

// Saved implements game.Observer.
func (s *Shots) Saved(*game.Game, game.SavedInfo) {}

// Decision implements game.Observer.
func (s *Shots) Decision(*game.Game, string) {}

// Moment implements game.Observer: queues the first moment of each kind asked for.
func (s *Shots) Moment(g *game.Game, kind string, delay int) {
	if s.Moments == "" || s.seen[kind] {
		return
	}
	if s.Moments != "all" && !strings.Contains(","+s.Moments+",", ","+kind+",") {
		return
	}
	if s.seen == nil {
		s.seen = map[string]bool{}
	}
	s.seen[kind] = true
	s.pending = append(s.pending, momentShot{kind, g.Frame + max(1, delay)})
}

func (s *Shots) sceneShot(g *game.Game, canvas *ebiten.Image) {
	top := g.Stack.Top()
	if top == nil || g.Stack.Fading() || s.shotOn || s.perName[top.Name()] >= max(1, s.PerScene) || s.shown < 40 {
		return
	}
	if r, ok := top.(game.ShotReadier); ok && !r.ShotReady() {
		return
	}
	if s.perName == nil {
		s.perName = map[string]int{}
	}
	s.perName[top.Name()]++
	s.shotOn = true
	s.n++
	s.save(g, canvas, filepath.Join(s.Dir, fmt.Sprintf("%02d-%s.png", s.n, top.Name())))
}

func (s *Shots) momentShots(g *game.Game, canvas *ebiten.Image) {
	if len(s.pending) == 0 || g.Stack.Fading() {
		return // (a moment during a fade is pictured when the new scene is in)
	}
	keep := s.pending[:0]
	for _, m := range s.pending {
		if g.Frame < m.at {
			keep = append(keep, m)
			continue
		}
		s.n++
		s.save(g, canvas, filepath.Join(s.Dir, fmt.Sprintf("%02d-moment-%s.png", s.n, m.kind)))
	}
	s.pending = keep
}

func (s *Shots) save(g *game.Game, canvas *ebiten.Image, name string) {
	lang := i18n.Current().String()
	if err := SavePNG(canvas, name); err != nil {
		g.Logf("screenshot %s: %v", name, err)
		return
	}
	var b strings.Builder
	b.WriteString("lang: " + lang + "\n")
	for _, t := range s.texts {
		b.WriteString(strings.ReplaceAll(t, "\n", `\n`) + "\n")
	}
	if err := os.WriteFile(strings.TrimSuffix(name, ".png")+".txt", []byte(b.String()), 0o644); err != nil {
		g.Logf("screenshot %s: %v", name, err)
		return
	}
	g.Logf("screenshot %s (lang %s)", name, lang)
}
