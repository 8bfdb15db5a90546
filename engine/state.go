package engine

// State is the whole game state of one career (13.0). The engine owns it; scenes, tools
// and decision makers read it through Career.State (live, read-only by contract) or
// Career.Snapshot (a deep copy). Fields are grouped as in rules-core 13.0.
type State struct {
	Seed    uint64
	Options Options
	Date    Month // the current game month

	// Career (13.0 Career)
	Base              string // BaseFrance, BaseNorway, BaseGermany, BaseMediterranean, BasePenang
	Flotilla          int    // opt 14.14: the boat's flotilla number (0 without the option)
	Permanent         string // "", AreaArctic or AreaMediterranean (7.3.4, 7.3.5)
	PenangBased       bool   // 4.7.5
	CareerTons        int    // tons sunk in the whole career (5.2)
	CareerShips       int    // ships sunk in the whole career
	PatrolCount       int    // patrols begun
	SuccessfulPatrols int    // patrols logged successful (7.5.2)
	ConsecutiveFails  int    // unsuccessful patrols in a row (11.1.4)
	Rank              int    // 1 OltzS … 5 KptzS (11.2.1)
	RankSince         Month  // start of the current 12-month promotion period (11.2.3)
	Decorations       []string
	InvasionKCBan     bool      // 7.4.3 refusal penalty
	FirstPatrolOfBoat bool      // 7.3.7 IXD-2 first patrol
	SunkCapitals      []string  // [T5] names sunk in this career (8.3.2)
	XXIAdvance        int       // opt 14.11: months the Type XXI's availability has moved earlier
	Card              int       // opt 14.13: the Kommandant card played (1–8), 0 none
	Abilities         [2]string // opt 14.13/14.15: the special abilities in force (abilities.go), "" none
	PromotionDue      bool      // R2 search & rescue: promotion at next refit
	RescueUsed        bool      // R2 5 happens once per game
	Log               []LogRow  // the patrol log sheet (3.5)

	// Chapter 11 bookkeeping (refit.go)
	KC          int     // Knight's Cross grade: KCNone, KCKnightsCross, KCOakLeaves, KCSwords, KCDiamonds (11.3.1–11.3.6)
	KCTons      int     // career tons when the latest KC grade was awarded (11.3.2–11.3.4 count on from it)
	DecoratedIn []Month // month of the patrol each Decorations entry was earned on (11.2.3 DRM)
	CrewRolls   int     // 11.1 crew-advancement rolls made (one per 3 successful patrols)
	Upgrades    int     // banked 11.4.3 upgrade requests ("U-Boat Upgrade" counters)
	KmdtWounds  int     // Kommandant wounds counted for the Wound Badge (11.3.14), counted at refit

	Boat   Boat
	Crew   Crew
	Patrol *Patrol     // nil while in port
	Engage *Engagement // nil outside an engagement

	NewBoatDue   bool // the boat was lost but the crew saved (10.10.5) or replaced: new boat at refit
	BoatCaptured bool // 10.10.2: captured after a failed scuttle — automatic defeat (5.2)

	Ended     bool
	EndReason string // career_end reason key
	LossCause string // what sank the boat, when lost: a Loss* key ("depth_charges"; LossDetail has the words)
	Victory   string // victory level key (5.2)
}

// Ranks (11.2.1), the value of State.Rank.
const (
	RankOltzS = 1 + iota
	RankKptLt
	RankKKpt
	RankFKpt
	RankKptzS
)

// Base keys (log-schema.md).
const (
	BaseFrance        = "france"
	BaseNorway        = "norway"
	BaseGermany       = "germany"
	BaseMediterranean = "mediterranean"
	BasePenang        = "penang"
)

// BaseNames are the bases' names in words, by base key (4.7; the Mediterranean boats
// are based in Italy, 7.3.3): the chart's labels and the decisions' texts.
var BaseNames = map[string]string{
	BaseFrance: "France", BaseNorway: "Norway", BaseGermany: "Germany", BaseMediterranean: "Italy", BasePenang: "Penang",
}

// BaseName returns a base's name in words ("france": "France"); the key itself when
// unknown.
func BaseName(key string) string {
	if n, ok := BaseNames[key]; ok {
		return n
	}
	return key
}

