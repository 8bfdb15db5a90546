package present

import (
	"strings"

	"uboat/engine"
)

// combatTexts gives the words of the encounter's decisions: decide.go. Each reads the
// forms the engine builds in engine/ships.go and engine/sub.go (the catalogue section
// "# Decisions: the encounter (present/decide_combat.go)", ids decide.<kind>.*).
var combatTexts = map[engine.Kind]decisionText{
	// 8.4.2 B3: Day, try to switch to Night.
	engine.KindNight: fixedText("decide.night.prompt", map[string]string{
		"try": "decide.night.try", "stay": "decide.night.stay"}),
	// 8.4.4 / 9.7.5 after following damaged ships.
	engine.KindTimeOfDay: fixedText("decide.time_of_day.prompt", map[string]string{
		"day": "term.day", "night": "term.night"}),
	// B4 9.1.2 attack or let the ships pass.
	engine.KindAttack: fixedText("decide.attack.prompt", map[string]string{
		"attack": "decide.attack.attack", "decline": "decide.attack.decline"}),
	engine.KindAttackEscort: attackEscortText,
	engine.KindAttackMode:   attackModeText,
	// 9.1.4 the range; the odds (hit chance per torpedo kind, [E2] detection) stay on
	// the options and are said by OddsText.
	engine.KindRange: fixedText("decide.range.prompt", map[string]string{
		"close": "term.range.close", "medium": "term.range.medium", "long": "term.range.long",
		engine.RangeExtreme: "decide.range.extreme"}), // opt 14.16
	// 9.2.1 one end fires.
	engine.KindEnd: fixedText("decide.end.prompt", map[string]string{
		"bow": "decide.end.bow", "stern": "decide.end.stern"}),
	engine.KindSecondSalvo: secondSalvoText,
	engine.KindFire:        fireText,
	engine.KindGun:         gunText,
	// 9.4.2 [A33] weapon groups in any order.
	engine.KindWeaponGroup: fixedText("decide.weapon_group.prompt", map[string]string{
		"bow": "decide.weapon_group.bow", "stern": "decide.weapon_group.stern",
		"deck_gun": "system.deck_gun", "done": "decide.weapon_group.done"}),
	// 9.4.3 B24.
	engine.KindAdditionalRound: fixedText("decide.additional_round.prompt", map[string]string{
		"no": "decide.additional_round.no", "yes": "decide.additional_round.yes"}),
	// 9.4.6 [A35].
	engine.KindEscortFire: fixedText("decide.escort_fire.prompt", map[string]string{
		"fire": "decide.escort_fire.fire", "decline": "decide.escort_fire.decline"}),
	engine.KindFollow:    followText,
	engine.KindStraggler: stragglerText,
	engine.KindReload:    reloadText,
	engine.KindSubAttack: subAttackText,
	// 9.9.3 F5.
	engine.KindSubContinue: fixedText("decide.sub_continue.prompt", map[string]string{
		"again": "decide.sub_continue.again", "break_off": "decide.sub_continue.break_off"}),
}

// The option labels of the kinds with more than one form (option key → message id).
var (
	attackEscortLabels   = map[string]string{"no": "decide.attack_escort.no", "yes": "decide.attack_escort.yes"}
	unescortedModeLabels = map[string]string{"surfaced": "decide.attack_mode.surfaced", "submerged": "decide.attack_mode.submerged"}
	escortedModeLabels   = map[string]string{"submerged": "decide.attack_mode.submerged_attack", "nsa": "decide.attack_mode.nsa"}
	secondSalvoLabels    = map[string]string{"no": "decide.second_salvo.no", "yes": "decide.second_salvo.yes"}
	subAttackLabels      = map[string]string{"attack": "decide.sub_attack.attack", "break_off": "decide.sub_attack.break_off"}
	subReplyLabels       = map[string]string{"return_fire": "decide.sub_attack.return_fire", "break_off": "decide.sub_attack.break_off"}
)

