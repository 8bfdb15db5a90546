package engine

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// The switch and the feedback contract of the optional tactical layer
// (shared/spec/u-boot/tactical-design.md §1.2–1.3, §8). OWNER: tactical helper.
//
// The layer is off unless the career's options switch a scene kind on AND a
// TacticalProvider is set (SetTactical). With every kind off, or with no provider, not
// one line below runs: the career rolls, asks and logs exactly as the table game.
//
// Decision ids (PLAYER CHOICES of this file):
//
//	tac_mode   §1.2 at a scene's entry point (B7 or B21 attack, first C1 evasion, D1 crash
//	           dive, first hit damage control) when the kind's option is `ask`. Keys:
//	           tactical, table. Context: the scene kind key (attack, evasion,
//	           crash_dive, damage_control). The choice holds for that engagement; a new
//	           engagement (a successful Follow, 9.7.9) asks again.
//	lookouts   §4.6 the lookout posture kept at sea (tactical_lookouts.go), asked at the
//	           first box of each leg of a patrol while the crash-dive or damage-control
//	           scene is not off. Keys: normal, double. Context: the leg (outbound,
//	           station, homebound).
//
// RollDice codes: E2T (§3.3, d1000: undetected / detected against the pass hazard),
// E2Q (§3.3, d1000: detected / detected_plus).

// TacScene is a kind of tactical scene (§1.1).
type TacScene uint8

const (
	TacAttack        TacScene = iota // B7–B10 escorted attack, B21–B22 unescorted torpedo groups (§2)
	TacEvasion                       // C1–C8 escort detection and depth charges (§3)
	TacCrashDive                     // D1 [A1] (§4.6)
	TacDamageControl                 // additional flooding and [E5] repairs (§4)
	NumTacScenes
)

var tacSceneKeys = [NumTacScenes]string{"attack", "evasion", "crash_dive", "damage_control"}

// Key returns the scene kind's key (the tac_mode context, the option key's middle).
func (s TacScene) Key() string { return tacSceneKeys[s] }

// TacMode is a scene kind's setting (§1.2).
type TacMode uint8

const (
	TacOff    TacMode = iota // the table game (default)
	TacAsk                   // ask tac_mode at the scene's entry point
	TacAlways                // play the scene whenever the provider can
)

// TacticalOption is the career option key that sets scene s to mode m (ask or always),
// e.g. "tac_attack_ask" (§1.2: the keys career_start.options lists). Off has no key.
func TacticalOption(s TacScene, m TacMode) string {
	switch m {
	case TacAsk:
		return "tac_" + s.Key() + "_ask"
	case TacAlways:
		return "tac_" + s.Key() + "_always"
	}
	return ""
}

// tacticalOptionKey reports whether k is a tactical option key.
func tacticalOptionKey(k string) bool {
	for s := TacScene(0); s < NumTacScenes; s++ {
		if k == TacticalOption(s, TacAsk) || k == TacticalOption(s, TacAlways) {
			return true
		}
	}
	return false
}

// Tactical returns scene s's mode in o: always wins over ask; neither is off.
func (o Options) Tactical(s TacScene) TacMode {
	switch {
	case len(o) == 0:
		return TacOff
	case o[TacticalOption(s, TacAlways)]:
		return TacAlways
	case o[TacticalOption(s, TacAsk)]:
		return TacAsk
	}
	return TacOff
}

// TacDRM is one value a scene hands back (§1.3): the modifier and its logged reason,
// which begins "tactical:" (§8.1).
type TacDRM struct {
	V   int
	Why string
}

// TacShot is one torpedo of a played salvo (§1.3 Salvo): the tube (End true = bow,
// Tube from 0 within its end) and the target (index into Engagement.Targets), in launch
// order. Second marks a torpedo of the NSA second salvo from the other end (9.5.2,
// §2.6): legal only in a Night Surface Attack, after the first salvo's shots; it
// carries the table's +1 (none with the Knight's Cross) and fires both ends ([E2] +1).
type TacShot struct {
	Bow    bool
	Tube   int
	Target int
	Second bool
}

