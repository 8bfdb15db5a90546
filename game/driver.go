package game

import (
	"fmt"

	"uboat/engine"
)

// Driver is what the play scenes need from a running career: the events since the last
// call and the pending decision, a way to answer it, and the live read-only state.
// EngineDriver runs the real engine; tests use scripted drivers.
type Driver interface {
	Next() ([]engine.Event, *engine.Decision)
	Choose(seq int, key string) error
	State() *engine.State
	Done() bool
	Err() error
	Close()
}

// EngineDriver wraps an engine.Session. A panic inside the engine (a rule not
// implemented yet, an engine bug) does not crash the game: it ends the session with an
// error that the play scenes show.
type EngineDriver struct {
	s   *engine.Session
	c   *engine.Career
	err error
}

// NewEngineDriver creates a career from cfg and starts a session on it.
func NewEngineDriver(cfg engine.Config) (*EngineDriver, error) {
	c, err := engine.NewCareer(cfg, nil)
	if err != nil {
		return nil, err
	}
	return &EngineDriver{s: engine.NewSession(c), c: c}, nil
}

func (d *EngineDriver) recover() {
	if r := recover(); r != nil {
		d.err = fmt.Errorf("the rules engine stopped: %v", r)
	}
}

// Next implements Driver.
func (d *EngineDriver) Next() (ev []engine.Event, dec *engine.Decision) {
	if d.err != nil {
		return nil, nil
	}
	defer d.recover()
	return d.s.Next()
}

// Choose implements Driver.
func (d *EngineDriver) Choose(seq int, key string) (err error) {
	if d.err != nil {
		return d.err
	}
	defer func() {
		if r := recover(); r != nil {
			d.err = fmt.Errorf("the rules engine stopped: %v", r)
			err = nil // the answer was taken; the stop shows as the session's error
		}
	}()
	return d.s.Choose(seq, key)
}

// State implements Driver.
func (d *EngineDriver) State() *engine.State { return d.c.State() }

// Done implements Driver.
func (d *EngineDriver) Done() bool { return d.err != nil || d.s.Done() }

// Err implements Driver.
func (d *EngineDriver) Err() error {
	if d.err != nil {
		return d.err
	}
	return d.s.Err()
}

// Close implements Driver.
func (d *EngineDriver) Close() {
	defer func() { _ = recover() }()
	d.s.Close()
}

// Career returns the engine career (for its data and board).
func (d *EngineDriver) Career() *engine.Career { return d.c }

// Replay answers the saved decisions in order on a fresh driver, discarding their
// events; the next call of Next then returns the events that led to the pending
// decision. It fails when the engine asks something else than the save recorded (the
// rules changed since the save was written).
func Replay(d Driver, answers []Answer) error {
	for i, a := range answers {
		_, dec := d.Next()
		if dec == nil {
			if err := d.Err(); err != nil {
				return err
			}
			return fmt.Errorf("the saved career ended early (answer %d of %d)", i+1, len(answers))
		}
		if dec.ID != a.ID {
			return fmt.Errorf("the saved career no longer fits the rules: decision %d is %q, the save has %q", dec.Seq, dec.ID, a.ID)
		}
		if err := d.Choose(dec.Seq, a.Key); err != nil {
			return err
		}
	}
	return d.Err()
}
