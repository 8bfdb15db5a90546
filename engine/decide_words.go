package engine

import (
	"strconv"
	"strings"
)

// Read-only helpers for a screen that says a decision in its own words (present.Localize):
// the parts of a decision's English prompt that its keys, context and the state do not
// carry, read here, next to the code that writes them. None of them is called by the
// career itself.

// LoadMix is a torpedo load by kind (4.5): the steam (G7a FaT), electric (G7e FaT) and
// guided counters, and the guided kind of the date (TorpNone when the boat carries none).
type LoadMix struct {
	Steam, Electric, Guided int
	GuidedKind              Torp
}

// LoadMixAt returns the mix a load_mix decision of state s starts from: the board's
// printed counters of the date (4.5 step 1; with the Scrounger's guided count doubled,
// 14.15 #18), fitted to the tubes and the reload room under
// optional rule 4.5.2. s is the state at the decision (its boat's type, tubes, date and
// options); d is the data (MustData). The zero LoadMix for an unknown type.
func LoadMixAt(d *Data, s *State) LoadMix {
	b := d.Boards[s.Boat.Type]
	if b == nil {
		return LoadMix{}
	}
	var n [3]int
	n[slotGuided], n[slotG7e], n[slotG7a] = b.DefaultGuided, b.DefaultG7e, b.DefaultG7a
	if s.Boat.GuidedDoubled { // 14.15 #18 the Scrounger's load
		doubleGuided(&n)
	}
	if opt452 := s.Options.Has(OptInitialLoad); opt452 {
		fit452(&n, elecRoomOf(b, true), len(s.Boat.BowTubes)+len(s.Boat.SternTubes))
	}
	return LoadMix{Steam: n[slotG7a], Electric: n[slotG7e], Guided: n[slotGuided], GuidedKind: b.GuidedKind(s.Date)}
}

// PenangShortCount returns how many torpedoes stay at Penang in a penang_short decision
// (4.7.5): the count its prompt ends with; 0 when it has none.
func PenangShortCount(d *Decision) int {
	i := strings.LastIndexByte(d.Prompt, ' ')
	n, err := strconv.Atoi(d.Prompt[i+1:])
	if err != nil {
		return 0
	}
	return n
}

// SparePartAfterRoll reports whether a spare_part decision comes after a failed repair
// roll (11.4.10.3; false: offered instead of the roll).
func SparePartAfterRoll(d *Decision) bool {
	return strings.HasPrefix(d.Prompt, sparePartAfterPrefix)
}

// sparePartAfterPrefix starts the prompt of spareForOwn after a failed roll.
const sparePartAfterPrefix = "The repair failed"

// TestDepthBelow reports whether a test_depth decision is asked while the boat is already
// below test depth (9.6.4, the round after: stay below or rise), read from its options.
func TestDepthBelow(d *Decision) bool {
	return len(d.Options) > 0 && d.Options[0].Label == optsTestDepthDeep[0].Label
}

// PatrolRequestArea returns the area a patrol_request option key (a [P1] result) sends the
// boat of state s to after the type's substitutions (7.3, 11.2.1, with s's optional rules:
// 14.10): the area key, and whether it differs from the result's own area (the wolfpack
// and the agent landing are their areas). ok is false for an unknown type or a result the
// boat may not take.
func PatrolRequestArea(d *Data, s *State, key string) (area string, differs, ok bool) {
	b := d.Boards[s.Boat.Type]
	if b == nil {
		return "", false, false
	}
	a, _, _, ok := (&Career{data: d, S: State{Options: s.Options}}).substitute(key, b)
	if !ok {
		return "", false, false
	}
	return a, a != key && key != "atlantic_wolfpack" && key != "north_america_abwehr", true
}

// DeckGunRemoved reports whether a deck-gun removal total removes the gun (10.11.8: 1–4).
func DeckGunRemoved(total int) bool { return classifyGunRemoval(total) == "removed" }
