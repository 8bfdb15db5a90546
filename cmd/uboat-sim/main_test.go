package main

import (
	"bufio"
	"bytes"
	"encoding/json"
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
