package engine

import (
	"errors"
	"testing"
)

// flagRun makes a VIIC flagship named in 1943-08 on scripted dice (more faces are
// appended to r.Faces before each call).
func flagRun(t *testing.T) (*Flagship, *ScriptedRoller, *[]Event) {
	t.Helper()
	r := Script()
	f, err := newFlagship(&FlagshipStart{Seed: 1, Board: "VIIC", UNumber: "U-99", Date: MonthOf(1943, 8),
		Crew: Trained, Rank: RankKptLt}, &zoomDecider{}, r)
	if err != nil {
		t.Fatal(err)
	}
	evs := &[]Event{}
	return f, r, evs
}

func (f *Flagship) testSail(t *testing.T, m Month, col string, evs *[]Event) {
	t.Helper()
	if err := f.Sail(&ZoomBox{Date: m, Column: col, Torpedoes: 14}, func(e Event) { *evs = append(*evs, e) }); err != nil {
		t.Fatal(err)
	}
}

func (f *Flagship) testWeek(t *testing.T, z *ZoomBox, gate func() bool, evs *[]Event) *ZoomResult {
	t.Helper()
	res, err := f.Week(z, gate, func(e Event) { *evs = append(*evs, e) })
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func countEvents(evs []Event, typ string) int {
	n := 0
	for _, e := range evs {
		if e.Head().T == typ {
			n++
		}
	}
	return n
}

// design 6.2.1 flagship, [H 12.1.2]: the flagship's transit weeks roll [E1] on the
// transit column; a natural 12 is the random event once per patrol: the second 12 of
// the patrol is the column's aircraft; the next patrol may have its event again.
// [R1] 5 (2+3) is Superior torpedoes, this patrol only.
func TestFlagshipRandomEventOncePerPatrol(t *testing.T) {
	f, r, evs := flagRun(t)
	f.testSail(t, MonthOf(1943, 8), "atlantic", evs)
	r.Faces = append(r.Faces, 6, 6, 2, 3) // [E1] 12 → random event; [R1] 5
	wk := &ZoomBox{Date: MonthOf(1943, 8), Column: "transit", Transit: true, Roll: true}
	res := f.testWeek(t, wk, nil, evs)
	if countEvents(*evs, TRandomEvent) != 1 || !f.State().Boat.SuperiorTorpedoes || res.Lost || res.Abort {
		t.Fatalf("week 1: %d random events, superior %v, %+v", countEvents(*evs, TRandomEvent), f.State().Boat.SuperiorTorpedoes, res)
	}
	// week 2: 12 again is the transit column's aircraft (not the event): [A1] 6+6 crash dive
	r.Faces = append(r.Faces, 6, 6, 6, 6)
	*evs = nil
	f.testWeek(t, wk, nil, evs)
	if countEvents(*evs, TRandomEvent) != 0 || countEvents(*evs, TEncounter) != 1 {
		t.Fatalf("week 2: %d random events, %d encounters", countEvents(*evs, TRandomEvent), countEvents(*evs, TEncounter))
	}
	if _, err := f.Arrive(MonthOf(1943, 8), nil); err != nil {
		t.Fatal(err)
	}
	// patrol 2: the event may come again ([R1] 7, Hals und Beinbruch, kept across patrols)
	f.testSail(t, MonthOf(1943, 9), "atlantic", evs)
	r.Faces = append(r.Faces, 6, 6, 3, 4)
	*evs = nil
	f.testWeek(t, &ZoomBox{Date: MonthOf(1943, 9), Column: "transit", Transit: true, Roll: true}, nil, evs)
	if countEvents(*evs, TRandomEvent) != 1 || f.State().Boat.HalsUndBeinbruch != 1 || f.State().Boat.SuperiorTorpedoes {
		t.Fatalf("patrol 2: %d random events, hals %d, superior %v", countEvents(*evs, TRandomEvent),
			f.State().Boat.HalsUndBeinbruch, f.State().Boat.SuperiorTorpedoes)
	}
	if r.Remaining() != 0 {
		t.Errorf("%d faces left", r.Remaining())
	}
}

// design 6.2.2 flagship, WP6–10: on station the Hunted rolls [E1] itself; a ship
// result asks the operational gate, which reads "–" when it fails: British Isles 5 is a
// ship, the gate says no, no encounter. An aircraft result asks no gate. "–" in the
// WP8 Channel is an aircraft (DashIsAircraft).
func TestFlagshipGate(t *testing.T) {
	f, r, evs := flagRun(t)
	f.testSail(t, MonthOf(1943, 8), "british_isles", evs)
	asked := 0
	no := func() bool { asked++; return false }
	r.Faces = append(r.Faces, 2, 3) // [E1] 5 ship
	res := f.testWeek(t, &ZoomBox{Date: MonthOf(1943, 8), Column: "british_isles", Roll: true}, no, evs)
	if asked != 1 || countEvents(*evs, TEncounter) != 0 || res.Detected {
		t.Fatalf("gate asked %d, %d encounters, %+v", asked, countEvents(*evs, TEncounter), res)
	}
	// [E1] 3 aircraft: no gate; [A1] 6+6 crash dive
	r.Faces = append(r.Faces, 1, 2, 6, 6)
	*evs = nil
	f.testWeek(t, &ZoomBox{Date: MonthOf(1943, 8), Column: "british_isles", Roll: true}, no, evs)
	if asked != 1 || countEvents(*evs, TEncounter) != 1 {
		t.Fatalf("aircraft: gate asked %d, %d encounters", asked, countEvents(*evs, TEncounter))
	}
	// the Channel: atlantic 4 "–" is an aircraft; [A1] 6+6
	r.Faces = append(r.Faces, 1, 3, 6, 6)
	*evs = nil
	f.testWeek(t, &ZoomBox{Date: MonthOf(1943, 8), Column: "atlantic", Roll: true, DashIsAircraft: true}, no, evs)
	if countEvents(*evs, TEncounter) != 1 || len(zoomRolls(*evs, TableA1)) != 1 {
		t.Fatalf("channel: %d encounters", countEvents(*evs, TEncounter))
	}
	if r.Remaining() != 0 {
		t.Errorf("%d faces left", r.Remaining())
	}
}

// design 6.2.1, 6.2.3: the career persists across patrols: the patrol log has a row per
// patrol (area, tons, outcome) and a "P" row for a further month at sea; the damage of
// a week stays for the next; the refit at Arrive restores the boat and decorates
// (11.3.8 Iron Cross 2nd class on the first patrol; 11.3.1 the Knight's Cross on a
// successful patrol past the tonnage of the date, answered as "knights_cross").
func TestFlagshipCareerAcrossPatrols(t *testing.T) {
	f, r, evs := flagRun(t)
	f.testSail(t, MonthOf(1943, 8), "atlantic", evs)
	r.Faces = append(r.Faces, 2, 2) // [E1] transit 4 "–"
	f.testWeek(t, &ZoomBox{Date: MonthOf(1943, 8), Column: "transit", Transit: true, Roll: true}, nil, evs)
	f.State().Boat.Hull = 2 // a week's damage (the procedures that deal it are tested elsewhere)
	r.Faces = append(r.Faces, 2, 2)
	res := f.testWeek(t, &ZoomBox{Date: MonthOf(1943, 9), Column: "atlantic", Roll: true}, nil, evs)
	if res.Hull != 2 || res.Torpedoes != 14 {
		t.Fatalf("week 2 result %+v", res)
	}
	ref, err := f.Arrive(MonthOf(1943, 9), nil)
	if err != nil || ref.Decoration != "" || ref.NewBoard != "" {
		t.Fatalf("arrive: %+v %v", ref, err)
	}
	s := f.State()
	// 10.11.4: hull 2 → a refit of 2 months, two "R" rows (dropped by the next Sail)
	if len(s.Log) != 4 || s.Log[0].Kind != "patrol" || s.Log[0].Area != AreaAtlantic || s.Log[0].Outcome != "returned" ||
		s.Log[1].Kind != "P" || s.Log[1].Month != MonthOf(1943, 9) || s.Log[2].Kind != "R" || s.Log[3].Month != MonthOf(1943, 11) {
		t.Fatalf("log %+v", s.Log)
	}
	if !s.HasDecoration(DecIronCross2) || s.Boat.Hull != 0 || f.AtSea() {
		t.Fatalf("decorations %v, hull %d", s.Decorations, s.Boat.Hull)
	}
	// patrol 2, successful, past the Knight's Cross tonnage
	f.testSail(t, MonthOf(1943, 10), "atlantic", evs)
	p := s.Patrol
	p.Ships, p.Tons, p.Sunk = 1, 9000, []string{"Test"}
	s.CareerTons = 200000
	r.Faces = append(r.Faces, 5) // [M6] on the Knight's Cross: no upgrade request
	ref, err = f.Arrive(MonthOf(1943, 11), nil)
	if err != nil || ref.Decoration != "knights_cross" || s.KC != KCKnightsCross || s.Log[2].Tons != 9000 || !s.Log[2].Success {
		t.Fatalf("arrive 2: %+v %v, KC %d, row %+v", ref, err, s.KC, s.Log[2])
	}
	// errors: a week without a patrol, a second Sail
	if _, err := f.Week(&ZoomBox{Date: MonthOf(1943, 11), Column: "atlantic"}, nil, nil); !errors.Is(err, ErrZoom) {
		t.Errorf("week in port: %v", err)
	}
	f.testSail(t, MonthOf(1943, 12), "atlantic", evs)
	if err := f.Sail(&ZoomBox{Date: MonthOf(1943, 12), Column: "atlantic"}, nil); !errors.Is(err, ErrZoom) {
		t.Errorf("second sail: %v", err)
	}
	if _, err := f.Week(&ZoomBox{Date: MonthOf(1943, 12), Column: "nowhere"}, nil, nil); !errors.Is(err, ErrZoom) {
		t.Errorf("bad column: %v", err)
	}
}

// design 6.2.2 "wolfpack", [H 7.2.2]: a zoomed pack member attacking a convoy rolls the
// escort status Busy on 1d6 ≤ PackBusy: with PackBusy 3 a 3 is Busy (−1), a 4 Focused.
func TestZoomPackBusy(t *testing.T) {
	for _, tc := range []struct {
		face, drm int
	}{{3, -1}, {4, 1}} {
		c, err := NewCareer(Config{Seed: 1, Type: "VIIC"}, Script(tc.face))
		if err != nil {
			t.Fatal(err)
		}
		c.zoom = &zoomAdj{packBusy: 3}
		var evs []Event
		c.sink = func(e Event) { evs = append(evs, e) }
		if got := c.zoomPackStatus(); got != tc.drm {
			t.Errorf("face %d: DRM %d, want %d", tc.face, got, tc.drm)
		}
		if rs := zoomRolls(evs, "WOLFPACK"); len(rs) != 1 || rs[0].Total != tc.face {
			t.Errorf("face %d: rolls %+v", tc.face, rs)
		}
	}
	if _, err := PlayZoom(&ZoomBox{Date: MonthOf(1943, 8), Board: "VIIC", Column: "atlantic", Crew: Trained,
		Rank: RankKptLt, PackBusy: 6}, &zoomDecider{}, nil); !errors.Is(err, ErrZoom) {
		t.Errorf("pack busy 6: %v", err)
	}
}

// design 6.2.3 "sunk": a flagship sunk in its box is Lost with the campaign's loss
// cause: "aircraft" when the Hunted's cause is an aircraft's (air attack, surprise
// aircraft, FIDO), "combat" otherwise; the career is over (Over) and takes no more
// weeks. Played on the seeded dice of many careers in the Bay of Biscay in 1944.
func TestFlagshipLossCause(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 60 && len(seen) < 2; seed++ {
		f, err := NewFlagship(&FlagshipStart{Seed: seed, Board: "VIIC", UNumber: "U-1", Date: MonthOf(1944, 3),
			Crew: Green, Rank: RankOltzS}, &zoomDecider{})
		if err != nil {
			t.Fatal(err)
		}
		if err := f.Sail(&ZoomBox{Date: MonthOf(1944, 3), Column: "bay_of_biscay", Torpedoes: 14}, nil); err != nil {
			t.Fatal(err)
		}
		for w := 0; w < 40; w++ {
			res, err := f.Week(&ZoomBox{Date: MonthOf(1944, 3), Column: "bay_of_biscay", Transit: true, Roll: true}, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			over, reason := f.Over()
			if !res.Lost {
				if over && reason != "kmdt_killed" {
					t.Fatalf("seed %d: over (%s) without the boat lost", seed, reason)
				}
				if over {
					break
				}
				continue
			}
			want := "combat"
			switch f.State().LossCause {
			case LossAirAttack, LossSurpriseAir, LossFido:
				want = "aircraft"
			}
			if !over || res.LossCause != want {
				t.Fatalf("seed %d: lost by %q: cause %q, over %v", seed, f.State().LossCause, res.LossCause, over)
			}
			seen[res.LossCause] = true
			if _, err := f.Week(&ZoomBox{Date: MonthOf(1944, 3), Column: "transit", Transit: true, Roll: true}, nil, nil); !errors.Is(err, ErrZoom) {
				t.Fatalf("a week after the loss: %v", err)
			}
			break
		}
	}
	if !seen["aircraft"] {
		t.Errorf("no flagship lost to aircraft in the Bay of Biscay in 60 careers (causes %v)", seen)
	}
}

// upgradeDecider takes the last option of an upgrade decision (11.4.3), the first of any
// other.
type upgradeDecider struct{ asked int }

func (u *upgradeDecider) Decide(_ *State, d *Decision) (string, string) {
	if d.Kind == KindUpgrade {
		u.asked++
		return d.Options[len(d.Options)-1].Key, "test"
	}
	return d.Options[0].Key, "test"
}

// design 6.2.3, [H] 13(a) A4: the flagship's refit at Arrive is the Hunted's own: 11.2.3
// the [M4] roll when the rank's 12 months are up (1 → promoted KKpt), 11.3.1 the
// Knight's Cross, 11.4.3 its [M6] request (1 → banked) spent at once on the newest
// model the player picks (the VIID, limited: 11.4.5 1d6 1 → granted), reported as the
// refit's new boat with the month it sails; the VIIC's "R" row is dropped when the
// campaign sails it earlier. No port air raid is rolled (Germany, 1944: 4.7.6 would).
func TestFlagshipRefitPromotesAndUpgrades(t *testing.T) {
	r := Script()
	u := &upgradeDecider{}
	f, err := newFlagship(&FlagshipStart{Seed: 1, Board: "VIIC", UNumber: "U-99", Date: MonthOf(1943, 8),
		Crew: Trained, Rank: RankKptLt}, u, r)
	if err != nil {
		t.Fatal(err)
	}
	var evs []Event
	f.testSail(t, MonthOf(1943, 8), "atlantic", &evs)
	s := f.State()
	s.Patrol.Ships, s.Patrol.Tons, s.Patrol.Sunk = 1, 9000, []string{"Test"}
	s.CareerTons, s.RankSince = 200000, MonthOf(1942, 8)
	r.Faces = append(r.Faces, 1, 1, 1) // [M4] promotion; [M6] upgrade; LIMITED granted
	ref, err := f.Arrive(MonthOf(1943, 8), func(e Event) { evs = append(evs, e) })
	if err != nil {
		t.Fatal(err)
	}
	if r.Remaining() != 0 || u.asked != 1 {
		t.Fatalf("%d faces left, upgrade asked %d times", r.Remaining(), u.asked)
	}
	if ref.Decoration != "knights_cross" || ref.NewBoard != "VIID" || ref.Why != nbUpgrade || ref.Converted ||
		ref.Sails != MonthOf(1943, 10) {
		t.Fatalf("refit %+v", ref)
	}
	if s.Rank != RankKKpt || s.Boat.Type != "VIID" || s.Upgrades != 0 || countEvents(evs, TPromotion) != 1 ||
		countEvents(evs, TNewBoat) != 1 || countEvents(evs, TRefit) != 1 {
		t.Fatalf("rank %d, boat %s, upgrades %d, events %d promotion %d new_boat", s.Rank, s.Boat.Type, s.Upgrades,
			countEvents(evs, TPromotion), countEvents(evs, TNewBoat))
	}
	if n := len(s.Log); n != 2 || s.Log[1].Kind != "R" || s.Log[1].Month != MonthOf(1943, 9) {
		t.Fatalf("log %+v", s.Log)
	}
	f.testSail(t, MonthOf(1943, 9), "atlantic", &evs)
	if n := len(s.Log); n != 2 || s.Log[1].Kind != "patrol" || s.Log[1].BoatType != "VIID" {
		t.Fatalf("log after sailing %+v", s.Log)
	}
	// 4.7.6: a refit in Germany in 1944 rolls no air raid for the flagship (the
	// campaign rolls its own): the one die is 10.11.10's Schnorchel retrofit
	r.Faces = append(r.Faces, 6)
	s.Date, s.Base = MonthOf(1944, 3), BaseGermany
	evs = nil
	if _, err := f.Arrive(MonthOf(1944, 3), func(e Event) { evs = append(evs, e) }); err != nil {
		t.Fatal(err)
	}
	if r.Remaining() != 0 || countEvents(evs, TPortAirRaid) != 0 || len(zoomRolls(evs, "SCHNORCHEL")) != 1 {
		t.Errorf("%d faces left, %d air raids, rolls %+v", r.Remaining(), countEvents(evs, TPortAirRaid), zoomRolls(evs, "SCHNORCHEL"))
	}
}
