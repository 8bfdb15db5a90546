package scenes

// The tournaments of rules 13.2–13.4 in the game (engine/tournament,
// docs/tournaments.md): from the career setup, the Tournament page creates the
// tournament file from the setup's choice (type, start month, optional rules) and a kind,
// starts a career under it (the setup fixed by the file) and shows the standings of its
// entries (the Standings page).

import (
	"strings"

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

// tournamentFile is the tournament's file in the configuration directory (natively
// DIR/tournament.json, in the browser the localStorage key "uboat/tournament.json").
const tournamentFile = "tournament.json"

// tourKinds are the kinds the page offers, in rule order: kind and scoring.
var tourKinds = [...]struct{ id, kind, scoring string }{
	{"highest_tonnage", tournament.KindTonnage, ""},
	{"survival", tournament.KindSurvival, ""},
	{"mixed_tonnage", tournament.KindMixed, tournament.KindTonnage},
	{"mixed_survival", tournament.KindMixed, tournament.KindSurvival},
}

// loadTournament reads the tournament file of the configuration directory: the rules,
// or nil and "" when there is none, or nil and the reason in words when it is bad.
func loadTournament(g *game.Game) (*tournament.Rules, string) {
	dir := g.Opt.ConfigDir
	if dir == "" {
		return nil, ""
	}
	b, err := savefile.ReadConfig(dir, tournamentFile)
	if err != nil {
		return nil, ""
	}
	r, err := tournament.Parse(b)
	if err != nil {
		return nil, i18n.T("tour.bad_file", "err", err.Error())
	}
	return r, ""
}

// TournamentPage is the setup's tournament page.
type TournamentPage struct {
	setup *Setup
	cfg   string            // the configuration directory
	rules *tournament.Rules // the tournament of the configuration directory (nil: none)
	bad   string            // why the file there cannot be read ("" none)
	kind  int               // tourKinds index chosen for a new tournament
	list  draw.ButtonList
	words [4]boxText // title, intro, the tournament's lines, where the entries come from
	sc    float64
	lang  i18n.Lang
}

// NewTournamentPage builds the page for the setup s.
func NewTournamentPage(g *game.Game, s *Setup) *TournamentPage {
	p := &TournamentPage{setup: s, sc: s.sc, cfg: g.Opt.ConfigDir}
	p.rules, p.bad = loadTournament(g)
	if p.rules != nil {
		for i, k := range tourKinds {
			if k.kind == p.rules.Kind && (k.scoring == "" || k.scoring == p.rules.Scoring) {
				p.kind = i
			}
		}
	}
	keys := []string{"kind", "create", "play", "standings", "leave", "back"}
	for i, k := range keys {
		b := draw.Button{R: draw.Rect{X: 40, Y: 110 + float64(i)*66, W: 560, H: 58}, Key: k, Shortcut: i + 1}
		if k == "back" {
			b.R = draw.Rect{X: 40, Y: 660, W: 200, H: 40}
		}
		p.list.Buttons = append(p.list.Buttons, b)
	}
	p.list.Focus = len(keys) - 1
	p.words = [4]boxText{
		{font: assets.Bold, size: 30, col: draw.ColAccent, r: draw.Rect{X: 40, Y: 26, W: 1200, H: 42}},
		{size: 16, col: draw.ColDim, r: draw.Rect{X: 42, Y: 70, W: 1198, H: 24}},
		{size: 16, col: draw.ColInk, r: draw.Rect{X: 640, Y: 120, W: 600, H: 250}},
		{size: 14, col: draw.ColDim, r: draw.Rect{X: 640, Y: 400, W: 600, H: 120}},
	}
	p.labels()
	return p
}

// labels puts the page's words in the current language.
func (p *TournamentPage) labels() {
	p.lang = i18n.Current()
	p.words[0].text = i18n.T("tour.title")
	p.words[1].text = i18n.T("tour.intro")
	switch {
	case p.bad != "":
		p.words[2].text = p.bad
	case p.rules == nil:
		p.words[2].text = i18n.T("tour.none")
	default:
		p.words[2].text = rulesText(p.rules)
	}
	p.words[3].text = entriesHint(p.cfg)
	s := p.setup
	for i := range p.list.Buttons {
		b := &p.list.Buttons[i]
		b.Label, b.Sub = i18n.T("tour."+b.Key), ""
		switch b.Key {
		case "kind":
			b.Sub = i18n.T("tour.kind." + tourKinds[p.kind].id)
		case "create":
			typ := s.Type()
			if tourKinds[p.kind].kind == tournament.KindMixed {
				typ = i18n.T("tour.type_free")
			}
			b.Sub = i18n.T("tour.create_sub", "type", typ, "month", present.MonthName(s.month), "options", optionsSummary(s.options))
			b.Disabled = s.tour != nil // the setup is the tournament's already
		case "play":
			b.Sub = i18n.T("tour.play_sub")
			b.Disabled = p.rules == nil
		case "standings":
			b.Disabled = p.rules == nil
		case "leave":
			b.Disabled = s.tour == nil
		case "back":
			b.Sub = i18n.T("key.esc")
		}
	}
}

// rulesText is a tournament's rules in words, one per line.
func rulesText(r *tournament.Rules) string {
	id := r.Kind
	if r.Kind == tournament.KindMixed {
		id = "mixed_" + strings.TrimPrefix(r.Scoring, "highest_")
	}
	typ := r.Type
	if typ == tournament.TypeFree {
		typ = i18n.T("tour.type_free")
	}
	opts := i18n.T("tour.options_none")
	if len(r.Options) > 0 {
		opts = optionsSummary(r.Options)
	}
	lines := []string{i18n.T("tour.kind." + id),
		i18n.T("tour.rules_line", "type", typ, "start", present.MonthName(r.Start), "end", present.MonthName(r.End)),
		i18n.T("tour.options_line", "list", opts)}
	if r.Name != "" {
		lines = append([]string{r.Name}, lines...)
	}
	return strings.Join(lines, "\n")
}

// Name implements game.Scene.
func (p *TournamentPage) Name() string { return "tournament" }

// Choose acts on the button key: the kind cycles, create writes the tournament file
// from the setup, play fixes the setup by it and goes back, standings opens the
// standings, leave frees the setup, back goes back. It reports whether the page closed.
func (p *TournamentPage) Choose(g *game.Game, key string) bool {
	s := p.setup
	switch key {
	case "kind":
		p.kind = (p.kind + 1) % len(tourKinds)
	case "create":
		k := tourKinds[p.kind]
		typ := s.Type()
		if k.kind == tournament.KindMixed {
			typ = tournament.TypeFree
		}
		r, err := tournament.New(present.MonthName(s.month), k.kind, k.scoring, s.month, typ, s.options.Keys(), 0)
		if err != nil {
			g.Toast(i18n.T("tour.bad_file", "err", err.Error()))
			break
		}
		b, err := r.Marshal()
		if err == nil {
			err = savefile.WriteConfig(g.Opt.ConfigDir, tournamentFile, b)
		}
		if err != nil {
			g.Toast(i18n.T("tour.not_saved", "err", err.Error()))
			break
		}
		p.rules, p.bad = r, ""
		g.Toast(i18n.T("tour.created"))
	case "play":
		if p.rules == nil {
			return false
		}
		s.setTournament(p.rules)
		g.Pop()
		return true
	case "standings":
		if p.rules != nil {
			g.Push(NewStandings(g, p.rules))
		}
	case "leave":
		s.setTournament(nil)
	case "back":
		g.Pop()
		return true
	}
	p.labels()
	return false
}

// Update implements game.Scene.
func (p *TournamentPage) Update(g *game.Game) error {
	if p.lang != i18n.Current() {
		p.labels()
	}
	scaleButtons(&p.list, p.sc)
	i := p.list.Update(&g.In)
	if g.In.Just(game.ActBack) {
		g.Pop()
		return nil
	}
	if i >= 0 {
		g.Audio.Play(assets.SndClick)
		p.Choose(g, p.list.Buttons[i].Key)
	}
	return nil
}

// Enter implements game.Enterer.
func (p *TournamentPage) Enter(*game.Game) { p.labels() }

// Draw implements game.Scene.
func (p *TournamentPage) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	draw.Panel(dst, draw.Rect{X: 624, Y: 104, W: 632, H: 430})
	for i := range p.words {
		p.words[i].draw(dst, p.sc)
	}
	p.list.Draw(dst)
}

