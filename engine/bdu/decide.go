package bdu

import "fmt"

// design 9.1 decisions, standing orders and 9.4 the BdU AI. The engine offers each
// decision as a Decision of a typed kind with its legal options (and the F1 odds where
// the tables give them) and takes the answer, by option key, through one path (ask):
// the player's Decider first, then the boat's standing orders, then the BdU AI. A
// player, the AI, a replay and the tests all drive the same code.

// DecisionKind is what is asked (design 9.1).
type DecisionKind string

// The decisions the weekly engine asks (design 9.1).
const (
	DecideSail       DecisionKind = "sail"        // a ready boat: wait, or the OA to sail for
	DecideStation    DecisionKind = "station"     // an on-station boat: stay, lie low, RTB, or an adjacent OA
	DecideReturnBase DecisionKind = "return_base" // an RTB boat: which open base
	DecideAttack     DecisionKind = "attack"      // a contact: attack or decline (6.1.2)
	DecideReattack   DecisionKind = "reattack"    // after a round: reattack or break off (6.1.7)
	DecideWolfpack   DecisionKind = "wolfpack"    // a convoy found: shadow and call a pack, or attack alone (8.1)
	DecideRecon      DecisionKind = "recon"       // step I.4: the OA a recon aircraft searches (7.9)
)

// The decisions of design 9.1 beside the boat's week (the pack, the transit, the
// repair yard, the flagship).
const (
	DecideShadow       DecisionKind = "shadow"       // a pack called: the finder shadows or attacks in round 1 (8.1 step 1)
	DecideJoin         DecisionKind = "join"         // a pack: the next boat to try to join, or none more (8.1)
	DecideTransit      DecisionKind = "transit"      // a boat sailing or turned for home: fast or cautious transit (SW 15.24)
	DecideHold         DecisionKind = "hold"         // step II.3: the Hold boat that takes a free repair place, or none (4.3)
	DecideDecommission DecisionKind = "decommission" // arrival at base: a boat bound for a repair box or Hold: repair or decommission (SW 18.4)
	DecideFlagship     DecisionKind = "flagship"     // step III.1: the flagship among the boats sailing, or none; in port: keep or clear (6.2.1)
)

// Option keys that are not zone keys (sail, patrol-move and return-base options are
// the zone keys themselves).
const (
	KeyWait     = "wait"
	KeyStay     = "stay"
	KeyLieLow   = "lie_low"
	KeyRTB      = "rtb"
	KeyAttack   = "attack"
	KeyDecline  = "decline"
	KeyReattack = "reattack"
	KeyBreakOff = "break_off"
	KeyGun      = "gun"   // a gun attack on a loner (6.1.3, SW 27)
	KeyPack     = "pack"  // shadow and call every boat that may join (8.1)
	KeyAlone    = "alone" // attack alone
)

// Option keys of the decisions of design 9.1 beside the boat's week.
const (
	KeyShadow       = "shadow"       // the finder shadows the convoy (8.1 step 1)
	KeyNoShadow     = "no_shadow"    // no shadower: the finder attacks in round 1, joins −2, no HF/DF
	KeyJoinEnd      = "end"          // no more boats try to join the pack (8.1)
	KeyFast         = "fast"         // transit at full Speed (design 5 III.1)
	KeyCautious     = "cautious"     // cautious transit: 1 OA a week, −1 on the check, no encounter (SW 15.24)
	KeyRepair       = "repair"       // keep a damaged boat in the yard
	KeyDecommission = "decommission" // take it out of service (SW 18.4)
	KeyClear        = "clear"        // the flagship's career ends (9.1 flagship "clear")
)

// Odds is the probability (0–1) of one named outcome of an option (F1 tables).
type Odds struct {
	Outcome string
	P       float64
}

// Option is one legal answer. For a sail option, Tons is the expected tons sunk per
// on-station week there for this boat this week (F1 odds of 7.1–7.3 and 6.1.3), MP and
// Red the route's movement points and red boxes; for a return-base option MP is the
// route's cost. Odds are filled for attack options.
type Option struct {
	Key  string
	Odds []Odds
	Tons float64
	MP   int
	Red  int
	// Path and Legs: a path option's zones after the base and weekly transit legs
	// (DecidePath, sailpath.go).
	Path []string
	Legs []Leg
	// SMZ marks a sail option into an event's active special-mission zone (SW 20.1,
	// 20.3; smz.go smzSailOptions).
	SMZ bool
}

