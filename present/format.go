package present

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"uboat/assets"
	"uboat/engine"
	"uboat/i18n"
)

// printedTables maps a table code to the table's reference as printed in the game
// (tables.md); a check without a printed table has none.
var printedTables = map[string]string{
	"P1": "P1", "A1": "A1", "A2": "A2", "E1": "E1", "U1": "U1", engine.TableDud: "U2", "U3": "U3",
	"E2": "E2", "E2_close": "E2", "E3": "E3", "E3_special": "E3", "E3a": "E3a", "E3b": "E3b",
	"E3c": "E3c", "E3c_damage": "E3c", "E3d": "E3d", "E3e": "E3e", "E4": "E4", "E5": "E5",
	"E5a_who": "E5a", "E5a_severity": "E5a", "R1": "R1", "R2": "R2", "T1": "T1", "T2": "T2",
	"T3": "T3", "T4": "T4", "T4A": "T4", "T5": "T5", "M2": "M2", "M3": "M3", "M4": "M4", "M6": "M6",
}

// TableRef returns a table code's printed reference in brackets ("[E2]"), "" for a check
// that has no printed table. An unknown code is shown as it is.
func TableRef(code string) string {
	if r, ok := printedTables[code]; ok {
		return "[" + r + "]"
	}
	if _, ok := trOK("log.table." + code); ok {
		return ""
	}
	return "[" + code + "]"
}

// TableName returns our name of a table code in the current language (catalogue
// log.table.*; the code itself when unknown).
func TableName(code string) string {
	if n, ok := trOK("log.table." + code); ok {
		return n
	}
	return code
}

// Words turns a key ("large_freighter", "detected_plus") into words in the current
// language (catalogue word.*); a key without a word is spelt from itself.
func Words(key string) string {
	if w, ok := trOK("word." + key); ok {
		return w
	}
	if t := engine.TorpOfKey(key); t != engine.TorpNone {
		return t.Designation() // "G7a FaT", "Zaunkönig II": the rules' names (4.5, 9.2.5)
	}
	if wordMissed != nil {
		wordMissed(key)
	}
	return strings.ReplaceAll(key, "_", " ")
}

// AreaName returns our name of an area or box key.
func AreaName(key string) string {
	if n, ok := trOK("area." + key); ok {
		return n
	}
	if n, ok := assets.AreaNames[key]; ok {
		return n
	}
	return Words(key)
}

// Minus is the typographic minus sign used for negative modifiers.
const Minus = "−"

// SignedInt formats a modifier with its sign: +1, −2, 0.
func SignedInt(v int) string {
	switch {
	case v > 0:
		return "+" + strconv.Itoa(v)
	case v < 0:
		return Minus + strconv.Itoa(-v)
	}
	return "0"
}

// stripMarkers removes the specification's marked-point codes from an engine text
// ("UZO surfaced attack [A29]" → "UZO surfaced attack"): [A29] and [D17] cite the
// specification's index of ambiguous and differing readings, which a player has no use
// for (the rules browser explains the rule numbers and table codes instead).
func stripMarkers(s string) string {
	for {
		i := strings.Index(s, " [")
		j := -1
		for i >= 0 {
			if k := strings.IndexByte(s[i:], ']'); k > 0 && isMarker(s[i+2:i+k]) {
				j = i + k + 1
				break
			}
			n := strings.Index(s[i+2:], " [")
			if n < 0 {
				i = -1
				break
			}
			i += 2 + n
		}
		if j < 0 {
			return s
		}
		s = s[:i] + s[j:]
	}
}

// isMarker: "A29", "D17" — a letter A or D and digits.
func isMarker(s string) bool {
	if len(s) < 2 || s[0] != 'A' && s[0] != 'D' {
		return false
	}
	for _, c := range s[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// ModText formats one modifier: "−1 long range (9.6.3)". The engine's why text starts
// with a rule or table reference ("9.6.3 long range", "[A36] …"); it is moved into
// parentheses after the words. The words are the catalogue's message for the why text
// (modID: "mod." and the text in lower-case letters, digits and "_"); a why the
// catalogue lacks shows the engine's English words.
func ModText(m engine.Mod) string {
	why := strings.TrimSpace(m.Why)
	if why == "" {
		return SignedInt(m.V)
	}
	words, ok := trOK(modID(why))
	if !ok && modMissed != nil {
		modMissed(why)
	}
	ref, rest, cut := strings.Cut(why, " ")
	if cut && isRuleRef(ref) {
		if !ok {
			words = abbrWords(stripMarkers(rest))
		}
		return SignedInt(m.V) + " " + stripMarkers(words) + " (" + ref + ")"
	}
	if !ok {
		words = abbrWords(stripMarkers(why))
	}
	return SignedInt(m.V) + " " + stripMarkers(words)
}

// modMissed, when set (tests), hears every modifier's why text the catalogue has no
// message for.
var modMissed func(why string)

// modID is the catalogue id of a modifier's why text, its reference included (the same
// words may read differently under another rule): "9.6.3 G7a by day" → "mod.9_6_3_g7a_by_day". Every
// run of characters other than ASCII letters and digits becomes one "_".
func modID(why string) string {
	var b strings.Builder
	b.WriteString("mod.")
	gap := false
	for _, r := range strings.ToLower(why) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if gap && b.Len() > len("mod.") {
				b.WriteByte('_')
			}
			b.WriteRune(r)
			gap = false
			continue
		}
		gap = true
	}
	return b.String()
}

// abbrWords spells out the crew and wound abbreviations of the engine's modifier texts
// by their words (Words): "LI SW/KIA" → "Chief Engineer severely wounded or killed",
// "Experte 1WO" → "Experte 1st Watch Officer", "KC" → "Knight's Cross".
func abbrWords(s string) string { return abbrWordsIn(i18n.Current(), s) }

