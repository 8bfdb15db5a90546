package engine

// A salvo's and a reload's decisions come one tube at a time (9.2.1, 9.2.10); a screen
// that lets the player allocate the whole salvo, or every reload, at once needs to know
// the tubes that will be asked and the odds of any allocation. The engine gives that on
// each of those decisions (Decision.Salvo, Decision.Reloads) when the career computes
// odds (Config.Odds); the decisions themselves, their keys and their log are unchanged.

// Salvo describes the salvo a fire decision (KindFire) belongs to: every torpedo of one
// end is committed to a target before the first roll (9.2.1), one decision per tube, in
// the order of Tubes.
type Salvo struct {
	Bow bool // the bow tubes (else the stern tubes)
	// Second marks the NSA second salvo from the other end (9.5.2).
	Second bool
	// Tubes are the tubes the fire decisions ask about, in order: loaded with a
	// torpedo (not a mine), their doors working ([A32]).
	Tubes []SalvoTube
	// Targets are the live targets, in the order of the decisions' target options
	// (Key "target_N", engine.TargetOption), without "hold".
	Targets []Choice
	c       *Career
}

// SalvoTube is one tube of a salvo: its index at its end (0-based) and its torpedo.
type SalvoTube struct {
	I    int
	Torp Torp
}

// Shot returns the odds of tube t's torpedo (Tubes[t]) at target Targets[k]: "hit" and
// "sink" (the sink of this torpedo alone), as the fire decision's option shows them.
func (s *Salvo) Shot(t, k int) []Odds {
	ti, _ := TargetOption(s.Targets[k].Key)
	return s.c.shotOdds(s.Tubes[t].Torp, ti, s.c.shipEng.Range, s.Second)
}

// Sunk returns, for an allocation aim (aim[t] is the index in Targets tube t fires at,
// −1 to hold fire), the probability that each target is sunk by the salvo: its torpedoes'
// damage ([U3], 9.2.5) added up against the damage it can still take (8.3.5), each
// torpedo hitting ([U1] with this range's DRMs) and not a dud (9.2.4) on its own roll.
// The result has one entry per target (0 for a target no torpedo is aimed at).
func (s *Salvo) Sunk(aim []int) []float64 {
	out := make([]float64, len(s.Targets))
	for k := range s.Targets {
		var kinds []Torp
		for t, a := range aim {
			if a == k && t < len(s.Tubes) {
				kinds = append(kinds, s.Tubes[t].Torp)
			}
		}
		if len(kinds) > 0 {
			ti, _ := TargetOption(s.Targets[k].Key)
			out[k] = s.c.salvoSink(ti, kinds, s.Second)
		}
	}
	return out
}

// salvoSink is P(target ti is sunk) by torpedoes of the given kinds, each on its own
// [U1] roll (hit), dud roll (5 in 6 run true, 9.2.4; all with superior torpedoes) and
// [U3] torpedo damage, the damage added up (a submarine sinks at any true hit).
func (c *Career) salvoSink(ti int, kinds []Torp, second bool) float64 {
	t := &c.shipEng.Targets[ti]
	need := t.Capacity - t.Damage
	if need <= 0 {
		return 1
	}
	ok := 5.0 / 6
	if c.S.Boat.SuperiorTorpedoes {
		ok = 1
	}
	dmg := c.data.ResultOdds("U3", "torpedo", nil)
	dist := make([]float64, need+1) // dist[d]: P(damage so far = d), capped at need
	dist[0] = 1
	next := make([]float64, need+1)
	for _, k := range kinds {
		var m Mods
		c.u1Mods(&m, k, t, c.shipEng.Range, second)
		p := P2d6AtMost(rangeNumber(c.shipEng.Range), m.Sum()) * ok
		clear(next)
		for d, pd := range dist {
			if pd == 0 {
				continue
			}
			if d == need {
				next[need] += pd
				continue
			}
			next[d] += pd * (1 - p)
			if t.Class == ClassSubmarine {
				next[need] += pd * p
				continue
			}
			for _, o := range dmg {
				next[min(need, d+int(o.Outcome[0]-'0'))] += pd * p * o.P
			}
		}
		dist, next = next, dist
	}
	return dist[need]
}

// salvoOf describes the salvo allocate is about to ask for (nil without odds).
func (c *Career) salvoOf(bow, second bool) *Salvo {
	if !c.cfg.Odds {
		return nil
	}
	s := &Salvo{Bow: bow, Second: second, c: c}
	tubes, ctx := c.S.Boat.SternTubes, sternCtx[:]
	if bow {
		tubes, ctx = c.S.Boat.BowTubes, bowCtx[:]
	}
	for i, k := range tubes {
		if k == TorpNone || k == Mine || !c.doorWorks(bow, i) || i >= len(ctx) {
			continue
		}
		s.Tubes = append(s.Tubes, SalvoTube{I: i, Torp: k})
	}
	e := &c.shipEng
	for ti := range e.Targets {
		if t := &e.Targets[ti]; !t.Sunk && !t.Gone && ti < len(targetKeys) {
			s.Targets = append(s.Targets, Choice{Key: targetKeys[ti], Label: t.Name})
		}
	}
	return s
}

// Reloads describes the reloading a reload decision (KindReload) belongs to: each empty
// tube whose door works is reloaded from its end's reload box, one decision per tube,
// bow tubes first (9.2.10, 4.5.1, [A32]); an end's tubes are asked about only while its
// box holds a torpedo.
type Reloads struct {
	Tubes []ReloadTube // in the order of the decisions
	// Bow and Stern are the reload boxes of each end before the first of the decisions.
	Bow, Stern Load
}

// ReloadTube is one empty tube: its end and its index there (0-based).
type ReloadTube struct {
	Bow bool
	I   int
}

// reloadsOf describes the reloading reloadTubesShips is about to ask for (nil without
// odds).
func (c *Career) reloadsOf() *Reloads {
	if !c.cfg.Odds {
		return nil
	}
	b := &c.S.Boat
	r := &Reloads{Bow: b.BowReloads, Stern: b.SternReloads}
	for pass := 0; pass < 2; pass++ {
		bow := pass == 0
		tubes, ctx := b.BowTubes, bowCtx[:]
		if !bow {
			tubes, ctx = b.SternTubes, sternCtx[:]
		}
		for i := range tubes {
			if tubes[i] == TorpNone && c.doorWorks(bow, i) && i < len(ctx) {
				r.Tubes = append(r.Tubes, ReloadTube{Bow: bow, I: i})
			}
		}
	}
	return r
}
