package bdu

import (
	"slices"
	"testing"
)

// mineBoat is a boat of type typ on station in the SMZ smz in month m carrying its mines
// (SW 26.0), entered from the OA from this week, with scripted dice and a recorder.
func mineBoat(t *testing.T, typ, smz, from string, m Month, faces ...int) (*Campaign, *Boat, *Recorder) {
	t.Helper()
	c, b := seaBoat(t, "VIIC", smz, m, faces...)
	b.Type, b.Torpedoes = typ, c.Data.Types[typ].Torpedoes // (a VIIC of the 1942 fleet made the type tested)
	c.open = c.OpenBases()
	c.War.congregation = map[string]int{}
	b.Markers.Mine, b.Markers.Mission = mineStrength(c.Data.Types[b.Type]), missionMines
	b.week.smzFrom, b.week.arrived = from, true
	rec := &Recorder{}
	c.Log = rec
	return c, b, rec
}

// minefieldEvents are the minefield events of the action ("loaded", "dumped", …) in rec.
func minefieldEvents(rec *Recorder, action string) []*MinefieldEvent {
	return slices.DeleteFunc(eventsOf[*MinefieldEvent](rec), func(x *MinefieldEvent) bool { return x.Action != action })
}

func hasMod(r *RollEvent, v int, why string) bool {
	return slices.Contains(r.Mods, Mod{v, why})
}

// SW 26.1: strength 2, Types II and XXIII 1, XB and VIID 3; the XIV (no torpedoes) lays
// none. The designed Minefield table: ≤ 5 none, 6–7 one counter, 8–9 two, 10+ three.
func TestMineStrengthAndTable(t *testing.T) {
	d, err := LoadData()
	if err != nil {
		t.Fatal(err)
	}
	for typ, want := range map[string]int{"IIA": 1, "IID": 1, "XXIII": 1, "VIIC": 2, "IXC": 2, "XXI": 2, "VIID": 3, "XB": 3, "XIV": 0} {
		if got := mineStrength(d.Types[typ]); got != want {
			t.Errorf("%s lays strength %d, want %d (SW 26.1)", typ, got, want)
		}
	}
	for total, want := range map[int]int{-1: 0, 5: 0, 6: 1, 7: 1, 8: 2, 9: 2, 10: 3, 14: 3} {
		if got := minefieldDraws(total); got != want {
			t.Errorf("Minefield table %d: %d counters, want %d", total, got, want)
		}
	}
}

// SW 26.52–26.53: the SMZs that may be mined by choice.
func TestMineable(t *testing.T) {
	c, _ := seaBoat(t, "VIIC", "western_approaches", MonthOf(1939, 11))
	for z, want := range map[string]bool{
		"ireland": true, "english_coast": true, "scapa_flow": true, "dakar": true, "freetown": true,
		"levant": false, "rio_de_janeiro": false, "river_plate": false, "azores": false, // 26.52
		"murmansk": false, "narvik": false, "bay_of_biscay": false, "canary_islands": false, "western_approaches": false, // no SMZ
	} {
		if got := c.mineable(z); got != want {
			t.Errorf("WP1: %s mineable %v, want %v", z, got, want)
		}
	}
	c.Period = 2
	if c.mineable("dakar") || !c.mineable("english_coast") {
		t.Errorf("WP2: Dakar %v (after WP1: no), English Coast %v (until WP2)", c.mineable("dakar"), c.mineable("english_coast"))
	}
	c.Period = 3
	if c.mineable("english_coast") || c.mineable("scapa_flow") || !c.mineable("ireland") {
		t.Errorf("WP3: English Coast %v, Scapa Flow %v (after WP2: no), Ireland %v", c.mineable("english_coast"), c.mineable("scapa_flow"), c.mineable("ireland"))
	}
	c.Period = 5
	c.Events["azores_occupation"] = 0
	if !c.mineable("azores") {
		t.Error("the Azores after their occupation: not mineable")
	}
	// 26.53: weather on an OA linked to the SMZ (Ireland: the Western and SW Approaches)
	c.War.Weather = []WeatherSystem{{Zone: "sw_approaches", MB: 990}}
	if c.mineable("ireland") || !c.mineable("freetown") {
		t.Errorf("weather in the SW Approaches: Ireland %v (26.53: no), Freetown %v", c.mineable("ireland"), c.mineable("freetown"))
	}
}

