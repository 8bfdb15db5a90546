package present

import (
	"strings"
	"testing"
	"unicode"

	"uboat/engine"
	"uboat/engine/policy"
	"uboat/i18n"
)

// portDecision builds a decision of kind k as the engine asks it: the engine's English
// prompt, context and options (key, label pairs).
func portDecision(k engine.Kind, prompt, ctx string, kv ...string) *engine.Decision {
	d := &engine.Decision{ID: k.String(), Kind: k, Prompt: prompt, Context: ctx}
	for i := 0; i+1 < len(kv); i += 2 {
		d.Options = append(d.Options, engine.Choice{Key: kv[i], Label: kv[i+1]})
	}
	return d
}

// portWant is a decision's words in one language: the prompt, then each label.
type portWant map[i18n.Lang][]string

// checkPortWords localizes d with state s in each language of want and compares the
// prompt and the labels with the wanted words, exactly; Localize must say the whole
// decision (no miss).
func checkPortWords(t *testing.T, name string, d *engine.Decision, s *engine.State, want portWant) {
	t.Helper()
	for _, l := range allLangs {
		w, ok := want[l]
		if !ok {
			continue
		}
		var missed string
		decisionMissed = func(_ *engine.Decision, why string) { missed = why }
		got := LocalizeLang(l, d, s)
		decisionMissed = nil
		if missed != "" {
			t.Errorf("%s %s: not said: %s", name, l, missed)
			continue
		}
		texts := []string{got.Prompt}
		for _, o := range got.Options {
			texts = append(texts, o.Label)
		}
		if l != i18n.En { // no text reads as the English one, names and numbers aside
			en := LocalizeLang(i18n.En, d, s)
			english := map[string]bool{en.Prompt: true}
			for _, o := range en.Options {
				english[o.Label] = true
			}
			for _, x := range texts {
				if english[x] && !portNamesOnly(x) {
					t.Errorf("%s %s: %q is the English text", name, l, x)
				}
			}
		}
		if len(texts) != len(w) {
			t.Errorf("%s %s: %d texts, want %d: %q", name, l, len(texts), len(w), texts)
			continue
		}
		for i := range w {
			if texts[i] != w[i] {
				t.Errorf("%s %s text %d:\n got %q\nwant %q", name, l, i, texts[i], w[i])
			}
		}
	}
}

// portState is a state at a decision: a Type VIIC in September 1943 (Zaunkönig the guided
// torpedo of the date, 9.2.5), 4 bow tubes and 1 stern tube, on a patrol from France to
// Italy.
func portState() *engine.State {
	return &engine.State{Date: engine.MonthOf(1943, 9),
		Boat:   engine.Boat{Type: "VIIC", BowTubes: make([]engine.Torp, 4), SternTubes: make([]engine.Torp, 1)},
		Patrol: &engine.Patrol{DepartBase: engine.BaseFrance, ReturnBase: engine.BaseMediterranean}}
}

