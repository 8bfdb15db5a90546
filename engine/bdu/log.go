package bdu

import (
	"bufio"
	"encoding/json"
	"io"
)

// design 9.3: the events the campaign emits, in the conventions of the Hunted event log
// (/work/shared/spec/hunted/log-schema.md): every event has seq, t and date, plus week
// (1–4) for every operational event; a `roll` event records every table look-up (table,
// column, dice, faces, mods, total, result).
//
// Events are typed structs (one per `t`), each with its Go type; a reader (the View,
// a screen, a test) switches on the Go type, never on the text of `t`. The campaign
// builds events only when a Sink is attached (Campaign.Log), so a simulation without a
// log pays nothing for them.

// SchemaVersion is the BdU event-log schema version written in campaign_start ("v").
const SchemaVersion = 1

// EventType is an event's `t` key (design 9.3).
type EventType string

// The event types (design 9.3; refit_return, torpedo_value, air_attack, spotted_removed
// and decision are additions in the log schema's "more are welcome").
const (
	TCampaignStart  EventType = "campaign_start"
	TTurnStart      EventType = "turn_start"
	TWarPeriod      EventType = "war_period"
	TWarEvent       EventType = "war_event"
	TRoll           EventType = "roll"
	TDecision       EventType = "decision"
	TIntel          EventType = "intel"
	TTorpedoValue   EventType = "torpedo_value"
	TReinforcement  EventType = "reinforcement"
	TWithdrawal     EventType = "withdrawal"
	TRefitReturn    EventType = "refit_return"
	TReadiness      EventType = "readiness"
	TRepair         EventType = "repair"
	TOrder          EventType = "order"
	TMove           EventType = "move"
	TTransitCheck   EventType = "transit_check"
	TTransitEvent   EventType = "transit_event"
	TSearch         EventType = "search"
	TContact        EventType = "contact"
	TEngagement     EventType = "engagement"
	TShipSunk       EventType = "ship_sunk"
	TShipDamaged    EventType = "ship_damaged"
	TCounterattack  EventType = "counterattack"
	TAirAttack      EventType = "air_attack"
	TUboatDamaged   EventType = "uboat_damaged"
	TUboatLost      EventType = "uboat_lost"
	TEndurance      EventType = "endurance"
	TRTB            EventType = "rtb"
	TArriveBase     EventType = "arrive_base"
	TAce            EventType = "ace"
	TSpottedRemoved EventType = "spotted_removed"
	TMonthEnd       EventType = "month_end"
	TCapitulation   EventType = "capitulation_check"
	TCampaignEnd    EventType = "campaign_end"
	TWolfpackForm   EventType = "wolfpack_form"
	TWolfpackJoin   EventType = "wolfpack_join"
	THFDF           EventType = "hfdf"
	TConvoyBattle   EventType = "convoy_battle"
	TWeather        EventType = "weather"
)

// Table is a roll event's table code (design 9.3 list; upper-case keys).
type Table string

