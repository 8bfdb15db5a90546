package bdu

import (
	"bytes"
	"strings"
	"testing"

	"uboat/engine"
)

// checkZoomer plays zooms in the Hunted engine (HuntedZoomer) and keeps the campaign's
// totals before each, so that the test can compare them at its zoom_end.
type checkZoomer struct {
	c      *Campaign
	h      HuntedZoomer
	ships  int
	tons   int
	outs   []*PatrolOutcome
	months []string
}

func (z *checkZoomer) PlayZoom(x *OperationalContext, nest func(any)) (*PatrolOutcome, error) {
	z.ships, z.tons = z.c.War.Total.Ships, z.c.War.Total.Tons
	out, err := z.h.PlayZoom(x, nest)
	if err == nil {
		z.outs = append(z.outs, out)
		z.months = append(z.months, x.Date)
	}
	return out, err
}

// zoomEveryWeek zooms the first contact of each week that offers it (design 6.2.1).
var zoomEveryWeek = DeciderFunc(func(c *Campaign, d *Decision) string {
	if d.Has(KeyZoom) {
		return KeyZoom
	}
	return ""
})

// design 6.2: a campaign from 1939-09 that zooms a contact every week it may, played
// by the Hunted engine. Before 1943-07 the zooms are played at their own month with the
// era adjustments of 6.2.2 (seen in the nested [E2] and [A1] rolls); each outcome goes
// back into the campaign as 6.2.3 says: the ships sunk to the war's counters and as
// ship_sunk with their names, the markers from H and I, the torpedoes left, Spotted
// when detected, RTB on an abort, a loss as uboat_lost; the Hunted events nested between
// zoom_start and zoom_end with their own seq 1, 2, 3 …; the View follows every event
// and the invariants hold every week.
func TestHuntedZoomInCampaign(t *testing.T) {
	c := newTestCampaign(t, FirstMonth, 11)
	z := &checkZoomer{c: c}
	c.Zoomer = z
	f := newFollower(t, c)
	var (
		inZoom               bool
		innerSeq, sunkTons   int
		zoomBoat             string
		lostNext             string
		eraE2, eraA1, nested int
		zooms                int
	)
	c.Log = sinkFunc(func(e Event) {
		f.Emit(e)
		h := e.Head()
		if lostNext != "" {
			if l, ok := e.(*UboatLostEvent); !ok || l.Boat != lostNext {
				t.Fatalf("after a zoom that lost %s: %s", lostNext, h.T)
			}
			lostNext = ""
		}
		switch h.T {
		case TZoomStart:
			inZoom, innerSeq, sunkTons, zoomBoat = true, 0, 0, e.(*ZoomStartEvent).Boat
		case THunted:
			if !inZoom {
				t.Fatal("a hunted event outside a zoom")
			}
			nested++
			ev := e.(*HuntedEvent).Event.(engine.Event)
			innerSeq++
			if ev.Head().Seq != innerSeq {
				t.Fatalf("nested seq %d after %d", ev.Head().Seq, innerSeq-1)
			}
			if r, ok := ev.(*engine.RollEvent); ok && h.Date < "1942-04" { // WP1–3
				for _, m := range r.Mods {
					eraE2 += btoi(r.Table == engine.TableE2 && m == engine.Mod{V: -2, Why: "design 6.2.2 era: weaker ASW"})
					eraA1 += btoi(r.Table == engine.TableA1 && m == engine.Mod{V: 1, Why: "design 6.2.2 era: weaker aircraft"})
				}
			}
		case TShipSunk:
			if inZoom {
				s := e.(*ShipEvent)
				if s.Boat != zoomBoat || s.Name == "" {
					t.Fatalf("zoom ship_sunk %+v", s)
				}
				sunkTons += s.Tons
			}
		case TZoomEnd:
			ze := e.(*ZoomEndEvent)
			out := z.outs[len(z.outs)-1]
			zooms++
			inZoom = false
			want := 0
			for _, s := range out.Sunk {
				want += s.Tons
			}
			if sunkTons != want || c.War.Total.Tons-z.tons != want || c.War.Total.Ships-z.ships != len(out.Sunk) {
				t.Fatalf("zoom of %s: ship_sunk %d t, war total +%d t +%d ships; outcome %d t in %d ships",
					ze.Boat, sunkTons, c.War.Total.Tons-z.tons, c.War.Total.Ships-z.ships, want, len(out.Sunk))
			}
			if out.Lost {
				lostNext = ze.Boat
				break
			}
			if ze.Damage != ZoomMarkers(out.Hull, out.Inoperative) || ze.Torpedoes != out.Torpedoes ||
				(out.Detected && !ze.Spotted) || (out.Abort && !ze.RTB) {
				t.Fatalf("zoom_end %+v for outcome %+v", ze, out)
			}
		}
	})
	// 60 weeks, and on until a zoom has met an aircraft (rare in WP1–3), at most to
	// the end of 1941 (WP3 ends 1942-03)
	for w := 0; w < 60 || (eraA1 == 0 && w < 120); w++ {
		if err := c.PlayWeek(zoomEveryWeek); err != nil {
			t.Fatal(err)
		}
		mustInv(t, c)
		if f.failed {
			t.FailNow()
		}
	}
	early := 0
	for _, m := range z.months {
		if m < "1943-07" {
			early++
		}
	}
	t.Logf("%d zooms, %d nested events, era [E2] %d, [A1] %d", zooms, nested, eraE2, eraA1)
	if zooms < 30 || early != zooms || nested == 0 || eraE2 == 0 || eraA1 == 0 {
		t.Errorf("%d zooms (%d before 1943-07), %d nested events, era [E2] −2 %d, [A1] +1 %d times", zooms, early, nested, eraE2, eraA1)
	}
}

