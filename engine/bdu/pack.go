package bdu

import (
	"fmt"
	"slices"
	"strconv"
)

// design 8.1 forming a pack and 8.2 pack combat in F1 [SW 24]: when a German boat finds
// a convoy from WP2, it may shadow and call the other boats of its OA that have not
// acted this week (from WP5 also patrol-side boats of adjacent OAs, at −3, not over
// route2 edges); each rolls to join against the listed number of its place; HF/DF may
// find the shadower; the pack attacks in rounds with escort saturation.

// listedNumber is the join number of the n-th boat to try (design 8.1 table; the finder
// is boat 1).
func listedNumber(n int) int {
	switch {
	case n <= 3:
		return 3
	case n <= 6:
		return 4
	case n <= 9:
		return 5
	}
	return 6
}

// EnigmaLevel is the Enigma level of the schedule (design 7.7): 0 or −2.
func EnigmaLevel(m Month, wp int) int {
	switch {
	case wp >= 6:
		return -2
	case m <= MonthOf(1941, 4):
		return 0
	case m <= MonthOf(1942, 1):
		return -2
	case m <= MonthOf(1942, 11):
		return 0
	}
	return -2
}

// hfdfLine is the HF/DF table (design 8.1 step 3) by war period: the highest face of
// no effect, shadower Spotted, driven off (the rest: attacked); -1 = none.
func hfdfLine(wp int) [3]int {
	switch {
	case wp <= 2:
		return [3]int{5, 8, 9}
	case wp == 3:
		return [3]int{4, 7, 9}
	case wp == 4:
		return [3]int{3, 6, 8}
	case wp == 5:
		return [3]int{2, 5, 7}
	}
	return [3]int{1, 3, 6}
}

// hfdfColumn is the counterattack column on an attacked shadower (design 8.1 step 3).
func hfdfColumn(wp int) string {
	switch {
	case wp <= 4:
		return "C"
	case wp == 5:
		return "D"
	}
	return "E"
}

// packMember is one boat of a pack and the round it first attacks in.
type packMember struct {
	b     *Boat
	round int
}

// packBattle resolves a convoy contact of finder as a wolfpack (design 8.1–8.2), or
// alone when the wolfpack decision says so. It reports whether the finder was lost.
func (c *Campaign) packBattle(finder *Boat, k Contact, p Decider) (bool, error) {
	d := c.decision(DecideWolfpack, finder)
	d.Contact = k
	d.add(KeyPack, nil)
	d.add(KeyAlone, nil)
	key, err := c.ask(p, d)
	if err != nil {
		return false, err
	}
	if key == KeyAlone {
		if c.isFlagship(finder) { // design 6.2.1: the flagship's convoy, its station box
			return c.flagWeek(finder, false, k)
		}
		return c.Engage(finder, k, p)
	}
	// design 9.1 wolfpack "shadower yes/no" (8.1 step 1): the finder shadows (it attacks
	// from round 2 and makes HF/DF possible) or attacks in round 1 (joins −2)
	d = c.decision(DecideShadow, finder)
	d.Contact = k
	d.add(KeyShadow, nil)
	d.add(KeyNoShadow, nil)
	if key, err = c.ask(p, d); err != nil {
		return false, err
	}
	c.packs++
	pack := c.packs
	cb := &convoyBattle{pack: pack, contact: k, week: 1, noShadow: key == KeyNoShadow}
	if c.Log != nil {
		sh := finder.ID
		if cb.noShadow {
			sh = ""
		}
		c.emit(TWolfpackForm, &WolfpackFormEvent{Pack: pack, Zone: k.Zone, Finder: finder.ID, Shadower: sh})
	}
	return c.fightPack(cb, finder, p)
}

