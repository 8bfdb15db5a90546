package present

import (
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
	"uboat/i18n"
)

// combatCase is a decision of the encounter as the engine builds it (engine/ships.go,
// engine/sub.go: the English prompt and labels), the state it is asked in, and what the
// screens must say in each language (prompt, then the labels in option order; a language
// left out is not checked here).
type combatCase struct {
	name string
	d    *engine.Decision
	s    *engine.State
	want map[i18n.Lang][]string
}

// opts builds options from key, English label pairs.
func opts(kl ...string) []engine.Choice {
	var o []engine.Choice
	for i := 0; i+1 < len(kl); i += 2 {
		o = append(o, engine.Choice{Key: kl[i], Label: kl[i+1]})
	}
	return o
}

func ask(k engine.Kind, prompt, ctx string, o []engine.Choice) *engine.Decision {
	return &engine.Decision{ID: k.String(), Kind: k, Prompt: prompt, Context: ctx, Options: o}
}

// kcState is a state whose Kommandant holds the Knight's Cross of grade kc and commands
// (or not: the 1WO commands, 10.6.3).
func kcState(kc int, kmdtCommands bool) *engine.State {
	s := &engine.State{KC: kc}
	if !kmdtCommands {
		s.Crew.Command = engine.WO1
	}
	return s
}

// engageState is a state in an engagement with the given targets and the boat's tubes.
func engageState(bow, stern []engine.Torp, targets ...engine.Target) *engine.State {
	s := &engine.State{Engage: &engine.Engagement{Targets: targets}}
	s.Boat.BowTubes, s.Boat.SternTubes = bow, stern
	return s
}

