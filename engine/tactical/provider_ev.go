package tactical

import (
	"fmt"
	"math"

	"uboat/engine"
)

// §1.3 the evasion scene through the provider: PassHazard plays each pass's search
// phase (§3.3) with the reference evader (§6.2) and the pass's C1 decisions (test
// depth, BOLD) shown; when the engine's E2T detects and it rolls E3_special / E3b, the
// same pass is played again with the engine's θ to the detection turn (the search is
// deterministic from its seed), then the attack phase with the engine's weapon, and
// EvasionDRM ([E3], −2 … +2) or EvasionShift ([E3c] / [E3d], −1 … +1) hands back the
// pattern's modifier ("tactical: pattern ratio …"). With damage control played in the
// same combat, its search phase runs turn by turn beside the evasion's and its noise
// (loud repair work ×1.3, the pump ×1.2) enters w (§3.3). A detection that was not an E2T
// roll (the 9.2.2 pre-fire check, a pass the table rolled) enters at the attack phase
// (§3.1). Without the calibration's evasion section the attack goes to the table.

// providerEv is the current pass of the provider's evasion scene.
type providerEv struct {
	su        EvSetup
	testDepth bool
	bold      bool
	set       bool
	seed      uint64 // the career (seed), pass and roll count it belongs to
	pass      int
	rolls     int
	orders    []Order // the pass's orders (noise from damage control included), replayed to the detection
	// table: 1 + the engine's combat serial in which "resolve by table" was pressed
	// (§8.3): the rest of that combat's evasion is the table's; 0 none.
	table int
}

// evByTable reports that the evasion was handed to the table in the current combat.
func (p *AIProvider) evByTable(c *engine.Career) bool { return p.ev.table == c.TacCombat()+1 }

// pressed asks the scripted hand-back (HandBack.Evasion) and gives CmdByTable when it
// says so; it reports whether the scene was handed back now.
func (p *AIProvider) pressEv(c *engine.Career, e *Evasion) bool {
	if p.HandBack.Evasion == nil || e.ByTable || !p.HandBack.Evasion(e) {
		return false
	}
	if e.Do(Command{Kind: CmdByTable}) != nil {
		return false
	}
	p.ev.table = c.TacCombat() + 1
	return true
}

// evContext is the §3.5 context of the career now: the depth-finder from 1/44, the
// e-motors and hydrophones working.
func evContext(s *engine.State) EvContext {
	ok := func(k string) bool { x := s.Boat.Sys(k); return x == nil || x.State == engine.SysOK }
	m := 0
	for _, k := range []string{"electric_1", "electric_2"} {
		if ok(k) {
			m++
		}
	}
	return EvContext{DepthFinder: s.Date.Year() >= 1944, Motors: m, Hydrophones: ok("hydrophones")}
}

// evSetup builds a pass's set-up from the career (escorts from the engagement's
// group: one with a ship, 1–2 with two ships, 2 with a convoy, 3 with capital ships).
func (p *AIProvider) evSetup(c *engine.Career, pass, m int, a float64, seed uint64) (EvSetup, bool) {
	s := c.State()
	if p.D.BoatFor(s.Boat.Type) == nil {
		p.byTable("evasion: no boat data for " + s.Boat.Type)
		return EvSetup{}, false
	}
	r := NewStream(seed, 23)
	n, afterNSA := 2, false
	if e := s.Engage; e != nil {
		for g := Group(0); g < numGroup; g++ {
			if g.Key() == e.Kind && g.Escorted() {
				n = escortCount(&r, g)
			}
		}
		afterNSA = e.Mode == "nsa" && pass == 1
	}
	return EvSetup{Seed: seed, Pass: max(1, pass), M: m, A: a, AfterNSA: afterNSA, BoatType: s.Boat.Type, Escorts: max(1, n),
		Ctx: evContext(s), Mounts: r.Die(2)}, true
}

