package scenes

import (
	"testing"

	"uboat/assets"
	"uboat/engine"
	"uboat/game"
)

// eventsOfEveryType builds one event for every "t" the engine emits.
func eventsOfEveryType() map[string]engine.Event {
	h := func(t string) engine.Header { return engine.Header{T: t} }
	evs := map[string]engine.Event{
		engine.TCareerStart: &engine.CareerStart{Header: h(engine.TCareerStart)},
		engine.TRoll:        &engine.RollEvent{Header: h(engine.TRoll), Table: "E1", Dice: "2d6", Faces: []int{3, 4}},
		engine.TDecision:    &engine.DecisionEvent{Header: h(engine.TDecision)},
		engine.TAssignment:  &engine.AssignmentEvent{Header: h(engine.TAssignment)},
		engine.TBox:         &engine.BoxEvent{Header: h(engine.TBox)},
		engine.TEncounter:   &engine.EncounterEvent{Header: h(engine.TEncounter), Kind: "convoy"},
		engine.TShip:        &engine.ShipEvent{Header: h(engine.TShip)},
		engine.TTorpedo:     &engine.TorpedoEvent{Header: h(engine.TTorpedo), Weapon: "g7a"},
		engine.TShipDamaged: &engine.ShipDamageEvent{Header: h(engine.TShipDamaged)},
		engine.TShipSunk:    &engine.ShipDamageEvent{Header: h(engine.TShipSunk)},
		engine.TUboatDamage: &engine.UboatDamageEvent{Header: h(engine.TUboatDamage), System: "hull", State: "2"},
		engine.TCrew:        &engine.CrewEvent{Header: h(engine.TCrew)},
		engine.TPatrolEnd:   &engine.PatrolEndEvent{Header: h(engine.TPatrolEnd)},
		engine.TRefit:       &engine.RefitEvent{Header: h(engine.TRefit), Months: 2},
		engine.TCareerEnd:   &engine.CareerEndEvent{Header: h(engine.TCareerEnd)},
	}
	for _, t := range []string{engine.TPromotion, engine.TDecoration, engine.TCrewQuality, engine.TNewBoat,
		engine.TRandomEvent, engine.TNote, engine.TPortAirRaid, engine.TAircraftPass} {
		evs[t] = &engine.KeyEvent{Header: h(t)}
	}
	return evs
}

func TestEveryEventTypeHasAnAnimation(t *testing.T) {
	evs := eventsOfEveryType()
	if len(evs) != 23 {
		t.Fatalf("%d event types; the engine has 23 (update this test when it grows)", len(evs))
	}
	for typ, e := range evs {
		a := AnimFor(e)
		if a == AnimNone || a.String() == "none" {
			t.Errorf("%s: no animation", typ)
		}
	}
	// the specific ones the art direction asks for
	want := map[string]Anim{engine.TRoll: AnimDice, engine.TBox: AnimBoatMove, engine.TShip: AnimShipAppear,
		engine.TTorpedo: AnimTorpedoRun, engine.TShipSunk: AnimShipSinks, engine.TRefit: AnimRefitMonths,
		engine.TDecoration: AnimMedal, engine.TAircraftPass: AnimAircraft, engine.TUboatDamage: AnimBoatDamage}
	for typ, a := range want {
		if got := AnimFor(evs[typ]); got != a {
			t.Errorf("%s: %s, want %s", typ, got, a)
		}
	}
	if AnimFor(&engine.TorpedoEvent{Weapon: "deck_gun"}) != AnimGunfire {
		t.Error("deck gun")
	}
	if AnimFor(&engine.UboatDamageEvent{System: "radio", State: "repaired"}) != AnimRepair {
		t.Error("repair")
	}
	if AnimFor(nil) != AnimNone {
		t.Error("nil event")
	}
}

