package scenes

import (
	"sort"
	"testing"

	"uboat/assets"
)

// The transit legs of the chart go by sea: from every base to every patrol area the
// route crosses at most the strip of land at the base (an estuary, Brittany's coast, the
// Kiel Canal, the Malacca coast), never more than the straight line, and no waypoint
// or area lies on land.
func TestSeaRoutesAvoidLand(t *testing.T) {
	for i, w := range seaWaypoints {
		if onLand(w) {
			t.Errorf("waypoint %d %+v is on land", i, w)
		}
	}
	var bases, areas []string
	for k := range assets.Bases {
		bases = append(bases, k)
	}
	for k, a := range assets.Areas {
		areas = append(areas, k)
		if onLand(Pt{a.Lon, a.Lat}) {
			t.Errorf("area %s %+v is on land", k, a)
		}
	}
	sort.Strings(bases)
	sort.Strings(areas)
	for _, b := range bases {
		for _, a := range areas {
			bp, ap := assets.Bases[b], assets.Areas[a]
			from, to := Pt{bp.Lon, bp.Lat}, Pt{ap.Lon, ap.Lat}
			r := SeaRoute(from, to)
			if r[0] != from || r[len(r)-1] != to {
				t.Fatalf("%s → %s: route %v does not run from the base to the area", b, a, r)
			}
			land := 0.0
			for i := 1; i < len(r); i++ {
				land += landLength(r[i-1], r[i])
			}
			if straight := landLength(from, to); land > 1.1 || land > straight+1e-9 {
				t.Errorf("%s → %s: %.2f° over land (straight: %.2f°) via %v", b, a, land, straight, r[1:len(r)-1])
			}
		}
	}
}

// The transit boxes of a patrol from France to the Arctic lie at sea (round Ireland and
// Scotland, up the Norwegian Sea), not on the British Isles or Norway as a straight line
// would put them; pointAlong places them along the route.
func TestTrackLayoutTransitAtSea(t *testing.T) {
	for _, c := range []struct {
		base  string
		track []string
	}{
		{"france", []string{"bay_of_biscay", "transit", "transit", "arctic", "arctic", "transit", "transit", "bay_of_biscay"}},
		{"france", []string{"bay_of_biscay", "transit", "arctic", "arctic", "arctic", "arctic", "transit", "bay_of_biscay"}},
		{"france", []string{"bay_of_biscay", "gibraltar", "mediterranean", "mediterranean", "mediterranean", "mediterranean", "transit", "transit"}},
		{"france", []string{"bay_of_biscay", "transit", "invasion", "invasion", "invasion", "invasion", "transit", "bay_of_biscay"}},
		{"germany", []string{"transit", "transit", "atlantic", "atlantic", "atlantic", "atlantic", "transit", "transit"}},
		{"germany", []string{"transit", "transit", "transit", "west_african_coast", "west_african_coast", "west_african_coast", "transit", "transit", "transit"}},
		{"norway", []string{"transit", "transit", "arctic", "arctic", "arctic", "arctic", "transit", "transit"}},
		{"norway", []string{"transit", "transit", "transit", "mission", "north_america", "north_america", "transit", "transit", "transit"}},
		{"mediterranean", []string{"transit", "transit", "mediterranean", "mediterranean", "mediterranean", "mediterranean", "transit", "transit"}},
		{"penang", []string{"transit", "indian_ocean", "indian_ocean", "transit"}},
	} {
		pts := TrackLayout(c.base, c.track)
		for i, p := range pts {
			if onLand(p) {
				t.Errorf("%s %v: box %d (%s) at %+v is on land", c.base, c.track, i, c.track[i], p)
			}
		}
		for i, leg := range TrackLegs(c.base, pts) {
			land := 0.0
			for k := 1; k < len(leg); k++ {
				land += landLength(leg[k-1], leg[k])
			}
			if land > 1.1 {
				t.Errorf("%s %v: the leg to box %d crosses %.1f° of land", c.base, c.track, i, land)
			}
		}
	}
	r := []Pt{{0, 0}, {0, 10}, {10, 10}}
	if p := pointAlong(r, 0.5); p.Lat < 9.9 || p.Lon > 0.5 {
		t.Errorf("halfway along %v: %+v, want the corner", r, p)
	}
	if p := pointAlong(r, 1); p != r[2] {
		t.Errorf("the end of %v: %+v", r, p)
	}
}

// A boat sent from France into the Mediterranean stays there (7.2): the homebound
// transit boxes lead to the Mediterranean base, not back round Spain to France.
func TestTrackLayoutToAnotherBase(t *testing.T) {
	track := []string{"bay_of_biscay", "gibraltar", "mediterranean", "mediterranean", "mediterranean", "mediterranean", "transit", "transit"}
	to := TrackLayoutTo("france", "mediterranean", track)
	back := TrackLayout("france", track)
	for i := 6; i < 8; i++ {
		if to[i].Lon < 0 || to[i].Lat > 45 {
			t.Errorf("box %d at %+v: not on the way from the station to the Mediterranean base", i, to[i])
		}
	}
	if back[7].Lon > -5 {
		t.Errorf("returning to France, the last box at %+v is still inside the Mediterranean", back[7])
	}
	if TrackLayoutTo("france", "", track)[7] != back[7] {
		t.Error(`TrackLayoutTo with ret "" differs from TrackLayout`)
	}
}
