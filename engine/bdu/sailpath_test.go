package bdu

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// pathOption is a copy of a path option (the decision's buffers live only during Decide).
type pathOption struct {
	key      string
	mp       int
	path     []string
	legs     []Leg
	ev, lost float64
}

func copyPaths(d *Decision) []pathOption {
	var out []pathOption
	for _, o := range d.Options {
		p := pathOption{key: o.Key, mp: o.MP, path: slices.Clone(o.Path), legs: slices.Clone(o.Legs)}
		for _, x := range o.Odds {
			switch x.Outcome {
			case "transit_event":
				p.ev = x.P
			case "lost":
				p.lost = x.P
			}
		}
		out = append(out, p)
	}
	return out
}

// sailingFrom readies a boat of type typ at base, ordered to sail for dest, in month m.
func sailingFrom(t *testing.T, typ, base, dest string, m Month) (*Campaign, *Boat) {
	t.Helper()
	c, b := seaBoat(t, typ, dest, m)
	b.State, b.Zone, b.Side, b.Destination = Outbound, base, SideTransit, dest
	return c, b
}

// chance is d10 + mod ≥ th over the ten faces.
func chance(mod, th int) float64 {
	n := 0
	for f := range 10 {
		if f+mod >= th {
			n++
		}
	}
	return float64(n) / 10
}

// design 9.1 sail "path": a VIIC sailing from Germany for the Western Approaches in
// 1939-10 (WP1) is offered the most direct path first (through the Channel to the North
// Sea, 1 MP: design 3.3 rule 5, Map.Path), then the others within PathSlack MP, each
// crossing its own set of zones; each leg's odds are its transit check's (7.4: the
// Western Approaches, threshold 7, coastal +1, the Channel's WP1 +4); the answer is the
// boat's route, and the move follows it.
func TestPathDecision(t *testing.T) {
	c, b := sailingFrom(t, "VIIC", "germany", "western_approaches", MonthOf(1939, 10))
	direct, err := c.Data.Map.Path("germany", "western_approaches", 1)
	if err != nil {
		t.Fatal(err)
	}
	var opts []pathOption
	p := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind != DecidePath || d.Boat != b {
			t.Fatalf("asked %s for %s", d.Kind, d.Who())
		}
		opts = copyPaths(d)
		return "north_sea>western_approaches"
	})
	if err := c.askPath(b, p); err != nil {
		t.Fatal(err)
	}
	if len(opts) < 3 || len(opts) > MaxPaths {
		t.Fatalf("%d paths: %+v", len(opts), opts)
	}
	if want := strings.Join(direct.Zones[1:], ">"); opts[0].key != want || opts[0].mp != direct.MP || want != "english_channel>north_sea>western_approaches" {
		t.Errorf("first option %+v, want the most direct %s", opts[0], want)
	}
	sets := map[string]bool{}
	for _, o := range opts {
		s := slices.Clone(o.path)
		slices.Sort(s)
		k := strings.Join(s, ",")
		if sets[k] || o.mp > direct.MP+PathSlack || o.key != strings.Join(o.path, ">") || o.path[len(o.path)-1] != "western_approaches" {
			t.Errorf("option %+v: a set crossed twice, too long, or a bad key", o)
		}
		sets[k] = true
		if o.ev < 0 || o.ev > 1 || o.lost < 0 || o.lost > o.ev {
			t.Errorf("option %s odds %v / %v", o.key, o.ev, o.lost)
		}
	}
	cong := c.congregation("western_approaches")
	th := c.transitThreshold("western_approaches")
	if th != 7 {
		t.Fatalf("threshold %d", th)
	}
	d0 := opts[0]
	if len(d0.legs) != 1 || d0.legs[0].Ref != "western_approaches" || d0.legs[0].TZ != 4 || d0.legs[0].Event != chance(1+4+cong, th) ||
		d0.ev != d0.legs[0].Event || math.Abs(d0.lost-d0.ev*c.transitLossShare()) > 1e-9 {
		t.Errorf("direct path legs %+v, odds %v / %v", d0.legs, d0.ev, d0.lost)
	}
	i := slices.IndexFunc(opts, func(o pathOption) bool { return o.key == "north_sea>western_approaches" })
	if i < 0 || opts[i].mp != 2 || len(opts[i].legs) != 1 || opts[i].legs[0].TZ != 0 || opts[i].ev != chance(1+cong, th) {
		t.Fatalf("north_sea>western_approaches: %+v", opts)
	}
	if !slices.Equal(b.route, []string{"north_sea", "western_approaches"}) {
		t.Fatalf("route %v", b.route)
	}
	rec := &Recorder{}
	c.Log = rec
	c.Dice = NewScriptedDice(5) // 5 + 1 < 7: no transit event
	if _, err := c.move(b, nil); err != nil {
		t.Fatal(err)
	}
	var mv *MoveEvent
	for _, e := range rec.Events {
		if m, ok := e.(*MoveEvent); ok {
			mv = m
		}
	}
	if mv == nil || !slices.Equal(mv.Path, []string{"germany", "north_sea", "western_approaches"}) || b.State != OnStation || b.Zone != "western_approaches" {
		t.Errorf("move %+v, boat %s in %s", mv, b.State, b.Zone)
	}

	// the AI (and a decider that answers "") keeps the most direct path
	c, b = sailingFrom(t, "VIIC", "germany", "western_approaches", MonthOf(1939, 10))
	if err := c.askPath(b, nil); err != nil || !slices.Equal(b.route, direct.Zones[1:]) {
		t.Errorf("AI route %v (%v), want %v", b.route, err, direct.Zones[1:])
	}

	// cautious transit: a leg ends in the first OA entered (SW 15.24), −1 on each check
	c, b = sailingFrom(t, "VIIC", "germany", "western_approaches", MonthOf(1939, 10))
	b.Cautious = true
	opts = nil
	if err := c.askPath(b, DeciderFunc(func(c *Campaign, d *Decision) string { opts = copyPaths(d); return "" })); err != nil {
		t.Fatal(err)
	}
	l := opts[0].legs
	if len(l) != 2 || l[0].Ref != "north_sea" || l[0].TZ != 4 || l[1].Ref != "western_approaches" || l[1].TZ != 0 ||
		l[1].Event != chance(1-1+cong, th) {
		t.Errorf("cautious legs %+v", l)
	}
	if want := 1 - (1-l[0].Event)*(1-l[1].Event); math.Abs(opts[0].ev-want) > 1e-9 {
		t.Errorf("cautious trip odds %v, want %v", opts[0].ev, want)
	}
}

