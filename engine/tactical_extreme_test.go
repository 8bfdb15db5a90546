package engine_test

import (
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// TestTacticalExtremeBracket is tactical-design §2.7.1 with opt 14.16: a provider's
// "extreme" bracket is played only where 14.16 allows it (else the engine takes Long,
// the farthest bracket it has), and from Extreme only FaT torpedoes leave (the other
// shots of the played salvo are not fired), each on the unmodified EXTREME roll with no
// [U1] and no solution modifier (14.16 bypasses the solution grade).
func TestTacticalExtremeBracket(t *testing.T) {
	c := new(engine.Career)
	att := engine.TacticalOption(engine.TacAttack, engine.TacAlways)
	off, rounds, dropped, longU1 := 0, 0, 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		for _, opt := range []bool{false, true} {
			f := &extremeSpy{fakeProvider: newFake()}
			f.bracket, f.drm = "extreme", 1 // a solution modifier, to find the played [U1] rolls
			o := engine.Options{att: true}
			if opt {
				o[engine.OptExtremeRange] = true
			}
			cfg := engine.Config{Seed: seed, Type: "VIIC", Options: o}
			in, fired := false, 0
			for _, ev := range events(t, runTac(t, c, cfg, policy.NewCommander(), f)) {
				switch {
				case ev["t"] == "roll" && ev["table"] == "EXTREME":
					if !opt {
						t.Fatalf("seed %d: an EXTREME roll without 14.16: %v", seed, ev)
					}
					if n, _ := tacticalMods(ev); n != 0 || len(ev["mods"].([]any)) != 0 {
						t.Fatalf("seed %d: a modifier on EXTREME: %v", seed, ev)
					}
					if !in {
						in, fired = true, 0
					}
				case in && ev["t"] == "torpedo":
					if w, _ := ev["weapon"].(string); !strings.HasSuffix(w, "_fat") {
						t.Fatalf("seed %d: %s fired from Extreme range", seed, w)
					}
					fired++
				case in && ev["t"] == "roll" && ev["table"] == "U1":
					t.Fatalf("seed %d: a U1 roll in an Extreme round: %v", seed, ev)
				case in && ev["t"] == "roll" && ev["table"] == "EXTREME_DETECT":
					if fired == 0 {
						t.Fatalf("seed %d: an Extreme round without a torpedo", seed)
					}
					in = false
					rounds++
				case ev["t"] == "roll" && ev["table"] == "U1" && ev["column"] == "extreme":
					t.Fatalf("seed %d: a U1 roll at extreme: %v", seed, ev)
				case !opt && ev["t"] == "roll" && ev["table"] == "U1":
					if n, _ := tacticalMods(ev); n > 0 {
						if ev["column"] != "long" {
							t.Fatalf("seed %d: without 14.16 the played \"extreme\" rolled at %v", seed, ev["column"])
						}
						longU1++
					}
				}
			}
			if !opt {
				off += f.calls["Bracket"]
			}
			for i := range f.fat {
				// every FaT whose door works is fired, nothing else
				if f.told[i] != f.fat[i] {
					t.Fatalf("seed %d: Extreme salvo %d: %d torpedoes fired, %d FaT shots handed back", seed, i, f.told[i], f.fat[i])
				}
				if f.other[i] > 0 {
					dropped++
				}
			}
		}
	}
	if off == 0 || longU1 == 0 || rounds == 0 || dropped == 0 {
		t.Fatalf("attacks without 14.16 %d, Extreme rounds %d, with other torpedoes left in the tubes %d", off, rounds, dropped)
	}
	t.Logf("%d attacks without 14.16 (%d played torpedoes rolled at Long); %d Extreme rounds, %d with non-FaT shots dropped", off, longU1, rounds, dropped)
}

// extremeSpy counts the FaT and other torpedoes of each salvo the fake plays at Extreme
// range (in order).
type extremeSpy struct {
	*fakeProvider
	fat, other, told []int // per Extreme salvo: FaT shots, other shots (doors working), torpedoes fired
	last             bool  // the last salvo was an Extreme one
}

// TorpedoResult (engine.TacticalObserver) counts the torpedoes the engine fired from the
// last Extreme salvo.
func (f *extremeSpy) TorpedoResult(_ *engine.Career, _ engine.TacTorpedo, _ string) {
	if f.last {
		f.told[len(f.told)-1]++
	}
}

func (f *extremeSpy) DiveResult(*engine.Career, bool) {}

func (f *extremeSpy) Salvo(c *engine.Career, e *engine.Engagement) ([]engine.TacShot, bool) {
	shots, ok := f.fakeProvider.Salvo(c, e)
	f.last = false
	if e.Range != engine.RangeExtreme {
		return shots, ok
	}
	nf, no := 0, 0
	for _, s := range shots {
		door := c.State().Boat.Sys(engine.DoorKey(true, s.Tube))
		switch {
		case door != nil && door.State != engine.SysOK: // a jammed door's tube is not fired
		case c.State().Boat.BowTubes[s.Tube].FaT():
			nf++
		default:
			no++
		}
	}
	if nf > 0 { // none: the engine fires nothing and the table's choices follow (§8.3)
		f.fat, f.other, f.told, f.last = append(f.fat, nf), append(f.other, no), append(f.told, 0), true
	}
	return shots, ok
}
