package engine

import "strconv"

// 10.0–10.8, 10.10: U-boat damage, crew injuries, repairs, scuttling. OWNER: combat helper.
// Procedures of rules-core 13(e): RESOLVE_HITS, CREW_INJURY, ADDITIONAL_FLOODING, REPAIRS,
// SURFACE_AND_SCUTTLE / SCUTTLE, BOTH_DIESELS_OUT, SCUTTLE_DIESELS.
//
// Printed tables: E4 (logged with the type substitution: autogiro, bakery), E5 (column
// the system key), E5a_who, E5a_severity.
// RollDice codes: FLOOD (10.1.3: flooding / none), SCUTTLE (10.10.2: scuttled /
// captured), SCUTTLE_DIESELS (10.10.4: rescued / lost), E5 column extra_flak (the Extra
// Flak counter has no printed [E5] row; it repairs as a flak gun, 1–2).
//
// Events: uboat_damage {system key, damaged | inoperative | repaired}; for the tracks
// {hull | hull_x2 | flooding | flooding_x2, position}, "sunk" / "surf" for the last box,
// flooding "0" when pumped out; crew {member, state}; notes hull_holed, no_effect,
// command, mandatory_abort, mission_failed, forced_surface, towed.
//
// Helpers for other chapters: resolveHits, crewInjury, wound, additionalFlooding, repairs,
// repairMods, scuttle, sysBad, combineWound.

// Hit sources (13(e)).
const (
	SrcEscort = iota // depth charges (submerged unless NSA first round)
	SrcAir
	SrcTsetse
	SrcRockets
	SrcFido
	SrcMine
	SrcOther
)

// sysBadAt reports whether the boat has the system of slot k (sysFuelTanks …) and it is
// Damaged or Inoperative.
func (c *Career) sysBadAt(k int) bool {
	s := c.S.Boat.sysAt(k)
	return s != nil && s.State != SysOK
}

// sysInopAt reports whether the boat has the system of slot k and it is Inoperative.
func (c *Career) sysInopAt(k int) bool {
	s := c.S.Boat.sysAt(k)
	return s != nil && s.State == SysInoperative
}

// batteriesOut is the [E3] battery condition (10.5): the Batteries box Damaged or
// Inoperative; on the Type XXI only when all three batteries are.
func batteriesOut(b *Boat) bool {
	if s := b.sysAt(sysBatteries); s != nil {
		return sysBad(s)
	}
	if b.sysAt(sysBattery1) == nil {
		return false
	}
	return sysBad(b.sysAt(sysBattery1)) && sysBad(b.sysAt(sysBattery2)) && sysBad(b.sysAt(sysBattery3))
}

// indianOcean reports an Indian Ocean patrol ([E2] −1, 10.10.5 +2): patrols to, in and
// from the Indian Ocean, Penang and Australia ([A69]).
func (c *Career) indianOcean() bool {
	p := c.S.Patrol
	if p == nil {
		return false
	}
	return p.Area == "indian_ocean" || p.Area == "australia" || p.Penang || c.S.PenangBased
}

// curBox returns the current travel box, or nil.
func (c *Career) curBox() *Box {
	p := c.S.Patrol
	if p == nil || p.Pos < 0 || p.Pos >= len(p.Track) {
		return nil
	}
	return &p.Track[p.Pos]
}

func (c *Career) emitDamage(system, state string) {
	if c.sink != nil {
		c.emit(&UboatDamageEvent{Header: Header{T: TUboatDamage}, System: system, State: state})
	}
}

func (c *Career) emitCrew(m int) {
	if c.sink != nil {
		c.emit(&CrewEvent{Header: Header{T: TCrew}, Member: MemberKey(m), State: WoundKey(c.S.Crew.M[m].Status)})
	}
}

// mandatoryAbort sets the pending mandatory abort (10.9.1); the patrol flow acts on it.
func (c *Career) mandatoryAbort(reason string) {
	p := c.S.Patrol
	if p == nil || p.MandatoryAbort || p.Aborting {
		return
	}
	p.MandatoryAbort = true
	if p.AbortReason == "" {
		p.AbortReason = reason
	}
	c.note(TNote, "mandatory_abort", reason)
}