// The torpedo mix (4.5) states the mix it starts from, and each option the mix it leaves
// with the trade it makes, counted in each language ("1 elettrico … meno preciso", "2
// elettrici … meno precisi"; "1 Elektrotorpedo mehr", "2 Dampftorpedos mehr"); without a
// state only the change.
func TestLoadMixInWords(t *testing.T) {
	d := portDecision(engine.KindLoadMix, "Torpedo mix (4.5)", "",
		"as_printed", "Keep the mix", "g7a_2", "2 more steam", "g7e_1", "1 more electric")
	checkPortWords(t, "load_mix", d, portState(), portWant{
		i18n.En: {"Torpedo mix — now 4 steam (G7a FaT), 8 electric (G7e FaT) and 2 guided (Zaunkönig, as printed); " +
			"up to 4 may switch (4.5). Steam leaves a wake: +1 on the escorts' detection roll after firing by Day (9.6.3). " +
			"Electric leaves none but runs slower: +1 on the to-hit roll at Medium range, +2 at Long (9.2.3).",
			"Keep 4 G7a, 8 G7e",
			"→ 6 G7a, 6 G7e (2 more steam: surer at Medium and Long, a wake by Day)",
			"→ 3 G7a, 9 G7e (1 more electric: no wake, less sure at Medium and Long)"},
		i18n.De: {"Torpedomischung — jetzt Dampf 4 (G7a FaT), Elektro 8 (G7e FaT), Zielsuchtorpedos 2 (Zaunkönig, wie aufgedruckt); " +
			"bis zu 4 können getauscht werden (4.5). Dampftorpedos ziehen eine Blasenbahn: +1 auf den Ortungswurf der Eskorte " +
			"nach einem Schuss bei Tag (9.6.3). Elektrotorpedos ziehen keine, laufen aber langsamer: +1 auf den Trefferwurf " +
			"auf mittlere Distanz, +2 auf große Distanz (9.2.3).",
			"Beibehalten: 4 G7a, 8 G7e",
			"→ 6 G7a, 6 G7e (2 Dampf mehr: sicherer auf Distanz, Blasenbahn bei Tag)",
			"→ 3 G7a, 9 G7e (1 Elektro mehr: keine Blasenbahn, unsicherer auf Distanz)"},
	})
	// Italian and Spanish: the counted electric change
	it := LocalizeLang(i18n.It, d, portState())
	if got, want := it.Options[2].Label, "→ 3 G7a, 9 G7e (1 elettrico in più: niente scia, meno preciso a media e lunga)"; got != want {
		t.Errorf("it: %q, want %q", got, want)
	}
	es := LocalizeLang(i18n.Es, d, portState())
	if got, want := es.Options[1].Label, "→ 6 G7a, 6 G7e (2 de vapor más: más certeros a media y larga, estela de día)"; got != want {
		t.Errorf("es: %q, want %q", got, want)
	}
	// no state (a decision built outside a career): the change alone
	checkPortWords(t, "load_mix without state", d, nil, portWant{
		i18n.En: {"Torpedo mix (4.5)", "Keep the mix", "2 more steam", "1 more electric"},
		i18n.De: {"Torpedomischung (4.5)", "Mischung beibehalten", "2 Dampftorpedos mehr", "1 Elektrotorpedo mehr"},
		i18n.It: {"Assortimento di siluri (4.5)", "Mantieni l'assortimento", "2 a vapore in più", "1 elettrico in più"},
		i18n.Es: {"Mezcla de torpedos (4.5)", "Mantener la mezcla", "2 de vapor más", "1 eléctrico más"},
	})
}

