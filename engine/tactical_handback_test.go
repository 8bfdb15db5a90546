package engine

import (
	"strings"
	"testing"
)

// scriptProv is a TacticalProvider and TacticalObserver for scripted rule tests: the
// solution modifiers by torpedo index (ok false: fired by the table, §8.3) and the
// outcomes it is told.
type scriptProv struct {
	sol      map[int]TacDRM // missing index: no value (the table's torpedo)
	outcomes []string
	dived    []bool
}

func (p *scriptProv) Bracket(*Career, *Engagement) (string, bool)        { return "", false }
func (p *scriptProv) Salvo(*Career, *Engagement) ([]TacShot, bool)       { return nil, false }
func (p *scriptProv) PassHazard(*Career, TacPass) (float64, bool)        { return 0, false }
func (p *scriptProv) EvasionDRM(*Career, TacEscortAttack) (TacDRM, bool) { return TacDRM{}, false }
func (p *scriptProv) EvasionShift(*Career, TacEscortAttack) (TacDRM, bool) {
	return TacDRM{}, false
}
func (p *scriptProv) DiveDRM(*Career) (TacDRM, bool)           { return TacDRM{}, false }
func (p *scriptProv) FloodingDRM(*Career) (TacDRM, bool)       { return TacDRM{}, false }
func (p *scriptProv) RepairDRM(*Career, string) (TacDRM, bool) { return TacDRM{}, false }
func (p *scriptProv) EarlyRepair(*Career) []string             { return nil }
func (p *scriptProv) SolutionDRM(_ *Career, t TacTorpedo) (TacDRM, bool, bool) {
	d, ok := p.sol[t.Index]
	return d, false, ok
}
func (p *scriptProv) TorpedoResult(_ *Career, _ TacTorpedo, outcome string) {
	p.outcomes = append(p.outcomes, outcome)
}
func (p *scriptProv) DiveResult(_ *Career, dived bool) { p.dived = append(p.dived, dived) }

// Tactical-design §8.3 "attack after the commit", on scripted dice: the launched
// torpedo rolls [U1] with its solution modifier; the one handed to the table (no
// SolutionDRM value) rolls at the same range with no tactical modifier; the observer
// is told each outcome (§8.1).
func TestTacHandBackAfterCommitScripted(t *testing.T) {
	// U1 3+4 = 7 +2 solution = 9: miss at Medium (7); U1 3+4 = 7: hit; DUD 3 ok; U3 2 → 3.
	tc, _ := shipTC(t, "VIIC", shDice(3, 4, 3, 4, 3, 2)...)
	p := &scriptProv{sol: map[int]TacDRM{0: {V: 2, Why: "tactical: solution poor (q 0.10 / ref 0.70)"}}}
	tc.tac.p = p
	e := tc.newEngage("convoy")
	e.Escorted, e.Range, e.Mode = true, "medium", "submerged"
	tc.putTarget(Target{Name: "Henzada", Tons: 4200, Class: ClassSmallFreighter, Capacity: 3})
	tc.S.Boat.BowTubes[0], tc.S.Boat.BowTubes[1] = G7e, G7e
	tc.fireShots([]shot{{bow: true, tube: 0, kind: G7e, target: 0, tac: 1}, {bow: true, tube: 1, kind: G7e, target: 0, tac: 2}})
	tc.mustUseScript()
	u1 := tc.rolls("U1")
	if len(u1) != 2 {
		t.Fatalf("%d U1 rolls", len(u1))
	}
	if u1[0].Column != "medium" || !shHasMod(u1[0], 2, "tactical: solution poor (q 0.10 / ref 0.70)") || u1[0].Result != "miss" {
		t.Errorf("the launched torpedo's U1 %+v", u1[0])
	}
	for _, m := range u1[1].Mods {
		if strings.HasPrefix(m.Why, "tactical:") {
			t.Errorf("the table's torpedo carries %+v", m)
		}
	}
	if u1[1].Column != "medium" || u1[1].Result != "hit" || !e.Targets[0].Sunk {
		t.Errorf("the table's torpedo: U1 %+v, target %+v", u1[1], e.Targets[0])
	}
	if strings.Join(p.outcomes, " ") != "miss hit" {
		t.Errorf("outcomes told %v", p.outcomes)
	}
}