// Decision is one question to a Decider. It and its slices are the campaign's buffers,
// valid only during Decide.
type Decision struct {
	Kind DecisionKind
	// Boat is the boat asked about; nil for a recon aircraft's placement, whose
	// Aircraft is its key ("do18_1" …) and whose options are OA keys.
	Boat     *Boat
	Aircraft string
	// Subject is what a decision about neither a boat nor an aircraft is about: "bdu"
	// for the political requests, the war event's key for its refusal (political.go).
	Subject string
	// Proposal is the OA the BdU's orders propose to the flagship's sail decision
	// (design 6.2.3 "follow orders": the [P1] roll, WP6–10, with the political module);
	// answering it gains prestige (FollowOrders). "" none.
	Proposal string
	// Then is, for an event's split (DecideEventSplit, events_choice.go), the zone the
	// order's boats not sent to Subject go to.
	Then    string
	Contact Contact // attack and reattack
	Options []Option
}

// Who is what the decision is about: the boat's id, or the recon aircraft's key.
func (d *Decision) Who() string {
	if d.Boat != nil {
		return d.Boat.ID
	}
	if d.Aircraft != "" {
		return d.Aircraft
	}
	return d.Subject
}

// Has reports whether key is one of the options.
func (d *Decision) Has(key string) bool { return d.index(key) >= 0 }

func (d *Decision) index(key string) int {
	for i := range d.Options {
		if d.Options[i].Key == key {
			return i
		}
	}
	return -1
}

func (d *Decision) add(key string, odds []Odds) *Option {
	d.Options = append(d.Options, Option{Key: key, Odds: odds})
	return &d.Options[len(d.Options)-1]
}

// Decider answers decisions by option key; "" means "no new order" (the boat's standing
// orders, then the BdU AI answer instead).
type Decider interface {
	Decide(c *Campaign, d *Decision) string
}

// DeciderFunc adapts a function to Decider.
type DeciderFunc func(c *Campaign, d *Decision) string

// Decide implements Decider.
func (f DeciderFunc) Decide(c *Campaign, d *Decision) string { return f(c, d) }

// decision returns the campaign's decision buffer, cleared, for kind and boat.
func (c *Campaign) decision(kind DecisionKind, b *Boat) *Decision {
	d := &c.dec
	d.Kind, d.Boat, d.Aircraft, d.Subject, d.Proposal, d.Then, d.Contact, d.Options = kind, b, "", "", "", "", Contact{}, d.Options[:0]
	c.odds = c.odds[:0]
	return d
}

// ask puts d to the player's decider p, then the boat's standing orders, then the BdU
// AI, and logs the answer (decision event). Error: an answer that is not an option.
func (c *Campaign) ask(p Decider, d *Decision) (string, error) {
	key, by := "", "player"
	if p != nil {
		key = p.Decide(c, d)
	}
	if key == "" && d.Boat != nil && d.Boat.Orders != nil {
		key, by = d.Boat.Orders.answer(c, d), "standing"
		if !d.Has(key) {
			key = "" // the preset's answer is not open this time: the AI answers
		}
	}
	if key == "" {
		key, by = BdUAI{}.Decide(c, d), "ai"
	}
	who := d.Who()
	if !d.Has(key) {
		return "", fmt.Errorf("%s: %s decision answered %q, not one of its options (design 9.1)", who, d.Kind, key)
	}
	if c.Log != nil {
		e := &DecisionEvent{Kind: d.Kind, Boat: who, Chosen: key, By: by}
		for _, o := range d.Options {
			e.Options = append(e.Options, o.Key)
		}
		c.emit(TDecision, e)
	}
	return key, nil
}

// Preset is a standing-order preset (design 9.1).
type Preset string

// The standing-order presets (design 9.1) the engine answers for.
const (
	// Aggressive attacks everything and reattacks while undamaged with ≥ Salvo torpedoes.
	Aggressive Preset = "aggressive"
	// Cautious declines task forces, specials and escorted groups when damaged and
	// reattacks only undamaged and not Spotted.
	Cautious Preset = "cautious"
	// LieLowWhenSpotted lies low in a week that starts Spotted.
	LieLowWhenSpotted Preset = "lie_low_when_spotted"
	// StayUntilEndurance stays on station until the endurance check fails (the default).
	StayUntilEndurance Preset = "stay_until_endurance_fails"
	// ReturnBelow returns when torpedoes fall below N.
	ReturnBelow Preset = "return_when_torpedoes_below"
	// JoinPacks: a convoy found is shadowed and every boat that may join is called, in
	// the stable order (design 9.1 wolfpack default "pack": shadow and call all).
	JoinPacks Preset = "join_packs"
)

