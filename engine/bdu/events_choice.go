package bdu

import (
	"fmt"
	"slices"
)

// design 9.1 "Events: obey or refuse (political module); choose zones and boats" and 5
// I.1 "Forced deployments follow SW 5.3 (P: the player picks which boats when there is
// a choice; the AI picks nearest undamaged boats otherwise)": an event's order asks the
// player which zone (when it names several a boat can reach: "X and/or Y") and then,
// one boat at a time, which boat (when more boats fit than the order still needs). The
// options are the legal ones only: the boats of the current group of SW 5.3's order
// (linked or adjacent OAs first, then outbound boats there, then Ready boats), that
// pass the event's own filters (types, undamaged, Arctic-only, range), in the stable
// order of design 5. With no more boats fitting than the order needs there is no choice
// and nothing is asked. An "N boats to X and Y" split is one order per zone (the data's
// deploy list), each asked in turn. The BdU AI answers the first option, which is what
// the stable order took before these decisions existed.

// The decisions of an event's order (design 9.1 "Events").
const (
	// DecideEventZone: which of the event's zones its boats go to ("X and/or Y", SW 5.3);
	// Subject is the order's kind (the mission key); options are zone keys.
	DecideEventZone DecisionKind = "event_zone"
	// DecideEventBoat: the next boat the event's order takes (SW 5.3); Subject is the
	// zone ordered; options are boat ids in the stable order.
	DecideEventBoat DecisionKind = "event_boat"
)

// pickEventBoats takes up to n boats (n < 0: every boat that fits) for an event's order
// to zone, one at a time (design 9.1 "Events", SW 5.3): each time the boats that fit
// now (fit, in the stable order of design 5) are gathered; with more of them than the
// order still needs, a DecideEventBoat asks which (c.player, then the BdU AI: the
// first); take sends the boat. It returns the boats still needed (n less those taken;
// n unchanged when negative). Error: take's, or an answer that is not an option.
func (c *Campaign) pickEventBoats(zone string, n int, fit func(*Boat) bool, take func(*Boat) error) (int, error) {
	return c.pickEventBoatsBy(zone, n, func(b *Boat) int {
		if fit(b) {
			return 0
		}
		return -1
	}, take)
}

// pickEventBoatsBy is pickEventBoats for an order whose rule lets any fit boat go but
// whose BdU AI prefers some (design 9.1 "Events": the transfers to training take boats
// in port first, the Monsun return boats at Penang first): rank(b) < 0 does not fit;
// the options are the fit boats by rank, lowest first, in the stable order of design 5
// within a rank, so the AI's first option is the boat its nested loops took. zone is
// the decision's Subject: the zone the order sends its boats to or holds them in, or
// the order's destination where it has no zone ("training", "off_map", "rtb").
func (c *Campaign) pickEventBoatsBy(zone string, n int, rank func(*Boat) int, take func(*Boat) error) (int, error) {
	type cand struct {
		b    *Boat
		rank int
	}
	var cands []cand
	for n != 0 {
		cands = cands[:0]
		for _, b := range c.loop() {
			if r := rank(b); r >= 0 {
				cands = append(cands, cand{b, r})
			}
		}
		if len(cands) == 0 {
			break
		}
		slices.SortStableFunc(cands, func(x, y cand) int { return x.rank - y.rank })
		b := cands[0].b
		if n > 0 && len(cands) > n {
			d := c.decision(DecideEventBoat, nil)
			d.Subject = zone
			for _, x := range cands {
				d.add(x.b.ID, nil)
			}
			key, err := c.ask(c.player, d)
			if err != nil {
				return n, err
			}
			b = nil
			for _, x := range cands {
				if x.b.ID == key {
					b = x.b
					break
				}
			}
			if b == nil {
				return n, fmt.Errorf("event order to %s answered %q, not a boat that fits (SW 5.3)", zone, key)
			}
		}
		if err := take(b); err != nil {
			return n, err
		}
		if n > 0 {
			n--
		}
	}
	return n, nil
}

// pickEventZone is the zone of an event's order that names several (design 9.1
// "Events": "X and/or Y"): ok the zones a boat can reach, in the event's order; with
// more than one a DecideEventZone about kind asks which (the BdU AI: the first). ""
// when none.
func (c *Campaign) pickEventZone(kind string, ok []string) (string, error) {
	switch len(ok) {
	case 0:
		return "", nil
	case 1:
		return ok[0], nil
	}
	d := c.decision(DecideEventZone, nil)
	d.Subject = kind
	for _, z := range ok {
		d.add(z, nil)
	}
	return c.ask(c.player, d)
}
