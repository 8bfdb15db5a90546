package scenes

import (
	"image/color"
	"math"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/engine/tournament"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
	"uboat/savefile"
)

// ---------------------------------------------------------------- title

// Title is the first screen: new career, continue, settings, quit.
type Title struct {
	list   draw.ButtonList
	latest string            // slot of the newest unfinished career ("" none)
	slot   savefile.SlotInfo // its summary, for the Continue button's second line
	frame  int
	drawn  int       // frames drawn (Update may run several times before the first Draw)
	shipAt int       // the frame on which the boat and the convoy started to show (0: not yet)
	idle   TitleIdle // the title's sound and the attract mode's timer (attract.go)
	hint   boxText
	sc     float64   // the settings' text size
	lang   i18n.Lang // the language of the labels (rebuilt when the settings change it)
	// offerGuide: no career was ever started, the guided first patrol comes first.
	offerGuide bool
}

// NewTitle builds the title screen (Continue is enabled when a readable save exists).
func NewTitle(g *game.Game) *Title {
	t := &Title{}
	g.Demo = false // back from the demonstration: the player's pace
	cont := draw.Button{Key: "continue", Disabled: true}
	if si, ok := g.Careers.Latest(); ok {
		t.latest, t.slot, cont.Disabled = si.ID, si, false
	}
	if g.Careers.Note != "" && g.Frame < 2 {
		g.Toast(g.Careers.Note)
	}
	items := []draw.Button{{Key: "new"}, cont, {Key: "guide"}, {Key: "careers"}, {Key: "hall"}, {Key: "settings"}, {Key: "rules"}, {Key: "help"}, {Key: "quit"}}
	// a player who never started a career is offered the guided first patrol first
	// (guide.go)
	t.offerGuide = neverStarted(g) && !g.Settings.HintSeen(guideSeenKey)
	if t.offerGuide {
		items[0], items[1], items[2] = items[2], items[0], items[1]
	}
	if !canQuit { // the browser: Quit would only stop the loop and freeze the page
		items = items[:len(items)-1]
	}
	y := 286.0
	for i := range items {
		h := 37.0
		if (items[i].Key == "continue" && t.latest != "") || (items[i].Key == "guide" && t.offerGuide) { // a line under it
			h = 46
		}
		items[i].R = draw.Rect{X: 80, Y: y, W: 340, H: h}
		items[i].Shortcut = i + 1
		y += h + 6
	}
	t.list = draw.ButtonList{Buttons: items}
	t.hint = boxText{font: assets.Regular, size: 13, col: draw.ColDim, r: draw.Rect{X: 80, Y: 690, W: 880, H: 24}}
	t.labels()
	t.sc = g.Settings.TextScale
	scaleButtons(&t.list, t.sc)
	return t
}

// titleLabels are the title's buttons' words, by key.
var titleLabels = map[string]string{"new": "menu.new_career", "continue": "menu.continue", "careers": "menu.careers",
	"hall": "menu.hall", "settings": "menu.settings", "rules": "menu.rules", "quit": "menu.quit",
	"guide": "menu.guide", "help": "menu.help"}

// labels puts the title's words in the current language.
// defaultType is the U-boat type the setup offers first, and the guided patrol's.
const defaultType = "VIIC"

// neverStarted reports whether no career was ever started in this game's store (the
// store lists finished careers too).
func neverStarted(g *game.Game) bool {
	if g.Careers == nil {
		return true
	}
	l, err := g.Careers.List()
	return err == nil && len(l) == 0
}

func (t *Title) labels() {
	t.lang = i18n.Current()
	for i := range t.list.Buttons {
		b := &t.list.Buttons[i]
		b.Label = i18n.T(titleLabels[b.Key])
		if b.Key == "continue" && t.latest != "" {
			b.Sub = slotLine(t.slot)
		}
		if b.Key == "guide" && t.offerGuide {
			b.Sub = i18n.T("menu.guide.offer")
		}
	}
	t.hint.text = i18n.T("menu.hint", "last", len(t.list.Buttons))
}

// Enter implements game.Enterer: back from the settings, the title speaks the language
// chosen there from the fade's first frame.
func (t *Title) Enter(*game.Game) {
	if t.lang != i18n.Current() {
		t.labels()
	}
}

// Name implements game.Scene.
func (t *Title) Name() string { return "title" }

// Update implements game.Scene.
func (t *Title) Update(g *game.Game) error {
	t.frame++
	if t.lang != i18n.Current() { // back from the settings in another language
		t.labels()
	}
	t.sc = g.Settings.TextScale
	scaleButtons(&t.list, t.sc)
	if t.idle.title(g) {
		return nil
	}
	i := t.list.Update(&g.In)
	if g.Opt.Autoplay && t.frame == 60 { // a new career, or with -guide the guided patrol
		want := "new"
		if g.Opt.Guide {
			want = "guide"
		}
		for j, b := range t.list.Buttons {
			if b.Key == want {
				i = j
			}
		}
	}
	if i < 0 {
		if g.In.Just(game.ActBack) && canQuit {
			g.Quit()
		}
		return nil
	}
	g.Audio.Play(assets.SndClick)
	switch t.list.Buttons[i].Key {
	case "new":
		g.Push(NewSetup(g))
	case "continue":
		continueCareer(g, t.latest)
	case "careers":
		g.Push(NewCareers(g))
	case "hall":
		g.Push(NewHall(g))
	case "settings":
		g.Push(NewSettings())
	case "rules":
		OpenRules(g, "")
	case "glossary":
		OpenGlossary(g, "")
	case "guide":
		startGuide(g)
	case "help":
		g.Push(NewHelp(g))
	case "quit":
		g.Quit()
	}
	return nil
}

// titleTexts are the title's words, each in the rectangle no star is drawn in (their
// width checked by TestTitleStarsClearOfTheWords).
var titleTexts = [...]struct {
	id   string // the catalogue's id ("" the game's name, the same in every language)
	font int    // assets.Regular or assets.Bold
	size float64
	col  color.RGBA
	r    draw.Rect
}{
	{"", assets.Bold, 64, draw.ColAccent, draw.Rect{X: 80, Y: 120, W: 430, H: 72}},
	{"menu.subtitle", assets.Regular, 22, draw.ColInk, draw.Rect{X: 84, Y: 200, W: 620, H: 28}},
	{"menu.tagline", assets.Regular, 16, draw.ColDim, draw.Rect{X: 84, Y: 236, W: 520, H: 22}},
}

