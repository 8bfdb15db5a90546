package engine

import (
	"slices"
	"strconv"
	"strings"
)

// Chapter 7 (assignment, special missions, completion), 8.0–8.2 (posture, encounter
// rolls, Fa-330), 10.9 (aborts), 4.7 (bases) and the XB/XIV resupply operations of
// 11.4.10, following rules-core 13(a) A1–A3 and 13(g). Chapter 12 random events are in
// random.go. OWNER: patrol helper.
//
// Decision ids and option keys (PLAYER CHOICES of this file):
//
//	patrol_request   11.2.1: the request was granted. Keys: "roll" (roll [P1] after all)
//	                 or a [P1] result key of the current column (atlantic,
//	                 atlantic_wolfpack, british_isles, north_america, north_america_abwehr,
//	                 caribbean, indian_ocean, mediterranean, arctic, brazilian_coast,
//	                 west_african_coast, invasion), each once, those the boat may take.
//	deck_gun_shift   10.11.8, rank ≥ KKpt, after the removal roll: minus_1, none, plus_1.
//	posture          8.1: surfaced, schnorchel (schnorchel only when 8.1.3–8.1.5 allow
//	                 it). Odds: the [A1] outcomes of an aircraft encounter in that posture.
//	fa330            8.2.2: deploy, stow.
//	fa330_reroll     8.2.2: reroll, keep (a natural 5 with the kite up).
//	abort            10.9.5: continue, abort (not offered in the last box, nor where
//	                 7.3.3 / 7.4.3 forbid it).
//	abort_direction  10.9.2: back, forward (the nearest Transit boxes are equally far).
//	mine_reload      7.4.2 / 4.5.1, after the mines are laid, per empty tube (context
//	                 bow_tube_N / stern_tube_N): a torpedo key of that end's reloads, or
//	                 "empty".
//	resupply_part    11.4.10.3: give, keep (a spare part for a client's damaged system).
//	own_fuel         11.4.10.4: give, refuse (cargo fuel is out: own fuel, one box lost).
//
// RollDice codes: REQUEST (11.2.1), ARCTIC_STAY (7.3.5), PENANG_STAY (7.3.7),
// DECK_GUN_REMOVAL (10.11.8), DOCTOR (10.6.3, column the member), FA330 (8.2.2 who is
// lost), INVASION_REFUSAL (7.4.3), E1 (an encounter roll that could be the patrol's random
// event: result random_event on a natural 12, [E1] note 1), RESUPPLY_BOATS,
// RESUPPLY_DAMAGE (the client's [E4]), RESUPPLY_FUEL, RESUPPLY_TARGET (11.4.10).
// Printed tables: P1, PENANG, E1.
//
// Events: assignment, box, encounter (the [E1] kind resolved; not for "none"), patrol_end,
// new_boat (4.7.4), notes deck_gun_removed / deck_gun_kept / deck_gun_reinstalled,
// abort, encounter_declined (10.9.4), agent_landed, mines_laid, mission_failed, resupply,
// med_closed, relieved / invasion_kc_ban.
//
// Conventions for the other chapters:
//   - c.S.Date stays the patrol's month through endPatrol. The patrol row of the log is
//     written at assignment (7.1.1; patrolLog() returns it while at sea, for Targets and
//     Damaged of 8.3.4); endPatrol fills it and adds one "P" row per extended month
//     (10.11.6, 10.9.6). returnMonth() is the patrol month plus those P rows: the boat is
//     in port from the month after it.
//   - boxesToPort (10.2, 10.10.4) and advanceBoxInEngagement (9.4.7, 9.7.11, [A37]).
//   - Patrol.MissionActivity is set while the mission is carried out in the M/A box and
//     during the air attack after a resupply (7.4.4, 11.4.10.7).
//   - Nominal resupply tonnage (11.4.10.5) is booked as a ship_sunk event named
//     "resupply (nominal)" without counting a ship, so career tonnage stays the sum of
//     ship_sunk events.

// Area keys (log-schema), the values of Patrol.Area and State.Permanent.
const (
	AreaAtlantic         = "atlantic"
	AreaBritishIsles     = "british_isles"
	AreaNorthAmerica     = "north_america"
	AreaCaribbean        = "caribbean"
	AreaArctic           = "arctic"
	AreaMediterranean    = "mediterranean"
	AreaInvasion         = "invasion"
	AreaWestAfricanCoast = "west_african_coast"
	AreaBrazilianCoast   = "brazilian_coast"
	AreaIndianOcean      = "indian_ocean"
	AreaAustralia        = "australia"
	AreaSpanishCoast     = "spanish_coast"
)

// Mission keys (log-schema assignment.mission).
const (
	MissionNone       = "none"
	MissionAbwehr     = "abwehr"
	MissionMinelaying = "minelaying"
	MissionInvasion   = "invasion"
	MissionResupply   = "resupply"
)

// Track names (boards.md 3.4) that are not simply the area's.
const (
	trackIOToPenang   = "Indian Ocean to Penang"
	trackPenangIO     = "Penang Indian Ocean"
	trackPenangAus    = "Penang Australia"
	trackPenangEurope = "Penang to Europe"
)

var (
	monthMedClosed  = MonthOf(1944, 9) // 4.7.4, 7.3.3
	monthFranceLost = MonthOf(1944, 9) // 4.7.1
	month1944       = MonthOf(1944, 1) // [A1] 1944–45
)

// areaTrack returns the track name of an assignment area (boards.md 3.6).
func areaTrack(area string) string {
	switch area {
	case AreaAtlantic:
		return "Atlantic"
	case AreaBritishIsles:
		return "British Isles"
	case AreaNorthAmerica, AreaCaribbean:
		return "North America/Caribbean" // 7.3.6 one track, two columns
	case AreaArctic:
		return "Arctic"
	case AreaMediterranean:
		return "Mediterranean"
	case AreaInvasion:
		return "Invasion"
	case AreaWestAfricanCoast:
		return "West African Coast"
	case AreaBrazilianCoast:
		return "Brazilian Coast"
	case AreaIndianOcean:
		return "Indian Ocean"
	case AreaSpanishCoast:
		return "Spanish Coast"
	}
	return ""
}

// hasMA reports whether a track has an (M/A) box, where a mission of 7.4.1, 11.4.6 or
// 11.4.8 can be flown (assignPatrol asks only where a mission depends on it).
func hasMA(def *TrackDef) bool { return slices.Contains(def.Boxes, "MA") }

// p1Column is the [P1] column of the patrol's starting month (7.0, [A08]: 5/45 uses the
// last column).
func p1Column(m Month) string { return p1Ref(m).column }

// p1Ref is the handle of the [P1] column of the month (p1Column).
func p1Ref(m Month) *colRef {
	for i := range p1Columns[:len(p1Columns)-1] {
		if m < p1Columns[i].before {
			return p1Columns[i].ref
		}
	}
	return p1Columns[len(p1Columns)-1].ref
}

// p1Columns are the [P1] columns in order, each used before its month (the last one from
// 1/45 on).
var p1Columns = [...]struct {
	before Month
	ref    *colRef
}{
	{MonthOf(1944, 1), newColRef("P1", "1943_jul_dec")},
	{MonthOf(1944, 6), newColRef("P1", "1944_jan_may")},
	{MonthOf(1944, 8), newColRef("P1", "1944_jun_jul")},
	{MonthOf(1945, 1), newColRef("P1", "1944_aug_dec")},
	{0, newColRef("P1", "1945_jan_apr")},
}

// ---------------------------------------------------------------------------------------
// A1 ASSIGNMENT

