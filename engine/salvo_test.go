package engine

import (
	"math"
	"math/rand/v2"
	"testing"
)

// salvoChecker answers at random and checks, at every fire and reload decision, that
// the salvo and the reloading it is told about are the decisions it is then asked.
type salvoChecker struct {
	t        *testing.T
	rng      *rand.Rand
	salvo    *Salvo
	asked    int // fire decisions of salvo asked so far
	reloads  *Reloads
	rAsked   int
	salvos   int
	multi    int // allocations checked with two or more torpedoes at one target
	reloadsN int
}

func (k *salvoChecker) Decide(_ *State, d *Decision) (string, string) {
	t := k.t
	switch d.Kind {
	case KindFire:
		if d.Salvo == nil {
			t.Fatalf("fire decision %d without its salvo", d.Seq)
		}
		if d.Salvo != k.salvo {
			if k.salvo != nil && k.asked != len(k.salvo.Tubes) {
				t.Errorf("salvo told %d tubes, asked %d", len(k.salvo.Tubes), k.asked)
			}
			k.salvo, k.asked = d.Salvo, 0
			k.salvos++
			k.checkSunk(d.Salvo)
		}
		s := d.Salvo
		bow, i, ok := TubeContext(d.Context)
		if !ok || k.asked >= len(s.Tubes) || bow != s.Bow || i != s.Tubes[k.asked].I {
			t.Fatalf("fire decision about %q; the salvo's tube %d of %v", d.Context, k.asked, s.Tubes)
		}
		// the options are the salvo's targets and hold, with the odds Shot gives
		if len(d.Options) != len(s.Targets)+1 {
			t.Fatalf("%d options, %d targets", len(d.Options), len(s.Targets))
		}
		for j, tg := range s.Targets {
			o := d.Options[j]
			if o.Key != tg.Key || o.Label != tg.Label {
				t.Fatalf("option %d %q/%q, salvo target %q/%q", j, o.Key, o.Label, tg.Key, tg.Label)
			}
			sh := s.Shot(k.asked, j)
			if len(sh) != len(o.Odds) || sh[0] != o.Odds[0] || sh[1] != o.Odds[1] {
				t.Fatalf("tube %d at %s: Shot %v, option odds %v", k.asked, tg.Label, sh, o.Odds)
			}
			// one torpedo alone: Sunk gives the option's sink odds
			aim := make([]int, len(s.Tubes))
			for x := range aim {
				aim[x] = -1
			}
			aim[k.asked] = j
			if got := s.Sunk(aim)[j]; math.Abs(got-o.Odds[1].P) > 1e-12 {
				t.Fatalf("tube %d alone at %s: Sunk %v, option sink %v", k.asked, tg.Label, got, o.Odds[1].P)
			}
		}
		k.asked++
	case KindReload:
		if d.Reloads == nil {
			t.Fatalf("reload decision %d without its reloading", d.Seq)
		}
		if d.Reloads != k.reloads {
			k.reloads, k.rAsked = d.Reloads, 0
			k.reloadsN++
		}
		r := d.Reloads
		bow, i, ok := TubeContext(d.Context)
		// an end's tubes are asked while its box holds a torpedo: skip the tubes of an
		// end whose box ran out
		for ok && k.rAsked < len(r.Tubes) && (r.Tubes[k.rAsked].Bow != bow || r.Tubes[k.rAsked].I != i) {
			k.rAsked++
		}
		if !ok || k.rAsked >= len(r.Tubes) {
			t.Fatalf("reload decision about %q not among the reloading's tubes %v", d.Context, r.Tubes)
		}
		k.rAsked++
	}
	if (d.Kind != KindFire && d.Salvo != nil) || (d.Kind != KindReload && d.Reloads != nil) {
		t.Fatalf("decision %s carries a salvo or a reloading it is not part of", d.ID)
	}
	return d.Options[k.rng.IntN(len(d.Options))].Key, ""
}

// checkSunk: more torpedoes at a target never lower its odds of sinking, and two at it
// sink it at least as often as either alone and no more often than two true hits.
func (k *salvoChecker) checkSunk(s *Salvo) {
	if len(s.Tubes) < 2 || len(s.Targets) == 0 {
		return
	}
	aim := make([]int, len(s.Tubes))
	for x := range aim {
		aim[x] = -1
	}
	aim[0] = 0
	one := s.Sunk(aim)[0]
	aim[1] = 0
	two := s.Sunk(aim)[0]
	aim[0] = -1
	other := s.Sunk(aim)[0]
	h0, h1 := s.Shot(0, 0)[0].P, s.Shot(1, 0)[0].P
	if two < one-1e-12 || two < other-1e-12 || two > 1-(1-h0)*(1-h1)+1e-12 {
		k.t.Fatalf("two torpedoes at %s sink it %v; alone %v and %v; hits %v, %v", s.Targets[0].Label, two, one, other, h0, h1)
	}
	k.multi++
}

// TestSalvoAndReloadsTellTheirDecisions: every fire decision carries its salvo (9.2.1)
// and every reload decision its reloading (9.2.10), and the decisions asked are the
// tubes they tell, in order, with the options and odds they give.
func TestSalvoAndReloadsTellTheirDecisions(t *testing.T) {
	k := &salvoChecker{t: t, rng: rand.New(rand.NewPCG(7, 7))}
	for seed := uint64(1); seed <= 150; seed++ {
		for _, typ := range []string{"VIIC", "IXC", "XXI"} {
			c, err := NewCareer(Config{Seed: seed, Type: typ, Odds: true}, nil)
			if err != nil {
				t.Fatal(err)
			}
			k.salvo, k.reloads = nil, nil
			if err := c.Run(k); err != nil {
				t.Fatal(err)
			}
		}
	}
	if k.salvos < 100 || k.multi < 50 || k.reloadsN < 50 {
		t.Errorf("only %d salvos (%d with two torpedoes checked) and %d reloadings seen", k.salvos, k.multi, k.reloadsN)
	}
	t.Logf("%d salvos, %d two-torpedo checks, %d reloadings", k.salvos, k.multi, k.reloadsN)
}

// Without odds the decisions carry neither (the career's speed).
func TestNoSalvoWithoutOdds(t *testing.T) {
	c, err := NewCareer(Config{Seed: 3, Type: "VIIC"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = c.Run(deciderFunc(func(_ *State, d *Decision) (string, string) {
		if d.Salvo != nil || d.Reloads != nil {
			t.Fatalf("decision %s carries a salvo or reloading without odds", d.ID)
		}
		return d.Options[0].Key, ""
	}))
	if err != nil {
		t.Fatal(err)
	}
}
