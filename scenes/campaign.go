package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// Campaign runs one career on screen: it owns the engine driver, the event queue, the
// roll log, the status board and the decision panel, and switches between the play
// scenes as events and decisions call for them. Scenes only show; the engine decides;
// the campaign's Answerer (the player, the Commander, a replay, the demonstration)
// answers the decisions.
type Campaign struct {
	drv      game.Driver
	data     *engine.Data
	answerer Answerer
	// slot is the career's save slot ("" = not saved: the benchmark, tests, replays).
	slot string
	// replay marks a replay viewer: titled so on the top bar (replayTitle), never saved.
	replay      bool
	replayTitle memo[string]
	// saved is the number of answers in the latest autosave (-1: none yet).
	saved  int
	queue  game.Queue
	Log    present.RollLog
	Status present.StatusBoard
	tip    tooltip // the explanation of the term under the pointer (tooltip.go)
	// tipList holds the chrome's and the stage's tips while the tooltip looks for one
	// (chrometips.go)
	tipList present.Tips
	Panel   present.DecisionPanel
	Dice    DiceTray

	// pending is the decision awaiting an answer as the screens say it (present.Localize
	// of the engine's, in pendingLang); raw is the engine's own.
	pending     *engine.Decision
	raw         *engine.Decision
	pendingLang i18n.Lang
	outlook     careerOutlook // the odds of the whole career from the pending decision
	panelShown  bool
	shownAt     int
	gone        dockGone // where the last decision's dock was, and when it went
	place       Place
	scenes      [numPlaces]*PlayScene

	drained      bool // the driver has nothing more to give
	holdRefit    bool // the patrol report waits for the player before the next patrol
	ackBtn       draw.ButtonList
	ackAt        int
	patrolsEnded int
	errMsg       string
	finished     bool // career over and shown
	finishBtn    draw.ButtonList
	caption      string // the latest event in words, over the stage
	leftText     memo[chromeKey]
	paceText     memo[string]
	captionCol   color.RGBA
	captionSize  float64
	textScale    float64 // the settings' text size (drawChrome)
	snd          sounds
	stageBuf     *ebiten.Image // the stage drawn at full size before it is squeezed above the dock
	// salvo is the salvo on show (a grid in the dock, salvo.go), lastSalvo the last
	// salvo of each end.
	salvo     *salvoDock
	lastSalvo lastSalvo
	// reloads is the reloading on show (a grid in the dock, reload.go).
	reloads *reloadDock
	// note follows the next answer's line in the roll log, once (a standing choice gave
	// the answer, standing.go).
	note string
	// tips is the guided patrol's panels and the hints for first steps (guide.go).
	tips guideTips
	// duel is the two-player game's part (duel.go; nil: one career).
	duel *duelPlay
	// pack is the wolfpack tournament's part (wolfpack.go; nil: none).
	pack *packPlay
}

// NewCampaign starts a new career from cfg in a new save slot; it is saved at its
// first decision and after every answer.
func NewCampaign(g *game.Game, cfg engine.Config) (*Campaign, error) {
	d, err := game.NewEngineDriver(cfg)
	if err != nil {
		return nil, err
	}
	c := newCampaign(d, d.Career().Data(), answererFor(g))
	if g.Careers != nil {
		c.slot = g.Careers.Store.NewID()
	}
	return c, nil
}

// ResumeCampaign continues a career read back by Careers.Open or OpenBackup: the
// driver stands at the pending decision, which the scenes show first.
func ResumeCampaign(g *game.Game, r *game.Resume) *Campaign {
	c := newCampaign(r.Driver, r.Driver.Career().Data(), answererFor(g))
	c.slot = r.ID
	if !r.FromBackup {
		c.saved = len(r.Save.Answers) // in the store already
	}
	// The roll log shows the career so far: the replayed events (the latest of them).
	evs, total := r.Driver.ReplayedEvents()
	if total > len(evs) {
		c.Log.AddText(i18n.T("play.earlier_events", "n", total-len(evs)), draw.ColDim)
	}
	for _, e := range evs {
		c.Log.Add(e)
	}
	msg := i18n.T("play.restored", "n", len(r.Save.Answers))
	if r.FromBackup {
		msg = i18n.T("play.restored_backup", "n", len(r.Save.Answers))
	}
	c.Log.AddText(msg, draw.ColAccent)
	c.startStatus(r.Driver.ReplayedView())
	g.NoteSave(r.ID, r.Save, r.Driver.LogHash)
	return c
}

