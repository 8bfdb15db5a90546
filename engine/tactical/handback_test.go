package tactical

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// §8.3 hand-back to the engine: "resolve by table" pressed through the provider
// (AIProvider.HandBack) at each point of the design, in careers at fixed seeds (the
// career's dice and the scenes' streams are fixed by the seed).

// tacMods counts a roll's "tactical:" modifiers.
func tacMods(ev *engine.RollEvent) int {
	n := 0
	for _, m := range ev.Mods {
		if strings.HasPrefix(m.Why, "tactical:") {
			n++
		}
	}
	return n
}

// handBackCareers plays careers (VIIC, commander, seeds 1…n) with the scene kinds
// switched on and provider p, calling sink on every event with the career.
func handBackCareers(t *testing.T, n int, p engine.TacticalProvider, sink func(c *engine.Career, e engine.Event), kinds ...engine.TacScene) {
	t.Helper()
	opts := engine.Options{}
	for _, k := range kinds {
		opts[engine.TacticalOption(k, engine.TacAlways)] = true
	}
	c := new(engine.Career)
	c.SetTactical(p)
	for seed := uint64(1); seed <= uint64(n); seed++ {
		if err := c.Reset(engine.Config{Seed: seed, Type: "VIIC", Options: opts}, nil); err != nil {
			t.Fatal(err)
		}
		c.SetSink(func(e engine.Event) { sink(c, e) })
		if err := c.Run(policy.NewCommander()); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}

// defaultSpy answers as the commander and records each range decision's Default.
type defaultSpy struct {
	engine.Decider
	defaults []string
}

func (s *defaultSpy) Decide(st *engine.State, d *engine.Decision) (string, string) {
	if d.ID == "range" {
		s.defaults = append(s.defaults, d.Default)
	}
	return s.Decider.Decide(st, d)
}

// §8.3 attack before any launch: pressed two minutes into each scene, before a
// torpedo has left, the scene ends by_table, no solution is handed back, and the
// engine asks the table's range choice with the scene's bracket at the press as its
// default.
func TestHandBackAttackBeforeLaunch(t *testing.T) {
	d := MustData()
	p := NewAIProvider(d, Reference, policy.NewCommander())
	var want []string // the bracket of each scene at the press
	p.HandBack.Attack = func(sc *Scene) bool {
		if sc.Tick < 240 || sc.Committed {
			return false
		}
		want = append(want, sc.currentBracket().Key())
		return true
	}
	spy := &defaultSpy{Decider: policy.NewCommander()}
	c := new(engine.Career)
	c.SetTactical(p)
	byTable, tacU1 := 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		if err := c.Reset(engine.Config{Seed: seed, Type: "VIIC", Options: engine.Options{engine.TacticalOption(engine.TacAttack, engine.TacAlways): true}}, nil); err != nil {
			t.Fatal(err)
		}
		c.SetSink(func(e engine.Event) {
			switch ev := e.(type) {
			case *engine.TacEvent:
				if ev.T == "tac_end" && strings.Contains(string(ev.Fields), `"reason":"by_table"`) {
					byTable++
				}
			case *engine.RollEvent:
				if ev.Table == "U1" {
					tacU1 += tacMods(ev)
				}
			}
		})
		if err := c.Run(spy); err != nil {
			t.Fatal(err)
		}
	}
	if len(want) < 10 || byTable != len(want) {
		t.Fatalf("%d scenes handed back, %d tac_end by_table logged", len(want), byTable)
	}
	if tacU1 != 0 || p.Stats.Launches != 0 {
		t.Errorf("%d tactical [U1] modifiers, %d launches handed back after a hand-back before any launch", tacU1, p.Stats.Launches)
	}
	// Each hand-back is followed by the engine's range choice with the scene's bracket
	// as its default (an Extreme bracket is offered only where 14.16 allows it).
	got := 0
	for _, x := range spy.defaults {
		if x != "" {
			if got >= len(want) || x != want[got] {
				t.Fatalf("default range %d is %q; the scenes' brackets were %v", got, x, want)
			}
			got++
		}
	}
	if got < len(want)*9/10 {
		t.Errorf("a default range offered after %d of %d hand-backs", got, len(want))
	}
}

