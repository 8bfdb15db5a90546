package engine

import "slices"

// Clone returns a deep copy of the state: a read-only view for scenes and tools that must
// keep a picture of the moment (the live State changes as the career runs).
func (s *State) Clone() *State {
	c := *s
	c.Options = make(Options, len(s.Options))
	for k, v := range s.Options {
		c.Options[k] = v
	}
	c.Decorations = slices.Clone(s.Decorations)
	c.SunkCapitals = slices.Clone(s.SunkCapitals)
	c.DecoratedIn = slices.Clone(s.DecoratedIn)
	c.Log = make([]LogRow, len(s.Log))
	for i, r := range s.Log {
		r.Targets = slices.Clone(r.Targets)
		r.Sunk = slices.Clone(r.Sunk)
		r.Damaged = slices.Clone(r.Damaged)
		r.TargetNames = slices.Clone(r.TargetNames)
		c.Log[i] = r
	}
	c.Boat.BowTubes = slices.Clone(s.Boat.BowTubes)
	c.Boat.SternTubes = slices.Clone(s.Boat.SternTubes)
	c.Boat.Systems = slices.Clone(s.Boat.Systems)
	if s.Patrol != nil {
		p := *s.Patrol
		p.Track = slices.Clone(p.Track)
		p.Targets = slices.Clone(p.Targets)
		p.Damaged = slices.Clone(p.Damaged)
		p.Sunk = slices.Clone(p.Sunk)
		p.TargetNames = slices.Clone(p.TargetNames)
		c.Patrol = &p
	}
	if s.Engage != nil {
		e := *s.Engage
		e.Targets = slices.Clone(e.Targets)
		c.Engage = &e
	}
	return &c
}

// Snapshot returns a deep copy of the career's state (see State.Clone).
func (c *Career) Snapshot() *State { return c.S.Clone() }
