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
			if strings.Contains(b.Sub, "…") {
				t.Errorf("width %v: second line %q cut", w, b.Sub)
			}
			// every line of text inside the button, none over another, at 9 px or more
			boxes := b.TextBoxes(nil)
			for i, r := range boxes {
				if !r.Within(b.R) {
					t.Errorf("width %v: text %v of %q / %q outside the button %v", w, r, b.Label, b.Sub, b.R)
				}
				if i > 0 && r.H < draw.LineHeight(assets.Regular, 9)-0.01 {
					t.Errorf("width %v: %q drawn smaller than 9 px", w, b.Sub)
				}
				for _, o := range boxes[:i] { // (a line's box may touch the next's by a fraction of a pixel)
					if (draw.Rect{X: r.X, Y: r.Y + 0.5, W: r.W, H: r.H - 1}).Overlaps(draw.Rect{X: o.X, Y: o.Y + 0.5, W: o.W, H: o.H - 1}) {
						t.Errorf("width %v: texts of %q / %q overlap: %v %v", w, b.Label, b.Sub, r, o)
					}
				}
			}
			if b.R.X+b.R.W > p.R.X+p.R.W || b.R.Y+b.R.H > p.R.Y+p.R.H {
				t.Errorf("button %v outside the panel %v", b.R, p.R)
			}
		}
		b := p.List.Buttons[0]
		if strings.Contains(b.Label, "(") || !strings.Contains(b.Sub, "72%") || !strings.Contains(b.Sub, "36%") {
			t.Errorf("width %v: label %q / %q: want the parenthetical moved off the label and the odds whole", w, b.Label, b.Sub)
		}
		if w == 860 && !strings.Contains(b.Sub, "2d6") {
			t.Errorf("dock width: %q: the parenthetical's words fit beside the odds", b.Sub)
		}
		if w == 500 {
			if !strings.HasSuffix(p.List.Buttons[2].Label, "…") {
				t.Errorf("an unbreakable long label should end in an ellipsis: %q", p.List.Buttons[2].Label)
			}
		}
	}
}

// The settings' text size scales the decision panel's text and buttons and the roll
// log's lines, which wrap again at the new size.
func TestTextScale(t *testing.T) {
	d := &engine.Decision{ID: "x", Prompt: "Choose", Options: []engine.Choice{{Key: "a", Label: "Attack"}, {Key: "b", Label: "Wait"}}}
	var p, big DecisionPanel
	p.Set(d, draw.Rect{W: 860, H: 700}, false)
	big.Scale = 1.3
	big.Set(d, draw.Rect{W: 860, H: 700}, false)
	if b, s := big.List.Buttons[0], p.List.Buttons[0]; b.R.H <= s.R.H || b.Scale != 1.3 || big.R.H <= p.R.H {
		t.Errorf("large text: button %v (scale %v), panel %v; normal: %v, %v", b.R, b.Scale, big.R, s.R, p.R)
	}
	var l RollLog
	long := strings.Repeat("The convoy zigzags away into the night. ", 6)
	l.AddText(long, draw.ColInk)
	n := len(l.Lines())
	l.SetScale(1.3)
	if m := len(l.Lines()); m <= n {
		t.Errorf("at 130%% the entry takes %d lines, at 100%% %d", m, n)
	}
	l.SetScale(1)
	if m := len(l.Lines()); m != n {
		t.Errorf("back at 100%%: %d lines, want %d", m, n)
	}
}

// A decision's Default (the scene's bracket after a tactical hand-back, tactical-design
// §8.3) takes the focus from the safest option; without one the safest keeps it.
func TestDecisionPanelFocusesDefault(t *testing.T) {
	d := &engine.Decision{Kind: engine.KindRange, ID: "range", Prompt: "Attack range?", Options: []engine.Choice{
		{Key: "close", Label: "Close", Odds: []engine.Odds{{Outcome: engine.OutcomeEscortsDetect, P: 0.5}}},
		{Key: "medium", Label: "Medium", Odds: []engine.Odds{{Outcome: engine.OutcomeEscortsDetect, P: 0.3}}},
		{Key: "long", Label: "Long", Odds: []engine.Odds{{Outcome: engine.OutcomeEscortsDetect, P: 0.1}}},
	}}
	var p DecisionPanel
	p.Set(d, draw.Rect{W: 860, H: 700}, true)
	if k := p.List.Buttons[p.List.Focus].Key; k != "long" {
		t.Fatalf("no default: focus on %q, want the safest (long)", k)
	}
	d.Default = "close"
	p.Set(d, draw.Rect{W: 860, H: 700}, true)
	if k := p.List.Buttons[p.List.Focus].Key; k != "close" {
		t.Fatalf("default close: focus on %q", k)
	}
}