// assignPatrol runs 13(a) A1: end of war check (5.1.1), Mediterranean closure (4.7.4),
// the assignment roll [P1] or the rank request (11.2.1), substitutions (7.3), the
// Arctic/Penang rolls, mission flags, deck-gun removal (10.11.8), loading (4.5, 4.6) and
// the track (boards.md 3), and emits the assignment event.
func (c *Career) assignPatrol() {
	if c.S.Date > LastMonth { // A1.1, 5.1.1
		c.S.Date = LastMonth // the career ends in the war's end month
		c.endGame("war_over")
	}
	if c.S.Base == BaseMediterranean && c.S.Date >= monthMedClosed { // A1.2, 4.7.4
		c.medClosure()
	}
	if c.S.Base == BaseFrance && c.S.Date >= monthFranceLost { // 4.7.1, [A05]
		c.S.Base = BaseNorway
	}
	c.updateFlotilla() // opt 14.14
	b := c.Board()
	bt := &c.S.Boat
	p := c.sparePatrol // reuse the last patrol's memory (no allocation per patrol)
	c.sparePatrol = nil
	if p == nil {
		p = &Patrol{}
	}
	boxes, sunk, targets, damaged := p.Track[:0], p.Sunk[:0], p.Targets[:0], p.Damaged[:0]
	*p = Patrol{} // cleared in place (a literal reading *p would be built aside and copied)
	p.Dir, p.Midpoint, p.DepartBase, p.Posture, p.Mission = 1, -1, c.S.Base, PostureSurfaced, MissionNone
	p.Track, p.Sunk, p.Targets, p.Damaged = boxes, sunk, targets, damaged
	c.S.Patrol = p
	c.lastPatrol = p
	c.S.PatrolCount++
	c.encounters = 0 // a new dice epoch (siteDice)

	// A1.3 the assignment
	area, track := "", ""
	wolf, abw := false, false
	switch {
	case c.S.PenangBased || c.S.Base == BasePenang: // 4.7.5 follow-on roll
		p.DepartBase = BasePenang
		switch c.rollCol(refPenang, nil).Key {
		case "to_france":
			area, track, p.ReturnBase = AreaIndianOcean, trackPenangEurope, BaseFrance
		case "to_norway":
			area, track, p.ReturnBase = AreaIndianOcean, trackPenangEurope, BaseNorway
		case "australia":
			area, track = AreaAustralia, trackPenangAus
		default:
			area, track = AreaIndianOcean, trackPenangIO
		}
	case c.S.Permanent == AreaMediterranean: // 7.3.4
		area = AreaMediterranean
	case c.S.Permanent == AreaArctic: // 7.3.5
		area = AreaArctic
	case b.Key == "IXD-2" && c.S.FirstPatrolOfBoat: // 7.3.7
		area = AreaIndianOcean
	case c.packOn(): // 13.5.2 the wolfpack tournament: the Atlantic, no [P1] roll
		area = AreaAtlantic
	default:
		if a, ok := c.historicalPatrol(b); ok { // opt 14.13 the card's patrol
			area = a
		} else {
			area, wolf, abw = c.rollAssignment(b)
		}
	}

	// A1.4 immediate rolls
	if area == AreaArctic && c.S.Permanent != AreaArctic { // 7.3.5 (1–3, [D13])
		if c.RollDice("ARCTIC_STAY", "", "1d6", nil, classifyArcticStay).Key == "permanent" {
			c.S.Permanent = AreaArctic
		}
	}
	if area == AreaIndianOcean && track == "" && b.PenangEligible { // 7.3.7, [A14]
		if c.RollDice("PENANG_STAY", "", "1d6", nil, classifyPenangStay).Key == "penang" {
			track = trackIOToPenang
			p.Penang = true
		}
	}
	if track == "" {
		track = areaTrack(area)
	}
	ts := b.Set // resolved at load (boards.md 3.3)
	if ts == nil {
		ts = c.data.TrackSets[b.TrackSet]
	}
	def := ts.Tracks[track]
	if def == nil {
		panic("engine bug: board " + b.Key + " has no track " + track)
	}

	// A1.5 flags
	p.Area, p.TrackName, p.Wolfpack = area, track, wolf
	p.Station = area
	if area == AreaInvasion {
		p.Station = AreaAtlantic // 7.4.3, [P1] note 5
	}
	switch {
	case area == AreaInvasion:
		p.Mission = MissionInvasion
	case abw && hasMA(def): // 7.4.1; the VIID and XB fly (A) instead of (M) (11.4.6, [D16])
		p.Mission = MissionAbwehr
	case b.Key == "VIID" && (area == AreaBritishIsles || area == AreaNorthAmerica || area == AreaCaribbean) && hasMA(def): // 11.4.6
		p.Mission = MissionMinelaying
	case b.Key == "XB" && area != AreaAtlantic && hasMA(def): // 11.4.8
		p.Mission = MissionMinelaying
	}
	if cargo := b.ResupplyCargo; len(cargo) > 0 { // 11.4.10: XB and XIV
		p.Resupply = true
		p.FuelCargo = atoiOr0(cargo["fuel_points"])
		p.SpareParts = atoiOr0(cargo["spare_parts"])
		p.CargoTorpedoes = atoiOr0(cargo["torpedoes"])
		if p.Mission == MissionNone {
			p.Mission = MissionResupply
		}
	}
	p.FirstMed = area == AreaMediterranean && c.S.Base != BaseMediterranean // 7.3.3, [A12]
	c.S.Crew.M[Agent] = Member{Absent: p.Mission != MissionAbwehr}          // 7.4.1
	bt.SuperiorTorpedoes = false                                            // [R1] 5: this patrol only
	if bt.Fa330 {
		p.Fa330 = "stowed" // 8.2.2; restored at refit ([A23])
	}

	// A1.6 deck gun (10.11.8, [A71])
	if b.GunCalibre != "" {
		if area == AreaIndianOcean || area == AreaAustralia {
			if !bt.DeckGun { // reinstalled for an Indian Ocean patrol
				bt.DeckGun, bt.ExtraFlak, bt.ExtraFlakState = true, false, SysOK
				c.note(TNote, "deck_gun_reinstalled", "10.11.8 Indian Ocean patrol")
			}
		} else if bt.DeckGun {
			c.deckGunRemoval()
		}
	}

	// A1.7 loading (owned by the setup chapter)
	c.loadBoat()

	// A1.8 track and bases
	p.ReturnBase = c.plannedReturnBase(p, b)
	c.buildTrack(p, def)

	// A1.9 log (7.1.1) and event
	if cap(c.S.Log) == 0 {
		c.S.Log = make([]LogRow, 0, 8)
	}
	c.S.Log = append(c.S.Log, LogRow{Month: c.S.Date, Kind: "patrol", Area: area, BoatType: bt.Type})
	if c.sink != nil {
		keys := make([]string, len(p.Track))
		for i := range p.Track {
			keys[i] = p.Track[i].Key
		}
		c.emit(&AssignmentEvent{Header: Header{T: TAssignment}, Area: area, Wolfpack: p.Wolfpack,
			Mission: p.Mission, Base: p.DepartBase, Track: keys})
	}
	c.nameWolfpack(p) // opt 14.5
}

func atoiOr0(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0
	}
	return n
}

func classifyArcticStay(t int) string {
	if t <= 3 {
		return "permanent"
	}
	return "not_permanent"
}

func classifyPenangStay(t int) string {
	if t <= 2 {
		return "penang"
	}
	return "europe"
}

// medClosure is 4.7.4: the Mediterranean base closes in 9/44; the boat goes to Germany and
// a new boat of the same type comes after one month; the permanent assignment ends.
func (c *Career) medClosure() {
	c.note(TNote, "med_closed", "4.7.4 the Mediterranean closes: transfer to Germany")
	c.S.Log = append(c.S.Log, LogRow{Month: c.S.Date, Kind: "R", BoatType: c.S.Boat.Type})
	c.S.Date++
	c.S.Base = BaseGermany
	c.S.Permanent = ""
	c.S.PenangBased = false
	if c.S.Date > LastMonth {
		c.endGame("war_over")
	}
	c.newBoat(c.S.Boat.Type, c.S.Date)
	if c.sink != nil {
		c.emit(&KeyEvent{Header: Header{T: TNewBoat}, Key: c.S.Boat.Type, Detail: "4.7.4 Mediterranean closed"})
	}
}

// rollAssignment is A1.3e: the rank request (11.2.1) or the [P1] roll, with the
// substitutions of 7.3; a result the boat may not take is re-rolled (7.3.2).
func (c *Career) rollAssignment(b *Board) (area string, wolf, abw bool) {
	h := p1Ref(c.S.Date)
	col := h.column
	politician := c.has(AbPolitician)        // 14.15 #16: the request on 1–3 at any rank (AMBIGUOUS: the better, one roll)
	if c.S.Rank >= RankKptLt || politician { // 11.2.1: 1 / 1–2 / 1–3 by rank
		classify := requestClassifier(c.S.Rank)
		if politician {
			classify = requestClassifiers[2]
			c.abilityNote(AbPolitician)
		}
		if c.RollDice("REQUEST", "", "1d6", nil, classify).Key == "granted" {
			if key := c.askPatrolRequest(col, b); key != "roll" {
				if a, w, ab, ok := c.substitute(key, b); ok {
					return a, w, ab
				}
			}
		}
	}
	for i := 0; i < 100; i++ {
		r := c.rollCol(h, nil)
		if a, w, ab, ok := c.substitute(r.Key, b); ok {
			return a, w, ab
		}
	}
	panic("engine bug: no [P1] result is allowed for " + b.Key)
}

