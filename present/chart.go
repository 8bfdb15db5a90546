package present

import (
	"sort"
	"strconv"
	"strings"

	"uboat/engine"
)

// Table charts (issue 14): every die table of the engine's data (engine.Data.Tables,
// read from engine/data/tables.yaml) laid out as a chart in words — the rows are the dice
// totals, the columns the table's columns, the cells the results as the roll log words
// them — so the rules browser draws the very table the engine reads, never a copy.

// Chart is one table as a chart: Rows top to bottom by total, Cols left to right.
type Chart struct {
	Code  string // the engine's table code ("E2", "T4A", "DAY")
	Title string // "[E2] Escort detection · 2d6" in the current language
	Dice  string // 1d6, 2d6, 3d6, d66, 1d10, d100, 1d20
	Cols  []ChartCol
	Rows  []ChartRow
}

// ChartCol is a column of a chart: the engine's column key ("" the single column) and
// its heading in words.
type ChartCol struct {
	Key, Label string
}

// ChartRow is a band of totals Lo–Hi (inclusive) that reads the same result in every
// column: Label is the band as printed ("≤5", "6–11", "12+", "34"), Keys the result keys
// by column (as the roll event logs them) and Cells their words.
type ChartRow struct {
	Lo, Hi int
	Label  string
	Keys   []string
	Cells  []string
}

// chartHomes is the rules section a chart is drawn in for the tables without a printed
// code of their own (the rule that rolls them).
var chartHomes = map[string]string{
	engine.TableDay: "8.4", engine.TableNight: "8.4.2", engine.TableSize: "8.3.1",
	engine.TableWolfpack: "7.2", engine.TablePenang: "4.7.5", engine.TableAirRaid: "4.7.6",
	engine.TableMinefield: "R1", engine.TableQuality: "14.6", engine.TableAbility: "14.15",
}

// ChartHome returns the rules section (a table code "E2" or a rule number "8.4") on whose
// page the chart of table code is drawn, "" for a code without a chart.
func ChartHome(code string) string {
	if engine.MustData().Tables[code] == nil {
		return ""
	}
	if h, ok := chartHomes[code]; ok {
		return h
	}
	if r, ok := printedTables[code]; ok {
		return r
	}
	return code
}

// ChartCodes returns every table code that has a chart, sorted.
func ChartCodes() []string {
	d := engine.MustData()
	out := make([]string, 0, len(d.Tables))
	for code := range d.Tables {
		out = append(out, code)
	}
	sort.Strings(out)
	return out
}

// HasChart reports whether the engine's table code has a chart (a table of the data).
func HasChart(code string) bool { return engine.MustData().Tables[code] != nil }

// TableChart builds the chart of table code from the engine's data in the current
// language; nil for a code that is no table of the data (a check the engine rolls by a
// rule alone, such as TEST_DEPTH).
func TableChart(code string) *Chart {
	t := engine.MustData().Tables[code]
	if t == nil {
		return nil
	}
	ch := &Chart{Code: code, Dice: t.Dice}
	name := TableName(code)
	if name == code && t.Name != "" {
		name = t.Name
	}
	if ref := TableRef(code); ref != "" {
		name = ref + " " + name
	}
	ch.Title = name + " · " + DiceText(t.Dice)
	keys := make([]string, 0, len(t.Columns))
	for k := range t.Columns {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return columnLess(code, keys[i], keys[j]) })
	cols := make([]*engine.Column, len(keys))
	lo, hi := 0, 0
	for i, k := range keys {
		col := t.Columns[k]
		cols[i] = col
		if i == 0 || col.Lo < lo {
			lo = col.Lo
		}
		if i == 0 || col.Hi > hi {
			hi = col.Hi
		}
		label := ColumnText(code, k)
		if label == "" {
			label = tr("chart.result")
		}
		ch.Cols = append(ch.Cols, ChartCol{Key: k, Label: upperRune(label)})
	}
	for total := lo; total <= hi; total++ {
		if t.Dice == "d66" && !d66Reading(total) {
			continue // 17–20, 27–30 … no two dice show
		}
		row := ChartRow{Lo: total, Hi: total, Keys: make([]string, len(cols)), Cells: make([]string, len(cols))}
		for i, col := range cols {
			r := col.Look(total) // a total outside a column's rows reads its end row ([A01])
			row.Keys[i] = r.Result
			row.Cells[i] = cellText(code, r)
		}
		if n := len(ch.Rows); n > 0 && sameKeys(ch.Rows[n-1].Keys, row.Keys) {
			ch.Rows[n-1].Hi = total
			continue
		}
		ch.Rows = append(ch.Rows, row)
	}
	open := t.Dice == "1d6" || t.Dice == "2d6" || t.Dice == "3d6" // totals a DRM moves past the ends
	for i := range ch.Rows {
		r := &ch.Rows[i]
		switch {
		case open && i == 0 && len(ch.Rows) > 1:
			r.Label = "≤" + intText(r.Hi)
		case open && i == len(ch.Rows)-1 && len(ch.Rows) > 1:
			r.Label = intText(r.Lo) + "+"
		case r.Lo == r.Hi:
			r.Label = intText(r.Lo)
		default:
			r.Label = intText(r.Lo) + "–" + intText(r.Hi)
		}
	}
	return ch
}