// design 9.1 "Mines / mission" (SW 26.0, 26.51): a ready boat is offered the SMZs it may
// mine and reach, or to wait; loaded, it sails for the SMZ with its mines (a VIIC with
// half its torpedoes), and makes no attack; the BdU AI loads none; with the Mine
// counters all in use the decision is not asked.
func TestMineLoading(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1939, 9), 1)
	c.Now, c.Period = Week{MonthOf(1939, 11), 1}, 1
	c.open = c.OpenBases()
	c.War.congregation = map[string]int{}
	rec := &Recorder{}
	c.Log = rec
	var ready []*Boat
	for _, b := range c.Boats {
		if b.Type == "VIIC" || b.Type == "VIIB" || b.Type == "IXA" {
			b.State, b.Zone = Ready, "germany"
			ready = append(ready, b)
		}
	}
	if len(ready) < 6 {
		t.Fatalf("%d ready ocean boats", len(ready))
	}
	var offered []string
	p := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideMines && d.Boat == ready[0] {
			for _, o := range d.Options {
				offered = append(offered, o.Key)
			}
			return "ireland"
		}
		return ""
	})
	b := ready[0]
	full := b.Torpedoes
	sailed, err := c.askMines(b, p)
	if err != nil || !sailed {
		t.Fatalf("sailed %v, %v", sailed, err)
	}
	if offered[0] != KeyWait || !slices.Contains(offered, "ireland") || slices.Contains(offered, "levant") || slices.Contains(offered, "rio_de_janeiro") {
		t.Errorf("options %v", offered)
	}
	if b.State != Outbound || b.Destination != "ireland" || b.Markers.Mine != 2 || b.Markers.Mission != missionMines ||
		b.Torpedoes != full-full/2 || !noAttacks(b) {
		t.Errorf("%s (%s) %s for %s, mines %d, mission %q, torpedoes %d of %d", b.ID, b.Type, b.State, b.Destination, b.Markers.Mine, b.Markers.Mission, b.Torpedoes, full)
	}
	if ev := minefieldEvents(rec, "loaded"); len(ev) != 1 || ev[0].Boat != b.ID || ev[0].Strength != 2 || ev[0].Torpedoes != b.Torpedoes {
		t.Errorf("loaded events %+v", ev)
	}
	// the AI: no mines by choice (9.4)
	if sailed, err := c.askMines(ready[1], nil); err != nil || sailed || ready[1].State != Ready || ready[1].Markers.Mine != 0 {
		t.Errorf("the AI loaded mines: %v %v %s", sailed, err, ready[1].State)
	}
	// 26.51: MineCounters boats carry mines; then nobody is asked
	for _, x := range ready[1:MineCounters] {
		x.Markers.Mine = 2
	}
	c.War.mines.week = Week{} // a new list (the count is the turn's)
	asked := false
	q := DeciderFunc(func(c *Campaign, d *Decision) string {
		asked = asked || d.Kind == DecideMines
		return "ireland"
	})
	if sailed, err := c.askMines(ready[MineCounters], q); err != nil || sailed || asked {
		t.Errorf("all Mine counters in use: asked %v, sailed %v, %v", asked, sailed, err)
	}
}

