package outlook

import (
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// The distribution plays career i of the setup from seed 1+i with the Commander, as
// `uboat-sim -careers N -seed 1` does: its tonnages are those careers' own, and its
// histogram, median and percentile ranks are read from them.
func TestDistributionOfTheSetup(t *testing.T) {
	start := engine.MonthOf(1944, 1)
	d, err := NewDistribution(engine.Config{Seed: 99, Type: "IXC/40", Start: start, Kommandant: "X", UNumber: "U-1"}, 30)
	if err != nil {
		t.Fatal(err)
	}
	for !d.Done() {
		before := d.Played()
		if err := d.Step(7); err != nil {
			t.Fatal(err)
		}
		if d.Played() != min(before+7, 30) {
			t.Fatalf("played %d after %d and a step of 7", d.Played(), before)
		}
	}
	if err := d.Step(5); err != nil || d.Played() != 30 || d.Total() != 30 {
		t.Fatalf("after the last: %d played (%v)", d.Played(), err)
	}
	wars, sum := 0, 0
	for i, got := range d.Tons() {
		c, err := engine.NewCareer(engine.Config{Seed: uint64(1 + i), Type: "IXC/40", Start: start}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Run(policy.NewCommander()); err != nil {
			t.Fatal(err)
		}
		if got != c.S.CareerTons {
			t.Errorf("career %d: %d t, played alone %d t", i, got, c.S.CareerTons)
		}
		if c.S.EndReason == engine.EndWarOver {
			wars++
		}
		sum += c.S.CareerTons
	}
	if d.WarOver() != float64(wars)/30 || d.Mean() != float64(sum)/30 {
		t.Errorf("war over %v (want %d of 30), mean %v (want %v)", d.WarOver(), wars, d.Mean(), float64(sum)/30)
	}
	if sum == 0 {
		t.Fatal("30 careers sank nothing")
	}
	w := BinWidth(d.Median()*3, 10)
	h := d.Histogram(nil, 10, w)
	n := 0
	for i, v := range h {
		n += v
		want := 0
		for _, t := range d.Tons() {
			if b := t / w; b == i || i == 9 && b > 9 {
				want++
			}
		}
		if v != want {
			t.Errorf("bin %d (%d t wide): %d careers, want %d", i, w, v, want)
		}
	}
	if n != 30 {
		t.Errorf("the histogram holds %d careers", n)
	}
	m := d.Median()
	below := 0
	for _, t := range d.Tons() {
		if t < m {
			below++
		}
	}
	if below > 14 {
		t.Errorf("median %d t: %d of 30 below it", m, below)
	}
	if q := d.Quantile(0.5); q != m && d.Quantile(0.5) < m {
		t.Errorf("the middle quantile %d t under the median %d t", q, m)
	}
	if d.Quantile(0) > d.Quantile(0.95) || d.Quantile(1) != d.Quantile(2) || d.Below(d.Quantile(0.95)) > 0.95 {
		t.Errorf("quantiles %d %d %d", d.Quantile(0), d.Quantile(0.95), d.Quantile(1))
	}
	if d.Below(-1) != 0 || d.Below(1<<30) != 1 || d.Below(m) != float64(below)/30 {
		t.Errorf("shares below: %v %v %v (want %d of 30 below the median)", d.Below(-1), d.Below(1<<30), d.Below(m), below)
	}
}

// The distribution refuses a setup the engine refuses and an empty one.
func TestDistributionErrors(t *testing.T) {
	if _, err := NewDistribution(engine.Config{Type: "VIIZ"}, 10); err == nil {
		t.Error("an unknown type was accepted")
	}
	if _, err := NewDistribution(engine.Config{Type: "VIIC"}, 0); err == nil {
		t.Error("no careers was accepted")
	}
}

// Bin widths are round and reach past the top.
func TestBinWidth(t *testing.T) {
	for _, c := range []struct{ top, bins, want int }{
		{0, 10, 1000}, {9999, 10, 1000}, {10000, 10, 2000}, {24000, 10, 2500}, {49999, 10, 5000}, {50000, 10, 10000},
		{150000, 10, 20000}, {240000, 10, 25000}, {260000, 10, 50000}, {1200000, 10, 200000},
	} {
		if got := BinWidth(c.top, c.bins); got != c.want {
			t.Errorf("BinWidth(%d, %d) = %d, want %d", c.top, c.bins, got, c.want)
		}
	}
}
