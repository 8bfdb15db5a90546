package stats

import (
	"slices"
	"testing"

	"uboat/engine"
	"uboat/engine/enginetest"
)

// ev builds the events of a scripted stream.
func roll(table, column, result string) engine.Event {
	return &engine.RollEvent{Header: engine.Header{T: engine.TRoll, Date: "1943-07"}, Table: table, Column: column, Result: result}
}

func dmg(system, state string) engine.Event {
	return &engine.UboatDamageEvent{Header: engine.Header{T: engine.TUboatDamage, Date: "1943-07"}, System: system, State: state}
}

func crew(member, state string) engine.Event {
	return &engine.CrewEvent{Header: engine.Header{T: engine.TCrew, Date: "1943-07"}, Member: member, State: state}
}

func note(key, detail string) engine.Event {
	return &engine.KeyEvent{Header: engine.Header{T: engine.TNote, Date: "1943-07"}, Key: key, Detail: detail}
}

// lost is the boat_lost note of loss cause key (engine Loss*), its detail the engine's.
func lost(key string) engine.Event {
	return &engine.KeyEvent{Header: engine.Header{T: engine.TNote, Date: "1943-07"}, Key: "boat_lost",
		Detail: engine.LossDetail(key), Cause: key}
}

// A scripted career's events: each damage result goes to the attack rolled before it.
func TestScriptedCareer(t *testing.T) {
	c := New()
	for _, e := range []engine.Event{
		&engine.CareerStart{Header: engine.Header{T: engine.TCareerStart, Date: "1943-07"}, Type: "VIIC", ID: "U-107"},
		&engine.AssignmentEvent{Header: engine.Header{T: engine.TAssignment, Date: "1943-07"}, Area: "atlantic"},
		&engine.ShipEvent{Header: engine.Header{T: engine.TShip}, Name: "Maja", Tons: 8200, Class: engine.ClassTanker},
		&engine.ShipEvent{Header: engine.Header{T: engine.TShip}, Name: "Viva", Tons: 3800, Class: engine.ClassSmallFreighter},
		&engine.ShipDamageEvent{Header: engine.Header{T: engine.TShipSunk}, Name: "Maja", Tons: 8200, Damage: 3},
		&engine.ShipDamageEvent{Header: engine.Header{T: engine.TShipDamaged}, Name: "Viva", Tons: 3800, Damage: 1},
		// 9.6.10 depth charges: two hits, a periscope and a flooding box, then 10.1.3
		roll("E2", "", "detected"), roll("E3_special", "", "normal"), roll("E3", "escort", "2"),
		roll("E4", "", "periscope"), dmg("periscope", "damaged"),
		roll("E4", "", "flooding"), dmg("flooding", "1"),
		roll("FLOOD", "", "flooding"), dmg("flooding", "2"),
		// 9.6.4 Exceed Test Depth: a hull box with no [E4], then one more on "again"
		dmg("hull", "1"), roll("TEST_DEPTH", "", "again"), dmg("hull", "2"), roll("TEST_DEPTH", "", "holds"),
		roll("E5", "periscope", "failed"), dmg("periscope", "inoperative"), dmg("flooding", "0"),
		// 9.8 an aircraft: a crew injury on [E4] and the strafing's
		roll("E1", "atlantic", "aircraft"), roll("A1", "", "one_attack"), roll("E3", "aircraft", "1"),
		roll("E4", "", "crew_injury"), roll("E5a_who", "", "crew"), roll("E5a_severity", "", "lw"), crew("crew_1", "lw"),
		roll("E5a_who", "", "1wo"), roll("E5a_severity", "", "sw"), crew("1wo", "sw"),
		roll("A2", "", "missed"),
		&engine.PatrolEndEvent{Header: engine.Header{T: engine.TPatrolEnd, Date: "1943-08"}, Outcome: "returned", Tons: 8200, Ships: 1, Success: true},
		&engine.RefitEvent{Header: engine.Header{T: engine.TRefit, Date: "1943-08"}, Months: 2},
		&engine.KeyEvent{Header: engine.Header{T: engine.TPortAirRaid}, Key: "damage"},
		&engine.KeyEvent{Header: engine.Header{T: engine.TPortAirRaid}, Key: "none"},
		// the second patrol: [R1] 12 a torpedo breaks loose, a man dies of his wounds,
		// then a Hedgehog sinks the boat
		&engine.AssignmentEvent{Header: engine.Header{T: engine.TAssignment, Date: "1943-10"}, Area: "british_isles"},
		roll("E1", "transit", "random_event"), roll("R1", "", "event_12"), crew("crew_2", "sw"),
		roll("E1", "transit", "none"), roll("DOCTOR", "1wo", "kia"), crew("1wo", "kia"),
		&engine.ShipEvent{Header: engine.Header{T: engine.TShip}, Name: "HMS Duke of York", Tons: 35000, Class: engine.ClassCapital},
		&engine.ShipDamageEvent{Header: engine.Header{T: engine.TShipSunk}, Name: "HMS Duke of York", Tons: 35000, Damage: 6},
		&engine.ShipDamageEvent{Header: engine.Header{T: engine.TShipSunk}, Name: "resupply (nominal)", Tons: 1000, Nominal: true},
		roll("E3_special", "", "special"), roll("E3b", "", "hedgehog"), roll("E3c", "", "hit"), roll("E3c_damage", "", "5"),
		roll("E4", "", "hull"), dmg("hull", "1"), // the yard mended the hull: one box again
		roll("E3b", "", "hedgehog"), roll("E3c", "", "hit"), roll("E3c_damage", "", "sunk"),
		lost(engine.LossHedgehog),
		&engine.PatrolEndEvent{Header: engine.Header{T: engine.TPatrolEnd, Date: "1943-10"}, Outcome: "sunk", Tons: 36000, Ships: 1},
		&engine.CareerEndEvent{Header: engine.Header{T: engine.TCareerEnd, Date: "1943-10"}, Reason: "boat_lost", Tons: 44200, Ships: 2, Victory: "marginal"},
	} {
		c.Add(e)
	}
	want := map[string]int{CauseDepthCharges: 3, CauseTestDepth: 2, CauseAircraft: 2, CauseAirRaid: 1,
		CauseAccident: 1, CauseWounds: 1, CauseHedgehog: 1}
	for _, k := range Causes {
		if c.Damage[k] != want[k] {
			t.Errorf("damage by %s: %d, want %d (all %v)", k, c.Damage[k], want[k], c.Damage)
		}
	}
	if c.DamageTotal() != 11 {
		t.Errorf("damage in all %d, want 11", c.DamageTotal())
	}
	if c.Lost != CauseHedgehog || !c.Ended || c.EndReason != "boat_lost" || c.Victory != "marginal" {
		t.Errorf("the end: lost %q, ended %v %q %q", c.Lost, c.Ended, c.EndReason, c.Victory)
	}
	if c.Tons != 44200 || c.Ships != 2 || c.Type != "VIIC" || c.Boat != "U-107" {
		t.Errorf("career %d t, %d ships, %s %s; want 44200 t, 2 ships (the nominal tonnage counts no ship)", c.Tons, c.Ships, c.Type, c.Boat)
	}
	if c.Sunk[engine.ClassTanker] != 1 || c.Sunk[engine.ClassCapital] != 1 || c.Sunk[engine.ClassSmallFreighter] != 0 ||
		c.SunkTons[engine.ClassCapital] != 35000 {
		t.Errorf("ships by class %v, tons %v", c.Sunk, c.SunkTons)
	}
	if len(c.Patrols) != 2 {
		t.Fatalf("%d patrols, want 2", len(c.Patrols))
	}
	p1, p2 := c.Patrols[0], c.Patrols[1]
	if p1.Area != "atlantic" || p1.Month != engine.MonthOf(1943, 7) || p1.Tons != 8200 || p1.Ships != 1 || !p1.Success || p1.Open || p1.Outcome != "returned" {
		t.Errorf("patrol 1: %+v", p1)
	}
	if p2.Area != "british_isles" || p2.Tons != 36000 || p2.Ships != 1 || p2.Outcome != "sunk" || p2.Open {
		t.Errorf("patrol 2: %+v", p2)
	}
}

