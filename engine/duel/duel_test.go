package duel_test

import (
	"errors"
	"testing"

	"uboat/engine"
	"uboat/engine/duel"
	"uboat/engine/enginetest"
	"uboat/engine/policy"
)

func cfg(start engine.Month, end engine.Month) duel.Config {
	return duel.Config{Type: "VIIC", Start: start, End: end,
		Options: engine.Options{engine.OptEvasive: true},
		Players: [2]duel.Player{{Seed: 7, Kommandant: "Anna", UNumber: "U-201"}, {Seed: 8, Kommandant: "Bert", UNumber: "U-202"}}}
}

type turn struct{ player, patrol int }

// play answers every decision with the Commander (the escort's direction too, for the
// player not on patrol) until the game is over or stop decisions were answered; it
// returns the turns in order (a new entry whenever the player or his patrol changes)
// and the evasive_escort decisions seen, with who answered them.
func play(t *testing.T, d *duel.Duel, stop int) (turns []turn, escorts [][2]int) {
	t.Helper()
	cmd := policy.NewCommander()
	ended := false // the player on turn was handed his patrol's end
	for n := 0; n != stop; {
		p, evs, dec := d.Next()
		if len(turns) > 0 && turns[len(turns)-1].player == p {
			for _, e := range evs {
				if _, ok := e.(*engine.PatrolEndEvent); ok {
					ended = true
				}
			}
		}
		if dec == nil {
			if d.Done() && len(evs) == 0 {
				break
			}
			continue
		}
		n++
		tn := turn{p, d.State(p).PatrolCount}
		if len(turns) > 0 && turns[len(turns)-1].player != p && !ended {
			t.Fatalf("the turn passes to player %d before player %d saw the end of his patrol", p+1, turns[len(turns)-1].player+1)
		}
		if len(turns) == 0 || turns[len(turns)-1] != tn {
			if len(turns) == 0 || turns[len(turns)-1].player != p {
				ended = false
			}
			turns = append(turns, tn)
		}
		if dec.ID == "evasive_escort" {
			escorts = append(escorts, [2]int{p, d.Chooser()})
		}
		key, _ := cmd.Decide(d.State(p), dec)
		if err := d.Choose(dec.Seq, key); err != nil {
			t.Fatal(err)
		}
	}
	return turns, escorts
}

// 13.0: the solitaire game played by more than one player; 13.1.1 / 13.1.2: the players
// alternate patrols (player 1's first, then player 2's …);
// once a career is over the other plays on alone; 13.1.3 the greater tonnage wins.
func TestRule13_1_AlternatePatrolsAndTheWinner(t *testing.T) {
	var d *duel.Duel
	var turns []turn
	for seed := uint64(7); seed < 60; seed++ { // a game where both reach their second patrol
		c := cfg(engine.MonthOf(1943, 7), 0)
		c.Players[0].Seed, c.Players[1].Seed = seed, seed+1000
		dd, err := duel.New(c)
		if err != nil {
			t.Fatal(err)
		}
		defer dd.Close()
		d = dd
		if turns, _ = play(t, d, -1); len(turns) >= 4 && turns[3] == (turn{1, 2}) {
			break
		}
	}
	if !d.Done() || d.Err() != nil {
		t.Fatalf("not over: %v", d.Err())
	}
	if len(turns) < 4 || turns[0] != (turn{0, 1}) || turns[1] != (turn{1, 1}) || turns[2] != (turn{0, 2}) || turns[3] != (turn{1, 2}) {
		t.Fatalf("turns %v: want player 1's patrol 1, player 2's, player 1's patrol 2, player 2's", turns)
	}
	for i := 1; i < len(turns); i++ {
		prev, cur := turns[i-1], turns[i]
		if cur.player == prev.player { // only once the other's career is over
			for _, later := range turns[i:] {
				if later.player != cur.player {
					t.Fatalf("turn %d: player %d twice in a row while the other still plays (%v)", i, cur.player+1, turns)
				}
			}
			if !d.State(1 - cur.player).Ended {
				t.Fatalf("player %d plays alone, the other's career is not over", cur.player+1)
			}
			continue
		}
		// player 2 follows with the same patrol number, player 1 with the next
		if want := prev.patrol + 1 - cur.player; cur.patrol != want {
			t.Fatalf("turn %d: %v after %v (want patrol %d)", i, cur, prev, want)
		}
	}
	r := d.Result()
	s0, s1 := d.State(0), d.State(1)
	if r.Tons != [2]int{s0.CareerTons, s1.CareerTons} {
		t.Fatalf("result %v, careers %d and %d t", r.Tons, s0.CareerTons, s1.CareerTons)
	}
	if want := map[bool]int{true: 0, false: 1}[r.Tons[0] > r.Tons[1]]; r.Tons[0] != r.Tons[1] && r.Winner != want {
		t.Fatalf("winner %d with %v", r.Winner, r.Tons)
	}
	if !s0.Options.Has(engine.OptTwoPlayer) || !s1.Options.Has(engine.OptEvasive) {
		t.Fatal("the careers do not carry the two-player game and the options")
	}
}

