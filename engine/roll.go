package engine

import "fmt"

// Mods collects the die-roll modifiers (DRMs) of one roll without allocating. The first
// modsInPlace are kept in place (no simulated roll has had more than 7), so a Mods on the
// stack is cheap to zero; more spill into a slice, up to maxMods.
type Mods struct {
	n, sum int
	a      [modsInPlace]Mod
	more   []Mod // every modifier, once there are more than modsInPlace
}

const (
	modsInPlace = 8
	maxMods     = 24 // more on one roll is an engine bug
)

// Add appends a modifier of value v (signed, added to the roll, 0.3) with its reason.
// A zero v is ignored.
func (m *Mods) Add(v int, why string) {
	if v == 0 {
		return
	}
	if m.n == maxMods {
		panic("engine bug: too many modifiers on one roll")
	}
	if m.n < len(m.a) && m.more == nil {
		m.a[m.n] = Mod{V: v, Why: why}
	} else {
		m.spill(Mod{V: v, Why: why})
	}
	m.n++
	m.sum += v
}

// spill appends md to more, moving the in-place modifiers there first.
func (m *Mods) spill(md Mod) {
	if m.more == nil {
		m.more = append(make([]Mod, 0, maxMods), m.a[:m.n]...)
	}
	m.more = append(m.more, md)
}

// If adds the modifier when cond holds.
func (m *Mods) If(cond bool, v int, why string) {
	if cond {
		m.Add(v, why)
	}
}

// Sum returns the total of the modifiers.
func (m *Mods) Sum() int { return m.sum }

// List returns the modifiers (a view into m).
func (m *Mods) List() []Mod {
	if m.more != nil {
		return m.more
	}
	return m.a[:m.n]
}

// Len returns how many modifiers there are.
func (m *Mods) Len() int { return m.n }

// Result of one table look-up.
type Result struct {
	Faces   [3]int
	NFaces  int
	Natural int // the unmodified dice total (d66: tens*10+units; d100: 1–100)
	Total   int // Natural plus the modifiers
	Row     *Row
	Key     string // Row.Result
}

// die throws one die of the given number of sides (1..sides) with the career's Roller.
func (c *Career) die(sides int) int { return c.rng.Die(sides) }

// epoch is the dice epoch of a seeded career's rolls now (siteDice): the patrols begun
// and the encounters begun in the current patrol.
func (c *Career) epoch() uint64 { return uint64(c.S.PatrolCount)<<32 | uint64(c.encounters) }

// diceKind is a dice code of 3.4 as a number, so that a table's dice are read once.
type diceKind uint8

const (
	dkUnknown diceKind = iota
	dk1d6
	dk2d6
	dk3d6
	dkD66
	dk1d10
	dkD100
	dk1d20
	dkD1000 // three d10 read as hundreds, tens and units, 000 = 1,000 (tactical E2T/E2Q, tactical-design §8.1)
)

// diceKindOf returns the diceKind of a dice code (dkUnknown for anything else).
func diceKindOf(dice string) diceKind {
	switch dice {
	case "1d6":
		return dk1d6
	case "2d6":
		return dk2d6
	case "3d6":
		return dk3d6
	case "d66":
		return dkD66
	case "1d10":
		return dk1d10
	case "d100":
		return dkD100
	case "1d20":
		return dk1d20
	case "d1000":
		return dkD1000
	}
	return dkUnknown
}

// throw rolls dice of kind dk into r: the faces, their count and the natural total, which
// it also returns. (dice is the code, for the panic on an unknown one.)
func (c *Career) throw(dk diceKind, dice string, site uint64, r *Result) int {
	if c.sited {
		c.dice.at(site, c.epoch())
	}
	f := &r.Faces
	switch dk {
	case dk1d6:
		f[0] = c.die(6)
		r.NFaces, r.Natural = 1, f[0]
	case dk2d6:
		f[0] = c.die(6)
		f[1] = c.die(6)
		r.NFaces, r.Natural = 2, f[0]+f[1]
	case dk3d6:
		f[0] = c.die(6)
		f[1] = c.die(6)
		f[2] = c.die(6)
		r.NFaces, r.Natural = 3, f[0]+f[1]+f[2]
	case dkD66:
		f[0] = c.die(6)
		f[1] = c.die(6)
		r.NFaces, r.Natural = 2, f[0]*10+f[1]
	case dk1d10:
		f[0] = c.die(10)
		r.NFaces, r.Natural = 1, f[0]
	case dkD100:
		// 1d10+1d10 read as tens and units; faces 1..10 where 10 stands for a printed 0;
		// "00" counts as 100 (3.4).
		f[0] = c.die(10)
		f[1] = c.die(10)
		v := (f[0]%10)*10 + f[1]%10
		if v == 0 {
			v = 100
		}
		r.NFaces, r.Natural = 2, v
	case dk1d20:
		f[0] = c.die(20)
		r.NFaces, r.Natural = 1, f[0]
	case dkD1000:
		f[0] = c.die(10)
		f[1] = c.die(10)
		f[2] = c.die(10)
		v := (f[0]%10)*100 + (f[1]%10)*10 + f[2]%10
		if v == 0 {
			v = 1000
		}
		r.NFaces, r.Natural = 3, v
	default:
		panic(fmt.Sprintf("engine bug: unknown dice %q", dice))
	}
	return r.Natural
}

