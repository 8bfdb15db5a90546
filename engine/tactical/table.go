package tactical

// The table rolls the attack scene ends in (§0, §2.6, §2.7.3). The engine will make
// these rolls itself once the TacticalProvider is wired (§1.3); until then, and for the
// headless tests and calibration, LocalTable makes them exactly as the Hunted does,
// from the scene's dice stream, and logs them in the `roll` shape.

// U1Request is one torpedo's [U1] roll: the bracket, the table's modifiers (net), the
// kind's standing modifier and the scene's solution modifier.
type U1Request struct {
	Bracket  Bracket
	Number   int // the bracket's [U1] hit number (Data.U1Number)
	TableDRM int
	KindDRM  int
	Solution int
	// SolutionWhy is the logged reason of the solution modifier ("tactical: …", §1.3).
	SolutionWhy string
	Weapon      Weapon
	Guided      int // 9.2.5 minimum, 0 = not guided
	Superior    bool
	FaTConvoy   bool // a FaT against a convoy: a miss gets the 9.2.4 roll
	// SecondDRM is an NSA second-salvo torpedo's 9.5.2 modifier (Setup.SecondSalvoDRM:
	// +1, 0 with the Knight's Cross, 11.3.6); 0 for the first salvo.
	SecondDRM int
}

// U1Outcome is the table's answer for one torpedo.
type U1Outcome uint8

const (
	U1Miss U1Outcome = iota
	U1Hit
	U1Dud
	U1FaTHit // a FaT miss that hit another ship (9.2.4)
)

// Key returns the `tac_torpedo_end.outcome` key.
func (o U1Outcome) Key() string { return [...]string{"miss", "hit", "dud", "fat_hit"}[o] }

// Table makes the table rolls of the attack scene.
type Table interface {
	// U1 rolls [U1] (and the dud and FaT follow-ups) and returns the outcome and the
	// roll events to log when the torpedo arrives (§2.8).
	U1(r *Stream, q U1Request) (U1Outcome, []RollEvent)
	// E2Close rolls the 9.2.2 pre-fire check (2d6, detected on 7+, KCO modifier only).
	E2Close(r *Stream, drm int) (detected bool, ev RollEvent)
}

// LocalTable is the Hunted's own rolls, made from the scene's dice stream.
type LocalTable struct{}

// U1 rolls 2d6 + table + kind + solution modifiers against the bracket's number (or the
// unmodified roll against a guided torpedo's minimum), then 1d6 dud (a 1, +1 with
// Superior Torpedoes), or on a FaT miss against a convoy the unmodified 2d6 (2–3 hit).
func (LocalTable) U1(r *Stream, q U1Request) (U1Outcome, []RollEvent) {
	a, b := r.Die(6), r.Die(6)
	mods := []Mod{}
	if q.TableDRM != 0 {
		mods = append(mods, Mod{V: q.TableDRM, Why: "table modifiers"})
	}
	if q.KindDRM != 0 {
		mods = append(mods, Mod{V: q.KindDRM, Why: "target kind"})
	}
	if q.SecondDRM != 0 {
		mods = append(mods, Mod{V: q.SecondDRM, Why: "9.5.2 second salvo"})
	}
	if q.Solution != 0 {
		mods = append(mods, Mod{V: q.Solution, Why: q.SolutionWhy})
	}
	total := a + b + q.TableDRM + q.KindDRM + q.SecondDRM + q.Solution
	hit := total <= q.Number
	if q.Guided > 0 {
		hit = a+b <= q.Guided || hit
	}
	res := "miss"
	if hit {
		res = "hit"
	}
	evs := []RollEvent{{Table: "U1", Column: q.Bracket.Key(), Dice: "2d6", Faces: []int{a, b}, Mods: mods, Total: total, Result: res}}
	if hit {
		f := r.Die(6)
		t := f
		dm := []Mod{}
		if q.Superior {
			t++
			dm = []Mod{{V: 1, Why: "superior torpedoes"}}
		}
		if t <= 1 {
			evs = append(evs, RollEvent{Table: "U2", Dice: "1d6", Faces: []int{f}, Mods: dm, Total: t, Result: "dud"})
			return U1Dud, evs
		}
		evs = append(evs, RollEvent{Table: "U2", Dice: "1d6", Faces: []int{f}, Mods: dm, Total: t, Result: "ok"})
		return U1Hit, evs
	}
	if q.FaTConvoy {
		x, y := r.Die(6), r.Die(6)
		if x+y <= 3 {
			evs = append(evs, RollEvent{Table: "FAT", Dice: "2d6", Faces: []int{x, y}, Mods: []Mod{}, Total: x + y, Result: "hit"})
			return U1FaTHit, evs
		}
		evs = append(evs, RollEvent{Table: "FAT", Dice: "2d6", Faces: []int{x, y}, Mods: []Mod{}, Total: x + y, Result: "miss"})
	}
	return U1Miss, evs
}

// E2Close is 9.2.2: 2d6 + the KCO modifier, detected on 7+.
func (LocalTable) E2Close(r *Stream, drm int) (bool, RollEvent) {
	a, b := r.Die(6), r.Die(6)
	mods := []Mod{}
	if drm != 0 {
		mods = []Mod{{V: drm, Why: "KCO"}}
	}
	t := a + b + drm
	ev := RollEvent{Table: "E2_close", Dice: "2d6", Faces: []int{a, b}, Mods: mods, Total: t, Result: "undetected"}
	if t >= 7 {
		ev.Result = "detected"
	}
	return t >= 7, ev
}