// StandingOrders are a boat's standing orders (design 9.1): a preset and its N
// (ReturnBelow only).
type StandingOrders struct {
	Preset Preset
	N      int
}

// answer is the standing orders' answer to d, "" where the preset does not speak (the
// AI answers).
func (s *StandingOrders) answer(c *Campaign, d *Decision) string {
	b := d.Boat
	switch d.Kind {
	case DecideStation:
		switch {
		case s.Preset == LieLowWhenSpotted && b.Markers.Spotted:
			return KeyLieLow
		case d.Has(KeySupply): // a U-tanker on duty (SW 21.33, supply.go)
			return KeySupply
		case s.Preset == ReturnBelow && b.Torpedoes < s.N:
			return KeyRTB
		}
		return KeyStay
	case DecideWolfpack, DecideShadow:
		if s.Preset == JoinPacks {
			return d.Options[0].Key // KeyPack, KeyShadow
		}
	case DecideJoin:
		if s.Preset == JoinPacks {
			return d.Options[0].Key // the next candidate in the stable order
		}
	case DecideAttack:
		cat := d.Contact.Category
		switch s.Preset {
		case Aggressive:
			return KeyAttack
		case Cautious:
			if b.Markers.Damage > 0 && (cat == CatTaskForce || cat == CatSpecial || cat.Group()) {
				return KeyDecline
			}
		}
	case DecideReattack:
		t := c.Data.Types[b.Type]
		switch s.Preset {
		case Aggressive:
			if b.Markers.Damage == 0 && b.Torpedoes >= t.Salvo {
				return KeyReattack
			}
			return KeyBreakOff
		case Cautious:
			if b.Markers.Damage == 0 && !b.Markers.Spotted {
				return KeyReattack
			}
			return KeyBreakOff
		}
	}
	return ""
}

// BdUAI is the BdU AI of design 9.4 as a Decider, for boats without orders:
//   - sail, WP6–10: [H P1] for the period's column (2d6 on the AI's own dice, with the
//     type substitutions), the area mapped to the reachable OA of its [E1] column with
//     the highest gate; Atlantic (W) to the pack area (the Atlantic OA with most own
//     boats); an area with no reachable OA falls back to the WP1–5 rule;
//   - sail, WP1–5: every ready boat sails for the reachable open OA with the highest expected
//     tons per on-station week (Option.Tons) minus 1,000 t per red box on the route
//     (reading of "per week of transit": each OA crossed is about one week), at most
//     12 boats per OA (congregation);
//   - station: stay until the endurance check fails;
//   - return base: the nearest open base (fewest MP) that can take the boat; between
//     bases equally near, the one whose route has the smaller sum of transit-zone
//     modifiers (design 3.4; the safer passage: France through Biscay rather than
//     Germany through the Channel in 1940–42), then the first open base [designed,
//     doc.go "Calibration"];
//   - attack: the default of 6.1.2 (decline a task force or special convoy when damaged,
//     any contact with fewer than 2 torpedoes, except a loner it may fight with the gun);
//   - reattack: while undamaged, not Spotted, with at least a Salvo of torpedoes;
//   - wolfpack: always shadow and call (8.1); join: every candidate tries, in the
//     stable order of design 5 (8.1 step 2);
//   - transit: fast; repair: the Hold boats in the stable order, no decommissioning
//     (the defaults of 9.1);
//   - flagship (only with a FlagshipPlayer): the first boat offered, the first German
//     boat with a Hunted board to sail in the stable order (6.2.1); in port it keeps
//     its flagship.
type BdUAI struct{}