func combatCases() []combatCase {
	en, de, it, es := i18n.En, i18n.De, i18n.It, i18n.Es
	ships := []engine.Target{
		{Name: "Empire Sun", Tons: 6952, Damage: 1},
		{Name: "Alcedo", Tons: 1834, Damage: 2},
		{Name: "Fort Fidler", Tons: 7127},
		{Name: engine.EscortName, Tons: 2000, Escort: true},
		{Name: "Frontenac", Tons: 7350, Sunk: true, Damage: 3},
	}
	return []combatCase{
		{name: "night (8.4.2)",
			d: ask(engine.KindNight, "Day: try to switch to Night (contact may be lost)?", "",
				opts("try", "Try to switch to Night", "stay", "Attack by Day")),
			want: map[i18n.Lang][]string{
				de: {"Es ist Tag: Wechsel zur Nacht versuchen (der Kontakt kann verloren gehen)?", "Wechsel zur Nacht versuchen", "Bei Tag angreifen"},
				it: {"È Giorno: provare a passare alla Notte (il contatto può andare perso)?", "Prova a passare alla Notte", "Attacca di Giorno"},
				es: {"Es de Día: ¿intentar pasar a la Noche (puede perderse el contacto)?", "Intentar pasar a la Noche", "Atacar de Día"},
			}},
		{name: "time of day, a capital ship by Day only (9.7.4)",
			d: ask(engine.KindTimeOfDay, "Following damaged ships: attack by Day or by Night?", "",
				opts("day", "Day")),
			want: map[i18n.Lang][]string{
				de: {"Verfolgung beschädigter Schiffe: bei Tag oder bei Nacht angreifen?", "Tag"},
				es: {"Persiguiendo barcos dañados: ¿atacar de Día o de Noche?", "Día"},
			}},
		{name: "time of day (9.7.5)",
			d: ask(engine.KindTimeOfDay, "Following damaged ships: attack by Day or by Night?", "",
				opts("day", "Day", "night", "Night")),
			want: map[i18n.Lang][]string{
				it: {"Inseguimento delle navi danneggiate: attaccare di Giorno o di Notte?", "Giorno", "Notte"},
			}},
		{name: "attack (9.1.2)",
			d: ask(engine.KindAttack, "Attack the ships or let them pass (not detected)?", "convoy",
				opts("attack", "Attack", "decline", "Decline (not detected)")),
			want: map[i18n.Lang][]string{
				de: {"Die Schiffe angreifen oder unentdeckt passieren lassen?", "Angreifen", "Passieren lassen (nicht entdeckt)"},
				es: {"¿Atacar a los barcos o dejarlos pasar (sin ser detectado)?", "Atacar", "Renunciar (sin ser detectado)"},
			}},
		{name: "attack the escort: 2,000 t in each language's numbers (9.10)",
			d: ask(engine.KindAttackEscort, "Add an escort (2,000 t, +2 to hit) as a target?", "",
				opts("no", "Only the ships", "yes", "Attack the escort too")),
			want: map[i18n.Lang][]string{
				en: {"Add an escort (2,000 t, +2 to hit) as a target?", "Only the ships", "Attack the escort too"},
				de: {"Eine Eskorte (2.000 t, +2 auf den Trefferwurf) als Ziel hinzunehmen?", "Nur die Schiffe", "Auch die Eskorte angreifen"},
				it: {"Aggiungere una scorta (2.000 t, +2 al tiro per colpire) come bersaglio?", "Solo le navi", "Attacca anche la scorta"},
				es: {"¿Añadir una escolta (2.000 t, +2 a la tirada de impacto) como objetivo?", "Solo los barcos", "Atacar también a la escolta"},
			}},
		{name: "attack mode, escorted (9.5.1)",
			d: ask(engine.KindAttackMode, "How to attack the escorted ships?", "",
				opts("submerged", "Submerged attack", "nsa", "Night Surface Attack")),
			want: map[i18n.Lang][]string{
				de: {"Wie sollen die eskortierten Schiffe angegriffen werden?", "Unterwasserangriff", "Nächtlicher Überwasserangriff"},
				it: {"Come attaccare le navi scortate?", "Attacco in immersione", "Attacco Notturno in Superficie"},
			}},
		{name: "attack mode, escorted, no periscope ([A34])",
			d: ask(engine.KindAttackMode, "How to attack the escorted ships?", "",
				opts("nsa", "Night Surface Attack")),
			want: map[i18n.Lang][]string{
				es: {"¿Cómo atacar a los barcos escoltados?", "Ataque nocturno en superficie"},
			}},
		{name: "attack mode, unescorted (9.4.1)",
			d: ask(engine.KindAttackMode, "Attack the unescorted ships surfaced or submerged?", "",
				opts("surfaced", "Surfaced (UZO, deck gun)", "submerged", "Submerged")),
			want: map[i18n.Lang][]string{
				de: {"Die Schiffe ohne Eskorte aufgetaucht oder getaucht angreifen?", "Aufgetaucht (UZO, Deckgeschütz)", "Getaucht"},
				it: {"Attaccare le navi senza scorta in emersione o in immersione?", "In emersione (UZO, cannone sul ponte)", "In immersione"},
			}},
		{name: "range with its odds (9.1.4)",
			d: func() *engine.Decision {
				d := ask(engine.KindRange, "Attack range?", "", opts("close", "Close", "medium", "Medium", "long", "Long"))
				d.Options[0].Odds = []engine.Odds{{Outcome: "hit_g7e", P: 0.72}, {Outcome: engine.OutcomeEscortsDetect, P: 0.45}}
				return d
			}(),
			want: map[i18n.Lang][]string{
				en: {"Attack range?", "Close range", "Medium range", "Long range"},
				de: {"Angriffsdistanz?", "Nahdistanz", "Mittlere Distanz", "Große Distanz"},
				it: {"Distanza d'attacco?", "Distanza Ravvicinata", "Distanza Media", "Distanza Lunga"},
				es: {"¿Distancia de ataque?", "Corta distancia", "Media distancia", "Larga distancia"},
			}},
		{name: "end (9.2.1)",
			d: ask(engine.KindEnd, "Fire from which end?", "", opts("bow", "Bow tubes", "stern", "Stern tubes")),
			want: map[i18n.Lang][]string{
				de: {"Aus welchen Rohren schießen?", "Bugrohre", "Heckrohre"},
				it: {"Da quali tubi lanciare?", "Tubi di prua", "Tubi di poppa"},
			}},
		{name: "second salvo, +1 to hit (9.5.2)",
			d: ask(engine.KindSecondSalvo, "Commit a second salvo from the other end (+1 to hit for it, 9.5.2)?", "",
				opts("no", "One salvo", "yes", "Second salvo")),
			s: kcState(engine.KCKnightsCross, false), // the 1WO commands: no Knight's Cross benefit
			want: map[i18n.Lang][]string{
				en: {"Commit a second salvo from the other end (+1 to hit for it, 9.5.2)?", "One salvo", "Second salvo"},
				de: {"Einen zweiten Fächer aus den Rohren am anderen Ende schießen (+1 auf dessen Trefferwurf, 9.5.2)?", "Ein Fächer", "Zweiter Fächer"},
			}},
		{name: "second salvo, the Knight's Cross (11.3.6)",
			d: ask(engine.KindSecondSalvo, "Commit a second salvo from the other end (the Knight's Cross spares it the +1 to hit, 11.3.6)?", "",
				opts("no", "One salvo", "yes", "Second salvo")),
			s: kcState(engine.KCOakLeaves, true),
			want: map[i18n.Lang][]string{
				it: {"Lanciare una seconda salva dai tubi dell'altra estremità (la Croce di Cavaliere le risparmia il +1 al tiro per colpire, 11.3.6)?", "Una salva", "Seconda salva"},
				es: {"¿Lanzar una segunda salva desde los tubos del otro extremo (la Cruz de Caballero le ahorra el +1 a la tirada de impacto, 11.3.6)?", "Una salva", "Segunda salva"},
			}},
		{name: "fire at the escort and a ship, the torpedo from the boat's tubes (9.2.1)",
			d: ask(engine.KindFire, "Bow tube 2: target for the electric torpedo (G7e)?", "bow_tube_2",
				opts("target_1", "Empire Sun", "target_4", "Escort", "hold", "Hold fire")),
			s: engageState([]engine.Torp{engine.G7a, engine.G7e}, nil, ships...),
			want: map[i18n.Lang][]string{
				en: {"Bow tube 2: target for the electric torpedo (G7e)?", "Empire Sun", "Escort", "Hold fire"},
				de: {"Bugrohr 2: Ziel für den Elektrotorpedo (G7e)?", "Empire Sun", "Eskorte", "Feuer halten"},
				it: {"Tubo di prua 2: bersaglio per il siluro elettrico (G7e)?", "Empire Sun", "Scorta", "Non lanciare"},
				es: {"Tubo de proa 2: ¿objetivo para el torpedo eléctrico (G7e)?", "Empire Sun", "Escolta", "No disparar"},
			}},
		{name: "fire a Falke, the torpedo from the decision's salvo (9.2.5)",
			d: func() *engine.Decision {
				d := ask(engine.KindFire, "Stern tube 1: target for the Falke guided torpedo (G7e)?", "stern_tube_1",
					opts("target_3", "Fort Fidler", "hold", "Hold fire"))
				d.Salvo = &engine.Salvo{Tubes: []engine.SalvoTube{{I: 0, Torp: engine.Falke}}}
				return d
			}(),
			want: map[i18n.Lang][]string{
				en: {"Stern tube 1: target for the Falke guided torpedo (G7e)?", "Fort Fidler", "Hold fire"},
				de: {"Heckrohr 1: Ziel für den Zielsuchtorpedo Falke (G7e)?", "Fort Fidler", "Feuer halten"},
				it: {"Tubo di poppa 1: bersaglio per il siluro guidato Falke (G7e)?", "Fort Fidler", "Non lanciare"},
			}},
		{name: "deck gun, second point (9.3.2)",
			d: ask(engine.KindGun, "Target for the deck-gun ammunition point?", "gun_2",
				opts("target_3", "Fort Fidler", "hold", "Hold fire")),
			want: map[i18n.Lang][]string{
				en: {"Deck gun, ammunition point 2: which target?", "Fort Fidler", "Hold fire"},
				es: {"Cañón de cubierta, punto de munición 2: ¿qué objetivo?", "Fort Fidler", "No disparar"},
			}},
		{name: "weapon group (9.4.2)",
			d: ask(engine.KindWeaponGroup, "Fire which weapon group next?", "",
				opts("bow", "Bow torpedoes", "stern", "Stern torpedoes", "deck_gun", "Deck gun", "done", "Cease fire")),
			want: map[i18n.Lang][]string{
				de: {"Welche Waffengruppe feuert als Nächstes?", "Bugtorpedos", "Hecktorpedos", "Deckgeschütz", "Feuer einstellen"},
				it: {"Con quale gruppo di armi aprire il fuoco ora?", "Siluri di prua", "Siluri di poppa", "Cannone sul Ponte", "Cessa il fuoco"},
			}},
		{name: "additional round (9.4.3)",
			d: ask(engine.KindAdditionalRound, "Start an additional combat round?", "",
				opts("no", "Let the ships go", "yes", "Additional combat round")),
			want: map[i18n.Lang][]string{
				es: {"¿Iniciar una ronda de combate adicional?", "Dejar ir a los barcos", "Ronda de combate adicional"},
			}},
		{name: "escort fire ([A35])",
			d: ask(engine.KindEscortFire, "Escorts arrived but missed you: fire submerged?", "",
				opts("fire", "Fire (submerged)", "decline", "Break off")),
			want: map[i18n.Lang][]string{
				de: {"Die Eskorte ist eingetroffen, hat Sie aber verfehlt: getaucht schießen?", "Schießen (getaucht)", "Abdrehen"},
				it: {"La scorta è arrivata ma ti ha mancato: lanciare in immersione?", "Lancia (in immersione)", "Rompi il contatto"},
			}},
		{name: "follow two damaged ships and an undamaged one (9.7.6, 9.7.7)",
			d: ask(engine.KindFollow, "Follow the ships?", "two_ships_escort",
				opts("stop", "End the encounter", "damaged", "Follow the 2 damaged ships", "undamaged", "Follow the undamaged ship")),
			s: engageState(nil, nil, ships...),
			want: map[i18n.Lang][]string{
				en: {"Follow the ships?", "End the encounter", "Follow the 2 damaged ships", "Follow the undamaged ship"},
				de: {"Den Schiffen folgen?", "Die Begegnung beenden", "Den 2 beschädigten Schiffen folgen", "Dem unbeschädigten Schiff folgen"},
				it: {"Inseguire le navi?", "Termina l'incontro", "Insegui le 2 navi danneggiate", "Insegui la nave non danneggiata"},
				es: {"¿Seguir a los barcos?", "Terminar el encuentro", "Seguir a los 2 barcos dañados", "Seguir al barco intacto"},
			}},
		{name: "follow the convoy (9.7.8)",
			d: ask(engine.KindFollow, "Follow the ships?", "convoy",
				opts("stop", "End the encounter", "undamaged", "Follow the convoy")),
			s: engageState(nil, nil, ships[3:]...),
			want: map[i18n.Lang][]string{
				de: {"Den Schiffen folgen?", "Die Begegnung beenden", "Dem Konvoi folgen"},
				it: {"Inseguire le navi?", "Termina l'incontro", "Insegui il convoglio"},
			}},
		{name: "straggler ([A45])",
			d: ask(engine.KindStraggler, "The damaged ships scatter: which straggler to follow?", "",
				opts("target_1", "Empire Sun", "target_2", "Alcedo")),
			want: map[i18n.Lang][]string{
				it: {"Le navi danneggiate si disperdono: quale nave ritardataria inseguire?", "Empire Sun", "Alcedo"},
				es: {"Los barcos dañados se dispersan: ¿a qué rezagado seguir?", "Empire Sun", "Alcedo"},
			}},
		{name: "reload (9.2.10)",
			d: ask(engine.KindReload, "Stern tube 2: reload with which torpedo?", "stern_tube_2",
				opts("g7a", "Steam torpedo (G7a)", "zaunkoenig", "Zaunkönig guided torpedo (G7es)")),
			want: map[i18n.Lang][]string{
				de: {"Heckrohr 2: mit welchem Torpedo nachladen?", "Dampftorpedo (G7a)", "Zielsuchtorpedo Zaunkönig (G7es)"},
				es: {"Tubo de popa 2: ¿recargar con qué torpedo?", "Torpedo de vapor (G7a)", "Torpedo autoguiado Zaunkönig (G7es)"},
			}},
		{name: "enemy submarine sighted (9.9.3)",
			d: ask(engine.KindSubAttack, "Enemy submarine sighted: attack or break off?", "",
				opts("attack", "Attack", "break_off", "Break off")),
			want: map[i18n.Lang][]string{
				de: {"Feindliches U-Boot gesichtet: angreifen oder abdrehen?", "Angreifen", "Abdrehen"},
			}},
		{name: "return the enemy submarine's fire ([A56])",
			d: ask(engine.KindSubAttack, "You survived the enemy's torpedoes: return fire or break off?", "medium",
				opts("return_fire", "Return fire", "break_off", "Break off")),
			want: map[i18n.Lang][]string{
				it: {"Sei sopravvissuto ai siluri nemici: rispondere al fuoco o rompere il contatto?", "Rispondi al fuoco", "Rompi il contatto"},
				es: {"Has sobrevivido a los torpedos enemigos: ¿devolver el fuego o retirarse?", "Devolver el fuego", "Retirarse"},
			}},
		{name: "submarine fight goes on (9.9.3 F5)",
			d: ask(engine.KindSubContinue, "Both boats survive: roll initiative again or break off?", "",
				opts("again", "Fight on (roll initiative)", "break_off", "Break off")),
			want: map[i18n.Lang][]string{
				de: {"Beide Boote schwimmen noch: erneut um die Initiative würfeln oder abdrehen?", "Weiterkämpfen (Initiative würfeln)", "Abdrehen"},
			}},
	}
}