// NewReplayViewer plays a saved career back from its start with the full presentation,
// feeding the recorded answers at the player's pace; nothing is saved.
func NewReplayViewer(g *game.Game, sv *engine.Save) (*Campaign, error) {
	cfg, err := sv.Config.Config()
	if err != nil {
		return nil, err
	}
	d, err := game.NewEngineDriver(cfg)
	if err != nil {
		return nil, err
	}
	c := newCampaign(d, d.Career().Data(), &replayAnswerer{answers: append([]engine.Answer{}, sv.Answers...)})
	c.replay = true
	c.Log.AddText(i18n.T("play.replay_of", "boat", sv.Summary.UNumber, "n", len(sv.Answers)), draw.ColAccent)
	return c, nil
}

// autosave stores the career in its slot (at a pending decision or at the end).
func (c *Campaign) autosave(g *game.Game) {
	if c.slot == "" || c.replay || g.Careers == nil {
		return
	}
	if c.duel != nil { // both careers, each in its slot
		c.duel.save(g)
		return
	}
	d, ok := c.drv.(*game.EngineDriver)
	if !ok {
		return
	}
	sv, err := d.Save()
	if err != nil {
		g.Logf("autosave: %v", err)
		return
	}
	if len(sv.Answers) == c.saved && !sv.Summary.Ended {
		return // saved already at this decision
	}
	c.saved = len(sv.Answers)
	if err := g.Careers.Put(c.slot, sv); err != nil {
		g.Toast(i18n.T("notice.career_not_saved", "err", err.Error()))
		return
	}
	g.NoteSave(c.slot, sv, d.LogHash)
}

// newCampaign wires a campaign to any driver (tests use scripted ones) and the answerer
// of its decisions.
func newCampaign(d game.Driver, data *engine.Data, a Answerer) *Campaign {
	c := &Campaign{drv: d, data: data, answerer: a, place: PlacePort, saved: -1}
	c.startStatus(engine.View{}) // the career's events bring the boat onto the board
	return c
}

// FirstScene returns the scene the career opens on.
func (c *Campaign) FirstScene() *PlayScene { return c.scene(PlacePort) }

func (c *Campaign) scene(k Place) *PlayScene {
	if k == PlaceAny {
		k = c.place
	}
	if c.scenes[k] == nil {
		c.scenes[k] = &PlayScene{c: c, st: newStage(k)}
	}
	return c.scenes[k]
}

func (c *Campaign) state() *engine.State { return c.drv.State() }

// startStatus sets the view the status board follows the events from: the zero View
// before a new career's first event, the replayed events' view for a resumed one.
func (c *Campaign) startStatus(v engine.View) {
	var boards map[string]*engine.Board
	if c.data != nil {
		boards = c.data.Boards
	}
	c.Status.Start(v, boards)
	if st := c.state(); st != nil {
		c.Status.Options = st.Options.Keys() // the optional rules in force, under the decorations
	}
	c.kommandantLines()
}

// kommandantLines puts the Kommandant's abilities and his card's record (opt 14.13, 14.15)
// on the status board; they are chosen at the career's first decision, so this runs
// again whenever the board catches up.
func (c *Campaign) kommandantLines() {
	st := c.state()
	c.Status.Kommandant = c.Status.Kommandant[:0]
	for _, l := range []string{present.AbilitiesLine(st), present.CardHistoryLine(st)} {
		if l != "" {
			c.Status.Kommandant = append(c.Status.Kommandant, l)
		}
	}
}

// catchUpStatus shows the live state on the status board once the event queue has caught
// up (at a decision, at the end); the next event shown puts the followed view back.
func (c *Campaign) catchUpStatus() {
	c.kommandantLines()
	c.Status.CatchUp(engine.ViewOf(c.state()))
}

// switchTo changes the play scene (with a fade).
func (c *Campaign) switchTo(g *game.Game, k Place) {
	if k == c.place || k == PlaceAny {
		return
	}
	c.place = k
	c.Dice.Clear() // the last scene's roll is not the next scene's
	g.Replace(c.scene(k))
}

// eventPlace routes an event, keeping career-start promotions in port.
func (c *Campaign) eventPlace(e engine.Event) Place {
	k := RouteEvent(e)
	if k == PlaceRefit && c.patrolsEnded == 0 {
		if _, ok := e.(*engine.PatrolEndEvent); !ok {
			return PlacePort
		}
	}
	return k
}

