package enginetest

import (
	"bytes"
	"testing"

	"uboat/engine"
)

// Play's save is the whole career: it replays (engine.Replay) to the same events, ended,
// with the same tonnage and end reason; the sink saw every event.
func TestPlaySavesTheWholeCareer(t *testing.T) {
	var n int
	c, sv := Play(t, engine.Config{Seed: 7, Type: "VIIC"}, func(engine.Event) { n++ })
	if !c.State().Ended || n == 0 || len(sv.Answers) == 0 {
		t.Fatalf("ended %v, %d events, %d answers", c.State().Ended, n, len(sv.Answers))
	}
	var m int
	s, err := engine.Replay(sv, func(engine.Event) { m++ })
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if !s.Done() || m != n || s.Career().State().CareerTons != c.State().CareerTons ||
		s.Career().State().EndReason != c.State().EndReason {
		t.Fatalf("replayed: done %v, %d events of %d, %d t (%s) for %d t (%s)", s.Done(), m, n,
			s.Career().State().CareerTons, s.Career().State().EndReason, c.State().CareerTons, c.State().EndReason)
	}
	if b := JSON(t, sv); !bytes.Contains(b, []byte(`"answers"`)) {
		t.Fatalf("JSON %s", b)
	}
}

// Saves gives the saves at the first n decisions: the i-th holds i answers, waits at
// the (i+1)-th decision, and replays to it.
func TestSavesAtEachDecision(t *testing.T) {
	svs := Saves(t, engine.Config{Seed: 5, Type: "VIIC"}, 4)
	if len(svs) != 4 {
		t.Fatalf("%d saves", len(svs))
	}
	for i, sv := range svs {
		if len(sv.Answers) != i || sv.Summary.Pending == "" || sv.Summary.Ended {
			t.Errorf("save %d: %d answers, pending %q, ended %v", i, len(sv.Answers), sv.Summary.Pending, sv.Summary.Ended)
		}
		s, err := engine.Replay(sv, nil)
		if err != nil {
			t.Fatalf("save %d: %v", i, err)
		}
		if _, d := s.Next(); d == nil || d.ID != sv.Summary.Pending {
			t.Errorf("save %d replays to %v, pending %q", i, d, sv.Summary.Pending)
		}
		s.Close()
	}
}
