package bdu

import (
	"errors"
	"reflect"
	"slices"
	"testing"
)

// design 6.2.2: the context of a zoomed contact, row by row.
func TestZoomContext(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "greenland_gap", MonthOf(1942, 9))
	b.Markers.Damage, b.Markers.Inexp, b.Markers.Spotted, b.Torpedoes = 1, 1, true, 9
	x, err := c.ZoomContext(b, Contact{Category: CatEscorted, Ships: 2, Zone: "greenland_gap"})
	if err != nil {
		t.Fatal(err)
	}
	col, _, _ := c.Data.Map.E1OnStation("greenland_gap", c.Period)
	want := OperationalContext{Boat: b.ID, Date: "1942-09", Column: col, Encounters: []string{"two_ships_escort"},
		Board: "VIIC", Torpedoes: 9, Guided: []string{}, HullBoxes: 2, InoperativeRolls: 1, Crew: "green", Rank: "OltzS",
		Spotted: true, Era: Era{E2: -1, NoFIDO: true, NoNaxos: true, Bold: true},
		Seed: zoomSeed(c.Seed, c.Now.Turn(), b.ID)} // design 5: the zoom's child generator
	if c.Period == 4 {
		want.Era.A1 = 1
	}
	if col != "atlantic" || !zoomEqual(*x, want) {
		t.Fatalf("context\n%+v\nwant\n%+v", *x, want)
	}
	// ace +2 → elite, FKpt, Oak Leaves; guided torpedoes from 1943-03 and 1943-08;
	// 1943-10: no era adjustment but NAXOS
	c.Now, c.Period = Week{MonthOf(1943, 10), 1}, c.Data.PeriodAt(MonthOf(1943, 10)).Index
	c.War.TorpedoValue = 1
	b.Markers.Ace, b.Markers.Damage = &Ace{Name: c.Data.Aces[0], Value: 2}, 0
	x, err = c.ZoomContext(b, Contact{Category: CatLoner, Ships: 1, Tanker: true, Zone: "greenland_gap"})
	if err != nil {
		t.Fatal(err)
	}
	if x.Crew != "elite" || x.Rank != "FKpt" || x.Decoration != "oak_leaves" || !slices.Equal(x.Guided, []string{"falke", "zaunkoenig"}) ||
		x.Era != (Era{NoNaxos: true, Bold: true}) || !slices.Equal(x.Encounters, []string{"tanker"}) || x.HullBoxes != 0 {
		t.Fatalf("1943-10 ace +2: %+v", *x)
	}
	// 1939: E2 −2, A1 +1, no Hedgehog, early torpedoes
	c.Now, c.Period, c.War.TorpedoValue = Week{MonthOf(1939, 11), 1}, 1, -1
	b.Markers.Ace, b.Markers.Inexp = &Ace{Name: c.Data.Aces[0], Value: 1}, 0
	x, _ = c.ZoomContext(b, Contact{Category: CatConvoyS, Ships: 3, Zone: "greenland_gap"})
	if x.Crew != "veteran" || x.Rank != "KKpt" || x.Decoration != "knights_cross" || !x.SmallConvoy ||
		x.Era != (Era{E2: -2, A1: 1, NoHedgehog: true, NoFIDO: true, NoNaxos: true, EarlyTorpedoes: true}) {
		t.Fatalf("1939 ace +1: %+v", *x)
	}
	// the contact categories (6.2.2 table)
	for _, tc := range []struct {
		k       Contact
		enc     []string
		special bool
	}{
		{Contact{Category: CatLoner, Ships: 1}, []string{"ship"}, false},
		{Contact{Category: CatLoner, Ships: 2}, []string{"two_ships"}, false},
		{Contact{Category: CatLoner, Ships: 3}, []string{"two_ships", "ship"}, false},
		{Contact{Category: CatEscorted, Ships: 1}, []string{"ship_escort"}, false},
		{Contact{Category: CatConvoyL, Ships: 4}, []string{"convoy"}, false},
		{Contact{Category: CatTaskForce, Ships: 1}, []string{"capital_ship"}, false},
		{Contact{Category: CatSpecial, Ships: 2}, []string{"convoy"}, true},
		{Contact{Category: CatAircraft}, []string{"aircraft"}, false},
		{Contact{Category: CatSubmarine}, []string{"submarine"}, false},
	} {
		enc, _, special, err := zoomEncounters(tc.k)
		if err != nil || !slices.Equal(enc, tc.enc) || special != tc.special {
			t.Errorf("%+v: %v special %v (%v), want %v special %v", tc.k, enc, special, err, tc.enc, tc.special)
		}
	}
	if _, _, _, err := zoomEncounters(Contact{Category: CatNone}); err == nil {
		t.Error("no contact converted to an [E1] result")
	}
	// a transit week takes the transit column of the zones crossed (3.6)
	b.State, b.Side, b.Zone, b.route = Outbound, SideTransit, "bay_of_biscay", []string{"sw_approaches"}
	x, _ = c.ZoomContext(b, Contact{Category: CatLoner, Ships: 1, Zone: "bay_of_biscay"})
	if !x.Transit || x.Column != "bay_of_biscay" {
		t.Errorf("transit in Biscay: %+v", *x)
	}
}

