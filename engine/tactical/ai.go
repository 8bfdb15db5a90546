package tactical

import "math"

// §6.1 the reference AI for the attack scene (attract mode, -tactical=ai, and the
// definition of the reference player). It plays only through Scene.Do, like a human.

// AIPlan is what the strategic (table-game) policy decided at B5–B8: the target (ship
// id, 0 = the AI's own choice, §6.1.1), the range choice, the torpedoes to fire and the
// end to fire from; Second, the NSA second salvo from the other end (9.5.2, §2.6),
// ticked before the first launch and fired by the scene once the boat has turned.
type AIPlan struct {
	Target    int
	Bracket   Bracket
	Torpedoes int
	End       End
	Setting   int // speed setting (kn) to use instead of the §6.1.4 choice; 0 = §6.1.4
	Second    bool
}

// FiringRange is §6.1.2: the AI's firing range (m) for a range choice.
func FiringRange(b Bracket) float64 {
	switch b {
	case Close:
		return 700
	case Medium:
		return 1500
	}
	return 3000
}

type aiPhase uint8

const (
	aiStart aiPhase = iota
	aiApproach
	aiLook3
	aiFiring
	aiDone
)

// AI is the §6.1 attack procedure at a skill (§6: Green ×1.5, Reference ×1, Ace ×0.5
// on the instrument errors).
type AI struct {
	Skill Skill
	Plan  AIPlan

	phase      aiPhase
	nextHelm   int64   // next tick a helm or telegraph order may be given
	bracket    Bracket // the range aimed at: the plan's, or longer when it cannot be reached
	target     int
	tFire      int64   // planned firing tick
	planCourse float64 // the target course the plan was made on
	upUntil    int64
	fired      int
	tries      int
	fireN      int
	// secondDialled: the TDC was dialled again for the second salvo (secondLook).
	secondDialled bool
}

// NewAI returns the reference procedure for a plan at a skill.
func NewAI(skill Skill, plan AIPlan) *AI { return &AI{Skill: skill, Plan: plan} }

// approachSpeed is §6.1.2: 6 kn submerged by day, 12 kn surfaced at night.
func (a *AI) approachSpeed(sc *Scene) float64 {
	if sc.Own.Surfaced {
		return 12
	}
	return 6
}

// chooseTarget is §6.1.1: the largest GRT not yet sunk, tankers first on a tie.
func chooseTarget(sc *Scene) int {
	best, bestT := 0, -1
	for i := range sc.Ships {
		s := &sc.Ships[i]
		if s.Role != RoleTarget || s.Sunk || s.Kind == Escort {
			continue
		}
		if s.GRT > bestT || (s.GRT == bestT && s.Kind == Tanker) {
			best, bestT = s.ID, s.GRT
		}
	}
	if best == 0 { // only the escort target is left (9.10)
		for i := range sc.Ships {
			if sc.Ships[i].Role == RoleTarget {
				return sc.Ships[i].ID
			}
		}
	}
	return best
}

// firingPoint returns, for a firing tick, the point abeam of the target's track at
// the firing range with an aimed track angle of 90° (§6.1.2), and the course that
// faces the track. Navigation uses the plot as the approach left it (the target's true
// current leg); only the firing inputs carry instrument errors (§6.1.3).
func (a *AI) firingPoint(sc *Scene, t int64, u float64) (Vec, float64) {
	s := sc.Ship(a.target)
	h := Heading(s.Course)
	n := Vec{h.Y, -h.X}
	if n.Dot(sc.Own.Pos.Sub(s.Pos)) < 0 {
		n = n.Scale(-1)
	}
	rf := FiringRange(a.bracket)
	dPerp := rf / math.Sqrt(1+math.Pow(s.Speed/u, 2))
	p := s.Pos.Add(s.Velocity().Scale(Seconds(t - sc.Tick)))
	x := p.Add(h.Scale(s.Speed * dPerp / u))
	face := Bearing(Vec{}, n.Scale(-1))
	if a.Plan.End == Stern {
		face = Wrap360(face + 180)
	}
	return x.Add(n.Scale(dPerp)), face
}

