package engine_test

import (
	"bytes"
	"flag"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

var viewLong = flag.Bool("long", false, "TestViewFollowsState: play 10 times as many careers")

// viewCheck applies every event of a career to a View and compares it with the engine's
// state after each one.
type viewCheck struct {
	t      *testing.T
	c      *engine.Career
	label  string
	v      engine.View
	events int
	// patched counts, per event type and field, the events whose own effect did not give
	// the field (the engine attached it): the changes no logged field describes.
	patched map[string]int
	failed  bool
}

func (vc *viewCheck) event(e engine.Event) {
	if vc.failed {
		return
	}
	vc.events++
	want := engine.ViewOf(vc.c.State())
	// The event's own effect (its logged fields) is right wherever it changes the view:
	// a field it changes equals the engine's (9.x, 10.x effects applied in one place).
	own := vc.v
	own.ApplyOwn(e)
	for _, f := range engine.ViewDiffNames(&vc.v, &own) {
		if slices.Contains(engine.ViewDiffNames(&own, &want), f) {
			vc.fail(e, "the event's own effect sets %s wrong: own %s, engine %s", f, viewField(&own, f), viewField(&want, f))
		}
	}
	for _, f := range engine.ViewPatchNames(e) {
		vc.patched[e.Head().T+" "+f]++
	}
	vc.v.Apply(e)
	if d := engine.ViewDiffNames(&vc.v, &want); len(d) > 0 {
		for _, f := range d {
			vc.fail(e, "view %s = %s, engine state %s", f, viewField(&vc.v, f), viewField(&want, f))
		}
	}
}

func (vc *viewCheck) fail(e engine.Event, format string, args ...any) {
	vc.t.Helper()
	h := e.Head()
	vc.t.Errorf("%s, event seq %d (%s %+v): %s", vc.label, h.Seq, h.T, e, fmt.Sprintf(format, args...))
	vc.failed = true
}

// viewField prints the View field named name (as viewFields names it: snake case of the
// Go field, e.g. career_tons → CareerTons).
func viewField(v *engine.View, name string) string {
	if m, ok := strings.CutPrefix(name, "crew_"); ok {
		for i := range engine.NumMembers {
			if engine.MemberKey(i) == m {
				return fmt.Sprintf("%+v", v.Crew[i])
			}
		}
	}
	goName := ""
	for _, w := range strings.Split(name, "_") {
		goName += strings.ToUpper(w[:1]) + w[1:]
	}
	switch goName {
	case "BoatId":
		goName = "BoatID"
	}
	f := reflect.ValueOf(v).Elem().FieldByName(goName)
	if !f.IsValid() {
		return "?"
	}
	return fmt.Sprintf("%v", f.Interface())
}

// TestViewFollowsState plays careers of every boat type with the Commander and a random
// decider and applies every event to a View as a screen does: after EVERY event the view
// equals ViewOf(engine state), and each event's own effect agrees with the engine on the
// fields it changes. It fails with the career (type, policy, seed), the event's seq and
// the differing field. -long plays ten times as many careers.
func TestViewFollowsState(t *testing.T) {
	d, err := engine.LoadData()
	if err != nil {
		t.Fatal(err)
	}
	perType := 80 // careers per type and policy: 14 types × 2 policies × 80 ≈ 2,200 careers
	if testing.Short() {
		perType = 8
	}
	if *viewLong {
		perType *= 10
	}
	patched := map[string]int{}
	careers, events := 0, 0
	for _, typ := range d.BoardKeys {
		for _, pol := range []string{"commander", "random"} {
			for i := range perType {
				seed := uint64(1000 + i)
				var dec engine.Decider = policy.NewCommander()
				if pol == "random" {
					dec = policy.NewRandom(seed)
				}
				cfg := engine.Config{Seed: seed, Type: typ}
				if i%2 == 1 { // every other career with every optional rule (14.5, 14.14 change the view)
					cfg.Options, _ = engine.ParseOptions(engine.KnownOptions)
				}
				c, err := engine.NewCareer(cfg, nil)
				if err != nil {
					t.Fatal(err)
				}
				vc := &viewCheck{t: t, c: c, label: fmt.Sprintf("type %s policy %s seed %d", typ, pol, seed), patched: patched}
				c.SetViewEvents(true)
				c.SetSink(vc.event)
				if err := c.Run(dec); err != nil {
					t.Fatalf("%s: %v", vc.label, err)
				}
				if vc.failed {
					t.FailNow()
				}
				careers++
				events += vc.events
			}
		}
	}
	t.Logf("%d careers, %d events, each compared with the engine state", careers, events)
	if testing.Verbose() {
		keys := make([]string, 0, len(patched))
		for k := range patched {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			t.Logf("changes carried by the engine (no logged field): %-32s %d", k, patched[k])
		}
	}
}

// Every field of View is listed in view.go's viewFields: a field added to View without
// an entry would be neither compared nor carried by events.
func TestViewFieldsCoverView(t *testing.T) {
	// (Crew is listed once per member)
	if n := reflect.TypeOf(engine.View{}).NumField() - 1 + engine.NumMembers; n != engine.NumViewFields {
		t.Errorf("View has %d fields, viewFields lists %d", n, engine.NumViewFields)
	}
	// and each listed field is compared: a view differing in one field reports it
	a := engine.View{}
	b := engine.View{Date: 1, BoatID: "U-1", Type: "VIIC", Bow: []engine.Torp{engine.G7a}, Stern: []engine.Torp{engine.G7e},
		BowReloads: engine.Load{1}, SternReloads: engine.Load{2}, DeckGun: true, Ammo: 1, Bold: 1, Naxos: true,
		Schnorchel: true, Systems: []engine.System{{Key: "radio"}}, Hull: 1, Flooding: 1, Kmdt: "K", Rank: 1,
		Decorations: []string{engine.DecIronCross2}, Quality: 1, Flotilla: 7, Wolfpack: "Eisbär",
		AtSea: true, Area: engine.AreaAtlantic, Mission: engine.MissionNone, Box: 1, Posture: engine.PostureSurfaced,
		PatrolTons: 1, PatrolShips: 1, CareerTons: 1, CareerShips: 1, Patrols: 1, Successful: 1, Ended: true}
	for m := range b.Crew {
		b.Crew[m].Status = engine.LW
	}
	if got := len(engine.ViewDiffNames(&a, &b)); got != engine.NumViewFields {
		t.Errorf("%d fields differ, want all %d: %v", got, engine.NumViewFields, engine.ViewDiffNames(&a, &b))
	}
}

// The view data travels outside the log: the JSONL of a career is byte for byte the same
// whether or not its events carry view changes (log-schema.md is the contract).
func TestViewKeepsTheLog(t *testing.T) {
	for _, typ := range []string{"VIIC", "IXC/40", "XB", "XXI"} {
		for seed := uint64(1); seed <= 20; seed++ {
			var logs [2][]byte
			carried := 0
			for i, on := range []bool{false, true} {
				c, err := engine.NewCareer(engine.Config{Seed: seed, Type: typ}, nil)
				if err != nil {
					t.Fatal(err)
				}
				var buf bytes.Buffer
				w := engine.NewJSONLWriter(&buf)
				c.SetViewEvents(on)
				c.SetSink(func(e engine.Event) {
					carried += len(engine.ViewPatchNames(e))
					w.Write(e)
				})
				if err := c.Run(policy.NewRandom(seed)); err != nil {
					t.Fatal(err)
				}
				if err := w.Flush(); err != nil {
					t.Fatal(err)
				}
				logs[i] = buf.Bytes()
			}
			if carried == 0 {
				t.Fatalf("%s seed %d: no event carried a view change: the test proves nothing", typ, seed)
			}
			if !bytes.Equal(logs[0], logs[1]) {
				t.Errorf("%s seed %d: the log changes when events carry view changes", typ, seed)
			}
		}
	}
}

// A screen driven by a Session (as the game is) keeps its View by the events alone: the
// Session's events carry view changes, and once the career is over the view of all its
// events equals the engine's final state.
func TestViewThroughSession(t *testing.T) {
	for _, typ := range []string{"VIIC", "IXD-2", "XIV"} {
		c, err := engine.NewCareer(engine.Config{Seed: 11, Type: typ}, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := engine.NewSession(c)
		var v engine.View
		carried := 0
		for n := 0; ; n++ {
			evs, d := s.Next()
			for _, e := range evs {
				carried += len(engine.ViewPatchNames(e))
				v.Apply(e)
			}
			if d == nil {
				break
			}
			if err := s.Choose(d.Seq, d.Options[n%len(d.Options)].Key); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Err(); err != nil {
			t.Fatal(err)
		}
		if carried == 0 {
			t.Errorf("%s: a Session's events carry no view changes", typ)
		}
		want := engine.ViewOf(c.State())
		if d := engine.ViewDiffNames(&v, &want); len(d) > 0 {
			t.Errorf("%s: at the career's end the view differs from the state in %v", typ, d)
		}
	}
}
