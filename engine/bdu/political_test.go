package bdu

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The political module (SW 36, political.go) on scripted dice: each test cites its rule.

// polCampaign is earlyCampaign (a 1939-09 campaign moved to week w, scripted dice, a
// recorder) with the political module on and its start tracks.
func polCampaign(t *testing.T, w Week, faces ...int) (*Campaign, *Recorder) {
	t.Helper()
	c, rec := earlyCampaign(t, w, faces...)
	c.Political = true
	c.pol = c.newPolitical()
	c.pol.bdienst, _ = scheduleLevels(w.Month, c.Period)
	return c, rec
}

// answers is a player that answers the decisions of the kinds it knows in order, and
// leaves the rest to the AI; asked records every political decision put to it.
type answers struct {
	keys  map[DecisionKind][]string
	asked []*Decision
}

func (a *answers) Decide(c *Campaign, d *Decision) string {
	q := a.keys[d.Kind]
	if len(q) == 0 {
		return ""
	}
	cp := *d
	cp.Options = slices.Clone(d.Options)
	for i := range cp.Options { // the odds are the campaign's buffers
		cp.Options[i].Odds = slices.Clone(cp.Options[i].Odds)
	}
	a.asked = append(a.asked, &cp)
	a.keys[d.Kind] = q[1:]
	return q[0]
}

// requestOf is the political request key of the data d (SW 36.3); the test fails
// without it.
func requestOf(t *testing.T, d *Data, key string) *Request {
	t.Helper()
	for _, r := range d.Political.Requests {
		if r.Key == key {
			return r
		}
	}
	t.Fatalf("no %s request", key)
	return nil
}

// legalAt says whether the request req is legal (SW 36.3) in a political campaign at
// week w whose BdU has influence +2 with every body and prestige 9, once edit (nil:
// none) has changed it.
func legalAt(t *testing.T, req *Request, w Week, edit func(c *Campaign)) bool {
	t.Helper()
	c, _ := polCampaign(t, w)
	c.pol.Influence, c.pol.Prestige = [4]int{2, 2, 2, 2}, 9
	if edit != nil {
		edit(c)
	}
	return c.requestLegal(req)
}

func infl(c *Campaign, b string) int { return c.pol.Influence[bodyIndex(b)] }

// SW 36.23 worked example: a level II request to the OKL at OKL +1, Reichskanzlei +2
// reads 2 on the PRT; 5 prestige spent for −3 and a roll of 4 (total 1) is granted. In
// WP1 the BdU is in Berlin (36.13): no away modifier.
func TestPoliticalPRTWorkedExample(t *testing.T) {
	c, rec := polCampaign(t, Week{MonthOf(1940, 3), 1}, 4)
	if n, ok := c.Data.Political.Number(2, 1, 2); !ok || n != 2 {
		t.Fatalf("PRT II, OKL +1, RK +2: %d %v, want 2 (SW 36.23)", n, ok)
	}
	c.pol.Influence = [4]int{0, 0, 1, 2}
	p := &answers{keys: map[DecisionKind][]string{DecideFavour: {"favour_5"}}}
	c.player = p
	granted, favour, err := c.resolveRequest(p, "bdu", 2, BodyOKL, 8-2)
	if err != nil || !granted || favour != 5 || c.Dice.Left() != 0 {
		t.Fatalf("granted %v favour %d err %v", granted, favour, err)
	}
	d := p.asked[0]
	if d.Kind != DecideFavour || !d.Has("favour_5") || d.Has("favour_7") || len(d.Options) != 4 {
		t.Fatalf("favour options %+v", d.Options)
	}
	if d.Options[3].Odds[0].P != 0.6 { // roll ≤ 2 + 3 of 0–9
		t.Errorf("favour_5 odds %+v, want 0.6", d.Options[3].Odds)
	}
	r := rollsOf(rec, TabPRT)
	if len(r) != 1 || r[0].Total != 1 || r[0].Result != "granted" || len(r[0].Mods) != 1 || r[0].Mods[0].V != -3 ||
		r[0].Column != "L2/OKL+1/RK+2/2" {
		t.Fatalf("PRT roll %+v", r)
	}
	// X: level III at OKL −2, Reichskanzlei −2 cannot be granted
	if _, ok := c.Data.Political.Number(3, -2, -2); ok {
		t.Errorf("PRT III −2/−2 must be X")
	}
}

// SW 36.61G with 36.14: in WP1–5 the torpedo improvement rolls are not made; once the
// 80 ships of design 7.8's first threshold are sunk, the request (level I, OKM) raises
// the value at once (step I.3 follows I.2). Level I is paid, OKM +1 on a grant.
func TestPoliticalTorpedoRequest(t *testing.T) {
	c, rec := polCampaign(t, Week{MonthOf(1940, 3), 1}, 2)
	c.War.TorpedoValue, c.War.TorpedoShips = -1, 79
	c.stepTorpedo() // 36.14: no roll (scripted dice: a roll would take the 2)
	if c.Dice.Left() != 1 || c.War.TorpedoValue != -1 {
		t.Fatalf("36.14: the improvement phase rolled")
	}
	p := &answers{keys: map[DecisionKind][]string{DecidePolitical: {KeyNone}}}
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	if p.asked[0].Has("torpedo_fix") {
		t.Fatalf("torpedo_fix offered below 80 ships: %+v", p.asked[0].Options)
	}
	c.War.TorpedoShips = 80
	p = &answers{keys: map[DecisionKind][]string{DecidePolitical: {"torpedo_fix"}, DecideFavour: {"favour_0"}}}
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	// L1, OKM 0, Reichskanzlei 0: row 8, number 2; roll 2 → granted
	if c.War.TorpedoValue != 0 || c.pol.Prestige != 2 || infl(c, BodyOKM) != 1 || c.Dice.Left() != 0 {
		t.Fatalf("torpedo %d prestige %d OKM %d", c.War.TorpedoValue, c.pol.Prestige, infl(c, BodyOKM))
	}
	ev := eventsOf[*PoliticalEvent](rec)
	if len(ev) != 1 || ev[0].Kind != "request" || ev[0].Key != "torpedo_fix" || ev[0].Result != "granted" || ev[0].Cost != 1 ||
		ev[0].Tracks.Prestige != 2 || ev[0].Tracks.Influence[BodyOKM] != 1 || ev[0].Rule != "SW 36.61G" {
		t.Fatalf("events %+v", ev)
	}
	if c.requestLegal(c.Data.Political.Requests[0]) {
		t.Errorf("torpedo_fix legal at value 0 with 80 ships (the next step needs 1,160)")
	}
}

