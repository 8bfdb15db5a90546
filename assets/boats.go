package assets

import (
	"image"
	"image/color"
	"math"
	"strings"
	"sync"
)

// U-boat families, side and top view, each surfaced, running on the schnorchel or
// submerged. The hulls are generated from a few measurements per family (metres), drawn
// for this game: x from the stern (0) to the bow, y up from the surfaced waterline.

// Families.
const (
	FamVII  = "VII"
	FamIX   = "IX"
	FamIXD  = "IXD"
	FamXIV  = "X/XIV"
	FamXII  = "XII"
	FamXXI  = "XXI"
	numFams = 6
)

// Families lists every family.
var Families = [numFams]string{FamVII, FamIX, FamIXD, FamXIV, FamXII, FamXXI}

// Boat states.
type BoatState int

// The three states a boat is drawn in.
const (
	Surfaced BoatState = iota
	Schnorchel
	Submerged
	numStates
)

// States lists the boat states.
var States = [numStates]BoatState{Surfaced, Schnorchel, Submerged}

func (s BoatState) String() string {
	return [...]string{"surfaced", "schnorchel", "submerged"}[s]
}

// Views.
type View int

// Side and top views.
const (
	Side View = iota
	Top
)

// Family returns the family of an engine boat type ("VIIC/41" → VII, "IXD-2" → IXD,
// "XB" and "XIV" → X/XIV …); VII when unknown.
func Family(boatType string) string {
	t := strings.ToUpper(strings.TrimSpace(boatType))
	switch {
	case strings.HasPrefix(t, "XXI"):
		return FamXXI
	case strings.HasPrefix(t, "XIV"), strings.HasPrefix(t, "XB"), t == "X":
		return FamXIV
	case strings.HasPrefix(t, "XII"):
		return FamXII
	case strings.HasPrefix(t, "IXD"):
		return FamIXD
	case strings.HasPrefix(t, "IX"):
		return FamIX
	}
	return FamVII
}

// hullSpec is one family's measurements.
type hullSpec struct {
	L, beam      float32 // length and beam
	deck, keel   float32 // casing height above and keel depth below the waterline
	towerX, towL float32 // tower aft end and length
	towH         float32 // tower top above the waterline
	winter       bool    // a flak platform (Wintergarten) aft of the tower
	guns         []float32
	streamlined  bool // Type XXI: smooth hull and tower, no deck guns
	stubby       bool // Type XIV/XB: deep, beamy hull
}

var hulls = map[string]hullSpec{
	FamVII:  {L: 67, beam: 6.2, deck: 2.6, keel: 2.2, towerX: 27, towL: 11, towH: 7.4, winter: true, guns: []float32{44}},
	FamIX:   {L: 76.5, beam: 6.8, deck: 2.9, keel: 2.4, towerX: 31, towL: 12, towH: 7.8, winter: true, guns: []float32{51}},
	FamIXD:  {L: 87.5, beam: 7.5, deck: 3.0, keel: 2.6, towerX: 36, towL: 12.5, towH: 8.0, winter: true, guns: []float32{59}},
	FamXIV:  {L: 67, beam: 9.4, deck: 3.4, keel: 3.2, towerX: 26, towL: 12, towH: 8.2, winter: true, stubby: true},
	FamXII:  {L: 93, beam: 7.2, deck: 3.0, keel: 2.6, towerX: 38, towL: 13, towH: 8.2, winter: true, guns: []float32{28, 63}},
	FamXXI:  {L: 76.7, beam: 6.6, deck: 2.4, keel: 3.4, towerX: 29, towL: 15, towH: 8.4, streamlined: true},
	"enemy": {L: 70, beam: 6.5, deck: 2.6, keel: 2.2, towerX: 29, towL: 11, towH: 7, guns: []float32{47}},
}

