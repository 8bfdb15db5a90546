package scenes

import (
	"testing"

	"uboat/draw"
	"uboat/i18n"
)

// The title's stars stay off its words (issue 12, "stars over text"): every text fits
// the rectangle kept clear for it, and no star falls in one; enough stars remain.
func TestTitleStarsClearOfTheWords(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	for _, l := range i18n.Langs { // in every language, each text shrunk to its width if need be
		i18n.SetCurrent(l)
		for i, w := range titleTexts {
			text, size := titleText(i)
			if tw := draw.TextWidth(text, w.font, size); tw > w.r.W {
				t.Errorf("%v: %q is %.0f px wide, its clear area %.0f", l, text, tw, w.r.W)
			}
			if size > w.r.H || size < w.size*0.75 {
				t.Errorf("%v: %q at %.1f px in a clear area %.0f high (%.0f px wanted)", l, text, size, w.r.H, w.size)
			}
		}
	}
	shown := 0
	for i := 0; i < 90; i++ {
		x, y, ok := titleStar(i)
		if !ok {
			continue
		}
		shown++
		for _, w := range titleTexts {
			if w.r.Contains(x, y) {
				t.Errorf("star %d at %.0f,%.0f over %q", i, x, y, w.id)
			}
		}
		if titleButtons.Contains(x, y) {
			t.Errorf("star %d at %.0f,%.0f over the buttons", i, x, y)
		}
	}
	if shown < 60 {
		t.Errorf("only %d of 90 stars left in the sky", shown)
	}
}
