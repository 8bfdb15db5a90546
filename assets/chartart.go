package assets

import (
	"image"
	"image/color"
	"math"
	"sort"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"uboat/engine"
	"uboat/i18n"
)

// The theatre chart in chart-paper colours: buff land edged in sepia, pale sea with a
// lighter band of shallows along the coasts, a blue graticule, the five bases marked with
// an anchor and named in small capitals, the patrol areas named in italics.

// Chart colours.
var (
	ChartSea      = rgb(0xbf, 0xcf, 0xcc)
	ChartShallow  = rgb(0xd6, 0xe2, 0xdc)
	ChartLand     = rgb(0xe8, 0xdc, 0xbc)
	ChartCoast    = rgb(0x7a, 0x5e, 0x3c)
	ChartGrid     = rgb(0x8c, 0xa6, 0xae)
	ChartInk      = rgb(0x3a, 0x2c, 0x1e)
	ChartAreaInk  = rgb(0x2c, 0x4c, 0x6c)
	ChartTrackInk = rgb(0xa0, 0x38, 0x28)
)

// BaseNames are the chart names of the five bases in English: the engine's
// (engine.BaseNames, 4.7).
var BaseNames = engine.BaseNames

// chartBases are the bases the chart marks, in drawing order.
var chartBases = [...]string{"france", "norway", "germany", "mediterranean", "penang"}

// chartAreaLabel is an area's label on the chart in language l (catalogue area.<key>).
func chartAreaLabel(l i18n.Lang, key string) string { return l.T("area." + key) }

// chartBaseLabel is a base's label on the chart in language l (catalogue
// chart.base.<key>: "Italy" for the Mediterranean boats' base, 7.3.3).
func chartBaseLabel(l i18n.Lang, key string) string { return l.T("chart.base." + key) }

// chartUnlabelled are the areas with a place but no label of their own on the chart (each
// shares another's waters).
var chartUnlabelled = map[string]bool{"atlantic_wolfpack": true, "north_america_abwehr": true, "invasion": true}

// ChartLabels returns the chart's labels in language l: the areas' (every area the chart
// labels) and the bases'.
func ChartLabels(l i18n.Lang) (areas, bases []string) {
	for k := range Areas {
		if !chartUnlabelled[k] {
			areas = append(areas, chartAreaLabel(l, k))
		}
	}
	for _, k := range chartBases {
		bases = append(bases, chartBaseLabel(l, k))
	}
	return areas, bases
}

// Label writes s on the canvas centred on x with its baseline at y (a light halo under
// it), moved in from the canvas's edges when it would run over them.
func (c *Canvas) Label(s string, caps bool, size int, x, y float64, col color.RGBA, halo color.RGBA) {
	face := labelFace(caps, size)
	d := font.Drawer{Dst: c.Img, Face: face}
	w := d.MeasureString(s).Round()
	// centred on x, moved in to stand whole inside the neat line (a base at the chart's
	// edge, a longer name in another language)
	x0 := max(4, min(int(x)-w/2, c.Img.Bounds().Dx()-w-4))
	d.Src = image.NewUniform(halo)
	for _, o := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		d.Dot = fixed.P(x0+o[0], int(y)+o[1])
		d.DrawString(s)
	}
	d.Src = image.NewUniform(col)
	d.Dot = fixed.P(x0, int(y))
	d.DrawString(s)
}