// Decide implements Decider.
func (BdUAI) Decide(c *Campaign, d *Decision) string {
	b := d.Boat
	switch d.Kind {
	case DecideSail:
		if c.TankerCapacity(b) > 0 {
			return c.aiTankerSail(d) // a U-tanker sails where the boats are (SW 21.33, supply.go)
		}
		if c.Data.Types[b.Type].Torpedoes == 0 {
			return KeyWait // a boat without torpedoes and no tanker duty stays in port
		}
		if d.Proposal != "" {
			return d.Proposal // design 6.2.3: the AI follows orders [designed]
		}
		if c.Period >= 6 {
			if key := c.p1Destination(d); key != "" {
				return key
			}
		}
		best, score := KeyWait, 0.0
		for _, o := range d.Options {
			if o.Key == KeyWait || o.SMZ || c.War.congregation[o.Key] >= 12 { // (9.4: no SMZ, smz.go)
				continue
			}
			s := o.Tons - 1000*float64(o.Red)
			if best == KeyWait || s > score {
				best, score = o.Key, s
			}
		}
		return best
	case DecideStation:
		if d.Has(KeySupply) {
			return KeySupply // a U-tanker on station supplies (SW 21.33, supply.go)
		}
		return KeyStay
	case DecideResupply: // SW 21.3 (supply.go)
		return c.aiResupply(d)
	case DecideSupplyShip: // SW 21.32 (supply.go)
		return c.aiSupplyShip(d)
	case DecideWolfpack:
		return KeyPack // 9.4 "form packs whenever possible"
	case DecideRecon: // 9.1 default: over the OA with most own boats on station
		best, n := "", -1
		for _, o := range d.Options {
			if k := c.War.congregation[o.Key]; k > n {
				best, n = o.Key, k
			}
		}
		return best
	case DecideReturnBase:
		best, mp, tz := "", 0, 0
		routes := c.Data.Map.PathsFrom(b.Zone, c.Period)
		for _, o := range d.Options {
			if best != "" && o.MP > mp {
				continue
			}
			t := c.routeTZ(routes[o.Key].Zones)
			if best == "" || o.MP < mp || t < tz { // (o.MP == mp for the TZ tie-break)
				best, mp, tz = o.Key, o.MP, t
			}
		}
		return best
	case DecideAttack:
		cat := d.Contact.Category
		switch {
		case b.Markers.Damage > 0 && (cat == CatTaskForce || cat == CatSpecial):
			return KeyDecline
		case d.Has(KeyAttack) && b.Torpedoes >= 2:
			return KeyAttack
		case d.Has(KeyGun):
			return KeyGun
		}
		return KeyDecline
	case DecideReattack:
		if b.Markers.Damage == 0 && !b.Markers.Spotted && b.Torpedoes >= c.Data.Types[b.Type].Salvo {
			return KeyReattack
		}
		return KeyBreakOff
	case DecideFlagship:
		if d.Boat != nil {
			return KeyKeep // the flagship in port stays the flagship
		}
		return d.Options[0].Key
	case DecideJoin, DecideHold, DecideEventZone, DecideEventSplit, DecideEventBoat:
		// 9.1 defaults: every candidate tries to join in the stable order (8.1); Hold
		// boats take free places in the stable order; the first German boat with a
		// Hunted board to sail is the flagship (6.2.1); an event's order takes its first
		// zone (an "X and/or Y" order: all its boats to X) and its boats in the stable
		// order (events_choice.go)
		return d.Options[0].Key
	case DecideShadow:
		return KeyShadow // 9.1 default "shadow and call all"
	case DecideTransit:
		return KeyFast // 9.1 sail: fast (SW 15.24 cautious transit is the player's)
	case DecidePath:
		return d.Options[0].Key // 9.1 sail: the most direct path (sailpath.go)
	case DecideDecommission:
		return KeyRepair // 9.1 repair: every damaged boat is repaired
	case DecideDeploy: // design 9.1 default: on time (deploy.go)
		return KeyOnTime
	case DecideFlak: // design 9.1 default: no conversion (deploy.go)
		return KeyNone
	case DecideBetasom: // design 4.8: the oldest (betasom.go)
		return d.Options[0].Key
	case DecideDoctrine: // SW 30.81: the German boats keep their doctrine (doctrine.go)
		return KeyNone
	case DecideMines, DecideMinesSpotted, DecideMinesMove: // SW 26 (mines.go)
		return c.minesAI(d)
	case DecidePolitical, DecideBerlin, DecideFavour, DecidePoints, DecideRefuse, DecideTraining, DecideVichyBase:
		return c.politicalAI(d) // SW 36 (political.go)
	}
	return ""
}

// --- odds from the F1 tables (design 9.2 "Odds") ------------------------------------

// newOdds returns n odds from the campaign's buffer (valid during the decision).
func (c *Campaign) newOdds(n int) []Odds {
	i := len(c.odds)
	for range n {
		c.odds = append(c.odds, Odds{})
	}
	return c.odds[i : i+n : i+n]
}

