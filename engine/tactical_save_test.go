package engine_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
	"uboat/engine/tactical"
)

// playSavingTac is playSaving with the tactical provider p set on the career.
func playSavingTac(t *testing.T, cfg engine.Config, d engine.Decider, p engine.TacticalProvider, keep func(int) bool) ([]savePoint, []byte, []engine.Answer) {
	t.Helper()
	c, err := engine.NewCareer(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.SetTactical(p)
	var buf bytes.Buffer
	w := engine.NewJSONLWriter(&buf)
	c.SetSink(w.Write)
	sd := &savingDecider{t: t, c: c, rec: engine.NewRecorder(d), w: w, buf: &buf, keep: keep}
	if err := c.Run(sd); err != nil {
		t.Fatal(err)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	return sd.pts, buf.Bytes(), sd.rec.Answers()
}

// TestTacticalSaveReplay is tactical-design §9.5.2 for whole careers (§1.2–1.3): a career
// played with the AI provider (every scene kind on `ask`, so the tac_mode answers are
// in the save) saves the provider's name, and a save made at a decision in the middle
// loads, replays to the original log's prefix byte for byte with the provider rebuilt
// by its name, and — fed the original answers from there — continues to the
// uninterrupted career's log.
func TestTacticalSaveReplay(t *testing.T) {
	d := tactical.MustData()
	name, err := tactical.AIProviderName(tactical.Reference, "commander")
	if err != nil {
		t.Fatal(err)
	}
	points, tacMode, tacEvents := 0, 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		cfg := engine.Config{Seed: seed, Type: "VIIC", Options: allTac(engine.TacAsk), Odds: seed == 2}
		p, err := tactical.NewNamedAIProvider(d, name)
		if err != nil {
			t.Fatal(err)
		}
		pts, full, answers := playSavingTac(t, cfg, policy.NewCommander(), p, func(seq int) bool { return seq%13 == 5 })
		for _, a := range answers {
			if a.ID == "tac_mode" {
				tacMode++
			}
		}
		tacEvents += strings.Count(string(full), `"t":"tac_`)
		for i, pt := range pts {
			if i%2 != 0 && i != len(pts)-1 {
				continue
			}
			sv, err := engine.LoadSave(pt.save)
			if err != nil {
				t.Fatal(err)
			}
			if sv.Config.Tactical != name {
				t.Fatalf("seed %d decision %d: saved provider %q, want %q", seed, pt.seq, sv.Config.Tactical, name)
			}
			resumeSavePoint(t, "tactical save", seed, pt, full, answers)
			points++
		}
	}
	if points < 6 || tacMode == 0 || tacEvents == 0 {
		t.Fatalf("%d save points, %d tac_mode answers, %d tac_* events: the careers did not play the layer", points, tacMode, tacEvents)
	}
	t.Logf("%d save points, %d tac_mode answers, %d tac_* events", points, tacMode, tacEvents)
}

// TestTacticalSaveErrors: a save of a career with a scene kind on and a provider that
// cannot name itself is refused (it would not replay), a save naming an unknown
// provider does not replay (ErrBadConfig), and with every kind off a provider leaves
// no name in the save (the table game, §9.5.3).
func TestTacticalSaveErrors(t *testing.T) {
	d := tactical.MustData()
	cfg := engine.Config{Seed: 4, Type: "VIIC", Options: allTac(engine.TacAsk)}
	c, err := engine.NewCareer(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.SetTactical(tactical.NewAIProvider(d, tactical.Reference, policy.NewCommander()))
	s := engine.NewSession(c)
	if _, dec := s.Next(); dec == nil {
		t.Fatal("no first decision")
	}
	if _, err := s.Save(); !errors.Is(err, engine.ErrBadConfig) {
		t.Fatalf("save with an unnamed provider: %v, want ErrBadConfig", err)
	}
	s.Close()

	c, _ = engine.NewCareer(engine.Config{Seed: 4, Type: "VIIC"}, nil)
	p, _ := tactical.NewNamedAIProvider(d, "ai:ace:commander")
	c.SetTactical(p)
	s = engine.NewSession(c)
	s.Next()
	sv, err := s.Save()
	s.Close()
	if err != nil || sv.Config.Tactical != "" {
		t.Fatalf("layer off: save %v, provider %q, want none", err, sv.Config.Tactical)
	}
	for _, bad := range []string{"ai:expert:commander", "ai:reference:random", "scripted:x", "ai"} {
		sv.Config.Tactical = bad
		if _, err := engine.Replay(sv, nil); !errors.Is(err, engine.ErrBadConfig) {
			t.Errorf("replay with provider %q: %v, want ErrBadConfig", bad, err)
		}
	}
}

// resumeSavePoint loads save point pt of a career (seed) whose whole log is full: the
// replay logs full's prefix up to the point byte for byte and, answered as before, plays
// on to full's end (continueToEnd; what names the check).
func resumeSavePoint(t *testing.T, what string, seed uint64, pt savePoint, full []byte, answers []engine.Answer) {
	t.Helper()
	s, log, err := replayLog(t, pt.save)
	if err != nil {
		t.Fatalf("seed %d decision %d: %v", seed, pt.seq, err)
	}
	if !bytes.Equal(log, full[:pt.logLen]) {
		t.Fatalf("seed %d decision %d: replayed log (%d bytes) differs from the original prefix (%d bytes)", seed, pt.seq, len(log), pt.logLen)
	}
	continueToEnd(t, what, s, answers, full[pt.logLen:])
	s.Close()
}
