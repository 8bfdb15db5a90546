package engine

import "slices"

// View is what a screen shows of a career: the calendar, the boat (3.1), the Kommandant
// and crew (3.2), the patrol under way (13.0 Patrol) and the tallies (5.2, 7.5). It is a
// read-only copy for the user interface, which keeps it current by applying the events it
// shows, in order (Apply), and never reads the rules to do so:
//
//	v := engine.ViewOf(career.State()) // or the zero View before career_start
//	for each event e, as it is shown: v.Apply(e)
//
// How each event changes the view is said in one place, View.Apply, in two parts:
//
//   - the event's own effect, read from its logged fields (a ship_sunk adds its tons, an
//     uboat_damage sets a track position or a system's state, a crew event a member's
//     state, a box event the position on the track …), and
//   - the changes the rule procedures made that no logged field describes (torpedoes
//     loaded in port or reloaded at sea, a tube fired, a month passing, repairs at refit,
//     a new boat …), or that the procedure makes before the event that names them (a
//     deck-gun ammunition point is spent before its [U1] roll, 9.3.3, so it shows with
//     the roll, not with the torpedo event that follows). The engine finds those itself: as it emits an event (Career.emit) it
//     compares its state with the view the events so far plus this event's own effect
//     would give, and attaches the fields that differ to the event (Header.view). They
//     are not part of the event log: the JSONL writer never writes them, so the log stays
//     the public contract of log-schema.md, byte for byte.
//
// So after applying event n the view equals ViewOf of the engine state at the moment event
// n was emitted (TestViewFollowsState checks this after every event of thousands of
// careers); the engine, not the user interface, is the one implementation of the rules'
// effects. State changed after the last event (before a decision is asked) shows once
// the next event is applied; a screen that must be exact at a decision can take
// ViewOf(state) then.
//
// Slices in a View are never written in place (Apply replaces them), so views and events
// may share them. Board maxima (hull and flooding boxes, gun ammunition, calibre) are
// fixed by the boat type: read them from Data.Boards[v.Type].
type View struct {
	Date Month // the current game month (5.1)

	// The boat (3.1)
	BoatID       string // e.g. "U-123"
	Type         string // board key, e.g. "VIIC"
	Bow, Stern   []Torp // tube contents, TorpNone when empty (4.5)
	BowReloads   Load   // reloads stowed forward (4.5)
	SternReloads Load   // reloads stowed aft
	DeckGun      bool   // gun present (false once removed, 10.11.8)
	Ammo         int    // deck-gun ammunition points (4.6)
	Bold         int    // BOLD decoys left (9.6.7)
	Naxos        bool   // FuMB-7 NAXOS fitted
	Schnorchel   bool   // Schnorchel fitted
	Systems      []System
	Hull         int // hull boxes damaged (10.1)
	Flooding     int // flooding boxes filled (10.1.1); boxes+1 is the SURF box

	// The Kommandant and crew (3.2, 11)
	Kmdt        string // the Kommandant's name
	Rank        int    // RankOltzS … RankKptzS (11.2.1); 0 before the rank roll
	Decorations []string
	Quality     int // Green … Elite (11.1)
	Flotilla    int // opt 14.14: the boat's flotilla number (0 without the option)
	Crew        [NumMembers]Member

	// The patrol under way (nil Patrol in State: AtSea false, the rest zero)
	AtSea       bool
	Area        string // assigned area key (7.1)
	Mission     string // MissionNone …
	Box         int    // index of the current box on the track (8.1)
	Posture     string // PostureSurfaced or PostureSchnorchel (8.1)
	Wolfpack    string // opt 14.5: the (W) patrol's historical wolfpack name, "" if none
	PatrolTons  int    // tons sunk this patrol
	PatrolShips int

	// The career (5.2, 7.5.2)
	CareerTons, CareerShips int
	Patrols                 int // patrols begun
	Successful              int // patrols logged successful
	Ended                   bool
}

// ViewOf returns the view of the state s (a deep copy: later changes to s do not show).
func ViewOf(s *State) View {
	b := &s.Boat
	v := View{
		Date: s.Date, BoatID: b.ID, Type: b.Type,
		Bow: slices.Clone(b.BowTubes), Stern: slices.Clone(b.SternTubes),
		BowReloads: b.BowReloads, SternReloads: b.SternReloads,
		DeckGun: b.DeckGun, Ammo: b.Ammo, Bold: b.Bold, Naxos: b.Naxos, Schnorchel: b.Schnorchel,
		Systems: slices.Clone(b.Systems), Hull: b.Hull, Flooding: b.Flooding,
		Kmdt: s.Crew.Name, Rank: s.Rank, Decorations: slices.Clone(s.Decorations),
		Quality: s.Crew.Quality, Crew: s.Crew.M, Flotilla: s.Flotilla,
		CareerTons: s.CareerTons, CareerShips: s.CareerShips, Patrols: s.PatrolCount,
		Successful: s.SuccessfulPatrols, Ended: s.Ended,
	}
	if p := s.Patrol; p != nil {
		v.AtSea, v.Area, v.Mission, v.Box, v.Posture = true, p.Area, p.Mission, p.Pos, p.Posture
		v.PatrolTons, v.PatrolShips, v.Wolfpack = p.Tons, p.Ships, p.WolfpackName
	}
	return v
}

