//go:build js && wasm

package game

import "syscall/js"

// The browser build publishes the game's progress to the page as window.uboat, so that
// the page (hiding its loading note) and the browser smoke test can see the game run:
//
//	window.uboat = {frames, events, scene, audio, firstFrameMs, slot, save, pending, logHash, saves, decision}
//
// slot, save, pending and logHash describe the latest autosave (SavedInfo): its slot
// id, the save JSON, the pending decision and the FNV-1a hash of the event log up to it;
// saves counts autosaves (a career continued counts as one). decision is the id of the
// decision on screen.
//
// frames counts Update calls, events the engine events shown so far, scene is the top
// scene's name, audio is "off" (muted), "waiting" (the browser holds sound until the
// first click or key) or "running", and firstFrameMs is performance.now() at the first
// Draw (milliseconds since navigation start). The page gets a "uboat-firstframe" event
// on window at that moment.
type webHooks struct {
	obj    js.Value
	scene  string
	audio  string
	drawn  bool
	events int
	saved  int
	dec    string
}

func (w *webHooks) init() {
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

// afterUpdate publishes the frame count, events, scene and audio state.
func (w *webHooks) afterUpdate(g *Game) {
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
	if g.Saved.N != w.saved {
		w.saved = g.Saved.N
		w.obj.Set("slot", g.Saved.Slot)
		w.obj.Set("save", g.Saved.JSON)
		w.obj.Set("pending", g.Saved.Pending)
		w.obj.Set("logHash", g.Saved.LogHash)
		w.obj.Set("saves", g.Saved.N)
	}
	if g.Showing != w.dec {
		w.dec = g.Showing
		w.obj.Set("decision", g.Showing)
	}
	if a := g.Audio.State(); a != w.audio {
		w.audio = a
		w.obj.Set("audio", a)
	}
}

// afterDraw records the first frame.
func (w *webHooks) afterDraw(g *Game) {
	if w.drawn {
		return
	}
	w.drawn = true
	w.init()
	win := js.Global()
	w.obj.Set("firstFrameMs", win.Get("performance").Call("now"))
	win.Call("dispatchEvent", win.Get("Event").New("uboat-firstframe"))
}
