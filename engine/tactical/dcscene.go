package tactical

import (
	_ "embed"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"
)

// §4.2–4.5 the damage-control scene: four teams (the Hunted's generic crew boxes), the
// LI, jobs in the six sections of §4.1, flooding water and the bilge pump, fatigue, and
// the two values it hands back (§1.3 FloodingDRM, RepairDRM) plus early repairs. It is
// driven like the attack scene: DCScene.Do(Command) at the current tick (team jobs, the
// pump, early repairs; recorded in Orders), DCScene.Step() per 0.5 s tick. The engine's
// inputs (hits, phases, round ends) are recorded beside the orders (Inputs) so that a
// save replays tick for tick.

//go:embed damagecontrol.yaml
var dcYAML []byte

// DCWorkData is damagecontrol.yaml (§4.2–4.3 [designed] values; times in sim seconds).
type DCWorkData struct {
	Version         int             `yaml:"version"`
	MoveS           float64         `yaml:"move_s"`
	NoCrossWater    float64         `yaml:"no_cross_water"`
	FouledWater     float64         `yaml:"fouled_water"`
	LIFactor        float64         `yaml:"li_factor"`
	LWSpeed         float64         `yaml:"lw_speed"`
	PipWorkS        float64         `yaml:"pip_work_s"`
	PipFastAfterH   float64         `yaml:"pip_fast_after_h"`
	PipFastFactor   float64         `yaml:"pip_fast_factor"`
	PipSpeed        [4]float64      `yaml:"pip_speed"`
	LeakS           float64         `yaml:"leak_s"`
	RepairS         map[int]float64 `yaml:"repair_s"`
	HazardS         float64         `yaml:"hazard_s"`
	SpreadS         float64         `yaml:"spread_s"`
	TurnS           float64         `yaml:"turn_s"`
	LeakFillS       float64         `yaml:"leak_fill_s"`
	PumpS           float64         `yaml:"pump_s"`
	PumpSection     int             `yaml:"pump_section"`
	RoundS          float64         `yaml:"round_s"`
	FireResults     []string        `yaml:"fire_results"`
	ShortResults    []string        `yaml:"short_results"`
	PriorityResults []string        `yaml:"priority_systems"`
	ReplanS         float64         `yaml:"replan_s"`
}

var (
	dcOnce sync.Once
	dcData *DCWorkData
	dcErr  error
)

// ParseDCData decodes and checks a damage-control file (unknown keys are errors).
func ParseDCData(b []byte) (*DCWorkData, error) {
	var d DCWorkData
	dec := yaml.NewDecoder(strings.NewReader(string(b)))
	dec.KnownFields(true)
	if err := dec.Decode(&d); err != nil {
		return nil, fmt.Errorf("tactical: damagecontrol.yaml: %w", err)
	}
	for n := 1; n <= 4; n++ {
		if d.RepairS[n] <= 0 {
			return nil, fmt.Errorf("tactical: damagecontrol.yaml: repair_s has no work for [E5] number %d", n)
		}
	}
	if d.LeakS <= 0 || d.HazardS <= 0 || d.MoveS < 0 || d.PipWorkS <= 0 || d.TurnS <= 0 || d.LeakFillS <= 0 || d.PumpS <= 0 || d.RoundS <= 0 || d.ReplanS <= 0 {
		return nil, errors.New("tactical: damagecontrol.yaml: times must be positive")
	}
	if d.PumpSection < 1 || d.PumpSection > 6 {
		return nil, fmt.Errorf("tactical: damagecontrol.yaml: pump_section %d is not a section 1–6", d.PumpSection)
	}
	return &d, nil
}

// DC returns the embedded damage-control data (shared; do not modify).
func DCWork() *DCWorkData {
	dcOnce.Do(func() { dcData, dcErr = ParseDCData(dcYAML) })
	if dcErr != nil {
		panic(dcErr)
	}
	return dcData
}

// JobKind is a §4.3 job.
type JobKind uint8

const (
	JobLeak JobKind = iota
	JobRepair
	JobFire
	JobShort
	JobChlorine
)

// Key returns the tac_dc `job` key (repair: "repair:<system>", see Job.Key).
func (k JobKind) Key() string {
	return [...]string{"leak", "repair", "fire", "short", "chlorine"}[k]
}

