package game

import "uboat/engine"

// Queue holds the engine's events waiting to be shown and plays them one at a time, each
// for a number of frames that depends on the event and the pace. The play scenes decide
// what each event looks like; the queue only keeps order and time.
type Queue struct {
	items []engine.Event
	head  int
	timer int // frames left for the current event
	// Skipping plays everything still queued at once (the player pressed skip).
	Skipping bool
}

// Push appends events in order.
func (q *Queue) Push(ev []engine.Event) {
	if q.head > 0 && q.head == len(q.items) {
		q.items = q.items[:0]
		q.head = 0
	}
	q.items = append(q.items, ev...)
}

// Len returns the number of events not yet started.
func (q *Queue) Len() int { return len(q.items) - q.head }

// Busy reports whether the current event is still on show.
func (q *Queue) Busy() bool { return q.timer > 0 }

// Idle reports that nothing is on show and nothing waits.
func (q *Queue) Idle() bool { return q.timer <= 0 && q.Len() == 0 }

// Peek returns the next event without starting it (nil when none).
func (q *Queue) Peek() engine.Event {
	if q.Len() == 0 {
		return nil
	}
	return q.items[q.head]
}

// Tick advances the current event's time by one frame.
func (q *Queue) Tick() {
	if q.timer > 0 {
		q.timer--
	}
	if q.Skipping {
		q.timer = 0
	}
}

// Pop starts the next event, showing it for its duration at the pace (none when
// skipping), and returns it; nil when the queue is empty.
func (q *Queue) Pop(p Pace) engine.Event {
	if q.Len() == 0 {
		return nil
	}
	e := q.items[q.head]
	q.items[q.head] = nil
	q.head++
	if q.Skipping {
		q.timer = 0
	} else {
		q.timer = EventFrames(e, p)
	}
	if q.Len() == 0 {
		q.Skipping = false
	}
	return e
}

// Hold keeps the current event on show at least n more frames (an animation that
// wants longer).
func (q *Queue) Hold(n int) {
	if !q.Skipping && n > q.timer {
		q.timer = n
	}
}

// Clear drops everything.
func (q *Queue) Clear() {
	clear(q.items)
	q.items = q.items[:0]
	q.head = 0
	q.timer = 0
	q.Skipping = false
}

// EventFrames is how many frames (at 60 per second) an event stays on show at a pace:
// the normal pace lets each animation play, fast is a quarter of it, instant none.
func EventFrames(e engine.Event, p Pace) int {
	if p == PaceInstant || e == nil {
		return 0
	}
	n := 30
	switch e := e.(type) {
	case *engine.RollEvent:
		n = 40
	case *engine.DecisionEvent:
		n = 0
	case *engine.CareerStart:
		n = 30
	case *engine.AssignmentEvent:
		n = 70
	case *engine.BoxEvent:
		n = 55
	case *engine.EncounterEvent:
		n = 50
	case *engine.ShipEvent:
		n = 45
	case *engine.TorpedoEvent:
		n = 70
	case *engine.ShipDamageEvent:
		n = 40
		if e.T == engine.TShipSunk {
			n = 100
		}
	case *engine.UboatDamageEvent:
		n = 40
	case *engine.CrewEvent:
		n = 35
	case *engine.PatrolEndEvent:
		n = 90
	case *engine.RefitEvent:
		n = 60
	case *engine.KeyEvent:
		n = 50
	case *engine.CareerEndEvent:
		n = 120
	}
	if p == PaceFast {
		n = (n + 3) / 4
	}
	return n
}
