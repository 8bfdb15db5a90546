package main

// uboat-sim -campaign: whole BdU campaigns (engine/bdu, issue 16) played by the BdU AI
// of design 9.4, no zooms unless -zoom, measured as design 10.2 asks (bdu.Measure) and
// printed beside the historical figures of design 10.1 and the acceptance bands of 10.2.
//
//	uboat-sim -campaign START [-campaigns N] [-seed S] [-zoom [contact|flagship]] [-political] [-modules LIST] [-json] [-log FILE] [-save FILE]
//
// -modules turns on the optional modules of design 4 (bdu.ModuleKeys, comma-separated):
// betasom (4.8, the Italian boats at Bordeaux), historical_deployment (4.5, the 1939-09
// start with 39 boats at sea; 1939-09 only) and very_early_deployment (SW 8.15: the
// player's arrivals two months early with Inexp 2; the BdU AI takes every arrival on
// time). An unknown key is an error; the save holds them (config.betasom,
// config.historical_deployment, config.very_early_deployment). Without them the
// campaigns are played as design 10.2's calibration plays them.
//
// -political plays the SW 36 political module (bdu.Campaign.Political, design 5 I.2):
// its requests and war-event refusals answered by the BdU AI (design 9.4); the save
// holds it (config.political). Without it the campaigns are played as design 10.2's
// calibration plays them, without the module.
//
// -zoom (or -zoom contact) plays, each week, the first contact whose attack decision
// offers the zoom (design 6.2.1 "Zoom a contact", at most one a week) in the Hunted
// engine (bdu.HuntedZoomer, its decisions by the Commander policy); the other contacts
// and every other decision are the BdU AI's. -zoom flagship plays a flagship instead
// (design 6.2.1 "Flagship", bdu.Campaign.Flagship): the first boat to sail is named, each
// week of its patrols is a Hunted travel box of its career, and another boat is named
// when its career ends. -save keeps the zooms (bdu.SaveConfig.Zoom "contact" or
// "flagship", the zoom orders among the answers): the save of a zoomed campaign replays
// to the same state. Any other -zoom value is an error.

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"uboat/engine/bdu"
	"uboat/savefile"
)

// isCampaignRun reports whether args ask for the campaign simulator: a -campaign flag
// anywhere before "--" (after other flags and their values too: -seed 3 -campaign 1939-09).
func isCampaignRun(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if !strings.HasPrefix(a, "-") {
			continue // a flag's value
		}
		name := strings.TrimLeft(a, "-")
		if name == "campaign" || strings.HasPrefix(name, "campaign=") {
			return true
		}
	}
	return false
}

// victoryLevels are the final victory levels of design 10.4, best first.
var victoryLevels = []string{"decisive", "substantial", "marginal", "draw", "defeat"}

// CampaignSummary is what -campaign -json prints: the campaigns played, their speed,
// the figures of design 10.2 per war period (means per month over the months played in
// it), the front-line strength at the start of the months of 10.2 and the cumulative
// ships + tons VP at the end of 1941-05 (10.3's capitulation sum; means over the
// campaigns that reached them; null when none did), the final victory levels and the
// campaign means per calendar year.
type CampaignSummary struct {
	Campaigns     int                 `json:"campaigns"`
	CampaignsPerS float64             `json:"campaigns_per_s"`
	WP            []CampaignWP        `json:"wp"`
	Strength      map[string]*float64 `json:"strength"`
	VP1941_05     *float64            `json:"vp_1941_05"`
	Victory       map[string]int      `json:"victory"`
	Years         []CampaignYear      `json:"years"`
	// Zooms is the number of contacts played in the Hunted engine (-zoom; absent without).
	Zooms int `json:"zooms,omitempty"`
	// FlagshipWeeks is the number of flagship weeks played in the Hunted engine (-zoom
	// flagship; absent without).
	FlagshipWeeks int `json:"flagship_weeks,omitempty"`
	// Political: the SW 36 political module was played (-political; absent without).
	Political bool `json:"political,omitempty"`
	// Modules are the optional modules played (-modules, design 4.5, 4.8; absent without).
	Modules []string `json:"modules,omitempty"`
}

// CampaignWP is one war period of CampaignSummary: tons, ships and U-boats lost per
// month, boats at sea (daily average) and the share of the losses at sea that were in
// transit or to aircraft (0–1; null when no boat was lost at sea).
type CampaignWP struct {
	WP                  int      `json:"wp"`
	TonsPerMonth        float64  `json:"tons_per_month"`
	ShipsPerMonth       float64  `json:"ships_per_month"`
	LostPerMonth        float64  `json:"lost_per_month"`
	AtSeaAvg            float64  `json:"at_sea_avg"`
	TransitAirLossShare *float64 `json:"transit_air_loss_share"`
}

