package bdu

import (
	"fmt"
	"slices"
)

// SW 20.1–20.7 (overview.md [20.0]) and SW 30.4 as design 5 III.1 and 7.4 take them: the
// special-mission-zone patrols the WP1–5 war events order (design 8.5 "the complete SW
// tables … with SW 5.3 forced deployments"): Scapa Flow (WP1 3 again), Narvik
// (Weserübung, WP1 8), the English Channel (Dunkirk WP1 9, Dieppe WP5 1), Gibraltar
// (risky attacks, WP3 7), the US Canal Zone (WP4 0), Casablanca (Torch, WP5 0 again),
// the Azores (WP5 10 again) and the port of the captured minefield plans (WP5 4 again).
// An entry's `smz:` (data/campaign.yaml war_events_wp1_5) is the order.
//
// Procedure, each step with its rule:
//   - SW 5.3 and 20.1: the boats enter only from a linked OA (or the OAs the entry names,
//     Torch's "every German Atlantic boat in the SW Approaches and Morocco"): (1) boats on
//     station there make a patrol move in, (2) outbound boats there not RTB turn in, (3)
//     for an "N boats" order, Ready boats of an open base at most 1 MP away sail for it;
//     within each group the player's pick when more fit than needed (DecideEventBoat,
//     events_choice.go; the AI: the stable order of design 5); German boats with torpedoes, not RTB,
//     on no other mission, not held to the Arctic (arcticUntil); too few: no penalty. The
//     boats are listed as the event's orders and act this turn (b.week.forced).
//   - design 7.4 and SW 20.3, 20.7, 20.8, 30.4: the leg that enters the zone makes its
//     transit check with +2 for entering an SMZ (none for an open advanced base), +2 more
//     for a naval base (Scapa Flow, Gibraltar), the transit-zone modifier of 3.4 for the
//     Channel and Gibraltar (move), +1 for a patrol move; its reference is the OA entered
//     with the most red boxes, or the entering OA when the leg enters none. At a naval
//     base a Spotted result is Spotted RTB (30.4).
//   - SW 20.4: the search reads the entering OA's AAC (its row, air, sub icon, contact
//     profile and B-Dienst area) with the result one colour level up (green → orange →
//     blue → red; red and white stay; a red dot keeps its dot); the event's search
//     modifiers and contact readings for the zone apply; no congregation (20.2), no
//     virgin waters, no home-waters second search; no wolfpack forms there [reading:
//     8.1 gathers the boats of an OA and its neighbours] but where the entry allows it
//     (packs:, Torch's Casablanca: among the boats on patrol there, smzPacks).
//   - SW 20.5: the zone's air is its linked OAs' strongest, light read as heavy; its red
//     boxes (counterattack ASW) its linked OAs' most [designed: SW names none].
//   - SW 20.6: after its week the boat goes back to the OA it came from (Done) and makes
//     its endurance check there; the entry may instead send it home at the end of the turn
//     (after: rtb, Dunkirk) or keep it there while the event lasts, home in its last week
//     (after: stay, Weserübung's Narvik).
//   - an entry's `reattacks:` zones allow reattacks on task forces and special convoys
//     there (6.1.7 forbids them otherwise); `in_port` makes every target there in port
//     (SW 14.18, inPort below); lost_ends ends the entry for good (no event) once that
//     many boats are lost on the patrol in one week (risky attacks: 3).
//
// The 30.4 raid itself (one boat in WP1–2 into Scapa Flow or Gibraltar, every contact a
// task force in port, 30.41) is the station decision's option raid_<zone> (raidOptions).

// SMZ order "after" values (SW 20.6).
const (
	SMZBack = "back" // back to the entering OA, endurance check there (default)
	SMZRTB  = "rtb"  // RTB at the end of the turn
	SMZStay = "stay" // stays while the event lasts; RTB in its last week
)

// SMZOrder is an entry's SMZ patrol (SW 20.3–20.7; design 8.5 "N boats to X" into a
// special-mission zone): Boats boats (−1: every fit boat of From) enter Zone from From
// (the zone's linked OAs when empty); not of NotTypes; After says what they do after
// their week; LostEnds > 0 ends the entry once that many are lost there in one week;
// Ports, when set, are the d10 bands of the zone (the captured minefield plans), and
// InPort makes every target met there in port (SW 14.18).
type SMZOrder struct {
	Zone     string
	Boats    int
	From     []string
	NotTypes []string
	After    string
	LostEnds int
	Ports    []ZoneBand
	InPort   bool
}