// design 5 "Determinism": the same seed and orders give the same log, zooms included
// (the Hunted engine's dice come from the zoom's own seed).
func TestHuntedZoomSameSeedSameLog(t *testing.T) {
	run := func() []byte {
		c := newTestCampaign(t, MonthOf(1942, 1), 21)
		c.Zoomer = &HuntedZoomer{}
		return jsonlWeeks(t, c, 25, zoomEveryWeek)
	}
	a, b := run(), run()
	if !bytes.Equal(a, b) {
		t.Fatal("the same seed gave two logs")
	}
	if !bytes.Contains(a, []byte(`"t":"hunted"`)) || !bytes.Contains(a, []byte(`"t":"zoom_end"`)) {
		t.Fatal("no zoom in 25 weeks of 1942")
	}
}

// design 4.2: every type's board (proxies included) takes the type's full load and any
// damage; bad contexts are refused.
func TestHuntedZoomEveryType(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1943, 6), 1)
	for key, typ := range c.Data.Types {
		x := &OperationalContext{Boat: "U-1", Date: "1943-06", Column: "atlantic", Encounters: []string{"ship"},
			Board: typ.Board, Torpedoes: typ.Torpedoes, Guided: []string{"falke"}, HullBoxes: 4, InoperativeRolls: 2,
			Crew: "trained", Rank: "KptLt", Seed: 5}
		if _, err := (&HuntedZoomer{}).PlayZoom(x, func(any) {}); err != nil {
			t.Errorf("%s (board %s, %d torpedoes): %v", key, typ.Board, typ.Torpedoes, err)
		}
	}
	for _, bad := range []OperationalContext{
		{Date: "1943-06", Column: "atlantic", Board: "VIIC", Crew: "trained", Rank: "KptLt", PackBusy: 6},
		{Date: "1943-06", Column: "atlantic", Board: "VIIC", Crew: "salty", Rank: "KptLt"},
		{Date: "June", Column: "atlantic", Board: "VIIC", Crew: "trained", Rank: "KptLt"},
		{Date: "1943-06", Column: "atlantic", Board: "II", Crew: "trained", Rank: "KptLt"},
	} {
		if _, err := (&HuntedZoomer{}).PlayZoom(&bad, func(any) {}); err == nil || !strings.Contains(err.Error(), "zoom") {
			t.Errorf("%+v: %v", bad, err)
		}
	}
}
