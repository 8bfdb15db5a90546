package scenes

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/i18n"
	"uboat/present"
)

// encounterStage: the surface view of an engagement — the targets as silhouettes with
// name, class, tonnage and damage, day or night, the range, torpedoes running to their
// targets (hits, duds, misses), sinkings, the deck gun, and aircraft attacks with crash
// dives and flak.
type encounterStage struct {
	kindKey  string // E1 result being resolved
	night    bool
	rng      string
	mode     string
	ships    []shipView
	torps    []torpAnim
	fx       []effect // floating texts
	parts    fxPool
	rng32    rnd
	air      airView
	flash    int
	frame    int
	escorted bool
	weather  assets.Weather
	family   string
	dive     Tween // the crash dive
	lights   int   // frames of searchlights and star shells left

	titleText memo[encounterTitle]
	infoText  memo[encounterTitle]
}

type shipView struct {
	name, class, capClass string
	tons, capacity, dmg   int
	sunk                  bool
	sinkT                 int
	x, y, scale           float64 // stern-waterline point and drawing scale
	width                 float64
	sub                   memo[shipSub] // the line under the name
	appear                Tween         // rising over the horizon
	hitT                  int           // frames since the first hit
	burning               bool
}

type shipSub struct {
	class, capClass string
	tons            int
	sunk            bool
}

func shipSubText(k shipSub) string {
	sub := present.Words(k.class)
	if k.capClass != "" {
		sub = k.capClass
	}
	if k.tons > 0 {
		sub += " · " + present.Tons(k.tons)
	}
	if k.sunk {
		sub = i18n.T("stage.ship_sunk", "tons", present.Tons(k.tons))
	}
	return sub
}

func encounterInfo(k encounterTitle) string {
	info := i18n.T("stage.day")
	if k.night {
		info = i18n.T("stage.night")
	}
	if k.rng != "" {
		info += " · " + rangeWords(k.rng)
	}
	if k.kindKey == "escorted" {
		info += " · " + i18n.T("stage.escorted")
	}
	return info
}

type torpAnim struct {
	target  int
	t       int
	outcome string
	gun     bool
	steam   bool    // a G7a leaves a wake of bubbles; electric torpedoes do not
	lane    float64 // spread of the salvo
}

type effect struct {
	kind string // "explosion", "column", "text", "splash"
	x, y float64
	t    int
	dur  int
	text string
}

type airView struct {
	active   bool
	x, y     float64
	downT    int // frames since shot down (0 = flying)
	attackT  int
	dived    bool
	passes   int
	leaving  bool
	damaged  bool
	lastNote string
}

var horizonY = present.Stage.Y + 235

func (s *encounterStage) place() Place { return PlaceEncounter }

type encounterTitle struct {
	kindKey, rng string
	night        bool
}

func (s *encounterStage) title(c *Campaign) string {
	return s.titleText.get(encounterTitle{s.kindKey, s.rng, s.night}, encounterTitleText)
}

func encounterTitleText(s encounterTitle) string {
	parts := []string{i18n.T("stage.encounter")}
	if s.kindKey != "" {
		parts = append(parts, present.Words(s.kindKey))
	}
	if s.night {
		parts = append(parts, i18n.T("stage.title.night"))
	} else {
		parts = append(parts, i18n.T("stage.title.day"))
	}
	if s.rng != "" {
		parts = append(parts, rangeWords(s.rng))
	}
	return strings.Join(parts, " — ")
}

// rangeWords names an engine range key ("close", "medium", "long": 9.6.3) in words,
// "long range".
func rangeWords(rng string) string {
	switch rng {
	case engine.RangeClose, engine.RangeMedium, engine.RangeLong:
		return i18n.T("stage.range." + rng)
	}
	return present.Words(rng)
}

func (s *encounterStage) enter(c *Campaign) {
	s.family = assets.Family(c.state().Boat.Type)
	s.setWeather(c)
}

