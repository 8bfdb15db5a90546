package engine

import (
	"strconv"
	"strings"
)

// Chapter 4 setup, the fitting of a new boat and the loading of the boat before each
// patrol (4.0–4.6, 7.4.2, 4.7.5, 9.6.8, 10.11.9, 11.2.2). OWNER: boards/setup helper.
//
// Decision ids and option keys (PLAYER CHOICES of this file):
//
//	load_mix       4.5 step 3, [A02]: change the G7a/G7e mix by up to 4 counters (guided
//	               count fixed). Keys: as_printed, g7a_1 … g7a_4 (n G7e become G7a),
//	               g7e_1 … g7e_4 (n G7a become G7e). Only the legal ones are offered
//	               (4.5.2 caps, counters available). Not asked on a tube-laid minelaying
//	               patrol (mine_reloads replaces it) or when the boat carries no torpedoes.
//	mine_reloads   7.4.2: minelaying with mines in the tubes: the G7a/G7e split of the
//	               reload boxes. Keys: g7e_0 … g7e_N (N G7e, the rest G7a; guided kept).
//	penang_short   4.7.5, [A06]: which counters a Penang departure leaves behind. Keys:
//	               omit_g7a (G7a first, then G7e, then guided), omit_g7e (G7e, G7a,
//	               guided), omit_guided (guided, G7e, G7a). Distinct outcomes only.
//	load_tubes     4.5 steps 4–5: how the counters are stowed in the tubes and the bow and
//	               stern reload boxes. Presets (distinct outcomes only):
//	               guided_bow   guided torpedoes in the bow tubes first, G7e then G7a aft;
//	               guided_stern guided torpedoes in the stern tubes and stern reloads;
//	               g7e_tubes    G7e in every tube first (no wake by day), guided in reloads;
//	               g7a_tubes    G7a in every tube first (better at range), guided in reloads.
//	               Under 4.5.2 every tube takes a G7a, so the presets differ only in the
//	               reload boxes. On a minelaying patrol the tubes hold mines (context "mines").
//
// RollDice codes: RANK (11.2.2, column the start year), ALBERICH (9.6.8), BALKON (10.11.9,
// column new_boat), PENANG_SHORT (4.7.5, result the shortfall "0"…"12").
//
// Helpers for other chapters: newBoat, fitBoat, loadBoat, reloadTube, doorWorks,
// torpedoesLeft, minesLaid.

// setup runs 4.0–4.4 once per career (13(a) A0): base (France if the start is ≤ 8/44,
// else Germany, [A04]), starting rank (11.2.2), crew Trained and healthy with the Abwehr
// agent not aboard, the Kommandant in command, and the boat (newBoat, with the Alberich /
// Balkon-Gerät rolls of a new boat). Type and start month come from Config (4.1, 4.2).
func (c *Career) setup() {
	start := c.cfg.Start
	c.S.Date = start
	// A0.2, [A04]
	if start <= MonthOf(1944, 8) {
		c.S.Base = BaseFrance
	} else {
		c.S.Base = BaseGermany
	}
	c.S.Permanent = ""
	c.S.PenangBased = false
	c.updateFlotilla() // opt 14.14
	// A0.3, 4.4.2
	c.S.Rank = c.startingRank(start)
	c.S.RankSince = start // 11.2.3: the first 12-month period runs from the start
	for i := range c.S.Crew.M {
		c.S.Crew.M[i] = Member{}
	}
	c.S.Crew.M[Agent].Absent = true // aboard only on an Abwehr mission (7.4.1)
	c.S.Crew.Command = Kmdt
	c.S.Crew.Quality = Trained
	// A0.4, 4.4.2 (4): the display with its counters
	c.newBoat(c.cfg.Type, start)
}

// startingRank is 11.2.2: every Type VII rolls 1d6 by start year; Type IX and the other
// types start as KptLt (rules-career 11.2.2 reading). A limited-availability Type VII
// (VIID, VIIC Flak) chosen freely, as Config does, without the 11.4.5 roll starts as KptLt
// (11.4.5, boards.md 2.1 notes).
func (c *Career) startingRank(start Month) int {
	b := c.Board() // the boat is of the configured type (Reset)
	if b.StartingRank != "roll_by_start_year" || b.LimitedAvailability {
		return RankKptLt
	}
	y := start.Year()
	if y <= 1939 {
		return RankKptLt // 1939: automatic
	}
	col := "1944+"
	switch y {
	case 1940:
		col = "1940"
	case 1941:
		col = "1941"
	case 1942:
		col = "1942"
	case 1943:
		col = "1943"
	}
	olt := y - 1939 // Oberleutnant on 1..olt: 1940 → 1, … 1943 → 4, 1944+ → 5
	if olt > 5 {
		olt = 5
	}
	r := c.RollDice("RANK", col, "1d6", nil, func(t int) string {
		if t <= olt {
			return "oltzs"
		}
		return "kptlt"
	})
	if r.Key == "oltzs" {
		return RankOltzS
	}
	return RankKptLt
}

