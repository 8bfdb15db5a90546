package game

import (
	"fmt"
	"log"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/i18n"
	"uboat/present"
)

// Scene is one screen of the game. Update runs once per frame for the top scene only
// (and not during a fade); Draw paints the 1280×720 canvas.
type Scene interface {
	Name() string // short name: title, setup, port, transit, …
	Update(g *Game) error
	Draw(dst *ebiten.Image)
}

// Overlay scenes (menus) are drawn over the scene below them.
type Overlay interface{ Overlay() bool }

// Enterer scenes are told when they come on top of the stack.
type Enterer interface{ Enter(g *Game) }

// ShotReadier scenes say when they show enough for a screenshot (watch.Shots).
type ShotReadier interface{ ShotReady() bool }

// Options are the command-line choices of cmd/uboat.
type Options struct {
	Mute      bool
	Seed      uint64 // 0 = from the clock
	Autoplay  bool   // answer decisions with the engine's Commander
	Frames    int    // quit after this many frames (0 = never)
	Patrols   int    // autoplay: quit after this many patrols ended (0 = never)
	ConfigDir string // where settings and saves live ("" = none)
	Fake      bool   // tests: no Ebitengine calls that need a running game
	Attract   bool   // start the attract mode (the Commander's demonstration) at once
	// Type and Start preset the career setup (a board key such as "VIIC" and a month
	// "YYYY-MM"; "" for the defaults: VIIC, the earliest month), as -type and -start.
	Type, Start string
	// Card presets the setup's Kommandant card (opt 14.13, 0 none; it switches the rule
	// on), as -card; checked by main.
	Card int
	// Lang is the -lang flag or ?lang= parameter: the language for this run, over the
	// settings' and the system's ("" none; main checks it with i18n.Parse). ChooseLang.
	Lang string
	// Guide: with Autoplay, the title starts the guided first patrol rather than a new
	// career (the test build's -guide: screenshots of the guide's panels).
	Guide bool
	// Explain: with Autoplay, at the first decision of an encounter with a roll on the
	// dice tray, the rules browser, that roll's chart and a die's tooltip are shown in
	// turn, each for a moment (the test build's -explain: the moments rules_browser,
	// chart_roll and tooltip pictured; issue 14).
	Explain bool
	// Options are the optional rules the career setup starts with (engine option keys;
	// the test build's -options): with Autoplay the setup also shows its options page
	// for a moment (a screenshot of it) before starting.
	Options []string
}

// Game is the ebiten.Game: it owns the scene stack, input, audio, settings, the canvas
// and the layout. Tests and tools watch it through observers (Watch).
type Game struct {
	Opt      Options
	Stack    Stack
	In       Input
	Settings Settings
	Audio    *Audio
	Frame    int
	// Events counts the engine events shown so far (the play scenes add to it).
	Events int
	// Careers are the saved careers (slots, hall of fame).
	Careers *Careers

	observers  []Observer
	toast      string
	toastLines []string // the notice fitted to present.NoticeBox
	toastSize  float64
	toastUntil int

	canvas    *ebiten.Image
	scale     float64 // device scale factor (LayoutF)
	scaleAt   int
	layoutW   float64
	layoutH   float64
	fit       Fit
	lastTop   Scene
	quit      bool
	lastDrawn bool // the frame after quit was drawn for the observers
	started   time.Time
	// looping is set at the first frame: from then on ApplyLanguage fetches a catalogue
	// on a goroutine and langReady brings it (browser build).
	looping   bool
	langReady chan langResult
	// Failure is set when the game ends on an error (autoplay smoke tests exit non-zero).
	Failure error
	// Demo is on while the attract mode plays: the pace is the demonstration's own.
	Demo bool
}

// FadeWatcher is a scene that sees the input while a fade keeps it from updating (the
// demonstration ends on any key, even between two of its scenes).
type FadeWatcher interface {
	WhileFading(g *Game)
}

