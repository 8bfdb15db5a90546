package assets

import "testing"

func TestSoundsAreAudibleAndCached(t *testing.T) {
	for _, n := range SoundNames {
		b := Sound(n)
		if len(b) < SampleRate/50*4 || len(b)%4 != 0 {
			t.Errorf("%s: %d bytes", n, len(b))
			continue
		}
		peak := 0
		for i := 0; i+1 < len(b); i += 2 {
			v := int(int16(uint16(b[i]) | uint16(b[i+1])<<8))
			peak = max(peak, v, -v)
		}
		if peak < 3000 {
			t.Errorf("%s: peak %d, nearly silent", n, peak)
		}
		if &Sound(n)[0] != &b[0] {
			t.Errorf("%s: not cached", n)
		}
	}
	if Sound("no such sound") != nil {
		t.Error("unknown sound")
	}
}

func TestShapesAndChartData(t *testing.T) {
	for name, s := range Shapes {
		minX, minY, maxX, maxY := s.Bounds()
		if maxX-minX < s.Length*0.8 || maxY <= minY || len(s.Polys) < 2 {
			t.Errorf("%s: bounds %v..%v × %v..%v for length %v", name, minX, maxX, minY, maxY, s.Length)
		}
		for i, p := range s.Polys {
			if len(p) < 6 || len(p)%2 != 0 {
				t.Errorf("%s: polygon %d has %d numbers", name, i, len(p))
			}
		}
	}
	for _, class := range []string{"small_freighter", "large_freighter", "tanker", "capital_ship", "escort", "submarine"} {
		if Shapes[ShipSilhouette(class, "")] == nil {
			t.Errorf("no silhouette for %s", class)
		}
	}
	for _, c := range []string{"BB", "CV", "CVE", "CA"} {
		if Shapes[ShipSilhouette("capital_ship", c)] == nil {
			t.Errorf("no silhouette for capital class %s", c)
		}
	}
	for i, p := range Land {
		if len(p) < 6 || len(p)%2 != 0 {
			t.Errorf("land polygon %d has %d numbers", i, len(p))
		}
	}
	for k, p := range Areas {
		if p.Lon < -180 || p.Lon > 180 || p.Lat < -90 || p.Lat > 90 || AreaNames[k] == "" {
			t.Errorf("area %s at %+v (name %q)", k, p, AreaNames[k])
		}
	}
}
