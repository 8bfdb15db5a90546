package scenes

import (
	"math"

	"uboat/assets"
)

// Pt is a chart position (degrees).
type Pt struct{ Lon, Lat float64 }

// TrackLayout places the boxes of a patrol track on the chart: boxes named after an area
// sit at that area (a run of them spread across it), transit boxes are spaced evenly
// along the way by sea between their neighbours (SeaRoute), and the outbound and
// homebound legs are drawn side by side.
// base is the departure base key (France when unknown).
func TrackLayout(base string, track []string) []Pt { return TrackLayoutTo(base, base, track) }

// TrackLayoutTo is TrackLayout for a patrol that ends at another base than it left
// (ret: a boat sent into the Mediterranean stays there, 7.2; Penang boats sail for
// Europe): the homebound transit boxes lead to ret ("" for base).
func TrackLayoutTo(base, ret string, track []string) []Pt {
	n := len(track)
	out := make([]Pt, n)
	if n == 0 {
		return out
	}
	home, ok := assets.Bases[base]
	if !ok {
		home = assets.Bases["france"]
	}
	end, ok := assets.Bases[ret]
	if !ok {
		end = home
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
			// 4° apart, closer where that would put a box on land (Bear Island, a coast);
			// in a narrow sea (the Channel) a box still ashore comes in towards the area
			for _, step := range []float64{4, 3, 2, 1.5} {
				dry := true
				for k := i; k < j; k++ {
					off := (float64(k-i) - float64(j-i-1)/2) * step
					out[k] = Pt{a.Lon + px*off, a.Lat + py*off}
					dry = dry && !onLand(out[k])
				}
				if dry {
					break
				}
			}
			for k := i; k < j; k++ {
				for f := 0.8; f > 0.1 && onLand(out[k]); f -= 0.2 {
					out[k] = Pt{a.Lon + (out[k].Lon-a.Lon)*f, a.Lat + (out[k].Lat-a.Lat)*f}
				}
			}
		}
		if j == i {
			j++
		}
		i = j
	}
	// transit boxes: evenly along the way by sea between the anchors (or the base) on
	// either side (SeaRoute: round the land, not over it)
	routes := map[[2]int][]Pt{}
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
		ni, np := n, Pt{end.Lon, end.Lat}
		for k := i + 1; k < n; k++ {
			if anchored[k] {
				ni, np = k, out[k]
				break
			}
		}
		r, ok := routes[[2]int{pi, ni}]
		if !ok {
			r = SeaRoute(pp, np)
			routes[[2]int{pi, ni}] = r
		}
		out[i] = pointAlong(r, float64(i-pi)/float64(ni-pi))
	}
	// legs side by side: outbound shifted one way, homebound the other
	if runStart >= 0 {
		st := out[runStart]
		dx, dy := st.Lon-home.Lon, st.Lat-home.Lat
		l := math.Hypot(dx, dy)
		if l > 0 {
			px, py := -dy/l*1.2, dx/l*1.2
			for i := 0; i < runStart; i++ {
				out[i] = shiftAtSea(out[i], -px, -py)
			}
			for i := runStart + runLen; i < n; i++ {
				out[i] = shiftAtSea(out[i], px, py)
			}
		}
	}
	return out
}

// TrackLegs returns the way to each box by sea: legs[i] runs from box i−1 (the base for
// box 0) to box i, bending round land (SeaRoute). The chart draws the track and moves
// the boat along them.
func TrackLegs(base string, pts []Pt) [][]Pt {
	home, ok := assets.Bases[base]
	if !ok {
		home = assets.Bases["france"]
	}
	legs := make([][]Pt, len(pts))
	prev := Pt{home.Lon, home.Lat}
	for i, p := range pts {
		legs[i] = SeaRoute(prev, p)
		prev = p
	}
	return legs
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

// shiftAtSea moves p by (dx, dy) degrees, or by half as much, or not at all: whichever
// comes first that does not put a box at sea onto land.
func shiftAtSea(p Pt, dx, dy float64) Pt {
	if onLand(p) {
		return Pt{p.Lon + dx, p.Lat + dy}
	}
	for _, f := range []float64{1, 0.5} {
		if q := (Pt{p.Lon + dx*f, p.Lat + dy*f}); !onLand(q) {
			return q
		}
	}
	return p
}
