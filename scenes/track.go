package scenes

import (
	"math"

	"uboat/assets"
)

// Pt is a chart position (degrees).
type Pt struct{ Lon, Lat float64 }

// TrackLayout places the boxes of a patrol track on the chart: boxes named after an area
// sit at that area (a run of them spread across it), transit boxes are spaced evenly
// between their neighbours, and the outbound and homebound legs are drawn side by side.
// base is the departure base key (France when unknown).
func TrackLayout(base string, track []string) []Pt {
	n := len(track)
	out := make([]Pt, n)
	if n == 0 {
		return out
	}
	home, ok := assets.Bases[base]
	if !ok {
		home = assets.Bases["france"]
	}
	anchored := make([]bool, n)
	for i, k := range track {
		if p, ok := assets.Areas[k]; ok {
			out[i] = Pt{p.Lon, p.Lat}
			anchored[i] = true
		}
	}
	// the station: the longest run of one anchored key
	runStart, runLen := -1, 0
	for i := 0; i < n; {
		j := i
		for j < n && anchored[j] && track[j] == track[i] {
			j++
		}
		if j-i > runLen && anchored[i] {
			runStart, runLen = i, j-i
		}
		if j == i {
			j++
		}
		i = j
	}
	// spread runs of the same anchored key across their area
	for i := 0; i < n; {
		j := i
		for j < n && anchored[j] && track[j] == track[i] {
			j++
		}
		if j-i > 1 {
			a := out[i]
			dx, dy := a.Lon-home.Lon, a.Lat-home.Lat
			l := math.Hypot(dx, dy)
			if l == 0 {
				dx, dy, l = 1, 0, 1
			}
			px, py := -dy/l, dx/l // perpendicular to the way out
			for k := i; k < j; k++ {
				off := (float64(k-i) - float64(j-i-1)/2) * 4
				out[k] = Pt{a.Lon + px*off, a.Lat + py*off}
			}
		}
		if j == i {
			j++
		}
		i = j
	}
	// transit boxes: evenly between the anchors (or the base) on either side
	for i := 0; i < n; i++ {
		if anchored[i] {
			continue
		}
		pi, pp := -1, Pt{home.Lon, home.Lat}
		for k := i - 1; k >= 0; k-- {
			if anchored[k] {
				pi, pp = k, out[k]
				break
			}
		}
		ni, np := n, Pt{home.Lon, home.Lat}
		for k := i + 1; k < n; k++ {
			if anchored[k] {
				ni, np = k, out[k]
				break
			}
		}
		f := float64(i-pi) / float64(ni-pi)
		out[i] = Pt{pp.Lon + (np.Lon-pp.Lon)*f, pp.Lat + (np.Lat-pp.Lat)*f}
	}
	// legs side by side: outbound shifted one way, homebound the other
	if runStart >= 0 {
		st := out[runStart]
		dx, dy := st.Lon-home.Lon, st.Lat-home.Lat
		l := math.Hypot(dx, dy)
		if l > 0 {
			px, py := -dy/l*1.2, dx/l*1.2
			for i := 0; i < runStart; i++ {
				out[i].Lon -= px
				out[i].Lat -= py
			}
			for i := runStart + runLen; i < n; i++ {
				out[i].Lon += px
				out[i].Lat += py
			}
		}
	}
	return out
}

// TrackView returns the part of the chart to show for a track: the base and every box
// with a margin, at least minLat degrees tall, widened or heightened to the aspect
// ratio (width/height) of the chart on screen.
func TrackView(base string, pts []Pt, aspect float64) assets.ChartView {
	home, ok := assets.Bases[base]
	if !ok {
		home = assets.Bases["france"]
	}
	w, e, s, n := home.Lon, home.Lon, home.Lat, home.Lat
	for _, p := range pts {
		w, e = math.Min(w, p.Lon), math.Max(e, p.Lon)
		s, n = math.Min(s, p.Lat), math.Max(n, p.Lat)
	}
	const margin, minLat = 6.0, 28.0
	w, e, s, n = w-margin, e+margin, s-margin, n+margin
	if n-s < minLat {
		c := (n + s) / 2
		s, n = c-minLat/2, c+minLat/2
	}
	if (e-w)/(n-s) < aspect {
		c, half := (e+w)/2, (n-s)*aspect/2
		w, e = c-half, c+half
	} else {
		c, half := (n+s)/2, (e-w)/aspect/2
		s, n = c-half, c+half
	}
	return assets.ChartView{West: w, East: e, South: s, North: n}
}