var requestClassifiers = [...]func(int) string{
	func(t int) string { return requestKey(t, 1) },
	func(t int) string { return requestKey(t, 2) },
	func(t int) string { return requestKey(t, 3) },
}

func requestKey(t, max int) string {
	if t <= max {
		return "granted"
	}
	return "denied"
}

// requestClassifier returns the 11.2.1 check of a rank: KptLt 1, KKpt 1–2, FKpt and
// KptzS 1–3 (abilities are cumulative, rules-career 11.2.1 reading).
func requestClassifier(rank int) func(int) string {
	i := min(rank-RankKptLt, 2)
	return requestClassifiers[max(i, 0)]
}

var p1Labels = map[string]string{
	"atlantic": "Atlantic", "atlantic_wolfpack": "Atlantic (W)", "british_isles": "British Isles",
	"north_america": "North America", "north_america_abwehr": "North America (A)", "caribbean": "Caribbean",
	"indian_ocean": "Indian Ocean", "mediterranean": "Mediterranean", "arctic": "Arctic",
	"brazilian_coast": "Brazilian Coast", "west_african_coast": "West African Coast", "invasion": "Invasion",
}

// p1Becomes holds the labels "X (becomes Y)" of askPatrolRequest, built once.
var p1Becomes = func() map[[2]string]string {
	m := make(map[[2]string]string, len(p1Labels)*len(p1Labels))
	for k, l := range p1Labels {
		for a, al := range p1Labels {
			m[[2]string{k, a}] = l + " (becomes " + al + ")"
		}
	}
	return m
}()

// askPatrolRequest is the PLAYER CHOICE of 11.2.1: any result of the current [P1] column
// the boat may take (the 7.3 substitutions still apply, rules-career 11.2.1 reading).
func (c *Career) askPatrolRequest(col string, b *Board) string {
	rc := &c.req
	var opts []Choice
	for i := range rc.e {
		if e := &rc.e[i]; e.opts != nil && e.b == b && e.data == c.data && e.col == col && e.wac == c.nonHistoricalAreas() {
			opts = e.opts
			break
		}
	}
	if opts == nil {
		e := &rc.e[rc.next]
		rc.next = (rc.next + 1) % len(rc.e)
		e.col, e.b, e.data, e.wac = col, b, c.data, c.nonHistoricalAreas()
		e.opts = c.patrolRequestOpts(e.opts[:0], col, b)
		opts = e.opts
	}
	return c.ask(KindPatrolRequest, "Patrol request granted (11.2.1): choose the patrol", col, c.fixed(opts))
}

// reqCache keeps the options of the last patrol requests (askPatrolRequest): they are a
// pure function of the [P1] column, the board, the data and opt 14.10 (substitute reads
// nothing else), which repeat from patrol to patrol and career to career. Kept across
// Reset.
type reqCache struct {
	e    [4]reqEntry
	next int
}

type reqEntry struct {
	col  string
	b    *Board
	data *Data
	wac  bool // opt 14.10 in force
	opts []Choice
}

// patrolRequestOpts appends the options of a patrol request to opts: "roll", then each
// result of the [P1] column col that the boat of board b may take, once.
func (c *Career) patrolRequestOpts(opts []Choice, col string, b *Board) []Choice {
	opts = append(opts, Choice{Key: "roll", Label: "Roll on [P1] after all"})
	rows := c.data.Tables["P1"].Columns[col]
	for n := 2; n <= 12; n++ {
		key := rows.Look(n).Result
		dup := false
		for _, o := range opts {
			dup = dup || o.Key == key
		}
		if dup {
			continue
		}
		if a, _, _, ok := c.substitute(key, b); ok {
			label := p1Labels[key]
			if a != key && !(key == "atlantic_wolfpack" || key == "north_america_abwehr") {
				if l, ok := p1Becomes[[2]string{key, a}]; ok {
					label = l
				} else {
					label += " (becomes " + p1Labels[a] + ")"
				}
			}
			opts = append(opts, Choice{Key: key, Label: label})
		}
	}
	return opts
}

// substitute applies the type rules to a [P1] result key in the order of boards.md 2.1:
// the family notes (7.3.1, 7.3.2, [P1] notes 1–3, 11.4.6), Invasion → Indian Ocean for
// non-VII boats (7.4.3, [D16]), the IXD note 4, and the XIV board check (11.4.9). ok is
// false when the boat may not go there (VIIC Flak Mediterranean: re-roll, 7.3.2).
func (c *Career) substitute(res string, b *Board) (area string, wolf, abw, ok bool) {
	switch res {
	case "atlantic_wolfpack":
		area, wolf = AreaAtlantic, true
	case "north_america_abwehr":
		area, abw = AreaNorthAmerica, true
	default:
		area = res
	}
	vii := b.RestrictionFamily == "VII"
	switch b.RestrictionFamily {
	case "IX": // 7.3.1, note 1 (XB [D12], XII 11.4.11)
		if area == AreaMediterranean || area == AreaArctic {
			area = AreaWestAfricanCoast
		}
	case "VII":
		if b.Key == "VIIC Flak" && area == AreaMediterranean { // 7.3.2
			return "", false, false, false
		}
		if b.Key != "VIID" { // 7.3.2, notes 2–3; the VIID may go (11.4.6 ES); [A10] VIIC Flak: Caribbean = Atlantic
			switch area {
			case AreaWestAfricanCoast:
				if !c.nonHistoricalAreas() { // opt 14.10 (Spanish errata): the VII may go there
					area = AreaAtlantic
				}
			case AreaCaribbean, AreaBrazilianCoast, AreaIndianOcean:
				area = AreaAtlantic
			}
		}
	}
	if area == AreaInvasion && !vii { // 7.4.3 [D16]
		area = AreaIndianOcean
	}
	if (b.Key == "IXD-2" || b.Key == "IXD/42") && area == AreaAtlantic { // [P1] note 4
		area = AreaIndianOcean
	}
	ts := b.Set // resolved at load (boards.md 3.3)
	if ts == nil {
		ts = c.data.TrackSets[b.TrackSet]
	}
	if b.Key == "XIV" { // 11.4.9; the XIV never carries an agent ([D16])
		if ts.Tracks[areaTrack(area)] == nil {
			area = AreaAtlantic
		}
		abw = false
	}
	if area != AreaAtlantic {
		wolf = false
	}
	if ts.Tracks[areaTrack(area)] == nil {
		return "", false, false, false // not on this board: re-roll (7.3.2)
	}
	return area, wolf, abw, true
}

// deckGunRemoval is 10.11.8 (A1.6, [A71]): 1d6, 1–4 the gun is removed and the Extra Flak
// counter placed; a KKpt or higher may shift the roll by 1 either way (PLAYER CHOICE,
// asked after the roll).
func (c *Career) deckGunRemoval() {
	r := c.RollDice("DECK_GUN_REMOVAL", "", "1d6", nil, classifyGunRemoval)
	total := r.Total
	if c.S.Rank >= RankKKpt {
		opts := c.opts("minus_1", shiftLabel(total-1), "none", keepLabel(total), "plus_1", shiftLabel(total+1))
		switch c.ask(KindDeckGunShift, "Deck gun removal roll (10.11.8): shift it by 1?", strconv.Itoa(total), opts) {
		case "minus_1":
			total--
		case "plus_1":
			total++
		}
	}
	bt := &c.S.Boat
	if classifyGunRemoval(total) == "removed" {
		bt.DeckGun, bt.Ammo, bt.ExtraFlak, bt.ExtraFlakState = false, 0, true, SysOK
		c.note(TNote, "deck_gun_removed", "10.11.8 deck gun removed, Extra Flak placed")
	} else {
		c.note(TNote, "deck_gun_kept", "10.11.8 deck gun kept")
	}
}

func classifyGunRemoval(t int) string {
	if t <= 4 {
		return "removed"
	}
	return "kept"
}

// shiftLabel and keepLabel are the deck_gun_shift option labels ("Shift to 5: gun kept"),
// built once for the totals a 1d6 can show shifted by one.
func shiftLabel(t int) string {
	if t >= 0 && t < len(gunShiftLabels) {
		return gunShiftLabels[t]
	}
	return "Shift to " + strconv.Itoa(t) + ": " + gunWord(t)
}

