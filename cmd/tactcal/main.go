// Command tactcal regenerates the tactical layer's calibrated values (tactical-design
// §7.5, §9.1): every grade-cut cell (condition, bracket, kind, setting: the §2.7.2
// grades by quantile that stand for the design's Q_ref, engine/tactical doc.go), every
// E_ref(condition, bracket) and w_norm, by Monte Carlo over whole scenes played by the
// reference AI (tactical.Regenerate). The output is
// engine/tactical/calibration.yaml, which is never edited by hand.
//
//	tactcal [-seed S] [-n N | -quick] [-o FILE] [-check FILE]
//	tactcal -evasion [-seed S] [-o FILE | -check FILE]
//	tactcal -attack [-seed S] [-n N | -quick] [-o FILE]
//
// -evasion regenerates only the evasion section (§3.5: r_b, r_s, σ_h, S_ref and G_ref
// per context, tactical.CalibrateEvasion with tactical.EvCalN attacks per cell) of the
// file -o names, keeping its other sections as they are (they come from the same seeded
// generator; the full run writes them identically).
//
// -attack regenerates every section but the evasion one (grade cuts, E_ref, w_norm:
// tactical.RegenerateAttack) into the file -o names, keeping that file's evasion
// section (it does not depend on them; the full run writes it identically); the other
// sections of the file may be of an older tool version.
//
// -o - writes to standard output. -check compares the run with a stored file instead of
// writing: every grade-cut cell's excellent share within 2 pp + 4 standard errors of
// the stored one (a cut is a quantile, judged by the share it cuts off), w_norm within
// 3 % of the stored value, every E_ref within 3 s, the evasion section's r_b, r_s and
// σ_h equal, its w_norm per escort count within 3 % and its S_ref and G_ref within
// 3 %, or within 3 standard errors of the difference where the samples resolve a
// reference worse than 1 % (each cell's se; tactical.RefTolerance) (the §9.1
// self-test: a stale file after a code change fails), exit 1 otherwise. -evasion
// -check FILE compares the evasion section alone.
// -quick is a short run (N = 150 scenes per cell) for trying the tool; its values are
// noisier than the stored ones. The stored file is the default run (seed 1943, N = 400):
//
//	go run ./cmd/tactcal
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
const quickN = 150

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tactcal", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seed := fs.Uint64("seed", tactical.CalSeed, "seed of the scenes")
	n := fs.Int("n", tactical.CalN, "scenes per (condition, kind, setting, policy bracket)")
	quick := fs.Bool("quick", false, fmt.Sprintf("a short run: %d scenes per cell (overrides -n)", quickN))
	out := fs.String("o", "engine/tactical/calibration.yaml", "file to write (- for standard output)")
	check := fs.String("check", "", "compare with this stored calibration file instead of writing (§9.1 tolerances)")
	evOnly := fs.Bool("evasion", false, "regenerate only the evasion section of the -o file")
	atOnly := fs.Bool("attack", false, "regenerate every section but the evasion one, which the -o file keeps")
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
	if *evOnly && *atOnly {
		fmt.Fprintln(stderr, "tactcal: -evasion and -attack exclude each other (neither: the whole file)")
		return 2
	}
	if *evOnly {
		return evasionOnly(*seed, *out, *check, stdout, stderr, t0)
	}
	if *atOnly {
		return attackOnly(*seed, *n, *out, *check, stdout, stderr, t0)
	}
	c, err := tactical.Regenerate(*seed, *n)
	if err != nil {
		fmt.Fprintf(stderr, "tactcal: %v\n", err)
		return 1
	}
	fmt.Fprintf(stderr, "tactcal: %d grade-cut cells, %d E_ref cells and w_norm from %d scenes per cell, seed %d, in %.0f s\n",
		len(c.Cells), len(c.ERef), *n, *seed, time.Since(t0).Seconds())
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