// Update runs one frame of the career on the scene ps (the top of the stack): the
// answerer's share of the frame, the input every mode shares, the animations, then the
// events in order and, once they are shown, the pending decision, asked of the answerer.
func (c *Campaign) Update(g *game.Game, ps *PlayScene) {
	if c.duel != nil && c.duel.frame(g, c) {
		return
	}
	if c.pack != nil && c.pack.frame(g, c) {
		return
	}
	if c.answerer.Frame(g, c) {
		return
	}
	if c.tips.frame(g, c) || c.commonInput(g) {
		return
	}
	c.Dice.Update()
	c.outlook.update(c) // careers played onward from the decision on screen (a few ms)
	c.snd.update(g, c)
	ps.st.update(c)
	if !c.showEvents(g, ps) {
		return
	}
	if c.pending == nil && !c.drained && c.fetch(g) {
		return // show the new events first
	}
	if c.duel != nil && c.duel.ready >= 0 || c.pack != nil && c.pack.ready >= 0 {
		return // the hand-over first (duelPlay.frame, packPlay.frame, next frame)
	}
	if c.pending != nil && c.pendingLang != i18n.Current() { // the language changed in the settings
		c.pending, c.pendingLang = present.Localize(c.raw, c.drv.State()), i18n.Current()
		c.panelShown = false
	}
	switch {
	case c.pending != nil:
		c.decide(g, ps)
	case c.drained:
		c.finish(g)
	}
}

// commonInput handles the keys of every play scene: the log's scrolling, the pace, the
// pause menu and skipping the events on show. It reports true when the pause menu
// opened (the frame is done).
func (c *Campaign) commonInput(g *game.Game) bool {
	in := &g.In
	c.Log.SetScale(g.Settings.TextScale)
	c.Log.SetDockTop(c.dockTop()) // (the panel may change its height: a confirmation)
	c.Log.Update(in)
	if !g.Demo {
		c.tip.update(in, g.Settings.TextScale, c)
	}
	if in.Clicked && c.gone.swallows(g.Frame, in.X, in.Y) {
		in.Clicked = false // meant for the dock that has just gone: it opens nothing under it
	}
	if in.Clicked && !g.Demo { // a rule number or table code in the log or the prompt opens it (issue 14)
		k := c.Log.LinkAt(in.X, in.Y)
		if k == "" && c.Panel.D != nil {
			k = c.Panel.LinkAt(in.X, in.Y)
		}
		if k != "" {
			g.Audio.Play(assets.SndClick)
			OpenRules(g, k)
			return true
		}
		if roll := c.Log.RollAt(in.X, in.Y); roll != nil && present.HasChart(roll.Table) { // elsewhere on a roll's line: its chart (charts.go)
			g.Audio.Play(assets.SndClick)
			OpenTable(g, roll)
			return true
		}
		if roll := c.Dice.ev; roll != nil && present.DiceBox.Contains(in.X, in.Y) && present.HasChart(roll.Table) { // the dice tray: the chart of its roll
			g.Audio.Play(assets.SndClick)
			OpenTable(g, roll)
			return true
		}
	}
	if in.Just(game.ActPace) {
		g.Settings.Pace = g.Pace().Next().String()
		g.SaveSettings()
		g.Toast(i18n.T("notice.pace", "pace", paceWord(g.Settings.Pace)))
	}
	if in.Just(game.ActBack) || in.Just(game.ActMenu) {
		g.PushOverlay(NewPause(c))
		return true
	}
	if in.Just(game.ActSkip) && !c.queue.Idle() {
		c.queue.Skipping = true
	}
	return false
}

// showEvents plays the queued events in order, each on the scene it belongs to. It
// reports whether the queue has caught up (false: events still on show, or a change of
// scene waits).
func (c *Campaign) showEvents(g *game.Game, ps *PlayScene) bool {
	c.queue.Tick()
	for !c.queue.Busy() && !c.tips.holding() {
		e := c.queue.Peek()
		if e == nil {
			break
		}
		if k := c.eventPlace(e); k != PlaceAny && k != c.place {
			if c.mayLeave(g) {
				c.switchTo(g, k)
			}
			return false
		}
		c.queue.Pop(g.Pace())
		c.show(g, ps, e)
		c.tips.event(g, c, e)
	}
	return c.queue.Idle() && !c.tips.holding()
}

