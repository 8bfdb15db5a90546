package tactical

import (
	"math"
	"reflect"
	"slices"
	"testing"
)

// alertWhats lists a View's alerts' `what`s in order.
func alertWhats(v *View) []string {
	var w []string
	for _, a := range v.Alerts {
		w = append(w, a.What)
	}
	return w
}

// checkEvView compares the evasion View with the scene where the View observes it:
// after a tac_boat of this tick, the boat as it is; after a hydrophone sweep of this
// tick, each escort heard with its bearing and propeller speed, and the others not
// heard (§3.6, contacts.go).
func checkEvView(t *testing.T, name string, e *Evasion) {
	t.Helper()
	v := e.View()
	if v.Tick != e.Tick {
		t.Fatalf("%s: View at tick %d, scene at %d", name, v.Tick, e.Tick)
	}
	boatNow, heardNow := false, false
	for i := len(e.S.Log) - 1; i >= 0 && e.S.Log[i].Tick == e.Tick; i-- {
		switch ev := e.S.Log[i].Ev.(type) {
		case BoatEvent:
			boatNow = true
		case HearEvent:
			heardNow = heardNow || ev.ID > 0
		}
	}
	b := &e.S.Boat
	if boatNow {
		vb := v.Ev.Boat
		if vb.DepthM != r1(b.Depth) || vb.Course != r1(b.Course) || vb.Speed != r1(b.Speed) || vb.Telegraph != b.Telegraph.Key() ||
			vb.OrderDepth != r1(b.OrderDepth) || vb.Below != (b.Depth > b.Family.TestDepth) || vb.TestDepthM != b.Family.TestDepth {
			t.Fatalf("%s tick %d: the View's boat %+v, the boat at %.1f m %.1f° %.1f kn", name, e.Tick, vb, b.Depth, b.Course, b.Speed)
		}
	}
	for i := range e.S.Hunters {
		h := &e.S.Hunters[i]
		if !e.Heard(i + 1) {
			if i < len(v.Ev.Escorts) && v.Ev.Escorts[i].Heard {
				t.Fatalf("%s tick %d: escort %d not heard, heard in the View", name, e.Tick, i+1)
			}
			continue
		}
		es := v.Ev.Escorts[i]
		if !es.Heard || es.ID != i+1 {
			t.Fatalf("%s tick %d: escort %d heard, the View %+v", name, e.Tick, i+1, es)
		}
		// the bearing heard: the truth ± the §2.4 hydrophone error (σ 3°, within 4 σ)
		if heardNow && (math.Abs(Wrap180(es.BearingDeg-Bearing(b.Pos, h.Pos))) > 12.5 || es.SpeedKn != math.Round(h.Speed)) {
			t.Fatalf("%s tick %d: escort %d in the View %+v", name, e.Tick, i+1, es)
		}
	}
}