// New creates the game with its first scene (built by first, which may read the game).
func New(opt Options, first func(*Game) Scene) *Game {
	g := &Game{Opt: opt, started: time.Now()}
	var msg string
	// the run's or the system's language first: a notice about the settings file is in it
	// (the browser build fetches its catalogue first, before the loop)
	if l := ChooseLang(opt.Lang, "", i18n.Detect); i18n.Has(l) || fetchCatalogue(l) == nil {
		i18n.SetCurrent(l)
	} else if !i18n.Has(i18n.Current()) {
		_ = fetchCatalogue(i18n.En) // the run's language could not be fetched: English
	}
	g.Settings, msg = LoadSettings(opt.ConfigDir)
	g.ApplyLanguage()
	if msg != "" {
		g.Toast(msg)
	}
	mute := opt.Mute || opt.Fake
	g.Audio = NewAudio(mute, g.Settings.Volume)
	g.Audio.SetVolumes(g.Settings.Volume, g.Settings.MusicVolume, g.Settings.EffectsVolume)
	g.Careers = OpenCareers(opt.ConfigDir)
	g.fit = FitScreen(draw.LogicalW, draw.LogicalH)
	g.Stack.Push(first(g), false)
	return g
}

// Toast shows a short message for a few seconds in the top bar's notice region
// (present.NoticeBox: over no caption, dice or panel), shrunk or wrapped to fit it.
func (g *Game) Toast(msg string) {
	g.toast = msg
	g.toastLines, g.toastSize = FitNotice(msg)
	g.toastUntil = g.Frame + 300
	g.Logf("message: %s", msg)
}

// Logf writes a line to the log (standard error) with the frame number.
func (g *Game) Logf(format string, args ...any) {
	log.Printf("[frame %d] %s", g.Frame, fmt.Sprintf(format, args...))
}

// Quit ends the game at the end of this frame.
func (g *Game) Quit() { g.quit = true }

// Fail ends the game with an error.
func (g *Game) Fail(err error) {
	g.Failure = err
	g.quit = true
}

// ApplyLanguage makes the screens speak the language ChooseLang picks from the run's
// flag (Opt.Lang), the settings (Settings.Language) and the system (i18n.Detect), and
// returns it. Scenes rebuild their words when i18n.Current changes.
//
// The browser build embeds English only (i18n.Has): another language's catalogue is
// fetched first. Before the game loop runs (Game.New) it waits for the file; once the
// loop runs it fetches on a goroutine of its own and the language changes at the first
// frame after the file has come (langReady), the screens speaking the old one until then.
// A catalogue that cannot be fetched leaves the screens in the language they speak, with
// a notice.
func (g *Game) ApplyLanguage() i18n.Lang {
	l := ChooseLang(g.Opt.Lang, g.Settings.Language, i18n.Detect)
	if i18n.Has(l) {
		i18n.SetCurrent(l)
		return l
	}
	if !g.looping {
		if err := fetchCatalogue(l); err != nil {
			g.Logf("language %s: %v", l, err)
			return i18n.Current()
		}
		i18n.SetCurrent(l)
		return l
	}
	if g.langReady == nil {
		g.langReady = make(chan langResult, 1)
	}
	go func(ready chan<- langResult) { ready <- langResult{l, fetchCatalogue(l)} }(g.langReady)
	return i18n.Current()
}

// langResult is a catalogue fetched for ApplyLanguage: its language, or why not.
type langResult struct {
	l   i18n.Lang
	err error
}

// takeLanguage applies a catalogue the browser build has fetched since the last frame.
func (g *Game) takeLanguage() {
	select {
	case r := <-g.langReady:
		if r.err != nil {
			g.Toast(i18n.T("notice.language_unavailable", "lang", r.l.Name()))
			g.Logf("language %s: %v", r.l, r.err)
			return
		}
		if ChooseLang(g.Opt.Lang, g.Settings.Language, i18n.Detect) == r.l { // still the choice
			i18n.SetCurrent(r.l)
		}
	default:
	}
}

// SetLanguage is the player choosing a language in the settings (code as
// Settings.Language, "" the system's): it applies at once, over a -lang flag for the
// rest of the run, and is saved.
func (g *Game) SetLanguage(code string) {
	g.Settings.Language = code
	g.Opt.Lang = ""
	g.ApplyLanguage()
	g.SaveSettings()
}