func TestTweenFinishesAtEveryPace(t *testing.T) {
	for _, p := range []game.Pace{game.PaceNormal, game.PaceFast, game.PaceInstant} {
		var tw Tween
		tw.Start(160, false)
		if tw.Done() || !tw.Active() || tw.F() != 0 {
			t.Fatalf("%v: fresh tween %+v", p, tw)
		}
		frames := 0
		last := -1.0
		for !tw.Done() {
			tw.Step(PaceSpeed(p))
			if tw.F() <= last {
				t.Fatalf("%v: progress went %v → %v", p, last, tw.F())
			}
			last = tw.F()
			frames++
			if frames > 1000 {
				t.Fatalf("%v: never finishes", p)
			}
		}
		want := map[game.Pace]int{game.PaceNormal: 160, game.PaceFast: 40, game.PaceInstant: 1}[p]
		if frames != want || tw.F() != 1 {
			t.Errorf("%v: %d frames (want %d), F %v", p, frames, want, tw.F())
		}
	}
	var tw Tween
	tw.Start(50, true)
	if !tw.Done() {
		t.Error("instant start should be done")
	}
	tw.Start(50, false)
	tw.Finish()
	if !tw.Done() {
		t.Error("skip")
	}
}

func TestParticlesLiveAndDie(t *testing.T) {
	var f fxPool
	var r rnd = 1
	f.explode(&r, 100, 100, 1)
	f.column(&r, 100, 100, 80)
	f.bubbles(&r, 50, 300, 100, 10)
	f.starShell(&r, 10, 10)
	f.oil(&r, 200, 200, 100)
	if f.n < 30 {
		t.Fatalf("only %d particles", f.n)
	}
	for i := 0; i < maxParticles*2; i++ { // more than the pool holds: it must not grow
		f.flakBurst(&r, 1, 1)
	}
	if f.n != maxParticles {
		t.Fatalf("pool holds %d", f.n)
	}
	for i := 0; i < 1000 && f.n > 0; i++ {
		f.step()
	}
	if f.n != 0 {
		t.Errorf("%d particles never die", f.n)
	}
}

func TestChargesSinkAndBurst(t *testing.T) {
	s := &depthStage{boatX: 420, depth: 190, targetD: 190, escorts: 1}
	s.escortX[0] = 300
	for _, c := range []struct{ table, result string }{{"E3", "2"}, {"E3c", "hit"}, {"E3c", "miss"}, {"E3d", "sunk"}, {"E3d", "miss"}, {"E3e", "7"}} {
		s.charges = s.charges[:0]
		s.attack(c.table, c.result, 2, false)
		if len(s.charges) == 0 {
			t.Fatalf("%s %s: no charges", c.table, c.result)
		}
		for i := range s.charges {
			ch := &s.charges[i]
			_, y0 := s.chargePos(ch)
			ch.t = ch.delay + chargeFall(ch.kind) + 60
			_, y1 := s.chargePos(ch)
			if y1 <= y0 {
				t.Errorf("%s %s: charge %d does not sink (%v → %v)", c.table, c.result, i, y0, y1)
			}
		}
	}
	s.charges = s.charges[:0]
	s.attack("E3", "1", 1, true)
	for _, ch := range s.charges {
		if ch.t < 9999 {
			t.Error("instant charges should be over at once")
		}
	}
}