// sayOrMiss localizes d in l and reports why it kept the engine's words ("" when said).
func sayOrMiss(t *testing.T, l i18n.Lang, d *engine.Decision, s *engine.State) (*engine.Decision, string) {
	t.Helper()
	var why string
	decisionMissed = func(_ *engine.Decision, w string) {
		if why == "" {
			why = w
		}
	}
	defer func() { decisionMissed = nil }()
	return LocalizeLang(l, d, s), why
}

// Every form of the encounter's decisions is said in each language as the catalogue
// words it, numbers and counts in that language's forms; the keys, context and odds are
// the engine's.
func TestCombatDecisionsInWords(t *testing.T) {
	for _, c := range combatCases() {
		for l, want := range c.want {
			ld, why := sayOrMiss(t, l, c.d, c.s)
			if why != "" {
				t.Errorf("%s in %s: %s", c.name, l, why)
				continue
			}
			got := []string{ld.Prompt}
			for _, o := range ld.Options {
				got = append(got, o.Label)
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("%s in %s:\n got %q\nwant %q", c.name, l, got, want)
			}
			for i, o := range ld.Options {
				if o.Key != c.d.Options[i].Key || len(o.Odds) != len(c.d.Options[i].Odds) {
					t.Errorf("%s in %s: option %d is %q with %d odds, want the engine's %q with %d", c.name, l, i,
						o.Key, len(o.Odds), c.d.Options[i].Key, len(c.d.Options[i].Odds))
				}
			}
			if ld.Context != c.d.Context || ld.Kind != c.d.Kind {
				t.Errorf("%s in %s: context %q kind %v, want the engine's", c.name, l, ld.Context, ld.Kind)
			}
		}
	}
	// The range keeps its odds, said by OddsText in the language (9.1.4, [E2]).
	for _, c := range combatCases() {
		if c.d.Kind != engine.KindRange {
			continue
		}
		ld := LocalizeLang(i18n.De, c.d, nil)
		var got string
		inLang(i18n.De, func() { got = OddsText(ld.Options[0].Odds) })
		if want := "G7e trifft 72\u00a0% · Eskorte ortet 45\u00a0%"; got != want {
			t.Errorf("range odds in German: %q, want the hit and detection chances (%q)", got, want)
		}
	}
}

