package main

import (
	"bytes"
	"flag"
	"io"
	"strings"
	"testing"
)

// checkFlags names the first reason given, prints the usage after it and exits 2; with
// none it prints nothing and returns 0. only names what the mode takes and what was
// refused, in the words each mode has always used.
func TestCheckFlags(t *testing.T) {
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.String("replay", "", "")
	fs.String("log", "", "")
	fs.Bool("json", false, "")
	fs.Uint64("seed", 1, "")
	fs.String("type", "", "")
	var errb bytes.Buffer
	fs.Usage = func() { errb.WriteString("usage: x\n") }
	if err := fs.Parse([]string{"-replay", "f", "-type", "VIIC", "-json", "-seed", "3", "stray"}); err != nil {
		t.Fatal(err)
	}
	if code := checkFlags(fs, &errb, "", atLeast1("careers", 1)); code != 0 || errb.Len() != 0 {
		t.Fatalf("no reason: exit %d, %q", code, errb.String())
	}
	if got, want := only(fs, "replay", "log", "json"), "-replay takes only -log and -json, not -seed -type"; got != want {
		t.Errorf("only: %q, want %q", got, want)
	}
	if got, want := only(fs, "replay", "json"), "-replay takes only -json, not -seed -type"; got != want {
		t.Errorf("only: %q, want %q", got, want)
	}
	if got := only(fs, "replay", "json", "seed", "type"); got != "" {
		t.Errorf("only with every flag taken: %q", got)
	}
	code := checkFlags(fs, &errb, "", noArgs(fs), atLeast1("careers", 0))
	if want := "uboat-sim: unexpected argument \"stray\"\nusage: x\n"; code != 2 || errb.String() != want {
		t.Errorf("exit %d, %q; want 2, %q", code, errb.String(), want)
	}
	if got := atLeast1("campaigns", 0); !strings.HasPrefix(got, "-campaigns must be at least 1") {
		t.Errorf("atLeast1: %q", got)
	}
}
