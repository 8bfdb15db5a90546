package present

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
	"uboat/i18n"
	"uboat/rules"
)

// ruleOnlyChecks are the table codes the engine rolls by a rule alone, with no table in
// its data (engine/data/tables.yaml): a threshold or a count written in the engine's code
// (TEST_DEPTH: 2d6 against the damaged hull boxes, 9.6.4), so they have no chart; the roll
// log still opens their rule by its number. A rolled code in neither list fails
// TestEveryRolledTableHasItsChart, so a new check is classed on purpose.
var ruleOnlyChecks = map[string]bool{
	"ALBERICH": true, "ARCTIC_STAY": true, "BALKON": true, "DECK_GUN_REMOVAL": true,
	"DIRECTIVE": true, "DOCTOR": true, "DOCTOR_LW": true, "E2_close": true, "FAT": true,
	"FLOOD": true, "FOLLOW": true, "INVASION_REFUSAL": true, "OVERBOARD": true,
	"PENANG_SHORT": true, "PENANG_STAY": true, "RANK": true, "REQUEST": true,
	"SCHNORCHEL": true, "SCUTTLE": true, "SCUTTLE_DIESELS": true, "STRAGGLER": true,
	"SUB_FIRE": true, "SUB_INIT": true, "TEST_DEPTH": true, "WO1_BOAT": true,
	"LIMITED": true, "RESUPPLY_BOATS": true, "FA330": true, "RESUPPLY_DAMAGE": true,
	"RESUPPLY_FUEL": true, "RESUPPLY_TARGET": true,
	"EXTREME": true, "EXTREME_DETECT": true, // 14.16: natural 2d6 against fixed numbers, never modified
	"FLAK_BOAT": true, // 11.4.7 strafing: bombs on 1–3 (met in the all-options careers)
	// [R2] 3, 4, 5, 13 and 14.9 (engine/random.go, engine/resupply.go)
	"LEFT_ON_DECK": true, "PERISCOPE_FAILURE": true, "RESCUE": true, "STORM_WAVE": true,
	"RESUPPLY_AT_SEA": true, "RESUPPLY_TORPEDOES": true,
}

// chartReads reports whether a roll's logged result is what its chart's cell says, or
// why the engine rightly reads otherwise (a rule that overrides the table's cell).
func chartReads(ch *Chart, e *engine.RollEvent) (ok bool, why string) {
	row, col := ch.Find(e.Column, e.Total)
	natural := e.Total
	for _, m := range e.Mods {
		natural -= m.V
	}
	switch {
	case col < 0 && e.Table == engine.TableDay && e.Column == engine.AreaArctic:
		return false, "Arctic day or night: the day rows grow with the month (8.4, ArcticDayMax)"
	case col < 0 && e.Table == engine.TableE5 && e.Column == "extra_flak":
		return false, "the extra Flak is repaired as the Flak gun it is (10.2)"
	case col < 0 || row < 0:
		return false, ""
	}
	if got := ch.Rows[row].Keys[col]; got == e.Result {
		return true, ""
	}
	switch {
	case e.Table == engine.TableE1 && e.Result == engine.EncRandomEvent && natural == 12:
		return true, "" // [E1] note 1: a natural 12 is a random event (12.0); the chart's cell is the table's
	case e.Table == engine.TableE4 && ch.Rows[row].Keys[col] == "deck_gun" && (e.Result == "bakery" || e.Result == "autogiro"):
		return true, "" // [E4] notes 2–3: a board without a deck gun reads its bakery or Fa 330 there (10.0)
	case e.Table == engine.TableE2 && natural == 2 && !engine.IsDetected(e.Result):
		return true, "" // [E2]: an unmodified 2 is never detected
	}
	return false, ""
}