// Every loss cause the engine decides (engine.LossCauses) is a cause the screen names:
// the attack's own, an air attack of the random events the aircraft's, a hull crushed
// (10.3.2) the attack whose hit crushed it, a boat scuttled far from port (10.10.4)
// other. The note's English detail plays no part: the key decides.
func TestEveryLossCauseHasItsKey(t *testing.T) {
	want := map[string]string{
		engine.LossDepthCharges: CauseDepthCharges, engine.LossHedgehog: CauseHedgehog, engine.LossSquid: CauseSquid,
		engine.LossTestDepth: CauseTestDepth, engine.LossFido: CauseFido, engine.LossAirAttack: CauseAircraft,
		engine.LossSurpriseAir: CauseAircraft, engine.LossMine: CauseMine, engine.LossSubmarine: CauseSubmarine,
		engine.LossHullCrushed:   CauseSquid, // the last attack rolled below
		engine.LossScuttledAtSea: CauseOther,
	}
	for _, k := range engine.LossCauses {
		c := New()
		c.Add(roll("E3d", "", "7"))
		c.Add(lost(k))
		if w, ok := want[k]; !ok || c.Lost != w {
			t.Errorf("lost to %q: %q, want %q", k, c.Lost, w)
		}
		c = New()
		c.Add(roll("E3d", "", "7"))
		c.Add(&engine.KeyEvent{Header: engine.Header{T: engine.TNote}, Key: "boat_lost", Detail: "hedgehog (9.6.10)"})
		if c.Lost != CauseOther {
			t.Errorf("a boat_lost note without its cause key read as %q from its detail", c.Lost)
		}
	}
	if len(want) != len(engine.LossCauses) {
		t.Errorf("%d loss causes mapped, the engine has %d", len(want), len(engine.LossCauses))
	}
}

