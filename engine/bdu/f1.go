package bdu

import (
	"strconv"
	"strings"
)

// design 6.1 F1, the fast abstract resolution of a boat-week, with the search and
// contact tables it reads (7.1–7.3), transit checks (7.4), escorts, general ASW and air
// cover (7.6) and the torpedo value (7.8). Every table look-up is a `roll` event; every
// change to a boat is followed at once by the event that says so (the View follows).

// boatWeek is what a boat did this week (design 5 III, 6.1.8 modifiers).
type boatWeek struct {
	searched  bool // made the activity roll
	lieLow    bool // lay low [SW 13.1]
	contact   bool // had a contact it fought
	sunk      int  // ships sunk this week
	hit       int  // ships sunk or damaged this week
	tons      int  // tons sunk this week
	sailed    bool // left base this week
	arrived   bool // reached its patrol OA this week
	packFail  bool // failed a wolfpack join roll: searches at −3 (8.1)
	attacked  bool // attacked in this week's pack battle (8.2)
	torpedoed bool // fired torpedoes this week
	gunOnly   bool // attacked with the gun only (6.1.8 −1)
	// noTorpedoes: a returning boat's transit encounter found it with none left, gun
	// only (SW 15.43)
	noTorpedoes bool
	combatRTB   bool // ended a combat with < 2 torpedoes (6.1.6)
	forced      bool // sent by a war event's forced deployment (SW 5.3, 8.5)
	doctrine    bool // SW 30.81: the torpedo doctrine restricted an attack this week (endurance −1, doctrine.go)
	doctrineNow bool // SW 30.81: it restricts the engagement being fought
	encounter   bool // searching in a transit encounter (SW 15.45, subsub.go)
	flagBox     bool // the flagship's Hunted box of this week was played (design 6.2.1, flagship.go)
	duty        bool // a U-tanker on tanker duty: no search, supplies RTB boats (SW 21.33, supply.go)
	supplied    int  // boats a U-tanker tried to supply this week (SW 21.33)
	spent       bool // turned for home by its endurance check this week (SW 21.3, supply.go)
	noAttack    bool // moved by a war event that allows no attacks this week (events_early.go moveNoAttack)
	// SW 26 (mines.go): mines is a minelayer's endurance modifier this week (26.3,
	// 26.11); smzFrom the OA it entered an SMZ from; smzEntry the SMZ (or advanced
	// base) its leg entered (the transit check's SW 20.3 / 30.4 modifiers, smz.go)
	mines    int
	smzFrom  string
	smzEntry string
}

// Contact is one contact result (design 6.1.1).
type Contact struct {
	Category Category
	Ships    int  // targets in reach
	Tanker   bool // a loner that is a tanker (TD 2, tanker tonnage)
	Zone     string
	Colour   byte // the AAC colour (WP1–5), 0 for [E1]
	// ConvertedBy is what turned a convoy into a task force or special convoy: "bdienst"
	// (design 7.5), "" none.
	ConvertedBy string
	// Coastal: a loner contact fought as coastal traffic (SW 13.23, coastal.go).
	Coastal bool
	// InPort: the targets are in port (SW 14.18: a naval-base raid, SW 30.41, or the
	// captured minefield plans; smz.go raidContact).
	InPort bool
	// Transit: met in a transit encounter (SW 15.4; the sub fight's −2, subsub.go).
	Transit bool
}

// contactEvent is the contact event of k (design 9.3).
func (c *Campaign) contactEvent(b *Boat, k Contact) *ContactEvent {
	e := &ContactEvent{Boat: b.ID, Zone: k.Zone, Category: k.Category, Ships: k.Ships}
	if k.ConvertedBy != "" {
		by := k.ConvertedBy
		e.ConvertedBy = &by
	}
	return e
}

// airLevel is the chart's air cover as a number: none 0, light 1, heavy 2 (design 6.1.1).
func airLevel(code byte) int {
	switch code {
	case 'L':
		return 1
	case 'H':
		return 2
	}
	return 0
}

// rowPeriod is the war period whose WP1–5 chart row an OA uses this week (design 7.1):
// the current one, except SW 30.31 (the Arctic OAs use the WP2 row until Barbarossa,
// then the WP3 row, until WP4) and SW 30.33 (the Baltic uses the WP1 row only in
// 1939-09, then the WP2 row until Barbarossa) and SW 30.32 (Bermuda, the Sargasso Sea
// and Mid-Ocean use the WP4 row in WP5 until Torch: torch.go torchRow).
func (c *Campaign) rowPeriod(oa string) int {
	wp := c.Period
	if wp > 3 {
		return c.torchRow(oa, wp)
	}
	before := c.Now.Before(c.Data.Fixed.Barbarossa)
	switch oa {
	case "norwegian_sea", "barents_sea":
		if before {
			return 2
		}
		return 3
	case "baltic_sea":
		if before && c.Now.Month != FirstMonth {
			return 2
		}
	}
	return wp
}

// chartRow is an OA's WP1–5 chart row and air this week (design 7.1, rowPeriod).
func (c *Campaign) chartRow(oa string) (row string, air byte) {
	ch := c.Data.Charts.Early[oa]
	wp := c.rowPeriod(oa)
	return ch.Rows[wp-1], ch.Air[wp-1]
}

// redBoxes is an OA's red-box count this week (the row's r<n> in WP1–5, 7.3 red in
// WP6–10).
func (c *Campaign) redBoxes(oa string) int {
	if c.Period <= 5 && c.Data.Charts.Early[oa] != nil {
		row, _ := c.chartRow(oa)
		if row == "-" {
			return 0
		}
		return RedCount(row)
	}
	if c.isInvasionZone(oa) { // design 8.5 WP8: the Channel SMZ's own red boxes
		return c.Data.Map.Invasion.Red + c.eventRed(oa)
	}
	if c.Period <= 5 && smzKind(c.Data.Map.Zones[oa].Kind) || c.Period >= 6 && c.Data.Map.Zones[oa].Kind == KindSMZ {
		return c.smzRed(oa) // an SMZ patrol's contact (smz.go)
	}
	return c.Data.Map.RedBoxes(oa, c.Period) + c.eventRed(oa)
}