// Job is one piece of work in a section: WorkS team-seconds to do, DoneS done so far.
type Job struct {
	Kind    JobKind `json:"kind"`
	Section int     `json:"section"` // 1–6
	System  string  `json:"system,omitempty"`
	Repair  int     `json:"repair,omitempty"` // the [E5] number of a repair job
	WorkS   float64 `json:"work_s"`
	DoneS   float64 `json:"done_s"`
	Round   int     `json:"round"`   // the round (pass) that made it
	Created int64   `json:"created"` // tick
	Worked  bool    `json:"worked"`  // received any work
	Early   bool    `json:"early"`   // rolled early (§4.5.2)
	Dropped bool    `json:"dropped"`
	Spread  bool    `json:"spread"` // a fire or short left alone 3 minutes (§4.3)
	// Step is the last progress step logged (ProgressSteps: 1 = 25 %, 2 = 50 %, 3 = 75 %).
	Step int `json:"step"`
}

// ProgressSteps is how many equal steps a job's `tac_dc` progress is logged in (§8.1
// action "progress" [designed]: at 25, 50 and 75 %; 100 % is "done"), so that the log
// carries a job's course without one event per tick. The repair's loud half ends at the
// 50 % step (§4.3: the work goes quiet there).
const ProgressSteps = 4

// Done reports whether the job reached 100 %.
func (j *Job) Done() bool { return j.DoneS >= j.WorkS }

// Open reports a job still to be worked (not done, not dropped).
func (j *Job) Open() bool { return !j.Done() && !j.Dropped }

// Loud reports a repair in its first half (§4.3: loud for the first half).
func (j *Job) Loud() bool { return j.Kind == JobRepair && j.DoneS < j.WorkS/2 }

// Key is the tac_dc `job` value.
func (j *Job) Key() string {
	if j.Kind == JobRepair {
		return "repair:" + j.System
	}
	return j.Kind.Key()
}

// Team is one damage-control team (§4.2): its crew box's state (0 healthy, 1 LW, 2 SW,
// 3 KIA), its section, the job it works (−1 none), the section it walks to and the walk
// left (s), its fatigue pips and the work done towards the next pip.
type Team struct {
	Wound   int     `json:"wound"`
	Section int     `json:"section"`
	Job     int     `json:"job"`
	To      int     `json:"to"`
	MoveS   float64 `json:"move_s"`
	Pips    int     `json:"pips"`
	WorkAcc float64 `json:"work_acc"`
}

// Able reports a team that can work (§4.2: SW and KIA are not available).
func (t *Team) Able() bool { return t.Wound < 2 }

// DCPhase is where the scene stands in the Hunted's cycle (set by the host).
type DCPhase uint8

const (
	PhaseSearch DCPhase = iota // a pass's search phase (§3.1.2): loud work is heard
	PhaseAttack                // the attack phase and the rest of the pass
	PhaseAfter                 // after the escape (B14 follows)
)

// DCSetup is the scene's start: the stream seed, the Hunted crew boxes of the four
// generic teams (wound 0–3), the LI (healthy: his team works ×1.25) and the team he
// stands with, the pips each team starts with (double lookouts, §4.6), the hours
// already submerged and whether the boat is submerged.
type DCSetup struct {
	Seed      uint64  `json:"seed"`
	Crew      [4]int  `json:"crew"`
	LIHealthy bool    `json:"li_healthy"`
	LITeam    int     `json:"li_team"`
	Pips      [4]int  `json:"pips"`
	HoursSub  float64 `json:"hours_sub"`
	Surfaced  bool    `json:"surfaced"`
}

// DCInput is one engine input at a tick: a hit (an [E4] result key and, for a system,
// its [E5] repair number), a phase change, or the end of a round (FloodingDRM asked).
type DCInput struct {
	Tick   int64   `json:"tick"`
	Result string  `json:"result,omitempty"`
	Repair int     `json:"repair,omitempty"`
	Phase  DCPhase `json:"phase,omitempty"`
	What   string  `json:"what"` // "hit", "phase", "round_end", "surface", "wound" (Repair = team·4 + wound), "flood_box" (Repair = boxes)
}

