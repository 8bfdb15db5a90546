package engine

import (
	"math"
	"slices"
	"testing"
)

// Rule tests for ship encounters (rules-core 8.2.4–8.4, 9.1–9.5, 9.7, 9.10; 13(b)).

// shipDecider answers from per-id queues and otherwise with a cautious default; it keeps a
// copy of every decision and the Engagement as it was when asked.
type shipDecider struct {
	answers map[string][]string
	seen    []*Decision
	engs    []Engagement
}

func (s *shipDecider) Decide(st *State, d *Decision) (string, string) {
	s.seen = append(s.seen, d.Clone())
	var e Engagement
	if st.Engage != nil {
		e = *st.Engage
	}
	s.engs = append(s.engs, e)
	if q := s.answers[d.ID]; len(q) > 0 {
		s.answers[d.ID] = q[1:]
		return q[0], "scripted"
	}
	switch d.ID {
	case "test_depth", "bold", "second_salvo", "attack_escort", "additional_round":
		return "no", "default"
	case "night":
		return "stay", "default"
	case "follow", "sub_attack", "sub_continue":
		if d.Has("stop") {
			return "stop", "default"
		}
		return "break_off", "default"
	}
	return d.Options[0].Key, "first"
}

// on queues answers for a decision id.
func (s *shipDecider) on(id string, keys ...string) *shipDecider {
	s.answers[id] = append(s.answers[id], keys...)
	return s
}

// ids lists the decision ids asked, in order.
func (s *shipDecider) ids() []string {
	var out []string
	for _, d := range s.seen {
		out = append(out, d.ID)
	}
	return out
}

// find returns the n-th (0-based) decision with the id, or nil.
func (s *shipDecider) find(id string, n int) (*Decision, *Engagement) {
	for i, d := range s.seen {
		if d.ID == id {
			if n == 0 {
				return d, &s.engs[i]
			}
			n--
		}
	}
	return nil, nil
}

// shipTC is a test career at sea on an Atlantic patrol (box 0 of a track ST, ST, T), with
// empty tubes and racks, no BOLD, and the shipDecider.
func shipTC(t *testing.T, typ string, faces ...int) (*testCareer, *shipDecider) {
	t.Helper()
	tc := newTestCareer(t, typ, MonthOf(1943, 9), faces...)
	dec := &shipDecider{answers: map[string][]string{}}
	tc.decider = dec
	tc.S.Patrol = &Patrol{Area: "atlantic", Dir: 1, Posture: PostureSurfaced, Track: []Box{
		{Code: "ST", Key: "atlantic", Column: "atlantic", Rolls: 1},
		{Code: "ST", Key: "atlantic", Column: "atlantic", Rolls: 1},
		{Code: "T", Key: "transit", Column: "transit", Rolls: 1, Transit: true},
	}}
	b := &tc.S.Boat
	for i := range b.BowTubes {
		b.BowTubes[i] = TorpNone
	}
	for i := range b.SternTubes {
		b.SternTubes[i] = TorpNone
	}
	b.BowReloads, b.SternReloads = Load{}, Load{}
	b.Bold = 0
	return tc, dec
}

// d100 returns the two d10 faces that read n on [T1]–[T3] (tens, units; 10 is a printed 0).
func shD100(n int) []int {
	t, u := n/10%10, n%10
	if t == 0 {
		t = 10
	}
	if u == 0 {
		u = 10
	}
	return []int{t, u}
}

// dice joins face lists.
func shDice(parts ...any) []int {
	var out []int
	for _, p := range parts {
		switch v := p.(type) {
		case int:
			out = append(out, v)
		case []int:
			out = append(out, v...)
		}
	}
	return out
}

func shHasMod(r *RollEvent, v int, why string) bool {
	for _, m := range r.Mods {
		if m.V == v && m.Why == why {
			return true
		}
	}
	return false
}

func (tc *testCareer) shipEvs() []*ShipEvent {
	var out []*ShipEvent
	for _, e := range tc.events {
		if s, ok := e.(*ShipEvent); ok {
			out = append(out, s)
		}
	}
	return out
}

func (tc *testCareer) torpEvs() []*TorpedoEvent {
	var out []*TorpedoEvent
	for _, e := range tc.events {
		if s, ok := e.(*TorpedoEvent); ok {
			out = append(out, s)
		}
	}
	return out
}

func shNear(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func shOdds(c *Choice, outcome string) float64 {
	for _, o := range c.Odds {
		if o.Outcome == outcome {
			return o.P
		}
	}
	return -1
}

// 8.2.4: Ship is one unescorted ship; Convoy is four escorted ships (three with opt 14.2.1);
// 8.3.4 every identified tonnage goes on the patrol log.
func TestShipsRule8_2_4_EscortsByEncounterType(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4)...) // small, Henzada; Night
	dec.on("attack", "decline")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if _, e := dec.find("attack", 0); e == nil || e.Escorted || len(e.Targets) != 1 {
		t.Fatalf("ship: want one unescorted target, got %+v", e)
	}

	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 4, shD100(1), 6, shD100(3), 2, shD100(10), 4)...)
	dec.on("attack", "decline")
	tc.S.Boat.BowTubes[0] = G7e
	tc.shipEncounter("convoy")
	tc.mustUseScript()
	_, e := dec.find("attack", 0)
	if e == nil || !e.Escorted || len(e.Targets) != 4 {
		t.Fatalf("convoy: want four escorted targets, got %+v", e)
	}
	want := []string{ClassSmallFreighter, ClassLargeFreighter, ClassTanker, ClassSmallFreighter}
	for i, s := range tc.shipEvs() {
		if s.Class != want[i] {
			t.Errorf("ship %d class %s, want %s", i, s.Class, want[i])
		}
	}
	// 8.3.4 tonnages recorded: Henzada 4,200, De la Salle 8,400, Rosalia 3,200, Tutoya 1,100.
	if !slices.Equal(tc.S.Patrol.Targets, []int{4200, 8400, 3200, 1100}) {
		t.Errorf("log targets %v", tc.S.Patrol.Targets)
	}
	if tc.S.Engage != nil {
		t.Error("Engage not cleared")
	}

	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 1, shD100(1), 1, shD100(1), 4)...)
	tc.S.Options = Options{OptReducedConvoy: true}
	dec.on("attack", "decline")
	tc.S.Boat.BowTubes[0] = G7e
	tc.shipEncounter("convoy")
	tc.mustUseScript()
	if len(tc.shipEvs()) != 3 {
		t.Errorf("opt 14.2: %d ships, want 3", len(tc.shipEvs()))
	}
}

// 8.3.1 a Tanker result skips the size roll and reads [T3].
func TestRule8_3_1_TankerSkipsSizeRoll(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(shD100(1), 4)...)
	dec.on("attack", "decline")
	tc.shipEncounter("tanker")
	tc.mustUseScript()
	if len(tc.rolls("SIZE")) != 0 || len(tc.rolls("T3")) != 1 {
		t.Fatalf("SIZE %d T3 %d", len(tc.rolls("SIZE")), len(tc.rolls("T3")))
	}
	s := tc.shipEvs()[0]
	if s.Name != "Cherry Valley" || s.Tons != 10200 || s.Class != ClassTanker || s.DamageToSink != 4 {
		t.Errorf("ship event %+v", s)
	}
}

