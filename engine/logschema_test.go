package engine_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// The event log is a public interface (log-schema.md). This test plays careers of every
// type with both decision makers, writes them as JSON Lines and checks every line
// against the schema: common fields, each event type's fields and value sets, and for
// every roll that faces, modifiers and total add up.

var (
	reDate  = regexp.MustCompile(`^\d{4}-(0[1-9]|1[0-2])$`)
	reEvent = regexp.MustCompile(`^event_\d+$`)
	reDigit = regexp.MustCompile(`^\d+$`)
)

var schemaSets = map[string][]string{
	"area": {"transit", "bay_of_biscay", "gibraltar", "mission", "atlantic", "atlantic_wolfpack", "arctic",
		"british_isles", "brazilian_coast", "caribbean", "north_america", "north_america_abwehr", "indian_ocean",
		"australia", "mediterranean", "spanish_coast", "west_african_coast", "invasion", "additional_round"},
	"e1":       {"none", "aircraft", "aircraft_escort", "escort", "ship", "two_ships", "ship_escort", "two_ships_escort", "tanker", "capital_ship", "convoy", "submarine", "random_event"},
	"mission":  {"none", "abwehr", "minelaying", "invasion", "resupply"},
	"base":     {"france", "norway", "germany", "mediterranean", "penang"},
	"class":    {"small_freighter", "large_freighter", "tanker", "capital_ship", "escort", "submarine"},
	"weapon":   {"g7a", "g7e", "g7a_fat", "g7e_fat", "falke", "zaunkoenig", "zaunkoenig_2", "deck_gun"},
	"outcome":  {"miss", "dud", "hit"},
	"member":   {"kmdt", "1wo", "2wo", "li", "doctor", "crew_1", "crew_2", "crew_3", "crew_4", "abwehr_agent"},
	"wound":    {"ok", "lw", "sw", "kia"},
	"patrol":   {"returned", "aborted", "sunk", "scuttled", "captured", "surrendered"},
	"reason":   {"war_over", "kmdt_killed", "captured", "relieved", "boat_lost"},
	"victory":  {"defeat", "draw", "marginal", "substantial", "decisive"},
	"dice":     {"1d6", "2d6", "3d6", "d66", "1d10", "d100", "1d20"},
	"p1column": {"1943_jul_dec", "1944_jan_may", "1944_jun_jul", "1944_aug_dec", "1945_jan_apr"},
	"e4": {"batteries", "flooding", "flooding_x2", "naxos", "periscope", "dive_planes", "electric_1", "electric_2",
		"diesel_1", "diesel_2", "flak", "flak_37", "flak_2cm", "schnorchel", "hull", "hull_x2", "radio", "crew_injury",
		"crew_injury_x2", "deck_gun", "hydrophones", "aft_tube", "fwd_tube_odd", "fwd_tube_even", "fuel_tanks",
		"autogiro", "bakery"},
}

// rollResults are the result keys log-schema.md fixes for these tables.
var rollResults = map[string][]string{
	"A1":       {"two_attacks", "one_attack", "crash_dive"},
	"A2":       {"shot_down", "damaged", "missed"},
	"DAY":      {"day", "night"},
	"NIGHT":    {"night", "lost"},
	"SIZE":     {"small_freighter", "large_freighter", "tanker"},
	"U1":       {"hit", "miss"},
	"DUD":      {"dud", "ok"},
	"U3":       {"0", "1", "2", "3", "4"},
	"E2":       {"undetected", "detected", "detected_plus"},
	"E2_close": {"undetected", "detected", "detected_plus"},
	"E3":       {"ineffective", "1", "2", "3", "4", "5", "sunk"},
	"E5":       {"repaired", "failed"},
}

type lineErr struct {
	line int
	text string
	msg  string
}

func (e lineErr) Error() string { return fmt.Sprintf("line %d: %s\n%s", e.line, e.msg, e.text) }

