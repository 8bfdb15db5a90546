package scenes

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"uboat/assets"
	"uboat/engine"
	"uboat/game"
)

// depthStage: the depth-charge cycle in cross-section — escorts on the surface, the boat
// below, sonar pings for each detection roll, charges sinking and bursting for each
// attack, the damage they do, and large hull and flooding gauges.
type depthStage struct {
	night    bool
	escorts  int
	escortX  [3]float64
	boatX    float64
	depth    float64 // boat centre below the surface, px
	targetD  float64
	deep     bool
	pings    []ping
	charges  []charge
	texts    []effect
	shake    int
	frame    int
	round    int
	detected bool
	result   string
}

type ping struct{ x, t float64 }

type charge struct {
	x, y0, y1 float64
	t         int
	delay     int
	hit       bool
}

var surfaceY = game.Stage.Y + 120

const testDepthPx = 230.0

func (s *depthStage) kind() Kind { return KindDepth }

func (s *depthStage) title(c *Campaign) string {
	t := "Depth-charge attack"
	if s.round > 0 {
		t += " — round " + strconv.Itoa(s.round)
	}
	if s.deep {
		t += " — below test depth"
	}
	return t
}

func (s *depthStage) enter(c *Campaign) {
	s.escorts = 1
	if en := c.state().Engage; en != nil {
		s.night = en.Night
		n := 0
		for _, t := range en.Targets {
			if t.Escort {
				n++
			}
		}
		s.escorts = max(1, min(3, n))
	}
	s.boatX = 420
	for i := range s.escortX {
		s.escortX[i] = 160 + float64(i)*260
	}
	s.depth, s.targetD = 190, 190
	s.deep = false
	s.round = 0
	s.pings, s.charges, s.texts = s.pings[:0], s.charges[:0], s.texts[:0]
}

func (s *depthStage) event(c *Campaign, e engine.Event, instant bool) {
	switch e := e.(type) {
	case *engine.EncounterEvent:
		s.enter(c)
	case *engine.RollEvent:
		switch e.Table {
		case "E2":
			s.round++
			s.pings = append(s.pings, ping{x: s.escortX[0]})
			s.detected = e.Result != "undetected"
			s.result = "Detection: " + game.ResultText("E2", e.Result)
			s.text(s.result, 60)
		case "TEST_DEPTH":
			s.deep = true
			s.targetD = testDepthPx + 70
			s.text("Beyond test depth: "+game.Words(e.Result), 90)
		case "E3", "E3b", "E3c", "E3d":
			n := 6
			hits := 0
			if v, err := strconv.Atoi(e.Result); err == nil {
				hits = v
			}
			for k := 0; k < n; k++ {
				ch := charge{x: s.boatX - 120 + float64(k)*48, y0: surfaceY, y1: surfaceY + s.depth + float64((k*37)%60) - 30, delay: k * 6}
				ch.hit = k < hits
				if instant {
					ch.t = 999
				}
				s.charges = append(s.charges, ch)
			}
			s.text(game.TableName(e.Table)+": "+game.ResultText(e.Table, e.Result), 90)
			if hits > 0 || e.Result == "sunk" {
				s.shake = 30
			}
		}
	case *engine.UboatDamageEvent:
		s.shake = max(s.shake, 15)
		s.text(game.SystemName(e.System)+" "+game.Words(e.State), 90)
	case *engine.CrewEvent:
		s.text(game.MemberName(e.Member)+" "+game.Words(e.State), 90)
	}
}

func (s *depthStage) text(t string, dur int) {
	s.texts = append(s.texts, effect{kind: "text", text: t, dur: dur + 40})
	if len(s.texts) > 4 {
		s.texts = s.texts[1:]
	}
}

func (s *depthStage) sync(c *Campaign) {
	if en := c.state().Engage; en != nil {
		s.night = en.Night
	}
}

func (s *depthStage) update(c *Campaign) {
	s.frame++
	s.depth += (s.targetD - s.depth) * 0.03
	for i := range s.escortX[:s.escorts] {
		goal := s.boatX + float64(i)*70 - 40
		if !s.detected {
			goal = 160 + float64(i)*260 + 60*sinT(s.frame+i*90, 600)
		}
		s.escortX[i] += (goal - s.escortX[i]) * 0.01
	}
	keep := s.pings[:0]
	for _, p := range s.pings {
		p.t++
		if p.t < 90 {
			keep = append(keep, p)
		}
	}
	s.pings = keep
	kc := s.charges[:0]
	for _, ch := range s.charges {
		ch.t++
		if ch.t < 140+ch.delay || ch.t == 999 {
			if ch.t != 1000 {
				kc = append(kc, ch)
			}
		}
	}
	s.charges = kc
	kt := s.texts[:0]
	for _, t := range s.texts {
		t.t++
		if t.t < t.dur {
			kt = append(kt, t)
		}
	}
	s.texts = kt
	if s.shake > 0 {
		s.shake--
	}
}

