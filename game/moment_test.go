package game

import "testing"

// -moments: each named kind is pictured once, after its delay; other kinds and runs
// without -screenshot picture nothing.
func TestMomentsQueueOncePerKind(t *testing.T) {
	g := &Game{Opt: Options{ScreenshotDir: t.TempDir(), MomentShots: "medal,hedgehog"}, Frame: 100}
	g.Moment("medal", 10)
	g.Moment("medal", 3)    // the same kind again: already pending
	g.Moment("storm", 1)    // not asked for
	g.Moment("hedgehog", 0) // at once (next frame)
	if len(g.pending) != 2 || g.pending[0] != (momentShot{"medal", 110}) || g.pending[1] != (momentShot{"hedgehog", 101}) {
		t.Fatalf("pending %+v", g.pending)
	}
	all := &Game{Opt: Options{ScreenshotDir: t.TempDir(), MomentShots: "all"}}
	all.Moment("storm", 5)
	if len(all.pending) != 1 {
		t.Errorf("-moments all: %+v", all.pending)
	}
	off := &Game{Opt: Options{MomentShots: "all"}}
	off.Moment("storm", 5)
	if len(off.pending) != 0 {
		t.Errorf("without -screenshot nothing is pictured: %+v", off.pending)
	}
}
