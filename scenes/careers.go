package scenes

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/assets"
	"uboat/draw"
	"uboat/game"
	"uboat/i18n"
	"uboat/savefile"
)

// The screens of saved careers: Continue, the Careers list (continue, delete, export,
// import), the damaged-save screen and the hall of fame with its replay viewer.

// slotLine is the one-line summary of a slot.
func slotLine(si savefile.SlotInfo) string {
	if si.Err != nil {
		return i18n.T("careers.slot_damaged", "problem", game.Problem(si.Err)) // fitted in its button by draw.DrawButton, not cut at 70 letters
	}
	s := game.Summary(si.Summary)
	if si.FromBackup {
		s = i18n.T("careers.slot_backup", "summary", s)
	}
	return s
}

// continueCareer resumes slot id: the campaign at its pending decision, or the
// damaged-save screen.
func continueCareer(g *game.Game, id string) {
	if id == "" {
		return
	}
	if resumeDuel(g, id) { // one of the two careers of the two-player game (duel.go)
		return
	}
	r, err := g.Careers.Open(id)
	if err != nil {
		var p *game.SaveProblem
		if errors.As(err, &p) {
			g.Push(NewDamaged(p))
			return
		}
		g.Toast(i18n.T("notice.cannot_continue", "err", err.Error()))
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
	p     *game.SaveProblem
	list  draw.ButtonList
	words [3]boxText // the title, the career, the message and the note
	sc    float64    // the settings' text size
}

// NewDamaged builds the screen for problem p.
func NewDamaged(p *game.SaveProblem) *Damaged {
	d := &Damaged{p: p}
	y := 470.0
	if p.HasBackup {
		d.list.Buttons = append(d.list.Buttons, draw.Button{R: draw.Rect{X: 240, Y: y, W: 380, H: 46}, Label: i18n.T("careers.damaged.use_backup"), Key: "backup", Shortcut: 1})
	}
	d.list.Buttons = append(d.list.Buttons, draw.Button{R: draw.Rect{X: 660, Y: y, W: 380, H: 46}, Label: i18n.T("menu.back"), Key: "back", Shortcut: len(d.list.Buttons) + 1})
	note := i18n.T("careers.damaged.kept") + " "
	if p.HasBackup {
		note += i18n.T("careers.damaged.backup_good")
	} else {
		note += i18n.T("careers.damaged.no_backup")
	}
	r := damagedBox
	d.words = [3]boxText{
		{text: i18n.T("careers.damaged.title"), font: assets.Bold, size: 24, col: draw.ColBad, r: draw.Rect{X: r.X + 30, Y: r.Y + 20, W: r.W - 60, H: 36}},
		{text: i18n.T("careers.damaged.career", "id", p.ID), size: 14, col: draw.ColDim, r: draw.Rect{X: r.X + 30, Y: r.Y + 60, W: r.W - 60, H: 22}},
		{text: p.Message + "\n\n" + note, size: 17, min: 11, col: draw.ColInk, r: draw.Rect{X: r.X + 30, Y: r.Y + 96, W: r.W - 60, H: 240}},
	}
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
	d.sc = g.Settings.TextScale
	scaleButtons(&d.list, d.sc)
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

// damagedBox is the damaged-save screen's panel; its buttons stand at its foot.
var damagedBox = draw.Rect{X: 200, Y: 120, W: 880, H: 440}

// Draw implements game.Scene.
func (d *Damaged) Draw(dst *ebiten.Image) {
	dst.Fill(draw.ColBack)
	draw.Panel(dst, damagedBox)
	for i := range d.words {
		d.words[i].draw(dst, d.sc)
	}
	d.list.Draw(dst)
}

// ---------------------------------------------------------------- careers list

// Careers lists the saved careers: continue, delete (with a confirmation), export, import,
// and the statistics of the one selected (stats.go).
type Careers struct {
	slots   []savefile.SlotInfo
	list    draw.ButtonList
	actions draw.ButtonList
	sel     int
	// inActions puts the one keyboard focus in the actions' column (else in the careers')
	inActions bool
	err       string
	waiting   bool // an upload is in progress (browser)
	words     [careersWords]boxText
	sc        float64   // the settings' text size
	lang      i18n.Lang // the language of the words
}

// The careers screen's words (Careers.words), each in its box.
const (
	careersTitle = iota
	careersIntro
	careersEmpty
	careersMore
	careersErr
	careersExport
	careersWords
)

const careersShown = 8

// NewCareers builds the screen.
func NewCareers(g *game.Game) *Careers {
	c := &Careers{}
	c.words = [careersWords]boxText{
		careersTitle:  {font: assets.Bold, size: 30, col: draw.ColAccent, r: draw.Rect{X: 40, Y: 26, W: 880, H: 42}},
		careersIntro:  {size: 16, col: draw.ColDim, r: draw.Rect{X: 42, Y: 70, W: 878, H: 24}},
		careersEmpty:  {size: 18, col: draw.ColInk, r: draw.Rect{X: 40, Y: 120, W: 880, H: 28}},
		careersMore:   {size: 14, col: draw.ColDim, r: draw.Rect{X: 40, Y: 110 + careersShown*66, W: 880, H: 22}},
		careersErr:    {size: 14, col: draw.ColBad, r: draw.Rect{X: 40, Y: 668, W: 880, H: 44}},
		careersExport: {size: 13, col: draw.ColDim, r: draw.Rect{X: 960, Y: 462, W: 280, H: 80}},
	}
	for i, k := range careersKeys {
		c.actions.Buttons = append(c.actions.Buttons, draw.Button{R: draw.Rect{X: 960, Y: 110 + float64(i)*58, W: 280, H: 46}, Key: k})
	}
	c.actions.Focus = -1
	c.reload(g)
	c.sc = g.Settings.TextScale
	scaleButtons(&c.actions, c.sc)
	return c
}

// careersAction is the index of the action key among the careers screen's buttons.
func careersAction(key string) int {
	for i, k := range careersKeys {
		if k == key {
			return i
		}
	}
	return -1
}

// careersKeys are the careers screen's actions, top to bottom.
var careersKeys = []string{"continue", "delete", "export", "import", "stats", "back"}

// careersActions are the careers screen's actions' words, by key.
var careersActions = map[string]string{"continue": "careers.continue", "delete": "careers.delete", "export": "careers.export",
	"import": "careers.import", "stats": "stats.open", "back": "menu.back"}

// reload reads the list of careers again and puts every word in the current language.
func (c *Careers) reload(g *game.Game) {
	c.lang = i18n.Current()
	c.words[careersTitle].text = i18n.T("careers.title")
	c.words[careersIntro].text = i18n.T("careers.intro")
	c.words[careersEmpty].text = i18n.T("careers.empty")
	c.words[careersExport].text = i18n.T("careers.export_hint", "where", exportHint())
	for i := range c.actions.Buttons {
		b := &c.actions.Buttons[i]
		b.Label = i18n.T(careersActions[b.Key])
	}
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
			b.Label = i18n.T("careers.damaged_label", "id", si.ID)
		case si.Summary.Ended:
			b.Label = i18n.T("careers.over_label", "unumber", si.Summary.UNumber, "name", si.Summary.Kommandant)
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
	if len(c.list.Buttons) == 0 { // nothing to continue: the focus on Back
		c.inActions, c.actions.Focus = true, careersAction("back")
	}
	scaleButtons(&c.list, c.sc)
	c.words[careersErr].text = c.err // wrapped or shrunk in its box, not cut at 120 letters
	c.words[careersMore].text = ""
	if n := len(c.slots) - careersShown; n > 0 {
		c.words[careersMore].text = i18n.T("careers.more", "n", n)
	}
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
	if c.lang != i18n.Current() {
		c.reload(g)
	}
	c.sc = g.Settings.TextScale
	scaleButtons(&c.list, c.sc)
	scaleButtons(&c.actions, c.sc)
	in := &g.In
	// one focus, in one of two columns: the careers (↑/↓ or 1–9 choose one, Enter
	// continues it) or the actions (↑/↓ move, Enter presses); →/← go from one to the
	// other, and the pointer moved onto a column takes the focus there
	if x, y, moved, _ := in.Pointer(); moved {
		for _, b := range c.list.Buttons {
			c.inActions = c.inActions && !b.R.Contains(x, y)
		}
		for _, b := range c.actions.Buttons {
			c.inActions = c.inActions || b.R.Contains(x, y)
		}
	}
	switch {
	case !c.inActions && in.Just(game.ActRight):
		c.inActions = true
		c.actions.Focus = max(c.actions.Focus, 0)
		return nil
	case c.inActions && in.Just(game.ActLeft) && len(c.list.Buttons) > 0:
		c.inActions = false
		return nil
	}
	list, actions := draw.Controls(in), draw.Controls(pointerOnly{in})
	if c.inActions {
		list, actions = pointerOnly{in}, in
	}
	a := -1
	if i := c.list.Update(list); i >= 0 {
		c.sel = i
		if in.Just(game.ActConfirm) { // Enter on a career continues it (a click or 1–9 chooses it)
			a = careersAction("continue")
		}
	} else if c.list.Focus >= 0 {
		c.sel = c.list.Focus
	}
	if b := c.actions.Update(actions); b >= 0 {
		a = b
	}
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
				g.Toast(i18n.T("notice.career_over"))
				return nil
			}
			continueCareer(g, si.ID)
		}
	case "delete":
		if ok {
			g.PushOverlay(newConfirm(i18n.T("careers.delete_ask", "name", nameOf(si)), func(g *game.Game) {
				if err := g.Careers.Store.Remove(si.ID); err != nil {
					g.Toast(i18n.T("notice.not_deleted", "err", err.Error()))
				} else {
					g.Toast(i18n.T("notice.deleted", "name", nameOf(si)))
				}
				c.reload(g)
			}))
		}
	case "export":
		if ok {
			msg, err := g.Careers.Export(si.ID)
			if err != nil {
				msg = i18n.T("notice.not_exported", "err", err.Error())
			}
			g.Toast(msg)
		}
	case "import":
		c.waiting = true
		g.Careers.StartImport(func(msg string) {
			g.Toast(msg)
			c.reload(g)
		})
	case "stats": // the statistics screen (stats.go) with the selected career shown
		g.Push(NewStats(g, si.ID))
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
	c.words[careersTitle].draw(dst, c.sc)
	c.words[careersIntro].draw(dst, c.sc)
	if len(c.slots) == 0 {
		c.words[careersEmpty].draw(dst, c.sc)
	}
	for i := range c.list.Buttons {
		draw.DrawButton(dst, &c.list.Buttons[i], !c.inActions && i == c.list.Focus)
	}
	if c.sel >= 0 && c.sel < len(c.list.Buttons) { // the career the actions act on
		draw.StrokeRect(dst, c.list.Buttons[c.sel].R, 2, draw.ColAccent)
	}
	c.words[careersMore].draw(dst, c.sc)
	c.words[careersErr].draw(dst, c.sc)
	for i := range c.actions.Buttons {
		draw.DrawButton(dst, &c.actions.Buttons[i], c.inActions && i == c.actions.Focus)
	}
	c.words[careersExport].draw(dst, c.sc)
}

// ---------------------------------------------------------------- confirm

type confirm struct {
	text boxText
	yes  func(g *game.Game)
	list draw.ButtonList
	sc   float64 // the settings' text size
}

func newConfirm(text string, yes func(g *game.Game)) *confirm {
	c := &confirm{text: boxText{text: text, size: 17, min: 11, col: draw.ColInk, r: draw.Rect{X: 430, Y: 276, W: 420, H: 96}}, yes: yes}
	c.list.Buttons = []draw.Button{
		{R: draw.Rect{X: 430, Y: 380, W: 200, H: 46}, Label: i18n.T("careers.delete_yes"), Key: "yes"},
		{R: draw.Rect{X: 650, Y: 380, W: 200, H: 46}, Label: i18n.T("careers.keep"), Key: "no"},
	}
	c.list.Focus = 1
	return c
}

func (c *confirm) Name() string  { return "confirm" }
func (c *confirm) Overlay() bool { return true }

func (c *confirm) Update(g *game.Game) error {
	c.sc = g.Settings.TextScale
	scaleButtons(&c.list, c.sc)
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
	c.text.draw(dst, c.sc)
	c.list.Draw(dst)
}
