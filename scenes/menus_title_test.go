package scenes

import (
	"testing"

	"uboat/draw"
)

// The title's stars stay off its words (issue 12, "stars over text"): every text fits
// the rectangle kept clear for it, and no star falls in one; enough stars remain.
func TestTitleStarsClearOfTheWords(t *testing.T) {
	for _, w := range titleTexts {
		if tw := draw.TextWidth(w.text, w.font, w.size); tw > w.r.W {
			t.Errorf("%q is %.0f px wide, its clear area %.0f", w.text, tw, w.r.W)
		}
		if w.size > w.r.H {
			t.Errorf("%q at %.0f px in a clear area %.0f high", w.text, w.size, w.r.H)
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
				t.Errorf("star %d at %.0f,%.0f over %q", i, x, y, w.text)
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
