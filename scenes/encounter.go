package scenes

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"uboat/assets"
	"uboat/engine"
	"uboat/game"
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
	fx       []effect
	air      airView
	flash    int
	frame    int
	escorted bool
}

type shipView struct {
	name, class, capClass string
	tons, capacity, dmg   int
	sunk                  bool
	sinkT                 int
	x, y, scale           float64 // stern-waterline point and drawing scale
	width                 float64
}

type torpAnim struct {
	target  int
	t       int
	outcome string
	gun     bool
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

var horizonY = game.Stage.Y + 235

func (s *encounterStage) kind() Kind { return KindEncounter }

func (s *encounterStage) title(c *Campaign) string {
	parts := []string{"Encounter"}
	if s.kindKey != "" {
		parts = append(parts, game.Words(s.kindKey))
	}
	if s.night {
		parts = append(parts, "night")
	} else {
		parts = append(parts, "day")
	}
	if s.rng != "" {
		parts = append(parts, s.rng+" range")
	}
	return strings.Join(parts, " — ")
}

func (s *encounterStage) enter(c *Campaign) {}

func (s *encounterStage) reset(kind string) {
	s.kindKey = kind
	s.ships = s.ships[:0]
	s.torps = s.torps[:0]
	s.fx = s.fx[:0]
	s.air = airView{}
	s.rng, s.mode = "", ""
	s.escorted = strings.Contains(kind, "escort") || kind == "convoy"
}

func (s *encounterStage) capitalClass(c *Campaign, name string) string {
	if c.data == nil {
		return ""
	}
	t := c.data.Tables["T5"]
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
		if strings.HasPrefix(e.Kind, "aircraft") {
			s.air = airView{active: true, x: game.Stage.W + 60, y: game.Stage.Y + 90}
		}
	case *engine.RollEvent:
		switch e.Table {
		case "DAY":
			s.night = e.Result == "night"
		case "NIGHT":
			if e.Result == "night" {
				s.night = true
			}
		case "A1":
			if !s.air.active {
				s.air = airView{active: true, x: game.Stage.W + 60, y: game.Stage.Y + 90}
			}
			if e.Result == "crash_dive" {
				s.air.dived = true
				s.addText(200, game.Stage.Y+330, "Crash dive!", 90)
			} else {
				s.air.attackT = 1
			}
		case "A2":
			s.air.passes++
			s.addFx(effect{kind: "flak", x: 230, y: game.Stage.Y + 370, dur: 40})
			switch e.Result {
			case "shot_down":
				s.air.downT = 1
			case "damaged":
				s.air.damaged = true
			}
		case "E3":
			if e.Column == "aircraft" {
				s.addFx(effect{kind: "column", x: 180 + float64(len(s.fx)%3)*60, y: game.Stage.Y + 420, dur: 50})
			}
		}
	case *engine.ShipEvent:
		v := shipView{name: e.Name, class: e.Class, tons: e.Tons, capacity: e.DamageToSink}
		if e.Class == "capital_ship" {
			v.capClass = s.capitalClass(c, e.Name)
		}
		if e.Class == "escort" {
			s.escorted = true
		}
		if i := s.find(e.Name); i >= 0 {
			s.ships[i] = v
		} else {
			s.ships = append(s.ships, v)
		}
		s.layout()
	case *engine.TorpedoEvent:
		i := s.find(e.Target)
		if i < 0 {
			s.ships = append(s.ships, shipView{name: e.Target, class: "large_freighter", capacity: 3})
			s.layout()
			i = len(s.ships) - 1
		}
		s.torps = append(s.torps, torpAnim{target: i, outcome: e.Outcome, gun: e.Weapon == "deck_gun"})
		if instant {
			s.torps[len(s.torps)-1].t = torpFrames
			s.resolveTorp(&s.torps[len(s.torps)-1])
		}
	case *engine.ShipDamageEvent:
		if i := s.find(e.Name); i >= 0 {
			s.ships[i].dmg = e.Damage
			if e.T == engine.TShipSunk {
				s.ships[i].sunk = true
				if instant {
					s.ships[i].sinkT = sinkFrames
				}
			}
		}
	case *engine.UboatDamageEvent:
		s.flash = 20
		s.addText(120, game.Stage.Y+300, game.SystemName(e.System)+" "+game.Words(e.State), 80)
	case *engine.KeyEvent:
		if e.T == engine.TAircraftPass {
			s.air.passes++
		}
	}
}

