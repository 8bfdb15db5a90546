package bdu

import (
	"slices"
	"strings"
)

// The "no attacks" missions of the war events (design 8.5: minelaying, WP6–10 roll 6;
// Abwehr agents, WP6 roll 7; and the WP1–5 entries whose data carry a mission:
// minelaying, Abwehr agents, the shelling of Aruba, events_early.go MissionOrder): the
// minimal mission order the events name. A
// mission boat sails from a base for a special-mission zone (design 3.1 type smz) with
// the Mission marker; on its way and there it makes no search and joins no pack (SW's
// "no attacks"); the turn it arrives it does the mission (logged as an order of kind
// the mission's key with the zone) and turns for home (III.5, the RTB marker); a
// minelayer lays its field and patrols on from an adjacent OA (SW 26.1–26.3, mines.go).
//
// Readings: the boats are taken in the stable order of design 5 among the Ready boats
// of the open bases with the range for the zone (design 4.2 RangeIn), the types the
// event names first (minelaying: "VIID/XB first"); a boat held for the invasion (WP7 0)
// or barred by WP8 9 is not taken. The player chooses the zone among the event's zones
// a boat can reach, then the boats (design 9.1 "Events", events_choice.go); the BdU AI
// takes the first zone and the stable order. A minelaying takes boats at sea near
// the SMZ first (SW 26.0 ordered by event) and its boats carry mines and lay a field
// (mines.go); agents landed have no further effect in the rules.

// Mission keys (Boat.Markers.Mission) of the "no attacks" missions (design 8.5).
const (
	missionMines    = "minelaying"
	missionAgents   = "abwehr_agents"
	missionShelling = "coastal_bombardment" // WP4 roll 1 (SW): the shelling of Aruba
	missionSupply   = "narvik_supply"       // WP1 8 again (SW): 1 boat to Narvik on a supply mission
	// missionEscort marks a boat RTB escorting a blockade runner (SW WP3–5 5, design 8.5
	// WP6 9: "no attacks" on the way home; set by an RTB order with no_attacks, cleared
	// at base)
	missionEscort = "blockade_runner_escort"
	// missionRaid marks the boat of SW 30.4's naval-base raid (smz.go raidOptions)
	missionRaid = "naval_base_raid"
)

// missionKinds are the mission keys a WP1–5 entry may order (events_early.go).
var missionKinds = []string{missionMines, missionAgents, missionShelling, missionSupply}

// minelayers are the types a minelaying takes first (design 8.5 WP6 6 "VIID/XB first").
var minelayers = []string{"VIID", "XB"}

// noAttacks reports whether b is on a "no attacks" mission (design 8.5) or carries mines
// (SW 26.0, mines.go): no search, no pack.
func noAttacks(b *Boat) bool {
	switch b.Markers.Mission {
	case missionMines, missionAgents, missionShelling, missionSupply, missionEscort:
		return true
	}
	return b.Markers.Mine > 0
}

// missionFit reports whether b may be sent on a mission to zone this turn (missions
// above); prefer: only those types (nil: any type with torpedoes or a minelayer).
func (c *Campaign) missionFit(b *Boat, zone string, prefer []string) bool {
	return c.missionBoat(b, prefer) && c.missionReach(b, zone)
}

// missionBoat is missionFit's part of the boat: ready at an open base, free for a
// mission, of a type that may go.
func (c *Campaign) missionBoat(b *Boat, prefer []string) bool {
	t := c.Data.Types[b.Type]
	if b.State != Ready || !slices.Contains(c.open, b.Zone) || (b.Nation != "de" && !(b.Nation == "fr" && slices.Contains(prefer, b.Type))) || b.Markers.Mission != "" || // a French boat: Darlan's (SW 36.63H)
		b.week.forced || b.WithdrawOnArrival != "" || (t.Torpedoes == 0 && !slices.Contains(minelayers, b.Type)) ||
		(prefer != nil && !slices.Contains(prefer, b.Type)) {
		return false
	}
	return true
}

// missionReach is missionFit's part of the zone: b's base reaches it, within b's range
// (SW 15.11), by no barred route.
func (c *Campaign) missionReach(b *Boat, zone string) bool {
	t := c.Data.Types[b.Type]
	r, reach := c.Data.Map.PathsFrom(b.Zone, c.Period)[zone]
	n, inRange := c.Data.Map.RangesFrom(b.Zone)[zone]
	return reach && r.MP > 0 && inRange && n <= t.RangeIn(c.Period) && !c.barredRoute(b, r.Zones[1:])
}

// sendMission sends n boats on mission to the first of zones a boat can reach
// (missions above), the prefer types first. It returns the zone ("" when no boat can
// go: the event has no effect).
func (c *Campaign) sendMission(mission string, zones []string, n int, prefer []string) (string, error) {
	return c.sendMissionExcept(mission, zones, n, prefer, nil, 0)
}

// sendMissionExcept is sendMission without boats of the types not (the Narvik supply
// mission: not Type II), without boats held to the Arctic elsewhere (smz.go
// arcticOK), and with at most maxII Type II (0: any; SW WP1 0, 4, 6 and WP2 6
// minelaying "at most 1 Type II").
func (c *Campaign) sendMissionExcept(mission string, zones []string, n int, prefer, not []string, maxII int) (string, error) {
	return c.sendMissionOrder(mission, zones, n, prefer, not, maxII, false)
}

