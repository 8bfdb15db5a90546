package tactical

import (
	"errors"
	"fmt"
	"math"
)

// The attack scene (§2): state, the command API (§8.2 decisions and orders alike),
// and the fixed-tick step (§5).

// Own is the U-boat in the scene: plot position (m), course (deg), speed (kn), the
// ordered course and speed it is turning and accelerating to.
type Own struct {
	Pos                     Vec
	Course, Speed           float64
	OrderCourse, OrderSpeed float64
	Surfaced                bool
	Scope                   bool // periscope raised
	Family                  *BoatFamily
}

// TubeState is a tube's state on the status strip.
type TubeState uint8

const (
	TubeLoaded TubeState = iota
	TubeFlooding
	TubeFlooded
	TubeFired
	TubeEmpty
)

// Tube is one torpedo tube. No is 1-based over bow then stern tubes.
type Tube struct {
	No      int
	End     End
	Weapon  Weapon
	State   TubeState
	ReadyAt int64 // tick the flooding completes
}

// TDCSetting is the weapon side of the TDC panel: weapon, speed setting (kn), running
// depth (m), spread count n and coverage k (§2.5, §2.7.4).
type TDCSetting struct {
	Weapon  Weapon
	Setting int
	Depth   float64
	SpreadN int
	SpreadK float64
}

// Running is a torpedo in the water (outcome decided at launch, §2.8).
type Running struct {
	Tube    int
	Target  int // ship id
	Start   Vec // realised straight-leg start (m), shifted by ν
	Course  float64
	Speed   float64 // kn
	LaunchT int64
	T0      float64 // s from launch to the straight leg
	EndT    int64   // tick of the end event
	EndPos  Vec
	Outcome U1Outcome
	Fault   bool
	OffTgt  bool
	Second  bool // an NSA second-salvo torpedo (9.5.2, §2.6)
	// FaTShip is the new ship a FaT hits on its 9.2.4 roll (Outcome U1FaTHit, §2.7.3
	// "the scene spawns that ship in the next column and shows the torpedo's loops
	// reaching it"), for the screens: [designed] a ship of the aimed target's class
	// and the group's course and speed, standing where the pattern run ends (EndPos) at
	// EndT. It is not one of Ships (the engine names the ship hit; the scene's
	// navigation and draws do not change); nil for any other outcome.
	FaTShip *Ship
	Rolls   []RollEvent
	done    bool
}

// Scene is one attack scene. Create it with NewAttack; drive it with Do and Step.
// All state that matters is either in Setup (the input) or reproduced by replaying the
// orders stream, so Save/Load need only those (§8.2, §9.5.2).
type Scene struct {
	D     *Data
	Setup Setup
	Table Table

	Tick     int64
	Own      Own
	Ships    []Ship
	Tubes    []Tube
	TDC      TDCInput
	Weapon   TDCSetting
	Running  []Running
	Exposure float64      // §2.9 E, seconds
	Transit  TransitTimer // §2.4 the length-transit timer (transit.go)

	// Round (§2.6): the committed end, the first launch tick, the bracket per ship.
	Committed    bool
	CommitEnd    End
	FirstLaunch  int64
	Brackets     []Bracket // per ship (index ID−1), fixed at the first launch
	RoundBracket Bracket
	RoundTarget  int        // the first launch's target (ship id): its §2.9 E_ref situation
	RoundSetting CalSetting // the first launch's calibration setting (§2.9 E_ref)
	// GroupStart is the first launch tick of each end's group against unescorted
	// targets (§2.6, 9.4.2: bow and stern are separate groups, each with its own 60 s
	// window); groupOpen says which have begun.
	GroupStart [2]int64
	groupOpen  [2]bool
	// SecondSalvo is the NSA second salvo (9.5.2, §2.6) ticked before the first launch:
	// the other end floods at the commit and fires by itself once the boat has turned,
	// within Firing.SecondSalvoS of the first launch. SecondDone: it has been fired or
	// has lapsed.
	SecondSalvo bool
	SecondDone  bool
	secondTurn  float64 // the second salvo's turn direction (+1 starboard, −1 port), once chosen

	Ended  bool
	Reason EndReason

	Log    []Logged
	Orders []Order
	fixes  [][]Fix // plotted fixes per ship (index ID−1), §2.4 plot

	// The contact picture (contacts.go, per ship), the latest readings the player's
	// alarms measure by and the player-set alarms (alarms.go).
	contacts []contactTrack
	readings []reading
	alarms   alarms

	setupRng, obsRng, diceRng Stream
	zigzag                    bool
	nextZig                   int64
	groupSpeed                float64
	baseCourse, legCourse     float64
	zigSign                   float64
}

// TimeLimit is how long the targets take to pass (§2.1 "15–25 sim minutes"); the scene
// ends as declined if nothing was fired by then [designed: 40 min].
const TimeLimit = 40 * 60 * TicksPerSecond

