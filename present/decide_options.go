package present

import "uboat/engine"

// The decisions of the optional rules (engine/evasive.go …; docs/options.md) in words.
var optionTexts = map[engine.Kind]decisionText{
	engine.KindEvasive: evasiveText,
	// 14.12 the Type XXI's Nibelung sonar, once per engagement.
	engine.KindNibelung: fixedText("decide.nibelung.prompt", map[string]string{
		"no": "decide.nibelung.no", "use": "decide.nibelung.use"}),
	engine.KindResupplyAtSea: portFixed("resupply_at_sea", "accept", "decline"), // 14.9.5
}

// evasiveText is evasive (14.8): the Kommandant's evasion number, 1–2 left, 3–4 right,
// 5–6 straight.
func evasiveText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	t.Prompt = tr("decide.evasive.prompt")
	for i, o := range d.Options {
		var dir string
		switch o.Key {
		case "1", "2":
			dir = tr("decide.evasive.left")
		case "3", "4":
			dir = tr("decide.evasive.right")
		case "5", "6":
			dir = tr("decide.evasive.straight")
		default:
			return false
		}
		t.Labels[i] = tr("decide.evasive.label", "n", o.Key, "dir", dir)
	}
	return true
}