// The table codes the engine rolls on (design 9.3).
const (
	TabWPChange      Table = "WP_CHANGE"       // design 2 variable WP change, d10 0–2
	TabStartBox      Table = "START_BOX"       // SW 31.01 start box
	TabTorpedo       Table = "TORPEDO_IMPROVE" // design 7.8
	TabBDienst       Table = "BDIENST"         // design 7.5 the week's B-Dienst area
	TabBDienstBand   Table = "BDIENST_BAND"    // design 7.5 TF / special band
	TabReady         Table = "READY"           // design 4.3 Pierside and In-Port exits
	TabWorkUp        Table = "WORKUP"          // design 4.3 Work Up exit
	TabRepair        Table = "REPAIR"          // design 4.3 repair box exits
	TabDamageSW      Table = "DAMAGE_SW"       // design 4.4 SW 18.3 damage table
	TabAirRaid       Table = "AIR_RAID"        // design 4.4 port air raid, 2d6
	TabClosure       Table = "BASE_CLOSURE"    // design 3.5 sail or scuttle, d10
	TabAAC           Table = "AAC"             // design 7.1 area activity chart
	TabContact       Table = "CONTACT"         // design 7.2 contact table
	TabLonerCount    Table = "LONER_COUNT"     // design 6.1.1 ships of an L contact
	TabE1            Table = "E1"              // design 7.3 [E1] roll, 2d6
	TabGate          Table = "GATE"            // design 7.3 gate d10
	TabTransit       Table = "TRANSIT"         // design 7.4 transit check
	TabTransitCol    Table = "TRANSIT_COL"     // design 7.4 first d10
	TabTransitResult Table = "TRANSIT_RESULT"  // design 7.4 second d10
	TabAttackF1      Table = "ATTACK_F1"       // design 6.1.3 group attack
	TabLonerF1       Table = "LONER_F1"        // design 6.1.3 loner attack
	TabTonnage       Table = "TONNAGE"         // design 6.1.1 tonnage tables
	TabTankerF1      Table = "TANKER_F1"       // design 6.1.1 1942 tanker massacre d10 0–3
	TabCounterF1     Table = "COUNTER_F1"      // design 6.1.4 counterattack
	TabLossCheck     Table = "LOSS_CHECK"      // design 6.1.4 SW 18.1 two-marker check
	TabAirDiveF1     Table = "AIR_DIVE_F1"     // design 6.1.5 crash dive
	TabAirF1         Table = "AIR_F1"          // design 6.1.5 air attack result
	TabStraggler     Table = "STRAGGLER"       // design 6.1.7 SW 29.3
	TabReattackAce   Table = "REATTACK_ACE"    // design 6.1.7 SW 14.41
	TabEndurance     Table = "ENDURANCE"       // design 6.1.8
	TabSpottedOff    Table = "SPOTTED_OFF"     // design 5 IV.1
	TabAce           Table = "ACE_LEAVES"      // design 4.7 SW 25.32 fate of an ace
	TabWolfpack      Table = "WOLFPACK"        // design 8.1 join roll
	TabHFDF          Table = "HFDF"            // design 8.1 HF/DF
	TabArmed         Table = "ARMED_MERCHANT"  // design 6.1.3 gun attack, WP3+ d10 0–2
	TabP1            Table = "P1"              // design 9.4 the WP6–10 AI's [H P1] roll (AI dice)
	TabRTBTorpedoes  Table = "RTB_TORPEDOES"   // SW 15.43 a returning boat's torpedoes, d10 0–5 none
	TabWeatherForm   Table = "WEATHER_FORM"    // SW 7.4 A, one d10 of three: 0 forms a system
	TabWeatherLoc    Table = "WEATHER_LOC"     // SW 7.4 B
	TabWeatherStr    Table = "WEATHER_STR"     // SW 7.4 C
	TabWeatherDamage Table = "WEATHER_DAMAGE"  // SW 7.41 965 mb damage before endurance
	TabWeatherLoss   Table = "WEATHER_LOSS"    // SW 7.41 965 mb: a damaged boat d10 − ace > Defence sunk
	TabConvoyRoute   Table = "CONVOY_ROUTE"    // design 8.3 the convoy's next OA [designed reading]
	TabDoctrine      Table = "DOCTRINE"        // SW 30.81 WP3: d10 0–4 frees the boat of the torpedo doctrine (doctrine.go)
)

// Mod is one die-roll modifier: signed value and the rule with a few words.
type Mod struct {
	V   int    `json:"v"`
	Why string `json:"why"`
}

// Mods collects a roll's modifiers without allocating (at most len(a)).
type Mods struct {
	a   [12]Mod
	n   int
	sum int
}

