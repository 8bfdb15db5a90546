package tactical

import "math"

// The Views of the evasion scene (design §3.6) and of the damage-control scene (§4),
// and the §5 alerts, built only from the events the scenes log (§8.1): a screen of
// part 2 draws the View and nothing else. Events added here beside §8.1's table
// [designed]: tac_boat (§8.1's own, logged at every order, at every sonar turn's end
// and every 10 s of the attack phase, so that the side view follows the boat between
// orders), tac_hear (an escort's hydrophone bearing and propeller speed, with each
// tac_boat but the orders'), tac_drop (a weapon's charges or bombs at the moment they
// enter the water: the side view's sinking markers), tac_alert (§5), tac_water (a
// section's water in 10 % steps), tac_team (a team's crew box and station),
// tac_contact (a contact shown or lost, contacts.go) and tac_player_alarm (a player-set
// alarm set, cleared or fired, alarms.go). tac_hear, tac_drop, tac_alert, tac_contact,
// tac_player_alarm and the tac_boat of turns and sweeps are the screen's
// and are not forwarded to the career's log (§8.2: the log carries the orders'
// effects); the others are. The Views
// observe only: nothing here draws from a scene's random streams or changes its state,
// so no calibrated figure moves.

// ViewOf applies a log in order onto an empty View and sets its clock to tick (the
// scene's current tick).
func ViewOf(log []Logged, tick int64) View {
	var v View
	ApplyLog(&v, log)
	v.Tick = tick
	return v
}

// ApplyLog applies log entries in order onto v (v.Tick follows each entry's tick).
func ApplyLog(v *View, log []Logged) {
	for _, l := range log {
		v.Tick = l.Tick
		l.Ev.Apply(v)
	}
}

// ---- evasion (§3.6) ---------------------------------------------------------------

// EvView is what the evasion screen shows (§3.6): the pass and its search clock (turn
// of KTurns), the current exposure weight W (shown as the modifier equivalent Step; H
// and θ are never shown, §3.3), the pre-pass decisions, the boat (its latest tac_boat),
// the escorts as the boat knows them (hydrophone bearings and propeller speeds while
// the hydrophones work; their states from tac_escort_state are (truth) for the log's
// audit), the detection, the weapon's drops with their markers, and the scored pattern.
type EvView struct {
	Pass, M, KTurns, Turn int
	W                     float64
	TestDepth, Bold       bool
	Boat                  BoatEvent
	Escorts               []EscortView // index ID−1
	Detected              bool
	Drops                 []DropEvent
	Pattern               *PatternEvent
}

// Step is the weight as a modifier equivalent, log(w) / log(1.4) (§3.3 the HUD's
// "+1.2"); 0 before the first turn.
func (v *EvView) Step() float64 {
	if v.W <= 0 {
		return 0
	}
	return math.Log(v.W) / math.Log(1.4)
}

// EscortView is one escort as the boat knows it: Heard while the hydrophones give its
// bearing (deg, from the boat) and propeller speed (kn; rising = the run-in, §3.4).
type EscortView struct {
	ID         int
	Heard      bool
	BearingDeg float64
	SpeedKn    float64
	State      string
}

func (v *EvView) escort(id int) *EscortView {
	for len(v.Escorts) < id {
		v.Escorts = append(v.Escorts, EscortView{ID: len(v.Escorts) + 1})
	}
	return &v.Escorts[id-1]
}

// HearEvent is `tac_hear` [designed]: escort ID heard on the hydrophones, its bearing
// from the boat (deg, to the nearest degree) and its propeller speed (kn), with the
// (truth) bearing.
type HearEvent struct {
	ID         int     `json:"id"`
	BearingDeg float64 `json:"bearing"`
	SpeedKn    float64 `json:"speed_kn"`
	True       float64 `json:"true_bearing"`
}

func (HearEvent) Kind() EventKind { return EvHear }
func (e HearEvent) Apply(v *View) {
	if e.ID < 1 {
		return
	}
	es := v.Ev.escort(e.ID)
	es.Heard, es.BearingDeg, es.SpeedKn = true, e.BearingDeg, e.SpeedKn
}