// setTournament puts the setup under the tournament r (nil: free again): the start
// month, the optional rules and (but in 13.4) the type are the tournament's.
func (s *Setup) setTournament(r *tournament.Rules) {
	s.tour = r
	if r == nil {
		s.note = ""
		s.options = nil
		s.labels()
		return
	}
	s.options = r.Config("").Options
	s.fixTournament()
	s.labels()
}

// fixTournament undoes any change of what the tournament fixes and says so in the
// note (tournament.go): the start month, the type (13.2, 13.3) and the options.
func (s *Setup) fixTournament() {
	r := s.tour
	if r == nil {
		return
	}
	s.month, s.own = r.Start, r.Start
	name := r.Name
	if name == "" {
		name = present.MonthName(r.Start)
	}
	if r.Type != tournament.TypeFree {
		for i, k := range s.data.BoardKeys {
			if k == r.Type {
				s.types.Focus = i
			}
		}
		s.note = i18n.T("tour.fixed", "name", name, "rule", r.Rule())
	} else {
		s.note = i18n.T("tour.fixed_free", "name", name, "rule", r.Rule())
		if b := s.board(); b.Available > r.Start {
			s.note = i18n.T("tour.type_unavailable", "type", s.Type(), "month", present.MonthName(r.Start))
		}
	}
	s.forced = false
}