// abbrWordsIn is abbrWords in the language l.
func abbrWordsIn(l i18n.Lang, s string) string {
	word := func(key string) string {
		if w, err := l.Lookup("word." + key); err == nil {
			return w
		}
		return Words(key)
	}
	f := strings.Fields(s)
	changed := false
	for i, w := range f {
		parts := strings.Split(w, "/")
		spelt := false
		for j, p := range parts {
			switch {
			case p == "KC":
				parts[j], spelt = word("knights_cross"), true
			case p == strings.ToUpper(p) && crewAbbr[strings.ToLower(p)]:
				parts[j], spelt = word(strings.ToLower(p)), true
			}
		}
		if spelt { // "SW/KIA": "severely wounded or killed"
			f[i], changed = strings.Join(parts, l.T("word.or")), true
		}
	}
	if !changed {
		return s
	}
	return strings.Join(f, " ")
}

// crewAbbr are the crew members' and wounds' keys the engine writes in capitals in its
// modifier texts (10.6.3, 11.1).
var crewAbbr = map[string]bool{"li": true, "1wo": true, "2wo": true, "sw": true, "lw": true, "kia": true}

func isRuleRef(s string) bool {
	if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") {
		return true
	}
	if s == "" || s[0] < '0' || s[0] > '9' {
		return false
	}
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r == '.' || r == '(' || r == ')' || r >= 'a' && r <= 'z') {
			return false
		}
	}
	return true
}

// FacesText shows the dice as rolled: "3+4" for sums, "3·4" for d66 and d100 (read as
// digits), "5" for one die.
func FacesText(dice string, faces []int) string {
	sep := "+"
	if dice == "d66" || dice == "d100" {
		sep = "·"
	}
	var b strings.Builder
	for i, f := range faces {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(strconv.Itoa(f))
	}
	return b.String()
}

// RollText formats a roll in words: "Escort detection [E2] 2d6 = 3+4, −1 long range
// (9.6.3), +1 G7a by day (9.2.7) → 7: detected".
func RollText(e *engine.RollEvent) string {
	var b strings.Builder
	b.WriteString(TableName(e.Table))
	ref, col := TableRef(e.Table), ColumnText(e.Table, e.Column)
	switch {
	case ref != "" && col != "":
		b.WriteString(" " + ref[:len(ref)-1] + " " + col + "] ")
	case ref != "":
		b.WriteString(" " + ref + " ")
	case col != "":
		b.WriteString(" (" + col + ") ")
	default:
		b.WriteString(" ")
	}
	b.WriteString(DiceText(e.Dice))
	b.WriteString(" = ")
	b.WriteString(FacesText(e.Dice, e.Faces))
	for _, m := range e.Mods {
		b.WriteString(", ")
		b.WriteString(ModText(m))
	}
	if len(e.Mods) > 0 || len(e.Faces) > 1 {
		b.WriteString(" → ")
		b.WriteString(strconv.Itoa(e.Total))
	}
	b.WriteString(": ")
	b.WriteString(ResultText(e.Table, e.Result))
	return b.String()
}

// ColumnText names a roll's column in words ("" for none or the standard column): an
// area, a period of [P1], the system being repaired, the crew member being treated.
func ColumnText(table, col string) string {
	switch {
	case col == "" || col == "standard":
		return ""
	case table == engine.TableP1:
		return periodText(col)
	case table == engine.TableE5:
		return SystemName(col)
	case table == "DOCTOR" || table == "DOCTOR_LW":
		return MemberName(col)
	}
	if n, ok := trOK("word.column." + col); ok {
		return n
	}
	return AreaName(col)
}

// monthKeys are the engine's month keys of [P1] periods, January first.
var monthKeys = [12]string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

func monthOfKey(k string) int {
	for i, m := range monthKeys {
		if m == k {
			return i + 1
		}
	}
	return 0
}

// periodText formats a [P1] period column: "1942_jan_apr" → "1942 Jan–Apr" ("1942
// Gen–Apr" in Italian).
func periodText(col string) string {
	parts := strings.Split(col, "_")
	if len(parts) == 3 && monthOfKey(parts[1]) > 0 && monthOfKey(parts[2]) > 0 {
		return parts[0] + " " + upperRune(monthShort(monthOfKey(parts[1]))) + "–" + upperRune(monthShort(monthOfKey(parts[2])))
	}
	return Words(col)
}

// RandomEventText names a random event by its key: "a severe storm".
func RandomEventText(key string) string {
	if w, ok := trOK("log.random." + key); ok {
		return w
	}
	return tr("log.random.other", "n", strings.TrimPrefix(key, "event_"))
}

// ResultText is a roll result in words; damage results say "points".
func ResultText(table, result string) string {
	if w, ok := trOK("log.result." + table + "/" + result); ok {
		return w
	}
	n, numErr := strconv.Atoi(result)
	isNum := numErr == nil
	switch table {
	case engine.TableU3:
		if isNum {
			return Plural(n, "damage_point")
		}
	case engine.TableE3, engine.TableE3cDamage, engine.TableE3d, engine.TableE3e: // hits on [E4]
		if isNum {
			return Plural(n, "hit")
		}
	case engine.TableM2:
		if isNum {
			return Plural(n, "month")
		}
	case "RESUPPLY_BOATS":
		if isNum {
			return Plural(n, "boat")
		}
	case engine.TableR1:
		return RandomEventText(result)
	case engine.TableR2: // the random_event key of an [R2] event: r2_event_<n>
		return RandomEventText("r2_" + result)
	case engine.TableT1, engine.TableT2, engine.TableT3, engine.TableT4, engine.TableT4A, engine.TableT5:
		return result
	}
	if _, ok := assets.AreaNames[result]; ok {
		return AreaName(result)
	}
	return Words(result)
}

// Thousands formats a whole number with the current language's thousands separator:
// 12,500 in English, 12.500 in German, Italian and Spanish (i18n.Lang.Int); a negative
// number takes the typographic minus.
func Thousands(n int) string {
	if n < 0 {
		return Minus + i18n.Current().Int(-n)
	}
	return i18n.Current().Int(n)
}

// Tons formats a tonnage in tons: "7,200 t", "7.200 t" (catalogue unit.tons).
func Tons(n int) string {
	if n < 0 {
		return Minus + tr("unit.tons", "t", -n)
	}
	return tr("unit.tons", "t", n)
}

