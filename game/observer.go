package game

import (
	"uboat/draw"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/engine"
)

// Observer watches a game from outside: screenshots and moment pictures (the smoke
// tests), the browser's window.uboat (the page and its test), autosave records (scene
// tests). The player's game needs none; Watch attaches them and Game calls each, in
// the order attached, at these points of its loop:
type Observer interface {
	// Updated: at the end of every Update, after the top scene's (the stack, Frame and
	// Events are this frame's).
	Updated(g *Game)
	// Drawn: every Draw, once the 1280×720 canvas is painted and before it is scaled to
	// the screen. canvas may be read (ReadPixels) during the call only. When the game
	// is quitting (g.Quitting), this is its last frame.
	Drawn(g *Game, canvas *ebiten.Image)
	// Saved: after each autosave of the career in play (SavedInfo).
	Saved(g *Game, s SavedInfo)
	// Decision: a decision comes on screen (its engine id) or is answered ("").
	Decision(g *Game, id string)
	// Moment: a notable kind of moment begins on screen (a storm, a Hedgehog salvo, a
	// medal …), at its best delay frames from now (part-way through its animation).
	Moment(g *Game, kind string, delay int)
}

// NopObserver does nothing at every point; embed it to watch only some.
type NopObserver struct{}

// Updated does nothing.
func (NopObserver) Updated(*Game) {}

// Drawn does nothing.
func (NopObserver) Drawn(*Game, *ebiten.Image) {}

// Saved does nothing.
func (NopObserver) Saved(*Game, SavedInfo) {}

// Decision does nothing.
func (NopObserver) Decision(*Game, string) {}

// Moment does nothing.
func (NopObserver) Moment(*Game, string, int) {}

var _ Observer = NopObserver{}

// SavedInfo describes an autosave: slot id, the save as JSON, the pending decision id
// and the hash of the event log up to it (EngineDriver.LogHash).
type SavedInfo struct {
	Slot, JSON, Pending, LogHash string
}

// Watch attaches an observer (see Observer).
func (g *Game) Watch(o Observer) { g.observers = append(g.observers, o) }

// Watched reports whether any observer is attached: a scene may skip work that only
// observers see (naming moments).
func (g *Game) Watched() bool { return len(g.observers) > 0 }

// NoteSave tells the observers that the career in play was saved in slot: sv as
// stored, logHash the hash of its event log up to its pending decision (called only
// when someone watches: without observers nothing is encoded).
func (g *Game) NoteSave(slot string, sv *engine.Save, logHash func() string) {
	if len(g.observers) == 0 {
		return
	}
	b, err := sv.Marshal()
	if err != nil {
		g.Logf("autosave record: %v", err)
		return
	}
	s := SavedInfo{Slot: slot, JSON: string(b), Pending: sv.Summary.Pending, LogHash: logHash()}
	for _, o := range g.observers {
		o.Saved(g, s)
	}
}

// ShowDecision tells the observers which decision is on screen (its engine id, "" when
// answered).
func (g *Game) ShowDecision(id string) {
	for _, o := range g.observers {
		o.Decision(g, id)
	}
}

// Moment tells the observers that a notable kind of moment begins on screen, best
// pictured delay frames from now (the smoke test's -moments pictures).
func (g *Game) Moment(kind string, delay int) {
	for _, o := range g.observers {
		o.Moment(g, kind, delay)
	}
}

// Quitting reports whether the game ends after this frame.
func (g *Game) Quitting() bool { return g.quit }

// Focuser is a scene that can say where the control Enter would press is on the canvas
// (the focused button): the browser test's mouse-only player clicks there, the page
// hooks publish it (watch.Web).
type Focuser interface {
	Focus() (draw.Rect, bool)
}