// fetch takes the driver's next events and decision, saving the career at the decision
// (and at its end). It reports whether there are new events to show.
func (c *Campaign) fetch(g *game.Game) bool {
	ev, d := c.drv.Next()
	c.drained = d == nil && c.drv.Done() // the career's last events are in hand
	if c.duel != nil {
		c.duel.fetched(g, c, d) // a new player on turn, or the escort's direction: hand over
	}
	if c.pack != nil {
		c.pack.fetched(c, d) // the Commander boats' rolls; another player's boat: hand over
	}
	c.queue.Push(ev)
	c.raw, c.pending = d, present.Localize(d, c.drv.State())
	c.pendingLang = i18n.Current()
	c.panelShown = false
	if d != nil || (c.drained && c.drv.Err() == nil) {
		c.autosave(g) // at every decision (refits included), and the finished career (hall of fame)
	}
	return len(ev) > 0
}

// decide shows the pending decision on its scene, once, and asks the answerer for the
// answer.
func (c *Campaign) decide(g *game.Game, ps *PlayScene) {
	if !c.panelShown {
		if k := RouteDecision(c.pending); k != PlaceAny && k != c.place {
			if c.mayLeave(g) {
				c.switchTo(g, k)
			}
			return
		}
		c.catchUpStatus()
		ps.st.sync(c)
		if c.outlook.est == nil || c.outlook.seq != c.raw.Seq {
			c.outlook.start(g, c, c.raw)
		}
		c.Panel.Aside = c.outlook.est != nil // a line under the prompt for the outlook
		c.answerer.Show(g, c, present.DockArea)
		c.Status.Mark(c.pending.Context)
		c.Log.SetDockTop(c.dockTop())
		c.panelShown = true
		c.shownAt = g.Frame
		g.ShowDecision(c.pending.ID)
		if g.Watched() { // the first decision of each kind, for the -moments screenshots
			g.Moment("decision_"+c.pending.ID, 2)
		}
		if c.tips.decision(g, c, c.raw) {
			return // read the guide's panel first
		}
	}
	if key, ok := c.answerer.Answer(g, c); ok {
		c.answer(g, key)
	}
}

// finish shows the end of the career (or the error that stopped it) and waits for the
// player's way back to the title.
func (c *Campaign) finish(g *game.Game) {
	if err := c.drv.Err(); err != nil && c.errMsg == "" {
		c.errMsg = err.Error()
		g.Logf("career stopped: %v", err)
		c.finishBtn = draw.ButtonList{Buttons: []draw.Button{{R: draw.Rect{X: 300, Y: 440, W: 280, H: 44}, Label: i18n.T("play.back_to_title"), Shortcut: 1}}}
	}
	if c.duel != nil && c.drv.Err() == nil && c.duel.finished(g) {
		return // the two-player game's result (13.1.3)
	}
	if c.pack != nil && c.drv.Err() == nil && c.pack.finished(g) {
		return // the wolfpack's standings (13.5.1)
	}
	if !c.finished {
		c.finished = true
		c.catchUpStatus()
		st := c.state()
		g.Logf("career over: %s, %s, %d ships, %d t, %d patrols", st.EndReason, st.Victory, st.CareerShips, st.CareerTons, st.PatrolCount)
		if c.finishBtn.Buttons == nil {
			c.finishBtn = draw.ButtonList{Buttons: []draw.Button{{R: draw.Rect{X: 580, Y: present.Stage.Y + 190, W: 280, H: 44}, Label: i18n.T("play.back_to_title"), Shortcut: 1}}}
			if c.hasStats(g) { // the career's statistics (stats.go), from its save
				c.finishBtn.Buttons = append(c.finishBtn.Buttons, draw.Button{R: draw.Rect{X: 580, Y: present.Stage.Y + 136, W: 280, H: 44},
					Label: i18n.T("stats.open_end"), Key: "stats", Shortcut: 2})
			}
		}
	}
	if i := c.finishBtn.Update(&g.In); i >= 0 {
		if c.finishBtn.Buttons[i].Key == "stats" {
			g.Push(NewStats(g, c.slot))
			return
		}
		c.drv.Close()
		g.Reset(NewTitle(g))
	}
}

// hasStats reports whether the finished career has a statistics screen: a career of the
// player's, saved in its slot (not a replay nor the demonstration, never saved).
func (c *Campaign) hasStats(g *game.Game) bool {
	return c.errMsg == "" && c.slot != "" && !c.replay && !g.Demo && g.Careers != nil
}

