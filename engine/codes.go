package engine

// The keys of the event log that a user interface switches on: table codes, column keys
// and result keys of the roll event, and the keys of the other events (log-schema.md
// "Keys" and "Event types"). They are untyped string constants, like the event types
// (TRoll …), areas (AreaAtlantic …), missions, bases and ship classes (ClassEscort …)
// declared next to the rules that use them: the events keep their string fields, so the
// JSONL log is unchanged, and a scene compares e.Table == TableE2 instead of "E2".
// Keys already declared elsewhere are not repeated here (ship classes: ships.go; areas
// and missions: patrol.go; bases and postures: state.go; event types: events.go).

// Table codes: the roll event's "table" (log-schema.md "The roll event", tables.md).
const (
	TableP1              = "P1"               // 7.1 patrol assignment
	TableRequest         = "REQUEST"          // 7.1.3 requested area
	TablePenang          = "PENANG"           // 4.7.5 Penang
	TablePenangStay      = "PENANG_STAY"      // 7.3.7 stay at Penang
	TableArcticStay      = "ARCTIC_STAY"      // 7.3.4 Arctic posting
	TableDeckGunRemoval  = "DECK_GUN_REMOVAL" // 10.11.8 deck-gun removal
	TableInvasionRefusal = "INVASION_REFUSAL" // 7.4.3
	TableRank            = "RANK"             // 4.3 starting rank
	TableWolfpack        = "WOLFPACK"         // 7.2
	TableE1              = "E1"               // 8.2 encounter
	TableR1              = "R1"               // 12.1 random events
	TableR2              = "R2"               // 12.2 random events
	TableDay             = "DAY"              // 8.4 day or night
	TableNight           = "NIGHT"            // 9.1.3 switch to night
	TableSize            = "SIZE"             // 8.3.1 freighter size
	TableT1              = "T1"               // 8.3 target rosters
	TableT2              = "T2"
	TableT3              = "T3"
	TableT4              = "T4"
	TableT4A             = "T4A" // 9.10 enemy submarines
	TableT5              = "T5"  // capital ships
	TableU1              = "U1"  // 9.2 torpedo to-hit
	TableU3              = "U3"  // 9.2.7 damage
	TableDud             = "DUD" // 9.2.6 duds
	TableFollow          = "FOLLOW"
	TableA1              = "A1"         // 9.7 aircraft attack
	TableA2              = "A2"         // 9.7 flak
	TableE2              = "E2"         // 9.6 detection
	TableE2Close         = "E2_close"   // 9.2.2 the pre-fire check at close range
	TableE3              = "E3"         // 9.6.5 depth charges, 9.7 bombs
	TableE3Special       = "E3_special" // 9.6.9 normal or special attack
	TableE3a             = "E3a"        // aircraft special weapon
	TableE3b             = "E3b"        // escort special weapon
	TableE3c             = "E3c"        // Hedgehog
	TableE3cDamage       = "E3c_damage" // Hedgehog damage
	TableE3d             = "E3d"        // Squid
	TableE3e             = "E3e"        // FIDO
	TableE4              = "E4"         // 10.0 U-boat damage
	TableE5              = "E5"         // 10.2 repairs
	TableTestDepth       = "TEST_DEPTH" // 9.6.4 test depth
	TableScuttle         = "SCUTTLE"    // 10.10.2
	TableSubInit         = "SUB_INIT"   // 9.10 who fires first
	TableSubFire         = "SUB_FIRE"   // 9.10 enemy submarine attack
	TableM2              = "M2"         // 11.4 refit tables
	TableM3              = "M3"
	TableM4              = "M4"
	TableM6              = "M6"
	TableAirRaid         = "AIR_RAID" // 10.12 port air raid
	TableLimited         = "LIMITED"  // 11.4 limited refit
)

// Column keys of the roll event that scenes switch on (log-schema.md "Keys").
const (
	ColAdditionalRound = "additional_round" // E1: additional combat round / Gibraltar
	ColAircraft        = "aircraft"         // E3: bombs from an aircraft
	ColEscort          = "escort"           // E3: depth charges from an escort
	ColTorpedo         = "torpedo"          // U3
	ColDeckGun         = "deck_gun"         // U3
)

