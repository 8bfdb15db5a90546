package bdu

import (
	"fmt"
	"slices"
	"strings"
)

// design 5: the weekly sequence of play, steps I.1–IV.3, over the Campaign functions of
// campaign.go (war clock and headers, reinforcements, the yards, arrivals, air raids,
// surrender), the base closures of 3.5, F1 (f1.go) and the monthly score (10.3–10.4).

// Tally counts ships and tons sunk and U-boats lost (design 10.3).
type Tally struct {
	Ships, Tons, Lost int
}

// WarState is the weekly engine's state beyond the fleet (design 5, 7.5, 7.7, 7.8, 10).
type WarState struct {
	TorpedoValue int    // design 7.8: −1 … +2
	TorpedoShips int    // cumulative ships sunk for 7.8 (history before a late start)
	torpedoNext  int    // index of the next threshold of the current step
	BDienstArea  string // design 7.5: this week's B-Dienst area, "" = none
	IntelMod     int    // design 7.7: the B-Dienst + Enigma modifier
	Month        Tally  // this month so far
	Total        Tally  // the whole campaign
	VP           int    // cumulative VP (10.3)
	VPShipsTons  int    // cumulative ships + tons VP (capitulation, SW 31.04)
	AtSeaWeeks   int    // boat-weeks at sea this month (at_sea_avg)
	Ended        bool
	EndReason    string // war_over, capitulation, collapse
	Victory      string // design 10.4 level
	clock        *WarClock
	played       bool // a turn has been played: the next PlayWeek advances the week
	// noCapitulation lets a calibration run play past a British capitulation (tests).
	noCapitulation bool
	// congregation[oa] is the boats on station in or outbound for an OA this week
	// (design 9.4 cap of 12), counted at step II.5.
	congregation map[string]int
	// battles are the convoys in contact for next week (design 8.3); battlesNext the
	// spare buffer.
	battles, battlesNext []convoyBattle
	// Recon are this week's German recon aircraft and their OAs (design 7.9).
	Recon []ReconAircraft
	// Weather are this week's low-pressure systems (SW 7.4).
	Weather []WeatherSystem
	// ev is the war events' lasting effects (design 8.5, events.go).
	ev eventState
	// Supply is the supply at sea of SW 21.3 (supply.go).
	Supply SupplyState
	// Minefields are the standing minefields in the order laid (SW 26, mines.go).
	Minefields []Minefield
	mines      mineWeek
}

// Begin opens the campaign's event stream: campaign_start with the start fleet, the
// SW 31.01 rolls made when it was placed, and the war state of the start (torpedo value
// by the historical pace of design 7.8 for a late start: 0 from 1940-07, +1 from
// 1942-01; the ships count the history before the start). Begin is called by PlayWeek
// if the caller has not.
func (c *Campaign) Begin() error {
	if c.begun {
		return fmt.Errorf("campaign already begun")
	}
	c.begun = true
	if c.HistoricalDeployment { // design 4.5 start option (deploy.go)
		if err := c.historicalDeployment(); err != nil {
			return err
		}
	}
	clock, err := NewWarClock(c.Data, c.Now, c.Variable)
	if err != nil {
		return err
	}
	c.War.clock = clock
	c.War.TorpedoValue = -1
	switch {
	case c.Start >= MonthOf(1942, 1):
		c.War.TorpedoValue = 1
	case c.Start >= MonthOf(1940, 7):
		c.War.TorpedoValue = 0
	}
	for m := FirstMonth; m < c.Start; m++ {
		c.War.TorpedoShips += c.Data.Charts.History[m].Ships
	}
	c.War.congregation = map[string]int{}
	if c.Log != nil {
		e := &CampaignStartEvent{V: SchemaVersion, Seed: fmt.Sprint(c.Seed), Start: c.Start.String(), Options: []string{}, WP: c.Period}
		if c.Variable {
			e.Options = append(e.Options, "variable_war_periods")
		}
		if c.Political {
			e.Options = append(e.Options, "political")
		}
		e.Options = append(e.Options, c.Modules()...) // design 4.5, 4.8 (deploy.go)
		for _, b := range c.Boats {
			e.Fleet = append(e.Fleet, FleetBoat{Boat: b.ID, Type: b.Type, State: b.State, Zone: b.Zone, Destination: b.Destination, Inexp: b.Markers.Inexp, Torpedoes: b.Torpedoes, Side: b.Side})
		}
		c.emit(TCampaignStart, e)
		for _, r := range c.startRolls {
			c.rolled(TabStartBox, "", "1d10", nil, r.face, string(r.result), r.face)
		}
	}
	c.startRolls = nil
	if c.Political {
		c.pol = c.newPolitical() // SW 36.11–36.12 (political.go)
		c.polEmit(&PoliticalEvent{Kind: "start", Rule: "SW 36.1"})
	}
	// late-start boats at sea have their route to the destination
	for _, b := range c.Boats {
		if b.State == Outbound && b.route == nil {
			r, err := c.Data.Map.Path(b.Zone, b.Destination, c.Period)
			if err != nil {
				return err
			}
			b.route = r.Zones[1:]
		}
	}
	return nil
}

// Run plays the campaign to its end with the decider p (nil: standing orders and the
// BdU AI answer everything).
func (c *Campaign) Run(p Decider) error {
	for !c.War.Ended {
		if err := c.PlayWeek(p); err != nil {
			return fmt.Errorf("%s: %w", c.Now, err)
		}
	}
	return nil
}

