package scenes

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/game"
	"uboat/i18n"
	"uboat/savefile"
)

// A long text, longer than any box of the menus.
const longText = "The saved career could not be read because the file on the disk ends in the middle of an answer, " +
	"which happens when the machine was switched off while the game was writing it; the previous version is kept beside it"

// screenLayout is what a menu screen draws: its words in their boxes and its buttons.
type screenLayout struct {
	name    string
	words   []*boxText
	buttons []draw.Button
}

// checkLayout asserts that at the text size sc every word of the screen stays inside its
// box and the canvas, every button's texts inside the button, and that no two of the
// words, nor a word and a button, overlap; a button's label is no lower than at the
// text size before (labelH, by screen and label, updated). It returns the sum of the
// words' sizes.
func checkLayout(t *testing.T, l screenLayout, sc float64, labelH map[string]float64) float64 {
	t.Helper()
	canvas := draw.Rect{W: draw.LogicalW, H: draw.LogicalH}
	var drawn []draw.Rect
	var names []string
	sum := 0.0
	for _, w := range l.words {
		if w.text == "" {
			continue
		}
		f := w.fitted(sc)
		sum += f.Size
		if f.Width() > w.r.W || f.Height() > w.r.H || !w.r.Within(canvas) {
			t.Errorf("%s at %.2f: %q is %.0f×%.0f px at %.1f in its box %+v", l.name, sc, w.text, f.Width(), f.Height(), f.Size, w.r)
		}
		x := w.r.X
		switch w.align {
		case draw.AlignCenter:
			x += (w.r.W - f.Width()) / 2
		case draw.AlignRight:
			x += w.r.W - f.Width()
		}
		drawn = append(drawn, draw.Rect{X: x, Y: w.r.Y, W: f.Width(), H: f.Height()})
		names = append(names, w.text)
	}
	for i := range l.buttons {
		b := &l.buttons[i]
		if b.Scale != sc {
			t.Errorf("%s: button %q at text size %v, want %v", l.name, b.Label, b.Scale, sc)
		}
		if !b.R.Within(canvas) {
			t.Errorf("%s: button %q %+v off the canvas", l.name, b.Label, b.R)
		}
		boxes := b.TextBoxes(nil)
		label := boxes[0]
		if b.Shortcut > 0 {
			label = boxes[1]
		}
		key := l.name + "/" + b.Label
		if h, ok := labelH[key]; ok && label.H < h-0.01 {
			t.Errorf("%s at %.2f: the label of button %q is %.1f px high, %.1f at the size before", l.name, sc, b.Label, label.H, h)
		}
		labelH[key] = label.H
		for k, r := range boxes {
			if !r.Within(b.R) {
				t.Errorf("%s at %.2f: a text of button %q (%q) at %+v leaves it %+v", l.name, sc, b.Label, b.Sub, r, b.R)
			}
			for _, o := range boxes[k+1:] {
				if r.Inset(0.5).Overlaps(o.Inset(0.5)) { // a line's box runs to the descent: half a pixel each way
					t.Errorf("%s at %.2f: in button %q (%q) the texts at %+v and %+v overlap", l.name, sc, b.Label, b.Sub, r, o)
				}
			}
		}
		drawn = append(drawn, b.R)
		names = append(names, "button "+b.Label)
	}
	for i, a := range drawn {
		for j := i + 1; j < len(drawn); j++ {
			if a.Overlaps(drawn[j]) {
				t.Errorf("%s at %.2f: %q %+v overlaps %q %+v", l.name, sc, names[i], a, names[j], drawn[j])
			}
		}
	}
	return sum
}

func ptrs(ws []boxText) []*boxText {
	out := make([]*boxText, len(ws))
	for i := range ws {
		out[i] = &ws[i]
	}
	return out
}

