package engine

// 9.9: submarine encounters. OWNER: ships helper.

// submarine runs 13(f). germanFirstMax > 0 is the R1 event 6 variant is NOT used: the
// initiative follows 9.9.2 ([R1] AMBIGUOUS (a)).
func (c *Career) submarine() {
	panic("not implemented: submarine")
}
