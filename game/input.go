package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"uboat/draw"
)

// Action is what the player asks for, whatever the device: mouse, keyboard, gamepad and
// touch all map to the same actions.
type Action int

// Actions.
const (
	ActNone Action = iota
	ActConfirm
	ActBack
	ActUp
	ActDown
	ActLeft
	ActRight
	ActSkip
	ActLog
	ActPace
	ActFullscreen
	ActMenu
	ActChoice1 // ActChoice1 … ActChoice9 are the number keys
	ActChoice2
	ActChoice3
	ActChoice4
	ActChoice5
	ActChoice6
	ActChoice7
	ActChoice8
	ActChoice9
	ActHelp // explain the term under the pointer or the focused control (F1, H, ?)
	numActions
)

// ChoiceAction returns the action of the number key n (1–9).
func ChoiceAction(n int) Action {
	if n < 1 || n > 9 {
		return ActNone
	}
	return ActChoice1 + Action(n-1)
}

// KeyBindings map keys to actions. In text mode (a name being typed) only the keys of
// TextModeKeys act.
var KeyBindings = map[ebiten.Key]Action{
	ebiten.KeyEnter: ActConfirm, ebiten.KeyNumpadEnter: ActConfirm,
	ebiten.KeyEscape: ActBack, ebiten.KeyBackspace: ActNone,
	ebiten.KeyArrowUp: ActUp, ebiten.KeyArrowDown: ActDown, ebiten.KeyArrowLeft: ActLeft, ebiten.KeyArrowRight: ActRight,
	ebiten.KeyW: ActUp, ebiten.KeyS: ActDown, ebiten.KeyA: ActLeft, ebiten.KeyD: ActRight,
	ebiten.KeySpace: ActSkip, ebiten.KeyL: ActLog, ebiten.KeyP: ActPace, ebiten.KeyF11: ActFullscreen,
	ebiten.KeyF10: ActMenu, ebiten.KeyM: ActMenu,
	ebiten.KeyF1: ActHelp, ebiten.KeyH: ActHelp, ebiten.KeySlash: ActHelp,
	ebiten.KeyDigit1: ActChoice1, ebiten.KeyDigit2: ActChoice2, ebiten.KeyDigit3: ActChoice3,
	ebiten.KeyDigit4: ActChoice4, ebiten.KeyDigit5: ActChoice5, ebiten.KeyDigit6: ActChoice6,
	ebiten.KeyDigit7: ActChoice7, ebiten.KeyDigit8: ActChoice8, ebiten.KeyDigit9: ActChoice9,
	ebiten.KeyNumpad1: ActChoice1, ebiten.KeyNumpad2: ActChoice2, ebiten.KeyNumpad3: ActChoice3,
	ebiten.KeyNumpad4: ActChoice4, ebiten.KeyNumpad5: ActChoice5, ebiten.KeyNumpad6: ActChoice6,
	ebiten.KeyNumpad7: ActChoice7, ebiten.KeyNumpad8: ActChoice8, ebiten.KeyNumpad9: ActChoice9,
}

// TextModeKeys act while text is being typed.
var TextModeKeys = map[ebiten.Key]bool{
	ebiten.KeyEnter: true, ebiten.KeyNumpadEnter: true, ebiten.KeyEscape: true, ebiten.KeyArrowUp: true,
	ebiten.KeyArrowDown: true, ebiten.KeyArrowLeft: true, ebiten.KeyArrowRight: true, ebiten.KeyF11: true,
}

// PadBindings map the standard gamepad layout to actions.
var PadBindings = map[ebiten.StandardGamepadButton]Action{
	ebiten.StandardGamepadButtonRightBottom:   ActConfirm, // A / Cross
	ebiten.StandardGamepadButtonRightRight:    ActBack,    // B / Circle
	ebiten.StandardGamepadButtonRightLeft:     ActSkip,    // X / Square
	ebiten.StandardGamepadButtonRightTop:      ActLog,     // Y / Triangle
	ebiten.StandardGamepadButtonFrontTopRight: ActPace,
	ebiten.StandardGamepadButtonCenterRight:   ActMenu, // Start
	ebiten.StandardGamepadButtonCenterLeft:    ActHelp, // Back / Select / Share: explain the focused control (issue 14)
	ebiten.StandardGamepadButtonLeftTop:       ActUp,
	ebiten.StandardGamepadButtonLeftBottom:    ActDown,
	ebiten.StandardGamepadButtonLeftLeft:      ActLeft,
	ebiten.StandardGamepadButtonLeftRight:     ActRight,
}

