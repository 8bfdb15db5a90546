package engine

import (
	"fmt"
	"slices"
	"strconv"
)

// Optional rules 14.15 special abilities and 14.13 Kommandant cards (rules-career.md
// 14.13, 14.15 with their DIFFERS/AMBIGUOUS readings; kommandants.md; docs/options.md).
//
// Decision ids and option keys (PLAYER CHOICES of this file and of the rules it touches):
//
//	ability            14.15 at the start of a career, after the 4.0 setup (no card): "roll" (1d20 on table
//	                   ABILITY) or one of the twenty ability keys (the player's favourite).
//	kommandant_patrol  14.13 before the assignment of a patrol a card lists: "historical"
//	                   (the card's area, through the 7.3 substitutions) or "roll" (the
//	                   normal assignment). Context: the card's area key.
//	straggler_killer   14.15 #15 once a patrol, when [E1] gives Convoy: "convoy" (keep it)
//	                   or "ship" (a single unescorted ship instead).
//	scrounger          14.15 #18 before loading: "double" (twice the printed guided count,
//	                   G7e then G7a counters giving way; total unchanged) or "normal".
//
// The abilities in force are State.Abilities: the one 14.15 ability, or the card's (14.13
// AMBIGUOUS reading: a card replaces the 14.15 roll; its abilities that are also 14.15
// abilities work exactly as those, so "trainer" is "teamwork").
//
// Where each acts (the modifiers carry a "14.15 …"/"14.13 …" reason, the other effects a
// note "ability" {detail: the key}):
//
//	lucky            setup: one Hals und Beinbruch counter ([R1] 7)
//	tracker          ships.go follow (9.7.4, 9.7.7 as automatic) and the Switch-to-Night
//	                 contact-lost result (8.4.2) kept; 9.7.6 straggler roll still made
//	capital_ship_killer, carrier_killer, tanker_killer, convoy_killer, expert_shot
//	                 ships.go u1Mods: −1 on [U1] for torpedoes (CV/CVE by the [T5] class)
//	teamwork         setup: crew Veteran
//	aggressive       ships.go: the attack decision offers only "attack"; the additional
//	                 round against unescorted targets offers only "yes"
//	bold             ships.go: the 9.2.2 close-range pre-fire check detects only on 12
//	skilful          ships.go u1Mods: +1 of 9.5.2 cancelled by −1 (the [E2] +1 stays)
//	vigilant         aircraft.go crashDiveMods / patrol.go postureA1Mods: +1 on [A1]
//	flak_expert      aircraft.go flakMods: −1 on [A2] unless an able Experte 2WO gives it
//	leadership       refit.go crewAdvancement: a roll every 2 successful patrols, not 3
//	deck_gun_expert  ships.go u1Mods: −1 on deck-gun [U1]
//	straggler_killer patrol.go encounterRoll (decision straggler_killer)
//	politician       patrol.go rollAssignment: the 11.2.1 request on 1–3 at any rank
//	autogiro_expert  patrol.go encounterRoll: the Fa-330 reroll also on 11 (8.2.2)
//	scrounger        setup.go loadBoat (decision scrounger)
//	good_judgement   escort.go exceedTestDepth: no automatic hull hit, first time a patrol
//	charismatic      refit.go: replaced named crew (1WO, 2WO, LI, Doctor) arrive Experte
//	resupplier       14.13 Lauzemis's own: resupply.go resupplyAtSeaCheck, with 14.9 in
//	                 force no 1-in-6 roll for the supply boat (the rest of 14.9 applies)
//
// Events: roll ABILITY; note special_ability {detail: key}; note kommandant_card {detail:
// card number}; decisions above.

