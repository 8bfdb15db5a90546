package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"uboat/engine/tournament"
)

// -tournament (13.2): three careers saved by -save are the entries; a copy edited by
// hand (its tonnage raised) is rejected with its reason, the honest ones ranked by
// tonnage; -json gives the same standings; exit 1 because one entry was rejected.
func TestTournamentFlag(t *testing.T) {
	dir := t.TempDir()
	tf := filepath.Join(dir, "t.json")
	if err := os.WriteFile(tf, []byte(`{"format": 1, "name": "Biscay", "kind": "highest_tonnage", "start": "1944-06", "type": "VIIC", "options": ["14.6_escort_quality"]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	var entries []string
	for _, seed := range []string{"11", "12", "13"} {
		p := filepath.Join(dir, "e"+seed+".json")
		var out, errb bytes.Buffer
		if code := run([]string{"-careers", "1", "-seed", seed, "-start", "1944-06", "-options", "14.6_escort_quality", "-save", p}, &out, &errb); code != 0 {
			t.Fatalf("seed %s: exit %d %s", seed, code, errb.String())
		}
		entries = append(entries, p)
	}
	b, _ := os.ReadFile(entries[0])
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	sum := m["summary"].(map[string]any)
	sum["ships"] = sum["ships"].(float64) + 3
	forged, _ := json.Marshal(m)
	fp := filepath.Join(dir, "forged.json")
	if err := os.WriteFile(fp, forged, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	args := append([]string{"-tournament", tf}, append(entries, fp)...)
	if code := run(args, &out, &errb); code != 1 {
		t.Fatalf("exit %d, want 1 (one entry rejected): %s", code, errb.String())
	}
	txt := out.String()
	if !strings.Contains(txt, "rule 13.2") || !strings.Contains(txt, " 1. ") || !strings.Contains(txt, "REJECTED  forged.json: does not replay") {
		t.Fatalf("standings:\n%s", txt)
	}
	out.Reset()
	if code := run(append([]string{"-tournament", tf, "-json"}, entries...), &out, &errb); code != 0 {
		t.Fatalf("-json with honest entries: exit %d %s", code, errb.String())
	}
	var st tournament.Standings
	if err := json.Unmarshal(out.Bytes(), &st); err != nil || len(st.Entries) != 3 {
		t.Fatalf("-json: %v %s", err, out.String())
	}
	for i, e := range st.Entries {
		if e.Rejected != nil || e.Rank < 1 || (i > 0 && e.Tons > st.Entries[i-1].Tons) {
			t.Errorf("entry %d: %+v", i, e)
		}
	}
}

// Bad use: no entry, another flag, a flag after the entries (2); a bad file (1).
func TestTournamentFlagErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	_ = os.WriteFile(bad, []byte(`{"format": 1, "kind": "fastest"}`), 0o644)
	for _, c := range []struct {
		args []string
		code int
		say  string
	}{
		{[]string{"-tournament", bad}, 2, "at least one ENTRY"},
		{[]string{"-tournament", bad, "-careers", "3", "x"}, 2, "-careers"},
		{[]string{"-tournament", bad, "x", "-json"}, 2, "flags come before"},
		{[]string{"-tournament", bad, "x"}, 1, "kind"},
		{[]string{"-tournament", filepath.Join(dir, "none.json"), "x"}, 1, "none.json"},
	} {
		var out, errb bytes.Buffer
		if code := run(c.args, &out, &errb); code != c.code || !strings.Contains(errb.String(), c.say) {
			t.Errorf("%v: exit %d, stderr %q; want %d saying %q", c.args, code, errb.String(), c.code, c.say)
		}
	}
}
