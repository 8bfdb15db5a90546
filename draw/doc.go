// Package draw is the game's drawing library on Ebitengine, with no knowledge of the
// rules: the 1280×720 logical canvas and its rectangles (Rect), text drawn from a glyph
// atlas (DrawText, TextWidth, Wrap: no allocation for glyphs already seen), shapes
// drawn with a shared vertex buffer (FillRectF, StrokeLineF, FillConvexF …: never
// Ebitengine's vector package), the theme's colours, and the widgets (Panel, buttons,
// ButtonList, Gauge), which read input through Controls.
//
// Units are canvas pixels (float64 for layout, float32 for shapes); colours are
// color.RGBA, straight alpha.
package draw
