package rules

import (
	"reflect"
	"strings"
	"testing"
)

const sample = `# 9 Combat

Intro to **combat**, see 9.6.4 and [E2].

## 9.6 Escort detection

The escorts roll on [E2] (9.6.4).
A second line of the same paragraph.

- one item, 9.900 t
  that goes on
- two items

### 9.6.4 Test depth

| Depth | DRM |
|---|---|
| below | +1 |

# Tables

## [E2] Escort detection

Rolled in 9.6.
`

func TestParseSample(t *testing.T) {
	b, err := Parse(sample)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.Keys(); !reflect.DeepEqual(got, []string{"9", "9.6", "9.6.4", TablesKey, "E2"}) {
		t.Fatalf("keys %v", got)
	}
	s := b.Section("9.6")
	if s == nil || s.Title != "Escort detection" || s.Parent != b.Chapters[0] || len(s.Blocks) != 3 {
		t.Fatalf("9.6: %+v", s)
	}
	if p := s.Blocks[0]; p.Kind != Para || spansText(p.Spans) != "The escorts roll on [E2] (9.6.4). A second line of the same paragraph." {
		t.Errorf("paragraph %q", spansText(p.Spans))
	}
	if it := s.Blocks[1]; it.Kind != Item || spansText(it.Spans) != "one item, 9.900 t that goes on" {
		t.Errorf("item %q", spansText(it.Spans))
	}
	if r := b.Section("9.6.4").Blocks; len(r) != 2 || r[0].Kind != Row || len(r[1].Cells) != 2 || r[1].Cells[1][0].Text != "+1" {
		t.Errorf("table rows %+v", r)
	}
	if e2 := b.Section("[E2]"); e2 == nil || !e2.Table || e2.Heading() != "[E2] Escort detection" {
		t.Errorf("E2: %+v", e2)
	}
	// a number finer than the book: its parent
	if got := b.Section("9.6.4.2"); got != b.Section("9.6.4") {
		t.Errorf("9.6.4.2 opens %v", got)
	}
	if b.Section("8.1") != nil || b.Has("9.6.4.2") {
		t.Error("a rule the book lacks")
	}
	if b.Next(b.Section("9.6")).Key != "9.6.4" || b.Prev(b.Section("9.6")).Key != "9" || b.Next(b.Section("E2")) != nil {
		t.Error("Next/Prev")
	}
	// the chapter's paragraph: bold and two links
	var links []string
	var bold string
	for _, sp := range b.Chapters[0].Blocks[0].Spans {
		if sp.Link != "" {
			links = append(links, sp.Link)
		}
		if sp.Bold {
			bold += sp.Text
		}
	}
	if !reflect.DeepEqual(links, []string{"9.6.4", "E2"}) || bold != "combat" {
		t.Errorf("links %v, bold %q", links, bold)
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"text first\n# 9 Combat\n", "line 1: text before the first chapter"},
		{"# 9 Combat\n## Escort detection\n", "line 2: a heading without a rule number"},
		{"# 9 Combat\n## 8.1 Wrong chapter\n", "line 2: rule 8.1 under 9"},
		{"# 9 Combat\n## 9.6 A\n### 9.7.1 B\n", "line 3: rule 9.7.1 under 9.6"},
		{"# 9 Combat\n## 9.6 A\n## 9.6 B\n", "line 3: 9.6 given twice (first on line 2)"},
		{"# 9 Combat\n## [E2] Table\n", "line 2: table [E2] outside the tables chapter"},
		{"# Tables\n## 9.6 A rule\n", "line 2: rule 9.6 under Tables"},
		{"", "no chapter"},
	} {
		_, err := Parse(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
}

func TestFind(t *testing.T) {
	for s, want := range map[string][]string{
		"Abort the patrol (10.9.5)?":            {"10.9.5"},
		"see 9.6.4.":                            {"9.6.4"},
		"[E2] roll 7, [E3a] and [U4]":           {"E2", "E3a", "U4"},
		"9.900 t sunk, 1.234,5 and 0.58":        nil,
		"12,500 tons (5.2.2), 3/45":             {"5.2.2"},
		"−1 long range (9.6.3) [DAY] [D21]":     {"9.6.3", "D21"},
		"Kapitel 11.2: Beförderung, Tab. [M4]":  {"11.2", "M4"},
		"3.7 cm flak, 8.8 cm gun, 2.5 kn (4.6)": {"4.6"},
	} {
		var got []string
		for _, r := range Find(s) {
			got = append(got, r.Key)
			if k := strings.Trim(s[r.Start:r.End], "[]"); k != r.Key {
				t.Errorf("%q: ref text %q, key %q", s, s[r.Start:r.End], r.Key)
			}
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
}

func TestSearch(t *testing.T) {
	b, err := Parse(sample + "\n# 11 Career\n\n## 11.2 Beförderung\n\nDer Kommandant wird befördert.\n")
	if err != nil {
		t.Fatal(err)
	}
	keys := func(hs []Hit) (out []string) {
		for _, h := range hs {
			out = append(out, h.Section.Key)
		}
		return out
	}
	if got := keys(b.Search("escort", 0)); !reflect.DeepEqual(got, []string{"9.6", "E2"}) {
		t.Errorf("escort: %v", got)
	}
	if got := keys(b.Search("escorts", 0)); !reflect.DeepEqual(got, []string{"9.6"}) { // in 9.6's text only
		t.Errorf("escorts: %v", got)
	}
	if got := keys(b.Search("depth combat", 0)); len(got) != 0 {
		t.Errorf("two words in two sections: %v", got)
	}
	if got := keys(b.Search("befoerderung befordert", 0)); len(got) != 0 {
		t.Errorf("words not there: %v", got)
	}
	if got := keys(b.Search("BEFÖRDERUNG", 0)); !reflect.DeepEqual(got, []string{"11.2"}) {
		t.Errorf("case: %v", got)
	}
	if got := keys(b.Search("beforderung", 0)); !reflect.DeepEqual(got, []string{"11.2"}) {
		t.Errorf("without the accent: %v", got)
	}
	if got := keys(b.Search("9.6.4", 1)); !reflect.DeepEqual(got, []string{"9.6.4"}) {
		t.Errorf("a rule number: %v", got)
	}
	if h := b.Search("befördert", 0); len(h) != 1 || !strings.Contains(h[0].Snippet, "befördert") {
		t.Errorf("snippet: %+v", h)
	}
}
