package scenes

import (
	"strings"
	"testing"

	"uboat/game"
	"uboat/i18n"
)

// The standing choices work on the decision as the screens say it (present.Localize): in
// German the panel shows the abort's prompt and options in German with the standing
// button last, the answer line of the roll log is German, and an abort asked in spite of
// the choice says why under the German prompt (10.9.5).
func TestStandingOnTheLocalizedDecision(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	d := standingScript(abortDec())
	g, c := answerGame(game.Options{Lang: "de"}, d, nil)
	if i18n.Current() != i18n.De {
		t.Fatalf("the game speaks %v, want German", i18n.Current())
	}
	shown(t, g, c, "abort")
	frames(g, 300, nil)
	bs := c.Panel.List.Buttons
	if len(bs) != 3 || bs[0].Label != "Feindfahrt fortsetzen" || bs[1].Label != "Abbrechen und zum Stützpunkt zurückkehren" ||
		bs[2].Key != standingPrefix+"continue" || bs[2].Label != i18n.T(standingContinueLabel) {
		t.Fatalf("the panel offers %+v", bs)
	}
	if p := strings.Join(c.Panel.Lines(), " "); !strings.Contains(p, "Feindfahrt abbrechen (10.9.5)?") {
		t.Errorf("the panel's prompt is not German: %q", p)
	}
	g.In.Reset()
	g.In.Trigger(game.ChoiceAction(3))
	g.Update()
	if len(d.chosen) != 1 || d.chosen[0] != "continue" {
		t.Fatalf("the standing button sent %v, want [continue]", d.chosen)
	}
	if log := rollLog(c); !strings.Contains(log, "Feindfahrt abbrechen (10.9.5)? — Feindfahrt fortsetzen "+i18n.T(standingSetNote)) {
		t.Errorf("the roll log's answer is not German:\n%s", log)
	}

	// the boat is not sound: asked, the German prompt saying why
	d = standingScript(abortDec())
	d.st.Boat.Hull = 1
	g, c = answerGame(game.Options{Lang: "de"}, d, nil)
	g.Settings.NeverAbortWhileSound = true
	shown(t, g, c, "abort")
	frames(g, 300, nil)
	if len(d.chosen) != 0 {
		t.Fatalf("answered %v for a boat that is not sound", d.chosen)
	}
	p := strings.Join(strings.Fields(strings.Join(c.Panel.Lines(), " ")), " ") // the lines joined, one space between words
	if !strings.Contains(p, "Feindfahrt abbrechen (10.9.5)?") || !strings.Contains(p, i18n.T("standing.why.hull")) {
		t.Errorf("the panel does not ask in German saying why: %q", p)
	}
}