// solSpy records, in order with the career's rolls, whether SolutionDRM handed a
// value back.
type solSpy struct {
	*AIProvider
	trace   []string // "sol" (a value), "table" (none: §8.3), then "U1:<column>:<tactical mods>"
	bracket []string
}

func (s *solSpy) Bracket(c *engine.Career, e *engine.Engagement) (string, bool) {
	r, ok := s.AIProvider.Bracket(c, e)
	if ok {
		s.bracket = append(s.bracket, r)
	}
	return r, ok
}

func (s *solSpy) SolutionDRM(c *engine.Career, t engine.TacTorpedo) (engine.TacDRM, bool, bool) {
	d, off, ok := s.AIProvider.SolutionDRM(c, t)
	switch {
	case !ok:
		s.trace = append(s.trace, "table:"+s.bracket[len(s.bracket)-1])
	case off:
		s.trace = append(s.trace, "off")
	default:
		s.trace = append(s.trace, "sol")
	}
	return d, off, ok
}

// §8.3 attack after the commit: pressed on the tick after the first launch, the
// torpedoes of the round not yet launched are fired by the table: each gets no
// solution modifier and its [U1] roll is at the round's bracket with no tactical
// modifier.
func TestHandBackAttackAfterCommit(t *testing.T) {
	d := MustData()
	s := &solSpy{AIProvider: NewAIProvider(d, Reference, policy.NewCommander())}
	pressed := 0
	s.HandBack.Attack = func(sc *Scene) bool {
		if sc.Committed && sc.Tick == sc.FirstLaunch+1 {
			pressed++
			return true
		}
		return false
	}
	handBackCareers(t, 40, s, func(c *engine.Career, e engine.Event) {
		if ev, ok := e.(*engine.RollEvent); ok && ev.Table == "U1" {
			s.trace = append(s.trace, "U1:"+ev.Column+":"+string(rune('0'+tacMods(ev))))
		}
	}, engine.TacAttack)
	if pressed < 10 || s.Stats.TableFired == 0 {
		t.Fatalf("pressed %d times, %d torpedoes fired by the table", pressed, s.Stats.TableFired)
	}
	fired := 0
	for i, x := range s.trace {
		if !strings.HasPrefix(x, "table:") {
			continue
		}
		fired++
		// a torpedo fired by the table rolls [U1] at once: at the round's bracket, no
		// tactical modifier
		if want := "U1:" + strings.TrimPrefix(x, "table:") + ":0"; i+1 >= len(s.trace) || s.trace[i+1] != want {
			t.Fatalf("trace %d: %q followed by %v, want %q", i, x, s.trace[i+1:min(i+3, len(s.trace))], want)
		}
	}
	// Every torpedo handed to the table was fired, except those whose target had sunk
	// before them (spent, 9.4.2: no roll).
	if fired > s.Stats.TableFired || fired < s.Stats.TableFired/2 {
		t.Errorf("%d torpedoes fired by the table, %d handed to it", fired, s.Stats.TableFired)
	}
	// The launched torpedo before them kept its solution (or was off target).
	all := strings.Join(s.trace, " ")
	if sol := strings.Count(all, "sol") + strings.Count(all, "off"); sol < pressed {
		t.Errorf("%d solutions handed back for %d first launches", sol, pressed)
	}
}

