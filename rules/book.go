package rules

import (
	"fmt"
	"strings"
)

// Book is one language's rulebook: its chapters in order and every section by key (a
// rule number "9.6.4" or a table code "E2").
type Book struct {
	Chapters []*Section
	byKey    map[string]*Section
	all      []*Section // every section, in reading order
}

// Section is a chapter, a numbered rule or a table section.
type Section struct {
	// Key is the rule number ("9", "9.6", "9.6.4") or the table code ("E2"); the table
	// chapter's key is "tables".
	Key    string
	Title  string
	Depth  int // 1 a chapter, 2 "##", 3 "###" …
	Table  bool
	Blocks []Block
	Parent *Section
	Sub    []*Section
	Line   int // line of its heading in the book's text
}

// Heading returns the section as its heading reads: "9.6.4 Test depth", "[E2] Escort
// detection", "9 Combat".
func (s *Section) Heading() string {
	switch {
	case s.Key == TablesKey:
		return s.Title
	case s.Table:
		return "[" + s.Key + "] " + s.Title
	}
	return s.Key + " " + s.Title
}

// TablesKey is the key of the chapter that holds the table sections.
const TablesKey = "tables"

// BlockKind says what a Block is.
type BlockKind uint8

// The kinds of block.
const (
	Para BlockKind = iota
	Item           // a list item
	Row            // a table row: Cells
)

// Block is a paragraph, a list item or a table row, as spans of text.
type Block struct {
	Kind  BlockKind
	Spans []Span   // Para, Item
	Cells [][]Span // Row
}

// Span is a run of text: plain, bold, or a link to a rule or table (Link is the key of
// the section it opens; the text is as written, e.g. "9.6.4" or "[E2]").
type Span struct {
	Text string
	Bold bool
	Link string
}

// heading reads a heading line: its depth (the number of #), the key (a rule number, a
// chapter number or a table code, "" for the tables chapter's "# Tables") and the title.
// ok is false for a line that is no heading of the format.
func heading(t string) (depth int, key, title string, table, ok bool) {
	for depth < len(t) && t[depth] == '#' {
		depth++
	}
	if depth == 0 || depth > 5 || depth == len(t) || t[depth] != ' ' {
		return 0, "", "", false, false
	}
	rest := strings.TrimSpace(t[depth:])
	word, title, _ := strings.Cut(rest, " ")
	title = strings.TrimSpace(title)
	switch {
	case depth == 1 && !isRuleNumber(word):
		return 1, "", rest, false, true // "# Tables"
	case title == "":
		return 0, "", "", false, false
	case len(word) > 2 && word[0] == '[' && word[len(word)-1] == ']' && isTableCode(word[1:len(word)-1]):
		return depth, word[1 : len(word)-1], title, true, depth > 1
	case isRuleNumber(word) && (depth == 1) == !strings.Contains(word, "."):
		return depth, word, title, false, true
	}
	return 0, "", "", false, false
}

