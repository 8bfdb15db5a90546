package engine

// Refit (10.11–10.12, 4.7.6), crew advancement, promotion, decorations and reassignment
// (rules-career chapter 11, [M1]–[M6]) and the end of the career at refit (5.1.2) with
// the victory level (5.2). OWNER: career helper.
//
// The refit follows rules-core 13(a) A4 step by step:
//
//	A4.1 months: 1 (2 at Penang, 4.7.5), +1 for 3+ Inoperative systems (10.11.2),
//	     +ceil(hull/3) (10.11.3); a boat lost with the crew rescued has no damage ([A68])
//	A4.2 port air raids from 1/44 in Germany, Norway, the Mediterranean (4.7.6, [D07], [A07])
//	A4.3 crew recovery [M2] (10.12), the Kommandant's 5+ months → new boat and crew (10.12.4)
//	A4.4 5+ months → new boat, refit 1 month (10.11.5, [D38]); else KKpt+ −1 on 3–4 (11.2.1)
//	A4.5 "R" log rows, next patrol month; after 5/45 the career ends (5.1.2)
//	A4.6 chapter 11: 11.1 (crew), 11.3 (decorations), 11.2 (promotion), 11.4 (new boat)
//	A4.7 Balkon-Gerät (10.11.9, [A73]) and Schnorchel (10.11.10, [A74]) retrofits
//	A4.8 restore the boat (6.1 step 3F)
//	A4.9 date ← next patrol month
//
// The refit starts in the month after the patrol's last log row (the patrol month or its
// last "P" month, 10.11.4, 10.11.6); every refit event carries that month.
//
// Decision ids and option keys (PLAYER CHOICES of this file):
//
//	upgrade   11.4.3 / [M6]: spend a banked upgrade request now or keep it. Keys: "save"
//	          (keep the counter for a later refit) and one board key per newer model the
//	          Kommandant may take (e.g. "VIIC/41", "IXD-2", "XXI"). Asked at each refit
//	          (not at Penang, 4.7.5) while a request is banked and some model qualifies.
//
// RollDice codes: BALKON (column "refit", 10.11.9), SCHNORCHEL (10.11.10), LIMITED
// (11.4.5), WO1_BOAT (11.1.5, the Experte 1WO gets his own boat on a 6). Printed tables:
// AIR_RAID, M2, M3, M4, M6.
//
// Decoration keys (State.Decorations; decoration events): iron_cross_2, iron_cross_1,
// war_badge, war_badge_diamonds, german_cross, front_clasp_bronze, front_clasp_silver,
// wound_badge_black, wound_badge_silver, wound_badge_gold, knights_cross, oak_leaves,
// swords, diamonds. State.KC holds the Knight's Cross grade for the combat rules.

// Knight's Cross grades (State.KC), 11.3.1–11.3.4.
const (
	KCNone = iota
	KCKnightsCross
	KCOakLeaves
	KCSwords
	KCDiamonds
)

var kcKeys = [...]string{"", "knights_cross", "oak_leaves", "swords", "diamonds"}

// Decoration keys (11.3.8–11.3.14).
const (
	DecIronCross2      = "iron_cross_2"
	DecIronCross1      = "iron_cross_1"
	DecWarBadge        = "war_badge"
	DecWarBadgeDiamond = "war_badge_diamonds"
	DecGermanCross     = "german_cross"
	DecClaspBronze     = "front_clasp_bronze"
	DecClaspSilver     = "front_clasp_silver"
	DecWoundBlack      = "wound_badge_black"
	DecWoundSilver     = "wound_badge_silver"
	DecWoundGold       = "wound_badge_gold"
)

// Months the rules of this file switch on.
var (
	airRaidFrom     = MonthOf(1944, 1)  // 4.7.6
	claspBronzeFrom = MonthOf(1944, 6)  // 11.3.13
	claspSilverFrom = MonthOf(1944, 12) // 11.3.13
	finalPromotion  = MonthOf(1945, 4)  // 11.2.3 the last promotion roll
)

// Why a new boat is handed out at this refit (new_boat event detail).
const (
	nbNone          = ""
	nbRescued       = "10.10.4 crew rescued"      // [A68], State.NewBoatDue
	nbAirRaid       = "4.7.6 destroyed in a raid" // [A07]
	nbLongRefit     = "10.11.5 refit of 5+ months"
	nbKmdtWounds    = "10.12.4 Kommandant 5+ months"
	nbConvertedBack = "11.4.7 converted back to a VIIC"
	nbUpgrade       = "11.4.3 upgrade"
)