// Equipment dates (boards.md 2.6).
var (
	boldFrom       = MonthOf(1942, 6)  // [A42] BOLD #1–#3 (6/42+)
	naxosFrom      = MonthOf(1943, 12) // [A19] NAXOS automatically from 12/43
	schnorchelFrom = MonthOf(1944, 2)  // 10.11.10, [A74] new-built boats have it from 2/44
	balkonFrom     = MonthOf(1944, 1)  // 10.11.9 from 1/44
	alberichFrom   = MonthOf(1944, 6)  // 9.6.8 from 6/44
)

// newBoat puts the career's Kommandant on a fresh boat of board key typ received in month
// (4.4, 10.11.5, 11.4): fitBoat, then the new-boat equipment rolls (9.6.8 Alberich,
// 10.11.9 Balkon-Gerät). The crew is not changed. Whoever hands out a new boat (career
// start, upgrade, replacement, port raid, Mediterranean closure) calls this.
func (c *Career) newBoat(typ string, month Month) {
	c.fitBoat(typ, month)
	c.newBoatRolls(month)
}

// fitCache is a board's systems as fitBoat gives them (all OK, canonical keys) with their
// slot index: a career fits the same board again and again, and IndexSystems hashed every
// key each time.
type fitCache struct {
	board   *Board
	systems []System
	slots   [len(sysKeys)]int8
}

// fitSystems returns the fitCache of board b, building it when b is not the last board.
func (c *Career) fitSystems(b *Board) *fitCache {
	f := c.fit
	if f == nil {
		f = new(fitCache)
		c.fit = f
	}
	if f.board != b {
		f.systems = f.systems[:0]
		for _, s := range b.Systems {
			f.systems = append(f.systems, System{Key: s.Key, Name: s.Name, Repair: s.Repair})
		}
		tmp := Boat{Systems: f.systems}
		tmp.IndexSystems() // canonical keys into f.systems, the slots into tmp
		f.slots, f.board = tmp.slots, b
	}
	return f
}

// fitBoat is newBoat without dice: systems from the board (all OK), deck gun with full
// ammunition (4.6), BOLD (6/42+, [A42]), NAXOS (12/43+, [A19]), Schnorchel for boats new
// from 2/44 (10.11.10, [A74]; so the VIIC/41, IXD/42 and XXI always have it), Balkon-Gerät
// standard on the XXI (10.11.9), the Fa-330 where the board has one (8.2.2), empty tubes
// (loading happens at each patrol, 4.5) and FirstPatrolOfBoat (7.3.7). The ID and the
// Hals-und-Beinbruch counters (a career's, [R1] 7) carry over.
func (c *Career) fitBoat(typ string, month Month) {
	b := c.boardOf(typ)
	if b == nil {
		panic("engine bug: newBoat: unknown type " + typ)
	}
	bt := &c.S.Boat
	id, hub := bt.ID, bt.HalsUndBeinbruch
	// cleared in place (a literal would be built aside and copied); b.Key == typ
	*bt = Boat{}
	bt.Type, bt.ID, bt.Received, bt.HalsUndBeinbruch = b.Key, id, month, hub
	bt.BowTubes = reuseSlice(&c.spareBow, b.TubesFwd)
	bt.SternTubes = reuseSlice(&c.spareStern, b.TubesAft)
	f := c.fitSystems(b)
	bt.Systems = append(c.spareSys[:0], f.systems...) // (the spare's memory; no clearing first)
	c.spareSys = nil
	bt.slots, bt.slotsFor = f.slots, len(bt.Systems) // as IndexSystems leaves them
	bt.DeckGun = b.GunCalibre != ""
	if bt.DeckGun {
		bt.Ammo = b.GunAmmo
	}
	if month >= boldFrom {
		bt.Bold = b.Bold
	}
	bt.Naxos = month >= naxosFrom && bt.sysAt(sysNaxos) != nil
	bt.Schnorchel = month >= schnorchelFrom && bt.sysAt(sysSchnorchel) != nil
	bt.Balkon = b.BalkonStandard
	bt.Fa330 = b.HasFa330
	c.S.FirstPatrolOfBoat = true
}

