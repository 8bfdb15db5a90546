package scenes

import (
	"uboat/engine"
	"uboat/game"
)

// Every engine event has an animation: AnimFor names it, the stage that shows the event
// plays it. Animations run on Tweens that advance by the pace (fast plays four frames at
// a time, instant and skipping finish at once), so they never hold up the queue longer
// than game.EventFrames allows unless a stage asks with Hold.

// Anim names an event's animation.
type Anim int

// Animations.
const (
	AnimNone        Anim = iota
	AnimCommission       // career start: the new command card
	AnimDice             // a roll: dice tumble to their faces
	AnimChoice           // a decision answered: the panel closes
	AnimOrders           // assignment: orders card, the track drawn on the chart
	AnimBoatMove         // a box: the boat sails to it along the track
	AnimContact          // an encounter: ships on the horizon, aircraft inbound, escorts closing
	AnimShipAppear       // a ship identified: it rises over the horizon
	AnimTorpedoRun       // a torpedo runs (wake if steam) to a hit, dud or miss
	AnimGunfire          // the deck gun fires
	AnimShipHit          // a ship damaged: explosion, fire and smoke
	AnimShipSinks        // a ship sunk: it lists and goes down, oil on the water
	AnimBoatDamage       // the boat hit: the screen shakes, the status board lights up
	AnimRepair           // a system repaired: sparks, the lamp goes green
	AnimCrew             // a crew member wounded or killed
	AnimHomecoming       // patrol over: the boat comes home
	AnimRefitMonths      // refit: months pass on the calendar
	AnimMedal            // a decoration is awarded
	AnimPromotion        // a promotion: new rings on the sleeve
	AnimNote             // any other key event: a card
	AnimAircraft         // an aircraft pass: attack run and flak
	AnimCareerEnd        // the career's end
	numAnims
)

var animNames = [numAnims]string{"none", "commission", "dice", "choice", "orders", "boat_move", "contact",
	"ship_appear", "torpedo_run", "gunfire", "ship_hit", "ship_sinks", "boat_damage", "repair", "crew",
	"homecoming", "refit_months", "medal", "promotion", "note", "aircraft", "career_end"}

func (a Anim) String() string {
	if a < 0 || a >= numAnims {
		return "none"
	}
	return animNames[a]
}

// AnimFor returns the animation an event plays.
func AnimFor(e engine.Event) Anim {
	switch e := e.(type) {
	case *engine.CareerStart:
		return AnimCommission
	case *engine.RollEvent:
		return AnimDice
	case *engine.DecisionEvent:
		return AnimChoice
	case *engine.AssignmentEvent:
		return AnimOrders
	case *engine.BoxEvent:
		return AnimBoatMove
	case *engine.EncounterEvent:
		return AnimContact
	case *engine.ShipEvent:
		return AnimShipAppear
	case *engine.TorpedoEvent:
		if e.Weapon == engine.WeaponDeckGun {
			return AnimGunfire
		}
		return AnimTorpedoRun
	case *engine.ShipDamageEvent:
		if e.T == engine.TShipSunk {
			return AnimShipSinks
		}
		return AnimShipHit
	case *engine.UboatDamageEvent:
		if e.State == engine.DamageRepaired {
			return AnimRepair
		}
		return AnimBoatDamage
	case *engine.CrewEvent:
		return AnimCrew
	case *engine.PatrolEndEvent:
		return AnimHomecoming
	case *engine.RefitEvent:
		return AnimRefitMonths
	case *engine.KeyEvent:
		switch e.T {
		case engine.TDecoration:
			return AnimMedal
		case engine.TPromotion:
			return AnimPromotion
		case engine.TAircraftPass:
			return AnimAircraft
		}
		return AnimNote
	case *engine.CareerEndEvent:
		return AnimCareerEnd
	}
	return AnimNone
}

// Tween is one animation's clock: T frames of Dur, advanced by Speed per frame.
type Tween struct {
	T, Dur int
}

// Start begins a tween of dur frames (instant: already finished).
func (t *Tween) Start(dur int, instant bool) {
	t.Dur = max(1, dur)
	t.T = 0
	if instant {
		t.T = t.Dur
	}
}

// Step advances by speed frames.
func (t *Tween) Step(speed int) {
	if t.T < t.Dur {
		t.T = min(t.Dur, t.T+max(1, speed))
	}
}

// Done reports the tween finished (or never started).
func (t *Tween) Done() bool { return t.T >= t.Dur }

// Active reports a started, unfinished tween.
func (t *Tween) Active() bool { return t.Dur > 0 && t.T < t.Dur }

// F is the progress 0…1.
func (t *Tween) F() float64 {
	if t.Dur <= 0 {
		return 1
	}
	return float64(t.T) / float64(t.Dur)
}

// Finish ends it at once (skip).
func (t *Tween) Finish() { t.T = t.Dur }

// PaceSpeed is how many animation frames one screen frame plays at a pace.
func PaceSpeed(p game.Pace) int {
	switch p {
	case game.PaceFast:
		return 4
	case game.PaceInstant:
		return 1 << 20
	}
	return 1
}

// speed is the campaign's current animation speed (skipping plays everything out).
func (c *Campaign) speed() int {
	if c.queue.Skipping {
		return 1 << 20
	}
	ps := c.scenes[c.place]
	if ps == nil || ps.g == nil {
		return 1
	}
	return PaceSpeed(ps.g.Pace())
}

// stageOf returns a play scene's stage (nil for none).
func (p *PlayScene) stageOf() stage {
	if p == nil {
		return nil
	}
	return p.st
}
