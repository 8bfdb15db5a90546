package scenes

import (
	"fmt"
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
	"uboat/game"
	"uboat/present"
)

// ---------------------------------------------------------------- title

// Title is the first screen: new career, continue, settings, quit.
type Title struct {
	list   draw.ButtonList
	latest string // slot of the newest unfinished career ("" none)
	frame  int
	drawn  int       // frames drawn (Update may run several times before the first Draw)
	shipAt int       // the frame on which the boat and the convoy started to show (0: not yet)
	idle   TitleIdle // the title's sound and the attract mode's timer (attract.go)
	hint   boxText
	sc     float64 // the settings' text size
}

// NewTitle builds the title screen (Continue is enabled when a readable save exists).
func NewTitle(g *game.Game) *Title {
	t := &Title{}
	g.Demo = false // back from the demonstration: the player's pace
	cont := draw.Button{Label: "Continue career", Key: "continue", Disabled: true}
	if si, ok := g.Careers.Latest(); ok {
		t.latest, cont.Disabled = si.ID, false
		cont.Sub = slotLine(si)
	}
	if g.Careers.Note != "" && g.Frame < 2 {
		g.Toast(g.Careers.Note)
	}
	items := []draw.Button{
		{Label: "New career", Key: "new"},
		cont,
		{Label: "Careers", Key: "careers"},
		{Label: "Hall of fame", Key: "hall"},
		{Label: "Settings", Key: "settings"},
		{Label: "Quit", Key: "quit"},
	}
	if !canQuit { // the browser: Quit would only stop the loop and freeze the page
		items = items[:len(items)-1]
	}
	y := 290.0
	for i := range items {
		h := 42.0
		if items[i].Sub != "" {
			h = 52
		}
		items[i].R = draw.Rect{X: 80, Y: y, W: 340, H: h}
		items[i].Shortcut = i + 1
		y += h + 10
	}
	t.list = draw.ButtonList{Buttons: items}
	t.hint = boxText{text: "Arrows / 1–" + strconv.Itoa(len(items)) + " / mouse / gamepad · F11 full screen",
		font: assets.Regular, size: 13, col: draw.ColDim, r: draw.Rect{X: 80, Y: 690, W: 880, H: 24}}
	t.sc = g.Settings.TextScale
	scaleButtons(&t.list, t.sc)
	return t
}

// Name implements game.Scene.
func (t *Title) Name() string { return "title" }

// Update implements game.Scene.
func (t *Title) Update(g *game.Game) error {
	t.frame++
	t.sc = g.Settings.TextScale
	scaleButtons(&t.list, t.sc)
	if t.idle.title(g) {
		return nil
	}
	i := t.list.Update(&g.In)
	if g.Opt.Autoplay && t.frame == 60 {
		i = 0
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
	case "quit":
		g.Quit()
	}
	return nil
}