// [E3b] only names the escort's weapon; the attack is drawn on its own roll: [E3c]
// Hedgehog (only a hit strikes the hull), [E3d] Squid, [E3e] FIDO (tables.md E3b–E3e).
func TestSpecialWeaponsFollowTheirTables(t *testing.T) {
	s := &depthStage{boatX: 420, depth: 190, targetD: 190, escorts: 1}
	s.escortX[0] = 300
	s.attack("E3b", "hedgehog", 0, false)
	s.attack("E3b", "squid", 0, false)
	if len(s.charges) != 0 {
		t.Fatalf("[E3b] names the weapon only, but dropped %d charges", len(s.charges))
	}
	landsOnHull := func(result string) (hits, onHull int) {
		s.charges = s.charges[:0]
		s.attack("E3c", result, 0, false)
		if len(s.charges) != 24 {
			t.Fatalf("Hedgehog %s: %d bombs, want 24", result, len(s.charges))
		}
		for i := range s.charges {
			ch := &s.charges[i]
			ch.t = ch.delay + 40
			x, _ := s.chargePos(ch)
			if x > s.boatX-90 && x < s.boatX+90 {
				onHull++
			}
			if ch.hit {
				hits++
			}
		}
		return hits, onHull
	}
	if h, on := landsOnHull("hit"); h != 24 || on == 0 {
		t.Errorf("Hedgehog hit: %d bombs armed to strike, %d over the hull", h, on)
	}
	if h, on := landsOnHull("miss"); h != 0 || on != 0 {
		t.Errorf("Hedgehog miss: %d bombs armed to strike, %d over the hull", h, on)
	}
	for _, c := range []struct {
		table, result string
		kind          chargeKind
		n             int
		hit           bool
	}{{"E3d", "sunk", ckSquid, 3, true}, {"E3d", "7", ckSquid, 3, true}, {"E3d", "miss", ckSquid, 3, false},
		{"E3e", "sunk", ckFido, 1, true}, {"E3e", "miss", ckFido, 1, false}} {
		s.charges = s.charges[:0]
		s.attack(c.table, c.result, 0, false)
		if len(s.charges) != c.n {
			t.Fatalf("%s %s: %d charges, want %d", c.table, c.result, len(s.charges), c.n)
		}
		for _, ch := range s.charges {
			if ch.kind != c.kind || ch.hit != c.hit {
				t.Errorf("%s %s: charge kind %d hit %v, want kind %d hit %v", c.table, c.result, ch.kind, ch.hit, c.kind, c.hit)
			}
		}
	}
}

func TestSinkingShipGoesUnder(t *testing.T) {
	s := &encounterStage{}
	sh := &shipView{sunk: true, width: 100}
	_, s0 := s.sinkPose(sh)
	sh.sinkT = sinkFrames
	tilt, s1 := s.sinkPose(sh)
	if s0 != 0 || s1 < 50 || tilt <= 0 {
		t.Errorf("sinking pose: start %v, end %v, list %v", s0, s1, tilt)
	}
}

// A sinking leaks the same few oil patches at every pace, each faint: at a fast pace a
// patch every frame, hard-edged, stacked into a black ellipse around the ship.
func TestSinkingOilIsFaintAndPaceIndependent(t *testing.T) {
	count := func(sp int) int {
		n := 0
		for was := 0; was < sinkFrames; was += sp {
			if oilDue(was, min(sinkFrames, was+sp)) {
				n++
			}
		}
		return n
	}
	n1 := count(1)
	for _, sp := range []int{2, 4, 8} {
		if n := count(sp); n != n1 {
			t.Errorf("pace %d: %d oil patches, at pace 1: %d", sp, n, n1)
		}
	}
	if n1 > 10 {
		t.Errorf("%d oil patches in a sinking", n1)
	}
	// stacked at one spot, the patches never make an opaque black
	clear := 1.0
	for i := 0; i < n1; i++ {
		clear *= 1 - oilAlpha(0)*float64(0xb0)/255
	}
	if clear < 0.1 {
		t.Errorf("%d stacked patches let through %.2f of the sea", n1, clear)
	}
}

// 9.1 the boat follows the attack mode the player chose: a submerged attack by day shows
// it at periscope depth even when the engine's state still held a surfaced round.
func TestEncounterBoatFollowsAttackMode(t *testing.T) {
	s := &encounterStage{}
	s.mode = engine.ModeSurfaced // the previous round, read from the state at the decision
	s.event(nil, &engine.DecisionEvent{Header: engine.Header{T: engine.TDecision}, ID: engine.KindAttackMode.String(), Chosen: engine.ModeSubmerged}, false)
	if st, _ := s.boatState(); st == assets.Surfaced {
		t.Errorf("submerged day attack: boat drawn %v", st)
	}
	s.event(nil, &engine.DecisionEvent{Header: engine.Header{T: engine.TDecision}, ID: engine.KindAttackMode.String(), Chosen: engine.ModeSurfaced}, false)
	if st, _ := s.boatState(); st != assets.Surfaced {
		t.Errorf("surfaced attack: boat drawn %v", st)
	}
	s.event(nil, &engine.DecisionEvent{Header: engine.Header{T: engine.TDecision}, ID: "range", Chosen: "close"}, false)
	if s.mode != engine.ModeSurfaced {
		t.Errorf("another decision changed the mode to %q", s.mode)
	}
}