// fixedText is the decisionText of a kind whose prompt is one message and whose options
// are each one message by key (labels: option key → message id).
func fixedText(prompt string, labels map[string]string) decisionText {
	return func(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
		t.Prompt = tr(prompt)
		return fixedLabels(d, t, labels)
	}
}

// fixedLabels fills t's labels from labels (option key → message id); false when an
// option has a key labels lacks.
func fixedLabels(d *engine.Decision, t *DecisionWords, labels map[string]string) bool {
	for i, o := range d.Options {
		id, ok := labels[o.Key]
		if !ok {
			return false
		}
		t.Labels[i] = tr(id)
	}
	return true
}

// attackEscortText: B5 9.10 add an escort of 2,000 t (+2 to hit) as a target.
func attackEscortText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	t.Prompt = tr("decide.attack_escort.prompt", "tons", Tons(2000))
	return fixedLabels(d, t, attackEscortLabels)
}

// attackModeText: B7 the escorted ships (submerged, or a Night Surface Attack, 9.5.1) or
// B21 the unescorted ones (surfaced with UZO and deck gun, or submerged, 9.4.1, [A34]);
// the unescorted choice always offers "surfaced".
func attackModeText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	for _, o := range d.Options {
		if o.Key == "surfaced" {
			t.Prompt = tr("decide.attack_mode.unescorted")
			return fixedLabels(d, t, unescortedModeLabels)
		}
	}
	t.Prompt = tr("decide.attack_mode.escorted")
	return fixedLabels(d, t, escortedModeLabels)
}

// secondSalvoText: 9.5.2 [A39] the NSA second salvo from the other end, +1 to hit for it
// unless the Kommandant in command holds the Knight's Cross (11.3.6).
func secondSalvoText(d *engine.Decision, s *engine.State, t *DecisionWords) bool {
	t.Prompt = tr("decide.second_salvo.prompt")
	if s != nil && s.KCGrade() >= engine.KCKnightsCross {
		t.Prompt = tr("decide.second_salvo.prompt_kc")
	}
	return fixedLabels(d, t, secondSalvoLabels)
}

// tubeName names a tube from a fire or reload decision's context ("bow_tube_2": "Bow
// tube 2", catalogue reload.bow_tube / reload.stern_tube); ok false for another context.
func tubeName(ctx string) (name string, bow bool, i int, ok bool) {
	bow, i, ok = engine.TubeContext(ctx)
	if !ok {
		return "", false, 0, false
	}
	id := "reload.stern_tube"
	if bow {
		id = "reload.bow_tube"
	}
	return tr(id, "n", i+1), bow, i, true
}

// torpInSentence is a torpedo kind in words inside a sentence (catalogue word.torp.*):
// "steam torpedo (G7a)", "Falke guided torpedo (G7e)", German nouns capitalised.
func torpInSentence(k engine.Torp) string {
	w := tr("word.torp." + k.Key())
	if first, _, _ := strings.Cut(k.Designation(), " "); strings.HasPrefix(w, first) {
		return w // the kind's own name first: "Falke …", "Zaunkönig …"
	}
	return lowerFirst(w)
}

// fireText: 9.2.1 each loaded tube's torpedo is committed to a target or held. The
// tube's torpedo comes from the decision's Salvo (with odds) or from the boat's tubes.
func fireText(d *engine.Decision, s *engine.State, t *DecisionWords) bool {
	tube, bow, i, ok := tubeName(d.Context)
	if !ok {
		return false
	}
	k := engine.TorpNone
	if d.Salvo != nil {
		for _, st := range d.Salvo.Tubes {
			if st.I == i && d.Salvo.Bow == bow {
				k = st.Torp
			}
		}
	}
	if k == engine.TorpNone && s != nil {
		tubes := s.Boat.SternTubes
		if bow {
			tubes = s.Boat.BowTubes
		}
		if i < len(tubes) {
			k = tubes[i]
		}
	}
	if k == engine.TorpNone || k == engine.Mine {
		return false
	}
	t.Prompt = tr("decide.fire.prompt", "tube", tube, "torpedo", torpInSentence(k))
	return targetLabels(d, t, "decide.fire.hold")
}