// §3.6, §8.1 the evasion View: a whole pass played by the reference evader, each
// weapon, with and without hydrophones; after every tick the View the scene holds is
// the View of its log replayed onto an empty View, and it shows the boat, the escorts
// (heard only with hydrophones), the search clock, the detection, the drop with its
// side-view markers and the scored pattern as the scene has them.
func TestEvasionViewFromEvents(t *testing.T) {
	d := MustData()
	for _, w := range []EvWeapon{WeapDC, WeapHedgehog, WeapSquid} {
		for _, hydro := range []bool{true, false} {
			name := w.Key()
			if !hydro {
				name += "/deaf"
			}
			su := evSetup(41, EvContext{Motors: 2, Hydrophones: hydro})
			su.Theta = 0.05
			e, err := NewEvasion(d, su)
			if err != nil {
				t.Fatal(err)
			}
			ai := &EvasionAI{Skill: Reference, Bold: true}
			for e.Phase != EvDone {
				ai.Act(e)
				if e.Phase == EvWeaponPhase {
					_ = e.Do(Command{Kind: CmdE3Weapon, N: int(w)})
					continue
				}
				e.Step()
				if got, want := *e.View(), ViewOf(e.S.Log, e.Tick); !reflect.DeepEqual(got, want) {
					t.Fatalf("%s tick %d: the held View differs from the log's", name, e.Tick)
				}
				checkEvView(t, name, e)
			}
			v := e.View()
			ev := &v.Ev
			if !v.Ended || v.Reason != EndAttacked || v.Scene != "evasion" || ev.Pass != su.Pass || ev.KTurns != SonarTurns ||
				ev.Turn != e.S.Pass.Turns || !ev.Detected || !ev.Bold || ev.TestDepth {
				t.Fatalf("%s: View ended %v (%v), scene %q, pass %d, turn %d of %d (scene %d), detected %v, bold %v",
					name, v.Ended, v.Reason, v.Scene, ev.Pass, ev.Turn, ev.KTurns, e.S.Pass.Turns, ev.Detected, ev.Bold)
			}
			if ev.Step() != math.Log(ev.W)/math.Log(1.4) || ev.W <= 0 {
				t.Errorf("%s: weight %v, step %v", name, ev.W, ev.Step())
			}
			heard, everHeard := 0, 0
			for i, es := range ev.Escorts {
				if es.Heard {
					heard++
				}
				if es.Heard != e.Heard(i+1) {
					t.Errorf("%s: escort %d heard %v in the View, %v in the scene", name, i+1, es.Heard, e.Heard(i+1))
				}
			}
			for _, l := range e.S.Log {
				if h, ok := l.Ev.(HearEvent); ok && h.ID > 0 {
					everHeard++
				}
			}
			if !hydro && (heard != 0 || everHeard != 0) || hydro && everHeard == 0 {
				t.Errorf("%s: %d escorts heard at the end of %d, %d tac_hear", name, heard, su.Escorts, everHeard)
			}
			if ev.Escorts[e.Attacker].State != e.S.Hunters[e.Attacker].State.Key() {
				t.Errorf("%s: attacker state %q in the View, %q in the scene", name, ev.Escorts[e.Attacker].State, e.S.Hunters[e.Attacker].State.Key())
			}
			h := &e.S.Hunters[e.Attacker]
			if !h.Fired || len(ev.Drops) != 1 {
				t.Fatalf("%s: fired %v, %d drops in the View", name, h.Fired, len(ev.Drops))
			}
			dr := &ev.Drops[0]
			if dr.Weapon != w.Key() || dr.Heard != hydro || len(dr.Charges) != len(h.Pattern) || dr.Escort != e.Attacker+1 || dr.TSplash != r1(h.DropT) {
				t.Fatalf("%s: drop %+v", name, *dr)
			}
			for i, p := range h.Pattern {
				c := dr.Charges[i]
				z, shown, det := dr.Marker(i, dr.TSplash-1)
				if shown || det || z != 0 {
					t.Errorf("%s: charge %d shown before its splash", name, i)
				}
				z, shown, det = dr.Marker(i, dr.TSplash+1)
				if shown != hydro || det || math.Abs(z-c.Sink) > 1e-9 {
					t.Errorf("%s: charge %d one second after the splash: %.2f m shown %v detonated %v", name, i, z, shown, det)
				}
				if w != WeapHedgehog {
					if z, shown, det = dr.Marker(i, c.TDet); !shown || !det || z != c.Z || c.Z != r1(p.Z) {
						t.Errorf("%s: charge %d at its detonation: %.1f m (set %.1f) shown %v detonated %v", name, i, z, p.Z, shown, det)
					}
					// the marker reaches its set depth as it detonates (sink = z / fall time)
					if got := c.Sink * (c.TDet - dr.TSplash); math.Abs(got-c.Z) > 0.2 {
						t.Errorf("%s: charge %d sinks %.2f m by its detonation, set %.1f", name, i, got, c.Z)
					}
				}
			}
			if ev.Pattern == nil || ev.Pattern.Drm != e.DRM || ev.Pattern.Weapon != w.Key() || len(ev.Pattern.Charges) != len(h.Pattern) {
				t.Fatalf("%s: pattern %+v, scene DRM %d", name, ev.Pattern, e.DRM)
			}
			// §5 the alerts of the pass, in order
			want := []string{"pass_start", "detected"}
			switch {
			case w == WeapDC && hydro && !e.Creeping:
				want = append(want, "run_in", "splash", "detonation")
			case w == WeapDC && hydro:
				want = append(want, "splash", "detonation")
			case w == WeapDC:
				want = append(want, "detonation")
			case hydro && w == WeapSquid:
				want = append(want, "ahead_throw", "detonation")
			case w == WeapSquid:
				want = append(want, "detonation")
			case hydro:
				want = append(want, "ahead_throw")
			}
			var got []string
			for _, a := range v.Alerts {
				if a.Alert != AlertContact { // the hydrophone picture's, checked in TestEvasionContacts
					got = append(got, a.What)
				}
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: alerts %v, want %v", name, got, want)
			}
			for _, a := range v.Alerts {
				if a.Key != a.Alert.Key() || a.Alert == AlertNone {
					t.Errorf("%s: alert %+v", name, a)
				}
			}
		}
	}
}