// Add appends a modifier; a zero v is ignored.
func (m *Mods) Add(v int, why string) {
	if v == 0 {
		return
	}
	if m.n == len(m.a) {
		panic("bdu: more than 12 modifiers on one roll")
	}
	m.a[m.n] = Mod{v, why}
	m.n++
	m.sum += v
}

// Sum is the modifiers' total.
func (m *Mods) Sum() int { return m.sum }

// List returns the modifiers (a view into m).
func (m *Mods) List() []Mod { return m.a[:m.n] }

// EventHeader holds the fields every event carries (design 9.3): seq (1, 2, 3 … per
// campaign), t, date (YYYY-MM of the turn) and week (1–4).
type EventHeader struct {
	Seq  int       `json:"seq"`
	T    EventType `json:"t"`
	Date string    `json:"date"`
	Week int       `json:"week"`
}

// Event is one entry of the campaign's event log; every concrete event is a pointer to
// one of the structs below.
type Event interface{ Head() *EventHeader }

// Head implements Event.
func (h *EventHeader) Head() *EventHeader { return h }

// FleetBoat is one boat of the start fleet in campaign_start.
type FleetBoat struct {
	Boat        string `json:"boat"`
	Type        string `json:"type"`
	State       State  `json:"state"`
	Zone        string `json:"zone"`
	Destination string `json:"destination,omitempty"`
	Inexp       int    `json:"inexp"`
	Torpedoes   int    `json:"torpedoes"`
	Side        Side   `json:"side"` // patrol for a boat on station (design 4.5 historical deployment)
}

// CampaignStartEvent opens the stream (design 9.3); Fleet is the start fleet as placed (an
// addition: the stream alone must rebuild the View).
type CampaignStartEvent struct {
	EventHeader
	V        int         `json:"v"`
	Seed     string      `json:"seed"`
	Start    string      `json:"start"`
	Options  []string    `json:"options"`
	Flagship *string     `json:"flagship"`
	WP       int         `json:"wp"`
	Fleet    []FleetBoat `json:"fleet"`
}

// TurnStart begins a turn (design 5); WP is the war period in force.
type TurnStart struct {
	EventHeader
	WP int `json:"wp"`
}

// WarPeriodEvent is a war-period change (design 2, 5 I.1): the new WP and its header's
// effect keys.
type WarPeriodEvent struct {
	EventHeader
	WP     int      `json:"wp"`
	Header []string `json:"header"`
}

// WarEventEvent is a war event rolled at step I.1 (design 8.5, 9.3): Key the table entry,
// Target the body addressed (political tag, "" none), Orders the forced deployments
// (SW 5.3: the OA and the boats sent this turn), Refused (never without the political
// module).
// Applied (an addition) is false for an entry whose effect is not modelled (events.go):
// it acts as no event.
type WarEventEvent struct {
	EventHeader
	WP      int             `json:"wp"`
	Roll    int             `json:"roll"`
	Key     string          `json:"key"`
	Target  string          `json:"target"`
	Orders  []WarEventOrder `json:"orders"`
	Refused bool            `json:"refused"`
	Applied bool            `json:"applied"`
	// Deadline: a WP1–5 deadline event (SW 5.4; Roll −1); NotModelled: what of the entry
	// the engine does not make (design 8.5 WP1–5; additions).
	Deadline    bool   `json:"deadline,omitempty"`
	NotModelled string `json:"not_modelled,omitempty"`
}

// WarEventOrder is one forced deployment of a war event (design 9.3: zone, boats).
type WarEventOrder struct {
	Zone  string   `json:"zone"`
	Boats []string `json:"boats"`
}

// RollEvent is one table look-up (log-schema "The roll event").
type RollEvent struct {
	EventHeader
	Table  Table  `json:"table"`
	Column string `json:"column"`
	Dice   string `json:"dice"`
	Faces  []int  `json:"faces"`
	Mods   []Mod  `json:"mods"`
	Total  int    `json:"total"`
	Result string `json:"result"`
}

