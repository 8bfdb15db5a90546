package tactical

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
)

// §4.6 the crash-dive scene (D1, [A1]): the surfaced boat, an aircraft running in at
// 75 m/s from its sighting distance, and the alarm. The scene measures the margin
// M = the aircraft's time to the boat − the boat's time under after the alarm, and
// hands back DiveDRM of M − M_ref (§1.3, −2 … +1) before the engine's [A1] roll; the
// roll decides the outcome and the picture follows it (Outcome, §2.8 outcome-first).
// Driven like the other scenes: DiveScene.Do(Command{Kind: CmdAlarm}) (decision
// tac_alarm, time stamped) or CmdByTable, DiveScene.Step() per 0.5 s tick.

// DiveSetup is the scene's start: the stream seed (the sky sector only), the lookout
// condition, the own boat's board type (§7.4 family) and whether the deck gun is manned.
type DiveSetup struct {
	Seed      uint64   `json:"seed"`
	Sighting  Sighting `json:"sighting"`
	BoatType  string   `json:"boat_type"`
	GunManned bool     `json:"gun_manned"`
}

// DiveEvent is `tac_dive` (§8.1).
type DiveEvent struct {
	SightedM float64 `json:"sighted_m"`
	AlarmS   float64 `json:"alarm_s"`
	MarginS  float64 `json:"margin_s"`
	Drm      int     `json:"drm"`
}

func (DiveEvent) Kind() EventKind { return EvDive }
func (e DiveEvent) Apply(v *View) {}

// DiveScene is the crash-dive scene's state.
type DiveScene struct {
	D        *Data
	Setup    DiveSetup
	F        *BoatFamily
	Tick     int64
	Bearing  float64 // the aircraft's bearing from the boat (deg; cosmetic)
	RangeM   float64 // the aircraft's distance now (m)
	Alarm    int64   // tick of the alarm, −1 before
	Depth    float64 // keel depth below the surface of the dive (m, 0 surfaced)
	Decided  bool    // the margin is known (alarm given, or the aircraft arrived)
	DRM      int
	Margin   float64
	ByTable  bool
	Ended    bool
	Reason   EndReason
	Orders   []Order
	Log      []Logged
	arriveAt int64
}

// The crash dive's errors.
var (
	ErrDiveAlarm = errors.New("tactical: dive: the alarm has already been given")
	ErrDiveCmd   = errors.New("tactical: dive: not a crash-dive command (alarm, by table)")
)

// NewDive returns the scene at the sighting (tick 0).
func NewDive(d *Data, su DiveSetup) (*DiveScene, error) {
	f := d.BoatFor(su.BoatType)
	if f == nil {
		return nil, fmt.Errorf("tactical: dive: no boat family for type %q", su.BoatType)
	}
	if su.Sighting > SightNaxos {
		return nil, fmt.Errorf("tactical: dive: sighting %d unknown", su.Sighting)
	}
	r := NewStream(su.Seed, 0xd1)
	sc := &DiveScene{D: d, Setup: su, F: f, Alarm: -1, Bearing: math.Floor(r.Uniform(0, 360)), RangeM: d.SightRange(su.Sighting)}
	sc.arriveAt = Ticks(sc.RangeM / d.Dive.AircraftMS)
	sc.Log = append(sc.Log, Logged{Ev: StartEvent{Scene: "crash_dive", Entry: "D1", TickS: Tick}},
		Logged{Ev: NewAlert(AlertAircraft, "aircraft")}) // §5, §4.6 the aircraft sighted: forced ×1
	return sc, nil
}

// Do applies a command at the current tick (rejected: nothing changes, not recorded).
func (sc *DiveScene) Do(c Command) error {
	if sc.Ended {
		return ErrEnded
	}
	switch c.Kind {
	case CmdAlarm:
		if sc.Alarm >= 0 {
			return ErrDiveAlarm
		}
		sc.Alarm = sc.Tick
		sc.Log = append(sc.Log, Logged{Tick: sc.Tick, Ev: DecisionEvent{ID: "tac_alarm", Choice: "dive"}})
		sc.decide(Seconds(sc.Tick))
	case CmdByTable:
		sc.ByTable, sc.Ended, sc.Reason = true, true, EndByTable
		sc.Log = append(sc.Log, Logged{Tick: sc.Tick, Ev: DecisionEvent{ID: "tac_by_table", Choice: "yes"}},
			Logged{Tick: sc.Tick, Ev: EndEvent{Scene: "crash_dive", Reason: EndByTable, Key: EndByTable.Key(), SimS: Seconds(sc.Tick)}})
	default:
		return ErrDiveCmd
	}
	sc.Orders = append(sc.Orders, Order{Tick: sc.Tick, Cmd: c})
	return nil
}