func keepLabel(t int) string {
	if t >= 0 && t < len(gunKeepLabels) {
		return gunKeepLabels[t]
	}
	return "Keep " + strconv.Itoa(t) + ": " + gunWord(t)
}

var gunShiftLabels, gunKeepLabels = func() (sh, kp [8]string) {
	for t := range sh {
		sh[t] = "Shift to " + strconv.Itoa(t) + ": " + gunWord(t)
		kp[t] = "Keep " + strconv.Itoa(t) + ": " + gunWord(t)
	}
	return sh, kp
}()

func gunWord(t int) string {
	if t <= 4 {
		return "gun removed"
	}
	return "gun kept"
}

// plannedReturnBase is the return base of boards.md 3.2: Penang tracks end at Penang, the
// Mediterranean in Italy, a permanent Arctic boat in Norway, a Germany departure in France,
// any other track at its departure base; France becomes Norway when the return month
// (patrol month + P months) is 9/44 or later (4.7.1, 4.7.3). A non-permanent Arctic patrol
// from Germany ends in France like every first patrol from Germany ([designed]: no track
// ends in Germany, boards.md 3.2).
func (c *Career) plannedReturnBase(p *Patrol, b *Board) string {
	rb := p.ReturnBase // Penang to Europe: set by the 4.7.5 roll
	switch {
	case rb != "":
	case p.TrackName == trackIOToPenang || p.TrackName == trackPenangIO || p.TrackName == trackPenangAus:
		rb = BasePenang
	case p.Area == AreaMediterranean:
		rb = BaseMediterranean
	case p.Area == AreaArctic && c.S.Permanent == AreaArctic:
		rb = BaseNorway
	case p.DepartBase == BaseGermany || p.DepartBase == BasePenang:
		rb = BaseFrance
	default:
		rb = p.DepartBase
	}
	if rb == BaseFrance && c.S.Date+Month(b.ExtendedPatrolP) >= monthFranceLost {
		rb = BaseNorway
	}
	return rb
}

// buildTrack lays out the travel boxes of the track (boards.md 3.1–3.3): base boxes by
// departure and return base (4.7.1 Bay of Biscay for France, [D17] Germany x2), x2/x3
// transits, the Gibraltar box of a first Mediterranean patrol (7.3.3), the M/A box (7.4,
// [A15]) and the station boxes (Invasion on the Atlantic column, 7.4.3).
func (c *Career) buildTrack(p *Patrol, def *TrackDef) {
	if cap(p.Track) >= len(def.Boxes) {
		p.Track = p.Track[:len(def.Boxes)] // every box is written whole below
	} else {
		p.Track = make([]Box, len(def.Boxes))
	}
	for i, code := range def.Boxes {
		bx := &p.Track[i]
		*bx = Box{Code: code}
		switch code {
		case "BASE_OUT":
			baseBox(bx, p.DepartBase, true)
		case "BASE_IN":
			baseBox(bx, p.ReturnBase, false)
		case "T", "PEN_OUT", "PEN_IN":
			transitBox(bx, 1)
		case "T2":
			transitBox(bx, 2)
		case "T3":
			transitBox(bx, 3)
		case "GIB":
			transitBox(bx, 1)
			if p.FirstMed { // 7.3.3 [D12]: Additional Round/Gibraltar column at −3
				bx.Key, bx.Column = "gibraltar", "additional_round"
			}
		case "MA":
			bx.Mission, bx.Rolls = true, 1
			bx.Key, bx.Column = p.Area, p.Station
			if p.Mission == MissionAbwehr || p.Mission == MissionMinelaying {
				bx.Key = "mission"
			}
		default: // ST, ST*
			bx.Rolls = 1
			bx.Key, bx.Column = p.Area, p.Station
		}
	}
}

func transitBox(bx *Box, rolls int) {
	bx.Key, bx.Column, bx.Rolls, bx.Transit = "transit", "transit", rolls, true
}

func baseBox(bx *Box, base string, out bool) {
	transitBox(bx, 1)
	switch base {
	case BaseFrance: // 4.7.1
		bx.Key, bx.Column = "bay_of_biscay", "bay_of_biscay"
	case BaseGermany: // [D17] Transit (Germany) x2
		if out {
			bx.Rolls = 2
		}
	}
}

// ---------------------------------------------------------------------------------------
// A2 CONDUCT PATROL

// conductPatrol runs 13(a) A2 box by box (with 13(g) aborts) and returns the patrol_end
// outcome: "returned" or "aborted". Losses end the career through endGame; a boat lost
// with its crew rescued unwinds with patrolOver.
func (c *Career) conductPatrol() string {
	p := c.S.Patrol
	for {
		c.enterBox(p.Pos, true)
		c.boxEncounters()
		// A2.7 aborts
		if !p.Aborting {
			if p.MandatoryAbort {
				if p.Pos < len(p.Track)-1 { // in the last box the boat is home anyway
					c.startAbort(p.AbortReason)
				}
			} else if c.mayAbortVoluntarily() &&
				c.ask(KindAbort, "Abort the patrol (10.9.5)?", p.Track[p.Pos].Key, c.fixed(optsAbort)) == "abort" {
				c.startAbort("voluntary")
			}
		}
		// A2.8
		next := c.nextBox()
		if next < 0 {
			break
		}
		p.Pos = next
	}
	if p.Aborting {
		return "aborted"
	}
	return "returned"
}

// enterBox is A2.1–A2.2 for the box at index i: the box event, the per-box counters
// (9.4.7, 9.7.11) and the Doctor check (10.6.3). rolls says whether the box's encounter
// rolls are due (false when an engagement carries over into it, [A37]).
func (c *Career) enterBox(i int, rolls bool) {
	p := c.S.Patrol
	p.Pos = i
	p.AdditionalRoundsHere, p.FollowsHere = 0, 0
	p.LoseBox = false
	box := &p.Track[i]
	n := 0
	if rolls {
		if p.SkipBoxes > 0 && !(box.Mission && c.missionPending()) { // [R1] 9, 11
			p.SkipBoxes--
			p.LoseBox = true
		} else {
			if p.SkipBoxes > 0 {
				// [designed] the mission box is still worked: the skip is used up here
				p.SkipBoxes--
			}
			if c.sink != nil { // the count is only logged here; boxEncounters rolls them
				n = c.rollsDue(box)
			}
		}
	}
	if c.sink != nil {
		c.emit(&BoxEvent{Header: Header{T: TBox}, Index: i, Box: box.Key, Rolls: n})
	}
	if c.S.Crew.M[Doctor].Status >= SW { // (boxDoctorCheck's own test, before the call)
		c.boxDoctorCheck()
	}
}

// rollsDue is 8.2.1 with [A22]: the box multiplier, plus one with exactly one diesel
// Inoperative (10.2, 10.9.3).
func (c *Career) rollsDue(box *Box) int {
	n := box.Rolls
	b := &c.S.Boat
	d1, d2 := b.sysAt(sysDiesel1), b.sysAt(sysDiesel2)
	inop1 := d1 != nil && d1.State == SysInoperative
	inop2 := d2 != nil && d2.State == SysInoperative
	if inop1 != inop2 { // one diesel Inoperative
		n++
	}
	return n
}

// boxDoctorCheck is 10.6.3: with the Doctor SW or KIA, every SW member rolls 1d6 on
// entering a box, 4–6 KIA ([D36]: before the encounter roll).
func (c *Career) boxDoctorCheck() {
	cr := &c.S.Crew
	if cr.M[Doctor].Status < SW {
		return
	}
	for i := 0; i < NumMembers; i++ {
		if cr.M[i].Absent || cr.M[i].Status != SW {
			continue
		}
		if c.RollDice("DOCTOR", MemberKey(i), "1d6", nil, classifyDoctor).Key == "kia" {
			c.wound(i, KIA)
		}
	}
}

func classifyDoctor(t int) string {
	if t >= 4 {
		return "kia"
	}
	return "survives"
}

// missionPending reports an Abwehr or minelaying mission not yet done nor failed.
func (c *Career) missionPending() bool {
	p := c.S.Patrol
	return (p.Mission == MissionAbwehr || p.Mission == MissionMinelaying) && !p.MissionAccomplished && !p.MissionFailed
}