// resolveHits runs RESOLVE_HITS for h hits from src; submerged selects the automatic LW
// of 10.6.1. It may end the career. The additional-flooding check of 10.1.3 follows at
// once when a flooding result came up (each caller's hits are one combat round).
func (c *Career) resolveHits(h, src int, submerged bool) {
	if flooded, _ := c.applyHits(h, src, submerged); flooded {
		c.additionalFlooding()
	}
	if c.tac.p != nil && h > 0 && c.tacOn(TacDamageControl) { // tactical-design §1.3 EarlyRepair
		c.tacEarlyRepairs()
	}
}

// applyHits rolls [E4] h times and applies each result at once (9.6.11, 10.0). It reports
// whether any flooding result and any hull result came up.
func (c *Career) applyHits(h, src int, submerged bool) (flooded, hull bool) {
	if c.tac.p != nil && h > 0 {
		c.tac.round++ // tactical-design §4.1: the round of the hits below
	}
	for i := 0; i < h; i++ {
		r := c.rollE4()
		if c.tac.p != nil {
			c.tac.hits = append(c.tac.hits, TacHit{Round: c.tac.round, Result: r.Key})
		}
		switch r.Key {
		case "flooding", "flooding_x2": // 10.1.1
			flooded = true
			k := 1
			if r.Key == "flooding_x2" {
				k = 2
			}
			c.addFlooding(k, r.Key) // full: 10.1.2 surface and scuttle; the rest is ignored
		case "hull", "hull_x2": // 10.3.1, 10.7.1
			hull = true
			if src == SrcTsetse || src == SrcRockets { // 9.8.8.2, 9.8.8.3
				c.holeHull()
			}
			k := 1
			if r.Key == "hull_x2" {
				k = 2
			}
			c.addHull(k, r.Key)
		case "crew_injury":
			c.crewInjury(src, submerged)
		case "crew_injury_x2":
			c.crewInjury(src, submerged)
			c.crewInjury(src, submerged)
		default:
			c.e4System(r.Key)
		}
	}
	return
}

// e4Key reads [E4] for the boat's type: the printed result, with the board's
// substitutions of deck-gun results ([E4] notes 2–3, 10.0): 36/56 Bakery on a board with
// a bakery (XIV), 56 Autogiro on a board with the Fa-330 (IXD-2, IXD/42).
// rollE4 is one [E4] hit (9.6.11): a d66 read by e4Key.
func (c *Career) rollE4() Result { return c.RollDice("E4", "", "d66", nil, c.e4Key) }

func (c *Career) e4Key(total int) string {
	col := c.colOf(refE4).col
	key := col.Look(total).Result
	if key == "deck_gun" {
		b := c.Board()
		switch {
		case b.HasBakery:
			return "bakery"
		case total == 56 && b.HasFa330:
			return "autogiro"
		}
	}
	return key
}

// flakSysKeys are the system keys of flak mounts by board id.
var flakSysKeys = [...]string{"", "flak_1", "flak_2", "flak_3", "flak_4", "flak_5"}