// CampaignYear is one calendar year of CampaignSummary: the campaign means of the
// year's tons, ships and U-boats lost (over the campaigns that played the year).
type CampaignYear struct {
	Year  int     `json:"year"`
	Tons  float64 `json:"tons"`
	Ships float64 `json:"ships"`
	Lost  float64 `json:"lost"`
}

func runCampaign(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("uboat-sim -campaign", flag.ContinueOnError)
	fs.SetOutput(stderr)
	startS := fs.String("campaign", "", "campaign start YYYY-MM: 1939-09, 1940-07, 1942-01 or 1943-06 (design 1.1)")
	n := fs.Int("campaigns", 200, "number of campaigns to play")
	seed := fs.Uint64("seed", 1, "seed of the first campaign (campaign i uses seed+i)")
	asJSON := fs.Bool("json", false, "print the summary as one JSON object")
	logFile := fs.String("log", "", "write every campaign's event stream as JSON Lines to FILE")
	saveFile := fs.String("save", "", "write the save of the last campaign to FILE (the previous FILE is kept as FILE.bak)")
	var zoom zoomScope
	fs.Var(&zoom, "zoom", "play in the Hunted engine (design 6.2.1): contact (the default of a bare -zoom: the first contact of each week) or flagship (one boat's patrols as a Hunted career)")
	political := fs.Bool("political", false, "play the SW 36 political module (design 5 step I.2), answered by the BdU AI")
	modulesS := fs.String("modules", "", "optional modules, comma-separated: "+strings.Join(bdu.ModuleKeys, ", ")+" (design 4.8, 4.5)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: uboat-sim -campaign START [-campaigns N] [-seed S] [-zoom [contact|flagship]] [-political] [-modules LIST] [-json] [-log FILE] [-save FILE]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(zoomArgs(args)); err != nil {
		return 2
	}
	start, err := bdu.ParseMonth(*startS)
	var modules []string
	badStart, badModules := "", ""
	if err == nil {
		var c *bdu.Campaign
		if c, err = bdu.NewCampaign(start, *seed); err == nil && *modulesS != "" {
			modules = strings.Split(*modulesS, ",")
			for i, k := range modules {
				modules[i] = strings.TrimSpace(k)
				if e := c.SetModule(modules[i]); e != nil {
					badModules = fmt.Sprintf("-modules: %v", e)
					break
				}
			}
		}
	}
	if err != nil {
		badStart = fmt.Sprintf("-campaign: %v", err)
	}
	if code := checkFlags(fs, stderr, noArgs(fs), badStart, badModules, atLeast1("campaigns", *n)); code != 0 {
		return code
	}
	var logw *bdu.JSONLWriter
	if *logFile != "" {
		f, err := os.Create(*logFile)
		if err != nil {
			fmt.Fprintf(stderr, "uboat-sim: %v\n", err)
			return 1
		}
		defer f.Close()
		logw = bdu.NewJSONLWriter(f)
	}

	var m bdu.Measure
	errs, zooms, flagWeeks := 0, 0, 0
	zoomer := bdu.DeciderFunc(func(c *bdu.Campaign, d *bdu.Decision) string {
		if d.Has(bdu.KeyZoom) {
			zooms++
			return bdu.KeyZoom
		}
		return "" // the BdU AI answers
	})
	t0 := time.Now()
	for i := range *n {
		s := *seed + uint64(i)
		c, err := bdu.NewCampaign(start, s)
		if err != nil {
			fmt.Fprintf(stderr, "uboat-sim: %v\n", err)
			return 1
		}
		if logw != nil {
			c.Log = logw
		}
		c.Political = *political
		for _, k := range modules {
			if err := c.SetModule(k); err != nil { // (checked above)
				fmt.Fprintf(stderr, "uboat-sim: -modules: %v\n", err)
				return 2
			}
		}
		var rec *bdu.OrderRecorder
		var p bdu.Decider
		switch zoom {
		case bdu.ZoomContact:
			c.Zoomer, p = &bdu.HuntedZoomer{}, zoomer
		case bdu.ZoomFlagship:
			c.Flagship = &bdu.HuntedZoomer{}
		}
		if *saveFile != "" && i == *n-1 {
			rec = bdu.NewOrderRecorder(p) // the zoom answers (-zoom) are saved; the BdU AI's replay themselves
			p = rec
		}
		if err := c.Run(p); err != nil {
			errs++
			fmt.Fprintf(stderr, "uboat-sim: campaign seed %d: %v\n", s, err)
			continue
		}
		m.Add(c)
		if h, ok := c.Flagship.(*bdu.HuntedZoomer); ok {
			flagWeeks += h.FlagshipWeeks()
		}
		if rec != nil {
			if err := writeCampaignSave(*saveFile, c, rec); err != nil {
				fmt.Fprintf(stderr, "uboat-sim: -save: %v\n", err)
				return 1
			}
		}
	}
	secs := time.Since(t0).Seconds()
	if logw != nil {
		if err := logw.Flush(); err != nil {
			fmt.Fprintf(stderr, "uboat-sim: writing %s: %v\n", *logFile, err)
			return 1
		}
	}
	r := m.Report()
	sum := campaignSummary(r, *n, secs)
	sum.Zooms = zooms
	sum.FlagshipWeeks = flagWeeks
	sum.Political = *political
	if len(modules) > 0 {
		sum.Modules = modules
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(sum); err != nil {
			return 1
		}
	} else {
		printCampaigns(stdout, r, sum, start, *seed, secs)
	}
	if errs > 0 {
		fmt.Fprintf(stderr, "uboat-sim: %d of %d campaigns stopped with an error\n", errs, *n)
		return 1
	}
	return 0
}

