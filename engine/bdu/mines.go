package bdu

import (
	"fmt"
	"slices"
	"strconv"
)

// Minelaying [SW 26] and the standing minefields (design 8.4 "Minelaying and special
// missions [SW 20, 26] unchanged"; 5 II.4; 9.1 "Mines / mission"). German boats carry
// mines to a special-mission zone by the player's choice (DecideMines, step II.5) or by a
// war event's order (the minelaying missions of 8.5, missions.go sendMission: the same
// loading, laying and fields); a boat carrying mines makes no attack until it has laid
// them (26.0; noAttacks).
//
// Readings (each cited where it is made):
//   - 26.0 loading: a Ready boat at an open base, German, of a type with a mine strength
//     (mineStrength: the type's `mines`, else SW 26.1's strength 2 for a type with
//     torpedoes; the XIV U-tanker lays none), with a free Mine counter; the options are
//     the SMZs it may mine (mineable, 26.52–26.53) that it can reach within its range
//     (missionFit), and KeyWait (no mines; the sail decision follows). Loaded, it sails
//     for the SMZ at once (the mines are carried to the SMZ, 26.0) with Mine = its
//     strength; a type other than the VIID and XB (design 4.2 "no torpedo loss for
//     mines": their mines have shafts of their own) carries them in the place of half
//     its torpedoes [designed: TMB mines go through the torpedo tubes]. The BdU AI never
//     loads mines by choice (9.4 lists only patrols and "always obey events"; the events
//     order the historical minelaying): KeyWait.
//   - 26.0 ordered by event (missions.go sendMission): the boats are taken among those
//     at sea in, or next to, an OA linked to the SMZ (minelayerAtSea: on station, not
//     going home; they have carried the mines all along and keep their torpedoes; their
//     III.1 is the patrol move into the SMZ), the event's types first, then among the
//     ready boats in port as for the other missions (missionFit).
//   - 26.51 counters [designed: the counter sheet is not among the seeds]: MineCounters
//     boats may carry mines at once (an event sends no more boats than are free) and
//     FieldCounters standing fields may lie at once; a field laid with no marker free
//     is logged "no_counter" and has no effect.
//   - 26.52 legal SMZs (voluntary): not Rio de Janeiro, River Plate, Levant (event only);
//     Dakar and Diego Suarez in WP1 only; Scapa Flow and English Coast until WP2; the
//     Azores only after their Allied occupation (WP5 10 again); the advanced bases
//     (Narvik, Murmansk) and the transit zones (Biscay, the Channel) are no SMZs on
//     design 3.2's map, the Canary Islands a neutral port: none is offered. An event's
//     zones are legal as it names them (26.52 "except by event"; the Murmansk minelaying
//     lays its field off the advanced base, murmansk). 26.53 (weather on a linked OA)
//     holds for every boat, checked when it would lay: it keeps its mines as 26.11 C.
//   - 26.1 laying: the boat enters the SMZ with a transit check at +2 (SW 20.3; move,
//     f1.go transitCheck; the reference is the OA it entered from when its leg entered
//     no other, 12.1); not Spotted after it, it lays a field of its Mine strength in its
//     III.2 (the turn it arrives, SW 20.3).
//   - 26.11 Spotted: DecideMinesSpotted, KeyDumpMines (B: the mines dumped, it patrols
//     the OA it entered from, Spotted; endurance +1), KeyKeepMines (C: it keeps them,
//     goes to that OA's Done section, Spotted removed, and must enter again next turn;
//     endurance −1) or, where the SMZ patrol has a search (patrolSMZOK: in WP1–5 from
//     an OA with an AAC, in WP6–10 from an OA with a 7.3 chart), KeyPatrolSMZ (A: the
//     mines dumped, it patrols the SMZ this week as an SMZ patrol, smz.go smzSearch:
//     the entering OA's AAC one colour level up, SW 20.4, in WP6–10 its [E1] with the
//     gate +1 [designed]; then back to that OA, 20.6, endurance +1; minesPatrolSMZ).
//     The AI dumps them (B: minesAI). A boat sent home (RTB) makes no attempt and brings its
//     mines home (turnHome: unloaded).
//   - 26.2 the new field's roll on the Minefield table (minefieldTable), the ace's value
//     added; each counter drawn (26.21, F1's merchant category in place of SW's cup) is
//     a d10 on MINE_DRAW: 0–2 an escort, combat event or aircraft (26.22: no effect),
//     3–9 a merchant, which rolls the unmodified F1 loner result (6.1.3, AV − TD = 0: 6+
//     sunk, 4–5 damaged, ≤ 3 missed) and, sunk, its tonnage on the merchant table
//     (6.1.1). Sunk ships count in the month's ships and tons (design 10.3, the 10.2
//     figures, the 7.8 count) and in no boat's record (the minefield event carries them).
//   - 26.3 after laying: DecideMinesMove, the adjacent OA (the SMZ's linked OAs the boat
//     may patrol); the AI takes the one with the highest expected tons (9.4's measure).
//     The boat is on station there (no search this week) and makes its endurance check
//     at +1 (the week's minelaying takes no search modifier: SW 14.7's −2 is lying low's).
//     With no OA to patrol it turns for home.
//   - 26.4 / 11.2 standing fields: in II.4 every field laid in an earlier turn rolls the
//     table without the ace, then decays (26.23/11.21 with 002's reading, overview 1.3
//     point 10: one step a turn, 3 → 2 → 1 → gone, after the roll); a field of strength s
//     rolls s + 1 times in all.

