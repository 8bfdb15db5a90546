package scenes

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/game"
	"uboat/savefile"
)

// The screens of saved careers: Continue, the Careers list (continue, delete, export,
// import), the damaged-save screen and the hall of fame with its replay viewer.

// slotLine is the one-line summary of a slot.
func slotLine(si savefile.SlotInfo) string {
	if si.Err != nil {
		return "damaged: " + clip(game.Problem(si.Err), 70)
	}
	s := game.Summary(si.Summary)
	if si.FromBackup {
		s = "damaged (backup available) · " + s
	}
	return s
}

// continueCareer resumes slot id: the campaign at its pending decision, or the
// damaged-save screen.
func continueCareer(g *game.Game, id string) {
	if id == "" {
		return
	}
	r, err := g.Careers.Open(id)
	if err != nil {
		var p *game.SaveProblem
		if errors.As(err, &p) {
			g.Push(NewDamaged(p))
			return
		}
		g.Toast("Cannot continue: " + err.Error())
		return
	}
	g.Logf("continue career %s: %d answers, pending %s", id, len(r.Save.Answers), r.Save.Summary.Pending)
	g.Reset(ResumeCampaign(g, r).FirstScene())
}

// ---------------------------------------------------------------- damaged save

// Damaged explains why a saved career cannot be continued and offers its backup. The
// damaged file is left untouched: a career continued from the backup goes on in a new
// slot.
type Damaged struct {
	p    *game.SaveProblem
	list draw.ButtonList
}

// NewDamaged builds the screen for problem p.
func NewDamaged(p *game.SaveProblem) *Damaged {
	d := &Damaged{p: p}
	y := 470.0
	if p.HasBackup {
		d.list.Buttons = append(d.list.Buttons, draw.Button{R: draw.Rect{X: 240, Y: y, W: 380, H: 46}, Label: "Continue from the backup", Key: "backup", Shortcut: 1})
	}
	d.list.Buttons = append(d.list.Buttons, draw.Button{R: draw.Rect{X: 660, Y: y, W: 380, H: 46}, Label: "Back", Key: "back", Shortcut: len(d.list.Buttons) + 1})
	return d
}

// Name implements game.Scene.
func (d *Damaged) Name() string { return "damaged" }

// Message is what the screen says (tests).
func (d *Damaged) Message() string { return d.p.Message }

// OffersBackup reports whether the backup is offered.
func (d *Damaged) OffersBackup() bool { return d.p.HasBackup }

// Update implements game.Scene.
func (d *Damaged) Update(g *game.Game) error {
	i := d.list.Update(&g.In)
	if g.In.Just(game.ActBack) {
		g.Pop()
		return nil
	}
	if i < 0 {
		return nil
	}
	g.Audio.Play(assets.SndClick)
	switch d.list.Buttons[i].Key {
	case "backup":
		r, err := g.Careers.OpenBackup(d.p.ID)
		if err != nil {
			g.Toast(err.Error())
			return nil
		}
		g.Logf("career %s continued from its backup in slot %s", d.p.ID, r.ID)
		g.Reset(ResumeCampaign(g, r).FirstScene())
	case "back":
		g.Pop()
	}
	return nil
}

// Draw implements game.Scene.
func (d *Damaged) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	r := draw.Rect{X: 200, Y: 120, W: 880, H: 440}
	draw.Panel(dst, r)
	draw.DrawText(dst, "This saved career cannot be continued as it is", assets.Bold, 24, r.X+30, r.Y+24, draw.ColBad, draw.AlignLeft)
	draw.DrawText(dst, "Career "+d.p.ID, assets.Regular, 14, r.X+30, r.Y+62, draw.ColDim, draw.AlignLeft)
	y := r.Y + 100
	for _, l := range draw.Wrap(d.p.Message, assets.Regular, 17, r.W-60) {
		draw.DrawText(dst, l, assets.Regular, 17, r.X+30, y, draw.ColInk, draw.AlignLeft)
		y += 24
	}
	y += 16
	note := "The damaged file is kept exactly as it is (nothing is deleted or overwritten)."
	if d.p.HasBackup {
		note += " The previous version (the backup) is good: continue from it, in a new career slot."
	} else {
		note += " There is no usable backup of this career."
	}
	for _, l := range draw.Wrap(note, assets.Regular, 15, r.W-60) {
		draw.DrawText(dst, l, assets.Regular, 15, r.X+30, y, draw.ColDim, draw.AlignLeft)
		y += 21
	}
	d.list.Draw(dst)
}