// SystemName returns a board system's name for a damage key.
func SystemName(key string) string {
	switch key {
	case engine.E4Hull:
		return tr("damage.hull")
	case engine.E4Flooding:
		return tr("damage.flooding")
	}
	if n, ok := trOK("board.system." + key); ok {
		return n
	}
	w := Words(key)
	if w == "" {
		return key
	}
	return upperRune(w)
}

// MemberName names a crew member key.
func MemberName(key string) string {
	w := Words(key)
	if w == "" {
		return key
	}
	return upperRune(w)
}

// EventText formats any event as one line of the roll log ("" for events the log leaves
// out).
func EventText(e engine.Event) string {
	switch e := e.(type) {
	case *engine.RollEvent:
		return RollText(e)
	case *engine.CareerStart:
		return tr("log.commissioned", "boat", e.ID, "type", e.Type, "kmdt", KommandantTitle(e.Kmdt))
	case *engine.DecisionEvent:
		return tr("log.decision", "name", DecisionName(e.ID), "choice", ChoiceText(e.ID, e.Chosen))
	case *engine.AssignmentEvent:
		s := tr("log.orders", "area", AreaName(e.Area), "base", AreaName(e.Base))
		if e.Wolfpack {
			s += tr("log.orders.wolfpack")
		}
		if e.Mission != "" && e.Mission != "none" {
			s += tr("log.orders.mission", "mission", MissionName(e.Mission))
		}
		return s + " (" + Plural(len(e.Track), "box") + ")"
	case *engine.BoxEvent:
		s := tr("log.box", "n", e.Index+1, "box", AreaName(e.Box))
		if e.Rolls > 1 {
			s += " (" + Plural(e.Rolls, "encounter_roll") + ")"
		}
		return s
	case *engine.EncounterEvent:
		return tr("log.contact", "kind", Words(e.Kind))
	case *engine.ShipEvent:
		sink, name := Plural(e.DamageToSink, "damage_point"), TargetName(e.Name)
		if !strings.EqualFold(name, Words(e.Class)) {
			return tr("log.identified.class", "name", name, "class", Words(e.Class), "tons", Tons(e.Tons), "points", sink)
		}
		return tr("log.identified", "name", name, "tons", Tons(e.Tons), "points", sink)
	case *engine.TorpedoEvent:
		out, target := Words(e.Outcome), TargetName(e.Target)
		if e.Weapon == "deck_gun" {
			return tr("log.gun_fires", "target", target, "outcome", out)
		}
		if t := engine.TorpOfKey(e.Weapon); t != engine.TorpNone && t != engine.Mine {
			w, ok := trOK("word.torp." + e.Weapon) // "Steam torpedo (G7a FaT)"
			if !ok {
				w = upperFirst(t.Words())
			}
			return tr("log.torpedo_at", "torpedo", w, "target", target, "outcome", out)
		}
		return tr("log.weapon_at", "weapon", Words(e.Weapon), "target", target, "outcome", out)
	case *engine.ShipDamageEvent:
		if e.T == engine.TShipSunk {
			return tr("log.ship_sunk", "name", TargetName(e.Name), "tons", Tons(e.Tons))
		}
		return tr("log.ship_damaged", "name", TargetName(e.Name), "points", Plural(e.Damage, "damage_point"))
	case *engine.UboatDamageEvent:
		return UboatDamageText(e.System, e.State)
	case *engine.CrewEvent:
		return CrewText(e.Member, e.State)
	case *engine.PatrolEndEvent:
		s := tr("log.patrol_over", "outcome", Words(e.Outcome), "ships", Plural(e.Ships, "ship"), "tons", Tons(e.Tons))
		if e.Success {
			s += tr("log.patrol_over.success")
		}
		return s
	case *engine.RefitEvent:
		s := tr("log.refit", "months", Plural(e.Months, "month"))
		if len(e.Reasons) > 0 {
			rs := make([]string, len(e.Reasons))
			for i, r := range e.Reasons {
				rs[i] = Detail(r)
			}
			s += " — " + strings.Join(rs, "; ")
		}
		return s
	case *engine.KeyEvent:
		return keyEventText(e)
	case *engine.CareerEndEvent:
		return tr("log.career_over", "reason", EndReasonText(e.Reason), "ships", Plural(e.Ships, "ship"),
			"tons", Tons(e.Tons), "victory", VictoryName(e.Victory))
	}
	if e == nil {
		return ""
	}
	return e.Head().T
}

// Plural formats a count with its noun: "1 patrol", "3 patrols", "2 boxes"; in the
// current language when the catalogue counts the noun (count.noun.*: "3 Feindfahrten",
// "9.900 t"), else by the English rules.
func Plural(n int, noun string) string {
	if s, ok := trOK(countID(noun), "n", n); ok {
		return s
	}
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + PluralNoun(noun)
}

// PluralNoun is a noun's plural: "ship" → "ships", "box" → "boxes", "crewman" → "crewmen".
func PluralNoun(noun string) string {
	switch {
	case strings.HasSuffix(noun, "man"):
		return noun[:len(noun)-3] + "men"
	case strings.HasSuffix(noun, "x"), strings.HasSuffix(noun, "s"), strings.HasSuffix(noun, "o"):
		return noun + "es"
	}
	return noun + "s"
}

var countRe = regexp.MustCompile(`(^|[\s(])1 (boxes|months|boats|ships|systems)\b`)

// fixCounts puts a noun after the count 1 in the singular in engine text ("hull 1 boxes").
func fixCounts(s string) string {
	return countRe.ReplaceAllStringFunc(s, func(m string) string {
		if strings.HasSuffix(m, "xes") {
			return m[:len(m)-2]
		}
		return m[:len(m)-1]
	})
}

// KommandantTitle is "Kommandant Name", or "the Kommandant" when he has no name of his
// own (the engine's default name is "Kommandant").
func KommandantTitle(name string) string {
	if unnamed(name) {
		return tr("crew.kommandant")
	}
	return tr("crew.kommandant") + " " + strings.TrimSpace(name)
}

