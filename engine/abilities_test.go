package engine

import (
	"errors"
	"slices"
	"testing"
)

// withAbility gives the test career's Kommandant the ability (opt 14.15 in force), or
// none with key "".
func withAbility(tc *testCareer, key string) {
	tc.S.Abilities = [2]string{key}
	if key != "" {
		tc.S.Options = Options{OptAbilities: true}
	}
}

// 14.15: at the start of a career the player rolls 1d20 (a logged roll on ABILITY) or
// picks his favourite (decision ability); without the option nothing is asked.
func TestRule14_15_AbilityRolledOrPicked(t *testing.T) {
	for _, c := range []struct {
		name, answer string
		on           bool
		faces        []int
		want         string
	}{
		{"roll 13", "roll", true, []int{13}, AbConvoyKiller},
		{"roll 1", "roll", true, []int{1}, AbLucky},
		{"pick", AbBold, true, nil, AbBold},
		{"off", "", false, nil, ""},
	} {
		var opts Options
		if c.on {
			opts = Options{OptAbilities: true}
		}
		car, err := NewCareer(Config{Seed: 1, Type: "VIIC", Options: opts}, Script(c.faces...))
		if err != nil {
			t.Fatal(err)
		}
		dec := &scriptedDecider{}
		if c.answer != "" {
			dec.answer("ability", c.answer)
		}
		car.decider = dec
		var notes []string
		car.SetSink(func(e Event) {
			if k, ok := e.(*KeyEvent); ok && k.T == TNote {
				notes = append(notes, k.Key+":"+k.Detail)
			}
		})
		car.chooseAbilities()
		if car.S.Abilities[0] != c.want || car.S.Abilities[1] != "" {
			t.Errorf("%s: abilities %v, want %s", c.name, car.S.Abilities, c.want)
		}
		if asked := slices.Contains(dec.seen, "ability"); asked != c.on {
			t.Errorf("%s: ability decision asked %v", c.name, asked)
		}
		if car.roller().Remaining() != 0 {
			t.Errorf("%s: %d faces unused", c.name, car.roller().Remaining())
		}
		if c.on && !slices.Contains(notes, "special_ability:"+c.want) {
			t.Errorf("%s: notes %v", c.name, notes)
		}
	}
}

// roller returns the career's scripted roller (tests only).
func (c *Career) roller() *ScriptedRoller { return c.rng.(*ScriptedRoller) }

// 14.13: a card is played only with its option and on one of its boats' types; its
// abilities replace the 14.15 roll (kommandants.md AMBIGUOUS reading) and take the 14.15
// keys ("trainer" is "teamwork"); CardSetup gives his name, boat and first month.
func TestRule14_13_CardConfigAndAbilities(t *testing.T) {
	on := Options{OptKommandantCards: true, OptAbilities: true}
	for _, c := range []struct {
		cfg Config
		err bool
	}{
		{Config{Type: "IXC", Card: 4}, true},                                                // option off
		{Config{Type: "VIIC", Card: 4, Options: Options{OptKommandantCards: true}}, true},   // not his type
		{Config{Type: "IXC", Card: 9, Options: Options{OptKommandantCards: true}}, true},    // no such card
		{Config{Type: "IXC", Card: 4, Options: Options{OptKommandantCards: true}}, false},   // Henke
		{Config{Type: "IXD-2", Card: 3, Options: Options{OptKommandantCards: true}}, false}, // Timm's second boat
		{Config{Type: "IXC", Card: 0, Options: Options{OptKommandantCards: true}}, false},   // the option alone
	} {
		_, err := NewCareer(c.cfg, nil)
		if (err != nil) != c.err {
			t.Errorf("%+v: error %v", c.cfg, err)
		}
	}
	car, err := NewCareer(Config{Seed: 1, Type: "VIIC", Card: 3, Options: on}, Script())
	if err != nil {
		t.Fatal(err)
	}
	dec := &scriptedDecider{}
	car.decider = dec
	car.chooseAbilities()
	if car.S.Abilities != [2]string{AbLeadership, AbTeamwork} || car.S.Card != 3 || len(dec.seen) != 0 {
		t.Errorf("Timm: abilities %v card %d decisions %v", car.S.Abilities, car.S.Card, dec.seen)
	}
	name, u, typ, start, ok := car.data.CardSetup(4)
	if !ok || name != "Werner Henke" || u != "U-515" || typ != "IXC" || start != FirstMonth {
		t.Errorf("Henke's setup: %s %s %s %s", name, u, typ, start)
	}
	if _, _, typ, _, _ := car.data.CardSetup(6); typ != "IXD-2" { // Hartmann's U-37 is a IXA
		t.Errorf("Hartmann's playable boat: %s", typ)
	}
}

