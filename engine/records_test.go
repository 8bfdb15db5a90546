package engine_test

import (
	"encoding/json"
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// logSheetTotals sums the patrol rows of the log sheet (3.5): tonnage and ships sunk.
func logSheetTotals(st *engine.State) (tons, ships int) {
	for _, r := range st.Log {
		if r.Kind == engine.LogPatrol {
			tons += r.Tons
			ships += len(r.Sunk)
		}
	}
	return tons, ships
}

// TestRule5_1_3_LogSheetClosedAtSea: a career that ends at sea (boat sunk, scuttled or
// captured, Kommandant killed) still writes that patrol's record on its log row (7.5.2):
// the rows add up to the career totals (5.2.1 "from the patrol log"), and the last row
// carries the outcome.
func TestRule5_1_3_LogSheetClosedAtSea(t *testing.T) {
	reasons := map[string]int{}
	withTons := 0
	for seed := uint64(1); seed <= 60; seed++ {
		for _, typ := range []string{"VIIC", "IXC"} {
			c, _ := runCareer(t, engine.Config{Seed: seed, Type: typ}, policy.NewCommander())
			st := c.State()
			tons, ships := logSheetTotals(st)
			if tons != st.CareerTons || ships != st.CareerShips {
				t.Fatalf("%s seed %d (%s): log sheet %d t / %d ships, career %d t / %d ships",
					typ, seed, st.EndReason, tons, ships, st.CareerTons, st.CareerShips)
			}
			if st.EndReason == "war_over" || st.EndReason == "relieved" {
				continue
			}
			reasons[st.EndReason]++
			var last *engine.LogRow
			for i := len(st.Log) - 1; i >= 0; i-- {
				if st.Log[i].Kind == engine.LogPatrol {
					last = &st.Log[i]
					break
				}
			}
			if last == nil {
				t.Fatalf("%s seed %d: no patrol row", typ, seed)
			}
			want := map[string][]string{
				"boat_lost":   {engine.OutcomeSunk},
				"captured":    {engine.OutcomeScuttled, engine.OutcomeCaptured},
				"kmdt_killed": {"kmdt_killed"},
			}[st.EndReason]
			ok := false
			for _, w := range want {
				ok = ok || last.Outcome == w
			}
			if !ok {
				t.Fatalf("%s seed %d: career ended %s, last row outcome %q", typ, seed, st.EndReason, last.Outcome)
			}
			if last.Tons > 0 {
				withTons++
				if len(last.Sunk) == 0 || last.Success != true {
					t.Fatalf("%s seed %d: last row %d t but ships %v success %v", typ, seed, last.Tons, last.Sunk, last.Success)
				}
			}
		}
	}
	if reasons["boat_lost"] == 0 || withTons == 0 {
		t.Fatalf("the sample has no boat lost at sea with tonnage on its last patrol (%v, %d)", reasons, withTons)
	}
	t.Logf("careers ended at sea: %v; %d with tonnage on the last patrol", reasons, withTons)
}

// TestRule5_1_2_NothingAfterTheWar: a career the war ends (5.1.1, 5.1.2) writes no log row
// dated after 5/45 and ends in the war's end month — the Type XXI from 4/45 of issue 12
// and careers from earlier starts alike; every event is dated 5/45 at the latest.
func TestRule5_1_2_NothingAfterTheWar(t *testing.T) {
	last := engine.LastMonth
	warOver := 0
	for seed := uint64(1); seed <= 40; seed++ {
		for _, cfg := range []engine.Config{
			{Seed: seed, Type: "XXI", Start: engine.MonthOf(1945, 4)},
			{Seed: seed, Type: "VIIC", Start: engine.MonthOf(1944, 10)},
		} {
			c, log := runCareer(t, cfg, policy.NewCommander())
			st := c.State()
			if st.EndReason != "war_over" {
				continue
			}
			warOver++
			if st.Date != last {
				t.Fatalf("%s seed %d: the war is over but the career ends %s, not %s", cfg.Type, seed, st.Date, last)
			}
			for _, r := range st.Log {
				if r.Month > last {
					t.Fatalf("%s seed %d: log row %s %q after the war's end", cfg.Type, seed, r.Month, r.Kind)
				}
			}
			for _, ev := range splitLines(log) {
				if d := eventDate(ev); d > last.String() {
					t.Fatalf("%s seed %d: event dated %s after the war's end: %s", cfg.Type, seed, d, ev)
				}
			}
		}
	}
	if warOver < 10 {
		t.Fatalf("only %d careers reached the war's end", warOver)
	}
}

func splitLines(b []byte) []string {
	return strings.Split(strings.TrimSpace(string(b)), "\n")
}

// eventDate is the "date" field of one JSON Lines event.
func eventDate(line string) string {
	var h struct {
		Date string `json:"date"`
	}
	_ = json.Unmarshal([]byte(line), &h)
	return h.Date
}