// 13.1.2 / 14.8.3: with 14.8 in force the escort's direction is asked of the player not
// on patrol; every one is answered by him.
func TestRule13_1_2_EscortChosenByTheOtherPlayer(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed < 30 && seen == 0; seed++ {
		c := cfg(engine.MonthOf(1944, 6), 0)
		c.Players[0].Seed, c.Players[1].Seed = seed, seed+100
		d, err := duel.New(c)
		if err != nil {
			t.Fatal(err)
		}
		_, escorts := play(t, d, -1)
		d.Close()
		for _, e := range escorts {
			if e[1] != 1-e[0] {
				t.Fatalf("the escort's direction in player %d's patrol chosen by player %d", e[0]+1, e[1]+1)
			}
		}
		seen += len(escorts)
	}
	if seen == 0 {
		t.Fatal("no depth-charge attack with 14.8 in 29 two-player games")
	}
}

// Saved and resumed: the two careers saved part-way and resumed play on to the same
// end as the game played through (the turn follows from them).
func TestSaveAndResume(t *testing.T) {
	whole, err := duel.New(cfg(engine.MonthOf(1944, 1), 0))
	if err != nil {
		t.Fatal(err)
	}
	defer whole.Close()
	wantTurns, _ := play(t, whole, -1)

	d, _ := duel.New(cfg(engine.MonthOf(1944, 1), 0))
	firstTurns, _ := play(t, d, 40)
	d.Next() // stand at the pending decision
	a, err := d.Save(0)
	if err != nil {
		t.Fatal(err)
	}
	b, err := d.Save(1)
	if err != nil {
		t.Fatal(err)
	}
	d.Close()
	r, err := duel.Resume(a, b, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	rest, _ := play(t, r, -1)
	if len(rest) > 0 && len(firstTurns) > 0 && rest[0] == firstTurns[len(firstTurns)-1] {
		rest = rest[1:]
	}
	got := append(firstTurns, rest...)
	if len(got) != len(wantTurns) {
		t.Fatalf("resumed turns %v, played through %v", got, wantTurns)
	}
	for i := range got {
		if got[i] != wantTurns[i] {
			t.Fatalf("turn %d: resumed %v, played through %v", i, got[i], wantTurns[i])
		}
	}
	if r.Result() != whole.Result() {
		t.Fatalf("resumed %+v, played through %+v", r.Result(), whole.Result())
	}
	// a solitaire career is no side of a two-player game
	_, sv := enginetest.Play(t, engine.Config{Seed: 1, Type: "VIIC", Start: engine.MonthOf(1944, 1)}, nil)
	if _, err := duel.Resume(sv, sv, 0); !errors.Is(err, duel.ErrNotTwoPlayer) {
		t.Fatalf("two solitaire saves: %v", err)
	}
}

// 13.1.1 an agreed end date: no patrol begun in it or later is played; the tonnage of
// the earlier ones decides.
func TestRule13_1_1_AgreedEnd(t *testing.T) {
	end := engine.MonthOf(1944, 1)
	d, err := duel.New(cfg(engine.MonthOf(1943, 7), end))
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	play(t, d, -1)
	if !d.Done() {
		t.Fatal("not over")
	}
	for i := 0; i < 2; i++ {
		for _, row := range d.State(i).Log {
			if row.Kind == "patrol" && row.Month >= end && row.Tons > 0 {
				t.Fatalf("player %d: a patrol of %s counted", i+1, row.Month)
			}
		}
		if st := d.State(i); !st.Ended && st.Date < end-1 {
			t.Fatalf("player %d stopped at %s, before the end %s", i+1, st.Date, end)
		}
	}
	if _, err := duel.New(cfg(engine.MonthOf(1943, 7), engine.MonthOf(1943, 7))); err == nil {
		t.Fatal("an end before the start is accepted")
	}
}
