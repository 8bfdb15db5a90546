package present

import (
	"flag"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/engine/policy"
	"uboat/i18n"
)

var wordsLong = flag.Bool("long", false, "TestNoRawKeysOnScreen: play 10 times as many careers")

// rawKeyFinder finds what must not reach the screen: a key with an underscore, an area
// or base key where its name belongs, a count disagreeing with its noun, a doubled word.
type rawKeyFinder struct {
	areaRe, pluralRe, singularRe, underscoreRe *regexp.Regexp
}

// bareKeys are log keys without an underscore that are no English word: shown as they
// are, they are raw keys. (1WO, 2WO and LI are the glossary's words in every language,
// English too; their keys are the lower-case forms.)
var bareKeys = map[string]bool{"nsa": true, "lw": true, "sw": true, "kia": true, "kmdt": true, "1wo": true,
	"2wo": true, "li": true, "fa330": true, "g7a": true, "g7e": true, "falke": true, "zaunkoenig": true,
	"naxos": true, "abwehr": true, "KC": true, "SW": true, "KIA": true, "SW/KIA": true, "kptlt": true, "oltzs": true, "kkpt": true, "fkpt": true, "kptzs": true,
	"minelaying": true, "tsetse": true, "fido": true, "surf": true, "experte": true}

var countNouns = "ship|patrol|month|box|hit|boat|torpedo|roll|point|crewman|system|target|round"

func newRawKeyFinder() *rawKeyFinder {
	var keys []string
	for k := range assets.AreaNames {
		switch k {
		case "transit", "mission", "additional_round", "invasion": // also ordinary words
			continue
		}
		keys = append(keys, regexp.QuoteMeta(strings.ReplaceAll(k, "_", " ")))
	}
	sort.Slice(keys, func(i, j int) bool { return len(keys[i]) > len(keys[j]) })
	return &rawKeyFinder{
		areaRe:       regexp.MustCompile(`\b(` + strings.Join(keys, "|") + `)\b`),
		pluralRe:     regexp.MustCompile(`(^|[^\d.,−+])1 (` + countNouns + `)(s|es)\b`),
		singularRe:   regexp.MustCompile(`(^|[\s(])(0|[2-9]|\d\d+) (` + countNouns + `)\b`),
		underscoreRe: regexp.MustCompile(`\w*_\w*`),
	}
}

// underscore returns "raw key K" for a key with an underscore in s ("" when none).
func (f *rawKeyFinder) underscore(s string) string {
	if m := f.underscoreRe.FindString(s); m != "" {
		return "raw key " + m
	}
	return ""
}

// find returns what is wrong with a line of screen text ("" when nothing).
func (f *rawKeyFinder) find(s string) string {
	if m := f.underscoreRe.FindString(s); m != "" {
		return "raw key " + m
	}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(" ,:;()→—·", r) }) {
		if bareKeys[w] {
			return "key " + w
		}
	}
	if m := f.areaRe.FindString(s); m != "" {
		return "area or base key " + m
	}
	if strings.Contains(s, "(s)") {
		return "(s)"
	}
	if m := f.pluralRe.FindStringSubmatch(s); m != nil {
		return "plural after 1: " + strings.TrimSpace(m[0])
	}
	if m := f.singularRe.FindStringSubmatch(s); m != nil {
		return "singular after " + m[2] + ": " + strings.TrimSpace(m[0])
	}
	words := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == ':' || r == '(' || r == ')' })
	for i := 1; i < len(words); i++ {
		if strings.EqualFold(words[i], words[i-1]) && words[i][0] > '9' {
			return "doubled word " + words[i]
		}
	}
	return ""
}

// screenTexts returns every text present makes of an event for the screen: the roll log's
// line, the captions over the scenes (damage, wounds), and for a roll the dice caption's
// table name and result.
func screenTexts(e engine.Event) []string {
	out := []string{EventText(e)}
	switch e := e.(type) {
	case *engine.UboatDamageEvent:
		out = append(out, DamageCaption(e.System, e.State))
	case *engine.CrewEvent:
		out = append(out, CrewText(e.Member, e.State))
	case *engine.CareerEndEvent: // the fate in the hall of fame and the standings (5.1)
		out = append(out, FateText(e.Reason, ""))
	case *engine.KeyEvent:
		if e.T == engine.TNote && e.Key == "boat_lost" { // the hall's fate of a boat lost: its cause (State.LossCause)
			out = append(out, FateText("boat_lost", e.Cause))
		}
	}
	if r, ok := e.(*engine.RollEvent); ok {
		out = append(out, TableName(r.Table)+" "+TableRef(r.Table), ResultText(r.Table, r.Result))
		if TableName(r.Table) == r.Table {
			out = append(out, "table without a name: "+r.Table+"_")
		}
	}
	return out
}

