package tactical

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
)

// §3.1 the evasion scene: one pass of the 13(c) loop with a clock. Step 1, the
// pre-pass decisions (test depth 9.6.4 and BOLD 9.6.7, at tick 0 while the clock is
// paused); step 2, the search phase (search.go: K sonar turns, the hazard against θ);
// step 3, the attack phase entered at the detection: the engine's E3_special / E3b
// result is fed in (CmdE3Weapon, an engine input recorded beside the orders), the
// attacking escort runs in (depth charges, a creeping attack 1 pass in 4 with 2+
// escorts, or a Hedgehog / Squid ahead-throw) while the boat evades, and the pattern is
// scored: S = Σ exp(−(d_j / r_b)²) for depth charges (Squid: r_s), G = the expected
// bombs crossing the hull for the Hedgehog (§3.5), then ρ = S / S_ref (G / G_ref) →
// the [E3] modifier or the [E3c] / [E3d] shift, with S_ref, G_ref, r_b, r_s and the
// Hedgehog's scatter σ_h from calibration.yaml's evasion section (evcal.go). The engine
// rolls [E3] / [E3c] / [E3d] and hands the hits to damage control (§3.5 "Hits to
// [E4]"). Driven like the other scenes: Evasion.Do(Command) at the current tick,
// Evasion.Step() per 0.5 s tick; Save / LoadEvasion replay the orders stream.

// EvWeapon is the escort's weapon in the attack phase (E3_special, E3b).
type EvWeapon uint8

const (
	WeapDC       EvWeapon = iota // normal attack: the 10-charge pattern ([E3])
	WeapHedgehog                 // [E3c]
	WeapSquid                    // [E3d]
	numEvWeapon
)

// Key returns the `tac_pattern.weapon` key.
func (w EvWeapon) Key() string { return [...]string{"dc", "hedgehog", "squid"}[w] }

// EvWeaponOf returns the weapon of a key ("dc", "hedgehog", "squid"), ok false if none.
func EvWeaponOf(k string) (EvWeapon, bool) {
	for w := EvWeapon(0); w < numEvWeapon; w++ {
		if w.Key() == k {
			return w, true
		}
	}
	return 0, false
}

// EvContext is §3.5's calibration context: the escorts' Type 147 depth-finder, the
// e-motors working (2, 1, 0) and the boat's hydrophones working.
type EvContext struct {
	DepthFinder bool `json:"depth_finder"`
	Motors      int  `json:"motors"`
	Hydrophones bool `json:"hydrophones"`
}

// NumEvContexts is the number of §3.5 contexts (2 × 3 × 2).
const NumEvContexts = 12

// Index is the context's index 0–11.
func (c EvContext) Index() int {
	i := (2 - max(0, min(2, c.Motors))) * 2
	if !c.Hydrophones {
		i++
	}
	if c.DepthFinder {
		i += 6
	}
	return i
}

// EvContextAt is the context of index i (0–11).
func EvContextAt(i int) EvContext {
	return EvContext{DepthFinder: i >= 6, Motors: 2 - (i%6)/2, Hydrophones: i%2 == 0}
}

// Key is the context's calibration key, e.g. "finder_2_hydro", "nofinder_0_deaf".
func (c EvContext) Key() string {
	f, h := "nofinder", "hydro"
	if c.DepthFinder {
		f = "finder"
	}
	if !c.Hydrophones {
		h = "deaf"
	}
	return fmt.Sprintf("%s_%d_%s", f, c.Motors, h)
}

// EvSetup is an evasion pass's start: the scene stream's seed, the pass in the cycle
// (1 = the first), the table modifier m_p, a_t (a₀ in pass 1), a first pass after a
// Night Surface Attack, the own boat's board type, the escorts (1–3), the context,
// US escorts (Mk 9 charges), Squid mounts (1–2), and the detection: Theta > 0 is the
// engine's θ (E2T rolled by the engine, §1.3), 0 the scene's own E2T roll, and
// AtAttack enters at step 3 directly (a 9.2.2 pre-fire detection, or a pass the table
// rolled).
type EvSetup struct {
	Seed     uint64    `json:"seed"`
	Pass     int       `json:"pass"`
	M        int       `json:"m"`
	A        float64   `json:"a"`
	AfterNSA bool      `json:"after_nsa,omitempty"`
	BoatType string    `json:"boat_type"`
	Escorts  int       `json:"escorts"`
	Ctx      EvContext `json:"ctx"`
	US       bool      `json:"us,omitempty"`
	Mounts   int       `json:"mounts,omitempty"`
	Theta    float64   `json:"theta,omitempty"`
	AtAttack bool      `json:"at_attack,omitempty"`
}

// EvPhase is the scene's step of §3.1.
type EvPhase uint8