// attackOdds are the odds of the first attack round on contact k (design 6.1.3) with
// avMod added to AV (a pack's straggler level, the gun's −1): for a group the ships sunk
// (capped by the targets in reach) on d10 + n; for a loner, one ship's sunk / damaged /
// missed.
func (c *Campaign) attackOdds(b *Boat, k Contact, avMod int) []Odds {
	av := c.attackValue(b) + avMod + c.coastalBlackout(k.Zone) // SW 30.25
	if !k.Category.Group() {
		td := lonerTD(k)
		o := c.newOdds(3)
		o[0].Outcome, o[1].Outcome, o[2].Outcome = "sunk", "damaged", "missed"
		for f := range 10 {
			switch t := f + av - td; {
			case t >= 6:
				o[0].P += 0.1
			case t >= 4:
				o[1].P += 0.1
			default:
				o[2].P += 0.1
			}
		}
		return o
	}
	o := c.newOdds(4)
	o[0].Outcome, o[1].Outcome, o[2].Outcome, o[3].Outcome = "sunk_0", "sunk_1", "sunk_2", "sunk_3"
	dv := categoryTD(k.Category) + categoryE(k.Category, c.escortValue(k.Zone)) + c.zoneAir(k.Zone)/2
	reach := categoryReach(k.Category)
	if k.Category == CatEscorted {
		reach = k.Ships
	}
	for f := range 10 {
		s, _, _ := groupResult(f + av - dv)
		o[min(s, reach)].P += 0.1
	}
	return o
}

// meanTons is a table's mean (design 6.1.1 tonnage tables).
func meanTons(t *[10]int) float64 {
	s := 0
	for _, v := range t {
		s += v
	}
	return float64(s) / 10
}

// expectedSunk is the expected ships sunk in one attack on contact k by a boat of type t
// (first round or first pass only; design 6.1.3) in an OA of escort value es (7.6.1,
// escortValue) and air cover air (zoneAir).
func (c *Campaign) expectedSunk(t *BoatType, k Contact, es, air int) float64 {
	av := t.Attack + c.War.TorpedoValue
	if !k.Category.Group() {
		td := 1
		if k.Tanker {
			td = 2
		}
		p := 0.0
		for f := range 10 {
			if f+av-td >= 6 {
				p += 0.1
			}
		}
		return p * float64(k.Ships)
	}
	dv := categoryTD(k.Category) + categoryE(k.Category, es) + air/2
	reach := categoryReach(k.Category)
	if k.Category == CatEscorted {
		reach = k.Ships
	}
	e := 0.0
	for f := range 10 {
		s, _, _ := groupResult(f + av - dv)
		e += 0.1 * float64(min(s, reach))
	}
	return e
}

// ExpectedTons is the expected tons sunk per on-station week in oa by an experienced
// boat of type t this week (design 9.4, from the F1 odds of 7.1–7.3 and 6.1.3): the
// search and contact distributions times the first attack's expected sinkings times the
// mean tonnage. An OA without a chart row gives 0; in WP6–10 the active WP8 Channel SMZ
// reads its own chart (lateChart, invasion.go).
func (c *Campaign) ExpectedTons(t *BoatType, oa string) float64 {
	merchant := meanTons(&tonsMerchant)
	if c.Period >= 6 {
		lc := c.lateChart(oa)
		gate := lc.Gate[c.Period-6]
		if gate < 0 {
			return 0
		}
		pGate := float64(gate+1) / 10
		col := e1Table[lc.E1]
		es, air := c.escortValue(oa), c.zoneAir(oa)
		// the contact of each 2d6 sum (2–12), its mean tonnage and expected sinkings,
		// worked out once for the 36 throws
		var ships [11]bool
		var tons, sunk [11]float64
		for s := range tons {
			k, n, tanker := e1Contact(col[s])
			if ships[s] = k != CatNone && k != CatAircraft && k != CatSubmarine; !ships[s] {
				continue
			}
			tons[s] = merchant
			switch {
			case tanker:
				tons[s] = meanTons(&tonsTanker)
			case k == CatTaskForce:
				tons[s] = 0
				for _, u := range tfUnits {
					tons[s] += float64(u.tons) / 10
				}
			}
			sunk[s] = c.expectedSunk(t, Contact{Category: k, Ships: n, Tanker: tanker}, es, air)
		}
		e := 0.0
		for a := 1; a <= 6; a++ {
			for d := 1; d <= 6; d++ {
				if s := a + d - 2; ships[s] {
					e += pGate / 36 * tons[s] * sunk[s]
				}
			}
		}
		return e
	}
	ch := c.Data.Charts.Early[oa]
	row, _ := c.chartRow(oa)
	if row == "-" {
		return 0
	}
	mod := max(-3, min(3, c.War.IntelMod))
	if oa == c.War.BDienstArea {
		mod++
	}
	prof := c.Data.Charts.Profiles[ch.Profile][c.Period-1]
	es, air := c.escortValue(oa), c.zoneAir(oa)
	loner := c.expectedSunk(t, Contact{Category: CatLoner, Ships: 1}, es, air) * 1.7 // mean ships of an L: 0.5×1 + 0.3×2 + 0.2×3 (6.1.1)
	small := c.expectedSunk(t, Contact{Category: CatConvoyS}, es, air)
	large := c.expectedSunk(t, Contact{Category: CatConvoyL}, es, air)
	e := 0.0
	for f := range 10 {
		col := row[max(0, min(9, f+mod))]
		if col == 'W' {
			continue
		}
		for g := range 10 {
			switch prof[max(0, min(11, g+colourMod(col)))] {
			case 'L':
				e += 0.01 * loner * merchant
			case 'C':
				if up := col | 0x20; up == 'g' || up == 'o' {
					e += 0.01 * small * merchant
				} else {
					e += 0.01 * large * merchant
				}
			}
		}
	}
	return e
}