// ZoneBand is the highest face of a d10 band and its zone.
type ZoneBand struct {
	Top  int
	Zone string
}

type smzYAML struct {
	Zone     string         `json:"zone"`
	Boats    int            `json:"boats"`
	From     []string       `json:"from"`
	NotTypes []string       `json:"not_types"`
	After    string         `json:"after"`
	LostEnds int            `json:"lost_ends"`
	Ports    []zoneBandYAML `json:"ports"`
	InPort   bool           `json:"in_port"`
}

type zoneBandYAML struct {
	Top  int    `json:"top"`
	Zone string `json:"zone"`
}

// navalBases are the SMZs that are naval bases (design 3.2: Scapa Flow, Gibraltar; SW
// 30.4).
var navalBases = []string{"scapa_flow", "gibraltar"}

// smzKind reports whether a zone of kind k can hold an SMZ patrol (design 3.1: an SMZ,
// an SMZ that is a transit zone, an advanced base, which is also an SMZ).
func smzKind(k ZoneKind) bool {
	return k == KindSMZ || k == KindTransitZone || k == KindAdvancedBase || k == KindNeutralPort // (the Canaries: SW 36.63F Puma, spain.go)
}

// smzOrder builds an entry's smz: (errors name the entry: a zone that is no SMZ, a
// From zone that is no OA, boats 0 or below −1, an unknown type, after not back, rtb or
// stay, ports not rising within 0–9).
func (d *Data) smzOrder(y *smzYAML, at string) (*SMZOrder, error) {
	o := &SMZOrder{Zone: y.Zone, Boats: y.Boats, From: y.From, NotTypes: y.NotTypes, After: y.After, LostEnds: y.LostEnds, InPort: y.InPort}
	if o.After == "" {
		o.After = SMZBack
	}
	zones := []string{y.Zone}
	last := -1
	for _, p := range y.Ports {
		if p.Top <= last || p.Top > 9 {
			return nil, fmt.Errorf("%s: smz ports %+v: tops rise within 0–9", at, y.Ports)
		}
		last = p.Top
		zones = append(zones, p.Zone)
		o.Ports = append(o.Ports, ZoneBand{p.Top, p.Zone})
	}
	if len(o.Ports) > 0 {
		zones = zones[1:]
		if last != 9 {
			return nil, fmt.Errorf("%s: smz ports end at %d, not 9", at, last)
		}
	}
	for _, z := range zones {
		if zn, ok := d.Map.Zones[z]; !ok || !smzKind(zn.Kind) {
			return nil, fmt.Errorf("%s: smz zone %q is not a special-mission zone", at, z)
		}
	}
	for _, z := range y.From {
		if zn, ok := d.Map.Zones[z]; !ok || zn.Kind != KindOperatingArea {
			return nil, fmt.Errorf("%s: smz from %q is not an operating area", at, z)
		}
	}
	for _, t := range y.NotTypes {
		if d.Types[t] == nil {
			return nil, fmt.Errorf("%s: %q is not a U-boat type", at, t)
		}
	}
	if o.Boats == 0 || o.Boats < -1 || o.LostEnds < 0 || (o.After != SMZBack && o.After != SMZRTB && o.After != SMZStay) {
		return nil, fmt.Errorf("%s: smz %+v: boats ≥ 1 or −1, after back, rtb or stay", at, *y)
	}
	return o, nil
}

// linkedOAs are the OAs next to zone (design 3.3 edges), in key order.
func (m *Map) linkedOAs(zone string) []string {
	var out []string
	for _, a := range m.adj[zone] {
		if m.Zones[a.Zone].Kind == KindOperatingArea {
			out = append(out, a.Zone)
		}
	}
	return out
}

// smzDeploy sends the boats of an entry's SMZ order (the procedure above, SW 5.3 and
// 20.1) to zone ("" the order's, or rolled first when the order has ports:
// WAR_EVENT_ZONE) and returns the zone.
func (c *Campaign) smzDeploy(key string, o *SMZOrder, zone string) (string, error) {
	return c.smzDeployIf(key, o, zone, nil)
}