// 8.3.2 a capital ship already sunk in the career means no encounter.
func TestRule8_3_2_CapitalAlreadySunkNoEncounter(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", 2) // [T5] 2 HMS Duke of York
	tc.S.SunkCapitals = []string{"HMS Duke of York"}
	tc.shipEncounter("capital_ship")
	tc.mustUseScript()
	if len(dec.seen) != 0 || len(tc.shipEvs()) != 0 || len(tc.rolls("DAY")) != 0 || tc.S.Engage != nil {
		t.Fatalf("want no encounter; decisions %v", dec.ids())
	}
}

// 8.3.2 / 8.3.5 capital ship data from [T5]: fast mark and its own damage capacity.
func TestRule8_3_2_CapitalShipFromT5(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", 2, 4) // Duke of York; Night
	dec.on("attack", "decline")
	tc.S.Boat.BowTubes[0] = G7e
	tc.shipEncounter("capital_ship")
	tc.mustUseScript()
	_, e := dec.find("attack", 0)
	tg := e.Targets[0]
	if !tg.Capital || !tg.Fast || tg.Capacity != 6 || tg.Tons != 35000 || !e.Escorted || tg.Class != ClassCapital {
		t.Fatalf("target %+v escorted %v", tg, e.Escorted)
	}
}

// 8.3.5 damage capacity by tonnage, with the errata ≤1,000 t = 1 row [D23].
func TestRule8_3_5_DamageCapacity(t *testing.T) {
	for _, c := range []struct{ tons, want int }{{200, 1}, {1000, 1}, {1001, 2}, {5000, 2}, {5001, 3}, {9999, 3}, {10000, 4}, {2000, 2}} {
		if got := capacityOf(c.tons); got != c.want {
			t.Errorf("capacityOf(%d) = %d, want %d", c.tons, got, c.want)
		}
	}
	tc, dec := shipTC(t, "VIIC", shDice(2, shD100(47), 4)...) // Noreen Mary 200 t
	dec.on("attack", "decline")
	tc.shipEncounter("ship")
	if s := tc.shipEvs()[0]; s.Name != "Noreen Mary" || s.DamageToSink != 1 {
		t.Fatalf("ship %+v", s)
	}
}

// 8.4.1 Day 1–3, Night 4–6; the switch is only offered by Day.
func TestRule8_4_1_DayOrNight(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 3)...)
	dec.on("attack", "decline")
	tc.shipEncounter("ship")
	if r := tc.rolls("DAY")[0]; r.Column != "standard" || r.Result != "day" {
		t.Fatalf("DAY roll %+v", r)
	}
	if d, _ := dec.find("night", 0); d == nil {
		t.Fatal("no switch-to-night choice by Day")
	}
	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 4)...)
	dec.on("attack", "decline")
	tc.shipEncounter("ship")
	if d, e := dec.find("attack", 0); d == nil || !e.Night {
		t.Fatal("4 should be Night")
	}
	if d, _ := dec.find("night", 0); d != nil {
		t.Fatal("no switch at Night")
	}
}

// 8.4.2 switching to Night: 5 loses contact (undetected, encounter over); with the
// Balkon-Gerät 5 is still Night. The choice shows the chance of Night.
func TestRule8_4_2_SwitchToNight(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 2, 5)...)
	tc.cfg.Odds = true
	dec.on("night", "try")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if r := tc.rolls("NIGHT")[0]; r.Result != "lost" {
		t.Fatalf("NIGHT %+v", r)
	}
	if d, _ := dec.find("attack", 0); d != nil {
		t.Fatal("attack asked after contact lost")
	}
	d, _ := dec.find("night", 0)
	if p := shOdds(&d.Options[0], "night"); !shNear(p, 4.0/6) {
		t.Errorf("night odds %v, want 4/6", p)
	}

	tc, dec = shipTC(t, "IXC", shDice(1, shD100(1), 2, 5)...)
	tc.S.Boat.Balkon = true
	dec.on("night", "try").on("attack", "decline")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	r := tc.rolls("NIGHT")[0]
	if r.Result != "night" || !shHasMod(r, -1, "8.4.2 Balkon-Gerät") {
		t.Fatalf("Balkon NIGHT %+v", r)
	}
	if _, e := dec.find("attack", 0); e == nil || !e.Night {
		t.Fatal("Balkon: should attack at Night")
	}
}

// 8.4.2 an undamaged capital ship can never be switched from Day to Night.
func TestRule8_4_2_UndamagedCapitalShipStaysDay(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", 1, 1) // USS Texas, Day
	dec.on("attack", "decline")
	tc.S.Boat.BowTubes[0] = G7e
	tc.shipEncounter("capital_ship")
	tc.mustUseScript()
	if !slices.Equal(dec.ids(), []string{"attack"}) {
		t.Fatalf("decisions %v", dec.ids())
	}
}

// 8.4.5 Arctic calendar by month ([A26]); June has no Night, so no switch ([A25]).
func TestRule8_4_5_ArcticCalendar(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 6)...)
	tc.S.Patrol.Area = "arctic"
	tc.S.Date = MonthOf(1944, 6)
	dec.on("attack", "decline")
	tc.shipEncounter("ship")
	r := tc.rolls("DAY")[0]
	if r.Column != "arctic" || r.Result != "day" {
		t.Fatalf("June DAY %+v", r)
	}
	if d, _ := dec.find("night", 0); d != nil {
		t.Fatal("[A25] no switch in June")
	}
	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 1)...)
	tc.S.Patrol.Area = "arctic"
	tc.S.Date = MonthOf(1943, 12)
	dec.on("attack", "decline")
	tc.shipEncounter("ship")
	if r := tc.rolls("DAY")[0]; r.Result != "night" {
		t.Fatalf("December DAY %+v", r)
	}
	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 3)...)
	tc.S.Patrol.Area = "arctic"
	tc.S.Date = MonthOf(1944, 1)
	dec.on("attack", "decline")
	tc.shipEncounter("ship")
	if r := tc.rolls("DAY")[0]; r.Result != "night" {
		t.Fatalf("January 3 should be Night: %+v", r)
	}
}

// 8.2.5 / 8.3.6 declining: undetected, no combat; on an invasion patrol it is a refusal
// ([A17]); an aborting boat declines without being asked (10.9.4, [A66]), no refusal.
func TestShipsRule8_2_5_DeclineAndAborting(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4)...)
	tc.S.Patrol.Mission = "invasion"
	dec.on("attack", "decline")
	tc.S.Boat.BowTubes[0] = G7e
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if !tc.S.Patrol.InvasionRefusal {
		t.Error("invasion refusal not recorded")
	}
	if tc.S.Boat.BowTubes[0] != G7e || len(tc.rolls("U1")) != 0 {
		t.Error("combat happened after declining")
	}

	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 4)...)
	tc.S.Patrol.Mission = "invasion"
	tc.S.Patrol.Aborting = true
	tc.S.Boat.BowTubes[0] = G7e
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if len(dec.seen) != 0 || tc.S.Patrol.InvasionRefusal {
		t.Errorf("aborting: decisions %v refusal %v", dec.ids(), tc.S.Patrol.InvasionRefusal)
	}
}

