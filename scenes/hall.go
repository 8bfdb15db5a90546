package scenes

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// Hall is the hall of fame: every finished career with its boat, Kommandant, dates,
// ships and tonnage sunk, decorations, fate and victory level.
type Hall struct {
	entries []game.HallEntry
	list    draw.ButtonList
	words   [3]boxText // the title, the line under it, the empty hall's line
	sc      float64    // the settings' text size
}

// NewHall builds the hall of fame.
func NewHall(g *game.Game) *Hall {
	h := &Hall{entries: g.Careers.HallOfFame()}
	for i, e := range h.entries {
		if i == 8 {
			break
		}
		st := e.State
		h.list.Buttons = append(h.list.Buttons, draw.Button{
			R: draw.Rect{X: 40, Y: 110 + float64(i)*66, W: 1200, H: 58},
			Label: i18n.T("hall.label", "boat", st.Boat.ID, "type", st.Boat.Type,
				"kommandant", present.RankAndName(present.RankAbbr(st.Rank), st.Crew.Name), "victory", present.VictoryName(st.Victory)),
			Sub: i18n.T("hall.line", "dates", e.Dates(), "ships", i18n.T("hall.count.ships", "n", st.CareerShips),
				"tons", tons(st.CareerTons), "decorations", decorationsText(st.Decorations), "fate", e.Fate()),
			Key:      e.ID,
			Shortcut: i + 1,
		})
	}
	h.list.Buttons = append(h.list.Buttons, draw.Button{R: draw.Rect{X: 40, Y: 660, W: 200, H: 40}, Label: i18n.T("menu.back"), Key: "back"},
		draw.Button{R: draw.Rect{X: 260, Y: 660, W: 260, H: 40}, Label: i18n.T("stats.open"), Key: "stats", Shortcut: 9})
	h.words = [3]boxText{
		{text: i18n.T("hall.title"), font: assets.Bold, size: 30, col: draw.ColAccent, r: draw.Rect{X: 40, Y: 26, W: 1200, H: 42}},
		{text: i18n.T("hall.intro"), size: 16, col: draw.ColDim, r: draw.Rect{X: 42, Y: 70, W: 1198, H: 24}},
		{size: 18, col: draw.ColInk, r: draw.Rect{X: 40, Y: 120, W: 1200, H: 28}},
	}
	if len(h.entries) == 0 {
		h.words[2].text = i18n.T("hall.empty")
	}
	h.sc = g.Settings.TextScale
	scaleButtons(&h.list, h.sc)
	return h
}

// tons is a tonnage in the current language: "9,900 t", "9.900 t".
func tons(t int) string { return i18n.T("unit.tons", "t", t) }

func decorationsText(d []string) string {
	if len(d) == 0 {
		return i18n.T("hall.no_decorations")
	}
	w := make([]string, len(d))
	for i, k := range d {
		w[i] = present.Words(k)
	}
	return strings.Join(w, ", ")
}

// Name implements game.Scene.
func (h *Hall) Name() string { return "hall" }

// Entries returns the careers shown (tests).
func (h *Hall) Entries() []game.HallEntry { return h.entries }

// Update implements game.Scene.
func (h *Hall) Update(g *game.Game) error {
	h.sc = g.Settings.TextScale
	scaleButtons(&h.list, h.sc)
	i := h.list.Update(&g.In)
	if g.In.Just(game.ActBack) {
		g.Pop()
		return nil
	}
	if i < 0 {
		return nil
	}
	g.Audio.Play(assets.SndClick)
	switch h.list.Buttons[i].Key {
	case "back":
		g.Pop()
		return nil
	case "stats": // the career statistics screen (stats.go), the newest career first
		g.Push(NewStats(g, ""))
		return nil
	}
	g.Push(NewHallSheet(&h.entries[i]))
	return nil
}

// Draw implements game.Scene.
func (h *Hall) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	for i := range h.words {
		h.words[i].draw(dst, h.sc)
	}
	h.list.Draw(dst)
}

// hallSheet shows one finished career: its record and the patrol log sheet, with the
// replay viewer one click away.
type hallSheet struct {
	e     *game.HallEntry
	list  draw.ButtonList
	top   int        // first log row shown
	words [2]boxText // the boat and Kommandant; the record's lines
	sc    float64    // the settings' text size
}

// NewHallSheet shows one finished career: its record and patrol log sheet.
func NewHallSheet(e *game.HallEntry) *hallSheet {
	s := &hallSheet{e: e}
	s.list.Buttons = []draw.Button{
		{R: draw.Rect{X: 880, Y: 660, W: 200, H: 40}, Label: i18n.T("hall.replay"), Key: "replay", Shortcut: 1},
		{R: draw.Rect{X: 1090, Y: 660, W: 150, H: 40}, Label: i18n.T("menu.back"), Key: "back", Shortcut: 2},
	}
	st := e.State
	record := strings.Join([]string{
		i18n.T("hall.record_type", "type", st.Boat.Type, "dates", e.Dates(), "patrols", i18n.T("count.patrols", "n", st.PatrolCount)),
		i18n.T("hall.record_sunk", "ships", i18n.T("count.ships_sunk", "n", st.CareerShips), "tons", tons(st.CareerTons),
			"victory", present.VictoryName(st.Victory)),
		i18n.T("hall.fate", "fate", e.Fate()),
		i18n.T("hall.decorations", "list", decorationsText(st.Decorations)),
		present.OptionsLine(e.Save.Config.Options),
	}, "\n")
	for _, l := range []string{present.AbilitiesLine(st), present.CardRecordLine(st)} { // opt 14.13, 14.15
		if l != "" {
			record += "\n" + l
		}
	}
	s.words = [2]boxText{
		{text: fmt.Sprintf("%s — %s", st.Boat.ID, present.RankAndName(present.RankName(st.Rank), st.Crew.Name)), font: assets.Bold, size: 26, col: draw.ColAccent, r: draw.Rect{X: 40, Y: 20, W: 1200, H: 40}},
		// the whole record, wrapped or shrunk into its box (each line was cut at 140 letters)
		{text: record, size: 16, min: 10, col: draw.ColInk, r: draw.Rect{X: 42, Y: 64, W: 1198, H: 92}},
	}
	return s
}