// DCEvent is `tac_dc` (§8.1).
type DCEvent struct {
	Room   int     `json:"room"`
	Job    string  `json:"job"`
	Team   string  `json:"team,omitempty"`
	Action string  `json:"action"`
	Pct    float64 `json:"pct"`
	// N is the job's number (1-based, in the order the jobs were made; 0 for a team's
	// move or arrival) [designed: two leaks in one section are told apart].
	N int `json:"job_n,omitempty"`
	// With is the team the LI joins (team "li", CmdMoveLI, li.go) [designed].
	With string `json:"with,omitempty"`
}

// FatigueEvent is `tac_fatigue`.
type FatigueEvent struct {
	Team string `json:"team"`
	Pips int    `json:"pips"`
}

func (DCEvent) Kind() EventKind      { return EvDC }
func (e DCEvent) Apply(v *View)      { v.DC.apply(e) }
func (FatigueEvent) Kind() EventKind { return EvFatigue }
func (e FatigueEvent) Apply(v *View) {
	if i := teamIndex(e.Team); i >= 0 {
		v.DC.Teams[i].Pips = e.Pips
	}
}

// TeamKey is the tac_dc `team` key of team i (0–3).
func TeamKey(i int) string { return [...]string{"crew_1", "crew_2", "crew_3", "crew_4"}[i] }

// DCScene is the damage-control scene's state.
type DCScene struct {
	D      *Data
	C      *DCWorkData
	Setup  DCSetup
	R      Stream
	Tick   int64
	Teams  [4]Team
	Water  [7]float64 // per section 1–6 (index 0 unused)
	Pump   bool
	Jobs   []Job
	Phase  DCPhase
	Round  int   // the current round (pass), from 1
	Pass0  int64 // tick the current pass began (the AI's pump turns)
	pumpOn [5]bool
	Orders []Order
	Inputs []DCInput
	Log    []Logged
	// Early lists the systems whose early [E5] roll was ordered (§4.5.2), in order;
	// the host takes them (TakeEarly).
	Early []string
	// ByTable: "resolve by table" was pressed (§8.3): no further values are handed back.
	ByTable bool
	// FloodDRMs records each round's FloodingDRM (for tests and the provider's stats).
	FloodDRMs []int
	// V is the scene's View, kept by applying each event as it is logged (views.go).
	V         View
	idle      [7]int64 // per section: ticks a fire/short has been left alone
	waterStep [7]int8  // per section: the water's 10 % step last logged
	li        int      // the team the LI stands with (li.go; from Setup.LITeam)
	alarms    alarms   // §5 the player-set "in N minutes" alarms (alarms.go)
	liWalkS   float64  // seconds of the LI's walk left (li.go)
}

// NewDC returns a damage-control scene at tick 0.
func NewDC(d *Data, su DCSetup) (*DCScene, error) {
	if su.LITeam < 0 || su.LITeam > 3 {
		return nil, fmt.Errorf("tactical: dc: LI team %d is not 0–3", su.LITeam)
	}
	sc := &DCScene{D: d, C: DCWork(), Setup: su, R: NewStream(su.Seed, 0xdc), Round: 1, li: su.LITeam}
	for i := range sc.Teams {
		if su.Crew[i] < 0 || su.Crew[i] > 3 || su.Pips[i] < 0 || su.Pips[i] > 3 {
			return nil, fmt.Errorf("tactical: dc: team %d wound %d / pips %d out of range", i, su.Crew[i], su.Pips[i])
		}
		// the teams start at their stations: two forward, two aft of the control room
		sc.Teams[i] = Team{Wound: su.Crew[i], Section: [...]int{2, 3, 4, 5}[i], Job: -1, Pips: su.Pips[i]}
		sc.Teams[i].To = sc.Teams[i].Section
	}
	sc.Jobs = make([]Job, 0, 16)
	sc.Log = make([]Logged, 0, 64)
	for i := range sc.Teams {
		t := &sc.Teams[i]
		sc.emit(TeamEvent{Team: TeamKey(i), Wound: t.Wound, Section: t.Section, Pips: t.Pips})
	}
	return sc, nil
}

// emit logs an event and applies it to the scene's View (§4, views.go).
func (sc *DCScene) emit(e Event) {
	sc.Log = append(sc.Log, Logged{Tick: sc.Tick, Ev: e})
	sc.V.Tick = sc.Tick
	e.Apply(&sc.V)
}

// View is the scene's View (the damage-control board, §4; read-only for the caller),
// at the current tick.
func (sc *DCScene) View() *View {
	sc.V.Tick = sc.Tick
	return &sc.V
}