// LanguageChoice is the language choice the settings show and cycle from: the run's
// -lang (as the language it names) while it is in force, else the saved setting ("" the
// system's).
func (g *Game) LanguageChoice() string {
	if l, ok := i18n.Parse(g.Opt.Lang); ok && g.Opt.Lang != "" {
		return l.String()
	}
	return g.Settings.Language
}

// SaveSettings writes the settings, reporting a failure as a message.
func (g *Game) SaveSettings() {
	if err := g.Settings.Save(g.Opt.ConfigDir); err != nil {
		g.Toast(i18n.T("notice.settings_not_saved", "err", err.Error()))
	}
	g.Audio.SetVolumes(g.Settings.Volume, g.Settings.MusicVolume, g.Settings.EffectsVolume)
}

// Pace returns the current event pace: the player's, or the demonstration's (Demo).
func (g *Game) Pace() Pace {
	if g.Demo {
		return g.Settings.DemoPaceValue()
	}
	return g.Settings.PaceValue()
}

// Push, Pop, Replace and Reset change the scene stack with a fade.
func (g *Game) Push(s Scene)    { g.Stack.Push(s, true) }
func (g *Game) Pop()            { g.Stack.Pop(true) }
func (g *Game) Replace(s Scene) { g.Stack.Replace(s, true) }
func (g *Game) Reset(s Scene)   { g.Stack.Reset(s, true) }

// PushOverlay puts a menu on top without a fade.
func (g *Game) PushOverlay(s Scene) { g.Stack.Push(s, false) }

// PopOverlay removes a menu without a fade.
func (g *Game) PopOverlay() { g.Stack.Pop(false) }

// Update implements ebiten.Game.
func (g *Game) Update() error {
	g.Frame++
	g.looping = true
	if g.langReady != nil {
		g.takeLanguage()
	}
	if !g.Opt.Fake {
		g.In.Poll(g.fit)
	}
	if g.In.Just(ActFullscreen) && !g.Opt.Fake {
		g.Settings.Fullscreen = !ebiten.IsFullscreen()
		ebiten.SetFullscreen(g.Settings.Fullscreen)
		g.SaveSettings()
	}
	defer g.afterUpdate()
	g.Stack.Step()
	top := g.Stack.Top()
	if top != g.lastTop {
		g.lastTop = top
		if e, ok := top.(Enterer); ok && top != nil {
			e.Enter(g)
		}
	}
	if top != nil && !g.Stack.Fading() {
		if err := top.Update(g); err != nil {
			return err
		}
	} else if w, ok := top.(FadeWatcher); ok && top != nil {
		w.WhileFading(g)
	}
	if g.Stack.Len() == 0 {
		g.quit = true
	}
	if g.Opt.Frames > 0 && g.Frame >= g.Opt.Frames {
		g.Logf("frame limit reached after %.1fs", time.Since(g.started).Seconds())
		g.quit = true
	}
	if g.quit {
		if len(g.observers) > 0 && !g.lastDrawn && !g.Opt.Fake {
			return nil // one more Draw for the observers (the final picture)
		}
		return ebiten.Termination
	}
	return nil
}

// DrawCanvas paints the scenes, the fade and the message onto a 1280×720 image.
func (g *Game) DrawCanvas(dst *ebiten.Image) {
	dst.Fill(draw.Box(draw.ColBack))
	// draw from the topmost non-overlay scene upwards
	first := g.Stack.Len() - 1
	for first > 0 {
		if o, ok := g.Stack.At(first).(Overlay); ok && o.Overlay() {
			first--
			continue
		}
		break
	}
	for i := max(first, 0); i < g.Stack.Len(); i++ {
		g.Stack.At(i).Draw(dst)
	}
	if d := g.Stack.Darkness(); d > 0 {
		draw.FillRectF(dst, 0, 0, draw.LogicalW, draw.LogicalH, draw.Shade(d), false)
	}
	if g.Noticing() {
		r := present.NoticeBox
		draw.FillRect(dst, r, draw.ColPanelHi)
		draw.StrokeRect(dst, r, 1, draw.ColAccent)
		lh := g.toastSize * 1.15
		y := r.Y + (r.H-lh*float64(len(g.toastLines)))/2
		for _, l := range g.toastLines {
			draw.DrawText(dst, l, assets.Regular, g.toastSize, r.X+r.W/2, y, draw.ColInk, draw.AlignCenter)
			y += lh
		}
	}
}