// boxEncounters is A2.3–A2.6 for the current box: posture, Fa-330, then the encounter
// rolls, the mission box or the automatic resupply of the last station box; with opt 14.9
// the resupply-at-sea roll after the final on-station box's encounters (resupply.go).
func (c *Career) boxEncounters() {
	p := c.S.Patrol
	if p.LoseBox { // skipped by a random event: straight to A2.8
		c.packBoxLost(&p.Track[p.Pos]) // 13.5.3 the pack's convoy is missed with the box
		return
	}
	pos := p.Pos
	box := &p.Track[pos]
	if p.Mission == MissionAbwehr && c.missionPending() && !c.S.Crew.M[Agent].Able() {
		c.missionFailed("10.6.3 Abwehr agent SW/KIA")
	}
	mission := box.Mission && c.missionPending() && !p.Aborting
	if c.tac.p != nil {
		c.tacLookouts(box) // tactical-design §4.6 the lookout posture, once per leg
	}
	c.choosePosture(box, mission)
	if p.Fa330 != "" { // (no kite aboard: nothing to choose)
		c.chooseFa330(box)
	}
	if mission {
		c.missionBox(box)
		return
	}
	if p.Resupply && !p.Aborting && p.BoatsResupplied == 0 && pos == c.lastStation() { // 11.4.10.2
		c.note(TNote, "resupply", "11.4.10.2 last patrol box: automatic resupply operation")
		c.resupplyOp()
		return
	}
	if c.packFirstConvoy(box) { // 13.5.3 the pack's initial battle is the box
		return
	}
	n := c.rollsDue(box)
	for i := 0; i < n; i++ {
		c.encounterRoll(box)
		if p.Pos != pos || p.LoseBox || (p.MandatoryAbort && !p.Aborting) {
			break // the box changed ([A37]), a random event ended it, or an abort is due
		}
	}
	if p.Pos == pos && !p.LoseBox && c.S.Options.Has(OptResupply) { // 14.9.2 after the final on-station box's encounters
		c.resupplyAtSeaCheck()
	}
}

// lastStation returns the index of the last on-station box of the track (−1 none).
func (c *Career) lastStation() int {
	p := c.S.Patrol
	for i := len(p.Track) - 1; i >= 0; i-- {
		if !p.Track[i].Transit {
			return i
		}
	}
	return -1
}

// choosePosture is the PLAYER CHOICE of 8.1.1: Schnorchel only when fitted and working
// (8.1.3), the hull not holed (8.1.5) and not in the M/A box on a mission (8.1.4).
func (c *Career) choosePosture(box *Box, mission bool) {
	p := c.S.Patrol
	bt := &c.S.Boat
	can := bt.Schnorchel && bt.workingAt(sysSchnorchel) && !bt.HullHoled && !mission
	var opts []Choice
	if can {
		opts = c.fixed(optsPostureBoth)
	} else {
		opts = c.fixed(optsPostureSurfaced)
	}
	if c.cfg.Odds {
		for i := range opts {
			var m Mods
			c.postureA1Mods(&m, opts[i].Key, mission)
			opts[i].Odds = c.data.ResultOdds("A1", "", &m)
		}
	}
	p.Posture = c.ask(KindPosture, "Defensive posture for this box (8.1)", box.Key, opts)
}

// postureA1Mods are the [A1] DRMs (9.8.1) an aircraft encounter in this box would get in
// the posture: crew, dive planes, type, date, mission (7.4.4), NAXOS or Schnorchel (8.1.2,
// 8.1.3, 8.1.8). Used for the posture odds.
func (c *Career) postureA1Mods(m *Mods, posture string, mission bool) {
	cr := &c.S.Crew
	bt := &c.S.Boat
	b := c.Board()
	all := true
	for i := Crew1; i <= Crew4; i++ {
		if cr.M[i].Status < SW && !cr.M[i].Absent {
			all = false
		}
	}
	m.If(all, -1, "10.6.3 all crew SW/KIA")
	m.If(cr.Quality == Green, -1, "[A1] Green crew")
	m.If(cr.Quality == Elite, 1, "[A1] Elite crew")
	m.If(c.sysBadAt(sysDivePlanes), -1, "[A1] dive planes damaged")
	m.If(b.RestrictionFamily != "VII", -1, "[A1] not a Type VII")
	m.If(c.S.Date >= month1944, -1, "[A1] 1944-45")
	m.If(mission, -1, "7.4.4 mission")
	m.If(c.has(AbVigilant), 1, "14.15 Vigilant")
	naxos := bt.Naxos && bt.workingAt(sysNaxos)
	switch {
	case posture == PostureSchnorchel && naxos && b.Key == "XXI":
		m.Add(3, "8.1.8 XXI NAXOS + Schnorchel")
	case posture == PostureSchnorchel:
		m.Add(2, "8.1.3 Schnorchel")
	case naxos:
		m.Add(1, "8.1.2 NAXOS")
	}
}

// chooseFa330 is the PLAYER CHOICE of 8.2.2: the kite may go up in the station boxes of
// Indian Ocean, Brazilian Coast, Australia and West African Coast patrols, when not
// schnorchelling (8.1.7) and the kite is neither damaged nor lost.
func (c *Career) chooseFa330(box *Box) {
	p := c.S.Patrol
	if p.Fa330 == "deployed" {
		p.Fa330 = "stowed"
	}
	if p.Fa330 != "stowed" || box.Transit || p.Posture == PostureSchnorchel || c.sysBadAt(sysAutogiro) {
		return
	}
	switch p.Area {
	case AreaIndianOcean, AreaBrazilianCoast, AreaAustralia, AreaWestAfricanCoast:
	default:
		return
	}
	if c.ask(KindFA330, "Deploy the Fa-330 kite (8.2.2)?", box.Key, c.opts("deploy", "Deploy the kite", "stow", "Keep it stowed")) == "deploy" {
		p.Fa330 = "deployed"
	}
}

// rollE1 makes one encounter roll on column col; eligible says whether a natural 12 is the
// random event (12.0, 12.1.2, 12.1.7, [A24]): then the roll reads random_event on a 12
// ([E1] note 1; those columns have no DRMs, so the 12 is natural) and the column on any
// other total.
func (c *Career) rollE1(col string, m *Mods, eligible bool) Result {
	tc := c.sameTable(refE1AdditionalRound, col)
	if !eligible {
		return c.rollOn(&tc, m)
	}
	if tc.col == nil {
		panic("engine bug: no E1 column " + col)
	}
	return c.RollDice("E1", col, "2d6", m, func(total int) string {
		if total == 12 {
			return "random_event"
		}
		return tc.col.Look(total).Result
	})
}

// encounterRoll is A2.E (8.2): one [E1] roll in the box, the random event, the Invasion
// and Fa-330 readings, the Schnorchel filter and the dispatch.
func (c *Career) encounterRoll(box *Box) {
	p := c.S.Patrol
	var m *Mods // only the Gibraltar box has a modifier: no Mods to clear for the others
	if box.Key == "gibraltar" {
		m = new(Mods)
		m.Add(-3, "7.3.3 Gibraltar") // [D12]
	}
	eligible := !p.RandomEventUsed && box.Column != "additional_round"
	r := c.rollE1(box.Column, m, eligible)
	if r.Key == "random_event" {
		c.randomEvent(box)
		return
	}
	kind := r.Key
	if p.Mission == MissionInvasion && !box.Transit { // 7.4.3, [P1] note 5
		p.InvasionRolled = true
		if kind == "none" {
			kind = "aircraft"
		}
	}
	if p.Fa330 == "deployed" && (r.Natural == 5 || r.Natural == 11 && c.has(AbAutogiro)) { // 8.2.2 reroll once; 14.15 #17 also 11
		if c.ask(KindFA330Reroll, "The kite saw nothing: roll again (8.2.2)?", box.Key, c.opts("reroll", "Roll again", "keep", "Keep: no encounter")) == "reroll" {
			r = c.rollE1(box.Column, m, !p.RandomEventUsed && box.Column != "additional_round")
			if r.Key == "random_event" {
				c.randomEvent(box)
				return
			}
			kind = r.Key
		}
	}
	if c.zoom != nil { // a BdU flagship's [E1] roll (flagship.go, design 6.2.2)
		kind = c.zoomE1(kind)
	}
	kind = c.stragglerKiller(kind, box)
	if p.Posture == PostureSchnorchel { // 8.1.6, [A21]
		switch kind {
		case "aircraft", "aircraft_escort", "convoy", "escort", "submarine":
		default:
			kind = "none"
		}
	}
	if c.packEncounter(box, kind) { // 13.5.5 the pack's battle (or staying out of it)
		return
	}
	if kind != "none" || p.Resupply { // (dispatch does nothing else with "none")
		c.dispatch(kind, box)
	}
}

