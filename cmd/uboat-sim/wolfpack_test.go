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

// -wolfpack N (13.5): N tournaments, the pack's tonnage the sum of its boats', -boats
// boats each, seeds S…S+N−1; the same run twice prints the same; -log writes one
// career_start per boat.
func TestWolfpackFlag(t *testing.T) {
	logf := filepath.Join(t.TempDir(), "w.jsonl")
	var out, errb bytes.Buffer
	if code := run([]string{"-wolfpack", "5", "-boats", "4", "-seed", "11", "-json", "-log", logf}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var res []WolfpackResult
	if err := json.Unmarshal(out.Bytes(), &res); err != nil {
		t.Fatal(err)
	}
	if len(res) != 5 {
		t.Fatalf("%d tournaments", len(res))
	}
	for i, r := range res {
		sum := 0
		for _, b := range r.Boats {
			sum += b.Tons
			if b.Outcome == "" {
				t.Errorf("seed %d boat %d: no outcome", r.Seed, b.Boat)
			}
		}
		if r.Seed != 11+uint64(i) || len(r.Boats) != 4 || r.Pack == "" || sum != r.Tons {
			t.Errorf("tournament %+v (boats sum %d)", r, sum)
		}
	}
	f, err := os.Open(logf)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	starts := 0
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if strings.Contains(sc.Text(), `"t":"career_start"`) {
			starts++
		}
	}
	if starts != 20 {
		t.Errorf("%d career_start events in the log, want 20", starts)
	}
	var again bytes.Buffer
	run([]string{"-wolfpack", "5", "-boats", "4", "-seed", "11", "-json"}, &again, &errb)
	if !bytes.Equal(out.Bytes(), again.Bytes()) {
		t.Error("the same run prints differently")
	}
	var text bytes.Buffer
	if code := run([]string{"-wolfpack", "1"}, &text, &errb); code != 0 || !strings.Contains(text.String(), "boat 6:") || !strings.Contains(text.String(), "most tonnage: wolfpack") {
		t.Errorf("text output (exit %d): %s", code, text.String())
	}
}

// -wolfpack refuses what it cannot do: N < 1, -boats outside 1–6, flags of other modes;
// -boats without -wolfpack.
func TestWolfpackFlagErrors(t *testing.T) {
	for _, args := range [][]string{
		{"-wolfpack", "0"},
		{"-wolfpack", "1", "-boats", "7"},
		{"-wolfpack", "1", "-boats", "0"},
		{"-wolfpack", "1", "-type", "IXC"},
		{"-wolfpack", "1", "-careers", "3"},
		{"-careers", "1", "-boats", "3"},
	} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != 2 || errb.Len() == 0 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
}
