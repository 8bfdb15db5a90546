package engine

// Chapter 12 random events ([R1], 12.1.1–12.1.7). OWNER: patrol helper.
//
// The first natural 12 of an encounter roll in a patrol (not on the Additional Round /
// Gibraltar column, not in the M/A box on a mission) is a random event (12.0, [E1] note 1,
// 7.4.6, 12.1.7, [A24]): the [E1] result is ignored (12.1.1) and [R1] is rolled. An event
// that cannot happen does not use up the patrol's event (12.1.5). After the event the
// box's remaining rolls are made unless the event ends the box (12.1.6 reading).
//
// The optional [R2] table is not used: no rule or option calls for it.
//
// RollDice codes: OVERBOARD (event 2: kmdt, li, 1wo, 2wo). Printed tables: R1, E3 (event
// 3, column aircraft), E5 (event 4, column gyrocompass), MINEFIELD (event 10).
// Events: random_event {key event_<n>, detail}; note random_event_ignored {why}.

var randomEventNames = [13]string{2: "Man overboard", 3: "Caught by surprise", 4: "Gyrocompass failure",
	5: "Superior torpedoes", 6: "Submarine encounter", 7: "Hals und Beinbruch", 8: "Schnorchel failure",
	9: "Weather reporting mission", 10: "Minefield", 11: "Severe storm", 12: "Torpedo breaks loose"}

// randomEvent rolls [R1] and applies the event (12.1).
func (c *Career) randomEvent(box *Box) {
	p := c.S.Patrol
	r := c.rollCol(refR1, nil)
	n := r.Natural
	if c.sink != nil {
		c.emit(&KeyEvent{Header: Header{T: TRandomEvent}, Key: r.Key, Detail: randomEventNames[n]})
	}
	c.xxiAdvance()
	why := c.randomEventBlocked(n, box)
	if why != "" { // 12.1.4–12.1.5
		c.note(TNote, "random_event_ignored", why)
		return
	}
	p.RandomEventUsed = true // 12.1.2
	bt := &c.S.Boat
	switch n {
	case 2:
		c.reManOverboard()
	case 3:
		c.reCaughtBySurprise()
	case 4: // gyrocompass: repaired on 1–2 with the LI modifiers, else abort at once
		var m Mods
		c.repairMods(&m, false)
		if c.rollCol(refE5Gyrocompass, &m).Key == "failed" {
			c.mandatoryAbort("gyrocompass")
		}
	case 5: // 12.1.3: this patrol only
		bt.SuperiorTorpedoes = true
	case 6:
		c.submarine()
	case 7: // 12.1.3: kept until used, across patrols
		bt.HalsUndBeinbruch++
	case 8: // lose this box: its remaining rolls are not made ([designed])
		p.LoseBox = true
	case 9, 11: // no encounters in this box and the next
		p.LoseBox = true
		p.SkipBoxes = 1
	case 10:
		var m Mods
		m.If(c.S.Crew.Quality == Veteran, 1, "[R1] 10 Veteran crew")
		m.If(c.S.Crew.Quality == Elite, 2, "[R1] 10 Elite crew")
		switch c.rollCol(refMinefield, &m).Key {
		case "sunk":
			c.boatLost("mine (random event)")
		case "ten_hits":
			c.resolveHits(10, SrcMine, false)
			c.repairs()
		}
	case 12: // an SW marker on an unwounded generic box, else the least wounded
		c.wound(c.genericVictim(), SW)
	}
}