// zoneAir is an OA's air cover this war period (design 7.1, 7.3, 7.6.3).
func (c *Campaign) zoneAir(oa string) int {
	if c.spainNoAir(oa) { // SW 36.63F, political module (spain.go)
		return 0
	}
	if c.usAir(oa) { // SW 36.63L light air cover before WP4 (westwaters.go)
		return 1
	}
	if c.Period <= 5 {
		if c.Data.Charts.Early[oa] != nil {
			_, air := c.chartRow(oa)
			if oa == "mid_ocean" && c.Period == 5 {
				if _, ok := c.Events[azoresKey]; ok {
					return max(1, airLevel(air)) // SW WP5 10 again: "afterwards Mid-Ocean has light air cover"
				}
			}
			return airLevel(air)
		}
		if smzKind(c.Data.Map.Zones[oa].Kind) {
			return c.smzAir(oa) // SW 20.5 (smz.go)
		}
		return 0
	}
	if ch := c.lateChart(oa); ch != nil {
		return airLevel(ch.Air[c.Period-6])
	}
	if c.Data.Map.Zones[oa].Kind == KindSMZ {
		return c.smzAir(oa) // SW 20.5 (smz.go)
	}
	return 0
}

// transitThreshold is an OA's transit threshold (design 7.1: the index of the first red
// or red-dot box, 10 if none; 7.3: 10 − red).
func (c *Campaign) transitThreshold(oa string) int {
	if c.Period >= 6 {
		return 10 - c.redBoxes(oa)
	}
	row, _ := c.chartRow(oa)
	for i := 0; i < len(row); i++ {
		if ch := row[i]; ch == 'R' || (ch >= 'a' && ch <= 'z') {
			return i
		}
	}
	return 10
}

// TransitCheck makes a transit check for b against the reference OA ref (design 7.4):
// d10 + modifiers ≥ the threshold triggers a Transit Event: first d10 → column by WP,
// second → W none, G Spotted, O Spotted RTB, B Spotted damaged RTB, R lost. tzMod is
// the sum of the TZ modifiers crossed (3.4); patrolMove adds +1 (+2 more on entering an
// SMZ is the caller's tzMod). It reports whether the boat was lost.
//
// An unmodified 0 that triggers no event, for a boat in transit (outbound or returning)
// that did not leave base this turn and is not in cautious transit, is a transit
// encounter (SW 15.4): a search in the reference OA and, on a contact, an engagement
// (decided by p, then standing orders, then the AI); a returning boat first rolls d10:
// 0–5 it has no torpedoes left, only its gun (SW 15.43).
func (c *Campaign) TransitCheck(b *Boat, ref string, tzMod int, patrolMove, cautious bool) (lost bool, err error) {
	return c.transitCheck(b, ref, tzMod, patrolMove, cautious, nil)
}

func (c *Campaign) transitCheck(b *Boat, ref string, tzMod int, patrolMove, cautious bool, p Decider) (lost bool, err error) {
	var m Mods
	if patrolMove {
		m.Add(1, "7.4 patrol move")
	}
	if z := c.Data.Map.Zones[ref]; z.Coastal || c.zoneAir(ref) > 0 {
		m.Add(1, "7.4 coastal or air icon")
	}
	if cautious {
		m.Add(-1, "7.4 cautious")
	}
	if b.Markers.Spotted && c.Period >= 3 {
		m.Add(1, "7.4 Spotted (WP3+)")
	}
	m.Add(b.Markers.Inexp, "7.4 Inexp")
	m.Add(tzMod, "3.4 transit zones crossed")
	if z := b.week.smzEntry; z != "" {
		smz, naval := c.smzEntry(z)
		m.Add(smz, "SW 20.3 entering an SMZ")
		m.Add(naval, "SW 30.4 entering a naval base")
	}
	m.Add(c.congregation(ref), "7.4 congregation")
	if b.Markers.Schnorchel && c.Period >= 7 {
		m.Add(-2, "7.4 schnorchel WP7+")
	}
	th := c.transitThreshold(ref)
	nat, total := c.d10(&m)
	ev := total >= th
	res := "none"
	if ev {
		res = "event"
	}
	c.rolled(TabTransit, ref, "1d10", &m, total, res, nat)
	if c.Log != nil {
		c.emit(TTransitCheck, &TransitCheckEvent{Boat: b.ID, RefZone: ref, Threshold: th, Total: total, Event: ev})
	}
	if !ev {
		if nat == 0 && !cautious && !b.week.sailed && (b.State == Outbound || b.State == Returning) && !noAttacks(b) { // (a mission or mines: no attacks, 8.5, SW 26.0)
			return c.transitEncounter(b, ref, p)
		}
		return false, nil
	}
	f1 := c.Dice.D10()
	col := transitColumn(c.Period, f1)
	c.rolled(TabTransitCol, periodKey(c.Period), "1d10", nil, f1, strconv.Itoa(col), f1)
	f2 := c.Dice.D10()
	r := transitResultKey[transitGrid[col-1][f2]]
	c.rolled(TabTransitResult, strconv.Itoa(col), "1d10", nil, f2, r, f2)
	r = c.flakTransit(b, r) // design 4.2 VIIC Flak: "B" → "O" once a patrol (deploy.go)
	switch r {
	case TransitNone:
		if c.Log != nil {
			c.emit(TTransitEvent, &TransitEventEvent{Boat: b.ID, Column: col, Result: r})
		}
		return false, nil
	case TransitLost:
		if c.Log != nil {
			c.emit(TTransitEvent, &TransitEventEvent{Boat: b.ID, Column: col, Result: r})
		}
		return true, c.lose(b, Sunk, "transit")
	}
	b.Markers.Spotted = true
	b.Markers.RTB = b.Markers.RTB || r != TransitSpotted
	if c.Log != nil {
		c.emit(TTransitEvent, &TransitEventEvent{Boat: b.ID, Column: col, Result: r})
	}
	if r == TransitDamagedRTB {
		return c.addDamage(b, 1, "transit")
	}
	return false, nil
}

// transitEncounter is SW 15.4 (design 7.4): a search in the reference OA and the
// engagement of its contact; no wolfpack, no coastal option.
func (c *Campaign) transitEncounter(b *Boat, ref string, p Decider) (bool, error) {
	if noAttacks(b) {
		return false, nil // design 8.5 "no attacks" (missions.go)
	}
	if b.State == Returning {
		r := c.Dice.D10()
		b.week.noTorpedoes = r <= 5
		c.rolled(TabRTBTorpedoes, "", "1d10", nil, r, okKey(b.week.noTorpedoes), r)
	}
	var k Contact
	if c.Period >= 6 {
		k = c.searchE1(b, ref)
	} else {
		b.week.encounter = true        // SW 15.45 (subsub.go)
		k = c.searchAAC(b, ref, false) // SW 30.5: not a station search
		b.week.encounter = false
	}
	k.Transit = true
	if k.Category == CatNone {
		return false, nil
	}
	if c.Log != nil {
		e := c.contactEvent(b, k)
		e.Transit = true
		c.emit(TContact, e)
	}
	return c.Engage(b, k, p)
}