// Roll is the one table look-up of the engine: it throws the table's dice, adds the
// modifiers, reads the column (clamped, [A01]) and emits the roll event exactly as
// log-schema.md defines it. column is "" for single-column tables. mods may be nil.
// A call site with a fixed table and column rolls through its colRef (rollCol) instead.
func (c *Career) Roll(table, column string, mods *Mods) Result {
	tc := c.column(table, column)
	return c.rollOn(&tc, mods)
}

// rollCol is Roll for the table column of a colRef (resolved once per career data).
func (c *Career) rollCol(h *colRef, mods *Mods) Result {
	return c.rollOn(&c.cols[h.i], mods)
}

// rollOn is Roll on the table column tc: the dice, the modifiers, the row, the roll event
// and the offer of a reroll ([R1] 7).
func (c *Career) rollOn(tc *tableCol, mods *Mods) (r Result) {
	if tc.col == nil {
		panic(fmt.Sprintf("engine bug: no table column %s %q", tc.table, tc.column))
	}
	r.Total = c.throw(tc.dk, tc.t.Dice, tc.site, &r)
	if mods != nil {
		r.Total += mods.Sum()
	}
	r.Row = tc.col.Look(r.Total)
	r.Key = r.Row.Result
	if tc.table == TableE2 && r.Natural == 2 {
		r.Key = Undetected // 9.6.9 a natural 2 escapes whatever the modifiers
	}
	c.rolls++
	if c.sink != nil {
		c.logRoll(tc.table, tc.column, tc.t.Dice, &r, mods)
	}
	if c.S.Boat.HalsUndBeinbruch > 0 && rerollable(tc.table) && c.offerReroll(tc.table, r.Key, func() []Odds {
		return c.data.ResultOdds(tc.table, tc.column, mods)
	}) {
		return c.rollOn(tc, mods)
	}
	return r
}

// RollDice throws dice for a roll that has no printed table (a rule's own check, such as
// 9.2.2's pre-fire test or a 10.10 scuttle roll). It emits a roll event under the given
// code with result set by the caller's classify function, which maps the modified total
// to a result key.
func (c *Career) RollDice(code, column, dice string, mods *Mods, classify func(total int) string) (r Result) {
	r.Total = c.throw(diceKindOf(dice), dice, siteOf(code), &r)
	if mods != nil {
		r.Total += mods.Sum()
	}
	r.Key = classify(r.Total)
	c.rolls++
	if c.sink != nil {
		c.logRoll(code, column, dice, &r, mods)
	}
	if c.S.Boat.HalsUndBeinbruch > 0 && rerollable(code) && c.offerReroll(code, r.Key, func() []Odds {
		return classifyOdds(dice, mods, classify)
	}) {
		return c.RollDice(code, column, dice, mods, classify)
	}
	return r
}

// siteOf is the dice site (siteDice) of a roll code: its own, but the tactical E2T
// throws at [E2]'s, the roll it replaces in a played pass (tactical-design §1.3, §3.3:
// the pass's k-th detection roll starts from the same dice with the layer on or off,
// a high d1000 detecting as a high 2d6 does).
func siteOf(code string) uint64 {
	if code == "E2T" {
		return siteE2
	}
	return siteKey(code)
}

var siteE2 = siteKey(TableE2)

