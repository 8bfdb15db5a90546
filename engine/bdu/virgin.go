package bdu

// Virgin waters (SW 30.5; design 7.2 "Virgin waters"): the Allies brought in convoys only
// where they knew U-boats were at work, so the first boats in a new area found its
// shipping sailing alone. An OA is virgin until boats have searched it in their station
// week (the search and combat phase, design 5 III.3), unless the not-virgin list of
// SW 30.5 for the current war period names it; in WP5 and later no OA is virgin. In the
// week in which boats first search a virgin OA, each of their searches (WP1–5, the AAC,
// design 7.1) gets +2 and every convoy contact ("C", design 7.2) becomes a loner contact
// (its count rolled as for an "L"), unless the B-Dienst band (7.5) turns it into a task
// force or special convoy (SW 30.51); from the next week the OA is searched normally
// (SW 30.52). A transit encounter (SW 15.4, design 7.4) is not a station search and
// neither uses nor spends an OA's virgin week. Reading [designed]: "virgin at the start"
// is read once per campaign, as design 7.2's "the first week boats search a virgin OA";
// a campaign starting later treats the OAs off the lists as virgin too.

// notVirginWP1 is SW 30.5's list for WP1: the OAs already worked by U-boats.
var notVirginWP1 = [...]string{"baltic_sea", "north_sea", "norwegian_sea", "barents_sea",
	"western_approaches", "sw_approaches", "greenland_gap", "grand_banks", "maritimes",
	"morocco", "western_mediterranean"}

// notVirginLater are the OAs SW 30.5 adds to the list in WP2, WP3 and WP4.
var notVirginLater = [...][]string{
	2: {"cape_verde", "eastern_mediterranean"},
	3: {"west_africa"},
	4: {"angola_basin"},
}

// virginState is the campaign's record of SW 30.5: first[oa] is 1 + the turn in which
// boats first searched oa on station (absent: never).
type virginState struct {
	first map[string]int
}

// virginListed reports whether SW 30.5's list for war period wp (1–4) names oa as not
// virgin; in WP5 and later every OA is (SW 30.5 "convoys in all OAs").
func virginListed(oa string, wp int) bool {
	if wp >= 5 {
		return true
	}
	for _, z := range notVirginWP1 {
		if z == oa {
			return true
		}
	}
	for p := 2; p <= wp; p++ {
		for _, z := range notVirginLater[p] {
			if z == oa {
				return true
			}
		}
	}
	return false
}

// virginSearch is called for each station search of oa (design 7.1, WP1–5): it reports
// whether oa is virgin this week (SW 30.51) and records the week as the OA's first
// searched one.
func (c *Campaign) virginSearch(oa string) bool {
	turn := c.Now.Turn() + 1
	f, seen := c.virgin.first[oa]
	if !seen {
		if c.virgin.first == nil {
			c.virgin.first = make(map[string]int, 32)
		}
		c.virgin.first[oa] = turn
		f = turn
	}
	return f == turn && !virginListed(oa, c.Period)
}

// Virgin reports whether oa would be virgin water for a station search this week
// (SW 30.5): not on the war period's list and not searched in an earlier week.
func (c *Campaign) Virgin(oa string) bool {
	f, seen := c.virgin.first[oa]
	return (!seen || f == c.Now.Turn()+1) && !virginListed(oa, c.Period)
}