// DecisionEvent records a decision (design 9.1): its kind, the boat (or, for a recon
// aircraft's placement, the aircraft's key such as "fw200_1"), the options, the key
// chosen and who chose it (player, standing, ai).
type DecisionEvent struct {
	EventHeader
	Kind    DecisionKind `json:"kind"`
	Boat    string       `json:"boat"`
	Options []string     `json:"options"`
	Chosen  string       `json:"chosen"`
	By      string       `json:"by"`
}

// IntelEvent is step I.4 (design 9.3 intel): the B-Dienst area ("" = none, null in
// JSON) and the B-Dienst + Enigma modifier (7.7).
type IntelEvent struct {
	EventHeader
	BDienstArea *string         `json:"bdienst_area"`
	Modifier    int             `json:"modifier"`
	Aircraft    []ReconAircraft `json:"aircraft"`
}

// ReconAircraft is a German reconnaissance aircraft and the OA it searches this week
// (design 7.9): Type do18, fw200 or bv138.
type ReconAircraft struct {
	Type string `json:"type"`
	Zone string `json:"zone"`
}

// TorpedoValueEvent is a change of the torpedo value (design 7.8).
type TorpedoValueEvent struct {
	EventHeader
	Value int `json:"value"`
}

// WeatherEvent is the week's weather systems (design 9.3 weather); empty when the
// markers come off (IV.1).
type WeatherEvent struct {
	EventHeader
	Systems []WeatherSystem `json:"systems"`
}

// ReinforcementEvent is a new boat at a base (design 4.5), in Pierside.
type ReinforcementEvent struct {
	EventHeader
	Boat      string  `json:"boat"`
	Type      string  `json:"type"`
	Base      string  `json:"base"`
	Inexp     int     `json:"inexp"`
	Torpedoes int     `json:"torpedoes"`
	Ace       *string `json:"ace"`
	// Box is the base box it arrives in: "" Pierside (design 4.5), work_up for the
	// Italian boats of BETASOM (4.8).
	Box State `json:"box,omitempty"`
}

// WithdrawalEvent takes a boat out of service (design 4.5): To is training or
// refit_atlantic/refit_mediterranean; AtSea says the boat is at sea and leaves on
// arrival (it turns for home now, SW 19.13).
type WithdrawalEvent struct {
	EventHeader
	Boat   string `json:"boat"`
	To     string `json:"to"`
	Reason string `json:"reason"`
	AtSea  bool   `json:"at_sea"`
}

// RefitReturnEvent brings a boat back from refit to a base in Pierside (design 4.5).
type RefitReturnEvent struct {
	EventHeader
	Boat string `json:"boat"`
	Base string `json:"base"`
}

// BoxEvent is a `readiness` or `repair` event (design 9.3): a boat moves between base
// boxes (From → To), by the yard rolls, an air raid or Hold.
type BoxEvent struct {
	EventHeader
	Boat string `json:"boat"`
	Base string `json:"base"`
	From State  `json:"from"`
	To   State  `json:"to"`
}

// OrderEvent records an order given (design 9.3): kind sail, move, lie_low, rtb,
// standing, weather_duty; a "no attacks" mission of design 8.5 (missions.go) sails with
// kind minelaying, abwehr_agents or coastal_bombardment (as sail) and ends with kind
// minelaying_done, abwehr_agents_done or coastal_bombardment_done (as rtb); Detail the zone or preset.
type OrderEvent struct {
	EventHeader
	Boat   string `json:"boat"`
	Kind   string `json:"kind"`
	Detail string `json:"detail"`
}

// MoveEvent is a boat's movement this week (design 5 III.1): the path from where it
// was to where it stops, the MP spent, the side up on arrival, and the resulting state
// and destination (additions, so the View follows).
type MoveEvent struct {
	EventHeader
	Boat        string   `json:"boat"`
	Path        []string `json:"path"`
	MP          int      `json:"mp"`
	Side        Side     `json:"side"`
	Cautious    bool     `json:"cautious"`
	State       State    `json:"state"`
	Destination string   `json:"destination"`
	Zone        string   `json:"zone"` // where the boat is after the move
}

