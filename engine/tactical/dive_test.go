package tactical

import (
	"bytes"
	"testing"
)

// TestCrashDiveScene is §9.4.4 on the scene: the §6.4 auto-alarm gets 0 at every skill,
// condition and boat family, so the AI's [A1] success equals the table's at every
// modifier −2 … +2 (within ±3 pp by 20,000 rolls per modifier on the scene's value; the
// reduced form 4,000); a scripted alarm 20 s late gives −1; double lookouts and the
// NAXOS warning with the quick alarm +1; an aircraft arriving before any alarm −2.
func TestCrashDiveScene(t *testing.T) {
	d := MustData()
	for _, fam := range d.Boats {
		for s := SightDay; s <= SightNaxos; s++ {
			for _, sk := range []Skill{Green, Reference, Ace} {
				sc, err := NewDive(d, DiveSetup{Seed: 1, Sighting: s, BoatType: fam.Types[0]})
				if err != nil {
					t.Fatal(err)
				}
				got := PlayDive(sc, DiveAI{Skill: sk})
				want := 0
				if s == SightDayDouble || s == SightNaxos {
					want = 1
				}
				if got != want {
					t.Fatalf("%s %v skill %v: DiveDRM %d, want %d (margin %.1f)", fam.Key, s, sk, got, want, sc.Margin)
				}
			}
		}
	}
	late := func(delay float64, s Sighting) *DiveScene {
		sc, _ := NewDive(d, DiveSetup{Seed: 2, Sighting: s, BoatType: "VIIC"})
		for Seconds(sc.Tick) < delay && !sc.Decided {
			sc.Step()
		}
		if !sc.Decided {
			if err := sc.Do(Command{Kind: CmdAlarm}); err != nil {
				t.Fatal(err)
			}
		}
		return sc
	}
	if sc := late(20, SightDay); sc.DRM != -1 {
		t.Fatalf("alarm 20 s late: %d (margin %.1f)", sc.DRM, sc.Margin)
	}
	if sc := late(1e9, SightNight); sc.DRM != -2 {
		t.Fatalf("no alarm: %d", sc.DRM)
	}
	if sc := late(0, SightDay); sc.Do(Command{Kind: CmdAlarm}) != ErrDiveAlarm {
		t.Fatal("a second alarm accepted")
	}
	// [A1] 8+ on 2d6 + m + drm with the scene's value (the auto-dive AI)
	n := 4000
	if longRun() {
		n = 20000
	}
	r := NewStream(44, 1)
	for m := -2; m <= 2; m++ {
		ok := 0
		for i := 0; i < n; i++ {
			sc, _ := NewDive(d, DiveSetup{Seed: uint64(i), Sighting: Sighting(i % 3 * 2 % 4), BoatType: "VIIC"}) // day and night
			drm := PlayDive(sc, DiveAI{Skill: Reference})
			if r.Die(6)+r.Die(6)+m+drm >= 8 {
				ok++
			}
		}
		table := 0.0
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				if a+b+m >= 8 {
					table += 1.0 / 36
				}
			}
		}
		if got := float64(ok) / float64(n); got < table-0.03 || got > table+0.03 {
			t.Errorf("[A1] m %+d: AI %.3f vs table %.3f (±3 pp)", m, got, table)
		}
	}
}

// TestDiveSaveLoad: a crash dive saved after the alarm reloads to the same state and
// log (§9.5.2); a bad command is refused.
func TestDiveSaveLoad(t *testing.T) {
	d := MustData()
	sc, _ := NewDive(d, DiveSetup{Seed: 5, Sighting: SightDay, BoatType: "IXC"})
	for range 9 {
		sc.Step()
	}
	_ = sc.Do(Command{Kind: CmdAlarm})
	for range 30 {
		sc.Step()
	}
	b, _ := sc.Save()
	l, err := LoadDive(d, b)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(JSONLines(l.Log), JSONLines(sc.Log)) || l.Depth != sc.Depth || l.RangeM != sc.RangeM || l.DRM != sc.DRM {
		t.Fatal("the loaded crash dive differs")
	}
	if sc.Depth <= 0 {
		t.Fatal("the boat is not going down 15 s after the alarm")
	}
	if err := sc.Do(Command{Kind: CmdFire}); err != ErrDiveCmd {
		t.Fatalf("a torpedo order in a crash dive: %v", err)
	}
	sc.Outcome(true)
	if !sc.Ended || sc.Reason != EndDived {
		t.Fatal("the outcome did not end the scene")
	}
}

// BenchmarkDive: one crash-dive scene with the auto-alarm.
func BenchmarkDive(b *testing.B) {
	d := MustData()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		sc, _ := NewDive(d, DiveSetup{Seed: uint64(i), Sighting: SightDay, BoatType: "VIIC"})
		PlayDive(sc, DiveAI{Skill: Reference})
	}
}