// 9.1.2 firing at nothing ends the encounter at once, undetected.
func TestRule9_1_2_NoShotEndsEncounter(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4)...)
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("weapon_group", "done")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if len(tc.rolls("U1")) != 0 || tc.S.Boat.BowTubes[0] != G7e {
		t.Fatal("fired")
	}
	if d, _ := dec.find("additional_round", 0); d != nil {
		t.Fatal("additional round offered after not attacking")
	}
}

// 9.1.4 / 9.2.3 the range choice shows each loaded kind's hit chance.
func TestRule9_1_4_RangeOdds(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4)...)
	tc.cfg.Odds = true
	tc.S.Boat.BowTubes[0] = G7e
	tc.S.Boat.BowTubes[1] = G7eFaT
	dec.on("attack_mode", "submerged").on("weapon_group", "bow").on("fire", "hold", "hold")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	d, _ := dec.find("range", 0)
	for _, c := range []struct {
		opt  int
		kind string
		p    float64
	}{{1, "g7e", 21.0 / 36}, {2, "g7e", 15.0 / 36}, {2, "g7e_fat", 6.0 / 36}, {1, "g7e_fat", 15.0 / 36}, {0, "g7e_fat", 26.0 / 36}} {
		if p := shOdds(&d.Options[c.opt], OutcomeHitPrefix+c.kind); !shNear(p, c.p) {
			t.Errorf("%s %s: %v, want %v", d.Options[c.opt].Key, c.kind, p, c.p)
		}
	}
	// the fire choice shows hit and sink chances: Henzada needs 2 points.
	f, _ := dec.find("fire", 0)
	if f == nil || !shNear(shOdds(&f.Options[0], "hit"), 26.0/36) || !shNear(shOdds(&f.Options[0], "sink"), 26.0/36*5/6*3/6) {
		t.Errorf("fire odds %+v", f)
	}
}

// 9.2.1 against escorted ships one end fires; 9.6.1 detection follows the salvo.
func TestRule9_2_1_OneEndAgainstEscorts(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 1, 6, 6, 1, 1)...)
	tc.S.Boat.BowTubes[0], tc.S.Boat.BowTubes[1] = G7e, G7e
	tc.S.Boat.SternTubes[0] = G7e
	dec.on("range", "medium").on("end", "bow").on("fire", "target_1", "hold")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	want := []string{"night", "attack", "attack_escort", "attack_mode", "range", "end", "fire", "fire", "test_depth", "follow"}
	if !slices.Equal(dec.ids(), want) {
		t.Fatalf("decisions %v\nwant %v", dec.ids(), want)
	}
	if d, _ := dec.find("attack_mode", 0); len(d.Options) != 1 || d.Options[0].Key != "submerged" {
		t.Errorf("by Day with escorts only a submerged attack: %v", d.Keys())
	}
	if tc.S.Boat.BowTubes[0] != TorpNone || tc.S.Boat.BowTubes[1] != G7e || tc.S.Boat.SternTubes[0] != G7e {
		t.Errorf("tubes %v %v", tc.S.Boat.BowTubes, tc.S.Boat.SternTubes)
	}
	if len(tc.rolls("E2")) != 1 {
		t.Error("no post-fire detection roll")
	}
}

// 9.2.2 Close range: detected on 7+ before firing; the torpedoes stay in the tubes and
// the depth charges come at once. The Oak Leaves give −1.
func TestRule9_2_2_CloseRangePreFireCheck(t *testing.T) {
	// E2_close 4+3 = 7 detected; E3_special 2 normal; E3 1+1 ineffective; E2 1+1 escape.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 4, 3, 2, 1, 1, 1, 1)...)
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("range", "close")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if r := tc.rolls("E2_close")[0]; r.Result != "detected" || len(r.Mods) != 0 {
		t.Fatalf("E2_close %+v", r)
	}
	if len(tc.rolls("U1")) != 0 || tc.S.Boat.BowTubes[0] != G7e {
		t.Error("fired after pre-fire detection")
	}
	if len(tc.rolls("E3")) != 1 {
		t.Error("no depth-charge attack")
	}
	if r := tc.rolls("E2")[0]; !shHasMod(r, 1, "9.6.14 previously detected") || !shHasMod(r, 1, "9.6.3 close range") {
		t.Errorf("later E2 mods %+v", r.Mods)
	}

	// KCO: 7 − 1 = 6 undetected; fire (miss), then E2 with +1 close range.
	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 4, 4, 3, 6, 6, 1, 1)...)
	tc.S.KC = KCOakLeaves
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("range", "close")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	if r := tc.rolls("E2_close")[0]; r.Result != "undetected" || !shHasMod(r, -1, "9.2.2 Oak Leaves") {
		t.Fatalf("E2_close %+v", r)
	}
	if len(tc.rolls("U1")) != 1 || !shHasMod(tc.rolls("E2")[0], 1, "9.6.3 close range") {
		t.Error("no fire / no close-range DRM after firing")
	}
}

// 9.2.3 a G7e FaT at Long range has +2: a natural 4 is 6 (hit), a natural 5 is 7 (miss).
func TestRule9_2_3_LongRangeG7eFaT(t *testing.T) {
	// tanker Cherry Valley 10,200 t (4 points); Night; hit (2+2), ok, U3 4 → 1 point;
	// miss (2+3).
	tc, dec := shipTC(t, "VIIC", shDice(shD100(1), 4, 2, 2, 2, 4, 2, 3)...)
	tc.S.Boat.BowTubes[0], tc.S.Boat.BowTubes[1] = G7eFaT, G7eFaT
	dec.on("attack_mode", "submerged").on("range", "long")
	tc.shipEncounter("tanker")
	tc.mustUseScript()
	u := tc.rolls("U1")
	if len(u) != 2 || u[0].Total != 6 || u[0].Result != "hit" || u[1].Total != 7 || u[1].Result != "miss" {
		t.Fatalf("U1 rolls %+v %+v", u[0], u[1])
	}
	if !shHasMod(u[0], 2, "[U1] G7e FaT long range") || len(u[0].Mods) != 1 {
		t.Errorf("mods %+v", u[0].Mods)
	}
	if len(tc.rolls("FAT")) != 0 {
		t.Error("FaT re-roll outside a convoy")
	}
	if d := tc.eventsOf(TShipDamaged); len(d) != 1 || d[0].(*ShipDamageEvent).Damage != 1 {
		t.Errorf("ship_damaged %v", d)
	}
	if !slices.Equal(tc.S.Patrol.Damaged, []string{"Cherry Valley"}) {
		t.Errorf("log damaged %v", tc.S.Patrol.Damaged)
	}
	to := tc.torpEvs()
	if len(to) != 2 || to[0].Weapon != "g7e_fat" || to[0].Outcome != "hit" || to[1].Outcome != "miss" || to[0].Target != "Cherry Valley" {
		t.Errorf("torpedo events %+v", to)
	}
}