// 14.15 #1 Lucky and #4 Teamwork act at the start: a Hals und Beinbruch counter, a
// Veteran crew. Off: none, Trained.
func TestRule14_15_1_LuckyAnd4_Teamwork(t *testing.T) {
	for _, key := range []string{AbLucky, AbTeamwork, ""} {
		tc := newTestCareer(t, "VIIC", MonthOf(1943, 8))
		withAbility(tc, key)
		tc.startAbilities()
		if got, want := tc.S.Boat.HalsUndBeinbruch, b2i(key == AbLucky); got != want {
			t.Errorf("%q: %d Hals und Beinbruch counters, want %d", key, got, want)
		}
		if want := map[bool]int{true: Veteran, false: Trained}[key == AbTeamwork]; tc.S.Crew.Quality != want {
			t.Errorf("%q: crew %d, want %d", key, tc.S.Crew.Quality, want)
		}
	}
}

// 14.15 #3, #5, #8, #12, #13, #14 and 14.13 Expert Shot on the [U1] modifiers: each −1
// with its reason where it applies, nothing without the ability (or off target).
func TestRule14_15_ToHitAbilities(t *testing.T) {
	convoyShip := &Target{Name: "Freighter", Class: ClassLargeFreighter}
	tanker := &Target{Name: "Tanker", Class: ClassTanker}
	battleship := &Target{Name: "HMS Nelson", Class: ClassCapital, Capital: true}
	carrier := &Target{Name: "USS Card", Class: ClassCapital, Capital: true, Carrier: true}
	for _, c := range []struct {
		ability, kind string
		torp          Torp
		t             *Target
		second        bool
		why           string
		d             int
	}{
		{AbConvoyKiller, EncConvoy, G7e, convoyShip, false, "14.15 Convoy Killer", -1},
		{AbConvoyKiller, EncShip, G7e, convoyShip, false, "", 0},
		{AbTankerKiller, EncTanker, G7e, tanker, false, "14.15 Tanker Killer", -1},
		{AbTankerKiller, EncConvoy, G7e, convoyShip, false, "", 0},
		{AbCapitalKiller, EncCapitalShip, G7e, battleship, false, "14.15 Capital Ship Killer", -1},
		{AbCarrierKiller, EncCapitalShip, G7e, carrier, false, "14.15 Carrier Killer", -1},
		{AbCarrierKiller, EncCapitalShip, G7e, battleship, false, "", 0},
		{AbExpertShot, EncShip, G7e, convoyShip, false, "14.13 Expert Shot", -1},
		{AbSkilful, EncConvoy, G7e, convoyShip, true, "14.15 Skilful", -1}, // cancels 9.5.2's +1
		{AbSkilful, EncConvoy, G7e, convoyShip, false, "", 0},
		{AbDeckGunExpert, EncShip, TorpNone, convoyShip, false, "14.15 Deck Gun Expert", -1},
		{AbDeckGunExpert, EncShip, G7e, convoyShip, false, "", 0},
		{AbConvoyKiller, EncConvoy, TorpNone, convoyShip, false, "", 0}, // torpedoes only
	} {
		sum := map[string]int{}
		var got []Mod
		for _, key := range []string{"", c.ability} {
			tc := newTestCareer(t, "VIIC", MonthOf(1943, 8))
			withAbility(tc, key)
			tc.shipEng.Kind, tc.shipEng.Mode = c.kind, "submerged"
			var m Mods
			tc.u1Mods(&m, c.torp, c.t, "medium", c.second)
			sum[key] = m.Sum()
			if key != "" {
				got = m.List()
			}
		}
		if d := sum[c.ability] - sum[""]; d != c.d {
			t.Errorf("%s vs %s (%s): %+d, want %+d (%v)", c.ability, c.t.Name, c.kind, d, c.d, got)
		}
		if c.why != "" && !slices.ContainsFunc(got, func(m Mod) bool { return m.Why == c.why && m.V == -1 }) {
			t.Errorf("%s: no modifier %q in %v", c.ability, c.why, got)
		}
	}
}