// TacTorpedo names the torpedo whose solution modifier is asked: its place in the
// played salvo (Index, from 0) and the shot. TableDRM is the net of the table's own
// [U1] modifiers of this shot (9.2.3: UZO, Knight's Cross, crew, command, the
// target's fast / escort modifier, second salvo, …) before the solution's: what the
// §9.5.1 comparison weighs a grade at (read-only; the engine applies them itself).
type TacTorpedo struct {
	Index    int
	Shot     TacShot
	TableDRM int
	// Last: the last torpedo the engine fires of the salvo (or next group) the provider
	// handed back; after its TorpedoResult every outcome of the scene's launches is in.
	Last bool
}

// TacPass is a detection pass as the engine computed it (§3.3): the pass number in the
// cycle (1 = the first after the attack), the net [E2] modifier m_p with the pass's own
// test-depth and BOLD steps in it, and the base hazard Λ_p = −ln(1 − P_det(m_p)).
type TacPass struct {
	Pass    int
	M       int
	Lambda  float64
	Evasion bool // the evasion scene is on: the pass is played; else only a₀ may weigh pass 1
	// TestDepth and Bold: the pass's C1 decisions (9.6.4 exceeded test depth, 9.6.7 BOLD
	// released and working), whose −1 is already in M; the scene shows them (§3.1 step 1).
	TestDepth bool
	Bold      bool
}

// TacEscortAttack is the escort attack of a pass (C5) as the engine rolled it (§3.1 step 3):
// the pass in the cycle, the weapon from E3_special and E3b ("dc", "hedgehog",
// "squid"), θ of the pass's E2T roll (§3.3; 0 when the detection was not an E2T roll:
// a 9.2.2 pre-fire detection or a pass the table rolled, so the scene enters at the
// attack) and whether the boat was detected on 12+ (9.6.9).
type TacEscortAttack struct {
	Pass   int
	Weapon string
	Theta  float64
	Plus   bool
}

// TacticalProvider is the one interface through which the scenes feed the engine
// (§1.3). A nil provider is the table game. Each call returns ok = false when the scene
// has no value to give (not played, declined, or "resolve by table" pressed, §8.3): the
// engine then does exactly what the table game does at that step. The engine clamps
// every value to its documented range.
//
// The engine calls a method only when its scene kind is switched on for the engagement
// (Options.Tactical, tac_mode). The c argument is read-only for the provider, except
// EmitTactical (its tac_* events).
type TacticalProvider interface {
	// Bracket (B7 escorted attack; B21 unescorted round with torpedoes, after the mode):
	// plays the attack scene and returns the range bracket of the first launch, "close",
	// "medium", "long" or "extreme" (§2.7.1). It replaces the range choice (9.1.4);
	// every range effect follows from it (unescorted: the deck gun's [U1] too).
	// A scene that ended before any launch ("resolve by table", or declined) returns
	// ok = false and may name its current bracket in rng: the engine asks the table's
	// range choice with it as the Decision.Default (§8.3 "attack before any launch").
	Bracket(c *Career, e *Engagement) (rng string, ok bool)
	// Salvo (B8 / B22): the torpedoes the scene launched, in order, legal per 9.2.1 (one
	// end; against unescorted ships both ends, as two weapon groups, 9.4.2); after a
	// "resolve by table" past the commit also the torpedoes not yet launched in the
	// window, for which SolutionDRM then reports ok = false (§8.3: fired by the table
	// at the same bracket with solution modifier 0). It replaces
	// the end and allocation choices (unescorted: of the groups it fired). A launch the
	// engine cannot fire (an empty tube, a jammed door, the other end when escorted) is
	// dropped; with none left the table's choices follow (§8.3).
	Salvo(c *Career, e *Engagement) (shots []TacShot, ok bool)
	// SolutionDRM (B10a): the torpedo's solution modifier, −1 … +3; offTarget is a miss
	// with no [U1] roll (§2.8), except for a guided torpedo, which then rolls at +3 and
	// keeps its 9.2.5 minimum (§2.7.3 [designed]).
	SolutionDRM(c *Career, t TacTorpedo) (d TacDRM, offTarget, ok bool)
	// PassHazard (C2): the cumulative hazard of the pass (≥ 0) that replaces the [E2]
	// 2d6 by one E2T d1000 threshold roll (§3.3; a₀ of §2.9 in pass 1).
	PassHazard(c *Career, p TacPass) (hazard float64, ok bool)
	// EvasionDRM (C5, normal attack): −2 … +2 on [E3].
	EvasionDRM(c *Career, a TacEscortAttack) (TacDRM, bool)
	// EvasionShift (C5, Hedgehog or Squid): −1 … +1 on the first 1d6 of [E3c] / [E3d].
	EvasionShift(c *Career, a TacEscortAttack) (TacDRM, bool)
	// DiveDRM (D1): −2 … +1 on [A1].
	DiveDRM(c *Career) (TacDRM, bool)
	// FloodingDRM (C7, 10.1.3): −1 … +1 on the additional-flooding 1d6.
	FloodingDRM(c *Career) (TacDRM, bool)
	// RepairDRM (B14, and early repairs): −1 … +1 on the [E5] 1d6 of one system (board
	// key).
	RepairDRM(c *Career, system string) (TacDRM, bool)
	// EarlyRepair (during C1–C8, after each combat round's hits and its 10.1.3 check):
	// the systems (board keys) whose job reached 100 % and whose [E5] roll the scene
	// orders now (§4.5.2). The engine rolls each system still Damaged at once, with the
	// LI modifiers and RepairDRM: success repairs it, failure makes it Inoperative
	// (10.8.5); other keys are ignored.
	EarlyRepair(c *Career) []string
}

