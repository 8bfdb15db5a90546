package engine

import (
	"fmt"
	"strings"
	"testing"
)

// wordsCheckDecider answers with a varying option and checks, at each decision the
// helpers of decide_words.go read, that they agree with the engine's own English.
type wordsCheckDecider struct {
	t    *testing.T
	n    int
	seen map[string]int
	typ  string
}

func (w *wordsCheckDecider) Decide(s *State, d *Decision) (string, string) {
	w.n++
	t := w.t
	switch d.ID {
	case "load_mix": // 4.5: the as_printed label states the mix it starts from (with odds)
		mix := LoadMixAt(MustData(), s)
		want := fmt.Sprintf("Keep %d G7a, %d G7e", mix.Steam, mix.Electric)
		if d.Options[0].Key != "as_printed" || d.Options[0].Label != want {
			t.Errorf("%s %v: load_mix as printed %q, LoadMixAt says %q", w.typ, s.Date, d.Options[0].Label, want)
		}
		guided := fmt.Sprintf(" and %d guided (", mix.Guided)
		if (mix.Guided > 0 && mix.GuidedKind != TorpNone) != strings.Contains(d.Prompt, guided) {
			t.Errorf("%s %v: load_mix prompt %q, LoadMixAt %+v", w.typ, s.Date, d.Prompt, mix)
		}
	case "penang_short": // 4.7.5
		if n := PenangShortCount(d); n < 1 || !strings.HasSuffix(d.Prompt, ": "+fmt.Sprint(n)) {
			t.Errorf("penang_short %q: count %d", d.Prompt, n)
		}
	case "spare_part": // 11.4.10.3
		if SparePartAfterRoll(d) != strings.HasPrefix(d.Prompt, "The repair failed:") {
			t.Errorf("spare_part %q: after roll %v", d.Prompt, SparePartAfterRoll(d))
		}
		if SparePartAfterRoll(d) {
			w.seen["spare_part_after"]++
		}
	case "test_depth": // 9.6.4
		if TestDepthBelow(d) != strings.HasPrefix(d.Prompt, "Stay below") {
			t.Errorf("test_depth %q: below %v", d.Prompt, TestDepthBelow(d))
		}
		if TestDepthBelow(d) {
			w.seen["test_depth_below"]++
		}
	case "patrol_request": // 11.2.1, 7.3
		for _, o := range d.Options[1:] {
			area, differs, ok := PatrolRequestArea(MustData(), s, o.Key)
			if !ok || area == "" || differs != strings.Contains(o.Label, " (becomes ") {
				t.Errorf("%s: patrol_request %s %q: area %q differs %v ok %v", s.Boat.Type, o.Key, o.Label, area, differs, ok)
			}
		}
	case "deck_gun_shift": // 10.11.8
		for _, o := range d.Options {
			if strings.HasSuffix(o.Label, "gun removed") != DeckGunRemoved(int(o.Label[strings.IndexAny(o.Label, "0123456789")]-'0')) {
				t.Errorf("deck_gun_shift %q", o.Label)
			}
		}
	}
	w.seen[d.ID]++
	switch d.ID {
	case "test_depth", "bold": // stay deep now and then, to be asked below test depth
		if w.n%3 == 0 {
			return "yes", ""
		}
		return "no", ""
	}
	return d.Options[w.n%len(d.Options)].Key, ""
}

// The helpers that read a decision's English parts agree with the engine's own texts in
// careers of every type, with and without the optional rules (4.5.2 among them).
func TestDecideWordsHelpers(t *testing.T) {
	w := &wordsCheckDecider{t: t, seen: map[string]int{}}
	for _, typ := range []string{"VIIC", "IXC", "IXD-2", "XB", "VIIC Flak", "XIV", "VIID", "XXI"} {
		for seed := uint64(1); seed <= 12; seed++ {
			opts := Options{}
			if seed%2 == 0 {
				for _, k := range KnownOptions {
					opts[k] = true
				}
			}
			start := Month(0)
			if seed%3 == 0 {
				start = MonthOf(1943, 7)
			}
			c, err := NewCareer(Config{Seed: seed, Type: typ, Start: start, Options: opts, Odds: true}, nil)
			if err != nil {
				continue
			}
			w.typ = typ
			if err := c.Run(w); err != nil {
				t.Fatalf("%s seed %d: %v", typ, seed, err)
			}
		}
	}
	for _, id := range []string{"load_mix", "test_depth", "test_depth_below", "patrol_request"} {
		if w.seen[id] == 0 {
			t.Errorf("no %s decision was asked: the check did not run", id)
		}
	}
	t.Logf("decisions seen: %v", w.seen)
}