// 9.2.3 the [U1] modifiers, each with its condition.
func TestRule9_2_3_ToHitModifiers(t *testing.T) {
	tc, _ := shipTC(t, "VIIC")
	e := tc.newEngage("ship")
	tg := Target{Name: "x", Tons: 5000, Capacity: 2}
	sum := func(kind Torp, t *Target, rng string, second bool) int {
		var m Mods
		tc.u1Mods(&m, kind, t, rng, second)
		return m.Sum()
	}
	e.Mode = "submerged"
	if s := sum(G7e, &tg, "medium", false); s != 0 {
		t.Errorf("plain %d", s)
	}
	e.Mode = "surfaced"
	if s := sum(G7e, &tg, "medium", false); s != -1 {
		t.Errorf("UZO %d", s)
	}
	tc.S.Crew.M[WO1].Experte = true
	if s := sum(G7e, &tg, "medium", false); s != -2 {
		t.Errorf("UZO + Experte 1WO %d", s)
	}
	if s := sum(TorpNone, &tg, "medium", false); s != 0 {
		t.Errorf("deck gun gets neither UZO nor 1WO: %d", s)
	}
	tc.S.Crew.M[WO1].Experte = false
	e.Mode = "nsa"
	if s := sum(G7e, &tg, "medium", true); s != 0 {
		t.Errorf("NSA second salvo −1 +1: %d", s)
	}
	tc.S.KC = KCKnightsCross
	if s := sum(G7e, &tg, "medium", true); s != -2 {
		t.Errorf("KC: −1 and no second-salvo penalty: %d", s)
	}
	if s := sum(TorpNone, &tg, "medium", false); s != 0 {
		t.Errorf("KC is torpedoes only: %d", s)
	}
	tc.S.Crew.M[Kmdt].Status = SW
	tc.S.Crew.Command = WO1
	if s := sum(G7e, &tg, "medium", false); s != 0 {
		t.Errorf("Kmdt SW: no KC, +1 1WO command, −1 UZO: %d", s)
	}
	tc.S.Crew.M[WO1].Experte = true // Experte 1WO: no command penalty, −1 surfaced
	if s := sum(G7e, &tg, "medium", false); s != -2 {
		t.Errorf("Experte 1WO in command %d", s)
	}
	tc.S.Crew.Command = WO2
	tc.S.Crew.M[WO1].Experte = false
	e.Mode = "submerged"
	tc.S.Crew.Quality = Green
	if s := sum(G7e, &tg, "medium", false); s != 3 {
		t.Errorf("2WO command +2, green +1: %d", s)
	}
	tc.S.Crew.Command, tc.S.Crew.Quality = Kmdt, Trained
	tc.S.Crew.M[Kmdt].Status = OK
	tc.S.KC = KCNone
	fast := Target{Fast: true, Capital: true}
	esc := Target{Escort: true}
	sub := Target{Class: ClassSubmarine}
	if sum(G7e, &fast, "close", false) != 1 || sum(G7e, &esc, "close", false) != 2 || sum(G7e, &sub, "close", false) != 1 {
		t.Error("fast +1, escort +2 [D32], submarine +1")
	}
	if sum(G7eFaT, &tg, "medium", false) != 1 || sum(G7eFaT, &tg, "close", false) != 0 || sum(G7aFaT, &tg, "long", false) != 0 {
		t.Error("G7e FaT +1 medium, 0 close; G7a FaT no penalty")
	}
	tc.S.Crew.M[WO2].Experte = true
	if sum(TorpNone, &tg, "close", false) != -1 || sum(G7e, &tg, "close", false) != 0 {
		t.Error("Experte 2WO −1 on the deck gun only")
	}
}

// 9.2.4 a FaT that misses in a convoy: unmodified 2–3 hits a newly generated ship [A31].
func TestRule9_2_4_FaTConvoyReroll(t *testing.T) {
	// U1 6+6 miss; FAT 1+2 = 3 hit; SIZE 4 large, De la Salle 8,400 t (3); DUD 3; U3 2 → 3.
	tc, _ := shipTC(t, "VIIC", shDice(6, 6, 1, 2, 4, shD100(1), 3, 2)...)
	e := tc.newEngage("convoy")
	e.Escorted, e.Range, e.Mode = true, "medium", "submerged"
	tc.putTarget(Target{Name: "Henzada", Tons: 4200, Class: ClassSmallFreighter, Capacity: 2})
	tc.S.Boat.BowTubes[0] = G7aFaT
	tc.fireTorpedo(shot{bow: true, tube: 0, kind: G7aFaT, target: 0})
	tc.mustUseScript()
	if len(e.Targets) != 2 || e.Targets[1].Name != "De la Salle" || !e.Targets[1].Sunk || e.Targets[0].Damage != 0 {
		t.Fatalf("targets %+v", e.Targets)
	}
	if tc.S.Patrol.Tons != 8400 || !slices.Equal(tc.S.Patrol.Targets, []int{4200, 8400}) {
		t.Errorf("patrol tons %d targets %v", tc.S.Patrol.Tons, tc.S.Patrol.Targets)
	}
	to := tc.torpEvs()
	if len(to) != 2 || to[0].Outcome != "miss" || to[1].Target != "De la Salle" || to[1].Outcome != "hit" {
		t.Errorf("torpedo events %+v", to)
	}
	if r := tc.rolls("FAT")[0]; len(r.Mods) != 0 || r.Result != "hit" {
		t.Errorf("FAT roll %+v", r)
	}

	// 4+ on the re-roll: nothing.
	tc, _ = shipTC(t, "VIIC", shDice(6, 6, 2, 2)...)
	e = tc.newEngage("convoy")
	e.Range, e.Mode = "medium", "submerged"
	tc.putTarget(Target{Name: "Henzada", Tons: 4200, Capacity: 2})
	tc.fireTorpedo(shot{bow: true, tube: 0, kind: G7eFaT, target: 0})
	tc.mustUseScript()
	if len(e.Targets) != 1 {
		t.Error("new ship on a failed re-roll")
	}
}

// 9.2.5 guided torpedoes hit on an unmodified roll at or under their minimum whatever
// the DRMs: the net DRM is capped at range number − minimum.
func TestRule9_2_5_GuidedMinimum(t *testing.T) {
	// Zaunkönig at Long (6, minimum 6), green crew +1, 1WO in command +1: a natural 6 hits.
	tc, _ := shipTC(t, "VIIC", shDice(3, 3, 2, 6)...)
	tc.S.Crew.Quality = Green
	tc.S.Crew.M[Kmdt].Status = SW
	tc.S.Crew.Command = WO1
	e := tc.newEngage("ship")
	e.Range, e.Mode = "long", "submerged"
	tc.putTarget(Target{Name: "Henzada", Tons: 4200, Capacity: 2})
	tc.fireTorpedo(shot{bow: true, tube: 0, kind: Zaunkoenig, target: 0})
	tc.mustUseScript()
	r := tc.rolls("U1")[0]
	if r.Result != "hit" || r.Total != 6 || !shHasMod(r, -2, "9.2.5 guided minimum") {
		t.Fatalf("U1 %+v", r)
	}
	// a natural 7 misses.
	tc, _ = shipTC(t, "VIIC", shDice(3, 4, 2, 6)...)
	tc.S.Crew.Quality = Green
	e = tc.newEngage("ship")
	e.Range, e.Mode = "long", "submerged"
	tc.putTarget(Target{Name: "Henzada", Tons: 4200, Capacity: 2})
	tc.fireTorpedo(shot{bow: true, tube: 0, kind: Zaunkoenig2, target: 0})
	tc.mustUseScript()
	if r := tc.rolls("U1")[0]; r.Result != "hit" {
		// Zaunkönig II (minimum 7): a natural 7 hits at Long range.
		t.Fatalf("Zaunkönig II %+v", r)
	}
	// Falke at Close (8, minimum 5): +2 stays, 8 − 2 = 6 needed.
	tc, _ = shipTC(t, "VIIC")
	e = tc.newEngage("ship")
	e.Range = "close"
	tc.S.Crew.Quality = Green
	var m Mods
	tc.u1Mods(&m, Falke, &Target{Escort: false}, "close", false)
	if m.Sum() != 1 {
		t.Errorf("Falke at close %d", m.Sum())
	}
}