// hallEntry is a finished career with long names for the hall sheet.
func hallEntry() *game.HallEntry {
	st := &engine.State{EndReason: "boat_lost", Date: engine.MonthOf(1945, 4), CareerShips: 48, CareerTons: 287654, PatrolCount: 14, Rank: engine.RankKptzS, Victory: "major"}
	st.Boat.ID, st.Boat.Type = "U-1234", "IXD/42"
	st.Crew.Name = "Friedrich-Wilhelm von Musterhausen-Oberndorf"
	st.LossCause = "depth charges from a hunter-killer group of three destroyer escorts after a long chase"
	st.Decorations = []string{"iron_cross_2", "iron_cross_1", "front_clasp_bronze", "german_cross", "knights_cross", "oak_leaves"}
	return &game.HallEntry{ID: "x", State: st, Save: &engine.Save{Config: engine.SaveConfig{Start: "1943-07"}}}
}

// In every language and at every text size the menus' words stay in their boxes and
// their buttons' texts in the buttons, nothing overlaps, and a larger text size draws
// larger words.
func TestMenusFitAtEveryTextSize(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	for _, lang := range i18n.Langs {
		t.Run(lang.String(), func(t *testing.T) {
			i18n.SetCurrent(lang)
			menusFit(t)
		})
	}
}

// menusFit checks the menus' layout in the current language at every text size.
func menusFit(t *testing.T) {
	g := game.New(game.Options{Fake: true, Mute: true, ConfigDir: t.TempDir(), Lang: i18n.Current().String()}, func(g *game.Game) game.Scene { return NewTitle(g) })
	prev, labelH := map[string]float64{}, map[string]float64{}
	for _, sc := range game.TextScales {
		g.Settings.TextScale = sc
		var screens []screenLayout

		ti := NewTitle(g)
		ti.Update(g)
		screens = append(screens, screenLayout{"title", []*boxText{&ti.hint}, ti.list.Buttons})

		se := NewSettings()
		se.Update(g)
		screens = append(screens, screenLayout{"settings", []*boxText{&se.title}, se.list.Buttons})

		for _, quit := range []bool{false, true} {
			p := NewPause(nil)
			p.quiting = quit
			p.Update(g)
			screens = append(screens, screenLayout{fmt.Sprint("pause, quitting ", quit), []*boxText{&p.title, &p.note}, p.list.Buttons})
		}

		su := NewSetup(g)
		su.note = longText
		su.Update(g)
		su.words[setupNote].text = su.note
		su.words[setupEarliest].text = i18n.T("setup.earliest", "month", su.earliest().Short())
		// the labels over the month and the fields, at their width
		for _, id := range []string{"setup.start_month", "setup.kommandant", "setup.unumber"} {
			if w := draw.TextWidth(i18n.T(id), assets.Bold, draw.Sized(15, sc)); w > nameField.W {
				t.Errorf("setup at %.2f: %q is %.0f px wide, the field %.0f", sc, i18n.T(id), w, nameField.W)
			}
		}
		// the type's name and its family's, over the board summary's panel (550 px)
		for _, k := range su.data.BoardKeys {
			head := draw.TextWidth(i18n.T("setup.type", "type", k), assets.Bold, draw.Sized(26, sc))
			fam := draw.TextWidth(i18n.T("setup.family", "family", assets.Family(k)), assets.Regular, draw.Sized(13, sc))
			if head+fam+20 > 510 {
				t.Errorf("setup at %.2f, type %s: its name (%.0f px) and family (%.0f px) meet", sc, k, head, fam)
			}
		}
		screens = append(screens, screenLayout{"setup", ptrs(su.words[:]), append(append([]draw.Button(nil), su.types.Buttons...), su.actions.Buttons...)})

		ca := NewCareers(g)
		ca.Update(g)
		ca.words[careersErr].text = longText
		ca.words[careersMore].text = i18n.T("careers.more", "n", 12)
		ca.words[careersEmpty].text = "" // the list is not empty: it has the long button below
		ca.words[careersExport].text = i18n.T("careers.export_hint", "where", i18n.T("careers.export_where_file", "dir", "/home/a-player-with-a-long-name/.local/share/uboat/exports of careers"))
		// a damaged career's line in its button, whole, not cut at 70 letters
		si := savefile.SlotInfo{ID: "c-2026-11-25-1", Err: errors.New(longText)}
		line := slotLine(si)
		if !strings.Contains(line, longText) {
			t.Errorf("the damaged career's line is cut: %q", line)
		}
		long := draw.Button{R: draw.Rect{X: 40, Y: 110, W: 880, H: 58}, Label: i18n.T("careers.damaged_label", "id", si.ID), Sub: line, Shortcut: 1, Scale: sc}
		screens = append(screens, screenLayout{"careers", ptrs(ca.words[:]), append([]draw.Button{long}, ca.actions.Buttons...)})

		h := NewHall(g)
		h.Update(g)
		screens = append(screens, screenLayout{"hall", ptrs(h.words[:]), h.list.Buttons})

		hs := NewHallSheet(hallEntry())
		hs.Update(g)
		screens = append(screens, screenLayout{"hall sheet", ptrs(hs.words[:]), hs.list.Buttons})

		d := NewDamaged(&game.SaveProblem{ID: "c-1", Message: longText + " " + longText, HasBackup: true})
		d.Update(g)
		screens = append(screens, screenLayout{"damaged", ptrs(d.words[:]), d.list.Buttons})

		cf := newConfirm(i18n.T("careers.delete_ask", "name", "U-1234 (Friedrich-Wilhelm von Musterhausen-Oberndorf)"), nil)
		cf.Update(g)
		screens = append(screens, screenLayout{"confirm", []*boxText{&cf.text}, cf.list.Buttons})

		for _, s := range screens {
			sum := checkLayout(t, s, sc, labelH)
			if p, ok := prev[s.name]; ok && sum <= p {
				t.Errorf("%s: the words' sizes add up to %.1f at text size %.2f, %.1f at the size before", s.name, sum, sc, p)
			}
			prev[s.name] = sum
		}
		// the setup's board summary stands inside its box for every boat type
		data := engine.MustData()
		box := draw.Rect{X: 320, Y: 270, W: 510, H: 400}
		for _, k := range data.BoardKeys {
			su.types.Focus = indexOf(data.BoardKeys, k)
			size, lw, values := summaryLayout(su.summary(), box, sc)
			h := 0.0
			for _, v := range values {
				h += float64(len(v))*draw.LineStep(size) + 6
				for _, l := range v {
					if draw.TextWidth(l, 0, size) > box.W-lw {
						t.Errorf("setup, type %s at %.2f: %q too wide", k, sc, l)
					}
				}
			}
			if h > box.H {
				t.Errorf("setup, type %s at %.2f: the summary is %.0f px high in %.0f", k, sc, h, box.H)
			}
		}
	}
}

