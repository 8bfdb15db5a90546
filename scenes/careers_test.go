package scenes

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"uboat/draw"
	"uboat/engine"
	"uboat/engine/enginetest"
	"uboat/game"
	"uboat/watch"
)

// settle runs frames until the scene stack has finished its transition.
func settle(g *game.Game) {
	g.Update()
	for i := 0; i < 200 && g.Stack.Fading(); i++ {
		g.Stack.Step()
	}
}

// playDecisions starts a career in a fake game over dir and lets the Commander answer
// until n autosaves were made.
func playDecisions(t *testing.T, dir string, seed uint64, n int) (*game.Game, *Campaign, *watch.Saves) {
	t.Helper()
	g := game.New(game.Options{Fake: true, Mute: true, Autoplay: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewTitle(g) })
	saves := &watch.Saves{}
	g.Watch(saves)
	g.Settings.Pace = "instant"
	cfg := engine.Config{Seed: seed, Type: "VIIC", Start: engine.MonthOf(1943, 7), Kommandant: "Test", UNumber: "U-77", Odds: true}
	c, err := NewCampaign(g, cfg)
	if err != nil {
		t.Fatal(err)
	}
	g.Stack.Reset(c.FirstScene(), false)
	for i := 0; i < 200000 && saves.N < n && !c.finished; i++ {
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if saves.N < n {
		t.Fatalf("only %d autosaves", saves.N)
	}
	return g, c, saves
}

func TestAutosaveContinueSameMoment(t *testing.T) {
	dir := t.TempDir()
	_, c, saves := playDecisions(t, dir, 11, 15)
	orig := c.drv.(*game.EngineDriver)
	want, err := orig.Save()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "careers", c.slot+".json")); err != nil {
		t.Fatalf("no slot file: %v", err)
	}
	// a new game over the same directory: Continue from the title
	g2 := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewTitle(g) })
	title := g2.Stack.Top().(*Title)
	if title.latest != c.slot || title.list.Buttons[1].Disabled {
		t.Fatalf("title offers %q, want %q", title.latest, c.slot)
	}
	continueCareer(g2, title.latest)
	settle(g2)
	ps, ok := g2.Stack.Top().(*PlayScene)
	if !ok {
		t.Fatalf("continue shows %s", g2.Stack.Top().Name())
	}
	c2 := ps.c
	res := c2.drv.(*game.EngineDriver)
	got, err := res.Save()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.Answers, want.Answers) || got.Summary != want.Summary || got.Summary.Pending == "" {
		t.Fatalf("resumed save differs:\n%+v\n%+v", got.Summary, want.Summary)
	}
	a, b := res.Career().Snapshot(), orig.Career().Snapshot()
	if len(a.Options) != len(b.Options) {
		t.Fatalf("options %v / %v", a.Options, b.Options)
	}
	a.Options, b.Options = nil, nil // nil and empty maps alike
	if !reflect.DeepEqual(a, b) {
		va, vb := reflect.ValueOf(a).Elem(), reflect.ValueOf(b).Elem()
		for i := 0; i < va.NumField(); i++ {
			if !reflect.DeepEqual(va.Field(i).Interface(), vb.Field(i).Interface()) {
				t.Errorf("state field %s differs: %+v / %+v", va.Type().Field(i).Name, va.Field(i).Interface(), vb.Field(i).Interface())
			}
		}
		t.FailNow()
	}
	// the pending decision is the same, and the event logs hash alike from here on
	ev1, d1 := orig.Next()
	ev2, d2 := res.Next()
	if len(ev2) != 0 || d1 == nil || d2 == nil || d1.ID != d2.ID || d1.Seq != d2.Seq || d1.Context != d2.Context {
		t.Fatalf("pending decision: %+v / %+v (%d new events)", d1, d2, len(ev2))
	}
	_ = ev1
	if orig.LogHash() != res.LogHash() {
		t.Fatal("event log hashes differ")
	}
	// the resumed campaign shows that decision
	for i := 0; i < 2000 && c2.pending == nil; i++ {
		g2.Update()
	}
	if c2.pending == nil || c2.pending.ID != want.Summary.Pending {
		t.Fatalf("resumed campaign shows %+v, want %s", c2.pending, want.Summary.Pending)
	}
	if h, err := game.LogHash(want); err != nil || h != saves.Last.LogHash {
		t.Fatalf("LogHash(save) %s %v, published %s", h, err, saves.Last.LogHash)
	}
	orig.Close()
	res.Close()
}

