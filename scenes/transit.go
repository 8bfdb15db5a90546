package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/i18n"
	"uboat/present"
)

// transitStage: the theatre chart with the patrol track as boxes; the boat moves box by
// box and every encounter roll is marked where it happened.
type transitStage struct {
	titleText memo[transitTitle]
	base      string
	track     []string
	pts       []Pt
	legs      [][]Pt // legs[i]: the way by sea from box i−1 (the base) to box i
	leg       []Pt   // the leg the boat is moving along (nil: straight from → to)
	view      assets.ChartView
	pos       int // current box
	from, to  [2]float64
	t, dur    int
	marks     map[int]string
	label     string
	labelT    int
	frame     int
	patrolNo  int
	storm     bool // a severe storm in this box
	heading   float64
	family    string
	night     float64 // light level (light.go): the boxes alternate night and day
}

// chartNightTarget is the light level of the chart with the boat in box pos (−1: still at
// the base): the boat sails at night (as the port scene ends) and every move from box to
// box passes from night to day or day to night.
func chartNightTarget(pos int) float64 {
	if (pos+1)%2 == 0 {
		return 1
	}
	return 0
}

var chartRect = draw.Rect{X: 0, Y: present.Stage.Y + 10, W: 880, H: 478}

func (s *transitStage) place() Place { return PlaceTransit }

type transitTitle struct {
	pos, n int
	area   string
}

func (s *transitStage) title(c *Campaign) string {
	if s.pos >= 0 && s.pos < len(s.track) {
		return s.titleText.get(transitTitle{s.pos, len(s.track), s.track[s.pos]}, transitTitleText)
	}
	return i18n.T("stage.on_patrol")
}

func transitTitleText(k transitTitle) string {
	return i18n.T("stage.transit.title", "n", k.pos+1, "of", k.n, "area", present.AreaName(k.area))
}

func (s *transitStage) enter(c *Campaign) {
	s.family = assets.Family(c.state().Boat.Type)
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
		s.setTrack(p.DepartBase, p.ReturnBase, keys)
		s.pos = -1
		s.night = chartNightTarget(-1)
		x, y := s.xy(-1)
		s.from, s.to = [2]float64{x, y}, [2]float64{x, y}
	}
}

func (s *transitStage) setTrack(base, ret string, keys []string) {
	s.base = base
	s.track = keys
	s.pts = TrackLayoutTo(base, ret, keys)
	s.legs = TrackLegs(base, s.pts)
	s.leg = nil
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
		ret := ""
		if p := c.state().Patrol; p != nil {
			ret = p.ReturnBase
		}
		s.setTrack(e.Base, ret, e.Track)
	case *engine.BoxEvent:
		if len(s.track) == 0 {
			s.sync(c)
		}
		cx, cy := s.cur()
		s.from = [2]float64{cx, cy}
		s.leg = nil
		if e.Index == s.pos+1 && e.Index >= 0 && e.Index < len(s.legs) && s.t >= s.dur {
			s.leg = s.legs[e.Index] // the next box: along the way by sea
		}
		s.pos = e.Index
		x, y := s.xy(e.Index)
		s.to = [2]float64{x, y}
		s.t, s.dur = 0, 40
		s.storm = false
		if h := math.Atan2(y-cy, x-cx); s.leg == nil && (x != cx || y != cy) {
			s.heading = h
		}
		if instant {
			s.t = s.dur
		}
	case *engine.RollEvent:
		if e.Table == engine.TableE1 {
			s.label = i18n.T("stage.encounter_roll", "result", present.ResultText(engine.TableE1, e.Result))
			s.labelT = 150
			if e.Result != engine.EncNone {
				s.marks[s.pos] = e.Result
			}
		}
	case *engine.EncounterEvent:
		if e.Kind != engine.EncNone {
			s.marks[s.pos] = e.Kind
		}
	case *engine.KeyEvent:
		if e.T == engine.TRandomEvent && (e.Key == engine.RandomSevereStorm || e.Key == engine.RandomSevereStormR2) { // 12.1: severe storm ([R1] 11, [R2] 13)
			s.storm = true
		}
	}
}

func (s *transitStage) cur() (float64, float64) {
	if s.dur == 0 || s.t >= s.dur {
		return s.to[0], s.to[1]
	}
	f := ease(float64(s.t) / float64(s.dur))
	if s.leg != nil {
		p := pointAlong(s.leg, f)
		x, y := s.view.XY(p.Lon, p.Lat, chartRect.W, chartRect.H)
		return chartRect.X + x, chartRect.Y + y
	}
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
		s.setTrack(p.DepartBase, p.ReturnBase, keys)
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
		x0, y0 := s.cur()
		s.t++
		// heading along the way (a leg by sea bends)
		if x1, y1 := s.cur(); s.leg != nil && (x1 != x0 || y1 != y0) {
			s.heading = math.Atan2(y1-y0, x1-x0)
		}
	}
	if s.labelT > 0 {
		s.labelT--
	}
	if t := chartNightTarget(s.pos); s.night != t {
		s.night = stepToward(s.night, t, 1.0/40)
		switch s.night {
		case 1:
			c.moment("transit_night")
		case 0:
			c.moment("transit_day")
		}
	}
}