// mayLeave reports whether the scene may change now: the refit report stays up until
// the player goes on to the next patrol.
func (c *Campaign) mayLeave(g *game.Game) bool {
	if c.place != PlaceRefit || !c.holdRefit {
		return true
	}
	if c.ackBtn.Buttons == nil {
		c.ackBtn = draw.ButtonList{Buttons: []draw.Button{{R: draw.Rect{X: 580, Y: present.Stage.Y + 100, W: 280, H: 44},
			Label: i18n.T("play.next_patrol"), Shortcut: 1}}}
		c.ackAt = g.Frame
		// The engine repairs the boat and turns the calendar at the refit's end (6.1
		// step 3F, A4.9) with no event of its own: the report shows the boat as the
		// yard hands it back, the live state, until the next event.
		c.catchUpStatus()
	}
	if c.ackBtn.Update(&g.In) >= 0 || c.answerer.GoOn(g, g.Frame-c.ackAt) {
		c.holdRefit = false
		c.ackBtn.Buttons = nil
		if c.duel != nil {
			c.duel.acked() // the turn passes now (duelPlay.frame)
		}
		return true
	}
	return false
}

// dockGone is where a decision's dock stood and the frame it went away (answered by the
// player, by a standing choice, or by the game when it had one legal answer). A click
// there in the next dockGoneFrames frames was aimed at the dock (a second click of a
// quick player, or one sent as the game took the only answer itself) and must not open
// the rule link or chart of the roll log line that has come up in its place, nor press
// the next decision's button under the pointer.
type dockGone struct {
	at int
	r  draw.Rect
}

// dockGoneFrames is how long the dock's place stays deaf to clicks after it goes (frames,
// about a quarter of a second at 60 per second).
const dockGoneFrames = 15

func (d dockGone) swallows(frame int, x, y float64) bool {
	return d.r.W > 0 && frame-d.at <= dockGoneFrames && d.r.Contains(x, y)
}

// answer sends the player's choice to the engine and records it in the save.
func (c *Campaign) answer(g *game.Game, key string) {
	d := c.pending
	label := key
	for _, o := range d.Options {
		if o.Key == key {
			label = o.Label
		}
	}
	note := c.note
	c.note = ""
	if err := c.drv.Choose(d.Seq, key); err != nil {
		g.Toast(err.Error())
		return
	}
	if c.salvo != nil { // the grid shows every answer of its salvo, whoever gave it
		c.salvo.record(d, key)
		if c.salvo.lastTube(d) {
			c.salvo.remember(&c.lastSalvo)
			c.salvo = nil
		}
	}
	if c.reloads != nil {
		c.reloads.record(d, key)
		if c.reloads.lastTube(d) {
			c.reloads = nil
		}
	}
	g.Audio.Play(assets.SndClick)
	if c.duel != nil && d.ID == engine.KindEvasive.String() {
		label = i18n.T("duel.secret") // 14.8.3: revealed with the escort's (log.note.evasion_reveal)
	}
	if len(d.Options) == 1 {
		label += " " + i18n.T(onlyChoiceNote)
	} else if note != "" {
		label += " " + note
	}
	c.Log.AddText(present.AnsweredLine(d.Prompt, label), draw.ColAccent)
	// The next frame's Next hands over the events up to the next decision and saves
	// there (autosave), with the event log hash covering them.
	// a click meant for the dock that arrives as it goes lands on nothing (dockGone)
	c.gone = dockGone{at: g.Frame, r: draw.Rect{X: present.DockArea.X, Y: c.dockTop(), W: present.DockArea.W,
		H: present.DockArea.Y + present.DockArea.H - c.dockTop()}}
	c.pending, c.raw = nil, nil
	c.outlook.est = nil
	c.panelShown = false
	g.ShowDecision("")
	c.Panel.Set(nil, draw.Rect{}, false)
	c.Log.SetDockTop(c.dockTop())
	c.Status.Mark("")
}

// show plays one event: the log line, the status board, the dice, a sound and the
// scene's own animation.
func (c *Campaign) show(g *game.Game, ps *PlayScene, e engine.Event) {
	instant := g.Pace() == game.PaceInstant || c.queue.Skipping
	g.Events++
	if _, ok := e.(*engine.DecisionEvent); !ok { // answers are logged with their labels
		c.Log.Add(e)
	}
	c.Status.Apply(e)
	if t := present.EventText(e); t != "" {
		if _, ok := e.(*engine.DecisionEvent); !ok {
			c.caption = t // fitted by shrinking into its box, not cut at 86 letters
			c.captionSize = captionSize(t, g.Settings.TextScale)
			c.captionCol = present.EventColor(e)
		}
	}
	if r, ok := e.(*engine.RollEvent); ok {
		c.Dice.Roll(r, instant)
	}
	c.snd.event(g, e, instant)
	if _, ok := e.(*engine.PatrolEndEvent); ok {
		c.patrolsEnded++
		c.holdRefit = true // the refit report waits for the player (mayLeave)
	}
	ps.st.event(c, e, instant)
	if g.Watched() {
		c.moments(g, ps, e)
	}
}

