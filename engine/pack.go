package engine

import "strconv"

// 13.5 wolfpack tournament: the hooks by which one career takes part in a wolfpack's
// convoy battles. The pack itself (who is picked, who fights which round) is
// engine/pack; a career only stops at the pack's meeting points (PackLink.Meet) and plays
// its own boat there as the solitaire rules do.
//
// Decision ids (PLAYER CHOICES of this file):
//
//	pack_join   13.5.5, after the initial battle: the boat's encounter roll gave no result,
//	            "Ship" or "Capital Ship" while another boat of the pack rolled "Convoy".
//	            Keys: join (attack the convoy with the pack from its second combat round),
//	            stay (no result: stay out of the battle) or chase (a ship result: leave the
//	            pack for this box and attack the ship).
//
// RollDice codes: PACK_PICK (13.5.4, 1d6, result the face; the pack compares them).
// Events: notes pack_convoy, pack_convoy_missed (13.5.3), pack_pick (13.5.4: detail "+1" or "-1" and the
// round), pack_join, pack_no_battle.

// PackMeet says at which point a career waits for its wolfpack (PackLink.Meet).
type PackMeet uint8

const (
	// MeetRound: the boat is in a convoy battle of the pack and attacks in round
	// PackPoint.Round (1–3), 13.5.4–13.5.5; the pack answers its detection modifier.
	MeetRound PackMeet = iota + 1
	// MeetEncounter: after the initial battle the boat rolled its encounter (13.5.5),
	// PackPoint.Result the [E1] key; the pack answers whether a battle forms (some boat
	// of the pack rolled "Convoy" in the same box and roll).
	MeetEncounter
	// MeetDone: the boat's patrol has ended (13.5.6); Meet does not return to a career
	// once the pack has closed it.
	MeetDone
)

// PackPoint is one meeting point of a career with its pack: the kind, the box index
// (Pos) and roll number in the box (Roll) where it happens, and the combat round (0 for an
// encounter). The pack orders meeting points by (Pos, Roll, Round).
type PackPoint struct {
	Meet   PackMeet
	Pos    int
	Roll   int
	Round  int
	Result string // MeetEncounter: the [E1] result key
}

// PackReply is the pack's answer at a meeting point: the 13.5.4 detection modifier of
// the round (+1 the boat picked, −1 the others) and, after an encounter, whether a convoy
// battle of the pack forms in that box.
type PackReply struct {
	DRM    int
	Battle bool
}

// PackLink connects a career to its wolfpack (13.5). Meet is called on the career's own
// goroutine; it returns once the pack has resolved the meeting point (the pack makes the
// 13.5.4 rolls with PackPick meanwhile).
type PackLink interface {
	Meet(p PackPoint) PackReply
}

// packState is a career's part in a wolfpack tournament (zero without one).
type packState struct {
	link     PackLink
	firstBox bool // 13.5.3 the first Atlantic box has been reached
	round    int  // the combat round of the pack's convoy battle under way (0: none)
	synced   int  // the round whose modifier drm is
	drm      int
	roll     int // the encounter roll within the current box (for PackPoint.Roll)
	rollPos  int // the box that roll counts in
}

// SetPack makes the career a boat of a 13.5 wolfpack tournament (before Run): its patrol
// is assigned to the Atlantic without a [P1] roll (13.5.2), its first Atlantic box is a
// convoy (13.5.3), its convoy battles meet the pack round by round (13.5.4–13.5.5), and
// it meets the pack when its patrol ends (13.5.6). The tournament is played with Type VIIC
// from 7/43 (13.5.2): the caller's Config says so.
func (c *Career) SetPack(l PackLink) { c.pack = packState{link: l} }

// PackPick rolls the career's 13.5.4 pick die (1d6, logged as PACK_PICK) and returns
// the face. The pack calls it while the career waits at a meeting point.
func (c *Career) PackPick() int {
	return c.RollDice("PACK_PICK", "", "1d6", nil, strconv.Itoa).Total
}

// PackNote logs the 13.5.4 modifier the pack gave the boat for round r.
func (c *Career) PackNote(drm, r int) {
	if c.sink == nil {
		return
	}
	s := "-1"
	if drm > 0 {
		s = "+1"
	}
	c.note(TNote, "pack_pick", "13.5.4 round "+strconv.Itoa(r)+": "+s)
}

// packOn reports a career in a wolfpack tournament.
func (c *Career) packOn() bool { return c.pack.link != nil }

// packFirstConvoy is 13.5.3: the first Atlantic box (not aborting) is a convoy encounter
// without a roll, the pack's initial battle; it reports whether it took the box.
func (c *Career) packFirstConvoy(box *Box) bool {
	p := c.S.Patrol
	if !c.packOn() || c.pack.firstBox || p.Aborting || box.Column != AreaAtlantic {
		return false
	}
	c.pack.firstBox = true
	c.note(TNote, "pack_convoy", "13.5.3 first Atlantic box: convoy")
	c.packBattle(1)
	return true
}

