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
	c, err := Regenerate(calSeed, calN) // cmd/tactcal runs the same
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

// The generator's seed and scenes per cell (calscene.go CalSeed, CalN), and the scenes
// per cell of the long forms' fresh samples (TestCalibrationFresh; half of it per
// skill in TestSkillBandAndTableModifiers): a fifth of the generator's, each cell
// outside a tolerance replayed on calReplay times as many.
const (
	calSeed  = CalSeed
	calN     = CalN
	calTestN = 400
)