// TransitCheckEvent is a transit check (design 7.4).
type TransitCheckEvent struct {
	EventHeader
	Boat      string `json:"boat"`
	RefZone   string `json:"ref_zone"`
	Threshold int    `json:"threshold"`
	Total     int    `json:"total"`
	Event     bool   `json:"event"`
}

// Transit event results (design 7.4 result key).
const (
	TransitNone       = "none"
	TransitSpotted    = "spotted"
	TransitSpottedRTB = "spotted_rtb"
	TransitDamagedRTB = "damaged_rtb"
	TransitLost       = "lost"
)

// TransitEventEvent is a transit event (design 7.4): spotted, spotted_rtb,
// damaged_rtb (the damage follows as uboat_damaged) or lost (uboat_lost follows).
type TransitEventEvent struct {
	EventHeader
	Boat   string `json:"boat"`
	Column int    `json:"column"`
	Result string `json:"result"`
}

// SearchEvent is the weekly activity roll's outcome (design 7.1–7.3): method aac or
// e1; result the colour letter or the [E1] key; gated when a gate turned it to none.
type SearchEvent struct {
	EventHeader
	Boat   string `json:"boat"`
	Zone   string `json:"zone"`
	Method string `json:"method"`
	Result string `json:"result"`
	Gated  bool   `json:"gated"`
}

// ContactEvent is a contact (design 6.1.1): category key and ships in reach.
type ContactEvent struct {
	EventHeader
	Boat        string   `json:"boat"`
	Zone        string   `json:"zone"`
	Category    Category `json:"category"`
	Ships       int      `json:"ships"`
	ConvertedBy *string  `json:"converted_by"`
	Second      bool     `json:"second,omitempty"`  // the home-waters second search (SW 30.1)
	Transit     bool     `json:"transit,omitempty"` // a transit encounter (SW 15.4)
}

// EngagementEvent is one attack round (design 6.1.3): mode f1; E the escort value;
// Torpedoes the boat's torpedoes after the round (an addition).
type EngagementEvent struct {
	EventHeader
	Boat      string   `json:"boat"`
	Category  Category `json:"category"`
	Mode      string   `json:"mode"`
	Round     int      `json:"round"`
	E         int      `json:"e"`
	AV        int      `json:"av"`
	DV        int      `json:"dv"`
	Torpedoes int      `json:"torpedoes"`
	Gun       bool     `json:"gun,omitempty"` // a gun attack: the boat is Spotted (6.1.3)
}

// ShipEvent is a `ship_sunk` or `ship_damaged` event (design 9.3).
type ShipEvent struct {
	EventHeader
	Boat  string `json:"boat"`
	Tons  int    `json:"tons"`
	Class string `json:"class"`
	Name  string `json:"name,omitempty"` // zoom only (design 9.3)
	Zone  string `json:"zone"`
}

// CounterattackEvent is a counterattack (design 6.1.4); Result - S R D DD X. Its marker
// effects: S and R spotted; R, D, DD RTB (the damage follows as uboat_damaged, X as
// uboat_lost).
type CounterattackEvent struct {
	EventHeader
	Boat   string `json:"boat"`
	ASW    int    `json:"asw"`
	SubD   int    `json:"subd"`
	Column string `json:"column"`
	Result string `json:"result"`
	// Held: an "R" the boat ignores (design 8.5 WP1 8 Weserübung (d), events_early.go
	// eventHolds; an addition)
	Held bool `json:"held,omitempty"`
}

// AirAttackEvent is an F1 air attack (design 6.1.5): dived, or result spotted,
// damaged (1 marker, RTB) or damaged_2 (2 markers, RTB); damage follows as
// uboat_damaged.
type AirAttackEvent struct {
	EventHeader
	Boat   string `json:"boat"`
	Zone   string `json:"zone"`
	Result string `json:"result"`
}

