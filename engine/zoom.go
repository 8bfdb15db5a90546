package engine

import (
	"errors"
	"fmt"
	"slices"
)

// The zoom of the BdU campaign (operational design 6.2, /work/shared/spec/operational/
// design.md): one boat-week of the campaign played as one travel box of a Hunted patrol.
// The campaign (engine/bdu) gives the box, the encounters its contact converts to and the
// boat's state (design 6.2.2); PlayZoom plays them here with the Hunted's own procedures
// and answers with what the campaign applies (design 6.2.3).
//
// Dates before 1943-07 (the Hunted's first month, 4.2.1): the box is played at its own
// month with the era adjustments of design 6.2.2, which the procedures read from
// Career.zoom: [E2] −2 (WP1–3) or −1 (WP4–5), [A1] +1 (WP1–4), no Hedgehog/Squid before
// 1942-06 and no FIDO/Tsetse/rockets before 1943-05 (the special attack read as a normal
// one), [U1] +1 and duds on 1–2 while the campaign's torpedo value is −1. BOLD (from
// 1942-06, [A42]) and NAXOS (from 1943-12, [A19]) follow the date as the Hunted's own
// fitting does (fitBoat). The Hunted's tables of ships, escorts and aircraft are used
// as printed: the design's guess (11.2 "Early-war zoom") is that the adjustments above
// make up for them.

// ZoomEra is the era adjustments of design 6.2.2 (zero: none).
type ZoomEra struct {
	E2             int  // [E2] modifier (−2 WP1–3, −1 WP4–5)
	A1             int  // [A1] modifier (+1 WP1–4)
	NoHedgehog     bool // before 1942-06: the escorts' special attack is a normal one
	NoFIDO         bool // before 1943-05: the aircraft's special weapon is a normal attack
	EarlyTorpedoes bool // torpedo value −1: [U1] +1, duds on 1–2
}

// ZoomBox is one boat-week to play in the Hunted engine (design 6.2.2).
type ZoomBox struct {
	Seed  uint64 // the zoom's own generator (design 5 "Determinism": a child of the campaign's)
	Date  Month  // the turn's month; any month of the war, 1939-09 on
	Board string // Hunted board key (table 4.2 of the design, proxies included)
	// Column is the box's [E1] column (the box's key and its area); Transit a transit box.
	Column  string
	Transit bool
	// Encounters are the [E1] result keys played in order in the box (no [E1] roll);
	// SmallConvoy plays a convoy with 3 ships (opt 14.2), Special takes every ship from
	// [T2] and gives the escorts +1 on [E2] (a capital ship's escort).
	Encounters  []string
	SmallConvoy bool
	Special     bool
	// Torpedoes aboard (split by the board's default load, fore tubes first; at most the
	// board's capacity: a type with a proxy board may carry fewer); Guided the
	// guided kinds of the date ("falke", "zaunkoenig"; none: the guided share is G7e).
	Torpedoes int
	Guided    []string
	// HullBoxes already damaged; InoperativeRolls [E4] rolls marked Inoperative (hull,
	// flooding and crew results rolled again).
	HullBoxes        int
	InoperativeRolls int
	Crew             int // crew quality: Green … Elite
	Rank             int // RankOltzS …
	KC               int // KCNone, KCKnightsCross, KCOakLeaves
	Spotted          bool
	Weather          int // 0, 990 ([A1] +1) or 965 (aircraft results none, only convoys stand)
	Schnorchel       bool
	Era              ZoomEra
	// PackBusy: a wolfpack member attacking a convoy (design 6.2.1 convoy-battle zoom,
	// 6.2.2 "wolfpack"): the [H 7.2.2] escort status is Busy (−1 on [E2]) on 1d6 ≤
	// PackBusy (1–5), Focused (+1) otherwise; none with the radio Inoperative. 0: no pack.
	PackBusy int
	// Roll (the flagship, Flagship.Week): the Hunted rolls [E1] on Column itself;
	// DashIsAircraft reads its "–" as Aircraft (the WP8 Channel, design 3.6).
	Roll           bool
	DashIsAircraft bool
}