// Replay answers decisions from a recorded stream of decision events, in order (design
// 9.1: a replay drives the same code as a player). A decision that does not match the
// next recorded one (kind and boat) is answered with a key no decision offers, so the
// engine stops with an error; Err says why.
type Replay struct {
	Decisions []*DecisionEvent
	next      int
	Err       error
}

// Decide implements Decider.
func (r *Replay) Decide(c *Campaign, d *Decision) string {
	who := d.Who()
	if r.next >= len(r.Decisions) {
		r.Err = fmt.Errorf("replay: no recorded decision left for %s %s", d.Kind, who)
		return replayMismatch
	}
	e := r.Decisions[r.next]
	r.next++
	if e.Kind != d.Kind || e.Boat != who {
		r.Err = fmt.Errorf("replay: decision %d is %s %s, the engine asks %s %s", r.next, e.Kind, e.Boat, d.Kind, who)
		return replayMismatch
	}
	return e.Chosen
}

// replayMismatch is a key no decision offers.
const replayMismatch = "\x00replay_mismatch"

// p1Destination is the WP6–10 AI's destination (design 9.4): a [P1] roll on the AI's
// own generator (a replay, which answers instead of the AI, must not shift the
// campaign's dice), logged as a P1 roll. "" when no OA of the area is an option.
func (c *Campaign) p1Destination(d *Decision) string {
	b := d.Boat
	a, e := c.aiDice.D6(), c.aiDice.D6()
	area := p1Table[c.Period-6][a+e-2]
	c.rolled(TabP1, p1Columns[c.Period-6], "2d6", nil, a+e, area, a, e)
	area = p1Substitute(area, b.Type)
	col, pack := area, area == p1AtlanticW
	if pack {
		col = p1Atlantic
	}
	best, gate, boats := "", -1, -1
	for _, o := range d.Options {
		lc := c.Data.Charts.Late[o.Key]
		if o.Key == KeyWait || lc == nil || lc.E1 != col {
			continue
		}
		if pack { // the pack area: the Atlantic OA with most own boats, then the gate
			if n := c.War.congregation[o.Key]; n > boats || (n == boats && lc.Gate[c.Period-6] > gate) {
				best, gate, boats = o.Key, lc.Gate[c.Period-6], n
			}
			continue
		}
		if g := lc.Gate[c.Period-6]; g > gate {
			best, gate = o.Key, g
		}
	}
	return best
}

// routeTZ is the sum of the transit-zone modifiers (design 3.4) of the transit zones
// on a route this war period, war events' included.
func (c *Campaign) routeTZ(zones []string) int {
	n := 0
	for _, z := range zones {
		if c.Data.Map.Zones[z].Kind == KindTransitZone {
			m, _, _ := c.Data.Map.TransitModifier(z, c.Period)
			n += m + c.eventTZ(z)
		}
	}
	return n
}
