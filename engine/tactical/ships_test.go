package tactical

import "testing"

// §7.1 / §7.2 ship book values, named Liberty ships, the T2 tanker speed, escorts by
// year, and the hidden deviations of §2.4 (true = book·(1+δ)).
func TestShipsFromBook(t *testing.T) {
	d := MustData()
	r := NewStream(4, 4)
	lib := d.Merchant(&r, "Robert Bacon", "large_freighter", 7176)
	if lib.BookLength != 134.6 || lib.BookBeam != 17.3 || d.IndependentSpeed(&lib) != 11 {
		t.Errorf("Liberty %+v", lib)
	}
	if !near(lib.Length, lib.BookLength*(1+lib.DevLength), 1e-9) || !near(lib.Mast, lib.BookMast*(1+lib.DevMast), 1e-9) {
		t.Error("true dimensions are book·(1+δ)")
	}
	t2 := d.Merchant(&r, "", "tanker", 10400)
	if d.IndependentSpeed(&t2) != 14.5 || !near(t2.BookBeam, t2.BookLength/7.8, 1e-9) {
		t.Errorf("T2 tanker speed %v beam %v", d.IndependentSpeed(&t2), t2.BookBeam)
	}
	small := d.Merchant(&r, "", "small_freighter", 1100)
	if small.Kind != SmallFreighter || !near(small.BookLength, 70, 1.5) || !near(small.BookMast, 18, 0.5) {
		t.Errorf("1,100 GRT: %v m, mast %v m", small.BookLength, small.BookMast)
	}
	for range 50 {
		if e := d.EscortClassFor(&r, 1941, false); e.Key == "castle" || e.Key == "loch" || e.Key == "river" || e.CapitalScreen {
			t.Fatalf("1941 escort %s", e.Key)
		}
		if e := d.EscortClassFor(&r, 1944, true); e.Key != "destroyer" {
			t.Fatalf("capital screen %s", e.Key)
		}
	}
	// δ spreads as designed: σ 5 % on length, 6 % on the mast.
	var sl, sm float64
	const n = 4000
	for range n {
		s := d.Merchant(&r, "", "large_freighter", 6000)
		sl += s.DevLength * s.DevLength
		sm += s.DevMast * s.DevMast
	}
	if sdl, sdm := sqrt(sl/n), sqrt(sm/n); !near(sdl, 0.05, 0.004) || !near(sdm, 0.06, 0.004) {
		t.Errorf("δ σ: length %.3f mast %.3f", sdl, sdm)
	}
}
