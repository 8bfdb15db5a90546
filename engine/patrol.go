package engine

// Chapters 7 and 8.0–8.2, 10.9 (abort) and 12 (random events). OWNER: patrol helper.

// assignPatrol runs 13(a) A1: end of war check (5.1.1), Mediterranean closure (4.7.4),
// the assignment roll [P1] or the rank request (11.2.1), substitutions (7.3), the
// Arctic/Penang rolls, mission flags, deck-gun removal (10.11.8), loading (4.5, 4.6) and
// the track (boards.md 3), and emits the assignment event.
func (c *Career) assignPatrol() {
	panic("not implemented: assignPatrol")
}

// conductPatrol runs 13(a) A2 box by box (with 13(g) aborts) and returns the patrol_end
// outcome: "returned" or "aborted". Losses end the career through endGame; a boat lost
// with its crew rescued unwinds with patrolOver.
func (c *Career) conductPatrol() string {
	panic("not implemented: conductPatrol")
}

// endPatrol runs 13(a) A3 (7.5): base change, log row, success, tonnage, invasion refusal
// penalty, P months, and emits patrol_end.
func (c *Career) endPatrol(outcome string) {
	panic("not implemented: endPatrol")
}

// boxesToPort returns how many travel boxes lie between the current box and the port the
// boat is heading for (0 = in the last box). 10.2 / [A60] tow when ≤ 1.
func (c *Career) boxesToPort() int {
	panic("not implemented: boxesToPort")
}