func TestDamagedSaveOffersBackupAndKeepsFile(t *testing.T) {
	dir := t.TempDir()
	_, c, _ := playDecisions(t, dir, 12, 6)
	c.drv.Close()
	main := filepath.Join(dir, "careers", c.slot+".json")
	good, err := os.ReadFile(main)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, want string
		data       []byte
	}{
		{"truncated", "truncated", good[:len(good)/2]},
		{"corrupt", "damaged", []byte("this is no save at all")},
		{"newer", "newer version", []byte(`{"format":99,"data":"x"}`)},
		{"data", "different game data", bytes.Replace(good, []byte(`"data":"`), []byte(`"data":"other-`), 1)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if err := os.WriteFile(main, tc.data, 0o600); err != nil {
				t.Fatal(err)
			}
			g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewTitle(g) })
			saves := &watch.Saves{}
			g.Watch(saves)
			title := g.Stack.Top().(*Title)
			if title.latest != c.slot {
				t.Fatalf("title offers %q", title.latest)
			}
			continueCareer(g, title.latest)
			settle(g)
			d, ok := g.Stack.Top().(*Damaged)
			if !ok {
				t.Fatalf("shows %s", g.Stack.Top().Name())
			}
			if !strings.Contains(d.Message(), tc.want) || !d.OffersBackup() {
				t.Fatalf("message %q, backup %v", d.Message(), d.OffersBackup())
			}
			// continue from the backup: a new slot; the damaged file stays as it was
			r, err := g.Careers.OpenBackup(c.slot)
			if err != nil || r.ID == c.slot {
				t.Fatalf("backup: %v (slot %v)", err, r)
			}
			g.Opt.Autoplay = true // the Commander answers the resumed career
			rc := ResumeCampaign(g, r)
			g.Stack.Reset(rc.FirstScene(), false)
			g.Settings.Pace = "instant"
			for i := 0; i < 20000 && saves.N < 3; i++ {
				g.Update()
			}
			rc.drv.Close()
			if saves.N < 3 || saves.Last.Slot == c.slot {
				t.Fatalf("autosaves %d into %q", saves.N, saves.Last.Slot)
			}
			now, err := os.ReadFile(main)
			if err != nil || !bytes.Equal(now, tc.data) {
				t.Fatalf("the damaged file changed (%v)", err)
			}
			// the Careers screen lists the damaged slot and the new one
			cs := NewCareers(g)
			var sawDamaged bool
			for _, si := range cs.Slots() {
				if si.ID == c.slot && (si.Err != nil || si.FromBackup) {
					sawDamaged = true
				}
			}
			if !sawDamaged || len(cs.Slots()) < 2 {
				t.Fatalf("careers list: %+v", cs.Slots())
			}
			if err := g.Careers.Store.Remove(r.ID); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestCareersListWithCorruptEntry(t *testing.T) {
	dir := t.TempDir()
	_, c, _ := playDecisions(t, dir, 13, 3)
	c.drv.Close()
	if err := os.WriteFile(filepath.Join(dir, "careers", "broken.json"), []byte(`{"format":1,"da`), 0o600); err != nil {
		t.Fatal(err)
	}
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewTitle(g) })
	cs := NewCareers(g)
	if len(cs.Slots()) != 2 || len(cs.list.Buttons) != 2 {
		t.Fatalf("listed %+v", cs.Slots())
	}
	var broken, good bool
	for i, si := range cs.Slots() {
		b := cs.list.Buttons[i]
		switch si.ID {
		case "broken":
			broken = si.Err != nil && strings.HasPrefix(b.Label, "Damaged") && strings.Contains(b.Sub, "truncated")
		case c.slot:
			good = si.Err == nil && strings.Contains(b.Sub, "U-77") && strings.Contains(b.Sub, "Type VIIC")
		}
	}
	if !broken || !good {
		t.Fatalf("buttons %+v", cs.list.Buttons)
	}
}

func TestHallOfFameFromFinishedCareers(t *testing.T) {
	dir := t.TempDir()
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewTitle(g) })
	saves := &watch.Saves{}
	g.Watch(saves)
	var ended int
	for seed := uint64(1); seed <= 3; seed++ {
		cfg := engine.Config{Seed: seed, Type: "VIIC", Start: engine.MonthOf(1943, 7), Kommandant: "K" + string(rune('0'+seed)), UNumber: "U-10" + string(rune('0'+seed)), Odds: true}
		_, sv := enginetest.Play(t, cfg, nil)
		if err := g.Careers.Put(g.Careers.Store.NewID()+string(rune('a'+seed)), sv); err != nil {
			t.Fatal(err)
		}
		ended++
	}
	// an unfinished one stays out of the hall
	_, c, _ := playDecisions(t, dir, 14, 2)
	c.drv.Close()
	h := NewHall(g)
	if len(h.Entries()) != ended {
		t.Fatalf("hall has %d careers, want %d", len(h.Entries()), ended)
	}
	for _, e := range h.Entries() {
		if !e.State.Ended || e.State.Victory == "" || len(e.State.Log) == 0 || e.Fate() == "" || !strings.Contains(e.Dates(), "1943") {
			t.Fatalf("entry %+v", e.Save.Summary)
		}
	}
	if _, ok := g.Careers.Latest(); !ok {
		t.Fatal("the unfinished career is not offered to continue")
	}
	// the replay viewer plays the recorded answers back to the same end
	e := h.Entries()[0]
	rv, err := NewReplayViewer(g, e.Save)
	if err != nil {
		t.Fatal(err)
	}
	g.Opt.Autoplay = false
	g.Settings.Pace = "instant"
	g.Stack.Reset(rv.FirstScene(), false)
	n := saves.N
	ra := rv.answerer.(*replayAnswerer)
	for i := 0; i < 400000 && !rv.finished; i++ {
		g.Update()
	}
	if !rv.finished || rv.state().CareerTons != e.State.CareerTons || rv.state().Date != e.State.Date || ra.at != len(e.Save.Answers) {
		t.Logf("replayAt %d of %d, pending %+v, drained %v, err %v, top %s", ra.at, len(e.Save.Answers), rv.pending, rv.drained, rv.drv.Err(), g.Stack.Top().Name())
		if rv.pending != nil && ra.at < len(e.Save.Answers) {
			t.Logf("next answer %+v", e.Save.Answers[ra.at])
		}
		t.Fatalf("replay ended %v at %s with %d t (want %s, %d t)", rv.finished, rv.state().Date, rv.state().CareerTons, e.State.Date, e.State.CareerTons)
	}
	if saves.N != n {
		t.Fatal("the replay viewer saved")
	}
}