// addDamage adds n damage markers (design 6.1.4): with 3 or more the boat is sunk
// [SW 18.2]; reaching 2 rolls the loss check d10 > Defence → sunk [SW 18.1]. It reports
// whether the boat was lost.
func (c *Campaign) addDamage(b *Boat, n int, cause string) (bool, error) {
	c.zoomF1Damage(b) // F1 damage after a zoom: the damage table on arrival (6.2.3)
	// design 9.3 uboat_lost cause: a boat sunk by the damage of an air attack or a
	// transit event is lost to that ("aircraft", "transit": the 10.2 share of losses in
	// transit and to aircraft); other damage sinks it by the damage check
	lostTo := "damage_check"
	if cause == "aircraft" || cause == "transit" {
		lostTo = cause
	}
	if b.Markers.Damage+n >= 3 {
		return true, c.lose(b, Sunk, lostTo)
	}
	b.Markers.Damage += n
	if c.Log != nil {
		c.emit(TUboatDamaged, &UboatDamagedEvent{Boat: b.ID, Markers: b.Markers.Damage, Cause: cause})
	}
	if c.weatherAt(b.Zone) == 965 { // 6.1.4, SW 7.41: any damage at 965 mb, d10 − ace > Defence → sunk
		var m Mods
		m.Add(-aceValue(b), "SW 7.41 ace")
		nat, total := c.d10(&m)
		sunk := total > c.Data.Types[b.Type].Defence
		res := "survives"
		if sunk {
			res = "sunk"
		}
		c.rolled(TabWeatherLoss, b.Zone, "1d10", &m, total, res, nat)
		if sunk {
			return true, c.lose(b, Sunk, "weather")
		}
	}
	if b.Markers.Damage < 2 {
		return false, nil
	}
	def := c.Data.Types[b.Type].Defence
	r := c.Dice.D10()
	sunk := r > def
	res := "survives"
	if sunk {
		res = "sunk"
	}
	c.rolled(TabLossCheck, "", "1d10", nil, r, res, r)
	if sunk {
		return true, c.lose(b, Sunk, lostTo)
	}
	return false, nil
}

// congregation is the congregation step of an OA (design 7.1, 7.3, 7.4): 1 per 6 boats
// on station there beyond 6, a part counting (7–12 boats 1, 13–18 boats 2 …: 7.3 says
// "7+ boats").
func (c *Campaign) congregation(oa string) int {
	n := 0
	for _, b := range c.Boats {
		if b.State == OnStation && b.Zone == oa {
			n++
		}
	}
	if n <= 6 {
		return 0
	}
	return (n - 6 + 5) / 6
}

// Search makes b's weekly activity roll in its OA (design 7.1–7.3) and returns the
// contact (Category none for no contact).
func (c *Campaign) Search(b *Boat) Contact {
	b.week.searched = true
	if onSMZ(b) {
		return c.smzSearch(b) // SW 20.4 (smz.go)
	}
	if c.Period >= 6 {
		return c.searchE1(b, b.Zone)
	}
	return c.searchAAC(b, b.Zone, c.virginSearch(b.Zone)) // SW 30.51 (virgin.go)
}

// colourMod is the contact modifier of an AAC colour (design 7.1).
func colourMod(col byte) int {
	switch col | 0x20 { // lower case: a red dot keeps its colour's traffic
	case 'g':
		return -1
	case 'b':
		return 1
	case 'r':
		return 3
	}
	return 0
}

// searchAAC is the WP1–5 search (design 7.1) and contact roll (7.2); virgin: the OA's
// virgin week (SW 30.51: +2, a convoy met as loners; virgin.go).
func (c *Campaign) searchAAC(b *Boat, oa string, virgin bool) Contact {
	return c.searchChart(b, oa, oa, virgin)
}