// SW 15.11: a path whose OAs leave the boat's range is not offered (a Type IIA, range
// 2, never reaches the Mid-Ocean); one way only: no decision.
func TestPathRange(t *testing.T) {
	c, b := sailingFrom(t, "VIIC", "germany", "western_approaches", MonthOf(1939, 10))
	ranges := c.Data.Map.RangesFrom("germany")
	if c.Data.Map.pathReach([]string{"english_channel", "sw_approaches", "mid_ocean"}, ranges) <= 2 ||
		c.Data.Map.pathReach([]string{"english_channel", "north_sea", "western_approaches"}, ranges) > 2 {
		t.Errorf("range check")
	}
	// Germany to the Baltic: the direct path, through the North Sea, through the Channel
	// and the North Sea (0 + 0 + 1 MP)
	b.Destination = "baltic_sea"
	var keys []string
	if err := c.askPath(b, DeciderFunc(func(c *Campaign, d *Decision) string {
		for _, o := range d.Options {
			keys = append(keys, o.Key)
		}
		return ""
	})); err != nil {
		t.Fatal(err)
	}
	if want := []string{"baltic_sea", "english_channel>north_sea>baltic_sea", "north_sea>baltic_sea"}; !slices.Equal(keys, want) {
		t.Errorf("Germany → Baltic: %v, want %v", keys, want)
	}
}

// The BdU AI answers every path decision of a campaign with the most direct path, so
// the calibration is unchanged by the decision; the campaign asks it.
func TestPathAIKeepsDirect(t *testing.T) {
	c := newTestCampaign(t, FirstMonth, 2)
	rec := &Recorder{}
	c.Log = rec
	for range 12 {
		if err := c.PlayWeek(nil); err != nil {
			t.Fatal(err)
		}
	}
	v := NewView()
	n := 0
	for _, e := range rec.Events {
		if d, ok := e.(*DecisionEvent); ok && d.Kind == DecidePath {
			n++
			bv := v.Boats[d.Boat]
			r, err := c.Data.Map.Path(bv.Zone, bv.Destination, v.Period)
			if err != nil || d.Chosen != d.Options[0] || d.By != "ai" || d.Chosen != strings.Join(r.Zones[1:], ">") {
				t.Fatalf("%s: chose %s by %s of %v; direct %v (%v)", d.Boat, d.Chosen, d.By, d.Options, r.Zones, err)
			}
		}
		if err := v.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if n == 0 {
		t.Errorf("no path decision in 12 weeks")
	}
}