// Hit is an engine input (C6 [E4]): the result key is placed (§4.1, DC_ROOM) and makes
// its jobs: a leak per flooding box, a repair job for a system (repair = its [E5]
// number 1–4; 0 for a result the engine did not mark Damaged), a fire or short on
// DC_HAZARD 1, chlorine for batteries in a section with an open leak. Deck and bridge
// results (sections 7–8) make no job inside. It returns the placement.
func (sc *DCScene) Hit(result string, repair int) (Placement, error) {
	if repair < 0 || repair > 4 {
		return Placement{}, fmt.Errorf("tactical: dc: repair number %d is not 0–4", repair)
	}
	p, err := sc.D.Place(&sc.R, result)
	if err != nil {
		return p, err
	}
	sc.Inputs = append(sc.Inputs, DCInput{Tick: sc.Tick, What: "hit", Result: result, Repair: repair})
	if p.Roll != nil {
		sc.emit(*p.Roll)
	}
	sc.emit(NewAlert(AlertDamage, "hit")) // §5 any [E4] result
	if p.Section > 6 {
		return p, nil
	}
	switch {
	case strings.HasPrefix(result, "flooding"):
		for range p.Count {
			sc.addJob(Job{Kind: JobLeak, Section: p.Section, WorkS: sc.C.LeakS})
		}
	case strings.HasPrefix(result, "hull"), strings.HasPrefix(result, "crew_injury"):
		// §4.1 hull cracks are drawn only (10.3.2); casualties are the engine's
	default:
		if repair > 0 {
			sc.addJob(Job{Kind: JobRepair, Section: p.Section, System: result, Repair: repair, WorkS: sc.C.RepairS[repair]})
		}
		fire, short := slices.Contains(sc.C.FireResults, result), slices.Contains(sc.C.ShortResults, result)
		if fire || short {
			f := sc.R.Die(6)
			res := "none"
			switch {
			case f == 1 && fire:
				res = "fire"
			case (f == 1 && !fire) || (f == 2 && fire && short):
				res = "short"
			}
			sc.emit(RollEvent{Table: "DC_HAZARD", Dice: "1d6", Faces: []int{f}, Mods: []Mod{}, Total: f, Result: res})
			if res != "none" {
				sc.emit(NewAlert(AlertDamage, res)) // §5 a new hazard
			}
			switch res {
			case "fire":
				sc.addJob(Job{Kind: JobFire, Section: p.Section, WorkS: sc.C.HazardS})
			case "short":
				sc.addJob(Job{Kind: JobShort, Section: p.Section, WorkS: sc.C.HazardS})
			}
		}
		if result == "batteries" && !sc.Setup.Surfaced && sc.openIn(p.Section, JobLeak) {
			sc.addJob(Job{Kind: JobChlorine, Section: p.Section, WorkS: 1})
		}
	}
	return p, nil
}

func (sc *DCScene) addJob(j Job) {
	j.Round, j.Created = sc.Round, sc.Tick
	sc.Jobs = append(sc.Jobs, j)
	sc.emit(DCEvent{Room: j.Section, Job: j.Key(), Action: "new", N: len(sc.Jobs)})
}

func (sc *DCScene) openIn(section int, k JobKind) bool {
	for i := range sc.Jobs {
		if j := &sc.Jobs[i]; j.Kind == k && j.Section == section && j.Open() {
			return true
		}
	}
	return false
}

// SetPhase is an engine input: the cycle's phase; PhaseSearch starts a new pass.
func (sc *DCScene) SetPhase(ph DCPhase) {
	sc.Inputs = append(sc.Inputs, DCInput{Tick: sc.Tick, What: "phase", Phase: ph})
	sc.Phase = ph
	if ph == PhaseSearch {
		sc.Pass0 = sc.Tick
	}
}