// PlayWeek plays the next turn, steps I.1–IV.3 of design 5 (the first call plays the
// start week; each later call first advances the week, the end of IV.3, so that between
// calls Now is the turn just played). The last turn ends the campaign. p answers the decisions (9.1); nil leaves
// them to standing orders and the BdU AI. Errors: the campaign has ended, an illegal
// answer, an engine inconsistency.
func (c *Campaign) PlayWeek(p Decider) error {
	if c.War.Ended {
		return fmt.Errorf("the campaign has ended")
	}
	if !c.begun {
		if err := c.Begin(); err != nil {
			return err
		}
	}
	if c.War.played {
		c.Now = c.Now.Next() // IV.3 of the turn before: advance the week
	}
	c.War.played = true
	c.player = p
	for _, b := range c.Boats {
		b.week = boatWeek{}
	}
	if c.Log != nil {
		c.emit(TTurnStart, &TurnStart{WP: c.Period})
	}
	// I.1 war events: the war-period change and its header (design 2, 5)
	if err := c.stepWarPeriod(); err != nil {
		return err
	}
	c.open = c.Data.Map.OpenBases(c.Now, c.Period, c.happened) // the turn's open bases (3.5)
	if err := c.stepWarEvents(); err != nil {                  // I.1 the war event roll (8.5)
		return err
	}
	if c.pol != nil { // I.2 (SW 36, political.go)
		if err := c.stepPolitical(p); err != nil {
			return err
		}
	}
	c.stepTorpedo()                        // I.3
	if err := c.stepIntel(p); err != nil { // I.4
		return err
	}
	if c.Now.N == 1 { // II.1
		c.noteMonthStart() // design 10.2 strength (measure.go)
		// design 4.5 early/late deployment (deploy.go)
		if err := c.stepDeploy(p); err != nil {
			return err
		}
		if _, err := c.Reinforce(); err != nil {
			return err
		}
		if err := c.stepFlak(p); err != nil { // design 4.5 VIIC Flak (deploy.go)
			return err
		}
		if err := c.stepBetasom(p); err != nil { // design 4.8 (betasom.go)
			return err
		}
		if err := c.stepDoctrine(p); err != nil { // SW 30.81 (doctrine.go)
			return err
		}
	}
	if err := c.stepClosures(); err != nil { // 3.5
		return err
	}
	for _, base := range c.open { // II.2–II.3
		if err := c.AdvanceBase(base); err != nil {
			return err
		}
	}
	c.stepMinefields()                      // II.4 (SW 11.2, 26.4; mines.go)
	if err := c.stepOrders(p); err != nil { // II.5
		return err
	}
	if err := c.stepOperations(p); err != nil { // III.1–III.5
		return err
	}
	return c.stepEnd() // IV.1–IV.3
}

// loop returns the boats in service in the stable order of design 5, in the campaign's
// step buffer (one loop at a time: the steps do not nest).
func (c *Campaign) loop() []*Boat {
	c.order = c.inService(c.order)
	return c.order
}

// stepWarPeriod is I.1's war-period change (design 2): the clock (the variable option
// rolls WP_CHANGE), then the new period's header withdrawals.
func (c *Campaign) stepWarPeriod() error {
	if c.Now == c.Data.Fixed.CampaignStart || c.Now.Month == c.Start && c.Now.N == 1 {
		return nil
	}
	changed := c.War.clock.Check(c.Now, func() int {
		r := c.Dice.D10()
		res := "no_change"
		if r <= 2 {
			res = "change"
		}
		c.rolled(TabWPChange, periodKey(c.Period+1), "1d10", nil, r, res, r)
		return r
	})
	if !changed {
		return nil
	}
	c.Period = c.War.clock.Current
	if c.Log != nil {
		p := c.Data.Periods[c.Period-1]
		h := []string{}
		for _, t := range p.Header.WithdrawTypes {
			h = append(h, "withdraw_"+t)
		}
		c.emit(TWarPeriod, &WarPeriodEvent{WP: c.Period, Header: h})
	}
	if c.Period == 4 {
		c.removeSupplyShips("wp4_header") // WP4 header: all supply ships at sea removed (supply.go)
	}
	_, err := c.ApplyHeaderWithdrawals()
	return err
}

// stepTorpedo is I.3 (design 7.8): one roll per threshold passed.
func (c *Campaign) stepTorpedo() {
	w := &c.War
	if c.pol != nil && c.Period <= 5 {
		return // SW 36.14: with the political module only a request improves them
	}
	for w.TorpedoValue < 2 {
		steps := torpedoSteps[w.TorpedoValue+1]
		if w.torpedoNext >= len(steps) || w.TorpedoShips < steps[w.torpedoNext].ships {
			return
		}
		if w.TorpedoValue == 1 && c.Now.Month.Year() < 1943 {
			return // +1 → +2 only in 1943 or later
		}
		s := steps[w.torpedoNext]
		ok := s.need >= 10
		if !ok {
			r := c.Dice.D10()
			ok = r <= s.need
			c.rolled(TabTorpedo, fmt.Sprint(s.ships), "1d10", nil, r, okKey(ok), r)
		}
		if !ok {
			w.torpedoNext++
			continue
		}
		w.TorpedoValue++
		w.torpedoNext = 0
		// thresholds of the new step already passed are rolled from the next week
		if c.Log != nil {
			c.emit(TTorpedoValue, &TorpedoValueEvent{Value: w.TorpedoValue})
		}
		return
	}
}

// stepIntel is I.4 (design 7.5, 7.7, 7.9, SW 7.4): the B-Dienst area (WP1–5), the
// modifier, the weather and the recon aircraft's OAs.
func (c *Campaign) stepIntel(p Decider) error {
	area := ""
	if c.Period <= 5 {
		r := c.Dice.D10()
		area = bdienstTable[c.Period-1].area[r]
		c.rolled(TabBDienst, periodKey(c.Period), "1d10", nil, r, area, r)
	}
	c.stepWeather() // I.4(c)
	recon, err := c.placeRecon(p)
	if err != nil {
		return err
	}
	c.War.BDienstArea = area
	c.War.IntelMod = IntelModifier(c.Now.Month, c.Period)
	if c.pol != nil {
		c.War.IntelMod = c.politicalIntel() // SW 7.21, 7.33, 36.15 (political.go)
	}
	c.War.Recon = append(c.War.Recon[:0], recon...)
	if c.Log != nil {
		e := &IntelEvent{Modifier: c.War.IntelMod, Aircraft: append([]ReconAircraft{}, c.War.Recon...)}
		if c.War.BDienstArea != "" {
			a := c.War.BDienstArea
			e.BDienstArea = &a
		}
		c.emit(TIntel, e)
	}
	return nil
}