// 14.15 #14 on scripted dice: the deck gun's [U1] 4+4 = 8 at Medium (7) misses, with the
// Deck Gun Expert 7 hits.
func TestRule14_15_14_DeckGunExpertHits(t *testing.T) {
	for _, key := range []string{"", AbDeckGunExpert} {
		faces := []int{4, 4}
		if key != "" {
			faces = append(faces, 1) // U3 deck gun
		}
		tc, dec := shipTC(t, "VIIC", faces...)
		withAbility(tc, key)
		tc.S.Boat.DeckGun, tc.S.Boat.Ammo = true, 1
		e := tc.newEngage("ship")
		e.Mode, e.Range = "surfaced", "medium"
		tc.putTarget(Target{Name: "Freighter", Tons: 4200, Capacity: 2})
		dec.on("gun", "target_1")
		tc.fireGunGroup()
		tc.mustUseScript()
		u := tc.cbRoll("U1", 0)
		if want := map[bool]string{true: "hit", false: "miss"}[key != ""]; u.Result != want {
			t.Errorf("%q: U1 %s, want %s (%v)", key, u.Result, want, u.Mods)
		}
	}
}

// 14.15 #9 Vigilant on scripted dice: [A1] 3+4 = 7 fails; +1 makes it a crash dive.
func TestRule14_15_9_VigilantCrashDive(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 3, 4)
	withAbility(tc, AbVigilant)
	tc.run(func() { tc.aircraft(AirNormal) })
	tc.mustUseScript()
	if r := tc.cbRoll("A1", 0); r.Result != "crash_dive" || !shHasMod(r, 1, "14.15 Vigilant") {
		t.Errorf("vigilant: %+v", r)
	}
	var on, off Mods
	tc.postureA1Mods(&on, PostureSurfaced, false) // the posture odds read it too
	withAbility(tc, "")
	tc.postureA1Mods(&off, PostureSurfaced, false)
	tc.crashDiveMods(new(Mods))
	if on.Sum()-off.Sum() != 1 {
		t.Errorf("posture [A1] modifiers: %v vs %v", on.List(), off.List())
	}
	var m Mods
	tc.crashDiveMods(&m)
	if slices.ContainsFunc(m.List(), func(x Mod) bool { return x.Why == "14.15 Vigilant" }) {
		t.Error("Vigilant without the ability")
	}
}

// 14.15 #10 Flak Expert: −1 on [A2]; with an able Experte 2WO only one −1 (AMBIGUOUS #10).
func TestRule14_15_10_FlakExpert(t *testing.T) {
	for _, c := range []struct {
		key    string
		wo2    bool
		expert bool
	}{{AbFlakExpert, false, true}, {AbFlakExpert, true, false}, {"", false, false}} {
		tc := cbCareer(t, "IXC", MonthOf(1943, 8))
		withAbility(tc, c.key)
		tc.S.Crew.M[WO2].Experte = c.wo2
		var m Mods
		tc.flakMods(&m, false)
		got := slices.ContainsFunc(m.List(), func(x Mod) bool { return x.Why == "14.15 Flak Expert" && x.V == -1 })
		if got != c.expert {
			t.Errorf("%q, Experte 2WO %v: %v", c.key, c.wo2, m.List())
		}
	}
}

