package scenes

import "uboat/draw"

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
// end, of the refit report, the focused button of a grid or of the decision panel.
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
	case c.Panel.D != nil && c.panelShown:
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