// setWeather picks the look: night or day, the Arctic, a storm.
func (s *encounterStage) setWeather(c *Campaign) {
	st := c.state()
	arctic := st.Patrol != nil && st.Patrol.Area == engine.AreaArctic
	storm := false
	if t, ok := c.scenes[PlaceTransit].stageOf().(*transitStage); ok && t.storm {
		storm = true
	}
	switch {
	case arctic && s.night:
		s.weather = assets.ArcticNight
	case arctic:
		s.weather = assets.Arctic
	case s.night:
		s.weather = assets.Night
	case storm:
		s.weather = assets.Storm
	default:
		s.weather = assets.Day
	}
}

func (s *encounterStage) reset(kind string) {
	s.kindKey = kind
	s.ships = s.ships[:0]
	s.torps = s.torps[:0]
	s.fx = s.fx[:0]
	s.air = airView{}
	s.parts.clear()
	s.dive = Tween{}
	s.lights = 0
	s.rng, s.mode = "", ""
	s.escorted = engine.EncEscorted(kind)
}

func (s *encounterStage) capitalClass(c *Campaign, name string) string {
	if c.data == nil {
		return ""
	}
	t := c.data.Tables[engine.TableT5]
	if t == nil {
		return ""
	}
	for _, col := range t.Columns {
		for _, r := range col.Rows {
			if r != nil && r.Result == name {
				return r.Class
			}
		}
	}
	return ""
}

func (s *encounterStage) find(name string) int {
	for i := range s.ships {
		if s.ships[i].name == name {
			return i
		}
	}
	return -1
}