// smzDeployIf is smzDeploy taking only the boats that pass ok (nil: any; the inshore
// offensive's schnorchel boats, events.go inshoreOffensive).
func (c *Campaign) smzDeployIf(key string, o *SMZOrder, zone string, ok func(*Boat) bool) (string, error) {
	if zone == "" {
		zone = o.Zone
	}
	if zone == "" && len(o.Ports) > 0 {
		r := c.Dice.D10()
		for _, p := range o.Ports {
			if r <= p.Top {
				zone = p.Zone
				break
			}
		}
		c.rolled(TabWarEventZone, key, "1d10", nil, r, zone, r)
	}
	m := c.Data.Map
	from := o.From
	if len(from) == 0 {
		from = m.linkedOAs(zone)
	}
	n := o.Boats
	if n > 0 {
		for _, b := range c.Boats {
			if b.State == OnStation && b.smz == zone && !b.Markers.RTB {
				n--
			}
		}
	}
	fit := func(b *Boat) bool {
		return b.Nation == "de" && c.Data.Types[b.Type].Torpedoes > 0 && !b.Markers.RTB && b.WithdrawOnArrival == "" &&
			b.Markers.Mission == "" && !b.Markers.WeatherDuty && b.smz == "" && !b.week.forced &&
			!slices.Contains(o.NotTypes, b.Type) && c.arcticOK(b, zone) && (ok == nil || ok(b))
	}
	var sent []string
	for step := 1; step <= 3 && n != 0; step++ {
		if step == 3 && o.Boats < 0 {
			break // "every boat of …": those there only
		}
		group := func(b *Boat) bool { // SW 5.3's order, one group a step (design 9.1: the player picks within it)
			if !fit(b) {
				return false
			}
			r, reach := m.PathsFrom(b.Zone, c.Period)[zone]
			if !reach || c.barredRoute(b, r.Zones[1:]) {
				return false
			}
			switch step {
			case 1:
				return b.State == OnStation && slices.Contains(from, b.Zone)
			case 2:
				return b.State == Outbound && slices.Contains(from, b.Zone)
			}
			return b.State == Ready && slices.Contains(c.open, b.Zone) && r.MP <= 1
		}
		var err error
		n, err = c.pickEventBoats(zone, n, group, func(b *Boat) error {
			r := m.PathsFrom(b.Zone, c.Period)[zone]
			if step < 3 {
				b.Destination, b.route = zone, r.Zones[1:]
				if c.Log != nil {
					c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "move", Detail: zone})
				}
			} else {
				if err := b.setState(Outbound); err != nil {
					return err
				}
				b.Destination, b.route, b.Side, b.home, b.noCredit = zone, r.Zones[1:], SideTransit, b.Zone, false
				b.week.sailed = true
				if c.Log != nil {
					c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "sail", Detail: zone})
				}
			}
			b.smz, b.smzFrom = zone, c.enteringOA(r.Zones)
			b.week.forced = true
			sent = append(sent, b.ID)
			return nil
		})
		if err != nil {
			return "", err
		}
	}
	if c.Log != nil {
		c.War.ev.orders = append(c.War.ev.orders, WarEventOrder{Zone: zone, Boats: sent})
	}
	return zone, nil
}

// enteringOA is the OA a route enters its last zone (an SMZ) from: the last OA on it,
// or, for a route from a base straight into the zone (Germany into the Channel), the
// zone's first linked OA (SW 20.4).
func (c *Campaign) enteringOA(route []string) string {
	m := c.Data.Map
	for i := len(route) - 2; i >= 0; i-- {
		if m.Zones[route[i]].Kind == KindOperatingArea {
			return route[i]
		}
	}
	if l := m.linkedOAs(route[len(route)-1]); len(l) > 0 {
		return l[0]
	}
	return ""
}

// onSMZ reports whether b is in the zone of its SMZ patrol.
func onSMZ(b *Boat) bool { return b.smz != "" && b.Zone == b.smz && b.State == OnStation }

// smzEntry are the transit-check modifiers of a leg that ends in an SMZ or an advanced
// base (design 7.4, SW 20.3, 20.7, 30.4): smz +2, none for an open advanced base; naval
// +2 for a naval base (Scapa Flow, Gibraltar).
func (c *Campaign) smzEntry(zone string) (smz, naval int) {
	smz = 2
	if c.Data.Map.Zones[zone].Kind == KindAdvancedBase && slices.Contains(c.open, zone) {
		smz = 0
	}
	if slices.Contains(navalBases, zone) {
		naval = 2
	}
	return smz, naval
}

