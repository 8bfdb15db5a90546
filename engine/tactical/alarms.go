package tactical

import (
	"errors"
	"math"
)

// §5 the player-set alarms "at bearing X", "at range Y", "in N minutes" [designed]:
// set and cleared through the scene's one command API (CmdAlarmSet, CmdAlarmClear;
// recorded in the orders stream, so a save keeps them), each raising tac_alert
// "player" once, at the first tick its condition holds, and then spent.
//
// The measures are the player's, never the truth (§2.2): in the attack scene the
// bearing and range of a contact are the TDC's running estimate when it is the TDC's
// target (the TDC keeps the estimated target moving from the last dial-in, §2.3.9),
// else the latest reading logged for it (tac_obs: the optical or hydrophone bearing,
// the stadimeter range; a new reading that crosses the value fires the alarm); in the
// evasion scene the bearing is the escort's latest tac_hear while it is heard, and
// there is no range (§3.4: escorts are known by bearing and propeller speed only).
// Bearings are true (deg clockwise from north, the plot's), ranges metres, times
// minutes of scene time from the order. A bearing or range alarm fires when the
// measure reaches the value: within ½° (½ m), or crossing it between two ticks (a
// bearing crossing on the far side, more than 90° away, does not count). The reference
// AI sets no alarm.

// AlarmKind is a player-set alarm's kind.
type AlarmKind uint8

const (
	AlarmBearing AlarmKind = iota // at bearing X (deg)
	AlarmRange                    // at range Y (m)
	AlarmTime                     // in N minutes
	numAlarmKind
)

// Key returns the `tac_player_alarm.kind` key.
func (k AlarmKind) Key() string { return [...]string{"bearing", "range", "time"}[k] }

// The alarm commands on the one Command type (scene.go): CmdAlarmSet N = AlarmKind,
// Target = the contact (bearing, range), Value = the bearing (deg, [0, 360)), range
// (m, > 0) or minutes (> 0, at most MaxAlarmMin); CmdAlarmClear N = the alarm's id.
const (
	CmdAlarmSet   CmdKind = CmdMoveLI + 1 + iota
	CmdAlarmClear         // N: the alarm id
)

// MaxAlarmMin is the longest "in N minutes" alarm (a scene lasts at most 40 min, §2.1).
const MaxAlarmMin = 60

// Errors of the alarm commands.
var (
	ErrAlarm        = errors.New("tactical: alarm: bad kind or value (bearing 0–360°, range > 0 m, 0 < minutes ≤ 60)")
	ErrAlarmContact = errors.New("tactical: alarm: no such contact")
	ErrAlarmNone    = errors.New("tactical: alarm: no such alarm set")
	ErrAlarmRange   = errors.New("tactical: alarm: no range is known in this scene (§3.4: bearing only)")
)

// Alarm is one player-set alarm: its id (1-based, in the order set), kind, contact,
// value, the tick it was set at, and whether it fired or was cleared.
type Alarm struct {
	ID      int
	Kind    AlarmKind
	Target  int
	Value   float64
	SetT    int64
	Fired   bool
	Cleared bool
	prev    float64 // the measure's last difference from Value (NaN: none yet)
}

// Live reports an alarm still waiting.
func (a *Alarm) Live() bool { return !a.Fired && !a.Cleared }

// AlarmEvent is `tac_player_alarm` [designed]: alarm ID's Action "set", "clear" or
// "fired", with its kind (Type: "bearing", "range", "time"), contact and value.
type AlarmEvent struct {
	ID     int     `json:"id"`
	Type   string  `json:"kind"`
	Target int     `json:"target,omitempty"`
	Value  float64 `json:"value"`
	Action string  `json:"action"`
}

func (AlarmEvent) Kind() EventKind { return EvPlayerAlarm }
func (e AlarmEvent) Apply(v *View) {
	if e.ID < 1 {
		return
	}
	for len(v.Alarms) < e.ID {
		v.Alarms = append(v.Alarms, AlarmView{ID: len(v.Alarms) + 1})
	}
	a := &v.Alarms[e.ID-1]
	a.Kind, a.Target, a.Value, a.State = e.Type, e.Target, e.Value, e.Action
}

// AlarmView is one alarm as the View shows it: State "set", "clear" or "fired".
type AlarmView struct {
	ID     int
	Kind   string
	Target int
	Value  float64
	State  string
}

// alarms is a scene's list of player-set alarms.
type alarms []Alarm

// set checks and adds an alarm (contact says whether the target is a contact of the
// scene; ranged whether the scene knows ranges); it returns the event to log.
func (as *alarms) set(c Command, tick int64, contact func(int) bool, ranged bool) (AlarmEvent, error) {
	k := AlarmKind(c.N)
	switch {
	case c.N < 0 || k >= numAlarmKind:
		return AlarmEvent{}, ErrAlarm
	case k == AlarmBearing && !(c.Value >= 0 && c.Value < 360),
		k == AlarmRange && !(c.Value > 0),
		k == AlarmTime && !(c.Value > 0 && c.Value <= MaxAlarmMin):
		return AlarmEvent{}, ErrAlarm
	case k == AlarmRange && !ranged:
		return AlarmEvent{}, ErrAlarmRange
	case k != AlarmTime && !contact(c.Target):
		return AlarmEvent{}, ErrAlarmContact
	}
	a := Alarm{ID: len(*as) + 1, Kind: k, Target: c.Target, Value: c.Value, SetT: tick, prev: math.NaN()}
	if k == AlarmTime {
		a.Target = 0
	}
	*as = append(*as, a)
	return AlarmEvent{ID: a.ID, Type: k.Key(), Target: a.Target, Value: a.Value, Action: "set"}, nil
}

