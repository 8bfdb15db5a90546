package engine_test

import (
	"bytes"
	"fmt"
	"runtime"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// runCareer plays one career with the given decider and returns its JSON Lines log.
func runCareer(t testing.TB, cfg engine.Config, d engine.Decider) (*engine.Career, []byte) {
	c, err := engine.NewCareer(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := engine.NewJSONLWriter(&buf)
	c.SetSink(w.Write)
	if err := c.Run(d); err != nil {
		t.Fatalf("seed %d: %v", cfg.Seed, err)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	return c, buf.Bytes()
}

// TestDeterminism: the same seed and the same choices give a byte-identical log.
func TestDeterminism(t *testing.T) {
	for _, typ := range []string{"VIIC", "IXC/40", "XXI"} {
		for seed := uint64(1); seed <= 20; seed++ {
			cfg := engine.Config{Seed: seed, Type: typ}
			_, a := runCareer(t, cfg, policy.NewRandom(seed))
			_, b := runCareer(t, cfg, policy.NewRandom(seed))
			if !bytes.Equal(a, b) {
				t.Fatalf("%s seed %d: logs differ", typ, seed)
			}
			_, c1 := runCareer(t, cfg, policy.NewCommander())
			_, c2 := runCareer(t, cfg, policy.NewCommander())
			if !bytes.Equal(c1, c2) {
				t.Fatalf("%s seed %d: commander logs differ", typ, seed)
			}
		}
	}
}

// invariantChecker checks the state after every event of a career.
type invariantChecker struct {
	t        testing.TB
	c        *engine.Career
	seed     uint64
	lastDate string
	lastSeq  int
	sunkTons int
	wounds   map[string]string // last crew state per member, from crew events
	err      error
}

func (ic *invariantChecker) fail(format string, args ...any) {
	if ic.err == nil {
		ic.err = fmt.Errorf("seed %d type %s: %s", ic.seed, ic.c.State().Boat.Type, fmt.Sprintf(format, args...))
	}
}

func (ic *invariantChecker) event(e engine.Event) {
	h := e.Head()
	s := ic.c.State()
	if h.Seq != ic.lastSeq+1 {
		ic.fail("seq %d after %d", h.Seq, ic.lastSeq)
	}
	ic.lastSeq = h.Seq
	if h.Date < ic.lastDate {
		ic.fail("date went backwards: %s after %s (event %s)", h.Date, ic.lastDate, h.T)
	}
	ic.lastDate = h.Date
	b := &s.Boat
	if b.Ammo < 0 {
		ic.fail("ammunition %d", b.Ammo)
	}
	for k := range b.BowReloads {
		if b.BowReloads[k] < 0 || b.SternReloads[k] < 0 {
			ic.fail("negative reloads of kind %d", k)
		}
	}
	bd := ic.c.Data().Boards[b.Type]
	if b.Hull < 0 || b.Hull > bd.HullBoxes+1 {
		ic.fail("hull %d outside 0..%d", b.Hull, bd.HullBoxes+1)
	}
	if b.Flooding < 0 || b.Flooding > bd.FloodingBoxes+1 {
		ic.fail("flooding %d outside 0..%d", b.Flooding, bd.FloodingBoxes+1)
	}
	if b.Bold < 0 {
		ic.fail("BOLD %d", b.Bold)
	}
	inop := 0
	for i := range b.Systems {
		if b.Systems[i].State == engine.SysInoperative {
			inop++
		}
	}
	if b.Inoperative() != inop {
		ic.fail("Inoperative() = %d, %d systems are inoperative", b.Inoperative(), inop)
	}
	if !s.Ended {
		cmd := s.Crew.M[s.Crew.Command]
		if s.Patrol != nil && !s.Patrol.Aborting && !s.Patrol.MandatoryAbort && (cmd.Status >= engine.SW || cmd.Absent) {
			ic.fail("the boat is commanded by %s who is %s and not aborting", engine.MemberKey(s.Crew.Command), engine.WoundKey(cmd.Status))
		}
	}
	switch ev := e.(type) {
	case *engine.ShipDamageEvent:
		if ev.T == engine.TShipSunk {
			ic.sunkTons += ev.Tons
		}
	case *engine.CrewEvent:
		if ev.Member == "abwehr_agent" && s.Crew.M[engine.Agent].Absent {
			ic.fail("the Abwehr agent is hit while not aboard")
		}
		if ic.wounds == nil {
			ic.wounds = map[string]string{}
		}
		if ic.wounds[ev.Member] == "kia" && ev.State != "ok" {
			ic.fail("%s, killed, is wounded again (%s)", ev.Member, ev.State)
		}
		ic.wounds[ev.Member] = ev.State
	case *engine.RefitEvent:
		ic.wounds = nil // the dead are replaced at refit (10.12)
	case *engine.KeyEvent:
		if ev.T == engine.TNewBoat {
			ic.wounds = nil
		}
	case *engine.TorpedoEvent:
		if s.Engage == nil && ev.Weapon != "deck_gun" {
			ic.fail("torpedo fired outside an engagement")
		}
	case *engine.CareerEndEvent:
		if ev.Tons != ic.sunkTons {
			ic.fail("career_end tons %d, sum of ship_sunk %d", ev.Tons, ic.sunkTons)
		}
	}
	if s.CareerTons != ic.sunkTons {
		ic.fail("career tonnage %d, sum of ship_sunk %d (after %s)", s.CareerTons, ic.sunkTons, h.T)
	}
}

// TestRobustnessRandomPolicy plays 2,000 careers with random legal choices over every
// type and checks the invariants after every event.
func TestRobustnessRandomPolicy(t *testing.T) {
	d := engine.MustData()
	n := 2000
	if testing.Short() {
		n = 200
	}
	for i := 0; i < n; i++ {
		seed := uint64(1000 + i)
		typ := d.BoardKeys[i%len(d.BoardKeys)]
		c, err := engine.NewCareer(engine.Config{Seed: seed, Type: typ}, nil)
		if err != nil {
			t.Fatal(err)
		}
		ic := &invariantChecker{t: t, c: c, seed: seed}
		c.SetSink(ic.event)
		if err := c.Run(policy.NewRandom(seed)); err != nil {
			t.Fatalf("seed %d type %s: %v", seed, typ, err)
		}
		if ic.err != nil {
			t.Fatal(ic.err)
		}
		s := c.State()
		if !s.Ended || s.Victory == "" || s.EndReason == "" {
			t.Fatalf("seed %d: career did not end properly: %+v", seed, s.EndReason)
		}
	}
}

// BenchmarkCareer plays whole careers with the commander and no event log.
// Target (issue 2): at least 100,000 careers per second on one core.
func BenchmarkCareer(b *testing.B) {
	engine.MustData()
	b.ReportAllocs()
	b.ResetTimer()
	c := new(engine.Career)
	cm := policy.NewCommander()
	for i := 0; i < b.N; i++ {
		if err := c.Reset(engine.Config{Seed: uint64(i), Type: "VIIC"}, nil); err != nil {
			b.Fatal(err)
		}
		*cm = policy.Commander{}
		if err := c.Run(cm); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "careers/s")
}

// TestResetEqualsNewCareer: a career reused with Reset plays exactly as a new one.
func TestResetEqualsNewCareer(t *testing.T) {
	c := new(engine.Career)
	for seed := uint64(1); seed <= 30; seed++ {
		cfg := engine.Config{Seed: seed, Type: []string{"VIIC", "IXC/40", "XIV", "XXI"}[seed%4]}
		_, want := runCareer(t, cfg, policy.NewCommander())
		if err := c.Reset(cfg, nil); err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		w := engine.NewJSONLWriter(&buf)
		c.SetSink(w.Write)
		if err := c.Run(policy.NewCommander()); err != nil {
			t.Fatal(err)
		}
		w.Flush()
		if !bytes.Equal(buf.Bytes(), want) {
			t.Fatalf("seed %d: the reset career's log differs from a new career's", seed)
		}
	}
	if err := c.Reset(engine.Config{Type: "VIIZ"}, nil); err == nil {
		t.Fatal("Reset accepted an unknown type")
	}
}

// TestCareerAllocations: with the log off, a career reused with Reset allocates (almost)
// nothing: the simulator's speed depends on it (issue 2). A few rare paths still allocate
// (a new boat mid-career with more tubes or systems than the last), so the bound is an
// average over a fixed set of seeds.
func TestCareerAllocations(t *testing.T) {
	engine.MustData()
	c := new(engine.Career)
	cm := policy.NewCommander()
	seed := uint64(0)
	run := func() {
		seed++
		if err := c.Reset(engine.Config{Seed: seed, Type: "VIIC"}, nil); err != nil {
			t.Fatal(err)
		}
		*cm = policy.Commander{}
		if err := c.Run(cm); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 100; i++ { // grow the reused buffers first
		run()
	}
	const n = 1000
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for i := 0; i < n; i++ {
		run()
	}
	runtime.ReadMemStats(&after)
	if a := float64(after.Mallocs-before.Mallocs) / n; a > 1 {
		t.Fatalf("%.2f heap allocations per career, want at most 1 (there were 18 before issue 2's speed work)", a)
	} else {
		t.Logf("%.3f heap allocations per career", a)
	}
}

// TestRobustnessAllOptions plays 2,000 careers of every type with every implemented
// optional rule (docs/options.md), random legal choices and the Commander in turn, and
// checks the invariants after every event: 14.0, any combination of the optional rules
// may be adopted — all of them at once among them.
func TestRobustnessAllOptions(t *testing.T) {
	d := engine.MustData()
	all, err := engine.ParseOptions(engine.KnownOptions)
	if err != nil {
		t.Fatal(err)
	}
	n := 2000
	if testing.Short() {
		n = 200
	}
	for i := 0; i < n; i++ {
		seed := uint64(5000 + i)
		typ := d.BoardKeys[i%len(d.BoardKeys)]
		c, err := engine.NewCareer(engine.Config{Seed: seed, Type: typ, Options: all}, nil)
		if err != nil {
			t.Fatal(err)
		}
		ic := &invariantChecker{t: t, c: c, seed: seed}
		c.SetSink(ic.event)
		var dec engine.Decider = policy.NewRandom(seed)
		if i%2 == 1 {
			dec = policy.NewCommander()
		}
		if err := c.Run(dec); err != nil {
			t.Fatalf("seed %d type %s: %v", seed, typ, err)
		}
		if ic.err != nil {
			t.Fatal(ic.err)
		}
		if s := c.State(); !s.Ended || s.Victory == "" || s.EndReason == "" {
			t.Fatalf("seed %d: career did not end properly: %+v", seed, s.EndReason)
		}
	}
}
