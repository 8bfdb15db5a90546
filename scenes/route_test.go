package scenes

import (
	"math"
	"testing"

	"uboat/assets"
	"uboat/engine"
)

// decision builds a decision as the engine asks it: its id and its Kind.
func decision(k engine.Kind) *engine.Decision { return &engine.Decision{ID: k.String(), Kind: k} }

func TestRouteDecision(t *testing.T) {
	cases := map[engine.Kind]Place{
		engine.KindPosture: PlaceTransit, engine.KindAbort: PlaceTransit, engine.KindRange: PlaceEncounter,
		engine.KindAttack: PlaceEncounter, engine.KindFollow: PlaceEncounter, engine.KindTestDepth: PlaceDepth,
		engine.KindBold: PlaceDepth, engine.KindLoadMix: PlacePort, engine.KindHalsUndBeinbruch: PlaceAny,
		engine.KindUpgrade: PlaceRefit,
	}
	for k, want := range cases {
		if got := RouteDecision(decision(k)); got != want {
			t.Errorf("RouteDecision(%v) = %v, want %v", k, got, want)
		}
	}
	if RouteDecision(nil) != PlaceAny {
		t.Error("nil decision")
	}
	// The id's text is never read: a decision routes by its Kind alone, and one without a
	// Kind (KindOther, built outside the engine) stays where we are whatever its id says.
	if got := RouteDecision(&engine.Decision{ID: "test_depth", Kind: engine.KindLoadTubes}); got != PlacePort {
		t.Errorf("routed by id text: %v", got)
	}
	for _, id := range []string{"fire_bow_salvo", "use_bold_decoy", "abort_now", "test_depth"} {
		if got := RouteDecision(&engine.Decision{ID: id}); got != PlaceAny {
			t.Errorf("RouteDecision(id %q, no kind) = %v, want %v", id, got, PlaceAny)
		}
	}
	if got := RouteDecision(&engine.Decision{Kind: engine.Kind(engine.NumKinds)}); got != PlaceAny {
		t.Errorf("kind out of range: %v", got)
	}
}

// Every decision kind the engine declares has a place in the route table, and KindOther
// (no decision the engine asks) has none: a kind added to engine/kind.go without a route
// fails here.
func TestEveryDecisionKindHasAPlace(t *testing.T) {
	if decisionPlaces[engine.KindOther] != placeNone {
		t.Errorf("KindOther is routed to %v: it is not a decision the engine asks", decisionPlaces[engine.KindOther])
	}
	for k := engine.Kind(1); int(k) < engine.NumKinds; k++ {
		if k.String() == "" {
			t.Errorf("engine kind %d has no decision id", k)
		}
		if p := decisionPlaces[k]; p == placeNone || p >= numPlaces {
			t.Errorf("engine decision %v (kind %d) has no route in decisionPlaces", k, k)
		}
	}
}

