package game

import (
	"strconv"
	"strings"

	"uboat/engine"
)

// StatusModel is what the status board shows: a copy of the parts of the engine state
// that the player keeps an eye on. It is refreshed from the live state whenever the
// event queue has caught up, and in between it follows the damage and crew events as
// they are shown, so the board never runs ahead of the animation.
type StatusModel struct {
	Date        engine.Month
	BoatID      string
	Type        string
	Kmdt        string
	Rank        int
	Decorations []string
	Quality     int

	Bow, Stern               []engine.Torp
	BowReloads, SternReloads engine.Load
	Gun                      string // calibre, "" = none
	Ammo, AmmoMax            int
	Bold                     int
	Systems                  []engine.System
	Hull, HullMax            int
	Flooding, FloodMax       int
	Crew                     [engine.NumMembers]engine.Member

	Area                     string
	Posture                  string
	PatrolTons, PatrolShips  int
	CareerTons, CareerShips  int
	Patrols, SuccessfulCount int
}

// StatusFromState copies the state (board data may be nil).
func StatusFromState(st *engine.State, b *engine.Board) StatusModel {
	m := StatusModel{
		Date: st.Date, BoatID: st.Boat.ID, Type: st.Boat.Type, Kmdt: st.Crew.Name, Rank: st.Rank,
		Decorations: append([]string(nil), st.Decorations...), Quality: st.Crew.Quality,
		Bow: append([]engine.Torp(nil), st.Boat.BowTubes...), Stern: append([]engine.Torp(nil), st.Boat.SternTubes...),
		BowReloads: st.Boat.BowReloads, SternReloads: st.Boat.SternReloads,
		Ammo: st.Boat.Ammo, Bold: st.Boat.Bold,
		Systems: append([]engine.System(nil), st.Boat.Systems...),
		Hull:    st.Boat.Hull, Flooding: st.Boat.Flooding, Crew: st.Crew.M,
		CareerTons: st.CareerTons, CareerShips: st.CareerShips, Patrols: st.PatrolCount,
		SuccessfulCount: st.SuccessfulPatrols,
	}
	if m.Rank == 0 {
		m.Rank = engine.RankOltzS
	}
	if b != nil {
		if st.Boat.DeckGun {
			m.Gun = b.GunCalibre
		}
		m.AmmoMax = b.GunAmmo
		m.HullMax = b.HullBoxes
		m.FloodMax = b.FloodingBoxes
	}
	if p := st.Patrol; p != nil {
		m.Area = p.Area
		m.Posture = p.Posture
		m.PatrolTons, m.PatrolShips = p.Tons, p.Ships
	}
	return m
}

// Apply follows one event as it is shown; it reports whether the board changed.
func (m *StatusModel) Apply(e engine.Event) bool {
	switch e := e.(type) {
	case *engine.UboatDamageEvent:
		sys := strings.TrimSuffix(e.System, "_x2")
		if n, err := strconv.Atoi(e.State); err == nil {
			switch sys {
			case "hull":
				m.Hull = n
				return true
			case "flooding":
				m.Flooding = n
				return true
			}
		}
		state := -1
		switch e.State {
		case "damaged":
			state = engine.SysDamaged
		case "inoperative":
			state = engine.SysInoperative
		case "repaired", "ok":
			state = engine.SysOK
		}
		if state < 0 {
			return false
		}
		for i := range m.Systems {
			if m.Systems[i].Key == sys || strings.HasPrefix(m.Systems[i].Key, sys+"_") {
				m.Systems[i].State = state
				return true
			}
		}
	case *engine.CrewEvent:
		for i := 0; i < engine.NumMembers; i++ {
			if engine.MemberKey(i) == e.Member {
				for w := engine.OK; w <= engine.KIA; w++ {
					if engine.WoundKey(w) == e.State {
						m.Crew[i].Status = w
						return true
					}
				}
			}
		}
	case *engine.ShipDamageEvent:
		if e.T == engine.TShipSunk {
			m.PatrolTons += e.Tons
			m.PatrolShips++
			m.CareerTons += e.Tons
			m.CareerShips++
			return true
		}
	case *engine.TorpedoEvent:
		if e.Weapon == "deck_gun" && m.Ammo > 0 {
			m.Ammo--
			return true
		}
	}
	return false
}

// TorpLetter is the one-letter tube marker of a torpedo kind.
func TorpLetter(t engine.Torp) string {
	switch t {
	case engine.G7a:
		return "a"
	case engine.G7e:
		return "e"
	case engine.G7aFaT:
		return "aF"
	case engine.G7eFaT:
		return "eF"
	case engine.Falke:
		return "Fk"
	case engine.Zaunkoenig, engine.Zaunkoenig2:
		return "Z"
	case engine.Mine:
		return "M"
	}
	return ""
}

// ReloadText lists reloads by kind: "6 (G7e 4, G7a 2)".
func ReloadText(l engine.Load) string {
	total := l.Total()
	var parts []string
	for k := engine.G7a; k <= engine.Mine; k++ {
		if l[k] > 0 {
			parts = append(parts, strconv.Itoa(l[k])+TorpLetter(k))
		}
	}
	if len(parts) == 0 {
		return strconv.Itoa(total)
	}
	return strconv.Itoa(total) + ": " + strings.Join(parts, " ")
}