func zoomEqual(a, b OperationalContext) bool {
	return reflect.DeepEqual(a, b)
}

// design 6.2.3: the damage markers and the refit length of a zoom's end.
func TestZoomMarkersAndRefit(t *testing.T) {
	for _, tc := range []struct{ h, i, markers, r int }{
		{0, 0, 0, 1}, {0, 1, 0, 1}, {0, 2, 1, 1}, {0, 3, 1, 2}, {1, 0, 1, 2}, {3, 0, 1, 2},
		{4, 0, 2, 3}, {6, 3, 2, 4}, {7, 0, 2, 4}, {9, 3, 2, 5}, {10, 0, 2, 5},
	} {
		if m, r := ZoomMarkers(tc.h, tc.i), ZoomRefit(tc.h, tc.i); m != tc.markers || r != tc.r {
			t.Errorf("H %d I %d: markers %d R %d, want %d and %d", tc.h, tc.i, m, r, tc.markers, tc.r)
		}
	}
}

// design 6.2.3: an outcome goes back into the campaign exactly: ships to the counters
// with their names and the ace check, Spotted, RTB, the damage markers without a loss
// check, the torpedoes, the Kommandant, the crew, then the refit length on arrival.
func TestZoomOutcomeApplied(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "greenland_gap", MonthOf(1942, 9), 0) // the ace's name
	rec := &Recorder{}
	c.Log = rec
	month, total := c.War.Month, c.War.Total
	k := Contact{Category: CatConvoyL, Ships: 4, Zone: "greenland_gap"}
	out := &PatrolOutcome{Sunk: []ZoomShip{{"Empire Star", "merchant", 9000}, {"San Emiliano", "tanker", 8000}, {"Orcades", "liner", 7000}},
		ShipsDamaged: 1, Detected: true, Abort: false, Hull: 4, Inoperative: 1, Torpedoes: 3, CrewKIA: 3}
	lost, err := c.ApplyZoomOutcome(b, k, out)
	if err != nil || lost {
		t.Fatalf("lost %v, %v", lost, err)
	}
	if c.War.Month.Ships != month.Ships+3 || c.War.Month.Tons != month.Tons+24000 || c.War.Total.Tons != total.Tons+24000 ||
		b.PatrolShips != 3 || b.CareerTons != 24000 || b.week.hit != 4 {
		t.Errorf("counters: month %+v, boat %d ships %d t, hits %d", c.War.Month, b.PatrolShips, b.CareerTons, b.week.hit)
	}
	if !b.Markers.Spotted || b.Markers.RTB || b.Markers.Damage != 2 || b.Torpedoes != 3 || b.State != OnStation {
		t.Errorf("markers %+v, torpedoes %d, %s: want Spotted, 2 damage markers (H 4), 3 torpedoes, still on station", b.Markers, b.Torpedoes, b.State)
	}
	if b.Markers.Ace == nil || b.Markers.Ace.Value != 1 {
		t.Errorf("3 ships and 24,000 t in the week: the ace check succeeds, got %+v", b.Markers.Ace)
	}
	var names []string
	for _, e := range rec.Events {
		if s, ok := e.(*ShipEvent); ok && s.T == TShipSunk {
			names = append(names, s.Name)
		}
	}
	if !slices.Equal(names, []string{"Empire Star", "San Emiliano", "Orcades"}) {
		t.Errorf("ship_sunk names %v", names)
	}
	// on arrival: R = 1 + ceil(4/3) = 3 → Repair 2 (no damage-table roll: the dice are
	// scripted empty), and Inexp 1 after the return (3 crew KIA)
	b.State, b.Side, b.Zone, b.Markers.RTB = Returning, SideTransit, "france_atlantic", true
	c.Now = Week{MonthOf(1942, 9), 3}
	to, err := c.ArriveAtBase(b, "france_atlantic")
	if err != nil || to != Repair2 || b.Markers.Inexp != 1 {
		t.Fatalf("arrival: %s, Inexp %d, %v; want repair_2 and Inexp 1", to, b.Markers.Inexp, err)
	}
	// an abort is RTB; the Kommandant lost takes the ace; a decoration raises it
	c, b = seaBoat(t, "VIIC", "greenland_gap", MonthOf(1942, 9), 1) // the new ace's name
	b.Markers.Ace = &Ace{Name: c.Data.Aces[0], Value: 1}
	c.AcesUsed[c.Data.Aces[0]] = true
	if _, err := c.ApplyZoomOutcome(b, k, &PatrolOutcome{Abort: true, Torpedoes: 14, KommandantLost: true}); err != nil {
		t.Fatal(err)
	}
	if !b.Markers.RTB || b.Markers.Ace != nil || b.Markers.Damage != 0 || b.Markers.Spotted {
		t.Errorf("abort, Kommandant lost: %+v", b.Markers)
	}
	if _, err := c.ApplyZoomOutcome(b, k, &PatrolOutcome{Torpedoes: 14, Decoration: "oak_leaves"}); err != nil {
		t.Fatal(err)
	}
	if b.Markers.Ace == nil || b.Markers.Ace.Value != 2 {
		t.Errorf("Oak Leaves: ace %+v, want +2", b.Markers.Ace)
	}
	if err := c.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	// a boat the Hunted engine sank is lost (no SW 18.1 check), cause as given
	c, b = seaBoat(t, "VIIC", "greenland_gap", MonthOf(1942, 9))
	rec = &Recorder{}
	c.Log = rec
	lost, err = c.ApplyZoomOutcome(b, k, &PatrolOutcome{Lost: true, LossCause: "aircraft", Torpedoes: 5})
	if err != nil || !lost || b.State != Sunk || c.War.Month.Lost != 1 {
		t.Fatalf("lost %v %v: %s, month %+v", lost, err, b.State, c.War.Month)
	}
	if e, ok := rec.Events[len(rec.Events)-1].(*UboatLostEvent); !ok || e.Cause != "aircraft" {
		t.Errorf("last event %+v, want uboat_lost by aircraft", rec.Events[len(rec.Events)-1])
	}
	// a constructive loss at R ≥ 5
	c, b = seaBoat(t, "VIIC", "greenland_gap", MonthOf(1942, 9))
	if _, err := c.ApplyZoomOutcome(b, k, &PatrolOutcome{Hull: 9, Inoperative: 3, Torpedoes: 5}); err != nil {
		t.Fatal(err)
	}
	b.State, b.Side, b.Zone, b.Markers.RTB = Returning, SideTransit, "france_atlantic", true
	if to, err := c.ArriveAtBase(b, "france_atlantic"); err != nil || to != ConstructiveLoss {
		t.Errorf("H 9, I 3 (R 5): %s, %v", to, err)
	}
	// F1 damage after a zoom: the damage table again on arrival (4.4), not R (which
	// would be 2, Repair 1): the loss check 0 survives, two damage rolls of 0 → Work Up
	c, b = seaBoat(t, "VIIC", "greenland_gap", MonthOf(1942, 9), 0, 0, 0)
	if _, err := c.ApplyZoomOutcome(b, k, &PatrolOutcome{Hull: 1, Torpedoes: 5}); err != nil || b.Markers.Damage != 1 {
		t.Fatalf("H 1: %d markers, %v", b.Markers.Damage, err)
	}
	if lost, err := c.addDamage(b, 1, "combat"); err != nil || lost {
		t.Fatalf("F1 damage: lost %v, %v", lost, err)
	}
	b.State, b.Side, b.Zone, b.Markers.RTB = Returning, SideTransit, "france_atlantic", true
	if to, err := c.ArriveAtBase(b, "france_atlantic"); err != nil || to != WorkUp || c.Dice.Left() != 0 {
		t.Errorf("zoom then F1 damage: %s, %v, %d faces left; want work_up from the damage table", to, err, c.Dice.Left())
	}
	// an outcome out of range is refused
	c, b = seaBoat(t, "VIIC", "greenland_gap", MonthOf(1942, 9))
	for _, bad := range []*PatrolOutcome{nil, {Torpedoes: 15}, {Hull: -1}, {Sunk: []ZoomShip{{"X", "merchant", 0}}}} {
		if _, err := c.ApplyZoomOutcome(b, k, bad); err == nil {
			t.Errorf("outcome %+v accepted", bad)
		}
	}
}

