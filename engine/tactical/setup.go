package tactical

import (
	"errors"
	"fmt"
	"math"

	"uboat/engine"
)

// §2.1 set-up from the engine state.

// Group is the engagement kind as the scene needs it (the engine's [E1] result).
type Group uint8

const (
	GroupShip Group = iota
	GroupTwoShips
	GroupTanker
	GroupShipEscort
	GroupTwoShipsEscort
	GroupConvoy
	GroupCapital
	numGroup
)

var groupKeys = [numGroup]string{"ship", "two_ships", "tanker", "ship_escort", "two_ships_escort", "convoy", "capital_ship"}

// Key returns the engine's [E1] key.
func (g Group) Key() string { return groupKeys[g] }

// Escorted reports the escorted kinds.
func (g Group) Escorted() bool { return g >= GroupShipEscort }

// Mode is the attack mode (9.5, 9.4.6).
type Mode uint8

const (
	ModeSubmerged Mode = iota
	ModeSurfaced
	ModeNSA // Night Surface Attack
)

// Key returns the engine's mode key.
func (m Mode) Key() string { return [...]string{"submerged", "surfaced", "nsa"}[m] }

// TargetIn is one table target handed to the scene (engine.Target, read-only).
type TargetIn struct {
	Name    string
	Tons    int
	Class   string // engine ship class key
	Capital bool
	Fast    bool
	Escort  bool // the escort added as a target at B5 (9.10)
	Sunk    bool
}

// Setup is everything the scene takes from the engine (§2.1), engine-independent so
// that tests and tools build scenes directly. Seed names the scene's random stream.
type Setup struct {
	Seed       uint64
	Group      Group
	Targets    []TargetIn
	Night      bool
	Year       int
	Atlantic   bool // SC/HX convoy speeds (§7.1)
	BoatType   string
	BowTubes   []Weapon
	SternTubes []Weapon
	Periscope  bool // periscope usable (a damaged one forbids submerged attacks)
	Mode       Mode
	// Table modifiers the engine would apply on [U1] besides the kind's standing one
	// (Knight's Cross, crew, command, UZO, …), net; and on E2_close the KCO modifier only.
	U1TableDRM      int
	E2CloseDRM      int
	SuperiorTorpedo bool // dud rolls +1 (tables.md [U2])
	// SecondSalvoDRM is the [U1] modifier of an NSA second-salvo torpedo (9.5.2): +1,
	// or 0 with the Knight's Cross (11.3.6).
	SecondSalvoDRM int
	// Extreme: opt 14.16 allows the Extreme bracket in this round (engine.Career.
	// ExtremeAllowed: an escorted convoy at its first attack with a FaT ready). §2.7.1: a
	// round whose first launch is a FaT at a convoy ship beyond 5,000 m is Extreme.
	Extreme bool `json:",omitempty"`
	// Deaf: the boat's hydrophones are out of action (not OK on the board): the scene
	// shows no contact by hydrophone (§2.2, contacts.go). The readings are not gated.
	Deaf bool `json:",omitempty"`
}

// SetupFrom reads a Setup from the engine state at B7 (read-only): the current
// engagement's targets, day or night, the boat's tubes and periscope, the year and
// area. mode is the attack mode the player chose; seed the scene's stream.
func SetupFrom(s *engine.State, mode Mode, seed uint64) (Setup, error) {
	e := s.Engage
	if e == nil {
		return Setup{}, errors.New("tactical: no engagement in progress")
	}
	g := -1
	for i, k := range groupKeys {
		if k == e.Kind {
			g = i
		}
	}
	if g < 0 {
		return Setup{}, fmt.Errorf("tactical: engagement kind %q has no attack scene", e.Kind)
	}
	su := Setup{Seed: seed, Group: Group(g), Night: e.Night, Year: s.Date.Year(), BoatType: s.Boat.Type, Mode: mode,
		SuperiorTorpedo: s.Boat.SuperiorTorpedoes, Periscope: true, SecondSalvoDRM: 1}
	if s.KCGrade() >= 1 {
		su.SecondSalvoDRM = 0 // 11.3.6 the Knight's Cross spares the second salvo its +1
	}
	if s.Patrol != nil {
		switch s.Patrol.Area {
		case engine.AreaAtlantic, engine.AreaBritishIsles, engine.AreaNorthAmerica:
			su.Atlantic = true
		}
	}
	if p := s.Boat.Sys("periscope"); p != nil && p.State != engine.SysOK {
		su.Periscope = false
	}
	if h := s.Boat.Sys("hydrophones"); h != nil && h.State != engine.SysOK {
		su.Deaf = true
	}
	for _, t := range e.Targets {
		if t.Gone {
			continue
		}
		su.Targets = append(su.Targets, TargetIn{Name: t.Name, Tons: t.Tons, Class: t.Class, Capital: t.Capital, Fast: t.Fast, Escort: t.Escort, Sunk: t.Sunk})
	}
	// A tube whose door is out ([A32], boards.md 2.5) cannot fire: the scene shows it
	// empty, as the engine would drop its launch.
	conv := func(ts []engine.Torp, bow bool) []Weapon {
		out := make([]Weapon, len(ts))
		for i, t := range ts {
			if d := s.Boat.Sys(engine.DoorKey(bow, i)); d != nil && d.State != engine.SysOK {
				continue
			}
			if w, ok := WeaponFromKey(t.Key()); ok {
				out[i] = w
			}
		}
		return out
	}
	su.BowTubes, su.SternTubes = conv(s.Boat.BowTubes, true), conv(s.Boat.SternTubes, false)
	return su, su.Check()
}