// compare is the §9.1 self-test: every cell's excellent share of c within 2 pp + 4
// standard errors (of a share of the stored cell's launches) of the file's, its
// never-crossing share within 1 pp + 4 standard errors (of about four cells' launches,
// with the variance doubled for the salvos), w_norm
// within 3 %, every E_ref within 3 s (it is a shift, possibly near 0).
func compare(path string, c *tactical.Calibration, stdout, stderr io.Writer) int {
	old, err := readCalibration(path)
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
		var want *tactical.GradeCell
		for i := range old.Cells {
			if o := &old.Cells[i]; o.Cond == cell.Cond && o.Bracket == cell.Bracket && o.Kind == cell.Kind && o.Setting == cell.Setting {
				want = o
			}
		}
		name := cell.Cond + "/" + cell.Bracket + "/" + cell.Kind + "/" + cell.Setting
		if want == nil {
			bad++
			fmt.Fprintf(stdout, "%s: not in %s\n", name, path)
			continue
		}
		p := want.Excellent
		if tol := 0.02 + 4*math.Sqrt(p*(1-p)/float64(want.N)); math.Abs(cell.Excellent-p) > tol {
			bad++
			fmt.Fprintf(stdout, "%-36s stored excellent share %.3f, now %.3f (±%.3f)\n", name, p, cell.Excellent, tol)
		}
		// The never-crossing share (§2.7.2 [designed]) is pooled over about four cells'
		// launches; its tolerance doubles the binomial variance (a salvo shares one
		// solution).
		if q := math.Max(want.Never, 1/float64(4*want.N)); math.Abs(cell.Never-want.Never) > 0.01+4*math.Sqrt(2*q*(1-q)/float64(4*want.N)) {
			bad++
			fmt.Fprintf(stdout, "%-36s stored never-crossing share %.4f, now %.4f\n", name, want.Never, cell.Never)
		}
	}
	for _, cell := range c.ERef {
		name := "e_ref " + cell.Cond + "/" + cell.Bracket + "/" + cell.Sit + "/" + cell.Setting
		var want *tactical.ERefCell
		for i := range old.ERef {
			if o := &old.ERef[i]; o.Cond == cell.Cond && o.Bracket == cell.Bracket && o.Sit == cell.Sit && o.Setting == cell.Setting {
				want = o
			}
		}
		switch {
		case want == nil:
			bad++
			fmt.Fprintf(stdout, "%s: not in %s\n", name, path)
		case math.Abs(cell.E-want.E) > 3:
			bad++
			fmt.Fprintf(stdout, "%-36s stored %.1f s, now %.1f s\n", name, want.E, cell.E)
		}
	}
	total := len(c.Cells) + len(c.ERef) + 1
	if c.Evasion != nil {
		nb, nt := compareEvasion(c.Evasion, old.Evasion, path, stdout)
		bad, total = bad+nb, total+nt
	}
	fmt.Fprintf(stdout, "%d of %d values outside their tolerance of %s\n", bad, total, path)
	if bad > 0 {
		return 1
	}
	return 0
}

// readCalibration reads and parses a calibration file (errors: the file's, or its parse).
func readCalibration(path string) (*tactical.Calibration, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return tactical.ParseCalibration(b)
}

// evasionOnly is -evasion: the file's evasion section regenerated, the rest kept; with
// check (-check FILE) the section is compared with that file's instead (the §9.1
// self-test of the evasion section alone).
func evasionOnly(seed uint64, path, check string, stdout, stderr io.Writer, t0 time.Time) int {
	if check != "" {
		old, err := readCalibration(check)
		if err != nil {
			fmt.Fprintf(stderr, "tactcal: %v\n", err)
			return 1
		}
		ev, _, err := tactical.RegenerateEvasion(seed, tactical.EvCalN)
		if err != nil {
			fmt.Fprintf(stderr, "tactcal: %v\n", err)
			return 1
		}
		fmt.Fprintf(stderr, "tactcal: evasion from %d attacks per cell, seed %d, in %.0f s\n", tactical.EvCalN, seed, time.Since(t0).Seconds())
		bad, total := compareEvasion(ev, old.Evasion, check, stdout)
		fmt.Fprintf(stdout, "%d of %d values outside their tolerance of %s\n", bad, total, check)
		if bad > 0 {
			return 1
		}
		return 0
	}
	if path == "-" {
		fmt.Fprintln(stderr, "tactcal: -evasion needs a file to update (-o FILE)")
		return 2
	}
	c, err := readCalibration(path)
	if err != nil {
		fmt.Fprintf(stderr, "tactcal: %v\n", err)
		return 1
	}
	ev, found, err := tactical.RegenerateEvasion(seed, tactical.EvCalN)
	if err != nil {
		fmt.Fprintf(stderr, "tactcal: %v\n", err)
		return 1
	}
	c.Evasion = ev
	fmt.Fprintf(stderr, "tactcal: evasion r_b %g m (sd %g), r_s %g m (sd %g), σ_h %g m (sd %g) (fitted: dc %v, hedgehog %v, squid %v) from %d attacks per cell, seed %d, in %.0f s\n",
		ev.DCRadius, ev.DCRadiusSD, ev.SquidRadius, ev.SquidRadiusSD, ev.HHScatter, ev.HHScatterSD, found[0], found[1], found[2], tactical.EvCalN, seed, time.Since(t0).Seconds())
	if err := os.WriteFile(path, c.YAML(), 0o644); err != nil {
		fmt.Fprintf(stderr, "tactcal: %v\n", err)
		return 1
	}
	return 0
}