// TestEveryRolledTableHasItsChart (issue 14): over careers of every type, answered by
// the Commander and the Random policy with the optional rules on and off, every table
// code the engine rolls on is a chart of the data or a check by rule alone; each roll's
// (total, column) is a cell of its chart, and the cell reads the roll's logged result.
func TestEveryRolledTableHasItsChart(t *testing.T) {
	type seen struct{ rolls, checked int }
	codes := map[string]*seen{}
	var bad []string
	for _, typ := range boatTypes(t) {
		for seed := uint64(1); seed <= 30; seed++ {
			var d engine.Decider = policy.NewCommander()
			opts := engine.Options{}
			if seed%2 == 0 {
				d = policy.NewRandom(seed)
				for _, k := range engine.KnownOptions {
					opts[k] = true
				}
			}
			c, err := engine.NewCareer(engine.Config{Seed: seed, Type: typ, Options: opts}, nil)
			if err != nil {
				t.Fatal(err)
			}
			c.SetSink(func(ev engine.Event) {
				e, ok := ev.(*engine.RollEvent)
				if !ok {
					return
				}
				s := codes[e.Table]
				if s == nil {
					s = &seen{}
					codes[e.Table] = s
				}
				s.rolls++
				ch := TableChart(e.Table)
				if ch == nil {
					if !ruleOnlyChecks[e.Table] {
						bad = append(bad, fmt.Sprintf("%s: no chart and not a check by rule", e.Table))
					}
					return
				}
				if ruleOnlyChecks[e.Table] {
					bad = append(bad, fmt.Sprintf("%s: listed as a check by rule but has a chart", e.Table))
				}
				if ok, why := chartReads(ch, e); !ok {
					if why == "" {
						row, col := ch.Find(e.Column, e.Total)
						bad = append(bad, fmt.Sprintf("%s %q total %d (row %d, column %d) logged %q", e.Table, e.Column, e.Total, row, col, e.Result))
					}
					return
				}
				s.checked++
			})
			if err := c.Run(d); err != nil {
				t.Fatal(err)
			}
		}
	}
	sort.Strings(bad)
	bad = compact(bad)
	for _, b := range bad {
		t.Error(b)
	}
	charted := 0
	for code, s := range codes {
		if HasChart(code) {
			charted++
			if s.checked == 0 {
				t.Errorf("%s: %d rolls, none read on its chart", code, s.rolls)
			}
		}
	}
	for _, must := range []string{"E1", "E2", "U1", "E3", "E4", "E5", "P1", "T1", "T5", "R1", "M4"} {
		if codes[must] == nil || codes[must].checked == 0 {
			t.Errorf("no roll on %s read on its chart", must)
		}
	}
	t.Logf("%d table codes rolled, %d of them charted", len(codes), charted)
}

// compact drops repeated lines of a sorted list.
func compact(s []string) []string {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

// TestEveryChartHasAPage (issue 14): every chart is drawn on a page of the rulebook in
// each language, and its headings and cells are words of the catalogue, not keys.
func TestEveryChartHasAPage(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	missed := map[string]bool{}
	wordMissed = func(key string) { missed[i18n.Current().String()+": "+key] = true }
	defer func() { wordMissed = nil }()
	defer func() {
		for k := range missed {
			t.Errorf("a chart spells %s from its key: no word in the catalogue", k)
		}
	}()
	for _, l := range []i18n.Lang{i18n.En, i18n.De, i18n.It, i18n.Es} {
		i18n.SetCurrent(l)
		book, err := rules.Load(l)
		if err != nil {
			t.Fatal(err)
		}
		for _, code := range ChartCodes() {
			if book.Section(ChartHome(code)) == nil {
				t.Errorf("%s: chart %s: home %q is no section of the book", l, code, ChartHome(code))
			}
			ch := TableChart(code)
			if len(ch.Rows) == 0 || len(ch.Cols) == 0 {
				t.Fatalf("%s: chart %s is empty", l, code)
			}
			for _, r := range ch.Rows {
				for i, cell := range r.Cells {
					if cell == "" || strings.Contains(cell, "_") {
						t.Errorf("%s: chart %s row %s column %q: cell %q", l, code, r.Label, ch.Cols[i].Key, cell)
					}
				}
			}
		}
	}
}

// TestChartE2 (issue 14): [E2] as a chart: three bands (≤5 not detected, 6–11 detected,
// 12+ detected with +1 on [E3]); a total past either end reads the end row ([A01]).
func TestChartE2(t *testing.T) {
	ch := TableChart("E2")
	var labels []string
	for _, r := range ch.Rows {
		labels = append(labels, r.Label+"="+r.Keys[0])
	}
	if got := strings.Join(labels, " "); got != "≤5=undetected 6–11=detected 12+=detected_plus" {
		t.Fatalf("E2 rows: %s", got)
	}
	for total, want := range map[int]string{-3: "undetected", 5: "undetected", 6: "detected", 11: "detected", 12: "detected_plus", 15: "detected_plus"} {
		if row, col := ch.Find("", total); col != 0 || ch.Rows[row].Keys[0] != want {
			t.Errorf("E2 total %d: row %d col %d", total, row, col)
		}
	}
	// d66: an impossible reading reads the one below ([E4], engine.Column.Look)
	e4 := TableChart("E4")
	row, _ := e4.Find("", 19)
	if r := e4.Rows[row]; r.Lo > 16 || r.Hi < 16 {
		t.Errorf("E4 19 reads row %s", r.Label)
	}
}

// TestRollSteps: a roll's steps are the natural roll, each DRM and the total.
func TestRollSteps(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	i18n.SetCurrent(i18n.En)
	e := &engine.RollEvent{Table: "E2", Dice: "2d6", Faces: []int{3, 4}, Total: 6,
		Mods: []engine.Mod{{V: -2, Why: "9.6.3 long range"}, {V: 1, Why: "9.2.7 G7a by day"}}, Result: "detected"}
	got := strings.Join(RollSteps(e), " | ")
	want := "Natural roll 2d6: 3+4 = 7 | " + ModText(e.Mods[0]) + " | " + ModText(e.Mods[1]) + " | Total 6: " + ResultText("E2", "detected")
	if got != want {
		t.Fatalf("steps %q, want %q", got, want)
	}
}