// [E1] results: the roll's result and the encounter event's kind (8.2).
const (
	EncNone           = "none"
	EncAircraft       = "aircraft"
	EncAircraftEscort = "aircraft_escort"
	EncEscort         = "escort"
	EncShip           = "ship"
	EncTwoShips       = "two_ships"
	EncShipEscort     = "ship_escort"
	EncTwoShipsEscort = "two_ships_escort"
	EncTanker         = "tanker"
	EncCapitalShip    = "capital_ship"
	EncConvoy         = "convoy"
	EncSubmarine      = "submarine"
	EncRandomEvent    = "random_event" // note 1 of [E1]
)

// EncEscorted reports whether an [E1] result brings escorts with the targets (8.2).
func EncEscorted(kind string) bool {
	switch kind {
	case EncEscort, EncShipEscort, EncTwoShipsEscort, EncAircraftEscort, EncConvoy:
		return true
	}
	return false
}

// [A1] and [A2] results (9.7), [E3a] FIDO.
const (
	AirTwoAttacks = "two_attacks"
	AirOneAttack  = "one_attack"
	AirCrashDive  = "crash_dive"
	AirShotDown   = "shot_down"
	AirDamaged    = "damaged"
	AirMissed     = "missed"
	AirFido       = "fido" // [E3a] the homing torpedo (9.8.8.1)
)

// DAY and NIGHT results (8.4, 9.1.3).
const (
	TimeDay   = "day"
	TimeNight = "night"
	TimeLost  = "lost" // NIGHT: contact lost
)

// Ranges (9.2.1): the U1 column and the range decision's keys.
const (
	RangeClose  = "close"
	RangeMedium = "medium"
	RangeLong   = "long"
)

// Attack modes (9.1): Engagement.Mode.
const (
	ModeSubmerged = "submerged"
	ModeSurfaced  = "surfaced"
	ModeNSA       = "nsa" // night surface attack
)

// Shot outcomes: the torpedo event's outcome, [U1], [DUD], [E3c]–[E3e] (9.2).
const (
	ShotHit  = "hit"
	ShotMiss = "miss"
	ShotDud  = "dud"
)

// WeaponDeckGun is the torpedo event's weapon for one deck-gun ammunition point (9.3);
// torpedo weapons are Torp.Key.
const WeaponDeckGun = "deck_gun"

// Odds outcomes of the range decision (9.1.4; Career.chooseRange): the hit chance of one
// torpedo kind is OutcomeHitPrefix + its weapon key ("hit_g7e_fat", 9.2.3); against
// escorted ships, the chance that the escorts detect the boat after the salvo from that
// range (9.6.3, with the 9.2.2 pre-fire check at Close after an escorted attack), and by
// Day the same after firing a steam torpedo (+1 G7a by day).
const (
	OutcomeHitPrefix = "hit_"
	// OutcomeResupplied is the resupply decision's (14.9): no encounter on the Bay of
	// Biscay roll, so fuel, ammunition and perhaps torpedoes come aboard (14.9.2–14.9.3).
	OutcomeResupplied       = "resupplied"
	OutcomeEscortsDetect    = "escorts_detect"
	OutcomeEscortsDetectG7a = "escorts_detect_g7a"
)

// hitOutcome is OutcomeHitPrefix + Torp.Key by kind (built once: no formatting per odds).
var hitOutcome = func() (h [numTorp]string) {
	for k := G7a; k < numTorp; k++ {
		h[k] = OutcomeHitPrefix + torpKeys[k]
	}
	return
}()

// [E2] and [E2_close] results (9.6.2, 9.2.2).
const (
	Undetected   = "undetected"
	Detected     = "detected"
	DetectedPlus = "detected_plus" // 12+
)

// [E3] results other than the number of hits (9.6.5).
const (
	E3Ineffective = "ineffective"
	E3Sunk        = "sunk"
)