// The decisions of SW 26 (design 9.1 "Mines / mission").
const (
	DecideMines        DecisionKind = "mines"         // II.5: a ready boat loads mines for an SMZ, or none (SW 26.0)
	DecideMinesSpotted DecisionKind = "mines_spotted" // III.2: a minelayer Spotted entering its SMZ (SW 26.11 B or C)
	DecideMinesMove    DecisionKind = "mines_move"    // III.2: the adjacent OA after laying (SW 26.3)
)

// Option keys of the SW 26.11 decision.
const (
	KeyDumpMines = "dump_mines" // 26.11 B: dump the mines, patrol the OA entered from, Spotted
	KeyKeepMines = "keep_mines" // 26.11 C: keep them, withdraw to that OA, try again next turn
	KeyPatrolSMZ = "patrol_smz" // 26.11 A: dump the mines and patrol the SMZ itself, Spotted
)

// The counters of SW 26.51 [designed; doc above].
const (
	MineCounters  = 4 // boats carrying mines at once
	FieldCounters = 6 // standing minefields at once
)

// TMinefield is the minelaying's event (design 9.3 addition; SW 26).
const TMinefield EventType = "minefield"

// The roll tables of SW 26 (design 9.3 lists MINEFIELD).
const (
	TabMinefield  Table = "MINEFIELD"   // SW 26.2/26.4 the Minefield table: counters drawn
	TabMineDraw   Table = "MINE_DRAW"   // SW 26.21–26.22 what a drawn counter is
	TabMineAttack Table = "MINE_ATTACK" // SW 26.21 the unmodified attack result of a drawn ship
)

// Minefield is one standing field (SW 26): the SMZ, its strength (1–3, the Minefield
// 1/2/3 marker) and the boat that laid it.
type Minefield struct {
	Zone     string
	Strength int
	Boat     string
}