// TestNoRawKeysOnScreen plays careers of every U-boat type with the Commander and the
// Random policy, half of them with every optional rule, and renders every event as the
// screen does: no line may show a raw key, a lower-case area key, a wrong plural or a
// doubled word.
func TestNoRawKeysOnScreen(t *testing.T) {
	types := boatTypes(t)
	seeds := uint64(150)
	if *wordsLong {
		seeds *= 10
	}
	f := newRawKeyFinder()
	found := map[string]string{} // finding → example line
	checked := map[string]bool{} // lines already looked at
	careers := 0
	for _, typ := range types {
		for seed := uint64(1); seed <= seeds; seed++ {
			for pi := 0; pi < 2; pi++ {
				var dec engine.Decider = policy.NewCommander()
				if pi == 1 {
					dec = policy.NewRandom(seed)
				}
				opts := engine.Options{}
				if seed%2 == 0 {
					for _, k := range engine.KnownOptions {
						opts[k] = true
					}
				}
				c, err := engine.NewCareer(engine.Config{Seed: seed, Type: typ, Options: opts}, nil)
				if err != nil {
					t.Fatalf("%s: %v", typ, err)
				}
				c.SetSink(func(e engine.Event) {
					for _, s := range screenTexts(e) {
						if checked[s] {
							continue
						}
						checked[s] = true
						if why := f.find(s); why != "" {
							if _, ok := found[why]; !ok {
								found[why] = fmt.Sprintf("%s seed %d: %s %q", typ, seed, e.Head().T, s)
							}
						}
					}
				})
				if err := c.Run(dec); err != nil {
					t.Fatalf("%s seed %d: %v", typ, seed, err)
				}
				careers++
			}
		}
	}
	var lines []string
	for why, ex := range found {
		lines = append(lines, why+" — "+ex)
	}
	sort.Strings(lines)
	for _, l := range lines {
		t.Error(l)
	}
	t.Logf("%d careers of %d types", careers, len(types))
}

// The finder itself finds what the issue names.
func TestRawKeyFinderFinds(t *testing.T) {
	f := newRawKeyFinder()
	for _, s := range []string{"fuel_tanks_inoperative", "Air raid on the base: norway", "1 patrols",
		"Patrol over: 1 ships", "3 month", "Refit: 2 month(s)", "Kommandant Kommandant", "to north america",
		"Follow the damaged ship(s)", "Give a spare part for the client's electric_1 (11.4.10.3)?", "+1 to hit unless KC"} {
		if f.find(s) == "" {
			t.Errorf("%q passes", s)
		}
	}
	for _, s := range []string{"Air raid on Norway", "1 patrol", "3 ships, 12,500 t", "Refit: 1 month",
		"Hull hit (10.3.1)", "−1 long range (9.6.3)", "Diesel 1 repaired"} {
		if why := f.find(s); why != "" {
			t.Errorf("%q: %s", s, why)
		}
	}
}

