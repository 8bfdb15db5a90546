package engine

// 9.6: escort detection and the depth-charge cycle. OWNER: combat helper.
// Procedure: rules-core 13(c) (C1–C8) and ESCORT_ONLY_DETECTION (13(a) A2.E.6).
//
// Decision ids and option keys of the combat files (escort.go, aircraft.go):
//
//	test_depth     9.6.4 before a detection roll: dive beyond test depth. Keys: yes, no.
//	               Not offered in the first round of a Night Surface Attack (9.6.6).
//	               Odds: yes → detected (with the −1), sunk (hull collapse); no → detected.
//	bold           9.6.7 before a detection roll: release a BOLD decoy (one per
//	               encounter, while BOLD remain). Keys: yes, no. Odds: detected.
//	stay_surfaced  after the first air pass, hull not holed: stay on the surface and fight
//	               with Flak. Context "directive" (9.8.9, May–July 1943 in the Bay of
//	               Biscay) or "flak_boat" (11.4.7 Type VIIC Flak). Keys: yes, no.
//	               Odds (yes): shot_down, damaged (Flak [A2]), attacked (the aircraft
//	               attacks this boat on the next pass).
//
// RollDice codes: TEST_DEPTH (9.6.4: collapse / again / holds).
//
// Exported DRM builders (the odds and the rolls use the same code): detectionMods ([E2],
// 9.6.3), escortAttackMods ([E3] escort column, 9.6.10); in aircraft.go crashDiveMods
// ([A1], 9.8.1), airAttackMods ([E3] aircraft column, 9.8.2), flakMods ([A2], 9.8.5); in
// damage.go repairMods ([E5], 10.8.3; FLOOD, 10.1.3).

// Entry points of the escort cycle (13(c)).
const (
	EntryC1        = iota // the normal start: pre-roll decisions then detection
	EntryC5               // attack at once (9.2.2 pre-fire detection)
	EntryImmediate        // 9.4.3 escort arrival: C1–C4 only, no range DRM; returns detected
)

// escortCycle runs 13(c) on c.S.Engage from the entry point and loops until the U-boat
// escapes (returns true) or the career ends. For EntryImmediate it returns after the
// first detection roll: true when not detected (when detected the caller continues with
// EntryC5).
//
// The caller sets the Engagement: Range, Mode, FirstRound (true for the first detection
// of a round of fire, 13(b) B11), FiredBothEnds, G7aByDay, EscortStatus, WolfpackDRM and,
// for EntryC5 after the 9.2.2 pre-fire check, PreviouslyDetected, DetectedAtClose and
// E2was12.
func (c *Career) escortCycle(entry int) (escaped bool) {
	e := c.S.Engage
	if e == nil {
		panic("engine bug: escortCycle without an engagement")
	}
	noRange := entry == EntryImmediate // 9.4.6 no range DRM on the immediate check
	attack := entry == EntryC5
	if c.tac.p != nil {
		c.tac.pass, c.tac.theta = 0, 0 // tactical-design §3.3 passes count from the cycle's start
	}
	for {
		if !attack {
			detected := c.detectionRound(noRange)
			if !detected {
				return true // 9.6.9 escaped: the cycle and the encounter's combat end
			}
			if entry == EntryImmediate {
				return false
			}
		}
		attack = false
		c.depthChargeAttack() // C5–C7
		// C8 (9.6.14): back to the pre-roll decisions
		e.FirstRound = false
		e.E2was12 = false
		noRange = false
	}
}

