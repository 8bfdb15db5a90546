package tactical

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
)

// The reference procedure (§2.4, §6.1 step 3) and the §9.1 calibration of the grade
// cuts (the design's Q_ref, §2.7.2 grades by quantile).

// ExpectedHit is the reference expectation of §2.7.2/§2.7.3: the mean over launches
// of quality log-odds ls of P(2d6 ≤ N − d_kind − d − drm(grade)) under the cell's cuts,
// off-target launches counting 0. gm is the setting's 9.2.5 guided minimum (0: not
// guided): a guided shot's net modifier is capped at N − gm, as the engine's [U1]
// does, and off target it rolls at the worst grade's modifier (§2.7.3 [designed]: a
// guided shot never loses the minimum).
func (d *Data) ExpectedHit(ls []float64, c GradeCuts, b Bracket, dkind, dtable, gm int) float64 {
	var per [numGrade]int
	for _, l := range ls {
		g, _ := d.GradeOf(l, c)
		per[g]++
	}
	return d.gradeHit(per[:], len(ls), b, dkind, dtable, gm)
}

// gradeHit is ExpectedHit from the launches per grade (Excellent … OffTarget) of n.
func (d *Data) gradeHit(per []int, n int, b Bracket, dkind, dtable, gm int) float64 {
	num := d.U1Number(b)
	worst := d.Grades[len(d.Grades)-1].Drm
	sum := 0.0
	for g, cnt := range per {
		if cnt == 0 {
			continue
		}
		if Grade(g) == OffTarget {
			if gm == 0 {
				continue
			}
			sum += float64(cnt) * P2d6AtMost(num-guidedCap(dkind+dtable+worst, num, gm))
			continue
		}
		sum += float64(cnt) * P2d6AtMost(num-guidedCap(dkind+dtable+d.Grades[g].Drm, num, gm))
	}
	return sum / float64(n)
}

// guidedCap is 9.2.5 as the engine applies it: a guided torpedo's (gm > 0) net [U1]
// modifier is at most N − gm.
func guidedCap(net, n, gm int) int {
	if gm > 0 && net > n-gm {
		return n - gm
	}
	return net
}

// TableHit is the table's [U1] hit chance at bracket b with the kind's standing
// modifier dkind, other table modifiers dtable and guided minimum gm (0: not guided):
// P(2d6 ≤ N − net), the net capped by 9.2.5.
func (d *Data) TableHit(b Bracket, dkind, dtable, gm int) float64 {
	n := d.U1Number(b)
	return P2d6AtMost(n - guidedCap(dkind+dtable, n, gm))
}