// ChartCanvas draws the chart of a view at w×h, its labels in the current language
// (i18n.Current).
func ChartCanvas(w, h int, v ChartView) *Canvas {
	lang := i18n.Current()
	c := NewCanvas(w, h)
	c.Rect(0, 0, float32(w), float32(h), ChartSea)
	fw, fh := float64(w), float64(h)
	tx := func(x, y float32) (float32, float32) {
		px, py := v.XY(float64(x), float64(y), fw, fh)
		return float32(px), float32(py)
	}
	polys := make([][]float32, len(Land))
	for i, poly := range Land {
		p := make([]float32, len(poly))
		for k, val := range poly {
			p[k] = float32(val)
		}
		polys[i] = p
	}
	// shallows: the land grown by a few pixels in a lighter blue
	scale := fw / (v.East - v.West) // px per degree
	sh := float32(math.Max(2, math.Min(7, scale*0.8)))
	for _, p := range polys {
		for a := 0; a < 8; a++ {
			dx := sh * float32(math.Cos(float64(a)*math.Pi/4))
			dy := sh * float32(math.Sin(float64(a)*math.Pi/4))
			c.Poly(p, func(x, y float32) (float32, float32) { px, py := tx(x, y); return px + dx, py + dy }, ChartShallow)
		}
	}
	// graticule
	step := 15.0
	if v.East-v.West < 80 {
		step = 10
	}
	for lon := math.Ceil(v.West/step) * step; lon <= v.East; lon += step {
		x, _ := v.XY(lon, 0, fw, fh)
		c.Rect(float32(x), 0, 1, float32(h), ChartGrid)
	}
	for lat := math.Ceil(v.South/step) * step; lat <= v.North; lat += step {
		_, y := v.XY(0, lat, fw, fh)
		c.Rect(0, float32(y), float32(w), 1, ChartGrid)
	}
	// land edged in sepia
	for _, p := range polys {
		for a := 0; a < 8; a++ {
			dx := 1.2 * float32(math.Cos(float64(a)*math.Pi/4))
			dy := 1.2 * float32(math.Sin(float64(a)*math.Pi/4))
			c.Poly(p, func(x, y float32) (float32, float32) { px, py := tx(x, y); return px + dx, py + dy }, ChartCoast)
		}
	}
	for _, p := range polys {
		c.Poly(p, tx, ChartLand)
	}
	// the neat line
	c.Rect(0, 0, float32(w), 2, ChartCoast)
	c.Rect(0, float32(h)-2, float32(w), 2, ChartCoast)
	c.Rect(0, 0, 2, float32(h), ChartCoast)
	c.Rect(float32(w)-2, 0, 2, float32(h), ChartCoast)
	// patrol areas, once per name and position
	size := int(math.Max(labelMinSize, math.Min(labelMaxSize, scale*2.2)))
	keys := make([]string, 0, len(Areas))
	for k := range Areas {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if chartUnlabelled[k] {
			continue
		}
		p := Areas[k]
		if k == "bay_of_biscay" {
			p.Lon -= 6 // clear of the French bases
		}
		x, y := v.XY(p.Lon, p.Lat, fw, fh)
		if x < 20 || x > fw-20 || y < 14 || y > fh-8 {
			continue
		}
		c.Label(chartAreaLabel(lang, k), false, size, x, y-10, ChartAreaInk, ChartSea)
	}
	// the five bases
	for _, k := range chartBases {
		p := Bases[k]
		x, y := v.XY(p.Lon, p.Lat, fw, fh)
		if x < 0 || x > fw || y < 0 || y > fh {
			continue
		}
		anchor(c, float32(x), float32(y), 6)
		c.Label(chartBaseLabel(lang, k), true, size+1, x, y+20, ChartInk, ChartLand)
	}
	return c
}

// anchor draws an anchor symbol of radius r centred on x, y.
func anchor(c *Canvas, x, y, r float32) {
	c.Circle(x, y, r*1.5, ChartLand)
	c.Ring(x, y-r*0.9, r*0.28, r*0.18, ChartInk)
	c.Line(x, y-r*0.6, x, y+r, r*0.22, ChartInk)
	c.Line(x-r*0.5, y-r*0.3, x+r*0.5, y-r*0.3, r*0.2, ChartInk)
	c.Poly([]float32{x - r, y + r*0.2, x - r*0.7, y + r*0.1, x, y + r*1.1, x + r*0.7, y + r*0.1, x + r, y + r*0.2, x, y + r*1.35}, nil, ChartInk)
}
