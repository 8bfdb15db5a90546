package scenes

// The two-player game of rule 13.1 on one machine (engine/duel, docs/tournaments.md):
// from the career setup, "Two players" starts two careers on the setup's type, start
// month and optional rules. One Campaign shows them in turn (hot seat): a hand-over
// screen says whose turn it is before each player's patrol, and before the escort's
// direction of 14.8, which the player not on patrol chooses in secret (13.1.2, 14.8.3);
// the Kommandant's own evasion number is logged as "chosen in secret" until both are
// revealed. Each player's status board is his own. Both careers are saved in their own
// slots after every decision, and the pair in the configuration file duel.json, so
// Continue resumes the game; at the end the greater tonnage wins (13.1.3).

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/engine/duel"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
	"uboat/savefile"
)

// duelFile is the configuration file naming the two slots of the two-player game.
const duelFile = "duel.json"

// duelRecord is duelFile's content (format 1): the two careers' slots, player 1 first.
type duelRecord struct {
	Format int       `json:"format"`
	Slots  [2]string `json:"slots"`
}

// readDuel reads the two-player game's record ("" slots when there is none).
func readDuel(g *game.Game) duelRecord {
	var r duelRecord
	if g.Opt.ConfigDir == "" {
		return r
	}
	if b, err := savefile.ReadConfig(g.Opt.ConfigDir, duelFile); err == nil {
		if json.Unmarshal(b, &r) != nil || r.Format != 1 {
			return duelRecord{}
		}
	}
	return r
}

// duelDriver is a game.Driver on a two-player game: the events and decisions of the
// player on turn, his career's state.
type duelDriver struct {
	d      *duel.Duel
	player int // the player of the latest Next
}

func (x *duelDriver) Next() ([]engine.Event, *engine.Decision) {
	p, evs, dec := x.d.Next()
	x.player = p
	return evs, dec
}
func (x *duelDriver) Choose(seq int, key string) error { return x.d.Choose(seq, key) }
func (x *duelDriver) State() *engine.State             { return x.d.State(x.player) }
func (x *duelDriver) Done() bool                       { return x.d.Drained() }
func (x *duelDriver) Err() error                       { return x.d.Err() }
func (x *duelDriver) Close()                           { x.d.Close() }

// duelPlay is a Campaign's two-player part.
type duelPlay struct {
	drv    *duelDriver
	slots  [2]string
	names  [2]string // the Kommandants
	shown  int       // the player the screen was last handed to (-1: none yet)
	due    int       // a hand-over waiting for the refit report to be read (-1: none)
	ready  int       // a hand-over to show at the next frame (-1: none) …
	why    string    // … and its reason: turn, escort or back
	board  int       // whose status board c.Status is
	boards [2]present.StatusBoard
	have   [2]bool        // boards[i] set up
	base   [2]engine.View // the view each board starts from (a resumed game: the careers' states)
	saved  [2]int         // answers in each slot's latest save (-1: none)
	over   bool           // the result was shown
	title  memo[duelTitleKey]
}

// duelTitleKey is the top bar's title in a two-player game: the player on turn and the
// scene's own title.
type duelTitleKey struct {
	player int
	name   string
}

func duelTitle(k duelTitleKey) string {
	return i18n.T("duel.title_bar", "n", k.player+1, "name", k.name)
}

// newDuelCampaign wires a Campaign to the two-player game dd, saved in slots.
func newDuelCampaign(g *game.Game, dd *duel.Duel, slots [2]string, resumed bool) *Campaign {
	drv := &duelDriver{d: dd}
	p := &duelPlay{drv: drv, slots: slots, shown: -1, due: -1, ready: -1, saved: [2]int{-1, -1}}
	for i := range p.names {
		p.names[i] = dd.State(i).Crew.Name
		if resumed {
			p.base[i] = engine.ViewOf(dd.State(i))
		}
	}
	c := newCampaign(drv, engine.MustData(), answererFor(g))
	c.duel = p
	c.slot = slots[0] // the Campaign saves through duelPlay.save
	c.startStatus(p.base[0])
	p.have[0] = true
	if g.Opt.ConfigDir != "" {
		b, _ := json.Marshal(duelRecord{Format: 1, Slots: slots})
		if err := savefile.WriteConfig(g.Opt.ConfigDir, duelFile, b); err != nil {
			g.Toast(i18n.T("notice.career_not_saved", "err", err.Error()))
		}
	}
	return c
}