// NewAttack builds an attack scene from a set-up (§2.1) with the given table (nil =
// LocalTable).
func NewAttack(d *Data, su Setup, t Table) (*Scene, error) {
	if err := su.Check(); err != nil {
		return nil, err
	}
	if t == nil {
		t = LocalTable{}
	}
	sc := &Scene{D: d, Setup: su, Table: t, zigSign: 1}
	sc.setupRng = NewStream(su.Seed, 1)
	sc.obsRng = NewStream(su.Seed, 2)
	sc.diceRng = NewStream(su.Seed, 3)
	sc.build()
	sc.Brackets = make([]Bracket, len(sc.Ships))
	sc.fixes = make([][]Fix, len(sc.Ships))
	sc.Running = make([]Running, 0, len(sc.Tubes))
	sc.Log = make([]Logged, 0, 64)
	sc.Weapon = TDCSetting{Depth: 3, SpreadN: 1, SpreadK: 0.5}
	if w := sc.firstWeapon(); w != WeaponNone {
		sc.Weapon.Weapon = w
		sc.Weapon.Setting = d.Settings(w)[0].Setting
	}
	sc.emit(StartEvent{Scene: "attack", Entry: "B7", TickS: Tick, SeedStream: su.Seed, Calib: d.Calib.ToolVersion})
	for i := range sc.Ships {
		s := &sc.Ships[i]
		sc.emit(UnitEvent{ID: s.ID, Role: s.Role.Key(), Class: s.Class, Name: s.Name, X: r1(s.Pos.X), Y: r1(s.Pos.Y),
			Course: r1(s.Course), SpeedKn: r1(s.Speed), Book: Book{r1(s.BookLength), r1(s.BookMast)},
			Dev: Dev{r1(100 * s.DevLength), r1(100 * s.DevMast)}})
	}
	sc.emit(UnitEvent{ID: 0, Role: RoleOwn.Key(), Class: sc.Own.Family.Key, Name: "own", X: r1(sc.Own.Pos.X), Y: r1(sc.Own.Pos.Y),
		Course: r1(sc.Own.Course), SpeedKn: r1(sc.Own.Speed), Book: Book{sc.Own.Family.Length, 0}})
	sc.readings = make([]reading, len(sc.Ships))
	sc.startContacts()
	if su.Mode == ModeNSA && sc.endLoaded(Bow) && sc.endLoaded(Stern) {
		// §5 "a decision the engine asks for": the NSA second salvo (9.5.2, §2.6) can
		// be ticked from here until the first launch (CmdSecondSalvo).
		sc.emit(NewAlert(AlertDecision, "second_salvo"))
	}
	return sc, nil
}

func r1(x float64) float64 { return math.Round(x*10) / 10 }

func (sc *Scene) firstWeapon() Weapon {
	for _, t := range sc.Tubes {
		if t.Weapon != WeaponNone {
			return t.Weapon
		}
	}
	return WeaponNone
}

func (sc *Scene) emit(e Event) { sc.Log = append(sc.Log, Logged{Tick: sc.Tick, Ev: e}) }

// View replays the log into a fresh View (what a screen reads).
func (sc *Scene) View() View { return ViewOf(sc.Log, sc.Tick) }

// Ship returns the ship with an id (1-based), or nil.
func (sc *Scene) Ship(id int) *Ship {
	if id < 1 || id > len(sc.Ships) {
		return nil
	}
	return &sc.Ships[id-1]
}

// ---- commands ----------------------------------------------------------------

// CmdKind is the kind of a command. Orders (continuous inputs) and decisions (§8.2)
// go through the same API and the same recorded stream.
type CmdKind uint8

const (
	CmdCourse      CmdKind = iota // Value: ordered course (deg)
	CmdSpeed                      // Value: ordered speed (kn)
	CmdPeriscope                  // Flag: up
	CmdObserve                    // Target, Method: take a reading (periscope up or surfaced)
	CmdSetTDC                     // Target, Range (m), AOB (deg), Speed (kn): dial the estimates
	CmdWeapon                     // Weapon, Setting (kn), Value: running depth (m)  (decision tac_weapon / tac_setting)
	CmdSpread                     // N, Value: k                                      (decision tac_spread)
	CmdFlood                      // End: flood that end's loaded tubes (30 s)
	CmdFire                       // Tube: launch one tube on the TDC solution       (decision tac_fire)
	CmdAbort                      // decline the attack                               (decision tac_abort_attack)
	CmdByTable                    // resolve by table                                 (decision tac_by_table)
	CmdSecondSalvo                // Flag: tick the NSA second salvo before the first launch (decision tac_second_salvo)
	numCmd
)

var cmdKeys = [numCmd]string{"course", "speed", "periscope", "observe", "set_tdc", "tac_weapon", "tac_spread", "flood", "tac_fire", "tac_abort_attack", "tac_by_table", "tac_second_salvo"}

// Key returns the order or decision key.
func (k CmdKind) Key() string {
	if k >= numCmd {
		return cmdKeysMore[k-numCmd] // search.go, dcscene.go: evasion, damage control, crash dive
	}
	return cmdKeys[k]
}

// Command is one order or decision. Only the fields of its kind are read.
type Command struct {
	Kind    CmdKind   `json:"k"`
	Value   float64   `json:"v,omitempty"`
	Flag    bool      `json:"f,omitempty"`
	Target  int       `json:"tg,omitempty"`
	Method  ObsMethod `json:"m,omitempty"`
	Range   float64   `json:"r,omitempty"`
	AOB     float64   `json:"a,omitempty"`
	Speed   float64   `json:"s,omitempty"`
	Weapon  Weapon    `json:"w,omitempty"`
	Setting int       `json:"st,omitempty"`
	N       int       `json:"n,omitempty"`
	End     End       `json:"e,omitempty"`
	Tube    int       `json:"tu,omitempty"`
}

// Order is a command with the tick it was given at (the saved orders stream).
type Order struct {
	Tick int64   `json:"tick"`
	Cmd  Command `json:"cmd"`
}

// Errors of Do.
var (
	ErrEnded      = errors.New("tactical: the scene has ended")
	ErrNoSolution = errors.New("tactical: no firing solution (TDC light)")
)

// Do applies a command at the current tick. A rejected command changes nothing and is
// not recorded.
func (sc *Scene) Do(c Command) error {
	if sc.Ended {
		return ErrEnded
	}
	if err := sc.apply(c); err != nil {
		return err
	}
	sc.Orders = append(sc.Orders, Order{Tick: sc.Tick, Cmd: c})
	return nil
}