// LogRow is one row of the patrol log sheet: one patrol, or refit months (R) and extended
// patrol months (P).
type LogRow struct {
	Month   Month
	Kind    string   // "patrol", "P" (on patrol, extended), "R" (refit)
	Area    string   // area key for patrols
	Targets []int    // tonnage of every ship identified (8.3.4)
	Sunk    []string // names of ships sunk
	Damaged []string // names of ships damaged but not sunk
	// TargetNames are the names of the ships identified, as Targets (opt 14.3.1: names
	// recorded alongside the tonnage; nil without the option).
	TargetNames []string
	Tons        int    // tonnage sunk on this patrol
	Success     bool   // 7.5.2
	Outcome     string // patrol_end outcome
	BoatType    string
}

// Torpedo kinds and tube contents.
type Torp uint8

const (
	TorpNone Torp = iota
	G7a
	G7e
	G7aFaT
	G7eFaT
	Falke       // G7e Falke (guided, until 7/43)
	Zaunkoenig  // G7es Zaunkönig (guided, 8/43–3/45)
	Zaunkoenig2 // G7es Zaunkönig II (guided, from 4/45)
	Mine        // a mine load in a tube (7.4.2)
	numTorp
)

var torpKeys = [numTorp]string{"", "g7a", "g7e", "g7a_fat", "g7e_fat", "falke", "zaunkoenig", "zaunkoenig_2", "mine"}

// Key returns the log-schema weapon key.
func (t Torp) Key() string { return torpKeys[t] }

// torpOf returns the Torp of a weapon key (TorpNone for "" or an unknown key).
func torpOf(key string) Torp {
	for t, k := range torpKeys {
		if k == key {
			return Torp(t)
		}
	}
	return TorpNone
}

// torpDesignations are the torpedo kinds as the rules name them (4.5, 9.2.4, 9.2.5 [M15]);
// torpWords are the same in words with the designation: steam (compressed air) G7a and
// electric G7e, FaT the pattern-running gear of 9.2.4.
var (
	torpDesignations = [numTorp]string{"", "G7a", "G7e", "G7a FaT", "G7e FaT", "Falke", "Zaunkönig",
		"Zaunkönig II", "mine"}
	torpWords = [numTorp]string{"", "steam torpedo (G7a)", "electric torpedo (G7e)", "steam torpedo (G7a FaT)",
		"electric torpedo (G7e FaT)", "Falke guided torpedo (G7e)", "Zaunkönig guided torpedo (G7es)",
		"Zaunkönig II guided torpedo (G7es)", "mine"}
)

// Designation returns the rules' short name of the kind: "G7a FaT", "Falke", "mine" ("" for
// TorpNone).
func (t Torp) Designation() string { return torpDesignations[t] }

// Words returns the kind in words with its designation, for a first mention on screen:
// "steam torpedo (G7a FaT)", "Falke guided torpedo (G7e)" (4.5; "" for TorpNone).
func (t Torp) Words() string { return torpWords[t] }

// Steam reports whether the torpedo leaves a visible wake (G7a family): +1 on [E2] by day.
func (t Torp) Steam() bool { return t == G7a || t == G7aFaT }

// Guided reports Falke and Zaunkönig torpedoes (9.2.5).
func (t Torp) Guided() bool { return t == Falke || t == Zaunkoenig || t == Zaunkoenig2 }

// FaT reports pattern-running torpedoes (9.2.4).
func (t Torp) FaT() bool { return t == G7aFaT || t == G7eFaT }

// Load counts torpedoes by kind (reload racks).
type Load [numTorp]int

// Total returns the number of torpedoes (mines excluded).
func (l *Load) Total() int {
	n := 0
	for k := G7a; k < Mine; k++ {
		n += l[k]
	}
	return n
}

// System states (0.4).
const (
	SysOK          = 0
	SysDamaged     = 1
	SysInoperative = 2
)

// System is one box of the U-boat display that can be damaged and repaired.
type System struct {
	Key    string // [E4]/[E5] key, e.g. "periscope", "diesel_1", "flak_1"
	Name   string // board label, e.g. "Diesel 1"
	Repair int    // [E5] repair number: the repair succeeds on 1d6 ≤ Repair
	State  int    // SysOK, SysDamaged, SysInoperative
}