// TacticalObserver is an optional side of a TacticalProvider (§8.1): the engine tells
// it the outcome of the table rolls made with a scene's values, so that the scene logs
// what follows from them (§2.8 outcome-first: the picture follows the roll). Nothing
// goes back to the engine. A provider that does not implement it is told nothing.
type TacticalObserver interface {
	// TorpedoResult: the outcome of one torpedo of a played salvo, after its [U1],
	// dud and 9.2.4 FaT rolls: "hit", "dud", "miss" (off target and spent shots
	// included), or "fat_hit" (a FaT miss that hit another ship of the convoy). Called
	// once per torpedo the engine fired from the salvo, in order.
	TorpedoResult(c *Career, t TacTorpedo, outcome string)
	// DiveResult: the [A1] roll made with DiveDRM let the boat dive (the aircraft finds
	// nothing) or not (it attacks).
	DiveResult(c *Career, dived bool)
}

// TacticalFloodObserver is an optional side of a TacticalProvider (tactical-design §5
// "a flooding box"): after each additional-flooding check (10.1.3) made while the
// damage-control scene is on, the engine tells it whether the check advances the
// flooding track by a box (told before the box is marked, since a box past the track
// ends the career, 10.1.2). Nothing goes back to the engine.
type TacticalFloodObserver interface {
	FloodResult(c *Career, flooded bool)
}

// TacticalGroups is an optional side of a TacticalProvider (tactical-design §2.6,
// 9.4.2): against unescorted ships the player may watch a torpedo group's results
// before starting the next group, so when the table's weapon_group choice picks a
// torpedo end after a played scene's group was fired and rolled, the engine asks the
// provider to play that group too. A provider that does not implement it leaves the
// group to the table's allocation, as before.
type TacticalGroups interface {
	// NextGroup (B22): the torpedoes of the round's next group from the end bow names,
	// played in the round's scene after the earlier groups' results, in launch order,
	// legal as Salvo's (that end's tubes only; a torpedo the engine cannot fire is
	// dropped). Each then gets SolutionDRM and TorpedoResult as a salvo's torpedo does.
	// ok = false: no group played (the table allocates it, §8.3).
	NextGroup(c *Career, e *Engagement, bow bool) (shots []TacShot, ok bool)
}

// tacState is the layer's state in a career: the provider and, per scene kind, the
// engagement's tac_mode answer.
type tacState struct {
	p      TacticalProvider
	chosen [NumTacScenes]int8 // 0 not asked in this engagement, 1 tactical, −1 table
	pass   int                // the detection pass in the current escort cycle (§3.3)
	// defRange: the bracket a scene that ended before any launch named (§8.3), the
	// default of the next range choice.
	defRange string
	theta    float64 // θ of the pass's E2T roll when it detected (0: none, §3.3)
	// watch and out: a played salvo's torpedo is being fired and its outcome so far
	// (torpedoEvent), for TacticalObserver.TorpedoResult.
	watch bool
	out   string
	// attacked: the engagement's attack was played (its a₀ may weigh the first pass, §2.9)
	attacked bool
	// hits and round: the engagement's [E4] results for damage control (§4.1,
	// tactical_dc.go), recorded only while a provider is set.
	hits   []TacHit
	round  int
	combat int // serial of the combat the hits belong to (tacNewCombat)
	// double: the encounter in progress began with double lookouts kept (§4.6,
	// tacEncounter); pipDue: its start pip not yet taken by a damage-control scene.
	double, pipDue bool
}