func (sc *Scene) apply(c Command) error {
	d := sc.D
	switch c.Kind {
	case CmdCourse:
		sc.Own.OrderCourse = Wrap360(c.Value)
	case CmdSpeed:
		max := sc.Own.Family.Sub
		if sc.Own.Surfaced {
			max = sc.Own.Family.Surf
		}
		if c.Value < 0 || c.Value > max {
			return fmt.Errorf("tactical: speed %v kn outside 0–%v", c.Value, max)
		}
		sc.Own.OrderSpeed = c.Value
	case CmdPeriscope:
		if sc.Own.Surfaced {
			return errors.New("tactical: surfaced: no periscope")
		}
		if c.Flag == sc.Own.Scope {
			return nil
		}
		sc.Own.Scope = c.Flag
		sc.transitLapse()
		sc.emit(PeriscopeEvent{Up: c.Flag, ExposureS: sc.Exposure})
	case CmdObserve:
		return sc.observe(c)
	case CmdTransitStart, CmdTransitStop:
		return sc.transit(c)
	case CmdSetTDC:
		if sc.Ship(c.Target) == nil || c.Range <= 0 || c.Speed < 0 {
			return errors.New("tactical: bad TDC input")
		}
		s := sc.Ship(c.Target)
		sc.TDC = TDCInput{Target: c.Target, Range: c.Range, AOB: Wrap180(c.AOB), Speed: c.Speed,
			Bearing: Bearing(sc.Own.Pos, s.Pos), Tick: sc.Tick}
		// The bearing is the sight's: taken with the dial-in (optical when looking).
		if sc.canSee() {
			o := Observer{In: &d.Instruments, Skill: Reference}
			sc.TDC.Bearing = o.OpticalBearing(&sc.obsRng, sc.TDC.Bearing)
		} else {
			o := Observer{In: &d.Instruments, Skill: Reference}
			sc.TDC.Bearing = o.HydrophoneBearing(&sc.obsRng, sc.TDC.Bearing)
		}
		sc.emitTDC()
	case CmdWeapon:
		t := d.Setting(c.Weapon, c.Setting)
		if t == nil || c.Value < d.Tubes.DepthMin || c.Value > d.Tubes.DepthMax {
			return errors.New("tactical: no such weapon setting or depth")
		}
		sc.Weapon.Weapon, sc.Weapon.Setting, sc.Weapon.Depth = c.Weapon, c.Setting, c.Value
		sc.emitTDC()
	case CmdSpread:
		if c.N < 1 || c.N > 4 || c.Value < 0 || c.Value > 2 {
			return errors.New("tactical: spread n 1–4, k 0–2")
		}
		sc.Weapon.SpreadN, sc.Weapon.SpreadK = c.N, c.Value
		sc.emitTDC()
	case CmdFlood:
		n := 0
		for i := range sc.Tubes {
			t := &sc.Tubes[i]
			if t.End == c.End && t.State == TubeLoaded && t.Weapon != WeaponNone {
				t.State, t.ReadyAt = TubeFlooding, sc.Tick+Ticks(d.Tubes.FloodS)
				n++
			}
		}
		if n == 0 {
			return errors.New("tactical: nothing to flood at that end")
		}
	case CmdFire:
		return sc.fire(c.Tube)
	case CmdAbort:
		if sc.Committed {
			return errors.New("tactical: already committed")
		}
		sc.emit(DecisionEvent{ID: "tac_abort_attack", Choice: "yes"})
		sc.end(EndDeclined)
	case CmdByTable:
		sc.emit(DecisionEvent{ID: "tac_by_table", Choice: "yes"})
		sc.end(EndByTable)
	case CmdAlarmSet, CmdAlarmClear:
		return sc.alarmCmd(c) // §5 player-set alarms (alarms.go)
	case CmdSecondSalvo:
		// §2.6, 9.5.2: a Night Surface Attack only, before the first launch, with a
		// torpedo loaded at each end (the second salvo is the end not committed).
		switch {
		case sc.Setup.Mode != ModeNSA:
			return errors.New("tactical: a second salvo only in a Night Surface Attack (9.5.2)")
		case sc.Committed:
			return errors.New("tactical: the second salvo is ticked before the first launch")
		case !sc.endLoaded(Bow) || !sc.endLoaded(Stern):
			return errors.New("tactical: a second salvo needs torpedoes at both ends")
		}
		if c.Flag == sc.SecondSalvo {
			return nil
		}
		sc.SecondSalvo = c.Flag
		ch := "no"
		if c.Flag {
			ch = "yes"
		}
		sc.emit(DecisionEvent{ID: "tac_second_salvo", Choice: ch})
	default:
		return fmt.Errorf("tactical: unknown command %d", c.Kind)
	}
	return nil
}

func (sc *Scene) emitTDC() {
	sc.emit(TDCEvent{Target: sc.TDC.Target, RangeM: r1(sc.TDC.Range), AOBDeg: r1(sc.TDC.AOB), SpeedKn: r1(sc.TDC.Speed),
		Weapon: sc.Weapon.Weapon.Key(), SettingKn: sc.Weapon.Setting, DepthM: sc.Weapon.Depth,
		SpreadN: sc.Weapon.SpreadN, SpreadK: sc.Weapon.SpreadK})
}

func (sc *Scene) canSee() bool { return sc.Own.Surfaced || sc.Own.Scope }

// endLoaded reports a torpedo loaded (not yet flooded or fired) at an end.
func (sc *Scene) endLoaded(e End) bool {
	for _, t := range sc.Tubes {
		if t.End == e && t.Weapon != WeaponNone && t.State == TubeLoaded {
			return true
		}
	}
	return false
}

