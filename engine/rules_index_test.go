package engine

import (
	"bufio"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestEveryRuleHasATest reads the numbered rules of chapters 7–12 from the spec
// (rules-core.md and rules-career.md headings) and checks that each is named by at least
// one test function of this package — in its name (TestRule9_6_4_…) or in a comment inside
// the test — so a rule cannot lose its test unnoticed.
func TestEveryRuleHasATest(t *testing.T) {
	spec := filepath.Join("..", "..", "shared", "spec", "hunted")
	var rules []string
	heading := regexp.MustCompile(`^#{2,5}\s+\[?(\d+(?:\.\d+)+)\]?`)
	// rules-core.md holds chapters 7–10 (its own sections 11–13 are reference material:
	// table use, the index of marked points, the algorithms); rules-career.md 11–12.
	for _, f := range []struct {
		name     string
		chapters []string
	}{{"rules-core.md", []string{"7", "8", "9", "10"}}, {"rules-career.md", []string{"11", "12"}}} {
		fh, err := os.Open(filepath.Join(spec, f.name))
		if err != nil {
			t.Skipf("spec not found beside the repository: %v", err)
		}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			m := heading.FindStringSubmatch(sc.Text())
			if m == nil {
				continue
			}
			ch := m[1][:strings.Index(m[1], ".")]
			for _, want := range f.chapters {
				if ch == want {
					rules = append(rules, m[1])
				}
			}
		}
		fh.Close()
	}
	if len(rules) < 200 {
		t.Fatalf("only %d rules of chapters 7–12 read from the spec", len(rules))
	}

	// The text of every test function: name, doc comment and body with comments.
	fset := token.NewFileSet()
	files, _ := filepath.Glob("*_test.go")
	var tests []string
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		af, err := parser.ParseFile(fset, f, src, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range af.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || !strings.HasPrefix(fd.Name.Name, "Test") || fd.Name.Name == "TestEveryRuleHasATest" {
				continue
			}
			start := fd.Pos()
			if fd.Doc != nil {
				start = fd.Doc.Pos()
			}
			tests = append(tests, string(src[fset.Position(start).Offset:fset.Position(fd.End()).Offset]))
		}
	}
	var missing []string
	for _, r := range rules {
		dotted := regexp.MustCompile(`(^|[^0-9.])` + regexp.QuoteMeta(r) + `($|[^0-9]|\.[^0-9])`)
		under := regexp.MustCompile(`Rule[0-9_]*` + strings.ReplaceAll(r, ".", "_") + `($|[^0-9])`)
		found := false
		for _, body := range tests {
			if under.MatchString(body) || dotted.MatchString(body) {
				found = true
				break
			}
		}
		if !found {
			missing = append(missing, r)
		}
	}
	if len(missing) > 0 {
		t.Fatalf("%d of %d numbered rules of chapters 7–12 have no test naming them: %v", len(missing), len(rules), missing)
	}
	t.Logf("%d numbered rules of chapters 7–12, each named by a test", len(rules))
}