// Consequences are said when they happen, with their rule.
func TestConsequencesInWords(t *testing.T) {
	for _, c := range []struct {
		e    engine.Event
		want string
	}{
		{&engine.UboatDamageEvent{Header: engine.Header{T: engine.TUboatDamage}, System: "fuel_tanks", State: "inoperative"},
			"Fuel tanks knocked out — the patrol must turn for home (10.4.2, 10.9.1)"},
		{&engine.KeyEvent{Header: engine.Header{T: engine.TNote}, Key: "mandatory_abort", Detail: "fuel_tanks_inoperative"},
			"Orders: turn for home — the fuel tanks are knocked out (10.4.2, 10.9.1)"},
		{&engine.KeyEvent{Header: engine.Header{T: engine.TNote}, Key: "abort", Detail: "voluntary"},
			"Turning for home: the Kommandant breaks off the patrol (10.9.5)"},
		{&engine.UboatDamageEvent{Header: engine.Header{T: engine.TUboatDamage}, System: "periscope", State: "inoperative"},
			"Periscope knocked out for the rest of the patrol — no submerged attacks (10.8.5)"},
		{&engine.UboatDamageEvent{Header: engine.Header{T: engine.TUboatDamage}, System: "deck_gun", State: "damaged"},
			"Deck gun damaged — the deck gun cannot fire until repaired (10.8.2)"},
		{&engine.UboatDamageEvent{Header: engine.Header{T: engine.TUboatDamage}, System: "aft_tube", State: "repaired"},
			"Stern tube door repaired"},
		{&engine.UboatDamageEvent{Header: engine.Header{T: engine.TUboatDamage}, System: "flooding", State: "surf"},
			"Flooding hit — the track is full: surface (10.1.2)"},
		{&engine.UboatDamageEvent{Header: engine.Header{T: engine.TUboatDamage}, System: "flooding", State: "0"},
			"Flooding pumped out (10.8)"},
		{&engine.KeyEvent{Header: engine.Header{T: engine.TPortAirRaid}, Key: "heavy_damage", Detail: "norway"},
			"Air raid on the base in Norway: the boat is heavily damaged (4.7.6)"},
		{&engine.CrewEvent{Header: engine.Header{T: engine.TCrew}, Member: "li", State: "ok"},
			"Chief Engineer is fit for duty again"},
		{&engine.PatrolEndEvent{Header: engine.Header{T: engine.TPatrolEnd}, Outcome: "returned", Ships: 1, Tons: 5000},
			"Patrol over (returned): 1 ship, 5,000 t"},
		{&engine.RefitEvent{Header: engine.Header{T: engine.TRefit}, Months: 1, Reasons: []string{"10.11.3 hull 1 boxes +1"}},
			"Refit: 1 month — hull 1 box +1 (10.11.3)"},
		{&engine.CareerStart{Header: engine.Header{T: engine.TCareerStart}, ID: "U-99", Type: "VIIC", Kmdt: "Kommandant"},
			"U-99 (Type VIIC) commissioned — Kommandant"},
		{&engine.CareerStart{Header: engine.Header{T: engine.TCareerStart}, ID: "U-99", Type: "VIIC", Kmdt: "Prien"},
			"U-99 (Type VIIC) commissioned — Kommandant Prien"},
		{&engine.KeyEvent{Header: engine.Header{T: engine.TRandomEvent}, Key: "event_11", Detail: "Severe storm"},
			"Random event: a severe storm (12.1)"},
	} {
		if got := EventText(c.e); got != c.want {
			t.Errorf("%s: got  %q\nwant %q", c.e.Head().T, got, c.want)
		}
	}
	if Plural(2, "box") != "2 boxes" || Plural(1, "box") != "1 box" || Plural(3, "crewman") != "3 crewmen" {
		t.Error("PluralNoun")
	}
}

