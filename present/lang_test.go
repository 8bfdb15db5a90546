package present

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
	"uboat/i18n"
)

// inLang runs f with the screens speaking l, the language before restored after.
func inLang(l i18n.Lang, f func()) {
	prev := i18n.Current()
	i18n.SetCurrent(l)
	defer i18n.SetCurrent(prev)
	f()
}

var allLangs = []i18n.Lang{i18n.En, i18n.De, i18n.It, i18n.Es}

// boardTexts lays a status board out (measuring only) and returns every text it places.
func boardTexts(b *StatusBoard) []string {
	p := b.fit(StatusBox.W, StatusBox.H)
	b.layout(&p, StatusBox.W)
	return p.texts
}

// The status board speaks German: its section titles, labels, crew, wounds, date,
// counts and tonnages (9.900 t) come from the German catalogue, with no English label
// left and no catalogue-missing marker.
func TestStatusBoardInGerman(t *testing.T) {
	b := fullBoards(t)[0]
	b.View.DeckGun, b.View.Ammo = true, 7
	bd := b.Board()
	var got []string
	inLang(i18n.De, func() { got = boardTexts(&b) })
	if bd.GunCalibre != "8.8 cm" {
		t.Fatalf("type %s: gun calibre %q, the test wants an 8.8 cm gun", b.View.Type, bd.GunCalibre)
	}
	if all := strings.Join(got, "\n"); !strings.Contains(all, "Geschütz 8,8 cm: 7/") {
		t.Errorf("the German board's gun: want \"Geschütz 8,8 cm: 7/…\" in\n%s", all)
	}
	all := strings.Join(got, "\n")
	for _, want := range []string{"TORPEDOS", "DRUCKKÖRPER UND WASSEREINBRUCH", "SYSTEME", "BESATZUNG", "TONNAGE",
		"Bug", "Heck", "Reserve ", "BOLD-Täuschkörper: ", "1WO ★", "2WO ★", "LI ★", "Arzt ★", "schwer verwundet",
		"September 1944", "Laufbahn (14 Feindfahrten)", "48 Schiffe, 287.654 t", "12 Schiffe, 87.654 t",
		"Feindfahrt: ", "KptzS", "Besatzung: ", "Auszeichnungen: Ritterkreuz, Deutsches Kreuz in Gold"} {
		if !strings.Contains(all, want) {
			t.Errorf("the German board lacks %q:\n%s", want, all)
		}
	}
	for _, english := range []string{"TORPEDOES", "HULL", "SYSTEMS", "CREW", "reloads", "Career", "Patrol:",
		"ships", "severely", "Decorations", "decoys", "1st WO", "[["} {
		if strings.Contains(all, english) {
			t.Errorf("the German board shows %q:\n%s", english, all)
		}
	}
}