// fakeHunted stands in for the Hunted engine: it sinks one ship of 5,000 t per
// encounter, is detected, takes no new damage and fires two torpedoes an encounter.
type fakeHunted struct{ zooms []*OperationalContext }

func (f *fakeHunted) PlayZoom(x *OperationalContext, nest func(any)) (*PatrolOutcome, error) {
	f.zooms = append(f.zooms, x)
	out := &PatrolOutcome{Detected: true, Hull: x.HullBoxes, Inoperative: x.InoperativeRolls, Torpedoes: x.Torpedoes}
	for i, e := range x.Encounters {
		nest(map[string]any{"t": "encounter", "kind": e})
		if out.Torpedoes >= 2 && e != "aircraft" && e != "submarine" {
			out.Torpedoes -= 2
			out.Sunk = append(out.Sunk, ZoomShip{Name: "Ship " + string(rune('A'+i)), Class: "merchant", Tons: 5000})
		}
	}
	return out, nil
}

// A campaign whose player zooms every contact it may: one zoom a week at most, the
// Hunted events nested between zoom_start and zoom_end, the View following every event
// and the invariants holding; a campaign that zooms cannot be saved yet.
func TestZoomInCampaign(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1942, 1), 13)
	f := newFollower(t, c)
	var order []EventType
	c.Log = sinkFunc(func(e Event) {
		f.Emit(e)
		if h := e.Head(); h.T == TZoomStart || h.T == THunted || h.T == TZoomEnd || h.T == TTurnStart {
			order = append(order, h.T)
		}
	})
	z := &fakeHunted{}
	c.Zoomer = z
	player := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideAttack && d.Has(KeyZoom) {
			return KeyZoom
		}
		return ""
	})
	for range 20 {
		if err := c.PlayWeek(player); err != nil {
			t.Fatal(err)
		}
		if err := c.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		if f.failed {
			t.FailNow()
		}
	}
	if len(z.zooms) < 5 {
		t.Fatalf("%d zooms in 20 weeks", len(z.zooms))
	}
	inZoom, perWeek := false, 0
	for _, k := range order {
		switch k {
		case TTurnStart:
			perWeek = 0
		case TZoomStart:
			perWeek++
			if inZoom || perWeek > 1 {
				t.Fatal("a zoom inside a zoom, or two zooms in a week")
			}
			inZoom = true
		case THunted:
			if !inZoom {
				t.Fatal("a Hunted event outside a zoom")
			}
		case TZoomEnd:
			inZoom = false
		}
	}
	if f.types[THunted] == 0 || f.types[TZoomEnd] != len(z.zooms) {
		t.Errorf("%d hunted events, %d zoom_end for %d zooms", f.types[THunted], f.types[TZoomEnd], len(z.zooms))
	}
	if _, err := NewSave(c, NewOrderRecorder(nil)); !errors.Is(err, ErrCannotSave) {
		t.Errorf("a zooming campaign saved: %v", err)
	}
}