// titleText returns title text i in the current language and its size: made smaller
// (to 12 px at least) until it fits the width kept clear for it.
func titleText(i int) (string, float64) {
	w := titleTexts[i]
	if w.id == "" {
		return i18n.T("menu.game_name"), w.size // the same in every language
	}
	s := i18n.T(w.id)
	return s, draw.FitSize(s, w.font, w.size, 12, w.r.W)
}

// titleButtons is the area of the title's buttons and key hint (no stars there either).
var titleButtons = draw.Rect{X: 80, Y: 290, W: 340, H: 420}

// titleStar is star i of the title's sky and whether it is drawn: not among the words.
func titleStar(i int) (x, y float64, shown bool) {
	x = float64(i) * 137.7
	for x > draw.LogicalW {
		x -= draw.LogicalW
	}
	y = float64(10 + (i*53)%400)
	if titleButtons.Inset(-4).Contains(x, y) {
		return x, y, false
	}
	for _, w := range titleTexts {
		if w.r.Inset(-4).Contains(x, y) {
			return x, y, false
		}
	}
	return x, y, true
}

// titleShipsDraw is the title's Draw from which the boat and the convoy show. Counted in
// draws, not updates: in the browser Ebitengine runs several Updates before the first
// Draw to catch up with the clock, and the first frame must not wait for them.
const titleShipsDraw = 3

// Draw implements game.Scene.
func (t *Title) Draw(dst *ebiten.Image) {
	t.drawn++
	horizon := 430.0
	drawImageAt(dst, gradient(draw.LogicalW, int(horizon), nightSkyTop, color.RGBA{0x2a, 0x34, 0x50, 0xff}), 0, 0, 1, 1)
	drawImageAt(dst, gradient(draw.LogicalW, draw.LogicalH-int(horizon), nightSeaTop, nightSeaLow), 0, horizon, 1, 1)
	for i := 0; i < 90; i++ {
		if x, y, shown := titleStar(i); shown {
			fillRect(dst, float32(x), float32(y), 1.5, 1.5, color.RGBA{0xc0, 0xc8, 0xd8, 0xff}, false)
		}
	}
	fillCircle(dst, 1050, 120, 34, color.RGBA{0xe8, 0xe4, 0xc8, 0xff}, true)
	// The boat and the convoy come out of the dark a few frames in: their silhouettes are
	// rasterised on first use, and the first frame (in the browser, the first thing the
	// player sees after the download) should not wait for them.
	if t.drawn >= titleShipsDraw {
		if t.shipAt == 0 {
			t.shipAt = t.frame
		}
		a := min(1, float32(t.frame-t.shipAt+1)/30)
		sp := assets.Render(assets.SilUboat, 7, nightShip, true)
		drawSprite(dst, sp, 980+sinT(t.frame, 600)*6, horizon+12+2*sinT(t.frame, 200), 1, 0, 0, a)
		// a convoy on the horizon
		for i, name := range []string{assets.SilFreighter, assets.SilTanker, assets.SilCoaster, assets.SilCorvette} {
			s := assets.Render(name, 0.55, color.RGBA{0x0a, 0x0e, 0x18, 0xff}, false)
			drawSprite(dst, s, 470+float64(i)*95, horizon+1, 1, 0, 0, a)
		}
	}
	for i, w := range titleTexts {
		s, size := titleText(i)
		draw.DrawText(dst, s, w.font, size, w.r.X, w.r.Y+(w.size-size)/2, w.col, draw.AlignLeft)
	}
	t.list.Draw(dst)
	t.hint.draw(dst, t.sc)
}

// ---------------------------------------------------------------- setup

// Setup chooses the U-boat type, the start month, the Kommandant's name and the U-number.
type Setup struct {
	data    *engine.Data
	types   draw.ButtonList
	actions draw.ButtonList
	month   engine.Month
	name    []rune
	unum    []rune
	field   int // 0 none, 1 name, 2 U-number
	seed    uint64
	frame   int
	err     string
	own     engine.Month // the start the player chose (0: the earliest the type allows)
	note    string       // why the start month is not the player's own, or came back (never silent)
	forced  bool         // the note says the type forces a later start
	sc      float64      // the settings' text size
	lang    i18n.Lang    // the language of the words
	words   [setupWords]boxText
	options engine.Options // the optional rules chosen (OptionsPage), none by default
	// tour: the tournament the career is started under (tournament.go; nil: none): it
	// fixes the start month, the options and (but in 13.4) the type.
	tour *tournament.Rules
	// zone is where the keys and the gamepad's focus are: setupZoneTypes (↑/↓ choose the
	// type, Enter starts), or one of the buttons below the types in the ↑/↓ cycle: the
	// optional rules, and with opt 14.4 the next historical U-number.
	zone    int
	hist    draw.ButtonList // opt 14.4: "another historical ID" (shown with the option)
	histN   uint64          // how many times another historical ID was asked for
	card    int             // opt 14.13: the Kommandant card chosen (OptionsPage), 0 none
	tip     tooltip         // the explanation of the label under the pointer (setuptips.go)
	tipList present.Tips
}

// setupActHistorical is the setup's action "another historical U-number" (its own button
// list, s.hist; the actions' indices 0–5 are start, back, options, tournament, two players,
// wolfpack).
const setupActHistorical = 10

// The setup's focus zones (Setup.zone).
const (
	setupZoneTypes = iota
	setupZoneOptions
	setupZoneHistorical
	setupZoneWolfpack
	setupZoneTournament
	setupZoneDuel
)

// The setup screen's words (Setup.words), each in its box.
const (
	setupTitle = iota
	setupIntro
	setupNote
	setupEarliest
	setupHint
	setupWords
)

// Kommandant names offered by default (invented for this game).
var defaultNames = []string{"Karl Brenner", "Otto Lindqvist", "Hans Reimer", "Werner Falk", "Erich Stahl", "Paul Vogt", "Fritz Adler", "Kurt Seidel"}

