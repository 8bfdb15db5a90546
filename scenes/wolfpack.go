package scenes

// The wolfpack tournament of rule 13.5 on one machine (engine/pack): from the career
// setup, "Wolfpack" opens a page for the number of players (1–6, the first boats of the
// pack) and their names; the other boats of the six are the Commander's. One Campaign
// shows the players' boats in turn (hot seat): whenever the boat to decide changes to
// another player's, a full-screen hand-over hides the game until he goes on, and the
// status board is his boat's. The Commander's boats decide without stopping; their rolls
// are written in the roll log under their boat's name. The top bar names the boat on
// turn and the pack (14.5). At the end the standings: the pack's tonnage and each boat's
// tonnage, ships and outcome, and the individual winner (13.5.1). The tournament is one
// patrol and is not saved.

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/engine/pack"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// packDriver is a game.Driver on a wolfpack tournament: the events and decisions of the
// players' boat on turn, that boat's career state.
type packDriver struct {
	p    *pack.Pack
	boat int                // the boat of the latest decision
	seen [pack.MaxBoats]int // events of each boat handed on (shown or logged)
}

// Next implements game.Driver: the deciding boat's events since it was last on turn.
// Other boats' events are left to packPlay.fetched (the Commander's: the roll log).
func (x *packDriver) Next() ([]engine.Event, *engine.Decision) {
	i, d := x.p.Next()
	if d == nil {
		i = x.boat // the end: the last boat on show takes its last events
	}
	x.boat = i
	b := x.p.Boats[i]
	ev := b.Events[x.seen[i]:]
	x.seen[i] = len(b.Events)
	return ev, d
}

func (x *packDriver) Choose(seq int, key string) error { return x.p.Choose(x.boat, seq, key) }
func (x *packDriver) State() *engine.State             { return x.p.Boats[x.boat].Career.State() }
func (x *packDriver) Done() bool                       { return x.p.Done() }
func (x *packDriver) Err() error                       { return x.p.Err() }
func (x *packDriver) Close()                           { x.p.Close() }

// packPlay is a Campaign's wolfpack part.
type packPlay struct {
	drv    *packDriver
	shown  int // the boat the screen was last handed to (-1: none yet)
	ready  int // a hand-over to show at the next frame (-1: none)
	board  int // whose status board c.Status is
	boards [pack.MaxBoats]present.StatusBoard
	have   [pack.MaxBoats]bool
	over   bool
	title  memo[packTitleKey]
	// turns lists the boats the screen was handed to, in order (tests).
	turns []int
}

// packTitleKey is the top bar's title in a wolfpack game: the boat on turn, the pack and
// the scene's own title.
type packTitleKey struct {
	boat       int
	pack, name string
}

func packTitle(k packTitleKey) string {
	return i18n.T("pack.title_bar", "n", k.boat+1, "pack", k.pack, "name", k.name)
}

// boatName is boat i in words: its U-number, and a player's Kommandant.
func (p *packPlay) boatName(i int) string {
	b := p.drv.p.Boats[i]
	st := b.Career.State()
	if !b.Player {
		return i18n.T("pack.boat_game", "n", i+1, "boat", st.Boat.ID)
	}
	return i18n.T("pack.boat", "n", i+1, "boat", st.Boat.ID, "name", st.Crew.Name)
}

// StartWolfpack starts a wolfpack tournament of six boats with the named players taking
// the first boats (13.5.1), optional rules opts, from seed.
func StartWolfpack(g *game.Game, seed uint64, players []string, opts engine.Options) (*Campaign, error) {
	pk, err := pack.New(pack.Config{Seed: seed, Players: players, Options: opts, Log: true, Odds: true})
	if err != nil {
		return nil, err
	}
	drv := &packDriver{p: pk}
	p := &packPlay{drv: drv, shown: -1, ready: -1}
	c := newCampaign(drv, engine.MustData(), answererFor(g))
	c.pack = p
	c.Log.AddText(i18n.T("pack.log_start", "pack", pk.Name, "n", len(pk.Boats), "players", len(players)), draw.ColAccent)
	return c, nil
}