// SW 36.4: at Kerneval (WP2–5) the roll takes + the level unless the BdU goes to Berlin
// for the turn; 36.63A: a granted intelligence request raises the B-Dienst level at the
// end of the turn (7.21); 36.43: that week the packs are capped and no adjacent boat
// joins; the next turn he is back at Kerneval.
func TestPoliticalBerlinAndIntelligence(t *testing.T) {
	c, rec := polCampaign(t, Week{MonthOf(1940, 9), 1}, 1)
	c.pol.Influence = [4]int{2, 0, 0, 2}
	p := &answers{keys: map[DecisionKind][]string{DecidePolitical: {"intelligence"}, DecideBerlin: {KeyKerneval}, DecideFavour: {"favour_0"}}}
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	// L2, OKM +2 → row 8; RK +2 → 3; away +2: 1 + 2 = 3 ≤ 3 granted
	r := rollsOf(rec, TabPRT)
	if len(r) != 1 || r[0].Total != 3 || r[0].Result != "granted" {
		t.Fatalf("PRT %+v", r)
	}
	if b := p.asked[1]; b.Kind != DecideBerlin || b.Options[0].Odds[0].P != 0.2 || b.Options[1].Odds[0].P != 0.4 {
		t.Fatalf("Berlin decision %+v", b.Options)
	}
	if c.bduInBerlin() || c.packCap() != 0 {
		t.Fatalf("the BdU stayed at Kerneval")
	}
	if c.pol.Prestige != 1 || infl(c, BodyOKW) != -1 {
		t.Fatalf("prestige %d OKW %d", c.pol.Prestige, infl(c, BodyOKW))
	}
	before := c.politicalIntel()
	c.politicalTurnEnd()
	if after := c.politicalIntel(); before != 1 || after != 2 {
		t.Fatalf("B-Dienst + Enigma %d → %d, want 1 → 2 (36.63A at the end of the turn)", before, after)
	}
	// again, going to Berlin: no away modifier; 36.43 cap 3 in 1940
	c, rec = polCampaign(t, Week{MonthOf(1940, 10), 1}, 3)
	c.pol.Influence = [4]int{2, 0, 0, 2}
	p = &answers{keys: map[DecisionKind][]string{DecidePolitical: {"intelligence"}, DecideBerlin: {KeyBerlin}, DecideFavour: {"favour_0"}}}
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	if r := rollsOf(rec, TabPRT); len(r) != 1 || r[0].Total != 3 || len(r[0].Mods) != 0 || r[0].Result != "granted" {
		t.Fatalf("PRT in Berlin %+v", r)
	}
	if !c.bduInBerlin() || c.packCap() != 3 {
		t.Fatalf("Berlin %v cap %d, want the 1940 cap 3 (SW 36.43)", c.bduInBerlin(), c.packCap())
	}
	if tr, _ := c.Tracks(); tr.BdU != KeyBerlin {
		t.Errorf("tracks %+v", tr)
	}
	// SW 36.42: at the political phase of the next turn he may return; he stays
	c.Now = c.Now.Next()
	p = &answers{keys: map[DecisionKind][]string{DecideBerlin: {KeyBerlin}}}
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	if !c.bduInBerlin() || len(p.asked) != 1 || p.asked[0].Has(KeyNone) {
		t.Fatalf("stay in Berlin: %v, asked %d", c.bduInBerlin(), len(p.asked))
	}
	// the turn after, the AI brings him back (an event says so)
	c.Now = c.Now.Next()
	rec.Events = nil
	if err := c.stepPolitical(nil); err != nil {
		t.Fatal(err)
	}
	if ev := eventsOf[*PoliticalEvent](rec); c.bduInBerlin() || c.packCap() != 0 || len(ev) != 1 || ev[0].Kind != "bdu" || ev[0].Tracks.BdU != KeyKerneval {
		t.Errorf("the AI keeps the BdU in Berlin: %+v", ev)
	}
	// WP1: in Berlin; at the first political phase of WP2, to Kerneval
	c, rec = polCampaign(t, Week{MonthOf(1940, 6), 4})
	if !c.bduInBerlin() {
		t.Fatalf("WP1: not in Berlin (SW 36.13)")
	}
	c.Now, c.Period = Week{MonthOf(1940, 7), 1}, 2
	c.pol.Prestige = 0
	if err := c.stepPolitical(nil); err != nil {
		t.Fatal(err)
	}
	if ev := eventsOf[*PoliticalEvent](rec); c.bduInBerlin() || len(ev) != 1 || ev[0].Key != KeyKerneval {
		t.Errorf("WP2: Berlin %v, events %+v", c.bduInBerlin(), ev)
	}
}

// SW 36.43 in WP5: with the BdU in Berlin no boat of an adjacent OA may join (design 8.1
// item 2), and in 1943 there is no cap.
func TestPoliticalBerlinAdjacentJoins(t *testing.T) {
	c, _ := polCampaign(t, Week{MonthOf(1942, 10), 1})
	adj := ""
	for _, a := range c.Data.Map.adj["greenland_gap"] {
		if a.Kind == EdgeRoute && c.Data.Map.Zones[a.Zone].Kind == KindOperatingArea {
			adj = a.Zone
			break
		}
	}
	var near, far *Boat
	for _, b := range c.Boats {
		if b.Nation != "de" || c.Data.Types[b.Type].Torpedoes == 0 {
			continue
		}
		switch {
		case near == nil:
			near = b
		case far == nil:
			far = b
		}
	}
	for _, x := range []struct {
		b    *Boat
		zone string
	}{{near, "greenland_gap"}, {far, adj}} {
		x.b.State, x.b.Zone, x.b.Side = OnStation, x.zone, SidePatrol
	}
	finder := c.Boats[len(c.Boats)-1]
	c.order = c.inService(c.order)
	got := slices.Clone(c.packCandidates(finder, "greenland_gap"))
	if !slices.Contains(got, near) || !slices.Contains(got, far) {
		t.Fatalf("at Kerneval: candidates %v", ids(got))
	}
	c.pol.berlin, c.pol.berlinTurn = true, c.Now.Turn()
	got = slices.Clone(c.packCandidates(finder, "greenland_gap"))
	if !slices.Contains(got, near) || slices.Contains(got, far) {
		t.Fatalf("in Berlin: candidates %v, want no boat from %s", ids(got), adj)
	}
	if c.packCap() != 9 {
		t.Errorf("1942 cap %d, want 9", c.packCap())
	}
	c.Now = Week{MonthOf(1943, 2), 1}
	if c.packCap() != 0 {
		t.Errorf("1943 cap %d, want none (SW 36.43)", c.packCap())
	}
}

func ids(bs []*Boat) []string {
	var out []string
	for _, b := range bs {
		out = append(out, b.ID)
	}
	return out
}