// Input is one frame's input: actions just triggered and the pointer in canvas
// coordinates.
type Input struct {
	just     [numActions]bool
	X, Y     float64 // pointer position on the canvas
	Moved    bool    // the pointer moved this frame (hover follows it)
	Clicked  bool    // a click or tap ended this frame at X, Y
	Wheel    float64 // vertical wheel steps (positive: up)
	Chars    []rune  // typed characters (text mode)
	Erase    bool    // backspace (text mode)
	TextMode bool    // set by a scene while a text field has focus
	// Any is set when any key, mouse button, touch or gamepad button went down this frame
	// (attract mode ends on it; a pointer merely moving does not count).
	Any bool
	// Held counts the frames a touch has stayed down near where it went down (a long
	// press shows the tooltip there); 0 without a touch.
	Held int

	lastX, lastY float64
	keys         []ebiten.Key
	pads         []ebiten.GamepadID
	padButtons   []ebiten.StandardGamepadButton
	touches      []ebiten.TouchID
	touchPos     map[ebiten.TouchID][2]float64
	touchFrom    [2]float64 // where the touch being held went down
	axisHeld     [2]int
}

// AnyInput reports any key, click, touch or button this frame, or any action however
// it came (a key bound to an action — Space, the number keys — or one triggered).
func (in *Input) AnyInput() bool {
	if in.Any || in.Clicked {
		return true
	}
	for _, j := range in.just {
		if j {
			return true
		}
	}
	return false
}

// Just reports whether the action was triggered this frame.
func (in *Input) Just(a Action) bool { return in.just[a] }

// Trigger sets an action for this frame (tests, autoplay, on-screen buttons).
func (in *Input) Trigger(a Action) { in.just[a] = true }

// PadPress takes a button of the standard gamepad layout pressed this frame: its action
// (PadBindings) is triggered, and it counts as input (Any). Poll calls it for each
// button just pressed; tests press buttons through it.
func (in *Input) PadPress(b ebiten.StandardGamepadButton) {
	in.Any = true
	if a, ok := PadBindings[b]; ok {
		in.just[a] = true
	}
}

// Consume clears an action so that later handlers in the same frame don't see it.
func (in *Input) Consume(a Action) { in.just[a] = false }

// Choice returns the number key 1–9 pressed this frame, or 0.
func (in *Input) Choice() int {
	for n := 1; n <= 9; n++ {
		if in.just[ChoiceAction(n)] {
			return n
		}
	}
	return 0
}

// Pointer implements draw.Controls: X, Y, Moved and Clicked.
func (in *Input) Pointer() (x, y float64, moved, clicked bool) {
	return in.X, in.Y, in.Moved, in.Clicked
}

// WheelSteps implements draw.Controls: Wheel.
func (in *Input) WheelSteps() float64 { return in.Wheel }

// widgetKeys are the actions behind the widgets' keys.
var widgetKeys = [...]Action{draw.KeyUp: ActUp, draw.KeyDown: ActDown, draw.KeyConfirm: ActConfirm, draw.KeyLog: ActLog}

// Pressed implements draw.Controls: the action of the widget key was triggered.
func (in *Input) Pressed(k draw.Key) bool {
	return k >= 0 && int(k) < len(widgetKeys) && in.just[widgetKeys[k]]
}

var _ draw.Controls = (*Input)(nil)

// Reset clears the frame's actions.
func (in *Input) Reset() {
	in.just = [numActions]bool{}
	in.Clicked, in.Moved, in.Erase, in.Any = false, false, false, false
	in.Wheel = 0
	in.Chars = in.Chars[:0]
}

