package bdu

import "fmt"

// SW 30.81, the Italian torpedo doctrine, for the BETASOM module (design 4.8 "SW 30.8
// rules apply (doctrine, weather, Enigma)"; overview [14.15], [14.7]). Off with the
// module: nothing here acts, and no die is drawn, without it.
//
// The rule: in WP2 an Italian boat may put at most one attack point on each merchant
// target unless it has an ace (the straggler bonus may come on top); in WP3 the same
// unless it has an ace or a special roll of 0–4 succeeds; in WP4–5 no restriction. Using
// the doctrine gives −1 to the endurance check. The player may impose the WP3 version on
// the German boats, all of them, chosen in the first week of a month.
//
// F1 has no attack points per target (design 6.1.3: one roll for the round), so the
// doctrine is read [designed] as one torpedo on each merchant target in F1's attack:
//   - a group round (convoys, escorted groups) fires min(Salvo, targets in reach,
//     torpedoes aboard) instead of min(Salvo, torpedoes), its roll at Doctrine.AttackMod;
//   - a loner attack fires one torpedo at each ship instead of two, its roll at
//     Doctrine.AttackMod;
//   - the straggler level still counts (30.81: it may be added on top);
//   - task forces and special convoys (warships) and gun attacks are not restricted.
// The figures are Data.Doctrine (campaign.yaml italian_doctrine, with the reason for
// the designed −1). The WP3 roll is made once per engagement (the contact), before its
// first attack, and logged on TabDoctrine. The restriction binds the whole engagement (its reattacks and second
// passes too); a boat it bound this week takes −1 on its endurance check (6.1.8,
// negative modifiers not adding up).

// Doctrine is SW 30.81 as data (campaign.yaml italian_doctrine; design 4.8): war
// periods as indices 1–10.
type Doctrine struct {
	BoundUntil   int // an Italian boat without an ace is bound up to this war period [SW 30.81: WP2]
	RollPeriod   int // … and in this one unless d10 ≤ FreeRoll [SW 30.81: WP3]
	FreeRoll     int // [SW 30.81: 0–4]
	ImposeFrom   int // DecideDoctrine is asked in the months of ImposeFrom..ImposeTo [SW 30.81: WP2–5]
	ImposeTo     int //
	AttackMod    int // on each restricted attack roll [designed: −1, see above]
	EnduranceMod int // on the endurance check of a week it bound the boat [SW 30.81: −1]
}

type doctrineYAML struct {
	BoundUntilWP string `json:"bound_until_wp"`
	RollWP       string `json:"roll_wp"`
	FreeRoll     int    `json:"free_roll"`
	ImposeFromWP string `json:"impose_from_wp"`
	ImposeToWP   string `json:"impose_to_wp"`
	AttackMod    int    `json:"attack_mod"`
	EnduranceMod int    `json:"endurance_mod"`
}

// buildDoctrine reads italian_doctrine (SW 30.81); needs the war periods. Errors: an
// unknown war period, periods out of order, a roll outside 0–9, a modifier outside
// −3..0.
func (d *Data) buildDoctrine(c *campaignFile) error {
	y := c.ItalianDoctrine
	var wp [4]int
	for i, k := range []string{y.BoundUntilWP, y.RollWP, y.ImposeFromWP, y.ImposeToWP} {
		p := d.Period(k)
		if p == nil {
			return fmt.Errorf("italian_doctrine: %q is not a war period", k)
		}
		wp[i] = p.Index
	}
	switch {
	case wp[1] <= wp[0] || wp[3] < wp[2]:
		return fmt.Errorf("italian_doctrine: roll_wp %d must follow bound_until_wp %d, impose_to_wp %d not precede impose_from_wp %d", wp[1], wp[0], wp[3], wp[2])
	case y.FreeRoll < 0 || y.FreeRoll > 9:
		return fmt.Errorf("italian_doctrine: free_roll %d outside 0–9", y.FreeRoll)
	case y.AttackMod < -3 || y.AttackMod > 0 || y.EnduranceMod < -3 || y.EnduranceMod > 0:
		return fmt.Errorf("italian_doctrine: attack_mod %d / endurance_mod %d outside −3..0", y.AttackMod, y.EnduranceMod)
	}
	d.Doctrine = Doctrine{BoundUntil: wp[0], RollPeriod: wp[1], FreeRoll: y.FreeRoll, ImposeFrom: wp[2], ImposeTo: wp[3],
		AttackMod: y.AttackMod, EnduranceMod: y.EnduranceMod}
	return nil
}