// 9.2.6 a 1 on the dud check is a dud (no damage); Superior Torpedoes +1 ends duds.
func TestRule9_2_6_Duds(t *testing.T) {
	tc, _ := shipTC(t, "VIIC", 1)
	tc.newEngage("ship")
	tc.putTarget(Target{Name: "A", Tons: 4200, Capacity: 2})
	tc.torpedoHit(G7e, 0)
	tc.mustUseScript()
	if to := tc.torpEvs(); to[0].Outcome != "dud" || len(tc.rolls("U3")) != 0 {
		t.Fatalf("%+v", to)
	}
	tc, _ = shipTC(t, "VIIC", 1, 1)
	tc.S.Boat.SuperiorTorpedoes = true
	tc.newEngage("ship")
	tc.putTarget(Target{Name: "A", Tons: 4200, Capacity: 2})
	tc.torpedoHit(G7e, 0)
	tc.mustUseScript()
	if to := tc.torpEvs(); to[0].Outcome != "hit" || !tc.shipEng.Targets[0].Sunk {
		t.Fatalf("superior torpedoes: %+v", to)
	}
}

// 9.2.7–9.2.8 damage accumulates; the ship sinks at its capacity (excess lost), is ticked
// while damaged and circled (credited) when sunk.
func TestRule9_2_7_DamageThenSinking(t *testing.T) {
	tc, _ := shipTC(t, "VIIC", 2, 2, 3, 1)
	tc.newEngage("ship")
	tc.putTarget(Target{Name: "Big", Tons: 10200, Capacity: 4})
	tc.torpedoHit(G7e, 0) // ok, 3 points
	if tg := tc.shipEng.Targets[0]; tg.Damage != 3 || tg.Sunk || !slices.Equal(tc.S.Patrol.Damaged, []string{"Big"}) {
		t.Fatalf("after 3 points %+v %v", tg, tc.S.Patrol.Damaged)
	}
	tc.torpedoHit(G7e, 0) // ok, 4 points
	tc.mustUseScript()
	tg := tc.shipEng.Targets[0]
	if !tg.Sunk || tg.Damage != 4 || len(tc.S.Patrol.Damaged) != 0 || tc.S.CareerTons != 10200 || tc.S.Patrol.Ships != 1 {
		t.Fatalf("sunk %+v damaged %v tons %d", tg, tc.S.Patrol.Damaged, tc.S.CareerTons)
	}
	if s := tc.eventsOf(TShipSunk); len(s) != 1 || s[0].(*ShipDamageEvent).Damage != 4 {
		t.Errorf("ship_sunk %v", s)
	}
}

// 9.2.10 reloading: PLAYER CHOICE of the counter; a tube with a damaged door is not
// reloaded ([A32]); bow racks feed bow tubes only.
func TestRule9_2_10_Reload(t *testing.T) {
	tc, dec := shipTC(t, "VIIC")
	b := &tc.S.Boat
	b.BowTubes = []Torp{TorpNone, TorpNone, G7e, TorpNone}
	b.BowReloads[G7a], b.BowReloads[G7e] = 1, 1
	b.SternReloads[G7e] = 0
	b.Sys("fwd_tube_even").State = SysDamaged // tubes 2 and 4
	dec.on("reload", "g7a")
	tc.reloadTubesShips()
	if !slices.Equal(b.BowTubes, []Torp{G7a, TorpNone, G7e, TorpNone}) || b.BowReloads[G7a] != 0 || b.BowReloads[G7e] != 1 {
		t.Fatalf("tubes %v racks %v", b.BowTubes, b.BowReloads)
	}
	if d, _ := dec.find("reload", 0); d.Context != "bow_tube_1" || !slices.Equal(d.Keys(), []string{"g7a", "g7e"}) {
		t.Errorf("reload decision %+v", d)
	}
	if len(dec.seen) != 1 {
		t.Errorf("decisions %v", dec.ids())
	}
}

// 9.3 the deck gun: surfaced, unescorted, ≤2 points a round, no dud, [U3] deck-gun column
// with −1 for a 105 mm gun, Experte 2WO −1; committed points are spent even after a sinking.
func TestRule9_3_DeckGun(t *testing.T) {
	// Noreen Mary 200 t (1 point); Night; U1 4+4 −1 = 7 hit; U3 2 −1 = 1 → 2 points.
	tc, dec := shipTC(t, "IXC", shDice(2, shD100(47), 4, 4, 4, 2)...)
	tc.S.Crew.M[WO2].Experte = true
	ammo := tc.S.Boat.Ammo
	dec.on("range", "close").on("gun", "target_1", "target_1")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if d, _ := dec.find("attack_mode", 0); !slices.Equal(d.Keys(), []string{"surfaced"}) {
		t.Errorf("no torpedoes: surfaced only, got %v", d.Keys())
	}
	u := tc.rolls("U1")[0]
	if !shHasMod(u, -1, "11.1 Experte 2WO deck gun") || u.Result != "hit" || len(tc.rolls("DUD")) != 0 {
		t.Fatalf("U1 %+v", u)
	}
	if r := tc.rolls("U3")[0]; r.Column != "deck_gun" || !shHasMod(r, -1, "[U3] 105 mm deck gun") || r.Result != "2" {
		t.Errorf("U3 %+v", r)
	}
	if tc.S.Boat.Ammo != ammo-2 || tc.S.Patrol.Tons != 200 {
		t.Errorf("ammo %d (was %d), tons %d", tc.S.Boat.Ammo, ammo, tc.S.Patrol.Tons)
	}
	to := tc.torpEvs()
	if len(to) != 2 || to[0].Weapon != "deck_gun" || to[1].Outcome != "miss" {
		t.Errorf("gun events %+v", to)
	}
}

