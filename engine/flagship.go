package engine

import (
	"fmt"
	"slices"
)

// The flagship of the BdU campaign (operational design 6.2.1 "Flagship", 6.2.2, 6.2.3):
// the player's own command, one boat played as a Hunted career across its patrols.
// Every week of its patrol is one travel box of that career (transit weeks included);
// its Kommandant, crew, decorations, patrol log and the boat's damage persist from week
// to week and, but for the refit, from patrol to patrol. The campaign (engine/bdu) says
// when the boat sails, gives each week's box (its [E1] column, transit or on station,
// and either the contact's encounters or an [E1] roll of the Hunted's own) and when it
// arrives; Flagship plays them with the Hunted's procedures.
//
// Readings made here (design 6.2 gives no procedure for them):
//   - the random event of [H 12] is the Hunted's own: a natural 12 on an [E1] roll of
//     the flagship's boxes, once per patrol (Patrol.RandomEventUsed; Sail clears it); a
//     box lost to an event ([R1] 8, 9, 11) is the week's box, and the next week's box
//     is lost as [R1] 9 and 11 say (enterBox's SkipBoxes);
//   - the patrol log: Sail opens a "patrol" row in its month on the area of the station
//     column, a week in a later month adds a "P" row (the Hunted's months at sea,
//     10.11.6), Arrive closes the patrol row (tons, ships sunk, success, outcome);
//   - the refit at Arrive is the Hunted's own (refit.go, 13(a) A4 and chapter 11:
//     [M2] recovery, 10.11.5 and 10.12.4 new boats, crew advancement, decorations,
//     promotions, [M6] upgrade requests and the upgrade decision, 11.4.7, retrofits)
//     without the port air raids of 4.7.6 (design 6.2.3: the operational layer rolls
//     its own) and without 5.1.2's end of the war (the campaign's last week ends it);
//     its months are the career's calendar (the "R" rows, those from the month the
//     boat sails again dropped by Sail, which sets the date the campaign gives): the
//     campaign's pipeline is the boat's refit time (4.3);
//     a new boat it hands out is reported (FlagshipRefit) for the campaign to commission;
//   - an abort (mandatory, voluntary or towed home) is reported once (ZoomResult.Abort)
//     and the patrol goes on as the Hunted's aborting patrol (10.9.4: no ship targets,
//     no further abort decision) until the boat arrives;
//   - the career ends (Over) with the boat lost (sunk, scuttled or captured) or the
//     Kommandant killed (6.2.3: the flagship career ends; the campaign may name another
//     boat, a new career).
type Flagship struct {
	c      *Career
	d      Decider
	sink   func(Event) // the current call's sink (nil: none)
	res    *ZoomResult // the current week's result
	class  map[string]string
	hit    map[string]bool // ships damaged and afloat this week
	over   bool
	reason string         // the Hunted career_end reason once Over
	sailed bool           // a patrol is under way (Sail … Arrive)
	abort  bool           // the patrol has aborted (reported once)
	last   Month          // the month of the patrol log's last row
	refit  *FlagshipRefit // Arrive's answer while it runs (event reads its new_boat)
}

// FlagshipStart is the flagship's career at its naming (design 6.2.2 "crew and
// commander", from the boat's operational markers; afterwards the career's own state).
type FlagshipStart struct {
	Seed    uint64 // the career's dice (PCG), a child of the campaign's (design 5)
	Board   string // Hunted board key (design table 4.2, proxies included)
	UNumber string // the boat's ID, shown on the log sheet
	Date    Month  // the month it is named (1939-09 … 1945-05)
	Crew    int    // Green … Elite
	Rank    int    // RankOltzS …
	KC      int    // KCNone, KCKnightsCross, KCOakLeaves
}

// NewFlagship starts the flagship's Hunted career (design 6.2.1). d answers its
// decisions (nil: the engine's Commander policy is not known here, so d is required).
// Errors wrap ErrZoom: an unknown board, a date outside the war, crew, rank or
// decoration out of range, d nil.
func NewFlagship(s *FlagshipStart, d Decider) (*Flagship, error) {
	return newFlagship(s, d, nil)
}

