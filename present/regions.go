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

// DockArea is the column the decision dock is laid out in: the stage and the roll log
// together. The dock sits at its bottom, in the roll log's place, as high as its
// decision needs (at most DockMaxH); the roll log keeps what is left of its area above
// the dock, and a dock higher than the log's area squeezes the stage above it (the
// play scene draws the stage scaled into StageAbove), so the decision never covers
// what it is about and never overlaps the log.
var DockArea = draw.Rect{X: 0, Y: Stage.Y, W: Stage.W, H: LogArea.Y + LogArea.H - Stage.Y}

// DockMaxH is the highest the dock grows (px), leaving the stage at least 72% of its height.
const DockMaxH = 326.0

// StageAbove returns the stage's rectangle when the dock's top edge is at top (px): the
// stage itself while the dock fits in the log's area, else the stage scaled down
// (keeping its proportions, centred) into the room above the dock, with the scale.
func StageAbove(top float64) (r draw.Rect, scale float64) {
	if top >= LogArea.Y {
		return Stage, 1
	}
	scale = (top - Stage.Y) / Stage.H
	w := Stage.W * scale
	return draw.Rect{X: Stage.X + (Stage.W-w)/2, Y: Stage.Y, W: w, H: top - Stage.Y}, scale
}

// LogAbove returns the roll log's rectangle when the dock's top edge is at top (px;
// LogArea.Y+LogArea.H: no dock): what is left of the log's area above the dock, or,
// expanded, the stage and the log's area above the dock. H ≤ 0: no room for the log.
func LogAbove(top float64, expanded bool) draw.Rect {
	y := LogArea.Y
	if expanded {
		y = Stage.Y
	}
	return draw.Rect{X: LogArea.X, Y: y, W: LogArea.W, H: top - y}
}