// placeRecon asks where each recon aircraft of the month searches (design 7.9, SW 7.5:
// an OA within its range in OAs of an open base, not through the Channel or Gibraltar;
// the AI's default: the OA with most own boats on station). The congregation counts
// are last week's (step II.5 recounts them).
func (c *Campaign) placeRecon(p Decider) ([]ReconAircraft, error) {
	out := c.reconBuf[:0]
	for _, t := range c.reconAvailable() { // design 7.9; SW 36.62 (political.go)
		nth := 0 // this aircraft's number among its type
		for _, r := range out {
			if r.Type == t {
				nth++
			}
		}
		d := c.decision(DecideRecon, nil)
		d.Aircraft = reconKeys[t][min(nth, len(reconKeys[t])-1)]
		for _, oa := range c.Data.Map.OAKeys {
			if c.weatherAt(oa) != 0 {
				continue // SW 7.41: no recon in weather
			}
			for _, base := range c.open {
				if n, ok := c.Data.Map.RangesFrom(base)[oa]; ok && n <= reconRange(t) {
					d.add(oa, nil)
					break
				}
			}
		}
		if z := c.earlyRecon(); z != "" && d.Has(z) { // 8.5 Baltic operations: the aircraft to the Baltic (events_early.go)
			d.Options = d.Options[:0]
			d.add(z, nil)
		}
		if len(d.Options) == 0 {
			continue
		}
		key, err := c.ask(p, d)
		if err != nil {
			return out, err
		}
		out = append(out, ReconAircraft{Type: t, Zone: key})
	}
	c.reconBuf = out
	return out, nil
}

// reconKeys name the aircraft of a type in a decision (do18_1 …).
var reconKeys = map[string][]string{
	Do18:  {"do18_1"},
	Fw200: {"fw200_1", "fw200_2", "fw200_3", "fw200_4"},
	Bv138: {"bv138_1"},
}

// reconOver is the number of recon aircraft searching oa this week for German boats
// (design 7.9).
func (c *Campaign) reconOver(b *Boat, oa string) int {
	if b.Nation != "de" {
		return 0
	}
	n := 0
	for _, r := range c.War.Recon {
		if r.Zone == oa {
			n++
		}
	}
	return n
}

// stepClosures applies the base closures of design 3.5 to every boat in port at a base
// that is no longer open (the turn after its last open week), and scuttles boats at
// sea that can reach no open base: Ready and Pierside sail
// for the nearest open base of the same theatre; In-Port and Work Up roll d10: 0–5 sail,
// 6–9 scuttled; repair boxes and Hold are scuttled; with no base to go to (the
// Mediterranean) every boat is scuttled.
func (c *Campaign) stepClosures() error {
	open := c.open
	for _, b := range c.loop() {
		if b.State.AtSea() && !c.canReachBase(b.Zone) {
			// cut off from every open base (the Mediterranean in 1944-09, design 7.3
			// "closed": boats there are removed at the base closure)
			if err := c.lose(b, Scuttled, "scuttled"); err != nil {
				return err
			}
			continue
		}
		if !b.State.InPort() || slices.Contains(open, b.Zone) {
			continue
		}
		base := c.Data.Map.Zones[b.Zone]
		routes := c.Data.Map.PathsFrom(b.Zone, c.Period)
		dest, mp := "", 0
		for _, o := range open {
			r, ok := routes[o]
			if !ok || (base.Region == "med") != (c.Data.Map.Zones[o].Region == "med") || !c.Data.Map.Bases[o].HasRepair ||
				!c.spainBaseOK(b, o) || !c.vichyBaseOK(b, o) { // (SW 36.63F, H: the national bases)
				continue
			}
			if dest == "" || r.MP < mp {
				dest, mp = o, r.MP
			}
		}
		sail := dest != "" && (b.State == Ready || b.State == Pierside)
		if dest != "" && (b.State == InPort || b.State == WorkUp) {
			r := c.Dice.D10()
			sail = r <= 5
			res := "scuttled"
			if sail {
				res = "sails"
			}
			c.rolled(TabClosure, b.Zone, "1d10", nil, r, res, r)
		}
		if !sail {
			if err := c.lose(b, Scuttled, "scuttled"); err != nil {
				return err
			}
			continue
		}
		route := routes[dest].Zones
		if err := b.setState(Returning); err != nil {
			return err
		}
		b.Zone, b.Side, b.Destination, b.route = route[1], SideTransit, dest, route[2:]
		b.Markers.RTB = true
		if c.Log != nil {
			c.emit(TRTB, &RTBEvent{Boat: b.ID, Reason: "base_closure", Base: dest, Zone: b.Zone})
		}
	}
	return nil
}

// canReachBase reports whether an open base can be reached from zone this turn.
func (c *Campaign) canReachBase(zone string) bool {
	routes := c.Data.Map.PathsFrom(zone, c.Period)
	for _, base := range c.open {
		if _, ok := routes[base]; ok {
			return true
		}
	}
	return false
}

