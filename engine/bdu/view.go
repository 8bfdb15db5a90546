package bdu

import (
	"fmt"
	"maps"
	"slices"
)

// design 9.2–9.3: the View is the read-only picture a screen shows (chart, boat list,
// base panel, weekly report figures), rebuilt from the event stream alone. Apply is the
// one place that says how each event changes it; Campaign.View gives the engine's own
// state in the same shape, and the tests apply whole campaigns' events to a View and
// compare it with the engine after every event.

// BoatView is one boat as the boat list shows it (design 9.2).
type BoatView struct {
	ID, Type    string
	State       State
	Zone        string
	Side        Side
	Destination string
	RTB         bool
	Spotted     bool
	Damage      int
	Inexp       int
	Ace         string // ace name, "" none
	AceValue    int
	Torpedoes   int
	PatrolShips int
	PatrolTons  int
	CareerShips int
	CareerTons  int
	Mines       int // the Mine marker: 0, or the strength of the mines aboard (SW 26, mines.go)
}

// View is what the screens show of a campaign (design 9.2).
type View struct {
	Now          Week
	Period       int
	Boats        map[string]BoatView
	TorpedoValue int
	BDienstArea  string
	IntelMod     int
	Month, Total Tally // Total.Lost counts the months closed
	VP           int
	Ended        bool
	Victory      string
	// Recon are this week's recon aircraft over their OAs (design 7.9, 9.2 overlay).
	Recon []ReconAircraft
	// Weather are this week's low-pressure systems (SW 7.4, 9.2 overlay).
	Weather []WeatherSystem
	// Battles are the convoy battles going on next week (design 8.3, 9.2 arrows): pack
	// id → the convoy's OA.
	Battles map[int]string
	// SupplyShips are the supply ships at sea and InternedGone the Spanish ports whose
	// interned tanker was removed (SW 21.3, supply.go).
	SupplyShips  []SupplyShip
	InternedGone []string
	// Political are the SW 36 tracks (nil without the political module), as the last
	// political event left them.
	Political *PoliticalTracks
	// Minefields are the standing minefields in the order laid (SW 26, 9.2 chart markers).
	Minefields []Minefield
}

// NewView returns an empty View, ready for a campaign_start.
func NewView() *View { return &View{Boats: map[string]BoatView{}, Battles: map[int]string{}} }

// View returns the engine's own state in the View's shape.
func (c *Campaign) View() *View {
	v := NewView()
	v.Now, v.Period = c.Now, c.Period
	v.TorpedoValue, v.BDienstArea, v.IntelMod = c.War.TorpedoValue, c.War.BDienstArea, c.War.IntelMod
	v.Month, v.Total, v.VP = c.War.Month, c.War.Total, c.War.VP
	v.Ended, v.Victory = c.War.Ended, c.War.Victory
	for _, b := range c.Boats {
		v.Boats[b.ID] = boatView(b)
	}
	for _, cb := range c.War.battles {
		v.Battles[cb.pack] = cb.contact.Zone
	}
	v.Recon = append(v.Recon, c.War.Recon...)
	v.Weather = append(v.Weather, c.War.Weather...)
	v.SupplyShips = c.supplyView(v.SupplyShips)
	v.InternedGone = append(v.InternedGone, c.War.Supply.InternedGone...)
	v.Minefields = append(v.Minefields, c.War.Minefields...)
	if t, ok := c.Tracks(); ok {
		v.Political = &t
	}
	return v
}

// boatView is one boat of the engine in the View's shape.
func boatView(b *Boat) BoatView {
	bv := BoatView{ID: b.ID, Type: b.Type, State: b.State, Zone: b.Zone, Side: b.Side, Destination: b.Destination,
		RTB: b.Markers.RTB, Spotted: b.Markers.Spotted, Damage: b.Markers.Damage, Inexp: b.Markers.Inexp,
		Torpedoes: b.Torpedoes, PatrolShips: b.PatrolShips, PatrolTons: b.PatrolTons, CareerShips: b.CareerShips, CareerTons: b.CareerTons,
		Mines: b.Markers.Mine}
	if a := b.Markers.Ace; a != nil {
		bv.Ace, bv.AceValue = a.Name, a.Value
	}
	if b.State.Terminal() {
		// a boat that has left shows only its fate and record
		bv.Side, bv.Destination, bv.RTB, bv.Spotted, bv.Damage, bv.Torpedoes, bv.Mines = "", "", false, false, 0, 0, 0
	}
	return bv
}

