package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"uboat/draw"
	"uboat/engine"
	"uboat/engine/policy"
	"uboat/game"
)

// Answerer answers the decisions of a career on screen. The play scenes show the events
// the same way whoever answers; the Campaign asks its one Answerer, chosen when it is
// built, for each decision: the player at the decision panel (playerAnswerer), the
// engine's Commander for the -autoplay runs (commanderAnswerer), a saved career's
// recorded answers (replayAnswerer) or the demonstration (attractAnswerer, attract.go).
// What an answerer needs beyond the decision — its own frame (the demonstration gives way
// to the title on any input; an autoplay run quits when it is over), the refit report it
// may leave on its own, an overlay — is here too, so the Campaign's frame has no mode
// checks.
type Answerer interface {
	// Frame runs the answerer's share of a frame, before the campaign's own; true when it
	// took the frame (the campaign left the screen, or the game quits).
	Frame(g *game.Game, c *Campaign) bool
	// Show puts the pending decision c.pending on the decision panel, in area.
	Show(g *game.Game, c *Campaign, area draw.Rect)
	// Answer is asked every frame while the decision is on show (since frame c.shownAt);
	// it returns the chosen option's key and true once the decision is answered.
	Answer(g *game.Game, c *Campaign) (key string, ok bool)
	// GoOn reports whether the refit report, held for the player to acknowledge, may go
	// without input after being on screen for held frames.
	GoOn(g *game.Game, held int) bool
	// Draw paints the answerer's overlay over the play scene's chrome.
	Draw(dst *ebiten.Image, c *Campaign)
}

// answererFor returns the answerer of a career the player starts or continues: the
// player's, or the Commander's when the game runs with -autoplay.
func answererFor(g *game.Game) Answerer {
	if g.Opt.Autoplay {
		return newCommanderAnswerer()
	}
	return playerAnswerer{standing: true}
}

// autoplayDelay is how long (frames) a decision stays on show before an automatic answer,
// by pace; the refit report stays four times as long.
func autoplayDelay(g *game.Game) int {
	switch g.Pace() {
	case game.PaceInstant:
		return 2
	case game.PaceFast:
		return 8
	}
	return 30
}

// ---------------------------------------------------------------- the player

// playerAnswerer is the player at the decision panel: a click, a number key, or the
// arrows and Enter choose; the refit report waits for the player's button.
type playerAnswerer struct {
	// standing marks the human player's own answerer (answererFor): the standing choices
	// (standing.go) answer for the player, and the panel offers to set them. The
	// Commander, a replay and the demonstration embed a playerAnswerer without it.
	standing bool
}

// Frame implements Answerer: nothing of its own.
func (playerAnswerer) Frame(*game.Game, *Campaign) bool { return false }

// Show implements Answerer: the options as buttons at the settings' text size, with their
// odds if the settings say so, the safest focused; a dangerous answer asks to confirm if
// the settings say so. The player's own answerer adds the button that makes an answer a
// standing choice (standingOffer).
func (a playerAnswerer) Show(g *game.Game, c *Campaign, area draw.Rect) {
	c.Panel.ConfirmAbove, c.Panel.Scale = 0, g.Settings.TextScale
	if g.Settings.ConfirmDanger {
		c.Panel.ConfirmAbove = dangerousLoss
	}
	if d := c.pending; d.Kind == engine.KindFire && d.Salvo != nil {
		// the salvo on one grid (salvo.go): its first fire decision lays it out, the
		// others are answered from it
		if c.salvo == nil || c.salvo.s != d.Salvo {
			c.salvo = newSalvoDock(d.Salvo, &c.lastSalvo, area, g.Settings.TextScale, g.Settings.ShowOdds, c.targets())
		}
		c.Panel.Set(nil, draw.Rect{}, false)
		return
	}
	c.salvo = nil
	if d := c.pending; d.Kind == engine.KindReload && d.Reloads != nil {
		// the reloads on one grid (reload.go), likewise
		if c.reloads == nil || c.reloads.r != d.Reloads {
			c.reloads = newReloadDock(d.Reloads, area, g.Settings.TextScale)
		}
		c.Panel.Set(nil, draw.Rect{}, false)
		return
	}
	c.reloads = nil
	d := c.pending
	if a.standing {
		d = standingOffer(&g.Settings, d, &c.Status.View)
	}
	c.Panel.Set(d, area, g.Settings.ShowOdds)
}

// dangerousLoss is the chance of losing the boat or the Kommandant above which the
// player confirms an answer (the "Confirm dangerous choices" setting).
const dangerousLoss = 0.25

// Answer implements Answerer: the option the player chose on the panel this frame. A
// decision with one legal answer is not asked: it stays on the panel for a moment
// (onlyChoiceFrames), then that answer is taken and the roll log says so
// (onlyChoiceNote); the engine still logs the decision. The player's own answerer takes
// the answer of a standing choice at once, in the frame the decision is shown
// (standingAnswer, on the live view the status board shows at the decision; a choice set
// while a decision waits answers from the next one), and the panel's standing button
// sets its choice (takeStanding); either way the roll log line says so (Campaign.note).
// During a salvo or a reloading its grid answers (gridAnswer), and a click on a ship the panel's
// options aim at chooses that option (subjectInput).
func (a playerAnswerer) Answer(g *game.Game, c *Campaign) (string, bool) {
	switch {
	case c.salvo != nil:
		return c.gridAnswer(g, c.salvo, func() { c.salvo = nil })
	case c.reloads != nil:
		return c.gridAnswer(g, c.reloads, func() { c.reloads = nil })
	}
	if a.standing && g.Frame == c.shownAt {
		if key, note := standingAnswer(&g.Settings, c.pending, &c.Status.View); key != "" {
			c.note = note
			return key, true
		}
	}
	key := c.subjectInput(&g.In)
	if key == "" {
		key = c.Panel.Update(&g.In)
	}
	if a.standing && key != "" {
		key, c.note = takeStanding(g, c.pending, key)
	}
	if key == "" && c.onlyChoice() && g.Frame-c.shownAt >= onlyChoiceFrames(g) {
		key = c.pending.Options[0].Key
	}
	return key, key != ""
}

