//go:build smoke

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// smokeRun is one career the smoke test plays: its seed and the moments its first
// patrol must show.
type smokeRun struct {
	seed    string
	args    []string // more flags (-start)
	moments []string
	name    string // the run's name ("": seed-N)
}

// guideMoments are the panels of the guided first patrol (scenes/guide.go), each
// pictured as it comes up.
var guideMoments = []string{"guide_assignment", "guide_loading", "guide_transit", "guide_encounter", "guide_attack",
	"guide_depth_charge", "guide_damage", "guide_return", "guide_refit", "guide_end"}

// The smoke careers (VIIC, the Commander deciding), played side by side. Each shows the
// port by day (its first picture) and at nightfall, and the chart by night and by day:
//   - seed 141 (July 1943): its first patrol has encounters by day and by night, a ship
//     sunk, an aircraft, a Hedgehog attack at night, the return, a refit (the yard at
//     night, scenes/light.go) and a medal;
//   - seed 56 (July 1943): depth charges from the escorts by day and by night (9.6), an
//     aircraft and a sinking at night, and the career's end;
//   - seed 1305 (June 1944): a patrol in the Arctic under the midnight sun — a convoy,
//     a sinking, Hedgehog and Squid (9.6.10), an aircraft — round Ireland and Scotland.
var smokeRuns = []smokeRun{
	{"141", nil, []string{"encounter_day", "encounter_night", "ship_appear", "torpedo_run", "ship_sinks",
		"aircraft_inbound", "hedgehog", "depth_charges", "boat_damage", "homecoming", "refit_months", "medal",
		"port_night", "transit_night", "transit_day", "refit_night"}, ""},
	{"56", nil, []string{"encounter_day", "encounter_night", "depth_day", "depth_night", "depth_charges",
		"aircraft_inbound", "ship_sinks", "career_end", "port_night", "transit_night", "transit_day"}, ""},
	{"1305", []string{"-start", "1944-06"}, []string{"encounter_arctic", "depth_arctic", "ship_sinks", "hedgehog",
		"squid", "aircraft_inbound", "port_night", "transit_night", "transit_day"}, ""},
	// the guided first patrol (a fixed career: the seed is not used), started from the
	// title, in English and in German (issue 14: a step of the guided patrol pictured)
	{"7", []string{"-guide", "-lang", "en"}, guideMoments, "guide-en"},
	{"7", []string{"-guide", "-lang", "de"}, guideMoments, "guide-de"},
}

// TestSmoke starts the real game under Xvfb, lets the Commander play one whole patrol
// (-autoplay) and checks that it ends cleanly and saved a picture of each scene it
// showed, and of each kind of moment (-moments all) part-way through its animation.
// Run with `make smoke` (needs xvfb-run and the GL/X11 libraries of `scripts/setup.sh
// game`). SMOKE_SHOTS=DIR keeps the pictures (DIR/seed-N for each career);
// SMOKE_SEED=N plays that career alone, without the moment checks.
func TestSmoke(t *testing.T) {
	if _, err := exec.LookPath("xvfb-run"); err != nil {
		t.Skip("xvfb-run not installed (bash scripts/setup.sh game)")
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "uboat")
	if out, err := exec.Command("go", "build", "-tags", "testhooks", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	shotsRoot := os.Getenv("SMOKE_SHOTS")
	if shotsRoot == "" {
		shotsRoot = filepath.Join(tmp, "shots")
	}
	runs := smokeRuns
	if s := os.Getenv("SMOKE_SEED"); s != "" {
		runs = []smokeRun{{seed: s}}
	}
	for _, r := range runs {
		name := r.name
		if name == "" {
			name = "seed-" + r.seed
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			// xvfb-run -a (Debian 12) picks the first free display and, when another
			// Xvfb takes it first, tries the next: simultaneous starts need no stagger
			shots := filepath.Join(shotsRoot, name)
			os.RemoveAll(shots)
			smokeCareer(t, bin, r, shots, filepath.Join(tmp, "config-"+name))
		})
	}
}

// smokeCareer plays r's first patrol and checks its pictures.
func smokeCareer(t *testing.T, bin string, r smokeRun, shots, config string) {
	start := time.Now()
	args := append([]string{"-a", "-s", "-screen 0 1280x720x24", bin, "-autoplay", "-mute", "-seed", r.seed,
		"-screenshot", shots, "-moments", "all", "-patrols", "1", "-frames", "30000", "-pace", "fast", "-config", config}, r.args...)
	cmd := exec.Command("xvfb-run", args...)
	out, err := cmd.CombinedOutput()
	t.Logf("game ran %.1fs\n%s", time.Since(start).Seconds(), out)
	if err != nil {
		t.Fatalf("the game failed: %v", err)
	}
	if !strings.Contains(string(out), "patrol 1 over") {
		t.Errorf("no patrol was completed")
	}
	scenes := []string{"title", "setup", "port", "transit", "final"}
	if r.name != "" { // the guided patrol starts from the title, with no setup
		scenes = []string{"title", "port", "transit", "final"}
	}
	for _, scene := range scenes {
		m, _ := filepath.Glob(filepath.Join(shots, "*"+scene+".png"))
		if len(m) == 0 {
			t.Errorf("no screenshot of the %s scene", scene)
		} else if fi, err := os.Stat(m[0]); err != nil || fi.Size() < 10_000 {
			t.Errorf("screenshot %s is empty or tiny", m[0])
		}
	}
	for _, m := range r.moments {
		if f, _ := filepath.Glob(filepath.Join(shots, "*-moment-"+m+".png")); len(f) == 0 {
			t.Errorf("no picture of the moment %q", m)
		}
	}
	all, _ := filepath.Glob(filepath.Join(shots, "*.png"))
	t.Logf("%d screenshots in %s", len(all), shots)
}