// SW 36.43 in a pack battle: with the BdU in Berlin in 1940 no more boats try to join
// once 3 are in the pack.
func TestPoliticalPackCapInBattle(t *testing.T) {
	faces := make([]int, 200)
	for i := range faces {
		faces[i] = 9
	}
	c, rec := polCampaign(t, Week{MonthOf(1940, 10), 1}, faces...)
	var boats []*Boat
	for _, b := range c.Boats {
		if b.Nation == "de" && c.Data.Types[b.Type].Torpedoes > 0 && len(boats) < 6 {
			b.State, b.Zone, b.Side = OnStation, "western_approaches", SidePatrol
			boats = append(boats, b)
		}
	}
	c.pol.berlin = true
	c.order = c.inService(c.order)
	k := Contact{Category: CatConvoyL, Zone: "western_approaches"}
	if _, err := c.packBattle(boats[0], k, nil); err != nil {
		t.Fatal(err)
	}
	joins := 0
	for _, e := range rec.Events {
		if _, ok := e.(*WolfpackJoinEvent); ok {
			joins++
		}
	}
	if joins != 2 {
		t.Fatalf("%d join rolls, want 2 (the finder and two more: 3 boats, SW 36.43)", joins)
	}
}

// SW 7.21, 7.33 with design 7.7: with the module the levels rise only by requests. The
// Allies' break of 1941-05 (Enigma −2) acts; the schedule's rises of 1942-02 do not: the
// B-Dienst stays +1 and the four-rotor Enigma ("Triton", Enigma 0) comes only with
// 36.63C, at the end of the turn it is granted, leaving the Arctic and Mediterranean
// one lower (7.31) until 36.63D; its break in 1942-12 (−2) acts.
func TestPoliticalEnigma(t *testing.T) {
	c, _ := polCampaign(t, Week{MonthOf(1941, 4), 1})
	if m := c.politicalIntel(); m != 1 {
		t.Fatalf("1941-04: %d, want 1", m)
	}
	c.Now, c.Period = Week{MonthOf(1941, 5), 1}, 3
	if m := c.politicalIntel(); m != -1 || c.enigmaLevel() != -2 {
		t.Fatalf("1941-05: %d (Enigma %d), want −1 (−2)", m, c.enigmaLevel())
	}
	c.Now, c.Period = Week{MonthOf(1942, 2), 1}, 4
	if m := c.politicalIntel(); m != -1 {
		t.Fatalf("1942-02: %d, want −1 (the schedule's rises need requests)", m)
	}
	if c.fourRotorLag() {
		t.Fatalf("four-rotor lag before the request")
	}
	c.pol.Influence = [4]int{2, 0, 0, 2}
	c.Dice = NewScriptedDice(0, 0)
	p := &answers{keys: map[DecisionKind][]string{DecidePolitical: {"four_rotor_enigma"}, DecideBerlin: {KeyBerlin}, DecideFavour: {"favour_0"}}}
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	if c.fourRotorLag() || c.enigmaLevel() != -2 {
		t.Fatalf("36.63C acts before the end of the turn: lag %v Enigma %d", c.fourRotorLag(), c.enigmaLevel())
	}
	c.politicalTurnEnd()
	if m := c.politicalIntel(); m != 1 || c.enigmaLevel() != 0 || !c.fourRotorLag() {
		t.Fatalf("after the turn: %d (Enigma %d, lag %v), want 1 (0, true)", m, c.enigmaLevel(), c.fourRotorLag())
	}
	// 36.63B is legal in WP4 once the four-rotor machine is in; 36.63D ends the lag
	c.pol.Prestige = 5
	legal := map[string]bool{}
	for _, r := range c.Data.Political.Requests {
		legal[r.Key] = c.requestLegal(r)
	}
	if !legal["enigma_investigation"] || legal["four_rotor_enigma"] || !legal["four_rotor_all_commands"] || !legal["intelligence"] {
		t.Fatalf("legal %v", legal)
	}
	c.Now = Week{MonthOf(1942, 3), 1}
	p = &answers{keys: map[DecisionKind][]string{DecidePolitical: {"four_rotor_all_commands"}, DecideBerlin: {KeyBerlin}, DecideFavour: {"favour_0"}}}
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	if c.fourRotorLag() {
		t.Errorf("36.63D granted: the lag stays")
	}
	c.Now, c.Period = Week{MonthOf(1942, 12), 1}, 5
	if m := c.politicalIntel(); m != -1 {
		t.Errorf("1942-12: %d, want −1 (Triton broken)", m)
	}
	// the B-Dienst level stops at +3 [designed, SW 7.34's cap]
	c.pol.bdienst = 3
	for _, r := range c.Data.Political.Requests {
		if r.Key == "intelligence" && c.requestLegal(r) {
			t.Errorf("36.63A at B-Dienst +3")
		}
	}
}

// SW 36.51–36.52 at the end of the month: 9 VP are 4 points: OKM, the Reichskanzlei,
// then the player's (each body one before any gets a second; at most 2 to prestige);
// 9 U-boats lost: −2 to OKM, the Reichskanzlei and prestige.
func TestPoliticalMonthEnd(t *testing.T) {
	c, rec := polCampaign(t, Week{MonthOf(1940, 9), 4})
	c.pol.Influence, c.pol.Prestige = [4]int{0, 0, 0, 0}, 5
	p := &answers{keys: map[DecisionKind][]string{DecidePoints: {BodyOKW, KeyPrestige}}}
	c.player = p
	if err := c.politicalMonth(9, 9); err != nil {
		t.Fatal(err)
	}
	if len(p.asked) != 2 {
		t.Fatalf("%d point decisions, want 2", len(p.asked))
	}
	if o := p.asked[0]; o.Has(BodyOKM) || o.Has(BodyRK) || !o.Has(BodyOKW) || !o.Has(BodyOKL) || !o.Has(KeyPrestige) {
		t.Fatalf("third point options %+v", o.Options)
	}
	want := [4]int{1 - 2, 1, 0, 1 - 2}
	if c.pol.Influence != want || c.pol.Prestige != 5+1-2 {
		t.Fatalf("tracks %v prestige %d, want %v and 4", c.pol.Influence, c.pol.Prestige, want)
	}
	ev := eventsOf[*PoliticalEvent](rec)
	if len(ev) != 2 || ev[0].Kind != "points" || ev[0].Points != 4 || ev[1].Kind != "losses" || ev[1].Lost != 9 {
		t.Fatalf("events %+v", ev)
	}
	// the track limits: points over +2 and prestige over 9 are lost (36.51)
	c.pol.Influence, c.pol.Prestige = [4]int{2, 2, 2, 2}, 9
	if err := c.politicalMonth(4, 0); err != nil {
		t.Fatal(err)
	}
	if c.pol.Influence != [4]int{2, 2, 2, 2} || c.pol.Prestige != 9 {
		t.Fatalf("over the limits: %v %d", c.pol.Influence, c.pol.Prestige)
	}
	if ch := c.Data.Political.lossChange(16); ch != -5 {
		t.Errorf("16 lost: %d, want −5", ch)
	}
}

