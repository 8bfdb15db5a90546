package tactical

import (
	"encoding/json"

	"uboat/engine"
)

// §1.3 the engine's TacticalProvider, played by the reference AI (§6): the headless
// `uboat-sim -tactical ai` and the §9.5.1 campaign comparison. Every scene this package
// can play is played here; the others hand back nothing, so the engine resolves them by
// the tables (Stats counts both).
//
// What it plays today:
//   - the escorted attack (B7–B10): the §2.1 set-up from the engagement, the §6.1 AI
//     with the strategic policy's range, end and NSA second salvo (9.5.2) as its plan,
//     the bracket, the salvo (second-salvo torpedoes marked) and each torpedo's solution
//     modifier (a guided torpedo off target rolls at +3 under its 9.2.5 minimum); a₀
//     (§2.9) on the first detection pass after a salvo;
//   - the unescorted attack (B21–B22, surfaced): the same scene with no escorts and no
//     zigzag, the policy's range and first weapon group (bow or stern) as the plan; the
//     scene's launches are the round's torpedo groups; when the engine's weapon_group
//     choice then picks the other end, that group is played in a scene of its own after
//     the first group's results (NextGroup, groups.go); the deck gun follows by the
//     table;
//   - the evasion scene (§3): each pass's hazard from a played search with the
//     reference evader (§6.2), a₀ in pass 1, the C1 decisions shown; after a
//     detection the attack phase with the engine's E3_special / E3b weapon, its
//     EvasionDRM or EvasionShift (provider_ev.go).
//
// The crash dive (DiveDRM) and damage control (FloodingDRM, RepairDRM, EarlyRepair)
// are in provider_dc.go.

// ProviderStats counts what the provider played and what it handed to the tables.
type ProviderStats struct {
	Attacks        int     // attack scenes played to a salvo
	AttackDeclined int     // scenes the AI ended without a launch (handed to the table, §8.3)
	AttackNoSetup  int     // engagements the set-up cannot build (handed to the table)
	Planned        int     // torpedoes the policy's plans asked for (the end's loaded tubes)
	Launches       int     // torpedoes launched in played scenes
	SecondSalvo    int     // of the played scenes' launches, NSA second-salvo torpedoes (9.5.2)
	OffTarget      int     // of them off target
	DrmSum         int     // Σ solution modifiers of the launches with a [U1] roll
	A0Sum          float64 // Σ a₀ over the played salvos
	A0N            int
	// Salvos counts the played attacks by torpedoes launched (index 1–4, more in 4; the
	// calibration's CalSalvos follows it); Conds the played attacks per calibration
	// condition (CalCond key).
	Salvos [5]int
	Conds  map[string]int
	// Brackets counts the played attacks by the policy's range and the bracket the
	// round was played at ("long>long"; "medium>long": the AI could not reach Medium).
	Brackets map[string]int
	Passes   int // search phases played (PassHazard)
	// Evasion attack phases played (provider_ev.go): per weapon (dc, hedgehog, squid),
	// the modifiers handed back (index DRM + 2: −2 … +2; shifts −1 … +1 at 1 … 3), and
	// the creeping attacks.
	EvAttacks [3]int
	EvDRM     [3][5]int
	EvCreep   int
	// EvNoisyTurns counts the sonar turns damage control made noisy (§3.3 noise).
	EvNoisyTurns int
	// Damage control and crash dive (provider_dc.go): FloodingDRM and RepairDRM
	// counts by value (−1, 0, +1), early repairs rolled, dives played and their DiveDRM
	// (−2 … +1).
	FloodDRM     [3]int
	RepairDRM    [3]int
	EarlyRepairs int
	Dives        int
	DiveDRM      [4]int
	// DoubleDives counts the dives sighted by double lookouts (§4.6, 8,000 m by day),
	// LookoutPips the damage-control scenes whose teams started with their pip.
	DoubleDives int
	LookoutPips int
	A0Passes    int // first passes weighed by a₀ without a played search
	ByTable     map[string]int
	// Cells counts the played launches with a table target per calibration cell
	// ("condition/bracket/kind/setting", §2.7.2): the §9.5.1 comparison's view of the
	// careers' mix against the calibration's.
	Cells map[string]*CellStat
	// A0Cells is §2.9 a₀ of the played escorted salvos per "condition/bracket/group/
	// kind" (the round's bracket, the engagement's [E1] group and the first launch's
	// target kind): launches, Σ a₀ and Σ E (s).
	A0Cells map[string]*A0Stat
	// Groups counts the unescorted rounds' next torpedo groups played in a scene of
	// their own (groups.go, 9.4.2); GroupsOff those of them whose launches came at
	// another bracket than the round's (the engine rolls them at the round's).
	Groups    int
	GroupsOff int
	// TableFired counts the torpedoes of a salvo handed back after the commit (§8.3)
	// that the table fired with solution modifier 0.
	TableFired int
}

