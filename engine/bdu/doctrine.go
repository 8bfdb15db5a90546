package bdu

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
//     torpedoes aboard) instead of min(Salvo, torpedoes), its roll at DoctrineMod;
//   - a loner attack fires one torpedo at each ship instead of two, its roll at
//     DoctrineMod;
//   - the straggler level still counts (30.81: it may be added on top);
//   - task forces and special convoys (warships) and gun attacks are not restricted.
// Reason for the −1: a single torpedo instead of a spread on a target hits less often;
// the seeds give no figure, −1 is the smallest step of the F1 tables. The WP3 roll is
// made once per engagement (the contact), before its first attack, and logged on
// TabDoctrine. The restriction binds the whole engagement (its reattacks and second
// passes too); a boat it bound this week takes −1 on its endurance check (6.1.8,
// negative modifiers not adding up).

// Doctrine data [designed, see above].
var (
	DoctrineMod       = -1 // to the attack roll of a restricted attack
	DoctrineFreeRoll  = 4  // WP3 (and the imposed version): d10 ≤ this frees the boat
	DoctrineLastWP    = 3  // from the next war period on, no restriction for the Italians
	DoctrineImposeWPs = [2]int{2, 5}
)

// DecideDoctrine is SW 30.81's monthly choice (design 9.1 addition with the BETASOM
// module): in week 1 of each month of WP2–5 (DoctrineImposeWPs, the periods 30.81
// names) whether the German boats follow the WP3 version of the Italian doctrine this
// month. Options KeyDoctrineImpose, KeyNone; the BdU AI answers KeyNone (the German
// doctrine of massed salvoes).
const DecideDoctrine DecisionKind = "torpedo_doctrine"

// KeyDoctrineImpose imposes the WP3 doctrine on the German boats for the month.
const KeyDoctrineImpose = "impose"

// stepDoctrine asks DecideDoctrine (week 1, with the module; SW 30.81).
func (c *Campaign) stepDoctrine(p Decider) error {
	c.betasom.imposed = false
	if !c.Betasom || c.Period < DoctrineImposeWPs[0] || c.Period > DoctrineImposeWPs[1] {
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
	var bound bool
	switch {
	case italian && c.Period <= DoctrineLastWP-1:
		bound = true // WP2 (the Italians arrive in 1940-09)
	case italian && c.Period == DoctrineLastWP, !italian && b.Nation == "de" && c.betasom.imposed:
		r := c.Dice.D10()
		bound = r > DoctrineFreeRoll
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
