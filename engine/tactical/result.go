package tactical

import (
	"fmt"
	"math"
)

// What the attack scene hands back to the engine (§1.3, §8.3). The engine's
// TacticalProvider is not wired yet (doc.go); this is the value its Bracket, Salvo and
// SolutionDRM calls will return for an attack scene, and a₀ for the first pass (§2.9).

// LaunchResult is one launched torpedo as the engine needs it.
type LaunchResult struct {
	Tube      int // 1-based over bow then stern tubes
	End       End // the tube's end
	Target    int // 1-based index into engine.Engagement.Targets (0 = not a table target)
	Weapon    Weapon
	Bracket   Bracket // the [U1] column (§2.7.1: its target's bracket at the first launch)
	Drm       int     // SolutionDRM, −1 … +3 (§1.3); 0 when OffTarget
	OffTarget bool    // a miss with no [U1] roll (§2.8); never for a guided torpedo (§2.7.3: +3, the 9.2.5 minimum stands)
	LaunchS   float64 // seconds after the scene's start
	Second    bool    // an NSA second-salvo torpedo (9.5.2): the engine adds its +1
	Mod       Mod     // the `mods` entry the [U1] roll carries ("tactical: …"), zero when Drm = 0
}

// AttackResult is the scene's hand-back.
type AttackResult struct {
	Reason EndReason
	// Bracket is the engagement's range for [E2]: the bracket of the first launch; before
	// any launch (a by-table finish or a decline, §8.3) the bracket of the aimed target's
	// true range now (the TDC's target, else the nearest table target), which the engine
	// offers as the default range choice.
	Bracket  Bracket
	Launches []LaunchResult
	BothEnds bool    // bow and stern fired in one round (the engine's [E2] +1)
	A0       float64 // §2.9 multiplier on the first pass's hazard
	Exposure float64 // §2.9 E, seconds
}

// SolutionMod is the §8.1 modifier entry of a solution grade, e.g.
// {"v":-1,"why":"tactical: solution excellent (q 0.97 / ref 0.74)"}.
func SolutionMod(drm int, g Grade, q, qRef float64) Mod {
	return Mod{V: drm, Why: fmt.Sprintf("tactical: solution %s (q %.2f / ref %.2f)", g.Key(), q, qRef)}
}

// Result collects the hand-back from the log (valid at any time; final once Ended).
func (sc *Scene) Result() AttackResult {
	res := AttackResult{Reason: sc.Reason, Bracket: sc.RoundBracket, A0: sc.A0(), Exposure: sc.Exposure}
	if !sc.Committed {
		res.Bracket = sc.currentBracket()
	}
	var ends [2]bool
	for _, l := range sc.Log {
		e, ok := l.Ev.(LaunchEvent)
		if !ok {
			continue
		}
		tube := sc.Tubes[e.Tube-1]
		w, _ := WeaponFromKey(e.Weapon)
		g := gradeFromKey(e.Grade)
		lr := LaunchResult{Tube: e.Tube, End: tube.End, Target: sc.Ship(e.Target).Target, Weapon: w,
			Bracket: Bracket(lookupBracket(e.Bracket)), Drm: e.Drm, OffTarget: g == OffTarget && !w.Guided(), LaunchS: Seconds(l.Tick), Second: e.Second}
		if e.Drm != 0 {
			lr.Mod = SolutionMod(e.Drm, g, e.Q, e.QRef)
		}
		ends[tube.End] = true
		res.Launches = append(res.Launches, lr)
	}
	res.BothEnds = ends[Bow] && ends[Stern]
	return res
}

func gradeFromKey(k string) Grade {
	for g := Grade(0); g < numGrade; g++ {
		if g.Key() == k {
			return g
		}
	}
	return OffTarget
}

// currentBracket is the bracket of the aimed target's true range now: the TDC's target,
// else the nearest table target.
func (sc *Scene) currentBracket() Bracket {
	if s := sc.Ship(sc.TDC.Target); s != nil {
		return sc.D.BracketOf(s.Pos.Sub(sc.Own.Pos).Len(), false)
	}
	best := math.Inf(1)
	for i := range sc.Ships {
		if s := &sc.Ships[i]; s.Role == RoleTarget && !s.Sunk {
			best = math.Min(best, s.Pos.Sub(sc.Own.Pos).Len())
		}
	}
	return sc.D.BracketOf(best, false)
}

// Unlaunched is §8.3 "attack after the commit": the round's torpedoes not yet launched
// when "resolve by table" was pressed, appended to buf in tube order — the committed
// end's tubes flooded or flooding (against unescorted ships every end's: its groups
// are separate, 9.4.2), and the NSA second salvo's while it is still due (Second) —
// each at the TDC's target (else the last launch's), with no solution (the table fires
// them at the round's bracket with solution modifier 0). Nil before the commit.
func (sc *Scene) Unlaunched(buf []LaunchResult) []LaunchResult {
	if !sc.Committed {
		return buf
	}
	target := 0
	if s := sc.Ship(sc.TDC.Target); s != nil && !s.Sunk && s.Target > 0 {
		target = s.Target
	}
	for i := len(sc.Running) - 1; i >= 0 && target == 0; i-- {
		target = sc.Ship(sc.Running[i].Target).Target
	}
	escorted := sc.Setup.Group.Escorted()
	for _, t := range sc.Tubes {
		if t.Weapon == WeaponNone || (t.State != TubeFlooded && t.State != TubeFlooding) {
			continue
		}
		second := false
		if t.End != sc.CommitEnd && escorted {
			if !sc.SecondSalvo || sc.SecondDone {
				continue // 9.2.1 one end
			}
			second = true
		}
		buf = append(buf, LaunchResult{Tube: t.No, End: t.End, Target: target, Weapon: t.Weapon, Bracket: sc.RoundBracket, Second: second})
	}
	return buf
}