// 9.3.1 the gun fires only on the surface and never with escorts present.
func TestRule9_3_1_NoGunSubmergedOrEscorted(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4)...)
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("attack_mode", "submerged").on("weapon_group", "done")
	tc.shipEncounter("ship")
	if d, _ := dec.find("weapon_group", 0); slices.Contains(d.Keys(), "deck_gun") {
		t.Errorf("submerged: %v", d.Keys())
	}
	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 4)...)
	dec.on("attack", "attack")
	tc.shipEncounter("ship_escort") // no torpedoes, escorted: no attack possible
	if d, _ := dec.find("attack", 0); d != nil {
		t.Error("attack offered with only the gun against escorts")
	}
}

// 9.4.2 weapon groups one after another in a round; bow and stern without the +1.
// 9.4.3 an additional round with no arrival gives another round.
func TestRule9_4_3_AdditionalRoundNoArrival(t *testing.T) {
	// Henzada (2); Night; round 1: bow miss 6+6, stern miss 6+5; E1 3+3 none;
	// round 2: bow hit 2+2, ok 2, U3 1 → 4 points: sunk.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 6, 6, 6, 5, 3, 3, 2, 2, 2, 1)...)
	b := &tc.S.Boat
	b.BowTubes[0], b.SternTubes[0] = G7e, G7e
	b.BowReloads[G7e] = 1
	dec.on("attack_mode", "submerged", "submerged").on("range", "medium", "medium").
		on("weapon_group", "bow", "stern", "bow").on("additional_round", "yes")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	u := tc.rolls("U1")
	if len(u) != 3 || len(u[1].Mods) != 0 {
		t.Fatalf("U1 rolls %d, stern mods %+v", len(u), u[1].Mods)
	}
	e1 := tc.rolls("E1")
	if len(e1) != 1 || e1[0].Column != "additional_round" || e1[0].Result != "none" {
		t.Fatalf("E1 %+v", e1)
	}
	if tc.S.Patrol.AdditionalRoundsHere != 1 || tc.S.CareerTons != 4200 {
		t.Errorf("rounds here %d tons %d", tc.S.Patrol.AdditionalRoundsHere, tc.S.CareerTons)
	}
	// the reload came before the additional-round roll (9.4.3 step 1)
	if b.BowReloads[G7e] != 0 {
		t.Error("no reload before the additional round")
	}

	// Gibraltar box: −3.
	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 4, 6, 6, 6, 6)...)
	tc.S.Patrol.Track[0].Column = "additional_round"
	tc.S.Boat.BowTubes[0], tc.S.Boat.BowTubes[1] = G7e, G7e
	dec.on("attack_mode", "submerged").on("fire", "target_1", "hold").on("additional_round", "yes").
		on("weapon_group", "bow", "done")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if r := tc.rolls("E1"); len(r) != 1 || !shHasMod(r[0], -3, "9.4.3 Gibraltar box") || r[0].Total != 9 {
		t.Fatalf("Gibraltar E1 %+v", r)
	}
}

// 9.4.3 Aircraft (4–5): the attack is abandoned, the boat dives, the aircraft is
// resolved with FromAdditionalRound.
func TestRule9_4_3_AircraftArrival(t *testing.T) {
	// round 1 miss; E1 2+2 aircraft; A1 6+6 crash dive.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 6, 6, 2, 2, 6, 6)...)
	tc.S.Boat.BowTubes[0], tc.S.Boat.BowTubes[1] = G7e, G7e
	dec.on("attack_mode", "submerged").on("fire", "target_1", "hold").on("additional_round", "yes")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if len(tc.rolls("A1")) != 1 || len(tc.rolls("U1")) != 1 {
		t.Fatalf("A1 %d U1 %d", len(tc.rolls("A1")), len(tc.rolls("U1")))
	}
	if d, e := dec.find("additional_round", 0); d == nil || e.ConsecutiveArrivals != 0 {
		t.Fatal("no additional round choice")
	}
	if tc.S.Engage != nil {
		t.Error("Engage not cleared")
	}
}

// 9.4.3 / [A35] Escort (3): escorted now and submerged; the immediate check; after
// escaping it the player may decline to fire (no post-fire check).
func TestRule9_4_3_EscortArrival(t *testing.T) {
	// round 1 miss; E1 1+2 escort; immediate E2 1+1 escaped; decline.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 6, 6, 1, 2, 1, 1)...)
	tc.S.Boat.BowTubes[0], tc.S.Boat.BowTubes[1] = G7e, G7e
	dec.on("attack_mode", "surfaced").on("range", "long").on("weapon_group", "bow", "done").
		on("fire", "target_1", "hold").on("additional_round", "yes").on("escort_fire", "decline")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	d, e := dec.find("escort_fire", 0)
	if d == nil || !e.Escorted || e.Mode != "submerged" {
		t.Fatalf("escort_fire %+v %+v", d, e)
	}
	r := tc.rolls("E2")
	if len(r) != 1 || shHasMod(r[0], -1, "9.6.3 long range [A40]") {
		t.Errorf("immediate check %+v (no range DRM)", r)
	}
}

// 9.4.6 escorts arrive and the holed boat cannot dive: scuttle (10.10.2).
func TestRule9_4_6_HoledHullMustScuttle(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 6, 6, 1, 2, 3, 3)...)
	tc.S.Boat.BowTubes[0], tc.S.Boat.BowTubes[1] = G7e, G7e
	tc.S.Boat.HullHoled = true
	dec.on("attack_mode", "surfaced").on("weapon_group", "bow", "done").on("fire", "target_1", "hold").on("additional_round", "yes")
	ended, _ := tc.run(func() { tc.shipEncounter("ship") })
	tc.mustUseScript()
	if !ended || tc.rolls("SCUTTLE")[0].Result != "scuttled" || tc.S.EndReason != "captured" {
		t.Fatalf("ended %v reason %q", ended, tc.S.EndReason)
	}
}

// 9.4.7 two additional rounds per box: a third moves the chase into the next box
// ([A37]), never into a Transit box.
func TestRule9_4_7_PerBoxLimit(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 6, 6, 3, 3, 2, 2, 2, 1)...)
	tc.S.Patrol.AdditionalRoundsHere = 2
	tc.S.Boat.BowTubes[0], tc.S.Boat.BowTubes[1] = G7e, G7e
	dec.on("attack_mode", "submerged", "submerged").on("fire", "target_1", "hold", "target_1").on("additional_round", "yes")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	p := tc.S.Patrol
	if p.Pos != 1 || p.AdditionalRoundsHere != 1 {
		t.Fatalf("pos %d rounds here %d", p.Pos, p.AdditionalRoundsHere)
	}
	if bx := tc.eventsOf(TBox); len(bx) != 1 || bx[0].(*BoxEvent).Index != 1 || bx[0].(*BoxEvent).Rolls != 0 {
		t.Errorf("box events %v", bx)
	}
	// in box 1 the next box is Transit: no third round there.
	tc, dec = shipTC(t, "VIIC", shDice(1, shD100(1), 4, 6, 6)...)
	tc.S.Patrol.Pos, tc.S.Patrol.AdditionalRoundsHere = 1, 2
	tc.S.Boat.BowTubes[0], tc.S.Boat.BowTubes[1] = G7e, G7e
	dec.on("attack_mode", "submerged").on("fire", "target_1", "hold")
	tc.shipEncounter("ship")
	tc.mustUseScript()
	if d, _ := dec.find("additional_round", 0); d != nil {
		t.Error("additional round offered before a Transit box")
	}
}

