package engine

import (
	"errors"
	"slices"
	"testing"
)

// zoomDecider answers the first option of every decision but the abort (continue).
type zoomDecider struct{ ids []string }

func (z *zoomDecider) Decide(_ *State, d *Decision) (string, string) {
	z.ids = append(z.ids, d.ID)
	if d.Has("continue") {
		return "continue", "test"
	}
	return d.Options[0].Key, "test"
}

// zoomRun plays z on scripted faces and returns the result and the events.
func zoomRun(t *testing.T, z *ZoomBox, faces ...int) (*ZoomResult, []Event, *ScriptedRoller) {
	t.Helper()
	var evs []Event
	r := Script(faces...)
	res, err := playZoom(z, &zoomDecider{}, func(e Event) { evs = append(evs, e) }, r)
	if err != nil {
		t.Fatal(err)
	}
	return res, evs, r
}

func zoomRolls(evs []Event, table string) []*RollEvent {
	var out []*RollEvent
	for _, e := range evs {
		if r, ok := e.(*RollEvent); ok && r.Table == table {
			out = append(out, r)
		}
	}
	return out
}

func hasMod(r *RollEvent, v int, why string) bool {
	return slices.Contains(r.Mods, Mod{V: v, Why: why})
}

// operational design 6.2.2: an aircraft in 1940 (WP2) takes the era's [A1] +1: 3+4 = 7
// + 1 = 8, the crash dive; the boat is not attacked, so not detected (6.2.3).
func TestZoomEraA1CrashDive(t *testing.T) {
	z := &ZoomBox{Seed: 1, Date: MonthOf(1940, 3), Board: "VIIC", Column: "atlantic", Encounters: []string{"aircraft"},
		Torpedoes: 14, Crew: Trained, Rank: RankKptLt, Era: ZoomEra{E2: -2, A1: 1, NoHedgehog: true, NoFIDO: true}}
	res, evs, r := zoomRun(t, z, 3, 4)
	a1 := zoomRolls(evs, TableA1)
	if len(a1) != 1 || a1[0].Total != 8 || a1[0].Result != "crash_dive" || !hasMod(a1[0], 1, "design 6.2.2 era: weaker aircraft") {
		t.Fatalf("[A1] rolls %+v", a1)
	}
	if res.Detected || res.Lost || res.Abort || res.Torpedoes != 14 || res.Hull != 0 || r.Remaining() != 0 {
		t.Errorf("result %+v, %d faces left", res, r.Remaining())
	}
	// 990 mb adds +1 more: 3+3 = 6 + 2 = 8
	z.Weather = 990
	_, evs, _ = zoomRun(t, z, 3, 3)
	if a1 = zoomRolls(evs, TableA1); a1[0].Result != "crash_dive" || !hasMod(a1[0], 1, "design 6.2.2 990 mb") {
		t.Errorf("990 mb [A1] %+v", a1[0])
	}
}

// design 6.2.2: each damage marker is 2 hull boxes and one [E4] roll marked Inoperative,
// hull, flooding and crew results rolled again: 33 hull (again), 34 crew (again), 14
// periscope → Inoperative. The result carries H and I (6.2.3).
func TestZoomDamageIn(t *testing.T) {
	z := &ZoomBox{Seed: 1, Date: MonthOf(1942, 5), Board: "VIIC", Column: "atlantic", Torpedoes: 6,
		Crew: Trained, Rank: RankKptLt, HullBoxes: 2, InoperativeRolls: 1}
	res, evs, r := zoomRun(t, z, 3, 3, 3, 4, 1, 4)
	if res.Hull != 2 || res.Inoperative != 1 || res.Torpedoes != 6 || r.Remaining() != 0 {
		t.Fatalf("result %+v, %d faces left", res, r.Remaining())
	}
	if e4 := zoomRolls(evs, "E4"); len(e4) != 3 || e4[2].Result != "periscope" {
		t.Errorf("[E4] rolls %+v", e4)
	}
	// the damaged boat may abort (10.9.5): the decider's abort is the outcome's
	res, err := playZoom(z, deciderFunc(func(_ *State, d *Decision) (string, string) {
		if d.Has("abort") {
			return "abort", "test"
		}
		return d.Options[0].Key, "test"
	}), nil, Script(3, 3, 3, 4, 1, 4))
	if err != nil || !res.Abort {
		t.Errorf("abort: %+v, %v", res, err)
	}
}