// §8.3 evasion mid-pass: pressed after the fourth sonar turn of each played search,
// the pass's hazard handed to the engine is the played turns' H plus Λ_p·(K − t)/K
// (the rest at w = 1), and the rest of the combat is the table's: no tactical
// [E3] / [E3c] / [E3d] modifier and no further E2T until the combat's repairs.
func TestHandBackEvasionMidPass(t *testing.T) {
	d := MustData()
	p := NewAIProvider(d, Reference, policy.NewCommander())
	var want []float64
	p.HandBack.Evasion = func(e *Evasion) bool {
		if e.Phase != EvSearchPhase || e.S.Pass.Turns < 4 {
			return false
		}
		ps := &e.S.Pass
		want = append(want, ps.H+ps.Lambda*float64(SonarTurns-ps.Turns)/SonarTurns)
		return true
	}
	var got []float64
	tableCombat, pending, bad := -1, false, 0
	handBackCareers(t, 40, p, func(c *engine.Career, e engine.Event) {
		switch ev := e.(type) {
		case *engine.TacEvent:
			if ev.T == "tac_pass" {
				switch {
				case pending: // the engine's E2T of the pass handed back
					tableCombat, pending = c.TacCombat(), false
				case tableCombat == c.TacCombat():
					bad++ // a pass played after the hand-back
					t.Logf("tac_pass after: %s", ev.Fields)
				}
				var f struct{ H float64 }
				if err := json.Unmarshal(ev.Fields, &f); err != nil {
					t.Fatal(err)
				}
				got = append(got, f.H)
			}
			if ev.T == "tac_end" && strings.Contains(string(ev.Fields), `"reason":"by_table"`) {
				pending = true
			}
		case *engine.RollEvent:
			switch ev.Table {
			case "E3", "E3c", "E3d":
				if (pending || tableCombat == c.TacCombat()) && tacMods(ev) > 0 {
					bad++
					t.Logf("%s after: %+v", ev.Table, ev.Mods)
				}
			}
		}
	}, engine.TacEvasion)
	t.Logf("%d passes handed back mid-pass; %v", len(want), p.Stats.ByTable)
	if len(want) < 10 || len(got) != len(want) {
		t.Fatalf("%d passes handed back, %d tac_pass logged", len(want), len(got))
	}
	for i := range want {
		if math.Abs(got[i]-want[i]) > 1e-4 {
			t.Fatalf("pass %d: hazard %v, want %v (H played + Λ_p·(K − t)/K)", i, got[i], want[i])
		}
	}
	if bad > 0 {
		t.Errorf("%d tactical values after the hand-back in the same combat", bad)
	}
	if p.Stats.ByTable["evasion: resolved by table (the rest of the combat)"] == 0 {
		t.Error("no later pass of a handed-back combat went to the table")
	}
}

// §8.3 damage control: pressed as soon as a job is open, the open jobs are dropped
// (tac_dc abandon for each), and for the rest of the combat the engine rolls FLOOD
// and [E5] with no tactical modifier (RepairDRM 0) and no early repair.
func TestHandBackDamageControl(t *testing.T) {
	d := MustData()
	p := NewAIProvider(d, Reference, policy.NewCommander())
	open := 0
	p.HandBack.DC = func(sc *DCScene) bool {
		n := 0
		for i := range sc.Jobs {
			if sc.Jobs[i].Open() {
				n++
			}
		}
		open += n
		return n > 0
	}
	abandoned, tac, rolls := 0, 0, 0
	handBackCareers(t, 60, p, func(c *engine.Career, e engine.Event) {
		switch ev := e.(type) {
		case *engine.TacEvent:
			if ev.T == "tac_dc" && strings.Contains(string(ev.Fields), `"action":"abandon"`) {
				abandoned++
			}
		case *engine.RollEvent:
			if ev.Table == "FLOOD" || ev.Table == "E5" {
				rolls++
				tac += tacMods(ev)
			}
		}
	}, engine.TacDamageControl)
	t.Logf("%d jobs dropped; %d FLOOD / E5 rolls after", open, rolls)
	if open < 5 || abandoned != open {
		t.Fatalf("%d open jobs at the presses, %d abandoned", open, abandoned)
	}
	if rolls == 0 || tac != 0 || p.Stats.EarlyRepairs != 0 {
		t.Errorf("%d FLOOD/E5 rolls, %d with a tactical modifier, %d early repairs after the hand-back", rolls, tac, p.Stats.EarlyRepairs)
	}
}

