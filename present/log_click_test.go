package present

import (
	"testing"

	"uboat/draw"
)

// clickControls is a click at one point.
type clickControls struct{ x, y float64 }

func (c clickControls) Pointer() (float64, float64, bool, bool) { return c.x, c.y, true, true }
func (clickControls) WheelSteps() float64                       { return 0 }
func (clickControls) Pressed(draw.Key) bool                     { return false }
func (clickControls) Choice() int                               { return 0 }

// A click on the roll log's title expands it and a second click closes it (the mouse's
// way to the L key); a click on its lines does not.
func TestRollLogTitleClickExpands(t *testing.T) {
	var l RollLog
	l.AddText("Box 1: Bay of Biscay", draw.ColInk)
	r := l.Rect()
	l.Update(clickControls{r.X + 40, r.Y + 60})
	if l.Expanded {
		t.Fatal("a click on the log's lines expanded it")
	}
	l.Update(clickControls{r.X + 40, r.Y + 8})
	if !l.Expanded {
		t.Fatal("a click on the log's title did not expand it")
	}
	e := l.Rect()
	if e.H <= r.H {
		t.Fatalf("expanded log %v is no larger than %v", e, r)
	}
	l.Update(clickControls{e.X + 40, e.Y + 8})
	if l.Expanded {
		t.Fatal("a click on the expanded log's title did not close it")
	}
}
