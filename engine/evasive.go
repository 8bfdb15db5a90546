package engine

import "strconv"

// Optional rule 14.8 evasive manoeuvres ([B12]; rules-career.md 14.8, tables.md [B12]).
//
// Decision ids and option keys (PLAYER CHOICES of this file):
//
//	evasive   14.8: before the [E3] roll of an escort depth-charge attack, the
//	          Kommandant's evasion number: "1" … "6" (1–2 left, 3–4 right, 5–6
//	          straight; the rule's reading, not the card's). Odds: every number alike:
//	          one_fewer 4/6, one_more 1/6, three_more 1/6.
//
// Then the escort's direction is rolled on B12 (1d6, the same bands). Different
// direction: one hit fewer; same direction, other number: one more; the same number:
// three more (14.8.1). More than 5 hits do not sink the boat: each is rolled on [E4]
// (14.8.2). Readings (spec 14.8 AMBIGUOUS, docs/options.md): "U-boat sunk" stands unless
// evasion takes a hit away, then it is 5 hits; "ineffective" stays ineffective
// ([designed], as for 14.6.3); only the escort column of [E3] (depth charges), never
// aircraft, Hedgehog or Squid; not asked with the hydrophones damaged or out (14.8.4), nor
// while the tactical layer plays the evasion scene (its own EvasionDRM). The 14.6.3
// quality change comes first.
//
// Events: decision evasive; roll B12; note evasion {detail: "14.8.1 left/right: 3 → 2"}
// when the result changes.
//
//	evasive_escort  13.1.2 / 14.8.3, the two-player game (OptTwoPlayer): instead of the
//	          B12 roll the other player chooses the escort's number, "1" … "6" (the same
//	          bands), after the evasive decision and without seeing it. Then a note
//	          evasion_reveal {detail: "<Kommandant's number> <escort's number>"} shows both.

var refB12 = newColRef("B12", "")

// optsEvasive are the six evasion numbers.
var optsEvasive = []Choice{
	{Key: "1", Label: "1: evade left"}, {Key: "2", Label: "2: evade left"},
	{Key: "3", Label: "3: evade right"}, {Key: "4", Label: "4: evade right"},
	{Key: "5", Label: "5: evade straight"}, {Key: "6", Label: "6: evade straight"},
}

// optsEscortDir are the escort's six numbers (13.1.2, 14.8: the B12 bands).
var optsEscortDir = []Choice{
	{Key: "1", Label: "1: escort left"}, {Key: "2", Label: "2: escort left"},
	{Key: "3", Label: "3: escort right"}, {Key: "4", Label: "4: escort right"},
	{Key: "5", Label: "5: escort straight"}, {Key: "6", Label: "6: escort straight"},
}

// evasiveDue reports whether 14.8 is asked before this [E3] escort roll.
func (c *Career) evasiveDue(tacEvasion bool) bool {
	return c.S.Options.Has(OptEvasive) && !tacEvasion && !sysBad(c.S.Boat.sysAt(sysHydrophones))
}

// evasiveManoeuvre asks the evasion number and rolls the escort's direction; it returns
// the change to the [E3] hits: −1, +1 or +3.
func (c *Career) evasiveManoeuvre() int {
	opts := c.fixed(optsEvasive)
	if c.cfg.Odds {
		for i := range opts {
			opts[i].Odds = []Odds{{Outcome: "one_fewer", P: 4.0 / 6}, {Outcome: "one_more", P: 1.0 / 6}, {Outcome: "three_more", P: 1.0 / 6}}
		}
	}
	n, _ := strconv.Atoi(c.ask(KindEvasive, "Evasive manoeuvres (14.8): choose your evasion number", "", opts))
	var escort int
	if c.S.Options.Has(OptTwoPlayer) { // 13.1.2 / 14.8.3: the other player's secret number
		escort, _ = strconv.Atoi(c.ask(KindEvasiveEscort, "Two players (13.1.2): choose the escort's direction in secret", "", c.fixed(optsEscortDir)))
		c.note(TNote, "evasion_reveal", strconv.Itoa(n)+" "+strconv.Itoa(escort))
	} else {
		escort = c.rollCol(refB12, nil).Natural
	}
	switch {
	case escort == n:
		return 3
	case evasionDirection(n) == evasionDirection(escort): // B12: the same bands
		return 1
	}
	return -1
}

// evasionDirection is the direction of an evasion number (14.8: 1–2 left, 3–4 right, 5–6
// straight).
func evasionDirection(n int) string {
	switch {
	case n <= 2:
		return "left"
	case n <= 4:
		return "right"
	}
	return "straight"
}

// evasionHits applies the evasion change d to an [E3] result key (after 14.6.3) and
// returns the number of hits, or sunk.
func (c *Career) evasionHits(key string, d int) (hits int, sunk bool) {
	switch key {
	case "ineffective":
		return 0, false
	case "sunk":
		if d < 0 {
			c.note(TNote, "evasion", "14.8.1 sunk → 5")
			return 5, false
		}
		return 0, true
	}
	h := hitCount(key)
	hits = max(h+d, 0) // 14.8.2: more than 5 hits are each rolled on [E4]
	c.note(TNote, "evasion", "14.8.1 "+key+" → "+strconv.Itoa(hits))
	return hits, false
}
