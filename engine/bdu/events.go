package bdu

import "slices"

// design 8.5 and 5 step I.1: the war events of WP6–WP10 (the design's own tables; the
// WP1–5 tables are SW's, summarised in overview.md [5.0]: events_early.go plays them
// from the data).
//
// Procedure (SW 5.1 as 8.5 uses it): each turn d10 (WAR_EVENT_TRIGGER); on 0–4 a
// second d10 on the war period's table (WAR_EVENT). A once-only event rolled again is
// no event (SW 5.2). Without the political module no event is refused (9.4: the AI
// always obeys events).
//
// Modelled here: transfer to training, hunter-killer groups, Arctic sorties,
// centimetric radar, bombing of the French bases, the schnorchel programme, air raids,
// fuel shortage, Baltic mines and air attack, Italy's surrender (the Italian boats of the
// optional BETASOM module, 4.8, leave: betasom.go), and the plain SW 5.3 forced deployments (Kola
// inlet, the inshore offensive, Baltic operations, Seewolf), the Arctic and Mediterranean
// reinforcements (sailings, sendBoats), the blockade-runner escort (eventRTB), Type XXI
// operational, the XXIII that arrives early, weather reporting, the return to the
// North Atlantic, the invasion readiness, no sailing without schnorchel, the Monsun
// sailings and returns (Penang opens with the first Monsun), the "no attacks" missions
// of minelaying and the Abwehr agents (missions.go) and the Yanagi transport (off-map
// through the refit box), the invasion reinforcement and the Overlord sailing of the
// WP8 header to the Channel SMZ (invasion.go).

// The war events' roll tables (design 9.3 codes; WAR_EVENT_ZONE an addition).
const (
	TabWarEventTrigger Table = "WAR_EVENT_TRIGGER" // design 8.5, SW 5.1: d10 0–4 → an event
	TabWarEvent        Table = "WAR_EVENT"         // design 8.5 the WP's table, d10
	TabWarEventZone    Table = "WAR_EVENT_ZONE"    // design 8.5 an event's place or further roll (d10)
)

// warEvent is one entry of a WP6–10 table (design 8.5): its key, the body addressed
// (political module tag, "" none) and whether it happens once only.
type warEvent struct {
	key, target string
	once        bool
}

// warEventTables[wp-6][d10] are the tables of design 8.5.
var warEventTables = [5][10]warEvent{
	{ // WP6
		{"italy_surrenders", "", true}, {"monsun", "OKM", false}, {"transfer_to_training", "BdU", false},
		{"arctic_reinforcement", "Reichskanzlei", false}, {"return_to_north_atlantic", "BdU", true},
		{"weather_reporting", "OKM", false}, {"minelaying", "OKM", false}, {"abwehr_agents", "OKM", false},
		{"hunter_killer_group", "", false}, {"blockade_runner_escort", "OKM", false},
	},
	{ // WP7
		{"invasion_readiness", "Reichskanzlei", false}, {"arctic_sortie", "", false}, {"transfer_to_training", "BdU", false},
		{"mediterranean_reinforcement", "Reichskanzlei", false}, {"monsun_ii", "OKM", false},
		{"weather_reporting", "OKM", false}, {"minelaying", "OKM", false}, {"hunter_killer_group", "", false},
		{"centimetric_radar", "", true}, {"yanagi_transport", "OKM", false},
	},
	{ // WP8
		{"invasion_reinforcement", "Reichskanzlei", false}, {"arctic_sortie", "", false}, {"transfer_to_training", "BdU", false},
		{"baltic_operations", "OKM", false}, {"bombing_of_french_bases", "", false},
		{"weather_reporting", "OKM", false}, {"minelaying", "OKM", false}, {"hunter_killer_group", "", false},
		{"schnorchel_programme", "", true}, {"no_sailing_without_schnorchel", "BdU", false},
	},
	{ // WP9
		{"inshore_offensive", "BdU", false}, {"arctic_sortie", "", false}, {"transfer_to_training", "BdU", false},
		{"baltic_operations", "OKM", false}, {"air_raids", "", false},
		{"weather_reporting", "OKM", false}, {"minelaying", "OKM", false}, {"hunter_killer_group", "", false},
		{"monsun_returns", "OKM", false}, {"new_types", "", false},
	},
	{ // WP10
		{"seewolf", "BdU", true}, {"kola_inlet", "OKM", false}, {"fuel_shortage", "", false},
		{"baltic_mines_and_air_attack", "", false}, {"air_raids", "", false},
		{"weather_reporting", "OKM", false}, {"minelaying", "OKM", false}, {"hunter_killer_group", "", false},
		{"type_xxi_operational", "", true}, {"inshore_offensive", "BdU", false},
	},
}

// HunterKiller is an escort-carrier group's OA and its last turn (design 8.5: red +2
// there for 4 weeks).
type HunterKiller struct {
	Zone  string `json:"zone"`
	Until Week   `json:"until"`
}

// hunterKillerZones[wp-6] are the d10 bands of the group's OA (design 8.5): the highest
// face of each band and its OA.
var hunterKillerZones = [5][]struct {
	top  int
	zone string
}{
	{{4, "mid_ocean"}, {9, "sargasso_sea"}},                    // WP6 8
	{{3, "mid_ocean"}, {6, "cape_verde"}, {9, "sargasso_sea"}}, // WP7 7
	{{3, "mid_ocean"}, {6, "cape_verde"}, {9, "sargasso_sea"}}, // WP8 7 "as WP7 7"
	{{4, "north_sea"}, {9, "western_approaches"}},              // WP9 7
	{{4, "north_sea"}, {9, "western_approaches"}},              // WP10 7 "as WP9 7"
}

