package present

import (
	"fmt"
	"testing"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/i18n"
)

// fullBoard is a crowded status board of each boat type: every tube loaded, the reloads
// of every kind, three decorations, a long name, every crewman an Experte with a long
// wound, the agent aboard, at sea in the area with the longest name, five-figure
// tonnage.
func fullBoards(t *testing.T) []StatusBoard {
	t.Helper()
	data := engine.MustData()
	longArea := ""
	for k, n := range assets.AreaNames {
		if len(n) > len(AreaName(longArea)) {
			longArea = k
		}
	}
	var out []StatusBoard
	for _, typ := range data.BoardKeys {
		c, err := engine.NewCareer(engine.Config{Seed: 3, Type: typ, Kommandant: "Friedrich-Wilhelm von Musterhausen", UNumber: "U-1234"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := engine.NewSession(c)
		for i := 0; i < 3; i++ { // past the career's start: the boat is on the board
			_, d := s.Next()
			if d == nil {
				break
			}
			if err := s.Choose(d.Seq, d.Options[0].Key); err != nil {
				t.Fatal(err)
			}
		}
		v := engine.ViewOf(c.State())
		for i := range v.Bow {
			v.Bow[i] = engine.G7eFaT
		}
		for i := range v.Stern {
			v.Stern[i] = engine.Zaunkoenig
		}
		for k := range v.BowReloads {
			v.BowReloads[k], v.SternReloads[k] = 2, 1
		}
		v.Rank, v.Quality, v.Date = engine.RankKptzS, 3, engine.MonthOf(1944, 9)
		v.Decorations = []string{"knights_cross", "german_cross", "front_clasp_bronze"}
		v.Naxos, v.Schnorchel = true, true
		for i := range v.Crew {
			v.Crew[i] = engine.Member{Status: engine.SW, Experte: true}
		}
		for i := range v.Systems {
			v.Systems[i].State = engine.SysInoperative
		}
		v.AtSea, v.Area, v.PatrolShips, v.PatrolTons = true, longArea, 12, 87654
		v.Patrols, v.CareerShips, v.CareerTons = 14, 48, 287654
		var b StatusBoard
		b.Start(v, data.Boards)
		out = append(out, b)
	}
	return out
}

// textScales are game.TextScales (the game package imports this one).
var textScales = []float64{1, 1.15, 1.3}

// At every text size the status board's texts and tube boxes stay inside its 400×686 px
// region and never overlap one another, for every boat type with the board as full as
// it gets; a larger text size draws larger text (the board is reflowed, its gaps
// closed up, before its text is made smaller than asked).
// It holds in every language (the German labels are the longest).
func TestStatusBoardFitsAtEveryTextSize(t *testing.T) {
	for _, l := range allLangs {
		inLang(l, func() { statusBoardFits(t, l) })
	}
}

func statusBoardFits(t *testing.T, l i18n.Lang) {
	box := draw.Rect{W: StatusBox.W, H: StatusBox.H}
	for _, b := range fullBoards(t) {
		prevK := 0.0
		for _, sc := range textScales {
			b.SetScale(sc)
			p := b.fit(box.W, box.H)
			bottom := b.layout(&p, box.W)
			name := fmt.Sprintf("%s: type %s at text size %.2f", l, b.View.Type, sc)
			if bottom > box.H-boardMargin {
				t.Errorf("%s: the last line ends at %.0f px, below the board's %.0f", name, bottom, box.H)
			}
			for i, r := range p.placed {
				if !r.Within(box.Inset(4)) {
					t.Errorf("%s: item %d %+v leaves the board", name, i, r)
				}
				for j := i + 1; j < len(p.placed); j++ {
					if r.Inset(0.5).Overlaps(p.placed[j].Inset(0.5)) {
						t.Errorf("%s: items %d %+v and %d %+v overlap", name, i, r, j, p.placed[j])
					}
				}
			}
			if p.k < prevK || sc > 1 && p.k <= 1 {
				t.Errorf("%s: drawn at text size %.2f (at the size before: %.2f)", name, p.k, prevK)
			}
			prevK = p.k
			t.Logf("%s: drawn at %.2f, gaps ×%.1f, %d items, bottom %.0f", name, p.k, p.sq, len(p.placed), bottom)
		}
	}
}

// A board as most of a career shows it (no decorations yet, in port) is drawn at the
// text size asked, the largest too, but for the boats with the most systems (the IX D
// has 19), drawn at most 10% smaller than asked; in every language.
func TestStatusBoardPlainAtFullTextSize(t *testing.T) {
	for _, l := range allLangs {
		inLang(l, func() { statusBoardPlain(t, l) })
	}
}

func statusBoardPlain(t *testing.T, l i18n.Lang) {
	data := engine.MustData()
	for _, typ := range data.BoardKeys {
		c, err := engine.NewCareer(engine.Config{Seed: 5, Type: typ}, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := engine.NewSession(c)
		if _, d := s.Next(); d != nil {
			if err := s.Choose(d.Seq, d.Options[0].Key); err != nil {
				t.Fatal(err)
			}
		}
		var b StatusBoard
		b.Start(engine.ViewOf(c.State()), data.Boards)
		b.SetScale(textScales[len(textScales)-1])
		if p := b.fit(StatusBox.W, StatusBox.H); p.k < b.scale-0.1-1e-9 || len(b.View.Systems) < 19 && p.k != b.scale {
			t.Errorf("%s: type %s: drawn at text size %.2f, asked %.2f", l, typ, p.k, b.scale)
		}
	}
}