// writeCampaignSave writes the save of the finished campaign c to path (savefile.Write:
// atomic, the previous good file kept as path.bak, a damaged one moved aside, never
// overwritten).
func writeCampaignSave(path string, c *bdu.Campaign, rec *bdu.OrderRecorder) error {
	sv, err := rec.Save(c)
	if err != nil {
		return err
	}
	sv.SavedAt = time.Now().UTC().Format(time.RFC3339)
	b, err := sv.Marshal()
	if err != nil {
		return err
	}
	return savefile.Write(path, b, checkCampaignSave)
}

// checkCampaignSave is the savefile.Checker of campaign saves.
func checkCampaignSave(b []byte) error {
	_, err := bdu.LoadSave(b)
	return err
}

// campaignSummary is the JSON form of a Report.
func campaignSummary(r *bdu.Report, n int, secs float64) *CampaignSummary {
	s := &CampaignSummary{Campaigns: n, Strength: map[string]*float64{}, Victory: map[string]int{},
		WP: []CampaignWP{}, Years: []CampaignYear{}}
	if secs > 0 {
		s.CampaignsPerS = float64(n) / secs
	}
	for _, w := range r.WP {
		cw := CampaignWP{WP: w.WP, TonsPerMonth: w.Tons.Value, ShipsPerMonth: w.Ships.Value, LostPerMonth: w.Lost.Value, AtSeaAvg: w.AtSea.Value}
		if w.TransitAirShare.N > 0 {
			v := w.TransitAirShare.Value
			cw.TransitAirLossShare = &v
		}
		s.WP = append(s.WP, cw)
	}
	for i, f := range r.Strength {
		s.Strength[bdu.StrengthMonths[i].String()] = measured(f)
	}
	s.VP1941_05 = measured(r.VP)
	for _, l := range victoryLevels {
		s.Victory[l] = r.Victory[l]
	}
	for _, y := range r.Years {
		s.Years = append(s.Years, CampaignYear{Year: y.Year, Tons: y.Tons, Ships: y.Ships, Lost: y.Lost})
	}
	return s
}

// measured is the figure's value, nil when nothing was measured.
func measured(f bdu.Figure) *float64 {
	if f.N == 0 {
		return nil
	}
	v := f.Value
	return &v
}