// CalibrateCuts is the §9.1 calibration of one cell's grade cuts (§2.7.2 [designed]:
// grades by quantile) from the reference player's launch qualities ls (log-odds,
// QualityLogit). Ranked from the worst, the reference's launches with no crossing
// (λ = −Inf) and at least the design's off_target_share of them are off target; the
// next wild, poor and fair shares (tactical.yaml grades) take those grades; from the
// best, the excellent share is the count of launches that brings its expected [U1] hit
// chance (ExpectedHit, no other table modifiers) to the table's (TableHit), as near as
// one launch allows; the rest are good. Each cut lies halfway between the two
// neighbouring launches it separates. With no launch excellent (a guided setting whose
// minimum already gives the table's odds: any grade but excellent rolls the same) the
// excellent cut is +Inf: no launch is excellent in that cell, as Q_ref = 1 made it under
// the ratio grades. ls must hold a launch that crosses (finite λ). It returns the cuts,
// the excellent share, the expectation reached and the target; the expectation falls
// short of the target only when every launch above the low grades is excellent (a cell
// the reference cannot bring to the table: none with the design's shares, doc.go).
func (d *Data) CalibrateCuts(ls []float64, b Bracket, k ShipKind, s CalSetting) (c GradeCuts, excellent, hit, target float64) {
	dk, gm := k.StandingDRM(), s.GuidedMin()
	target = d.TableHit(b, dk, 0, gm)
	n := len(ls)
	srt := append([]float64(nil), ls...)
	slices.SortFunc(srt, func(x, y float64) int { return cmp.Compare(y, x) }) // best first; −Inf last
	finite := n
	for finite > 0 && math.IsInf(srt[finite-1], -1) {
		finite--
	}
	// Counts from the worst: off target, wild, poor, fair.
	var per [numGrade]int
	per[OffTarget] = max(n-finite, int(math.Round(d.OffShare*float64(n))))
	low := per[OffTarget]
	for g := Wild; g >= Fair; g-- {
		per[g] = min(int(math.Round(d.Grades[g].Share*float64(n))), max(n-low, 0))
		low += per[g]
	}
	top := max(n-low, 0) // good or excellent
	per[Good] = top
	base := d.gradeHit(per[:], n, b, dk, 0, gm)
	step := (P2d6AtMost(d.U1Number(b)-guidedCap(dk-1, d.U1Number(b), gm)) - P2d6AtMost(d.U1Number(b)-guidedCap(dk, d.U1Number(b), gm))) / float64(n)
	ex := 0
	if step > 0 && target > base {
		ex = min(int(math.Round((target-base)/step)), top)
	}
	per[Excellent], per[Good] = ex, top-ex
	// The cuts: grade g begins halfway between the last launch of g and the first below.
	at := 0
	for g := Excellent; g < OffTarget; g++ {
		at += per[g]
		switch {
		case at == 0 && g == Excellent:
			c[g] = math.Inf(1)
		case at == 0:
			c[g] = math.Nextafter(srt[0], math.Inf(1)) // nothing here: above the best
		case at >= finite:
			c[g] = srt[finite-1] // nothing finite below: the worst finite launch is in
		default:
			c[g] = (srt[at-1] + srt[at]) / 2
		}
		if g > Excellent && c[g] > c[g-1] {
			c[g] = c[g-1]
		}
	}
	return c, float64(ex) / float64(n), d.ExpectedHit(ls, c, b, dk, 0, gm), target
}

// CalToolVersion is bumped whenever the geometry, AI or instrument model changes in a
// way that invalidates calibration.yaml (§10.3).
const CalToolVersion = 7

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// YAML renders the calibration file (a header saying it is generated, then one line
// per cell, in a stable order).
func (c *Calibration) YAML() []byte {
	rows := c.Cells
	out := []byte("# GENERATED by the tactical calibration (go run ./cmd/tactcal, or TAC_GEN=1 go test -run TestGenerateCalibration; design §7.5, §9.1).\n# Do not edit by hand: change the model, bump CalToolVersion and regenerate.\ncalibration:\n")
	out = fmt.Appendf(out, "  tool_version: %d\n  w_norm: %g\n  w_norm_seed: %d\n  w_norm_n: %d\n  e_ref:\n", c.ToolVersion, c.WNorm, c.WNormSeed, c.WNormN)
	for _, r := range c.ERef {
		pooled := ""
		if r.Pooled != "" {
			pooled = ", pooled: " + r.Pooled
		}
		out = fmt.Appendf(out, "    - {cond: %s, bracket: %s, situation: %s, setting: %s, e: %g, a0: %g, mean_e: %g, seed: %d, n: %d%s, tool: %d}\n",
			r.Cond, r.Bracket, r.Sit, r.Setting, r.E, r.A0, r.MeanE, r.Seed, r.N, pooled, r.Tool)
	}
	out = append(out, "  grades:\n"...)
	for _, r := range rows {
		pooled := ""
		if r.Pooled != "" {
			pooled = ", pooled: " + r.Pooled
		}
		cuts := "["
		for i, x := range r.Cuts {
			if i > 0 {
				cuts += ", "
			}
			if math.IsInf(x, 1) {
				cuts += ".inf" // YAML's +Inf: no launch excellent
				continue
			}
			cuts += strconv.FormatFloat(x, 'g', -1, 64) // exact: a cut lies between two launches
		}
		out = fmt.Appendf(out, "    - {cond: %s, bracket: %s, kind: %s, setting: %s, cuts: %s], excellent: %g, hit: %g, target: %g, never: %g, seed: %d, n: %d%s, tool: %d}\n",
			r.Cond, r.Bracket, r.Kind, r.Setting, cuts, r.Excellent, r.Hit, r.Target, r.Never, r.Seed, r.N, pooled, r.Tool)
	}
	return c.Evasion.appendYAML(out) // evcal.go
}