// Every decision the engine asks is routed to the scene where the rules ask it, not by
// the words in its id: "load_tubes" (stowing torpedoes in port, 4.5) once went to the
// encounter because of "tube", "mine_reload" (after minelaying at sea, 4.5.1) to the port
// because of "load", and "deck_gun_shift" (the removal roll in port, 10.11.8) to the
// encounter because of "gun".
func TestRouteEveryEngineDecision(t *testing.T) {
	want := map[engine.Kind]Place{
		engine.KindLoadMix: PlacePort, engine.KindLoadTubes: PlacePort, engine.KindMineReloads: PlacePort,
		engine.KindPenangShort: PlacePort, engine.KindPatrolRequest: PlacePort, engine.KindDeckGunShift: PlacePort,
		engine.KindUpgrade: PlaceRefit,
		engine.KindPosture: PlaceTransit, engine.KindFA330: PlaceTransit, engine.KindFA330Reroll: PlaceTransit,
		engine.KindAbort: PlaceTransit, engine.KindAbortDirection: PlaceTransit, engine.KindMineReload: PlaceTransit,
		engine.KindResupplyPart: PlaceTransit, engine.KindOwnFuel: PlaceTransit, engine.KindResupplyAtSea: PlaceTransit, // 14.9
		engine.KindPackJoin: PlaceTransit, // 13.5.5
		engine.KindLookouts: PlaceTransit, // tactical-design §4.6
		engine.KindNight:    PlaceEncounter, engine.KindTimeOfDay: PlaceEncounter, engine.KindAttack: PlaceEncounter,
		engine.KindAttackEscort: PlaceEncounter, engine.KindAttackMode: PlaceEncounter, engine.KindRange: PlaceEncounter,
		engine.KindEnd: PlaceEncounter, engine.KindSecondSalvo: PlaceEncounter, engine.KindFire: PlaceEncounter,
		engine.KindGun: PlaceEncounter, engine.KindWeaponGroup: PlaceEncounter, engine.KindAdditionalRound: PlaceEncounter,
		engine.KindEscortFire: PlaceEncounter, engine.KindFollow: PlaceEncounter, engine.KindStraggler: PlaceEncounter,
		engine.KindReload: PlaceEncounter, engine.KindSubAttack: PlaceEncounter, engine.KindSubContinue: PlaceEncounter,
		engine.KindStaySurfaced: PlaceEncounter, engine.KindNibelung: PlaceEncounter, // 14.12
		engine.KindTestDepth: PlaceDepth, engine.KindBold: PlaceDepth, engine.KindEvasive: PlaceDepth, // 14.8
		engine.KindEvasiveEscort: PlaceDepth, // 13.1.2
		engine.KindSparePart:     PlaceAny, engine.KindHalsUndBeinbruch: PlaceAny,
		engine.KindTacMode: PlaceAny, // tactical-design §1.2: at any scene's entry
		// 14.15 at the career's start, 14.13 at the assignment, 14.15 #18 at loading, #15 at the [E1] roll
		engine.KindAbility: PlacePort, engine.KindKommandantPatrol: PlacePort, engine.KindScrounger: PlacePort,
		engine.KindStragglerKiller: PlaceTransit,
	}
	for k := engine.Kind(1); int(k) < engine.NumKinds; k++ {
		w, ok := want[k]
		if !ok {
			t.Errorf("engine decision %v: no scene expected here (add it to this test and to decisionPlaces)", k)
			continue
		}
		if got := RouteDecision(decision(k)); got != w {
			t.Errorf("RouteDecision(%v) = %v, want %v", k, got, w)
		}
	}
	if n := engine.NumKinds - 1; n != len(want) {
		t.Errorf("the engine has %d decision kinds, the test expects %d", n, len(want))
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
		{&engine.RollEvent{Table: engine.TableE1, Column: engine.AreaAtlantic}, PlaceTransit},
		{&engine.RollEvent{Table: engine.TableE1, Column: engine.ColAdditionalRound}, PlaceAny},
		{&engine.EncounterEvent{Kind: engine.EncConvoy}, PlaceEncounter},
		{&engine.EncounterEvent{Kind: engine.EncEscort}, PlaceDepth},
		{&engine.EncounterEvent{Kind: engine.EncNone}, PlaceAny},
		{&engine.RollEvent{Table: engine.TableE2}, PlaceDepth},
		{&engine.RollEvent{Table: engine.TableE3, Column: engine.ColEscort}, PlaceDepth},
		{&engine.RollEvent{Table: engine.TableE3, Column: engine.ColAircraft}, PlaceEncounter},
		{&engine.RollEvent{Table: engine.TableA1}, PlaceEncounter},
		{&engine.RollEvent{Table: engine.TableE4}, PlaceAny},
		{&engine.ShipEvent{}, PlaceEncounter},
		{&engine.TorpedoEvent{}, PlaceEncounter},
		{&engine.ShipDamageEvent{}, PlaceEncounter},
		{&engine.UboatDamageEvent{}, PlaceAny},
		{&engine.CrewEvent{}, PlaceAny},
		{&engine.PatrolEndEvent{Outcome: engine.OutcomeReturned}, PlaceRefit},
		{&engine.PatrolEndEvent{Outcome: engine.OutcomeSunk}, PlaceCareerEnd},
		{&engine.RefitEvent{}, PlaceRefit},
		{&engine.KeyEvent{Header: engine.Header{T: engine.TPromotion}}, PlaceRefit},
		{&engine.KeyEvent{Header: engine.Header{T: engine.TNote}}, PlaceAny},
		{&engine.CareerEndEvent{}, PlaceCareerEnd},
		{&engine.PatrolEndEvent{Outcome: engine.OutcomeCaptured}, PlaceCareerEnd},
		{&engine.RollEvent{Table: engine.TableE3c}, PlaceDepth},
		{&engine.RollEvent{Table: engine.TableM2}, PlaceRefit},
		{&engine.RollEvent{Table: engine.TableP1}, PlacePort},
		{&engine.EncounterEvent{Kind: engine.EncRandomEvent}, PlaceAny},
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
