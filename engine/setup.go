package engine

// Chapter 4 setup and the fitting of a new boat. OWNER: boards/setup helper.

// setup runs 4.0–4.4 once per career (13(a) A0): starting rank (11.2.2), crew Trained and
// healthy, the boat fitted by newBoat, base (France if the start is ≤ 8/44, else Germany,
// [A04]), and the Alberich / Balkon-Gerät rolls for a new boat.
func (c *Career) setup() {
	panic("not implemented: setup")
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

// fitBoat is newBoat without dice: systems from the board (all OK), deck gun with full
// ammunition (4.6), BOLD (6/42+, [A42]), NAXOS (12/43+, [A19]), Schnorchel for boats new
// from 2/44 (10.11.10, [A74]; so the VIIC/41, IXD/42 and XXI always have it), Balkon-Gerät
// standard on the XXI (10.11.9), the Fa-330 where the board has one (8.2.2), empty tubes
// (loading happens at each patrol, 4.5) and FirstPatrolOfBoat (7.3.7). The ID and the
// Hals-und-Beinbruch counters (a career's, [R1] 7) carry over.
func (c *Career) fitBoat(typ string, month Month) {
	b := c.data.Boards[typ]
	if b == nil {
		panic("engine bug: newBoat: unknown type " + typ)
	}
	bt := &c.S.Boat
	id, hub := bt.ID, bt.HalsUndBeinbruch
	*bt = Boat{Type: typ, ID: id, Received: month, HalsUndBeinbruch: hub}
	bt.BowTubes = make([]Torp, b.TubesFwd)
	bt.SternTubes = make([]Torp, b.TubesAft)
	bt.Systems = make([]System, len(b.Systems))
	for i, s := range b.Systems {
		bt.Systems[i] = System{Key: s.Key, Name: s.Name, Repair: s.Repair}
	}
	bt.DeckGun = b.GunCalibre != ""
	if bt.DeckGun {
		bt.Ammo = b.GunAmmo
	}
	if month >= boldFrom {
		bt.Bold = b.Bold
	}
	bt.Naxos = month >= naxosFrom && bt.Sys("naxos") != nil
	bt.Schnorchel = month >= schnorchelFrom && bt.Sys("schnorchel") != nil
	bt.Balkon = b.BalkonStandard
	bt.Fa330 = b.HasFa330
	c.S.FirstPatrolOfBoat = true
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

// loadBoat loads torpedoes (4.5, with the 4.5.2 option and PLAYER CHOICE of up to 4
// G7a↔G7e conversions), ammunition (4.6), BOLD (to 3, [A42]) and mines for a minelaying
// mission (7.4.2) at the start of a patrol (13(a) A1.7), including the Penang shortfall
// (4.7.5). It runs after the assignment is known (c.S.Patrol set).
// PROVISIONAL: default load, no choices; the owner completes it.
func (c *Career) loadBoat() {
	b := c.Board()
	bt := &c.S.Boat
	guided := Falke
	switch {
	case c.S.Date >= MonthOf(1945, 4):
		guided = Zaunkoenig2
	case c.S.Date >= MonthOf(1943, 8):
		guided = Zaunkoenig
	}
	var pool Load
	pool[G7a] = b.DefaultG7a
	pool[G7e] = b.DefaultG7e
	pool[guided] = b.DefaultGuided
	take := func() Torp {
		for _, k := range []Torp{guided, G7e, G7a} {
			if pool[k] > 0 {
				pool[k]--
				return k
			}
		}
		return TorpNone
	}
	for i := range bt.BowTubes {
		bt.BowTubes[i] = take()
	}
	for i := range bt.SternTubes {
		bt.SternTubes[i] = take()
	}
	bt.BowReloads, bt.SternReloads = Load{}, Load{}
	for i := 0; i < b.ReloadsAft; i++ {
		bt.SternReloads[take()]++
	}
	for i := 0; i < b.ReloadsFwd; i++ {
		bt.BowReloads[take()]++
	}
	bt.BowReloads[TorpNone], bt.SternReloads[TorpNone] = 0, 0
	if bt.DeckGun {
		bt.Ammo = b.GunAmmo
	}
	bt.Bold = 3
}
