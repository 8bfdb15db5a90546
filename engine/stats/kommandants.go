package stats

import (
	"sort"

	"uboat/engine"
)

// Rival is one bar of the comparison with the historical Kommandants (kommandants.md,
// the Kommandant cards): a card's name, boats and the ships and tons it credits "for The
// Hunted" (the back of the card: his sinkings from July 1943 on), or one of the
// player's careers (Player set; Index is the caller's own number for it).
type Rival struct {
	Name   string
	Boat   string // the card's first boat and type, "U-123 (IXB)"; the player's boat
	Ships  int
	Tons   int
	Player bool
	Index  int
}

// Against returns the cards' Kommandants of d and the player's careers together, the
// largest tonnage first (equal tonnages: the cards first, then in the order given).
func Against(d *engine.Data, players []Rival) []Rival {
	out := make([]Rival, 0, len(d.Kommandants)+len(players))
	for _, k := range d.Kommandants {
		r := Rival{Name: k.Name, Ships: k.Hunted.Ships, Tons: k.Hunted.Tons, Index: k.Number}
		if len(k.Boats) > 0 {
			r.Boat = k.Boats[0].ID + " (" + k.Boats[0].Type + ")"
		}
		out = append(out, r)
	}
	for _, p := range players {
		p.Player = true
		out = append(out, p)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Tons > out[j].Tons })
	return out
}