// randomEventBlocked returns why event n cannot happen here ("" when it can): the
// exceptions printed on [R1] (12.1.4).
func (c *Career) randomEventBlocked(n int, box *Box) string {
	p := c.S.Patrol
	switch n {
	case 6:
		if p.Area == AreaNorthAmerica || p.Area == AreaCaribbean {
			return "[R1] 6 not in North America or the Caribbean"
		}
	case 8:
		if !c.S.Boat.Schnorchel {
			return "[R1] 8 no Schnorchel fitted"
		}
	case 9:
		if p.Aborting || p.Pos > c.lastStation() {
			return "[R1] 9 not on the way home"
		}
		if !c.S.Boat.workingAt(sysRadio) { // [E5] radio: ignore the weather mission
			return "[R1] 9 radio out of order"
		}
	case 10:
		// [designed] "in the Atlantic, North America or the Caribbean" is the patrol's area
		if p.Area == AreaAtlantic || p.Area == AreaNorthAmerica || p.Area == AreaCaribbean {
			return "[R1] 10 not in the Atlantic, North America or the Caribbean"
		}
	case 12:
		if c.torpedoesLeft() == 0 {
			return "[R1] 12 no torpedoes left"
		}
		if c.genericVictim() < 0 {
			return "[R1] 12 no crew box left to wound"
		}
	}
	return ""
}

// AlreadyKIA ends the detail of a random_event_ignored note when [R1] 2's officer is
// already dead: "[R1] 2 2wo already KIA" (12.1.5).
const AlreadyKIA = " already KIA"

// reManOverboard is [R1] 2: 1d6 1 KMDT, 2 LI, 3–4 1WO, 5–6 2WO is lost (KIA); if he is
// already KIA the event does not happen (12.1.5).
func (c *Career) reManOverboard() {
	m := Kmdt
	switch c.RollDice("OVERBOARD", "", "1d6", nil, classifyOverboard).Key {
	case "li":
		m = LI
	case "1wo":
		m = WO1
	case "2wo":
		m = WO2
	}
	if c.S.Crew.M[m].Status == KIA {
		c.S.Patrol.RandomEventUsed = false
		if c.sink != nil { // no string building without a log
			c.note(TNote, "random_event_ignored", "[R1] 2 "+MemberKey(m)+AlreadyKIA)
		}
		return
	}
	c.wound(m, KIA) // the Kommandant: the game ends (10.6.2)
}

func classifyOverboard(t int) string {
	switch {
	case t <= 1:
		return "kmdt"
	case t == 2:
		return "li"
	case t <= 4:
		return "1wo"
	}
	return "2wo"
}

// reCaughtBySurprise is [R1] 3: one air attack on [E3] (column aircraft, +2, or +1 against
// a schnorchelling boat, 9.8.2) with no crash dive and no Flak, and one crew injury besides
// the hits ([designed]: the one injury of an air attack, also when schnorchelling); then
// repairs as after any encounter.
func (c *Career) reCaughtBySurprise() {
	var m Mods
	if c.S.Patrol.Posture == PostureSchnorchel {
		m.Add(1, "[A1] note air attack on a schnorchelling boat")
	} else {
		m.Add(2, "9.8.2 air attack")
	}
	q := QualityNone
	if c.S.Options.Has(OptAircraftQuality) { // 14.7.1 this aircraft's quality, before [E3]
		q = c.rollQuality("aircraft")
	}
	r := c.rollCol(refE3Aircraft, &m)
	r.Key = c.qualityHits(r.Key, q, "14.7.3")
	switch r.Key {
	case "ineffective":
	case "sunk":
		c.boatLost("aircraft (random event)")
	default:
		h := 0
		for _, ch := range r.Key {
			h = h*10 + int(ch-'0')
		}
		c.resolveHits(h, SrcAir, false)
	}
	c.crewInjury(SrcAir, false)
	c.repairs()
}

// xxiAdvance is opt 14.11 (Type XXI production advance): each time a random event is
// rolled, at most once per patrol (an event passed over by 12.1.5 may be rolled again in
// the same patrol; it moves the date once), the Type XXI becomes available one month
// earlier than its printed 4/45 (4.2.2). [designed] The date moves however far the
// events take it; the Patrol Log Sheet's "TYPE XXI?" column (8/44–4/45) is a check-box
// record, not a limit the rules state. Event: note xxi_advance {detail: the new month}.
func (c *Career) xxiAdvance() {
	p := c.S.Patrol
	if !c.S.Options.Has(OptXXIAdvance) || p == nil || p.XXIAdvanced {
		return
	}
	p.XXIAdvanced = true
	c.S.XXIAdvance++
	if c.sink != nil {
		c.note(TNote, "xxi_advance", c.availableOf(c.data.Boards["XXI"]).String())
	}
}
