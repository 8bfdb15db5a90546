package scenes

import (
	"testing"

	"uboat/assets"
	"uboat/draw"
	"uboat/present"
)

// No star is drawn among words: the stars twinkled over the caption, the encounter's
// chip and the career end's words. Some stars still show.
func TestStarsKeepOffTheWords(t *testing.T) {
	st := present.Stage
	skies := []struct {
		x, y, w, h float64
		words      []draw.Rect
		min        int
	}{
		{st.X, st.Y, st.W, horizonY - st.Y - 12, encounterWords[:], 45}, // the encounter
		{st.X, st.Y, st.W, 300 - 12, endWords[:], 25},                   // the career end
		{st.X, st.Y, st.W, 330 - 8, chromeWords[:], 50},                 // the port
		{st.X, st.Y, st.W, 150 - 8, chromeWords[:], 30},                 // the yard
	}
	for _, sky := range skies {
		n := 0
		for i := range stars {
			x, y, shown := starAt(i, sky.x, sky.y, sky.w, sky.h, sky.words)
			if !shown {
				continue
			}
			n++
			for _, r := range sky.words {
				if r.Contains(x, y) {
					t.Errorf("sky %v: star %d at %.0f,%.0f in the words at %+v", sky, i, x, y, r)
				}
			}
		}
		if n < sky.min {
			t.Errorf("sky %v: only %d of %d stars", sky, n, len(stars))
		}
	}
	if !encounterInfoBox.Within(st) || encounterInfoBox.Overlaps(present.CaptionBox) || encounterInfoBox.Overlaps(present.DiceBox) {
		t.Errorf("the encounter's chip %+v", encounterInfoBox)
	}
}

// The career end shows the boat's own type (it was always a Type VII), whole inside the
// stage and clear of the words.
func TestCareerEndPictureIsTheBoatsType(t *testing.T) {
	for _, typ := range []string{"VIIC", "IXC", "IXD2", "XXI", "XIV", "VIIC41"} {
		s := &endStage{}
		s.setBoat(typ)
		if s.family != assets.Family(typ) {
			t.Errorf("%s: picture of family %q, want %q", typ, s.family, assets.Family(typ))
		}
		sp := assets.Boat(s.family, assets.Side, assets.Surfaced, endBoatScale, false)
		b := sp.Img.Bounds()
		r := draw.Rect{X: endBoatX - sp.SternX, Y: present.Stage.Y + 300 - sp.WaterlineY, W: float64(b.Dx()), H: float64(b.Dy())}
		if !r.Within(present.Stage) || r.Overlaps(endTextBox) {
			t.Errorf("%s: picture %+v, stage %+v, words %+v", typ, r, present.Stage, endTextBox)
		}
	}
}

// The moon and its glow stand clear of the dice tray and under the encounter's horizon
// line's sky.
func TestMoonClearOfTheDiceTray(t *testing.T) {
	x, y := moonAt()
	glow := draw.Rect{X: x - moonGlow, Y: y - moonGlow, W: 2 * moonGlow, H: 2 * moonGlow}
	if glow.Overlaps(present.DiceBox) || y+16 > horizonY-10 || y+16 > present.Stage.Y+300-10 {
		t.Errorf("moon at %.0f,%.0f (glow %+v): dice %+v, horizon %.0f", x, y, glow, present.DiceBox, horizonY)
	}
}