// reuseSlice returns a zeroed slice of length n, taking the memory of *spare (a previous
// career's, kept by Reset) when it is large enough; the spare is used once.
func reuseSlice[T any](spare *[]T, n int) []T {
	if s := *spare; s != nil && cap(s) >= n {
		*spare = nil
		s = s[:n]
		clear(s)
		return s
	}
	return make([]T, n)
}

// newBoatRolls makes the rolls a boat gets once, when received new: Alberich on 2d6 = 12
// for a VIIC or VIIC/41 from 6/44 (9.6.8, [A43]: career starts and replacements too) and
// Balkon-Gerät on 1d6 = 1–3 for a Type IX subtype from 1/44 (10.11.9, [A73]).
func (c *Career) newBoatRolls(month Month) {
	b := c.Board()
	bt := &c.S.Boat
	if b.AlberichNew && month >= alberichFrom {
		r := c.RollDice("ALBERICH", "", "2d6", nil, classifyAlberich)
		bt.Alberich = r.Key == "fitted"
	}
	if b.BalkonNew && month >= balkonFrom && !bt.Balkon {
		r := c.RollDice("BALKON", "new_boat", "1d6", nil, classifyBalkonNew)
		bt.Balkon = r.Key == "fitted"
	}
}

func classifyAlberich(t int) string {
	if t >= 12 {
		return "fitted"
	}
	return "none"
}

func classifyBalkonNew(t int) string {
	if t <= 3 {
		return "fitted"
	}
	return "none"
}

// Load presets and keys (see the header comment). The key strings are constants so the
// options allocate nothing.
var (
	mixKeysG7a = [...]string{"", "g7a_1", "g7a_2", "g7a_3", "g7a_4"}
	mixKeysG7e = [...]string{"", "g7e_1", "g7e_2", "g7e_3", "g7e_4"}
	smallNums  = [...]string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12",
		"13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23", "24"}
	mineKeys, mineLabels [25]string
)

func init() {
	for i := range mineKeys {
		mineKeys[i] = "g7e_" + smallNums[i]
		mineLabels[i] = smallNums[i] + " G7e, the rest G7a"
	}
}

// kind slots of a preset order: 0 = guided (the kind of the date), 1 = G7e FaT, 2 = G7a FaT.
const (
	slotGuided = iota
	slotG7e
	slotG7a
)

type stowPreset struct {
	key, label          string
	bow, stern, sternRl [3]uint8 // kind priority for bow tubes, stern tubes, stern reloads
}

var stowPresets = [...]stowPreset{
	{"guided_bow", "Guided torpedoes in the bow tubes",
		[3]uint8{slotGuided, slotG7e, slotG7a}, [3]uint8{slotG7e, slotG7a, slotGuided}, [3]uint8{slotG7e, slotG7a, slotGuided}},
	{"guided_stern", "Guided torpedoes aft",
		[3]uint8{slotG7e, slotG7a, slotGuided}, [3]uint8{slotGuided, slotG7e, slotG7a}, [3]uint8{slotGuided, slotG7e, slotG7a}},
	{"g7e_tubes", "G7e in the tubes, guided in reserve",
		[3]uint8{slotG7e, slotG7a, slotGuided}, [3]uint8{slotG7e, slotG7a, slotGuided}, [3]uint8{slotG7e, slotG7a, slotGuided}},
	{"g7a_tubes", "G7a in the tubes, guided in reserve",
		[3]uint8{slotG7a, slotG7e, slotGuided}, [3]uint8{slotG7a, slotG7e, slotGuided}, [3]uint8{slotG7a, slotG7e, slotGuided}},
}

var shortPresets = [...]struct {
	key, label string
	order      [3]uint8
}{
	{"omit_g7a", "Leave G7a behind first", [3]uint8{slotG7a, slotG7e, slotGuided}},
	{"omit_g7e", "Leave G7e behind first", [3]uint8{slotG7e, slotG7a, slotGuided}},
	{"omit_guided", "Leave guided torpedoes behind first", [3]uint8{slotGuided, slotG7e, slotG7a}},
}

// stowPlan is one way of stowing the counters (comparable, so equal outcomes merge).
type stowPlan struct {
	bow, stern   [8]Torp
	bowR, sternR Load
}

const maxTubes = 8