// observe is §2.4: one reading with the player's instruments at Reference error (the
// human's instruments carry exactly the reference errors; skill is how they are used).
func (sc *Scene) observe(c Command) error {
	s := sc.Ship(c.Target)
	if s == nil {
		return errors.New("tactical: no such contact")
	}
	o := Observer{In: &sc.D.Instruments, Skill: Reference}
	r := &sc.obsRng
	trueB := Bearing(sc.Own.Pos, s.Pos)
	rng := s.Pos.Sub(sc.Own.Pos).Len()
	ev := ObsEvent{Target: s.ID, Method: c.Method}
	switch c.Method {
	case ObsStadimeter, ObsSilhouette, ObsTransit, ObsBearing, ObsPlot:
		if !sc.canSee() {
			return errors.New("tactical: raise the periscope first")
		}
	}
	switch c.Method {
	case ObsStadimeter:
		ev.Value, ev.Unit, ev.TrueValue = o.Stadimeter(r, s, rng, !sc.Own.Surfaced), "m", rng
	case ObsSilhouette:
		ev.Value, ev.side = o.silhouette(r, AOB(trueB, s.Course), rng, sc.Setup.Night)
		ev.Unit, ev.TrueValue = "deg", AOB(trueB, s.Course)
	case ObsTransit:
		v, ok := o.Transit(r, s, trueB, Velocity(sc.Own.Course, sc.Own.Speed))
		if !ok {
			return errors.New("tactical: the target does not cross the wire")
		}
		ev.Value, ev.Unit, ev.TrueValue = v, "kn", s.Speed
	case ObsBearing:
		ev.Value, ev.Unit, ev.TrueValue = o.OpticalBearing(r, trueB), "deg", trueB
	case ObsHydrophone:
		if sc.Own.Surfaced {
			return errors.New("tactical: hydrophones need the boat submerged")
		}
		ev.Value, ev.Unit, ev.TrueValue = o.HydrophoneBearing(r, trueB), "deg", trueB
	case ObsPropeller:
		if sc.Own.Surfaced {
			return errors.New("tactical: hydrophones need the boat submerged")
		}
		ev.Value, ev.Unit, ev.TrueValue = o.Propeller(r, s), "kn", s.Speed
	case ObsPlot:
		// §2.4 speed (b) / course: a fix is a bearing plus a stadimeter range; from the
		// second fix on, the plot reports speed and course over the whole baseline.
		f := FixFrom(sc.Tick, sc.Own.Pos, o.OpticalBearing(r, trueB), o.Stadimeter(r, s, rng, !sc.Own.Surfaced))
		sc.fixes[s.ID-1] = append(sc.fixes[s.ID-1], f)
		fs := sc.fixes[s.ID-1]
		if len(fs) < 2 {
			return nil
		}
		v, c, ok := PlotTrack(fs[0], fs[len(fs)-1])
		if !ok {
			return nil
		}
		sc.emit(ObsEvent{Target: s.ID, Method: ObsPlot, MethodKey: ObsPlot.Key(), Value: r1(v), Unit: "kn", TrueValue: r1(s.Speed)})
		ev.Value, ev.Unit, ev.TrueValue = c, "deg", s.Course
	default:
		return errors.New("tactical: unknown observation method")
	}
	ev.MethodKey = c.Method.Key()
	ev.Value, ev.TrueValue = r1(ev.Value), r1(ev.TrueValue)
	sc.noteReading(ev)
	sc.emit(ev)
	return nil
}

// Solution returns the TDC's current solution for an end with the current weapon
// setting (what the TDC panel shows).
func (sc *Scene) Solution(end End) Solution {
	t := sc.D.Setting(sc.Weapon.Weapon, sc.Weapon.Setting)
	s := sc.Ship(sc.TDC.Target)
	if t == nil || s == nil || sc.TDC.Range <= 0 {
		return Solution{}
	}
	return sc.TDC.Solve(sc.Tick, sc.Own.Course, t.Speed, t.Range, end, sc.Weapon.SpreadN, sc.Weapon.SpreadK, s.BookLength)
}

