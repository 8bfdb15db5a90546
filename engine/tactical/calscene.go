package tactical

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"

	"gopkg.in/yaml.v3"
)

// §9.1 calibration from the scene itself: the reference AI (§6.1) plays whole attack
// scenes set up as §2.1 does, in each condition careers play (CalCond: by day
// submerged, at night submerged, at night surfaced), with the salvo sizes of the
// doctrine (§2.7.4: single torpedoes aimed at the centre, salvos of 2–4 at k = 0.5, in
// the proportions of CalSalvos); every launch's true quality Q goes into the cell of its
// condition, real bracket, kind and setting. The grade cuts are then set per cell
// (CalibrateCuts), and E_ref per condition and bracket from the escorted scenes'
// exposures (CalibrateERef).

// CalSamples holds, per (condition, bracket, kind, setting) cell, the launch qualities
// as log-odds L (QualityLogit; −Inf for a torpedo with no crossing or one set under an
// escort's keel) and the torpedoes that hit (or dudded: the [U1] roll hit) in the scene's own rolls;
// per (condition, bracket, E_ref situation, setting), the §2.9 exposures E (s) of the
// escorted scenes that launched.
type CalSamples struct {
	L    [numCalCond][numBracket][numShipKind][numCalSetting][]float64
	Hits [numCalCond][numBracket][numShipKind][numCalSetting]int
	E    [numCalCond][numBracket][numERefSit][numCalSetting][]float64
}

// CalSalvos is the salvo sizes the calibration scenes fire, in turn (scene i fires
// CalSalvos[i mod len]) [designed from the careers]: in `uboat-sim -tactical ai`
// careers (VIIC, commander, 2,000) the policy plans the loaded end, and 95 % of the
// played attacks fire four torpedoes, 2 % two and 2 % one (ProviderStats.Salvos);
// here one scene in twenty fires a single torpedo aimed at the centre (§2.7.4's
// doctrine), one a pair, eighteen a spread of four (96 % of the launches in fours).
var CalSalvos = []int{1, 2, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}

// calSetup builds the set-up of one calibration scene for a condition, kind and
// setting: merchants sail in an escorted convoy of four targets (convoyFill) in six
// scenes of eight, as a ship with its escort in the seventh and as two ships with
// their escort (a smaller second ship) in the eighth, about the careers' mix
// (the attack scenes careers play are the escorted ones, B7–B10; an unescorted
// target's zigzag-free approach would grade escorted attacks against easier shots);
// capitals come from their [T5] rows (fast or not); escorts are the escort target of a
// convoy attack (9.10), with three merchants. Four bow tubes of the setting's weapon.
// By day submerged; at night submerged or surfaced (the NSA when escorted).
// The unescorted conditions (B20–B24) play the merchant alone, surfaced or submerged
// as the condition says, with no zigzag
// (§2.1): as a single ship in half the scenes and with a smaller second ship (the [E1]
// two ships) in the other half.
func (d *Data) calSetup(seed uint64, cond CalCond, k ShipKind, set CalSetting) (Setup, int) {
	w := set.Weapon()
	su := Setup{Seed: seed, Year: 1943, Atlantic: true, BoatType: "VIIC", Periscope: true,
		BowTubes: []Weapon{w, w, w, w}, SternTubes: []Weapon{w}, Night: cond.Night()}
	if !cond.Escorted() {
		class := [...]string{"small_freighter", "large_freighter", "tanker"}[k]
		su.Group = GroupShip
		if cond.Surfaced() {
			su.Mode = ModeSurfaced
		}
		su.Targets = []TargetIn{merchant(seed, class)}
		if seed%2 == 1 {
			su.Group = GroupTwoShips
			su.Targets = append(su.Targets, convoyFill(seed)[0])
		}
		return su, 1
	}
	tgt := 1
	switch k {
	case SmallFreighter, LargeFreighter, Tanker:
		class := [...]string{"small_freighter", "large_freighter", "tanker"}[k]
		su.Group = GroupConvoy
		switch seed % 8 {
		case 0:
			su.Group = GroupShipEscort
		case 4:
			su.Group = GroupTwoShipsEscort // §2.9: E_ref has a cell of its own (ERefSit)
		}
		su.Targets = []TargetIn{merchant(seed, class)}
		switch su.Group {
		case GroupConvoy:
			su.Targets = append(su.Targets, convoyFill(seed)...)
		case GroupTwoShipsEscort:
			su.Targets = append(su.Targets, convoyFill(seed)[0])
		}
		// The calibrated ship sails anywhere in its group, as the careers' largest ship
		// does (§2.1 places targets in the engagement's order): the screening escorts
		// ahead are nearer the leading ships (§2.9 E).
		p := int(seed>>3) % len(su.Targets)
		su.Targets[0], su.Targets[p] = su.Targets[p], su.Targets[0]
		tgt = p + 1
	case Capital, CapitalFast:
		var pool []string
		for _, c := range d.Capitals {
			if c.Fast == (k == CapitalFast) {
				pool = append(pool, c.Name)
			}
		}
		su.Group = GroupCapital
		su.Targets = []TargetIn{{Name: pool[seed%uint64(len(pool))], Tons: 30000, Class: "capital_ship", Capital: true, Fast: k == CapitalFast}}
	default:
		su.Group = GroupConvoy
		su.Targets = append(append([]TargetIn{merchant(seed, "large_freighter")}, convoyFill(seed)[:2]...), TargetIn{Name: "escort", Class: "escort", Escort: true})
		tgt = 4
	}
	if cond == CondNightSurface {
		su.Mode = ModeSurfaced
		if su.Group.Escorted() {
			su.Mode = ModeNSA
		}
	}
	return su, tgt
}

