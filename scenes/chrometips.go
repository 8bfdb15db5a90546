package scenes

import (
	"image/color"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/i18n"
	"uboat/present"
)

// The tips of the play screen beyond the board, the log and the dock (issue 14: every
// term, label and icon explains itself): the top bar, the caption, the dice tray, and
// on the stage the ships, escorts, aircraft and the boat with the stages' labels. They
// are laid out only when the tooltip is about to show (tooltip.show), never in a
// steady frame.

// stageTipper is a stage whose picture explains itself: it adds its tips in the stage's
// own coordinates (Campaign.stagePoint maps the screen to them).
type stageTipper interface {
	stageTips(c *Campaign, t *present.Tips, tf present.TermFinder)
}

// addTips adds the tips of s drawn in the box (lineBox.draw): the terms, rule numbers and
// table codes it names, where they are drawn.
func (b lineBox) addTips(t *present.Tips, tf present.TermFinder, s string) {
	fs := b.size(s)
	x := b.R.X
	switch b.Align {
	case draw.AlignCenter:
		x += b.R.W / 2
	case draw.AlignRight:
		x += b.R.W
	}
	x = present.TextX(s, b.Font, fs, x, b.Align)
	present.LineTips(t, tf, s, b.Font, fs, x, b.R.Y+(b.Size-fs)/2, b.R.H)
}

// spriteRect is where a sprite drawn by drawSpriteOp at x, y at scale lies (untilted).
func spriteRect(sp *assets.Sprite, x, y, scale float64) draw.Rect {
	b := sp.Img.Bounds()
	return draw.Rect{X: x - sp.SternX*scale, Y: y - sp.WaterlineY*scale, W: float64(b.Dx()) * scale, H: float64(b.Dy()) * scale}
}

// chromeTips lays out the tips of the top bar, the caption and the dice tray into t.
func (c *Campaign) chromeTips(t *present.Tips, tf present.TermFinder, title string) {
	st := c.state()
	// the top bar: the boat and her type, the Kommandant's rank and name
	left := chromeLeft(chromeKey{st.Boat.ID, st.Rank, st.Crew.Name})
	fs := topLeftBox.size(left)
	y := topLeftBox.R.Y + (topLeftBox.Size-fs)/2
	x := topLeftBox.R.X
	idW := draw.TextWidth(st.Boat.ID, topLeftBox.Font, fs)
	t.Add(present.Tip{R: draw.Rect{X: x, Y: y, W: idW, H: topLeftBox.R.H}, Title: st.Boat.ID, Text: i18n.T("board.type", "type", st.Boat.Type)})
	lead := st.Boat.ID + "  ·  "
	rank := present.RankAbbr(st.Rank)
	rx := x + draw.TextWidth(lead, topLeftBox.Font, fs)
	rest := left[len(lead):]
	rw := draw.TextWidth(rest, topLeftBox.Font, fs)
	t.Add(present.Tip{R: draw.Rect{X: rx, Y: y, W: rw, H: topLeftBox.R.H}, Term: "kommandant", Term2: "rank", Title: present.RankName(st.Rank)})
	if rank != "" && len(rest) >= len(rank) && rest[:len(rank)] == rank {
		t.Add(present.Tip{R: draw.Rect{X: rx, Y: y, W: draw.TextWidth(rank, topLeftBox.Font, fs), H: topLeftBox.R.H}, Term: "rank", Title: present.RankName(st.Rank)})
	}
	// the scene's title: where the patrol stands, and the terms it names
	if title != "" {
		tw := draw.TextWidth(title, topTitleBox.Font, topTitleBox.size(title))
		t.Add(present.Tip{R: draw.Rect{X: topTitleBox.R.X + (topTitleBox.R.W-tw)/2, Y: topTitleBox.R.Y, W: tw, H: topTitleBox.R.H}, Title: title, Text: i18n.T("tip.scene")})
		topTitleBox.addTips(t, tf, title)
	}
	// the keys' hint: the pace and the keys
	t.Add(present.Tip{R: topHintBox.R, Text: i18n.T("tip.pace")})
	// the caption: the latest event's terms, rule numbers and table codes
	if c.caption != "" {
		present.CaptionTips(t, tf, c.caption, c.captionSize)
	}
	c.Dice.tips(t)
}

// tips adds the dice tray's tips: its heading (the table), each die (what it was rolled
// for, the table and each modifier, helping or hurting), the modified total and the
// result, where Draw puts them.
func (d *DiceTray) tips(t *present.Tips) {
	if d.ev == nil {
		return
	}
	x, y := present.DiceBox.X, present.DiceBox.Y
	t.Add(present.RollLabelTip(present.DiceBox, d.ev)) // the tray as a whole, its heading too
	for i := range d.ev.Faces {
		t.Add(present.DieTip(draw.Rect{X: x + 8 + 38*float64(i), Y: y + 24, W: 32, H: 32}, d.ev, i))
	}
	if d.t < tumbleFrames {
		return
	}
	tx := x + resultX(len(d.ev.Faces))
	if d.total != "" {
		t.Add(present.RollTotalTip(draw.Rect{X: tx, Y: y + 22, W: draw.TextWidth(d.total, assets.Regular, 13), H: 17}, d.ev))
	}
	t.Add(present.RollResultTip(draw.Rect{X: tx, Y: y + 40, W: draw.TextWidth(d.result, assets.Bold, d.resultSize), H: 19}, d.ev))
}

