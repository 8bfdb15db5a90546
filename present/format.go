package present

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"uboat/assets"
	"uboat/engine"
)

// Our own short names of the die tables and checks, for the roll log.
var tableNames = map[string]string{
	"P1": "Patrol assignment", "PENANG": "Penang follow-on", "E1": "Encounter", "A1": "Air attack",
	"A2": "Flak", "DAY": "Day or night", "NIGHT": "Switch to night", "SIZE": "Ship size",
	"U1": "Attack", "DUD": "Dud check", "U3": "Damage to target", "E2": "Escort detection",
	"E2_close": "Closing detection", "E3": "Depth-charge attack", "E3_special": "Special weapon check",
	"E3a": "Special air weapon", "E3b": "Special escort weapon", "E3c": "Hedgehog", "E3c_damage": "Hedgehog damage",
	"E3d": "Squid", "E3e": "Homing torpedo", "E4": "U-boat damage", "E5": "Repair", "E5a_who": "Casualty",
	"E5a_severity": "Wound", "R1": "Random event", "R2": "Random event", "T1": "Small freighter",
	"T2": "Large freighter", "T3": "Tanker", "T4": "Submarine", "T4A": "Submarine", "T5": "Capital ship",
	"AIR_RAID": "Port air raid", "M2": "Recovery", "M3": "Crew advancement", "M4": "Promotion",
	"M6": "Upgrade request", "QUALITY": "Escort quality", "MINEFIELD": "Minefield", "WOLFPACK": "Wolfpack escorts",
	"TEST_DEPTH": "Beyond test depth", "FOLLOW": "Follow", "SCUTTLE": "Scuttle", "FLOOD": "Further flooding",
	"ALBERICH": "Alberich coating", "BALKON": "Balkon hydrophone", "SCHNORCHEL": "Schnorchel",
	"RANK": "Starting rank", "REQUEST": "Patrol request", "LIMITED": "Limited availability",
	"FA330": "Fa 330 kite", "STRAGGLER": "Straggler", "INVASION_REFUSAL": "Invasion orders",
	"DIRECTIVE": "Stay-surfaced directive", "SUB_INIT": "Initiative", "SUB_FIRE": "Enemy torpedoes",
	"DOCTOR": "Doctor's care", "DOCTOR_LW": "Experte Doctor treats a light wound", "DECK_GUN_REMOVAL": "Deck-gun removal", "ARCTIC_STAY": "Arctic stay",
	"PENANG_STAY": "Penang stay", "OVERBOARD": "Man overboard", "PENANG_SHORT": "Short load at Penang",
	"FLAK_BOAT": "Flak boat", "FAT": "FaT run", "RESUPPLY_BOATS": "Boats to resupply",
	"RESUPPLY_DAMAGE": "Damage while resupplying", "RESUPPLY_FUEL": "Fuel handed over",
	"RESUPPLY_TARGET": "Which boat is attacked", "SCUTTLE_DIESELS": "Scuttling without diesels",
	"WO1_BOAT": "1st WO's own command", "QUALITY_AIR": "Aircraft quality",
}

// printedTables maps a table code to the table's reference as printed in the game
// (tables.md); a check without a printed table has none.
var printedTables = map[string]string{
	"P1": "P1", "A1": "A1", "A2": "A2", "E1": "E1", "U1": "U1", "DUD": "U2", "U3": "U3",
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
	if _, ok := tableNames[code]; ok {
		return ""
	}
	return "[" + code + "]"
}

// TableName returns our name of a table code (the code itself when unknown).
func TableName(code string) string {
	if n, ok := tableNames[code]; ok {
		return n
	}
	return code
}

// Words turns a key ("large_freighter", "detected_plus") into words.
func Words(key string) string {
	if w, ok := keyWords[key]; ok {
		return w
	}
	if t := engine.TorpOfKey(key); t != engine.TorpNone {
		return t.Designation() // "G7a FaT", "Zaunkönig II": the rules' names (4.5, 9.2.5)
	}
	return strings.ReplaceAll(key, "_", " ")
}

