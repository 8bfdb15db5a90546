package assets

// Silhouettes of ships, submarines and aircraft, drawn for this game as polygons in
// metres: x from the stern (0) to the bow (Length), y up from the waterline (0), so a
// sprite faces right. Each shape is a handful of filled polygons; Render in sprites.go
// turns one into an image.

// Silhouette names.
const (
	SilCoaster     = "coaster"         // small freighter
	SilFreighter   = "freighter"       // large freighter
	SilTanker      = "tanker"          // tanker
	SilDestroyer   = "destroyer"       // escort
	SilCorvette    = "corvette"        // escort
	SilBattleship  = "battleship"      // capital ship BB
	SilCarrier     = "carrier"         // capital ship CV
	SilEscortCV    = "escort_carrier"  // capital ship CVE
	SilCruiser     = "cruiser"         // capital ship CA
	SilSubmarine   = "submarine"       // enemy submarine
	SilUboat       = "uboat"           // our boat
	SilBomber      = "bomber"          // four-engined patrol aircraft, side view
	SilUboatSubmer = "uboat_submerged" // the boat seen in the depth-charge cross-section
	SilFrigate     = "frigate"         // escort
	SilBomberSide  = "bomber_side"     // four-engined patrol aircraft, side view
	SilPlane       = "carrier_plane"   // single-engined carrier aircraft, side view
	SilPlaneTop    = "carrier_plane_top"
)

// ShipNames lists the surface silhouettes (ships and the enemy submarine).
var ShipNames = []string{SilCoaster, SilFreighter, SilTanker, SilCorvette, SilFrigate, SilDestroyer,
	SilBattleship, SilCarrier, SilEscortCV, SilCruiser, SilSubmarine}

// AircraftNames lists the aircraft silhouettes.
var AircraftNames = []string{SilBomber, SilBomberSide, SilPlane, SilPlaneTop}

// Shape is one silhouette: its length and polygons (x, y pairs in metres).
type Shape struct {
	Name   string
	Length float32
	Polys  [][]float32
}

// Bounds returns the shape's extent in metres.
func (s *Shape) Bounds() (minX, minY, maxX, maxY float32) {
	minX, minY, maxX, maxY = 1e9, 1e9, -1e9, -1e9
	for _, p := range s.Polys {
		for i := 0; i+1 < len(p); i += 2 {
			minX, maxX = min(minX, p[i]), max(maxX, p[i])
			minY, maxY = min(minY, p[i+1]), max(maxY, p[i+1])
		}
	}
	return
}

func rect(x0, y0, x1, y1 float32) []float32 { return []float32{x0, y0, x1, y0, x1, y1, x0, y1} }