// rerollable lists the rolls on which a "Hals und Beinbruch" counter ([R1] 7) is offered.
// [designed] The event lets the player reroll "any" roll; asking after every roll would
// drown the player in questions, so the engine offers it on the rolls where the boat,
// the crew or a target is at stake: combat, damage, repairs, crew and career rolls.
// E2T and E2Q are the tactical layer's detection rolls, which replace the [E2] 2d6 of a
// played pass (tactical-design §1.3 PassHazard, §3.3): the counter is offered on them as
// on the [E2] roll they stand for (the E2T roll and, after a detection, the E2Q roll).
func rerollable(code string) bool {
	switch code {
	case "A1", "A2", "E2", "E2T", "E2Q", "E2_close", "E3", "E3_special", "E3a", "E3b", "E3c", "E3c_damage", "E3d", "E3e",
		"E4", "E5", "E5a_who", "E5a_severity", "U1", "DUD", "U3", "NIGHT", "FOLLOW", "SCUTTLE",
		"SCUTTLE_DIESELS", "TEST_DEPTH", "FLOOD", "MINEFIELD", "SUB_FIRE", "SUB_INIT", "M4", "M6", "AIR_RAID":
		return true
	}
	return false
}

// offerReroll asks whether to spend a "Hals und Beinbruch" counter on the roll just made
// ([R1] 7: reroll any single die or dice roll; counters carry over between patrols).
// The decision's context is "code:result". With Config.Odds the "reroll" option carries
// the odds of each result of the new roll, and "keep" the result rolled (P 1).
func (c *Career) offerReroll(code, result string, odds func() []Odds) bool {
	if c.decider == nil {
		return false
	}
	c.rerollOpts = [2]Choice{{Key: "keep", Label: "Keep the result"}, {Key: "reroll", Label: "Reroll"}}
	opts := c.rerollOpts[:]
	if c.cfg.Odds {
		// keeping the result is that result for sure: so a kept "sunk" counts as the
		// loss it is when the safest answer is chosen (Decision.Safest)
		c.keepOdds[0] = Odds{Outcome: result, P: 1}
		opts[0].Odds = c.keepOdds[:]
		opts[1].Odds = odds()
	}
	if c.ask(KindHalsUndBeinbruch, "Hals und Beinbruch: spend a counter to reroll?", c.rerollContext(code, result), opts) != "reroll" {
		return false
	}
	c.S.Boat.HalsUndBeinbruch--
	if c.sink != nil { // no string building without a log
		c.note(TNote, "hals_und_beinbruch", "counter spent on a reroll of "+code)
	}
	return true
}

// rerollContext returns code + ":" + result, each string built once per career object
// (Career.rerollCtx, kept across Reset), so that offering a reroll does not allocate.
func (c *Career) rerollContext(code, result string) string {
	k := [2]string{code, result}
	ctx, ok := c.rerollCtx[k]
	if !ok {
		if c.rerollCtx == nil {
			c.rerollCtx = make(map[[2]string]string)
		}
		ctx = code + ":" + result
		c.rerollCtx[k] = ctx
	}
	return ctx
}

// logRoll emits the roll event (callers count the roll and call it only with a sink).
func (c *Career) logRoll(table, column, dice string, r *Result, mods *Mods) {
	ev := &RollEvent{Header: Header{T: TRoll}, Table: table, Column: column, Dice: dice,
		Faces: append([]int(nil), r.Faces[:r.NFaces]...), Total: r.Total, Result: r.Key}
	if dice == "d100" {
		for i := range ev.Faces {
			ev.Faces[i] %= 10 // log the printed faces: a 10 on a d10 is a printed 0
		}
	}
	ev.Mods = []Mod{}
	if mods != nil {
		ev.Mods = append(ev.Mods, mods.List()...)
	}
	ev.Theta, c.rollTheta = c.rollTheta, 0 // tactical-design §8.1 E2T (tacDetection)
	c.emit(ev)
}

// tableCol is one column of a table of the career's data: its names (as logged), the
// table, the column and the kind of the table's dice.
type tableCol struct {
	table, column string
	t             *Table
	col           *Column
	dk            diceKind
	site          uint64 // siteKey(table): the stream of its dice (dice.go siteDice)
}

// column looks a table column up in the career's data; an unknown table or column is a
// bug in the engine.
func (c *Career) column(table, column string) tableCol {
	t := c.data.Tables[table]
	if t == nil {
		panic(fmt.Sprintf("engine bug: unknown table %q", table))
	}
	col := t.Columns[column]
	if col == nil {
		panic(fmt.Sprintf("engine bug: table %s has no column %q", table, column))
	}
	return tableCol{table: table, column: column, t: t, col: col, dk: diceKindOf(t.Dice), site: siteKey(table)}
}