// UboatDamagedEvent sets a boat's damage markers (design 9.3): the new total.
type UboatDamagedEvent struct {
	EventHeader
	Boat    string `json:"boat"`
	Markers int    `json:"markers"`
	Cause   string `json:"cause"`
}

// UboatLostEvent is a boat lost (design 4.6, 9.3); State is its terminal state (an
// addition).
type UboatLostEvent struct {
	EventHeader
	Boat         string `json:"boat"`
	Cause        string `json:"cause"`
	Zone         string `json:"zone"`
	CountsAsLoss bool   `json:"counts_as_loss"`
	State        State  `json:"state"`
}

// EnduranceEvent is the endurance check (design 6.1.8); RTB sets the RTB marker.
type EnduranceEvent struct {
	EventHeader
	Boat   string `json:"boat"`
	Target int    `json:"target"`
	Total  int    `json:"total"`
	RTB    bool   `json:"rtb"`
}

// RTBEvent turns a boat for home (design 5 III.5): returning, transit side, heading for
// Base; Zone is where it is (a boat sailing from a closing base, 3.5, is put to sea).
type RTBEvent struct {
	EventHeader
	Boat   string `json:"boat"`
	Reason string `json:"reason"`
	Base   string `json:"base"`
	Zone   string `json:"zone"`
}

// ArriveBaseEvent is a boat's arrival at base (design 4.4): Box its new state;
// Torpedoes its load after reloading (an addition).
type ArriveBaseEvent struct {
	EventHeader
	Boat      string `json:"boat"`
	Base      string `json:"base"`
	Box       State  `json:"box"`
	Torpedoes int    `json:"torpedoes"`
	Inexp     int    `json:"inexp"` // after SW 8.12
}

// AceEvent is an ace gained (design 4.7); with no name and value 0, the boat's ace left
// it with the flagship's Kommandant for his new boat (design 6.2.3, flagOrder).
type AceEvent struct {
	EventHeader
	Boat  string `json:"boat"`
	Name  string `json:"name"`
	Value int    `json:"value"`
}

// SpottedRemovedEvent is the IV.1 removal of a Spotted marker (design 5).
type SpottedRemovedEvent struct {
	EventHeader
	Boat string `json:"boat"`
}

// MonthEndEvent is the monthly scoring (design 10.3).
type MonthEndEvent struct {
	EventHeader
	Ships        int     `json:"ships"`
	Tons         int     `json:"tons"`
	Lost         int     `json:"lost"`
	VPShips      int     `json:"vp_ships"`
	VPTons       int     `json:"vp_tons"`
	VPLosses     int     `json:"vp_losses"`
	VPTotal      int     `json:"vp_total"`
	VPCumulative int     `json:"vp_cumulative"`
	AtSeaAvg     float64 `json:"at_sea_avg"`
}

// CapitulationEvent is the British capitulation check (design 10.3, SW 31.04).
type CapitulationEvent struct {
	EventHeader
	Needed int  `json:"needed"`
	Have   int  `json:"have"`
	Result bool `json:"result"`
}

// CampaignEndEvent closes the stream (design 10.4).
type CampaignEndEvent struct {
	EventHeader
	Reason  string `json:"reason"`
	VP      int    `json:"vp"`
	Par     int    `json:"par"`
	Victory string `json:"victory"`
	Ships   int    `json:"ships"`
	Tons    int    `json:"tons"`
	Lost    int    `json:"lost"`
}

// WolfpackFormEvent is a pack formed on a convoy (design 8.1).
type WolfpackFormEvent struct {
	EventHeader
	Pack     int    `json:"pack"`
	Zone     string `json:"zone"`
	Finder   string `json:"finder"`
	Shadower string `json:"shadower"` // the finder; "" when it does not shadow (8.1 step 1)
}

