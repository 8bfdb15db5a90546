package tactical

import (
	"bytes"
	"math"
	"testing"
)

// §2.7.2 [designed]: a guided torpedo's solution is graded against its seeker's
// acquisition width. The same launch geometry that puts a straight runner off target
// (a miss far outside the hull) is inside what the seeker can find.
func TestSeekerWindow(t *testing.T) {
	d := MustData()
	for _, w := range []Weapon{WeaponFalke, WeaponZaunkoenig, WeaponZaunkoenig2} {
		spec := d.Settings(w)[0]
		if spec.SeekerM <= 0 || spec.GuidedMin == 0 {
			t.Fatalf("%s: seeker %v, minimum %d", w.Key(), spec.SeekerM, spec.GuidedMin)
		}
		sc, _ := NewAttack(d, singleSetup(1, false), nil)
		s := &sc.Ships[0]
		s.Pos, s.Course = Vec{0, 800}, 90 // crossing ahead from west to east
		u := spec.Speed
		tri, _ := SolveTriangle(800, 0, AOB(0, 90), s.Speed, u)
		// Aim further and further behind the target until a straight runner is off
		// target (Q < 0.01); the seeker still finds that shot.
		found := false
		for off := 1.0; off < 20 && !found; off += 0.25 {
			c := Wrap360(tri.TorpCourse - off)
			straight := d.TrueShot(Vec{}, c, Bow, c, u, spec.Range, 0, s)
			if straight.Q >= 0.01 {
				continue
			}
			found = true
			seeker := d.TrueShot(Vec{}, c, Bow, c, u, spec.Range, spec.SeekerM, s)
			if straight.Window != straight.Pass.Window || seeker.Window != spec.SeekerM {
				t.Errorf("%s: windows %v / %v (hull %v)", w.Key(), straight.Window, seeker.Window, straight.Pass.Window)
			}
			if seeker.Q < 0.5 {
				t.Errorf("%s: miss %.0f m: straight Q %.4f, seeker Q %.3f", w.Key(), straight.Pass.Miss, straight.Q, seeker.Q)
			}
		}
		if !found {
			t.Errorf("%s: no off-target aim found", w.Key())
		}
	}
	// Every guided weapon has its own calibration cells.
	for w, want := range map[Weapon]CalSetting{WeaponFalke: Falke20, WeaponZaunkoenig: Zaunkoenig24, WeaponZaunkoenig2: Zaunkoenig2_24} {
		if got := CalSettingFor(w, 0); got != want || got.GuidedMin() != d.Settings(w)[0].GuidedMin {
			t.Errorf("%s: cells %s (minimum %d)", w.Key(), got.Key(), got.GuidedMin())
		}
	}
}

// §2.7.3 [designed]: a guided shot never loses the 9.2.5 minimum. With the TDC dialled
// far off (a wild miss), a guided launch graded off target still rolls [U1] at +3 and
// hands back no off-target miss; a G7e in the same spot is off target with no roll.
func TestGuidedOffTargetRolls(t *testing.T) {
	d := MustData()
	guidedOff, straightOff := 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		for _, w := range []Weapon{WeaponZaunkoenig, WeaponG7e} {
			su := singleSetup(seed, false)
			su.BowTubes = []Weapon{w, w, w, w}
			sc, _ := NewAttack(d, su, nil)
			placeShot(t, sc, 3500, 80)
			set := d.Settings(w)[0].Setting
			sc.Weapon = TDCSetting{Weapon: w, Setting: set, Depth: 2, SpreadN: 1}
			sc.TDC.AOB, sc.TDC.Speed = sc.TDC.AOB-40, sc.TDC.Speed*2.5 // hopeless
			if err := sc.Do(Command{Kind: CmdFire, Tube: 1}); err != nil {
				continue
			}
			runOut(sc)
			l := eventsOf[LaunchEvent](sc.Log)[0]
			if l.Grade != OffTarget.Key() {
				continue
			}
			rolls := eventsOf[RollEvent](sc.Log)
			u1 := 0
			for _, r := range rolls {
				if r.Table == "U1" {
					u1++
				}
			}
			res := sc.Result().Launches[0]
			if w.Guided() {
				guidedOff++
				if l.Drm != 3 || u1 != 1 || res.OffTarget || res.Drm != 3 {
					t.Errorf("seed %d: guided off target: drm %d, %d U1 rolls, hand-back %+v", seed, l.Drm, u1, res)
				}
			} else {
				straightOff++
				if l.Drm != 0 || u1 != 0 || !res.OffTarget {
					t.Errorf("seed %d: G7e off target: drm %d, %d U1 rolls, hand-back %+v", seed, l.Drm, u1, res)
				}
			}
		}
	}
	if guidedOff < 5 || straightOff < 5 {
		t.Fatalf("too few off-target cases: %d guided, %d G7e", guidedOff, straightOff)
	}
}

