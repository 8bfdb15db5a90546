package engine

import "strings"

// 9.8: aircraft encounters. OWNER: combat helper.
// Procedure: rules-core 13(d) (D0–D6). Decision ids: see escort.go (stay_surfaced).
// RollDice codes: FA330 (8.2.2 who is lost: doctor / 2wo / crew), DIRECTIVE (9.8.9,
// [A53] which boat the aircraft attacks: you / other), FLAK_BOAT (11.4.7 second round:
// attack on 1–3 / strafe).

// Air attack modes (13(d) D0).
const (
	AirNormal  = iota // [E1] aircraft, invasion, mission box, additional round
	AirNoChain        // aircraft + escort: no Flak-miss chain ([A36])
	AirChain          // a new aircraft after a Flak miss: no [A1], no Flak

	airChainNoFollow // internal: the aircraft of an "aircraft + escort" follow-up roll
)

// Aircraft weapons (9.8.8, [A50]).
const (
	weaponNormal = iota
	weaponFido
	weaponTsetse
	weaponRockets
)

// Flak results, ordered from the aircraft's point of view (13(d) D4.b).
const (
	flakMissed = iota
	flakDamaged
	flakShotDown
)

// aircraft runs 13(d): crash dive [A1], weapon, passes with Flak [A2], the follow-up roll
// after a miss, then (D6) the repairs of 10.8 and the holed-hull abort (9.8.8.5). With
// AirNoChain the repairs are left to the escort step that follows (escortOnly or the
// ships' B14). It returns whether the aircraft attacked (the boat was spotted).
func (c *Career) aircraft(mode int) (spotted bool) {
	if c.tac.p != nil { // tactical-design §1.2: an aircraft is an engagement of its own
		c.tac.chosen[TacCrashDive], c.tac.chosen[TacDamageControl] = 0, 0
	}
	spotted = c.airEncounter(mode)
	if mode != AirNoChain {
		c.repairs() // D6
	}
	if c.S.Boat.HullHoled {
		c.mandatoryAbort("hull_holed") // 9.8.8.5
	}
	return spotted
}

// posture returns the defensive posture (8.1); surfaced outside a patrol.
func (c *Career) posture() string {
	if p := c.S.Patrol; p != nil && p.Posture != "" {
		return p.Posture
	}
	return PostureSurfaced
}

// missionActivity reports the 7.4.4 condition: carrying out a special mission in the M/A
// box (or a resupply operation, flagged by the patrol flow).
func (c *Career) missionActivity() bool {
	p := c.S.Patrol
	if p == nil {
		return false
	}
	if p.ResupplyingAtSea { // 14.9 (resupply.go): resupply activity, whatever the mission
		return true
	}
	// 7.4.4 not once the mission has failed (7.4.5); the agent SW/KIA fails it at once (10.6.3).
	if p.MissionFailed || (p.Mission == MissionAbwehr && !c.S.Crew.M[Agent].Able()) {
		return false
	}
	if p.MissionActivity {
		return true
	}
	box := c.curBox()
	return box != nil && box.Mission && (p.Mission == "abwehr" || p.Mission == "minelaying") && !p.MissionAccomplished
}

// flakDirective reports the 9.8.9 period: May–July 1943 in a Bay of Biscay box ([A53]).
func (c *Career) flakDirective() bool {
	if c.S.Date < MonthOf(1943, 5) || c.S.Date > MonthOf(1943, 7) {
		return false
	}
	box := c.curBox()
	return box != nil && box.Key == "bay_of_biscay"
}

// flakBoat reports the Type VIIC Flak (11.4.7).
func (c *Career) flakBoat() bool { return c.S.Boat.Type == "VIIC Flak" }

