package present

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
	"uboat/i18n"
)

// playCareers plays careers of every U-boat type, seeds 1..seeds of each, and hands
// every event to sink. Odd seeds follow the Commander with no optional rule, even seeds
// the Random policy with every optional rule (the harness of
// TestNoMissingTextInAnyLanguage). It returns how many careers were played.
func playCareers(t *testing.T, seeds uint64, sink func(typ string, seed uint64, e engine.Event)) int {
	t.Helper()
	d := engine.MustData()
	types := append([]string(nil), d.BoardKeys...)
	sort.Strings(types)
	careers := 0
	for _, typ := range types {
		for seed := uint64(1); seed <= seeds; seed++ {
			var dec engine.Decider = policy.NewCommander()
			opts := engine.Options{}
			if seed%2 == 0 {
				dec = policy.NewRandom(seed)
				for _, k := range engine.KnownOptions {
					opts[k] = true
				}
			}
			c, err := engine.NewCareer(engine.Config{Seed: seed, Type: typ, Options: opts}, nil)
			if err != nil {
				t.Fatal(err)
			}
			c.SetSink(func(e engine.Event) { sink(typ, seed, e) })
			if err := c.Run(dec); err != nil {
				t.Fatal(err)
			}
			careers++
		}
	}
	return careers
}

// TestEveryModifierHasAMessage plays careers of every type, with and without the
// optional rules, under both policies, and fails on a modifier whose why text (engine
// Mods.Add, 0.3) has no catalogue message (mod.*): it would show the engine's English.
func TestEveryModifierHasAMessage(t *testing.T) {
	seeds := uint64(150)
	if *wordsLong {
		seeds *= 10
	}
	missing := map[string]string{}
	modMissed = func(why string) {
		if _, ok := missing[why]; !ok {
			missing[why] = ""
		}
	}
	defer func() { modMissed = nil }()
	seen := map[string]bool{}
	n := playCareers(t, seeds, func(typ string, seed uint64, e engine.Event) {
		r, ok := e.(*engine.RollEvent)
		if !ok {
			return
		}
		for _, m := range r.Mods {
			seen[m.Why] = true
			ModText(m)
			if _, ok := missing[m.Why]; ok && missing[m.Why] == "" {
				missing[m.Why] = fmt.Sprintf("%s seed %d, %s", typ, seed, r.Table)
			}
		}
	})
	var keys []string
	for k := range missing {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Errorf("modifier without a message: %q (%s), id %s", k, missing[k], modID(k))
	}
	if len(seen) < 40 {
		t.Errorf("only %d distinct modifiers in %d careers: the harness plays too little", len(seen), n)
	}
	t.Logf("%d careers, %d distinct modifiers", n, len(seen))
}

// TestEveryModifierInTheEngineHasAMessage reads the engine's code (engine/*.go, tests
// left out) for the why texts it hands to Mods.Add and Mods.If as literals — the rolls
// careers rarely reach included — and fails on one without a catalogue message.
func TestEveryModifierInTheEngineHasAMessage(t *testing.T) {
	fset := token.NewFileSet()
	files, err := filepath.Glob("../engine/*.go")
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || !(sel.Sel.Name == "Add" && len(call.Args) == 2 || sel.Sel.Name == "If" && len(call.Args) == 3) {
				return true
			}
			lit, ok := call.Args[len(call.Args)-1].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			why, err := strconv.Unquote(lit.Value)
			ref, _, _ := strings.Cut(why, " ")
			if err != nil || !isRuleRef(ref) { // not a modifier's reason
				return true
			}
			found++
			if _, ok := trOK(modID(why)); !ok {
				t.Errorf("%s: modifier %q has no message %s", fset.Position(lit.Pos()), why, modID(why))
			}
			return true
		})
	}
	if found < 80 {
		t.Errorf("only %d modifiers found in the engine's code: the reader misses them", found)
	}
}

