package present

import (
	"strings"
	"testing"

	"uboat/draw"
	"uboat/engine"
	"uboat/engine/stats"
	"uboat/i18n"
)

// Every class of ships and every cause of damage of the statistics screen has its name
// and its tip in each language: a glossary term where the glossary has one, else an
// explanation of its own citing its rule; and a patrol's bar says what it stands for.
func TestStatsWordsInEveryLanguage(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	r := draw.Rect{X: 1, Y: 2, W: 30, H: 10}
	for _, l := range i18n.Langs {
		i18n.SetCurrent(l)
		for _, k := range stats.Classes {
			if n := ShipClassName(k); n == "" || strings.Contains(n, "stats.") {
				t.Errorf("%v: class %s is named %q", l, k, n)
			}
			tp := ShipClassTip(r, k)
			if title, body := TipBody(tp); tp.R != r || body == "" || strings.Contains(title+body, "stats.") || !strings.ContainsAny(body, "0123456789") {
				t.Errorf("%v: class %s's tip %q %q", l, k, title, body)
			}
		}
		for _, k := range stats.Causes {
			if n := CauseName(k); n == "" || strings.Contains(n, "stats.") {
				t.Errorf("%v: cause %s is named %q", l, k, n)
			}
			tp := CauseTip(r, k)
			if title, body := TipBody(tp); body == "" || strings.Contains(title+body, "stats.") || !strings.ContainsAny(body, "0123456789") {
				t.Errorf("%v: cause %s's tip %q %q", l, k, title, body)
			}
		}
	}
	i18n.SetCurrent(i18n.En)
	if tp := CauseTip(r, stats.CauseDepthCharges); tp.Term != "depth_charges" || tp.Text != "" {
		t.Errorf("depth charges: %+v, want the glossary's term", tp)
	}
	if tp := ShipClassTip(r, engine.ClassCapital); tp.Term != "capital_ship" {
		t.Errorf("capital ships: %+v, want the glossary's term", tp)
	}
	p := stats.Patrol{Month: engine.MonthOf(1943, 10), Area: "british_isles", Tons: 35000, Ships: 1, Outcome: "sunk"}
	if got, want := PatrolTip(2, p), "Patrol 2 · October 1943 · British Isles · 35,000 t, 1 ship · sunk"; got != want {
		t.Errorf("patrol tip %q, want %q", got, want)
	}
	p.Open = true
	if got := PatrolTip(3, p); !strings.HasSuffix(got, "· under way") {
		t.Errorf("a patrol under way: %q", got)
	}
}
