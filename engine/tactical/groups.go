package tactical

import (
	"errors"

	"uboat/engine"
)

// §2.6, 9.4.2 the unescorted round's torpedo groups in sequence (tactical-design §1.1
// row B20–B22 "with sequential weapon groups"; §2.6 "a group is committed when its
// first torpedo leaves, and the player may watch its results before starting the next
// group"; §2.8 outcome-first).
//
// [designed] The next group is a continuation of the round's scene, not a new scene:
// the engine rolls a group's torpedoes after its scene has run them (§1.3, the provider
// sees only misses while it plays), so when the engine's weapon_group choice then picks
// the other torpedo end, the scene is rebuilt from its set-up and orders with the
// engine's outcomes as its table (the picture the player watched, §2.8), the ships the
// engine sank marked sunk, and reopened for that end's group with CmdNextGroup at the
// tick it ended: the same boat, targets, clock and round (the bracket of every ship is
// the one fixed at the round's first launch, §2.7.1, which is the engagement's range the
// engine rolls at). The group has its own 60 s window from its first launch (§2.6); if
// it does not begin within TimeLimit of the reopening the scene ends declined and the
// engine allocates the group by the table (§8.3). The deck gun stays the table's (§1.1).

// CmdNextGroup reopens an unescorted attack scene that ended fired for the round's next
// torpedo group (9.4.2): End is the group's end, N a bit mask of the ship ids the engine
// sank with the earlier groups (bit id − 1). It is the engine's weapon_group choice
// handed into the scene, recorded in the orders stream like an order so that a replay
// reopens the scene at the same tick.
const CmdNextGroup CmdKind = CmdMoveLI + 1

// NextGroup is the state of a scene reopened for the round's next group (Scene.Next).
type NextGroup struct {
	On   bool
	End  End
	From int64
}

// GroupEvent is `tac_group` [designed] (the §8.1 table has no event for it): the scene
// reopened for the round's next torpedo group; end (bow, stern) and sunk, the ship ids
// the engine sank with the earlier groups (their units leave the picture).
type GroupEvent struct {
	End  string `json:"end"`
	Sunk []int  `json:"sunk"`
}

func (GroupEvent) Kind() EventKind { return EvGroup }

// Apply reopens the View: the scene runs again, the sunk ships are listed.
func (e GroupEvent) Apply(v *View) {
	v.Ended, v.Reason = false, 0
	v.Groups = append(v.Groups, e)
	v.Sunk = append(v.Sunk, e.Sunk...)
}

// GroupWaiting reports a scene reopened for a next group whose first torpedo has not
// left: the group may still be declined (CmdAbort) and the scene ends declined at
// Deadline.
func (sc *Scene) GroupWaiting() bool {
	return sc.Next.On && !sc.groupOpen[sc.Next.End]
}

// Deadline is the tick by which the round's first launch (or a reopened next group's)
// must have left, else the scene ends declined: TimeLimit, or TimeLimit after the
// reopening (CmdNextGroup).
func (sc *Scene) Deadline() int64 {
	if sc.Next.On {
		return sc.Next.From + TimeLimit
	}
	return TimeLimit
}

// GroupResultsSeen reports that the round's groups so far have been watched (§2.6,
// 9.4.2 "the player may watch its results before starting the next group"): the round
// is committed, each begun group's 60 s window has closed, and every torpedo has hit,
// ended or passed its target (Running.KnownT); or the scene ended fired.
func (sc *Scene) GroupResultsSeen() bool {
	if sc.Ended {
		return sc.Reason == EndFired
	}
	if !sc.Committed {
		return false
	}
	for e, open := range sc.groupOpen {
		if open && sc.Tick <= sc.GroupStart[e]+Ticks(sc.D.Firing.CommitWindowS) {
			return false
		}
	}
	for i := range sc.Running {
		if sc.Tick < sc.Running[i].KnownT {
			return false
		}
	}
	return true
}

// nextGroup applies CmdNextGroup. Errors: an escorted scene (9.2.1 one end), the
// earlier groups' results not yet seen (GroupResultsSeen), a group already begun at that
// end, nothing loaded there, a second reopening (bow and stern are the only torpedo
// groups).
func (sc *Scene) nextGroup(c Command) error {
	switch {
	case sc.Setup.Group.Escorted():
		return errors.New("tactical: one end per round against escorted targets (9.2.1)")
	case !sc.GroupResultsSeen():
		return errors.New("tactical: a next group only once the earlier groups' results are seen")
	case sc.Next.On:
		return errors.New("tactical: the round's torpedo groups are bow and stern, each once (9.4.2)")
	case c.End != Bow && c.End != Stern:
		return errors.New("tactical: no such end")
	case sc.groupOpen[c.End]:
		return errors.New("tactical: that end's group has been fired this round (9.4.2)")
	case !sc.endLoaded(c.End):
		return errors.New("tactical: nothing loaded at that end")
	}
	sunk := []int{}
	for i := range sc.Ships {
		s := &sc.Ships[i]
		if c.N&(1<<i) != 0 && s.Role == RoleTarget && !s.Sunk {
			s.Sunk = true
			sunk = append(sunk, s.ID)
		}
	}
	sc.Ended, sc.Reason = false, 0
	sc.Next = NextGroup{On: true, End: c.End, From: sc.Tick}
	sc.emit(GroupEvent{End: c.End.Key(), Sunk: sunk})
	return nil
}