// SW 36.64 B (WP1–5, an OKM event): the iron-ore convoy refused on the PRT (level I, in
// Berlin): no boats are sent, the contact readings stay; the prestige is paid, OKM −1.
// An abwehr_agents refusal also costs OKW −1 (SW 5.0 "if not carried out").
func TestPoliticalReactionEarly(t *testing.T) {
	c, rec := polCampaign(t, Week{MonthOf(1939, 11), 2}, 0)
	e := earlyEntry(t, c, 1, 1, c.Now.Month)
	p := &answers{keys: map[DecisionKind][]string{DecideRefuse: {KeyRefuse}, DecideFavour: {"favour_0"}}}
	c.player = p
	if err := c.fireEarly(e, 1); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || !ev[0].Refused || len(ev[0].Orders) != 0 || ev[0].Key != "iron_ore_convoy" {
		t.Fatalf("war event %+v", ev)
	}
	if len(c.War.ev.early) != 1 || len(c.War.ev.early[0].contacts) == 0 {
		t.Fatalf("the contact reading must stay (SW 36.64)")
	}
	if c.pol.Prestige != 2 || infl(c, BodyOKM) != -1 || c.Dice.Left() != 0 {
		t.Fatalf("prestige %d OKM %d", c.pol.Prestige, infl(c, BodyOKM))
	}
	if d := p.asked[0]; d.Kind != DecideRefuse || d.Who() != "iron_ore_convoy" || !d.Has(KeyObey) || d.Options[1].Odds[0].P != 0.3 {
		t.Fatalf("refuse decision %+v", d)
	}
	// one reaction request a month (36.22)
	c.Now.N = 3
	c.Dice = NewScriptedDice()
	if err := c.fireEarly(earlyEntry(t, c, 1, 5, c.Now.Month), 5); err != nil {
		t.Fatal(err)
	}
	if len(p.asked) != 2 {
		t.Fatalf("a second refusal offered in the month")
	}
	// the event's own penalty: Abwehr agents OKW −1 (December)
	c.Now = Week{MonthOf(1939, 12), 1}
	c.Dice = NewScriptedDice(1)
	p.keys = map[DecisionKind][]string{DecideRefuse: {KeyRefuse}, DecideFavour: {"favour_0"}}
	if err := c.fireEarly(earlyEntry(t, c, 1, 7, c.Now.Month), 7); err != nil {
		t.Fatal(err)
	}
	if infl(c, BodyOKW) != -1 || infl(c, BodyOKM) != -2 || c.pol.Prestige != 1 {
		t.Fatalf("OKW %d OKM %d prestige %d", infl(c, BodyOKW), infl(c, BodyOKM), c.pol.Prestige)
	}
}

// SW 36.64A and D: a BdU event (transfer to training) is refused without a roll for 1
// prestige (OKM −1 [designed]); no boat leaves; from then on each new German boat rolls
// d10: 0 → Inexp.
func TestPoliticalRefuseTraining(t *testing.T) {
	c, rec := polCampaign(t, Week{MonthOf(1940, 9), 2})
	e := earlyEntry(t, c, 2, 1, c.Now.Month)
	p := &answers{keys: map[DecisionKind][]string{DecideRefuse: {KeyRefuse}}}
	c.player = p
	n := len(c.inService(nil))
	if err := c.fireEarly(e, 1); err != nil {
		t.Fatal(err)
	}
	if len(c.inService(nil)) != n || c.pol.trainingRefused != 1 || c.pol.Prestige != 2 || infl(c, BodyOKM) != -1 || len(rollsOf(rec, TabPRT)) != 0 {
		t.Fatalf("boats %d→%d refused %d prestige %d OKM %d", n, len(c.inService(nil)), c.pol.trainingRefused, c.pol.Prestige, infl(c, BodyOKM))
	}
	c.Now = Week{MonthOf(1940, 10), 1}
	arr := c.Data.ArrivalsIn(c.Now.Month)
	k := 0
	for _, v := range arr {
		k += v
	}
	faces := make([]int, k)
	faces[0] = 0 // the first arrival green, the rest trained
	for i := 1; i < k; i++ {
		faces[i] = 5
	}
	c.Dice = NewScriptedDice(faces...)
	out, err := c.Reinforce()
	if err != nil || len(out) != k || k == 0 {
		t.Fatalf("%d arrivals of %d: %v", len(out), k, err)
	}
	if out[0].Markers.Inexp != 1 || out[1].Markers.Inexp != 0 || c.Dice.Left() != 0 {
		t.Fatalf("Inexp %d %d (SW 36.64D)", out[0].Markers.Inexp, out[1].Markers.Inexp)
	}
	// the transfer that ends the rolls: the event's 2 boats and one more, not all Type II
	if c.pol.trainingOwed != 2 {
		t.Fatalf("owed %d, want the event's 2", c.pol.trainingOwed)
	}
	c.Now = Week{MonthOf(1940, 11), 1}
	c.Dice = NewScriptedDice()
	n = len(c.inService(nil))
	p = &answers{keys: map[DecisionKind][]string{DecideTraining: {KeyWithdraw}, DecidePolitical: {KeyNone}}}
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	withdrawn, nonII := 0, 0
	for _, b := range c.Boats {
		if b.State == Training || b.WithdrawOnArrival == Training {
			withdrawn++
			if !strings.HasPrefix(b.Type, "II") {
				nonII++
			}
		}
	}
	if withdrawn != 3 || nonII == 0 || c.pol.trainingRefused != 0 || len(c.inService(nil)) > n {
		t.Fatalf("withdrawn %d (non-II %d), rolls %d", withdrawn, nonII, c.pol.trainingRefused)
	}
	if out, _ := c.Reinforce(); len(out) > 0 && c.Dice.Left() != 0 {
		t.Errorf("rolls after the transfer")
	}
}

// design 8.5 (WP6–10): a tagged event is refused without a roll: 1 prestige, the named
// body −1 (Monsun, OKM); WP7 3 also OKW −1 (its "Refusal"); the BdU AI obeys (9.4).
func TestPoliticalReactionLate(t *testing.T) {
	c := newTestCampaign(t, MonthOf(1943, 6), 4)
	c.Political = true
	c.pol = c.newPolitical()
	c.Dice = NewScriptedDice(0, 1)
	c.War.congregation = map[string]int{}
	c.open = c.OpenBases()
	rec := &Recorder{}
	c.Log = rec
	p := &answers{keys: map[DecisionKind][]string{DecideRefuse: {KeyRefuse}}}
	c.player = p
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	ev := warEvents(rec)
	if len(ev) != 1 || ev[0].Key != "monsun" || !ev[0].Refused || ev[0].Applied || len(ev[0].Orders) != 0 {
		t.Fatalf("war event %+v", ev)
	}
	if c.pol.Prestige != 1 || infl(c, BodyOKM) != -1 {
		t.Fatalf("prestige %d OKM %d", c.pol.Prestige, infl(c, BodyOKM))
	}
	c.Now = Week{MonthOf(1944, 2), 1}
	c.Period = 7
	c.Dice = NewScriptedDice(0, 3)
	p.keys = map[DecisionKind][]string{DecideRefuse: {KeyRefuse}}
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if infl(c, BodyRK) != -1 || infl(c, BodyOKW) != -2 || c.pol.Prestige != 0 {
		t.Fatalf("RK %d OKW %d prestige %d", infl(c, BodyRK), infl(c, BodyOKW), c.pol.Prestige)
	}
	// no prestige left: no refusal offered
	c.Now = Week{MonthOf(1944, 3), 1}
	c.Dice = NewScriptedDice(0, 3)
	n := len(p.asked)
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if len(p.asked) != n {
		t.Errorf("a refusal offered without prestige")
	}
	// the AI obeys
	c.Now, c.pol.Prestige, c.player = Week{MonthOf(1944, 4), 1}, 5, nil
	c.Dice = NewScriptedDice(0, 3)
	rec.Events = nil
	if err := c.stepWarEvents(); err != nil {
		t.Fatal(err)
	}
	if ev := warEvents(rec); len(ev) != 1 || ev[0].Refused || c.pol.Prestige != 5 {
		t.Errorf("the AI refused: %+v", ev)
	}
}