// StartDuel starts a two-player game from the setup s: its type, start and options, its
// Kommandant and U-number for player 1, the second player's own (13.1.1).
func StartDuel(g *game.Game, s *Setup, name2, unum2 string) (*Campaign, error) {
	cfg := s.Config()
	dd, err := duel.New(duel.Config{Type: cfg.Type, Start: cfg.Start, Options: cfg.Options, Odds: true,
		Players: [2]duel.Player{{Seed: cfg.Seed, Kommandant: cfg.Kommandant, UNumber: cfg.UNumber},
			{Seed: cfg.Seed*31 + 17, Kommandant: name2, UNumber: unum2}}})
	if err != nil {
		return nil, err
	}
	var slots [2]string
	if g.Careers != nil {
		slots[0] = g.Careers.Store.NewID()
		slots[1] = slots[0] + "-2"
	}
	return newDuelCampaign(g, dd, slots, false), nil
}

// resumeDuel continues the two-player game whose record names slot id; ok false when
// the slot is not one of its careers.
func resumeDuel(g *game.Game, id string) (ok bool) {
	r := readDuel(g)
	if id == "" || (r.Slots[0] != id && r.Slots[1] != id) {
		return false
	}
	var saves [2]*engine.Save
	for i, slot := range r.Slots {
		res, err := g.Careers.Store.Get(slot)
		if err != nil {
			g.Toast(i18n.T("notice.cannot_continue", "err", err.Error()))
			return true
		}
		saves[i] = res.Save
	}
	dd, err := duel.Resume(saves[0], saves[1], 0)
	if err != nil {
		g.Toast(i18n.T("notice.cannot_continue", "err", err.Error()))
		return true
	}
	c := newDuelCampaign(g, dd, r.Slots, true)
	c.Log.AddText(i18n.T("duel.resumed"), draw.ColAccent)
	g.Reset(c.FirstScene())
	return true
}

// fetched follows the driver's Next: a new player on turn, or the escort's direction to
// choose, hands the screen over (at once, or once the refit report on show was read).
func (p *duelPlay) fetched(g *game.Game, c *Campaign, d *engine.Decision) {
	if d == nil {
		return
	}
	who, reason := p.drv.player, "turn"
	if ch := p.drv.d.Chooser(); ch != who {
		who, reason = ch, "escort"
	} else if p.shown >= 0 && p.shown != who && p.board == who {
		reason = "back" // after the escort's direction, back to the player on patrol
	}
	if who == p.shown {
		return
	}
	if c.holdRefit && c.place == PlaceRefit && reason == "turn" {
		p.due = who // Campaign.mayLeave hands over once the report was read
		return
	}
	p.ready, p.why = who, reason // at the next frame, before anything of it shows
}

// acked is the refit report read: a hand-over that waited for it comes at the next
// frame (frame), once the scene has changed (a hand-over pushed now would be replaced
// by the scene change).
func (p *duelPlay) acked() {
	if p.due >= 0 {
		p.ready, p.why, p.due = p.due, "turn", -1
	}
}

// frame shows a hand-over made ready by acked; it reports whether it did.
func (p *duelPlay) frame(g *game.Game, c *Campaign) bool {
	if p.ready < 0 {
		return false
	}
	who := p.ready
	p.ready = -1
	p.handOver(g, c, who, p.why)
	return true
}