// Boat is the U-boat display (3.1, 13.0 Boat).
type Boat struct {
	Type     string // board key, e.g. "VIIC"
	ID       string // e.g. "U-123"
	Received Month

	BowTubes     []Torp // one entry per bow tube, TorpNone when empty
	SternTubes   []Torp
	BowReloads   Load
	SternReloads Load
	Ammo         int  // deck-gun ammunition points (4.6)
	DeckGun      bool // gun present (false once removed, 10.11.8)
	ExtraFlak    bool // Extra Flak counter in place of the gun (10.11.8)
	// GuidedDoubled: this load's guided count was doubled by the Scrounger (14.15 #18);
	// LoadMixAt starts from the same mix.
	GuidedDoubled bool

	// ExtraFlakState is SysOK/SysDamaged/SysInoperative of the Extra Flak counter
	// (10.7.4, 10.8); cleared at refit like the systems.
	ExtraFlakState int

	Naxos      bool // FuMB-7 NAXOS fitted
	Schnorchel bool // fitted
	Alberich   bool // anti-sonar coating (9.6.8)
	Balkon     bool // Balkon-Gerät (10.11.9)
	Fa330      bool // kite carried (8.2.2)
	Bold       int  // BOLD decoys remaining (9.6.7)

	Systems   []System
	slots     [len(sysKeys)]int8 // 1 + index in Systems per sysKeys entry, 0 = absent (IndexSystems)
	slotsFor  int                // len(Systems) when slots were built
	inop      int                // Systems with State SysInoperative (Inoperative)
	Hull      int                // hull boxes damaged
	HullHoled bool
	Flooding  int // flooding boxes filled

	SuperiorTorpedoes bool // R1 5 / R2 11, this patrol
	HalsUndBeinbruch  int  // rerolls held (R1 7)
	SchnorchelTries   int  // 10.11.10 retrofit rolls made for this boat
}

// Sys returns the system with the key, or nil when the boat has no such box.
func (b *Boat) Sys(key string) *System {
	if k := sysSlot(key); k >= 0 {
		return b.sysAt(k)
	}
	return b.sysByScan(key)
}

// sysByScan finds the system with the key by going through Systems.
func (b *Boat) sysByScan(key string) *System {
	for i := range b.Systems {
		if b.Systems[i].Key == key {
			return &b.Systems[i]
		}
	}
	return nil
}

// sysAt is Sys(sysKeys[k]) for a slot constant k (sysElectric1 …), read from the index
// IndexSystems built; a boat whose Systems were not indexed (a state built by hand or
// decoded) is searched. (After changing Systems, call IndexSystems.)
func (b *Boat) sysAt(k int) *System {
	if b.slotsFor != len(b.Systems) {
		return b.sysByScan(sysKeys[k])
	}
	if i := b.slots[k]; i > 0 {
		return &b.Systems[i-1]
	}
	return nil
}

// sysOK reports a system absent (nil: nothing to fail) or in working order.
func sysOK(s *System) bool { return s == nil || s.State == SysOK }

// sysBad reports a system present and Damaged or Inoperative.
func sysBad(s *System) bool { return s != nil && s.State != SysOK }

// sysInop reports a system present and Inoperative.
func sysInop(s *System) bool { return s != nil && s.State == SysInoperative }

// Slots of sysKeys, for sysAt.
const (
	sysElectric1 = iota
	sysElectric2
	sysDiesel1
	sysDiesel2
	sysPeriscope
	sysRadio
	sysHydrophones
	sysDivePlanes
	sysBatteries
	sysBattery1
	sysBattery2
	sysBattery3
	sysFuelTanks
	sysFwdTubeOdd
	sysFwdTubeEven
	sysAftTube
	sysDeckGun
	sysFlak1
	sysFlak2
	sysFlak3
	sysNaxos
	sysSchnorchel
	sysAutogiro
	sysBakery
)

// sysKeys are the system keys every board uses (boards.go systemKey).
var sysKeys = [...]string{"electric_1", "electric_2", "diesel_1", "diesel_2", "periscope", "radio",
	"hydrophones", "dive_planes", "batteries", "battery_1", "battery_2", "battery_3", "fuel_tanks",
	"fwd_tube_odd", "fwd_tube_even", "aft_tube", "deck_gun", "flak_1", "flak_2", "flak_3", "naxos",
	"schnorchel", "autogiro", "bakery"}

// sysSlot returns the index of key in sysKeys, or −1.
func sysSlot(key string) int {
	if k, ok := sysSlotOf[key]; ok {
		return k
	}
	return -1
}

// sysSlotOf is sysKeys inverted.
var sysSlotOf = func() map[string]int {
	m := make(map[string]int, len(sysKeys))
	for k, key := range sysKeys {
		m[key] = k
	}
	return m
}()

