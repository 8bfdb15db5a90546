package engine

import (
	"fmt"
	"sort"
)

// Table is one die-roll table of tables.md, keyed by its code ("E1", "U1", "T5", …).
// Columns are keyed by the log-schema column key; a single-column table has the key "".
type Table struct {
	Code    string
	Name    string
	Dice    string // 1d6, 2d6, 3d6, d66, 1d10, d100, 1d20
	Columns map[string]*Column
}

// Column maps every modified total to a row. Rows[i] is the row for total Lo+i; a total
// below Lo reads the lowest row and one above Hi the highest (0.3 [A01]).
type Column struct {
	Key  string
	d66  bool
	Lo   int
	Hi   int
	Rows []*Row
	// cells is Rows with every cell set: a d66 total no two dice can show reads the
	// nearest lower row, as in Look (built by compile; nil in a Column built by hand).
	cells []*Row
}

// Row is one result of a table: its result key and, for target lists, the ship's data.
type Row struct {
	Min, Max int    // the totals this row covers (inclusive)
	Result   string // result key (log-schema), or the ship name for [T1]–[T5]
	Tons     int    // [T1]–[T5]: tonnage (tons)
	Hits     int    // [T5]: damage points to sink
	Fast     bool   // [T5]: '*' fast target (+1 to hit)
	Class    string // [T5]: BB, CV, CVE, CA …
	Note     string // anything else printed with the row
}

// Look returns the row for a modified total, clamped to the printed range ([A01]). It
// never returns nil: on a d66 table a total that no two dice can show (17–20, 27–30, …;
// only reachable with a modifier, and [E4] has none) reads the nearest lower cell.
func (col *Column) Look(total int) *Row {
	if total < col.Lo {
		total = col.Lo
	}
	if total > col.Hi {
		total = col.Hi
	}
	if i := total - col.Lo; uint(i) < uint(len(col.cells)) {
		return col.cells[i]
	}
	return col.lookRows(total)
}

// lookRows is Look reading Rows (a Column without cells): the nearest set cell at or
// below the clamped total.
func (col *Column) lookRows(total int) *Row {
	for i := total - col.Lo; i >= 0; i-- {
		if r := col.Rows[i]; r != nil {
			return r
		}
	}
	return col.Rows[0] // compile guarantees the lowest row is set
}

// diceRange returns the natural range of a dice code.
func diceRange(dice string) (lo, hi int, err error) {
	switch dice {
	case "1d6":
		return 1, 6, nil
	case "2d6":
		return 2, 12, nil
	case "3d6":
		return 3, 18, nil
	case "d66":
		return 11, 66, nil
	case "1d10":
		return 1, 10, nil
	case "d100":
		return 1, 100, nil
	case "1d20":
		return 1, 20, nil
	}
	return 0, 0, fmt.Errorf("unknown dice %q", dice)
}

// compile checks a column's rows (no gaps, no overlaps) and builds the index.
// file and entry name the place for error messages.
func (col *Column) compile(file, entry string, rows []*Row) error {
	if len(rows) == 0 {
		return fmt.Errorf("%s: %s column %q: no rows", file, entry, col.Key)
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].Min < rows[j].Min })
	col.Lo, col.Hi = rows[0].Min, rows[len(rows)-1].Max
	col.Rows = make([]*Row, col.Hi-col.Lo+1)
	for _, r := range rows {
		if r.Max < r.Min {
			return fmt.Errorf("%s: %s column %q: row %d-%d runs backwards", file, entry, col.Key, r.Min, r.Max)
		}
		if r.Result == "" {
			return fmt.Errorf("%s: %s column %q: row %d-%d has no result", file, entry, col.Key, r.Min, r.Max)
		}
		for t := r.Min; t <= r.Max; t++ {
			if col.Rows[t-col.Lo] != nil {
				return fmt.Errorf("%s: %s column %q: total %d is covered twice", file, entry, col.Key, t)
			}
			col.Rows[t-col.Lo] = r
		}
	}
	for i, r := range col.Rows {
		if r == nil && col.d66 && !isD66(col.Lo+i) {
			continue // 17–20, 27–30 … cannot be rolled on d66
		}
		if r == nil {
			return fmt.Errorf("%s: %s column %q: missing cell for total %d", file, entry, col.Key, col.Lo+i)
		}
	}
	col.cells = make([]*Row, len(col.Rows))
	for i := range col.cells {
		col.cells[i] = col.lookRows(col.Lo + i)
	}
	return nil
}

// isD66 reports whether v is a possible d66 reading (both digits 1–6).
func isD66(v int) bool { return v/10 >= 1 && v/10 <= 6 && v%10 >= 1 && v%10 <= 6 }

// targetLists are the ship lists whose rows carry a ship's data.
var targetLists = map[string]bool{"T1": true, "T2": true, "T3": true, "T4": true, "T4A": true, "T5": true}

// checkColumn validates a compiled column against its dice: the rows must cover every
// natural total (a d100 list exactly 1–100), and target-list rows need tonnage ([T5] also
// hits and class). file and code name the place for error messages.
func checkColumn(file, code, dice string, col *Column) error {
	lo, hi, err := diceRange(dice)
	if err != nil {
		return fmt.Errorf("%s: table %s: %w", file, code, err)
	}
	if dice == "d100" && (col.Lo != 1 || col.Hi != 100) {
		return fmt.Errorf("%s: table %s column %q: a d100 list must cover 1-100, has %d-%d", file, code, col.Key, col.Lo, col.Hi)
	}
	if col.Lo > lo || col.Hi < hi {
		return fmt.Errorf("%s: table %s column %q: rows %d-%d do not cover the %s range %d-%d", file, code, col.Key, col.Lo, col.Hi, dice, lo, hi)
	}
	if !targetLists[code] {
		return nil
	}
	for _, r := range col.Rows {
		if r == nil {
			continue
		}
		if r.Tons <= 0 {
			return fmt.Errorf("%s: table %s row %d (%s): no tons", file, code, r.Min, r.Result)
		}
		if code == "T5" && (r.Hits <= 0 || r.Class == "") {
			return fmt.Errorf("%s: table %s row %d (%s): a capital ship needs hits and class", file, code, r.Min, r.Result)
		}
	}
	return nil
}

// checkTablesAgainstLists checks that the ABILITY table rolls the abilities of lists.yaml.
func checkTablesAgainstLists(tables map[string]*Table, l *Lists, file string) error {
	t := tables["ABILITY"]
	if t == nil {
		return nil
	}
	col := t.Columns[""]
	if col == nil {
		return fmt.Errorf("%s: table ABILITY: no column \"\"", file)
	}
	for _, a := range l.Abilities {
		if got := col.Look(a.Roll).Result; got != a.Key || a.Roll < col.Lo || a.Roll > col.Hi {
			return fmt.Errorf("%s: table ABILITY row %d: result %q, lists.yaml has %q", file, a.Roll, got, a.Key)
		}
	}
	return nil
}
