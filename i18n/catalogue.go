package i18n

import (
	_ "embed"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// The catalogues: the native builds embed all four (catalogue_embed.go); the browser
// build embeds none and fetches the one the player speaks (catalogue_js.go,
// game/lang_js.go, Provide), to keep the download small (docs/i18n.md).

// CatalogueFile returns the file name of a language's catalogue, as it sits in
// i18n/catalogue/ and beside the browser build's uboat.wasm: "catalogue/de.yaml".
func CatalogueFile(l Lang) string { return "catalogue/" + l.String() + ".yaml" }

// catalogueSource returns a language's catalogue file name and embedded text ("" for a
// language this build does not embed).
func catalogueSource(l Lang) (name, text string) {
	return CatalogueFile(l), embedded[l]
}

// Catalogue is the messages of one language, keyed by stable ids ("term.test_depth").
type Catalogue struct {
	Lang Lang
	msgs map[string]*Message
}

// Message is one catalogue entry: a text, or for a counted message its plural forms.
type Message struct {
	ID   string
	Line int // line of the id in its file, for error messages
	// Forms holds the text of each plural category, indexed by Form. A message without
	// plural forms has only Forms[Other].
	Forms  [2]string
	Plural bool
	parts  [2][]part
}

// A part of a parsed message text: a literal, or a placeholder {name} or {name:num}.
type part struct {
	lit  string
	arg  string // placeholder name; empty for a literal
	kind string // "" (the value as is) or "num" (a number with the language's separators)
}

// Placeholder kinds.
const (
	kindPlain = ""
	kindNum   = "num"
)

// CountArg is the argument that chooses a plural message's form: {n}.
const CountArg = "n"

// Placeholders returns the placeholders of the message (name, or name:kind), sorted,
// over all its forms.
func (m *Message) Placeholders() []string {
	seen := map[string]bool{}
	for f := range m.parts {
		for _, p := range m.parts[f] {
			if p.arg != "" {
				k := p.arg
				if p.kind != kindPlain {
					k += ":" + p.kind
				}
				seen[k] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// IDs returns the catalogue's message ids, sorted.
func (c *Catalogue) IDs() []string {
	out := make([]string, 0, len(c.msgs))
	for id := range c.msgs {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// Message returns the message with an id, or nil.
func (c *Catalogue) Message(id string) *Message { return c.msgs[id] }

// ParseCatalogue reads one catalogue file. The format is a small subset of YAML (the
// files are valid YAML, which a test checks, and any YAML editor shows them right):
//
//	# a comment
//	term.test_depth: "Test depth"
//	result.ships_sunk:
//	  one: "{n} ship sunk"
//	  other: "{n} ships sunk"
//
// Every value is a double-quoted string (Go/YAML escapes \" \\ \n \uXXXX). Placeholders
// are {name} (the value as given) and {name:num} (a number with the language's thousands
// separator). A counted message has the forms one and other and is chosen by {n}.
// Errors name the file and line.
func ParseCatalogue(name string, l Lang, data string) (*Catalogue, error) {
	c := &Catalogue{Lang: l, msgs: map[string]*Message{}}
	var open *Message // a counted message whose forms follow
	closeOpen := func(line int) error {
		if open == nil {
			return nil
		}
		m := open
		open = nil
		if m.Forms[Other] == "" {
			return fmt.Errorf("%s:%d: %s: a counted message needs an \"other\" form", name, line, m.ID)
		}
		return nil
	}
	lines := strings.Split(data, "\n")
	for i, raw := range lines {
		ln := i + 1
		line := strings.TrimRight(raw, " \t\r")
		trimmed := strings.TrimLeft(line, " ")
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		if strings.HasPrefix(trimmed, "\t") {
			return nil, fmt.Errorf("%s:%d: indent with spaces, not tabs", name, ln)
		}
		indent := len(line) - len(trimmed)
		key, val, ok := strings.Cut(trimmed, ":")
		if !ok || key == "" || strings.ContainsAny(key, " \"'{}") {
			return nil, fmt.Errorf("%s:%d: want `id: \"text\"`", name, ln)
		}
		val = strings.TrimSpace(val)
		if indent == 0 {
			if err := closeOpen(ln); err != nil {
				return nil, err
			}
			if c.msgs[key] != nil {
				return nil, fmt.Errorf("%s:%d: %s already defined on line %d", name, ln, key, c.msgs[key].Line)
			}
			m := &Message{ID: key, Line: ln}
			c.msgs[key] = m
			if val == "" {
				m.Plural = true
				open = m
				continue
			}
			s, err := unquote(val)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %s: %v", name, ln, key, err)
			}
			m.Forms[Other] = s
			continue
		}
		if open == nil {
			return nil, fmt.Errorf("%s:%d: indented line outside a counted message", name, ln)
		}
		var f Form
		switch key {
		case "one":
			f = One
		case "other":
			f = Other
		default:
			return nil, fmt.Errorf("%s:%d: %s: plural form %q: want one or other", name, ln, open.ID, key)
		}
		s, err := unquote(val)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %s.%s: %v", name, ln, open.ID, key, err)
		}
		if s == "" {
			return nil, fmt.Errorf("%s:%d: %s.%s: empty text", name, ln, open.ID, key)
		}
		open.Forms[f] = s
	}
	if err := closeOpen(len(lines)); err != nil {
		return nil, err
	}
	for _, m := range c.msgs {
		for f := range m.Forms {
			if m.Forms[f] == "" {
				continue
			}
			ps, err := parseText(m.Forms[f])
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %s: %v", name, m.Line, m.ID, err)
			}
			m.parts[f] = ps
		}
		if m.Plural {
			if m.Forms[One] == "" {
				m.Forms[One], m.parts[One] = m.Forms[Other], m.parts[Other]
			}
			if !hasArg(m.parts[Other], CountArg) {
				return nil, fmt.Errorf("%s:%d: %s: a counted message needs {%s} in its other form", name, m.Line, m.ID, CountArg)
			}
		}
	}
	return c, nil
}

func hasArg(ps []part, name string) bool {
	for _, p := range ps {
		if p.arg == name {
			return true
		}
	}
	return false
}

// unquote reads a double-quoted YAML scalar.
func unquote(v string) (string, error) {
	if len(v) < 2 || v[0] != '"' || v[len(v)-1] != '"' {
		return "", fmt.Errorf("text must be in double quotes: %s", v)
	}
	return strconv.Unquote(v)
}

// parseText splits a message text into literals and placeholders.
func parseText(s string) ([]part, error) {
	var ps []part
	for s != "" {
		i := strings.IndexAny(s, "{}")
		if i < 0 {
			ps = append(ps, part{lit: s})
			break
		}
		if s[i] == '}' {
			return nil, fmt.Errorf("a } without {")
		}
		if i > 0 {
			ps = append(ps, part{lit: s[:i]})
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			return nil, fmt.Errorf("a { without }")
		}
		name, kind, _ := strings.Cut(s[i+1:i+j], ":")
		if !validName(name) {
			return nil, fmt.Errorf("placeholder {%s}: want a name of letters, digits and _", s[i+1:i+j])
		}
		if kind != kindPlain && kind != kindNum {
			return nil, fmt.Errorf("placeholder {%s}: kind %q: want none or num", s[i+1:i+j], kind)
		}
		ps = append(ps, part{arg: name, kind: kind})
		s = s[i+j+1:]
	}
	return ps, nil
}

func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// LoadCatalogues parses the embedded catalogues: all four natively, English only in the
// browser build (the others nil until Provide).
func LoadCatalogues() ([numLangs]*Catalogue, error) {
	var cs [numLangs]*Catalogue
	for _, l := range Langs {
		name, text := catalogueSource(l)
		if text == "" {
			continue // the browser build: Provide gives it
		}
		c, err := ParseCatalogue(name, l, text)
		if err != nil {
			return cs, err
		}
		cs[l] = c
	}
	return cs, nil
}

var (
	catOnce sync.Once
	// catAll holds each language's catalogue, nil for one not yet provided. Atomic: the
	// browser build's Provide may run on the goroutine that fetched the file while the
	// game looks messages up.
	catAll [numLangs]atomic.Pointer[Catalogue]
)

// catalogue returns language l's catalogue (nil: not embedded and not provided yet),
// parsing the embedded ones on first use. A function rather than a package-level
// sync.OnceValue: a program that never looks a message up (a tool that only calls
// Detect) then links neither the catalogues nor their parser.
func catalogue(l Lang) *Catalogue {
	catOnce.Do(func() {
		cs, err := LoadCatalogues()
		if err != nil {
			panic("i18n: " + err.Error()) // embedded data, checked by the tests: cannot fail
		}
		for i, c := range cs {
			if c != nil {
				catAll[i].Store(c)
			}
		}
	})
	return catAll[l].Load()
}

// Has reports whether language l's catalogue is at hand: always natively; in the browser
// build English, and the others once Provide has given them.
func Has(l Lang) bool { return l < numLangs && catalogue(l) != nil }

// Provide parses text as language l's catalogue (the file CatalogueFile(l), fetched by
// the browser build) and makes it the one T uses for l. It returns the parse error (the
// catalogue l had stays) or an error for a language the game does not speak.
func Provide(l Lang, text string) error {
	if l >= numLangs {
		return fmt.Errorf("i18n: no language %d", l)
	}
	catalogue(En) // the embedded ones first, so that they cannot overwrite it
	c, err := ParseCatalogue(CatalogueFile(l), l, text)
	if err != nil {
		return err
	}
	catAll[l].Store(c)
	return nil
}

// Missing returns the marker T shows for an id no catalogue holds: "[[id]]", plain
// ASCII so that any font draws it and a screenshot shows it at a glance.
func Missing(id string) string { return "[[" + id + "]]" }

// T returns the message id in the language with its placeholders filled from args,
// given as name, value pairs: T("result.ships_sunk", "n", 3). A counted message takes
// the form of its {n}, which must be an integer. A message the language lacks comes
// from the English catalogue; an id no catalogue holds gives Missing(id); a
// placeholder without a value stays in the text as {name?}. A message without
// placeholders is returned without allocating.
func (l Lang) T(id string, args ...any) string {
	s, _ := l.lookup(id, args)
	return s
}

// Lookup is T that also reports what went wrong: an id missing from the language (the
// English text is returned) or from every catalogue, a placeholder without a value, a
// counted message without an integer {n}.
func (l Lang) Lookup(id string, args ...any) (string, error) {
	return l.lookup(id, args)
}

func (l Lang) lookup(id string, args []any) (string, error) {
	if l >= numLangs {
		l = En
	}
	var m *Message
	if c := catalogue(l); c != nil {
		m = c.msgs[id]
	}
	var err error
	if m == nil {
		if en := catalogue(En); en != nil {
			m = en.msgs[id]
		}
		if m == nil {
			return Missing(id), fmt.Errorf("i18n: no message %q", id)
		}
		err = fmt.Errorf("i18n: no message %q in %s, English used", id, l.String())
	}
	if len(args)%2 != 0 {
		err = fmt.Errorf("i18n: %s: arguments come in name, value pairs", id)
		args = args[:len(args)-1]
	}
	f := Other
	if m.Plural {
		n, ok := intArg(args, CountArg)
		if !ok {
			err = fmt.Errorf("i18n: %s: a counted message needs an integer %q", id, CountArg)
		} else {
			f = l.Plural(n)
		}
	}
	ps := m.parts[f]
	if len(ps) == 1 && ps[0].arg == "" {
		return ps[0].lit, err
	}
	var b strings.Builder
	for _, p := range ps {
		if p.arg == "" {
			b.WriteString(p.lit)
			continue
		}
		v, ok := argValue(args, p.arg)
		if !ok {
			b.WriteString("{" + p.arg + "?}")
			err = fmt.Errorf("i18n: %s: no value for {%s}", id, p.arg)
			continue
		}
		b.WriteString(l.formatArg(v, p.kind))
	}
	return b.String(), err
}

func argValue(args []any, name string) (any, bool) {
	for i := 0; i+1 < len(args); i += 2 {
		if k, ok := args[i].(string); ok && k == name {
			return args[i+1], true
		}
	}
	return nil, false
}

func intArg(args []any, name string) (int, bool) {
	v, ok := argValue(args, name)
	if !ok {
		return 0, false
	}
	return toInt(v)
}

// toInt returns an integer argument's value.
func toInt(v any) (int, bool) {
	switch n := v.(type) {
	case int:
		return n, true
	case int64:
		return int(n), true
	case int32:
		return int(n), true
	case uint:
		return int(n), true
	}
	return 0, false
}

// formatArg writes a placeholder's value: numbers of kind num with the language's
// separators, strings as they are, anything else as fmt's %v would.
func (l Lang) formatArg(v any, kind string) string {
	if n, ok := toInt(v); ok {
		if kind == kindNum {
			return l.Int(n)
		}
		return strconv.Itoa(n)
	}
	switch x := v.(type) {
	case string:
		return x
	case float64:
		return l.Decimal(x, -1)
	case fmt.Stringer:
		return x.String()
	}
	return fmt.Sprint(v)
}

// checkCatalogues reports every way the catalogues disagree with the English one: an id
// missing from a language or found only there, different placeholders (names and
// kinds), a counted message in one language and not in another.
func checkCatalogues(cs [numLangs]*Catalogue) []error {
	var errs []error
	en := cs[En]
	for _, l := range Langs[1:] {
		c := cs[l]
		for _, id := range en.IDs() {
			m, e := c.msgs[id], en.msgs[id]
			if m == nil {
				errs = append(errs, fmt.Errorf("%s: %s missing (en line %d)", l, id, e.Line))
				continue
			}
			if m.Plural != e.Plural {
				errs = append(errs, fmt.Errorf("%s: %s: counted in one language and not the other", l, id))
			}
			if got, want := strings.Join(m.Placeholders(), " "), strings.Join(e.Placeholders(), " "); got != want {
				errs = append(errs, fmt.Errorf("%s: %s: placeholders [%s], English has [%s]", l, id, got, want))
			}
		}
		for _, id := range c.IDs() {
			if en.msgs[id] == nil {
				errs = append(errs, fmt.Errorf("%s: %s not in the English catalogue", l, id))
			}
		}
	}
	return errs
}