// smzSearch is the search of a boat on its SMZ patrol (SW 20.4): the entering OA's AAC,
// one colour level up; in WP6–10, where the OAs have [E1] charts and no AAC (design
// 7.3), the entering OA's [E1] roll with its gate +1 [designed: the one level up of a
// chart whose gate is what lets a ship result stand; f1.go searchE1In, gateIn].
func (c *Campaign) smzSearch(b *Boat) Contact {
	if c.Period >= 6 {
		if c.lateChart(b.smzFrom) == nil {
			return Contact{Category: CatNone, Zone: b.Zone}
		}
		return c.searchE1In(b, b.Zone, b.smzFrom)
	}
	if c.Data.Charts.Early[b.smzFrom] == nil {
		return Contact{Category: CatNone, Zone: b.Zone}
	}
	return c.searchChart(b, b.Zone, b.smzFrom, false)
}

// shiftColour is an AAC cell one colour level up (SW 20.4): G → O → B → R; W and R stay;
// a red dot stays a red dot.
func shiftColour(col byte) byte {
	switch col {
	case 'G':
		return 'O'
	case 'O':
		return 'B'
	case 'B':
		return 'R'
	case 'g':
		return 'o'
	case 'o':
		return 'b'
	case 'b':
		return 'r'
	}
	return col
}

// smzAir is an SMZ's air cover (SW 20.5): its linked OAs' strongest (WP1–5 their AAC
// rows', WP6–10 their 7.3 charts'), light read as heavy.
func (c *Campaign) smzAir(zone string) int {
	air := 0
	for _, oa := range c.Data.Map.linkedOAs(zone) {
		switch {
		case c.Period <= 5 && c.Data.Charts.Early[oa] != nil:
			_, a := c.chartRow(oa)
			air = max(air, airLevel(a))
		case c.Period >= 6 && c.lateChart(oa) != nil:
			air = max(air, airLevel(c.lateChart(oa).Air[c.Period-6]))
		}
	}
	if air == 1 {
		return 2
	}
	return air
}

// smzRed is an SMZ's red boxes, for the counterattack's ASW: its linked OAs' most
// [designed] (WP1–5 those with an AAC, WP6–10 those with a 7.3 chart).
func (c *Campaign) smzRed(zone string) int {
	red := 0
	for _, oa := range c.Data.Map.linkedOAs(zone) {
		if c.Period <= 5 && c.Data.Charts.Early[oa] != nil || c.Period >= 6 && c.lateChart(oa) != nil {
			red = max(red, c.redBoxes(oa))
		}
	}
	return red
}

// smzPatrol is the lasting WP1–5 event whose SMZ order holds zone (nil: none).
func (c *Campaign) smzPatrol(zone string) *earlyEffect {
	for i := range c.War.ev.early {
		a := &c.War.ev.early[i]
		if a.e.SMZ != nil && a.zone == zone {
			return a
		}
	}
	return nil
}

// smzAfter is III.5 for a boat on its SMZ patrol that is not going home (SW 20.6): it
// reports true when the boat's turn is over (it stays, or was sent home), false when it
// went back to its OA and makes the endurance check there as any boat on station.
func (c *Campaign) smzAfter(b *Boat, p Decider) (bool, error) {
	after := SMZBack
	a := c.smzPatrol(b.Zone)
	if a != nil {
		after = a.e.SMZ.After
	}
	switch {
	case after == SMZStay && a.until != c.Now:
		return true, nil // Weserübung (d): no RTB while the event lasts
	case after == SMZStay || after == SMZRTB:
		b.Markers.RTB = true // (before its event: the View follows the engine, 9.3)
		if c.Log != nil {
			c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "rtb", Detail: b.Zone})
		}
		return true, c.turnHome(b, "war_event", p)
	}
	from := b.Zone
	b.Zone, b.Section, b.smz, b.smzFrom = b.smzFrom, "done", "", ""
	if c.Log != nil {
		c.emit(TMove, &MoveEvent{Boat: b.ID, Path: []string{from, b.Zone}, Side: b.Side, State: b.State, Zone: b.Zone})
	}
	return false, nil
}