// MinefieldEvent is a change of a boat's mines or of a field (SW 26; design 9.3
// addition). Action:
//   - loaded: Boat took mines of Strength for Zone; Torpedoes are those left aboard;
//   - laid: Boat laid a field of Strength in Zone, appended to the fields as Field;
//   - no_counter: Boat laid its mines with no Minefield marker free (no field, 26.51);
//   - dumped: Boat, Spotted, dumped its mines (26.11 B; Reason "patrol_smz": A);
//   - kept: Boat keeps its mines, has withdrawn to the OA it entered from and has its
//     SMZ Zone as destination again (26.11 C; Reason "spotted" or "weather", 26.53);
//   - unloaded: Boat turned for home with its mines (they leave the marker);
//   - rolled: the field Field (its index in the fields) in Zone rolled the Minefield
//     table: Ships sunk, Tons;
//   - decayed: the field Field is now Strength (26.23);
//   - removed: the field Field is gone (11.21).
type MinefieldEvent struct {
	EventHeader
	Action    string `json:"action"`
	Zone      string `json:"zone"`
	Boat      string `json:"boat,omitempty"`
	Strength  int    `json:"strength"`
	Field     int    `json:"field"`
	Torpedoes int    `json:"torpedoes"`
	Ships     int    `json:"ships"`
	Tons      int    `json:"tons"`
	Reason    string `json:"reason,omitempty"`
}

// minefieldDraws is the Minefield table [designed: SW's table is not in the seeds,
// overview "Tables"]: the counters drawn for a modified d10 (d10 + strength + ace on a
// new field − 2 from WP2, the countermeasures of SW 26.0's note: "very effective in the
// first year of the war"): ≤ 5 none, 6–7 one, 8–9 two, 10+ three. A strength-2 field
// in WP1 sinks about 0.9 ships over its three rolls (0.34 a roll at strength 2, 0.25 at
// 1; a counter is a merchant 7 in 10, sunk 4 in 10), about 0.45 from WP2.
func minefieldDraws(total int) int {
	switch {
	case total >= 10:
		return 3
	case total >= 8:
		return 2
	case total >= 6:
		return 1
	}
	return 0
}

// mineStrength is the strength of the field a boat of type t lays (SW 26.1; 0: none).
func mineStrength(t *BoatType) int {
	switch {
	case t.Mines > 0:
		return t.Mines
	case t.Torpedoes > 0:
		return 2
	}
	return 0
}

// mineWeek is the week's list of the SMZs that may be mined by choice and the boats
// carrying mines (askMines, computed once a turn).
type mineWeek struct {
	week   Week
	zones  []string
	aboard int
}

// minesAboard is the number of boats carrying mines (SW 26.51).
func (c *Campaign) minesAboard() int {
	n := 0
	for _, b := range c.Boats {
		if b.Markers.Mine > 0 && !b.State.Terminal() {
			n++
		}
	}
	return n
}

// mineWeather reports whether an OA linked to zone has a weather marker (SW 26.53).
func (c *Campaign) mineWeather(zone string) bool {
	if len(c.War.Weather) == 0 {
		return false
	}
	for _, a := range c.Data.Map.adj[zone] {
		if c.Data.Map.Zones[a.Zone].Kind == KindOperatingArea && c.weatherOver(a.Zone) != 0 {
			return true
		}
	}
	return false
}

// mineable reports whether zone may be mined by choice this turn (SW 26.52–26.53;
// readings above).
func (c *Campaign) mineable(zone string) bool {
	if z := c.Data.Map.Zones[zone]; z == nil || z.Kind != KindSMZ {
		return false
	}
	switch zone {
	case "rio_de_janeiro", "river_plate", "levant":
		return false
	case "dakar", "diego_suarez":
		if c.Period > 1 {
			return false
		}
	case "scapa_flow", "english_coast":
		if c.Period > 2 {
			return false
		}
	case "azores":
		if _, ok := c.happened("azores_occupation"); !ok {
			return false
		}
	}
	return !c.mineWeather(zone)
}

