package engine

import "strings"

// 8.3–8.4, 9.1–9.5, 9.7, 9.10: ship encounters (rules-core 13(b)). OWNER: ships helper.
//
// PLAYER CHOICEs (decision id: option keys) asked here and in sub.go:
//
//	night            try | stay                      8.4.2 switch Day to Night (Odds: night)
//	time_of_day      day | night                     8.4.4, 9.7.5 after following damaged ships
//	attack           attack | decline                8.2.5, 8.3.6, 9.1.2
//	attack_escort    yes | no                        9.10 add the 2,000 t escort as a target
//	attack_mode      submerged | nsa                 9.5.1 escorted targets (B7)
//	                 surfaced | submerged            9.4.2, [A34] unescorted targets (B21)
//	range            close | medium | long           9.1.4 (Odds: hit_<weapon key> per loaded
//	                                                 kind; with escorts escorts_detect and,
//	                                                 by Day, escorts_detect_g7a)
//	end              bow | stern                     9.2.1 which tubes fire
//	second_salvo     yes | no                        9.5.2 NSA second salvo, committed first
//	fire             target_N | hold                 9.2.1 one per loaded tube; context
//	                                                 bow_tube_N / stern_tube_N (Odds: hit, sink)
//	weapon_group     bow | stern | deck_gun | done   9.4.2 next weapon group (unescorted)
//	gun              target_N | hold                 9.3.2 one per ammunition point (≤2 a
//	                                                 round); context gun_N (Odds: hit, sink)
//	additional_round yes | no                        9.4.3 (Odds: the additional_round results)
//	escort_fire      fire | decline                  [A35] fire after escaping the arrival check
//	follow           stop | damaged | undamaged      9.7.1, 9.7.8 (Odds: success)
//	straggler        target_N                        9.7.6 [A45] which straggler to follow
//	reload           g7a | g7e | g7a_fat | …         9.2.10 which counter goes into the empty
//	                                                 tube named by the context
//	sub_attack       attack | return_fire | break_off  9.9.2, 9.9.3 (sub.go)
//	sub_continue     again | break_off               9.9.5 roll initiative again (sub.go)
//
// target_N numbers the targets on the combat mat from 1 (Engagement.Targets[N-1]).
//
// Rolls without a printed table (RollDice codes): DAY column arctic (8.4.5), E2_close
// (9.2.2), FAT (9.2.4 unmodified 2d6: hit on 2–3), FOLLOW columns capital (9.7.4) and
// undamaged (9.7.7), STRAGGLER (9.7.6: escorted 1–5 / unescorted 6), SUB_INIT (9.9.2:
// enemy 1–5 / player), SUB_FIRE columns close/medium/long (9.9.5: hit / miss).

// Ship class keys (log-schema `ship` event).
const (
	ClassSmallFreighter = "small_freighter"
	ClassLargeFreighter = "large_freighter"
	ClassTanker         = "tanker"
	ClassCapital        = "capital_ship"
	ClassEscort         = "escort"
	ClassSubmarine      = "submarine"
)

// Precomputed keys and contexts (no string formatting in the fast path).
var (
	targetKeys = [...]string{"target_1", "target_2", "target_3", "target_4", "target_5", "target_6",
		"target_7", "target_8", "target_9", "target_10", "target_11", "target_12", "target_13", "target_14",
		"target_15", "target_16"}
	bowCtx   = [...]string{"bow_tube_1", "bow_tube_2", "bow_tube_3", "bow_tube_4", "bow_tube_5", "bow_tube_6", "bow_tube_7", "bow_tube_8"}
	sternCtx = [...]string{"stern_tube_1", "stern_tube_2", "stern_tube_3", "stern_tube_4"}
	gunCtx   = [...]string{"gun_1", "gun_2"}
	// firePrompt and reloadPrompt name the tube and the torpedo in words (end 0 bow,
	// 1 stern; tube from 0; kind): "Bow tube 2: target for the steam torpedo (G7a FaT)?".
	firePrompt   [2][len(bowCtx)][numTorp]string
	reloadPrompt [2][len(bowCtx)]string
	torpLabel    [numTorp]string // "Steam torpedo (G7a FaT)": reload options
)