// plan finds the earliest firing tick whose firing point the boat can reach at the
// approach speed with 4 minutes in hand for slowing and turning. When the policy's
// range cannot be reached before the targets pass, the AI takes the next longer
// bracket (the bracket follows from the real firing range anyway, §1.3 Bracket)
// [designed reading of §6.1.2].
func (a *AI) plan(sc *Scene, u float64) int64 {
	v := a.approachSpeed(sc) * Knot
	for {
		for dt := int64(300); dt < TimeLimit-sc.Tick; dt += 20 {
			t := sc.Tick + dt
			f, _ := a.firingPoint(sc, t, u)
			if f.Sub(sc.Own.Pos).Len() <= v*(Seconds(dt)-240) {
				return t
			}
		}
		if a.bracket >= Long {
			return sc.Tick + TimeLimit/2
		}
		a.bracket++
	}
}

// Act runs the procedure for the current tick; call it once per tick before Step.
func (a *AI) Act(sc *Scene) {
	if sc.Ended {
		return
	}
	switch a.phase {
	case aiStart:
		a.start(sc)
	case aiApproach:
		a.approach(sc)
	case aiLook3:
		if sc.Tick >= a.upUntil {
			a.launchLook(sc)
			a.phase = aiFiring
		}
	case aiFiring:
		a.fire(sc)
	case aiDone:
		a.secondLook(sc)
	}
}

func (a *AI) spec(sc *Scene) *TorpedoSpec {
	return sc.D.Setting(sc.Weapon.Weapon, sc.Weapon.Setting)
}

func (a *AI) start(sc *Scene) {
	a.target, a.bracket = a.Plan.Target, a.Plan.Bracket
	if a.target == 0 {
		a.target = chooseTarget(sc)
	}
	// §6.1.4 weapon: G7a at 40 kn if this end holds enough of them for the torpedoes
	// the policy wants (30 kn beyond 4,000 m), else G7e, else whatever is loaded.
	want := max(a.Plan.Torpedoes, 1)
	count := func(w Weapon) int {
		n := 0
		for _, t := range sc.Tubes {
			if t.End == a.Plan.End && t.State == TubeLoaded && t.Weapon == w {
				n++
			}
		}
		return n
	}
	w := WeaponNone
	for _, c := range []Weapon{WeaponG7a, WeaponG7e} {
		if count(c) >= want {
			w = c
			break
		}
	}
	for c := WeaponG7a; w == WeaponNone && c < numWeapon; c++ {
		if count(c) > 0 && (w == WeaponNone || count(c) > count(w)) {
			w = c
		}
	}
	if w == WeaponNone {
		_ = sc.Do(Command{Kind: CmdAbort})
		a.phase = aiDone
		return
	}
	set := sc.D.Settings(w)[0].Setting
	if w == WeaponG7a {
		set = 40
		if FiringRange(a.Plan.Bracket) > 4000 {
			set = 30
		}
	}
	if a.Plan.Setting != 0 && sc.D.Setting(w, a.Plan.Setting) != nil {
		set = a.Plan.Setting
	}
	_ = sc.Do(Command{Kind: CmdWeapon, Weapon: w, Setting: set, Value: 2})
	if a.Plan.Second {
		_ = sc.Do(Command{Kind: CmdSecondSalvo, Flag: true}) // refused outside an NSA or with one end empty
	}
	n := a.Plan.Torpedoes
	if n < 1 {
		n = 1
	}
	// The salvo is every torpedo the policy wants from this end: w first, then the
	// other kinds loaded there (the TDC switched between launches, fire).
	avail := 0
	for _, t := range sc.Tubes {
		if t.End == a.Plan.End && t.Weapon != WeaponNone && t.State == TubeLoaded {
			avail++
		}
	}
	a.fireN = min(n, avail)
	k := 0.0
	if a.fireN > 1 {
		k = 0.5
	}
	_ = sc.Do(Command{Kind: CmdSpread, N: min(a.fireN, 4), Value: k})
	_ = sc.Do(Command{Kind: CmdFlood, End: a.Plan.End})
	a.tFire = a.plan(sc, a.spec(sc).Speed)
	_ = sc.Do(Command{Kind: CmdSpeed, Value: a.approachSpeed(sc)})
	a.phase = aiApproach
	// First raise: identify (10 s), §6.1.3.
	if !sc.Own.Surfaced {
		_ = sc.Do(Command{Kind: CmdPeriscope, Flag: true})
		_ = sc.Do(Command{Kind: CmdObserve, Target: a.target, Method: ObsBearing})
		a.upUntil = sc.Tick + Ticks(10)
	}
}

