package engine

import (
	"fmt"
	"strings"
	"testing"
)

// Tests of the range decision's odds (9.1.4): the hit chance of each loaded kind and,
// against escorts, the detection risk of the salvo from that range (9.6.3, 9.2.2).

// rangeRec is one range decision as asked, with what the engagement was then.
type rangeRec struct {
	d           *Decision
	at          int // index of the next event in rangeOddsDecider.events
	escorted    bool
	g7aByDay    bool
	mode        string
	modeOdds    []Odds // the attack_mode option chosen just before, if any
	attackFirst bool   // attack_mode was the decision just before
}

// rangeOddsDecider plays whole careers attacking whatever it can, cycling the attack mode
// and the range, firing only at merchant ships (an escort shot at changes [E2] after the
// salvo, 9.10) and declining the choices that change the next [E2] roll (test depth, BOLD,
// the second salvo, the reroll).
type rangeOddsDecider struct {
	c      *Career
	events []Event
	recs   []rangeRec
	n      int
	last   *Decision
}

func (r *rangeOddsDecider) Decide(_ *State, d *Decision) (string, string) {
	prev := r.last
	r.last = d.Clone()
	r.n++
	switch d.ID {
	case "range":
		e := &r.c.shipEng
		rec := rangeRec{d: d.Clone(), at: len(r.events), escorted: e.Escorted, g7aByDay: e.G7aByDay, mode: e.Mode}
		if prev != nil && prev.ID == "attack_mode" {
			rec.attackFirst = true
			for _, o := range prev.Options {
				if o.Key == e.Mode {
					rec.modeOdds = o.Odds
				}
			}
		}
		r.recs = append(r.recs, rec)
		return d.Options[r.n%len(d.Options)].Key, ""
	case "attack_mode":
		return d.Options[r.n%len(d.Options)].Key, ""
	case "attack", "escort_fire", "sub_attack":
		return d.Options[0].Key, ""
	case "fire":
		for _, o := range d.Options {
			if strings.HasPrefix(o.Key, "target_") && !r.c.shipEng.Targets[targetIndex(o.Key)].Escort {
				return o.Key, ""
			}
		}
		return "hold", ""
	case "test_depth", "bold", "second_salvo", "attack_escort", "additional_round":
		return "no", ""
	case "hals_und_beinbruch":
		return "keep", ""
	case "follow", "sub_continue":
		if d.Has("stop") {
			return "stop", ""
		}
		return "break_off", ""
	}
	return d.Options[0].Key, ""
}

// playRangeCareers plays careers 1..n and returns the decider of each.
func playRangeCareers(t *testing.T, n uint64, odds bool) []*rangeOddsDecider {
	t.Helper()
	var out []*rangeOddsDecider
	for seed := uint64(1); seed <= n; seed++ {
		c, err := NewCareer(Config{Seed: seed, Type: "VIIC", Odds: odds}, nil)
		if err != nil {
			t.Fatal(err)
		}
		r := &rangeOddsDecider{c: c}
		c.SetSink(func(e Event) { r.events = append(r.events, e) })
		if err := c.Run(r); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		out = append(out, r)
	}
	return out
}

func modSum(r *RollEvent) int {
	s := 0
	for _, m := range r.Mods {
		s += m.V
	}
	return s
}

func hasModWhy(r *RollEvent, why string) bool {
	for _, m := range r.Mods {
		if m.Why == why {
			return true
		}
	}
	return false
}