// ZoomShip is a ship sunk in a zoom.
type ZoomShip struct {
	Name  string
	Class string
	Tons  int
}

// ZoomResult is what the box left (design 6.2.3).
type ZoomResult struct {
	Sunk         []ZoomShip
	ShipsDamaged int  // ships damaged and afloat at the end
	Detected     bool // an [E2] (or 9.2.2) detection, or an aircraft attack
	Lost         bool // sunk, scuttled or captured
	LossCause    string
	Abort        bool // mandatory abort, voluntary abort, or towed home
	Hull         int  // hull boxes damaged
	Inoperative  int  // systems Inoperative
	Torpedoes    int  // torpedoes left (tubes and reloads)
	// KommandantLost: KIA (the Hunted career would end; the boat goes home under its
	// 1WO: Abort). CrewKIA: the generic crew boxes KIA.
	KommandantLost bool
	CrewKIA        int
}

// zoomAdj is a zoom's state read by the procedures (nil outside a zoom).
type zoomAdj struct {
	era     ZoomEra
	spotted bool // +1 on the next [E2] roll (the box's first)
	special bool
	weather int
	// the flagship's [E1] rolls (flagship.go, design 6.2.2): the operational gate after
	// a ship result (nil: none), "–" read as Aircraft (WP8 Channel)
	gate         func() bool
	dashAircraft bool
	// packBusy: a pack member attacking a convoy, Busy on 1d6 ≤ packBusy ([H 7.2.2],
	// design 6.2.2 "wolfpack"); 0 no pack
	packBusy int
}

// ErrZoom wraps the errors of PlayZoom's input.
var ErrZoom = errors.New("zoom")

// zoomKinds are the [E1] result keys a zoom plays.
var zoomKinds = []string{"none", "aircraft", "aircraft_escort", "escort", "ship", "two_ships", "ship_escort",
	"two_ships_escort", "tanker", "capital_ship", "convoy", "submarine"}

// read takes a zoomed week's result from one of its events (design 6.2.3): detected by
// an escort ([E2], its Close form) or an aircraft that caught the boat ([A1]), each
// ship's class as it is met, the ships hit and still afloat (damaged, by name), and
// every ship sunk with its class and tons.
func (r *ZoomResult) read(e Event, damaged map[string]bool, class map[string]string) {
	switch v := e.(type) {
	case *RollEvent:
		switch v.Table {
		case TableE2, "E2_close":
			r.Detected = r.Detected || v.Result == "detected" || v.Result == "detected_plus"
		case TableA1:
			r.Detected = r.Detected || v.Result != "crash_dive"
		}
	case *ShipEvent:
		class[v.Name] = v.Class
	case *ShipDamageEvent:
		switch {
		case v.T == TShipDamaged:
			damaged[v.Name] = true
		case v.T == TShipSunk && v.Tons > 0 && !v.Nominal:
			delete(damaged, v.Name)
			r.Sunk = append(r.Sunk, ZoomShip{Name: v.Name, Class: class[v.Name], Tons: v.Tons})
		}
	}
}

// PlayZoom plays z in a Hunted career of its own (design 6.2): the boat fitted for the
// date, its crew, torpedoes and damage set as 6.2.2 says, then each encounter in one
// box of a track (transit, the box, transit, base) and the abort decision of 10.9.5.
// d answers every PLAYER CHOICE; sink (may be nil) receives each Hunted event. Errors
// wrap ErrZoom (an unknown board or column, a date outside the war, an unknown
// encounter, more torpedoes than the board holds) or are an illegal answer of d.
func PlayZoom(z *ZoomBox, d Decider, sink func(Event)) (*ZoomResult, error) {
	return playZoom(z, d, sink, nil)
}