// SW 26.1, 26.2, 26.3 (WP1): a VIIC not Spotted in the Ireland SMZ lays a strength-2
// field; the Minefield table d10 6 + 2 = 8 → two counters: d10 1 an escort or event
// (26.22, no effect), d10 5 a merchant, attack d10 7 → sunk (26.21), tonnage d10 4 →
// 5,000 t, in the month's figures; then it moves to the adjacent OA chosen and its
// endurance check has +1 (and no search modifier).
func TestLayMines(t *testing.T) {
	c, b, rec := mineBoat(t, "VIIC", "ireland", "western_approaches", MonthOf(1939, 11), 6, 1, 5, 7, 4)
	c.War.Month = Tally{}
	var moves []string
	p := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideMinesMove {
			for _, o := range d.Options {
				moves = append(moves, o.Key)
			}
			return "sw_approaches"
		}
		return ""
	})
	ok, err := c.doMission(b, p)
	if err != nil || !ok {
		t.Fatalf("doMission %v %v", ok, err)
	}
	if len(c.War.Minefields) != 1 || c.War.Minefields[0] != (Minefield{"ireland", 2, b.ID}) {
		t.Errorf("fields %v", c.War.Minefields)
	}
	if c.War.Month.Ships != 1 || c.War.Month.Tons != 5000 || c.War.Total.Tons != 5000 {
		t.Errorf("month %+v, total %+v", c.War.Month, c.War.Total)
	}
	r := rollsOf(rec, TabMinefield)
	if len(r) != 1 || r[0].Total != 8 || r[0].Result != "2" || !hasMod(r[0], 2, "SW 26.2 field strength") || len(r[0].Mods) != 1 {
		t.Errorf("MINEFIELD roll %+v", r)
	}
	if d := rollsOf(rec, TabMineDraw); len(d) != 2 || d[0].Result != "no_effect" || d[1].Result != "merchant" {
		t.Errorf("MINE_DRAW rolls %+v", d)
	}
	if a := rollsOf(rec, TabMineAttack); len(a) != 1 || a[0].Result != "sunk" {
		t.Errorf("MINE_ATTACK rolls %+v", a)
	}
	if ev := minefieldEvents(rec, "rolled"); len(ev) != 1 || ev[0].Ships != 1 || ev[0].Tons != 5000 {
		t.Errorf("rolled %+v", ev)
	}
	if !slices.Equal(moves, []string{"sw_approaches", "western_approaches"}) && !slices.Equal(moves, []string{"western_approaches", "sw_approaches"}) {
		t.Errorf("26.3 options %v", moves)
	}
	if b.Zone != "sw_approaches" || b.State != OnStation || b.Side != SidePatrol || b.Markers.Mine != 0 || b.Markers.Mission != "" || noAttacks(b) {
		t.Errorf("after laying: %s %s in %s, mines %d, mission %q", b.State, b.Side, b.Zone, b.Markers.Mine, b.Markers.Mission)
	}
	if c.Dice.Left() != 0 {
		t.Errorf("%d dice left", c.Dice.Left())
	}
	c.Dice = NewScriptedDice(0)
	c.EnduranceCheck(b)
	e := rollsOf(rec, TabEndurance)
	if len(e) != 1 || !hasMod(e[0], 1, "6.1.8 SW 26.3/26.11 minelaying") || e[0].Total != 1 {
		t.Errorf("endurance %+v", e)
	}
	// the View follows the events (design 9.3)
	v := c.View()
	if len(v.Minefields) != 1 || v.Boats[b.ID].Mines != 0 {
		t.Errorf("view %v, boat mines %d", v.Minefields, v.Boats[b.ID].Mines)
	}
}

// SW 26.2: the ace's value is added to a new field's roll; a Type II lays strength 1:
// d10 4 + 1 + 2 = 7 → one counter, d10 2: no effect (26.22).
func TestLayMinesAce(t *testing.T) {
	c, b, rec := mineBoat(t, "IID", "english_coast", "north_sea", MonthOf(1939, 11), 4, 2)
	b.Markers.Ace = &Ace{Name: "Prien", Value: 2}
	if _, err := c.doMission(b, nil); err != nil {
		t.Fatal(err)
	}
	r := rollsOf(rec, TabMinefield)
	if len(r) != 1 || r[0].Total != 7 || !hasMod(r[0], 1, "SW 26.2 field strength") || !hasMod(r[0], 2, "SW 26.2 ace") {
		t.Fatalf("MINEFIELD %+v", r)
	}
	if len(c.War.Minefields) != 1 || c.War.Minefields[0].Strength != 1 || c.Dice.Left() != 0 || b.Zone != "north_sea" {
		t.Errorf("field %v, %d dice left, boat in %s", c.War.Minefields, c.Dice.Left(), b.Zone)
	}
}