// searchChart is searchAAC of a boat in zone reading oa's chart: zone is oa, or an SMZ
// on patrol read on its entering OA's chart one colour level up (SW 20.4, smz.go).
func (c *Campaign) searchChart(b *Boat, zone, oa string, virgin bool) Contact {
	wp := c.Period
	ch := c.Data.Charts.Early[oa]
	out := Contact{Category: CatNone, Zone: zone}
	smz := zone != oa
	row, _ := c.chartRow(oa)
	if row == "-" {
		return out
	}
	var m Mods
	if oa == c.War.BDienstArea {
		m.Add(1, "7.1 B-Dienst area")
	}
	intel := c.War.IntelMod
	lag := 0
	if r := c.Data.Map.Zones[oa].Region; (r == "arctic" || r == "med") && c.fourRotorLag() {
		lag = 1 // SW 7.31: four-rotor Enigma in the Arctic and Mediterranean
	}
	if b.Nation == "it" && c.Period <= 5 {
		// SW 7.32 (design 7.7): an Italian boat ignores a negative Enigma level (its
		// codes were never broken); the four-rotor lag is part of that level (WP6–10:
		// the levels are folded into the gates, design 7.7)
		e := c.enigmaLevel()
		intel += max(0, e-lag) - e
	} else {
		intel -= lag
	}
	m.Add(max(-3, min(3, intel)), "7.7 B-Dienst + Enigma")
	if b.Markers.Spotted && wp >= 3 {
		m.Add(-1, "7.1 Spotted (WP3+)")
	}
	m.Add(-b.Markers.Inexp, "7.1 Inexp")
	if italianInNorth(b, oa) {
		m.Add(-1, "7.1 SW 30.82 Italian boat in northern waters") // design 4.8 (betasom.go)
	}
	if b.week.packFail {
		m.Add(-3, "8.1 failed wolfpack join")
	}
	recon := c.reconOver(b, oa)
	m.Add(recon, "7.9 recon aircraft")
	m.Add(c.earlySearch(zone, false), "8.5 war event")
	if virgin {
		m.Add(2, "SW 30.51 virgin waters")
	}
	switch c.weatherAt(zone) {
	case 990:
		m.Add(-2, "7.1 weather 990 mb")
	case 965:
		m.Add(-3, "7.1 weather 965 mb")
	}
	if strings.ContainsAny(row, "BRbr") && !smz { // (SW 20.2: none on an SMZ mission)
		m.Add(-c.congregation(oa), "7.1 congregation")
	}
	nat, total := c.d10(&m)
	cell := max(0, min(9, total))
	col := row[cell]
	if smz {
		col = shiftColour(col) // SW 20.4: one colour level up
	}
	c.rolled(TabAAC, oa, "1d10", &m, total, cellKey(col), nat)
	if k, by := c.earlyNine(zone, total); k != "" { // 8.5 WP3–5 Baltic operations (events_early.go)
		if c.Log != nil {
			c.emit(TSearch, &SearchEvent{Boat: b.ID, Zone: zone, Method: "aac", Result: cellKey(col)})
		}
		out.Colour, out.Category, out.Ships, out.ConvertedBy = col, k, categoryReach(k), by
		return out
	}
	if nat == 0 && b.week.encounter && c.subIconIn(ch, wp) {
		out.Category, out.Ships = CatSubmarine, 1 // SW 15.45: no second 0 needed (subsub.go)
		if c.Log != nil {
			c.emit(TSearch, &SearchEvent{Boat: b.ID, Zone: zone, Method: "aac", Result: cellKey(col)})
		}
		return out
	}
	if ev := c.subZeros(zone); nat == 0 && (col == 'W' && c.subIconIn(ch, wp) || ev != "") {
		s := c.Dice.D10() // SW 13.21; 8.5 Baltic operations "search roll 0 then 0" (subsub.go)
		res := "none"
		if s == 0 {
			res = string(CatSubmarine)
			out.Category, out.Ships, out.ConvertedBy = CatSubmarine, 1, ev
		}
		c.rolled("SUB_SECOND", oa, "1d10", nil, s, res, s)
		if s == 0 {
			if c.Log != nil {
				c.emit(TSearch, &SearchEvent{Boat: b.ID, Zone: zone, Method: "aac", Result: cellKey(col)})
			}
			return out
		}
	}
	if col == 'W' {
		if c.Log != nil {
			c.emit(TSearch, &SearchEvent{Boat: b.ID, Zone: zone, Method: "aac", Result: "W"})
		}
		return out
	}
	if c.Log != nil {
		c.emit(TSearch, &SearchEvent{Boat: b.ID, Zone: zone, Method: "aac", Result: cellKey(col)})
	}
	out.Colour = col
	var cm Mods
	cm.Add(colourMod(col), "7.1 colour")
	cm.Add(recon, "7.9 recon aircraft")
	cm.Add(c.earlySearch(zone, true), "8.5 war event")
	nat, total = c.d10(&cm)
	prof := c.Data.Charts.Profiles[ch.Profile][wp-1]
	res := prof[max(0, min(11, total))]
	c.rolled(TabContact, ch.Profile, "1d10", &cm, total, cellKey(res), nat)
	converted := false
	if res == 'C' {
		converted = c.bdienstBand(oa, wp, &out)
		if virgin && !converted {
			res = 'L' // SW 30.51: in virgin waters every convoy is met as loners
		}
	}
	switch res {
	case 'L':
		n := c.Dice.D10()
		out.Category, out.Ships = CatLoner, 1
		if n >= 8 {
			out.Ships = 3
		} else if n >= 5 {
			out.Ships = 2
		}
		c.rolled(TabLonerCount, "", "1d10", nil, n, strconv.Itoa(out.Ships), n)
	case 'C':
		if !converted {
			out.Category = CatConvoyL
			if up := col | 0x20; up == 'g' || up == 'o' {
				out.Category = CatConvoyS
			}
		}
		out.Ships = categoryReach(out.Category)
	}
	c.earlyContact(&out, zone) // design 8.5 WP1–5: a contact read anew by a war event
	c.vichyContact(&out, zone) // SW 36.63H the Mediterranean convoys (vichy.go)
	if smz && out.Category != CatNone && out.Category != CatSubmarine && c.inPort(b) {
		c.raidContact(b, &out) // SW 14.18, 30.41 (smz.go)
	}
	return out
}

// bdienstBand rolls the B-Dienst band (design 7.5) for a convoy contact in the B-Dienst
// area: on its task-force or special-convoy faces it sets out's category and reports
// true; elsewhere, or on a convoy face, it reports false (no roll outside the area).
func (c *Campaign) bdienstBand(oa string, wp int, out *Contact) bool {
	if oa != c.War.BDienstArea {
		return false
	}
	bt := bdienstTable[wp-1]
	r := c.Dice.D10()
	res := "convoy"
	switch {
	case r <= bt.tfTop:
		out.Category, res, out.ConvertedBy = CatTaskForce, string(CatTaskForce), "bdienst"
	case r >= bt.specFrom:
		out.Category, res, out.ConvertedBy = CatSpecial, string(CatSpecial), "bdienst"
	}
	c.rolled(TabBDienstBand, periodKey(wp), "1d10", nil, r, res, r)
	return res != "convoy"
}

// searchE1 is the WP6–10 search (design 7.3): an [E1] roll on the OA's column, ship
// results standing only on d10 ≤ the gate.
func (c *Campaign) searchE1(b *Boat, oa string) Contact {
	return c.searchE1In(b, oa, oa)
}

// searchE1In is searchE1 of a boat in zone reading oa's chart: zone is oa, or an SMZ on
// patrol read on its entering OA's chart one level up (SW 20.4 in WP6–10 [designed]:
// the gate +1, no congregation; smz.go smzSearch); the contact is in zone.
func (c *Campaign) searchE1In(b *Boat, zone, oa string) Contact {
	lc := c.lateChart(oa)
	out := Contact{Category: CatNone, Zone: zone}
	a, d := c.Dice.D6(), c.Dice.D6()
	res := e1Table[lc.E1][a+d-2]
	if res == E1None && c.isInvasionZone(oa) {
		res = E1Aircraft // design 3.6, 8.5 WP8: in the Channel "–" reads as Aircraft [H 7.4.3]
	}
	c.rolled(TabE1, lc.E1, "2d6", nil, a+d, res, a, d)
	k, ships, tanker := e1Contact(res)
	gated := false
	if k == CatAircraft && c.weatherAt(zone) == 965 {
		k, gated = CatNone, true // 7.3 item 3: at 965 mb every Aircraft result is "–"
	}
	if k != CatNone && k != CatAircraft && k != CatSubmarine && !c.gateIn(b, zone, oa) {
		gated, k = true, CatNone
	}
	if c.Log != nil {
		shown := res
		if gated {
			shown = E1None
		}
		c.emit(TSearch, &SearchEvent{Boat: b.ID, Zone: zone, Method: "e1", Result: shown, Gated: gated})
	}
	out.Category, out.Ships, out.Tanker = k, ships, tanker
	if k == CatNone {
		out.Ships = 0
	}
	if (k == CatConvoyS || k == CatConvoyL) && c.arcticSortie(oa) {
		r := c.Dice.D10() // 8.5 Arctic sortie: a convoy is a task force on d10 0–2
		res := "convoy"
		if r <= 2 {
			res = string(CatTaskForce)
			out.Category, out.Ships, out.ConvertedBy = CatTaskForce, categoryReach(CatTaskForce), "arctic_sortie"
		}
		c.rolled(TabWarEventZone, "arctic_sortie", "1d10", nil, r, res, r)
	}
	return out
}