// TestRangeDetectionOddsAreTheRoll: with Config.Odds, each range option against escorted
// ships carries the chance that the escorts detect the boat after the salvo, and it is the
// chance of the [E2] roll the engine then makes (its modifiers; after the 9.2.2 pre-fire
// check at Close range when that is rolled, the two together), the G7a-by-day variant
// when a steam torpedo was fired by Day (9.6.3); it equals the attack_mode choice's odds
// for the same mode and range. Against unescorted ships there is none.
func TestRangeDetectionOddsAreTheRoll(t *testing.T) {
	var checked [3]int // close, medium, long
	g7aChecked, preChecked, modeChecked, unescorted := 0, 0, 0, 0
	for _, r := range playRangeCareers(t, 300, true) {
		for _, rec := range r.recs {
			chosen := ""
			for _, e := range r.events[rec.at:] {
				if d, ok := e.(*DecisionEvent); ok && d.ID == "range" {
					chosen = d.Chosen
					break
				}
			}
			for _, o := range rec.d.Options {
				det, g7a := shOdds(&o, OutcomeEscortsDetect), shOdds(&o, OutcomeEscortsDetectG7a)
				if !rec.escorted {
					if det >= 0 || g7a >= 0 {
						t.Fatalf("unescorted range option %s has detection odds %+v", o.Key, o.Odds)
					}
					continue
				}
				if det < 0 {
					t.Fatalf("escorted range option %s without detection odds: %+v", o.Key, o.Odds)
				}
				if rec.attackFirst {
					if m := shOddsList(rec.modeOdds, "detected_"+o.Key); !shNear(m, det) {
						t.Errorf("range %s: detection %v, attack_mode %s said %v", o.Key, det, rec.mode, m)
					}
					modeChecked++
				}
			}
			if !rec.escorted {
				unescorted++
				continue
			}
			// The rolls after the decision, until a decision that belongs to no salvo.
			var pre, e2 *RollEvent
		scan:
			for _, e := range r.events[rec.at:] {
				switch e := e.(type) {
				case *DecisionEvent:
					switch e.ID {
					case "range", "end", "fire", "second_salvo", "test_depth", "bold", "hals_und_beinbruch":
					default:
						break scan
					}
				case *RollEvent:
					if e.Table == "E2_close" && pre == nil && e2 == nil {
						pre = e
						if e.Result != Undetected {
							break scan
						}
					}
					if e.Table == "E2" {
						e2 = e
						break scan
					}
				}
			}
			if e2 == nil {
				continue // nothing fired, or detected before firing
			}
			var opt *Choice
			for i := range rec.d.Options {
				if rec.d.Options[i].Key == chosen {
					opt = &rec.d.Options[i]
				}
			}
			key := OutcomeEscortsDetect
			if hasModWhy(e2, "9.6.3 G7a by day") && !rec.g7aByDay {
				if shOdds(opt, OutcomeEscortsDetectG7a) >= 0 { // steam and other kinds ready
					key = OutcomeEscortsDetectG7a
				}
				g7aChecked++
			}
			want := E2DetectChance(modSum(e2))
			if pre != nil {
				p := 1 - P2d6AtMost(6, modSum(pre))
				want = p + (1-p)*want
				preChecked++
			}
			if got := shOdds(opt, key); !shNear(got, want) {
				t.Errorf("range %s (%s): %s odds %v, the roll's chance %v (mods %+v)", chosen, rec.mode, key, got, want, e2.Mods)
			}
			switch chosen {
			case RangeClose:
				checked[0]++
			case RangeMedium:
				checked[1]++
			case RangeLong:
				checked[2]++
			}
		}
	}
	t.Logf("checked against the roll: close %d, medium %d, long %d (after a G7a by Day %d, with the pre-fire check %d); against attack_mode %d; unescorted %d",
		checked[0], checked[1], checked[2], g7aChecked, preChecked, modeChecked, unescorted)
	if checked[0] == 0 || checked[1] == 0 || checked[2] == 0 || g7aChecked == 0 || preChecked == 0 || modeChecked == 0 || unescorted == 0 {
		t.Fatal("some case never came up: the test checked too little")
	}
}

// TestRangeOddsOffWithoutOdds: without Config.Odds no range option carries odds (the
// simulator's careers compute none).
func TestRangeOddsOffWithoutOdds(t *testing.T) {
	asked := 0
	for _, r := range playRangeCareers(t, 30, false) {
		for _, rec := range r.recs {
			asked++
			for _, o := range rec.d.Options {
				if len(o.Odds) > 0 {
					t.Fatalf("range option %s has odds %+v without Config.Odds", o.Key, o.Odds)
				}
			}
		}
	}
	if asked == 0 {
		t.Fatal("no range decision asked")
	}
}