// loadMines puts mines on b for zone (SW 26.0; the torpedoes of the readings above: a
// boat in port; a boat at sea ordered by an event has carried them all along, 26.0, and
// keeps the torpedoes it has) and logs it.
func (c *Campaign) loadMines(b *Boat, zone string) {
	t := c.Data.Types[b.Type]
	b.Markers.Mine = mineStrength(t)
	if b.State != OnStation && !slices.Contains(minelayers, b.Type) {
		b.Torpedoes -= b.Torpedoes / 2
	}
	if c.Log != nil {
		c.emit(TMinefield, &MinefieldEvent{Action: "loaded", Zone: zone, Boat: b.ID, Strength: b.Markers.Mine, Field: -1, Torpedoes: b.Torpedoes})
	}
}

// minelayerAtSea reports whether b, at sea, may be ordered to mine zone by a war event
// (SW 26.0 "ordered by event": a boat in, or adjacent to, an OA of the SMZ): German,
// on station, not going home, on no mission and with no order of its own this week, not
// the flagship, of a type with a mine strength (prefer: only those types), in an OA linked to zone or
// next to one, and not barred from it (8.5 WP8 9).
func (c *Campaign) minelayerAtSea(b *Boat, zone string, prefer []string) bool {
	if b.State != OnStation || b.Nation != "de" || b.Markers.RTB || b.Markers.Mission != "" || b.Markers.Mine > 0 ||
		b.week.forced || b.WithdrawOnArrival != "" || mineStrength(c.Data.Types[b.Type]) == 0 ||
		(prefer != nil && !slices.Contains(prefer, b.Type)) || c.Data.Map.Zones[b.Zone].Kind != KindOperatingArea ||
		c.isFlagship(b) { // (the flagship's weeks are its Hunted boxes, design 6.2.1)
		return false
	}
	r, ok := c.Data.Map.PathsFrom(b.Zone, c.Period)[zone]
	if !ok || c.barredRoute(b, r.Zones[1:]) {
		return false
	}
	for _, a := range c.Data.Map.adj[zone] {
		if a.Zone == b.Zone {
			return true
		}
		for _, x := range c.Data.Map.adj[a.Zone] {
			if x.Zone == b.Zone && x.Kind == EdgeRoute && c.Data.Map.Zones[a.Zone].Kind == KindOperatingArea {
				return true
			}
		}
	}
	return false
}

// orderMines puts an event's mines on b at sea (SW 26.0; minelayerAtSea): it takes the
// route to zone (its III.1 patrol move, the SMZ entered at +2) with the Mission marker.
func (c *Campaign) orderMines(b *Boat, zone string) {
	r := c.Data.Map.PathsFrom(b.Zone, c.Period)[zone]
	b.Destination, b.route = zone, r.Zones[1:]
	b.week.forced = true
	b.Markers.Mission = missionMines
	if c.Log != nil {
		c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "move", Detail: zone})
	}
	c.loadMines(b, zone)
}

// askMines is the "Mines / mission" decision of design 9.1 for a ready boat b (step
// II.5): KeyWait (no mines), or an SMZ to mine. A boat loaded sails for it (and is
// asked its transit); it reports whether b sailed. Not asked when no Mine counter is
// free, the boat lays no mines, or no SMZ is open to it.
func (c *Campaign) askMines(b *Boat, p Decider) (bool, error) {
	t := c.Data.Types[b.Type]
	mw := &c.War.mines
	if mw.week != c.Now { // the turn's list (II.5: the weather, the period, the events are set)
		mw.week, mw.zones, mw.aboard = c.Now, mw.zones[:0], c.minesAboard()
		for _, z := range c.Data.Map.ZoneKeys {
			if c.mineable(z) {
				mw.zones = append(mw.zones, z)
			}
		}
	}
	if mineStrength(t) == 0 || mw.aboard >= MineCounters || len(mw.zones) == 0 || !c.missionBoat(b, nil) {
		return false, nil
	}
	var d *Decision
	for _, z := range mw.zones {
		if !c.missionReach(b, z) { // (missionFit, its boat's part checked above)
			continue
		}
		if d == nil {
			d = c.decision(DecideMines, b)
			d.add(KeyWait, nil)
		}
		r := c.Data.Map.PathsFrom(b.Zone, c.Period)[z]
		o := d.add(z, nil)
		o.MP, o.Red = r.MP, r.Red
	}
	if d == nil {
		return false, nil
	}
	key, err := c.ask(p, d)
	if err != nil || key == KeyWait {
		return false, err
	}
	r := c.Data.Map.PathsFrom(b.Zone, c.Period)[key]
	if err := b.setState(Outbound); err != nil {
		return false, err
	}
	b.Destination, b.route, b.Side, b.home, b.noCredit = key, r.Zones[1:], SideTransit, b.Zone, false
	b.week.sailed = true
	b.Markers.Mission = missionMines
	mw.aboard++
	if c.Log != nil {
		c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "mines", Detail: key})
	}
	c.loadMines(b, key)
	return true, c.askTransit(b, p)
}

