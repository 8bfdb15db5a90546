package present

import (
	"uboat/engine"
	"uboat/i18n"
)

// tacticalTexts gives the words of the tactical layer's decisions (tactical-design §1.2,
// §8.2; engine/tactical.go): decide.go. Catalogue section "# Tactical layer".
var tacticalTexts = map[engine.Kind]decisionText{
	engine.KindTacMode: tacModeText,
}

// tacModeText is tac_mode: play the scene (context: its kind) or resolve it by table.
func tacModeText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	l := i18n.Current()
	switch d.Context {
	case "attack", "evasion", "crash_dive", "damage_control":
	default:
		return false
	}
	t.Prompt = l.T("decide.tac_mode.prompt", "scene", l.T("decide.tac_mode.scene."+d.Context))
	for i, o := range d.Options {
		switch o.Key {
		case "tactical", "table":
			t.Labels[i] = l.T("decide.tac_mode." + o.Key)
		default:
			return false
		}
	}
	return true
}
