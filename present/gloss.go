package present

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"uboat/engine"
)

// GlossTerm is one term of the in-game glossary (scenes/glossary.go and the tooltips).
// Its words are the catalogue's gloss.<Key>.name (the term as the language writes it)
// and gloss.<Key>.text (what it means, with the rule numbers that define it: the text
// links to the rules).
type GlossTerm struct {
	Key string
	// Forms are catalogue ids whose text, in the current language, also names the term
	// on screen ("crew.li.long": "Chief Engineer"); the term's own name always does.
	Forms []string
	// OffScreen marks a term explained for the reader of the other editions that no
	// screen of this game shows (LuT: The Hunted folds it into the FaT rules, 9.2.4).
	OffScreen bool
	// Tactical marks a term only the tactical layer's screens and decisions name
	// (tactical-design; the double lookouts of §4.6): the table game's careers never
	// show it.
	Tactical bool
}

// Glossary lists the glossary's terms in the glossary screen's order: weapons, the boat,
// the crew, the patrol, combat, the career. docs/glossary.md gives each language's term
// and its source.
var Glossary = []GlossTerm{
	{Key: "g7a", Forms: []string{"torpedo.g7a"}},
	{Key: "g7e", Forms: []string{"torpedo.g7e"}},
	{Key: "fat"},
	{Key: "lut", OffScreen: true},
	{Key: "falke"},
	{Key: "zaunkoenig", Forms: []string{"torpedo.g7es"}},
	{Key: "dud", Forms: []string{"result.dud"}},
	{Key: "tubes", Forms: []string{"system.torpedo_tubes", "system.bow_tubes", "system.stern_tube"}},
	{Key: "reloads"},
	{Key: "salvo", Forms: []string{"term.salvo"}},
	{Key: "deck_gun", Forms: []string{"system.deck_gun"}},
	{Key: "flak", Forms: []string{"system.flak"}},
	{Key: "bold"},
	{Key: "schnorchel", Forms: []string{"system.schnorchel"}},
	{Key: "naxos", Forms: []string{"system.naxos", "board.system.naxos"}},
	{Key: "fa330", Forms: []string{"system.fa330"}},
	{Key: "hull", Forms: []string{"damage.hull"}},
	{Key: "flooding", Forms: []string{"damage.flooding"}},
	{Key: "systems"},
	{Key: "test_depth", Forms: []string{"term.test_depth"}},
	{Key: "kommandant", Forms: []string{"crew.kommandant", "crew.kommandant.short"}},
	{Key: "1wo", Forms: []string{"crew.1wo.long"}},
	{Key: "2wo", Forms: []string{"crew.2wo.long"}},
	{Key: "li", Forms: []string{"crew.li.long"}},
	{Key: "doctor", Forms: []string{"crew.doctor"}},
	{Key: "experte"},
	{Key: "wounds", Forms: []string{"wound.light", "wound.severe", "wound.kia", "wound.light.short", "wound.severe.short", "wound.kia.short"}},
	{Key: "crew_quality"},
	{Key: "bdu", Forms: []string{"log.table.DIRECTIVE"}},
	{Key: "transit_box", Forms: []string{"patrol.transit_box"}},
	{Key: "travel_box", Forms: []string{"patrol.travel_box"}},
	{Key: "wolfpack", Forms: []string{"term.wolfpack"}},
	{Key: "special_mission", Forms: []string{"patrol.special_mission"}},
	{Key: "convoy", Forms: []string{"term.convoy"}},
	{Key: "escort", Forms: []string{"term.escort"}},
	{Key: "range", Forms: []string{"term.range.close", "term.range.medium", "term.range.long"}},
	{Key: "nsa", Forms: []string{"term.night_surface_attack"}},
	{Key: "depth_charges", Forms: []string{"damage.depth_charges", "log.table.E3"}},
	{Key: "crash_dive", Forms: []string{"result.crash_dive"}},
	{Key: "double_lookouts", Forms: []string{"decide.lookouts.double"}, Tactical: true},
	{Key: "drm"},
	{Key: "tonnage", Forms: []string{"term.tonnage"}},
	{Key: "refit", Forms: []string{"patrol.refit"}},
	{Key: "knights_cross", Forms: []string{"award.knights_cross"}},
	{Key: "decorations", Forms: []string{"award.iron_cross_2", "award.iron_cross_1", "award.uboat_war_badge",
		"award.uboat_war_badge_diamonds", "award.german_cross_gold", "award.uboat_front_clasp", "award.wound_badge",
		"award.narvik_shield", "award.oak_leaves", "award.swords", "award.diamonds"}},
	{Key: "rank", Forms: []string{"rank.oltzs", "rank.oltzs.short", "rank.kptlt", "rank.kptlt.short", "rank.kkpt",
		"rank.kkpt.short", "rank.fkpt", "rank.fkpt.short", "rank.kptzs", "rank.kptzs.short"}},
	{Key: "patrol_area", Forms: []string{"patrol.patrol_area"}},
	{Key: "posture", Forms: []string{"term.surfaced", "term.submerged"}},
	{Key: "aircraft", Forms: []string{"term.aircraft"}},
	{Key: "capital_ship", Forms: []string{"ship.capital"}},
	{Key: "straggler", Forms: []string{"term.straggler"}},
	{Key: "abort", Forms: []string{"patrol.abort", "panel.decision.abort"}},
	{Key: "scuttle", Forms: []string{"patrol.scuttle"}},
}

