package engine

import "strings"

// Chapter 12 random events ([R1], 12.1.1–12.1.7). OWNER: patrol helper.
//
// The first natural 12 of an encounter roll in a patrol (not on the Additional Round /
// Gibraltar column, not in the M/A box on a mission) is a random event (12.0, [E1] note 1,
// 7.4.6, 12.1.7, [A24]): the [E1] result is ignored (12.1.1) and [R1] is rolled. An event
// that cannot happen does not use up the patrol's event (12.1.5). After the event the
// box's remaining rolls are made unless the event ends the box (12.1.6 reading).
//
// With the option R2_alt_random_events the alternative table [R2] (3d6) is rolled instead
// of [R1], under the same trigger and once-per-patrol limit (rules-career 12.1.7
// AMBIGUOUS reading): randomEventR2.
//
// RollDice codes: OVERBOARD (event 2: kmdt, li, 1wo, 2wo). Printed tables: R1, E3 (event
// 3, column aircraft), E5 (event 4, column gyrocompass), MINEFIELD (event 10).
// Events: random_event {key event_<n>, detail}; note random_event_ignored {why}.
// [R2]: RollDice codes LEFT_ON_DECK (event 3: doctor, li, 1wo, 2wo), PERISCOPE_FAILURE
// (event 4: repaired on 1–2 with the LI modifiers, else failed), RESCUE (event 5: rescued
// on 1–2, else lost), STORM_WAVE (event 13: wave on a 6, else none) and OVERBOARD (events
// 13, 18); printed tables R2, E3, E5 gyrocompass, MINEFIELD. Events: random_event {key
// r2_event_<n>, detail} (the roll event's result stays event_<n>, log-schema); note
// random_event_ignored {why "[R2] <n> …"}; note periscope_failed.

var randomEventNames = [13]string{2: "Man overboard", 3: "Caught by surprise", 4: "Gyrocompass failure",
	5: "Superior torpedoes", 6: "Submarine encounter", 7: "Hals und Beinbruch", 8: "Schnorchel failure",
	9: "Weather reporting mission", 10: "Minefield", 11: "Severe storm", 12: "Torpedo breaks loose"}

// randomEvent rolls [R1] and applies the event (12.1).
func (c *Career) randomEvent(box *Box) {
	if c.S.Options.Has(OptAltRandomEvents) {
		c.randomEventR2(box)
		return
	}
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
		c.randomGyrocompass()
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
		c.randomMinefield(10)
	case 12: // an SW marker on an unwounded generic box, else the least wounded
		c.wound(c.genericVictim(), SW)
	}
}

// randomEventBlocked returns why event n cannot happen here ("" when it can): the
// exceptions printed on [R1] (12.1.4).
func (c *Career) randomEventBlocked(n int, _ *Box) string {
	return c.r1EventBlocked(n, "[R1] "+smallNums[n])
}