func checkLine(n int, raw []byte) error {
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return lineErr{n, string(raw), "not a JSON object: " + err.Error()}
	}
	fail := func(f string, a ...any) error { return lineErr{n, string(raw), fmt.Sprintf(f, a...)} }
	str := func(k string) (string, bool) { v, ok := m[k].(string); return v, ok }
	num := func(k string) (int, bool) {
		v, ok := m[k].(float64)
		return int(v), ok && v == float64(int(v))
	}
	in := func(k, set string) error {
		v, ok := str(k)
		if !ok || !slices.Contains(schemaSets[set], v) {
			return fail("%s = %v is not one of %s", k, m[k], set)
		}
		return nil
	}
	need := func(keys ...string) error {
		for _, k := range keys {
			if _, ok := m[k]; !ok {
				return fail("missing field %q", k)
			}
		}
		return nil
	}
	if err := need("seq", "t", "date"); err != nil {
		return err
	}
	if _, ok := num("seq"); !ok {
		return fail("seq not an int")
	}
	if d, _ := str("date"); !reDate.MatchString(d) {
		return fail("date %q not YYYY-MM", d)
	}
	t, _ := str("t")
	switch t {
	case "career_start":
		if err := need("v", "seed", "type", "id", "kmdt", "options"); err != nil {
			return err
		}
		if s, _ := str("seed"); !reDigit.MatchString(s) {
			return fail("seed must be a uint64 as a string")
		}
		if _, ok := m["options"].([]any); !ok {
			return fail("options not a list")
		}
	case "roll":
		return checkRoll(m, fail)
	case "decision":
		if err := need("id", "options", "chosen"); err != nil {
			return err
		}
		opts, _ := m["options"].([]any)
		if len(opts) == 0 || !slices.Contains(opts, m["chosen"]) {
			return fail("chosen %v not among options %v", m["chosen"], opts)
		}
	case "assignment":
		if err := need("area", "wolfpack", "mission", "base", "track"); err != nil {
			return err
		}
		for _, e := range []error{in("area", "area"), in("mission", "mission"), in("base", "base")} {
			if e != nil {
				return e
			}
		}
		if _, ok := m["wolfpack"].(bool); !ok {
			return fail("wolfpack not a bool")
		}
		tr, _ := m["track"].([]any)
		if len(tr) == 0 {
			return fail("empty track")
		}
		for _, b := range tr {
			if bs, _ := b.(string); !slices.Contains(schemaSets["area"], bs) {
				return fail("track box %v is not a box key", b)
			}
		}
	case "box":
		if err := need("index", "box", "rolls"); err != nil {
			return err
		}
		if i, ok := num("index"); !ok || i < 0 {
			return fail("bad index")
		}
		if err := in("box", "area"); err != nil {
			return err
		}
	case "encounter":
		return in("kind", "e1")
	case "ship":
		if err := need("name", "tons", "class", "damage_to_sink"); err != nil {
			return err
		}
		if tons, _ := num("tons"); tons <= 0 {
			return fail("tons %v", m["tons"])
		}
		if d, _ := num("damage_to_sink"); d < 1 {
			return fail("damage_to_sink %v", m["damage_to_sink"])
		}
		return in("class", "class")
	case "torpedo":
		if err := need("weapon", "target", "outcome"); err != nil {
			return err
		}
		if err := in("weapon", "weapon"); err != nil {
			return err
		}
		return in("outcome", "outcome")
	case "ship_damaged", "ship_sunk":
		return need("name", "tons", "damage")
	case "uboat_damage":
		return need("system", "state")
	case "crew":
		if err := in("member", "member"); err != nil {
			return err
		}
		return in("state", "wound")
	case "patrol_end":
		if err := need("outcome", "tons", "ships", "success"); err != nil {
			return err
		}
		return in("outcome", "patrol")
	case "refit":
		if err := need("months", "reasons"); err != nil {
			return err
		}
		if mo, _ := num("months"); mo < 1 {
			return fail("refit of %v months", m["months"])
		}
	case "promotion", "decoration", "crew_quality", "new_boat", "random_event":
		if k, _ := str("key"); k == "" {
			return fail("%s without a key", t)
		}
		if t == "random_event" {
			if k, _ := str("key"); !reEvent.MatchString(k) {
				return fail("random_event key %q is not event_<n>", k)
			}
		}
	case "career_end":
		if err := need("reason", "tons", "ships", "victory"); err != nil {
			return err
		}
		if err := in("reason", "reason"); err != nil {
			return err
		}
		return in("victory", "victory")
	case "":
		return fail("empty event type")
	}
	return nil
}

