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

// evasionSavedAt plays a pass of su with the reference evader (test depth declared,
// weapon w) up to tick cut, saves it and loads the save (§9.5.2): the pass played and
// the pass loaded.
func evasionSavedAt(t *testing.T, d *Data, su EvSetup, w EvWeapon, cut int64) (played, loaded *Evasion) {
	t.Helper()
	e, _ := NewEvasion(d, su)
	ai := &EvasionAI{Skill: Reference, TestDepth: true}
	for e.Tick < cut && e.Phase != EvDone {
		ai.Act(e)
		if e.Phase == EvWeaponPhase {
			_ = e.Do(Command{Kind: CmdE3Weapon, N: int(w)})
			continue
		}
		e.Step()
	}
	b, err := e.Save()
	if err != nil {
		t.Fatal(err)
	}
	l, err := LoadEvasion(d, b)
	if err != nil {
		t.Fatalf("%s cut %d: %v", w.Key(), cut, err)
	}
	return e, l
}

// heardCount is how many of the pass's escorts its hydrophones hear (the View's picture).
func heardCount(e *Evasion) int {
	n := 0
	for i := range e.S.Hunters {
		if e.Heard(i + 1) {
			n++
		}
	}
	return n
}