// The English words of the torpedo mix are the engine's own (a career with odds): the
// screens say what the simulator's log says.
func TestLoadMixEnglishIsTheEngines(t *testing.T) {
	seen := 0
	rec := portDeciderFunc(func(s *engine.State, d *engine.Decision) (string, string) {
		if d.Kind == engine.KindLoadMix {
			seen++
			got := LocalizeLang(i18n.En, d, s)
			if got.Prompt != d.Prompt {
				t.Errorf("%s %v prompt:\n got %q\nwant %q", s.Boat.Type, s.Date, got.Prompt, d.Prompt)
			}
			for i, o := range got.Options {
				if o.Label != d.Options[i].Label {
					t.Errorf("%s %v %s: %q, engine %q", s.Boat.Type, s.Date, o.Key, o.Label, d.Options[i].Label)
				}
			}
		}
		return d.Options[len(d.Options)-1].Key, ""
	})
	for _, typ := range []string{"VIIC", "IXC", "XXI", "XB"} {
		for seed := uint64(1); seed <= 4; seed++ {
			opts := engine.Options{}
			if seed%2 == 0 {
				opts[engine.OptInitialLoad] = true // 4.5.2
			}
			c, err := engine.NewCareer(engine.Config{Seed: seed, Type: typ, Options: opts, Odds: true}, nil)
			if err != nil {
				continue
			}
			if err := c.Run(rec); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no load_mix decision")
	}
}

// portDeciderFunc is a function as an engine.Decider.
type portDeciderFunc func(s *engine.State, d *engine.Decision) (string, string)

func (f portDeciderFunc) Decide(s *engine.State, d *engine.Decision) (string, string) { return f(s, d) }

// Counts, tons, places, tubes and rolls in each language.
func TestPortDecisionsInWords(t *testing.T) {
	s := portState()
	s.Boat.HalsUndBeinbruch, s.Boat.Bold = 1, 3
	for _, c := range []struct {
		name string
		d    *engine.Decision
		want portWant
	}{
		{"penang_short one", portDecision(engine.KindPenangShort, "Torpedoes short at Penang: 1", "",
			"omit_g7a", "x", "omit_guided", "x"), portWant{
			i18n.En: {"Penang is short of torpedoes: 1 torpedo stays behind (4.7.5)", "Leave G7a behind first", "Leave guided torpedoes behind first"},
			i18n.De: {"In Penang fehlen Torpedos: 1 Torpedo bleibt zurück (4.7.5)", "Zuerst G7a zurücklassen", "Zuerst Zielsuchtorpedos zurücklassen"},
		}},
		{"penang_short three", portDecision(engine.KindPenangShort, "Torpedoes short at Penang: 3", "", "omit_g7e", "x"), portWant{
			i18n.It: {"A Penang mancano siluri: 3 siluri restano a terra (4.7.5)", "Lascia a terra prima i G7e"},
			i18n.Es: {"En Penang faltan torpedos: 3 torpedos se quedan en tierra (4.7.5)", "Dejar primero los G7e"},
		}},
		{"resupply_part", portDecision(engine.KindResupplyPart, "x", "diesel_1", "give", "x", "keep", "x"), portWant{
			i18n.En: {"The boat you resupply has a damaged system: Diesel 1. Give her a spare part (11.4.10.3)?", "Give a spare part (+1,000 t)", "Keep it"},
			i18n.De: {"Das versorgte Boot hat einen Schaden: " + portInLang(i18n.De, func() string { return SystemName("diesel_1") }) +
				". Ein Ersatzteil abgeben (11.4.10.3)?", "Ersatzteil abgeben (+1.000 t)", "Behalten"},
			i18n.Es: {"El submarino que abasteces tiene un daño: " + portInLang(i18n.Es, func() string { return SystemName("diesel_1") }) +
				". ¿Darle un repuesto (11.4.10.3)?", "Dar un repuesto (+1.000 t)", "Guardarlo"},
		}},
		{"patrol_request", portDecision(engine.KindPatrolRequest, "x", "1943", "roll", "x", "caribbean", "x", "atlantic_wolfpack", "x"), portWant{
			// a Type VII goes to the Atlantic instead of the Caribbean (7.3.2); the wolfpack is the Atlantic's
			i18n.En: {"Patrol request granted (11.2.1): choose the patrol", "Roll on [P1] after all", "Caribbean (becomes North Atlantic)", "North Atlantic (wolfpack)"},
			i18n.De: {"Antrag genehmigt (11.2.1): Wählen Sie die Feindfahrt", "Doch auf [P1] würfeln", "Karibik (wird zu Nordatlantik)", "Nordatlantik (Wolfsrudel)"},
		}},
		{"abort_direction", portDecision(engine.KindAbortDirection, "x", "atlantic", "back", "x", "forward", "x"), portWant{
			i18n.En: {"Both ways home are equally far (10.9.2)", "Back to France", "Forward to Italy"},
			i18n.De: {"Beide Wege nach Hause sind gleich weit (10.9.2)", "Zurück nach Frankreich", "Weiter nach Italien"},
			i18n.It: {"Le due rotte di rientro sono lunghe uguali (10.9.2)", "Torna indietro (Francia)", "Prosegui (Italia)"},
			i18n.Es: {"Los dos caminos de regreso son igual de largos (10.9.2)", "Volver a Francia", "Seguir hasta Italia"},
		}},
		{"deck_gun_shift", portDecision(engine.KindDeckGunShift, "x", "5", "minus_1", "x", "none", "x", "plus_1", "x"), portWant{
			i18n.En: {"Deck-gun removal roll (10.11.8): 5 — shift it by 1?", "Shift to 4: gun removed", "Keep 5: gun kept", "Shift to 6: gun kept"},
			i18n.De: {"Wurf für den Ausbau des Deckgeschützes (10.11.8): 5 — um 1 verschieben?", "Auf 4 verschieben: Geschütz wird ausgebaut",
				"5 beibehalten: Geschütz bleibt", "Auf 6 verschieben: Geschütz bleibt"},
		}},
		{"mine_reload", portDecision(engine.KindMineReload, "x", "stern_tube_1", "g7e_fat", "x", "falke", "x", "empty", "x"), portWant{
			i18n.En: {"Stern tube 1: reload after minelaying (4.5.1)", "Load an electric torpedo (G7e FaT)",
				"Load a Falke guided torpedo (G7e)", "Leave it empty"},
			i18n.De: {"Heckrohr 1: nach dem Minenlegen nachladen (4.5.1)", "Elektrotorpedo (G7e FaT) laden", "Zielsuchtorpedo Falke (G7e) laden", "Leer lassen"},
			i18n.It: {"Tubo di poppa 1: ricarica dopo la posa delle mine (4.5.1)", "Carica un siluro elettrico (G7e FaT)", "Carica un siluro guidato Falke (G7e)", "Lascialo vuoto"},
		}},
		{"hals_und_beinbruch", portDecision(engine.KindHalsUndBeinbruch, "x", "E2:detected", "keep", "x", "reroll", "x"), portWant{
			i18n.En: {"Hals und Beinbruch — Escort detection [E2]: detected. Spend your last counter to reroll it?", "Keep the result: detected", "Reroll"},
			i18n.De: {"Hals und Beinbruch — Ortung durch die Eskorte [E2]: entdeckt. Den letzten Marker einsetzen und neu würfeln?", "Ergebnis behalten: entdeckt", "Neu würfeln"},
			i18n.It: {"Hals und Beinbruch — Individuazione della scorta [E2]: individuato. Spendere l'ultimo segnalino per ritirare?", "Mantieni il risultato: individuato", "Ritira"},
			i18n.Es: {"Hals und Beinbruch — Detección de la escolta [E2]: detectado. ¿Gastar tu última ficha para repetir la tirada?", "Mantener el resultado: detectado", "Repetir la tirada"},
		}},
		{"hals_und_beinbruch three left", portDecision(engine.KindHalsUndBeinbruch, "x", "U1:miss", "keep", "x", "reroll", "x"), portWant{
			i18n.De: {"Hals und Beinbruch — Angriff [U1]: Fehlschuss. Einen von 3 Markern einsetzen und neu würfeln?", "Ergebnis behalten: Fehlschuss", "Neu würfeln"},
			i18n.Es: {"Hals und Beinbruch — Ataque [U1]: fallo. ¿Gastar una de tus 3 fichas para repetir la tirada?", "Mantener el resultado: fallo", "Repetir la tirada"},
		}},
		{"test_depth below", portDecision(engine.KindTestDepth, "Stay below test depth to shake off the escorts?", "",
			"yes", "Stay below test depth (one more hull hit, then 2d6 against the hull)", "no", "Rise back within test depth"), portWant{
			i18n.En: {"Stay below test depth to shake off the escorts (9.6.4)?", "Stay below test depth (one more hull hit, then 2d6 against the hull)", "Rise back within test depth"},
			i18n.De: {"Unter der Testtiefe bleiben, um die Eskorte abzuschütteln (9.6.4)?",
				"Unter der Testtiefe bleiben (ein weiterer Treffer am Druckkörper, dann 2W6 gegen den Druckkörper)", "Wieder über die Testtiefe steigen"},
		}},
		{"test_depth", portDecision(engine.KindTestDepth, "Exceed test depth to shake off the escorts?", "",
			"yes", "Dive beyond test depth (one hull hit, then 2d6 against the hull)", "no", "Stay within test depth"), portWant{
			i18n.It: {"Eccedere la profondità di collaudo per seminare la scorta (9.6.4)?",
				"Scendi oltre la profondità di collaudo (un colpo allo scafo, poi 2d6 contro lo scafo)", "Resta entro la profondità di collaudo"},
		}},
		{"spare_part after", portDecision(engine.KindSparePart, "The repair failed: use a spare part on Radio?", "radio", "use", "x", "keep", "x"), portWant{
			i18n.En: {"The repair failed: use a spare part on Radio (11.4.10.3)?", "Use a spare part", "Keep the part"},
			i18n.De: {"Die Reparatur ist gescheitert: ein Ersatzteil für " + portInLang(i18n.De, func() string { return SystemName("radio") }) +
				" verwenden (11.4.10.3)?", "Ersatzteil verwenden", "Ersatzteil behalten"},
		}},
		{"spare_part before", portDecision(engine.KindSparePart, "Use a spare part to repair Radio without a roll?", "radio", "use", "x", "keep", "x"), portWant{
			i18n.En: {"Use a spare part to repair Radio without a roll (11.4.10.3)?", "Use a spare part", "Keep the part"},
		}},
		{"bold", portDecision(engine.KindBold, "x", "", "yes", "x", "no", "x"), portWant{
			i18n.En: {"Release a BOLD sonar decoy (9.6.7)? Aboard: 3", "Release a BOLD decoy", "Keep the decoys"},
			i18n.Es: {"¿Lanzar un señuelo sonar BOLD (9.6.7)? A bordo: 3", "Lanzar un señuelo BOLD", "Guardar los señuelos"},
		}},
		{"stay_surfaced", portDecision(engine.KindStaySurfaced, "x", "directive", "yes", "x", "no", "x"), portWant{
			i18n.En: {"Stay surfaced and fire Flak at the aircraft again? (BdU directive in the Bay of Biscay, 9.8.9)", "Stay surfaced and fight with Flak", "Dive"},
			i18n.De: {"Aufgetaucht bleiben und das Flugzeug erneut mit der Flak bekämpfen? (Befehl des BdU für die Biskaya, 9.8.9)", "Aufgetaucht bleiben und mit der Flak kämpfen", "Tauchen"},
		}},
		{"load_tubes mines", portDecision(engine.KindLoadTubes, "x", "mines", "guided_bow", "x", "g7a_tubes", "x"), portWant{
			i18n.De: {"Reservetorpedos verstauen — die Rohre sind mit Minen geladen (4.5, 7.4.2)", "Zielsuchtorpedos in die Bugrohre", "G7a in die Rohre, Zielsuchtorpedos in Reserve"},
		}},
		{"mine_reloads", portDecision(engine.KindMineReloads, "x", "", "g7e_0", "x", "g7e_2", "x"), portWant{
			i18n.Es: {"Mezcla de recargas con minas en los tubos (7.4.2)", "0 G7e, el resto G7a", "2 G7e, el resto G7a"},
		}},
		{"posture", portDecision(engine.KindPosture, "x", "bay_of_biscay", engine.PostureSurfaced, "x", engine.PostureSchnorchel, "x"), portWant{
			i18n.It: {"Assetto difensivo in questa casella (8.1)", "In emersione", "Con lo Schnorchel"},
		}},
	} {
		st := *s
		if strings.HasSuffix(c.name, "three left") {
			st.Boat.HalsUndBeinbruch = 3
		}
		checkPortWords(t, c.name, c.d, &st, c.want)
	}
	// a limited type (11.4.5) and a standard one
	var limited, standard string
	for k, b := range engine.MustData().Boards {
		if b.LimitedAvailability && (limited == "" || k < limited) {
			limited = k
		}
		if !b.LimitedAvailability && (standard == "" || k < standard) {
			standard = k
		}
	}
	d := portDecision(engine.KindUpgrade, "x", "VIIC", "save", "x", standard, "x", limited, "x")
	checkPortWords(t, "upgrade", d, s, portWant{
		i18n.En: {"Spend the upgrade request on a newer U-boat (11.4.3)? Now: Type VIIC", "Keep the upgrade for later",
			"Take a new Type " + standard, "Take a new Type " + limited + " (limited: 1d6 1–2, else the latest standard model, 11.4.5)"},
		i18n.De: {"Den Antrag auf ein neueres U-Boot einlösen (11.4.3)? Jetzt: Typ VIIC", "Antrag für später aufheben",
			"Ein neues Boot vom Typ " + standard + " übernehmen",
			"Ein neues Boot vom Typ " + limited + " übernehmen (begrenzt: 1W6 1–2, sonst das neueste Standardmodell, 11.4.5)"},
	})
}

// portInLang returns f's text in language l.
func portInLang(l i18n.Lang, f func() string) (s string) {
	inLang(l, func() { s = f() })
	return s
}

// A decision the texts cannot say (an option key or a context they do not know) keeps the
// engine's words, whole, and is reported.
func TestPortDecisionUnknownKeepsEnglish(t *testing.T) {
	for _, d := range []*engine.Decision{
		portDecision(engine.KindPosture, "Defensive posture for this box (8.1)", "", "submerged", "Submerged"),
		portDecision(engine.KindLoadMix, "Torpedo mix (4.5)", "", "g7a_9", "9 more steam"),
		portDecision(engine.KindMineReload, "Tube: reload", "conning_tower", "g7a", "Load a steam torpedo (G7a)"),
		portDecision(engine.KindStaySurfaced, "Stay surfaced?", "", "yes", "Stay", "no", "Dive"),
		portDecision(engine.KindPenangShort, "Torpedoes short at Penang", "", "omit_g7a", "Leave G7a behind first"),
	} {
		var why string
		decisionMissed = func(_ *engine.Decision, w string) { why = w }
		got := LocalizeLang(i18n.De, d, portState())
		decisionMissed = nil
		if why == "" {
			t.Errorf("%s %q: said although it cannot be", d.ID, d.Options[0].Key)
		}
		if got.Prompt != d.Prompt || got.Options[0].Label != d.Options[0].Label {
			t.Errorf("%s: %q / %q, want the engine's words", d.ID, got.Prompt, got.Options[0].Label)
		}
	}
}

// portNamesOnly reports whether s is made of names and numbers alone (a text that
// may read the same in every language): every word holds a digit, is a designation or
// type in capitals ("G7a", "VIIC", "[P1]"), or a place name as the English catalogue
// writes it.
func portNamesOnly(s string) bool {
	places := map[string]bool{}
	inLang(i18n.En, func() {
		for _, k := range []string{"penang", "caribbean", "mediterranean", "arctic", "atlantic"} {
			places[AreaName(k)] = true
		}
	})
	if places[s] {
		return true
	}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '(' || r == ')' || r == '→' || r == ':' }) {
		r := []rune(w)
		if strings.ContainsAny(w, "0123456789") || unicode.IsUpper(r[0]) && len(r) > 1 && unicode.IsUpper(r[1]) {
			continue
		}
		return false
	}
	return true
}