func (s *hallSheet) Name() string { return "hallsheet" }

func (s *hallSheet) Update(g *game.Game) error {
	s.sc = g.Settings.TextScale
	scaleButtons(&s.list, s.sc)
	in := &g.In
	if in.Just(game.ActDown) && s.top+16 < len(s.e.State.Log) {
		s.top++
	}
	if in.Just(game.ActUp) && s.top > 0 {
		s.top--
	}
	i := s.list.Update(in)
	if in.Just(game.ActBack) {
		g.Pop()
		return nil
	}
	if i < 0 {
		return nil
	}
	g.Audio.Play(assets.SndClick)
	switch s.list.Buttons[i].Key {
	case "replay":
		c, err := NewReplayViewer(g, s.e.Save)
		if err != nil {
			g.Toast(i18n.T("notice.cannot_replay", "err", err.Error()))
			return nil
		}
		g.Reset(c.FirstScene())
	case "back":
		g.Pop()
	}
	return nil
}

func (s *hallSheet) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	st := s.e.State
	s.words[0].draw(dst, s.sc)
	s.words[1].draw(dst, s.sc)
	r := draw.Rect{X: 30, Y: 160, W: 1220, H: 490}
	draw.Panel(dst, r)
	draw.DrawText(dst, i18n.T("hall.sheet"), assets.Bold, draw.Sized(16, s.sc), r.X+14, r.Y+10, draw.ColAccent, draw.AlignLeft)
	cols := []float64{r.X + 14, r.X + 120, r.X + 180, r.X + 400, r.X + 520, r.X + 640}
	hy := r.Y + 40
	cs := draw.Sized(14, s.sc) // the cells' size at the settings' text size
	for i, id := range [...]string{"hall.col.month", "hall.col.boat", "hall.col.area", "hall.col.tons", "hall.col.result", "hall.col.ships"} {
		h := i18n.T(id)
		right := r.X + r.W - 14
		if i+1 < len(cols) {
			right = cols[i+1] - 8
		}
		draw.DrawText(dst, h, assets.Bold, draw.FitSize(h, assets.Bold, cs, 9, right-cols[i]), cols[i], hy, draw.ColDim, draw.AlignLeft)
	}
	y := hy + 24
	for i := s.top; i < len(st.Log) && i < s.top+16; i++ {
		row := st.Log[i]
		area := present.AreaName(row.Area)
		if row.Kind == engine.LogRefit {
			area = i18n.T("hall.refit")
		} else if row.Kind == engine.LogExtended {
			// a "P" row (10.11.6) carries no area: the patrol's is the row before it
			area = i18n.T("hall.on_patrol")
			for j := i - 1; j >= 0; j-- {
				if st.Log[j].Kind == engine.LogPatrol {
					area += " (" + present.AreaName(st.Log[j].Area) + ")"
					break
				}
			}
		}
		res := present.Words(row.Outcome)
		if row.Outcome == "kmdt_killed" { // 5.1.3: the career ended at sea with him
			res = i18n.T("hall.kmdt_killed")
		}
		if row.Kind == engine.LogPatrol && res == "" {
			res = "—"
		}
		if row.Kind == engine.LogPatrol && row.Success {
			res += " ✓"
		}
		cells := []string{row.Month.Short(), row.BoatType, area, tons(row.Tons), res, strings.Join(row.Sunk, ", ")}
		if row.Kind != engine.LogPatrol {
			cells[3], cells[4] = "", ""
		}
		for j, c := range cells {
			// each cell shrunk to its column (cut at 28/16/70 letters before)
			right := r.X + r.W - 14
			if j+1 < len(cols) {
				right = cols[j+1] - 8
			}
			fs := draw.FitSize(c, assets.Regular, cs, 9, right-cols[j])
			draw.DrawText(dst, c, assets.Regular, fs, cols[j], y+(cs-fs)/2, draw.ColInk, draw.AlignLeft)
		}
		y += 25
	}
	if len(st.Log) > 16 {
		draw.DrawText(dst, i18n.T("hall.rows", "from", s.top+1, "to", min(s.top+16, len(st.Log)), "n", len(st.Log)), assets.Regular, draw.Sized(13, s.sc), r.X+r.W-14, r.Y+12, draw.ColDim, draw.AlignRight)
	}
	s.list.Draw(dst)
}
