// Package outlook estimates the odds of the whole career from a decision (issue 14, "The
// odds of the whole career"): the share of careers that reach the end of the war (May
// 1945, 5.1.1), the expected career tonnage and the share of each victory level (5.2.2),
// by playing careers onward from the decision with the Commander policy, and how each
// option of the decision changes them.
//
// A career onward is the same career replayed — its seed, its configuration, the answers
// given so far — up to the decision, where the dice change to a fresh generator (so the
// careers onward differ) and the option under study is taken; the Commander answers
// every later decision. The engine needs no copy of its state: the replay rebuilds it.
// Deterministic: the same career, decision and number of careers give the same figures.
package outlook

import (
	"fmt"

	"uboat/engine"
	"uboat/engine/policy"
)

// Estimate is what the careers played onward from a decision came to.
type Estimate struct {
	Careers   int            // careers played onward
	WarOver   int            // of them, reached the end of the war (career_end war_over)
	TonsSum   float64        // their career tonnage added up, tons
	Victories map[string]int // careers by victory level key (5.2.2)
}

// Survival returns the share (0–1) of the careers that reached the end of the war (0
// with no careers).
func (e *Estimate) Survival() float64 {
	if e.Careers == 0 {
		return 0
	}
	return float64(e.WarOver) / float64(e.Careers)
}

// MeanTons returns the careers' mean career tonnage, tons (0 with no careers).
func (e *Estimate) MeanTons() float64 {
	if e.Careers == 0 {
		return 0
	}
	return e.TonsSum / float64(e.Careers)
}

// VictoryShare returns the share (0–1) of the careers that ended at victory level key.
func (e *Estimate) VictoryShare(key string) float64 {
	if e.Careers == 0 {
		return 0
	}
	return float64(e.Victories[key]) / float64(e.Careers)
}

func (e *Estimate) add(s *engine.State) {
	e.Careers++
	if s.EndReason == engine.EndWarOver {
		e.WarOver++
	}
	e.TonsSum += float64(s.CareerTons)
	if e.Victories == nil {
		e.Victories = map[string]int{}
	}
	e.Victories[s.Victory]++
}

// Estimator plays careers onward from one decision, a few at a time (Step), so that a
// screen can spread the work over its frames. Not safe for concurrent use.
type Estimator struct {
	cfg     engine.Config
	answers []engine.Answer
	seq     int      // the decision's Seq: len(answers)+1
	keys    []string // its options' keys
	overall Estimate // the Commander's own answer at the decision
	options []Estimate
	played  int // careers played, all branches
	career  engine.Career
	dec     forkDecider
}

// New returns an Estimator for decision d of the career configured as cfg (the
// configuration as used, Career.Config) whose answers so far are answers (Session.Answers):
// d must be the decision pending after them. It returns an error when d is not.
func New(cfg engine.Config, answers []engine.Answer, d *engine.Decision) (*Estimator, error) {
	if d == nil || d.Seq != len(answers)+1 {
		return nil, fmt.Errorf("outlook: the decision is not the one after the %d answers", len(answers))
	}
	cfg.Odds = false // the careers onward need no odds on their decisions (no dice differ)
	e := &Estimator{cfg: cfg, answers: append([]engine.Answer(nil), answers...), seq: d.Seq}
	for _, o := range d.Options {
		e.keys = append(e.keys, o.Key)
	}
	e.options = make([]Estimate, len(e.keys))
	return e, nil
}

// Step plays n more careers onward: in turn one with the Commander's own answer at the
// decision and one with each option's. It returns the first error of the engine (a
// replay that does not reach the decision: the answers do not belong to the career).
func (e *Estimator) Step(n int) error {
	for range n {
		branch := e.played % (len(e.keys) + 1) // 0 the Commander's answer, then each option
		key := ""
		if branch > 0 {
			key = e.keys[branch-1]
		}
		s, err := e.playOne(uint64(e.played), key)
		if err != nil {
			return err
		}
		if branch == 0 {
			e.overall.add(s)
		} else {
			e.options[branch-1].add(s)
		}
		e.played++
	}
	return nil
}

// Played returns the number of careers played onward so far.
func (e *Estimator) Played() int { return e.played }

// Overall returns the estimate of the careers onward in which the Commander answered the
// decision (the career as the Commander would play it from here).
func (e *Estimator) Overall() Estimate { return e.overall }

// Option returns the estimate of the careers onward that took option key (zero for a key
// the decision does not offer).
func (e *Estimator) Option(key string) Estimate {
	for i, k := range e.keys {
		if k == key {
			return e.options[i]
		}
	}
	return Estimate{}
}

// playOne plays the career again up to the decision, then on with fresh dice (run i),
// taking key at the decision ("" the Commander's answer), and returns its end state.
func (e *Estimator) playOne(run uint64, key string) (*engine.State, error) {
	e.dec = forkDecider{answers: e.answers, seq: e.seq, key: key, career: &e.career, fresh: mix(e.cfg.Seed, uint64(e.seq), run)}
	if err := e.career.Reset(e.cfg, nil); err != nil { // the career's own dice (Career.ForkDice at the decision)
		return nil, err
	}
	if err := e.career.Run(&e.dec); err != nil {
		return nil, err
	}
	if !e.dec.reached {
		return nil, fmt.Errorf("outlook: the career ended before decision %d", e.seq)
	}
	return &e.career.S, nil
}

// forkDecider gives the recorded answers up to the decision, key there (or the
// Commander's answer), and the Commander's answers after it.
type forkDecider struct {
	answers []engine.Answer
	seq     int
	key     string
	career  *engine.Career // forked to fresh dice at the decision
	fresh   uint64         // the fresh dice's seed
	cm      policy.Commander
	reached bool
}

// Decide implements engine.Decider.
func (f *forkDecider) Decide(s *engine.State, d *engine.Decision) (string, string) {
	switch {
	case d.Seq < f.seq:
		a := f.answers[d.Seq-1]
		if a.ID != d.ID { // not this career's answers: stop with an illegal answer
			return "", ""
		}
		return a.Key, ""
	case d.Seq == f.seq:
		f.reached = true
		f.career.ForkDice(f.fresh)
		if f.key != "" {
			return f.key, ""
		}
	}
	return f.cm.Decide(s, d)
}

// mix derives the fresh dice's seed of one run from the career's seed, the decision and
// the run (SplitMix64's finaliser over their sum).
func mix(seed, seq, run uint64) uint64 {
	z := seed + 0x9e3779b97f4a7c15*(seq+1) + 0xbf58476d1ce4e5b9*(run+1)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
