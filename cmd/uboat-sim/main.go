// Command uboat-sim plays whole careers of The Hunted headlessly and prints statistics:
// careers per second, survival to May 1945, losses by cause, career tonnage, patrols per
// career and the victory-level distribution. -save writes the last career's save;
// -replay replays a save headlessly (same event log as the original run).
//
//	uboat-sim -careers N -seed S [-type VIIC] [-start 1943-07] [-policy commander|random] [-log FILE] [-json] [-save FILE]
//	uboat-sim -replay FILE [-log FILE] [-json]
//	uboat-sim -tactical ai[:KIND,…] [-careers N] [-seed S] [-type T] [-policy P] [-json]
//	uboat-sim -wolfpack N [-boats B] [-seed S] [-options KEY,…] [-log FILE] [-json]   (wolfpack.go: 13.5)
//	uboat-sim -tournament FILE [-json] ENTRY...   (tournament.go: 13.2–13.4 standings)
//
// With -campaign it plays whole BdU campaigns instead (campaign.go):
//
//	uboat-sim -campaign START [-campaigns N] [-seed S] [-json] [-log FILE] [-save FILE]
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"uboat/engine"
	"uboat/engine/pack"
	"uboat/engine/policy"
	"uboat/savefile"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// Summary is the simulator's result; -json prints it as one object.
type Summary struct {
	Careers          int            `json:"careers"`
	Seed             uint64         `json:"seed"`
	Type             string         `json:"type"`
	Start            string         `json:"start"`
	Policy           string         `json:"policy"`
	Options          []string       `json:"options,omitempty"` // optional rules in force (-options)
	Seconds          float64        `json:"seconds"`
	CareersPerSecond float64        `json:"careers_per_second"`
	SurvivedShare    float64        `json:"survived_share"`
	EndReasons       map[string]int `json:"end_reasons"`
	LossCauses       map[string]int `json:"loss_causes"`
	MeanTons         float64        `json:"mean_tons"`
	MedianTons       int            `json:"median_tons"`
	MeanShips        float64        `json:"mean_ships"`
	MeanPatrols      float64        `json:"mean_patrols"`
	Victory          map[string]int `json:"victory"`
	Errors           int            `json:"errors"`
}