// A0Stat sums the played salvos' a₀ and exposure E (s) of one ProviderStats.A0Cells key.
type A0Stat struct {
	N  int     `json:"n"`
	A0 float64 `json:"a0"`
	E  float64 `json:"e"`
}

// CellStat is one calibration cell's launches in played careers (ProviderStats.Cells):
// their grades (Excellent … OffTarget), and the [U1] hit chance summed over them with
// each launch's solution modifier and without it (the table's), both at the engine's
// own modifiers of the shot (TacTorpedo.TableDRM: Exp, Tab) and at the calibration's,
// the kind's standing modifier only (Exp0, Tab0). Exp − Tab is the hits per career run
// the layer adds over the table in this cell; Exp0 − Tab0 is what the calibration
// holds at 0 (§9.2.1), for the careers' launches.
type CellStat struct {
	N      int           `json:"n"`
	Grades [numGrade]int `json:"grades"`
	Exp    float64       `json:"exp"`
	Tab    float64       `json:"tab"`
	Exp0   float64       `json:"exp0"`
	Tab0   float64       `json:"tab0"`
	DRM    map[int]int   `json:"table_drm"` // launches by the engine's own net modifier
	Second int           `json:"second"`    // of them NSA second-salvo torpedoes
}

// launchCell is a played launch's calibration cell and grade (for CellStat).
type launchCell struct {
	key   string
	grade Grade
	b     Bracket
	kind  ShipKind
	gm    int
}

// hitChance is the [U1] hit chance of one launch at bracket b with the table's net
// modifier dt and grade g (a guided launch's net capped by its 9.2.5 minimum gm; an
// off-target launch 0 unless guided, then at the worst grade's modifier, §2.7.3).
func (d *Data) hitChance(b Bracket, dt int, g Grade, gm int) float64 {
	num := d.U1Number(b)
	if g == OffTarget {
		if gm == 0 {
			return 0
		}
		return P2d6AtMost(num - guidedCap(dt+d.Grades[len(d.Grades)-1].Drm, num, gm))
	}
	return P2d6AtMost(num - guidedCap(dt+d.Grades[g].Drm, num, gm))
}

// countCell adds launch i of the played scene, at the engine's net table modifier dt,
// to Stats.Cells.
func (p *AIProvider) countCell(i, dt int, second bool) {
	if i >= len(p.cells) || p.cells[i].key == "" {
		return
	}
	lc := p.cells[i]
	cs := p.Stats.Cells[lc.key]
	if cs == nil {
		cs = &CellStat{DRM: map[int]int{}}
		p.Stats.Cells[lc.key] = cs
	}
	d := p.D
	dk := lc.kind.StandingDRM()
	cs.N++
	cs.Grades[lc.grade]++
	cs.DRM[dt]++
	if second {
		cs.Second++
	}
	cs.Exp += d.hitChance(lc.b, dt, lc.grade, lc.gm)
	cs.Tab += d.TableHit(lc.b, dt, 0, lc.gm)
	cs.Exp0 += d.hitChance(lc.b, dk, lc.grade, lc.gm)
	cs.Tab0 += d.TableHit(lc.b, dk, 0, lc.gm)
}

// HandBack scripts "resolve by table" (§1.2, §8.3) in the scenes the provider plays,
// as the player's button does on the screens: each function, when set, is asked before
// every tick of its scene kind, and the first time it reports true the scene is given
// CmdByTable (the reference AI has played the scene up to that tick). A nil function
// never presses it. What the engine then does is §8.3's:
//   - Attack before any launch: Bracket hands back nothing and names the scene's
//     current bracket, which the engine offers as the default of the table's range
//     choice; after the commit: Salvo adds the torpedoes of the round not yet launched
//     (the committed end's flooded and flooding tubes, at the TDC's target; the NSA
//     second salvo's while it is still due), and SolutionDRM hands back nothing for
//     them: the table fires them at the round's bracket with solution modifier 0.
//   - Evasion mid-pass: the rest of the search phase at w = 1, so PassHazard returns the
//     played hazard plus Λ_p·(K − t)/K; the rest of the combat is the table's (no
//     EvasionDRM / EvasionShift, the next passes' [E2] rolled 2d6).
//   - DC: the open jobs are dropped; FloodingDRM, RepairDRM (= 0: the table's [E5]) and
//     early repairs hand back nothing for the rest of the combat.
type HandBack struct {
	Attack  func(sc *Scene) bool
	Evasion func(e *Evasion) bool
	DC      func(sc *DCScene) bool
}

