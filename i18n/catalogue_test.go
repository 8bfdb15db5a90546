package i18n

import (
	"os"
	"runtime"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// catalogueFiles parses the four catalogue files as they are in the repository (the
// browser build embeds English only) and returns them with their texts.
func catalogueFiles(t *testing.T) (cs [numLangs]*Catalogue, texts [numLangs]string) {
	t.Helper()
	for _, l := range Langs {
		b, err := os.ReadFile(CatalogueFile(l))
		if err != nil {
			t.Fatal(err)
		}
		texts[l] = string(b)
		if cs[l], err = ParseCatalogue(CatalogueFile(l), l, texts[l]); err != nil {
			t.Fatal(err)
		}
	}
	return cs, texts
}

// The embedded catalogues are the files.
func TestEmbeddedCataloguesAreTheFiles(t *testing.T) {
	_, texts := catalogueFiles(t)
	for _, l := range Langs {
		if _, text := catalogueSource(l); text != "" && text != texts[l] {
			t.Errorf("%s: the embedded catalogue differs from %s", l, CatalogueFile(l))
		}
	}
	if _, text := catalogueSource(En); text == "" && runtime.GOOS != "js" {
		t.Error("English is not embedded natively")
	}
}

// TestCataloguesConsistent: every id in all four languages, with the same placeholders.
func TestCataloguesConsistent(t *testing.T) {
	cs, _ := catalogueFiles(t)
	if n := len(cs[En].IDs()); n < 50 {
		t.Errorf("the English catalogue has %d messages", n)
	}
	for _, e := range checkCatalogues(cs) {
		t.Error(e)
	}
}

// TestCheckCataloguesFails: the consistency check catches a missing id, a renamed or
// retyped placeholder, a message counted in one language only, and an extra id.
func TestCheckCataloguesFails(t *testing.T) {
	en := "a: \"Test depth\"\nb: \"{t:num} t\"\nc:\n  one: \"{n} ship\"\n  other: \"{n} ships\"\n"
	for _, c := range []struct {
		name, de, want string
	}{
		{"missing id", "a: \"Testtiefe\"\nc:\n  one: \"{n} Schiff\"\n  other: \"{n} Schiffe\"\n", "b missing"},
		{"placeholder renamed", "a: \"Testtiefe\"\nb: \"{x:num} t\"\nc:\n  one: \"{n} Schiff\"\n  other: \"{n} Schiffe\"\n", "placeholders [x:num]"},
		{"placeholder kind", "a: \"Testtiefe\"\nb: \"{t} t\"\nc:\n  one: \"{n} Schiff\"\n  other: \"{n} Schiffe\"\n", "placeholders [t]"},
		{"not counted", "a: \"Testtiefe\"\nb: \"{t:num} t\"\nc: \"{n} Schiffe\"\n", "counted in one"},
		{"extra id", "a: \"Testtiefe\"\nb: \"{t:num} t\"\nc:\n  one: \"{n} Schiff\"\n  other: \"{n} Schiffe\"\nd: \"x\"\n", "d not in the English"},
	} {
		var cs [numLangs]*Catalogue
		var err error
		for _, l := range Langs {
			src := en
			if l == De {
				src = c.de
			}
			if cs[l], err = ParseCatalogue(l.String(), l, src); err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
		}
		errs := checkCatalogues(cs)
		found := false
		for _, e := range errs {
			found = found || strings.Contains(e.Error(), c.want)
		}
		if !found {
			t.Errorf("%s: errors %v, want one saying %q", c.name, errs, c.want)
		}
	}
}

// TestParseCatalogueErrors: malformed files are refused with the file and line.
func TestParseCatalogueErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"a: Test depth\n", "x:1: a: text must be in double quotes"},
		{"a: \"x\"\na: \"y\"\n", "x:2: a already defined on line 1"},
		{"a: \"{n\"\n", "x:1: a: a { without }"},
		{"a: \"n}\"\n", "x:1: a: a } without {"},
		{"a: \"{n:date}\"\n", "kind \"date\""},
		{"a: \"{}\"\n", "want a name"},
		{"a:\n  one: \"x\"\n", "needs an \"other\" form"},
		{"a:\n  few: \"x\"\n  other: \"{n}\"\n", "x:2: a: plural form \"few\""},
		{"a:\n  one: \"one\"\n  other: \"many\"\n", "needs {n}"},
		{"  one: \"x\"\n", "x:1: indented line outside"},
		{"just words\n", "x:1: want `id: \"text\"`"},
	} {
		_, err := ParseCatalogue("x", En, c.src)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.src, err, c.want)
		}
	}
}