// DecideDoctrine is SW 30.81's monthly choice (design 9.1 addition with the BETASOM
// module): in week 1 of each month of WP2–5 (Doctrine.ImposeFrom..ImposeTo, the
// periods 30.81 names) whether the German boats follow the WP3 version of the Italian doctrine this
// month. Options KeyDoctrineImpose, KeyNone; the BdU AI answers KeyNone (the German
// doctrine of massed salvoes).
const DecideDoctrine DecisionKind = "torpedo_doctrine"

// KeyDoctrineImpose imposes the WP3 doctrine on the German boats for the month.
const KeyDoctrineImpose = "impose"

// stepDoctrine asks DecideDoctrine (week 1, with the module; SW 30.81).
func (c *Campaign) stepDoctrine(p Decider) error {
	c.betasom.imposed = false
	dd := &c.Data.Doctrine
	if !c.Betasom || c.Period < dd.ImposeFrom || c.Period > dd.ImposeTo {
		return nil
	}
	d := c.decision(DecideDoctrine, nil)
	d.Subject = "doctrine"
	d.add(KeyDoctrineImpose, nil)
	d.add(KeyNone, nil)
	key, err := c.ask(p, d)
	if err != nil {
		return err
	}
	c.betasom.imposed = key == KeyDoctrineImpose
	return nil
}

// doctrineMerchant reports whether contact k is merchant shipping (SW 30.81 "merchant
// targets"): loners, escorted groups, convoys.
func doctrineMerchant(k Contact) bool {
	switch k.Category {
	case CatLoner, CatEscorted, CatConvoyS, CatConvoyL:
		return true
	}
	return false
}

// doctrineBinds decides whether SW 30.81 restricts b's torpedo attack on contact k
// (rolling the WP3 d10 where the rule asks for it) and marks the week's endurance −1 if
// so.
func (c *Campaign) doctrineBinds(b *Boat, k Contact) bool {
	if !c.Betasom || !doctrineMerchant(k) || b.Markers.Ace != nil {
		return false
	}
	italian := b.Nation == "it"
	dd := &c.Data.Doctrine
	var bound bool
	switch {
	case italian && c.Period <= dd.BoundUntil:
		bound = true // WP2 (the Italians arrive in 1940-09)
	case italian && c.Period == dd.RollPeriod, !italian && b.Nation == "de" && c.betasom.imposed:
		r := c.Dice.D10()
		bound = r > dd.FreeRoll
		res := "free"
		if bound {
			res = "bound"
		}
		c.rolled(TabDoctrine, b.Nation, "1d10", nil, r, res, r)
	}
	if bound {
		b.week.doctrine = true
	}
	return bound
}

// doctrineOddsMod is the attack decision's odds modifier for SW 30.81: AttackMod where
// the doctrine binds b's attack on k without a roll (an Italian boat without an ace up
// to BoundUntil, merchant shipping, the module on), 0 otherwise (the WP3 roll comes
// after the answer: the odds are then those of a free boat). It draws no die.
func (c *Campaign) doctrineOddsMod(b *Boat, k Contact) int {
	if c.Betasom && doctrineMerchant(k) && b.Markers.Ace == nil && b.Nation == "it" && c.Period <= c.Data.Doctrine.BoundUntil {
		return c.Data.Doctrine.AttackMod
	}
	return 0
}