// AIProvider implements engine.TacticalProvider with the reference AI. Policy is the
// strategic (table-game) policy whose range and end choices make the AI's plan (§6.1.1);
// Skill scales the instrument errors (Reference for balance runs). One provider serves
// one career at a time (Career.SetTactical). Each scene's stream is drawn from the
// career's seed and its roll count at the scene's entry, so a career replays exactly.
type AIProvider struct {
	D      *Data
	Skill  Skill
	Policy engine.Decider
	Stats  ProviderStats
	// HandBack scripts "resolve by table" in the provider's scenes (§8.3; tests, and the
	// screens of part 2 through the same calls). The zero value never presses it.
	HandBack HandBack

	sc   *Scene
	su   Setup
	tIdx []int // scene target (1-based) → engine target index
	res  AttackResult
	rest []LaunchResult // §8.3 after the commit: the round's torpedoes the table fires
	// outs: the engine's outcome of each launch (index of res.Launches; TorpedoResult);
	// ends pending until they are logged.
	outs     []U1Outcome
	pending  bool
	reported int        // outcomes received for the pending salvo
	dive     *DiveScene // the crash dive whose [A1] the engine is rolling (DiveResult)
	a0       float64
	a0Armed  bool
	a0Seed   uint64 // the career (seed) and roll count a₀ was armed at
	a0Rolls  int

	name  string       // the name it is rebuilt from for a replay (named.go), "" when it cannot be
	cells []launchCell // the played scene's launches' cells, in launch order

	dc providerDC // damage control in the current combat (provider_dc.go)
	ev providerEv // the evasion pass in play (provider_ev.go)
}

// NewAIProvider returns a provider on data d at a skill, planning with policy.
func NewAIProvider(d *Data, skill Skill, policy engine.Decider) *AIProvider {
	return &AIProvider{D: d, Skill: skill, Policy: policy, Stats: ProviderStats{ByTable: map[string]int{}, Conds: map[string]int{}, Brackets: map[string]int{}, Cells: map[string]*CellStat{}, A0Cells: map[string]*A0Stat{}}}
}

// sceneSeed is a scene's stream seed: the career's seed and its roll count now.
func sceneSeed(c *engine.Career, kind uint64) uint64 {
	s := NewStream(c.State().Seed, kind<<48^uint64(c.Rolls()))
	return s.Uint64()
}

// deferTable is the scene's table when the engine makes the rolls itself (§1.3): the
// scene logs no dice of its own and animates every torpedo as a miss (headless).
type deferTable struct{}

func (deferTable) U1(*Stream, U1Request) (U1Outcome, []RollEvent) { return U1Miss, nil }
func (deferTable) E2Close(*Stream, int) (bool, RollEvent) {
	return false, RollEvent{Table: "E2_close", Result: "engine"}
}

// ask puts one of the engine's own decisions to the policy (the plan of §6.1.1).
func (p *AIProvider) ask(s *engine.State, k engine.Kind, keys ...string) string {
	opts := make([]engine.Choice, len(keys))
	for i, key := range keys {
		opts[i] = engine.Choice{Key: key, Label: key}
	}
	if p.Policy == nil {
		return keys[0]
	}
	key, _ := p.Policy.Decide(s, &engine.Decision{ID: k.String(), Kind: k, Options: opts})
	for _, o := range keys {
		if o == key {
			return key
		}
	}
	return keys[0]
}

func (p *AIProvider) byTable(why string) { p.Stats.ByTable[why]++ }

// decisionOptions are the §8.2 options of the decisions a scene logs.
var decisionOptions = map[string][]string{"tac_abort_attack": {"yes", "no"}, "tac_by_table": {"yes"}, "tac_second_salvo": {"no", "yes"}, "tac_alarm": {"dive"}, "tac_pump": {"on", "off"}}