const (
	EvPrePass     EvPhase = iota // step 1: test depth, BOLD (tick 0)
	EvSearchPhase                // step 2
	EvWeaponPhase                // detected: waiting for the engine's E3_special / E3b result
	EvAttackPhase                // step 3: the run-in or ahead-throw
	EvDone                       // escaped, scored, or by table
)

// PatternEvent is `tac_pattern` (§8.1): the weapon's detonations (Hedgehog: landing
// points, z 0), the score S or G, its reference, the ratio and the modifier (the [E3]
// DRM, or the [E3c] / [E3d] shift).
type PatternEvent struct {
	Escort  int         `json:"escort"`
	Weapon  string      `json:"weapon"`
	Charges []ChargeLog `json:"charges"`
	Score   float64     `json:"score"`
	Ref     float64     `json:"ref"`
	Ratio   float64     `json:"ratio"`
	Drm     int         `json:"drm"`
	Creep   bool        `json:"creeping,omitempty"`
}

// ChargeLog is one charge of `tac_pattern` (m, s).
type ChargeLog struct {
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	Z    float64 `json:"z_set"`
	TDet float64 `json:"t_det"`
}

func (PatternEvent) Kind() EventKind { return EvPattern }
func (e PatternEvent) Apply(v *View) { p := e; v.Ev.Pattern = &p }

// EscortStateEvent is `tac_escort_state`.
type EscortStateEvent struct {
	ID    int    `json:"id"`
	State string `json:"state"`
}

func (EscortStateEvent) Kind() EventKind { return EvEscortState }
func (e EscortStateEvent) Apply(v *View) { v.Ev.escort(e.ID).State = e.State }

// The evasion scene's own commands on the one Command type (scene.go; the search's
// telegraph, course, depth and noise orders are search.go's).
const (
	CmdTestDepth CmdKind = CmdAlarm + 1 + iota // Flag: exceed test depth this pass (decision test_depth, pre-pass)
	CmdBold                                    // Flag: release BOLD this pass (decision bold, pre-pass)
	CmdE3Weapon                                // engine input: N = EvWeapon from E3_special / E3b (after the detection)
)

// Errors of Evasion.Do.
var (
	ErrEvPrePass = errors.New("tactical: evasion: test depth and BOLD only before the pass starts")
	ErrEvWeapon  = errors.New("tactical: evasion: the weapon comes after a detection, once")
	ErrEvCmd     = errors.New("tactical: evasion: not an evasion order")
)

// Evasion is one pass of the evasion scene.
type Evasion struct {
	D         *Data
	Setup     EvSetup
	S         *Search // the boat, the escorts and the hazard (step 2)
	Phase     EvPhase
	Tick      int64
	TestDepth bool
	Bold      bool
	Weapon    EvWeapon
	Creeping  bool
	Attacker  int // index into S.Hunters
	AttackT   float64
	// The result of step 3 (Scored): the score S or G, the reference, ρ, the modifier
	// (DRM −2 … +2 for depth charges, shift −1 … +1 for Hedgehog / Squid) and the
	// pattern's raw measures for calibration: Dist (m) from each detonation to the hull
	// axis (depth charges, Squid), HH each Hedgehog bomb's (along, across) offset from
	// the hull's centre where it reaches the boat's depth (m).
	Scored  bool
	Score   float64
	Ref     float64
	Ratio   float64
	DRM     int
	Dist    []float64
	HH      [][2]float64
	ByTable bool
	Orders  []Order
	Log     []Logged

	rng Stream
	// hydro draws the hydrophone bearings' errors (§2.4: ±3°, σ), a stream of its own so
	// that the pass's other draws stay as they were (the reference evader hears the truth).
	hydro Stream
	lg    boatLog
	// V is the scene's View (§3.6), kept by applying each logged event as it comes
	// (applied counts the log entries applied); below and lowBatt are the §5 alerts'
	// edges, dropped the weapon's drop already logged (tac_drop), detonated its first
	// detonation's alert.
	V                  View
	applied            int
	below, lowBatt     bool
	dropped, detonated bool
	cue                float64 // the deaf evader's range error (m), drawn at the attack's start
	prev               HunterState
	buffer             [24][2]float64
	// heard is the hydrophone picture per escort (contacts.go), alarms the player-set
	// alarms (alarms.go).
	heard  [4]contactTrack
	alarms alarms
}