// e4System applies a system result of [E4] with the per-type reading of boards.md 2.5:
// batteries (XXI: the next undamaged of its three), flak (all flak boxes and the Extra
// Flak, 10.7.4), single-calibre flak (the first operational system of that calibre in
// board order, [designed D1]), deck gun (no effect once removed, [A72]), NAXOS and
// Schnorchel (no effect until fitted). A system the boat lacks or that is already out has
// no effect (10.7.3).
func (c *Career) e4System(key string) {
	b := &c.S.Boat
	switch key {
	case "batteries":
		if b.sysAt(sysBatteries) == nil { // 10.5 Type XXI: one more battery each time
			for _, k := range [...]string{"battery_1", "battery_2", "battery_3"} {
				if s := b.Sys(k); s != nil && s.State == SysOK {
					c.damageSys(k)
					return
				}
			}
			c.note(TNote, "no_effect", key)
			return
		}
	case "flak": // 10.7.4
		hit := false
		for _, f := range c.Board().Flak {
			if f.ID < len(flakSysKeys) {
				if s := b.Sys(flakSysKeys[f.ID]); s != nil && s.State == SysOK {
					c.damageSys(flakSysKeys[f.ID])
					hit = true
				}
			}
		}
		if b.ExtraFlak && b.ExtraFlakState == SysOK { // 10.11.8
			b.ExtraFlakState = SysDamaged
			c.emitDamage("extra_flak", "damaged")
			hit = true
		}
		if !hit {
			c.note(TNote, "no_effect", key)
		}
		return
	case "flak_37", "flak_2cm": // 10.7.4, [designed D1]; the Extra Flak is not hit ([A72])
		cal := "2 cm"
		if key == "flak_37" {
			cal = "3.7 cm"
		}
		for _, f := range c.Board().Flak {
			if f.Calibre == cal && f.ID < len(flakSysKeys) {
				if s := b.Sys(flakSysKeys[f.ID]); s != nil && s.State == SysOK {
					c.damageSys(flakSysKeys[f.ID])
					return
				}
			}
		}
		c.note(TNote, "no_effect", key)
		return
	case "deck_gun": // [A72]
		if !b.DeckGun {
			c.note(TNote, "no_effect", key)
			return
		}
	case "naxos":
		if !b.Naxos {
			c.note(TNote, "no_effect", key)
			return
		}
	case "schnorchel":
		if !b.Schnorchel {
			c.note(TNote, "no_effect", key)
			return
		}
	}
	c.damageSys(key)
}

// damageSys marks an operational system Damaged (10.0: effects at once); otherwise no
// effect (10.7.3). It reports whether the system was damaged.
func (c *Career) damageSys(key string) bool {
	s := c.S.Boat.Sys(key)
	if s == nil || s.State != SysOK {
		c.note(TNote, "no_effect", key)
		return false
	}
	s.State = SysDamaged
	c.emitDamage(key, "damaged")
	return true
}

// holeHull flips the hull marker to Hull Holed (9.8.8.2): no diving or schnorchelling for
// the rest of the patrol, mandatory abort if the boat survives (9.8.8.5).
func (c *Career) holeHull() {
	if c.S.Boat.HullHoled {
		return
	}
	c.S.Boat.HullHoled = true
	c.note(TNote, "hull_holed", "9.8.8.2 the pressure hull is pierced")
}

// addHull advances the hull marker k boxes (10.3.1); entering the SUNK box sinks the boat
// with all hands (10.3.2).
func (c *Career) addHull(k int, key string) {
	b := &c.S.Boat
	b.Hull += k
	if n := c.Board().HullBoxes; b.Hull > n {
		b.Hull = n + 1
		c.emitDamage(key, "sunk")
		c.boatLost(LossHullCrushed)
	}
	if c.sink != nil {
		c.emitDamage(key, strconv.Itoa(b.Hull))
	}
}

// addFlooding advances the flooding marker k boxes (10.1.1); entering the SURF box forces
// the boat to surface and scuttle at once (10.1.2).
func (c *Career) addFlooding(k int, key string) {
	b := &c.S.Boat
	b.Flooding += k
	if n := c.Board().FloodingBoxes; b.Flooding > n {
		b.Flooding = n + 1
		c.emitDamage(key, "surf")
		c.surfaceAndScuttle() // ends the career
		return
	}
	if c.sink != nil {
		c.emitDamage(key, strconv.Itoa(b.Flooding))
	}
}

// liModifies reports whether the LI modifies repair and flooding rolls (repairMods): SW
// or KIA, or an Experte aboard.
func (c *Career) liModifies() bool {
	li := &c.S.Crew.M[LI]
	return li.Status >= SW || li.Experte && !li.Absent
}

