package engine

// 9.6: escort detection and the depth-charge cycle. OWNER: combat helper.

// Entry points of the escort cycle (13(c)).
const (
	EntryC1        = iota // the normal start: pre-roll decisions then detection
	EntryC5               // attack at once (9.2.2 pre-fire detection)
	EntryImmediate        // 9.4.3 escort arrival: C1–C4 only, no range DRM; returns detected
)

// escortCycle runs 13(c) on c.S.Engage from the entry point and loops until the U-boat
// escapes (returns true) or the career ends. For EntryImmediate it returns after the
// first detection roll: true when not detected.
func (c *Career) escortCycle(entry int) (escaped bool) {
	panic("not implemented: escortCycle")
}

// escortOnly runs ESCORT_ONLY_DETECTION (13(a) A2.E.6): an escort with no ships to attack
// ([E1] escort, or after aircraft+escort with spotted = the +1 of [A36]).
func (c *Career) escortOnly(spotted bool) {
	panic("not implemented: escortOnly")
}
