package present

import (
	"uboat/engine"
	"uboat/i18n"
)

// tacticalTexts gives the words of the tactical layer's decisions (tactical-design §1.2,
// §8.2; engine/tactical.go): decide.go. Catalogue section "# Tactical layer".
var tacticalTexts = map[engine.Kind]decisionText{
	engine.KindTacMode:  tacModeText,
	engine.KindLookouts: lookoutsText,
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

// lookoutsText is lookouts (tactical-design §4.6, engine/tactical_lookouts.go): the
// lookout posture for the leg of the patrol (context: outbound, station, homebound),
// normal or double. The prompt says what double lookouts give and cost; the label
// "Double lookouts" is the glossary's term (one step away: its tooltip).
func lookoutsText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	switch d.Context {
	case engine.LegOutbound, engine.LegStation, engine.LegHomebound:
	default:
		return false
	}
	t.Prompt = tr("decide.lookouts.prompt", "leg", tr("decide.lookouts.leg."+d.Context))
	for i, o := range d.Options {
		switch o.Key {
		case engine.LookoutsNormal, engine.LookoutsDouble:
			t.Labels[i] = tr("decide.lookouts." + o.Key)
		default:
			return false
		}
	}
	return true
}