// NextGroup (engine.TacticalGroups) plays the unescorted round's next torpedo group
// (B22, 9.4.2) as the continuation of the round's scene (the reading above): the scene
// replayed with the engine's outcomes, the engine's sunk ships marked, reopened for the
// end bow names, and the reference AI firing that end's loaded tubes at the round's
// bracket. It hands back that group's launches in order, like Salvo; ok = false when
// no scene of this round ended fired, the scene cannot be reopened (an escorted round,
// that end already fired in it), or the AI made no launch (the engine allocates the
// group by the table, §8.3). SolutionDRM, TorpedoResult and the torpedo ends then
// follow as for the first group.
func (p *AIProvider) NextGroup(c *engine.Career, e *engine.Engagement, bow bool) ([]engine.TacShot, bool) {
	p.flushEnds(c)
	if p.sc == nil || e.Escorted || p.sc.Reason != EndFired {
		return nil, false
	}
	end := Stern
	if bow {
		end = Bow
	}
	// The round's scene with the engine's outcomes, replayed up to the first tick at
	// which the earlier group's results are seen (its orders after that are dropped: the
	// player starts the next group there).
	sc, err := NewAttack(p.D, p.su, &scriptTable{outs: p.script()})
	if err != nil {
		p.byTable("attack: next group: " + err.Error())
		return nil, false
	}
	for i, orders := 0, p.sc.Orders; !sc.GroupResultsSeen() && !sc.Ended && sc.Tick < p.sc.Tick; sc.Step() {
		for ; i < len(orders) && orders[i].Tick == sc.Tick; i++ {
			if err := sc.Do(orders[i].Cmd); err != nil {
				p.byTable("attack: next group: replay: " + err.Error())
				return nil, false
			}
		}
	}
	sunk := 0
	for i := range sc.Ships {
		if s := &sc.Ships[i]; s.Target > 0 && s.Target <= len(p.tIdx) && e.Targets[p.tIdx[s.Target-1]].Sunk {
			sunk |= 1 << i
		}
	}
	n0 := len(sc.Log)
	if err := sc.Do(Command{Kind: CmdNextGroup, End: end, N: sunk}); err != nil {
		p.byTable("attack: next group: " + err.Error())
		return nil, false
	}
	plan := AIPlan{Bracket: p.res.Bracket, End: end}
	if plan.Bracket > Long {
		plan.Bracket = Long // §6.1 the AI plans no Extreme shot
	}
	for _, t := range sc.Tubes {
		if t.End == end && t.Weapon != WeaponNone && t.State == TubeLoaded {
			plan.Torpedoes++
		}
	}
	p.Stats.Planned += plan.Torpedoes
	ai := NewAI(p.Skill, plan)
	for !sc.Ended && sc.Tick < sc.Deadline()+TimeLimit {
		if p.HandBack.Attack != nil && p.HandBack.Attack(sc) {
			_ = sc.Do(Command{Kind: CmdByTable})
			break
		}
		ai.Act(sc)
		sc.Step()
	}
	forward(c, sc.Log[n0:])
	res := sc.Result()
	first := len(p.res.Launches)
	if len(res.Launches) == first {
		if sc.Reason == EndByTable {
			p.byTable("attack: next group resolved by table before any launch")
		} else {
			p.Stats.AttackDeclined++
			p.byTable("attack: the AI made no launch in the next group")
		}
		return nil, false
	}
	p.rest = p.rest[:0]
	if sc.Reason == EndByTable {
		p.rest = sc.Unlaunched(p.rest)
		p.byTable("attack: next group resolved by table after its first launch")
	}
	p.sc, p.res, p.from = sc, res, sc.Next.From
	p.cells = p.cellsOf(sc)
	p.Stats.Groups++
	p.Stats.Salvos[min(len(res.Launches)-first, 4)]++
	nBow := len(p.su.BowTubes)
	shots := make([]engine.TacShot, 0, len(res.Launches)-first+len(p.rest))
	for i, l := range res.Launches {
		if i < first || l.Target < 1 || l.Target > len(p.tIdx) {
			continue
		}
		sh := engine.TacShot{Bow: l.End == Bow, Tube: l.Tube - 1, Target: p.tIdx[l.Target-1]}
		if !sh.Bow {
			sh.Tube -= nBow
		}
		shots = append(shots, sh)
	}
	for _, l := range p.rest {
		if l.Target >= 1 && l.Target <= len(p.tIdx) {
			sh := engine.TacShot{Bow: l.End == Bow, Tube: l.Tube - 1, Target: p.tIdx[l.Target-1]}
			if !sh.Bow {
				sh.Tube -= nBow
			}
			shots = append(shots, sh)
			p.Stats.TableFired++
		}
	}
	if len(shots) == 0 {
		return nil, false
	}
	p.outs = append(p.outs, make([]U1Outcome, len(res.Launches)-len(p.outs))...)
	p.last, p.pending, p.reported = shots[len(shots)-1], true, 0
	return shots, true
}

// script is the engine's outcomes of the scene's launches so far in the order the scene
// asks [U1] (every launch but the off-target ones, §2.8): the replay's table.
func (p *AIProvider) script() []U1Outcome {
	var outs []U1Outcome
	for i, l := range p.res.Launches {
		if !l.OffTarget && i < len(p.outs) {
			outs = append(outs, p.outs[i])
		}
	}
	return outs
}

var _ engine.TacticalGroups = (*AIProvider)(nil)