// TestRangeDetectionOddsFollowTheRules: a submerged attack by Day on escorted ships with a
// steam and an electric torpedo loaded: no [E2] modifier at Medium (26/36), −1 at Long,
// +1 at Close after the 9.2.2 pre-fire check (detected on 7+: 21/36) (9.6.3), and the G7a
// variant one more; with steam torpedoes only, that one figure; at Night no G7a variant.
func TestRangeDetectionOddsFollowTheRules(t *testing.T) {
	tc := newTestCareer(t, "VIIC", MonthOf(1943, 7))
	tc.cfg.Odds = true
	tc.S.Boat.BowTubes[0] = G7aFaT
	tc.S.Boat.BowTubes[1] = G7eFaT
	e := &tc.shipEng
	e.Escorted, e.Mode, e.FirstRound = true, ModeSubmerged, true
	var got *Decision
	tc.dec.fallback = func(d *Decision) string {
		got = d.Clone()
		return RangeMedium
	}
	tc.chooseRange(true, true)
	pre := 21.0 / 36 // 2d6 ≥ 7
	for _, c := range []struct {
		opt      int
		det, g7a float64
	}{
		{0, pre + (1-pre)*E2DetectChance(1), pre + (1-pre)*E2DetectChance(2)},
		{1, 26.0 / 36, E2DetectChance(1)},
		{2, E2DetectChance(-1), 26.0 / 36},
	} {
		o := &got.Options[c.opt]
		if p := shOdds(o, OutcomeEscortsDetect); !shNear(p, c.det) {
			t.Errorf("%s: detect %v, want %v", o.Key, p, c.det)
		}
		if p := shOdds(o, OutcomeEscortsDetectG7a); !shNear(p, c.g7a) {
			t.Errorf("%s: detect after a G7a %v, want %v", o.Key, p, c.g7a)
		}
		if shOdds(o, OutcomeHitPrefix+"g7a_fat") < 0 || shOdds(o, OutcomeHitPrefix+"g7e_fat") < 0 {
			t.Errorf("%s: no hit odds per kind: %+v", o.Key, o.Odds)
		}
	}
	if s := got.Options[got.Safest()].Key; s != RangeLong {
		t.Errorf("safest range %s, want long (the lowest detection, 9.6.3)", s)
	}
	if e.Mode != ModeSubmerged || e.G7aByDay || !e.FirstRound || tc.S.Engage != nil {
		t.Fatal("computing the odds changed the engagement")
	}
	// Without the pre-fire check (escorts arriving, [A35]) Close is the roll alone.
	tc.chooseRange(true, false)
	if p := shOdds(&got.Options[0], OutcomeEscortsDetect); !shNear(p, E2DetectChance(1)) {
		t.Errorf("close without the pre-fire check: %v, want %v", p, E2DetectChance(1))
	}
	// Only steam torpedoes ready by Day: whatever fires leaves a wake, one figure with it.
	tc.S.Boat.BowTubes[1] = G7aFaT
	tc.chooseRange(true, true)
	for i, want := range []float64{pre + (1-pre)*E2DetectChance(2), E2DetectChance(1), 26.0 / 36} {
		o := &got.Options[i]
		if p := shOdds(o, OutcomeEscortsDetect); !shNear(p, want) || shOdds(o, OutcomeEscortsDetectG7a) >= 0 {
			t.Errorf("%s with steam torpedoes only: %+v, want detect %v alone", o.Key, o.Odds, want)
		}
	}
	tc.S.Boat.BowTubes[1] = G7eFaT
	// At Night the wake is not seen: no G7a variant.
	e.Night = true
	tc.chooseRange(true, true)
	for _, o := range got.Options {
		if shOdds(&o, OutcomeEscortsDetectG7a) >= 0 {
			t.Errorf("%s: G7a variant at Night", o.Key)
		}
	}
}

func shOddsList(odds []Odds, outcome string) float64 {
	c := Choice{Odds: odds}
	return shOdds(&c, outcome)
}