// refit runs 13(a) A4 and chapter 11 (M1–M6), advances the date to the next patrol and
// may end the career (5.1.2).
func (c *Career) refit() {
	s := &c.S
	log := c.sink != nil
	start := c.refitStart()
	// 5.1.2: a refit that starts after the war's end only settles the career (the refit is
	// calculated, then the game ends); its date is the war's end month, never later.
	s.Date = min(start, LastMonth)
	var reasons []string // built only when logging
	why := func(r string) {
		if log {
			reasons = append(reasons, r)
		}
	}

	var patrol *LogRow // a copy of the patrol just completed (nil only in odd test set-ups)
	if p := c.lastPatrolRow(); p != nil {
		row := *p
		patrol = &row
	}
	kmdtWounded := s.Crew.M[Kmdt].Status == LW || s.Crew.M[Kmdt].Status == SW

	// [A68] boat lost, crew rescued: a new boat of the same type in Germany; the refit
	// counts the crew's recovery only (no damage on the new boat).
	newBoat := nbNone
	if s.NewBoatDue {
		s.NewBoatDue = false
		newBoat = nbRescued
		c.leaveForGermany()
	}

	// A4.1 10.11.1 / 4.7.5 base refit, 10.11.2 systems, 10.11.3 hull.
	months := 1
	if s.Base == BasePenang {
		months = 2
		why("4.7.5 Penang 2 months")
	} else {
		why("10.11.1 minimum 1 month")
	}
	if newBoat == nbNone {
		if c.inoperativeSystems() >= 3 {
			months++
			why("10.11.2 3+ systems inoperative +1")
		}
		if h := s.Boat.Hull; h > 0 {
			add := (h + 2) / 3
			months += add
			if log {
				reasons = append(reasons, "10.11.3 hull "+itoa(h)+" boxes +"+itoa(add))
			}
		}
	}

	// A4.2 4.7.6 port air raids ([D07]: after the base duration; [A07] a destroyed boat is
	// replaced by a one-month transfer, then the roll is repeated for the new boat).
	// The BdU campaign's flagship rolls none (operational design 6.2.3: the operational
	// layer rolls its own air raids).
	if start >= airRaidFrom && !c.flagship && (s.Base == BaseGermany || s.Base == BaseNorway || s.Base == BaseMediterranean) {
		for {
			r := c.rollCol(refAirRaid, nil)
			if log {
				c.emit(&KeyEvent{Header: Header{T: TPortAirRaid}, Key: r.Key, Detail: s.Base})
			}
			switch r.Key {
			case "destroyed":
				if newBoat == nbAirRaid {
					months++ // a further transfer adds to the first month
				} else {
					months = 1
				}
				newBoat = nbAirRaid
				c.leaveForGermany()
				why("4.7.6 boat destroyed: 1 month transfer to a new boat")
				continue
			case "heavy_damage":
				months += 2
				why("4.7.6 air raid heavy damage +2")
			case "damage":
				months++
				why("4.7.6 air raid damage +1")
			}
			break
		}
	}

	// A4.3 10.12 crew recovery: each SW member rolls [M2]; LW heal; KIA are replaced.
	var rec [NumMembers]int
	genericDown := true // 10.12.3 / 11.1.4: all four generic boxes SW or KIA
	for i := Crew1; i <= Crew4; i++ {
		if s.Crew.M[i].Status < SW {
			genericDown = false
		}
	}
	doc := s.Crew.M[Doctor]
	docExperte := doc.Experte && !doc.Absent && doc.Status < SW
	for i := Kmdt; i < NumMembers; i++ {
		if s.Crew.M[i].Status != SW {
			continue
		}
		var m Mods
		m.If(docExperte, -1, "10.12.1 Experte Doctor")
		r := c.rollCol(refM2, &m)
		rec[i] = max(r.Total, 0) // [A75] 0 months: recovered within the refit
	}
	newCrew := false
	if s.Crew.M[Kmdt].Status == SW {
		if rec[Kmdt] >= 5 {
			// 10.12.4, [D40] (≥ 5): new boat and an entirely new Trained crew; he sails the
			// month after his recovery ([M2] +1 month).
			newCrew = true
			newBoat = nbKmdtWounds
			c.leaveForGermany()
			months = rec[Kmdt] + 1
			if log {
				reasons = append(reasons, "10.12.4 Kommandant recovers in "+itoa(rec[Kmdt])+" months: new boat and crew, +1")
			}
		}
	}

	// A4.4 10.11.5 / 11.4.2 ([D38]): 5+ months before the rank reduction → new boat, refit
	// 1 month. Otherwise 11.2.1 KKpt and higher: −1 on a 3- or 4-month refit. [A70]: the
	// Kommandant's recovery is a floor applied after both (he cannot sail before he heals,
	// 10.12) and never triggers 10.11.5.
	if !newCrew {
		if months >= 5 {
			months = 1
			newBoat = nbLongRefit
			c.leaveForGermany()
			why("10.11.5 5+ months: new boat, refit counts 1 month")
		} else if months > 2 && c.data.Rank(s.Rank).RefitCut {
			months--
			why("11.2.1 rank −1 month")
		}
		if s.Crew.M[Kmdt].Status == SW && rec[Kmdt] > months {
			months = rec[Kmdt]
			if log {
				reasons = append(reasons, "10.12 Kommandant recovers in "+itoa(rec[Kmdt])+" months")
			}
		}
	}

	// Crew members back on their feet, or replaced (10.12.2; replacements lose Experte).
	wo1Lost := false
	for i := WO1; i < NumMembers; i++ {
		mb := &s.Crew.M[i]
		if i == Agent {
			mb.Status = OK // the agent's presence is the mission's business (7.4.1)
			mb.Experte = false
			continue
		}
		replace := newCrew || mb.Status == KIA || (mb.Status == SW && rec[i] > months) || mb.Absent
		switch {
		case replace:
			if i == WO1 {
				wo1Lost = true
			}
			c.replaceMember(i)
		case mb.Status != OK:
			mb.Status = OK
			c.crewNote(i, "ok")
		}
	}
	s.Crew.M[Kmdt].Status = OK
	s.Crew.Command = Kmdt
	if newCrew {
		c.setQuality(Trained, "10.12.4 new crew")
	} else if genericDown && s.Crew.Quality > Trained {
		// 10.12.3 / 11.1.4: one drop per patrol, never below Trained by this cause.
		c.setQuality(s.Crew.Quality-1, "10.12.3 all generic crew lost")
	}
	if wo1Lost {
		c.promote2WO()
	}

	if log {
		c.emit(&RefitEvent{Header: Header{T: TRefit}, Months: months, Reasons: reasons})
	}

	// A4.5 10.11.4 "R" log rows; 5.1.2 the war ends before the next patrol.
	typ := s.Boat.Type
	for i := 0; i < months && start+Month(i) <= LastMonth; i++ { // 5.1.2 none after 5/45
		s.Log = append(s.Log, LogRow{Month: start + Month(i), Kind: "R", BoatType: typ})
	}
	next := start + Month(months)
	if next > LastMonth && !c.flagship { // (the flagship's war ends with the campaign, operational design 10.4)
		s.Date = LastMonth                              // 5.1.2 the career ends in the war's end month
		c.promotion(start, min(next, finalPromotion+1)) // 11.2.3 the final roll, if still due
		c.endGame("war_over")
	}

	// A4.6 chapter 11.
	c.crewAdvancement()
	kcAwarded := c.decorations(patrol, kmdtWounded, start)
	c.promotion(start, next)
	if kcAwarded {
		// 11.3.5 / 11.4.3 / [M6]: one request roll when the grade is received; a success
		// is banked (rules-career 11.4.3 AMBIGUOUS).
		if r := c.rollCol(refM6, nil); r.Key == "upgrade" {
			s.Upgrades++
		}
	}
	newType := ""
	if newBoat != nbNone {
		newType = c.latestModel(s.Boat.Type, next)
	} else if b := c.Board(); b.LastSailing != 0 && next > b.LastSailing {
		// 11.4.7: the VIIC Flak sails as a VIIC from 12/43 (converted back; crew and
		// Kommandant unchanged, same base).
		newType, newBoat = "VIIC", nbConvertedBack
	}
	if newType != "" {
		c.giveBoat(newType, next, newBoat)
	}
	// 11.4.3: spend a banked request (not at Penang, 4.7.5).
	if s.Upgrades > 0 && s.Base != BasePenang {
		if c.upgrade(next) {
			newBoat = nbUpgrade
		}
	}

	// A4.7 retrofits (not at Penang, 4.7.5; a boat received new at this refit got its
	// equipment with it).
	if newBoat == nbNone && s.Base != BasePenang {
		c.retrofits(start)
	}

	// A4.8 6.1 step 3F: the boat is restored (tubes and ammunition are loaded at A1.7).
	c.restoreBoat()

	// A4.9
	s.Date = next
}

