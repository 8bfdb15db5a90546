package engine

import (
	"strings"
	"testing"
)

// TestDataLoads: the embedded data files load and validate, and every table code of the
// contract in docs/engine.md is present.
func TestDataLoads(t *testing.T) {
	d, err := LoadData()
	if err != nil {
		t.Fatalf("LoadData: %v", err)
	}
	for _, code := range []string{"E1", "A1", "A2", "DAY", "NIGHT", "SIZE", "U1", "DUD", "U3", "E2", "E3",
		"E3_special", "E3a", "E3b", "E3c", "E3c_damage", "E3d", "E3e", "E4", "E5", "E5a_who", "E5a_severity",
		"P1", "PENANG", "WOLFPACK", "MINEFIELD", "R1", "R2", "T1", "T2", "T3", "T4", "T4A", "T5",
		"AIR_RAID", "M2", "M3", "M4", "M6", "QUALITY", "B10", "B12", "ABILITY"} {
		if d.Tables[code] == nil {
			t.Errorf("table %s missing", code)
		}
	}
	if d.Lists == nil || len(d.Victory) != 5 || len(d.Ranks) != 5 {
		t.Errorf("lists not loaded: %+v", d.Lists)
	}
}

// readWith serves the embedded data files, with one file's text changed by edit.
func readWith(t *testing.T, file string, edit func(string) string) func(string) ([]byte, error) {
	t.Helper()
	return func(name string) ([]byte, error) {
		raw, err := dataFS.ReadFile("data/" + name)
		if err != nil || name != file {
			return raw, err
		}
		return []byte(edit(string(raw))), nil
	}
}

// replaceOnce replaces old by new, failing the test when old is not in the file.
func replaceOnce(t *testing.T, old, new string) func(string) string {
	return func(s string) string {
		if !strings.Contains(s, old) {
			t.Fatalf("test setup: %q not in the file", old)
		}
		return strings.Replace(s, old, new, 1)
	}
}

func appendText(extra string) func(string) string {
	return func(s string) string { return s + "\n" + extra }
}

