package scenes

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/engine"
	"uboat/game"
)

// Hall is the hall of fame: every finished career with its boat, Kommandant, dates,
// ships and tonnage sunk, decorations, fate and victory level.
type Hall struct {
	entries []game.HallEntry
	list    game.ButtonList
}

// NewHall builds the hall of fame.
func NewHall(g *game.Game) *Hall {
	h := &Hall{entries: g.Careers.HallOfFame()}
	for i, e := range h.entries {
		if i == 8 {
			break
		}
		st := e.State
		h.list.Buttons = append(h.list.Buttons, game.Button{
			R:        game.Rect{X: 40, Y: 110 + float64(i)*66, W: 1200, H: 58},
			Label:    fmt.Sprintf("%s · Type %s · %s %s — %s", st.Boat.ID, st.Boat.Type, game.RankAbbr(st.Rank), st.Crew.Name, game.VictoryName(st.Victory)),
			Sub:      clip(fmt.Sprintf("%s · %d ships, %s · %s · %s", e.Dates(), st.CareerShips, game.Tons(st.CareerTons), decorationsText(st.Decorations), e.Fate()), 140),
			Key:      e.ID,
			Shortcut: i + 1,
		})
	}
	h.list.Buttons = append(h.list.Buttons, game.Button{R: game.Rect{X: 40, Y: 660, W: 200, H: 40}, Label: "Back", Key: "back"})
	return h
}

func decorationsText(d []string) string {
	if len(d) == 0 {
		return "no decorations"
	}
	w := make([]string, len(d))
	for i, k := range d {
		w[i] = game.Words(k)
	}
	return strings.Join(w, ", ")
}

// Name implements game.Scene.
func (h *Hall) Name() string { return "hall" }

// Entries returns the careers shown (tests).
func (h *Hall) Entries() []game.HallEntry { return h.entries }

// Update implements game.Scene.
func (h *Hall) Update(g *game.Game) error {
	i := h.list.Update(&g.In)
	if g.In.Just(game.ActBack) {
		g.Pop()
		return nil
	}
	if i < 0 {
		return nil
	}
	g.Audio.Play(assets.SndClick)
	if h.list.Buttons[i].Key == "back" {
		g.Pop()
		return nil
	}
	g.Push(NewHallSheet(&h.entries[i]))
	return nil
}

// Draw implements game.Scene.
func (h *Hall) Draw(dst *ebiten.Image) {
	dst.Fill(game.ColBack)
	game.DrawText(dst, "HALL OF FAME", assets.Bold, 30, 40, 30, game.ColAccent, game.AlignLeft)
	game.DrawText(dst, "Finished careers. Pick one for its patrol log sheet and a replay.", assets.Regular, 16, 42, 70, game.ColDim, game.AlignLeft)
	if len(h.entries) == 0 {
		game.DrawText(dst, "No career has ended yet.", assets.Regular, 18, 40, 120, game.ColInk, game.AlignLeft)
	}
	h.list.Draw(dst)
}

// hallSheet shows one finished career: its record and the patrol log sheet, with the
// replay viewer one click away.
type hallSheet struct {
	e    *game.HallEntry
	list game.ButtonList
	top  int // first log row shown
}

// NewHallSheet shows one finished career: its record and patrol log sheet.
func NewHallSheet(e *game.HallEntry) *hallSheet {
	s := &hallSheet{e: e}
	s.list.Buttons = []game.Button{
		{R: game.Rect{X: 880, Y: 660, W: 200, H: 40}, Label: "Watch the replay", Key: "replay", Shortcut: 1},
		{R: game.Rect{X: 1090, Y: 660, W: 150, H: 40}, Label: "Back", Key: "back", Shortcut: 2},
	}
	return s
}

func (s *hallSheet) Name() string { return "hallsheet" }

func (s *hallSheet) Update(g *game.Game) error {
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
			g.Toast("Cannot replay: " + err.Error())
			return nil
		}
		g.Reset(c.FirstScene())
	case "back":
		g.Pop()
	}
	return nil
}

func (s *hallSheet) Draw(dst *ebiten.Image) {
	dst.Fill(game.ColBack)
	st := s.e.State
	game.DrawText(dst, fmt.Sprintf("%s — %s %s", st.Boat.ID, game.RankName(st.Rank), st.Crew.Name), assets.Bold, 26, 40, 24, game.ColAccent, game.AlignLeft)
	lines := []string{
		fmt.Sprintf("Type %s · %s · %d patrols", st.Boat.Type, s.e.Dates(), st.PatrolCount),
		fmt.Sprintf("%d ships sunk, %s · %s", st.CareerShips, game.Tons(st.CareerTons), game.VictoryName(st.Victory)),
		"Fate: " + s.e.Fate(),
		"Decorations: " + decorationsText(st.Decorations),
	}
	y := 66.0
	for _, l := range lines {
		game.DrawText(dst, clip(l, 140), assets.Regular, 16, 42, y, game.ColInk, game.AlignLeft)
		y += 22
	}
	r := game.Rect{X: 30, Y: 160, W: 1220, H: 490}
	game.Panel(dst, r)
	game.DrawText(dst, "PATROL LOG SHEET", assets.Bold, 16, r.X+14, r.Y+10, game.ColAccent, game.AlignLeft)
	cols := []float64{r.X + 14, r.X + 120, r.X + 180, r.X + 400, r.X + 520, r.X + 640}
	hy := r.Y + 40
	for i, h := range []string{"Month", "Boat", "Area", "Tons sunk", "Result", "Ships sunk"} {
		game.DrawText(dst, h, assets.Bold, 14, cols[i], hy, game.ColDim, game.AlignLeft)
	}
	y = hy + 24
	for i := s.top; i < len(st.Log) && i < s.top+16; i++ {
		row := st.Log[i]
		area := game.AreaName(row.Area)
		if row.Kind == engine.LogRefit {
			area = "refit"
		} else if row.Kind == engine.LogExtended {
			area = "on patrol (" + area + ")"
		}
		res := game.Words(row.Outcome)
		if row.Kind == engine.LogPatrol && res == "" {
			res = "—"
		}
		if row.Kind == engine.LogPatrol && row.Success {
			res += " ✓"
		}
		cells := []string{row.Month.Short(), row.BoatType, clip(area, 28), game.Tons(row.Tons), clip(res, 16), clip(strings.Join(row.Sunk, ", "), 70)}
		if row.Kind != engine.LogPatrol {
			cells[3], cells[4] = "", ""
		}
		for j, c := range cells {
			game.DrawText(dst, c, assets.Regular, 14, cols[j], y, game.ColInk, game.AlignLeft)
		}
		y += 25
	}
	if len(st.Log) > 16 {
		game.DrawText(dst, fmt.Sprintf("rows %d–%d of %d (↑/↓)", s.top+1, min(s.top+16, len(st.Log)), len(st.Log)), assets.Regular, 13, r.X+r.W-14, r.Y+12, game.ColDim, game.AlignRight)
	}
	s.list.Draw(dst)
}