// stepOrders is II.5 (design 9.1): every ready boat at an open base is asked whether to
// sail and where; every on-station boat whether to stay, move, lie low or go home.
func (c *Campaign) stepOrders(p Decider) error {
	clear(c.War.congregation)
	for _, b := range c.Boats {
		if b.State == OnStation {
			c.War.congregation[b.Zone]++
		} else if b.State == Outbound {
			c.War.congregation[b.Destination]++
		}
	}
	open := c.open
	// the week's expected tons by type and OA, computed once a week for each
	if c.sailTons == nil {
		c.sailTons = map[string]map[string]float64{}
	}
	for _, m := range c.sailTons {
		clear(m)
	}
	sailCap := -1 // design 8.5 WP10 roll 2 fuel shortage: at most half the ready boats sail
	if c.War.ev.fuelShortage {
		sailCap = 0
		for _, b := range c.Boats {
			if b.State == Ready && slices.Contains(open, b.Zone) {
				sailCap++
			}
		}
		sailCap /= 2
	}
	for _, b := range c.loop() {
		if b.State != Ready || !slices.Contains(open, b.Zone) || b.Markers.Mission == missionInvasion {
			continue // (8.5 WP7 0: held for the invasion)
		}
		if sailCap == 0 {
			break
		}
		if sailed, err := c.askMines(b, p); err != nil || sailed { // design 9.1 mines (mines.go)
			if err != nil {
				return err
			}
			if sailCap > 0 {
				sailCap--
			}
			continue
		}
		routes, ranges := c.Data.Map.PathsFrom(b.Zone, c.Period), c.Data.Map.RangesFrom(b.Zone)
		t := c.Data.Types[b.Type]
		rng := t.RangeIn(c.Period)
		tt := c.sailTons[b.Type]
		if tt == nil {
			tt = map[string]float64{}
			c.sailTons[b.Type] = tt
		}
		d := c.decision(DecideSail, b)
		d.add(KeyWait, nil)
		for _, oa := range c.Data.Map.OAKeys { // (canPatrol: OAs only)
			n, inRange := ranges[oa]
			if !inRange || n > rng+1 || !c.canPatrol(b, oa) { // (sailRange: never beyond range + 1)
				continue
			}
			r, ok := routes[oa]
			if !ok || !c.sailRange(b, t, oa, n) || c.barredRoute(b, r.Zones[1:]) { // (21.33.C, supply.go)
				continue // (8.5 WP8 9: no sailing without schnorchel)
			}
			e, ok := tt[oa]
			if !ok {
				e = c.ExpectedTons(t, oa)
				tt[oa] = e
			}
			o := d.add(oa, nil)
			o.Tons, o.MP, o.Red = e, r.MP, r.Red
		}
		// design 9.1 sail: an active SMZ (SW 20.1, 20.3; smz.go)
		c.smzSailOptions(b, t, d, routes, ranges)
		proposal := c.flagProposal(d) // design 6.2.3 follow orders (political.go)
		key, err := c.ask(p, d)
		if err != nil {
			return err
		}
		if proposal != "" && key == proposal {
			if err := c.FollowOrders(b.ID); err != nil {
				return err
			}
		}
		if key == KeyWait {
			continue
		}
		if err := b.setState(Outbound); err != nil {
			return err
		}
		b.Destination, b.route, b.Side, b.home, b.noCredit = key, routes[key].Zones[1:], SideTransit, b.Zone, false
		b.week.sailed = true
		c.noteExtended(b, key, ranges[key]) // SW 21.33.C (supply.go)
		if d.Options[d.index(key)].SMZ {
			c.joinSMZ(b, key, c.enteringOA(routes[key].Zones)) // SW 20.2: no congregation there
		} else {
			c.War.congregation[key]++
		}
		if sailCap > 0 {
			sailCap--
		}
		if c.Log != nil {
			c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "sail", Detail: key})
		}
		if err := c.askTransit(b, p); err != nil { // design 9.1 sail: cautious or fast
			return err
		}
		if err := c.askPath(b, p); err != nil { // design 9.1 sail: path (sailpath.go)
			return err
		}
	}
	for _, b := range c.loop() {
		if b.State != OnStation || b.Markers.RTB || b.week.forced || (b.Markers.WeatherDuty && b.Zone == "greenland_gap") ||
			b.smz != "" || b.Markers.Mine > 0 {
			// a forced deployment's boat has its order (SW 5.3); so has one on an SMZ
			// patrol (smz.go) and a minelayer its SMZ (SW 26.11 C)
			continue
		}
		d := c.decision(DecideStation, b)
		d.add(KeyStay, nil)
		d.add(KeyLieLow, nil)
		if !c.eventHolds(b) { // (8.5 WP1 8 Weserübung (d): no voluntary RTB)
			d.add(KeyRTB, nil)
		}
		if c.TankerCapacity(b) > 0 {
			d.add(KeySupply, nil) // SW 21.33 tanker duty (supply.go)
		}
		for _, a := range c.Data.Map.adj[b.Zone] {
			if a.Kind == EdgeRoute && c.canPatrol(b, a.Zone) && !c.barred(b, a.Zone) {
				d.add(a.Zone, nil)
			}
		}
		c.raidOptions(b, d)    // SW 30.4 (smz.go)
		c.smzMoveOptions(b, d) // SW 20.3 (smz.go)
		key, err := c.ask(p, d)
		if err != nil {
			return err
		}
		switch key {
		case KeyStay:
			continue
		case KeySupply:
			b.week.duty = true // SW 21.33 (supply.go)
		case KeyLieLow:
			b.week.lieLow = true // SW 13.1: no search, Spotted removed, endurance −2
			b.noCredit = true    // SW 8.12
		case KeyRTB:
			b.week.lieLow = true // a voluntary RTB skips the search (9.1)
			b.Markers.RTB = true
			b.noCredit = b.noCredit || b.Markers.Damage == 0
		default:
			if z, ok := strings.CutPrefix(key, KeyRaidPrefix); ok {
				c.raid(b, z) // SW 30.4 (smz.go)
				key = z
			} else {
				b.Destination, b.route = key, []string{key}
				if d.Options[d.index(key)].SMZ {
					c.joinSMZ(b, key, b.Zone) // SW 20.3: the event's SMZ patrol (smz.go)
				}
			}
		}
		if c.Log != nil {
			kind := key
			if b.Markers.Mission == missionRaid && b.smz == key {
				kind = missionRaid
			} else if key != KeyLieLow && key != KeyRTB && key != KeySupply {
				kind = "move"
			}
			c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: kind, Detail: key})
		}
		if key == KeyLieLow && b.Markers.Spotted {
			b.Markers.Spotted = false
			if c.Log != nil {
				c.emit(TSpottedRemoved, &SpottedRemovedEvent{Boat: b.ID})
			}
		}
	}
	return nil
}