// NewSetup builds the setup screen.
func NewSetup(g *game.Game) *Setup {
	s := &Setup{data: engine.MustData(), seed: g.Opt.Seed}
	if s.seed == 0 {
		s.seed = uint64(time.Now().UnixNano()) % 1_000_000_007
	}
	s.name = []rune(defaultNames[s.seed%uint64(len(defaultNames))])
	s.unum = []rune("U-" + strconv.Itoa(100+int(s.seed%900)))
	focus := 0
	for i, k := range s.data.BoardKeys {
		bt := draw.Button{
			R:   draw.Rect{X: 30, Y: 100 + float64(i)*38, W: 250, H: 34},
			Key: k,
		}
		if i < 9 {
			bt.Shortcut = i + 1 // number keys pick a type, as in the other menus
		}
		s.types.Buttons = append(s.types.Buttons, bt)
		if k == defaultType && g.Opt.Type == "" || k == g.Opt.Type {
			focus = i
		}
	}
	s.types.Focus = focus
	s.actions.Buttons = []draw.Button{
		{R: draw.Rect{X: 880, Y: 630, W: 180, H: 52}, Key: "start"},
		{R: draw.Rect{X: 1080, Y: 630, W: 170, H: 52}, Sub: i18n.T("key.esc"), Key: "back"},
		{R: draw.Rect{X: 880, Y: 100, W: 370, H: 52}, Key: "options"},
		{R: draw.Rect{X: 880, Y: 160, W: 370, H: 46}, Key: "tournament"},
		{R: draw.Rect{X: 880, Y: 212, W: 370, H: 46}, Key: "duel"},
		{R: draw.Rect{X: 880, Y: 264, W: 370, H: 46}, Key: "wolfpack"},
	}
	s.actions.Focus = -1
	s.hist.Buttons = []draw.Button{{R: draw.Rect{X: 880, Y: 591, W: 370, H: 30}, Key: "historical_id"}}
	s.hist.Focus = -1
	s.words = [setupWords]boxText{
		setupTitle:    {font: assets.Bold, size: 30, col: draw.ColAccent, r: draw.Rect{X: 30, Y: 26, W: 820, H: 42}},
		setupIntro:    {size: 16, col: draw.ColDim, r: draw.Rect{X: 32, Y: 70, W: 820, H: 24}},
		setupNote:     {size: 14, col: draw.ColAccent, r: draw.Rect{X: 880, Y: 316, W: 370, H: 58}},
		setupEarliest: {size: 12, col: draw.ColDim, r: draw.Rect{X: 880, Y: 429, W: 370, H: 17}},
		setupHint:     {size: 13, col: draw.ColDim, r: draw.Rect{X: 32, Y: 690, W: 820, H: 24}},
	}
	s.labels()
	s.sc = g.Settings.TextScale
	scaleButtons(&s.types, s.sc)
	scaleButtons(&s.actions, s.sc)
	scaleButtons(&s.hist, s.sc)
	if m, err := engine.ParseMonth(g.Opt.Start); err == nil {
		s.own = m
	}
	if len(g.Opt.Options) > 0 { // the test build's -options (checked by main)
		if o, err := engine.ParseOptions(g.Opt.Options); err == nil {
			s.options = o
		}
	}
	s.typeChanged("")
	if g.Opt.Card > 0 { // -card: his boat, type and month (14.13)
		s.setCard(g.Opt.Card)
	}
	s.labels()
	return s
}

// labels puts the setup's fixed words in the current language.
func (s *Setup) labels() {
	s.lang = i18n.Current()
	for i := range s.types.Buttons {
		b := &s.types.Buttons[i]
		b.Label = i18n.T("setup.type", "type", b.Key)
	}
	s.actions.Buttons[0].Label, s.actions.Buttons[1].Label = i18n.T("setup.start"), i18n.T("menu.back")
	s.actions.Buttons[0].Sub = i18n.T("setup.key_enter")
	s.actions.Buttons[2].Label = i18n.T("options.button")
	s.actions.Buttons[2].Sub = optionsSummary(s.options)
	if k := s.data.Kommandant(s.card); k != nil { // opt 14.13: the card chosen
		s.actions.Buttons[2].Sub += " · " + k.Name
	}
	s.actions.Buttons[3].Label, s.actions.Buttons[3].Sub = i18n.T("tour.button"), i18n.T("tour.button_none")
	s.actions.Buttons[4].Label, s.actions.Buttons[4].Sub = i18n.T("duel.button"), i18n.T("duel.button_sub")
	s.actions.Buttons[5].Label, s.actions.Buttons[5].Sub = i18n.T("pack.button"), i18n.T("pack.button_sub")
	if s.tour != nil {
		s.actions.Buttons[3].Sub = i18n.T("tour.button_under", "rule", s.tour.Rule(), "month", present.MonthName(s.tour.Start))
	}
	s.hist.Buttons[0].Label = i18n.T("setup.unumber_historical")
	s.words[setupTitle].text = i18n.T("setup.title")
	s.words[setupIntro].text = i18n.T("setup.intro")
	s.words[setupHint].text = i18n.T("setup.hint")
}

// Type returns the board key of the type chosen.
func (s *Setup) Type() string { return s.data.BoardKeys[s.types.Focus] }

// Note returns the line that explains the start month (tests): "" when it is the player's
// own choice.
func (s *Setup) Note() string { return s.note }

// typeChanged sets the start for the type now chosen (prev: the type before, "" at first):
// the player's own start, or the earliest the type allows (4.2.1, 4.2.2). A type that
// forces a later start says so, and choosing another type afterwards brings the player's
// own start back, saying so too.
func (s *Setup) typeChanged(prev string) {
	before := s.month
	e := s.earliest()
	want := max(s.own, engine.FirstMonth)
	s.month = want
	s.clampMonth()
	key := s.Type()
	s.syncHistoricalID(false)
	switch {
	case want < e:
		s.note, s.forced = i18n.T("setup.note_forced", "type", key, "from", present.MonthName(e), "to", present.MonthName(s.month)), true
	case prev != "" && before != s.month:
		id := "setup.note_back_own"
		if s.own == 0 {
			id = "setup.note_back_earliest"
		}
		s.note, s.forced = i18n.T(id, "month", present.MonthName(s.month)), false
	case s.forced:
		s.note, s.forced = "", false // the forced start is over and the month is the player's own again
	}
}

// checkCard sets the Kommandant card aside when the type chosen is none of his boats'
// (14.13), saying so.
func (s *Setup) checkCard() {
	k := s.data.Kommandant(s.card)
	if k == nil {
		return
	}
	for _, b := range k.Boats {
		if b.Type == s.Type() {
			return
		}
	}
	s.card = 0
	s.note, s.forced = i18n.T("setup.note_card_off", "name", k.Name, "type", s.Type()), false
}

// histActive reports whether the setup offers historical U-numbers (opt 14.4, a type with
// a list).
func (s *Setup) histActive() bool {
	return s.options.Has(engine.OptHistoricalIDs) && len(s.data.HistoricalNumbers(s.Type())) > 0
}