func (a *AI) approach(sc *Scene) {
	if sc.Own.Scope && sc.Tick >= a.upUntil {
		_ = sc.Do(Command{Kind: CmdPeriscope, Flag: false})
	}
	u := a.spec(sc).Speed
	tgt := sc.Ship(a.target)
	// Re-plan when the target's leg changed (a zigzag) or the plan has run out.
	if tgt.Course != a.planCourse || a.tFire <= sc.Tick {
		a.tFire, a.planCourse = a.plan(sc, u), tgt.Course
	}
	if a.opportunity(sc, u) {
		// Second raise (§6.1.3): stadimeter and silhouette; the third follows at once
		// and launches at its end.
		if !sc.Own.Surfaced {
			_ = sc.Do(Command{Kind: CmdPeriscope, Flag: true})
		}
		_ = sc.Do(Command{Kind: CmdObserve, Target: a.target, Method: ObsStadimeter})
		_ = sc.Do(Command{Kind: CmdObserve, Target: a.target, Method: ObsSilhouette})
		a.upUntil = sc.Tick + Ticks(20)
		a.phase = aiLook3
		return
	}
	left := Seconds(a.tFire - sc.Tick)
	f, face := a.firingPoint(sc, a.tFire, u)
	dist := f.Sub(sc.Own.Pos).Len()
	course := Bearing(sc.Own.Pos, f)
	speed := a.approachSpeed(sc)
	if left <= 180 || a.passing(sc) { // §6.1.2 slow to 2 kn 3 minutes before firing
		speed = 2
	} else {
		speed = math.Min(speed, math.Max(2, dist/(left-180)/Knot+1))
	}
	turn := dist < 150 || left < 150 || a.passing(sc)
	if a.Plan.End == Stern && sc.Own.Speed > 3 && left >= 60 {
		// Pointing the stern turns the boat away from the target: at the firing point,
		// or for a passing target, the AI stops on its heading and turns once slowed;
		// turning at speed opened the range past the planned bracket [designed].
		if dist < 150 {
			speed, course = 2, sc.Own.OrderCourse
		}
		turn = false
	}
	if turn {
		course = face
		// Close to firing, point the chosen end along the torpedo course the shot
		// needs now (gyro ≈ 0), as a commander swings the boat onto the shot.
		beta := Bearing(sc.Own.Pos, tgt.Pos)
		if tri, ok := SolveTriangle(tgt.Pos.Sub(sc.Own.Pos).Len(), beta, AOB(beta, tgt.Course), tgt.Speed, u); ok {
			course = tri.TorpCourse
			if a.Plan.End == Stern {
				course = Wrap360(course + 180)
			}
		}
	}
	// Helm and telegraph orders at most every 5 s, as a watch officer gives them.
	if sc.Tick < a.nextHelm {
		return
	}
	a.nextHelm = sc.Tick + Ticks(5)
	if math.Abs(Wrap180(course-sc.Own.OrderCourse)) > 1 {
		_ = sc.Do(Command{Kind: CmdCourse, Value: math.Round(course)})
	}
	if math.Abs(speed-sc.Own.OrderSpeed) > 0.25 {
		_ = sc.Do(Command{Kind: CmdSpeed, Value: r1(speed)})
	}
}