// stragglerKiller is 14.15 #15: once a patrol, a Convoy result may become a single
// unescorted ship (decision straggler_killer); it returns the [E1] result to resolve.
func (c *Career) stragglerKiller(kind string, box *Box) string {
	p := c.S.Patrol
	if kind != EncConvoy || p.StragglerKillerUsed || !c.has(AbStragglerKiller) {
		return kind
	}
	if c.ask(KindStragglerKiller, "Straggler Killer (14.15): attack the convoy or a single unescorted ship?", box.Key,
		c.opts("convoy", "The convoy", "ship", "A single unescorted ship")) != "ship" {
		return kind
	}
	p.StragglerKillerUsed = true
	return EncShip
}

// isShipKind reports the [E1] results that are ship targets (13(b)).
func isShipKind(kind string) bool {
	switch kind {
	case "ship", "two_ships", "ship_escort", "two_ships_escort", "tanker", "capital_ship", "convoy":
		return true
	}
	return false
}

// dispatch is A2.E.6–7: resolve an [E1] result. Resupply boats turn most results into a
// resupply operation on station (11.4.10.1); an aborting boat declines ship targets
// (10.9.4, [A66]).
func (c *Career) dispatch(kind string, box *Box) {
	p := c.S.Patrol
	if p.Resupply && !box.Transit && !(box.Mission && c.missionPending()) && !p.Aborting { // 11.4.10.1, [D23]
		switch kind {
		case "aircraft", "aircraft_escort":
		case "ship", "ship_escort", "tanker": // single-ship targets
			if c.S.Boat.Type == "XIV" {
				if c.sink != nil { // no string building without a log
					c.note(TNote, "encounter_declined", "11.4.10.1 the XIV ignores a single ship: "+kind)
				}
				return
			}
		default:
			c.resupplyOp()
			return
		}
	}
	if kind == "none" {
		return
	}
	if p.Aborting && isShipKind(kind) {
		if c.sink != nil { // no string building without a log
			c.note(TNote, "encounter_declined", "10.9.4 aborting: "+kind)
		}
		return
	}
	c.beginEncounter(kind)
	switch kind {
	case "aircraft": // the aircraft procedure cuts a deployed Fa-330 loose (8.2.2, 13(d) D0)
		c.aircraft(AirNormal)
	case "aircraft_escort": // [A36]
		spotted := c.aircraft(AirNoChain)
		c.escortOnly(spotted)
	case "escort":
		c.escortOnly(false)
	case "submarine": // Australia column, [A55]: not the patrol's random event
		c.submarine()
	default:
		c.shipEncounter(kind)
	}
}

// missionBox is A2.6 (7.4.1, 7.4.2, [A15], [D14]): roll the Special Missions column until a
// "–"; each aircraft is fought with −1 on [A1] (7.4.4, MissionActivity); no random event
// here (7.4.6). A pending abort or the agent SW/KIA fails the mission.
func (c *Career) missionBox(box *Box) {
	p := c.S.Patrol
	for {
		p.MissionActivity = true
		r := c.rollCol(refE1BayOfBiscay, nil)
		if r.Key == "none" {
			p.MissionActivity = false
			c.missionDone()
			return
		}
		c.beginEncounter(r.Key)
		c.aircraft(AirNormal)
		p.MissionActivity = false
		if p.MandatoryAbort {
			c.missionFailed("10.9 abort before the mission was done")
			return
		}
		if p.Mission == MissionAbwehr && !c.S.Crew.M[Agent].Able() {
			c.missionFailed("10.6.3 Abwehr agent SW/KIA")
			return
		}
	}
}

func (c *Career) missionFailed(why string) {
	c.S.Patrol.MissionFailed = true
	c.note(TNote, "mission_failed", why)
}

// missionDone lands the agent (7.4.1) or lays the mines and reloads the tubes (7.4.2).
func (c *Career) missionDone() {
	p := c.S.Patrol
	p.MissionAccomplished = true
	if p.Mission == MissionAbwehr {
		c.S.Crew.M[Agent] = Member{Absent: true}
		c.note(TNote, "agent_landed", "7.4.1 the agent is ashore")
		return
	}
	c.note(TNote, "mines_laid", "7.4.2 the mines are laid")
	c.minesLaid()
	c.reloadAfterMines()
}

// reloadAfterMines lets the player reload each emptied tube from its own end's reloads
// (7.4.2, 4.5.1).
func (c *Career) reloadAfterMines() {
	bt := &c.S.Boat
	for end := 0; end < 2; end++ {
		bow := end == 0
		tubes, box, name := bt.BowTubes, &bt.BowReloads, "bow_tube_"
		if !bow {
			tubes, box, name = bt.SternTubes, &bt.SternReloads, "stern_tube_"
		}
		for i := range tubes {
			if tubes[i] != TorpNone || !c.doorWorks(bow, i) {
				continue
			}
			var opts []Choice
			for k := G7a; k < Mine; k++ {
				if box[k] > 0 {
					opts = append(opts, Choice{Key: k.Key(), Label: "Load a " + k.Words()})
				}
			}
			if len(opts) == 0 {
				continue
			}
			opts = append(opts, Choice{Key: "empty", Label: "Leave it empty"})
			ctx := name + strconv.Itoa(i+1)
			key := c.ask(KindMineReload, tubeName(ctx)+": reload after minelaying (4.5.1)", ctx, opts)
			for k := G7a; k < Mine; k++ {
				if k.Key() == key {
					c.reloadTube(bow, i, k)
				}
			}
		}
	}
}

// advanceBoxInEngagement moves the boat on to the next travel box so that an engagement
// can go on there (9.4.7, 9.7.11, [A37]): the box makes no encounter roll of its own, the
// Doctor check is made on entering it and the per-box counters start again. It reports
// false, without moving, when the next box is a Transit box or the track ends (the boat
// must head home).
func (c *Career) advanceBoxInEngagement() bool {
	p := c.S.Patrol
	if p == nil || p.Aborting || p.Pos+1 >= len(p.Track) || p.Track[p.Pos+1].Transit {
		return false
	}
	c.enterBox(p.Pos+1, false)
	return true
}

// ---------------------------------------------------------------------------------------
// 13(g) ABORT

// irreparableDamage is a hull box or an Inoperative system (7.3.3, 7.4.3).
func (c *Career) irreparableDamage() bool {
	bt := &c.S.Boat
	if bt.Hull > 0 {
		return true
	}
	for i := range bt.Systems {
		if bt.Systems[i].State == SysInoperative {
			return true
		}
	}
	return false
}

// anySW reports a crew member aboard SW or worse (7.4.3).
func (c *Career) anySW() bool {
	for i := range c.S.Crew.M {
		if m := c.S.Crew.M[i]; !m.Absent && m.Status >= SW {
			return true
		}
	}
	return false
}

// mayAbortVoluntarily is G1 for a voluntary abort (10.9.5): not in the last box, not
// during the Gibraltar passage without irreparable damage (7.3.3), not on an invasion
// patrol before the first invasion-zone roll without irreparable damage or an SW man
// (7.4.3, [A16]).
func (c *Career) mayAbortVoluntarily() bool {
	p := c.S.Patrol
	if p.Aborting || p.Pos >= len(p.Track)-1 {
		return false
	}
	if p.FirstMed && p.Pos <= 1 && !c.irreparableDamage() {
		return false
	}
	if p.Mission == MissionInvasion && !p.InvasionRolled && !c.irreparableDamage() && !c.anySW() {
		return false
	}
	return true
}

// transitAhead returns the index of the first Transit box after i in direction dir, or −1.
func (c *Career) transitAhead(i, dir int) int {
	p := c.S.Patrol
	for j := i + dir; j >= 0 && j < len(p.Track); j += dir {
		if p.Track[j].Transit {
			return j
		}
	}
	return -1
}

// transitsLeft counts the Transit boxes still to be entered from box i in direction dir.
func (c *Career) transitsLeft(i, dir int) int {
	p := c.S.Patrol
	n := 0
	for j := i + dir; j >= 0 && j < len(p.Track); j += dir {
		if p.Track[j].Transit {
			n++
		}
	}
	return n
}