// §8.1: the scenes' own rolls reach the career's log as `roll` events of the engine's
// shape (DC_ROOM 1d6 room_<n>, DC_HAZARD 1d6 fire / short / none, the cosmetic
// TAC_FAULT deep / gyro), never one the engine makes, and the scenes' decisions as `decision` events (id, options, chosen).
func TestSceneRollsForwarded(t *testing.T) {
	d := MustData()
	p := NewAIProvider(d, Reference, policy.NewCommander())
	rooms, hazards, decisions := 0, 0, 0
	handBackCareers(t, 30, p, func(c *engine.Career, e engine.Event) {
		ev, ok := e.(*engine.TacEvent)
		if !ok {
			return
		}
		b, _ := json.Marshal(ev)
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		switch ev.T {
		case "roll":
			if len(m) != 10 { // seq, t, date, table, column, dice, faces, mods, total, result
				t.Fatalf("roll shape %v", m)
			}
			f := m["faces"].([]any)
			total := int(m["total"].(float64))
			switch m["table"] {
			case "DC_ROOM":
				rooms++
				if m["dice"] != "1d6" || len(f) != 1 || total < 1 || total > 6 || !strings.HasPrefix(m["result"].(string), "room_") {
					t.Fatalf("DC_ROOM %v", m)
				}
			case "DC_HAZARD":
				hazards++
				if r := m["result"]; m["dice"] != "1d6" || len(f) != 1 || (r != "fire" && r != "short" && r != "none") {
					t.Fatalf("DC_HAZARD %v", m)
				}
			case "TAC_FAULT": // cosmetic, after the engine's [U1] (the replayed torpedo ends)
				if r := m["result"]; r != "deep" && r != "gyro" {
					t.Fatalf("TAC_FAULT %v", m)
				}
			default:
				t.Fatalf("a scene roll the engine makes was forwarded: %v", m)
			}
		case "decision":
			decisions++
			if _, ok := m["options"].([]any); !ok || m["id"] == nil || m["chosen"] == nil {
				t.Fatalf("decision shape %v", m)
			}
		}
	}, engine.TacDamageControl, engine.TacEvasion, engine.TacAttack)
	if rooms == 0 || hazards == 0 || decisions == 0 {
		t.Fatalf("DC_ROOM %d, DC_HAZARD %d, scene decisions %d in the careers' logs", rooms, hazards, decisions)
	}
}

// §8.1 tac_torpedo_end and the crash dive's tac_end follow the engine's rolls
// (§2.8 outcome-first, engine.TacticalObserver): per played salvo the torpedo ends
// that hit (hit, fat_hit) or were duds are as many as the engine's torpedo events
// that hit or were duds, each end comes after the salvo's first [U1] roll; every
// crash-dive scene ends once, after its [A1] roll, dived exactly when [A1] let the
// boat dive.
func TestTorpedoEndsAndDiveEnd(t *testing.T) {
	d := MustData()
	p := NewAIProvider(d, Reference, policy.NewCommander())
	type salvo struct {
		ends, hits, tableHits, u1 int
		armed                     bool // the scene ended, its ends not yet logged: the engine fires its salvo
	}
	var cur *salvo
	var all []salvo
	dives, a1 := 0, ""
	diveOpen := false
	handBackCareers(t, 40, p, func(c *engine.Career, e engine.Event) {
		switch ev := e.(type) {
		case *engine.TacEvent:
			f := string(ev.Fields)
			switch ev.T {
			case "tac_start":
				if strings.Contains(f, `"scene":"attack"`) {
					if cur != nil {
						all = append(all, *cur)
					}
					cur = &salvo{}
				}
				if strings.Contains(f, `"scene":"crash_dive"`) {
					diveOpen, a1 = true, ""
				}
			case "tac_torpedo_end":
				cur.armed = false
				if cur.u1 == 0 && !strings.Contains(f, `"outcome":"miss"`) && !strings.Contains(f, `"outcome":"fault"`) {
					t.Fatalf("a torpedo end before any [U1] roll: %s", f)
				}
				cur.ends++
				if strings.Contains(f, `"outcome":"hit"`) || strings.Contains(f, `"outcome":"fat_hit"`) || strings.Contains(f, `"outcome":"dud"`) {
					cur.hits++
				}
			case "tac_end":
				if strings.Contains(f, `"scene":"attack"`) {
					cur.armed = true
				}
				if strings.Contains(f, `"scene":"crash_dive"`) {
					if !diveOpen || a1 == "" {
						t.Fatalf("crash dive tac_end without its [A1] roll: %s", f)
					}
					dived := strings.Contains(f, `"reason":"dived"`)
					if dived != (a1 == "crash_dive") && !(a1 == "crash_dive" && c.State().Boat.HullHoled) {
						t.Fatalf("crash dive ended %s after [A1] %s", f, a1)
					}
					diveOpen = false
					dives++
				}
			}
		case *engine.RollEvent:
			if ev.Table == "U1" && cur != nil && cur.armed {
				cur.u1++
			}
			if ev.Table == "A1" && diveOpen {
				a1 = ev.Result
			}
		case *engine.TorpedoEvent:
			if cur != nil && cur.armed && ev.Weapon != "deck_gun" && (ev.Outcome == "hit" || ev.Outcome == "dud") {
				cur.tableHits++
			}
		}
	}, engine.TacAttack, engine.TacCrashDive)
	if cur != nil {
		all = append(all, *cur)
	}
	salvos, hits := 0, 0
	for i, s := range all {
		if s.ends == 0 {
			continue // handed to the table (no launch), or nothing fired
		}
		salvos++
		hits += s.hits
		if s.hits != s.tableHits {
			t.Errorf("salvo %d: %d torpedo ends hit, the engine's torpedoes hit %d", i, s.hits, s.tableHits)
		}
	}
	if salvos < 20 || hits == 0 || dives < 5 || diveOpen {
		t.Fatalf("%d salvos with torpedo ends (%d hits), %d crash dives ended", salvos, hits, dives)
	}
}

