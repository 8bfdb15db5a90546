package engine_test

import (
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// 14.5 and 14.14 in whole careers: with the options every (W) assignment (7.2) is followed
// by its wolfpack's name and the boat is in a flotilla from the start; without them no
// such note, and the rolls are the same (the picks roll no die).
func TestRule14_5_14_14_InCareers(t *testing.T) {
	opts, err := engine.ParseOptions([]string{engine.OptWolfpackNames, engine.OptFlotilla})
	if err != nil {
		t.Fatal(err)
	}
	wolfpacks := 0
	for seed := uint64(1); seed <= 40; seed++ {
		var rolls [2][]string
		for i, o := range []engine.Options{nil, opts} {
			c, err := engine.NewCareer(engine.Config{Seed: seed, Type: "VIIC", Options: o}, nil)
			if err != nil {
				t.Fatal(err)
			}
			var prev engine.Event
			flotilla := false
			c.SetSink(func(e engine.Event) {
				switch ev := e.(type) {
				case *engine.RollEvent:
					rolls[i] = append(rolls[i], ev.Table+ev.Result)
				case *engine.KeyEvent:
					if ev.T == engine.TNote && ev.Key == "wolfpack_name" {
						a, ok := prev.(*engine.AssignmentEvent)
						if o == nil || !ok || !a.Wolfpack {
							t.Fatalf("seed %d: wolfpack_name %q after %+v (options %v)", seed, ev.Detail, prev, o.Keys())
						}
						wolfpacks++
					}
					if ev.T == engine.TNote && ev.Key == "flotilla" {
						flotilla = true
					}
				}
				if a, ok := prev.(*engine.AssignmentEvent); ok && a.Wolfpack && o != nil {
					if k, ok := e.(*engine.KeyEvent); !ok || k.Key != "wolfpack_name" {
						t.Fatalf("seed %d: a wolfpack patrol without a name", seed)
					}
				}
				prev = e
			})
			if err := c.Run(policy.NewCommander()); err != nil {
				t.Fatal(err)
			}
			if flotilla != (o != nil) {
				t.Errorf("seed %d options %v: flotilla note %v", seed, o.Keys(), flotilla)
			}
		}
		if len(rolls[0]) != len(rolls[1]) {
			t.Fatalf("seed %d: %d rolls off, %d on", seed, len(rolls[0]), len(rolls[1]))
		}
		for j := range rolls[0] {
			if rolls[0][j] != rolls[1][j] {
				t.Fatalf("seed %d roll %d: %s off, %s on", seed, j, rolls[0][j], rolls[1][j])
			}
		}
	}
	if wolfpacks == 0 {
		t.Error("no wolfpack patrol in 40 careers")
	}
}
