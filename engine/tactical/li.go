package tactical

import (
	"errors"
	"math"
)

// §4.2 the LI moved by an order: "if he is healthy, the team he stands with works at
// ×1.25". The scene starts him with DCSetup.LITeam; CmdMoveLI (N = team 0–3) sends him
// to another available team. [designed] He walks like a team, 20 s per section between
// the two teams' sections (DCWorkData.MoveS; a flooded section cannot be crossed,
// ErrDCReach), and no team has his ×1.25 while he walks; he then stands with the new
// team wherever it goes. The order is logged as tac_dc with team "li", action "assign",
// the new team's section as room, its job and job_n (or none) and `with` the team's
// key; the DC View keeps him in DCView.LI. His table
// modifiers on repairs (10.8.3) are the engine's and do not depend on where he stands.

// CmdMoveLI is the damage-control order that moves the LI to team N (0–3).
const CmdMoveLI CmdKind = CmdTransitStop + 1

// ErrDCLI: the LI cannot be moved (not healthy, so he leads no team; or already with
// that team).
var ErrDCLI = errors.New("tactical: dc: the LI is not healthy, or already stands with that team (4.2)")

// LITeam returns the team the LI stands with now (0–3) and whether he is still walking
// to it (no ×1.25 meanwhile).
func (sc *DCScene) LITeam() (team int, walking bool) { return sc.li, sc.liWalkS > 0 }

// liLeads reports whether team i works at the LI's ×1.25 now.
func (sc *DCScene) liLeads(i int) bool {
	return sc.Setup.LIHealthy && sc.li == i && sc.liWalkS <= 0
}

// moveLI applies CmdMoveLI.
func (sc *DCScene) moveLI(c Command) error {
	if c.N < 0 || c.N > 3 || !sc.Teams[c.N].Able() {
		return ErrDCTeam
	}
	if !sc.Setup.LIHealthy || c.N == sc.li {
		return ErrDCLI
	}
	from, to := sc.Teams[sc.li].Section, sc.Teams[c.N].Section
	if !sc.reachable(from, to) {
		return ErrDCReach
	}
	sc.li = c.N
	sc.liWalkS = sc.C.MoveS * math.Abs(float64(to-from))
	t := &sc.Teams[c.N]
	job, n := "", 0
	pc := 0.0
	if t.Job >= 0 && t.Job < len(sc.Jobs) {
		job, pc, n = sc.Jobs[t.Job].Key(), pct(&sc.Jobs[t.Job]), t.Job+1
	}
	sc.emit(DCEvent{Room: to, Job: job, Team: "li", Action: "assign", Pct: pc, N: n, With: TeamKey(c.N)})
	return nil
}

// stepLI advances the LI's walk by one tick.
func (sc *DCScene) stepLI() {
	if sc.liWalkS > 0 {
		sc.liWalkS = max(0, sc.liWalkS-Tick)
	}
}
