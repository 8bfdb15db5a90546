package engine

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"uboat/i18n"
	"uboat/rules"
)

// TestEveryRuleHasATest reads the numbered rules of chapters 7–14 from the game's own
// rulebook (package rules: rules/text/en, whose sections follow the specification's
// numbering, rules.TestBookFollowsTheSpec) and checks that each is named by at least one
// test function of this package or of the packages that play chapter 13 (pack, duel,
// tournament) — in its name (TestRule9_6_4_…) or in a comment inside
// the test — so a rule cannot lose its test unnoticed. It runs on a bare clone: the book
// is in the repository.
func TestEveryRuleHasATest(t *testing.T) {
	book, err := rules.Load(i18n.En)
	if err != nil {
		t.Fatal(err)
	}
	var ruleNums []string
	for _, k := range book.Keys() {
		ch, _, ok := strings.Cut(k, ".")
		if !ok {
			continue // a chapter, the tables
		}
		switch ch {
		case "7", "8", "9", "10", "11", "12", "13", "14":
			ruleNums = append(ruleNums, k)
		}
	}
	if len(ruleNums) < 200 {
		t.Fatalf("only %d rules of chapters 7–14 in the rulebook", len(ruleNums))
	}

	// The text of every test function: name, doc comment and body with comments.
	fset := token.NewFileSet()
	files, _ := filepath.Glob("*_test.go")
	for _, dir := range []string{"pack", "duel", "tournament"} { // chapter 13
		more, _ := filepath.Glob(filepath.Join(dir, "*_test.go"))
		files = append(files, more...)
	}
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
	for _, r := range ruleNums {
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
		t.Fatalf("%d of %d numbered rules of chapters 7–14 have no test naming them: %v", len(missing), len(ruleNums), missing)
	}
	t.Logf("%d numbered rules of chapters 7–14, each named by a test", len(ruleNums))
}