// 9.4.8 four arrivals in a row while submerged since the first round: scuttle.
func TestRule9_4_8_HuntedToExhaustion(t *testing.T) {
	tc, _ := shipTC(t, "VIIC", 6, 6)
	e := tc.newEngage("ship")
	e.ConsecutiveArrivals = 2
	tc.arrival()
	ended, _ := tc.run(tc.arrival)
	if !ended || !tc.S.BoatCaptured {
		t.Fatalf("ended %v captured %v", ended, tc.S.BoatCaptured)
	}
	tc, _ = shipTC(t, "VIIC")
	e = tc.newEngage("ship")
	e.ConsecutiveArrivals, e.FoughtSurfaced = 3, true
	if ended, _ := tc.run(tc.arrival); ended {
		t.Fatal("a boat that fought on the surface is exempt")
	}
}

// 9.5.1–9.5.2 Night Surface Attack: −1 UZO; the second salvo from the other end at +1,
// committed before any shot; both ends give +1 on the first [E2].
func TestRule9_5_2_NightSurfaceAttackSecondSalvo(t *testing.T) {
	// Henzada; Night; bow 5+3 −1 = 7 hit, dud 1; stern 4+4 −1 +1 = 8 miss; E2 1+1.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 5, 5, 3, 1, 4, 4, 1, 1)...)
	tc.S.Boat.BowTubes[0], tc.S.Boat.SternTubes[0] = G7e, G7e
	dec.on("attack_mode", "nsa").on("range", "medium").on("end", "bow").on("second_salvo", "yes")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	u := tc.rolls("U1")
	if !shHasMod(u[0], -1, "9.2.3 UZO surfaced attack [A29]") || len(u[0].Mods) != 1 || u[0].Result != "hit" {
		t.Fatalf("first salvo %+v", u[0])
	}
	if !shHasMod(u[1], 1, "9.5.2 second salvo") || u[1].Total != 8 {
		t.Fatalf("second salvo %+v", u[1])
	}
	e2 := tc.rolls("E2")[0]
	if !shHasMod(e2, 1, "9.6.3 bow and stern fired") || !shHasMod(e2, 1, "9.6.3 night surface attack") {
		t.Errorf("E2 mods %+v", e2.Mods)
	}
	// all allocations were made before the first roll
	ids := dec.ids()
	if i := slices.Index(ids, "second_salvo"); i < 0 || ids[i+1] != "fire" || ids[i+2] != "fire" {
		t.Errorf("decisions %v", ids)
	}
	if d, _ := dec.find("test_depth", 0); d != nil {
		t.Error("9.6.6 no test depth in the first NSA round")
	}
}

// 9.7.6 following a damaged ship is automatic; on a 6 it is unescorted and the next round
// is an unescorted attack; the player picks the time of day (8.4.4).
func TestRule9_7_6_FollowDamagedShip(t *testing.T) {
	// Henzada (2), Night. Bow hit 2+2, ok 2, U3 4 → 1. E2 1+1 escape. Follow damaged:
	// reload; STRAGGLER 6; Night; surfaced close: 3+3 −1 hit, ok 2, U3 3 → 2: sunk.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 2, 2, 2, 4, 1, 1, 6, 3, 3, 2, 3)...)
	tc.cfg.Odds = true
	b := &tc.S.Boat
	b.BowTubes[0] = G7e
	b.BowReloads[G7e] = 1
	dec.on("attack_mode", "submerged", "surfaced").on("range", "medium", "close").
		on("follow", "damaged").on("time_of_day", "night").on("weapon_group", "bow")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	f, _ := dec.find("follow", 0)
	if f == nil || !slices.Equal(f.Keys(), []string{"stop", "damaged"}) || !shNear(shOdds(&f.Options[1], "success"), 1) {
		t.Fatalf("follow %+v", f)
	}
	if r := tc.rolls("STRAGGLER"); len(r) != 1 || r[0].Result != "unescorted" {
		t.Fatalf("STRAGGLER %+v", r)
	}
	if d, e := dec.find("attack_mode", 1); d == nil || e.Escorted || !e.Night || e.PreviouslyDetected {
		t.Fatalf("second engagement %+v", e)
	}
	if tc.S.Patrol.FollowsHere != 1 || tc.S.CareerTons != 4200 || b.BowReloads[G7e] != 0 {
		t.Errorf("follows %d tons %d", tc.S.Patrol.FollowsHere, tc.S.CareerTons)
	}
}

// 9.7.4 a capital ship is followed only when damaged: 1d6 − damage ≤ 1; KCO&S automatic;
// the Day cannot be turned into Night by following.
func TestRule9_7_4_DamagedCapitalShip(t *testing.T) {
	setup := func(faces ...int) (*testCareer, *shipDecider) {
		tc, dec := shipTC(t, "VIIC", faces...)
		e := tc.newEngage("capital_ship")
		e.Escorted = true
		tc.putTarget(Target{Name: "USS Texas", Tons: 27000, Class: ClassCapital, Capacity: 5, Damage: 2, Capital: true})
		return tc, dec
	}
	tc, dec := setup(3)
	dec.on("follow", "damaged")
	if step := tc.follow(); step != stepEscorted {
		t.Fatalf("3 − 2 = 1 should succeed, step %d", step)
	}
	if r := tc.rolls("FOLLOW")[0]; r.Column != "capital" || r.Total != 1 || !shHasMod(r, -2, "9.7.4 damage to the capital ship") {
		t.Errorf("FOLLOW %+v", r)
	}
	if d, _ := dec.find("time_of_day", 0); !slices.Equal(d.Keys(), []string{"day"}) {
		t.Errorf("by Day a capital ship stays in Day: %v", d.Keys())
	}
	if len(tc.rolls("STRAGGLER")) != 0 {
		t.Error("a damaged capital ship keeps its escort")
	}
	tc, dec = setup(4)
	dec.on("follow", "damaged")
	if step := tc.follow(); step != stepEnd {
		t.Fatal("4 − 2 = 2 should fail")
	}
	tc, dec = setup()
	tc.S.KC = KCSwords
	dec.on("follow", "damaged")
	if step := tc.follow(); step != stepEscorted || len(tc.rolls("FOLLOW")) != 0 {
		t.Fatal("KCO&S follows automatically")
	}
	// undamaged capital ship: no Follow at all
	tc, dec = shipTC(t, "VIIC")
	e := tc.newEngage("capital_ship")
	e.Escorted = true
	tc.putTarget(Target{Name: "USS Texas", Tons: 27000, Class: ClassCapital, Capacity: 5, Capital: true})
	if step := tc.follow(); step != stepEnd || len(dec.seen) != 0 {
		t.Fatal("undamaged capital ship followed")
	}
}