// fire is §2.6 and §2.7: one tube launched on the TDC solution.
func (sc *Scene) fire(no int) error {
	d := sc.D
	if no < 1 || no > len(sc.Tubes) {
		return errors.New("tactical: no such tube")
	}
	tube := &sc.Tubes[no-1]
	switch {
	case tube.State != TubeFlooded:
		return errors.New("tactical: tube not flooded or already fired")
	case tube.Weapon != sc.Weapon.Weapon:
		return errors.New("tactical: the TDC is set for another weapon than this tube holds")
	}
	escorted := sc.Setup.Group.Escorted()
	second := sc.Committed && sc.SecondSalvo && tube.End != sc.CommitEnd
	switch {
	case second:
		if sc.SecondDone || sc.Tick > sc.FirstLaunch+Ticks(d.Firing.SecondSalvoS) {
			return errors.New("tactical: the second salvo's 90 s have passed")
		}
	case sc.Committed:
		if escorted && tube.End != sc.CommitEnd {
			return errors.New("tactical: one end only per round against escorted targets (9.2.1)")
		}
		start := sc.FirstLaunch
		if !escorted { // §2.6 each group its own window, from its first launch
			start = sc.Tick
			if sc.groupOpen[tube.End] {
				start = sc.GroupStart[tube.End]
			}
		}
		if sc.Tick > start+Ticks(d.Firing.CommitWindowS) {
			return errors.New("tactical: the 60 s commit window has closed")
		}
	}
	target := sc.Ship(sc.TDC.Target)
	if target == nil || target.Sunk {
		return errors.New("tactical: no target in the TDC")
	}
	spec := d.Setting(sc.Weapon.Weapon, sc.Weapon.Setting)
	if sc.Committed && sc.Brackets[target.ID-1] == Extreme && !spec.FaT {
		return errors.New("tactical: from Extreme range only FaT torpedoes fire (14.16)")
	}
	sol := sc.Solution(tube.End)
	if !sol.OK {
		return ErrNoSolution
	}
	if !sc.Committed {
		// §2.6 close-range pre-fire check, before any torpedo leaves.
		if escorted && target.Pos.Sub(sc.Own.Pos).Len() <= d.Firing.PreFireRangeM {
			det, ev := sc.Table.E2Close(&sc.diceRng, sc.Setup.E2CloseDRM)
			sc.emit(ev)
			sc.emit(NewAlert(AlertPreFire, ev.Result)) // §5 the pre-fire check's result
			if det {
				sc.end(EndAttacked)
				return nil
			}
		}
		sc.Committed, sc.CommitEnd, sc.FirstLaunch = true, tube.End, sc.Tick
		// §2.7.1 Extreme (opt 14.16): > 5,000 m, FaT only, convoy only.
		ext := sc.Setup.Extreme && spec.FaT && sc.Setup.Group == GroupConvoy
		for i := range sc.Ships {
			sc.Brackets[i] = d.BracketOf(sc.Ships[i].Pos.Sub(sc.Own.Pos).Len(), ext)
		}
		sc.RoundBracket, sc.RoundTarget = sc.Brackets[target.ID-1], target.ID
		sc.RoundSetting = CalSettingFor(sc.Weapon.Weapon, sc.Weapon.Setting)
		sc.emit(CommitEvent{End: tube.End.Key(), DeadlineS: d.Firing.CommitWindowS})
		if sc.SecondSalvo { // §2.6: the other end floods now, to fire once the boat has turned
			for i := range sc.Tubes {
				if t := &sc.Tubes[i]; t.End != tube.End && t.Weapon != WeaponNone && t.State == TubeLoaded {
					t.State, t.ReadyAt = TubeFlooding, sc.Tick+Ticks(d.Tubes.FloodS)
				}
			}
		}
	}
	// The spread offset of this torpedo: the k-th launch of its salvo on this target.
	k := 0
	for _, r := range sc.Running {
		if r.Target == target.ID && r.Second == second {
			k++
		}
	}
	off := 0.0
	if sc.Weapon.SpreadN > 1 {
		off = SpreadOffset(k%sc.Weapon.SpreadN, sc.Weapon.SpreadN, sol.Spread)
	}
	course := Wrap360(sol.TorpCourse + off)
	shot := d.TrueShot(sc.Own.Pos, sc.Own.Course, tube.End, course, spec.Speed, spec.Range, spec.SeekerM, target)
	b := sc.Brackets[target.ID-1]
	cuts := d.Calib.Cuts(CondOfSetup(&sc.Setup), b, target.Kind, CalSettingFor(sc.Weapon.Weapon, sc.Weapon.Setting))
	qref := cuts.QRef()
	grade, drm := d.GradeOf(shot.Logit, cuts)
	switch {
	case spec.GuidedMin > 0:
		// §2.7.3 [designed]: a guided shot never loses the 9.2.5 minimum. Off target
		// (outside the seeker's acquisition width) it rolls [U1] at the worst grade's
		// modifier, which the minimum bounds; the escort depth trap does not apply
		// (the table's guarantee stands: the layer only moves the modifier, §1.3).
		if grade == OffTarget {
			drm = d.Grades[len(d.Grades)-1].Drm
		}
	case target.Kind == Escort && sc.Weapon.Depth > d.Tubes.EscortMaxDepth:
		grade, drm = OffTarget, 0 // §2.5: runs under the shallow hull
		shot.Logit = math.Inf(-1) // no crossing (the calibration's samples see it so)
	}
	if b == Extreme {
		drm = 0
	}
	tube.State = TubeFired
	run := Running{Tube: tube.No, Target: target.ID, Course: course, Speed: spec.Speed, LaunchT: sc.Tick, T0: shot.T0, Second: second}
	if !escorted && !sc.groupOpen[tube.End] {
		sc.GroupStart[tube.End], sc.groupOpen[tube.End] = sc.Tick, true
	}
	sc.resolve(&run, shot, target, grade, drm, b, spec, SolutionMod(drm, grade, shot.Q, qref).Why)
	sc.Running = append(sc.Running, run)
	sc.emit(LaunchEvent{Tube: tube.No, Weapon: sc.Weapon.Weapon.Key(), SettingKn: sc.Weapon.Setting, Target: target.ID,
		Bracket: b.Key(), GyroDeg: r1(sol.Gyro), OffsetDeg: r1(off), TrackDeg: r1(sol.Track), RunM: r1(sol.Run), RunS: r1(sol.RunTime),
		MissM: r1(shot.Pass.Miss), WindowM: r1(shot.Window), Q: round4(shot.Q), QRef: qref, Logit: shot.Logit, Grade: grade.Key(), Drm: drm, Second: second})
	sc.emit(NewAlert(AlertTorpedo, "launch")) // §5 a torpedo launched
	return nil
}

