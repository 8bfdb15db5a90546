package tactical

import (
	"errors"
	"fmt"
	"math"
)

// §2.4 speed (a), the length-transit timer as a timed click pair in scene time: the
// player holds the sight still and clicks when the target's bow crosses the vertical
// wire (CmdTransitStart) and again when its stern does (CmdTransitStop). The reading is
// V′ = L_book / Δt, Δt the scene time elapsed between the two clicks, so the click
// timing is the player's own (the design's σ 0.25 s per click is the human's, not a
// draw), the ship's true length ℓ = L_book·(1 + δ_ℓ) biases it by −δ_ℓ, and own motion
// or a turn of the target during the timing changes the crossing time as it does. A
// click falls anywhere inside a 0.5 s tick: Command.Value is its moment within the
// current tick (s, 0 ≤ Value < Tick; the screen knows it from the Pacer's Alpha), so the
// timing resolves the clicks, not the ticks. While the timer runs the scene forces ×1
// (§5: the first click raises tac_alert "transit", and Scene.Forced returns AlertTransit
// for as long as it runs; the player may still pause).
//
// The reference AI (§6.1.3) keeps the single reading of CmdObserve / ObsTransit at its
// launch look (Observer.Transit: the same formula with the crossing time from the
// geometry of that moment and the two click errors drawn): a timed pair would put the
// launch Δt (10–60 s) after the look, which moves the calibrated cells (§6.1, doc.go
// "What remains").

// The timer's commands, after the evasion's.
const (
	CmdTransitStart CmdKind = CmdE3Weapon + 1 + iota // Target, Value: the click's moment in the tick (s, [0, 0.5))
	CmdTransitStop                                   // Value: the click's moment in the tick (s, [0, 0.5))
)

// TransitTimer is the running length-transit timer (§2.4): the target and the scene
// time of the first click (s). On is false when no timing runs.
type TransitTimer struct {
	On     bool
	Target int
	T0     float64
}

// transitMinS is the shortest timing accepted (s): a shorter one is a double click.
const transitMinS = 1.0

// clickTime is the scene time (s) of a click at Value seconds into the current tick.
func (sc *Scene) clickTime(c Command) (float64, error) {
	if c.Value < 0 || c.Value >= Tick || math.IsNaN(c.Value) {
		return 0, fmt.Errorf("tactical: a click's moment in the tick must be 0 ≤ v < %v s, got %v", Tick, c.Value)
	}
	return Seconds(sc.Tick) + c.Value, nil
}

// transit applies CmdTransitStart / CmdTransitStop (§2.4).
func (sc *Scene) transit(c Command) error {
	t, err := sc.clickTime(c)
	if err != nil {
		return err
	}
	switch c.Kind {
	case CmdTransitStart:
		if sc.Ship(c.Target) == nil {
			return errors.New("tactical: no such contact")
		}
		if !sc.canSee() {
			return errors.New("tactical: raise the periscope first")
		}
		if sc.Transit.On {
			return errors.New("tactical: the transit timer is already running")
		}
		sc.Transit = TransitTimer{On: true, Target: c.Target, T0: t}
		sc.emit(NewAlert(AlertTransit, "transit")) // §5 forced ×1 from the first click
		return nil
	}
	if !sc.Transit.On {
		return errors.New("tactical: the transit timer is not running")
	}
	dt := t - sc.Transit.T0
	if dt < transitMinS {
		return fmt.Errorf("tactical: a transit of %.2f s is too short (at least %v s)", dt, transitMinS)
	}
	s := sc.Ship(sc.Transit.Target)
	sc.Transit = TransitTimer{}
	sc.emit(ObsEvent{Target: s.ID, Method: ObsTransit, MethodKey: ObsTransit.Key(), Value: r1(s.BookLength / dt / Knot),
		Unit: "kn", TrueValue: r1(s.Speed)})
	return nil
}

// transitLapse stops a running timing without a reading: the sight was lowered (the
// periscope down) or the scene can no longer see the target.
func (sc *Scene) transitLapse() {
	if sc.Transit.On && !sc.canSee() {
		sc.Transit = TransitTimer{}
	}
}

// Forced is the §5 alert the scene holds while it lasts: AlertTransit while the
// length-transit timer runs (forced ×1; the screen calls Pacer.Alert with it each
// frame), else AlertNone.
func (sc *Scene) Forced() Alert {
	if sc.Transit.On {
		return AlertTransit
	}
	return AlertNone
}