// colRef is the handle of a table column rolled from fixed call sites (made by newColRef
// at package initialisation). Each career looks all of them up in its data once
// (resolveCols, in Reset when the data changes): Career.cols[i] is the column of handle i.
type colRef struct {
	table, column string
	i             int // index in colRefs and Career.cols
}

// colRefs are the handles made so far, in order.
var colRefs []*colRef

func newColRef(table, column string) *colRef {
	h := &colRef{table: table, column: column, i: len(colRefs)}
	colRefs = append(colRefs, h)
	return h
}

// resolveCols looks every colRef up in d. A handle whose table or column d lacks keeps
// only its names (rolling it is an engine bug: rollOn panics).
func resolveCols(d *Data) []tableCol {
	cols := make([]tableCol, len(colRefs))
	for i, h := range colRefs {
		cols[i] = tableCol{table: h.table, column: h.column}
		if t := d.Tables[h.table]; t != nil && t.Columns[h.column] != nil {
			cols[i] = tableCol{table: h.table, column: h.column, t: t, col: t.Columns[h.column], dk: diceKindOf(t.Dice), site: siteKey(h.table)}
		}
	}
	return cols
}

// colOf returns the column of h in the career's data.
func (c *Career) colOf(h *colRef) *tableCol { return &c.cols[h.i] }

// The table columns rolled from fixed call sites.
var (
	refA1                = newColRef("A1", "")
	refA2                = newColRef("A2", "")
	refAirRaid           = newColRef("AIR_RAID", "")
	refDayStandard       = newColRef("DAY", "standard")
	refDud               = newColRef("DUD", "")
	refE1AdditionalRound = newColRef("E1", "additional_round")
	refE1BayOfBiscay     = newColRef("E1", "bay_of_biscay")
	refE2                = newColRef("E2", "")
	refE3Aircraft        = newColRef("E3", "aircraft")
	refE3Escort          = newColRef("E3", "escort")
	refE3Special         = newColRef("E3_special", "")
	refE3a               = newColRef("E3a", "")
	refE3b               = newColRef("E3b", "")
	refE3c               = newColRef("E3c", "")
	refE3cDamage         = newColRef("E3c_damage", "")
	refE3d               = newColRef("E3d", "")
	refE3e               = newColRef("E3e", "")
	refE4                = newColRef("E4", "")
	refE5Gyrocompass     = newColRef("E5", "gyrocompass")
	refE5aSeverity       = newColRef("E5a_severity", "")
	refE5aWho            = newColRef("E5a_who", "")
	refM2                = newColRef("M2", "")
	refM3                = newColRef("M3", "")
	refM4                = newColRef("M4", "")
	refM6                = newColRef("M6", "")
	refMinefield         = newColRef("MINEFIELD", "")
	refNight             = newColRef("NIGHT", "")
	refPenang            = newColRef("PENANG", "")
	refR1                = newColRef("R1", "")
	refR2                = newColRef("R2", "")
	refSize              = newColRef("SIZE", "")
	refT1                = newColRef("T1", "")
	refT2                = newColRef("T2", "")
	refT3                = newColRef("T3", "")
	refT5                = newColRef("T5", "")
	refU1Close           = newColRef("U1", "close")
	refU1Medium          = newColRef("U1", "medium")
	refU1Long            = newColRef("U1", "long")
	refU3DeckGun         = newColRef("U3", "deck_gun")
	refU3Torpedo         = newColRef("U3", "torpedo")
	refWolfpack          = newColRef("WOLFPACK", "")
)

// sameTable returns the column named column of the table of h (nil col when the table
// has no such column): the [E1] columns of the track boxes, the [E5] columns of the
// systems.
func (c *Career) sameTable(h *colRef, column string) tableCol {
	tc := *c.colOf(h)
	tc.column, tc.col = column, tc.t.Columns[column]
	return tc
}

// e5Col returns the [E5] repair column of a system key; ok is false when [E5] has none
// (10.8.8: the board's grey number instead).
func (c *Career) e5Col(key string) (tc tableCol, ok bool) {
	tc = c.sameTable(refE5Gyrocompass, key)
	return tc, tc.col != nil
}