// clear clears a live alarm by id.
func (as alarms) clear(id int) (AlarmEvent, error) {
	if id < 1 || id > len(as) || !as[id-1].Live() {
		return AlarmEvent{}, ErrAlarmNone
	}
	a := &as[id-1]
	a.Cleared = true
	return AlarmEvent{ID: a.ID, Type: a.Kind.Key(), Target: a.Target, Value: a.Value, Action: "clear"}, nil
}

// step checks every live alarm at tick against the player's measures (measure returns
// the contact's bearing or range as the player knows it, ok false when unknown) and
// logs each that fires: tac_player_alarm "fired" and its tac_alert.
func (as alarms) step(tick int64, measure func(k AlarmKind, target int) (float64, bool), emit func(Event)) {
	for i := range as {
		a := &as[i]
		if !a.Live() {
			continue
		}
		fire := false
		switch a.Kind {
		case AlarmTime:
			fire = tick >= a.SetT+Ticks(60*a.Value)
		default:
			x, ok := measure(a.Kind, a.Target)
			if !ok {
				continue
			}
			d := x - a.Value
			if a.Kind == AlarmBearing {
				d = Wrap180(d)
			}
			p := a.prev
			a.prev = d
			switch {
			case math.Abs(d) <= 0.5:
				fire = true
			case math.IsNaN(p):
			case a.Kind == AlarmBearing:
				fire = math.Signbit(d) != math.Signbit(p) && math.Abs(d) < 90 && math.Abs(p) < 90
			default:
				fire = math.Signbit(d) != math.Signbit(p)
			}
		}
		if !fire {
			continue
		}
		a.Fired = true
		emit(AlarmEvent{ID: a.ID, Type: a.Kind.Key(), Target: a.Target, Value: a.Value, Action: "fired"})
		al := NewAlert(AlertPlayer, "alarm_"+a.Kind.Key())
		al.ID = a.ID
		emit(al)
	}
}

// Alarms returns the scene's player-set alarms (read-only).
func (sc *Scene) Alarms() []Alarm { return sc.alarms }

// alarmCmd is the attack scene's CmdAlarmSet / CmdAlarmClear.
func (sc *Scene) alarmCmd(c Command) error {
	if c.Kind == CmdAlarmClear {
		ev, err := sc.alarms.clear(c.N)
		if err == nil {
			sc.emit(ev)
		}
		return err
	}
	ev, err := sc.alarms.set(c, sc.Tick, func(id int) bool { return sc.Ship(id) != nil }, true)
	if err == nil {
		sc.emit(ev)
	}
	return err
}

// known is the attack scene's measure of contact id as the player knows it (above).
func (sc *Scene) known(k AlarmKind, id int) (float64, bool) {
	if id == sc.TDC.Target && sc.TDC.Range > 0 {
		e, _ := sc.TDC.estimated(sc.Tick)
		if k == AlarmBearing {
			return Bearing(Vec{}, e), true
		}
		return e.Len(), true
	}
	r := sc.readings[id-1]
	if k == AlarmBearing {
		return r.bearing, r.hasBearing
	}
	return r.rng, r.hasRange
}

// reading is the latest bearing (deg) and range (m) read for a ship (tac_obs).
type reading struct {
	bearing, rng         float64
	hasBearing, hasRange bool
}

// noteReading keeps a logged tac_obs as the ship's latest reading.
func (sc *Scene) noteReading(ev ObsEvent) {
	if ev.Target < 1 || ev.Target > len(sc.readings) {
		return
	}
	r := &sc.readings[ev.Target-1]
	switch ev.Method {
	case ObsBearing, ObsHydrophone:
		r.bearing, r.hasBearing = ev.Value, true
	case ObsStadimeter:
		r.rng, r.hasRange = ev.Value, true
	}
}

// Alarms returns the damage-control scene's player-set alarms (read-only).
func (sc *DCScene) Alarms() []Alarm { return sc.alarms }

// alarmCmd is the damage-control scene's CmdAlarmSet / CmdAlarmClear: "in N minutes"
// only (the board has no contacts).
func (sc *DCScene) alarmCmd(c Command) error {
	var ev AlarmEvent
	var err error
	if c.Kind == CmdAlarmClear {
		ev, err = sc.alarms.clear(c.N)
	} else {
		ev, err = sc.alarms.set(c, sc.Tick, func(int) bool { return false }, false)
	}
	if err == nil {
		sc.emit(ev)
	}
	return err
}

// noMeasure is the measure of a scene without contacts.
func noMeasure(AlarmKind, int) (float64, bool) { return 0, false }

// Alarms returns the pass's player-set alarms (read-only).
func (e *Evasion) Alarms() []Alarm { return e.alarms }

// alarmCmd is the evasion scene's CmdAlarmSet / CmdAlarmClear (bearing and time only).
func (e *Evasion) alarmCmd(c Command) error {
	var ev AlarmEvent
	var err error
	if c.Kind == CmdAlarmClear {
		ev, err = e.alarms.clear(c.N)
	} else {
		ev, err = e.alarms.set(c, e.Tick, func(id int) bool { return id >= 1 && id <= len(e.S.Hunters) }, false)
	}
	if err == nil {
		e.emit(ev)
	}
	return err
}

// heardBearing is the evasion scene's measure: the escort's latest tac_hear bearing
// while it is heard (the View's).
func (e *Evasion) heardBearing(k AlarmKind, id int) (float64, bool) {
	if k != AlarmBearing || id < 1 || id > len(e.V.Ev.Escorts) {
		return 0, false
	}
	es := &e.V.Ev.Escorts[id-1]
	return es.BearingDeg, es.Heard
}