// syncHistoricalID keeps the U-number historical with opt 14.4: one of the type's IDs at
// random when the number is not on its list, or always when another is asked for (force).
func (s *Setup) syncHistoricalID(force bool) {
	if !s.histActive() {
		if s.zone == setupZoneHistorical {
			s.zone = setupZoneTypes
		}
		return
	}
	if force || !s.data.IsHistoricalID(s.Type(), string(s.unum)) {
		s.unum = []rune(s.data.HistoricalID(s.Type(), s.seed+s.histN))
	}
}

// zones lists the focus zones of the ↑/↓ cycle now offered, in the screen's order: the
// types, then the buttons of the right column from the top (optional rules, tournament,
// two players, wolfpack) and with opt 14.4 the historical U-number's under the U-number.
func (s *Setup) zones() []int {
	zs := []int{setupZoneTypes, setupZoneOptions, setupZoneTournament, setupZoneDuel, setupZoneWolfpack}
	if s.histActive() {
		zs = append(zs, setupZoneHistorical)
	}
	return zs
}

// zoneAction is the action (index into s.actions) of a button zone, -1 for the types
// and the historical U-number (its own button list).
func zoneAction(z int) int {
	switch z {
	case setupZoneOptions:
		return 2
	case setupZoneTournament:
		return 3
	case setupZoneDuel:
		return 4
	case setupZoneWolfpack:
		return 5
	}
	return -1
}

// moveZone moves the focus d zones along the cycle; entering the types from above (↓)
// focuses the first type, from below (↑) the last.
func (s *Setup) moveZone(d int) {
	zs := s.zones()
	i := 0
	for j, z := range zs {
		if z == s.zone {
			i = j
		}
	}
	s.zone = zs[((i+d)%len(zs)+len(zs))%len(zs)]
	if s.zone == setupZoneTypes {
		before := s.Type()
		if d > 0 {
			s.types.Focus = 0
		} else {
			s.types.Focus = len(s.types.Buttons) - 1
		}
		if s.Type() != before {
			s.typeChanged(before)
		}
	}
}

// stepMonth is the player changing the start month: it becomes his own choice.
func (s *Setup) stepMonth(d int) {
	s.month += engine.Month(d)
	s.clampMonth()
	s.own = s.month
	s.note, s.forced = "", false
}

// pointerOnly passes the pointer to a button list but not the keys (the setup's keys
// belong to the type list and the month; Enter and Esc are handled by the scene).
type pointerOnly struct{ draw.Controls }

func (pointerOnly) Pressed(draw.Key) bool { return false }
func (pointerOnly) Choice() int           { return 0 }

func (s *Setup) board() *engine.Board { return s.data.Boards[s.data.BoardKeys[s.types.Focus]] }

func (s *Setup) earliest() engine.Month { return max(engine.FirstMonth, s.board().Available) }

func (s *Setup) clampMonth() {
	last := engine.LastMonth - 1
	if s.month < s.earliest() {
		s.month = s.earliest()
	}
	if s.month > last {
		s.month = last
	}
}

// Name implements game.Scene.
func (s *Setup) Name() string { return "setup" }

// Config returns the engine configuration chosen.
func (s *Setup) Config() engine.Config {
	var opts engine.Options
	if len(s.options) > 0 {
		opts = engine.Options{}
		for _, k := range s.options.Keys() {
			opts[k] = true
		}
	}
	cfg := engine.Config{Seed: s.seed, Type: s.data.BoardKeys[s.types.Focus], Start: s.month,
		Kommandant: string(s.name), UNumber: string(s.unum), Odds: true, Options: opts}
	if opts.Has(engine.OptKommandantCards) {
		cfg.Card = s.card
	}
	return cfg
}

// Card returns the Kommandant card chosen (opt 14.13), 0 none.
func (s *Setup) Card() int { return s.card }

// setCard is the player choosing Kommandant card n on the options page (14.13): the
// rule goes on, and the setup takes his name, his first playable boat and type and that
// boat's first patrol month (engine.Data.CardSetup), saying so. Card 0 takes nothing back.
func (s *Setup) setCard(n int) {
	s.card = n
	name, unum, typ, start, ok := s.data.CardSetup(n)
	if !ok {
		s.card = 0
		return
	}
	o := engine.Options{engine.OptKommandantCards: true}
	for _, k := range s.options.Keys() {
		o[k] = true
	}
	s.options = o
	s.name, s.unum = []rune(name), []rune(unum)
	before := s.Type()
	for i, k := range s.data.BoardKeys {
		if k == typ {
			s.types.Focus = i
		}
	}
	s.own = start
	s.typeChanged(before)
	s.note, s.forced = i18n.T("setup.note_card", "name", name), false
}

var (
	nameField = draw.Rect{X: 880, Y: 470, W: 370, H: 36}
	unumField = draw.Rect{X: 880, Y: 550, W: 370, H: 36}
	monthPrev = draw.Rect{X: 880, Y: 390, W: 40, H: 36}
	monthNext = draw.Rect{X: 1210, Y: 390, W: 40, H: 36}
)