const torpFrames = 45
const sinkFrames = 160

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
	case "hit":
		s.addFx(effect{kind: "explosion", x: cx, y: sh.y - 6, dur: 50})
		s.addFx(effect{kind: "column", x: cx, y: sh.y, dur: 60})
	case "dud":
		s.addText(cx-20, sh.y-60, "dud!", 70)
		s.addFx(effect{kind: "splash", x: cx, y: sh.y, dur: 30})
	default:
		s.addText(cx-20, sh.y-60, "miss", 60)
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
	case "close":
		rs = 1.0
	case "medium":
		rs = 0.78
	case "long":
		rs = 0.55
	}
	total := 0.0
	for i := range s.ships {
		total += float64(assets.Shapes[s.sil(i)].Length)
	}
	px := math.Min(2.4, 700/(total*1.15)) * rs
	gap := (game.Stage.W - 60 - total*px) / float64(n+1)
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
	if sh.class == "escort" && i%2 == 1 {
		return assets.SilCorvette
	}
	return assets.ShipSilhouette(sh.class, sh.capClass)
}

func (s *encounterStage) sync(c *Campaign) {
	en := c.state().Engage
	if en == nil {
		return
	}
	s.night = en.Night
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
			if cls == "capital_ship" {
				v.capClass = s.capitalClass(c, t.Name)
			}
			if t.Sunk {
				v.sinkT = sinkFrames
			}
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
	for i := range s.torps {
		t := &s.torps[i]
		if t.t < torpFrames {
			t.t++
			if t.t == torpFrames {
				s.resolveTorp(t)
			}
		}
	}
	for i := range s.ships {
		if s.ships[i].sunk && s.ships[i].sinkT < sinkFrames {
			s.ships[i].sinkT++
		}
	}
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
	if s.air.active {
		a := &s.air
		switch {
		case a.downT > 0:
			a.downT++
			a.x -= 2
			a.y += 2.5
		case a.attackT > 0 && a.attackT < 80:
			a.attackT++
			a.x = lerp(game.Stage.W+60, 160, float64(a.attackT)/80)
			a.y = lerp(game.Stage.Y+90, game.Stage.Y+250, float64(a.attackT)/80)
		default:
			a.x -= 3
			if a.x < -120 {
				a.x = game.Stage.W + 60
				a.y = game.Stage.Y + 80 + float64(s.frame%3)*20
			}
		}
	}
}

func (s *encounterStage) panelArea() game.Rect {
	return game.Rect{X: 0, Y: game.Stage.Y + 150, W: game.Stage.W, H: game.Stage.H - 150}
}