func (s *encounterStage) event(c *Campaign, e engine.Event, instant bool) {
	switch e := e.(type) {
	case *engine.EncounterEvent:
		s.reset(e.Kind)
		s.family = assets.Family(c.state().Boat.Type)
		s.setWeather(c)
		if e.Kind == engine.EncAircraft || e.Kind == engine.EncAircraftEscort {
			s.air = airView{active: true, x: present.Stage.W + 60, y: present.Stage.Y + 90}
		}
	case *engine.RollEvent:
		switch e.Table {
		case engine.TableDay:
			s.night = e.Result == engine.TimeNight
			s.setWeather(c)
		case engine.TableNight:
			if e.Result == engine.TimeNight {
				s.night = true
				s.setWeather(c)
			}
		case engine.TableE2Close:
			if e.Result != engine.Undetected && s.escorted {
				s.lights = 400 // the escorts search: beams by night, star shells
				if s.night {
					for k := 0; k < 3; k++ {
						s.parts.starShell(&s.rng32, 200+float64(k)*220+s.rng32.between(-40, 40), present.Stage.Y+60+s.rng32.between(0, 40))
					}
				}
			}
		case engine.TableA1:
			if !s.air.active {
				s.air = airView{active: true, x: present.Stage.W + 60, y: present.Stage.Y + 90}
			}
			if e.Result == engine.AirCrashDive {
				s.air.dived = true
				s.dive.Start(90, instant)
				s.addText(200, present.Stage.Y+330, i18n.T("stage.crash_dive"), 90)
			} else {
				s.air.attackT = 1
			}
		case engine.TableA2:
			s.air.passes++
			s.addFx(effect{kind: "flak", x: 230, y: present.Stage.Y + 370, dur: 40})
			switch e.Result {
			case engine.AirShotDown:
				s.air.downT = 1
			case engine.AirDamaged:
				s.air.damaged = true
			}
		case engine.TableE3:
			if e.Column == engine.ColAircraft { // bombs or depth bombs around the boat
				for k := 0; k < 3; k++ {
					s.parts.column(&s.rng32, 150+float64(k)*70+s.rng32.between(-20, 20), present.Stage.Y+440, 80)
				}
			}
		case engine.TableE3a:
			s.addText(260, present.Stage.Y+300, present.ResultText(engine.TableE3a, e.Result), 90)
			if e.Result == engine.AirFido { // the homing torpedo drops into the sea
				s.parts.column(&s.rng32, s.air.x+20, present.Stage.Y+440, 30)
			}
		case engine.TableE3e: // 9.8.8.1 the FIDO homes on the boat: a hit throws up a column at her
			s.addText(260, present.Stage.Y+340, i18n.T("stage.fido", "result", present.ResultText(engine.TableE3e, e.Result)), 90)
			if e.Result == engine.ShotMiss {
				s.parts.column(&s.rng32, 420+s.rng32.between(-30, 30), present.Stage.Y+440, 40)
			} else {
				s.parts.explode(&s.rng32, 220, present.Stage.Y+440, 1)
				s.parts.column(&s.rng32, 220, present.Stage.Y+440, 90)
			}
		}
	case *engine.ShipEvent:
		v := shipView{name: e.Name, class: e.Class, tons: e.Tons, capacity: e.DamageToSink}
		if e.Class == engine.ClassCapital {
			v.capClass = s.capitalClass(c, e.Name)
		}
		if e.Class == engine.ClassEscort {
			s.escorted = true
		}
		v.appear.Start(60, instant)
		if i := s.find(e.Name); i >= 0 {
			v.appear = s.ships[i].appear
			s.ships[i] = v
		} else {
			s.ships = append(s.ships, v)
		}
		s.layout()
	case *engine.TorpedoEvent:
		i := s.find(e.Target)
		if i < 0 {
			s.ships = append(s.ships, shipView{name: e.Target, class: engine.ClassLargeFreighter, capacity: 3})
			s.layout()
			i = len(s.ships) - 1
		}
		n := 0
		for _, t := range s.torps {
			if t.t < torpFrames {
				n++
			}
		}
		s.torps = append(s.torps, torpAnim{target: i, outcome: e.Outcome, gun: e.Weapon == engine.WeaponDeckGun,
			steam: engine.TorpOfKey(e.Weapon).Steam(), lane: float64(n%4)*9 - 13})
		if len(s.torps) > 16 {
			s.torps = s.torps[1:]
		}
		if instant {
			s.torps[len(s.torps)-1].t = torpFrames
			s.resolveTorp(&s.torps[len(s.torps)-1])
		}
	case *engine.ShipDamageEvent:
		if i := s.find(e.Name); i >= 0 {
			s.ships[i].dmg = e.Damage
			s.ships[i].burning = true
			if e.T == engine.TShipSunk {
				s.ships[i].sunk = true
				c.queue.Hold(sinkFrames / c.speed())
				if instant {
					s.ships[i].sinkT = sinkFrames
				}
			}
		}
	case *engine.DecisionEvent:
		// 9.1 the attack mode chosen: the boat is drawn surfaced or at periscope depth
		// from now on (the engine's state, read at the next decision, may still hold
		// the previous round's mode)
		if engine.KindOf(e.ID) == engine.KindAttackMode && e.Chosen != "" {
			s.mode = e.Chosen
		}
	case *engine.UboatDamageEvent:
		s.flash = 20
		s.addText(120, present.Stage.Y+300, present.DamageCaption(e.System, e.State), 80)
	case *engine.KeyEvent:
		if e.T == engine.TAircraftPass {
			s.air.passes++
		}
	}
}

const torpFrames = 45
const sinkFrames = 160

// oilEvery: a sinking ship leaks a patch of oil every oilEvery frames of its sinking,
// whatever the pace (at a fast pace a patch every frame stacked into a black ellipse).
const oilEvery = 20

// oilDue: the sinking went from frame was to now and crossed an oil patch's frame.
func oilDue(was, now int) bool { return now/oilEvery != was/oilEvery }

func (s *encounterStage) addFx(f effect) {
	if len(s.fx) > 24 {
		s.fx = s.fx[1:]
	}
	s.fx = append(s.fx, f)
}

func (s *encounterStage) addText(x, y float64, t string, dur int) {
	s.addFx(effect{kind: "text", x: x, y: y, text: t, dur: dur})
}