// RankAndName is a rank (or other title) followed by the Kommandant's name, the title
// alone when he has no name of his own: "KptLt Prien", "Kapitänleutnant".
func RankAndName(title, name string) string {
	if unnamed(name) {
		return title
	}
	return title + " " + strings.TrimSpace(name)
}

// unnamed reports whether a Kommandant's name is none of his own: empty, or the engine's
// default (engine.Config.Kommandant).
func unnamed(name string) bool {
	name = strings.TrimSpace(name)
	return name == "" || name == "Kommandant"
}

// wordOr is the catalogue's message prefix+key, or the key in words (Words) when the
// catalogue has none.
func wordOr(prefix, key string) string {
	if w, ok := trOK(prefix + key); ok {
		return w
	}
	return Words(key)
}

// MissionName says what a special mission is (7.4).
func MissionName(key string) string {
	return wordOr("word.mission.", key)
}

// DecisionName names a decision id.
func DecisionName(id string) string {
	return wordOr("panel.decision.", id)
}

// ChoiceText is a decision's chosen key in words.
func ChoiceText(id, key string) string {
	if id == "patrol_request" {
		if key == "roll" {
			return tr("word.choice.roll")
		}
		return AreaName(key)
	}
	switch id { // opt 14.13, 14.15 (abilities.go)
	case "ability":
		if key == "roll" {
			return tr("word.choice.ability_roll")
		}
		return AbilityName(key)
	case "kommandant_patrol":
		if key == "roll" {
			return tr("word.choice.roll")
		}
		return tr("word.choice.historical")
	case "scrounger":
		return tr("word.choice." + key)
	case "lookouts": // tactical-design §4.6
		if w, ok := trOK("decide.lookouts." + key); ok {
			return w
		}
	}
	switch key {
	case "nsa":
		return Words("nsa")
	case "omit_g7a":
		return tr("word.choice.omit_g7a")
	}
	if t, n, ok := strings.Cut(key, "_"); ok && (t == "g7a" || t == "g7e") {
		if _, err := strconv.Atoi(n); err == nil {
			return n + " " + Words(t)
		}
	}
	return Words(key)
}

func systemEffect(key string) string {
	if e, ok := trOK("log.effect." + key); ok {
		return e
	}
	if strings.HasPrefix(key, "flak") {
		return tr("log.effect.flak")
	}
	return ""
}

// UboatDamageText is a uboat_damage event in words, with what the damage costs the boat.
func UboatDamageText(system, state string) string {
	name := SystemName(system)
	switch track := engine.E4Track(system); track {
	case engine.E4Hull, engine.E4Flooding:
		hit := trackHit(system)
		switch state {
		case "0": // the flooding track cleared after combat
			return tr("log.damage.pumped_out")
		case engine.TrackSunk:
			return tr("log.damage.hull_gives_way", "hit", hit)
		case engine.TrackSurf:
			return tr("log.damage.flooding_full", "hit", hit)
		}
		if track == engine.E4Hull {
			return tr("log.damage.hull_now", "hit", hit, "n", state)
		}
		return tr("log.damage.flooding_now", "hit", hit, "n", state)
	}
	eff := systemEffect(system)
	switch state {
	case engine.DamageRepaired:
		return tr("log.damage.repaired", "system", name)
	case engine.DamageDamaged:
		if system == "fuel_tanks" {
			return tr("log.damage.fuel_leak", "system", name)
		}
		if eff != "" {
			return tr("log.damage.damaged_effect", "system", name, "effect", eff)
		}
		return tr("log.damage.damaged", "system", name)
	case engine.DamageInoperative:
		if e, ok := trOK("log.inoperative." + system); ok {
			return tr("log.damage.out_effect_now", "system", name, "effect", e)
		}
		if eff != "" {
			return tr("log.damage.out_effect", "system", name, "effect", eff)
		}
		return tr("log.damage.out", "system", name)
	}
	return name + ": " + Words(state)
}

// trackHit says a hull or flooding result in words: "Hull hit", or "Hull hit twice" for
// the [E4] ×2 results.
func trackHit(system string) string {
	track := engine.E4Track(system)
	twice := system == engine.E4HullX2 || system == engine.E4FloodingX2
	switch {
	case track == engine.E4Hull && twice:
		return tr("log.hit.hull_twice")
	case track == engine.E4Hull:
		return tr("log.hit.hull")
	case twice:
		return tr("log.hit.flooding_twice")
	}
	return tr("log.hit.flooding")
}

// DamageCaption is a uboat_damage event in a few words, for a caption over the scene:
// "Periscope knocked out", "Hull hit (box 3)", "Diesel 1 repaired".
func DamageCaption(system, state string) string {
	name := SystemName(system)
	if track := engine.E4Track(system); track != "" {
		hit := trackHit(system)
		switch state {
		case "0":
			return tr("caption.pumped_out")
		case engine.TrackSunk:
			return tr("caption.breaks_up", "hit", hit)
		case engine.TrackSurf:
			return tr("caption.surface", "hit", hit)
		}
		return tr("caption.box", "hit", hit, "n", state)
	}
	switch state {
	case engine.DamageInoperative:
		return tr("caption.out", "system", name)
	case engine.DamageDamaged:
		return tr("caption.damaged", "system", name)
	case engine.DamageRepaired:
		return tr("caption.repaired", "system", name)
	}
	return name + ": " + Words(state)
}

// CrewText is a crew event in words.
func CrewText(member, state string) string {
	name := MemberName(member)
	switch state {
	case engine.CrewOK:
		return tr("log.crew.fit", "member", name)
	case engine.CrewLW:
		return tr("log.crew.lw", "member", name)
	case engine.CrewSW:
		return tr("log.crew.sw", "member", name)
	case engine.CrewKIA:
		return tr("log.crew.kia", "member", name)
	}
	return name + ": " + Words(state)
}