// BoatEvent is `tac_boat` (§8.1): the boat's depth (m), speed (kn), course (deg),
// battery (%) and whether it is below the test depth, with the orders it is answering
// (depth, course, telegraph key) and the noise sources switched on (repair, pump,
// blowing) [designed additions for the HUD].
type BoatEvent struct {
	DepthM     float64 `json:"depth_m"`
	Speed      float64 `json:"speed"`
	Course     float64 `json:"course"`
	BatteryPct float64 `json:"battery_pct"`
	Below      bool    `json:"below_test_depth"`
	OrderDepth float64 `json:"order_depth_m"`
	OrderCrs   float64 `json:"order_course"`
	Telegraph  string  `json:"telegraph"`
	Repair     bool    `json:"noise_repair,omitempty"`
	Pump       bool    `json:"noise_pump,omitempty"`
	Blowing    bool    `json:"noise_blowing,omitempty"`
	TestDepthM float64 `json:"test_depth_m"` // the red line (§3.6 side view)
	// Why is "order" (logged at an order, §8.1), "turn" (a sonar turn's end) or
	// "sweep" (every 10 s of the attack phase); only the orders' go to the career's log.
	Why string `json:"why"`
}

func (BoatEvent) Kind() EventKind { return EvBoat }
func (e BoatEvent) Apply(v *View) { v.Ev.Boat = e }

// ChargeMark is one charge or bomb of a drop: where it entered the water (m), its set
// depth (m; 0 for a contact-fused Hedgehog bomb), its detonation time (s since the
// pass began; the Hedgehog's: its entry) and its sink rate (m/s).
type ChargeMark struct {
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	Z    float64 `json:"z_set"`
	TDet float64 `json:"t_det"`
	Sink float64 `json:"sink"`
}

// DropEvent is `tac_drop` [designed]: an escort's weapon entering the water at TSplash
// (s). Heard: the boat's hydrophones heard the splashes, so the side view shows the
// charges sinking from then on (§3.6); deaf, a charge is known only at its detonation.
type DropEvent struct {
	Escort  int          `json:"escort"`
	Weapon  string       `json:"weapon"`
	TSplash float64      `json:"t_splash"`
	Heard   bool         `json:"heard"`
	Charges []ChargeMark `json:"charges"`
}

func (DropEvent) Kind() EventKind { return EvDrop }
func (e DropEvent) Apply(v *View) { v.Ev.Drops = append(v.Ev.Drops, e) }

// Marker is the side view's marker of charge c at time t (s): its depth (m) and
// whether it is shown (heard sinking, or detonated) and detonated. A Hedgehog bomb
// sinks on until the pass ends (it explodes only on the hull, §3.5).
func (e *DropEvent) Marker(c int, t float64) (depth float64, shown, detonated bool) {
	m := e.Charges[c]
	if t < e.TSplash {
		return 0, false, false
	}
	depth = m.Sink * (t - e.TSplash)
	if e.Weapon != WeapHedgehog.Key() && t >= m.TDet {
		return m.Z, true, true
	}
	if e.Weapon != WeapHedgehog.Key() {
		depth = math.Min(depth, m.Z)
	}
	return depth, e.Heard, false
}

// AlertEvent is `tac_alert` [designed]: a §5 reason to drop the compression to ×1 (or
// to pause, with "pause on alerts"), and what raised it (e.g. "detected", "run_in",
// "splash", "ahead_throw", "detonation", "test_depth", "battery", "pass_start", "hit",
// "fire", "short", "spread", "team_lost", "repair_ready", "flooding_box",
// "second_salvo", "new_contact", "contact_lost", "alarm_bearing", "alarm_range",
// "alarm_time"). A screen hands Alert to
// Pacer.Alert when the event arrives.
type AlertEvent struct {
	Alert Alert  `json:"-"`
	Key   string `json:"alert"`
	What  string `json:"what"`
	// ID is the contact ("new_contact", "contact_lost") or the player-set alarm
	// ("alarm_bearing", "alarm_range", "alarm_time") the alert is about; 0 otherwise.
	ID int `json:"id,omitempty"`
}