// sidePolys returns the side-view polygons of a family in a state.
func sidePolys(fam string, st BoatState) [][]float32 {
	h, ok := hulls[fam]
	if !ok {
		h = hulls[FamVII]
	}
	L, d, k := h.L, h.deck, h.keel
	var ps [][]float32
	// hull: casing deck, raked bow, keel, rounded stern
	if h.streamlined {
		ps = append(ps, []float32{0, 0.2, 0.05 * L, d * 0.8, 0.2 * L, d, 0.85 * L, d, 0.95 * L, d * 0.8, L, d * 0.2,
			0.99 * L, -k * 0.4, 0.93 * L, -k * 0.9, 0.8 * L, -k, 0.2 * L, -k, 0.06 * L, -k * 0.6, 0.01 * L, -k * 0.2})
	} else {
		sh := float32(1)
		if h.stubby {
			sh = 1.15
		}
		ps = append(ps, []float32{0, 0.3, 0.09 * L, d, 0.86 * L, d, 0.955 * L, d * 0.92, L, d * 0.5,
			0.985 * L, -k * 0.3 * sh, 0.95 * L, -k * 0.8, 0.8 * L, -k, 0.22 * L, -k, 0.07 * L, -k * 0.75, 0.02 * L, -k * 0.3})
		// saddle tanks bulge
		ps = append(ps, []float32{0.25 * L, -0.2, 0.7 * L, -0.2, 0.72 * L, -k * 0.55 * sh, 0.24 * L, -k * 0.55 * sh})
	}
	// tower
	tx, tl, th := h.towerX, h.towL, h.towH
	if h.streamlined {
		ps = append(ps, []float32{tx, d, tx + tl, d, tx + tl*0.92, th - 1.2, tx + tl*0.78, th, tx + tl*0.3, th, tx + tl*0.05, th - 2.4})
		// the twin flak turrets fore and aft on the tower
		ps = append(ps, rect(tx+tl*0.05, th-2.9, tx+tl*0.2, th-1.9), line(tx+tl*0.12, th-2.3, tx-2.5, th-2.0, 0.3))
		ps = append(ps, rect(tx+tl*0.82, th-1.2, tx+tl*0.95, th-0.3), line(tx+tl*0.9, th-0.8, tx+tl+2.5, th-0.5, 0.3))
	} else {
		ps = append(ps, []float32{tx, d, tx + tl, d, tx + tl*0.92, th - 0.4, tx + tl*0.58, th, tx + tl*0.2, th, tx + tl*0.05, th - 1.4})
		if h.winter {
			ps = append(ps, rect(tx-tl*0.45, d+1.6, tx+0.2, d+2.9))
			ps = append(ps, line(tx-tl*0.35, d+2.9, tx-tl*0.35, d+4.2, 0.35), line(tx-tl*0.45, d+4.2, tx, d+4.2, 0.2))
		}
		// net cutter and jumping wires
		ps = append(ps, line(0.88*L, d, 0.945*L, d+2.6, 0.35))
		ps = append(ps, line(0.06*L, d*0.8, tx+tl*0.55, th+3.2, 0.12), line(tx+tl*0.7, th+2.2, 0.945*L, d+2.6, 0.12))
	}
	for _, gx := range h.guns {
		ps = append(ps, rect(gx, d, gx+1.8, d+1.5), line(gx+1.6, d+0.9, gx+6, d+1.15, 0.45))
	}
	// masts: periscopes raised when at periscope depth / schnorchel, lowered submerged
	px := tx + tl*0.55
	switch st {
	case Surfaced:
		ps = append(ps, line(px, th, px, th+3.2, 0.45), line(px+1.4, th, px+1.4, th+2.0, 0.35))
	case Schnorchel:
		ps = append(ps, line(px, th, px, th+5.5, 0.4), line(px+1.4, th, px+1.4, th+4.5, 0.35))
		// the schnorchel mast, raised forward of the tower, with its head
		sx := tx + tl + 0.8
		ps = append(ps, line(sx, d, sx+0.5, th+6.5, 0.7), rect(sx-0.2, th+6.2, sx+1.4, th+7.4))
	case Submerged:
		ps = append(ps, line(px, th, px, th+0.8, 0.45))
	}
	return ps
}