// Diff compares the View with the engine's own state (Campaign.View) and describes the
// first difference, "" when they agree. It reads the engine without building a View.
func (v *View) Diff(c *Campaign) string {
	if len(v.Boats) != len(c.Boats) {
		return fmt.Sprintf("%d boats in the view, %d in the engine", len(v.Boats), len(c.Boats))
	}
	for _, b := range c.Boats {
		x := boatView(b)
		if y, ok := v.Boats[b.ID]; !ok || x != y {
			return fmt.Sprintf("boat %s: view %+v, engine %+v", b.ID, y, x)
		}
	}
	w := c.War
	if v.Now != c.Now || v.Period != c.Period || v.TorpedoValue != w.TorpedoValue || v.BDienstArea != w.BDienstArea ||
		v.IntelMod != w.IntelMod || v.Month != w.Month || v.Total != w.Total || v.VP != w.VP || v.Ended != w.Ended || v.Victory != w.Victory {
		e := *c.View()
		g := *v
		e.Boats, g.Boats = nil, nil
		return fmt.Sprintf("view %+v, engine %+v", g, e)
	}
	if t, ok := c.Tracks(); ok && (v.Political == nil || !maps.Equal(v.Political.Influence, t.Influence) || v.Political.Prestige != t.Prestige ||
		v.Political.BdU != t.BdU) {
		return fmt.Sprintf("view political %+v, engine %+v", v.Political, t)
	}
	if !slices.Equal(v.Weather, w.Weather) {
		return fmt.Sprintf("view weather %v, engine %v", v.Weather, w.Weather)
	}
	if !slices.Equal(v.Minefields, w.Minefields) {
		return fmt.Sprintf("view minefields %v, engine %v", v.Minefields, w.Minefields)
	}
	if !slices.Equal(v.Recon, w.Recon) {
		return fmt.Sprintf("view recon %v, engine %v", v.Recon, w.Recon)
	}
	if s := c.supplyView(nil); !slices.Equal(v.SupplyShips, s) || !slices.Equal(v.InternedGone, w.Supply.InternedGone) {
		return fmt.Sprintf("view supply %v %v, engine %v %v", v.SupplyShips, v.InternedGone, s, w.Supply.InternedGone)
	}
	if len(v.Battles) != len(w.battles) {
		return fmt.Sprintf("view battles %v, engine %d", v.Battles, len(w.battles))
	}
	for _, cb := range w.battles {
		if v.Battles[cb.pack] != cb.contact.Zone {
			return fmt.Sprintf("view battles %v, engine pack %d in %s", v.Battles, cb.pack, cb.contact.Zone)
		}
	}
	return ""
}