// Check validates the set-up against §2.1 modes: by day with escorts only submerged;
// NSA only at night with escorts; a damaged periscope forbids submerged attacks.
func (su *Setup) Check() error {
	if len(su.Targets) == 0 {
		return errors.New("tactical: no targets")
	}
	if len(su.Targets) > 4 && su.Group != GroupConvoy {
		return errors.New("tactical: more than 4 targets")
	}
	switch {
	case su.Mode == ModeSubmerged && !su.Periscope:
		return errors.New("tactical: periscope damaged: no submerged attack")
	case su.Group.Escorted() && !su.Night && su.Mode != ModeSubmerged:
		return errors.New("tactical: by day with escorts only submerged attacks")
	case su.Mode == ModeNSA && !(su.Night && su.Group.Escorted()):
		return errors.New("tactical: NSA needs night and escorts")
	case su.Mode == ModeSurfaced && su.Group.Escorted():
		return errors.New("tactical: escorted at night: NSA or submerged")
	}
	return nil
}

// escortCount is §2.1: 1 for Ship + Escort, 1–2 for Two Ships + Escort, 2 in the
// plotted window for a convoy, 3 for a capital ship.
func escortCount(r *Stream, g Group) int {
	switch g {
	case GroupShipEscort:
		return 1
	case GroupTwoShipsEscort:
		return r.Die(2)
	case GroupConvoy:
		return 2
	case GroupCapital:
		return 3
	}
	return 0
}

