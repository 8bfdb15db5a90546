package scenes

import (
	"math"
	"testing"

	"uboat/assets"
	"uboat/engine"
)

func TestRouteDecision(t *testing.T) {
	cases := map[string]Kind{
		"posture": KindTransit, "abort": KindTransit, "range": KindEncounter, "attack": KindEncounter,
		"follow": KindEncounter, "test_depth": KindDepth, "bold": KindDepth, "load_mix": KindPort,
		"hals_und_beinbruch": KindAny, "upgrade": KindRefit,
		// unknown ids: by their words, else stay where we are
		"fire_bow_salvo": KindEncounter, "use_bold_decoy": KindDepth, "abort_now": KindTransit,
		"boat_upgrade_offer": KindRefit, "something_new": KindAny,
	}
	for id, want := range cases {
		if got := RouteDecision(&engine.Decision{ID: id}); got != want {
			t.Errorf("RouteDecision(%q) = %v, want %v", id, got, want)
		}
	}
	if RouteDecision(nil) != KindAny {
		t.Error("nil decision")
	}
}

// Every decision id the engine asks is routed by name, to the scene where the rules ask
// it, not by the words in it: "load_tubes" (stowing torpedoes in port, 4.5) once went to
// the encounter because of "tube", "mine_reload" (after minelaying at sea, 4.5.1) to the
// port because of "load", and "deck_gun_shift" (the removal roll in port, 10.11.8) to the
// encounter because of "gun".
func TestRouteEveryEngineDecision(t *testing.T) {
	want := map[string]Kind{
		"load_mix": KindPort, "load_tubes": KindPort, "mine_reloads": KindPort, "penang_short": KindPort,
		"patrol_request": KindPort, "deck_gun_shift": KindPort,
		"upgrade": KindRefit,
		"posture": KindTransit, "fa330": KindTransit, "fa330_reroll": KindTransit, "abort": KindTransit,
		"abort_direction": KindTransit, "mine_reload": KindTransit, "resupply_part": KindTransit, "own_fuel": KindTransit,
		"night": KindEncounter, "time_of_day": KindEncounter, "attack": KindEncounter, "attack_escort": KindEncounter,
		"attack_mode": KindEncounter, "range": KindEncounter, "end": KindEncounter, "second_salvo": KindEncounter,
		"fire": KindEncounter, "gun": KindEncounter, "weapon_group": KindEncounter, "additional_round": KindEncounter,
		"escort_fire": KindEncounter, "follow": KindEncounter, "straggler": KindEncounter, "reload": KindEncounter,
		"sub_attack": KindEncounter, "sub_continue": KindEncounter, "stay_surfaced": KindEncounter,
		"test_depth": KindDepth, "bold": KindDepth,
		"spare_part": KindAny, "hals_und_beinbruch": KindAny,
	}
	n := 0
	for k := engine.Kind(1); k.String() != ""; k++ {
		id := k.String()
		n++
		w, ok := want[id]
		if !ok {
			t.Errorf("engine decision %q: no scene expected here (add it to this test and to decisionKinds)", id)
			continue
		}
		if _, named := decisionKinds[id]; !named {
			t.Errorf("engine decision %q is routed by the words in it, not by name", id)
		}
		if got := RouteDecision(&engine.Decision{ID: id}); got != w {
			t.Errorf("RouteDecision(%q) = %v, want %v", id, got, w)
		}
	}
	if n != len(want) {
		t.Errorf("the engine has %d decision ids, the test expects %d", n, len(want))
	}
}