// The track is pencilled on the chart: red-brown line, ink boxes.
var (
	trackLine = color.RGBA{0xa0, 0x38, 0x28, 0xc0}
	boxFuture = color.RGBA{0x3a, 0x2c, 0x1e, 0xff}
	boxDone   = color.RGBA{0xa0, 0x38, 0x28, 0xff}
	boxMark   = color.RGBA{0xd0, 0x40, 0x20, 0xff}
)

func (s *transitStage) draw(dst *ebiten.Image, c *Campaign) {
	draw.FillRect(dst, present.Stage, assets.ChartCoast)
	if s.view.East == s.view.West {
		s.view = assets.WorldView
	}
	drawImageAt(dst, assets.ChartImage(int(chartRect.W), int(chartRect.H), s.view), chartRect.X, chartRect.Y, 1, 1)
	// night over the chart, the bases' lights showing through it
	drawNightShade(dst, chartRect.X, chartRect.Y, chartRect.W, chartRect.H, s.night, 0.5)
	lamps := lampsOn(s.night)
	for name, p := range assets.Bases {
		x, y := s.view.XY(p.Lon, p.Lat, chartRect.W, chartRect.H)
		if lamps > 0 && x >= 0 && y >= 0 && x <= chartRect.W && y <= chartRect.H {
			drawLamp(dst, chartRect.X+x, chartRect.Y+y, 2, lampAmber, lamps)
		}
		if name == s.base {
			strokeCircle(dst, float32(chartRect.X+x), float32(chartRect.Y+y), 7, 2, boxDone, true)
		}
	}
	// the track, leg by leg along the way by sea
	for _, leg := range s.legs {
		for k := 1; k < len(leg); k++ {
			x0, y0 := s.view.XY(leg[k-1].Lon, leg[k-1].Lat, chartRect.W, chartRect.H)
			x1, y1 := s.view.XY(leg[k].Lon, leg[k].Lat, chartRect.W, chartRect.H)
			strokeLine(dst, float32(chartRect.X+x0), float32(chartRect.Y+y0), float32(chartRect.X+x1), float32(chartRect.Y+y1), 1.5, trackLine, true)
		}
	}
	for i := range s.pts {
		x, y := s.xy(i)
		r := draw.Rect{X: x - 6, Y: y - 6, W: 12, H: 12}
		switch {
		case i < s.pos:
			draw.FillRect(dst, r, boxDone)
		case i == s.pos:
			draw.FillRect(dst, r.Inset(-2), boxFuture)
		default:
			draw.FillRect(dst, r, assets.ChartSea)
			draw.StrokeRect(dst, r, 1.5, boxFuture)
		}
		if _, ok := s.marks[i]; ok {
			fillCircle(dst, float32(x+7), float32(y-7), 4, boxMark, true)
		}
	}
	// the boat
	if len(s.pts) > 0 {
		x, y := s.cur()
		s.drawBoat(dst, x, y)
		if s.storm {
			drawStormCell(dst, x, y, s.frame)
		}
		if s.labelT > 0 && c.Panel.D == nil {
			a := float32(min(1, float64(s.labelT)/30))
			w := draw.TextWidth(s.label, assets.Bold, 15) + 16
			lx := min(x+16, chartRect.W-w-4)
			r := draw.Rect{X: lx, Y: y - 40, W: w, H: 24}
			draw.FillRect(dst, r, draw.Shade(0.7*float64(a)))
			draw.DrawText(dst, s.label, assets.Bold, 15, r.X+8, r.Y+3, draw.ColInk, draw.AlignLeft)
		}
	}
	if len(s.track) > 0 {
		leg := i18n.T("stage.outbound")
		if p := c.state().Patrol; p != nil && p.Aborting {
			leg = i18n.T("stage.aborting")
		}
		ink := assets.ChartInk
		if s.night > 0.5 {
			ink = draw.ColInk
		}
		transitLegLine.draw(dst, leg, ink)
	}
}

// drawBoat draws the boat in plan view on the chart at x, y, heading along the track,
// with its wake behind it while it moves.
func (s *transitStage) drawBoat(dst *ebiten.Image, x, y float64) {
	if s.family == "" {
		s.family = assets.FamVII
	}
	moving := s.t < s.dur
	for k := 1; k <= 8 && moving; k++ {
		d := float64(k) * 5
		wx, wy := x-d*math.Cos(s.heading), y-d*math.Sin(s.heading)
		drawPuff(dst, wx, wy, 2+float64(k)*0.8, color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.6-float64(k)*0.06)
	}
	drawDisc(dst, x, y, 17, assets.ChartLand, 0.55)
	sp := assets.Boat(s.family, assets.Top, assets.Surfaced, 0.5, false)
	op := resetOp()
	w := float64(sp.Img.Bounds().Dx())
	op.GeoM.Translate(-w/2, -sp.WaterlineY)
	op.GeoM.Rotate(s.heading)
	op.GeoM.Translate(x, y)
	dst.DrawImage(sp.Img, op)
}