// SetWound is an engine input: a generic crew box's new state (0–3, [E5a] and the
// wounds of 10.6); an SW or KIA team stops at once (§4.2).
func (sc *DCScene) SetWound(team, wound int) {
	if team < 0 || team > 3 || wound < 0 || wound > 3 || sc.Teams[team].Wound == wound {
		return
	}
	sc.Inputs = append(sc.Inputs, DCInput{Tick: sc.Tick, What: "wound", Repair: team*4 + wound})
	t := &sc.Teams[team]
	t.Wound = wound
	if !t.Able() {
		t.Job, t.MoveS, t.To = -1, 0, t.Section
	}
	sc.emit(TeamEvent{Team: TeamKey(team), Wound: t.Wound, Section: t.Section, Pips: t.Pips})
	if !t.Able() {
		sc.emit(NewAlert(AlertDamage, "team_lost")) // §5 a team becoming unavailable
	}
}

// FloodBox is an engine input: the engine's flooding track advanced n boxes (> 0)
// outside the [E4] results the scene was handed (10.1.3 additional flooding, C7): §5
// "a flooding box" raises tac_alert "damage" / "flooding_box". It changes no job (the
// table's box is not a new leak, §4.3).
func (sc *DCScene) FloodBox(n int) {
	if n <= 0 {
		return
	}
	sc.Inputs = append(sc.Inputs, DCInput{Tick: sc.Tick, What: "flood_box", Repair: n})
	sc.emit(NewAlert(AlertDamage, "flooding_box"))
}

// Surface is an engine input: the boat surfaced (after the escape); chlorine clears.
func (sc *DCScene) Surface() {
	sc.Inputs = append(sc.Inputs, DCInput{Tick: sc.Tick, What: "surface"})
	sc.Setup.Surfaced = true
	for i := range sc.Jobs {
		if j := &sc.Jobs[i]; j.Kind == JobChlorine && j.Open() {
			j.DoneS = j.WorkS
			sc.emit(DCEvent{Room: j.Section, Job: j.Key(), Action: "done", Pct: 100, N: i + 1})
		}
	}
}

// The damage-control and crash-dive commands on the one Command type (scene.go).
const (
	CmdDCAssign    CmdKind = CmdNoise + 1 + iota // N team, Target job      (decision tac_dc_assign)
	CmdPump                                      // Flag on                        (decision tac_pump)
	CmdEarlyRepair                               // Target job                     (decision tac_early_repair)
	CmdAlarm                                     // crash dive: sound the alarm    (decision tac_alarm)
)

// cmdKeysMore are the keys of the command kinds after the attack's: the evasion's
// (search.go) and these.
var cmdKeysMore = [...]string{"telegraph", "depth", "noise", "tac_dc_assign", "tac_pump", "tac_early_repair", "tac_alarm", "test_depth", "bold", "e3_weapon", "transit_start", "transit_stop", "li_move", "alarm_set", "alarm_clear"}

// The DC commands (§8.2 decisions tac_dc_assign, tac_pump, tac_early_repair) on the
// one Command type: CmdDCAssign N = team (0–3), Target = job index (−1: stand down),
// or Target = −2 − section to walk there without a job; CmdPump Flag = on;
// CmdEarlyRepair Target = a repair job at 100 %.
var (
	ErrDCTeam  = errors.New("tactical: dc: no such team, or the team is not available (SW/KIA, 4.2)")
	ErrDCJob   = errors.New("tactical: dc: no such open job")
	ErrDCEarly = errors.New("tactical: dc: an early repair needs a repair job at 100 % not yet rolled (4.5.2)")
	ErrDCCmd   = errors.New("tactical: dc: not a damage-control command")
	ErrDCReach = errors.New("tactical: dc: the way is blocked by a flooded section (4.2)")
)

// Do applies a command at the current tick; a rejected command changes nothing and is
// not recorded.
func (sc *DCScene) Do(c Command) error {
	if sc.ByTable {
		return ErrEnded
	}
	if err := sc.apply(c); err != nil {
		return err
	}
	sc.Orders = append(sc.Orders, Order{Tick: sc.Tick, Cmd: c})
	return nil
}

