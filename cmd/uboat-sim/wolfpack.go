package main

// uboat-sim -wolfpack N [-boats B] [-seed S] [-options KEY,…] [-log FILE] [-json]: the
// wolfpack tournament of rule 13.5 (engine/pack), N tournaments headless with every boat
// on the Commander policy; it prints each pack's name and tonnage with its boats', and the
// pack and the boat with the most tonnage (13.5.1).

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"uboat/engine"
	"uboat/engine/pack"
	"uboat/engine/policy"
)

// WolfpackBoat is one boat's result in -wolfpack output.
type WolfpackBoat struct {
	Boat    int    `json:"boat"`
	Tons    int    `json:"tons"`
	Ships   int    `json:"ships"`
	Outcome string `json:"outcome"`
}

// WolfpackResult is one tournament in -wolfpack output.
type WolfpackResult struct {
	Seed    uint64         `json:"seed"`
	Pack    string         `json:"pack"`
	Tons    int            `json:"tons"`
	Battles int            `json:"battles"`
	Picks   int            `json:"picks"`
	Boats   []WolfpackBoat `json:"boats"`
}

// wolfpackFlag runs -wolfpack. Exit 0; 1 when a tournament fails or the log cannot be
// written; 2 for bad flags (-wolfpack takes -boats, -seed, -options, -log and -json; N ≥ 1,
// 1 ≤ B ≤ 6).
func wolfpackFlag(fs *flag.FlagSet, n, boats int, seed uint64, opts engine.Options, logFile string, asJSON bool, stdout, stderr io.Writer) int {
	badBoats := ""
	if boats < 1 || boats > pack.MaxBoats {
		badBoats = fmt.Sprintf("-boats must be 1–%d (13.5.1)", pack.MaxBoats)
	}
	if code := checkFlags(fs, stderr, only(fs, "wolfpack", "boats", "seed", "options", "log", "json"),
		atLeast1("wolfpack", n), badBoats); code != 0 {
		return code
	}
	var logw *engine.JSONLWriter
	if logFile != "" {
		f, err := os.Create(logFile)
		if err != nil {
			fmt.Fprintf(stderr, "uboat-sim: %v\n", err)
			return 1
		}
		defer f.Close()
		logw = engine.NewJSONLWriter(f)
	}
	res := make([]WolfpackResult, 0, n)
	for i := 0; i < n; i++ {
		s := seed + uint64(i)
		p, err := pack.Play(pack.Config{Seed: s, Boats: boats, Options: opts, Log: logw != nil}, policy.NewCommander())
		if err != nil {
			fmt.Fprintf(stderr, "uboat-sim: wolfpack seed %d: %v\n", s, err)
			return 1
		}
		r := WolfpackResult{Seed: s, Pack: p.Name, Tons: p.Tons(), Battles: p.Battles, Picks: p.Picks}
		for _, b := range p.Boats {
			r.Boats = append(r.Boats, WolfpackBoat{Boat: b.Index + 1, Tons: b.Tons(), Ships: b.Ships(), Outcome: b.Outcome()})
			if logw != nil {
				for _, e := range b.Events {
					logw.Write(e)
				}
			}
		}
		res = append(res, r)
	}
	if logw != nil {
		if err := logw.Flush(); err != nil {
			fmt.Fprintf(stderr, "uboat-sim: %v\n", err)
			return 1
		}
	}
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(res); err != nil {
			fmt.Fprintf(stderr, "uboat-sim: %v\n", err)
			return 1
		}
		return 0
	}
	total, best, bestBoat, bestOf := 0, 0, 0, 0
	for i, r := range res {
		if r.Tons > res[best].Tons {
			best = i
		}
		for j, b := range r.Boats {
			if b.Tons > res[bestOf].Boats[bestBoat].Tons {
				bestOf, bestBoat = i, j
			}
		}
		total += r.Tons
		fmt.Fprintf(stdout, "seed %d  wolfpack %s: %d t (%d battles)\n", r.Seed, r.Pack, r.Tons, r.Battles)
		for _, b := range r.Boats {
			fmt.Fprintf(stdout, "  boat %d: %6d t, %d ships, %s\n", b.Boat, b.Tons, b.Ships, b.Outcome)
		}
	}
	fmt.Fprintf(stdout, "%d tournaments, mean pack tonnage %d t\n", n, total/n)
	// 13.5.1 the packs compete for the most tonnage, and so do the boats
	fmt.Fprintf(stdout, "most tonnage: wolfpack %s (seed %d) %d t; boat %d of seed %d, %d t\n",
		res[best].Pack, res[best].Seed, res[best].Tons, res[bestOf].Boats[bestBoat].Boat, res[bestOf].Seed, res[bestOf].Boats[bestBoat].Tons)
	return 0
}