// gunText: 9.3.2 up to two deck-gun ammunition points, each aimed at a target or held.
func gunText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	n := 0
	switch d.Context {
	case "gun_1":
		n = 1
	case "gun_2":
		n = 2
	default:
		return false
	}
	t.Prompt = tr("decide.gun.prompt", "n", n)
	return targetLabels(d, t, "decide.gun.hold")
}

// targetLabels labels a choice of targets (engine.TargetOption keys, the ships' names
// as labels) and, when hold is not "", its "hold" option; false for another key.
func targetLabels(d *engine.Decision, t *DecisionWords, hold string) bool {
	for i, o := range d.Options {
		if o.Key == "hold" && hold != "" {
			t.Labels[i] = tr(hold)
			continue
		}
		if _, ok := engine.TargetOption(o.Key); !ok || o.Label == "" {
			return false
		}
		t.Labels[i] = TargetName(o.Label)
	}
	return true
}

// TargetName is a target's name as the screens show it: the ship's own name as the
// target lists give it ("Empire Sun", "HMS Tuna"), the escort added as a target (9.10)
// in the current language ("Escort", "Eskorte").
func TargetName(name string) string {
	if name == engine.EscortName {
		return tr("term.escort")
	}
	return name
}

// followText: B15 9.7 follow the damaged ships (9.7.4, 9.7.6), the undamaged ones or the
// convoy (9.7.7, 9.7.8), or end the encounter. The counts are the engine's: the live
// damaged targets, the live undamaged ones that are neither escort nor capital ship.
func followText(d *engine.Decision, s *engine.State, t *DecisionWords) bool {
	t.Prompt = tr("decide.follow.prompt")
	damaged, undamaged := 0, 0
	if s != nil && s.Engage != nil {
		for _, tg := range s.Engage.Targets {
			switch {
			case tg.Sunk || tg.Gone:
			case tg.Damage > 0:
				damaged++
			case !tg.Escort && !tg.Capital:
				undamaged++
			}
		}
	}
	for i, o := range d.Options {
		switch o.Key {
		case "stop":
			t.Labels[i] = tr("decide.follow.stop")
		case "damaged":
			if damaged == 0 {
				return false
			}
			t.Labels[i] = tr("decide.follow.damaged", "n", damaged)
		case "undamaged":
			switch {
			case d.Context == "convoy":
				t.Labels[i] = tr("decide.follow.convoy")
			case undamaged > 0:
				t.Labels[i] = tr("decide.follow.undamaged", "n", undamaged)
			default:
				return false
			}
		default:
			return false
		}
	}
	return true
}

// stragglerText: [A45] the damaged ships scatter, unescorted; follow one of them.
func stragglerText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	t.Prompt = tr("decide.straggler.prompt")
	return targetLabels(d, t, "")
}

// reloadText: 9.2.10 (4.5.1) each empty tube is reloaded from its end's reload box; the
// options are the torpedo kinds in the box (their keys).
func reloadText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	tube, _, _, ok := tubeName(d.Context)
	if !ok {
		return false
	}
	t.Prompt = tr("decide.reload.prompt", "tube", tube)
	for i, o := range d.Options {
		k := engine.TorpOfKey(o.Key)
		if k == engine.TorpNone || k == engine.Mine {
			return false
		}
		t.Labels[i] = tr("word.torp." + o.Key)
	}
	return true
}

// subAttackText: 9.9.3 an enemy submarine sighted (attack or break off), or after
// surviving its torpedoes (return fire at that range, [A56], or break off).
func subAttackText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	for _, o := range d.Options {
		if o.Key == "return_fire" {
			t.Prompt = tr("decide.sub_attack.survived")
			return fixedLabels(d, t, subReplyLabels)
		}
	}
	t.Prompt = tr("decide.sub_attack.prompt")
	return fixedLabels(d, t, subAttackLabels)
}