func (sc *DCScene) apply(c Command) error {
	switch c.Kind {
	case CmdDCAssign:
		if c.N < 0 || c.N > 3 || !sc.Teams[c.N].Able() {
			return ErrDCTeam
		}
		t := &sc.Teams[c.N]
		to, job := t.Section, -1
		switch {
		case c.Target >= 0:
			if c.Target >= len(sc.Jobs) || !sc.Jobs[c.Target].Open() || sc.Jobs[c.Target].Kind == JobChlorine {
				return ErrDCJob
			}
			to, job = sc.Jobs[c.Target].Section, c.Target
		case c.Target <= -2:
			to = -2 - c.Target
			if to < 1 || to > 6 {
				return ErrDCJob
			}
		}
		if !sc.reachable(t.Section, to) {
			return ErrDCReach
		}
		t.Job, t.To = job, to
		t.MoveS = sc.C.MoveS * float64(abs(to-t.Section))
		if job >= 0 {
			j := &sc.Jobs[job]
			sc.emit(DCEvent{Room: j.Section, Job: j.Key(), Team: TeamKey(c.N), Action: "assign", Pct: pct(j), N: job + 1})
		} else {
			sc.emit(DCEvent{Room: to, Team: TeamKey(c.N), Action: "move"})
		}
	case CmdPump:
		if sc.Pump != c.Flag {
			ch := "off"
			if c.Flag {
				ch = "on"
			}
			sc.emit(DecisionEvent{ID: "tac_pump", Choice: ch})
		}
		sc.Pump = c.Flag
	case CmdMoveLI:
		return sc.moveLI(c)
	case CmdAlarmSet, CmdAlarmClear:
		return sc.alarmCmd(c) // §5 "in N minutes" (alarms.go; no contacts here)
	case CmdByTable: // §8.3: open jobs are dropped; the rest of the combat is the table's
		sc.DropOpen()
		sc.ByTable, sc.Pump = true, false
		sc.emit(DecisionEvent{ID: "tac_by_table", Choice: "yes"})
	case CmdEarlyRepair:
		if c.Target < 0 || c.Target >= len(sc.Jobs) {
			return ErrDCEarly
		}
		j := &sc.Jobs[c.Target]
		if j.Kind != JobRepair || !j.Done() || j.Early || j.Dropped {
			return ErrDCEarly
		}
		j.Early = true
		sc.Early = append(sc.Early, j.System)
		sc.emit(DecisionEvent{ID: "tac_early_repair", Choice: j.System})
	default:
		return ErrDCCmd
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func pct(j *Job) float64 { return float64(int(1000*min(1, j.DoneS/j.WorkS))) / 10 }

// reachable: no section strictly between a and b (nor b itself) is over 75 % water.
func (sc *DCScene) reachable(a, b int) bool {
	lo, hi := min(a, b), max(a, b)
	for s := lo; s <= hi; s++ {
		if s != a && sc.Water[s] > sc.C.NoCrossWater {
			return false
		}
	}
	return true
}

// speed is a team's work rate (team-seconds per second, §4.2).
func (sc *DCScene) speed(i int) float64 {
	t := &sc.Teams[i]
	v := 1.0
	if t.Wound == 1 {
		v = sc.C.LWSpeed
	}
	if sc.liLeads(i) {
		v *= sc.C.LIFactor
	}
	return v * sc.C.PipSpeed[min(3, t.Pips)]
}

func (sc *DCScene) pip(i int) {
	if t := &sc.Teams[i]; t.Pips < 3 {
		t.Pips++
		sc.emit(FatigueEvent{Team: TeamKey(i), Pips: t.Pips})
	}
}

// Step advances one 0.5 s tick: walks, work, water, the pump, hazards and fatigue.
func (sc *DCScene) Step() {
	dt := Tick
	pipWork := sc.C.PipWorkS
	if sc.Setup.HoursSub+Seconds(sc.Tick)/3600 >= sc.C.PipFastAfterH {
		pipWork /= sc.C.PipFastFactor
	}
	turn := sc.Tick%int64(sc.C.TurnS*TicksPerSecond) == 0 && sc.Tick > 0
	sc.stepLI()
	for i := range sc.Teams {
		t := &sc.Teams[i]
		if !t.Able() {
			continue
		}
		if t.MoveS > 0 {
			t.MoveS -= dt
			if t.MoveS <= 0 {
				t.MoveS, t.Section = 0, t.To
				sc.emit(DCEvent{Room: t.Section, Team: TeamKey(i), Action: "arrive"})
				if sc.hazardous(t.Section) || sc.chlorineNear(t.Section) {
					sc.pip(i) // §4.2 a pip per hazard entered
				}
			}
			continue
		}
		if t.Job < 0 {
			continue
		}
		j := &sc.Jobs[t.Job]
		if !j.Open() {
			t.Job = -1
			continue
		}
		j.Worked = true
		j.DoneS += sc.speed(i) * dt
		// §8.1 progress, throttled to steps (the 50 % step is where a repair goes quiet, §4.3)
		if q := int(ProgressSteps * j.DoneS / j.WorkS); q > j.Step && !j.Done() {
			j.Step = q
			sc.emit(DCEvent{Room: j.Section, Job: j.Key(), Team: TeamKey(i), Action: "progress", Pct: pct(j), N: t.Job + 1})
		}
		t.WorkAcc += dt
		if t.WorkAcc >= pipWork {
			t.WorkAcc -= pipWork
			sc.pip(i)
		}
		if j.Done() {
			sc.emit(DCEvent{Room: j.Section, Job: j.Key(), Team: TeamKey(i), Action: "done", Pct: 100, N: t.Job + 1})
			if j.Kind == JobRepair && !sc.ByTable {
				sc.emit(NewAlert(AlertDecision, "repair_ready")) // §5 early repair may be ordered
			}
			t.Job = -1
		}
	}
	// water: every open leak fills its section; the pump drains the wettest section
	for i := range sc.Jobs {
		if j := &sc.Jobs[i]; j.Kind == JobLeak && j.Open() {
			sc.Water[j.Section] = min(1, sc.Water[j.Section]+dt/sc.C.LeakFillS)
		}
	}
	if sc.Pump {
		w := 1
		for s := 2; s <= 6; s++ {
			if sc.Water[s] > sc.Water[w] {
				w = s
			}
		}
		sc.Water[w] = max(0, sc.Water[w]-dt/sc.C.PumpS)
	}
	for s := 1; s <= 6; s++ { // the board's water in 10 % steps (tac_water)
		if st := int8(sc.Water[s] * 10); st != sc.waterStep[s] {
			sc.waterStep[s] = st
			sc.emit(WaterEvent{Room: s, Pct: float64(st) * 10})
		}
	}
	// fires and shorts left alone spread (§4.3); hazards tire the teams inside per turn
	for s := 1; s <= 6; s++ {
		burning := false
		for i := range sc.Jobs {
			j := &sc.Jobs[i]
			if (j.Kind == JobFire || j.Kind == JobShort) && j.Open() && j.Section == s {
				burning = true
				if !sc.worked(i) {
					if sc.idle[s]++; !j.Spread && Seconds(sc.idle[s]) >= sc.C.SpreadS {
						j.Spread = true
						sc.emit(DCEvent{Room: s, Job: j.Key(), Action: "spread", Pct: pct(j), N: i + 1})
						sc.emit(NewAlert(AlertDamage, "spread"))
					}
				}
			}
		}
		if !burning {
			sc.idle[s] = 0
		}
		if turn && (sc.hazardous(s) || sc.chlorineNear(s)) {
			for i := range sc.Teams {
				if sc.Teams[i].Able() && sc.Teams[i].Section == s && sc.Teams[i].MoveS == 0 {
					sc.pip(i)
				}
			}
		}
	}
	if turn {
		copy(sc.pumpOn[:], sc.pumpOn[1:])
		sc.pumpOn[4] = sc.Pump
	}
	sc.Tick++
	if len(sc.alarms) > 0 {
		sc.alarms.step(sc.Tick, noMeasure, sc.emit) // §5 player-set alarms (time)
	}
}

// worked reports a team working job i now.
func (sc *DCScene) worked(i int) bool {
	for k := range sc.Teams {
		if t := &sc.Teams[k]; t.Job == i && t.MoveS == 0 && t.Section == sc.Jobs[i].Section && t.Able() {
			return true
		}
	}
	return false
}

func (sc *DCScene) hazardous(s int) bool {
	for i := range sc.Jobs {
		if j := &sc.Jobs[i]; j.Spread && j.Open() && j.Section == s {
			return true
		}
	}
	return false
}

func (sc *DCScene) chlorineNear(s int) bool {
	for i := range sc.Jobs {
		if j := &sc.Jobs[i]; j.Kind == JobChlorine && j.Open() && abs(j.Section-s) <= 1 {
			return true
		}
	}
	return false
}

// Noise is the §3.3 noise factor the scene adds to the exposure weight now: loud repair
// work ×1.3, the bilge pump ×1.2.
func (sc *DCScene) Noise() float64 {
	w := 1.0
	for i := range sc.Teams {
		if t := &sc.Teams[i]; t.Job >= 0 && t.MoveS == 0 && sc.Jobs[t.Job].Loud() {
			w = 1.3
			break
		}
	}
	if sc.Pump {
		w *= 1.2
	}
	return w
}

// Fouled reports §4.5.3: the section burns, is shorted or more than half flooded.
func (sc *DCScene) Fouled(s int) bool {
	if sc.Water[s] > sc.C.FouledWater {
		return true
	}
	for i := range sc.Jobs {
		if j := &sc.Jobs[i]; (j.Kind == JobFire || j.Kind == JobShort) && j.Open() && j.Section == s {
			return true
		}
	}
	return false
}

// EndRound is the engine's C7 (10.1.3): it returns this round's FloodingDRM (§4.5.1:
// −1 if every leak of the round was plugged, or the pump ran in ≥ 3 of the last 5
// turns; +1 if no leak of the round received any work; else 0), logged "tactical: …",
// and opens the next round. ok is false when the round made no leak (no check).
func (sc *DCScene) EndRound() (v int, why string, ok bool) {
	sc.Inputs = append(sc.Inputs, DCInput{Tick: sc.Tick, What: "round_end"})
	n, plugged, worked := 0, 0, 0
	for i := range sc.Jobs {
		j := &sc.Jobs[i]
		if j.Kind != JobLeak || j.Round != sc.Round {
			continue
		}
		n++
		if j.Done() {
			plugged++
		}
		if j.Worked {
			worked++
		}
	}
	pumped := 0
	for _, on := range sc.pumpOn {
		if on {
			pumped++
		}
	}
	sc.Round++
	switch {
	case n == 0 || sc.ByTable:
		return 0, "", false
	case plugged == n:
		v, why = -1, fmt.Sprintf("tactical: every leak plugged (%d)", n)
	case pumped >= 3:
		v, why = -1, fmt.Sprintf("tactical: pump ran %d of the last 5 turns", pumped)
	case worked == 0:
		v, why = 1, fmt.Sprintf("tactical: no leak worked (%d open)", n)
	default:
		why = fmt.Sprintf("tactical: leaks %d of %d plugged", plugged, n)
	}
	sc.FloodDRMs = append(sc.FloodDRMs, v)
	return v, why, true
}

// RepairDRM is §4.5.3 for a system at B14: −1 if its job reached 100 % and was not
// rolled early (parts laid out), +1 if its section is fouled, both 0; ok false when the
// scene has no job for the system (the table's roll, §8.3).
func (sc *DCScene) RepairDRM(system string) (v int, why string, ok bool) {
	if sc.ByTable {
		return 0, "", false // §8.3 RepairDRM = 0: the table's roll
	}
	for i := len(sc.Jobs) - 1; i >= 0; i-- {
		j := &sc.Jobs[i]
		if j.Kind != JobRepair || j.System != system || j.Early {
			continue
		}
		laid, foul := j.Done() && !j.Dropped, sc.Fouled(j.Section)
		switch {
		case laid && !foul:
			return -1, "tactical: parts laid out (" + system + ")", true
		case foul && !laid:
			return 1, fmt.Sprintf("tactical: compartment %d fouled", j.Section), true
		}
		return 0, "tactical: repair " + system, true
	}
	return 0, "", false
}

// TakeEarly returns and clears the early repairs ordered since the last call.
func (sc *DCScene) TakeEarly() []string {
	e := sc.Early
	sc.Early = nil
	return e
}

// DropOpen is §8.3 "resolve by table" for damage control: open jobs are dropped (their
// systems get RepairDRM 0).
func (sc *DCScene) DropOpen() {
	for i := range sc.Jobs {
		if j := &sc.Jobs[i]; j.Open() {
			j.Dropped = true
			sc.emit(DCEvent{Room: j.Section, Job: j.Key(), Action: "abandon", Pct: pct(j), N: i + 1})
		}
	}
	for i := range sc.Teams {
		sc.Teams[i].Job = -1
	}
}

// SavedDC is the saved form of a damage-control scene (§9.5.2).
type SavedDC struct {
	Version int       `json:"version"`
	Setup   DCSetup   `json:"setup"`
	Orders  []Order   `json:"orders"`
	Inputs  []DCInput `json:"inputs"`
	Tick    int64     `json:"tick"`
}
