package watch

import (
	"strings"
	"testing"

	"uboat/engine"
	"uboat/game"
)

// -moments: each named kind is pictured once, after its delay; other kinds, and runs
// that name none, picture nothing.
func TestMomentsQueueOncePerKind(t *testing.T) {
	g := &game.Game{Frame: 100}
	s := &Shots{Dir: t.TempDir(), Moments: "medal,hedgehog"}
	g.Watch(s)
	g.Moment("medal", 10)
	g.Moment("medal", 3)    // the same kind again: already pending
	g.Moment("storm", 1)    // not asked for
	g.Moment("hedgehog", 0) // at once (next frame)
	if len(s.pending) != 2 || s.pending[0] != (momentShot{"medal", 110}) || s.pending[1] != (momentShot{"hedgehog", 101}) {
		t.Fatalf("pending %+v", s.pending)
	}
	all := &Shots{Dir: t.TempDir(), Moments: "all"}
	all.Moment(g, "storm", 5)
	if len(all.pending) != 1 {
		t.Errorf("-moments all: %+v", all.pending)
	}
	off := &Shots{Dir: t.TempDir()}
	off.Moment(g, "storm", 5)
	if len(off.pending) != 0 {
		t.Errorf("without -moments no moment is pictured: %+v", off.pending)
	}
}

// Saves counts the autosaves the game reports (Game.NoteSave) and keeps the latest.
func TestSavesRecordsTheLatest(t *testing.T) {
	c, err := engine.NewCareer(engine.Config{Seed: 3, Type: "VIIC", Start: engine.MonthOf(1943, 7), Kommandant: "K", UNumber: "U-3"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ses := engine.NewSession(c)
	defer ses.Close()
	_, d := ses.Next()
	sv, err := ses.Save()
	if err != nil || d == nil {
		t.Fatal(err)
	}
	g := &game.Game{}
	g.NoteSave("unwatched", sv, func() string { t.Fatal("hashed without an observer"); return "" })
	s := &Saves{}
	g.Watch(s)
	g.NoteSave("a", sv, func() string { return "h1" })
	g.NoteSave("b", sv, func() string { return "h2" })
	if s.N != 2 || s.Last.Slot != "b" || s.Last.LogHash != "h2" || s.Last.Pending != d.ID || !strings.Contains(s.Last.JSON, `"answers"`) {
		t.Fatalf("recorded %d, last %+v", s.N, s.Last)
	}
}