// handOver gives the screen to player who: his status board on a new turn, a line in
// the roll log, and the hand-over screen.
func (p *duelPlay) handOver(g *game.Game, c *Campaign, who int, reason string) {
	p.shown = who
	if reason == "turn" {
		c.Log.AddText(i18n.T("duel.log_turn", "n", who+1, "name", p.names[who]), draw.ColAccent)
	}
	if reason == "turn" && p.board != who {
		p.boards[p.board] = c.Status
		if p.have[who] {
			c.Status = p.boards[who]
		} else {
			c.Status = present.StatusBoard{}
			c.startStatus(p.base[who])
			p.have[who] = true
		}
		p.board = who
	}
	g.Push(newHandover(p, who, reason))
}

// save stores both careers in their slots (the Campaign's autosave).
func (p *duelPlay) save(g *game.Game) {
	if g.Careers == nil || p.slots[0] == "" {
		return
	}
	for i := range p.slots {
		sv, err := p.drv.d.Save(i)
		if err != nil {
			continue // not at a decision yet
		}
		if len(sv.Answers) == p.saved[i] && !sv.Summary.Ended {
			continue
		}
		p.saved[i] = len(sv.Answers)
		if err := g.Careers.Put(p.slots[i], sv); err != nil {
			g.Toast(i18n.T("notice.career_not_saved", "err", err.Error()))
		}
	}
}

// finished shows the result once (13.1.3); it reports whether it did so this frame.
func (p *duelPlay) finished(g *game.Game) bool {
	if p.over {
		return false
	}
	p.over = true
	g.Push(newDuelResult(p))
	return true
}

// resultText is the game's result in words: both tonnages and the winner.
func (p *duelPlay) resultText() []string {
	r := p.drv.d.Result()
	lines := make([]string, 0, 3)
	for i := range p.names {
		lines = append(lines, i18n.T("duel.score", "n", i+1, "name", p.names[i], "tons", tons(r.Tons[i]),
			"ships", i18n.T("hall.count.ships", "n", r.Ships[i])))
	}
	if r.Winner < 0 {
		lines = append(lines, i18n.T("duel.draw"))
	} else {
		lines = append(lines, i18n.T("duel.winner", "n", r.Winner+1, "name", p.names[r.Winner]))
	}
	return lines
}

// ---------------------------------------------------------------- hand-over

// handover is the screen between the players: it hides the game until the player named
// goes on (Enter, a click, the button).
type handover struct {
	list  draw.ButtonList
	words [3]boxText
	frame int
}

func newHandover(p *duelPlay, who int, reason string) *handover {
	h := &handover{}
	h.list.Buttons = []draw.Button{{R: draw.Rect{X: 490, Y: 430, W: 300, H: 52}, Key: "go",
		Label: i18n.T("duel.go_on", "n", who+1), Sub: i18n.T("setup.key_enter"), Shortcut: 1}}
	st := p.drv.d.State(p.drv.player)
	h.words = [3]boxText{
		{text: i18n.T("duel.handover."+reason+".title", "n", who+1, "name", p.names[who]), font: assets.Bold, size: 34, col: draw.ColAccent,
			r: draw.Rect{X: 140, Y: 200, W: 1000, H: 50}, align: draw.AlignCenter},
		{text: i18n.T("duel.handover."+reason, "n", who+1, "other", 2-who, "name", p.names[who], "other_name", p.names[1-who],
			"boat", st.Boat.ID, "month", present.MonthName(st.Date), "patrol", strconv.Itoa(st.PatrolCount)),
			size: 18, col: draw.ColInk, r: draw.Rect{X: 190, Y: 270, W: 900, H: 120}, align: draw.AlignCenter},
		{text: i18n.T("duel.handover.score", "t1", tons(p.drv.d.Result().Tons[0]), "t2", tons(p.drv.d.Result().Tons[1])),
			size: 15, col: draw.ColDim, r: draw.Rect{X: 190, Y: 520, W: 900, H: 30}, align: draw.AlignCenter},
	}
	return h
}