// decide fixes the margin with the alarm at reaction seconds after the sighting.
func (sc *DiveScene) decide(reaction float64) {
	d := sc.D
	sc.Margin = d.DiveMargin(d.SightRange(sc.Setup.Sighting), reaction, sc.Setup.GunManned, sc.F)
	night := sc.Setup.Sighting >= SightNight
	sc.DRM = d.DiveDRM(sc.Margin - d.DiveRef(night, sc.F))
	sc.Decided = true
	sc.Log = append(sc.Log, Logged{Tick: sc.Tick, Ev: DiveEvent{SightedM: d.SightRange(sc.Setup.Sighting), AlarmS: reaction, MarginS: math.Round(sc.Margin*10) / 10, Drm: sc.DRM}})
}

// Step advances one tick: the aircraft closes; after the alarm the bridge clears and
// the boat floods down to 20 m. When the aircraft arrives with no alarm given, the
// margin is decided with the alarm at that moment.
func (sc *DiveScene) Step() {
	if sc.Ended {
		return
	}
	sc.Tick++
	sc.RangeM = max(0, sc.RangeM-sc.D.Dive.AircraftMS*Tick)
	if sc.Alarm >= 0 {
		clear := sc.D.Dive.BridgeS
		if sc.Setup.GunManned {
			clear += sc.D.Dive.GunCrewS
		}
		flood := sc.F.CrashS - sc.D.Dive.BridgeS
		if t := Seconds(sc.Tick-sc.Alarm) - clear; t > 0 {
			sc.Depth = min(20, 20*t/flood)
		}
	}
	if sc.Tick >= sc.arriveAt && !sc.Decided {
		sc.decide(Seconds(sc.Tick))
	}
}

// Outcome ends the scene with the engine's [A1] result (dived: the aircraft finds
// nothing; else it attacks): the picture follows the roll (§2.8).
func (sc *DiveScene) Outcome(dived bool) {
	if sc.Ended {
		return
	}
	r := EndAttacked
	if dived {
		r = EndDived
	}
	sc.Ended, sc.Reason = true, r
	sc.Log = append(sc.Log, Logged{Tick: sc.Tick, Ev: EndEvent{Scene: "crash_dive", Reason: r, Key: r.Key(), SimS: Seconds(sc.Tick)}})
}

// DiveAI is §6.4: the auto-alarm 2.0 s × skill after the sighting (Ace 1.0 s,
// Reference 2.0 s, Green 3.0 s).
type DiveAI struct{ Skill Skill }

// Act sounds the alarm when its reaction time has passed.
func (a DiveAI) Act(sc *DiveScene) {
	if sc.Alarm < 0 && !sc.Ended && Seconds(sc.Tick) >= sc.D.Dive.ReferenceReaction*float64(a.Skill) {
		_ = sc.Do(Command{Kind: CmdAlarm})
	}
}

// PlayDive runs the scene with the AI until the margin is decided; it returns DiveDRM.
func PlayDive(sc *DiveScene, ai DiveAI) int {
	for !sc.Decided && !sc.Ended {
		ai.Act(sc)
		if !sc.Decided {
			sc.Step()
		}
	}
	return sc.DRM
}

// SavedDive is the saved form of a crash-dive scene.
type SavedDive struct {
	Setup  DiveSetup `json:"setup"`
	Orders []Order   `json:"orders"`
	Tick   int64     `json:"tick"`
}

// Save returns the scene's save (JSON).
func (sc *DiveScene) Save() ([]byte, error) {
	return json.Marshal(SavedDive{Setup: sc.Setup, Orders: sc.Orders, Tick: sc.Tick})
}

// LoadDive rebuilds a saved crash-dive scene by replaying its orders.
func LoadDive(d *Data, b []byte) (*DiveScene, error) {
	var s SavedDive
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, err
	}
	sc, err := NewDive(d, s.Setup)
	if err != nil {
		return nil, err
	}
	o := 0
	for {
		for o < len(s.Orders) && s.Orders[o].Tick == sc.Tick {
			if err := sc.Do(s.Orders[o].Cmd); err != nil {
				return nil, fmt.Errorf("tactical: dive replay: %w", err)
			}
			o++
		}
		if sc.Tick >= s.Tick || sc.Ended {
			break
		}
		sc.Step()
	}
	if o != len(s.Orders) {
		return nil, errors.New("tactical: dive replay: orders left after the scene's tick")
	}
	return sc, nil
}
