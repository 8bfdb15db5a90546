package present

import "uboat/draw"

// The screen regions of the play scenes.
var (
	TopBar    = draw.Rect{X: 0, Y: 0, W: draw.LogicalW, H: 34}
	Stage     = draw.Rect{X: 0, Y: 34, W: 880, H: 500}
	LogArea   = draw.Rect{X: 0, Y: 534, W: 880, H: 186}
	StatusBox = draw.Rect{X: 880, Y: 34, W: 400, H: 686}
)

// The overlays of the play scenes, each in a region of its own that none of the others
// overlaps: the caption of the latest event and the dice tray along the stage's top, and
// the game's notices ("Pace: fast", errors) in the top bar where the pace hint stands
// (the hint gives way while a notice shows).
var (
	CaptionBox = draw.Rect{X: Stage.X + 10, Y: Stage.Y + 8, W: 600, H: 26}
	DiceBox    = draw.Rect{X: Stage.X + Stage.W - 250, Y: Stage.Y + 8, W: 240, H: 66}
	NoticeBox  = draw.Rect{X: 760, Y: 1, W: draw.LogicalW - 760 - 4, H: TopBar.H - 2}
)