// gateStands rolls the gate of design 7.3 for boat b's ship result in oa (WP6–10): it
// stands on d10 ≤ the OA's gate with the modifiers of 7.3, 7.9 and 8.5; logged as GATE.
// The F1 search and the flagship's own [E1] rolls (design 6.2.2) use it.
func (c *Campaign) gateStands(b *Boat, oa string) bool {
	return c.gateIn(b, oa, oa)
}

// gateIn is gateStands of a boat in zone reading oa's gate: zone is oa, or an SMZ on
// patrol (searchE1In): the gate +1 (SW 20.4's one level up [designed]), no congregation
// (SW 20.2), the weather of zone.
func (c *Campaign) gateIn(b *Boat, zone, oa string) bool {
	lc := c.lateChart(oa)
	gate := lc.Gate[c.Period-6]
	var m Mods
	if b.Markers.Spotted {
		m.Add(1, "7.3 Spotted: gate −1")
	}
	if b.Markers.Inexp > 0 {
		m.Add(1, "7.3 Inexp: gate −1")
	}
	if b.week.packFail {
		m.Add(3, "8.1 failed wolfpack join: gate −3")
	}
	m.Add(-c.reconOver(b, oa), "7.9 recon aircraft: gate +1")
	if c.arcticSortie(oa) {
		m.Add(-1, "8.5 Arctic sortie: gate +1")
	}
	if c.returnNA(oa) {
		m.Add(-1, "8.5 return to the North Atlantic: gate +1")
	}
	if zone == oa {
		m.Add(c.congregation(oa), "7.3 congregation: gate −1 each")
	} else {
		m.Add(-1, "SW 20.4 SMZ: one level up, gate +1")
	}
	switch c.weatherAt(zone) {
	case 990:
		m.Add(2, "7.3 weather 990 mb: gate −2")
	case 965:
		m.Add(4, "7.3 weather 965 mb: gate −4")
	}
	nat, total := c.d10(&m)
	stands := gate >= 0 && total <= gate
	r := "stands"
	if !stands {
		r = "none"
	}
	c.rolled(TabGate, oa, "1d10", &m, total, r, nat)
	return stands
}

// --- combat (design 6.1.2–6.1.7) ----------------------------------------------------

// attackValue is AV (design 6.1.3) without the straggler level and reattack bonus.
func (c *Campaign) attackValue(b *Boat) int {
	t := c.Data.Types[b.Type]
	av := t.Attack + c.torpedoValue(b) - b.Markers.Inexp // (SW 36.63H: the French value, vichy.go)
	if a := b.Markers.Ace; a != nil {
		av += a.Value
	}
	return av
}

// escortValue is Es of an OA's region in the current war period (design 7.6.1; the
// region after Torch, SW 30.32: torch.go aswRegion).
func (c *Campaign) escortValue(oa string) int {
	es := c.Data.Charts.EscortValue[c.aswRegion(oa)][c.Period-1]
	if c.returnNA(oa) {
		es = max(0, es-1) // 8.5 WP6 4: escorts −1 E (the first use of the Zaunkönig)
	}
	return es
}

func (c *Campaign) generalASW(oa string) int {
	return c.Data.Charts.GeneralASW[c.aswRegion(oa)][c.Period-1]
}

// Engage resolves a contact by F1 (design 6.1.2–6.1.7): the attack decision (decider,
// standing orders or AI), attack rounds, counterattacks, reattacks, the ace check. It
// reports whether the boat was lost.
func (c *Campaign) Engage(b *Boat, k Contact, p Decider) (lost bool, err error) {
	switch k.Category {
	case CatNone:
		return false, nil
	case CatAircraft:
		return c.airAttack(b)
	case CatSubmarine:
		return c.subFight(b, k) // SW 14.6 (subsub.go)
	}
	if c.usRestricted(k) {
		return false, nil // SW 30.23 with the political module (westwaters.go): the contact passes
	}
	d := c.decision(DecideAttack, b)
	d.Contact = k
	if !b.week.noTorpedoes && ((k.Category.Group() && b.Torpedoes > 0) || b.Torpedoes >= 2) {
		d.add(KeyAttack, c.attackOdds(b, k, c.doctrineOddsMod(b, k))) // (SW 30.81, doctrine.go)
	}
	if c.gunAllowed(b, k) {
		d.add(KeyGun, c.attackOdds(b, k, -1))
	}
	if c.coastalAllowed(b, k) {
		kc := k
		kc.Coastal = true
		d.add(KeyCoastal, c.attackOdds(b, kc, c.doctrineOddsMod(b, kc))) // SW 13.23 (coastal.go); SW 30.81
	}
	d.add(KeyDecline, nil)
	if c.Zoomer != nil && c.zoomTurn != c.Now.Turn()+1 {
		d.add(KeyZoom, nil) // design 6.2.1: one zoomed contact a week
	}
	key, err := c.ask(p, d)
	if err != nil || key == KeyDecline {
		return false, err
	}
	if key == KeyZoom {
		return c.zoom(b, k)
	}
	if key == KeyCoastal {
		k.Coastal, k.Tanker = true, false // SW 13.23: coastal ships, TD 0
	}
	b.week.contact = true
	if key != KeyGun {
		b.week.doctrineNow = c.doctrineBinds(b, k) // SW 30.81 (doctrine.go)
		defer func() { b.week.doctrineNow = false }()
	}
	switch {
	case k.Category.Group():
		lost, err = c.groupBattle(b, k, p)
	default:
		lost, err = c.lonerAttack(b, k, key == KeyGun)
	}
	if err != nil || lost {
		return lost, err
	}
	if b.week.sunk >= 3 && b.week.tons >= 23000 { // SW 14.5 ace check
		c.GainAce(b)
	}
	// 6.1.6: fewer than 2 torpedoes → RTB without an endurance check (step III.5)
	b.week.combatRTB = b.Torpedoes < 2
	return false, nil
}

