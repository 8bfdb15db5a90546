// Package enginetest holds the helpers that tests of several packages share to play a
// career and save it (engine.NewCareer, the Commander policy, engine.Recorder or
// engine.Session, Save). Only _test.go files import it: no package of the game does
// (`make vet` checks), so it never ends up in a program.
//
// Every helper fails the test (t.Fatal) on an engine error rather than returning it.
package enginetest

import (
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// Play plays the career of cfg to its end with the Commander (engine/policy), sending
// every event to sink when sink is not nil, and returns the career (its final state:
// Career.State) and its save: the setup and every answer (engine.Recorder.Save), which
// engine.Replay plays again to the same events.
func Play(t testing.TB, cfg engine.Config, sink func(engine.Event)) (*engine.Career, *engine.Save) {
	t.Helper()
	c, err := engine.NewCareer(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sink != nil {
		c.SetSink(sink)
	}
	rec := engine.NewRecorder(policy.NewCommander())
	if err := c.Run(rec); err != nil {
		t.Fatal(err)
	}
	sv, err := rec.Save(c)
	if err != nil {
		t.Fatal(err)
	}
	return c, sv
}

// Saves plays the career of cfg with the Commander through an engine.Session and returns
// its saves at its first n decisions (Session.Save while each decision waits, before it
// is answered): the last one is the career n−1 answers in. A career that ends before its
// n-th decision fails the test.
func Saves(t testing.TB, cfg engine.Config, n int) []*engine.Save {
	t.Helper()
	c, err := engine.NewCareer(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := engine.NewSession(c)
	defer s.Close()
	cmd := policy.NewCommander()
	out := make([]*engine.Save, 0, n)
	for len(out) < n {
		_, d := s.Next()
		if d == nil {
			t.Fatalf("career seed %d ended after %d decisions, before its %d-th", cfg.Seed, len(out), n)
		}
		sv, err := s.Save()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, sv)
		if len(out) == n {
			break
		}
		k, _ := cmd.Decide(c.State(), d)
		if err := s.Choose(d.Seq, k); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// JSON returns the save as its file's JSON (Save.Marshal).
func JSON(t testing.TB, sv *engine.Save) []byte {
	t.Helper()
	b, err := sv.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return b
}
