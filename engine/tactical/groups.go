package tactical

import "uboat/engine"

// §2.6, 9.4.2 the unescorted round's torpedo groups in sequence (tactical-design §1.1
// row B20–B22 "with sequential weapon groups"; §2.6 "a group is committed when its
// first torpedo leaves, and the player may watch its results before starting the next
// group"; §2.8 outcome-first).
//
// [designed] The next torpedo group is a scene of its own, set up from the engagement
// as the engine left it after the first group's rolls (§2.1: the ships the engine sank
// are not in it, the damaged ones are), with the reference AI planning the round's
// bracket from the group's end; the engine rolls it at the round's range, with the
// scene's solution modifiers ("tactical:"), as the first group. The deck gun stays the
// table's (§1.1). The reading that was tried first, the round's scene continued where
// the first group left it (the scene replayed with the engine's outcomes, the sunk ships
// marked, reopened for the other end once the first group's window had closed and every
// torpedo had hit or passed its target), is not faithful to the table: from there the
// target is abeam at 400–550 m and passing at 11–14.5 kn, and no firing point for the
// other end inside the §6.1 firing rules (60–120° track) is reachable submerged at 6 kn
// or surfaced at 12 kn; the reference declined all 15 such groups in 200 careers, so
// every next group would have gone to the table, while the table lets it fire at the
// round's range. The table's round abstracts the re-approach between groups; the new
// scene makes it ("the approach is assumed already made", §2.1), as each additional
// round (B24) is a new scene.

// NextGroup (engine.TacticalGroups) plays the unescorted round's next torpedo group
// (B22, 9.4.2) in a new scene (the reading above) and hands back its launches in
// order, like Salvo. ok = false (the engine allocates the group by the table, §8.3):
// no scene of this round launched, an escorted engagement, the scene cannot be set up,
// or the AI made no launch. SolutionDRM, TorpedoResult and the torpedo ends then follow
// as for the round's first group. The scene's stream is the career's seed and roll
// count now (after the first group's rolls), so a career saved after the first group
// replays the next one exactly (§9.5.2).
func (p *AIProvider) NextGroup(c *engine.Career, e *engine.Engagement, bow bool) ([]engine.TacShot, bool) {
	p.flushEnds(c)
	if p.sc == nil || e.Escorted || p.sc.Setup.Group.Escorted() {
		return nil, false
	}
	plan := AIPlan{Bracket: min(p.res.Bracket, Long), End: Stern} // §6.1 the AI plans no Extreme shot
	if bow {
		plan.End = Bow
	}
	round := p.res.Bracket
	if _, ok := p.play(c, e, &plan); !ok {
		return nil, false
	}
	if p.res.Bracket != round {
		p.Stats.GroupsOff++
	}
	return p.Salvo(c, e)
}

var _ engine.TacticalGroups = (*AIProvider)(nil)
