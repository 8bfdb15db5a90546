package scenes

import (
	"strings"
	"testing"

	"uboat/game"
	"uboat/i18n"
)

// The wolfpack tournament (13.5) through the input path: the setup's "Wolfpack" button,
// the page (two players by default, Start focused), then Enter for every step (the
// focused, safest answer, the reports, the hand-over screens) until the standings. The
// screen is handed over only between the two players' boats (1 and 2), each time to the
// other one; the Commander's four boats never stop the game; the standings show the
// pack's and each boat's tonnage as the engine counts them (13.5.1).
func TestWolfpackHotSeat(t *testing.T) {
	g := game.New(game.Options{Fake: true, Mute: true, Seed: 7, ConfigDir: t.TempDir()}, func(g *game.Game) game.Scene { return NewTitle(g) })
	g.Settings.Pace = "instant"
	g.Settings.ConfirmDanger = false
	s := NewSetup(g)
	g.Stack.Reset(s, false)
	b := s.actions.Buttons[5]
	clickButton(g, b.R.X, b.R.Y, b.R.W, b.R.H)
	settle(g)
	ps, ok := g.Stack.Top().(*PackSetup)
	if !ok {
		t.Fatalf("the Wolfpack button opens %T", g.Stack.Top())
	}
	if got := ps.Players(); len(got) != 2 || got[0] == got[1] {
		t.Fatalf("default players %q", got)
	}
	press(g, game.ActConfirm) // Start
	settle(g)
	var c *Campaign
	var res *resultScreen
	frames := 0
	var decided [6]int // frames with a decision pending, by boat
	paused := false
	for ; frames < 600000 && res == nil; frames++ {
		switch top := g.Stack.Top().(type) {
		case *PlayScene:
			if c == nil {
				c = top.c
			}
			// a decision to answer is the boat on turn's, on its own status board (empty
			// before the boat's first event is shown; a hand-over made ready comes first)
			if c.pending != nil && c.pack.ready < 0 {
				b := c.pack.drv.boat
				if id := c.Status.View.BoatID; c.pack.board != b || id != "" && id != c.pack.drv.p.Boats[b].Career.State().Boat.ID {
					t.Fatalf("boat %d's decision %s on boat %d's board (%s)", b+1, c.pending.ID, c.pack.board+1, c.Status.View.BoatID)
				}
				decided[b]++
				if !paused && b == 1 { // Esc: the pause menu says the pack is not saved; Esc resumes
					paused = true
					press(g, game.ActBack)
					pz, ok := g.Stack.Top().(*Pause)
					if !ok || pz.note.text != i18n.T("pack.not_saved") {
						t.Fatalf("Esc in the wolfpack opens %T", g.Stack.Top())
					}
					for _, bt := range pz.list.Buttons {
						if bt.Key == "pause.save_title" && bt.Label != i18n.T("pack.leave") {
							t.Errorf("the pause menu offers %q in a wolfpack", bt.Label)
						}
					}
					press(g, game.ActBack)
					if g.Stack.Top() != top {
						t.Fatalf("Esc in the pause menu: top %T", g.Stack.Top())
					}
				}
			}
		case *resultScreen:
			res = top
			continue
		}
		if frames%3 == 0 { // (every third frame: a decision is seen on show before Enter)
			press(g, game.ActConfirm)
		} else {
			g.Update()
		}
		for g.Stack.Fading() {
			g.Stack.Step()
		}
	}
	if c == nil || c.pack == nil {
		t.Fatal("no wolfpack game on the play screens")
	}
	if err := c.drv.Err(); err != nil {
		t.Fatal(err)
	}
	if res == nil {
		t.Fatalf("no standings after %d frames (turns %v)", frames, c.pack.turns)
	}
	p := c.pack
	pk := p.drv.p
	if !pk.Done() || len(pk.Boats) != 6 {
		t.Fatalf("pack done %v, %d boats", pk.Done(), len(pk.Boats))
	}
	// hand-overs: to the players' boats only, each to the other one
	if len(p.turns) < 2 || p.turns[0] != 0 {
		t.Fatalf("hand-overs %v: want boat 1 first, then boat 2", p.turns)
	}
	for i, b := range p.turns {
		if b != 0 && b != 1 {
			t.Fatalf("hand-over %d to boat %d, a Commander's", i, b+1)
		}
		if i > 0 && b == p.turns[i-1] {
			t.Fatalf("hand-overs %v: twice in a row to boat %d", p.turns, b+1)
		}
	}
	if decided[0] == 0 || decided[1] == 0 || decided[2]+decided[3]+decided[4]+decided[5] != 0 {
		t.Fatalf("decisions pending by boat %v: want both players', no Commander's", decided)
	}
	for i, b := range pk.Boats {
		if b.Player != (i < 2) {
			t.Fatalf("boat %d player %v", i+1, b.Player)
		}
	}
	// the Commander's boats played without stopping, their rolls in the pack's roll log
	log := strings.Join(c.Log.Lines(), "\n")
	for i := 2; i < 6; i++ {
		if len(pk.Boats[i].Events) == 0 || !pk.Boats[i].Done() {
			t.Errorf("Commander boat %d: %d events, done %v", i+1, len(pk.Boats[i].Events), pk.Boats[i].Done())
		}
		if head := i18n.T("pack.log_commander", "boat", p.boatName(i)); !strings.Contains(log, head) {
			t.Errorf("the roll log lacks %q", head)
		}
	}
	// the standings are the engine's (13.5.1)
	text := res.words[1].text
	sum := 0
	for i, b := range pk.Boats {
		sum += b.Tons()
		line := i18n.T("pack.result.boat", "boat", p.boatName(i), "who", map[bool]string{true: i18n.T("pack.player"), false: i18n.T("pack.commander")}[b.Player],
			"tons", tons(b.Tons()), "ships", i18n.T("hall.count.ships", "n", b.Ships()), "outcome", wordsOr(b.Outcome()))
		if !strings.Contains(text, line) {
			t.Errorf("standings lack boat %d's line %q:\n%s", i+1, line, text)
		}
	}
	if sum != pk.Tons() || !strings.Contains(text, tons(pk.Tons())) || !strings.Contains(text, pk.Name) {
		t.Errorf("pack %s %d t (boats %d t) not in the standings:\n%s", pk.Name, pk.Tons(), sum, text)
	}
	t.Logf("pack %s: %d t, hand-overs %v, picks %d, battles %d, %d frames", pk.Name, pk.Tons(), p.turns, pk.Picks, pk.Battles, frames)
	// the top bar named the boat and the pack
	if tb := packTitle(packTitleKey{0, pk.Name, "x"}); !strings.Contains(tb, pk.Name) {
		t.Errorf("top bar %q", tb)
	}
}