// 14.15 #7 Bold on scripted dice: the 9.2.2 pre-fire check 6+5 = 11 detects the boat; a
// Bold Kommandant is detected only on 12.
func TestRule14_15_7_BoldPreFireCheck(t *testing.T) {
	for _, c := range []struct {
		key   string
		faces []int
		want  string
	}{{"", []int{6, 5}, "detected"}, {AbBold, []int{6, 5}, "undetected"}, {AbBold, []int{6, 6}, "detected_plus"}} {
		tc := newTestCareer(t, "VIIC", MonthOf(1943, 8), c.faces...)
		withAbility(tc, c.key)
		if r := tc.RollDice("E2_close", "", "2d6", nil, tc.classifyPreFire()); r.Key != c.want {
			t.Errorf("%q %v: %s, want %s", c.key, c.faces, r.Key, c.want)
		}
	}
}

// 14.15 #2 Tracker on scripted dice: a Follow of the undamaged convoy makes no roll (the
// 9.7.7 1d6 would be 6, failure); the Switch-to-Night "contact lost" result is a success.
func TestRule14_15_2_Tracker(t *testing.T) {
	for _, key := range []string{"", AbTracker} {
		faces := []int{6} // FOLLOW undamaged 6: the convoy escapes
		if key != "" {
			faces = nil
		}
		tc, dec := shipTC(t, "VIIC", faces...)
		withAbility(tc, key)
		e := tc.newEngage("convoy")
		e.Escorted = true
		tc.putTarget(Target{Name: "Freighter", Tons: 4200, Capacity: 2})
		dec.on("follow", "undamaged")
		var step int
		func() {
			defer func() { // the tracker's follow goes on to identify the new ships: stop there
				if r := recover(); r != nil && !errors.Is(asErr(r), ErrScriptExhausted) {
					panic(r)
				}
			}()
			step = tc.follow()
		}()
		if key == "" && (step != stepEnd || len(tc.rolls("FOLLOW")) != 1) {
			t.Errorf("no tracker: step %d, FOLLOW rolls %d", step, len(tc.rolls("FOLLOW")))
		}
		if key != "" && len(tc.rolls("FOLLOW")) != 0 {
			t.Errorf("tracker: FOLLOW rolled")
		}
	}
	// Switch to Night: DAY 1 (day), then NIGHT 6 (contact lost).
	for _, key := range []string{"", AbTracker} {
		tc, dec := shipTC(t, "VIIC", 1, 6)
		withAbility(tc, key)
		e := tc.newEngage("ship")
		tc.putTarget(Target{Name: "Freighter", Tons: 4200, Capacity: 2})
		dec.on("night", "try")
		kept := tc.timeOfDay()
		if r := tc.cbRoll("NIGHT", 0); r.Result == "night" {
			t.Fatalf("script: NIGHT %+v", r)
		}
		if kept != (key != "") || e.Night != (key != "") {
			t.Errorf("%q: contact kept %v, night %v", key, kept, e.Night)
		}
	}
}

// asErr returns a recovered panic value as an error (nil when it is not one).
func asErr(r any) error {
	err, _ := r.(error)
	return err
}

// 14.15 #11 Leadership on scripted dice: after the second successful patrol the crew
// rolls on [M3] (1d6 of 1); without it the third is needed.
func TestRule14_15_11_Leadership(t *testing.T) {
	for _, key := range []string{"", AbLeadership} {
		var faces []int
		if key != "" {
			faces = []int{1}
		}
		tc := newTestCareer(t, "VIIC", MonthOf(1943, 8), faces...)
		withAbility(tc, key)
		tc.S.SuccessfulPatrols = 2
		tc.crewAdvancement()
		tc.mustUseScript()
		if got, want := len(tc.rolls("M3")), b2i(key != ""); got != want || tc.S.CrewRolls != want {
			t.Errorf("%q: %d M3 rolls (%d counted), want %d", key, got, tc.S.CrewRolls, want)
		}
	}
}