// smzLosses ends an entry whose lost_ends is reached this turn (SW's risky attacks:
// "repeats until 3 or more German boats have been sunk in the SMZ in a single week"):
// the entry's key + "_ended" is recorded in Campaign.Events (the entry's void_after).
func (c *Campaign) smzLosses() {
	for i := range c.War.ev.early {
		a := &c.War.ev.early[i]
		o := a.e.SMZ
		if o == nil || o.LostEnds == 0 {
			continue
		}
		n := 0
		for _, b := range c.Boats {
			if b.smz == a.zone && b.Left == c.Now && b.State.CountsAsULost() {
				n++
			}
		}
		if k := a.e.Key + "_ended"; n >= o.LostEnds {
			if _, done := c.Events[k]; !done {
				c.Events[k] = c.Now.Turn()
			}
		}
	}
}

// eventReattacks reports whether a lasting WP1–5 event allows reattacks on task forces
// and special convoys in zone (an entry's reattacks:, SW's "reattacks are allowed"), or
// zone is a naval base raided this turn (30.41).
func (c *Campaign) eventReattacks(zone string) bool {
	for i := range c.War.ev.early {
		if slices.Contains(c.War.ev.early[i].e.Reattacks, zone) {
			return true
		}
	}
	return c.War.ev.raid == zone && zone != ""
}

// inPort reports whether the targets b meets in its zone are in port (SW 14.18): the
// zone of an in_port SMZ order, or the 30.41 raid of a boat that got in unspotted.
func (c *Campaign) inPort(b *Boat) bool {
	if !onSMZ(b) {
		return false
	}
	if c.War.ev.raid == b.Zone && b.Markers.Mission == missionRaid {
		return !b.Markers.Spotted
	}
	a := c.smzPatrol(b.Zone)
	return a != nil && a.e.SMZ.InPort
}

// arcticOK reports whether b may be sent to zone: a boat held to the Arctic (SW's
// Arctic operations, design 8.5 WP6 3) only to the Norwegian and Barents Seas and the
// Arctic SMZs (Narvik, Murmansk).
func (c *Campaign) arcticOK(b *Boat, zone string) bool {
	if b.arcticUntil < c.Period {
		return true
	}
	return slices.Contains(arcticSeas, zone) || zone == "narvik" || zone == "murmansk"
}

// arcticSeas are the OAs the Arctic boats may patrol (SW 5.0 WP3 9 "only the Norwegian
// and Barents Seas"; design 8.5 WP6 3).
var arcticSeas = []string{"norwegian_sea", "barents_sea"}

// raidContact makes a contact of a boat whose targets are in port (inPort): SW 30.41,
// the raid of a boat that got in unspotted, meets a task force; every target is in port
// (SW 14.18: the attack rolls +2, TD −2, E −1 in the first round and its counterattack;
// groupRound, groupBattle, lonerAttack).
func (c *Campaign) raidContact(b *Boat, k *Contact) {
	if b.Markers.Mission == missionRaid {
		k.Category, k.Ships, k.Tanker, k.ConvertedBy = CatTaskForce, categoryReach(CatTaskForce), false, missionRaid
	}
	k.InPort = true
}

// KeyRaidPrefix begins the station decision's option of SW 30.4's raid: "raid_" + the
// naval base (raid_scapa_flow, raid_gibraltar).
const KeyRaidPrefix = "raid_"

// raidOptions adds to b's station decision (design 9.1 "On-station boats", II.5) SW
// 30.4's naval-base raid: in WP1 or WP2, once a war ("one sub may enter one of them"),
// a German boat with torpedoes on station in an OA linked to Scapa Flow or Gibraltar
// (an open transit zone) may enter it. The BdU AI and the standing orders stay (9.4:
// the AI does not raid; a player's option like coastal traffic).
func (c *Campaign) raidOptions(b *Boat, d *Decision) {
	if c.Period > 2 || b.Nation != "de" || c.Data.Types[b.Type].Torpedoes == 0 || b.smz != "" || b.Markers.Mission != "" ||
		b.Markers.WeatherDuty {
		return
	}
	if _, done := c.Events[missionRaid]; done {
		return
	}
	for _, z := range navalBases {
		if _, open, ok := c.Data.Map.TransitModifier(z, c.Period); ok && !open {
			continue
		}
		if slices.Contains(c.Data.Map.linkedOAs(z), b.Zone) && c.arcticOK(b, z) {
			d.add(KeyRaidPrefix+z, nil)
		}
	}
}

