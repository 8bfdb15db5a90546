package scenes

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"uboat/assets"
	"uboat/engine"
	"uboat/game"
)

// transitStage: the theatre chart with the patrol track as boxes; the boat moves box by
// box and every encounter roll is marked where it happened.
type transitStage struct {
	base     string
	track    []string
	pts      []Pt
	view     assets.ChartView
	pos      int // current box
	from, to [2]float64
	t, dur   int
	marks    map[int]string
	label    string
	labelT   int
	frame    int
	patrolNo int
}

var chartRect = game.Rect{X: 0, Y: game.Stage.Y + 10, W: 880, H: 478}

func (s *transitStage) kind() Kind { return KindTransit }

func (s *transitStage) title(c *Campaign) string {
	if s.pos >= 0 && s.pos < len(s.track) {
		return "On patrol — box " + strconv.Itoa(s.pos+1) + " of " + strconv.Itoa(len(s.track)) + ": " + game.AreaName(s.track[s.pos])
	}
	return "On patrol"
}

func (s *transitStage) enter(c *Campaign) {
	if s.marks == nil {
		s.marks = map[int]string{}
	}
	st := c.state()
	if p := st.Patrol; p != nil && (st.PatrolCount != s.patrolNo || len(s.track) != len(p.Track)) {
		// a new patrol: its track, the boat still at the base until the first box event
		s.patrolNo = st.PatrolCount
		keys := make([]string, len(p.Track))
		for i, b := range p.Track {
			keys[i] = b.Key
		}
		s.setTrack(p.DepartBase, keys)
		s.pos = -1
		x, y := s.xy(-1)
		s.from, s.to = [2]float64{x, y}, [2]float64{x, y}
	}
}

func (s *transitStage) setTrack(base string, keys []string) {
	s.base = base
	s.track = keys
	s.pts = TrackLayout(base, keys)
	s.view = TrackView(base, s.pts, chartRect.W/chartRect.H)
	s.pos = 0
	s.marks = map[int]string{}
	if len(s.pts) > 0 {
		x, y := s.xy(0)
		s.from, s.to = [2]float64{x, y}, [2]float64{x, y}
	}
}

func (s *transitStage) xy(i int) (float64, float64) {
	if i < 0 || i >= len(s.pts) {
		p := assets.Bases[s.base]
		x, y := s.view.XY(p.Lon, p.Lat, chartRect.W, chartRect.H)
		return chartRect.X + x, chartRect.Y + y
	}
	x, y := s.view.XY(s.pts[i].Lon, s.pts[i].Lat, chartRect.W, chartRect.H)
	return chartRect.X + x, chartRect.Y + y
}

func (s *transitStage) event(c *Campaign, e engine.Event, instant bool) {
	switch e := e.(type) {
	case *engine.AssignmentEvent:
		s.setTrack(e.Base, e.Track)
	case *engine.BoxEvent:
		if len(s.track) == 0 {
			s.sync(c)
		}
		cx, cy := s.cur()
		s.from = [2]float64{cx, cy}
		s.pos = e.Index
		x, y := s.xy(e.Index)
		s.to = [2]float64{x, y}
		s.t, s.dur = 0, 40
		if instant {
			s.t = s.dur
		}
	case *engine.RollEvent:
		if e.Table == "E1" {
			s.label = "Encounter roll: " + game.ResultText("E1", e.Result)
			s.labelT = 150
			if e.Result != "none" {
				s.marks[s.pos] = e.Result
			}
		}
	case *engine.EncounterEvent:
		if e.Kind != "none" {
			s.marks[s.pos] = e.Kind
		}
	}
}

func (s *transitStage) cur() (float64, float64) {
	if s.dur == 0 {
		return s.to[0], s.to[1]
	}
	f := ease(float64(s.t) / float64(s.dur))
	return lerp(s.from[0], s.to[0], f), lerp(s.from[1], s.to[1], f)
}

func (s *transitStage) sync(c *Campaign) {
	p := c.state().Patrol
	if p == nil {
		return
	}
	if len(s.track) != len(p.Track) {
		keys := make([]string, len(p.Track))
		for i, b := range p.Track {
			keys[i] = b.Key
		}
		s.setTrack(p.DepartBase, keys)
	}
	if p.Pos != s.pos && s.t >= s.dur {
		s.pos = p.Pos
		x, y := s.xy(p.Pos)
		s.from, s.to = [2]float64{x, y}, [2]float64{x, y}
	}
}