// playCareer plays career seed (VIIC from 7/43) with the Commander, its statistics
// gathered as it runs, and returns them with the career and its save.
func playCareer(t *testing.T, seed uint64, opts ...engine.Options) (*Career, *engine.Career, *engine.Save) {
	t.Helper()
	cfg := engine.Config{Seed: seed, Type: "VIIC"}
	if len(opts) > 0 {
		cfg.Options = opts[0]
	}
	st := New()
	c, sv := enginetest.Play(t, cfg, st.Add)
	return st, c, sv
}

// Career 92 (VIIC, July 1943, the Commander; `uboat-sim -careers 1 -seed 92 -log`): the
// first patrol, in the Atlantic, sinks the tanker Ancylus (8,000 t) from a convoy, whose
// escort's depth charges hit an electric motor, the Flak, the hull and a flooding box,
// and going below test depth marks a second hull box; the second, with a wolfpack, sinks
// the tanker Esso Harrisburg (9,900 t) before the depth charges (the hull twice, the
// fuel tanks, the aft tube) sink the boat. Replayed from its save, the statistics are
// the same.
func TestReplayedCareer(t *testing.T) {
	live, c, sv := playCareer(t, 92)
	st, err := FromSave(sv)
	if err != nil {
		t.Fatal(err)
	}
	for _, got := range []*Career{live, st} {
		if got.Tons != 17900 || got.Ships != 2 || len(got.Patrols) != 2 || got.Lost != CauseDepthCharges || got.Victory != "draw" {
			t.Fatalf("career 92: %d t, %d ships, %d patrols, lost to %q, %q", got.Tons, got.Ships, len(got.Patrols), got.Lost, got.Victory)
		}
		if p := got.Patrols; p[0].Tons != 8000 || p[0].Ships != 1 || p[0].Area != "atlantic" || p[1].Tons != 9900 || p[1].Area != "atlantic" {
			t.Errorf("patrols %+v", p)
		}
		if got.Sunk[engine.ClassTanker] != 2 || len(got.Sunk) != 1 {
			t.Errorf("ships by class %v", got.Sunk)
		}
		want := map[string]int{CauseDepthCharges: 8, CauseTestDepth: 1}
		for _, k := range Causes {
			if got.Damage[k] != want[k] {
				t.Errorf("damage by %s: %d, want %d (%v)", k, got.Damage[k], want[k], got.Damage)
			}
		}
	}
	if c.S.CareerTons != st.Tons || c.S.CareerShips != st.Ships || c.S.PatrolCount != len(st.Patrols) {
		t.Errorf("the state says %d t, %d ships, %d patrols", c.S.CareerTons, c.S.CareerShips, c.S.PatrolCount)
	}
}

