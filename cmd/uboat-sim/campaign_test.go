package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"uboat/engine/bdu"
)

func keysOf(m map[string]any) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func sorted(ks ...string) []string { slices.Sort(ks); return ks }

// A short run prints every war period played, beside its history and band, with the
// speed, the strength, the victory levels and the years (issue 16 simulator).
func TestCampaignShortRun(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"-campaign", "1943-06", "-campaigns", "2", "-seed", "3"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	s := out.String()
	for _, want := range []string{"2 campaigns from 1943-06", "campaigns/s", "WP6 ", "WP10", "[115000: 74750–155250]",
		"front-line strength (start of month):", "1945-01", "ships + tons VP at the end of 1941-05: — (not reached)", "victory levels:", "1944: "} {
		if !strings.Contains(s, want) {
			t.Errorf("output lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "WP5 ") {
		t.Errorf("a 1943-06 campaign measured WP5:\n%s", s)
	}
}

// The text output tells a known miss of the calibration (bdu.KnownMisses, "†", listed
// with its reason) from an unexplained miss ("*", named in the last line), and says
// so plainly when only known misses are outside their bands (design 10.2).
func TestCampaignMarksKnownMisses(t *testing.T) {
	// The calibration has no known miss since WP2 boats at sea came inside its band
	// (docs/bdu-calibration.md): the test names one for its run.
	known := "WP2 boats at sea"
	if _, had := bdu.KnownMisses[known]; !had {
		bdu.KnownMisses[known] = "a reason given for this test"
		defer delete(bdu.KnownMisses, known)
	}
	wp2 := func(atSea, tons float64) *bdu.Report {
		return &bdu.Report{Campaigns: 1, Victory: map[string]int{}, WP: []bdu.WPFigures{{WP: 2, Months: 9,
			Tons:  bdu.Figure{Name: "WP2 tons/month", Value: tons, N: 9, History: 226000, Band: bdu.Band{Lo: 169500, Hi: 282500}},
			AtSea: bdu.Figure{Name: known, Value: atSea, N: 9, History: 13, Band: bdu.Band{Lo: 9.75, Hi: 16.25}}}}}
	}
	print := func(r *bdu.Report) string {
		var b bytes.Buffer
		printCampaigns(&b, r, campaignSummary(r, 1, 1), bdu.FirstMonth, 1, 1)
		return b.String()
	}
	s := print(wp2(17, 200000))
	for _, want := range []string{"17† [13: 10–16]", "† known miss: WP2 boats at sea (" + bdu.KnownMisses[known],
		"every other figure is inside its 10.2 band"} {
		if !strings.Contains(s, want) {
			t.Errorf("a known miss only: output lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "17*") || strings.Contains(s, "not known misses") {
		t.Errorf("a known miss marked as unexplained:\n%s", s)
	}
	s = print(wp2(17, 100000))
	for _, want := range []string{"100000* [226000: 169500–282500]", "17† [13", "outside their 10.2 band and not known misses (*): WP2 tons/month"} {
		if !strings.Contains(s, want) {
			t.Errorf("an unexplained miss: output lacks %q:\n%s", want, s)
		}
	}
	if s = print(wp2(13, 200000)); !strings.Contains(s, "every figure is inside its 10.2 band") || !strings.Contains(s, "13 [13: 10–16]") ||
		strings.Contains(s, "† known miss:") {
		t.Errorf("no miss:\n%s", s)
	}
}

// -json prints exactly the keys the issue lists.
func TestCampaignJSONKeys(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"-campaign", "1943-06", "-campaigns", "2", "-seed", "8", "-json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var m map[string]any
	if err := json.Unmarshal(out.Bytes(), &m); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out.String())
	}
	if got, want := keysOf(m), sorted("campaigns", "campaigns_per_s", "wp", "strength", "vp_1941_05", "victory", "years"); !slices.Equal(got, want) {
		t.Fatalf("keys %v, want %v", got, want)
	}
	if m["campaigns"] != 2.0 || m["campaigns_per_s"].(float64) <= 0 || m["vp_1941_05"] != nil {
		t.Errorf("campaigns %v, campaigns_per_s %v, vp_1941_05 %v", m["campaigns"], m["campaigns_per_s"], m["vp_1941_05"])
	}
	wps := m["wp"].([]any)
	if len(wps) != 5 {
		t.Fatalf("%d war periods from 1943-06, want WP6–WP10", len(wps))
	}
	for i, w := range wps {
		o := w.(map[string]any)
		if got, want := keysOf(o), sorted("wp", "tons_per_month", "ships_per_month", "lost_per_month", "at_sea_avg", "transit_air_loss_share"); !slices.Equal(got, want) {
			t.Fatalf("wp keys %v, want %v", got, want)
		}
		if o["wp"] != float64(6+i) || o["at_sea_avg"].(float64) <= 0 {
			t.Errorf("wp entry %v", o)
		}
	}
	st := m["strength"].(map[string]any)
	if got := keysOf(st); !slices.Equal(got, []string{"1942-01", "1943-04", "1945-01"}) {
		t.Fatalf("strength keys %v", got)
	}
	if st["1942-01"] != nil || st["1945-01"] == nil {
		t.Errorf("strength %v: 1942-01 is before a 1943-06 start, 1945-01 is played", st)
	}
	vic := m["victory"].(map[string]any)
	if got := keysOf(vic); !slices.Equal(got, sorted(victoryLevels...)) {
		t.Fatalf("victory keys %v", got)
	}
	total := 0.0
	for _, n := range vic {
		total += n.(float64)
	}
	if total != 2 {
		t.Errorf("victory levels add up to %v, want 2", total)
	}
	years := m["years"].([]any)
	if len(years) != 3 {
		t.Fatalf("%d years from 1943-06 to 1945-05, want 1943–1945", len(years))
	}
	for i, y := range years {
		o := y.(map[string]any)
		if got, want := keysOf(o), sorted("year", "tons", "ships", "lost"); !slices.Equal(got, want) {
			t.Fatalf("years keys %v, want %v", got, want)
		}
		if o["year"] != float64(1943+i) {
			t.Errorf("year %v, want %d", o["year"], 1943+i)
		}
	}
}

// A bad START or flag is a clear error and exit 2.
func TestCampaignBadArgs(t *testing.T) {
	for _, tc := range []struct {
		args []string
		says string
	}{
		{[]string{"-campaign", "1941-02"}, "no campaign starts in 1941-02"},
		{[]string{"-campaign", "1943-13"}, "want YYYY-MM"},
		{[]string{"-campaign", "soon"}, "want YYYY-MM"},
		{[]string{"-campaign"}, "flag needs an argument"},
		{[]string{"-campaign", "1939-09", "-campaigns", "0"}, "-campaigns must be at least 1"},
		{[]string{"-campaign", "1939-09", "-careers", "5"}, "not defined: -careers"},
		{[]string{"-campaign", "1939-09", "-zoom=maybe"}, `"maybe": the zoom scopes are contact and flagship`},
		{[]string{"-campaign", "1939-09", "-zoom", "fleet"}, `"fleet": the zoom scopes are contact and flagship`},
		{[]string{"-campaign", "1939-09", "stray"}, `unexpected argument "stray"`},
	} {
		var out, errb bytes.Buffer
		if code := run(tc.args, &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2", tc.args, code)
		}
		if !strings.Contains(errb.String(), tc.says) || !strings.Contains(errb.String(), "usage: uboat-sim -campaign") {
			t.Errorf("%v: stderr %q does not say %q with the usage", tc.args, errb.String(), tc.says)
		}
	}
}

// -campaign is a mode of its own: the flags of the other modes (the careers', -wolfpack,
// -tournament, -replay, -tactical) are refused beside it, exit 2 with the campaign's
// usage and nothing on stdout; of two faults the first checked is named (an argument
// left over, then START, then -campaigns).
func TestCampaignRefusesOtherModesFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		says string
	}{
		{[]string{"-campaign", "1939-09", "-wolfpack", "2"}, "not defined: -wolfpack"},
		{[]string{"-campaign", "1939-09", "-tournament", "t.json", "a.json"}, "not defined: -tournament"},
		{[]string{"-campaign", "1939-09", "-replay", "s.json"}, "not defined: -replay"},
		{[]string{"-campaign", "1939-09", "-tactical", "ai"}, "not defined: -tactical"},
		{[]string{"-campaign", "1939-09", "-options", "all"}, "not defined: -options"},
		{[]string{"-campaign", "1939-09", "-zoom", "-card", "4"}, "not defined: -card"},
		{[]string{"-campaign", "1941-02", "-campaigns", "0", "stray"}, `unexpected argument "stray"`},
		{[]string{"-campaign", "1941-02", "-campaigns", "0"}, "no campaign starts in 1941-02"},
	} {
		var out, errb bytes.Buffer
		if code := run(tc.args, &out, &errb); code != 2 || out.Len() != 0 {
			t.Errorf("%v: exit %d, stdout %q; want 2 and nothing", tc.args, code, out.String())
		}
		if !strings.Contains(errb.String(), tc.says) || !strings.Contains(errb.String(), "usage: uboat-sim -campaign") ||
			strings.Count(errb.String(), "uboat-sim: ") > 1 {
			t.Errorf("%v: stderr %q does not say %q (alone) with the usage", tc.args, errb.String(), tc.says)
		}
	}
}

