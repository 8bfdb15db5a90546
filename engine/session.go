package engine

import (
	"fmt"
	"iter"
)

// Session drives a career one decision at a time, for interactive front ends: the game
// scenes call Next to get the events so far and the pending decision, then Choose.
// Internally the career runs as a coroutine (iter.Pull), so the rules stay written as
// straight-line procedures.
type Session struct {
	c       *Career
	next    func() (*Decision, bool)
	stop    func()
	pending *Decision
	answer  string
	events  []Event
	err     error
	done    bool
	answers []Answer // every answer given through Choose, in order (save.go)
}

// NewSession prepares a stepped career. Events are collected and handed out by Next;
// they carry the changes to a View (SetViewEvents).
func NewSession(c *Career) *Session {
	s := &Session{c: c}
	c.SetViewEvents(true) // a screen keeps its View by the events (view.go)
	c.SetSink(func(e Event) { s.events = append(s.events, e) })
	seq := func(yield func(*Decision) bool) {
		s.err = c.Run(deciderFunc(func(st *State, d *Decision) (string, string) {
			if !yield(d) {
				panic(careerOver{}) // the session was closed: unwind quietly
			}
			return s.answer, ""
		}))
	}
	s.next, s.stop = iter.Pull(seq)
	return s
}

type deciderFunc func(*State, *Decision) (string, string)

func (f deciderFunc) Decide(s *State, d *Decision) (string, string) { return f(s, d) }

// Next runs the career until it asks a decision or ends. It returns the events emitted
// since the last call and the pending decision (a copy; nil when the career is over).
func (s *Session) Next() ([]Event, *Decision) {
	if s.pending == nil && !s.done {
		d, ok := s.next()
		if !ok {
			s.done = true
		} else {
			s.pending = d
		}
	}
	ev := s.events
	s.events = nil
	if s.pending == nil {
		return ev, nil
	}
	return ev, s.pending.Clone()
}

// Choose answers the pending decision seq with key. An answer to another decision
// (ErrStaleChoice) or a key that is not an option (ErrIllegalChoice) returns an error and
// changes nothing.
func (s *Session) Choose(seq int, key string) error {
	if s.pending == nil {
		return fmt.Errorf("%w: no decision is pending", ErrStaleChoice)
	}
	if seq != s.pending.Seq {
		return fmt.Errorf("%w: decision %d answered, %d pending", ErrStaleChoice, seq, s.pending.Seq)
	}
	if !s.pending.Has(key) {
		return fmt.Errorf("%w: %q is not an option of %q (options %v)", ErrIllegalChoice, key, s.pending.ID, s.pending.Keys())
	}
	s.answer = key
	s.answers = append(s.answers, Answer{ID: s.pending.ID, Key: key, Ctx: s.pending.Context})
	s.pending = nil
	d, ok := s.next()
	if !ok {
		s.done = true
	} else {
		s.pending = d
	}
	return nil
}

// Done reports whether the career is over; Err the error that ended it, if any.
func (s *Session) Done() bool      { return s.done }
func (s *Session) Err() error      { return s.err }
func (s *Session) Career() *Career { return s.c }

// Close stops the coroutine of an unfinished session.
func (s *Session) Close() { s.stop() }