// eventState is the war events' lasting effects (design 8.5).
type eventState struct {
	hunterKillers []HunterKiller
	arcticSortie  Week   // the turn of an Arctic sortie's +1 gate, zero = none
	returnNA      Week   // the turn of the return to the North Atlantic (WP6 4), zero = none
	returnNAZone  string // its OA (returnNAZones, the order's choice)
	inshore       Week   // the turn of an inshore offensive (WP9 0, WP10 9): english_coast active (smz.go)
	radarWP7      bool   // centimetric radar: Biscay +1 for the rest of WP7
	fuelShortage  bool   // this turn at most half the ready boats sail
	noPacks       string // Baltic operations: no wolfpacks in this OA this turn
	orders        []WarEventOrder
	early         []earlyEffect // the WP1–5 events still acting (events_early.go)
	weatherUntil  int           // weather reporting to the end of this war period (weatherDuty)
	schnorchelWP  int           // no sailing without schnorchel to the end of this war period (barred)
	yanagi        []yanagiTrip  // the Yanagi boats off-map, in the order they left
	raid          string        // SW 30.4: the naval base raided this turn (smz.go), "" none
}

// yanagiTrip is a Yanagi boat off-map (design 8.5 WP7 9) and the turn it comes back.
type yanagiTrip struct {
	boat string
	back Week
}

// stepWarEvents is step I.1's war-event roll (design 5, 8.5) for WP6–10.
func (c *Campaign) stepWarEvents() error {
	w := &c.War
	w.ev.fuelShortage, w.ev.noPacks, w.ev.orders, w.ev.raid = false, "", w.ev.orders[:0], ""
	live := w.ev.hunterKillers[:0]
	for _, h := range w.ev.hunterKillers {
		if !h.Until.Before(c.Now) {
			live = append(live, h)
		}
	}
	w.ev.hunterKillers = live
	if c.Period == 3 {
		w.ev.weatherUntil = max(w.ev.weatherUntil, 3) // WP3 header: in force even if never rolled
	}
	if c.Period < 6 {
		if err := c.stepEarlyWarEvents(); err != nil { // design 8.5 WP1–5 (events_early.go)
			return err
		}
		return c.weatherDuty()
	}
	if !c.Now.Before(c.Data.Fixed.Overlord) { // 8.5 WP7 0: the invasion has come, the boats are free
		for _, b := range c.Boats {
			if b.Markers.Mission == missionInvasion {
				b.Markers.Mission = ""
			}
		}
		if c.Now == c.Data.Fixed.Overlord { // the WP8 header: the Channel SMZ (invasion.go)
			if err := c.overlordSailing(); err != nil {
				return err
			}
		}
	}
	if err := c.yanagiReturns(); err != nil { // WP7 9: the cargo carriers come back
		return err
	}
	if w.ev.returnNA == c.Now { // WP6 4, the week after: 6 boats to the OA ordered
		if err := c.forceDeployment(w.ev.returnNAZone, 6, nil); err != nil {
			return err
		}
	}
	if len(w.ev.early) > 0 { // a WP5 event lasting into WP6 ends with its period
		for _, a := range w.ev.early {
			if err := c.endEarly(a); err != nil {
				return err
			}
		}
		w.ev.early = w.ev.early[:0]
	}
	if e, ok := c.lateDeadline(); ok { // SW 5.4 as design 5 I.1 reads it
		happens := c.Now.N >= 4 // SW 5.42: after week 3 it happens in week 4
		if !happens {
			r := c.Dice.D10()
			happens = r <= 6 // SW 5.41: d10 0–6 it happens and the 5.1 roll is skipped
			res := "no_event"
			if happens {
				res = e.key
			}
			c.rolled(TabWarEventDeadline, e.key, "1d10", nil, r, res, r)
		}
		if happens {
			return c.fireLate(e, -1)
		}
	}
	r := c.Dice.D10()
	res := "no_event"
	if r <= 4 {
		res = "event"
	}
	c.rolled(TabWarEventTrigger, periodKey(c.Period), "1d10", nil, r, res, r)
	if r > 4 {
		return c.weatherDuty()
	}
	r = c.Dice.D10()
	e := warEventTables[c.Period-6][r]
	key := e.key
	if _, done := c.Events[key]; e.once && done {
		key = "no_event" // SW 5.2: a once-only event rolled again
	}
	c.rolled(TabWarEvent, periodKey(c.Period), "1d10", nil, r, key, r)
	if key == "no_event" {
		return c.weatherDuty()
	}
	return c.fireLate(e, r)
}

// lateDeadlines are the WP6–10 deadline events (design 8.5 WP6 0 "Italy surrenders
// {deadline: week 1 of 1943-09}"): the event and its war period and month.
var lateDeadlines = []struct {
	wp, roll int
	month    Month
}{{6, 0, MonthOf(1943, 9)}}

// lateDeadline is the WP6–10 deadline event due this turn (SW 5.4: from week 1 of its
// month, not yet happened), false if none.
func (c *Campaign) lateDeadline() (warEvent, bool) {
	for _, d := range lateDeadlines {
		e := warEventTables[d.wp-6][d.roll]
		if _, done := c.Events[e.key]; c.Period == d.wp && c.Now.Month >= d.month && !done {
			return e, true
		}
	}
	return warEvent{}, false
}