// canPatrol reports whether b may be sent to patrol oa this week: an OA with a chart
// row for the war period, not closed (7.3 gate −1), open to German boats (SW 30.2
// western waters), Mediterranean OAs only for boats based there.
func (c *Campaign) canPatrol(b *Boat, oa string) bool {
	if !c.patrolOpen(oa) {
		return false
	}
	home := c.Data.Map.Zones[b.Zone]
	return (c.Data.Map.Zones[oa].Region == "med") == (home.Region == "med") && c.arcticOK(b, oa) && c.finnishArctic(b, oa) // (SW 36.63E, finland.go)
}

// patrolOpen reports whether oa may be patrolled this turn (canPatrol without the
// boat: an OA, its chart row not "-", western waters from their period, the WP6–10
// gate not closed).
func (c *Campaign) patrolOpen(oa string) bool {
	z := c.Data.Map.Zones[oa]
	if z.Kind != KindOperatingArea {
		return false
	}
	if c.Period <= 5 {
		if row, _ := c.chartRow(oa); row == "-" {
			return false
		}
		if c.openedByRequest(oa) {
			return true // SW 36.63I–L (political.go)
		}
		switch z.WesternWaters {
		case "cross":
			if c.Period < 3 {
				return false
			}
		case "WP3":
			if c.Period < 3 {
				return false
			}
		case "WP4":
			if c.Period < 4 {
				return false
			}
		}
	} else if c.Data.Charts.Late[oa].Gate[c.Period-6] < 0 {
		return false
	}
	return true
}

