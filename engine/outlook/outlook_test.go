package outlook

import (
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// pending plays a career with the Commander up to its n-th decision and returns its
// configuration as used, the answers before the decision, the decision, and the state
// there (a snapshot).
func pending(t testing.TB, cfg engine.Config, n int) (engine.Config, []engine.Answer, *engine.Decision, *engine.State) {
	t.Helper()
	c, err := engine.NewCareer(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := engine.NewSession(c)
	cm := policy.NewCommander()
	for {
		_, d := s.Next()
		if d == nil {
			t.Fatalf("the career ended before decision %d", n)
		}
		if d.Seq == n {
			dd := *d
			dd.Options = append([]engine.Choice(nil), d.Options...)
			return c.Config(), append([]engine.Answer(nil), s.Answers()...), &dd, c.Snapshot()
		}
		key, _ := cm.Decide(c.State(), d)
		if err := s.Choose(d.Seq, key); err != nil {
			t.Fatal(err)
		}
	}
}

// The careers onward replay the career up to the decision exactly (the state there is
// the career's), then differ; every figure adds up.
func TestCareersOnwardStartFromTheDecision(t *testing.T) {
	cfg, answers, d, at := pending(t, engine.Config{Seed: 7, Type: "VIIC", Odds: true}, 40)
	e, err := New(cfg, answers, d)
	if err != nil {
		t.Fatal(err)
	}
	// the replay reaches the decision in the same state
	var seen *engine.State
	e.dec = forkDecider{answers: answers, seq: d.Seq, career: &e.career, fresh: 1}
	probe := &stopAt{inner: &e.dec, seq: d.Seq, got: &seen}
	cfg.Odds = false
	if err := e.career.Reset(cfg, nil); err != nil {
		t.Fatal(err)
	}
	_ = e.career.Run(probe)
	if seen == nil || engine.ViewOf(seen).Date != engine.ViewOf(at).Date || seen.CareerTons != at.CareerTons ||
		seen.Boat.Hull != at.Boat.Hull || len(seen.Log) != len(at.Log) {
		t.Fatalf("the replay reached the decision in another state")
	}
	if err := e.Step(300); err != nil {
		t.Fatal(err)
	}
	total := e.Overall().Careers
	tons := map[float64]bool{}
	for _, k := range e.keys {
		o := e.Option(k)
		total += o.Careers
		if o.Careers < 300/(len(e.keys)+1)-1 {
			t.Errorf("option %s: %d careers", k, o.Careers)
		}
		vs := 0
		for _, n := range o.Victories {
			vs += n
		}
		if vs != o.Careers || o.WarOver > o.Careers || o.Survival() < 0 || o.Survival() > 1 {
			t.Errorf("option %s: %+v", k, o)
		}
		tons[o.MeanTons()] = true
	}
	if total != 300 || e.Played() != 300 {
		t.Errorf("%d careers counted, %d played", total, e.Played())
	}
	ov := e.Overall()
	if ov.MeanTons() < float64(at.CareerTons) {
		t.Errorf("careers onward average %.0f t, less than the %d t already sunk", ov.MeanTons(), at.CareerTons)
	}
	if ov.WarOver == 0 || ov.WarOver == ov.Careers {
		t.Errorf("every career onward ends the same way: %d of %d reach the end of the war", ov.WarOver, ov.Careers)
	}
}

// stopAt records the state at decision seq and then stops the career (an illegal answer).
type stopAt struct {
	inner engine.Decider
	seq   int
	got   **engine.State
}

func (s *stopAt) Decide(st *engine.State, d *engine.Decision) (string, string) {
	if d.Seq == s.seq {
		*s.got = st.Clone()
		return "", ""
	}
	return s.inner.Decide(st, d)
}

// The same career, decision and number of careers give the same figures.
func TestEstimatorDeterministic(t *testing.T) {
	cfg, answers, d, _ := pending(t, engine.Config{Seed: 3, Type: "IXC/40"}, 10)
	var got [2]Estimate
	for i := range got {
		e, err := New(cfg, answers, d)
		if err != nil {
			t.Fatal(err)
		}
		if err := e.Step(90); err != nil {
			t.Fatal(err)
		}
		got[i] = e.Overall()
	}
	if got[0].Careers != got[1].Careers || got[0].TonsSum != got[1].TonsSum || got[0].WarOver != got[1].WarOver {
		t.Errorf("two runs: %+v, %+v", got[0], got[1])
	}
}

// A decision that is not the one after the answers, or answers of another career, is an
// error.
func TestEstimatorRefusesOtherCareers(t *testing.T) {
	cfg, answers, d, _ := pending(t, engine.Config{Seed: 5, Type: "VIIC"}, 12)
	if _, err := New(cfg, answers[:len(answers)-1], d); err == nil {
		t.Error("a decision not after the answers: no error")
	}
	other := cfg
	other.Type = "XXI"
	e, err := New(other, answers, d)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Step(1); err == nil {
		t.Error("answers of another career: no error")
	}
}

// BenchmarkCareersOnward: careers played onward from a decision in the middle of a career
// (issue 14: at least 2,000 a second on one core in the browser build;
// docs/performance.md).
func BenchmarkCareersOnward(b *testing.B) {
	cfg, answers, d, _ := pending(b, engine.Config{Seed: 11, Type: "VIIC"}, 60)
	e, err := New(cfg, answers, d)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	if err := e.Step(b.N); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "careers/s")
}