// refLastWords is Detail for a detail whose words may also be an engine key's ("10.1.2
// flooding"): the words in the current language ("Wassereinbruch (10.1.2)").
func refLastWords(s string) string {
	ref, rest, ok := strings.Cut(s, " ")
	if ok && isRuleRef(ref) {
		id := "word." + strings.ReplaceAll(rest, " ", "_")
		if i18n.En.T(id) == rest {
			return tr(id) + " (" + ref + ")"
		}
	}
	return Detail(s)
}

// detailMissed, when set (tests), hears every engine detail Detail shows in English for
// want of a message.
var detailMissed func(s string)

// Detail is a detail the engine writes in English (a refit's reason, a note's or a new
// boat's detail: "10.12 Kommandant recovers in 3 months", "air attack (9.8.2)") in the
// current language, its rule reference last: "Kommandant genest in 3 Monaten (10.12)".
// The catalogue's message is found by detailID; the numbers of the words are its
// placeholders {n}, {n2}, … (a counted message is chosen by {n}). A detail without a
// message shows as the engine writes it (RefLast).
func Detail(s string) string {
	s = strings.TrimSpace(s)
	ref, words := detailRef(s)
	id, args := detailID(ref, words)
	if w, ok := trOK(id, args...); ok {
		if ref == "" {
			return w
		}
		return w + " (" + ref + ")"
	}
	if detailMissed != nil {
		detailMissed(s)
	}
	return fixCounts(abbrWords(RefLast(s)))
}

// detailRef splits a detail into its rule reference — leading ("10.12 …") or last in
// parentheses ("… (9.4.6, 9.8.8.5)") — and its words.
func detailRef(s string) (ref, words string) {
	if r, rest, ok := strings.Cut(s, " "); ok && isRuleRef(r) {
		return r, rest
	}
	if strings.HasSuffix(s, ")") {
		if i := strings.LastIndex(s, " ("); i > 0 {
			refs := s[i+2 : len(s)-1]
			for _, r := range strings.Split(refs, ", ") {
				if !isRuleRef(r) {
					return "", s
				}
			}
			return refs, s[:i]
		}
	}
	if isRuleRef(s) {
		return s, ""
	}
	return "", s
}

// detailID is the catalogue id of a detail's reference and words, and the numbers in the
// words as the arguments n, n2, …: "detail." and the reference and words in lower-case
// letters, digits and "_", each number written "n" ("10.12", "Kommandant recovers in 3
// months" → "detail.10_12_kommandant_recovers_in_n_months", n = 3). A number is a run of
// digits that no letter or "/" touches ("1WO" and "IXC/40" are words).
func detailID(ref, words string) (string, []any) {
	var args []any
	var w strings.Builder
	for i := 0; i < len(words); {
		j := i
		for j < len(words) && words[j] >= '0' && words[j] <= '9' {
			j++
		}
		if j == i {
			w.WriteByte(words[i])
			i++
			continue
		}
		before, after := byte(' '), byte(' ')
		if i > 0 {
			before = words[i-1]
		}
		if j < len(words) {
			after = words[j]
		}
		n, err := strconv.Atoi(words[i:j])
		if err != nil || isWordByte(before) || isWordByte(after) {
			w.WriteString(words[i:j])
		} else {
			name := "n"
			if len(args) > 0 {
				name = "n" + strconv.Itoa(len(args)/2+1)
			}
			args = append(args, name, n)
			w.WriteString(" n ")
		}
		i = j
	}
	return "detail." + strings.TrimPrefix(modID(ref+" "+w.String()), "mod."), args
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b == '/' || b == '.' || b == '-'
}

// RefLast moves a leading rule reference to the end: "10.11.8 deck gun removed" →
// "deck gun removed (10.11.8)".
func RefLast(s string) string {
	ref, rest, ok := strings.Cut(s, " ")
	if ok && isRuleRef(ref) {
		return rest + " (" + ref + ")"
	}
	return s
}

func keyEventText(e *engine.KeyEvent) string {
	detail := func(prefix string) string {
		if e.Detail != "" {
			return prefix + Detail(e.Detail)
		}
		return prefix + Words(e.Key)
	}
	switch e.T {
	case engine.TPromotion:
		return tr("log.promoted", "rank", Words(e.Key)) + detailSuffix(e.Detail)
	case engine.TDecoration:
		return tr("log.decorated", "award", Words(e.Key)) + detailSuffix(e.Detail)
	case engine.TCrewQuality:
		return tr("log.crew_quality", "quality", Words(e.Key))
	case engine.TNewBoat:
		return tr("log.new_boat", "type", e.Key) + detailSuffix(e.Detail)
	case engine.TRandomEvent:
		return tr("log.random_event", "event", RandomEventText(e.Key))
	case engine.TPortAirRaid:
		return tr("log.air_raid", "place", placeName(e.Detail), "result", airRaidWords(e.Key))
	case engine.TAircraftPass:
		return detail(tr("log.aircraft_pass"))
	case engine.TNote:
		if s := noteText(e.Key, e.Detail); s != "" {
			return s
		}
	}
	if e.Detail != "" {
		return detailLine(e.Key, e.Detail)
	}
	return upperFirst(Words(e.Key))
}

// detailLine is an event's engine-written detail as a line of the log: "Deck gun kept
// (10.11.8)". The catalogue holds the known details in every language (log.detail.<key>.
// <rule>) while their English reads as the engine writes it; the others are said by
// Detail.
func detailLine(key, detail string) string {
	line := upperFirst(abbrWordsIn(i18n.En, RefLast(detail)))
	ref, _, _ := strings.Cut(strings.TrimSpace(detail), " ")
	id := "log.detail." + key + "." + ref
	if i18n.En.T(id) == line {
		return tr(id)
	}
	return upperFirst(Detail(detail))
}

// upperFirst starts a line with a capital: "Deck gun kept (10.11.8)".
func upperFirst(s string) string {
	return upperRune(s)
}

func airRaidWords(key string) string {
	if key == "nothing" {
		key = "none"
	}
	return wordOr("log.air_raid.", key)
}

// placeName names an area or base as a place in a sentence: "Norway", "the Mediterranean"
// (catalogue place.*, else the area's name).
func placeName(key string) string {
	if w, ok := trOK("place." + key); ok {
		return w
	}
	return AreaName(key)
}

