package engine_test

import (
	"bytes"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
	"uboat/engine/tactical"
)

// lookoutsSpy is a fake provider that follows the encounters as the log counts them:
// it notes, as each begins, whether the posture kept then is double lookouts in a box
// crossed Surfaced (the expectation), records at each crash dive what
// DoubleLookouts says, and asks TakeLookoutPip at every damage-control call
// (EarlyRepair, after each combat round with hits).
type lookoutsSpy struct {
	*fakeProvider
	c        *engine.Career
	enc      int             // encounter events seen
	expected map[int]bool    // encounter → double lookouts kept, surfaced, as it began
	dives    map[[2]bool]int // crash dives by (expected, DoubleLookouts)
	pips     map[int]int     // encounter → start pips taken
	asked    map[int]int     // encounter → TakeLookoutPip asked
}

func newLookoutsSpy() *lookoutsSpy {
	return &lookoutsSpy{fakeProvider: newFake(), expected: map[int]bool{}, dives: map[[2]bool]int{}, pips: map[int]int{}, asked: map[int]int{}}
}

func (f *lookoutsSpy) sink(e engine.Event) {
	k, _ := e.(*engine.KeyEvent)
	if _, ok := e.(*engine.EncounterEvent); ok || (k != nil && k.T == "random_event" && (k.Key == "event_3" || k.Key == "event_6")) { // [R1] 3 an air attack, 6 a submarine: encounters too
		f.enc++
		p := f.c.State().Patrol
		f.expected[f.enc] = p != nil && p.Lookouts == engine.LookoutsDouble && p.Posture == engine.PostureSurfaced
	}
}

func (f *lookoutsSpy) DiveDRM(c *engine.Career) (engine.TacDRM, bool) {
	f.dives[[2]bool{f.expected[f.enc], c.DoubleLookouts()}]++
	return f.fakeProvider.DiveDRM(c)
}

func (f *lookoutsSpy) EarlyRepair(c *engine.Career) []string {
	f.asked[f.enc]++
	if c.TakeLookoutPip() {
		f.pips[f.enc]++
	}
	return f.fakeProvider.EarlyRepair(c)
}

// lookoutsDecider answers the lookouts decision with key (recording each ask's leg and
// checking that the next decision is the same box's posture), schnorchels when told to
// and otherwise plays the Commander.
type lookoutsDecider struct {
	t          *testing.T
	key        string
	schnorchel bool
	cm         *policy.Commander
	legs       []string // the lookouts decisions' contexts, in order
	pending    int      // 1 + the box of the lookouts decision just answered, 0 none
	// byLeg, when set, answers by the leg instead of key (the posture changing between
	// legs); last is the answer given last
	byLeg map[string]string
	last  string
}

func (d *lookoutsDecider) Decide(s *engine.State, dd *engine.Decision) (string, string) {
	if d.pending > 0 && (dd.Kind != engine.KindPosture || s.Patrol.Pos != d.pending-1) {
		d.t.Fatalf("lookouts at box %d followed by %s at box %d, want that box's posture", d.pending-1, dd.ID, s.Patrol.Pos)
	}
	d.pending = 0
	switch dd.Kind {
	case engine.KindLookouts:
		if len(dd.Options) != 2 || dd.Options[0].Key != engine.LookoutsNormal || dd.Options[1].Key != engine.LookoutsDouble {
			d.t.Fatalf("lookouts decision: %+v", dd)
		}
		d.legs = append(d.legs, dd.Context)
		d.pending = s.Patrol.Pos + 1
		d.last = d.key
		if d.byLeg != nil {
			d.last = d.byLeg[dd.Context]
		}
		return d.last, "test"
	case engine.KindPosture:
		if p := s.Patrol; p.LookoutsLeg != "" && p.Lookouts != d.last {
			d.t.Fatalf("box %d: posture kept %q, answered %q", p.Pos, p.Lookouts, d.last)
		}
		if d.schnorchel {
			for _, o := range dd.Options {
				if o.Key == engine.PostureSchnorchel {
					return o.Key, "test"
				}
			}
		}
	}
	return d.cm.Decide(s, dd)
}