func (s *encounterStage) resolveTorp(t *torpAnim) {
	if t.target >= len(s.ships) {
		return
	}
	sh := &s.ships[t.target]
	cx := sh.x + sh.width*0.55
	switch t.outcome {
	case engine.ShotHit:
		s.parts.explode(&s.rng32, cx, sh.y-4, 0.6+sh.scale*0.3)
		s.parts.column(&s.rng32, cx, sh.y, 60*sh.scale+30)
		sh.hitT = 1
		if t.gun {
			s.parts.explode(&s.rng32, cx, sh.y-10, 0.35)
		}
	case engine.ShotDud:
		s.addText(cx-20, sh.y-60, i18n.T("stage.dud"), 70)
		s.parts.column(&s.rng32, cx, sh.y, 18)
		s.parts.add(particle{kind: pSpark, x: cx, y: sh.y - 2, size: 2, life: 10, col: color.RGBA{0xff, 0xf0, 0xc0, 0xff}})
	default:
		s.addText(cx-20, sh.y-60, i18n.T("stage.miss"), 60)
		if t.gun {
			s.parts.column(&s.rng32, cx+s.rng32.between(-40, 40), sh.y+4, 30)
		}
	}
}

// layout spreads the ships over the horizon and scales them for the range.
func (s *encounterStage) layout() {
	n := len(s.ships)
	if n == 0 {
		return
	}
	rs := 0.6
	switch s.rng {
	case engine.RangeClose:
		rs = 1.0
	case engine.RangeMedium:
		rs = 0.78
	case engine.RangeLong:
		rs = 0.55
	}
	total := 0.0
	for i := range s.ships {
		total += float64(assets.Shapes[s.sil(i)].Length)
	}
	px := math.Min(2.4, 700/(total*1.15)) * rs
	gap := (present.Stage.W - 60 - total*px) / float64(n+1)
	x := 30 + gap
	for i := range s.ships {
		sh := &s.ships[i]
		l := float64(assets.Shapes[s.sil(i)].Length)
		sh.scale = px
		sh.width = l * px
		sh.x = x
		sh.y = horizonY + 14 + 60*(rs-0.55) + float64(i%2)*10
		x += sh.width + gap
	}
}

func (s *encounterStage) sil(i int) string {
	sh := &s.ships[i]
	if sh.class == engine.ClassEscort {
		switch i % 3 {
		case 1:
			return assets.SilCorvette
		case 2:
			return assets.SilFrigate
		}
	}
	return assets.ShipSilhouette(sh.class, sh.capClass)
}

func (s *encounterStage) sync(c *Campaign) {
	en := c.state().Engage
	if en == nil {
		return
	}
	if s.night != en.Night {
		s.night = en.Night
		s.setWeather(c)
	}
	if en.Range != s.rng {
		s.rng = en.Range
		s.layout()
	}
	s.mode = en.Mode
	for _, t := range en.Targets {
		i := s.find(t.Name)
		if i < 0 {
			cls := t.Class
			v := shipView{name: t.Name, class: cls, tons: t.Tons, capacity: t.Capacity, dmg: t.Damage, sunk: t.Sunk}
			if cls == engine.ClassCapital {
				v.capClass = s.capitalClass(c, t.Name)
			}
			if t.Sunk {
				v.sinkT = sinkFrames
			}
			v.appear.Start(60, false)
			s.ships = append(s.ships, v)
			s.layout()
			continue
		}
		s.ships[i].dmg = t.Damage
		if t.Sunk && !s.ships[i].sunk {
			s.ships[i].sunk = true
			s.ships[i].sinkT = sinkFrames
		}
	}
}

