package draw

import (
	"image/color"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/math/fixed"

	"uboat/assets"
)

// Strings with the non-ASCII the game draws.
var textSamples = []string{
	"Empire Star", "U-boat VIIC · 7/43", "Größe: 5 000 BRT – Kurs → 270°", "Wasserbombe × 3…",
	"Kapitänleutnant Müller’s boat", "AV", "To Ty Wa", "Iiiil", "WWWW.,;",
}

// quads returns the glyph quads laid out by layoutText for s (one page, no flush).
func quads(t *testing.T, s string, family int, size, x, y float64, align Align) [][4]float32 {
	t.Helper()
	var q [][4]float32
	flush := func(int) {
		for i := 0; i < len(textVs); i += 4 {
			q = append(q, [4]float32{textVs[i].DstX, textVs[i].DstY, textVs[i+3].DstX - textVs[i].DstX, textVs[i+3].DstY - textVs[i].DstY})
		}
		textVs, textIs = textVs[:0], textIs[:0]
	}
	textVs, textIs = textVs[:0], textIs[:0]
	layoutText(s, family, size, x, y, color.RGBA{255, 255, 255, 255}, align, flush)
	flush(0)
	return q
}

// Text is laid out and measured as text/v2 lays out and measures a GoXFace (what the game
// drew with before the glyph cache): the same advances and kerning, the same glyph images
// at the same whole-pixel positions, line after line.
func TestGlyphLayoutMatchesTextV2(t *testing.T) {
	for _, fam := range []int{assets.Regular, assets.Bold} {
		for _, size := range []float64{11, 13, 14, 16, 22, 30, 48} {
			face := text.NewGoXFace(assets.XFace(fam, size))
			for _, s := range append(textSamples, "two lines\nsecond – ä") {
				first, _, _ := strings.Cut(s, "\n")
				if got, want := TextWidth(s, fam, size), text.Advance(first, face); got != want {
					t.Errorf("%d/%g %q: TextWidth %g, text/v2 %g", fam, size, s, got, want)
				}
				got := quads(t, s, fam, size, 0, 0, AlignLeft)
				var want [][4]float32
				for _, g := range text.AppendGlyphs(nil, s, face, &text.LayoutOptions{LineSpacing: size * 1.3}) {
					if g.Image != nil {
						b := g.Image.Bounds()
						want = append(want, [4]float32{float32(g.X), float32(g.Y), float32(b.Dx()), float32(b.Dy())})
					}
				}
				if len(got) != len(want) {
					t.Fatalf("%d/%g %q: %d glyphs, text/v2 %d", fam, size, s, len(got), len(want))
				}
				for i := range got {
					if got[i] != want[i] {
						t.Errorf("%d/%g %q glyph %d: at %v, text/v2 %v", fam, size, s, i, got[i], want[i])
					}
				}
			}
		}
	}
}

// Centred and right-aligned text keeps its glyphs' spacing and lies where TextWidth says.
func TestGlyphLayoutAlignment(t *testing.T) {
	for _, s := range textSamples {
		w := TextWidth(s, assets.Regular, 14)
		left := quads(t, s, assets.Regular, 14, 100, 50, AlignLeft)
		for _, c := range []struct {
			align Align
			x     float64
		}{{AlignCenter, 100 + w/2}, {AlignRight, 100 + w}, {AlignCenter, 300.4}, {AlignRight, 301.7}} {
			got := quads(t, s, assets.Regular, 14, c.x, 50, c.align)
			if len(got) != len(left) {
				t.Fatalf("%q: %d glyphs, %d left-aligned", s, len(got), len(left))
			}
			shift := got[0][0] - left[0][0]
			for i := range got {
				if d := got[i][0] - left[i][0] - shift; math.Abs(float64(d)) > 1 || got[i][1] != left[i][1] {
					t.Errorf("%q align %d glyph %d at %v, left-aligned %v shifted by %g", s, c.align, i, got[i], left[i], shift)
				}
			}
			start := c.x - w
			if c.align == AlignCenter {
				start = c.x - w/2
			}
			if d := float64(shift) - (start - 100); math.Abs(d) > 1.5 {
				t.Errorf("%q align %d at %g: shifted %g from the left-aligned text, want %g", s, c.align, c.x, shift, start-100)
			}
		}
	}
}