// playPass is PassHazard with the evasion scene on: the whole pass's hazard (θ is the
// engine's roll, §3.3).
func (p *AIProvider) playPass(c *engine.Career, pass engine.TacPass, a float64) (float64, bool) {
	if p.evByTable(c) {
		p.byTable("evasion: resolved by table (the rest of the combat)")
		return 0, false
	}
	su, ok := p.evSetup(c, pass.Pass, pass.M, a, sceneSeed(c, 2))
	if !ok {
		return 0, false
	}
	e, err := NewEvasion(p.D, su)
	if err != nil {
		p.byTable("evasion: " + err.Error())
		return 0, false
	}
	e.S.Pass.Theta = math.Inf(1) // the engine rolls E2T against the whole pass's hazard
	ai := &EvasionAI{Skill: p.Skill, TestDepth: pass.TestDepth, Bold: pass.Bold}
	dc := p.dcBeside(c)
	n0 := 0
	if dc != nil {
		n0 = len(dc.Log)
	}
	for e.Phase != EvDone && e.Phase != EvWeaponPhase {
		if p.pressEv(c, e) {
			break // §8.3 mid-pass: the rest of the pass at w = 1 (Evasion.byTable)
		}
		ai.Act(e)
		if dc != nil && e.Phase <= EvSearchPhase && e.Tick%TicksPerTurn == 0 && e.S.Pass.Turns < SonarTurns {
			p.dcTurn(e, dc)
		}
		e.Step()
	}
	forward(c, e.S.Log)
	if dc != nil {
		forward(c, dc.Log[n0:])
	}
	if e.ByTable {
		p.byTable("evasion: resolved by table mid-pass")
		p.ev.set = false
		p.Stats.Passes++
		return e.S.Pass.H, true // the played turns' hazard + Λ_p·(K − t)/K
	}
	p.ev = providerEv{su: su, testDepth: pass.TestDepth, bold: pass.Bold, set: true, seed: c.State().Seed, pass: pass.Pass, rolls: c.Rolls(),
		orders: append([]Order(nil), e.Orders...), table: p.ev.table}
	p.Stats.Passes++
	return e.S.Pass.H, true
}

// dcBeside is the damage-control scene of the engine's current combat when it has a
// round with hits behind it (its search phase is then played here, turn by turn beside
// the evasion's, §3.3 noise), nil otherwise. The round's pending FloodingDRM judgement
// is closed first, as dcSync does.
func (p *AIProvider) dcBeside(c *engine.Career) *DCScene {
	st := &p.dc
	if st.sc == nil || st.combat != c.TacCombat() || st.round == 0 || st.final || st.sc.ByTable {
		return nil
	}
	if st.pending {
		st.sc.EndRound()
		st.pending = false
	}
	st.sc.SetPhase(PhaseSearch)
	st.searched = true
	return st.sc
}

// dcTurn plays one sonar turn of damage control (§6.3 AI) and sets the evasion's noise
// orders from it (§3.3: loud repair work ×1.3, the pump ×1.2; DCScene.Noise). The
// reference DC's own noise, the pump in turns 1–2 of a pass (§6.3), is the reference
// state (§0: the reference player gets the table) and weighs 1 [designed]; the pump
// later in the pass and loud work during the search weigh as §3.3 says.
func (p *AIProvider) dcTurn(e *Evasion, dc *DCScene) {
	p.runDC(dc, dc.C.TurnS)
	pump := dc.Pump && e.S.Pass.Turns >= 2 // the coming turn is Turns + 1
	n := dc.Noise()
	if dc.Pump {
		n /= 1.2
	}
	loud := n > 1.0001
	if loud != e.S.Noise.Repair {
		_ = e.Do(Command{Kind: CmdNoise, N: 0, Flag: loud})
	}
	if pump != e.S.Noise.Pump {
		_ = e.Do(Command{Kind: CmdNoise, N: 1, Flag: pump})
	}
	if loud || pump {
		p.Stats.EvNoisyTurns++
	}
}

// EvasionDRM is C5's normal attack: the depth-charge run-in played, [E3] −2 … +2.
func (p *AIProvider) EvasionDRM(c *engine.Career, a engine.TacEscortAttack) (engine.TacDRM, bool) {
	return p.attackPhase(c, a, WeapDC)
}

