package engine

// 10.11–10.12, chapter 11, 5.2. OWNER: career helper.

// refit runs 13(a) A4 and chapter 11 (M1–M6), advances the date to the next patrol and
// may end the career (5.1.2).
func (c *Career) refit() {
	panic("not implemented: refit")
}

// victoryLevel returns the 5.2 level key for the career's tonnage (defeat, draw,
// marginal, substantial, decisive); a captured boat is an automatic defeat.
func (c *Career) victoryLevel(reason string) string {
	panic("not implemented: victoryLevel")
}
