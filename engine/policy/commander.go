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
	salvo    [8]int // torpedoes allocated per target in the current salvo
	salvoKey int    // identifies the salvo (decision sequence of its first tube)
	lastSeq  int
}

// NewCommander returns the commander decision maker.
func NewCommander() *Commander { return &Commander{} }

// Decide implements engine.Decider.
func (cm *Commander) Decide(s *engine.State, d *engine.Decision) (string, string) {
	k, why := cm.decide(s, d)
	cm.lastSeq = d.Seq
	if k != "" && d.Has(k) {
		return k, why
	}
	return d.Options[0].Key, "standard procedure"
}

func (cm *Commander) decide(s *engine.State, d *engine.Decision) (string, string) {
	b := &s.Boat
	switch d.ID {
	// --- port and loading (4.5) ---
	case "load_mix":
		return "as_printed", "Take the load as issued"
	case "load_tubes":
		return first(d, "guided_bow", "g7e_tubes"), "Homing torpedoes in the bow tubes"
	case "mine_reloads":
		return d.Options[len(d.Options)-1].Key, "Carry as many electric reloads as fit"
	case "penang_short":
		return first(d, "omit_g7a", "omit_g7e"), "Leave the steam torpedoes behind"
	case "upgrade":
		if k := first(d, "XXI", "IXD/42", "VIIC/41", "IXC/40"); k != "" {
			return k, "A newer boat is worth the transfer"
		}
		for i := len(d.Options) - 1; i >= 0; i-- {
			if d.Options[i].Key != "save" {
				return d.Options[i].Key, "Take the newer model"
			}
		}
		return "save", "Nothing better on offer yet"
	case "patrol_request":
		return first(d, "caribbean", "brazilian_coast", "west_african_coast", "north_america", "indian_ocean", "roll"),
			"Ask for distant waters, light on escorts"

	// --- on patrol (8.1, 10.9) ---
	case "posture":
		if s.Patrol != nil && s.Patrol.Pos < len(s.Patrol.Track) && s.Patrol.Track[s.Patrol.Pos].Transit {
			return first(d, "schnorchel", "surfaced"), "Schnorchel through the transit lanes"
		}
		return first(d, "surfaced"), "Hunt on the surface on station"
	case "fa330":
		return first(d, "deploy"), "Up the kite: the lookout sees farther"
	case "fa330_reroll":
		return first(d, "reroll"), "Search again"
	case "abort":
		if hurt(s) {
			return "abort", "The boat is too badly hurt: head for home"
		}
		return "continue", "Stay on patrol"
	case "abort_direction":
		return first(d, "back", "forward"), "Shortest way home"
	case "deck_gun_shift":
		return first(d, "plus_1", "none"), "Keep the gun if we can"
	case "mine_reload":
		return first(d, "zaunkoenig_2", "zaunkoenig", "g7e_fat", "g7e", "g7a_fat", "g7a"), "Reload the tubes after the mines"
	case "spare_part":
		return "use", "Fix it with a spare part"
	case "resupply_part", "own_fuel":
		return first(d, "give"), "Keep the wolves at sea"

	// --- ship encounters (8.3–9.7) ---
	case "night":
		return "try", "Shadow them until dark"
	case "time_of_day":
		return "night", "Attack under cover of darkness"
	case "attack":
		if torpedoes(b) == 0 && !(b.DeckGun && b.Ammo > 0) {
			return "decline", "Nothing left to shoot"
		}
		if s.Engage != nil && s.Engage.Escorted && (hurt(s) || s.Boat.Hull >= 2) {
			return "decline", "Too damaged to take on escorts"
		}
		if s.Engage != nil && s.Engage.Escorted {
			tons := 0
			for _, t := range s.Engage.Targets {
				if !t.Escort {
					tons += t.Tons
				}
			}
			if tons < 15000 && (s.Patrol == nil || s.Patrol.Mission != "invasion") {
				return "decline", "Not worth the escorts"
			}
		}
		return "attack", "Targets in sight: attack"
	case "attack_escort":
		return "no", "Leave the escorts alone; go for the merchantmen"
	case "attack_mode":
		if s.Engage != nil && !s.Engage.Escorted && b.DeckGun && b.Ammo > 0 {
			return first(d, "surfaced", "submerged"), "No escort: surface and use the gun"
		}
		if s.Engage != nil && s.Engage.Night {
			return first(d, "nsa", "submerged"), "Night surface attack"
		}
		return first(d, "submerged", "nsa"), "Periscope attack"
	case "range":
		if s.Engage != nil && s.Engage.Escorted {
			return first(d, "long", "medium"), "Long range"
		}
		return first(d, "close", "medium"), "No escort: close in"
	case "end":
		if loaded(b.BowTubes) >= loaded(b.SternTubes) {
			return first(d, "bow", "stern"), "Bow tubes"
		}
		return first(d, "stern", "bow"), "Stern tubes"
	case "second_salvo":
		return "yes", "Swing round for the stern tubes"
	case "fire":
		return cm.pickTarget(s, d)
	case "gun":
		if k := biggest(s, d); k != "" {
			return k, "Gun on the biggest ship"
		}
	case "weapon_group":
		if loaded(b.BowTubes) > 0 {
			return first(d, "bow", "stern", "deck_gun"), "Bow salvo"
		}
		if loaded(b.SternTubes) > 0 {
			return first(d, "stern", "deck_gun", "bow"), "Stern salvo"
		}
		return first(d, "deck_gun", "done"), "Finish them with the gun"
	case "additional_round":
		if hurt(s) || (torpedoes(b) == 0 && !(b.DeckGun && b.Ammo > 0)) {
			return "no", "Break off"
		}
		return "yes", "Press the attack"
	case "escort_fire":
		if hurt(s) {
			return "decline", "Slip away quietly"
		}
		return "fire", "Fire before they find us"
	case "follow":
		if s.Engage != nil {
			for _, t := range s.Engage.Targets {
				if !t.Sunk && !t.Gone && t.Damage > 0 && !t.Escort {
					if torpedoes(b) > 0 && d.Has("damaged") {
						return "damaged", "Finish off the cripple"
					}
				}
			}
		}
		if torpedoes(b) >= 4 && s.Boat.Hull == 0 && d.Has("undamaged") {
			return "undamaged", "Stay with the convoy"
		}
		return "stop", "Let them go"
	case "straggler":
		if k := biggest(s, d); k != "" {
			return k, "Follow the biggest straggler"
		}
	case "reload":
		return first(d, "zaunkoenig_2", "zaunkoenig", "falke", "g7e_fat", "g7e", "g7a_fat", "g7a"), "Reload, electrics first"
	case "sub_attack":
		if torpedoes(b) > 0 {
			return first(d, "attack", "return_fire", "break_off"), "Torpedo the enemy submarine"
		}
		return "break_off", "No torpedoes: dive away"
	case "sub_continue":
		return "break_off", "Break contact"

	// --- escorts and aircraft (9.6, 9.8) ---
	case "test_depth":
		if s.Boat.Hull <= 1 {
			return "yes", "Go deep"
		}
		return "no", "Stay within test depth"
	case "bold":
		return "yes", "Release a BOLD decoy"
	case "stay_surfaced":
		return "no", "Dive"

	// --- random events (12) ---
	case "hals_und_beinbruch":
		if badRoll(d.Context) {
			return "reroll", "Hals und Beinbruch!"
		}
		return "keep", "Save our luck"
	}
	return "", ""
}

