package game

import (
	"encoding/hex"
	"fmt"
	"hash"
	"hash/fnv"

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
	s    *engine.Session
	c    *engine.Career
	err  error
	sum  hash.Hash
	hash *engine.JSONLWriter // the event log, into sum
	// replayed is the view of the events a resumed career replayed (ResumeDriver).
	replayed engine.View
	// tail holds the last events a resumed career replayed (up to 2×ReplayedMax before it
	// is trimmed), tailN how many it replayed in all.
	tail  []engine.Event
	tailN int
}

// ReplayedMax is how many of the replayed events a resumed career keeps for its roll log.
const ReplayedMax = 600

// NewEngineDriver creates a career from cfg and starts a session on it.
func NewEngineDriver(cfg engine.Config) (*EngineDriver, error) {
	c, err := engine.NewCareer(cfg, nil)
	if err != nil {
		return nil, err
	}
	d := &EngineDriver{s: engine.NewSession(c), c: c}
	d.hashInit()
	return d, nil
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
	ev, dec = d.s.Next()
	d.hashInit()
	for _, e := range ev {
		d.hash.Write(e)
	}
	return ev, dec
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

// ResumeDriver replays a save (engine.Replay) and returns the driver stopped at the
// decision that was pending when it was saved; the replayed events feed the log hash
// (LogHash) and the replayed view (ReplayedView) but are not shown.
func ResumeDriver(sv *engine.Save) (*EngineDriver, error) {
	d := &EngineDriver{}
	d.hashInit()
	s, err := engine.Replay(sv, func(e engine.Event) {
		d.hash.Write(e)
		d.replayed.Apply(e)
		d.tailN++
		if len(d.tail) == 2*ReplayedMax {
			d.tail = append(d.tail[:0], d.tail[ReplayedMax:]...)
		}
		d.tail = append(d.tail, e)
	})
	if err != nil {
		return nil, err
	}
	d.s, d.c = s, s.Career()
	return d, nil
}

// ReplayedView returns the view the replayed events of a resumed career give (the zero
// View for a new career): what a screen that had shown them would show, and the view its
// status board follows the next events from (engine.View).
func (d *EngineDriver) ReplayedView() engine.View { return d.replayed }

// ReplayedEvents returns the last ReplayedMax events a resumed career replayed, oldest
// first, and how many it replayed in all (none for a new career): the career so far, for
// the roll log.
func (d *EngineDriver) ReplayedEvents() (tail []engine.Event, total int) {
	t := d.tail
	if len(t) > ReplayedMax {
		t = t[len(t)-ReplayedMax:]
	}
	return t, d.tailN
}

// Save returns the engine save of the career at its pending decision or end.
func (d *EngineDriver) Save() (*engine.Save, error) {
	if d.err != nil {
		return nil, d.err
	}
	return d.s.Save()
}

func (d *EngineDriver) hashInit() {
	if d.hash == nil {
		d.sum = fnv.New128a()
		d.hash = engine.NewJSONLWriter(d.sum)
	}
}

// LogHash is the 128-bit FNV-1a hash (hex) of the career's event log so far as JSON
// Lines (the bytes uboat-sim -log writes), from the first event to the last one Next
// returned: an identity check between runs (the browser's log against a native replay),
// not a cryptographic digest (crypto/sha256 would add 0.16 MB to the wasm).
func (d *EngineDriver) LogHash() string {
	d.hashInit()
	_ = d.hash.Flush()
	return hex.EncodeToString(d.sum.Sum(nil))
}

// LogHash returns the hash LogHash gives for the events of sv replayed up to its
// pending decision (or end), as a driver resumed from sv (or one that played the same
// answers) reports it.
func LogHash(sv *engine.Save) (string, error) {
	d, err := ResumeDriver(sv)
	if err != nil {
		return "", err
	}
	defer d.Close()
	return d.LogHash(), nil
}

// Answers returns the answers given so far, in order (engine.Session.Answers; read-only):
// with Career().Config() what replays the career up to the pending decision.
func (d *EngineDriver) Answers() []engine.Answer { return d.s.Answers() }