// §3.6, §5 a pass that escapes: the View's clock runs all K turns, no detection; the
// boat ordered below the red line at full speed raises the test-depth alert as it
// crosses, and tac_boat shows it below; at full speed its own noise drowns the
// hydrophones, so each escort heard at the start is lost once, hold_s after the first
// tick at full speed (contacts.go), and never heard again.
func TestEvasionViewEscapeAndTestDepth(t *testing.T) {
	d := MustData()
	su := evSetup(5, fullCtx)
	su.Theta = 1e6 // out of reach
	e, _ := NewEvasion(d, su)
	if err := e.Do(Command{Kind: CmdTestDepth, Flag: true}); err != nil {
		t.Fatal(err)
	}
	heard0 := heardCount(e)
	if heard0 == 0 {
		t.Fatal("no escort heard at the start")
	}
	_ = e.Do(Command{Kind: CmdTelegraph, Value: float64(Full)})
	crossed := int64(-1)
	for e.Phase != EvDone {
		e.Step()
		if crossed < 0 && e.S.Boat.Depth > e.S.Boat.Family.TestDepth {
			crossed = e.Tick
		}
		checkEvView(t, "escape", e)
	}
	v := e.View()
	if !reflect.DeepEqual(*v, ViewOf(e.S.Log, e.Tick)) {
		t.Fatal("the held View differs from the log's")
	}
	if v.Reason != EndEscaped || v.Ev.Detected || v.Ev.Turn != SonarTurns || !v.Ev.TestDepth || !v.Ev.Boat.Below || len(v.Ev.Drops) != 0 || v.Ev.Pattern != nil {
		t.Fatalf("View %v, detected %v, turn %d, test depth %v, below %v", v.Reason, v.Ev.Detected, v.Ev.Turn, v.Ev.TestDepth, v.Ev.Boat.Below)
	}
	if crossed < 0 {
		t.Fatal("the boat never crossed the red line")
	}
	var got []string
	lost := 0
	for _, l := range e.S.Log {
		a, ok := l.Ev.(AlertEvent)
		if !ok {
			continue
		}
		if a.Alert == AlertContact {
			if a.What != "contact_lost" || l.Tick != 1+d.holdTicks() {
				t.Errorf("contact alert %+v at tick %d, want contact_lost at %d", a, l.Tick, 1+d.holdTicks())
			}
			lost++
			continue
		}
		got = append(got, a.What)
		if a.What == "test_depth" && l.Tick != crossed {
			t.Errorf("test-depth alert at tick %d, crossed at %d", l.Tick, crossed)
		}
	}
	if !slices.Equal(got, []string{"pass_start", "test_depth"}) || lost != heard0 {
		t.Fatalf("alerts %v, %d contacts lost of %d heard", got, lost, heard0)
	}
}

