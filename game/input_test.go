package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

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

// A touch held still counts its frames (a long press shows the tooltip, issue 14); it
// starts again when the touch strays more than 8 px, and ends with the touch.
func TestTouchHeld(t *testing.T) {
	var in Input
	in.X, in.Y = 100, 100
	for i := 0; i < 5; i++ {
		in.holdTouch(true)
	}
	if in.Held != 5 {
		t.Fatalf("held %d frames, want 5", in.Held)
	}
	in.X = 106 // within 8 px
	in.holdTouch(true)
	if in.Held != 6 {
		t.Fatalf("after a small slide: %d, want 6", in.Held)
	}
	in.X = 120
	in.holdTouch(true)
	if in.Held != 1 {
		t.Fatalf("after straying: %d, want 1", in.Held)
	}
	in.holdTouch(false)
	if in.Held != 0 {
		t.Fatalf("after the touch: %d", in.Held)
	}
}

// The gamepad has a help button (issue 14): Back (Select) asks for the explanation of
// the focused control, as F1 does; the other buttons keep their actions.
func TestGamepadHelpButton(t *testing.T) {
	var in Input
	in.PadPress(ebiten.StandardGamepadButtonCenterLeft)
	if !in.Just(ActHelp) || !in.Any {
		t.Errorf("Back/Select: help %v, any input %v", in.Just(ActHelp), in.Any)
	}
	in.Reset()
	in.PadPress(ebiten.StandardGamepadButtonRightTop)
	if in.Just(ActHelp) || !in.Just(ActLog) {
		t.Errorf("Y: help %v, log %v", in.Just(ActHelp), in.Just(ActLog))
	}
	help := 0
	for _, a := range PadBindings {
		if a == ActHelp {
			help++
		}
	}
	if help != 1 {
		t.Errorf("%d gamepad buttons ask for help, want 1", help)
	}
}
