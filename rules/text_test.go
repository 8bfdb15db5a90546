package rules

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"uboat/i18n"
)

// TestBooksParse: the book of every language that has one parses, every link in it
// opens a section, and a translation has exactly the English book's sections.
func TestBooksParse(t *testing.T) {
	en, err := Load(i18n.En)
	if err != nil {
		t.Fatal(err)
	}
	if len(en.Chapters) < 2 {
		t.Fatalf("the English book has %d chapters", len(en.Chapters))
	}
	for _, l := range i18n.Langs {
		b, err := Load(l)
		if err != nil {
			if l == i18n.En {
				t.Fatal(err)
			}
			t.Logf("%s: no book yet (%v)", l, err)
			continue
		}
		for _, s := range b.all {
			for _, bl := range s.Blocks {
				spans := bl.Spans
				for _, c := range bl.Cells {
					spans = append(spans, c...)
				}
				for _, sp := range spans {
					if sp.Link != "" && b.Section(sp.Link) == nil {
						t.Errorf("%s %s: the link %q opens nothing", l, s.Key, sp.Text)
					}
				}
			}
		}
		if l != i18n.En && !slices.Equal(b.Keys(), en.Keys()) {
			t.Errorf("%s: its sections differ from the English book's", l)
		}
	}
}

// TestBookFollowsTheSpec: every numbered heading of the specification's chapters is a
// section of the English book, and the book has no number the specification lacks. Only
// beside the specification (/work/shared/spec); the book's own tests above run anywhere.
func TestBookFollowsTheSpec(t *testing.T) {
	spec := filepath.Join("..", "..", "shared", "spec", "hunted")
	heading := regexp.MustCompile(`^#{2,5}\s+\[?(\d{1,2}(?:\.\d{1,2})*)\]?[\s.]`)
	b, err := Load(i18n.En)
	if err != nil {
		t.Fatal(err)
	}
	written := map[string]bool{}
	for _, c := range b.Chapters {
		written[c.Key] = true
	}
	want := map[string]bool{}
	// rules-core.md holds chapters 1–10 (its own sections 11–13 are reference material:
	// table use, the index of marked points, the algorithms); rules-career.md 11–16 (16,
	// the designer's notes, is no rule).
	for _, f := range []struct {
		name     string
		from, to int
	}{{"rules-core.md", 1, 10}, {"rules-career.md", 11, 15}} {
		fh, err := os.Open(filepath.Join(spec, f.name))
		if err != nil {
			t.Skipf("the specification is not beside the repository: %v", err)
		}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			m := heading.FindStringSubmatch(sc.Text() + " ")
			if m == nil {
				continue
			}
			num := m[1]
			ch, _, isRule := strings.Cut(num, ".")
			if n, _ := strconv.Atoi(ch); n < f.from || n > f.to || !written[ch] || !isRule {
				continue // another file's chapter, one not written yet, or a chapter's own heading
			}
			want[m[1]] = true
		}
		fh.Close()
	}
	for k := range want {
		if !b.Has(k) {
			t.Errorf("rule %s of the specification is not in the book", k)
		}
	}
	for _, k := range b.Keys() {
		if strings.Contains(k, ".") && !want[k] && k != TablesKey {
			t.Errorf("the book's %s is not in the specification", k)
		}
	}
}