// flakUp counts the board's flak systems in working order and reports whether any flak
// (including the Extra Flak, 10.11.8) can fire (9.8.4).
func (c *Career) flakUp() (working, out int, canFire bool) {
	b := &c.S.Boat
	for _, f := range c.Board().Flak {
		if f.ID >= len(flakSysKeys) {
			continue
		}
		var s *System
		if f.ID >= 1 && f.ID <= 3 {
			s = b.sysAt(sysFlak1 + f.ID - 1) // flak_1 … flak_3 have slots
		} else {
			s = b.Sys(flakSysKeys[f.ID])
		}
		if s != nil {
			if s.State == SysOK {
				working++
			} else {
				out++
			}
		}
	}
	canFire = working > 0 || (b.ExtraFlak && b.ExtraFlakState == SysOK)
	return
}

// crashDiveMods adds the [A1] modifiers of 9.8.1 (high rolls favour the boat).
func (c *Career) crashDiveMods(m *Mods) {
	b := &c.S.Boat
	cr := &c.S.Crew
	allOut := true
	for g := Crew1; g <= Crew4; g++ {
		allOut = allOut && cr.M[g].Status >= SW
	}
	m.If(allOut, -1, "10.6.3 all crew boxes SW/KIA [D34]")
	m.If(cr.Quality == Green, -1, "9.8.1 green crew")
	m.If(cr.Quality == Elite, 1, "9.8.1 elite crew")
	m.If(c.sysBadAt(sysDivePlanes), -1, "9.8.1 dive planes damaged")
	m.If(!strings.HasPrefix(b.Type, "VII"), -1, "9.8.1 not a Type VII")
	m.If(c.S.Date.Year() >= 1944, -1, "9.8.1 1944-45")
	m.If(c.missionActivity(), -1, "7.4.4 special mission")
	m.If(c.has(AbVigilant), 1, "14.15 Vigilant")
	if z := c.zoom; z != nil { // operational design 6.2.2
		m.If(z.era.A1 != 0, z.era.A1, "design 6.2.2 era: weaker aircraft")
		m.If(z.weather == 990, 1, "design 6.2.2 990 mb")
	}
	naxos := b.Naxos && b.workingAt(sysNaxos)
	if c.posture() == PostureSchnorchel {
		if b.Type == "XXI" && naxos {
			m.Add(3, "8.1.8 Type XXI NAXOS and Schnorchel [D17]")
		} else {
			m.Add(2, "8.1.3 schnorchel") // NAXOS never combines ([A1] note)
		}
	} else {
		m.If(naxos, 1, "8.1.2 NAXOS")
	}
}

// airAttackMods adds the [E3] aircraft-column modifier of 9.8.2: +2 against a boat on or
// near the surface, +1 when schnorchelling; no others.
func (c *Career) airAttackMods(m *Mods) {
	if c.posture() == PostureSchnorchel {
		m.Add(1, "9.8.2 schnorchelling boat")
	} else {
		m.Add(2, "9.8.2 aircraft attack")
	}
}

// flakMods adds the [A2] modifiers of 9.8.5 (low rolls favour the boat).
func (c *Career) flakMods(m *Mods, directive bool) {
	b := &c.S.Boat
	cr := &c.S.Crew
	working, out, canFire := c.flakUp()
	gun := c.Board().FlakA2DRM + out // boards.md 2.3: −1 per system out
	if gun > 0 || working == 0 {
		gun = 0
	}
	m.Add(gun, "9.8.5 flak guns operating")
	m.If(c.flakBoat() && working > 0, -1, "11.4.7 Type VIIC Flak")
	m.If(cr.Quality >= Veteran, -1, "9.8.5 veteran or elite crew")
	m.If(cr.M[WO2].Experte && cr.M[WO2].Able(), -1, "9.8.5 Experte 2WO")
	m.If(c.has(AbFlakExpert) && !(cr.M[WO2].Experte && cr.M[WO2].Able()), -1, "14.15 Flak Expert") // AMBIGUOUS #10: one −1
	m.If(canFire && b.ExtraFlak && b.ExtraFlakState == SysOK, -1, "10.11.8 Extra Flak")
	m.If(directive, -1, "9.8.9 Biscay group")
	m.If(c.S.Patrol != nil && c.S.Patrol.Resupply && c.S.Patrol.MissionActivity, -1, "11.4.10.7 the other boat's flak")
}

