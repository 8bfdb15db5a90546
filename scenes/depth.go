package scenes

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/i18n"
	"uboat/present"
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
	parts    fxPool
	rng32    rnd
	family   string
	weather  assets.Weather
	buf      *ebiten.Image // the stage drawn once, then shaken onto the screen
	bufSub   *ebiten.Image
	cracks   int // hull cracks shown
	sinkT    Tween

	titleText memo[depthTitle]
}

type ping struct{ x, t float64 }

type charge struct {
	x, y0, y1 float64
	t         int
	delay     int
	hit       bool
	kind      chargeKind
	vx        float64 // thrown charges and Hedgehog bombs fly out sideways
	done      bool
}

type chargeKind uint8

const (
	ckDC chargeKind = iota
	ckHedgehog
	ckSquid
	ckFido
)

var surfaceY = present.Stage.Y + 120

const testDepthPx = 230.0

func (s *depthStage) place() Place { return PlaceDepth }

type depthTitle struct {
	round int
	deep  bool
}

func (s *depthStage) title(c *Campaign) string {
	return s.titleText.get(depthTitle{s.round, s.deep}, depthTitleText)
}

func depthTitleText(s depthTitle) string {
	t := i18n.T("stage.depth.title")
	if s.round > 0 {
		t = i18n.T("stage.depth.round", "title", t, "n", s.round)
	}
	if s.deep {
		t = i18n.T("stage.depth.deep", "title", t)
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
	s.parts.clear()
	s.family = assets.Family(c.state().Boat.Type)
	s.cracks = c.Status.View.Hull
	s.sinkT = Tween{}
	s.weather = assets.Day
	if p := c.state().Patrol; p != nil && p.Area == engine.AreaArctic {
		s.weather = assets.Arctic
	}
}

func (s *depthStage) event(c *Campaign, e engine.Event, instant bool) {
	switch e := e.(type) {
	case *engine.EncounterEvent:
		s.enter(c)
	case *engine.DecisionEvent:
		if e.ID == "test_depth" && e.Chosen == "no" && s.deep { // the boat rises back within test depth
			s.deep = false
			s.targetD = 190
		}
	case *engine.RollEvent:
		switch e.Table {
		case engine.TableE2:
			s.round++
			s.pings = append(s.pings, ping{x: s.escortX[0]})
			s.detected = e.Result != engine.Undetected
			s.result = i18n.T("stage.depth.detection", "result", present.ResultText(engine.TableE2, e.Result))
			s.text(s.result, 60)
		case engine.TableTestDepth:
			s.deep = true
			s.targetD = testDepthPx + 70
			s.shake = max(s.shake, 20)
			s.text(i18n.T("stage.depth.beyond", "result", present.ResultText(e.Table, e.Result)), 90)
		case engine.TableE3, engine.TableE3b, engine.TableE3c, engine.TableE3d, engine.TableE3e:
			hits := 0
			if v, err := strconv.Atoi(e.Result); err == nil {
				hits = v
			}
			s.attack(e.Table, e.Result, hits, instant)
			s.text(present.TableName(e.Table)+": "+present.ResultText(e.Table, e.Result), 90)
			if hits > 0 || e.Result == engine.E3Sunk || e.Result == engine.ShotHit {
				s.shake = 30
			}
		}
	case *engine.UboatDamageEvent:
		s.shake = max(s.shake, 15)
		if engine.E4Track(e.System) == engine.E4Hull {
			if n, err := strconv.Atoi(e.State); err == nil {
				s.cracks = n
			}
		}
		if e.State == engine.DamageRepaired {
			for k := 0; k < 6; k++ {
				s.parts.add(particle{kind: pSpark, x: s.boatX - 100 + s.rng32.between(40, 160), y: surfaceY + s.depth - 8,
					vx: s.rng32.between(-1, 1), vy: s.rng32.between(-1.5, -0.5), gravity: 0.08, size: 1.5, life: 30,
					col: color.RGBA{0xff, 0xe0, 0x80, 0xff}})
			}
		}
		s.text(present.DamageCaption(e.System, e.State), 90)
	case *engine.CrewEvent:
		s.text(present.CrewText(e.Member, e.State), 90)
	case *engine.PatrolEndEvent:
		if e.Outcome == engine.OutcomeSunk {
			s.sinkT.Start(240, instant)
		}
	}
}

// attack drops a pattern for an attack roll: a depth-charge pattern rolled and thrown
// from the escort (E3); once [E3b] has named the escort's special weapon, Hedgehog's
// ring of 24 contact bombs ([E3c]: only a hit strikes the hull) or Squid's three
// ([E3d]: sunk, 7 hits or a miss); a FIDO homing torpedo from the air ([E3e], 9.8.8.1)
// when the boat is under water. [E3b] itself only names the weapon.
func (s *depthStage) attack(table, result string, hits int, instant bool) {
	ex := s.escortX[0] + 40
	by := surfaceY + s.depth
	add := func(ch charge) {
		if instant {
			ch.t = 9999
		}
		if len(s.charges) < 64 {
			s.charges = append(s.charges, ch)
		}
	}
	switch {
	case table == engine.TableE3b || table == engine.TableE3cDamage:
		// [E3b] names the weapon; the Hedgehog's damage roll follows its strike
	case table == engine.TableE3d: // Squid: three mortar bombs set to the boat's depth
		miss := result == engine.ShotMiss
		for k := 0; k < 3; k++ {
			y1 := by - 10 + float64(k%2)*20
			if miss { // set too shallow: they burst above the boat
				y1 = by - 90 - float64(k)*25
			}
			add(charge{kind: ckSquid, x: ex, vx: 1.6 + float64(k)*0.4, y0: surfaceY, y1: y1, delay: k * 3, hit: !miss})
		}
	case table == engine.TableE3c: // Hedgehog: an ellipse of 24 contact bombs ahead of the escort
		hit := result == engine.ShotHit
		aim := 0.0 // a miss lands the ring beyond the boat
		if !hit {
			aim = 2.6
		}
		for k := 0; k < 24; k++ {
			a := 2 * math.Pi * float64(k) / 24
			add(charge{kind: ckHedgehog, x: ex, vx: 2.2 + aim + 1.2*math.Cos(a), y0: surfaceY, y1: surfaceY + 420, delay: k / 3, hit: hit})
		}
	case table == engine.TableE3e:
		add(charge{kind: ckFido, x: present.Stage.W - 60, y0: surfaceY, y1: by, hit: result != engine.ShotMiss})
	default:
		for k := 0; k < 6; k++ {
			vx := 0.0
			if k >= 4 {
				vx = float64(k*2-9) * 0.8 // the throwers
			}
			y1 := by + float64((k*37)%60) - 30
			x := ex - 10 + float64(k%4)*14
			if k < hits {
				y1 = by + float64(k%2)*24 - 12
			}
			add(charge{kind: ckDC, x: x, vx: vx, y0: surfaceY, y1: y1, delay: k * 6, hit: k < hits})
		}
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
	sp := c.speed()
	s.depth += (s.targetD - s.depth) * 0.03 * float64(min(sp, 4))
	for i := range s.escortX[:s.escorts] {
		goal := s.boatX + float64(i)*70 - 40
		if !s.detected {
			goal = 160 + float64(i)*260 + 60*sinT(s.frame+i*90, 600)
		}
		s.escortX[i] += (goal - s.escortX[i]) * 0.01 * float64(min(sp, 4))
	}
	keep := s.pings[:0]
	for _, p := range s.pings {
		p.t += float64(min(sp, 4))
		if p.t < 90 {
			keep = append(keep, p)
		}
	}
	s.pings = keep
	boatL, boatR := s.boatX-100, s.boatX+100
	by := surfaceY + s.depth
	kc := s.charges[:0]
	for _, ch := range s.charges {
		if ch.t >= 9999 {
			continue // skipped: gone at once
		}
		ch.t += min(sp, 4)
		t := ch.t - ch.delay
		x, y := s.chargePos(&ch)
		if t >= 0 && !ch.done {
			switch ch.kind {
			case ckHedgehog: // contact bombs: only those striking the hull explode
				if ch.hit && y >= by-10 && x > boatL+10 && x < boatR-10 {
					ch.done = true
					s.burst(x, by-8, 0.5)
				} else if y > surfaceY+400 {
					ch.done = true
				}
			case ckFido:
				if ch.hit && t >= fidoFrames {
					ch.done = true
					s.burst(x, y, 1)
				} else if t >= fidoFrames+60 {
					ch.done = true
				}
			default:
				if t >= chargeFall(ch.kind) {
					ch.done = true
					s.burst(x, y, 1)
				}
			}
		}
		if !ch.done || t < chargeFall(ch.kind)+10 {
			kc = append(kc, ch)
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
	// leaks and the deep: bubbles from a damaged boat, the hull groaning below test depth
	if (s.cracks > 0 || s.deep) && s.frame%12 == 0 {
		s.parts.bubbles(&s.rng32, s.boatX-20+s.rng32.between(-60, 60), by-10, surfaceY, 2)
	}
	if s.deep && s.frame%90 == 0 {
		s.shake = max(s.shake, 8)
	}
	s.sinkT.Step(sp)
	s.parts.step()
}

const fidoFrames = 150

func chargeFall(k chargeKind) int {
	switch k {
	case ckSquid:
		return 45
	case ckFido:
		return fidoFrames
	}
	return 70
}

// chargePos is where a charge is now: out from the escort, then sinking to its depth.
func (s *depthStage) chargePos(ch *charge) (float64, float64) {
	t := float64(ch.t - ch.delay)
	if t < 0 {
		return ch.x, ch.y0
	}
	switch ch.kind {
	case ckHedgehog:
		fly := math.Min(t, 20)
		x := ch.x + ch.vx*fly*3
		if t < 20 {
			return x, ch.y0 - 60*math.Sin(t/20*math.Pi)
		}
		return x, ch.y0 + (t-20)*4
	case ckFido: // a homing torpedo circling down onto the boat
		f := math.Min(1, t/fidoFrames)
		bx := s.boatX + 40
		x := lerp(ch.x, bx, f) + 40*(1-f)*math.Sin(t/9)
		return x, lerp(ch.y0+10, ch.y1, f)
	}
	fall := float64(chargeFall(ch.kind))
	f := math.Min(1, t/fall)
	x := ch.x + ch.vx*math.Min(t, 16)*2
	if ch.vx != 0 && t < 16 { // thrown: an arc in the air
		return x, ch.y0 - 40*math.Sin(t/16*math.Pi)
	}
	return x, lerp(ch.y0, ch.y1, f)
}

// burst: a charge goes off under water — flash, bubbles, a pressure ring, spray above.
func (s *depthStage) burst(x, y, size float64) {
	s.parts.add(particle{kind: pFlash, x: x, y: y, size: 50 * size, life: 16, col: color.RGBA{0xff, 0xf0, 0xd0, 0xff}})
	s.parts.add(particle{kind: pFoam, x: x, y: y, size: 14 * size, grow: 1.6, life: 30, col: color.RGBA{0xd0, 0xe8, 0xf0, 0xff}})
	s.parts.bubbles(&s.rng32, x, y, surfaceY, int(14*size))
	s.parts.column(&s.rng32, x, surfaceY, 50*size)
	s.shake = max(s.shake, int(12*size))
}

func (s *depthStage) draw(dst *ebiten.Image, c *Campaign) {
	st := present.Stage
	if s.buf == nil {
		s.buf = draw.NewTarget(int(st.X+st.W), int(st.Y+st.H))
		s.bufSub = s.buf.SubImage(image.Rect(int(st.X), int(st.Y), int(st.X+st.W), int(st.Y+st.H))).(*ebiten.Image)
	}
	s.drawStage(s.buf, c)
	dx, dy := 0.0, 0.0
	if s.shake > 0 {
		k := math.Min(1, float64(s.shake)/30)
		dx = 6 * math.Sin(float64(s.frame)*1.7) * k
		dy = 4 * math.Cos(float64(s.frame)*2.3) * k
	}
	op := resetOp()
	op.Filter = ebiten.FilterNearest
	op.GeoM.Translate(st.X+math.Round(dx), st.Y+math.Round(dy))
	dst.DrawImage(s.bufSub, op)
	s.drawHUD(dst, c)
}

var (
	testDepthCol = color.RGBA{0xe0, 0x5a, 0x4a, 0xff}
	chargeCol    = color.RGBA{0x1a, 0x1c, 0x1e, 0xff}
	pingCol      = color.RGBA{0x60, 0xd0, 0xd0, 0xff}
	crackCol     = color.RGBA{0x10, 0x10, 0x12, 0xff}
	waterCol     = color.RGBA{0x30, 0x70, 0xb0, 0xff}
)

func (s *depthStage) drawStage(dst *ebiten.Image, c *Campaign) {
	st := present.Stage
	dst.Clear()
	w := s.weather
	if s.night {
		w = assets.Night
		if s.weather == assets.Arctic || s.weather == assets.ArcticNight {
			w = assets.ArcticNight
		}
	}
	p := &assets.Palettes[w]
	drawImageAt(dst, gradient(int(st.W), int(surfaceY-st.Y), p.SkyTop, p.SkyLow), st.X, st.Y, 1, 1)
	drawImageAt(dst, gradient(int(st.W), int(st.Y+st.H-surfaceY), p.SeaTop, p.Deep), st.X, surfaceY, 1, 1)
	// light shafts from the surface by day
	if !w.Dark() {
		for i := 0; i < 6; i++ {
			x := 60 + float64(i)*150 + 30*sinT(s.frame+i*60, 500)
			drawLine(dst, x, surfaceY, x-60, surfaceY+260, 40, p.SkyLow, 0.05)
		}
	}
	// waves on the surface
	for x := math.Mod(float64(s.frame)*0.4, 40) - 40; x < st.W; x += 40 {
		drawLine(dst, x, surfaceY, x+20, surfaceY, 2, p.Wave, 1)
	}
	// test depth
	td := surfaceY + testDepthPx
	for x := 0.0; x < st.W; x += 18 {
		drawLine(dst, x, td, x+9, td, 1, testDepthCol, 0.6)
	}
	tdw := i18n.T("stage.test_depth")
	draw.DrawText(dst, tdw, assets.Regular, draw.FitSize(tdw, assets.Regular, 12, 9, 76), st.W-80, td+3, draw.ColBad, draw.AlignLeft)
	// escorts closing
	for i := 0; i < s.escorts; i++ {
		name := assets.SilDestroyer
		switch i % 3 {
		case 1:
			name = assets.SilCorvette
		case 2:
			name = assets.SilFrigate
		}
		sp := assets.Render(name, 1.6, p.Ship, true)
		ew := float64(sp.Img.Bounds().Dx())
		x := s.escortX[i] - ew/2
		drawSpriteOp(dst, sp, x+ew-sp.SternX, surfaceY+3+0.8*sinT(s.frame+i*40, 120), 1, 0.01*sinT(s.frame+i*30, 160), 1)
		drawPuff(dst, x, surfaceY+2, 8, color.RGBA{0xf0, 0xf4, 0xf4, 0xff}, 0.6)
		if w.Dark() && s.detected {
			drawBeam(dst, x+ew*0.3, surfaceY-14, math.Pi*0.55+0.2*sinT(s.frame+i*50, 200), 260, lampWarm, 0.35)
		}
	}
	// pings
	for _, pg := range s.pings {
		r := float32(pg.t * 4)
		drawRing(dst, s.escortX[0]+40, surfaceY+8, float64(r), 2, pingCol, 0.8*(1-pg.t/90))
	}
	// the boat, settling by the stern if lost
	tilt := 0.02 * sinT(s.frame, 300)
	depth := s.depth
	if s.sinkT.Active() || (s.sinkT.Dur > 0 && s.sinkT.Done()) {
		f := ease(s.sinkT.F())
		tilt -= 0.5 * f
		depth += 260 * f
	}
	sp := assets.Boat(s.family, assets.Side, assets.Submerged, 3, false)
	bx := s.boatX - 100
	by := surfaceY + depth
	drawSpriteOp(dst, sp, bx, by, 1, tilt, 1)
	// hull cracks: one jagged line per hull hit, more below test depth
	n := s.cracks
	if s.deep {
		n += 2
	}
	for k := 0; k < n && k < 10; k++ {
		cx := bx + 30 + float64((k*53)%150)
		cy := by - 2 + float64(k%3)*3
		drawLine(dst, cx, cy, cx+5, cy+4, 1.5, crackCol, 0.9)
		drawLine(dst, cx+5, cy+4, cx+2, cy+8, 1.5, crackCol, 0.9)
		drawLine(dst, cx+5, cy+4, cx+11, cy+6, 1.2, crackCol, 0.9)
	}
	// flooding: water showing in the hull
	if flood, boxes := c.Status.View.Flooding, c.Status.Board().FloodingBoxes; flood > 0 && boxes > 0 {
		f := float64(flood) / float64(boxes)
		drawRect(dst, bx+20, by+4-12*f, 160, 12*f, waterCol, 0.5)
	}
	// charges
	for i := range s.charges {
		ch := &s.charges[i]
		if ch.done || ch.t-ch.delay < 0 {
			continue
		}
		x, y := s.chargePos(ch)
		switch ch.kind {
		case ckHedgehog:
			drawDisc(dst, x, y, 2.2, chargeCol, 1)
		case ckSquid:
			drawEllipse(dst, x, y, 3, 6, chargeCol, 1)
		case ckFido:
			drawLine(dst, x-9, y, x+9, y, 3, chargeCol, 1)
			drawPuff(dst, x+12, y, 4, color.RGBA{0xc0, 0xd8, 0xe0, 0xff}, 0.5)
		default: // a tumbling drum
			t := float64(ch.t - ch.delay)
			op := resetOp()
			op.Filter = ebiten.FilterNearest
			op.GeoM.Translate(-0.5, -0.5)
			op.GeoM.Scale(8, 11)
			op.GeoM.Rotate(t * 0.15)
			op.GeoM.Translate(x, y)
			tint(op, chargeCol, 1)
			dst.DrawImage(assets.Pixel(), op)
		}
	}
	s.parts.draw(dst, false)
	// messages
	y := st.Y + 150.0
	for _, t := range s.texts {
		a := min(1, float64(t.dur-t.t)/30)
		col := draw.ColInk
		col.A = uint8(255 * a)
		depthTextLine.at(y).draw(dst, t.text, col)
		y += 24
	}
}

// depthGauges is the panel of the hull and flooding gauges at the stage's bottom left:
// their labels (draw.GaugeLabelW) and 240 px of boxes.
var depthGauges = draw.Rect{X: 10, Y: present.Stage.Y + present.Stage.H - 78, W: 370, H: 68}

// drawHUD draws the gauges, which do not shake.
func (s *depthStage) drawHUD(dst *ebiten.Image, c *Campaign) {
	v, bd := &c.Status.View, c.Status.Board()
	g := depthGauges
	draw.FillRect(dst, g, draw.Shade(0.6))
	draw.Gauge(dst, g.X+10, g.Y+10, g.W-20, i18n.T("damage.hull"), v.Hull, bd.HullBoxes)
	draw.Gauge(dst, g.X+10, g.Y+38, g.W-20, i18n.T("damage.flooding"), v.Flooding, bd.FloodingBoxes)
}
