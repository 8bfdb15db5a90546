package assets

import (
	"bytes"
	"hash/fnv"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"uboat/i18n"
)

func imgHash(img *image.RGBA) uint64 {
	h := fnv.New64a()
	h.Write(img.Pix)
	return h.Sum64()
}

func coverage(img *image.RGBA) int {
	n := 0
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] > 32 {
			n++
		}
	}
	return n
}

// Every family in every view and state is drawn, of the size its hull implies, with
// enough pixels set, and no two pictures are alike.
func TestBoatSpritesEveryFamilyViewState(t *testing.T) {
	seen := map[uint64]string{}
	for _, fam := range Families {
		for _, v := range []View{Side, Top} {
			for _, st := range States {
				const px = 4
				img, sx, wy := BoatImage(fam, v, st, px)
				w, h := img.Rect.Dx(), img.Rect.Dy()
				name := fam + "/" + []string{"side", "top"}[v] + "/" + st.String()
				wantW := int(hulls[fam].L*px) + 6
				if w < wantW-2 || w > wantW+2 {
					t.Errorf("%s: width %d, want about %d", name, w, wantW)
				}
				if h < 10 || h > w {
					t.Errorf("%s: height %d", name, h)
				}
				if c := coverage(img); c < w*h/8 {
					t.Errorf("%s: only %d of %d pixels set", name, c, w*h)
				}
				if sx < 0 || sx > float64(w) || wy < 0 || wy > float64(h) {
					t.Errorf("%s: anchor %v,%v outside %dx%d", name, sx, wy, w, h)
				}
				hs := imgHash(img)
				if other, ok := seen[hs]; ok {
					t.Errorf("%s looks exactly like %s", name, other)
				}
				seen[hs] = name
			}
		}
	}
	// families differ in outline, not only in size: compare the side views at one length
	sil := map[string][]bool{}
	for _, fam := range Families {
		img, _, _ := BoatImage(fam, Side, Submerged, 200/hulls[fam].L)
		m := make([]bool, 0, 200*40)
		for y := 0; y < 40; y++ {
			for x := 0; x < 200; x++ {
				sy := y * img.Rect.Dy() / 40
				sx := x * img.Rect.Dx() / 200
				m = append(m, img.Pix[img.PixOffset(sx, sy)+3] > 128)
			}
		}
		sil[fam] = m
	}
	for i, a := range Families {
		for _, b := range Families[i+1:] {
			diff := 0
			for k := range sil[a] {
				if sil[a][k] != sil[b][k] {
					diff++
				}
			}
			if diff < 150 {
				t.Errorf("%s and %s silhouettes differ in only %d cells", a, b, diff)
			}
		}
	}
}

func TestFamilyOfBoatTypes(t *testing.T) {
	for typ, want := range map[string]string{"VIIB": FamVII, "VIIC": FamVII, "VIIC/41": FamVII, "VIID": FamVII,
		"IXB": FamIX, "IXC": FamIX, "IXC/40": FamIX, "IXD-2": FamIXD, "IXD/42": FamIXD, "XB": FamXIV, "XIV": FamXIV,
		"XII": FamXII, "XXI": FamXXI, "": FamVII} {
		if got := Family(typ); got != want {
			t.Errorf("Family(%q) = %s, want %s", typ, got, want)
		}
	}
}

func TestShipAndAircraftSprites(t *testing.T) {
	seen := map[uint64]string{}
	names := append(append([]string{}, ShipNames...), AircraftNames...)
	names = append(names, SilUboat, SilUboatSubmer)
	for _, n := range names {
		img, sx, wy := ShipImage(n, 2, Palettes[Day].Ship)
		w, h := img.Rect.Dx(), img.Rect.Dy()
		minX, minY, maxX, maxY := Shapes[n].Bounds()
		if ww := int((maxX-minX)*2) + 4; w < ww || w > ww+1 {
			t.Errorf("%s: width %d, want %d", n, w, ww)
		}
		if hh := int((maxY-minY)*2) + 4; h < hh || h > hh+1 {
			t.Errorf("%s: height %d, want %d", n, h, hh)
		}
		if c := coverage(img); c < w*h/12 {
			t.Errorf("%s: only %d of %d pixels set", n, c, w*h)
		}
		if sx < 0 || wy < 0 || wy > float64(h) {
			t.Errorf("%s: anchor %v,%v", n, sx, wy)
		}
		if o, ok := seen[imgHash(img)]; ok {
			t.Errorf("%s looks like %s", n, o)
		}
		seen[imgHash(img)] = n
	}
	// every escort and capital class has its own silhouette
	got := map[string]bool{}
	for _, k := range []string{"escort", "corvette", "frigate"} {
		got[ShipSilhouette(k, "")] = true
	}
	for _, k := range []string{"BB", "CV", "CVE", "CA"} {
		got[ShipSilhouette("capital_ship", k)] = true
	}
	if len(got) != 7 {
		t.Errorf("escort and capital classes share silhouettes: %v", got)
	}
}

