package outlook

import (
	"fmt"
	"sort"

	"uboat/engine"
	"uboat/engine/policy"
)

// DistributionSeed is the seed of the first career of a Distribution: career i is
// played from seed DistributionSeed+i, as `uboat-sim -careers N -seed 1` plays them, so
// the figures are the simulator's for the same type, start and options.
const DistributionSeed = 1

// Distribution is the career tonnage of whole careers of one setup (U-boat type, start
// month, optional rules) played from the start by the Commander policy: what the
// player's careers are set against on the statistics screen (issue 14). Step plays a
// few at a time so a screen can spread the work over its frames. Deterministic: the
// same setup and number of careers give the same tonnages. Not safe for concurrent use.
type Distribution struct {
	cfg    engine.Config
	max    int
	tons   []int // career tonnage of each career played, in the order played
	sorted []int // tons sorted, made again when stale
	wars   int   // careers that reached May 1945 (career_end war_over, 5.1.1)
	career engine.Career
	cm     policy.Commander
}

// NewDistribution returns the distribution of n careers (n ≥ 1) of the setup of cfg:
// its type, start month and options (seed, Kommandant and U-number are not used; the
// odds are not computed). It returns an error when the engine refuses the setup.
func NewDistribution(cfg engine.Config, n int) (*Distribution, error) {
	if n < 1 {
		return nil, fmt.Errorf("outlook: a distribution of %d careers", n)
	}
	cfg = engine.Config{Seed: DistributionSeed, Type: cfg.Type, Start: cfg.Start, Options: cfg.Options}
	if _, err := engine.NewCareer(cfg, nil); err != nil {
		return nil, err
	}
	return &Distribution{cfg: cfg, max: n, tons: make([]int, 0, n)}, nil
}

// Step plays up to k more careers (none once all n are played). It returns the engine's
// error, if any.
func (d *Distribution) Step(k int) error {
	for ; k > 0 && len(d.tons) < d.max; k-- {
		cfg := d.cfg
		cfg.Seed = DistributionSeed + uint64(len(d.tons))
		if err := d.career.Reset(cfg, nil); err != nil {
			return err
		}
		if err := d.career.Run(&d.cm); err != nil {
			return err
		}
		s := &d.career.S
		d.tons = append(d.tons, s.CareerTons)
		if s.EndReason == engine.EndWarOver {
			d.wars++
		}
		d.sorted = d.sorted[:0]
	}
	return nil
}

// Played returns the number of careers played so far; Total the number to play.
func (d *Distribution) Played() int { return len(d.tons) }

// Total returns the number of careers the distribution plays in all.
func (d *Distribution) Total() int { return d.max }

// Done reports whether every career has been played.
func (d *Distribution) Done() bool { return len(d.tons) >= d.max }

// Config returns the setup the careers are played with (seed DistributionSeed).
func (d *Distribution) Config() engine.Config { return d.cfg }

// Tons returns the career tonnage of each career played, in the order played (career i
// from seed DistributionSeed+i; read-only).
func (d *Distribution) Tons() []int { return d.tons }

// WarOver returns the share (0–1) of the careers played that reached May 1945.
func (d *Distribution) WarOver() float64 {
	if len(d.tons) == 0 {
		return 0
	}
	return float64(d.wars) / float64(len(d.tons))
}

func (d *Distribution) sort() []int {
	if len(d.sorted) != len(d.tons) {
		d.sorted = append(d.sorted[:0], d.tons...)
		sort.Ints(d.sorted) // (sort, not slices: the browser build has it already)
	}
	return d.sorted
}

// Median returns the median career tonnage of the careers played (the lower middle one
// of an even number; 0 with none).
func (d *Distribution) Median() int {
	s := d.sort()
	if len(s) == 0 {
		return 0
	}
	return s[(len(s)-1)/2]
}

// Quantile returns the career tonnage below which the share q (0–1) of the careers
// played lie: the q·n-th smallest (the largest for q ≥ 1; 0 with none).
func (d *Distribution) Quantile(q float64) int {
	s := d.sort()
	if len(s) == 0 {
		return 0
	}
	return s[min(len(s)-1, max(0, int(q*float64(len(s)))))]
}

// Mean returns the mean career tonnage of the careers played, tons (0 with none).
func (d *Distribution) Mean() float64 {
	if len(d.tons) == 0 {
		return 0
	}
	sum := 0
	for _, t := range d.tons {
		sum += t
	}
	return float64(sum) / float64(len(d.tons))
}

// Below returns the share (0–1) of the careers played whose tonnage is less than tons
// (0 with none): "more than that share of the careers".
func (d *Distribution) Below(tons int) float64 {
	s := d.sort()
	if len(s) == 0 {
		return 0
	}
	return float64(sort.SearchInts(s, tons)) / float64(len(s))
}

// Histogram counts the careers played into bins of width tons each, from 0: bin i holds
// tonnages in [i·width, (i+1)·width), the last bin everything from (bins−1)·width up.
// It appends to dst[:0] (bins entries). width and bins must be ≥ 1.
func (d *Distribution) Histogram(dst []int, bins, width int) []int {
	dst = dst[:0]
	for range bins {
		dst = append(dst, 0)
	}
	for _, t := range d.tons {
		dst[min(max(t, 0)/width, bins-1)]++
	}
	return dst
}

// BinWidth returns the smallest round bin width (tons) with which bins bins reach past
// top: 1,000, 2,000, 2,500, 5,000, 10,000, 20,000 … tons.
func BinWidth(top, bins int) int {
	for p := 10; ; p *= 10 {
		for _, m := range [...]int{100, 200, 250, 500} {
			if w := p * m; w*bins > top {
				return w
			}
		}
	}
}