// ---------------------------------------------------------------- careers list

// Careers lists the saved careers: continue, delete (with a confirmation), export, import.
type Careers struct {
	slots   []savefile.SlotInfo
	list    draw.ButtonList
	actions draw.ButtonList
	sel     int
	err     string
	waiting bool // an upload is in progress (browser)
}

const careersShown = 8

// NewCareers builds the screen.
func NewCareers(g *game.Game) *Careers {
	c := &Careers{}
	c.reload(g)
	labels := []string{"Continue", "Delete…", "Export", "Import", "Back"}
	for i, l := range labels {
		c.actions.Buttons = append(c.actions.Buttons, draw.Button{R: draw.Rect{X: 960, Y: 110 + float64(i)*58, W: 280, H: 46}, Label: l, Key: strings.TrimSuffix(strings.ToLower(l), "…")})
	}
	c.actions.Focus = -1
	return c
}

func (c *Careers) reload(g *game.Game) {
	list, err := g.Careers.List()
	c.slots, c.err = list, ""
	if err != nil {
		c.err = err.Error()
	}
	c.list.Buttons = nil
	for i, si := range c.slots {
		if i == careersShown {
			break
		}
		b := draw.Button{R: draw.Rect{X: 40, Y: 110 + float64(i)*66, W: 880, H: 58}, Key: si.ID, Shortcut: i + 1}
		switch {
		case si.Err != nil:
			b.Label = "Damaged career · " + si.ID
		case si.Summary.Ended:
			b.Label = si.Summary.UNumber + " · " + si.Summary.Kommandant + " — career over"
		default:
			b.Label = si.Summary.UNumber + " · " + si.Summary.Kommandant
		}
		b.Sub = slotLine(si) // fitted inside the button by draw.DrawButton
		c.list.Buttons = append(c.list.Buttons, b)
	}
	c.sel = min(c.sel, len(c.list.Buttons)-1)
	if c.sel < 0 && len(c.list.Buttons) > 0 {
		c.sel = 0
	}
	c.list.Focus = c.sel
}

// Name implements game.Scene.
func (c *Careers) Name() string { return "careers" }

// Enter implements game.Enterer: the list is read again (after a delete or an import).
func (c *Careers) Enter(g *game.Game) { c.reload(g) }

// Slots returns the listed slots (tests).
func (c *Careers) Slots() []savefile.SlotInfo { return c.slots }

func (c *Careers) selected() (savefile.SlotInfo, bool) {
	if c.sel < 0 || c.sel >= len(c.slots) {
		return savefile.SlotInfo{}, false
	}
	return c.slots[c.sel], true
}

// Update implements game.Scene.
func (c *Careers) Update(g *game.Game) error {
	if msg, ok := g.Careers.PollImport(); ok {
		c.waiting = false
		g.Toast(msg)
		c.reload(g)
	}
	in := &g.In
	if i := c.list.Update(in); i >= 0 {
		c.sel = i
	} else if c.list.Focus >= 0 {
		c.sel = c.list.Focus
	}
	a := c.actions.Update(in)
	if in.Just(game.ActBack) {
		g.Pop()
		return nil
	}
	if a < 0 {
		return nil
	}
	g.Audio.Play(assets.SndClick)
	si, ok := c.selected()
	switch c.actions.Buttons[a].Key {
	case "continue":
		if ok {
			if si.Summary.Ended && si.Err == nil && !si.FromBackup {
				g.Toast("That career is over: see it in the hall of fame.")
				return nil
			}
			continueCareer(g, si.ID)
		}
	case "delete":
		if ok {
			g.PushOverlay(newConfirm(fmt.Sprintf("Delete the career %s? It cannot be undone.", nameOf(si)), func(g *game.Game) {
				if err := g.Careers.Store.Remove(si.ID); err != nil {
					g.Toast("Could not delete: " + err.Error())
				} else {
					g.Toast("Deleted " + nameOf(si))
				}
				c.reload(g)
			}))
		}
	case "export":
		if ok {
			msg, err := g.Careers.Export(si.ID)
			if err != nil {
				msg = "Could not export: " + err.Error()
			}
			g.Toast(msg)
		}
	case "import":
		c.waiting = true
		g.Careers.StartImport(func(msg string) {
			g.Toast(msg)
			c.reload(g)
		})
	case "back":
		g.Pop()
	}
	return nil
}