// raid starts SW 30.4's raid of b into zone (raidOptions): a patrol move into it this
// turn (the transit check of smzEntry: +2 SMZ, +2 naval base, +1 patrol move, the
// transit zone's modifier), its search there (30.41 if unspotted), back to its OA after
// (20.6). Campaign.Events records it (naval_base_raid): no other raid this war.
func (c *Campaign) raid(b *Boat, zone string) {
	b.smz, b.smzFrom = zone, b.Zone
	b.Markers.Mission = missionRaid
	b.Destination, b.route = zone, []string{zone}
	c.Events[missionRaid] = c.Now.Turn()
	c.War.ev.raid = zone
}

// azoresKey is SW's Allied occupation of the Azores (WP5 10 again): afterwards Mid-Ocean
// has light air cover (f1.go zoneAir, WP5).
const azoresKey = "azores_occupation"

// homeRoutes are the routes b may take home (design 9.1 "Return base"): the most direct
// ones, or those avoiding the zone an event forbids it (Boat.avoid).
func (c *Campaign) homeRoutes(b *Boat) map[string]Route {
	if b.avoid != "" {
		return c.Data.Map.searchPaths(b.Zone, c.Period, b.avoid) // (searched each time: a few boats a war)
	}
	return c.Data.Map.PathsFrom(b.Zone, c.Period)
}

// smzPacks reports whether a wolfpack may form in SMZ zone this turn: only where a
// lasting event allows it (an entry's packs:, Torch's Casablanca: "wolfpacks … are
// allowed in all these fights"), among the boats on patrol there (pack.go
// packCandidates); otherwise an SMZ patrol's contact is each boat's own [reading: 8.1
// gathers the boats of an OA and its neighbours].
func (c *Campaign) smzPacks(zone string) bool {
	for i := range c.War.ev.early {
		if slices.Contains(c.War.ev.early[i].e.Packs, zone) {
			return true
		}
	}
	return false
}

// smzSailOptions adds to a Ready boat's sail decision (design 9.1 "Sail: destination
// OA or SMZ") the active SMZs it may sail for (SW 20.1, 20.3; activeSMZs): the zone of
// each lasting WP1–5 event's SMZ order (an event makes Scapa Flow or Gibraltar one; SW
// 20.1 bars them otherwise, and they are active only so), for a German boat with
// torpedoes not of the order's NotTypes, allowed the zone by the Arctic orders
// (arcticOK), on no mission, whose route is in range (sailRange), not barred (8.5 WP8
// 9) and enters the zone from one of the order's OAs (From, or a linked OA). The
// option's Tons is 0 (no chart row: the entering OA's is read one colour up there,
// 20.4) and SMZ is set; the BdU AI never takes it (9.4). The boat that sails for it is
// on the SMZ patrol (b.smz, as smzDeploy's step 3): the week it arrives it does the
// mission (20.3–20.4: stepOperations does not hold it to SW 15.1's week of waiting) and
// goes back to its OA after, with the endurance check there (20.6).
//
// In WP8, from Overlord, the Channel SMZ of the invasion order (design 8.5 WP8 header,
// invasion.go) is offered to a boat of its types as the header's own sailing reaches it
// [designed]: by the most direct route from any open base in range (France-Atlantic and
// Germany sail straight in, as the header's boats do: the order names the base, so SW
// 20.1's "from a linked OA" does not bind it), Tons the expected tons of its own chart
// (ExpectedTons); the boat patrols there as on an OA (no b.smz: joinSMZ).
func (c *Campaign) smzSailOptions(b *Boat, t *BoatType, d *Decision, routes map[string]Route, ranges map[string]int) {
	c.activeSMZs(b, d, func(zone string, from []string, patrol bool) {
		r, reach := routes[zone]
		n, inRange := ranges[zone]
		if !reach || !inRange || !c.sailRange(b, t, zone, n) || c.barredRoute(b, r.Zones[1:]) ||
			!patrol && !slices.Contains(from, c.enteringOA(r.Zones)) { // SW 20.1: only from a linked OA
			return
		}
		opt := d.add(zone, nil)
		opt.MP, opt.Red, opt.SMZ = r.MP, r.Red, true
		if patrol {
			opt.Tons = c.ExpectedTons(t, zone) // (its own chart: lateChart)
		}
	})
}