// groupBattle is the attack round on a group and its counterattack, then reattacks
// (design 6.1.3, 6.1.4, 6.1.7).
func (c *Campaign) groupBattle(b *Boat, k Contact, p Decider) (bool, error) {
	straggler, reattacks := 0, 0
	if k.Category == CatConvoyS || k.Category == CatConvoyL {
		straggler = c.weatherStraggler(k.Zone, 0) // SW 7.41
	}
	for round := 1; ; round++ {
		reattack := round > 1
		e := categoryE(k.Category, c.escortValue(k.Zone))
		if k.InPort && round == 1 {
			e = max(0, e-1) // SW 14.18: escort −1 in the first round and its counterattack
		}
		hit, err := c.groupRound(b, k, round, straggler, reattack, e, 0)
		if err != nil {
			return false, err
		}
		if lost, err := c.counterattack(b, k, true, reattack, e, ""); err != nil || lost {
			return lost, err
		}
		// 6.1.7: reattack convoys and escorted groups; never task forces or specials, but
		// where a war event allows it (8.5 WP1–5; SW 30.41; smz.go eventReattacks)
		if b.Markers.RTB || b.Torpedoes == 0 || ((k.Category == CatTaskForce || k.Category == CatSpecial) && !c.eventReattacks(k.Zone)) {
			return false, nil
		}
		if reattacks >= 1 {
			a := b.Markers.Ace
			if a == nil {
				return false, nil
			}
			r := c.Dice.D10()
			ok := r <= a.Value
			c.rolled(TabReattackAce, "", "1d10", nil, r, okKey(ok), r)
			if !ok {
				return false, nil
			}
		}
		d := c.decision(DecideReattack, b)
		d.Contact = k
		d.add(KeyReattack, c.attackOdds(b, k, straggler+1)) // the level before its roll; +1 reattack
		d.add(KeyBreakOff, nil)
		key, err := c.ask(p, d)
		if err != nil || key == KeyBreakOff {
			return false, err
		}
		reattacks++
		if k.Category == CatConvoyS || k.Category == CatConvoyL {
			r := c.Dice.D10()
			switch {
			case r == 0 || (r != 9 && r < hit):
				straggler = min(2, straggler+1)
			case r == 9:
				straggler = max(0, straggler-1)
			}
			c.rolled(TabStraggler, "", "1d10", nil, r, strconv.Itoa(straggler), r)
		}
	}
}

func okKey(ok bool) string {
	if ok {
		return "yes"
	}
	return "no"
}

// groupRound is one attack round on a group (design 6.1.3): d10 + n on the attack table,
// results capped by the targets in reach, min(Salvo, torpedoes) spent. e is the escort
// value faced (E, or E_eff in a pack, 8.2); bonus is added to AV (+1 for a pack's first
// attacker, 8.2). It returns the ships hit (sunk or damaged).
func (c *Campaign) groupRound(b *Boat, k Contact, round, straggler int, reattack bool, e, bonus int) (int, error) {
	t := c.Data.Types[b.Type]
	av := c.attackValue(b) + straggler + bonus
	td := categoryTD(k.Category)
	if k.InPort {
		td = max(0, td-2) // SW 14.18 in port: Defence −2
	}
	dv := td + e + c.zoneAir(k.Zone)/2
	av -= c.weatherSteps(k.Zone) // 6.1.3: −1 per weather step
	bl := c.coastalBlackout(k.Zone)
	av += bl
	var m Mods
	m.Add(av-bl-dv, "6.1.3 n = AV − DV")
	if bl != 0 {
		m.Add(bl, "SW 30.25 coastal blackout")
	}
	if reattack {
		m.Add(1, "6.1.7 reattack")
	}
	if k.InPort {
		m.Add(2, "SW 14.18 in port")
	}
	reach := categoryReach(k.Category)
	if k.Category == CatEscorted {
		reach = k.Ships
	}
	fire := t.Salvo
	if b.week.doctrineNow { // SW 30.81 [designed]: one torpedo on each target in reach
		m.Add(c.Data.Doctrine.AttackMod, "SW 30.81 torpedo doctrine")
		fire = min(fire, reach)
	}
	nat, total := c.d10(&m)
	sunk, dam, key := groupResult(total)
	if c.weatherAt(k.Zone) == 965 { // SW 7.41: at 965 mb every "damaged" is "sunk"
		sunk, dam = sunk+dam, 0
	}
	sunk = min(sunk, reach)
	dam = min(dam, reach-sunk)
	c.rolled(TabAttackF1, string(k.Category), "1d10", &m, total, key, nat)
	b.Torpedoes -= min(fire, b.Torpedoes)
	if c.Log != nil {
		c.emit(TEngagement, &EngagementEvent{Boat: b.ID, Category: k.Category, Mode: "f1", Round: round, E: e, AV: av, DV: dv, Torpedoes: b.Torpedoes})
	}
	for range sunk {
		c.sinkShip(b, k)
	}
	for range dam {
		c.damageShip(b, k)
	}
	return sunk + dam, nil
}

// lonerAttack attacks each ship of a loner contact (design 6.1.3 loners: d10 + AV − TD,
// 6+ sunk, 4–5 damaged), 2 torpedoes each, then one counterattack if the loner ASW is
// above 0; then a second pass on the survivors at +1 (+1 more if damaged) (6.1.7).
func (c *Campaign) lonerAttack(b *Boat, k Contact, gun bool) (bool, error) {
	td := lonerTD(k)
	if k.InPort {
		td = max(0, td-2) // SW 14.18 in port: Defence −2
	}
	av := c.attackValue(b) - c.weatherSteps(k.Zone) // 6.1.3: −1 per weather step
	bl := c.coastalBlackout(k.Zone)
	av += bl
	if gun {
		av-- // 6.1.3 gun attack: AV − 1
		b.week.gunOnly = !b.week.torpedoed
	}
	state := make([]int, 0, 3) // per ship: 0 missed, 1 damaged, 2 sunk
	spread := 2
	if b.week.doctrineNow {
		spread = 1 // SW 30.81 [designed]: one torpedo at each ship (doctrine.go)
	}
	attack := func(pass int, prev int) int {
		if !gun && b.Torpedoes < spread {
			return prev
		}
		if gun && (b.State != OnStation || b.Markers.RTB) {
			return prev // sunk or sent home by an armed merchant
		}
		var m Mods
		m.Add(av-bl-td, "6.1.3 AV − TD")
		if bl != 0 {
			m.Add(bl, "SW 30.25 coastal blackout")
		}
		if k.InPort {
			m.Add(2, "SW 14.18 in port")
		}
		if spread == 1 && !gun {
			m.Add(c.Data.Doctrine.AttackMod, "SW 30.81 torpedo doctrine")
		}
		if pass > 1 {
			m.Add(1, "6.1.7 second pass")
			if prev == 1 {
				m.Add(1, "6.1.7 damaged ship")
			}
		}
		nat, total := c.d10(&m)
		res, out := "missed", 0
		switch {
		case total >= 6:
			res, out = "sunk", 2
		case total >= 4:
			res, out = "damaged", 1
			if c.weatherAt(k.Zone) == 965 {
				res, out = "sunk", 2 // SW 7.41
			}
		}
		col := strconv.Itoa(pass)
		if gun {
			col = "gun"
		}
		c.rolled(TabLonerF1, col, "1d10", &m, total, res, nat)
		if gun {
			b.Markers.Spotted = true // SW 27: a gun attack gives the boat away
		} else {
			b.Torpedoes -= spread
			b.week.torpedoed, b.week.gunOnly = true, false
		}
		if c.Log != nil {
			c.emit(TEngagement, &EngagementEvent{Boat: b.ID, Category: k.Category, Mode: "f1", Round: pass, E: 0, AV: av, DV: td, Torpedoes: b.Torpedoes, Gun: gun})
		}
		switch {
		case out == 2:
			c.sinkShip(b, k)
		case out == 1 && prev == 0:
			c.damageShip(b, k)
		}
		return max(out, prev)
	}
	for range k.Ships {
		if gun && c.Period >= 3 && b.State == OnStation && !b.Markers.RTB {
			r := c.Dice.D10() // 6.1.3: WP3+, is the merchant armed?
			armed := r <= 2
			c.rolled(TabArmed, "", "1d10", nil, r, okKey(armed), r)
			if armed {
				if lost, err := c.counterattack(b, k, false, false, 0, "A"); err != nil || lost {
					return lost, err
				}
			}
		}
		state = append(state, attack(1, 0))
	}
	if c.lonerAirASW(k)+c.redBoxes(k.Zone)/2+c.generalASW(k.Zone) > 0 {
		if lost, err := c.counterattack(b, k, false, false, 0, ""); err != nil || lost {
			return lost, err
		}
	}
	if b.Markers.RTB || gun { // no second pass with the gun [reading of 6.1.7]
		return false, nil
	}
	for i, s := range state {
		if s < 2 {
			state[i] = attack(2, s)
		}
	}
	return false, nil
}