// fireLate applies WP6–10 event e (rolled r, −1 a deadline's) and logs it (design 8.5).
func (c *Campaign) fireLate(e warEvent, r int) error {
	w := &c.War
	key := e.key
	if e.once {
		c.Events[key] = c.Now.Turn() // Campaign.Events: the turn of its first occurrence
	}
	refused, err := c.politicalReaction(key, e.target) // SW 36.64, design 8.5 (political.go)
	if err != nil {
		return err
	}
	applied := false
	if !refused {
		if applied, err = c.applyWarEvent(key); err != nil {
			return err
		}
	}
	if c.Log != nil {
		orders := append([]WarEventOrder{}, w.ev.orders...)
		nm := lateNotModelled[key]
		if c.pol != nil && key == "mediterranean_reinforcement" {
			nm = "" // its refusal's OKW −1 is the political module's (political.go)
		}
		c.emit(TWarEvent, &WarEventEvent{WP: c.Period, Roll: r, Key: key, Target: e.target, Orders: orders, Applied: applied,
			Refused: refused, Deadline: r < 0, NotModelled: nm})
	}
	return c.weatherDuty()
}

// applyWarEvent makes a rolled event's effect (design 8.5); it reports whether the
// event is modelled.
func (c *Campaign) applyWarEvent(key string) (bool, error) {
	w := &c.War
	switch key {
	case "italy_surrenders":
		// design 4.8: every Italian boat leaves (BETASOM, betasom.go); the German bases
		// stay open
		return true, c.betasomRemove(-1, "italy_surrenders")
	case "transfer_to_training":
		return true, c.transferToTraining(2)
	case "hunter_killer_group":
		r := c.Dice.D10()
		zone := ""
		for _, b := range hunterKillerZones[c.Period-6] {
			if r <= b.top {
				zone = b.zone
				break
			}
		}
		c.rolled(TabWarEventZone, key, "1d10", nil, r, zone, r)
		until := c.Now
		for range 3 {
			until = until.Next()
		}
		w.ev.hunterKillers = append(w.ev.hunterKillers, HunterKiller{Zone: zone, Until: until})
		return true, nil
	case "arctic_sortie":
		w.ev.arcticSortie = c.Now.Next()
		return true, nil
	case "centimetric_radar":
		w.ev.radarWP7 = true
		return true, nil
	case "bombing_of_french_bases":
		return true, c.bombFrenchBases()
	case "schnorchel_programme":
		for _, b := range c.Boats {
			if b.State == WorkUp || b.State == InPort || b.State == Pierside {
				b.Markers.Schnorchel = true
			}
		}
		return true, nil
	case "air_raids":
		r := c.Dice.D10()
		base := "germany"
		if r >= 5 {
			base = "norway"
		}
		c.rolled(TabWarEventZone, key, "1d10", nil, r, base, r)
		if !slices.Contains(c.open, base) {
			return true, nil
		}
		_, err := c.PortAirRaid(base)
		return true, err
	case "invasion_reinforcement": // WP8 0: 4 more Type VII to the Channel SMZ (invasion.go)
		return true, c.invasionReinforcement()
	case "kola_inlet": // WP10 1: 4 boats to the Barents Sea
		return true, c.forceDeployment("barents_sea", 4, nil)
	case "inshore_offensive": // WP9 0, WP10 9: 4 schnorchel boats to western_approaches and/or english_coast
		w.ev.inshore = c.Now // (the English Coast an active SMZ this turn: smz.go activeSMZs)
		return true, c.inshoreOffensive(key)
	case "baltic_operations": // WP8–9 3: 5 boats to the Baltic Sea; no packs there
		w.ev.noPacks = "baltic_sea"
		return true, c.forceDeployment("baltic_sea", 5, nil)
	case "seewolf": // WP10 0: 6 boats to grand_banks/us_east_coast (a pack forms on their convoy)
		z, err := c.lateZone(key, seewolfZones)
		if err != nil {
			return true, err
		}
		return true, c.forceDeployment(z, 6, nil)
	case "fuel_shortage":
		w.ev.fuelShortage = true
		return true, nil
	case "monsun": // WP6 1: 5 Penang-eligible IX for the Arabian Sea, Penang opens; again: 3 more
		n := 3
		if _, done := c.Events[key]; !done {
			n = 5
			c.Events[key] = c.Now.Turn() // Campaign.Events: its first turn (opens Penang, 3.5)
			c.open = c.OpenBases()
		}
		return true, c.sendBoats(&Deployment{Zone: monsunZone, Boats: n, Types: c.penangTypes()})
	case "monsun_ii": // WP7 4: 3 Type IX for the Arabian Sea
		return true, c.sendBoats(&Deployment{Zone: monsunZone, Boats: 3, Types: typeIX})
	case "monsun_returns": // WP9 8: 2 boats at or near Penang sail home to Norway
		return true, c.monsunReturns(2)
	case "yanagi_transport": // WP7 9: 2 Type IX off-map for 3 months
		return true, c.yanagi(2)
	case "minelaying": // WP6–10 6: boats mine an SMZ, no attacks (missions.go)
		z := minelayingZones[c.Period-6]
		n := 2
		if c.Period >= 9 {
			n = 1
		}
		_, err := c.sendMission(missionMines, z, n, minelayers)
		return true, err
	case "abwehr_agents": // WP6 7: 1 boat lands agents, no attacks (missions.go)
		_, err := c.sendMission(missionAgents, []string{"st_lawrence", "ireland"}, 1, nil)
		return true, err
	case "no_sailing_without_schnorchel": // WP8 9: for the rest of the WP (barred)
		w.ev.schnorchelWP = c.Period
		return true, nil
	case "invasion_readiness": // WP7 0: 8 Type VII held Ready at France-Atlantic until the invasion
		return true, c.invasionReadiness(8)
	case "return_to_north_atlantic": // WP6 4: next week 6 boats as a pack, +1 gate, join +1, E −1
		z, err := c.lateZone(key, returnNAZones)
		if err != nil {
			return true, err
		}
		w.ev.returnNA, w.ev.returnNAZone = c.Now.Next(), z
		return true, nil
	case "weather_reporting": // WP6–10 5: a weather boat in the Greenland Gap to the end of WP7
		w.ev.weatherUntil = max(w.ev.weatherUntil, 7)
		return true, nil
	case "blockade_runner_escort": // WP6 9: 1 undamaged boat in these OAs RTB escorting, no attacks
		return true, c.eventRTB(&RTBOrder{Boats: 1, Zones: []string{"mid_ocean", "morocco", "sw_approaches"}, Undamaged: true, NoAttacks: true})
	case "mediterranean_reinforcement": // WP7 3: 4 Type VII try to pass Gibraltar
		return true, c.sendBoats(&Deployment{Zone: "western_mediterranean", Boats: 4, Types: typeVII})
	case "arctic_reinforcement": // WP6 3: 4 Type VII to Norway (sailing for the Norwegian Sea), Arctic only until WP8
		return true, c.sendBoats(&Deployment{Zone: "norwegian_sea", Boats: 4, Types: typeVII, ArcticUntil: 7})
	case "type_xxi_operational": // WP10 8: 1 Type XXI from the arrivals into Ready at Norway
		return true, c.xxiOperational()
	case "new_types": // WP9 9: 1 Type XXIII arrives early at Germany (Pierside)
		return true, c.arriveEarly("XXIII")
	case "baltic_mines_and_air_attack":
		for _, b := range c.loop() {
			if (b.State == Outbound || b.State == Returning) && (b.Zone == "baltic_sea" || b.Zone == "north_sea") {
				if _, err := c.transitCheck(b, b.Zone, 0, false, false, nil); err != nil {
					return true, err
				}
			}
		}
		return true, nil
	}
	return false, nil
}