// fightPack is one week of a pack battle (design 8.1 steps 2–3, 8.2) with shadower sh
// homing on the convoy of cb; in a continued battle (8.3, cb.week > 1) join rolls are
// +1, the escort value +1 and the straggler level carries over. Afterwards the convoy
// stays in contact (8.3) while a member is on station and not RTB, for at most 3 weeks.
// It reports whether the shadower was lost.
func (c *Campaign) fightPack(cb *convoyBattle, finder *Boat, p Decider) (bool, error) {
	k, pack := cb.contact, cb.pack
	shadow := !cb.noShadow
	members := append(c.members[:0], packMember{finder, 2}) // the shadower attacks from round 2
	if !shadow {
		members[0].round = 1 // 8.1 step 1: a finder that does not shadow attacks in round 1
	}
	defer func() { c.members = members[:0] }()
	homing := shadow // (no shadower homes: no HF/DF)
	n := 1
	cands := c.packCandidates(finder, k.Zone)
	for len(cands) > 0 {
		if pc := c.packCap(); pc > 0 && len(members) >= pc {
			break // SW 36.43: the BdU in Berlin caps the pack (political.go)
		}
		// design 9.1 wolfpack: which boats try to join and in which order (8.1 step 2)
		cand, err := c.nextJoiner(finder, k, n+1, cands, shadow, homing, cb.week, p)
		if err != nil {
			return false, err
		}
		if cand == nil {
			break // no more boats try to join
		}
		cands = slices.DeleteFunc(cands, func(b *Boat) bool { return b == cand })
		n++
		listed := listedNumber(n)
		var m Mods
		c.joinMods(&m, cand, k, shadow, homing, cb.week)
		nat, total := c.d10(&m)
		res := "fails"
		switch {
		case total > listed:
			res = "attacks"
		case total == listed:
			res = "joins_late"
		}
		c.rolled(TabWolfpack, strconv.Itoa(n), "1d10", &m, total, res, nat)
		cand.week.searched = res != "fails"
		cand.week.packFail = res == "fails"
		if c.Log != nil {
			c.emit(TWolfpackJoin, &WolfpackJoinEvent{Pack: pack, Boat: cand.ID, N: n, Listed: listed, Total: total, Result: res})
		}
		switch res {
		case "attacks":
			members = append(members, packMember{cand, 1})
		case "joins_late":
			members = append(members, packMember{cand, 2})
		}
		if homing && (nat == 0 || (nat == 1 && c.Period >= 5)) {
			lost, err := c.hfdf(pack, finder, &homing)
			if err != nil {
				return false, err
			}
			if lost {
				members = slices.DeleteFunc(members, func(m packMember) bool { return m.b == finder })
				break
			}
		}
	}
	if shadow && !homing { // a shadower driven off does not attack
		members = slices.DeleteFunc(members, func(m packMember) bool { return m.b == finder })
	}
	// 8.2: attackers by ace value, then Tactical, then id
	slices.SortStableFunc(members, func(a, b packMember) int {
		if x, y := aceValue(a.b), aceValue(b.b); x != y {
			return y - x
		}
		if x, y := c.Data.Types[a.b.Type].Tactical, c.Data.Types[b.b.Type].Tactical; x != y {
			return y - x
		}
		return compareBoats(a.b, b.b)
	})
	straggler, hitR1, first := c.weatherStraggler(k.Zone, cb.straggler), 0, cb.week == 1
	sunkR1, k1 := 0, 0
	var zoomed *Boat // design 6.2.1 the convoy-battle zoom's pack member (zoom.go)
	// design 8.1, 8.2: the flagship, a member, plays its attack as its week's Hunted box
	// (as the zoomed member does: no attack decision of F1's, no reattack)
	flag := c.flagship
	isFlag := func(b *Boat) bool { return flag != "" && b.ID == flag }
	for round := 1; round <= 2; round++ {
		now := c.attackers[:0]
		for _, m := range members {
			if m.b.State != OnStation || m.b.Markers.RTB || m.b.Torpedoes == 0 || m.b == zoomed || (isFlag(m.b) && m.b.week.flagBox) {
				continue // (the zoomed boat's week was its Hunted box: no reattack)
			}
			switch {
			case m.round == round:
			case round == 2 && m.b.week.attacked:
				d := c.decision(DecideReattack, m.b)
				d.Contact = k
				d.add(KeyReattack, c.attackOdds(m.b, k, straggler+1))
				d.add(KeyBreakOff, nil)
				key, err := c.ask(p, d)
				if err != nil {
					return false, err
				}
				if key == KeyBreakOff {
					continue
				}
			default:
				continue
			}
			if !m.b.week.attacked && !isFlag(m.b) {
				d := c.decision(DecideAttack, m.b)
				d.Contact = k
				d.add(KeyAttack, c.attackOdds(m.b, k, straggler))
				d.add(KeyDecline, nil)
				if c.Zoomer != nil && zoomed == nil && c.zoomTurn != c.Now.Turn()+1 {
					d.add(KeyZoom, nil) // design 6.2.1 convoy-battle zoom, one a week
				}
				key, err := c.ask(p, d)
				if err != nil {
					return false, err
				}
				if key == KeyDecline {
					continue
				}
				if key == KeyZoom {
					zoomed, c.zoomTurn = m.b, c.Now.Turn()+1
				}
			}
			now = append(now, m.b)
		}
		c.attackers = now
		if len(now) == 0 {
			continue
		}
		if round == 2 {
			r := c.Dice.D10() // 6.1.7 straggler change between rounds
			// 8.2 convoy break-up [SW 29.4]: round 1 sank at least a third of the 4 ×
			// (boats attacking) targets in reach, the level was already 1–2 and the roll
			// is 0: the convoy scatters
			scatter := r == 0 && straggler >= 1 && k1 > 0 && 3*sunkR1 >= 4*k1
			switch {
			case r == 0 || (r != 9 && r < hitR1):
				straggler = min(2, straggler+1)
			case r == 9:
				straggler = max(0, straggler-1)
			}
			res := strconv.Itoa(straggler)
			if scatter {
				res = "scatter"
			}
			c.rolled(TabStraggler, "", "1d10", nil, r, res, r)
			if scatter {
				if err := c.scatter(members, k); err != nil {
					return false, err
				}
				break
			}
		}
		e := categoryE(k.Category, c.escortValue(k.Zone))
		if cb.week > 1 {
			e++ // 8.3: escort reinforcements arrive
		}
		eEff := max(1, e-(len(now)-1)/2) // 8.2 escort saturation
		for _, b := range now {
			bonus := 0
			if first {
				bonus, first = 1, false // 8.2 the first attacker's surprise
			}
			if b == zoomed || isFlag(b) { // design 6.2.1: played in the Hunted engine, in attack order
				hitBefore, sunkBefore := b.week.hit, b.week.sunk
				if b == zoomed {
					if _, err := c.zoomPackMember(b, k, len(now)-1); err != nil {
						return false, err
					}
				} else if _, err := c.flagBox(b, false, false, k, min(5, 2+len(now)-1)); err != nil { // (6.2.2 wolfpack)
					return false, err
				}
				if round == 1 {
					hitR1 += b.week.hit - hitBefore
					sunkR1 += b.week.sunk - sunkBefore
					k1++
				}
				b.week.attacked = true
				continue
			}
			reattack := b.week.attacked
			b.week.contact = true
			sunkBefore := b.week.sunk
			hit, err := c.groupRound(b, k, round, straggler, reattack, eEff, bonus)
			if err != nil {
				return false, err
			}
			if round == 1 {
				hitR1 += hit
				sunkR1 += b.week.sunk - sunkBefore
				k1++
			}
			b.week.attacked = true
			if _, err := c.counterattack(b, k, true, reattack, eEff, ""); err != nil {
				return false, err
			}
		}
	}
	for _, m := range members {
		b := m.b
		b.week.searched = true
		if isFlag(b) {
			if _, err := c.flagPackDone(b); err != nil { // (a flagship that did not attack)
				return false, err
			}
		}
		if b.State != OnStation {
			continue
		}
		if b.week.sunk >= 3 && b.week.tons >= 23000 && !isFlag(b) { // (the flagship's: ApplyZoomOutcome)
			c.GainAce(b)
		}
		b.week.combatRTB = b.Torpedoes < 2
	}
	if isFlag(finder) { // (a flagship shadower driven off left the members)
		if _, err := c.flagPackDone(finder); err != nil {
			return false, err
		}
	}
	cb.straggler = straggler
	return finder.State.Terminal(), c.convoyStays(cb, members)
}

