// Command tactcal regenerates the tactical layer's calibrated values (tactical-design
// §7.5, §9.1): every Q_ref(bracket, kind, setting) cell and w_norm, by Monte Carlo over
// whole scenes played by the reference AI (tactical.Regenerate). The output is
// engine/tactical/calibration.yaml, which is never edited by hand.
//
//	tactcal [-seed S] [-n N | -quick] [-o FILE] [-check FILE]
//
// -o - writes to standard output. -check compares the run with a stored file instead of
// writing: every Q_ref and w_norm within 3 % of the stored value (the §9.1 self-test: a
// stale file after a code change fails), exit 1 otherwise. -quick is a short run (N =
// 400 scenes per cell) for trying the tool; its values are noisier than the stored ones.
package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"time"

	"uboat/engine/tactical"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// quickN is -quick's scenes per cell.
const quickN = 400

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tactcal", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seed := fs.Uint64("seed", tactical.CalSeed, "seed of the scenes")
	n := fs.Int("n", tactical.CalN, "scenes per (kind, setting, policy bracket)")
	quick := fs.Bool("quick", false, fmt.Sprintf("a short run: %d scenes per cell (overrides -n)", quickN))
	out := fs.String("o", "engine/tactical/calibration.yaml", "file to write (- for standard output)")
	check := fs.String("check", "", "compare with this stored calibration file instead of writing (3 % tolerance, §9.1)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 || *n < 1 {
		fmt.Fprintln(stderr, "usage: tactcal [-seed S] [-n N | -quick] [-o FILE] [-check FILE]")
		return 2
	}
	if *quick {
		*n = quickN
	}
	t0 := time.Now()
	c, err := tactical.Regenerate(*seed, *n)
	if err != nil {
		fmt.Fprintf(stderr, "tactcal: %v\n", err)
		return 1
	}
	fmt.Fprintf(stderr, "tactcal: %d cells and w_norm from %d scenes per cell, seed %d, in %.0f s\n",
		len(c.Cells), *n, *seed, time.Since(t0).Seconds())
	if *check != "" {
		return compare(*check, c, stdout, stderr)
	}
	y := c.YAML()
	if *out == "-" {
		_, err = stdout.Write(y)
	} else {
		err = os.WriteFile(*out, y, 0o644)
	}
	if err != nil {
		fmt.Fprintf(stderr, "tactcal: %v\n", err)
		return 1
	}
	return 0
}

// compare is the §9.1 self-test: every value of c within 3 % of the file's.
func compare(path string, c *tactical.Calibration, stdout, stderr io.Writer) int {
	b, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "tactcal: %v\n", err)
		return 1
	}
	old, err := tactical.ParseCalibration(b)
	if err != nil {
		fmt.Fprintf(stderr, "tactcal: %v\n", err)
		return 1
	}
	bad := 0
	off := func(name string, got, want float64) {
		if want == 0 || math.Abs(got-want) > 0.03*want {
			bad++
			fmt.Fprintf(stdout, "%-36s stored %.4f, now %.4f (%+.1f %%)\n", name, want, got, 100*(got-want)/math.Max(want, 1e-9))
		}
	}
	off("w_norm", c.WNorm, old.WNorm)
	for _, cell := range c.Cells {
		var want *tactical.QRefCell
		for i := range old.Cells {
			if o := &old.Cells[i]; o.Bracket == cell.Bracket && o.Kind == cell.Kind && o.Setting == cell.Setting {
				want = o
			}
		}
		if want == nil {
			bad++
			fmt.Fprintf(stdout, "%s/%s/%s: not in %s\n", cell.Bracket, cell.Kind, cell.Setting, path)
			continue
		}
		off(cell.Bracket+"/"+cell.Kind+"/"+cell.Setting, cell.Q, want.Q)
	}
	fmt.Fprintf(stdout, "%d of %d values outside 3 %% of %s\n", bad, len(c.Cells)+1, path)
	if bad > 0 {
		return 1
	}
	return 0
}
