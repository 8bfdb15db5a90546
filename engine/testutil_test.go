package engine

import (
	"fmt"
	"testing"
)

// scriptedDecider answers decisions from per-id queues; an id with no queued answer gets
// the fallback (default: the first option). It records every decision it saw.
type scriptedDecider struct {
	answers  map[string][]string
	fallback func(d *Decision) string
	seen     []string // decision ids in order
	labels   []string // the last option's label of each decision, in order
}

func (s *scriptedDecider) Decide(_ *State, d *Decision) (string, string) {
	s.seen = append(s.seen, d.ID)
	if len(d.Options) > 0 {
		s.labels = append(s.labels, d.Options[len(d.Options)-1].Label)
	}
	if q := s.answers[d.ID]; len(q) > 0 {
		s.answers[d.ID] = q[1:]
		return q[0], "scripted"
	}
	if s.fallback != nil {
		return s.fallback(d), "fallback"
	}
	return d.Options[0].Key, "first"
}

// answer queues answers for a decision id.
func (s *scriptedDecider) answer(id string, keys ...string) *scriptedDecider {
	if s.answers == nil {
		s.answers = map[string][]string{}
	}
	s.answers[id] = append(s.answers[id], keys...)
	return s
}

// testCareer is a career on a fresh boat of type typ in month m (no setup rolls), with a
// scripted roller over faces, a scripted decider and every event captured.
type testCareer struct {
	*Career
	t      *testing.T
	roller *ScriptedRoller
	dec    *scriptedDecider
	events []Event
}

func newTestCareer(t *testing.T, typ string, m Month, faces ...int) *testCareer {
	t.Helper()
	roller := Script(faces...)
	c, err := NewCareer(Config{Seed: 1, Type: typ, Start: max(m, FirstMonth)}, roller)
	if err != nil {
		t.Fatal(err)
	}
	tc := &testCareer{Career: c, t: t, roller: roller, dec: &scriptedDecider{}}
	c.decider = tc.dec
	c.SetSink(func(e Event) { tc.events = append(tc.events, e) })
	c.S.Date = m
	c.S.Rank = 1
	c.S.Crew.Quality = Trained
	c.fitBoat(typ, m) // newBoat without the 9.6.8/10.11.9 rolls
	tc.events = nil
	return tc
}

// script appends more scripted faces.
func (tc *testCareer) script(faces ...int) {
	tc.roller.Faces = append(tc.roller.Faces, faces...)
}

// run calls f and reports whether the career ended inside it (END_GAME, unwound by
// endGame or returned from by finishCareer) or a patrol was unwound (patrolOver, with its
// outcome).
func (tc *testCareer) run(f func()) (ended bool, patrolOutcome string) {
	tc.t.Helper()
	func() {
		defer func() {
			if r := recover(); r != nil {
				switch v := r.(type) {
				case careerOver:
					ended = true
				case patrolOver:
					patrolOutcome = v.outcome
					tc.patrolUnwinding = false // as patrolCycle does
				default:
					panic(r)
				}
			}
		}()
		f()
	}()
	// A career also ends by return (finishCareer on the depth-charge path, no unwinding).
	ended = ended || tc.S.Ended
	return
}

// rolls returns the roll events of a table, in order.
func (tc *testCareer) rolls(table string) []*RollEvent {
	var out []*RollEvent
	for _, e := range tc.events {
		if r, ok := e.(*RollEvent); ok && r.Table == table {
			out = append(out, r)
		}
	}
	return out
}

// eventsOf returns the events of one type ("t"), in order.
func (tc *testCareer) eventsOf(typ string) []Event {
	var out []Event
	for _, e := range tc.events {
		if e.Head().T == typ {
			out = append(out, e)
		}
	}
	return out
}

// mustUseScript fails the test when scripted faces are left over.
func (tc *testCareer) mustUseScript() {
	tc.t.Helper()
	if n := tc.roller.Remaining(); n != 0 {
		tc.t.Fatalf("%d scripted faces unused: %v", n, tc.roller.Faces[len(tc.roller.Faces)-n:])
	}
}

func (tc *testCareer) String() string { return fmt.Sprintf("%d events", len(tc.events)) }