// GlossName returns the term's name in the current language ("Testtiefe").
func GlossName(key string) string { return tr("gloss." + key + ".name") }

// GlossText returns the term's explanation in the current language, with its rule
// numbers ("… (9.6.4, 10.3.4).").
func GlossText(key string) string { return tr("gloss." + key + ".text") }

// IsGlossTerm reports whether key is a term of the Glossary.
func IsGlossTerm(key string) bool {
	for i := range Glossary {
		if Glossary[i].Key == key {
			return true
		}
	}
	return false
}

// TermSpan is a glossary term found in a text: Text[Start:End] names the term Key.
type TermSpan struct {
	Start, End int
	Key        string
}

// glossForm is one spelling of a term to look for.
type glossForm struct {
	s   string
	key string
}

// glossForms returns every spelling of every on-screen term in the current language,
// longest first (so "G7e FaT" finds FaT and G7e apart, "Testtiefe überschreiten" the test
// depth): the term's name (a name listing several, "LW, SW, KIA", by each), the texts of
// and the texts of its Forms.
func glossForms() []glossForm {
	var out []glossForm
	add := func(s, key string) {
		s = strings.TrimSpace(s)
		if utf8.RuneCountInString(s) >= 2 {
			out = append(out, glossForm{s, key})
		}
	}
	for _, g := range Glossary {
		if g.OffScreen {
			continue
		}
		for _, n := range strings.Split(GlossName(g.Key), ", ") {
			add(n, g.Key)
		}
		for _, id := range g.Forms {
			add(tr(id), g.Key)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return len(out[i].s) > len(out[j].s) })
	return out
}

// FindTerms returns the glossary terms named in s, in order, none overlapping another.
// A spelling matches as a whole word; spellings of five letters or more match in any
// case and with a plural ending (-s, -es, -n, -en, -e), shorter ones ("LI", "SW") only
// as written.
func FindTerms(s string) []TermSpan { return NewTermFinder().Find(s) }

// TermFinder finds the glossary's terms in texts of the language current when it was
// made (NewTermFinder): one finder for the many lines of one layout.
type TermFinder struct {
	forms []glossForm
}

// NewTermFinder gathers the spellings of the terms in the current language.
func NewTermFinder() TermFinder { return TermFinder{glossForms()} }

// Find returns the terms s names (FindTerms).
func (tf TermFinder) Find(s string) []TermSpan {
	if s == "" {
		return nil
	}
	var out []TermSpan
	taken := func(a, b int) bool {
		for _, t := range out {
			if a < t.End && b > t.Start {
				return true
			}
		}
		return false
	}
	lower := strings.ToLower(s)
	for _, f := range tf.forms {
		loose := utf8.RuneCountInString(f.s) >= 5
		hay, needle := s, f.s
		if loose {
			hay, needle = lower, strings.ToLower(f.s)
			if len(hay) != len(s) { // a case change altered the length: match as written
				hay, needle = s, f.s
			}
		}
		for from := 0; from < len(hay); {
			i := strings.Index(hay[from:], needle)
			if i < 0 {
				break
			}
			a := from + i
			b := a + len(needle)
			from = a + 1
			if a > 0 && isWordRune(lastRune(s[:a])) {
				continue
			}
			if loose {
				for _, suf := range [...]string{"es", "en", "s", "n", "e"} {
					if strings.HasPrefix(hay[b:], suf) && (b+len(suf) == len(s) || !isWordRune(firstRune(s[b+len(suf):]))) {
						b += len(suf)
						break
					}
				}
			}
			if b < len(s) && isWordRune(firstRune(s[b:])) {
				continue
			}
			if !taken(a, b) {
				out = append(out, TermSpan{Start: a, End: b, Key: f.key})
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// TorpTerm returns the glossary term of a torpedo kind ("" for none and for mines).
func TorpTerm(t engine.Torp) string {
	switch t {
	case engine.G7a:
		return "g7a"
	case engine.G7e:
		return "g7e"
	case engine.G7aFaT, engine.G7eFaT:
		return "fat"
	case engine.Falke:
		return "falke"
	case engine.Zaunkoenig, engine.Zaunkoenig2:
		return "zaunkoenig"
	}
	return ""
}

// SystemTerm returns the glossary term of a boat system by the engine's key
// ("schnorchel", "flak_2"): its own term where it has one, else "systems".
func SystemTerm(key string) string {
	switch {
	case key == "schnorchel", key == "naxos", key == "deck_gun":
		return key
	case key == "autogiro":
		return "fa330"
	case strings.HasPrefix(key, "flak"):
		return "flak"
	case strings.Contains(key, "tube"):
		return "tubes"
	}
	return "systems"
}

// MemberTerm returns the glossary term of crew member i (engine.Kmdt …): "" for the
// ratings and the agent.
func MemberTerm(i int) string {
	switch i {
	case engine.Kmdt:
		return "kommandant"
	case engine.WO1:
		return "1wo"
	case engine.WO2:
		return "2wo"
	case engine.LI:
		return "li"
	case engine.Doctor:
		return "doctor"
	}
	return ""
}
