package tactical

import (
	"math"
	"os"
	"testing"
)

// longRun reports TAC_LONG=1: the full Monte Carlo sizes of §9.
func longRun() bool { return os.Getenv("TAC_LONG") == "1" }

func sqrt(x float64) float64 { return math.Sqrt(x) }

// skipShort skips a Monte Carlo test in `go test -short` (make check): make test runs it
// in its reduced form, TAC_LONG=1 in its long one.
func skipShort(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("a Monte Carlo test: make test runs it (-short skips it)")
	}
}