// fireFlak rolls [A2] (the Type VIIC Flak twice, 11.4.7) and returns the best result.
func (c *Career) fireFlak(directive bool) int {
	m := new(Mods)
	c.flakMods(m, directive)
	res := flakResult(c.rollCol(refA2, m).Key)
	if c.flakBoat() {
		res = max(res, flakResult(c.rollCol(refA2, m).Key))
	}
	return res
}

func flakResult(key string) int {
	switch key {
	case "shot_down":
		return flakShotDown
	case "damaged":
		return flakDamaged
	}
	return flakMissed
}

func classifyFa330Loss(t int) string {
	switch {
	case t <= 2:
		return "doctor"
	case t <= 4:
		return "2wo"
	}
	return "crew"
}

// fa330CutLoose is 8.2.2 with [A23]: the deployed kite is cut loose and lost for the
// patrol, and one man is lost (treated as KIA): 1–2 Doctor, 3–4 2WO, 5–6 a generic box.
func (c *Career) fa330CutLoose() {
	c.S.Patrol.Fa330 = "lost"
	c.note(TNote, "fa330_lost", "8.2.2 kite cut loose")
	m := -1
	switch c.RollDice("FA330", "", "1d6", nil, classifyFa330Loss).Key {
	case "doctor":
		m = Doctor
	case "2wo":
		m = WO2
	default:
		m = c.genericVictim()
	}
	if m < 0 || c.S.Crew.M[m].Status == KIA || c.S.Crew.M[m].Absent {
		return // [A23] already KIA: no further loss
	}
	c.S.Crew.M[m].Status = KIA
	c.afterWound(m)
	c.emitCrew(m)
}

func classifyDirective(t int) string {
	if t <= 3 {
		return "you"
	}
	return "other"
}

func classifyFlakBoatAttack(t int) string {
	if t <= 3 {
		return "attack"
	}
	return "strafe"
}

