package present

import (
	"math"
	"strconv"
	"strings"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
)

// The tips of the play screen's chrome and stage (issue 14: every term, label, icon,
// table code and modifier explains itself): the caption, the dice tray, the top bar, the
// ships, aircraft and boat on the stage, and the stages' fixed labels.

// LineTips adds the tips of a line of text drawn with its top left at (x, y) in font at
// size, lh high: each glossary term it names and each rule number and table code
// (tip.rule, tip.table), where they are drawn.
func LineTips(t *Tips, tf TermFinder, text string, font int, size, x, y, lh float64) {
	textTips(t, tf, text, font, size, x, y, lh, "", "")
}

// TextX returns the left edge of text drawn at x with the alignment (draw.AlignLeft,
// AlignCenter, AlignRight) in font at size.
func TextX(text string, font int, size, x float64, align draw.Align) float64 {
	switch align {
	case draw.AlignCenter:
		return x - draw.TextWidth(text, font, size)/2
	case draw.AlignRight:
		return x - draw.TextWidth(text, font, size)
	}
	return x
}

// RollLabel is the dice tray's heading of a roll: the table's name and code
// ("Torpedo to-hit [U1]").
func RollLabel(e *engine.RollEvent) string {
	return strings.TrimSpace(TableName(e.Table) + " " + TableRef(e.Table))
}

// modsTip returns the modifiers of roll e, each with whether it helps or hurts on its
// table, one sentence each ("+1 green crew ([U1]): hurts you on this roll."), or that
// the roll had none.
func modsTip(e *engine.RollEvent) string {
	if len(e.Mods) == 0 {
		return tr("tip.no_mods") + "."
	}
	var b strings.Builder
	for i, m := range e.Mods {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(modTip(e.Table, ModText(m)))
		b.WriteByte('.')
	}
	return b.String()
}

// chartTip is the sentence a roll's tip ends with: a click opens its chart (when the
// table has one, charts.go).
func chartTip(e *engine.RollEvent) string {
	if HasChart(e.Table) {
		return " " + tr("tip.chart")
	}
	return ""
}

// DieTip is the tip of die i of roll e drawn in r: the die's face, the roll it was
// rolled for (the table's name, code and column), each modifier of the roll and
// whether it helps or hurts on that table (ModHelps), and that a click opens the
// table's chart. Its title is the table; Link the table's code.
func DieTip(r draw.Rect, e *engine.RollEvent, i int) Tip {
	if i < 0 || i >= len(e.Faces) {
		return Tip{}
	}
	what := RollLabel(e)
	if col := ColumnText(e.Table, e.Column); col != "" {
		what += " (" + col + ")"
	}
	text := tr("tip.die", "n", i+1, "dice", DiceText(e.Dice), "face", e.Faces[i], "table", what) + ". " + modsTip(e) + chartTip(e)
	return Tip{R: r, Title: TableName(e.Table), Text: text, Link: e.Table}
}

// RollTotalTip is the tip of roll e's modified total drawn in r ("+1 → 8"): the sum of
// the modifiers, each explained, under the glossary's DRM.
func RollTotalTip(r draw.Rect, e *engine.RollEvent) Tip {
	sum := 0
	for _, m := range e.Mods {
		sum += m.V
	}
	text := tr("tip.total", "mods", SignedInt(sum), "total", strconv.Itoa(e.Total)) + " " + modsTip(e)
	return Tip{R: r, Term: "drm", Text: strings.TrimSuffix(text, ".")}
}

// RollResultTip is the tip of roll e's result drawn in r: what it means on its table,
// the terms it names, and the chart a click opens.
func RollResultTip(r draw.Rect, e *engine.RollEvent) Tip {
	res := ResultText(e.Table, e.Result)
	tp := TermsTip(r, res)
	tp.Title = res
	tp.Text = tr("tip.result", "result", res, "table", RollLabel(e)) + "." + chartTip(e)
	tp.Link = e.Table
	return tp
}

// RollLabelTip is the tip of the dice tray's heading (RollLabel) drawn in r: the
// table, which a click opens as a chart.
func RollLabelTip(r draw.Rect, e *engine.RollEvent) Tip {
	return Tip{R: r, Title: TableName(e.Table), Text: tr("tip.roll_table", "table", RollLabel(e)) + "." + chartTip(e), Link: e.Table}
}

// ShipTerm returns the glossary term of a ship class (engine.ClassEscort …): the escort,
// the capital ship, else the tonnage a merchant counts for.
func ShipTerm(class string) string {
	switch class {
	case engine.ClassEscort:
		return "escort"
	case engine.ClassCapital:
		return "capital_ship"
	}
	return "tonnage"
}

// ShipTip is the tip of a ship drawn on the stage in r: its name, what it is (its class
// in words, capClass for a capital ship's own class) and its tonnage, under the
// glossary term of its class (ShipTerm).
func ShipTip(r draw.Rect, name, class, capClass string, tons int, sunk bool) Tip {
	what := Words(class)
	if capClass != "" {
		what += " (" + capClass + ")"
	}
	text := tr("tip.ship", "class", what, "tons", Tons(tons))
	if sunk {
		text += ". " + tr("tip.ship_sunk")
	}
	return Tip{R: r, Title: TargetName(name), Text: text, Term: ShipTerm(class)}
}

// BoatTip is the tip of the player's boat drawn in r: her number and type, and whether
// she is surfaced or submerged (the posture, 9.1).
func BoatTip(r draw.Rect, id, typ string, submerged bool) Tip {
	pos := tr("term.surfaced")
	if submerged {
		pos = tr("term.submerged")
	}
	title := id
	if title == "" {
		title = tr("tip.your_boat")
	}
	return Tip{R: r, Title: title, Text: tr("tip.boat", "type", typ, "posture", lowerRune(pos)), Term: "posture"}
}

// AircraftTip is the tip of an aircraft on the stage drawn in r.
func AircraftTip(r draw.Rect) Tip {
	return Tip{R: r, Title: GlossName("aircraft"), Term: "aircraft"}
}

// CaptionTips adds the tips of the caption (the latest event in words, drawn in box at
// size, from box.X+8): its terms, rule numbers and table codes.
func CaptionTips(t *Tips, tf TermFinder, caption string, size float64) {
	r := CaptionBox
	lh := draw.LineHeight(assets.Regular, size)
	textTips(t, tf, caption, assets.Regular, size, r.X+8, r.Y+math.Round((r.H-lh)/2), lh, "", "")
}