// onlyChoiceNote is the id of the note that follows the answer of a decision with one
// legal answer in the roll log.
const onlyChoiceNote = "play.only_choice"

// onlyChoice reports whether the decision on show has one legal answer, which the game
// takes itself after onlyChoiceFrames.
func (c *Campaign) onlyChoice() bool { return c.pending != nil && len(c.pending.Options) == 1 }

// onlyChoiceFrames is how long a decision with one legal answer stays on the panel
// before it is taken: long enough to be read at the pace.
func onlyChoiceFrames(g *game.Game) int { return 2 * autoplayDelay(g) }

// GoOn implements Answerer: never without the player.
func (playerAnswerer) GoOn(*game.Game, int) bool { return false }

// Draw implements Answerer: no overlay.
func (playerAnswerer) Draw(*ebiten.Image, *Campaign) {}

// ---------------------------------------------------------------- the Commander (-autoplay)

// commanderAnswerer plays a career with the engine's Commander (-autoplay: the smoke and
// soak runs, the frame benchmark): the player's panel still answers, and a decision left
// on show for the pace's delay is answered with the Commander's choice. It is also the
// test runs' exit: the game quits after -patrols N patrols, or once the career is over,
// and an engine error fails the run. The Commander answers only while the game's Autoplay
// option is on (the frame benchmark turns it off to hold a decision on screen).
type commanderAnswerer struct {
	playerAnswerer
	explainer
	cm     *policy.Commander
	quitAt int  // frame at which the run ends (0: not due yet, -1: quit)
	failed bool // the engine error was reported
	// endAt is the frame the career's end was first seen on, statsShown that its
	// statistics were opened (-autoplay pictures them).
	endAt      int
	statsShown bool
}

func newCommanderAnswerer() *commanderAnswerer {
	return &commanderAnswerer{cm: policy.NewCommander()}
}

// Frame implements Answerer: the run's end, -patrols patrols or the career's end after a
// moment to show it, and the failure of a career the engine stopped.
func (a *commanderAnswerer) Frame(g *game.Game, c *Campaign) bool {
	if c.errMsg != "" && !a.failed {
		a.failed = true
		g.Fail(c.drv.Err())
	}
	if c.finished && c.hasStats(g) && !a.statsShown {
		// the career's statistics pictured (the smoke runs): they open a moment into the
		// end, and come back here once complete (stats.go); the run ends after that
		if a.endAt == 0 {
			a.endAt = g.Frame
		} else if g.Frame-a.endAt >= 60 {
			a.statsShown, a.quitAt = true, 0
			g.Push(NewStats(g, c.slot))
		}
		return false
	}
	if a.quitAt == 0 {
		switch {
		case g.Opt.Patrols > 0 && c.patrolsEnded >= g.Opt.Patrols:
			a.quitAt = g.Frame + 300
			g.Logf("autoplay: patrol %d over, quitting soon", c.patrolsEnded)
		case c.finished:
			a.quitAt = g.Frame + 120
		}
	}
	if a.quitAt > 0 && g.Frame >= a.quitAt {
		g.Logf("autoplay: %d patrol(s) played in %.1fs", c.patrolsEnded, g.Elapsed().Seconds()) // a log: English in every language
		a.quitAt = -1
		g.Quit()
		return true
	}
	return false
}

// Answer implements Answerer: the player's choice, else the Commander's after the delay.
func (a *commanderAnswerer) Answer(g *game.Game, c *Campaign) (string, bool) {
	if !g.Opt.Autoplay { // the frame benchmark holds the decision on screen: only input answers
		key := c.Panel.Update(&g.In)
		return key, key != ""
	}
	if key, ok := a.playerAnswerer.Answer(g, c); ok {
		return key, true
	}
	if g.Opt.Explain && a.explain(g, c) {
		return "", false
	}
	if g.Frame-c.shownAt < autoplayDelay(g) {
		return "", false
	}
	key, _ := a.cm.Decide(c.state(), c.pending)
	return key, key != ""
}

// GoOn implements Answerer: after four times the delay.
func (a *commanderAnswerer) GoOn(g *game.Game, held int) bool {
	return g.Opt.Autoplay && held >= 4*autoplayDelay(g)
}

// ---------------------------------------------------------------- a replay

// replayAnswerer feeds a saved career's recorded answers in order, each after the pace's
// delay, as long as the decision on show is the one recorded next (else the replay stops
// there); the player's panel only shows.
type replayAnswerer struct {
	playerAnswerer
	answers []engine.Answer
	at      int // the next answer
}

// Answer implements Answerer: the next recorded answer, after the delay.
func (a *replayAnswerer) Answer(g *game.Game, c *Campaign) (string, bool) {
	c.Panel.Update(&g.In) // the panel follows the pointer, but the record answers
	if g.Frame-c.shownAt < autoplayDelay(g) || a.at >= len(a.answers) || a.answers[a.at].ID != c.pending.ID {
		return "", false
	}
	a.at++
	return a.answers[a.at-1].Key, true
}

// GoOn implements Answerer: after four times the delay.
func (a *replayAnswerer) GoOn(g *game.Game, held int) bool { return held >= 4*autoplayDelay(g) }