// WolfpackJoinEvent is one join roll (design 8.1): attacks (round 1), joins_late
// (round 2) or fails (searches alone at −3).
type WolfpackJoinEvent struct {
	EventHeader
	Pack   int    `json:"pack"`
	Boat   string `json:"boat"`
	N      int    `json:"n"`
	Listed int    `json:"listed"`
	Total  int    `json:"total"`
	Result string `json:"result"`
}

// HFDFEvent is an HF/DF result on the shadower Boat (design 8.1): none, spotted,
// driven_off (Spotted), attacked (Spotted; the counterattack follows).
type HFDFEvent struct {
	EventHeader
	Pack   int    `json:"pack"`
	Boat   string `json:"boat"`
	Result string `json:"result"`
}

// ConvoyBattleEvent is a convoy battle going on to its next week in Zone, or ending
// (design 8.3): Result continues or ends; Week the battle's week there.
type ConvoyBattleEvent struct {
	EventHeader
	Pack     int    `json:"pack"`
	Zone     string `json:"zone"`
	Week     int    `json:"week"`
	Result   string `json:"result"`
	Shadower string `json:"shadower,omitempty"`
}

// Sink receives the campaign's events in order. An event passed to Emit is the sink's
// to keep (the campaign builds a new one for each).
type Sink interface{ Emit(Event) }

// Sinks fans events out to several sinks in order.
type Sinks []Sink

// Emit implements Sink.
func (s Sinks) Emit(e Event) {
	for _, k := range s {
		k.Emit(e)
	}
}

// Recorder keeps every event (tests, replays).
type Recorder struct{ Events []Event }

// Emit implements Sink.
func (r *Recorder) Emit(e Event) { r.Events = append(r.Events, e) }

// JSONLWriter writes events as JSON Lines (log-schema.md). Call Flush at the end; Err
// is the first write error.
type JSONLWriter struct {
	w   *bufio.Writer
	enc *json.Encoder
	Err error
}

// NewJSONLWriter returns a writer onto w.
func NewJSONLWriter(w io.Writer) *JSONLWriter {
	bw := bufio.NewWriter(w)
	return &JSONLWriter{w: bw, enc: json.NewEncoder(bw)}
}

// Emit implements Sink: one JSON object per line.
func (j *JSONLWriter) Emit(e Event) {
	if j.Err == nil {
		j.Err = j.enc.Encode(e)
	}
}

// Flush writes what is buffered.
func (j *JSONLWriter) Flush() error {
	if j.Err != nil {
		return j.Err
	}
	return j.w.Flush()
}

// emit stamps e's header (seq, t, date, week) and passes it to the sink. Callers build
// events only under `if c.Log != nil`.
func (c *Campaign) emit(t EventType, e Event) {
	c.seq++
	h := e.Head()
	h.Seq, h.T, h.Date, h.Week = c.seq, t, c.Now.Month.String(), c.Now.N
	c.Log.Emit(e)
}

// d10 rolls a d10 on table/column with the modifiers m (nil = none) and returns the
// natural face and the modified total. The roll event is written by rolled, once the
// caller has read the result.
func (c *Campaign) d10(m *Mods) (nat, total int) {
	nat = c.Dice.D10()
	total = nat
	if m != nil {
		total += m.Sum()
	}
	return nat, total
}

// rolled logs a roll (design 9.3): faces are the natural dice.
func (c *Campaign) rolled(table Table, column, dice string, m *Mods, total int, result string, faces ...int) {
	if c.Log == nil {
		return
	}
	e := &RollEvent{Table: table, Column: column, Dice: dice, Faces: append([]int(nil), faces...), Mods: []Mod{}, Total: total, Result: result}
	if m != nil {
		e.Mods = append(e.Mods, m.List()...)
	}
	c.emit(TRoll, e)
}