// §9.2.1 / §9.1 for the guided cells: the expectation the calibration bisects applies
// the 9.2.5 cap (a guided torpedo's net modifier at most N − minimum) and rolls an off
// target shot at +3; the table's own odds apply the same cap.
func TestGuidedExpectation(t *testing.T) {
	d := MustData()
	// Zaunkönig (minimum 6) at Long (N = 6): every grade but excellent is the table's
	// 41.7 %, and off target too. Cuts: nothing excellent, then good, fair, poor,
	// wild from log-odds −1, −2, −3, −4; one launch with no crossing.
	ls := []float64{math.Inf(-1), -5, -3.5, -1.5, 0, 3}
	cuts := GradeCuts{10, -1, -2, -3, -4}
	if got := d.ExpectedHit(ls, cuts, Long, 0, 0, 6); math.Abs(got-P2d6AtMost(6)) > 1e-12 {
		t.Errorf("Zaunkönig at Long: %.4f, want %.4f", got, P2d6AtMost(6))
	}
	// The same shots as straight runners: the off-target ones count 0, the others roll
	// at +3 (wild), +1 (fair), 0, 0.
	want := (P2d6AtMost(3) + P2d6AtMost(5) + 2*P2d6AtMost(6)) / 6
	if got := d.ExpectedHit(ls, cuts, Long, 0, 0, 0); math.Abs(got-want) > 1e-12 || got >= P2d6AtMost(6) {
		t.Errorf("G7e at Long: %.4f, want %.4f (below the table)", got, want)
	}
	// Falke (minimum 5) at Long against an escort (+2): capped at +1.
	if got, want := d.TableHit(Long, 2, 0, 5), P2d6AtMost(5); got != want {
		t.Errorf("Falke at an escort, Long: table %.4f, want %.4f", got, want)
	}
	// Zaunkönig II (minimum 7) at Long: at least P(2d6 ≤ 7).
	if got, want := d.TableHit(Long, 0, 0, 7), P2d6AtMost(7); got != want {
		t.Errorf("Zaunkönig II at Long: table %.4f, want %.4f", got, want)
	}
	// A guided cell's cuts reach the table (within the calibration's step).
	cell := d.Calib.Cell(CondNightSurface, Medium, LargeFreighter, Zaunkoenig24)
	if cell == nil || math.Abs(cell.Hit-cell.Target) > 0.03 {
		t.Errorf("night surface / medium / large freighter / Zaunkönig: %+v", cell)
	}
}