// refitStart is the first refit month: the month after the patrol's last log row (the
// patrol month or its last "P", 10.11.4, 10.11.6), and at least the month after Date.
func (c *Career) refitStart() Month {
	start := c.S.Date + 1
	for i := len(c.S.Log) - 1; i >= 0; i-- {
		r := &c.S.Log[i]
		if r.Kind == "patrol" || r.Kind == "P" {
			if r.Month+1 > start {
				start = r.Month + 1
			}
			break
		}
	}
	return start
}

// lastPatrolRow returns the log row of the latest patrol (nil when there is none).
func (c *Career) lastPatrolRow() *LogRow {
	for i := len(c.S.Log) - 1; i >= 0; i-- {
		if c.S.Log[i].Kind == "patrol" {
			return &c.S.Log[i]
		}
	}
	return nil
}

// inoperativeSystems counts the boxes marked Inoperative (10.11.2), the Extra Flak
// counter included.
func (c *Career) inoperativeSystems() int {
	n := 0
	for i := range c.S.Boat.Systems {
		if c.S.Boat.Systems[i].State == SysInoperative {
			n++
		}
	}
	if c.S.Boat.ExtraFlak && c.S.Boat.ExtraFlakState == SysInoperative {
		n++
	}
	return n
}

// leaveForGermany is what every new boat means for the bases: it is received in Germany
// (4.7.3, [A04]) and permanent Arctic, Mediterranean and Penang assignments end (10.11.5,
// 11.4).
func (c *Career) leaveForGermany() {
	c.S.Base = BaseGermany
	c.S.Permanent = ""
	c.S.PenangBased = false
}

