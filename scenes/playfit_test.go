package scenes

import (
	"fmt"
	"sort"
	"testing"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/game"
	"uboat/i18n"
	"uboat/present"
)

// longKommandant is as long a Kommandant's name as the setup takes (28 bytes).
const longKommandant = "Friedrich-Wilhelm Oberndorff"

// fitter collects what TestPlayScreensFitInEveryLanguage measures.
type fitter struct {
	t    *testing.T
	lang i18n.Lang
	n    int // texts measured
}

// line checks that s, drawn in b as the play scenes draw it (lineBox.size), is no wider
// than b: shrunk no lower than b.Min.
func (f *fitter) line(where string, b lineBox, s string) {
	f.t.Helper()
	f.n++
	fs := b.size(s)
	if w := draw.TextWidth(s, b.Font, fs); w > b.R.W {
		f.t.Errorf("%s, %s: %q is %.0f px wide at %.1f px (the least it shrinks to), its box %.0f", f.lang, where, s, w, fs, b.R.W)
	}
}

// sized checks that s drawn at size px (font) is no wider than w.
func (f *fitter) sized(where string, s string, font int, size, w float64) {
	f.t.Helper()
	f.n++
	if tw := draw.TextWidth(s, font, size); tw > w {
		f.t.Errorf("%s, %s: %q is %.0f px wide at %.1f px in %.0f", f.lang, where, s, tw, size, w)
	}
}

// within checks that box r lies inside the region in (a box drawn within a picture or
// a card).
func (f *fitter) within(where string, r, in draw.Rect) {
	f.t.Helper()
	if !r.Within(in) {
		f.t.Errorf("%s: the box %+v leaves %+v", where, r, in)
	}
}

// longestArea returns the area or box key whose name is the longest in the current
// language, and the longest base's.
func longestAreas() (area, base string) {
	keys := make([]string, 0, len(assets.AreaNames))
	for k := range assets.AreaNames {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if area == "" || draw.TextWidth(present.AreaName(k), assets.Bold, 20) > draw.TextWidth(present.AreaName(area), assets.Bold, 20) {
			area = k
		}
	}
	bases := make([]string, 0, len(assets.Bases))
	for k := range assets.Bases {
		bases = append(bases, k)
	}
	sort.Strings(bases)
	for _, k := range bases {
		if base == "" || draw.TextWidth(present.AreaName(k), assets.Regular, 16) > draw.TextWidth(present.AreaName(base), assets.Regular, 16) {
			base = k
		}
	}
	return area, base
}

// The play scenes' fixed boxes hold their words in every language (issue 13: the
// longest, German, wraps or shrinks, never overflows), at every text size the settings
// offer where the box follows it: the top bar's three lines, the stages' labels (the
// encounter's chip, the depth-charge messages, the transit's leg, the port's card and
// officers), the yard calendar, the new rank and the medal's name, the refit report's
// and the career end's lines, the patrol log sheet's columns, the salvo and reload
// grids' headings, the standing choices' buttons and the demonstration's banner. Every
// catalogue message drawn in one is measured against its box, with the longest values
// its placeholders take (areas, bases, months, ranks, the longest Kommandant's name).
func TestPlayScreensFitInEveryLanguage(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	// the boxes stand where they should: the top bar's three apart, inside the bar and
	// clear of the demonstration's banner (from x 860) for the title
	tops := []lineBox{topLeftBox, topTitleBox, topHintBox}
	for i, a := range tops {
		if !a.R.Within(present.TopBar) {
			t.Errorf("top bar line %d %+v leaves the bar", i, a.R)
		}
		for _, b := range tops[i+1:] {
			if a.R.Overlaps(b.R) {
				t.Errorf("top bar lines %+v and %+v overlap", a.R, b.R)
			}
		}
	}
	if topTitleBox.R.X+topTitleBox.R.W > 860 {
		t.Errorf("the title %+v runs under the demonstration's banner", topTitleBox.R)
	}
	for _, lang := range i18n.Langs {
		t.Run(lang.String(), func(t *testing.T) {
			i18n.SetCurrent(lang)
			f := &fitter{t: t, lang: lang}
			playFit(f)
			t.Logf("%s: %d texts measured", lang, f.n)
		})
	}
}