func (s *transitStage) update(c *Campaign) {
	s.frame++
	if s.t < s.dur {
		s.t++
	}
	if s.labelT > 0 {
		s.labelT--
	}
}

func (s *transitStage) panelArea() game.Rect {
	return game.Rect{X: 0, Y: game.Stage.Y + 200, W: game.Stage.W, H: game.Stage.H - 200}
}

var (
	trackLine = color.RGBA{0xe0, 0xb0, 0x4c, 0xa0}
	boxFuture = color.RGBA{0xe8, 0xe2, 0xd0, 0xff}
	boxDone   = color.RGBA{0xe0, 0xb0, 0x4c, 0xff}
	boxMark   = color.RGBA{0xe0, 0x5a, 0x4a, 0xff}
)

func (s *transitStage) draw(dst *ebiten.Image, c *Campaign) {
	game.FillRect(dst, game.Stage, color.RGBA{0x1c, 0x3a, 0x52, 0xff})
	if s.view.East == s.view.West {
		s.view = assets.WorldView
	}
	drawImageAt(dst, assets.ChartImage(int(chartRect.W), int(chartRect.H), s.view), chartRect.X, chartRect.Y, 1, 1)
	for name, p := range assets.Bases {
		x, y := s.view.XY(p.Lon, p.Lat, chartRect.W, chartRect.H)
		vector.FillCircle(dst, float32(chartRect.X+x), float32(chartRect.Y+y), 3.5, color.RGBA{0x20, 0x20, 0x20, 0xff}, true)
		if name == s.base {
			vector.StrokeCircle(dst, float32(chartRect.X+x), float32(chartRect.Y+y), 7, 2, boxDone, true)
		}
	}
	// the track
	px, py := s.xy(-1)
	for i := range s.pts {
		x, y := s.xy(i)
		vector.StrokeLine(dst, float32(px), float32(py), float32(x), float32(y), 1.5, trackLine, true)
		px, py = x, y
	}
	for i := range s.pts {
		x, y := s.xy(i)
		r := game.Rect{X: x - 6, Y: y - 6, W: 12, H: 12}
		switch {
		case i < s.pos:
			game.FillRect(dst, r, boxDone)
		case i == s.pos:
			game.FillRect(dst, r.Inset(-2), boxFuture)
		default:
			game.FillRect(dst, r, color.RGBA{0x1c, 0x3a, 0x52, 0xff})
			game.StrokeRect(dst, r, 1.5, boxFuture)
		}
		if _, ok := s.marks[i]; ok {
			vector.FillCircle(dst, float32(x+7), float32(y-7), 4, boxMark, true)
		}
	}
	// the boat
	if len(s.pts) > 0 {
		x, y := s.cur()
		vector.FillCircle(dst, float32(x), float32(y), 15, color.RGBA{0x10, 0x18, 0x20, 0xd0}, true)
		vector.StrokeCircle(dst, float32(x), float32(y), 15, 2, boxDone, true)
		sp := assets.Render(assets.SilUboat, 0.36, color.RGBA{0xe8, 0xe2, 0xd0, 0xff}, s.to[0] < s.from[0])
		drawSprite(dst, sp, x-12, y+2, 1, 0, 0, 1)
		if s.labelT > 0 && c.Panel.D == nil {
			a := float32(min(1, float64(s.labelT)/30))
			w := game.TextWidth(s.label, assets.Bold, 15) + 16
			lx := min(x+16, chartRect.W-w-4)
			r := game.Rect{X: lx, Y: y - 40, W: w, H: 24}
			game.FillRect(dst, r, game.Shade(0.7*float64(a)))
			game.DrawText(dst, s.label, assets.Bold, 15, r.X+8, r.Y+3, game.ColInk, game.AlignLeft)
		}
	}
	if len(s.track) > 0 {
		leg := "Outbound"
		if p := c.state().Patrol; p != nil && p.Aborting {
			leg = "Aborting — heading home"
		}
		game.DrawText(dst, leg, assets.Regular, 14, 14, game.Stage.Y+game.Stage.H-24, game.ColInk, game.AlignLeft)
	}
}