// englishWords are common English words that no German, Italian or Spanish sentence of
// the game contains (words those languages share with English — "in", "die", "per",
// "no", "an", "was", "will", "also", "agent", "convoy", "Torpedo" — are left out).
var englishWords = strings.Fields(`the and with of to from for boat boats ship ships hit hits damage damaged
	roll rolled turn turns home is are were by at on into out after before sunk lost crew wounded
	killed severely lightly range attack escort escorts patrol patrols refit depth charges aircraft gun
	deck bow stern tubes reloads none night day surface surfaced submerged detected points box boxes
	month months not one two fired miss dud repaired inoperative target random event table while when
	has have been this that as or new knocked fit back leaves kept removed fitted upgrade spare part
	used landed special aborted sea port air raid destroyed heavy kite towed flooding hull both diesels
	reroll load empty other another some each every first second last again still now only than then
	there which who what why how can cannot would should his her their its he she they we you your our`)

// englishWordRe matches any of englishWords as a whole word, case ignored.
var englishWordRe = regexp.MustCompile(`(?i)(^|[^\p{L}\p{N}])(` + strings.Join(englishWords, "|") + `)($|[^\p{L}\p{N}])`)

// TestNoEnglishLeftOnScreen plays careers of every type (both policies, optional rules
// on and off) in German, Italian and Spanish and renders every event as the screen does
// (screenTexts: the roll log's sentence with its modifiers, the caption, the dice tray's
// table and result): no text may contain a common English word (englishWords). Ship and
// Kommandant names and the term U-Boat are taken out first (they stay as they are in
// every language).
func TestNoEnglishLeftOnScreen(t *testing.T) {
	seeds := uint64(150)
	if *wordsLong {
		seeds *= 10
	} else if testing.Short() { // make check
		seeds = 40
	}
	inLang(i18n.En, func() { // the check sees English where there is some
		if s := ModText(engine.Mod{V: 1, Why: "9.6.3 G7a by day"}); !englishWordRe.MatchString(s) {
			t.Fatalf("no English word found in %q", s)
		}
	})
	for _, l := range []i18n.Lang{i18n.De, i18n.It, i18n.Es} {
		found := map[string]string{} // English word and event type → example
		checked := map[string]bool{}
		names := map[string]bool{}
		var longestFirst []string // names, the longest first ("New Columbia" before "Columbia")
		addName := func(n string) {
			if n == "" || names[n] {
				return
			}
			names[n] = true
			i := sort.Search(len(longestFirst), func(i int) bool { return len(longestFirst[i]) < len(n) })
			longestFirst = append(longestFirst, "")
			copy(longestFirst[i+1:], longestFirst[i:])
			longestFirst[i] = n
		}
		inLang(l, func() {
			playCareers(t, seeds, func(typ string, seed uint64, e engine.Event) {
				switch e := e.(type) {
				case *engine.ShipEvent:
					addName(e.Name)
				case *engine.RollEvent:
					if strings.HasPrefix(e.Table, "T") { // a target list: the ship's name
						addName(e.Result)
					}
				case *engine.CareerStart:
					addName(e.Kmdt)
				}
				for _, s := range screenTexts(e) {
					if checked[s] {
						continue
					}
					checked[s] = true
					bare := strings.NewReplacer("U-Boat", "", "U-Boot", "").Replace(s)
					for _, n := range longestFirst {
						bare = strings.ReplaceAll(bare, n, "")
					}
					if m := englishWordRe.FindStringSubmatch(bare); m != nil {
						k := strings.ToLower(m[2]) + " " + e.Head().T
						if _, ok := found[k]; !ok {
							found[k] = fmt.Sprintf("%s seed %d: %q", typ, seed, s)
						}
					}
				}
			})
		})
		var keys []string
		for k := range found {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			t.Errorf("%s: English %q in %s", l, k, found[k])
		}
	}
}