// detailSuffix appends an event's detail: " (11.2.3)" for a bare rule reference,
// " — upgrade (10.11.5)" for words.
func detailSuffix(d string) string {
	d = strings.TrimSpace(d)
	switch {
	case d == "":
		return ""
	case isRuleRef(d):
		return " (" + d + ")"
	}
	return " — " + Detail(d)
}

// AbortReasonText says why a patrol turns for home, from an abort reason key.
func AbortReasonText(key string) string {
	if w, ok := trOK("log.abort." + key); ok {
		return w
	}
	return RefLast(Words(key))
}

// noteText is a note event (key and detail, engine TNote) in words, "" when the detail
// reads as it is.
func noteText(key, detail string) string {
	switch key {
	case "mandatory_abort":
		return tr("log.note.mandatory_abort", "why", AbortReasonText(detail))
	case "boat_lost":
		return tr("log.note.boat_lost", "detail", refLastWords(detail))
	case "scuttle":
		return tr("log.note.scuttle", "detail", refLastWords(detail))
	case "mission_failed":
		if detail == "10.6.3 Abwehr agent SW/KIA" { // the agent SW or KIA (10.6.3)
			return tr("log.note.mission_failed", "detail", tr("log.note.agent_down")+" (10.6.3)")
		}
		return tr("log.note.mission_failed", "detail", refLastWords(detail))
	case "gate": // a zoomed BdU week (design 6.2.2): the campaign's gate stops the contact
		return tr("log.note.gate")
	case "balkon_fitted":
		return tr("log.note.balkon_fitted") + detailSuffix(detail)
	case "schnorchel_fitted":
		return tr("log.note.schnorchel_fitted") + detailSuffix(detail)
	case "abort":
		return tr("log.note.abort", "why", AbortReasonText(detail))
	case "no_effect":
		return tr("log.note.no_effect", "thing", lowerFirst(thingName(detail)))
	case "command":
		return tr("log.note.command", "member", MemberName(detail))
	case "crew_replaced":
		return tr("log.note.crew_replaced", "member", MemberName(detail))
	case "experte":
		return tr("log.note.experte", "member", MemberName(detail))
	case "spare_part":
		if _, sys, ok := strings.Cut(detail, " spare part used on "); ok {
			return tr("log.note.spare_part", "system", lowerFirst(SystemName(sys)))
		}
	case "encounter_declined":
		ref, rest, _ := strings.Cut(detail, " ")
		if _, kind, ok := strings.Cut(rest, ": "); ok {
			why := tr("log.note.declined.aborting")
			if strings.Contains(rest, "XIV") {
				why = tr("log.note.declined.xiv")
			}
			return tr("log.note.declined", "kind", Words(kind), "why", why, "ref", ref)
		}
	case "hals_und_beinbruch":
		if _, code, ok := strings.Cut(detail, "reroll of "); ok {
			return tr("log.note.hals_und_beinbruch", "table", lowerFirst(TableName(code)))
		}
	case "evasion": // 14.8.1: "14.8.1 3 → 2"
		if _, change, ok := strings.Cut(detail, " "); ok {
			if from, to, ok := strings.Cut(change, " → "); ok {
				return tr("log.note.evasion", "from", e3HitsText(from), "to", e3HitsText(to))
			}
		}
	case "wolfpack_name": // 14.5: "Eisbär (5)"
		if name, n, ok := strings.Cut(detail, " ("); ok {
			if boats, err := strconv.Atoi(strings.TrimSuffix(n, ")")); err == nil {
				return tr("log.note.wolfpack_name", "name", name, "boats", boats)
			}
		}
	case "flotilla": // 14.14: the flotilla's number
		if n, err := strconv.Atoi(detail); err == nil {
			return tr("log.note.flotilla", "flotilla", FlotillaName(n))
		}
	case "historical_reroll": // 14.3.2: the ship already sunk
		return tr("log.note.historical_reroll", "ship", detail)
	case "nibelung": // 14.12
		return tr("log.note.nibelung")
	case "era_normal_attack": // design 6.2.2: a BdU zoom before Hedgehog / FIDO
		return tr("log.note.era_normal_attack")
	case "pack_convoy", "pack_convoy_missed", "pack_join": // 13.5.3, 13.5.5
		return tr("log.note." + key)
	case "pack_pick": // 13.5.4: "13.5.4 round 2: +1"
		if head, sign, ok := strings.Cut(detail, ": "); ok {
			f := strings.Fields(head)
			if r, err := strconv.Atoi(f[len(f)-1]); err == nil && (sign == "+1" || sign == "-1") {
				if sign == "+1" {
					return tr("log.note.pack_pick_plus", "round", r)
				}
				return tr("log.note.pack_pick_minus", "round", r)
			}
		}
	case "evasion_reveal": // 13.1.2: "<Kommandant's number> <escort's number>"
		if a, b, ok := strings.Cut(detail, " "); ok && escortDir(a) != "" && escortDir(b) != "" {
			return tr("log.note.evasion_reveal", "boat", a, "boat_dir", tr("decide.evasive."+escortDir(a)),
				"escort", b, "escort_dir", tr("decide.evasive_escort."+escortDir(b)))
		}
	case "xxi_advance": // 14.11: the XXI's new availability month
		if m, err := engine.ParseMonth(detail); err == nil {
			return tr("log.note.xxi_advance", "month", MonthName(m))
		}
	case "escort_quality", "aircraft_quality": // 14.6.1 / 14.7.1
		return tr("log.note."+key, "quality", Words(detail))
	case "quality_hits": // 14.6.3 / 14.7.3: "14.6.3 veteran: 3 → 4"
		if rule, rest, ok := strings.Cut(detail, " "); ok {
			q, change, _ := strings.Cut(rest, ": ")
			from, to, ok := strings.Cut(change, " → ")
			if ok {
				who := "escort"
				if rule == "14.7.3" {
					who = "aircraft"
				}
				return tr("log.note.quality_hits."+who, "quality", upperFirst(Words(q)), "from", e3HitsText(from), "to", e3HitsText(to))
			}
		}
	case "special_ability", "ability", "kommandant_card": // 14.13, 14.15
		if s := abilityNoteText(key, detail); s != "" {
			return s
		}
	case "torpedo_load":
		return tr("log.note.torpedo_load", "load", loadText(detail))
	case "random_event_ignored":
		ref, rest, _ := strings.Cut(detail, " ")
		if ref == "[R1]" || ref == "[R2]" {
			if n, why, ok := strings.Cut(rest, " "); ok {
				key := "event_" + n
				if ref == "[R2]" {
					key = "r2_" + key
				}
				if m, ok := strings.CutSuffix(why, engine.AlreadyKIA); ok { // [R1] 2, [R2] 3, 13, 18 already KIA
					return tr("log.note.random_event_ignored", "event", RandomEventText(key), "why", tr("log.note.already_kia", "member", MemberName(m)))
				}
				return tr("log.note.random_event_ignored", "event", RandomEventText(key), "why", Detail(why))
			}
		}
	case "resupply_at_sea": // 14.9, [R2] 15 (engine/resupply.go)
		what, rest, _ := strings.Cut(detail, " ")
		switch what {
		case "declined", "encounter", "fuel":
			return tr("log.note.resupply_at_sea." + what)
		case "no_room":
			return tr("log.note.resupply_at_sea.no_room", "torpedo", Words(rest))
		case "torpedoes":
			kind, num, _ := strings.Cut(rest, " ")
			if n, err := strconv.Atoi(num); err == nil {
				return tr("log.note.resupply_at_sea.torpedoes", "n", n, "torpedo", Words(kind))
			}
		}
	case "periscope_failed": // [R2] 4
		return tr("log.note.periscope_failed")
	case "resupply":
		if strings.HasPrefix(detail, "11.4.10 ") {
			var boats, tons int
			if _, err := fmt.Sscanf(detail, "11.4.10 %d boats resupplied, %d t nominal", &boats, &tons); err == nil {
				return tr("log.note.resupply", "boats", Plural(boats, "boat"), "tons", Tons(tons))
			}
		}
	}
	return ""
}