// detectionRound is C1–C3: the PLAYER CHOICES of 9.6.4 and 9.6.7, then the [E2] roll of
// 9.6.9. It reports whether the U-boat was detected.
func (c *Career) detectionRound(noRange bool) (detected bool) {
	e := c.S.Engage
	tacEv := c.tac.p != nil && c.tacOn(TacEvasion) // tactical-design §3.3 (the first C1 asks)
	tacPass := tacEv || (c.tac.p != nil && c.tac.attacked)
	m := new(Mods)
	c.detectionMods(m, noRange)
	base := m.Sum()

	// C1a 9.6.4 exceed test depth; 9.6.6 not in the first round of a Night Surface Attack.
	depth := false
	if !(e.Mode == "nsa" && e.FirstRound) {
		opts, prompt := optsTestDepth, "Exceed test depth to shake off the escorts?"
		if e.BelowTestDepth {
			opts, prompt = optsTestDepthDeep, "Stay below test depth to shake off the escorts?"
		}
		opts = c.fixed(opts)
		if c.cfg.Odds {
			opts[0].Odds = []Odds{{Outcome: "detected", P: pDetected(base - 1)}, {Outcome: "sunk", P: c.pTestDepthSunk()}}
			opts[1].Odds = []Odds{{Outcome: "detected", P: pDetected(base)}}
		}
		e.BelowTestDepth = false
		if c.ask(KindTestDepth, prompt, "", opts) == "yes" {
			e.BelowTestDepth = true
			c.exceedTestDepth()
			depth = true
			base--
		}
	}

	// C1b 9.6.7 BOLD: one per encounter, while decoys remain.
	bold := false
	if !e.BoldUsed && c.S.Boat.Bold > 0 {
		boldDRM := -1
		if e.EscortQuality >= Veteran { // 9.6.7 (opt 14.6; −1 when not rolled)
			boldDRM = 0
		}
		opts := c.fixed(optsBold)
		if c.cfg.Odds {
			opts[0].Odds = []Odds{{Outcome: "detected", P: pDetected(base + boldDRM)}}
			opts[1].Odds = []Odds{{Outcome: "detected", P: pDetected(base)}}
		}
		if c.ask(KindBold, "Release a BOLD sonar decoy?", "", opts) == "yes" {
			e.BoldUsed = true
			c.S.Boat.Bold--
			bold = boldDRM != 0
		}
	}

	// 14.6.1 the escorts' quality, rolled after the C1 choices (the BOLD decision comes
	// first, 9.6.7) and before the first [E2] roll of the encounter.
	if c.escortQualityDue() {
		m.If(e.EscortQuality == Elite, 1, "14.6 elite escorts")
		bold = bold && e.EscortQuality < Veteran // 9.6.7 the decoy fails against Veteran/Elite
	}
	// C2 9.6.9
	m.If(depth, -1, "9.6.4 exceeded test depth")
	m.If(bold, -1, "9.6.7 BOLD")
	if z := c.zoom; z != nil { // operational design 6.2.2
		m.If(z.era.E2 != 0, z.era.E2, "design 6.2.2 era: weaker ASW")
		m.If(z.spotted, 1, "design 6.2.2 Spotted")
		m.If(z.special, 1, "design 6.2.2 special convoy escort")
		z.spotted = false // the first [E2] roll of the box only
	}
	handled, det, plus := false, false, false
	if c.tac.p != nil {
		c.tac.theta = 0 // tactical-design §3.1: θ of this pass's E2T, if it detects
	}
	if tacPass {
		handled, det, plus = c.tacDetection(m.Sum(), tacEv, depth, bold) // tactical-design §3.3 E2T / E2Q
	}
	if !handled {
		r := c.rollCol(refE2, m)
		det, plus = !(r.Natural == 2 || r.Total <= 5), r.Total >= 12
	}
	if !det {
		c.note(TNote, "escaped", "9.6.9 not detected")
		return false
	}
	if plus {
		e.E2was12 = true // +1 on [E3]
	}
	e.PreviouslyDetected = true // C3 (9.6.14: from the next pass, not cumulative)
	if e.Range == "close" && !noRange {
		e.DetectedAtClose = true // 9.6.14 note
	}
	return true
}

// pDetected is the chance that [E2] detects with a net DRM mod (9.6.9: modified 6+ and
// not a natural 2).
func pDetected(mod int) float64 {
	k := 0
	for n := 3; n <= 12; n++ {
		if n+mod >= 6 {
			k += dist2d6[n]
		}
	}
	return float64(k) / 36
}

// pTestDepthSunk is the chance that an Exceed Test Depth attempt sinks the boat (9.6.4).
func (c *Career) pTestDepthSunk() float64 {
	max := c.Board().HullBoxes
	var sunk func(h int) float64
	sunk = func(h int) float64 {
		if h > max {
			return 1
		}
		pLess := P2d6AtMost(h-1, 0)
		pEq := P2d6AtMost(h, 0) - pLess
		return pLess + pEq*sunk(h+1)
	}
	return sunk(c.S.Boat.Hull + 1)
}