// line is a thin quadrilateral from (x0,y0) to (x1,y1) of width w (masts, derricks, guns).
func line(x0, y0, x1, y1, w float32) []float32 {
	dx, dy := x1-x0, y1-y0
	l := sqrt32(dx*dx + dy*dy)
	if l == 0 {
		return rect(x0, y0, x0+w, y0+w)
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	return []float32{x0 + nx, y0 + ny, x1 + nx, y1 + ny, x1 - nx, y1 - ny, x0 - nx, y0 - ny}
}

func sqrt32(v float32) float32 {
	// Newton's method is plenty for silhouette geometry (no math import for float32).
	if v <= 0 {
		return 0
	}
	x := v
	for i := 0; i < 20; i++ {
		x = (x + v/x) / 2
	}
	return x
}

// Shapes holds every silhouette by name.
var Shapes = map[string]*Shape{
	SilCoaster: {Name: SilCoaster, Length: 70, Polys: [][]float32{
		{0, 5, 10, 5, 10, 4, 55, 4, 55, 6, 70, 7, 67, -2, 3, -2, 0, 2},
		rect(30, 4, 40, 10), rect(32, 10, 38, 12.5),
		{41, 4, 45.5, 4, 46.5, 14, 42, 14},
		line(15, 4, 15, 19, 0.7), line(60, 6, 60, 19, 0.7),
		line(15.2, 15, 24, 4.5, 0.45), line(60, 15, 51, 4.5, 0.45),
	}},
	SilFreighter: {Name: SilFreighter, Length: 135, Polys: [][]float32{
		{0, 8, 18, 8, 18, 6, 100, 6, 100, 9, 135, 10, 131, -3, 4, -3, 0, 3},
		rect(55, 6, 76, 14), rect(58, 14, 73, 18), rect(62, 18, 69, 21.5),
		{66, 18, 71, 18, 72.5, 27, 67.5, 27},
		line(30, 6, 30, 30, 0.9), line(45, 6, 45, 27, 0.9), line(88, 6, 88, 30, 0.9), line(112, 9, 112, 27, 0.9),
		line(30, 24, 40, 6.5, 0.5), line(45, 22, 52, 6.5, 0.5), line(88, 24, 80, 6.5, 0.5), line(112, 22, 122, 9.5, 0.5),
		rect(26, 6, 34, 8), rect(84, 6, 92, 8),
	}},
	SilTanker: {Name: SilTanker, Length: 150, Polys: [][]float32{
		{0, 7, 25, 7, 25, 4, 125, 4, 125, 7, 150, 8, 147, -3, 3, -3, 0, 2},
		rect(4, 7, 23, 15), rect(7, 15, 20, 17.5),
		{10, 17.5, 17, 17.5, 18.5, 26, 11.5, 26},
		rect(70, 4, 83, 12), rect(72, 12, 81, 15.5),
		rect(23, 8.6, 70, 9.4), rect(83, 8.6, 125, 9.4),
		line(76, 15.5, 76, 25, 0.7), line(136, 8, 136, 20, 0.7),
	}},
	SilDestroyer: {Name: SilDestroyer, Length: 110, Polys: [][]float32{
		{0, 3, 62, 3, 62, 5, 96, 5.5, 110, 7.5, 106, -2, 2, -2, 0, 1},
		rect(72, 5, 83, 11), rect(74, 11, 81, 14),
		line(79, 14, 79, 27, 0.8), line(79, 22, 74, 11, 0.5),
		{55, 4, 61, 4, 62, 13, 56, 13}, {41, 3, 47, 3, 48, 12, 42, 12},
		rect(88, 5.5, 94, 8), line(94, 7, 100, 7.4, 0.7),
		rect(14, 3, 20, 5.6), line(14, 4.6, 8, 5, 0.7),
		rect(26, 3, 31, 5), rect(1, 3, 5, 4.2),
	}},
	SilCorvette: {Name: SilCorvette, Length: 62, Polys: [][]float32{
		{0, 3, 38, 3, 38, 5, 62, 7, 59, -2, 2, -2, 0, 1},
		rect(36, 5, 45, 10), rect(38, 10, 44, 12),
		{27, 3, 32.5, 3, 33.5, 11.5, 28, 11.5},
		line(48, 5.5, 48, 21, 0.7),
		rect(52, 6.2, 55, 8.2), line(55, 7.4, 59.5, 7.8, 0.6),
		rect(12, 3, 16, 5.2),
	}},
	SilBattleship: {Name: SilBattleship, Length: 230, Polys: [][]float32{
		{0, 8, 140, 8, 140, 9, 230, 11, 224, -4, 5, -4, 0, 4},
		rect(165, 10, 180, 15), line(180, 12.5, 201, 13.2, 1.2),
		rect(145, 10, 161, 17.5), line(161, 15.5, 180, 16.2, 1.2),
		rect(44, 8, 60, 13.5), line(44, 11, 24, 11.7, 1.2),
		rect(104, 9, 131, 22), rect(109, 22, 126, 32), rect(113, 32, 122, 40),
		{85, 9, 98, 9, 97, 27, 87, 27},
		rect(64, 8, 82, 18), line(120, 40, 120, 53, 1.0), line(74, 18, 74, 36, 0.9),
	}},
	SilCarrier: {Name: SilCarrier, Length: 230, Polys: [][]float32{
		{0, 8, 230, 10, 224, -4, 5, -4, 0, 4},
		rect(8, 8, 222, 16.5),
		{-3, 16.5, 226, 16.5, 233, 18.5, -3, 18.8},
		rect(140, 18.5, 166, 30), rect(145, 30, 161, 35),
		{148, 35, 158, 35, 158, 41, 149, 41},
		line(153, 41, 153, 49, 0.9),
	}},
	SilEscortCV: {Name: SilEscortCV, Length: 150, Polys: [][]float32{
		{0, 7, 150, 8, 146, -3, 4, -3, 0, 3},
		rect(10, 7, 142, 13),
		{-2, 13, 146, 13, 152, 14.8, -2, 15},
		rect(112, 15, 122, 22), line(117, 22, 117, 30, 0.8),
		line(20, 9, 20, 15, 0.6),
	}},
	SilCruiser: {Name: SilCruiser, Length: 180, Polys: [][]float32{
		{0, 6, 110, 6, 110, 8, 180, 9.5, 175, -3, 4, -3, 0, 3},
		rect(130, 8, 141, 12), line(141, 10.4, 155, 10.8, 1),
		rect(116, 8, 128, 14), line(128, 12.4, 142, 12.8, 1),
		rect(34, 6, 46, 10), line(34, 8.4, 20, 8.8, 1),
		rect(94, 8, 110, 20), rect(97, 20, 106, 27),
		{72, 7, 79, 7, 79, 22, 73, 22}, {82, 7, 89, 7, 89, 22, 83, 22},
		line(102, 27, 102, 40, 0.9), line(60, 7, 60, 30, 0.8),
	}},
	SilSubmarine: {Name: SilSubmarine, Length: 70, Polys: [][]float32{
		{0, 1, 8, 2.6, 62, 2.6, 70, 1.5, 68, -1.5, 4, -1.5},
		{29, 2.6, 41, 2.6, 40, 7, 30, 7},
		line(35, 7, 35, 10.5, 0.5), line(37, 7, 37, 9.5, 0.4),
		rect(46, 2.6, 48, 4.1), line(48, 3.5, 52, 3.7, 0.5),
	}},
	SilUboat: {Name: SilUboat, Length: 67, Polys: [][]float32{
		{0, 1, 6, 2.6, 58, 2.6, 64, 2.4, 67, 1.2, 65, -1.5, 5, -1.5},
		{27, 2.6, 38.5, 2.6, 37.5, 7, 33, 7.4, 29, 7.4, 27.5, 6},
		rect(22, 4.2, 27.5, 5.6), line(23, 5.6, 23.6, 7, 0.5),
		line(33.2, 7.4, 33.2, 10.8, 0.45), line(34.6, 7.4, 34.6, 9.6, 0.4),
		rect(44, 2.6, 46, 4.1), line(46, 3.6, 51, 3.9, 0.45),
		line(59, 2.6, 63.5, 5.2, 0.35), line(4, 2.0, 33, 10.8, 0.12), line(34.6, 9.6, 63.5, 5.2, 0.12),
	}},
	SilUboatSubmer: {Name: SilUboatSubmer, Length: 67, Polys: [][]float32{
		{0, 0, 4, 2.2, 58, 2.6, 64, 2.0, 67, 0.5, 64, -2.2, 50, -3.2, 12, -3.2, 4, -2.0},
		{27, 2.4, 38.5, 2.4, 37.5, 6.6, 29, 6.8, 27.5, 5.6},
		line(33.2, 6.8, 33.2, 9.6, 0.45),
		{-2, 0, 0, 1.5, 0, -1.5},
	}},
	SilFrigate: {Name: SilFrigate, Length: 91, Polys: [][]float32{
		{0, 3.5, 55, 3.5, 55, 6, 80, 6.5, 91, 8.5, 87, -2.5, 2, -2.5, 0, 1.5},
		rect(50, 6, 62, 11), rect(52, 11, 60, 14.5),
		{40, 3.5, 46, 3.5, 47, 12, 41, 12},
		line(57, 14.5, 57, 26, 0.8), line(57, 22, 51, 11, 0.4),
		rect(70, 6.5, 75, 9), line(75, 8, 80, 8.4, 0.6),
		rect(20, 3.5, 25, 6), rect(5, 3.5, 12, 5),
		line(30, 3.5, 30, 14, 0.5),
	}},
	// a four-engined patrol bomber from the side: high wing, twin fins
	SilBomberSide: {Name: SilBomberSide, Length: 20, Polys: [][]float32{
		{0, 1.4, 2, 1.9, 16, 2.0, 18.5, 1.6, 20, 0.6, 19.4, -0.4, 16, -0.9, 3, -0.5, 0, 0.6},
		{0.2, 1.5, 1.8, 1.6, 1.4, 4.2, 0.4, 4.2}, {10, 2.0, 13, 2.0, 12.6, 2.4, 10.2, 2.4},
		rect(11.4, 0.4, 13.8, 1.6), {17, 1.6, 18.6, 1.4, 18, 2.1, 17.2, 2.1},
		rect(0.6, 1.0, 5, 1.4),
	}},
	// a single-engined carrier aircraft from the side
	SilPlane: {Name: SilPlane, Length: 12, Polys: [][]float32{
		{0, 1.2, 1.2, 1.5, 8, 1.7, 10.5, 1.6, 12, 1.1, 12, 0.2, 10.5, -0.2, 3, 0.3, 0, 0.9},
		{0.1, 1.2, 1.3, 1.4, 1.0, 3.3, 0.3, 3.3}, {7, 1.7, 9.5, 1.7, 9.0, 2.5, 7.4, 2.5},
		rect(6.5, 0.2, 10, 0.7), line(8.2, 0.2, 8.0, -1.1, 0.25), rect(7.6, -1.5, 8.5, -1.0),
		line(12, 0.65, 12.25, 2.3, 0.12), line(12, 0.65, 12.25, -1.0, 0.12),
	}},
	SilPlaneTop: {Name: SilPlaneTop, Length: 12, Polys: [][]float32{
		{0, -0.4, 9, -0.7, 11, -0.6, 12, 0, 11, 0.6, 9, 0.7, 0, 0.4},
		{6.6, -8, 9.4, -8, 9.8, -0.6, 9.8, 0.6, 9.4, 8, 6.6, 8, 7.2, 0.6, 7.2, -0.6},
		{0, -2.6, 1.5, -2.6, 2, -0.4, 2, 0.4, 1.5, 2.6, 0, 2.6},
		line(12, -1.6, 12.1, 1.6, 0.15),
	}},
	// the patrol bomber in plan view (as seen from below): x along the fuselage, y the span
	SilBomber: {Name: SilBomber, Length: 20, Polys: [][]float32{
		{0, -0.8, 17, -1.1, 19.5, -0.6, 20, 0, 19.5, 0.6, 17, 1.1, 0, 0.8},
		{9, -16.5, 11.2, -16.5, 13.6, -1, 13.6, 1, 11.2, 16.5, 9, 16.5, 9.6, 1, 9.6, -1},
		{0, -5, 1.8, -5, 2.6, -0.8, 2.6, 0.8, 1.8, 5, 0, 5},
		rect(11, -5.1, 15.2, -3.9), rect(11, 3.9, 15.2, 5.1),
		rect(10.4, -9.6, 14.4, -8.4), rect(10.4, 8.4, 14.4, 9.6),
		rect(-0.3, -5.4, 1.6, -4.6), rect(-0.3, 4.6, 1.6, 5.4),
	}},
}

// ShipSilhouette returns the silhouette name for an engine ship class ("small_freighter",
// "large_freighter", "tanker", "capital_ship", "escort", "submarine") and, for capital
// ships, the [T5] row class (BB, CV, CVE, CA) when known.
func ShipSilhouette(class, capitalClass string) string {
	switch class {
	case "small_freighter":
		return SilCoaster
	case "large_freighter":
		return SilFreighter
	case "tanker":
		return SilTanker
	case "escort":
		return SilDestroyer
	case "corvette":
		return SilCorvette
	case "frigate":
		return SilFrigate
	case "submarine":
		return SilSubmarine
	case "capital_ship":
		switch capitalClass {
		case "CV":
			return SilCarrier
		case "CVE":
			return SilEscortCV
		case "CA":
			return SilCruiser
		}
		return SilBattleship
	}
	return SilFreighter
}