// 4.5 step 3: the torpedo mix question states the mix as printed with the kinds in words
// and the rules that tell them apart (9.6.3, 9.2.3); each option's label states the mix
// it leaves, which is the load the boat then carries. The keys stay as they were.
func TestLoadMixSaysTheMix(t *testing.T) {
	d := boardsData(t)
	for _, typ := range []string{"VIIC", "IXC", "XXI"} {
		b := d.Boards[typ]
		var offered *Decision
		probe := setupCareer(t, typ, MonthOf(1943, 9))
		probe.cfg.Odds = true // the texts in words are for a screen
		probe.fitBoat(typ, MonthOf(1943, 9))
		probe.S.Patrol = patrolWith("none")
		probe.dec.fallback = func(d *Decision) string {
			if d.ID == "load_mix" {
				offered = d.Clone()
			}
			return d.Options[0].Key
		}
		probe.loadBoat()
		if offered == nil {
			t.Fatalf("%s: no load_mix", typ)
		}
		wantPrompt := fmt.Sprintf("Torpedo mix — now %d steam (G7a FaT), %d electric (G7e FaT) and %d guided (Zaunkönig, as printed);",
			b.DefaultG7a, b.DefaultG7e, b.DefaultGuided)
		if b.DefaultGuided == 0 {
			wantPrompt = fmt.Sprintf("Torpedo mix — now %d steam (G7a FaT) and %d electric (G7e FaT);", b.DefaultG7a, b.DefaultG7e)
		}
		if !strings.HasPrefix(offered.Prompt, wantPrompt) || !strings.Contains(offered.Prompt, "(9.6.3)") || !strings.Contains(offered.Prompt, "(9.2.3)") {
			t.Errorf("%s: prompt %q, want it to start %q and cite 9.6.3 and 9.2.3", typ, offered.Prompt, wantPrompt)
		}
		for _, o := range offered.Options {
			if o.Key != "as_printed" && !strings.HasPrefix(o.Key, "g7a_") && !strings.HasPrefix(o.Key, "g7e_") {
				t.Errorf("%s: option key %q", typ, o.Key)
			}
			tc := setupCareer(t, typ, MonthOf(1943, 9))
			tc.fitBoat(typ, MonthOf(1943, 9))
			tc.S.Patrol = patrolWith("none")
			tc.dec.answer("load_mix", o.Key)
			tc.loadBoat()
			l, _ := loadCount(&tc.S.Boat)
			mix := fmt.Sprintf("%d G7a, %d G7e", l[G7aFaT], l[G7eFaT])
			switch {
			case o.Key == "as_printed":
				if o.Label != "Keep "+mix {
					t.Errorf("%s: %q, the load is %s", typ, o.Label, mix)
				}
			case strings.HasPrefix(o.Key, "g7a_"):
				if !strings.HasPrefix(o.Label, "→ "+mix+" ("+o.Key[len("g7a_"):]+" more steam: ") {
					t.Errorf("%s %s: %q, the load is %s", typ, o.Key, o.Label, mix)
				}
			default:
				if !strings.HasPrefix(o.Label, "→ "+mix+" ("+o.Key[len("g7e_"):]+" more electric: ") {
					t.Errorf("%s %s: %q, the load is %s", typ, o.Key, o.Label, mix)
				}
			}
		}
	}
}

// The fire and reload choices name the tube of their context in words and the torpedo;
// their keys and contexts are the log's as before.
func TestTubeChoicesNameTheTube(t *testing.T) {
	seen := map[string]int{}
	for seed := uint64(1); seed <= 40; seed++ {
		c, err := NewCareer(Config{Seed: seed, Type: "VIIC"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		rec := &capture{}
		if err := c.Run(rec); err != nil {
			t.Fatal(err)
		}
		for _, d := range rec.seen {
			if d.ID != "fire" && d.ID != "reload" {
				continue
			}
			end, n, ok := strings.Cut(d.Context, "_tube_")
			if !ok || (end != "bow" && end != "stern") {
				t.Fatalf("%s context %q", d.ID, d.Context)
			}
			name := strings.ToUpper(end[:1]) + end[1:] + " tube " + n + ": "
			if !strings.HasPrefix(d.Prompt, name) {
				t.Errorf("%s %s: prompt %q", d.ID, d.Context, d.Prompt)
			}
			for _, o := range d.Options {
				switch d.ID {
				case "fire":
					if o.Key != "hold" && !strings.HasPrefix(o.Key, "target_") {
						t.Errorf("fire key %q", o.Key)
					}
				case "reload":
					k := torpOf(o.Key)
					if k == TorpNone || o.Label != torpLabel[k] || !strings.Contains(o.Label, "("+k.Designation()+")") {
						t.Errorf("reload option %q %q", o.Key, o.Label)
					}
				}
			}
			if d.ID == "fire" && !strings.Contains(d.Prompt, "torpedo (") {
				t.Errorf("fire prompt without the torpedo in words: %q", d.Prompt)
			}
			seen[d.ID]++
		}
	}
	if seen["fire"] == 0 || seen["reload"] == 0 {
		t.Fatalf("asked %v", seen)
	}
}

// The torpedo mix's texts in words are built for a career with odds (a screen); a career
// object reused without odds, then with, asks each time in the texts of its own kind (the
// load cache, kept across Reset, keys on it).
func TestLoadMixTextsFollowOdds(t *testing.T) {
	c, err := NewCareer(Config{Seed: 1, Type: "VIIC"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	prompt := func() string {
		p := ""
		err := c.Run(deciderFunc(func(_ *State, d *Decision) (string, string) {
			if d.Kind == KindLoadMix && p == "" {
				p = d.Prompt
			}
			return d.Options[0].Key, ""
		}))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	if p := prompt(); p != mixPlainPrompt {
		t.Errorf("without odds the mix is asked %q, want %q", p, mixPlainPrompt)
	}
	if err := c.Reset(Config{Seed: 1, Type: "VIIC", Odds: true}, nil); err != nil {
		t.Fatal(err)
	}
	if p := prompt(); !strings.HasPrefix(p, "Torpedo mix — now ") {
		t.Errorf("with odds the mix is asked %q, want the mix in words", p)
	}
}
