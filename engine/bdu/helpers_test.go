package bdu

import (
	"slices"
	"testing"
)

// Helpers shared by the package's tests: what several test files read from a log or a
// campaign the same way.

// eventsOf are the events of type E in rec, in log order.
func eventsOf[E Event](rec *Recorder) []E {
	var out []E
	for _, e := range rec.Events {
		if x, ok := e.(E); ok {
			out = append(out, x)
		}
	}
	return out
}

// rollsOf are the roll events of table tab in rec, in log order.
func rollsOf(rec *Recorder, tab Table) []*RollEvent {
	return slices.DeleteFunc(eventsOf[*RollEvent](rec), func(r *RollEvent) bool { return r.Table != tab })
}

// nationBoats are c's boats of the nation ("es", "fr", …) still in service (not
// terminal), in c.Boats order.
func nationBoats(c *Campaign, nation string) []*Boat {
	var out []*Boat
	for _, b := range c.Boats {
		if b.Nation == nation && !b.State.Terminal() {
			out = append(out, b)
		}
	}
	return out
}

// lastRoll is the last roll on table tab in rec and the sum of its modifiers citing
// why; the test fails without one.
func lastRoll(t *testing.T, rec *Recorder, tab Table, why string) (*RollEvent, int) {
	t.Helper()
	rs := rollsOf(rec, tab)
	if len(rs) == 0 {
		t.Fatalf("no %s roll", tab)
	}
	r, v := rs[len(rs)-1], 0
	for _, m := range r.Mods {
		if m.Why == why {
			v += m.V
		}
	}
	return r, v
}

// armedOnStation puts c's first German boat Ready whose type carries torpedoes on
// station in zone (patrol side up); the test fails without one.
func armedOnStation(t *testing.T, c *Campaign, zone string) *Boat {
	t.Helper()
	for _, b := range c.Boats {
		if b.Nation == "de" && b.State == Ready && c.Data.Types[b.Type].Torpedoes > 0 {
			b.State, b.Zone, b.Side = OnStation, zone, SidePatrol
			return b
		}
	}
	t.Fatalf("no armed German boat ready for %s", zone)
	return nil
}