// lonerTD is a loner's TD (design 6.1.1: 1, a tanker 2; coastal traffic 0, SW 13.23).
func lonerTD(k Contact) int {
	switch {
	case k.Coastal:
		return 0
	case k.Tanker:
		return 2
	}
	return 1
}

// gunAllowed reports whether b may attack loner contact k with its gun (design 6.1.3,
// SW 27): a loner, the boat has a gun, no air cover and no weather in the OA, no escort.
func (c *Campaign) gunAllowed(b *Boat, k Contact) bool {
	return k.Category == CatLoner && !c.Data.Types[b.Type].NoGun && c.zoneAir(k.Zone) == 0 && c.weatherAt(k.Zone) == 0
}

// tonnage rolls the tons of one ship sunk (design 6.1.1 tonnage tables) and its class.
func (c *Campaign) tonnage(b *Boat, k Contact) (int, string) {
	r := c.Dice.D10()
	tons, class, col := tonsMerchant[r], "merchant", "merchant"
	switch {
	case k.Coastal:
		tons, class, col = tonsCoastal, "coastal", "coastal" // SW 13.23
	case k.Category == CatTaskForce:
		tons, class, col = tfUnits[r].tons, tfUnits[r].class, "task_force"
	case k.Category == CatSpecial:
		tons, class, col = tonsSpecial[r], "liner", "special"
	case k.Tanker:
		tons, class, col = tonsTanker[r], "tanker", "tanker"
	}
	if c.Log != nil {
		c.rolled(TabTonnage, col, "1d10", nil, r, strconv.Itoa(tons), r)
	}
	if class == "merchant" && (c.Period == 4 || c.Period == 5) &&
		(k.Zone == "caribbean" || k.Zone == "gulf_of_mexico" || k.Zone == "us_east_coast") {
		s := c.Dice.D10() // 6.1.1: the 1942 tanker massacre
		res := "merchant"
		if s <= 3 {
			res = "tanker"
		}
		c.rolled(TabTankerF1, k.Zone, "1d10", nil, s, res, s)
		if s <= 3 {
			t := c.Dice.D10()
			tons, class = tonsTanker[t], "tanker"
			if c.Log != nil {
				c.rolled(TabTonnage, "tanker", "1d10", nil, t, strconv.Itoa(tons), t)
			}
		}
	}
	return tons, class
}

// sinkShip books one ship sunk by b (design 9.3 ship_sunk, 10.3 counters, 7.8 count).
func (c *Campaign) sinkShip(b *Boat, k Contact) {
	tons, class := c.tonnage(b, k)
	c.bookSunk(b, tons, class, k.Zone)
}

// bookSunk books one ship of class and tons sunk by b in zone (the boat's, the month's
// and the war's tallies; ship_sunk; SW 36.53).
func (c *Campaign) bookSunk(b *Boat, tons int, class, zone string) {
	b.PatrolShips++
	b.PatrolTons += tons
	b.CareerShips++
	b.CareerTons += tons
	b.week.sunk++
	b.week.hit++
	b.week.tons += tons
	c.War.Month.Ships++
	c.War.Month.Tons += tons
	c.War.Total.Ships++
	c.War.Total.Tons += tons
	if c.Log != nil {
		c.emit(TShipSunk, &ShipEvent{Boat: b.ID, Tons: tons, Class: class, Zone: zone})
	}
	if c.pol != nil {
		c.politicalSunk(b, class) // SW 36.53 (political.go)
		c.westSunk(zone)          // SW 36.63J/L (westwaters.go)
	}
}

// damageShip books one ship damaged (F1 rolls no tonnage for it: tons 0).
func (c *Campaign) damageShip(b *Boat, k Contact) {
	b.week.hit++
	if c.Log != nil {
		class := "merchant"
		if k.Coastal {
			class = "coastal" // SW 13.23
		}
		c.emit(TShipDamaged, &ShipEvent{Boat: b.ID, Class: class, Zone: k.Zone})
	}
}

