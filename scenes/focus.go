package scenes

import (
	"uboat/draw"
	"uboat/engine/pack"

	"github.com/hajimehoshi/ebiten/v2"
)

// The scenes' Focus (game.Focuser): where the control Enter would press is.

func listFocus(l *draw.ButtonList) (draw.Rect, bool) {
	if l.Focus < 0 || l.Focus >= len(l.Buttons) {
		return draw.Rect{}, false
	}
	return l.Buttons[l.Focus].R, true
}

// Focus implements game.Focuser: the focused item of the title's menu.
func (t *Title) Focus() (draw.Rect, bool) { return listFocus(&t.list) }

// Focus implements game.Focuser: "Start career" (Enter starts the career as set up),
// or the button below the types that ↑/↓ moved the focus to (the optional rules, the
// historical U-number of opt 14.4).
func (s *Setup) Focus() (draw.Rect, bool) {
	if len(s.actions.Buttons) < 3 {
		return draw.Rect{}, false
	}
	if s.zone == setupZoneHistorical {
		return s.hist.Buttons[0].R, true
	}
	if a := zoneAction(s.zone); a >= 0 && a < len(s.actions.Buttons) {
		return s.actions.Buttons[a].R, true
	}
	return s.actions.Buttons[0].R, true
}

// Focus implements game.Focuser: the guided patrol's step, the button of the career's
// end, of the refit report, the focused button of a grid or of the decision panel. A
// decision with one legal answer has none: the game takes that answer itself after a
// moment (onlyChoiceFrames), so there is nothing for the player to press (a click sent
// there would race the panel's going away).
func (p *PlayScene) Focus() (draw.Rect, bool) {
	c := p.c
	switch {
	case c.tips.holding(): // a step of the guided patrol on screen: its "Go on"
		return listFocus(&c.tips.list)
	case c.finished:
		return listFocus(&c.finishBtn)
	case len(c.ackBtn.Buttons) > 0:
		return listFocus(&c.ackBtn)
	case c.salvo != nil:
		return c.salvo.focusRect()
	case c.reloads != nil:
		return c.reloads.focusRect()
	case c.Panel.D != nil && c.panelShown && !c.onlyChoice():
		return listFocus(&c.Panel.List)
	}
	return draw.Rect{}, false
}

// focusRect is the focused button of a grid (none while a row has the focus).
func (d *gridDock) focusRect() (draw.Rect, bool) {
	b := d.focus - len(d.rows)
	if b < 0 || b >= len(d.buttons) {
		return draw.Rect{}, false
	}
	return d.buttons[b].R, true
}

// Focus implements game.Focuser: the focused item of the help's list.
func (h *Help) Focus() (draw.Rect, bool) { return listFocus(&h.list) }

// Focus implements game.Focuser: the button below the glossary (Back); ↑/↓ choose the
// term shown, they press nothing.
func (s *Glossary) Focus() (draw.Rect, bool) { return listFocus(&s.nav) }

// Focus implements game.Focuser: the damaged save's focused button.
func (d *Damaged) Focus() (draw.Rect, bool) { return listFocus(&d.list) }

// Focus implements game.Focuser: the career in focus (Enter continues it), or the
// focused action when the focus is in the actions' column.
func (c *Careers) Focus() (draw.Rect, bool) {
	if c.inActions {
		return listFocus(&c.actions)
	}
	return listFocus(&c.list)
}

// Focus implements game.Focuser: the confirmation's focused answer.
func (c *confirm) Focus() (draw.Rect, bool) { return listFocus(&c.list) }

// Focus implements game.Focuser: the hall of fame's focused button.
func (h *Hall) Focus() (draw.Rect, bool) { return listFocus(&h.list) }

// Focus implements game.Focuser: the log sheet's focused button.
func (s *hallSheet) Focus() (draw.Rect, bool) { return listFocus(&s.list) }

// Focus implements game.Focuser: the focused setting.
func (s *Settings) Focus() (draw.Rect, bool) { return listFocus(&s.list) }

// Focus implements game.Focuser: the pause menu's focused item.
func (p *Pause) Focus() (draw.Rect, bool) { return listFocus(&p.list) }

// Focus implements game.Focuser: the optional rules' focused button.
func (p *OptionsPage) Focus() (draw.Rect, bool) { return p.focusRect() }

// Focus implements game.Focuser: the hand-over's button.
func (h *handover) Focus() (draw.Rect, bool) { return listFocus(&h.list) }

// Focus implements game.Focuser: the end screen's button.
func (r *resultScreen) Focus() (draw.Rect, bool) { return listFocus(&r.list) }

// Focus implements game.Focuser: the text field being typed in (Enter ends it), else
// the focused button.
func (p *DuelSetup) Focus() (draw.Rect, bool) {
	switch p.field {
	case 1:
		return duelNameField, true
	case 2:
		return duelUnumField, true
	}
	return listFocus(&p.list)
}

// Focus implements game.Focuser: the tournament page's focused button.
func (p *TournamentPage) Focus() (draw.Rect, bool) { return listFocus(&p.list) }

// Focus implements game.Focuser: the standings' Back.
func (s *Standings) Focus() (draw.Rect, bool) { return listFocus(&s.back) }

// Focus implements game.Focuser: the row in focus: the number of boats (its − and +),
// a player's name field, Start or Back.
func (p *PackSetup) Focus() (draw.Rect, bool) {
	switch {
	case p.row == 0:
		a, b := p.list.Buttons[0].R, p.list.Buttons[1].R
		return draw.Rect{X: a.X, Y: a.Y, W: b.X + b.W - a.X, H: a.H}, true
	case p.row >= 1 && p.row <= pack.MaxBoats:
		return packNameField(p.row - 1), true
	case p.row == packRowStart:
		return p.list.Buttons[2].R, true
	case p.row == packRowBack:
		return p.list.Buttons[3].R, true
	}
	return draw.Rect{}, false
}

// drawButtons draws a column of buttons: the focused one as focused only while the
// column has the page's one focus (hasFocus), and the button marked (−1: none: the
// page shown, the term chosen) with a bar down its left edge.
func drawButtons(dst *ebiten.Image, l *draw.ButtonList, hasFocus bool, marked int) {
	for i := range l.Buttons {
		b := &l.Buttons[i]
		draw.DrawButton(dst, b, hasFocus && i == l.Focus)
		if i == marked {
			draw.FillRect(dst, draw.Rect{X: b.R.X + 3, Y: b.R.Y + 4, W: 4, H: b.R.H - 8}, draw.ColAccent)
		}
	}
}