// The Kommandant's name falls back once: no "Kommandant Kommandant", no "KptLt Kommandant".
func TestKommandantNameFallsBackOnce(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{KommandantTitle(""), "Kommandant"}, {KommandantTitle("Kommandant"), "Kommandant"},
		{KommandantTitle("Kretschmer"), "Kommandant Kretschmer"},
		{RankAndName("KptLt", "Kommandant"), "KptLt"}, {RankAndName("KptLt", " "), "KptLt"},
		{RankAndName("KptLt", "Prien"), "KptLt Prien"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

// Good news is shown in the good colour, not the damage colour.
func TestGoodNewsLooksGood(t *testing.T) {
	h := func(typ string) engine.Header { return engine.Header{T: typ} }
	good := []engine.Event{
		&engine.UboatDamageEvent{Header: h(engine.TUboatDamage), System: "diesel_1", State: "repaired"},
		&engine.CrewEvent{Header: h(engine.TCrew), Member: "1wo", State: "ok"},
		&engine.KeyEvent{Header: h(engine.TPromotion), Key: "kptlt"},
		&engine.KeyEvent{Header: h(engine.TDecoration), Key: "knights_cross"},
		&engine.ShipDamageEvent{Header: h(engine.TShipSunk), Name: "Empire Star", Tons: 7200},
		&engine.KeyEvent{Header: h(engine.TNote), Key: "spare_part", Detail: "11.4.10.3 spare part used on radio"},
	}
	for _, e := range good {
		if c := EventColor(e); c != draw.ColGood {
			t.Errorf("%q is in %v, not the good colour", EventText(e), c)
		}
		if strings.HasPrefix(EventText(e), "Damage") {
			t.Errorf("good news reads as damage: %q", EventText(e))
		}
	}
	bad := []engine.Event{
		&engine.UboatDamageEvent{Header: h(engine.TUboatDamage), System: "diesel_1", State: "damaged"},
		&engine.CrewEvent{Header: h(engine.TCrew), Member: "1wo", State: "sw"},
		&engine.KeyEvent{Header: h(engine.TNote), Key: "mandatory_abort", Detail: "fuel_tanks_inoperative"},
	}
	for _, e := range bad {
		if c := EventColor(e); c != draw.ColBad {
			t.Errorf("%q is in %v, not the bad colour", EventText(e), c)
		}
	}
}

// decisionRecorder plays like the Commander and keeps every decision's texts: the prompt,
// each option's label and odds as the decision panel shows them.
type decisionRecorder struct {
	inner engine.Decider
	texts map[string]string // text → decision id
}

func (r *decisionRecorder) Decide(s *engine.State, d *engine.Decision) (string, string) {
	r.texts[d.Prompt] = d.ID
	for _, o := range d.Options {
		if o.Label != "" {
			r.texts[o.Label] = d.ID
		}
		if len(o.Odds) > 0 {
			r.texts[OddsText(o.Odds)] = d.ID
		}
	}
	return r.inner.Decide(s, d)
}

// TestDecisionTextsInWords plays careers of every type with odds and renders the
// decisions about torpedoes as the panel does (prompt, labels, odds): no raw key reaches
// the screen; the torpedo mix states the mix with the kinds in words and the rules that
// tell them apart, the range choice shows the hit chance and the escorts' detection, the
// fire and reload choices name the tube.
func TestDecisionTextsInWords(t *testing.T) {
	d, err := engine.LoadData()
	if err != nil {
		t.Fatal(err)
	}
	f := newRawKeyFinder()
	r := &decisionRecorder{texts: map[string]string{}}
	var types []string
	for k := range d.Boards {
		types = append(types, k)
	}
	sort.Strings(types)
	for _, typ := range types {
		for seed := uint64(1); seed <= 12; seed++ {
			r.inner = policy.NewCommander()
			if seed%3 == 0 {
				r.inner = policy.NewRandom(seed)
			}
			opts := engine.Options{}
			if seed%2 == 0 {
				for _, k := range engine.KnownOptions {
					opts[k] = true
				}
			}
			c, err := engine.NewCareer(engine.Config{Seed: seed, Type: typ, Options: opts, Odds: true}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := c.Run(r); err != nil {
				t.Fatalf("%s seed %d: %v", typ, seed, err)
			}
		}
	}
	var mix, detect, tube bool
	for s, id := range r.texts {
		switch id { // the decisions about torpedoes (other prompts: issue 12's other items)
		case "load_mix", "mine_reloads", "load_tubes", "range", "attack_mode", "end", "fire", "reload", "mine_reload":
		default:
			continue
		}
		if why := f.find(s); why != "" {
			t.Errorf("%s: %q: %s", id, s, why)
		}
		switch {
		case id == "load_mix" && strings.HasPrefix(s, "Torpedo mix — now ") && strings.Contains(s, " steam (G7a FaT)") &&
			strings.Contains(s, " electric (G7e FaT)") && strings.Contains(s, "(9.6.3)") && strings.Contains(s, "(9.2.3)"):
			mix = true
		case id == "range" && strings.Contains(s, " hit ") && strings.Contains(s, "escorts detect "):
			detect = true
		case (id == "fire" || id == "reload") && (strings.HasPrefix(s, "Bow tube ") || strings.HasPrefix(s, "Stern tube ")):
			tube = true
		}
	}
	if !mix || !detect || !tube {
		t.Errorf("torpedo mix prompt %v, range odds with detection %v, tube named %v", mix, detect, tube)
	}
}

// Odds read as words: a torpedo kind's hit on the range choice, the escorts' detection.
func TestRangeOddsInWords(t *testing.T) {
	got := OddsText([]engine.Odds{{Outcome: engine.OutcomeHitPrefix + "g7e_fat", P: 0.72},
		{Outcome: engine.OutcomeEscortsDetect, P: 0.45}, {Outcome: engine.OutcomeEscortsDetectG7a, P: 0.58}})
	if want := "G7e FaT hit 72% · escorts detect 45% · after firing a G7a by Day 58%"; got != want {
		t.Errorf("OddsText %q, want %q", got, want)
	}
	e := &engine.TorpedoEvent{Header: engine.Header{T: engine.TTorpedo}, Weapon: "g7a_fat", Target: "Empire Sun", Outcome: engine.ShotHit}
	if got, want := EventText(e), "Steam torpedo (G7a FaT) at Empire Sun: hit"; got != want {
		t.Errorf("torpedo line %q, want %q", got, want)
	}
	if Words("zaunkoenig_2") != "Zaunkönig II" || Words("g7e") != "G7e" {
		t.Error("torpedo designations")
	}
}

// properNameFinder finds a place or area name with a word the name capitalises written in
// lower case ("Forward to france", "the bay of Biscay"): built from assets.AreaNames, the
// names the chart and the log use.
type properNameFinder struct {
	re    *regexp.Regexp
	names map[string]string // lower case → the name
}

func newProperNameFinder() *properNameFinder {
	f := &properNameFinder{names: map[string]string{}}
	var alts []string
	for k, n := range assets.AreaNames {
		switch k {
		case "transit", "mission", "additional_round", "invasion": // also ordinary words
			continue
		}
		n, _, _ = strings.Cut(n, " (") // "North Atlantic (wolfpack)": the name itself
		if _, ok := f.names[strings.ToLower(n)]; !ok {
			alts = append(alts, regexp.QuoteMeta(strings.ToLower(n)))
		}
		f.names[strings.ToLower(n)] = n
	}
	sort.Slice(alts, func(i, j int) bool { return len(alts[i]) > len(alts[j]) })
	f.re = regexp.MustCompile(`(?i)\b(` + strings.Join(alts, "|") + `)\b`)
	return f
}

// find returns what is wrong with s ("" when nothing): a word of a proper name that the
// name writes with a capital and s does not.
func (f *properNameFinder) find(s string) string {
	for _, m := range f.re.FindAllString(s, -1) {
		want := strings.Fields(f.names[strings.ToLower(m)])
		for i, w := range strings.Fields(m) {
			if i < len(want) && want[i][0] >= 'A' && want[i][0] <= 'Z' && w[0] >= 'a' && w[0] <= 'z' {
				return "place name in lower case: " + m
			}
		}
	}
	return ""
}

// allDecisionTexts keeps every text of every decision as the panel and the roll log show
// it in each language (Localize): the prompt, each option's label (its key in words when
// it has none), its odds, and the roll log's line of the answer; and the decisions
// Localize could not say (missed: why → an example).
type allDecisionTexts struct {
	inner  engine.Decider
	texts  map[string]string // text → decision id, language and where it was seen
	langOf map[string]i18n.Lang
	missed map[string]string
	where  string
}

func (r *allDecisionTexts) Decide(s *engine.State, d *engine.Decision) (string, string) {
	for _, l := range allLangs {
		var why string
		decisionMissed = func(_ *engine.Decision, w string) {
			if why == "" {
				why = w
			}
		}
		ld := LocalizeLang(l, d, s)
		decisionMissed = nil
		if why != "" {
			if k := d.ID + ": " + why; r.missed[k] == "" {
				r.missed[k] = r.where
			}
		}
		inLang(l, func() {
			add := func(t string) {
				if _, ok := r.texts[t]; !ok {
					r.texts[t] = d.ID + " " + l.String() + " (" + r.where + ")"
					r.langOf[t] = l
				}
			}
			add(ld.Prompt)
			for _, o := range ld.Options {
				label := o.Label
				if label == "" {
					label = Words(o.Key)
				}
				add(label)
				add(AnsweredLine(ld.Prompt, label))
				if len(o.Odds) > 0 {
					add(OddsText(o.Odds))
				}
			}
		})
	}
	return r.inner.Decide(s, d)
}

// TestEveryDecisionInWords plays careers of every U-boat type from several start months
// (the earliest, 7/43, 6/44, 1/45), with odds and every optional rule on or off, answered
// by the Commander and by the Random policy, and passes every decision's prompt, every
// option's label and odds and the roll log's line of the answer through the raw-key
// finder and the proper-name finder: no key, no "(s)", no count disagreeing with its
// noun, no place name in lower case reaches the screen through a decision.
// cardOf returns the first Kommandant card (14.13) with a boat of type typ, 0 when none.
func cardOf(typ string) int {
	for _, k := range engine.MustData().Kommandants {
		for _, b := range k.Boats {
			if b.Type == typ {
				return k.Number
			}
		}
	}
	return 0
}

func TestEveryDecisionInWords(t *testing.T) {
	types := boatTypes(t)
	starts := []engine.Month{0, engine.MonthOf(1943, 7), engine.MonthOf(1944, 6), engine.MonthOf(1945, 1)}
	seeds := uint64(40)
	if *wordsLong {
		seeds *= 10
	}
	r := &allDecisionTexts{texts: map[string]string{}, langOf: map[string]i18n.Lang{}, missed: map[string]string{}}
	careers := 0
	for _, typ := range types {
		for _, start := range starts {
			for seed := uint64(1); seed <= seeds; seed++ {
				r.inner = policy.NewCommander()
				if seed%2 == 1 {
					r.inner = policy.NewRandom(seed)
				}
				opts := engine.Options{}
				if seed%3 != 0 {
					for _, k := range engine.KnownOptions {
						opts[k] = true
					}
				}
				cfg := engine.Config{Seed: seed, Type: typ, Start: start, Options: opts, Odds: true}
				if seed%3 == 1 { // 14.13: a card of this type, when there is one (kommandant_patrol)
					cfg.Card = cardOf(typ)
				}
				c, err := engine.NewCareer(cfg, nil)
				if err != nil {
					continue // the type is not available at that start (4.2)
				}
				r.where = fmt.Sprintf("%s from %v seed %d", typ, start, seed)
				if start == 0 {
					r.where = fmt.Sprintf("%s from the earliest month seed %d", typ, seed)
				}
				if err := c.Run(r); err != nil {
					t.Fatalf("%s: %v", r.where, err)
				}
				careers++
			}
		}
	}
	f, pf := newRawKeyFinder(), newProperNameFinder()
	var lines []string
	for s, id := range r.texts {
		var why string
		switch {
		case strings.Contains(s, "[["):
			why = "missing message"
		case strings.Contains(s, "?}"):
			why = "unfilled placeholder"
		case r.langOf[s] != i18n.En: // the finders know English words; 1WO, LI are German in every language
			why = f.underscore(s)
		default:
			why = f.find(s)
			if why == "" {
				why = pf.find(s)
			}
		}
		if why != "" {
			lines = append(lines, fmt.Sprintf("%s: %q: %s", id, s, why))
		}
	}
	sort.Strings(lines)
	for _, l := range lines {
		t.Error(l)
	}
	if careers < len(types)*len(starts) {
		t.Errorf("only %d careers played", careers)
	}
	// every decision the engine offered is said in every language (present/decide*.go)
	var missed []string
	for k, where := range r.missed {
		missed = append(missed, k+" — "+where)
	}
	sort.Strings(missed)
	for _, m := range missed {
		if decisionTextFor(engine.KindOf(strings.SplitN(m, ":", 2)[0])) != nil {
			t.Error("not said in every language: " + m)
		} else {
			t.Log("no words of its own yet: " + m)
		}
	}
	t.Logf("%d careers, %d texts", careers, len(r.texts))
}

// The proper-name finder finds a place written in lower case and passes it capitalised.
func TestProperNameFinder(t *testing.T) {
	f := newProperNameFinder()
	for _, s := range []string{"Forward to france", "Back to norway", "in the bay of Biscay", "the indian Ocean"} {
		if f.find(s) == "" {
			t.Errorf("%q passes", s)
		}
	}
	for _, s := range []string{"Forward to France", "the Bay of Biscay", "Brazilian Coast", "the Mediterranean", "North Atlantic"} {
		if why := f.find(s); why != "" {
			t.Errorf("%q: %s", s, why)
		}
	}
}

// boatTypes returns every U-boat type of the data (the board keys), sorted.
func boatTypes(t *testing.T) []string {
	t.Helper()
	d, err := engine.LoadData()
	if err != nil {
		t.Fatal(err)
	}
	var types []string
	for k := range d.Boards {
		types = append(types, k)
	}
	sort.Strings(types)
	return types
}