// joinMods are the modifiers of cand's join roll on the pack of contact k (design 8.1
// step 2 [SW 24.1]): shadow is false for a pack without a shadower, homing false once
// the shadower is driven off, week the convoy battle's week (8.3).
func (c *Campaign) joinMods(m *Mods, cand *Boat, k Contact, shadow, homing bool, week int) {
	if k.Category == CatConvoyS {
		m.Add(-2, "8.1 small convoy")
	}
	m.Add(c.enigmaLevel(), "8.1 Enigma level")
	if a := cand.Markers.Ace; a != nil {
		m.Add(a.Value, "8.1 ace")
	}
	if cand.Zone != k.Zone {
		m.Add(-3, "8.1 adjacent OA")
	}
	switch {
	case !shadow:
		m.Add(-2, "8.1 no shadower")
	case !homing:
		m.Add(-2, "8.1 shadower driven off")
	}
	if week > 1 {
		m.Add(1, "8.3 convoy battle continues")
	}
	if c.returnNA(k.Zone) {
		m.Add(1, "8.5 return to the North Atlantic")
	}
	if c.weatherAt(k.Zone) == 990 {
		m.Add(-1, "8.1 weather")
	}
	m.Add(c.reconOver(cand, k.Zone), "8.1 recon aircraft")
	m.Add(-cand.Markers.Inexp, "8.1 Inexp")
}