// stageTipAt returns the stage's tip at the screen point (x, y).
func (c *Campaign) stageTipAt(x, y float64) (present.Tip, bool) {
	ps := c.scenes[c.place]
	if ps == nil {
		return present.Tip{}, false
	}
	st, ok := ps.st.(stageTipper)
	if !ok {
		return present.Tip{}, false
	}
	sx, sy, ok := c.stagePoint(x, y)
	if !ok {
		return present.Tip{}, false
	}
	c.tipList.Reset()
	st.stageTips(c, &c.tipList, present.NewTermFinder())
	tp, ok := c.tipList.At(sx, sy)
	if ok { // back to the screen's coordinates (the stage may be squeezed above the dock)
		r, sc := present.StageAbove(c.dockTop())
		tp.R = draw.Rect{X: r.X + (tp.R.X-present.Stage.X)*sc, Y: r.Y + (tp.R.Y-present.Stage.Y)*sc, W: tp.R.W * sc, H: tp.R.H * sc}
	}
	return tp, ok
}

// stageTips: the encounter's ships and escorts (name, class, tonnage), the aircraft,
// the boat, and the chip under the caption (day or night, range, escorted).
func (s *encounterStage) stageTips(c *Campaign, t *present.Tips, tf present.TermFinder) {
	encounterInfoLine.addTips(t, tf, s.info())
	bst, by := s.boatState()
	ub := assets.Boat(s.family, assets.Side, bst, 3, false)
	t.Add(present.BoatTip(spriteRect(ub, 30, by, 1), c.state().Boat.ID, c.state().Boat.Type, bst != assets.Surfaced))
	for i := range s.ships {
		sh := &s.ships[i]
		if sh.appear.F() < 0.6 {
			continue
		}
		t.Add(present.ShipTip(s.shipRect(i), sh.name, sh.class, sh.capClass, sh.tons, sh.sunk))
	}
	if a := &s.air; a.active && a.y < horizonY+40 {
		plane := assets.Render(s.planeSil(), 5, color.RGBA{0x22, 0x26, 0x2a, 0xff}, true)
		t.Add(present.AircraftTip(spriteRect(plane, a.x, a.y, 1)))
	}
}

// stageTips: the escorts overhead, the boat below, the test-depth line, the gauges and
// the attack's messages.
func (s *depthStage) stageTips(c *Campaign, t *present.Tips, tf present.TermFinder) {
	st := present.Stage
	td := surfaceY + testDepthPx
	t.Add(present.Tip{R: draw.Rect{X: st.X, Y: td - 4, W: st.W, H: 20}, Term: "test_depth"})
	for i := 0; i < s.escorts && i < len(s.escortX); i++ {
		t.Add(present.Tip{R: draw.Rect{X: s.escortX[i] - 60, Y: surfaceY - 40, W: 120, H: 50}, Term: "escort", Title: present.GlossName("escort")})
	}
	sp := assets.Boat(s.family, assets.Side, assets.Submerged, 3, false)
	t.Add(present.BoatTip(spriteRect(sp, s.boatX-100, surfaceY+s.depth, 1), c.state().Boat.ID, c.state().Boat.Type, true))
	y := st.Y + 150.0
	for _, tx := range s.texts {
		depthTextLine.at(y).addTips(t, tf, tx.text)
		y += 24
	}
	g := depthGauges
	t.Add(present.Tip{R: draw.Rect{X: g.X, Y: g.Y + 6, W: g.W, H: 26}, Term: "hull"})
	t.Add(present.Tip{R: draw.Rect{X: g.X, Y: g.Y + 34, W: g.W, H: 26}, Term: "flooding"})
}

// stageTips: the officers' portraits (each his term), the card of orders or of the new
// command (the area, the wolfpack, the mission, the boat's type) and the notes.
func (s *portStage) stageTips(c *Campaign, t *present.Tips, tf present.TermFinder) {
	officerTips(c, t, 16, present.Stage.Y+44)
	switch {
	case s.orders != nil:
		t.Add(present.Tip{R: portCardMain.R, Term: "patrol_area", Title: present.AreaName(s.orders.Area)})
		line := i18n.T("stage.port.from", "base", present.AreaName(s.orders.Base), "boxes", present.Plural(len(s.orders.Track), "box"))
		if s.orders.Wolfpack {
			line += " · " + i18n.T("stage.port.wolfpack")
		}
		if s.orders.Mission != "" && s.orders.Mission != engine.MissionNone {
			line += " · " + present.MissionName(s.orders.Mission)
		}
		portCardOther.addTips(t, tf, line)
	case s.started != nil:
		portCardMain.addTips(t, tf, s.started.ID+" · "+i18n.T("board.type", "type", s.started.Type))
		portCardOther.addTips(t, tf, present.KommandantTitle(s.started.Kmdt))
	}
	if len(s.notes) > 0 && c.Panel.D == nil {
		st := present.Stage
		y := st.Y + 380.0
		for _, n := range s.notes {
			fs := draw.FitSize(n, assets.Regular, 14, 10, st.W-40)
			present.LineTips(t, tf, n, assets.Regular, fs, 20, y+(14-fs)/2, 19)
			y += 19
		}
	}
}