// IndexSystems builds the key index Sys uses; call it after setting Systems (fitBoat
// does). Without it Sys still works, by a linear search.
func (b *Boat) IndexSystems() {
	b.slots = [len(sysKeys)]int8{}
	for i := range b.Systems {
		if k := sysSlot(b.Systems[i].Key); k >= 0 {
			b.slots[k] = int8(i + 1)
		}
	}
	b.slotsFor = len(b.Systems)
}

// Inoperative returns how many of the boat's systems are Inoperative (10.0). The engine
// counts as it changes a system's state (repairs, refit, a new boat), so deciders need
// not scan Systems; a State built or changed by hand does not keep the count.
func (b *Boat) Inoperative() int { return b.inop }

// Working reports whether the boat has the system and it is neither damaged nor
// inoperative.
func (b *Boat) Working(key string) bool {
	s := b.Sys(key)
	return s != nil && s.State == SysOK
}

// workingAt is Working for a slot constant.
func (b *Boat) workingAt(k int) bool {
	s := b.sysAt(k)
	return s != nil && s.State == SysOK
}

// Crew member indices.
const (
	Kmdt = iota
	WO1
	WO2
	LI
	Doctor
	Crew1
	Crew2
	Crew3
	Crew4
	Agent
	NumMembers
)

var memberKeys = [NumMembers]string{"kmdt", "1wo", "2wo", "li", "doctor", "crew_1", "crew_2", "crew_3", "crew_4", "abwehr_agent"}

// MemberKey returns the log-schema key of crew member m.
func MemberKey(m int) string { return memberKeys[m] }

// Wound states (0.4).
const (
	OK = iota
	LW
	SW
	KIA
)

var woundKeys = [...]string{CrewOK, CrewLW, CrewSW, CrewKIA}

// WoundKey returns the log-schema key of a wound state.
func WoundKey(w int) string { return woundKeys[w] }

// Member is one crew box.
type Member struct {
	Status  int  // OK, LW, SW, KIA
	Experte bool // 11.1
	Absent  bool // not aboard (agent not carried, officer lost with the Fa-330)
}

// Able reports whether the member is aboard and can perform his function (not SW/KIA).
func (m Member) Able() bool { return !m.Absent && m.Status < SW }

// Crew quality levels (0.4).
const (
	Green = iota
	Trained
	Veteran
	Elite
)

var qualityKeys = [...]string{"green", "trained", "veteran", "elite"}

// QualityKey returns the key of a crew-quality level.
func QualityKey(q int) string { return qualityKeys[q] }

// Crew is the crew section of the display.
type Crew struct {
	M       [NumMembers]Member
	Command int // who commands: Kmdt, WO1, WO2 or LI (10.6.3)
	Quality int // Green … Elite
	Name    string
}