// resolve is §2.7.3 and §2.8: the [U1] roll at launch (kept hidden until arrival), and
// the realised lateral deviation ν drawn so that the path agrees with the roll.
func (sc *Scene) resolve(run *Running, shot Shot, target *Ship, grade Grade, drm int, b Bracket, spec *TorpedoSpec, why string) {
	d := sc.D
	r := &sc.diceRng
	out := U1Miss
	guided := spec.GuidedMin > 0
	if grade != OffTarget || guided { // a guided shot always rolls (its 9.2.5 minimum)
		out, run.Rolls = sc.Table.U1(r, U1Request{Bracket: b, Number: d.U1Number(b), TableDRM: sc.Setup.U1TableDRM, KindDRM: target.Kind.StandingDRM(),
			Solution: drm, SolutionWhy: why, Weapon: sc.Weapon.Weapon, Guided: spec.GuidedMin, Superior: sc.Setup.SuperiorTorpedo, SecondDRM: secondDRM(run.Second, sc.Setup.SecondSalvoDRM),
			FaTConvoy: spec.FaT && sc.Setup.Group == GroupConvoy && target.Kind != Escort})
	}
	run.Outcome, run.OffTgt = out, grade == OffTarget && !guided
	m, w, sig := shot.Pass.Miss, shot.Window, shot.Sigma
	hitPath := out == U1Hit || out == U1Dud
	var nu float64
	switch {
	case grade == OffTarget && !guided && target.Kind == Escort && sc.Weapon.Depth > d.Tubes.EscortMaxDepth:
		run.Fault = true // §2.5: set too deep, it runs under the escort's keel (no roll)
	case hitPath && guided:
		// The seeker found the target: the run is drawn onto the hull (its homing leg
		// is a straight line in the headless picture), inside the middle 80 % of the
		// hull's presented width.
		nu = -m + 0.8*shot.Pass.Window*(r.Float64()-0.5)
	case hitPath:
		if shot.Pass.Reaches {
			nu = truncNormal(r, sig, -w/2-m, w/2-m)
		}
	case shot.Q > d.FaultQ:
		run.Fault = true
		f := r.Die(6)
		res := "deep"
		if f >= 5 {
			res = "gyro"
		}
		run.Rolls = append(run.Rolls, RollEvent{Table: "TAC_FAULT", Dice: "1d6", Faces: []int{f}, Mods: []Mod{}, Total: f, Result: res})
	default:
		nu = tailNormal(r, sig, -w/2-m, w/2-m)
	}
	wv := Velocity(run.Course, run.Speed).Sub(target.Velocity())
	wh := wv.Scale(1 / wv.Len())
	perp := Vec{wh.Y, -wh.X} // r × ŵ grows along this direction: m(P+δ·perp) = m + δ
	run.Start = shot.Start.Add(perp.Scale(nu))
	t0 := shot.T0
	hull := target.Hull()
	hull.Pos = hull.Pos.Add(target.Velocity().Scale(t0))
	if hitPath && shot.Pass.Reaches {
		te, ok := entryTime(run.Start, wv, hull)
		if !ok {
			te = shot.Pass.TStar
		}
		run.EndT = run.LaunchT + Ticks(t0+te)
		run.EndPos = run.Start.Add(Velocity(run.Course, run.Speed).Scale(te))
	} else {
		runS := (spec.Range - shot.Run + math.Max(shot.Pass.Run, 0)) / (run.Speed * Knot)
		if shot.Pass.Reaches && shot.Pass.TStar > 0 {
			runS = math.Max(runS, shot.Pass.TStar)
		}
		run.EndT = run.LaunchT + Ticks(t0+runS)
		run.EndPos = run.Start.Add(Velocity(run.Course, run.Speed).Scale(runS))
	}
	if out == U1FaTHit && !run.Fault { // a torpedo shown as a fault (§2.8) shows no loops
		fs := *target
		fs.ID, fs.Target, fs.Name, fs.Sunk, fs.Pos = 0, 0, "", false, run.EndPos
		run.FaTShip = &fs
	}
}

func secondDRM(second bool, drm int) int {
	if second {
		return drm
	}
	return 0
}

// truncNormal draws N(0, σ) restricted to [lo, hi] by inverse CDF.
func truncNormal(r *Stream, sig, lo, hi float64) float64 {
	a, b := Phi(lo/sig), Phi(hi/sig)
	u := a + (b-a)*r.Float64()
	if x := sig * invPhi(u); b-a > 1e-9 && x >= lo && x <= hi {
		return x
	}
	// Far in a tail (a graded shot whose axis misses the hull by many σ can still
	// roll a hit, §2.7.2 grades by quantile): the middle 80 % of [lo, hi].
	return lo + (hi-lo)*(0.1+0.8*r.Float64())
}

// tailNormal draws N(0, σ) restricted to outside [lo, hi] by inverse CDF.
func tailNormal(r *Stream, sig, lo, hi float64) float64 {
	pl, ph := Phi(lo/sig), 1-Phi(hi/sig)
	u := r.Float64() * (pl + ph)
	if u < pl {
		return sig * invPhi(u)
	}
	return sig * invPhi(1-(u-pl))
}

func invPhi(p float64) float64 {
	p = math.Min(math.Max(p, 1e-15), 1-1e-15)
	return math.Sqrt2 * math.Erfinv(2*p-1)
}

// entryTime is the first time (s) at which a point starting at p and moving with
// relative velocity w (m/s, in the target's frame) enters the hull rectangle of h
// (slab method). ok is false if it never does.
func entryTime(p, w Vec, h Hull) (float64, bool) {
	ax := Heading(h.Course)
	ay := Vec{ax.Y, -ax.X}
	rel := p.Sub(h.Pos)
	tmin, tmax := 0.0, math.Inf(1)
	for _, c := range [2]struct {
		a    Vec
		half float64
	}{{ax, h.Length / 2}, {ay, h.Beam / 2}} {
		x, v := rel.Dot(c.a), w.Dot(c.a)
		if math.Abs(v) < 1e-12 {
			if math.Abs(x) > c.half {
				return 0, false
			}
			continue
		}
		t1, t2 := (-c.half-x)/v, (c.half-x)/v
		if t1 > t2 {
			t1, t2 = t2, t1
		}
		tmin, tmax = math.Max(tmin, t1), math.Min(tmax, t2)
	}
	return tmin, tmin <= tmax
}