// r1EventBlocked is the exception printed on [R1] for its event n (12.1.4), also those
// of the [R2] events that are [R1]'s (randomEventR2Blocked); ref names the event in the
// reason ("[R1] 6", "[R2] 10").
func (c *Career) r1EventBlocked(n int, ref string) string {
	p := c.S.Patrol
	switch n {
	case 6: // submarine
		if p.Area == AreaNorthAmerica || p.Area == AreaCaribbean {
			return ref + " not in North America or the Caribbean"
		}
	case 8: // Schnorchel
		if !c.S.Boat.Schnorchel {
			return ref + " no Schnorchel fitted"
		}
	case 9: // weather report
		if p.Aborting || p.Pos > c.lastStation() {
			return ref + " not on the way home"
		}
		if !c.S.Boat.workingAt(sysRadio) { // [E5] radio: ignore the weather mission
			return ref + " radio out of order"
		}
	case 10: // minefield
		// [designed] "in the Atlantic, North America or the Caribbean" is the patrol's area
		if p.Area == AreaAtlantic || p.Area == AreaNorthAmerica || p.Area == AreaCaribbean {
			return ref + " not in the Atlantic, North America or the Caribbean"
		}
	case 12: // torpedo loose
		if c.torpedoesLeft() == 0 {
			return ref + " no torpedoes left"
		}
		if c.genericVictim() < 0 {
			return ref + " no crew box left to wound"
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
	c.lostOverboard(m, "[R1] 2")
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
	if c.tac.p != nil {
		c.tacEncounter() // tactical-design §4.6: an air attack, an encounter for the lookouts (as the event's submarine)
	}
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
		c.boatLost(LossSurpriseAir)
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

var randomEventNamesR2 = [19]string{3: "Crash dive: officer left on deck", 4: "Periscope failure",
	5: "Search and rescue", 6: "Gyrocompass failure", 7: "Minefield", 8: "Achtung! Aircraft out of the sun",
	9: "Weather reporting mission", 10: "Submarine encounter", 11: "Superior torpedoes",
	12: "Schnorchel failure", 13: "Severe storm", 14: "Hals und Beinbruch", 15: "Milchkuh",
	16: "Torpedo breaks loose", 17: "Spoiled food", 18: "Man overboard"}

// RandomEventR2Key is the random_event key of [R2] event n ("r2_event_13"): the
// alternative table's numbers mean other events than [R1]'s.
func RandomEventR2Key(n int) string { return "r2_event_" + smallNums[n] }

// RandomSevereStormR2 is the random_event key of [R2] 13, the severe storm.
const RandomSevereStormR2 = "r2_event_13"

// randomEventR2 rolls [R2] (3d6) and applies the event: the events [R1] has too act as
// there ([R2] 6 gyrocompass, 7 minefield, 8 aircraft, 9 weather, 10 submarine, 11
// superior torpedoes, 12 Schnorchel, 14 Hals und Beinbruch, 16 torpedo loose, 18 man
// overboard), with [R2]'s own exceptions; 3, 4, 5, 13, 15 and 17 are [R2]'s own.
func (c *Career) randomEventR2(box *Box) {
	p := c.S.Patrol
	r := c.rollCol(refR2, nil)
	n := r.Natural
	if c.sink != nil {
		c.emit(&KeyEvent{Header: Header{T: TRandomEvent}, Key: RandomEventR2Key(n), Detail: randomEventNamesR2[n]})
	}
	c.xxiAdvance()
	if why := c.randomEventR2Blocked(n, box); why != "" { // 12.1.4–12.1.5
		c.note(TNote, "random_event_ignored", why)
		return
	}
	p.RandomEventUsed = true // 12.1.2
	switch n {
	case 3: // an officer left on deck: 1 Doctor, 2 LI, 3–4 1WO, 5–6 2WO is lost
		m := Doctor
		switch c.RollDice("LEFT_ON_DECK", "", "1d6", nil, classifyLeftOnDeck).Key {
		case "li":
			m = LI
		case "1wo":
			m = WO1
		case "2wo":
			m = WO2
		}
		c.lostOverboard(m, "[R2] 3")
	case 4: // periscope: repaired on 1–2 with the LI modifiers, else no submerged attack
		var m Mods
		c.repairMods(&m, false)
		if c.RollDice("PERISCOPE_FAILURE", "", "1d6", &m, classifyRepair12).Key == "failed" {
			p.PeriscopeFailed = true // for the rest of the patrol; aborting stays optional (10.9.5)
			c.note(TNote, "periscope_failed", "[R2] 4")
		}
	case 5: // search and rescue, once per game: 1–2 the pilot is rescued
		c.S.RescueUsed = true
		if c.RollDice("RESCUE", "", "1d6", nil, classifyPilotRescue).Key == "rescued" {
			c.S.PromotionDue = true // automatic promotion at the next refit (refit.go promotion)
			c.mandatoryAbort("pilot_rescued")
		}
	case 6:
		c.randomGyrocompass()
	case 7:
		c.randomMinefield(7)
	case 8:
		c.reCaughtBySurprise()
	case 9, 13: // no encounters in this box and the next
		p.LoseBox = true
		p.SkipBoxes = 1
		if n == 13 && c.RollDice("STORM_WAVE", "", "1d6", nil, classifyStormWave).Key == "wave" {
			m := Kmdt // the officer of the watch, as [R1] 2
			switch c.RollDice("OVERBOARD", "", "1d6", nil, classifyOverboard).Key {
			case "li":
				m = LI
			case "1wo":
				m = WO1
			case "2wo":
				m = WO2
			}
			if c.S.Crew.M[m].Status == KIA { // the storm stands; only the wave is ignored
				c.note(TNote, "random_event_ignored", "[R2] 13 "+MemberKey(m)+AlreadyKIA)
			} else {
				c.wound(m, KIA)
			}
		}
	case 10:
		c.submarine()
	case 11: // 12.1.3: this patrol only
		c.S.Boat.SuperiorTorpedoes = true
	case 12:
		p.LoseBox = true
	case 14:
		c.S.Boat.HalsUndBeinbruch++
	case 15: // Milchkuh: resupply as 14.9 (errata 26)
		c.resupplyAtSea()
	case 16:
		c.wound(c.genericVictim(), SW)
	case 17: // spoiled food: every crew and officer box takes an LW, then abort
		for m := Kmdt; m <= Crew4; m++ {
			if mem := c.S.Crew.M[m]; !mem.Absent && mem.Status == OK {
				c.wound(m, LW)
			}
		}
		c.mandatoryAbort("spoiled_food")
	case 18:
		c.lostOverboard(c.overboardVictim(), "[R2] 18")
	}
}

// r2AsR1 is the [R1] number of the [R2] events whose exceptions are [R1]'s: 7 minefield,
// 9 weather, 10 submarine, 12 Schnorchel, 16 torpedo loose.
var r2AsR1 = map[int]int{7: 10, 9: 9, 10: 6, 12: 8, 16: 12}

// randomEventR2Blocked returns why [R2] event n cannot happen here ("" when it can): the
// exceptions printed on [R2] (12.1.4).
func (c *Career) randomEventR2Blocked(n int, box *Box) string {
	p := c.S.Patrol
	switch n {
	case 5:
		if c.S.RescueUsed {
			return "[R2] 5 once per game"
		}
		// British Isles, Mediterranean and every Bay of Biscay transit box
		if box.Column != "bay_of_biscay" && p.Area != AreaBritishIsles && p.Area != AreaMediterranean {
			return "[R2] 5 not in this area"
		}
	case 7, 9, 10, 12, 16: // [R1]'s events, with its exceptions
		return c.r1EventBlocked(r2AsR1[n], "[R2] "+smallNums[n])
	case 15:
		// [designed] the fuel puts the boat back on station: not before it gets there, nor
		// once it heads home aborting; 14.9.1/14.9.7 as for the optional rule.
		if why := c.resupplyAtSeaBlocked(); why != "" {
			_, w, _ := strings.Cut(why, " ") // the words without 14.9's rule number
			return "[R2] 15 " + w
		}
		if p.Aborting || p.MandatoryAbort {
			return "[R2] 15 aborting"
		}
		if c.curBox() == nil || c.firstStation() < 0 || p.Pos < c.firstStation() {
			return "[R2] 15 not yet on station"
		}
	case 17:
		if p.Pos == 0 { // the first outbound transit box (BASE_OUT)
			return "[R2] 17 first transit box"
		}
	}
	return ""
}

// firstStation returns the index of the first on-station box of the track (−1 none).
func (c *Career) firstStation() int {
	p := c.S.Patrol
	for i := range p.Track {
		if !p.Track[i].Transit {
			return i
		}
	}
	return -1
}

// overboardVictim rolls OVERBOARD ([R1] 2, [R2] 18): 1 KMDT, 2 LI, 3–4 1WO, 5–6 2WO.
func (c *Career) overboardVictim() int {
	switch c.RollDice("OVERBOARD", "", "1d6", nil, classifyOverboard).Key {
	case "li":
		return LI
	case "1wo":
		return WO1
	case "2wo":
		return WO2
	}
	return Kmdt
}

// lostOverboard kills member m for the event named by ref ("[R1] 2", "[R2] 18"); if he
// is already KIA the event does not
// happen (12.1.5).
func (c *Career) lostOverboard(m int, ref string) {
	if c.S.Crew.M[m].Status == KIA {
		c.S.Patrol.RandomEventUsed = false
		if c.sink != nil { // no string building without a log
			c.note(TNote, "random_event_ignored", ref+" "+MemberKey(m)+AlreadyKIA)
		}
		return
	}
	c.wound(m, KIA) // the Kommandant: the game ends (10.6.2)
}

func classifyLeftOnDeck(t int) string {
	switch {
	case t <= 1:
		return "doctor"
	case t == 2:
		return "li"
	case t <= 4:
		return "1wo"
	}
	return "2wo"
}

func classifyRepair12(t int) string {
	if t <= 2 {
		return "repaired"
	}
	return "failed"
}

func classifyPilotRescue(t int) string {
	if t <= 2 {
		return "rescued"
	}
	return "lost"
}

func classifyStormWave(t int) string {
	if t == 6 {
		return "wave"
	}
	return "none"
}

// randomGyrocompass is [R1] 4 / [R2] 6: repaired on 1–2 with the LI modifiers, else abort
// at once.
func (c *Career) randomGyrocompass() {
	var m Mods
	c.repairMods(&m, false)
	if c.rollCol(refE5Gyrocompass, &m).Key == "failed" {
		c.mandatoryAbort("gyrocompass")
	}
}

// randomMinefield is [R1] 10 / [R2] 7: 2d6 +1 Veteran, +2 Elite crew; 2–4 sunk, 5 ten
// hits.
func (c *Career) randomMinefield(n int) {
	var m Mods
	ref := "[R1] "
	if n == 7 {
		ref = "[R2] "
	}
	m.If(c.S.Crew.Quality == Veteran, 1, ref+smallNums[n]+" Veteran crew")
	m.If(c.S.Crew.Quality == Elite, 2, ref+smallNums[n]+" Elite crew")
	switch c.rollCol(refMinefield, &m).Key {
	case "sunk":
		c.boatLost(LossMine)
	case "ten_hits":
		c.resolveHits(10, SrcMine, false)
		c.repairs()
	}
}