// replaceMember puts a replacement in crew box i (10.12.2: without Experte, unless the
// Kommandant is Charismatic, opt 14.15 #20: then a named member arrives Experte).
func (c *Career) replaceMember(i int) {
	mb := &c.S.Crew.M[i]
	*mb = Member{}
	c.crewNote(i, "replaced")
	c.newcomer(i)
}

// newcomer is a named crew member (1WO, 2WO, LI, Doctor) who has just joined in box i: a
// Charismatic Kommandant's arrives Experte (opt 14.15 #20).
func (c *Career) newcomer(i int) {
	if i >= WO1 && i < Crew1 && c.has(AbCharismatic) {
		c.S.Crew.M[i].Experte = true
		c.note(TNote, "experte", MemberKey(i))
	}
}

// crewNote emits the crew event of a member healed ("ok") or a note for one replaced.
func (c *Career) crewNote(i int, what string) {
	if c.sink == nil {
		return
	}
	if what == "replaced" {
		c.emit(&KeyEvent{Header: Header{T: TNote}, Key: "crew_replaced", Detail: MemberKey(i)})
		return
	}
	c.emit(&CrewEvent{Header: Header{T: TCrew}, Member: MemberKey(i), State: what})
}

// setQuality changes the crew quality and emits crew_quality.
func (c *Career) setQuality(q int, why string) {
	q = min(max(q, Green), Elite)
	if q == c.S.Crew.Quality {
		return
	}
	c.S.Crew.Quality = q
	if c.sink != nil {
		c.emit(&KeyEvent{Header: Header{T: TCrewQuality}, Key: QualityKey(q), Detail: why})
	}
}

// promote2WO is 11.1.6: when the 1WO leaves and the 2WO is Experte, the 2WO becomes 1WO
// with his Experte status and a new 2WO joins.
// It reports whether he did.
func (c *Career) promote2WO() bool {
	m := &c.S.Crew.M
	if !m[WO2].Experte || m[WO2].Absent || m[WO2].Status >= SW {
		return false
	}
	m[WO1] = m[WO2]
	m[WO2] = Member{}
	c.note(TNote, "2wo_promoted", "11.1.6 the Experte 2WO becomes 1WO")
	c.newcomer(WO2)
	return true
}