// moments names what this event puts on screen for the -moments screenshots: its
// animation, the escort's special weapon ([E3c] Hedgehog, [E3d] Squid), a FIDO from the
// air ([E3e]), a depth-charge pattern ([E3]) and the weather of the sea scenes.
func (c *Campaign) moments(g *game.Game, ps *PlayScene, e engine.Event) {
	delay := max(6, 48/max(1, min(c.speed(), 8)))
	switch a := AnimFor(e); a {
	case AnimNone, AnimDice, AnimChoice:
	default:
		g.Moment(a.String(), delay)
	}
	if en, ok := e.(*engine.EncounterEvent); ok && (en.Kind == engine.EncAircraft || en.Kind == engine.EncAircraftEscort) {
		g.Moment("aircraft_inbound", delay+20)
	}
	if r, ok := e.(*engine.RollEvent); ok {
		switch {
		case r.Table == engine.TableE3c:
			g.Moment("hedgehog", delay+12)
		case r.Table == engine.TableE3d:
			g.Moment("squid", delay+8)
		case r.Table == engine.TableE3e:
			g.Moment("fido", delay)
		case r.Table == engine.TableE3:
			g.Moment("depth_charges", delay+12)
		}
	}
	switch st := ps.stageOf().(type) {
	case *encounterStage:
		g.Moment("encounter_"+st.weather.String(), delay)
	case *depthStage:
		w := st.weather
		if st.night && w == assets.Arctic {
			w = assets.ArcticNight
		} else if st.night {
			w = assets.Night
		}
		g.Moment("depth_"+w.String(), delay)
	case *transitStage:
		if st.storm {
			g.Moment("transit_storm", delay)
		}
	}
}

// moment reports a moment that a stage's own animation reaches (the port at nightfall,
// a night in the yard …) for the -moments screenshots, pictured at the next frame.
func (c *Campaign) moment(kind string) {
	if ps := c.scenes[c.place]; ps != nil && ps.g != nil {
		ps.g.Moment(kind, 1)
	}
}

// drawChrome paints what every play scene shares: the top bar, the caption, the dice,
// the status board, the roll log and the decision panel.
func (c *Campaign) drawChrome(dst *ebiten.Image, g *game.Game, name string) {
	// the stage's pictures end at its edges: what a scene draws past them (the sea under
	// the stage) would show through the translucent panels, so the ground under the
	// chrome is laid first
	for _, r := range [...]draw.Rect{present.TopBar, present.StatusBox, present.LogArea} {
		draw.FillRect(dst, r, draw.ColBack)
	}
	draw.FillRect(dst, present.TopBar, draw.ColPanel)
	st := c.state()
	left := c.leftText.get(chromeKey{st.Boat.ID, st.Rank, st.Crew.Name}, chromeLeft)
	topLeftBox.draw(dst, left, draw.ColAccent)
	if c.replay {
		name = c.replayTitle.get(name, replayTitle)
	}
	if c.duel != nil { // 13.1: whose turn it is, on every screen
		name = c.duel.title.get(duelTitleKey{c.duel.board, name}, duelTitle)
	}
	if c.pack != nil { // 13.5: the boat on turn and the pack, on every screen
		name = c.pack.title.get(packTitleKey{c.pack.board, c.pack.drv.p.Name, name}, packTitle)
	}
	topTitleBox.draw(dst, name, draw.ColInk)
	pace := "normal"
	if g != nil {
		pace = g.Settings.Pace
	}
	if g == nil || !g.Noticing() { // a notice takes the hint's place (present.NoticeBox)
		topHintBox.draw(dst, c.paceText.get(pace, paceHint), draw.ColDim)
	}
	if c.caption != "" {
		r := present.CaptionBox
		draw.FillRect(dst, r, draw.Shade(0.55))
		draw.DrawText(dst, c.caption, assets.Regular, c.captionSize, r.X+8, r.Y+math.Round((r.H-draw.LineHeight(assets.Regular, c.captionSize))/2), c.captionCol, draw.AlignLeft)
	}
	c.Dice.Draw(dst, present.DiceBox.X, present.DiceBox.Y)
	if g != nil {
		c.textScale = g.Settings.TextScale
		c.Status.SetScale(c.textScale)
	}
	c.Status.Draw(dst, present.StatusBox)
	c.Log.SetDockTop(c.dockTop())
	c.Log.Draw(dst)
	c.Panel.Draw(dst)
	c.outlook.draw(dst, &c.Panel, c.textScale)
	if c.salvo != nil {
		c.salvo.draw(dst)
	}
	if c.reloads != nil {
		c.reloads.draw(dst)
	}
	if c.errMsg != "" {
		r := draw.Rect{X: 140, Y: 200, W: 600, H: 300}
		draw.Panel(dst, r)
		head := i18n.T("play.error.title")
		draw.DrawText(dst, head, assets.Bold, draw.FitSize(head, assets.Bold, 22, 14, r.W-40), r.X+20, r.Y+20, draw.ColBad, draw.AlignLeft)
		y := r.Y + 60
		for _, l := range draw.Wrap(c.errMsg, assets.Regular, 15, r.W-40) {
			draw.DrawText(dst, l, assets.Regular, 15, r.X+20, y, draw.ColInk, draw.AlignLeft)
			y += 20
		}
		for _, l := range draw.Wrap(i18n.T("play.error.saved"), assets.Regular, 14, r.W-40) {
			draw.DrawText(dst, l, assets.Regular, 14, r.X+20, y+10, draw.ColDim, draw.AlignLeft)
			y += 18
		}
	}
	if c.finished {
		c.finishBtn.Draw(dst)
	}
	c.ackBtn.Draw(dst)
	c.answerer.Draw(dst, c)
	c.tips.draw(dst)
	c.tip.draw(dst) // over the guide's panel too: its words explain themselves
}

