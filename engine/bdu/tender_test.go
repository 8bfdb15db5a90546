package bdu

import (
	"slices"
	"testing"
)

// tenderBoat is a VIIC on station in the Norwegian Sea in 1942-05 (Narvik, the tender
// Grille, open since Arctic operations: design 3.5), with the damage markers given and
// the scripted dice.
func tenderBoat(t *testing.T, damage int, faces ...int) (*Campaign, *Boat) {
	t.Helper()
	c, b := seaBoat(t, "VIIC", "norwegian_sea", MonthOf(1942, 5), faces...)
	c.open = c.OpenBases()
	if !slices.Contains(c.open, "narvik") || c.Data.Map.Bases["narvik"].HasRepair {
		t.Fatalf("narvik is not an open tender in %s: %v", c.Now, c.open)
	}
	for _, x := range c.Boats { // an empty tender: the 1942-01 fleet's boats there go to Norway
		if x.Zone == "narvik" {
			x.Zone = "norway"
		}
		if x.State == Returning && x.Destination == "narvik" {
			x.Destination = "norway"
		}
	}
	b.Markers.Damage = damage
	return c, b
}

// returnOffers answers the return-base decisions with the first of keys offered and
// records each decision's options.
func returnOffers(offered *[][]string, keys ...string) Decider {
	return DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideReturnBase {
			var o []string
			for _, x := range d.Options {
				o = append(o, x.Key)
			}
			*offered = append(*offered, o)
		}
		for _, k := range keys {
			if d.Has(k) {
				return k
			}
		}
		return d.Options[0].Key
	})
}

// SW 21.23: a damaged boat may RTB to a tender and rolls on the damage table at once;
// a superficial result (2: Work Up) removes the damage, the boat goes on to the tender
// and enters its Work Up box there.
func TestTenderDamageSuperficial(t *testing.T) {
	c, b := tenderBoat(t, 1, 2)
	rec := &Recorder{}
	c.Log = rec
	var offered [][]string
	if err := c.turnHome(b, "test", returnOffers(&offered, "narvik")); err != nil {
		t.Fatal(err)
	}
	if len(offered) != 1 || !slices.Contains(offered[0], "narvik") {
		t.Fatalf("return decisions %v: want one, with narvik (SW 21.23: a damaged boat may RTB to a tender)", offered)
	}
	if b.Destination != "narvik" || b.Markers.Damage != 0 || b.majorOnly {
		t.Fatalf("after a superficial 21.23 roll: destination %q damage %d majorOnly %v", b.Destination, b.Markers.Damage, b.majorOnly)
	}
	var roll *RollEvent
	for _, e := range rec.Events {
		if r, ok := e.(*RollEvent); ok && r.Table == TabDamageSW {
			roll = r
		}
	}
	if roll == nil || roll.Column != "tender" || roll.Result != string(WorkUp) {
		t.Fatalf("21.23 roll %+v", roll)
	}
	// on arrival it is an undamaged boat: the tender's Work Up box (design 4.4)
	b.Zone = "narvik"
	to, err := c.ArriveAtBase(b, "narvik")
	if err != nil || to != WorkUp || b.Zone != "narvik" {
		t.Fatalf("arrival: %v %v at %s", to, err, b.Zone)
	}
	if c.Dice.Left() != 0 {
		t.Errorf("%d scripted faces unused", c.Dice.Left())
	}
}

// SW 21.23: any other result (5: Repair 1) → the boat may return only to a major base:
// the decision is asked again without the tender, the damage stays; at base the
// restriction ends.
func TestTenderDamageWorse(t *testing.T) {
	for _, face := range []int{3, 6, 9} {
		c, b := tenderBoat(t, 1, face)
		var offered [][]string
		if err := c.turnHome(b, "test", returnOffers(&offered, "narvik", "norway")); err != nil {
			t.Fatal(err)
		}
		if len(offered) != 2 || !slices.Contains(offered[0], "narvik") || slices.Contains(offered[1], "narvik") {
			t.Fatalf("face %d: return decisions %v: want narvik, then major bases only", face, offered)
		}
		for _, k := range offered[1] {
			if !c.Data.Map.Bases[k].HasRepair {
				t.Errorf("face %d: %s offered after 21.23 sent the boat to a major base", face, k)
			}
		}
		if b.Destination != "norway" || b.Markers.Damage != 1 || !b.majorOnly || b.State != Returning {
			t.Fatalf("face %d: destination %q damage %d majorOnly %v %s", face, b.Destination, b.Markers.Damage, b.majorOnly, b.State)
		}
		// rerouted later (undamaged or not), the tender is still not offered
		offered = nil
		b.Markers.Damage = 0
		if err := c.turnHome(b, "rerouted", returnOffers(&offered, "narvik", "norway")); err != nil {
			t.Fatal(err)
		}
		if len(offered) != 1 || slices.Contains(offered[0], "narvik") {
			t.Fatalf("face %d: later return decision %v offers the tender", face, offered)
		}
		b.Zone = "norway"
		if _, err := c.ArriveAtBase(b, "norway"); err != nil || b.majorOnly {
			t.Fatalf("face %d: at a major base: %v, majorOnly %v", face, err, b.majorOnly)
		}
	}
}

// SW 21.23 on arrival: a boat damaged on its way to the tender rolls when it reaches it;
// superficial (0) → the tender's Work Up box.
func TestTenderDamageOnArrival(t *testing.T) {
	c, b := tenderBoat(t, 0)
	if err := c.turnHome(b, "test", returnOffers(new([][]string), "narvik")); err != nil {
		t.Fatal(err)
	}
	b.Markers.Damage = 1
	b.Zone, b.route = "narvik", nil
	c.Dice = NewScriptedDice(0)
	if _, err := c.move(b, nil); err != nil {
		t.Fatal(err)
	}
	if b.State != WorkUp || b.Zone != "narvik" || b.Markers.Damage != 0 {
		t.Fatalf("damaged arrival at the tender, superficial: %s at %s damage %d", b.State, b.Zone, b.Markers.Damage)
	}
}

// SW 21.22: the support value (Narvik 4, design 3.5) caps the boats in the tender's Work
// Up, In-Port, Pierside and Ready boxes, with those already returning to it
// [designed]; when it is full no boat may RTB to it.
func TestTenderSupportValue(t *testing.T) {
	for _, n := range []int{3, 4} {
		c, b := tenderBoat(t, 0)
		if sv := c.RepairCapacity("narvik"); sv != 4 {
			t.Fatalf("narvik support value %d, want 4 (design 3.5)", sv)
		}
		boxes := []State{WorkUp, InPort, Pierside, Ready}
		k := 0
		for _, x := range c.Boats {
			if k == n {
				break
			}
			if x != b && x.State.InPort() && x.Zone != "narvik" {
				if k == 3 { // the fourth is on its way there
					x.State, x.Zone, x.Destination = Returning, "barents_sea", "narvik"
				} else {
					x.State, x.Zone = boxes[k], "narvik"
				}
				k++
			}
		}
		if got := c.TenderLoad("narvik"); got != n {
			t.Fatalf("tender load %d, want %d", got, n)
		}
		var offered [][]string
		if err := c.turnHome(b, "test", returnOffers(&offered, "narvik", "norway")); err != nil {
			t.Fatal(err)
		}
		if has := slices.Contains(offered[0], "narvik"); has != (n < 4) {
			t.Errorf("%d boats at or bound for narvik: offered %v", n, offered[0])
		}
	}
}