// Update implements game.Scene.
func (s *Setup) Update(g *game.Game) error {
	s.frame++
	if s.lang != i18n.Current() {
		s.labels()
	}
	s.sc = g.Settings.TextScale
	scaleButtons(&s.types, s.sc)
	scaleButtons(&s.actions, s.sc)
	scaleButtons(&s.hist, s.sc)
	in := &g.In
	if s.field == 0 && s.tip.update(in, s.sc, s) {
		return nil
	}
	if in.Clicked {
		switch {
		case nameField.Contains(in.X, in.Y):
			s.field = 1
		case unumField.Contains(in.X, in.Y):
			s.field = 2
		default:
			s.field = 0
		}
		if monthPrev.Contains(in.X, in.Y) {
			s.stepMonth(-1)
		}
		if monthNext.Contains(in.X, in.Y) {
			s.stepMonth(+1)
		}
	}
	in.TextMode = s.field != 0
	if s.field != 0 {
		editKommandant(in, &s.field, &s.name, &s.unum)
		return nil
	}
	if in.Just(game.ActLeft) {
		s.stepMonth(-1)
	}
	if in.Just(game.ActRight) {
		s.stepMonth(+1)
	}
	// ↑/↓ run through the types, then the optional rules' button (and with opt 14.4 the
	// historical U-number's), then back to the types: keyboard and gamepad reach them.
	before := s.Type()
	var types draw.Controls = in
	switch {
	case s.zone != setupZoneTypes:
		types = pointerOnly{in}
		if in.Just(game.ActDown) {
			s.moveZone(+1)
		} else if in.Just(game.ActUp) {
			s.moveZone(-1)
		}
	case in.Just(game.ActDown) && s.types.Focus == len(s.types.Buttons)-1:
		s.moveZone(+1)
		types = pointerOnly{in}
	case in.Just(game.ActUp) && s.types.Focus == 0:
		s.moveZone(-1)
		types = pointerOnly{in}
	}
	if s.types.Update(types) >= 0 {
		s.zone = setupZoneTypes // a type clicked
	}
	if s.Type() != before {
		s.typeChanged(before)
		s.checkCard()
	}
	s.fixTournament() // what a tournament fixes stays fixed (tournament.go)
	act := s.actions.Update(pointerOnly{in})
	if s.histActive() && s.hist.Update(pointerOnly{in}) == 0 {
		act = setupActHistorical
	}
	if in.Just(game.ActConfirm) && act < 0 {
		switch {
		case s.zone == setupZoneHistorical:
			act = setupActHistorical
		case zoneAction(s.zone) >= 0:
			act = zoneAction(s.zone)
		default:
			act = 0
		}
	}
	s.actions.Focus, s.hist.Focus = zoneAction(s.zone), -1
	if s.zone == setupZoneHistorical {
		s.hist.Focus = 0
	}
	if g.Opt.Autoplay && s.frame == 20 && len(g.Opt.Options) > 0 {
		act = 2 // the test build's -options: the options page for a moment
	}
	if g.Opt.Autoplay && s.frame == 60 {
		act = 0
	}
	if in.Just(game.ActBack) {
		act = 1
	}
	switch act {
	case 0:
		g.Audio.Play(assets.SndClick)
		if !s.tourStartable() { // 13.4: a type not yet available at the tournament's start
			g.Toast(s.note)
			return nil
		}
		c, err := NewCampaign(g, s.Config())
		if err != nil {
			s.err = err.Error()
			g.Toast(s.err)
			return nil
		}
		g.Logf("new career: seed %d, type %s, start %s", s.seed, s.Config().Type, s.month)
		g.Reset(c.FirstScene())
	case 1:
		g.Pop()
	case 2:
		g.Audio.Play(assets.SndClick)
		if s.tour != nil { // the tournament's options
			g.Toast(s.note)
			return nil
		}
		g.Push(NewOptionsPage(s))
	case 3:
		g.Audio.Play(assets.SndClick)
		g.Push(NewTournamentPage(g, s))
	case 4:
		g.Audio.Play(assets.SndClick)
		if s.tour != nil || !s.tourStartable() { // a tournament career is one player's
			g.Toast(i18n.T("duel.not_in_tournament"))
			return nil
		}
		g.Push(NewDuelSetup(s))
	case 5: // the wolfpack tournament (13.5, wolfpack.go): its own type, start and boats
		g.Audio.Play(assets.SndClick)
		if s.tour != nil { // a tournament career is one player's
			g.Toast(i18n.T("duel.not_in_tournament"))
			return nil
		}
		g.Push(NewPackSetup(s))
	case setupActHistorical: // opt 14.4 another historical U-number
		g.Audio.Play(assets.SndClick)
		s.histN++
		s.syncHistoricalID(true)
	}
	return nil
}

// Enter implements game.Enterer: back from the options page, the button names the choice
// (and with opt 14.4 the U-number is a historical one).
func (s *Setup) Enter(*game.Game) {
	s.labels()
	s.syncHistoricalID(false)
}

// Draw implements game.Scene.
func (s *Setup) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	s.words[setupTitle].draw(dst, s.sc)
	s.words[setupIntro].draw(dst, s.sc)
	s.types.Draw(dst)
	key := s.data.BoardKeys[s.types.Focus]
	// board summary
	r := draw.Rect{X: 300, Y: 100, W: 550, H: 580}
	draw.Panel(dst, r)
	draw.DrawText(dst, s.types.Buttons[s.types.Focus].Label, assets.Bold, draw.Sized(26, s.sc), r.X+20, r.Y+14, draw.ColInk, draw.AlignLeft)
	fam := assets.Family(key) // the silhouette of the type's family
	draw.DrawText(dst, i18n.T("setup.family", "family", fam), assets.Regular, draw.Sized(13, s.sc), r.X+r.W-20, r.Y+22, draw.ColDim, draw.AlignRight)
	sp := assets.Boat(fam, assets.Side, assets.Surfaced, 4.5, false)
	drawSprite(dst, sp, r.X+r.W/2-float64(sp.Img.Bounds().Dx())/2+sp.SternX, r.Y+120, 1, 0, 0, 1)
	lines := s.summary()
	s.drawSummary(dst, lines, setupSummaryBox)
	// start month, names
	draw.DrawText(dst, i18n.T("setup.start_month"), assets.Bold, draw.Sized(15, s.sc), 880, 364, draw.ColDim, draw.AlignLeft)
	draw.FillRect(dst, draw.Rect{X: 880, Y: 390, W: 370, H: 36}, draw.ColButton)
	arrow(dst, monthPrev, -1)
	arrow(dst, monthNext, +1)
	month := present.MonthName(s.month)
	draw.DrawText(dst, month, assets.Bold, draw.FitSize(month, assets.Bold, draw.Sized(17, s.sc), 11, monthNext.X-monthPrev.X-monthPrev.W-8), 1065, 397, draw.ColInk, draw.AlignCenter)
	s.words[setupEarliest].text = i18n.T("setup.earliest", "month", s.earliest().Short())
	s.words[setupEarliest].draw(dst, s.sc)
	s.words[setupNote].text = s.note
	s.words[setupNote].draw(dst, s.sc)
	field := func(label string, r draw.Rect, v []rune, on bool) {
		draw.DrawText(dst, label, assets.Bold, draw.Sized(15, s.sc), r.X, r.Y-24, draw.ColDim, draw.AlignLeft)
		draw.FillRect(dst, r, draw.ColButton)
		edge := draw.ColEdge
		if on {
			edge = draw.ColAccent
		}
		draw.StrokeRect(dst, r, 1.5, edge)
		txt := string(v)
		if on && (s.frame/30)%2 == 0 {
			txt += "|"
		}
		fs := draw.FitSize(txt, assets.Regular, draw.Sized(17, s.sc), 11, r.W-20)
		draw.DrawText(dst, txt, assets.Regular, fs, r.X+10, r.Y+math.Round((r.H-draw.LineHeight(assets.Regular, fs))/2), draw.ColInk, draw.AlignLeft)
	}
	field(i18n.T("setup.kommandant"), nameField, s.name, s.field == 1)
	field(i18n.T("setup.unumber"), unumField, s.unum, s.field == 2)
	s.actions.Draw(dst)
	if s.histActive() {
		s.hist.Draw(dst)
	}
	s.words[setupHint].draw(dst, s.sc)
	s.tip.draw(dst)
}