// Every kind of combatTexts has a case above, so that each is tried by hand.
func TestCombatCasesCoverEveryKind(t *testing.T) {
	seen := map[engine.Kind]bool{}
	for _, c := range combatCases() {
		seen[c.d.Kind] = true
	}
	for k := range combatTexts {
		if !seen[k] {
			t.Errorf("no case for %s", k)
		}
	}
}

// A decision the words do not know (an option key or context the engine does not build)
// keeps the engine's words, and the test of every decision hears why.
func TestCombatDecisionUnknownFormKeepsEnglish(t *testing.T) {
	for _, d := range []*engine.Decision{
		ask(engine.KindRange, "Attack range?", "", opts("point_blank", "Point blank")),
		ask(engine.KindFire, "Tube: target?", "conning_tower", opts("target_1", "Alcedo")),
		ask(engine.KindFire, "Bow tube 1: target?", "bow_tube_1", opts("target_1", "Alcedo")), // no torpedo known
		ask(engine.KindGun, "Target?", "gun_3", opts("hold", "Hold fire")),
		ask(engine.KindReload, "Bow tube 1: reload?", "bow_tube_1", opts("mine", "Mine")),
		ask(engine.KindFollow, "Follow the ships?", "ship", opts("damaged", "Follow the damaged ship")), // no state
	} {
		ld, why := sayOrMiss(t, i18n.De, d, nil)
		if why == "" || ld.Prompt != d.Prompt {
			t.Errorf("%s %q: said as %q (why %q), want the engine's words and a reason", d.ID, d.Options[0].Key, ld.Prompt, why)
		}
	}
}