// Name implements game.Scene.
func (h *handover) Name() string { return "handover" }

// Update implements game.Scene.
func (h *handover) Update(g *game.Game) error {
	h.frame++
	if h.frame == 1 && g.Watched() { // pictured for the -moments screenshots
		g.Moment("handover", 2)
	}
	i := h.list.Update(&g.In)
	if g.Opt.Autoplay && h.frame == autoplayDelay(g)+2 {
		i = 0
	}
	if i == 0 {
		g.Audio.Play(assets.SndClick)
		g.Pop()
	}
	return nil
}

// Draw implements game.Scene: the whole screen, so nothing of the other player's shows.
func (h *handover) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	for i := range h.words {
		h.words[i].draw(dst, 1)
	}
	h.list.Draw(dst)
}

// ---------------------------------------------------------------- result

// resultScreen is the end of a game of several players (the two-player game, the
// wolfpack tournament): a heading, the standings in words and "Back to the title".
type resultScreen struct {
	name  string // the scene's name (duel_result, pack_result)
	list  draw.ButtonList
	words [2]boxText
}

// newResultScreen makes the end screen: heading and body in their boxes, the button at
// buttonY (px).
func newResultScreen(name string, heading, body boxText, buttonY float64) *resultScreen {
	r := &resultScreen{name: name, words: [2]boxText{heading, body}}
	r.list.Buttons = []draw.Button{{R: draw.Rect{X: 490, Y: buttonY, W: 300, H: 44}, Key: "title", Label: i18n.T("play.back_to_title"), Shortcut: 1}}
	return r
}

// newDuelResult is the end of the two-player game: both tonnages and the winner (13.1.3).
func newDuelResult(p *duelPlay) *resultScreen {
	lines := p.resultText()
	return newResultScreen("duel_result",
		boxText{text: i18n.T("duel.over"), font: assets.Bold, size: 34, col: draw.ColAccent, r: draw.Rect{X: 140, Y: 180, W: 1000, H: 50}, align: draw.AlignCenter},
		boxText{text: fmt.Sprintf("%s\n%s\n\n%s", lines[0], lines[1], lines[2]), size: 20, col: draw.ColInk,
			r: draw.Rect{X: 190, Y: 260, W: 900, H: 180}, align: draw.AlignCenter},
		480)
}

// Name implements game.Scene.
func (r *resultScreen) Name() string { return r.name }

// Update implements game.Scene.
func (r *resultScreen) Update(g *game.Game) error {
	if r.list.Update(&g.In) == 0 || g.In.Just(game.ActBack) {
		g.Audio.Play(assets.SndClick)
		g.Reset(NewTitle(g))
	}
	return nil
}

// Draw implements game.Scene.
func (r *resultScreen) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	for i := range r.words {
		r.words[i].draw(dst, 1)
	}
	r.list.Draw(dst)
}

// ---------------------------------------------------------------- setup

// DuelSetup is the setup's page for the two-player game: what both players share (the
// setup's type, start month and optional rules), the second player's Kommandant and
// U-number, Start and Back.
type DuelSetup struct {
	setup *Setup
	name  []rune
	unum  []rune
	field int // 0 none, 1 name, 2 U-number
	list  draw.ButtonList
	words [3]boxText
	frame int
}

var (
	duelNameField = draw.Rect{X: 700, Y: 330, W: 420, H: 36}
	duelUnumField = draw.Rect{X: 700, Y: 410, W: 420, H: 36}
)

