package engine

import (
	"fmt"
	"unsafe"
)

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

// The call sites with a kept Mods (keptMods), one slot each.
const (
	modsU1       = iota // fireTorpedo's [U1] to-hit roll
	modsE2              // detectionRound's [E2] detection roll
	modsE3              // depthChargeAttack's [E3] escort attack roll
	modsA1              // airEncounter's [A1] crash dive roll
	modsA2              // fireFlak's [A2] flak rolls
	modsNight           // timeOfDay's 8.4.2 switch to Night
	modsFollowUp        // airFollowUp's additional round roll (9.8.6)
	numModsKept
)

// keptMods returns the Mods of call site k, cleared: a Mods kept in the career, so that
// the frequent rolls do not zero a whole Mods (≈ 230 bytes) each time; clearing its count,
// sum and spill list is enough, as only the first n in-place modifiers are ever read. A
// call site must be done with its Mods before anything it calls can reach it again (the
// roll's event copies the modifiers).
func (c *Career) keptMods(k int) *Mods {
	s := c.modsKept
	if s == nil {
		s = new([numModsKept]Mods)
		c.modsKept = s
	}
	m := &s[k]
	m.n, m.sum, m.more = 0, 0, nil
	return m
}

// Result of one table look-up.
type Result struct {
	Faces   [3]int
	NFaces  int
	Natural int // the unmodified dice total (d66: tens*10+units; d100: 1–100)
	Total   int // Natural plus the modifiers
	Row     *Row
	Key     string // Row.Result
}

// die throws one die through the career's Roller (a Roller other than the default PCG
// one: throw calls that one directly).
func (c *Career) die(sides int) int { return c.rng.r.Die(sides) }

// roller is the career's Roller with its default PCG, when it is one, at hand: the rolls
// draw from pcg inline (a nil test, not a type assertion per roll) and go through r only
// for another Roller (a script in tests). Built by newRoller, which sets both fields.
type roller struct {
	r   Roller
	pcg *PCGRoller // r when it is a *PCGRoller, else nil
}

// newRoller returns the roller of r.
func newRoller(r Roller) roller {
	p, _ := r.(*PCGRoller)
	return roller{r: r, pcg: p}
}

// Dice codes as small numbers, so throw switches on an int (a jump table), not a string.
const (
	dkUnknown = iota
	dk1d6
	dk2d6
	dk3d6
	dkD66
	dk1d10
	dkD100
	dk1d20
)

// diceKind maps a dice code to its dk constant (dkUnknown for anything else): the length
// and one byte (the first of three, the third of four) pick the candidate, an inline
// compare with the constant confirms it.
func diceKind(dice string) uint8 {
	switch len(dice) {
	case 3:
		switch dice[0] {
		case '1':
			if dice == "1d6" {
				return dk1d6
			}
		case '2':
			if dice == "2d6" {
				return dk2d6
			}
		case '3':
			if dice == "3d6" {
				return dk3d6
			}
		case 'd':
			if dice == "d66" {
				return dkD66
			}
		}
	case 4:
		switch dice[2] {
		case '1':
			if dice == "1d10" {
				return dk1d10
			}
		case '2':
			if dice == "1d20" {
				return dk1d20
			}
		case '0':
			if dice == "d100" {
				return dkD100
			}
		}
	}
	return dkUnknown
}

// throw rolls the dice of a dice code (dice, its diceKind kind) into r: faces, their count
// and the natural total, which it also returns (read from a register, not back from r).
// (It fills r in place: returning the [3]int faces by value cost a store-forwarding stall
// on every roll.) The default PCG roller's faces are drawn inline; another Roller goes
// through throwRoller.
func (c *Career) throw(dice string, kind uint8, r *Result) int {
	p := c.rng.pcg
	if p == nil {
		c.throwRoller(dice, kind, r)
		return r.Natural
	}
	f := &r.Faces
	var n int
	switch kind {
	case dk1d6:
		f[0] = face(p.uint64(), 6)
		r.NFaces, n = 1, f[0]
	case dk2d6:
		a, b := face(p.uint64(), 6), face(p.uint64(), 6)
		f[0], f[1] = a, b
		r.NFaces, n = 2, a+b
	case dk3d6:
		a, b, d := face(p.uint64(), 6), face(p.uint64(), 6), face(p.uint64(), 6)
		f[0], f[1], f[2] = a, b, d
		r.NFaces, n = 3, a+b+d
	case dkD66:
		a, b := face(p.uint64(), 6), face(p.uint64(), 6)
		f[0], f[1] = a, b
		r.NFaces, n = 2, a*10+b
	case dk1d10:
		f[0] = face(p.uint64(), 10)
		r.NFaces, n = 1, f[0]
	case dkD100:
		// 1d10+1d10 read as tens and units; faces 1..10 where 10 stands for a printed 0;
		// "00" counts as 100 (3.4).
		a, b := face(p.uint64(), 10), face(p.uint64(), 10)
		f[0], f[1] = a, b
		n = (a%10)*10 + b%10
		if n == 0 {
			n = 100
		}
		r.NFaces = 2
	case dk1d20:
		f[0] = face(p.uint64(), 20)
		r.NFaces, n = 1, f[0]
	default:
		panic(fmt.Sprintf("engine bug: unknown dice %q", dice))
	}
	r.Natural = n
	return n
}