// TestCataloguesAreYAML: the catalogue files read the same through a full YAML parser
// as through ParseCatalogue (so translators' YAML tools see what the game sees).
func TestCataloguesAreYAML(t *testing.T) {
	cs, texts := catalogueFiles(t)
	for _, l := range Langs {
		data := texts[l]
		var doc map[string]any
		if err := yaml.Unmarshal([]byte(data), &doc); err != nil {
			t.Fatalf("%s: not YAML: %v", l, err)
		}
		if len(doc) != len(cs[l].msgs) {
			t.Errorf("%s: YAML has %d keys, ParseCatalogue %d messages", l, len(doc), len(cs[l].msgs))
		}
		for id, v := range doc {
			m := cs[l].msgs[id]
			if m == nil {
				t.Errorf("%s: %s in the YAML only", l, id)
				continue
			}
			switch v := v.(type) {
			case string:
				if m.Plural || m.Forms[Other] != v {
					t.Errorf("%s: %s: YAML %q, parsed %q", l, id, v, m.Forms[Other])
				}
			case map[string]any:
				if !m.Plural || v["other"] != m.Forms[Other] || (v["one"] != nil && v["one"] != m.Forms[One]) {
					t.Errorf("%s: %s: YAML %v, parsed %q", l, id, v, m.Forms)
				}
			default:
				t.Errorf("%s: %s: YAML value %T", l, id, v)
			}
		}
	}
}

// TestT: lookup, placeholders, plurals in each language, fallback and markers, against
// the real catalogues.
func TestT(t *testing.T) {
	if got := De.T("term.test_depth"); got != "Testtiefe" {
		t.Errorf("De test depth: %q", got)
	}
	want := map[Lang][2]string{
		En: {"1 ship sunk", "3 ships sunk"},
		De: {"1 Schiff versenkt", "3 Schiffe versenkt"},
		It: {"1 nave affondata", "3 navi affondate"},
		Es: {"1 buque hundido", "3 buques hundidos"},
	}
	for l, w := range want {
		if got := l.T("count.ships_sunk", "n", 1); got != w[0] {
			t.Errorf("%v one: %q, want %q", l, got, w[0])
		}
		if got := l.T("count.ships_sunk", "n", 3); got != w[1] {
			t.Errorf("%v other: %q, want %q", l, got, w[1])
		}
	}
	tons := map[Lang]string{En: "9,900 t", De: "9.900 t", It: "9.900 t", Es: "9.900 t"}
	for l, w := range tons {
		if got := l.T("unit.tons", "t", 9900); got != w {
			t.Errorf("%v tons: %q, want %q", l, got, w)
		}
	}
	if got, err := It.Lookup("no.such.id"); got != "[[no.such.id]]" || err == nil {
		t.Errorf("missing id: %q, %v", got, err)
	}
	if got, err := Es.Lookup("unit.tons"); got != "{t?} t" || err == nil {
		t.Errorf("missing argument: %q, %v", got, err)
	}
	if _, err := En.Lookup("count.ships_sunk", "n", "three"); err == nil {
		t.Error("a count that is no integer: no error")
	}
	if got := Lang(99).T("term.test_depth"); got != En.T("term.test_depth") {
		t.Errorf("unknown language: %q", got)
	}
}

// TestFallbackToEnglish: an id the language lacks comes from English, with an error.
func TestFallbackToEnglish(t *testing.T) {
	cs := [numLangs]*Catalogue{En: catalogue(En), De: catalogue(De)}
	var id string
	for _, i := range cs[En].IDs() {
		if !cs[En].msgs[i].Plural && len(cs[En].msgs[i].Placeholders()) == 0 {
			id = i
			break
		}
	}
	m := cs[De].msgs[id]
	delete(cs[De].msgs, id)
	defer func() { cs[De].msgs[id] = m }()
	got, err := De.Lookup(id)
	if got != cs[En].msgs[id].Forms[Other] || err == nil {
		t.Errorf("%s missing in German: %q, %v; want the English text and an error", id, got, err)
	}
}

// TestTNoAllocation: a message without placeholders costs no allocation.
func TestTNoAllocation(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { _ = It.T("term.test_depth") }); n != 0 {
		t.Errorf("T allocates %v times for a plain message", n)
	}
}
