package bdu

// SW 21.2 tenders at the advanced bases (design 3.5: narvik with the Grille, support
// value 4; murmansk, support value 3; the Canaries of SW 36.63F the same way): a base
// without repair boxes (Base.HasRepair false), whose Capacity is the tender's support
// value [SW 21.22].

// TenderLoad is the number of boats a tender supports (SW 21.22): those in its Work Up,
// In-Port, Pierside (Shipside) and Ready for Sea boxes, and [designed] the boats already
// returning to it, so that the boats sent there never overfill it on arrival. 0 for a
// base with repair boxes.
func (c *Campaign) TenderLoad(base string) int {
	return c.tenderLoad(base, nil)
}

// tenderLoad is TenderLoad without the boat except (nil: none).
func (c *Campaign) tenderLoad(base string, except *Boat) int {
	bs := c.Data.Map.Bases[base]
	if bs == nil || bs.HasRepair {
		return 0
	}
	n := 0
	for _, b := range c.Boats {
		switch {
		case b == except:
		case b.Zone == base && (b.State == WorkUp || b.State == InPort || b.State == Pierside || b.State == Ready):
			n++
		case b.State == Returning && b.Destination == base:
			n++
		}
	}
	return n
}

// tenderFull reports whether base is a tender at its support value for boat b (SW
// 21.22: "when it is full, no more boats may RTB to it"; b itself is not counted).
func (c *Campaign) tenderFull(base string, b *Boat) bool {
	bs := c.Data.Map.Bases[base]
	return bs != nil && !bs.HasRepair && c.tenderLoad(base, b) >= c.RepairCapacity(base)
}

// tenderDamage is SW 21.23: a damaged boat that RTBs to a tender rolls on the damage
// table at once (the table of design 4.4, SW 18.3: d10 + Inexp, once per damage
// marker). Superficial (every roll 0–2, Work Up) → the tender repairs it: the damage
// markers go and it goes on to the tender, entering its Work Up box on arrival (design
// 4.4, undamaged arrival). Any other result → it is done with its patrol (the Done
// section of its OA: its RTB stands) and from then on may return only to a major base
// (majorOnly, cleared at base; turnHome asks again among those). The roll is made when
// the tender is chosen (turnHome) and again for a boat damaged on its way that reaches
// the tender (week.go). It reports whether the damage was superficial.
func (c *Campaign) tenderDamage(b *Boat, base string) bool {
	superficial := true
	for range b.Markers.Damage {
		var m Mods
		m.Add(b.Markers.Inexp, "4.4 Inexp (SW 8.15: Inexp 2 doubles it)")
		nat, r := c.d10(&m)
		res := string(WorkUp)
		switch {
		case r >= 8:
			res = string(Repair3)
		case r >= 6:
			res = string(Repair2)
		case r >= 3:
			res = string(Repair1)
		}
		superficial = superficial && res == string(WorkUp)
		c.rolled(TabDamageSW, "tender", "1d10", &m, r, res, nat) // SW 21.23
	}
	if superficial {
		b.Markers.Damage = 0
		if c.Log != nil {
			c.emit(TUboatDamaged, &UboatDamagedEvent{Boat: b.ID, Markers: 0, Cause: "tender_repair"}) // (the View follows)
		}
	} else {
		b.majorOnly = true
	}
	return superficial
}