// Ability keys (data/lists.yaml abilities, kommandants.yaml).
const (
	AbLucky           = "lucky"
	AbTracker         = "tracker"
	AbCapitalKiller   = "capital_ship_killer"
	AbTeamwork        = "teamwork"
	AbCarrierKiller   = "carrier_killer"
	AbAggressive      = "aggressive"
	AbBold            = "bold"
	AbSkilful         = "skilful"
	AbVigilant        = "vigilant"
	AbFlakExpert      = "flak_expert"
	AbLeadership      = "leadership"
	AbTankerKiller    = "tanker_killer"
	AbConvoyKiller    = "convoy_killer"
	AbDeckGunExpert   = "deck_gun_expert"
	AbStragglerKiller = "straggler_killer"
	AbPolitician      = "politician"
	AbAutogiro        = "autogiro_expert"
	AbScrounger       = "scrounger"
	AbGoodJudgement   = "good_judgement"
	AbCharismatic     = "charismatic"
	AbExpertShot      = "expert_shot" // 14.13 Eick's own
	AbResupplier      = "resupplier"  // 14.13 Lauzemis's own (acts with 14.9)
)

var refAbility = newColRef(TableAbility, "")

// HasAbility reports whether the Kommandant has the special ability key (14.13, 14.15).
func (s *State) HasAbility(key string) bool {
	return key != "" && (s.Abilities[0] == key || s.Abilities[1] == key)
}

// has is c.S.HasAbility.
func (c *Career) has(key string) bool { return c.S.Abilities[0] != "" && c.S.HasAbility(key) }

// AbilityKeys returns the card's abilities as ability keys: a card ability equal to a
// 14.15 ability takes that ability's key ("trainer" is "teamwork"), its own keep theirs.
func (d *Data) AbilityKeys(k *Kommandant) []string {
	var ks []string
	for _, a := range k.Abilities {
		key := a.Key
		if a.Ability > 0 && a.Ability <= len(d.Abilities) {
			key = d.Abilities[a.Ability-1].Key
		}
		ks = append(ks, key)
	}
	return ks
}

// checkCard checks Config.Card (14.13): 0, or 1–8 with the option in force and the
// career's type one of the card's boats'.
func checkCard(d *Data, cfg *Config) error {
	if cfg.Card == 0 {
		return nil
	}
	if !cfg.Options.Has(OptKommandantCards) {
		return fmt.Errorf("kommandant card %d needs optional rule %s", cfg.Card, OptKommandantCards)
	}
	k := d.Kommandant(cfg.Card)
	if k == nil {
		return fmt.Errorf("unknown kommandant card %d (1-%d)", cfg.Card, len(d.Kommandants))
	}
	var types []string
	for _, b := range k.Boats {
		if d.Boards[b.Type] != nil {
			types = append(types, b.Type)
		}
	}
	if !slices.Contains(types, cfg.Type) {
		return fmt.Errorf("kommandant card %d (%s) sails %v, not type %s (14.13)", k.Number, k.Name, types, cfg.Type)
	}
	return nil
}

// DealCard is 14.13 in force without a card chosen: one of the cards whose Kommandant
// sailed a boat of type typ (a board key), picked from the career's seed like 14.4's
// and 14.14's picks (no die, so the option changes no roll) [designed]; 0 when no card
// sails that type (then the rule has nothing to give, as 14.12 for a boat that is not a
// Type XXI).
func (d *Data) DealCard(typ string, seed uint64) int {
	var cards []int
	for _, k := range d.Kommandants {
		for _, b := range k.Boats {
			if b.Type == typ {
				cards = append(cards, k.Number)
				break
			}
		}
	}
	if len(cards) == 0 {
		return 0
	}
	return cards[mix64(seed, 0x14_13)%uint64(len(cards))]
}

// CardSetup returns the Config fields a career as card n starts with (14.13): his name,
// his first playable boat's number and type, and that boat's first historical patrol
// month (no earlier than the type allows, 4.2.1). ok is false for an unknown card.
func (d *Data) CardSetup(n int) (name, uNumber, typ string, start Month, ok bool) {
	k := d.Kommandant(n)
	if k == nil {
		return "", "", "", 0, false
	}
	for _, b := range k.Boats {
		bd := d.Boards[b.Type]
		if bd == nil {
			continue
		}
		start = max(FirstMonth, bd.Available)
		for _, t := range k.Patrols {
			if t.Boat == b.ID {
				start = max(start, t.FirstMonth)
				break
			}
		}
		return k.Name, b.ID, b.Type, start, true
	}
	return "", "", "", 0, false
}

