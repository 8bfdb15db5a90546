package tactical

import (
	"encoding/json"
	"strconv"
)

// §8.1 events. Each event is a typed value that applies itself to the read-only View a
// screen draws from; the log is the list of events, rendered as JSON lines in the
// log-schema shape (`t` first, then `tick`, then the event's fields; positions in scene
// metres; (truth) fields included for audits and replays).

// EventKind is the `t` of a tactical event.
type EventKind uint8

const (
	EvStart EventKind = iota
	EvUnit
	EvObs
	EvPeriscope
	EvTDC
	EvCommit
	EvLaunch
	EvTorpedoEnd
	EvRoll
	EvDecision
	EvEnd
	EvTurn
	EvPass
	EvDC          // tac_dc (dcscene.go)
	EvFatigue     // tac_fatigue
	EvDive        // tac_dive (crashdive.go)
	EvPattern     // tac_pattern (evasion.go)
	EvEscortState // tac_escort_state
	EvBoat        // tac_boat (evasion.go, §8.1)
	EvDrop        // tac_drop (views.go [designed]: the side view's markers)
	EvAlert       // tac_alert (views.go [designed]: the §5 alerts)
	EvWater       // tac_water (views.go [designed]: a section's water in 10 % steps)
	EvTeam        // tac_team (views.go [designed]: a team's crew box and station)
	EvHear        // tac_hear (views.go [designed]: an escort heard on the hydrophones)
	EvContact     // tac_contact (contacts.go [designed]: a contact shown or lost, §2.2, §5)
	EvPlayerAlarm // tac_player_alarm (alarms.go [designed]: a player-set alarm, §5)
	numEventKind
)

var eventKeys = [numEventKind]string{"tac_start", "tac_unit", "tac_obs", "tac_periscope", "tac_tdc", "tac_commit", "tac_launch", "tac_torpedo_end", "roll", "decision", "tac_end", "tac_turn", "tac_pass", "tac_dc", "tac_fatigue", "tac_dive", "tac_pattern", "tac_escort_state", "tac_boat", "tac_drop", "tac_alert", "tac_water", "tac_team", "tac_hear", "tac_contact", "tac_player_alarm"}

// Key returns the log `t`.
func (k EventKind) Key() string { return eventKeys[k] }

// Event is one logged effect of the scene.
type Event interface {
	Kind() EventKind
	Apply(v *View)
}

// View is what a screen (or a test) reads: built only by applying events in order
// (ViewOf). Scene is the tac_start scene ("attack", "evasion", "crash_dive"; "" for
// damage control, which has no tac_start); Ev is the evasion scene's §3.6 part, DC the
// damage-control scene's (§4), Alerts the §5 alerts in order (views.go), Contacts and
// Alarms the contact picture and the player-set alarms (contacts.go, alarms.go).
type View struct {
	Tick     int64
	Scene    string
	Units    []UnitEvent
	Obs      []ObsEvent // the latest per (target, method, unit), in arrival order
	Scope    bool
	Exposure float64
	Commit   *CommitEvent
	Launches []LaunchEvent
	Ends     []TorpedoEndEvent
	Rolls    []RollEvent
	Ended    bool
	Reason   EndReason
	ByTable  bool // "resolve by table" was pressed (§8.3)
	Ev       EvView
	DC       DCView
	Alerts   []AlertEvent
	// Contacts are the attack scene's contacts as the sensors show them (index ID−1,
	// tac_contact, §2.2; the evasion scene's are its escorts heard); Alarms the
	// player-set alarms (index ID−1, tac_player_alarm, §5).
	Contacts []ContactView
	Alarms   []AlarmView
}

// StartEvent is `tac_start`.
type StartEvent struct {
	Scene      string  `json:"scene"`
	Entry      string  `json:"entry"`
	TickS      float64 `json:"tick_s"`
	SeedStream uint64  `json:"seed_stream"`
	Calib      int     `json:"calib"`
}

func (StartEvent) Kind() EventKind { return EvStart }
func (e StartEvent) Apply(v *View) { v.Scene = e.Scene }

// Book is the recognition-book pair of `tac_unit`.
type Book struct {
	Length float64 `json:"length"`
	Mast   float64 `json:"mast"`
}