func (s *encounterStage) update(c *Campaign) {
	s.frame++
	sp := c.speed()
	for i := range s.torps {
		t := &s.torps[i]
		if t.t < torpFrames {
			t.t = min(torpFrames, t.t+sp)
			if t.t == torpFrames {
				s.resolveTorp(t)
			}
		}
	}
	wind := -0.25
	if s.weather == assets.Storm {
		wind = -0.8
	}
	for i := range s.ships {
		sh := &s.ships[i]
		sh.appear.Step(sp)
		if sh.sunk && sh.sinkT < sinkFrames {
			was := sh.sinkT
			sh.sinkT = min(sinkFrames, sh.sinkT+sp)
			if oilDue(was, sh.sinkT) {
				s.parts.oil(&s.rng32, sh.x+sh.width*0.5, sh.y+2, sh.width)
			}
		}
		if sh.hitT > 0 {
			sh.hitT++
		}
		if sh.burning && s.frame%5 == 0 {
			f := float64(sh.sinkT) / sinkFrames
			if f < 0.8 {
				x, y := s.shipPoint(sh, 0.55, 6)
				s.parts.smokePlume(&s.rng32, x, y, 0.6+sh.scale*0.4, sh.dmg > 0, wind)
			}
		}
	}
	s.parts.step()
	keep := s.fx[:0]
	for _, f := range s.fx {
		f.t++
		if f.t < f.dur {
			keep = append(keep, f)
		}
	}
	s.fx = keep
	if s.flash > 0 {
		s.flash--
	}
	if s.lights > 0 {
		s.lights--
		if s.night && s.lights%140 == 0 {
			s.parts.starShell(&s.rng32, s.rng32.between(120, 760), present.Stage.Y+50+s.rng32.between(0, 50))
		}
	}
	s.dive.Step(sp)
	if s.air.active {
		a := &s.air
		switch {
		case a.downT > 0:
			a.downT++
			a.x -= 2
			a.y += 2.5
			if a.downT%3 == 0 {
				s.parts.smokePlume(&s.rng32, a.x+30, a.y, 0.8, true, 0.5)
			}
			if a.y > horizonY+40 && a.downT < 400 {
				s.parts.column(&s.rng32, a.x+20, horizonY+30, 40)
				a.downT = 400
			}
		case a.attackT > 0 && a.attackT < 80:
			a.attackT = min(80, a.attackT+sp)
			f := float64(a.attackT) / 80
			a.x = lerp(present.Stage.W+60, 160, f)
			a.y = lerp(present.Stage.Y+90, present.Stage.Y+250, f)
			if !s.air.dived && s.frame%6 == 0 { // the boat's flak
				s.parts.flakBurst(&s.rng32, a.x+s.rng32.between(-30, 60), a.y+s.rng32.between(-30, 20))
			}
		default:
			a.x -= 3
			if a.x < -120 {
				a.x = present.Stage.W + 60
				a.y = present.Stage.Y + 80 + float64(s.frame%3)*20
			}
		}
	}
}

// shipPoint is a point on ship sh at fraction fx of its length, h px above its
// waterline, following its list and sinking.
func (s *encounterStage) shipPoint(sh *shipView, fx, h float64) (float64, float64) {
	tilt, sink := s.sinkPose(sh)
	dx, dy := sh.width*fx, -h
	c, sn := math.Cos(tilt), math.Sin(tilt)
	return sh.x + dx*c - dy*sn, sh.y + sink + dx*sn + dy*c
}

// sinkPose: a sinking ship settles, lists by the bow, then slides under.
func (s *encounterStage) sinkPose(sh *shipView) (tilt, sink float64) {
	if !sh.sunk {
		return 0.01 * sinT(s.frame+int(sh.x), 240), 0
	}
	f := float64(sh.sinkT) / sinkFrames
	tilt = 0.32 * ease(f*1.4)
	sink = 6*ease(f*2) + 60*ease((f-0.35)/0.65)
	return
}

var (
	tracer    = color.RGBA{0xff, 0xd0, 0x60, 0xff}
	wakeWhite = color.RGBA{0xe8, 0xf0, 0xf0, 0xff}
	torpDark  = color.RGBA{0x10, 0x14, 0x18, 0xff}
	lampWarm  = color.RGBA{0xff, 0xf4, 0xd8, 0xff}
)

func (s *encounterStage) boatState() (assets.BoatState, float64) {
	surf := s.air.active || s.mode == engine.ModeSurfaced || s.mode == engine.ModeNSA || s.night
	by := present.Stage.Y + 440
	st := assets.Surfaced
	if !surf {
		st = assets.Schnorchel // at periscope depth: the masts show
		by += 26
	}
	if s.air.dived {
		st = assets.Submerged
		by += 14 + 40*ease(s.dive.F())
	}
	return st, by
}

