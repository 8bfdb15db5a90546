package present

import (
	"strings"
	"testing"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
)

// Every option's words stay inside its button, however long the engine's label: a long
// label moves its parenthetical to the second line with the odds, or ends in "…".
func TestDecisionButtonsFitTheirLabels(t *testing.T) {
	d := &engine.Decision{ID: "test_depth", Prompt: "Exceed test depth to shake off the escorts?", Options: []engine.Choice{
		{Key: "exceed", Label: "Dive beyond test depth (one hull hit, then 2d6 against the hull)",
			Odds: []engine.Odds{{Outcome: "detected", P: 0.72}, {Outcome: "sunk", P: 0.36}}},
		{Key: "stay", Label: "Stay within test depth", Odds: []engine.Odds{{Outcome: "detected", P: 0.83}}},
		{Key: "long", Label: strings.Repeat("a very long label without any parenthesis ", 4)},
	}}
	for _, w := range []float64{500, 860} {
		var p DecisionPanel
		p.Set(d, draw.Rect{X: 0, Y: 0, W: w, H: 700}, true)
		if len(p.List.Buttons) != 3 {
			t.Fatalf("%d buttons", len(p.List.Buttons))
		}
		for _, b := range p.List.Buttons {
			room := b.R.W - 12 - 8 - 24
			if lw := draw.TextWidth(b.Label, assets.Regular, 17); lw > room {
				t.Errorf("width %v: label %q is %.0f px in a %.0f px button", w, b.Label, lw, room)
			}
			if sw := draw.TextWidth(b.Sub, assets.Regular, 13); sw > room {
				t.Errorf("width %v: second line %q is %.0f px in a %.0f px button", w, b.Sub, sw, room)
			}
			if b.R.X+b.R.W > p.R.X+p.R.W || b.R.Y+b.R.H > p.R.Y+p.R.H {
				t.Errorf("button %v outside the panel %v", b.R, p.R)
			}
		}
		if w == 500 {
			b := p.List.Buttons[0]
			if strings.Contains(b.Label, "(") || !strings.Contains(b.Sub, "2d6") || !strings.Contains(b.Sub, "72%") {
				t.Errorf("narrow panel: label %q / %q: want the parenthetical moved under it with the odds", b.Label, b.Sub)
			}
			if !strings.HasSuffix(p.List.Buttons[2].Label, "…") {
				t.Errorf("an unbreakable long label should end in an ellipsis: %q", p.List.Buttons[2].Label)
			}
		}
	}
}