// newFlagship is NewFlagship on the dice of rng (nil: PCG from s.Seed; tests script them).
func newFlagship(s *FlagshipStart, d Decider, rng Roller) (*Flagship, error) {
	data, err := LoadData()
	if err != nil {
		return nil, err
	}
	b := data.Boards[s.Board]
	switch {
	case d == nil:
		return nil, fmt.Errorf("%w: the flagship needs a decider", ErrZoom)
	case b == nil:
		return nil, fmt.Errorf("%w: unknown board %q", ErrZoom, s.Board)
	case s.Date < MonthOf(1939, 9) || s.Date > LastMonth:
		return nil, fmt.Errorf("%w: date %s outside 1939-09…%s", ErrZoom, s.Date, LastMonth)
	case s.Crew < Green || s.Crew > Elite || s.Rank < RankOltzS || s.Rank > RankKptzS || s.KC < KCNone || s.KC > KCOakLeaves:
		return nil, fmt.Errorf("%w: crew %d, rank %d or decoration %d out of range", ErrZoom, s.Crew, s.Rank, s.KC)
	}
	c, err := NewCareer(Config{Seed: s.Seed, Type: s.Board, Start: max(FirstMonth, b.Available), UNumber: s.UNumber}, rng)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrZoom, err)
	}
	f := &Flagship{c: c, d: d, class: map[string]string{}, hit: map[string]bool{}}
	c.sink = f.event
	c.decider = d
	c.flagship = true
	c.started = true
	c.S.Date = s.Date
	c.S.Rank, c.S.RankSince = s.Rank, s.Date
	c.S.KC = s.KC
	c.S.Crew.Quality = s.Crew
	c.S.Base = BaseFrance
	c.fitBoat(s.Board, s.Date)
	return f, nil
}

// event is the career's sink: the week's result is read from its events (as PlayZoom
// does), then the event goes to the caller's sink.
func (f *Flagship) event(e Event) {
	if r := f.res; r != nil {
		r.read(e, f.hit, f.class)
	}
	if k, ok := e.(*KeyEvent); ok && f.refit != nil && k.T == TNewBoat { // (the refit's last new boat counts)
		f.refit.NewBoard, f.refit.Why = k.Key, k.Detail
		f.refit.Converted = k.Detail == nbConvertedBack
	}
	if f.sink != nil {
		f.sink(e)
	}
}

// State is the flagship's career state (read-only): Kommandant, crew, decorations, the
// patrol log (State.Log), the boat.
func (f *Flagship) State() *State { return &f.c.S }

// Over reports that the flagship's career has ended (boat lost or Kommandant killed,
// design 6.2.3) and its Hunted career_end reason.
func (f *Flagship) Over() (bool, string) { return f.over, f.reason }

// AtSea reports a patrol under way (between Sail and Arrive).
func (f *Flagship) AtSea() bool { return f.sailed }