// mineFrom is the OA b entered its SMZ from (this week's leg, else the SMZ's first
// linked OA).
func (c *Campaign) mineFrom(b *Boat) string {
	if b.week.smzFrom != "" {
		return b.week.smzFrom
	}
	for _, a := range c.Data.Map.adj[b.Zone] {
		if c.Data.Map.Zones[a.Zone].Kind == KindOperatingArea {
			return a.Zone
		}
	}
	return ""
}

// layMines is a minelayer's III.2 (SW 26.1–26.3, 26.11, 26.53; readings above): b
// carries mines; in its SMZ it lays them, or (Spotted, or weather on a linked OA) does
// as 26.11 says. A boat carrying mines anywhere else waits (no search, no attack).
func (c *Campaign) layMines(b *Boat, p Decider) error {
	b.week.searched = true // its III.2 is the mission (no search, no pack)
	if z := c.Data.Map.Zones[b.Zone]; z.Kind != KindSMZ && z.Kind != KindAdvancedBase {
		return nil
	}
	smz, from := b.Zone, c.mineFrom(b)
	weather := c.mineWeather(smz)
	keep := weather
	if !weather && b.Markers.Spotted {
		d := c.decision(DecideMinesSpotted, b)
		d.add(KeyDumpMines, nil)
		d.add(KeyKeepMines, nil)
		if c.patrolSMZOK(b, from) {
			d.add(KeyPatrolSMZ, nil) // 26.11 A: an SMZ patrol searched from its entering OA (SW 20.4, smz.go smzSearch)
		}
		key, err := c.ask(p, d)
		if err != nil {
			return err
		}
		if key == KeyPatrolSMZ {
			return c.minesPatrolSMZ(b, smz, from, p)
		}
		keep = key == KeyKeepMines
		if !keep { // 26.11 B
			b.Markers.Mine, b.Markers.Mission = 0, ""
			if c.Log != nil {
				c.emit(TMinefield, &MinefieldEvent{Action: "dumped", Zone: smz, Boat: b.ID, Field: -1, Torpedoes: b.Torpedoes})
			}
			b.week.mines = 1
			c.mineMove(b, smz, from)
			return nil
		}
	}
	if keep { // 26.11 C (26.53: the weather reading)
		reason := "spotted"
		if weather {
			reason = "weather"
		}
		b.week.mines = -1
		c.mineMove(b, smz, from)
		b.route, b.Destination = []string{smz}, smz // next turn it enters again
		if c.Log != nil {
			c.emit(TMinefield, &MinefieldEvent{Action: "kept", Zone: smz, Boat: b.ID, Strength: b.Markers.Mine, Field: -1, Torpedoes: b.Torpedoes, Reason: reason})
		}
		if b.Markers.Spotted {
			b.Markers.Spotted = false
			if c.Log != nil {
				c.emit(TSpottedRemoved, &SpottedRemovedEvent{Boat: b.ID})
			}
		}
		return nil
	}
	// 26.1 the field, 26.2 its roll
	f := Minefield{Zone: smz, Strength: b.Markers.Mine, Boat: b.ID}
	b.Markers.Mine, b.Markers.Mission = 0, ""
	b.week.mines = 1 // 26.3
	if len(c.War.Minefields) >= FieldCounters {
		if c.Log != nil {
			c.emit(TMinefield, &MinefieldEvent{Action: "no_counter", Zone: smz, Boat: b.ID, Strength: f.Strength, Field: -1, Torpedoes: b.Torpedoes})
		}
	} else {
		c.War.Minefields = append(c.War.Minefields, f)
		if c.Log != nil {
			c.emit(TMinefield, &MinefieldEvent{Action: "laid", Zone: smz, Boat: b.ID, Strength: f.Strength, Field: len(c.War.Minefields) - 1, Torpedoes: b.Torpedoes})
		}
		ace := 0
		if a := b.Markers.Ace; a != nil {
			ace = a.Value
		}
		c.rollMinefield(f, len(c.War.Minefields)-1, ace)
	}
	// 26.3 the adjacent OA
	d := c.decision(DecideMinesMove, b)
	for _, a := range c.Data.Map.adj[smz] {
		if c.Data.Map.Zones[a.Zone].Kind == KindOperatingArea && c.canPatrol(b, a.Zone) && !c.barred(b, a.Zone) {
			d.add(a.Zone, nil).Tons = c.ExpectedTons(c.Data.Types[b.Type], a.Zone)
		}
	}
	if len(d.Options) == 0 {
		c.mineMove(b, smz, from)
		b.Markers.RTB = true // no OA to patrol: home (III.5)
		if c.Log != nil {
			c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "rtb", Detail: b.Zone})
		}
		return nil
	}
	key, err := c.ask(p, d)
	if err != nil {
		return err
	}
	c.mineMove(b, smz, key)
	return nil
}