// captionSize is the size the caption t is drawn at, in px: 15 at the text size sc
// (the settings'), smaller where the box is too low or the line too long for it, 10 at
// least.
func captionSize(t string, sc float64) float64 {
	r := present.CaptionBox
	size := draw.Sized(15, sc)
	for size > 10 && draw.LineHeight(assets.Regular, size) > r.H-2 {
		size -= 0.5
	}
	return draw.FitSize(t, assets.Regular, size, 10, r.W-16)
}

type chromeKey struct {
	boat string
	rank int
	name string
}

func chromeLeft(k chromeKey) string {
	return k.boat + "  ·  " + present.RankAndName(present.RankAbbr(k.rank), k.name)
}

func replayTitle(name string) string { return i18n.T("play.replay_title", "name", name) }

func paceHint(pace string) string {
	return i18n.T("play.pace_hint", "pace", i18n.T("settings.pace."+pace))
}

// RankAbbrOf abbreviates the Kommandant's rank.
func RankAbbrOf(st *engine.State) string { return present.RankAbbr(st.Rank) }

// PlayScene is one play scene: a stage of its kind plus the shared campaign chrome.
type PlayScene struct {
	c      *Campaign
	st     stage
	g      *game.Game
	frames int
}

// Name implements game.Scene.
func (p *PlayScene) Name() string { return p.st.place().String() }

// Enter implements game.Enterer.
func (p *PlayScene) Enter(g *game.Game) {
	p.g = g
	p.frames = 0
	p.c.place = p.st.place()
	p.st.enter(p.c)
}

// Update implements game.Scene.
func (p *PlayScene) Update(g *game.Game) error {
	p.g = g
	p.frames++
	p.c.Update(g, p)
	return nil
}

// WhileFading implements game.FadeWatcher: the demonstration ends on any input, even
// between two of its scenes.
func (p *PlayScene) WhileFading(g *game.Game) {
	if w, ok := p.c.answerer.(interface{ WhileFading(*game.Game, *Campaign) }); ok {
		w.WhileFading(g, p.c)
	}
}