// transferToTraining is "Transfer to training" (design 8.5 WP6–9 roll 2): n German
// boats without a schnorchel leave for the training flotillas (those at sea when they
// reach base, SW 19.13); WP6: only VIIC. The player picks them one at a time (design
// 9.1 "Events": DecideEventBoat about "training", events_choice.go); the BdU AI takes
// boats in port first, then at sea, each in the stable order of design 5.
func (c *Campaign) transferToTraining(n int) error {
	_, err := c.pickEventBoatsBy("training", n, func(b *Boat) int {
		if b.State == Refit || b.WithdrawOnArrival != "" || b.Markers.Schnorchel || b.Nation != "de" ||
			(c.Period == 6 && b.Type != "VIIC") {
			return -1
		}
		if b.State.AtSea() {
			return 1
		}
		return 0
	}, func(b *Boat) error { return c.Withdraw(b, Training, "war_event") })
	return err
}

// bombFrenchBases is "Bombing of French bases" (design 8.5 WP8 roll 4): every boat in a
// France-Atlantic repair box rolls 2d6: 2–3 destroyed, 4 one box back (Repair 1 → 2,
// Repair 2 → 3; Repair 3 stays).
func (c *Campaign) bombFrenchBases() error {
	for _, b := range c.loop() {
		if b.Zone != "france_atlantic" || !b.State.InRepair() {
			continue
		}
		a, d := c.Dice.D6(), c.Dice.D6()
		res := "no_effect"
		switch {
		case a+d <= 3:
			res = "destroyed"
		case a+d == 4 && b.State != Repair3:
			res = "box_back"
		}
		c.rolled(TabAirRaid, "france_atlantic", "2d6", nil, a+d, res, a, d)
		switch res {
		case "destroyed":
			if err := c.lose(b, DestroyedInPort, "air_raid"); err != nil {
				return err
			}
		case "box_back":
			from := b.State
			to := Repair2
			if from == Repair2 {
				to = Repair3
			}
			if err := b.setState(to); err != nil {
				return err
			}
			if c.Log != nil {
				c.emit(TRepair, &BoxEvent{Boat: b.ID, Base: "france_atlantic", From: from, To: to})
			}
		}
	}
	return nil
}

// eventRed is the red boxes the war events add to an OA this turn (design 8.5
// hunter-killer group: +2).
func (c *Campaign) eventRed(oa string) int {
	n := 0
	for _, h := range c.War.ev.hunterKillers {
		if h.Zone == oa {
			n += 2
		}
	}
	return n
}

// eventTZ is the transit-zone modifier the war events add (design 8.5 WP7 roll 8:
// Biscay +1 for the rest of WP7).
func (c *Campaign) eventTZ(tz string) int {
	n := c.spainTZ(tz) // SW 36.63F, political module (spain.go)
	if tz == "bay_of_biscay" && c.War.ev.radarWP7 && c.Period == 7 {
		return n + 1
	}
	return n
}