// Find returns the row and column of the cell a roll of total in column reads: the
// total clamped to the chart's ends ([A01]) and, on d66, an impossible reading read as
// the nearest lower one (engine.Column.Look). col is −1 for a column the chart lacks.
func (c *Chart) Find(column string, total int) (row, col int) {
	col = -1
	for i, cc := range c.Cols {
		if cc.Key == column {
			col = i
		}
	}
	if len(c.Rows) == 0 {
		return -1, col
	}
	for i, r := range c.Rows {
		if r.Lo <= total {
			row = i
		}
	}
	return row, col
}

// RollSteps lists how a roll reached its result, one line each: the natural roll, each
// DRM (ModText) and the total with its result ("Natural roll 2d6: 3+4 = 7", "−1 long
// range (9.6.3)", "Total 6: not detected").
func RollSteps(e *engine.RollEvent) []string {
	natural := e.Total
	for _, m := range e.Mods {
		natural -= m.V
	}
	out := []string{tr("chart.natural", "dice", DiceText(e.Dice), "faces", FacesText(e.Dice, e.Faces), "n", intText(natural))}
	for _, m := range e.Mods {
		out = append(out, ModText(m))
	}
	return append(out, tr("chart.total", "n", intText(e.Total), "result", ResultText(e.Table, e.Result)))
}

// DiceText writes a dice code as the current language does: "2d6", "2W6" in German
// (catalogue chart.die).
func DiceText(code string) string { return strings.Replace(code, "d", tr("chart.die"), 1) }

// cellText is a row's result in words; a target list adds the ship's tonnage.
func cellText(code string, r *engine.Row) string {
	s := ResultText(code, r.Result)
	if r.Tons > 0 {
		s += ", " + Tons(r.Tons)
	}
	return s
}

// columnLess orders a table's columns as the tables print them: the ranges of [U1] from
// Close to Long, the periods of [P1] by date, [E1]'s transit first and its additional
// round last, the others by key.
func columnLess(code, a, b string) bool {
	ra, rb := columnRank(code, a), columnRank(code, b)
	if ra != rb {
		return ra < rb
	}
	return a < b
}

func columnRank(code, k string) int {
	switch k {
	case "transit", "close", "escort", "torpedo", "standard":
		return -1000
	case "medium", "aircraft", "deck_gun":
		return -999
	case "long":
		return -998
	case engine.ColAdditionalRound:
		return 1000
	}
	if code == engine.TableP1 { // "1943_jul_dec": year, then first month
		parts := strings.Split(k, "_")
		if y, err := strconv.Atoi(parts[0]); err == nil && len(parts) > 1 {
			return y*12 + monthOfKey(parts[1])
		}
	}
	return 0
}

func sameKeys(a, b []string) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return len(a) == len(b)
}

// d66Reading reports whether v is a d66 reading (both digits 1–6).
func d66Reading(v int) bool { return v/10 >= 1 && v/10 <= 6 && v%10 >= 1 && v%10 <= 6 }

// intText writes a whole number, a negative one with the typographic minus.
func intText(n int) string {
	if n < 0 {
		return Minus + strconv.Itoa(-n)
	}
	return strconv.Itoa(n)
}