// thingName names a system or crew member key (no_effect carries either).
func thingName(key string) string {
	if _, ok := memberKeys[key]; ok {
		return MemberName(key)
	}
	if strings.HasPrefix(key, "crew_") {
		return MemberName(key)
	}
	return SystemName(key)
}

var memberKeys = map[string]bool{"kmdt": true, "1wo": true, "2wo": true, "li": true, "doctor": true, "abwehr_agent": true}

func lowerFirst(s string) string {
	if i18n.Current() == i18n.De { // German nouns keep their capital
		return s
	}
	if s == "" || strings.HasPrefix(s, "Kommandant") || strings.HasPrefix(s, "Doctor") ||
		strings.HasPrefix(s, "Chief") || strings.HasPrefix(s, "Abwehr") || strings.HasPrefix(s, "NAXOS") ||
		strings.HasPrefix(s, "Schnorchel") || strings.HasPrefix(s, "Fa ") || strings.HasPrefix(s, "Balkon") || strings.HasPrefix(s, "Naxos") {
		return s
	}
	if len(s) > 1 && s[1] >= 'A' && s[1] <= 'Z' { // an abbreviation: "FaT", "1st WO"
		return s
	}
	return lowerRune(s)
}

// loadText turns the engine's torpedo-load summary ("bow g7a,g7a,-; stern g7e; bow
// reloads 6 g7a,2 falke; stern reloads 2 g7e") into words: "bow tubes 2 G7a; stern tube
// 1 G7e; bow reloads 6 G7a, 2 Falke; stern reloads 2 G7e".
func loadText(s string) string {
	var out []string
	for _, part := range strings.Split(s, "; ") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		var label, list string
		if l, rest, ok := strings.Cut(part, " reloads"); ok {
			label, list = l, strings.TrimSpace(rest)
			if w, ok := trOK("log.load.reloads." + l); ok {
				label = w
			}
		} else {
			label, list, _ = strings.Cut(part, " ")
			if w, ok := trOK("log.load.tubes." + label); ok {
				label = w
			}
		}
		counts := map[string]int{}
		var order []string
		for _, item := range strings.Split(list, ",") {
			item = strings.TrimSpace(item)
			n := 1
			if c, k, ok := strings.Cut(item, " "); ok {
				if v, err := strconv.Atoi(c); err == nil {
					n, item = v, k
				}
			}
			if item == "" || item == "-" {
				continue
			}
			if counts[item] == 0 {
				order = append(order, item)
			}
			counts[item] += n
		}
		var ws []string
		for _, k := range order {
			ws = append(ws, strconv.Itoa(counts[k])+" "+Words(k))
		}
		if len(ws) == 0 {
			ws = []string{tr("log.load.empty")}
		}
		out = append(out, label+" "+strings.Join(ws, ", "))
	}
	return strings.Join(out, "; ")
}

// Tone is whether an event is good or bad news for the boat, for its colour.
type Tone int

// Tones of events.
const (
	ToneNeutral Tone = iota
	ToneGood         // repaired, recovered, promoted, decorated, a ship sunk
	ToneBad          // damage, wounds, the boat turned home or lost
)

var goodNotes = map[string]bool{"spare_part": true, "experte": true, "agent_landed": true, "mines_laid": true,
	"balkon_fitted": true, "schnorchel_fitted": true, "crew_rescued": true, "towed": true, "escaped": true,
	"enemy_dud": true, "crash_dive": true, "2wo_promoted": true, "deck_gun_reinstalled": true}

var badNotes = map[string]bool{"mandatory_abort": true, "abort": true, "boat_lost": true, "scuttle": true,
	"mission_failed": true, "hull_holed": true, "forced_surface": true, "relieved": true,
	"hunted_to_exhaustion": true, "fa330_lost": true, "periscope_failed": true}

