package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"uboat/engine/tactical"
)

// TestCompareStored is the §9.1 comparison on the stored file: against itself every
// value agrees; with one cell's excellent share moved by 25 pp, another's never-crossing
// share by 5 pp, w_norm by 2 %, one E_ref by 5 s and another by 2 s, exactly those cells
// and the first E_ref are reported and the exit code is 1.
func TestCompareStored(t *testing.T) {
	path := filepath.Join("..", "..", "engine", "tactical", "calibration.yaml")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c, err := tactical.ParseCalibration(b)
	if err != nil {
		t.Fatal(err)
	}
	var out, errw bytes.Buffer
	if code := compare(path, c, &out, &errw); code != 0 {
		t.Fatalf("stored file against itself: exit %d\n%s%s", code, out.String(), errw.String())
	}
	if !strings.Contains(out.String(), "0 of ") {
		t.Fatalf("output: %q", out.String())
	}
	moved := *c
	moved.Cells = append([]tactical.GradeCell(nil), c.Cells...)
	moved.Cells[3].Excellent += 0.25
	moved.Cells[4].Never += 0.05
	moved.WNorm *= 1.02
	moved.ERef = append([]tactical.ERefCell(nil), c.ERef...)
	moved.ERef[1].E += 5
	moved.ERef[2].E -= 2
	out.Reset()
	if code := compare(path, &moved, &out, &errw); code != 1 {
		t.Fatalf("a share 25 pp off: exit %d", code)
	}
	cell, cell4, e1, e2 := moved.Cells[3], moved.Cells[4], moved.ERef[1], moved.ERef[2]
	if !strings.Contains(out.String(), cell.Cond+"/"+cell.Bracket+"/"+cell.Kind+"/"+cell.Setting) || strings.Contains(out.String(), "w_norm") ||
		!strings.Contains(out.String(), cell4.Cond+"/"+cell4.Bracket+"/"+cell4.Kind+"/"+cell4.Setting+" ") ||
		!strings.Contains(out.String(), "e_ref "+eName(e1)+" ") || strings.Contains(out.String(), "e_ref "+eName(e2)+" ") ||
		!strings.Contains(out.String(), "3 of ") {
		t.Fatalf("output: %q", out.String())
	}
	// The evasion section: one S_ref 2 pp beyond its tolerance (3 %, or 3 standard
	// errors of the difference, tactical.RefTolerance) and r_b changed are reported;
	// another S_ref moved to just inside its tolerance is not.
	ev := *c.Evasion
	ev.Refs = append([]tactical.EvRefCell(nil), c.Evasion.Refs...)
	r2, r5 := ev.Refs[2], ev.Refs[5]
	ev.Refs[2].Ref *= 1 + tactical.RefTolerance(r2.SE, r2.SE) + 0.02
	ev.Refs[5].Ref *= 1 - 0.9*tactical.RefTolerance(r5.SE, r5.SE)
	ev.DCRadius += 10
	moved = *c
	moved.Evasion = &ev
	out.Reset()
	if code := compare(path, &moved, &out, &errw); code != 1 {
		t.Fatalf("an S_ref beyond its tolerance: exit %d", code)
	}
	if r := ev.Refs[2]; !strings.Contains(out.String(), "evasion "+r.Weapon+"/"+r.Ctx) || !strings.Contains(out.String(), "dc_radius_m") ||
		strings.Contains(out.String(), "evasion "+r5.Weapon+"/"+r5.Ctx+" ") ||
		strings.Contains(out.String(), "w_norm") || !strings.Contains(out.String(), "2 of ") {
		t.Fatalf("output: %q", out.String())
	}
}

// TestUsage: bad arguments exit 2 without running the Monte Carlo.
func TestUsage(t *testing.T) {
	for _, args := range [][]string{{"extra"}, {"-n", "0"}, {"-nosuchflag"}, {"-evasion", "-o", "-"}} {
		var out, errw bytes.Buffer
		if code := run(args, &out, &errw); code != 2 {
			t.Errorf("%v: exit %d", args, code)
		}
	}
}

// eName is an E_ref cell's name in compare's output (condition/bracket/situation/setting).
func eName(e tactical.ERefCell) string {
	return e.Cond + "/" + e.Bracket + "/" + e.Sit + "/" + e.Setting
}

// -attack refuses what it cannot do (with -evasion, to standard output, with -check)
// before any scene is played; the evasion section it keeps reads from the stored file.
func TestAttackOnlyFlags(t *testing.T) {
	for _, args := range [][]string{{"-attack", "-evasion"}, {"-attack", "-o", "-"}, {"-attack", "-check", "x.yaml"}} {
		var out, errw bytes.Buffer
		if code := run(args, &out, &errw); code != 2 || errw.Len() == 0 {
			t.Errorf("%v: exit %d, %q", args, code, errw.String())
		}
	}
	b, err := os.ReadFile(filepath.Join("..", "..", "engine", "tactical", "calibration.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	ev, err := tactical.ReadEvasionSection(b)
	if err != nil || ev == nil || ev.DCRadius <= 0 {
		t.Fatalf("evasion section %+v, %v", ev, err)
	}
	if ev, err := tactical.ReadEvasionSection([]byte("calibration:\n  tool_version: 1\n")); ev != nil || err != nil {
		t.Errorf("a file without the section: %+v, %v", ev, err)
	}
}