// loadBoat loads the boat at the start of a patrol (13(a) A1.7), after the assignment is
// known (c.S.Patrol set; its Mission and DepartBase are read): torpedoes (4.5 with the
// PLAYER CHOICES load_mix and load_tubes; optional 4.5.2; mines in the tubes on a
// minelaying patrol, 7.4.2; the Penang shortfall, 4.7.5), ammunition to capacity when the
// gun is aboard (4.6), BOLD to the board's 3 ([A42]) and NAXOS from 12/43 ([A19]). The
// torpedoes still aboard count as brought back for 4.7.5, so the refit must leave them.
func (c *Career) loadBoat() {
	b := c.Board()
	bt := &c.S.Boat
	p := c.S.Patrol
	brought := c.torpedoesLeft() // 4.7.5 torpedoes aboard on return

	// Equipment and ammunition (4.6, [A42], [A19]).
	if bt.DeckGun && b.GunCalibre != "" {
		bt.Ammo = b.GunAmmo
	}
	if c.S.Date >= boldFrom {
		bt.Bold = b.Bold
	}
	if c.S.Date >= naxosFrom && bt.sysAt(sysNaxos) != nil {
		bt.Naxos = true
	}

	// Empty the display (4.5 step 2: take the whole load anew).
	for i := range bt.BowTubes {
		bt.BowTubes[i] = TorpNone
	}
	for i := range bt.SternTubes {
		bt.SternTubes[i] = TorpNone
	}
	bt.BowReloads, bt.SternReloads = Load{}, Load{}
	bt.GuidedDoubled = false
	if b.TorpedoesTotal == 0 {
		return // XIV: no tubes, no torpedoes of its own (11.4.9)
	}

	guided := b.GuidedKind(c.S.Date) // boards.md 2.2
	kinds := [3]Torp{guided, G7eFaT, G7aFaT}
	// 4.5 step 1, rules-core 3.1 sample and ES example: the G7a/G7e counters are FaT.
	var n [3]int
	n[slotGuided], n[slotG7e], n[slotG7a] = b.DefaultGuided, b.DefaultG7e, b.DefaultG7a

	mines := p != nil && p.Mission == "minelaying" && b.MineMethod == "tubes" // 7.4.2
	if guided != TorpNone && n[slotGuided] > 0 && c.has(AbScrounger) && !mines {
		c.scrounge(&n)
	}
	opt452 := c.S.Options.Has(OptInitialLoad)
	nb, ns := len(bt.BowTubes), len(bt.SternTubes)
	reloads := b.ReloadsFwd + b.ReloadsAft
	// Room for electric torpedoes (G7e and guided, [A03]) under 4.5.2: reload boxes only,
	// up to the cap (no cap on the XXI).
	elecRoom := elecRoomOf(b, opt452)

	// 4.7.5 Penang departure: roll the shortfall first, so the player knows it.
	short := 0
	if c.S.Base == BasePenang || (p != nil && p.DepartBase == BasePenang) {
		r := c.RollDice("PENANG_SHORT", "", "2d6", nil, func(t int) string {
			return smallNums[max(0, t-brought)]
		})
		short = max(0, r.Total-brought)
	}

	if mines {
		c.mineReloads(&n, reloads, elecRoom, opt452)
	} else {
		if opt452 {
			fit452(&n, elecRoom, nb+ns)
		}
		c.loadMix(&n, kinds, nb+ns, elecRoom, opt452)
	}

	// 4.7.5, [A06]: which counters stay behind.
	total := n[0] + n[1] + n[2]
	if short > total {
		short = total
	}
	if short > 0 {
		c.penangShort(&n, short)
	}

	// 4.5 steps 4–5: stow.
	plan := c.chooseStow(n, kinds, nb, ns, b.ReloadsAft, mines, opt452)
	copy(bt.BowTubes, plan.bow[:nb])
	copy(bt.SternTubes, plan.stern[:ns])
	bt.BowReloads, bt.SternReloads = plan.bowR, plan.sternR
	if mines {
		for i := range bt.BowTubes {
			bt.BowTubes[i] = Mine
		}
		for i := range bt.SternTubes {
			bt.SternTubes[i] = Mine
		}
	}
	if c.sink != nil {
		c.note(TNote, "torpedo_load", c.loadSummary())
	}
}

// scrounge is 14.15 #18 (AMBIGUOUS reading): the Scrounger may double the printed guided
// count, G7e then G7a counters giving way (the total unchanged); decision scrounger.
func (c *Career) scrounge(n *[3]int) {
	extra := min(n[slotGuided], n[slotG7e]+n[slotG7a])
	if extra == 0 {
		return
	}
	if c.ask(KindScrounger, "Scrounger (14.15): double the guided torpedo load?", strconv.Itoa(extra),
		c.opts("double", "Double the guided torpedoes", "normal", "The normal load")) != "double" {
		return
	}
	doubleGuided(n)
	c.S.Boat.GuidedDoubled = true
}

// doubleGuided is the Scrounger's load (14.15 #18): the guided count doubled as far as
// the G7e, then the G7a counters give way (the total unchanged).
func doubleGuided(n *[3]int) {
	extra := min(n[slotGuided], n[slotG7e]+n[slotG7a])
	n[slotGuided] += extra
	fromE := min(extra, n[slotG7e])
	n[slotG7e] -= fromE
	n[slotG7a] -= extra - fromE
}