// Dev is the (truth) deviation pair of `tac_unit`, percent.
type Dev struct {
	LengthPct float64 `json:"length_pct"`
	MastPct   float64 `json:"mast_pct"`
}

// UnitEvent is `tac_unit`.
type UnitEvent struct {
	ID      int     `json:"id"`
	Role    string  `json:"role"`
	Class   string  `json:"class"`
	Name    string  `json:"name"`
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
	Course  float64 `json:"course"`
	SpeedKn float64 `json:"speed_kn"`
	Book    Book    `json:"book"`
	Dev     Dev     `json:"dev"`
}

func (UnitEvent) Kind() EventKind { return EvUnit }
func (e UnitEvent) Apply(v *View) { v.Units = append(v.Units, e) }

// ObsMethod is a `tac_obs.method`.
type ObsMethod uint8

const (
	ObsStadimeter ObsMethod = iota
	ObsSilhouette
	ObsTransit
	ObsPlot
	ObsHydrophone
	ObsPropeller
	ObsBearing // optical bearing (logged with the fix it belongs to)
	numObsMethod
)

// Key returns the log key.
func (m ObsMethod) Key() string {
	return [...]string{"stadimeter", "silhouette", "transit", "plot", "hydrophone", "propeller", "bearing"}[m]
}

// ObsEvent is `tac_obs`.
type ObsEvent struct {
	Target    int       `json:"target"`
	Method    ObsMethod `json:"-"`
	MethodKey string    `json:"method"`
	Value     float64   `json:"value"`
	Unit      string    `json:"unit"`
	TrueValue float64   `json:"true_value"`
	// side is a silhouette reading's draws (not logged): the AI at another skill reads
	// the same draws at its own errors (AI.launchLook, §2.4).
	side SideDraw
}

func (ObsEvent) Kind() EventKind { return EvObs }
func (e ObsEvent) Apply(v *View) {
	for i := range v.Obs {
		if v.Obs[i].Target == e.Target && v.Obs[i].Method == e.Method && v.Obs[i].Unit == e.Unit {
			v.Obs[i] = e
			return
		}
	}
	v.Obs = append(v.Obs, e)
}

// PeriscopeEvent is `tac_periscope`.
type PeriscopeEvent struct {
	Up        bool    `json:"up"`
	ExposureS float64 `json:"exposure_s"`
}

func (PeriscopeEvent) Kind() EventKind { return EvPeriscope }
func (e PeriscopeEvent) Apply(v *View) { v.Scope, v.Exposure = e.Up, e.ExposureS }

// TDCEvent is `tac_tdc`.
type TDCEvent struct {
	Target    int     `json:"target"`
	RangeM    float64 `json:"range_m"`
	AOBDeg    float64 `json:"aob_deg"`
	SpeedKn   float64 `json:"speed_kn"`
	Weapon    string  `json:"weapon"`
	SettingKn int     `json:"setting_kn"`
	DepthM    float64 `json:"depth_m"`
	SpreadN   int     `json:"spread_n"`
	SpreadK   float64 `json:"spread_k"`
}

func (TDCEvent) Kind() EventKind { return EvTDC }
func (e TDCEvent) Apply(v *View) {}

// CommitEvent is `tac_commit`.
type CommitEvent struct {
	End         string  `json:"end"`
	DeadlineS   float64 `json:"deadline_s"`
	SecondSalvo bool    `json:"second_salvo"`
}

func (CommitEvent) Kind() EventKind { return EvCommit }
func (e CommitEvent) Apply(v *View) { c := e; v.Commit = &c }

// LaunchEvent is `tac_launch` (miss_m … drm are truth until the scene ends).
type LaunchEvent struct {
	Tube      int     `json:"tube"`
	Weapon    string  `json:"weapon"`
	SettingKn int     `json:"setting_kn"`
	Target    int     `json:"target"`
	Bracket   string  `json:"bracket"`
	GyroDeg   float64 `json:"gyro_deg"`
	OffsetDeg float64 `json:"offset_deg"`
	TrackDeg  float64 `json:"track_deg"`
	RunM      float64 `json:"run_m"`
	RunS      float64 `json:"run_s"`
	MissM     float64 `json:"miss_m"`
	WindowM   float64 `json:"window_m"`
	Q         float64 `json:"q"`
	QRef      float64 `json:"q_ref"` // the Q at the cell's excellent cut (GradeCuts.QRef)
	// Logit is Q's unrounded log-odds (Shot.Logit), which the grade compared (−Inf
	// for a torpedo set under an escort's keel); not logged (the calibration reads it
	// from the scene's log).
	Logit  float64 `json:"-"`
	Grade  string  `json:"grade"`
	Drm    int     `json:"drm"`
	Second bool    `json:"second,omitempty"` // an NSA second-salvo torpedo (9.5.2)
}