func nameOf(si savefile.SlotInfo) string {
	if si.Err != nil || si.Summary.UNumber == "" {
		return si.ID
	}
	return si.Summary.UNumber + " (" + si.Summary.Kommandant + ")"
}

// Draw implements game.Scene.
func (c *Careers) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	draw.DrawText(dst, "CAREERS", assets.Bold, 30, 40, 30, draw.ColAccent, draw.AlignLeft)
	draw.DrawText(dst, "Saved after every decision. Pick one, then an action.", assets.Regular, 16, 42, 70, draw.ColDim, draw.AlignLeft)
	if len(c.slots) == 0 {
		draw.DrawText(dst, "No saved careers yet.", assets.Regular, 18, 40, 120, draw.ColInk, draw.AlignLeft)
	}
	c.list.Draw(dst)
	if c.sel >= 0 && c.sel < len(c.list.Buttons) {
		draw.StrokeRect(dst, c.list.Buttons[c.sel].R, 2, draw.ColAccent)
	}
	if n := len(c.slots) - careersShown; n > 0 {
		draw.DrawText(dst, fmt.Sprintf("… and %d more", n), assets.Regular, 14, 40, 110+careersShown*66, draw.ColDim, draw.AlignLeft)
	}
	if c.err != "" {
		draw.DrawText(dst, clip(c.err, 120), assets.Regular, 14, 40, 680, draw.ColBad, draw.AlignLeft)
	}
	c.actions.Draw(dst)
	draw.DrawText(dst, "Export: "+exportHint(), assets.Regular, 13, 960, 410, draw.ColDim, draw.AlignLeft)
}

// ---------------------------------------------------------------- confirm

type confirm struct {
	text string
	yes  func(g *game.Game)
	list draw.ButtonList
}

func newConfirm(text string, yes func(g *game.Game)) *confirm {
	c := &confirm{text: text, yes: yes}
	c.list.Buttons = []draw.Button{
		{R: draw.Rect{X: 430, Y: 380, W: 200, H: 46}, Label: "Delete", Key: "yes"},
		{R: draw.Rect{X: 650, Y: 380, W: 200, H: 46}, Label: "Keep it", Key: "no"},
	}
	c.list.Focus = 1
	return c
}

func (c *confirm) Name() string  { return "confirm" }
func (c *confirm) Overlay() bool { return true }

func (c *confirm) Update(g *game.Game) error {
	i := c.list.Update(&g.In)
	if g.In.Just(game.ActBack) {
		g.PopOverlay()
		return nil
	}
	if i < 0 {
		return nil
	}
	g.PopOverlay()
	if c.list.Buttons[i].Key == "yes" {
		c.yes(g)
	}
	return nil
}

func (c *confirm) Draw(dst *ebiten.Image) {
	draw.FillRect(dst, draw.Rect{W: draw.LogicalW, H: draw.LogicalH}, draw.Shade(0.6))
	r := draw.Rect{X: 400, Y: 250, W: 480, H: 200}
	draw.Panel(dst, r)
	y := r.Y + 30
	for _, l := range draw.Wrap(c.text, assets.Regular, 17, r.W-60) {
		draw.DrawText(dst, l, assets.Regular, 17, r.X+30, y, draw.ColInk, draw.AlignLeft)
		y += 24
	}
	c.list.Draw(dst)
}