// build places the ships and the own boat (§2.1). Ship ids: 1.. targets in order, then
// the screening escorts.
func (sc *Scene) build() {
	d, su, r := sc.D, &sc.Setup, &sc.setupRng
	base := 360 * r.Float64()
	speed := 0.0
	// Targets: up to 4 in 2 columns 900 m apart, 600 m between ships in a column.
	ti := 0
	for i, t := range su.Targets {
		if t.Sunk {
			continue
		}
		var s Ship
		switch {
		case t.Escort:
			s = d.EscortShip(r, d.EscortClassFor(r, su.Year, su.Group == GroupCapital), RoleTarget)
		case t.Capital:
			if c := d.CapitalByName(t.Name); c != nil {
				s = d.CapitalShip(r, c, t.Tons)
			} else {
				s = d.Merchant(r, t.Name, "large_freighter", t.Tons)
				s.Kind = Capital
			}
		default:
			s = d.Merchant(r, t.Name, t.Class, t.Tons)
		}
		s.Target = i + 1
		col, row := float64(ti%2), float64(ti/2)
		local := Vec{X: col*d.Setup.ColumnGapM - d.Setup.ColumnGapM/2, Y: -row * d.Setup.ShipGapM}
		s.station = local
		s.Pos = rotate(local, base)
		ti++
		sc.Ships = append(sc.Ships, s)
	}
	// Speed: escorted groups sail at the slowest ship's convoy speed; capitals at
	// their cruise; unescorted ships at their independent speed (§7.1).
	conv := d.Merchants.ConvoySpeedOther
	if su.Atlantic {
		conv = d.Merchants.ConvoySpeedSC
		if r.Die(6) >= 4 {
			conv = d.Merchants.ConvoySpeedHX
		}
	}
	speed = math.Inf(1)
	for i := range sc.Ships {
		s := &sc.Ships[i]
		v := conv
		switch {
		case s.Kind == Capital || s.Kind == CapitalFast:
			v = s.Speed
		case s.Kind == Escort:
			v = d.Setup.EscortWeaveKn
		case !su.Group.Escorted():
			v = d.IndependentSpeed(s)
		}
		speed = math.Min(speed, v)
	}
	for i := range sc.Ships {
		sc.Ships[i].Speed, sc.Ships[i].Course, sc.Ships[i].BaseCourse = speed, base, base
	}
	sc.groupSpeed, sc.baseCourse, sc.legCourse = speed, base, base
	// Escorts: ahead and on the bows at 1,500–2,500 m, weaving at 14 kn.
	n := escortCount(r, su.Group)
	for i := 0; i < n; i++ {
		s := d.EscortShip(r, d.EscortClassFor(r, su.Year, su.Group == GroupCapital), RoleEscort)
		dist := d.Setup.EscortStationMinM + (d.Setup.EscortStationMaxM-d.Setup.EscortStationMinM)*r.Float64()
		ang := []float64{-35, 35, 0}[i%3]
		s.station = Heading(ang).Scale(dist)
		s.Pos = rotate(s.station, base)
		s.Course, s.BaseCourse = base, base
		s.weavePhase = 2 * math.Pi * r.Float64()
		sc.Ships = append(sc.Ships, s)
	}
	for i := range sc.Ships {
		sc.Ships[i].ID = i + 1
	}
	// Zigzag for escorted groups (fast capitals every 5 min).
	sc.zigzag = su.Group.Escorted()
	sc.nextZig = sc.zigInterval(r)
	// Own boat: 6,000–8,000 m from the nearest target, 20–50° off its bow. Against
	// unescorted targets attacked submerged, 4,000–6,000 m and 5–20° off the bow
	// [designed]: a ship that does not zigzag lets the boat get ahead on its track
	// before diving (from 6–8 km a submerged boat reached Close in half the scenes
	// only, where the table grants the sitting duck Close at will, 9.4.1).
	lead := &sc.Ships[0]
	rMin, rMax, bMin, bMax := d.Setup.OwnRangeMinM, d.Setup.OwnRangeMaxM, d.Setup.OwnOffBowMin, d.Setup.OwnOffBowMax
	if !su.Group.Escorted() && su.Mode == ModeSubmerged {
		rMin, rMax, bMin, bMax = d.Setup.OwnAheadMinM, d.Setup.OwnAheadMaxM, d.Setup.OwnAheadBowMin, d.Setup.OwnAheadBowMax
	}
	rng := rMin + (rMax-rMin)*r.Float64()
	off := bMin + (bMax-bMin)*r.Float64()
	if r.Float64() < 0.5 {
		off = -off
	}
	sc.Own.Pos = lead.Pos.Add(Heading(base + off).Scale(rng))
	sc.Own.Course = Bearing(sc.Own.Pos, lead.Pos)
	sc.Own.Family = d.BoatFor(su.BoatType)
	if sc.Own.Family == nil {
		sc.Own.Family = &d.Boats[0]
	}
	sc.Own.Surfaced = su.Mode != ModeSubmerged
	sc.Own.Speed = d.Setup.OwnDayKn
	if su.Night {
		sc.Own.Speed = d.Setup.OwnNightKn
	}
	sc.Own.OrderCourse, sc.Own.OrderSpeed = sc.Own.Course, sc.Own.Speed
	for i, w := range su.BowTubes {
		sc.Tubes = append(sc.Tubes, Tube{No: i + 1, End: Bow, Weapon: w})
	}
	for i, w := range su.SternTubes {
		sc.Tubes = append(sc.Tubes, Tube{No: len(su.BowTubes) + i + 1, End: Stern, Weapon: w})
	}
}

func (sc *Scene) zigInterval(r *Stream) int64 {
	lo, hi := sc.D.Setup.ZigzagMinS, sc.D.Setup.ZigzagMaxS
	for i := range sc.Ships {
		if sc.Ships[i].Kind == CapitalFast {
			lo, hi = sc.D.Setup.FastZigzagS, sc.D.Setup.FastZigzagS
		}
	}
	return sc.Tick + Ticks(lo+(hi-lo)*r.Float64())
}

// rotate turns a group-frame offset (X starboard, Y ahead) to the plot for a course.
func rotate(v Vec, course float64) Vec {
	return Heading(course).Scale(v.Y).Add(Heading(course + 90).Scale(v.X))
}