func TestRouteEvent(t *testing.T) {
	cases := []struct {
		e    engine.Event
		want Kind
	}{
		{&engine.CareerStart{}, KindPort},
		{&engine.AssignmentEvent{}, KindPort},
		{&engine.BoxEvent{}, KindTransit},
		{&engine.RollEvent{Table: "E1", Column: "atlantic"}, KindTransit},
		{&engine.RollEvent{Table: "E1", Column: "additional_round"}, KindAny},
		{&engine.EncounterEvent{Kind: "convoy"}, KindEncounter},
		{&engine.EncounterEvent{Kind: "escort"}, KindDepth},
		{&engine.EncounterEvent{Kind: "none"}, KindAny},
		{&engine.RollEvent{Table: "E2"}, KindDepth},
		{&engine.RollEvent{Table: "E3", Column: "escort"}, KindDepth},
		{&engine.RollEvent{Table: "E3", Column: "aircraft"}, KindEncounter},
		{&engine.RollEvent{Table: "A1"}, KindEncounter},
		{&engine.RollEvent{Table: "E4"}, KindAny},
		{&engine.ShipEvent{}, KindEncounter},
		{&engine.TorpedoEvent{}, KindEncounter},
		{&engine.ShipDamageEvent{}, KindEncounter},
		{&engine.UboatDamageEvent{}, KindAny},
		{&engine.CrewEvent{}, KindAny},
		{&engine.PatrolEndEvent{Outcome: "returned"}, KindRefit},
		{&engine.PatrolEndEvent{Outcome: "sunk"}, KindEnd},
		{&engine.RefitEvent{}, KindRefit},
		{&engine.KeyEvent{Header: engine.Header{T: engine.TPromotion}}, KindRefit},
		{&engine.KeyEvent{Header: engine.Header{T: engine.TNote}}, KindAny},
		{&engine.CareerEndEvent{}, KindEnd},
		{&engine.DecisionEvent{}, KindAny},
	}
	for _, c := range cases {
		if got := RouteEvent(c.e); got != c.want {
			t.Errorf("RouteEvent(%T %+v) = %v, want %v", c.e, c.e, got, c.want)
		}
	}
}

func TestTrackLayout(t *testing.T) {
	track := []string{"bay_of_biscay", "transit", "atlantic", "atlantic", "atlantic", "atlantic", "transit", "bay_of_biscay"}
	pts := TrackLayout("france", track)
	if len(pts) != len(track) {
		t.Fatal(len(pts))
	}
	atl := assets.Areas["atlantic"]
	for i := 2; i < 6; i++ { // station boxes spread around the area, none on top of another
		if math.Hypot(pts[i].Lon-atl.Lon, pts[i].Lat-atl.Lat) > 10 {
			t.Errorf("station box %d at %+v, far from the Atlantic %+v", i, pts[i], atl)
		}
		for j := 2; j < i; j++ {
			if math.Hypot(pts[i].Lon-pts[j].Lon, pts[i].Lat-pts[j].Lat) < 1 {
				t.Errorf("boxes %d and %d overlap", i, j)
			}
		}
	}
	// transit boxes lie between the bay and the station; the two legs are apart
	if !(pts[1].Lon < pts[0].Lon && pts[1].Lon > pts[2].Lon-10) {
		t.Errorf("outbound transit at %+v", pts[1])
	}
	if math.Hypot(pts[1].Lon-pts[6].Lon, pts[1].Lat-pts[6].Lat) < 1 {
		t.Error("outbound and homebound transit boxes overlap")
	}
	if len(TrackLayout("nowhere", nil)) != 0 {
		t.Error("empty track")
	}
}

func TestTrackViewContainsTheTrackAtTheScreenAspect(t *testing.T) {
	for _, c := range []struct {
		base  string
		track []string
	}{
		{"france", []string{"bay_of_biscay", "transit", "caribbean", "caribbean", "transit", "bay_of_biscay"}},
		{"norway", []string{"transit", "arctic", "arctic", "transit"}},
		{"penang", []string{"transit", "indian_ocean", "indian_ocean", "transit"}},
	} {
		pts := TrackLayout(c.base, c.track)
		v := TrackView(c.base, pts, 880.0/478)
		if a := (v.East - v.West) / (v.North - v.South); math.Abs(a-880.0/478) > 1e-9 {
			t.Errorf("%s: aspect %v", c.base, a)
		}
		for _, p := range pts {
			if p.Lon < v.West || p.Lon > v.East || p.Lat < v.South || p.Lat > v.North {
				t.Errorf("%s: %+v outside %+v", c.base, p, v)
			}
		}
	}
}