func (LaunchEvent) Kind() EventKind { return EvLaunch }
func (e LaunchEvent) Apply(v *View) { v.Launches = append(v.Launches, e) }

// TorpedoEndEvent is `tac_torpedo_end`.
type TorpedoEndEvent struct {
	Tube    int     `json:"tube"`
	Outcome string  `json:"outcome"`
	TS      float64 `json:"t_s"`
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
}

func (TorpedoEndEvent) Kind() EventKind { return EvTorpedoEnd }
func (e TorpedoEndEvent) Apply(v *View) { v.Ends = append(v.Ends, e) }

// Mod is one `mods` entry of a roll: value and reason ("tactical: …" for the layer's).
type Mod struct {
	V   int    `json:"v"`
	Why string `json:"why"`
}

// RollEvent is a log-schema `roll` made by the scene's table stand-in (LocalTable).
type RollEvent struct {
	Table  string `json:"table"`
	Column string `json:"column,omitempty"`
	Dice   string `json:"dice"`
	Faces  []int  `json:"faces"`
	Mods   []Mod  `json:"mods"`
	Total  int    `json:"total"`
	Result string `json:"result"`
}

func (RollEvent) Kind() EventKind { return EvRoll }
func (e RollEvent) Apply(v *View) { v.Rolls = append(v.Rolls, e) }

// DecisionEvent is a `decision` with a §8.2 id and the option chosen.
type DecisionEvent struct {
	ID     string `json:"id"`
	Choice string `json:"choice"`
}

func (DecisionEvent) Kind() EventKind { return EvDecision }
func (e DecisionEvent) Apply(v *View) {
	switch e.ID {
	case "test_depth":
		v.Ev.TestDepth = e.Choice == "yes"
	case "bold":
		v.Ev.Bold = e.Choice == "yes"
	case "tac_pump":
		v.DC.Pump = e.Choice == "on"
	case "tac_by_table":
		v.ByTable = true
	}
}

// EndReason is a `tac_end.reason`.
type EndReason uint8

const (
	EndNone EndReason = iota
	EndFired
	EndDeclined
	EndByTable
	EndAttacked // detected before firing (9.2.2): on to the evasion scene at C5; crash dive: the aircraft attacks
	EndDived    // crash dive: the boat got under ([A1] crash_dive)
	EndEscaped  // evasion: the pass ended undetected
)

// Key returns the log key.
func (r EndReason) Key() string {
	return [...]string{"", "fired", "declined", "by_table", "attacked", "dived", "escaped"}[r]
}

// EndEvent is `tac_end`.
type EndEvent struct {
	Scene  string    `json:"scene"`
	Reason EndReason `json:"-"`
	Key    string    `json:"reason"`
	SimS   float64   `json:"sim_s"`
}

func (EndEvent) Kind() EventKind { return EvEnd }
func (e EndEvent) Apply(v *View) { v.Ended, v.Reason = true, e.Reason }

// Logged is one log entry: the tick it happened at and the event.
type Logged struct {
	Tick int64
	Ev   Event
}

// JSONLines renders the log, one JSON object per line: {"t":…,"tick":…,fields…}.
func JSONLines(log []Logged) []byte {
	var out []byte
	for _, l := range log {
		b, err := json.Marshal(l.Ev)
		if err != nil {
			panic(err) // the event types are plain data
		}
		out = append(out, `{"t":"`...)
		out = append(out, l.Ev.Kind().Key()...)
		out = append(out, `","tick":`...)
		out = strconv.AppendInt(out, l.Tick, 10)
		if len(b) > 2 {
			out = append(out, ',')
			out = append(out, b[1:]...)
		} else {
			out = append(out, '}')
		}
		out = append(out, '\n')
	}
	return out
}
