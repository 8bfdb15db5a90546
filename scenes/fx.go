package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
)

// Effects: a fixed pool of particles (smoke, fire, spray, bubbles, flashes, oil, star
// shells, flak bursts) drawn with the cached soft images of package assets. Nothing here
// allocates once the pool exists: particles live in an array, draws reuse one options
// value.

type partKind uint8

const (
	pSmoke partKind = iota
	pFire
	pSpray
	pFoam
	pFlash
	pBubble
	pOil
	pStarShell
	pFlak
	pSpark
	pDebris
)

type particle struct {
	kind          partKind
	x, y, vx, vy  float64
	size, grow    float64
	gravity, drag float64
	t, life       int
	col           color.RGBA
}

const maxParticles = 512

// fxPool holds the live particles.
type fxPool struct {
	p    [maxParticles]particle
	n    int
	next int // the slot replaced when full
}

func (f *fxPool) add(p particle) {
	if f.n == maxParticles { // full: replace slots in turn
		f.p[f.next] = p
		f.next = (f.next + 1) % maxParticles
		return
	}
	f.p[f.n] = p
	f.n++
}

func (f *fxPool) clear() { f.n = 0 }

// step advances every particle one frame and drops the dead.
func (f *fxPool) step() {
	k := 0
	for i := 0; i < f.n; i++ {
		p := f.p[i]
		p.t++
		if p.t >= p.life {
			continue
		}
		p.vy += p.gravity
		p.vx *= 1 - p.drag
		p.vy *= 1 - p.drag
		p.x += p.vx
		p.y += p.vy
		p.size += p.grow
		f.p[k] = p
		k++
	}
	f.n = k
}

// draw paints the particles; under (oil, bubbles) or over (the rest).
func (f *fxPool) draw(dst *ebiten.Image, under bool) {
	for i := 0; i < f.n; i++ {
		p := &f.p[i]
		isUnder := p.kind == pOil
		if isUnder != under {
			continue
		}
		age := float64(p.t) / float64(p.life)
		switch p.kind {
		case pSmoke, pFoam, pSpray, pFlak:
			drawPuff(dst, p.x, p.y, p.size, p.col, (1-age)*(1-age))
		case pFire:
			c := assets.Mix(color.RGBA{0xff, 0xe0, 0x90, 0xff}, color.RGBA{0xc0, 0x30, 0x10, 0xff}, age)
			drawGlow(dst, p.x, p.y, p.size, c, 1-age)
		case pFlash:
			drawGlow(dst, p.x, p.y, p.size, p.col, 1-age)
		case pStarShell:
			drawGlow(dst, p.x, p.y, p.size*3, color.RGBA{0xff, 0xf0, 0xc0, 0xff}, 0.35*(1-age))
			drawDisc(dst, p.x, p.y, 2.5, color.RGBA{0xff, 0xff, 0xe8, 0xff}, 1-age*age)
		case pBubble:
			drawDisc(dst, p.x, p.y, p.size, p.col, 1-age)
		case pSpark, pDebris:
			drawDisc(dst, p.x, p.y, p.size, p.col, 1-age)
		case pOil: // a soft, flat sheen (hard discs stacked into a black ellipse)
			drawSoftEllipse(dst, p.x, p.y, p.size, p.size*0.18, p.col, oilAlpha(age))
		}
	}
}

var dio ebiten.DrawImageOptions

func resetOp() *ebiten.DrawImageOptions {
	dio.GeoM.Reset()
	dio.ColorScale.Reset()
	dio.Filter = ebiten.FilterLinear
	dio.Blend = ebiten.Blend{}
	return &dio
}

func tint(op *ebiten.DrawImageOptions, c color.RGBA, a float64) {
	a = math.Max(0, math.Min(1, a))
	f := float32(a) / 255
	op.ColorScale.Scale(float32(c.R)*f, float32(c.G)*f, float32(c.B)*f, float32(c.A)*f)
}

// drawPuff draws a soft disc of radius r.
func drawPuff(dst *ebiten.Image, x, y, r float64, c color.RGBA, a float64) {
	puff(dst, x, y, r, c, a, ebiten.Blend{}) // the zero Blend: regular alpha blending
}

// drawGlow is a puff added to what lies under it (fire, flashes, lights).
func drawGlow(dst *ebiten.Image, x, y, r float64, c color.RGBA, a float64) {
	puff(dst, x, y, r, c, a, ebiten.BlendLighter)
}

func puff(dst *ebiten.Image, x, y, r float64, c color.RGBA, a float64, blend ebiten.Blend) {
	if r <= 0 || a <= 0 {
		return
	}
	op := resetOp()
	op.GeoM.Translate(-32, -32)
	op.GeoM.Scale(r/32, r/32)
	op.GeoM.Translate(x, y)
	tint(op, c, a)
	op.Blend = blend
	dst.DrawImage(assets.Puff(), op)
}