// forward logs the scene's tac_* events in the career's log (§8.1), its decisions as
// `decision` events of the engine's shape (id, options, chosen; §8.2), and its own
// rolls (DC_ROOM, DC_HAZARD) as `roll` events of the engine's shape. The rolls the
// engine makes (E2T, E2Q, [U1]) and what the scene drew in their place (its headless
// torpedo ends, TAC_FAULT) and its tac_pass are not forwarded: the engine logs them.
func forward(c *engine.Career, log []Logged) {
	if !c.Logging() {
		return
	}
	for _, l := range log {
		switch l.Ev.Kind() {
		case EvRoll:
			// §8.1 the scene's own rolls (DC_ROOM, DC_HAZARD) as `roll` events of the
			// engine's shape; the others (E2T, E2Q, [U1], TAC_FAULT) are the engine's
			// rolls, or follow from them, and are not the scene's to log.
			if r := l.Ev.(RollEvent); r.Table == "DC_ROOM" || r.Table == "DC_HAZARD" {
				emitRoll(c, r)
			}
			continue
		case EvTorpedoEnd, EvPass, EvDrop, EvAlert, EvHear, EvContact, EvPlayerAlarm: // the screen's (views.go)
			continue
		case EvBoat:
			if l.Ev.(BoatEvent).Why != "order" {
				continue // the turns' and sweeps' are the screen's (views.go)
			}
		case EvDecision:
			d := l.Ev.(DecisionEvent)
			if d.ID == "test_depth" || d.ID == "bold" {
				continue // the engine asked and logged them (C1)
			}
			opts := decisionOptions[d.ID]
			if opts == nil {
				opts = []string{d.Choice} // tac_early_repair: the system ordered
			}
			b, err := json.Marshal(struct {
				ID      string   `json:"id"`
				Options []string `json:"options"`
				Chosen  string   `json:"chosen"`
			}{d.ID, opts, d.Choice})
			if err == nil {
				c.EmitTactical("decision", b)
			}
			continue
		}
		emitTac(c, l)
	}
}

// forwardEnds logs the replayed torpedo ends (tac_torpedo_end with its tick) and the
// cosmetic TAC_FAULT rolls (the engine's roll shape).
func forwardEnds(c *engine.Career, log []Logged) {
	for _, l := range log {
		if r, ok := l.Ev.(RollEvent); ok {
			emitRoll(c, r)
			continue
		}
		emitTac(c, l)
	}
}

// emitRoll logs a scene roll as a `roll` event of the engine's shape (column always).
func emitRoll(c *engine.Career, r RollEvent) {
	b, err := json.Marshal(struct {
		Table  string `json:"table"`
		Column string `json:"column"`
		Dice   string `json:"dice"`
		Faces  []int  `json:"faces"`
		Mods   []Mod  `json:"mods"`
		Total  int    `json:"total"`
		Result string `json:"result"`
	}{r.Table, r.Column, r.Dice, r.Faces, r.Mods, r.Total, r.Result})
	if err == nil {
		c.EmitTactical("roll", b)
	}
}

// emitTac logs one tac_* event with its scene tick.
func emitTac(c *engine.Career, l Logged) {
	b, err := json.Marshal(l.Ev)
	if err != nil {
		return
	}
	tick := `{"tick":` + itoa(l.Tick)
	if len(b) > 2 {
		b = append([]byte(tick+","), b[1:]...)
	} else {
		b = []byte(tick + "}")
	}
	c.EmitTactical(l.Ev.Kind().Key(), b)
}

func itoa(v int64) string { b, _ := json.Marshal(v); return string(b) }

// Bracket plays the attack scene (B7) and returns the round's bracket; no launch (the AI
// declined) or no set-up hands the attack to the table (§8.3).
func (p *AIProvider) Bracket(c *engine.Career, e *engine.Engagement) (string, bool) {
	return p.play(c, e, nil)
}