// arcticSortie reports whether an Arctic sortie acts in oa this turn (design 8.5 WP7–9
// roll 1: +1 gate, a convoy is a task force on d10 0–2).
func (c *Campaign) arcticSortie(oa string) bool {
	return c.War.ev.arcticSortie == c.Now && (oa == "norwegian_sea" || oa == "barents_sea")
}

// forceDeployment is SW 5.3 (design 8.5 "N boats to X"): if fewer than n boats (that
// pass ok; nil = any German boat with torpedoes) are on station in oa, more are sent
// this turn, in SW's order: boats on station in an adjacent OA (a patrol move),
// outbound boats not RTB in an adjacent zone (they turn to patrol there and search this
// turn), then Ready boats of a base at most 1 MP from oa (they sail for it). With too
// few, no penalty. Within each group the player picks the boats when more fit than
// needed (DecideEventBoat, events_choice.go; the AI: the stable order of design 5); they
// are not asked for other orders at II.5; the event lists them (9.3 orders).
func (c *Campaign) forceDeployment(oa string, n int, ok func(*Boat) bool) error {
	fit := func(b *Boat) bool {
		return b.Nation == "de" && c.Data.Types[b.Type].Torpedoes > 0 && !b.Markers.RTB && b.WithdrawOnArrival == "" &&
			b.Markers.Mission != missionInvasion && !c.barred(b, oa) &&
			(ok == nil || ok(b)) && (c.canPatrol(b, oa) || c.invasionOpen(b, oa))
	}
	for _, b := range c.Boats {
		if b.State == OnStation && b.Zone == oa && fit(b) || c.finnishCounts(b, oa) { // (SW 36.63E, finland.go)
			n--
		}
	}
	adjacent := func(z string) bool {
		for _, a := range c.Data.Map.adj[z] {
			if a.Zone == oa && a.Kind == EdgeRoute {
				return true
			}
		}
		return false
	}
	var sent []string
	for step := 1; step <= 3 && n > 0; step++ {
		group := func(b *Boat) bool { // SW 5.3's order, one group a step (design 9.1: the player picks within it)
			if b.week.forced || !fit(b) {
				return false
			}
			switch {
			case step == 1:
				return b.State == OnStation && b.Zone != oa && adjacent(b.Zone)
			case step == 2:
				return b.State == Outbound && b.Zone != oa && adjacent(b.Zone)
			case b.State == Ready && slices.Contains(c.open, b.Zone):
				r, reach := c.Data.Map.PathsFrom(b.Zone, c.Period)[oa]
				return reach && r.MP <= 1 && !c.barredRoute(b, r.Zones[1:])
			}
			return false
		}
		var err error
		n, err = c.pickEventBoats(oa, n, group, func(b *Boat) error {
			if step < 3 {
				b.Destination, b.route = oa, []string{oa}
				if c.Log != nil {
					c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "move", Detail: oa})
				}
			} else {
				r := c.Data.Map.PathsFrom(b.Zone, c.Period)[oa]
				if err := b.setState(Outbound); err != nil {
					return err
				}
				b.Destination, b.route, b.Side, b.home, b.noCredit = oa, r.Zones[1:], SideTransit, b.Zone, false
				b.week.sailed = true
				if c.Log != nil {
					c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "sail", Detail: oa})
				}
			}
			b.week.forced = true
			sent = append(sent, b.ID)
			return nil
		})
		if err != nil {
			return err
		}
	}
	if c.Log != nil {
		c.War.ev.orders = append(c.War.ev.orders, WarEventOrder{Zone: oa, Boats: sent})
	}
	return nil
}

// monsunZone is the OA the Monsun boats sail for (design 8.5 WP6 1, WP7 4).
const monsunZone = "arabian_sea"

// typeIX are the Type IX types (design 4.2).
var typeIX = []string{"IXA", "IXB", "IXC", "IXC40", "IXD2", "IXD42"}

// penangTypes are the Penang-eligible types (campaign data: penang; design 8.5 WP6 1
// "Type IXC/40 or IXD2"), in the data's order.
func (c *Campaign) penangTypes() []string {
	var ts []string
	for _, k := range typeIX {
		if t, ok := c.Data.Types[k]; ok && t.Penang {
			ts = append(ts, k)
		}
	}
	return ts
}

// monsunReturns is design 8.5 WP9 roll 8 "Monsun returns: 2 boats at or near penang must
// sail home to norway". Reading: "at or near" is Ready at Penang or on station in the
// Arabian Sea (the OA next to it); they become returning with the route to Norway and
// the RTB marker (a boat that cannot reach Norway is not taken). The player picks them
// one at a time (design 9.1 "Events": DecideEventBoat about norway,
// events_choice.go); the BdU AI takes the boats at Penang first, then those in the
// Arabian Sea, each in the stable order. No such boat: no effect.
func (c *Campaign) monsunReturns(n int) error {
	const home = "norway"
	var sent []string
	_, err := c.pickEventBoatsBy(home, n, func(b *Boat) int {
		r := 0
		switch {
		case b.Zone == "penang" && b.State == Ready:
		case b.Zone == monsunZone && b.State == OnStation:
			r = 1
		default:
			return -1
		}
		if b.Nation != "de" || b.Markers.RTB || b.WithdrawOnArrival != "" || !slices.Contains(c.open, home) {
			return -1
		}
		if _, ok := c.Data.Map.PathsFrom(b.Zone, c.Period)[home]; !ok {
			return -1
		}
		return r
	}, func(b *Boat) error {
		r := c.Data.Map.PathsFrom(b.Zone, c.Period)[home]
		if err := b.setState(Returning); err != nil {
			return err
		}
		b.Side, b.Section, b.Destination, b.route = SideTransit, "", home, r.Zones[1:]
		b.Markers.RTB = true
		if c.Log != nil {
			c.emit(TRTB, &RTBEvent{Boat: b.ID, Reason: "monsun_returns", Base: home, Zone: b.Zone})
		}
		sent = append(sent, b.ID)
		return nil
	})
	if c.Log != nil {
		c.War.ev.orders = append(c.War.ev.orders, WarEventOrder{Zone: home, Boats: sent})
	}
	return err
}

