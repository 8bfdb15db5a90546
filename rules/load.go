package rules

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"uboat/i18n"
)

// Concat joins a language's chapter files into one book text, in order: 01.md … 15.md,
// then tables.md (files maps a file name to its text; other names are left out).
func Concat(files map[string]string) string {
	var names []string
	for n := range files {
		if isChapterFile(n) {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	if _, ok := files["tables.md"]; ok {
		names = append(names, "tables.md")
	}
	var sb strings.Builder
	for _, n := range names {
		sb.WriteString(strings.TrimRight(files[n], "\n"))
		sb.WriteString("\n\n")
	}
	return sb.String()
}

func isChapterFile(n string) bool {
	return len(n) == 5 && strings.HasSuffix(n, ".md") && n[0] >= '0' && n[0] <= '9' && n[1] >= '0' && n[1] <= '9'
}

// BookFile is the name of a language's whole book as the browser build serves it beside
// uboat.wasm: "rules/de.md".
func BookFile(l i18n.Lang) string { return "rules/" + l.String() + ".md" }

var (
	mu    sync.Mutex
	books [len(i18n.Langs)]*Book
)

// Load returns language l's book, parsed on first use: natively from the embedded files
// (Text), in the browser from a text given to Provide first. An error says the book is
// not at hand (no files for the language; in the browser, not fetched yet) or does not
// parse.
func Load(l i18n.Lang) (*Book, error) {
	mu.Lock()
	defer mu.Unlock()
	if b := books[l]; b != nil {
		return b, nil
	}
	text, err := Text(l)
	if err != nil {
		return nil, err
	}
	b, err := Parse(text)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", BookFile(l), err)
	}
	books[l] = b
	return b, nil
}

// Provide parses text (a whole book, Concat) as language l's book, which Load then
// returns: the browser build fetches BookFile(l) and gives it here.
func Provide(l i18n.Lang, text string) error {
	b, err := Parse(text)
	if err != nil {
		return fmt.Errorf("%s: %w", BookFile(l), err)
	}
	mu.Lock()
	books[l] = b
	mu.Unlock()
	return nil
}