// Sail starts a patrol (design 6.2.1): z.Date is the month it sails, z.Column the [E1]
// column of its patrol area (the log row's area), z.Torpedoes the F1 load (split by the
// board's proportion, 6.2.2), z.Guided the guided kinds of the date, z.HullBoxes and
// z.InoperativeRolls the damage it sails with, z.Schnorchel its schnorchel. sink (may
// be nil) receives the events. Errors wrap ErrZoom (the career over, a patrol already
// under way, a bad date, column or load) or are an illegal answer of the decider.
func (f *Flagship) Sail(z *ZoomBox, sink func(Event)) (err error) {
	c := f.c
	b := c.Board()
	switch {
	case f.over:
		return fmt.Errorf("%w: the flagship's career is over", ErrZoom)
	case f.sailed:
		return fmt.Errorf("%w: the flagship is already at sea", ErrZoom)
	case z.Date < MonthOf(1939, 9) || z.Date > LastMonth:
		return fmt.Errorf("%w: date %s outside 1939-09…%s", ErrZoom, z.Date, LastMonth)
	case z.Torpedoes < 0 || z.Torpedoes > b.TorpedoesTotal:
		return fmt.Errorf("%w: %d torpedoes on a %s (at most %d)", ErrZoom, z.Torpedoes, b.Key, b.TorpedoesTotal)
	}
	if _, ok := c.data.Tables["E1"].Columns[z.Column]; !ok {
		return fmt.Errorf("%w: no [E1] column %q", ErrZoom, z.Column)
	}
	f.sink = sink
	defer func() { f.sink = nil }()
	c.S.Date = z.Date
	area := zoomArea(z.Column)
	c.S.Base = zoomBase(area)
	p := &Patrol{Area: area, Station: z.Column, TrackName: "flagship", Mission: "none", Dir: 1, Pos: 1,
		DepartBase: c.S.Base, ReturnBase: c.S.Base, Midpoint: -1, Posture: PostureSurfaced}
	p.Track = make([]Box, 4)
	baseBox(&p.Track[0], c.S.Base, true)
	p.Track[0].Code = "BASE_OUT"
	transitBox(&p.Track[1], 1)
	transitBox(&p.Track[2], 1)
	p.Track[2].Code = "T"
	baseBox(&p.Track[3], c.S.Base, false)
	p.Track[3].Code = "BASE_IN"
	c.S.Patrol = p
	for n := len(c.S.Log); n > 0 && c.S.Log[n-1].Kind == "R" && c.S.Log[n-1].Month >= z.Date; n-- {
		c.S.Log = c.S.Log[:n-1] // the refit's months the campaign's pipeline did not take (Arrive)
	}
	c.S.Log = append(c.S.Log, LogRow{Month: z.Date, Kind: "patrol", Area: area, BoatType: c.S.Boat.Type})
	f.last = z.Date
	f.sailed, f.abort = true, false
	if c.sink != nil {
		c.emit(&AssignmentEvent{Header: Header{T: TAssignment}, Area: area, Mission: p.Mission, Base: p.DepartBase,
			Track: []string{p.Track[0].Key, p.Track[1].Key, p.Track[2].Key, p.Track[3].Key}})
	}
	return f.guard(func() {
		bt := &c.S.Boat
		bt.Schnorchel = z.Schnorchel && bt.sysAt(sysSchnorchel) != nil
		c.zoomLoad(z, b)
		c.zoomDamage(z)
	})
}

// Week plays one week of the flagship's patrol as one travel box (design 6.2.1): z.Date
// the turn's month, z.Column the box's [E1] column and z.Transit a transit week; with
// z.Roll the Hunted rolls [E1] itself (its rollsDue rolls, a natural 12 the patrol's
// random event) and gate, when not nil, is asked after every ship result (design 6.2.2:
// the operational layer's gate; false reads "–"); without it z.Encounters are played
// (a contact given, no [E1] roll). z.Spotted, z.Weather, z.Era, z.DashIsAircraft and
// z.PackBusy act as in PlayZoom; the load and damage are the career's own. It answers
// with the week's result (design 6.2.3: the ships sunk this week; hull, Inoperative and
// torpedoes as they stand at its end). Errors wrap ErrZoom (no patrol under way, a bad
// column or encounter) or are an illegal answer of the decider.
func (f *Flagship) Week(z *ZoomBox, gate func() bool, sink func(Event)) (*ZoomResult, error) {
	c := f.c
	switch {
	case f.over || !f.sailed:
		return nil, fmt.Errorf("%w: the flagship is not on patrol", ErrZoom)
	case z.Date < c.S.Date || z.Date > LastMonth:
		return nil, fmt.Errorf("%w: week of %s after %s", ErrZoom, z.Date, c.S.Date)
	case z.Weather != 0 && z.Weather != 990 && z.Weather != 965:
		return nil, fmt.Errorf("%w: weather %d (0, 990 or 965)", ErrZoom, z.Weather)
	}
	if _, ok := c.data.Tables["E1"].Columns[z.Column]; !ok {
		return nil, fmt.Errorf("%w: no [E1] column %q", ErrZoom, z.Column)
	}
	for _, k := range z.Encounters {
		if !slices.Contains(zoomKinds, k) {
			return nil, fmt.Errorf("%w: encounter %q is not an [E1] result", ErrZoom, k)
		}
	}
	f.sink = sink
	f.res = &ZoomResult{}
	clear(f.hit)
	defer func() { f.sink, f.res = nil, nil }()
	c.S.Date = z.Date
	for f.last < z.Date { // 10.11.6: a month at sea is a "P" row of the patrol log
		f.last++
		c.S.Log = append(c.S.Log, LogRow{Month: f.last, Kind: "P", BoatType: c.S.Boat.Type})
	}
	p := c.S.Patrol
	box := &p.Track[1]
	*box = Box{Code: "ST", Key: zoomArea(z.Column), Column: z.Column, Rolls: 1, Transit: z.Transit}
	if z.Transit {
		box.Code, box.Key = "T", "transit"
	}
	if z.Column == "additional_round" { // 7.3.3 Gibraltar at −3 (encounterRoll's box key)
		box.Key = "gibraltar"
	}
	c.zoom = &zoomAdj{era: z.Era, spotted: z.Spotted, special: z.Special, weather: z.Weather,
		gate: gate, dashAircraft: z.DashIsAircraft, packBusy: z.PackBusy}
	defer func() { c.zoom = nil }()
	res := f.res
	err := f.guard(func() {
		c.enterBox(1, true)
		if p.LoseBox { // [R1] 9, 11 of last week: no encounters in this box
			return
		}
		c.choosePosture(box, false)
		if z.Roll {
			n := c.rollsDue(box)
			for i := 0; i < n; i++ {
				c.encounterRoll(box)
				if p.Pos != 1 || p.LoseBox || (p.MandatoryAbort && !p.Aborting) {
					break
				}
			}
		} else {
			for _, k := range z.Encounters {
				if z.Weather == 965 && k != "convoy" { // design 6.2.2: only convoys stand
					k = "none"
				}
				c.dispatch(k, box)
				if p.Pos != 1 || (p.MandatoryAbort && !p.Aborting) {
					break
				}
			}
		}
		p.Pos = 1 // an engagement carried on ([A37]) ends with the week
		if !p.Aborting && (p.MandatoryAbort || c.mayAbortVoluntarily() &&
			c.ask(KindAbort, "Abort the patrol (10.9.5)?", box.Key, c.fixed(optsAbort)) == "abort") {
			f.abort, res.Abort = true, true
			p.Aborting = true
		}
	})
	if err != nil {
		return nil, err
	}
	if c.S.Patrol != nil {
		c.S.Patrol.Pos = 1
	}
	f.finish(res)
	return res, nil
}