// passing reports the target within 3 minutes of its closest approach and inside
// 5,000 m: the AI slows to firing speed to be ready for a passing shot.
func (a *AI) passing(sc *Scene) bool {
	s := sc.Ship(a.target)
	rel := s.Pos.Sub(sc.Own.Pos)
	vr := s.Velocity().Sub(Velocity(sc.Own.Course, sc.Own.Speed))
	tcpa := -rel.Dot(vr) / math.Max(vr.Dot(vr), 1e-9)
	return tcpa < 180 && rel.Len() < 5000
}

// opportunity reports a firing chance now (navigation on the plot, i.e. the true
// current leg): the target inside the planned bracket within ±25 % of the §6.1.2
// firing range, the boat slowed (≤ 3 kn, surfaced ≤ 6), the tubes flooded, and a
// perfect solution needing at most ±20° of gyro with a track angle of 60–120°.
func (a *AI) opportunity(sc *Scene, u float64) bool {
	s := sc.Ship(a.target)
	rel := s.Pos.Sub(sc.Own.Pos)
	rng := rel.Len()
	rf := FiringRange(a.bracket)
	planned := sc.D.BracketOf(rng, false) == a.bracket && rng >= 0.75*rf && rng <= 1.25*rf
	// The target passing (closest approach within a minute) inside 4,500 m and the
	// torpedo's reach: take the shot rather than let it go, but never closer than the
	// policy's range choice [designed]: a commander who chose Long against escorts does
	// not fire inside its bracket (Close brings the 9.2.2 pre-fire check and +1 on [E2],
	// which the table's choice avoided); a scene with no shot goes to the table (§8.3).
	vr := s.Velocity().Sub(Velocity(sc.Own.Course, sc.Own.Speed))
	tcpa := -rel.Dot(vr) / math.Max(vr.Dot(vr), 1e-9)
	passing := tcpa < 60 && rng <= math.Min(4500, 0.9*a.spec(sc).Range) && sc.D.BracketOf(rng, false) >= a.Plan.Bracket
	if !planned && !passing {
		return false
	}
	if sc.Own.Speed > 3 && !(sc.Own.Surfaced && sc.Own.Speed <= 6) {
		return false
	}
	flooded := false
	for _, t := range sc.Tubes {
		if t.End == a.Plan.End && t.State == TubeFlooded {
			flooded = true
		}
	}
	beta := Bearing(sc.Own.Pos, s.Pos)
	tri, ok := SolveTriangle(rng, beta, AOB(beta, s.Course), s.Speed, u)
	if !flooded || !ok || tri.Track < 60 || tri.Track > 120 {
		return false
	}
	g, _ := Gyro(tri.TorpCourse, sc.Own.Course, a.Plan.End)
	lim := 20.0
	if !planned {
		lim = 60
	}
	return math.Abs(g) <= lim
}

// launchLook is the reference procedure at launch: one stadimeter reading, AOB by
// silhouette, speed by length transit, dialled into the TDC. The skill preset scales
// each reading's error: dialled = true + skill·(reading − true), using the (truth)
// field the log carries for audits, so the draws are the human's draws exactly.
func (a *AI) launchLook(sc *Scene) {
	val := func(m ObsMethod) (float64, bool) {
		n := len(sc.Log)
		if sc.Do(Command{Kind: CmdObserve, Target: a.target, Method: m}) != nil || len(sc.Log) == n {
			return 0, false
		}
		ev := sc.Log[len(sc.Log)-1].Ev.(ObsEvent)
		if m == ObsSilhouette {
			// The wobble scaled, the side mistaken k times as often (SideDraw.At): a
			// wrong side scaled as an angle would wrap round to the right one at ×2.
			return ev.side.At(&sc.D.Instruments, ev.TrueValue, a.Skill), true
		}
		return ev.TrueValue + float64(a.Skill)*(ev.Value-ev.TrueValue), true
	}
	r, _ := val(ObsStadimeter)
	aob, _ := val(ObsSilhouette)
	v, ok := val(ObsTransit)
	if !ok {
		v, _ = val(ObsPropeller)
	}
	_ = sc.Do(Command{Kind: CmdSetTDC, Target: a.target, Range: math.Max(r, 50), AOB: aob, Speed: math.Max(v, 0)})
}

