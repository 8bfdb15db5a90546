package present

import (
	"strings"

	"uboat/draw"
	"uboat/rules"
)

// Tip is one region of the screen that explains itself when the pointer rests on it,
// a long press touches it or the help key is pressed with it focused: the glossary terms
// it names (Term, and Term2 for a second one: "Experte LI") or a text of its own (a roll
// log's modifier, "+1 …: hurts you on this roll"), and the rule or table it opens when
// clicked (Link, "" none). R is in screen pixels.
type Tip struct {
	R     draw.Rect
	Term  string
	Term2 string
	Text  string
	Link  string
	// Title heads the box in place of the term's name where the region is a thing of its
	// own (a ship's name, a die, the boat); "" the term's name.
	Title string
}

// Tips is the list of tip regions a widget fills when it lays out; scenes ask it which
// region holds a point (At). Reset keeps the backing array, so a widget laid out again
// does not allocate once it has grown.
type Tips struct {
	list []Tip
}

// Reset empties the list.
func (t *Tips) Reset() { t.list = t.list[:0] }

// Add appends a region (a zero-sized one or one without words is skipped). Not inlined:
// the widgets call it from many places, and each inlined copy grew the browser build.
//
//go:noinline
func (t *Tips) Add(tp Tip) {
	if tp.R.W <= 0 || tp.R.H <= 0 || tp.Term == "" && tp.Text == "" && tp.Link == "" && tp.Title == "" {
		return
	}
	t.list = append(t.list, tp)
}

// All returns the regions (tests; the slice is the list's own).
func (t *Tips) All() []Tip { return t.list }

// At returns the last region added that holds the point (x, y) (the innermost, as
// widgets add the small regions after the ones around them).
func (t *Tips) At(x, y float64) (Tip, bool) {
	for i := len(t.list) - 1; i >= 0; i-- {
		if t.list[i].R.Contains(x, y) {
			return t.list[i], true
		}
	}
	return Tip{}, false
}

// TipBody returns what a tip's box says: its text, then each term's explanation; the
// title names the terms ("" for a text alone).
func TipBody(tp Tip) (title, body string) {
	if tp.Title != "" {
		_, body = TipBody(Tip{Term: tp.Term, Term2: tp.Term2, Text: tp.Text})
		return tp.Title, body
	}
	switch {
	case tp.Text != "" && tp.Term != "":
		return GlossName(tp.Term), tp.Text + ". " + GlossText(tp.Term)
	case tp.Text != "":
		return "", tp.Text
	case tp.Term != "" && tp.Term2 != "":
		return GlossName(tp.Term) + " · " + GlossName(tp.Term2), GlossText(tp.Term) + " " + GlossText(tp.Term2)
	case tp.Term != "":
		return GlossName(tp.Term), GlossText(tp.Term)
	}
	return "", ""
}

// ModHelps tells how a modifier of v on the table's roll works for the player: +1 when
// it helps, −1 when it hurts, 0 when the table has no one direction (a location roll, a
// table read both ways). High rolls help on the aircraft encounter ([A1]: 8 or more is a
// crash dive, 9.8.1) and on the roll beyond test depth (9.6.4: under the hull count the
// boat is crushed); they hurt where a low roll succeeds — the torpedo to-hit roll ([U1],
// 9.2.3), Flak ([A2], 9.8.3), the repair roll ([E5], 10.8.2), promotion (11.2.3) — and
// where a high roll is the enemy's success: detection ([E2], the close-range check,
// 9.6.9, 9.2.2) and the depth-charge attack ([E3], 9.6.10).
func ModHelps(table string, v int) int {
	if v == 0 {
		return 0
	}
	sign := 1
	if v < 0 {
		sign = -1
	}
	switch table {
	case "A1", "TEST_DEPTH":
		return sign
	case "U1", "A2", "E5", "M4", "E2", "E2_close", "E3":
		return -sign
	}
	return 0
}

// modTip returns the tip text of a modifier as the roll log shows it ("−1 long range
// (9.6.3)") on the table's roll: whether it helps or hurts, or that it is a modifier.
func modTip(table, mod string) string {
	v := 0
	if len(mod) > 0 {
		n := strings.TrimLeft(mod, "+"+Minus)
		for i := 0; i < len(n) && n[i] >= '0' && n[i] <= '9'; i++ {
			v = v*10 + int(n[i]-'0')
		}
		if strings.HasPrefix(mod, Minus) {
			v = -v
		}
	}
	switch ModHelps(table, v) {
	case 1:
		return tr("tip.helps", "mod", mod)
	case -1:
		return tr("tip.hurts", "mod", mod)
	}
	return tr("tip.mod", "mod", mod)
}

// TermsTip is the tip of region r that explains the first two glossary terms s names
// (none: a tip without words, which Tips.Add skips).
func TermsTip(r draw.Rect, s string) Tip {
	tp := Tip{R: r}
	for _, t := range FindTerms(s) {
		switch {
		case tp.Term == "":
			tp.Term = t.Key
		case tp.Term2 == "" && t.Key != tp.Term:
			tp.Term2 = t.Key
		}
	}
	return tp
}

// textTips adds the tips of a line of text drawn at (x, y) in font at size and lh high:
// each glossary term it names, each rule number and table code (which open the rules),
// and, with table set, each modifier of a roll on that table (", +1 …" up to the next
// comma or the arrow).
func textTips(t *Tips, tf TermFinder, text string, font int, size, x, y, lh float64, table, lead string) {
	span := func(a, b int) draw.Rect {
		x0 := draw.TextWidth(text[:a], font, size)
		x1 := draw.TextWidth(text[:b], font, size)
		return draw.Rect{X: x + x0, Y: y, W: x1 - x0, H: lh}
	}
	if i := strings.IndexByte(text, ':'); lead != "" && i > 0 {
		t.Add(Tip{R: span(0, i), Term: lead})
	}
	if table != "" {
		for from := 0; ; {
			i := strings.Index(text[from:], ", ")
			if i < 0 {
				break
			}
			a := from + i + 2
			from = a
			if !strings.HasPrefix(text[a:], "+") && !strings.HasPrefix(text[a:], Minus) {
				continue
			}
			b := len(text)
			if j := strings.Index(text[a:], ", "); j >= 0 {
				b = a + j
			}
			if j := strings.Index(text[a:b], " →"); j >= 0 {
				b = a + j
			}
			t.Add(Tip{R: span(a, b), Term: "drm", Text: modTip(table, text[a:b])})
		}
	}
	for _, s := range tf.Find(text) {
		t.Add(Tip{R: span(s.Start, s.End), Term: s.Key})
	}
	for _, ref := range rules.Find(text) {
		tp := Tip{R: span(ref.Start, ref.End), Link: ref.Key, Text: tr("tip.rule", "rule", ref.Key)}
		if strings.HasPrefix(text[ref.Start:], "[") {
			tp.Text = tr("tip.table", "name", TableName(ref.Key)+" "+TableRef(ref.Key))
		}
		t.Add(tp)
	}
}