// joinOdds are the odds of cand's join roll as the n-th boat of the pack on contact k
// (design 8.1: d10 + modifiers against the listed number; > attacks, = joins late, <
// fails) with the pack's shadower, homing and battle week as joinMods takes them.
func (c *Campaign) joinOdds(cand *Boat, k Contact, n int, shadow, homing bool, week int) []Odds {
	var m Mods
	c.joinMods(&m, cand, k, shadow, homing, week)
	listed := listedNumber(n)
	o := c.newOdds(3)
	o[0].Outcome, o[1].Outcome, o[2].Outcome = "attacks", "joins_late", "fails"
	for f := range 10 {
		switch t := f + m.Sum(); {
		case t > listed:
			o[0].P += 0.1
		case t == listed:
			o[1].P += 0.1
		default:
			o[2].P += 0.1
		}
	}
	return o
}

// nextJoiner asks which boat tries next to join finder's pack on contact k (design 9.1
// wolfpack, 8.1 step 2: "one at a time in the order the player chooses"): a DecideJoin
// about the finder whose options are the candidates not yet tried, in the stable order,
// each with the odds of its join roll as the n-th boat (attacks, joins late, fails),
// then KeyJoinEnd (no more boats try). nil when the answer is KeyJoinEnd.
func (c *Campaign) nextJoiner(finder *Boat, k Contact, n int, cands []*Boat, shadow, homing bool, week int, p Decider) (*Boat, error) {
	d := c.decision(DecideJoin, finder)
	d.Contact = k
	for _, b := range cands {
		d.add(b.ID, c.joinOdds(b, k, n, shadow, homing, week))
	}
	d.add(KeyJoinEnd, nil)
	key, err := c.ask(p, d)
	if err != nil || key == KeyJoinEnd {
		return nil, err
	}
	for _, b := range cands {
		if b.ID == key {
			return b, nil
		}
	}
	return nil, fmt.Errorf("%s: join answered %q, not a candidate (design 8.1)", finder.ID, key)
}

// scatter is a convoy's break-up (design 8.2, SW 29.4): every surviving member with
// torpedoes makes a separate loner attack on 3 ships (merchant row).
func (c *Campaign) scatter(members []packMember, k Contact) error {
	for _, m := range members {
		b := m.b
		if b.State != OnStation || b.Markers.RTB || b.Torpedoes < 2 {
			continue
		}
		if c.isFlagship(b) { // design 6.2.1: the flagship's box, 3 loners (6.2.2), if not played yet
			if !b.week.flagBox {
				if _, err := c.flagBox(b, false, false, Contact{Category: CatLoner, Ships: 3, Zone: k.Zone}, 0); err != nil {
					return err
				}
			}
			continue
		}
		b.week.contact = true
		if _, err := c.lonerAttack(b, Contact{Category: CatLoner, Ships: 3, Zone: k.Zone}, false); err != nil {
			return err
		}
	}
	return nil
}

func aceValue(b *Boat) int {
	if a := b.Markers.Ace; a != nil {
		return a.Value
	}
	return 0
}