// 9.7.7 following the convoy: 1–4 regains contact with four new ships (Balkon-Gerät/XXI
// 1–5); 9.7.9 it is a new engagement; the follow choice shows the chance.
func TestRule9_7_7_FollowConvoy(t *testing.T) {
	tc, dec := shipTC(t, "IXC", shDice(5, 1, shD100(1), 1, shD100(2), 1, shD100(3), 1, shD100(4))...)
	tc.cfg.Odds = true
	tc.S.Boat.Balkon = true
	e := tc.newEngage("convoy")
	e.Escorted, e.PreviouslyDetected, e.BoldUsed, e.WolfpackDRM = true, true, true, -1
	for i := 0; i < 4; i++ {
		tc.putTarget(Target{Name: "old", Tons: 3000, Capacity: 2})
	}
	dec.on("follow", "undamaged")
	if step := tc.follow(); step != stepTime {
		t.Fatalf("step %d", step)
	}
	tc.mustUseScript()
	if f, _ := dec.find("follow", 0); !shNear(shOdds(&f.Options[1], "success"), 5.0/6) {
		t.Errorf("follow odds %+v", f.Options)
	}
	if len(e.Targets) != 4 || e.Targets[0].Name != "Henzada" || e.PreviouslyDetected || e.BoldUsed {
		t.Fatalf("targets %+v", e.Targets)
	}
	if r := tc.rolls("FOLLOW")[0]; r.Total != 4 || r.Result != "success" {
		t.Errorf("FOLLOW %+v", r)
	}
	// without Balkon a 5 loses them.
	tc, dec = shipTC(t, "VIIC", 5)
	e = tc.newEngage("two_ships_escort")
	e.Escorted = true
	tc.putTarget(Target{Name: "a", Tons: 3000, Capacity: 2})
	dec.on("follow", "undamaged")
	if step := tc.follow(); step != stepEnd {
		t.Fatal("5 should fail")
	}
}

// 9.7.6 [A45] several damaged ships on a 6 scatter: the player follows one straggler;
// 9.7.8 following the damaged ships loses the convoy (no more wolfpack DRM).
func TestRule9_7_6_StragglersScatter(t *testing.T) {
	tc, dec := shipTC(t, "VIIC", 6)
	e := tc.newEngage("convoy")
	e.Escorted, e.WolfpackDRM = true, 1
	tc.putTarget(Target{Name: "a", Tons: 3000, Capacity: 2, Damage: 1})
	tc.putTarget(Target{Name: "b", Tons: 3000, Capacity: 2})
	tc.putTarget(Target{Name: "c", Tons: 8000, Capacity: 3, Damage: 2})
	dec.on("follow", "damaged").on("straggler", "target_2")
	if step := tc.follow(); step != stepUnescorted {
		t.Fatalf("step %d", step)
	}
	if len(e.Targets) != 1 || e.Targets[0].Name != "c" || e.Escorted || e.WolfpackDRM != 0 || e.Kind != "ship" {
		t.Fatalf("engagement %+v", e)
	}
	if d, _ := dec.find("straggler", 0); !slices.Equal(d.Keys(), []string{"target_1", "target_2"}) {
		t.Errorf("straggler options %v", d.Keys())
	}
	// 1–5: they stay together, escorted.
	tc, dec = shipTC(t, "VIIC", 5)
	e = tc.newEngage("convoy")
	e.Escorted = true
	tc.putTarget(Target{Name: "a", Tons: 3000, Capacity: 2, Damage: 1})
	tc.putTarget(Target{Name: "c", Tons: 8000, Capacity: 3, Damage: 2})
	dec.on("follow", "damaged")
	if step := tc.follow(); step != stepEscorted || len(e.Targets) != 2 || !e.Escorted {
		t.Fatalf("stay together: %+v", e)
	}
}

// 9.7.11 two Follows per box; a third carries into the next box unless it is Transit;
// 9.7.1 never while aborting.
func TestRule9_7_11_FollowPerBoxLimit(t *testing.T) {
	mk := func(pos int, faces ...int) (*testCareer, *shipDecider) {
		tc, dec := shipTC(t, "VIIC", faces...)
		tc.S.Patrol.Pos, tc.S.Patrol.FollowsHere = pos, 2
		e := tc.newEngage("ship_escort")
		e.Escorted = true
		tc.putTarget(Target{Name: "a", Tons: 3000, Capacity: 2})
		return tc, dec
	}
	tc, dec := mk(0, 1)
	dec.on("follow", "undamaged")
	tc.follow()
	if tc.S.Patrol.Pos != 1 || tc.S.Patrol.FollowsHere != 1 {
		t.Fatalf("pos %d follows %d", tc.S.Patrol.Pos, tc.S.Patrol.FollowsHere)
	}
	tc, dec = mk(1)
	if tc.follow() != stepEnd || len(dec.seen) != 0 {
		t.Fatal("followed into a Transit box")
	}
	tc, dec = mk(0)
	tc.S.Patrol.Aborting = true
	if tc.follow() != stepEnd || len(dec.seen) != 0 {
		t.Fatal("followed while aborting")
	}
}

// 9.1.7 / 7.2.2 wolfpack status on a convoy of a (W) patrol; none with the radio out.
func TestRule9_1_7_WolfpackStatus(t *testing.T) {
	convoy := shDice(1, shD100(1), 1, shD100(1), 1, shD100(1), 1, shD100(1), 4)
	tc, dec := shipTC(t, "VIIC", shDice(convoy, 6)...)
	tc.S.Patrol.Wolfpack = true
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("fire", "hold")
	tc.shipEncounter("convoy")
	tc.mustUseScript()
	if _, e := dec.find("attack_mode", 0); e == nil || e.WolfpackDRM != 1 {
		t.Fatalf("focused: %+v", e)
	}
	tc, dec = shipTC(t, "VIIC", convoy...)
	tc.S.Patrol.Wolfpack = true
	tc.S.Boat.Sys("radio").State = SysInoperative
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("fire", "hold")
	tc.shipEncounter("convoy")
	tc.mustUseScript()
	if len(tc.rolls("WOLFPACK")) != 0 {
		t.Error("wolfpack rolled with the radio out [D11]")
	}
}

// 9.10 attacking the escort: a 2,000 t, 2-point target at +2; if it survives undamaged
// the escorts get +1 on detection.
func TestRule9_10_AttackEscort(t *testing.T) {
	// Henzada; Night; escort target; submerged medium; U1 3+3 +2 = 8 miss; E2 1+1.
	tc, dec := shipTC(t, "VIIC", shDice(1, shD100(1), 4, 3, 3, 1, 1)...)
	tc.S.Boat.BowTubes[0] = G7e
	dec.on("attack_escort", "yes").on("attack_mode", "submerged").on("range", "medium").on("fire", "target_2")
	tc.shipEncounter("ship_escort")
	tc.mustUseScript()
	s := tc.shipEvs()
	if len(s) != 2 || s[1].Class != ClassEscort || s[1].Tons != 2000 || s[1].DamageToSink != 2 {
		t.Fatalf("ships %+v", s)
	}
	u := tc.rolls("U1")[0]
	if !shHasMod(u, 2, "9.10 attack on escort [D32]") || u.Result != "miss" {
		t.Fatalf("U1 %+v", u)
	}
	if !shHasMod(tc.rolls("E2")[0], 1, "9.10 escort survived undamaged") {
		t.Errorf("E2 %+v", tc.rolls("E2")[0].Mods)
	}
}