// repairMods adds the LI modifiers of 10.8.3 / 10.6.3 (repairs) or 10.1.3 (additional
// flooding): −1 Experte LI able to serve, +1 LI SW or KIA; never both.
func (c *Career) repairMods(m *Mods, flooding bool) {
	if !c.liModifies() {
		return
	}
	li := c.S.Crew.M[LI]
	switch {
	case li.Status >= SW:
		if flooding {
			m.Add(1, "10.1.3 LI SW/KIA")
		} else {
			m.Add(1, "10.6.3 LI SW/KIA")
		}
	case li.Experte && !li.Absent:
		if flooding {
			m.Add(-1, "10.1.3 Experte LI")
		} else {
			m.Add(-1, "10.8.3 Experte LI")
		}
	}
}

func classifyFlood(t int) string {
	if t >= 5 {
		return "flooding"
	}
	return "none"
}

// additionalFlooding is ADDITIONAL_FLOODING (10.1.3): one 1d6 check after a round with at
// least one flooding result; 5–6 advances the marker one box ([A59]: no further check).
func (c *Career) additionalFlooding() {
	var m *Mods // only an LI modifier needs one (a nil Mods rolls as an empty one)
	if c.liModifies() {
		m = new(Mods)
		c.repairMods(m, true)
	}
	if c.tac.p != nil && c.tacOn(TacDamageControl) { // tactical-design §1.3 FloodingDRM
		if d, ok := c.tac.p.FloodingDRM(c); ok {
			if m == nil {
				m = new(Mods)
			}
			d = tacClamp(d, -1, 1)
			m.Add(d.V, d.Why)
		}
	}
	flooded := c.RollDice("FLOOD", "", "1d6", m, classifyFlood).Key == "flooding"
	if o, ok := c.tac.p.(TacticalFloodObserver); ok && c.tacOn(TacDamageControl) {
		o.FloodResult(c, flooded) // tactical-design §5, told before the box (which may end the career)
	}
	if flooded {
		c.addFlooding(1, "flooding")
	}
}

// combineWound is 10.7.2 with [A63]: LW+LW = SW, LW+SW = SW, SW+LW = SW, SW+SW = KIA,
// anything with KIA = KIA.
func combineWound(old, add int) int {
	switch {
	case old == KIA || add == KIA:
		return KIA
	case old == OK:
		return add
	case old == LW:
		return SW
	case add == SW: // old SW
		return KIA
	}
	return SW // SW + LW: no effect
}

// genericVictim picks the generic crew box a wound goes to (10.6.3): the first unwounded
// box, else the first LW, else the first SW; −1 when all are KIA or absent.
func (c *Career) genericVictim() int {
	for _, want := range [...]int{OK, LW, SW} {
		for m := Crew1; m <= Crew4; m++ {
			if mem := c.S.Crew.M[m]; !mem.Absent && mem.Status == want {
				return m
			}
		}
	}
	return -1
}

// crewInjury runs CREW_INJURY (10.6) once: [E5a] who (2d6, no DRMs), then the severity:
// LW automatically for escort attacks on a submerged boat (10.6.1, [A62]), else 1d6.
func (c *Career) crewInjury(src int, submerged bool) {
	r := c.rollCol(refE5aWho, nil)
	m := -1
	switch r.Key {
	case "kmdt":
		m = Kmdt
	case "1wo":
		m = WO1
	case "2wo":
		m = WO2
	case "li":
		m = LI
	case "doctor":
		m = Doctor
	case "abwehr_agent":
		m = Agent
	case "crew":
		m = c.genericVictim()
	}
	if m < 0 || c.S.Crew.M[m].Absent || c.S.Crew.M[m].Status == KIA { // 9.6.12
		c.note(TNote, "no_effect", r.Key)
		return
	}
	sev := LW
	if src != SrcEscort || !submerged {
		switch c.rollCol(refE5aSeverity, nil).Key {
		case "sw":
			sev = SW
		case "kia":
			sev = KIA
		}
	}
	c.wound(m, sev)
}

