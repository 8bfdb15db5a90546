package present

import (
	"fmt"
	"sort"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
	"uboat/i18n"
	"uboat/rules"
)

// refsSeen collects every rule number and table code a career puts on screen: in the
// roll log's lines and captions (screenTexts), the table of each roll (TableRef), the
// modifiers' reasons, and every decision's prompt and labels.
type refsSeen struct {
	inner engine.Decider
	where string
	seen  map[string]string // key → where first seen
}

func (r *refsSeen) add(s string) {
	for _, ref := range rules.Find(s) {
		if _, ok := r.seen[ref.Key]; !ok {
			r.seen[ref.Key] = fmt.Sprintf("%s: %q", r.where, s)
		}
	}
}

func (r *refsSeen) Decide(s *engine.State, d *engine.Decision) (string, string) {
	ld := Localize(d, s)
	r.add(ld.Prompt)
	for _, o := range ld.Options {
		r.add(o.Label)
	}
	return r.inner.Decide(s, d)
}

// TestEveryRuleOnScreenIsInTheBook (issue 14): every rule number and table code the
// screens show of the engine's events and decisions opens a rule or table of the
// rulebook (package rules), over careers of every type answered by the Commander and
// the Random policy, with the optional rules on and off.
func TestEveryRuleOnScreenIsInTheBook(t *testing.T) {
	book, err := rules.Load(i18n.En)
	if err != nil {
		t.Fatal(err)
	}
	r := &refsSeen{seen: map[string]string{}}
	careers := 0
	for _, typ := range boatTypes(t) {
		for seed := uint64(1); seed <= 30; seed++ {
			r.inner = policy.NewCommander()
			opts := engine.Options{}
			if seed%2 == 0 {
				r.inner = policy.NewRandom(seed)
				for _, k := range engine.KnownOptions {
					opts[k] = true
				}
			}
			c, err := engine.NewCareer(engine.Config{Seed: seed, Type: typ, Options: opts, Odds: true}, nil)
			if err != nil {
				t.Fatal(err)
			}
			r.where = fmt.Sprintf("%s seed %d", typ, seed)
			c.SetSink(func(e engine.Event) {
				for _, s := range screenTexts(e) {
					r.add(s)
				}
				if roll, ok := e.(*engine.RollEvent); ok {
					r.add(TableRef(roll.Table))
					for _, m := range roll.Mods {
						r.add(ModText(m))
					}
				}
			})
			if err := c.Run(r); err != nil {
				t.Fatal(err)
			}
			careers++
		}
	}
	var bad []string
	for k, where := range r.seen {
		if book.Section(k) == nil {
			bad = append(bad, k+" — "+where)
		}
	}
	sort.Strings(bad)
	for _, b := range bad {
		t.Error("not in the rulebook: " + b)
	}
	if len(r.seen) < 100 {
		t.Errorf("only %d rule numbers and table codes seen", len(r.seen))
	}
	t.Logf("%d careers, %d rule numbers and table codes, each in the book", careers, len(r.seen))
}