func (s *depthStage) panelArea() game.Rect {
	return game.Rect{X: 360, Y: game.Stage.Y + 60, W: game.Stage.W - 360, H: game.Stage.H - 60}
}

func (s *depthStage) draw(dst *ebiten.Image, c *Campaign) {
	st := game.Stage
	sky := daySkyTop
	low := daySkyLow
	seaTop := daySeaTop
	if s.night {
		sky, low, seaTop = nightSkyTop, nightSkyLow, nightSeaTop
	}
	drawImageAt(dst, assets.Gradient(int(st.W), int(surfaceY-st.Y), sky, low), st.X, st.Y, 1, 1)
	drawImageAt(dst, assets.Gradient(int(st.W), int(st.Y+st.H-surfaceY), seaTop, deepSeaLow), st.X, surfaceY, 1, 1)
	// test depth
	td := float32(surfaceY + testDepthPx)
	for x := float32(0); x < float32(st.W); x += 18 {
		vector.StrokeLine(dst, x, td, x+9, td, 1, color.RGBA{0xe0, 0x5a, 0x4a, 0x90}, false)
	}
	game.DrawText(dst, "test depth", assets.Regular, 12, st.W-80, float64(td)+3, game.ColBad, game.AlignLeft)
	// escorts
	for i := 0; i < s.escorts; i++ {
		name := assets.SilDestroyer
		if i%2 == 1 {
			name = assets.SilCorvette
		}
		sp := assets.Render(name, 1.6, escortColour, true)
		w := float64(sp.Img.Bounds().Dx())
		drawImageAt(dst, sp.Img, s.escortX[i]-w/2, surfaceY+3-sp.WaterlineY, 1, 1)
	}
	// pings
	for _, p := range s.pings {
		r := float32(p.t * 4)
		a := uint8(200 * (1 - p.t/90))
		vector.StrokeCircle(dst, float32(s.escortX[0]+40), float32(surfaceY+8), r, 2, color.RGBA{a / 2, a, a, a}, true)
	}
	// the boat
	dx, dy := 0.0, 0.0
	if s.shake > 0 {
		dx = 4 * math.Sin(float64(s.frame)*1.7) * float64(s.shake) / 30
		dy = 3 * math.Cos(float64(s.frame)*2.3) * float64(s.shake) / 30
	}
	sp := assets.Render(assets.SilUboatSubmer, 3, uboatGrey, false)
	bx := s.boatX - 100 + dx
	drawSprite(dst, sp, bx, surfaceY+s.depth+dy, 1, 0.02*sinT(s.frame, 300), 0, 1)
	// charges
	for _, ch := range s.charges {
		t := ch.t - ch.delay
		if t < 0 {
			continue
		}
		const fall = 70
		if t < fall {
			y := lerp(ch.y0, ch.y1, float64(t)/fall)
			vector.FillRect(dst, float32(ch.x-4), float32(y-6), 8, 12, color.RGBA{0x20, 0x20, 0x20, 0xff}, false)
			continue
		}
		ft := float64(t-fall) / 60
		if ft <= 1 {
			r := float32(10 + ft*50)
			a := uint8(230 * (1 - ft))
			vector.FillCircle(dst, float32(ch.x), float32(ch.y1), r, color.RGBA{a, a, a, a}, true)
			vector.FillCircle(dst, float32(ch.x), float32(ch.y1), r*0.5, color.RGBA{a, uint8(float64(a) * 0.8), uint8(float64(a) * 0.4), a}, true)
		}
	}
	// messages
	y := st.Y + 150.0
	for _, t := range s.texts {
		a := min(1, float64(t.dur-t.t)/30)
		col := game.ColInk
		col.A = uint8(255 * a)
		game.DrawText(dst, t.text, assets.Bold, 17, 20, y, col, game.AlignLeft)
		y += 24
	}
	// gauges
	m := &c.Status.Model
	g := game.Rect{X: 10, Y: st.Y + st.H - 78, W: 340, H: 68}
	game.FillRect(dst, g, game.Shade(0.6))
	game.Gauge(dst, g.X+10, g.Y+10, g.W-20, "Hull", m.Hull, m.HullMax)
	game.Gauge(dst, g.X+10, g.Y+38, g.W-20, "Flooding", m.Flooding, m.FloodMax)
}
