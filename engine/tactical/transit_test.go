package tactical

import (
	"bytes"
	"math"
	"testing"
)

// transitScene is a convoy attack at periscope depth with the periscope up.
func transitScene(t *testing.T, seed uint64) *Scene {
	t.Helper()
	sc, err := NewAttack(MustData(), convoySetup(seed), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := sc.Do(Command{Kind: CmdPeriscope, Flag: true}); err != nil {
		t.Fatal(err)
	}
	return sc
}

// lastObs is the last ObsEvent in the scene's log.
func lastObs(t *testing.T, sc *Scene) ObsEvent {
	t.Helper()
	obs := eventsOf[ObsEvent](sc.Log)
	if len(obs) == 0 {
		t.Fatal("no reading")
	}
	return obs[len(obs)-1]
}

// TestTransitTimer is design §2.4 speed (a) with §5: the length transit as a timed
// click pair in scene time. The reading is L_book / Δt with Δt the scene time between
// the clicks, each click placed inside its 0.5 s tick; while the timer runs the scene
// forces ×1 (a Pacer at ×16 drops to ×1 and does not pause even with pause on alerts);
// bad clicks are refused and not recorded; lowering the periscope lapses the timing.
func TestTransitTimer(t *testing.T) {
	sc := transitScene(t, 5)
	s := sc.Ship(2)
	if sc.Forced() != AlertNone {
		t.Fatalf("forced %v before the timing", sc.Forced())
	}
	for _, bad := range []Command{
		{Kind: CmdTransitStop},                          // not running
		{Kind: CmdTransitStart, Target: 9},              // no such contact
		{Kind: CmdTransitStart, Target: 2, Value: -0.1}, // click before the tick
		{Kind: CmdTransitStart, Target: 2, Value: Tick}, // click in the next tick
		{Kind: CmdTransitStart, Target: 2, Value: math.NaN()},
	} {
		if err := sc.Do(bad); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	orders := len(sc.Orders)
	if err := sc.Do(Command{Kind: CmdTransitStart, Target: 2, Value: 0.2}); err != nil {
		t.Fatal(err)
	}
	t0 := Seconds(sc.Tick) + 0.2
	if err := sc.Do(Command{Kind: CmdTransitStart, Target: 2}); err == nil {
		t.Error("a second start accepted while the timer runs")
	}
	if sc.Forced() != AlertTransit || !sc.Transit.On || sc.Transit.Target != 2 {
		t.Fatalf("timer %+v, forced %v", sc.Transit, sc.Forced())
	}
	if a := eventsOf[AlertEvent](sc.Log); len(a) == 0 || a[len(a)-1].Alert != AlertTransit {
		t.Fatalf("no tac_alert transit at the first click: %+v", a)
	}
	p := Pacer{Level: X16, PauseOnAlert: true}
	p.Alert(sc.Forced())
	if p.Level != X1 {
		t.Fatalf("pacer at %v while timing, want ×1 (§5)", p.Level)
	}
	sc.Step() // 0.5 s: a stop now would be under 1 s
	if err := sc.Do(Command{Kind: CmdTransitStop, Value: 0.1}); err == nil {
		t.Fatal("a 0.4 s transit accepted")
	}
	for i := 0; i < 49; i++ {
		sc.Step()
	}
	if err := sc.Do(Command{Kind: CmdTransitStop, Value: 0.35}); err != nil {
		t.Fatal(err)
	}
	dt := Seconds(sc.Tick) + 0.35 - t0 // 50 ticks + 0.35 − 0.2 = 25.15 s
	if math.Abs(dt-25.15) > 1e-9 {
		t.Fatalf("elapsed %v s, want 25.15", dt)
	}
	ev := lastObs(t, sc)
	if ev.Method != ObsTransit || ev.Target != 2 || ev.Unit != "kn" || ev.Value != r1(s.BookLength/dt/Knot) || ev.TrueValue != r1(s.Speed) {
		t.Fatalf("reading %+v, want %.1f kn from L_book %.1f m over %.2f s", ev, s.BookLength/dt/Knot, s.BookLength, dt)
	}
	if sc.Forced() != AlertNone || sc.Transit.On {
		t.Fatalf("timer still running after the stop: %+v", sc.Transit)
	}
	if got := len(sc.Orders) - orders; got != 2 {
		t.Fatalf("%d orders recorded for the timing, want the two clicks", got)
	}

	// Lowered periscope: the timing lapses without a reading.
	if err := sc.Do(Command{Kind: CmdTransitStart, Target: 1}); err != nil {
		t.Fatal(err)
	}
	n := len(eventsOf[ObsEvent](sc.Log))
	if err := sc.Do(Command{Kind: CmdPeriscope, Flag: false}); err != nil {
		t.Fatal(err)
	}
	if sc.Transit.On || sc.Forced() != AlertNone {
		t.Fatal("timing survived the periscope going down")
	}
	for i := 0; i < 10; i++ {
		sc.Step()
	}
	if err := sc.Do(Command{Kind: CmdTransitStop}); err == nil || len(eventsOf[ObsEvent](sc.Log)) != n {
		t.Fatal("a lapsed timing gave a reading")
	}
	if err := sc.Do(Command{Kind: CmdTransitStart, Target: 1}); err == nil {
		t.Fatal("timing started with the periscope down")
	}
}

// TestTransitClicksAtCrossings: design §2.4 "V′ = L_book / Δt (exact for a fixed sight
// line whatever the AOB; own boat stopped)", bias −δ_ℓ. With the boat stopped and the
// clicks at the true bow and stern crossings of the wire (Δt = ℓ·|n·h| / |n·V_t|, the
// geometry of Observer.Transit), the reading is the target's speed × L_book / ℓ: the
// timed pair and the AI's single reading are the same instrument.
func TestTransitClicksAtCrossings(t *testing.T) {
	timed := 0
	for seed := uint64(1); seed <= 6; seed++ {
		sc := transitScene(t, seed)
		sc.Own.Speed, sc.Own.OrderSpeed = 0, 0
		s := sc.Ship(1 + int(seed)%3)
		u := Heading(Bearing(sc.Own.Pos, s.Pos))
		n := Vec{u.Y, -u.X}
		rate := math.Abs(n.Dot(s.Velocity()))
		span := s.Length * math.Abs(n.Dot(Heading(s.Course)))
		if rate < 0.05 {
			continue
		}
		dt := span / rate
		if dt < 2 || dt > 600 {
			continue
		}
		ticks := int64(dt / Tick)
		frac := dt - Seconds(ticks)
		if err := sc.Do(Command{Kind: CmdTransitStart, Target: s.ID}); err != nil {
			t.Fatal(err)
		}
		for i := int64(0); i < ticks; i++ {
			sc.Step()
		}
		if err := sc.Do(Command{Kind: CmdTransitStop, Value: frac}); err != nil {
			t.Fatal(err)
		}
		want := s.Speed * s.BookLength / s.Length
		if ev := lastObs(t, sc); math.Abs(ev.Value-want) > 0.051 {
			t.Fatalf("seed %d: reading %.2f kn, want %.2f (speed %.2f × L_book/ℓ %.3f)", seed, ev.Value, want, s.Speed, s.BookLength/s.Length)
		}
		timed++
	}
	if timed < 3 {
		t.Fatalf("only %d timings", timed)
	}
}

// TestTransitSaveLoad is §9.5.2 with the timer running: a scene saved between the
// clicks loads with the timer as it was and the stop gives the same reading and log.
func TestTransitSaveLoad(t *testing.T) {
	d := MustData()
	a := transitScene(t, 11)
	for i := 0; i < 7; i++ {
		a.Step()
	}
	if err := a.Do(Command{Kind: CmdTransitStart, Target: 3, Value: 0.45}); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 30; i++ {
		a.Step()
	}
	save, err := a.Save()
	if err != nil {
		t.Fatal(err)
	}
	b, err := LoadAttack(d, save, nil)
	if err != nil {
		t.Fatal(err)
	}
	if b.Transit != a.Transit || b.Forced() != AlertTransit {
		t.Fatalf("loaded timer %+v, saved %+v", b.Transit, a.Transit)
	}
	for _, sc := range []*Scene{a, b} {
		sc.Step()
		if err := sc.Do(Command{Kind: CmdTransitStop, Value: 0.05}); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(JSONLines(a.Log), JSONLines(b.Log)) {
		t.Fatal("the loaded scene's log differs after the stop")
	}
}