// SW 36.63G: the French fleet seized in 1940-06/07 opens Toulon in 1940-08 (design 3.5);
// 36.63I: the Grand Banks may be patrolled before WP3 (SW 30.2).
func TestPoliticalToulonAndWaters(t *testing.T) {
	c, _ := polCampaign(t, Week{MonthOf(1940, 7), 1}, 0, 0)
	c.pol.Influence, c.pol.Prestige = [4]int{2, 0, 0, 2}, 9
	if c.patrolOpen("grand_banks") {
		t.Fatalf("grand_banks open in WP2 without a request")
	}
	p := &answers{keys: map[DecisionKind][]string{DecidePolitical: {"seize_french_fleet"}, DecideBerlin: {KeyBerlin}, DecideFavour: {"favour_0"}}}
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	if slices.Contains(c.OpenBases(), "toulon") {
		t.Fatalf("Toulon open in 1940-07")
	}
	c.Now = Week{MonthOf(1940, 8), 1}
	if !slices.Contains(c.OpenBases(), "toulon") {
		t.Fatalf("Toulon not open in 1940-08 (SW 36.63G)")
	}
	c.pol.Prestige = 9
	p = &answers{keys: map[DecisionKind][]string{DecidePolitical: {"grand_banks"}, DecideBerlin: {KeyBerlin}, DecideFavour: {"favour_0"}}}
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	if !c.patrolOpen("grand_banks") || c.patrolOpen("maritimes") {
		t.Fatalf("36.63I: grand_banks %v maritimes %v", c.patrolOpen("grand_banks"), c.patrolOpen("maritimes"))
	}
	for _, r := range c.Data.Political.Requests {
		if r.Key == "western_waters" && c.requestLegal(r) {
			t.Errorf("36.63L legal before the Pan-American security zone")
		}
	}
}

// design 6.2.3: follow orders, +1 prestige with the module, nothing without it.
func TestPoliticalFollowOrders(t *testing.T) {
	c, rec := polCampaign(t, Week{MonthOf(1940, 7), 1})
	b := c.Boats[0].ID
	if err := c.FollowOrders(b); err != nil || c.pol.Prestige != 4 {
		t.Fatalf("prestige %d: %v", c.pol.Prestige, err)
	}
	if ev := eventsOf[*PoliticalEvent](rec); len(ev) != 1 || ev[0].Kind != "follow_orders" || ev[0].Key != b {
		t.Fatalf("events %+v", ev)
	}
	if err := c.FollowOrders("U-9999"); err == nil {
		t.Errorf("a boat not in the campaign")
	}
	off, rec2 := earlyCampaign(t, Week{MonthOf(1940, 7), 1})
	if err := off.FollowOrders(b); err != nil || len(rec2.Events) != 0 {
		t.Errorf("without the module: %v, %d events", err, len(rec2.Events))
	}
}

// Without the module none of its code acts: a whole war with the option off emits no
// political event, roll or decision, its helpers give the values of the rules without
// it, and the campaign_start lists no political option (the logs were compared byte for
// byte with main's before the module: uboat-sim -campaign 1939-09/1943-06 -seed 1, 2).
func TestPoliticalOffNeverEntered(t *testing.T) {
	c := newTestCampaign(t, FirstMonth, 11)
	kinds := map[DecisionKind]bool{DecidePolitical: true, DecideBerlin: true, DecideFavour: true, DecidePoints: true, DecideRefuse: true, DecideTraining: true,
		DecideVichyBase: true}
	bad := ""
	check := func(e Event) {
		switch x := e.(type) {
		case *PoliticalEvent:
			bad = "political event"
		case *RollEvent:
			if x.Table == TabPRT || x.Table == TabTrainingInex || x.Table == TabSpainWarEvent || x.Table == TabTorchSpain ||
				x.Table == TabVichyBoat || x.Table == TabVichyWarEvent || x.Table == TabDakar || x.Table == TabDarlan ||
				x.Table == TabMaritimesBlackout { // (and the national requests' tables: spain.go, vichy.go, westwaters.go)
				bad = "roll " + string(x.Table)
			}
		case *DecisionEvent:
			if kinds[x.Kind] {
				bad = "decision " + string(x.Kind)
			}
		case *WarEventEvent:
			if x.Refused {
				bad = "refused war event"
			}
		case *CampaignStartEvent:
			if slices.Contains(x.Options, "political") {
				bad = "option"
			}
		}
	}
	c.Log = sinkFunc(check)
	for !c.War.Ended {
		if err := c.PlayWeek(nil); err != nil {
			t.Fatal(err)
		}
		if c.pol != nil || bad != "" {
			t.Fatalf("%v: political state %v, %s", c.Now, c.pol != nil, bad)
		}
		if c.enigmaLevel() != EnigmaLevel(c.Now.Month, c.Period) || c.fourRotorLag() != (c.Now.Month >= MonthOf(1942, 2)) ||
			c.packCap() != 0 || c.openedByRequest("grand_banks") {
			t.Fatalf("%v: a helper acts without the module", c.Now)
		}
	}
	if _, ok := c.Tracks(); ok {
		t.Errorf("tracks without the module")
	}
}

// randomPolitics is a player who answers the political decisions at random (the other
// decisions are the AI's): it makes requests, refuses events, spends favour.
type randomPolitics struct{ r *rand.Rand }

func (p *randomPolitics) Decide(c *Campaign, d *Decision) string {
	switch d.Kind {
	case DecidePolitical, DecideBerlin, DecideFavour, DecidePoints, DecideRefuse, DecideTraining:
		return d.Options[p.r.IntN(len(d.Options))].Key
	}
	return ""
}

