package bdu

import "testing"

// offered returns the option keys of the attack decision made for contact k.
func offered(t *testing.T, c *Campaign, b *Boat, k Contact) []string {
	t.Helper()
	var keys []string
	_, err := c.Engage(b, k, DeciderFunc(func(c *Campaign, d *Decision) string {
		for _, o := range d.Options {
			keys = append(keys, o.Key)
		}
		return KeyDecline
	}))
	if err != nil {
		t.Fatal(err)
	}
	return keys
}

func hasKey(keys []string, k string) bool {
	for _, x := range keys {
		if x == k {
			return true
		}
	}
	return false
}

// SW 13.23, design 7.2: the coastal option is offered for an AAC loner (WP1–5) in an OA
// with the coastal flag, never for a convoy, an [E1] contact, or a loner off the coast.
func TestCoastalOffered(t *testing.T) {
	for _, tc := range []struct {
		oa   string
		m    Month
		k    Contact
		want bool
	}{
		{"maritimes", MonthOf(1941, 10), Contact{Category: CatLoner, Ships: 1, Colour: 'G'}, true},
		{"mid_ocean", MonthOf(1941, 10), Contact{Category: CatLoner, Ships: 1, Colour: 'G'}, false},   // not coastal
		{"maritimes", MonthOf(1941, 10), Contact{Category: CatConvoyS, Ships: 3, Colour: 'G'}, false}, // a convoy
		{"maritimes", MonthOf(1941, 10), Contact{Category: CatLoner, Ships: 1}, false},                // not from the AAC
		{"maritimes", MonthOf(1943, 8), Contact{Category: CatLoner, Ships: 1}, false},                 // WP6: [E1]
	} {
		c, b := seaBoat(t, "VIIC", tc.oa, tc.m)
		tc.k.Zone = tc.oa
		if got := hasKey(offered(t, c, b, tc.k), KeyCoastal); got != tc.want {
			t.Errorf("%s %s %+v: coastal offered %v, want %v", tc.oa, tc.m, tc.k, got, tc.want)
		}
	}
}

// SW 13.23, design 6.1.1–6.1.4: a loner fought as coastal traffic has TD 0 (the face
// that only damages a merchant, d10 + AV − 1 = 5, sinks it: d10 + AV − 0 = 6), the ship
// sunk is a coastal ship of 1,000 t (tonnage face 9, a merchant's 10,000 t), and the light
// air of the Maritimes in WP3 stays: the loner counterattack is made with the air term 1.
func TestCoastalTrafficAttack(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "maritimes", MonthOf(1941, 10))
	if air := c.zoneAir("maritimes"); air != 1 {
		t.Fatalf("maritimes WP3 air %d, want light (1)", air)
	}
	av := c.attackValue(b) - c.weatherSteps("maritimes")
	face := 6 - av
	if face < 0 || face > 9 {
		t.Fatalf("AV %d leaves no face", av)
	}
	// attack face, tonnage 9, counterattack 0
	c.Dice = NewScriptedDice(face, 9, 0)
	rec := &Recorder{}
	c.Log = rec
	k := Contact{Category: CatLoner, Ships: 1, Zone: "maritimes", Colour: 'G'}
	lost, err := c.Engage(b, k, answer(KeyCoastal))
	if err != nil || lost {
		t.Fatalf("lost %v, %v", lost, err)
	}
	if c.Dice.Left() != 0 {
		t.Errorf("%d scripted faces unused", c.Dice.Left())
	}
	if b.PatrolShips != 1 || b.PatrolTons != tonsCoastal {
		t.Errorf("%d ships, %d t; want 1 coastal ship of 1,000 t", b.PatrolShips, b.PatrolTons)
	}
	var sunk *ShipEvent
	var ca *CounterattackEvent
	for _, e := range rec.Events {
		switch e := e.(type) {
		case *ShipEvent:
			sunk = e
		case *CounterattackEvent:
			ca = e
		}
	}
	if sunk == nil || sunk.Class != "coastal" || sunk.Tons != 1000 {
		t.Errorf("ship event %+v", sunk)
	}
	wantASW := 1 + c.redBoxes("maritimes")/2 + c.generalASW("maritimes")
	if ca == nil || ca.ASW != wantASW {
		t.Errorf("counterattack %+v, want ASW %d (light air kept)", ca, wantASW)
	}
	// the same face against the loner as a merchant (TD 1) only damages it
	c, b = seaBoat(t, "VIIC", "maritimes", MonthOf(1941, 10), face, 0, 0, 0, 0, 0, 0)
	if _, err := c.Engage(b, k, answer(KeyAttack)); err != nil {
		t.Fatal(err)
	}
	if b.PatrolShips != 0 || b.week.hit != 1 {
		t.Errorf("torpedo attack: %d sunk, %d hit; want 1 damaged", b.PatrolShips, b.week.hit)
	}
	if got := c.lonerAirASW(k); got != 0 {
		t.Errorf("merchant loner air term %d under light air, want 0", got)
	}
}

// design 9.4: the BdU AI keeps the torpedo attack on a coastal OA's loner.
func TestCoastalAIAttacks(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "maritimes", MonthOf(1941, 10))
	var got string
	_, err := c.Engage(b, Contact{Category: CatLoner, Ships: 1, Zone: "maritimes", Colour: 'G'},
		DeciderFunc(func(c *Campaign, d *Decision) string {
			if !d.Has(KeyCoastal) {
				t.Error("coastal not offered")
			}
			got = BdUAI{}.Decide(c, d)
			return KeyDecline
		}))
	if err != nil || got != KeyAttack {
		t.Errorf("AI chose %q (%v), want %q", got, err, KeyAttack)
	}
}