// crewAdvancement is 11.1: one [M3] roll each time the career's successful patrols reach
// a multiple of three (11.1.7: they belong to the Kommandant), 11.1.4 three unsuccessful
// patrols in a row, and 11.1.5 the Experte 1WO's own command.
func (c *Career) crewAdvancement() {
	s := &c.S
	// 11.1.5: an Experte 1WO (as he came home) gets his own boat on a 6; checked before
	// the [M3] roll so a 1WO made Experte now first sails with the boat.
	if w := &s.Crew.M[WO1]; w.Experte && !w.Absent {
		r := c.RollDice("WO1_BOAT", "", "1d6", nil, classifyWO1Boat)
		if r.Key == "own_boat" {
			*w = Member{}
			c.note(TNote, "1wo_own_boat", "11.1.5 the Experte 1WO leaves for his own command")
			if !c.promote2WO() {
				c.newcomer(WO1) // a new 1WO joins
			}
		}
	}
	per := c.data.CrewImprovementPatrols
	if c.has(AbLeadership) { // 14.15 #11: every second successful patrol
		per = 2
	}
	for s.CrewRolls < s.SuccessfulPatrols/per {
		s.CrewRolls++
		r := c.rollCol(refM3, nil)
		member := -1
		switch r.Key {
		case "li_experte":
			member = LI
		case "doctor_experte":
			member = Doctor
		case "1wo_experte":
			member = WO1
		case "2wo_experte":
			member = WO2
		case "crew_level":
			c.setQuality(s.Crew.Quality+1, "11.1 crew advancement") // 11.1.3: Elite is the top
		}
		if member >= 0 && !s.Crew.M[member].Experte { // 11.1.2: already Experte → nothing
			s.Crew.M[member].Experte = true
			c.note(TNote, "experte", MemberKey(member))
		}
	}
	// 11.1.4: three unsuccessful patrols in a row → one level down (Green is possible);
	// the run starts again after the drop (rules-career AMBIGUOUS).
	if s.ConsecutiveFails >= 3 {
		s.ConsecutiveFails = 0
		c.setQuality(s.Crew.Quality-1, "11.1.4 three unsuccessful patrols")
	}
}

func classifyWO1Boat(t int) string {
	if t >= 6 {
		return "own_boat"
	}
	return "stays"
}

// decorate records an award (11.3) earned on the patrol of month m.
func (c *Career) decorate(key string, m Month) {
	c.S.Decorations = append(c.S.Decorations, key)
	c.S.DecoratedIn = append(c.S.DecoratedIn, m)
	if c.sink != nil {
		c.emit(&KeyEvent{Header: Header{T: TDecoration}, Key: key})
	}
}

// HasDecoration reports whether the Kommandant holds the award key.
func (s *State) HasDecoration(key string) bool {
	for _, d := range s.Decorations {
		if d == key {
			return true
		}
	}
	return false
}

// decorations is 11.3 at the refit after patrol p: the one-time awards, the Wound Badge
// and the Knight's Cross line. It reports whether a KC grade was awarded (11.3.5).
func (c *Career) decorations(p *LogRow, kmdtWounded bool, now Month) (kcAwarded bool) {
	s := &c.S
	if p == nil {
		return false
	}
	pm := p.Month
	// 11.3.8 Iron Cross 2nd Class: any completed patrol (once per career).
	if !s.HasDecoration(DecIronCross2) {
		c.decorate(DecIronCross2, pm)
	}
	// 11.3.9 Iron Cross 1st Class: a successful patrol.
	if p.Success && !s.HasDecoration(DecIronCross1) {
		c.decorate(DecIronCross1, pm)
	}
	// 11.3.10 U-boat War Badge: two successful patrols.
	if s.SuccessfulPatrols >= 2 && !s.HasDecoration(DecWarBadge) && !s.HasDecoration(DecWarBadgeDiamond) {
		c.decorate(DecWarBadge, pm)
	}
	// 11.3.12 German Cross in Gold: 25,000 t.
	if s.CareerTons >= 25000 && !s.HasDecoration(DecGermanCross) {
		c.decorate(DecGermanCross, pm)
	}
	// 11.3.13 Front Clasp: career successful patrols, at the first refit on or after
	// the date (rules-career AMBIGUOUS).
	if now >= claspBronzeFrom && s.SuccessfulPatrols >= 2 && !s.HasDecoration(DecClaspBronze) {
		c.decorate(DecClaspBronze, pm)
	}
	if now >= claspSilverFrom && s.SuccessfulPatrols >= 4 && !s.HasDecoration(DecClaspSilver) {
		c.decorate(DecClaspSilver, pm)
	}
	// 11.3.14 Wound Badge: [designed] counted once per patrol on which the Kommandant came
	// home wounded (LW or SW); black 1st, silver 3rd, gold 5th wound.
	if kmdtWounded {
		s.KmdtWounds++
		switch s.KmdtWounds {
		case 1:
			c.decorate(DecWoundBlack, pm)
		case 3:
			c.decorate(DecWoundSilver, pm)
		case 5:
			c.decorate(DecWoundGold, pm)
		}
	}
	// 11.3.1–11.3.4, 11.3.7: one KC grade per successful patrol, for tonnage (the KC by
	// the date of the check, each further grade 25,000 t more than at the last award) or a
	// [T5] capital ship sunk on this patrol. 7.4.3: a refusal on an Invasion patrol bars
	// the whole line.
	if p.Success && !s.InvasionKCBan && s.KC < KCDiamonds {
		need := c.data.KCTons(now)
		if s.KC > KCNone {
			need = s.KCTons + c.data.Decorations.NextGradeTons
		}
		if s.CareerTons >= need || c.capitalSunkOn(p) {
			s.KC++
			s.KCTons = s.CareerTons // 11.3.2 note: the count restarts at the award
			c.decorate(kcKeys[s.KC], pm)
			kcAwarded = true
			// 11.3.11: the Oak Leaves bring the War Badge with Diamonds.
			if s.KC == KCOakLeaves && !s.HasDecoration(DecWarBadgeDiamond) {
				replaced := false
				for i, d := range s.Decorations {
					if d == DecWarBadge {
						s.Decorations[i], s.DecoratedIn[i] = DecWarBadgeDiamond, pm
						replaced = true
						if c.sink != nil {
							c.emit(&KeyEvent{Header: Header{T: TDecoration}, Key: DecWarBadgeDiamond, Detail: "11.3.11 replaces the War Badge"})
						}
					}
				}
				if !replaced {
					c.decorate(DecWarBadgeDiamond, pm)
				}
			}
		}
	}
	return kcAwarded
}