// drawDisc draws a hard disc of radius r.
func drawDisc(dst *ebiten.Image, x, y, r float64, c color.RGBA, a float64) {
	drawEllipse(dst, x, y, r, r, c, a)
}

// oilAlpha is an oil patch's opacity at age (0..1 of its life): faint, fading out.
func oilAlpha(age float64) float64 { return 0.35 * math.Min(1, 2*(1-age)) }

// drawSoftEllipse is a puff squashed to radii rx, ry.
func drawSoftEllipse(dst *ebiten.Image, x, y, rx, ry float64, c color.RGBA, a float64) {
	if rx <= 0 || ry <= 0 || a <= 0 {
		return
	}
	op := resetOp()
	op.GeoM.Translate(-32, -32)
	op.GeoM.Scale(rx/32, ry/32)
	op.GeoM.Translate(x, y)
	tint(op, c, a)
	dst.DrawImage(assets.Puff(), op)
}

func drawEllipse(dst *ebiten.Image, x, y, rx, ry float64, c color.RGBA, a float64) {
	if rx <= 0 || ry <= 0 || a <= 0 {
		return
	}
	op := resetOp()
	op.GeoM.Translate(-16, -16)
	op.GeoM.Scale(rx/16, ry/16)
	op.GeoM.Translate(x, y)
	tint(op, c, a)
	dst.DrawImage(assets.Disc(), op)
}

// drawLine draws a w-wide segment.
func drawLine(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.RGBA, a float64) {
	l := math.Hypot(x1-x0, y1-y0)
	if l == 0 || a <= 0 {
		return
	}
	op := resetOp()
	op.Filter = ebiten.FilterNearest
	op.GeoM.Translate(0, -0.5)
	op.GeoM.Scale(l, w)
	op.GeoM.Rotate(math.Atan2(y1-y0, x1-x0))
	op.GeoM.Translate(x0, y0)
	tint(op, c, a)
	dst.DrawImage(assets.Pixel(), op)
}

// drawRing draws a circle of radius r as short straight strokes. (The expanding sonar
// ring was a vector.StrokeCircle; under the depth-charge cycle that made Ebitengine's
// vertex buffers grow to hundreds of MB, see make soak.)
func drawRing(dst *ebiten.Image, cx, cy, r, w float64, c color.RGBA, a float64) {
	if r < 1 || a <= 0 {
		return
	}
	const n = 48
	x0, y0 := cx+r, cy
	for k := 1; k <= n; k++ {
		t := 2 * math.Pi * float64(k) / n
		x1, y1 := cx+r*math.Cos(t), cy+r*math.Sin(t)
		drawLine(dst, x0, y0, x1, y1, w, c, a)
		x0, y0 = x1, y1
	}
}

// drawRect fills a rectangle.
func drawRect(dst *ebiten.Image, x, y, w, h float64, c color.RGBA, a float64) {
	if w <= 0 || h <= 0 || a <= 0 {
		return
	}
	op := resetOp()
	op.Filter = ebiten.FilterNearest
	op.GeoM.Scale(w, h)
	op.GeoM.Translate(x, y)
	tint(op, c, a)
	dst.DrawImage(assets.Pixel(), op)
}

// drawBeam draws a searchlight from x, y at angle a (radians), length l.
func drawBeam(dst *ebiten.Image, x, y, ang, l float64, c color.RGBA, a float64) {
	op := resetOp()
	op.GeoM.Translate(0, -48)
	op.GeoM.Scale(l/320, l/320*0.8)
	op.GeoM.Rotate(ang)
	op.GeoM.Translate(x, y)
	tint(op, c, a)
	op.Blend = ebiten.BlendLighter
	dst.DrawImage(assets.Cone(), op)
}

// drawSpriteOp draws a sprite with its stern-waterline point at x, y, rotated by tilt
// and scaled, tinted and faded: the allocation-free form of drawSprite.
func drawSpriteOp(dst *ebiten.Image, sp *assets.Sprite, x, y, scale, tilt float64, a float64) {
	if a <= 0 {
		return
	}
	op := resetOp()
	op.GeoM.Translate(-sp.SternX, -sp.WaterlineY)
	op.GeoM.Rotate(tilt)
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(x, y)
	if a < 1 {
		op.ColorScale.ScaleAlpha(float32(a))
	}
	dst.DrawImage(sp.Img, op)
}

// ---------------------------------------------------------------- emitters

// rnd is a small deterministic generator for effect scatter (not the game's dice).
type rnd uint32

func (r *rnd) f() float64 {
	*r = *r*1664525 + 1013904223
	return float64(*r>>8) / float64(1<<24)
}

// between returns a value in lo…hi.
func (r *rnd) between(lo, hi float64) float64 { return lo + (hi-lo)*r.f() }

