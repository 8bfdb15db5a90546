package present

import (
	"strings"
	"testing"

	"uboat/engine"
	"uboat/i18n"
)

// Every implemented optional rule is in exactly one group of the setup's page, and has a
// name and an explanation in every language; the presets hold known keys only.
func TestOptionGroupsCoverKnownOptions(t *testing.T) {
	seen := map[string]int{}
	for _, g := range OptionGroups {
		for _, k := range g.Keys {
			seen[k]++
		}
	}
	for _, k := range engine.KnownOptions {
		if seen[k] != 1 {
			t.Errorf("%s is in %d groups", k, seen[k])
		}
	}
	if len(seen) != len(engine.KnownOptions) {
		t.Errorf("groups hold %d keys, %d known", len(seen), len(engine.KnownOptions))
	}
	for _, p := range OptionPresets {
		if _, err := engine.ParseOptions(p.Keys); err != nil {
			t.Errorf("preset %s: %v", p.ID, err)
		}
	}
	defer i18n.SetCurrent(i18n.Current())
	for _, l := range []i18n.Lang{i18n.En, i18n.De, i18n.It, i18n.Es} {
		i18n.SetCurrent(l)
		for _, k := range engine.KnownOptions {
			if n := OptionName(k); n == k || !strings.HasPrefix(n, OptionRule(k)+" ") {
				t.Errorf("%s %s: name %q", l, k, n)
			}
			if e := OptionExplain(k); strings.HasPrefix(e, "options.") || e == "" {
				t.Errorf("%s %s: explanation %q", l, k, e)
			}
		}
	}
}

// The options line names the rules in force in rule order, or says the standard rules
// apply; tactical-layer keys are not optional rules.
func TestOptionsLine(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	i18n.SetCurrent(i18n.En)
	if got := OptionsLine(nil); got != "Optional rules: none (standard rules)" {
		t.Errorf("none: %q", got)
	}
	o := engine.Options{engine.OptEscortQuality: true, engine.OptInitialLoad: true, "tac_attack_ask": true}
	if got := OptionsLine(o.Keys()); got != "Optional rules: 4.5.2 Initial torpedo load, 14.6 Variable escort quality" {
		t.Errorf("line %q", got)
	}
}

// 14.6 / 14.7 notes in words.
func TestQualityNotesInWords(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	i18n.SetCurrent(i18n.En)
	cases := map[[2]string]string{
		{"escort_quality", "elite"}:                       "The escorts are elite (14.6)",
		{"aircraft_quality", "green"}:                     "The aircrew is green (14.7)",
		{"quality_hits", "14.6.3 veteran: 5 → sunk"}:      "Veteran escorts: sunk instead of 5 hits (14.6.3)",
		{"quality_hits", "14.7.3 green: 1 → ineffective"}: "Green aircrew: ineffective instead of 1 hit (14.7.3)",
		{"xxi_advance", "1945-03"}:                        "Type XXI production advances: available from March 1945 (14.11)",
	}
	for in, want := range cases {
		if got := EventText(&engine.KeyEvent{Header: engine.Header{T: engine.TNote}, Key: in[0], Detail: in[1]}); got != want {
			t.Errorf("%v: %q, want %q", in, got, want)
		}
	}
}

// [R1] 2 passed over because the officer is already dead names him in words, not by key
// (found when 14.6/14.7 changed the dice of the all-options careers).
func TestManOverboardAlreadyKIAInWords(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	i18n.SetCurrent(i18n.En)
	got := EventText(&engine.KeyEvent{Header: engine.Header{T: engine.TNote}, Key: "random_event_ignored", Detail: "[R1] 2 2wo already KIA"})
	if strings.Contains(got, "2wo") || !strings.Contains(got, "already killed") {
		t.Errorf("%q", got)
	}
}

// The Abwehr mission failing because the agent is down (10.6.3) reads in words (found
// when the all-options careers took other dice).
func TestAgentDownMissionFailedInWords(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	i18n.SetCurrent(i18n.De)
	got := EventText(&engine.KeyEvent{Header: engine.Header{T: engine.TNote}, Key: "mission_failed", Detail: "10.6.3 Abwehr agent SW/KIA"})
	if strings.Contains(got, "SW/KIA") || !strings.Contains(got, "Abwehr-Agent") {
		t.Errorf("%q", got)
	}
}
