package bdu

import (
	"bytes"
	"encoding/json"
	"os"
	"slices"
	"testing"
)

// follower applies every event to a View and compares it with the engine's own state
// (design 9.3: events apply themselves; the View is rebuilt from the stream alone).
type follower struct {
	t      *testing.T
	c      *Campaign
	v      *View
	n      int
	failed bool
	types  map[EventType]int
	seq    int
}

// newFollower follows c's events with a new View (setting c.Log is the caller's part).
func newFollower(t *testing.T, c *Campaign) *follower {
	return &follower{t: t, c: c, v: NewView(), types: map[EventType]int{}}
}

// play plays a week of f's campaign with d (nil: the BdU AI); the books must balance
// after it (CheckInvariants) and the View must have followed every event, or the test
// stops.
func (f *follower) play(d Decider) {
	f.t.Helper()
	if err := f.c.PlayWeek(d); err != nil {
		f.t.Fatalf("%v: %v", f.c.Now, err)
	}
	if err := f.c.CheckInvariants(); err != nil {
		f.t.Fatalf("%v: %v", f.c.Now, err)
	}
	if f.failed {
		f.t.FailNow()
	}
}

func (f *follower) Emit(e Event) {
	f.n++
	h := e.Head()
	f.types[h.T]++
	if h.Seq != f.seq+1 {
		f.t.Fatalf("event %d after %d: seq must count 1, 2, 3 …", h.Seq, f.seq)
	}
	f.seq = h.Seq
	if f.failed {
		return
	}
	if err := f.v.Apply(e); err != nil {
		f.failed = true
		f.t.Errorf("apply: %v", err)
		return
	}
	if diff := f.v.Diff(f.c); diff != "" {
		f.failed = true
		js, _ := json.Marshal(e)
		f.t.Errorf("after event %s: the View differs from the engine: %s", js, diff)
	}
}

// Whole campaigns, played by the BdU AI from every start, with a View following the
// stream: after every event the View equals the engine's state; the books balance every
// week; the campaign ends in 1945-05 week 1 (or earlier by capitulation or collapse).
func TestViewFollowsWholeCampaigns(t *testing.T) {
	t.Parallel() // (whole campaigns on the shared, read-only Data)
	// by default the 1943-06 campaign whole and the first 80 weeks of the full war (WP1–2:
	// charts, B-Dienst, the first packs); BDU_LONG=1: every start, whole
	starts, weeks := []Month{MonthOf(1943, 6), FirstMonth}, []int{Turns, 80}
	if os.Getenv("BDU_LONG") != "" { // every start, and the full war past a capitulation
		starts, weeks = append(slices.Clone(StartMonths), FirstMonth), []int{Turns, Turns, Turns, Turns, Turns}
	}
	for i, start := range starts {
		c := newTestCampaign(t, start, uint64(7+i))
		c.War.noCapitulation = i == 4
		f := newFollower(t, c)
		c.Log = f
		for n := 0; !c.War.Ended && n < weeks[i]; n++ {
			if err := c.PlayWeek(nil); err != nil {
				t.Fatalf("%s %v: %v", start, c.Now, err)
			}
			if err := c.CheckInvariants(); err != nil {
				t.Fatalf("%s %v: %v", start, c.Now, err)
			}
			if f.failed {
				t.FailNow()
			}
		}
		if c.War.EndReason == "war_over" && c.Now != LastWeek {
			t.Errorf("%s: war over in %v", start, c.Now)
		}
		want := []EventType{TCampaignStart, TTurnStart, TRoll, TDecision, TMove, TTransitCheck, TSearch, TContact,
			TEngagement, TShipSunk, TCounterattack, TEndurance, TRTB, TArriveBase, TMonthEnd, TReadiness,
			TWolfpackForm, TWolfpackJoin, TConvoyBattle, TIntel}
		if c.War.Ended {
			want = append(want, TCampaignEnd)
		}
		for _, k := range want {
			if f.types[k] == 0 {
				t.Errorf("%s: no %s event in %d weeks", start, k, weeks[i])
			}
		}
		t.Logf("%s: %d events, %s, VP %d, %d ships %d t, %d lost", start, f.n, c.War.Victory, c.War.VP, c.War.Total.Ships, c.War.Total.Tons, c.ULost)
	}
}

