package engine

// Read-only helpers for the screens that say the engine's decisions in words
// (present/decide*.go): what a decision's English depends on, read from the state.

// KCGrade returns the Knight's Cross grade that counts in combat now (11.3.1–11.3.6):
// S.KC (KCNone … KCDiamonds) while the Kommandant commands and is able (10.6.3), else
// KCNone. The second-salvo prompt (9.5.2, 11.3.6), the pre-fire check (9.2.2) and the
// automatic Follow (11.3.6) read it.
func (s *State) KCGrade() int {
	cr := &s.Crew
	if cr.Command != Kmdt || !cr.M[Kmdt].Able() {
		return KCNone
	}
	return s.KC
}

// EscortName is the name of the escort added as a target (9.10, B5): not a ship's own
// name like the target lists' ("Empire Sun"), so the screens say it in their language.
const EscortName = "Escort"