// printCampaigns prints the report as text: per war period each figure with the
// history of design 10.1 and the band of 10.2 in brackets, "*" marking a value outside
// its band and "†" one outside its band that is a known miss of the calibration
// (bdu.KnownMisses, listed with its reason at the end).
func printCampaigns(w io.Writer, r *bdu.Report, s *CampaignSummary, start bdu.Month, seed uint64, secs float64) {
	zooms := "no zooms"
	if s.Zooms > 0 {
		zooms = fmt.Sprintf("%d contacts zoomed into the Hunted engine (design 6.2.1)", s.Zooms)
	}
	if s.FlagshipWeeks > 0 {
		zooms = fmt.Sprintf("%d flagship weeks played in the Hunted engine (design 6.2.1)", s.FlagshipWeeks)
	}
	if s.Political {
		zooms += ", political module (SW 36)"
	}
	if len(s.Modules) > 0 {
		zooms += ", modules " + strings.Join(s.Modules, ", ") + " (design 4)"
	}
	fmt.Fprintf(w, "BdU campaign — %d campaigns from %s, BdU AI (design 9.4), %s, seeds %d..%d\n",
		s.Campaigns, start, zooms, seed, seed+uint64(s.Campaigns)-1)
	fmt.Fprintf(w, "  speed: %.1f campaigns/s (%.2f s)\n", s.CampaignsPerS, secs)
	fmt.Fprintln(w, "  per war period, means per month [history of design 10.1: band of 10.2]; * outside the band, † a known miss:")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  WP\tmonths\ttons sunk\tships sunk\tU-boats lost\tboats at sea\tlosses at sea in transit or to aircraft")
	for _, f := range r.WP {
		share := "—"
		if f.TransitAirShare.N > 0 {
			share = fmt.Sprintf("%.0f%%%s", 100*f.TransitAirShare.Value, mark(f.TransitAirShare))
		}
		if b := f.TransitAirShare.Band; b.Has() {
			share += fmt.Sprintf(" [%.0f–%.0f%%]", 100*b.Lo, 100*b.Hi)
		}
		fmt.Fprintf(tw, "  WP%d\t%.1f\t%s\t%.0f [%.0f]\t%s\t%s\t%s\n", f.WP, float64(f.Months)/float64(max(1, r.Campaigns)),
			figure(f.Tons, "%.0f"), f.Ships.Value, f.Ships.History, figure(f.Lost, "%.1f"), figure(f.AtSea, "%.0f"), share)
	}
	tw.Flush()
	fmt.Fprint(w, "  front-line strength (start of month):")
	for i, f := range r.Strength {
		fmt.Fprintf(w, "  %s %s", bdu.StrengthMonths[i], figureOrNone(f, "%.0f"))
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "  ships + tons VP at the end of %s: %s\n", bdu.VPMonth, figureOrNone(r.VP, "%.0f"))
	fmt.Fprintf(w, "  victory levels:  %s\n", ordered(s.Victory, s.Campaigns, victoryLevels))
	for _, y := range r.Years {
		fmt.Fprintf(w, "  %d: %.0f t, %.0f ships sunk, %.1f U-boats lost (%.0f months)\n", y.Year, y.Tons, y.Ships, y.Lost, y.MonthsPerCampaign)
	}
	known, bad := r.Misses(0)
	for _, name := range known {
		fmt.Fprintf(w, "  † known miss: %s (%s; docs/bdu-calibration.md)\n", name, bdu.KnownMisses[name])
	}
	switch {
	case len(bad) > 0:
		fmt.Fprintf(w, "  outside their 10.2 band and not known misses (*): %s\n", strings.Join(bad, ", "))
	case len(known) > 0:
		fmt.Fprintln(w, "  every other figure is inside its 10.2 band")
	default:
		fmt.Fprintln(w, "  every figure is inside its 10.2 band")
	}
}

// figure is "value* [history: lo–hi]".
func figure(f bdu.Figure, format string) string {
	return fmt.Sprintf(format+"%s ["+format+": "+format+"–"+format+"]", f.Value, mark(f), f.History, f.Band.Lo, f.Band.Hi)
}

func figureOrNone(f bdu.Figure, format string) string {
	if f.N == 0 {
		return "— (not reached)"
	}
	return figure(f, format)
}

// mark is "*" for a figure outside its band, "†" for a known miss outside it, else "".
func mark(f bdu.Figure) string {
	switch {
	case !f.Out():
		return ""
	case f.Known():
		return "†"
	}
	return "*"
}

// zoomScope is the -zoom flag: "" none, bdu.ZoomContact or bdu.ZoomFlagship; a bare
// -zoom is contact (IsBoolFlag), any other value an error.
type zoomScope string

func (z *zoomScope) String() string { return string(*z) }

// Set implements flag.Value.
func (z *zoomScope) Set(v string) error {
	switch v {
	case "true", bdu.ZoomContact:
		*z = bdu.ZoomContact
	case "false":
		*z = ""
	case bdu.ZoomFlagship:
		*z = bdu.ZoomFlagship
	default:
		return fmt.Errorf("%q: the zoom scopes are %s and %s (design 6.2.1)", v, bdu.ZoomContact, bdu.ZoomFlagship)
	}
	return nil
}

// IsBoolFlag lets -zoom stand alone (contact).
func (z *zoomScope) IsBoolFlag() bool { return true }

// zoomArgs joins "-zoom VALUE" into "-zoom=VALUE" when VALUE is not a flag, so that
// both spellings work with a bare -zoom allowed.
func zoomArgs(args []string) []string {
	out := make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		a := args[i]
		if (a == "-zoom" || a == "--zoom") && i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") {
			out = append(out, a+"="+args[i+1])
			i++
			continue
		}
		if a == "--" {
			return append(out, args[i:]...)
		}
		out = append(out, a)
	}
	return out
}