// finish fills the week's result from the career's state.
func (f *Flagship) finish(res *ZoomResult) {
	c := f.c
	bt := &c.S.Boat
	if f.over {
		switch f.reason {
		case "kmdt_killed":
			res.KommandantLost, res.Abort = true, true
		default:
			res.Lost = true
			res.LossCause = "combat" // the campaign's uboat_lost cause (design 9.3)
			switch c.S.LossCause {
			case LossAirAttack, LossSurpriseAir, LossFido: // an aircraft sank her
				res.LossCause = "aircraft"
			}
		}
	}
	res.KommandantLost = res.KommandantLost || c.S.Crew.M[Kmdt].Status == KIA
	res.Hull, res.Inoperative = bt.Hull, bt.Inoperative()
	res.Torpedoes = c.torpedoesLeft()
	for g := Crew1; g <= Crew4; g++ {
		if c.S.Crew.M[g].Status == KIA {
			res.CrewKIA++
		}
	}
	for _, h := range f.hit {
		if h {
			res.ShipsDamaged++
		}
	}
}

// guard runs fn, recovering the Hunted's unwinding: the career's end (the flagship is
// Over), a patrol ended at sea (towed home: an abort; scuttled with the crew rescued:
// the boat lost and the career over) and an illegal answer (the error).
func (f *Flagship) guard(fn func()) (err error) {
	c := f.c
	defer func() {
		if r := recover(); r != nil {
			switch v := r.(type) {
			case careerOver:
				f.over, f.reason, f.sailed = true, c.S.EndReason, false
			case patrolOver:
				c.patrolUnwinding = false
				if v.outcome == OutcomeScuttled { // 10.10.4 crew rescued: the boat is lost
					f.over, f.reason, f.sailed = true, "boat_lost", false
				} else if f.res != nil { // 10.2 towed home: an abort
					f.abort, f.res.Abort = true, true
					if p := c.S.Patrol; p != nil {
						p.Aborting = true
					}
				}
			case illegalDecider:
				err = v.err
			default:
				panic(r)
			}
		}
	}()
	fn()
	return nil
}