// pickTarget allocates one tube of a salvo: damaged and big ships first, about one
// torpedo per damage point still needed, then spread to the next target.
func (cm *Commander) pickTarget(s *engine.State, d *engine.Decision) (string, string) {
	if s.Engage == nil {
		return "", ""
	}
	if cm.lastSeq != d.Seq-1 || strings.HasSuffix(d.Context, "_1") {
		cm.salvo = [8]int{}
	}
	offered := targetsOffered(d)
	best, bestScore := -1, -1
	for i, t := range s.Engage.Targets {
		if i >= len(cm.salvo) || t.Sunk || t.Gone || offered&(1<<i) == 0 {
			continue
		}
		need := t.Capacity - t.Damage
		if cm.salvo[i] >= need+1 {
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
			best, bestScore = i, score
		}
	}
	if best < 0 {
		if k := biggest(s, d); k != "" {
			return k, "Another fish at the biggest ship"
		}
		return "hold", "Hold this tube"
	}
	cm.salvo[best]++
	if s.Engage.Targets[best].Damage > 0 {
		return targetKey(best), "Finish the damaged ship"
	}
	return targetKey(best), "Torpedo at the biggest ship"
}

var targetKeys = [...]string{"target_1", "target_2", "target_3", "target_4", "target_5", "target_6", "target_7", "target_8"}

// targetsOffered returns the set of targets the decision offers: bit i is set when
// targetKeys[i] is one of its options (the same answer as d.Has(targetKey(i)), from one
// pass over the options).
func targetsOffered(d *engine.Decision) uint8 {
	var m uint8
	for i := range d.Options {
		k := d.Options[i].Key
		if len(k) == len("target_1") && k[7] >= '1' && k[7] <= '8' && k[:7] == "target_" {
			m |= 1 << (k[7] - '1')
		}
	}
	return m
}

func targetKey(i int) string {
	if i < len(targetKeys) {
		return targetKeys[i]
	}
	return ""
}

// biggest returns the option key of the biggest target still afloat.
func biggest(s *engine.State, d *engine.Decision) string {
	if s.Engage == nil {
		return ""
	}
	offered := targetsOffered(d)
	best, tons := "", -1
	for i, t := range s.Engage.Targets {
		if t.Sunk || t.Gone || i >= len(targetKeys) || offered&(1<<i) == 0 {
			continue
		}
		k := targetKeys[i]
		if t.Tons > tons {
			best, tons = k, t.Tons
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

func torpedoes(b *engine.Boat) int {
	return loaded(b.BowTubes) + loaded(b.SternTubes) + b.BowReloads.Total() + b.SternReloads.Total()
}

// badRoll reads a "CODE:result" reroll context and says whether the result hurts.
func badRoll(ctx string) bool {
	code, res, _ := strings.Cut(ctx, ":")
	switch code {
	case "E2", "E2_close":
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

// first returns the first of keys that is an option, or "".
func first(d *engine.Decision, keys ...string) string {
	for _, k := range keys {
		if d.Has(k) {
			return k
		}
	}
	return ""
}