// FittedSystems returns the system boxes in use: a Schnorchel or NAXOS box before the
// equipment is fitted, or the deck-gun box once the gun is removed (10.11.8), is left
// out. The result is a new slice.
func (v *View) FittedSystems() []System {
	out := make([]System, 0, len(v.Systems))
	for _, s := range v.Systems {
		switch {
		case s.Key == sysKeys[sysSchnorchel] && !v.Schnorchel,
			s.Key == sysKeys[sysNaxos] && !v.Naxos,
			s.Key == sysKeys[sysDeckGun] && !v.DeckGun:
			continue
		}
		out = append(out, s)
	}
	return out
}

// Apply changes the view by one event: the event's own effect, then the changes the
// engine attached to it (see View). Events must be applied in the order emitted, each
// once; an event built outside the engine applies its own effect only.
func (v *View) Apply(e Event) {
	v.applyOwn(e)
	if p := e.Head().view; p != nil {
		for _, f := range viewFields {
			if p.mask&f.bit != 0 {
				f.copy(v, &p.to)
			}
		}
	}
}

// applyOwn is an event's own effect on the view, read from its logged fields.
func (v *View) applyOwn(e Event) {
	if m, err := ParseMonth(e.Head().Date); err == nil { // every event is dated (log-schema.md)
		v.Date = m
	}
	switch e := e.(type) {
	case *CareerStart: // 4.0: the boat and her Kommandant
		v.BoatID, v.Type, v.Kmdt = e.ID, e.Type, e.Kmdt
	case *AssignmentEvent: // 7.1
		v.Area, v.Mission = e.Area, e.Mission
	case *BoxEvent: // 8.1 the boat enters a box
		v.Box = e.Index
	case *ShipDamageEvent: // 5.2 career tonnage is the sum of ship_sunk events
		if e.T == TShipSunk {
			v.PatrolTons += e.Tons
			v.CareerTons += e.Tons
			if !e.Nominal { // 11.4.10.5 nominal tonnage counts no ship
				v.PatrolShips++
				v.CareerShips++
			}
		}
	case *UboatDamageEvent: // 10.0–10.2
		v.applyDamage(e)
	case *CrewEvent: // 10.6
		for m := range NumMembers {
			if memberKeys[m] == e.Member {
				if w := slices.Index(woundKeys[:], e.State); w >= 0 {
					v.Crew[m].Status = w
				}
			}
		}
	case *KeyEvent:
		switch e.T {
		case TDecoration: // 11.3; 11.3.11 the War Badge with Diamonds replaces the War Badge
			if i := slices.Index(v.Decorations, DecWarBadge); i >= 0 && e.Key == DecWarBadgeDiamond {
				v.Decorations = slices.Clone(v.Decorations)
				v.Decorations[i] = e.Key
			} else {
				v.Decorations = append(slices.Clip(v.Decorations), e.Key)
			}
		case TNewBoat: // 10.11.5, 11.4.3: the key is the new boat's type
			v.Type = e.Key
		case TCrewQuality: // 11.1
			if q := slices.Index(qualityKeys[:], e.Key); q >= 0 {
				v.Quality = q
			}
		}
	case *CareerEndEvent: // 5.1
		v.Ended = true
		v.AtSea, v.Area, v.Mission, v.Box, v.Posture, v.PatrolTons, v.PatrolShips = false, "", "", 0, "", 0, 0
		v.Wolfpack = ""
	}
}

// applyDamage is the own effect of uboat_damage: a track position (hull, flooding) or a
// system's new state, for the system whose key the event names.
func (v *View) applyDamage(e *UboatDamageEvent) {
	if tr := E4Track(e.System); tr != "" {
		n, ok := atoiSmall(e.State)
		if !ok {
			return // TrackSunk, TrackSurf: the boat is lost; the engine sets the track
		}
		if tr == E4Hull {
			v.Hull = n
		} else {
			v.Flooding = n
		}
		return
	}
	state := -1
	switch e.State {
	case DamageDamaged:
		state = SysDamaged
	case DamageInoperative:
		state = SysInoperative
	case DamageRepaired:
		state = SysOK
	}
	i := slices.IndexFunc(v.Systems, func(s System) bool { return s.Key == e.System })
	if state < 0 || i < 0 {
		return
	}
	v.Systems = slices.Clone(v.Systems) // never write a shared slice
	v.Systems[i].State = state
}