// stepOperations is III.1–III.5 (design 5): movement with transit checks, search and
// F1 engagement, endurance and the turn for home.
func (c *Campaign) stepOperations(p Decider) error {
	if err := c.flagSail(); err != nil { // design 6.2.1 the flagship named, its patrol started
		return err
	}
	c.supplyReset() // SW 21.3 the week's supply uses (supply.go)
	for _, b := range c.loop() {
		if !b.State.AtSea() {
			continue
		}
		if b.State == OnStation && b.Zone == c.Data.Map.Invasion.Zone && !c.invasionActive() {
			b.Markers.RTB = true // design 8.5: the Channel SMZ ends with WP8 (invasion.go)
			// the View follows the marker (9.3) by an RTB order, as an event's RTB
			if c.Log != nil {
				c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "rtb", Detail: b.Zone})
			}
		}
		c.War.AtSeaWeeks++
		b.WeeksAtSea++
		if b.State == Returning && (b.Destination == "" || len(b.route) == 0 || !slices.Contains(c.open, b.Destination)) {
			if err := c.turnHome(b, "rerouted", p); err != nil {
				return err
			}
		}
		if ok, err := c.resupplyInTransit(b, p); err != nil || ok { // SW 15.23, 21.3 (supply.go)
			if err != nil {
				return err
			}
			continue
		}
		if c.isFlagship(b) && b.State != OnStation && len(b.route) > 0 { // design 6.2.1 a transit week's box
			if lost, err := c.flagWeek(b, true, Contact{Category: CatNone}); err != nil || lost {
				if err != nil {
					return err
				}
				continue
			}
		}
		if len(b.route) > 0 {
			if _, err := c.move(b, p); err != nil {
				return err
			}
		}
	}
	if err := c.continueBattles(p); err != nil { // 8.3, before the searches
		return err
	}
	for _, b := range c.loop() { // III.2–III.4
		if b.State != OnStation || b.week.lieLow || b.Markers.RTB || (b.week.searched && !b.week.packFail) || b.week.duty {
			continue // lying low, going home, acted in a pack this week, or a U-tanker on duty (supply.go)
		}
		if b.Markers.WeatherDuty && b.Zone == "greenland_gap" {
			continue // design 8.5 weather reporting: no search, no attacks
		}
		if ok, err := c.doMission(b, p); err != nil || ok {
			if err != nil {
				return err
			}
			continue // design 8.5 minelaying, Abwehr agents: no attacks (missions.go, mines.go)
		}
		if b.week.noAttack {
			continue // 8.5 the Laconia's survivors transferred (events_early.go moveNoAttack)
		}
		if b.week.arrived && !b.week.sailed && !b.week.forced && !onSMZ(b) {
			continue // arrived after transit: searches from next week (SW 15.1; SW 5.3 boats search; SW 20.3 an SMZ's boat does its mission)
		}
		if c.isFlagship(b) { // design 6.2.1 a station week's box
			if b.week.flagBox {
				continue // sailed and arrived this week: its box was the transit's (one a week)
			}
			k := Contact{Category: CatNone, Zone: b.Zone}
			if c.Period <= 5 {
				if k = c.Search(b); k.Category != CatNone && c.Log != nil {
					c.emit(TContact, c.contactEvent(b, k))
				}
			}
			b.week.searched = true
			if (k.Category == CatConvoyS || k.Category == CatConvoyL) && c.Period >= 2 && b.Nation == "de" &&
				c.weatherAt(k.Zone) != 965 && c.packsAllowed(k.Zone) { // design 8.1: the flagship may call a pack
				if _, err := c.packBattle(b, k, p); err != nil {
					return err
				}
				continue
			}
			if _, err := c.flagWeek(b, false, k); err != nil {
				return err
			}
			continue
		}
		k := c.Search(b)
		if k.Category != CatNone && c.Log != nil {
			c.emit(TContact, c.contactEvent(b, k))
		}
		if (k.Category == CatConvoyS || k.Category == CatConvoyL) && c.Period >= 2 && b.Nation == "de" &&
			c.weatherAt(k.Zone) != 965 && c.packsAllowed(k.Zone) { // III.3 (no pack at 965 mb, SW 7.41; 8.5)
			if _, err := c.packBattle(b, k, p); err != nil {
				return err
			}
			continue
		}
		lost, err := c.Engage(b, k, p)
		if err != nil {
			return err
		}
		// SW 30.1 home waters (design 5 III.4, 7.2): a boat that did not sail this turn
		// and found only loners or nothing, not RTB, searches and fights once more; no
		// wolfpack against a convoy found then (30.13).
		if !lost && c.homeWaters(b.Zone) && !b.week.sailed && (k.Category == CatNone || k.Category == CatLoner) &&
			b.State == OnStation && !b.Markers.RTB {
			k2 := c.Search(b)
			if k2.Category != CatNone && c.Log != nil {
				e := c.contactEvent(b, k2)
				e.Second = true
				c.emit(TContact, e)
			}
			if _, err := c.Engage(b, k2, p); err != nil {
				return err
			}
		}
	}
	if err := c.supplyWeek(p); err != nil { // SW 21.3 (supply.go)
		return err
	}
	for _, b := range c.loop() { // III.5
		if b.State == Outbound && (b.Markers.RTB || b.week.combatRTB) {
			// an outbound boat sent home by a transit event or encounter turns back
			b.noCredit = true // SW 8.12
			if err := c.turnHome(b, "rtb_marker", p); err != nil {
				return err
			}
			continue
		}
		if b.State != OnStation || b.week.duty {
			continue // (a U-tanker on duty checks after the resupplies: stepTankers)
		}
		// (a week on an SMZ patrol was the mission's: the check follows, 20.6)
		smzWeek := onSMZ(b)
		if smzWeek && !b.Markers.RTB && !b.week.combatRTB { // SW 20.6 (smz.go)
			done, err := c.smzAfter(b, p)
			if err != nil {
				return err
			}
			if done {
				continue
			}
		}
		reason := "rtb_marker"
		switch {
		case b.Markers.RTB:
		case b.week.combatRTB:
			reason = "torpedoes"
		case b.week.arrived && !b.week.sailed && !b.week.forced && b.week.mines == 0 && !smzWeek:
			continue // no patrol week yet (a minelayer's week has its check, SW 26.3, 26.11)
		default:
			home, err := c.weekEnd(b)
			if err != nil {
				return err
			}
			if !home {
				continue
			}
			reason = "endurance"
		}
		if ok, err := c.tryResupply(b, reason, p); err != nil || ok { // SW 21.3 (supply.go)
			if err != nil {
				return err
			}
			continue
		}
		if err := c.turnHome(b, reason, p); err != nil {
			return err
		}
	}
	if err := c.stepTankers(p); err != nil { // SW 21.33 (supply.go)
		return err
	}
	c.smzLosses() // SW's risky attacks end (smz.go)
	return nil
}

// homeWaters reports whether oa is a home-waters OA this war period (SW 30.14: "2x",
// every WP1–5 period, or WP1 only).
func (c *Campaign) homeWaters(oa string) bool {
	if c.Period > 5 {
		return false
	}
	hw := c.Data.Map.Zones[oa].HomeWaters
	return hw == "all" || (hw == "WP1" && c.Period == 1)
}

// turnHome sends b home (design 5 III.5, 9.1 "Return base"): the decision picks an open
// base that can take it (one with repair boxes if it is damaged); it becomes returning,
// transit side up, with the route to the base. With no such base reachable it is
// scuttled.
func (c *Campaign) turnHome(b *Boat, reason string, p Decider) error {
	if (noAttacks(b) && b.Markers.Mission != missionEscort) || b.Markers.Mission == missionRaid {
		c.unloadMines(b)       // SW 26 (mines.go)
		b.Markers.Mission = "" // a mission not done is given up (design 8.5, missions.go)
	}
	b.smz, b.smzFrom = "", "" // (an SMZ patrol ends, smz.go)
	routes := c.homeRoutes(b) // (SW WP1 5: the escort avoids the Channel, smz.go)
	var key string
	for {
		d := c.decision(DecideReturnBase, b)
		for _, base := range c.open {
			r, ok := routes[base]
			// SW 21.22–21.23: a tender takes a boat while it has room, a damaged one too
			// unless its 21.23 roll sent it to a major base (tender.go)
			tender := !c.Data.Map.Bases[base].HasRepair
			if !ok || (tender && (b.majorOnly || c.tenderFull(base, b))) || !c.spainBaseOK(b, base) || !c.vichyBaseOK(b, base) { // SW 36.63F, H
				continue
			}
			d.add(base, nil).MP = r.MP
		}
		if len(d.Options) == 0 {
			// no base left to reach (the Mediterranean after its bases close, design 3.5 and
			// 7.3 "closed"): the boat is scuttled
			return c.lose(b, Scuttled, "scuttled")
		}
		var err error
		if key, err = c.ask(p, d); err != nil {
			return err
		}
		if b.Markers.Damage == 0 || c.Data.Map.Bases[key].HasRepair || c.tenderDamage(b, key) {
			break
		}
		// SW 21.23: worse than superficial; the boat chooses again, major bases only
	}
	if b.State != Returning {
		if err := b.setState(Returning); err != nil {
			return err
		}
	}
	b.Side, b.Section, b.Destination, b.route = SideTransit, "", key, routes[key].Zones[1:]
	b.Markers.RTB = true
	if c.Log != nil {
		c.emit(TRTB, &RTBEvent{Boat: b.ID, Reason: reason, Base: key, Zone: b.Zone})
	}
	return c.askTransit(b, p) // design 9.1: the way home cautious or fast
}