// topPolys returns the plan view (from above): bow to the right, beam along y.
func topPolys(fam string) [][]float32 {
	h, ok := hulls[fam]
	if !ok {
		h = hulls[FamVII]
	}
	L, b := h.L, h.beam/2
	var ps [][]float32
	if h.streamlined {
		ps = append(ps, []float32{0, 0, 0.06 * L, -b * 0.6, 0.25 * L, -b, 0.8 * L, -b, 0.95 * L, -b * 0.6, L, 0,
			0.95 * L, b * 0.6, 0.8 * L, b, 0.25 * L, b, 0.06 * L, b * 0.6})
	} else {
		ps = append(ps, []float32{0, 0, 0.1 * L, -b * 0.7, 0.3 * L, -b, 0.68 * L, -b, 0.88 * L, -b * 0.55, L, 0,
			0.88 * L, b * 0.55, 0.68 * L, b, 0.3 * L, b, 0.1 * L, b * 0.7})
	}
	tx, tl := h.towerX, h.towL
	tw := b * 0.55
	ps = append(ps, []float32{tx, -tw * 0.8, tx + tl*0.7, -tw, tx + tl, 0, tx + tl*0.7, tw, tx, tw * 0.8, tx - 0.5, 0})
	if h.winter {
		ps = append(ps, []float32{tx - tl*0.45, -tw * 0.6, tx, -tw * 0.8, tx, tw * 0.8, tx - tl*0.45, tw * 0.6})
	}
	for _, gx := range h.guns {
		ps = append(ps, rect(gx, -0.6, gx+1.8, 0.6), line(gx+1.6, 0, gx+6, 0, 0.35))
	}
	return ps
}

// Tones of the boat art.
var (
	BoatGrey      = color.RGBA{0x6c, 0x74, 0x7c, 0xff}
	BoatRim       = color.RGBA{0xa8, 0xb2, 0xb8, 0xff}
	BoatShadow    = color.RGBA{0x1e, 0x26, 0x2e, 0xff}
	BoatDeck      = color.RGBA{0x84, 0x8c, 0x92, 0xff}
	submergedTint = color.RGBA{0x3c, 0x58, 0x68, 0xff}
)

// BoatImage draws a family in a view and state at pxPerM: the CPU image and, for the
// side view, where its stern and surfaced waterline lie (pixels).
func BoatImage(fam string, v View, st BoatState, pxPerM float32) (img *image.RGBA, sternX, waterY float64) {
	if _, ok := hulls[fam]; !ok {
		fam = FamVII
	}
	const pad = 3
	if v == Top {
		ps := topPolys(fam)
		minX, minY, maxX, maxY := boundsOf(ps)
		w := int(math.Ceil(float64((maxX-minX)*pxPerM))) + 2*pad
		hh := int(math.Ceil(float64((maxY-minY)*pxPerM))) + 2*pad
		c := NewCanvas(w, hh)
		tx := func(x, y float32) (float32, float32) { return (x-minX)*pxPerM + pad, (y-minY)*pxPerM + pad }
		body, deck := BoatGrey, BoatDeck
		switch st {
		case Schnorchel:
			body, deck = Fade(Mix(BoatGrey, submergedTint, 0.5), 0.6), Fade(Mix(BoatDeck, submergedTint, 0.5), 0.6)
		case Submerged:
			body, deck = Fade(submergedTint, 0.45), Fade(submergedTint, 0.45)
		}
		c.Poly(ps[0], tx, body)
		// the casing deck: a narrower lighter strip
		h := hulls[fam]
		c.Poly(rect(0.08*h.L, -h.beam*0.12, 0.9*h.L, h.beam*0.12), tx, deck)
		for _, p := range ps[1:] {
			c.Poly(p, tx, Mix(body, BoatShadow, 0.5))
		}
		if st == Schnorchel {
			sx, sy := tx(h.towerX+h.towL+0.8, 0)
			c.Circle(sx, sy, 1.2*pxPerM, color.RGBA{0x20, 0x24, 0x28, 0xff})
		}
		return c.Img, float64(-minX*pxPerM + pad), float64(-minY*pxPerM + pad)
	}
	ps := sidePolys(fam, st)
	minX, minY, maxX, maxY := boundsOf(ps)
	if st == Surfaced {
		minY = -0.6 // only what shows above the sea
	}
	w := int(math.Ceil(float64((maxX-minX)*pxPerM))) + 2*pad
	hh := int(math.Ceil(float64((maxY-minY)*pxPerM))) + 2*pad
	c := NewCanvas(w, hh)
	tx := func(x, y float32) (float32, float32) { return (x-minX)*pxPerM + pad, (maxY-y)*pxPerM + pad }
	body, rim := BoatGrey, BoatRim
	if st != Surfaced {
		body, rim = Mix(BoatGrey, submergedTint, 0.45), Mix(BoatRim, submergedTint, 0.5)
	}
	rimmed(c, ps, tx, body, rim, pxPerM)
	if st != Surfaced {
		// the pressure-hull seam and the waterline mark
		h := hulls[fam]
		c.Poly(line(0.08*h.L, -h.keel*0.05, 0.94*h.L, -h.keel*0.05, 0.12), tx, Mix(body, BoatShadow, 0.5))
	}
	return c.Img, float64(-minX*pxPerM + pad), float64(maxY*pxPerM + pad)
}