// Poll reads every device for this frame. fit maps screen coordinates to the canvas.
func (in *Input) Poll(fit Fit) {
	in.Reset()
	in.keys = inpututil.AppendJustPressedKeys(in.keys[:0])
	in.Any = len(in.keys) > 0
	for b := ebiten.MouseButton0; b <= ebiten.MouseButtonMax; b++ {
		if inpututil.IsMouseButtonJustPressed(b) {
			in.Any = true
		}
	}
	for _, k := range in.keys {
		if in.TextMode && !TextModeKeys[k] {
			continue
		}
		if a, ok := KeyBindings[k]; ok && a != ActNone {
			in.just[a] = true
		}
	}
	if in.TextMode {
		in.Chars = ebiten.AppendInputChars(in.Chars)
		if inpututil.IsKeyJustPressed(ebiten.KeyBackspace) || (inpututil.KeyPressDuration(ebiten.KeyBackspace) > 20 && inpututil.KeyPressDuration(ebiten.KeyBackspace)%4 == 0) {
			in.Erase = true
		}
	}
	// mouse
	cx, cy := ebiten.CursorPositionF()
	x, y := fit.ToLogical(cx, cy)
	if x != in.lastX || y != in.lastY {
		in.Moved = true
		in.X, in.Y = x, y
		in.lastX, in.lastY = x, y
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		in.Clicked = true
		in.X, in.Y = x, y
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) {
		in.just[ActBack] = true
	}
	_, wy := ebiten.Wheel()
	in.Wheel = wy
	// touch: a tap is a touch released; its position is where it last was
	if in.touchPos == nil {
		in.touchPos = map[ebiten.TouchID][2]float64{}
	}
	in.touches = inpututil.AppendJustPressedTouchIDs(in.touches[:0])
	if len(in.touches) > 0 {
		in.Any = true
	}
	in.touches = ebiten.AppendTouchIDs(in.touches[:0])
	held := false
	for _, id := range in.touches {
		tx, ty := ebiten.TouchPositionF(id)
		lx, ly := fit.ToLogical(tx, ty)
		in.touchPos[id] = [2]float64{lx, ly}
		in.X, in.Y, in.Moved = lx, ly, true
		held = true
	}
	in.holdTouch(held)
	in.touches = inpututil.AppendJustReleasedTouchIDs(in.touches[:0])
	for _, id := range in.touches {
		if p, ok := in.touchPos[id]; ok {
			in.X, in.Y = p[0], p[1]
			in.Clicked = true
			delete(in.touchPos, id)
		}
	}
	// gamepads
	in.pads = ebiten.AppendGamepadIDs(in.pads[:0])
	for _, id := range in.pads {
		for b := ebiten.GamepadButton0; b <= ebiten.GamepadButtonMax; b++ {
			if inpututil.IsGamepadButtonJustPressed(id, b) {
				in.Any = true
			}
		}
		if !ebiten.IsStandardGamepadLayoutAvailable(id) {
			continue
		}
		in.padButtons = inpututil.AppendJustPressedStandardGamepadButtons(id, in.padButtons[:0])
		for _, b := range in.padButtons {
			in.PadPress(b)
		}
		// left stick as a d-pad, with repeat while held
		v := ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickVertical)
		switch {
		case v < -0.6:
			in.axisHeld[0]++
			if in.axisHeld[0] == 1 || in.axisHeld[0]%12 == 0 {
				in.just[ActUp] = true
			}
		case v > 0.6:
			in.axisHeld[1]++
			if in.axisHeld[1] == 1 || in.axisHeld[1]%12 == 0 {
				in.just[ActDown] = true
			}
		default:
			in.axisHeld = [2]int{}
		}
	}
}

// holdTouch counts a touch held down (Held) at the pointer: the count restarts when the
// touch strays more than 8 px from where it went down, and ends with the touch.
func (in *Input) holdTouch(down bool) {
	switch {
	case !down:
		in.Held = 0
	case in.Held == 0 || math.Abs(in.X-in.touchFrom[0]) > 8 || math.Abs(in.Y-in.touchFrom[1]) > 8:
		in.touchFrom = [2]float64{in.X, in.Y}
		in.Held = 1
	default:
		in.Held++
	}
}

// EditText applies this frame's typing to the text in buf: the printable characters
// typed are appended while it is shorter than limit runes (limit ≤ 0: no limit), and
// backspace removes the last rune. It reports whether buf changed.
func (in *Input) EditText(buf *[]rune, limit int) bool {
	changed := false
	for _, r := range in.Chars {
		if r >= ' ' && (limit <= 0 || len(*buf) < limit) {
			*buf = append(*buf, r)
			changed = true
		}
	}
	if in.Erase && len(*buf) > 0 {
		*buf = (*buf)[:len(*buf)-1]
		changed = true
	}
	return changed
}
