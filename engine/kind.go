package engine

import "unsafe"

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

// The kind cache has 1<<kindBits slots for the ~40 ids.
const (
	kindBits  = 9
	kindSlots = 1 << kindBits
	// kindRehashes bounds how often a cache picks a new multiplier (kindMiss).
	kindRehashes = 64
)

// kindCache is the cache of ask's Kinds (Career.kindCache): slots keyed by the id's data
// pointer, hashed with mul. Two ids that share a slot would evict each other on every
// ask (the slot depends on where the linker put the strings), so on such a collision
// kindMiss picks another multiplier and starts over, up to kindRehashes times.
type kindCache struct {
	mul      uint64
	rehashes int
	misses   int // kindMiss calls (tests)
	e        [kindSlots]kindEntry
}

func newKindCache() *kindCache { return &kindCache{mul: 0x9E3779B97F4A7C15} }

// kindEntry remembers the Kind of one id string by the identity of its data.
type kindEntry struct {
	p *byte
	n int
	k Kind
}

// kindHash is the slot of an id's data pointer p in the kind cache (Career.kindCache),
// which gives ask the Kind of an id without hashing its text: rule code names decisions
// with string constants, so the cache is keyed by the id's data pointer; equal pointers
// and lengths mean equal strings, so a hit is always right (an empty slot holds nil, 0
// and KindOther, which is right for "").
func kindHash(p *byte, mul uint64) uint64 {
	return (uint64(uintptr(unsafe.Pointer(p))) * mul) >> (64 - kindBits)
}

// kindMiss looks the Kind of id up on a cache miss and fills its slot (kept out of
// ask's hot path).
//
//go:noinline
func (c *Career) kindMiss(id string) Kind {
	kc := c.kindCache
	if kc == nil {
		kc = newKindCache() // a Career built without NewCareer (tests)
		c.kindCache = kc
	}
	kc.misses++
	p := unsafe.StringData(id)
	k := KindOf(id)
	if old := &kc.e[kindHash(p, kc.mul)]; old.p != nil && (old.p != p || old.n != len(id)) && kc.rehashes < kindRehashes {
		// another id holds the slot: a new odd multiplier (an LCG step), an empty cache
		kc.rehashes++
		kc.mul = (kc.mul*6364136223846793005 + 1442695040888963407) | 1
		kc.e = [kindSlots]kindEntry{}
	}
	kc.e[kindHash(p, kc.mul)] = kindEntry{p: p, n: len(id), k: k}
	return k
}
