package engine

// Optional rule 14.9 resupply at sea ([B10]), and the resupply of random event [R2] 15
// "Milchkuh" (errata 26: its "7.4" is the procedure of 14.9). OWNER: patrol helper.
//
// 14.9.2: after the encounters of the final on-station box (lastStation), roll 1d6; on a 1
// a supply boat is there. [R2] 15 gives the meeting without that roll. Then the PLAYER
// CHOICE of 14.9.5 (never obliged), and the resupply itself: one roll on the Bay of Biscay
// column of [E1] (the exposure on the surface, 14.9.3: any encounter there is resolved
// normally, with the −1 of 7.4.4 on [A1] for resupply activity, and no resupply follows);
// else fuel (the boat is put back in the first on-station box, 14.9.2), the deck gun's
// ammunition back to its initial load, and 1d6 for torpedoes: 1 two G7a FaT, 2 two G7e
// FaT, 3–6 none, taken only as far as there is room and the board's mix allows (14.9.4).
// A resupply adds one month to the refit (14.9.6: Patrol.ResuppliedAtSea, patrolPMonths).
//
// Not available (14.9.1, 14.9.7): in the Mediterranean, on Brazilian Coast, Indian Ocean,
// Caribbean and North America patrols (and the Penang patrols that follow from the
// Indian Ocean, [designed]), to the IXD-2, XB and XIV. Once per patrol (14.9.2): the
// attempt uses it up, successful or not ([designed]: also a meeting the player declines).
//
// Decision id: resupply_at_sea   14.9.5: accept, decline.
// RollDice codes: RESUPPLY_AT_SEA (1d6, 14.9.2: "supply_boat" on 1, else "none"),
// RESUPPLY_TORPEDOES (1d6: g7a_fat, g7e_fat, none). Printed tables: E1 (bay_of_biscay).
// Events: note resupply_at_sea {detail: "declined", "encounter", "fuel", "torpedoes
// <kind> <n>" (n taken, kind g7a_fat/g7e_fat), "no_room <kind>"}; a box event for the
// move back to the first on-station box.

// resupplyAtSeaBlocked returns why this boat cannot be resupplied at sea on this patrol
// ("" when it can): 14.9.1, 14.9.2, 14.9.7.
func (c *Career) resupplyAtSeaBlocked() string {
	p := c.S.Patrol
	switch c.S.Boat.Type {
	case "IXD-2", "XB", "XIV":
		return "14.9.7 not for this type of boat"
	}
	switch p.Area {
	case AreaMediterranean, AreaBrazilianCoast, AreaIndianOcean, AreaCaribbean, AreaNorthAmerica, AreaAustralia:
		return "14.9.1 not in this area"
	}
	if p.Penang || p.DepartBase == BasePenang {
		return "14.9.1 not on a Penang patrol"
	}
	if p.ResupplyTried {
		return "14.9.2 once per patrol"
	}
	return ""
}

// resupplyAtSeaCheck is the 14.9.2 roll after the encounters of the final on-station box,
// with the option in force, the boat neither aborting nor due to abort.
func (c *Career) resupplyAtSeaCheck() {
	p := c.S.Patrol
	if !c.S.Options.Has(OptResupply) || p.Aborting || p.MandatoryAbort || p.Pos != c.lastStation() ||
		c.resupplyAtSeaBlocked() != "" {
		return
	}
	if c.has(AbResupplier) { // 14.13 Lauzemis: may always resupply (kommandants.md AMBIGUOUS: no 14.9.2 roll)
		c.abilityNote(AbResupplier)
	} else if c.RollDice("RESUPPLY_AT_SEA", "", "1d6", nil, classifySupplyBoat).Key != "supply_boat" {
		return
	}
	c.resupplyAtSea()
}

func classifySupplyBoat(t int) string {
	if t == 1 {
		return "supply_boat"
	}
	return "none"
}