// askTransit asks how b makes the trip it was just given (design 9.1 sail "cautious or
// fast", 5 III.1, SW 15.24): KeyFast moves up to its Speed in MP a week; KeyCautious
// stops each week in the first OA it enters, −1 on its transit checks, no transit
// encounter. The answer holds until the boat is on station or at base.
func (c *Campaign) askTransit(b *Boat, p Decider) error {
	d := c.decision(DecideTransit, b)
	d.add(KeyFast, nil)
	d.add(KeyCautious, nil)
	key, err := c.ask(p, d)
	if err != nil {
		return err
	}
	b.Cautious = key == KeyCautious // (the decision event logs it; each move event says so, 9.3)
	return nil
}

// edgeMP is the MP cost of the edge a–b (design 3.3).
func (c *Campaign) edgeMP(a, b string) int {
	for _, x := range c.Data.Map.adj[a] {
		if x.Zone == b {
			return x.MP
		}
	}
	return 0
}

// move moves b along its route up to its Speed in MP (design 5 III.1), makes the
// transit check of the leg against the OA entered with the most red boxes (7.4; an OA
// entered by a patrol move: +1), and ends the move: an outbound boat at its destination
// turns patrol side up (on station); a returning boat at its base arrives (4.4). It
// reports whether the boat was lost.
func (c *Campaign) move(b *Boat, p Decider) (bool, error) {
	t := c.Data.Types[b.Type]
	patrolMove := b.State == OnStation
	cautious := b.Cautious && !patrolMove // design 9.1, SW 15.24
	from := b.Zone
	mp, spent, tz := t.Speed, 0, 0
	ref, refRed := "", -1
	cur, n := b.Zone, 0
	for n < len(b.route) {
		next := b.route[n]
		cost := c.edgeMP(cur, next)
		if cost > mp && n > 0 {
			break
		}
		mp -= min(cost, mp)
		spent += cost
		cur = next
		n++
		z := c.Data.Map.Zones[next]
		ref, refRed, tz = c.legZone(b, next, ref, refRed, tz) // design 7.4 (sailpath.go)
		if cautious && z.Kind == KindOperatingArea {
			break // SW 15.24: a cautious boat stops in the first OA it enters
		}
	}
	var path []string
	if c.Log != nil {
		path = append([]string{from}, b.route[:n]...)
	}
	if n > 0 {
		// SW 20.3, 26.1: entering an SMZ, +2 (not an open advanced base, 20.7; a naval
		// base +2 more, 30.4: smz.go smzEntry; the Channel of an SMZ patrol likewise); the
		// reference is the OA entered from when the leg entered no other (12.1) (mines.go);
		// the WP8 Channel SMZ is an OA entered (design 8.5 WP8 [designed]): legEnd
		prev := from
		if n >= 2 {
			prev = b.route[n-2]
		}
		ref, _ = c.legEnd(b, cur, prev, ref, refRed)
		if k := c.Data.Map.Zones[cur].Kind; k == KindSMZ || k == KindAdvancedBase || cur == b.smz && b.smz != "" {
			if c.Data.Map.Zones[prev].Kind == KindOperatingArea {
				b.week.smzFrom = prev
			}
			b.week.smzEntry = cur
		}
	}
	atBase := b.State == Returning && n == len(b.route)
	switch {
	case !atBase:
		b.Zone = cur
	case n >= 2:
		b.Zone = b.route[n-2] // at sea off the base until it arrives below
	}
	b.route = b.route[n:]
	if patrolMove && len(b.route) == 0 {
		b.Destination = ""
	}
	if b.State == Outbound && len(b.route) == 0 {
		if err := b.setState(OnStation); err != nil {
			return false, err
		}
		b.Side, b.Destination, b.Cautious = SidePatrol, "", false
		b.week.arrived = true
	}
	if c.Log != nil {
		c.emit(TMove, &MoveEvent{Boat: b.ID, Path: path, MP: spent, Side: b.Side, Cautious: cautious, State: b.State, Destination: b.Destination, Zone: b.Zone})
	}
	if ref != "" && !c.isFlagship(b) { // (the flagship's week is its Hunted box, design 6.2.1)
		spotted := b.Markers.Spotted
		lost, err := c.transitCheck(b, ref, tz, patrolMove, cautious, p)
		if err != nil || lost {
			return lost, err
		}
		if !spotted && b.Markers.Spotted && !b.Markers.RTB && b.smz != "" && b.Zone == b.smz && slices.Contains(navalBases, b.Zone) {
			b.Markers.RTB = true // SW 30.4: at a naval base a Spotted result is Spotted RTB
			if c.Log != nil {
				c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "rtb", Detail: b.Zone})
			}
		}
	}
	if atBase {
		if b.Markers.Mission == missionEscort {
			b.Markers.Mission = "" // the blockade runner is home (events_early.go eventRTB)
		}
		b.avoid = ""
		if b.Markers.Damage > 0 && !c.Data.Map.Bases[cur].HasRepair && b.WithdrawOnArrival == "" && (b.majorOnly || !c.tenderDamage(b, cur)) {
			return false, nil // damaged on the way to a tender, worse than superficial (SW 21.23): it chooses a major base next week
		}
		_, err := c.ArriveAtBase(b, cur)
		return false, err
	}
	return false, nil
}