// 14.15 #15 Straggler Killer: once a patrol a Convoy may become one unescorted ship
// (decision straggler_killer); not offered again, nor without the ability.
func TestRule14_15_15_StragglerKiller(t *testing.T) {
	tc := cbCareer(t, "VIIC", MonthOf(1943, 8))
	box := &tc.S.Patrol.Track[2]
	if got := tc.stragglerKiller(EncConvoy, box); got != EncConvoy || tc.cbCountDecisions("straggler_killer") != 0 {
		t.Fatalf("without the ability: %s", got)
	}
	withAbility(tc, AbStragglerKiller)
	tc.dec.answer("straggler_killer", "convoy", "ship")
	if got := tc.stragglerKiller(EncConvoy, box); got != EncConvoy {
		t.Errorf("kept the convoy: %s", got)
	}
	if got := tc.stragglerKiller(EncConvoy, box); got != EncShip {
		t.Errorf("straggler: %s", got)
	}
	if got := tc.stragglerKiller(EncConvoy, box); got != EncConvoy || tc.cbCountDecisions("straggler_killer") != 2 {
		t.Errorf("twice a patrol: %s, %d decisions", got, tc.cbCountDecisions("straggler_killer"))
	}
	if got := tc.stragglerKiller(EncTanker, box); got != EncTanker {
		t.Errorf("a tanker: %s", got)
	}
}

// 14.15 #17 Autogiro Expert on scripted dice: with the Fa-330 up, [E1] 5+6 = 11 may be
// rolled again (8.2.2 allows only 5); without the ability it stands.
func TestRule14_15_17_AutogiroExpert(t *testing.T) {
	for _, key := range []string{"", AbAutogiro} {
		faces := []int{5, 6}
		if key != "" {
			faces = append(faces, 4, 1) // the reroll: 5, no encounter
		}
		tc := cbCareer(t, "IXC", MonthOf(1943, 8), faces...)
		withAbility(tc, key)
		tc.S.Patrol.Fa330 = "deployed"
		tc.S.Patrol.RandomEventUsed = true
		tc.dec.answer("fa330_reroll", "reroll")
		tc.run(func() { tc.encounterRoll(&tc.S.Patrol.Track[2]) })
		tc.mustUseScript()
		if got, want := tc.cbCountDecisions("fa330_reroll"), b2i(key != ""); got != want || len(tc.rolls("E1")) != 1+want {
			t.Errorf("%q: %d reroll decisions, %d E1 rolls", key, got, len(tc.rolls("E1")))
		}
	}
}

// 14.15 #16 Politician on scripted dice: an Oberleutnant (no 11.2.1 request) rolls the
// request and has it granted on 3; without the ability no REQUEST roll is made.
func TestRule14_15_16_Politician(t *testing.T) {
	for _, key := range []string{"", AbPolitician} {
		faces := []int{3, 3} // [P1] 3+3
		if key != "" {
			faces = []int{3} // REQUEST 3: granted
		}
		tc := newTestCareer(t, "VIIC", MonthOf(1943, 8), faces...)
		withAbility(tc, key)
		tc.S.Rank = RankOltzS
		tc.dec.answer("patrol_request", AreaBritishIsles)
		area, _, _ := tc.rollAssignment(tc.Board())
		tc.mustUseScript()
		if key != "" && (area != AreaBritishIsles || tc.cbRoll("REQUEST", 0).Result != "granted") {
			t.Errorf("politician: %s", area)
		}
		if key == "" && (len(tc.rolls("REQUEST")) != 0 || len(tc.rolls("P1")) != 1) {
			t.Errorf("no politician: REQUEST %d P1 %d", len(tc.rolls("REQUEST")), len(tc.rolls("P1")))
		}
	}
}