// packBoxLost is 13.5.3 for a first Atlantic box lost to a random event ([R1] 9, 11): the
// boat misses the pack's initial battle and goes on as after it ([designed]).
func (c *Career) packBoxLost(box *Box) {
	if !c.packOn() || c.pack.firstBox || c.S.Patrol.Aborting || box.Column != AreaAtlantic {
		return
	}
	c.pack.firstBox = true
	c.note(TNote, "pack_convoy_missed", "13.5.3 first Atlantic box lost: no convoy")
}

// packBattle runs a convoy encounter of the pack, the boat attacking from round first
// (1, or 2 for a boat that joins, 13.5.5).
func (c *Career) packBattle(first int) {
	c.beginEncounter("convoy")
	c.pack.round, c.pack.synced = first, 0
	defer func() { c.pack.round = 0 }()
	c.shipEncounter("convoy")
}

// packPoint is the meeting point at the boat's current box and roll.
func (c *Career) packPoint(m PackMeet, round int, result string) PackPoint {
	p := c.S.Patrol
	return PackPoint{Meet: m, Pos: p.Pos, Roll: c.pack.roll, Round: round, Result: result}
}

// packRoundDRM meets the pack for the current round (once per round) and returns the
// 13.5.4 modifier; it replaces the 7.2.2 wolfpack roll.
func (c *Career) packRoundDRM() int {
	if c.pack.synced != c.pack.round {
		c.pack.drm = c.pack.link.Meet(c.packPoint(MeetRound, c.pack.round, "")).DRM
		c.pack.synced = c.pack.round
	}
	return c.pack.drm
}

// packEncounter is 13.5.5 for an [E1] result after the initial battle (a station box, not
// aborting): the boat meets the pack with its result. It reports whether the pack took
// the encounter (the boat fought the pack's battle, or stayed out of it); otherwise the
// result is resolved normally (dispatch).
func (c *Career) packEncounter(box *Box, kind string) bool {
	p := c.S.Patrol
	if !c.packOn() || !c.pack.firstBox || p.Aborting || box.Transit {
		return false
	}
	if c.pack.rollPos != p.Pos {
		c.pack.rollPos, c.pack.roll = p.Pos, 0
	}
	pt := c.packPoint(MeetEncounter, 0, kind)
	c.pack.roll++
	battle := c.pack.link.Meet(pt).Battle
	switch kind {
	case "convoy": // 13.5.5 close enough to attack in the initial round
		c.packBattleAt(pt, 1)
		return true
	case "none", "ship", "capital_ship":
	default:
		return false // AMBIGUOUS 13.5.5: resolved normally, no joining
	}
	if !battle {
		if kind == "none" {
			return true
		}
		return false
	}
	var opts []Choice
	if kind == "none" {
		opts = c.opts("join", "Join the pack's attack in the second round", "stay", "Stay out of the battle")
	} else {
		opts = c.opts("join", "Join the pack's attack in the second round", "chase", "Leave the pack and chase the ship")
	}
	if c.ask(KindPackJoin, "A boat of the pack has found a convoy (13.5.5)", kind, opts) != "join" {
		return kind == "none"
	}
	c.note(TNote, "pack_join", "13.5.5 joins in round 2")
	c.packBattleAt(pt, 2)
	return true
}

// packBattleAt runs the pack's battle at the encounter point pt (its rounds meet at the
// same box and roll).
func (c *Career) packBattleAt(pt PackPoint, first int) {
	saved := c.pack.roll
	c.pack.roll = pt.Roll
	c.packBattle(first)
	if c.S.Patrol != nil && c.S.Patrol.Pos == pt.Pos {
		c.pack.roll = saved
	}
}

// packFollow is 13.5.5 in place of B15 during the pack's battle: following is automatic,
// for at most three combat rounds; the player chooses to stay or break off.
func (c *Career) packFollow() int {
	e := &c.shipEng
	if c.pack.round >= 3 {
		return stepEnd
	}
	opts := c.opts("stop", "Break off", "undamaged", "Stay with the convoy (following is automatic)")
	if c.ask(KindFollow, "Attack the convoy again with the pack (13.5.5)?", e.Kind, opts) == "stop" {
		return stepEnd
	}
	c.reloadTubesShips() // 9.2.10 reload before the next round
	if p := c.S.Patrol; p != nil {
		p.FollowsHere++
	}
	c.freshEngagement() // 9.7.9 a new engagement
	c.pack.round++
	e.Targets = e.Targets[:0] // 9.7.7 new ships from a new angle
	c.identifyShips("convoy")
	e.EscortQuality = QualityNone
	return stepTime
}

// packDone meets the pack once the patrol has ended (13.5.6): the tournament is over
// for this boat.
func (c *Career) packDone() {
	if c.packOn() {
		c.pack.link.Meet(PackPoint{Meet: MeetDone})
	}
}

// Abandon unwinds the career quietly from inside Run (a decider or a PackLink whose
// driver has closed it): Run returns nil and nothing more is played. Calling it outside
// Run's goroutine panics.
func (c *Career) Abandon() { panic(careerOver{}) }
