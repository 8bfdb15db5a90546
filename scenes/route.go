// Package scenes holds the game's screens: title, career setup, settings, the pause menu,
// and the play scenes (port, transit, encounter, depth-charge cycle, refit, career end)
// that show a running career. The Campaign (campaign.go) runs the engine session and the
// event queue and routes each event and decision to the scene that fits it (route.go).
package scenes

import (
	"strings"

	"uboat/engine"
)

// Place names a play scene.
type Place int

// Play scene kinds. PlaceAny means "wherever we are".
const (
	PlaceAny Place = iota
	PlacePort
	PlaceTransit
	PlaceEncounter
	PlaceDepth
	PlaceRefit
	PlaceCareerEnd
	numPlaces
)

var placeNames = [...]string{"any", "port", "transit", "encounter", "depth_charge", "refit", "career_end"}

func (k Place) String() string {
	if k < 0 || int(k) >= len(placeNames) {
		return "any"
	}
	return placeNames[k]
}

// decisionKinds routes the engine's decision ids (log-schema names and the ids the rule
// files declare) to scenes.
var decisionKinds = map[string]Place{
	// port: assignment and loading (7.1, 4.5, 10.11.8, 11.2.1)
	"load": PlacePort, "loading": PlacePort, "torpedo_mix": PlacePort, "load_mix": PlacePort, "conversions": PlacePort,
	"request": PlacePort, "patrol_request": PlacePort, "request_area": PlacePort, "assignment": PlacePort,
	"gun_removal": PlacePort, "deck_gun_removal": PlacePort, "penang_shortfall": PlacePort, "start_month": PlacePort,
	"invasion_refusal": PlacePort, "arctic": PlacePort, "load_tubes": PlacePort, "mine_reloads": PlacePort,
	"penang_short": PlacePort, "deck_gun_shift": PlacePort,
	// transit: box by box (8.1, 8.2.2, 10.9)
	"posture": PlaceTransit, "abort": PlaceTransit, "abort_direction": PlaceTransit, "fa330": PlaceTransit,
	"kite": PlaceTransit, "direction": PlaceTransit, "random_event": PlaceTransit, "resupply": PlaceTransit,
	"fa330_reroll": PlaceTransit, "mine_reload": PlaceTransit, "resupply_part": PlaceTransit, "own_fuel": PlaceTransit,
	// encounter: ships, aircraft, submarines (8.3–9.5, 9.7–9.10)
	"attack": PlaceEncounter, "range": PlaceEncounter, "follow": PlaceEncounter, "night": PlaceEncounter,
	"switch_to_night": PlaceEncounter, "day_night": PlaceEncounter, "mode": PlaceEncounter, "nsa": PlaceEncounter,
	"attack_mode": PlaceEncounter, "target": PlaceEncounter, "targets": PlaceEncounter, "allocation": PlaceEncounter,
	"end": PlaceEncounter, "tube_end": PlaceEncounter, "tubes": PlaceEncounter, "salvo": PlaceEncounter,
	"second_salvo": PlaceEncounter, "deck_gun": PlaceEncounter, "gun": PlaceEncounter, "fire": PlaceEncounter,
	"additional_round": PlaceEncounter, "attack_escort": PlaceEncounter, "escort_attack": PlaceEncounter,
	"stay_surfaced": PlaceEncounter, "directive": PlaceEncounter, "flak": PlaceEncounter, "second_flak": PlaceEncounter,
	"follow_target": PlaceEncounter, "follow_which": PlaceEncounter, "sub_attack": PlaceEncounter,
	"sub_range": PlaceEncounter, "sub_continue": PlaceEncounter, "break_off": PlaceEncounter, "reload": PlaceEncounter,
	"next_group": PlaceEncounter, "stop": PlaceEncounter, "fire_on_arrival": PlaceEncounter,
	"time_of_day": PlaceEncounter, "weapon_group": PlaceEncounter, "straggler": PlaceEncounter,
	"escort_fire": PlaceEncounter,
	// depth-charge cycle (9.6)
	"test_depth": PlaceDepth, "exceed_test_depth": PlaceDepth, "bold": PlaceDepth, "evasive": PlaceDepth,
	"scuttle": PlaceDepth, "surface": PlaceDepth,
	// refit and career (10.11, 11)
	"upgrade": PlaceRefit, "new_boat": PlaceRefit, "new_type": PlaceRefit, "transfer": PlaceRefit,
	"refit": PlaceRefit, "boat_type": PlaceRefit,
	// anywhere: a spare part for damage taken wherever it happens (10.2)
	"hals_und_beinbruch": PlaceAny, "spare_part": PlaceAny,
}

// RouteDecision returns the scene a decision belongs to: by its id, then by words in the
// id; PlaceAny (stay where we are, generic decision panel) when nothing fits.
func RouteDecision(d *engine.Decision) Place {
	if d == nil {
		return PlaceAny
	}
	if k, ok := decisionKinds[d.ID]; ok {
		return k
	}
	id := strings.ToLower(d.ID)
	has := func(words ...string) bool {
		for _, w := range words {
			if strings.Contains(id, w) {
				return true
			}
		}
		return false
	}
	switch {
	case has("depth", "bold", "evasive", "scuttle"):
		return PlaceDepth
	case has("range", "target", "tube", "fire", "torpedo", "salvo", "night", "follow", "attack", "gun", "flak", "surfaced", "escort", "sub_"):
		return PlaceEncounter
	case has("posture", "abort", "kite", "fa330", "box"):
		return PlaceTransit
	case has("load", "request", "assign", "penang", "mission"):
		return PlacePort
	case has("refit", "upgrade", "boat", "promotion"):
		return PlaceRefit
	}
	return PlaceAny
}

// RouteEvent returns the scene an event is shown in; PlaceAny keeps the current one.
func RouteEvent(e engine.Event) Place {
	switch e := e.(type) {
	case *engine.CareerStart, *engine.AssignmentEvent:
		return PlacePort
	case *engine.BoxEvent:
		return PlaceTransit
	case *engine.EncounterEvent:
		switch e.Kind {
		case "none", "random_event", "":
			return PlaceAny
		case "escort":
			return PlaceDepth
		}
		return PlaceEncounter
	case *engine.RollEvent:
		switch e.Table {
		case "P1", "PENANG", "REQUEST", "ARCTIC_STAY", "PENANG_STAY", "DECK_GUN_REMOVAL", "INVASION_REFUSAL":
			return PlacePort
		case "E1":
			if e.Column == "additional_round" {
				return PlaceAny
			}
			return PlaceTransit
		case "A1", "A2", "DAY", "NIGHT", "SIZE", "T1", "T2", "T3", "T4", "T4A", "T5", "U1", "U3", "DUD", "E2_close", "SUB_INIT", "SUB_FIRE":
			return PlaceEncounter
		case "E2", "TEST_DEPTH", "E3b", "E3c", "E3c_damage", "E3d":
			return PlaceDepth
		case "E3":
			if e.Column == "aircraft" {
				return PlaceEncounter
			}
			return PlaceDepth
		case "M2", "M3", "M4", "M6", "AIR_RAID", "LIMITED":
			return PlaceRefit
		}
		return PlaceAny
	case *engine.ShipEvent, *engine.TorpedoEvent, *engine.ShipDamageEvent:
		return PlaceEncounter
	case *engine.PatrolEndEvent:
		switch e.Outcome {
		case "sunk", "captured", "surrendered":
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
