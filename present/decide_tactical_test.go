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