func (s *encounterStage) draw(dst *ebiten.Image, c *Campaign) {
	drawSky(dst, s.night, horizonY)
	shipCol := dayShip
	if s.night {
		shipCol = nightShip
	}
	for i := range s.ships {
		sh := &s.ships[i]
		sp := assets.Render(s.sil(i), 2.4, shipCol, false)
		tilt, sink := 0.0, 0.0
		alpha := float32(1)
		if sh.sunk {
			f := float64(sh.sinkT) / sinkFrames
			tilt = -0.25 * ease(f)
			sink = 50 * ease(f)
			alpha = float32(1 - 0.85*ease(f))
		}
		sc := sh.scale / 2.4
		drawSprite(dst, sp, sh.x, sh.y, sc, tilt, sink, alpha)
		if s.night && !sh.sunk {
			// a sliver of moonlight on the hull
			vector.StrokeLine(dst, float32(sh.x+sh.width*0.1), float32(sh.y-1), float32(sh.x+sh.width*0.9), float32(sh.y-1), 1, color.RGBA{0x50, 0x58, 0x68, 0xff}, false)
		}
		if !sh.sunk && sh.dmg > 0 {
			// smoke from a damaged ship
			for k := 0; k < 4; k++ {
				f := float64((s.frame+k*20)%80) / 80
				vector.FillCircle(dst, float32(sh.x+sh.width*0.5-f*30), float32(sh.y-20-f*50), float32(4+f*10), color.RGBA{0x30, 0x30, 0x30, uint8(150 * (1 - f))}, true)
			}
		}
		// label
		lx := sh.x + sh.width/2
		ly := sh.y + 24
		if i%2 == 1 {
			ly += 44
		}
		col := game.ColInk
		if sh.sunk {
			col = game.ColGood
		}
		game.DrawText(dst, sh.name, assets.Bold, 14, lx, ly, col, game.AlignCenter)
		sub := game.Words(sh.class)
		if sh.capClass != "" {
			sub = sh.capClass
		}
		if sh.tons > 0 {
			sub += " · " + game.Tons(sh.tons)
		}
		if sh.sunk {
			sub = "SUNK · " + game.Tons(sh.tons)
		}
		game.DrawText(dst, sub, assets.Regular, 12, lx, ly+17, game.ColDim, game.AlignCenter)
		for k := 0; k < sh.capacity && k < 12; k++ {
			r := game.Rect{X: lx - float64(sh.capacity)*6 + float64(k)*12, Y: ly + 34, W: 9, H: 7}
			if k < sh.dmg {
				game.FillRect(dst, r, game.ColBad)
			} else {
				game.StrokeRect(dst, r, 1, game.ColDim)
			}
		}
	}
	// our boat in the foreground, trimmed down unless on the surface
	ub := assets.Render(assets.SilUboat, 3, uboatShadow, false)
	surf := s.air.active || s.mode == "surfaced" || s.mode == "nsa" || s.night
	by := game.Stage.Y + 440
	if !surf {
		by += 14 // running at periscope depth: only the tower shows
	}
	if s.air.dived {
		by += 40
	}
	drawSprite(dst, ub, 30, by, 1, 0, 0, 1)
	vector.FillRect(dst, 0, float32(by), float32(game.Stage.W), float32(game.Stage.Y+game.Stage.H-by), color.RGBA{0x0c, 0x20, 0x30, 0x90}, false)
	// torpedoes running
	for _, t := range s.torps {
		if t.t >= torpFrames || t.target >= len(s.ships) {
			continue
		}
		sh := &s.ships[t.target]
		f := float64(t.t) / torpFrames
		x0, y0 := 210.0, by
		x1, y1 := sh.x+sh.width*0.55, sh.y+2
		if t.outcome == "miss" {
			x1 += sh.width * 0.8
		}
		x, y := lerp(x0, x1, f), lerp(y0, y1, f)
		if t.gun {
			vector.StrokeLine(dst, float32(x0+40), float32(y0-20), float32(x), float32(y-30*math.Sin(f*math.Pi)), 2, color.RGBA{0xff, 0xd0, 0x60, 0xff}, true)
			continue
		}
		vector.StrokeLine(dst, float32(x0), float32(y0), float32(x), float32(y), 2, color.RGBA{0xd8, 0xe8, 0xf0, 0xb0}, true)
		vector.FillCircle(dst, float32(x), float32(y), 3, color.RGBA{0xff, 0xff, 0xff, 0xff}, true)
	}
	// aircraft
	if s.air.active {
		a := &s.air
		sp := assets.Render(assets.SilBomber, 3.2, color.RGBA{0x22, 0x26, 0x2a, 0xff}, true)
		tilt := 0.0
		if a.attackT > 0 && a.attackT < 80 {
			tilt = -0.2
		}
		if a.downT > 0 {
			tilt = -0.6
			for k := 0; k < 5; k++ {
				vector.FillCircle(dst, float32(a.x+float64(k)*12+40), float32(a.y-float64(k)*6), float32(5+k*2), color.RGBA{0x40, 0x40, 0x40, 0x90}, true)
			}
		}
		if a.y < horizonY+40 {
			drawSprite(dst, sp, a.x, a.y, 1, tilt, 0, 1)
		}
	}
	// effects
	for _, f := range s.fx {
		ft := float64(f.t) / float64(f.dur)
		switch f.kind {
		case "explosion":
			drawExplosion(dst, f.x, f.y, 26, ft)
		case "column":
			drawColumn(dst, f.x, f.y, 70, ft)
		case "splash":
			drawColumn(dst, f.x, f.y, 25, ft)
		case "flak":
			for k := 0; k < 6; k++ {
				tt := math.Mod(ft*3+float64(k)/6, 1)
				if s.air.active {
					x := lerp(f.x, s.air.x+40, tt)
					y := lerp(f.y, s.air.y, tt)
					vector.FillCircle(dst, float32(x), float32(y), 2.5, color.RGBA{0xff, 0xc0, 0x40, 0xff}, true)
				}
			}
		case "text":
			game.DrawText(dst, f.text, assets.Bold, 20, f.x, f.y-ft*20, game.ColAccent, game.AlignLeft)
		}
	}
	if s.flash > 0 {
		vector.FillRect(dst, 0, float32(game.Stage.Y), float32(game.Stage.W), float32(game.Stage.H), color.RGBA{uint8(s.flash * 4), 0, 0, uint8(s.flash * 4)}, false)
	}
	// range chip
	info := "Day"
	if s.night {
		info = "Night"
	}
	if s.rng != "" {
		info += " · " + s.rng + " range"
	}
	if s.escorted {
		info += " · escorted"
	}
	game.DrawText(dst, info, assets.Bold, 15, 16, game.Stage.Y+44, game.ColInk, game.AlignLeft)
}