// floodSpy counts the flooding boxes its provider hands into the scenes.
type floodSpy struct {
	*AIProvider
	boxes, alerts int
	asked         bool // FloodingDRM was asked for the check to come (the scene is on)
}

func (f *floodSpy) FloodingDRM(c *engine.Career) (engine.TacDRM, bool) {
	f.asked = true
	return f.AIProvider.FloodingDRM(c)
}

func (f *floodSpy) FloodResult(c *engine.Career, flooded bool) {
	sc := f.dc.sc
	n := 0
	if sc != nil {
		n = len(sc.Log)
	}
	f.AIProvider.FloodResult(c, flooded)
	if sc != nil {
		for _, in := range sc.Inputs {
			if in.What == "flood_box" && in.Tick == sc.Tick {
				f.boxes += in.Repair
			}
		}
		for _, l := range sc.Log[n:] {
			if a, ok := l.Ev.(AlertEvent); ok && a.What == "flooding_box" {
				f.alerts++
			}
		}
	}
}

// §5 a flooding box raised through the provider: in careers with the damage-control
// scene always on, every additional-flooding check (10.1.3, FLOOD) made with the scene
// on (FloodingDRM asked; not a mine's or an air raid's) that advanced the track is handed into the scene (engine.TacticalFloodObserver → DCScene.FloodBox, a
// "flood_box" input) with its alert "flooding_box", and no other.
func TestFloodingBoxThroughProvider(t *testing.T) {
	d := MustData()
	p := &floodSpy{AIProvider: NewAIProvider(d, Reference, policy.NewCommander())}
	floods, before := 0, -1
	handBackCareers(t, 60, p, func(c *engine.Career, e engine.Event) {
		if before >= 0 { // the event after the check: the track advanced or not
			if c.State().Boat.Flooding > before {
				floods++
			}
			before = -1
		}
		if r, ok := e.(*engine.RollEvent); ok && r.Table == "FLOOD" {
			if r.Result == "flooding" && p.asked {
				before = c.State().Boat.Flooding
			}
			p.asked = false
		}
	}, engine.TacDamageControl)
	if floods == 0 || p.boxes != floods || p.alerts != floods {
		t.Fatalf("%d additional flooding boxes rolled, %d handed into the scenes, %d alerts", floods, p.boxes, p.alerts)
	}
}