// SW 26.11: a minelayer Spotted on entering the SMZ. B: it dumps its mines and patrols
// the OA it entered from, Spotted, endurance +1. C (the AI's answer): it keeps them, goes
// to that OA, the Spotted marker removed, and enters again next turn; endurance −1.
// No dice are rolled. The BdU AI dumps them (B).
func TestLayMinesSpotted(t *testing.T) {
	c, b, rec := mineBoat(t, "VIIC", "ireland", "sw_approaches", MonthOf(1940, 1))
	b.Markers.Spotted = true
	if _, err := c.doMission(b, answer(KeyDumpMines)); err != nil {
		t.Fatal(err)
	}
	if b.Markers.Mine != 0 || b.Markers.Mission != "" || !b.Markers.Spotted || b.Zone != "sw_approaches" || b.week.mines != 1 ||
		len(c.War.Minefields) != 0 || len(minefieldEvents(rec, "dumped")) != 1 {
		t.Errorf("B: mines %d, spotted %v, in %s, endurance %+d, fields %v", b.Markers.Mine, b.Markers.Spotted, b.Zone, b.week.mines, c.War.Minefields)
	}

	c, b, rec = mineBoat(t, "VIIC", "ireland", "sw_approaches", MonthOf(1940, 1))
	b.Markers.Spotted = true
	if _, err := c.doMission(b, answer(KeyKeepMines)); err != nil {
		t.Fatal(err)
	}
	if b.Markers.Mine != 2 || b.Markers.Spotted || b.Zone != "sw_approaches" || b.week.mines != -1 ||
		!slices.Equal(b.route, []string{"ireland"}) || b.Destination != "ireland" || len(c.War.Minefields) != 0 {
		t.Errorf("C: mines %d, spotted %v, in %s for %v, endurance %+d", b.Markers.Mine, b.Markers.Spotted, b.Zone, b.route, b.week.mines)
	}
	if k := minefieldEvents(rec, "kept"); len(k) != 1 || k[0].Reason != "spotted" {
		t.Errorf("kept %+v", k)
	}
	// next turn: the patrol move back into the SMZ makes the transit check at +1 (patrol
	// move) +2 (SW 20.3 entering an SMZ) against the OA it leaves from
	b.week = boatWeek{}
	c.Dice = NewScriptedDice(0)
	if lost, err := c.move(b, nil); err != nil || lost {
		t.Fatal(lost, err)
	}
	tr := rollsOf(rec, TabTransit)
	if len(tr) != 1 || tr[0].Column != "sw_approaches" || !hasMod(tr[0], 2, "SW 20.3 entering an SMZ") || !hasMod(tr[0], 1, "7.4 patrol move") {
		t.Errorf("transit check %+v", tr)
	}
	if b.Zone != "ireland" || b.State != OnStation || b.week.smzFrom != "sw_approaches" {
		t.Errorf("after the move: %s in %s (from %q)", b.State, b.Zone, b.week.smzFrom)
	}
	// the AI's answer: B
	c3, b3, _ := mineBoat(t, "VIIC", "ireland", "sw_approaches", MonthOf(1940, 1))
	b3.Markers.Spotted = true
	if _, err := c3.doMission(b3, nil); err != nil || b3.Markers.Mine != 0 || b3.week.mines != 1 {
		t.Errorf("the AI: mines %d, endurance %+d, %v", b3.Markers.Mine, b3.week.mines, err)
	}
	// the endurance check of C's week: −1, and no search modifier
	c2, b2, rec2 := mineBoat(t, "VIIC", "ireland", "sw_approaches", MonthOf(1940, 1), 5)
	b2.week.mines = -1
	c2.EnduranceCheck(b2)
	if e := rollsOf(rec2, TabEndurance); len(e) != 1 || e[0].Total != 4 || len(e[0].Mods) != 1 {
		t.Errorf("endurance %+v", e)
	}
}

// SW 26.53: with weather on a linked OA the boat does not lay; it keeps its mines as
// 26.11 C.
func TestLayMinesWeather(t *testing.T) {
	c, b, rec := mineBoat(t, "VIID", "freetown", "west_africa", MonthOf(1943, 7))
	c.War.Weather = []WeatherSystem{{Zone: "west_africa", MB: 990}}
	if _, err := c.doMission(b, nil); err != nil {
		t.Fatal(err)
	}
	if k := minefieldEvents(rec, "kept"); len(k) != 1 || k[0].Reason != "weather" || b.Markers.Mine != 3 || len(c.War.Minefields) != 0 {
		t.Errorf("kept %+v, mines %d, fields %v", k, b.Markers.Mine, c.War.Minefields)
	}
}

