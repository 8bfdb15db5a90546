package engine_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"math"
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
	"uboat/engine/tactical"
)

// fakeProvider is a TacticalProvider with fixed answers that records its calls.
type fakeProvider struct {
	calls   map[string]int
	bracket string
	drm     int
	off     bool
	hazard  float64
	other   int                      // EvasionDRM, EvasionShift, DiveDRM, FloodingDRM, RepairDRM
	early   []string                 // EarlyRepair
	second  bool                     // Salvo adds the loaded stern tubes as an NSA second salvo (9.5.2)
	noPass  bool                     // PassHazard hands back nothing: the engine rolls [E2] with its modifiers
	attacks []engine.TacEscortAttack // EvasionDRM / EvasionShift arguments, in order
	// handBack: Bracket hands back nothing and names this bracket (§8.3 before any launch).
	handBack string
}

func newFake() *fakeProvider {
	return &fakeProvider{calls: map[string]int{}, bracket: "medium", hazard: 0.5}
}

func (f *fakeProvider) EarlyRepair(c *engine.Career) []string {
	f.calls["EarlyRepair"]++
	return f.early
}

func (f *fakeProvider) Bracket(c *engine.Career, e *engine.Engagement) (string, bool) {
	f.calls["Bracket"]++
	if f.handBack != "" {
		return f.handBack, false
	}
	return f.bracket, true
}

// Salvo fires every loaded bow tube at the first target afloat.
func (f *fakeProvider) Salvo(c *engine.Career, e *engine.Engagement) ([]engine.TacShot, bool) {
	f.calls["Salvo"]++
	if e.Escorted {
		f.calls["escorted Salvo"]++
	}
	ti := -1
	for i := range e.Targets {
		if !e.Targets[i].Sunk && !e.Targets[i].Gone {
			ti = i
			break
		}
	}
	var shots []engine.TacShot
	for i, k := range c.State().Boat.BowTubes {
		if ti >= 0 && k != engine.TorpNone && k != engine.Mine {
			shots = append(shots, engine.TacShot{Bow: true, Tube: i, Target: ti})
		}
	}
	for i, k := range c.State().Boat.SternTubes {
		if f.second && ti >= 0 && k != engine.TorpNone && k != engine.Mine {
			shots = append(shots, engine.TacShot{Bow: false, Tube: i, Target: ti, Second: true})
		}
	}
	return shots, true
}

func (f *fakeProvider) SolutionDRM(c *engine.Career, t engine.TacTorpedo) (engine.TacDRM, bool, bool) {
	f.calls["SolutionDRM"]++
	return engine.TacDRM{V: f.drm, Why: "tactical: solution test"}, f.off, true
}

func (f *fakeProvider) PassHazard(c *engine.Career, p engine.TacPass) (float64, bool) {
	f.calls["PassHazard"]++
	return f.hazard, !f.noPass
}

func (f *fakeProvider) value(name string) (engine.TacDRM, bool) {
	f.calls[name]++
	return engine.TacDRM{V: f.other, Why: "tactical: " + name}, true
}
func (f *fakeProvider) EvasionDRM(_ *engine.Career, a engine.TacEscortAttack) (engine.TacDRM, bool) {
	f.attacks = append(f.attacks, a)
	return f.value("EvasionDRM")
}
func (f *fakeProvider) EvasionShift(_ *engine.Career, a engine.TacEscortAttack) (engine.TacDRM, bool) {
	f.attacks = append(f.attacks, a)
	return f.value("EvasionShift")
}
func (f *fakeProvider) DiveDRM(*engine.Career) (engine.TacDRM, bool) { return f.value("DiveDRM") }
func (f *fakeProvider) FloodingDRM(*engine.Career) (engine.TacDRM, bool) {
	return f.value("FloodingDRM")
}
func (f *fakeProvider) RepairDRM(*engine.Career, string) (engine.TacDRM, bool) {
	return f.value("RepairDRM")
}