// attackOnly is -attack: every section but the evasion one regenerated into path, the
// file's evasion section kept.
func attackOnly(seed uint64, n int, path, check string, stdout, stderr io.Writer, t0 time.Time) int {
	if check != "" {
		fmt.Fprintln(stderr, "tactcal: -attack writes a file; -check compares the whole run (tactcal -check FILE)")
		return 2
	}
	if path == "-" {
		fmt.Fprintln(stderr, "tactcal: -attack needs a file to update (-o FILE)")
		return 2
	}
	b, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "tactcal: %v\n", err)
		return 1
	}
	ev, err := tactical.ReadEvasionSection(b)
	if err != nil {
		fmt.Fprintf(stderr, "tactcal: %v\n", err)
		return 1
	}
	c, err := tactical.RegenerateAttack(seed, n)
	if err != nil {
		fmt.Fprintf(stderr, "tactcal: %v\n", err)
		return 1
	}
	c.Evasion = ev
	fmt.Fprintf(stderr, "tactcal: %d grade-cut cells, %d E_ref cells and w_norm from %d scenes per cell, seed %d, evasion section kept, in %.0f s\n",
		len(c.Cells), len(c.ERef), n, seed, time.Since(t0).Seconds())
	if _, err := tactical.ParseCalibration(c.YAML()); err != nil {
		fmt.Fprintf(stderr, "tactcal: %v\n", err)
		return 1
	}
	if err := os.WriteFile(path, c.YAML(), 0o644); err != nil {
		fmt.Fprintf(stderr, "tactcal: %v\n", err)
		return 1
	}
	return 0
}

// compareEvasion is compare for the evasion section: the searched parameters (r_b,
// r_s, σ_h) equal, every w_norm per escort count within 3 %, and every S_ref / G_ref
// within tactical.RefTolerance of the stored one: 3 %, or 3 standard errors of the
// difference where the two samples resolve the reference worse than 1 % (each cell's
// se, §9.1). It returns the values outside and the values compared.
func compareEvasion(c, old *tactical.EvasionCal, path string, stdout io.Writer) (bad, total int) {
	if old == nil {
		fmt.Fprintf(stdout, "evasion: no section in %s\n", path)
		return 1, 1
	}
	for _, p := range []struct {
		name     string
		got, was float64
	}{{"evasion dc_radius_m", c.DCRadius, old.DCRadius}, {"evasion squid_radius_m", c.SquidRadius, old.SquidRadius}, {"evasion hedgehog_scatter_m", c.HHScatter, old.HHScatter}} {
		total++
		if p.got != p.was {
			bad++
			fmt.Fprintf(stdout, "%-36s stored %g, now %g\n", p.name, p.was, p.got)
		}
	}
	off := func(name string, got, want, tol float64) {
		total++
		if want == 0 || math.Abs(got-want) > tol*want {
			bad++
			fmt.Fprintf(stdout, "%-36s stored %.4f, now %.4f (%+.1f %%, tolerance %.1f %%)\n", name, want, got, 100*(got-want)/math.Max(want, 1e-9), 100*tol)
		}
	}
	for i, w := range c.WNormEscorts {
		if i < len(old.WNormEscorts) {
			off(fmt.Sprintf("evasion w_norm %d escorts", i+1), w, old.WNormEscorts[i], tactical.EvRefTol)
		}
	}
	for _, r := range c.Refs {
		name := "evasion " + r.Weapon + "/" + r.Ctx
		found := false
		for _, o := range old.Refs {
			if o.Weapon == r.Weapon && o.Ctx == r.Ctx {
				found = true
				off(name, r.Ref, o.Ref, tactical.RefTolerance(r.SE, o.SE))
			}
		}
		if !found {
			total++
			bad++
			fmt.Fprintf(stdout, "%s: not in %s\n", name, path)
		}
	}
	return bad, total
}