// end closes the scene.
func (sc *Scene) end(r EndReason) {
	if sc.Ended {
		return
	}
	sc.Ended, sc.Reason = true, r
	sc.emit(EndEvent{Scene: "attack", Reason: r, Key: r.Key(), SimS: Seconds(sc.Tick)})
}

// ---- the tick ------------------------------------------------------------------

// Turn rates (deg/s) and acceleration (kn/s) of the own boat [designed, §3.2].
const (
	turnSlow = 3.0
	turnFull = 5.0
	accel    = 0.05
)

// Step advances the scene one tick (§5). It allocates nothing unless an event is
// logged.
func (sc *Scene) Step() {
	if sc.Ended {
		return
	}
	sc.Tick++
	if sc.Committed && sc.Tick == sc.FirstLaunch+Ticks(sc.D.Firing.CommitWindowS-10) {
		sc.emit(NewAlert(AlertCommitCountdown, "commit_10s")) // §5 the commit countdown at 10 s
	}
	sc.stepSecond()
	sc.stepOwn()
	sc.stepShips()
	sc.stepExposure()
	sc.stepContacts()
	for i := range sc.Tubes {
		t := &sc.Tubes[i]
		if t.State == TubeFlooding && sc.Tick >= t.ReadyAt {
			t.State = TubeFlooded
		}
	}
	pending := false
	for i := range sc.Running {
		r := &sc.Running[i]
		if r.done {
			continue
		}
		if sc.Tick >= r.EndT {
			r.done = true
			for _, ev := range r.Rolls {
				sc.emit(ev) // §2.8: the roll log shows the roll when the torpedo arrives
			}
			out := r.Outcome.Key()
			if r.Fault {
				out = "fault"
			}
			sc.emit(TorpedoEndEvent{Tube: r.Tube, Outcome: out, TS: Seconds(r.EndT - r.LaunchT), X: r1(r.EndPos.X), Y: r1(r.EndPos.Y)})
			sc.emit(NewAlert(AlertTorpedo, out)) // §5 a torpedo hit, missed or dudded
			continue
		}
		pending = true
	}
	if len(sc.alarms) > 0 {
		sc.alarms.step(sc.Tick, sc.known, sc.emit) // §5 player-set alarms
	}
	window := sc.D.Firing.CommitWindowS
	if sc.SecondSalvo && !sc.SecondDone {
		window = max(window, sc.D.Firing.SecondSalvoS)
	}
	last := sc.FirstLaunch // the latest group's window (§2.6: one per unescorted group)
	for e, open := range sc.groupOpen {
		if open {
			last = max(last, sc.GroupStart[e])
		}
	}
	if sc.Committed && !pending && sc.Tick > last+Ticks(window) {
		sc.end(EndFired)
	}
	if !sc.Committed && sc.Tick >= TimeLimit {
		sc.end(EndDeclined)
	}
}

// secondGyro is the largest gyro angle (deg) at which the second salvo fires before its
// deadline [designed]: the boat turns until the other end points along the shot.
const secondGyro = 20.0

// stepSecond is the NSA second salvo (9.5.2, §2.6), fired by the scene itself: once
// the first salvo is away (no tube of the committed end still flooded, or its 60 s
// window over) the boat turns to point the other end along the TDC's torpedo course,
// and each flooded tube of that end fires when its gyro angle is within secondGyro, or
// at the last tick of the 90 s window on any solution; after that the salvo lapses.
// The TDC is switched to the other end's weapon (its first setting; G7a at 40 kn) and
// spread over its tubes. Nothing here is an order: it follows from the state, so a
// replay of the orders reproduces it.
func (sc *Scene) stepSecond() {
	if !sc.SecondSalvo || !sc.Committed || sc.SecondDone {
		return
	}
	d := sc.D
	deadline := sc.FirstLaunch + Ticks(d.Firing.SecondSalvoS)
	if sc.Tick > deadline {
		sc.SecondDone = true
		return
	}
	end := Bow
	if sc.CommitEnd == Bow {
		end = Stern
	}
	firstAway := sc.Tick > sc.FirstLaunch+Ticks(d.Firing.CommitWindowS)
	if !firstAway {
		firstAway = true
		for _, t := range sc.Tubes {
			if t.End == sc.CommitEnd && t.State == TubeFlooded {
				firstAway = false
			}
		}
	}
	if !firstAway {
		return
	}
	var next *Tube
	n := 0
	for i := range sc.Tubes {
		if t := &sc.Tubes[i]; t.End == end && t.Weapon != WeaponNone && (t.State == TubeFlooded || t.State == TubeFlooding) {
			n++
			if next == nil && t.State == TubeFlooded {
				next = t
			}
		}
	}
	if n == 0 {
		sc.SecondDone = true
		return
	}
	if next != nil && (next.Weapon != sc.Weapon.Weapon || sc.Weapon.SpreadN != min(n, 4) && !sc.secondFired()) {
		set := d.Settings(next.Weapon)[0].Setting
		if next.Weapon == WeaponG7a && d.Setting(WeaponG7a, 40) != nil {
			set = 40
		}
		k := 0.0
		if n > 1 {
			k = 0.5
		}
		sc.Weapon = TDCSetting{Weapon: next.Weapon, Setting: set, Depth: sc.Weapon.Depth, SpreadN: min(max(n, 1), 4), SpreadK: k}
		sc.emitTDC()
	}
	sol := sc.Solution(end)
	if sol.Run > 0 { // the triangle solves (the gyro may still be too wide)
		course := sol.TorpCourse
		if end == Stern {
			course = Wrap360(course + 180)
		}
		// Turn the shorter way, chosen once: near 180° a fresh solution each tick
		// would flip the side and the boat would not turn.
		diff := Wrap180(course - sc.Own.Course)
		if sc.secondTurn == 0 {
			sc.secondTurn = sign(diff)
		}
		if math.Abs(diff) > 90 && sign(diff) != sc.secondTurn {
			course = Wrap360(sc.Own.Course + sc.secondTurn*90)
		}
		sc.Own.OrderCourse = course
		if sc.Own.OrderSpeed < 2 {
			sc.Own.OrderSpeed = 2 // steerage way for the turn
		}
	}
	if next == nil || !sol.OK || (math.Abs(sol.Gyro) > secondGyro && sc.Tick < deadline) {
		return
	}
	_ = sc.fire(next.No) // a refusal (the target gone) leaves the salvo to lapse
}