// SW 11.2, 26.4, 26.23 (design 5 II.4): each standing field rolls without the ace (WP2:
// −2 countermeasures), then decays one step; strength 1 is removed. Ireland (3): d10 7 +
// 3 − 2 = 8 → two counters: d10 3 a merchant, attack 6 sunk, tonnage d10 0 → 1,500 t;
// d10 0 no effect; now 2. English Coast (1): d10 7 + 1 − 2 = 6 → one: d10 9 a merchant,
// attack 3 missed; removed.
func TestStandingMinefields(t *testing.T) {
	c, b, rec := mineBoat(t, "VIIC", "ireland", "sw_approaches", MonthOf(1940, 8), 7, 3, 6, 0, 0, 7, 9, 3)
	b.Markers.Ace = &Ace{Name: "Kretschmer", Value: 2}
	c.War.Minefields = []Minefield{{"ireland", 3, b.ID}, {"english_coast", 1, b.ID}}
	v := c.View()
	c.War.Month = Tally{}
	v.Month = Tally{}
	from := len(rec.Events)
	c.stepMinefields()
	if !slices.Equal(c.War.Minefields, []Minefield{{"ireland", 2, b.ID}}) {
		t.Errorf("fields %v", c.War.Minefields)
	}
	if c.War.Month.Ships != 1 || c.War.Month.Tons != 1500 {
		t.Errorf("month %+v", c.War.Month)
	}
	for _, r := range rollsOf(rec, TabMinefield) {
		if len(r.Mods) != 2 || !hasMod(r, -2, "SW 26.0 countermeasures from WP2 [designed]") {
			t.Errorf("standing roll %+v (26.4: no ace)", r)
		}
	}
	if c.Dice.Left() != 0 {
		t.Errorf("%d dice left", c.Dice.Left())
	}
	for _, e := range rec.Events[from:] {
		if err := v.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if !slices.Equal(v.Minefields, c.War.Minefields) || v.Month != c.War.Month {
		t.Errorf("view %v %+v, engine %v %+v", v.Minefields, v.Month, c.War.Minefields, c.War.Month)
	}
}

// SW 26.51: a field laid with every Minefield marker in use is not placed.
func TestMinefieldCounters(t *testing.T) {
	c, b, rec := mineBoat(t, "VIIC", "ireland", "sw_approaches", MonthOf(1939, 12))
	for range FieldCounters {
		c.War.Minefields = append(c.War.Minefields, Minefield{"english_coast", 1, "U-0"})
	}
	if _, err := c.doMission(b, nil); err != nil {
		t.Fatal(err)
	}
	if len(c.War.Minefields) != FieldCounters || len(minefieldEvents(rec, "no_counter")) != 1 || b.Markers.Mine != 0 || b.week.mines != 1 {
		t.Errorf("fields %d, mines %d", len(c.War.Minefields), b.Markers.Mine)
	}
}

// design 8.5 and the WP1–5 tables: the event minelaying lays real fields through the
// same code, and its fields count in the campaign's figures: over whole campaigns some
// fields are laid, rolled and removed, ships are sunk by them, and no field outlives
// its strength (SW 26.23).
func TestEventMinefieldsInCampaigns(t *testing.T) {
	laid, rolled, sunk, removed := 0, 0, 0, 0
	zones := map[string]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		c := newTestCampaign(t, MonthOf(1939, 9), seed)
		rec := &Recorder{}
		c.Log = rec
		for !c.War.Ended && c.Now.Month < MonthOf(1943, 1) {
			if err := c.PlayWeek(nil); err != nil {
				t.Fatal(err)
			}
			for _, f := range c.War.Minefields {
				if f.Strength < 1 || f.Strength > 3 {
					t.Fatalf("%s: field %+v", c.Now, f)
				}
			}
			if len(c.War.Minefields) > FieldCounters {
				t.Fatalf("%s: %d fields", c.Now, len(c.War.Minefields))
			}
		}
		for _, e := range rec.Events {
			x, ok := e.(*MinefieldEvent)
			if !ok {
				continue
			}
			switch x.Action {
			case "laid":
				laid++
				zones[x.Zone] = true
			case "rolled":
				rolled++
				sunk += x.Ships
			case "removed":
				removed++
			}
		}
	}
	if laid == 0 || rolled < laid || removed == 0 || sunk == 0 {
		t.Errorf("laid %d, rolled %d, removed %d, ships sunk %d", laid, rolled, removed, sunk)
	}
	t.Logf("6 campaigns to 1943: %d fields laid in %v, %d rolls, %d ships sunk", laid, zones, rolled, sunk)
}