// TestEveryDetailHasAMessage plays careers as TestEveryModifierHasAMessage does and
// renders every event: no engine detail (a refit's reason, a note's, a new boat's) may
// be shown in the engine's English for want of a message (Detail, detail.*).
func TestEveryDetailHasAMessage(t *testing.T) {
	seeds := uint64(150)
	if *wordsLong {
		seeds *= 10
	}
	missing := map[string]string{}
	var where string
	detailMissed = func(s string) {
		if _, ok := missing[s]; !ok {
			missing[s] = where
		}
	}
	defer func() { detailMissed = nil }()
	playCareers(t, seeds, func(typ string, seed uint64, e engine.Event) {
		where = fmt.Sprintf("%s seed %d, %s", typ, seed, e.Head().T)
		screenTexts(e)
	})
	var keys []string
	for k := range missing {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		ref, words := detailRef(k)
		id, args := detailID(ref, words)
		t.Errorf("detail without a message: %q (%s), id %s %v", k, missing[k], id, args)
	}
}

func hasMessage(id string) bool { _, ok := trOK(id); return ok }

// TestBoardDataInWords: every board's flak mounts, deck gun calibre and mine method
// (engine/data/boards.yaml, shown on the setup's summary) have words in every language —
// no mount or method is shown as the data writes it outside English, no calibre keeps
// the English decimal point — and the German words are those of the catalogue.
func TestBoardDataInWords(t *testing.T) {
	d := engine.MustData()
	for _, l := range []i18n.Lang{i18n.De, i18n.It, i18n.Es} {
		inLang(l, func() {
			for _, k := range d.BoardKeys {
				b := d.Boards[k]
				for _, f := range b.Flak {
					s := FlakMountText(f)
					_, ok := trOK("board.data.mount." + strings.ReplaceAll(f.Mount, " ", "_"))
					if !ok || strings.Contains(s, ".") || englishWordRe.MatchString(s) {
						t.Errorf("%s %s: flak %v reads %q", l, k, f, s)
					}
				}
				if b.GunCalibre != "" && strings.Contains(Calibre(b.GunCalibre), ".") {
					t.Errorf("%s %s: calibre %q", l, k, Calibre(b.GunCalibre))
				}
				if b.MineMethod != "" && b.MineMethod != "none" {
					if s, ok := MinesText(b.MineCount, b.MineMethod), hasMessage("board.data.mine_method."+b.MineMethod); !ok || englishWordRe.MatchString(s) {
						t.Errorf("%s %s: mines %q", l, k, s)
					}
				}
			}
		})
	}
	inLang(i18n.De, func() {
		if got, want := FlakMountText(engine.FlakMount{Calibre: "3.7 cm", Mount: "twin"}), "3,7 cm Zwillingslafette"; got != want {
			t.Errorf("German twin flak %q, want %q", got, want)
		}
		if got, want := MinesText(6, "tubes"), "6 (aus den Torpedorohren gelegt)"; got != want {
			t.Errorf("German mines %q, want %q", got, want)
		}
	})
}

