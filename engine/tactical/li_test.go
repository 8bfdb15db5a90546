package tactical

import (
	"bytes"
	"math"
	"testing"
)

// TestDCMoveLI is design §4.2 with an order: "if he is healthy, the team he stands with
// works at ×1.25", and the LI can be moved to another team (CmdMoveLI). [designed] He
// walks 20 s per section between the teams, leading no team meanwhile. Two equal repair
// jobs, team 2 (section 3) and team 3 (the LI's, section 4) at work: moved at tick 0,
// the LI's ×1.25 goes to team 2 after his 20 s walk (39 ticks at ×1, 561 at ×1.25) and
// team 3 works at ×1 for the whole 300 s. Refusals: an SW team, his own team, an
// unhealthy LI. The order replays from the saved orders (§9.5.2).
func TestDCMoveLI(t *testing.T) {
	play := func(move bool) *DCScene {
		sc, err := NewDC(MustData(), DCSetup{Seed: 9, LIHealthy: true, LITeam: 2, Crew: [4]int{0, 0, 0, 2}})
		if err != nil {
			t.Fatal(err)
		}
		_, _ = sc.Hit("periscope", 4) // section 3, 25 team-minutes
		_, _ = sc.Hit("fuel_tanks", 4)
		if err := sc.Do(Command{Kind: CmdDCAssign, N: 1, Target: 0}); err != nil {
			t.Fatal(err)
		}
		if err := sc.Do(Command{Kind: CmdDCAssign, N: 2, Target: 1}); err != nil {
			t.Fatal(err)
		}
		if move {
			for _, bad := range []Command{{Kind: CmdMoveLI, N: 3}, {Kind: CmdMoveLI, N: 5}, {Kind: CmdMoveLI, N: -1}} {
				if err := sc.Do(bad); err != ErrDCTeam {
					t.Fatalf("%+v: %v, want ErrDCTeam", bad, err)
				}
			}
			if err := sc.Do(Command{Kind: CmdMoveLI, N: 2}); err != ErrDCLI {
				t.Fatalf("LI moved to his own team: %v", err)
			}
			if err := sc.Do(Command{Kind: CmdMoveLI, N: 1}); err != nil {
				t.Fatal(err)
			}
			if team, walking := sc.LITeam(); team != 1 || !walking {
				t.Fatalf("LI with team %d, walking %v", team, walking)
			}
			evs := eventsOf[DCEvent](sc.Log)
			if e := evs[len(evs)-1]; e.Team != "li" || e.Action != "assign" || e.Room != sc.Teams[1].Section || e.Job != sc.Jobs[0].Key() || e.N != 1 || e.With != "crew_2" {
				t.Fatalf("the order's tac_dc %+v", e)
			}
			if sc.View().DC.LI != 2 {
				t.Fatalf("the View's LI %d, want team 2", sc.View().DC.LI)
			}
		}
		sc.Run(nil, 300) // seconds
		return sc
	}
	base, moved := play(false), play(true)
	if team, walking := moved.LITeam(); team != 1 || walking {
		t.Fatalf("after 300 s the LI is with team %d, walking %v", team, walking)
	}
	if base.Teams[1].Pips != 0 || moved.Teams[2].Pips != 0 {
		t.Fatal("fatigue within 300 s: the arithmetic below assumes none")
	}
	if got, want := moved.Jobs[0].DoneS-base.Jobs[0].DoneS, 0.25*(300-19.5); math.Abs(got-want) > 1e-6 {
		t.Fatalf("team 2 gained %.3f team-seconds from the LI, want %.3f", got, want)
	}
	if r := base.Jobs[1].DoneS / moved.Jobs[1].DoneS; math.Abs(r-1.25) > 1e-9 {
		t.Fatalf("team 3 without the LI: ratio %.4f, want 1.25", r)
	}
	re, err := ReplayDC(MustData(), moved.Setup, moved.Inputs, moved.Orders, moved.Tick)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(JSONLines(re.Log), JSONLines(moved.Log)) || re.Jobs[0].DoneS != moved.Jobs[0].DoneS {
		t.Fatal("the LI's move does not replay")
	}
	if team, _ := re.LITeam(); team != 1 {
		t.Fatalf("replayed LI with team %d", team)
	}

	sick, _ := NewDC(MustData(), DCSetup{Seed: 9, LIHealthy: false, LITeam: 2})
	if err := sick.Do(Command{Kind: CmdMoveLI, N: 1}); err != ErrDCLI {
		t.Fatalf("an unhealthy LI moved: %v", err)
	}
}
