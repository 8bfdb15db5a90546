package policy

import (
	"strings"

	"uboat/engine"
)

// Commander plays the career as a prudent Kommandant who presses home attacks when the
// odds are good and brings the boat home when they are not. Every answer comes with one
// short line saying why (the attract mode shows it). It is deterministic: the same state
// and decisions give the same answers. Use one Commander per career (it remembers how
// many torpedoes it has put on each target in the current salvo).
type Commander struct {
	salvo    [16]int // torpedoes allocated per target (by index; the engine offers up to target_16) in the current salvo
	salvoKey int     // identifies the salvo (decision sequence of its first tube)
	lastSeq  int
}

// NewCommander returns the commander decision maker.
func NewCommander() *Commander { return &Commander{} }

// Decide implements engine.Decider.
func (cm *Commander) Decide(s *engine.State, d *engine.Decision) (string, string) {
	i, why := cm.choose(s, d)
	return d.Options[i].Key, why
}

// choose returns the index in d.Options of the Commander's answer, and why.
func (cm *Commander) choose(s *engine.State, d *engine.Decision) (int, string) {
	prev := cm.lastSeq
	cm.lastSeq = d.Seq
	b := &s.Boat
	kind := d.Kind
	if kind == engine.KindOther {
		kind = engine.KindOf(d.ID) // a Decision built outside the engine
	}
	switch kind {
	// --- port and loading (4.5) ---
	case engine.KindLoadMix:
		return pick(opt(d, "as_printed"), "Take the load as issued")
	case engine.KindLoadTubes:
		return pick(first(d, "guided_bow", "g7e_tubes"), "Homing torpedoes in the bow tubes")
	case engine.KindMineReloads:
		return pick(len(d.Options)-1, "Carry as many electric reloads as fit")
	case engine.KindPenangShort:
		return pick(first(d, "omit_g7a", "omit_g7e"), "Leave the steam torpedoes behind")
	case engine.KindUpgrade:
		if k := first(d, "XXI", "IXD/42", "VIIC/41", "IXC/40"); k >= 0 {
			return pick(k, "A newer boat is worth the transfer")
		}
		for i := len(d.Options) - 1; i >= 0; i-- {
			if d.Options[i].Key != "save" {
				return pick(i, "Take the newer model")
			}
		}
		return pick(opt(d, "save"), "Nothing better on offer yet")
	case engine.KindPatrolRequest:
		return pick(first(d, "caribbean", "brazilian_coast", "west_african_coast", "north_america", "indian_ocean", "roll"),
			"Ask for distant waters, light on escorts")

	// --- on patrol (8.1, 10.9) ---
	case engine.KindPosture:
		if s.Patrol != nil && s.Patrol.Pos < len(s.Patrol.Track) && s.Patrol.Track[s.Patrol.Pos].Transit {
			// the reason is true to the boat: a Schnorchel only when the option is there
			switch {
			case opt(d, engine.PostureSchnorchel) >= 0:
				return pick(opt(d, engine.PostureSchnorchel), "Schnorchel through the transit lanes")
			case !s.Boat.Schnorchel:
				return pick(first(d, engine.PostureSurfaced), "No Schnorchel: cross the transit lanes surfaced")
			}
			return pick(first(d, engine.PostureSurfaced), "Schnorchel unusable: cross the transit lanes surfaced")
		}
		return pick(first(d, engine.PostureSurfaced), "Hunt on the surface on station")
	case engine.KindLookouts:
		// tactical-design §4.6, §0: the reference keeps normal lookouts (the §9.4 and
		// §9.5.1 calibrations are built on them)
		return pick(opt(d, engine.LookoutsNormal), "Normal lookouts: the watch stays rested")
	case engine.KindFA330:
		return pick(first(d, "deploy"), "Up the kite: the lookout sees farther")
	case engine.KindFA330Reroll:
		return pick(first(d, "reroll"), "Search again")
	case engine.KindAbort:
		if hurt(s) {
			return pick(opt(d, "abort"), "The boat is too badly hurt: head for home")
		}
		return pick(opt(d, "continue"), "Stay on patrol")
	case engine.KindAbortDirection:
		return pick(first(d, "back", "forward"), "Shortest way home")
	case engine.KindDeckGunShift:
		return pick(first(d, "plus_1", "none"), "Keep the gun if we can")
	case engine.KindMineReload:
		return pick(first(d, "zaunkoenig_2", "zaunkoenig", "g7e_fat", "g7e", "g7a_fat", "g7a"), "Reload the tubes after the mines")
	case engine.KindSparePart:
		return pick(opt(d, "use"), "Fix it with a spare part")
	case engine.KindResupplyPart, engine.KindOwnFuel:
		return pick(first(d, "give"), "Keep the wolves at sea")

	// --- ship encounters (8.3–9.7) ---
	case engine.KindNight:
		return pick(opt(d, "try"), "Shadow them until dark")
	case engine.KindTimeOfDay:
		return pick(opt(d, "night"), "Attack under cover of darkness")
	case engine.KindAttack:
		if !haveTorpedoes(b, 1) && !(b.DeckGun && b.Ammo > 0) {
			return pick(opt(d, "decline"), "Nothing left to shoot")
		}
		if s.Engage != nil && s.Engage.Escorted && (hurt(s) || s.Boat.Hull >= 2) {
			return pick(opt(d, "decline"), "Too damaged to take on escorts")
		}
		if s.Engage != nil && s.Engage.Escorted {
			tons := 0
			for i := range s.Engage.Targets {
				if t := &s.Engage.Targets[i]; !t.Escort {
					tons += t.Tons
				}
			}
			if tons < 15000 && (s.Patrol == nil || s.Patrol.Mission != "invasion") {
				return pick(opt(d, "decline"), "Not worth the escorts")
			}
		}
		return pick(opt(d, "attack"), "Targets in sight: attack")
	case engine.KindAttackEscort:
		return pick(opt(d, "no"), "Leave the escorts alone; go for the merchantmen")
	case engine.KindAttackMode:
		if s.Engage != nil && !s.Engage.Escorted && b.DeckGun && b.Ammo > 0 {
			return pick(first(d, "surfaced", "submerged"), "No escort: surface and use the gun")
		}
		if s.Engage != nil && s.Engage.Night {
			return pick(first(d, "nsa", "submerged"), "Night surface attack")
		}
		return pick(first(d, "submerged", "nsa"), "Periscope attack")
	case engine.KindRange:
		if s.Engage != nil && s.Engage.Escorted {
			return pick(first(d, "long", "medium"), "Long range")
		}
		return pick(first(d, "close", "medium"), "No escort: close in")
	case engine.KindEnd:
		if loaded(b.BowTubes) >= loaded(b.SternTubes) {
			return pick(first(d, "bow", "stern"), "Bow tubes")
		}
		return pick(first(d, "stern", "bow"), "Stern tubes")
	case engine.KindSecondSalvo:
		return pick(opt(d, "yes"), "Swing round for the stern tubes")
	case engine.KindFire:
		return pick(cm.pickTarget(s, d, prev))
	case engine.KindGun:
		if k := biggest(s, d); k >= 0 {
			return pick(k, "Gun on the biggest ship")
		}
	case engine.KindWeaponGroup:
		if loaded(b.BowTubes) > 0 {
			return pick(first(d, "bow", "stern", "deck_gun"), "Bow salvo")
		}
		if loaded(b.SternTubes) > 0 {
			return pick(first(d, "stern", "deck_gun", "bow"), "Stern salvo")
		}
		return pick(first(d, "deck_gun", "done"), "Finish them with the gun")
	case engine.KindAdditionalRound:
		if hurt(s) || (!haveTorpedoes(b, 1) && !(b.DeckGun && b.Ammo > 0)) {
			return pick(opt(d, "no"), "Break off")
		}
		return pick(opt(d, "yes"), "Press the attack")
	case engine.KindEscortFire:
		if hurt(s) {
			return pick(opt(d, "decline"), "Slip away quietly")
		}
		return pick(opt(d, "fire"), "Fire before they find us")
	case engine.KindFollow:
		if s.Engage != nil {
			for i := range s.Engage.Targets {
				if t := &s.Engage.Targets[i]; !t.Sunk && !t.Gone && t.Damage > 0 && !t.Escort {
					if k := opt(d, "damaged"); haveTorpedoes(b, 1) && k >= 0 {
						return pick(k, "Finish off the cripple")
					}
				}
			}
		}
		if haveTorpedoes(b, 4) && s.Boat.Hull == 0 {
			if k := opt(d, "undamaged"); k >= 0 {
				return pick(k, "Stay with the convoy")
			}
		}
		return pick(opt(d, "stop"), "Let them go")
	case engine.KindStraggler:
		if k := biggest(s, d); k >= 0 {
			return pick(k, "Follow the biggest straggler")
		}
	case engine.KindReload:
		return pick(firstRanked(d, reloadRank), "Reload, electrics first")
	case engine.KindSubAttack:
		if haveTorpedoes(b, 1) {
			return pick(first(d, "attack", "return_fire", "break_off"), "Torpedo the enemy submarine")
		}
		return pick(opt(d, "break_off"), "No torpedoes: dive away")
	case engine.KindSubContinue:
		return pick(opt(d, "break_off"), "Break contact")

	// --- escorts and aircraft (9.6, 9.8) ---
	case engine.KindTestDepth:
		deep := s.Engage != nil && s.Engage.BelowTestDepth
		switch {
		case s.Boat.Hull <= 1 && deep:
			return pick(opt(d, "yes"), "Stay deep")
		case s.Boat.Hull <= 1:
			return pick(opt(d, "yes"), "Go deep")
		case deep:
			return pick(opt(d, "no"), "Rise back within test depth")
		}
		return pick(opt(d, "no"), "Stay within test depth")
	case engine.KindBold:
		return pick(opt(d, "yes"), "Release a BOLD decoy")
	case engine.KindAbility: // 14.15: the rule's roll
		return pick(opt(d, "roll"), "Roll for the ability")
	case engine.KindKommandantPatrol: // 14.13: the recommended way
		return pick(opt(d, "historical"), "Sail as he did")
	case engine.KindStragglerKiller: // 14.15 #15: no escorts
		return pick(opt(d, "ship"), "Pick off a straggler")
	case engine.KindScrounger: // 14.15 #18
		return pick(opt(d, "double"), "Every guided torpedo we can get")
	case engine.KindResupplyAtSea: // 14.9.5: more time on station unless badly hurt
		if hurt(s) {
			return pick(opt(d, "decline"), "The boat is too badly hurt: head for home")
		}
		return pick(opt(d, "accept"), "Fuel and torpedoes: stay on patrol")
	case engine.KindEvasive: // 14.8: every number has the same odds
		return pick(opt(d, "6"), "Evade straight")
	case engine.KindNibelung: // 14.12: the pings give the escorts +1 for the whole combat
		if s.Engage != nil && !s.Engage.Escorted {
			return pick(opt(d, "use"), "No escort to hear the pings: use Nibelung")
		}
		return pick(opt(d, "no"), "Stay quiet: the pings would betray us")
	case engine.KindEvasiveEscort: // 13.1.2: the other side's number; every number alike
		return pick(opt(d, "5"), "The escort runs straight on")
	case engine.KindStaySurfaced:
		return pick(opt(d, "no"), "Dive")

	// --- random events (12) ---
	case engine.KindHalsUndBeinbruch:
		if badRoll(d.Context) {
			return pick(opt(d, "reroll"), "Hals und Beinbruch!")
		}
		return pick(opt(d, "keep"), "Save our luck")
	}
	return pick(opt(d, ""), "")
}