// design 6.2.2 weather 965 mb: only a convoy stands; the loner and the aircraft are "–".
func TestZoomWeather965(t *testing.T) {
	z := &ZoomBox{Seed: 3, Date: MonthOf(1941, 11), Board: "VIIC", Column: "atlantic", Torpedoes: 14, Weather: 965,
		Crew: Trained, Rank: RankKptLt, Encounters: []string{"ship", "aircraft", "convoy"}, Era: ZoomEra{E2: -2, A1: 1}}
	var kinds []string
	if _, err := PlayZoom(z, &zoomDecider{}, func(e Event) {
		if v, ok := e.(*EncounterEvent); ok {
			kinds = append(kinds, v.Kind)
		}
	}); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(kinds, []string{"convoy"}) {
		t.Errorf("encounters %v, want only the convoy", kinds)
	}
}

// design 6.2.2 era adjustments over many zooms at fixed seeds: every [E2] roll takes the
// era's −2 and the box's first the Spotted +1, every [U1] roll +1 and every dud roll −1
// while the torpedo value is −1; no Hedgehog/Squid ([E3b]) before 1942-06, whose special
// attack is then a normal one; with the Hedgehog the same seeds roll [E3b].
func TestZoomEraAdjustments(t *testing.T) {
	play := func(era ZoomEra) (evs []Event) {
		for s := uint64(1); s <= 60; s++ {
			z := &ZoomBox{Seed: s, Date: MonthOf(1940, 10), Board: "VIIC", Column: "atlantic", Torpedoes: 14,
				Crew: Trained, Rank: RankKptLt, Spotted: true, Encounters: []string{"convoy"}, Era: era}
			first := true
			if _, err := PlayZoom(z, &zoomDecider{}, func(e Event) {
				if r, ok := e.(*RollEvent); ok && r.Table == TableE2 {
					if hasMod(r, 1, "design 6.2.2 Spotted") != first {
						t.Errorf("seed %d: Spotted on the first [E2] roll only: %+v", s, r)
					}
					first = false
				}
				evs = append(evs, e)
			}); err != nil {
				t.Fatal(err)
			}
		}
		return evs
	}
	evs := play(ZoomEra{E2: -2, A1: 1, NoHedgehog: true, NoFIDO: true, EarlyTorpedoes: true})
	e2, u1, dud := zoomRolls(evs, TableE2), zoomRolls(evs, TableU1), zoomRolls(evs, TableDud)
	if len(e2) == 0 || len(u1) == 0 || len(dud) == 0 {
		t.Fatalf("%d [E2], %d [U1], %d dud rolls in 60 convoys", len(e2), len(u1), len(dud))
	}
	for _, r := range e2 {
		if !hasMod(r, -2, "design 6.2.2 era: weaker ASW") {
			t.Fatalf("[E2] without the era's −2: %+v", r)
		}
	}
	for _, r := range u1 {
		if !hasMod(r, 1, "design 6.2.2 torpedo value -1") {
			t.Fatalf("[U1] without +1: %+v", r)
		}
	}
	for _, r := range dud {
		if !hasMod(r, -1, "design 6.2.2 torpedo value -1") || (r.Faces[0] <= 2) != (r.Result == "dud") { // duds on 1–2
			t.Fatalf("dud roll %+v", r)
		}
	}
	normal := 0
	for _, e := range evs {
		if k, ok := e.(*KeyEvent); ok && k.Key == "era_normal_attack" {
			normal++
		}
	}
	if len(zoomRolls(evs, "E3b")) != 0 || normal == 0 {
		t.Errorf("no Hedgehog: %d [E3b] rolls, %d special attacks read as normal", len(zoomRolls(evs, "E3b")), normal)
	}
	if later := play(ZoomEra{}); len(zoomRolls(later, "E3b")) == 0 {
		t.Error("the same seeds without the era adjustments roll no [E3b]")
	}
}

