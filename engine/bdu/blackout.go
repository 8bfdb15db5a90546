package bdu

// The coastal blackout (SW 30.25; design 6.1.3): in WP4 the lit coasts of the
// Americas showed the ships up against the shore until the blackout came in, so every
// F1 attack in the Maritimes, off the US East Coast and in the Gulf of Mexico gets +1
// to AV until the end of 1942-04 week 1. SW's −1 to each TDC (at most −4) is the
// design's +1 to AV: F1 has one attack value, no TDC per target. SW's SMZs linked to
// these OAs are not listed by design 6.1.3 (F1 does not fight there). With the
// political module and boats there before WP4, SW 36.63J/L change it (westwaters.go
// earlyBlackout).

// blackoutZones are the OAs of SW 30.25 (design 6.1.3).
var blackoutZones = [...]string{"maritimes", "us_east_coast", "gulf_of_mexico"}

// blackoutPeriod is the war period in which SW 30.25 acts (design 6.1.3: WP4).
const blackoutPeriod = 4

// BlackoutEnds is the last turn of the coastal blackout bonus: 1942-04 week 1
// (SW 30.25 "until the end of the first week of April 1942"; design 6.1.3).
var BlackoutEnds = Week{MonthOf(1942, 4), 1}

// coastalBlackout is the AV bonus of SW 30.25 for an attack in zone oa this week:
// 1 in WP4 in a blackout OA up to and including 1942-04 week 1, else 0.
func (c *Campaign) coastalBlackout(oa string) int {
	if v, ok := c.earlyBlackout(oa); ok { // SW 36.63J/L (westwaters.go)
		return v
	}
	if c.Period != blackoutPeriod || BlackoutEnds.Before(c.Now) {
		return 0
	}
	for _, z := range blackoutZones {
		if z == oa {
			return 1
		}
	}
	return 0
}