func (s *encounterStage) draw(dst *ebiten.Image, c *Campaign) {
	drawSea(dst, s.weather, horizonY, s.frame, encounterWords[:])
	pal := &assets.Palettes[s.weather]
	st := present.Stage
	s.parts.draw(dst, true) // oil under everything
	for i := range s.ships {
		sh := &s.ships[i]
		sp := assets.Render(s.sil(i), 2.4, pal.Ship, false)
		tilt, sink := s.sinkPose(sh)
		f := ease(sh.appear.F())
		alpha := f
		rise := (1 - f) * 14 * sh.scale // up over the horizon
		if sh.sunk {
			alpha = 1 - ease((float64(sh.sinkT)/sinkFrames-0.3)/0.7)
		}
		sc := sh.scale / 2.4
		drawSpriteOp(dst, sp, sh.x, sh.y+sink+rise, sc, tilt, alpha)
		// water closing over the hull as it sinks: a band of sea over the waterline
		if sh.sunk && sink > 0 {
			for k := 0.0; k < sh.width; k += 14 {
				drawPuff(dst, sh.x+k, sh.y+2, 7, wakeWhite, 0.25*(1-float64(sh.sinkT)/sinkFrames))
			}
		}
		if s.weather.Dark() && !sh.sunk {
			drawLine(dst, sh.x+sh.width*0.1, sh.y-1, sh.x+sh.width*0.9, sh.y-1, 1, pal.Light, 0.2)
		}
		// bow wave
		if !sh.sunk && f > 0.5 {
			drawPuff(dst, sh.x+sh.width, sh.y, 6*sh.scale+3, wakeWhite, 0.35)
		}
	}
	// searchlights by night from the escorts
	if s.lights > 0 && s.weather.Dark() {
		a := math.Min(1, float64(s.lights)/60)
		for i := range s.ships {
			sh := &s.ships[i]
			if sh.class != engine.ClassEscort || sh.sunk {
				continue
			}
			x, y := s.shipPoint(sh, 0.7, 14*sh.scale)
			ang := math.Pi*0.62 + 0.35*sinT(s.frame+i*70, 300)
			drawBeam(dst, x, y, ang, 380, lampWarm, 0.5*a)
			drawGlow(dst, x, y, 6, lampWarm, a)
		}
	}
	// labels
	for i := range s.ships {
		sh := &s.ships[i]
		// built in the frame of the event that changed it, not in the frame the label
		// first shows (a steady frame allocates nothing)
		sub := sh.sub.get(shipSub{sh.class, sh.capClass, sh.tons, sh.sunk}, shipSubText)
		if sh.appear.F() < 0.6 {
			continue
		}
		lx := sh.x + sh.width/2
		ly := sh.y + 24
		if i%2 == 1 {
			ly += 44
		}
		col := draw.ColInk
		if sh.sunk {
			col = draw.ColGood
		}
		draw.DrawText(dst, present.TargetName(sh.name), assets.Bold, 14, lx, ly, col, draw.AlignCenter)
		draw.DrawText(dst, sub, assets.Regular, 12, lx, ly+17, draw.ColDim, draw.AlignCenter)
		for k := 0; k < sh.capacity && k < 12; k++ {
			x := lx - float64(sh.capacity)*6 + float64(k)*12
			if k < sh.dmg {
				drawRect(dst, x, ly+34, 9, 7, draw.ColBad, 1)
			} else {
				drawRect(dst, x, ly+34, 9, 1, draw.ColDim, 1)
				drawRect(dst, x, ly+40, 9, 1, draw.ColDim, 1)
				drawRect(dst, x, ly+34, 1, 7, draw.ColDim, 1)
				drawRect(dst, x+8, ly+34, 1, 7, draw.ColDim, 1)
			}
		}
	}
	s.drawAim(dst, c)
	// our boat in the foreground
	bst, by := s.boatState()
	ub := assets.Boat(s.family, assets.Side, bst, 3, false)
	bob := 1.2 * sinT(s.frame, 150)
	if s.weather == assets.Storm {
		bob *= 4
	}
	drawSpriteOp(dst, ub, 30, by+bob, 1, 0.004*sinT(s.frame+40, 150), 1)
	drawRect(dst, 0, by+bob, st.W, st.Y+st.H-by-bob, color.RGBA{0x0c, 0x20, 0x30, 0xff}, 0.55)
	if bst == assets.Surfaced {
		drawPuff(dst, 30+ub.PxPerM*64, by+bob, 10, wakeWhite, 0.5)
	} else if bst == assets.Schnorchel && s.frame%8 < 4 {
		drawPuff(dst, 30+ub.PxPerM*40, by-ub.PxPerM*15, 6, color.RGBA{0x60, 0x60, 0x60, 0xff}, 0.25)
	}
	// torpedoes running: steam wakes are bubble trails, electric ones run unseen
	for _, t := range s.torps {
		if t.t >= torpFrames || t.target >= len(s.ships) {
			continue
		}
		sh := &s.ships[t.target]
		f := float64(t.t) / torpFrames
		x0, y0 := 210.0, by
		x1, y1 := sh.x+sh.width*0.55+t.lane, sh.y+2
		if t.outcome == engine.ShotMiss {
			x1 += sh.width * 0.8
		}
		x, y := lerp(x0, x1, f), lerp(y0, y1, f)
		if t.gun {
			h := 30 * math.Sin(f*math.Pi)
			px, py := lerp(x0, x1, math.Max(0, f-0.08)), lerp(y0, y1, math.Max(0, f-0.08))-30*math.Sin(math.Max(0, f-0.08)*math.Pi)
			drawLine(dst, px+40, py-20, x+40, y-20-h, 2, tracer, 1)
			if f < 0.15 {
				drawGlow(dst, x0+40, y0-20, 14, tracer, 1-f/0.15)
			}
			continue
		}
		if t.steam {
			for k := 0.0; k < 1; k += 0.04 {
				if k > f {
					break
				}
				wx, wy := lerp(x0, x1, f-k), lerp(y0, y1, f-k)
				drawPuff(dst, wx, wy, 2+k*10, wakeWhite, 0.7*(1-k*1.4))
			}
		} else {
			drawLine(dst, x, y, x-6, y+2, 2, torpDark, 0.6)
		}
	}
	// aircraft
	if s.air.active {
		a := &s.air
		plane := assets.Render(s.planeSil(), 5, color.RGBA{0x22, 0x26, 0x2a, 0xff}, true)
		tilt := 0.0
		if a.attackT > 0 && a.attackT < 80 {
			tilt = -0.2
			if !s.air.dived { // tracer from the boat's flak
				for k := 0; k < 3; k++ {
					tt := math.Mod(float64(s.frame)/12+float64(k)/3, 1)
					sx, sy := 120.0, by-16
					drawLine(dst, lerp(sx, a.x+50, tt), lerp(sy, a.y+8, tt), lerp(sx, a.x+50, tt+0.05), lerp(sy, a.y+8, tt+0.05), 2, tracer, 1)
				}
			}
		}
		if a.downT > 0 {
			tilt = -0.6
		}
		if a.y < horizonY+40 {
			drawSpriteOp(dst, plane, a.x, a.y, 1, tilt, 1)
			if s.weather.Dark() { // the Leigh light
				drawGlow(dst, a.x+10, a.y+4, 10, lampWarm, 0.9)
			}
		}
	}
	s.parts.draw(dst, false)
	// texts
	for _, f := range s.fx {
		ft := float64(f.t) / float64(f.dur)
		switch f.kind {
		case "flak":
			if s.air.active && f.t%8 == 0 {
				s.parts.flakBurst(&s.rng32, s.air.x+s.rng32.between(-20, 70), s.air.y+s.rng32.between(-30, 20))
			}
		case "text":
			draw.DrawText(dst, f.text, assets.Bold, 20, f.x, f.y-ft*20, draw.ColAccent, draw.AlignLeft)
		}
	}
	if s.flash > 0 {
		drawRect(dst, 0, st.Y, st.W, st.H, color.RGBA{0xff, 0x20, 0x10, 0xff}, float64(s.flash)/60)
	}
	encounterInfoLine.draw(dst, s.info(), draw.ColInk)
}

