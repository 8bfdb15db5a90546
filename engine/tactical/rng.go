package tactical

import (
	"math"
	"math/bits"
)

// Stream is the scene's deterministic random stream: a PCG-DXSM generator (the same
// algorithm as math/rand/v2's PCG and engine.PCGRoller), written out here so that its
// output, and the Normal draws built on it, can never change with the Go release (§5:
// a scene is replayable from its seed). The zero value is a valid (fixed) stream; use
// NewStream to seed one. A Stream is a value: copying it forks the sequence, which is
// how a save captures it.
type Stream struct {
	Hi, Lo uint64
}

// NewStream returns a stream seeded from seed and a sub-stream id (log `seed_stream`).
func NewStream(seed, sub uint64) Stream {
	return Stream{Hi: seed ^ 0x9e3779b97f4a7c15*(sub+1), Lo: seed + 0x632be59bd9b4e019*(sub+1)}
}

// Uint64 returns the next 64 random bits.
func (r *Stream) Uint64() uint64 {
	const (
		mulHi    = 2549297995355413924
		mulLo    = 4865540595714422341
		incHi    = 6364136223846793005
		incLo    = 1442695040888963407
		cheapMul = 0xda942042e4dd58b5
	)
	hi, lo := bits.Mul64(r.Lo, mulLo)
	hi += r.Hi*mulLo + r.Lo*mulHi
	lo, c := bits.Add64(lo, incLo, 0)
	hi += incHi + c
	r.Lo, r.Hi = lo, hi
	hi ^= hi >> 32
	hi *= cheapMul
	hi ^= hi >> 48
	hi *= lo | 1
	return hi
}

// Float64 returns a uniform number in [0, 1).
func (r *Stream) Float64() float64 { return float64(r.Uint64()>>11) / (1 << 53) }

// Uniform returns a uniform number in [lo, hi).
func (r *Stream) Uniform(lo, hi float64) float64 { return lo + (hi-lo)*r.Float64() }

// Die returns a face 1..sides (Lemire's multiply-shift reduction).
func (r *Stream) Die(sides int) int {
	h, _ := bits.Mul64(r.Uint64(), uint64(sides))
	return int(h) + 1
}

// Normal returns a standard normal draw (Box–Muller, one value per call so that the
// stream position depends only on the number of calls).
func (r *Stream) Normal() float64 {
	u1 := (float64(r.Uint64()>>11) + 0.5) / (1 << 53) // (0,1)
	u2 := r.Float64()
	return math.Sqrt(-2*math.Log(u1)) * math.Cos(2*math.Pi*u2)
}

// Fork returns an independent stream derived from this one's next output (one draw).
func (r *Stream) Fork(sub uint64) Stream { return NewStream(r.Uint64(), sub) }