// titleTexts are the title's words, each in the rectangle no star is drawn in (their
// width checked by TestTitleStarsClearOfTheWords).
var titleTexts = [...]struct {
	text string
	font int // assets.Regular or assets.Bold
	size float64
	col  color.RGBA
	r    draw.Rect
}{
	{"THE HUNTED", assets.Bold, 64, draw.ColAccent, draw.Rect{X: 80, Y: 120, W: 430, H: 72}},
	{"U-boat war in the Atlantic and beyond, July 1943 – May 1945", assets.Regular, 22, draw.ColInk, draw.Rect{X: 84, Y: 200, W: 620, H: 28}},
	{"A solitaire career: one Kommandant, one boat, every roll in the open.", assets.Regular, 16, draw.ColDim, draw.Rect{X: 84, Y: 236, W: 520, H: 22}},
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
	for _, w := range titleTexts {
		draw.DrawText(dst, w.text, w.font, w.size, w.r.X, w.r.Y, w.col, draw.AlignLeft)
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
	sc      float64      // the settings' text size
	words   [setupWords]boxText
}

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
			R:     draw.Rect{X: 30, Y: 100 + float64(i)*38, W: 250, H: 34},
			Label: "Type " + k, Key: k,
		}
		if i < 9 {
			bt.Shortcut = i + 1 // number keys pick a type, as in the other menus
		}
		s.types.Buttons = append(s.types.Buttons, bt)
		if k == "VIIC" && g.Opt.Type == "" || k == g.Opt.Type {
			focus = i
		}
	}
	s.types.Focus = focus
	s.actions.Buttons = []draw.Button{
		{R: draw.Rect{X: 880, Y: 630, W: 180, H: 52}, Label: "Start career", Sub: "Enter", Key: "start"},
		{R: draw.Rect{X: 1080, Y: 630, W: 170, H: 52}, Label: "Back", Sub: "Esc", Key: "back"},
	}
	s.actions.Focus = -1
	s.words = [setupWords]boxText{
		setupTitle:    {text: "NEW CAREER", font: assets.Bold, size: 30, col: draw.ColAccent, r: draw.Rect{X: 30, Y: 26, W: 820, H: 42}},
		setupIntro:    {text: "Choose your boat, when you take command, and who you are.", size: 16, col: draw.ColDim, r: draw.Rect{X: 32, Y: 70, W: 820, H: 24}},
		setupNote:     {size: 14, col: draw.ColAccent, r: draw.Rect{X: 880, Y: 300, W: 370, H: 58}},
		setupEarliest: {size: 12, col: draw.ColDim, r: draw.Rect{X: 880, Y: 429, W: 370, H: 17}},
		setupHint:     {text: "↑/↓ or 1–9 type · ←/→ start month · Enter start · Esc back", size: 13, col: draw.ColDim, r: draw.Rect{X: 32, Y: 690, W: 820, H: 24}},
	}
	s.sc = g.Settings.TextScale
	scaleButtons(&s.types, s.sc)
	scaleButtons(&s.actions, s.sc)
	if m, err := engine.ParseMonth(g.Opt.Start); err == nil {
		s.own = m
	}
	s.typeChanged("")
	return s
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
	switch {
	case want < e:
		s.note = fmt.Sprintf("Type %s is available from %s: the start moves to %s.", key, present.MonthName(e), present.MonthName(s.month))
	case prev != "" && before != s.month:
		whose := "your own choice"
		if s.own == 0 {
			whose = "the earliest"
		}
		s.note = fmt.Sprintf("Start back to %s, %s.", present.MonthName(s.month), whose)
	case strings.Contains(s.note, "available from"):
		s.note = "" // the forced start is over and the month is the player's own again
	}
}

// stepMonth is the player changing the start month: it becomes his own choice.
func (s *Setup) stepMonth(d int) {
	s.month += engine.Month(d)
	s.clampMonth()
	s.own = s.month
	s.note = ""
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
	return engine.Config{Seed: s.seed, Type: s.data.BoardKeys[s.types.Focus], Start: s.month,
		Kommandant: string(s.name), UNumber: string(s.unum), Odds: true}
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
	s.sc = g.Settings.TextScale
	scaleButtons(&s.types, s.sc)
	scaleButtons(&s.actions, s.sc)
	in := &g.In
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
		buf := &s.name
		limit := 28
		if s.field == 2 {
			buf, limit = &s.unum, 8
		}
		for _, r := range in.Chars {
			if len(*buf) < limit && r >= ' ' {
				*buf = append(*buf, r)
			}
		}
		if in.Erase && len(*buf) > 0 {
			*buf = (*buf)[:len(*buf)-1]
		}
		if in.Just(game.ActConfirm) || in.Just(game.ActBack) {
			s.field = 0
			in.TextMode = false
		}
		return nil
	}
	if in.Just(game.ActLeft) {
		s.stepMonth(-1)
	}
	if in.Just(game.ActRight) {
		s.stepMonth(+1)
	}
	before := s.Type()
	s.types.Update(in)
	if s.Type() != before {
		s.typeChanged(before)
	}
	act := s.actions.Update(pointerOnly{in})
	if in.Just(game.ActConfirm) && act < 0 {
		act = 0
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
	}
	return nil
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
	draw.DrawText(dst, "Type "+key, assets.Bold, draw.Sized(26, s.sc), r.X+20, r.Y+14, draw.ColInk, draw.AlignLeft)
	fam := assets.Family(key) // the silhouette of the type's family
	draw.DrawText(dst, "Type "+fam+" family", assets.Regular, draw.Sized(13, s.sc), r.X+r.W-20, r.Y+22, draw.ColDim, draw.AlignRight)
	sp := assets.Boat(fam, assets.Side, assets.Surfaced, 4.5, false)
	drawSprite(dst, sp, r.X+r.W/2-float64(sp.Img.Bounds().Dx())/2+sp.SternX, r.Y+120, 1, 0, 0, 1)
	lines := s.summary()
	s.drawSummary(dst, lines, draw.Rect{X: r.X + 20, Y: r.Y + 170, W: r.W - 40, H: r.H - 180})
	// start month, names
	draw.DrawText(dst, "Start month", assets.Bold, draw.Sized(15, s.sc), 880, 364, draw.ColDim, draw.AlignLeft)
	draw.FillRect(dst, draw.Rect{X: 880, Y: 390, W: 370, H: 36}, draw.ColButton)
	arrow(dst, monthPrev, -1)
	arrow(dst, monthNext, +1)
	draw.DrawText(dst, present.MonthName(s.month), assets.Bold, draw.Sized(17, s.sc), 1065, 397, draw.ColInk, draw.AlignCenter)
	s.words[setupEarliest].text = "earliest " + s.earliest().Short() + " · ←/→ to change"
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
	field("Kommandant (click to edit)", nameField, s.name, s.field == 1)
	field("U-number", unumField, s.unum, s.field == 2)
	s.actions.Draw(dst)
	s.words[setupHint].draw(dst, s.sc)
}