// pick is a decision's answer: option i with its reason, or, when the preferred options
// are not offered (i < 0), the first option as "standard procedure".
func pick(i int, why string) (int, string) {
	if i >= 0 {
		return i, why
	}
	return 0, "standard procedure"
}

// pickTarget allocates one tube of a salvo: damaged and big ships first, about one
// torpedo per damage point still needed, then spread to the next target. prevSeq is the
// sequence number of the decision answered before this one (a salvo's tubes come in a row).
func (cm *Commander) pickTarget(s *engine.State, d *engine.Decision, prevSeq int) (int, string) {
	if s.Engage == nil {
		return -1, ""
	}
	if prevSeq != d.Seq-1 || strings.HasSuffix(d.Context, "_1") {
		cm.salvo = [16]int{}
	}
	ts := s.Engage.Targets
	best, bestOpt, bestScore := -1, -1, -1
	for j := range d.Options { // the offered targets, in order
		i := targetOf(d.Options[j].Key)
		if i < 0 || i >= len(ts) {
			continue
		}
		t := &ts[i]
		if t.Sunk || t.Gone {
			continue
		}
		need := t.Capacity - t.Damage
		if cm.allocated(i) >= need+1 {
			continue
		}
		score := t.Tons
		if t.Escort {
			score /= 4
		}
		if t.Damage > 0 {
			score += 20000
		}
		if score > bestScore {
			best, bestOpt, bestScore = i, j, score
		}
	}
	if best < 0 {
		if k := biggest(s, d); k >= 0 {
			return k, "Another fish at the biggest ship"
		}
		return opt(d, "hold"), "Hold this tube"
	}
	if best < len(cm.salvo) {
		cm.salvo[best]++
	}
	if ts[best].Damage > 0 {
		return bestOpt, "Finish the damaged ship"
	}
	return bestOpt, "Torpedo at the biggest ship"
}

