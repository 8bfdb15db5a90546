// Command gen writes the JSON of every YAML data file (`go generate ./engine`):
//
//	go run ./internal/yamljson/gen -in data -out data/gen
//
// data/NAME.yaml becomes data/gen/NAME.json (see package yamljson); JSON files without a
// YAML file are removed.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"uboat/engine/internal/yamljson"
)

func main() {
	in := flag.String("in", "data", "`folder` of the YAML files")
	out := flag.String("out", "data/gen", "`folder` for the JSON files")
	flag.Parse()
	if err := run(*in, *out); err != nil {
		fmt.Fprintln(os.Stderr, "yamljson:", err)
		os.Exit(1)
	}
}

func run(in, out string) error {
	files, err := filepath.Glob(filepath.Join(in, "*.yaml"))
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return fmt.Errorf("no YAML files in %s", in)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	keep := map[string]bool{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		js, err := yamljson.Convert(src)
		if err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
		name := strings.TrimSuffix(filepath.Base(f), ".yaml") + ".json"
		keep[name] = true
		if old, err := os.ReadFile(filepath.Join(out, name)); err == nil && string(old) == string(js) {
			continue
		}
		tmp := filepath.Join(out, name+".tmp")
		if err := os.WriteFile(tmp, js, 0o644); err != nil {
			return err
		}
		if err := os.Rename(tmp, filepath.Join(out, name)); err != nil {
			return err
		}
	}
	stale, _ := filepath.Glob(filepath.Join(out, "*.json"))
	for _, f := range stale {
		if !keep[filepath.Base(f)] {
			if err := os.Remove(f); err != nil {
				return err
			}
		}
	}
	return nil
}