// abortDistances are G3's distances back and forward: to the nearest Transit box from a
// station box, to the track's ends from a Transit box ([A64], [A65]). fixed is ±1 when
// 7.3.3 / [A11] leave no choice.
func (c *Career) abortDistances() (back, fwd, fixed int) {
	p := c.S.Patrol
	if p.FirstMed {
		if p.Pos <= 1 {
			return 0, 0, -1 // 7.3.3 back to France
		}
		return 0, 0, 1 // [A11] committed: forward to Italy
	}
	last := len(p.Track) - 1
	if p.Track[p.Pos].Transit {
		return p.Pos, last - p.Pos, 0
	}
	return p.Pos - c.transitAhead(p.Pos, -1), c.transitAhead(p.Pos, 1) - p.Pos, 0
}

// startAbort is 13(g) G2–G3: the boat turns for the nearest Transit box (PLAYER CHOICE on
// a tie); a backward abort returns to the departure base, a first Mediterranean patrol in
// the passage to France (the first box rolled on the Bay of Biscay column, [D18]).
func (c *Career) startAbort(reason string) {
	p := c.S.Patrol
	p.Aborting = true
	if p.AbortReason == "" {
		p.AbortReason = reason
	}
	p.Midpoint = p.Pos // 10.9.6, [A67]
	if c.missionPending() {
		c.missionFailed("10.9 the patrol is aborted")
	}
	back, fwd, dir := c.abortDistances()
	if dir == 0 {
		switch {
		case back < fwd:
			dir = -1
		case fwd < back:
			dir = 1
		default:
			if c.ask(KindAbortDirection, "Both ways home are equally far (10.9.2)", p.Track[p.Pos].Key,
				c.opts("back", "Back to "+BaseName(p.DepartBase), "forward", "Forward to "+BaseName(p.ReturnBase))) == "back" {
				dir = -1
			} else {
				dir = 1
			}
		}
	}
	p.Dir = dir
	if dir < 0 {
		p.ReturnBase = p.DepartBase // 10.9.2, [A65]
		if p.FirstMed {             // 7.3.3, [D18]
			p.ReturnBase = BaseFrance
			if p.Pos == 1 {
				b0 := &p.Track[0]
				b0.Key, b0.Column, b0.Rolls = "bay_of_biscay", "bay_of_biscay", 1
			}
		}
	}
	c.note(TNote, "abort", reason)
}

// nextBox is A2.8 / G4–G5: the next box, or −1 when the patrol is over. An aborting boat
// moves from Transit box to Transit box, skipping station boxes (10.9.2).
func (c *Career) nextBox() int {
	p := c.S.Patrol
	if !p.Aborting {
		if p.Pos+1 < len(p.Track) {
			return p.Pos + 1
		}
		return -1
	}
	return c.transitAhead(p.Pos, p.Dir)
}

// boxesToPort returns how many travel boxes lie between the current box and the port the
// boat is heading for (0 = in the last box). An aborting boat counts only the Transit
// boxes on its way; with an abort pending the way it would take (the shorter on a tie).
// 10.2 / [A60] tow when ≤ 1.
func (c *Career) boxesToPort() int {
	p := c.S.Patrol
	if p == nil {
		return 0
	}
	if p.Aborting {
		return c.transitsLeft(p.Pos, p.Dir)
	}
	if p.MandatoryAbort {
		back, fwd, dir := c.abortDistances()
		if dir == 0 {
			switch {
			case back < fwd:
				dir = -1
			case fwd < back:
				dir = 1
			default:
				return min(c.transitsLeft(p.Pos, -1), c.transitsLeft(p.Pos, 1))
			}
		}
		return c.transitsLeft(p.Pos, dir)
	}
	return len(p.Track) - 1 - p.Pos
}

// ---------------------------------------------------------------------------------------
// A3 END OF PATROL

// endPatrol runs 13(a) A3 (7.5): base change, log row, success, tonnage, invasion refusal
// penalty, P months, and emits patrol_end.
func (c *Career) endPatrol(outcome string) {
	p := c.S.Patrol
	if p == nil {
		return
	}
	b := c.Board()
	p.MissionActivity = false
	pm := c.patrolPMonths(p, b) // A3.4 (needed by 4.7.1)

	// A3.1 base
	if outcome == "returned" || outcome == "aborted" {
		base := p.ReturnBase
		if base == BaseFrance && c.S.Date+Month(pm) >= monthFranceLost { // 4.7.1
			base = BaseNorway
		}
		if base == BaseMediterranean { // 7.3.4: not aborted in the passage
			c.S.Permanent = AreaMediterranean
		}
		if c.S.Permanent == AreaArctic { // 7.3.5
			base = BaseNorway
		}
		c.S.Base = base
		c.S.PenangBased = base == BasePenang // 4.7.5 until back in Europe
	} else if c.S.NewBoatDue { // [A68] crew rescued: a new boat in Germany
		c.S.Base = BaseGermany
		c.S.Permanent = ""
		c.S.PenangBased = false
	}

	success := c.closePatrol(p, outcome)
	end := func() {
		if c.sink != nil {
			c.emit(&PatrolEndEvent{Header: Header{T: TPatrolEnd}, Outcome: outcome, Tons: p.Tons, Ships: p.Ships, Success: success})
		}
	}

	// A3.3 invasion refusal (7.4.3, [A17])
	if p.Mission == MissionInvasion && p.InvasionRefusal {
		if c.RollDice("INVASION_REFUSAL", "", "1d6", nil, classifyRefusal).Key == "relieved" {
			c.note(TNote, "relieved", "7.4.3 relieved of command for refusing to attack")
			end()
			c.endGame("relieved")
		}
		c.S.InvasionKCBan = true
		c.note(TNote, "invasion_kc_ban", "7.4.3 no Knight's Cross or higher for the rest of the game")
	}

	// A3.4 P months
	for i := 1; i <= pm && c.S.Date+Month(i) <= LastMonth; i++ { // 5.1.1 none after 5/45
		c.S.Log = append(c.S.Log, LogRow{Month: c.S.Date + Month(i), Kind: "P", BoatType: c.S.Boat.Type})
	}
	end()
	c.S.FirstPatrolOfBoat = false
	c.S.Boat.SuperiorTorpedoes = false
	c.S.Crew.M[Agent] = Member{Absent: true}
	c.S.Patrol = nil
	c.sparePatrol = p
}

// patrolSuccess is 7.5.2 (7.4.5, 11.4.10.6, [A18]): was the patrol a success?
func patrolSuccess(p *Patrol) bool {
	switch {
	case p.Mission == MissionAbwehr || p.Mission == MissionMinelaying:
		// [designed] an XB minelaying patrol must also resupply (both rules bind)
		return p.MissionAccomplished && (!p.Resupply || p.BoatsResupplied > 0)
	case p.Resupply:
		return p.BoatsResupplied > 0
	default:
		return p.Ships > 0
	}
}

// closePatrol counts the patrol as successful or failed (A3.2 success: 7.5.2, 7.4.5,
// 11.4.10.6, [A18]; successes and consecutive fails) and closes its row of the patrol
// log; it reports the success.
func (c *Career) closePatrol(p *Patrol, outcome string) bool {
	success := patrolSuccess(p)
	if success {
		c.S.SuccessfulPatrols++
		c.S.ConsecutiveFails = 0
	} else {
		c.S.ConsecutiveFails++
	}
	c.closePatrolRow(p, outcome, success)
	return success
}

// closePatrolRow writes the patrol's result on its log sheet row (3.5, 7.5): tonnage,
// ships identified, sunk and damaged, success and outcome. endPatrol calls it for a patrol
// that comes home; a career that ends at sea (5.1: boat lost, scuttled or captured,
// Kommandant killed) calls it too, so the last row carries that patrol's record.
func (c *Career) closePatrolRow(p *Patrol, outcome string, success bool) {
	i := c.patrolLogIndex()
	if i < 0 {
		return
	}
	row := &c.S.Log[i]
	row.Tons = p.Tons
	// The slices reuse the memory an earlier career had for this row (logBufs); an
	// empty list stays nil as a fresh append would leave it.
	for len(c.logBufs) <= i {
		c.logBufs = append(c.logBufs, logBuf{})
	}
	lb := &c.logBufs[i]
	if len(p.Sunk) > 0 {
		row.Sunk = append(lb.sunk[:0], p.Sunk...)
		lb.sunk = row.Sunk
	}
	if len(p.Targets) > 0 {
		row.Targets = append(lb.targets[:0], p.Targets...)
		lb.targets = row.Targets
	}
	if len(p.Damaged) > 0 {
		row.Damaged = append(lb.damaged[:0], p.Damaged...)
		lb.damaged = row.Damaged
	}
	row.TargetNames = nil
	if len(p.TargetNames) > 0 { // opt 14.3.1
		row.TargetNames = slices.Clone(p.TargetNames)
	}
	row.Success = success
	row.Outcome = outcome
}

