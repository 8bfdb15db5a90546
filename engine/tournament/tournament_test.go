package tournament_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/enginetest"
	"uboat/engine/tournament"
)

// played plays a whole career with the Commander and returns its save (the entry a
// player hands in) and its final state.
func played(t *testing.T, seed uint64, typ string, start engine.Month, opts ...string) ([]byte, *engine.State) {
	t.Helper()
	o, err := engine.ParseOptions(opts)
	if err != nil {
		t.Fatal(err)
	}
	c, sv := enginetest.Play(t, engine.Config{Seed: seed, Type: typ, Start: start, Options: o,
		Kommandant: "K" + string(rune('A'+seed%26)), UNumber: "U-1"}, nil)
	return enginetest.JSON(t, sv), c.State()
}

func rules(t *testing.T, src string) *tournament.Rules {
	t.Helper()
	r, err := tournament.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// edit changes the save's JSON through f (a hand edit).
func edit(t *testing.T, b []byte, f func(m map[string]any)) []byte {
	t.Helper()
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

const tonnage4407 = `{"format": 1, "name": "test", "kind": "highest_tonnage", "start": "1944-07", "type": "VIIC", "options": []}`

// 13.2: honest entries are accepted and ordered by tonnage, dead or alive; a hand-edited
// entry (its tonnage raised, or its start changed) is rejected with its reason.
func TestHighestTonnageStandings(t *testing.T) {
	r := rules(t, tonnage4407)
	start := engine.MonthOf(1944, 7)
	var names []string
	var entries [][]byte
	tons := map[string]int{}
	for seed := uint64(1); seed <= 5; seed++ {
		b, st := played(t, seed, "VIIC", start)
		n := "seed" + string(rune('0'+seed)) + ".json"
		names, entries = append(names, n), append(entries, b)
		tons[n] = st.CareerTons
	}
	// a hand edit: 20,000 t more claimed than sunk
	forged := edit(t, entries[0], func(m map[string]any) {
		s := m["summary"].(map[string]any)
		s["tons"] = s["tons"].(float64) + 20000
	})
	// another: the start month moved
	moved := edit(t, entries[1], func(m map[string]any) { m["config"].(map[string]any)["start"] = "1944-08" })
	names = append(names, "forged.json", "moved.json", "again.json")
	entries = append(entries, forged, moved, entries[2])
	s := r.Standings(names, entries)
	if len(s.Entries) != 8 {
		t.Fatalf("%d entries, want 8", len(s.Entries))
	}
	for i, e := range s.Entries[:5] {
		if e.Rejected != nil {
			t.Fatalf("honest entry %s rejected: %s", e.File, e.Rejected)
		}
		if e.Tons != tons[e.File] {
			t.Errorf("%s: %d t, played %d t", e.File, e.Tons, tons[e.File])
		}
		if i > 0 && s.Entries[i-1].Tons < e.Tons {
			t.Errorf("13.2 order: %s (%d t) after %s (%d t)", e.File, e.Tons, s.Entries[i-1].File, s.Entries[i-1].Tons)
		}
		if e.Rank < 1 || (i > 0 && e.Tons < s.Entries[i-1].Tons && e.Rank != i+1) {
			t.Errorf("%s: rank %d at place %d", e.File, e.Rank, i+1)
		}
		if !e.Eligible {
			t.Errorf("13.2: %s not eligible (dead or alive may win)", e.File)
		}
	}
	want := map[string]string{"forged.json": tournament.RejectReplay, "moved.json": tournament.RejectStart, "again.json": tournament.RejectDuplicate}
	for _, e := range s.Entries[5:] {
		if e.Rejected == nil || e.Rejected.Code != want[e.File] || e.Rank != 0 {
			t.Errorf("%s: rejected %+v rank %d, want code %s", e.File, e.Rejected, e.Rank, want[e.File])
		}
	}
	if d := s.Entries[5].Rejected.Detail; !strings.Contains(d, "tons") {
		t.Errorf("the forged entry's reason does not name the tonnage: %q", d)
	}
}

// 13.3: only a survivor may win: a survivor with less tonnage ranks above a dead
// Kommandant with more; the dead are listed after, unranked. 13.2 on the same entries
// orders by tonnage alone.
func TestSurvivalStandings(t *testing.T) {
	start := engine.MonthOf(1945, 1)
	var alive, dead []byte
	var aliveTons, deadTons int
	for seed := uint64(1); seed < 400 && (alive == nil || dead == nil); seed++ {
		b, st := played(t, seed, "VIIC", start)
		switch {
		case st.EndReason == engine.EndWarOver && alive == nil && (dead == nil || st.CareerTons < deadTons):
			alive, aliveTons = b, st.CareerTons
		case st.EndReason != engine.EndWarOver && dead == nil && st.CareerTons > 0 && (alive == nil || st.CareerTons > aliveTons):
			dead, deadTons = b, st.CareerTons
		}
	}
	if alive == nil || dead == nil {
		t.Fatal("no survivor with less tonnage than a lost Kommandant in 400 seeds")
	}
	src := strings.Replace(strings.Replace(tonnage4407, "1944-07", "1945-01", 1), "highest_tonnage", "survival", 1)
	s := rules(t, src).Standings([]string{"dead", "alive"}, [][]byte{dead, alive})
	if s.Rule != "13.3" || s.Entries[0].File != "alive" || s.Entries[0].Rank != 1 || !s.Entries[0].Survived {
		t.Fatalf("13.3: first %+v, want the survivor ranked 1", s.Entries[0])
	}
	if e := s.Entries[1]; e.File != "dead" || e.Eligible || e.Rank != 0 || e.Rejected != nil {
		t.Fatalf("13.3: the lost Kommandant %+v, want listed, not eligible, unranked", e)
	}
	s = rules(t, strings.Replace(src, "survival", "highest_tonnage", 1)).Standings([]string{"alive", "dead"}, [][]byte{alive, dead})
	if s.Entries[0].File != "dead" || s.Entries[0].Rank != 1 || s.Entries[1].Rank != 2 {
		t.Fatalf("13.2 on the same entries: %+v", s.Entries)
	}
}

// 13.4: the type is free; a tournament's options and type rule are enforced.
func TestMixedTypesAndRules(t *testing.T) {
	start := engine.MonthOf(1944, 7)
	vii, _ := played(t, 3, "VIIC", start)
	ix, _ := played(t, 4, "IXC/40", start)
	opt, _ := played(t, 5, "VIIC", start, engine.OptEscortQuality)
	mixed := rules(t, `{"format": 1, "kind": "mixed", "scoring": "highest_tonnage", "start": "1944-07", "type": "free", "options": []}`)
	s := mixed.Standings([]string{"vii", "ix", "opt"}, [][]byte{vii, ix, opt})
	codes := map[string]string{}
	for _, e := range s.Entries {
		if e.Rejected != nil {
			codes[e.File] = e.Rejected.Code
		}
	}
	if !reflect.DeepEqual(codes, map[string]string{"opt": tournament.RejectOptions}) {
		t.Fatalf("13.4 rejections %v, want only opt (options differ)", codes)
	}
	s = rules(t, tonnage4407).Standings([]string{"ix"}, [][]byte{ix})
	if e := s.Entries[0]; e.Rejected == nil || e.Rejected.Code != tournament.RejectType || e.Rejected.Got != "IXC/40" {
		t.Fatalf("13.2 with an IXC/40 entry: %+v, want rejected for its type", e)
	}
	// an unfinished career is no entry; a damaged file neither
	b := enginetest.JSON(t, enginetest.Saves(t, engine.Config{Seed: 9, Type: "VIIC", Start: start}, 1)[0])
	s = rules(t, tonnage4407).Standings([]string{"open", "junk"}, [][]byte{b, []byte("{not a save")})
	if s.Entries[0].Rejected.Code != tournament.RejectUnfinished || s.Entries[1].Rejected.Code != tournament.RejectUnreadable {
		t.Fatalf("unfinished and damaged: %+v %+v", s.Entries[0].Rejected, s.Entries[1].Rejected)
	}
}

// An agreed earlier end (13.1.1 [designed]): only patrols begun before it count, and a
// career still in command then survived; an unfinished save that has reached it enters.
func TestAgreedEnd(t *testing.T) {
	start := engine.MonthOf(1943, 7)
	r := rules(t, `{"format": 1, "kind": "survival", "start": "1943-07", "type": "VIIC", "options": [], "end": "1943-11"}`)
	for seed := uint64(1); seed <= 6; seed++ {
		b, st := played(t, seed, "VIIC", start)
		e := r.Judge("e", b)
		if e.Rejected != nil {
			t.Fatalf("seed %d: %s", seed, e.Rejected)
		}
		want := 0
		for _, row := range st.Log {
			if row.Month < r.End {
				want += row.Tons
			}
		}
		if e.Tons != want || e.Tons > st.CareerTons {
			t.Errorf("seed %d: %d t counted, %d t before 11/43 (career %d t)", seed, e.Tons, want, st.CareerTons)
		}
		if alive := !st.Ended || st.Date > r.End || st.EndReason == engine.EndWarOver; e.Survived != alive || e.Eligible != alive {
			t.Errorf("seed %d: survived %v eligible %v, ended %v at %s", seed, e.Survived, e.Eligible, st.EndReason, st.Date)
		}
	}
}

// The file: Parse refuses what the rules do not allow, naming the field; Marshal and
// Parse round-trip.
func TestParse(t *testing.T) {
	bad := map[string]string{
		"kind":     `{"format": 1, "kind": "fastest", "start": "1943-07", "type": "VIIC"}`,
		"scoring":  `{"format": 1, "kind": "mixed", "start": "1943-07", "type": "free"}`,
		"type: a":  `{"format": 1, "kind": "mixed", "scoring": "survival", "start": "1943-07", "type": "VIIC"}`,
		"type: e":  `{"format": 1, "kind": "survival", "start": "1943-07", "type": "free"}`,
		"type/st":  `{"format": 1, "kind": "survival", "start": "1943-07", "type": "XXI"}`,
		"options":  `{"format": 1, "kind": "survival", "start": "1943-07", "type": "VIIC", "options": ["14.99_x"]}`,
		"end":      `{"format": 1, "kind": "survival", "start": "1943-07", "type": "VIIC", "end": "1943-07"}`,
		"colour":   `{"format": 1, "kind": "survival", "start": "1943-07", "type": "VIIC", "colour": "red"}`,
		"format":   `{"kind": "survival", "start": "1943-07", "type": "VIIC"}`,
		"start":    `{"format": 1, "kind": "survival", "start": "1942-07", "type": "VIIC"}`,
		"start: m": `{"format": 1, "kind": "mixed", "scoring": "survival", "start": "1942-07", "type": "free"}`,
	}
	for field, src := range bad {
		_, err := tournament.Parse([]byte(src))
		if !errors.Is(err, tournament.ErrBadFile) || !strings.Contains(err.Error(), strings.Fields(field)[0]) {
			t.Errorf("%s: %v, want ErrBadFile naming the field", field, err)
		}
	}
	if _, err := tournament.Parse([]byte(`{"format": 2, "kind": "survival"}`)); !errors.Is(err, tournament.ErrNewerVersion) {
		t.Errorf("format 2: %v", err)
	}
	r, err := tournament.New("Biscay", tournament.KindMixed, tournament.KindSurvival, engine.MonthOf(1944, 1), tournament.TypeFree,
		[]string{engine.OptEvasive, engine.OptEscortQuality}, engine.MonthOf(1945, 1))
	if err != nil {
		t.Fatal(err)
	}
	b, err := r.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := tournament.Parse(b)
	if err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	if !reflect.DeepEqual(back, r) || back.Rule() != "13.4" {
		t.Fatalf("round trip: %+v, want %+v\n%s", back, r, b)
	}
	if cfg := r.Config("IXD2"); cfg.Type != "IXD2" || cfg.Start != r.Start || !cfg.Options.Has(engine.OptEvasive) {
		t.Errorf("Config under 13.4: %+v", cfg)
	}
}
