package engine_test

import (
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// everySystem lists the board keys an early repair may name.
var everySystem = []string{"electric_1", "electric_2", "diesel_1", "diesel_2", "periscope", "radio",
	"hydrophones", "dive_planes", "batteries", "battery_1", "battery_2", "battery_3", "fuel_tanks",
	"fwd_tube_odd", "fwd_tube_even", "aft_tube", "naxos", "schnorchel"}

// earlyFake orders every Damaged system early and checks, at its next call, that the
// engine rolled each at once: none is still Damaged unless a later round hit it again.
type earlyFake struct {
	*fakeProvider
	named  []string
	round  int
	combat int
	rolled int
	t      *testing.T
}

func (f *earlyFake) EarlyRepair(c *engine.Career) []string {
	f.calls["EarlyRepair"]++
	b := &c.State().Boat
	if c.TacCombat() == f.combat {
		for _, k := range f.named {
			s := b.Sys(k)
			again := false
			for _, h := range c.TacHits() {
				again = again || (h.Round > f.round && (h.Result == k || (k[:4] == "batt" && h.Result == "batteries")))
			}
			if s != nil && s.State == engine.SysDamaged && !again {
				f.t.Fatalf("%s ordered early and still Damaged", k)
			}
			f.rolled++
		}
	}
	f.named, f.round, f.combat = f.named[:0], c.TacRound(), c.TacCombat()
	for _, k := range everySystem {
		if s := b.Sys(k); s != nil && s.State == engine.SysDamaged {
			f.named = append(f.named, k)
		}
	}
	return f.named
}

// TestTacticalEarlyRepair: with damage control on and a provider ordering every system
// early, the engine rolls [E5] inside the combat, right after the round's hits, with
// the RepairDRM in range (9.5.4); with none ordered it never does; with the kind off
// EarlyRepair is never asked.
func TestTacticalEarlyRepair(t *testing.T) {
	c := new(engine.Career)
	opts := engine.Options{engine.TacticalOption(engine.TacDamageControl, engine.TacAlways): true}
	asked, modded, rolled := 0, 0, 0
	for seed := uint64(1); seed <= 30; seed++ {
		f := &earlyFake{fakeProvider: newFake(), t: t, combat: -1}
		f.other = 5 // clamped to +1
		evs := events(t, runTac(t, c, engine.Config{Seed: seed, Type: "VIIC", Options: opts}, policy.NewCommander(), f))
		asked += f.calls["EarlyRepair"]
		rolled += f.rolled
		for _, ev := range evs {
			if ev["t"] == "roll" && ev["table"] == "E5" {
				if k, vals := tacticalMods(ev); k > 1 || (k == 1 && vals[0] != 1) {
					t.Fatalf("seed %d: E5 roll's RepairDRM not clamped to one +1: %v", seed, ev)
				} else if k == 1 {
					modded++
				}
			}
		}
		h := newFake()
		h.early = everySystem
		runTac(t, c, engine.Config{Seed: seed, Type: "VIIC", Options: engine.Options{engine.TacticalOption(engine.TacCrashDive, engine.TacAlways): true}}, policy.NewCommander(), h)
		if h.calls["EarlyRepair"] != 0 {
			t.Fatalf("seed %d: EarlyRepair asked with damage control off", seed)
		}
	}
	if asked == 0 || rolled == 0 {
		t.Fatalf("no early repair rolled in 30 careers (asked %d)", asked)
	}
	if modded == 0 {
		t.Fatal("no [E5] roll carried RepairDRM")
	}
}