// runTac plays one career with provider p (nil: none) and returns its log.
func runTac(t testing.TB, c *engine.Career, cfg engine.Config, d engine.Decider, p engine.TacticalProvider) []byte {
	t.Helper()
	c.SetTactical(p)
	if err := c.Reset(cfg, nil); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := engine.NewJSONLWriter(&buf)
	c.SetSink(w.Write)
	if err := c.Run(d); err != nil {
		t.Fatalf("seed %d %s: %v", cfg.Seed, cfg.Type, err)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func allTac(m engine.TacMode) engine.Options {
	o := engine.Options{}
	for s := engine.TacScene(0); s < engine.NumTacScenes; s++ {
		o[engine.TacticalOption(s, m)] = true
	}
	return o
}

// TestTacticalOffIsTable is tactical-design §9.5.3 (switch-off invariance): with every
// scene kind off, a career with a provider set logs byte for byte what the same career
// logs without one, for every U-boat type and both policies, and the provider is never
// called. (The branch was also checked against main's build: identical uboat-sim logs.)
func TestTacticalOffIsTable(t *testing.T) {
	d := engine.MustData()
	n := 0
	c := new(engine.Career)
	for ti, typ := range d.BoardKeys {
		for pi := 0; pi < 2; pi++ {
			for k := uint64(0); k < 5; k++ {
				seed := 7000 + uint64(ti)*100 + uint64(pi)*10 + k
				dec := func() engine.Decider {
					if pi == 0 {
						return policy.NewCommander()
					}
					return policy.NewRandom(seed)
				}
				cfg := engine.Config{Seed: seed, Type: typ}
				want := runTac(t, c, cfg, dec(), nil)
				f := newFake()
				got := runTac(t, c, cfg, dec(), f)
				if !bytes.Equal(got, want) {
					t.Fatalf("seed %d %s policy %d: the log differs with the layer off", seed, typ, pi)
				}
				if len(f.calls) != 0 {
					t.Fatalf("seed %d %s: provider called with the layer off: %v", seed, typ, f.calls)
				}
				n++
			}
		}
	}
	if n < 100 {
		t.Fatalf("only %d careers compared (§9.5.3 asks for 100)", n)
	}
}

// events decodes a JSON Lines log into maps.
func events(t testing.TB, log []byte) []map[string]any {
	t.Helper()
	var out []map[string]any
	sc := bufio.NewScanner(bytes.NewReader(log))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

func tacticalMods(ev map[string]any) (n int, vals []int) {
	mods, _ := ev["mods"].([]any)
	for _, m := range mods {
		mm := m.(map[string]any)
		if strings.HasPrefix(mm["why"].(string), "tactical:") {
			n++
			vals = append(vals, int(mm["v"].(float64)))
		}
	}
	return
}

// TestTacticalHooksAndBounds drives every hook with out-of-range values (§1.3) and
// checks §9.5.4: each tactical modifier lies in its documented range, no roll carries
// more than one, an off-target torpedo makes no [U1] roll, and every E2 roll of a
// pass is replaced by E2T (d1000).
// Tactical-design §3.1 step 3: the escort attack the engine hands the evasion scene
// carries the weapon it rolled (E3_special, E3b: EvasionDRM "dc", EvasionShift
// "hedgehog" or "squid") and θ of the pass's E2T roll, which detected: 0 < θ ≤ the
// pass's hazard; a detection not rolled by E2T (the 9.2.2 pre-fire check) has θ 0.
func TestTacticalEscortAttack(t *testing.T) {
	c := new(engine.Career)
	withTheta, dc, special := 0, 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		f := newFake()
		runTac(t, c, engine.Config{Seed: seed, Type: "VIIC", Options: allTac(engine.TacAlways)}, policy.NewCommander(), f)
		for _, a := range f.attacks {
			switch a.Weapon {
			case "dc":
				dc++
			case "hedgehog", "squid":
				special++
			default:
				t.Fatalf("seed %d: weapon %q", seed, a.Weapon)
			}
			if a.Theta < 0 || a.Theta > f.hazard || (a.Theta > 0 && a.Pass < 1) {
				t.Fatalf("seed %d: attack %+v with the pass hazard %v", seed, a, f.hazard)
			}
			if a.Theta > 0 {
				withTheta++
			}
		}
		if f.calls["EvasionDRM"]+f.calls["EvasionShift"] != len(f.attacks) {
			t.Fatalf("seed %d: calls %v, attacks %d", seed, f.calls, len(f.attacks))
		}
	}
	if dc == 0 || special == 0 || withTheta == 0 {
		t.Errorf("attacks: %d depth-charge, %d special, %d after an E2T detection", dc, special, withTheta)
	}
}

func TestTacticalHooksAndBounds(t *testing.T) {
	ranges := map[string][2]int{"U1": {-1, 3}, "E3": {-2, 2}, "E3c": {-1, 1}, "E3d": {-1, 1}, "A1": {-2, 1}, "FLOOD": {-1, 1}, "E5": {-1, 1}}
	c := new(engine.Career)
	seen := map[string]bool{}
	for _, v := range []int{-9, 9} {
		for seed := uint64(1); seed <= 40; seed++ {
			f := newFake()
			f.drm, f.other = v, v
			log := runTac(t, c, engine.Config{Seed: seed, Type: "VIIC", Options: allTac(engine.TacAlways)}, policy.NewCommander(), f)
			for _, ev := range events(t, log) {
				if ev["t"] != "roll" {
					continue
				}
				tab := ev["table"].(string)
				n, vals := tacticalMods(ev)
				if n > 1 {
					t.Fatalf("seed %d: %s roll with %d tactical modifiers", seed, tab, n)
				}
				for _, x := range vals {
					r, ok := ranges[tab]
					if !ok {
						t.Fatalf("seed %d: tactical modifier on %s", seed, tab)
					}
					if x < r[0] || x > r[1] {
						t.Fatalf("seed %d: %s tactical modifier %d outside %v", seed, tab, x, r)
					}
					seen[tab] = true
				}
				if tab == "E2T" || tab == "E2Q" {
					seen[tab] = true
					if ev["dice"] != "d1000" || ev["total"].(float64) < 1 || ev["total"].(float64) > 1000 {
						t.Fatalf("seed %d: bad %s roll %v", seed, tab, ev)
					}
				}
			}
		}
	}
	for _, tab := range []string{"U1", "E3", "A1", "E5", "E2T"} {
		if !seen[tab] {
			t.Errorf("no tactical value reached %s in 80 careers", tab)
		}
	}
}

// TestTacticalOffTarget: an off-target torpedo is a miss without a [U1] roll (§2.8).
func TestTacticalOffTarget(t *testing.T) {
	c := new(engine.Career)
	launched, u1 := 0, 0
	for seed := uint64(1); seed <= 20; seed++ {
		f := newFake()
		f.off = true
		o := engine.Options{engine.TacticalOption(engine.TacAttack, engine.TacAlways): true}
		log := runTac(t, c, engine.Config{Seed: seed, Type: "VIIC", Options: o}, policy.NewCommander(), f)
		launched += f.calls["SolutionDRM"]
		for _, ev := range events(t, log) {
			if ev["t"] == "roll" && ev["table"] == "U1" {
				u1++
			}
		}
		if f.calls["PassHazard"] == 0 && f.calls["escorted Salvo"] > 0 && f.calls["SolutionDRM"] > 0 {
			t.Fatalf("seed %d: a played salvo's a₀ pass was not asked", seed) // (against escorts: unescorted ships make no pass)
		}
	}
	if launched == 0 {
		t.Fatal("no torpedo launched through the provider")
	}
	// every torpedo of a played salvo is off target: the only U1 rolls left are the
	// table's (unescorted attacks, deck gun)
	c2 := new(engine.Career)
	u1Table := 0
	for seed := uint64(1); seed <= 20; seed++ {
		log := runTac(t, c2, engine.Config{Seed: seed, Type: "VIIC"}, policy.NewCommander(), nil)
		for _, ev := range events(t, log) {
			if ev["t"] == "roll" && ev["table"] == "U1" {
				u1Table++
			}
		}
	}
	if u1 >= u1Table {
		t.Fatalf("U1 rolls with every played torpedo off target: %d, table: %d", u1, u1Table)
	}
}

// TestTacModeAsk: with `ask`, tac_mode is asked at the attack's entry (context
// "attack"), and answering "table" never calls the provider's attack hooks.
func TestTacModeAsk(t *testing.T) {
	c := new(engine.Career)
	asked := 0
	for seed := uint64(1); seed <= 10; seed++ {
		f := newFake()
		o := engine.Options{engine.TacticalOption(engine.TacAttack, engine.TacAsk): true}
		d := deciderFunc(func(s *engine.State, dd *engine.Decision) (string, string) {
			if dd.Kind == engine.KindTacMode {
				asked++
				if dd.Context != "attack" || len(dd.Options) != 2 || dd.Options[0].Key != "tactical" || dd.Options[1].Key != "table" {
					t.Fatalf("tac_mode decision: %+v", dd)
				}
				return "table", "test"
			}
			return policy.NewCommander().Decide(s, dd)
		})
		runTac(t, c, engine.Config{Seed: seed, Type: "VIIC", Options: o}, d, f)
		if f.calls["Bracket"]+f.calls["Salvo"]+f.calls["SolutionDRM"] != 0 {
			t.Fatalf("seed %d: attack hooks called after answering table: %v", seed, f.calls)
		}
	}
	if asked == 0 {
		t.Fatal("tac_mode never asked in 10 careers")
	}
}

type deciderFunc func(s *engine.State, d *engine.Decision) (string, string)

func (f deciderFunc) Decide(s *engine.State, d *engine.Decision) (string, string) { return f(s, d) }

// TestTacticalAIDeterministic: careers with every scene played by the reference AI
// replay byte for byte from the seed (§9.5.2 at the career level), carry tac_* events
// and solution modifiers "tactical: solution …" (§8.1).
func TestTacticalAIDeterministic(t *testing.T) {
	d := tactical.MustData()
	c := new(engine.Career)
	tacEv, sol := 0, 0
	for seed := uint64(1); seed <= 8; seed++ {
		cfg := engine.Config{Seed: seed, Type: "VIIC", Options: allTac(engine.TacAlways)}
		p1 := tactical.NewAIProvider(d, tactical.Reference, policy.NewCommander())
		a := runTac(t, c, cfg, policy.NewCommander(), p1)
		p2 := tactical.NewAIProvider(d, tactical.Reference, policy.NewCommander())
		b := runTac(t, c, cfg, policy.NewCommander(), p2)
		if !bytes.Equal(a, b) {
			t.Fatalf("seed %d: two runs differ", seed)
		}
		for _, ev := range events(t, a) {
			if s, _ := ev["t"].(string); strings.HasPrefix(s, "tac_") {
				tacEv++
			}
			if id, _ := ev["id"].(string); ev["t"] == "decision" && strings.HasPrefix(id, "tac_") {
				opts, _ := ev["options"].([]any)
				found := false
				for _, o := range opts {
					found = found || o == ev["chosen"]
				}
				if !found {
					t.Fatalf("seed %d: scene decision not in the engine's shape: %v", seed, ev)
				}
			}
			if ev["t"] == "roll" && ev["table"] == "U1" {
				mods, _ := ev["mods"].([]any)
				for _, m := range mods {
					if strings.HasPrefix(m.(map[string]any)["why"].(string), "tactical: solution ") {
						sol++
					}
				}
			}
		}
	}
	if tacEv == 0 || sol == 0 {
		t.Fatalf("tac_* events %d, solution modifiers %d", tacEv, sol)
	}
}

// TestTacticalGuidedOffTarget is the §2.7.3 reading [designed]: a guided torpedo never
// loses the 9.2.5 minimum. Handed back off target, it still rolls [U1], at +3 ("outside
// the seeker's reach"), and the minimum caps the net modifier at N − minimum; a
// straight runner off target makes no roll.
func TestTacticalGuidedOffTarget(t *testing.T) {
	c := new(engine.Career)
	guided, straight := 0, 0
	for seed := uint64(1); seed <= 60; seed++ {
		f := newFake()
		f.off = true
		o := engine.Options{engine.TacticalOption(engine.TacAttack, engine.TacAlways): true}
		cfg := engine.Config{Seed: seed, Type: "VIIC", Options: o} // 1943-07 on: guided torpedoes in the load
		evs := events(t, runTac(t, c, cfg, policy.NewCommander(), f))
		var last map[string]any // the U1 roll since the previous torpedo event
		for _, ev := range evs {
			switch ev["t"] {
			case "roll":
				if ev["table"] == "U1" {
					last = ev
				}
			case "torpedo":
				w, _ := ev["weapon"].(string)
				isGuided := w == "falke" || w == "zaunkoenig" || w == "zaunkoenig_2"
				if last == nil {
					if isGuided && ev["outcome"] != "miss" {
						t.Fatalf("seed %d: a guided hit without a [U1] roll", seed)
					}
					if !isGuided {
						straight++ // off target: no roll (or a shot at a sunk ship)
					}
					continue
				}
				n, vals := tacticalMods(last)
				if n == 1 && isGuided {
					guided++
					if vals[0] != 3 {
						t.Fatalf("seed %d: guided off target rolled at %+d, want +3: %v", seed, vals[0], last)
					}
					// 9.2.5: the net modifier never above N − minimum.
					sum := 0
					for _, m := range last["mods"].([]any) {
						sum += int(m.(map[string]any)["v"].(float64))
					}
					num := map[string]int{"close": 8, "medium": 7, "long": 6}[last["column"].(string)]
					gm := map[string]int{"falke": 5, "zaunkoenig": 6, "zaunkoenig_2": 7}[w]
					if sum > num-gm {
						t.Fatalf("seed %d: %s net modifier %+d above the 9.2.5 cap %+d", seed, w, sum, num-gm)
					}
				}
				if n == 1 && !isGuided {
					t.Fatalf("seed %d: %s off target rolled [U1]: %v", seed, w, last)
				}
				last = nil
			}
		}
	}
	if guided == 0 || straight == 0 {
		t.Fatalf("cases: %d guided off-target rolls, %d straight runners without a roll", guided, straight)
	}
}

// TestTacticalSecondSalvo: a played NSA second salvo (9.5.2, §2.6) fires from the other
// end after the first salvo; its torpedoes carry the table's +1 (none with the Knight's
// Cross) and the engagement's first [E2] the "bow and stern fired" +1. Outside a Night
// Surface Attack a second-salvo shot is dropped.
func TestTacticalSecondSalvo(t *testing.T) {
	c := new(engine.Career)
	second, both, submerged := 0, 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		f := newFake()
		f.second, f.noPass = true, true
		o := engine.Options{engine.TacticalOption(engine.TacAttack, engine.TacAlways): true}
		evs := events(t, runTac(t, c, engine.Config{Seed: seed, Type: "VIIC", Options: o}, policy.NewCommander(), f))
		mode := ""
		for _, ev := range evs {
			if ev["t"] == "decision" && ev["id"] == "attack_mode" {
				mode, _ = ev["chosen"].(string)
			}
			if ev["t"] != "roll" {
				continue
			}
			for _, m := range ev["mods"].([]any) {
				mm := m.(map[string]any)
				switch {
				case ev["table"] == "U1" && mm["why"] == "9.5.2 second salvo":
					if mode != "nsa" {
						t.Fatalf("seed %d: a second-salvo torpedo in a %q attack", seed, mode)
					}
					second++
				case ev["table"] == "E2" && mm["why"] == "9.6.3 bow and stern fired":
					if mode != "nsa" {
						t.Fatalf("seed %d: both ends fired in a %q attack", seed, mode)
					}
					both++
				}
			}
			if ev["table"] == "U1" && mode == "submerged" {
				submerged++ // the fake offered a second salvo here too: none of it was rolled (above)
			}
		}
	}
	if second == 0 || both == 0 || submerged == 0 {
		t.Fatalf("cases: %d second-salvo rolls, %d both-ends [E2], %d submerged rolls", second, both, submerged)
	}
}

// TestTacticalUnescorted is tactical-design §1.1 / §1.3 for B20–B24: with the attack
// scene on, an unescorted round's torpedoes are the scene's (Bracket replaces the range
// choice, Salvo the allocation, SolutionDRM adds its "tactical:" modifier to each
// [U1]); both ends may fire in one round as separate weapon groups (9.4.2), never as a
// second salvo (no 9.5.2 +1), and the weapon_group choice afterwards offers only what
// the scene did not fire (the deck gun, by table). The same careers without the layer
// ask the range at every unescorted round.
func TestTacticalUnescorted(t *testing.T) {
	c := new(engine.Career)
	rounds, tacRolls, gunAfter := 0, 0, 0
	// the Commander's answers, but every unescorted round surfaced (the deck gun's group
	// after the scene is offered only then)
	cm := policy.NewCommander()
	surfaced := deciderFunc(func(s *engine.State, d *engine.Decision) (string, string) {
		if d.Kind == engine.KindAttackMode && d.Has("surfaced") {
			return "surfaced", "test"
		}
		return cm.Decide(s, d)
	})
	// (a gun still aboard with targets left after the scene is rare: the solution's
	// worst modifier leaves more afloat, and seeds until a case)
	const drm = 3
	for seed := uint64(1); seed <= 400 && (rounds < 10 || gunAfter == 0); seed++ {
		f := newFake()
		f.second, f.drm, f.bracket, f.noPass = true, drm, "close", true
		o := engine.Options{engine.TacticalOption(engine.TacAttack, engine.TacAlways): true}
		evs := events(t, runTac(t, c, engine.Config{Seed: seed, Type: "VIIC", Options: o}, surfaced, f))
		phase := 0 // 1: an unescorted round's scene fire (after attack_mode); 2: its table groups
		for _, ev := range evs {
			switch {
			case ev["t"] == "decision" && ev["id"] == "attack_mode":
				phase = 0
				for _, k := range ev["options"].([]any) {
					if k == "surfaced" { // B21: only unescorted rounds offer it
						phase = 1
					}
				}
				if phase == 1 {
					rounds++
				}
			case phase == 0:
			case ev["t"] == "decision" && ev["id"] == "range":
				t.Fatalf("seed %d: the range was asked in a played unescorted round", seed)
			case ev["t"] == "decision" && ev["id"] == "weapon_group":
				phase = 2
				for _, k := range ev["options"].([]any) {
					if k == "bow" || k == "stern" {
						t.Fatalf("seed %d: weapon_group offers %v after the scene fired both ends", seed, k)
					}
					if k == "deck_gun" {
						gunAfter++
					}
				}
			case ev["t"] == "roll" && ev["table"] == "U1":
				for _, m := range ev["mods"].([]any) {
					if m.(map[string]any)["why"] == "9.5.2 second salvo" {
						t.Fatalf("seed %d: a second-salvo modifier against unescorted ships", seed)
					}
				}
				if phase == 1 {
					if n, vals := tacticalMods(ev); n != 1 || vals[0] != drm {
						t.Fatalf("seed %d: unescorted [U1] %v: tactical mods %v", seed, ev, vals)
					}
					if ev["column"] != "close" {
						t.Fatalf("seed %d: unescorted [U1] at %v, the scene's bracket was close", seed, ev["column"])
					}
					tacRolls++
				}
			case ev["t"] == "box" || (ev["t"] == "decision" && ev["id"] != "gun"):
				phase = 0
			}
		}
	}
	if rounds == 0 || tacRolls == 0 || gunAfter == 0 {
		t.Fatalf("cases: %d unescorted rounds, %d played [U1] rolls, %d deck-gun groups after the scene", rounds, tacRolls, gunAfter)
	}
	t.Logf("%d unescorted rounds, %d played [U1] rolls, %d deck-gun groups after the scene", rounds, tacRolls, gunAfter)
}

// rangeSpy is a decider that records the range decisions' Default and answers as the
// commander does.
type rangeSpy struct {
	engine.Decider
	f        *fakeProvider // its Bracket calls counted at each range decision
	defaults []string
	fresh    []bool // a Bracket call came before this range decision (since the last one)
	has      []bool // the options hold the fake's bracket
	seen     int
}

func (r *rangeSpy) Decide(s *engine.State, d *engine.Decision) (string, string) {
	if d.ID == "range" {
		r.defaults = append(r.defaults, d.Default)
		n := 0
		if r.f != nil {
			n = r.f.calls["Bracket"]
			r.has = append(r.has, d.Has(r.f.handBack))
		} else {
			r.has = append(r.has, false)
		}
		r.fresh = append(r.fresh, n > r.seen)
		r.seen = n
	}
	return r.Decider.Decide(s, d)
}

// TestTacticalHandBackDefaultRange is tactical-design §8.3 "attack before any launch":
// a scene that hands back before a launch names its current bracket, and the engine
// asks the table's range choice (B7) with it as the Decision's Default; the choice
// stays the decider's, no Salvo or SolutionDRM is asked, and without a provider (or
// with a bracket the options do not hold) no default is offered.
func TestTacticalHandBackDefaultRange(t *testing.T) {
	c := new(engine.Career)
	asked, offered := 0, 0
	for seed := uint64(1); seed <= 20; seed++ {
		cfg := engine.Config{Seed: seed, Type: "VIIC", Options: allTac(engine.TacAlways)}
		f := newFake()
		f.handBack = "long"
		if seed%2 == 0 {
			f.handBack = "close"
		}
		spy := &rangeSpy{Decider: policy.NewCommander(), f: f}
		runTac(t, c, cfg, spy, f)
		if f.calls["Salvo"] != 0 || f.calls["SolutionDRM"] != 0 {
			t.Fatalf("seed %d: a scene handed back before a launch was asked for its salvo: %v", seed, f.calls)
		}
		for i, d := range spy.defaults {
			want := ""
			if spy.fresh[i] && spy.has[i] {
				want = f.handBack
				asked++
			}
			if d != want {
				t.Fatalf("seed %d: range decision %d offers %q, want %q (a scene handed back before it: %v)", seed, i, d, want, spy.fresh[i])
			}
			if d != "" {
				offered++
			}
		}
		plain := &rangeSpy{Decider: policy.NewCommander()}
		runTac(t, c, engine.Config{Seed: seed, Type: "VIIC"}, plain, nil)
		for _, d := range plain.defaults {
			if d != "" {
				t.Fatalf("seed %d: a default range %q offered without the layer", seed, d)
			}
		}
	}
	t.Logf("%d range choices after a hand-back", asked)
	if asked < 10 || offered != asked {
		t.Fatalf("default range offered in %d of %d range choices after a hand-back", offered, asked)
	}
}

// TestTacticalPassLog is tactical-design §8.1 for a pass whose hazard a scene gave:
// `tac_pass` carries exactly pass, m, p_det, hazard (Λ_p = −ln(1 − p_det)), k_turns
// and H (the hazard handed back), and the E2T roll that follows carries
// theta = −ln((total − 0.5)/1000), undetected exactly when θ > H; no other roll has a
// theta. A second E2T of the same pass follows only a "Hals und Beinbruch" counter
// spent on the first (§1.3, [R1] 7).
func TestTacticalPassLog(t *testing.T) {
	c := new(engine.Career)
	passes := 0
	var lastPass map[string]any // the pass of the last E2T
	rerolled := false
	for seed := uint64(1); seed <= 20; seed++ {
		f := newFake()
		cfg := engine.Config{Seed: seed, Type: "VIIC", Options: allTac(engine.TacAlways)}
		var pass map[string]any
		for _, ev := range events(t, runTac(t, c, cfg, policy.NewCommander(), f)) {
			switch {
			case ev["t"] == "tac_pass":
				pass = ev
				keys := []string{}
				for k := range ev {
					keys = append(keys, k)
				}
				for _, k := range []string{"pass", "m", "p_det", "hazard", "k_turns", "H"} {
					if _, ok := ev[k]; !ok {
						t.Fatalf("tac_pass without %s: %v", k, ev)
					}
				}
				if len(ev) != 9 { // seq, t, date and the six
					t.Fatalf("tac_pass fields %v", keys)
				}
				pd, lam := ev["p_det"].(float64), ev["hazard"].(float64)
				if math.Abs(lam+math.Log(1-pd)) > 2e-3 || ev["H"].(float64) != f.hazard || ev["k_turns"].(float64) != 10 {
					t.Fatalf("tac_pass %v (hazard handed back %v)", ev, f.hazard)
				}
			case ev["t"] == "note" && ev["key"] == "hals_und_beinbruch":
				rerolled = true
			case ev["t"] == "roll" && ev["table"] == "E2T":
				if pass == nil && rerolled && lastPass != nil {
					pass = lastPass // the reroll of the pass's E2T
				}
				if pass == nil {
					t.Fatal("E2T without its tac_pass")
				}
				lastPass, pass, rerolled = pass, nil, false
				passes++
				theta, ok := ev["theta"].(float64)
				want := -math.Log((ev["total"].(float64) - 0.5) / 1000)
				if !ok || math.Abs(theta-want) > 1e-4 || (ev["result"] == "undetected") != (want > f.hazard) {
					t.Fatalf("E2T %v: theta want %.4f", ev, want)
				}
			case ev["t"] == "roll":
				if _, ok := ev["theta"]; ok {
					t.Fatalf("a theta on %v", ev)
				}
				lastPass, rerolled = nil, false // a counter spent after this roll rerolls this one
			}
		}
	}
	if passes < 20 {
		t.Fatalf("only %d passes", passes)
	}
}
