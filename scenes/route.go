// Package scenes holds the game's screens: title, career setup, settings, the pause menu,
// and the play scenes (port, transit, encounter, depth-charge cycle, refit, career end)
// that show a running career. The Campaign (campaign.go) runs the engine session and the
// event queue and routes each event and decision to the scene that fits it (route.go).
package scenes

import (
	"strings"

	"uboat/engine"
)

// Kind names a play scene.
type Kind int

// Play scene kinds. KindAny means "wherever we are".
const (
	KindAny Kind = iota
	KindPort
	KindTransit
	KindEncounter
	KindDepth
	KindRefit
	KindEnd
	numKinds
)

var kindNames = [...]string{"any", "port", "transit", "encounter", "depth_charge", "refit", "career_end"}

func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return "any"
	}
	return kindNames[k]
}

// decisionKinds routes the engine's decision ids (log-schema names and the ids the rule
// files declare) to scenes.
var decisionKinds = map[string]Kind{
	// port: assignment and loading (7.1, 4.5, 10.11.8, 11.2.1)
	"load": KindPort, "loading": KindPort, "torpedo_mix": KindPort, "load_mix": KindPort, "conversions": KindPort,
	"request": KindPort, "patrol_request": KindPort, "request_area": KindPort, "assignment": KindPort,
	"gun_removal": KindPort, "deck_gun_removal": KindPort, "penang_shortfall": KindPort, "start_month": KindPort,
	"invasion_refusal": KindPort, "arctic": KindPort, "load_tubes": KindPort, "mine_reloads": KindPort,
	"penang_short": KindPort, "deck_gun_shift": KindPort,
	// transit: box by box (8.1, 8.2.2, 10.9)
	"posture": KindTransit, "abort": KindTransit, "abort_direction": KindTransit, "fa330": KindTransit,
	"kite": KindTransit, "direction": KindTransit, "random_event": KindTransit, "resupply": KindTransit,
	"fa330_reroll": KindTransit, "mine_reload": KindTransit, "resupply_part": KindTransit, "own_fuel": KindTransit,
	// encounter: ships, aircraft, submarines (8.3–9.5, 9.7–9.10)
	"attack": KindEncounter, "range": KindEncounter, "follow": KindEncounter, "night": KindEncounter,
	"switch_to_night": KindEncounter, "day_night": KindEncounter, "mode": KindEncounter, "nsa": KindEncounter,
	"attack_mode": KindEncounter, "target": KindEncounter, "targets": KindEncounter, "allocation": KindEncounter,
	"end": KindEncounter, "tube_end": KindEncounter, "tubes": KindEncounter, "salvo": KindEncounter,
	"second_salvo": KindEncounter, "deck_gun": KindEncounter, "gun": KindEncounter, "fire": KindEncounter,
	"additional_round": KindEncounter, "attack_escort": KindEncounter, "escort_attack": KindEncounter,
	"stay_surfaced": KindEncounter, "directive": KindEncounter, "flak": KindEncounter, "second_flak": KindEncounter,
	"follow_target": KindEncounter, "follow_which": KindEncounter, "sub_attack": KindEncounter,
	"sub_range": KindEncounter, "sub_continue": KindEncounter, "break_off": KindEncounter, "reload": KindEncounter,
	"next_group": KindEncounter, "stop": KindEncounter, "fire_on_arrival": KindEncounter,
	"time_of_day": KindEncounter, "weapon_group": KindEncounter, "straggler": KindEncounter,
	"escort_fire": KindEncounter,
	// depth-charge cycle (9.6)
	"test_depth": KindDepth, "exceed_test_depth": KindDepth, "bold": KindDepth, "evasive": KindDepth,
	"scuttle": KindDepth, "surface": KindDepth,
	// refit and career (10.11, 11)
	"upgrade": KindRefit, "new_boat": KindRefit, "new_type": KindRefit, "transfer": KindRefit,
	"refit": KindRefit, "boat_type": KindRefit,
	// anywhere: a spare part for damage taken wherever it happens (10.2)
	"hals_und_beinbruch": KindAny, "spare_part": KindAny,
}

// RouteDecision returns the scene a decision belongs to: by its id, then by words in the
// id; KindAny (stay where we are, generic decision panel) when nothing fits.
func RouteDecision(d *engine.Decision) Kind {
	if d == nil {
		return KindAny
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
		return KindDepth
	case has("range", "target", "tube", "fire", "torpedo", "salvo", "night", "follow", "attack", "gun", "flak", "surfaced", "escort", "sub_"):
		return KindEncounter
	case has("posture", "abort", "kite", "fa330", "box"):
		return KindTransit
	case has("load", "request", "assign", "penang", "mission"):
		return KindPort
	case has("refit", "upgrade", "boat", "promotion"):
		return KindRefit
	}
	return KindAny
}

// RouteEvent returns the scene an event is shown in; KindAny keeps the current one.
func RouteEvent(e engine.Event) Kind {
	switch e := e.(type) {
	case *engine.CareerStart, *engine.AssignmentEvent:
		return KindPort
	case *engine.BoxEvent:
		return KindTransit
	case *engine.EncounterEvent:
		switch e.Kind {
		case "none", "random_event", "":
			return KindAny
		case "escort":
			return KindDepth
		}
		return KindEncounter
	case *engine.RollEvent:
		switch e.Table {
		case "P1", "PENANG", "REQUEST", "ARCTIC_STAY", "PENANG_STAY", "DECK_GUN_REMOVAL", "INVASION_REFUSAL":
			return KindPort
		case "E1":
			if e.Column == "additional_round" {
				return KindAny
			}
			return KindTransit
		case "A1", "A2", "DAY", "NIGHT", "SIZE", "T1", "T2", "T3", "T4", "T4A", "T5", "U1", "U3", "DUD", "E2_close", "SUB_INIT", "SUB_FIRE":
			return KindEncounter
		case "E2", "TEST_DEPTH", "E3b", "E3c", "E3c_damage", "E3d":
			return KindDepth
		case "E3":
			if e.Column == "aircraft" {
				return KindEncounter
			}
			return KindDepth
		case "M2", "M3", "M4", "M6", "AIR_RAID", "LIMITED":
			return KindRefit
		}
		return KindAny
	case *engine.ShipEvent, *engine.TorpedoEvent, *engine.ShipDamageEvent:
		return KindEncounter
	case *engine.PatrolEndEvent:
		switch e.Outcome {
		case "sunk", "captured", "surrendered":
			return KindEnd
		}
		return KindRefit
	case *engine.RefitEvent:
		return KindRefit
	case *engine.KeyEvent:
		switch e.T {
		case engine.TPromotion, engine.TDecoration, engine.TCrewQuality, engine.TNewBoat:
			return KindRefit
		case engine.TAircraftPass:
			return KindEncounter
		}
		return KindAny
	case *engine.CareerEndEvent:
		return KindEnd
	}
	return KindAny
}
