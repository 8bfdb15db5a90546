package bdu

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"uboat/engine"
)

// savePlayer is a player who gives orders of their own (not the AI's): the second-best
// OA by expected tons, lying low when Spotted, attacking alone. It reads only the
// campaign, so the same player continues a loaded campaign as it played the original.
var savePlayer = DeciderFunc(func(c *Campaign, d *Decision) string {
	switch d.Kind {
	case DecideSail:
		if c.Now.N%2 == 0 { // every other week: the rest to the AI
			return secondBest(d)
		}
	case DecideStation:
		if d.Boat.Markers.Spotted {
			return KeyLieLow
		}
	case DecideWolfpack:
		if c.Now.N%2 == 0 { // odd weeks: the AI's pack, whose join order is below
			return KeyAlone
		}
	// the decisions of design 9.1 in decide9_test.go: no shadower in week 3, a pack's
	// candidates in reverse order in odd weeks, cautious transit in week 3, no Hold
	// boat repaired in week 2, boats bound for Hold decommissioned
	case DecideShadow:
		if c.Now.N == 3 {
			return KeyNoShadow
		}
	case DecideJoin:
		if c.Now.N%2 == 1 && len(d.Options) > 2 {
			return d.Options[len(d.Options)-2].Key
		}
	case DecideTransit:
		if c.Now.N == 3 {
			return KeyCautious
		}
	case DecideHold:
		if c.Now.N == 2 {
			return KeyNone
		}
	case DecideDecommission:
		if d.Subject == string(Hold) {
			return KeyDecommission
		}
	case DecidePath: // sailpath.go: the last way offered in week 4
		if c.Now.N == 4 {
			return d.Options[len(d.Options)-1].Key
		}
	}
	return ""
})

// secondBest is the key of the sail decision's option with the second-most expected
// tons (the wait aside), "" (the AI's choice) with fewer than two OAs: a player's own
// order, not the AI's.
func secondBest(d *Decision) string {
	best, second := -1, -1
	for i, o := range d.Options {
		if o.Key == KeyWait {
			continue
		}
		switch {
		case best < 0 || o.Tons > d.Options[best].Tons:
			best, second = i, best
		case second < 0 || o.Tons > d.Options[second].Tons:
			second = i
		}
	}
	if second < 0 {
		return ""
	}
	return d.Options[second].Key
}