// merchant is the calibrated merchant of class (an engine ship class key).
func merchant(seed uint64, class string) TargetIn {
	tons := map[string]int{"small_freighter": 2500, "large_freighter": 6500, "tanker": 9500}[class]
	return TargetIn{Name: "cal", Tons: tons + int(seed%1000), Class: class}
}

// convoyFill is the other merchants of a calibration convoy: careers meet convoys of
// four targets (§2.1 from the engagement), so the calibrated ship sails with three
// more, smaller than it (the AI's plan names the calibrated ship as its target).
func convoyFill(seed uint64) []TargetIn {
	return []TargetIn{
		{Name: "fill1", Tons: 2000 + int(seed%500), Class: "small_freighter"},
		{Name: "fill2", Tons: 1800 + int(seed%400), Class: "small_freighter"},
		{Name: "fill3", Tons: 1600 + int(seed%300), Class: "small_freighter"},
	}
}

// SceneSamples plays n calibration scenes per (condition, kind, setting, policy
// bracket) from seed with the AI at skill, and returns the launch qualities (log-odds)
// per cell.
// The conditions are played concurrently (each fills only its own cells, in scene
// order, so the samples do not depend on the scheduling).
func (d *Data) SceneSamples(seed uint64, n int, conds []CalCond, kinds []ShipKind, sets []CalSetting, skill Skill) (*CalSamples, error) {
	var out CalSamples
	errs := make([]error, len(conds))
	var wg sync.WaitGroup
	for ci, cond := range conds {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[ci] = d.condSamples(&out, seed, n, cond, kinds, sets, skill)
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return &out, nil
}

// condSamples plays one condition's scenes of SceneSamples into out's cells of cond.
func (d *Data) condSamples(out *CalSamples, seed uint64, n int, cond CalCond, kinds []ShipKind, sets []CalSetting, skill Skill) error {
	// Each seed's scenes come from a well-spread base (one PCG draw), so that two seeds
	// share no scene: seed ^ i alone put seeds 1943 and 1950 on the same 512 scene seeds.
	st := NewStream(seed, calSceneStream)
	base := st.Uint64()
	for _, k := range kinds {
		if !cond.HasKind(k) {
			continue // no unescorted capital ships or escorts
		}
		for _, set := range sets {
			if tw := set.Twin(); tw != set && slices.Contains(sets, tw) {
				continue // filled from its twin's scenes below
			}
			for b := Close; b <= Long; b++ {
				for i := 0; i < n; i++ {
					sd := base ^ uint64(cond)<<44 ^ uint64(k)<<40 ^ uint64(set)<<36 ^ uint64(b)<<32 ^ uint64(i)
					su, tgt := d.calSetup(sd, cond, k, set)
					sc, err := NewAttack(d, su, LocalTable{})
					if err != nil {
						return err
					}
					salvo := CalSalvos[i%len(CalSalvos)]
					PlayAttack(sc, NewAI(skill, AIPlan{Target: tgt, Bracket: b, Torpedoes: salvo, Setting: int(set.Speed())}))
					bb := -1
					launched := false
					for _, l := range sc.Log {
						switch e := l.Ev.(type) {
						case LaunchEvent:
							bb = lookupBracket(e.Bracket)
							out.L[cond][bb][k][set] = append(out.L[cond][bb][k][set], e.Logit)
							launched = true
						case TorpedoEndEvent:
							if e.Outcome == U1Hit.Key() || e.Outcome == U1Dud.Key() {
								out.Hits[cond][bb][k][set]++
							}
						}
					}
					if launched && su.Group.Escorted() && sc.RoundBracket <= Long {
						st, rs := SitOf(su.Group, sc.Ship(sc.RoundTarget).Kind), sc.RoundSetting
						out.E[cond][sc.RoundBracket][st][rs] = append(out.E[cond][sc.RoundBracket][st][rs], sc.Exposure)
					}
				}
			}
		}
		// A setting calibrated from its twin's scenes (Twin) takes the twin's qualities.
		for _, set := range sets {
			if tw := set.Twin(); tw != set && slices.Contains(sets, tw) {
				for b := Close; b <= Long; b++ {
					out.L[cond][b][k][set] = out.L[cond][b][k][tw] // Hits stay 0: rolled at the twin's minimum
				}
				if k == kinds[len(kinds)-1] {
					for b := Close; b <= Long; b++ {
						for st := range out.E[cond][b] {
							out.E[cond][b][st][set] = out.E[cond][b][st][tw] // §2.9 the twin's exposures
						}
					}
				}
			}
		}
	}
	return nil
}

// neverShare is the §2.7.2 never-crossing share [designed] of the launches of
// (condition, bracket, kind) over every setting of the same guidance (the straight
// runners G7e 30 and G7a 30/40/44, or the guided torpedoes), with the kind it pools with
// (poolWith) when its own cells are sparse (pool): the share of launches whose run never
// crosses the target's track (quality −Inf: off target whatever the cuts). A salvo's
// torpedoes share one solution, so such launches come a salvo at a time and a single
// cell's share moves by whole salvos between seeds (0.4 % and 4.0 % in the NSA at Close,
// large freighter, G7a 40, at two seeds): each off-target launch is a hit the excellent
// share must make up at d = 0, which a cell's own noisy count turned into a bias at other
// table modifiers (doc.go, FINDING §9.2.2). The settings of a guidance show no share
// that differs beyond that noise, so their launches are counted together (about four
// times a cell's). Rounded to 4 decimals, as stored.
func neverShare(smp *CalSamples, cd CalCond, b Bracket, k ShipKind, pool, guided bool) float64 {
	kinds := []ShipKind{k}
	if next, ok := poolWith(k); pool && ok {
		kinds = append(kinds, next)
	}
	n, off := 0, 0
	for _, kk := range kinds {
		for s := CalSetting(0); s < numCalSetting; s++ {
			if s.Twin() != s || (s.GuidedMin() > 0) != guided {
				continue // a twin's launches are its twin's again
			}
			for _, q := range smp.L[cd][b][kk][s] {
				n++
				if math.IsInf(q, -1) {
					off++
				}
			}
		}
	}
	if n == 0 {
		return 0
	}
	return round4(float64(off) / float64(n))
}

// AtNeverShare returns the finite launches of ls with as many never-crossing ones (−Inf)
// added as make up share p of the result (neverShare, §2.7.2 [designed]); the launches
// of ls that never cross are dropped. p is a share in [0, 1).
func AtNeverShare(ls []float64, p float64) []float64 {
	out := make([]float64, 0, len(ls)+int(p*float64(len(ls)))+1)
	for _, q := range ls {
		if !math.IsInf(q, -1) {
			out = append(out, q)
		}
	}
	m := int(math.Round(p * float64(len(out)) / (1 - p)))
	for range m {
		out = append(out, math.Inf(-1))
	}
	return out
}

// calSceneStream is the sub-stream whose first draw spreads a calibration seed (condSamples).
const calSceneStream = 0xca15ce

// allKinds and allSettings list every calibration cell axis.
func allKinds() []ShipKind {
	out := make([]ShipKind, numShipKind)
	for i := range out {
		out[i] = ShipKind(i)
	}
	return out
}

func allConds() []CalCond {
	out := make([]CalCond, numCalCond)
	for i := range out {
		out[i] = CalCond(i)
	}
	return out
}

func allSettings() []CalSetting {
	out := make([]CalSetting, numCalSetting)
	for i := range out {
		out[i] = CalSetting(i)
	}
	return out
}

// minCell is the fewest launches a cell is calibrated from alone at n scenes per cell
// (one per eight scenes, at least 50); sparser cells (a fast capital ship is rarely
// caught at Close range from the §2.1 start) pool their launches with the nearest
// kind's cell of the same bracket and setting (poolWith). It grows with n so that the
// same cells pool at any size of run: a cell is pooled for being rare, not for being
// sampled less.
func minCell(n int) int { return max(50, n/8) }

// poolWith is the kind whose launches a sparse cell borrows [designed]: a fast capital
// ship the slower capitals', a capital the large freighters'.
func poolWith(k ShipKind) (ShipKind, bool) {
	switch k {
	case CapitalFast:
		return Capital, true
	case Capital:
		return LargeFreighter, true
	}
	return 0, false
}

// The generator's seed and scenes per (condition, kind, setting, policy bracket)
// (§9.1). The design's n = 20,000 per cell is out of reach in the time per run of this
// machine with whole scenes; 2,000 scenes (with the salvos of CalSalvos, 3.75 torpedoes
// per launching scene) give about 1,500–12,000 launches per cell (the count is stored
// with each value). At 400 (tool version 7's first run) the stored values moved with
// the calibration's own sample more than the §9 tests' tolerances allow once those were
// played on truly fresh scenes (doc.go, FINDING §9.2.2).
const (
	CalSeed = 1943
	CalN    = 2000
)

// Regenerate is the §9.1 calibration tool (cmd/tactcal, TestGenerateCalibration): every
// calibrated value of §7.5 from the embedded design file (tactical.yaml), by whole
// AI-played scenes, n per cell from seed. Its YAML is calibration.yaml. Errors: a design
// file that does not validate, a cell with too few launches (raise n).
func Regenerate(seed uint64, n int) (*Calibration, error) {
	d, err := ParseDesign(tacticalYAML)
	if err != nil {
		return nil, err
	}
	d.Calib = flatCalibration(d.Approach.ERefDesign) // scenes log grades against some cuts; the qualities do not depend on them
	c, err := d.Calibrate(seed, n)
	if err != nil {
		return nil, err
	}
	c.Evasion, _, err = d.CalibrateEvasion(seed, EvCalN) // evcal.go
	return c, err
}

// RegenerateAttack is Regenerate without the evasion section (cmd/tactcal -attack: the
// grade cuts, E_ref and w_norm; the evasion section does not depend on them and is
// kept from the file, ReadEvasionSection).
func RegenerateAttack(seed uint64, n int) (*Calibration, error) {
	d, err := ParseDesign(tacticalYAML)
	if err != nil {
		return nil, err
	}
	d.Calib = flatCalibration(d.Approach.ERefDesign)
	return d.Calibrate(seed, n)
}

// ReadEvasionSection decodes only the evasion section of a calibration file b and
// validates it (nil when the file has none); the other sections may be of an older
// tool (cmd/tactcal -attack rewrites them). Errors: the YAML's, or the section's
// validation.
func ReadEvasionSection(b []byte) (*EvasionCal, error) {
	var doc struct {
		Calibration struct {
			Evasion *EvasionCal `yaml:"evasion"`
		} `yaml:"calibration"`
	}
	if err := yaml.Unmarshal(b, &doc); err != nil {
		return nil, fmt.Errorf("calibration.yaml: %w", err)
	}
	ev := doc.Calibration.Evasion
	if ev == nil {
		return nil, nil
	}
	if err := ev.validate(); err != nil {
		return nil, fmt.Errorf("calibration.yaml: %w", err)
	}
	return ev, nil
}

// flatCalibration is a calibration with every launch graded good and E_ref at the
// design's value (the generator's bootstrap).
func flatCalibration(ed float64) *Calibration {
	c := &Calibration{WNorm: 1}
	for cd := range c.cuts {
		for b := range c.cuts[cd] {
			for s := range c.e[cd][b] {
				for t := range c.e[cd][b][s] {
					c.e[cd][b][s][t] = ed
				}
			}
			for k := range c.cuts[cd][b] {
				for s := range c.cuts[cd][b][k] {
					c.cuts[cd][b][k][s] = GradeCuts{math.Inf(1), math.Inf(-1), math.Inf(-1), math.Inf(-1), math.Inf(-1)}
				}
			}
		}
	}
	return c
}

// Calibrate regenerates every grade-cut cell and E_ref (§7.5) from n scenes per (condition,
// kind, setting, policy bracket), and w_norm. A sparse cell with no kind to pool
// with is an error, and so is an E_ref cell without an escorted launch (raise n).
func (d *Data) Calibrate(seed uint64, n int) (*Calibration, error) {
	smp, err := d.SceneSamples(seed, n, allConds(), allKinds(), allSettings(), Reference)
	if err != nil {
		return nil, err
	}
	c := &Calibration{ToolVersion: CalToolVersion}
	c.WNorm, c.WNormSeed, c.WNormN = d.MeasureWNorm(seed, n)
	for cd := CalCond(0); cd < numCalCond; cd++ {
		for b := Close; b <= Long; b++ {
			for k := ShipKind(0); k < numShipKind; k++ {
				for s := CalSetting(0); s < numCalSetting; s++ {
					if !cd.HasKind(k) {
						continue
					}
					qs, pooled := smp.L[cd][b][k][s], ""
					for kk := k; len(qs) < minCell(n); {
						next, ok := poolWith(kk)
						if !ok {
							return nil, errors.New("tactical: calibration cell " + cd.Key() + "/" + b.Key() + "/" + k.Key() + "/" + s.Key() + " has too few launches")
						}
						qs = append(append([]float64(nil), qs...), smp.L[cd][b][next][s]...)
						pooled, kk = next.Key(), next
					}
					// §2.7.2 [designed] the cell's launches that never cross the target's
					// track are replaced by its class's pooled share (neverShare).
					never := neverShare(smp, cd, b, k, pooled != "", s.GuidedMin() > 0)
					// The cuts are stored unrounded (YAML round-trips a float64): each lies
					// between two of the reference's launches.
					cuts, ex, hit, tgt := d.CalibrateCuts(AtNeverShare(qs, never), b, k, s)
					c.Cells = append(c.Cells, GradeCell{Cond: cd.Key(), Bracket: b.Key(), Kind: k.Key(), Setting: s.Key(),
						Cuts: cuts[:], Excellent: round4(ex), Hit: round4(hit), Target: round4(tgt), Never: never, Seed: seed, N: len(qs), Pooled: pooled, Tool: CalToolVersion})
					c.cuts[cd][b][k][s] = cuts
				}
			}
		}
	}
	for cd := CalCond(0); cd < numCalCond; cd++ {
		if !cd.Escorted() {
			continue // §2.9 unescorted attacks have no detection: no E_ref
		}
		for b := Close; b <= Long; b++ {
			var all []float64
			var sit [numERefSit][]float64
			for s := ERefSit(0); s < numERefSit; s++ {
				for t := CalSetting(0); t < numCalSetting; t++ {
					if t.Twin() == t { // a twin's exposures are its twin's scenes again
						sit[s] = append(sit[s], smp.E[cd][b][s][t]...)
					}
				}
				all = append(all, sit[s]...)
			}
			if len(all) < minCell(n) {
				return nil, errors.New("tactical: E_ref cell " + cd.Key() + "/" + b.Key() + " has too few escorted launches")
			}
			for s := ERefSit(0); s < numERefSit; s++ {
				for t := CalSetting(0); t < numCalSetting; t++ {
					es, pooled := smp.E[cd][b][s][t], ""
					switch {
					case len(es) >= minCell(n):
					case len(sit[s]) >= minCell(n):
						es, pooled = sit[s], "settings" // a sparse cell: its situation's scenes
					default:
						es, pooled = all, "all" // a sparse situation: every situation's scenes
					}
					e, a0 := d.CalibrateERef(es)
					mean := 0.0
					for _, x := range es {
						mean += x
					}
					c.ERef = append(c.ERef, ERefCell{Cond: cd.Key(), Bracket: b.Key(), Sit: s.Key(), Setting: t.Key(), Pooled: pooled, E: round4(e), A0: round4(a0),
						MeanE: round4(mean / float64(len(es))), Seed: seed, N: len(es), Tool: CalToolVersion})
					c.e[cd][b][s][t] = round4(e)
				}
			}
		}
	}
	return c, nil
}

// MeanA0 is the reference player's mean §2.9 a₀ over exposures es (s) at E_ref eRef (s).
func (d *Data) MeanA0(es []float64, eRef float64) float64 {
	sum := 0.0
	for _, e := range es {
		sum += d.Approach.A0For(e, eRef)
	}
	return sum / float64(len(es))
}

// CalibrateERef bisects E_ref (s) so that the reference player's mean a₀ over the
// exposures es (s) is 1.00 (§2.9); it returns E_ref and the mean a₀ reached. The mean
// falls as E_ref rises and spans the whole clamp, so 1.00 is always inside.
func (d *Data) CalibrateERef(es []float64) (eRef, a0 float64) {
	lo, hi := -3600.0, 3600.0
	for range 60 {
		mid := (lo + hi) / 2
		if d.MeanA0(es, mid) > 1 {
			lo = mid
		} else {
			hi = mid
		}
	}
	eRef = (lo + hi) / 2
	return eRef, d.MeanA0(es, eRef)
}

// MeasureWNorm is the §3.3 w_norm calibration: the mean raw exposure weight of the
// reference evader (§6.2) over every turn of n standard later passes (pass 2, two
// escorts, m = 0; no detection stops a pass: the weights are what is measured).
func (d *Data) MeasureWNorm(seed uint64, n int) (float64, uint64, int) {
	sum, cnt := 0.0, 0
	for i := 0; i < n; i++ {
		s := d.StandardSearch(seed^uint64(i)<<8, 0, 2, 2)
		s.Pass.Theta = math.Inf(1) // never detected: every turn's weight is measured
		ReferenceSearch(s)
		PlaySearch(s)
		sum += s.RawSum
		cnt += s.RawN
	}
	return round4(sum / float64(cnt)), seed, cnt
}
