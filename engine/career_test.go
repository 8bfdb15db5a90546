package engine

import "testing"

// 5.2.2: victory levels by career tonnage (Defeat 0–9,999, Draw 10,000–19,999, Marginal
// 20,000–49,999, Substantial 50,000–99,999, Decisive 100,000+).
func TestRule5_2_VictoryBands(t *testing.T) {
	tc := newTestCareer(t, "VIIC", FirstMonth)
	for _, tt := range []struct {
		tons int
		want string
	}{
		{0, "defeat"}, {9999, "defeat"}, {10000, "draw"}, {19999, "draw"}, {20000, "marginal"},
		{49999, "marginal"}, {50000, "substantial"}, {99999, "substantial"}, {100000, "decisive"}, {450000, "decisive"},
	} {
		tc.S.CareerTons = tt.tons
		if got := tc.victoryLevel("war_over"); got != tt.want {
			t.Errorf("%d t: %s, want %s", tt.tons, got, tt.want)
		}
	}
}

// 5.2.2, 10.10.2: a boat captured after a failed scuttle is a Defeat whatever the
// tonnage; a successful scuttle (crew captured) is judged on tonnage (5.2.3).
func TestRule5_2_2_CapturedBoatIsDefeat(t *testing.T) {
	tc := newTestCareer(t, "VIIC", FirstMonth)
	tc.S.CareerTons = 150000
	tc.S.BoatCaptured = true
	if ended, _ := tc.run(func() { tc.endGame("captured") }); !ended || tc.S.Victory != "defeat" {
		t.Errorf("captured boat: ended %v, victory %s", ended, tc.S.Victory)
	}
	tc = newTestCareer(t, "VIIC", FirstMonth)
	tc.S.CareerTons = 150000
	tc.run(func() { tc.endGame("captured") })
	if tc.S.Victory != "decisive" {
		t.Errorf("scuttled boat: %s", tc.S.Victory)
	}
}

// 5.2.3: the victory level is still determined when the Kommandant is killed.
func TestRule5_2_3_Posthumous(t *testing.T) {
	tc := newTestCareer(t, "VIIC", FirstMonth)
	tc.S.CareerTons = 30000
	tc.run(func() { tc.endGame("kmdt_killed") })
	ev := tc.eventsOf(TCareerEnd)
	if len(ev) != 1 {
		t.Fatalf("career_end events %d", len(ev))
	}
	if e := ev[0].(*CareerEndEvent); e.Victory != "marginal" || e.Reason != "kmdt_killed" || e.Tons != 30000 {
		t.Errorf("career_end %+v", e)
	}
}

// 5.1.2: when the refit makes the next patrol start after 5/45 the career ends ("R" rows
// written up to the war's end only, the career dated 5/45; no chapter 11 awards but the
// final 4/45 promotion roll still due, 11.2.3); a refit ending in time keeps it going.
func TestRule5_1_2_WarEndsDuringRefit(t *testing.T) {
	tc := refitCase(t, "VIIC", MonthOf(1945, 4), BaseNorway, 6, 6, 6) // air raid: no effect; M4 6
	tc.S.Boat.Hull = 3                                                // 2 months: 5/45, (6/45)
	tc.S.CareerTons = 12000
	ended, _ := tc.run(tc.refit)
	if !ended || !tc.S.Ended || tc.S.EndReason != "war_over" || tc.S.Victory != "draw" {
		t.Fatalf("ended %v reason %q victory %q", ended, tc.S.EndReason, tc.S.Victory)
	}
	if tc.S.Date != LastMonth {
		t.Errorf("the career ends %s, not in the war's end month", tc.S.Date)
	}
	if tc.rCount() != 1 || len(tc.eventsOf(TDecoration)) != 0 || len(tc.eventsOf(TCareerEnd)) != 1 || len(tc.rolls("M4")) != 1 {
		t.Errorf("R rows %d, decorations %d", tc.rCount(), len(tc.eventsOf(TDecoration)))
	}
	tc.mustUseScript()

	tc = refitCase(t, "VIIC", MonthOf(1945, 3), BaseNorway, 6, 6, 6) // air raid, final M4
	tc.S.Boat.Schnorchel = true
	ended, _ = tc.run(tc.refit)
	if ended || tc.S.Date != LastMonth {
		t.Errorf("refit 4/45: ended %v, next %s", ended, tc.S.Date)
	}
	tc.mustUseScript()
}

// TestFixedOptionsStayConstant: the constant option lists offered as they are (fixed)
// keep no odds after careers with Config.Odds (those go to a copy), and without odds the
// decision offers the list itself.
func TestFixedOptionsStayConstant(t *testing.T) {
	lists := [][]Choice{optsAbort, optsPostureBoth, optsPostureSurfaced, optsTestDepth, optsBold, optsNight,
		optsAttack, optsAttackEscort, optsSecondSalvo, optsRange}
	for seed := uint64(1); seed <= 20; seed++ {
		c, err := NewCareer(Config{Seed: seed, Type: "VIIC", Odds: true}, nil)
		if err != nil {
			t.Fatal(err)
		}
		c.SetOddsHook(func(d *Decision) {
			for i := range d.Options {
				d.Options[i].Label += "" // a hook may write to the options it is given
				d.Options[i].Odds = append(d.Options[i].Odds, Odds{Outcome: "hook", P: 1})
			}
		})
		if err := c.Run(firstDecider{}); err != nil {
			t.Fatal(err)
		}
	}
	for _, l := range lists {
		for _, o := range l {
			if o.Odds != nil {
				t.Fatalf("constant option %q got odds %v", o.Key, o.Odds)
			}
		}
	}
	c := &Career{}
	if got := c.fixed(optsAbort); &got[0] != &optsAbort[0] {
		t.Fatal("without odds fixed copies the list")
	}
}

// firstDecider answers every decision with its first option.
type firstDecider struct{}

func (firstDecider) Decide(_ *State, d *Decision) (string, string) { return d.Options[0].Key, "" }