// elecRoomOf is the room for electric torpedoes (G7e and guided, [A03]) of board b: the
// reload boxes, under 4.5.2 up to the board's cap (no cap on the XXI).
func elecRoomOf(b *Board, opt452 bool) int {
	room := b.ReloadsFwd + b.ReloadsAft
	if opt452 && b.G7eCap > 0 && b.G7eCap < room {
		room = b.G7eCap
	}
	return room
}

// fit452 is 4.5.2 on the printed mix n: every one of the tubes a G7a; the electric
// counters fit the reload room. Guided counters stay as printed where they fit ([A02]),
// the G7e give way first.
func fit452(n *[3]int, elecRoom, tubes int) {
	if over := n[slotGuided] + n[slotG7e] - elecRoom; over > 0 {
		d := min(over, n[slotG7e])
		n[slotG7e] -= d
		n[slotG7a] += d
		over -= d
		n[slotGuided] -= over
		n[slotG7a] += over
	}
	if d := min(tubes-n[slotG7a], n[slotG7e]); d > 0 {
		n[slotG7e] -= d
		n[slotG7a] += d
	}
}

// loadMix is 4.5 step 3, [A02]: up to 4 counters change between G7a and G7e; the guided
// count is fixed. Under 4.5.2 every tube needs a G7a and the electric counters must fit
// the reload room. kinds are the torpedoes of the slots (slotGuided, slotG7e, slotG7a).
// The prompt states the mix and what tells the kinds apart; each option, the mix it
// leaves (mixPrompt, mixLabel).
func (c *Career) loadMix(n *[3]int, kinds [3]Torp, tubes, elecRoom int, opt452 bool) {
	lc := c.loads()
	in := mixInput{n: *n, kinds: kinds, tubes: tubes, elecRoom: elecRoom, opt452: opt452, odds: c.cfg.Odds}
	if !lc.mixOK || !lc.mixIn.same(&in) {
		legal := func(a, e int) bool {
			if a < 0 || e < 0 {
				return false
			}
			if opt452 && (a < min(tubes, a+e+n[slotGuided]) || e+n[slotGuided] > elecRoom) {
				return false
			}
			return true
		}
		// The texts in words are for a screen (a career with odds); a career without (the
		// simulator, the benchmark) is asked with the option keys' plain names.
		label := func(a, e, d int) string {
			if c.cfg.Odds {
				return lc.mixLabel(a, e, d)
			}
			return mixPlainLabels[d+4]
		}
		opts := lc.mixOpts[:0]
		opts = append(opts, Choice{Key: "as_printed", Label: label(n[slotG7a], n[slotG7e], 0)})
		for k := 1; k <= 4; k++ {
			if legal(n[slotG7a]+k, n[slotG7e]-k) {
				opts = append(opts, Choice{Key: mixKeysG7a[k], Label: label(n[slotG7a]+k, n[slotG7e]-k, k)})
			}
		}
		for k := 1; k <= 4; k++ {
			if legal(n[slotG7a]-k, n[slotG7e]+k) {
				opts = append(opts, Choice{Key: mixKeysG7e[k], Label: label(n[slotG7a]-k, n[slotG7e]+k, -k)})
			}
		}
		lc.mixOpts, lc.mixIn, lc.mixOK = opts, in, true
		lc.mixPrompt = mixPlainPrompt
		if c.cfg.Odds {
			lc.mixPrompt = lc.mixText(mixWordsKey{n: *n, kinds: kinds, prompt: true})
		}
	}
	key := c.ask(KindLoadMix, lc.mixPrompt, "", c.fixed(lc.mixOpts))
	for k := 1; k <= 4; k++ {
		switch key {
		case mixKeysG7a[k]:
			n[slotG7a] += k
			n[slotG7e] -= k
		case mixKeysG7e[k]:
			n[slotG7a] -= k
			n[slotG7e] += k
		}
	}
}

// The load_mix texts of a career without odds (no screen to show them).
const mixPlainPrompt = "Torpedo mix (4.5)"

var mixPlainLabels = [9]string{"4 more electric", "3 more electric", "2 more electric", "1 more electric",
	"Keep the mix", "1 more steam", "2 more steam", "3 more steam", "4 more steam"}