// capitalSunkOn reports whether a [T5] capital ship was sunk on patrol p.
func (c *Career) capitalSunkOn(p *LogRow) bool {
	for _, n := range p.Sunk {
		for _, k := range c.S.SunkCapitals {
			if n == k {
				return true
			}
		}
	}
	return false
}

// promotion is 11.2.3: R2 5's automatic promotion, then the [M4] roll when the 12-month
// anniversary of the period fell before the end of this refit (a roll missed at sea is
// made at the next refit and the next period runs from the anniversary, rules-career
// AMBIGUOUS), and the final roll of 4/45 whenever it is still due: in a refit that spans
// 4/45, or at the refit after a patrol at sea in 4/45 (even one that ends the game).
func (c *Career) promotion(start, next Month) {
	s := &c.S
	if s.PromotionDue {
		s.PromotionDue = false
		c.promote("R2 5 search and rescue")
	}
	period := Month(c.data.Promotion.PeriodMonths)
	if s.RankSince == 0 {
		s.RankSince = c.cfg.Start
	}
	last := next - 1 // the last refit month
	from := start    // 11.2.3 4/45 at sea since the patrol began: the final roll is due here
	if p := c.lastPatrolRow(); p != nil && p.Month < from {
		from = p.Month
	}
	final := from <= finalPromotion && finalPromotion <= last
	for s.RankSince+period <= last || final {
		end := s.RankSince + period // the period is [RankSince, end)
		if final && s.RankSince+period > last {
			end = last + 1 // 4/45: everything since the last roll
		}
		final = final && end < finalPromotion // a roll before 4/45 leaves the final one due
		c.promotionRoll(s.RankSince, end)
		s.RankSince += period
	}
}

// promotionRoll makes one [M4] roll for the period [from, to) with the 11.2.3 DRMs:
// −1 per Knight's Cross grade awarded for a patrol of the period ("per decoration" of
// [M4] read as KC grades), −1 per 6 ships sunk, +1 per unsuccessful patrol. A KptzS does
// not roll (11.2.3: no higher rank).
func (c *Career) promotionRoll(from, to Month) {
	s := &c.S
	if s.Rank >= RankKptzS {
		return
	}
	kc, ships, fails := 0, 0, 0
	for i, d := range s.Decorations {
		if m := s.DecoratedIn[i]; m >= from && m < to {
			for g := KCKnightsCross; g <= KCDiamonds; g++ {
				if d == kcKeys[g] {
					kc++
				}
			}
		}
	}
	for i := range s.Log {
		r := &s.Log[i]
		if r.Kind != "patrol" || r.Month < from || r.Month >= to {
			continue
		}
		ships += len(r.Sunk)
		if !r.Success {
			fails++
		}
	}
	var m Mods
	m.Add(-kc, "11.2.3 Knight's Cross grades in the period")
	m.Add(-ships/c.data.Promotion.ShipsPerDRM, "11.2.3 per 6 ships sunk in the period")
	m.Add(fails, "11.2.3 unsuccessful patrols in the period")
	if r := c.rollCol(refM4, &m); r.Key == "promotion" {
		c.promote("11.2.3")
	}
}