// yanagi is design 8.5 WP7 roll 9 "Yanagi transport: 2 Type IX boats leave for 3 months
// as cargo carriers (off-map, then return to penang or norway on d10 0–4 / 5–9)".
// Readings: the boats are Type IX in port (Ready, Pierside, In-Port or Work Up) at an
// open base, the player's pick one at a time (design 9.1 "Events": DecideEventBoat
// about "off_map", events_choice.go), the BdU AI's in the stable order of design 5;
// they leave through the off-map box of design 4.5 (Campaign.Withdraw to Refit, reason
// yanagi_transport: out of the front line, an ace set free as in a refit) and come
// back in week 1 of the third month after (yanagiReturns). Too few such boats: fewer
// go.
func (c *Campaign) yanagi(n int) error {
	var sent []string
	_, err := c.pickEventBoats("off_map", n, func(b *Boat) bool {
		return slices.Contains(typeIX, b.Type) && b.Nation == "de" && b.Markers.Mission == "" && b.WithdrawOnArrival == "" &&
			slices.Contains(c.open, b.Zone) && (b.State == Ready || b.State == Pierside || b.State == InPort || b.State == WorkUp)
	}, func(b *Boat) error {
		if err := c.Withdraw(b, Refit, "yanagi_transport"); err != nil {
			return err
		}
		c.War.ev.yanagi = append(c.War.ev.yanagi, yanagiTrip{boat: b.ID, back: Week{c.Now.Month + 3, 1}})
		sent = append(sent, b.ID)
		return nil
	})
	if c.Log != nil {
		c.War.ev.orders = append(c.War.ev.orders, WarEventOrder{Zone: "off_map", Boats: sent})
	}
	return err
}

// yanagiReturns brings back the Yanagi boats whose three months are over (design 8.5 WP7
// 9): d10 0–4 Penang, 5–9 Norway, in Pierside (Campaign.ReturnFromRefit); the other of
// the two when the one rolled is not open; neither open (or the campaign's last turn
// past): the boat stays off-map and is rolled for again next week.
func (c *Campaign) yanagiReturns() error {
	w := &c.War
	left := w.ev.yanagi[:0]
	for _, t := range w.ev.yanagi {
		b := c.Boat(t.boat)
		if b == nil || b.State != Refit {
			continue
		}
		if c.Now.Before(t.back) {
			left = append(left, t)
			continue
		}
		r := c.Dice.D10()
		base, other := "penang", "norway"
		if r >= 5 {
			base, other = other, base
		}
		c.rolled(TabWarEventZone, "yanagi_transport", "1d10", nil, r, base, r)
		if !slices.Contains(c.open, base) {
			base = other
		}
		if !slices.Contains(c.open, base) {
			left = append(left, t)
			continue
		}
		if err := c.ReturnFromRefit(b, base); err != nil {
			return err
		}
	}
	w.ev.yanagi = left
	return nil
}

// minelayingZones are the SMZs of the minelaying entries, WP6–WP10 (design 8.5: WP6 6;
// WP7 6 "also capetown, english_coast"; WP8 6 "as WP6 6"; WP9 6 st_lawrence (Halifax)
// or english_coast, WP10 6 "as WP9 6"), in the order the BdU AI tries them.
var minelayingZones = [5][]string{
	{"us_eastern_seaboard", "florida", "freetown", "casablanca"},
	{"us_eastern_seaboard", "florida", "freetown", "casablanca", "capetown", "english_coast"},
	{"us_eastern_seaboard", "florida", "freetown", "casablanca"},
	{"st_lawrence", "english_coast"},
	{"st_lawrence", "english_coast"},
}

// schnorchelZones are the zones a boat without schnorchel may not enter while "No sailing
// without schnorchel" is in force (design 8.5 WP8 roll 9).
var schnorchelZones = []string{"english_channel", "western_approaches", "sw_approaches"}

// barred reports whether b may not be ordered into zone this turn: design 8.5 WP8 roll 9
// "No sailing without schnorchel (BdU): for the rest of the WP, boats without schnorchel
// may not enter english_channel, western_approaches, sw_approaches". Reading: the order
// binds the sailing and patrol orders of the boats (design 9.1 "Sail", "Move"; the
// forced deployments of SW 5.3), so a sailing's route may not pass through those zones
// either; a boat already there, or returning home through them, is not held at sea.
func (c *Campaign) barred(b *Boat, zone string) bool {
	return c.Period <= c.War.ev.schnorchelWP && !b.Markers.Schnorchel && slices.Contains(schnorchelZones, zone)
}

// barredRoute reports whether a route's zones (the start excluded) enter a zone barred
// to b (barred).
func (c *Campaign) barredRoute(b *Boat, zones []string) bool {
	if c.Period > c.War.ev.schnorchelWP || b.Markers.Schnorchel {
		return false
	}
	for _, z := range zones {
		if c.barred(b, z) {
			return true
		}
	}
	return false
}

