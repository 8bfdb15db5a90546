package engine

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// Roller throws single dice. Every random number in the engine comes from one Roller,
// so a career is reproducible from its seed (or from a script in tests).
type Roller interface {
	// Die returns one face of a die with the given number of sides: 1..sides.
	// A d10 returns 1..10 (a printed 0 counts as 10, 0.3).
	Die(sides int) int
}

// PCGRoller is the default seeded Roller: math/rand/v2's PCG (a 128-bit LCG with the DXSM
// output function).
type PCGRoller struct {
	pcg rand.PCG
}

// seed seeds the generator as rand.PCG.Seed(seed1, seed2).
func (r *PCGRoller) seed(seed1, seed2 uint64) { r.pcg.Seed(seed1, seed2) }

// NewPCGRoller returns a Roller seeded with seed; the same seed gives the same faces.
func NewPCGRoller(seed uint64) *PCGRoller {
	r := &PCGRoller{}
	r.seed(seed, seed^0x9e3779b97f4a7c15)
	return r
}

// Die implements Roller without allocating.
func (r *PCGRoller) Die(sides int) int { return face(r.pcg.Uint64(), sides) }

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
