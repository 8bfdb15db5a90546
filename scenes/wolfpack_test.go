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
	var res *packResult
	frames := 0
	for ; frames < 600000 && res == nil; frames++ {
		switch top := g.Stack.Top().(type) {
		case *PlayScene:
			if c == nil {
				c = top.c
			}
		case *packResult:
			res = top
			continue
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