// play plays an attack scene from the engagement's state with the reference AI (§2.1,
// §6.1): the round's first (group nil: the plan asked of the policy) or an unescorted
// round's next torpedo group (groups.go: group's end and bracket). It returns the
// scene's bracket and whether it launched (the scene is then p.sc).
func (p *AIProvider) play(c *engine.Career, e *engine.Engagement, group *AIPlan) (string, bool) {
	p.flushEnds(c)
	p.sc = nil
	s := c.State()
	mode := ModeSubmerged
	switch e.Mode {
	case "nsa":
		mode = ModeNSA
	case "surfaced":
		mode = ModeSurfaced // B21 unescorted, surfaced
	}
	p.a0Armed = false
	su, err := SetupFrom(s, mode, sceneSeed(c, 1))
	if err != nil {
		p.Stats.AttackNoSetup++
		p.byTable("attack: " + err.Error())
		return "", false
	}
	su.Extreme = c.ExtremeAllowed() // §2.7.1 opt 14.16 (the AI never fires beyond 4,500 m)
	p.tIdx = p.tIdx[:0]
	for i := range e.Targets {
		if !e.Targets[i].Gone {
			p.tIdx = append(p.tIdx, i)
		}
	}
	sc, err := NewAttack(p.D, su, deferTable{})
	if err != nil {
		p.Stats.AttackNoSetup++
		p.byTable("attack: " + err.Error())
		return "", false
	}
	plan := AIPlan{Bracket: Medium, End: Bow}
	if group != nil {
		plan = AIPlan{Bracket: group.Bracket, End: group.End}
	} else {
		plan.Bracket = p.planRange(s)
	}
	var ends []string
	for _, end := range []End{Bow, Stern} {
		for _, t := range sc.Tubes {
			if t.End == end && t.Weapon != WeaponNone && (group == nil || end == group.End) {
				ends = append(ends, end.Key())
				break
			}
		}
	}
	if len(ends) == 0 {
		p.Stats.AttackNoSetup++
		p.byTable("attack: no torpedo in the tubes")
		return "", false
	}
	endKind := engine.KindEnd
	if !e.Escorted {
		endKind = engine.KindWeaponGroup // B22 the first weapon group (9.4.2)
	}
	if group == nil && p.ask(s, endKind, ends...) == "stern" {
		plan.End = Stern
	}
	// 9.5.2 the NSA second salvo, asked as the table asks it (both ends loaded).
	if mode == ModeNSA && len(ends) == 2 {
		plan.Second = p.ask(s, engine.KindSecondSalvo, "no", "yes") == "yes"
	}
	for _, t := range sc.Tubes {
		if t.End == plan.End && t.Weapon != WeaponNone {
			plan.Torpedoes++
		}
	}
	p.Stats.Planned += plan.Torpedoes
	ai := NewAI(p.Skill, plan)
	for !sc.Ended && sc.Tick < 2*TimeLimit { // PlayAttack, with the scripted hand-back
		if p.HandBack.Attack != nil && p.HandBack.Attack(sc) {
			_ = sc.Do(Command{Kind: CmdByTable})
			break
		}
		ai.Act(sc)
		sc.Step()
	}
	return p.played(c, sc, su, plan, group != nil)
}

// planRange is the policy's range choice as the AI's planned bracket (§6.1.1).
func (p *AIProvider) planRange(s *engine.State) Bracket {
	switch p.ask(s, engine.KindRange, "close", "medium", "long") {
	case "close":
		return Close
	case "long":
		return Long
	}
	return Medium
}

// played hands a played attack scene to the engine's side of the provider: its tac_*
// events into the career's log, its result, and the statistics; ok = false when it
// made no launch (§8.3). next: an unescorted round's next group (groups.go).
func (p *AIProvider) played(c *engine.Career, sc *Scene, su Setup, plan AIPlan, next bool) (string, bool) {
	forward(c, sc.Log)
	p.res = sc.Result()
	p.rest = p.rest[:0]
	if len(p.res.Launches) == 0 {
		// §8.3 before any launch: the table's B7/B8 choices, the current bracket offered
		// as the default range (a decline hands back the same way).
		switch {
		case sc.Reason == EndByTable:
			p.byTable("attack: resolved by table before any launch")
		case next:
			p.Stats.AttackDeclined++
			p.byTable("attack: the AI made no launch in the next group")
		default:
			p.Stats.AttackDeclined++
			p.byTable("attack: the AI made no launch")
		}
		return p.res.Bracket.Key(), false
	}
	if sc.Reason == EndByTable {
		p.rest = sc.Unlaunched(p.rest)
		p.byTable("attack: resolved by table after the commit")
	}
	p.sc, p.su = sc, su
	p.cells = p.cellsOf(sc)
	cond := CondOfSetup(&su)
	p.Stats.Attacks++
	if next {
		p.Stats.Groups++
	}
	if su.Group.Escorted() && len(p.cells) > 0 {
		k := cond.Key() + "/" + p.res.Bracket.Key() + "/" + su.Group.Key() + "/" + p.cells[0].kind.Key()
		a := p.Stats.A0Cells[k]
		if a == nil {
			a = &A0Stat{}
			p.Stats.A0Cells[k] = a
		}
		a.N++
		a.A0 += p.res.A0
		a.E += p.res.Exposure
	}
	p.Stats.Salvos[min(len(p.res.Launches), 4)]++
	p.Stats.Conds[CondOfSetup(&su).Key()]++
	p.Stats.Brackets[plan.Bracket.Key()+">"+p.res.Bracket.Key()]++
	for _, l := range p.res.Launches {
		if l.Second {
			p.Stats.SecondSalvo++
		}
	}
	return p.res.Bracket.Key(), true
}