// fetched follows the driver's Next: the Commander boats' rolls go to the roll log; a
// decision of another player's boat hands the screen over at the next frame.
func (p *packPlay) fetched(c *Campaign, d *engine.Decision) {
	for i, b := range p.drv.p.Boats {
		if b.Player || p.drv.seen[i] == len(b.Events) {
			continue
		}
		evs := b.Events[p.drv.seen[i]:]
		p.drv.seen[i] = len(b.Events)
		head := false
		for _, e := range evs {
			if _, ok := e.(*engine.RollEvent); !ok {
				continue
			}
			if !head {
				c.Log.AddText(i18n.T("pack.log_commander", "boat", p.boatName(i)), draw.ColDim)
				head = true
			}
			c.Log.Add(e)
		}
	}
	if d == nil || p.drv.boat == p.shown {
		return
	}
	p.ready = p.drv.boat
}

// frame shows a hand-over made ready by fetched; it reports whether it did.
func (p *packPlay) frame(g *game.Game, c *Campaign) bool {
	if p.ready < 0 {
		return false
	}
	who := p.ready
	p.ready = -1
	p.shown = who
	p.turns = append(p.turns, who)
	c.Log.AddText(i18n.T("pack.log_turn", "boat", p.boatName(who)), draw.ColAccent)
	if p.board != who || !p.have[who] {
		if p.have[p.board] {
			p.boards[p.board] = c.Status
		}
		if p.have[who] {
			c.Status = p.boards[who]
		} else {
			c.Status = present.StatusBoard{}
			c.startStatus(engine.View{}) // the boat's events bring it onto the board
			p.have[who] = true
		}
		p.board = who
	}
	g.Push(newPackHandover(p, who))
	return true
}

// finished shows the standings once (13.5.1); it reports whether it did so this frame.
func (p *packPlay) finished(g *game.Game) bool {
	if p.over {
		return false
	}
	p.over = true
	g.Push(newPackResult(p))
	return true
}

// winner is the boat with the greatest tonnage (13.5.1, individual), −1 when none sank
// anything or the greatest is shared.
func (p *packPlay) winner() int {
	w, best, tie := -1, 0, false
	for i, b := range p.drv.p.Boats {
		switch t := b.Tons(); {
		case t > best:
			w, best, tie = i, t, false
		case t == best && t > 0:
			tie = true
		}
	}
	if tie {
		return -1
	}
	return w
}

// resultLines are the standings in words: the pack's tonnage, each boat's line, the
// winner.
func (p *packPlay) resultLines() []string {
	pk := p.drv.p
	lines := []string{i18n.T("pack.result.pack", "pack", pk.Name, "tons", tons(pk.Tons()), "n", len(pk.Boats))}
	for i, b := range pk.Boats {
		who := i18n.T("pack.commander")
		if b.Player {
			who = i18n.T("pack.player")
		}
		lines = append(lines, i18n.T("pack.result.boat", "boat", p.boatName(i), "who", who, "tons", tons(b.Tons()),
			"ships", i18n.T("hall.count.ships", "n", b.Ships()), "outcome", wordsOr(b.Outcome())))
	}
	if w := p.winner(); w >= 0 {
		lines = append(lines, i18n.T("pack.result.winner", "boat", p.boatName(w)))
	} else {
		lines = append(lines, i18n.T("pack.result.no_winner"))
	}
	return lines
}

// wordsOr is a patrol outcome in words ("at sea" for none).
func wordsOr(outcome string) string {
	if outcome == "" {
		return i18n.T("pack.at_sea")
	}
	return present.Words(outcome)
}

func newPackHandover(p *packPlay, who int) *handover {
	h := &handover{}
	h.list.Buttons = []draw.Button{{R: draw.Rect{X: 490, Y: 430, W: 300, H: 52}, Key: "go",
		Label: i18n.T("pack.go_on", "n", who+1), Sub: i18n.T("setup.key_enter"), Shortcut: 1}}
	st := p.drv.p.Boats[who].Career.State()
	h.words = [3]boxText{
		{text: i18n.T("pack.handover.title", "n", who+1, "name", st.Crew.Name), font: assets.Bold, size: 34, col: draw.ColAccent,
			r: draw.Rect{X: 140, Y: 200, W: 1000, H: 50}, align: draw.AlignCenter},
		{text: i18n.T("pack.handover.text", "boat", st.Boat.ID, "pack", p.drv.p.Name, "month", present.MonthName(st.Date)),
			size: 18, col: draw.ColInk, r: draw.Rect{X: 190, Y: 270, W: 900, H: 120}, align: draw.AlignCenter},
		{text: i18n.T("pack.handover.score", "tons", tons(p.drv.p.Tons())),
			size: 15, col: draw.ColDim, r: draw.Rect{X: 190, Y: 520, W: 900, H: 30}, align: draw.AlignCenter},
	}
	return h
}