// summary is the board summary's lines: label, value.
func (s *Setup) summary() [][2]string {
	b := s.board()
	lines := [][2]string{
		{i18n.T("setup.available"), b.Available.Short()},
	}
	lines = append(lines, torpedoLines(b)...)
	lines = append(lines, [][2]string{
		{i18n.T("setup.deck_gun"), gunText(b)},
		{i18n.T("setup.flak"), flakText(b)},
		{i18n.T("setup.hull"), i18n.T("setup.count.damage_boxes", "n", b.HullBoxes)},
		{i18n.T("setup.flooding"), i18n.T("setup.count.boxes", "n", b.FloodingBoxes)},
		{i18n.T("setup.systems"), i18n.T("setup.systems_value", "n", len(b.Systems))},
	}...)
	if b.LimitedAvailability {
		lines = append(lines, [2]string{i18n.T("setup.note"), i18n.T("setup.limited")})
	}
	if b.MineMethod != "" && b.MineMethod != "none" {
		lines = append(lines, [2]string{i18n.T("setup.mines"), present.MinesText(b.MineCount, b.MineMethod)})
	}
	return lines
}

// summaryLayout lays the board summary's lines out in r at the text size sc: each
// line's label in the left column, its value wrapped in the right one, the whole made
// smaller (15 px at text size 1, 11 at least) until it stands inside r. It returns the
// size, the labels' column width and, for each line, the value's wrapped lines.
func summaryLayout(lines [][2]string, r draw.Rect, sc float64) (size, lw float64, values [][]string) {
	var out [][]string
	for size := draw.Sized(15, sc); ; size -= 0.5 {
		out = out[:0]
		lw := 0.0
		for _, l := range lines {
			lw = max(lw, draw.TextWidth(l[0], assets.Regular, size))
		}
		lw = max(150, lw+20)
		h := 0.0
		for _, l := range lines {
			ws := draw.Wrap(l[1], assets.Regular, size, r.W-lw)
			for i := range ws {
				ws[i] = strings.TrimSpace(ws[i])
			}
			out = append(out, ws)
			h += float64(len(ws))*draw.LineStep(size) + 6
		}
		if h <= r.H || size <= 11 {
			return size, lw, out
		}
	}
}

// drawSummary draws the board summary's lines in r (summaryLayout).
func (s *Setup) drawSummary(dst *ebiten.Image, lines [][2]string, r draw.Rect) {
	size, lw, values := summaryLayout(lines, r, s.sc)
	y := r.Y
	for i, l := range lines {
		draw.DrawText(dst, l[0], assets.Regular, size, r.X, y, draw.ColDim, draw.AlignLeft)
		for _, w := range values[i] {
			draw.DrawText(dst, w, assets.Regular, size, r.X+lw, y, draw.ColInk, draw.AlignLeft)
			y += draw.LineStep(size)
		}
		y += 6
	}
}

// torpedoLines describes a board's torpedoes; a boat without tubes says why (uboat-types
// 4.13: the Type XIV is a supply boat, the "milk cow"; 11.4.10 resupply at sea).
func torpedoLines(b *engine.Board) [][2]string {
	var out [][2]string
	tubes := i18n.T("setup.tubes")
	if b.TubesFwd+b.TubesAft == 0 {
		out = append(out, [2]string{tubes, i18n.T("setup.tubes_none")})
	} else {
		out = append(out,
			[2]string{tubes, i18n.T("setup.tubes_value", "bow", b.TubesFwd, "stern", b.TubesAft)},
			[2]string{i18n.T("setup.reloads"), i18n.T("setup.reloads_value", "bow", b.ReloadsFwd, "stern", b.ReloadsAft,
				"torpedoes", i18n.T("count.torpedoes", "n", b.TorpedoesTotal))})
	}
	if c := b.ResupplyCargo; len(c) > 0 {
		var parts []string
		// each cargo: its key in the board, its counted message, its message for a cell
		// such as "1d6" (kept as printed)
		for _, k := range [...][3]string{{"torpedoes", "count.torpedoes", "setup.cargo_torpedoes_dice"},
			{"fuel_points", "setup.count.fuel_points", "setup.cargo_fuel_dice"},
			{"spare_parts", "setup.count.spare_parts", "setup.cargo_parts_dice"}} {
			if n := c[k[0]]; n != "" && n != "0" {
				if v, err := strconv.Atoi(n); err == nil {
					parts = append(parts, i18n.T(k[1], "n", v))
				} else {
					parts = append(parts, i18n.T(k[2], "dice", n))
				}
			}
		}
		if len(parts) > 0 {
			out = append(out, [2]string{i18n.T("setup.cargo"), i18n.T("setup.cargo_value", "items", strings.Join(parts, ", "))})
		}
	}
	return out
}

func gunText(b *engine.Board) string {
	if b.GunCalibre == "" {
		return i18n.T("setup.none")
	}
	return i18n.T("setup.gun_value", "calibre", present.Calibre(b.GunCalibre), "rounds", i18n.T("setup.count.rounds", "n", b.GunAmmo))
}

func flakText(b *engine.Board) string {
	if len(b.Flak) == 0 {
		return i18n.T("setup.none")
	}
	s := ""
	for i, f := range b.Flak {
		if i > 0 {
			s += ", "
		}
		s += present.FlakMountText(f)
	}
	return s
}

// ---------------------------------------------------------------- settings

// Settings edits the volumes, the paces, the text size, full screen, the odds, the
// confirmation of dangerous choices and the standing choices (standing.go), each of these
// with a line saying what it does. Each row is a button; ←/→ change a volume.
type Settings struct {
	list  draw.ButtonList
	title boxText
	sc    float64 // the settings' text size
	lang  i18n.Lang
	shown settingsShown // what the labels were made from
}

// settingsShown is everything the settings' labels say: they are made again only when it
// changes, not in every frame.
type settingsShown struct {
	st     game.Settings
	lang   i18n.Lang
	choice string // the language choice (a -lang flag, the system)
	muted  bool
	made   bool
}

