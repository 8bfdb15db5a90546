package rules

import (
	"strings"
	"unicode"
)

// Hit is a section found by Search, with the words around the first match.
type Hit struct {
	Section *Section
	Snippet string
}

// Search returns the sections whose heading or text holds every word of q (case and
// accents ignored: "unterstutzung" finds "Unterstützung"), headings first, then in
// reading order; at most max (0: all). A query that is a rule number or table code
// opens that section first.
func (b *Book) Search(q string, max int) []Hit {
	words := strings.Fields(fold(q))
	if len(words) == 0 {
		return nil
	}
	var head, body []Hit
	seen := map[*Section]bool{}
	if s := b.Section(strings.TrimSpace(q)); s != nil && (len(Find(q)) > 0 || b.Has(q)) {
		head = append(head, Hit{Section: s, Snippet: s.Heading()})
		seen[s] = true
	}
	for _, s := range b.all {
		if seen[s] {
			continue
		}
		h := fold(s.Heading())
		text := sectionText(s)
		ft := fold(text)
		inHead, inAll := true, true
		for _, w := range words {
			if !strings.Contains(h, w) {
				inHead = false
			}
			if !strings.Contains(h, w) && !strings.Contains(ft, w) {
				inAll = false
			}
		}
		switch {
		case inHead:
			head = append(head, Hit{Section: s, Snippet: s.Heading()})
		case inAll:
			body = append(body, Hit{Section: s, Snippet: snippet(text, ft, words[0])})
		}
	}
	out := append(head, body...)
	if max > 0 && len(out) > max {
		out = out[:max]
	}
	return out
}

// sectionText is a section's text without markup, blocks joined by spaces.
func sectionText(s *Section) string {
	var sb strings.Builder
	for _, bl := range s.Blocks {
		for _, sp := range bl.Spans {
			sb.WriteString(sp.Text)
		}
		for _, c := range bl.Cells {
			for _, sp := range c {
				sb.WriteString(sp.Text)
			}
			sb.WriteByte(' ')
		}
		sb.WriteByte(' ')
	}
	return sb.String()
}

// fold lowers s and strips its accents, rune for rune (so that an index into fold(s) is
// an index into the runes of s: snippet relies on it).
func fold(s string) string {
	var sb strings.Builder
	for _, r := range s {
		sb.WriteRune(foldRune(r))
	}
	return sb.String()
}

func foldRune(r rune) rune {
	r = unicode.ToLower(r)
	if r < 0x80 {
		return r
	}
	if i := strings.IndexRune(accented, r); i >= 0 {
		return rune(plain[len([]rune(accented[:i]))])
	}
	return r
}

// The accented letters of the game's four languages (lower case) and the letter each
// folds to: what a player types without the accent still finds them.
const (
	accented = "àáâäèéêëìíîïòóôöùúûüñçß"
	plain    = "aaaaeeeeiiiioooouuuuncs"
)

// snippet returns about 80 characters of text around the first place word is in it.
func snippet(text, folded, word string) string {
	tr, fr := []rune(text), []rune(folded)
	i := strings.Index(folded, word)
	if i < 0 || len(tr) != len(fr) {
		return trimRunes(tr, 0, 80)
	}
	at := len([]rune(folded[:i]))
	return trimRunes(tr, at-30, at+50)
}

func trimRunes(r []rune, from, to int) string {
	pre, post := "…", "…"
	if from <= 0 {
		from, pre = 0, ""
	}
	if to >= len(r) {
		to, post = len(r), ""
	}
	return pre + strings.TrimSpace(string(r[from:to])) + post
}