// mixPrompt is the load_mix question: the printed mix in words (4.5 step 1) and the two
// differences the rules make between the kinds: a steam torpedo's wake (+1 on [E2] after
// firing by Day, 9.6.3) and an electric FaT's slower run (+1 on [U1] at Medium range, +2
// at Long, 9.2.3).
func mixPrompt(n *[3]int, kinds [3]Torp) string {
	var b strings.Builder
	b.WriteString("Torpedo mix — now ")
	b.WriteString(strconv.Itoa(n[slotG7a]) + " steam (" + kinds[slotG7a].Designation() + ")")
	g := n[slotGuided]
	if g > 0 && kinds[slotGuided] != TorpNone {
		b.WriteString(", " + strconv.Itoa(n[slotG7e]) + " electric (" + kinds[slotG7e].Designation() + ") and ")
		b.WriteString(strconv.Itoa(g) + " guided (" + kinds[slotGuided].Designation() + ", as printed)")
	} else {
		b.WriteString(" and " + strconv.Itoa(n[slotG7e]) + " electric (" + kinds[slotG7e].Designation() + ")")
	}
	b.WriteString("; up to 4 may switch (4.5). Steam leaves a wake: +1 on the escorts' detection roll " +
		"after firing by Day (9.6.3). Electric leaves none but runs slower: +1 on the to-hit roll at " +
		"Medium range, +2 at Long (9.2.3).")
	return b.String()
}

// mixWordsKey names one load_mix text: the prompt of a mix (n, kinds) or the label of an
// option (n[slotG7a], n[slotG7e] the mix it leaves, d the change).
type mixWordsKey struct {
	n      [3]int
	kinds  [3]Torp
	d      int
	prompt bool
}

// mixText returns the text of k, made once per career object (careers start at many
// dates, so the mixes vary more than the one-input option cache keeps; kept across
// Reset, the texts cost no allocation after the first careers).
func (lc *loadCache) mixText(k mixWordsKey) string {
	if s, ok := lc.mixWords[k]; ok {
		return s
	}
	if lc.mixWords == nil {
		lc.mixWords = map[mixWordsKey]string{}
	}
	var s string
	if k.prompt {
		s = mixPrompt(&k.n, k.kinds)
	} else {
		s = mixLabel(k.n[slotG7a], k.n[slotG7e], k.d)
	}
	lc.mixWords[k] = s
	return s
}

// mixLabel returns the option label of mixLabel through the text cache.
func (lc *loadCache) mixLabel(a, e, d int) string {
	var k mixWordsKey
	k.n[slotG7a], k.n[slotG7e], k.d = a, e, d
	return lc.mixText(k)
}

// mixLabel is a load_mix option: the mix it leaves and, for a change of d counters (d > 0
// more steam, d < 0 more electric), what that trades: "→ 6 G7a, 6 G7e (2 more steam:
// surer at Medium and Long, a wake by Day)".
func mixLabel(a, e, d int) string {
	mix := strconv.Itoa(a) + " G7a, " + strconv.Itoa(e) + " G7e"
	switch {
	case d > 0:
		return "→ " + mix + " (" + strconv.Itoa(d) + " more steam: surer at Medium and Long, a wake by Day)"
	case d < 0:
		return "→ " + mix + " (" + strconv.Itoa(-d) + " more electric: no wake, less sure at Medium and Long)"
	}
	return "Keep " + mix
}

// loadCache keeps the options of load_mix and load_tubes (with the stowings of the
// presets) for the last inputs seen: they are a pure function of those inputs, which
// repeat from patrol to patrol and career to career. Kept across Reset.
type loadCache struct {
	mixIn     mixInput
	mixOpts   []Choice
	mixPrompt string
	mixWords  map[mixWordsKey]string // mixText
	mixOK     bool
	stow      [4]stowings // the last inputs of chooseStow, replaced in turn
	nextStow  int
}

// stowings are the presets' stowings and the load_tubes options for one input.
type stowings struct {
	in    stowInput
	plans [len(stowPresets)]stowPlan
	opts  []Choice
	ok    bool
}

type mixInput struct {
	n               [3]int
	kinds           [3]Torp
	tubes, elecRoom int
	opt452          bool
	odds            bool // the texts in words (Config.Odds) or plain
}

type stowInput struct {
	n              [3]int
	kinds          [3]Torp
	nb, ns, sternR int
	mines, opt452  bool
}

// same reports a == *b field by field (the generated == calls memequal for the ints).
func (a *mixInput) same(b *mixInput) bool {
	return a.n[0] == b.n[0] && a.n[1] == b.n[1] && a.n[2] == b.n[2] && a.kinds == b.kinds &&
		a.tubes == b.tubes && a.elecRoom == b.elecRoom && a.opt452 == b.opt452 && a.odds == b.odds
}

