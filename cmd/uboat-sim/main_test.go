package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestBadFlagsExit2(t *testing.T) {
	for _, args := range [][]string{
		{"-careers", "x"},
		{"-nosuchflag"},
		{"-policy", "clever"},
		{"-careers", "0"},
		{"-type", "VIIZ"},
		{"-start", "1943-13"},
		{"-start", "1942-01"},
		{"stray"},
	} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
		if !strings.Contains(errb.String(), "usage") && !strings.Contains(errb.String(), "uboat-sim:") {
			t.Errorf("%v: stderr %q names neither usage nor the problem", args, errb.String())
		}
	}
}

func TestJSONSummary(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"-careers", "50", "-seed", "7", "-json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var s Summary
	if err := json.Unmarshal(out.Bytes(), &s); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out.String())
	}
	if s.Careers != 50 || s.Errors != 0 {
		t.Fatalf("summary %+v", s)
	}
	total := 0
	for _, n := range s.Victory {
		total += n
	}
	if total != 50 {
		t.Errorf("victory levels add up to %d, want 50", total)
	}
	if s.MeanPatrols < 1 {
		t.Errorf("mean patrols %.2f: every career sails at least once", s.MeanPatrols)
	}
}

// TestLogFollowsSchema checks the -log stream: one JSON object per line, seq from 1 per
// career, every line has t and date, career_start first and career_end last per career.
func TestLogFollowsSchema(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "log.jsonl")
	var out, errb bytes.Buffer
	if code := run([]string{"-careers", "5", "-seed", "3", "-log", file}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	careers, ends, want := 0, 0, 1
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("line not JSON: %v: %s", err, sc.Text())
		}
		typ, _ := m["t"].(string)
		if typ == "career_start" {
			careers++
			want = 1
			if m["v"] == nil || m["seed"] == nil {
				t.Fatalf("career_start lacks v or seed: %s", sc.Text())
			}
		}
		if seq := int(m["seq"].(float64)); seq != want {
			t.Fatalf("seq %d, want %d: %s", seq, want, sc.Text())
		}
		want++
		if _, ok := m["date"].(string); !ok {
			t.Fatalf("no date: %s", sc.Text())
		}
		if typ == "career_end" {
			ends++
		}
	}
	if careers != 5 || ends != 5 {
		t.Fatalf("%d career_start and %d career_end, want 5 each", careers, ends)
	}
}

// TestSaveReplaySameLog: -save writes the last career's save; -replay of it exits 0 and
// writes the same event log, byte for byte, as the original run (its last career).
func TestSaveReplaySameLog(t *testing.T) {
	dir := t.TempDir()
	for i, args := range [][]string{
		{"-careers", "1", "-seed", "4"},
		{"-careers", "1", "-seed", "9", "-policy", "random", "-type", "IXC/40"},
		{"-careers", "3", "-seed", "12", "-type", "XXI"},
		{"-careers", "2", "-seed", "30", "-policy", "random", "-start", "1944-06"},
	} {
		orig := filepath.Join(dir, fmt.Sprintf("orig%d.jsonl", i))
		save := filepath.Join(dir, fmt.Sprintf("career%d.json", i))
		again := filepath.Join(dir, fmt.Sprintf("replay%d.jsonl", i))
		var out, errb bytes.Buffer
		if code := run(append(args, "-log", orig, "-save", save), &out, &errb); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errb.String())
		}
		out.Reset()
		if code := run([]string{"-replay", save, "-log", again}, &out, &errb); code != 0 {
			t.Fatalf("%v: replay exit %d: %s", args, code, errb.String())
		}
		if !strings.Contains(out.String(), "career over") {
			t.Errorf("%v: replay output %q", args, out.String())
		}
		a, _ := os.ReadFile(orig)
		b, _ := os.ReadFile(again)
		if len(b) == 0 || !bytes.HasSuffix(a, b) {
			t.Fatalf("%v: the replayed log (%d bytes) is not the original's last career (%d bytes in all)", args, len(b), len(a))
		}
		if i := bytes.LastIndex(a, []byte(`"t":"career_start"`)); i < 0 || bytes.LastIndexByte(a[:i], '\n')+1 != len(a)-len(b) {
			t.Fatalf("%v: the replayed log is not exactly the last career", args)
		}
	}
	// -save over an existing save keeps the old one as .bak
	save := filepath.Join(dir, "career0.json")
	old, _ := os.ReadFile(save)
	var out, errb bytes.Buffer
	if code := run([]string{"-careers", "1", "-seed", "5", "-save", save}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if bak, _ := os.ReadFile(save + ".bak"); !bytes.Equal(bak, old) {
		t.Fatal("the previous save was not kept as .bak")
	}
	// -json
	out.Reset()
	if code := run([]string{"-replay", save, "-json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var res ReplayResult
	if err := json.Unmarshal(out.Bytes(), &res); err != nil || !res.Summary.Ended || res.Answers == 0 {
		t.Fatalf("-json: %v %+v", err, res)
	}
}

// TestReplayBadFiles: every bad file exits 1 with the reason, never a panic; a clash of
// flags exits 2.
func TestReplayBadFiles(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	var out, errb bytes.Buffer
	if code := run([]string{"-careers", "1", "-seed", "3", "-save", good}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	b, _ := os.ReadFile(good)
	files := map[string]struct {
		data []byte
		says string
	}{
		"empty":     {nil, "empty"},
		"truncated": {b[:len(b)/2], "truncated"},
		"garbage":   {[]byte("\x00\x01binary"), "damaged"},
		"newer":     {bytes.Replace(b, []byte(`"format":2`), []byte(`"format":7`), 1), "newer"},
		"data":      {bytes.Replace(b, []byte(`"data":"`), []byte(`"data":"old-`), 1), "different game data"},
		"option":    {bytes.Replace(b, []byte(`"options":[]`), []byte(`"options":["x_ray_vision"]`), 1), "x_ray_vision"},
		"diverged":  {bytes.Replace(b, []byte(`"key":"as_printed"`), []byte(`"key":"all_torpedoes"`), 1), "does not replay"},
		"summary":   {bytes.Replace(b, []byte(`"patrols":`), []byte(`"patrols":1`), 1), "patrols"},
	}
	for name, f := range files {
		p := filepath.Join(dir, name+".json")
		if err := os.WriteFile(p, f.data, 0o600); err != nil {
			t.Fatal(err)
		}
		if bytes.Equal(f.data, b) {
			t.Fatalf("%s: the edit did not change the file", name)
		}
		var out, errb bytes.Buffer
		if code := run([]string{"-replay", p}, &out, &errb); code != 1 {
			t.Errorf("%s: exit %d, want 1 (%s)", name, code, errb.String())
		}
		if !strings.Contains(errb.String(), f.says) {
			t.Errorf("%s: stderr %q does not say %q", name, errb.String(), f.says)
		}
	}
	for _, args := range [][]string{
		{"-replay", filepath.Join(dir, "missing.json")},
	} {
		if code := run(args, &out, &errb); code != 1 {
			t.Errorf("%v: exit %d, want 1", args, code)
		}
	}
	for _, args := range [][]string{
		{"-replay", good, "-careers", "3"},
		{"-replay", good, "-save", good},
	} {
		errb.Reset()
		if code := run(args, &out, &errb); code != 2 || !strings.Contains(errb.String(), "-replay takes only") {
			t.Errorf("%v: exit %d, want 2: %s", args, code, errb.String())
		}
	}
}