func playFit(f *fitter) {
	data := engine.MustData()
	area, base := longestAreas()
	month := engine.MonthOf(1943, 9) // the longest month name in every language: September, settembre, septiembre
	for m := engine.MonthOf(1943, 7); m < engine.LastMonth; m++ {
		if draw.TextWidth(present.MonthName(m), assets.Regular, 16) > draw.TextWidth(present.MonthName(month), assets.Regular, 16) {
			month = m
		}
	}

	// the top bar: the boat and her Kommandant at every rank; every scene's title with
	// the longest words; the keys' hint at every pace
	for r := engine.RankOltzS; r <= engine.RankKptzS; r++ {
		f.line("top bar", topLeftBox, chromeLeft(chromeKey{"U-1234", r, longKommandant}))
	}
	titles := []string{
		i18n.T("stage.port.title_base", "base", present.AreaName(base), "month", present.MonthName(month)),
		i18n.T("stage.port.title", "month", present.MonthName(month)),
		i18n.T("stage.on_patrol"),
		i18n.T("stage.transit.title", "n", 12, "of", 12, "area", present.AreaName(area)),
		i18n.T("stage.depth.deep", "title", i18n.T("stage.depth.round", "title", i18n.T("stage.depth.title"), "n", 12)),
		i18n.T("refit.title_back"),
		i18n.T("refit.title", "n", 12),
		i18n.T("refit.career_over_title"),
	}
	kinds := []string{engine.EncAircraft, engine.EncAircraftEscort, engine.EncEscort, engine.EncShip, engine.EncTwoShips,
		engine.EncShipEscort, engine.EncTwoShipsEscort, engine.EncTanker, engine.EncCapitalShip, engine.EncConvoy, engine.EncSubmarine}
	for _, k := range kinds {
		for _, night := range []bool{false, true} {
			for _, rng := range []string{"", engine.RangeClose, engine.RangeMedium, engine.RangeLong} {
				titles = append(titles, encounterTitleText(encounterTitle{k, rng, night}))
				key := k
				if engine.EncEscorted(k) {
					key = "escorted"
				}
				f.line("the encounter's chip", encounterInfoLine, encounterInfo(encounterTitle{key, rng, night}))
			}
		}
	}
	for _, s := range titles {
		f.line("top bar title", topTitleBox, s)
	}
	f.line("top bar title (replay)", topTitleBox, replayTitle(titles[0]))
	for _, p := range []game.Pace{game.PaceNormal, game.PaceFast, game.PaceInstant} {
		f.line("top bar hint", topHintBox, paceHint(p.String()))
	}

	// the stages' labels
	f.within("the encounter's chip", encounterInfoLine.R, present.Stage)
	f.within("the depth-charge messages", depthTextLine.R, present.Stage)
	for _, res := range []string{engine.Undetected, engine.Detected, engine.DetectedPlus} {
		f.line("depth-charge message", depthTextLine, i18n.T("stage.depth.detection", "result", present.ResultText(engine.TableE2, res)))
	}
	for _, res := range []string{"collapse", "again", "holds"} { // 9.6.4
		f.line("depth-charge message", depthTextLine, i18n.T("stage.depth.beyond", "result", present.ResultText(engine.TableTestDepth, res)))
	}
	// the depth gauges' labels keep the size of the rest (14 px; 12 at the least)
	f.within("the depth gauges", depthGauges, present.Stage)
	for _, id := range []string{"damage.hull", "damage.flooding"} {
		s := i18n.T(id)
		f.sized("depth gauge", s, assets.Regular, draw.GaugeLabelSize(s), draw.GaugeLabelW-4)
		if fs := draw.GaugeLabelSize(s); fs < 12 {
			f.t.Errorf("%s, depth gauge: %q shrunk to %.1f px", f.lang, s, fs)
		}
	}
	f.within("the transit's leg", transitLegLine.R, present.Stage)
	f.line("transit leg", transitLegLine, i18n.T("stage.outbound"))
	f.line("transit leg", transitLegLine, i18n.T("stage.aborting"))
	for _, b := range []lineBox{portCardHead, portCardMain, portCardOther} {
		f.within("the port's card", b.R, portCard)
	}
	f.line("port card", portCardHead, i18n.T("stage.port.orders"))
	f.line("port card", portCardHead, i18n.T("stage.port.new_command"))
	f.line("port card", portCardMain, present.AreaName(area))
	for _, typ := range data.BoardKeys {
		f.line("port card", portCardMain, "U-1234 · "+i18n.T("board.type", "type", typ))
	}
	f.line("port card", portCardOther, present.KommandantTitle(longKommandant))
	orders := i18n.T("stage.port.from", "base", present.AreaName(base), "boxes", present.Plural(12, "box")) + " · " + i18n.T("stage.port.wolfpack")
	f.line("port card", portCardOther, orders)
	for i, id := range officerNames {
		b := officerLine.moved(16+float64(i)*78, present.Stage.Y+44)
		f.line("officer", b, i18n.T(id))
		if i > 0 && b.R.Overlaps(officerLine.moved(16+float64(i-1)*78, present.Stage.Y+44).R) {
			f.t.Errorf("the officers' names %d and %d overlap", i-1, i)
		}
	}

	// the refit: the calendar's sheet (84×100), the new rank, the medal's name (80 px
	// wide under the medal), the report's heading
	sheet := draw.Rect{W: 84, H: 100}
	f.within("the calendar's month", calMonthLine.R, sheet)
	f.within("the calendar's count", calCountLine.R, sheet)
	for m := 1; m <= 12; m++ {
		f.line("calendar month", calMonthLine, i18n.T(monthAbbrs[m-1]))
	}
	f.line("calendar count", calCountLine, calLine([2]int{12, 12}))
	for r := engine.RankOltzS; r <= engine.RankKptzS; r++ {
		f.line("new rank", rankAbbrLine, present.RankAbbr(r))
	}
	for _, k := range []string{"iron_cross_2", "iron_cross_1", "german_cross", "knights_cross", "oak_leaves", "swords", "diamonds",
		"wound_badge_black", "wound_badge_silver", "wound_badge_gold"} {
		lines, size := medalLines(present.Words(k))
		for _, l := range lines {
			f.sized("medal "+k, l, assets.Bold, size, medalNameW)
		}
	}
	// the medal's name (under the medal, 4 px of dark label each side) clear of the
	// calendar's sheet and shadow (to x 106) and of the new rank's
	medalName := draw.Rect{X: medalX + 36 - medalNameW/2 - 4, Y: 73, W: medalNameW + 8, H: 40}
	if medalName.X < 18+84+4 || medalName.Overlaps(rankAbbrLine.R) {
		f.t.Errorf("the medal's name %+v meets the calendar (to x 106) or the new rank %+v", medalName, rankAbbrLine.R)
	}
	for _, sc := range game.TextScales {
		where := fmt.Sprintf("at text size %.2f", sc)
		f.sized("refit report "+where, i18n.T("refit.report"), assets.Bold, draw.FitSize(i18n.T("refit.report"), assets.Bold, draw.Sized(15, sc), 10, 400), 400)
		// the patrol log sheet's title and column headings, at the refit (430 px) and the
		// career's end (860 px)
		for _, w := range []float64{430, 860} {
			r := draw.Rect{X: 0, W: w}
			for i, c := range logSheetCols(r) {
				head := []string{"sheet.month", "sheet.boat", "sheet.area", "sheet.tons"}[i]
				s := i18n.T(head)
				f.sized("log sheet "+where, s, assets.Bold, draw.FitSize(s, assets.Bold, draw.Sized(13, sc), logSheetMin, c), c)
				if i == 2 { // the longest area, ships sunk, a mission's success: in two lines at most
					s = i18n.T("sheet.success", "text", i18n.T("sheet.sunk", "area", present.AreaName(area), "n", 12))
					lines, fs := sheetAreaLines(s, draw.Sized(13, sc), c)
					if len(lines) > 2 || fs < 10 {
						f.t.Errorf("%s, log sheet %s: %q in %d lines at %.1f px", f.lang, where, s, len(lines), fs)
					}
					for _, l := range lines {
						f.sized("log sheet "+where, l, assets.Regular, fs, c)
					}
				}
			}
			s := i18n.T("sheet.title")
			f.sized("log sheet "+where, s, assets.Bold, draw.FitSize(s, assets.Bold, draw.Sized(15, sc), 10, w-20), w-20)
		}
	}

	// the career's end: each line shrunk into endTextBox from x 30
	w := endTextBox.X + endTextBox.W - 30
	f.sized("career end", i18n.T("refit.career_over"), assets.Bold, draw.FitSize(i18n.T("refit.career_over"), assets.Bold, 34, 11, w), w)
	for _, reason := range []string{"boat_lost", "captured", "kmdt_killed", "relieved", "war_over"} {
		s := i18n.T("refit.because", "reason", present.EndReasonText(reason))
		f.sized("career end", s, assets.Regular, draw.FitSize(s, assets.Regular, 18, 11, w), w)
	}
	s := i18n.T("refit.career_total", "n", 48, "tons", present.Tons(287654), "patrols", present.Plural(14, "patrol"))
	f.sized("career end", s, assets.Regular, draw.FitSize(s, assets.Regular, 18, 11, w), w)

	// the grids' headings, shrunk into their columns (then cut, for a ship's long name
	// only): the salvo's hold column and the reload's torpedo kinds with what is left
	for _, sc := range game.TextScales {
		where := fmt.Sprintf("at text size %.2f", sc)
		sv := &engine.Salvo{Bow: true, Tubes: []engine.SalvoTube{{I: 0, Torp: engine.G7e}, {I: 1, Torp: engine.G7a}, {I: 2, Torp: engine.G7e}, {I: 3, Torp: engine.G7e}},
			Targets: []engine.Choice{{Key: "target_0", Label: "Alpha"}, {Key: "target_1", Label: "Bravo"}, {Key: "target_2", Label: "Charlie"}, {Key: "target_3", Label: "Delta"}}}
		sd := newSalvoDock(sv, &lastSalvo{}, present.DockArea, sc, false, nil)
		gridHeadings(f, "salvo grid "+where, &sd.gridDock)
		f.sized("salvo grid title "+where, sd.title, assets.Bold, draw.FitSize(sd.title, assets.Bold, 17*sc, 12, sd.R.W-30), sd.R.W-30)
		// the most kinds a boat carries at once: G7a, G7e, both FaT and one guided kind
		// (Falke until 7/43, Zaunkönig, Zaunkönig II from 4/45)
		rl := &engine.Reloads{Tubes: []engine.ReloadTube{{Bow: true, I: 0}, {Bow: true, I: 1}, {Bow: false, I: 0}}}
		for _, k := range []engine.Torp{engine.G7a, engine.G7e, engine.G7aFaT, engine.G7eFaT, engine.Zaunkoenig} {
			rl.Bow[k], rl.Stern[k] = 12, 12
		}
		rd := newReloadDock(rl, present.DockArea, sc)
		gridHeadings(f, "reload grid "+where, &rd.gridDock)
	}

	// the standing choices: the panel's buttons hold their words at every text size
	st := &game.Settings{}
	for _, d := range []*engine.Decision{postureDec(engine.PostureSurfaced, engine.PostureSchnorchel, "dive"), dec(1, "abort", abortContinue, "abort")} {
		d.Kind = engine.KindOf(d.ID)
		o := standingOffer(st, d, &engine.View{})
		for _, sc := range game.TextScales {
			var p present.DecisionPanel
			p.Scale = sc
			p.Set(o, present.DockArea, false)
			for i := range p.List.Buttons {
				b := &p.List.Buttons[i]
				for _, r := range b.TextBoxes(nil) {
					if !r.Within(b.R) {
						f.t.Errorf("%s, standing choice at %.2f: a text of %q at %+v leaves the button %+v", f.lang, sc, b.Label, r, b.R)
					}
				}
				if b.Key == standingPrefix+engine.PostureSurfaced || b.Key == standingPrefix+abortContinue {
					f.n++
					if draw.TextWidth(b.Label, assets.Regular, 10) > b.R.W {
						f.t.Errorf("%s, standing choice at %.2f: %q is wider than its button %.0f px", f.lang, sc, b.Label, b.R.W)
					}
				}
			}
		}
	}

	// the demonstration's banner over the top bar's right (x 860 on)
	banner := i18n.T(AttractBanner)
	bw := present.TopBar.W - 860 - 24
	f.sized("demonstration banner", banner, assets.Bold, draw.FitSize(banner, assets.Bold, 15, 10, bw), bw)
}

// gridHeadings checks that each column's heading of d is drawn whole (not cut) and
// inside its column.
func gridHeadings(f *fitter, where string, d *gridDock) {
	f.t.Helper()
	d.refit()
	for c, col := range d.cols {
		f.n += 2
		ns, ss := d.headingSizes(col)
		if d.fit.names[c] != col.name || draw.TextWidth(col.name, assets.Bold, ns) > d.colW-8 {
			f.t.Errorf("%s, %s: the heading %q is drawn as %q at %.1f px in %.0f", f.lang, where, col.name, d.fit.names[c], ns, d.colW-8)
		}
		if d.fit.subs[c] != col.sub || draw.TextWidth(col.sub, assets.Regular, ss) > d.colW-8 {
			f.t.Errorf("%s, %s: the heading's line %q is drawn as %q at %.1f px in %.0f", f.lang, where, col.sub, d.fit.subs[c], ss, d.colW-8)
		}
	}
}
