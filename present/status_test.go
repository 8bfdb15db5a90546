package present

import (
	"testing"

	"uboat/engine"
)

func TestStatusFollowsEvents(t *testing.T) {
	st := &engine.State{}
	st.Boat.Systems = []engine.System{{Key: "diesel_1"}, {Key: "flak_1"}}
	st.Boat.Ammo = 5
	m := StatusFromState(st, &engine.Board{HullBoxes: 7, FloodingBoxes: 6, GunAmmo: 10})
	if m.Rank != engine.RankOltzS || m.HullMax != 7 {
		t.Fatalf("%+v", m)
	}
	steps := []struct {
		e    engine.Event
		ok   bool
		test func() bool
	}{
		{&engine.UboatDamageEvent{System: "diesel_1", State: "damaged"}, true, func() bool { return m.Systems[0].State == engine.SysDamaged }},
		{&engine.UboatDamageEvent{System: "flak", State: "inoperative"}, true, func() bool { return m.Systems[1].State == engine.SysInoperative }},
		{&engine.UboatDamageEvent{System: "hull_x2", State: "3"}, true, func() bool { return m.Hull == 3 }},
		{&engine.UboatDamageEvent{System: "flooding", State: "2"}, true, func() bool { return m.Flooding == 2 }},
		{&engine.CrewEvent{Member: "li", State: "sw"}, true, func() bool { return m.Crew[engine.LI].Status == engine.SW }},
		{&engine.ShipDamageEvent{Header: engine.Header{T: engine.TShipSunk}, Tons: 5000}, true, func() bool { return m.PatrolTons == 5000 && m.CareerShips == 1 }},
		{&engine.TorpedoEvent{Weapon: "deck_gun"}, true, func() bool { return m.Ammo == 4 }},
		{&engine.UboatDamageEvent{System: "no_such_system", State: "damaged"}, false, func() bool { return true }},
	}
	for i, s := range steps {
		if ok := m.Apply(s.e); ok != s.ok || !s.test() {
			t.Errorf("step %d: Apply=%v, state %+v", i, ok, m)
		}
	}
}
