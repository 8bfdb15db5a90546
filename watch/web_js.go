//go:build js

package watch

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/game"
	"uboat/i18n"
)

// Web publishes the game's progress to the page as window.uboat, so that the page
// (hiding its loading note) and the browser smoke test can see the game run; the
// browser build (cmd/uboat) attaches it:
//
//	window.uboat = {frames, events, scene, ready, audio, firstFrameMs, slot, save, pending, logHash, saves, decision, focusX, focusY, moment, momentFrame}
//
// slot, save, pending and logHash describe the latest autosave (game.SavedInfo): its slot
// id, the save JSON, the pending decision and the FNV-1a hash of the event log up to it;
// saves counts autosaves (a career continued counts as one). decision is the id of the
// decision on screen. focusX and focusY are the centre of the control Enter would press
// (game.Focuser), in CSS pixels from the window's top-left corner (0, 0: none). moment is
// the latest moment the game reported (game.Game.Moment: "guide_assignment", with the
// test build's ?explain=1 "rules_browser", "chart_roll", "tooltip") and momentFrame the
// frame from which it is on screen as the native -moments pictures it.
//
// frames counts Update calls, events the engine events shown so far, scene is the top
// scene's name, ready whether it shows what it is for (game.ShotReadier: the statistics
// once their simulated careers are played; true for a scene that does not say), audio is "off" (muted), "waiting" (the browser holds sound until the
// first click or key) or "running", and firstFrameMs is performance.now() at the first
// Draw (milliseconds since navigation start). The page gets a "uboat-firstframe" event
// on window at that moment.
type Web struct {
	obj    js.Value
	scene  string
	ready  bool
	audio  string
	lang   string
	drawn  bool
	events int
	saved  int
	// focusX, focusY are the published centre of the focused control.
	focusX, focusY float64
}

var _ game.Observer = (*Web)(nil)

func (w *Web) init() {
	if w.obj.Truthy() {
		return
	}
	win := js.Global()
	o := win.Get("uboat")
	if !o.Truthy() {
		o = win.Get("Object").New()
		win.Set("uboat", o)
	}
	o.Set("frames", 0)
	o.Set("events", 0)
	o.Set("scene", "")
	o.Set("audio", "")
	w.obj = o
	w.events = -1
}

// Updated implements game.Observer: publishes the frame count, events, scene and audio
// state.
func (w *Web) Updated(g *game.Game) {
	if !w.obj.Truthy() { // the first Update: note it for make wasm-measure
		if t := js.Global().Get("uboatLoad"); t.Truthy() {
			t.Set("firstUpdateMs", js.Global().Get("performance").Call("now"))
		}
	}
	w.init()
	w.obj.Set("frames", g.Frame)
	if g.Events != w.events {
		w.events = g.Events
		w.obj.Set("events", g.Events)
	}
	name := ""
	if top := g.Stack.Top(); top != nil {
		name = top.Name()
	}
	if name != w.scene {
		w.scene = name
		w.obj.Set("scene", name)
	}
	ready := true
	if r, ok := g.Stack.Top().(game.ShotReadier); ok {
		ready = r.ShotReady()
	}
	if ready != w.ready || g.Frame <= 1 {
		w.ready = ready
		w.obj.Set("ready", ready)
	}
	if l := i18n.Current().String(); l != w.lang { // the language the screens speak ("de")
		w.lang = l
		w.obj.Set("lang", l)
	}
	if a := g.Audio.State(); a != w.audio {
		w.audio = a
		w.obj.Set("audio", a)
	}
	var fx, fy float64 // the centre of the focused control, in CSS pixels (none: 0, 0)
	if f, ok := g.Stack.Top().(game.Focuser); ok {
		if r, ok := f.Focus(); ok {
			fx, fy = g.PagePoint(r.X+r.W/2, r.Y+r.H/2)
		}
	}
	if fx != w.focusX || fy != w.focusY {
		w.focusX, w.focusY = fx, fy
		w.obj.Set("focusX", fx)
		w.obj.Set("focusY", fy)
	}
}

// Drawn implements game.Observer: records the first frame.
func (w *Web) Drawn(g *game.Game, _ *ebiten.Image) {
	if w.drawn {
		return
	}
	w.drawn = true
	w.init()
	win := js.Global()
	w.obj.Set("firstFrameMs", win.Get("performance").Call("now"))
	win.Call("dispatchEvent", win.Get("Event").New("uboat-firstframe"))
}

// Saved implements game.Observer: publishes the autosave.
func (w *Web) Saved(_ *game.Game, s game.SavedInfo) {
	w.init()
	w.saved++
	w.obj.Set("slot", s.Slot)
	w.obj.Set("save", s.JSON)
	w.obj.Set("pending", s.Pending)
	w.obj.Set("logHash", s.LogHash)
	w.obj.Set("saves", w.saved)
}

// Decision implements game.Observer: publishes the decision on screen.
func (w *Web) Decision(_ *game.Game, id string) {
	w.init()
	w.obj.Set("decision", id)
}

// Moment implements game.Observer: publishes the moment and the frame it is due (the
// browser test pictures it then).
func (w *Web) Moment(g *game.Game, kind string, delay int) {
	w.init()
	w.obj.Set("moment", kind)
	w.obj.Set("momentFrame", g.Frame+max(1, delay))
}