// allocated returns the torpedoes the current salvo has put on target i.
func (cm *Commander) allocated(i int) int {
	if i < len(cm.salvo) {
		return cm.salvo[i]
	}
	return 0
}

// targetOf returns the target index of an option key "target_<N>" (N−1, for any N ≥ 1),
// or -1 for any other key.
func targetOf(key string) int {
	const prefix = "target_"
	if len(key) <= len(prefix) || key[:len(prefix)] != prefix {
		return -1
	}
	n := 0
	for _, d := range []byte(key[len(prefix):]) {
		if d < '0' || d > '9' {
			return -1
		}
		n = n*10 + int(d-'0')
	}
	return n - 1 // target_0 (n = 0) is no target: -1
}

// biggest returns the option index of the biggest target still afloat, or -1.
func biggest(s *engine.State, d *engine.Decision) int {
	if s.Engage == nil {
		return -1
	}
	best, tons := -1, -1
	ts := s.Engage.Targets
	for j := range d.Options {
		i := targetOf(d.Options[j].Key)
		if i < 0 || i >= len(ts) || ts[i].Sunk || ts[i].Gone {
			continue
		}
		if ts[i].Tons > tons {
			best, tons = j, ts[i].Tons
		}
	}
	return best
}

// hurt reports a boat that should not seek more trouble: half the hull gone, or several
// systems out.
func hurt(s *engine.State) bool {
	b := &s.Boat
	if b.HullHoled || b.Hull >= 4 {
		return true
	}
	return b.Inoperative() >= 3
}

