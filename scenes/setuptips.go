package scenes

import (
	"uboat/assets"
	"uboat/draw"
	"uboat/i18n"
	"uboat/present"
)

// The setup screen's tooltip (issue 14): the board summary's labels explain their
// glossary terms (tubes, reloads, deck gun, Flak, hull, flooding, systems), the values
// any term they name, the Kommandant's field the Kommandant; by hover, long press or the
// help key, as on the play screens (tooltip.go).

// setupTerms are the summary's labels (catalogue ids) and the glossary term of each.
var setupTerms = [...][2]string{
	{"setup.tubes", "tubes"}, {"setup.reloads", "reloads"}, {"setup.deck_gun", "deck_gun"}, {"setup.flak", "flak"},
	{"setup.hull", "hull"}, {"setup.flooding", "flooding"}, {"setup.systems", "systems"},
}

// setupSummaryBox is where the board summary's lines are drawn (Setup.Draw).
var setupSummaryBox = draw.Rect{X: 320, Y: 270, W: 510, H: 400}

// tipAt implements tipSource: the tip of the summary's line or the field under (x, y),
// laid out now.
func (s *Setup) tipAt(x, y float64) (present.Tip, bool) {
	s.tipList.Reset()
	tf := present.NewTermFinder()
	lines := s.summary()
	r := setupSummaryBox
	size, lw, values := summaryLayout(lines, r, s.sc)
	ly := r.Y
	for i, l := range lines {
		h := float64(max(1, len(values[i]))) * draw.LineStep(size)
		for _, st := range setupTerms {
			if l[0] == i18n.T(st[0]) {
				s.tipList.Add(present.Tip{R: draw.Rect{X: r.X, Y: ly, W: lw + draw.TextWidth(values[i][0], assets.Regular, size), H: h}, Term: st[1]})
			}
		}
		present.LineTips(&s.tipList, tf, l[0], assets.Regular, size, r.X, ly, draw.LineStep(size))
		vy := ly
		for _, w := range values[i] {
			present.LineTips(&s.tipList, tf, w, assets.Regular, size, r.X+lw, vy, draw.LineStep(size))
			vy += draw.LineStep(size)
		}
		ly += h + 6
	}
	label := i18n.T("setup.kommandant")
	s.tipList.Add(present.Tip{R: draw.Rect{X: nameField.X, Y: nameField.Y - 24, W: draw.TextWidth(label, assets.Bold, draw.Sized(15, s.sc)), H: 20}, Term: "kommandant"})
	return s.tipList.At(x, y)
}

// focusRect implements tipSource: the setup's focus (Start career).
func (s *Setup) focusRect() (draw.Rect, bool) { return s.Focus() }
