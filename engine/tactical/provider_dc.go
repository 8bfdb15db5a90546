package tactical

import (
	"fmt"
	"strings"

	"uboat/engine"
)

// §1.3 DiveDRM, FloodingDRM, RepairDRM and EarlyRepair played by the reference AI
// (§6.3, §6.4) for the headless provider.
//
// The damage-control scene follows the engine's combat: the engine records the
// engagement's [E4] results with their round (engine.TacHits); the provider is asked
// after every round with hits (EarlyRepair, and FloodingDRM first when the round
// flooded). At each new round the scene plays the pass's search phase (K turns, §3.1;
// one pass per round with hits [design reading]), then places the round's hits (§4.1)
// and plays the rest of the pass (round_s) with the §6.3 AI; the round's FloodingDRM
// is §4.5.1 at its end. At B14 the escape pass's search phase is played before the
// first RepairDRM (§4.5.3).

// providerDC is the provider's damage-control state for one combat.
type providerDC struct {
	sc      *DCScene
	ai      *DCAI
	round   int  // the engine round the scene has synced
	pending bool // a round's window was played and its EndRound not yet taken
	final   bool // the escape pass was played (B14 asked)
	combat  int  // the engine's combat serial (engine.TacCombat)
	// searched: the next pass's search phase was played beside the evasion scene's
	// (provider_ev.go, its noise fed into w), so dcSync and RepairDRM do not play it.
	searched bool
	jobbed   map[string]bool
}

// FloodResult is engine.TacticalFloodObserver: the 10.1.3 check advanced the flooding
// track, and the damage-control scene of the combat raises §5 "a flooding box"
// (DCScene.FloodBox; not after "resolve by table").
func (p *AIProvider) FloodResult(c *engine.Career, flooded bool) {
	if !flooded {
		return
	}
	if sc := p.dc.sc; sc != nil && !sc.ByTable { // the scene FloodingDRM was asked of
		sc.FloodBox(1)
	}
}

// e4Of is the [E4] result key of a board system key (§4.1 compartments).
func e4Of(system string) string {
	switch {
	case strings.HasPrefix(system, "battery_"):
		return "batteries"
	case strings.HasPrefix(system, "flak_"):
		return "flak"
	}
	return system
}

// damagedFor is the board system a [E4] result made Damaged, with its [E5] number.
func damagedFor(b *engine.Boat, result string) (key string, repair int) {
	for i := range b.Systems {
		s := &b.Systems[i]
		if s.State == engine.SysDamaged && e4Of(s.Key) == result {
			return s.Key, max(1, min(4, s.Repair))
		}
	}
	return "", 0
}

// dcSync brings the scene up to the engine's current round (see above).
func (p *AIProvider) dcSync(c *engine.Career) *DCScene {
	st := &p.dc
	r := c.TacRound()
	if st.sc == nil || st.combat != c.TacCombat() {
		s := c.State()
		su := DCSetup{Seed: sceneSeed(c, 4), LIHealthy: s.Crew.M[engine.LI].Able() && s.Crew.M[engine.LI].Status == engine.OK, LITeam: 1}
		// §4.6 double lookouts kept as the encounter began: every generic team starts
		// its first damage-control scene with 1 fatigue pip (once per encounter)
		pip := 0
		if c.TakeLookoutPip() {
			pip = 1
			p.Stats.LookoutPips++
		}
		for i := range 4 {
			m := s.Crew.M[engine.Crew1+i]
			su.Crew[i] = m.Status
			if m.Absent {
				su.Crew[i] = engine.KIA
			}
			su.Pips[i] = pip
		}
		sc, err := NewDC(p.D, su)
		if err != nil {
			return nil
		}
		*st = providerDC{sc: sc, ai: NewDCAI(p.Skill), jobbed: map[string]bool{}, combat: c.TacCombat()}
		forward(c, sc.Log)
	}
	sc := st.sc
	if sc.ByTable {
		return sc // §8.3: the rest of the combat is the table's; the scene plays no more
	}
	for i := range 4 { // §4.2 a wound to a generic box hits its team at once
		m := c.State().Crew.M[engine.Crew1+i]
		w := m.Status
		if m.Absent {
			w = engine.KIA
		}
		sc.SetWound(i, w)
	}
	if r > st.round {
		n0 := len(sc.Log)
		if st.round > 0 {
			if st.pending {
				sc.EndRound()
				st.pending = false
			}
			if !st.searched {
				sc.SetPhase(PhaseSearch)
				p.runDC(sc, 10*sc.C.TurnS) // the pass's search phase (§3.1: K = 10 turns)
			}
			st.searched = false
		}
		sc.SetPhase(PhaseAttack)
		b := &c.State().Boat
		for _, h := range c.TacHits() {
			if h.Round <= st.round {
				continue
			}
			rep := 0
			if _, ok := p.D.Compartments[h.Result]; !ok {
				continue // a result with no compartment (bakery, autogiro): nothing to place
			}
			if k, n := damagedFor(b, h.Result); k != "" && !st.jobbed[k] {
				st.jobbed[k], rep = true, n
			}
			_, _ = sc.Hit(h.Result, rep)
		}
		st.ai.E3Mods = e3Mods(b)
		p.runDC(sc, sc.C.RoundS)
		st.round, st.pending = r, true
		forward(c, sc.Log[n0:])
	}
	return sc
}

