package engine

import (
	"embed"
	"fmt"
	"sort"
	"strings"
	"sync"
)

// The game data, embedded and read once at start: every die table of tables.md
// (data/tables.yaml), the non-dice lists of tables.md Part C (data/lists.yaml), the 14
// U-boat boards and the patrol tracks of boards.md
// (data/boards.yaml, the spec's Appendix A verbatim) and the Kommandant cards of
// kommandants.md (data/kommandants.yaml). The YAML is the source of truth; the game
// embeds the JSON that `go generate ./engine` makes of it (data/gen/*.json, kept up to
// date by TestGeneratedDataFresh), decoded with encoding/json (datanode.go).
//
//go:generate go run ./internal/yamljson/gen -in data -out data/gen
//go:embed data/gen/*.json
var genFS embed.FS

// Data is the whole static game data. It is shared and must not be modified.
type Data struct {
	// Tables holds every die table by code (docs/engine.md lists codes, columns, keys).
	Tables map[string]*Table
	// Lists holds the non-dice data of tables.md Part C; its fields (Victory, Ranks,
	// Availability, ArcticDayMax, …) and methods are promoted onto Data.
	*Lists
	Boards      map[string]*Board
	BoardKeys   []string // in boards.md order
	TrackSets   map[string]*TrackSet
	Kommandants []*Kommandant
	// Version identifies the data files (saves record it).
	Version string
}

// LoadData reads and validates the embedded data once; later calls return the same
// value. Errors name the file and the entry at fault.
var LoadData = sync.OnceValues(func() (*Data, error) {
	return loadData(func(name string) ([]byte, error) {
		return genFS.ReadFile("data/gen/" + strings.TrimSuffix(name, ".yaml") + ".json")
	})
})

// MustData is LoadData for code that cannot go on without data.
func MustData() *Data {
	d, err := LoadData()
	if err != nil {
		panic(err)
	}
	return d
}

// loadData builds Data from files read through read (tests feed broken files here).
func loadData(read func(string) ([]byte, error)) (*Data, error) {
	d := &Data{}
	var err error
	if d.Tables, err = loadTables(read, "tables.yaml"); err != nil {
		return nil, err
	}
	if d.Lists, err = loadLists(read, "lists.yaml"); err != nil {
		return nil, err
	}
	if err = checkTablesAgainstLists(d.Tables, d.Lists, "tables.yaml"); err != nil {
		return nil, err
	}
	if err = loadBoards(read, "boards.yaml", d); err != nil {
		return nil, err
	}
	if d.Kommandants, err = loadKommandants(read, "kommandants.yaml"); err != nil {
		return nil, err
	}
	if err = d.crossCheck(); err != nil {
		return nil, err
	}
	d.Version = dataVersion
	return d, nil
}

// decodeData decodes one data file, as read, into v; strict: a key naming no field is an
// error.
func decodeData(raw []byte, v any, strict bool) error {
	js, err := dataToJSON(raw)
	if err != nil {
		return err
	}
	n, err := parseDataJSON(js)
	if err != nil {
		return err
	}
	return n.decode(v, strict)
}

// dataToJSON turns a data file as read into JSON. The game reads the generated JSON as
// it is; the engine's tests, which feed loadData the YAML files (edited, to check the
// validation), set it to the YAML converter.
var dataToJSON = func(raw []byte) ([]byte, error) { return raw, nil }

// dataVersion changes whenever a data file changes meaningfully (saves record it).
const dataVersion = "hunted-data-2"

// tableFile is the YAML shape of data/tables.yaml: code → table.
type tableFile map[string]struct {
	Name    string               `yaml:"name"`
	Dice    string               `yaml:"dice"`
	Columns map[string][]rowYAML `yaml:"columns"`
}

type rowYAML struct {
	Min    *int   `yaml:"min"`
	Max    *int   `yaml:"max"`
	Roll   *int   `yaml:"roll"` // shorthand: min = max = roll
	Result string `yaml:"result"`
	Tons   int    `yaml:"tons"`
	Hits   int    `yaml:"hits"`
	Fast   bool   `yaml:"fast"`
	Class  string `yaml:"class"`
	Note   string `yaml:"note"`
}

func loadTables(read func(string) ([]byte, error), file string) (map[string]*Table, error) {
	raw, err := read(file)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	var tf tableFile
	if err := decodeData(raw, &tf, true); err != nil { // strict: a misspelt field is an error, not a silent zero
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	out := map[string]*Table{}
	codes := make([]string, 0, len(tf))
	for code := range tf {
		codes = append(codes, code)
	}
	sort.Strings(codes)
	for _, code := range codes {
		ty := tf[code]
		if _, _, err := diceRange(ty.Dice); err != nil {
			return nil, fmt.Errorf("%s: table %s: %w", file, code, err)
		}
		if len(ty.Columns) == 0 {
			return nil, fmt.Errorf("%s: table %s: no columns", file, code)
		}
		t := &Table{Code: code, Name: ty.Name, Dice: ty.Dice, Columns: map[string]*Column{}}
		for ck, rows := range ty.Columns {
			col := &Column{Key: ck, d66: ty.Dice == "d66"}
			rs := make([]*Row, 0, len(rows))
			for i, ry := range rows {
				r := &Row{Result: ry.Result, Tons: ry.Tons, Hits: ry.Hits, Fast: ry.Fast, Class: ry.Class, Note: ry.Note}
				switch {
				case ry.Roll != nil:
					r.Min, r.Max = *ry.Roll, *ry.Roll
				case ry.Min != nil && ry.Max != nil:
					r.Min, r.Max = *ry.Min, *ry.Max
				default:
					return nil, fmt.Errorf("%s: table %s column %q row %d: needs roll or min and max", file, code, ck, i+1)
				}
				rs = append(rs, r)
			}
			if err := col.compile(file, "table "+code, rs); err != nil {
				return nil, err
			}
			if err := checkColumn(file, code, ty.Dice, col); err != nil {
				return nil, err
			}
			t.Columns[ck] = col
		}
		out[code] = t
	}
	return out, nil
}