// planeSil is the aircraft's silhouette: a carrier's plane where a carrier is among the
// ships, else a land-based bomber.
func (s *encounterStage) planeSil() string {
	for i := range s.ships {
		if s.ships[i].capClass == "CVE" || s.ships[i].capClass == "CV" {
			return assets.SilPlane
		}
	}
	return assets.SilBomberSide
}

// encounterInfoBox is where the chip under the caption stands.
var encounterInfoBox = draw.Rect{X: 16, Y: present.Stage.Y + 44, W: 420, H: 20}

// info is the chip under the caption: day or night, range, escorts.
func (s *encounterStage) info() string {
	k := encounterTitle{rng: s.rng, night: s.night}
	if s.escorted {
		k.kindKey = "escorted"
	}
	return s.infoText.get(k, encounterInfo)
}

// shipRect is where a ship answers the pointer on the stage: its hull and the label
// under it.
func (s *encounterStage) shipRect(i int) draw.Rect {
	sh := &s.ships[i]
	top := sh.y - math.Max(34, 0.3*sh.width)
	bottom := sh.y + 24 + 44
	if i%2 == 1 {
		bottom += 44
	}
	x0 := math.Min(sh.x, sh.x+sh.width/2-60) - 4
	x1 := math.Max(sh.x+sh.width, sh.x+sh.width/2+60) + 4
	return draw.Rect{X: x0, Y: top, W: x1 - x0, H: bottom - top}
}