// §2.6 / 9.5.2 the NSA second salvo: ticked before the first launch, the other end
// floods at the commit and fires by itself within 90 s of the first launch once the
// boat has turned; its launches are marked second, the round fires both ends. Refused
// submerged and after the commit. The scene replays exactly through a save in the
// middle of the turn (§9.5.2).
func TestSecondSalvo(t *testing.T) {
	d := MustData()
	fired, secondFired := 0, 0
	for seed := uint64(1); seed <= 20; seed++ {
		su := convoySetup(seed)
		su.Night, su.Mode, su.SecondSalvoDRM = true, ModeNSA, 1
		sc, _ := NewAttack(d, su, nil)
		PlayAttack(sc, NewAI(Reference, AIPlan{Bracket: Long, Torpedoes: 4, Second: true}))
		if sc.Reason != EndFired {
			continue
		}
		fired++
		if !sc.SecondSalvo {
			t.Fatalf("seed %d: second salvo not ticked", seed)
		}
		res := sc.Result()
		var first, second int
		for _, l := range res.Launches {
			switch {
			case l.Second && l.End == Stern:
				second++
				if l.LaunchS > Seconds(sc.FirstLaunch)+d.Firing.SecondSalvoS+0.01 {
					t.Errorf("seed %d: second salvo at %.1f s, first launch at %.1f s", seed, l.LaunchS, Seconds(sc.FirstLaunch))
				}
			case !l.Second && l.End == Bow:
				if second > 0 {
					t.Errorf("seed %d: a first-salvo torpedo after the second salvo", seed)
				}
				first++
			default:
				t.Errorf("seed %d: launch %+v on the wrong end", seed, l)
			}
		}
		if first != 4 {
			t.Errorf("seed %d: %d first-salvo torpedoes", seed, first)
		}
		if second > 0 {
			secondFired++
			if !res.BothEnds {
				t.Errorf("seed %d: both ends fired but not reported", seed)
			}
			// The U1 rolls (shown at arrival, before the tube's tac_torpedo_end) of the
			// second salvo carry 9.5.2's +1 (SecondSalvoDRM), the first salvo's none.
			secondTube := map[int]bool{}
			for _, l := range res.Launches {
				secondTube[l.Tube] = l.Second
			}
			var pending []RollEvent
			for _, l := range sc.Log {
				switch e := l.Ev.(type) {
				case RollEvent:
					pending = append(pending, e)
				case TorpedoEndEvent:
					for _, r := range pending {
						if r.Table != "U1" {
							continue
						}
						has := false
						for _, m := range r.Mods {
							has = has || (m.Why == "9.5.2 second salvo" && m.V == 1)
						}
						if has != secondTube[e.Tube] {
							t.Errorf("seed %d tube %d (second %v): U1 mods %+v", seed, e.Tube, secondTube[e.Tube], r.Mods)
						}
					}
					pending = pending[:0]
				}
			}
		}
		// Save in the middle of the second salvo's window, load, replay to the end.
		mid := sc.FirstLaunch + Ticks(30)
		var head []Order
		for _, o := range sc.Orders {
			if o.Tick <= mid {
				head = append(head, o)
			}
		}
		part, err := Replay(d, sc.Setup, head, mid, nil)
		if err != nil {
			t.Fatal(err)
		}
		save, _ := part.Save()
		loaded, err := LoadAttack(d, save, nil)
		if err != nil {
			t.Fatal(err)
		}
		full, err := Replay(d, loaded.Setup, sc.Orders, sc.Tick, nil)
		if err != nil || !bytes.Equal(JSONLines(full.Log), JSONLines(sc.Log)) {
			t.Fatalf("seed %d: replay through a save differs (%v)", seed, err)
		}
	}
	if fired < 8 || secondFired < fired/2 {
		t.Errorf("NSA with a second salvo: fired %d of 20, second salvo in %d", fired, secondFired)
	}
	// Refused submerged, and after the commit.
	sc, _ := NewAttack(d, convoySetup(1), nil)
	if err := sc.Do(Command{Kind: CmdSecondSalvo, Flag: true}); err == nil {
		t.Error("second salvo accepted in a submerged attack")
	}
	su := convoySetup(1)
	su.Night, su.Mode = true, ModeNSA
	sc, _ = NewAttack(d, su, nil)
	placeShot(t, sc, 1800, 80)
	if err := sc.Do(Command{Kind: CmdFire, Tube: 1}); err != nil {
		t.Fatal(err)
	}
	if err := sc.Do(Command{Kind: CmdSecondSalvo, Flag: true}); err == nil {
		t.Error("second salvo accepted after the first launch")
	}
	// Without the tick the stern stays refused (9.2.1 one end).
	if err := sc.Do(Command{Kind: CmdFire, Tube: 5}); err == nil {
		t.Error("stern fired in an escorted round without a second salvo")
	}
}

// 9.5.2 in the scene's own [U1] (LocalTable): a second-salvo torpedo's roll carries
// the set-up's SecondSalvoDRM.
func TestSecondSalvoRoll(t *testing.T) {
	r := NewStream(9, 9)
	_, evs := LocalTable{}.U1(&r, U1Request{Bracket: Medium, Number: 7, SecondDRM: 1})
	if len(evs[0].Mods) != 1 || evs[0].Mods[0].V != 1 || evs[0].Mods[0].Why != "9.5.2 second salvo" {
		t.Errorf("second salvo roll mods %+v", evs[0].Mods)
	}
	_, evs = LocalTable{}.U1(&r, U1Request{Bracket: Medium, Number: 7})
	if len(evs[0].Mods) != 0 {
		t.Errorf("first salvo roll mods %+v", evs[0].Mods)
	}
}