// ---------------------------------------------------------------- standings

// newPackResult is the end of the tournament: the standings (13.5.1).
func newPackResult(p *packPlay) *resultScreen {
	lines := p.resultLines()
	return newResultScreen("pack_result",
		boxText{text: i18n.T("pack.over", "pack", p.drv.p.Name), font: assets.Bold, size: 32, col: draw.ColAccent, r: draw.Rect{X: 80, Y: 60, W: 1120, H: 50}, align: draw.AlignCenter},
		boxText{text: lines[0] + "\n\n" + strings.Join(lines[1:len(lines)-1], "\n") + "\n\n" + lines[len(lines)-1], size: 18, col: draw.ColInk,
			r: draw.Rect{X: 80, Y: 140, W: 1120, H: 420}, align: draw.AlignCenter},
		600)
}

// ---------------------------------------------------------------- setup page

// PackSetup is the page of the wolfpack tournament: how many of the six boats players
// take (1–6), each player's name, Start and Back. ↑/↓ move between the rows, ←/→ change
// the number, Enter edits a name (Enter again ends it), starts or goes back.
type PackSetup struct {
	setup   *Setup
	players int
	names   [pack.MaxBoats][]rune
	row     int // focus: 0 the number, 1..6 a name, 7 Start, 8 Back
	editing bool
	list    draw.ButtonList // −, +, Start, Back
	words   [2]boxText
	frame   int
}

const (
	packRowStart = pack.MaxBoats + 1
	packRowBack  = pack.MaxBoats + 2
)

// packNameField is player i's name field.
func packNameField(i int) draw.Rect {
	return draw.Rect{X: 300, Y: 250 + float64(i)*50, W: 420, H: 36}
}

// NewPackSetup builds the page (from the setup s: its seed and optional rules); two
// players by default, named from the game's list of Kommandant names.
func NewPackSetup(s *Setup) *PackSetup {
	p := &PackSetup{setup: s, players: 2}
	for i := range p.names {
		p.names[i] = []rune(defaultNames[(s.seed+uint64(i))%uint64(len(defaultNames))])
	}
	p.list.Buttons = []draw.Button{
		{R: draw.Rect{X: 300, Y: 170, W: 52, H: 40}, Key: "less", Label: "−"},
		{R: draw.Rect{X: 440, Y: 170, W: 52, H: 40}, Key: "more", Label: "+"},
		{R: draw.Rect{X: 820, Y: 600, W: 200, H: 52}, Key: "start", Label: i18n.T("pack.start"), Sub: i18n.T("setup.key_enter")},
		{R: draw.Rect{X: 1040, Y: 600, W: 200, H: 52}, Key: "back", Label: i18n.T("menu.back"), Sub: i18n.T("key.esc")},
	}
	p.list.Focus = -1
	p.row = packRowStart
	p.words = [2]boxText{
		{text: i18n.T("pack.title"), font: assets.Bold, size: 30, col: draw.ColAccent, r: draw.Rect{X: 40, Y: 26, W: 1200, H: 42}},
		{text: i18n.T("pack.intro", "options", optionsSummary(s.options)), size: 16, col: draw.ColDim, r: draw.Rect{X: 42, Y: 70, W: 1198, H: 80}},
	}
	return p
}

// Name implements game.Scene.
func (p *PackSetup) Name() string { return "pack_setup" }

// Players returns the names of the players' boats, boat 1 onward.
func (p *PackSetup) Players() []string {
	var n []string
	for i := 0; i < p.players; i++ {
		n = append(n, strings.TrimSpace(string(p.names[i])))
	}
	return n
}

// Start starts the tournament (tests; the Start button).
func (p *PackSetup) Start(g *game.Game) error {
	for _, n := range p.Players() {
		if n == "" {
			return fmt.Errorf("%s", i18n.T("pack.name_missing"))
		}
	}
	c, err := StartWolfpack(g, p.setup.seed, p.Players(), p.setup.options)
	if err != nil {
		return err
	}
	g.Logf("wolfpack: seed %d, %d players", p.setup.seed, p.players)
	g.Reset(c.FirstScene())
	return nil
}

func (p *PackSetup) change(d int) {
	p.players = min(max(p.players+d, 1), pack.MaxBoats)
	if p.row >= 1 && p.row <= pack.MaxBoats && p.row > p.players {
		p.row = p.players
	}
}