// packCandidates are the boats that may try to join finder's pack (design 8.1 step 2):
// German, on station and patrol side up, not RTB, not lying low, not yet acted this
// week, in the finder's OA, or from WP5 in an OA adjacent by a route edge.
func (c *Campaign) packCandidates(finder *Boat, oa string) []*Boat {
	out := c.cands[:0]
	defer func() { c.cands = out[:0] }()
	for _, b := range c.order {
		if b == finder || b.State != OnStation || b.Nation != "de" || b.Markers.RTB || b.week.lieLow || b.week.searched || b.Markers.WeatherDuty || noAttacks(b) || b.week.duty ||
			(b.week.arrived && !b.week.sailed) || (c.isFlagship(b) && b.week.flagBox) || (b.smz != "" && b.smz != oa) || b.week.noAttack { // (design 6.2.1 one box a week; SMZ patrols, smz.go)
			continue
		}
		if b.Zone == oa {
			out = append(out, b)
			continue
		}
		if c.Period >= 5 && (c.pol == nil || c.adjacentJoins()) { // SW 36.43
			for _, a := range c.Data.Map.adj[oa] {
				if a.Zone == b.Zone && a.Kind == EdgeRoute {
					out = append(out, b)
					break
				}
			}
		}
	}
	return out
}

// hfdf rolls the HF/DF table for the shadower (design 8.1 step 3); homing becomes false
// when it is driven off. It reports whether the shadower was lost.
func (c *Campaign) hfdf(pack int, sh *Boat, homing *bool) (bool, error) {
	line := hfdfLine(c.Period)
	r := c.Dice.D10()
	res := "attacked"
	switch {
	case r <= line[0]:
		res = "none"
	case r <= line[1]:
		res = "spotted"
	case r <= line[2]:
		res = "driven_off"
	}
	if c.Period == 2 && res == "attacked" {
		res = "driven_off" // WP2 has no "attacked" band
	}
	c.rolled(TabHFDF, periodKey(c.Period), "1d10", nil, r, res, r)
	if res != "none" {
		sh.Markers.Spotted = true
	}
	if res == "driven_off" || res == "attacked" {
		*homing = false
	}
	if c.Log != nil {
		c.emit(THFDF, &HFDFEvent{Pack: pack, Boat: sh.ID, Result: res})
	}
	if res != "attacked" {
		return false, nil
	}
	// a counterattack on the shadower in the WP's column
	var m Mods
	m.Add(sh.Markers.Damage, "6.1.4 damage markers")
	m.Add(1, "6.1.4 Spotted")
	col := hfdfColumn(c.Period)
	nat, total := c.d10(&m)
	out := c.Data.Charts.Counterattack[col][max(0, min(11, total))]
	c.rolled(TabCounterF1, col, "1d10", &m, total, out, nat)
	subd := c.Data.Types[sh.Type].Defence - sh.Markers.Inexp + aceValue(sh)
	if out == "X" {
		if c.Log != nil {
			c.emit(TCounterattack, &CounterattackEvent{Boat: sh.ID, SubD: subd, Column: col, Result: out})
		}
		return true, c.lose(sh, Sunk, "combat")
	}
	if out != "-" {
		sh.Markers.RTB = sh.Markers.RTB || out != "S"
	}
	if c.Log != nil {
		c.emit(TCounterattack, &CounterattackEvent{Boat: sh.ID, SubD: subd, Column: col, Result: out})
	}
	switch out {
	case "D":
		return c.addDamage(sh, 1, "combat")
	case "DD":
		return c.addDamage(sh, 2, "combat")
	}
	return false, nil
}

// convoyBattle is a convoy in contact with a pack (design 8.3): the pack id, the
// contact, the battle's week (1–3) and the straggler level carried over; zone is where
// the convoy is next week.
type convoyBattle struct {
	pack      int
	contact   Contact
	week      int
	straggler int
	shadower  *Boat
	noShadow  bool // week 1 only: the finder did not shadow (8.1 step 1, 9.1)
}

// convoyRoutes are the convoy routes of design 8.3, each in its direction of travel
// (eastbound HX/SC and westbound ON/ONS; SL/HG; UGS and GUS; PQ/JW).
var convoyRoutes = [][]string{
	{"grand_banks", "greenland_gap", "western_approaches"},
	{"western_approaches", "greenland_gap", "grand_banks"},
	{"west_africa", "cape_verde", "morocco", "sw_approaches"},
	{"mid_ocean", "morocco"},
	{"morocco", "mid_ocean"},
	{"norwegian_sea", "barents_sea"},
}

// nextOAs appends the OAs a convoy in oa may move on to (design 8.3), in route order.
func nextOAs(dst []string, oa string) []string {
	for _, r := range convoyRoutes {
		for i := 0; i+1 < len(r); i++ {
			if r[i] == oa && !slices.Contains(dst, r[i+1]) {
				dst = append(dst, r[i+1])
			}
		}
	}
	return dst
}