// §9.5.2 with the View: a pass saved mid-search and mid-attack and loaded holds the
// same View, and played on to its end reaches the same View as the pass never saved.
func TestEvasionViewSaveLoad(t *testing.T) {
	d := MustData()
	for _, w := range []EvWeapon{WeapDC, WeapHedgehog, WeapSquid} {
		su := evSetup(77, EvContext{DepthFinder: true, Motors: 1, Hydrophones: true})
		su.Theta = 0.05
		play := func(e *Evasion) {
			PlayEvasion(e, &EvasionAI{Skill: Reference, TestDepth: true}, func() EvWeapon { return w })
		}
		full, _ := NewEvasion(d, su)
		play(full)
		det := int64(full.S.Pass.Turns * TicksPerTurn)
		for _, cut := range []int64{det / 2, det + 40} {
			e, l := evasionSavedAt(t, d, su, w, cut)
			if !reflect.DeepEqual(*l.View(), *e.View()) || !reflect.DeepEqual(*l.View(), ViewOf(e.S.Log, e.Tick)) {
				t.Fatalf("%s cut %d: the loaded View differs", w.Key(), cut)
			}
			play(l)
			if !reflect.DeepEqual(*l.View(), *full.View()) {
				t.Fatalf("%s cut %d: the View played on after the load differs from the unsaved pass's", w.Key(), cut)
			}
		}
	}
}

// checkDCView compares the damage-control View with the scene (§4): teams (crew box,
// station or walk, job, pips), jobs (section, key, progress at its last logged step,
// state), the water in 10 % steps and the pump.
func checkDCView(t *testing.T, sc *DCScene) {
	t.Helper()
	v := sc.View()
	if !reflect.DeepEqual(*v, ViewOf(sc.Log, sc.Tick)) {
		t.Fatalf("tick %d: the held View differs from the log's", sc.Tick)
	}
	for i := range sc.Teams {
		st, vt := &sc.Teams[i], v.DC.Teams[i]
		job := 0
		if st.Job >= 0 && sc.Jobs[st.Job].Open() {
			job = st.Job + 1
		}
		if vt.Wound != st.Wound || vt.Pips != st.Pips || vt.Section != st.Section || vt.To != st.To || vt.Job != job || vt.Able() != st.Able() {
			t.Fatalf("tick %d: team %d in the View %+v, in the scene %+v", sc.Tick, i, vt, *st)
		}
	}
	if len(v.DC.Jobs) != len(sc.Jobs) {
		t.Fatalf("tick %d: %d jobs in the View, %d in the scene", sc.Tick, len(v.DC.Jobs), len(sc.Jobs))
	}
	for i := range sc.Jobs {
		j, vj := &sc.Jobs[i], v.DC.Jobs[i]
		state := "open"
		switch {
		case j.Dropped:
			state = "abandon"
		case j.Done():
			state = "done"
		}
		if vj.Room != j.Section || vj.Job != j.Key() || vj.State != state || vj.Spread != j.Spread || vj.Pct > pct(j) ||
			(state == "done" && vj.Pct != 100) || (state == "open" && vj.Pct < 100*float64(j.Step)/ProgressSteps-1e-9) {
			t.Fatalf("tick %d: job %d in the View %+v, in the scene %+v (%.1f %%)", sc.Tick, i+1, vj, *j, pct(j))
		}
	}
	for s := 1; s <= 6; s++ {
		if want := float64(int8(sc.Water[s]*10)) * 10; v.DC.Water[s] != want {
			t.Fatalf("tick %d: section %d water %.0f %% in the View, %.3f in the scene", sc.Tick, s, v.DC.Water[s], sc.Water[s])
		}
	}
	if v.DC.Pump != sc.Pump {
		t.Fatalf("tick %d: pump %v in the View, %v in the scene", sc.Tick, v.DC.Pump, sc.Pump)
	}
}