// promote raises the Kommandant one rank (KptzS is the top) and emits promotion.
func (c *Career) promote(why string) {
	if c.S.Rank >= RankKptzS {
		return
	}
	c.S.Rank++
	if c.sink != nil {
		c.emit(&KeyEvent{Header: Header{T: TPromotion}, Key: c.data.Rank(c.S.Rank).Key, Detail: why})
	}
}

// boardSails reports whether a board may sail on a patrol starting in month m (4.2.2,
// 11.4.7), from its available date as opt 14.11 may have moved it (availableOf).
func (c *Career) boardSails(b *Board, m Month) bool {
	return c.availableOf(b) <= m && (b.LastSailing == 0 || m <= b.LastSailing)
}

// availableOf is the month a board becomes available (4.2.2): the printed date, except
// that with opt 14.11 (Type XXI production advance) the XXI comes S.XXIAdvance months
// earlier.
func (c *Career) availableOf(b *Board) Month {
	if b.Key == "XXI" && c.S.Options.Has(OptXXIAdvance) {
		return b.Available - Month(c.S.XXIAdvance)
	}
	return b.Available
}

// latestModel is "the latest model of the same type" (10.11.5, 10.12.4, 11.4.2, [A07],
// [A68]): the newest sub-type of typ's 11.4.4 family that sails in month m, leaving out
// the limited-availability types of 11.4.5 (rules-career 11.4.2 AMBIGUOUS).
func (c *Career) latestModel(typ string, m Month) string {
	fam := c.data.Boards[typ].ReassignmentFamily
	best, bestAv := "", Month(0)
	for _, k := range c.data.BoardKeys {
		b := c.data.Boards[k]
		if b.ReassignmentFamily != fam || b.LimitedAvailability || !c.boardSails(b, m) {
			continue
		}
		if best == "" || b.Available > bestAv {
			best, bestAv = k, b.Available
		}
	}
	if best == "" {
		return typ
	}
	return best
}

// giveBoat hands the Kommandant a new boat of board key typ for the patrol of month m
// and emits new_boat. The base (Germany for new boats) is set by the caller.
func (c *Career) giveBoat(typ string, m Month, why string) {
	c.newBoat(typ, m)
	if c.sink != nil {
		c.emit(&KeyEvent{Header: Header{T: TNewBoat}, Key: typ, Detail: why})
	}
}

// upgradeOptions lists the models a banked request may be spent on (11.4.3): newer than
// the current type (a later availability date, [M6] "more up-to-date"), sailing in month
// m, of the same 11.4.4 family or the XXI (open to all), and KptLt or higher for the
// types that need it.
func (c *Career) upgradeOptions(m Month) []Choice { return c.appendUpgradeOptions(nil, m) }

// appendUpgradeOptions appends the options of upgradeOptions to out.
func (c *Career) appendUpgradeOptions(out []Choice, m Month) []Choice {
	cur := c.Board()
	for _, k := range c.data.BoardKeys {
		b := c.data.Boards[k]
		if k == cur.Key || b.Available <= cur.Available || !c.boardSails(b, m) {
			continue
		}
		if b.ReassignmentFamily != cur.ReassignmentFamily && b.ReassignmentFamily != "any" {
			continue
		}
		if b.UpgradeRequiresKptLt && c.S.Rank < RankKptLt {
			continue
		}
		lbl, ok := c.upgradeLabels[k] // built once per model, kept across Reset
		if !ok {
			lbl = "Take a new " + k
			if b.LimitedAvailability {
				lbl += " (limited: 1d6 1–2, else the latest standard model)"
			}
			if c.upgradeLabels == nil {
				c.upgradeLabels = make(map[string]string)
			}
			c.upgradeLabels[k] = lbl
		}
		out = append(out, Choice{Key: k, Label: lbl})
	}
	return out
}

