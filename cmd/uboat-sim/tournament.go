package main

// uboat-sim -tournament FILE [-json] ENTRY...: the tournaments of rules 13.2–13.4
// (engine/tournament, docs/tournaments.md). Every entry (a finished career save) is
// replayed from its seed with its answers and judged under the tournament's rules;
// the standings are printed, the rejected entries with their reason.

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"uboat/engine/tournament"
)

// tournamentFlag runs -tournament. Exit 0: every entry accepted; 1: the tournament file
// cannot be read or is bad (nothing printed on stdout), or an entry was rejected (the
// standings are printed all the same); 2: bad flags (-tournament takes only -json,
// and at least one ENTRY).
func tournamentFlag(fs *flag.FlagSet, file string, asJSON bool, stdout, stderr io.Writer) int {
	names := fs.Args()
	noEntry, late := "", ""
	if len(names) == 0 {
		noEntry = "-tournament FILE needs at least one ENTRY (a career save)"
	}
	for _, n := range names {
		if strings.HasPrefix(n, "-") && late == "" {
			late = fmt.Sprintf("%q after the entries: flags come before them", n)
		}
	}
	if code := checkFlags(fs, stderr, only(fs, "tournament", "json"), noEntry, late); code != 0 {
		return code
	}
	b, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintf(stderr, "uboat-sim: %v\n", err)
		return 1
	}
	r, err := tournament.Parse(b)
	if err != nil {
		fmt.Fprintf(stderr, "uboat-sim: %s: %v\n", file, err)
		return 1
	}
	entries := make([][]byte, len(names))
	for i, n := range names {
		if entries[i], err = os.ReadFile(n); err != nil {
			entries[i] = nil // judged unreadable, with the reason below
			fmt.Fprintf(stderr, "uboat-sim: %v\n", err)
		}
	}
	st := r.Standings(names, entries)
	code := 0
	for _, e := range st.Entries {
		if e.Rejected != nil {
			code = 1
		}
	}
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(st); err != nil {
			return 1
		}
		return code
	}
	printStandings(stdout, st)
	return code
}

// printStandings prints the standings as text: the rules, the ranked entries, the
// entries not eligible to win (13.3) and the rejected ones with their reason.
func printStandings(w io.Writer, st *tournament.Standings) {
	name := st.Name
	if name == "" {
		name = "tournament"
	}
	kind := map[string]string{tournament.KindTonnage: "highest tonnage", tournament.KindSurvival: "survival"}
	title := kind[st.Kind]
	if st.Kind == tournament.KindMixed {
		title = "mixed U-boats, scored by " + kind[st.Scoring]
	}
	fmt.Fprintf(w, "%s — rule %s, %s: type %s from %s to %s\n", name, st.Rule, title, st.Type, st.Start, st.End)
	opts := "none"
	if len(st.Options) > 0 {
		opts = strings.Join(st.Options, ", ")
	}
	fmt.Fprintf(w, "  optional rules: %s\n", opts)
	for _, e := range st.Entries {
		who := fmt.Sprintf("%s, %s (%s)", e.Kommandant, e.UNumber, e.Type)
		switch {
		case e.Rejected != nil:
			fmt.Fprintf(w, "  REJECTED  %s: %s\n", filepath.Base(e.File), e.Rejected)
		case e.Rank == 0:
			fmt.Fprintf(w, "  —  %-40s %8d t %3d ships  not eligible: %s\n", who, e.Tons, e.Ships, fate(e))
		default:
			fmt.Fprintf(w, "  %2d. %-40s %8d t %3d ships  %s  [%s]\n", e.Rank, who, e.Tons, e.Ships, fate(e), filepath.Base(e.File))
		}
	}
}

func fate(e tournament.Entry) string {
	switch {
	case e.EndReason == "":
		return "in command at the end"
	case e.Survived:
		return e.EndReason + ", survived"
	}
	return e.EndReason
}