// exceedTestDepth is 9.6.4 / 10.3.4: one automatic hull hit, then 2d6 against the number
// of damaged hull boxes: less → the hull collapses; equal → one more hull hit and roll
// again; greater → the −1 applies to this round's detection roll.
func (c *Career) exceedTestDepth() {
	if p := c.S.Patrol; p != nil && !p.JudgementUsed && c.has(AbGoodJudgement) {
		p.JudgementUsed = true // 14.15 #19 (Spanish reading): no automatic hull hit, the roll still made
		c.abilityNote(AbGoodJudgement)
	} else {
		c.addHull(1, "hull")
	}
	for {
		switch c.RollDice("TEST_DEPTH", "", "2d6", nil, c.classifyTestDepth).Key {
		case "collapse":
			c.boatLost(LossTestDepth)
		case "again":
			c.addHull(1, "hull")
		default:
			return
		}
	}
}

func (c *Career) classifyTestDepth(t int) string {
	h := c.S.Boat.Hull
	switch {
	case t < h:
		return "collapse"
	case t == h:
		return "again"
	}
	return "holds"
}

// detectionMods adds the [E2] modifiers of 9.6.3 for the current engagement, except the
// per-roll test-depth and BOLD ones (9.6.4, 9.6.7). noRange drops the range DRMs (the
// 9.4.6 immediate check).
func (c *Career) detectionMods(m *Mods, noRange bool) {
	b := &c.S.Boat
	cr := &c.S.Crew
	m.If(c.kmdtOakLeaves(), -1, "9.6.3 Kommandant with Oak Leaves [D26]")
	m.If(sysBad(b.sysAt(sysFuelTanks)), 1, "10.4.1 fuel tanks damaged")
	m.If(sysBad(b.sysAt(sysDivePlanes)), 1, "9.6.3 dive planes damaged")
	if e := c.S.Engage; e != nil {
		capital := false
		for i := range e.Targets {
			capital = capital || e.Targets[i].Capital
		}
		m.If(capital, 1, "9.6.3 capital ship")
		m.If(e.EscortStatus == "survived_undamaged", 1, "9.10 escort survived undamaged")
		m.If(e.EscortStatus == "damaged_or_sunk", -1, "9.10 escort damaged or sunk")
		m.If(e.G7aByDay, 1, "9.6.3 G7a by day")
		m.If(e.PreviouslyDetected, 1, "9.6.14 previously detected")
		m.If((!noRange && e.Range == "close") || e.DetectedAtClose, 1, "9.6.3 close range")
		m.If(!noRange && (e.Range == "long" || e.Range == RangeExtreme), -1, "9.6.3 long range [A40]") // opt 14.16 [designed]
		m.If(e.Mode == "nsa", 1, "9.6.3 night surface attack")
		m.If(e.FiredBothEnds && e.FirstRound, 1, "9.6.3 bow and stern fired")
		if !sysInop(b.sysAt(sysRadio)) { // [E5] radio Inoperative: no Wolfpack DRM
			m.If(e.WolfpackDRM < 0, e.WolfpackDRM, "7.2.2 wolfpack busy")
			m.If(e.WolfpackDRM > 0, e.WolfpackDRM, "7.2.3 wolfpack focused")
		}
		m.If(e.EscortQuality == Elite, 1, "14.6 elite escorts") // −1 unless opt 14.6 rolled it
		m.If(e.Nibelung, 1, "14.12 Nibelung sonar")
	}
	m.If(c.indianOcean(), -1, "9.6.3 Indian Ocean")
	m.If(b.Alberich, -1, "9.6.8 Alberich")
	m.If(b.Type == "XXI", -2, "9.6.3 Type XXI")
	switch cr.Command {
	case WO1:
		m.If(!cr.M[WO1].Experte, 1, "10.6.3 1WO in command [A41]")
	case WO2:
		m.Add(2, "10.6.3 2WO in command [A41]")
	case LI:
		m.Add(2, "10.6.3 LI in command [A41]")
	}
}

// escortAttackMods adds the [E3] escort-column modifiers of 9.6.10.
func (c *Career) escortAttackMods(m *Mods) {
	b := &c.S.Boat
	m.If(sysBad(b.sysAt(sysFuelTanks)), 1, "10.4.1 fuel tanks damaged")
	m.If(sysBad(b.sysAt(sysHydrophones)), 1, "9.6.10 hydrophones damaged")
	m.If(batteriesOut(b), 1, "10.5 batteries damaged")
	m.If(sysBad(b.sysAt(sysElectric1)), 1, "10.2 electric motor 1 damaged")
	m.If(sysBad(b.sysAt(sysElectric2)), 1, "10.2 electric motor 2 damaged")
	if e := c.S.Engage; e != nil {
		m.If(e.Mode == "nsa" && e.FirstRound, 1, "9.6.10 night surface attack, first round")
		m.If(e.E2was12, 1, "9.6.9 detected on 12+")
	}
}

