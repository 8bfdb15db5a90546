package present

import (
	"fmt"
	"reflect"
	"testing"

	"uboat/engine"
)

// The status board follows a real career: driven through an engine session, with every
// event applied to the board as it would be shown and the live state shown at each
// decision (CatchUp), the board shows the followed view again after the next event, ends
// on the view of the engine's final state, and went through the changes a career brings
// (new months, redraws, though not at every event) on the way.
func TestStatusBoardFollowsCareer(t *testing.T) {
	for _, typ := range []string{"VIIC", "IXB", "XIV"} {
		c, err := engine.NewCareer(engine.Config{Seed: 9, Type: typ}, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := engine.NewSession(c)
		var b StatusBoard
		b.Start(engine.View{}, c.Data().Boards) // before career_start: nothing on the board
		var months, redraws, events, caughtUp int
		for n := 0; ; n++ {
			evs, d := s.Next()
			for _, e := range evs {
				before := b.View
				b.dirty = false
				b.Apply(e)
				events++
				if !sameView(b.View, b.followed) {
					t.Fatalf("%s: after event %d (%s) the board does not show the events' view", typ, events, e.Head().T)
				}
				if b.dirty {
					redraws++
				}
				if b.View.Date != before.Date {
					months++
				}
			}
			if d == nil {
				break
			}
			live := engine.ViewOf(c.State())
			if !sameView(b.View, live) {
				caughtUp++
			}
			b.CatchUp(live)
			if err := s.Choose(d.Seq, d.Options[n%len(d.Options)].Key); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Err(); err != nil {
			t.Fatal(err)
		}
		if want := engine.ViewOf(c.State()); !sameView(b.View, want) {
			t.Errorf("%s: at the career's end the board shows\n%+v\nthe state is\n%+v", typ, b.View, want)
		}
		if !b.View.Ended || months < 2 || redraws == 0 || redraws == events {
			t.Errorf("%s: ended %v, %d events, %d months, %d redraws", typ, b.View.Ended, events, months, redraws)
		}
		bd := b.Board()
		if want := c.Data().Boards[b.View.Type]; want == nil || !reflect.DeepEqual(bd, *want) || bd.HullBoxes == 0 {
			t.Errorf("%s: board maxima %+v, want those of type %q", typ, bd, b.View.Type)
		}
		t.Logf("%s: %d events, %d redraws, %d months, %d decisions caught up, %d patrols, %d ships",
			typ, events, redraws, months, caughtUp, b.View.Patrols, b.View.CareerShips)
	}
}

// Before the rank roll the board shows the lowest rank; the maxima of an unknown type are zero.
func TestStatusBoardDefaults(t *testing.T) {
	var b StatusBoard
	b.Start(engine.View{Type: "no such type"}, engine.MustData().Boards)
	if b.Rank() != engine.RankOltzS || !reflect.DeepEqual(b.Board(), engine.Board{}) {
		t.Errorf("rank %d, board %+v", b.Rank(), b.Board())
	}
	b.View.Rank = engine.RankKptLt
	if b.Rank() != engine.RankKptLt {
		t.Errorf("rank %d", b.Rank())
	}
}

// sameView compares two views field by field, an empty slice equal to a nil one.
func sameView(a, b engine.View) bool { return fmt.Sprintf("%+v", a) == fmt.Sprintf("%+v", b) }