// The settings rows, in order.
var settingsKeys = []string{"language", "volume", "music", "effects", "pace", "demo_pace", "text", "fullscreen", "odds", "confirm",
	"always_surfaced", "never_abort", "hints", "back"}

// NewSettings builds the settings screen: a column of rows, the standing choices' two
// lines high.
func NewSettings() *Settings {
	s := &Settings{title: boxText{font: assets.Bold, size: 30, col: draw.ColAccent, r: draw.Rect{X: 370, Y: 40, W: 540, H: 48}}}
	y := 96.0
	for i, k := range settingsKeys {
		h := 36.0
		if k == "always_surfaced" || k == "never_abort" {
			h = 50
		}
		b := draw.Button{R: draw.Rect{X: 370, Y: y, W: 540, H: h}, Key: k}
		if i < 9 {
			b.Shortcut = i + 1
		}
		s.list.Buttons = append(s.list.Buttons, b)
		y += h + 4
	}
	return s
}

// Name implements game.Scene.
func (s *Settings) Name() string { return "settings" }

// onOff is "on" or "off" in the current language.
func onOff(b bool) string {
	if b {
		return i18n.T("settings.on")
	}
	return i18n.T("settings.off")
}

// percent is a volume or text size 0…1.3 as a percentage in the current language
// ("70%", "70 %").
func percent(v float64) string { return i18n.Current().Percent(int(v*100 + 0.5)) }

// paceWord is a pace's name (game.Pace.String) in the current language.
func paceWord(p string) string { return i18n.T("settings.pace." + game.ParsePace(p).String()) }

// languageWord is the settings' language (game.Settings.Language) named in itself, or
// "as the system (English)" naming the system's in the current language.
func languageWord(code string) string {
	if l, ok := i18n.Parse(code); ok && code != "" {
		return l.Name()
	}
	return i18n.T("settings.language_system", "lang", i18n.Detect().Name())
}

func (s *Settings) labels(g *game.Game) {
	now := settingsShown{st: g.Settings, lang: i18n.Current(), choice: g.LanguageChoice(), muted: g.Audio.Muted(), made: true}
	if now == s.shown {
		return
	}
	s.shown = now
	st := g.Settings
	s.lang = i18n.Current()
	s.title.text = i18n.T("settings.title")
	for i := range s.list.Buttons {
		b := &s.list.Buttons[i]
		switch b.Key {
		case "language":
			b.Label = i18n.T("settings.language", "lang", languageWord(g.LanguageChoice()))
		case "volume":
			b.Label = i18n.T("settings.volume", "p", percent(st.Volume))
			if g.Audio.Muted() {
				b.Label += i18n.T("settings.no_device")
			}
		case "music":
			b.Label = i18n.T("settings.music", "p", percent(st.MusicVolume))
		case "effects":
			b.Label = i18n.T("settings.effects", "p", percent(st.EffectsVolume))
		case "pace":
			b.Label = i18n.T("settings.pace", "pace", paceWord(st.Pace))
		case "demo_pace":
			b.Label = i18n.T("settings.demo_pace", "pace", paceWord(st.DemoPace))
		case "text":
			b.Label = i18n.T("settings.text", "p", percent(st.TextScale))
		case "fullscreen":
			b.Label = i18n.T("settings.fullscreen", "v", onOff(st.Fullscreen))
		case "odds":
			b.Label = i18n.T("settings.odds", "v", onOff(st.ShowOdds))
		case "confirm":
			b.Label = i18n.T("settings.confirm", "v", onOff(st.ConfirmDanger))
		case "always_surfaced":
			b.Label, b.Sub = i18n.T("settings.always_surfaced", "v", onOff(st.AlwaysSurfaced)), i18n.T("settings.always_surfaced.about")
		case "never_abort":
			b.Label, b.Sub = i18n.T("settings.never_abort", "v", onOff(st.NeverAbortWhileSound)), i18n.T("settings.never_abort.about")
		case "hints":
			b.Label = i18n.T("settings.hints", "v", onOff(st.Hints))
		case "back":
			b.Label = i18n.T("menu.back")
		}
	}
}

// volumeOf returns the volume setting a row edits, or nil.
func volumeOf(st *game.Settings, key string) *float64 {
	switch key {
	case "volume":
		return &st.Volume
	case "music":
		return &st.MusicVolume
	case "effects":
		return &st.EffectsVolume
	}
	return nil
}

// Update implements game.Scene.
func (s *Settings) Update(g *game.Game) error {
	in := &g.In
	i := s.list.Update(in)
	st := &g.Settings
	changed := false
	if f := s.list.Focus; f >= 0 && f < len(s.list.Buttons) && (in.Just(game.ActLeft) || in.Just(game.ActRight)) {
		if v := volumeOf(st, s.list.Buttons[f].Key); v != nil {
			d := 0.1
			if in.Just(game.ActLeft) {
				d = -0.1
			}
			*v = min(1, max(0, float64(int((*v+d)*10+0.5))/10))
			changed = true
		}
	}
	if i >= 0 {
		changed = true
		switch key := s.list.Buttons[i].Key; key {
		case "language": // applies at once: this screen's words below, the others' as they update
			g.SetLanguage(game.NextLanguage(g.LanguageChoice()))
			changed = false // SetLanguage saved it
			g.Audio.Play(assets.SndClick)
		case "volume", "music", "effects":
			v := volumeOf(st, key)
			*v = float64(int(*v*10+1.5)%11) / 10
		case "pace":
			st.Pace = st.PaceValue().Next().String()
		case "demo_pace":
			st.DemoPace = st.DemoPaceValue().Next().String()
		case "text":
			st.TextScale = game.NextTextScale(st.TextScale)
		case "fullscreen":
			st.Fullscreen = !st.Fullscreen
			if !g.Opt.Fake {
				ebiten.SetFullscreen(st.Fullscreen)
			}
		case "odds":
			st.ShowOdds = !st.ShowOdds
		case "confirm":
			st.ConfirmDanger = !st.ConfirmDanger
		case "always_surfaced":
			st.AlwaysSurfaced = !st.AlwaysSurfaced
		case "never_abort":
			st.NeverAbortWhileSound = !st.NeverAbortWhileSound
		case "hints":
			st.Hints = !st.Hints
		case "back":
			changed = false
			g.Pop()
		}
	}
	if in.Just(game.ActBack) {
		g.Pop()
	}
	if changed {
		g.SaveSettings()
		g.Audio.Play(assets.SndClick)
	}
	s.labels(g)
	s.sc = g.Settings.TextScale
	scaleButtons(&s.list, s.sc)
	return nil
}