// runDC plays damage control for seconds with the §6.3 AI, asking the scripted
// hand-back (HandBack.DC) before every tick: when it says so, CmdByTable (§8.3: the
// open jobs dropped; the rest of the combat is the table's).
func (p *AIProvider) runDC(sc *DCScene, seconds float64) {
	if p.HandBack.DC == nil {
		sc.Run(p.dc.ai, seconds)
		return
	}
	for end := sc.Tick + Ticks(seconds); sc.Tick < end; {
		if !sc.ByTable && p.HandBack.DC(sc) && sc.Do(Command{Kind: CmdByTable}) == nil {
			p.byTable("damage control: resolved by table")
		}
		p.dc.ai.Act(sc)
		sc.Step()
	}
}

// e3Mods counts the damage markers that modify [E3] (hydrophones, dive planes,
// e-motors, batteries; 9.6.12): the AI's early-repair trigger (§6.3).
func e3Mods(b *engine.Boat) int {
	n := 0
	seen := map[string]bool{}
	for i := range b.Systems {
		s := &b.Systems[i]
		k := e4Of(s.Key)
		if s.State != engine.SysOK && !seen[k] && (k == "hydrophones" || k == "dive_planes" || k == "electric_1" || k == "electric_2" || k == "batteries") {
			seen[k] = true
			n++
		}
	}
	return n
}

// FloodingDRM is §4.5.1 for the round just hit (C7, 10.1.3).
func (p *AIProvider) FloodingDRM(c *engine.Career) (engine.TacDRM, bool) {
	sc := p.dcSync(c)
	if sc == nil || !p.dc.pending {
		p.byTable("damage control: additional flooding")
		return engine.TacDRM{}, false
	}
	p.dc.pending = false
	v, why, ok := sc.EndRound()
	if !ok {
		p.byTable("damage control: additional flooding")
		return engine.TacDRM{}, false
	}
	p.Stats.FloodDRM[v+1]++
	return engine.TacDRM{V: v, Why: why}, true
}

// EarlyRepair returns the early repairs the AI ordered in the round (§4.5.2, §6.3),
// as board keys of systems still Damaged.
func (p *AIProvider) EarlyRepair(c *engine.Career) []string {
	sc := p.dcSync(c)
	if sc == nil {
		return nil
	}
	if sc.ByTable { // §8.3: no early repair after "resolve by table"
		sc.TakeEarly()
		return nil
	}
	var out []string
	b := &c.State().Boat
	for _, r := range sc.TakeEarly() {
		if k, _ := damagedFor(b, r); k != "" {
			out = append(out, k)
			delete(p.dc.jobbed, k) // hit again, it needs another job (§4.5.2)
			p.Stats.EarlyRepairs++
		}
	}
	return out
}

// RepairDRM is §4.5.3 at B14: the escape pass is played once, then each system's job
// is judged; a system with no job (or the scene not played) is the table's roll.
func (p *AIProvider) RepairDRM(c *engine.Career, system string) (engine.TacDRM, bool) {
	sc := p.dcSync(c)
	if sc == nil || p.dc.round == 0 {
		p.byTable("damage control: [E5] of a system with no job (deck, bridge, none placed)")
		return engine.TacDRM{}, false
	}
	if !p.dc.final {
		if p.dc.pending {
			sc.EndRound()
			p.dc.pending = false
		}
		n0 := len(sc.Log)
		if !p.dc.searched {
			sc.SetPhase(PhaseSearch)
			p.runDC(sc, 10*sc.C.TurnS) // the escape pass (§3.1.2)
		}
		p.dc.searched, p.dc.final = false, true
		forward(c, sc.Log[n0:])
	}
	v, why, ok := sc.RepairDRM(e4Of(system))
	if !ok {
		p.byTable("damage control: [E5] of a system with no job (deck, bridge, none placed)")
		return engine.TacDRM{}, false
	}
	p.Stats.RepairDRM[v+1]++
	return engine.TacDRM{V: v, Why: why}, true
}

// DiveDRM plays the §4.6 crash-dive scene with the §6.4 auto-alarm and returns its
// [A1] modifier. The lookout condition: by day ordinary lookouts, or double lookouts
// when the encounter began with them kept (engine.Career.DoubleLookouts: 8,000 m), at
// night the Leigh light, or the NAXOS warning when fitted and working.
func (p *AIProvider) DiveDRM(c *engine.Career) (engine.TacDRM, bool) {
	s := c.State()
	sight := SightDay
	if s.Engage != nil && s.Engage.Night {
		sight = SightNight
		if s.Boat.Naxos && s.Boat.Working("naxos") {
			sight = SightNaxos
		}
	} else if c.DoubleLookouts() {
		sight = SightDayDouble
	}
	sc, err := NewDive(p.D, DiveSetup{Seed: sceneSeed(c, 3), Sighting: sight, BoatType: s.Boat.Type})
	if err != nil {
		p.byTable("crash dive: [A1]")
		return engine.TacDRM{}, false
	}
	v := PlayDive(sc, DiveAI{Skill: p.Skill})
	forward(c, sc.Log)
	p.dive = sc
	p.Stats.Dives++
	if sight == SightDayDouble {
		p.Stats.DoubleDives++
	}
	p.Stats.DiveDRM[v+2]++
	ref := p.D.DiveRef(sight >= SightNight, sc.F)
	return engine.TacDRM{V: v, Why: fmt.Sprintf("tactical: crash-dive margin %.0f s (ref %.0f s)", sc.Margin, ref)}, true
}

// DiveResult (engine.TacticalObserver) ends the crash-dive scene as the engine's [A1]
// roll says (§2.8 outcome-first: dived, or attacked) and logs its tac_end (§8.1).
func (p *AIProvider) DiveResult(c *engine.Career, dived bool) {
	sc := p.dive
	p.dive = nil
	if sc == nil || sc.Ended {
		return
	}
	n := len(sc.Log)
	sc.Outcome(dived)
	forward(c, sc.Log[n:])
}
