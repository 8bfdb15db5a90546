package engine

// 10.0–10.8, 10.10: U-boat damage, crew injuries, repairs, scuttling. OWNER: combat helper.

// Hit sources (13(e)).
const (
	SrcEscort = iota // depth charges (submerged unless NSA first round)
	SrcAir
	SrcTsetse
	SrcRockets
	SrcFido
	SrcMine
	SrcOther
)

// resolveHits runs RESOLVE_HITS for h hits from src; submerged selects the automatic LW
// of 10.6.1. It may end the career.
func (c *Career) resolveHits(h, src int, submerged bool) {
	panic("not implemented: resolveHits")
}

// crewInjury runs CREW_INJURY (10.6) once.
func (c *Career) crewInjury(src int, submerged bool) {
	panic("not implemented: crewInjury")
}

// repairs runs REPAIRS (10.8) after combat and then the Inoperative consequences (B14).
func (c *Career) repairs() {
	panic("not implemented: repairs")
}
