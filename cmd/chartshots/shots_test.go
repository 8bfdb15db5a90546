//go:build smoke

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestChartShots (issue 14) builds chartshots and runs it under Xvfb: the charts of [E2],
// [U1] and [E1] with a roll of a career highlighted, in English and Italian at the
// smallest and largest text size; the command checks each picture's highlighted cell
// (in view, in the accent colour) and fails otherwise. CHART_SHOTS=DIR keeps the
// pictures. Run with `go test -tags smoke ./cmd/chartshots` (needs xvfb-run).
func TestChartShots(t *testing.T) {
	if _, err := exec.LookPath("xvfb-run"); err != nil {
		t.Skip("xvfb-run not installed (bash scripts/setup.sh game)")
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "chartshots")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	dir := os.Getenv("CHART_SHOTS")
	if dir == "" {
		dir = filepath.Join(tmp, "shots")
	}
	out, err := exec.Command("xvfb-run", "-a", "-s", "-screen 0 1280x720x24", bin, "-o", dir,
		"-tables", "E2,U1,E1", "-langs", "en,it", "-scales", "1,1.3").CombinedOutput()
	if err != nil {
		t.Fatalf("chartshots: %v\n%s", err, out)
	}
	for _, code := range []string{"E2", "U1", "E1"} {
		for _, name := range []string{"en-1", "en-1.3", "it-1", "it-1.3"} {
			f := filepath.Join(dir, "chart-"+code+"-"+name+".png")
			if st, err := os.Stat(f); err != nil || st.Size() < 10000 {
				t.Errorf("picture %s missing or tiny (%v)", f, err)
			}
		}
	}
	t.Logf("charts pictured in %s", dir)
}
