package tactical

import (
	"encoding/json"
	"errors"
	"fmt"
)

// §6.3 the reference damage-control AI, and the scene's save and replay (§9.5.2).

// DCAI is the §6.3 damage-control AI. Priority: fires and shorts; leaks, nearest team;
// repairs that remove an [E2] or [E3] modifier (quiet halves only in a search phase);
// other repairs after the escape. It rolls early repairs only for e-motors and
// batteries when E3Mods (the [E3] modifiers active, set by the host) is 2 or more, and
// runs the pump only in turns 1–2 of a pass. Skill sets how often it re-plans
// (replan_s × skill: Ace 5 s, Reference 10 s, Green 15 s; design reading).
type DCAI struct {
	Skill  Skill
	E3Mods int
	next   int64
}

// NewDCAI returns the AI at a skill.
func NewDCAI(s Skill) *DCAI { return &DCAI{Skill: s} }

// priority is the §6.3 class of job j in phase ph (1 first; 0: not worked now).
func (a *DCAI) priority(sc *DCScene, j *Job) int {
	switch j.Kind {
	case JobFire, JobShort:
		return 1
	case JobLeak:
		return 2
	case JobRepair:
		prio := false
		for _, k := range sc.C.PriorityResults {
			prio = prio || k == j.System
		}
		switch {
		case sc.Phase == PhaseAfter:
			return 3
		case prio && (sc.Phase != PhaseSearch || !j.Loud()):
			return 3
		}
	}
	return 0
}

// Act gives the AI's orders at the current tick (call before each Step).
func (a *DCAI) Act(sc *DCScene) {
	if sc.Tick < a.next || sc.ByTable {
		return
	}
	a.next = sc.Tick + Ticks(sc.C.ReplanS*float64(a.Skill))
	// the pump: turns 1–2 of a pass, while there is water
	wet := false
	for s := 1; s <= 6; s++ {
		wet = wet || sc.Water[s] > 0
	}
	pump := wet && sc.Phase == PhaseSearch && sc.Tick-sc.Pass0 < 2*TicksPerTurn
	if pump != sc.Pump {
		_ = sc.Do(Command{Kind: CmdPump, Flag: pump})
	}
	// stand down teams whose job is no longer to be worked now (loud halves in search)
	for i := range sc.Teams {
		if t := &sc.Teams[i]; t.Able() && t.Job >= 0 && (!sc.Jobs[t.Job].Open() || a.priority(sc, &sc.Jobs[t.Job]) == 0) {
			_ = sc.Do(Command{Kind: CmdDCAssign, N: i, Target: -2 - t.To})
		}
	}
	for p := 1; p <= 3; p++ {
		for ji := range sc.Jobs {
			j := &sc.Jobs[ji]
			if !j.Open() || a.priority(sc, j) != p || a.taken(sc, ji) {
				continue
			}
			best, bd := -1, 99
			for i := range sc.Teams {
				t := &sc.Teams[i]
				if !t.Able() || !sc.reachable(t.Section, j.Section) {
					continue
				}
				// a free team, or (for fires, shorts and leaks) one on a lower class
				if t.Job >= 0 && (p > 2 || a.priority(sc, &sc.Jobs[t.Job]) <= p) {
					continue
				}
				if d := abs(t.To - j.Section); d < bd {
					best, bd = i, d
				}
			}
			if best >= 0 {
				_ = sc.Do(Command{Kind: CmdDCAssign, N: best, Target: ji})
			}
		}
	}
	if a.E3Mods >= 2 {
		for ji := range sc.Jobs {
			j := &sc.Jobs[ji]
			if j.Kind == JobRepair && j.Done() && !j.Early && !j.Dropped &&
				(j.System == "electric_1" || j.System == "electric_2" || j.System == "batteries") {
				_ = sc.Do(Command{Kind: CmdEarlyRepair, Target: ji})
			}
		}
	}
}

func (a *DCAI) taken(sc *DCScene, ji int) bool {
	for i := range sc.Teams {
		if sc.Teams[i].Job == ji {
			return true
		}
	}
	return false
}

// Run plays the scene for seconds with the AI (nil: no orders).
func (sc *DCScene) Run(ai *DCAI, seconds float64) {
	for end := sc.Tick + Ticks(seconds); sc.Tick < end; {
		if ai != nil {
			ai.Act(sc)
		}
		sc.Step()
	}
}

// Save returns the scene's save (JSON): set-up, orders, engine inputs and tick.
func (sc *DCScene) Save() ([]byte, error) {
	return json.Marshal(SavedDC{Version: sc.C.Version, Setup: sc.Setup, Orders: sc.Orders, Inputs: sc.Inputs, Tick: sc.Tick})
}

// LoadDC rebuilds a saved damage-control scene by replaying it.
func LoadDC(d *Data, b []byte) (*DCScene, error) {
	var s SavedDC
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, err
	}
	if s.Version != DCWork().Version {
		return nil, fmt.Errorf("tactical: dc save of data version %d, have %d", s.Version, DCWork().Version)
	}
	return ReplayDC(d, s.Setup, s.Inputs, s.Orders, s.Tick)
}

// ReplayDC builds a scene from its set-up and plays the engine inputs and the orders
// up to tick: each tick's inputs first, then its orders, then Step, as they were given.
func ReplayDC(d *Data, su DCSetup, inputs []DCInput, orders []Order, tick int64) (*DCScene, error) {
	sc, err := NewDC(d, su)
	if err != nil {
		return nil, err
	}
	i, o := 0, 0
	for {
		for i < len(inputs) && inputs[i].Tick == sc.Tick {
			in := inputs[i]
			switch in.What {
			case "hit":
				if _, err := sc.Hit(in.Result, in.Repair); err != nil {
					return nil, err
				}
			case "phase":
				sc.SetPhase(in.Phase)
			case "round_end":
				sc.EndRound()
			case "surface":
				sc.Surface()
			case "wound":
				sc.SetWound(in.Repair/4, in.Repair%4)
			case "flood_box":
				sc.FloodBox(in.Repair)
			default:
				return nil, fmt.Errorf("tactical: dc replay: unknown input %q", in.What)
			}
			i++
		}
		for o < len(orders) && orders[o].Tick == sc.Tick {
			if err := sc.Do(orders[o].Cmd); err != nil {
				return nil, fmt.Errorf("tactical: dc replay: order %d at tick %d: %w", o, sc.Tick, err)
			}
			o++
		}
		if sc.Tick >= tick {
			break
		}
		sc.Step()
	}
	if i != len(inputs) || o != len(orders) {
		return nil, errors.New("tactical: dc replay: inputs or orders left after the scene's tick")
	}
	return sc, nil
}
