// Package policy holds decision makers for the engine: a Commander that plays well and
// says why in one short line (the attract mode shows it), and a Random one that picks any
// legal option (robustness tests).
package policy

import (
	"math/rand/v2"

	"uboat/engine"
)

// Random picks a uniformly random legal option. It is deterministic from its seed.
type Random struct {
	pcg rand.PCG
}

// NewRandom returns a Random decider seeded with seed.
func NewRandom(seed uint64) *Random {
	r := &Random{}
	r.pcg.Seed(seed, seed^0x5851f42d4c957f2d)
	return r
}

// Decide implements engine.Decider.
func (r *Random) Decide(_ *engine.State, d *engine.Decision) (string, string) {
	n := uint64(len(d.Options))
	return d.Options[r.pcg.Uint64()%n].Key, "random"
}
