package engine

// Kind numbers the decision ids (Decision.ID) that decision makers switch on, so that a
// machine policy switches on a small integer (a jump table) instead of comparing strings.
// KindOther stands for any other id. The numbers are not stored anywhere (saves and logs
// keep the id), so they may be renumbered.
type Kind uint8

// The decision kinds (each file lists its decision ids in its header comment).
const (
	KindOther Kind = iota
	KindLoadMix
	KindLoadTubes
	KindMineReloads
	KindPenangShort
	KindUpgrade
	KindPatrolRequest
	KindPosture
	KindFA330
	KindFA330Reroll
	KindAbort
	KindAbortDirection
	KindDeckGunShift
	KindMineReload
	KindSparePart
	KindResupplyPart
	KindOwnFuel
	KindNight
	KindTimeOfDay
	KindAttack
	KindAttackEscort
	KindAttackMode
	KindRange
	KindEnd
	KindSecondSalvo
	KindFire
	KindGun
	KindWeaponGroup
	KindAdditionalRound
	KindEscortFire
	KindFollow
	KindStraggler
	KindReload
	KindSubAttack
	KindSubContinue
	KindTestDepth
	KindBold
	KindStaySurfaced
	KindHalsUndBeinbruch
	KindTacMode
	KindEvasive
	KindAbility
	KindKommandantPatrol
	KindStragglerKiller
	KindScrounger
	KindNibelung
	KindPackJoin
	KindResupplyAtSea
	KindEvasiveEscort
	KindLookouts
	kindCount
)

// kindIDs is the decision id of each Kind (KindOther has none).
var kindIDs = [kindCount]string{
	KindLoadMix:          "load_mix",
	KindLoadTubes:        "load_tubes",
	KindMineReloads:      "mine_reloads",
	KindPenangShort:      "penang_short",
	KindUpgrade:          "upgrade",
	KindPatrolRequest:    "patrol_request",
	KindPosture:          "posture",
	KindFA330:            "fa330",
	KindFA330Reroll:      "fa330_reroll",
	KindAbort:            "abort",
	KindAbortDirection:   "abort_direction",
	KindDeckGunShift:     "deck_gun_shift",
	KindMineReload:       "mine_reload",
	KindSparePart:        "spare_part",
	KindResupplyPart:     "resupply_part",
	KindOwnFuel:          "own_fuel",
	KindNight:            "night",
	KindTimeOfDay:        "time_of_day",
	KindAttack:           "attack",
	KindAttackEscort:     "attack_escort",
	KindAttackMode:       "attack_mode",
	KindRange:            "range",
	KindEnd:              "end",
	KindSecondSalvo:      "second_salvo",
	KindFire:             "fire",
	KindGun:              "gun",
	KindWeaponGroup:      "weapon_group",
	KindAdditionalRound:  "additional_round",
	KindEscortFire:       "escort_fire",
	KindFollow:           "follow",
	KindStraggler:        "straggler",
	KindReload:           "reload",
	KindSubAttack:        "sub_attack",
	KindSubContinue:      "sub_continue",
	KindTestDepth:        "test_depth",
	KindBold:             "bold",
	KindStaySurfaced:     "stay_surfaced",
	KindHalsUndBeinbruch: "hals_und_beinbruch",
	KindTacMode:          "tac_mode",
	KindEvasive:          "evasive",
	KindAbility:          "ability",
	KindKommandantPatrol: "kommandant_patrol",
	KindStragglerKiller:  "straggler_killer",
	KindScrounger:        "scrounger",
	KindNibelung:         "nibelung",
	KindPackJoin:         "pack_join",
	KindResupplyAtSea:    "resupply_at_sea",
	KindEvasiveEscort:    "evasive_escort",
	KindLookouts:         "lookouts",
}

// kindByID is kindIDs inverted.
var kindByID = func() map[string]Kind {
	m := make(map[string]Kind, len(kindIDs))
	for k, id := range kindIDs {
		if id != "" {
			m[id] = Kind(k)
		}
	}
	return m
}()

// KindOf returns the Kind of a decision id (KindOther when it has none).
func KindOf(id string) Kind { return kindByID[id] }

// String returns the decision id of k ("" for KindOther).
func (k Kind) String() string {
	if k < kindCount {
		return kindIDs[k]
	}
	return ""
}