// sendMissionSplit is sendMissionExcept for an order that names its zones "X and/or
// Y" (SW's WP1–5 minelaying in several SMZs; design 8.5 "the complete SW tables"): the
// player may split its boats between the zones a boat can reach (pickEventSplit,
// events_choice.go: how many to X, the rest to Y; the BdU AI: all to the first, as
// sendMissionExcept), each part sent as a mission of its own (at most maxII Type II in
// all). It returns the first zone that got a part ("" when no boat can go).
func (c *Campaign) sendMissionSplit(mission string, zones []string, n int, prefer, not []string, maxII int) (string, error) {
	return c.sendMissionOrder(mission, zones, n, prefer, not, maxII, true)
}

// sendMissionOrder is sendMissionExcept (split false: one zone for the whole order,
// pickEventZone) and sendMissionSplit (split true).
func (c *Campaign) sendMissionOrder(mission string, zones []string, n int, prefer, not []string, maxII int, split bool) (string, error) {
	ii := 0 // Type II taken
	overII := func(b *Boat) bool { return maxII > 0 && ii >= maxII && strings.HasPrefix(b.Type, "II") }
	fit := func(b *Boat, z string, only []string) bool {
		return !slices.Contains(not, b.Type) && !overII(b) && c.arcticOK(b, z) && c.missionFit(b, z, only)
	}
	atSea := func(b *Boat, z string, only []string) bool { return !overII(b) && c.minelayerAtSea(b, z, only) }
	var ok []string // the zones a boat can reach, in the event's order
	for _, z := range zones {
		for _, b := range c.loop() {
			if fit(b, z, nil) || (prefer != nil && fit(b, z, prefer)) || mission == missionMines && atSea(b, z, nil) { // (a French Saphir, SW 36.63H)
				ok = append(ok, z)
				break
			}
		}
	}
	if mission == missionMines {
		n = min(n, MineCounters-c.minesAboard()) // SW 26.51 (mines.go)
	}
	var parts []string // the zones of the order's parts, and how many boats each
	var counts []int
	var err error
	if split {
		parts, counts, err = c.pickEventSplit(mission, ok, n) // design 9.1 "Events": "X and/or Y" (events_choice.go)
	} else {
		var zone string
		zone, err = c.pickEventZone(mission, ok) // design 9.1 "Events": one of the zones (events_choice.go)
		if zone != "" {
			parts, counts = []string{zone}, []int{n}
		}
	}
	if err != nil {
		return "", err
	}
	if len(parts) == 0 {
		if c.Log != nil {
			c.War.ev.orders = append(c.War.ev.orders, WarEventOrder{Zone: zones[0]})
		}
		return "", nil
	}
	for i, zone := range parts {
		n := counts[i]
		var sent []string
		send := func(b *Boat) { // the boat on the order's list (and counted if a Type II)
			sent = append(sent, b.ID)
			if strings.HasPrefix(b.Type, "II") {
				ii++
			}
		}
		for _, only := range [][]string{prefer, nil} {
			if mission == missionMines && n > 0 { // SW 26.0: a boat at sea near the SMZ first (mines.go)
				if n, err = c.pickEventBoats(zone, n, func(b *Boat) bool { return atSea(b, zone, only) }, func(b *Boat) error {
					c.orderMines(b, zone)
					send(b)
					return nil
				}); err != nil {
					return "", err
				}
			}
			if n <= 0 {
				continue
			}
			if n, err = c.pickEventBoats(zone, n, func(b *Boat) bool { return fit(b, zone, only) }, func(b *Boat) error {
				r := c.Data.Map.PathsFrom(b.Zone, c.Period)[zone]
				if err := b.setState(Outbound); err != nil {
					return err
				}
				b.Destination, b.route, b.Side, b.home, b.noCredit = zone, r.Zones[1:], SideTransit, b.Zone, false
				b.week.sailed, b.week.forced = true, true
				b.Markers.Mission = mission
				if c.Log != nil {
					c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: mission, Detail: zone})
				}
				if mission == missionMines {
					c.loadMines(b, zone) // SW 26.0 (mines.go)
				}
				send(b)
				return nil
			}); err != nil {
				return "", err
			}
		}
		if c.Log != nil {
			c.War.ev.orders = append(c.War.ev.orders, WarEventOrder{Zone: zone, Boats: sent})
		}
	}
	return parts[0], nil
}

// doMission is a mission boat's turn on station (III.2, missions above): it does the
// mission and turns for home; a minelayer lays its mines (SW 26, mines.go layMines). It
// reports whether b had a mission to do. Error: an illegal answer to a decision.
func (c *Campaign) doMission(b *Boat, p Decider) (bool, error) {
	if b.Markers.Mine > 0 {
		return true, c.layMines(b, p)
	}
	if !noAttacks(b) || b.Markers.Mission == missionEscort {
		return false, nil
	}
	kind := b.Markers.Mission + "_done"
	b.Markers.Mission = ""
	b.Markers.RTB = true // (before its event: the View follows the engine, 9.3)
	if c.Log != nil {
		c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: kind, Detail: b.Zone})
	}
	return true, nil
}
