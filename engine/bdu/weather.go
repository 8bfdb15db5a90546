package bdu

import "strconv"

// design 5 I.4(c) and SW 7.4/7.41 weather (unchanged, all war periods): up to three
// low-pressure systems a week, 990 mb or 965 mb, over OAs; their effects are read by the
// search (7.1, 7.3), the attack (6.1.3), the counterattack's extra risk (6.1.4), packs
// (8.1), the straggler level (SW 7.41), endurance (6.1.8) and recon (7.9).

// WeatherSystem is a low-pressure marker over an OA (design 9.3 weather systems).
type WeatherSystem struct {
	Zone string `json:"zone"`
	MB   int    `json:"mb"` // 990 or 965
}

// weatherLoc is SW 7.4 B: the OA of a system by d10, June–November and December–May.
var weatherLoc = [2][10]string{
	{"south_africa", "guiana_basin", "caribbean", "gulf_of_mexico", "us_east_coast", "bermuda", "maritimes", "grand_banks", "greenland_gap", "western_approaches"},
	{"north_sea", "norwegian_sea", "barents_sea", "western_approaches", "western_approaches", "sw_approaches", "greenland_gap", "grand_banks", "maritimes", "south_africa"},
}

// stepWeather is SW 7.4: roll 3 d10, each 0 forms a system; each system's OA by d10 on
// the season's column (the same OA twice or three times: one 965 marker); each 990
// marker d10 0–1 → 965.
func (c *Campaign) stepWeather() {
	n := 0
	for range 3 {
		r := c.Dice.D10()
		res := "none"
		if r == 0 {
			n++
			res = "system"
		}
		c.rolled(TabWeatherForm, "", "1d10", nil, r, res, r)
	}
	season := 1
	if m := c.Now.Month.Num(); m >= 6 && m <= 11 {
		season = 0
	}
	col := "jun_nov"
	if season == 1 {
		col = "dec_may"
	}
	sys := c.weatherBuf[:0]
	for range n {
		r := c.Dice.D10()
		oa := weatherLoc[season][r]
		c.rolled(TabWeatherLoc, col, "1d10", nil, r, oa, r)
		found := false
		for i := range sys {
			if sys[i].Zone == oa {
				sys[i].MB, found = 965, true
			}
		}
		if !found {
			sys = append(sys, WeatherSystem{oa, 990})
		}
	}
	for i := range sys {
		if sys[i].MB != 990 {
			continue
		}
		r := c.Dice.D10()
		if r <= 1 {
			sys[i].MB = 965
		}
		c.rolled(TabWeatherStr, sys[i].Zone, "1d10", nil, r, strconv.Itoa(sys[i].MB), r)
	}
	c.weatherBuf = sys
	c.War.Weather = append(c.War.Weather[:0], sys...)
	if c.Log != nil {
		c.emit(TWeather, &WeatherEvent{Systems: append([]WeatherSystem{}, c.War.Weather...)})
	}
}

// weatherAt is the weather over zone this week: 0 (none), 990 or 965. SW 7.41: an OA's
// weather applies in its linked SMZs too, so an SMZ or a transit zone (design 3.1: a
// transit zone is an SMZ) takes the weather of the OAs it is linked to, the strongest
// when it links to several [designed reading: Ireland, Florida and the Lesser Antilles
// link two OAs, and a transit zone's far side is an OA too]. Bases, advanced bases and
// neutral ports have no weather (their boats are in port).
func (c *Campaign) weatherAt(zone string) int {
	if len(c.War.Weather) == 0 {
		return 0
	}
	if mb := c.weatherOver(zone); mb != 0 {
		return mb
	}
	m := c.Data.Map
	z := m.Zones[zone]
	if z == nil || (z.Kind != KindSMZ && z.Kind != KindTransitZone) {
		return 0
	}
	mb := 0
	for _, a := range m.adj[zone] {
		if m.Zones[a.Zone].Kind != KindOperatingArea {
			continue
		}
		switch c.weatherOver(a.Zone) {
		case 965:
			return 965
		case 990:
			mb = 990
		}
	}
	return mb
}

// weatherOver is the marker over oa itself (SW 7.4): 0, 990 or 965.
func (c *Campaign) weatherOver(oa string) int {
	for _, w := range c.War.Weather {
		if w.Zone == oa {
			return w.MB
		}
	}
	return 0
}

// weatherSteps is the weather step of oa: 990 mb 1, 965 mb 2 (design 6.1.3 "−1 per
// weather step").
func (c *Campaign) weatherSteps(oa string) int {
	switch c.weatherAt(oa) {
	case 990:
		return 1
	case 965:
		return 2
	}
	return 0
}

// weatherStraggler is the straggler level a convoy battle starts from in weather
// (SW 7.41: 990 +1, maximum 2; 965 set to 2).
func (c *Campaign) weatherStraggler(oa string, level int) int {
	switch c.weatherAt(oa) {
	case 990:
		return min(2, level+1)
	case 965:
		return 2
	}
	return level
}

// weatherDamage is SW 7.41 at the start of the endurance check (design 6.1.8: weather
// damage is rolled first): a boat in a 965 mb OA, or in an SMZ linked to one
// (weatherAt), takes a damage marker on d10 0–1, an Italian boat (design 4.8, SW 30.8)
// on 0–3; at 990 mb only an Italian boat rolls, damaged on 0–1. The boat is the one on
// station in the zone at the check (SW 004's reading "in the OA at the end of the turn";
// 002's "or passing through" is not tracked). It reports whether the boat was lost
// (addDamage: the 965 mb extra loss roll follows).
func (c *Campaign) weatherDamage(b *Boat) (bool, error) {
	italian := b.Nation == "it"
	hitOn := -1
	switch mb := c.weatherAt(b.Zone); {
	case mb == 965 && italian:
		hitOn = 3
	case mb == 965, mb == 990 && italian:
		hitOn = 1
	default:
		return false, nil
	}
	r := c.Dice.D10()
	hit := r <= hitOn
	c.rolled(TabWeatherDamage, b.Zone, "1d10", nil, r, okKey(hit), r)
	if !hit {
		return false, nil
	}
	return c.addDamage(b, 1, "weather")
}
