package present

import "uboat/engine"

// The decisions of the optional rules (engine/evasive.go …; docs/options.md) in words.
var optionTexts = map[engine.Kind]decisionText{
	engine.KindEvasive:          evasiveText,
	engine.KindAbility:          abilityText,          // 14.15 (abilities.go)
	engine.KindKommandantPatrol: kommandantPatrolText, // 14.13
	engine.KindStragglerKiller:  portFixed("straggler_killer", "convoy", "ship"),
	engine.KindScrounger:        scroungerText,
	engine.KindEvasiveEscort:    evasiveEscortText, // 13.1.2
	// 14.12 the Type XXI's Nibelung sonar, once per engagement.
	engine.KindNibelung: fixedText("decide.nibelung.prompt", map[string]string{
		"no": "decide.nibelung.no", "use": "decide.nibelung.use"}),
	// 13.5.5 the wolfpack tournament: join the pack's battle, or stay out / chase the ship.
	engine.KindPackJoin: fixedText("decide.pack_join.prompt", map[string]string{
		"join": "decide.pack_join.join", "stay": "decide.pack_join.stay", "chase": "decide.pack_join.chase"}),
	engine.KindResupplyAtSea: portFixed("resupply_at_sea", "accept", "decline"), // 14.9.5
}

// evasiveEscortText is evasive_escort (13.1.2 / 14.8.3, two players): the other
// player's secret number for the escort, in the same bands.
func evasiveEscortText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	t.Prompt = tr("decide.evasive_escort.prompt")
	for i, o := range d.Options {
		dir := escortDir(o.Key)
		if dir == "" {
			return false
		}
		t.Labels[i] = tr("decide.evasive.label", "n", o.Key, "dir", tr("decide.evasive_escort."+dir))
	}
	return true
}

// escortDir is the direction of a 14.8 number: left, right or straight ("" for another key).
func escortDir(k string) string {
	switch k {
	case "1", "2":
		return "left"
	case "3", "4":
		return "right"
	case "5", "6":
		return "straight"
	}
	return ""
}

// evasiveText is evasive (14.8): the Kommandant's evasion number, 1–2 left, 3–4 right,
// 5–6 straight.
func evasiveText(d *engine.Decision, s *engine.State, t *DecisionWords) bool {
	t.Prompt = tr("decide.evasive.prompt")
	if s != nil && s.Options.Has(engine.OptTwoPlayer) { // 13.1.2: the other player chooses the escort's
		t.Prompt = tr("decide.evasive.prompt_two")
	}
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