// secondFired reports a second-salvo torpedo already launched.
func (sc *Scene) secondFired() bool {
	for _, r := range sc.Running {
		if r.Second {
			return true
		}
	}
	return false
}

func (sc *Scene) stepOwn() {
	o := &sc.Own
	diff := Wrap180(o.OrderCourse - o.Course)
	rate := turnSlow
	if o.Speed > 5 {
		rate = turnFull
	}
	step := rate * Tick
	if o.Speed < 0.5 {
		step *= o.Speed / 0.5 // no steerage way
	}
	if math.Abs(diff) <= step {
		o.Course = o.OrderCourse
	} else {
		o.Course = Wrap360(o.Course + sign(diff)*step)
	}
	dv := o.OrderSpeed - o.Speed
	if math.Abs(dv) <= accel*Tick {
		o.Speed = o.OrderSpeed
	} else {
		o.Speed += sign(dv) * accel * Tick
	}
	o.Pos = o.Pos.Add(Velocity(o.Course, o.Speed).Scale(Tick))
}

// stepShips moves the group: a common velocity on the current leg; zigzags turn the
// whole group at once [designed], but never while one of its ships has a torpedo
// running at it (so the outcome-first picture of §2.8 stays true). Screening escorts
// weave ±300 m across their station.
func (sc *Scene) stepShips() {
	if sc.zigzag && sc.Tick >= sc.nextZig {
		if !sc.torpedoRunning() {
			r := &sc.setupRng
			ang := sc.D.Setup.ZigzagMinDeg + (sc.D.Setup.ZigzagMaxDeg-sc.D.Setup.ZigzagMinDeg)*r.Float64()
			// Alternate sides about the base course so the group keeps its mean course.
			sc.legCourse = Wrap360(sc.baseCourse + sc.zigSign*ang)
			sc.zigSign = -sc.zigSign
			sc.nextZig = sc.zigInterval(r)
		}
	}
	v := Velocity(sc.legCourse, sc.groupSpeed).Scale(Tick)
	for i := range sc.Ships {
		s := &sc.Ships[i]
		if s.Role == RoleEscort {
			s.anchor = s.anchor.Add(v)
			ph := s.weavePhase + 2*math.Pi*Seconds(sc.Tick)/240
			s.Pos = rotate(s.station, sc.baseCourse).Add(s.anchor).Add(Heading(sc.legCourse + 90).Scale(300 * math.Sin(ph)))
			s.Course = Wrap360(sc.legCourse + 30*math.Cos(ph))
			continue
		}
		s.Course = sc.legCourse
		s.Pos = s.Pos.Add(v)
	}
}

func (sc *Scene) torpedoRunning() bool {
	for i := range sc.Running {
		if !sc.Running[i].done {
			return true
		}
	}
	return false
}

// stepExposure counts §2.9 E: periscope up within 3,000 m of an escort (submerged),
// or surfaced within 2,500 m of one.
func (sc *Scene) stepExposure() {
	lim := sc.D.Approach.PeriscopeEscortM
	if sc.Own.Surfaced {
		lim = sc.D.Approach.SurfacedEscortM
	} else if !sc.Own.Scope {
		return
	}
	for i := range sc.Ships {
		s := &sc.Ships[i]
		if s.Kind == Escort && s.Pos.Sub(sc.Own.Pos).Len() <= lim {
			sc.Exposure += Tick
			return
		}
	}
}

// A0 is §2.9: the approach-discipline multiplier on the first pass's hazard,
// clamp(0.85 + 0.25·(E − 30 − (E_ref − 60))/60, 0.85, 1.40) with E_ref calibrated for
// the scene's condition, round bracket and situation (ERefSit: the group, or the
// escort attacked as the target) and setting (the first launch's; before a launch
// Medium, the TDC's target, else the group's, and the setting dialled); 1 for
// unescorted attacks.
func (sc *Scene) A0() float64 {
	if !sc.Setup.Group.Escorted() {
		return 1
	}
	b, tgt, set := Medium, sc.TDC.Target, CalSettingFor(sc.Weapon.Weapon, sc.Weapon.Setting)
	if sc.Committed {
		b, tgt, set = sc.RoundBracket, sc.RoundTarget, sc.RoundSetting
	}
	k := LargeFreighter
	if s := sc.Ship(tgt); s != nil {
		k = s.Kind
	}
	return sc.D.Approach.A0For(sc.Exposure, sc.D.Calib.ExposureRef(CondOfSetup(&sc.Setup), b, SitOf(sc.Setup.Group, k), set))
}
