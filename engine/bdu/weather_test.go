package bdu

import "testing"

// SW 7.41: an OA's weather applies in its linked SMZs; an SMZ linked to two OAs, or a
// transit zone, takes the strongest of theirs (weatherAt's designed reading); bases have
// no weather.
func TestWeatherInSMZs(t *testing.T) {
	c, _ := seaBoat(t, "VIIC", "north_sea", MonthOf(1940, 1))
	c.War.Weather = []WeatherSystem{{"western_approaches", 990}}
	for zone, want := range map[string]int{
		"western_approaches": 990, // the OA itself
		"ireland":            990, // SMZ linked to the Western and SW Approaches
		"scapa_flow":         0,   // SMZ of the North Sea: no system there
		"english_channel":    0,   // TZ between the North Sea and the SW Approaches
		"france_atlantic":    0,   // a base
	} {
		if got := c.weatherAt(zone); got != want {
			t.Errorf("990 over the Western Approaches: weatherAt(%s) = %d, want %d", zone, got, want)
		}
	}
	c.War.Weather = []WeatherSystem{{"western_approaches", 990}, {"sw_approaches", 965}}
	for zone, want := range map[string]int{
		"ireland":         965, // the stronger of its two OAs
		"english_channel": 965, // the SW Approaches on its far side
		"bay_of_biscay":   965,
		"france_atlantic": 0,
		"el_ferrol":       0, // a neutral port: in port, no weather
	} {
		if got := c.weatherAt(zone); got != want {
			t.Errorf("965 over the SW Approaches: weatherAt(%s) = %d, want %d", zone, got, want)
		}
	}
	// the SMZ's effects are the OA's: no gun attack in it, the straggler level
	if c.gunAllowed(c.Boats[0], Contact{Category: CatLoner, Ships: 1, Zone: "ireland"}) {
		t.Error("a gun attack in the Ireland SMZ under 965 mb")
	}
	if c.weatherStraggler("ireland", 0) != 2 {
		t.Error("965 mb in the Ireland SMZ: straggler level 2")
	}
}

// SW 7.41 weather damage before the endurance check (design 6.1.8) in an SMZ: a boat
// on station in the Ireland SMZ under a 965 mb system over the SW Approaches takes a
// damage marker on d10 0–1 and makes the 965 mb extra loss roll (d10 − ace > Defence).
func TestWeatherDamageInSMZ(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "ireland", MonthOf(1940, 1), 1, 0) // damage on 1; loss roll 0: survives
	c.War.Weather = []WeatherSystem{{"sw_approaches", 965}}
	rec := &Recorder{}
	c.Log = rec
	lost, err := c.weatherDamage(b)
	if err != nil || lost || b.Markers.Damage != 1 {
		t.Fatalf("lost %v err %v damage %d, want one marker and no loss", lost, err, b.Markers.Damage)
	}
	var tables []Table
	for _, e := range rec.Events {
		if r, ok := e.(*RollEvent); ok {
			tables = append(tables, r.Table)
		}
	}
	if len(tables) != 2 || tables[0] != TabWeatherDamage || tables[1] != TabWeatherLoss {
		t.Errorf("rolls %v, want WEATHER_DAMAGE then the 965 mb loss roll", tables)
	}
	c.Dice = NewScriptedDice(2) // 2 > 1: no damage
	if lost, _ := c.weatherDamage(b); lost || b.Markers.Damage != 1 {
		t.Errorf("d10 2 at 965 mb: damage %d, want still 1", b.Markers.Damage)
	}
}

// SW 7.41 on Italian boats (design 4.8, SW 30.8): at 990 mb only Italian boats roll for
// weather damage (d10 0–1); at 965 mb an Italian boat is damaged on 0–3, a German one on
// 0–1.
func TestWeatherDamageItalian(t *testing.T) {
	c, it := seaBoat(t, "VIIC", "sw_approaches", MonthOf(1941, 1))
	it.Type, it.Nation = BetasomType, "it"
	var de *Boat
	for _, x := range c.Boats {
		if x != it && x.Type == "VIIC" && x.State.InPort() {
			de = x
			break
		}
	}
	de.State, de.Zone, de.Side, de.Markers, de.Nation = OnStation, "sw_approaches", SidePatrol, Markers{}, "de"

	c.War.Weather = []WeatherSystem{{"sw_approaches", 990}}
	c.Dice = NewScriptedDice() // a German boat at 990 mb rolls nothing (no faces to take)
	if lost, err := c.weatherDamage(de); lost || err != nil || de.Markers.Damage != 0 {
		t.Fatalf("German boat at 990 mb: lost %v err %v damage %d", lost, err, de.Markers.Damage)
	}
	c.Dice = NewScriptedDice(2, 1) // Italian at 990: 2 misses, 1 hits (no extra roll at 990)
	if _, _ = c.weatherDamage(it); it.Markers.Damage != 0 {
		t.Fatalf("Italian boat at 990 mb, d10 2: damage %d, want 0", it.Markers.Damage)
	}
	if _, _ = c.weatherDamage(it); it.Markers.Damage != 1 {
		t.Fatalf("Italian boat at 990 mb, d10 1: damage %d, want 1", it.Markers.Damage)
	}

	c.War.Weather = []WeatherSystem{{"sw_approaches", 965}}
	it.Markers.Damage = 0
	c.Dice = NewScriptedDice(3, 0, 4) // Italian at 965: 3 hits, loss roll 0 survives; then 4 misses
	if lost, _ := c.weatherDamage(it); lost || it.Markers.Damage != 1 {
		t.Fatalf("Italian boat at 965 mb, d10 3: lost %v damage %d, want 1", lost, it.Markers.Damage)
	}
	if _, _ = c.weatherDamage(it); it.Markers.Damage != 1 {
		t.Fatalf("Italian boat at 965 mb, d10 4: damage %d, want still 1", it.Markers.Damage)
	}
	c.Dice = NewScriptedDice(3, 2) // German at 965: 3 and 2 miss (0–1 only)
	c.weatherDamage(de)
	c.weatherDamage(de)
	if de.Markers.Damage != 0 {
		t.Errorf("German boat at 965 mb, d10 3 and 2: damage %d, want 0", de.Markers.Damage)
	}
}