// playZoom is PlayZoom on the dice of rng (nil: PCG from z.Seed; tests script them).
func playZoom(z *ZoomBox, d Decider, sink func(Event), rng Roller) (res *ZoomResult, err error) {
	data, err := LoadData()
	if err != nil {
		return nil, err
	}
	b := data.Boards[z.Board]
	switch {
	case b == nil:
		return nil, fmt.Errorf("%w: unknown board %q", ErrZoom, z.Board)
	case z.Date < MonthOf(1939, 9) || z.Date > LastMonth:
		return nil, fmt.Errorf("%w: date %s outside 1939-09…%s", ErrZoom, z.Date, LastMonth)
	case z.Torpedoes < 0 || z.Torpedoes > b.TorpedoesTotal:
		return nil, fmt.Errorf("%w: %d torpedoes on a %s (at most %d)", ErrZoom, z.Torpedoes, z.Board, b.TorpedoesTotal)
	case z.Crew < Green || z.Crew > Elite || z.Rank < RankOltzS || z.Rank > RankKptzS || z.KC < KCNone || z.KC > KCOakLeaves:
		return nil, fmt.Errorf("%w: crew %d, rank %d or decoration %d out of range", ErrZoom, z.Crew, z.Rank, z.KC)
	case z.Weather != 0 && z.Weather != 990 && z.Weather != 965:
		return nil, fmt.Errorf("%w: weather %d (0, 990 or 965)", ErrZoom, z.Weather)
	case z.PackBusy < 0 || z.PackBusy > 5:
		return nil, fmt.Errorf("%w: pack busy %d (0–5)", ErrZoom, z.PackBusy)
	case z.Roll:
		return nil, fmt.Errorf("%w: a contact zoom makes no [E1] roll (Flagship.Week does)", ErrZoom)
	}
	if _, ok := data.Tables["E1"].Columns[z.Column]; !ok {
		return nil, fmt.Errorf("%w: no [E1] column %q", ErrZoom, z.Column)
	}
	for _, k := range z.Encounters {
		if !slices.Contains(zoomKinds, k) {
			return nil, fmt.Errorf("%w: encounter %q is not an [E1] result", ErrZoom, k)
		}
	}
	var opts Options
	if z.SmallConvoy {
		opts = Options{OptReducedConvoy: true} // design 6.2.2: rule 14.2
	}
	start := max(FirstMonth, b.Available)
	c, err := NewCareer(Config{Seed: z.Seed, Type: z.Board, Start: start, Options: opts}, rng)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrZoom, err)
	}
	res = &ZoomResult{}
	var curKind string
	damaged := map[string]bool{} // name → damaged and afloat
	class := map[string]string{}
	c.sink = func(e Event) {
		res.read(e, damaged, class)
		if sink != nil {
			sink(e)
		}
	}
	c.decider = d
	c.started = true
	// the boat for the date (fitBoat: BOLD from 1942-06, NAXOS from 1943-12) and crew
	c.S.Date = z.Date
	c.S.Rank, c.S.RankSince = z.Rank, z.Date
	c.S.KC = z.KC
	c.S.Crew.Quality = z.Crew
	c.fitBoat(z.Board, z.Date)
	bt := &c.S.Boat
	bt.Schnorchel = z.Schnorchel && bt.sysAt(sysSchnorchel) != nil
	area := zoomArea(z.Column)
	c.S.Base = zoomBase(area)
	p := &Patrol{Area: area, Station: z.Column, TrackName: "zoom", Mission: "none", Dir: 1, Pos: 1,
		DepartBase: c.S.Base, ReturnBase: c.S.Base, Midpoint: -1, Posture: PostureSurfaced}
	p.Track = make([]Box, 4)
	baseBox(&p.Track[0], c.S.Base, true)
	p.Track[0].Code = "BASE_OUT"
	p.Track[1] = Box{Code: "ST", Key: z.Column, Column: z.Column, Rolls: 1, Transit: z.Transit}
	if z.Transit {
		p.Track[1].Code = "T"
	}
	transitBox(&p.Track[2], 1)
	p.Track[2].Code = "T"
	baseBox(&p.Track[3], c.S.Base, false)
	p.Track[3].Code = "BASE_IN"
	c.S.Patrol = p
	c.S.Log = append(c.S.Log, LogRow{Month: z.Date, Kind: "patrol", Area: area, BoatType: z.Board})
	c.zoom = &zoomAdj{era: z.Era, spotted: z.Spotted, special: z.Special, weather: z.Weather, packBusy: z.PackBusy}

	lost, towed, kmdt := false, false, false
	func() {
		defer func() {
			if r := recover(); r != nil {
				switch v := r.(type) {
				case careerOver:
					switch c.S.EndReason {
					case "kmdt_killed":
						kmdt = true
					default: // boat_lost, captured (scuttled or captured: 6.2.3 lost)
						lost = true
					}
				case patrolOver:
					c.patrolUnwinding = false
					if v.outcome == OutcomeScuttled { // 10.10.4 crew rescued: the boat is lost
						lost = true
					} else {
						towed = true // 10.2 towed home
					}
				case illegalDecider:
					err = v.err
				default:
					panic(r)
				}
			}
		}()
		c.zoomLoad(z, b)
		c.zoomDamage(z)
		c.enterBox(1, false)
		box := &p.Track[1]
		c.choosePosture(box, false)
		for _, k := range z.Encounters {
			if z.Weather == 965 && k != "convoy" { // design 6.2.2: only convoys stand
				k = "none"
			}
			curKind = k
			c.dispatch(k, box)
			curKind = ""
			if p.Pos != 1 || p.MandatoryAbort {
				break
			}
		}
		if !p.MandatoryAbort && c.mayAbortVoluntarily() &&
			c.ask(KindAbort, "Abort the patrol (10.9.5)?", box.Key, c.fixed(optsAbort)) == "abort" {
			res.Abort = true
		}
	}()
	if err != nil {
		return nil, err
	}
	c.zoom = nil
	res.Lost = lost
	if lost {
		res.LossCause = "combat"
		if curKind == "aircraft" || curKind == "aircraft_escort" {
			res.LossCause = "aircraft"
		}
	}
	res.Abort = res.Abort || p.MandatoryAbort || towed || kmdt
	res.KommandantLost = kmdt || c.S.Crew.M[Kmdt].Status == KIA
	res.Hull, res.Inoperative = bt.Hull, bt.Inoperative()
	res.Torpedoes = c.torpedoesLeft()
	for g := Crew1; g <= Crew4; g++ {
		if c.S.Crew.M[g].Status == KIA {
			res.CrewKIA++
		}
	}
	for _, dmg := range damaged {
		if dmg {
			res.ShipsDamaged++
		}
	}
	return res, nil
}