// tourStartable reports whether the setup may start its career: under a 13.4
// tournament the type chosen must be available at its start.
func (s *Setup) tourStartable() bool {
	return s.tour == nil || s.board().Available <= s.tour.Start
}

// ---------------------------------------------------------------- standings

// Standings shows a tournament's standings: each entry replayed and judged
// (tournament.Rules.Standings), ranked, then those not eligible to win (13.3), then the
// rejected ones with their reason.
type Standings struct {
	st    *tournament.Standings
	top   int // first row shown
	back  draw.ButtonList
	words [3]boxText // title, the rules, where the entries come from
	sc    float64
}

// standingsRows is how many entries the page shows at once (↑/↓ scroll).
const standingsRows = 12

// NewStandings judges the entries of the tournament r (tournamentEntries) and builds
// the page.
func NewStandings(g *game.Game, r *tournament.Rules) *Standings {
	names, data := tournamentEntries(g, r)
	s := &Standings{st: r.Standings(names, data), sc: g.Settings.TextScale}
	s.back.Buttons = []draw.Button{{R: draw.Rect{X: 40, Y: 660, W: 200, H: 40}, Label: i18n.T("menu.back"), Sub: i18n.T("key.esc"), Key: "back"}}
	s.words = [3]boxText{
		{text: i18n.T("standings.title"), font: assets.Bold, size: 30, col: draw.ColAccent, r: draw.Rect{X: 40, Y: 26, W: 1200, H: 42}},
		{text: strings.ReplaceAll(rulesText(r), "\n", " · "), size: 15, col: draw.ColDim, r: draw.Rect{X: 42, Y: 70, W: 1198, H: 40}},
		{text: entriesHint(g.Opt.ConfigDir), size: 13, col: draw.ColDim, r: draw.Rect{X: 260, Y: 660, W: 980, H: 40}},
	}
	return s
}

// Entries returns the judged entries in their order (tests).
func (s *Standings) Entries() []tournament.Entry { return s.st.Entries }

// Name implements game.Scene.
func (s *Standings) Name() string { return "standings" }

// Update implements game.Scene.
func (s *Standings) Update(g *game.Game) error {
	scaleButtons(&s.back, s.sc)
	if s.back.Update(&g.In) >= 0 || g.In.Just(game.ActBack) {
		g.Pop()
		return nil
	}
	if g.In.Just(game.ActUp) && s.top > 0 {
		s.top--
	}
	if g.In.Just(game.ActDown) && s.top+standingsRows < len(s.st.Entries) {
		s.top++
	}
	return nil
}

// standingsCols are the columns' x and catalogue ids.
var standingsCols = [...]struct {
	x  float64
	id string
}{{40, "standings.col.rank"}, {110, "standings.col.kommandant"}, {420, "standings.col.boat"}, {600, "standings.col.tons"}, {760, "standings.col.ships"}, {880, "standings.col.fate"}}