func (a *AI) fire(sc *Scene) {
	if a.fired >= a.fireN {
		if !sc.Own.Surfaced && sc.Own.Scope {
			_ = sc.Do(Command{Kind: CmdPeriscope, Flag: false})
		}
		a.phase = aiDone
		return
	}
	// §6.1 [designed]: the reference reads the gyro angle its TDC solution asks for
	// before each launch and does not fire beyond the passing-shot limit (a wild
	// solution from bad readings, or a target slipping by; it waits, and the scene ends
	// without that torpedo if the window closes).
	if sol := sc.Solution(a.Plan.End); sol.Run <= 0 || math.Abs(sol.Gyro) > maxFireGyro {
		a.tries++
		if a.tries > 2*TicksPerMinute {
			if !sc.Committed {
				_ = sc.Do(Command{Kind: CmdAbort})
			}
			a.phase = aiDone
		}
		return
	}
	for i := range sc.Tubes {
		t := &sc.Tubes[i]
		if t.End != a.Plan.End || t.Weapon != sc.Weapon.Weapon || t.State != TubeFlooded {
			continue
		}
		err := sc.Do(Command{Kind: CmdFire, Tube: t.No})
		if err == nil {
			a.fired++
			return
		}
		break
	}
	// This kind is all fired: set the TDC for another kind flooded at this end (a
	// mixed load), its §6.1.4 setting, and fire it from the next tick.
	for i := range sc.Tubes {
		t := &sc.Tubes[i]
		if t.End != a.Plan.End || t.Weapon == sc.Weapon.Weapon || t.Weapon == WeaponNone || t.State != TubeFlooded {
			continue
		}
		stillW := false
		for _, u := range sc.Tubes {
			stillW = stillW || (u.End == a.Plan.End && u.Weapon == sc.Weapon.Weapon && u.State == TubeFlooded)
		}
		if stillW {
			break
		}
		set := sc.D.Settings(t.Weapon)[0].Setting
		if t.Weapon == WeaponG7a && sc.D.Setting(WeaponG7a, 40) != nil {
			set = 40
		}
		if sc.Do(Command{Kind: CmdWeapon, Weapon: t.Weapon, Setting: set, Value: sc.Weapon.Depth}) == nil {
			return
		}
		break
	}
	a.tries++
	if a.tries > 2*TicksPerMinute { // no solution for a minute: decline (or the window closed)
		if !sc.Committed {
			_ = sc.Do(Command{Kind: CmdAbort})
		}
		a.phase = aiDone
	}
}

// secondLook is the reference procedure for the NSA second salvo (9.5.2, §2.6): the
// TDC keeps no own motion (§2.3.9), so while the boat turns for the other end the AI
// takes the launch readings again and dials them in once, when that end's gyro angle
// is within secondLookGyro (the scene fires at secondGyro).
func (a *AI) secondLook(sc *Scene) {
	if !sc.SecondSalvo || sc.SecondDone || !sc.Committed || a.secondDialled {
		return
	}
	end := Bow
	if sc.CommitEnd == Bow {
		end = Stern
	}
	if sol := sc.Solution(end); sol.Run > 0 && math.Abs(sol.Gyro) <= secondLookGyro {
		a.launchLook(sc)
		a.secondDialled = true
	}
}

// maxFireGyro is the largest gyro angle (deg) the reference fires at: its passing-shot
// limit (§6.1, AI.opportunity).
const maxFireGyro = 60.0

// secondLookGyro is the gyro angle (deg) at which the AI re-dials the TDC for the
// second salvo [designed]: a few seconds of turn before the scene fires it.
const secondLookGyro = 35.0

// PlayAttack runs a scene to its end with the AI and returns the number of ticks.
func PlayAttack(sc *Scene, ai *AI) int64 {
	for !sc.Ended && sc.Tick < 2*TimeLimit {
		ai.Act(sc)
		sc.Step()
	}
	return sc.Tick
}