// 14.15 #18 Scrounger: twice the printed guided count (G7e counters giving way, the total
// unchanged) when he takes it; as printed when he declines or without the ability.
func TestRule14_15_18_Scrounger(t *testing.T) {
	for _, c := range []struct {
		key, answer string
		double      bool
	}{{AbScrounger, "double", true}, {AbScrounger, "normal", false}, {"", "", false}} {
		tc := newTestCareer(t, "VIIC", MonthOf(1944, 3))
		withAbility(tc, c.key)
		tc.S.Patrol = &Patrol{Area: "atlantic", Mission: MissionNone}
		if c.answer != "" {
			tc.dec.answer("scrounger", c.answer)
		}
		tc.dec.answer("load_mix", "as_printed")
		tc.loadBoat()
		b := tc.Board()
		guided, total := 0, 0
		count := func(k Torp) {
			if k != TorpNone {
				total++
			}
			if k.Guided() {
				guided++
			}
		}
		for _, k := range tc.S.Boat.BowTubes {
			count(k)
		}
		for _, k := range tc.S.Boat.SternTubes {
			count(k)
		}
		for _, l := range []Load{tc.S.Boat.BowReloads, tc.S.Boat.SternReloads} {
			for k, n := range l {
				for range n {
					count(Torp(k))
				}
			}
		}
		want := b.DefaultGuided
		if c.double {
			want *= 2
		}
		if guided != want || total != b.TorpedoesTotal {
			t.Errorf("%q %s: %d guided of %d, want %d of %d", c.key, c.answer, guided, total, want, b.TorpedoesTotal)
		}
	}
}

// 14.15 #19 Good Judgement on scripted dice (Spanish reading): the first time a patrol he
// exceeds test depth, no automatic hull hit, the 2d6 still rolled (6+6 holds); the
// second time the hit is taken. Without the ability: the hit each time.
func TestRule14_15_19_GoodJudgement(t *testing.T) {
	for _, key := range []string{"", AbGoodJudgement} {
		tc := cbCareer(t, "VIIC", MonthOf(1943, 8), 6, 6, 6, 6)
		withAbility(tc, key)
		tc.run(func() { tc.exceedTestDepth() })
		first := tc.S.Boat.Hull
		tc.run(func() { tc.exceedTestDepth() })
		tc.mustUseScript()
		if wantFirst := 1 - b2i(key != ""); first != wantFirst || tc.S.Boat.Hull != wantFirst+1 {
			t.Errorf("%q: hull %d then %d", key, first, tc.S.Boat.Hull)
		}
		if len(tc.rolls("TEST_DEPTH")) != 2 {
			t.Errorf("%q: %d test-depth rolls", key, len(tc.rolls("TEST_DEPTH")))
		}
	}
}

// 14.15 #20 Charismatic: a replaced named crew member arrives Experte, and so does the new
// 2WO of 11.1.6; a generic crew box does not change; without the ability newcomers are
// never Experte (10.12.2).
func TestRule14_15_20_Charismatic(t *testing.T) {
	for _, key := range []string{"", AbCharismatic} {
		tc := newTestCareer(t, "VIIC", MonthOf(1943, 8))
		withAbility(tc, key)
		tc.replaceMember(WO1)
		tc.replaceMember(Crew2)
		if tc.S.Crew.M[WO1].Experte != (key != "") || tc.S.Crew.M[Crew2].Experte {
			t.Errorf("%q: 1WO Experte %v, crew Experte %v", key, tc.S.Crew.M[WO1].Experte, tc.S.Crew.M[Crew2].Experte)
		}
		tc.S.Crew.M[WO2].Experte = true // 11.1.6: the Experte 2WO moves up, a new 2WO joins
		if !tc.promote2WO() || tc.S.Crew.M[WO2].Experte != (key != "") {
			t.Errorf("%q: the new 2WO Experte %v", key, tc.S.Crew.M[WO2].Experte)
		}
	}
}

