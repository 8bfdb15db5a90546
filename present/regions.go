package present

import "uboat/draw"

// The screen regions of the play scenes.
var (
	TopBar    = draw.Rect{X: 0, Y: 0, W: draw.LogicalW, H: 34}
	Stage     = draw.Rect{X: 0, Y: 34, W: 880, H: 500}
	LogArea   = draw.Rect{X: 0, Y: 534, W: 880, H: 186}
	StatusBox = draw.Rect{X: 880, Y: 34, W: 400, H: 686}
)
