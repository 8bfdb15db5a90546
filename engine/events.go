package engine

import (
	"bufio"
	"encoding/json"
	"io"
)

// SchemaVersion is the event-log schema version written in career_start ("v").
const SchemaVersion = 1

// Event is one entry of the event log (log-schema.md). Every concrete event is a
// pointer to one of the structs below; Head gives the common fields.
type Event interface {
	Head() *Header
}

// Header holds the fields every event carries: seq (1, 2, 3 … per career), t (event
// type) and date (game month, YYYY-MM).
type Header struct {
	Seq  int    `json:"seq"`
	T    string `json:"t"`
	Date string `json:"date"`

	// view is the change to the screen's View that this event carries besides its logged
	// fields (view.go); never written to the log.
	view *viewPatch
}

// Head implements Event.
func (h *Header) Head() *Header { return h }

// Mod is one die-roll modifier: its signed value and why it applies (rule reference and
// a few words), as in the roll event's mods list.
type Mod struct {
	V   int    `json:"v"`
	Why string `json:"why"`
}

// CareerStart opens a career's stream.
type CareerStart struct {
	Header
	V       int      `json:"v"`
	Seed    string   `json:"seed"`
	Type    string   `json:"type"`
	ID      string   `json:"id"`
	Kmdt    string   `json:"kmdt"`
	Options []string `json:"options"`
}

// RollEvent is one table look-up, including every reroll (log-schema.md "The roll event").
type RollEvent struct {
	Header
	Table  string `json:"table"`
	Column string `json:"column"`
	Dice   string `json:"dice"`
	Faces  []int  `json:"faces"`
	Mods   []Mod  `json:"mods"`
	Total  int    `json:"total"`
	Result string `json:"result"`
	// Theta is the threshold of a tactical E2T roll (tactical-design §3.3, §8.1 "the
	// engine adds theta"): θ = −ln((total − 0.5)/1000); absent on every other roll.
	Theta float64 `json:"theta,omitempty"`
}

// DecisionEvent records a player choice: what was asked, the option keys offered and
// the key chosen.
type DecisionEvent struct {
	Header
	ID      string   `json:"id"`
	Options []string `json:"options"`
	Chosen  string   `json:"chosen"`
}

// AssignmentEvent records the patrol assignment after all restrictions (7.1.1).
type AssignmentEvent struct {
	Header
	Area     string   `json:"area"`
	Wolfpack bool     `json:"wolfpack"`
	Mission  string   `json:"mission"`
	Base     string   `json:"base"`
	Track    []string `json:"track"`
}

// BoxEvent records entering a travel box: its 0-based index on the track, its key and the
// encounter rolls due there.
type BoxEvent struct {
	Header
	Index int    `json:"index"`
	Box   string `json:"box"`
	Rolls int    `json:"rolls"`
}

// EncounterEvent records the [E1] result actually resolved.
type EncounterEvent struct {
	Header
	Kind string `json:"kind"`
}

// ShipEvent records an identified ship: name, tonnage (tons), class and damage to sink.
type ShipEvent struct {
	Header
	Name         string `json:"name"`
	Tons         int    `json:"tons"`
	Class        string `json:"class"`
	DamageToSink int    `json:"damage_to_sink"`
}

// TorpedoEvent records one torpedo (or one deck-gun ammunition point) fired.
type TorpedoEvent struct {
	Header
	Weapon  string `json:"weapon"`
	Target  string `json:"target"`
	Outcome string `json:"outcome"`
}

// ShipDamageEvent is ship_damaged or ship_sunk: the ship, its tonnage (tons) and the
// damage points it has taken so far.
type ShipDamageEvent struct {
	Header
	Name   string `json:"name"`
	Tons   int    `json:"tons"`
	Damage int    `json:"damage"`
	// Nominal marks the ship_sunk of the nominal tonnage of a resupply patrol
	// (11.4.10.5): tons credited, no ship counted. Not logged (the log names it
	// "resupply (nominal)"); it tells a View not to count a ship.
	Nominal bool `json:"-"`
}

// UboatDamageEvent records a result applied to the U-boat: the [E4] key and the new state
// (damaged, inoperative, repaired, or the track position for hull and flooding).
type UboatDamageEvent struct {
	Header
	System string `json:"system"`
	State  string `json:"state"`
}

// CrewEvent records a crew member's new state (ok, lw, sw, kia).
type CrewEvent struct {
	Header
	Member string `json:"member"`
	State  string `json:"state"`
}

// PatrolEndEvent closes a patrol.
type PatrolEndEvent struct {
	Header
	Outcome string `json:"outcome"`
	Tons    int    `json:"tons"`
	Ships   int    `json:"ships"`
	Success bool   `json:"success"`
}

// RefitEvent records the refit length in months and why.
type RefitEvent struct {
	Header
	Months  int      `json:"months"`
	Reasons []string `json:"reasons"`
}

// KeyEvent is promotion, decoration, crew_quality, new_boat, random_event and the other
// small events that carry a key and a free detail line.
type KeyEvent struct {
	Header
	Key    string `json:"key"`
	Detail string `json:"detail,omitempty"`
	// Cause is the boat_lost note's loss cause (a Loss* key, 5.1.2), "" on every other
	// event. Not logged (the log keeps the English detail, LossDetail): it tells the
	// statistics and the screens what sank the boat without reading the detail.
	Cause string `json:"-"`
}

// CareerEndEvent closes a career with its reason, totals and victory level (5.2).
type CareerEndEvent struct {
	Header
	Reason  string `json:"reason"`
	Tons    int    `json:"tons"`
	Ships   int    `json:"ships"`
	Victory string `json:"victory"`
}

// Event type names (the "t" field).
const (
	TCareerStart  = "career_start"
	TRoll         = "roll"
	TDecision     = "decision"
	TAssignment   = "assignment"
	TBox          = "box"
	TEncounter    = "encounter"
	TShip         = "ship"
	TTorpedo      = "torpedo"
	TShipDamaged  = "ship_damaged"
	TShipSunk     = "ship_sunk"
	TUboatDamage  = "uboat_damage"
	TCrew         = "crew"
	TPatrolEnd    = "patrol_end"
	TRefit        = "refit"
	TPromotion    = "promotion"
	TDecoration   = "decoration"
	TCrewQuality  = "crew_quality"
	TNewBoat      = "new_boat"
	TRandomEvent  = "random_event"
	TCareerEnd    = "career_end"
	TNote         = "note" // anything else worth showing: key and detail (e.g. "mission_accomplished")
	TPortAirRaid  = "port_air_raid"
	TAircraftPass = "aircraft_pass"
)

// JSONLWriter writes events as JSON Lines (one object per line, UTF-8), the format of
// `uboat-sim -log`. Call Flush when done.
type JSONLWriter struct {
	w   *bufio.Writer
	enc *json.Encoder
	err error
}

// NewJSONLWriter returns a writer of events to w.
func NewJSONLWriter(w io.Writer) *JSONLWriter {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	return &JSONLWriter{w: bw, enc: enc}
}

// Write encodes one event; the first error sticks and is returned by Flush.
func (j *JSONLWriter) Write(e Event) {
	if j.err == nil {
		j.err = j.enc.Encode(e)
	}
}

// Flush writes buffered output and returns the first error met.
func (j *JSONLWriter) Flush() error {
	if err := j.w.Flush(); j.err == nil {
		j.err = err
	}
	return j.err
}
