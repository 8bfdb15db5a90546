package scenes

import (
	"strings"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/engine/policy"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// The attract mode: when the title screen has been left alone for a while (or with
// -attract / ?attract=1), the Commander plays whole careers with the full presentation at
// a watchable pace, its reason for each choice and the odds of every option on screen.
// When a career ends a new one starts (a new seed, another U-boat type). Any key, click,
// touch or gamepad button returns to the title. Attract careers are never saved.

// AttractIdleFrames is how long the title waits untouched before the demonstration
// starts (20 s at 60 frames a second).
const AttractIdleFrames = 20 * 60

// attractCareers counts the attract careers started in this process (the soak run
// reports it).
var attractCareers atomic.Int64

// AttractCareers returns how many attract careers have started.
func AttractCareers() int64 { return attractCareers.Load() }

// TitleIdle counts the title's untouched frames.
type TitleIdle struct {
	Frames  int
	started bool // the title's music and ambience are on
	updates int  // title updates so far
}

// Tick advances the idle count by a frame; any input starts it again. It reports true
// when the demonstration should start: after AttractIdleFrames, or after a moment when
// the attract mode was asked for on the command line.
func (t *TitleIdle) Tick(anyInput, asked bool) bool {
	if anyInput {
		t.Frames = 0
		return false
	}
	t.Frames++
	return t.Frames >= AttractIdleFrames || (asked && t.Frames >= 45)
}

// title runs the title's share of sound and the attract timer; true when the
// demonstration took over.
func (t *TitleIdle) title(g *game.Game) bool {
	t.updates++
	// the music and the sea start once the title has been drawn: synthesising them takes
	// a moment the first frame should not wait for
	if !t.started && t.updates > 2 {
		t.started = true
		g.Audio.SetAmbience(assets.SndSea)
		g.Audio.Play(assets.SndTheme)
	}
	if !t.Tick(g.In.AnyInput(), g.Opt.Attract) {
		return false
	}
	g.Opt.Attract = false // once: coming back to the title waits again
	if err := StartAttract(g, theAttract(g)); err != nil {
		g.Toast(i18n.T("notice.cannot_demo", "err", err.Error()))
		return false
	}
	return true
}

// Attract chooses the attract careers: each with a new seed and, in turn, another
// U-boat type.
type Attract struct {
	Seed    uint64 // the next career's seed
	Careers int    // careers started by this Attract
	types   []string
}

var attractState *Attract

func theAttract(g *game.Game) *Attract {
	if attractState == nil {
		seed := g.Opt.Seed
		if seed == 0 {
			seed = uint64(g.Elapsed().Nanoseconds()) ^ 0x9e3779b97f4a7c15
		}
		attractState = NewAttract(seed)
	}
	return attractState
}

// NewAttract starts the sequence of attract careers from a seed.
func NewAttract(seed uint64) *Attract { return &Attract{Seed: seed} }

func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// Next returns the next career's configuration (odds on, for the overlay) and moves on
// to a new seed.
func (a *Attract) Next(data *engine.Data) engine.Config {
	if len(a.types) == 0 {
		a.types = append(a.types, data.BoardKeys...)
	}
	seed := a.Seed%1_000_000_007 + 1
	a.Seed = splitmix(a.Seed)
	typ := a.types[(a.Careers+int(seed%3))%len(a.types)]
	b := data.Boards[typ]
	start := max(engine.FirstMonth, b.Available) + engine.Month(seed%4)
	start = min(start, engine.LastMonth-1)
	a.Careers++
	return engine.Config{Seed: seed, Type: typ, Start: start, Kommandant: defaultNames[seed%uint64(len(defaultNames))],
		UNumber: "U-" + itoa(100+int(seed%900)), Odds: true}
}

// StartAttract starts the next attract career in place of whatever is on screen.
func StartAttract(g *game.Game, a *Attract) error {
	cfg := a.Next(engine.MustData())
	d, err := game.NewEngineDriver(cfg)
	if err != nil {
		return err
	}
	// no save slot: a demonstration never touches the player's careers
	c := newCampaign(d, d.Career().Data(), newAttractAnswerer(a))
	attractCareers.Add(1)
	g.Logf("attract: career %d: seed %d, type %s, start %s", a.Careers, cfg.Seed, cfg.Type, cfg.Start)
	g.Demo = true // the demonstration's own pace
	g.Reset(c.FirstScene())
	return nil
}

// attractAnswerer is the demonstration: the Commander's choice for each decision is
// shown on the panel with every option's odds and the Commander's reason, and given
// after AttractAnswerDelay; a finished career gives way to the next one after
// AttractEndDelay, and any input returns to the title.
type attractAnswerer struct {
	attract     *Attract // the sequence of demonstration careers
	cm          *policy.Commander
	key, reason string        // the Commander's answer to the decision on show
	lines       []string      // the overlay: the choice and why
	fits        []draw.Fitted // the lines fitted into the overlay (reasonFits)
	due         int           // frame to answer
	endAt       int           // frame to start the next career (0: not yet)
	left        bool          // input ended the demonstration: the title is on its way
}

func newAttractAnswerer(a *Attract) *attractAnswerer {
	return &attractAnswerer{attract: a, cm: policy.NewCommander()}
}

// AttractAnswerDelay is how long a decision stays on show before the Commander answers.
func AttractAnswerDelay(p game.Pace) int {
	switch p {
	case game.PaceInstant:
		return 3
	case game.PaceFast:
		return 24
	}
	return 150
}

// AttractEndDelay is how long a finished career stays on show before the next.
func AttractEndDelay(p game.Pace) int {
	switch p {
	case game.PaceInstant:
		return 30
	case game.PaceFast:
		return 120
	}
	return 480
}

// ReasonText is the overlay's line for the Commander's choice: "Commander: Attack — the
// convoy is worth the risk".
func ReasonText(label, reason string) string {
	label = strings.TrimSpace(label)
	reason = strings.TrimSpace(reason)
	switch {
	case reason == "":
		return i18n.T("attract.commander", "choice", label)
	case label == "":
		return i18n.T("attract.commander", "choice", reason)
	}
	return i18n.T("attract.commander_why", "choice", label, "why", reason)
}

// ReasonLines are the overlay's two lines: the choice, and why (none when the reason
// only repeats the choice).
func ReasonLines(label, reason string) []string {
	label, reason = strings.TrimSpace(label), strings.TrimSpace(reason)
	if reason == "" || strings.EqualFold(reason, label) {
		return []string{i18n.T("attract.commander", "choice", label)}
	}
	return []string{i18n.T("attract.commander", "choice", label), i18n.T("attract.why", "why", reason)}
}

// OptionOddsText is one option's odds for the overlay: "hit 58% · dud 8%", or a word
// when the option leads to no roll.
func OptionOddsText(o engine.Choice) string {
	if len(o.Odds) == 0 {
		return i18n.T("attract.no_roll")
	}
	return present.OddsText(o.Odds)
}

// Show implements Answerer: the decision with every option's odds, the Commander's
// choice focused, and its reason for the overlay.
func (a *attractAnswerer) Show(g *game.Game, c *Campaign, area draw.Rect) {
	d := c.pending
	c.Panel.Scale = g.Settings.TextScale
	c.Panel.Set(d, area, true)
	key, reason := a.cm.Decide(c.state(), d)
	label := key
	for i, o := range d.Options {
		if o.Key == key {
			label = o.Label
			if label == "" {
				label = present.Words(key)
			}
			c.Panel.List.Focus = i
		}
		if i < len(c.Panel.List.Buttons) && c.Panel.List.Buttons[i].Sub == "" && c.Panel.List.Buttons[0].R.H >= 46 {
			c.Panel.List.Buttons[i].Sub = OptionOddsText(o)
		}
	}
	a.key, a.reason, a.due = key, reason, g.Frame+AttractAnswerDelay(g.Pace())
	a.lines = ReasonLines(label, reason) // fitted to the overlay, not cut at 70 and 90 letters
	room := c.Panel.R.Y - 6 - (present.CaptionBox.Y + present.CaptionBox.H + 6)
	a.fits = reasonFits(a.fits[:0], a.lines, c.Panel.R.W-28, room-12, g.Settings.TextScale)
}

// reasonFits fits the overlay's lines into w×h px at the text size sc: each line 17 px
// bold at text size 1, wrapped where the room allows, else shrunk (12 px at least), an
// ellipsis only as the last resort (draw.Fit); the room is shared out between the lines,
// the first (the choice) getting no more than it needs. It appends to dst.
func reasonFits(dst []draw.Fitted, lines []string, w, h, sc float64) []draw.Fitted {
	size := draw.Sized(17, sc)
	for i, l := range lines {
		left := len(lines) - i
		room := h / float64(left)
		if i == len(lines)-1 {
			room = h
		}
		f := draw.Fit(l, assets.Bold, size, 12, w, room)
		dst = append(dst, f)
		h -= f.Height() + reasonGap
	}
	return dst
}

// reasonGap is the gap between two of the overlay's lines, px.
const reasonGap = 4

// Answer implements Answerer: the Commander's choice, once it has been on show long enough.
func (a *attractAnswerer) Answer(g *game.Game, c *Campaign) (string, bool) {
	return a.key, g.Frame >= a.due
}

// GoOn implements Answerer: the refit report goes after four times the autoplay delay.
func (a *attractAnswerer) GoOn(g *game.Game, held int) bool { return held >= 4*autoplayDelay(g) }

// Frame implements Answerer: any input returns to the title; a career over (or stopped)
// gives way to the next one after AttractEndDelay.
func (a *attractAnswerer) Frame(g *game.Game, c *Campaign) bool {
	if a.leaveOnInput(g, c) {
		return true
	}
	if c.finished || c.errMsg != "" {
		if a.endAt == 0 {
			a.endAt = g.Frame + AttractEndDelay(g.Pace())
		}
		if g.Frame >= a.endAt {
			c.drv.Close()
			if err := StartAttract(g, a.attract); err != nil {
				g.Fail(err)
			}
			return true
		}
	}
	return false
}

// leaveOnInput returns to the title on any input — a key bound to an action (Space, the
// number keys) too; true when it did. It runs during the fades between the
// demonstration's scenes as well (PlayScene.WhileFading).
func (a *attractAnswerer) leaveOnInput(g *game.Game, c *Campaign) bool {
	if a.left || !g.In.AnyInput() {
		return a.left
	}
	a.left = true
	c.drv.Close()
	g.Audio.SetAmbience("")
	g.Reset(NewTitle(g))
	return true
}

// WhileFading is the answerer's share of a frame the fade between two scenes keeps
// from the campaign: any input still ends the demonstration.
func (a *attractAnswerer) WhileFading(g *game.Game, c *Campaign) { a.leaveOnInput(g, c) }

// AttractBanner is the id of the line across the top of the stage during the
// demonstration.
const AttractBanner = "attract.banner"

// Draw implements Answerer: the demonstration's banner, and the Commander's reason over
// the decision panel.
func (a *attractAnswerer) Draw(dst *ebiten.Image, c *Campaign) {
	r := draw.Rect{X: 860, Y: present.TopBar.Y, W: present.TopBar.X + present.TopBar.W - 860, H: present.TopBar.H}
	draw.FillRect(dst, r, draw.ColPanel) // over the pace and key hints, which do not apply
	banner := i18n.T(AttractBanner)
	draw.DrawText(dst, banner, assets.Bold, draw.FitSize(banner, assets.Bold, 15, 10, r.W-24), r.X+r.W-12, r.Y+8, draw.ColAccent, draw.AlignRight)
	if !c.panelShown || c.Panel.D == nil || len(a.fits) == 0 {
		return
	}
	h := 12.0
	for _, f := range a.fits {
		h += f.Height() + reasonGap
	}
	box := draw.Rect{X: c.Panel.R.X, Y: c.Panel.R.Y - h - 6, W: c.Panel.R.W, H: h}
	draw.FillRect(dst, box, draw.ColPanelHi)
	draw.StrokeRect(dst, box, 1.5, draw.ColGood)
	y := box.Y + 6
	for i, f := range a.fits {
		col := draw.ColInk
		if i == 0 {
			col = draw.ColGood
		}
		f.Draw(dst, box.X+14, y, col, draw.AlignLeft)
		y += f.Height() + reasonGap
	}
}