// upgrade asks whether to spend a banked 11.4.3 request on a newer model now (PLAYER
// CHOICE "upgrade"). A limited-availability model needs 1d6 = 1–2 more (11.4.5), else the
// latest standard model comes. It reports whether a new boat was received.
func (c *Career) upgrade(m Month) bool {
	choices := append(c.upgradeBuf[:0], Choice{Key: "save", Label: "Keep the upgrade for later"})
	choices = c.appendUpgradeOptions(choices, m)
	c.upgradeBuf = choices[:0]
	if len(choices) == 1 {
		return false // nothing to spend it on: the counter stays
	}
	if c.cfg.Odds {
		for i := range choices {
			if b := c.data.Boards[choices[i].Key]; b != nil && b.LimitedAvailability {
				choices[i].Odds = []Odds{{Outcome: choices[i].Key, P: 2.0 / 6}, {Outcome: c.latestModel(b.Key, m), P: 4.0 / 6}}
			}
		}
	}
	key := c.ask(KindUpgrade, "Use the upgrade request for a newer U-boat?", c.S.Boat.Type, choices)
	if key == "save" {
		return false
	}
	c.S.Upgrades--
	typ := key
	if c.data.Boards[key].LimitedAvailability {
		r := c.RollDice("LIMITED", "", "1d6", nil, classifyLimited)
		if r.Key != "granted" {
			typ = c.latestModel(key, m)
		}
	}
	c.leaveForGermany()
	c.giveBoat(typ, m, nbUpgrade)
	return true
}

func classifyLimited(t int) string {
	if t <= 2 {
		return "granted"
	}
	return "refused"
}

// retrofits are 10.11.9 Balkon-Gerät (Type IX subtypes from 1/44 on 1d6 = 1–2, each
// refit until fitted, [A73]) and 10.11.10 Schnorchel (refits from 2/44, [A74]: 1d6 = 1
// with −1 per rank above OltzS, −1 with the KC or higher, −1 per earlier attempt).
func (c *Career) retrofits(start Month) {
	s := &c.S
	bt := &s.Boat
	if c.Board().BalkonNew && !bt.Balkon && start >= balkonFrom {
		r := c.RollDice("BALKON", "refit", "1d6", nil, classifyBalkonRefit)
		if r.Key == "fitted" {
			bt.Balkon = true
			c.note(TNote, "balkon_fitted", "10.11.9")
		}
	}
	if !bt.Schnorchel && bt.sysAt(sysSchnorchel) != nil && start >= schnorchelFrom {
		var m Mods
		m.Add(-(s.Rank - RankOltzS), "10.11.10 rank")
		m.If(s.KC >= KCKnightsCross, -1, "10.11.10 Knight's Cross")
		m.Add(-bt.SchnorchelTries, "10.11.10 earlier attempts")
		bt.SchnorchelTries++
		r := c.RollDice("SCHNORCHEL", "", "1d6", &m, classifySchnorchel)
		if r.Key == "fitted" {
			bt.Schnorchel = true
			c.note(TNote, "schnorchel_fitted", "10.11.10")
		}
	}
}

func classifyBalkonRefit(t int) string {
	if t <= 2 {
		return "fitted"
	}
	return "none"
}

func classifySchnorchel(t int) string {
	if t <= 1 {
		return "fitted"
	}
	return "none"
}

// restoreBoat is 6.1 step 3F: damage markers off, systems operational, hull and flooding
// cleared, BOLD restocked ([A42]), the Fa-330 back aboard; patrol-only markers removed.
func (c *Career) restoreBoat() {
	bt := &c.S.Boat
	b := c.Board()
	systems := bt.Systems // (read once: the stores below cannot change it)
	for i := range systems {
		systems[i].State = SysOK
	}
	bt.inop = 0
	bt.ExtraFlakState = SysOK
	bt.Hull, bt.HullHoled, bt.Flooding = 0, false, 0
	if c.S.Date >= boldFrom {
		bt.Bold = b.Bold
	}
	bt.Fa330 = b.HasFa330
	bt.SuperiorTorpedoes = false
}

// victoryLevel returns the 5.2 level key for the career's tonnage (defeat, draw,
// marginal, substantial, decisive); a captured boat is an automatic defeat (5.2.2). The
// level is the same whatever ended the career (5.2.3: posthumous or as a prisoner).
func (c *Career) victoryLevel(reason string) string {
	if c.S.BoatCaptured {
		return "defeat"
	}
	return c.data.VictoryFor(c.S.CareerTons, false).Key
}

// itoa formats a small int without fmt (event text only).
func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
