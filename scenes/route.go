// Package scenes holds the game's screens: title, career setup, settings, the pause menu,
// and the play scenes (port, transit, encounter, depth-charge cycle, refit, career end)
// that show a running career. The Campaign (campaign.go) runs the engine session and the
// event queue and routes each event and decision to the scene that fits it (route.go).
package scenes

import "uboat/engine"

// Place names a play scene: where a running career is shown.
type Place int

// Play scenes. The zero Place is no scene (a decision kind without a route); PlaceAny
// means "wherever we are".
const (
	placeNone Place = iota
	PlaceAny
	PlacePort
	PlaceTransit
	PlaceEncounter
	PlaceDepth
	PlaceRefit
	PlaceCareerEnd
	numPlaces
)

var placeNames = [numPlaces]string{"none", "any", "port", "transit", "encounter", "depth_charge", "refit", "career_end"}

func (k Place) String() string {
	if k < 0 || k >= numPlaces {
		return "any"
	}
	return placeNames[k]
}

// decisionPlaces routes every engine decision kind to the scene where the rules ask it.
// The table is indexed by engine.Kind, so it has a slot for every kind the engine
// declares; TestEveryDecisionKindHasAPlace fails for a slot left empty (placeNone).
// KindOther is not a decision the engine asks (every ask names its Kind) and has no place.
var decisionPlaces = [engine.NumKinds]Place{
	// port: loading, assignment (4.5, 4.5.1, 4.7.5, 7.1.3, 10.11.8)
	engine.KindLoadMix:       PlacePort,
	engine.KindLoadTubes:     PlacePort, // stowing torpedoes in port (4.5)
	engine.KindMineReloads:   PlacePort,
	engine.KindPenangShort:   PlacePort,
	engine.KindPatrolRequest: PlacePort,
	// career start and assignment (14.13, 14.15), loading (14.15 #18)
	engine.KindAbility:          PlacePort,
	engine.KindKommandantPatrol: PlacePort,
	engine.KindScrounger:        PlacePort,
	engine.KindDeckGunShift:     PlacePort, // the removal roll in port (10.11.8)
	// refit (11.4.3)
	engine.KindUpgrade: PlaceRefit,
	// transit: box by box (8.1, 8.2.2, 10.9, 4.5.1, 11.4.10)
	engine.KindPosture:         PlaceTransit,
	engine.KindFA330:           PlaceTransit,
	engine.KindFA330Reroll:     PlaceTransit,
	engine.KindStragglerKiller: PlaceTransit, // the [E1] roll, before the encounter (14.15 #15)
	engine.KindAbort:           PlaceTransit,
	engine.KindAbortDirection:  PlaceTransit,
	engine.KindMineReload:      PlaceTransit, // reloading after minelaying, at sea (4.5.1)
	engine.KindResupplyPart:    PlaceTransit,
	engine.KindOwnFuel:         PlaceTransit,
	engine.KindResupplyAtSea:   PlaceTransit, // 14.9 resupply at sea
	engine.KindPackJoin:        PlaceTransit, // 13.5.5 after the box's encounter roll
	engine.KindLookouts:        PlaceTransit, // tactical-design §4.6 the lookout posture, at a leg's first box
	// encounter: ships, aircraft, submarines (8.3–9.5, 9.7–9.10)
	engine.KindNight:           PlaceEncounter,
	engine.KindTimeOfDay:       PlaceEncounter,
	engine.KindAttack:          PlaceEncounter,
	engine.KindAttackEscort:    PlaceEncounter,
	engine.KindAttackMode:      PlaceEncounter,
	engine.KindRange:           PlaceEncounter,
	engine.KindEnd:             PlaceEncounter, // which tubes fire (9.2)
	engine.KindSecondSalvo:     PlaceEncounter,
	engine.KindFire:            PlaceEncounter,
	engine.KindGun:             PlaceEncounter,
	engine.KindWeaponGroup:     PlaceEncounter,
	engine.KindAdditionalRound: PlaceEncounter,
	engine.KindEscortFire:      PlaceEncounter,
	engine.KindFollow:          PlaceEncounter,
	engine.KindStraggler:       PlaceEncounter,
	engine.KindReload:          PlaceEncounter,
	engine.KindSubAttack:       PlaceEncounter,
	engine.KindSubContinue:     PlaceEncounter,
	engine.KindStaySurfaced:    PlaceEncounter,
	engine.KindNibelung:        PlaceEncounter, // 14.12 the Type XXI's active sonar
	// depth-charge cycle (9.6.4, 9.6.7)
	engine.KindTestDepth:     PlaceDepth,
	engine.KindBold:          PlaceDepth,
	engine.KindEvasive:       PlaceDepth, // 14.8 evasive manoeuvres
	engine.KindEvasiveEscort: PlaceDepth, // 13.1.2 the escort's direction, two players
	// anywhere: a spare part for damage taken wherever it happens (10.2), a reroll (R1 7)
	engine.KindSparePart:        PlaceAny,
	engine.KindHalsUndBeinbruch: PlaceAny,
	// the tactical layer's switch, asked at any scene's entry (tactical-design §1.2)
	engine.KindTacMode: PlaceAny,
}