// TestLookoutsAskedPerLeg is tactical-design §4.6 [designed, tactical_lookouts.go]: the
// lookout posture is asked only while the crash-dive or the damage-control scene is on,
// once at the first box of each leg of a patrol (the way out, the patrol area, the way
// home), just before that box's posture, and is kept in between.
func TestLookoutsAskedPerLeg(t *testing.T) {
	c := new(engine.Career)
	// off: the attack and evasion scenes alone never ask it
	for seed := uint64(1); seed <= 4; seed++ {
		o := engine.Options{engine.TacticalOption(engine.TacAttack, engine.TacAlways): true, engine.TacticalOption(engine.TacEvasion, engine.TacAsk): true}
		d := &lookoutsDecider{t: t, key: engine.LookoutsNormal, cm: policy.NewCommander()}
		runTac(t, c, engine.Config{Seed: seed, Type: "VIIC", Options: o}, d, newFake())
		if len(d.legs) != 0 {
			t.Fatalf("seed %d: lookouts asked with the crash-dive and damage-control scenes off: %v", seed, d.legs)
		}
	}
	total := 0
	order := map[string]int{engine.LegOutbound: 0, engine.LegStation: 1, engine.LegHomebound: 2}
	for _, kind := range []engine.TacScene{engine.TacCrashDive, engine.TacDamageControl} {
		for seed := uint64(1); seed <= 6; seed++ {
			o := engine.Options{engine.TacticalOption(kind, engine.TacAsk): true}
			d := &lookoutsDecider{t: t, key: engine.LookoutsDouble, cm: policy.NewCommander()}
			patrols := 0
			c.SetTactical(newFake())
			if err := c.Reset(engine.Config{Seed: seed, Type: "VIIC", Options: o}, nil); err != nil {
				t.Fatal(err)
			}
			c.SetSink(func(e engine.Event) {
				if _, ok := e.(*engine.AssignmentEvent); ok {
					patrols++
				}
			})
			if err := c.Run(d); err != nil {
				t.Fatal(err)
			}
			if len(d.legs) == 0 {
				t.Fatalf("%s seed %d: never asked", kind.Key(), seed)
			}
			// the legs of a patrol come in order, each once (an abort goes straight to
			// the way home); a patrol begins on the way out
			starts := 0
			for i, leg := range d.legs {
				if _, ok := order[leg]; !ok {
					t.Fatalf("%s seed %d: leg %q", kind.Key(), seed, leg)
				}
				if i == 0 || order[leg] <= order[d.legs[i-1]] {
					starts++
					if leg != engine.LegOutbound {
						t.Fatalf("%s seed %d: a patrol's first lookouts on leg %q (%v)", kind.Key(), seed, leg, d.legs)
					}
				}
			}
			if starts > patrols || len(d.legs) > 3*patrols {
				t.Fatalf("%s seed %d: %d asks (%d patrol starts) in %d patrols: %v", kind.Key(), seed, len(d.legs), starts, patrols, d.legs)
			}
			total += len(d.legs)
		}
	}
	if total < 24 {
		t.Fatalf("only %d lookouts decisions in 12 careers", total)
	}
}