// targetOption returns the option of the pending decision that aims at ship i (a
// target option naming it, 9.2.1), or -1.
func (s *encounterStage) targetOption(c *Campaign, i int) int {
	d, en := c.pending, c.state().Engage
	if d == nil || en == nil || i < 0 || i >= len(s.ships) || s.ships[i].sunk {
		return -1
	}
	for k, o := range d.Options {
		if t, ok := engine.TargetOption(o.Key); ok && t < len(en.Targets) && en.Targets[t].Name == s.ships[i].name {
			return k
		}
	}
	return -1
}

// pick implements subjectPicker: the option aiming at the ship under the stage point.
func (s *encounterStage) pick(c *Campaign, x, y float64) int {
	for i := range s.ships {
		if s.shipRect(i).Contains(x, y) {
			if k := s.targetOption(c, i); k >= 0 {
				return k
			}
		}
	}
	return -1
}

// drawAim marks the ship the focused option aims at with the sight's brackets, and
// during a salvo every ship torpedoes are aimed at, with their number.
func (s *encounterStage) drawAim(dst *ebiten.Image, c *Campaign) {
	f := c.aimedOption()
	for i := range s.ships {
		k := s.targetOption(c, i)
		if k < 0 {
			continue
		}
		n := 0 // the salvo's torpedoes aimed at the ship
		if c.salvo != nil {
			for r := range c.salvo.pick {
				if c.salvo.aimed(r) == k {
					n++
				}
			}
		}
		if k != f && n == 0 {
			continue
		}
		col := draw.ColAccent
		if k != f {
			col = draw.ColDim
		}
		r := s.shipRect(i)
		if n > 0 {
			draw.DrawText(dst, c.salvo.countText(n), assets.Bold, 14, r.X+r.W/2, r.Y-18, col, draw.AlignCenter)
		}
		const l = 14.0
		for _, cx := range [2]float64{r.X, r.X + r.W} {
			for _, cy := range [2]float64{r.Y, r.Y + r.H} {
				dx, dy := l, l
				if cx > r.X {
					dx = -l
				}
				if cy > r.Y {
					dy = -l
				}
				drawLine(dst, cx, cy, cx+dx, cy, 2, col, 1)
				drawLine(dst, cx, cy, cx, cy+dy, 2, col, 1)
			}
		}
	}
}