func indexOf(keys []string, k string) int {
	for i, x := range keys {
		if x == k {
			return i
		}
	}
	return -1
}

// The demonstration's reason for a choice, however long, is fitted into the room over
// the decision panel: wrapped there, every word shown, at every text size.
func TestLongReasonFitsItsBox(t *testing.T) {
	label := "Attack the convoy at periscope depth with a spread of four torpedoes (bow tubes)"
	reason := "the escort is thin, the night is dark and the convoy's biggest tanker is worth the risk; " +
		"the boat has enough torpedoes left for another attack afterwards and the crew is fresh"
	lines := ReasonLines(label, reason)
	for _, sc := range game.TextScales {
		w, h := 560.0, 150.0
		fits := reasonFits(nil, lines, w, h, sc)
		total := 0.0
		var words []string
		for _, f := range fits {
			if f.Width() > w {
				t.Errorf("at %.2f: a line %.0f px wide in %.0f: %q", sc, f.Width(), w, f.Lines)
			}
			total += f.Height() + reasonGap
			words = append(words, f.Lines...)
		}
		if total-reasonGap > h {
			t.Errorf("at %.2f: the reason is %.0f px high in %.0f", sc, total, h)
		}
		if got := strings.Join(words, " "); got != strings.Join(lines, " ") {
			t.Errorf("at %.2f: shown as %q", sc, got)
		}
	}
	// with no room to wrap, it shrinks, and ends in "…" only at the smallest size
	fits := reasonFits(nil, lines, 300, 44, 1.3)
	for _, f := range fits {
		if f.Width() > 300 || f.Size < 12 {
			t.Errorf("cramped: %q at %.1f, %.0f px", f.Lines, f.Size, f.Width())
		}
	}
}