// SetTactical sets the provider of the tactical scenes (nil: the table game). Set it
// before Run; Reset keeps it.
func (c *Career) SetTactical(p TacticalProvider) { c.tac.p = p }

// TacticalNamer is an optional side of a TacticalProvider (§1.3, §9.5.2): a provider
// that can be rebuilt for a replay names itself ("ai:reference:commander"), NewSave
// writes the name into the save's config and Replay rebuilds the provider by it
// (NewTactical), so that the tac_mode answers and every scene replay. A name is a kind
// (the text before the first ':', RegisterTactical) and the kind's own arguments.
type TacticalNamer interface {
	TacticalName() string
}

// tacFactories are the registered provider kinds (RegisterTactical).
var tacFactories = map[string]func(name string, cfg Config) (TacticalProvider, error){}

// RegisterTactical registers the provider kind (e.g. "ai") whose build function makes a
// fresh provider from a full name of that kind for a career of cfg (Replay). Call it
// from an init function; registering a kind twice panics.
func RegisterTactical(kind string, build func(name string, cfg Config) (TacticalProvider, error)) {
	if _, dup := tacFactories[kind]; dup || kind == "" || build == nil {
		panic("engine: RegisterTactical: bad or duplicate kind " + strconv.Quote(kind))
	}
	tacFactories[kind] = build
}

// NewTactical builds the provider named name (TacticalNamer) for a career of cfg. Errors:
// no kind of that name is registered (the package that provides it is not linked in),
// or the kind's build function rejects the name.
func NewTactical(name string, cfg Config) (TacticalProvider, error) {
	kind, _, _ := strings.Cut(name, ":")
	build, ok := tacFactories[kind]
	if !ok {
		return nil, fmt.Errorf("tactical provider %q: no provider kind %q is registered", name, kind)
	}
	p, err := build(name, cfg)
	if err != nil {
		return nil, fmt.Errorf("tactical provider %q: %w", name, err)
	}
	return p, nil
}

// tacticalName is the name of the career's provider for its save: "" without a
// provider or with every scene kind off (the save replays as the table game); an error
// when a scene kind is on and the provider cannot name itself (the save would not replay).
func (c *Career) tacticalName() (string, error) {
	if c.tac.p == nil {
		return "", nil
	}
	on := false
	for s := TacScene(0); s < NumTacScenes; s++ {
		on = on || c.cfg.Options.Tactical(s) != TacOff
	}
	if !on {
		return "", nil
	}
	if n, ok := c.tac.p.(TacticalNamer); ok && n.TacticalName() != "" {
		return n.TacticalName(), nil
	}
	return "", fmt.Errorf("the tactical provider %T has no name to be rebuilt from (TacticalNamer)", c.tac.p)
}

// tacOn reports whether scene s is played tactically now: a provider is set and the
// kind is switched on (asking tac_mode once per engagement when it is `ask`).
func (c *Career) tacOn(s TacScene) bool {
	if c.tac.p == nil {
		return false
	}
	switch c.S.Options.Tactical(s) {
	case TacAlways:
		return true
	case TacAsk:
		if c.tac.chosen[s] == 0 {
			c.tac.chosen[s] = -1
			if c.ask(KindTacMode, "Play this scene tactically or resolve it by the tables?", s.Key(),
				c.opts("tactical", "Play the scene", "table", "Resolve by table")) == "tactical" {
				c.tac.chosen[s] = 1
			}
		}
		return c.tac.chosen[s] > 0
	}
	return false
}

// tacNewEngagement forgets the tac_mode answers (a new engagement asks again, §1.2).
func (c *Career) tacNewEngagement() {
	c.tac.chosen = [NumTacScenes]int8{}
	c.tac.pass, c.tac.attacked, c.tac.defRange = 0, false, ""
	c.tacNewCombat()
}

// TacEvent is one tac_* event of a scene (§8.1) in the career's log: the common fields
// and the scene's own fields, a JSON object, written after them.
type TacEvent struct {
	Header
	Fields json.RawMessage
}