// [E4] keys that are tracks, not systems (10.0): the uboat_damage event's system for the
// hull and flooding tracks, whose state is the new track position.
const (
	E4Hull        = "hull"
	E4HullX2      = "hull_x2"
	E4Flooding    = "flooding"
	E4FloodingX2  = "flooding_x2"
	E4CrewInjury  = "crew_injury"
	E4CrewInjury2 = "crew_injury_x2"

	TrackSunk = "sunk" // the hull track's last box: the boat is lost (10.1)
	TrackSurf = "surf" // the flooding track's SURF box: surface and scuttle (10.1.2)
)

// The uboat_damage event's state for a system (10.0, 10.2), and the E5 results.
const (
	DamageDamaged     = "damaged"
	DamageInoperative = "inoperative"
	DamageRepaired    = "repaired"
	RepairFailed      = "failed"
)

// Crew states: the crew event's state, WoundKey of OK … KIA (10.6).
const (
	CrewOK  = "ok"
	CrewLW  = "lw"
	CrewSW  = "sw"
	CrewKIA = "kia"
)

// Patrol outcomes: the patrol_end event's outcome (7.5, 10.10).
const (
	OutcomeReturned    = "returned"
	OutcomeAborted     = "aborted"
	OutcomeSunk        = "sunk"
	OutcomeScuttled    = "scuttled"
	OutcomeCaptured    = "captured"
	OutcomeSurrendered = "surrendered"
)

// OutcomeEndsCareer reports a patrol outcome after which no refit follows: the boat is
// lost with her Kommandant or he is taken prisoner (5.1, 10.10).
func OutcomeEndsCareer(outcome string) bool {
	switch outcome {
	case OutcomeSunk, OutcomeCaptured, OutcomeSurrendered:
		return true
	}
	return false
}

// Career-end reasons: the career_end event's reason (5.1), State.EndReason.
const (
	EndWarOver    = "war_over"
	EndKmdtKilled = "kmdt_killed"
	EndCaptured   = "captured"
	EndRelieved   = "relieved"
	EndBoatLost   = "boat_lost"
)

// Loss causes: what sank the boat (5.1.2), decided where the engine sinks her
// (Career.boatLost) and kept as State.LossCause and on the boat_lost note
// (KeyEvent.Cause). The note's detail keeps the engine's English words (LossDetail):
// the log is unchanged, the key is not logged (log-schema.md fixes no note field).
const (
	LossDepthCharges  = "depth_charges"     // 9.6.10 [E3] escort column, also after an evasive manoeuvre (14.8)
	LossHedgehog      = "hedgehog"          // 9.6.10 [E3c]
	LossSquid         = "squid"             // 9.6.10 [E3d]
	LossTestDepth     = "test_depth"        // 9.6.4 the hull collapsed below test depth
	LossFido          = "fido"              // 9.8.8.1 [E3e] FIDO homing torpedo
	LossAirAttack     = "air_attack"        // 9.8.2 [E3] aircraft column
	LossSurpriseAir   = "surprise_aircraft" // [R1] 3, [R2] 8 caught by surprise: an air attack of the random events (12.1.3)
	LossMine          = "mine"              // [R1] 10, [R2] 7 minefield (12.1.3)
	LossSubmarine     = "submarine"         // 9.9.5 an enemy submarine's torpedo
	LossHullCrushed   = "hull_crushed"      // 10.3.2 the hull track full (the last hit's attack did it)
	LossScuttledAtSea = "scuttled_at_sea"   // 10.10.4 scuttled far from port, the crew lost at sea
)

// LossCauses lists the loss causes (Loss*) in the order of the rules.
var LossCauses = []string{LossDepthCharges, LossHedgehog, LossSquid, LossTestDepth, LossFido, LossAirAttack,
	LossSurpriseAir, LossMine, LossSubmarine, LossHullCrushed, LossScuttledAtSea}