// stepEnd is IV.1–IV.3 (design 5).
func (c *Campaign) stepEnd() error {
	for _, b := range c.loop() { // IV.1 spotted removal [SW 16.2]
		if !b.Markers.Spotted {
			continue
		}
		var m Mods
		if a := b.Markers.Ace; a != nil {
			m.Add(-a.Value, "SW 16.2 ace")
		}
		nat, total := c.d10(&m)
		off := total <= 6
		res := "stays"
		if off {
			res = "removed"
		}
		c.rolled(TabSpottedOff, "", "1d10", &m, total, res, nat)
		if off {
			b.Markers.Spotted = false
			if c.Log != nil {
				c.emit(TSpottedRemoved, &SpottedRemovedEvent{Boat: b.ID})
			}
		}
	}
	// IV.1: weather removed (SW 7.42)
	if len(c.War.Weather) > 0 {
		c.War.Weather = c.War.Weather[:0]
		if c.Log != nil {
			c.emit(TWeather, &WeatherEvent{Systems: []WeatherSystem{}})
		}
	}
	// IV.1: the B-Dienst marker is removed and the aircraft return (the modifier stays)
	if c.War.BDienstArea != "" || len(c.War.Recon) > 0 {
		c.War.BDienstArea, c.War.Recon = "", c.War.Recon[:0]
		if c.Log != nil {
			c.emit(TIntel, &IntelEvent{Modifier: c.War.IntelMod, Aircraft: []ReconAircraft{}})
		}
	}
	if c.Now.N == WeeksPerMonth { // IV.2
		if c.Now.Month >= MonthOf(1944, 1) {
			for _, base := range c.open {
				if !c.Data.Map.Bases[base].AirRaids {
					continue
				}
				raids := 1
				if base == "germany" && c.Period == 10 {
					raids = 2 // WP10 header: Germany twice a month
				}
				for range raids {
					if _, err := c.PortAirRaid(base); err != nil {
						return err
					}
				}
			}
		}
		if err := c.monthEnd(); err != nil {
			return err
		}
	}
	if c.pol != nil {
		c.politicalTurnEnd() // SW 36.63A–C raises (political.go)
	}
	if err := c.placeSupplyShips(c.player); err != nil { // IV.3 SW 17.5, 21.32 (supply.go)
		return err
	}
	// IV.3: the end, or the next week
	if !c.War.Ended && c.Now == LastWeek {
		if _, err := c.Surrender(); err != nil {
			return err
		}
		c.end("war_over", "")
	}
	return nil // the week advances when the next turn starts (PlayWeek)
}

// monthEnd is the monthly scoring (design 10.3), the capitulation check (SW 31.04) and
// the collapse check (10.4), and the political module's month (SW 36.51–36.52). Error:
// an illegal answer to a political decision.
func (c *Campaign) monthEnd() error {
	w := &c.War
	th := vpThresholds(c.Period)
	vs, vt, vl := countReached(w.Month.Ships, th.ships[:]), countReached(w.Month.Tons/1000, th.ktons[:]), -countReached(w.Month.Lost, th.losses[:])
	w.VP += vs + vt + vl
	w.VPShipsTons += vs + vt
	w.Total.Lost += w.Month.Lost
	w.TorpedoShips += w.Month.Ships
	c.recordMonth() // design 10.2 figures (measure.go)
	e := &MonthEndEvent{Ships: w.Month.Ships, Tons: w.Month.Tons, Lost: w.Month.Lost, VPShips: vs, VPTons: vt, VPLosses: vl,
		VPTotal: vs + vt + vl, VPCumulative: w.VP, AtSeaAvg: float64(w.AtSeaWeeks) / WeeksPerMonth}
	w.Month, w.AtSeaWeeks = Tally{}, 0
	if c.Log != nil {
		c.emit(TMonthEnd, e)
	}
	if c.pol != nil { // SW 36.51–36.52 (political.go)
		if err := c.politicalMonth(vs+vt, e.Lost); err != nil {
			return err
		}
	}
	m := c.Now.Month
	if m >= MonthOf(1940, 7) && m <= MonthOf(1941, 5) {
		need := 77 + 7*int(m-MonthOf(1940, 7))
		ok := w.VPShipsTons >= need
		if c.Log != nil {
			c.emit(TCapitulation, &CapitulationEvent{Needed: need, Have: w.VPShipsTons, Result: ok})
		}
		if ok && !w.noCapitulation {
			c.end("capitulation", "decisive")
			return nil
		}
	}
	if m >= MonthOf(1941, 1) {
		front := 0
		for _, b := range c.Boats {
			if !b.State.Terminal() && b.State != Refit {
				front++
			}
		}
		if front < 15 {
			c.end("collapse", "defeat")
		}
	}
	return nil
}

// end closes the campaign (design 10.4); victory "" is read from VP − par.
func (c *Campaign) end(reason, victory string) {
	w := &c.War
	par := Par(c.Start)
	if victory == "" {
		victory = VictoryLevel(w.VP - par)
	}
	w.Ended, w.EndReason, w.Victory = true, reason, victory
	if c.Log != nil {
		c.emit(TCampaignEnd, &CampaignEndEvent{Reason: reason, VP: w.VP, Par: par, Victory: victory,
			Ships: w.Total.Ships, Tons: w.Total.Tons, Lost: w.Total.Lost + w.Month.Lost})
	}
}

// weekEnd is a patrolling boat's end of week (design 5 III.5): the weather damage (SW
// 7.41, weather.go), then, if the boat survives it, the endurance check (6.1.8). It
// reports whether the boat is to turn home (afloat with the RTB marker).
func (c *Campaign) weekEnd(b *Boat) (bool, error) {
	if lost, err := c.weatherDamage(b); err != nil || lost {
		return false, err
	}
	c.EnduranceCheck(b)
	return b.Markers.RTB, nil
}