// notEnglish fails for every prompt or label of d said in l exactly as the engine's
// English (a ship's name as a target label is the same in every language).
func notEnglish(t *testing.T, l i18n.Lang, d *engine.Decision, s *engine.State) {
	t.Helper()
	ld, why := sayOrMiss(t, l, d, s)
	if why != "" {
		t.Errorf("%s in %s not said: %s (%q)", d.ID, l, why, d.Prompt)
		return
	}
	if ld.Prompt == d.Prompt {
		t.Errorf("%s in %s: prompt %q is the engine's English", d.ID, l, ld.Prompt)
	}
	for i, o := range ld.Options {
		if _, target := engine.TargetOption(o.Key); target && o.Label != TargetName(engine.EscortName) {
			continue
		}
		if o.Label == d.Options[i].Label {
			t.Errorf("%s in %s: label %q is the engine's English", d.ID, l, o.Label)
		}
	}
}

// combatRecorder answers as inner does and keeps the first decision of each kind and
// form (prompt and option keys) of combatTexts that careers ask, with its state's copy.
type combatRecorder struct {
	inner engine.Decider
	seen  map[string]bool
	check func(d *engine.Decision, s *engine.State)
}

func (r *combatRecorder) Decide(s *engine.State, d *engine.Decision) (string, string) {
	if combatTexts[d.Kind] != nil {
		form := d.ID + "|" + d.Context + "|"
		for _, o := range d.Options {
			if _, target := engine.TargetOption(o.Key); !target {
				form += o.Key + ","
			}
		}
		if !r.seen[form] {
			r.seen[form] = true
			r.check(d, s)
		}
	}
	return r.inner.Decide(s, d)
}