// patrolSMZOK reports whether SW 26.11 A (dump the mines and patrol the SMZ) is open to
// b, Spotted entering its SMZ from the OA from: not the flagship (its weeks are its
// Hunted boxes, 6.2.1), and the SMZ patrol has a search there (smz.go smzSearch): in
// WP1–5 from's AAC (SW 20.4), in WP6–10 from's 7.3 chart ([E1] with the gate +1
// [designed], the search of the WP6–10 SMZ patrols). SW 26's leave to mine the zone is
// the boat's own: it carries mines only for an SMZ it may mine (26.52, mineable) or an
// event's (26.0).
func (c *Campaign) patrolSMZOK(b *Boat, from string) bool {
	if from == "" || c.isFlagship(b) {
		return false
	}
	if c.Period >= 6 {
		return c.lateChart(from) != nil
	}
	return c.Data.Charts.Early[from] != nil
}

// minesPatrolSMZ is SW 26.11 A for b, Spotted entering smz from the OA from: the mines
// dumped (logged "dumped", Reason "patrol_smz"), it patrols the SMZ this week as an SMZ
// patrol (smz.go smzSearch: the search of from's AAC one colour level up, SW 20.4, in
// WP6–10 from's [E1] with the gate +1; and its attack), Spotted; in III.5 it goes back to from (20.6) and makes its endurance check
// there at +1 (26.11). Error: an illegal answer to a decision of the attack.
func (c *Campaign) minesPatrolSMZ(b *Boat, smz, from string, p Decider) error {
	b.Markers.Mine, b.Markers.Mission = 0, ""
	if c.Log != nil {
		c.emit(TMinefield, &MinefieldEvent{Action: "dumped", Zone: smz, Boat: b.ID, Field: -1, Torpedoes: b.Torpedoes, Reason: KeyPatrolSMZ})
	}
	b.week.mines = 1
	b.smz, b.smzFrom = smz, from
	k := c.Search(b)
	if k.Category != CatNone && c.Log != nil {
		c.emit(TContact, c.contactEvent(b, k))
	}
	_, err := c.Engage(b, k, p)
	return err
}