// officerTips adds the tips of the officers' row drawn by drawOfficers at x, y: each
// officer his glossary term (an Experte also Experte), the rank's sleeve the rank.
func officerTips(c *Campaign, t *present.Tips, x, y float64) {
	m := &c.Status.View
	for i := range assets.PortraitMembers {
		if m.Crew[i].Absent {
			continue
		}
		tp := present.Tip{R: draw.Rect{X: x + float64(i)*78, Y: y, W: 60, H: 78}, Term: present.MemberTerm(i), Title: i18n.T(officerNames[i]), Text: i18n.T("tip.officer")}
		if m.Crew[i].Experte {
			tp.Term2 = "experte"
		}
		t.Add(tp)
	}
	if r := c.Status.Rank(); r > 0 {
		t.Add(present.Tip{R: draw.Rect{X: x + 5*78 + 5, Y: y + 6, W: 30, H: 42}, Term: "rank", Title: present.RankName(r)})
	}
}

// stageTips: the refit's report lines (their terms), the medal being awarded and the
// new rank's sleeve.
func (s *refitStage) stageTips(c *Campaign, t *present.Tips, tf present.TermFinder) {
	st := present.Stage
	rep := draw.Rect{X: 10, Y: st.Y + 160, W: 420, H: st.H - 170}
	sc := c.textScale
	size := draw.Sized(13, sc)
	lines := s.reportLines(size, rep.W-20)
	top := rep.Y + 10 + draw.LineStep(draw.Sized(15, sc))
	n := max(0, int((rep.Y+rep.H-4-top-draw.LineHeight(assets.Regular, size))/draw.LineStep(size))+1)
	y := top
	for _, l := range lines[max(0, len(lines)-n):] {
		present.LineTips(t, tf, l.text, assets.Regular, size, rep.X+10, y, draw.LineStep(size))
		y += draw.LineStep(size)
	}
	// the patrol log sheet beside the report (refitStage.draw)
	logSheetTips(t, tf, refitSheetRect(), c.state().Log, c.state().Options.Keys(), sc)
	if s.medal != "" && s.medalT.Dur > 0 {
		term := "decorations"
		if present.IsGlossTerm(s.medal) {
			term = s.medal
		}
		t.Add(present.Tip{R: draw.Rect{X: medalX, Y: st.Y + 4, W: 72, H: 120}, Term: term})
	}
	if s.rank > 0 && s.promoT.Dur > 0 {
		t.Add(present.Tip{R: draw.Rect{X: rankX, Y: st.Y + 18, W: 48, H: 120}, Term: "rank", Title: present.RankName(s.rank)})
	}
}

// stageTips: the career's end: its patrol log sheet (endStage.draw).
func (s *endStage) stageTips(c *Campaign, t *present.Tips, tf present.TermFinder) {
	logSheetTips(t, tf, endSheetRect(), c.state().Log, c.state().Options.Keys(), c.textScale)
}

// stageTips: the box's label beside the boat (the travel box) and the leg.
func (s *transitStage) stageTips(c *Campaign, t *present.Tips, tf present.TermFinder) {
	if len(s.pts) > 0 && s.labelT > 0 && c.Panel.D == nil {
		x, y := s.cur()
		w := draw.TextWidth(s.label, assets.Bold, 15) + 16
		lx := min(x+16, chartRect.W-w-4)
		r := draw.Rect{X: lx, Y: y - 40, W: w, H: 24}
		t.Add(present.Tip{R: r, Term: "travel_box", Title: s.label})
		present.LineTips(t, tf, s.label, assets.Bold, 15, r.X+8, r.Y+3, 18)
	}
	if len(s.pts) > 0 {
		x, y := s.cur()
		b := c.state().Boat
		t.Add(present.Tip{R: draw.Rect{X: x - 14, Y: y - 14, W: 28, H: 28}, Title: b.ID, Text: i18n.T("board.type", "type", b.Type)})
	}
	if len(s.track) > 0 {
		leg := i18n.T("stage.outbound")
		if p := c.state().Patrol; p != nil && p.Aborting {
			leg = i18n.T("stage.aborting")
		}
		transitLegLine.addTips(t, tf, leg)
	}
}
