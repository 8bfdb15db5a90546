package savefile

import (
	"sort"
	"time"
)

// listSlots is the one listing of every Store: a SlotInfo for each id, read with get
// (a career that cannot be read at all is listed with Err set, not left out), its
// ModTime from modTime (given the result of get, nil when it failed), sorted newest
// first; equal times put the greater id first (ids carry their creation time:
// "career-YYYYMMDD-HHMMSS", then "-2", "-3" …, so the newer career comes first).
func listSlots(ids map[string]bool, get func(id string) (*Result, error), modTime func(id string, r *Result) time.Time) []SlotInfo {
	out := make([]SlotInfo, 0, len(ids))
	for id := range ids {
		info := SlotInfo{ID: id}
		r, err := get(id)
		if err != nil {
			info.Err = err
			r = nil
		} else {
			info.Summary = r.Save.Summary
			info.SavedAt = r.Save.SavedAt
			info.FromBackup = r.FromBackup
			info.MainErr = r.MainErr
		}
		info.ModTime = modTime(id, r)
		out = append(out, info)
	}
	sortSlots(out)
	return out
}

// sortSlots orders a listing newest first, then by id, greatest first.
func sortSlots(l []SlotInfo) {
	sort.Slice(l, func(i, j int) bool {
		if !l[i].ModTime.Equal(l[j].ModTime) {
			return l[i].ModTime.After(l[j].ModTime)
		}
		return l[i].ID > l[j].ID
	})
}
