package tactical

import (
	"errors"
	"math"
)

// §9.1 calibration from the scene itself: the reference AI (§6.1) plays whole attack
// scenes set up as §2.1 does, and every launch's true quality Q goes into the cell of
// its real bracket, kind and setting. Q_ref is then bisected per cell (CalibrateQRef).

// CalSamples holds, per (bracket, kind, setting) cell, the launch qualities Q and the
// torpedoes that hit (or dudded: the [U1] roll hit) in the scene's own rolls.
type CalSamples struct {
	Q    [numBracket][numShipKind][numCalSetting][]float64
	Hits [numBracket][numShipKind][numCalSetting]int
}

// calSetup builds the set-up of one calibration scene for a kind and setting: merchants
// alternate between a lone independent and a ship in an escorted convoy; capitals come
// from their [T5] rows (fast or not); escorts are the escort target of a convoy
// attack (9.10). Four bow tubes of the setting's weapon; day, submerged.
func (d *Data) calSetup(seed uint64, k ShipKind, set CalSetting) (Setup, int) {
	w := WeaponG7a
	if set == G7e30 {
		w = WeaponG7e
	}
	su := Setup{Seed: seed, Year: 1943, Atlantic: true, BoatType: "VIIC", Periscope: true,
		BowTubes: []Weapon{w, w, w, w}, SternTubes: []Weapon{w}}
	merchant := func(class string) TargetIn {
		tons := map[string]int{"small_freighter": 2500, "large_freighter": 6500, "tanker": 9500}[class]
		return TargetIn{Name: "cal", Tons: tons + int(seed%1000), Class: class}
	}
	switch k {
	case SmallFreighter, LargeFreighter, Tanker:
		class := [...]string{"small_freighter", "large_freighter", "tanker"}[k]
		su.Group = GroupShip
		if seed%2 == 1 {
			su.Group = GroupConvoy
		}
		su.Targets = []TargetIn{merchant(class)}
		return su, 1
	case Capital, CapitalFast:
		var pool []string
		for _, c := range d.Capitals {
			if c.Fast == (k == CapitalFast) {
				pool = append(pool, c.Name)
			}
		}
		su.Group = GroupCapital
		su.Targets = []TargetIn{{Name: pool[int(seed)%len(pool)], Tons: 30000, Class: "capital_ship", Capital: true, Fast: k == CapitalFast}}
		return su, 1
	}
	su.Group = GroupConvoy
	su.Targets = []TargetIn{merchant("large_freighter"), {Name: "escort", Class: "escort", Escort: true}}
	return su, 2
}

// SceneSamples plays n calibration scenes per (kind, setting, policy bracket) from
// seed with the AI at skill, and returns the launch qualities per cell.
func (d *Data) SceneSamples(seed uint64, n int, kinds []ShipKind, sets []CalSetting, skill Skill) (*CalSamples, error) {
	var out CalSamples
	for _, k := range kinds {
		for _, set := range sets {
			for b := Close; b <= Long; b++ {
				for i := 0; i < n; i++ {
					sd := seed ^ uint64(k)<<40 ^ uint64(set)<<36 ^ uint64(b)<<32 ^ uint64(i)
					su, tgt := d.calSetup(sd, k, set)
					sc, err := NewAttack(d, su, LocalTable{})
					if err != nil {
						return nil, err
					}
					PlayAttack(sc, NewAI(skill, AIPlan{Target: tgt, Bracket: b, Torpedoes: 1, Setting: int(set.Speed())}))
					bb := -1
					for _, l := range sc.Log {
						switch e := l.Ev.(type) {
						case LaunchEvent:
							bb = lookupBracket(e.Bracket)
							q := e.Q
							if e.Grade == OffTarget.Key() && q >= d.QOffTarget {
								q = 0 // the escort depth trap: not a geometric grade
							}
							out.Q[bb][k][set] = append(out.Q[bb][k][set], q)
						case TorpedoEndEvent:
							if e.Outcome == U1Hit.Key() || e.Outcome == U1Dud.Key() {
								out.Hits[bb][k][set]++
							}
						}
					}
				}
			}
		}
	}
	return &out, nil
}

// allKinds and allSettings list every calibration cell axis.
func allKinds() []ShipKind {
	out := make([]ShipKind, numShipKind)
	for i := range out {
		out[i] = ShipKind(i)
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

// minCell is the fewest launches a cell is calibrated from alone; sparser cells (a fast
// capital ship is rarely caught at Close range from the §2.1 start) pool their
// launches with the nearest kind's cell of the same bracket and setting (poolWith).
const minCell = 50

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

// The generator's seed and scenes per (kind, setting, policy bracket) (§9.1). The
// design's n = 20,000 per cell is out of reach in the time per run of this machine with
// whole scenes; 800 scenes give 300–2,400 launches per cell (the count is stored with
// each value).
const (
	CalSeed = 1943
	CalN    = 800
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
	d.Calib = flatCalibration() // scenes log grades against some Q_ref; the Q values do not depend on it
	return d.Calibrate(seed, n)
}

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

// Calibrate regenerates every Q_ref cell (§7.5) from n scenes per (kind, setting,
// policy bracket). A sparse cell with no kind to pool with is an error (raise n).
func (d *Data) Calibrate(seed uint64, n int) (*Calibration, error) {
	smp, err := d.SceneSamples(seed, n, allKinds(), allSettings(), Reference)
	if err != nil {
		return nil, err
	}
	c := &Calibration{ToolVersion: CalToolVersion}
	c.WNorm, c.WNormSeed, c.WNormN = d.MeasureWNorm(seed, n)
	for b := Close; b <= Long; b++ {
		for k := ShipKind(0); k < numShipKind; k++ {
			for s := CalSetting(0); s < numCalSetting; s++ {
				qs, pooled := smp.Q[b][k][s], ""
				for kk := k; len(qs) < minCell; {
					next, ok := poolWith(kk)
					if !ok {
						return nil, errors.New("tactical: calibration cell " + b.Key() + "/" + k.Key() + "/" + s.Key() + " has too few launches")
					}
					qs = append(append([]float64(nil), qs...), smp.Q[b][next][s]...)
					pooled, kk = next.Key(), next
				}
				q, hit, tgt := d.CalibrateQRef(qs, b, k)
				c.Cells = append(c.Cells, QRefCell{Bracket: b.Key(), Kind: k.Key(), Setting: s.Key(),
					Q: round4(q), Hit: round4(hit), Target: round4(tgt), Seed: seed, N: len(qs), Pooled: pooled, Tool: CalToolVersion})
				c.q[b][k][s] = round4(q)
			}
		}
	}
	return c, nil
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