// A few roll-log sentences in German, Italian and Spanish: whole sentences from the
// catalogue, the table codes kept, numbers with the language's separators.
func TestEventSentencesInLanguages(t *testing.T) {
	sunk := &engine.ShipDamageEvent{Header: engine.Header{T: engine.TShipSunk}, Name: "Athenia", Tons: 9900}
	wound := &engine.CrewEvent{Header: engine.Header{T: engine.TCrew}, Member: "li", State: engine.CrewSW}
	roll := &engine.RollEvent{Header: engine.Header{T: engine.TRoll}, Table: engine.TableE1, Dice: "2d6",
		Faces: []int{3, 4}, Total: 7, Result: "convoy"}
	patrol := &engine.PatrolEndEvent{Header: engine.Header{T: engine.TPatrolEnd}, Outcome: "returned", Tons: 12500, Ships: 3, Success: true}
	box := &engine.BoxEvent{Header: engine.Header{T: engine.TBox}, Index: 2, Box: "transit", Rolls: 2}
	damage := &engine.UboatDamageEvent{Header: engine.Header{T: engine.TUboatDamage}, System: "periscope", State: engine.DamageInoperative}
	end := &engine.CareerEndEvent{Header: engine.Header{T: engine.TCareerEnd}, Reason: engine.EndWarOver, Tons: 45000, Ships: 7, Victory: engine.VictoryDecisive}
	kept := &engine.KeyEvent{Header: engine.Header{T: engine.TNote}, Key: "deck_gun_kept", Detail: "10.11.8 deck gun kept"}
	newDetail := &engine.KeyEvent{Header: engine.Header{T: engine.TNote}, Key: "deck_gun_kept", Detail: "10.11.8 a wording the catalogue lacks"}
	orders := &engine.AssignmentEvent{Header: engine.Header{T: engine.TAssignment}, Area: "bay_of_biscay", Base: "france", Track: []string{"transit", "bay_of_biscay"}}
	scuttle := &engine.KeyEvent{Header: engine.Header{T: engine.TNote}, Key: "scuttle", Detail: "10.1.2 flooding"}
	flood := &engine.UboatDamageEvent{Header: engine.Header{T: engine.TUboatDamage}, System: "flooding", State: "6"}
	cases := []struct {
		l    i18n.Lang
		e    engine.Event
		want string
	}{
		{i18n.En, kept, "Deck gun kept (10.11.8)"},
		{i18n.De, kept, "Deckgeschütz bleibt an Bord (10.11.8)"},
		{i18n.Es, kept, "Se conserva el cañón de cubierta (10.11.8)"},
		{i18n.De, newDetail, "A wording the catalogue lacks (10.11.8)"}, // the engine's words, not a wrong translation
		{i18n.En, orders, "Orders: Bay of Biscay, sailing from France (2 boxes)"},
		{i18n.De, orders, "Befehl: Biskaya, Ausgangsbasis: Frankreich (2 Felder)"},
		{i18n.It, orders, "Ordini: Golfo di Biscaglia, base di partenza: Francia (2 caselle)"},
		{i18n.Es, orders, "Órdenes: Golfo de Vizcaya, base de partida: Francia (2 casillas)"},
		{i18n.De, box, "Feld 3: Transit (2 Begegnungswürfe)"},
		{i18n.En, scuttle, "Abandon ship: flooding (10.1.2)"},
		{i18n.De, scuttle, "Alle Mann von Bord: Wassereinbruch (10.1.2)"},
		{i18n.De, flood, "Wassereinbruch — Wasserstand jetzt 6 (10.1)"},
		{i18n.En, sunk, "Athenia sunk — 9,900 t"},
		{i18n.De, sunk, "Athenia versenkt — 9.900 t"},
		{i18n.It, sunk, "Athenia affondata — 9.900 t"},
		{i18n.Es, sunk, "Hundido: Athenia — 9.900 t"},
		{i18n.En, wound, "Chief Engineer severely wounded"},
		{i18n.De, wound, "LI schwer verwundet"},
		{i18n.It, wound, "LI: ferita grave"},
		{i18n.Es, wound, "LI: herida grave"},
		{i18n.En, roll, "Encounter [E1] 2d6 = 3+4 → 7: convoy"},
		{i18n.De, roll, "Begegnung [E1] 2W6 = 3+4 → 7: "},
		{i18n.It, roll, "Incontro [E1] 2d6 = 3+4 → 7: "},
		{i18n.Es, roll, "Encuentro [E1] 2d6 = 3+4 → 7: "},
		{i18n.De, patrol, "Feindfahrt beendet ("},
		{i18n.De, patrol, "3 Schiffe, 12.500 t — erfolgreich"},
		{i18n.It, patrol, "3 navi, 12.500 t — riuscita"},
		{i18n.Es, patrol, "3 barcos, 12.500 t — con éxito"},
		{i18n.It, box, "(2 tiri incontri)"},
		{i18n.De, damage, "Periskop für den Rest der Feindfahrt ausgefallen — keine Unterwasserangriffe (10.8.5)"},
		{i18n.It, damage, "Fuori uso per il resto della pattuglia: Periscopio"},
		{i18n.De, end, "Laufbahn beendet: der Krieg ist aus. 7 Schiffe, 45.000 t — Entscheidender Sieg"},
		{i18n.Es, end, "Fin de la carrera: la guerra ha terminado. 7 barcos, 45.000 t — Victoria decisiva"},
	}
	for _, c := range cases {
		var got string
		inLang(c.l, func() { got = EventText(c.e) })
		if !strings.Contains(got, c.want) {
			t.Errorf("%s %s: %q, want it to hold %q", c.l, c.e.Head().T, got, c.want)
		}
	}
}

