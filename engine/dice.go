package engine

import (
	"fmt"
	"math/bits"
)

// Roller throws single dice. Every random number in the engine comes from one Roller,
// so a career is reproducible from its seed (or from a script in tests).
type Roller interface {
	// Die returns one face of a die with the given number of sides: 1..sides.
	// A d10 returns 1..10 (a printed 0 counts as 10, 0.3).
	Die(sides int) int
}

// PCGRoller is the default seeded Roller: math/rand/v2's PCG (a 128-bit LCG with the DXSM
// output function), written out here so that Die inlines; the same seed gives the same
// numbers as rand.PCG (TestPCGRollerMatchesRandPCG).
type PCGRoller struct {
	hi, lo uint64
}

// seed seeds the generator as rand.PCG.Seed(seed1, seed2).
func (r *PCGRoller) seed(seed1, seed2 uint64) { r.hi, r.lo = seed1, seed2 }

// uint64 is rand.PCG.Uint64.
func (r *PCGRoller) uint64() uint64 {
	const (
		mulHi    = 2549297995355413924
		mulLo    = 4865540595714422341
		incHi    = 6364136223846793005
		incLo    = 1442695040888963407
		cheapMul = 0xda942042e4dd58b5
	)
	// state = state * mul + inc
	hi, lo := bits.Mul64(r.lo, mulLo)
	hi += r.hi*mulLo + r.lo*mulHi
	lo, c := bits.Add64(lo, incLo, 0)
	hi += incHi + c // bits.Add64 without the carry out
	r.lo, r.hi = lo, hi
	// DXSM "double xorshift multiply"
	hi ^= hi >> 32
	hi *= cheapMul
	hi ^= hi >> 48
	hi *= lo | 1
	return hi
}

// NewPCGRoller returns a Roller seeded with seed; the same seed gives the same faces.
func NewPCGRoller(seed uint64) *PCGRoller {
	r := &PCGRoller{}
	r.seed(seed, seed^0x9e3779b97f4a7c15)
	return r
}

// Die implements Roller without allocating.
func (r *PCGRoller) Die(sides int) int { return face(r.uint64(), sides) }

// face maps a random 64-bit number to a die face 1..sides: Lemire's multiply-shift
// reduction; the bias for sides ≤ 20 is < 2^-59.
func face(x uint64, sides int) int {
	hi, _ := bits.Mul64(x, uint64(sides))
	return int(hi) + 1
}

// ScriptedRoller returns faces from a fixed script, for rule tests.
// It panics with ErrScriptExhausted when the script runs out, and with a clear
// message when a scripted face does not fit the die asked for.
type ScriptedRoller struct {
	Faces []int
	pos   int
}

// ErrScriptExhausted is the panic value of a ScriptedRoller that ran out of faces.
var ErrScriptExhausted = fmt.Errorf("scripted roller: script exhausted")

// Script returns a ScriptedRoller over faces.
func Script(faces ...int) *ScriptedRoller { return &ScriptedRoller{Faces: faces} }

// Die implements Roller.
func (s *ScriptedRoller) Die(sides int) int {
	if s.pos >= len(s.Faces) {
		panic(ErrScriptExhausted)
	}
	f := s.Faces[s.pos]
	if f < 1 || f > sides {
		panic(fmt.Sprintf("scripted roller: face %d at position %d does not fit a d%d", f, s.pos, sides))
	}
	s.pos++
	return f
}

// Remaining reports how many scripted faces are unused.
func (s *ScriptedRoller) Remaining() int { return len(s.Faces) - s.pos }