// §4, §8.1 the damage-control View: the scripted two-round combat (scriptDC's hits)
// played by the reference DC with a wound in the middle, checked against the scene
// after every tick; saved mid-round and loaded, the View is the same. §5: every [E4]
// result, every hazard and the team lost raise a damage alert.
func TestDCViewFromEvents(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		sc, err := NewDC(MustData(), DCSetup{Seed: seed, LIHealthy: true, LITeam: 1, Crew: [4]int{0, 1, 0, 2}, Pips: [4]int{1, 0, 0, 0}})
		if err != nil {
			t.Fatal(err)
		}
		checkDCView(t, sc)
		ai := NewDCAI(Reference)
		run := func(n int) {
			for range n {
				ai.Act(sc)
				sc.Step()
				checkDCView(t, sc)
			}
		}
		sc.SetPhase(PhaseAttack)
		hits := []string{"flooding", "electric_1", "batteries", "flooding_x2", "diesel_2"}
		for i, r := range hits {
			if _, err := sc.Hit(r, 1+i%4); err != nil {
				t.Fatal(err)
			}
		}
		checkDCView(t, sc)
		run(600)
		sc.SetWound(0, 1) // an LW: slower, still working
		sc.SetWound(2, 3) // KIA: stops at once
		checkDCView(t, sc)
		b, err := sc.Save()
		if err != nil {
			t.Fatal(err)
		}
		l, err := LoadDC(MustData(), b)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(*l.View(), *sc.View()) {
			t.Fatalf("seed %d: the loaded View differs", seed)
		}
		sc.EndRound()
		run(2400)
		sc.Surface()
		checkDCView(t, sc)
		v := sc.View()
		hitsAlerts, hazards, lost, ready := 0, 0, 0, 0
		for _, a := range v.Alerts {
			switch a.What {
			case "hit":
				hitsAlerts++
			case "fire", "short", "spread":
				hazards++
			case "team_lost":
				lost++
			case "repair_ready":
				ready++
			}
			if a.Alert != AlertDamage && a.Alert != AlertDecision {
				t.Errorf("seed %d: alert %+v", seed, a)
			}
		}
		nHaz, nRepairsDone := 0, 0
		for _, l := range sc.Log {
			if r, ok := l.Ev.(RollEvent); ok && r.Table == "DC_HAZARD" && r.Result != "none" {
				nHaz++
			}
			if e, ok := l.Ev.(DCEvent); ok && e.Action == "spread" {
				nHaz++
			}
			if e, ok := l.Ev.(DCEvent); ok && e.Action == "done" && e.Team != "" && len(e.Job) > 7 && e.Job[:7] == "repair:" {
				nRepairsDone++
			}
		}
		if hitsAlerts != len(hits) || hazards != nHaz || lost != 1 || ready != nRepairsDone {
			t.Errorf("seed %d: alerts: %d hits (%d), %d hazards (%d), %d teams lost, %d repairs ready (%d)",
				seed, hitsAlerts, len(hits), hazards, nHaz, lost, ready, nRepairsDone)
		}
		if v.DC.Teams[2].Able() || v.DC.Teams[2].Job != 0 || v.DC.Teams[0].Wound != 1 {
			t.Errorf("seed %d: wounds in the View %+v", seed, v.DC.Teams)
		}
	}
}