// EvasionShift is C5's Hedgehog or Squid: the ahead-throw played, −1 … +1 on the first
// 1d6 of [E3c] / [E3d].
func (p *AIProvider) EvasionShift(c *engine.Career, a engine.TacEscortAttack) (engine.TacDRM, bool) {
	w := WeapHedgehog
	if a.Weapon == "squid" {
		w = WeapSquid
	}
	return p.attackPhase(c, a, w)
}

// attackPhase plays step 3 of the pass the engine detected in.
func (p *AIProvider) attackPhase(c *engine.Career, a engine.TacEscortAttack, w EvWeapon) (engine.TacDRM, bool) {
	if p.D.Calib.Evasion == nil {
		p.byTable("evasion: no S_ref / G_ref calibrated")
		return engine.TacDRM{}, false
	}
	if p.evByTable(c) { // §8.3: the table's [E3] / [E3c] / [E3d], no modifier
		p.ev.set = false
		p.byTable("evasion: resolved by table (the rest of the combat)")
		return engine.TacDRM{}, false
	}
	pe := p.ev
	p.ev.set = false
	var su EvSetup
	if pe.set && a.Theta > 0 && pe.seed == c.State().Seed && pe.pass == a.Pass && c.Rolls() >= pe.rolls {
		su = pe.su
		su.Theta = a.Theta
	} else {
		var ok bool
		if su, ok = p.evSetup(c, a.Pass, 0, 1, sceneSeed(c, 3)); !ok {
			return engine.TacDRM{}, false
		}
		su.AtAttack, pe.testDepth, pe.bold = true, false, false
	}
	e, mark, err := p.playAttack(c, su, pe, w)
	if err == nil && !e.Scored && !su.AtAttack && !e.ByTable { // the replay did not reach θ: enter at the attack
		su.AtAttack, su.Theta = true, 0
		e, mark, err = p.playAttack(c, su, pe, w)
	}
	if err != nil {
		p.byTable("evasion: " + err.Error())
		return engine.TacDRM{}, false
	}
	forward(c, e.S.Log[mark:])
	if e.ByTable {
		p.byTable("evasion: resolved by table in the attack")
		return engine.TacDRM{}, false // §8.3: the table's roll, no modifier
	}
	if !e.Scored {
		p.byTable("evasion: attack phase not scored")
		return engine.TacDRM{}, false
	}
	p.Stats.EvAttacks[w]++
	if e.Creeping {
		p.Stats.EvCreep++
	}
	off := 2
	if w != WeapDC {
		off = 1
	}
	p.Stats.EvDRM[w][e.DRM+off]++
	what := "pattern"
	if w == WeapHedgehog {
		what = "hedgehog"
	} else if w == WeapSquid {
		what = "squid"
	}
	return engine.TacDRM{V: e.DRM, Why: fmt.Sprintf("tactical: %s ratio %.2f (%.3g / ref %.3g)", what, e.Ratio, e.Score, e.Ref)}, true
}

// playAttack plays a pass to its end with the weapon w; mark is where the attack
// phase's log begins (the search was forwarded by PassHazard).
func (p *AIProvider) playAttack(c *engine.Career, su EvSetup, pe providerEv, w EvWeapon) (*Evasion, int, error) {
	e, err := NewEvasion(p.D, su)
	if err != nil {
		return nil, 0, err
	}
	mark, i := 0, 0
	if !su.AtAttack { // the search as PassHazard played it, to the engine's detection
		for e.Phase <= EvSearchPhase {
			for i < len(pe.orders) && pe.orders[i].Tick == e.Tick {
				if err := e.Do(pe.orders[i].Cmd); err != nil {
					return nil, 0, err
				}
				i++
			}
			e.Step()
		}
	}
	ai := &EvasionAI{Skill: p.Skill, TestDepth: pe.testDepth, Bold: pe.bold}
	for e.Phase != EvDone { // PlayEvasion, with the scripted hand-back in the attack phase
		if e.Phase == EvAttackPhase && p.pressEv(c, e) {
			break
		}
		ai.Act(e)
		if e.Phase == EvWeaponPhase {
			if !su.AtAttack {
				mark = len(e.S.Log)
			}
			_ = e.Do(Command{Kind: CmdE3Weapon, N: int(w)})
			continue
		}
		e.Step()
	}
	return e, mark, nil
}
