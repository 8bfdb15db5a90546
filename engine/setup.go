package engine

// Chapter 4 setup and the fitting of a new boat. OWNER: boards/setup helper.

// setup runs 4.0–4.4 once per career (13(a) A0): starting rank (11.2.2), crew Trained and
// healthy, the boat fitted by newBoat, base (France if the start is ≤ 8/44, else Germany,
// [A04]), and the Alberich / Balkon-Gerät rolls for a new boat.
func (c *Career) setup() {
	panic("not implemented: setup")
}

// newBoat puts the career's Kommandant on a fresh boat of board key typ received in month
// (4.4, 10.11.5, 11.4): systems from the board, equipment by date, empty tubes (loading
// happens at each patrol, 4.5), FirstPatrolOfBoat set. The crew is not changed.
// PROVISIONAL minimal version so other chapters can test; the owner completes it.
func (c *Career) newBoat(typ string, month Month) {
	b := c.data.Boards[typ]
	bt := &c.S.Boat
	id := bt.ID
	*bt = Boat{Type: typ, ID: id, Received: month}
	bt.BowTubes = make([]Torp, b.TubesFwd)
	bt.SternTubes = make([]Torp, b.TubesAft)
	bt.Systems = make([]System, len(b.Systems))
	for i, s := range b.Systems {
		bt.Systems[i] = System{Key: s.Key, Name: s.Name, Repair: s.Repair}
	}
	bt.DeckGun = b.GunCalibre != ""
	bt.Ammo = b.GunAmmo
	bt.Bold = 3
	c.S.FirstPatrolOfBoat = true
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