// lossDetails are the boat_lost notes' details, in English, by loss cause.
var lossDetails = map[string]string{
	LossDepthCharges:  "depth charges (9.6.10)",
	LossHedgehog:      "hedgehog (9.6.10)",
	LossSquid:         "squid (9.6.10)",
	LossTestDepth:     "hull collapsed below test depth (9.6.4)",
	LossFido:          "FIDO homing torpedo (9.8.8.1)",
	LossAirAttack:     "air attack (9.8.2)",
	LossSurpriseAir:   "aircraft (random event)",
	LossMine:          "mine (random event)",
	LossSubmarine:     "enemy submarine torpedo",
	LossHullCrushed:   "hull crushed (10.3.2)",
	LossScuttledAtSea: "scuttled far from port, crew lost at sea (10.10.4)",
}

// LossDetail returns the boat_lost note's detail of a loss cause (Loss*), the engine's
// English words with the rule ("hedgehog (9.6.10)"): the simulator's summary prints
// them. An unknown key is returned as it is.
func LossDetail(cause string) string {
	if d, ok := lossDetails[cause]; ok {
		return d
	}
	return cause
}

// Victory levels (5.2): the career_end event's victory, State.Victory.
const (
	VictoryDefeat      = "defeat"
	VictoryDraw        = "draw"
	VictoryMarginal    = "marginal"
	VictorySubstantial = "substantial"
	VictoryDecisive    = "decisive"
)

// Patrol log rows (3.5): LogRow.Kind.
const (
	LogPatrol   = "patrol"
	LogRefit    = "R" // refit months
	LogExtended = "P" // extended patrol months
)

// E4Track returns E4Hull or E4Flooding when an uboat_damage system key is a hit on that
// track (x1 or x2, 10.1), "" for a system key.
func E4Track(key string) string {
	switch key {
	case E4Hull, E4HullX2:
		return E4Hull
	case E4Flooding, E4FloodingX2:
		return E4Flooding
	}
	return ""
}

// IsDetected reports an [E2] or [E2_close] result that detects the boat (9.6.2).
func IsDetected(result string) bool { return result == Detected || result == DetectedPlus }

// TorpOfKey returns the torpedo kind of a torpedo event's weapon key (Torp.Key), TorpNone
// for WeaponDeckGun or an unknown key.
func TorpOfKey(key string) Torp {
	for t := G7a; t < numTorp; t++ {
		if torpKeys[t] == key {
			return t
		}
	}
	return TorpNone
}

// RandomSevereStorm is the R1 result key (and random_event key) of the severe storm
// (12.1, event 11): the boat loses the box.
const RandomSevereStorm = "event_11"

// NumKinds is the number of decision kinds, KindOther included: every Kind is below it,
// so a table indexed by Kind ([NumKinds]T) has an entry for each (kind.go).
const NumKinds = int(kindCount)

// TargetOption returns the index in Engagement.Targets of the ship a target option names
// (the options of the fire, gun and escort-fire decisions: "target_1" is Targets[0],
// 9.2.1); ok is false for any other key ("hold").
func TargetOption(key string) (i int, ok bool) {
	const p = "target_"
	if len(key) <= len(p) || key[:len(p)] != p {
		return 0, false
	}
	n := 0
	for _, r := range key[len(p):] {
		if r < '0' || r > '9' {
			return 0, false
		}
		n = n*10 + int(r-'0')
	}
	return n - 1, n > 0
}

// TubeContext returns the tube a decision is about from its Context ("bow_tube_2" is the
// second bow tube, i = 1; the fire and reload decisions, 9.2.1, 9.2.10); ok is false for
// any other context.
func TubeContext(ctx string) (bow bool, i int, ok bool) {
	for _, end := range [2]struct {
		p   string
		bow bool
	}{{"bow_tube_", true}, {"stern_tube_", false}} {
		if len(ctx) > len(end.p) && ctx[:len(end.p)] == end.p {
			n := 0
			for _, r := range ctx[len(end.p):] {
				if r < '0' || r > '9' {
					return false, 0, false
				}
				n = n*10 + int(r-'0')
			}
			return end.bow, n - 1, n > 0
		}
	}
	return false, 0, false
}
