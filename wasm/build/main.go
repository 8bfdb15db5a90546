// Command build makes the browser version of the game into one folder (`make wasm`):
//
//	go run ./wasm/build [-out dist/web] [-pkg ./cmd/uboat] [-tags testhooks]
//
// It writes index.html (wasm/web/index.html), uboat.wasm (GOOS=js GOARCH=wasm, built
// with -trimpath -ldflags="-s -w", the screens' packages without inlining: noInline), uboat.wasm.gz (zopfli, else gzip -9, else compress/gzip:
// see compress; for servers that send it with Content-Encoding: gzip) and wasm_exec.js
// from the Go installation, and prints the sizes. The page's own words (loading,
// starting, the sound note, its title) go into index.html in the four languages, from
// the catalogues' page.* messages (pageTexts); the page picks the player's.
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"uboat/i18n"
	"uboat/rules"
)

func main() {
	out := flag.String("out", "dist/web", "output `folder`")
	pkg := flag.String("pkg", "./cmd/uboat", "the `package` to build as uboat.wasm (./wasm/floor: the bare-Ebitengine floor of make wasm-floor)")
	tags := flag.String("tags", "", "build `tags` (testhooks: the test build the browser tests drive with ?autoplay=1)")
	flag.Parse()
	if err := build(*out, *pkg, *tags); err != nil {
		fmt.Fprintln(os.Stderr, "wasm build:", err)
		os.Exit(1)
	}
}

// noInline lists the packages the browser build compiles without inlining (-gcflags=-l):
// the screens' code (scenes, present), which runs a few times a frame, not in loops, so
// inlining buys it nothing a player sees, while it makes the download ≈ 100 KB (gzip)
// larger — the room the 4.5 MB limit needs (docs/performance.md). The engine keeps its
// inlining: without it the career odds play 3 times fewer careers a second (1,350
// against 3,900 in V8, under the 2,000 the odds need).
var noInline = []string{"uboat/scenes", "uboat/present"}

func build(out, pkg, tags string) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	wasm := filepath.Join(out, "uboat.wasm")
	args := []string{"build", "-trimpath", "-ldflags=-s -w", "-tags=" + tags}
	for _, p := range noInline {
		args = append(args, "-gcflags="+p+"=-l")
	}
	cmd := exec.Command("go", append(args, "-o", wasm, pkg)...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build: %w", err)
	}
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	if err := copyFile(filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", "wasm_exec.js"), filepath.Join(out, "wasm_exec.js")); err != nil {
		return err
	}
	page, err := os.ReadFile(filepath.Join("wasm", "web", "index.html"))
	if err != nil {
		return err
	}
	if page, err = withPageTexts(page); err != nil {
		return err
	}
	if err := writeAtomic(filepath.Join(out, "index.html"), page); err != nil {
		return err
	}
	if err := copyCatalogues(out); err != nil {
		return err
	}
	if err := writeRules(out); err != nil {
		return err
	}
	raw, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	gz, err := compress(raw)
	if err != nil {
		return err
	}
	if err := writeAtomic(wasm+".gz", gz); err != nil {
		return err
	}
	fmt.Printf("%s: uboat.wasm %.2f MB, uboat.wasm.gz %.2f MB\n", out, mb(len(raw)), mb(len(gz)))
	return nil
}

// pageMarker is where index.html takes its words: an empty object the build replaces.
const pageMarker = "/*page texts*/{}"

// pageIDs are the catalogue messages of the page, by the names index.html uses; the
// placeholders stay as {got}, {total} and {err} for the page to fill.
var pageIDs = map[string]string{
	"title": "page.title", "loading": "page.loading", "loadingOf": "page.loading_of", "loadingGot": "page.loading_got",
	"starting": "page.starting", "sound": "page.sound", "failed": "page.failed",
}

// withPageTexts puts the page's words in every language into page at pageMarker:
// {"en": {"loading": "Loading…", …}, "de": {…}, …}.
func withPageTexts(page []byte) ([]byte, error) {
	if !bytes.Contains(page, []byte(pageMarker)) {
		return nil, fmt.Errorf("index.html has no %q for the page's words", pageMarker)
	}
	texts := map[string]map[string]string{}
	for _, l := range i18n.Langs {
		m := map[string]string{}
		for name, id := range pageIDs {
			s, err := l.Lookup(id, "got", "{got}", "total", "{total}", "err", "{err}")
			if err != nil {
				return nil, fmt.Errorf("%s: %w", l, err)
			}
			m[name] = s
		}
		texts[l.String()] = m
	}
	b, err := json.Marshal(texts)
	if err != nil {
		return nil, err
	}
	return bytes.Replace(page, []byte(pageMarker), b, 1), nil
}

