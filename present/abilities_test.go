package present

import (
	"strings"
	"testing"

	"uboat/engine"
	"uboat/i18n"
)

// The decisions of 14.13 and 14.15 in every language: the ability with its effect, the
// card's historical patrol with its area, the Straggler Killer's and the Scrounger's
// choices (engine/abilities.go).
func TestAbilityDecisionsInWords(t *testing.T) {
	st := &engine.State{Card: 4}
	ab := portDecision(engine.KindAbility, "x", "", "roll", "x", "lucky", "x", "convoy_killer", "x")
	checkPortWords(t, "ability", ab, st, portWant{
		i18n.En: {"Special ability (14.15): roll 1d20, or pick your favourite (rule 14.15 says what each does).", "Roll 1d20",
			"Lucky", "Convoy Killer"},
		i18n.De: {"Sonderfähigkeit (14.15): 1W20 würfeln oder die liebste wählen (Regel 14.15 sagt, was jede bewirkt).", "1W20 würfeln",
			"Glückspilz", "Geleitzugjäger"},
	})
	kp := portDecision(engine.KindKommandantPatrol, "x", "caribbean", "historical", "x", "roll", "x")
	checkPortWords(t, "kommandant_patrol", kp, st, portWant{
		i18n.En: {"Kommandant card (14.13): sail Werner Henke's next historical patrol?", "As he sailed: Caribbean", "Assign the patrol as usual"},
		i18n.It: {"Carta del Kommandant (14.13): seguire la prossima pattuglia storica di Werner Henke?", "Come navigò: " + LocalizeAreaIt("caribbean"), "Assegnare la pattuglia come di consueto"},
	})
	sk := portDecision(engine.KindStragglerKiller, "x", "atlantic", "convoy", "x", "ship", "x")
	checkPortWords(t, "straggler_killer", sk, st, portWant{i18n.En: {
		"Straggler Killer (14.15): a convoy. Attack it, or go for a lone unescorted ship (once a patrol)?", "The convoy", "A lone unescorted ship"},
		i18n.Es: {"Asesino de rezagados (14.15): un convoy. ¿Atacarlo o buscar un barco solo sin escolta (una vez por patrulla)?", "El convoy", "Un barco solo sin escolta"}})
	sc := portDecision(engine.KindScrounger, "x", "2", "double", "x", "normal", "x")
	checkPortWords(t, "scrounger", sc, st, portWant{i18n.En: {
		"Scrounger (14.15): sail with twice the guided torpedoes? G7e, then G7a torpedoes make room.", "Double them (2 torpedoes more)", "The normal load"}})
	for _, l := range allLangs { // every ability has a name and an effect in every language
		for _, a := range append(engine.MustData().Abilities, engine.Ability{Key: engine.AbExpertShot}, engine.Ability{Key: engine.AbResupplier}) {
			for _, id := range []string{"ability.name." + a.Key, "ability.effect." + a.Key} {
				if _, err := l.Lookup(id); err != nil {
					t.Errorf("%s: no %s", l, id)
				}
			}
		}
	}
}

// LocalizeAreaIt is the Italian name of an area (the test's expectation).
func LocalizeAreaIt(key string) string {
	defer i18n.SetCurrent(i18n.Current())
	i18n.SetCurrent(i18n.It)
	return AreaName(key)
}

// The abilities' line and the card's historical record beside the player's (status board,
// hall of fame): none without the rules.
func TestAbilitiesAndCardRecordLines(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	i18n.SetCurrent(i18n.En)
	if AbilitiesLine(&engine.State{}) != "" || CardRecordLine(&engine.State{}) != "" {
		t.Error("lines without the rules")
	}
	if got := AbilitiesLine(&engine.State{Abilities: [2]string{engine.AbBold}}); got != "Special ability: Bold" {
		t.Errorf("ability line %q", got)
	}
	st := &engine.State{Card: 4, Abilities: [2]string{engine.AbConvoyKiller}, CareerShips: 3, CareerTons: 12000}
	if got := AbilitiesLine(st); got != "Kommandant card: Werner Henke — Convoy Killer" {
		t.Errorf("card line %q", got)
	}
	got := CardRecordLine(st)
	for _, want := range []string{"Werner Henke", "25 ships sunk", "157,064 t", "4 ships sunk", "22,263 t", "3 ships sunk", "12,000 t"} {
		if !strings.Contains(got, want) {
			t.Errorf("record %q lacks %q", got, want)
		}
	}
}