// RouteDecision returns the scene a decision belongs to, by its Kind (set by the engine
// on every decision it asks). A nil decision, KindOther or a kind out of range (a
// decision built outside the engine) stays where we are: PlaceAny.
func RouteDecision(d *engine.Decision) Place {
	if d == nil || int(d.Kind) >= engine.NumKinds {
		return PlaceAny
	}
	if p := decisionPlaces[d.Kind]; p != placeNone {
		return p
	}
	return PlaceAny
}

// RouteEvent returns the scene an event is shown in, by its Go type and typed fields;
// PlaceAny keeps the current one.
func RouteEvent(e engine.Event) Place {
	switch e := e.(type) {
	case *engine.CareerStart, *engine.AssignmentEvent:
		return PlacePort
	case *engine.BoxEvent:
		return PlaceTransit
	case *engine.EncounterEvent:
		switch e.Kind {
		case engine.EncNone, engine.EncRandomEvent, "":
			return PlaceAny
		case engine.EncEscort:
			return PlaceDepth
		}
		return PlaceEncounter
	case *engine.RollEvent:
		return rollPlace(e)
	case *engine.ShipEvent, *engine.TorpedoEvent, *engine.ShipDamageEvent:
		return PlaceEncounter
	case *engine.PatrolEndEvent:
		if engine.OutcomeEndsCareer(e.Outcome) {
			return PlaceCareerEnd
		}
		return PlaceRefit
	case *engine.RefitEvent:
		return PlaceRefit
	case *engine.KeyEvent:
		switch e.T {
		case engine.TPromotion, engine.TDecoration, engine.TCrewQuality, engine.TNewBoat:
			return PlaceRefit
		case engine.TAircraftPass:
			return PlaceEncounter
		}
		return PlaceAny
	case *engine.CareerEndEvent:
		return PlaceCareerEnd
	}
	return PlaceAny
}

// rollPlace routes a roll by its table code (and, for E1 and E3, its column).
func rollPlace(e *engine.RollEvent) Place {
	switch e.Table {
	case engine.TableP1, engine.TablePenang, engine.TableRequest, engine.TableArcticStay,
		engine.TablePenangStay, engine.TableDeckGunRemoval, engine.TableInvasionRefusal:
		return PlacePort
	case engine.TableE1:
		if e.Column == engine.ColAdditionalRound {
			return PlaceAny
		}
		return PlaceTransit
	case engine.TableA1, engine.TableA2, engine.TableDay, engine.TableNight, engine.TableSize,
		engine.TableT1, engine.TableT2, engine.TableT3, engine.TableT4, engine.TableT4A, engine.TableT5,
		engine.TableU1, engine.TableU3, engine.TableDud, engine.TableE2Close, engine.TableSubInit, engine.TableSubFire:
		return PlaceEncounter
	case engine.TableE2, engine.TableTestDepth, engine.TableE3b, engine.TableE3c, engine.TableE3cDamage, engine.TableE3d:
		return PlaceDepth
	case engine.TableE3:
		if e.Column == engine.ColAircraft {
			return PlaceEncounter
		}
		return PlaceDepth
	case engine.TableM2, engine.TableM3, engine.TableM4, engine.TableM6, engine.TableAirRaid, engine.TableLimited:
		return PlaceRefit
	}
	return PlaceAny
}
