package engine

// The lookout posture of the tactical layer (tactical-design §4.6): "double lookouts set
// earlier (a posture the player keeps in transit; every generic team starts the next
// encounter with 1 fatigue pip)" sight an aircraft by day at 8,000 m instead of 6,000 m,
// and "the +1 needs double lookouts or an early NAXOS warning plus a quick alarm".
//
// Readings [designed]:
//   - The posture is the player's through the lookouts decision (keys normal, double),
//     asked only while a provider is set and the crash-dive or damage-control scene is
//     not off (the two scenes it acts on): with the layer off nothing is asked and the
//     log is the table game's.
//   - It is asked once per leg of a patrol, at the first box of the leg, before that
//     box's posture (8.1): the way out (transit boxes before the patrol area), the patrol
//     area (its on-station and M/A boxes) and the way home (transit boxes after it, or
//     from the moment the boat aborts, 10.9). Kept in between, as the board game's
//     player keeps a standing order; a patrol starts with normal lookouts.
//   - Lookouts stand on the bridge: the posture acts only in a box crossed Surfaced
//     (8.1); schnorchelling, neither its sighting nor its pip.
//   - An encounter is read from its start (an [E1] result dispatched, a mission box's
//     or a resupply's aircraft, a pack's convoy battle, a submarine): the posture kept
//     then gives that encounter both its effects, the 8,000 m by day in its crash-dive
//     scenes and the start pip of its first damage-control scene (the men who stood the
//     double watch on the way to it are the tired ones; §4.6's "the next encounter" is
//     the next one met after the posture was set, and every one after it while it is
//     kept). Once per encounter: a Follow (9.7.9) or a second combat in the same
//     encounter starts its damage control rested (§4.2: pips clear only when the
//     encounter ends; the scene of a later combat is a new scene).

// optsLookouts is the lookouts decision's option list (normal first: the safest and the
// reference's, §0).
var optsLookouts = []Choice{{Key: LookoutsNormal, Label: "Normal lookouts"}, {Key: LookoutsDouble, Label: "Double lookouts"}}

// Legs of a patrol for the lookout posture (the lookouts decision's context).
const (
	LegOutbound  = "outbound"
	LegStation   = "station"
	LegHomebound = "homebound"
)

// lookoutLeg is the leg of the patrol the boat is on in the current box (see above).
func (c *Career) lookoutLeg(box *Box) string {
	p := c.S.Patrol
	if !box.Transit {
		return LegStation
	}
	if p.Aborting {
		return LegHomebound
	}
	for i := 0; i < p.Pos && i < len(p.Track); i++ {
		if !p.Track[i].Transit {
			return LegHomebound
		}
	}
	return LegOutbound
}

// lookoutsOn reports whether the lookout posture can act: a provider is set and the
// crash-dive or the damage-control scene is not off (§4.6, §1.2).
func (c *Career) lookoutsOn() bool {
	return c.tac.p != nil && (c.S.Options.Tactical(TacCrashDive) != TacOff || c.S.Options.Tactical(TacDamageControl) != TacOff)
}

// tacLookouts is called as the boat enters a box's encounters (A2.3, before the
// posture): the previous box's encounter is over, and at the first box of a leg the
// lookouts decision is asked (see above).
func (c *Career) tacLookouts(box *Box) {
	c.tac.double, c.tac.pipDue = false, false
	if !c.lookoutsOn() {
		return
	}
	p := c.S.Patrol
	leg := c.lookoutLeg(box)
	if leg == p.LookoutsLeg {
		return
	}
	p.LookoutsLeg = leg
	p.Lookouts = c.ask(KindLookouts, "Lookouts for this leg of the patrol: double lookouts sight aircraft by day at 8,000 m instead of 6,000 m, but every damage-control team starts the next encounter with 1 fatigue pip (tactical §4.6)", leg, c.fixed(optsLookouts))
}

// beginEncounter logs an encounter's start (kind: the [E1] result or the encounter's
// name) and marks it for the lookouts (tacEncounter, with a tactical provider only).
func (c *Career) beginEncounter(kind string) {
	c.encounters++ // the encounter's rolls are a new dice epoch (siteDice)
	if c.sink != nil {
		c.emit(&EncounterEvent{Header: Header{T: TEncounter}, Kind: kind})
	}
	if c.tac.p != nil {
		c.tacEncounter() // tactical-design §4.6 the lookouts kept as the encounter begins
	}
}

// tacEncounter marks the start of an encounter (see above): the posture kept now, in a
// box crossed Surfaced, gives it the double lookouts' sighting and start pip.
func (c *Career) tacEncounter() {
	p := c.S.Patrol
	c.tac.double = p != nil && p.Lookouts == LookoutsDouble && c.posture() == PostureSurfaced
	c.tac.pipDue = c.tac.double
}

// DoubleLookouts reports whether the encounter in progress began with double lookouts
// kept (tactical-design §4.6): its crash-dive scenes sight an aircraft by day at the
// double lookouts' distance. False with the layer off.
func (c *Career) DoubleLookouts() bool { return c.tac.double }

// TakeLookoutPip reports whether the encounter in progress owes its damage-control
// teams the double lookouts' start pip (§4.6: every generic team starts with 1 fatigue
// pip) and marks it taken: true once per encounter, for its first damage-control scene.
// A provider calls it when it builds that scene (the one change it makes to c).
func (c *Career) TakeLookoutPip() bool {
	due := c.tac.pipDue
	c.tac.pipDue = false
	return due
}