// A glyph is rasterised once per face and subpixel offset, however often it is drawn:
// the common runes a few per frame after the face is first used (WarmGlyphs), any other
// the first time it is drawn, at every subpixel offset at once (8 for a small face).
func TestGlyphCacheRasterisesOnce(t *testing.T) {
	// a size no other test uses: its face is new here
	before := GlyphCacheLen()
	quads(t, "Empire Star", assets.Bold, 15.25, 10, 10, AlignLeft)
	first := GlyphCacheLen() - before
	frames := 1
	for WarmGlyphs() {
		frames++
	}
	n := GlyphCacheLen()
	if first >= n-before || frames < 2 {
		t.Errorf("first use rasterised %d glyphs of %d, warmed in %d frames: the common runes should follow over frames", first, n-before, frames)
	}
	for i := 0; i < 64; i++ {
		quads(t, "Empire Star – Größe 7/43 · 3…", assets.Bold, 15.25, 10+float64(i)/64, 10, AlignLeft)
		quads(t, "Star Empire", assets.Bold, 15.25, 37+float64(i)/16, 40, AlignCenter)
	}
	if m := GlyphCacheLen(); m != n {
		t.Errorf("drawing common glyphs rasterised %d more", m-n)
	}
	quads(t, "Ŋ", assets.Bold, 15.25, 10, 10, AlignLeft)
	if m := GlyphCacheLen(); m != n+8 {
		t.Errorf("a new rune: %d glyphs rasterised, want 8 (one per subpixel offset)", m-n)
	}
	for i := 0; i < 64; i++ {
		quads(t, "ŊŊ", assets.Bold, 15.25, 10+float64(i)/64, 10, AlignLeft)
	}
	if m := GlyphCacheLen(); m != n+8 {
		t.Errorf("drawing a rune seen before rasterised %d more", m-n-8)
	}
}

// Once its glyphs have been seen, a string never drawn before is laid out with no
// allocation (the draw itself is one DrawTriangles call; the frame benchmark checks the
// whole frame).
func TestNewStringOfSeenGlyphsDoesNotAllocate(t *testing.T) {
	const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;–·…→×’äöüßÄÖÜ"
	runes := []rune(alphabet)
	var strs []string
	for i := 0; i < 300; i++ {
		var b strings.Builder
		for j := 0; j < 5+i%20; j++ {
			b.WriteRune(runes[(i*7+j*j*3)%len(runes)])
		}
		if i%3 == 0 {
			b.WriteString("\nzweite Zeile")
		}
		strs = append(strs, b.String())
	}
	aligns := []Align{AlignLeft, AlignCenter, AlignRight}
	// warm-up: every glyph at every subpixel offset
	for i := 0; i < 64; i++ {
		for _, a := range aligns {
			quads(t, alphabet+"\nzweite Zeile", assets.Regular, 14, 100+float64(i)/64, 20, a)
		}
	}
	for _, s := range strs {
		for _, a := range aligns {
			quads(t, s, assets.Regular, 14, 100.25, 20, a)
		}
	}
	i := 0
	noFlush := func(int) {}
	col := color.RGBA{200, 100, 50, 255}
	allocs := testing.AllocsPerRun(200, func() {
		s := strs[i%len(strs)] + "" // a different string each run
		textVs, textIs = textVs[:0], textIs[:0]
		layoutText(s, assets.Regular, 14, 100.25+float64(i%3), 20, col, aligns[i%3], noFlush)
		_ = TextWidth(s, assets.Regular, 14)
		i++
	})
	if allocs != 0 {
		t.Errorf("laying out a string of seen glyphs allocates %.1f times", allocs)
	}
}

func TestBoxAllocatesOncePerColour(t *testing.T) {
	c := color.RGBA{1, 2, 3, 4}
	Box(c)
	if n := testing.AllocsPerRun(100, func() { _ = Box(c) }); n != 0 {
		t.Errorf("Box allocates %.0f times per call of a known colour", n)
	}
	if r, g, b, a := Box(c).RGBA(); r != 1*0x101 || g != 2*0x101 || b != 3*0x101 || a != 4*0x101 {
		t.Error("Box changed the colour")
	}
}

// At start-up (before the first warm-up is done) a glyph met for the first time is
// rasterised only at the offset it is drawn at, so that the first frame is quick; the
// warm-up then adds its other offsets, and the glyphs drawn look the same as those
// rasterised at every offset at once.
func TestGlyphCacheStartUp(t *testing.T) {
	defer func(s bool) { startingUp = s }(startingUp)
	startingUp = true
	const s = "Ŋmega Ŧ" // 6 glyphs with ink (the space has none)
	before := GlyphCacheLen()
	q := quads(t, s, assets.Regular, 13.75, 10.3, 10, AlignLeft) // a face no other test uses
	if got := GlyphCacheLen() - before; got != 6 {
		t.Errorf("first frame rasterised %d glyphs, want 6 (one per rune with ink)", got)
	}
	for WarmGlyphs() {
	}
	if startingUp {
		t.Errorf("still starting up after the warm-up")
	}
	gf := faceFor(assets.Regular, 13.75)
	for _, r := range "ŊmegaŦ" {
		ri := gf.info(r)
		for px := fixed.Int26_6(0); px < 64; px += gf.gran {
			if _, ok := gf.glyphs[glyphKey{r, (px + ri.bounds.Min.X) & 63}]; !ok {
				t.Errorf("%q at offset %d not rasterised by the warm-up", r, px)
			}
		}
	}
	n := GlyphCacheLen()
	if q2 := quads(t, s, assets.Regular, 13.75, 10.3, 10, AlignLeft); !slices.Equal(q, q2) {
		t.Errorf("after the warm-up the same text is laid out differently:\n%v\n%v", q, q2)
	}
	if GlyphCacheLen() != n {
		t.Errorf("drawing the same text again rasterised %d glyphs", GlyphCacheLen()-n)
	}
}
