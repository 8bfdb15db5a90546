package present

import (
	"uboat/draw"
	"uboat/engine"
	"uboat/engine/stats"
)

// The career statistics screen's words (scenes/stats.go; issue 14): the names of the
// classes of ships and of the causes of damage (engine/stats) and their tooltips.

// ShipClassName names a class of ships sunk (engine.Class*, stats.Classes).
func ShipClassName(class string) string { return tr("stats.class." + class) }

// CauseName names a cause of damage (stats.Causes).
func CauseName(cause string) string { return tr("stats.cause." + cause) }

// causeTerms are the glossary's terms of the causes that have one.
var causeTerms = map[string]string{stats.CauseDepthCharges: "depth_charges", stats.CauseAircraft: "aircraft",
	stats.CauseTestDepth: "test_depth", stats.CauseWounds: "wounds"}

// CauseTip is the tip of region r naming a cause of damage: its glossary term, or the
// catalogue's explanation (stats.cause.<key>.tip) where the glossary has none.
func CauseTip(r draw.Rect, cause string) Tip {
	if t, ok := causeTerms[cause]; ok {
		return Tip{R: r, Term: t}
	}
	return Tip{R: r, Text: tr("stats.cause." + cause + ".tip")}
}

// classTerms are the glossary's terms of the classes that have one.
var classTerms = map[string]string{engine.ClassCapital: "capital_ship", engine.ClassEscort: "escort"}

// ShipClassTip is the tip of region r naming a class of ships: its glossary term, or the
// catalogue's explanation (stats.class.<key>.tip).
func ShipClassTip(r draw.Rect, class string) Tip {
	if t, ok := classTerms[class]; ok {
		return Tip{R: r, Term: t}
	}
	return Tip{R: r, Text: tr("stats.class." + class + ".tip")}
}

// PatrolTip says what a patrol's bar stands for: "Patrol 3 · October 1943 · British
// Isles · 35,000 t, 1 ship · the boat was sunk".
func PatrolTip(n int, p stats.Patrol) string {
	res := tr("stats.patrol.open")
	if !p.Open {
		res = Words(p.Outcome)
		if p.Success {
			res += " ✓"
		}
	}
	return tr("stats.patrol.tip", "n", n, "month", MonthName(p.Month), "area", AreaName(p.Area), "tons", Tons(p.Tons),
		"ships", Plural(p.Ships, "ship"), "result", res)
}