// NewEvasion builds the pass at tick 0 (step 1: the pre-pass decisions may be given).
func NewEvasion(d *Data, su EvSetup) (*Evasion, error) {
	f := d.BoatFor(su.BoatType)
	switch {
	case f == nil:
		return nil, fmt.Errorf("tactical: evasion: no boat family for type %q", su.BoatType)
	case su.Escorts < 1 || su.Escorts > 4:
		return nil, fmt.Errorf("tactical: evasion: %d escorts (1–4)", su.Escorts)
	case su.Ctx.Motors < 0 || su.Ctx.Motors > 2:
		return nil, fmt.Errorf("tactical: evasion: %d e-motors working (0–2)", su.Ctx.Motors)
	case su.Pass < 1:
		return nil, fmt.Errorf("tactical: evasion: pass %d", su.Pass)
	}
	r := NewStream(su.Seed, 21)
	b := UBoat{Family: f, Course: 360 * r.Float64(), Depth: 60, Telegraph: Slow, Speed: 3, Battery: 80, MotorsOut: 2 - su.Ctx.Motors}
	if su.AtAttack { // 9.2.2 detected before the launch: at periscope depth
		b.Depth = 15
	}
	b.SetTelegraph(Slow)
	b.Speed = d.TelegraphSpeed(f, b.Telegraph)
	b.OrderCourse, b.OrderDepth = b.Course, b.Depth
	hs := make([]Hunter, su.Escorts)
	for i := range hs {
		hs[i] = Hunter{Pos: Heading(360 * r.Float64()).Scale(1200 + 800*r.Float64()), Course: 360 * r.Float64(),
			DepthFinder: su.Ctx.DepthFinder, US: su.US, Mounts: max(1, su.Mounts)}
		hs[i].Pattern = make([]Detonation, 0, 24)
	}
	a := su.A
	if a == 0 {
		a = 1
	}
	e := &Evasion{D: d, Setup: su, rng: NewStream(su.Seed, 22), hydro: NewStream(su.Seed, evHydroStream)}
	e.S = d.NewSearch(su.Seed, su.M, su.Pass, a, su.AfterNSA, b, hs)
	if su.Theta > 0 {
		e.S.Pass.Theta = su.Theta
	}
	e.S.WNorm = d.Calib.Ev().WNormFor(su.Escorts)
	entry := "C1"
	if su.AtAttack {
		entry = "C5"
	}
	pe, e2t := e.S.Log[0], e.S.Log[1]
	e.S.Log = append(e.S.Log[:0], Logged{Ev: StartEvent{Scene: "evasion", Entry: entry, TickS: Tick, SeedStream: su.Seed, Calib: d.Calib.ToolVersion}})
	if !su.AtAttack {
		e.S.Log = append(e.S.Log, pe)
		if su.Theta == 0 { // the scene's own E2T (else the engine rolled it)
			e.S.Log = append(e.S.Log, e2t)
		}
	}
	n := int(d.Evasion.LimitS/Tick) + SonarTurns*TicksPerTurn + 2
	e.lg = boatLog{pos: make([]Vec, 0, n), depth: make([]float64, 0, n), course: make([]float64, 0, n)}
	if !su.AtAttack {
		e.alert(AlertDecision, "pass_start") // §5 C1: test depth and BOLD are asked
	}
	e.below = b.Depth > f.TestDepth
	e.startHearing()
	e.observe("turn")
	e.sync()
	return e, nil
}