// SW 26.0 ordered by event: the event's minelayer is a boat at sea in, or next to, an OA
// linked to the SMZ (here the Western Approaches, linked to Ireland), before any ready
// boat in port; it keeps its torpedoes and makes the patrol move into the SMZ.
func TestEventMinelayerAtSea(t *testing.T) {
	c, b, rec := mineBoat(t, "VIIC", "western_approaches", "", MonthOf(1939, 12))
	b.Markers.Mine, b.Markers.Mission, b.week = 0, "", boatWeek{}
	torps := b.Torpedoes
	if !c.minelayerAtSea(b, "ireland", nil) || c.minelayerAtSea(b, "freetown", nil) || c.minelayerAtSea(b, "ireland", []string{"VIID"}) {
		t.Fatalf("at sea: Ireland %v, Freetown %v, VIID only %v", c.minelayerAtSea(b, "ireland", nil), c.minelayerAtSea(b, "freetown", nil), c.minelayerAtSea(b, "ireland", []string{"VIID"}))
	}
	zone, err := c.sendMission(missionMines, []string{"ireland"}, 1, nil)
	if err != nil || zone != "ireland" {
		t.Fatalf("zone %q, %v", zone, err)
	}
	if b.State != OnStation || b.Markers.Mine != 2 || b.Markers.Mission != missionMines || b.Torpedoes != torps ||
		!slices.Equal(b.route, []string{"ireland"}) || !b.week.forced || !noAttacks(b) {
		t.Errorf("%s in %s for %v, mines %d, mission %q, torpedoes %d of %d", b.State, b.Zone, b.route, b.Markers.Mine, b.Markers.Mission, b.Torpedoes, torps)
	}
	if l := minefieldEvents(rec, "loaded"); len(l) != 1 || l[0].Boat != b.ID {
		t.Errorf("loaded %+v", l)
	}
	// in, or next to, an OA linked to the SMZ; not two OAs away
	b.Markers.Mine, b.Markers.Mission, b.week, b.Zone = 0, "", boatWeek{}, "greenland_gap"
	if !c.minelayerAtSea(b, "ireland", nil) {
		t.Error("the Greenland Gap is next to the Western Approaches (linked to Ireland)")
	}
	b.Zone = "morocco"
	if !c.minelayerAtSea(b, "ireland", nil) {
		t.Error("Morocco is next to the SW Approaches (linked to Ireland)")
	}
	b.Zone = "cape_verde"
	if c.minelayerAtSea(b, "ireland", nil) {
		t.Error("Cape Verde is two OAs from Ireland's OAs")
	}
}

// minePlayer loads mines on the first ready boat offered an SMZ each week (its first
// SMZ), keeps them when Spotted (26.11 C) and leaves everything else to the AI.
var minePlayer = DeciderFunc(func(c *Campaign, d *Decision) string {
	switch d.Kind {
	case DecideMines:
		if len(d.Options) > 1 && c.Now.N != 4 {
			return d.Options[1].Key
		}
	case DecideMinesSpotted:
		return KeyKeepMines
	}
	return ""
})