// CardPatrol returns the n-th (1-based) historical patrol of card k on his boats of type
// typ, in the card's order, and whether there is one.
func (k *Kommandant) CardPatrol(typ string, n int) (KPatrol, bool) {
	for _, t := range k.Patrols {
		if k.boatType(t.Boat) != typ {
			continue
		}
		if n <= len(t.Areas) {
			return t.Areas[n-1], true
		}
		n -= len(t.Areas)
	}
	return KPatrol{}, false
}

// boatType is the type of the card's boat id ("" when not on the card).
func (k *Kommandant) boatType(id string) string {
	for _, b := range k.Boats {
		if b.ID == id {
			return b.Type
		}
	}
	return ""
}

// optsAbility are the answers of decision ability: roll, then the twenty abilities.
func (c *Career) optsAbility() []Choice {
	opts := append(c.optBuf[:0], Choice{Key: "roll", Label: "Roll 1d20"})
	for _, a := range c.data.Abilities {
		opts = append(opts, Choice{Key: a.Key, Label: a.Name})
	}
	c.optBuf = opts
	if c.cfg.Odds {
		for i := range opts[1:] {
			opts[i+1].Odds = nil
		}
	}
	return opts
}

// chooseAbilities is the start of a career under 14.13 / 14.15 (right after the 4.0
// setup): the card's abilities, or the 14.15 decision and its 1d20 roll.
func (c *Career) chooseAbilities() {
	c.S.Abilities = [2]string{}
	c.S.Card = 0
	n := c.cfg.Card
	if n == 0 && c.S.Options.Has(OptKommandantCards) {
		n = c.data.DealCard(c.cfg.Type, c.cfg.Seed)
	}
	if n > 0 {
		k := c.data.Kommandant(n)
		c.S.Card = n
		copy(c.S.Abilities[:], c.data.AbilityKeys(k))
		c.note(TNote, "kommandant_card", strconv.Itoa(n))
		return
	}
	if !c.S.Options.Has(OptAbilities) {
		return
	}
	key := c.ask(KindAbility, "Special ability (14.15): roll 1d20 or pick one", "", c.optsAbility())
	if key == "roll" {
		key = c.rollCol(refAbility, nil).Key
	}
	c.S.Abilities[0] = key
	c.note(TNote, "special_ability", key)
}

// startAbilities applies the abilities that act at the start of a career (after setup):
// Teamwork's Veteran crew and Lucky's Hals und Beinbruch counter.
func (c *Career) startAbilities() {
	if c.has(AbTeamwork) {
		c.setQuality(Veteran, "14.15 Teamwork")
	}
	if c.has(AbLucky) {
		c.S.Boat.HalsUndBeinbruch++
		c.note(TNote, "ability", AbLucky)
	}
}

// abilityNote logs that an ability acted where no modifier shows it.
func (c *Career) abilityNote(key string) {
	if c.sink != nil {
		c.note(TNote, "ability", key)
	}
}

// historicalPatrol is 14.13's patrol from the card: before the normal assignment of the
// career's n-th patrol, the card's n-th patrol on his boats of the career boat's type may
// be taken (decision kommandant_patrol); ok is false when there is none, it is a missed
// slot ("wounded"), the boat may not go there as he did (the 7.3 substitutions would
// change it), or the player rolls.
func (c *Career) historicalPatrol(b *Board) (area string, ok bool) {
	if c.S.Card == 0 {
		return "", false
	}
	kp, found := c.data.Kommandant(c.S.Card).CardPatrol(b.Key, c.S.PatrolCount)
	if !found || kp.Area == "wounded" {
		return "", false
	}
	a, _, _, allowed := c.substitute(kp.Area, b)
	if !allowed || a != kp.Area {
		return "", false
	}
	label := p1Labels[a]
	if label == "" {
		label = a
	}
	if c.ask(KindKommandantPatrol, "Follow the Kommandant's historical patrol (14.13)?", kp.Area,
		c.opts("historical", "Historical patrol: "+label, "roll", "Assign the patrol as usual")) != "historical" {
		return "", false
	}
	return a, true
}
