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

// seed seeds the generator from a career seed (NewPCGRoller's, and Config.OneStream's).
func (r *PCGRoller) seed(seed uint64) { r.pcg.Seed(seed, seed^0x9e3779b97f4a7c15) }

// NewPCGRoller returns a Roller seeded with seed; the same seed gives the same faces.
func NewPCGRoller(seed uint64) *PCGRoller {
	r := &PCGRoller{}
	r.seed(seed)
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

// siteDice is the dice of a seeded career [designed, tactical-design §9.5.1 common dice]:
// the n-th roll at a roll site (the table or roll code: [U1], [E2], SCUTTLE …) in an
// epoch (the patrol, and the encounter within it) throws its dice from a stream of its
// own, keyed by the career's seed, the site, the epoch and n. Two careers of one seed
// that part in one roll (the tactical layer's modifiers turn a miss into a hit, or an
// encounter rolls more often) still throw the same dice at every other site, at the
// same site's later rolls whatever dice the earlier took, and from the next encounter
// on: the table game and the tactical layer compare on the same luck (common random
// numbers). The i-th die (1–3) of the site's n-th roll in the epoch is
// face(mix64(key, 8n + i)), key = mix64(site ^ mix64(seed), epoch) (mix64: SplitMix64's
// finaliser): a counter-based stream per site and epoch.
type siteDice struct {
	seed uint64 // mix64 of the career's seed
	gen  uint64 // the career (reset) the counters count for
	key  uint64 // the stream of the roll being thrown: its site's in its epoch
	die  uint64 // the counter of its next die, less one (8n + dice thrown)
	// sites: the counters by site, open addressing on the site key (linear probing);
	// a slot of another generation is free. About 100 codes exist (tables and checks).
	sites [siteSlots]siteCount
}

const siteSlots = 256

// siteCount counts the rolls at one site in generation gen and epoch epoch; base is
// the key of the site's epoch.
type siteCount struct {
	site, gen, epoch, base, n uint64
}

// reset starts a career of the given seed: every site counts from 0 again.
func (d *siteDice) reset(seed uint64) {
	d.seed = mix64(seed, 0x5eed)
	d.key, d.die = d.seed, 0
	d.gen++
}

// at starts the stream of the next roll at site in epoch.
func (d *siteDice) at(site, epoch uint64) {
	i := site % siteSlots
	for probes := 0; ; probes++ {
		if probes == siteSlots {
			panic("engine bug: more roll sites than siteSlots")
		}
		s := &d.sites[i]
		if s.gen != d.gen { // free in this career: the site's first roll
			*s = siteCount{site: site, gen: d.gen, epoch: epoch, base: d.epochKey(site, epoch)}
		} else if s.site != site {
			i = (i + 1) % siteSlots
			continue
		} else if s.epoch != epoch {
			s.epoch, s.base, s.n = epoch, d.epochKey(site, epoch), 0
		}
		d.key, d.die = s.base, 8*s.n
		s.n++
		return
	}
}

// epochKey is the key of site's rolls in epoch.
func (d *siteDice) epochKey(site, epoch uint64) uint64 { return mix64(site^d.seed, epoch) }

// Die implements Roller: the next die of the roll at started.
func (d *siteDice) Die(sides int) int {
	d.die++
	return face(mix64(d.key, d.die), sides)
}

// siteKey is the stream key of a roll code (FNV-1a 64 of the code).
func siteKey(code string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(code); i++ {
		h ^= uint64(code[i])
		h *= 1099511628211
	}
	return h
}

// ForkDice makes the career throw every later roll from the dice of seed instead of its
// own: what-if careers (engine/outlook) replay a career on its own dice up to a decision
// and play on from there with fresh ones. It reseeds the default dice (the site streams,
// or the one stream of Config.OneStream); a career given a Roller keeps it (its dice are
// the caller's).
func (c *Career) ForkDice(seed uint64) {
	switch {
	case c.sited:
		c.dice.reset(seed)
	case c.rng == &c.pcg:
		c.pcg.seed(seed)
	}
}