// cellsOf is the calibration cell and grade of each launch of sc, in launch order.
func (p *AIProvider) cellsOf(sc *Scene) []launchCell {
	cells := p.cells[:0]
	cond := CondOfSetup(&sc.Setup)
	for _, l := range sc.Log {
		if e, ok := l.Ev.(LaunchEvent); ok {
			lc := launchCell{grade: gradeFromKey(e.Grade), b: Bracket(lookupBracket(e.Bracket))}
			if s := sc.Ship(e.Target); s != nil && s.Target > 0 && lc.b <= Long {
				w, _ := WeaponFromKey(e.Weapon)
				set := CalSettingFor(w, e.SettingKn)
				lc.kind, lc.gm = s.Kind, set.GuidedMin()
				lc.key = cond.Key() + "/" + lc.b.Key() + "/" + s.Kind.Key() + "/" + set.Key()
			}
			cells = append(cells, lc)
		}
	}
	return cells
}

// Salvo hands back the launches of the played scene (B8), in launch order.
func (p *AIProvider) Salvo(c *engine.Career, e *engine.Engagement) ([]engine.TacShot, bool) {
	if p.sc == nil {
		return nil, false
	}
	nBow := len(p.su.BowTubes)
	shots := make([]engine.TacShot, 0, len(p.res.Launches)+len(p.rest))
	add := func(l LaunchResult) bool {
		if l.Target < 1 || l.Target > len(p.tIdx) {
			return false // a screening escort: no table target
		}
		sh := engine.TacShot{Bow: l.End == Bow, Tube: l.Tube - 1, Target: p.tIdx[l.Target-1], Second: l.Second}
		if !sh.Bow {
			sh.Tube -= nBow
		}
		shots = append(shots, sh)
		return true
	}
	// The first salvo's launches and then its torpedoes the table fires (§8.3), then the
	// second salvo's likewise (the engine takes a second salvo after the first).
	for _, second := range []bool{false, true} {
		for _, l := range p.res.Launches {
			if l.Second == second {
				add(l)
			}
		}
		for _, l := range p.rest {
			if l.Second == second && add(l) {
				p.Stats.TableFired++
			}
		}
	}
	if len(shots) == 0 {
		p.byTable("attack: launches at screening escorts only")
		p.sc = nil
		return nil, false
	}
	p.outs = append(p.outs[:0], make([]U1Outcome, len(p.res.Launches))...)
	p.pending, p.reported = true, 0
	return shots, true
}

// SolutionDRM hands back one launch's grade (B10a); the first call arms a₀ for the
// first detection pass (the salvo has left, §2.9).
func (p *AIProvider) SolutionDRM(c *engine.Career, t engine.TacTorpedo) (engine.TacDRM, bool, bool) {
	if p.sc == nil {
		return engine.TacDRM{}, false, false
	}
	if !p.a0Armed && t.Index == 0 && p.su.Group.Escorted() { // §2.9 no a₀ unescorted
		p.a0, p.a0Armed, p.a0Seed, p.a0Rolls = p.res.A0, true, c.State().Seed, c.Rolls()
		p.Stats.A0Sum += p.res.A0
		p.Stats.A0N++
	}
	nBow := len(p.su.BowTubes)
	for i, l := range p.res.Launches {
		tube := l.Tube - 1
		if l.End == Stern {
			tube -= nBow
		}
		if (l.End == Bow) != t.Shot.Bow || tube != t.Shot.Tube {
			continue
		}
		p.countCell(i, t.TableDRM, l.Second)
		p.Stats.Launches++
		if l.OffTarget {
			p.Stats.OffTarget++
			return engine.TacDRM{}, true, true
		}
		p.Stats.DrmSum += l.Drm
		return engine.TacDRM{V: l.Drm, Why: l.Mod.Why}, false, true
	}
	return engine.TacDRM{}, false, false
}

