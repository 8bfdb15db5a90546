package engine

// Damage control's side of the feedback contract (tactical-design §1.3, §4.1, §4.5):
// the engagement's [E4] results as the scene receives them, and the early repairs.

// TacHit is one [E4] result of the engagement (tables.yaml E4 key) and its combat
// round (from 1: each call of RESOLVE_HITS with hits is one round).
type TacHit struct {
	Round  int
	Result string
}

// TacHits returns the engagement's [E4] results so far, in order (read-only; recorded
// only while a provider is set). TacRound is the current round number.
func (c *Career) TacHits() []TacHit { return c.tac.hits }

// TacRound returns the number of combat rounds with hits in the engagement so far.
func (c *Career) TacRound() int { return c.tac.round }

// TacCombat returns the serial of the current combat (a new engagement, or the
// repairs of B14 / D6 ending one, start the next): damage control's scene lives for
// one combat.
func (c *Career) TacCombat() int { return c.tac.combat }

// tacNewCombat forgets the hits of the combat that ended.
func (c *Career) tacNewCombat() {
	c.tac.hits, c.tac.round = c.tac.hits[:0], 0
	c.tac.combat++
}

// tacEarlyRepairs asks the provider for early repairs (§4.5.2) and rolls each
// requested system that is still Damaged at once, with the LI modifiers of 10.8.3 and
// RepairDRM (repairRoll).
func (c *Career) tacEarlyRepairs() {
	keys := c.tac.p.EarlyRepair(c)
	if len(keys) == 0 {
		return
	}
	var m *Mods
	if c.liModifies() {
		m = new(Mods)
		c.repairMods(m, false)
	}
	for _, k := range keys {
		if s := c.S.Boat.Sys(k); s != nil && s.State == SysDamaged {
			c.repairRoll(s, m)
		}
	}
}