// counterattack is the counterattack after an attack round (design 6.1.4); e is the
// escort value the group attack faced (E or E_eff); fixed, if set, is the column to use
// (an armed merchant's "A", 6.1.3).
func (c *Campaign) counterattack(b *Boat, k Contact, group, reattack bool, e int, fixed string) (bool, error) {
	t := c.Data.Types[b.Type]
	air, red, gen := c.zoneAir(k.Zone), c.redBoxes(k.Zone), c.generalASW(k.Zone)
	asw := c.lonerAirASW(k) + red/2 + gen // SW 13.23B: coastal.go
	if group {
		asw = e + air + red + gen
	}
	subd := t.Defence - b.Markers.Inexp
	if a := b.Markers.Ace; a != nil {
		subd += a.Value
	}
	col := caColumn(asw - subd)
	if fixed != "" {
		col = fixed
	}
	var m Mods
	m.Add(b.Markers.Damage, "6.1.4 damage markers")
	if b.Markers.Spotted {
		m.Add(1, "6.1.4 Spotted")
	}
	if reattack {
		m.Add(1, "6.1.4 after a reattack")
	}
	nat, total := c.d10(&m)
	res := c.Data.Charts.Counterattack[col][max(0, min(11, total))]
	c.rolled(TabCounterF1, col, "1d10", &m, total, res, nat)
	if res == "X" {
		if c.Log != nil {
			c.emit(TCounterattack, &CounterattackEvent{Boat: b.ID, ASW: asw, SubD: subd, Column: col, Result: res})
		}
		return true, c.lose(b, Sunk, "combat")
	}
	held := res == "R" && c.eventHolds(b) // 8.5 WP1 8 Weserübung (d): an undamaged boat ignores an "R" (events_early.go)
	if res != "-" {
		b.Markers.Spotted = true
		b.Markers.RTB = b.Markers.RTB || (res != "S" && !held)
	}
	if c.Log != nil {
		c.emit(TCounterattack, &CounterattackEvent{Boat: b.ID, ASW: asw, SubD: subd, Column: col, Result: res, Held: held})
	}
	switch res {
	case "D":
		return c.addDamage(b, 1, "combat")
	case "DD":
		return c.addDamage(b, 2, "combat")
	}
	return false, nil
}

// airAttack is the F1 air attack of a WP6–10 Aircraft result (design 6.1.5).
func (c *Campaign) airAttack(b *Boat) (bool, error) {
	t := c.Data.Types[b.Type]
	var m Mods
	if b.Markers.Schnorchel {
		m.Add(-2, "6.1.5 schnorchel (crash dive +2)")
	}
	if c.Now.Month >= MonthOf(1944, 1) {
		m.Add(1, "6.1.5 1944–45 (crash dive −1)")
	}
	m.Add(b.Markers.Inexp, "6.1.5 Inexp (crash dive −)")
	nat, total := c.d10(&m)
	dived := total <= t.CrashDive
	res := "attacked"
	if dived {
		res = "dived"
	}
	c.rolled(TabAirDiveF1, b.Type, "1d10", &m, total, res, nat)
	if dived {
		if c.Log != nil {
			c.emit(TAirAttack, &AirAttackEvent{Boat: b.ID, Zone: b.Zone, Result: "dived"})
		}
		return false, nil
	}
	r := c.Dice.D10()
	res, dmg := "spotted", 0
	switch {
	case r >= 8:
		res, dmg = "damaged_2", 2
	case r >= 5 && b.Type == typeVIICFlak && !b.flakAirUsed:
		// design 6.1.5: a VIIC Flak reads its first 5–7 of a patrol as Spotted
		res, b.flakAirUsed = "spotted_flak", true
	case r >= 5:
		res, dmg = "damaged", 1
	}
	c.rolled(TabAirF1, "", "1d10", nil, r, res, r)
	b.Markers.Spotted = true
	b.Markers.RTB = b.Markers.RTB || dmg > 0
	if res == "spotted_flak" { // the roll says why; the attack's result is Spotted
		res = "spotted"
	}
	if c.Log != nil {
		c.emit(TAirAttack, &AirAttackEvent{Boat: b.ID, Zone: b.Zone, Result: res})
	}
	if dmg > 0 {
		return c.addDamage(b, dmg, "aircraft")
	}
	return false, nil
}

// EnduranceCheck is the endurance check (design 6.1.8): d10 + modifiers > Endurance +
// min(0, torpedo value) → RTB. Negative modifiers do not add up (the largest counts);
// positive ones do.
func (c *Campaign) EnduranceCheck(b *Boat) {
	t := c.Data.Types[b.Type]
	target := t.Endurance + min(0, c.War.TorpedoValue)
	var m Mods
	duty := b.Markers.WeatherDuty && b.Zone == "greenland_gap"
	switch {
	case duty: // design 6.1.8, 8.5: weather-reporting duty −2 and no other modifier
		m.Add(-2, "6.1.8 weather-reporting duty")
	case b.week.mines != 0: // SW 26.3, 26.11: a minelayer's week, no search modifier (mines.go)
		if b.week.mines > 0 || t.Tanker == 0 { // (U-tankers never take negative modifiers)
			m.Add(b.week.mines, "6.1.8 SW 26.3/26.11 minelaying")
		}
	case t.Tanker > 0: // U-tankers never take negative modifiers
	case b.week.lieLow || !b.week.searched:
		m.Add(-2, "6.1.8 skipped search")
	case !b.week.contact || b.week.gunOnly:
		m.Add(-1, "6.1.8 no contact or gun only")
	case b.week.doctrine:
		m.Add(c.Data.Doctrine.EnduranceMod, "6.1.8 SW 30.81 torpedo doctrine") // (doctrine.go)
	}
	if b.home != "" && !duty {
		if n, ok := c.Data.Map.RangesFrom(b.home)[b.Zone]; ok && n == t.RangeIn(c.Period) {
			m.Add(1, "6.1.8 at maximum range")
		}
	}
	if !duty {
		if b.Markers.Damage > 0 {
			m.Add(1, "6.1.8 damaged")
		}
		m.Add(b.Markers.Inexp, "6.1.8 Inexp")
		if italianInNorth(b, b.Zone) {
			m.Add(1, "6.1.8 SW 30.82 Italian boat in northern waters") // design 4.8 (betasom.go)
		}
		if b.week.hit >= 3 {
			m.Add(1, "6.1.8 sank or damaged 3+ ships")
		}
	}
	nat, total := c.d10(&m)
	rtb := total > target
	res := "stays"
	if rtb {
		res = "rtb"
		if c.eventHolds(b) {
			rtb, res = false, "held" // 8.5 WP1 8 Weserübung (d) (events_early.go)
		}
	}
	c.rolled(TabEndurance, b.Type, "1d10", &m, total, res, nat)
	b.Markers.RTB = b.Markers.RTB || rtb
	if c.Log != nil {
		c.emit(TEndurance, &EnduranceEvent{Boat: b.ID, Target: target, Total: total, RTB: rtb})
	}
}

// cellKey is a chart cell's letter as a result key (design 7.1 W G O B R, lower case
// red dot; 7.2 - L C), without allocating.
func cellKey(ch byte) string {
	const letters = "WGOBRgobr-LC"
	for i := 0; i < len(letters); i++ {
		if letters[i] == ch {
			return letters[i : i+1]
		}
	}
	return "?"
}