// EventTone says whether an event is good or bad news.
func EventTone(e engine.Event) Tone {
	switch e := e.(type) {
	case *engine.UboatDamageEvent:
		if e.State == engine.DamageRepaired || e.State == "0" { // repaired, flooding pumped out
			return ToneGood
		}
		return ToneBad
	case *engine.CrewEvent:
		if e.State == engine.CrewOK {
			return ToneGood
		}
		return ToneBad
	case *engine.ShipDamageEvent:
		if e.T == engine.TShipSunk {
			return ToneGood
		}
	case *engine.KeyEvent:
		switch e.T {
		case engine.TPromotion, engine.TDecoration:
			return ToneGood
		case engine.TNote:
			if goodNotes[e.Key] {
				return ToneGood
			}
			if badNotes[e.Key] {
				return ToneBad
			}
		}
	}
	return ToneNeutral
}

// EndReasonText says why a career ended (5.1), as a clause: "the boat was lost".
func EndReasonText(key string) string {
	return wordOr("log.end.", key)
}

// FateText is how a career ended for the hall of fame, the careers list and the
// tournament's standings: the 5.1 end reason (engine career_end) as a clause and, when
// the boat was lost, what sank her (lossCause: engine State.LossCause, a Loss* key, in
// words by LossText), both in the current language: "the boat was lost — hull crushed
// (10.3.2)", "das Boot ging verloren — Druckkörper zerquetscht (10.3.2)".
func FateText(endReason, lossCause string) string {
	f := EndReasonText(endReason)
	if lossCause == "" {
		return f
	}
	return tr("hall.fate_cause", "fate", f, "cause", LossText(lossCause))
}

// lossWords are the catalogue ids of the loss causes (engine Loss*) and their rule
// references: the words of the boat_lost note's detail in the roll log (Detail).
var lossWords = map[string]struct{ id, ref string }{
	engine.LossDepthCharges:  {"detail.9_6_10_depth_charges", "9.6.10"},
	engine.LossHedgehog:      {"detail.9_6_10_hedgehog", "9.6.10"},
	engine.LossSquid:         {"detail.9_6_10_squid", "9.6.10"},
	engine.LossTestDepth:     {"detail.9_6_4_hull_collapsed_below_test_depth", "9.6.4"},
	engine.LossFido:          {"detail.9_8_8_1_fido_homing_torpedo", "9.8.8.1"},
	engine.LossAirAttack:     {"detail.9_8_2_air_attack", "9.8.2"},
	engine.LossSurpriseAir:   {"detail.aircraft_random_event", ""},
	engine.LossMine:          {"detail.mine_random_event", ""},
	engine.LossSubmarine:     {"detail.enemy_submarine_torpedo", ""},
	engine.LossHullCrushed:   {"detail.10_3_2_hull_crushed", "10.3.2"},
	engine.LossScuttledAtSea: {"detail.10_10_4_scuttled_far_from_port_crew_lost_at_sea", "10.10.4"},
}

// LossText names what sank the boat (cause: an engine Loss* key, State.LossCause) in the
// current language, its rule last: "hull crushed (10.3.2)", "Hedgehog (9.6.10)". A key
// it does not know is spelt from itself (Words).
func LossText(cause string) string {
	w, ok := lossWords[cause]
	if !ok {
		return Words(cause)
	}
	if w.ref == "" {
		return tr(w.id)
	}
	return tr(w.id) + " (" + w.ref + ")"
}

// VictoryName names a 5.2 victory level.
func VictoryName(key string) string {
	return wordOr("log.victory.", key)
}

// rankIDs are the catalogue ids of the ranks by number (11.2.1).
var rankIDs = [...]string{"", "rank.oltzs", "rank.kptlt", "rank.kkpt", "rank.fkpt", "rank.kptzs"}

// RankName names a rank number (11.2.1).
func RankName(r int) string {
	if r < 1 || r >= len(rankIDs) {
		r = 1
	}
	return tr(rankIDs[r])
}

// RankAbbr abbreviates a rank number (11.2.1, catalogue rank.*.short).
func RankAbbr(r int) string {
	if r < 1 || r >= len(rankIDs) {
		r = 1
	}
	return tr(rankIDs[r] + ".short")
}

// MonthName formats a game month in the current language: "July 1943", "Juli 1943",
// "julio de 1943" (i18n.Lang.MonthYear).
func MonthName(m engine.Month) string {
	return i18n.Current().MonthYear(m.Year(), time.Month(m.Mon()))
}

// OddsText formats an option's odds: "hit 58% · dud 8%"; the range choice's "G7e FaT hit
// 72% · escorts detect 45%" (OutcomeWords).
func OddsText(odds []engine.Odds) string {
	var b strings.Builder
	for i, o := range odds {
		if i > 0 {
			b.WriteString(" · ")
		}
		b.WriteString(OutcomeWords(o.Outcome))
		b.WriteByte(' ')
		b.WriteString(Percent(o.P))
	}
	return b.String()
}

// OutcomeWords names an odds outcome: a torpedo kind's hit on the range choice
// ("hit_g7e_fat": "G7e FaT hit", 9.2.3), the escorts' detection after the salvo
// ("escorts detect", 9.6.3), otherwise Words.
func OutcomeWords(outcome string) string {
	if k, ok := strings.CutPrefix(outcome, engine.OutcomeHitPrefix); ok {
		if t := engine.TorpOfKey(k); t != engine.TorpNone {
			return tr("odds.torp_hit", "torpedo", t.Designation())
		}
	}
	return Words(outcome)
}

// Percent formats a probability as a whole percentage ("<1%" for small non-zero ones).
func Percent(p float64) string {
	l := i18n.Current()
	if p > 0 && p < 0.005 {
		return "<" + l.Percent(1)
	}
	if p < 1 && p > 0.995 {
		return ">" + l.Percent(99)
	}
	return l.Percent(int(p*100 + 0.5))
}

// e3HitsText is an [E3] result key in words: "3" → "3 hits", "sunk", "ineffective".
func e3HitsText(key string) string {
	if n, err := strconv.Atoi(key); err == nil {
		return Plural(n, "hit")
	}
	return Words(key)
}