// hitCount reads a hit-count result key ("1"…"7"); anything else is no hit.
func hitCount(key string) int {
	if len(key) == 1 && key[0] >= '0' && key[0] <= '9' {
		return int(key[0] - '0')
	}
	return 0
}

// depthChargeAttack is C5–C7 (9.6.10–9.6.13): the special-weapon check, the attack, the
// hits on [E4] and the end-of-round additional flooding.
func (c *Career) depthChargeAttack() {
	e := c.S.Engage
	hits := 0
	c.escortQualityDue() // 14.6.1 when the 9.2.2 pre-fire check skipped [E2]
	if c.rollCol(refE3Special, nil).Key == "special" && !c.zoomNoSpecial(true) {
		var m Mods
		m.If(c.S.Date.Year() >= 1945, 1, "9.6.10 [E3b] 1945")
		if c.rollCol(refE3b, &m).Key == "hedgehog" {
			if c.rollCol(refE3c, c.tacShift("hedgehog")).Key == "hit" {
				d := c.rollCol(refE3cDamage, nil)
				if d.Key == "sunk" {
					c.boatLost(LossHedgehog)
					return
				}
				hits = hitCount(d.Key)
			}
		} else {
			d := c.rollCol(refE3d, c.tacShift("squid"))
			if d.Key == "sunk" {
				c.boatLost(LossSquid)
				return
			}
			hits = hitCount(d.Key)
		}
	} else {
		m := new(Mods)
		c.escortAttackMods(m)
		tacEv := c.tac.p != nil && c.tacOn(TacEvasion)
		if tacEv { // tactical-design §1.3 EvasionDRM
			if d, ok := c.tac.p.EvasionDRM(c, c.tacAttack("dc")); ok {
				d = tacClamp(d, -2, 2)
				m.Add(d.V, d.Why)
			}
		}
		evade, dEvade := c.evasiveDue(tacEv), 0
		if evade { // opt 14.8, before the [E3] roll
			dEvade = c.evasiveManoeuvre()
		}
		r := c.rollCol(refE3Escort, m)
		r.Key = c.qualityHits(r.Key, e.EscortQuality, "14.6.3")
		if evade {
			h, sunk := c.evasionHits(r.Key, dEvade)
			if sunk {
				c.boatLost(LossDepthCharges)
				return
			}
			hits = h
		} else {
			if r.Key == "sunk" {
				c.boatLost(LossDepthCharges)
				return
			}
			hits = hitCount(r.Key)
		}
	}
	if hits > 0 {
		// 10.6.1, [A62]: submerged except in the first round of a Night Surface Attack.
		c.resolveHits(hits, SrcEscort, !(e.Mode == "nsa" && e.FirstRound))
	}
}

// escortOnly runs ESCORT_ONLY_DETECTION (13(a) A2.E.6): an escort with no ships to attack
// ([E1] escort, or after aircraft+escort with spotted = the +1 of [A36]). It includes the
// repairs after the encounter (10.8). A holed boat cannot dive and must scuttle (9.4.6,
// 9.8.8.5).
func (c *Career) escortOnly(spotted bool) {
	c.escortOnlyCycle(spotted)
	c.repairs()
}

// escortOnlyCycle runs the escort cycle from C1 on a fresh engagement with no
// attack-related DRMs; spotted sets "previously detected" ([A36], [D29]). The engagement
// in progress, if any, is kept and restored.
func (c *Career) escortOnlyCycle(spotted bool) {
	if c.S.Boat.HullHoled {
		c.scuttle("escort arrives and the holed boat cannot dive (9.4.6, 9.8.8.5)")
		return
	}
	prev := c.S.Engage
	e := c.spareEsc // reuse the memory of the last one (taken while in use: nesting is safe)
	c.spareEsc = nil
	if e == nil {
		e = new(Engagement)
		c.lastEsc = e // free again after Reset even if this career ends inside the cycle
	}
	*e = Engagement{Kind: "escort", Escorted: true, Mode: "submerged", FirstRound: true,
		EscortQuality: QualityNone, PreviouslyDetected: spotted, Targets: e.Targets[:0]}
	c.S.Engage = e
	c.escortCycle(EntryC1)
	c.S.Engage = prev
	c.spareEsc = e
}