// convoyStays decides whether the convoy of cb stays in contact after this week's
// battle (design 8.3): a member on station and not RTB, fewer than 3 weeks, and a next
// OA on one of the convoy routes (several: a d10 picks, CONVOY_ROUTE, [designed
// reading]). The shadower is the first such member (the old one if it can). The
// campaign's list of battles (WarState.battles) is updated at once and the event says
// so.
func (c *Campaign) convoyStays(cb *convoyBattle, members []packMember) error {
	var sh *Boat
	for _, m := range members {
		if m.b.State == OnStation && !m.b.Markers.RTB && m.b.Torpedoes > 0 {
			sh = m.b
			break
		}
	}
	i := slices.IndexFunc(c.War.battles, func(x convoyBattle) bool { return x.pack == cb.pack })
	next := nextOAs(c.nexts[:0], cb.contact.Zone)
	c.nexts = next
	if sh == nil || cb.week >= 3 || len(next) == 0 || c.Now == LastWeek {
		if i >= 0 {
			c.War.battles = slices.Delete(c.War.battles, i, i+1)
		}
		if c.Log != nil {
			c.emit(TConvoyBattle, &ConvoyBattleEvent{Pack: cb.pack, Zone: cb.contact.Zone, Week: cb.week, Result: "ends"})
		}
		return nil
	}
	to := next[0]
	if len(next) > 1 {
		r := c.Dice.D10()
		to = next[r*len(next)/10]
		c.rolled(TabConvoyRoute, cb.contact.Zone, "1d10", nil, r, to, r)
	}
	nb := *cb
	nb.week++
	nb.contact.Zone = to
	nb.shadower, nb.noShadow = sh, false // 8.3: the member in contact shadows next week
	if i >= 0 {
		c.War.battles[i] = nb
	} else {
		c.War.battles = append(c.War.battles, nb)
	}
	if c.Log != nil {
		c.emit(TConvoyBattle, &ConvoyBattleEvent{Pack: cb.pack, Zone: to, Week: nb.week, Result: "continues", Shadower: sh.ID})
	}
	return nil
}

// continueBattles fights this week's continued convoy battles (design 8.3), before the
// searches: the shadower follows the convoy into its new OA (a patrol move with its
// transit check; it must be on station, not RTB, not lying low, and in or next to that
// OA), then the pack boats there (and, from WP5, in adjacent OAs) attack without a
// search roll. A battle whose shadower cannot follow ends.
func (c *Campaign) continueBattles(p Decider) error {
	todo := append(c.War.battlesNext[:0], c.War.battles...)
	c.War.battlesNext = todo
	for _, cb := range todo {
		sh := cb.shadower
		ok := sh.State == OnStation && !sh.Markers.RTB && !sh.week.lieLow && !sh.week.searched &&
			(sh.Zone == cb.contact.Zone || c.adjacentByRoute(sh.Zone, cb.contact.Zone))
		if ok && sh.Zone != cb.contact.Zone {
			sh.Destination, sh.route = cb.contact.Zone, []string{cb.contact.Zone} // (a new slice: b.route may share the Map's routing table)
			lost, err := c.move(sh, p)
			if err != nil {
				return err
			}
			ok = !lost && sh.State == OnStation && !sh.Markers.RTB
		}
		if !ok {
			if i := slices.IndexFunc(c.War.battles, func(x convoyBattle) bool { return x.pack == cb.pack }); i >= 0 {
				c.War.battles = slices.Delete(c.War.battles, i, i+1)
			}
			if c.Log != nil {
				c.emit(TConvoyBattle, &ConvoyBattleEvent{Pack: cb.pack, Zone: cb.contact.Zone, Week: cb.week, Result: "ends"})
			}
			continue
		}
		sh.week.searched = true // in contact: no search roll this week
		if _, err := c.fightPack(&cb, sh, p); err != nil {
			return err
		}
	}
	return nil
}

// adjacentByRoute reports whether two zones are joined by a route edge (design 3.3).
func (c *Campaign) adjacentByRoute(a, b string) bool {
	for _, x := range c.Data.Map.adj[a] {
		if x.Zone == b && x.Kind == EdgeRoute {
			return true
		}
	}
	return false
}