// PassHazard is C2 (§3.3): with the evasion scene on, a played search phase with the
// reference evader; otherwise, in the first pass after a played salvo, a₀·Λ_p.
func (p *AIProvider) PassHazard(c *engine.Career, pass engine.TacPass) (float64, bool) {
	p.flushEnds(c)
	a := 1.0
	// a₀ of this career's salvo (a provider reused for the next career forgets it)
	armed := p.a0Armed && p.a0Seed == c.State().Seed && c.Rolls() >= p.a0Rolls
	if armed {
		a = p.a0
	}
	p.a0Armed = false
	if !pass.Evasion {
		if !armed {
			return 0, false
		}
		p.Stats.A0Passes++
		return a * pass.Lambda, true
	}
	return p.playPass(c, pass, a) // provider_ev.go
}

// launchOf is the index in res.Launches of the launch from a table shot's tube, or −1
// (a torpedo the table fired after a hand-back, §8.3).
func (p *AIProvider) launchOf(sh engine.TacShot) int {
	nBow := len(p.su.BowTubes)
	for i, l := range p.res.Launches {
		tube := l.Tube - 1
		if l.End == Stern {
			tube -= nBow
		}
		if (l.End == Bow) == sh.Bow && tube == sh.Tube {
			return i
		}
	}
	return -1
}

// TorpedoResult (engine.TacticalObserver) records the engine's outcome of a launch;
// after the last shot the engine fires of the salvo (t.Last: the shots it dropped
// count as misses) the torpedo ends are logged (flushEnds).
func (p *AIProvider) TorpedoResult(c *engine.Career, t engine.TacTorpedo, outcome string) {
	if p.sc == nil || !p.pending {
		return
	}
	p.reported++
	if i := p.launchOf(t.Shot); i >= 0 {
		switch outcome {
		case "hit":
			p.outs[i] = U1Hit
		case "dud":
			p.outs[i] = U1Dud
		case "fat_hit":
			p.outs[i] = U1FaTHit
		default:
			p.outs[i] = U1Miss
		}
	}
	if t.Last {
		p.flushEnds(c)
	}
}

// scriptTable is the replay's table: the engine's outcomes in the order the scene
// asks for [U1] (every launch but the off-target ones, §2.8), no dice of its own.
type scriptTable struct {
	outs []U1Outcome
	i    int
}

func (t *scriptTable) U1(*Stream, U1Request) (U1Outcome, []RollEvent) {
	o := U1Miss
	if t.i < len(t.outs) {
		o = t.outs[t.i]
	}
	t.i++
	return o, nil
}
func (t *scriptTable) E2Close(*Stream, int) (bool, RollEvent) { return deferTable{}.E2Close(nil, 0) }

// flushEnds is §8.1 tac_torpedo_end for a played salvo (§2.8 outcome-first): the scene
// is replayed from its set-up and orders with the engine's outcomes as its table (the
// orders and the launches do not depend on the outcomes; each resolution draws the
// same number of values), and the replay's torpedo ends and TAC_FAULT rolls go into
// the career's log.
func (p *AIProvider) flushEnds(c *engine.Career) {
	if !p.pending || p.sc == nil {
		return
	}
	p.pending = false
	if !c.Logging() || p.reported == 0 { // nothing fired (the 9.2.2 pre-fire check detected the boat)
		return
	}
	tab := &scriptTable{}
	for i, l := range p.res.Launches {
		if !l.OffTarget {
			tab.outs = append(tab.outs, p.outs[i])
		}
	}
	rs, err := Replay(p.D, p.su, p.sc.Orders, p.sc.Tick, tab)
	if err != nil {
		p.byTable("attack: torpedo ends not replayed: " + err.Error())
		return
	}
	var ends []Logged
	for _, l := range rs.Log {
		switch ev := l.Ev.(type) {
		case TorpedoEndEvent:
			ends = append(ends, l)
		case RollEvent:
			if ev.Table == "TAC_FAULT" {
				ends = append(ends, l)
			}
		}
	}
	forwardEnds(c, ends)
}

var (
	_ engine.TacticalProvider = (*AIProvider)(nil)
	_ engine.TacticalObserver = (*AIProvider)(nil)
)