// MarshalJSON writes {"seq":…,"t":…,"date":…, fields…}.
func (e *TacEvent) MarshalJSON() ([]byte, error) {
	b := []byte(`{"seq":`)
	b = strconv.AppendInt(b, int64(e.Seq), 10)
	b = append(b, `,"t":`...)
	b = strconv.AppendQuote(b, e.T)
	b = append(b, `,"date":`...)
	b = strconv.AppendQuote(b, e.Date)
	if len(e.Fields) > 2 {
		b = append(b, ',')
		b = append(b, e.Fields[1:]...)
	} else {
		b = append(b, '}')
	}
	return b, nil
}

// EmitTactical logs a scene's tac_* event t with fields (a JSON object), when events
// are being built. Providers call it while the engine is in one of their calls.
func (c *Career) EmitTactical(t string, fields json.RawMessage) {
	if c.sink != nil {
		c.emit(&TacEvent{Header: Header{T: t}, Fields: fields})
	}
}

// Logging reports whether the career builds events (a sink is set): providers build
// their tac_* events only then.
func (c *Career) Logging() bool { return c.sink != nil }

// tacClamp keeps a provider's value in its documented range (§1.3).
func tacClamp(d TacDRM, lo, hi int) TacDRM {
	d.V = max(lo, min(hi, d.V))
	return d
}

// tacRange reports whether rng is a range key the engine plays.
func tacRange(rng string) bool {
	switch rng {
	case "close", "medium", "long", "extreme":
		return true
	}
	return false
}

// tacticalAttack plays B7–B8 (escorted) or B22's torpedo groups (unescorted) through
// the provider, the mode chosen. It reports ok = false when the scene handed back
// nothing the engine can fire (the table choices follow, §8.3); otherwise the
// engagement's range is set and shots holds the salvo.
//
// Unescorted (B21–B22, 9.4.2): bow and stern are separate weapon groups, so the salvo
// may hold both ends; the shots come back grouped by end, the end of the first launch
// first (each group is fired and rolled before the next, 9.4.2), and a Second mark is
// ignored (there is no NSA against unescorted ships).
func (c *Career) tacticalAttack(e *Engagement, buf []shot) (shots []shot, ok bool) {
	rng, ok := c.tac.p.Bracket(c, e)
	if !ok || !tacRange(rng) {
		if !ok && tacRange(rng) {
			c.tac.defRange = rng // §8.3 before any launch: offered as the default range
		}
		return nil, false
	}
	if rng == RangeExtreme && !c.extremeAllowed(e.Escorted) {
		rng = "long" // §2.7.1 Extreme only where opt 14.16 allows it; Long is the farthest else
	}
	e.Range = rng
	played, ok := c.tac.p.Salvo(c, e)
	if !ok {
		return nil, false
	}
	shots = buf
	for _, s := range played {
		k, fires := c.tacFires(e, s)
		if !fires {
			continue
		}
		if !e.Escorted {
			s.Second = false // 9.4.2 weapon groups, not a second salvo
		} else if s.Second {
			// 9.5.2 the second salvo: NSA only, from the end the first salvo did not use.
			if e.Mode != "nsa" || len(shots) == 0 || shots[0].second || shots[0].bow == s.Bow {
				continue
			}
		} else if len(shots) > 0 && (shots[0].bow != s.Bow || shots[len(shots)-1].second) {
			continue // 9.2.1 one end; the first salvo's shots come before the second's
		}
		dup := false
		for _, o := range shots {
			dup = dup || (o.bow == s.Bow && o.tube == s.Tube)
		}
		if !dup {
			shots = append(shots, shot{bow: s.Bow, tube: s.Tube, kind: k, target: s.Target, tac: len(shots) + 1, second: s.Second})
		}
	}
	if len(shots) == 0 {
		return nil, false // nothing the engine can fire: the table's choices (§8.3), not a refusal (7.4.3)
	}
	if !e.Escorted { // 9.4.2 the first launch's group, then the other end's (stable)
		var all [16]shot
		n := copy(all[:], shots)
		shots = shots[:0]
		for pass := 0; pass < 2; pass++ {
			for _, s := range all[:n] {
				if (s.bow == all[0].bow) == (pass == 0) {
					shots = append(shots, s)
				}
			}
		}
	}
	shots[len(shots)-1].last = true
	return shots, true
}

