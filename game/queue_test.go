package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"testing"

	"uboat/engine"
)

func roll(table string) engine.Event { return &engine.RollEvent{Table: table} }

// playAll drives the queue as the campaign does and returns the frames it took.
func playAll(q *Queue, p Pace, started *[]engine.Event) int {
	frames := 0
	for !q.Idle() && frames < 10000 {
		frames++
		q.Tick()
		for !q.Busy() && q.Len() > 0 {
			*started = append(*started, q.Pop(p))
		}
	}
	return frames
}

func TestQueuePlaysInOrderAtEachPace(t *testing.T) {
	evs := []engine.Event{roll("E1"), &engine.BoxEvent{}, roll("E2"), &engine.DecisionEvent{}}
	var frames [3]int
	for p := PaceNormal; p <= PaceInstant; p++ {
		var q Queue
		q.Push(evs)
		var got []engine.Event
		frames[p] = playAll(&q, p, &got)
		if len(got) != len(evs) {
			t.Fatalf("pace %v: %d events shown", p, len(got))
		}
		for i := range evs {
			if got[i] != evs[i] {
				t.Fatalf("pace %v: event %d out of order", p, i)
			}
		}
	}
	if !(frames[PaceNormal] > frames[PaceFast] && frames[PaceFast] > frames[PaceInstant] && frames[PaceInstant] == 1) {
		t.Errorf("frames by pace %v: want normal > fast > instant = 1", frames)
	}
}

func TestQueueSkipFlushes(t *testing.T) {
	var q Queue
	q.Push([]engine.Event{roll("A"), roll("B"), roll("C")})
	q.Tick()
	q.Pop(PaceNormal)
	if !q.Busy() {
		t.Fatal("normal pace: the first event should be on show")
	}
	q.Skipping = true
	var got []engine.Event
	if n := playAll(&q, PaceNormal, &got); n != 1 || len(got) != 2 {
		t.Fatalf("skip took %d frames for %d events", n, len(got))
	}
	if q.Skipping {
		t.Error("skipping should stop once the queue is empty")
	}
	q.Push([]engine.Event{roll("D")})
	q.Tick()
	q.Pop(PaceNormal)
	if !q.Busy() {
		t.Error("a later batch plays at the normal pace again")
	}
}

func TestEventFrames(t *testing.T) {
	sunk := &engine.ShipDamageEvent{Header: engine.Header{T: engine.TShipSunk}}
	if EventFrames(sunk, PaceNormal) <= EventFrames(roll("E1"), PaceNormal) {
		t.Error("a sinking should stay on show longer than a roll")
	}
	if EventFrames(&engine.DecisionEvent{}, PaceNormal) != 0 || EventFrames(roll("E1"), PaceInstant) != 0 {
		t.Error("decisions and instant pace take no time")
	}
}

type nameScene string

func (n nameScene) Name() string       { return string(n) }
func (n nameScene) Update(*Game) error { return nil }
func (nameScene) Draw(_ *ebiten.Image) {}

func TestStackFadesAndChangesAtTheDarkestPoint(t *testing.T) {
	var s Stack
	s.Push(nameScene("title"), false)
	s.Push(nameScene("setup"), true)
	if s.Top().Name() != "title" || !s.Fading() {
		t.Fatal("the push should wait for the fade")
	}
	maxDark, frames := 0.0, 0
	for s.Fading() {
		s.Step()
		frames++
		maxDark = max(maxDark, s.Darkness())
		if s.Darkness() > 0.99 && s.Top().Name() != "setup" {
			t.Fatal("not changed at the darkest point")
		}
	}
	if s.Top().Name() != "setup" || s.Len() != 2 || maxDark < 0.99 || frames != 2*fadeDefault-1 {
		t.Fatalf("after fade: top %s len %d dark %.2f frames %d", s.Top().Name(), s.Len(), maxDark, frames)
	}
	s.Replace(nameScene("port"), false)
	if s.Top().Name() != "port" || s.Len() != 2 {
		t.Fatal("replace")
	}
	s.Pop(true)
	s.Reset(nameScene("end"), true) // chained during the fade
	for s.Fading() {
		s.Step()
	}
	if s.Len() != 1 || s.Top().Name() != "end" {
		t.Fatalf("chained changes: len %d top %s", s.Len(), s.Top().Name())
	}
}