// -zoom plays a contact a week in the Hunted engine (design 6.2.1): the text says how
// many, -json carries "zooms", the log nests the Hunted events between zoom_start and
// zoom_end, and the same seed gives the same log.
func TestCampaignZoom(t *testing.T) {
	dir := t.TempDir()
	var logs [2][]byte
	for i := range logs {
		var out, errb bytes.Buffer
		path := filepath.Join(dir, fmt.Sprintf("z%d.jsonl", i))
		if code := run([]string{"-campaign", "1943-06", "-campaigns", "1", "-seed", "4", "-zoom", "-log", path}, &out, &errb); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		if !strings.Contains(out.String(), "contacts zoomed into the Hunted engine") {
			t.Errorf("output:\n%s", out.String())
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		logs[i] = b
	}
	if !bytes.Equal(logs[0], logs[1]) || !bytes.Contains(logs[0], []byte(`"t":"hunted"`)) || !bytes.Contains(logs[0], []byte(`"t":"zoom_start"`)) {
		t.Error("-zoom logs differ or hold no zoom")
	}
	var out, errb bytes.Buffer
	if code := run([]string{"-campaign", "1943-06", "-campaigns", "1", "-seed", "4", "-zoom", "-json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var m map[string]any
	if err := json.Unmarshal(out.Bytes(), &m); err != nil || m["zooms"].(float64) < 1 {
		t.Errorf("-json zooms %v (%v)", m["zooms"], err)
	}
	// -zoom with -save: the save holds the zooms (config.zoom "contact", the zoom orders)
	// and replays to the finished campaign.
	path := filepath.Join(dir, "zoomed.json")
	out.Reset()
	errb.Reset()
	if code := run([]string{"-campaign", "1943-06", "-campaigns", "1", "-seed", "4", "-zoom", "-save", path}, &out, &errb); code != 0 {
		t.Fatalf("-zoom -save: exit %d: %s", code, errb.String())
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sv, err := bdu.LoadSave(b)
	if err != nil {
		t.Fatal(err)
	}
	zooms := 0
	for _, a := range sv.Answers {
		if a.Key == bdu.KeyZoom {
			zooms++
		}
	}
	if sv.Config.Zoom != bdu.ZoomContact || zooms < 1 {
		t.Fatalf("-zoom -save: zoom %q, %d zoom orders", sv.Config.Zoom, zooms)
	}
	if c, _, err := bdu.ReplaySave(sv, nil); err != nil || !c.War.Ended {
		t.Fatalf("-zoom save does not replay to the end: %v", err)
	}
}

// -zoom flagship (also -zoom=flagship) plays a flagship (design 6.2.1): the text and
// -json say how many weeks, the log holds its zooms with scope flagship and the
// Hunted's patrol log events, the same seed gives the same log, and -save keeps
// config.zoom "flagship" and replays to the finished campaign.
func TestCampaignZoomFlagship(t *testing.T) {
	dir := t.TempDir()
	var logs [2][]byte
	for i, spelling := range [][]string{{"-zoom", "flagship"}, {"-zoom=flagship"}} {
		var out, errb bytes.Buffer
		path := filepath.Join(dir, fmt.Sprintf("f%d.jsonl", i))
		args := append([]string{"-campaign", "1943-06", "-campaigns", "1", "-seed", "4", "-log", path}, spelling...)
		if code := run(args, &out, &errb); code != 0 {
			t.Fatalf("%v: exit %d: %s", spelling, code, errb.String())
		}
		if !strings.Contains(out.String(), "flagship weeks played in the Hunted engine") {
			t.Errorf("output:\n%s", out.String())
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		logs[i] = b
	}
	if !bytes.Equal(logs[0], logs[1]) || !bytes.Contains(logs[0], []byte(`"scope":"flagship"`)) ||
		!bytes.Contains(logs[0], []byte(`"t":"patrol_end"`)) || bytes.Contains(logs[0], []byte(`"scope":"contact"`)) {
		t.Error("-zoom flagship logs differ or hold no flagship week")
	}
	var out, errb bytes.Buffer
	path := filepath.Join(dir, "flag.json")
	if code := run([]string{"-campaign", "1943-06", "-campaigns", "1", "-seed", "4", "-zoom", "flagship", "-json", "-save", path}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var m map[string]any
	if err := json.Unmarshal(out.Bytes(), &m); err != nil || m["flagship_weeks"] == nil || m["flagship_weeks"].(float64) < 1 || m["zooms"] != nil {
		t.Errorf("-json flagship_weeks %v, zooms %v (%v)", m["flagship_weeks"], m["zooms"], err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sv, err := bdu.LoadSave(b)
	if err != nil || sv.Config.Zoom != bdu.ZoomFlagship {
		t.Fatalf("save: %v, zoom %q", err, sv.Config.Zoom)
	}
	if c, _, err := bdu.ReplaySave(sv, nil); err != nil || !c.War.Ended {
		t.Fatalf("-zoom flagship save does not replay to the end: %v", err)
	}
}

// -save writes a campaign save that loads and replays to the finished campaign; a
// damaged file already at the path is moved aside, never overwritten. -log writes one
// campaign_start per campaign.
func TestCampaignSaveAndLog(t *testing.T) {
	dir := t.TempDir()
	path, logPath := filepath.Join(dir, "campaign.json"), filepath.Join(dir, "log.jsonl")
	if err := os.WriteFile(path, []byte(`{"format":1,"kind":"bdu_campaign","weeks":`), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"-campaign", "1943-06", "-campaigns", "2", "-seed", "4", "-save", path, "-log", logPath}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sv, err := bdu.LoadSave(b)
	if err != nil {
		t.Fatal(err)
	}
	c, _, err := bdu.ReplaySave(sv, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !c.War.Ended || sv.Config.Seed != "5" || sv.Config.Start != "1943-06" {
		t.Errorf("save of seed %s from %s, ended %v: want the last campaign (seed 5) played to its end", sv.Config.Seed, sv.Config.Start, c.War.Ended)
	}
	damaged, err := os.ReadFile(path + ".damaged")
	if err != nil || !bytes.Contains(damaged, []byte(`"weeks":`)) {
		t.Errorf("the damaged file was not kept aside: %v %q", err, damaged)
	}
	f, err := os.Open(logPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	starts, ends := 0, 0
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var e struct{ T string }
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatalf("log line not JSON: %v", err)
		}
		switch e.T {
		case "campaign_start":
			starts++
		case "campaign_end":
			ends++
		}
	}
	if starts != 2 || ends != 2 {
		t.Errorf("log: %d campaign_start, %d campaign_end, want 2 each", starts, ends)
	}
}

// -political plays the SW 36 political module (design 5 I.2): the JSON says so, the log
// holds its events and PRT rolls, and the save holds it (config.political) and replays.
func TestCampaignPolitical(t *testing.T) {
	dir := t.TempDir()
	path, logPath := filepath.Join(dir, "campaign.json"), filepath.Join(dir, "log.jsonl")
	var out, errb bytes.Buffer
	if code := run([]string{"-campaign", "1940-07", "-campaigns", "1", "-seed", "6", "-political", "-json", "-save", path, "-log", logPath}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var sum map[string]any
	if err := json.Unmarshal(out.Bytes(), &sum); err != nil || sum["political"] != true {
		t.Fatalf("json political %v: %v", sum["political"], err)
	}
	logb, err := os.ReadFile(logPath)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"t":"political"`, `"table":"PRT"`, `"options":["political"]`, `"kind":"political"`} {
		if !bytes.Contains(logb, []byte(want)) {
			t.Errorf("log lacks %s", want)
		}
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sv, err := bdu.LoadSave(b)
	if err != nil || !sv.Config.Political {
		t.Fatalf("save config %+v: %v", sv.Config, err)
	}
	if _, _, err := bdu.ReplaySave(sv, nil); err != nil {
		t.Fatal(err)
	}
	// without -political: no political event
	out.Reset()
	if code := run([]string{"-campaign", "1943-06", "-campaigns", "1", "-seed", "6", "-log", logPath}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if logb, _ = os.ReadFile(logPath); bytes.Contains(logb, []byte(`"t":"political"`)) || strings.Contains(out.String(), "political module") {
		t.Errorf("political events without -political")
	}
}

// -modules turns on design 4's optional modules (4.8 BETASOM, 4.5 historical
// deployment): the JSON and the log say so, the Italian boats arrive, the save holds the
// config keys and replays; an unknown module or historical_deployment on a late start is
// a usage error.
func TestCampaignModules(t *testing.T) {
	dir := t.TempDir()
	path, logPath := filepath.Join(dir, "campaign.json"), filepath.Join(dir, "log.jsonl")
	var out, errb bytes.Buffer
	args := []string{"-campaign", "1939-09", "-campaigns", "1", "-seed", "4", "-modules", "betasom, historical_deployment", "-json", "-save", path, "-log", logPath}
	if code := run(args, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var sum map[string]any
	if err := json.Unmarshal(out.Bytes(), &sum); err != nil || fmt.Sprint(sum["modules"]) != "[betasom historical_deployment]" {
		t.Fatalf("json modules %v: %v", sum["modules"], err)
	}
	logb, err := os.ReadFile(logPath)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"options":["betasom","historical_deployment"]`, `"type":"ITA","base":"france_atlantic"`, `"box":"work_up"`, `"reason":"betasom_mediterranean"`} {
		if !bytes.Contains(logb, []byte(want)) {
			t.Errorf("log lacks %s", want)
		}
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sv, err := bdu.LoadSave(b)
	if err != nil || !sv.Config.Betasom || !sv.Config.HistoricalDeployment {
		t.Fatalf("save config %+v: %v", sv.Config, err)
	}
	if !bytes.Contains(b, []byte(`"betasom":true,"historical_deployment":true`)) {
		t.Errorf("save lacks the config keys: %.300s", b)
	}
	if _, _, err := bdu.ReplaySave(sv, nil); err != nil {
		t.Fatal(err)
	}
	for _, bad := range [][]string{
		{"-campaign", "1939-09", "-campaigns", "1", "-modules", "betasom,vichy"},
		{"-campaign", "1942-01", "-campaigns", "1", "-modules", "historical_deployment"},
	} {
		errb.Reset()
		if code := run(bad, &out, &errb); code != 2 || !strings.Contains(errb.String(), "-modules:") {
			t.Errorf("%v: exit %d, %s", bad, code, errb.String())
		}
	}
	if !strings.Contains(errb.String(), "1939-09 start only") {
		t.Errorf("historical_deployment on 1942-01: %s", errb.String())
	}
}

// -campaign need not come first: "-seed 3 -campaign 1943-06" plays the campaigns of seed 3,
// as "-campaign 1943-06 -seed 3" does.
func TestCampaignFlagAnywhere(t *testing.T) {
	var a, b, errb bytes.Buffer
	if code := run([]string{"-campaigns", "1", "-seed", "3", "-json", "-campaign", "1943-06"}, &a, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if code := run([]string{"-campaign", "1943-06", "-campaigns", "1", "-seed", "3", "-json"}, &b, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var sa, sb CampaignSummary
	if err := json.Unmarshal(a.Bytes(), &sa); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b.Bytes(), &sb); err != nil {
		t.Fatal(err)
	}
	sa.CampaignsPerS, sb.CampaignsPerS = 0, 0
	if sa.Campaigns != 1 || !reflect.DeepEqual(sa, sb) {
		t.Errorf("-campaign last: %+v\nfirst: %+v", sa, sb)
	}
}
