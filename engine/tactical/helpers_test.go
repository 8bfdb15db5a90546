package tactical

import (
	"math"
	"os"
)

// longRun reports TAC_LONG=1: the full Monte Carlo sizes of §9.
func longRun() bool { return os.Getenv("TAC_LONG") == "1" }

func sqrt(x float64) float64 { return math.Sqrt(x) }