func loaded(tubes []engine.Torp) int {
	n := 0
	for _, t := range tubes {
		if t != engine.TorpNone && t != engine.Mine {
			n++
		}
	}
	return n
}

// haveTorpedoes reports whether the boat has at least n torpedoes (tubes and reloads,
// mines excluded), counting no further than it must.
func haveTorpedoes(b *engine.Boat, n int) bool {
	k := loaded(b.BowTubes)
	if k >= n {
		return true
	}
	if k += loaded(b.SternTubes); k >= n {
		return true
	}
	if k += b.BowReloads.Total(); k >= n {
		return true
	}
	return k+b.SternReloads.Total() >= n
}

// badRoll reads a "CODE:result" reroll context and says whether the result hurts.
func badRoll(ctx string) bool {
	code, res, _ := strings.Cut(ctx, ":")
	switch code {
	case "E2", "E2_close", "E2T": // E2T: a played pass's [E2] (tactical-design §3.3)
		return res != "undetected"
	case "E3":
		return res == "sunk" || res == "3" || res == "4" || res == "5"
	case "E3c_damage", "E3d", "E3e":
		return res == "sunk"
	case "A1":
		return res == "two_attacks"
	case "E4":
		return res == "hull_x2" || res == "flooding_x2" || res == "crew_injury_x2"
	case "E5a_severity":
		return res == "kia"
	case "SCUTTLE":
		return res == "captured"
	case "TEST_DEPTH":
		return res == "collapse"
	case "MINEFIELD", "SCUTTLE_DIESELS":
		return res == "sunk" || res == "lost"
	}
	return false
}

// first returns the index of the first of keys that is an option, or -1.
func first(d *engine.Decision, keys ...string) int {
	for _, k := range keys {
		if i := opt(d, k); i >= 0 {
			return i
		}
	}
	return -1
}

// reloadRank is the Commander's order of torpedoes to reload, electrics first: the rank of
// an option key (0 best), -1 for a key it does not take.
func reloadRank(key string) int {
	switch key {
	case "zaunkoenig_2":
		return 0
	case "zaunkoenig":
		return 1
	case "falke":
		return 2
	case "g7e_fat":
		return 3
	case "g7e":
		return 4
	case "g7a_fat":
		return 5
	case "g7a":
		return 6
	}
	return -1
}

// firstRanked is first(d, keys...) with the keys' order given as a rank function: the
// index of the first option of the best rank, or -1 (one pass over the options).
func firstRanked(d *engine.Decision, rank func(string) int) int {
	best, bestRank := -1, 1<<30
	for i := range d.Options {
		if r := rank(d.Options[i].Key); r >= 0 && r < bestRank {
			best, bestRank = i, r
		}
	}
	return best
}

// opt returns the index of the first option whose key is key, or -1.
func opt(d *engine.Decision, key string) int {
	for i := range d.Options {
		if d.Options[i].Key == key {
			return i
		}
	}
	return -1
}