// No German, Italian or Spanish text of the encounter's decisions is the engine's
// English: the hand-built forms and those careers ask (with odds and without).
func TestCombatDecisionsNotEnglish(t *testing.T) {
	for _, c := range combatCases() {
		for _, l := range []i18n.Lang{i18n.De, i18n.It, i18n.Es} {
			notEnglish(t, l, c.d, c.s)
		}
	}
	r := &combatRecorder{seen: map[string]bool{}, check: func(d *engine.Decision, s *engine.State) {
		for _, l := range []i18n.Lang{i18n.De, i18n.It, i18n.Es} {
			notEnglish(t, l, d, s)
		}
	}}
	for _, typ := range []string{"VIIC", "IXC"} {
		for seed := uint64(1); seed <= 12; seed++ {
			r.inner = policy.NewCommander()
			if seed%2 == 1 {
				r.inner = policy.NewRandom(seed)
			}
			c, err := engine.NewCareer(engine.Config{Seed: seed, Type: typ, Start: engine.MonthOf(1943, 7), Odds: seed%3 != 0}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := c.Run(r); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(r.seen) < 10 {
		t.Errorf("only %d forms of the encounter's decisions seen", len(r.seen))
	}
}

// The escort taken as a target (9.10) is said in the language in the roll log too; a
// ship keeps its name.
func TestEscortTargetInTheLog(t *testing.T) {
	esc := engine.EscortName
	evs := []engine.Event{
		&engine.ShipEvent{Header: engine.Header{T: engine.TShip}, Name: esc, Tons: 2000, Class: engine.ClassEscort, DamageToSink: 2},
		&engine.TorpedoEvent{Header: engine.Header{T: engine.TTorpedo}, Weapon: "deck_gun", Target: esc, Outcome: "miss"},
		&engine.ShipDamageEvent{Header: engine.Header{T: engine.TShipSunk}, Name: esc, Tons: 2000, Damage: 2},
	}
	for _, l := range []i18n.Lang{i18n.De, i18n.It, i18n.Es} {
		inLang(l, func() {
			word := TargetName(esc)
			if word == esc {
				t.Errorf("%s: the escort is %q, the engine's English", l, word)
			}
			for _, e := range evs {
				if s := EventText(e); !strings.Contains(s, word) || strings.Contains(s, esc) {
					t.Errorf("%s: %q does not name the escort as %q", l, s, word)
				}
			}
		})
	}
	if got := TargetName("Empire Sun"); got != "Empire Sun" {
		t.Errorf("a ship's name became %q", got)
	}
}

// The encounter's decisions fit the decision panel in every language at every text size
// (1, 1.15, 1.3, game.TextScales): no label cut to an ellipsis, the prompt in at most
// three lines, and the longest German words taken as they come.
func TestCombatDecisionsFitThePanel(t *testing.T) {
	for _, c := range combatCases() {
		for _, l := range allLangs {
			ld := LocalizeLang(l, c.d, c.s)
			for _, sc := range []float64{1, 1.15, 1.3} {
				p := DecisionPanel{Scale: sc}
				inLang(l, func() { p.Set(ld, DockArea, true) })
				if len(p.Lines()) > 3 {
					t.Errorf("%s in %s at %v: the prompt takes %d lines: %q", c.name, l, sc, len(p.Lines()), ld.Prompt)
				}
				for _, b := range p.List.Buttons {
					if strings.HasSuffix(b.Label, "…") {
						t.Errorf("%s in %s at %v: label cut to %q", c.name, l, sc, b.Label)
					}
				}
			}
		}
	}
}
