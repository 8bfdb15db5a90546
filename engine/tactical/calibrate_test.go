package tactical

import (
	"os"
	"testing"
)

// TestGenerateCalibration regenerates calibration.yaml (§7.5, §9.1) when TAC_GEN=1:
//
//	TAC_GEN=1 go test ./engine/tactical -run TestGenerateCalibration
//
// It is the only writer of that file.
func TestGenerateCalibration(t *testing.T) {
	if os.Getenv("TAC_GEN") != "1" {
		t.Skip("set TAC_GEN=1 to regenerate calibration.yaml")
	}
	d, err := ParseDesign(tacticalYAML)
	if err != nil {
		t.Fatal(err)
	}
	d.Calib = flatCalibration() // scenes log grades against some Q_ref; the Q values do not depend on it
	c, err := d.Calibrate(calSeed, calN)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("calibration.yaml", c.YAML(), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ParseCalibration(c.YAML()); err != nil {
		t.Fatal(err)
	}
}

// The generator's seed and scenes per (kind, setting, policy bracket). The design's
// n = 20,000 per cell is out of reach in the time per run of this machine with whole
// scenes; 800 scenes give 300–2,400 launches per cell (the count is stored with each
// value).
const (
	calSeed = 1943
	calN    = 800
)

// flatCalibration is a calibration with every Q_ref = 1 (the generator's bootstrap).
func flatCalibration() *Calibration {
	c := &Calibration{WNorm: 1}
	for b := range c.q {
		for k := range c.q[b] {
			for s := range c.q[b][k] {
				c.q[b][k][s] = 1
			}
		}
	}
	return c
}