// FlagshipRefit is what the flagship's refit at Arrive gives that the campaign keeps
// (operational design 6.2.3): the decoration that becomes an ace ("knights_cross",
// "oak_leaves"; "" none) and a new boat. NewBoard is the board key of a boat the
// refit handed the Kommandant ("" none: 10.11.5 a refit of 5+ months, 10.12.4 the
// Kommandant's long recovery, 11.4.3 an upgrade, 11.4.7 the VIIC Flak converted back),
// Why the new_boat event's detail, Converted true for 11.4.7 (the same boat, refitted
// as a VIIC), Sails the month the refit ends (the career's next patrol month, 10.11.4).
type FlagshipRefit struct {
	Decoration string
	NewBoard   string
	Why        string
	Converted  bool
	Sails      Month
}

// Arrive ends the patrol at base in month m (design 6.2.3 "on arriving at base"): the
// patrol row closed (7.5: tons, ships, success, outcome "returned" or "aborted"), then
// the Hunted's own refit (refit.go, 13(a) A4: the refit months, [M2] recovery,
// 10.11.5 new boat, 11.1 crew advancement, 11.3 decorations, 11.2 promotions, [M6]
// upgrade requests and the upgrade decision, 11.4 new boats, the retrofits, the boat
// restored) without its port air raids (the operational layer rolls its own) and
// without 5.1.2's end of the war (the campaign ends it). Errors wrap ErrZoom (no patrol
// under way) or are an illegal answer of the decider.
func (f *Flagship) Arrive(m Month, sink func(Event)) (*FlagshipRefit, error) {
	c := f.c
	if f.over || !f.sailed {
		return nil, fmt.Errorf("%w: the flagship is not on patrol", ErrZoom)
	}
	f.sink = sink
	f.refit = &FlagshipRefit{}
	defer func() { f.sink, f.refit = nil, nil }()
	if m > c.S.Date && m <= LastMonth {
		c.S.Date = m
	}
	kc0 := c.S.KC
	out := f.refit
	err := f.guard(func() {
		p := c.S.Patrol
		outcome := "returned"
		if f.abort {
			outcome = "aborted"
		}
		success := c.closePatrol(p, outcome)
		if c.sink != nil {
			c.emit(&PatrolEndEvent{Header: Header{T: TPatrolEnd}, Outcome: outcome, Tons: p.Tons, Ships: p.Ships, Success: success})
		}
		c.S.Patrol = nil
		c.S.FirstPatrolOfBoat = false
		c.S.Boat.SuperiorTorpedoes = false
		c.S.Crew.M[Agent] = Member{Absent: true}
		c.refit() // 10.11–10.12, chapter 11 (c.flagship: no air raid, no war's end)
	})
	f.sailed = false
	if err != nil {
		return nil, err
	}
	out.Sails = c.S.Date
	switch {
	case c.S.KC > kc0 && c.S.KC >= KCOakLeaves:
		out.Decoration = "oak_leaves"
	case c.S.KC > kc0 && c.S.KC >= KCKnightsCross:
		out.Decoration = "knights_cross"
	}
	return out, nil
}

// zoomArea is the Hunted patrol area of an [E1] column (design 3.6): the transit
// columns read Atlantic.
func zoomArea(col string) string {
	switch col {
	case "transit", "bay_of_biscay", "additional_round":
		return AreaAtlantic
	}
	return col
}

// zoomBase is the base a zoomed boat sails from for a Hunted patrol area: Norway for the
// Arctic, the Mediterranean's for it, France otherwise (design 6.2.2).
func zoomBase(area string) string {
	switch area {
	case AreaArctic:
		return BaseNorway
	case AreaMediterranean:
		return BaseMediterranean
	}
	return BaseFrance
}

// zoomE1 is the flagship's reading of an [E1] result rolled in a zoom (design 6.2.2,
// 3.6): "–" is an aircraft in the WP8 Channel, at 965 mb only a convoy stands, and a
// ship result stands only if the operational layer's gate lets it.
func (c *Career) zoomE1(kind string) string {
	z := c.zoom
	if z.dashAircraft && kind == "none" {
		kind = "aircraft"
	}
	if z.weather == 965 && kind != "convoy" {
		kind = "none"
	}
	if isShipKind(kind) && z.gate != nil && !z.gate() {
		c.note(TNote, "gate", "design 6.2.2 the operational gate: no contact")
		kind = "none"
	}
	return kind
}