// design 9.1 "Mines / mission" played by a player over 40 weeks of 1939-40: fields are
// laid by choice, the View follows every event (minefield events included: boats'
// Mine markers, the fields, their sinkings in the month's figures), and a save of the
// campaign replays its mines orders to the same state, fields included (the digest).
func TestMinesPlayerSaveAndView(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1939, 9), 4)
	f := newFollower(t, c)
	c.Log = f
	rec := NewOrderRecorder(minePlayer)
	byChoice := 0
	for range 40 {
		f.play(rec)
	}
	for _, a := range rec.answers {
		if a.Kind == DecideMines {
			byChoice++
		}
	}
	if byChoice == 0 || f.types[TMinefield] == 0 {
		t.Fatalf("mines orders %d, minefield events %d", byChoice, f.types[TMinefield])
	}
	_, b := saveBytes(t, c, rec)
	c2, _ := reload(t, b, nil)
	if !slices.Equal(c2.War.Minefields, c.War.Minefields) || c2.War.Total != c.War.Total {
		t.Errorf("replayed fields %v %+v, played %v %+v", c2.War.Minefields, c2.War.Total, c.War.Minefields, c.War.Total)
	}
	t.Logf("%d mines orders, %d minefield events, fields now %v", byChoice, f.types[TMinefield], c.War.Minefields)
}

// SW 26.0 "may not attack until laid": an unmodified 0 on a minelayer's transit check
// is no transit encounter (SW 15.4): one die only.
func TestMinelayerNoTransitEncounter(t *testing.T) {
	c, b, _ := mineBoat(t, "VIIC", "north_sea", "", MonthOf(1939, 12), 0)
	b.State, b.Side, b.Destination, b.route = Outbound, SideTransit, "ireland", []string{"western_approaches", "ireland"}
	b.week = boatWeek{}
	if lost, err := c.transitCheck(b, "north_sea", 0, false, false, nil); lost || err != nil || c.Dice.Left() != 0 {
		t.Errorf("lost %v, %v, %d dice left", lost, err, c.Dice.Left())
	}
}

// SW 26.11 A: a minelayer Spotted on entering Ireland from the SW Approaches dumps its
// mines and patrols the SMZ itself this week: its search is the SW Approaches' AAC one
// colour level up (SW 20.4, smz.go), Spotted; in III.5 it goes back to the SW
// Approaches (20.6) and its endurance check takes +1. The option is not offered in
// WP6–10 (no AAC) and the AI never takes it (B).
func TestLayMinesSpottedPatrolSMZ(t *testing.T) {
	c, b, rec := mineBoat(t, "VIIC", "ireland", "sw_approaches", MonthOf(1940, 1), 3, 0)
	b.Markers.Spotted = true
	var opts []string
	p := DeciderFunc(func(c *Campaign, d *Decision) string {
		if d.Kind == DecideMinesSpotted {
			for _, o := range d.Options {
				opts = append(opts, o.Key)
			}
			return KeyPatrolSMZ
		}
		return ""
	})
	if _, err := c.doMission(b, p); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(opts, []string{KeyDumpMines, KeyKeepMines, KeyPatrolSMZ}) {
		t.Errorf("options %v", opts)
	}
	if b.Markers.Mine != 0 || b.Markers.Mission != "" || !b.Markers.Spotted || b.Zone != "ireland" || !onSMZ(b) ||
		b.smzFrom != "sw_approaches" || b.week.mines != 1 || len(c.War.Minefields) != 0 {
		for _, e := range rec.Events {
			x, _ := jsonLine(e)
			t.Log(x)
		}
		t.Fatalf("A: mines %d, spotted %v, in %s (smz %q from %q), endurance %+d", b.Markers.Mine, b.Markers.Spotted, b.Zone, b.smz, b.smzFrom, b.week.mines)
	}
	if d := minefieldEvents(rec, "dumped"); len(d) != 1 || d[0].Reason != KeyPatrolSMZ {
		t.Errorf("dumped %+v", d)
	}
	s := rollsOf(rec, TabAAC)
	if len(s) != 1 || s[0].Column != "sw_approaches" {
		t.Fatalf("search rolls %+v", s)
	}
	// III.5: back to the OA it entered from (20.6), endurance +1 there
	if done, err := c.smzAfter(b, nil); err != nil || done || b.Zone != "sw_approaches" || b.smz != "" {
		t.Fatalf("after: done %v, %v, in %s (smz %q)", done, err, b.Zone, b.smz)
	}
	c.Dice = NewScriptedDice(5)
	c.EnduranceCheck(b)
	if e := rollsOf(rec, TabEndurance); len(e) != 1 || !hasMod(e[0], 1, "6.1.8 SW 26.3/26.11 minelaying") {
		t.Errorf("endurance %+v", e)
	}

	// (WP6–10: TestLayMinesSpottedPatrolSMZLate)
}