// NewAlert returns the event of alert a raised by what.
func NewAlert(a Alert, what string) AlertEvent { return AlertEvent{Alert: a, Key: a.Key(), What: what} }

func (AlertEvent) Kind() EventKind { return EvAlert }
func (e AlertEvent) Apply(v *View) {
	v.Alerts = append(v.Alerts, e)
	if e.What == "detected" {
		v.Ev.Detected = true
	}
}

// ---- damage control (§4) ------------------------------------------------------------

// DCView is what the damage-control board shows (§4): the four teams, the jobs in
// their sections with their progress, each section's water (%, in 10 % steps) and the
// pump.
type DCView struct {
	Teams [4]TeamView
	Jobs  []JobView // index N−1 (tac_dc job_n)
	Water [7]float64
	Pump  bool
	// LI is the team the LI was last moved to (1–4, CmdMoveLI); 0 while he stands with
	// the team he started with (DCSetup.LITeam).
	LI int
}

// TeamView is one team: its crew box (0 healthy, 1 LW, 2 SW, 3 KIA), the section it
// is in and the one it walks to, the job it works (job_n, 0 none) and its fatigue pips.
type TeamView struct {
	Wound   int
	Section int
	To      int
	Job     int
	Pips    int
}

// Able reports a team that can work (§4.2).
func (t TeamView) Able() bool { return t.Wound < 2 }

// JobView is one job: its section, key ("leak", "repair:<system>", …), progress (%),
// state ("open", "done", "abandon") and whether a fire or short has spread.
type JobView struct {
	Room   int
	Job    string
	Pct    float64
	State  string
	Spread bool
}

func teamIndex(k string) int {
	for i := range 4 {
		if TeamKey(i) == k {
			return i
		}
	}
	return -1
}

func (v *DCView) apply(e DCEvent) {
	if e.Team == "li" { // §4.2 the LI moved (li.go)
		v.LI = teamIndex(e.With) + 1
		return
	}
	ti := teamIndex(e.Team)
	if e.N > 0 {
		for len(v.Jobs) < e.N {
			v.Jobs = append(v.Jobs, JobView{State: "open"})
		}
		j := &v.Jobs[e.N-1]
		j.Room, j.Job = e.Room, e.Job
		if e.Action != "move" && e.Action != "arrive" {
			j.Pct = e.Pct
		}
		switch e.Action {
		case "done", "abandon":
			j.State = e.Action
			for i := range v.Teams {
				if v.Teams[i].Job == e.N {
					v.Teams[i].Job = 0
				}
			}
		case "spread":
			j.Spread = true
		}
	}
	if ti < 0 {
		return
	}
	t := &v.Teams[ti]
	switch e.Action {
	case "assign", "move":
		t.Job, t.To = e.N, e.Room
		if e.Action == "move" {
			t.Job = 0
		}
	case "arrive":
		t.Section, t.To = e.Room, e.Room
	}
}

// WaterEvent is `tac_water` [designed]: section Room's water level (%) in 10 % steps
// (logged when the step changes).
type WaterEvent struct {
	Room int     `json:"room"`
	Pct  float64 `json:"pct"`
}

func (WaterEvent) Kind() EventKind { return EvWater }
func (e WaterEvent) Apply(v *View) {
	if e.Room >= 1 && e.Room <= 6 {
		v.DC.Water[e.Room] = e.Pct
	}
}

// TeamEvent is `tac_team` [designed]: a team's crew box (wound 0–3) and its station,
// at the scene's start and at every wound (an SW or KIA team stops at once, §4.2).
type TeamEvent struct {
	Team    string `json:"team"`
	Wound   int    `json:"wound"`
	Section int    `json:"section"`
	Pips    int    `json:"pips"`
}

func (TeamEvent) Kind() EventKind { return EvTeam }
func (e TeamEvent) Apply(v *View) {
	i := teamIndex(e.Team)
	if i < 0 {
		return
	}
	t := &v.DC.Teams[i]
	t.Wound, t.Section, t.Pips = e.Wound, e.Section, e.Pips
	if !t.Able() {
		t.Job, t.To = 0, e.Section
	}
	if t.To == 0 {
		t.To = e.Section
	}
}
