package tactical

import (
	"testing"
)

// §9.5.5 speed: one attack scene headless, played by the reference AI (target < 20 ms).
func BenchmarkAttackScene(b *testing.B) {
	d := MustData()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		sc, _ := NewAttack(d, convoySetup(uint64(i%50)+1), nil)
		PlayAttack(sc, NewAI(Reference, AIPlan{Bracket: Medium, Torpedoes: 3}))
	}
}

// One tick of a warm scene (ships, own boat, exposure, tubes, a torpedo running).
func BenchmarkStep(b *testing.B) {
	sc, _ := NewAttack(MustData(), convoySetup(1), nil)
	b.ReportAllocs()
	for b.Loop() {
		sc.Step()
		if sc.Ended {
			b.StopTimer()
			sc, _ = NewAttack(MustData(), convoySetup(1), nil)
			b.StartTimer()
		}
	}
}

// §5 / issue target: no allocation per tick once warm (a tick that logs nothing), and
// one AI-played scene well under 20 ms.
func TestStepAllocationFree(t *testing.T) {
	sc, _ := NewAttack(MustData(), convoySetup(4), nil)
	_ = sc.Do(Command{Kind: CmdPeriscope, Flag: true})
	_ = sc.Do(Command{Kind: CmdSpeed, Value: 5})
	_ = sc.Do(Command{Kind: CmdCourse, Value: 90})
	for range 10 {
		sc.Step()
	}
	if a := testing.AllocsPerRun(500, sc.Step); a != 0 {
		t.Errorf("%v allocations per tick", a)
	}
}