// mineMove moves b, on station, from the SMZ to the adjacent OA (SW 26.3, 26.11), patrol
// side up, with no transit check.
func (c *Campaign) mineMove(b *Boat, smz, oa string) {
	if oa == "" {
		return
	}
	b.Zone, b.Side, b.Destination, b.route = oa, SidePatrol, "", nil
	if c.Log != nil {
		c.emit(TMove, &MoveEvent{Boat: b.ID, Path: []string{smz, oa}, Side: b.Side, State: b.State, Zone: oa})
	}
}

// unloadMines takes the mines off a boat turned for home (turnHome; readings above).
func (c *Campaign) unloadMines(b *Boat) {
	if b.Markers.Mine == 0 {
		return
	}
	b.Markers.Mine = 0
	if c.Log != nil {
		c.emit(TMinefield, &MinefieldEvent{Action: "unloaded", Zone: b.Zone, Boat: b.ID, Field: -1, Torpedoes: b.Torpedoes})
	}
}

// rollMinefield rolls field f (index i in the fields) on the Minefield table (SW 26.2,
// 26.4; readings above) with ace added, and books the ships sunk.
func (c *Campaign) rollMinefield(f Minefield, i, ace int) {
	var m Mods
	m.Add(f.Strength, "SW 26.2 field strength")
	if c.Period >= 2 {
		m.Add(-2, "SW 26.0 countermeasures from WP2 [designed]")
	}
	m.Add(ace, "SW 26.2 ace")
	nat, total := c.d10(&m)
	draws := minefieldDraws(total)
	c.rolled(TabMinefield, f.Zone, "1d10", &m, total, strconv.Itoa(draws), nat)
	ships, tons := 0, 0
	for range draws {
		r := c.Dice.D10()
		if r <= 2 { // 26.22
			c.rolled(TabMineDraw, f.Zone, "1d10", nil, r, "no_effect", r)
			continue
		}
		c.rolled(TabMineDraw, f.Zone, "1d10", nil, r, "merchant", r)
		a := c.Dice.D10() // 26.21 unmodified (6.1.3 loner thresholds)
		res := "missed"
		switch {
		case a >= 6:
			res = "sunk"
		case a >= 4:
			res = "damaged"
		}
		c.rolled(TabMineAttack, f.Zone, "1d10", nil, a, res, a)
		if a < 6 {
			continue
		}
		t, _ := c.tonnage(nil, Contact{Category: CatLoner, Ships: 1, Zone: f.Zone})
		ships++
		tons += t
	}
	w := &c.War
	w.Month.Ships += ships
	w.Month.Tons += tons
	w.Total.Ships += ships
	w.Total.Tons += tons
	if c.Log != nil {
		c.emit(TMinefield, &MinefieldEvent{Action: "rolled", Zone: f.Zone, Boat: f.Boat, Strength: f.Strength, Field: i, Ships: ships, Tons: tons})
	}
}

// stepMinefields is II.4's minefields (design 5 step 8, SW 11.2–11.21, 26.4, 26.23):
// every standing field rolls without the ace, then decays one step; strength 0 is gone.
func (c *Campaign) stepMinefields() {
	fs := c.War.Minefields
	for i := 0; i < len(fs); {
		c.rollMinefield(fs[i], i, 0)
		fs[i].Strength--
		if fs[i].Strength > 0 {
			if c.Log != nil {
				c.emit(TMinefield, &MinefieldEvent{Action: "decayed", Zone: fs[i].Zone, Boat: fs[i].Boat, Strength: fs[i].Strength, Field: i})
			}
			i++
			continue
		}
		gone := fs[i]
		fs = slices.Delete(fs, i, i+1)
		c.War.Minefields = fs
		if c.Log != nil {
			c.emit(TMinefield, &MinefieldEvent{Action: "removed", Zone: gone.Zone, Boat: gone.Boat, Field: i})
		}
	}
	c.War.Minefields = fs
}