func init() {
	for end, ctx := range [2][]string{bowCtx[:], sternCtx[:]} {
		for i := range ctx {
			name := tubeName(ctx[i])
			reloadPrompt[end][i] = name + ": reload with which torpedo?"
			for k := range numTorp {
				firePrompt[end][i][k] = name + ": target for the " + Torp(k).Words() + "?"
			}
		}
	}
	for k := range torpLabel {
		if w := Torp(k).Words(); w != "" {
			torpLabel[k] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
}

// tubeName turns a tube context ("bow_tube_2") into words ("Bow tube 2").
func tubeName(ctx string) string {
	s := strings.ReplaceAll(ctx, "_", " ")
	return strings.ToUpper(s[:1]) + s[1:]
}

// endIndex is the firePrompt/reloadPrompt index of an end.
func endIndex(bow bool) int {
	if bow {
		return 0
	}
	return 1
}

// Encounter steps of 13(b).
const (
	stepTime       = iota // B2–B3
	stepAttack            // B4–B6
	stepEscorted          // B7–B14
	stepUnescorted        // B20–B24
	stepFollow            // B15
	stepEnd               // B_END
)

// shot is one torpedo committed to a target (9.2.1).
type shot struct {
	bow    bool
	tube   int
	kind   Torp
	target int
	second bool // NSA second salvo (9.5.2)
	tac    int  // 1 + the shot's place in a salvo played by the tactical layer; 0 = the table's
	last   bool // the last shot the engine fires of a played salvo or group (TacTorpedo.Last)
}

// shipEncounter runs 13(b) for an [E1] ship result key (ship, two_ships, tanker,
// ship_escort, two_ships_escort, convoy, capital_ship), including following (9.7) and
// additional combat rounds (9.4.3), and leaves c.S.Engage nil when done.
func (c *Career) shipEncounter(kind string) {
	e := c.newEngage(kind)
	defer func() { c.S.Engage = nil }()
	// B0 8.2.4 escorts by encounter type.
	e.Escorted = kind == "ship_escort" || kind == "two_ships_escort" || kind == "convoy" || kind == "capital_ship"
	// B1 8.3 identify.
	if !c.identifyShips(kind) {
		c.note(TNote, "capital_ship_already_sunk", "8.3.2 [T5] note: no encounter")
		return
	}
	step := stepTime
	for {
		switch step {
		case stepTime:
			step = stepAttack
			if !c.timeOfDay() {
				step = stepEnd
			} else if c.S.Patrol != nil && c.S.Patrol.PeriscopeFailed && e.Escorted && !e.Night {
				c.periscopeLostByDay() // [R2] 4
				step = stepEnd
			}
		case stepAttack:
			step = c.attackOrDecline()
		case stepEscorted:
			step = stepEnd
			if c.escortedAttack() {
				step = stepFollow
			}
		case stepUnescorted:
			step = c.unescortedEngagement()
		case stepFollow:
			step = c.follow()
		case stepEnd:
			// B_END 9.2.10 reload at the end of the encounter.
			c.reloadTubesShips()
			return
		}
	}
}

// periscopeLostByDay is [R2] 4 after a failed repair: a day encounter with escorts takes
// place at Long range and requires an immediate check on [E2] ([designed]: the normal
// escort cycle from C1 at Long range, submerged, as the escorts search; the boat cannot
// attack them by day without a periscope, so escaping ends the encounter, and detection
// brings the depth charges until it escapes).
func (c *Career) periscopeLostByDay() {
	e := &c.shipEng
	e.Range, e.Mode, e.FirstRound = "long", "submerged", true
	c.escortCycle(EntryC1)
	c.repairs()
}

// newEngage resets the reusable engagement and makes it the current one.
func (c *Career) newEngage(kind string) *Engagement {
	ts := c.shipEng.Targets[:0]
	if cap(ts) == 0 {
		ts = make([]Target, 0, 8) // once per career: 4 ships, an escort, FaT hits
	}
	e := &c.shipEng
	*e = Engagement{} // cleared in place (a literal would be built aside and copied)
	if c.tac.p != nil {
		c.tacNewEngagement() // tactical-design §1.2: a new engagement asks again
	}
	e.Kind, e.Targets, e.EscortQuality, e.FirstRound = kind, ts, QualityNone, true
	c.S.Engage = e
	return e
}

// identifyShips runs B1 (8.3): it reports false when a capital ship already sunk in the
// career comes up ([T5] note: no encounter).
func (c *Career) identifyShips(kind string) bool {
	switch kind {
	case "capital_ship":
		r := c.rollCol(refT5, nil)
		for _, n := range c.S.SunkCapitals {
			if n == r.Row.Result {
				return false
			}
		}
		c.addTarget(r.Row, ClassCapital)
	case "tanker":
		c.addTarget(c.rollShipID(refT3), ClassTanker) // 8.3.1 no size roll [D19]
	default:
		n := 1
		switch kind {
		case "two_ships", "two_ships_escort":
			n = 2
		case "convoy":
			n = 4 // 8.2.4
			if c.S.Options.Has(OptReducedConvoy) {
				n = 3 // opt 14.2
			}
		}
		for i := 0; i < n; i++ {
			if c.zoom != nil && c.zoom.special && kind == "convoy" { // operational design 6.2.2: all from [T2]
				c.addTarget(c.rollCol(refT2, nil).Row, ClassLargeFreighter)
				continue
			}
			c.randomShip()
		}
	}
	return true
}

// randomShip rolls one ship's size (8.3.1) and ID (8.3.2) and adds it; it returns its index.
func (c *Career) randomShip() int {
	switch c.rollCol(refSize, nil).Key {
	case "small_freighter":
		return c.addTarget(c.rollShipID(refT1), ClassSmallFreighter)
	case "large_freighter":
		return c.addTarget(c.rollShipID(refT2), ClassLargeFreighter)
	default:
		return c.addTarget(c.rollShipID(refT3), ClassTanker)
	}
}

// capacityOf returns the damage points to sink a ship of tons (8.3.5, [D23] ≤1,000 t = 1).
func capacityOf(tons int) int {
	switch {
	case tons <= 1000:
		return 1
	case tons <= 5000:
		return 2
	case tons < 10000:
		return 3
	}
	return 4
}

// addTarget puts a ship from a target-list row on the mat (9.1.1), records its tonnage on
// the patrol log (8.3.4) and emits the ship event.
func (c *Career) addTarget(row *Row, class string) int {
	t := Target{Name: row.Result, Tons: row.Tons, Class: class, Capacity: capacityOf(row.Tons)}
	if c.S.Options.Has(OptStandardTonnage) { // opt 14.1.1; capital ships keep [T5] (14.1.2)
		if tons := standardTons(class); tons > 0 {
			t.Tons, t.Capacity = tons, capacityOf(tons)
		}
	}
	if class == ClassCapital {
		t.Capital, t.Fast, t.Capacity = true, row.Fast, row.Hits // [T5] hits, '*' fast [D20]
		t.Carrier = row.Class == "CV" || row.Class == "CVE"      // opt 14.15 #5 (Italian "VC")
	}
	return c.putTarget(t)
}

// putTarget appends t to the engagement, records it and emits the ship event.
func (c *Career) putTarget(t Target) int {
	e := &c.shipEng
	e.Targets = append(e.Targets, t)
	if p := c.S.Patrol; p != nil {
		p.Targets = append(p.Targets, t.Tons) // 8.3.4
		if c.S.Options.Has(OptHistoricalTarget) {
			p.TargetNames = append(p.TargetNames, t.Name) // opt 14.3.1
		}
	}
	if c.sink != nil {
		c.emit(&ShipEvent{Header: Header{T: TShip}, Name: t.Name, Tons: t.Tons, Class: t.Class, DamageToSink: t.Capacity})
	}
	return len(e.Targets) - 1
}

// ── time of day (8.4) ──

// arcticDay returns the highest Day face of the Arctic calendar for the patrol month
// (8.4.5, [A26]: every encounter of an Arctic patrol, the month on the log row), or 3 (the
// standard 1–3 Day) elsewhere.
func (c *Career) arcticPatrol() bool { return c.S.Patrol != nil && c.S.Patrol.Area == "arctic" }

// arcticDayMax is the 8.4.5 calendar (data/lists.yaml arctic_day_max): the highest 1d6
// face that is Day in the patrol month (0 = always Night, 6 = always Day).
func (c *Career) arcticDayMax() int { return c.data.Lists.ArcticDayMax[c.S.Date.Mon()] }

func (c *Career) nightPossible() bool {
	return !c.arcticPatrol() || c.arcticDayMax() < 6 // [A25]
}

func (c *Career) dayPossible() bool {
	return !c.arcticPatrol() || c.arcticDayMax() > 0
}

// timeOfDay runs B2–B3: the Day/Night roll (8.4.1, 8.4.5) and the PLAYER CHOICE to try to
// switch to Night (8.4.2). It reports false when contact is lost.
func (c *Career) timeOfDay() bool {
	e := &c.shipEng
	if c.arcticPatrol() {
		e.Night = c.RollDice("DAY", "arctic", "1d6", nil, dayUpTo[min(max(c.arcticDayMax(), 0), 6)]).Key == "night"
	} else {
		e.Night = c.rollCol(refDayStandard, nil).Key == "night"
	}
	// B3: not for an undamaged capital ship (8.4.2), nor where the calendar has no Night
	// ([A25]); an aborting boat must decline anyway (10.9.4), so it is not asked.
	if e.Night || !c.nightPossible() || c.aborting() {
		return true
	}
	for i := range e.Targets {
		if e.Targets[i].Capital && e.Targets[i].Damage == 0 {
			return true
		}
	}
	m := new(Mods)
	m.If(c.S.Boat.Balkon, -1, "8.4.2 Balkon-Gerät")
	opts := c.fixed(optsNight)
	if c.cfg.Odds {
		opts[0].Odds = c.data.ResultOdds("NIGHT", "", m)
		if c.has(AbTracker) {
			opts[0].Odds = []Odds{{Outcome: "night", P: 1}}
		}
	}
	if c.ask(KindNight, "Day: try to switch to Night (contact may be lost)?", "", opts) != "try" {
		return true
	}
	if c.rollCol(refNight, m).Key == "night" {
		e.Night = true
		return true
	}
	if c.has(AbTracker) { // 14.15 #2: the contact-lost result is a success
		c.abilityNote(AbTracker)
		e.Night = true
		return true
	}
	c.note(TNote, "contact_lost", "8.4.2 contact lost switching to Night")
	return false
}

// dayUpTo[n] reads a 1d6 face as Day up to n, Night above (the 8.4.5 calendar).
var dayUpTo = func() (f [7]func(int) string) {
	for n := range f {
		f[n] = func(t int) string {
			if t <= n {
				return "day"
			}
			return "night"
		}
	}
	return
}()

// chooseTimeOfDay is the PLAYER CHOICE of 8.4.4 / 9.7.5 after following damaged ships.
// A capital ship cannot be followed into the Night (9.7.4), and the Arctic calendar limits
// what the month allows ([A25]).
func (c *Career) chooseTimeOfDay() {
	e := &c.shipEng
	capital := false
	for i := range e.Targets {
		capital = capital || e.Targets[i].Capital
	}
	c.optBuf = c.optBuf[:0]
	if c.dayPossible() || (capital && !e.Night) {
		c.optBuf = append(c.optBuf, Choice{Key: "day", Label: "Day"})
	}
	if c.nightPossible() && (!capital || e.Night) {
		c.optBuf = append(c.optBuf, Choice{Key: "night", Label: "Night"})
	}
	e.Night = c.ask(KindTimeOfDay, "Following damaged ships: attack by Day or by Night?", "", c.optBuf) == "night"
}

// ── B4–B5 ──

func (c *Career) aborting() bool { return c.S.Patrol != nil && c.S.Patrol.Aborting }

// attackOrDecline runs B4–B6 and returns the next step.
func (c *Career) attackOrDecline() int {
	e := &c.shipEng
	// 10.9.4 [A66] an aborting boat declines; a boat with no usable weapon cannot attack.
	if c.aborting() || !c.canAttack() {
		return stepEnd
	}
	attack := c.fixed(optsAttack)
	if c.has(AbAggressive) { // 14.15 #6: must always attack a ship contact if possible
		attack = attack[:1]
	}
	if c.ask(KindAttack, "Attack the ships or let them pass (not detected)?", e.Kind, attack) != "attack" {
		if p := c.S.Patrol; p != nil && p.Mission == "invasion" {
			p.InvasionRefusal = true // 7.4.3 [A17] a voluntary refusal
		}
		return stepEnd
	}
	// B5 9.1.7, 7.2.2–7.2.3 wolfpack status; not with an inoperative radio [D11].
	e.WolfpackDRM = 0
	if c.pack.round > 0 && e.Kind == "convoy" { // 13.5.4 the pack's pick replaces 7.2.2
		if drm := c.packRoundDRM(); !c.sysInopAt(sysRadio) { // [D11]
			e.WolfpackDRM = drm
		}
	} else if c.zoom != nil && c.zoom.packBusy > 0 && e.Kind == "convoy" && !c.sysInopAt(sysRadio) {
		e.WolfpackDRM = c.zoomPackStatus() // BdU convoy-battle zoom (design 6.2.2, zoom.go)
	} else if e.Escorted && e.Kind == "convoy" && c.S.Patrol != nil && c.S.Patrol.Wolfpack && !c.sysInopAt(sysRadio) {
		if c.rollCol(refWolfpack, nil).Key == "focused" {
			e.WolfpackDRM = 1
		} else {
			e.WolfpackDRM = -1
		}
	}
	// B5 9.10 PLAYER CHOICE: add the escort as a target (not if a damaged one is there).
	if e.Escorted {
		have := false
		for i := range e.Targets {
			have = have || (e.Targets[i].Escort && !e.Targets[i].Sunk)
		}
		if !have && c.ask(KindAttackEscort, "Add an escort (2,000 t, +2 to hit) as a target?", "",
			c.fixed(optsAttackEscort)) == "yes" {
			c.putTarget(Target{Name: EscortName, Tons: 2000, Class: ClassEscort, Capacity: capacityOf(2000), Escort: true})
		}
		return stepEscorted
	}
	return stepUnescorted
}

// refusedByChoice records 7.4.3 [A17] on an Invasion patrol: the player answered "attack"
// and then, able to fire, fired nothing at the ships; that counts as declining.
func (c *Career) refusedByChoice() {
	if p := c.S.Patrol; p != nil && p.Mission == MissionInvasion {
		p.InvasionRefusal = true
	}
}

// canAttack reports whether the boat has any usable weapon for this engagement.
func (c *Career) canAttack() bool {
	if c.tubesReady() {
		return true
	}
	return !c.shipEng.Escorted && c.gunUsable()
}

// sysUsableAt reports whether the system of slot k is absent (nothing to fail) or OK.
func (c *Career) sysUsableAt(k int) bool {
	s := c.S.Boat.sysAt(k)
	return s == nil || s.State == SysOK
}

// tubeReady reports whether one end has a loaded tube that can fire a torpedo (9.2.1:
// its door works).
func (c *Career) tubeReady(bow bool) bool {
	tubes := c.S.Boat.SternTubes
	if bow {
		tubes = c.S.Boat.BowTubes
	}
	for i, k := range tubes {
		if k != TorpNone && k != Mine && c.doorWorks(bow, i) {
			return true
		}
	}
	return false
}

// tubesReady reports whether either end can fire a torpedo (tubeReady).
func (c *Career) tubesReady() bool { return c.tubeReady(true) || c.tubeReady(false) }

// gunUsable: 9.3.1 the gun is present, not Damaged/Inoperative, and has ammunition.
func (c *Career) gunUsable() bool {
	b := &c.S.Boat
	return b.DeckGun && b.Ammo > 0 && c.sysUsableAt(sysDeckGun)
}

func (c *Career) periscopeWorks() bool { // [A34], [E5]; [R2] 4 for the rest of the patrol
	return c.sysUsableAt(sysPeriscope) && (c.S.Patrol == nil || !c.S.Patrol.PeriscopeFailed)
}

// liveTargets counts the targets still afloat and present.
func (c *Career) liveTargets() int {
	n := 0
	for i := range c.shipEng.Targets {
		if t := &c.shipEng.Targets[i]; !t.Sunk && !t.Gone {
			n++
		}
	}
	return n
}

// ── B7–B14 escorted engagement ──

// escortedAttack runs B7–B14. It reports false when the player fired nothing (the
// encounter ends undetected, 9.1.2 / 9.7.10) and true after combat (go to B15).
func (c *Career) escortedAttack() bool {
	e := &c.shipEng
	e.Round++
	if !c.tubesReady() {
		return false
	}
	c.askNibelung(e) // opt 14.12
	// B7 attack mode: submerged (needs the periscope, or opt 14.12 the Nibelung sonar) or
	// NSA (Night only, 9.5.1).
	c.optBuf = c.optBuf[:0]
	if c.attackSensorWorks() {
		c.optBuf = append(c.optBuf, Choice{Key: "submerged", Label: "Submerged attack"})
	}
	if e.Night {
		c.optBuf = append(c.optBuf, Choice{Key: "nsa", Label: "Night Surface Attack"})
	}
	if len(c.optBuf) == 0 {
		return false
	}
	if c.cfg.Odds {
		c.attackModeOdds(e)
	}
	e.Mode = c.ask(KindAttackMode, "How to attack the escorted ships?", "", c.optBuf)
	var buf [16]shot
	var shots []shot
	played := false
	if c.tac.p != nil && c.tacOn(TacAttack) { // tactical-design §1.3 Bracket, Salvo
		shots, played = c.tacticalAttack(e, buf[:0])
		c.tac.attacked = played
	}
	if !played {
		e.Range = c.chooseRange(true, true) // 9.2.2 pre-fire check at Close
		// B8 9.2.1 one end; NSA may commit a second salvo from the other end (9.5.2, [A39]).
		bow := c.chooseEnd()
		second := e.Mode == "nsa" && c.endCanFire(!bow) &&
			c.ask(KindSecondSalvo, secondSalvoPrompt[min(c.kcGrade(), 1)], "", c.fixed(optsSecondSalvo)) == "yes"
		shots = c.allocate(bow, false, buf[:0])
		if second {
			shots = c.allocate(!bow, true, shots)
		}
	}
	if len(shots) == 0 {
		c.refusedByChoice() // 7.4.3 every tube on hold
		return false        // 9.1.2 not attacking ends the encounter, undetected
	}
	// B9 9.2.2 pre-fire check at Close range.
	if e.Range == "close" {
		var m Mods
		m.If(c.preFireMod() != 0, c.preFireMod(), "9.2.2 Oak Leaves")
		r := c.RollDice("E2_close", "", "2d6", &m, c.classifyPreFire())
		if r.Key != "undetected" {
			// detected: the torpedoes stay in their tubes; depth charges at once.
			e.DetectedAtClose = true
			e.PreviouslyDetected = true
			e.E2was12 = r.Key == "detected_plus" // [A27]
			e.FirstRound = true
			c.escortCycle(EntryC5)
			c.S.Engage = e
			c.repairs() // B14
			return true
		}
	}
	// B10 fire.
	c.fireShots(shots)
	if e.Range == RangeExtreme { // opt 14.16: the detection roll replaces this round's [E2]
		e.FirstRound = true
		c.S.Engage = e
		if !c.extremeDetection(e.FiredBothEnds) {
			c.note(TNote, "escaped", "14.16 not detected")
		} else {
			e.PreviouslyDetected = true
			c.escortCycle(EntryC5)
			c.S.Engage = e
		}
		c.repairs() // B14 10.8
		return true
	}
	// B11 post-fire detection.
	e.FirstRound = true
	c.escortCycle(EntryC1)
	c.S.Engage = e
	c.repairs() // B14 10.8
	return true
}

// classifyE2Close reads the 9.2.2 pre-fire check: detected on 7+ ([A28]); 12+ as [E2]'s
// 12 ([A27]).
func classifyE2Close(t int) string {
	switch {
	case t >= 12:
		return "detected_plus"
	case t >= 7:
		return "detected"
	}
	return "undetected"
}

// classifyPreFire is the classifier of the 9.2.2 pre-fire check: classifyE2Close, or
// for a Bold Kommandant (opt 14.15 #7, AMBIGUOUS reading) detected only on 12.
func (c *Career) classifyPreFire() func(int) string {
	if c.has(AbBold) {
		return classifyE2CloseBold
	}
	return classifyE2Close
}

// classifyE2CloseBold is the Bold Kommandant's pre-fire check (14.15 #7): 12+ only.
func classifyE2CloseBold(t int) string {
	if t >= 12 {
		return "detected_plus"
	}
	return "undetected"
}

// fireShots resolves committed torpedoes in order (B10) and sets the engagement flags
// (G7a by day, both ends, escort status).
func (c *Career) fireShots(shots []shot) {
	e := &c.shipEng
	escortTargeted := false
	for _, s := range shots {
		if s.second {
			e.FiredBothEnds = true // 9.2.1, 9.5.2 (no effect without escorts, 9.4.2)
		}
		escortTargeted = escortTargeted || e.Targets[s.target].Escort
		c.fireTorpedo(s)
	}
	// 9.10 an escort that was shot at and took no damage: +1 on later [E2].
	if escortTargeted && e.EscortStatus == "" {
		e.EscortStatus = "survived_undamaged"
	}
}

// fireTorpedo resolves one torpedo (9.2.3–9.2.8).
func (c *Career) fireTorpedo(s shot) {
	e := &c.shipEng
	if s.tac > 0 { // tactical-design §8.1: the scene is told the outcome
		if report := c.tacWatch(s); report != nil {
			defer report()
		}
	}
	if s.bow {
		c.S.Boat.BowTubes[s.tube] = TorpNone
	} else {
		c.S.Boat.SternTubes[s.tube] = TorpNone
	}
	if s.kind.Steam() && !e.Night {
		e.G7aByDay = true // [E2] G7a by Day
	}
	t := &e.Targets[s.target]
	if t.Sunk || t.Gone {
		// 9.4.2 committed shots are spent even when the target has already sunk.
		c.torpedoEvent(s.kind.Key(), t.Name, "miss")
		return
	}
	if e.Range == RangeExtreme { // opt 14.16: natural 2–3, never modified; no 9.2.4 reroll
		if c.rollExtremeHit() {
			c.torpedoHit(s.kind, s.target)
			return
		}
		c.torpedoEvent(s.kind.Key(), t.Name, "miss")
		return
	}
	m := new(Mods)
	c.u1Mods(m, s.kind, t, e.Range, s.second)
	if s.tac > 0 && c.tacSolution(s, m, e.Range) { // tactical-design §2.8 off target: no [U1] roll
		c.torpedoEvent(s.kind.Key(), t.Name, "miss")
		return
	}
	if c.rollU1(e.Range, m) == "hit" {
		c.torpedoHit(s.kind, s.target)
		return
	}
	c.torpedoEvent(s.kind.Key(), t.Name, "miss")
	// 9.2.4 FaT pattern in a convoy: 2d6 unmodified 2–3 hits a new ship ([A31]).
	if s.kind.FaT() && e.Kind == "convoy" && !t.Escort {
		if c.RollDice("FAT", "", "2d6", nil, classifyFaT).Key == "hit" {
			i := c.randomShip()
			c.torpedoHit(s.kind, i)
		}
	}
}

func classifyFaT(t int) string {
	if t <= 3 {
		return "hit"
	}
	return "miss"
}

// torpedoHit rolls the dud check (9.2.6) and the damage (9.2.7) of a torpedo that hit.
func (c *Career) torpedoHit(kind Torp, ti int) {
	var m *Mods // a Mods only when there is a modifier (no clear of an empty one)
	if c.S.Boat.SuperiorTorpedoes {
		m = new(Mods)
		m.Add(1, "12.1.3 superior torpedoes")
	}
	if c.zoom != nil && c.zoom.era.EarlyTorpedoes { // operational design 6.2.2: duds on 1–2
		if m == nil {
			m = new(Mods)
		}
		m.Add(-1, "design 6.2.2 torpedo value -1")
	}
	name := c.shipEng.Targets[ti].Name
	if c.rollCol(refDud, m).Key == "dud" {
		c.torpedoEvent(kind.Key(), name, "dud")
		return
	}
	c.torpedoEvent(kind.Key(), name, "hit")
	t := &c.shipEng.Targets[ti]
	if t.Class == ClassSubmarine {
		c.damageTarget(ti, t.Capacity) // 9.9.4 any non-dud hit sinks it, no [U3] roll
		return
	}
	r := c.rollCol(refU3Torpedo, nil) // [M05] 1d6
	c.damageTarget(ti, int(r.Key[0]-'0'))
}

// damageTarget applies damage points (9.2.7): sunk at capacity (excess lost), else damaged.
func (c *Career) damageTarget(ti, pts int) {
	e := &c.shipEng
	t := &e.Targets[ti]
	if pts <= 0 || t.Sunk {
		return
	}
	first := t.Damage == 0
	t.Damage += pts
	if t.Escort {
		e.EscortStatus = "damaged_or_sunk" // 9.10 −1 on later [E2]
	}
	p := c.S.Patrol
	if t.Damage >= t.Capacity {
		t.Damage = t.Capacity
		c.creditSunk(t) // 9.2.8 circled on the log
		if p != nil && !first {
			for i, n := range p.Damaged {
				if n == t.Name {
					p.Damaged = append(p.Damaged[:i], p.Damaged[i+1:]...)
					break
				}
			}
		}
		return
	}
	if p != nil && first {
		p.Damaged = append(p.Damaged, t.Name) // 9.2.8 ticked on the log
	}
	if c.sink != nil {
		c.emit(&ShipDamageEvent{Header: Header{T: TShipDamaged}, Name: t.Name, Tons: t.Tons, Damage: t.Damage})
	}
}

func (c *Career) torpedoEvent(weapon, target, outcome string) {
	if c.tac.watch {
		c.tacOutcome(outcome)
	}
	if c.sink != nil {
		c.emit(&TorpedoEvent{Header: Header{T: TTorpedo}, Weapon: weapon, Target: target, Outcome: outcome})
	}
}

// rollU1 is the [U1] to-hit roll at a range (9.2.3, 9.3.3), its result key: the column's
// handle, as Roll("U1", rng, m) (which any other range goes through).
func (c *Career) rollU1(rng string, m *Mods) string {
	var h *colRef
	switch rng {
	case "close":
		h = refU1Close
	case "medium":
		h = refU1Medium
	case "long":
		h = refU1Long
	default:
		return c.Roll("U1", rng, m).Key
	}
	return c.rollCol(h, m).Key
}

// rangeNumber is the [U1] hit number of a range (9.2.3).
func rangeNumber(rng string) int {
	switch rng {
	case "close":
		return 8
	case "medium":
		return 7
	}
	return 6
}

// guidedMinimum is 9.2.5's minimum to-hit number.
func guidedMinimum(k Torp) int {
	switch k {
	case Falke:
		return 5
	case Zaunkoenig:
		return 6
	case Zaunkoenig2:
		return 7
	}
	return 0
}

// kcGrade returns the Kommandant's Knight's Cross grade (State.KC) while he commands
// (11.3.6: none of the benefits while he is SW and another officer commands).
func (c *Career) kcGrade() int { return c.S.KCGrade() }

// u1Mods adds the [U1] DRMs of one shot (9.2.3, 9.3.3). kind TorpNone is a deck-gun
// point; t may be nil (the range odds); second marks an NSA second-salvo torpedo.
func (c *Career) u1Mods(m *Mods, kind Torp, t *Target, rng string, second bool) {
	e := &c.shipEng
	cr := &c.S.Crew
	if kind != TorpNone {
		surf := e.Mode == "surfaced" || e.Mode == "nsa"
		kc := c.kcGrade() >= 1
		m.If(surf, -1, "9.2.3 UZO surfaced attack [A29]")
		m.If(kc, -1, "11.3.6 Knight's Cross")
		m.If(surf && cr.M[WO1].Experte && cr.M[WO1].Able(), -1, "11.1 Experte 1WO surfaced")
		m.If(second && !kc, 1, "9.5.2 second salvo")
		m.If(second && !kc && c.has(AbSkilful), -1, "14.15 Skilful") // AMBIGUOUS #8: cancels 9.5.2's +1
		m.If(c.has(AbExpertShot), -1, "14.13 Expert Shot")
		m.If(e.Kind == EncConvoy && c.has(AbConvoyKiller), -1, "14.15 Convoy Killer")
		if kind == G7eFaT {
			m.If(rng == "medium", 1, "[U1] G7e FaT medium range")
			m.If(rng == "long", 2, "[U1] G7e FaT long range")
		}
		if t != nil {
			m.If(t.Fast, 1, "8.3.2 fast target")
			m.If(t.Class == ClassSubmarine, 1, "9.9.3 enemy submarine")
			m.If(t.Escort, 2, "9.10 attack on escort [D32]")
			m.If(t.Capital && c.has(AbCapitalKiller), -1, "14.15 Capital Ship Killer")
			m.If(t.Carrier && c.has(AbCarrierKiller), -1, "14.15 Carrier Killer")
			m.If(t.Class == ClassTanker && c.has(AbTankerKiller), -1, "14.15 Tanker Killer")
		}
		m.If(c.nibelungWorks() && guidedMinimum(kind) > 0, -1, "14.12 Nibelung sonar")
	} else {
		m.If(cr.M[WO2].Experte && cr.M[WO2].Able(), -1, "11.1 Experte 2WO deck gun")
		m.If(c.has(AbDeckGunExpert), -1, "14.15 Deck Gun Expert")
	}
	m.If(cr.Quality == Green, 1, "[U1] green crew")
	m.If(kind != TorpNone && c.zoom != nil && c.zoom.era.EarlyTorpedoes, 1, "design 6.2.2 torpedo value -1")
	switch cr.Command {
	case WO1:
		m.If(!cr.M[WO1].Experte, 1, "10.6.3 1WO in command")
	case WO2, LI:
		m.Add(2, "10.6.3 2WO in command [A30]")
	}
	// 9.2.5 guided minimum: the unmodified roll needed is never below the minimum, so the
	// net DRM is capped at range number − minimum.
	if gm := guidedMinimum(kind); gm > 0 {
		if lim, s := rangeNumber(rng)-gm, m.Sum(); s > lim {
			m.Add(lim-s, "9.2.5 guided minimum")
		}
	}
}

// shotOdds returns the hit and sink chances of one shot at target ti.
func (c *Career) shotOdds(kind Torp, ti int, rng string, second bool) []Odds {
	t := &c.shipEng.Targets[ti]
	var m Mods
	c.u1Mods(&m, kind, t, rng, second)
	hit := P2d6AtMost(rangeNumber(rng), m.Sum())
	if rng == RangeExtreme { // opt 14.16
		hit = c.extremeHitP(kind)
	}
	need := t.Capacity - t.Damage
	var sink float64
	if kind == TorpNone {
		var dm Mods
		dm.If(c.gun105(), -1, "[U3] 105 mm")
		sink = hit * c.damageAtLeast("deck_gun", &dm, need)
	} else {
		ok := 5.0 / 6
		if c.S.Boat.SuperiorTorpedoes {
			ok = 1
		}
		if t.Class == ClassSubmarine {
			sink = hit * ok
		} else {
			sink = hit * ok * c.damageAtLeast("torpedo", nil, need)
		}
	}
	return []Odds{{Outcome: "hit", P: hit}, {Outcome: "sink", P: sink}}
}

// damageAtLeast is P([U3] column gives ≥ need points).
func (c *Career) damageAtLeast(col string, m *Mods, need int) float64 {
	p := 0.0
	for _, o := range c.data.ResultOdds("U3", col, m) {
		if int(o.Outcome[0]-'0') >= need {
			p += o.P
		}
	}
	return p
}

func (c *Career) gun105() bool { return c.Board().GunCalibre == "10.5 cm" } // [U3] −1

// chooseRange is the PLAYER CHOICE of 9.1.4. With odds, each option shows the hit chance
// of every loaded torpedo kind (outcome hit_<weapon key>, 9.2.3: the [U1] DRMs that do not
// depend on the target) and, against escorted ships, the chance that the escorts detect
// the boat after the salvo from that range (escorts_detect: detectAfterSalvo, the same
// [E2] modifiers the roll will use, 9.6.3; with preFire the 9.2.2 pre-fire check at
// Close range comes first). By Day with only steam torpedoes ready, the salvo counts +1
// G7a by day (9.6.3); with steam and other kinds ready, escorts_detect is the chance
// without a steam torpedo fired and escorts_detect_g7a the chance with one (which
// torpedoes fire is chosen after the range).
func (c *Career) chooseRange(torpedoes, preFire bool) string {
	opts := optsRange
	if torpedoes && c.extremeAllowed(preFire) { // opt 14.16
		opts = optsRangeExtreme
	}
	opts = c.fixed(opts)
	if p := c.S.Patrol; p != nil && p.PeriscopeFailed && !c.shipEng.Night {
		opts = c.opts("long", "Long") // [R2] 4: by day at Long range only
	}
	if c.cfg.Odds && torpedoes {
		e := &c.shipEng
		for i := range opts {
			rng := opts[i].Key
			var seen [numTorp]bool
			if rng == RangeExtreme { // opt 14.16: FaT only, unmodified 2–3; detection 11–12
				for pass := 0; pass < 2; pass++ {
					tubes := c.S.Boat.BowTubes
					if pass == 1 {
						tubes = c.S.Boat.SternTubes
					}
					for j, k := range tubes {
						if k.FaT() && !seen[k] && c.doorWorks(pass == 0, j) {
							seen[k] = true
							opts[i].Odds = append(opts[i].Odds, Odds{Outcome: hitOutcome[k], P: c.extremeHitP(k)})
						}
					}
				}
				opts[i].Odds = append(opts[i].Odds, Odds{Outcome: OutcomeEscortsDetect, P: c.extremeDetectP(false)})
				continue
			}

			for pass := 0; pass < 2; pass++ {
				tubes := c.S.Boat.BowTubes
				if pass == 1 {
					tubes = c.S.Boat.SternTubes
				}
				for j, k := range tubes {
					if k == TorpNone || k == Mine || seen[k] || !c.doorWorks(pass == 0, j) {
						continue
					}
					seen[k] = true
					var m Mods
					c.u1Mods(&m, k, nil, rng, false)
					opts[i].Odds = append(opts[i].Odds, Odds{Outcome: hitOutcome[k], P: P2d6AtMost(rangeNumber(rng), m.Sum())})
				}
			}
			if e.Escorted {
				steam, other := c.readyKinds()
				wake := steam && !other && !e.Night // 9.6.3 whatever fires is a G7a
				opts[i].Odds = append(opts[i].Odds, Odds{Outcome: OutcomeEscortsDetect,
					P: c.detectAfterSalvo(e, e.Mode, rng, preFire, wake)})
				if steam && other && !e.Night && !e.G7aByDay {
					opts[i].Odds = append(opts[i].Odds, Odds{Outcome: OutcomeEscortsDetectG7a,
						P: c.detectAfterSalvo(e, e.Mode, rng, preFire, true)})
				}
			}
		}
	}
	c.askDefault, c.tac.defRange = c.tac.defRange, "" // tactical-design §8.3 (tacticalAttack)
	r := c.ask(KindRange, "Attack range?", "", opts)
	c.shipEng.Range = r
	return r
}

// chooseEnd asks which end fires (9.2.1) among the ends with a usable torpedo.
func (c *Career) chooseEnd() bool {
	c.optBuf = c.optBuf[:0]
	if c.endCanFire(true) {
		c.optBuf = append(c.optBuf, Choice{Key: "bow", Label: "Bow tubes"})
	}
	if c.endCanFire(false) {
		c.optBuf = append(c.optBuf, Choice{Key: "stern", Label: "Stern tubes"})
	}
	return c.ask(KindEnd, "Fire from which end?", "", c.optBuf) == "bow"
}

// allocate asks, for each loaded usable tube of one end, which target its torpedo is
// committed to (9.2.1: all before the first roll), and appends the shots. second is the
// NSA second salvo from the other end (9.5.2), allocated right after the first salvo.
func (c *Career) allocate(bow, second bool, shots []shot) []shot {
	tubes, ctx := c.S.Boat.SternTubes, sternCtx[:]
	if bow {
		tubes, ctx = c.S.Boat.BowTubes, bowCtx[:]
	}
	// The options without odds are the same for every tube: nothing is rolled before the
	// last tube is allocated (9.2.1), and without odds nothing writes to them (decision.go,
	// fixed).
	built := false
	c.salvoNow = c.salvoOf(bow, second) // (cleared below; a career ended meanwhile is Reset)
	for i, k := range tubes {
		if k == TorpNone || k == Mine || !c.doorWorks(bow, i) || i >= len(ctx) {
			continue
		}
		if c.shipEng.Range == RangeExtreme && !k.FaT() {
			continue // opt 14.16: FaT torpedoes only
		}
		if !built || c.cfg.Odds { // odds are those of this tube's torpedo
			c.targetOptions(k, second)
			built = true
		}
		key := c.ask(KindFire, firePrompt[endIndex(bow)][i][k], ctx[i], c.optBuf)
		if key == "hold" {
			continue
		}
		shots = append(shots, shot{bow: bow, tube: i, kind: k, target: targetIndex(key), second: second})
	}
	c.salvoNow = nil
	return shots
}

// targetIndex maps target_N to N−1 (a key the decision offered: TargetOption).
func targetIndex(key string) int {
	i, _ := TargetOption(key)
	return i
}

// ── B20–B24 unescorted engagement (9.4) ──

// unescortedEngagement runs B20–B24 and returns the next step.
func (c *Career) unescortedEngagement() int {
	e := &c.shipEng
	e.Round = 0
	e.ConsecutiveArrivals = 0
	e.FoughtSurfaced = false
	for {
		e.Round++
		e.FirstRound = e.Round == 1
		if c.unescortedRound() == 0 {
			if e.Round == 1 && (c.tubesReady() || c.gunUsable()) {
				c.refusedByChoice() // 7.4.3 able to fire, ceased fire at once
			}
			return stepEnd // 9.1.2 nothing fired: the encounter ends
		}
		// B23
		if c.liveTargets() == 0 {
			return stepEnd
		}
		// B24 9.4.3–9.4.7
		if !c.additionalRoundAllowed() {
			return stepEnd
		}
		var m Mods
		c.additionalRoundMods(&m)
		opts := c.opts("no", "Let the ships go", "yes", "Additional combat round")
		if c.cfg.Odds {
			opts[1].Odds = c.data.ResultOdds("E1", "additional_round", &m)
		}
		if !e.Escorted && c.has(AbAggressive) { // 14.15 #6: must always start one against unescorted targets
			opts = opts[1:]
		}
		if c.ask(KindAdditionalRound, "Start an additional combat round?", "", opts) != "yes" {
			return stepEnd
		}
		p := c.S.Patrol
		if p != nil {
			if p.AdditionalRoundsHere >= 2 {
				c.chaseIntoNextBox() // 9.4.7 [A37]
			}
			p.AdditionalRoundsHere++
		}
		c.reloadTubesShips() // 9.4.3 step 1
		switch c.rollCol(refE1AdditionalRound, &m).Key {
		case "none": // 6–12 no arrival
			e.ConsecutiveArrivals = 0
		case "aircraft": // 4–5: dive, the targets escape (9.8.1)
			c.arrival()
			e.Mode = "submerged"
			e.FromAdditionalRound = true
			c.aircraft(AirNormal) // includes the B14 repairs (13(d) D6)
			c.S.Engage = e
			return stepEnd
		case "aircraft_escort": // 2: [A36]
			c.arrival()
			e.Mode = "submerged"
			e.FromAdditionalRound = true
			spotted := c.aircraft(AirNoChain)
			c.S.Engage = e
			c.escortOnly(spotted) // includes the B14 repairs
			c.S.Engage = e
			return stepEnd
		default: // "escort" 3: 9.4.3, 9.4.6, [A35]
			c.arrival()
			return c.escortArrives()
		}
	}
}

// additionalRoundMods: 9.4.3 −3 in the Gibraltar box (9.8.6).
func (c *Career) additionalRoundMods(m *Mods) {
	if p := c.S.Patrol; p != nil && p.Pos >= 0 && p.Pos < len(p.Track) && p.Track[p.Pos].Column == "additional_round" {
		m.Add(-3, "9.4.3 Gibraltar box")
	}
}

// additionalRoundAllowed: 9.4.3–9.4.7: not aborting, the per-box limit (or a non-Transit
// next box to carry on into), and something left to fire.
func (c *Career) additionalRoundAllowed() bool {
	if c.aborting() {
		return false
	}
	if p := c.S.Patrol; p != nil && p.AdditionalRoundsHere >= 2 && !c.nextBoxOpen() {
		return false
	}
	b := &c.S.Boat
	return c.tubesReady() || b.BowReloads.Total()+b.SternReloads.Total() > 0 || c.gunUsable()
}

// arrival counts an Escort/Aircraft result of the additional-round chain and checks 9.4.8
// hunted to exhaustion ([A38]: four in a row, submerged since the first round, able to dive).
func (c *Career) arrival() {
	e := &c.shipEng
	e.ConsecutiveArrivals++
	if e.ConsecutiveArrivals >= 4 && !e.FoughtSurfaced && !c.S.Boat.HullHoled {
		c.scuttle("hunted to exhaustion (9.4.8)")
	}
}

// escortArrives handles the "Escort" additional-round result (13(b) B24, 9.4.6, [A35]).
func (c *Career) escortArrives() int {
	e := &c.shipEng
	e.Escorted = true
	if c.S.Boat.HullHoled {
		c.scuttle("escorts arrive and the holed boat cannot dive (9.4.6)")
		return stepEnd
	}
	e.Mode = "submerged" // 9.4.6 immediately considered submerged
	e.FirstRound = true
	escaped := c.escortCycle(EntryImmediate) // C1–C4, no range DRM
	c.S.Engage = e
	if !escaped {
		c.escortCycle(EntryC5) // detected: depth charges, no firing
	} else if c.tubesReady() && c.attackSensorWorks() && c.liveTargets() > 0 &&
		c.ask(KindEscortFire, "Escorts arrived but missed you: fire submerged?", "",
			c.opts("fire", "Fire (submerged)", "decline", "Break off")) == "fire" {
		c.chooseRange(true, false) // [A35] no pre-fire check: the escorts already rolled
		var buf [16]shot
		shots := c.allocate(c.chooseEnd(), false, buf[:0])
		if len(shots) == 0 {
			return stepEnd // [A35] not firing ends the encounter, no post-fire check
		}
		c.fireShots(shots)
		e.FirstRound = true
		c.escortCycle(EntryC1) // the second attempt, all normal DRMs
	} else {
		return stepEnd
	}
	c.S.Engage = e
	c.repairs()       // B14
	return stepFollow // [A44]
}

// unescortedRound runs B21–B22 and returns how many shots were committed.
func (c *Career) unescortedRound() int {
	e := &c.shipEng
	torps := c.tubesReady()
	if !torps && !c.gunUsable() {
		return 0
	}
	if torps {
		c.askNibelung(e) // opt 14.12
	}
	// B21 mode: surfaced, or submerged with a working periscope ([A34]; opt 14.12 or the
	// Nibelung sonar).
	c.optBuf = c.optBuf[:0]
	c.optBuf = append(c.optBuf, Choice{Key: "surfaced", Label: "Surfaced (UZO, deck gun)"})
	if c.attackSensorWorks() && torps {
		c.optBuf = append(c.optBuf, Choice{Key: "submerged", Label: "Submerged"})
	}
	e.Mode = c.ask(KindAttackMode, "Attack the unescorted ships surfaced or submerged?", "", c.optBuf)
	if e.Mode == "surfaced" {
		e.FoughtSurfaced = true
	}
	// B22 weapon groups in any order, each once per round (9.4.2, [A33]).
	fired := 0
	var used [3]bool
	played := false
	if torps && c.tac.p != nil && c.tacOn(TacAttack) { // tactical-design §1.1, §1.3 Bracket, Salvo (B22)
		var buf [16]shot
		var shots []shot
		shots, played = c.tacticalAttack(e, buf[:0])
		if played {
			// The scene's torpedo groups (its bracket is the round's range, for the deck gun
			// too), each fired and rolled before the next; an end the scene did not fire
			// and the deck gun follow by the table's weapon_group choice, the end played in
			// the round's scene again when the provider can (tacticalGroup, §2.6).
			for _, s := range shots {
				used[map2(s.bow)] = true
				c.fireTorpedo(s)
			}
			fired += len(shots)
		}
	}
	if !played {
		c.chooseRange(torps, false)
	}
	for c.liveTargets() > 0 {
		c.optBuf = c.optBuf[:0]
		if !used[0] && c.tubeReady(true) {
			c.optBuf = append(c.optBuf, Choice{Key: "bow", Label: "Bow torpedoes"})
		}
		if !used[1] && c.tubeReady(false) {
			c.optBuf = append(c.optBuf, Choice{Key: "stern", Label: "Stern torpedoes"})
		}
		if !used[2] && e.Mode == "surfaced" && c.gunUsable() {
			c.optBuf = append(c.optBuf, Choice{Key: "deck_gun", Label: "Deck gun"})
		}
		if len(c.optBuf) == 0 {
			break
		}
		c.optBuf = append(c.optBuf, Choice{Key: "done", Label: "Cease fire"})
		g := c.ask(KindWeaponGroup, "Fire which weapon group next?", "", c.optBuf)
		var buf [16]shot
		switch g {
		case "bow", "stern":
			bow := g == "bow"
			used[map2(bow)] = true
			var shots []shot
			if played { // tactical-design §2.6: the next group in the round's scene, after the first's results
				shots = c.tacticalGroup(e, bow, buf[:0])
			}
			if len(shots) == 0 {
				shots = c.allocate(bow, false, buf[:0])
			}
			fired += len(shots)
			for _, s := range shots {
				c.fireTorpedo(s)
			}
		case "deck_gun":
			used[2] = true
			fired += c.fireGunGroup()
		default:
			return fired
		}
	}
	return fired
}

func map2(bow bool) int {
	if bow {
		return 0
	}
	return 1
}

// targetOptions fills c.optBuf with the options of a fire or gun choice (9.3.2, 9.5):
// each target still afloat and in sight, with the odds of a shot of kind k at the
// engagement's range when the career fills odds in, then "hold". Target i is offered as
// targetKeys[i] ("target_<i+1>", targetIndex reads it back).
func (c *Career) targetOptions(k Torp, second bool) {
	e := &c.shipEng
	opts := c.optBuf[:0] // built in a local, stored once
	for ti := range e.Targets {
		if t := &e.Targets[ti]; !t.Sunk && !t.Gone && ti < len(targetKeys) {
			ch := Choice{Key: targetKeys[ti], Label: t.Name}
			if c.cfg.Odds {
				ch.Odds = c.shotOdds(k, ti, e.Range, second)
			}
			opts = append(opts, ch)
		}
	}
	c.optBuf = append(opts, Choice{Key: "hold", Label: "Hold fire"})
}

// fireGunGroup commits up to 2 ammunition points (9.3.2), one PLAYER CHOICE per point,
// then fires them (9.3.3): [U1] with the gun DRMs, no dud, [U3] deck-gun column.
func (c *Career) fireGunGroup() int {
	e := &c.shipEng
	var tgt [2]int
	n := 0
	for n < 2 && n < c.S.Boat.Ammo {
		c.targetOptions(TorpNone, false)
		key := c.ask(KindGun, "Target for the deck-gun ammunition point?", gunCtx[n], c.optBuf)
		if key == "hold" {
			break
		}
		tgt[n] = targetIndex(key)
		n++
	}
	for i := 0; i < n; i++ {
		c.S.Boat.Ammo--
		t := &e.Targets[tgt[i]]
		if t.Sunk {
			c.torpedoEvent("deck_gun", t.Name, "miss") // committed, spent (9.4.2)
			continue
		}
		var m Mods
		c.u1Mods(&m, TorpNone, t, e.Range, false)
		if c.rollU1(e.Range, &m) != "hit" {
			c.torpedoEvent("deck_gun", t.Name, "miss")
			continue
		}
		c.torpedoEvent("deck_gun", t.Name, "hit")
		var dm Mods
		dm.If(c.gun105(), -1, "[U3] 105 mm deck gun")
		r := c.rollCol(refU3DeckGun, &dm)
		c.damageTarget(tgt[i], int(r.Key[0]-'0'))
	}
	return n
}

// ── B15 following (9.7) ──

// secondSalvoPrompt asks for the NSA second salvo (9.5.2): [0] with its +1 to hit, [1]
// for a Kommandant with the Knight's Cross, who ignores it (11.3.6).
var secondSalvoPrompt = [2]string{
	"Commit a second salvo from the other end (+1 to hit for it, 9.5.2)?",
	"Commit a second salvo from the other end (the Knight's Cross spares it the +1 to hit, 11.3.6)?",
}

// followLabels are the labels of the follow choice by the number of ships followed
// (9.7.4, 9.7.7): [0] the damaged ships, [1] the undamaged ones ("Follow the damaged
// ship", "Follow the 2 undamaged ships"); built once, so the choice allocates nothing.
var followLabels = func() (l [2][len(smallNums)]string) {
	for i, what := range []string{"damaged", "undamaged"} {
		for n := range l[i] {
			l[i][n] = "Follow the " + smallNums[n] + " " + what + " ships"
		}
		l[i][1] = "Follow the " + what + " ship"
	}
	return l
}()

// follow runs B15 and returns the next step.
func (c *Career) follow() int {
	e := &c.shipEng
	p := c.S.Patrol
	// 9.7.1, 10.9.4: not while aborting or with a mandatory abort pending; 9.7.11 [A47].
	if !e.Escorted || c.aborting() || (p != nil && p.MandatoryAbort) {
		return stepEnd
	}
	if c.pack.round > 0 && e.Kind == "convoy" { // 13.5.5 following is automatic
		return c.packFollow()
	}
	if p != nil && p.FollowsHere >= 2 && !c.nextBoxOpen() {
		return stepEnd
	}
	damaged, undamaged, capitalDamage := 0, 0, -1
	for i := range e.Targets {
		t := &e.Targets[i]
		if t.Sunk || t.Gone {
			continue
		}
		if t.Damage > 0 {
			damaged++
			if t.Capital {
				capitalDamage = t.Damage
			}
		} else if !t.Escort && !t.Capital { // 9.7.4 undamaged capital ships cannot be followed
			undamaged++
		}
	}
	if e.Kind == "convoy" { // 9.7.8 the convoy itself, whatever is left of it
		undamaged = max(undamaged, 1)
	}
	if damaged == 0 && undamaged == 0 {
		return stepEnd
	}
	swords := c.kcGrade() >= 3 // 11.3.6 Follow rolls succeed automatically
	tracker := !swords && c.has(AbTracker)
	swords = swords || tracker // 14.15 #2 (AMBIGUOUS reading): every Follow roll succeeds
	var capM, undM Mods
	if capitalDamage > 0 {
		capM.Add(-capitalDamage, "9.7.4 damage to the capital ship")
	}
	undM.If(c.S.Boat.Balkon || c.S.Boat.Type == "XXI", -1, "9.7.7 Type XXI / Balkon-Gerät")
	opts := c.opts("stop", "End the encounter")
	if damaged > 0 {
		opts = append(opts, Choice{Key: "damaged", Label: followLabels[0][min(damaged, len(smallNums)-1)]})
		if c.cfg.Odds {
			pr := 1.0
			if capitalDamage > 0 && !swords {
				pr = P1d6AtMost(1, capM.Sum())
			}
			opts[len(opts)-1].Odds = []Odds{{Outcome: "success", P: pr}}
		}
	}
	if undamaged > 0 {
		label := "Follow the convoy"
		if e.Kind != "convoy" {
			label = followLabels[1][min(undamaged, len(smallNums)-1)]
		}
		opts = append(opts, Choice{Key: "undamaged", Label: label})
		if c.cfg.Odds {
			pr := 1.0
			if !swords {
				pr = P1d6AtMost(4, undM.Sum())
			}
			opts[len(opts)-1].Odds = []Odds{{Outcome: "success", P: pr}}
		}
	}
	c.optBuf = opts
	choice := c.ask(KindFollow, "Follow the ships?", e.Kind, opts)
	if choice == "stop" {
		return stepEnd
	}
	// 9.2.10 reload before the attempt; 9.7.11 [A37] a third Follow moves on a box.
	c.reloadTubesShips()
	if p != nil {
		if p.FollowsHere >= 2 {
			c.chaseIntoNextBox()
		}
		p.FollowsHere++
	}
	c.freshEngagement() // 9.7.9 a new engagement
	if tracker {
		c.abilityNote(AbTracker)
	}
	if choice == "damaged" {
		return c.followDamaged(capitalDamage, &capM, swords)
	}
	// 9.7.7 undamaged escorted ship(s) or the convoy.
	if !swords && c.RollDice("FOLLOW", "undamaged", "1d6", &undM, classifyFollow4).Key != "success" {
		c.note(TNote, "follow_failed", "9.7.7 the ships escape")
		return stepEnd
	}
	if e.Kind == "convoy" {
		e.Targets = e.Targets[:0] // 9.7.7 four new ships from a new angle
		c.identifyShips("convoy")
		e.EscortQuality = QualityNone // 14.6 a new encounter (9.7.9): rolled again
	} else {
		keep := e.Targets[:0]
		for _, t := range e.Targets {
			if !t.Sunk && !t.Gone && t.Damage == 0 && !t.Escort {
				keep = append(keep, t) // the same ships, not identified again
			}
		}
		e.Targets = keep
	}
	return stepTime // 9.7.5 the time of day is rolled again, then B4
}

func classifyFollow4(t int) string {
	if t <= 4 {
		return "success"
	}
	return "failure"
}

func classifyFollow1(t int) string {
	if t <= 1 {
		return "success"
	}
	return "failure"
}

func classifyStraggler(t int) string {
	if t <= 5 {
		return "escorted"
	}
	return "unescorted"
}

// followDamaged runs 9.7.4 / 9.7.6 ([A45]) and returns the next step.
func (c *Career) followDamaged(capitalDamage int, capM *Mods, swords bool) int {
	e := &c.shipEng
	// The undamaged ships are gone (9.7.6); the convoy is lost for good (9.7.8).
	keep := e.Targets[:0]
	for _, t := range e.Targets {
		if !t.Sunk && !t.Gone && t.Damage > 0 {
			keep = append(keep, t)
		}
	}
	e.Targets = keep
	e.WolfpackDRM = 0 // 7.2.4 no longer a convoy
	if capitalDamage > 0 {
		// 9.7.4 a damaged capital ship: 1d6 − damage ≤ 1 (KCO&S automatic); keeps its escort.
		if !swords && c.RollDice("FOLLOW", "capital", "1d6", capM, classifyFollow1).Key != "success" {
			c.note(TNote, "follow_failed", "9.7.4 the capital ship escapes")
			return stepEnd
		}
		c.chooseTimeOfDay()
		return stepEscorted
	}
	n := len(e.Targets)
	if c.RollDice("STRAGGLER", "", "1d6", nil, classifyStraggler).Key == "escorted" {
		if n == 1 {
			e.Kind = "ship_escort"
		} else {
			e.Kind = "two_ships_escort" // they stay together, escorted [A45]
		}
		c.chooseTimeOfDay()
		return stepEscorted
	}
	// 6: unescorted; several damaged ships separate and the player follows one ([A45]).
	if n > 1 {
		c.optBuf = c.optBuf[:0]
		for i := range e.Targets {
			c.optBuf = append(c.optBuf, Choice{Key: targetKeys[i], Label: e.Targets[i].Name})
		}
		i := targetIndex(c.ask(KindStraggler, "The damaged ships scatter: which straggler to follow?", "", c.optBuf))
		e.Targets[0] = e.Targets[i]
		e.Targets = e.Targets[:1]
	}
	e.Kind = "ship"
	e.Escorted = false
	c.chooseTimeOfDay()
	return stepUnescorted
}

// freshEngagement resets what 9.7.9 says a new engagement resets.
func (c *Career) freshEngagement() {
	e := &c.shipEng
	if c.tac.p != nil {
		c.tacNewEngagement() // tactical-design §1.2: a Follow is a new engagement (9.7.9)
	}
	e.PreviouslyDetected = false
	e.DetectedAtClose = false
	e.FirstRound = true
	e.BoldUsed = false
	e.EscortStatus = ""
	e.FiredBothEnds = false
	e.G7aByDay = false
	e.E2was12 = false
	e.Round = 0
	e.ConsecutiveArrivals = 0
	e.FromAdditionalRound = false
	e.Mode = ""
	e.Range = ""
}

// ── moving on during an engagement (9.4.7, 9.7.11, [A37]) ──

// nextBoxOpen reports whether the engagement may carry on into the next travel box: there
// is one and it is not a Transit box (the boat must head home for fuel).
func (c *Career) nextBoxOpen() bool {
	p := c.S.Patrol
	return p != nil && !p.Aborting && p.Pos+1 < len(p.Track) && !p.Track[p.Pos+1].Transit
}

// chaseIntoNextBox moves the boat into the next box to continue the engagement ([A37]):
// the patrol flow's advanceBoxInEngagement (no encounter roll there, Doctor check, per-box
// counters restart; the patrol loop forfeits the rolls left in the old box).
func (c *Career) chaseIntoNextBox() { c.advanceBoxInEngagement() }

// ── reloading (9.2.10) ──

// reloadTubesShips reloads each empty, usable tube from its end's reload box (4.5.1), with
// a PLAYER CHOICE of the counter ([A32]: an unusable tube is not reloaded).
func (c *Career) reloadTubesShips() {
	b := &c.S.Boat
	c.reloadsNow = c.reloadsOf() // (cleared below; a career ended meanwhile is Reset)
	for pass := 0; pass < 2; pass++ {
		bow := pass == 0
		tubes, rack, ctx := b.BowTubes, &b.BowReloads, bowCtx[:]
		if !bow {
			tubes, rack, ctx = b.SternTubes, &b.SternReloads, sternCtx[:]
		}
		// Without odds nothing writes to the options (decision.go, fixed): they stand
		// until a kind runs out.
		built := false
		for i := range tubes {
			if tubes[i] != TorpNone || !c.doorWorks(bow, i) || i >= len(ctx) {
				continue
			}
			if !built || c.cfg.Odds {
				c.optBuf = c.optBuf[:0]
				for k := G7a; k < Mine; k++ {
					if rack[k] > 0 {
						c.optBuf = append(c.optBuf, Choice{Key: k.Key(), Label: torpLabel[k]})
					}
				}
				built = true
			}
			if len(c.optBuf) == 0 {
				break
			}
			k := torpOf(c.ask(KindReload, reloadPrompt[endIndex(bow)][i], ctx[i], c.optBuf))
			loadTube(tubes, rack, i, k) // reloadTube's checks hold: the tube is empty, its door works, k is in the box
			built = rack[k] > 0
		}
	}
	c.reloadsNow = nil
}

// attackModeOdds fills the odds of the escorted attack_mode choice (B7): for each mode, the
// chance that the escorts detect the boat after the first salvo at each range
// (detected_<range>, detectAfterSalvo with the 9.2.2 pre-fire check at Close; by Day with
// only steam torpedoes ready, with their wake, as on the range choice).
func (c *Career) attackModeOdds(e *Engagement) {
	steam, other := c.readyKinds()
	wake := steam && !other && !e.Night
	for i := range c.optBuf {
		o := &c.optBuf[i]
		for _, rng := range [...]string{RangeClose, RangeMedium, RangeLong} {
			o.Odds = append(o.Odds, Odds{Outcome: "detected_" + rng, P: c.detectAfterSalvo(e, o.Key, rng, true, wake)})
		}
	}
}

// readyKinds reports whether a steam torpedo (G7a family, 9.6.3's wake) and another kind
// sit in tubes that can fire (loaded, door working).
func (c *Career) readyKinds() (steam, other bool) {
	for pass := 0; pass < 2; pass++ {
		tubes := c.S.Boat.BowTubes
		if pass == 1 {
			tubes = c.S.Boat.SternTubes
		}
		for j, k := range tubes {
			if k == TorpNone || k == Mine || !c.doorWorks(pass == 0, j) {
				continue
			}
			steam = steam || k.Steam()
			other = other || !k.Steam()
		}
	}
	return
}

// detectAfterSalvo returns the chance (0–1) that the escorts detect the boat on the [E2]
// roll after a salvo fired in mode from range rng (9.6.9: a modified 6+, not a natural 2),
// with the modifiers of 9.6.3 as they stand (detectionMods, first detection round; before
// any BOLD or test-depth choice, 9.6.4, 9.6.7); g7a adds the G7a-by-day +1 of a steam
// torpedo fired by Day. preFire puts the 9.2.2 pre-fire check (detected on 7+) before it
// at Close range: detected by either. The engagement is left as it was.
func (c *Career) detectAfterSalvo(e *Engagement, mode, rng string, preFire, g7a bool) float64 {
	saveMode, saveRange, saveFirst, saveG7a, saveEng := e.Mode, e.Range, e.FirstRound, e.G7aByDay, c.S.Engage
	c.S.Engage = e
	e.Mode, e.Range, e.FirstRound = mode, rng, true
	e.G7aByDay = e.G7aByDay || g7a
	var m Mods
	c.detectionMods(&m, false)
	p := E2DetectChance(m.Sum())
	if preFire && rng == RangeClose {
		at := 6 // 9.2.2 detected on 7+
		if c.has(AbBold) {
			at = 11 // 14.15 #7 only on 12
		}
		pre := 1 - P2d6AtMost(at, c.preFireMod())
		p = pre + (1-pre)*p
	}
	e.Mode, e.Range, e.FirstRound, e.G7aByDay, c.S.Engage = saveMode, saveRange, saveFirst, saveG7a, saveEng
	return p
}

// preFireMod is the only modifier of the 9.2.2 close-range pre-fire check: −1 for a
// Kommandant with the Oak Leaves ([D26]; kcGrade counts only while he commands).
func (c *Career) preFireMod() int {
	if c.kcGrade() >= 2 {
		return -1
	}
	return 0
}

// standardTons is the standard tonnage of opt 14.1.1 for a ship class (0: none, the
// capital ships of 14.1.2). [designed] The ship's name is still rolled on [T1]–[T3]: the
// rule saves the players a roll at the table, which costs nothing here, while the log and
// the screens keep naming the ships; only the tonnage (and so the damage to sink it,
// 8.3.5) is the standard one.
func standardTons(class string) int {
	switch class {
	case ClassSmallFreighter:
		return 3500
	case ClassLargeFreighter:
		return 7000
	case ClassTanker:
		return 9000
	}
	return 0
}