// design 6.2.2 special: every ship from [T2] and +1 on [E2] (a capital ship's escort);
// convoy_small: 3 ships (rule 14.2).
func TestZoomSpecialAndSmallConvoy(t *testing.T) {
	for s := uint64(1); s <= 20; s++ {
		var ships []string
		var e2 []*RollEvent
		z := &ZoomBox{Seed: s, Date: MonthOf(1943, 9), Board: "IXC", Column: "atlantic", Torpedoes: 10,
			Crew: Veteran, Rank: RankKKpt, KC: KCKnightsCross, Special: true, Encounters: []string{"convoy"}}
		if _, err := PlayZoom(z, &zoomDecider{}, func(e Event) {
			switch v := e.(type) {
			case *ShipEvent:
				ships = append(ships, v.Class)
			case *RollEvent:
				if v.Table == TableE2 {
					e2 = append(e2, v)
				}
			}
		}); err != nil {
			t.Fatal(err)
		}
		if len(ships) < 4 || slices.ContainsFunc(ships[:4], func(c string) bool { return c != ClassLargeFreighter }) {
			t.Fatalf("seed %d: special convoy ships %v", s, ships)
		}
		for _, r := range e2 {
			if !hasMod(r, 1, "design 6.2.2 special convoy escort") {
				t.Fatalf("seed %d: [E2] %+v", s, r)
			}
		}
		z.Special, z.SmallConvoy, ships = false, true, nil
		if _, err := PlayZoom(z, &zoomDecider{}, func(e Event) {
			if v, ok := e.(*ShipEvent); ok {
				ships = append(ships, v.Class)
			}
		}); err != nil {
			t.Fatal(err)
		}
		if len(ships) < 3 || (len(ships) > 3 && ships[3] != ClassEscort) {
			t.Fatalf("seed %d: small convoy %v", s, ships)
		}
	}
}

// design 6.2.3: what a zoom answers agrees with its events (ships sunk with their tons,
// the U-boat lost, its cause) and the same seed gives the same result; a boat lost in an
// aircraft encounter is lost to aircraft.
func TestZoomOutcomeFromEvents(t *testing.T) {
	air, lost := 0, 0
	for s := uint64(1); s <= 300; s++ {
		z := &ZoomBox{Seed: s, Date: MonthOf(1944, 6), Board: "VIIC", Column: "bay_of_biscay", Torpedoes: 8,
			Crew: Green, Rank: RankOltzS, HullBoxes: 4, InoperativeRolls: 2, Encounters: []string{"aircraft_escort", "ship_escort"}}
		var sunk []ZoomShip
		names := map[string]string{}
		ended := ""
		res, err := PlayZoom(z, &zoomDecider{}, func(e Event) {
			switch v := e.(type) {
			case *ShipEvent:
				names[v.Name] = v.Class
			case *ShipDamageEvent:
				if v.T == TShipSunk {
					sunk = append(sunk, ZoomShip{v.Name, names[v.Name], v.Tons})
				}
			case *CareerEndEvent:
				ended = v.Reason
			case *KeyEvent:
				if v.Key == "crew_rescued" { // 10.10.4 scuttled, the crew rescued: the boat is lost
					ended = "captured"
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		again, _ := PlayZoom(z, &zoomDecider{}, nil)
		if !slices.Equal(res.Sunk, sunk) || res.Lost != (ended == "boat_lost" || ended == "captured") ||
			!slices.Equal(again.Sunk, res.Sunk) || again.Lost != res.Lost || again.Hull != res.Hull {
			t.Fatalf("seed %d: result %+v, events: sunk %v, career end %q; again %+v", s, res, sunk, ended, again)
		}
		if res.Lost {
			lost++
			if res.LossCause == "aircraft" {
				air++
			}
		}
	}
	if lost == 0 || air == 0 {
		t.Errorf("%d boats lost, %d to aircraft in 300 damaged zooms", lost, air)
	}
}

// Bad input is refused with ErrZoom.
func TestZoomBadInput(t *testing.T) {
	ok := ZoomBox{Seed: 1, Date: MonthOf(1941, 1), Board: "VIIC", Column: "atlantic", Torpedoes: 5, Crew: Trained, Rank: RankKptLt}
	for name, f := range map[string]func(z *ZoomBox){
		"board":     func(z *ZoomBox) { z.Board = "II" },
		"date":      func(z *ZoomBox) { z.Date = MonthOf(1939, 8) },
		"torpedoes": func(z *ZoomBox) { z.Torpedoes = 15 },
		"column":    func(z *ZoomBox) { z.Column = "north_sea" },
		"encounter": func(z *ZoomBox) { z.Encounters = []string{"whale"} },
		"crew":      func(z *ZoomBox) { z.Crew = 7 },
		"weather":   func(z *ZoomBox) { z.Weather = 980 },
	} {
		z := ok
		f(&z)
		if _, err := PlayZoom(&z, &zoomDecider{}, nil); !errors.Is(err, ErrZoom) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := PlayZoom(&ok, &zoomDecider{}, nil); err != nil {
		t.Error(err)
	}
}
