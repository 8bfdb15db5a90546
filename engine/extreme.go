package engine

// 14.16 Extreme range (optional, OptExtremeRange; rules-career.md 14.16 with its AMBIGUOUS
// reading; the numbers are Lists.ExtremeRange):
//   - a fourth range, "extreme", offered on the range decision (9.1.4) against a convoy
//     when it is encountered (the first attack of the engagement, escorted), while a FaT
//     torpedo (G7a or G7e with FaT) is ready;
//   - only FaT torpedoes fire from it (the ends and tubes offered are those with one);
//   - each hits on a natural 2d6 of 2–3, never modified (roll code EXTREME: hit / miss);
//     the FaT pattern reroll of 9.2.4 does not apply (the 2–3 is the pattern run);
//   - no 9.2.2 pre-fire check; after the salvo the escorts detect the boat on a natural
//     2d6 of 11–12, never modified, or 10–12 when it fired a second salvo (9.5.2) (roll
//     code EXTREME_DETECT: detected / undetected). That roll replaces [E2] for that round
//     only: a detected boat goes on to [E3] and the depth-charge cycle as usual;
//   - [designed] the later [E2] rolls of that cycle count Extreme as Long range (−1, the
//     farthest range [E2] knows).

// RangeExtreme is opt 14.16's fourth range (range decision key, Engagement.Range).
const RangeExtreme = "extreme"

// optsRangeExtreme is optsRange with the 14.16 fourth range.
var optsRangeExtreme = append(append([]Choice(nil), optsRange...), Choice{Key: RangeExtreme, Label: "Extreme (FaT only)"})

// extremeAllowed reports whether the range decision offers Extreme (14.16): the option,
// an escorted convoy at its first attack, a FaT torpedo ready.
func (c *Career) extremeAllowed(preFire bool) bool {
	e := &c.shipEng
	return preFire && c.S.Options.Has(OptExtremeRange) && e.Kind == "convoy" && e.Escorted &&
		e.Round <= 1 && (c.fatReady(true) || c.fatReady(false))
}

// ExtremeAllowed reports whether opt 14.16's Extreme range may be chosen in the current
// engagement's round (tactical-design §2.7.1: the scene's Extreme bracket): the option,
// an escorted convoy at its first attack, a FaT torpedo ready. For providers at B7.
func (c *Career) ExtremeAllowed() bool { return c.extremeAllowed(c.shipEng.Escorted) }

// fatReady reports whether one end has a FaT torpedo in a tube whose door works.
func (c *Career) fatReady(bow bool) bool {
	tubes := c.S.Boat.SternTubes
	if bow {
		tubes = c.S.Boat.BowTubes
	}
	for i, k := range tubes {
		if k.FaT() && c.doorWorks(bow, i) {
			return true
		}
	}
	return false
}

// endCanFire reports whether an end can fire at the range chosen: a ready tube, and at
// Extreme range (14.16) a FaT torpedo.
func (c *Career) endCanFire(bow bool) bool {
	if c.shipEng.Range == RangeExtreme {
		return c.fatReady(bow)
	}
	return c.tubeReady(bow)
}

// extremeHitP is the chance that a FaT torpedo hits from Extreme range (natural 2d6 ≤
// HitMax), 0 for any other torpedo.
func (c *Career) extremeHitP(k Torp) float64 {
	if !k.FaT() {
		return 0
	}
	return P2d6AtMost(c.data.Lists.ExtremeRange.HitMax, 0)
}

// extremeDetectMin is the natural 2d6 from which the escorts detect the boat after an
// Extreme-range salvo (11, or 10 with a second salvo).
func (c *Career) extremeDetectMin(second bool) int {
	if second {
		return c.data.Lists.ExtremeRange.DetectMinSecondSalvo
	}
	return c.data.Lists.ExtremeRange.DetectMin
}

// extremeDetectP is the chance of detection after an Extreme-range salvo.
func (c *Career) extremeDetectP(second bool) float64 {
	return 1 - P2d6AtMost(c.extremeDetectMin(second)-1, 0)
}

// rollExtremeHit is the 14.16 to-hit roll of one FaT torpedo: natural 2d6, never modified.
func (c *Career) rollExtremeHit() bool {
	max := c.data.Lists.ExtremeRange.HitMax
	return c.RollDice("EXTREME", "", "2d6", nil, func(t int) string {
		if t <= max {
			return "hit"
		}
		return "miss"
	}).Key == "hit"
}

// extremeDetection is the 14.16 detection roll after an Extreme-range salvo, in place of
// that round's [E2]: it reports whether the escorts detected the boat.
func (c *Career) extremeDetection(second bool) bool {
	min := c.extremeDetectMin(second)
	return c.RollDice("EXTREME_DETECT", "", "2d6", nil, func(t int) string {
		if t >= min {
			return "detected"
		}
		return "undetected"
	}).Key == "detected"
}
