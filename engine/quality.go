package engine

import "strconv"

// Optional rules 14.6 (variable escort quality) and 14.7 (variable aircraft quality),
// rules-career.md and tables.md "Variable Escort / Aircraft Quality".
//
// 14.6.1: with OptEscortQuality, the escorts' quality is rolled on QUALITY (1d6: 1 Green,
// 2–4 Trained, 5 Veteran, 6 Elite) once per encounter, after the player's C1 choices and
// before the first [E2] roll (or before the first [E3] roll when the 9.2.2 pre-fire check
// sends the boat straight to the attack). It is kept when following ships (9.7.7) and
// when attacking an escort (9.10), and rolled again for a convoy met anew after a
// successful Follow (9.7.9, the spec's reading).
//
// 14.7.1: with OptAircraftQuality, every aircraft that attacks (the boat failed to crash
// dive, or a chain aircraft of the Additional Combat Round, the spec's reading) rolls its
// quality on QUALITY before its first [E3] roll; it applies to all its passes.
//
// 14.6.3 / 14.7.3 on the [E3] result: Green one hit fewer ("sunk" becomes 5 hits),
// Veteran and Elite one hit more (5 hits become "sunk"). [designed] "Ineffective" stays
// ineffective for every quality: the quality changes how hard a landed attack hits, not
// whether it lands (the spec settles only "Ineffective minus one stays 0"). Elite escorts
// add +1 on [E2]; Elite aircraft make the automatic strafing injury two (9.8.2).
// The escort quality adjusts the [E3] escort column (depth charges), not the Hedgehog and
// Squid tables; the aircraft quality adjusts the [E3] aircraft column (bombs, Tsetse,
// rockets), not FIDO's [E3e] (spec 14.7 AMBIGUOUS).
//
// Events: the roll (table QUALITY for escorts, roll code QUALITY_AIR for an aircraft,
// both reading tables.yaml QUALITY: green, trained, veteran, elite); note escort_quality / aircraft_quality {detail: the
// quality key}; note
// quality_hits {detail: "14.6.3 veteran: 3 → 4"} when the result changes.

// QualityNone is the quality of escorts or an aircraft not rolled (the option off, or not
// yet rolled in this encounter).
const QualityNone = -1

// TableQualityAir is the aircraft's quality roll (14.7.1): the QUALITY table
// (TableQuality, codes_charts.go) under its own code.
const TableQualityAir = "QUALITY_AIR"

var refQuality = newColRef(TableQuality, "")

// rollQuality rolls QUALITY and returns the level (Green … Elite); what is "escort" or
// "aircraft" for the note.
func (c *Career) rollQuality(what string) int {
	var key string
	if what == "aircraft" { // the same table, logged under its own code
		key = c.RollDice(TableQualityAir, "", "1d6", nil, classifyQuality).Key
	} else {
		key = c.rollCol(refQuality, nil).Key
	}
	q := Trained
	switch key {
	case "green":
		q = Green
	case "veteran":
		q = Veteran
	case "elite":
		q = Elite
	}
	c.note(TNote, what+"_quality", QualityKey(q))
	return q
}

// escortQualityDue rolls the escorts' quality for the current engagement when 14.6 is in
// force and it has not been rolled yet (14.6.1); it reports whether it was rolled now.
func (c *Career) escortQualityDue() bool {
	e := c.S.Engage
	if e == nil || !c.S.Options.Has(OptEscortQuality) || e.EscortQuality != QualityNone {
		return false
	}
	e.EscortQuality = c.rollQuality("escort")
	return true
}

// qualityHits applies 14.6.3 / 14.7.3 to an [E3] result key for quality q (rule is
// "14.6.3" or "14.7.3" for the note) and returns the adjusted key: "ineffective",
// "sunk" or a hit count "1"…"6".
func (c *Career) qualityHits(key string, q int, rule string) string {
	if q == QualityNone || q == Trained || key == "ineffective" {
		return key
	}
	out := key
	switch {
	case q == Green && key == "sunk":
		out = "5"
	case q == Green:
		out = strconv.Itoa(max(hitCount(key)-1, 0))
		if out == "0" {
			out = "ineffective"
		}
	case key == "5": // Veteran, Elite
		out = "sunk"
	case key != "sunk":
		out = strconv.Itoa(hitCount(key) + 1)
	}
	if out != key {
		c.note(TNote, "quality_hits", rule+" "+QualityKey(q)+": "+key+" → "+out)
	}
	return out
}

// classifyQuality reads QUALITY's 1d6 (14.6.1 / 14.7.1) for the aircraft's roll.
func classifyQuality(t int) string {
	switch {
	case t <= 1:
		return "green"
	case t <= 4:
		return "trained"
	case t == 5:
		return "veteran"
	}
	return "elite"
}
