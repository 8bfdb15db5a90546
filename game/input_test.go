package game

import (
	"testing"

	"uboat/draw"
)

// The widgets (package draw) see the game's actions through draw.Controls.
func TestInputAsWidgetControls(t *testing.T) {
	var in Input
	in.X, in.Y, in.Moved, in.Clicked, in.Wheel = 10, 20, true, true, -2
	in.Trigger(ActLog)
	in.Trigger(ActDown)
	var c draw.Controls = &in
	if x, y, moved, clicked := c.Pointer(); x != 10 || y != 20 || !moved || !clicked {
		t.Errorf("pointer %v,%v moved %v clicked %v", x, y, moved, clicked)
	}
	if c.WheelSteps() != -2 {
		t.Errorf("wheel %v", c.WheelSteps())
	}
	want := map[draw.Key]bool{draw.KeyUp: false, draw.KeyDown: true, draw.KeyConfirm: false, draw.KeyLog: true, draw.Key(99): false, draw.Key(-1): false}
	for k, w := range want {
		if c.Pressed(k) != w {
			t.Errorf("Pressed(%d) = %v, want %v", k, !w, w)
		}
	}
	l := draw.ButtonList{Buttons: []draw.Button{{R: draw.Rect{X: 0, Y: 0, W: 5, H: 5}}, {R: draw.Rect{X: 0, Y: 10, W: 50, H: 50}}}}
	if got := l.Update(&in); got != 1 {
		t.Errorf("a click on the second button activated %d", got)
	}
}
