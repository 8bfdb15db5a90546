package bdu

import (
	"fmt"
	"slices"
	"strconv"
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
// deploy list), each asked in turn. An "N boats to X and/or Y" order (the inshore
// offensive, WP9 0 / WP10 9; the WP1–5 minelaying in several SMZs) is split by the
// player (pickEventSplit). The BdU AI answers the first option, which is what the
// stable order took before these decisions existed.
//
// The split of an "X and/or Y" order [designed: SW 5.3 counts the boats an order needs
// in its zone; the board-game player divides the N counters between the zones, then
// fills each by SW 5.3's order]: with N ≥ 2 boats and more than one zone a boat can
// reach, a DecideEventSplit asks how many of the N go to X (options "N" … "0"; Then
// is Y), the rest to Y (with three or more zones, asked again for Y with the rest, and
// so on; the last zone takes what is left). Each part is then an order of its own to
// its zone: the boats already there count for it (SW 5.3 "if too few are there"),
// SW 5.3's groups are that zone's, and a part that finds too few boats is not made up
// from another (SW 5.3: no penalty; the player chose the split). With one boat the
// split is the zone decision (DecideEventZone). The BdU AI sends all N to X (its first
// option, "N"): the one zone, the first, it always took.

// The decisions of an event's order (design 9.1 "Events").
const (
	// DecideEventZone: which of the event's zones its boats go to ("X and/or Y", SW 5.3);
	// Subject is the order's kind (the mission key); options are zone keys.
	DecideEventZone DecisionKind = "event_zone"
	// DecideEventBoat: the next boat the event's order takes (SW 5.3); Subject is the
	// zone ordered; options are boat ids in the stable order.
	DecideEventBoat DecisionKind = "event_boat"
	// DecideEventSplit: how many of an "X and/or Y" order's boats go to X (Subject), the
	// rest to Y (Then) [designed, SW 5.3; above]; options are the counts "N" … "0".
	DecideEventSplit DecisionKind = "event_split"
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

// pickEventSplit divides an "X and/or Y" order of n boats about kind between the zones
// ok a boat can reach, in the event's order (design 9.1 "Events", SW 5.3; the split
// above): the parts, the zones that get boats (in ok's order) and how many each. No
// zone: none. One zone: all n to it. n ≤ 1: the zone decision (pickEventZone), n to
// the zone chosen. Otherwise a DecideEventSplit for each zone but the last, Subject the
// zone and Then the next, options the boats left ("k" … "0"; the BdU AI: all to the
// first); a zone given 0 is no part. Error: an answer that is not an option.
func (c *Campaign) pickEventSplit(kind string, ok []string, n int) (zones []string, counts []int, err error) {
	if n <= 1 || len(ok) <= 1 {
		z, err := c.pickEventZone(kind, ok)
		if z == "" || err != nil {
			return nil, nil, err
		}
		return []string{z}, []int{n}, nil
	}
	left := n
	for i, z := range ok {
		k := left
		if i < len(ok)-1 && left > 0 {
			d := c.decision(DecideEventSplit, nil)
			d.Subject, d.Then = z, ok[i+1]
			for x := left; x >= 0; x-- {
				d.add(strconv.Itoa(x), nil)
			}
			key, err := c.ask(c.player, d)
			if err != nil {
				return nil, nil, err
			}
			k, _ = strconv.Atoi(key) // (an option: a count 0 … left)
		}
		if k > 0 {
			zones, counts = append(zones, z), append(counts, k)
			left -= k
		}
	}
	return zones, counts, nil
}