// wound applies a wound of severity sev to crew member m (10.7.2) and its consequences
// (10.6.2–10.6.3). It may end the career (Kommandant KIA). The command passes before the
// crew event is emitted, so the state is whole at every event.
func (c *Career) wound(m, sev int) {
	mem := &c.S.Crew.M[m]
	st := combineWound(mem.Status, sev)
	if st == mem.Status {
		c.note(TNote, "no_effect", MemberKey(m)) // an LW on an SW box (10.7.2)
		return
	}
	mem.Status = st
	c.afterWound(m)
	c.emitCrew(m)
	if m == Kmdt && st == KIA { // 10.6.2
		c.endGame("kmdt_killed")
	}
	if st == LW {
		c.doctorTreatsLW(m) // 11.1 Experte Doctor
	}
}

// doctorTreatsLW is the Experte Doctor of 11.1 (crew advancement result 2): once per
// LW-wounded crew member per patrol, 1d6 1–3 removes the LW. The chosen reading says "at
// any time at sea"; the engine rolls at once, when the member takes the LW (waiting gains
// nothing, and a second LW would make him SW). The Doctor must be able (not SW/KIA).
func (c *Career) doctorTreatsLW(m int) {
	p := c.S.Patrol
	doc := c.S.Crew.M[Doctor]
	if p == nil || !doc.Experte || !doc.Able() || p.DoctorRolled&(1<<m) != 0 {
		return
	}
	p.DoctorRolled |= 1 << m
	if c.RollDice("DOCTOR_LW", MemberKey(m), "1d6", nil, classifyDoctorLW).Key == "removed" {
		c.S.Crew.M[m].Status = OK
		c.emitCrew(m)
	}
}

func classifyDoctorLW(t int) string {
	if t <= 3 {
		return "removed"
	}
	return "remains"
}

// afterWound applies 10.6.3 once member m has a new state: the command passes down, the
// LI in command forces an abort, the agent's mission fails.
func (c *Career) afterWound(m int) {
	if c.S.Crew.M[m].Status < SW {
		return
	}
	switch m {
	case Kmdt, WO1, WO2, LI:
		c.updateCommand()
	case Agent: // 10.6.3: the mission fails whatever is sunk
		if p := c.S.Patrol; p != nil && p.Mission == "abwehr" && !p.MissionAccomplished {
			c.note(TNote, "mission_failed", "10.6.3 Abwehr agent SW/KIA")
		}
	}
}

// updateCommand passes command down the line KMDT → 1WO → 2WO → LI to the first officer
// able to serve (10.6.3); the LI in command forces an abort at once (10.6.3, [D35]).
func (c *Career) updateCommand() {
	cr := &c.S.Crew
	cmd := LI
	for _, o := range [...]int{Kmdt, WO1, WO2} {
		if cr.M[o].Able() {
			cmd = o
			break
		}
	}
	if cmd == cr.Command {
		return
	}
	cr.Command = cmd
	// The LI's abort is in the state before the command note goes out (an event never
	// shows a wounded officer in command of a boat that is not turning home); the notes
	// keep their order: command, then mandatory_abort.
	p := c.S.Patrol
	abort := cmd == LI && p != nil && !p.MandatoryAbort && !p.Aborting
	if abort {
		p.MandatoryAbort = true
		if p.AbortReason == "" {
			p.AbortReason = "li_in_command"
		}
	}
	c.note(TNote, "command", MemberKey(cmd))
	if abort {
		c.note(TNote, "mandatory_abort", "li_in_command")
	}
}

// repairs runs REPAIRS (10.8) after combat: the flooding is pumped out, each Damaged system
// is rolled on [E5] (success: repaired; failure: Inoperative) with the LI DRMs, then the
// Inoperative consequences (13(b) B14). It may end the patrol (towed, scuttled) or the
// career.
func (c *Career) repairs() {
	b := &c.S.Boat
	if b.Flooding > 0 { // 10.8 step 1
		b.Flooding = 0
		c.emitDamage("flooding", "0")
	}
	var m *Mods // only an LI modifier needs one (a nil Mods rolls as an empty one)
	if c.liModifies() {
		m = new(Mods)
		c.repairMods(m, false)
	}
	systems := b.Systems // (nothing below replaces the slice: its header is read once)
	for i := range systems {
		s := &systems[i]
		if s.State != SysDamaged {
			continue
		}
		if c.spareAboard() && c.spareForOwn(s, "before") { // 11.4.10.3 a spare part fixes it without a roll
			continue
		}
		c.repairRoll(s, m)
	}
	if b.ExtraFlak && b.ExtraFlakState == SysDamaged {
		if c.RollDice("E5", "extra_flak", "1d6", m, classifyFlakRepair).Key == "repaired" {
			b.ExtraFlakState = SysOK
			c.emitDamage("extra_flak", "repaired")
		} else {
			b.ExtraFlakState = SysInoperative
			c.emitDamage("extra_flak", "inoperative")
		}
	}
	if c.tac.p != nil {
		c.tacNewCombat() // tactical-design §4: the combat's damage control ends with its repairs
	}
	c.inoperativeConsequences()
}