// airEncounter is 13(d) D0–D5 (no repairs). It reports whether the aircraft attacked.
func (c *Career) airEncounter(mode int) bool {
	b := &c.S.Boat
	p := c.S.Patrol
	chain := mode == AirChain || mode == airChainNoFollow
	// D0 8.2.2, [A23]: any aircraft encounter while the kite is up.
	if p != nil && p.Fa330 == "deployed" {
		c.fa330CutLoose()
	}
	// A chain aircraft finds the boat submerged: no Flak, no strafing ([A49]); a holed
	// boat cannot dive and fights on the surface at every pass ([A52]).
	submergedChain := chain && !b.HullHoled
	schnorchel := c.posture() == PostureSchnorchel

	// D1 9.8.1 crash dive
	attacks := 1
	if !chain {
		m := new(Mods)
		c.crashDiveMods(m)
		played := false
		if c.tac.p != nil && c.tacOn(TacCrashDive) { // tactical-design §1.3 DiveDRM
			if d, ok := c.tac.p.DiveDRM(c); ok {
				d = tacClamp(d, -2, 1)
				m.Add(d.V, d.Why)
				played = true
			}
		}
		r := c.rollCol(refA1, m)
		if played { // tactical-design §8.1: the scene ends as the roll says
			if o, ok := c.tac.p.(TacticalObserver); ok {
				o.DiveResult(c, r.Key == "crash_dive" && !b.HullHoled)
			}
		}
		switch {
		case r.Key == "two_attacks": // [D28]
			attacks = 2
		case r.Key == "crash_dive" && !b.HullHoled: // [A52] a holed boat cannot dive
			c.note(TNote, "crash_dive", "9.8.1 the aircraft was spotted in time")
			return false
		}
	}
	// 14.7.1 the aircraft's quality, once per aircraft, before its first [E3] roll.
	c.airQuality = QualityNone
	if c.S.Options.Has(OptAircraftQuality) {
		c.airQuality = c.rollQuality("aircraft")
	}
	// D3 9.8.1 / 9.8.8: the special-weapon check, once per aircraft ([A50]).
	weapon := weaponNormal
	if c.rollCol(refE3Special, nil).Key == "special" && !c.zoomNoSpecial(false) {
		switch c.rollCol(refE3a, nil).Key {
		case "fido":
			weapon = weaponFido
		case "tsetse":
			weapon = weaponTsetse
		case "rockets":
			weapon = weaponRockets
		}
	}
	directive := !chain && c.flakDirective()
	flakBoat := !chain && c.flakBoat()

	// D4 passes
	onSurface := b.HullHoled // later passes on the surface (9.8.7, 9.8.8.4)
	stayed := false
	flak := flakMissed
	holedByThis := false
	for pass := 1; ; pass++ {
		// a0 9.8.9 [A53]: which boat the aircraft attacks, before each pass.
		target := true
		if directive {
			target = c.RollDice("DIRECTIVE", "", "1d6", nil, classifyDirective).Key == "you"
		}
		_, _, canFire := c.flakUp()
		flakNow := !submergedChain && !schnorchel && canFire && (pass == 1 || onSurface)
		flooded := false
		if target {
			attack := true
			if pass == 2 && stayed && flakBoat && attacks == 1 { // 11.4.7: strafing, bombs on 1–3
				attack = c.RollDice("FLAK_BOAT", "", "1d6", nil, classifyFlakBoatAttack).Key == "attack"
			}
			w := weapon
			if pass > 1 && w != weaponTsetse { // [A50] FIDO spent; rockets cannot reload
				w = weaponNormal
			}
			if attack {
				var hull bool
				flooded, hull = c.airAttack(w)
				holedByThis = holedByThis || (hull && (w == weaponTsetse || w == weaponRockets))
			}
			// 9.8.2 / 9.8.8.4 / [A48]: the automatic strafing injury.
			auto := !submergedChain && w != weaponFido &&
				((pass == 1 && !schnorchel) || (pass > 1 && onSurface && canFire))
			if auto {
				c.crewInjury(SrcAir, false)
				if c.airQuality == Elite { // 14.7.3 Elite aircraft: two injuries
					c.crewInjury(SrcAir, false)
				}
			}
		}
		// b 9.8.3: Flak, simultaneous with the pass (a boat may down the aircraft that sinks it).
		if flakNow {
			flak = max(flak, c.fireFlak(directive))
		}
		// c 10.1.3, [A59]
		if flooded {
			c.additionalFlooding()
		}
		// d next pass?
		if flak == flakShotDown {
			break
		}
		if b.HullHoled {
			onSurface = true // cannot dive any more (9.8.8.2)
		}
		if pass == 1 && !b.HullHoled && (directive || flakBoat) && (flak == flakMissed || attacks == 2) {
			ctx := "directive"
			if flakBoat {
				ctx = "flak_boat"
			}
			opts := c.opts("yes", "Stay surfaced and fight with Flak", "no", "Dive")
			if c.cfg.Odds {
				opts[0].Odds = c.stayOdds(directive, flakBoat)
			}
			if c.ask(KindStaySurfaced, "Stay surfaced and fire Flak at the aircraft again?", ctx, opts) == "yes" {
				stayed = true
				onSurface = true
			}
		}
		next := false
		switch {
		case pass == 1 && attacks == 2: // [A2] a "Damaged" result does not stop the second attack
			next = true
		case weapon == weaponTsetse && holedByThis && flak == flakMissed && pass < 3: // 9.8.8.2 reload
			next = true
		case pass == 1 && stayed: // 9.8.9 / 11.4.7 the second round on the surface
			next = true
		}
		if !next {
			break
		}
	}

	// D5 9.8.3 follow-up after a Flak miss (or no Flak, 9.8.4, [A20]).
	if flak != flakMissed || mode == AirNoChain || mode == airChainNoFollow {
		return true
	}
	c.airFollowUp(stayed || b.HullHoled)
	return true
}