// rimmed fills a silhouette with a light top rim: the shape in the rim colour, then the
// body colour shifted down about a pixel.
func rimmed(c *Canvas, ps [][]float32, tx func(x, y float32) (float32, float32), body, rim color.RGBA, pxPerM float32) {
	off := float32(math.Max(0.8, math.Min(2, float64(pxPerM)*0.25)))
	for _, p := range ps {
		c.Poly(p, tx, rim)
	}
	for _, p := range ps {
		c.Poly(p, func(x, y float32) (float32, float32) { a, b := tx(x, y); return a, b + off }, body)
	}
}

func boundsOf(ps [][]float32) (minX, minY, maxX, maxY float32) {
	minX, minY, maxX, maxY = 1e9, 1e9, -1e9, -1e9
	for _, p := range ps {
		for i := 0; i+1 < len(p); i += 2 {
			minX, maxX = min(minX, p[i]), max(maxX, p[i])
			minY, maxY = min(minY, p[i+1]), max(maxY, p[i+1])
		}
	}
	return
}

type boatKey struct {
	fam   string
	v     View
	st    BoatState
	pxPer float32
	flip  bool
}

var (
	boatMu    sync.Mutex
	boatCache = map[boatKey]*Sprite{}
)

// Boat returns the cached sprite of a family, view and state (facing right, or left
// when flip). Side sprites put SternX/WaterlineY at the stern on the surfaced waterline;
// top sprites at the stern on the centre line.
func Boat(fam string, v View, st BoatState, pxPerM float32, flip bool) *Sprite {
	k := boatKey{fam, v, st, pxPerM, flip}
	boatMu.Lock()
	if s := boatCache[k]; s != nil {
		boatMu.Unlock()
		return s
	}
	boatMu.Unlock()
	img, sx, wy := BoatImage(fam, v, st, pxPerM)
	if flip {
		flipH(img)
		sx = float64(img.Rect.Dx()) - sx
	}
	s := &Sprite{Img: newGPUImage(img), SternX: sx, WaterlineY: wy, PxPerM: float64(pxPerM)}
	boatMu.Lock()
	boatCache[k] = s
	boatMu.Unlock()
	return s
}

func flipH(img *image.RGBA) {
	w := img.Rect.Dx()
	for y := 0; y < img.Rect.Dy(); y++ {
		row := img.Pix[y*img.Stride : y*img.Stride+4*w]
		for a, b := 0, w-1; a < b; a, b = a+1, b-1 {
			for k := 0; k < 4; k++ {
				row[4*a+k], row[4*b+k] = row[4*b+k], row[4*a+k]
			}
		}
	}
}