// TestEveryNoteInTheEngineInWords reads the engine's code for the notes it writes with a
// literal detail (c.note(TNote, key, "…"), the rare ones careers seldom reach included)
// and renders each as the roll log does in German, Italian and Spanish: none may show
// its detail in English (Detail, log.detail.*, the notes' own words).
func TestEveryNoteInTheEngineInWords(t *testing.T) {
	fset := token.NewFileSet()
	files, err := filepath.Glob("../engine/*.go")
	if err != nil {
		t.Fatal(err)
	}
	var notes []*engine.KeyEvent
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 3 {
				return true
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); !ok || sel.Sel.Name != "note" {
				return true
			}
			if id, ok := call.Args[0].(*ast.Ident); !ok || id.Name != "TNote" {
				return true
			}
			var s [2]string
			for i, a := range call.Args[1:] {
				lit, ok := a.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return true
				}
				s[i], _ = strconv.Unquote(lit.Value)
			}
			notes = append(notes, &engine.KeyEvent{Header: engine.Header{T: engine.TNote}, Key: s[0], Detail: s[1]})
			return true
		})
	}
	if len(notes) < 20 {
		t.Fatalf("only %d notes found in the engine's code: the reader misses them", len(notes))
	}
	for _, k := range engine.LossCauses { // boat_lost: its detail by the loss cause (engine.LossDetail)
		notes = append(notes, &engine.KeyEvent{Header: engine.Header{T: engine.TNote}, Key: "boat_lost", Detail: engine.LossDetail(k), Cause: k})
	}
	for _, l := range []i18n.Lang{i18n.De, i18n.It, i18n.Es} {
		inLang(l, func() {
			for _, e := range notes {
				missed := false
				detailMissed = func(string) { missed = true }
				s := EventText(e)
				detailMissed = nil
				if missed || englishWordRe.MatchString(s) {
					t.Errorf("%s: note %s %q reads %q", l, e.Key, e.Detail, s)
				}
			}
		})
	}
}

// TestFateInWords: the fate the hall of fame, the career's end and the tournament's
// standings show (5.1, and what sank the boat: State.LossCause, an engine Loss* key) is
// in the player's language, the cause's rule number last; never the engine's English.
func TestFateInWords(t *testing.T) {
	cases := []struct {
		lang        i18n.Lang
		reason      string
		cause, want string
	}{
		{i18n.En, "boat_lost", engine.LossHullCrushed, "the boat was lost — hull crushed (10.3.2)"},
		{i18n.De, "boat_lost", engine.LossHullCrushed, i18n.De.T("log.end.boat_lost") + " — " + i18n.De.T("detail.10_3_2_hull_crushed") + " (10.3.2)"},
		{i18n.It, "boat_lost", engine.LossDepthCharges, i18n.It.T("log.end.boat_lost") + " — " + i18n.It.T("detail.9_6_10_depth_charges") + " (9.6.10)"},
		{i18n.Es, "boat_lost", engine.LossMine, i18n.Es.T("log.end.boat_lost") + " — " + i18n.Es.T("detail.mine_random_event")},
		{i18n.De, "war_over", "", i18n.De.T("log.end.war_over")},
	}
	for _, c := range cases {
		inLang(c.lang, func() {
			got := FateText(c.reason, c.cause)
			if got != c.want {
				t.Errorf("%s: FateText(%q, %q) = %q, want %q", c.lang, c.reason, c.cause, got, c.want)
			}
			if c.lang != i18n.En && englishWordRe.MatchString(got) {
				t.Errorf("%s: English left in %q", c.lang, got)
			}
		})
	}
}

// TestLossTextIsTheNotesWords: every loss cause the engine decides (engine.LossCauses)
// has its words in every language, and they are the words the roll log gives the
// boat_lost note's detail (engine.LossDetail through Detail), so the fate and the log
// agree; no cause is left spelt from its key.
func TestLossTextIsTheNotesWords(t *testing.T) {
	for _, l := range i18n.Langs {
		inLang(l, func() {
			for _, k := range engine.LossCauses {
				if _, ok := lossWords[k]; !ok {
					t.Errorf("loss cause %q has no words (lossWords)", k)
					continue
				}
				missed := false
				detailMissed = func(string) { missed = true }
				want := Detail(engine.LossDetail(k))
				detailMissed = nil
				if got := LossText(k); got != want || missed || got == "" {
					t.Errorf("%s: LossText(%q) = %q, the note's detail reads %q (missed %v)", l, k, got, want, missed)
				}
				if l != i18n.En && englishWordRe.MatchString(LossText(k)) {
					t.Errorf("%s: English left in %q", l, LossText(k))
				}
			}
		})
	}
	if len(lossWords) != len(engine.LossCauses) {
		t.Errorf("%d loss causes with words, the engine has %d", len(lossWords), len(engine.LossCauses))
	}
}