// Draw implements game.Scene.
func (s *Settings) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	s.title.draw(dst, s.sc)
	if s.list.Buttons[0].Label == "" {
		return
	}
	s.list.Draw(dst)
}

// ---------------------------------------------------------------- pause

// Pause is the in-career menu, drawn over the play scene. Quitting asks first; the
// browser's page offers no Quit (a stopped game would leave a frozen page).
type Pause struct {
	c           *Campaign
	list        draw.ButtonList
	quiting     bool // the list asks to confirm quitting
	title, note boxText
	sc          float64   // the settings' text size
	lang        i18n.Lang // the language of the buttons' words
}

// The pause menu's words (catalogue ids).
var (
	pauseItems   = []string{"pause.resume", "menu.settings", "menu.rules", "menu.glossary", "menu.help", "pause.save_title", "pause.quit"}
	pauseConfirm = []string{"pause.keep", "pause.quit"}
)

// The pause menu's title and note, over its buttons.
var (
	pauseTitleBox = draw.Rect{X: 440, Y: 182, W: 400, H: 32}
	pauseNoteBox  = draw.Rect{X: 440, Y: 214, W: 400, H: 22}
)

// NewPause builds the pause menu of a campaign.
func NewPause(c *Campaign) *Pause {
	p := &Pause{c: c,
		title: boxText{font: assets.Bold, size: 22, col: draw.ColAccent, r: pauseTitleBox},
		note:  boxText{font: assets.Regular, size: 13, col: draw.ColDim, r: pauseNoteBox}}
	p.words()
	p.items(pauseItems[:len(pauseItems)-btoi(!canQuit)])
	return p
}

// canQuit: a native game may quit; in the browser Quit would only stop the page.
var canQuit = runtime.GOOS != "js"

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// items sets the menu's buttons (ids: catalogue ids), the first focused.
func (p *Pause) items(ids []string) {
	p.list = draw.ButtonList{}
	p.lang = i18n.Current()
	for i, id := range ids {
		p.list.Buttons = append(p.list.Buttons, draw.Button{R: draw.Rect{X: 440, Y: 240 + float64(i)*58, W: 400, H: 46}, Label: p.label(id), Key: id, Shortcut: i + 1})
	}
	scaleButtons(&p.list, p.sc)
}

// label is button id's words: a wolfpack tournament (wolfpack.go) is not saved, so its
// way back to the title says so.
func (p *Pause) label(id string) string {
	if id == "pause.save_title" && p.c != nil && p.c.pack != nil {
		return i18n.T("pack.leave")
	}
	return i18n.T(id)
}

// words sets the title and the note: the pause's, or the question before quitting; and
// the buttons' words again when the settings changed the language.
func (p *Pause) words() {
	p.title.text, p.note.text = i18n.T("pause.title"), i18n.T("pause.saved")
	if p.quiting {
		p.title.text, p.note.text = i18n.T("pause.quit_ask"), i18n.T("pause.quit_note")
	}
	if p.c != nil && p.c.pack != nil { // the wolfpack's patrol is not saved
		p.note.text = i18n.T("pack.not_saved")
	}
	if p.lang != i18n.Current() {
		for i := range p.list.Buttons {
			p.list.Buttons[i].Label = p.label(p.list.Buttons[i].Key)
		}
		p.lang = i18n.Current()
	}
}

// Enter implements game.Enterer: back from the settings in the language chosen there.
func (p *Pause) Enter(*game.Game) { p.words() }

// Name implements game.Scene.
func (p *Pause) Name() string { return "pause" }

// Overlay implements game.Overlay.
func (p *Pause) Overlay() bool { return true }

// Update implements game.Scene.
func (p *Pause) Update(g *game.Game) error {
	defer p.words()
	p.sc = g.Settings.TextScale
	scaleButtons(&p.list, p.sc)
	i := p.list.Update(&g.In)
	back := g.In.Just(game.ActBack) || g.In.Just(game.ActMenu)
	if p.quiting {
		switch {
		case back || i == 0:
			p.quiting = false
			p.items(pauseItems)
		case i == 1:
			g.Quit()
		}
		return nil
	}
	if back {
		i = 0
	}
	if i < 0 {
		return nil
	}
	switch p.list.Buttons[i].Key {
	case "pause.resume":
		g.PopOverlay()
	case "menu.settings":
		g.Push(NewSettings())
	case "menu.rules":
		OpenRules(g, "")
	case "menu.glossary":
		OpenGlossary(g, "")
	case "menu.help":
		g.Push(NewHelp(g))
	case "pause.save_title":
		p.c.drv.Close()
		g.Reset(NewTitle(g))
	case "pause.quit":
		p.quiting = true
		p.items(pauseConfirm)
	}
	return nil
}

// Draw implements game.Scene.
func (p *Pause) Draw(dst *ebiten.Image) {
	draw.FillRect(dst, draw.Rect{W: draw.LogicalW, H: draw.LogicalH}, draw.Shade(0.6))
	r := draw.Rect{X: 410, Y: 170, W: 460, H: 80 + 58*float64(len(p.list.Buttons))}
	draw.Panel(dst, r)
	p.title.draw(dst, p.sc)
	p.note.draw(dst, p.sc)
	p.list.Draw(dst)
}

var arrowPts []float32

// arrow draws a small triangle pointing left (dir −1) or right in r.
func arrow(dst *ebiten.Image, r draw.Rect, dir float32) {
	cx, cy := float32(r.X+r.W/2), float32(r.Y+r.H/2)
	arrowPts = append(arrowPts[:0], cx+6*dir, cy, cx-6*dir, cy-8, cx-6*dir, cy+8) // tip, then the base
	draw.FillConvexF(dst, arrowPts, draw.ColAccent, true)
}

// editKommandant types into the Kommandant's name (field 1, up to 28 runes) or the
// U-number (field 2, up to 8) of a setup page; Enter or Esc ends the editing (field 0).
func editKommandant(in *game.Input, field *int, name, unum *[]rune) {
	buf, limit := name, 28
	if *field == 2 {
		buf, limit = unum, 8
	}
	in.EditText(buf, limit)
	if in.Just(game.ActConfirm) || in.Just(game.ActBack) {
		*field = 0
		in.TextMode = false
	}
}