// Campaigns with the module on, from every start, by the BdU AI and by a player who
// plays the politics at random: the invariants hold every week, a View fed the events
// follows the engine after every event (tracks included), the tracks stay on them, and
// the requests, refusals and month ends all happen.
func TestPoliticalCampaigns(t *testing.T) {
	t.Parallel() // (whole campaigns on the shared, read-only Data)
	n := 24
	if testing.Short() {
		n = 6
	}
	seen := map[string]int{}
	for i := range n {
		start := StartMonths[i%len(StartMonths)]
		c := newTestCampaign(t, start, uint64(100+i))
		c.Political = true
		var p Decider
		if i%2 == 1 {
			p = &randomPolitics{rand.New(rand.NewPCG(uint64(i), 7))}
		}
		f := newFollower(t, c)
		count := sinkFunc(func(e Event) {
			if pe, ok := e.(*PoliticalEvent); ok {
				seen[pe.Kind+"/"+pe.Result]++
			}
			if we, ok := e.(*WarEventEvent); ok && we.Refused {
				seen["refused"]++
			}
		})
		c.Log = count
		if i == 1 && !testing.Short() { // the View after every event (the slow part): 1940-07, random politics, 120 weeks
			c.Log = Sinks{f, count}
		}
		for w := 0; !c.War.Ended; w++ {
			if w == 120 {
				c.Log = count
			}
			if err := c.PlayWeek(p); err != nil {
				t.Fatalf("%s seed %d %v: %v", start, 100+i, c.Now, err)
			}
			if err := c.CheckInvariants(); err != nil {
				t.Fatalf("%s %v: %v", start, c.Now, err)
			}
			if f.failed {
				t.FailNow()
			}
			s := c.pol
			for _, v := range s.Influence {
				if v < -2 || v > 2 {
					t.Fatalf("%v: influence %v", c.Now, s.Influence)
				}
			}
			if s.Prestige < 0 || s.Prestige > 9 {
				t.Fatalf("%v: prestige %d", c.Now, s.Prestige)
			}
		}
	}
	for _, k := range []string{"start/", "points/", "losses/", "request/granted", "request/refused", "reaction/granted", "refused",
		"valuable/", "aircraft/"} {
		if seen[k] == 0 {
			t.Errorf("no %s in %d campaigns: %v", k, n, seen)
		}
	}
	t.Logf("%v", seen)
}