// Noticing reports whether a notice (Toast) is on screen.
func (g *Game) Noticing() bool { return g.toast != "" && g.Frame < g.toastUntil }

// FitNotice fits a notice into present.NoticeBox: one line at the largest size from 16
// down to 12 that fits, else wrapped on two lines at 12 (the last shrunk further if need
// be). Nothing is cut.
func FitNotice(msg string) ([]string, float64) {
	w := present.NoticeBox.W - 16
	for size := 16.0; size >= 12; size-- {
		if draw.TextWidth(msg, assets.Regular, size) <= w {
			return []string{msg}, size
		}
	}
	for size := 12.0; size >= 8; size-- {
		lines := draw.Wrap(msg, assets.Regular, size, w)
		if len(lines) <= 2 && size*1.15*float64(len(lines)) <= present.NoticeBox.H {
			return lines, size
		}
	}
	return draw.Wrap(msg, assets.Regular, 8, w), 8
}

// Draw implements ebiten.Game.
func (g *Game) Draw(screen *ebiten.Image) {
	if g.canvas == nil {
		g.canvas = ebiten.NewImage(draw.LogicalW, draw.LogicalH)
	}
	g.DrawCanvas(g.canvas)
	for _, o := range g.observers {
		o.Drawn(g, g.canvas)
	}
	if g.quit {
		g.lastDrawn = true
	}
	b := screen.Bounds()
	g.fit = FitScreen(float64(b.Dx()), float64(b.Dy()))
	screen.Fill(draw.Box(draw.ColBack))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(g.fit.Scale, g.fit.Scale)
	op.GeoM.Translate(g.fit.OffX, g.fit.OffY)
	if g.fit.Scale != float64(int(g.fit.Scale)) {
		op.Filter = ebiten.FilterLinear
	}
	screen.DrawImage(g.canvas, op)
	draw.WarmGlyphs() // the common glyphs of the fonts in use, a few a frame
}

// Layout implements ebiten.Game (LayoutF is used instead).
func (g *Game) Layout(w, h int) (int, int) { return w, h }

// LayoutF implements ebiten.LayoutFer: the screen is the window in device pixels, and the
// canvas is fitted into it by Draw.
// The monitor's scale factor is asked for twice a second or when the window changes
// (asking allocates, and Ebitengine calls this every frame).
func (g *Game) LayoutF(w, h float64) (float64, float64) {
	if g.scale == 0 || g.Frame-g.scaleAt >= 30 || g.Frame < g.scaleAt || w != g.layoutW || h != g.layoutH {
		s := ebiten.Monitor().DeviceScaleFactor()
		if s <= 0 {
			s = 1
		}
		g.scale, g.scaleAt, g.layoutW, g.layoutH = s, g.Frame, w, h
	}
	return w * g.scale, h * g.scale
}

// afterUpdate calls the observers at the end of Update.
func (g *Game) afterUpdate() {
	for _, o := range g.observers {
		o.Updated(g)
	}
}

// Elapsed returns the time since the game started.
func (g *Game) Elapsed() time.Duration { return time.Since(g.started) }

// Canvas returns the 1280×720 canvas of the last Draw (nil before the first); its
// pixels are the frame's only during Draw (an Observer's Drawn).
func (g *Game) Canvas() *ebiten.Image { return g.canvas }

// PagePoint maps a point on the 1280×720 canvas to the window, in device-independent
// pixels (CSS pixels in the browser), as the canvas was last fitted to the screen.
func (g *Game) PagePoint(x, y float64) (float64, float64) {
	s := g.scale
	if s <= 0 {
		s = 1
	}
	return (g.fit.OffX + x*g.fit.Scale) / s, (g.fit.OffY + y*g.fit.Scale) / s
}
