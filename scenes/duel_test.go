package scenes

import (
	"strings"
	"testing"

	"uboat/engine"
	"uboat/game"
	"uboat/savefile"
)

// clickAt runs one frame with a click in the middle of r.
func clickButton(g *game.Game, x, y, w, h float64) {
	g.In.Reset()
	g.In.X, g.In.Y = x+w/2, y+h/2
	g.In.Moved, g.In.Clicked = true, true
	g.Update()
}

// The two-player game (13.1) through the input path: the setup's "Two players" button,
// the second player's page, then Enter for every step (the safest answer, the refit
// report, the hand-over screens). The screen is handed to player 1, then — once his patrol
// and refit were shown — to player 2, then back to player 1 for his second patrol; the
// escort's direction (14.8 on) is handed to the player not on patrol and the Kommandant's
// number is logged as secret; both careers are saved in their slots with the pair's
// record, and Continue resumes the game at the same decision.
func TestDuelHotSeat(t *testing.T) {
	dir := t.TempDir()
	g := game.New(game.Options{Fake: true, Mute: true, Seed: 11, Start: "1944-03", ConfigDir: dir}, func(g *game.Game) game.Scene { return NewTitle(g) })
	g.Settings.Pace = "instant"
	g.Settings.ConfirmDanger = false
	s := NewSetup(g)
	s.options = engine.Options{engine.OptEvasive: true}
	g.Stack.Reset(s, false)
	b := s.actions.Buttons[4]
	clickButton(g, b.R.X, b.R.Y, b.R.W, b.R.H)
	settle(g)
	if _, ok := g.Stack.Top().(*DuelSetup); !ok {
		t.Fatalf("the Two players button opens %T", g.Stack.Top())
	}
	press(g, game.ActConfirm) // Start the game
	settle(g)
	var c *Campaign
	var turns []int // the players the screen was handed to for a turn
	escorts, frames := 0, 0
	var last *handover
	for ; frames < 400000; frames++ {
		top := g.Stack.Top()
		if ps, ok := top.(*PlayScene); ok && c == nil {
			c = ps.c
		}
		if h, ok := top.(*handover); ok && h != last {
			last = h
			p := c.duel
			switch {
			case strings.Contains(h.words[0].text, "turn"):
				turns = append(turns, p.shown)
			case strings.Contains(h.words[0].text, "escort"):
				escorts++
				if p.shown == p.drv.player {
					t.Fatalf("the escort's direction handed to the player on patrol (%d)", p.shown+1)
				}
			}
		}
		if c != nil && (c.duel.over || len(turns) >= 3) {
			break
		}
		if frames%2 == 0 {
			press(g, game.ActConfirm)
		} else {
			g.Update()
		}
		for g.Stack.Fading() {
			g.Stack.Step()
		}
	}
	if c == nil || c.drv.Err() != nil {
		t.Fatalf("no game: %v", c)
	}
	if len(turns) < 2 || turns[0] != 0 || turns[1] != 1 || (len(turns) > 2 && turns[2] != 0) {
		t.Fatalf("turns handed to players %v (frames %d), want 1, 2, 1", turns, frames)
	}
	st0 := c.duel.drv.d.State(0)
	if st0.PatrolCount < 2 && !st0.Ended {
		t.Fatalf("player 2's turn before player 1's patrol was over (patrol %d)", st0.PatrolCount)
	}
	log := strings.Join(c.Log.Lines(), "\n")
	if escorts > 0 && (!strings.Contains(log, "chosen in secret") || !strings.Contains(log, "Revealed:")) {
		t.Errorf("%d escort hand-overs but the log does not keep the number secret:\n%s", escorts, log)
	}
	// saved: both slots and the record; Continue resumes the game at the same decision
	rec := readDuel(g)
	if rec.Slots[0] == "" || rec.Slots[1] != rec.Slots[0]+"-2" {
		t.Fatalf("record %+v", rec)
	}
	if _, err := savefile.ReadConfig(dir, duelFile); err != nil {
		t.Fatal(err)
	}
	var pending [2]string
	for i, id := range rec.Slots {
		r, err := g.Careers.Store.Get(id)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(strings.Join(r.Save.Config.Options, ","), engine.OptTwoPlayer) {
			t.Fatalf("slot %s: options %v", id, r.Save.Config.Options)
		}
		pending[i] = r.Save.Summary.Date
	}
	continueCareer(g, rec.Slots[1])
	settle(g)
	ps, ok := g.Stack.Top().(*PlayScene)
	if !ok || ps.c.duel == nil {
		t.Fatalf("Continue on a two-player career opens %T", g.Stack.Top())
	}
	for i := 0; i < 2; i++ {
		if d := ps.c.duel.drv.d.State(i).Date.String(); d != pending[i] {
			t.Errorf("player %d resumed at %s, saved at %s", i+1, d, pending[i])
		}
	}
	if escorts == 0 {
		t.Log("no depth-charge attack in these patrols: the escort's hand-over not exercised here (engine/duel tests it)")
	}
}
