package present

import (
	"strings"
	"testing"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
)

// A click on a rule number or table code in the roll log's lines, or in a decision's
// prompt, finds it; elsewhere nothing.
func TestLinksInTheLogAndThePrompt(t *testing.T) {
	l := &RollLog{}
	line := "Escort detection [E2] 2d6 = 5+3, −1 long range (9.6.3) → 7: detected"
	l.AddText(line, draw.ColInk)
	r := l.Rect()
	start, end, top := l.shown(r)
	if end-start != 1 {
		t.Fatalf("%d lines shown", end-start)
	}
	y := r.Y + top + 6
	at := func(sub string) float64 {
		i := strings.Index(line, sub)
		return r.X + 12 + draw.TextWidth(line[:i], assets.Regular, logSize) + 3
	}
	if got := l.LinkAt(at("[E2]"), y); got != "E2" {
		t.Errorf("on [E2]: %q", got)
	}
	if got := l.LinkAt(at("9.6.3"), y); got != "9.6.3" {
		t.Errorf("on 9.6.3: %q", got)
	}
	if got := l.LinkAt(at("long"), y); got != "" {
		t.Errorf("on a word: %q", got)
	}
	if got := l.LinkAt(at("9.6.3"), r.Y+r.H+10); got != "" {
		t.Errorf("under the log: %q", got)
	}

	p := &DecisionPanel{}
	p.Set(&engine.Decision{Prompt: "Abort the patrol (10.9.5)?", Options: []engine.Choice{{Key: "abort"}, {Key: "continue"}}}, DockArea, false)
	x := p.R.X + 15 + draw.TextWidth("Abort the patrol (", assets.Bold, 17) + 4
	if got := p.LinkAt(x, p.R.Y+16); got != "10.9.5" {
		t.Errorf("in the prompt: %q", got)
	}
	if got := p.LinkAt(p.R.X+20, p.R.Y+16); got != "" {
		t.Errorf("on the prompt's first word: %q", got)
	}
}

// The specification's marked-point codes never reach the screen; table codes stay.
func TestModTextWithoutMarkers(t *testing.T) {
	for why, want := range map[string]string{
		"9.2.3 UZO surfaced attack [A29]":           "−1 UZO surfaced attack (9.2.3)",
		"8.1.8 Type XXI NAXOS and Schnorchel [D17]": "−1 Type XXI NAXOS and Schnorchel (8.1.8)",
		"9.6.3 long range [A40] [D26]":              "−1 long range (9.6.3)",
	} {
		if got := ModText(engine.Mod{V: -1, Why: why}); got != want {
			t.Errorf("%q: %q, want %q", why, got, want)
		}
	}
	if got := stripMarkers("roll on [E2] then [A3]"); got != "roll on [E2] then" {
		t.Errorf("table code kept: %q", got)
	}
}
