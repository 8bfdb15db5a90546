package present

import (
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
	"TEST_DEPTH": "Beyond test depth", "FOLLOW": "Follow", "SCUTTLE": "Scuttle", "FLOOD": "Flooding",
	"ALBERICH": "Alberich coating", "BALKON": "Balkon hydrophone", "SCHNORCHEL": "Schnorchel",
	"RANK": "Starting rank", "REQUEST": "Patrol request", "LIMITED": "Limited availability",
	"FA330": "Fa 330 kite", "STRAGGLER": "Straggler", "INVASION_REFUSAL": "Invasion orders",
	"DIRECTIVE": "Stay-surfaced directive", "SUB_INIT": "Initiative", "SUB_FIRE": "Enemy torpedoes",
	"DOCTOR": "Doctor", "DOCTOR_LW": "Experte Doctor treats a light wound", "DECK_GUN_REMOVAL": "Deck-gun removal", "ARCTIC_STAY": "Arctic stay",
	"PENANG_STAY": "Penang stay",
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
	"sw": "severely wounded", "kia": "killed", "ok": "fit", "g7a": "G7a", "g7e": "G7e",
	"g7a_fat": "G7a FaT", "g7e_fat": "G7e FaT", "falke": "Falke", "zaunkoenig": "Zaunkönig",
	"zaunkoenig_2": "Zaunkönig II", "deck_gun": "deck gun", "war_over": "the war is over",
	"kmdt_killed": "the Kommandant was killed", "boat_lost": "the boat was lost",
	"relieved": "relieved of command", "captured": "captured", "fwd_tube_odd": "bow tube doors (odd)",
	"fwd_tube_even": "bow tube doors (even)", "aft_tube": "stern tube door", "flooding_x2": "flooding ×2",
	"hull_x2": "hull ×2", "crew_injury_x2": "crew injuries ×2", "flak_37": "3.7 cm flak",
	"flak_2cm": "2 cm flak", "fuel_tanks": "fuel tanks", "dive_planes": "dive planes",
	"small_freighter": "small freighter", "large_freighter": "large freighter",
	"crew_1": "crewman 1", "crew_2": "crewman 2", "crew_3": "crewman 3", "crew_4": "crewman 4",
	"li_experte": "Chief Engineer made Experte", "doctor_experte": "Doctor made Experte",
	"1wo_experte": "1st WO made Experte", "2wo_experte": "2nd WO made Experte", "crew_level": "crew quality up",
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
		return SignedInt(m.V) + " " + rest + " (" + ref + ")"
	}
	if why == "" {
		return SignedInt(m.V)
	}
	return SignedInt(m.V) + " " + why
}

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
	b.WriteString(" [")
	b.WriteString(e.Table)
	if e.Column != "" && e.Column != "standard" {
		b.WriteString(" ")
		b.WriteString(AreaName(e.Column))
	}
	b.WriteString("] ")
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

// ResultText is a roll result in words; damage results say "points".
func ResultText(table, result string) string {
	switch table {
	case engine.TableU3:
		if result == "1" {
			return "1 damage point"
		}
		return result + " damage points"
	case engine.TableE3, engine.TableE3cDamage, engine.TableE3d, engine.TableE3e: // hits on [E4]
		if result != "" && result[0] >= '0' && result[0] <= '9' {
			if result == "1" {
				return "1 hit"
			}
			return result + " hits"
		}
	case engine.TableM2:
		if result == "1" {
			return "1 month"
		}
		return result + " months"
	case engine.TableR1, engine.TableR2:
		return "event " + strings.TrimPrefix(result, "event_")
	case engine.TableT1, engine.TableT2, engine.TableT3, engine.TableT4, engine.TableT4A, engine.TableT5:
		return result
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
		return e.ID + " (Type " + e.Type + ") commissioned — Kommandant " + e.Kmdt
	case *engine.DecisionEvent:
		return "Decision: " + Words(e.ID) + " → " + Words(e.Chosen)
	case *engine.AssignmentEvent:
		s := "Orders: " + AreaName(e.Area) + ", sailing from " + AreaName(e.Base)
		if e.Wolfpack {
			s += ", with a wolfpack"
		}
		if e.Mission != "" && e.Mission != "none" {
			s += ", mission: " + Words(e.Mission)
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
		return "Identified: " + e.Name + ", " + Words(e.Class) + ", " + Tons(e.Tons) +
			" (sinks at " + strconv.Itoa(e.DamageToSink) + " damage)"
	case *engine.TorpedoEvent:
		w := Words(e.Weapon)
		if e.Weapon == "deck_gun" {
			return "Deck gun fires at " + e.Target + ": " + Words(e.Outcome)
		}
		return w + " torpedo at " + e.Target + ": " + Words(e.Outcome)
	case *engine.ShipDamageEvent:
		if e.T == engine.TShipSunk {
			return e.Name + " sunk — " + Tons(e.Tons)
		}
		return e.Name + " damaged (" + strconv.Itoa(e.Damage) + " damage)"
	case *engine.UboatDamageEvent:
		return "Damage: " + SystemName(e.System) + " " + Words(e.State)
	case *engine.CrewEvent:
		return MemberName(e.Member) + ": " + Words(e.State)
	case *engine.PatrolEndEvent:
		s := "Patrol over (" + Words(e.Outcome) + "): " + strconv.Itoa(e.Ships) + " ships, " + Tons(e.Tons)
		if e.Success {
			s += " — successful"
		}
		return s
	case *engine.RefitEvent:
		s := "Refit: " + strconv.Itoa(e.Months) + " month"
		if e.Months != 1 {
			s += "s"
		}
		if len(e.Reasons) > 0 {
			s += " (" + strings.Join(e.Reasons, "; ") + ")"
		}
		return s
	case *engine.KeyEvent:
		return keyEventText(e)
	case *engine.CareerEndEvent:
		return "Career over: " + Words(e.Reason) + ". " + strconv.Itoa(e.Ships) + " ships, " + Tons(e.Tons) +
			" — " + VictoryName(e.Victory)
	}
	if e == nil {
		return ""
	}
	return e.Head().T
}

// Plural formats a count with its noun: "1 patrol", "3 patrols".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
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
		return detail("Promotion: ")
	case engine.TDecoration:
		return detail("Decoration: ")
	case engine.TCrewQuality:
		return "Crew quality: " + Words(e.Key)
	case engine.TNewBoat:
		return detail("New boat: ")
	case engine.TRandomEvent:
		return detail("Event: ")
	case engine.TPortAirRaid:
		return detail("Air raid on the base: ")
	case engine.TAircraftPass:
		return detail("Aircraft pass: ")
	}
	if e.Detail != "" {
		return RefLast(e.Detail)
	}
	return Words(e.Key)
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

// OddsText formats an option's odds: "hit 58% · dud 8%".
func OddsText(odds []engine.Odds) string {
	var b strings.Builder
	for i, o := range odds {
		if i > 0 {
			b.WriteString(" · ")
		}
		b.WriteString(Words(o.Outcome))
		b.WriteByte(' ')
		b.WriteString(Percent(o.P))
	}
	return b.String()
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