// zoomLoad loads z.Torpedoes by the board's default proportion (design 6.2.2): the G7a
// share rounded, the guided share only with a guided kind of the date (else G7e), the
// rest G7e; stowed fore tubes first (chooseStow's load_tubes choice).
func (c *Career) zoomLoad(z *ZoomBox, b *Board) {
	bt := &c.S.Boat
	for i := range bt.BowTubes {
		bt.BowTubes[i] = TorpNone
	}
	for i := range bt.SternTubes {
		bt.SternTubes[i] = TorpNone
	}
	bt.BowReloads, bt.SternReloads = Load{}, Load{}
	if bt.DeckGun && b.GunCalibre != "" {
		bt.Ammo = b.GunAmmo
	}
	all := b.DefaultGuided + b.DefaultG7e + b.DefaultG7a
	if z.Torpedoes == 0 || all == 0 {
		return
	}
	guided := TorpNone
	switch {
	case slices.Contains(z.Guided, "zaunkoenig"):
		guided = Zaunkoenig
	case slices.Contains(z.Guided, "falke"):
		guided = Falke
	}
	var n [3]int
	n[slotG7a] = (z.Torpedoes*b.DefaultG7a + all/2) / all
	if guided != TorpNone {
		n[slotGuided] = (z.Torpedoes*b.DefaultGuided + all/2) / all
	}
	n[slotG7e] = z.Torpedoes - n[slotG7a] - n[slotGuided]
	kinds := [3]Torp{guided, G7eFaT, G7aFaT}
	if guided == TorpNone {
		kinds[slotGuided] = G7eFaT
	}
	plan := c.chooseStow(n, kinds, len(bt.BowTubes), len(bt.SternTubes), b.ReloadsAft, false, false)
	copy(bt.BowTubes, plan.bow[:len(bt.BowTubes)])
	copy(bt.SternTubes, plan.stern[:len(bt.SternTubes)])
	bt.BowReloads, bt.SternReloads = plan.bowR, plan.sternR
	if c.sink != nil {
		c.note(TNote, "torpedo_load", c.loadSummary())
	}
}