// packsAllowed reports whether a wolfpack may form in oa this turn (design 8.5 Baltic
// operations: no packs).
func (c *Campaign) packsAllowed(oa string) bool {
	if c.Period <= 5 && c.Data.Map.Zones[oa].Kind != KindOperatingArea {
		return c.smzPacks(oa) // an SMZ patrol's contact: each boat's own, unless the event allows packs (smz.go)
	}
	return c.War.ev.noPacks != oa && c.earlyPacks(oa)
}

// lateNotModelled is what the engine does not make of a WP6–10 entry it plays (design
// 8.5; logged with the war_event).
var lateNotModelled = map[string]string{
	"mediterranean_reinforcement": "the OKW -1 of a refusal (political module)",
	"italy_surrenders":            "German recon aircraft in Italy removed (7.9: the aircraft fly from any open base)",
}

// typeVII are the Type VII types (design 4.2).
var typeVII = []string{"VIIA", "VIIB", "VIIC", "VIIC41", "VIIC_Flak", "VIID"}

// xxiOperational is design 8.5 WP10 roll 8: a Type XXI of the arrivals (Pierside or
// In-Port) moves into Ready at Norway (if Norway is open); the player picks which
// (design 9.1 "Events": DecideEventBoat about norway, events_choice.go), the BdU AI
// the first in the stable order; none: no effect.
func (c *Campaign) xxiOperational() error {
	if !slices.Contains(c.open, "norway") {
		return nil
	}
	_, err := c.pickEventBoats("norway", 1, func(b *Boat) bool {
		return b.Type == "XXI" && (b.State == Pierside || b.State == InPort) && b.WithdrawOnArrival == ""
	}, func(b *Boat) error {
		from := b.Zone
		if err := b.setState(Ready); err != nil {
			return err
		}
		b.Zone = "norway"
		if c.Log != nil {
			c.emit(TMove, &MoveEvent{Boat: b.ID, Path: []string{from, "norway"}, Side: b.Side, State: Ready, Zone: "norway"})
			c.War.ev.orders = append(c.War.ev.orders, WarEventOrder{Zone: "norway", Boats: []string{b.ID}})
		}
		return nil
	})
	return err
}

// arriveEarly is design 8.5 WP9 roll 9: the next boat of type t due in the reinforcement
// table (4.5) arrives now at Germany, Pierside, as an arrival of this month does; the
// table's next arrival of t then does not come (Campaign.earlyArrivals). With no arrival
// of t left in the table, no effect.
func (c *Campaign) arriveEarly(t string) error {
	due := 0
	for m := c.Now.Month + 1; m <= LastMonth; m++ {
		due += c.Data.ArrivalsIn(m)[t]
	}
	if due <= c.earlyArrivals[t] {
		return nil
	}
	b := c.commission(t, c.Now.Month)
	b.State, b.Zone = Pierside, "germany"
	if c.Now.Month >= c.Data.InexpArrivalsFrom {
		b.Markers.Inexp = 1
	}
	if c.earlyArrivals == nil {
		c.earlyArrivals = map[string]int{}
	}
	c.earlyArrivals[t]++
	if c.Log != nil {
		c.emit(TReinforcement, &ReinforcementEvent{Boat: b.ID, Type: t, Base: b.Zone, Inexp: b.Markers.Inexp, Torpedoes: b.Torpedoes})
		c.War.ev.orders = append(c.War.ev.orders, WarEventOrder{Zone: "germany", Boats: []string{b.ID}})
	}
	return nil
}

// weatherDuty keeps SW's weather boat (design 8.5 WP2 roll 9, WP3 header, WP6–10 roll
// 5): while the duty lasts (to the end of War.ev.weatherUntil's period) one boat at sea
// carries the WeatherDuty marker in the Greenland Gap: it makes no search (no attacks,
// no packs), takes −2 and no other modifier at its endurance check and is not asked
// for orders; when it turns for home (RTB: the marker comes off) another is sent:
// a boat on station there first (a damaged one may be used; the player's pick, design
// 9.1 "Events": DecideEventBoat about greenland_gap, the BdU AI's the first in the
// stable order), else one by SW 5.3 (forceDeployment). When the duty ends the marker comes off.
func (c *Campaign) weatherDuty() error {
	const gg = "greenland_gap"
	active := c.Period <= c.War.ev.weatherUntil
	var there *Boat
	for _, b := range c.loop() {
		if !b.Markers.WeatherDuty {
			continue
		}
		if !active || !b.State.AtSea() || b.Markers.RTB {
			b.Markers.WeatherDuty = false
			continue
		}
		there = b
	}
	if !active || there != nil {
		return nil
	}
	left, err := c.pickEventBoats(gg, 1, func(b *Boat) bool { // design 9.1 "Events" (events_choice.go)
		return b.State == OnStation && b.Zone == gg && b.Nation == "de" && !b.Markers.RTB
	}, func(b *Boat) error {
		c.markWeather(b)
		return nil
	})
	if err != nil || left == 0 {
		return err
	}
	if !c.patrolOpen(gg) {
		return nil
	}
	if err := c.forceDeployment(gg, 1, nil); err != nil {
		return err
	}
	for _, b := range c.loop() {
		if b.week.forced && b.Destination == gg && !b.Markers.WeatherDuty {
			c.markWeather(b)
			return nil
		}
	}
	return nil
}