// atoiSmall parses a track position ("0" … "99").
func atoiSmall(s string) (int, bool) {
	if len(s) == 0 || len(s) > 2 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// viewPatch is what an event carries besides its logged fields: the view fields the rule
// procedures changed that the event's own effect does not give (mask), with their new
// values (to; fields outside mask are unused).
type viewPatch struct {
	mask viewBits
	to   View
}

// viewBits is a set of View fields (one bit per viewFields entry).
type viewBits uint64

// viewField names one field of View, how to compare it and how to copy it.
type viewField struct {
	name string
	bit  viewBits
	eq   func(a, b *View) bool
	copy func(dst, src *View)
}

// field builds the viewField of a comparable field at get.
func field[T comparable](name string, get func(v *View) *T) viewField {
	return viewField{name: name,
		eq:   func(a, b *View) bool { return *get(a) == *get(b) },
		copy: func(dst, src *View) { *get(dst) = *get(src) }}
}

// sliceField builds the viewField of a slice field at get (copied, not shared).
func sliceField[T comparable](name string, get func(v *View) *[]T) viewField {
	return viewField{name: name,
		eq:   func(a, b *View) bool { return slices.Equal(*get(a), *get(b)) },
		copy: func(dst, src *View) { *get(dst) = slices.Clone(*get(src)) }}
}

// viewFields lists every field of View (TestViewFieldsCoverView checks none is missing).
var viewFields = func() []viewField {
	fs := []viewField{
		field("date", func(v *View) *Month { return &v.Date }),
		field("boat_id", func(v *View) *string { return &v.BoatID }),
		field("type", func(v *View) *string { return &v.Type }),
		sliceField("bow", func(v *View) *[]Torp { return &v.Bow }),
		sliceField("stern", func(v *View) *[]Torp { return &v.Stern }),
		field("bow_reloads", func(v *View) *Load { return &v.BowReloads }),
		field("stern_reloads", func(v *View) *Load { return &v.SternReloads }),
		field("deck_gun", func(v *View) *bool { return &v.DeckGun }),
		field("ammo", func(v *View) *int { return &v.Ammo }),
		field("bold", func(v *View) *int { return &v.Bold }),
		field("naxos", func(v *View) *bool { return &v.Naxos }),
		field("schnorchel", func(v *View) *bool { return &v.Schnorchel }),
		sliceField("systems", func(v *View) *[]System { return &v.Systems }),
		field("hull", func(v *View) *int { return &v.Hull }),
		field("flooding", func(v *View) *int { return &v.Flooding }),
		field("kmdt", func(v *View) *string { return &v.Kmdt }),
		field("rank", func(v *View) *int { return &v.Rank }),
		sliceField("decorations", func(v *View) *[]string { return &v.Decorations }),
		field("quality", func(v *View) *int { return &v.Quality }),
		field("flotilla", func(v *View) *int { return &v.Flotilla }),
		field("wolfpack", func(v *View) *string { return &v.Wolfpack }),
		field("at_sea", func(v *View) *bool { return &v.AtSea }),
		field("area", func(v *View) *string { return &v.Area }),
		field("mission", func(v *View) *string { return &v.Mission }),
		field("box", func(v *View) *int { return &v.Box }),
		field("posture", func(v *View) *string { return &v.Posture }),
		field("patrol_tons", func(v *View) *int { return &v.PatrolTons }),
		field("patrol_ships", func(v *View) *int { return &v.PatrolShips }),
		field("career_tons", func(v *View) *int { return &v.CareerTons }),
		field("career_ships", func(v *View) *int { return &v.CareerShips }),
		field("patrols", func(v *View) *int { return &v.Patrols }),
		field("successful", func(v *View) *int { return &v.Successful }),
		field("ended", func(v *View) *bool { return &v.Ended }),
	}
	for m := range NumMembers { // one field per crew box: "crew_kmdt", "crew_1wo" …
		fs = append(fs, field("crew_"+memberKeys[m], func(v *View) *Member { return &v.Crew[m] }))
	}
	for i := range fs {
		fs[i].bit = 1 << i
	}
	return fs
}()

// viewDiff returns the fields where a and b differ.
func viewDiff(a, b *View) viewBits {
	var m viewBits
	for _, f := range viewFields {
		if !f.eq(a, b) {
			m |= f.bit
		}
	}
	return m
}

// viewFieldNames returns the names of the fields in m.
func viewFieldNames(m viewBits) []string {
	var out []string
	for _, f := range viewFields {
		if m&f.bit != 0 {
			out = append(out, f.name)
		}
	}
	return out
}

// SetViewEvents sets whether emitted events carry the View changes that no logged field
// describes (see View); a Session turns it on. Off (the default, and after Reset), events
// carry only their logged fields and a View follows their own effects alone; the
// simulator and the tests that only read the log need no view and skip its cost (a copy
// of the viewed state per event). The log is the same either way.
func (c *Career) SetViewEvents(on bool) { c.viewOn = on }

// stampView attaches to e the view changes its own effect does not give (see View) and
// advances the engine's record of what the events so far show (Career.shown). Called by
// emit for every event when SetViewEvents is on.
func (c *Career) stampView(e Event) {
	now := ViewOf(&c.S)
	own := c.shown
	own.applyOwn(e)
	e.Head().view = nil
	if m := viewDiff(&own, &now); m != 0 {
		e.Head().view = &viewPatch{mask: m, to: now}
	}
	c.shown = now
}