func isSaveErr(err error) bool {
	for _, s := range []error{ErrCorrupt, ErrNewerVersion, ErrDataMismatch, ErrBadConfig, ErrDiverged} {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}

// Issue 16: "a save at every week of a campaign loads to the same state", with orders
// given by the player and standing orders (reduced:
// three campaigns at fixed seeds, every week of the 1943-06 campaign and the first
// year of the others). Each save is written, read back and replayed; the replayed
// campaign must have the saved state digest; every eighth one must also show the same
// View from its replayed log as the engine, and play on with the same player to the
// original's state week by week.
func TestSaveEveryWeekLoads(t *testing.T) {
	t.Parallel() // (whole campaigns on the shared, read-only Data)
	for _, tc := range []struct {
		start Month
		seed  uint64
		weeks int
	}{
		{MonthOf(1943, 6), 3, Turns},
		{FirstMonth, 4, 52},
		{MonthOf(1942, 1), 5, 40},
	} {
		c := newTestCampaign(t, tc.start, tc.seed)
		rec := NewOrderRecorder(savePlayer)
		var saves [][]byte
		var digests []string
		for w := 0; w < tc.weeks && !c.War.Ended; w++ {
			giveOrders(t, c)
			if err := c.PlayWeek(rec); err != nil {
				t.Fatal(err)
			}
			_, b := saveBytes(t, c, rec)
			saves = append(saves, b)
			digests = append(digests, c.StateDigest())
		}
		if len(rec.Answers()) == 0 {
			t.Fatalf("%s: the player gave no orders", tc.start)
		}
		for w, b := range saves {
			sv, err := LoadSave(b)
			if err != nil {
				t.Fatalf("%s week %d: %v", tc.start, w+1, err)
			}
			deep := w%8 == 0 // every eighth: the log's View and playing on
			var events Recorder
			var sink Sink
			if deep {
				sink = &events
			}
			got, grec, err := ReplaySave(sv, sink)
			if err != nil {
				t.Fatalf("%s week %d: %v", tc.start, w+1, err)
			}
			if d := got.StateDigest(); d != digests[w] {
				t.Fatalf("%s week %d: digest %s, saved %s", tc.start, w+1, d, digests[w])
			}
			if !deep {
				continue
			}
			v := NewView()
			for _, e := range events.Events {
				if err := v.Apply(e); err != nil {
					t.Fatal(err)
				}
			}
			if diff := v.Diff(got); diff != "" {
				t.Fatalf("%s week %d: the replayed log's view differs from the engine: %s", tc.start, w+1, diff)
			}
			grec.D = savePlayer
			for k := w + 1; k < len(saves) && k < w+12; k++ {
				giveOrders(t, got)
				if err := got.PlayWeek(grec); err != nil {
					t.Fatal(err)
				}
				if d := got.StateDigest(); d != digests[k] {
					t.Fatalf("%s: loaded at week %d, played on to week %d: digest %s, original %s", tc.start, w+1, k+1, d, digests[k])
				}
			}
			// and its save is the original's save of that week, byte for byte
			if k := min(len(saves), w+12) - 1; k > w {
				if _, b2 := saveBytes(t, got, grec); !bytes.Equal(b2, saves[k]) {
					t.Fatalf("%s: the save of a loaded campaign played on to week %d differs from the original's", tc.start, k+1)
				}
			}
		}
	}
}

// A save replays to the same event log as the original run (same seed and orders,
// same log: design 5 "Determinism").
func TestSaveReplaysSameLog(t *testing.T) {
	var a, b Recorder
	c := newTestCampaign(t, MonthOf(1942, 1), 9)
	c.Log = &a
	rec := NewOrderRecorder(savePlayer)
	for range 30 {
		if err := c.PlayWeek(rec); err != nil {
			t.Fatal(err)
		}
	}
	replay(t, c, rec, &b)
	sameLog(t, &a, &b)
}

func jsonLine(e Event) (string, error) {
	var buf bytes.Buffer
	w := NewJSONLWriter(&buf)
	w.Emit(e)
	err := w.Flush()
	return buf.String(), err
}

// saveBytes is the save of c played with the orders rec recorded (design 9.1 Replay)
// and its file.
func saveBytes(t testing.TB, c *Campaign, rec *OrderRecorder) (*Save, []byte) {
	t.Helper()
	sv, err := rec.Save(c)
	if err != nil {
		t.Fatal(err)
	}
	b, err := sv.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return sv, b
}

// reload loads the save file b and replays it, its events to log (nil: none): the
// loaded campaign and the recorder that plays it on (design 9.1 Replay).
func reload(t testing.TB, b []byte, log Sink) (*Campaign, *OrderRecorder) {
	t.Helper()
	sv, err := LoadSave(b)
	if err != nil {
		t.Fatal(err)
	}
	c, rec, err := ReplaySave(sv, log)
	if err != nil {
		t.Fatal(err)
	}
	return c, rec
}

// replay saves c played with the orders rec recorded and replays the save as it is (not
// through a file), its events to log (nil: none): the replayed campaign.
func replay(t testing.TB, c *Campaign, rec *OrderRecorder, log Sink) *Campaign {
	t.Helper()
	sv, err := rec.Save(c)
	if err != nil {
		t.Fatal(err)
	}
	r, _, err := ReplaySave(sv, log)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// sameLog fails t unless the replay's log got is the original's want, event for event
// as JSON lines (design 5 "Determinism": same seed and orders, same log).
func sameLog(t testing.TB, want, got *Recorder) {
	t.Helper()
	if len(want.Events) != len(got.Events) {
		t.Fatalf("replay: %d events, original %d", len(got.Events), len(want.Events))
	}
	for i := range want.Events {
		x, _ := jsonLine(want.Events[i])
		y, _ := jsonLine(got.Events[i])
		if x != y {
			t.Fatalf("event %d differs:\n%s\n%s", i, x, y)
		}
	}
}

func goodSave(t testing.TB, weeks int) (*Save, []byte) {
	t.Helper()
	c, err := NewCampaign(MonthOf(1943, 6), 11)
	if err != nil {
		t.Fatal(err)
	}
	rec := NewOrderRecorder(savePlayer)
	for range weeks {
		if err := c.PlayWeek(rec); err != nil {
			t.Fatal(err)
		}
	}
	return saveBytes(t, c, rec)
}

// Damaged and foreign files are refused with a clear message wrapping the right error;
// a save whose orders or summary do not replay is ErrDiverged naming what differs.
func TestSaveRefusals(t *testing.T) {
	sv, b := goodSave(t, 12)
	if len(sv.Answers) < 2 {
		t.Fatalf("only %d orders", len(sv.Answers))
	}
	for _, tc := range []struct {
		name string
		data string
		want error
		says string
	}{
		{"empty", "", ErrCorrupt, "empty"},
		{"truncated", string(b[:len(b)/2]), ErrCorrupt, "truncated"},
		{"not json", "hello", ErrCorrupt, ""},
		{"hunted save", `{"format":1,"data":"hunted-data-2","config":{},"summary":{},"answers":[]}`, ErrCorrupt, "not a BdU campaign save"},
		{"newer", strings.Replace(string(b), `"format":1`, `"format":2`, 1), ErrNewerVersion, "format 2"},
		{"other data", strings.Replace(string(b), DataVersion(), "bdu-1-0000000000000000", 1), ErrDataMismatch, "bdu-1-0000000000000000"},
		{"bad start", strings.Replace(string(b), `"start":"1943-06"`, `"start":"1941-02"`, 1), ErrBadConfig, "no campaign starts in 1941-02"},
		{"bad seed", strings.Replace(string(b), `"seed":"11"`, `"seed":"-1"`, 1), ErrBadConfig, "seed"},
		{"unknown field", strings.Replace(string(b), `"weeks"`, `"wochen":1,"weeks"`, 1), ErrCorrupt, "wochen"},
		{"trailing", string(b) + "{}", ErrCorrupt, "after top-level value"},
	} {
		_, err := LoadSave([]byte(tc.data))
		if !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%s: %v, want %v saying %q", tc.name, err, tc.want, tc.says)
		}
	}
	diverge := func(name string, edit func(*Save), says string) {
		t.Helper()
		x, err := LoadSave(b)
		if err != nil {
			t.Fatal(err)
		}
		edit(x)
		_, _, err = ReplaySave(x, nil)
		if !errors.Is(err, ErrDiverged) || !strings.Contains(err.Error(), says) {
			t.Errorf("%s: %v, want ErrDiverged saying %q", name, err, says)
		}
	}
	diverge("vp", func(x *Save) { x.Summary.VP++ }, "summary field vp")
	diverge("state", func(x *Save) { x.Summary.State = "0000000000000000" }, "summary field state")
	diverge("illegal key", func(x *Save) { x.Answers[0].Key = "no_such_oa" }, "no_such_oa")
	diverge("other boat", func(x *Save) { x.Answers[0].Who = "U-99999" }, "U-99999")
	diverge("never asked", func(x *Save) {
		x.Answers = append(x.Answers, Answer{N: 1 << 30, Kind: DecideSail, Who: "U-1", Key: "x"})
	}, "never asked")
	diverge("fewer weeks", func(x *Save) { x.Weeks-- }, "never asked")
}

// Standing orders given through SetStandingOrders are saved and given again on replay;
// orders set on a boat directly cannot be saved (a replay would not know them), and a
// bad preset is refused.
func TestSaveStandingOrders(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1943, 6), 2)
	rec := NewOrderRecorder(nil)
	if err := c.PlayWeek(rec); err != nil {
		t.Fatal(err)
	}
	b := c.InService()[0]
	b.Orders = &StandingOrders{Preset: Aggressive}
	if _, err := rec.Save(c); !errors.Is(err, ErrCannotSave) {
		t.Fatalf("saved with standing orders set directly: %v", err)
	}
	if err := c.SetStandingOrders(b, &StandingOrders{Preset: "brave"}); err == nil {
		t.Error("an unknown preset accepted")
	}
	if err := c.SetStandingOrders(b, &StandingOrders{Preset: ReturnBelow, N: 6}); err != nil {
		t.Fatal(err)
	}
	for range 10 {
		if err := c.PlayWeek(rec); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.SetStandingOrders(b, nil); err != nil && !b.State.Terminal() {
		t.Fatal(err)
	}
	sv, err := rec.Save(c)
	if err != nil {
		t.Fatal(err)
	}
	if len(sv.Standing) == 0 || sv.Standing[0] != (StandingChange{Week: 1, Boat: b.ID, Preset: ReturnBelow, N: 6}) {
		t.Fatalf("standing %+v", sv.Standing)
	}
	got, _, err := ReplaySave(sv, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got.StateDigest() != c.StateDigest() {
		t.Error("replayed with standing orders: another state")
	}
	// a save without its standing orders does not replay to the same campaign
	sv.Standing = nil
	if _, _, err := ReplaySave(sv, nil); !errors.Is(err, ErrDiverged) {
		t.Errorf("without its standing orders: %v", err)
	}
}

// giveOrders gives standing orders at fixed weeks (the same in an original run and a
// loaded one played on).
func giveOrders(t *testing.T, c *Campaign) {
	t.Helper()
	boats := c.InService()
	switch c.weeksPlayed() {
	case 5:
		for _, b := range boats[:3] {
			if err := c.SetStandingOrders(b, &StandingOrders{Preset: Aggressive}); err != nil {
				t.Fatal(err)
			}
		}
	case 20:
		if err := c.SetStandingOrders(boats[0], &StandingOrders{Preset: ReturnBelow, N: 6}); err != nil {
			t.Fatal(err)
		}
		if err := c.SetStandingOrders(boats[1], nil); err != nil {
			t.Fatal(err)
		}
	}
}

// The loader never panics and every refusal wraps a save error; what loads re-encodes
// to a file that loads, and replays or is refused with a save error.
func FuzzLoadSave(f *testing.F) {
	_, mid := goodSave(f, 6)
	_, start := goodSave(f, 0)
	f.Add(mid)
	f.Add(start)
	f.Add(mid[:len(mid)/3])
	f.Add([]byte(strings.Replace(string(start), `"start":"1943-06"`, `"start":"1943-06","zoom":"contact"`, 1)))
	f.Add([]byte(strings.Replace(string(mid), `"answers"`, `"hunted":[{"n":1,"id":"attack","key":"x"}],"answers"`, 1)))
	f.Add([]byte(`{"format":1,"kind":"bdu_campaign"}`))
	f.Add([]byte(`{"format":2}`))
	f.Add([]byte("null"))
	f.Fuzz(func(t *testing.T, b []byte) {
		sv, err := LoadSave(b)
		if err != nil {
			if !isSaveErr(err) {
				t.Fatalf("LoadSave error wraps no save error: %v", err)
			}
			return
		}
		again, err := sv.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := LoadSave(again); err != nil {
			t.Fatalf("re-encoded save does not load: %v", err)
		}
		if _, _, err := ReplaySave(sv, nil); err != nil && !isSaveErr(err) {
			t.Fatalf("ReplaySave error wraps no save error: %v", err)
		}
	})
}

// huntedPlayer answers the Hunted decisions of a zoom as a player would (design 6.2):
// the last option of every odd-numbered decision, the rest left to the Commander policy.
type huntedPlayer struct{}

func (huntedPlayer) Decide(_ *engine.State, d *engine.Decision) (string, string) {
	if d.Seq%2 == 1 {
		return d.Options[len(d.Options)-1].Key, ""
	}
	return "", ""
}

// zoomPlayer zooms every contact the attack decision offers for (design 6.2.1) and
// gives savePlayer's orders otherwise.
var zoomPlayer = DeciderFunc(func(c *Campaign, d *Decision) string {
	if d.Kind == DecideAttack && d.Has(KeyZoom) {
		return KeyZoom
	}
	return savePlayer(c, d)
})

// Issue 16 "zooms in saves": a campaign that zooms contacts in the Hunted engine
// (design 6.2.1, HuntedZoomer) saves with config.zoom "contact" and the player's Hunted
// answers; it loads to the same state and the same log (the zooms' dice come from the
// seed, design 5 "Determinism"), plays on with the same players to the original's state,
// and a changed Hunted answer does not replay.
func TestSaveWithZooms(t *testing.T) {
	var a, b Recorder
	c := newTestCampaign(t, MonthOf(1942, 1), 13)
	c.Log = &a
	c.Zoomer = &HuntedZoomer{Decider: huntedPlayer{}}
	rec := NewOrderRecorder(zoomPlayer)
	for range 12 {
		if err := c.PlayWeek(rec); err != nil {
			t.Fatal(err)
		}
	}
	sv, raw := saveBytes(t, c, rec)
	zooms := 0
	for _, x := range sv.Answers {
		if x.Key == KeyZoom {
			zooms++
		}
	}
	if sv.Config.Zoom != ZoomContact || zooms < 3 || len(sv.Hunted) == 0 {
		t.Fatalf("save: zoom %q, %d zooms, %d Hunted answers", sv.Config.Zoom, zooms, len(sv.Hunted))
	}
	c2, rec2 := reload(t, raw, &b)
	if c2.StateDigest() != c.StateDigest() {
		t.Fatalf("replay: digest %s vs %s", c2.StateDigest(), c.StateDigest())
	}
	sameLog(t, &a, &b)
	hz, ok := c2.Zoomer.(*HuntedZoomer)
	if !ok {
		t.Fatalf("loaded campaign's zoomer is %T", c2.Zoomer)
	}
	hz.Decider = huntedPlayer{}
	rec2.D = zoomPlayer
	for w := range 4 {
		if err := c.PlayWeek(rec); err != nil {
			t.Fatal(err)
		}
		if err := c2.PlayWeek(rec2); err != nil {
			t.Fatal(err)
		}
		if c.StateDigest() != c2.StateDigest() {
			t.Fatalf("week %d after the load: the loaded campaign went another way", w+1)
		}
	}
	again, err := rec2.Save(c2)
	if err != nil || len(again.Hunted) < len(sv.Hunted) {
		t.Fatalf("saving the loaded campaign: %v (%d Hunted answers)", err, len(again.Hunted))
	}

	bad, _ := LoadSave(raw)
	bad.Hunted[0].Key = "no_such_option"
	if _, _, err := ReplaySave(bad, nil); !errors.Is(err, ErrDiverged) || !strings.Contains(err.Error(), "no_such_option") {
		t.Errorf("a changed Hunted answer: %v, want ErrDiverged naming it", err)
	}
	for _, tc := range []struct{ from, to, says string }{
		{`"zoom":"contact"`, `"zoom":"fleet"`, `zoom "fleet"`},
		{`"zoom":"contact"`, `"zoom":""`, "without zooms"},
	} {
		if _, err := LoadSave([]byte(strings.Replace(string(raw), tc.from, tc.to, 1))); !isSaveErr(err) || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%s: %v, want a save error saying %q", tc.to, err, tc.says)
		}
	}
}