// explode: a flash, fireballs, smoke and debris at x, y of scale s (1 = a torpedo hit).
func (f *fxPool) explode(r *rnd, x, y, s float64) {
	f.add(particle{kind: pFlash, x: x, y: y, size: 60 * s, life: 14, col: color.RGBA{0xff, 0xe8, 0xb0, 0xff}})
	for i := 0; i < int(10*s)+4; i++ {
		f.add(particle{kind: pFire, x: x + r.between(-8, 8)*s, y: y + r.between(-6, 2)*s, vx: r.between(-1.2, 1.2) * s,
			vy: r.between(-2.2, -0.4) * s, size: r.between(8, 16) * s, grow: 0.3, drag: 0.04, life: int(r.between(20, 40))})
	}
	for i := 0; i < int(8*s)+3; i++ {
		f.add(particle{kind: pSmoke, x: x + r.between(-10, 10)*s, y: y - 6*s, vx: r.between(-0.5, 0.5), vy: r.between(-1.2, -0.4),
			size: r.between(10, 18) * s, grow: 0.35, drag: 0.01, life: int(r.between(70, 120)), col: color.RGBA{0x3a, 0x38, 0x36, 0xff}})
	}
	for i := 0; i < int(8*s); i++ {
		f.add(particle{kind: pDebris, x: x, y: y, vx: r.between(-3, 3) * s, vy: r.between(-5, -2) * s, gravity: 0.2,
			size: 1.5, life: 40, col: color.RGBA{0x20, 0x18, 0x10, 0xff}})
	}
}

// column throws up a column of spray at x, y, h high (a hit, a near miss, a charge).
func (f *fxPool) column(r *rnd, x, y, h float64) {
	v := math.Sqrt(2 * 0.18 * h)
	for i := 0; i < int(h/5)+4; i++ {
		f.add(particle{kind: pSpray, x: x + r.between(-4, 4), y: y, vx: r.between(-0.6, 0.6), vy: -v * r.between(0.6, 1.05),
			gravity: 0.18, size: r.between(5, 10), grow: 0.15, life: int(r.between(40, 60)), col: color.RGBA{0xf0, 0xf4, 0xf4, 0xff}})
	}
	for i := 0; i < 6; i++ {
		f.add(particle{kind: pFoam, x: x + r.between(-14, 14), y: y + r.between(-1, 2), size: r.between(5, 9), grow: 0.2,
			life: 70, col: color.RGBA{0xe0, 0xe8, 0xe8, 0xff}})
	}
}

// smokePlume emits one puff of a burning ship's smoke (call every few frames).
func (f *fxPool) smokePlume(r *rnd, x, y, s float64, fire bool, wind float64) {
	f.add(particle{kind: pSmoke, x: x + r.between(-3, 3), y: y, vx: wind * r.between(0.5, 1), vy: r.between(-0.9, -0.5) * s,
		size: r.between(5, 8) * s, grow: 0.22 * s, life: int(r.between(90, 140)), col: color.RGBA{0x2a, 0x28, 0x26, 0xff}})
	if fire {
		f.add(particle{kind: pFire, x: x + r.between(-4, 4)*s, y: y + 2, vy: r.between(-0.8, -0.3), size: r.between(4, 8) * s,
			life: int(r.between(14, 26))})
	}
}

// oil leaves a slick on the water.
func (f *fxPool) oil(r *rnd, x, y, w float64) {
	f.add(particle{kind: pOil, x: x + r.between(-w/3, w/3), y: y + r.between(-1, 3), size: r.between(w*0.2, w*0.45),
		grow: 0.08, life: 900, col: color.RGBA{0x0a, 0x0c, 0x0e, 0xb0}})
}

// bubbles rise from x, y (a charge's burst, a boat's leak) to the surface at top.
func (f *fxPool) bubbles(r *rnd, x, y, top float64, n int) {
	for i := 0; i < n; i++ {
		life := int(math.Max(10, (y-top)/1.6))
		f.add(particle{kind: pBubble, x: x + r.between(-12, 12), y: y + r.between(-8, 8), vx: r.between(-0.2, 0.2), vy: -r.between(1.2, 2),
			size: r.between(1, 2.5), life: life, col: color.RGBA{0xb0, 0xd0, 0xe0, 0xc0}})
	}
}

// starShell fires an illuminating shell that hangs and drifts down.
func (f *fxPool) starShell(r *rnd, x, y float64) {
	f.add(particle{kind: pStarShell, x: x, y: y, vx: r.between(-0.15, 0.15), vy: 0.12, size: 30, life: 320})
}

// flakBurst: a dark puff in the air.
func (f *fxPool) flakBurst(r *rnd, x, y float64) {
	f.add(particle{kind: pFlash, x: x, y: y, size: 10, life: 6, col: color.RGBA{0xff, 0xd0, 0x80, 0xff}})
	f.add(particle{kind: pFlak, x: x, y: y, size: 5, grow: 0.18, vx: 0.3, life: 60, col: color.RGBA{0x30, 0x30, 0x30, 0xff}})
}
