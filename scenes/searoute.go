package scenes

import (
	"math"
	"sync"

	"uboat/assets"
)

// seaWaypoints are open-sea points of the chart at which a transit leg may bend, so
// that the boxes between a base and a patrol area follow the way a boat would take —
// round Brittany, Spain, Scotland, Sicily or the Cape — instead of a straight line over
// the land of assets.Land. Degrees (longitude, latitude).
var seaWaypoints = []Pt{
	// Biscay, Iberia, Gibraltar and the western Mediterranean
	{-5.6, 48.3}, {-4.5, 49.2}, {-11, 43.5}, {-11, 39.5}, {-9.8, 36.3}, {-5.7, 35.9},
	{-3, 36.0}, {2, 37.8}, {5, 41.5}, {7, 39.5}, {12, 36.8},
	// west of Ireland, Rockall, north of Scotland, the Norwegian Sea, the North Cape
	{-12.5, 52}, {-13, 57}, {-6, 60}, {0, 61.5}, {3, 64}, {10, 68}, {22, 72.5},
	// the North Sea, the Skagerrak and the Kattegat
	{3, 56}, {8.5, 57.7}, {11.3, 57.0},
	// the western Atlantic south of Newfoundland
	{-50, 45},
	// round Africa to the Indian Ocean
	{-15, 5}, {5, -10}, {17, -36.5}, {25, -37}, {40, -30}, {55, -20},
	// from Penang: the Malacca Strait, west of Sumatra
	{98, 6.5}, {94, 5.8}, {100, -8},
}

// landPenalty is what a degree over land costs a route, against one at sea.
const landPenalty = 30

// legLen is the length of a–b in degrees of latitude (longitude shrunk by the cosine
// of the mean latitude).
func legLen(a, b Pt) float64 {
	c := math.Cos((a.Lat + b.Lat) / 2 * math.Pi / 180)
	return math.Hypot((b.Lon-a.Lon)*c, b.Lat-a.Lat)
}

// landBoxes are the bounding boxes of assets.Land's polygons (west, south, east, north).
var landBoxes = func() [][4]float64 {
	out := make([][4]float64, len(assets.Land))
	for i, p := range assets.Land {
		b := [4]float64{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
		for k := 0; k+1 < len(p); k += 2 {
			b[0], b[1] = math.Min(b[0], p[k]), math.Min(b[1], p[k+1])
			b[2], b[3] = math.Max(b[2], p[k]), math.Max(b[3], p[k+1])
		}
		out[i] = b
	}
	return out
}()

// onLand reports whether p lies inside one of assets.Land's polygons (even-odd rule).
func onLand(p Pt) bool {
	for i, poly := range assets.Land {
		b := landBoxes[i]
		if p.Lon < b[0] || p.Lon > b[2] || p.Lat < b[1] || p.Lat > b[3] {
			continue
		}
		in := false
		n := len(poly) / 2
		for j, k := 0, n-1; j < n; k, j = j, j+1 {
			xj, yj, xk, yk := poly[2*j], poly[2*j+1], poly[2*k], poly[2*k+1]
			if (yj > p.Lat) != (yk > p.Lat) && p.Lon < (xk-xj)*(p.Lat-yj)/(yk-yj)+xj {
				in = !in
			}
		}
		if in {
			return true
		}
	}
	return false
}

// landLength is how much of a–b lies over land, in the units of legLen, sampled about
// every 0.2°.
func landLength(a, b Pt) float64 {
	l := legLen(a, b)
	n := max(2, int(l/0.2))
	over := 0
	for i := 0; i < n; i++ {
		f := (float64(i) + 0.5) / float64(n)
		if onLand(Pt{a.Lon + (b.Lon-a.Lon)*f, a.Lat + (b.Lat-a.Lat)*f}) {
			over++
		}
	}
	return l * float64(over) / float64(n)
}

// SeaRoute returns the way from a to b on the chart: a, the sea waypoints it bends at,
// and b. It is the shortest by length plus landPenalty times the length over land
// (Dijkstra over a, b and seaWaypoints), so a leg goes round land where it can and
// crosses it only where no way round is shorter (a base up an estuary, the Kiel Canal).
func SeaRoute(a, b Pt) []Pt {
	if landLength(a, b) == 0 {
		return []Pt{a, b}
	}
	nodes := make([]Pt, 0, len(seaWaypoints)+2)
	nodes = append(nodes, a, b)
	nodes = append(nodes, seaWaypoints...)
	n := len(nodes)
	wc := waypointCosts()
	cost := func(u, v int) float64 {
		if u >= 2 && v >= 2 {
			return wc[u-2][v-2]
		}
		return legLen(nodes[u], nodes[v]) + landPenalty*landLength(nodes[u], nodes[v])
	}
	dist := make([]float64, n)
	prev := make([]int, n)
	done := make([]bool, n)
	for i := range dist {
		dist[i], prev[i] = math.Inf(1), -1
	}
	dist[0] = 0
	for {
		u := -1
		for i := range nodes {
			if !done[i] && (u < 0 || dist[i] < dist[u]) {
				u = i
			}
		}
		if u < 0 || u == 1 || math.IsInf(dist[u], 1) {
			break
		}
		done[u] = true
		for v := range nodes {
			if done[v] {
				continue
			}
			if d := dist[u] + cost(u, v); d < dist[v] {
				dist[v], prev[v] = d, u
			}
		}
	}
	var rev []Pt
	for v := 1; v >= 0; v = prev[v] {
		rev = append(rev, nodes[v])
	}
	out := make([]Pt, len(rev))
	for i := range rev {
		out[i] = rev[len(rev)-1-i]
	}
	return out
}

// waypointCosts are the costs of the legs between two sea waypoints (length plus
// landPenalty times the length over land), worked out once.
var waypointCosts = sync.OnceValue(func() [][]float64 {
	n := len(seaWaypoints)
	c := make([][]float64, n)
	for i := range c {
		c[i] = make([]float64, n)
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			a, b := seaWaypoints[i], seaWaypoints[j]
			c[i][j] = legLen(a, b) + landPenalty*landLength(a, b)
			c[j][i] = c[i][j]
		}
	}
	return c
})

// pointAlong returns the point at fraction f (0–1) of the length of the polyline.
func pointAlong(route []Pt, f float64) Pt {
	total := 0.0
	for i := 1; i < len(route); i++ {
		total += legLen(route[i-1], route[i])
	}
	want := f * total
	for i := 1; i < len(route); i++ {
		l := legLen(route[i-1], route[i])
		if want <= l || i == len(route)-1 {
			g := 0.0
			if l > 0 {
				g = math.Min(1, want/l)
			}
			a, b := route[i-1], route[i]
			return Pt{a.Lon + (b.Lon-a.Lon)*g, a.Lat + (b.Lat-a.Lat)*g}
		}
		want -= l
	}
	return route[0]
}