// Over many careers every damage result has a cause the screen names (none is
// "other"), and the tonnage, ships and patrols add up to the career's own totals; every
// third career with every optional rule (their tables: escort and aircraft quality,
// evasive manoeuvres, Nibelung …).
func TestEveryDamageHasItsCause(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 100
	}
	seen, lossSeen := map[string]int{}, map[string]int{}
	all := engine.Options{}
	for _, k := range engine.KnownOptions {
		all[k] = true
	}
	for i := 1; i <= n; i++ {
		opts := engine.Options{}
		if i%3 == 0 {
			opts = all
		}
		st, c, _ := playCareer(t, uint64(i), opts)
		if st.Damage[CauseOther] > 0 {
			t.Errorf("career %d: %d damage results of no known cause", i, st.Damage[CauseOther])
		}
		sum, ships := 0, 0
		for _, p := range st.Patrols {
			sum += p.Tons
			ships += p.Ships
		}
		byClass := 0
		for _, k := range Classes {
			byClass += st.Sunk[k]
		}
		if st.Tons != c.S.CareerTons || sum != st.Tons || st.Ships != c.S.CareerShips || ships != st.Ships ||
			byClass != st.Ships || len(st.Patrols) != c.S.PatrolCount {
			t.Errorf("career %d: %d t (patrols %d), %d ships (patrols %d, classes %d), %d patrols; the state %d t, %d ships, %d patrols",
				i, st.Tons, sum, st.Ships, ships, byClass, len(st.Patrols), c.S.CareerTons, c.S.CareerShips, c.S.PatrolCount)
		}
		if lost := c.S.EndReason == "boat_lost" || c.S.EndReason == "captured"; lost != (st.Lost != "") { // 5.1.2, 10.10
			t.Errorf("career %d ended %q, lost to %q", i, c.S.EndReason, st.Lost)
		}
		if st.Lost != "" && !slices.Contains(Causes, st.Lost) {
			t.Errorf("career %d: lost to %q, a cause the screen does not list", i, st.Lost)
		}
		if c.S.EndReason == "boat_lost" { // 5.1.2: the engine's key, and the cause it maps to
			k := c.S.LossCause
			if !slices.Contains(engine.LossCauses, k) {
				t.Errorf("career %d: boat lost to %q, no engine loss cause", i, k)
			}
			if st.Lost == CauseOther && k != engine.LossScuttledAtSea {
				t.Errorf("career %d: boat lost to %q counted as %q", i, k, st.Lost)
			}
			lossSeen[k]++
		}
		for k, v := range st.Damage {
			seen[k] += v
		}
	}
	for _, k := range []string{CauseDepthCharges, CauseAircraft, CauseTestDepth, CauseHedgehog} {
		if seen[k] == 0 {
			t.Errorf("no damage by %s in %d careers", k, n)
		}
	}
	for _, k := range []string{engine.LossDepthCharges, engine.LossHedgehog, engine.LossAirAttack, engine.LossHullCrushed} {
		if lossSeen[k] == 0 {
			t.Errorf("no boat lost to %s in %d careers (%v)", k, n, lossSeen)
		}
	}
}

// The cards' Kommandants and the player's careers stand in one list, the largest
// tonnage first.
func TestAgainstTheKommandants(t *testing.T) {
	d := engine.MustData()
	l := Against(d, []Rival{{Name: "Karl Brenner", Tons: 50000, Index: 3}, {Name: "Otto", Tons: 0}})
	if len(l) != len(d.Kommandants)+2 {
		t.Fatalf("%d rivals", len(l))
	}
	for i := 1; i < len(l); i++ {
		if l[i].Tons > l[i-1].Tons {
			t.Errorf("not sorted: %+v before %+v", l[i-1], l[i])
		}
	}
	// Eick's card: 10 ships, 67,191 t for The Hunted, the most of the cards
	if l[0].Name != "Alfred Eick" || l[0].Tons != 67191 || l[0].Ships != 10 || l[0].Player || l[0].Boat == "" {
		t.Errorf("first %+v", l[0])
	}
	if l[1].Name != "Karl Brenner" || !l[1].Player || l[1].Index != 3 {
		t.Errorf("second %+v", l[1])
	}
	if last := l[len(l)-1]; last.Name != "Otto" || !last.Player {
		t.Errorf("last %+v", last)
	}
}

// The optional [R2] table's events: a storm's wave sweeps the officer of the watch
// overboard ([R2] 13), spoiled food wounds every man fit ([R2] 17), an officer is left on
// deck in a crash dive ([R2] 3).
func TestR2Events(t *testing.T) {
	c := New()
	for _, e := range []engine.Event{
		roll("E1", "atlantic", "random_event"), roll("R2", "", "event_13"), roll("STORM_WAVE", "", "wave"),
		roll("OVERBOARD", "", "1wo"), crew("1wo", "kia"),
		roll("E1", "atlantic", "random_event"), roll("R2", "", "event_17"), crew("kmdt", "lw"), crew("li", "lw"), crew("crew_1", "lw"),
		roll("E1", "atlantic", "random_event"), roll("R2", "", "event_3"), roll("LEFT_ON_DECK", "", "doctor"), crew("doctor", "kia"),
		roll("E1", "atlantic", "random_event"), roll("R2", "", "event_18"), roll("OVERBOARD", "", "2wo"), crew("2wo", "kia"),
	} {
		c.Add(e)
	}
	if c.Damage[CauseStorm] != 1 || c.Damage[CauseSpoiledFood] != 3 || c.Damage[CauseAccident] != 2 || c.DamageTotal() != 6 {
		t.Errorf("damage %v: want storm 1, spoiled food 3, accidents 2", c.Damage)
	}
}