// TestLookoutsEncounterEffects is §4.6's two effects as a provider sees them (scripted
// answers, the engine's own dice): an encounter begun with double lookouts kept in a box
// crossed Surfaced reports DoubleLookouts at its crash dives and owes its damage
// control one start pip, taken once (a later damage-control call of the same encounter
// gets none); with normal lookouts, or schnorchelling, neither.
func TestLookoutsEncounterEffects(t *testing.T) {
	o := engine.Options{engine.TacticalOption(engine.TacCrashDive, engine.TacAlways): true, engine.TacticalOption(engine.TacDamageControl, engine.TacAlways): true}
	c := new(engine.Career)
	cases := []struct {
		name       string
		key        string
		schnorchel bool
		start      engine.Month
		byLeg      map[string]string
	}{
		{"double surfaced", engine.LookoutsDouble, false, 0, nil},
		{"normal", engine.LookoutsNormal, false, 0, nil},
		{"double schnorchelling", engine.LookoutsDouble, true, engine.MonthOf(1944, 7), nil},
		// double on the way out and home, normal in the patrol area: each encounter
		// follows the posture kept as it begins, not the one of the leg before
		{"by leg", "", false, 0, map[string]string{engine.LegOutbound: engine.LookoutsDouble, engine.LegStation: engine.LookoutsNormal, engine.LegHomebound: engine.LookoutsDouble}},
	}
	for _, tc := range cases {
		var doubleEnc, plainEnc, later int
		dives := map[[2]bool]int{}
		for seed := uint64(1); seed <= 12; seed++ {
			f := newLookoutsSpy()
			f.c = c
			d := &lookoutsDecider{t: t, key: tc.key, schnorchel: tc.schnorchel, cm: policy.NewCommander(), byLeg: tc.byLeg}
			c.SetTactical(f)
			if err := c.Reset(engine.Config{Seed: 100 + seed, Type: "VIIC", Start: tc.start, Options: o}, nil); err != nil {
				t.Fatal(err)
			}
			c.SetSink(f.sink)
			if err := c.Run(d); err != nil {
				t.Fatal(err)
			}
			for k, n := range f.dives {
				if k[0] != k[1] {
					t.Fatalf("%s seed %d: %d crash dives with DoubleLookouts %v, the posture kept %v", tc.name, seed, n, k[1], k[0])
				}
				dives[k] += n
			}
			for enc, n := range f.asked {
				want := 0
				if f.expected[enc] {
					want = 1
					doubleEnc++
				} else {
					plainEnc++
				}
				if f.pips[enc] != want {
					t.Fatalf("%s seed %d: encounter %d took %d start pips, want %d", tc.name, seed, enc, f.pips[enc], want)
				}
				later += n - 1
			}
		}
		switch {
		case tc.key == engine.LookoutsNormal && (doubleEnc > 0 || dives[[2]bool{true, true}] > 0):
			t.Fatalf("%s: %d encounters with the pip", tc.name, doubleEnc)
		case tc.key == engine.LookoutsDouble && !tc.schnorchel && (doubleEnc == 0 || dives[[2]bool{true, true}] == 0 || later == 0):
			t.Fatalf("%s: %d encounters with the pip, %d double dives, %d later calls: the careers did not test it", tc.name, doubleEnc, dives[[2]bool{true, true}], later)
		case tc.schnorchel && plainEnc == 0:
			t.Fatalf("%s: no encounter schnorchelling", tc.name)
		case tc.byLeg != nil && (plainEnc == 0 || dives[[2]bool{true, true}] == 0 || dives[[2]bool{false, false}] == 0):
			// (the escorts' combats come in the patrol area: its normal lookouts)
			t.Fatalf("%s: encounters %d with the pip, %d without, crash dives %v: both postures not met", tc.name, doubleEnc, plainEnc, dives)
		}
		t.Logf("%s: encounters with damage control %d with the pip, %d without; crash dives %v; %d later calls", tc.name, doubleEnc, plainEnc, dives, later)
	}
}

// TestLookoutsSaveReplay: the posture is in the save (as the lookouts answers) and
// replays: a career answering double lookouts, saved at decisions along the way with
// the named AI provider, replays to the same log prefix and the same posture, and
// continues to the uninterrupted log.
func TestLookoutsSaveReplay(t *testing.T) {
	d := tactical.MustData()
	name, err := tactical.AIProviderName(tactical.Reference, "commander")
	if err != nil {
		t.Fatal(err)
	}
	o := engine.Options{engine.TacticalOption(engine.TacCrashDive, engine.TacAlways): true, engine.TacticalOption(engine.TacDamageControl, engine.TacAsk): true}
	points, doubles, kept := 0, 0, 0
	for seed := uint64(3); seed <= 6; seed++ {
		p, err := tactical.NewNamedAIProvider(d, name)
		if err != nil {
			t.Fatal(err)
		}
		dec := &lookoutsDecider{t: t, key: engine.LookoutsDouble, cm: policy.NewCommander()}
		pts, full, answers := playSavingTac(t, engine.Config{Seed: seed, Type: "VIIC", Options: o}, dec, p, func(seq int) bool { return seq%9 == 3 })
		for _, a := range answers {
			if a.ID == "lookouts" && a.Key == engine.LookoutsDouble {
				doubles++
			}
		}
		for _, pt := range pts {
			s, log, err := replayLog(t, pt.save)
			if err != nil {
				t.Fatalf("seed %d decision %d: %v", seed, pt.seq, err)
			}
			if !bytes.Equal(log, full[:pt.logLen]) {
				t.Fatalf("seed %d decision %d: replayed log differs from the original prefix", seed, pt.seq)
			}
			got, want := s.Career().State().Patrol, pt.state.Patrol
			if (got == nil) != (want == nil) || got != nil && (got.Lookouts != want.Lookouts || got.LookoutsLeg != want.LookoutsLeg) {
				t.Fatalf("seed %d decision %d: replayed posture %+v, saved %+v", seed, pt.seq, got, want)
			}
			if got != nil && got.Lookouts == engine.LookoutsDouble {
				kept++
			}
			continueToEnd(t, "lookouts save", s, answers, full[pt.logLen:])
			s.Close()
			points++
		}
	}
	if points < 6 || doubles == 0 || kept == 0 {
		t.Fatalf("%d save points (%d with double lookouts kept), %d double lookouts answers", points, kept, doubles)
	}
}