// same reports a == *b field by field (the generated == calls memequal for the ints).
func (a *stowInput) same(b *stowInput) bool {
	return a.n[0] == b.n[0] && a.n[1] == b.n[1] && a.n[2] == b.n[2] && a.kinds == b.kinds &&
		a.nb == b.nb && a.ns == b.ns && a.sternR == b.sternR && a.mines == b.mines && a.opt452 == b.opt452
}

// loads returns the career's loadCache.
func (c *Career) loads() *loadCache {
	if c.loadC == nil {
		c.loadC = new(loadCache)
	}
	return c.loadC
}

// mineReloads is 7.4.2: the tubes take mines, so the load shrinks to the reload boxes.
// The guided counters are kept where they fit ([A02]); the player then sets the G7a/G7e
// split of the reloads as desired (within 4.5.2's cap when that option is used).
func (c *Career) mineReloads(n *[3]int, reloads, elecRoom int, opt452 bool) {
	g := min(n[slotGuided], reloads)
	if opt452 {
		g = min(g, elecRoom)
	}
	rest := reloads - g
	n[slotGuided] = g
	if rest == 0 {
		n[slotG7e], n[slotG7a] = 0, 0
		return
	}
	maxE := rest
	if opt452 {
		maxE = min(maxE, elecRoom-g)
	}
	opts := c.optBuf[:0]
	for e := 0; e <= maxE && e < len(mineKeys); e++ {
		opts = append(opts, Choice{Key: mineKeys[e], Label: mineLabels[e]})
	}
	c.optBuf = opts
	key := c.ask(KindMineReloads, "Reload mix with mines in the tubes", "", opts)
	for e := range mineKeys {
		if mineKeys[e] == key {
			n[slotG7e], n[slotG7a] = e, rest-e
			return
		}
	}
}

// penangShort is 4.7.5, [A06]: the player picks which counters stay at Penang.
func (c *Career) penangShort(n *[3]int, short int) {
	var outs [len(shortPresets)][3]int
	opts := c.optBuf[:0]
	for i, sp := range shortPresets {
		m := *n
		left := short
		for _, s := range sp.order {
			d := min(left, m[s])
			m[s] -= d
			left -= d
		}
		outs[i] = m
		dup := false
		for j := 0; j < i; j++ {
			if outs[j] == m {
				dup = true
			}
		}
		if !dup {
			opts = append(opts, Choice{Key: sp.key, Label: sp.label})
		}
	}
	c.optBuf = opts
	key := c.ask(KindPenangShort, "Torpedoes short at Penang: "+smallNums[min(short, 24)], "", opts)
	for i, sp := range shortPresets {
		if sp.key == key {
			*n = outs[i]
		}
	}
}

// chooseStow asks load_tubes among the distinct stowings of the presets (4.5 steps 4–5):
// tubes first, then the stern reload box, then the bow reload box (a short load leaves
// the bow reloads short). Under 4.5.2 the tubes take G7a first; with mines the tubes
// take nothing.
func (c *Career) chooseStow(n [3]int, kinds [3]Torp, nb, ns, sternR int, mines, opt452 bool) stowPlan {
	lc := c.loads()
	in := stowInput{n: n, kinds: kinds, nb: nb, ns: ns, sternR: sternR, mines: mines, opt452: opt452}
	var st *stowings
	for i := range lc.stow {
		if lc.stow[i].ok && lc.stow[i].in.same(&in) {
			st = &lc.stow[i]
			break
		}
	}
	if st == nil { // replace the entries in turn
		st = &lc.stow[lc.nextStow]
		lc.nextStow = (lc.nextStow + 1) % len(lc.stow)
		st.plans = [len(stowPresets)]stowPlan{}
		opts := st.opts[:0]
		for i := range stowPresets {
			stowWith(&st.plans[i], n, kinds, nb, ns, sternR, &stowPresets[i], mines, opt452)
			dup := false
			for j := 0; j < i; j++ {
				if st.plans[j] == st.plans[i] {
					dup = true
				}
			}
			if !dup {
				opts = append(opts, Choice{Key: stowPresets[i].key, Label: stowPresets[i].label})
			}
		}
		st.opts, st.in, st.ok = opts, in, true
	}
	ctx := ""
	if mines {
		ctx = "mines"
	}
	key := c.ask(KindLoadTubes, "Stow the torpedoes", ctx, c.fixed(st.opts))
	for i := range stowPresets {
		if stowPresets[i].key == key {
			return st.plans[i]
		}
	}
	return st.plans[0]
}