func checkRoll(m map[string]any, fail func(string, ...any) error) error {
	for _, k := range []string{"table", "column", "dice", "faces", "mods", "total", "result"} {
		if _, ok := m[k]; !ok {
			return fail("roll without %q", k)
		}
	}
	table, _ := m["table"].(string)
	col, _ := m["column"].(string)
	dice, _ := m["dice"].(string)
	res, _ := m["result"].(string)
	if table == "" || res == "" {
		return fail("empty table or result")
	}
	if !slices.Contains(schemaSets["dice"], dice) {
		return fail("dice %q", dice)
	}
	fs, _ := m["faces"].([]any)
	faces := make([]int, len(fs))
	for i, f := range fs {
		faces[i] = int(f.(float64))
	}
	want := map[string]int{"1d6": 1, "2d6": 2, "3d6": 3, "d66": 2, "1d10": 1, "d100": 2, "1d20": 1}[dice]
	if len(faces) != want {
		return fail("%d faces for %s", len(faces), dice)
	}
	natural := 0
	for _, f := range faces {
		lo, hi := 1, 6
		switch dice {
		case "1d10":
			hi = 10
		case "d100":
			lo, hi = 0, 9
		case "1d20":
			hi = 20
		}
		if f < lo || f > hi {
			return fail("face %d outside %d..%d", f, lo, hi)
		}
		natural += f
	}
	switch dice {
	case "d66":
		natural = faces[0]*10 + faces[1]
	case "d100":
		natural = faces[0]*10 + faces[1]
		if natural == 0 {
			natural = 100
		}
	}
	mods, _ := m["mods"].([]any)
	sum := 0
	for _, x := range mods {
		mm, _ := x.(map[string]any)
		v, ok := mm["v"].(float64)
		why, _ := mm["why"].(string)
		if !ok || why == "" || v == 0 {
			return fail("bad modifier %v", x)
		}
		sum += int(v)
	}
	if total := int(m["total"].(float64)); total != natural+sum {
		return fail("total %d != natural %d + mods %d", total, natural, sum)
	}
	if set, ok := rollResults[table]; ok && !slices.Contains(set, res) {
		return fail("%s result %q not in %v", table, res, set)
	}
	switch table {
	case "E1":
		if !slices.Contains(schemaSets["e1"], res) {
			return fail("E1 result %q", res)
		}
		if !slices.Contains(schemaSets["area"], col) {
			return fail("E1 column %q", col)
		}
	case "P1":
		if !slices.Contains(schemaSets["p1column"], col) {
			return fail("P1 column %q", col)
		}
	case "E4":
		if !slices.Contains(schemaSets["e4"], res) {
			return fail("E4 result %q", res)
		}
	case "R1", "R2":
		if !reEvent.MatchString(res) {
			return fail("%s result %q", table, res)
		}
	case "U1", "U3":
		want := map[string][]string{"U1": {"close", "medium", "long"}, "U3": {"torpedo", "deck_gun"}}[table]
		if !slices.Contains(want, col) {
			return fail("%s column %q", table, col)
		}
	case "E3":
		if col != "escort" && col != "aircraft" {
			return fail("E3 column %q", col)
		}
	case "DAY":
		if col != "standard" && col != "arctic" {
			return fail("DAY column %q", col)
		}
	}
	return nil
}

func TestLogFollowsSchema(t *testing.T) {
	d := engine.MustData()
	n := 0
	seen := map[string]bool{}
	for i, typ := range d.BoardKeys {
		for k := 0; k < 12; k++ {
			seed := uint64(500 + 100*i + k)
			var dec engine.Decider = policy.NewCommander()
			if k%2 == 1 {
				dec = policy.NewRandom(seed)
			}
			_, log := runCareer(t, engine.Config{Seed: seed, Type: typ}, dec)
			for ln, line := range bytes.Split(bytes.TrimSpace(log), []byte("\n")) {
				n++
				if err := checkLine(ln+1, line); err != nil {
					t.Fatalf("%s seed %d: %v", typ, seed, err)
				}
				var h struct {
					T     string `json:"t"`
					Table string `json:"table"`
				}
				json.Unmarshal(line, &h)
				seen[h.T] = true
			}
		}
	}
	for _, must := range []string{"career_start", "roll", "decision", "assignment", "box", "encounter", "ship",
		"torpedo", "ship_sunk", "uboat_damage", "crew", "patrol_end", "refit", "career_end"} {
		if !seen[must] {
			t.Errorf("no %s event in %d lines", must, n)
		}
	}
	t.Logf("%d lines checked", n)
}