// airAttack resolves one pass of weapon w on the boat: [E3e] for FIDO (9.8.8.1), else
// [E3] aircraft column. It reports whether flooding and hull results came up.
func (c *Career) airAttack(w int) (flooded, hull bool) {
	if w == weaponFido {
		r := c.rollCol(refE3e, nil)
		if r.Key == "sunk" {
			c.boatLost(LossFido)
			return false, false
		}
		if h := hitCount(r.Key); h > 0 {
			return c.applyHits(h, SrcFido, false)
		}
		return false, false
	}
	var m Mods
	c.airAttackMods(&m)
	r := c.rollCol(refE3Aircraft, &m)
	r.Key = c.qualityHits(r.Key, c.airQuality, "14.7.3")
	if r.Key == "sunk" {
		c.boatLost(LossAirAttack)
		return false, false
	}
	src := SrcAir
	switch w {
	case weaponTsetse:
		src = SrcTsetse
	case weaponRockets:
		src = SrcRockets
	}
	if h := hitCount(r.Key); h > 0 {
		return c.applyHits(h, src, false) // [A62] air attacks always roll severity
	}
	return false, false
}

// stayOdds are the chances shown on "stay surfaced": the Flak results of the next pass
// and the chance the aircraft attacks this boat.
func (c *Career) stayOdds(directive, flakBoat bool) []Odds {
	var m Mods
	c.flakMods(&m, directive)
	sd := c.data.ProbResult("A2", "", &m, "shot_down")
	dm := c.data.ProbResult("A2", "", &m, "damaged")
	if flakBoat { // best of two rolls
		miss := 1 - sd - dm
		sd = 1 - (1-sd)*(1-sd)
		dm = 1 - sd - miss*miss
	}
	attacked := 1.0
	if directive || flakBoat {
		attacked = 0.5
	}
	return []Odds{{Outcome: "shot_down", P: sd}, {Outcome: "damaged", P: dm}, {Outcome: "attacked", P: attacked}}
}

// inGibraltarBox reports the Gibraltar box (its rolls use the additional_round column at
// −3, 7.3.3, 9.8.6).
func (c *Career) inGibraltarBox() bool {
	box := c.curBox()
	return box != nil && box.Column == "additional_round"
}

// airFollowUp is D5: the Additional Combat Round column after a Flak miss (9.8.3): an
// escort (detection with "previously detected", [D29]), a new aircraft (CHAIN), both, or
// nothing. Arrivals count toward 9.4.8 when the chain began with a player's Additional
// Round ([A38]); exempt is a boat that fought on the surface or cannot dive.
func (c *Career) airFollowUp(exempt bool) {
	m := new(Mods)
	m.If(c.inGibraltarBox(), -3, "9.8.6 Gibraltar")
	r := c.rollCol(refE1AdditionalRound, m)
	if e := c.S.Engage; e != nil && e.FromAdditionalRound {
		if r.Key == "none" {
			e.ConsecutiveArrivals = 0
		} else {
			e.ConsecutiveArrivals++
			if e.ConsecutiveArrivals >= 4 && !exempt {
				c.note(TNote, "hunted_to_exhaustion", "9.4.8 batteries and air exhausted")
				c.scuttle("hunted to exhaustion (9.4.8)")
				return
			}
		}
	}
	switch r.Key {
	case "escort":
		c.escortOnlyCycle(true)
	case "aircraft":
		c.airEncounter(AirChain)
	case "aircraft_escort":
		c.airEncounter(airChainNoFollow)
		c.escortOnlyCycle(true)
	}
}