func classifyRefusal(t int) string {
	if t <= 2 {
		return "relieved"
	}
	return "kc_ban"
}

// patrolPMonths is 10.11.6 with 10.9.6 / [A67]: the board's P months; an abort declared
// before half the track's encounter rolls (x2/x3 counted) leaves none; the IXD-2 gets one
// per quarter reached. Resupply at sea adds one (opt 14.9.6).
func (c *Career) patrolPMonths(p *Patrol, b *Board) int {
	n := b.ExtendedPatrolP
	if n > 0 && p.Midpoint >= 0 {
		done, total := 0, 0
		for i := range p.Track {
			total += p.Track[i].Rolls
			if i <= p.Midpoint {
				done += p.Track[i].Rolls
			}
		}
		if n == 1 {
			if 2*done < total {
				n = 0
			}
		} else {
			switch {
			case 4*done < total:
				n = 0
			case 2*done < total:
				n = 1
			case 4*done < 3*total:
				n = 2
			default:
				n = 3
			}
		}
	}
	if p.ResuppliedAtSea {
		n++
	}
	return n
}

// patrolLog returns the log row of the current (or last) patrol, or nil.
func (c *Career) patrolLog() *LogRow {
	if i := c.patrolLogIndex(); i >= 0 {
		return &c.S.Log[i]
	}
	return nil
}

// patrolLogIndex is the index in State.Log of the latest patrol row, or −1.
func (c *Career) patrolLogIndex() int {
	for i := len(c.S.Log) - 1; i >= 0; i-- {
		if c.S.Log[i].Kind == "patrol" {
			return i
		}
	}
	return -1
}

// returnMonth is the last month of the latest patrol: its month plus the "P" rows written
// after it (10.11.6). The boat is in port from the month after.
func (c *Career) returnMonth() Month {
	for i := len(c.S.Log) - 1; i >= 0; i-- {
		if c.S.Log[i].Kind == "patrol" {
			n := 0
			for _, r := range c.S.Log[i+1:] {
				if r.Kind == "P" {
					n++
				}
			}
			return c.S.Log[i].Month + Month(n)
		}
	}
	return c.S.Date
}

// ---------------------------------------------------------------------------------------
// 11.4.10 RESUPPLY (XB, XIV)

// resupplyOp is one resupply operation (11.4.10.2–11.4.10.7): 1d6 boats served; per boat
// an [E4] roll for its damage (a spare part may fix it), 1d6 fuel (1–3: 1, 4–6: 2 points)
// from the cargo or, once the cargo is out, from the boat's own tanks at the cost of a box;
// nominal tonnage (11.4.10.5); then the Additional Round roll for an air attack.
func (c *Career) resupplyOp() {
	p := c.S.Patrol
	n := c.RollDice("RESUPPLY_BOATS", "", "1d6", nil, classifyCount).Total
	tons := 0
	for k := 0; k < n; k++ {
		tons += 1000 // each boat resupplied
		d := c.RollDice("RESUPPLY_DAMAGE", "", "d66", nil, classifyClientE4)
		if p.SpareParts > 0 && clientFixable(d.Key) {
			if c.ask(KindResupplyPart, "The boat you resupply has her "+c.data.damageName(d.Key)+" damaged: give her a spare part (11.4.10.3)?", d.Key,
				c.opts("give", "Give a spare part (+1,000 t)", "keep", "Keep it")) == "give" {
				p.SpareParts--
				tons += 1000
			}
		}
		need := 1
		if c.RollDice("RESUPPLY_FUEL", "", "1d6", nil, classifyFuel).Key == "2" {
			need = 2
		}
		give := min(need, p.FuelCargo)
		p.FuelCargo -= give
		tons += 1000 * give
		if give < need && p.FuelCargo == 0 && c.canGiveOwnFuel() {
			if c.ask(KindOwnFuel, "Cargo fuel is out: give own fuel and lose a box (11.4.10.4)?", "",
				c.opts("give", "Give own fuel", "refuse", "Refuse")) == "give" {
				tons += 1000 * (need - give)
				c.advanceBoxInEngagement()
			}
		}
	}
	p.BoatsResupplied += n
	if p.CargoTorpedoes > 0 { // one torpedo bonus per patrol
		p.CargoTorpedoes = 0
		tons += 1000
	}
	if c.Board().HasBakery && c.S.Boat.workingAt(sysBakery) {
		tons += 1000
	}
	c.creditNominal(tons, n)
	c.resupplyAir()
}

// canGiveOwnFuel is 11.4.10.4: not in the last travel box before the transit home.
func (c *Career) canGiveOwnFuel() bool {
	p := c.S.Patrol
	return p.Pos+1 < len(p.Track) && !p.Track[p.Pos+1].Transit
}

func classifyCount(t int) string { return strconv.Itoa(t) }

func classifyFuel(t int) string {
	if t <= 3 {
		return "1"
	}
	return "2"
}

// classifyClientE4 reads [E4] for a client boat (no type substitutions).
func classifyClientE4(t int) string {
	return MustData().Tables["E4"].Columns[""].Look(t).Result
}

// damageName names an [E4] damage key as the boards print the system ("electric_1":
// "Electric 1", "fwd_tube_odd": "Fwd Torp Doors (odd)"), the flak results by their
// calibre; the key in words when no board has it.
func (d *Data) damageName(key string) string {
	switch key {
	case "flak":
		return "Flak"
	case "flak_37":
		return "3.7 cm Flak"
	case "flak_2cm":
		return "2 cm Flak"
	}
	for _, b := range d.Boards { // every board that has the system prints the same name
		for _, s := range b.Systems {
			if s.Key == key {
				return s.Name
			}
		}
	}
	return strings.ReplaceAll(key, "_", " ")
}

// clientFixable reports an [E4] result a spare part can fix (not flooding, hull or crew).
func clientFixable(key string) bool {
	switch key {
	case "flooding", "flooding_x2", "hull", "hull_x2", "crew_injury", "crew_injury_x2":
		return false
	}
	return true
}

// creditNominal books the nominal tonnage of 11.4.10.5 (career and patrol tonnage; no ship
// counted) as a ship_sunk event, so career tonnage stays the sum of ship_sunk events.
func (c *Career) creditNominal(tons, boats int) {
	p := c.S.Patrol
	p.Tons += tons
	c.S.CareerTons += tons
	if c.sink != nil {
		c.emit(&ShipDamageEvent{Header: Header{T: TShipSunk}, Name: "resupply (nominal)", Tons: tons, Nominal: true})
		c.note(TNote, "resupply", "11.4.10 "+strconv.Itoa(boats)+" boats resupplied, "+strconv.Itoa(tons)+" t nominal")
	}
}

// resupplyAir is 11.4.10.7: an Additional Round roll after the resupply; an air or escort
// result hits this boat on 1d6 1–3 (−1 [A1] and −1 Flak while supplying: MissionActivity),
// otherwise the other boat, and this one dives away.
func (c *Career) resupplyAir() {
	p := c.S.Patrol
	r := c.rollCol(refE1AdditionalRound, nil)
	if r.Key == "none" {
		return
	}
	if c.RollDice("RESUPPLY_TARGET", "", "1d6", nil, classifyResupplyTarget).Key != "us" {
		c.note(TNote, "resupply", "11.4.10.7 the other boat is attacked; this one dives away")
		return
	}
	c.beginEncounter(r.Key)
	p.MissionActivity = true
	switch r.Key {
	case "aircraft":
		c.aircraft(AirNormal)
	case "aircraft_escort":
		spotted := c.aircraft(AirNoChain)
		p.MissionActivity = false
		c.escortOnly(spotted)
	case "escort":
		p.MissionActivity = false
		c.escortOnly(false)
	}
	p.MissionActivity = false
}

func classifyResupplyTarget(t int) string {
	if t <= 3 {
		return "us"
	}
	return "other"
}

// nonHistoricalAreas reports opt 14.10 (non-historical patrol areas, the Spanish errata's
// reading preferred by rules-career.md 14.10): a Type VII may be sent to the West African
// Coast, whose track its board carries (boards.yaml tracks_optional). The Italian, broader
// variant is not offered.
func (c *Career) nonHistoricalAreas() bool { return c.S.Options.Has(OptNonHistorical) }