func TestMedalsPortraitsRanksAndFx(t *testing.T) {
	seen := map[uint64]string{}
	check := func(name string, img *image.RGBA, w, h, minCov int) {
		t.Helper()
		if img.Rect.Dx() != w || img.Rect.Dy() != h {
			t.Errorf("%s: %dx%d, want %dx%d", name, img.Rect.Dx(), img.Rect.Dy(), w, h)
		}
		if c := coverage(img); c < minCov {
			t.Errorf("%s: %d pixels set, want %d+", name, c, minCov)
		}
		if o, ok := seen[imgHash(img)]; ok {
			t.Errorf("%s looks like %s", name, o)
		}
		seen[imgHash(img)] = name
	}
	for _, k := range MedalKeys {
		check("medal "+k, MedalImage(k, 64), 64, 64, 600)
	}
	for _, m := range PortraitMembers {
		check("portrait "+m, PortraitImage(m, 72), 72, 72, 3000)
	}
	for r := 1; r <= 5; r++ {
		check("rank", RankImage(r, 40, 56), 40, 56, 40*56-10)
	}
	check("puff", PuffImage(64), 64, 64, 1500)
	check("disc", DiscImage(32), 32, 32, 700)
	check("cone", ConeImage(320, 96), 320, 96, 5000)
	if c := ChartCanvas(440, 240, WorldView, i18n.En); coverage(c.Img) != 440*240 {
		t.Error("chart not opaque")
	}
	for _, w := range Weathers {
		p := Palettes[w]
		if p.SkyTop == p.SeaTop || p.SkyTop.A != 255 || p.SeaLow.A != 255 {
			t.Errorf("%s palette %+v", w, p)
		}
	}
}

// TestArtContactSheet writes every generated picture to $ART_DIR (when set) to look at.
func TestArtContactSheet(t *testing.T) {
	dir := os.Getenv("ART_DIR")
	if dir == "" {
		t.Skip("set ART_DIR to write the contact sheets")
	}
	sheet := image.NewRGBA(image.Rect(0, 0, 1400, 1100))
	draw.Draw(sheet, sheet.Rect, image.NewUniform(Palettes[Day].SkyLow), image.Point{}, draw.Src)
	x, y, rowH := 10, 10, 0
	put := func(img *image.RGBA) {
		if x+img.Rect.Dx() > 1390 {
			x, y, rowH = 10, y+rowH+10, 0
		}
		draw.Draw(sheet, img.Rect.Add(image.Pt(x, y)), img, image.Point{}, draw.Over)
		x += img.Rect.Dx() + 10
		rowH = max(rowH, img.Rect.Dy())
	}
	for _, fam := range Families {
		for _, st := range States {
			img, _, _ := BoatImage(fam, Side, st, 4)
			put(img)
		}
		x, y, rowH = 10, y+rowH+10, 0
	}
	for _, fam := range Families {
		for _, st := range States {
			img, _, _ := BoatImage(fam, Top, st, 3)
			put(img)
		}
	}
	x, y, rowH = 10, y+rowH+10, 0
	for _, n := range append(append([]string{}, ShipNames...), AircraftNames...) {
		img, _, _ := ShipImage(n, 1.8, Palettes[Day].Ship)
		put(img)
	}
	x, y, rowH = 10, y+rowH+10, 0
	for _, k := range MedalKeys {
		put(MedalImage(k, 72))
	}
	x, y, rowH = 10, y+rowH+10, 0
	for _, m := range PortraitMembers {
		put(PortraitImage(m, 96))
	}
	for r := 1; r <= 5; r++ {
		put(RankImage(r, 48, 64))
	}
	write := func(name string, img image.Image) {
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("sheet.png", sheet)
	write("chart.png", ChartCanvas(1100, 600, WorldView, i18n.En).Img)
	write("chart_zoom.png", ChartCanvas(880, 478, ChartView{-45, 15, 30, 65}, i18n.En).Img)
}
