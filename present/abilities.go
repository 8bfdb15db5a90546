package present

import (
	"strconv"
	"strings"

	"uboat/engine"
	"uboat/i18n"
)

// The special abilities (opt 14.15) and the Kommandant cards (opt 14.13) in words
// (engine/abilities.go; docs/options.md; catalogue section "# Special abilities and
// Kommandant cards"): the abilities' names and effects, the decisions of these rules, the
// line naming the Kommandant's abilities and the card's historical record beside the
// player's (status board, hall of fame).

// AbilityName is an ability's name: "Convoy Killer" (catalogue ability.name.<key>).
func AbilityName(key string) string {
	if s, ok := trOK("ability.name." + key); ok {
		return s
	}
	return Words(key)
}

// AbilityEffect is what an ability does, in a few words (ability.effect.<key>).
func AbilityEffect(key string) string { return tr("ability.effect." + key) }

// AbilitiesLine names the Kommandant's special abilities and his card, "" when neither
// rule is in play: "Kommandant card: Werner Henke — Convoy Killer" or "Special ability:
// Bold".
func AbilitiesLine(s *engine.State) string {
	if s == nil || s.Abilities[0] == "" {
		return ""
	}
	var names []string
	for _, a := range s.Abilities {
		if a != "" {
			names = append(names, AbilityName(a))
		}
	}
	list := strings.Join(names, ", ")
	if s.Card > 0 {
		if k := engine.MustData().Kommandant(s.Card); k != nil {
			return tr("board.card", "name", k.Name, "list", list)
		}
	}
	return tr("board.ability", "list", list)
}

// CardRecordLine is the card's historical record beside the player's (14.13: "to match or
// beat their achievements"): "Werner Henke sank 25 ships, 157,064 t (in The Hunted's years
// 4 ships, 22,263 t); you: 3 ships sunk, 12,000 t". "" without a card.
func CardRecordLine(s *engine.State) string {
	if s == nil || s.Card == 0 {
		return ""
	}
	k := engine.MustData().Kommandant(s.Card)
	if k == nil {
		return ""
	}
	return tr("board.card_record", "name", k.Name,
		"ships", tr("count.ships_sunk", "n", k.Career.Ships), "tons", Tons(k.Career.Tons),
		"hships", tr("count.ships_sunk", "n", k.Hunted.Ships), "htons", Tons(k.Hunted.Tons),
		"mine", tr("count.ships_sunk", "n", s.CareerShips), "mytons", Tons(s.CareerTons))
}

// CardHistoryLine is the card's historical record alone, for the status board (the
// player's own tally stands on it already): "Werner Henke's record: 25 ships sunk,
// 157,064 t (4 ships sunk, 22,263 t in The Hunted's years)". "" without a card.
func CardHistoryLine(s *engine.State) string {
	if s == nil || s.Card == 0 {
		return ""
	}
	k := engine.MustData().Kommandant(s.Card)
	if k == nil {
		return ""
	}
	return tr("board.card_history", "name", k.Name,
		"ships", tr("count.ships_sunk", "n", k.Career.Ships), "tons", Tons(k.Career.Tons),
		"hships", tr("count.ships_sunk", "n", k.Hunted.Ships), "htons", Tons(k.Hunted.Tons))
}

// CardChoice is a Kommandant card on the setup's options page: "Werner Henke, U-515
// (IXC)" and his abilities with their effects; card 0 is a card dealt when the career
// starts (engine.Data.DealCard).
func CardChoice(n int) (label, sub string) {
	if n == 0 {
		return tr("options.card.none"), tr("options.card.none_sub")
	}
	d := engine.MustData()
	k := d.Kommandant(n)
	if k == nil {
		return strconv.Itoa(n), ""
	}
	_, u, typ, _, _ := d.CardSetup(n)
	var abs []string
	for _, a := range d.AbilityKeys(k) {
		abs = append(abs, AbilityName(a)+": "+AbilityEffect(a))
	}
	return tr("options.card.boat", "name", k.Name, "boat", u, "type", typ), strings.Join(abs, "; ")
}

// abilityText is ability (14.15): "roll" and the abilities by name.
func abilityText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	t.Prompt = tr("decide.ability.prompt")
	for i, o := range d.Options {
		if o.Key == "roll" {
			t.Labels[i] = tr("decide.ability.roll")
			continue
		}
		name, ok := trOK("ability.name." + o.Key)
		if !ok {
			return false
		}
		t.Labels[i] = name // names only: twenty-one answers with their effects would not fit the panel (the rule, linked from the prompt, says them)
	}
	return true
}

// kommandantPatrolText is kommandant_patrol (14.13): the card's area is the context.
func kommandantPatrolText(d *engine.Decision, s *engine.State, t *DecisionWords) bool {
	name := ""
	if s != nil && s.Card > 0 {
		if k := engine.MustData().Kommandant(s.Card); k != nil {
			name = k.Name
		}
	}
	if name == "" {
		name = tr("options.card.someone")
	}
	t.Prompt = tr("decide.kommandant_patrol.prompt", "name", name)
	for i, o := range d.Options {
		switch o.Key {
		case "historical":
			t.Labels[i] = tr("decide.kommandant_patrol.historical", "area", AreaName(d.Context))
		case "roll":
			t.Labels[i] = tr("decide.kommandant_patrol.roll")
		default:
			return false
		}
	}
	return true
}

// scroungerText is scrounger (14.15 #18): the context is how many guided torpedoes more.
func scroungerText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	n, err := strconv.Atoi(d.Context)
	if err != nil {
		return false
	}
	t.Prompt = tr("decide.scrounger.prompt")
	for i, o := range d.Options {
		switch o.Key {
		case "double":
			t.Labels[i] = tr("decide.scrounger.double", "n", i18n.T("count.torpedoes", "n", n))
		case "normal":
			t.Labels[i] = tr("decide.scrounger.normal")
		default:
			return false
		}
	}
	return true
}

// abilityNoteText is the notes of 14.13/14.15 in words ("" for another key).
func abilityNoteText(key, detail string) string {
	switch key {
	case "special_ability":
		return tr("log.note.special_ability", "name", AbilityName(detail), "effect", AbilityEffect(detail))
	case "ability":
		return tr("log.note.ability", "name", AbilityName(detail), "effect", AbilityEffect(detail))
	case "kommandant_card":
		if n, err := strconv.Atoi(detail); err == nil {
			if k := engine.MustData().Kommandant(n); k != nil {
				return tr("log.note.kommandant_card", "name", k.Name)
			}
		}
	}
	return ""
}