// Parse reads a whole book: the chapter files one after the other (Concat). Errors give
// the line: a heading that does not parse, a rule out of its chapter or its parent, a
// key given twice, text before the first chapter.
func Parse(text string) (*Book, error) {
	b := &Book{byKey: map[string]*Section{}}
	var cur *Section     // the section the text goes into
	var stack []*Section // open sections by depth
	var para []string
	flush := func() {
		if len(para) > 0 && cur != nil {
			cur.Blocks = append(cur.Blocks, Block{Kind: Para, Spans: Spans(strings.Join(para, " "))})
		}
		para = para[:0]
	}
	add := func(s *Section, line int) error {
		if prev := b.byKey[s.Key]; prev != nil {
			return fmt.Errorf("line %d: %s given twice (first on line %d)", line, s.Key, prev.Line)
		}
		b.byKey[s.Key] = s
		b.all = append(b.all, s)
		return nil
	}
	for i, line := range strings.Split(text, "\n") {
		n := i + 1
		line = strings.TrimRight(line, " \t\r")
		t := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(t, "#"):
			flush()
			depth, key, title, table, ok := heading(t)
			if !ok {
				return nil, fmt.Errorf("line %d: a heading without a rule number or table code: %q", n, t)
			}
			if key == "" {
				key = TablesKey
			}
			s := &Section{Key: key, Title: title, Depth: depth, Table: table}
			s.Line = n
			if s.Depth == 1 {
				b.Chapters = append(b.Chapters, s)
				stack = []*Section{s}
			} else {
				if len(stack) == 0 {
					return nil, fmt.Errorf("line %d: %s before the first chapter", n, s.Key)
				}
				for len(stack) > 0 && stack[len(stack)-1].Depth >= s.Depth {
					stack = stack[:len(stack)-1]
				}
				if len(stack) == 0 {
					return nil, fmt.Errorf("line %d: %s outside a chapter", n, s.Key)
				}
				p := stack[len(stack)-1]
				if err := checkParent(p, s); err != nil {
					return nil, fmt.Errorf("line %d: %v", n, err)
				}
				s.Parent = p
				p.Sub = append(p.Sub, s)
				stack = append(stack, s)
			}
			if err := add(s, n); err != nil {
				return nil, err
			}
			cur = s
		case t == "":
			flush()
		case cur == nil:
			return nil, fmt.Errorf("line %d: text before the first chapter heading", n)
		case strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* "):
			flush()
			cur.Blocks = append(cur.Blocks, Block{Kind: Item, Spans: Spans(strings.TrimSpace(t[2:]))})
		case strings.HasPrefix(t, "|"):
			flush()
			cells := splitRow(t)
			if isRule(cells) {
				continue
			}
			r := Block{Kind: Row}
			for _, c := range cells {
				r.Cells = append(r.Cells, Spans(c))
			}
			cur.Blocks = append(cur.Blocks, r)
		default:
			if k := len(cur.Blocks) - 1; len(para) == 0 && k >= 0 && cur.Blocks[k].Kind == Item && strings.HasPrefix(line, "  ") {
				// a list item's continuation line
				it := &cur.Blocks[k]
				it.Spans = Spans(spansText(it.Spans) + " " + t)
				continue
			}
			para = append(para, t)
		}
	}
	flush()
	if len(b.Chapters) == 0 {
		return nil, fmt.Errorf("no chapter")
	}
	return b, nil
}

// checkParent: a rule sits under its own number's parent ("9.6.4" under "9.6", or under
// the chapter "9" when 9.6 is not written), a table section in the tables chapter.
func checkParent(p, s *Section) error {
	if s.Table {
		if p.Key != TablesKey {
			return fmt.Errorf("table [%s] outside the tables chapter", s.Key)
		}
		return nil
	}
	if p.Table || p.Key == TablesKey {
		return fmt.Errorf("rule %s under %s", s.Key, p.Heading())
	}
	if !strings.HasPrefix(s.Key, p.Key+".") {
		return fmt.Errorf("rule %s under %s", s.Key, p.Key)
	}
	return nil
}

func splitRow(t string) []string {
	t = strings.TrimSpace(t)
	t = strings.TrimPrefix(t, "|")
	t = strings.TrimSuffix(t, "|")
	parts := strings.Split(t, "|")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

// isRule reports whether a table row is the |---|---| line under a header.
func isRule(cells []string) bool {
	for _, c := range cells {
		if strings.Trim(c, "-: ") != "" || c == "" {
			return false
		}
	}
	return true
}

func spansText(sp []Span) string {
	var sb strings.Builder
	for _, s := range sp {
		if s.Bold {
			sb.WriteString("**" + s.Text + "**")
		} else {
			sb.WriteString(s.Text)
		}
	}
	return sb.String()
}

// Section returns the section of a rule number ("9.6.4") or a table code ("E2", "[E2]"),
// or nil. A rule number the book does not hold gives its nearest written parent
// ("9.6.4.2" → "9.6.4"), so that a number cited more finely than the book divides still
// opens the right page.
func (b *Book) Section(key string) *Section {
	key = strings.TrimSuffix(strings.TrimPrefix(key, "["), "]")
	for key != "" {
		if s := b.byKey[key]; s != nil {
			return s
		}
		i := strings.LastIndexByte(key, '.')
		if i < 0 {
			return nil
		}
		key = key[:i]
	}
	return nil
}

// Has reports whether the book holds exactly that rule number or table code (no parent).
func (b *Book) Has(key string) bool {
	_, ok := b.byKey[strings.TrimSuffix(strings.TrimPrefix(key, "["), "]")]
	return ok
}

// Keys returns every section's key in reading order.
func (b *Book) Keys() []string {
	out := make([]string, len(b.all))
	for i, s := range b.all {
		out[i] = s.Key
	}
	return out
}

// Next and Prev return the section after and before s in reading order (nil at the ends).
func (b *Book) Next(s *Section) *Section { return b.step(s, 1) }

// Prev: see Next.
func (b *Book) Prev(s *Section) *Section { return b.step(s, -1) }

func (b *Book) step(s *Section, d int) *Section {
	for i, t := range b.all {
		if t == s {
			if j := i + d; j >= 0 && j < len(b.all) {
				return b.all[j]
			}
			return nil
		}
	}
	return nil
}
