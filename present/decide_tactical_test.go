package present

import (
	"strings"
	"testing"

	"uboat/engine"
	"uboat/i18n"
)

// TestTacModeInWords: tac_mode (tactical-design §1.2) is said in every language for
// every scene kind, with its two options, and a kind it does not know keeps the
// engine's words.
func TestTacModeInWords(t *testing.T) {
	opts := []engine.Choice{{Key: "tactical", Label: "Play the scene"}, {Key: "table", Label: "Resolve by table"}}
	seen := map[string]bool{}
	for _, l := range i18n.Langs {
		for s := engine.TacScene(0); s < engine.NumTacScenes; s++ {
			d := &engine.Decision{ID: "tac_mode", Kind: engine.KindTacMode, Context: s.Key(), Prompt: "engine prompt", Options: opts}
			out := LocalizeLang(l, d, nil)
			for _, txt := range []string{out.Prompt, out.Options[0].Label, out.Options[1].Label} {
				if txt == "" || strings.Contains(txt, "[[") || strings.Contains(txt, "{") {
					t.Errorf("%s %s: %q", l, s.Key(), txt)
				}
			}
			if out.Prompt == d.Prompt || out.Options[0].Label == out.Options[1].Label {
				t.Errorf("%s %s: not said: %+v", l, s.Key(), out)
			}
			if seen[out.Prompt] {
				t.Errorf("%s %s: prompt %q said for another scene or language", l, s.Key(), out.Prompt)
			}
			seen[out.Prompt] = true
		}
	}
	d := &engine.Decision{ID: "tac_mode", Kind: engine.KindTacMode, Context: "gunnery", Prompt: "engine prompt", Options: opts}
	if out := LocalizeLang(i18n.De, d, nil); out.Prompt != "engine prompt" {
		t.Errorf("unknown scene kind said as %q", out.Prompt)
	}
}

// TestLookoutsInWords: the lookouts decision (tactical-design §4.6) is said in every
// language for every leg, its prompt gives the double lookouts' 8,000 m against 6,000 m
// and their fatigue pip, its double option names the glossary's term (explained one
// step away: its tooltip) and the roll log says the answer in words; a leg it does not
// know keeps the engine's words.
func TestLookoutsInWords(t *testing.T) {
	opts := []engine.Choice{{Key: engine.LookoutsNormal, Label: "Normal lookouts"}, {Key: engine.LookoutsDouble, Label: "Double lookouts"}}
	seen := map[string]bool{}
	for _, l := range i18n.Langs {
		for _, leg := range []string{engine.LegOutbound, engine.LegStation, engine.LegHomebound} {
			d := &engine.Decision{ID: "lookouts", Kind: engine.KindLookouts, Context: leg, Prompt: "engine prompt", Options: opts}
			var missed string
			decisionMissed = func(_ *engine.Decision, why string) { missed = why }
			out := LocalizeLang(l, d, nil)
			decisionMissed = nil
			if missed != "" {
				t.Fatalf("%s %s: not said: %s", l, leg, missed)
			}
			for _, txt := range []string{out.Prompt, out.Options[0].Label, out.Options[1].Label} {
				if txt == "" || strings.Contains(txt, "[[") || strings.Contains(txt, "{") {
					t.Errorf("%s %s: %q", l, leg, txt)
				}
			}
			if out.Options[0].Label == out.Options[1].Label {
				t.Errorf("%s %s: both options %q", l, leg, out.Options[0].Label)
			}
			if l != i18n.En && (out.Prompt == LocalizeLang(i18n.En, d, nil).Prompt || out.Options[1].Label == "Double lookouts") {
				t.Errorf("%s %s: English left: %+v", l, leg, out)
			}
			if !strings.Contains(out.Prompt, "8") || !strings.Contains(out.Prompt, "6") || !strings.Contains(out.Prompt, " 1 ") {
				t.Errorf("%s %s: the prompt does not give 8,000 m, 6,000 m and the pip: %q", l, leg, out.Prompt)
			}
			if seen[out.Prompt] {
				t.Errorf("%s %s: prompt %q said for another leg or language", l, leg, out.Prompt)
			}
			seen[out.Prompt] = true
			inLang(l, func() {
				terms := FindTerms(out.Options[1].Label)
				if len(terms) != 1 || terms[0].Key != "double_lookouts" || terms[0].Start != 0 || terms[0].End != len(out.Options[1].Label) {
					t.Errorf("%s: the double option %q names the terms %+v, want double_lookouts", l, out.Options[1].Label, terms)
				}
				if GlossText("double_lookouts") == "" || !strings.Contains(GlossText("double_lookouts"), "8") {
					t.Errorf("%s: the term's explanation %q", l, GlossText("double_lookouts"))
				}
				for i, o := range opts {
					if got := ChoiceText("lookouts", o.Key); got != out.Options[i].Label {
						t.Errorf("%s: the roll log says %s as %q, the panel %q", l, o.Key, got, out.Options[i].Label)
					}
				}
				if DecisionName("lookouts") == "lookouts" || DecisionName("lookouts") == "" {
					t.Errorf("%s: the decision's name %q", l, DecisionName("lookouts"))
				}
			})
		}
	}
	d := &engine.Decision{ID: "lookouts", Kind: engine.KindLookouts, Context: "harbour", Prompt: "engine prompt", Options: opts}
	if out := LocalizeLang(i18n.De, d, nil); out.Prompt != "engine prompt" {
		t.Errorf("unknown leg said as %q", out.Prompt)
	}
}
