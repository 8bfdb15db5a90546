package tactical

import (
	"bytes"
	"errors"
	"math"
	"reflect"
	"testing"
)

// alertsAt lists the scene log's tac_alert entries of one alert kind with their ticks.
func alertsAt(log []Logged, a Alert) (ev []AlertEvent, ticks []int64) {
	for _, l := range log {
		if x, ok := l.Ev.(AlertEvent); ok && x.Alert == a {
			ev, ticks = append(ev, x), append(ticks, l.Tick)
		}
	}
	return ev, ticks
}

// §5 player-set alarms in the attack scene, scripted: "in N minutes" fires at its
// tick; "at range Y" on the TDC's target fires at the first tick the TDC's running
// estimate crosses Y (the player's picture, not the truth); "at bearing X" on a ship
// with no reading never fires while the true bearing sweeps through X, and fires at the
// reading that crosses it; a cleared alarm never fires; each fired alarm drops the
// Pacer to ×1; the View replayed from the log shows every alarm's state; a save taken
// with alarms set replays to the same log.
func TestPlayerAlarmsAttack(t *testing.T) {
	d := MustData()
	sc, err := NewAttack(d, convoySetup(7), nil)
	if err != nil {
		t.Fatal(err)
	}
	must := func(c Command) {
		t.Helper()
		if err := sc.Do(c); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []Command{
		{Kind: CmdAlarmSet, N: int(AlarmBearing), Target: 1, Value: 360},
		{Kind: CmdAlarmSet, N: int(AlarmRange), Target: 1, Value: 0},
		{Kind: CmdAlarmSet, N: int(AlarmTime), Value: 61},
		{Kind: CmdAlarmSet, N: 3, Value: 1},
		{Kind: CmdAlarmSet, N: int(AlarmBearing), Target: 99, Value: 10},
		{Kind: CmdAlarmClear, N: 1},
	} {
		if err := sc.Do(c); err == nil {
			t.Fatalf("%+v accepted", c)
		}
	}
	if len(sc.Orders) != 0 {
		t.Fatal("a refused alarm was recorded")
	}
	// A probe of the same scene: ship 2's true bearing at ticks 420, 600 and 780.
	probe, _ := NewAttack(d, convoySetup(7), nil)
	trueB := map[int64]float64{}
	for probe.Tick < 800 {
		probe.Step()
		trueB[probe.Tick] = Bearing(probe.Own.Pos, probe.Ship(2).Pos)
	}
	x := math.Round(trueB[600]*10) / 10
	if math.Abs(Wrap180(trueB[420]-x)) < 1 || math.Abs(Wrap180(trueB[780]-x)) < 1 || math.Signbit(Wrap180(trueB[420]-x)) == math.Signbit(Wrap180(trueB[780]-x)) {
		t.Fatalf("ship 2's bearing %.1f, %.1f, %.1f does not sweep through %.1f", trueB[420], trueB[600], trueB[780], x)
	}
	// 1: in 2 minutes; 2: ship 2 at bearing x; 3: in 1 minute, cleared.
	must(Command{Kind: CmdAlarmSet, N: int(AlarmTime), Value: 2})
	must(Command{Kind: CmdAlarmSet, N: int(AlarmBearing), Target: 2, Value: x})
	must(Command{Kind: CmdAlarmSet, N: int(AlarmTime), Value: 1})
	must(Command{Kind: CmdAlarmClear, N: 3})
	if err := sc.Do(Command{Kind: CmdAlarmClear, N: 3}); !errors.Is(err, ErrAlarmNone) {
		t.Fatalf("cleared twice: %v", err)
	}
	// 4: at range Y on the TDC's target (ship 1), dialled at 5,000 m closing.
	s1 := sc.Ship(1)
	aob := AOB(Bearing(s1.Pos, sc.Own.Pos)+180, s1.Course)
	must(Command{Kind: CmdSetTDC, Target: 1, Range: 5000, AOB: aob, Speed: s1.Speed})
	est := func(tick int64) float64 { e, _ := sc.TDC.estimated(tick); return e.Len() }
	r0 := est(0)
	y := math.Round(r0 - 300)
	if est(Ticks(600)) > y-50 {
		t.Fatalf("the TDC's estimate does not close: %.0f m now, %.0f m in 10 min", r0, est(Ticks(600)))
	}
	must(Command{Kind: CmdAlarmSet, N: int(AlarmRange), Target: 1, Value: y})
	wantRange := int64(1)
	for est(wantRange) > y+0.5 {
		wantRange++
	}
	var saved []byte
	for sc.Tick < 420 {
		sc.Step()
		if sc.Tick == 100 {
			if saved, err = sc.Save(); err != nil {
				t.Fatal(err)
			}
		}
	}
	snap := JSONLines(sc.Log)
	ev, ticks := alertsAt(sc.Log, AlertPlayer)
	if len(ev) != 2 || ev[0].What != "alarm_range" || ev[0].ID != 4 || ticks[0] != wantRange ||
		ev[1].What != "alarm_time" || ev[1].ID != 1 || ticks[1] != Ticks(120) {
		t.Fatalf("player alerts %+v at %v (range due at %d, time at %d)", ev, ticks, wantRange, Ticks(120))
	}
	// the bearing: a reading before the value, none while the true bearing passes it
	// (tick 600: nothing fires, no truth leak), a reading after it fires at the next tick.
	must(Command{Kind: CmdPeriscope, Flag: true})
	must(Command{Kind: CmdObserve, Target: 2, Method: ObsBearing})
	for sc.Tick < 780 {
		sc.Step()
	}
	if !sc.alarms[1].Live() {
		t.Fatal("the bearing alarm fired without a reading past its value (a truth leak)")
	}
	must(Command{Kind: CmdObserve, Target: 2, Method: ObsBearing})
	before := len(sc.Log)
	sc.Step()
	got, _ := alertsAt(sc.Log[before:], AlertPlayer)
	if len(got) != 1 || got[0].What != "alarm_bearing" || got[0].ID != 2 {
		t.Fatalf("the reading past %.1f°: alerts %+v", x, got)
	}
	p := Pacer{Level: X64}
	p.Alert(got[0].Alert)
	if p.Level != X1 {
		t.Errorf("alarm: pacer %s", p.Level.Key())
	}
	v := ViewOf(sc.Log, sc.Tick)
	wantStates := []string{"fired", "fired", "clear", "fired"}
	if len(v.Alarms) != 4 {
		t.Fatalf("View alarms %+v", v.Alarms)
	}
	for i, a := range v.Alarms {
		if a.State != wantStates[i] || a.ID != i+1 {
			t.Errorf("View alarm %d: %+v, want %s", i+1, a, wantStates[i])
		}
	}
	if v.Alarms[3].Kind != "range" || v.Alarms[3].Target != 1 || v.Alarms[3].Value != y {
		t.Errorf("View alarm 4: %+v", v.Alarms[3])
	}
	// §9.5.2 the save taken at tick 100 holds the alarms (orders) and replays the log.
	ld, err := LoadAttack(d, saved, nil)
	if err != nil {
		t.Fatal(err)
	}
	for ld.Tick < 420 {
		ld.Step()
	}
	if a := ld.Alarms(); len(a) != 4 || !a[1].Live() || a[0].Live() || a[3].Live() || !a[2].Cleared {
		t.Errorf("loaded alarms %+v", a)
	}
	if !bytes.Equal(JSONLines(ld.Log), snap) {
		t.Fatal("the loaded scene's log differs from the scene's")
	}
}

// §2.2, §5 the attack scene's contacts, scripted by day submerged with the hydrophones
// out of action (Setup.Deaf): with the periscope down nothing is shown; raised, every
// ship within sight becomes a contact hold_s later (one new_contact each); a dip of the
// periscope shorter than hold_s changes nothing; lowered for good, every contact is
// lost hold_s later (one contact_lost each); the View replayed from the log shows the
// scene's contacts. With the hydrophones working the contacts are held from the start
// (logged at tick 0, no alert) and the periscope changes only their sensor.
func TestAttackContacts(t *testing.T) {
	d := MustData()
	hold := d.holdTicks()
	su := convoySetup(11)
	su.Deaf = true
	sc, err := NewAttack(d, su, nil)
	if err != nil {
		t.Fatal(err)
	}
	if v := ViewOf(sc.Log, 0); len(v.Contacts) != 0 {
		t.Fatalf("deaf, periscope down: contacts at the start %+v", v.Contacts)
	}
	up := func(f bool) {
		if err := sc.Do(Command{Kind: CmdPeriscope, Flag: f}); err != nil {
			t.Fatal(err)
		}
	}
	run := func(n int64) {
		for range n {
			sc.Step()
		}
	}
	run(10)
	up(true)
	run(hold + 5)
	ev, ticks := alertsAt(sc.Log, AlertContact)
	if len(ev) != len(sc.Ships) {
		t.Fatalf("periscope up: %d contact alerts for %d ships", len(ev), len(sc.Ships))
	}
	for i, a := range ev {
		if a.What != "new_contact" || a.ID != i+1 || ticks[i] != 11+hold {
			t.Errorf("alert %+v at tick %d, want new_contact %d at %d", a, ticks[i], i+1, 11+hold)
		}
	}
	up(false)
	run(hold / 2)
	up(true)
	run(3 * hold)
	if ev, _ = alertsAt(sc.Log, AlertContact); len(ev) != len(sc.Ships) {
		t.Fatalf("a periscope dip of %d ticks raised %d alerts", hold/2, len(ev)-len(sc.Ships))
	}
	up(false)
	down := sc.Tick + 1
	run(hold + 5)
	ev, ticks = alertsAt(sc.Log, AlertContact)
	if len(ev) != 2*len(sc.Ships) {
		t.Fatalf("periscope down: %d alerts", len(ev))
	}
	for i, a := range ev[len(sc.Ships):] {
		if a.What != "contact_lost" || a.ID != i+1 || ticks[len(sc.Ships)+i] != down+hold {
			t.Errorf("alert %+v at tick %d, want contact_lost %d at %d", a, ticks[len(sc.Ships)+i], i+1, down+hold)
		}
	}
	v := ViewOf(sc.Log, sc.Tick)
	for i := range sc.Ships {
		if i >= len(v.Contacts) || v.Contacts[i].Held || sc.Contact(i+1) != SensorNone {
			t.Errorf("ship %d: View %+v, scene %v", i+1, v.Contacts, sc.Contact(i+1))
		}
	}
	p := Pacer{Level: X16, PauseOnAlert: true}
	p.Alert(ev[0].Alert)
	if p.Level != Paused {
		t.Errorf("contact alert with pause on alerts: %s", p.Level.Key())
	}

	// the hydrophones working: held from tick 0 without an alert
	sc, _ = NewAttack(d, convoySetup(11), nil)
	v = ViewOf(sc.Log, 0)
	if len(v.Contacts) != len(sc.Ships) {
		t.Fatalf("hydrophones: %d contacts at the start of %d ships", len(v.Contacts), len(sc.Ships))
	}
	for i, c := range v.Contacts {
		if !c.Held || c.Sensor != "hydrophone" || c.Role != sc.Ships[i].Role.Key() {
			t.Errorf("contact %+v at the start", c)
		}
	}
	up(true)
	run(2)
	if v = ViewOf(sc.Log, sc.Tick); v.Contacts[0].Sensor != "visual" {
		t.Errorf("periscope up: contact 1 shown by %q", v.Contacts[0].Sensor)
	}
	if ev, _ = alertsAt(sc.Log, AlertContact); len(ev) != 0 {
		t.Errorf("a change of sensor raised %+v", ev)
	}
}

// §2.2, §5 contacts in whole attack scenes played by the reference AI (night surfaced
// and day submerged, seeds 1–6): every shown change of a contact is logged once, with
// its alert, and only after its sensor held hold_s; no contact changes twice within
// hold_s; the View of the log shows the scene's contacts at the end.
func TestAttackContactsPlayed(t *testing.T) {
	d := MustData()
	hold := d.holdTicks()
	changes := 0
	for seed := uint64(1); seed <= 6; seed++ {
		su := convoySetup(seed)
		if seed%2 == 0 {
			su.Night, su.Mode = true, ModeNSA
		}
		sc, err := NewAttack(d, su, nil)
		if err != nil {
			t.Fatal(err)
		}
		ai := NewAI(Reference, AIPlan{Bracket: Long, Torpedoes: 2})
		raw := make([][]Sensor, len(sc.Ships))
		for !sc.Ended && sc.Tick < 2*TimeLimit {
			ai.Act(sc)
			sc.Step()
			for i := range sc.Ships {
				raw[i] = append(raw[i], sc.sensorOf(&sc.Ships[i]))
			}
		}
		last := map[int]int64{}
		n := 0
		for k, l := range sc.Log {
			c, ok := l.Ev.(ContactEvent)
			if !ok || l.Tick == 0 {
				continue
			}
			a, isAlert := sc.Log[k+1].Ev.(AlertEvent)
			appeared := c.Held && (a.What == "new_contact")
			if !c.Held || appeared {
				n++
				if !isAlert || a.ID != c.ID || (c.Held && a.What != "new_contact") || (!c.Held && a.What != "contact_lost") {
					t.Fatalf("seed %d tick %d: contact %+v followed by %+v", seed, l.Tick, c, sc.Log[k+1].Ev)
				}
				if p, ok := last[c.ID]; ok && l.Tick-p < hold {
					t.Errorf("seed %d: contact %d changed at %d and %d", seed, c.ID, p, l.Tick)
				}
				last[c.ID] = l.Tick
				r := raw[c.ID-1]
				for tk := l.Tick - hold; tk <= l.Tick; tk++ {
					if got := r[tk-1] != SensorNone; got != c.Held {
						t.Fatalf("seed %d: contact %d shown %v at %d, its sensor %v at %d", seed, c.ID, c.Held, l.Tick, r[tk-1], tk)
					}
				}
			}
		}
		changes += n
		v := ViewOf(sc.Log, sc.Tick)
		for i := range sc.Ships {
			held := i < len(v.Contacts) && v.Contacts[i].Held
			if held != (sc.Contact(i+1) != SensorNone) {
				t.Errorf("seed %d ship %d: View %v, scene %v", seed, i+1, held, sc.Contact(i+1))
			}
		}
	}
	if changes == 0 {
		t.Error("no contact changed in six played scenes")
	}
}

// §3.4, §5 the evasion scene's hydrophone picture, scripted: deaf, no escort is ever
// heard (no tac_hear, no contact alert); with hydrophones, full speed loses every
// escort heard hold_s later, silent speed brings back those outside the blind arc
// astern hold_s after it; each change raises exactly one alert, and the View follows.
func TestEvasionContacts(t *testing.T) {
	d := MustData()
	hold := d.holdTicks()
	deaf, _ := NewEvasion(d, evSetup(9, EvContext{Motors: 2}))
	deaf.S.Pass.Theta = 1e6
	PlayEvasion(deaf, &EvasionAI{Skill: Reference}, nil)
	for _, l := range deaf.S.Log {
		switch x := l.Ev.(type) {
		case HearEvent, ContactEvent:
			t.Fatalf("deaf: %T %+v", x, x)
		}
	}
	su := evSetup(9, fullCtx)
	su.Theta = 1e6
	e, _ := NewEvasion(d, su)
	heard0 := heardCount(e)
	if heard0 == 0 {
		t.Fatal("no escort heard at the start")
	}
	_ = e.Do(Command{Kind: CmdTelegraph, Value: float64(Full)})
	for range hold + 2 {
		e.Step()
	}
	for i := range e.S.Hunters {
		if e.Heard(i + 1) {
			t.Fatalf("escort %d heard at full speed", i+1)
		}
	}
	ev, _ := alertsAt(e.S.Log, AlertContact)
	if len(ev) != heard0 {
		t.Fatalf("full speed: %d alerts for %d escorts heard", len(ev), heard0)
	}
	_ = e.Do(Command{Kind: CmdTelegraph, Value: float64(Silent)})
	start := e.Tick
	for e.Phase != EvDone && e.Tick < start+hold+2 {
		e.Step()
	}
	back := 0
	for i := range e.S.Hunters {
		b := &e.S.Boat
		h := &e.S.Hunters[i]
		if want := !Baffled(b.Course, Bearing(b.Pos, h.Pos), d.Contacts.BaffleDeg); e.Heard(i+1) != want && e.hearsRaw(i) == e.heard[i].raw {
			t.Errorf("escort %d heard %v, outside the blind arc %v", i+1, e.Heard(i+1), want)
		}
		if e.Heard(i + 1) {
			back++
		}
	}
	ev, _ = alertsAt(e.S.Log, AlertContact)
	if len(ev) != heard0+back || back == 0 {
		t.Fatalf("silent again: %d alerts, %d escorts heard again", len(ev), back)
	}
	v := ViewOf(e.S.Log, e.Tick)
	for i := range e.S.Hunters {
		if v.Ev.Escorts[i].Heard != e.Heard(i+1) {
			t.Errorf("escort %d: View %v, scene %v", i+1, v.Ev.Escorts[i].Heard, e.Heard(i+1))
		}
	}
	if !Baffled(0, 170, 30) || Baffled(0, 140, 30) || !Baffled(90, 250, 30) || Baffled(90, 90, 30) {
		t.Error("Baffled: the blind arc astern")
	}
}

// §5 alarms in the evasion scene: bearing and time only (no range: §3.4), on the
// View's hydrophone bearing (tac_hear, every sonar turn): a probe of the same pass
// finds two successive heard bearings of an escort at least 2° apart, and the alarm
// set between them fires at the tick the View's bearing steps past it, not before;
// kept in a save.
func TestPlayerAlarmsEvasion(t *testing.T) {
	d := MustData()
	su := evSetup(13, fullCtx)
	su.Theta = 1e6
	e, _ := NewEvasion(d, su)
	if err := e.Do(Command{Kind: CmdAlarmSet, N: int(AlarmRange), Target: 1, Value: 500}); !errors.Is(err, ErrAlarmRange) {
		t.Fatalf("range alarm in the evasion scene: %v", err)
	}
	if err := e.Do(Command{Kind: CmdAlarmSet, N: int(AlarmBearing), Target: 5, Value: 10}); !errors.Is(err, ErrAlarmContact) {
		t.Fatalf("escort 5: %v", err)
	}
	if err := e.Do(Command{Kind: CmdAlarmSet, N: int(AlarmTime), Value: 3}); err != nil {
		t.Fatal(err)
	}
	probe, _ := NewEvasion(d, su)
	id, x, due := 0, 0.0, int64(-1)
	prev := map[int]float64{}
	for probe.Phase != EvDone && probe.Tick < Ticks(200) && due < 0 {
		probe.Step()
		for _, es := range probe.View().Ev.Escorts {
			p, seen := prev[es.ID]
			if es.Heard && seen && math.Abs(Wrap180(es.BearingDeg-p)) >= 2 && probe.Tick > 1 {
				id, x, due = es.ID, Wrap360(p+Wrap180(es.BearingDeg-p)/2), probe.Tick
				break
			}
			if es.Heard {
				prev[es.ID] = es.BearingDeg
			} else {
				delete(prev, es.ID)
			}
		}
	}
	if due < 0 {
		t.Fatal("no heard bearing moved 2° in 200 s")
	}
	_ = e.Do(Command{Kind: CmdAlarmSet, N: int(AlarmBearing), Target: id, Value: x})
	saved, _ := e.Save()
	for e.Phase != EvDone && e.Tick < Ticks(200) {
		e.Step()
	}
	ev, ticks := alertsAt(e.S.Log, AlertPlayer)
	if len(ev) < 1 || ev[0].What != "alarm_bearing" || ev[0].ID != 2 || ticks[0] != due {
		t.Fatalf("alerts %+v at %v, the bearing alarm due at %d (escort %d at %.1f°)", ev, ticks, due, id, x)
	}
	if len(ev) != 2 || ev[1].What != "alarm_time" || ticks[1] != Ticks(180) {
		t.Fatalf("time alarm: %+v at %v", ev, ticks)
	}
	ld, err := LoadEvasion(d, saved)
	if err != nil {
		t.Fatal(err)
	}
	for ld.Phase != EvDone && ld.Tick < Ticks(200) {
		ld.Step()
	}
	if !bytes.Equal(JSONLines(ld.S.Log), JSONLines(e.S.Log)) {
		t.Fatal("the loaded pass's log differs")
	}
	if v := ViewOf(e.S.Log, e.Tick); len(v.Alarms) != 2 || v.Alarms[0].State != "fired" || v.Alarms[1].State != "fired" {
		t.Errorf("View alarms %+v", v.Alarms)
	}
}

// §5 a flooding box (10.1.3 handed into the damage-control scene), an "in N minutes"
// alarm on the damage-control board (no bearing: no contacts), kept in its save, and
// the second-salvo decision (an NSA with both ends loaded, at the scene's start; none by
// day).
func TestFloodingBoxAndSecondSalvoAlerts(t *testing.T) {
	d := MustData()
	sc, err := NewDC(d, DCSetup{Seed: 5, LIHealthy: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := sc.Do(Command{Kind: CmdAlarmSet, N: int(AlarmBearing), Target: 1, Value: 10}); !errors.Is(err, ErrAlarmContact) {
		t.Fatalf("a bearing alarm on the damage-control board: %v", err)
	}
	if err := sc.Do(Command{Kind: CmdAlarmSet, N: int(AlarmTime), Value: 0.5}); err != nil {
		t.Fatal(err)
	}
	sc.Run(nil, 30)
	sc.FloodBox(0)
	sc.FloodBox(1)
	sc.Run(nil, 30)
	ev, ticks := alertsAt(sc.Log, AlertDamage)
	if len(ev) != 1 || ev[0].What != "flooding_box" || ticks[0] != Ticks(30) {
		t.Fatalf("flooding box alerts %+v at %v", ev, ticks)
	}
	if ev, ticks = alertsAt(sc.Log, AlertPlayer); len(ev) != 1 || ev[0].What != "alarm_time" || ticks[0] != Ticks(30) {
		t.Fatalf("damage control: alarm alerts %+v at %v", ev, ticks)
	}
	b, _ := sc.Save()
	ld, err := LoadDC(d, b)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(JSONLines(ld.Log), JSONLines(sc.Log)) {
		t.Fatal("the loaded scene's log differs")
	}
	if v := ViewOf(sc.Log, sc.Tick); len(v.Alerts) != 2 || v.Alerts[0].What != "alarm_time" || v.Alerts[1].What != "flooding_box" ||
		len(v.Alarms) != 1 || v.Alarms[0].State != "fired" || !reflect.DeepEqual(v, *sc.View()) {
		t.Errorf("View alerts %+v, alarms %+v", v.Alerts, v.Alarms)
	}
	su := convoySetup(3)
	su.Night, su.Mode = true, ModeNSA
	at, _ := NewAttack(d, su, nil)
	ev, ticks = alertsAt(at.Log, AlertDecision)
	if len(ev) != 1 || ev[0].What != "second_salvo" || ticks[0] != 0 {
		t.Fatalf("NSA: decision alerts %+v", ev)
	}
	if err := at.Do(Command{Kind: CmdSecondSalvo, Flag: true}); err != nil {
		t.Fatalf("the second salvo alerted but refused: %v", err)
	}
	day, _ := NewAttack(d, convoySetup(3), nil)
	if ev, _ = alertsAt(day.Log, AlertDecision); len(ev) != 0 {
		t.Errorf("by day: %+v", ev)
	}
}