// stowWith places the counters by one preset's priorities into pl (zero on entry: it is
// filled in place, a stowPlan is too big to return by value at every preset).
func stowWith(pl *stowPlan, n [3]int, kinds [3]Torp, nb, ns, sternR int, sp *stowPreset, mines, opt452 bool) {
	take := func(order [3]uint8) Torp {
		for _, s := range order {
			if n[s] > 0 {
				n[s]--
				return kinds[s]
			}
		}
		return TorpNone
	}
	g7aFirst := [3]uint8{slotG7a, slotG7e, slotGuided}
	if !mines {
		bo, so := sp.bow, sp.stern
		if opt452 {
			bo, so = g7aFirst, g7aFirst // 4.5.2: every tube a G7a
		}
		for i := 0; i < nb; i++ {
			pl.bow[i] = take(bo)
		}
		for i := 0; i < ns; i++ {
			pl.stern[i] = take(so)
		}
	}
	for i := 0; i < sternR; i++ {
		if k := take(sp.sternRl); k != TorpNone {
			pl.sternR[k]++
		}
	}
	for s := range n {
		pl.bowR[kinds[s]] += n[s]
	}
}

// loadSummary describes the load for the log (only built when events are on).
func (c *Career) loadSummary() string {
	bt := &c.S.Boat
	var sb []byte
	tubes := func(name string, ts []Torp) {
		sb = append(sb, name...)
		for i, t := range ts {
			if i > 0 {
				sb = append(sb, ',')
			}
			if t == TorpNone {
				sb = append(sb, '-')
			} else {
				sb = append(sb, t.Key()...)
			}
		}
		sb = append(sb, "; "...)
	}
	reload := func(name string, l *Load) {
		sb = append(sb, name...)
		first := true
		for k := G7a; k < numTorp; k++ {
			if l[k] > 0 {
				if !first {
					sb = append(sb, ',')
				}
				first = false
				sb = append(sb, smallNums[min(l[k], 24)]...)
				sb = append(sb, ' ')
				sb = append(sb, k.Key()...)
			}
		}
		sb = append(sb, "; "...)
	}
	tubes("bow ", bt.BowTubes)
	tubes("stern ", bt.SternTubes)
	reload("bow reloads ", &bt.BowReloads)
	reload("stern reloads ", &bt.SternReloads)
	return string(sb[:len(sb)-2])
}

// doorWorks reports whether tube i (0-based) of the bow or stern can fire or be reloaded:
// its door box (boards.md 2.5: odd/even bow doors, the aft door) is neither Damaged nor
// Inoperative ([A32]). A boat without the door box has no door to lose.
func (c *Career) doorWorks(bow bool, i int) bool {
	k := sysAftTube // DoorKey(bow, i)
	if bow {
		k = sysFwdTubeOdd
		if i%2 == 1 {
			k = sysFwdTubeEven
		}
	}
	return sysOK(c.S.Boat.sysAt(k))
}

// reloadTube reloads empty tube i (0-based) of the bow or stern with one torpedo of kind
// from the reload box of the same end (4.5 step 8, 4.5.1, 9.2.10). It reports false, and
// changes nothing, when the tube is not empty, its door is out ([A32]) or the box of that
// end holds no such torpedo.
func (c *Career) reloadTube(bow bool, i int, kind Torp) bool {
	bt := &c.S.Boat
	tubes, box := bt.SternTubes, &bt.SternReloads
	if bow {
		tubes, box = bt.BowTubes, &bt.BowReloads
	}
	if i < 0 || i >= len(tubes) || tubes[i] != TorpNone || kind == TorpNone || kind >= Mine ||
		box[kind] == 0 || !c.doorWorks(bow, i) {
		return false
	}
	loadTube(tubes, box, i, kind)
	return true
}

// loadTube moves one torpedo of kind from box into tube i, for a caller that has made
// reloadTube's checks itself.
func loadTube(tubes []Torp, box *Load, i int, kind Torp) {
	box[kind]--
	tubes[i] = kind
}

// torpedoesLeft counts the torpedoes aboard: in the tubes (mines excluded) and in both
// reload boxes.
func (c *Career) torpedoesLeft() int {
	bt := &c.S.Boat
	n := bt.BowReloads.Total() + bt.SternReloads.Total()
	for _, t := range bt.BowTubes {
		if t != TorpNone && t != Mine {
			n++
		}
	}
	for _, t := range bt.SternTubes {
		if t != TorpNone && t != Mine {
			n++
		}
	}
	return n
}

// minesLaid empties the tubes that held mines once the mines are laid (7.4.2); they may
// then be reloaded (4.5.1).
func (c *Career) minesLaid() {
	bt := &c.S.Boat
	for i, t := range bt.BowTubes {
		if t == Mine {
			bt.BowTubes[i] = TorpNone
		}
	}
	for i, t := range bt.SternTubes {
		if t == Mine {
			bt.SternTubes[i] = TorpNone
		}
	}
}
