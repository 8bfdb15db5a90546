package scenes

import (
	"math"
	"testing"

	"uboat/assets"
	"uboat/engine"
)

func TestRouteDecision(t *testing.T) {
	cases := map[string]Place{
		"posture": PlaceTransit, "abort": PlaceTransit, "range": PlaceEncounter, "attack": PlaceEncounter,
		"follow": PlaceEncounter, "test_depth": PlaceDepth, "bold": PlaceDepth, "load_mix": PlacePort,
		"hals_und_beinbruch": PlaceAny, "upgrade": PlaceRefit,
		// unknown ids: by their words, else stay where we are
		"fire_bow_salvo": PlaceEncounter, "use_bold_decoy": PlaceDepth, "abort_now": PlaceTransit,
		"boat_upgrade_offer": PlaceRefit, "something_new": PlaceAny,
	}
	for id, want := range cases {
		if got := RouteDecision(&engine.Decision{ID: id}); got != want {
			t.Errorf("RouteDecision(%q) = %v, want %v", id, got, want)
		}
	}
	if RouteDecision(nil) != PlaceAny {
		t.Error("nil decision")
	}
}

// Every decision id the engine asks is routed by name, to the scene where the rules ask
// it, not by the words in it: "load_tubes" (stowing torpedoes in port, 4.5) once went to
// the encounter because of "tube", "mine_reload" (after minelaying at sea, 4.5.1) to the
// port because of "load", and "deck_gun_shift" (the removal roll in port, 10.11.8) to the
// encounter because of "gun".
func TestRouteEveryEngineDecision(t *testing.T) {
	want := map[string]Place{
		"load_mix": PlacePort, "load_tubes": PlacePort, "mine_reloads": PlacePort, "penang_short": PlacePort,
		"patrol_request": PlacePort, "deck_gun_shift": PlacePort,
		"upgrade": PlaceRefit,
		"posture": PlaceTransit, "fa330": PlaceTransit, "fa330_reroll": PlaceTransit, "abort": PlaceTransit,
		"abort_direction": PlaceTransit, "mine_reload": PlaceTransit, "resupply_part": PlaceTransit, "own_fuel": PlaceTransit,
		"night": PlaceEncounter, "time_of_day": PlaceEncounter, "attack": PlaceEncounter, "attack_escort": PlaceEncounter,
		"attack_mode": PlaceEncounter, "range": PlaceEncounter, "end": PlaceEncounter, "second_salvo": PlaceEncounter,
		"fire": PlaceEncounter, "gun": PlaceEncounter, "weapon_group": PlaceEncounter, "additional_round": PlaceEncounter,
		"escort_fire": PlaceEncounter, "follow": PlaceEncounter, "straggler": PlaceEncounter, "reload": PlaceEncounter,
		"sub_attack": PlaceEncounter, "sub_continue": PlaceEncounter, "stay_surfaced": PlaceEncounter,
		"test_depth": PlaceDepth, "bold": PlaceDepth,
		"spare_part": PlaceAny, "hals_und_beinbruch": PlaceAny,
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
		want Place
	}{
		{&engine.CareerStart{}, PlacePort},
		{&engine.AssignmentEvent{}, PlacePort},
		{&engine.BoxEvent{}, PlaceTransit},
		{&engine.RollEvent{Table: "E1", Column: "atlantic"}, PlaceTransit},
		{&engine.RollEvent{Table: "E1", Column: "additional_round"}, PlaceAny},
		{&engine.EncounterEvent{Kind: "convoy"}, PlaceEncounter},
		{&engine.EncounterEvent{Kind: "escort"}, PlaceDepth},
		{&engine.EncounterEvent{Kind: "none"}, PlaceAny},
		{&engine.RollEvent{Table: "E2"}, PlaceDepth},
		{&engine.RollEvent{Table: "E3", Column: "escort"}, PlaceDepth},
		{&engine.RollEvent{Table: "E3", Column: "aircraft"}, PlaceEncounter},
		{&engine.RollEvent{Table: "A1"}, PlaceEncounter},
		{&engine.RollEvent{Table: "E4"}, PlaceAny},
		{&engine.ShipEvent{}, PlaceEncounter},
		{&engine.TorpedoEvent{}, PlaceEncounter},
		{&engine.ShipDamageEvent{}, PlaceEncounter},
		{&engine.UboatDamageEvent{}, PlaceAny},
		{&engine.CrewEvent{}, PlaceAny},
		{&engine.PatrolEndEvent{Outcome: "returned"}, PlaceRefit},
		{&engine.PatrolEndEvent{Outcome: "sunk"}, PlaceCareerEnd},
		{&engine.RefitEvent{}, PlaceRefit},
		{&engine.KeyEvent{Header: engine.Header{T: engine.TPromotion}}, PlaceRefit},
		{&engine.KeyEvent{Header: engine.Header{T: engine.TNote}}, PlaceAny},
		{&engine.CareerEndEvent{}, PlaceCareerEnd},
		{&engine.DecisionEvent{}, PlaceAny},
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