func run(args []string, stdout, stderr io.Writer) int {
	if isCampaignRun(args) {
		return runCampaign(args, stdout, stderr)
	}
	fs := flag.NewFlagSet("uboat-sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	careers := fs.Int("careers", 1000, "number of careers to play")
	seed := fs.Uint64("seed", 1, "seed of the first career (career i uses seed+i)")
	typ := fs.String("type", "VIIC", "U-boat type (board key, e.g. VIIC, IXC/40, XXI)")
	start := fs.String("start", "", "first patrol month YYYY-MM (default: the earliest the type allows)")
	pol := fs.String("policy", "commander", "decision maker: commander or random")
	logFile := fs.String("log", "", "write every career's event stream as JSON Lines to FILE")
	asJSON := fs.Bool("json", false, "print the summary as one JSON object")
	saveFile := fs.String("save", "", "write the save of the last career to FILE (the previous FILE is kept as FILE.bak)")
	replayFile := fs.String("replay", "", "replay the saved career in FILE instead of simulating (with -log: its event log)")
	card := fs.Int("card", 0, "play as Kommandant card N (1-8, optional rule 14.13, which must be in -options): his name, boat, type and first patrol month unless -type/-start say otherwise")
	optFlag := fs.String("options", "", "optional rules in force: KEY,KEY,… or all (every implemented one; docs/options.md)")
	wolfN := fs.Int("wolfpack", 0, "play N wolfpack tournaments (13.5) with every boat on the Commander policy and print pack and boat tonnage (wolfpack.go)")
	wolfBoats := fs.Int("boats", pack.MaxBoats, "with -wolfpack: boats in the pack (1–6, 13.5.1)")
	tourFile := fs.String("tournament", "", "judge the career saves ENTRY... under the tournament FILE (13.2–13.4) and print the standings")
	tacMode := fs.String("tactical", "", "ai (or ai:attack,evasion,…): play the tactical scenes with the reference AI and compare with the tables (tactical.go)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: uboat-sim -careers N -seed S [-type VIIC] [-start 1943-07] [-policy commander|random] [-options KEY,…|all] [-card N] [-log FILE] [-json] [-save FILE]")
		fmt.Fprintln(stderr, "       uboat-sim -replay FILE [-log FILE] [-json]")
		fmt.Fprintln(stderr, "       uboat-sim -wolfpack N [-boats B] [-seed S] [-options KEY,…] [-log FILE] [-json]")
		fmt.Fprintln(stderr, "       uboat-sim -tournament FILE [-json] ENTRY...")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *tourFile != "" {
		return tournamentFlag(fs, *tourFile, *asJSON, stdout, stderr)
	}
	if code := checkFlags(fs, stderr, noArgs(fs)); code != 0 {
		return code
	}
	if *replayFile != "" {
		if code := checkFlags(fs, stderr, only(fs, "replay", "log", "json")); code != 0 {
			return code
		}
		return replay(*replayFile, *logFile, *asJSON, stdout, stderr)
	}
	badPolicy := ""
	if *pol != "commander" && *pol != "random" {
		badPolicy = fmt.Sprintf("unknown -policy %q (commander or random)", *pol)
	}
	var startM engine.Month
	badStart := ""
	if *start != "" {
		m, err := engine.ParseMonth(*start)
		if err != nil {
			badStart = fmt.Sprintf("-start: %v", err)
		}
		startM = m
	}
	opts, err := parseOptionsFlag(*optFlag)
	badOptions := ""
	if err != nil {
		badOptions = fmt.Sprintf("-options: %v", err)
	}
	if code := checkFlags(fs, stderr, atLeast1("careers", *careers), badPolicy, badStart, badOptions); code != 0 {
		return code
	}
	if given(fs, "wolfpack") {
		return wolfpackFlag(fs, *wolfN, *wolfBoats, *seed, opts, *logFile, *asJSON, stdout, stderr)
	}
	if *wolfBoats != pack.MaxBoats {
		return checkFlags(fs, stderr, "-boats is for -wolfpack")
	}
	base := engine.Config{Type: *typ, Start: startM, Options: opts, Card: *card}
	if *card != 0 { // 14.13: the card's setup, unless -type or -start are given
		d, err := engine.LoadData()
		if err != nil {
			fmt.Fprintf(stderr, "uboat-sim: %v\n", err)
			return 1
		}
		name, uNum, ctyp, cstart, ok := d.CardSetup(*card)
		if !ok {
			fmt.Fprintf(stderr, "uboat-sim: -card: unknown Kommandant card %d (1-%d)\n", *card, len(d.Kommandants))
			return 2
		}
		base.Kommandant, base.UNumber = name, uNum
		if !given(fs, "type") {
			base.Type, *typ = ctyp, ctyp
		}
		if *start == "" {
			base.Start, startM = cstart, cstart
		}
	}
	// Check type and start once, up front, with a clear message.
	cfg0 := base
	cfg0.Seed = *seed
	if _, err := engine.NewCareer(cfg0, nil); err != nil {
		fmt.Fprintf(stderr, "uboat-sim: %v\n", err)
		return 2
	}
	if *tacMode != "" {
		if len(opts) > 0 || *card != 0 {
			return checkFlags(fs, stderr, "-tactical does not take -options or -card")
		}
		return tacticalFlag(fs, *tacMode, *careers, *seed, *typ, startM, *pol, *asJSON, stdout, stderr)
	}

	var logw *engine.JSONLWriter
	if *logFile != "" {
		f, err := os.Create(*logFile)
		if err != nil {
			fmt.Fprintf(stderr, "uboat-sim: %v\n", err)
			return 1
		}
		defer f.Close()
		logw = engine.NewJSONLWriter(f)
	}

	sum := Summary{Careers: *careers, Seed: *seed, Type: *typ, Policy: *pol, Options: opts.Keys(),
		EndReasons: map[string]int{}, LossCauses: map[string]int{}, Victory: map[string]int{}}
	tons := make([]int, 0, *careers)
	var totalTons, totalShips, totalPatrols int
	t0 := time.Now()
	c := new(engine.Career) // reused: Reset keeps its memory between careers
	for i := 0; i < *careers; i++ {
		s := *seed + uint64(i)
		cfg := base
		cfg.Seed = s
		if err := c.Reset(cfg, nil); err != nil {
			fmt.Fprintf(stderr, "uboat-sim: %v\n", err)
			return 1
		}
		if i == 0 {
			sum.Start = c.State().Date.String()
		}
		if logw != nil {
			c.SetSink(logw.Write)
		}
		var d engine.Decider = policy.NewCommander()
		if *pol == "random" {
			d = policy.NewRandom(s)
		}
		var rec *engine.Recorder
		if *saveFile != "" && i == *careers-1 {
			rec = engine.NewRecorder(d)
			d = rec
		}
		if err := c.Run(d); err != nil {
			sum.Errors++
			fmt.Fprintf(stderr, "uboat-sim: career seed %d: %v\n", s, err)
			continue
		}
		if rec != nil {
			if err := writeSave(*saveFile, c, rec); err != nil {
				fmt.Fprintf(stderr, "uboat-sim: -save: %v\n", err)
				return 1
			}
		}
		st := c.State()
		sum.EndReasons[st.EndReason]++
		if st.LossCause != "" { // the engine's words with the rule: "hedgehog (9.6.10)"
			sum.LossCauses[engine.LossDetail(st.LossCause)]++
		}
		sum.Victory[st.Victory]++
		tons = append(tons, st.CareerTons)
		totalTons += st.CareerTons
		totalShips += st.CareerShips
		totalPatrols += st.PatrolCount
	}
	sum.Seconds = time.Since(t0).Seconds()
	if logw != nil {
		if err := logw.Flush(); err != nil {
			fmt.Fprintf(stderr, "uboat-sim: writing %s: %v\n", *logFile, err)
			return 1
		}
	}
	n := len(tons)
	if n > 0 {
		sort.Ints(tons)
		sum.MedianTons = tons[n/2]
		if n%2 == 0 {
			sum.MedianTons = (tons[n/2-1] + tons[n/2]) / 2
		}
		sum.MeanTons = float64(totalTons) / float64(n)
		sum.MeanShips = float64(totalShips) / float64(n)
		sum.MeanPatrols = float64(totalPatrols) / float64(n)
		sum.SurvivedShare = float64(sum.EndReasons["war_over"]) / float64(n)
	}
	if sum.Seconds > 0 {
		sum.CareersPerSecond = float64(*careers) / sum.Seconds
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(sum); err != nil {
			return 1
		}
	} else {
		printSummary(stdout, &sum)
	}
	if sum.Errors > 0 {
		return 1
	}
	return 0
}

func printSummary(w io.Writer, s *Summary) {
	fmt.Fprintf(w, "The Hunted — %d careers, type %s from %s, policy %s, seeds %d..%d\n",
		s.Careers, s.Type, s.Start, s.Policy, s.Seed, s.Seed+uint64(s.Careers)-1)
	if len(s.Options) > 0 {
		fmt.Fprintf(w, "  optional rules:   %s\n", strings.Join(s.Options, ", "))
	}
	fmt.Fprintf(w, "  speed:            %.0f careers/s (%.2f s)\n", s.CareersPerSecond, s.Seconds)
	fmt.Fprintf(w, "  survived to 5/45: %.1f%%\n", 100*s.SurvivedShare)
	fmt.Fprintf(w, "  career end:       %s\n", counts(s.EndReasons, s.Careers))
	if len(s.LossCauses) > 0 {
		fmt.Fprintf(w, "  losses by cause:  %s\n", counts(s.LossCauses, s.Careers))
	}
	fmt.Fprintf(w, "  career tonnage:   mean %.0f t, median %d t; ships sunk: mean %.1f\n", s.MeanTons, s.MedianTons, s.MeanShips)
	fmt.Fprintf(w, "  patrols/career:   %.2f\n", s.MeanPatrols)
	fmt.Fprintf(w, "  victory levels:   %s\n", ordered(s.Victory, s.Careers, []string{"defeat", "draw", "marginal", "substantial", "decisive"}))
	if s.Errors > 0 {
		fmt.Fprintf(w, "  errors:           %d\n", s.Errors)
	}
}

func counts(m map[string]int, total int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	return ordered(m, total, keys)
}

func ordered(m map[string]int, total int, keys []string) string {
	var b strings.Builder
	for i, k := range keys {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %d (%.1f%%)", k, m[k], 100*float64(m[k])/float64(max(total, 1)))
	}
	return b.String()
}

// writeSave writes the save of the finished career c to path (savefile.Write: atomic,
// the previous file kept as path.bak).
func writeSave(path string, c *engine.Career, rec *engine.Recorder) error {
	sv, err := rec.Save(c)
	if err != nil {
		return err
	}
	b, err := sv.Marshal()
	if err != nil {
		return err
	}
	return savefile.Write(path, b, savefile.CheckSave)
}

// ReplayResult is what -replay -json prints: the file and the replayed career's summary.
type ReplayResult struct {
	File    string             `json:"file"`
	Answers int                `json:"answers"`
	Summary engine.SaveSummary `json:"summary"`
}

// replay replays the save in path (events to logFile when set) and prints what it
// found. Exit 0, or 1 with the reason when the file cannot be read, is not a good save
// or does not replay.
func replay(path, logFile string, asJSON bool, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "uboat-sim: replaying %s: internal error: %v\n", path, r)
			code = 1
		}
	}()
	b, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "uboat-sim: %v\n", err)
		return 1
	}
	sv, err := engine.LoadSave(b)
	if err != nil {
		fmt.Fprintf(stderr, "uboat-sim: %s: %v\n", path, err)
		return 1
	}
	var sink func(engine.Event)
	var logw *engine.JSONLWriter
	if logFile != "" {
		f, err := os.Create(logFile)
		if err != nil {
			fmt.Fprintf(stderr, "uboat-sim: %v\n", err)
			return 1
		}
		defer f.Close()
		logw = engine.NewJSONLWriter(f)
		sink = logw.Write
	}
	sess, err := engine.Replay(sv, sink)
	if logw != nil {
		if ferr := logw.Flush(); ferr != nil && err == nil {
			fmt.Fprintf(stderr, "uboat-sim: writing %s: %v\n", logFile, ferr)
			return 1
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "uboat-sim: %s: %v\n", path, err)
		return 1
	}
	defer sess.Close()
	res := ReplayResult{File: path, Answers: len(sv.Answers), Summary: sv.Summary}
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(res); err != nil {
			return 1
		}
		return 0
	}
	m := sv.Summary
	fmt.Fprintf(stdout, "%s: %s %s, %s — %d answers replayed, %s\n", path, m.Type, m.UNumber, m.Kommandant, len(sv.Answers), m.Date)
	fmt.Fprintf(stdout, "  %d t in %d ships, %d patrols\n", m.Tons, m.Ships, m.Patrols)
	if m.Ended {
		fmt.Fprintf(stdout, "  career over: %s, victory %s\n", m.EndReason, m.Victory)
	} else {
		fmt.Fprintf(stdout, "  waiting for decision %q\n", m.Pending)
	}
	return 0
}

// parseOptionsFlag reads -options: "" (none), "all" (every implemented optional rule,
// engine.KnownOptions) or comma-separated keys. An unknown key, or the key of a rule not
// implemented yet, is an error (exit 2).
func parseOptionsFlag(v string) (engine.Options, error) {
	switch v {
	case "":
		return nil, nil
	case "all":
		return engine.ParseOptions(engine.KnownOptions)
	}
	keys := strings.Split(v, ",")
	for i := range keys {
		keys[i] = strings.TrimSpace(keys[i])
		if keys[i] == "all" {
			return nil, fmt.Errorf("\"all\" stands alone")
		}
		if strings.HasPrefix(keys[i], "tac_") { // the tactical layer's keys act only under -tactical
			return nil, fmt.Errorf("%q is a tactical-layer key (see -tactical)", keys[i])
		}
	}
	return engine.ParseOptions(keys)
}