// tacFires reports whether the engine can fire a scene's shot s at the engagement's
// range, and the torpedo in its tube: a tube and target of this engagement, loaded
// (not a mine), its door working, and from Extreme range a FaT torpedo (opt 14.16).
func (c *Career) tacFires(e *Engagement, s TacShot) (Torp, bool) {
	tubes := c.S.Boat.SternTubes
	if s.Bow {
		tubes = c.S.Boat.BowTubes
	}
	if s.Tube < 0 || s.Tube >= len(tubes) || s.Target < 0 || s.Target >= len(e.Targets) {
		return TorpNone, false // not a tube or target of this engagement: not fired
	}
	k := tubes[s.Tube]
	if k == TorpNone || k == Mine || !c.doorWorks(s.Bow, s.Tube) {
		return k, false // a tube empty or jammed is not fired
	}
	if e.Range == RangeExtreme && !k.FaT() {
		return k, false // opt 14.16: from Extreme range only FaT torpedoes fire
	}
	return k, true
}

// tacticalGroup asks an observing provider (TacticalGroups) for an unescorted round's
// next torpedo group from the end bow names (tactical-design §2.6, 9.4.2): the shots it
// played, from that end only, appended to buf; none when the provider plays no group
// (the table's allocation follows, §8.3).
func (c *Career) tacticalGroup(e *Engagement, bow bool, buf []shot) []shot {
	g, ok := c.tac.p.(TacticalGroups)
	if !ok || e.Escorted {
		return nil
	}
	played, ok := g.NextGroup(c, e, bow)
	if !ok {
		return nil
	}
	shots := buf
	for _, s := range played {
		k, fires := c.tacFires(e, s)
		if !fires || s.Bow != bow {
			continue // 9.4.2 the group is that end's
		}
		dup := false
		for _, o := range shots {
			dup = dup || o.tube == s.Tube
		}
		if !dup {
			shots = append(shots, shot{bow: bow, tube: s.Tube, kind: k, target: s.Target, tac: len(shots) + 1})
		}
	}
	if len(shots) > 0 {
		shots[len(shots)-1].last = true
	}
	return shots
}

// tacWatch starts watching shot s's outcome for an observing provider (§8.1); the
// returned func, deferred by fireTorpedo, reports it. Nil when nobody observes.
func (c *Career) tacWatch(s shot) func() {
	o, ok := c.tac.p.(TacticalObserver)
	if !ok {
		return nil
	}
	c.tac.watch, c.tac.out = true, ""
	return func() {
		c.tac.watch = false
		o.TorpedoResult(c, TacTorpedo{Index: s.tac - 1, Shot: TacShot{Bow: s.bow, Tube: s.tube, Target: s.target, Second: s.second}, Last: s.last}, c.tac.out)
	}
}

// tacOutcome records a watched torpedo's outcome: the first event is its own; a later
// hit or dud is the 9.2.4 FaT pattern hitting another ship.
func (c *Career) tacOutcome(outcome string) {
	switch {
	case c.tac.out == "":
		c.tac.out = outcome
	case outcome != "miss":
		c.tac.out = "fat_hit"
	}
}

// tacSolution adds the scene's solution modifier of shot s at range rng to m (B10a);
// off reports an off-target torpedo (a miss with no [U1] roll, §2.8). A guided
// torpedo keeps its 9.2.5 minimum whatever the grade (§2.7.3), off target included
// [designed]: the table's guarantee stands and the layer only moves the modifier
// (§1.3), so a guided off-target shot rolls at the worst grade's +3, which the
// minimum bounds.
func (c *Career) tacSolution(s shot, m *Mods, rng string) (off bool) {
	d, offTarget, ok := c.tac.p.SolutionDRM(c, TacTorpedo{Index: s.tac - 1, Shot: TacShot{Bow: s.bow, Tube: s.tube, Target: s.target}, TableDRM: m.Sum()})
	if !ok {
		return false // §8.3 fired by the table: solution modifier 0
	}
	if offTarget {
		if guidedMinimum(s.kind) == 0 {
			return true
		}
		d = TacDRM{V: 3, Why: "tactical: solution off_target (outside the seeker's reach)"}
	}
	d = tacClamp(d, -1, 3)
	m.Add(d.V, d.Why)
	if gm := guidedMinimum(s.kind); gm > 0 {
		if lim, sum := rangeNumber(rng)-gm, m.Sum(); sum > lim {
			m.Add(lim-sum, "9.2.5 guided minimum")
		}
	}
	return false
}