// Numbers, months, counts and odds in each language's convention.
func TestNumbersAndMonthsInLanguages(t *testing.T) {
	cases := []struct {
		l                                          i18n.Lang
		tons, month, patrols, one, pct, small, rng string
	}{
		{i18n.En, "9,900 t", "July 1943", "3 patrols", "1 patrol", "58%", "<1%", "1942 Jan–Apr"},
		{i18n.De, "9.900 t", "Juli 1943", "3 Feindfahrten", "1 Feindfahrt", "58\u00a0%", "<1\u00a0%", "1942 Jan–Apr"},
		{i18n.It, "9.900 t", "luglio 1943", "3 pattuglie", "1 pattuglia", "58%", "<1%", "1942 Gen–Apr"},
		{i18n.Es, "9.900 t", "julio de 1943", "3 patrullas", "1 patrulla", "58\u00a0%", "<1\u00a0%", "1942 Ene–Abr"},
	}
	for _, c := range cases {
		inLang(c.l, func() {
			got := []string{Tons(9900), MonthName(engine.MonthOf(1943, 7)), Plural(3, "patrol"), Plural(1, "patrol"),
				Percent(0.58), Percent(0.001), periodText("1942_jan_apr")}
			want := []string{c.tons, c.month, c.patrols, c.one, c.pct, c.small, c.rng}
			for i := range want {
				if got[i] != want[i] {
					t.Errorf("%s: %q, want %q", c.l, got[i], want[i])
				}
			}
		})
	}
}

// TestNoMissingTextInAnyLanguage plays careers of every U-boat type in each language
// and renders every event as the screen does (screenTexts): no text may show the
// catalogue's missing marker ("[[id]]"), an unfilled placeholder or a raw key; in
// German, Italian and Spanish no engine key may be spelt from itself for want of a word
// (it would show English). Half the careers follow the Commander, half the Random
// policy with every optional rule.
func TestNoMissingTextInAnyLanguage(t *testing.T) {
	d := engine.MustData()
	types := append([]string(nil), d.BoardKeys...)
	sort.Strings(types)
	seeds := uint64(150) // 2,100 careers a language
	if *wordsLong {
		seeds *= 10
	}
	for _, l := range allLangs {
		careers := 0
		found := map[string]string{}
		missed := map[string]string{}
		inLang(l, func() {
			wordMissed = func(key string) {
				// numbers and type names ("1944+", "IXC/40") read the same in every language
				if _, ok := missed[key]; !ok && l != i18n.En && strings.ContainsAny(key, "abcdefghijklmnopqrstuvwxyz") {
					missed[key] = ""
				}
			}
			defer func() { wordMissed = nil }()
			for _, typ := range types {
				for seed := uint64(1); seed <= seeds; seed++ {
					var dec engine.Decider = policy.NewCommander()
					opts := engine.Options{}
					if seed%2 == 0 {
						dec = policy.NewRandom(seed)
						for _, k := range engine.KnownOptions {
							opts[k] = true
						}
					}
					c, err := engine.NewCareer(engine.Config{Seed: seed, Type: typ, Options: opts}, nil)
					if err != nil {
						t.Fatal(err)
					}
					c.SetSink(func(e engine.Event) {
						for _, s := range screenTexts(e) {
							why := ""
							switch {
							case strings.Contains(s, "[["):
								why = "missing message"
							case strings.Contains(s, "?}"):
								why = "unfilled placeholder"
							case strings.Contains(s, "_") && !strings.HasPrefix(s, "table without a name"):
								why = "raw key"
							}
							if why != "" {
								if _, ok := found[why]; !ok {
									found[why] = fmt.Sprintf("%s seed %d %s: %q", typ, seed, e.Head().T, s)
								}
							}
						}
					})
					if err := c.Run(dec); err != nil {
						t.Fatal(err)
					}
					careers++
				}
			}
		})
		for why, ex := range found {
			t.Errorf("%s: %s — %s", l, why, ex)
		}
		var keys []string
		for k := range missed {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		if len(keys) > 0 {
			t.Errorf("%s: keys without a word (shown in English): %s", l, strings.Join(keys, " "))
		}
		t.Logf("%s: %d careers", l, careers)
	}
}