// repairRoll is one system's [E5] roll (10.8.2–10.8.5) with the modifiers m (may be
// nil) and the tactical RepairDRM: success repairs it, failure makes it Inoperative
// unless a spare part saves it (11.4.10.3). B14 and the early repairs share it.
func (c *Career) repairRoll(s *System, m *Mods) {
	b := &c.S.Boat
	var r Result
	rm := m
	if c.tac.p != nil && c.tacOn(TacDamageControl) { // tactical-design §1.3 RepairDRM
		rm = c.tacRepairMods(m, s.Key)
	}
	if tc, ok := c.e5Col(s.Key); ok { // 10.8.2
		r = c.rollOn(&tc, rm)
	} else {
		rep := s.Repair // 10.8.8 the board's grey number
		r = c.RollDice("E5", s.Key, "1d6", rm, func(t int) string {
			if t <= rep {
				return "repaired"
			}
			return "failed"
		})
	}
	if r.Key == "repaired" { // 10.8.4
		s.State = SysOK
		c.emitDamage(s.Key, "repaired")
	} else if !(c.spareAboard() && c.spareForOwn(s, "after")) { // 10.8.5 (11.4.10.3: a spare part after a failed roll)
		s.State = SysInoperative
		b.inop++
		c.emitDamage(s.Key, "inoperative")
	}
}

func classifyFlakRepair(t int) string {
	if t <= 2 {
		return "repaired"
	}
	return "failed"
}

// inoperativeConsequences is the end of 13(b) B14 (10.2, 10.4.2, 9.8.8.5, 10.8.6): one
// diesel Inoperative or fuel tanks Inoperative or a holed hull → mandatory abort; both
// diesels Inoperative → tow or scuttle.
func (c *Career) inoperativeConsequences() {
	b := &c.S.Boat // read before bothDieselsOut, which may end the patrol
	d1, d2, fuel := sysInop(b.sysAt(sysDiesel1)), sysInop(b.sysAt(sysDiesel2)), sysInop(b.sysAt(sysFuelTanks))
	if d1 && d2 {
		c.bothDieselsOut()
	}
	switch {
	case d1 || d2:
		c.mandatoryAbort("diesel_inoperative")
	case fuel:
		c.mandatoryAbort("fuel_tanks_inoperative")
	case c.S.Boat.HullHoled:
		c.mandatoryAbort("hull_holed")
	case c.S.Crew.Command == LI:
		c.mandatoryAbort("li_in_command")
	}
}

// bothDieselsOut is BOTH_DIESELS_OUT (10.2, [A60]): within one box of port the boat is
// towed home and the patrol ends; otherwise SCUTTLE_DIESELS.
func (c *Career) bothDieselsOut() {
	if c.S.Patrol != nil && c.boxesToPort() <= 1 {
		c.note(TNote, "towed", "10.2 both diesels out, towed home")
		outcome := "returned"
		if c.S.Patrol.Aborting {
			outcome = "aborted"
		}
		c.S.Engage = nil
		c.endPatrolAtSea(outcome)
	}
	c.scuttleDiesels()
}

func classifyRescue(t int) string {
	if t <= 10 {
		return "rescued"
	}
	return "lost"
}