// resupplyAtSea is the resupply once a supply boat is met (14.9.2 on a 1, or [R2] 15):
// the player's choice (14.9.5), the Bay of Biscay roll (14.9.3), then fuel, ammunition
// and torpedoes (14.9.2, 14.9.4) and the extra refit month (14.9.6).
func (c *Career) resupplyAtSea() {
	p := c.S.Patrol
	p.ResupplyTried = true
	opts := c.opts("accept", "Resupply", "decline", "Head on without")
	if c.cfg.Odds { // 14.9.3: the Bay of Biscay roll's encounter forfeits the resupply
		odds := c.data.ResultOdds("E1", refE1BayOfBiscay.column, nil)
		for i := range odds {
			if odds[i].Outcome == "none" {
				odds[i].Outcome = OutcomeResupplied
			}
		}
		opts[0].Odds = odds
	}
	if c.ask(KindResupplyAtSea, "A supply boat is here: resupply at sea (14.9)?", "", opts) != "accept" {
		c.note(TNote, "resupply_at_sea", "declined")
		return
	}
	box := c.curBox()
	r := c.rollE1(refE1BayOfBiscay.column, nil, false)
	if r.Key != "none" { // 14.9.3 no resupply; the encounter is resolved normally
		c.note(TNote, "resupply_at_sea", "encounter")
		p.ResupplyingAtSea = true // 7.4.4 −1 on [A1] for resupply activity
		c.dispatch(r.Key, box)
		p.ResupplyingAtSea = false
		return
	}
	p.ResuppliedAtSea = true // 14.9.6
	c.note(TNote, "resupply_at_sea", "fuel")
	bt := &c.S.Boat
	if b := c.Board(); bt.DeckGun && b.GunCalibre != "" {
		bt.Ammo = b.GunAmmo // not above the initial load
	}
	switch c.RollDice("RESUPPLY_TORPEDOES", "", "1d6", nil, classifyResupplyTorpedoes).Key {
	case "g7a_fat":
		c.takeTorpedoes(G7aFaT, 2)
	case "g7e_fat":
		c.takeTorpedoes(G7eFaT, 2)
	}
	// fuel: back to the first on-station box; the patrol goes on from there (A2.8).
	for i := range p.Track {
		if !p.Track[i].Transit {
			if i != p.Pos {
				c.enterBox(i, false)
			}
			break
		}
	}
}

func classifyResupplyTorpedoes(t int) string {
	switch t {
	case 1:
		return "g7a_fat"
	case 2:
		return "g7e_fat"
	}
	return "none"
}

// takeTorpedoes is 14.9.4: up to n torpedoes of kind k go into free reload boxes (forward
// first), then empty tubes, as far as there is room and the board's mix allows: of each
// kind no more aboard than the printed load plus the 4 counters 4.5 step 3 may change
// ([A02]), and under 4.5.2 no more electric torpedoes than its room ([designed] reading
// of "the permitted torpedo mix shown on its board").
func (c *Career) takeTorpedoes(k Torp, n int) {
	b := c.Board()
	bt := &c.S.Boat
	steam, elec := 0, 0
	count := func(t Torp, x int) {
		switch {
		case t == TorpNone || t == Mine:
		case t.Steam():
			steam += x
		default:
			elec += x
		}
	}
	for t := Torp(0); t < numTorp; t++ {
		count(t, bt.BowReloads[t]+bt.SternReloads[t])
	}
	for _, t := range bt.BowTubes {
		count(t, 1)
	}
	for _, t := range bt.SternTubes {
		count(t, 1)
	}
	allowed := b.DefaultG7a + 4 - steam
	if !k.Steam() {
		allowed = b.DefaultG7e + b.DefaultGuided + 4 - elec
		if c.S.Options.Has(OptInitialLoad) {
			allowed = min(allowed, elecRoomOf(b, true)-elec)
		}
	}
	take := 0
	for take < min(n, allowed) {
		switch {
		case bt.BowReloads.Total() < b.ReloadsFwd:
			bt.BowReloads[k]++
		case bt.SternReloads.Total() < b.ReloadsAft:
			bt.SternReloads[k]++
		case emptyTube(bt.BowTubes) >= 0:
			bt.BowTubes[emptyTube(bt.BowTubes)] = k
		case emptyTube(bt.SternTubes) >= 0:
			bt.SternTubes[emptyTube(bt.SternTubes)] = k
		default:
			allowed = take // no room left
			continue
		}
		take++
	}
	if c.sink != nil {
		if take == 0 {
			c.note(TNote, "resupply_at_sea", "no_room "+k.Key())
		} else {
			c.note(TNote, "resupply_at_sea", "torpedoes "+k.Key()+" "+smallNums[take])
		}
	}
}

// emptyTube returns the index of the first empty tube, or −1.
func emptyTube(tubes []Torp) int {
	for i, t := range tubes {
		if t == TorpNone {
			return i
		}
	}
	return -1
}
