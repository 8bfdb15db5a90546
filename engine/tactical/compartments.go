package tactical

import (
	"fmt"
	"strings"
)

// §4.1 compartments and where [E4] results land.

// Placement is one [E4] result placed in the boat: the section (1–6 inside, 7 deck,
// 8 bridge), how many boxes it marks (2 for an "_x2" result) and the DC_ROOM roll
// when one was made.
type Placement struct {
	Result  string
	Section int
	Count   int
	Roll    *RollEvent
}

// Place is §4.1: the section of an [E4] result key (engine/data/tables.yaml E4 keys).
// Where two sections are listed a 1d6 picks (1–3 the first, 4–6 the second); flooding,
// hull and crew injury roll 1d6 for sections 1–6. Both rolls are logged as DC_ROOM.
func (d *Data) Place(r *Stream, result string) (Placement, error) {
	s, ok := d.Compartments[result]
	if !ok {
		return Placement{}, fmt.Errorf("tactical: no compartment for [E4] result %q", result)
	}
	p := Placement{Result: result, Count: 1}
	if strings.HasSuffix(result, "_x2") {
		p.Count = 2
	}
	switch {
	case s.Any:
		f := r.Die(6)
		p.Section = f
		p.Roll = &RollEvent{Table: "DC_ROOM", Dice: "1d6", Faces: []int{f}, Mods: []Mod{}, Total: f, Result: fmt.Sprintf("room_%d", f)}
	case len(s.List) == 2:
		f := r.Die(6)
		p.Section = s.List[0]
		if f >= 4 {
			p.Section = s.List[1]
		}
		p.Roll = &RollEvent{Table: "DC_ROOM", Dice: "1d6", Faces: []int{f}, Mods: []Mod{}, Total: f, Result: fmt.Sprintf("room_%d", p.Section)}
	default:
		p.Section = s.List[0]
	}
	return p, nil
}