var keyWords = map[string]string{
	"iron_cross_2": "Iron Cross 2nd Class", "iron_cross_1": "Iron Cross 1st Class",
	"war_badge": "U-boat War Badge", "war_badge_diamonds": "U-boat War Badge with Diamonds",
	"german_cross": "German Cross in Gold", "front_clasp_bronze": "U-boat Front Clasp (bronze)",
	"front_clasp_silver": "U-boat Front Clasp (silver)", "wound_badge_black": "Wound Badge (black)",
	"wound_badge_silver": "Wound Badge (silver)", "wound_badge_gold": "Wound Badge (gold)",
	"knights_cross": "Knight's Cross", "oak_leaves": "Knight's Cross with Oak Leaves",
	"swords": "Knight's Cross with Oak Leaves and Swords", "diamonds": "Knight's Cross with Oak Leaves, Swords and Diamonds",
	"oltzs": "Oberleutnant zur See", "kptlt": "Kapitänleutnant", "kkpt": "Korvettenkapitän",
	"fkpt": "Fregattenkapitän", "kptzs": "Kapitän zur See",
	"detected_plus": "detected (12+)", "two_ships": "two ships", "ship_escort": "ship with escort",
	"two_ships_escort": "two ships with escort", "aircraft_escort": "aircraft and escort",
	"fido": "FIDO homing torpedo", "tsetse": "Tsetse (57 mm gun)",
	"capital_ship": "capital ship", "none": "nothing", "crash_dive": "crash dive in time",
	"one_attack": "one attack", "two_attacks": "two attacks", "shot_down": "shot down",
	"kmdt": "Kommandant", "1wo": "1st Watch Officer", "2wo": "2nd Watch Officer", "li": "Chief Engineer",
	"doctor": "Doctor", "crew": "a crewman", "abwehr_agent": "Abwehr agent", "lw": "lightly wounded",
	"sw": "severely wounded", "kia": "killed", "ok": "fit", "deck_gun": "deck gun", "war_over": "the war is over",
	"kmdt_killed": "the Kommandant was killed", "boat_lost": "the boat was lost",
	"relieved": "relieved of command", "captured": "captured", "fwd_tube_odd": "bow tube doors (odd)",
	"fwd_tube_even": "bow tube doors (even)", "aft_tube": "stern tube door", "flooding_x2": "flooding ×2",
	"hull_x2": "hull ×2", "crew_injury_x2": "crew injuries ×2", "flak_37": "3.7 cm flak",
	"flak_2cm": "2 cm flak", "fuel_tanks": "fuel tanks", "dive_planes": "dive planes",
	"small_freighter": "small freighter", "large_freighter": "large freighter",
	"crew_1": "crewman 1", "crew_2": "crewman 2", "crew_3": "crewman 3", "crew_4": "crewman 4",
	"li_experte": "Chief Engineer made Experte", "doctor_experte": "Doctor made Experte",
	"1wo_experte": "1st WO made Experte", "2wo_experte": "2nd WO made Experte", "crew_level": "crew quality up",
	"naxos": "NAXOS", "schnorchel": "Schnorchel", "balkon": "Balkon", "g7a_tubes": "G7a in the tubes", "g7e_tubes": "G7e in the tubes",
	"guided_bow": "guided torpedoes forward", "guided_stern": "guided torpedoes aft", "as_printed": "as printed",
	"hull_holed": "pressure hull holed", "autogiro": "Fa 330 kite", "flak": "flak guns", "extra_flak": "extra flak",
	"nsa": "night surface attack", "fa330": "Fa 330 kite", "kc_ban": "no Knight's Cross",
	"escorts_detect": "escorts detect", "escorts_detect_g7a": "after firing a G7a by Day",
	"detected_close": "detected at Close range", "detected_medium": "detected at Medium range",
	"detected_long": "detected at Long range",
}