// tacShift is the [E3c] / [E3d] modifier of EvasionShift (C5, Hedgehog or Squid), nil
// when the scene gives none.
func (c *Career) tacShift(weapon string) *Mods {
	if c.tac.p == nil || !c.tacOn(TacEvasion) {
		return nil
	}
	d, ok := c.tac.p.EvasionShift(c, c.tacAttack(weapon))
	if !ok || d.V == 0 {
		return nil
	}
	m := new(Mods)
	d = tacClamp(d, -1, 1)
	m.Add(d.V, d.Why)
	return m
}

// tacAttack is the attack of the current pass with weapon w (§3.1 step 3).
func (c *Career) tacAttack(w string) TacEscortAttack {
	a := TacEscortAttack{Pass: c.tac.pass, Weapon: w, Theta: c.tac.theta}
	if e := c.S.Engage; e != nil {
		a.Plus = e.E2was12
	}
	return a
}

// tacRepairMods returns the [E5] modifiers of one system's repair: m (may be nil) and
// the scene's RepairDRM for it, in a copy (m serves every system of the round).
func (c *Career) tacRepairMods(m *Mods, system string) *Mods {
	d, ok := c.tac.p.RepairDRM(c, system)
	if !ok || d.V == 0 {
		return m
	}
	rm := new(Mods)
	if m != nil {
		for _, x := range m.List() {
			rm.Add(x.V, x.Why)
		}
	}
	d = tacClamp(d, -1, 1)
	rm.Add(d.V, d.Why)
	return rm
}

// p12 is P(2d6 + m ≥ 12, not a natural 2): [E2]'s "detected on 12+" (9.6.9).
func p12(m int) float64 {
	k := 0
	for n := 3; n <= 12; n++ {
		if n+m >= 12 {
			k += dist2d6[n]
		}
	}
	return float64(k) / 36
}

// d1000Below is the E2T reading: the threshold θ = −ln((d − 0.5)/1000) is not
// reached by the hazard h (§3.3).
func d1000Below(d int, h float64) bool { return -math.Log((float64(d)-0.5)/1000) > h }

// tacDetection is C2 with a pass hazard from the provider (§3.3): one E2T d1000 roll
// against the hazard, and on detection one E2Q d1000 roll for 12+. It returns whether
// the provider gave a hazard, and the outcome.
func (c *Career) tacDetection(base int, evasion, depth, bold bool) (handled, detected, plus bool) {
	c.tac.pass++
	lambda := -math.Log(1 - pDetected(base))
	h, ok := c.tac.p.PassHazard(c, TacPass{Pass: c.tac.pass, M: base, Lambda: lambda, Evasion: evasion, TestDepth: depth, Bold: bold})
	if !ok || h < 0 || math.IsNaN(h) {
		return false, false, false
	}
	if c.sink != nil {
		// §8.1 tac_pass: pass, m, p_det, hazard (Λ_p), k_turns; and H, the pass's whole
		// hazard handed back, against which E2T is rolled (tac_turn's cumulative H).
		f, _ := json.Marshal(struct {
			Pass   int     `json:"pass"`
			M      int     `json:"m"`
			PDet   float64 `json:"p_det"`
			Hazard float64 `json:"hazard"`
			KTurns int     `json:"k_turns"`
			H      float64 `json:"H"`
		}{c.tac.pass, base, round4(pDetected(base)), round4(lambda), sonarTurns, round4(h)})
		c.EmitTactical("tac_pass", f)
	}
	r := c.RollDice("E2T", "", "d1000", nil, func(t int) string {
		if c.sink != nil {
			c.rollTheta = round4(-math.Log((float64(t) - 0.5) / 1000)) // §8.1 E2T theta
		}
		if d1000Below(t, h) {
			return "undetected"
		}
		return "detected"
	})
	// The Hals und Beinbruch offer's odds (Config.Odds) call the reading for every face
	// after the roll was logged: the next roll event must not take their θ.
	c.rollTheta = 0
	if r.Key == "undetected" {
		return true, false, false
	}
	c.tac.theta = -math.Log((float64(r.Natural) - 0.5) / 1000)
	pd := pDetected(base)
	q := 0.0
	if pd > 0 {
		q = p12(base) / pd
	}
	r = c.RollDice("E2Q", "", "d1000", nil, func(t int) string {
		if float64(t)-0.5 < 1000*q {
			return "detected_plus"
		}
		return "detected"
	})
	return true, true, r.Key == "detected_plus"
}

// sonarTurns is K, the sonar turns of a detection pass (tactical-design §3.3).
const sonarTurns = 10

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }
