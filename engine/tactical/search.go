package tactical

import (
	"errors"
	"math"
)

// §3.1 step 2 and §3.3: the search phase of one evasion pass, played on the plot. The
// boat (§3.2) and the searching escorts (§3.4) move every tick; at the end of each
// 30 s sonar turn the boat's exposure gives w_t (normalised by the calibrated w_norm),
// the pass hazard grows by (Λ_p/K)·w_t·a_t, and the boat is detected in the turn where
// it reaches θ. The attack phase that follows a detection is not built yet.

// TurnEvent is `tac_turn`.
type TurnEvent struct {
	Pass int     `json:"pass"`
	Turn int     `json:"turn"`
	W    float64 `json:"w"`
	A    float64 `json:"a"`
	H    float64 `json:"h"`
	Hcum float64 `json:"H"`
}

func (TurnEvent) Kind() EventKind { return EvTurn }
func (e TurnEvent) Apply(v *View) {
	v.Ev.Turn, v.Ev.W = e.Turn, e.W // H is never shown (§3.3)
}

// PassEvent is `tac_pass`.
type PassEvent struct {
	Pass   int     `json:"pass"`
	M      int     `json:"m"`
	PDet   float64 `json:"p_det"`
	Hazard float64 `json:"hazard"`
	KTurns int     `json:"k_turns"`
}

func (PassEvent) Kind() EventKind { return EvPass }
func (e PassEvent) Apply(v *View) {
	v.Ev.Pass, v.Ev.M, v.Ev.KTurns = e.Pass, e.M, e.KTurns
}

// Search is one search phase. Drive it with Do (CmdTelegraph, CmdCourse, CmdDepth,
// CmdNoise) and Step; Done turns true on detection or after K turns.
type Search struct {
	D        *Data
	Boat     UBoat
	Hunters  []Hunter
	Pass     SearchPass
	PassNo   int
	A        float64 // a_t for this pass (a₀ in pass 1, §2.9)
	AfterNSA bool
	Noise    Exposure // only the noise flags are read (Repair, Reload, Pump, Blowing)
	Tick     int64
	Done     bool
	Log      []Logged
	Orders   []Order

	// RawSum and RawN total the un-normalised weights of the turns run (w_norm's
	// calibration reads them).
	RawSum float64
	RawN   int
	// WNorm overrides the calibration's w_norm (> 0): the evasion scene's per escort
	// count (evcal.go).
	WNorm float64

	rng  Stream
	hard bool // rudder hard over at half or more during this turn
}

// Evasion command kinds (the same Command type and recorded stream as the attack).
const (
	CmdTelegraph CmdKind = numCmd + iota // Value: Telegraph step
	CmdDepth                             // Value: ordered depth (m)
	CmdNoise                             // Flag + N: noise source 0 repair, 1 pump, 2 blowing
)

// NewSearch starts the search phase of pass passNo at table modifier m, with the boat
// and the escorts as they are (escorts are set to search round the boat's position).
func (d *Data) NewSearch(seed uint64, m, passNo int, a float64, afterNSA bool, boat UBoat, hunters []Hunter) *Search {
	s := &Search{D: d, Boat: boat, Hunters: hunters, PassNo: passNo, A: a, AfterNSA: afterNSA, rng: NewStream(seed, 10+uint64(passNo))}
	for i := range s.Hunters {
		h := &s.Hunters[i]
		h.State, h.Slot, h.Of, h.Datum, h.T = HSearch, i, len(hunters), boat.Pos, 0
	}
	s.Pass = NewPass(&s.rng, m)
	s.Log = append(s.Log, Logged{Ev: PassEvent{Pass: passNo, M: m, PDet: round4(PDet(m)), Hazard: round4(s.Pass.Lambda), KTurns: SonarTurns}},
		Logged{Ev: s.Pass.E2T})
	return s
}

// Do applies an evasion order at the current tick.
func (s *Search) Do(c Command) error {
	if s.Done {
		return ErrEnded
	}
	switch c.Kind {
	case CmdTelegraph:
		if c.Value < 0 || c.Value > float64(Full) {
			return errors.New("tactical: telegraph 0–3")
		}
		s.Boat.SetTelegraph(Telegraph(c.Value))
	case CmdCourse:
		s.Boat.OrderCourse = Wrap360(c.Value)
	case CmdDepth:
		if c.Value < 0 {
			return errors.New("tactical: depth below the surface only")
		}
		s.Boat.OrderDepth = c.Value
	case CmdNoise:
		switch c.N {
		case 0:
			s.Noise.Repair = c.Flag
		case 1:
			s.Noise.Pump = c.Flag
		case 2:
			s.Noise.Blowing = c.Flag
		default:
			return errors.New("tactical: noise source 0–2")
		}
	default:
		return errors.New("tactical: not an evasion order")
	}
	s.Orders = append(s.Orders, Order{Tick: s.Tick, Cmd: c})
	return nil
}

// exposure is the boat's §3.3 state now: aspect and coverage from the nearest escort
// pinging within ASDIC range outside its dead zone (deaf above 18 kn: coverage 0.25).
func (s *Search) exposure(turn int) Exposure {
	d, b := s.D, &s.Boat
	e := s.Noise
	e.Telegraph, e.HardRudder, e.Depth, e.Pass, e.Turn, e.AfterNSA = b.Telegraph, s.hard, b.Depth, s.PassNo, turn, s.AfterNSA
	e.Aspect = -1
	best := math.Inf(1)
	for i := range s.Hunters {
		h := &s.Hunters[i]
		r := h.Pos.Sub(b.Pos).Len()
		if r > d.ASDIC.RadiusM || r < d.DeadZone(b.Depth) || h.Speed > d.ASDIC.DeafKn {
			continue
		}
		e.Covered = true
		if r < best {
			best = r
			a := math.Abs(Wrap180(Bearing(b.Pos, h.Pos) - b.Course))
			if a > 90 {
				a = 180 - a
			}
			e.Aspect = a
		}
	}
	return e
}

// Step advances one tick; at each turn's end it adds the turn's hazard.
func (s *Search) Step() {
	if s.Done {
		return
	}
	s.Tick++
	s.D.StepUBoat(&s.Boat, Tick)
	if s.Boat.Telegraph >= Half && math.Abs(Wrap180(s.Boat.OrderCourse-s.Boat.Course)) > 15 {
		s.hard = true
	}
	for i := range s.Hunters {
		h := &s.Hunters[i]
		h.Datum = s.Boat.Pos // the datum follows the boat's estimated track [designed]
		s.D.StepHunter(h, &s.rng, &s.Boat, Tick, false)
	}
	if s.Tick%TicksPerTurn != 0 {
		return
	}
	turn := int(s.Tick / TicksPerTurn)
	raw := Weight(s.exposure(turn))
	s.RawSum += raw
	s.RawN++
	wn := s.WNorm
	if wn <= 0 {
		wn = s.D.Calib.WNorm
	}
	w := raw / wn
	before := s.Pass.H
	det := s.Pass.Turn(w, s.A)
	s.Log = append(s.Log, Logged{Tick: s.Tick, Ev: TurnEvent{Pass: s.PassNo, Turn: turn, W: round4(w), A: s.A, H: round4(s.Pass.H - before), Hcum: round4(s.Pass.H)}})
	s.hard = false
	if det {
		s.Log = append(s.Log, Logged{Tick: s.Tick, Ev: s.Pass.E2T})
		_, ev := s.Pass.RollPlus(&s.rng)
		s.Log = append(s.Log, Logged{Tick: s.Tick, Ev: ev})
		s.Done = true
		return
	}
	if turn >= SonarTurns {
		s.Done = true
	}
}

// ReferenceSearch is §6.2 in the search phase: dive to 150 m (or 60 % of test depth if
// shallower), silent speed, turn away from the nearest escort; no loud work.
func ReferenceSearch(s *Search) {
	z := math.Min(150, 0.6*s.Boat.Family.TestDepth)
	_ = s.Do(Command{Kind: CmdDepth, Value: z})
	_ = s.Do(Command{Kind: CmdTelegraph, Value: float64(Silent)})
	best, away := math.Inf(1), s.Boat.Course
	for i := range s.Hunters {
		if r := s.Hunters[i].Pos.Sub(s.Boat.Pos).Len(); r < best {
			best, away = r, Bearing(s.Hunters[i].Pos, s.Boat.Pos)
		}
	}
	_ = s.Do(Command{Kind: CmdCourse, Value: math.Round(away)})
}

// PlaySearch runs a search phase to its end (the orders given before are kept).
func PlaySearch(s *Search) bool {
	for !s.Done {
		s.Step()
	}
	return s.Pass.Detected
}

// StandardSearch builds the §9.3 first-pass situation used for calibration and tests:
// a VIIC at 60 m right after an attack, n escorts 1.2–2 km off at random bearings.
func (d *Data) StandardSearch(seed uint64, m, passNo, n int) *Search {
	r := NewStream(seed, 20)
	b := UBoat{Family: d.BoatFor("VIIC"), Course: 360 * r.Float64(), Depth: 60, Telegraph: Slow, Speed: 3, Battery: 80}
	b.OrderCourse, b.OrderDepth = b.Course, b.Depth
	hs := make([]Hunter, n)
	for i := range hs {
		hs[i] = Hunter{Pos: Heading(360 * r.Float64()).Scale(1200 + 800*r.Float64()), Course: 360 * r.Float64()}
	}
	return d.NewSearch(seed, m, passNo, 1, false, b, hs)
}