// throwRoller is throw with a Roller other than the default PCG one.
func (c *Career) throwRoller(dice string, kind uint8, r *Result) {
	f := &r.Faces
	switch kind {
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
	default:
		panic(fmt.Sprintf("engine bug: unknown dice %q", dice))
	}
}

// Roll is the one table look-up of the engine: it throws the table's dice, adds the
// modifiers, reads the column (clamped, [A01]) and emits the roll event exactly as
// log-schema.md defines it. column is "" for single-column tables. mods may be nil.
// A call site with a fixed table and column rolls through its colRef (rollCol) instead.
func (c *Career) Roll(table, column string, mods *Mods) Result {
	return c.rollColFull(&colRef{table: table, column: column, i: -1}, mods)
}

// rollCol is Roll for the table column of a colRef: a package-level colRef is resolved
// once per career (kept across Reset), not looked up on every roll; one with slot -1
// (Roll's) goes through the column cache. Its own body is the common roll: a resolved
// colRef, 1d6, 2d6 or d100 of the default PCG roller drawn inline, no log, no "Hals und
// Beinbruch" counter; anything else goes through rollColFull before a die is thrown, so
// the dice and the result are the same (TestRollInlineDiceMatchThrow). (No call is left on
// this path, so its arguments are not spilled on every roll.)
func (c *Career) rollCol(h *colRef, mods *Mods) (r Result) {
	p := c.rng.pcg
	if uint(h.i) >= uint(len(c.refCache)) || p == nil || c.sink != nil || c.S.Boat.HalsUndBeinbruch > 0 || c.S.Ended {
		return c.rollColFull(h, mods)
	}
	e := &c.refCache[h.i]
	switch {
	case e.t == nil:
		return c.rollColFull(h, mods)
	case e.dk == dk1d6 || e.dk == dk2d6:
		// throw's 1d6 and 2d6 with the default roller, written out here (most rolls)
		a := face(p.uint64(), 6)
		r.Faces[0], r.NFaces, r.Total = a, 1, a
		if e.dk == dk2d6 {
			b := face(p.uint64(), 6)
			r.Faces[1], r.NFaces, r.Total = b, 2, a+b
		}
		r.Natural = r.Total
	case e.dk == dkD100:
		// throw's d100 (the [T1]–[T3] ship lists, ≈ 12 a career), written out as well
		a, b := face(p.uint64(), 10), face(p.uint64(), 10)
		r.Faces[0], r.Faces[1], r.NFaces = a, b, 2
		n := (a%10)*10 + b%10
		if n == 0 {
			n = 100
		}
		r.Natural, r.Total = n, n
	default:
		return c.rollColFull(h, mods)
	}
	if mods != nil {
		r.Total += mods.Sum()
	}
	r.Row = e.col.Look(r.Total)
	r.Key = r.Row.Result
	c.rolls++
	return r
}

// rollColFull is rollCol for any roll: it finds the column (resolving the colRef, or
// through the column cache for slot -1), throws the dice, emits the roll event and offers
// a reroll ([R1] 7).
func (c *Career) rollColFull(h *colRef, mods *Mods) (r Result) {
	if c.S.Ended {
		panic(careerOver{}) // a procedure went on after finishCareer: stop it here
	}
	var e *colCacheEntry
	if uint(h.i) < uint(len(c.refCache)) && c.refCache[h.i].t != nil {
		e = &c.refCache[h.i]
	} else if h.i < 0 {
		e = c.column(h.table, h.column)
	} else {
		e = c.resolveRef(h)
	}
	t := e.t
	r.Total = c.throw(t.Dice, e.dk, &r)
	if mods != nil {
		r.Total += mods.Sum()
	}
	r.Row = e.col.Look(r.Total)
	r.Key = r.Row.Result
	if h.table == TableE2 && r.Natural == 2 {
		r.Key = "undetected" // 9.6.9 a natural 2 escapes whatever the modifiers
	}
	c.rolls++
	if c.sink != nil {
		c.logRoll(h.table, h.column, t.Dice, &r, mods)
	}
	if c.S.Boat.HalsUndBeinbruch > 0 && rerollable(h.table) && c.offerReroll(h.table, r.Key, func() []Odds {
		return c.data.ResultOdds(h.table, h.column, mods)
	}) {
		return c.Roll(h.table, h.column, mods)
	}
	return r
}