// NewDuelSetup builds the page for the setup s.
func NewDuelSetup(s *Setup) *DuelSetup {
	n := uint64(len(defaultNames))
	p := &DuelSetup{setup: s, name: []rune(defaultNames[(s.seed+1)%n]), unum: []rune("U-" + strconv.Itoa(100+int((s.seed+451)%900)))}
	p.list.Buttons = []draw.Button{
		{R: draw.Rect{X: 700, Y: 600, W: 200, H: 52}, Key: "start", Label: i18n.T("duel.start"), Sub: i18n.T("setup.key_enter")},
		{R: draw.Rect{X: 920, Y: 600, W: 200, H: 52}, Key: "back", Label: i18n.T("menu.back"), Sub: i18n.T("key.esc")},
	}
	p.list.Focus = 0
	cfg := s.Config()
	p.words = [3]boxText{
		{text: i18n.T("duel.title"), font: assets.Bold, size: 30, col: draw.ColAccent, r: draw.Rect{X: 40, Y: 26, W: 1200, H: 42}},
		{text: i18n.T("duel.intro"), size: 16, col: draw.ColDim, r: draw.Rect{X: 42, Y: 70, W: 1198, H: 60}},
		{text: i18n.T("duel.shared", "type", cfg.Type, "month", present.MonthName(cfg.Start), "options", optionsSummary(cfg.Options),
			"name", cfg.Kommandant, "boat", cfg.UNumber), size: 17, col: draw.ColInk, r: draw.Rect{X: 40, Y: 160, W: 600, H: 300}},
	}
	return p
}

// Name implements game.Scene.
func (p *DuelSetup) Name() string { return "duel_setup" }

// Start starts the game (tests; the Start button).
func (p *DuelSetup) Start(g *game.Game) error {
	c, err := StartDuel(g, p.setup, string(p.name), string(p.unum))
	if err != nil {
		return err
	}
	g.Logf("two-player game: seed %d, type %s, start %s", p.setup.seed, p.setup.Type(), p.setup.month)
	g.Reset(c.FirstScene())
	return nil
}

// Update implements game.Scene.
func (p *DuelSetup) Update(g *game.Game) error {
	p.frame++
	in := &g.In
	if in.Clicked {
		switch {
		case duelNameField.Contains(in.X, in.Y):
			p.field = 1
		case duelUnumField.Contains(in.X, in.Y):
			p.field = 2
		default:
			p.field = 0
		}
	}
	in.TextMode = p.field != 0
	if p.field != 0 {
		editKommandant(in, &p.field, &p.name, &p.unum)
		return nil
	}
	i := p.list.Update(in)
	if g.In.Just(game.ActBack) {
		i = 1
	}
	switch i {
	case 0:
		g.Audio.Play(assets.SndClick)
		if len(p.name) == 0 || len(p.unum) == 0 {
			return nil
		}
		if err := p.Start(g); err != nil {
			g.Toast(err.Error())
		}
	case 1:
		g.Pop()
	}
	return nil
}

// Draw implements game.Scene.
func (p *DuelSetup) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	for i := range p.words {
		p.words[i].draw(dst, 1)
	}
	field := func(label string, r draw.Rect, v []rune, on bool) {
		draw.DrawText(dst, label, assets.Bold, 15, r.X, r.Y-24, draw.ColDim, draw.AlignLeft)
		draw.FillRect(dst, r, draw.ColButton)
		edge := draw.ColEdge
		if on {
			edge = draw.ColAccent
		}
		draw.StrokeRect(dst, r, 1.5, edge)
		txt := string(v)
		if on && (p.frame/30)%2 == 0 {
			txt += "|"
		}
		draw.DrawText(dst, txt, assets.Regular, 17, r.X+10, r.Y+8, draw.ColInk, draw.AlignLeft)
	}
	draw.DrawText(dst, i18n.T("duel.player2"), assets.Bold, 20, duelNameField.X, 250, draw.ColAccent, draw.AlignLeft)
	field(i18n.T("setup.kommandant"), duelNameField, p.name, p.field == 1)
	field(i18n.T("setup.unumber"), duelUnumField, p.unum, p.field == 2)
	p.list.Draw(dst)
}