// Update implements game.Scene.
func (p *PackSetup) Update(g *game.Game) error {
	p.frame++
	in := &g.In
	if in.Clicked {
		p.editing = false
		for i := 0; i < p.players; i++ {
			if packNameField(i).Contains(in.X, in.Y) {
				p.row, p.editing = i+1, true
			}
		}
	}
	in.TextMode = p.editing
	if p.editing {
		in.EditText(&p.names[p.row-1], 28)
		if in.Just(game.ActConfirm) || in.Just(game.ActBack) {
			p.editing = false
			in.TextMode = false
		}
		return nil
	}
	// the rows: the number, the players' names, Start, Back
	rows := []int{0}
	for i := 1; i <= p.players; i++ {
		rows = append(rows, i)
	}
	rows = append(rows, packRowStart, packRowBack)
	at := 0
	for j, r := range rows {
		if r == p.row {
			at = j
		}
	}
	switch {
	case in.Just(game.ActDown):
		p.row = rows[(at+1)%len(rows)]
	case in.Just(game.ActUp):
		p.row = rows[(at+len(rows)-1)%len(rows)]
	case in.Just(game.ActLeft) && p.row == 0:
		p.change(-1)
	case in.Just(game.ActRight) && p.row == 0:
		p.change(+1)
	}
	act := p.list.Update(pointerOnly{in})
	if in.Just(game.ActConfirm) && act < 0 {
		switch {
		case p.row >= 1 && p.row <= pack.MaxBoats:
			p.editing = true
			return nil
		case p.row == packRowStart:
			act = 2
		case p.row == packRowBack:
			act = 3
		}
	}
	if in.Just(game.ActBack) {
		act = 3
	}
	if g.Opt.Autoplay && p.frame == 60 { // the test build's -autoplay: the page for a moment
		act = 2
	}
	p.list.Focus = -1
	switch p.row {
	case packRowStart:
		p.list.Focus = 2
	case packRowBack:
		p.list.Focus = 3
	}
	switch act {
	case 0:
		g.Audio.Play(assets.SndClick)
		p.change(-1)
	case 1:
		g.Audio.Play(assets.SndClick)
		p.change(+1)
	case 2:
		g.Audio.Play(assets.SndClick)
		if err := p.Start(g); err != nil {
			g.Toast(err.Error())
		}
	case 3:
		g.Pop()
	}
	return nil
}

// Draw implements game.Scene.
func (p *PackSetup) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	for i := range p.words {
		p.words[i].draw(dst, 1)
	}
	if p.row == 0 {
		draw.StrokeRect(dst, draw.Rect{X: 40, Y: 166, W: 460, H: 48}, 1.5, draw.ColAccent)
	}
	draw.DrawText(dst, i18n.T("pack.players"), assets.Bold, 17, 50, 180, draw.ColInk, draw.AlignLeft)
	draw.DrawText(dst, fmt.Sprint(p.players), assets.Bold, 22, 396, 176, draw.ColAccent, draw.AlignCenter)
	draw.DrawText(dst, i18n.T("pack.commanders", "n", pack.MaxBoats-p.players), assets.Regular, 15, 520, 180, draw.ColDim, draw.AlignLeft)
	for i := 0; i < pack.MaxBoats; i++ {
		r := packNameField(i)
		on := i < p.players
		col := draw.ColDim
		if on {
			col = draw.ColInk
		}
		draw.DrawText(dst, i18n.T("pack.boat_label", "n", i+1), assets.Bold, 16, 50, r.Y+9, col, draw.AlignLeft)
		if !on {
			draw.DrawText(dst, i18n.T("pack.commander"), assets.Regular, 16, r.X+10, r.Y+9, draw.ColDim, draw.AlignLeft)
			continue
		}
		draw.FillRect(dst, r, draw.ColButton)
		edge := draw.ColEdge
		if p.row == i+1 {
			edge = draw.ColAccent
		}
		draw.StrokeRect(dst, r, 1.5, edge)
		txt := string(p.names[i])
		if p.editing && p.row == i+1 && (p.frame/30)%2 == 0 {
			txt += "|"
		}
		draw.DrawText(dst, txt, assets.Regular, 17, r.X+10, r.Y+8, draw.ColInk, draw.AlignLeft)
	}
	draw.DrawText(dst, i18n.T("pack.keys"), assets.Regular, 13, 50, 690, draw.ColDim, draw.AlignLeft)
	p.list.Draw(dst)
}