// §5 the attack and crash-dive alerts, headless, and the Pacer they drive: each
// launch and each torpedo end raises a torpedo alert; the crash dive opens with the
// aircraft sighted (forced ×1, never a pause); any other alert with "pause on alerts"
// pauses.
func TestAlertsAttackDiveAndPacer(t *testing.T) {
	d := MustData()
	var v View
	scenes := 0
	for seed := uint64(1); seed <= 12; seed++ {
		sc, err := NewAttack(d, convoySetup(seed), nil)
		if err != nil {
			t.Fatal(err)
		}
		PlayAttack(sc, NewAI(Reference, AIPlan{Bracket: Medium, Torpedoes: 3}))
		v = sc.View()
		launches, ends := 0, 0
		for _, a := range v.Alerts {
			switch {
			case a.Alert == AlertTorpedo && a.What == "launch":
				launches++
			case a.Alert == AlertTorpedo:
				ends++
			}
		}
		if launches != len(v.Launches) || ends != len(v.Ends) {
			t.Fatalf("seed %d: torpedo alerts: %d launches (%d logged), %d ends (%d logged)", seed, launches, len(v.Launches), ends, len(v.Ends))
		}
		if launches == 0 {
			continue
		}
		scenes++
		countdown := 0
		for _, l := range sc.Log {
			if a, ok := l.Ev.(AlertEvent); ok && a.Alert == AlertCommitCountdown {
				countdown++
				if l.Tick != sc.FirstLaunch+Ticks(d.Firing.CommitWindowS-10) {
					t.Errorf("seed %d: commit countdown alert at tick %d, first launch %d", seed, l.Tick, sc.FirstLaunch)
				}
			}
		}
		if want := sc.Tick >= sc.FirstLaunch+Ticks(d.Firing.CommitWindowS-10); (countdown == 1) != want || countdown > 1 {
			t.Errorf("seed %d: %d commit countdown alerts (the window ran to 10 s: %v)", seed, countdown, want)
		}
		if len(v.Alerts) > 0 && scenes == 1 {
			break
		}
	}
	if scenes == 0 {
		t.Fatal("no attack scene fired")
	}
	ds, err := NewDive(d, DiveSetup{Seed: 3, BoatType: "VIIC"})
	if err != nil {
		t.Fatal(err)
	}
	dv := ViewOf(ds.Log, ds.Tick)
	if len(dv.Alerts) != 1 || dv.Alerts[0].Alert != AlertAircraft || dv.Scene != "crash_dive" {
		t.Fatalf("crash dive alerts %+v", dv.Alerts)
	}
	p := Pacer{Level: X16, PauseOnAlert: true}
	p.Alert(dv.Alerts[0].Alert)
	if p.Level != X1 {
		t.Errorf("aircraft sighted with pause on alerts: level %s, want x1", p.Level.Key())
	}
	p.Level = X64
	p.Alert(v.Alerts[0].Alert)
	if p.Level != Paused {
		t.Errorf("torpedo alert with pause on alerts: level %s, want pause", p.Level.Key())
	}
	p = Pacer{Level: X16}
	p.Alert(v.Alerts[0].Alert)
	if p.Level != X1 {
		t.Errorf("torpedo alert: level %s, want x1", p.Level.Key())
	}
}

// §2.4 the evasion's hydrophone bearings carry the instrument's error (σ 3°), drawn from
// a stream of the pass's own so that the pass plays as before: tac_hear's bearing is the
// truth ± the error, its true_bearing the truth.
func TestEvasionHydrophoneBearingError(t *testing.T) {
	d := MustData()
	var diffs []float64
	for seed := uint64(1); seed <= 30; seed++ {
		su := evSetup(seed, EvContext{Motors: 2, Hydrophones: true})
		e, err := NewEvasion(d, su)
		if err != nil {
			t.Fatal(err)
		}
		PlayEvasion(e, &EvasionAI{Skill: Reference}, nil)
		for _, l := range e.S.Log {
			if h, ok := l.Ev.(HearEvent); ok {
				diffs = append(diffs, Wrap180(h.BearingDeg-h.True))
			}
		}
	}
	if len(diffs) < 50 {
		t.Fatalf("only %d bearings heard", len(diffs))
	}
	var ss float64
	zero := 0
	for _, x := range diffs {
		ss += x * x
		if math.Abs(x) < 0.51 {
			zero++
		}
	}
	// rounded to the degree: σ² + 1/12 about 9.1
	if sd := math.Sqrt(ss / float64(len(diffs))); sd < 2.3 || sd > 3.7 {
		t.Errorf("hydrophone bearing error σ %.2f° on %d bearings, want about 3°", sd, len(diffs))
	}
	if zero > len(diffs)/2 {
		t.Errorf("%d of %d bearings heard exactly: no error drawn", zero, len(diffs))
	}
}