// applyMinefield is View.Apply for a minefield event. Error: an unknown boat or field.
func (v *View) applyMinefield(e *MinefieldEvent) error {
	if (e.Action == "decayed" || e.Action == "removed") && (e.Field < 0 || e.Field >= len(v.Minefields)) {
		return fmt.Errorf("event %d (minefield %s): no field %d", e.Seq, e.Action, e.Field)
	}
	switch e.Action {
	case "rolled":
		v.Month.Ships += e.Ships
		v.Month.Tons += e.Tons
		v.Total.Ships += e.Ships
		v.Total.Tons += e.Tons
	case "decayed":
		v.Minefields[e.Field].Strength = e.Strength
	case "removed":
		v.Minefields = slices.Delete(v.Minefields, e.Field, e.Field+1)
	}
	if e.Boat == "" || e.Action == "rolled" || e.Action == "decayed" || e.Action == "removed" {
		return nil
	}
	b, ok := v.Boats[e.Boat]
	if !ok {
		return fmt.Errorf("event %d (minefield): unknown boat %s", e.Seq, e.Boat)
	}
	switch e.Action {
	case "loaded":
		b.Mines, b.Torpedoes = e.Strength, e.Torpedoes
	case "laid":
		b.Mines = 0
		v.Minefields = append(v.Minefields, Minefield{Zone: e.Zone, Strength: e.Strength, Boat: e.Boat})
		if e.Field != len(v.Minefields)-1 {
			return fmt.Errorf("event %d (minefield laid): field %d, the view has %d", e.Seq, e.Field, len(v.Minefields))
		}
	case "no_counter", "dumped", "unloaded":
		b.Mines = 0
	case "kept": // 26.11 C: it enters its SMZ again next turn
		b.Destination = e.Zone
	}
	v.Boats[e.Boat] = b
	return nil
}

// minesAI is the BdU AI's answer to the SW 26 decisions (design 9.4; readings above):
// no mines by choice; a Spotted minelayer dumps its mines and patrols (26.11 B: a boat
// with mines may not attack, and every new attempt is another transit check at +2);
// after laying, the adjacent OA with the highest expected tons, the first on a tie.
func (c *Campaign) minesAI(d *Decision) string {
	switch d.Kind {
	case DecideMines:
		return KeyWait
	case DecideMinesSpotted:
		return KeyDumpMines
	}
	best := 0
	for i, o := range d.Options {
		if o.Tons > d.Options[best].Tons {
			best = i
		}
	}
	return d.Options[best].Key
}

// checkMines is CheckInvariants' part for SW 26: mines only on German boats at sea (none
// in port; a boat lost keeps its markers) of a type that lays them, at their type's strength, no more than
// MineCounters of them; fields of strength 1–3 in SMZs (or an advanced base's waters),
// no more than FieldCounters.
func (c *Campaign) checkMines() error {
	n := 0
	for _, b := range c.Boats {
		if b.Markers.Mine == 0 || b.State.Terminal() { // (a boat lost keeps its markers)
			continue
		}
		n++
		if !b.State.AtSea() || b.Nation != "de" || b.Markers.Mine != mineStrength(c.Data.Types[b.Type]) {
			return fmt.Errorf("%s (%s, %s, %s) carries mines of strength %d (SW 26)", b.ID, b.Type, b.Nation, b.State, b.Markers.Mine)
		}
	}
	if n > MineCounters {
		return fmt.Errorf("%d boats carry mines, %d Mine counters (SW 26.51)", n, MineCounters)
	}
	if len(c.War.Minefields) > FieldCounters {
		return fmt.Errorf("%d minefields, %d markers (SW 26.51)", len(c.War.Minefields), FieldCounters)
	}
	for _, f := range c.War.Minefields {
		z := c.Data.Map.Zones[f.Zone]
		if f.Strength < 1 || f.Strength > 3 || z == nil || z.Kind != KindSMZ && z.Kind != KindAdvancedBase {
			return fmt.Errorf("minefield %+v (SW 26)", f)
		}
	}
	return nil
}
