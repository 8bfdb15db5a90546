package bdu

import (
	"fmt"
	"slices"
)

// The western waters before WP4 with the political module (SW 30.23, 30.25 with
// 36.63J, L and M; data political.yaml requests, "west"):
//   - SW 30.23, with the module only [designed: design 3.1–3.2 take up SW 30.2's entry
//     periods but not 30.23's restrictions; the standard campaign has no boat in
//     western waters before WP4 but the Grand Banks of WP3, and its calibration is
//     kept]: before WP4 a boat in a western-waters OA does not attack a task force or a
//     special convoy (Engage: the contact passes); SW's US escorts and submarines have
//     no F1 counterpart;
//   - 36.63M (attack_us_units): the 30.23 restrictions end (these, and subsub.go's US
//     submarines, which every campaign keeps from attack before WP4);
//   - 36.63J: when the first ship is sunk in the Maritimes before WP4, the Maritimes
//     blackout (30.25: +1 AV, blackout.go) lasts ceil(d10/2) + 1 months from that month
//     (MARITIMES_BLACKOUT), then ends for good (also in WP4);
//   - 36.63L: when the first ship is sunk off the US East Coast or in the Gulf of Mexico
//     before WP4, Roosevelt widens the rules of engagement: unless J was granted the
//     Maritimes blackout is rolled as for J; the next turn the war event "American
//     neutrality?" happens (WP3's entry, at once if it has not happened); the US East
//     Coast and the Gulf of Mexico have light air cover until WP4 (then the charts);
//     with subs there before WP4, 30.25 acts in the Maritimes only (30.25 "with the
//     political rules"): no blackout in WP4 off the US East Coast or in the Gulf. SW's
//     B-25 and PBY swaps have no F1 counterpart.

// effUSUnits is the request effect of SW 36.63M.
const effUSUnits = "us_units"

// TabMaritimesBlackout is SW 36.63J/L's roll: ceil(d10/2) + 1 months of blackout.
const TabMaritimesBlackout Table = "MARITIMES_BLACKOUT"

// usCoast are the OAs whose first sinking widens the US rules of engagement (36.63L).
var usCoast = []string{"us_east_coast", "gulf_of_mexico"}

const neutralityEvent = "american_neutrality"

// The requests whose first sinkings westSunk follows (SW 36.63J, L; political.yaml).
const (
	reqMaritimes = "maritimes"
	reqWestern   = "western_waters"
)

// checkWest reports an error unless the requests of 36.63J and L are in the data with
// effect open (westSunk reads them by key).
func checkWest(p *Political) error {
	for _, k := range []string{reqMaritimes, reqWestern} {
		if !slices.ContainsFunc(p.Requests, func(r *Request) bool { return r.Key == k && r.Effect == effOpen }) {
			return fmt.Errorf("requests: %s (SW 36.63J/L, effect open) missing", k)
		}
	}
	return nil
}

// grantedKey reports whether the request key has been granted (SW 36.23).
func (c *Campaign) grantedKey(key string) bool {
	_, ok := c.pol.granted[key]
	return ok
}

// usRestricted reports whether SW 30.23 bars an attack on contact k (with the module,
// before WP4, a task force or special convoy in western waters, 36.63M not granted).
func (c *Campaign) usRestricted(k Contact) bool {
	if c.pol == nil || c.Period >= 4 || (k.Category != CatTaskForce && k.Category != CatSpecial) {
		return false
	}
	if z := c.Data.Map.Zones[k.Zone]; z == nil || z.WesternWaters == "" {
		return false
	}
	return !c.usUnitsGranted()
}

// usUnitsGranted reports whether 36.63M has been granted (the module on): SW 30.23's
// restrictions end (here and for the US submarines, subsub.go).
func (c *Campaign) usUnitsGranted() bool {
	if c.pol == nil {
		return false
	}
	for _, r := range c.Data.Political.Requests {
		if r.Effect == effUSUnits && c.grantedKey(r.Key) {
			return true
		}
	}
	return false
}

// usUnitsLegal is 36.63M's window: before WP4, once boats may be in western waters
// (WP3's Grand Banks, or a request of 36.63I–L granted).
func (c *Campaign) usUnitsLegal() bool {
	if c.Period >= 4 {
		return false
	}
	if c.Period == 3 {
		return true
	}
	for _, r := range c.Data.Political.Requests {
		if r.Effect == effOpen && c.grantedKey(r.Key) {
			return true
		}
	}
	return false
}

// westSunk is called for each ship sunk in oa (sinkShip, with the module): the first
// sinkings of 36.63J and L.
func (c *Campaign) westSunk(oa string) {
	s := c.pol
	if c.Period >= 4 {
		return
	}
	j, l := c.grantedKey(reqMaritimes), c.grantedKey(reqWestern)
	switch {
	case oa == "maritimes" && j && s.blackoutUntil == 0:
		c.maritimesBlackout("SW 36.63J")
	case slices.Contains(usCoast, oa) && l && s.widened == 0:
		s.widened = c.Now.Turn()
		if !j && s.blackoutUntil == 0 {
			c.maritimesBlackout("SW 36.63L")
		}
		c.polEmit(&PoliticalEvent{Kind: "west", Key: "us_rules_widened", Rule: "SW 36.63L"})
	}
}

// maritimesBlackout rolls the Maritimes blackout's months, ceil(d10/2) + 1, from this
// month.
func (c *Campaign) maritimesBlackout(rule string) {
	r := c.Dice.D10()
	n := (r+1)/2 + 1
	c.pol.blackoutUntil = c.Now.Month + Month(n)
	c.rolled(TabMaritimesBlackout, "maritimes", "1d10", nil, n, c.pol.blackoutUntil.String(), r)
	c.polEmit(&PoliticalEvent{Kind: "west", Key: "maritimes_blackout", Rule: rule, Points: n})
}

// earlyBlackout is the coastal blackout with the module once boats operate in its OAs
// before WP4 (coastalBlackout; SW 30.25 with 36.63J/L): the Maritimes within its rolled
// months (+1), the US East Coast and the Gulf never once the rules are widened; ok false
// where SW 30.25 acts as without the module.
func (c *Campaign) earlyBlackout(oa string) (bonus int, ok bool) {
	if c.pol == nil {
		return 0, false
	}
	s := c.pol
	switch {
	case oa == "maritimes" && s.blackoutUntil != 0:
		return b2i(c.Now.Month < s.blackoutUntil), true
	case slices.Contains(usCoast, oa) && s.widened != 0:
		return 0, true
	}
	return 0, false
}

// usAir reports whether 36.63L's light air cover holds in oa (before WP4, once the
// rules are widened).
func (c *Campaign) usAir(oa string) bool {
	return c.pol != nil && c.pol.widened != 0 && c.Period < 4 && slices.Contains(usCoast, oa)
}

// westTurn is 36.63L's "American neutrality?" the turn after the widening (step I.1,
// with the national tables).
func (c *Campaign) westTurn() error {
	s := c.pol
	if s.widened == 0 || c.Now.Turn() != s.widened+1 {
		return nil
	}
	if _, done := c.Events[neutralityEvent]; done {
		return nil
	}
	for _, list := range c.Data.EarlyEvents {
		for _, e := range list {
			if e.Key == neutralityEvent {
				return c.fireEarly(e, e.Roll)
			}
		}
	}
	return nil
}
