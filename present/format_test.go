package present

import (
	"testing"

	"uboat/engine"
)

func TestRollTextInWords(t *testing.T) {
	e := &engine.RollEvent{Table: "E2", Dice: "2d6", Faces: []int{3, 4},
		Mods:  []engine.Mod{{V: -1, Why: "9.6.3 long range"}, {V: 1, Why: "9.2.7 G7a by day"}},
		Total: 7, Result: "detected"}
	want := "Escort detection [E2] 2d6 = 3+4, −1 long range (9.6.3), +1 G7a by day (9.2.7) → 7: detected"
	if got := RollText(e); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

func TestRollTextColumnsAndSpecialDice(t *testing.T) {
	cases := []struct {
		e    engine.RollEvent
		want string
	}{
		{engine.RollEvent{Table: "E1", Column: "bay_of_biscay", Dice: "2d6", Faces: []int{3, 4}, Total: 7, Result: "aircraft"},
			"Encounter [E1 Bay of Biscay] 2d6 = 3+4 → 7: aircraft"},
		{engine.RollEvent{Table: "DUD", Dice: "1d6", Faces: []int{1}, Total: 1, Result: "dud"},
			"Dud check [U2] 1d6 = 1: dud"},
		{engine.RollEvent{Table: "E4", Dice: "d66", Faces: []int{3, 5}, Total: 35, Result: "diesel_1"},
			"U-boat damage [E4] d66 = 3·5 → 35: diesel 1"},
		{engine.RollEvent{Table: "U3", Column: "torpedo", Dice: "1d6", Faces: []int{4}, Mods: []engine.Mod{{V: 1, Why: "[A21] magnetic"}}, Total: 5, Result: "2"},
			"Damage to target [U3 torpedo] 1d6 = 4, +1 magnetic ([A21]) → 5: 2 damage points"},
		{engine.RollEvent{Table: "E3", Column: "escort", Dice: "2d6", Faces: []int{6, 6}, Total: 12, Result: "5"},
			"Depth-charge attack [E3 escort] 2d6 = 6+6 → 12: 5 hits"},
		{engine.RollEvent{Table: "T2", Dice: "d100", Faces: []int{0, 7}, Total: 7, Result: "Empire Star"},
			"Large freighter [T2] d100 = 0·7 → 7: Empire Star"},
		{engine.RollEvent{Table: "ZZ", Dice: "2d6", Faces: []int{1, 1}, Mods: []engine.Mod{{V: 2, Why: "no ref here"}}, Total: 4, Result: "odd_thing"},
			"ZZ [ZZ] 2d6 = 1+1, +2 no ref here → 4: odd thing"},
	}
	for _, c := range cases {
		if got := RollText(&c.e); got != c.want {
			t.Errorf("got  %q\nwant %q", got, c.want)
		}
	}
}

// Every event type the engine emits has a line in the roll log.
func TestEveryEventTypeHasText(t *testing.T) {
	evs := []engine.Event{
		&engine.CareerStart{Header: engine.Header{T: engine.TCareerStart}, ID: "U-99", Type: "VIIC", Kmdt: "K"},
		&engine.RollEvent{Header: engine.Header{T: engine.TRoll}, Table: "E1", Dice: "2d6", Faces: []int{1, 2}},
		&engine.DecisionEvent{Header: engine.Header{T: engine.TDecision}, ID: "range", Chosen: "close"},
		&engine.AssignmentEvent{Header: engine.Header{T: engine.TAssignment}, Area: "atlantic", Base: "france", Wolfpack: true, Mission: "minelaying", Track: []string{"a", "b"}},
		&engine.BoxEvent{Header: engine.Header{T: engine.TBox}, Index: 2, Box: "atlantic", Rolls: 2},
		&engine.EncounterEvent{Header: engine.Header{T: engine.TEncounter}, Kind: "two_ships_escort"},
		&engine.ShipEvent{Header: engine.Header{T: engine.TShip}, Name: "Empire Star", Tons: 7200, Class: "large_freighter", DamageToSink: 3},
		&engine.TorpedoEvent{Header: engine.Header{T: engine.TTorpedo}, Weapon: "g7e", Target: "Empire Star", Outcome: "hit"},
		&engine.TorpedoEvent{Header: engine.Header{T: engine.TTorpedo}, Weapon: "deck_gun", Target: "Empire Star", Outcome: "miss"},
		&engine.ShipDamageEvent{Header: engine.Header{T: engine.TShipDamaged}, Name: "Empire Star", Tons: 7200, Damage: 2},
		&engine.ShipDamageEvent{Header: engine.Header{T: engine.TShipSunk}, Name: "Empire Star", Tons: 7200, Damage: 3},
		&engine.UboatDamageEvent{Header: engine.Header{T: engine.TUboatDamage}, System: "diesel_1", State: "damaged"},
		&engine.CrewEvent{Header: engine.Header{T: engine.TCrew}, Member: "1wo", State: "sw"},
		&engine.PatrolEndEvent{Header: engine.Header{T: engine.TPatrolEnd}, Outcome: "returned", Tons: 12500, Ships: 2, Success: true},
		&engine.RefitEvent{Header: engine.Header{T: engine.TRefit}, Months: 2, Reasons: []string{"damage"}},
		&engine.KeyEvent{Header: engine.Header{T: engine.TPromotion}, Key: "kptlt"},
		&engine.KeyEvent{Header: engine.Header{T: engine.TDecoration}, Key: "knights_cross"},
		&engine.KeyEvent{Header: engine.Header{T: engine.TCrewQuality}, Key: "veteran"},
		&engine.KeyEvent{Header: engine.Header{T: engine.TNewBoat}, Key: "IXC"},
		&engine.KeyEvent{Header: engine.Header{T: engine.TRandomEvent}, Key: "event_7", Detail: "R1 7 lucky"},
		&engine.KeyEvent{Header: engine.Header{T: engine.TNote}, Key: "deck_gun_removed", Detail: "10.11.8 deck gun removed"},
		&engine.KeyEvent{Header: engine.Header{T: engine.TPortAirRaid}, Key: "none"},
		&engine.KeyEvent{Header: engine.Header{T: engine.TAircraftPass}, Key: "pass_2"},
		&engine.CareerEndEvent{Header: engine.Header{T: engine.TCareerEnd}, Reason: "war_over", Tons: 123456, Ships: 20, Victory: "decisive"},
	}
	for _, e := range evs {
		if s := EventText(e); s == "" || s == e.Head().T {
			t.Errorf("%T (%s) has no text: %q", e, e.Head().T, s)
		}
	}
	if got := EventText(evs[20]); got != "Deck gun removed (10.11.8)" {
		t.Errorf("note text %q", got)
	}
	if got := EventText(evs[len(evs)-1]); got != "Career over: the war is over. 20 ships, 123,456 t — Decisive victory" {
		t.Errorf("career end text %q", got)
	}
}

func TestNumbersAndOdds(t *testing.T) {
	if Thousands(1234567) != "1,234,567" || Thousands(999) != "999" || Thousands(-1500) != "−1,500" {
		t.Error("Thousands")
	}
	if Percent(0.583) != "58%" || Percent(0.001) != "<1%" || Percent(0.999) != ">99%" || Percent(1) != "100%" {
		t.Error("Percent")
	}
	if got := OddsText([]engine.Odds{{Outcome: "hit", P: 0.583}, {Outcome: "dud", P: 0.083}}); got != "hit 58% · dud 8%" {
		t.Errorf("OddsText %q", got)
	}
	if Plural(1, "patrol") != "1 patrol" || Plural(3, "ship") != "3 ships" {
		t.Error("Plural")
	}
	if MonthName(engine.MonthOf(1943, 7)) != "July 1943" {
		t.Error("MonthName")
	}
}

// The special attacks read as words: [E3a] names the weapon, a numeric [E3c]/[E3d]/[E3e]
// result is a count of hits on [E4].
func TestSpecialAttackResultsInWords(t *testing.T) {
	for _, c := range []struct{ table, result, want string }{
		{"E3a", "fido", "FIDO homing torpedo"}, {"E3a", "tsetse", "Tsetse (57 mm gun)"},
		{"E3d", "7", "7 hits"}, {"E3e", "7", "7 hits"}, {"E3c_damage", "5", "5 hits"}, {"E3e", "miss", "miss"},
	} {
		if got := ResultText(c.table, c.result); got != c.want {
			t.Errorf("ResultText(%s, %s) = %q, want %q", c.table, c.result, got, c.want)
		}
	}
}