// zoomDamage puts the campaign's damage on the boat (design 6.2.2): the hull boxes (at
// most the board's, never the SUNK box) and one [E4] roll per marker, its system marked
// Inoperative (hull, flooding and crew results rolled again; a system the boat lacks or
// that is already out: no effect, 10.7.3).
func (c *Career) zoomDamage(z *ZoomBox) {
	bt := &c.S.Boat
	if z.HullBoxes > 0 {
		bt.Hull = min(z.HullBoxes, c.Board().HullBoxes)
		if c.sink != nil {
			c.emitDamage("hull", fmt.Sprint(bt.Hull))
		}
	}
	for i := 0; i < z.InoperativeRolls; i++ {
		key := ""
		for try := 0; try < 50; try++ {
			switch r := c.rollE4(); r.Key {
			case "flooding", "flooding_x2", "hull", "hull_x2", "crew_injury", "crew_injury_x2":
				continue
			default:
				key = r.Key
			}
			break
		}
		c.e4System(key) // the per-type reading of boards.md 2.5 (flak, batteries, …); Damaged
		for j := range bt.Systems {
			if s := &bt.Systems[j]; s.State == SysDamaged { // … then Inoperative
				s.State = SysInoperative
				bt.inop++
				c.emitDamage(s.Key, "inoperative")
			}
		}
		if bt.ExtraFlak && bt.ExtraFlakState == SysDamaged {
			bt.ExtraFlakState = SysInoperative
			c.emitDamage("extra_flak", "inoperative")
		}
	}
}

// zoomNoSpecial reports a special attack that a zoom's era does not have yet (design
// 6.2.2): the escorts' Hedgehog/Squid before 1942-06, the aircraft's FIDO, Tsetse and
// rockets before 1943-05; the [E3] special result is then a normal attack. Called only
// when the special result came up.
func (c *Career) zoomNoSpecial(escort bool) bool {
	z := c.zoom
	if z == nil {
		return false
	}
	no := z.era.NoFIDO
	if escort {
		no = z.era.NoHedgehog
	}
	if no {
		c.note(TNote, "era_normal_attack", "design 6.2.2 no special weapon yet: a normal attack")
	}
	return no
}

// zoomPackStatus is the [H 7.2.2] escort status of a zoomed pack member attacking a
// convoy (design 6.2.2 "wolfpack"): 1d6 ≤ packBusy Busy (−1 on [E2]), else Focused (+1).
func (c *Career) zoomPackStatus() int {
	busy := c.zoom.packBusy
	r := c.RollDice("WOLFPACK", "pack", "1d6", nil, func(t int) string {
		if t <= busy {
			return "busy"
		}
		return "focused"
	})
	if r.Key == "focused" {
		return 1
	}
	return -1
}