// Patrol is the state of the patrol under way (13.0 Patrol).
type Patrol struct {
	StragglerKillerUsed  bool   // opt 14.15 #15 used this patrol
	JudgementUsed        bool   // opt 14.15 #19 used this patrol
	Area                 string // assigned area key (log-schema), after restrictions
	Station              string // [E1] column key of the on-station boxes
	TrackName            string // boards.md track name
	Wolfpack             bool
	Mission              string // none, abwehr, minelaying, invasion, resupply
	Track                []Box
	Pos                  int // index of the current box
	Dir                  int // +1 outbound/forward, −1 when aborting backwards
	DepartBase           string
	ReturnBase           string
	Aborting             bool
	AbortReason          string
	MandatoryAbort       bool
	RandomEventUsed      bool
	XXIAdvanced          bool   // opt 14.11: this patrol's random event already moved the Type XXI earlier
	Posture              string // PostureSurfaced or PostureSchnorchel
	Fa330                string // "stowed", "deployed", "lost" or "" (no kite)
	MissionAccomplished  bool
	InvasionRefusal      bool
	InvasionRolled       bool // the first invasion-zone roll happened (7.4.3)
	FirstMed             bool // first Mediterranean patrol: Gibraltar passage (7.3.3)
	Penang               bool // this patrol ends at Penang (7.3.7, [A14])
	SkipBoxes            int  // boxes with no encounters left (weather, storm)
	LoseBox              bool // R1 8 lose this box
	AdditionalRoundsHere int
	FollowsHere          int
	Tons                 int
	Targets              []int    // tonnage of every ship identified this patrol (8.3.4)
	TargetNames          []string // opt 14.3.1: their names, as Targets
	WolfpackName         string   // opt 14.5: the (W) patrol's historical wolfpack name
	Damaged              []string // ships damaged and still afloat (9.2.8 ticks)
	Ships                int
	Sunk                 []string
	ResuppliedAtSea      bool
	Midpoint             int // 10.9.6 box index where the abort began (−1 none)

	// MissionActivity is set by the patrol flow while the boat carries out its mission in
	// the M/A box or a resupply operation: −1 on [A1] (7.4.4) and, resupply, −1 on [A2]
	// (11.4.10.7).
	MissionActivity bool

	MissionFailed   bool // agent SW/KIA or abort before the mission was done (7.4.1, 7.4.5)
	Resupply        bool // XB/XIV resupply patrol (11.4.10)
	BoatsResupplied int  // 11.4.10.6
	FuelCargo       int  // 11.4.10.4 cargo fuel points left
	SpareParts      int  // 11.4.10.3 spare parts left (also usable on own repairs)
	CargoTorpedoes  int  // 11.4.10.5 torpedo cargo (one bonus per patrol)

	// DoctorRolled marks (bit 1<<m) the members the Experte Doctor has rolled for in this
	// patrol (11.1: once per LW-wounded member per patrol).
	DoctorRolled uint16

	ResupplyTried   bool // 14.9.2: this patrol's resupply at sea was met (once per patrol)
	PeriscopeFailed bool // [R2] 4 not repaired: no submerged attacks for the rest of the patrol

	// ResupplyingAtSea is set while the encounter of a 14.9 resupply's Bay of Biscay roll
	// is resolved: the −1 on [A1] for resupply activity (7.4.4).
	ResupplyingAtSea bool

	// Lookouts is the tactical layer's lookout posture (tactical-design §4.6), kept at sea
	// from one leg to the next: LookoutsNormal or LookoutsDouble, "" while never asked
	// (the crash-dive and damage-control scenes off, or no tactical provider). LookoutsLeg
	// is the leg it was last asked for (tactical.go lookoutLeg: "outbound", "station",
	// "homebound"; "" before the first).
	Lookouts    string
	LookoutsLeg string
}

// Postures (8.1).
const (
	PostureSurfaced   = "surfaced"
	PostureSchnorchel = "schnorchel"
)

// Lookout postures of the tactical layer (tactical-design §4.6; the lookouts decision).
const (
	LookoutsNormal = "normal"
	LookoutsDouble = "double"
)

// Box is one travel box of a patrol track.
type Box struct {
	Code    string // boards.md box code: BASE_OUT, T, T2, T3, GIB, MA, ST, ST*, PEN_OUT, PEN_IN, BASE_IN
	Key     string // log key of the box (area or transit key, e.g. "transit", "bay_of_biscay", "atlantic")
	Column  string // [E1] column used here
	Rolls   int    // encounter rolls (x2/x3)
	Transit bool
	Mission bool // the M/A box
}

// Target is one ship on the combat mat (13.0 Engage).
type Target struct {
	Name     string
	Tons     int
	Class    string // small_freighter, large_freighter, tanker, capital_ship, escort, submarine
	Capacity int    // damage to sink (8.3.5)
	Damage   int
	Sunk     bool
	Capital  bool
	Fast     bool // [T5] '*'
	Carrier  bool // [T5] class CV or CVE (opt 14.15 Carrier Killer)
	Escort   bool
	Gone     bool // left the engagement
}

// Engagement is the state of one engagement (13.0 Engage).
type Engagement struct {
	Kind                string // E1 result key
	Targets             []Target
	Escorted            bool
	Night               bool
	Range               string // "close", "medium", "long"; "extreme" (opt 14.16)
	Mode                string // "submerged", "surfaced", "nsa"
	FiredBothEnds       bool
	G7aByDay            bool
	DetectedAtClose     bool
	PreviouslyDetected  bool
	EscortStatus        string // "", "survived_undamaged", "damaged_or_sunk"
	WolfpackDRM         int
	BoldUsed            bool
	Round               int
	ConsecutiveArrivals int
	EscortQuality       int // opt 14.6, −1 when not rolled
	FromAdditionalRound bool
	FoughtSurfaced      bool // the boat attacked surfaced in this encounter (9.4.8 [A38])
	FirstRound          bool
	E2was12             bool
	BelowTestDepth      bool // the boat went beyond test depth for the last detection roll (9.6.4)
	Nibelung            bool // opt 14.12: the Type XXI attacks with the Nibelung sonar
	NibelungAsked       bool // opt 14.12: the choice was made for this engagement
}