// AreaName returns our name of an area or box key.
func AreaName(key string) string {
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

// ModText formats one modifier: "−1 long range (9.6.3)". The engine's why text starts
// with a rule or table reference ("9.6.3 long range", "[A36] …"); it is moved into
// parentheses after the words.
func ModText(m engine.Mod) string {
	why := strings.TrimSpace(m.Why)
	ref, rest, ok := strings.Cut(why, " ")
	if ok && isRuleRef(ref) {
		return SignedInt(m.V) + " " + abbrWords(rest) + " (" + ref + ")"
	}
	if why == "" {
		return SignedInt(m.V)
	}
	return SignedInt(m.V) + " " + abbrWords(why)
}

// abbrWords spells out the crew and wound abbreviations of the engine's modifier texts
// by their words (Words): "LI SW/KIA" → "Chief Engineer severely wounded or killed",
// "Experte 1WO" → "Experte 1st Watch Officer", "KC" → "Knight's Cross".
func abbrWords(s string) string {
	f := strings.Fields(s)
	changed := false
	for i, w := range f {
		parts := strings.Split(w, "/")
		spelt := false
		for j, p := range parts {
			switch {
			case p == "KC":
				parts[j], spelt = "Knight's Cross", true
			case p == strings.ToUpper(p) && crewAbbr[strings.ToLower(p)]:
				parts[j], spelt = Words(strings.ToLower(p)), true
			}
		}
		if spelt { // "SW/KIA": "severely wounded or killed"
			f[i], changed = strings.Join(parts, " or "), true
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
	b.WriteString(e.Dice)
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
	if n, ok := columnWords[col]; ok {
		return n
	}
	return AreaName(col)
}

var columnWords = map[string]string{
	"new_boat": "new boat", "refit": "refit", "capital": "capital ship", "undamaged": "target undamaged",
	"damaged": "target damaged",
}

var monthAbbr = map[string]string{"jan": "Jan", "feb": "Feb", "mar": "Mar", "apr": "Apr", "may": "May",
	"jun": "Jun", "jul": "Jul", "aug": "Aug", "sep": "Sep", "oct": "Oct", "nov": "Nov", "dec": "Dec"}

// periodText formats a [P1] period column: "1942_jan_apr" → "1942 Jan–Apr".
func periodText(col string) string {
	parts := strings.Split(col, "_")
	if len(parts) == 3 && monthAbbr[parts[1]] != "" && monthAbbr[parts[2]] != "" {
		return parts[0] + " " + monthAbbr[parts[1]] + "–" + monthAbbr[parts[2]]
	}
	return Words(col)
}

// Random events of [R1] (12.1) in a few words of our own, by result key.
var randomEventWords = map[string]string{
	"event_2": "a man goes overboard", "event_3": "caught by surprise", "event_4": "the gyrocompass fails",
	"event_5": "better torpedoes aboard", "event_6": "an enemy submarine", "event_7": "a stroke of luck",
	"event_8": "the Schnorchel fails", "event_9": "ordered to report the weather", "event_10": "a minefield",
	"event_11": "a severe storm", "event_12": "a torpedo breaks loose",
}

// RandomEventText names a random event by its key: "a severe storm".
func RandomEventText(key string) string {
	if w, ok := randomEventWords[key]; ok {
		return w
	}
	return "event " + strings.TrimPrefix(key, "event_")
}

// resultWords are roll results whose words depend on the table.
var resultWords = map[string]string{
	"PENANG/to_france": "back to France", "PENANG/to_norway": "back to Norway",
	"PENANG_STAY/europe": "home to Europe", "PENANG_STAY/penang": "stays at Penang",
	"INVASION_REFUSAL/kc_ban": "no Knight's Cross for the rest of the war",
	"RESUPPLY_TARGET/us":      "this boat", "RESUPPLY_TARGET/other": "the other boat",
	"SUB_INIT/player": "we fire first", "DUD/ok": "runs true",
	"FLOOD/flooding": "more water comes in", "FLOOD/nothing": "the leaks hold", "SUB_INIT/enemy": "the enemy fires first",
}

// ResultText is a roll result in words; damage results say "points".
func ResultText(table, result string) string {
	if w, ok := resultWords[table+"/"+result]; ok {
		return w
	}
	n, numErr := strconv.Atoi(result)
	isNum := numErr == nil
	switch table {
	case engine.TableU3:
		if isNum {
			return Plural(n, "damage point")
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
	case engine.TableR1, engine.TableR2:
		return RandomEventText(result)
	case engine.TableT1, engine.TableT2, engine.TableT3, engine.TableT4, engine.TableT4A, engine.TableT5:
		return result
	}
	if n, ok := assets.AreaNames[result]; ok {
		return n
	}
	return Words(result)
}

// Thousands formats tons with thousands separators: 12,500.
func Thousands(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if neg {
		return Minus + b.String()
	}
	return b.String()
}

// Tons formats a tonnage: "7,200 t".
func Tons(n int) string { return Thousands(n) + " t" }

// SystemName returns a board system's name for a damage key.
func SystemName(key string) string {
	switch key {
	case engine.E4Hull:
		return "Hull"
	case engine.E4Flooding:
		return "Flooding"
	}
	w := Words(key)
	if w == "" {
		return key
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

// MemberName names a crew member key.
func MemberName(key string) string {
	w := Words(key)
	if w == "" {
		return key
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

// EventText formats any event as one line of the roll log ("" for events the log leaves
// out).
func EventText(e engine.Event) string {
	switch e := e.(type) {
	case *engine.RollEvent:
		return RollText(e)
	case *engine.CareerStart:
		return e.ID + " (Type " + e.Type + ") commissioned — " + KommandantTitle(e.Kmdt)
	case *engine.DecisionEvent:
		return "Decision: " + DecisionName(e.ID) + " → " + ChoiceText(e.ID, e.Chosen)
	case *engine.AssignmentEvent:
		s := "Orders: " + AreaName(e.Area) + ", sailing from " + AreaName(e.Base)
		if e.Wolfpack {
			s += ", with a wolfpack"
		}
		if e.Mission != "" && e.Mission != "none" {
			s += ", mission: " + MissionName(e.Mission)
		}
		return s + " (" + strconv.Itoa(len(e.Track)) + " boxes)"
	case *engine.BoxEvent:
		s := "Box " + strconv.Itoa(e.Index+1) + ": " + AreaName(e.Box)
		if e.Rolls > 1 {
			s += " (" + strconv.Itoa(e.Rolls) + " encounter rolls)"
		}
		return s
	case *engine.EncounterEvent:
		return "Contact: " + Words(e.Kind)
	case *engine.ShipEvent:
		s := "Identified: " + e.Name + ", "
		if !strings.EqualFold(e.Name, Words(e.Class)) {
			s += Words(e.Class) + ", "
		}
		return s + Tons(e.Tons) + " (sinks at " + Plural(e.DamageToSink, "damage point") + ")"
	case *engine.TorpedoEvent:
		w := Words(e.Weapon)
		if e.Weapon == "deck_gun" {
			return "Deck gun fires at " + e.Target + ": " + Words(e.Outcome)
		}
		if t := engine.TorpOfKey(e.Weapon); t != engine.TorpNone && t != engine.Mine {
			w = upperFirst(t.Words()) // "Steam torpedo (G7a FaT)"
			return w + " at " + e.Target + ": " + Words(e.Outcome)
		}
		return w + " torpedo at " + e.Target + ": " + Words(e.Outcome)
	case *engine.ShipDamageEvent:
		if e.T == engine.TShipSunk {
			return e.Name + " sunk — " + Tons(e.Tons)
		}
		return e.Name + " damaged (" + Plural(e.Damage, "damage point") + ")"
	case *engine.UboatDamageEvent:
		return UboatDamageText(e.System, e.State)
	case *engine.CrewEvent:
		return CrewText(e.Member, e.State)
	case *engine.PatrolEndEvent:
		s := "Patrol over (" + Words(e.Outcome) + "): " + Plural(e.Ships, "ship") + ", " + Tons(e.Tons)
		if e.Success {
			s += " — successful"
		}
		return s
	case *engine.RefitEvent:
		s := "Refit: " + Plural(e.Months, "month")
		if len(e.Reasons) > 0 {
			rs := make([]string, len(e.Reasons))
			for i, r := range e.Reasons {
				rs[i] = fixCounts(RefLast(r))
			}
			s += " — " + strings.Join(rs, "; ")
		}
		return s
	case *engine.KeyEvent:
		return keyEventText(e)
	case *engine.CareerEndEvent:
		return "Career over: " + EndReasonText(e.Reason) + ". " + Plural(e.Ships, "ship") + ", " + Tons(e.Tons) +
			" — " + VictoryName(e.Victory)
	}
	if e == nil {
		return ""
	}
	return e.Head().T
}

// Plural formats a count with its noun: "1 patrol", "3 patrols", "2 boxes".
func Plural(n int, noun string) string {
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
	name = strings.TrimSpace(name)
	if name == "" || name == "Kommandant" {
		return "Kommandant"
	}
	return "Kommandant " + name
}

// RankAndName is a rank (or other title) followed by the Kommandant's name, the title
// alone when he has no name of his own: "KptLt Prien", "Kapitänleutnant".
func RankAndName(title, name string) string {
	name = strings.TrimSpace(name)
	if name == "" || name == "Kommandant" {
		return title
	}
	return title + " " + name
}

var decisionNames = map[string]string{
	"load_mix": "Torpedo mix", "load_tubes": "Tube loading", "mine_reloads": "Mines or torpedoes",
	"penang_short": "Short load at Penang", "upgrade": "New boat", "patrol_request": "Patrol request",
	"posture": "Transit posture", "fa330": "Fa 330 kite", "fa330_reroll": "Fa 330 sighting",
	"abort": "Abort the patrol", "abort_direction": "Way home", "deck_gun_shift": "Deck-gun shift",
	"mine_reload": "Mine reload", "spare_part": "Spare part", "resupply_part": "Spare part for another boat",
	"own_fuel": "Give own fuel", "night": "Wait for night", "time_of_day": "Attack time",
	"attack": "Attack", "attack_escort": "Attack the escort", "attack_mode": "Attack mode", "range": "Range",
	"end": "Tubes", "second_salvo": "Second salvo", "fire": "Fire", "gun": "Deck gun",
	"weapon_group": "Weapon", "additional_round": "Another round", "escort_fire": "Fire at the escort",
	"follow": "Follow", "straggler": "Straggler", "reload": "Reload", "sub_attack": "Enemy submarine",
	"sub_continue": "Enemy submarine", "test_depth": "Beyond test depth", "bold": "Bold attack",
	"stay_surfaced": "Stay surfaced", "hals_und_beinbruch": "Hals und Beinbruch",
}

var missionNames = map[string]string{
	"minelaying": "lay mines", "abwehr": "land an Abwehr agent", "resupply": "resupply other boats",
	"invasion": "oppose the invasion", "weather": "report the weather",
}

// MissionName says what a special mission is (7.4).
func MissionName(key string) string {
	if n, ok := missionNames[key]; ok {
		return n
	}
	return Words(key)
}

// DecisionName names a decision id.
func DecisionName(id string) string {
	if n, ok := decisionNames[id]; ok {
		return n
	}
	return Words(id)
}

// ChoiceText is a decision's chosen key in words.
func ChoiceText(id, key string) string {
	if id == "patrol_request" {
		if key == "roll" {
			return "take what comes"
		}
		return AreaName(key)
	}
	switch key {
	case "nsa":
		return "night surface attack"
	case "omit_g7a":
		return "leave out G7a"
	}
	if t, n, ok := strings.Cut(key, "_"); ok && (t == "g7a" || t == "g7e") {
		if _, err := strconv.Atoi(n); err == nil {
			return n + " " + Words(t)
		}
	}
	return Words(key)
}

// systemEffects are what a Damaged or Inoperative system stops the boat doing (10.8.2).
var systemEffects = map[string]string{
	"deck_gun": "the deck gun cannot fire", "periscope": "no submerged attacks",
	"schnorchel": "the boat cannot schnorchel", "autogiro": "the kite cannot be used",
	"naxos": "no NAXOS warning", "fwd_tube_odd": "those tubes cannot fire",
	"fwd_tube_even": "those tubes cannot fire", "aft_tube": "the stern tube cannot fire",
	"fuel_tanks": "leaking fuel: easier to detect and to hit (10.4.1)",
}

// inoperativeEffects are what an Inoperative system means beyond its damaged effect:
// the mandatory aborts of 10.9.1.
var inoperativeEffects = map[string]string{
	"fuel_tanks": "the patrol must turn for home (10.4.2, 10.9.1)",
	"diesel_1":   "the patrol must turn for home, rolling twice for encounters in every box (10.2, 10.9.1, 10.9.3)",
	"diesel_2":   "the patrol must turn for home, rolling twice for encounters in every box (10.2, 10.9.1, 10.9.3)",
}

func systemEffect(key string) string {
	if e, ok := systemEffects[key]; ok {
		return e
	}
	if strings.HasPrefix(key, "flak") {
		return "that flak cannot fire"
	}
	return ""
}

// UboatDamageText is a uboat_damage event in words, with what the damage costs the boat.
func UboatDamageText(system, state string) string {
	name := SystemName(system)
	switch track := engine.E4Track(system); track {
	case engine.E4Hull, engine.E4Flooding:
		hits := trackHits(system)
		switch state {
		case "0": // the flooding track cleared after combat
			return "Flooding pumped out (10.8)"
		case engine.TrackSunk:
			return "Hull " + hits + " — the hull gives way (10.3.2)"
		case engine.TrackSurf:
			return "Flooding " + hits + " — the track is full: surface (10.1.2)"
		}
		if track == engine.E4Hull {
			return "Hull " + hits + " — hull damage now " + state + " (10.3.1)"
		}
		return "Flooding " + hits + " — flooding now " + state + " (10.1)"
	}
	eff := systemEffect(system)
	switch state {
	case engine.DamageRepaired:
		return name + " repaired"
	case engine.DamageDamaged:
		if system == "fuel_tanks" {
			return name + " damaged — leaking fuel: easier to detect and to hit until repaired (10.4.1)"
		}
		if eff != "" {
			return name + " damaged — " + eff + " until repaired (10.8.2)"
		}
		return name + " damaged"
	case engine.DamageInoperative:
		if e, ok := inoperativeEffects[system]; ok {
			return name + " knocked out — " + e
		}
		if eff != "" {
			return name + " knocked out for the rest of the patrol — " + eff + " (10.8.5)"
		}
		return name + " knocked out for the rest of the patrol (10.8.5)"
	}
	return name + ": " + Words(state)
}

// trackHits says how often a hull or flooding result hits its track: "hit", or "hit
// twice" for the [E4] ×2 results.
func trackHits(system string) string {
	if system == engine.E4HullX2 || system == engine.E4FloodingX2 {
		return "hit twice"
	}
	return "hit"
}

// DamageCaption is a uboat_damage event in a few words, for a caption over the scene:
// "Periscope knocked out", "Hull hit (box 3)", "Diesel 1 repaired".
func DamageCaption(system, state string) string {
	name := SystemName(system)
	if track := engine.E4Track(system); track != "" {
		hit := trackHits(system)
		switch state {
		case "0":
			return "Flooding pumped out"
		case engine.TrackSunk:
			return "Hull " + hit + " — she breaks up"
		case engine.TrackSurf:
			return "Flooding " + hit + " — surface!"
		}
		if track == engine.E4Hull {
			return "Hull " + hit + " (box " + state + ")"
		}
		return "Flooding " + hit + " (box " + state + ")"
	}
	switch state {
	case engine.DamageInoperative:
		return name + " knocked out"
	case engine.DamageDamaged, engine.DamageRepaired:
		return name + " " + state
	}
	return name + ": " + Words(state)
}

// CrewText is a crew event in words.
func CrewText(member, state string) string {
	name := MemberName(member)
	switch state {
	case engine.CrewOK:
		return name + " is fit for duty again"
	case engine.CrewLW:
		return name + " lightly wounded"
	case engine.CrewSW:
		return name + " severely wounded"
	case engine.CrewKIA:
		return name + " killed"
	}
	return name + ": " + Words(state)
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
			return prefix + RefLast(e.Detail)
		}
		return prefix + Words(e.Key)
	}
	switch e.T {
	case engine.TPromotion:
		return "Promoted to " + Words(e.Key) + detailSuffix(e.Detail)
	case engine.TDecoration:
		return "Decorated: " + Words(e.Key) + detailSuffix(e.Detail)
	case engine.TCrewQuality:
		return "Crew quality: " + Words(e.Key)
	case engine.TNewBoat:
		return "New boat: Type " + e.Key + detailSuffix(e.Detail)
	case engine.TRandomEvent:
		return "Random event: " + RandomEventText(e.Key) + " (12.1)"
	case engine.TPortAirRaid:
		return "Air raid on the base in " + placeName(e.Detail) + ": " + airRaidWords(e.Key) + " (4.7.6)"
	case engine.TAircraftPass:
		return detail("Aircraft pass: ")
	case engine.TNote:
		if s := noteText(e.Key, e.Detail); s != "" {
			return s
		}
	}
	if e.Detail != "" {
		return upperFirst(abbrWords(RefLast(e.Detail)))
	}
	return upperFirst(Words(e.Key))
}

// upperFirst starts a line with a capital: "Deck gun kept (10.11.8)".
func upperFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func airRaidWords(key string) string {
	switch key {
	case "none", "nothing":
		return "no damage to the boat"
	case "damage":
		return "the boat is damaged"
	case "heavy_damage":
		return "the boat is heavily damaged"
	case "destroyed":
		return "the boat is destroyed"
	}
	return Words(key)
}

// placeName names an area or base as a place in a sentence: "Norway", "the Mediterranean".
func placeName(key string) string {
	switch key {
	case "mediterranean", "arctic", "atlantic", "caribbean":
		return "the " + AreaName(key)
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
	return " — " + RefLast(d)
}

// abortWords says why a patrol must turn for home, by the engine's abort reason, with
// the rule that orders it (10.9.1).
var abortWords = map[string]string{
	"fuel_tanks_inoperative": "the fuel tanks are knocked out (10.4.2, 10.9.1)",
	"diesel_inoperative":     "a diesel is knocked out; an extra encounter roll in every box on the way home (10.2, 10.9.3)",
	"hull_holed":             "the pressure hull is holed (9.8.8.5, 10.9.1)",
	"li_in_command":          "the Chief Engineer is in command (10.6.3, 10.9.1)",
	"gyrocompass":            "the gyrocompass has failed (12.1, 10.9.1)",
	"voluntary":              "the Kommandant breaks off the patrol (10.9.5)",
}

// AbortReasonText says why a patrol turns for home, from an abort reason key.
func AbortReasonText(key string) string {
	if w, ok := abortWords[key]; ok {
		return w
	}
	return RefLast(Words(key))
}

// noteText is a note event (key and detail, engine TNote) in words, "" when the detail
// reads as it is.
func noteText(key, detail string) string {
	switch key {
	case "mandatory_abort":
		return "Orders: turn for home — " + AbortReasonText(detail)
	case "boat_lost":
		return "The boat is lost: " + RefLast(detail)
	case "scuttle":
		return "Abandon ship: " + RefLast(detail)
	case "mission_failed":
		return "Mission failed: " + RefLast(detail)
	case "balkon_fitted":
		return "Balkon hydrophone fitted" + detailSuffix(detail)
	case "schnorchel_fitted":
		return "Schnorchel fitted" + detailSuffix(detail)
	case "abort":
		return "Turning for home: " + AbortReasonText(detail)
	case "no_effect":
		return "No effect: " + lowerFirst(thingName(detail)) + " already out of action or not aboard (10.7.3)"
	case "command":
		return MemberName(detail) + " takes command (10.6.3)"
	case "crew_replaced":
		return MemberName(detail) + " replaced by a new man"
	case "experte":
		return MemberName(detail) + " made Experte (11.1)"
	case "spare_part":
		if _, sys, ok := strings.Cut(detail, " spare part used on "); ok {
			return "Spare part used: " + lowerFirst(SystemName(sys)) + " repaired (11.4.10.3)"
		}
	case "encounter_declined":
		ref, rest, _ := strings.Cut(detail, " ")
		if _, kind, ok := strings.Cut(rest, ": "); ok {
			why := "aborting"
			if strings.Contains(rest, "XIV") {
				why = "a Type XIV does not attack a single ship"
			}
			return "Contact declined (" + Words(kind) + "): " + why + " (" + ref + ")"
		}
	case "hals_und_beinbruch":
		if _, code, ok := strings.Cut(detail, "reroll of "); ok {
			return "Hals und Beinbruch: reroll of the " + lowerFirst(TableName(code)) + " roll"
		}
	case "torpedo_load":
		return "Torpedoes loaded: " + loadText(detail)
	case "random_event_ignored":
		ref, rest, _ := strings.Cut(detail, " ")
		if ref == "[R1]" {
			if n, why, ok := strings.Cut(rest, " "); ok {
				return "Random event passed over (" + RandomEventText("event_"+n) + "): " + why + " (12.1.5)"
			}
		}
	case "resupply":
		if strings.HasPrefix(detail, "11.4.10 ") {
			var boats, tons int
			if _, err := fmt.Sscanf(detail, "11.4.10 %d boats resupplied, %d t nominal", &boats, &tons); err == nil {
				return Plural(boats, "boat") + " resupplied, " + Tons(tons) + " credited (11.4.10)"
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
	if s == "" || strings.HasPrefix(s, "Kommandant") || strings.HasPrefix(s, "Doctor") ||
		strings.HasPrefix(s, "Chief") || strings.HasPrefix(s, "Abwehr") || strings.HasPrefix(s, "NAXOS") ||
		strings.HasPrefix(s, "Schnorchel") || strings.HasPrefix(s, "Fa ") || strings.HasPrefix(s, "Balkon") || strings.HasPrefix(s, "Naxos") {
		return s
	}
	if len(s) > 1 && s[1] >= 'A' && s[1] <= 'Z' { // an abbreviation: "FaT", "1st WO"
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
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
			label, list = l+" reloads", strings.TrimSpace(rest)
		} else {
			label, list, _ = strings.Cut(part, " ")
			label += " tubes"
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
			ws = []string{"empty"}
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
	"hunted_to_exhaustion": true, "fa330_lost": true}

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

var endReasons = map[string]string{
	engine.EndWarOver: "the war is over", engine.EndKmdtKilled: "the Kommandant was killed",
	engine.EndBoatLost: "the boat was lost", engine.EndCaptured: "the Kommandant was taken prisoner",
	engine.EndRelieved: "the Kommandant was relieved of command",
}

// EndReasonText says why a career ended (5.1), as a clause: "the boat was lost".
func EndReasonText(key string) string {
	if w, ok := endReasons[key]; ok {
		return w
	}
	return Words(key)
}

// VictoryName names a 5.2 victory level.
func VictoryName(key string) string {
	switch key {
	case engine.VictoryDefeat:
		return "Defeat"
	case engine.VictoryDraw:
		return "Draw"
	case engine.VictoryMarginal:
		return "Marginal victory"
	case engine.VictorySubstantial:
		return "Substantial victory"
	case engine.VictoryDecisive:
		return "Decisive victory"
	}
	return Words(key)
}

// RankName names a rank number (11.2.1).
func RankName(r int) string {
	names := [...]string{"", "Oberleutnant zur See", "Kapitänleutnant", "Korvettenkapitän", "Fregattenkapitän", "Kapitän zur See"}
	if r >= 1 && r < len(names) {
		return names[r]
	}
	return "Oberleutnant zur See"
}

// RankAbbr abbreviates a rank number.
func RankAbbr(r int) string {
	names := [...]string{"", "OLtzS", "KptLt", "KKpt", "FKpt", "KptzS"}
	if r >= 1 && r < len(names) {
		return names[r]
	}
	return "OLtzS"
}

// MonthName formats a game month: "July 1943".
func MonthName(m engine.Month) string {
	months := [...]string{"January", "February", "March", "April", "May", "June", "July", "August",
		"September", "October", "November", "December"}
	return months[m.Mon()-1] + " " + strconv.Itoa(m.Year())
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
			return t.Designation() + " hit"
		}
	}
	return Words(outcome)
}

// Percent formats a probability as a whole percentage ("<1%" for small non-zero ones).
func Percent(p float64) string {
	if p > 0 && p < 0.005 {
		return "<1%"
	}
	if p < 1 && p > 0.995 {
		return ">99%"
	}
	return strconv.Itoa(int(p*100+0.5)) + "%"
}