// RollDice throws dice for a roll that has no printed table (a rule's own check, such as
// 9.2.2's pre-fire test or a 10.10 scuttle roll). It emits a roll event under the given
// code with result set by the caller's classify function, which maps the modified total
// to a result key.
func (c *Career) RollDice(code, column, dice string, mods *Mods, classify func(total int) string) (r Result) {
	if c.S.Ended {
		panic(careerOver{}) // a procedure went on after finishCareer: stop it here
	}
	if p := c.rng.pcg; p != nil && (dice == "2d6" || dice == "1d6") {
		// throw's 1d6 and 2d6 with the default roller, written out here (as in rollCol)
		a := face(p.uint64(), 6)
		r.Faces[0], r.NFaces, r.Total = a, 1, a
		if dice[0] == '2' {
			b := face(p.uint64(), 6)
			r.Faces[1], r.NFaces, r.Total = b, 2, a+b
		}
		r.Natural = r.Total
	} else {
		r.Total = c.throw(dice, diceKind(dice), &r)
	}
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

// rerollable lists the rolls on which a "Hals und Beinbruch" counter ([R1] 7) is offered.
// [designed] The event lets the player reroll "any" roll; asking after every roll would
// drown the player in questions, so the engine offers it on the rolls where the boat,
// the crew or a target is at stake: combat, damage, repairs, crew and career rolls.
func rerollable(code string) bool {
	switch code {
	case "A1", "A2", "E2", "E2_close", "E3", "E3_special", "E3a", "E3b", "E3c", "E3c_damage", "E3d", "E3e",
		"E4", "E5", "E5a_who", "E5a_severity", "U1", "DUD", "U3", "NIGHT", "FOLLOW", "SCUTTLE",
		"SCUTTLE_DIESELS", "TEST_DEPTH", "FLOOD", "MINEFIELD", "SUB_FIRE", "SUB_INIT", "M4", "M6", "AIR_RAID":
		return true
	}
	return false
}

// offerReroll asks whether to spend a "Hals und Beinbruch" counter on the roll just made
// ([R1] 7: reroll any single die or dice roll; counters carry over between patrols).
// With Config.Odds the "reroll" option carries the odds of each result of the new roll.
func (c *Career) offerReroll(code, result string, odds func() []Odds) bool {
	if c.decider == nil {
		return false
	}
	c.rerollOpts = [2]Choice{{Key: "keep", Label: "Keep the result"}, {Key: "reroll", Label: "Reroll"}}
	opts := c.rerollOpts[:]
	if c.cfg.Odds {
		opts[1].Odds = odds()
	}
	if c.rerollCtx == nil {
		c.rerollCtx = new(rerollCtxCache)
	}
	ctx := c.rerollCtx.get(code, result)
	if c.ask(KindHalsUndBeinbruch, "Hals und Beinbruch: spend a counter to reroll?", ctx, opts) != "reroll" {
		return false
	}
	c.S.Boat.HalsUndBeinbruch--
	if c.sink != nil { // no string building without a log
		c.note(TNote, "hals_und_beinbruch", "counter spent on a reroll of "+code)
	}
	return true
}

// rerollCtxCache holds the context strings of offerReroll ("code:result"), each built
// once: slots keyed by the strings' data pointers (codes are constants, results table rows
// or constants), the map behind them by content. Kept across Reset.
type rerollCtxCache struct {
	e [64]rerollCtxEntry
	m map[[2]string]string
}

type rerollCtxEntry struct {
	cp, rp *byte
	cl, rl int
	ctx    string // "" in an empty slot
}

// get returns code + ":" + result.
func (rc *rerollCtxCache) get(code, result string) string {
	cp, rp := unsafe.StringData(code), unsafe.StringData(result)
	e := &rc.e[(ptrHash(cp, 0x9E3779B97F4A7C15)^ptrHash(rp, 0xC2B2AE3D27D4EB4F))%uint64(len(rc.e))]
	if e.ctx != "" && e.cp == cp && e.rp == rp && e.cl == len(code) && e.rl == len(result) {
		return e.ctx
	}
	ctx, ok := rc.m[[2]string{code, result}]
	if !ok {
		if rc.m == nil {
			rc.m = make(map[[2]string]string)
		}
		ctx = code + ":" + result
		rc.m[[2]string{code, result}] = ctx
	}
	*e = rerollCtxEntry{cp: cp, rp: rp, cl: len(code), rl: len(result), ctx: ctx}
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
	c.emit(ev)
}

// colCacheEntry remembers one (table, column) look-up by the identity of the two strings.
type colCacheEntry struct {
	tp, cp *byte
	tl, cl int
	t      *Table
	col    *Column
	dk     uint8 // diceKind(t.Dice)
}

// column finds a table column (the cache entry holds the table, the column and the dice kind). Rule code names tables with string constants, so a small
// cache keyed by the strings' data pointers answers most look-ups without hashing; equal
// pointers and lengths mean equal strings, so a hit is always right.
func (c *Career) column(table, column string) *colCacheEntry {
	tp, cp := unsafe.StringData(table), unsafe.StringData(column)
	h := ((uintptr(unsafe.Pointer(tp)) * 0x9E3779B1) ^ (uintptr(unsafe.Pointer(cp)) * 0x85EBCA77)) >> 7 % uintptr(len(c.colCache))
	e := &c.colCache[h]
	if e.t != nil && e.tp == tp && e.cp == cp && e.tl == len(table) && e.cl == len(column) {
		return e
	}
	t := c.data.Tables[table]
	if t == nil {
		panic(fmt.Sprintf("engine bug: unknown table %q", table))
	}
	col := t.Columns[column]
	if col == nil {
		panic(fmt.Sprintf("engine bug: table %s has no column %q", table, column))
	}
	*e = colCacheEntry{tp: tp, cp: cp, tl: len(table), cl: len(column), t: t, col: col, dk: diceKind(t.Dice)}
	return e
}

// colRef is a table column rolled from fixed call sites (a package-level handle made by
// newColRef): the career resolves it once, on first use, into its refCache slot.
type colRef struct {
	table, column string
	i             int // slot in Career.refCache
}

// colRefCount is the number of colRefs made so far (all are made at package
// initialisation).
var colRefCount int

func newColRef(table, column string) *colRef {
	colRefCount++
	return &colRef{table: table, column: column, i: colRefCount - 1}
}

// colOf returns the resolved column of h.
func (c *Career) colOf(h *colRef) *colCacheEntry {
	if uint(h.i) < uint(len(c.refCache)) {
		if e := &c.refCache[h.i]; e.t != nil {
			return e
		}
	}
	return c.resolveRef(h)
}

// resolveRef looks h up in the career's data and fills its refCache slot.
func (c *Career) resolveRef(h *colRef) *colCacheEntry {
	if len(c.refCache) < colRefCount {
		c.refCache = make([]colCacheEntry, colRefCount)
		c.refData = c.data
	}
	t := c.data.Tables[h.table]
	if t == nil {
		panic(fmt.Sprintf("engine bug: unknown table %q", h.table))
	}
	col := t.Columns[h.column]
	if col == nil {
		panic(fmt.Sprintf("engine bug: table %s has no column %q", h.table, h.column))
	}
	e := &c.refCache[h.i]
	*e = colCacheEntry{t: t, col: col, dk: diceKind(t.Dice)}
	return e
}

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

// refE5Sys are the handles of the [E5] columns of the system slots (refE5Sys[k] is the
// column of sysKeys[k]; repairs rolls one only where e5Col finds it).
var refE5Sys = func() (r [len(sysKeys)]*colRef) {
	for k := range r {
		r[k] = newColRef("E5", sysKeys[k])
	}
	return r
}()

// e5Col returns the [E5] column of a system key, nil when [E5] has none (10.8.8: the
// board's grey number instead). The columns of the slot keys are looked up once per career.
func (c *Career) e5Col(key string) *Column {
	e := c.tableE5()
	k := sysSlot(key)
	if k < 0 {
		return e.t.Columns[key]
	}
	if e.known&(1<<k) == 0 {
		e.cols[k] = e.t.Columns[key]
		e.known |= 1 << k
	}
	return e.cols[k]
}

// e5Cache holds the [E5] repair table of data and the columns e5Col has looked up
// (known marks them), by system slot. Reset keeps it while the data is the same.
type e5Cache struct {
	data  *Data
	t     *Table
	cols  [len(sysKeys)]*Column
	known uint64
}

// tableE5 returns the [E5] repair table with its column cache (looked up once).
func (c *Career) tableE5() *e5Cache {
	if e := c.e5; e != nil && e.data == c.data {
		return e
	}
	c.e5 = &e5Cache{data: c.data, t: c.data.Tables["E5"]}
	return c.e5
}
