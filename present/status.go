package present

import (
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
)

// TorpLetter is the one-letter tube marker of a torpedo kind.
func TorpLetter(t engine.Torp) string {
	switch t {
	case engine.G7a:
		return "a"
	case engine.G7e:
		return "e"
	case engine.G7aFaT:
		return "aF"
	case engine.G7eFaT:
		return "eF"
	case engine.Falke:
		return "Fk"
	case engine.Zaunkoenig, engine.Zaunkoenig2:
		return "Z"
	case engine.Mine:
		return "M"
	}
	return ""
}

// ReloadText lists reloads by kind with the tube letters (TorpLetter): "6: 4e 2a".
func ReloadText(l engine.Load) string {
	total := l.Total()
	var parts []string
	for k := engine.G7a; k <= engine.Mine; k++ {
		if l[k] > 0 {
			parts = append(parts, strconv.Itoa(l[k])+TorpLetter(k))
		}
	}
	if len(parts) == 0 {
		return strconv.Itoa(total)
	}
	return strconv.Itoa(total) + ": " + strings.Join(parts, " ")
}

// ---------------------------------------------------------------- the boat diagram

// diagramH is the height of the boat diagram on the status board.
const diagramH = 52.0

// sysSpot places a system on the diagram: a fraction of the length from the stern and
// of the height from the keel.
var sysSpot = map[string][2]float64{
	"aft_tube": {0.05, 0.45}, "fwd_tube_odd": {0.92, 0.35}, "fwd_tube_even": {0.92, 0.7},
	"electric_1": {0.16, 0.3}, "electric_2": {0.16, 0.7}, "diesel_1": {0.27, 0.3}, "diesel_2": {0.27, 0.7},
	"batteries": {0.6, 0.25}, "fuel_tanks": {0.7, 0.25}, "hydrophones": {0.84, 0.2}, "dive_planes": {0.97, 0.1},
	"radio": {0.5, 0.65}, "periscope": {0.5, 2.9}, "naxos": {0.45, 2.3}, "schnorchel": {0.56, 1.9},
	"flak": {0.36, 1.75}, "deck_gun": {0.67, 1.35},
}

var diagram *ebiten.Image

// drawBoatDiagram draws the boat in section at x, y, w wide: water in the hull up to the
// flooding level, a crack for each hull hit, and a lamp per system (green, amber, red).
func drawBoatDiagram(img *ebiten.Image, v *engine.View, bd *engine.Board, systems []engine.System, x, y, w float64) {
	fam := assets.Family(v.Type)
	sp := assets.Boat(fam, assets.Side, assets.Submerged, float32((w-20)/hullLen(fam)*0.82), false)
	b := sp.Img.Bounds()
	if diagram == nil || diagram.Bounds().Dx() < b.Dx() || diagram.Bounds().Dy() < b.Dy() {
		diagram = draw.NewTarget(max(int(w), b.Dx()), max(int(diagramH), b.Dy()))
	}
	diagram.Clear()
	op := &ebiten.DrawImageOptions{}
	diagram.DrawImage(sp.Img, op)
	hullTop := sp.WaterlineY - sp.PxPerM*2.6
	hullBot := float64(b.Dy())
	if bd.FloodingBoxes > 0 && v.Flooding > 0 {
		f := float64(v.Flooding) / float64(bd.FloodingBoxes)
		h := (hullBot - hullTop) * f
		wop := &ebiten.DrawImageOptions{Blend: ebiten.BlendSourceAtop}
		wop.GeoM.Scale(float64(b.Dx()), h)
		wop.GeoM.Translate(0, hullBot-h)
		wop.ColorScale.ScaleWithColor(color.RGBA{0x30, 0x78, 0xc0, 0xff})
		diagram.DrawImage(pixel(), wop)
	}
	for k := 0; bd.HullBoxes > 0 && k < v.Hull; k++ {
		cx := float32(20 + (k*61)%int(max(1, float64(b.Dx())-40)))
		cy := float32(hullTop + 4 + float64(k%3)*4)
		c := color.RGBA{0xff, 0x60, 0x40, 0xff}
		draw.StrokeLineF(diagram, cx, cy, cx+4, cy+4, 1.5, c, true)
		draw.StrokeLineF(diagram, cx+4, cy+4, cx+1, cy+8, 1.5, c, true)
		draw.StrokeLineF(diagram, cx+4, cy+4, cx+9, cy+6, 1.2, c, true)
	}
	dop := &ebiten.DrawImageOptions{}
	dop.GeoM.Translate(x, y)
	img.DrawImage(diagram, dop)
	bw, bh := float64(b.Dx()), sp.WaterlineY+sp.PxPerM*2.2
	for _, s := range systems {
		key := s.Key
		if k := strings.LastIndexByte(key, '_'); k > 0 && sysSpot[key] == [2]float64{} {
			if _, ok := sysSpot[key[:k]]; ok {
				key = key[:k]
			}
		}
		p, ok := sysSpot[key]
		if !ok {
			continue
		}
		lx, ly := x+p[0]*bw, y+bh-4-p[1]*(bh-4-hullTop)
		col := sysColor(s.State)
		if s.State == engine.SysOK {
			col = color.RGBA{0x3c, 0x70, 0x3c, 0xff}
		}
		draw.FillRect(img, draw.Rect{X: lx - 3.5, Y: ly - 3.5, W: 7, H: 7}, color.RGBA{0x08, 0x0c, 0x10, 0xff})
		draw.FillRect(img, draw.Rect{X: lx - 2.5, Y: ly - 2.5, W: 5, H: 5}, col)
	}
}

func hullLen(fam string) float64 {
	switch fam {
	case assets.FamIX, assets.FamXXI:
		return 77
	case assets.FamIXD:
		return 88
	case assets.FamXII:
		return 93
	}
	return 67
}

func pixel() *ebiten.Image { return assets.Pixel() }
