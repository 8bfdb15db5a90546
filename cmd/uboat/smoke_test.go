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

// TestSmoke starts the real game under Xvfb, lets the Commander play one whole patrol
// (-autoplay) and checks that it ends cleanly and saved a picture of each scene it
// showed, and of each kind of moment (-moments all) part-way through its animation. Run with `make smoke` (needs xvfb-run and the GL/X11 libraries of
// `scripts/setup.sh game`). SMOKE_SHOTS=DIR keeps the pictures.
func TestSmoke(t *testing.T) {
	if _, err := exec.LookPath("xvfb-run"); err != nil {
		t.Skip("xvfb-run not installed (bash scripts/setup.sh game)")
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "uboat")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	shots := os.Getenv("SMOKE_SHOTS")
	if shots == "" {
		shots = filepath.Join(tmp, "shots")
	}
	os.RemoveAll(shots)
	// Seed 141's first patrol (VIIC, July 1943) has encounters by day and by night, a
	// ship sunk, an aircraft, a Hedgehog attack at night, the return, a refit and a medal:
	// its moment pictures show them all.
	seed := os.Getenv("SMOKE_SEED")
	wantMoments := seed == ""
	if seed == "" {
		seed = "141"
	}
	start := time.Now()
	cmd := exec.Command("xvfb-run", "-a", "-s", "-screen 0 1280x720x24", bin, "-autoplay", "-mute", "-seed", seed,
		"-screenshot", shots, "-moments", "all", "-patrols", "1", "-frames", "30000", "-pace", "fast", "-config", filepath.Join(tmp, "config"))
	out, err := cmd.CombinedOutput()
	t.Logf("game ran %.1fs\n%s", time.Since(start).Seconds(), out)
	if err != nil {
		t.Fatalf("the game failed: %v", err)
	}
	if !strings.Contains(string(out), "patrol 1 over") {
		t.Errorf("no patrol was completed")
	}
	for _, scene := range []string{"title", "setup", "port", "transit", "final"} {
		m, _ := filepath.Glob(filepath.Join(shots, "*"+scene+".png"))
		if len(m) == 0 {
			t.Errorf("no screenshot of the %s scene", scene)
		} else if fi, err := os.Stat(m[0]); err != nil || fi.Size() < 10_000 {
			t.Errorf("screenshot %s is empty or tiny", m[0])
		}
	}
	if wantMoments {
		for _, m := range []string{"encounter_day", "encounter_night", "ship_appear", "torpedo_run", "ship_sinks",
			"aircraft_inbound", "hedgehog", "depth_charges", "boat_damage", "homecoming", "refit_months", "medal"} {
			if f, _ := filepath.Glob(filepath.Join(shots, "*-moment-"+m+".png")); len(f) == 0 {
				t.Errorf("no picture of the moment %q", m)
			}
		}
	}
	all, _ := filepath.Glob(filepath.Join(shots, "*.png"))
	t.Logf("%d screenshots in %s", len(all), shots)
}