// The wolfpack page by keys alone (13.5.1): ↑ from Start reaches the last player's name,
// Enter edits it (typed letters, Backspace, Enter ends), ↑ to the number of players, →
// adds players up to six and no further, ← takes them away down to one; Esc goes back.
func TestPackSetupKeys(t *testing.T) {
	g, s := newTestSetup(t, "")
	p := NewPackSetup(s)
	g.Stack.Reset(p, false)
	key := func(a ...game.Action) {
		g.In.Reset()
		for _, x := range a {
			g.In.Trigger(x)
		}
		if err := p.Update(g); err != nil {
			t.Fatal(err)
		}
	}
	key(game.ActUp) // Start → player 2's name
	if p.row != 2 {
		t.Fatalf("↑ from Start: row %d", p.row)
	}
	key(game.ActConfirm)
	if !p.editing {
		t.Fatal("Enter on a name does not edit it")
	}
	g.In.Reset()
	g.In.Erase = true
	for range len(p.names[1]) {
		if err := p.Update(g); err != nil {
			t.Fatal(err)
		}
	}
	g.In.Reset()
	g.In.Chars = []rune("Jo")
	if err := p.Update(g); err != nil {
		t.Fatal(err)
	}
	key(game.ActConfirm)
	if p.editing || p.Players()[1] != "Jo" {
		t.Fatalf("edited name %q (editing %v)", p.Players()[1], p.editing)
	}
	key(game.ActUp)
	key(game.ActUp) // the number of players
	if p.row != 0 {
		t.Fatalf("row %d, want the number", p.row)
	}
	for range 7 {
		key(game.ActRight)
	}
	if len(p.Players()) != 6 {
		t.Fatalf("→ ×7: %d players", len(p.Players()))
	}
	for range 7 {
		key(game.ActLeft)
	}
	if len(p.Players()) != 1 {
		t.Fatalf("← ×7: %d players", len(p.Players()))
	}
	key(game.ActDown)
	key(game.ActDown) // the one name, then Start
	if p.row != packRowStart || p.list.Focus != 2 {
		t.Fatalf("row %d focus %d, want Start", p.row, p.list.Focus)
	}
}