// summary is the board summary's lines: label, value.
func (s *Setup) summary() [][2]string {
	b := s.board()
	lines := [][2]string{
		{"Available from", b.Available.Short()},
	}
	lines = append(lines, torpedoLines(b)...)
	lines = append(lines, [][2]string{
		{"Deck gun", gunText(b)},
		{"Flak", flakText(b)},
		{"Hull", present.Plural(b.HullBoxes, "damage box")},
		{"Flooding", present.Plural(b.FloodingBoxes, "box")},
		{"Systems", strconv.Itoa(len(b.Systems)) + " on the display"},
	}...)
	if b.LimitedAvailability {
		lines = append(lines, [2]string{"Note", "limited availability"})
	}
	if b.MineMethod != "" && b.MineMethod != "none" {
		lines = append(lines, [2]string{"Mines", fmt.Sprintf("%d (%s)", b.MineCount, b.MineMethod)})
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
	if b.TubesFwd+b.TubesAft == 0 {
		out = append(out, [2]string{"Torpedo tubes", "none: a supply boat (\"milk cow\"), built to resupply other U-boats at sea, not to attack (11.4.10)"})
	} else {
		out = append(out,
			[2]string{"Torpedo tubes", fmt.Sprintf("%d bow, %d stern", b.TubesFwd, b.TubesAft)},
			[2]string{"Reloads", fmt.Sprintf("%d bow, %d stern (%s in all)", b.ReloadsFwd, b.ReloadsAft, present.Plural(b.TorpedoesTotal, "torpedo"))})
	}
	if c := b.ResupplyCargo; len(c) > 0 {
		var parts []string
		for _, k := range [...][2]string{{"torpedoes", "torpedo"}, {"fuel_points", "fuel point"}, {"spare_parts", "spare part"}} {
			if n := c[k[0]]; n != "" && n != "0" {
				if v, err := strconv.Atoi(n); err == nil {
					parts = append(parts, present.Plural(v, k[1]))
				} else { // a cell such as "1d6" stays as printed
					parts = append(parts, n+" "+present.PluralNoun(k[1]))
				}
			}
		}
		if len(parts) > 0 {
			out = append(out, [2]string{"Cargo", strings.Join(parts, ", ") + " for other boats (11.4.10)"})
		}
	}
	return out
}

func gunText(b *engine.Board) string {
	if b.GunCalibre == "" {
		return "none"
	}
	return b.GunCalibre + ", " + present.Plural(b.GunAmmo, "round")
}

func flakText(b *engine.Board) string {
	if len(b.Flak) == 0 {
		return "none"
	}
	s := ""
	for i, f := range b.Flak {
		if i > 0 {
			s += ", "
		}
		s += f.Calibre + " " + f.Mount
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
}

// The settings rows, in order.
var settingsKeys = []string{"volume", "music", "effects", "pace", "demo_pace", "text", "fullscreen", "odds", "confirm",
	"always_surfaced", "never_abort", "back"}

// The settings screen's words.
const (
	setTitle      = "SETTINGS"
	setVolume     = "Volume: %d%%  (←/→)"
	setMusic      = "Music and ambience: %d%%  (←/→)"
	setEffects    = "Sound effects: %d%%  (←/→)"
	setPace       = "Pace of events: %s"
	setDemoPace   = "Pace of the demonstration: %s"
	setText       = "Text size: %d%%"
	setFullscreen = "Full screen: %s  (F11)"
	setOdds       = "Show the odds of each option: %s"
	setConfirm    = "Confirm dangerous choices: %s"
	setSurfaced   = "Standing choice — always surfaced: %s"
	setSurfacedIs = "The posture of every box is answered Surfaced for you, unless the rules require otherwise"
	setNoAbort    = "Standing choice — never abort while sound: %s"
	setNoAbortIs  = "Continue the patrol without asking while the boat has no hull, flooding, system or crew damage"
	setBack       = "Back"
	setNoDevice   = " — no sound device"
	setOn         = "on"
	setOff        = "off"
)

// NewSettings builds the settings screen: a column of rows, the standing choices' two
// lines high.
func NewSettings() *Settings {
	s := &Settings{title: boxText{text: setTitle, font: assets.Bold, size: 30, col: draw.ColAccent, r: draw.Rect{X: 370, Y: 74, W: 540, H: 48}}}
	y := 130.0
	for i, k := range settingsKeys {
		h := 40.0
		if k == "always_surfaced" || k == "never_abort" {
			h = 50
		}
		b := draw.Button{R: draw.Rect{X: 370, Y: y, W: 540, H: h}, Key: k}
		if i < 9 {
			b.Shortcut = i + 1
		}
		s.list.Buttons = append(s.list.Buttons, b)
		y += h + 6
	}
	return s
}

// Name implements game.Scene.
func (s *Settings) Name() string { return "settings" }

func onOff(b bool) string {
	if b {
		return setOn
	}
	return setOff
}

func percent(v float64) int { return int(v*100 + 0.5) }

func (s *Settings) labels(g *game.Game) {
	st := g.Settings
	for i := range s.list.Buttons {
		b := &s.list.Buttons[i]
		switch b.Key {
		case "volume":
			b.Label = fmt.Sprintf(setVolume, percent(st.Volume))
			if g.Audio.Muted() {
				b.Label += setNoDevice
			}
		case "music":
			b.Label = fmt.Sprintf(setMusic, percent(st.MusicVolume))
		case "effects":
			b.Label = fmt.Sprintf(setEffects, percent(st.EffectsVolume))
		case "pace":
			b.Label = fmt.Sprintf(setPace, st.Pace)
		case "demo_pace":
			b.Label = fmt.Sprintf(setDemoPace, st.DemoPace)
		case "text":
			b.Label = fmt.Sprintf(setText, percent(st.TextScale))
		case "fullscreen":
			b.Label = fmt.Sprintf(setFullscreen, onOff(st.Fullscreen))
		case "odds":
			b.Label = fmt.Sprintf(setOdds, onOff(st.ShowOdds))
		case "confirm":
			b.Label = fmt.Sprintf(setConfirm, onOff(st.ConfirmDanger))
		case "always_surfaced":
			b.Label, b.Sub = fmt.Sprintf(setSurfaced, onOff(st.AlwaysSurfaced)), setSurfacedIs
		case "never_abort":
			b.Label, b.Sub = fmt.Sprintf(setNoAbort, onOff(st.NeverAbortWhileSound)), setNoAbortIs
		case "back":
			b.Label = setBack
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
	sc          float64 // the settings' text size
}

// The pause menu's words.
var (
	pauseItems   = []string{"Resume", "Settings", "Save and return to the title", "Quit the game"}
	pauseConfirm = []string{"Keep playing", "Quit the game"}
)

const (
	pauseTitle    = "PAUSED"
	pauseSaved    = "Your career is saved after every decision."
	pauseQuitAsk  = "QUIT THE GAME?"
	pauseQuitNote = "The career resumes from its last decision."
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

// items sets the menu's buttons, the first focused.
func (p *Pause) items(labels []string) {
	p.list = draw.ButtonList{}
	for i, l := range labels {
		p.list.Buttons = append(p.list.Buttons, draw.Button{R: draw.Rect{X: 440, Y: 240 + float64(i)*58, W: 400, H: 46}, Label: l, Shortcut: i + 1})
	}
	scaleButtons(&p.list, p.sc)
}

// words sets the title and the note: the pause's, or the question before quitting.
func (p *Pause) words() {
	p.title.text, p.note.text = pauseTitle, pauseSaved
	if p.quiting {
		p.title.text, p.note.text = pauseQuitAsk, pauseQuitNote
	}
}

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
	switch i {
	case 0:
		g.PopOverlay()
	case 1:
		g.Push(NewSettings())
	case 2:
		p.c.drv.Close()
		g.Reset(NewTitle(g))
	case 3:
		p.quiting = true
		p.items(pauseConfirm)
	}
	return nil
}

// Draw implements game.Scene.
func (p *Pause) Draw(dst *ebiten.Image) {
	draw.FillRect(dst, draw.Rect{W: draw.LogicalW, H: draw.LogicalH}, draw.Shade(0.6))
	r := draw.Rect{X: 410, Y: 170, W: 460, H: 300}
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
