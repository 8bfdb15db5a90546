package bdu

import "testing"

// blackoutMod returns the SW 30.25 modifier of the last roll on table tab (0 if none)
// and the roll's total.
func blackoutMod(t *testing.T, rec *Recorder, tab Table) (mod int, total int) {
	t.Helper()
	r, mod := lastRoll(t, rec, tab, "SW 30.25 coastal blackout")
	return mod, r.Total
}

// SW 30.25, design 6.1.3: +1 AV for an F1 group attack in WP4 in the Maritimes, off the
// US East Coast and in the Gulf of Mexico up to 1942-04 week 1; not after it, not in
// other OAs, not in other war periods. The face is scripted so that d10 + n is 3
// ("nothing") without the bonus and 4 ("1 damaged") with it.
func TestCoastalBlackoutGroupRound(t *testing.T) {
	cases := []struct {
		oa   string
		week Week
		want int
	}{
		{"us_east_coast", Week{MonthOf(1942, 2), 2}, 1},
		{"maritimes", Week{MonthOf(1942, 1), 1}, 1},
		{"gulf_of_mexico", Week{MonthOf(1942, 4), 1}, 1}, // the last week of the blackout
		{"gulf_of_mexico", Week{MonthOf(1942, 4), 2}, 0}, // the coast is dark from here
		{"caribbean", Week{MonthOf(1942, 2), 2}, 0},      // not a 30.25 OA
		{"maritimes", Week{MonthOf(1941, 11), 2}, 0},     // WP3: only WP4 (36.63J is not built)
		{"us_east_coast", Week{MonthOf(1942, 8), 2}, 0},  // WP5
	}
	for _, tc := range cases {
		c, b := seaBoat(t, "VIIC", tc.oa, tc.week.Month)
		c.Now = tc.week
		if got := c.coastalBlackout(tc.oa); got != tc.want {
			t.Fatalf("%s %s: coastalBlackout %d, want %d", tc.oa, tc.week, got, tc.want)
		}
		k := Contact{Category: CatConvoyS, Ships: 3, Zone: tc.oa, Colour: 'G'}
		e := c.escortValue(tc.oa)
		n := c.attackValue(b) - c.weatherSteps(tc.oa) - (categoryTD(k.Category) + e + c.zoneAir(tc.oa)/2)
		face := 3 - n
		if face < 0 || face > 9 {
			t.Fatalf("%s %s: n %d leaves no face for a total of 3", tc.oa, tc.week, n)
		}
		c.Dice = NewScriptedDice(face)
		rec := &Recorder{}
		c.Log = rec
		hit, err := c.groupRound(b, k, 1, 0, false, e, 0)
		if err != nil {
			t.Fatal(err)
		}
		mod, total := blackoutMod(t, rec, TabAttackF1)
		if mod != tc.want || total != 3+tc.want || hit != tc.want {
			t.Errorf("%s %s: blackout mod %d, total %d, %d ships hit; want %d, %d, %d",
				tc.oa, tc.week, mod, total, hit, tc.want, 3+tc.want, tc.want)
		}
		if c.Dice.Left() != 0 {
			t.Errorf("%s %s: %d faces unused", tc.oa, tc.week, c.Dice.Left())
		}
	}
}

// SW 30.25, design 6.1.3: the loner attack (d10 + AV − TD) and the attack odds of the
// decision (design 9.2) carry the same +1.
func TestCoastalBlackoutLonerAndOdds(t *testing.T) {
	for _, tc := range []struct {
		week Week
		want int
	}{{Week{MonthOf(1942, 3), 3}, 1}, {Week{MonthOf(1942, 5), 1}, 0}} {
		c, b := seaBoat(t, "VIIC", "us_east_coast", tc.week.Month)
		c.Now = tc.week
		k := Contact{Category: CatLoner, Ships: 1, Zone: "us_east_coast"}
		av := c.attackValue(b) - c.weatherSteps(k.Zone)
		// face 0 then zeros for whatever follows (tonnage, counterattack, second pass)
		c.Dice = NewScriptedDice(0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
		rec := &Recorder{}
		c.Log = rec
		if _, err := c.lonerAttack(b, k, false); err != nil {
			t.Fatal(err)
		}
		var eng *EngagementEvent
		for _, e := range rec.Events {
			if x, ok := e.(*EngagementEvent); ok && eng == nil {
				eng = x
			}
		}
		mod, _ := blackoutMod(t, rec, TabLonerF1)
		if eng == nil || eng.AV != av+tc.want || mod != tc.want {
			t.Errorf("%s: engagement %+v, blackout mod %d; want AV %d, mod %d", tc.week, eng, mod, av+tc.want, tc.want)
		}
		// the odds: a loner is sunk on d10 + AV − 1 ≥ 6
		sunk := 0
		for f := range 10 {
			if f+av+tc.want-1 >= 6 {
				sunk++
			}
		}
		o := c.attackOdds(b, k, 0)
		if d := o[0].P - float64(sunk)/10; d > 1e-9 || d < -1e-9 {
			t.Errorf("%s: P(sunk) %.2f, want %.1f", tc.week, o[0].P, float64(sunk)/10)
		}
	}
}
