package i18n

import (
	"bufio"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// The player-visible texts move into the catalogues package by package (issue 13). This
// check finds the string literals in the screens' code that read like words for the
// player — and so belong in a catalogue — and holds each file to the count in
// literals_baseline.txt: a file may lose literals (the baseline is then lowered with
// -update-literals), never gain one. When the baseline is empty, every screen speaks from
// the catalogues.

var updateLiterals = flag.Bool("update-literals", false, "write literals_baseline.txt from the code as it is")

// literalDirs are the packages whose texts reach the screen.
var literalDirs = []string{"../scenes", "../present", "../draw", "../game", "../cmd/uboat"}

// developerCalls take texts for developers (logs, panics, test failures), not players.
var developerCalls = map[string]bool{
	"Logf": true, "Printf": true, "Println": true, "Print": true, "Fatalf": true, "Fatal": true,
	"Errorf": true, "Error": true, "Skipf": true, "Skip": true, "Panicf": true, "panic": true,
	"Log": true, "Sprintf": false, "String": true, "Usage": true, "Fprintf": true, "Fprintln": true,
	"Int": true, "Bool": true, "Uint64": true, "Duration": true, "Float64": true, // flag definitions: usage
	"Getenv": true, "Setenv": true, "Contains": true, "HasPrefix": true, "HasSuffix": true,
	"Glob": true, "Join": true, "MustCompile": true, "Set": true, "Get": true, "Call": true,
	"decisionMissed": true, // present/decide.go: why a decision kept its English, for the tests
}

// wordy reports whether a literal reads like words for the player: two letters in a row
// and either a space or a capital first letter ("Hull", "Back to the title", "reloads ").
// A lone lower-case word ("refit") is not told from a key ("hold") and is not counted.
func wordy(s string) bool {
	letters, run := 0, 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			run++
			letters = max(letters, run)
		} else {
			run = 0
		}
	}
	if letters < 2 || strings.ContainsAny(s, "_/\\") || strings.HasPrefix(s, "%") {
		return false
	}
	first, _ := firstRune(s)
	return strings.Contains(s, " ") || unicode.IsUpper(first)
}

func firstRune(s string) (rune, bool) {
	for _, r := range s {
		return r, true
	}
	return 0, false
}

// playerLiterals counts the wordy literals of each non-test Go file in dirs, outside
// developer calls, struct tags, imports and constant keys.
func playerLiterals(t *testing.T) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, dir := range literalDirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			fs := token.NewFileSet()
			file, err := parser.ParseFile(fs, f, nil, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			ast.Inspect(file, func(nd ast.Node) bool {
				switch x := nd.(type) {
				case *ast.ImportSpec, *ast.Field: // import paths, struct tags
					return false
				case *ast.CallExpr:
					name := ""
					switch fn := x.Fun.(type) {
					case *ast.SelectorExpr:
						name = fn.Sel.Name
					case *ast.Ident:
						name = fn.Name
					}
					if developerCalls[name] {
						return false
					}
				case *ast.BasicLit:
					if x.Kind == token.STRING {
						if s, err := strconv.Unquote(x.Value); err == nil && wordy(s) {
							n++
						}
					}
				}
				return true
			})
			if n > 0 {
				out[filepath.ToSlash(strings.TrimPrefix(f, "../"))] = n
			}
		}
	}
	return out
}

const baselineFile = "literals_baseline.txt"

func readBaseline(t *testing.T) map[string]int {
	t.Helper()
	f, err := os.Open(baselineFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, count, ok := strings.Cut(line, " ")
		n, err := strconv.Atoi(strings.TrimSpace(count))
		if !ok || err != nil {
			t.Fatalf("%s: bad line %q (want `file count`)", baselineFile, line)
		}
		out[name] = n
	}
	return out
}

// TestNoNewPlayerTextOutsideCatalogues: no file of the screens' code has more wordy
// string literals than literals_baseline.txt allows (issue 13: every player-visible
// text comes from the catalogues; the baseline only goes down).
func TestNoNewPlayerTextOutsideCatalogues(t *testing.T) {
	got := playerLiterals(t)
	if *updateLiterals {
		names := make([]string, 0, len(got))
		total := 0
		for k, n := range got {
			names = append(names, k)
			total += n
		}
		sort.Strings(names)
		var b strings.Builder
		fmt.Fprintf(&b, "# Wordy string literals left in each file of the screens' code (i18n/literals_test.go):\n")
		fmt.Fprintf(&b, "# texts still to move into the catalogues. %d in all. Only ever lowered.\n", total)
		if old, err := os.ReadFile(baselineFile); err == nil { // the notes on what is kept, kept
			for i, line := range strings.Split(string(old), "\n") {
				if i >= 2 && strings.HasPrefix(line, "#") {
					b.WriteString(line + "\n")
				}
			}
		}
		for _, k := range names {
			fmt.Fprintf(&b, "%s %d\n", k, got[k])
		}
		if err := os.WriteFile(baselineFile, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	base := readBaseline(t)
	total := 0
	for k, n := range got {
		total += n
		if n > base[k] {
			t.Errorf("%s has %d player texts written in the code, the baseline allows %d: put the new text in the catalogues (i18n/catalogue/*.yaml)", k, n, base[k])
		}
	}
	t.Logf("%d player texts left in the code (baseline: %s)", total, baselineFile)
}

// The check can fail: it sees words, not keys, format strings or paths.
func TestWordy(t *testing.T) {
	for s, want := range map[string]bool{
		"Back to the title": true, "Hull": true, "reloads ": true, "Kommandant": true,
		"hull_boxes": false, "%d": false, "uboat/draw": false, "·": false, "x": false, "ok": false,
		"U-boat": true,
	} {
		if got := wordy(s); got != want {
			t.Errorf("wordy(%q) = %v, want %v", s, got, want)
		}
	}
}