// Apply changes the View as event e says (design 9.3). Errors: an event about an
// unknown boat, or a malformed date.
func (v *View) Apply(e Event) error {
	h := e.Head()
	m, err := ParseMonth(h.Date)
	if err != nil {
		return err
	}
	v.Now = Week{m, h.Week}
	boat := func(id string) (BoatView, error) {
		b, ok := v.Boats[id]
		if !ok {
			return b, fmt.Errorf("event %d (%s): unknown boat %s", h.Seq, h.T, id)
		}
		return b, nil
	}
	update := func(id string, f func(*BoatView)) error {
		b, err := boat(id)
		if err != nil {
			return err
		}
		f(&b)
		v.Boats[id] = b
		return nil
	}
	leave := func(b *BoatView, s State) {
		b.State, b.Zone, b.Side, b.Destination, b.RTB, b.Spotted, b.Damage, b.Torpedoes = s, "", "", "", false, false, 0, 0
		b.Ace, b.AceValue, b.Mines = "", 0, 0
	}
	switch e := e.(type) {
	case *CampaignStartEvent:
		v.Period = e.WP
		v.TorpedoValue = -1
		switch {
		case m >= MonthOf(1942, 1):
			v.TorpedoValue = 1
		case m >= MonthOf(1940, 7):
			v.TorpedoValue = 0
		}
		for _, f := range e.Fleet {
			side := f.Side
			if side == "" {
				side = SideTransit
			}
			v.Boats[f.Boat] = BoatView{ID: f.Boat, Type: f.Type, State: f.State, Zone: f.Zone, Side: side,
				Destination: f.Destination, Inexp: f.Inexp, Torpedoes: f.Torpedoes}
		}
	case *TurnStart:
		v.Period = e.WP
	case *WarPeriodEvent:
		v.Period = e.WP
	case *PoliticalEvent:
		t := e.Tracks
		v.Political = &t // SW 36 tracks (political.go)
	case *RollEvent, *DecisionEvent, *WarEventEvent, *TransitCheckEvent, *SearchEvent, *ContactEvent, *CapitulationEvent,
		*WolfpackFormEvent, *WolfpackJoinEvent, *ZoomStartEvent, *HuntedEvent:
		// no change to what the screens show
	case *ConvoyBattleEvent:
		if e.Result == "continues" {
			v.Battles[e.Pack] = e.Zone
		} else {
			delete(v.Battles, e.Pack)
		}
		// no change to what the screens show
	case *WeatherEvent:
		v.Weather = append(v.Weather[:0], e.Systems...)
	case *IntelEvent:
		v.IntelMod, v.BDienstArea = e.Modifier, ""
		v.Recon = append(v.Recon[:0], e.Aircraft...)
		if e.BDienstArea != nil {
			v.BDienstArea = *e.BDienstArea
		}
	case *TorpedoValueEvent:
		v.TorpedoValue = e.Value
	case *ReinforcementEvent:
		b := BoatView{ID: e.Boat, Type: e.Type, State: Pierside, Zone: e.Base, Side: SideTransit, Inexp: e.Inexp, Torpedoes: e.Torpedoes}
		if e.Box != "" {
			b.State = e.Box // design 4.8 (betasom.go)
		}
		if e.Ace != nil {
			b.Ace, b.AceValue = *e.Ace, 1
		}
		v.Boats[e.Boat] = b
	case *WithdrawalEvent:
		return update(e.Boat, func(b *BoatView) {
			switch {
			case e.AtSea:
				if b.State != Returning {
					b.State, b.Side, b.RTB, b.Destination = Returning, SideTransit, true, ""
				}
			case e.To == string(Training) || e.To == string(Surrendered):
				leave(b, State(e.To))
			default: // refit_atlantic / refit_mediterranean
				b.State, b.Zone, b.Ace, b.AceValue = Refit, e.To, "", 0
				b.Side, b.Destination, b.RTB = SideTransit, "", false
			}
		})
	case *RefitReturnEvent:
		return update(e.Boat, func(b *BoatView) { b.State, b.Zone = Pierside, e.Base })
	case *BoxEvent:
		return update(e.Boat, func(b *BoatView) { b.State = e.To })
	case *OrderEvent:
		return update(e.Boat, func(b *BoatView) {
			switch e.Kind {
			case "sail", "mines", missionMines, missionAgents, missionShelling: // (a mission sails, design 8.5; SW 26)
				b.State, b.Destination, b.Side = Outbound, e.Detail, SideTransit
			case "rtb", missionMines + "_done", missionAgents + "_done", missionShelling + "_done":
				b.RTB = true
			case "move":
				b.Destination = e.Detail
			}
		})
	case *MoveEvent:
		return update(e.Boat, func(b *BoatView) {
			b.Zone, b.Side, b.State, b.Destination = e.Zone, e.Side, e.State, e.Destination
		})
	case *TransitEventEvent:
		return update(e.Boat, func(b *BoatView) {
			switch e.Result {
			case TransitSpotted:
				b.Spotted = true
			case TransitSpottedRTB, TransitDamagedRTB:
				b.Spotted, b.RTB = true, true
			}
		})
	case *EngagementEvent:
		return update(e.Boat, func(b *BoatView) {
			b.Torpedoes = e.Torpedoes
			b.Spotted = b.Spotted || e.Gun
		})
	case *ShipEvent:
		if h.T != TShipSunk {
			return nil
		}
		v.Month.Ships++
		v.Month.Tons += e.Tons
		v.Total.Ships++
		v.Total.Tons += e.Tons
		return update(e.Boat, func(b *BoatView) {
			b.PatrolShips++
			b.PatrolTons += e.Tons
			b.CareerShips++
			b.CareerTons += e.Tons
		})
	case *CounterattackEvent:
		return update(e.Boat, func(b *BoatView) {
			if e.Result != "-" && e.Result != "X" {
				b.Spotted = true
				b.RTB = b.RTB || (e.Result != "S" && !e.Held)
			}
		})
	case *SubFightEvent: // SW 14.6 (subsub.go)
		return update(e.Boat, func(b *BoatView) { b.Torpedoes, b.Spotted, b.RTB = e.Torpedoes, e.Spotted, e.RTB })
	case *HFDFEvent:
		return update(e.Boat, func(b *BoatView) { b.Spotted = b.Spotted || e.Result != "none" })
	case *AirAttackEvent:
		return update(e.Boat, func(b *BoatView) {
			if e.Result != "dived" {
				b.Spotted = true
				b.RTB = b.RTB || e.Result != "spotted"
			}
		})
	case *UboatDamagedEvent:
		return update(e.Boat, func(b *BoatView) { b.Damage = e.Markers })
	case *UboatLostEvent:
		if e.CountsAsLoss {
			v.Month.Lost++
		}
		return update(e.Boat, func(b *BoatView) { leave(b, e.State) })
	case *EnduranceEvent:
		return update(e.Boat, func(b *BoatView) { b.RTB = b.RTB || e.RTB })
	case *RTBEvent:
		return update(e.Boat, func(b *BoatView) {
			b.State, b.Side, b.Destination, b.RTB, b.Zone = Returning, SideTransit, e.Base, true, e.Zone
		})
	case *ArriveBaseEvent:
		return update(e.Boat, func(b *BoatView) {
			b.State, b.Zone, b.Side, b.Destination, b.RTB, b.Damage, b.Torpedoes = e.Box, e.Base, SideTransit, "", false, 0, e.Torpedoes
			b.Inexp = e.Inexp
			b.PatrolShips, b.PatrolTons = 0, 0
		})
	case *FlakEvent: // design 4.5 (deploy.go)
		return update(e.Boat, func(b *BoatView) { b.Type, b.Torpedoes, b.State = e.Type, e.Torpedoes, e.State })
	case *AceEvent:
		return update(e.Boat, func(b *BoatView) { b.Ace, b.AceValue = e.Name, e.Value })
	case *ZoomEndEvent: // design 6.2.3: the boat's markers after a zoom
		return update(e.Boat, func(b *BoatView) {
			b.Spotted, b.RTB, b.Damage, b.Torpedoes, b.Ace, b.AceValue = e.Spotted, e.RTB, e.Damage, e.Torpedoes, e.Ace, e.AceValue
		})
	case *MinefieldEvent: // SW 26 (mines.go)
		return v.applyMinefield(e)
	case *SpottedRemovedEvent:
		return update(e.Boat, func(b *BoatView) { b.Spotted = false })
	case *MonthEndEvent:
		v.Total.Lost += e.Lost
		v.Month = Tally{}
		v.VP = e.VPCumulative
	case *CampaignEndEvent:
		v.Ended, v.Victory = true, e.Victory
	case *SupplyShipEvent: // SW 21.3 (supply.go)
		v.applySupply(e)
	case *ResupplyEvent:
		if !e.Passed {
			return nil
		}
		return update(e.Boat, func(b *BoatView) {
			b.RTB, b.Side, b.Torpedoes, b.State, b.Destination = false, SidePatrol, e.Torpedoes, OnStation, ""
		})
	default:
		return fmt.Errorf("event %d: %T has no place in View.Apply", h.Seq, e)
	}
	return nil
}
