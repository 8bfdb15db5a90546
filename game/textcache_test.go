package game

import (
	"image/color"
	"testing"

	"uboat/assets"
)

// The text cache renders a string once, reuses it while it is drawn and drops it after
// textKeepFrames frames unused.
func TestTextCacheReusesAndEvicts(t *testing.T) {
	clear(textCache)
	a := cachedText("Empire Star", assets.Bold, 14, AlignCenter)
	if b := cachedText("Empire Star", assets.Bold, 14, AlignCenter); b != a {
		t.Fatal("the same string was rendered twice")
	}
	if c := cachedText("Empire Star", assets.Bold, 14, AlignLeft); c == a {
		t.Fatal("alignment is not part of the key")
	}
	if w := float64(a.img.Bounds().Dx() - 2*textPad); w < 40 || a.originX < w/2-1 || a.originX > w/2+1 {
		t.Errorf("centred text: width %.0f, origin %.1f", w, a.originX)
	}
	// an entry goes between textKeepFrames and 1.5×textKeepFrames frames after its last use
	for i := 0; i < 2*textKeepFrames; i++ {
		tickTextCache()
		cachedText("Empire Star", assets.Bold, 14, AlignCenter) // kept in use
	}
	if n := TextCacheLen(); n != 1 {
		t.Errorf("%d entries after the sweep, want the one still in use", n)
	}
	for i := 0; i <= 2*textKeepFrames; i++ {
		tickTextCache()
	}
	if n := TextCacheLen(); n != 0 {
		t.Errorf("%d entries left unused, want none", n)
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