// Do applies a command at the current tick (a rejected command changes nothing and is
// not recorded).
func (e *Evasion) Do(c Command) error {
	if e.Phase == EvDone {
		return ErrEnded
	}
	switch c.Kind {
	case CmdTestDepth, CmdBold:
		if e.Phase != EvPrePass || e.Setup.AtAttack {
			return ErrEvPrePass
		}
		if c.Kind == CmdTestDepth {
			e.TestDepth = c.Flag
			if c.Flag { // 9.6.4 below the red line (the engine rolls the hull hit and TEST_DEPTH)
				e.S.Boat.OrderDepth = e.S.Boat.Family.TestDepth + e.D.Evasion.BelowRedM
			}
			e.S.Log = append(e.S.Log, Logged{Tick: e.Tick, Ev: DecisionEvent{ID: "test_depth", Choice: yesNo(c.Flag)}})
		} else {
			e.Bold = c.Flag // 9.6.7 the decoy; its −1 is in m_p (the table's), nothing else
			e.S.Log = append(e.S.Log, Logged{Tick: e.Tick, Ev: DecisionEvent{ID: "bold", Choice: yesNo(c.Flag)}})
		}
	case CmdE3Weapon:
		if e.Phase == EvPrePass && e.Setup.AtAttack {
			e.Phase = EvWeaponPhase // entered at step 3: no search
		}
		if e.Phase != EvWeaponPhase || c.N < 0 || c.N >= int(numEvWeapon) {
			return ErrEvWeapon
		}
		e.startAttack(EvWeapon(c.N))
	case CmdByTable:
		e.byTable()
	case CmdAlarmSet, CmdAlarmClear:
		if err := e.alarmCmd(c); err != nil { // §5 player-set alarms (alarms.go)
			return err
		}
	case CmdTelegraph, CmdCourse, CmdDepth, CmdNoise:
		if e.TestDepth && c.Kind == CmdDepth && c.Value < e.S.Boat.Family.TestDepth && e.Phase <= EvSearchPhase {
			c.Value = math.Max(c.Value, e.S.Boat.Family.TestDepth+e.D.Evasion.BelowRedM) // declared: held below the line this pass
		}
		done := e.S.Done
		e.S.Done = false // the orders stay open in the attack phase
		err := e.S.Do(c)
		e.S.Done = done
		if err != nil {
			return err
		}
	default:
		return ErrEvCmd
	}
	e.Orders = append(e.Orders, Order{Tick: e.Tick, Cmd: c})
	if c.Kind != CmdByTable && c.Kind != CmdE3Weapon && c.Kind != CmdBold && c.Kind != CmdAlarmSet && c.Kind != CmdAlarmClear && e.Phase != EvDone {
		e.boat("order") // §8.1 tac_boat at every order (the boat's own: depth, course, speed, noise)
	}
	e.sync()
	return nil
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// byTable is §8.3: in the search phase the rest of the pass takes the reference weight
// (H += Λ_p·(K − t)/K, then θ decides); in the attack phase the table's [E3] follows
// (no modifier).
func (e *Evasion) byTable() {
	e.ByTable = true
	e.S.Log = append(e.S.Log, Logged{Tick: e.Tick, Ev: DecisionEvent{ID: "tac_by_table", Choice: "yes"}})
	if e.Phase <= EvSearchPhase {
		p := &e.S.Pass
		rest := SonarTurns - p.Turns
		for range rest {
			if p.Turn(1, 1) {
				e.S.Log = append(e.S.Log, Logged{Tick: e.Tick, Ev: p.E2T})
				_, ev := p.RollPlus(&e.S.rng)
				e.S.Log = append(e.S.Log, Logged{Tick: e.Tick, Ev: ev})
				break
			}
		}
	}
	e.end(EndByTable)
}

func (e *Evasion) end(r EndReason) {
	e.Phase = EvDone
	e.S.Done = true
	e.S.Log = append(e.S.Log, Logged{Tick: e.Tick, Ev: EndEvent{Scene: "evasion", Reason: r, Key: r.Key(), SimS: Seconds(e.Tick)}})
}

// Detected reports the pass ended in a detection (step 3 follows).
func (e *Evasion) Detected() bool { return e.Setup.AtAttack || e.S.Pass.Detected }

// Step advances one tick (nothing before the weapon is known, or once done).
func (e *Evasion) Step() {
	switch e.Phase {
	case EvPrePass:
		if e.Setup.AtAttack {
			e.Phase = EvWeaponPhase
			return
		}
		e.Phase = EvSearchPhase
		fallthrough
	case EvSearchPhase:
		e.S.Step()
		e.Tick = e.S.Tick
		e.record()
		e.edges()
		if e.Tick%TicksPerTurn == 0 && !e.S.Done {
			e.observe("turn")
		}
		if e.S.Done {
			if e.S.Pass.Detected {
				e.alert(AlertDetection, "detected") // §5 the first ping on the hull
			}
			e.observe("turn")
		}
		if e.S.Done {
			if e.S.Pass.Detected {
				e.Phase = EvWeaponPhase
			} else {
				e.end(EndEscaped)
			}
		}
	case EvAttackPhase:
		e.stepAttack()
	}
	if e.Phase != EvDone {
		e.stepHearing()
	}
	e.sync()
	if len(e.alarms) > 0 && e.Phase != EvDone {
		e.alarms.step(e.Tick, e.heardBearing, e.emit) // §5 player-set alarms (on the View's bearings)
		e.sync()
	}
}

// sync applies the log's new entries to the scene's View.
func (e *Evasion) sync() {
	for ; e.applied < len(e.S.Log); e.applied++ {
		l := &e.S.Log[e.applied]
		e.V.Tick = l.Tick
		l.Ev.Apply(&e.V)
	}
	e.V.Tick = e.Tick
}

// View is the scene's View (§3.6; read-only for the caller).
func (e *Evasion) View() *View { return &e.V }

func (e *Evasion) emit(ev Event) { e.S.Log = append(e.S.Log, Logged{Tick: e.Tick, Ev: ev}) }

func (e *Evasion) alert(a Alert, what string) { e.emit(NewAlert(a, what)) }

// boat logs tac_boat: the boat as it is now, with its orders and noise.
func (e *Evasion) boat(why string) {
	b := &e.S.Boat
	e.emit(BoatEvent{DepthM: r1(b.Depth), Speed: r1(b.Speed), Course: r1(b.Course), BatteryPct: r1(b.Battery),
		Below: b.Depth > b.Family.TestDepth, OrderDepth: r1(b.OrderDepth), OrderCrs: r1(b.OrderCourse),
		Telegraph: b.Telegraph.Key(), Repair: e.S.Noise.Repair, Pump: e.S.Noise.Pump, Blowing: e.S.Noise.Blowing,
		TestDepthM: b.Family.TestDepth, Why: why})
}

// observe logs tac_boat and each escort heard on the hydrophones (tac_hear, contacts.go:
// while they work, outside the blind arc astern and not at full speed).
func (e *Evasion) observe(why string) {
	e.boat(why)
	for i := range e.S.Hunters {
		if e.heard[i].held != SensorNone {
			e.hear(i)
		}
	}
}

// edges raises the §5 alerts of the boat's state: the test-depth line crossed (either
// way) and the battery falling below 20 %.
func (e *Evasion) edges() {
	b := &e.S.Boat
	if below := b.Depth > b.Family.TestDepth; below != e.below {
		e.below = below
		e.alert(AlertDepthBattery, "test_depth")
	}
	if low := b.Battery < 20; low != e.lowBatt {
		e.lowBatt = low
		if low {
			e.alert(AlertDepthBattery, "battery")
		}
	}
}

func (e *Evasion) record() {
	b := &e.S.Boat
	e.lg.pos, e.lg.depth, e.lg.course = append(e.lg.pos, b.Pos), append(e.lg.depth, b.Depth), append(e.lg.course, b.Course)
}

// startAttack is §3.4 Contact on the nearest escort: depth charges (creeping 1 pass in
// 4 with 2+ escorts: the nearest creeps, the next directs from astern), Hedgehog or
// Squid (the Type 147 always with Squid).
func (e *Evasion) startAttack(w EvWeapon) {
	e.Weapon, e.Phase, e.AttackT = w, EvAttackPhase, Seconds(e.Tick)
	b := &e.S.Boat
	best := math.Inf(1)
	for i := range e.S.Hunters {
		if r := e.S.Hunters[i].Pos.Sub(b.Pos).Len(); r < best {
			best, e.Attacker = r, i
		}
	}
	creepDraw := e.rng.Float64()
	e.Creeping = w == WeapDC && len(e.S.Hunters) >= 2 && creepDraw < e.D.Evasion.CreepShare
	e.cue = e.D.Evasion.DeafCueSDM * e.rng.Normal()
	h := &e.S.Hunters[e.Attacker]
	h.Weapon, h.Creep = w, e.Creeping
	if w == WeapSquid {
		h.DepthFinder = true
	}
	e.D.Contact(h, &e.S.rng, b)
	e.logStates()
}

func (e *Evasion) logStates() {
	h := &e.S.Hunters[e.Attacker]
	if h.State != e.prev {
		e.prev = h.State
		e.S.Log = append(e.S.Log, Logged{Tick: e.Tick, Ev: EscortStateEvent{ID: e.Attacker + 1, State: h.State.Key()}})
		if h.State == HRunIn && e.Setup.Ctx.Hydrophones {
			e.alert(AlertDetection, "run_in") // §5 the hydrophones hear it speed up
		}
	}
}

// drops logs the attacker's weapon entering the water (tac_drop, with the §5 alert of
// the splashes or the ahead-throw heard) and the first detonation's alert.
func (e *Evasion) drops(h *Hunter) {
	if h.Fired && !e.dropped {
		e.dropped = true
		heard := e.Setup.Ctx.Hydrophones
		ch := make([]ChargeMark, len(h.Pattern))
		for i, p := range h.Pattern {
			sink := e.D.Hedgehog.Sink
			if e.Weapon != WeapHedgehog && p.T > h.DropT {
				sink = p.Z / (p.T - h.DropT)
			}
			ch[i] = ChargeMark{X: r1(p.Pos.X), Y: r1(p.Pos.Y), Z: r1(p.Z), TDet: r1(p.T), Sink: round4(sink)}
		}
		e.emit(DropEvent{Escort: e.Attacker + 1, Weapon: e.Weapon.Key(), TSplash: r1(h.DropT), Heard: heard, Charges: ch})
		if heard {
			what := "splash"
			if e.Weapon != WeapDC {
				what = "ahead_throw"
			}
			e.alert(AlertDetection, what)
		}
	}
	if e.dropped && !e.detonated && e.Weapon != WeapHedgehog {
		first := math.Inf(1)
		for _, p := range h.Pattern {
			first = math.Min(first, p.T)
		}
		if Seconds(e.Tick) >= first {
			e.detonated = true
			e.alert(AlertDetection, "detonation") // §5 detonations (felt, deaf or not)
		}
	}
}

// stepAttack is one tick of step 3: the other escorts keep searching (a creeping
// attack's director holds station astern of the boat), the attacker runs its attack,
// the boat moves; once the weapon's last detonation (or the last bomb's crossing) is
// past, the pattern is scored. With no attack within the limit the score is 0.
func (e *Evasion) stepAttack() {
	d, b := e.D, &e.S.Boat
	e.Tick++
	e.S.Tick = e.Tick
	h := &e.S.Hunters[e.Attacker]
	for i := range e.S.Hunters {
		o := &e.S.Hunters[i]
		if i == e.Attacker {
			continue
		}
		if e.Creeping && i == (e.Attacker+1)%len(e.S.Hunters) {
			d.steer(o, b.Pos.Sub(Heading(h.Course).Scale(d.Evasion.DirectorM)), d.Hunters.SearchKn, Tick)
			continue
		}
		o.Datum = b.Pos
		d.StepHunter(o, &e.S.rng, b, Tick, false)
	}
	d.StepHunter(h, &e.S.rng, b, Tick, e.Setup.US)
	d.StepUBoat(b, Tick)
	e.record()
	e.logStates()
	e.drops(h)
	e.edges()
	if (e.Tick-Ticks(e.AttackT))%(10*TicksPerSecond) == 0 {
		e.observe("sweep") // [designed] every 10 s of the attack phase
	}
	if h.Fired && Seconds(e.Tick) >= e.lastEffect(h) {
		e.score(h)
		return
	}
	if Seconds(e.Tick)-e.AttackT >= d.Evasion.LimitS {
		e.score(h)
	}
}

// lastEffect is the time (s) by which the attacker's weapon has done all it can: the
// last charge's detonation, or a Hedgehog bomb's sinking past the boat.
func (e *Evasion) lastEffect(h *Hunter) float64 {
	if h.Weapon == WeapHedgehog {
		return h.DropT + (e.S.Boat.Depth+e.S.Boat.Family.Beam+10)/e.D.Hedgehog.Sink
	}
	last := 0.0
	for _, p := range h.Pattern {
		last = math.Max(last, p.T)
	}
	return last
}

// atT is the boat at time t (s since the pass began).
func (l *boatLog) atT(t float64) (Vec, float64, float64) { return l.at(t - Tick) }

// score computes the pattern's S or G, ρ and the modifier, and ends the scene (§3.5).
func (e *Evasion) score(h *Hunter) {
	d, f := e.D, e.S.Boat.Family
	cal := d.Calib.Ev()
	e.Dist, e.HH = e.Dist[:0], e.HH[:0]
	if h.Fired {
		switch h.Weapon {
		case WeapHedgehog:
			e.HH = e.buffer[:0]
			for _, p := range h.Pattern {
				// the bomb reaches the boat's depth: two fixed-point passes on the log
				t := p.T
				for range 2 {
					_, z, _ := e.lg.atT(t)
					t = p.T + z/d.Hedgehog.Sink
				}
				pos, _, c := e.lg.atT(t)
				rel := p.Pos.Sub(pos)
				e.HH = append(e.HH, [2]float64{rel.Dot(Heading(c)), rel.Dot(Heading(c + 90))})
			}
		default:
			for _, p := range h.Pattern {
				pos, z, c := e.lg.atT(p.T)
				e.Dist = append(e.Dist, AxisDistance(p.Pos, p.Z, pos, z, c, f.Length))
			}
		}
	}
	ci := e.Setup.Ctx.Index()
	switch e.Weapon {
	case WeapDC:
		e.Score = BellScore(e.Dist, cal.DCRadius)
		e.Ref = cal.Ref(WeapDC, ci)
		e.Ratio = e.Score / e.Ref
		e.DRM = d.EvasionDRM(e.Ratio)
	case WeapSquid:
		e.Score = BellScore(e.Dist, cal.SquidRadius)
		e.Ref = cal.Ref(WeapSquid, ci)
		e.Ratio = e.Score / e.Ref
		e.DRM = d.AheadThrowShift(e.Ratio)
	case WeapHedgehog:
		e.Score = HedgehogG(e.HH, f.Length, f.Beam, cal.HHScatter)
		e.Ref = cal.Ref(WeapHedgehog, ci)
		e.Ratio = e.Score / e.Ref
		e.DRM = d.AheadThrowShift(e.Ratio)
	}
	e.Scored = true
	{
		ch := make([]ChargeLog, len(h.Pattern))
		for i, p := range h.Pattern {
			ch[i] = ChargeLog{X: math.Round(p.Pos.X*10) / 10, Y: math.Round(p.Pos.Y*10) / 10, Z: math.Round(p.Z*10) / 10, TDet: math.Round(p.T*10) / 10}
		}
		e.S.Log = append(e.S.Log, Logged{Tick: e.Tick, Ev: PatternEvent{Escort: e.Attacker + 1, Weapon: e.Weapon.Key(), Charges: ch,
			Score: round4(e.Score), Ref: round4(e.Ref), Ratio: round4(e.Ratio), Drm: e.DRM, Creep: e.Creeping}})
	}
	e.end(EndAttacked)
}

// BellScore is §3.5 S = Σ exp(−(d_j / r)²) over the detonations' distances d_j (m) to
// the hull axis, with the bell's radius r (m).
func BellScore(dist []float64, r float64) float64 {
	s := 0.0
	for _, x := range dist {
		s += math.Exp(-(x / r) * (x / r))
	}
	return s
}

// HedgehogG is §3.5 G: the expected number of bombs whose path crosses the hull (a
// length × beam rectangle, m), each bomb's crossing point offset (along, across) from
// the hull's centre and scattered N(0, σ²) per axis (σ = the calibrated σ_h, m; 0 =
// the exact count).
func HedgehogG(hh [][2]float64, length, beam, sigma float64) float64 {
	g := 0.0
	for _, o := range hh {
		g += within(o[0], length/2, sigma) * within(o[1], beam/2, sigma)
	}
	return g
}

// within is P(|x + ε| ≤ a) for ε ~ N(0, σ²) (σ = 0: the indicator).
func within(x, a, sigma float64) float64 {
	if sigma <= 0 {
		if math.Abs(x) <= a {
			return 1
		}
		return 0
	}
	s := sigma * math.Sqrt2
	return 0.5 * (math.Erf((a-x)/s) - math.Erf((-a-x)/s))
}

// EvasionAI is §6.2 the reference evader (at a skill: its reaction to the cue is
// delayed by (skill − 1)·10 s, Ace 5 s early [designed]) with the pre-pass decisions
// it is given (the strategic policy's, C1). It keeps no state of its own: what it has
// done is read from the scene's orders, so it resumes a loaded scene.
type EvasionAI struct {
	Skill     Skill
	TestDepth bool
	Bold      bool
}

// Act gives the orders of this tick.
func (a *EvasionAI) Act(e *Evasion) {
	switch e.Phase {
	case EvPrePass:
		if len(e.Orders) > 0 {
			return
		}
		if !e.Setup.AtAttack {
			if a.TestDepth {
				_ = e.Do(Command{Kind: CmdTestDepth, Flag: true})
			}
			if a.Bold {
				_ = e.Do(Command{Kind: CmdBold, Flag: true})
			}
		}
		e.referenceSearch()
	case EvAttackPhase:
		a.attack(e)
	}
}

// manoeuvre reads the attack phase's telegraph orders: the time (s) the boat went to
// full speed (−1: not yet) and whether it is back to silent.
func (e *Evasion) manoeuvre() (fullAt float64, done bool) {
	fullAt = -1
	start := Ticks(e.AttackT)
	for _, o := range e.Orders {
		if o.Tick < start || o.Cmd.Kind != CmdTelegraph {
			continue
		}
		switch Telegraph(o.Cmd.Value) {
		case Full:
			fullAt = Seconds(o.Tick)
		case Silent:
			if fullAt >= 0 {
				done = true
			}
		}
	}
	return fullAt, done
}

// referenceSearch is ReferenceSearch through the scene's Do (recorded), test depth
// kept.
func (e *Evasion) referenceSearch() {
	s := e.S
	z := math.Min(150, 0.6*s.Boat.Family.TestDepth)
	if e.TestDepth {
		z = s.Boat.Family.TestDepth + e.D.Evasion.BelowRedM
	}
	_ = e.Do(Command{Kind: CmdDepth, Value: z})
	_ = e.Do(Command{Kind: CmdTelegraph, Value: float64(Silent)})
	best, away := math.Inf(1), s.Boat.Course
	for i := range s.Hunters {
		if r := s.Hunters[i].Pos.Sub(s.Boat.Pos).Len(); r < best {
			best, away = r, Bearing(s.Hunters[i].Pos, s.Boat.Pos)
		}
	}
	_ = e.Do(Command{Kind: CmdCourse, Value: math.Round(away)})
}

// attack is §6.2 in the attack phase. Depth charges: on the run-in hold course until
// contact is lost (hydrophones; deaf, or a creeping attack that makes no noise: at an
// estimated 300 m), then full speed, rudder hard over away from the escort's track for
// 60 s, depth ±40 m (down above 150 m, else up), then silent. Ahead-throw: as soon as
// the escort slows to 8 kn (deaf: at an estimated 600 m), across its bow at full speed
// for 30 s, then silent.
func (a *EvasionAI) attack(e *Evasion) {
	d, b := e.D, &e.S.Boat
	h := &e.S.Hunters[e.Attacker]
	t := Seconds(e.Tick)
	delay := (float64(a.Skill) - 1) * 10
	fullAt, done := e.manoeuvre()
	if done {
		return
	}
	if fullAt >= 0 {
		dur := d.Evasion.TurnS
		if e.Weapon != WeapDC {
			dur = d.Evasion.AheadTurnS
		}
		if t >= fullAt+dur {
			_ = e.Do(Command{Kind: CmdTelegraph, Value: float64(Silent)})
		}
		return
	}
	rng := h.Pos.Sub(b.Pos).Len()
	cue := false
	deaf := !e.Setup.Ctx.Hydrophones || e.Creeping
	switch {
	case e.Weapon == WeapDC && !deaf:
		cue = h.Lost && t-h.LostT >= delay
	case e.Weapon == WeapDC:
		cue = rng <= d.Evasion.DeafCueM+e.cue-delay*h.Speed*Knot
	case !e.Setup.Ctx.Hydrophones:
		cue = rng <= d.Evasion.DeafAheadCueM+e.cue-delay*h.Speed*Knot
	default: // the hydrophones hear the escort slow down
		cue = h.State == HAheadThrow && h.Speed == d.Hunters.AheadKn && rng <= d.Evasion.SlowM-max(0, delay)*h.Speed*Knot
	}
	if !cue && !h.Fired {
		return
	}
	side := sign(Wrap180(Bearing(h.Pos, b.Pos) - h.Course)) // the boat's side of the track
	_ = e.Do(Command{Kind: CmdTelegraph, Value: float64(Full)})
	_ = e.Do(Command{Kind: CmdCourse, Value: math.Round(Wrap360(h.Course + side*90))})
	if e.Weapon == WeapDC {
		z := b.Depth + d.Evasion.DepthChangeM
		if b.Depth >= 150 {
			z = b.Depth - d.Evasion.DepthChangeM
		}
		_ = e.Do(Command{Kind: CmdDepth, Value: math.Round(z)})
	}
}

// PlayEvasion runs the pass with the AI to its end; weapon is the engine's E3_special /
// E3b result, asked when the pass ends in a detection (nil: depth charges).
func PlayEvasion(e *Evasion, ai *EvasionAI, weapon func() EvWeapon) {
	for e.Phase != EvDone {
		ai.Act(e)
		if e.Phase == EvWeaponPhase {
			w := WeapDC
			if weapon != nil {
				w = weapon()
			}
			_ = e.Do(Command{Kind: CmdE3Weapon, N: int(w)})
			continue
		}
		e.Step()
	}
}

// SavedEvasion is the saved form of an evasion pass (§8.2 orders stream, §9.5.2): the
// set-up, the orders and engine inputs given so far, and the tick reached.
type SavedEvasion struct {
	Version int     `json:"version"`
	Setup   EvSetup `json:"setup"`
	Orders  []Order `json:"orders"`
	Tick    int64   `json:"tick"`
}

// Save returns the pass's save (JSON).
func (e *Evasion) Save() ([]byte, error) {
	return json.Marshal(SavedEvasion{Version: e.D.Version, Setup: e.Setup, Orders: e.Orders, Tick: e.Tick})
}

// LoadEvasion rebuilds a saved pass by replaying its orders tick for tick.
func LoadEvasion(d *Data, b []byte) (*Evasion, error) {
	var s SavedEvasion
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, err
	}
	if s.Version != d.Version {
		return nil, fmt.Errorf("tactical: evasion save of data version %d, have %d", s.Version, d.Version)
	}
	return ReplayEvasion(d, s.Setup, s.Orders, s.Tick)
}

// ReplayEvasion builds a pass from its set-up and plays the orders up to tick: the
// orders of each tick are applied before that tick's Step, as they were given.
func ReplayEvasion(d *Data, su EvSetup, orders []Order, tick int64) (*Evasion, error) {
	e, err := NewEvasion(d, su)
	if err != nil {
		return nil, err
	}
	i := 0
	for {
		for i < len(orders) && orders[i].Tick == e.Tick {
			if err := e.Do(orders[i].Cmd); err != nil {
				return nil, fmt.Errorf("tactical: evasion replay: order %d at tick %d: %w", i, e.Tick, err)
			}
			i++
		}
		if e.Tick >= tick || e.Phase == EvDone {
			break
		}
		if e.Phase == EvWeaponPhase {
			return nil, fmt.Errorf("tactical: evasion replay: no weapon at tick %d", e.Tick)
		}
		e.Step()
	}
	if i != len(orders) {
		return nil, errors.New("tactical: evasion replay: orders left after the pass's tick")
	}
	return e, nil
}