// smzMoveOptions adds to on-station boat b's station decision the patrol moves into an
// active SMZ (SW 20.3: a boat in an OA linked to it may go on into it, its transit check
// +2; 20.1: only from a linked OA — the order's from OAs, else the SMZ's links), the SMZ
// of a lasting WP1–5 event's order (smzSailOptions' SMZs: Scapa Flow and Gibraltar only
// while an event makes them active) or, in WP8 while the invasion order stands, the
// Channel SMZ from SW Approaches or the North Sea (its links; its check: move, legEnd),
// the option marked SMZ. The BdU AI never takes it (9.4: it stays).
func (c *Campaign) smzMoveOptions(b *Boat, d *Decision) {
	c.activeSMZs(b, d, func(zone string, from []string, _ bool) {
		if slices.Contains(from, b.Zone) && !c.barred(b, zone) {
			d.add(zone, nil).SMZ = true
		}
	})
}

// inshoreSMZ is the SMZ the inshore offensive names (design 8.5 WP9 0, WP10 9).
const inshoreSMZ = "english_coast"

// joinSMZ puts b, just ordered into the active SMZ zone from the OA from (the sail or
// the station decision's SMZ option), on its SMZ patrol (b.smz, SW 20.3–20.6); the
// WP8 Channel SMZ is no SW 20 patrol: a boat sent there patrols as on an OA, as the
// header's boats do (invasion.go).
func (c *Campaign) joinSMZ(b *Boat, zone, from string) {
	if !c.isInvasionZone(zone) {
		b.smz, b.smzFrom = zone, from
	}
}

// activeSMZs calls each with every active SMZ that a German boat b with torpedoes, on
// no mission, weather duty, SMZ patrol or forced order and not being withdrawn may join,
// not yet an option of d, with the OAs it may be entered from (SW 20.1) and whether it
// is a patrol zone (patrol: entered as an OA is, any route):
//   - WP1–5 (design 8.5 "the complete SW tables"): the zone of every lasting event's SMZ
//     order, not for the order's NotTypes, allowed by the Arctic orders (arcticOK); from
//     the order's From, else the SMZ's links; patrol false;
//   - WP6–10 (design 8.5 WP6–10: the orders into an SMZ that are not missions): the
//     Channel SMZ of the WP8 header from Overlord to the end of WP8 (invasionActive),
//     for its types only [H 7.4.3], from its links, patrol true; and the English Coast
//     SMZ of the inshore offensive (WP9 0, WP10 9: "4 schnorchel boats to
//     western_approaches and/or english_coast") the turn it is rolled (its order: a
//     forced deployment, SW 5.3, as Dieppe's one week in WP5), for a boat with
//     schnorchel, from the North Sea (its link; the AI's boats of the order go to
//     western_approaches, events.go), an SW 20 patrol (smzSearch's WP6–10 reading).
//     The other WP6–10 orders into an SMZ are missions (minelaying, WP6–10 6; Abwehr
//     agents, WP6 7; "no attacks": missions.go, as the WP1–5 mission: entries, which
//     make no SMZ active either); the Monsun's arabian_sea is an OA [designed] (3.2).
func (c *Campaign) activeSMZs(b *Boat, d *Decision, each func(zone string, from []string, patrol bool)) {
	if b.Nation != "de" || c.Data.Types[b.Type].Torpedoes == 0 ||
		b.Markers.Mission != "" || b.Markers.WeatherDuty || b.smz != "" || b.week.forced || b.WithdrawOnArrival != "" {
		return
	}
	if iv := &c.Data.Map.Invasion; c.invasionActive() && slices.Contains(iv.Types, b.Type) && !d.Has(iv.Zone) && c.arcticOK(b, iv.Zone) {
		each(iv.Zone, c.Data.Map.linkedOAs(iv.Zone), true) // design 8.5 WP8 header
	}
	if c.War.ev.inshore == c.Now && c.Period >= 6 && b.Markers.Schnorchel && !d.Has(inshoreSMZ) && c.arcticOK(b, inshoreSMZ) {
		each(inshoreSMZ, c.Data.Map.linkedOAs(inshoreSMZ), false) // design 8.5 WP9 0, WP10 9
	}
	if c.Period > 5 {
		return
	}
	for i := range c.War.ev.early {
		a := &c.War.ev.early[i]
		o := a.e.SMZ
		if o == nil || a.zone == "" || d.Has(a.zone) || slices.Contains(o.NotTypes, b.Type) || !c.arcticOK(b, a.zone) {
			continue
		}
		from := o.From
		if len(from) == 0 {
			from = c.Data.Map.linkedOAs(a.zone)
		}
		each(a.zone, from, false)
	}
}