// jsonlWeeks plays weeks of c with d (nil: the BdU AI) and returns its log as the JSON
// Lines writer wrote it (log-schema.md).
func jsonlWeeks(t *testing.T, c *Campaign, weeks int, d Decider) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := NewJSONLWriter(&buf)
	c.Log = w
	for range weeks {
		if err := c.PlayWeek(d); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// The JSON Lines writer writes one object per event with the common fields, and a
// campaign's log is the same for the same seed (design 5 "Determinism").
func TestJSONLDeterministic(t *testing.T) {
	run := func() []byte { return jsonlWeeks(t, newTestCampaign(t, MonthOf(1943, 6), 3), 12, nil) }
	a, b := run(), run()
	if !bytes.Equal(a, b) {
		t.Fatal("two runs of one seed wrote different logs")
	}
	lines := bytes.Split(bytes.TrimSpace(a), []byte("\n"))
	rolls := 0
	for i, l := range lines {
		var m map[string]any
		if err := json.Unmarshal(l, &m); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		for _, k := range []string{"seq", "t", "date", "week"} {
			if _, ok := m[k]; !ok {
				t.Fatalf("line %d has no %q: %s", i+1, k, l)
			}
		}
		if m["t"] == "roll" {
			rolls++
			for _, k := range []string{"table", "column", "dice", "faces", "mods", "total", "result"} {
				if _, ok := m[k]; !ok {
					t.Fatalf("roll line %d has no %q: %s", i+1, k, l)
				}
			}
		}
	}
	if rolls == 0 {
		t.Error("no roll events")
	}
	if os.Getenv("BDU_LOG") != "" {
		os.WriteFile(os.Getenv("BDU_LOG"), a, 0o644)
	}
}

// BenchmarkCampaign plays a whole war (1939-09 → 1945-05) with the BdU AI and no log.
func BenchmarkCampaign(b *testing.B) {
	b.ReportAllocs()
	for i := range b.N {
		c, err := NewCampaign(FirstMonth, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		c.War.noCapitulation = true // always the whole war
		if err := c.Run(nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWeek plays single weeks of the war's busiest years with the BdU AI and no
// log (issue 16: "one week resolves in well under one frame's time in the browser
// build"): a campaign from the 1942-01 start runs on week by week, and a new one (seed
// + 1) begins, outside the timer, when it ends. ns/op is one week. In the browser build:
//
//	GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" \
//	    ./engine/bdu -run '^$' -bench 'BenchmarkWeek$' -benchtime 2000x
func BenchmarkWeek(b *testing.B) {
	b.ReportAllocs()
	var c *Campaign
	seed := uint64(0)
	for range b.N {
		if c == nil || c.War.Ended {
			b.StopTimer()
			var err error
			if c, err = NewCampaign(MonthOf(1942, 1), seed); err != nil {
				b.Fatal(err)
			}
			c.War.noCapitulation = true
			seed++
			b.StartTimer()
		}
		if err := c.PlayWeek(nil); err != nil {
			b.Fatal(err)
		}
	}
}

// The View test can fail: a change the engine makes without an event shows as a
// difference.
func TestViewDiffSeesSilentChanges(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1943, 6), 5)
	v := NewView()
	c.Log = sinkFunc(func(e Event) {
		if err := v.Apply(e); err != nil {
			t.Fatal(err)
		}
	})
	if err := c.PlayWeek(nil); err != nil {
		t.Fatal(err)
	}
	if d := v.Diff(c); d != "" {
		t.Fatalf("after a week: %s", d)
	}
	c.Boats[3].Markers.Spotted = !c.Boats[3].Markers.Spotted
	if v.Diff(c) == "" {
		t.Error("a silent marker change went unseen")
	}
	c.Boats[3].Markers.Spotted = !c.Boats[3].Markers.Spotted
	c.War.VP++
	if v.Diff(c) == "" {
		t.Error("a silent VP change went unseen")
	}
}

// A player's decisions, recorded, replay the same campaign (design 9.1: a player, the
// AI, a replay and the tests drive the same code): every event but the decisions' "by"
// is the same.
func TestReplayDecisions(t *testing.T) {
	player := DeciderFunc(func(c *Campaign, d *Decision) string {
		switch d.Kind {
		case DecideSail: // the second-best OA by expected tons, not the AI's choice
			return secondBest(d)
		case DecideStation:
			if d.Boat.Markers.Spotted {
				return KeyLieLow
			}
		case DecideWolfpack:
			return KeyAlone
		}
		return ""
	})
	record := func(p Decider) ([]string, []*DecisionEvent, error) {
		c := newTestCampaign(t, MonthOf(1942, 1), 21)
		var lines []string
		var decisions []*DecisionEvent
		c.Log = sinkFunc(func(e Event) {
			if d, ok := e.(*DecisionEvent); ok {
				decisions = append(decisions, d)
				return
			}
			if r, ok := e.(*RollEvent); ok && r.Table == TabP1 {
				return // the AI's own deliberation: a replay answers instead
			}
			e.Head().Seq = 0 // numbered with the AI's P1 rolls
			js, _ := json.Marshal(e)
			lines = append(lines, string(js))
		})
		for range 30 {
			if err := c.PlayWeek(p); err != nil {
				return lines, decisions, err
			}
		}
		return lines, decisions, nil
	}
	a, decs, err := record(player)
	if err != nil {
		t.Fatal(err)
	}
	byPlayer := 0
	for _, d := range decs {
		if d.By == "player" {
			byPlayer++
		}
	}
	if byPlayer == 0 {
		t.Fatal("the player answered nothing")
	}
	r := &Replay{Decisions: decs}
	b, _, err := record(r)
	if err != nil || r.Err != nil {
		t.Fatalf("replay: %v / %v", err, r.Err)
	}
	if len(a) != len(b) {
		t.Fatalf("replay: %d events, recorded %d", len(b), len(a))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("replay differs at event %d:\n%s\n%s", i, a[i], b[i])
		}
	}
	// a replay that does not match stops the engine with an error
	r = &Replay{Decisions: decs[1:]}
	if _, _, err := record(r); err == nil || r.Err == nil {
		t.Error("a mismatched replay ran on")
	}
}

// Standing orders answer for their boat (design 9.1), before the BdU AI.
func TestStandingOrders(t *testing.T) {
	c, b := seaBoat(t, "VIIC", "greenland_gap", MonthOf(1942, 9))
	b.Markers.Spotted = true
	ask := func(kind DecisionKind, keys ...string) string {
		d := c.decision(kind, b)
		d.Contact = Contact{Category: CatEscorted, Ships: 1, Zone: "greenland_gap"}
		for _, k := range keys {
			d.add(k, nil)
		}
		key, err := c.ask(nil, d)
		if err != nil {
			t.Fatal(err)
		}
		return key
	}
	if got := ask(DecideStation, KeyStay, KeyLieLow, KeyRTB); got != KeyStay {
		t.Errorf("no orders: the AI says %s, want stay", got)
	}
	b.Orders = &StandingOrders{Preset: LieLowWhenSpotted}
	if got := ask(DecideStation, KeyStay, KeyLieLow, KeyRTB); got != KeyLieLow {
		t.Errorf("lie_low_when_spotted: %s", got)
	}
	b.Orders = &StandingOrders{Preset: ReturnBelow, N: b.Torpedoes + 1}
	if got := ask(DecideStation, KeyStay, KeyLieLow, KeyRTB); got != KeyRTB {
		t.Errorf("return_when_torpedoes_below: %s", got)
	}
	b.Markers.Damage = 1
	b.Orders = &StandingOrders{Preset: Cautious}
	if got := ask(DecideAttack, KeyAttack, KeyDecline); got != KeyDecline {
		t.Errorf("cautious, damaged, escorted group: %s", got)
	}
	b.Orders = &StandingOrders{Preset: Aggressive}
	if got := ask(DecideAttack, KeyAttack, KeyDecline); got != KeyAttack {
		t.Errorf("aggressive: %s", got)
	}
	if got := ask(DecideReattack, KeyReattack, KeyBreakOff); got != KeyBreakOff {
		t.Errorf("aggressive but damaged: %s", got)
	}
}

// Many campaigns from every start with the BdU AI: no engine error, the books balance
// every week (BDU_LONG=1).
func TestManyCampaigns(t *testing.T) {
	if os.Getenv("BDU_LONG") == "" {
		t.Skip("BDU_LONG=1 plays 40 campaigns")
	}
	for _, start := range StartMonths {
		for seed := range uint64(10) {
			c := newTestCampaign(t, start, 1000+seed)
			for !c.War.Ended {
				if err := c.PlayWeek(nil); err != nil {
					t.Fatalf("%s seed %d %v: %v", start, seed, c.Now, err)
				}
				if err := c.CheckInvariants(); err != nil {
					t.Fatalf("%s seed %d %v: %v", start, seed, c.Now, err)
				}
			}
		}
	}
}

// The data flow for the speed target (design 11.2 "F1 must stay allocation-free"): once
// warm, a week allocates a handful of times for the whole fleet, never per boat-week
// (arrivals, monthly books and new war periods allocate for what they create).
func TestWeekAllocations(t *testing.T) {
	// the caches of routes (the sail path's ways, sailpath.go, by base, destination and
	// war period) are warmed by a first run of the same weeks
	warm := newTestCampaign(t, MonthOf(1942, 1), 5)
	for range 38 {
		if err := warm.PlayWeek(nil); err != nil {
			t.Fatal(err)
		}
	}
	c := newTestCampaign(t, MonthOf(1942, 1), 5)
	for range 30 {
		if err := c.PlayWeek(nil); err != nil {
			t.Fatal(err)
		}
	}
	boats := len(c.InService())
	perWeek := testing.AllocsPerRun(8, func() {
		if err := c.PlayWeek(nil); err != nil {
			t.Fatal(err)
		}
	})
	t.Logf("%.1f allocations a week for %d boats in service", perWeek, boats)
	// (8 weeks: two month starts with their arrivals, two month ends)
	if perWeek > 40 {
		t.Errorf("%.1f allocations a week for %d boats: the weekly steps allocate per boat", perWeek, boats)
	}
}