// No German, Italian or Spanish text of the port's decisions reads as the engine's
// English: careers of several types with every optional rule on or off, each decision of
// portTexts said in each language and compared with the engine's prompt and labels.
func TestPortDecisionsNotEnglish(t *testing.T) {
	seen := map[engine.Kind]int{}
	rec := portDeciderFunc(func(s *engine.State, d *engine.Decision) (string, string) {
		if portTexts[d.Kind] == nil {
			return "", ""
		}
		seen[d.Kind]++
		english := map[string]bool{d.Prompt: true}
		for _, o := range d.Options {
			english[o.Label] = true
		}
		for _, l := range []i18n.Lang{i18n.De, i18n.It, i18n.Es} {
			got := LocalizeLang(l, d, s)
			texts := []string{got.Prompt}
			for _, o := range got.Options {
				texts = append(texts, o.Label)
			}
			for _, x := range texts {
				if english[x] && !portNamesOnly(x) {
					t.Errorf("%s %s: %q is the engine's English", d.ID, l, x)
				}
			}
		}
		return "", ""
	})
	for _, typ := range []string{"VIIC", "IXC", "XB", "IXD-2", "VIIC Flak"} {
		for seed := uint64(1); seed <= 6; seed++ {
			opts := engine.Options{}
			if seed%2 == 0 {
				for _, k := range engine.KnownOptions {
					opts[k] = true
				}
			}
			inner := policy.NewRandom(seed)
			c, err := engine.NewCareer(engine.Config{Seed: seed, Type: typ, Options: opts, Odds: true}, nil)
			if err != nil {
				continue
			}
			if err := c.Run(portDeciderFunc(func(s *engine.State, d *engine.Decision) (string, string) {
				rec(s, d)
				return inner.Decide(s, d)
			})); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(seen) < 8 {
		t.Errorf("only %d kinds of the port seen: %v", len(seen), seen)
	}
	t.Logf("decisions seen by kind: %v", seen)
}