// TestDataRejectsBrokenFiles feeds broken data through loadData and checks that each
// error names the file and the entry at fault.
func TestDataRejectsBrokenFiles(t *testing.T) {
	cases := []struct {
		name, file string
		edit       func(string) string
		want       []string // substrings of the error
	}{
		{"unknown dice", "tables.yaml", appendText(`XBAD:
  dice: 2d7
  columns:
    "": [{min: 2, max: 14, result: a}]`), []string{"tables.yaml", "table XBAD", "2d7"}},
		{"gap", "tables.yaml", appendText(`XGAP:
  dice: 1d6
  columns:
    "": [{min: 1, max: 2, result: a}, {min: 4, max: 6, result: b}]`), []string{"tables.yaml", "table XGAP", "missing cell for total 3"}},
		{"overlap", "tables.yaml", appendText(`XOVER:
  dice: 1d6
  columns:
    "": [{min: 1, max: 3, result: a}, {min: 3, max: 6, result: b}]`), []string{"tables.yaml", "table XOVER", "total 3 is covered twice"}},
		{"empty result", "tables.yaml", appendText(`XEMPTY:
  dice: 1d6
  columns:
    "": [{min: 1, max: 3, result: a}, {min: 4, max: 6, result: ""}]`), []string{"tables.yaml", "table XEMPTY", "no result"}},
		{"short of the dice range", "tables.yaml", appendText(`XSHORT:
  dice: 2d6
  columns:
    only: [{min: 2, max: 11, result: a}]`), []string{"tables.yaml", "table XSHORT", `column "only"`, "do not cover"}},
		{"row without roll", "tables.yaml", appendText(`XNOROLL:
  dice: 1d6
  columns:
    "": [{min: 1, result: a}]`), []string{"tables.yaml", "table XNOROLL", "row 1"}},
		{"misspelt field", "tables.yaml", appendText(`XFIELD:
  dice: 1d6
  columns:
    "": [{min: 1, max: 6, reslt: a}]`), []string{"tables.yaml", "reslt"}},
		{"d100 list short", "tables.yaml", replaceOnce(t, `      - {roll: 100, result: "Mimosa", tons: 3100}`+"\n", ""),
			[]string{"tables.yaml", "table T1", "1-100"}},
		{"target without tons", "tables.yaml", replaceOnce(t, `result: "Henzada", tons: 4200`, `result: "Henzada"`),
			[]string{"tables.yaml", "table T1 row 1", "Henzada", "no tons"}},
		{"capital ship without hits", "tables.yaml", replaceOnce(t, `tons: 27000, hits: 5}`, `tons: 27000}`),
			[]string{"tables.yaml", "table T5 row 1", "USS Texas", "hits"}},
		{"ability mismatch", "tables.yaml", replaceOnce(t, `{roll: 20, result: charismatic}`, `{roll: 20, result: charming}`),
			[]string{"tables.yaml", "ABILITY row 20", "charismatic"}},
		{"victory not ascending", "lists.yaml", replaceOnce(t, `min_tons: 20000, combined_min_tons: 100000`, `min_tons: 5000, combined_min_tons: 100000`),
			[]string{"lists.yaml", "victory level 3 (marginal)", "ascend"}},
		{"victory not from zero", "lists.yaml", replaceOnce(t, `{key: defeat, name: Defeat, min_tons: 0`, `{key: defeat, name: Defeat, min_tons: 1`),
			[]string{"lists.yaml", "victory level 1 (defeat)"}},
		{"availability month", "lists.yaml", replaceOnce(t, `XXI: 4/45`, `XXI: April 45`),
			[]string{"lists.yaml", "availability XXI"}},
		{"arctic months", "lists.yaml", replaceOnce(t, `arctic_day_max: [2, 2, 2,`, `arctic_day_max: [2, 2,`),
			[]string{"lists.yaml", "arctic_day_max", "12 months"}},
		{"arctic face", "lists.yaml", replaceOnce(t, `arctic_day_max: [2, 2, 2, 4`, `arctic_day_max: [2, 2, 2, 7`),
			[]string{"lists.yaml", "arctic_day_max month 4"}},
		{"rank order", "lists.yaml", replaceOnce(t, `{number: 2, key: kptlt`, `{number: 3, key: kptlt`),
			[]string{"lists.yaml", "rank 2 (kptlt)"}},
		{"starting rank years", "lists.yaml", replaceOnce(t, `{year: 1941, oltzs_max: 2}`, `{year: 1940, oltzs_max: 2}`),
			[]string{"lists.yaml", "starting_rank year 1940", "ascend"}},
		{"id range backwards", "lists.yaml", replaceOnce(t, `"VIID": [[213, 218]]`, `"VIID": [[218, 213]]`),
			[]string{"lists.yaml", "historical_ids VIID range 1"}},
		{"flotilla base", "lists.yaml", replaceOnce(t, `{number: 11, bases: [{base: norway`, `{number: 11, bases: [{base: narvik`),
			[]string{"lists.yaml", "flotilla 11", "narvik"}},
		{"kc band date", "lists.yaml", replaceOnce(t, `{from: 1/44, tons: 50000}`, `{from: 1/44, tons: 0}`),
			[]string{"lists.yaml", "decorations kc band 2", "no tons"}},
		{"unknown list entry", "lists.yaml", appendText("victroy: []"), []string{"lists.yaml", "victroy"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := loadData(readWith(t, c.file, c.edit))
			if err == nil {
				t.Fatalf("broken %s accepted", c.file)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not name %q", err, w)
				}
			}
		})
	}
}

// TestDataLoadUnchanged: the helper itself passes the real files through untouched.
func TestDataLoadUnchanged(t *testing.T) {
	if _, err := loadData(readWith(t, "none", nil)); err != nil {
		t.Fatal(err)
	}
}