// 14.15 #6 Aggressive on scripted dice: against a tanker the attack decision offers only
// "attack" and the Additional Combat Round only "yes" (two gun misses 6+6, [E1] 3+3 no
// arrival, two more misses, the ammunition gone). Without it both choices are offered.
func TestRule14_15_6_Aggressive(t *testing.T) {
	for _, key := range []string{"", AbAggressive} {
		faces := shDice(shD100(1), 4, 6, 6, 6, 6)
		if key != "" {
			faces = append(faces, 3, 3, 6, 6, 6, 6) // [E1] none, two more misses
		}
		tc, dec := shipTC(t, "VIIC", faces...)
		withAbility(tc, key)
		tc.S.Boat.DeckGun, tc.S.Boat.Ammo = true, 4
		if key != "" {
			dec.on("additional_round", "yes") // "no" would be illegal
		}
		tc.shipEncounter("tanker")
		tc.mustUseScript()
		a, _ := dec.find("attack", 0)
		r, _ := dec.find("additional_round", 0)
		if a == nil || r == nil {
			t.Fatalf("%q: decisions %v", key, dec.ids())
		}
		if key != "" && (!slices.Equal(a.Keys(), []string{"attack"}) || !slices.Equal(r.Keys(), []string{"yes"})) {
			t.Errorf("aggressive: attack %v, additional round %v", a.Keys(), r.Keys())
		}
		if key == "" && (len(a.Keys()) != 2 || len(r.Keys()) != 2) {
			t.Errorf("not aggressive: attack %v, additional round %v", a.Keys(), r.Keys())
		}
	}
}

// 14.13 the card's historical patrols: Henke's first is the Caribbean (decision
// kommandant_patrol, the recommended answer), no [P1] roll; answering "roll" assigns as
// usual; without a card nothing is asked.
func TestRule14_13_HistoricalPatrol(t *testing.T) {
	for _, c := range []struct {
		card   int
		answer string
		p1     int
	}{{4, "historical", 0}, {4, "roll", 1}, {0, "", 1}} {
		faces := []int{}
		if c.p1 > 0 {
			faces = []int{4, 4} // [P1] 8
		}
		tc := newTestCareer(t, "IXC", MonthOf(1943, 8), faces...)
		tc.S.Card = c.card
		tc.S.Rank = RankOltzS
		if c.answer != "" {
			tc.dec.answer("kommandant_patrol", c.answer)
		}
		tc.S.PatrolCount = 1
		var area string
		if a, ok := tc.historicalPatrol(tc.Board()); ok {
			area = a
		} else {
			area, _, _ = tc.rollAssignment(tc.Board())
		}
		tc.mustUseScript()
		if c.answer == "historical" && area != AreaCaribbean {
			t.Errorf("Henke's first patrol: %s", area)
		}
		if len(tc.rolls("P1")) != c.p1 || tc.cbCountDecisions("kommandant_patrol") != b2i(c.card != 0) {
			t.Errorf("card %d %s: P1 %d, decisions %v", c.card, c.answer, len(tc.rolls("P1")), tc.dec.seen)
		}
	}
	// Lauzemis's second slot is "(Wounded)": nothing to follow.
	tc := newTestCareer(t, "IXC", MonthOf(1943, 8))
	tc.S.Card, tc.S.PatrolCount = 7, 2
	if _, ok := tc.historicalPatrol(tc.Board()); ok || len(tc.dec.seen) != 0 {
		t.Error("a wounded slot offered as a patrol")
	}
	// Timm on a IXD-2 follows U-862's patrols (first the Indian Ocean), not U-251's Arctic
	// ones; on a VIIC his sixth patrol has none (U-251 made five).
	tc = newTestCareer(t, "IXD-2", MonthOf(1944, 5))
	tc.S.Card, tc.S.PatrolCount = 3, 1
	tc.dec.answer("kommandant_patrol", "historical")
	if a, ok := tc.historicalPatrol(tc.Board()); !ok || a != AreaIndianOcean {
		t.Errorf("Timm's first U-862 patrol: %s %v", a, ok)
	}
	tc = newTestCareer(t, "VIIC", MonthOf(1943, 8))
	tc.S.Card, tc.S.PatrolCount = 3, 6
	if _, ok := tc.historicalPatrol(tc.Board()); ok {
		t.Error("a sixth U-251 patrol offered")
	}
}