// Draw implements game.Scene: the stage, squeezed above the decision dock when the dock
// is higher than the roll log's area (present.StageAbove), then the chrome.
func (p *PlayScene) Draw(dst *ebiten.Image) {
	r, sc := present.StageAbove(p.c.dockTop())
	st := present.Stage
	stageRect := image.Rect(int(st.X), int(st.Y), int(st.X+st.W), int(st.Y+st.H))
	if sc == 1 {
		p.st.draw(dst, p.c) // (what it draws past its edges is covered by the chrome)
	} else {
		if p.c.stageBuf == nil {
			p.c.stageBuf = draw.NewTarget(draw.LogicalW, draw.LogicalH)
		}
		p.c.stageBuf.Clear()
		p.st.draw(p.c.stageBuf, p.c)
		draw.FillRect(dst, present.Stage, draw.ColPanel)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(sc, sc) // (a sub-image is drawn from its own top-left corner)
		op.GeoM.Translate(r.X, r.Y)
		src := p.c.stageBuf.SubImage(stageRect).(*ebiten.Image)
		dst.DrawImage(src, op)
	}
	p.c.drawChrome(dst, p.g, p.st.title(p.c))
}

// dockTop is the top edge of the dock (px): the salvo's or the reloads' grid or the
// decision panel, the bottom of the screen when none is up.
func (c *Campaign) dockTop() float64 {
	switch {
	case c.salvo != nil:
		return c.salvo.R.Y
	case c.reloads != nil:
		return c.reloads.R.Y
	}
	return c.Panel.Top()
}

// aimedOption returns the option of the pending decision the player is aiming with: the
// target of the salvo row in focus, or the focused option on the panel (-1: none).
func (c *Campaign) aimedOption() int {
	if c.salvo != nil {
		return c.salvo.aimed(c.salvo.row())
	}
	return c.Panel.Focused()
}

// subjectPicker is a stage whose picture holds the subjects of some decisions (the ships
// a torpedo or a gun is aimed at): pick returns the option of the pending decision
// (c.Panel.D) at a point in the stage's own coordinates, or -1.
type subjectPicker interface {
	pick(c *Campaign, x, y float64) int
}

// subjectInput lets the player decide on the decision's subject in the scene: the
// pointer over it focuses its option on the panel, and a click or tap chooses it through
// the panel (a dangerous answer still asks to be confirmed). It returns the chosen key,
// or "".
func (c *Campaign) subjectInput(in draw.Controls) string {
	ps := c.scenes[c.place]
	if ps == nil || c.pending == nil || (c.Panel.D == nil && c.salvo == nil) {
		return ""
	}
	sp, ok := ps.st.(subjectPicker)
	if !ok {
		return ""
	}
	x, y, moved, clicked := in.Pointer()
	if !moved && !clicked {
		return ""
	}
	sx, sy, ok := c.stagePoint(x, y)
	if !ok {
		return ""
	}
	i := sp.pick(c, sx, sy)
	if i < 0 {
		return ""
	}
	if c.salvo != nil { // a click aims the tube in focus at the ship
		if clicked && !c.salvo.fired && i < len(c.salvo.s.Targets) {
			c.salvo.aimAt(i)
		}
		return ""
	}
	c.Panel.FocusOn(i)
	if clicked {
		return c.Panel.Choose(i)
	}
	return ""
}

// stagePoint maps a point on the screen to the stage's own coordinates (the stage may
// be squeezed above the dock); ok is false off the stage.
func (c *Campaign) stagePoint(x, y float64) (sx, sy float64, ok bool) {
	r, sc := present.StageAbove(c.dockTop())
	if !r.Contains(x, y) {
		return 0, 0, false
	}
	return present.Stage.X + (x-r.X)/sc, present.Stage.Y + (y-r.Y)/sc, true
}

// ShotReady implements game.ShotReadier: a play scene is worth a picture once it has
// something to show (a decision, or the end).
func (p *PlayScene) ShotReady() bool {
	return p.c.panelShown || p.c.finished || p.c.ackBtn.Buttons != nil || p.c.queue.Len() == 0 || p.frames > 100
}

// stage is the part of a play scene that differs by kind.
type stage interface {
	place() Place
	title(c *Campaign) string
	enter(c *Campaign)                               // the scene came on screen
	event(c *Campaign, e engine.Event, instant bool) // an event is being shown
	sync(c *Campaign)                                // the queue caught up: read the live state
	update(c *Campaign)                              // one frame of animation
	draw(dst *ebiten.Image, c *Campaign)             // the stage area
}

func newStage(k Place) stage {
	switch k {
	case PlacePort:
		return &portStage{}
	case PlaceTransit:
		return &transitStage{}
	case PlaceEncounter:
		return &encounterStage{}
	case PlaceDepth:
		return &depthStage{}
	case PlaceRefit:
		return &refitStage{}
	case PlaceCareerEnd:
		return &endStage{}
	}
	return &portStage{}
}
