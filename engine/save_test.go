package engine_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// savePoint is the career as it was when decision Seq was pending: its save (JSON),
// the length of the event log written so far and a deep copy of the state.
type savePoint struct {
	seq    int
	save   []byte
	logLen int
	state  *engine.State
}

// savingDecider saves the career before answering each decision (every one when
// every is true, else when keep(seq) says so), then lets the Recorder answer.
type savingDecider struct {
	t    testing.TB
	c    *engine.Career
	rec  *engine.Recorder
	w    *engine.JSONLWriter
	buf  *bytes.Buffer
	keep func(seq int) bool
	pts  []savePoint
}

func (s *savingDecider) Decide(st *engine.State, d *engine.Decision) (string, string) {
	if s.keep(d.Seq) {
		if err := s.w.Flush(); err != nil {
			s.t.Fatal(err)
		}
		sv, err := s.rec.Save(s.c)
		if err != nil {
			s.t.Fatalf("decision %d: %v", d.Seq, err)
		}
		b, err := sv.Marshal()
		if err != nil {
			s.t.Fatal(err)
		}
		s.pts = append(s.pts, savePoint{seq: d.Seq, save: b, logLen: s.buf.Len(), state: st.Clone()})
	}
	return s.rec.Decide(st, d)
}

// playSaving plays a whole career, saving where keep says, and returns the points, the
// final save (last point), the whole log and the answers.
func playSaving(t testing.TB, cfg engine.Config, d engine.Decider, keep func(int) bool) ([]savePoint, []byte, []engine.Answer) {
	t.Helper()
	c, err := engine.NewCareer(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
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
	sv, err := sd.rec.Save(c)
	if err != nil {
		t.Fatalf("final save: %v", err)
	}
	b, err := sv.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	sd.pts = append(sd.pts, savePoint{seq: -1, save: b, logLen: buf.Len(), state: c.Snapshot()})
	return sd.pts, buf.Bytes(), sd.rec.Answers()
}

// replayLog loads and replays a save, returning the session and the replayed log.
func replayLog(t testing.TB, b []byte) (*engine.Session, []byte, error) {
	sv, err := engine.LoadSave(b)
	if err != nil {
		return nil, nil, err
	}
	var buf bytes.Buffer
	w := engine.NewJSONLWriter(&buf)
	s, err := engine.Replay(sv, w.Write)
	if err != nil {
		return nil, nil, err
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	return s, buf.Bytes(), nil
}

// TestSaveRoundTrip: for careers of several types under both policies, a save made at
// a decision (every decision for some careers, a sample for the others) loads, replays
// to a byte-identical log prefix and an identical state with the same decision pending,
// saves again to the same bytes, and — fed the original answers from there — continues
// to the original career's full log.
func TestSaveRoundTrip(t *testing.T) {
	type pol struct {
		name string
		mk   func(seed uint64) engine.Decider
	}
	pols := []pol{
		{"random", func(s uint64) engine.Decider { return policy.NewRandom(s) }},
		{"commander", func(uint64) engine.Decider { return policy.NewCommander() }},
	}
	points := 0
	for _, typ := range []string{"VIIC", "IXC/40", "VIIC/41", "XXI", "IXD-2", "XB"} {
		for _, p := range pols {
			for seed := uint64(1); seed <= 6; seed++ {
				every := seed <= 2
				keep := func(seq int) bool { return every || seq%9 == 1 }
				cfg := engine.Config{Seed: seed*7919 + 3, Type: typ, Odds: seed%2 == 0}
				if seed == 3 {
					cfg.Options, _ = engine.ParseOptions([]string{engine.OptEscortQuality, engine.OptInitialLoad})
				}
				if seed == 4 || seed == 5 { // 14.15's choice, 14.13's card (Hartmann sails a IXD-2) saved and replayed
					cfg.Options, _ = engine.ParseOptions([]string{engine.OptKommandantCards, engine.OptAbilities})
					if seed == 4 && typ == "IXD-2" {
						cfg.Card = 6
					}
				}
				if _, err := engine.NewCareer(cfg, nil); err != nil {
					t.Fatalf("type %s: %v", typ, err)
				}
				pts, full, answers := playSaving(t, cfg, p.mk(seed), keep)
				for i, pt := range pts {
					name := fmt.Sprintf("%s/%s/seed %d/decision %d", typ, p.name, cfg.Seed, pt.seq)
					s, log, err := replayLog(t, pt.save)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					points++
					if !bytes.Equal(log, full[:pt.logLen]) {
						t.Fatalf("%s: replayed log (%d bytes) differs from the original prefix (%d bytes)", name, len(log), pt.logLen)
					}
					if got := s.Career().Snapshot(); !reflect.DeepEqual(got, pt.state) {
						t.Fatalf("%s: replayed state differs:\n got %+v\nwant %+v", name, got, pt.state)
					}
					ev, d := s.Next()
					if len(ev) != 0 {
						t.Fatalf("%s: %d events after the replay, want none", name, len(ev))
					}
					if pt.seq < 0 {
						if d != nil || !s.Done() {
							t.Fatalf("%s: finished career replays with decision %v pending", name, d)
						}
					} else if d == nil || d.Seq != pt.seq {
						t.Fatalf("%s: pending %v, want decision %d", name, d, pt.seq)
					}
					sv2, err := s.Save()
					if err != nil {
						t.Fatalf("%s: save after replay: %v", name, err)
					}
					b2, _ := sv2.Marshal()
					if !bytes.Equal(b2, pt.save) {
						t.Fatalf("%s: save after replay differs:\n%s\n%s", name, b2, pt.save)
					}
					// Continue from a few of the points with the original answers.
					if pt.seq > 0 && (i%5 == 0 || i == len(pts)-2) {
						continueToEnd(t, name, s, answers, full[pt.logLen:])
					}
					s.Close()
				}
			}
		}
	}
	t.Logf("%d save points replayed", points)
}

// continueToEnd answers the rest of the original answers on s and checks that the
// events are the rest of the original log.
func continueToEnd(t *testing.T, name string, s *engine.Session, answers []engine.Answer, rest []byte) {
	t.Helper()
	var buf bytes.Buffer
	w := engine.NewJSONLWriter(&buf)
	for {
		ev, d := s.Next()
		for _, e := range ev {
			w.Write(e)
		}
		if d == nil {
			break
		}
		a := answers[d.Seq-1]
		if a.ID != d.ID {
			t.Fatalf("%s: continuing, decision %d is %q, originally %q", name, d.Seq, d.ID, a.ID)
		}
		if err := s.Choose(d.Seq, a.Key); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), rest) {
		t.Fatalf("%s: the continued career's log differs from the original", name)
	}
	if len(s.Answers()) != len(answers) {
		t.Fatalf("%s: session has %d answers, the original %d", name, len(s.Answers()), len(answers))
	}
}

// TestSessionSaveMatchesRecorder: a career stepped through a Session and saved at every
// decision gives the same saves as the same career run with a Recorder.
func TestSessionSaveMatchesRecorder(t *testing.T) {
	cfg := engine.Config{Seed: 11, Type: "VIIC"}
	pts, _, _ := playSaving(t, cfg, policy.NewCommander(), func(int) bool { return true })
	c, err := engine.NewCareer(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := engine.NewSession(c)
	defer s.Close()
	if _, err := s.Save(); !errors.Is(err, engine.ErrNotAtDecision) {
		t.Fatalf("save before the first Next: %v, want ErrNotAtDecision", err)
	}
	cm := policy.NewCommander()
	i := 0
	for {
		_, d := s.Next()
		sv, err := s.Save()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := sv.Marshal()
		if !bytes.Equal(b, pts[i].save) {
			t.Fatalf("save %d differs:\n%s\n%s", i, b, pts[i].save)
		}
		i++
		if d == nil {
			break
		}
		key, _ := cm.Decide(c.State(), d)
		if err := s.Choose(d.Seq, key); err != nil {
			t.Fatal(err)
		}
	}
	if i != len(pts) {
		t.Fatalf("%d session saves, %d recorder saves", i, len(pts))
	}
}

// TestNewSaveNotAtDecision: a save made between decisions (from the event sink) is
// refused, as is a save with answers missing.
func TestNewSaveNotAtDecision(t *testing.T) {
	c, _ := engine.NewCareer(engine.Config{Seed: 5, Type: "VIIC"}, nil)
	rec := engine.NewRecorder(policy.NewCommander())
	var sinkErr error
	c.SetSink(func(e engine.Event) {
		if e.Head().T == engine.TAssignment && sinkErr == nil {
			_, sinkErr = rec.Save(c)
			if sinkErr == nil {
				sinkErr = errors.New("no error")
			}
		}
	})
	if err := c.Run(rec); err != nil {
		t.Fatal(err)
	}
	if !errors.Is(sinkErr, engine.ErrNotAtDecision) {
		t.Fatalf("save between decisions: %v, want ErrNotAtDecision", sinkErr)
	}
	if _, err := engine.NewSave(c, rec.Answers()[1:]); !errors.Is(err, engine.ErrNotAtDecision) {
		t.Fatalf("save with an answer missing: %v, want ErrNotAtDecision", err)
	}
	if _, err := engine.NewSave(nil, nil); !errors.Is(err, engine.ErrNotAtDecision) {
		t.Fatalf("nil career: %v", err)
	}
}

// goodSaves returns a mid-career save and a finished-career save (JSON).
func goodSaves(t testing.TB) (mid, end []byte) {
	for seed := uint64(21); seed < 100; seed++ {
		pts, _, _ := playSaving(t, engine.Config{Seed: seed, Type: "VIIC"}, policy.NewRandom(seed),
			func(seq int) bool { return seq == 20 })
		if len(pts) == 2 {
			return pts[0].save, pts[1].save
		}
	}
	t.Fatal("no career with 20 decisions")
	return nil, nil
}

// edit decodes a save into a generic map, applies f and encodes it again.
func edit(t testing.TB, b []byte, f func(m map[string]any)) []byte {
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	f(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func answersOf(m map[string]any) []any { return m["answers"].([]any) }

// TestSaveBadFiles: every kind of bad file gives its sentinel error and a message that
// names the problem, never a panic.
func TestSaveBadFiles(t *testing.T) {
	mid, end := goodSaves(t)
	cases := []struct {
		name string
		b    []byte
		want error
		text string
	}{
		{"empty", nil, engine.ErrCorrupt, "empty"},
		{"truncated", mid[:len(mid)/2], engine.ErrCorrupt, "truncated"},
		{"not json", []byte("PK\x03\x04 zip?"), engine.ErrCorrupt, "invalid character"},
		{"array", []byte("[1,2,3]"), engine.ErrCorrupt, "cannot unmarshal"},
		{"null", []byte("null"), engine.ErrCorrupt, "format"},
		{"no format", edit(t, mid, func(m map[string]any) { delete(m, "format") }), engine.ErrCorrupt, "format"},
		{"format text", edit(t, mid, func(m map[string]any) { m["format"] = "one" }), engine.ErrCorrupt, "format"},
		{"format 0", edit(t, mid, func(m map[string]any) { m["format"] = 0 }), engine.ErrCorrupt, "format 0"},
		{"trailing data", append(append([]byte{}, mid...), []byte(`{"x":1}`)...), engine.ErrCorrupt, "after"},
		{"unknown field", edit(t, mid, func(m map[string]any) { m["cheat"] = true }), engine.ErrCorrupt, "cheat"},
		{"wrong type", edit(t, mid, func(m map[string]any) { m["answers"] = "all of them" }), engine.ErrCorrupt, "answers"},
		{"empty answer", edit(t, mid, func(m map[string]any) { answersOf(m)[3] = map[string]any{"id": "", "key": ""} }), engine.ErrCorrupt, "answer 4"},
		{"no data version", edit(t, mid, func(m map[string]any) { delete(m, "data") }), engine.ErrCorrupt, "data"},
		{"newer version", edit(t, mid, func(m map[string]any) { m["format"] = engine.SaveFormat + 1; m["new_thing"] = 1 }), engine.ErrNewerVersion, "format 2"},
		{"other data", edit(t, mid, func(m map[string]any) { m["data"] = "hunted-data-0" }), engine.ErrDataMismatch, "hunted-data-0"},
		{"unknown option", edit(t, mid, func(m map[string]any) { m["config"].(map[string]any)["options"] = []string{"99.9_jet_boats"} }), engine.ErrBadConfig, "99.9_jet_boats"},
		{"unknown type", edit(t, mid, func(m map[string]any) { m["config"].(map[string]any)["type"] = "VIIZ" }), engine.ErrBadConfig, "VIIZ"},
		{"bad seed", edit(t, mid, func(m map[string]any) { m["config"].(map[string]any)["seed"] = "-1" }), engine.ErrBadConfig, "seed"},
		{"bad start", edit(t, mid, func(m map[string]any) { m["config"].(map[string]any)["start"] = "1941-01" }), engine.ErrBadConfig, "1941"},
		{"no u-number", edit(t, mid, func(m map[string]any) { m["config"].(map[string]any)["u_number"] = "" }), engine.ErrBadConfig, "u_number"},
		{"illegal answer", edit(t, mid, func(m map[string]any) { answersOf(m)[5].(map[string]any)["key"] = "surrender" }), engine.ErrDiverged, "surrender"},
		{"other decision", edit(t, mid, func(m map[string]any) { answersOf(m)[5].(map[string]any)["id"] = "no_such_decision" }), engine.ErrDiverged, "no_such_decision"},
		{"summary tons", edit(t, mid, func(m map[string]any) { m["summary"].(map[string]any)["tons"] = 999999 }), engine.ErrDiverged, "tons"},
		{"summary date", edit(t, end, func(m map[string]any) { m["summary"].(map[string]any)["date"] = "1943-01" }), engine.ErrDiverged, "date"},
		{"answer dropped", edit(t, mid, func(m map[string]any) { m["answers"] = answersOf(m)[:len(answersOf(m))-1] }), engine.ErrDiverged, "summary field"},
		{"answers after the end", edit(t, end, func(m map[string]any) {
			m["answers"] = append(answersOf(m), map[string]any{"id": "posture", "key": "surfaced"})
		}), engine.ErrDiverged, "ended after"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sv, err := engine.LoadSave(tc.b)
			if err == nil {
				var s *engine.Session
				s, err = engine.Replay(sv, nil)
				if err == nil {
					s.Close()
				}
			}
			if !errors.Is(err, tc.want) {
				t.Fatalf("error %v, want %v", err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.text) {
				t.Fatalf("error %q does not say %q", err, tc.text)
			}
		})
	}
	if !errors.Is(func() error {
		sv, _ := engine.LoadSave(mid)
		sv.Answers[5].Key = "nonsense"
		_, err := engine.Replay(sv, nil)
		return err
	}(), engine.ErrIllegalChoice) {
		t.Error("an illegal answer does not wrap ErrIllegalChoice")
	}
	if _, err := engine.Replay(nil, nil); !errors.Is(err, engine.ErrCorrupt) {
		t.Errorf("Replay(nil): %v", err)
	}
}

// TestSaveTruncatedEverywhere: every proper prefix of a save is ErrCorrupt.
func TestSaveTruncatedEverywhere(t *testing.T) {
	mid, _ := goodSaves(t)
	body := bytes.TrimRight(mid, "\n")
	for n := 0; n < len(body); n++ {
		if _, err := engine.LoadSave(body[:n]); !errors.Is(err, engine.ErrCorrupt) {
			t.Fatalf("first %d bytes: %v, want ErrCorrupt", n, err)
		}
	}
}

// TestSaveOtherLegalAnswer: a save whose answer was changed to another legal option
// replays a different career, which the later answers or the summary give away as
// ErrDiverged (or, rarely, comes out the same and replays).
func TestSaveOtherLegalAnswer(t *testing.T) {
	_, end := goodSaves(t)
	sv, _ := engine.LoadSave(end)
	cfg, err := sv.Config.Config()
	if err != nil {
		t.Fatal(err)
	}
	diverged := 0
	for i := 0; i < len(sv.Answers); i += 3 {
		// the options of decision i+1: step a session to it
		c, _ := engine.NewCareer(cfg, nil)
		s := engine.NewSession(c)
		var d *engine.Decision
		for j := 0; ; j++ {
			_, d = s.Next()
			if j == i {
				break
			}
			if err := s.Choose(d.Seq, sv.Answers[j].Key); err != nil {
				t.Fatal(err)
			}
		}
		s.Close()
		for _, o := range d.Options {
			if o.Key == sv.Answers[i].Key {
				continue
			}
			mod := *sv
			mod.Answers = append([]engine.Answer(nil), sv.Answers...)
			mod.Answers[i].Key = o.Key
			r, err := engine.Replay(&mod, nil)
			if err == nil {
				r.Close()
				continue
			}
			if !errors.Is(err, engine.ErrDiverged) {
				t.Fatalf("answer %d changed to %q: %v", i+1, o.Key, err)
			}
			diverged++
		}
	}
	if diverged == 0 {
		t.Fatal("no changed answer was noticed")
	}
}

// FuzzLoad: LoadSave and Replay never panic; every error wraps one of the save
// sentinels; whatever loads re-encodes to a save that loads again.
func FuzzLoad(f *testing.F) {
	mid, end := goodSaves(f)
	f.Add(mid)
	f.Add(end)
	f.Add(mid[:len(mid)/3])
	f.Add([]byte(`{"format":1}`))
	f.Add([]byte(`{"format":2}`))
	f.Add([]byte(`{"format":1,"data":"hunted-data-2","config":{"seed":"1","type":"VIIC","start":"1943-07","kommandant":"K","u_number":"U-1","options":null},"summary":{"type":"VIIC","date":"1943-07"},"answers":[{"id":"load_mix","key":"as_printed"}]}`))
	f.Add([]byte("null"))
	f.Fuzz(func(t *testing.T, b []byte) {
		sv, err := engine.LoadSave(b)
		if err != nil {
			if !isSaveErr(err) {
				t.Fatalf("LoadSave error wraps no sentinel: %v", err)
			}
			return
		}
		again, err := sv.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := engine.LoadSave(again); err != nil {
			t.Fatalf("re-encoded save does not load: %v", err)
		}
		s, err := engine.Replay(sv, nil)
		if err != nil {
			if !isSaveErr(err) {
				t.Fatalf("Replay error wraps no sentinel: %v", err)
			}
			return
		}
		s.Close()
	})
}

func isSaveErr(err error) bool {
	for _, e := range []error{engine.ErrCorrupt, engine.ErrNewerVersion, engine.ErrDataMismatch, engine.ErrBadConfig, engine.ErrDiverged} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

// TestSaveFormat1Dice: a save of format 1 (before the dice per roll site) replays on the
// one stream its career was played with; a career of Config.OneStream saves as
// "dice": "one_stream" and replays so; a career of the default dice saves no "dice";
// an unknown dice value is ErrBadConfig.
func TestSaveFormat1Dice(t *testing.T) {
	cfg := engine.Config{Seed: 11, Type: "VIIC", OneStream: true}
	keep := func(seq int) bool { return seq == 15 }
	pts, full, _ := playSaving(t, cfg, policy.NewCommander(), keep)
	cfg.OneStream = false
	_, fullSites, _ := playSaving(t, cfg, policy.NewCommander(), keep)
	if bytes.Equal(full, fullSites) {
		t.Fatal("seed 11 plays the same career on one stream and on the site dice: no test")
	}
	for _, pt := range pts {
		var m map[string]any
		if err := json.Unmarshal(pt.save, &m); err != nil {
			t.Fatal(err)
		}
		if m["format"] != float64(engine.SaveFormat) || m["config"].(map[string]any)["dice"] != engine.DiceOneStream {
			t.Fatalf("a one-stream career saved as format %v, dice %v", m["format"], m["config"].(map[string]any)["dice"])
		}
		old := edit(t, pt.save, func(m map[string]any) {
			m["format"] = 1
			delete(m["config"].(map[string]any), "dice")
		})
		for name, b := range map[string][]byte{"format 2, one_stream": pt.save, "format 1": old} {
			s, log, err := replayLog(t, b)
			if err != nil {
				t.Fatalf("%s (decision %d): %v", name, pt.seq, err)
			}
			if !bytes.Equal(log, full[:pt.logLen]) {
				t.Fatalf("%s (decision %d): the replayed log differs from the one-stream career's", name, pt.seq)
			}
			s.Close()
		}
	}
	sitePts, _, _ := playSaving(t, cfg, policy.NewCommander(), keep)
	if bytes.Contains(sitePts[0].save, []byte(`"dice"`)) {
		t.Fatalf("a career of the site dice saved a dice field: %s", sitePts[0].save)
	}
	bad := edit(t, sitePts[0].save, func(m map[string]any) { m["config"].(map[string]any)["dice"] = "loaded" })
	if _, err := engine.LoadSave(bad); !errors.Is(err, engine.ErrBadConfig) || !strings.Contains(err.Error(), "loaded") {
		t.Fatalf("dice \"loaded\": %v", err)
	}
}