// copyCatalogues puts the message catalogues beside the browser build, which embeds
// none: catalogue/en.yaml, de, it, es (i18n.CatalogueFile) and a .gz of each; the game
// fetches the one the player speaks (game/lang_js.go).
func copyCatalogues(out string) error {
	if err := os.MkdirAll(filepath.Join(out, "catalogue"), 0o755); err != nil {
		return err
	}
	for _, l := range i18n.Langs {
		name := i18n.CatalogueFile(l)
		b, err := os.ReadFile(filepath.Join("i18n", name))
		if err != nil {
			return err
		}
		if err := writeAtomic(filepath.Join(out, name), b); err != nil {
			return err
		}
		gz, err := compress(b)
		if err != nil {
			return err
		}
		if err := writeAtomic(filepath.Join(out, name+".gz"), gz); err != nil {
			return err
		}
	}
	return nil
}

// writeRules puts each language's rulebook beside the game as one file,
// rules/<lang>.md (rules.BookFile, rules.Text) with its .gz: the browser build embeds
// none and fetches the player's when the rules browser opens (scenes/rulesbook.go).
func writeRules(out string) error {
	if err := os.MkdirAll(filepath.Join(out, "rules"), 0o755); err != nil {
		return err
	}
	for _, l := range i18n.Langs {
		text, err := rules.Text(l)
		if err != nil {
			continue // no book in that language yet: the English one is shown
		}
		if _, err := rules.Parse(text); err != nil {
			return fmt.Errorf("%s: %w", rules.BookFile(l), err)
		}
		name := filepath.Join(out, rules.BookFile(l))
		if err := writeAtomic(name, []byte(text)); err != nil {
			return err
		}
		gz, err := compress([]byte(text))
		if err != nil {
			return err
		}
		if err := writeAtomic(name+".gz", gz); err != nil {
			return err
		}
	}
	return nil
}

// compress gzips b as small as this machine can: with zopfli (Debian's zopfli package,
// installed by `scripts/setup.sh wasm`; a gzip-format encoder that packs the game's wasm
// ≈ 4 % smaller than gzip -9: 4.35 against 4.53 MB, one iteration, about 30 s of CPU),
// else with the gzip program at -9 (≈ 1 % smaller than compress/gzip), else with
// compress/gzip at its best compression. Every one writes the same gzip format, so the
// browser inflates it the same way (Content-Encoding: gzip).
func compress(b []byte) ([]byte, error) {
	if path, err := exec.LookPath("zopfli"); err == nil {
		gz, err := zopfli(path, b)
		if err == nil {
			return gz, nil
		}
		fmt.Fprintf(os.Stderr, "build: zopfli failed (%v); using gzip -9\n", err)
	} else if len(b) > 1<<20 && !warnedZopfli {
		warnedZopfli = true
		fmt.Fprintln(os.Stderr, "build: no zopfli on this machine: the wasm is packed with gzip -9, ≈ 4 % larger (bash scripts/setup.sh wasm installs zopfli)")
	}
	if path, err := exec.LookPath("gzip"); err == nil {
		cmd := exec.Command(path, "-9", "-n", "-c")
		cmd.Stdin = bytes.NewReader(b)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, os.Stderr
		if err := cmd.Run(); err == nil && out.Len() > 0 {
			return out.Bytes(), nil
		}
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if _, err := zw.Write(b); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return gz.Bytes(), nil
}

// warnedZopfli keeps compress's note on a missing zopfli to one line a build.
var warnedZopfli bool

// zopfli runs the zopfli program on b (it reads files only: b goes through a temporary
// file) with one iteration (--i1: more iterations gain < 0.1 % on the wasm for minutes
// of CPU) and returns the gzip stream it prints.
func zopfli(path string, b []byte) ([]byte, error) {
	f, err := os.CreateTemp("", "uboat-build-*")
	if err != nil {
		return nil, err
	}
	defer os.Remove(f.Name())
	if _, err := f.Write(b); err != nil {
		f.Close()
		return nil, err
	}
	if err := f.Close(); err != nil {
		return nil, err
	}
	cmd := exec.Command(path, "--i1", "--gzip", "-c", f.Name())
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, err
	}
	if out.Len() == 0 {
		return nil, errors.New("empty output")
	}
	return out.Bytes(), nil
}

func mb(n int) float64 { return float64(n) / 1e6 }

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return writeAtomic(to, b)
}

func writeAtomic(path string, b []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
