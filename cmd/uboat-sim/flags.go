package main

// The command-line checks every mode of uboat-sim shares (main.go, campaign.go,
// wolfpack.go, tournament.go, tactical.go): a refused command line prints
// "uboat-sim: " and the reason on stderr, then the mode's usage, and exits 2
// (docs/development.md "uboat-sim": bad flags print the usage and exit 2).

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// checkFlags is the one check of a mode's command line: reasons are the outcomes of the
// checks in the order they are made ("" for a check passed: noArgs, only, atLeast1, or a
// reason of the mode's own). At the first reason it prints "uboat-sim: REASON" and the
// usage (fs.Usage) on stderr and returns exit code 2; with none it returns 0.
func checkFlags(fs *flag.FlagSet, stderr io.Writer, reasons ...string) int {
	for _, r := range reasons {
		if r != "" {
			fmt.Fprintln(stderr, "uboat-sim: "+r)
			fs.Usage()
			return 2
		}
	}
	return 0
}

// noArgs refuses an argument after the flags: `unexpected argument "stray"`.
func noArgs(fs *flag.FlagSet) string {
	if fs.NArg() > 0 {
		return fmt.Sprintf("unexpected argument %q", fs.Arg(0))
	}
	return ""
}

// only refuses the flags given on the command line other than mode and takes (names
// without the dash): "-replay takes only -log and -json, not -seed -type".
func only(fs *flag.FlagSet, mode string, takes ...string) string {
	var clash []string
	fs.Visit(func(f *flag.Flag) {
		if f.Name == mode {
			return
		}
		for _, t := range takes {
			if f.Name == t {
				return
			}
		}
		clash = append(clash, "-"+f.Name)
	})
	if len(clash) == 0 {
		return ""
	}
	list := "-" + takes[len(takes)-1]
	if len(takes) > 1 {
		list = "-" + strings.Join(takes[:len(takes)-1], ", -") + " and " + list
	}
	return fmt.Sprintf("-%s takes only %s, not %s", mode, list, strings.Join(clash, " "))
}

// atLeast1 refuses a count under one: "-careers must be at least 1".
func atLeast1(name string, n int) string {
	if n < 1 {
		return "-" + name + " must be at least 1"
	}
	return ""
}

// given reports whether the flag name was set on the command line.
func given(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
