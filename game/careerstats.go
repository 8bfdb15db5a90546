package game

import (
	"uboat/engine"
	"uboat/engine/stats"
)

// StatsEntry is one career of the statistics screen: its slot, its save and its
// statistics (engine/stats, gathered by replaying the save).
type StatsEntry struct {
	ID    string
	Save  *engine.Save
	Stats *stats.Career
}

// Statistics replays the saved careers, finished and under way, newest first, at most
// max of them, and returns their statistics; careers that cannot be read or do not
// replay are left out (the Careers screen names them).
func (c *Careers) Statistics(max int) []StatsEntry {
	list, err := c.Store.List()
	if err != nil {
		return nil
	}
	var out []StatsEntry
	for _, si := range list {
		if len(out) == max {
			break
		}
		if si.Err != nil {
			continue
		}
		r, err := c.Store.Get(si.ID)
		if err != nil {
			continue
		}
		st, err := stats.FromSave(r.Save)
		if err != nil {
			continue
		}
		out = append(out, StatsEntry{ID: si.ID, Save: r.Save, Stats: st})
	}
	return out
}