// scuttleDiesels is SCUTTLE_DIESELS (10.10.4–10.10.5): the boat is scuttled without a roll;
// 2d6 for the crew (+4 radio Inoperative, +2 Indian Ocean): ≤10 rescued — the patrol
// ends and a new boat is due ([A68]); 11+ lost at sea.
func (c *Career) scuttleDiesels() {
	var m Mods
	m.If(c.sysInopAt(sysRadio), 4, "10.10.5 radio inoperative")
	m.If(c.indianOcean(), 2, "10.10.5 Indian Ocean")
	if c.RollDice("SCUTTLE_DIESELS", "", "2d6", &m, classifyRescue).Key == "rescued" {
		c.S.NewBoatDue = true
		c.S.Engage = nil
		c.note(TNote, "crew_rescued", "10.10.4 boat scuttled, crew rescued")
		c.endPatrolAtSea("scuttled")
	}
	c.boatLost(LossScuttledAtSea)
}

// surfaceAndScuttle is SURFACE_AND_SCUTTLE (10.1.2): the flooding track is full.
func (c *Career) surfaceAndScuttle() {
	c.note(TNote, "forced_surface", "10.1.2 flooding track full")
	c.scuttle("flooding (10.1.2)")
}

func classifyScuttleRoll(t int) string {
	if t <= 11 {
		return "scuttled"
	}
	return "captured"
}

// scuttle is SCUTTLE (10.10.1–10.10.3, [D37]; also 9.4.6, 9.4.8): 2d6 (+1 Kommandant SW):
// 12+ the boat is captured (automatic defeat, 5.2.2). Either way the crew are prisoners
// and the career ends.
func (c *Career) scuttle(why string) {
	var m Mods
	m.If(c.S.Crew.M[Kmdt].Status == SW, 1, "10.10.3 Kommandant SW")
	outcome := "scuttled"
	if c.RollDice("SCUTTLE", "", "2d6", &m, classifyScuttleRoll).Key == "captured" {
		c.S.BoatCaptured = true
		outcome = "captured"
	}
	if c.sink != nil {
		p := c.S.Patrol
		tons, ships := 0, 0
		if p != nil {
			tons, ships = p.Tons, p.Ships
		}
		c.note(TNote, "scuttle", why)
		c.emit(&PatrolEndEvent{Header: Header{T: TPatrolEnd}, Outcome: outcome, Tons: tons, Ships: ships})
	}
	c.endGame("captured")
}

// kmdtOakLeaves reports a Kommandant holding the Knight's Cross with Oak Leaves or a
// higher grade ([D26], 11.3.6), able to serve and in command (9.2.2; rules-career 11.3.6
// reading: the benefits apply only while he commands).
func (c *Career) kmdtOakLeaves() bool { return c.kcGrade() >= KCOakLeaves }

// spareAboard reports whether the boat carries a spare part it may use (11.4.10.3: a
// resupply boat on patrol with parts left), spareForOwn's first test (inlined).
func (c *Career) spareAboard() bool {
	p := c.S.Patrol
	return p != nil && p.Resupply && p.SpareParts > 0
}

// spareForOwn offers a resupply boat's spare part for one of its own Damaged systems
// (11.4.10.3: without a die roll, or after a failed repair roll). when is "before" or
// "after" the repair roll. It reports whether a part was used (the system is repaired).
// Decision id "spare_part", keys "use" and "keep".
func (c *Career) spareForOwn(s *System, when string) bool {
	p := c.S.Patrol
	if !c.spareAboard() {
		return false
	}
	prompt := "Use a spare part to repair " + s.Name + " without a roll?"
	if when == "after" {
		prompt = sparePartAfterPrefix + ": use a spare part on " + s.Name + "?"
	}
	if c.ask(KindSparePart, prompt, s.Key, c.opts("use", "Use a spare part", "keep", "Keep the part")) != "use" {
		return false
	}
	p.SpareParts--
	s.State = SysOK
	c.emitDamage(s.Key, "repaired")
	if c.sink != nil { // no string building without a log
		c.note(TNote, "spare_part", "11.4.10.3 spare part used on "+s.Key)
	}
	return true
}