// markWeather gives b the weather-reporting duty (weatherDuty).
func (c *Campaign) markWeather(b *Boat) {
	b.Markers.WeatherDuty = true
	if c.Log != nil {
		c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "weather_duty", Detail: "greenland_gap"})
	}
}

// The zones of the WP6–10 orders that name several (design 8.5), in the table's order
// (the BdU AI's choice is the first: lateZone).
var (
	returnNAZones = []string{"greenland_gap", "grand_banks"}        // WP6 4 "greenland_gap or grand_banks"
	seewolfZones  = []string{"grand_banks", "us_east_coast"}        // WP10 0 "grand_banks/us_east_coast"
	inshoreZones  = []string{"western_approaches", "english_coast"} // WP9 0, WP10 9 "western_approaches and/or english_coast"
)

// lateZone is the OA a WP6–10 order naming one of several zones sends its boats to
// (design 8.5, 9.1 "Events: choose zones": the return to the North Atlantic's "or",
// Seewolf's pack): the zones open to patrol this turn (patrolOpen: an OA, its gate not
// closed), asked with a DecideEventZone about key when more than one (pickEventZone;
// the BdU AI: the first, as the engine read the order before the decision existed);
// none open: the first (SW 5.3: the order sends whom it can, nobody). The inshore
// offensive's "and/or" is split instead (inshoreOffensive).
func (c *Campaign) lateZone(key string, zones []string) (string, error) {
	var ok []string
	for _, z := range zones {
		if c.patrolOpen(z) {
			ok = append(ok, z)
		}
	}
	z, err := c.pickEventZone(key, ok)
	if z == "" {
		z = zones[0]
	}
	return z, err
}

// inshoreOffensive is design 8.5 WP9 0 / WP10 9, "4 schnorchel boats to
// western_approaches and/or english_coast" (SW 5.3; design 9.1 "Events: choose zones
// and boats"): its zones are the Western Approaches while open to patrol (patrolOpen)
// and the English Coast, an active SMZ the turn the offensive is rolled (smz.go
// activeSMZs); the player splits the four boats between them (pickEventSplit,
// events_choice.go: how many to the Western Approaches, the rest to the English Coast;
// the BdU AI: all four to the Western Approaches, as before the English Coast was
// offered). The Western Approaches' part is an SW 5.3 deployment (forceDeployment);
// the English Coast's is an SMZ order (smzDeployIf: the boats on its patrol count; SW
// 5.3's groups from the North Sea, its link, SW 20.1, then Ready boats of a base at most
// 1 MP away; each boat on its SW 20 patrol, searched on the North Sea's [E1] with the
// gate +1, smzSearch, and back to the North Sea after, 20.6). Schnorchel boats only.
func (c *Campaign) inshoreOffensive(key string) error {
	snort := func(b *Boat) bool { return b.Markers.Schnorchel }
	var ok []string
	for _, z := range inshoreZones {
		if z == inshoreSMZ || c.patrolOpen(z) {
			ok = append(ok, z)
		}
	}
	zones, counts, err := c.pickEventSplit(key, ok, 4)
	if err != nil {
		return err
	}
	for i, z := range zones {
		if z == inshoreSMZ {
			_, err = c.smzDeployIf(key, &SMZOrder{Zone: z, Boats: counts[i], After: SMZBack}, z, snort)
		} else {
			err = c.forceDeployment(z, counts[i], snort)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// returnNA reports whether the return to the North Atlantic acts in oa this turn
// (design 8.5 WP6 roll 4: +1 gate, join rolls +1, escorts −1 E for one week).
func (c *Campaign) returnNA(oa string) bool {
	return c.War.ev.returnNA == c.Now && oa == c.War.ev.returnNAZone
}

// missionInvasion marks a boat held in port for the invasion (design 8.5 WP7 roll 0).
const missionInvasion = "invasion_readiness"

// invasionReadiness is design 8.5 WP7 roll 0: n Type VII at France-Atlantic are kept in
// port (the readiness pipeline: they work up to Ready and do not sail, nor are they
// taken by SW 5.3) until Overlord (the fixed date of the WP8 header), when the marker
// comes off. Rolled again, the group is topped up to n. Readings: the boats are taken
// among those in Ready, Pierside, In-Port or Work Up there, the player's pick one at a
// time (design 9.1 "Events": DecideEventBoat about france_atlantic,
// events_choice.go), the BdU AI's in the stable order; Overlord's "every Type VII in
// Ready at France-Atlantic must sail to english_channel" is invasion.go's
// overlordSailing.
func (c *Campaign) invasionReadiness(n int) error {
	var held []string
	for _, b := range c.Boats {
		if b.Markers.Mission == missionInvasion {
			n--
		}
	}
	var err error
	if n > 0 {
		_, err = c.pickEventBoats("france_atlantic", n, func(b *Boat) bool {
			return b.Zone == "france_atlantic" && slices.Contains(typeVII, b.Type) && b.Nation == "de" && b.Markers.Mission == "" &&
				b.WithdrawOnArrival == "" && (b.State == Ready || b.State == Pierside || b.State == InPort || b.State == WorkUp)
		}, func(b *Boat) error {
			b.Markers.Mission = missionInvasion
			held = append(held, b.ID)
			return nil
		})
	}
	if c.Log != nil {
		c.War.ev.orders = append(c.War.ev.orders, WarEventOrder{Zone: "france_atlantic", Boats: held})
	}
	return err
}