// Draw implements game.Scene.
func (s *Standings) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	for i := range s.words {
		s.words[i].draw(dst, s.sc)
	}
	fs := draw.Sized(15, s.sc)
	y := 120.0
	for _, c := range standingsCols {
		draw.DrawText(dst, i18n.T(c.id), assets.Bold, fs, c.x, y, draw.ColDim, draw.AlignLeft)
	}
	if len(s.st.Entries) == 0 {
		draw.DrawText(dst, i18n.T("standings.empty"), assets.Regular, draw.Sized(18, s.sc), 40, y+40, draw.ColInk, draw.AlignLeft)
	}
	for i := s.top; i < len(s.st.Entries) && i < s.top+standingsRows; i++ {
		e := s.st.Entries[i]
		y += 40
		col := draw.ColInk
		if e.Rejected != nil {
			line := i18n.T("standings.rejected", "file", baseName(e.File), "reason", reasonText(e.Rejected))
			draw.DrawText(dst, line, assets.Regular, draw.FitSize(line, assets.Regular, fs, 10, 1200), 40, y, draw.ColAccent, draw.AlignLeft)
			continue
		}
		rank := "—"
		if e.Rank > 0 {
			rank = i18n.T("standings.rank", "n", e.Rank)
		} else {
			col = draw.ColDim
		}
		fate := i18n.T("standings.in_command")
		if e.EndReason != "" {
			fate = present.FateText(e.EndReason, "") // 5.1, in words (not the engine's key)
		}
		switch {
		case !e.Eligible:
			fate = i18n.T("standings.not_eligible", "fate", fate)
		case e.Survived:
			fate = i18n.T("standings.survived", "fate", fate)
		}
		cells := []string{rank, e.Kommandant, e.UNumber + " · " + e.Type, tons(e.Tons), i18n.Current().Int(e.Ships), fate}
		for j, c := range standingsCols {
			w := 1240 - c.x
			if j+1 < len(standingsCols) {
				w = standingsCols[j+1].x - c.x - 12
			}
			draw.DrawText(dst, cells[j], assets.Regular, draw.FitSize(cells[j], assets.Regular, fs, 10, w), c.x, y, col, draw.AlignLeft)
		}
	}
	s.back.Draw(dst)
}

// reasonText is a rejection in words (tournament.Reason's code).
func reasonText(r *tournament.Reason) string {
	switch r.Code {
	case tournament.RejectOptions:
		return i18n.T("standings.reason.options")
	case tournament.RejectStart, tournament.RejectUnfinished:
		want, _ := engine.ParseMonth(r.Want)
		got, _ := engine.ParseMonth(r.Got)
		return i18n.T("standings.reason."+r.Code, "want", present.MonthName(want), "got", present.MonthName(got))
	case tournament.RejectType, tournament.RejectDuplicate:
		return i18n.T("standings.reason."+r.Code, "want", baseName(r.Want), "got", r.Got)
	case tournament.RejectReplay:
		return i18n.T("standings.reason.replay")
	}
	return i18n.T("standings.reason.unreadable")
}

// baseName is the last element of a slash- or backslash-separated path.
func baseName(p string) string {
	if i := strings.LastIndexAny(p, `/\`); i >= 0 {
		return p[i+1:]
	}
	return p
}

// ownEntries are the finished careers of the game's own store played under r (the
// start, type rule and options match; a career of another setup is no entry): their
// names (the slot ids) and saves.
func ownEntries(g *game.Game, r *tournament.Rules) (names []string, data [][]byte) {
	if g.Careers == nil {
		return nil, nil
	}
	for _, si := range g.Careers.Finished() {
		res, err := g.Careers.Store.Get(si.ID)
		if err != nil || res.FromBackup {
			continue
		}
		c := res.Save.Config
		if c.Start != r.Start.String() || (r.Type != tournament.TypeFree && c.Type != r.Type) ||
			strings.Join(c.Options, ",") != strings.Join(r.Options.Keys(), ",") {
			continue
		}
		b, err := res.Save.Marshal()
		if err != nil {
			continue
		}
		names, data = append(names, si.ID), append(data, b)
	}
	return names, data
}