// Saves (issue 16): a campaign with the module holds it in its config and replays, with
// the player's political answers, to the same state.
func TestPoliticalSaveReplays(t *testing.T) {
	c := newTestCampaign(t, FirstMonth, 21)
	c.Political = true
	rec := NewOrderRecorder(&randomPolitics{rand.New(rand.NewPCG(3, 3))})
	for range 60 {
		if err := c.PlayWeek(rec); err != nil {
			t.Fatal(err)
		}
	}
	sv, b := saveBytes(t, c, rec)
	if !sv.Config.Political || len(sv.Answers) == 0 {
		t.Fatalf("config %+v, %d answers", sv.Config, len(sv.Answers))
	}
	if !strings.Contains(string(b), `"political":true`) {
		t.Fatalf("save %s", b[:200])
	}
	got, err := LoadSave(b)
	if err != nil {
		t.Fatal(err)
	}
	r, _, err := ReplaySave(got, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.StateDigest() != c.StateDigest() || !r.Political || r.pol.Prestige != c.pol.Prestige {
		t.Fatalf("replayed digest %s, saved %s", r.StateDigest(), c.StateDigest())
	}
	// without the module the same answers do not replay
	got.Config.Political = false
	if _, _, err := ReplaySave(got, nil); err == nil {
		t.Errorf("a political save replayed without the module")
	}
}

// data/political.yaml is validated on load: every rule has a broken copy.
func TestPoliticalDataValidation(t *testing.T) {
	breakPolitical(t, []brokenLine{
		{"bodies: [OKM, OKW, OKL, Reichskanzlei]", "bodies: [OKM, OKW, OKL]", "SW 36.11"},
		{"influence: {min: -2, max: 2}", "influence: {min: -3, max: 2}", "five columns"},
		{`- {start: "1943-06"`, `- {start: "1943-07"`, "not a campaign start"},
		{"prestige: 3}", "prestige: 12}", "prestige 12"},
		{"    1: [6, 7, 8, 9, 10]", "    1: [6, 7, 8, 9]", "five rows"},
		{"    2: [X, X, X, -3, -3]", "    2: [X, X, Y, -3, -3]", "neither a number nor X"},
		{"    10: [2, 3, 4, 5, 5]", "    10: [2, 3, 4, 5, 1]", "numbers fall"},
		{"    3: [2, 3, 4, 5, 6]", "    3: [2, 3, 4, 5, 11]", "has no numbers"},
		{"{prestige: 3, mod: -2}", "{prestige: 3, mod: -1}", "favour 1"},
		{"{from: 9, change: -2}", "{from: 9, change: 1}", "SW 36.52"},
		{"level: 1, from_wp: 1, until_wp: 5, effect: torpedo", "level: 4, from_wp: 1, until_wp: 5, effect: torpedo", "level 4"},
		{"effect: bdienst", "effect: aircraft", "not one the engine makes"},
		{"zones: [grand_banks]", "zones: [germany]", "not an operating area"},
		{"requires: pan_american_security_zone", "requires: no_such_event", "neither a request nor a war event"},
		{"until_wp: 2, once: true, effect: open", "until_wp: 6, once: true, effect: open", "WP1–5"},
		{"    OKM: {level: 1, cost: 1,", "    OKX: {level: 1, cost: 1,", "not a tag"},
		{"    Reichskanzlei: {level: 3, cost: 3,", "    Reichskanzlei: {level: 3, cost: 2,", "the level is paid"},
		{"{wp: 1, event: dunkirk,", "{wp: 1, event: dunkirk_2,", "not a war event"},
		{"changes: {OKL: -2}", "changes: {OKX: -2}", "not a body"},
		{"  heavy_cruiser: {OKM: 1}", "  cruiser: {OKM: 1}", "not a class of design 6.1.1"},
		{"effect: air_seaplane,\n     granted", "effect: air_seaplane, zones: [north_sea],\n     granted", "zones belong to effect open"},
	})
	// a tag of the WP1–5 tables without a reaction
	_, err := loadYAML(fileCampaign, func(s string) string {
		return strings.Replace(s, "key: defence_of_norway\n      target: Reichskanzlei", "key: defence_of_norway\n      target: OKL", 1)
	})
	if err == nil || !strings.Contains(err.Error(), "has no reaction") {
		t.Errorf("a tag without a reaction: %v", err)
	}
}

// SW 36.53: a battleship sunk (design 6.1.1 task-force unit, d10 8) moves OKM +2 and the
// Reichskanzlei +1 at once; a merchant nothing.
func TestPoliticalValuableTarget(t *testing.T) {
	c, rec := polCampaign(t, Week{MonthOf(1940, 2), 2}, 8, 3)
	b := c.Boats[0]
	c.sinkShip(b, Contact{Category: CatTaskForce, Zone: "north_sea"})
	if infl(c, BodyOKM) != 2 || infl(c, BodyRK) != 1 {
		t.Fatalf("after a battleship: OKM %d RK %d", infl(c, BodyOKM), infl(c, BodyRK))
	}
	ev := eventsOf[*PoliticalEvent](rec)
	if len(ev) != 1 || ev[0].Kind != "valuable" || ev[0].Key != "battleship" || ev[0].Rule != "SW 36.53" {
		t.Fatalf("events %+v", ev)
	}
	c.sinkShip(b, Contact{Category: CatLoner, Zone: "north_sea"})
	if len(eventsOf[*PoliticalEvent](rec)) != 1 || c.Dice.Left() != 0 {
		t.Errorf("a merchant moved the tracks")
	}
}

// SW 36.62A–D with 36.15: with the module the recon aircraft of design 7.9 come only by
// request; a granted one searches from the next turn; at the start of WP3 those not
// kept (36.62B, D) leave.
func TestPoliticalAircraft(t *testing.T) {
	c, _ := polCampaign(t, Week{MonthOf(1939, 10), 1}, 0)
	if got := c.reconAvailable(); len(got) != 0 {
		t.Fatalf("WP1 aircraft without a request: %v", got)
	}
	// 36.62A (the worked example's request): L2, OKL −1 → row 5, RK 0 → −1; favour 1: 0 − 1 ≤ −1
	p := &answers{keys: map[DecisionKind][]string{DecidePolitical: {"seaplane_group"}, DecideFavour: {"favour_1"}}}
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	if infl(c, BodyOKM) != 1 || infl(c, BodyOKL) != -2 || c.pol.Prestige != 0 {
		t.Fatalf("consequences: OKM %d OKL %d prestige %d (SW 36.23 example: OKM +1, OKL −1)", infl(c, BodyOKM), infl(c, BodyOKL), c.pol.Prestige)
	}
	if got := c.reconAvailable(); len(got) != 0 {
		t.Fatalf("searches this turn: %v", got)
	}
	c.politicalTurnEnd()
	if got := c.reconAvailable(); !slices.Equal(got, []string{Do18}) {
		t.Fatalf("next turn: %v, want the Do 18", got)
	}
	if c.requestLegal(c.Data.Political.Requests[slices.IndexFunc(c.Data.Political.Requests, func(r *Request) bool { return r.Key == "seaplane_group" })]) {
		t.Errorf("a second Do 18 (7.9 lists one)")
	}
	// WP2: a Fw 200 and its keeping; at WP3 it stays, the Do 18 leaves
	c.Now, c.Period = Week{MonthOf(1940, 9), 1}, 2
	c.pol.Influence, c.pol.Prestige = [4]int{2, 0, 2, 2}, 9
	c.Dice = NewScriptedDice(0, 0)
	for _, key := range []string{"long_range_recon", "keep_long_range_recon"} {
		p = &answers{keys: map[DecisionKind][]string{DecidePolitical: {key}, DecideBerlin: {KeyBerlin}, DecideFavour: {"favour_0"}}}
		if err := c.stepPolitical(p); err != nil {
			t.Fatal(err)
		}
		c.politicalTurnEnd()
		c.pol.Prestige = 9
	}
	if got := c.reconAvailable(); !slices.Equal(got, []string{Do18, Fw200}) {
		t.Fatalf("WP2: %v", got)
	}
	c.Now, c.Period = Week{MonthOf(1941, 4), 1}, 3
	c.airCheck()
	if got := c.reconAvailable(); !slices.Equal(got, []string{Fw200}) || c.pol.air[Do18] != 0 || c.pol.airKept[Fw200] {
		t.Fatalf("WP3: %v held %v kept %v", got, c.pol.air, c.pol.airKept)
	}
}

// SW 36.61A–B: the base infrastructure request rolls 2d10 months; from then the German
// boats' readiness is +1 (the READY roll's number), to the start of WP4 unless 36.61B is
// granted from Barbarossa on.
func TestPoliticalInfrastructure(t *testing.T) {
	c, rec := polCampaign(t, Week{MonthOf(1940, 1), 1}, 0, 2, 1)
	c.pol.Influence = [4]int{0, 2, 0, 2}
	p := &answers{keys: map[DecisionKind][]string{DecidePolitical: {"base_infrastructure"}, DecideFavour: {"favour_0"}}}
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	if c.pol.infraFrom != MonthOf(1940, 4) || c.Dice.Left() != 0 {
		t.Fatalf("infrastructure from %v", c.pol.infraFrom)
	}
	var roll *RollEvent
	for _, e := range rec.Events {
		if r, ok := e.(*RollEvent); ok && r.Table == TabInfrastructure {
			roll = r
		}
	}
	if roll == nil || roll.Total != 3 || roll.Dice != "2d10" {
		t.Fatalf("INFRASTRUCTURE roll %+v", roll)
	}
	b := c.Boats[0]
	base, _, _, _ := c.yardStep(c.Data.Map.Bases["germany"], b, Pierside)
	c.Now = Week{MonthOf(1940, 4), 1}
	with, _, _, _ := c.yardStep(c.Data.Map.Bases["germany"], b, Pierside)
	if with != base+1 {
		t.Fatalf("readiness %d → %d, want +1 from 1940-04", base, with)
	}
	c.Now, c.Period = Week{MonthOf(1942, 1), 1}, 4
	if c.infrastructure(b) != 0 {
		t.Errorf("kept into WP4 without 36.61B")
	}
	c.pol.infraKept = true
	if c.infrastructure(b) != 1 {
		t.Errorf("36.61B granted: lost in WP4")
	}
	c.Now, c.Period = Week{MonthOf(1941, 5), 1}, 3
	for _, r := range c.Data.Political.Requests {
		if r.Key == "keep_base_infrastructure" && c.requestLegal(r) {
			t.Errorf("36.61B before Barbarossa")
		}
	}
}

// SW 36.61C–D: the production increase brings every arrival (design 4.5) k months
// earlier for 2d10 months from the next month: no boat is lost or added, month s takes
// the boats due s … s+k, a month inside the window those due k later, the k months after
// it none; a boat due from 1943-01 keeps its Inexp (4.5) when it comes early.
func TestPoliticalProduction(t *testing.T) {
	c, rec := polCampaign(t, Week{MonthOf(1942, 6), 1}, 0, 1, 2)
	c.pol.Influence = [4]int{0, 0, 0, 2}
	p := &answers{keys: map[DecisionKind][]string{DecidePolitical: {"large_production_increase"}, DecideBerlin: {KeyBerlin}, DecideFavour: {"favour_0"}}}
	c.pol.Prestige = 9
	if err := c.stepPolitical(p); err != nil {
		t.Fatal(err)
	}
	s := MonthOf(1942, 7)
	if c.pol.prodFrom != s || c.pol.prodMonths != 3 || c.pol.prodShift != 2 || len(rollsOf(rec, TabPRT)) != 1 {
		t.Fatalf("production from %v for %d months, %d earlier", c.pol.prodFrom, c.pol.prodMonths, c.pol.prodShift)
	}
	for _, r := range c.Data.Political.Requests {
		if r.Key == "small_production_increase" && c.requestLegal(r) {
			t.Errorf("36.61D after 36.61C")
		}
	}
	sum := func(m map[string]int) int {
		n := 0
		for _, v := range m {
			n += v
		}
		return n
	}
	due := func(a, b Month) int {
		n := 0
		for m := a; m <= b; m++ {
			n += sum(c.Data.ArrivalsIn(m))
		}
		return n
	}
	got := map[Month]int{}
	greens := 0
	for m := s - 1; m <= s+8; m++ {
		arr, green := c.arrivals(m)
		got[m] = sum(arr)
		if m == s+2 { // 1942-09 takes the boats due 1942-11: not Inexp
			greens = sum(green)
		}
	}
	want := map[Month]int{s - 1: due(s-1, s-1), s: due(s, s+2), s + 1: due(s+3, s+3), s + 2: due(s+4, s+4),
		s + 3: 0, s + 4: 0, s + 5: due(s+5, s+5), s + 6: due(s+6, s+6)}
	for m, n := range want {
		if got[m] != n {
			t.Errorf("%v: %d arrivals, want %d", m, got[m], n)
		}
	}
	total := 0
	for m := s; m <= s+8; m++ {
		total += got[m]
	}
	if total != due(s, s+8) {
		t.Errorf("boats %d, due %d: the production increase must move boats, not make them", total, due(s, s+8))
	}
	if greens != 0 {
		t.Errorf("boats due 1942-11 marked Inexp")
	}
	c.pol.prodFrom, c.pol.prodMonths = MonthOf(1942, 11), 4
	arr, green := c.arrivals(MonthOf(1942, 12)) // takes those due 1943-02
	if sum(arr) == 0 || sum(green) != sum(arr) {
		t.Errorf("boats due 1943-02 in 1942-12: %v, Inexp %v (4.5 from 1943)", arr, green)
	}
}

// SW 36.41: at Kerneval (WP2–5) the BdU may go to Berlin to refuse an OKM event (no
// away modifier on the PRT roll); that week 36.43 caps the packs (3 in 1940).
func TestPoliticalReactionBerlin(t *testing.T) {
	c, rec := polCampaign(t, Week{MonthOf(1940, 9), 2}, 2)
	c.pol.Influence = [4]int{0, 0, 0, 0}
	e := earlyEntry(t, c, 2, 4, c.Now.Month)
	p := &answers{keys: map[DecisionKind][]string{DecideRefuse: {KeyRefuse}, DecideBerlin: {KeyBerlin}, DecideFavour: {"favour_0"}}}
	c.player = p
	if err := c.fireEarly(e, 4); err != nil {
		t.Fatal(err)
	}
	// L1 (OKM), OKM 0 → row 8, RK 0 → 2: 2 ≤ 2 in Berlin (at Kerneval 2 + 1 = 3: refused)
	r := rollsOf(rec, TabPRT)
	if len(r) != 1 || r[0].Result != "granted" || len(r[0].Mods) != 0 {
		t.Fatalf("PRT %+v", r)
	}
	if ev := warEvents(rec); len(ev) != 1 || !ev[0].Refused || len(ev[0].Orders) != 0 || ev[0].Key != e.Key {
		t.Fatalf("war event %+v", ev)
	}
	if !c.bduInBerlin() || c.packCap() != 3 {
		t.Errorf("Berlin %v cap %d (SW 36.41, 36.43)", c.bduInBerlin(), c.packCap())
	}
	if d := p.asked[1]; d.Kind != DecideBerlin || d.Who() != e.Key {
		t.Errorf("Berlin decision %+v", d)
	}
}

// design 6.2.3: the flagship's sail decision in WP6–10 carries the BdU's [P1] proposal
// (Decision.Proposal, a P1 roll); answering it gains 1 prestige (follow orders), another
// OA nothing; the AI follows orders.
func TestPoliticalFollowOrdersFlagship(t *testing.T) {
	for i, follow := range []bool{true, false, true} {
		ai := i == 2 // the BdU AI answers every decision
		c := newTestCampaign(t, MonthOf(1943, 6), 5)
		c.Political = true
		rec := &Recorder{}
		c.Log = rec
		if err := c.Begin(); err != nil {
			t.Fatal(err)
		}
		c.open = c.OpenBases()
		var flag *Boat
		for _, b := range c.Boats {
			if b.State == Ready && slices.Contains(c.open, b.Zone) && c.Data.Types[b.Type].Torpedoes > 0 {
				flag = b
				break
			}
		}
		c.flagship = flag.ID
		proposal := ""
		var p Decider = DeciderFunc(func(c *Campaign, d *Decision) string {
			if d.Kind != DecideSail || d.Boat != flag {
				if d.Proposal != "" {
					t.Errorf("%s: a proposal on another boat's decision", d.Who())
				}
				return ""
			}
			proposal = d.Proposal
			if follow {
				return d.Proposal
			}
			for _, o := range d.Options {
				if o.Key != KeyWait && o.Key != d.Proposal {
					return o.Key
				}
			}
			return KeyWait
		})
		before := c.pol.Prestige
		if ai {
			p = nil
			proposal = "(the AI's)"
		}
		if err := c.stepOrders(p); err != nil {
			t.Fatal(err)
		}
		if ai && flag.Destination == "" {
			t.Fatalf("the AI did not sail the flagship")
		}
		if proposal == "" {
			t.Fatalf("no proposal for the flagship %s", flag.ID)
		}
		got := 0
		for _, e := range rec.Events {
			if pe, ok := e.(*PoliticalEvent); ok && pe.Kind == "follow_orders" && pe.Key == flag.ID {
				got++
			}
		}
		want := b2i(follow)
		if got != want || c.pol.Prestige != before+want {
			t.Errorf("follow %v: %d follow_orders events, prestige %d → %d", follow, got, before, c.pol.Prestige)
		}
	}
}

// brokenLine is one rule of a data file's validation: old replaced by new must fail
// with an error that says says.
type brokenLine struct{ old, new, says string }

// breakPolitical loads political.yaml once per case with its line broken and checks the
// error names the file and says the case's words.
func breakPolitical(t *testing.T, cases []brokenLine) {
	t.Helper()
	for _, tc := range cases {
		_, err := loadYAML(filePolitical, func(s string) string {
			if !strings.Contains(s, tc.old) {
				t.Fatalf("%q not in the data", tc.old)
			}
			return strings.Replace(s, tc.old, tc.new, 1)
		})
		if err == nil || !strings.Contains(err.Error(), tc.says) || !strings.Contains(err.Error(), filePolitical) {
			t.Errorf("%q → %q: error %v, want %q", tc.old, tc.new, err, tc.says)
		}
	}
}