// 14.13 Lauzemis's Resupplier on scripted dice (kommandants.md AMBIGUOUS): with 14.9 in
// force the supply boat comes without the 1-in-6 roll (a 2 would send it away), the
// player still declines or accepts (14.9.5); without the ability the 2 ends it.
func TestRule14_13_ResupplierMeetsTheSupplyBoat(t *testing.T) {
	for _, key := range []string{"", AbResupplier} {
		faces := []int{2} // RESUPPLY_AT_SEA 2: none
		if key != "" {
			faces = nil
		}
		tc, p := rePatrol(t, AreaAtlantic, "Atlantic", 5, faces...)
		withAbility(tc, key)
		tc.S.Options = Options{OptResupply: true, OptKommandantCards: key != ""}
		tc.dec.answer("resupply_at_sea", "decline")
		tc.resupplyAtSeaCheck()
		tc.mustUseScript()
		if p.ResupplyTried != (key != "") || len(tc.rolls("RESUPPLY_AT_SEA")) != 1-b2i(key != "") {
			t.Errorf("%q: supply boat met %v, %d rolls", key, p.ResupplyTried, len(tc.rolls("RESUPPLY_AT_SEA")))
		}
	}
}

// 14.13 in force without a card chosen: a card whose Kommandant sailed the career's type
// is dealt from the seed (no die: the rolls are those of the same career without it), its
// abilities replace 14.15's decision; a type no card sails gets none and 14.15 is asked.
func TestRule14_13_CardDealtWhenNoneChosen(t *testing.T) {
	d := MustData()
	sails := func(n int, typ string) bool {
		for _, b := range d.Kommandant(n).Boats {
			if b.Type == typ {
				return true
			}
		}
		return false
	}
	on := Options{OptKommandantCards: true, OptAbilities: true}
	dealt := map[int]bool{}
	for seed := uint64(1); seed <= 40; seed++ {
		car, err := NewCareer(Config{Seed: seed, Type: "IXC", Options: on}, Script())
		if err != nil {
			t.Fatal(err)
		}
		dec := &scriptedDecider{}
		car.decider = dec
		car.chooseAbilities()
		n := car.S.Card
		if n == 0 || !sails(n, "IXC") || len(dec.seen) != 0 {
			t.Fatalf("seed %d: card %d, decisions %v", seed, n, dec.seen)
		}
		var want [2]string
		copy(want[:], d.AbilityKeys(d.Kommandant(n)))
		if car.S.Abilities != want {
			t.Errorf("seed %d: abilities %v for card %d", seed, car.S.Abilities, n)
		}
		if again := d.DealCard("IXC", seed); again != n {
			t.Errorf("seed %d: dealt %d, then %d", seed, n, again)
		}
		dealt[n] = true
	}
	if len(dealt) < 3 {
		t.Errorf("40 seeds dealt only cards %v", dealt)
	}
	if n := d.DealCard("XXI", 7); n != 0 {
		t.Errorf("a Type XXI was dealt card %d", n)
	}
	car, err := NewCareer(Config{Seed: 7, Type: "XXI", Start: MonthOf(1945, 4), Options: on}, Script(1))
	if err != nil {
		t.Fatal(err)
	}
	car.decider = (&scriptedDecider{}).answer("ability", "roll")
	car.chooseAbilities()
	if car.S.Card != 0 || car.S.Abilities[0] == "" {
		t.Errorf("XXI: card %d, abilities %v (14.15 should be rolled)", car.S.Card, car.S.Abilities)
	}
}