func TestCareersDeleteAsksFirst(t *testing.T) {
	dir := t.TempDir()
	_, c, _ := playDecisions(t, dir, 15, 2)
	c.drv.Close()
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewCareers(g) })
	cs := g.Stack.Top().(*Careers)
	if len(cs.Slots()) != 1 {
		t.Fatalf("slots %+v", cs.Slots())
	}
	press := func(r draw.Rect) {
		g.In.X, g.In.Y, g.In.Clicked = r.X+5, r.Y+5, true
		g.Update()
		g.In.Clicked = false
		for i := 0; i < 100 && g.Stack.Fading(); i++ {
			g.Update()
		}
	}
	press(cs.actions.Buttons[1].R) // Delete…
	cf, ok := g.Stack.Top().(*confirm)
	if !ok {
		t.Fatalf("no confirmation: %s", g.Stack.Top().Name())
	}
	press(cf.list.Buttons[1].R) // Keep it
	if l, _ := g.Careers.List(); len(l) != 1 || g.Stack.Top() != cs {
		t.Fatal("kept career deleted")
	}
	press(cs.actions.Buttons[1].R)
	cf = g.Stack.Top().(*confirm)
	press(cf.list.Buttons[0].R) // Delete
	if l, _ := g.Careers.List(); len(l) != 0 || len(cs.Slots()) != 0 {
		t.Fatalf("not deleted: %+v", l)
	}
}

// The careers screen has one focus in one of its two columns: ↑/↓ choose a career and
// Enter continues it (↓ no longer walks the actions too, where Enter deleted); → takes
// the focus to the actions, where ↑/↓ move and Enter presses, ← back to the careers.
func TestCareersKeysOneFocus(t *testing.T) {
	dir := t.TempDir()
	for _, seed := range []uint64{15, 16} {
		_, c, _ := playDecisions(t, dir, seed, 2)
		c.drv.Close()
	}
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: dir}, func(g *game.Game) game.Scene { return NewCareers(g) })
	cs := g.Stack.Top().(*Careers)
	if len(cs.Slots()) != 2 {
		t.Fatalf("slots %+v", cs.Slots())
	}
	press := func(a game.Action) {
		g.In.Reset()
		g.In.Trigger(a)
		g.Update()
		g.In.Reset()
		for i := 0; i < 100 && g.Stack.Fading(); i++ {
			g.Update()
		}
	}
	if f, ok := cs.Focus(); !ok || cs.inActions || f != cs.list.Buttons[0].R {
		t.Fatalf("focus at first %v %v (in the actions %v), want the first career", f, ok, cs.inActions)
	}
	press(game.ActDown)
	if cs.sel != 1 || cs.inActions || cs.actions.Focus >= 0 {
		t.Fatalf("↓: career %d, actions' focus %d (in the actions %v)", cs.sel, cs.actions.Focus, cs.inActions)
	}
	press(game.ActRight)
	press(game.ActDown)
	if f, _ := cs.Focus(); !cs.inActions || cs.actions.Buttons[cs.actions.Focus].Key != "delete" || f != cs.actions.Buttons[cs.actions.Focus].R || cs.sel != 1 {
		t.Fatalf("→ ↓: in the actions %v, focus %d, career %d", cs.inActions, cs.actions.Focus, cs.sel)
	}
	press(game.ActConfirm)
	if _, ok := g.Stack.Top().(*confirm); !ok {
		t.Fatalf("Enter on Delete: top %s, want its confirmation", g.Stack.Top().Name())
	}
	press(game.ActConfirm) // the confirmation's safe answer: keep it
	press(game.ActLeft)
	want := cs.Slots()[cs.sel].ID
	press(game.ActConfirm)
	if l, _ := g.Careers.List(); len(l) != 2 {
		t.Fatalf("a career deleted: %d left", len(l))
	}
	if ps, ok := g.Stack.Top().(*PlayScene); !ok || ps.c.slot != want {
		t.Fatalf("← Enter: top %s, want career %s continued", g.Stack.Top().Name(), want)
	}
}
