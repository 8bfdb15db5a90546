package engine_test

import (
	"bytes"
	"errors"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// TestSessionRejectsIllegalAndStaleChoices: an illegal or stale answer returns an error
// and changes nothing; the same decision stays pending and a legal answer then proceeds.
func TestSessionRejectsIllegalAndStaleChoices(t *testing.T) {
	c, err := engine.NewCareer(engine.Config{Seed: 11, Type: "VIIC"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := engine.NewSession(c)
	defer s.Close()
	evs, d := s.Next()
	if d == nil || len(evs) == 0 {
		t.Fatalf("no first decision (events %d)", len(evs))
	}
	before := c.Snapshot()
	if err := s.Choose(d.Seq, "no_such_option"); !errors.Is(err, engine.ErrIllegalChoice) {
		t.Fatalf("illegal key: err %v", err)
	}
	if err := s.Choose(d.Seq+1, d.Options[0].Key); !errors.Is(err, engine.ErrStaleChoice) {
		t.Fatalf("stale seq: err %v", err)
	}
	if err := s.Choose(d.Seq-1, d.Options[0].Key); !errors.Is(err, engine.ErrStaleChoice) {
		t.Fatalf("old seq: err %v", err)
	}
	evs2, d2 := s.Next()
	if len(evs2) != 0 || d2 == nil || d2.Seq != d.Seq || d2.ID != d.ID {
		t.Fatalf("after bad answers: %d new events, decision %+v (want the same %d %s)", len(evs2), d2, d.Seq, d.ID)
	}
	after := c.Snapshot()
	if after.Date != before.Date || after.Rank != before.Rank || len(after.Log) != len(before.Log) || after.Boat.Type != before.Boat.Type {
		t.Fatal("bad answers changed the state")
	}
	if err := s.Choose(d.Seq, d.Options[0].Key); err != nil {
		t.Fatalf("legal answer: %v", err)
	}
	evs3, d3 := s.Next()
	if len(evs3) == 0 && d3 == nil {
		t.Fatal("the career did not go on after a legal answer")
	}
	if d3 != nil && d3.Seq != d.Seq+1 {
		t.Fatalf("next decision seq %d, want %d", d3.Seq, d.Seq+1)
	}
}

// TestSessionPlaysAWholeCareer: stepping through a Session gives the same log as Run
// with the same answers.
func TestSessionPlaysAWholeCareer(t *testing.T) {
	cfg := engine.Config{Seed: 23, Type: "IXC/40"}
	_, want := runCareer(t, cfg, policy.NewCommander())

	c, _ := engine.NewCareer(cfg, nil)
	s := engine.NewSession(c)
	defer s.Close()
	cm := policy.NewCommander()
	var all []engine.Event
	for {
		evs, d := s.Next()
		all = append(all, evs...)
		if d == nil {
			break
		}
		k, _ := cm.Decide(c.State(), d)
		if err := s.Choose(d.Seq, k); err != nil {
			t.Fatal(err)
		}
	}
	if s.Err() != nil {
		t.Fatal(s.Err())
	}
	var buf bytes.Buffer
	w := engine.NewJSONLWriter(&buf)
	for _, e := range all {
		w.Write(e)
	}
	w.Flush()
	if buf.String() != string(want) {
		t.Fatalf("session log (%d bytes) differs from Run's (%d bytes)", buf.Len(), len(want))
	}
}

// TestRunReportsIllegalDeciderAnswer: an in-process decider that answers with a key that
// is not an option makes Run return ErrIllegalChoice.
func TestRunReportsIllegalDeciderAnswer(t *testing.T) {
	c, _ := engine.NewCareer(engine.Config{Seed: 3, Type: "VIIC"}, nil)
	err := c.Run(badDecider{})
	if !errors.Is(err, engine.ErrIllegalChoice) {
		t.Fatalf("err %v, want ErrIllegalChoice", err)
	}
}

type badDecider struct{}

func (badDecider) Decide(*engine.State, *engine.Decision) (string, string) { return "???", "" }
