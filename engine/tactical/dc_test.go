package tactical

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"uboat/engine"
	"uboat/engine/policy"
)

// §9.4 damage control and crash dive, §9.5.2 save/load, §9.5.5 ticks.

// dcRoll is one FLOOD or [E5] roll of a career: its target (FLOOD: flooding on 5+;
// E5: the repair number), the LI modifiers, the tactical modifier and the outcome.
type dcRoll struct {
	table   string
	target  int
	li, tac int
	bad     bool // FLOOD: flooding; E5: failed
}

// dcCareers plays n careers (seeds from 1) of a VIIC under the commander policy with
// the damage-control kind on (provider != nil) or the table game, and returns the
// FLOOD and [E5] rolls of the 10.8 systems and the count of systems made Inoperative,
// hull boxes and crew wounds (§9.4.3), and the number of combats with hits.
func dcCareers(t testing.TB, n int, on bool) (rolls []dcRoll, inop, hull, wounds int) {
	d := MustData()
	c := new(engine.Career)
	opts := engine.Options{}
	if on {
		opts[engine.TacticalOption(engine.TacDamageControl, engine.TacAlways)] = true
	}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		if on {
			c.SetTactical(NewAIProvider(d, Reference, policy.NewCommander()))
		} else {
			c.SetTactical(nil)
		}
		if err := c.Reset(engine.Config{Seed: seed, Type: "VIIC", Options: opts}, nil); err != nil {
			t.Fatal(err)
		}
		c.SetSink(func(e engine.Event) {
			switch ev := e.(type) {
			case *engine.RollEvent:
				if ev.Table != "FLOOD" && ev.Table != "E5" {
					return
				}
				r := dcRoll{table: ev.Table, target: 5, bad: ev.Result == "flooding" || ev.Result == "failed"}
				if ev.Table == "E5" {
					s := c.State().Boat.Sys(ev.Column)
					if s == nil || s.Repair < 1 || s.Repair > 4 {
						return // not a 10.8 system box (Extra Flak, random-event repairs)
					}
					r.target = s.Repair
				}
				for _, m := range ev.Mods {
					if strings.HasPrefix(m.Why, "tactical:") {
						r.tac += m.V
					} else {
						r.li += m.V
					}
				}
				rolls = append(rolls, r)
			case *engine.UboatDamageEvent:
				switch {
				case ev.State == "inoperative":
					inop++
				case ev.System == "hull":
					hull++
				}
			case *engine.CrewEvent:
				if ev.State != engine.CrewOK {
					wounds++
				}
			}
		})
		if err := c.Run(policy.NewCommander()); err != nil {
			t.Fatal(err)
		}
	}
	return
}

// pOK is the chance of the good outcome of one roll with total modifier m: FLOOD no
// flooding (1d6 + m ≤ 4), E5 repaired (1d6 + m ≤ target).
func pOK(r dcRoll, m int) float64 {
	lim := r.target
	if r.table == "FLOOD" {
		lim = 4
	}
	return math.Max(0, math.Min(6, float64(lim-m))) / 6
}

// dcRates sums, over the rolls of one table (and E5 target), the observed bad rate,
// the expected bad rate with the rolls' own modifiers (tactical ones included), and
// the table's (the same rolls without the tactical modifier).
func dcRates(rolls []dcRoll, table string, target, li int) (n int, obs, exp, tab float64) {
	for _, r := range rolls {
		if r.table != table || (table == "E5" && r.target != target) || r.li != li {
			continue
		}
		n++
		if r.bad {
			obs++
		}
		exp += 1 - pOK(r, r.li+r.tac)
		tab += 1 - pOK(r, r.li)
	}
	if n > 0 {
		obs, exp, tab = obs/float64(n), exp/float64(n), tab/float64(n)
	}
	return
}

// TestDamageControlMatchesTable is §9.4.1 and §9.4.2 on careers played with the
// reference DC (§6.3): the additional-flooding rate over rounds with flooding, and the
// [E5] success per repair number (early plus end-of-combat), against the table.
// The claim is checked exactly on the expected rates (each roll's own modifiers: the
// scene's effect without dice noise, ±3 pp) and on the observed rates (±3 pp widened
// by three standard errors of the sample). Reduced: 300 careers; TAC_LONG=1: 2,000.
func TestDamageControlMatchesTable(t *testing.T) {
	n := 300
	if longRun() {
		n = 2000
	}
	rolls, _, _, _ := dcCareers(t, n, true)
	check := func(name string, k int, obs, exp, tab float64) {
		t.Helper()
		if k < 30 {
			return // LI states and numbers with too few rolls at these seeds
		}
		se := math.Sqrt(tab * (1 - tab) / float64(k))
		t.Logf("%s: n %d observed %.3f expected %.3f table %.3f", name, k, obs, exp, tab)
		if math.Abs(exp-tab) > 0.03 {
			t.Errorf("%s: expected rate %.3f vs table %.3f (±3 pp)", name, exp, tab)
		}
		if math.Abs(obs-tab) > 0.03+3*se {
			t.Errorf("%s: observed rate %.3f vs table %.3f (±3 pp + 3 SE %.3f)", name, obs, tab, 3*se)
		}
	}
	seen := 0
	for _, li := range []int{-1, 0, 1} { // Experte, normal, SW/KIA (10.8.3)
		k, obs, exp, tab := dcRates(rolls, "FLOOD", 0, li)
		check("9.4.1 additional flooding, LI "+itoa(int64(li)), k, obs, exp, tab)
		seen += k
		for num := 1; num <= 4; num++ {
			k, obs, exp, tab := dcRates(rolls, "E5", num, li)
			check("9.4.2 repair 1–"+itoa(int64(num))+", LI "+itoa(int64(li)), k, 1-obs, 1-exp, 1-tab)
		}
	}
	tacs := 0
	for _, r := range rolls {
		if r.tac != 0 {
			tacs++
		}
		if r.tac < -1 || r.tac > 1 {
			t.Fatalf("tactical modifier %d outside −1 … +1 (9.5.4)", r.tac)
		}
	}
	if seen < 300 || tacs == 0 {
		t.Fatalf("%d FLOOD rolls, %d tactical modifiers: the scene did not play", seen, tacs)
	}
}

// TestDamageControlNoNewLosses is §9.4.3: the layer makes no Hunted results of its
// own: at the same seeds, Inoperative systems, hull boxes and crew wounds per career
// match the table engine's within 3σ (the careers diverge only through the FLOOD and
// [E5] results the scene modifies). Reduced: 300 careers; TAC_LONG=1: 2,000.
func TestDamageControlNoNewLosses(t *testing.T) {
	n := 300
	if longRun() {
		n = 2000
	}
	_, i1, h1, w1 := dcCareers(t, n, true)
	_, i0, h0, w0 := dcCareers(t, n, false)
	t.Logf("per career: inoperative %.3f / %.3f, hull %.3f / %.3f, wounds %.3f / %.3f (tactical / table)",
		float64(i1)/float64(n), float64(i0)/float64(n), float64(h1)/float64(n), float64(h0)/float64(n), float64(w1)/float64(n), float64(w0)/float64(n))
	for _, c := range []struct {
		name string
		a, b int
	}{{"inoperative", i1, i0}, {"hull", h1, h0}, {"wounds", w1, w0}} {
		// counts as Poisson: the difference of two counts has variance a + b
		if d := math.Abs(float64(c.a - c.b)); d > 3*math.Sqrt(float64(c.a+c.b)) {
			t.Errorf("%s: %d with the layer vs %d by table (beyond 3σ)", c.name, c.a, c.b)
		}
	}
	if i0 == 0 || h0 == 0 {
		t.Fatal("no losses by table in the sample")
	}
}

// scriptDC plays a standard combat: two rounds of hits (§4.1 results) with the §6.3 AI.
func scriptDC(t testing.TB, seed uint64, ai *DCAI, save func(*DCScene)) *DCScene {
	sc, err := NewDC(MustData(), DCSetup{Seed: seed, LIHealthy: true, LITeam: 1, Crew: [4]int{0, 1, 0, 2}})
	if err != nil {
		t.Fatal(err)
	}
	sc.SetPhase(PhaseAttack)
	for _, h := range []struct {
		r string
		n int
	}{{"flooding", 0}, {"electric_1", 3}, {"batteries", 2}, {"flooding_x2", 0}, {"diesel_2", 4}} {
		if _, err := sc.Hit(h.r, h.n); err != nil {
			t.Fatal(err)
		}
	}
	sc.Run(ai, 300)
	if save != nil {
		save(sc)
	}
	sc.EndRound()
	sc.SetPhase(PhaseSearch)
	sc.Run(ai, 300)
	sc.SetPhase(PhaseAttack)
	for _, r := range []string{"flooding", "dive_planes", "radio"} {
		_, _ = sc.Hit(r, 2)
	}
	sc.Run(ai, 300)
	sc.EndRound()
	sc.SetPhase(PhaseAfter)
	sc.Run(ai, 1800)
	sc.Surface()
	return sc
}

// TestDCSaveLoad is §9.5.2 for damage control: saved in the middle of a round and
// loaded, the scene continues to the same log, byte for byte, and the same values.
func TestDCSaveLoad(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		var loaded *DCScene
		ref := scriptDC(t, seed, NewDCAI(Reference), nil)
		_ = scriptDC(t, seed, NewDCAI(Reference), func(sc *DCScene) {
			b, err := sc.Save()
			if err != nil {
				t.Fatal(err)
			}
			if loaded, err = LoadDC(MustData(), b); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(JSONLines(loaded.Log), JSONLines(sc.Log)) || loaded.Water != sc.Water || loaded.Teams != sc.Teams {
				t.Fatalf("seed %d: the loaded scene differs at the save", seed)
			}
		})
		// continue the loaded scene by the same script (its AI's replan clock restarts
		// at the save, so drive it by the reference's orders instead)
		cont, err := ReplayDC(MustData(), ref.Setup, ref.Inputs, ref.Orders, ref.Tick)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(JSONLines(cont.Log), JSONLines(ref.Log)) {
			t.Fatalf("seed %d: replay of the whole scene differs", seed)
		}
		for _, s := range []string{"electric_1", "batteries", "diesel_2", "dive_planes", "radio"} {
			a1, w1, ok1 := ref.RepairDRM(s)
			a2, w2, ok2 := cont.RepairDRM(s)
			if a1 != a2 || w1 != w2 || ok1 != ok2 {
				t.Fatalf("seed %d: RepairDRM(%s) differs after replay", seed, s)
			}
		}
		if _, err := LoadDC(MustData(), []byte(`{"version":99}`)); err == nil {
			t.Fatal("a save of another data version loaded")
		}
	}
}

// TestDCFloodingDRM is §4.5.1 on scripted orders: plugged −1, pump 3 of 5 turns −1,
// untouched +1, partly 0; no leak, no check.
func TestDCFloodingDRM(t *testing.T) {
	mk := func() *DCScene {
		sc, err := NewDC(MustData(), DCSetup{Seed: 3, LIHealthy: true, LITeam: 1})
		if err != nil {
			t.Fatal(err)
		}
		return sc
	}
	leakAt := func(sc *DCScene) int {
		for i := range sc.Jobs {
			if sc.Jobs[i].Kind == JobLeak {
				return i
			}
		}
		t.Fatal("no leak")
		return -1
	}
	// untouched: +1
	sc := mk()
	_, _ = sc.Hit("flooding", 0)
	sc.Run(nil, 300)
	if v, why, ok := sc.EndRound(); !ok || v != 1 || !strings.HasPrefix(why, "tactical:") {
		t.Fatalf("untouched leak: %d %q %v", v, why, ok)
	}
	// the LI's team plugs it: −1
	sc = mk()
	_, _ = sc.Hit("flooding", 0)
	if err := sc.Do(Command{Kind: CmdDCAssign, N: 1, Target: leakAt(sc)}); err != nil {
		t.Fatal(err)
	}
	sc.Run(nil, 420)
	if v, _, ok := sc.EndRound(); !ok || v != -1 {
		t.Fatalf("plugged leak: %d %v (done %.0f of %.0f)", v, ok, sc.Jobs[0].DoneS, sc.Jobs[0].WorkS)
	}
	// worked but not finished: 0
	sc = mk()
	_, _ = sc.Hit("flooding", 0)
	_ = sc.Do(Command{Kind: CmdDCAssign, N: 0, Target: leakAt(sc)})
	sc.Run(nil, 150) // at most 100 s walking, then part of the 360 s
	if v, _, ok := sc.EndRound(); !ok || v != 0 {
		t.Fatalf("worked leak: %d %v", v, ok)
	}
	// the pump in 3 of the last 5 turns: −1 though untouched
	sc = mk()
	_, _ = sc.Hit("flooding", 0)
	_ = sc.Do(Command{Kind: CmdPump, Flag: true})
	sc.Run(nil, 100)
	if v, _, ok := sc.EndRound(); !ok || v != -1 {
		t.Fatalf("pumped: %d %v", v, ok)
	}
	// no leak this round: no check
	sc = mk()
	_, _ = sc.Hit("periscope", 2)
	if _, _, ok := sc.EndRound(); ok {
		t.Fatal("a round without leaks gave a FloodingDRM")
	}
	// bad orders are refused and not recorded
	for _, c := range []Command{{Kind: CmdDCAssign, N: 4}, {Kind: CmdDCAssign, N: 0, Target: 9}, {Kind: CmdEarlyRepair, Target: 0}, {Kind: CmdFire}} {
		if err := sc.Do(c); err == nil {
			t.Fatalf("command %+v accepted", c)
		}
	}
	if len(sc.Orders) != 0 {
		t.Fatalf("refused orders recorded: %v", sc.Orders)
	}
}

// TestDCRepairDRMAndEarly is §4.5.2–4.5.3: a finished job gives −1 at B14 (parts laid
// out) unless rolled early; a fouled section +1; a team that is SW cannot be ordered;
// the LI's team works ×1.25 and tired teams slower (§4.2).
func TestDCRepairDRMAndEarly(t *testing.T) {
	sc, _ := NewDC(MustData(), DCSetup{Seed: 9, LIHealthy: true, LITeam: 2, Crew: [4]int{0, 0, 0, 2}})
	_, _ = sc.Hit("periscope", 4) // section 3, 25 team-minutes
	_, _ = sc.Hit("fuel_tanks", 4)
	if err := sc.Do(Command{Kind: CmdDCAssign, N: 3, Target: 0}); err != ErrDCTeam {
		t.Fatalf("SW team ordered: %v", err)
	}
	_ = sc.Do(Command{Kind: CmdDCAssign, N: 1, Target: 0}) // team 2 (section 3) on the periscope
	_ = sc.Do(Command{Kind: CmdDCAssign, N: 2, Target: 1}) // the LI's team on the fuel tanks
	sc.Run(nil, 1000)
	if p, f := sc.Jobs[0].DoneS, sc.Jobs[1].DoneS; f <= p {
		t.Fatalf("the LI's team did %.0f, the other %.0f (×1.25 expected)", f, p)
	}
	if sc.Teams[1].Pips == 0 {
		t.Fatal("no fatigue pip after 16 minutes of work")
	}
	sc.Run(nil, 1200)
	if !sc.Jobs[0].Done() || !sc.Jobs[1].Done() {
		t.Fatalf("jobs not done: %.0f %.0f", sc.Jobs[0].DoneS, sc.Jobs[1].DoneS)
	}
	if v, why, ok := sc.RepairDRM("periscope"); !ok || v != -1 || !strings.HasPrefix(why, "tactical:") {
		t.Fatalf("parts laid out: %d %q", v, why)
	}
	if err := sc.Do(Command{Kind: CmdEarlyRepair, Target: 1}); err != nil {
		t.Fatal(err)
	}
	if e := sc.TakeEarly(); len(e) != 1 || e[0] != "fuel_tanks" {
		t.Fatalf("early: %v", e)
	}
	if _, _, ok := sc.RepairDRM("fuel_tanks"); ok {
		t.Fatal("a system rolled early still has a B14 modifier")
	}
	if err := sc.Do(Command{Kind: CmdEarlyRepair, Target: 1}); err != ErrDCEarly {
		t.Fatal("an early repair ordered twice")
	}
	// a fouled section: a leak left open in the control room floods it past half
	_, _ = sc.Hit("naxos", 3)
	sc.Jobs = append(sc.Jobs, Job{Kind: JobLeak, Section: 3, WorkS: 360, Round: sc.Round})
	sc.Run(nil, 600)
	if v, _, ok := sc.RepairDRM("naxos"); !ok || v != 1 {
		t.Fatalf("fouled compartment: %d %v (water %.2f)", v, ok, sc.Water[3])
	}
	if _, _, ok := sc.RepairDRM("radio"); ok {
		t.Fatal("a system without a job has a modifier")
	}
	// §8.3 resolve by table: open jobs dropped, no more values, no more orders
	_, _ = sc.Hit("flooding", 0)
	if err := sc.Do(Command{Kind: CmdByTable}); err != nil {
		t.Fatal(err)
	}
	for i := range sc.Jobs {
		if sc.Jobs[i].Open() {
			t.Fatalf("job %d still open after by_table", i)
		}
	}
	if _, _, ok := sc.RepairDRM("periscope"); ok {
		t.Fatal("RepairDRM after by_table")
	}
	if _, _, ok := sc.EndRound(); ok {
		t.Fatal("FloodingDRM after by_table")
	}
	if err := sc.Do(Command{Kind: CmdPump, Flag: true}); err != ErrEnded {
		t.Fatalf("an order after by_table: %v", err)
	}
}

// TestDCAISkills is §6.3 at the three skills: every skill plugs the standard combat's
// leaks and works fires first; the ace is not slower than the green.
func TestDCAISkills(t *testing.T) {
	done := map[Skill]float64{}
	for _, s := range []Skill{Green, Reference, Ace} {
		for seed := uint64(1); seed <= 10; seed++ {
			sc := scriptDC(t, seed, NewDCAI(s), nil)
			for i := range sc.Jobs {
				j := &sc.Jobs[i]
				if (j.Kind == JobLeak || j.Kind == JobFire || j.Kind == JobShort) && j.Open() {
					t.Fatalf("skill %v seed %d: %s in %d left open after the combat", s, seed, j.Key(), j.Section)
				}
				done[s] += j.DoneS
			}
		}
	}
	if done[Ace] < done[Green] {
		t.Fatalf("ace did %.0f team-seconds, green %.0f", done[Ace], done[Green])
	}
}

// TestDCStepAllocationFree is §9.5.5: no allocation per tick once warm, with teams at
// work on repairs and an open leak filling its section under the pump.
func TestDCStepAllocationFree(t *testing.T) {
	sc, _ := NewDC(MustData(), DCSetup{Seed: 4, LIHealthy: true, LITeam: 1})
	for _, r := range []string{"periscope", "fuel_tanks", "diesel_1", "flooding"} {
		_, _ = sc.Hit(r, 2)
	}
	for i := range 3 {
		_ = sc.Do(Command{Kind: CmdDCAssign, N: i, Target: i}) // the three repairs
	}
	_ = sc.Do(Command{Kind: CmdPump, Flag: true}) // the pump against the open leak
	sc.Run(nil, 200)                              // walked there, working
	for i := range 3 {
		if j := &sc.Jobs[i]; j.Kind != JobRepair || !j.Worked || j.Done() {
			t.Fatalf("job %d is not at work: %+v", i, *j)
		}
	}
	if a := testing.AllocsPerRun(300, sc.Step); a != 0 {
		t.Errorf("%v allocations per tick", a)
	}
}

// BenchmarkDCCombat: a standard two-round combat with its repairs, played by the AI.
func BenchmarkDCCombat(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		scriptDC(b, uint64(i%50)+1, NewDCAI(Reference), nil)
	}
}

// TestCommandKeys: every command kind has its own key (§8.2 ids for the decisions).
func TestCommandKeys(t *testing.T) {
	seen := map[string]CmdKind{}
	for k := CmdKind(0); k <= CmdMoveLI; k++ {
		key := k.Key()
		if o, dup := seen[key]; dup || key == "" {
			t.Fatalf("command %d key %q (also %d)", k, key, o)
		}
		seen[key] = k
	}
	if CmdDCAssign.Key() != "tac_dc_assign" || CmdAlarm.Key() != "tac_alarm" || CmdNoise.Key() != "noise" ||
		CmdE3Weapon.Key() != "e3_weapon" || CmdTransitStart.Key() != "transit_start" || CmdMoveLI.Key() != "li_move" {
		t.Fatal("command keys out of order")
	}
}

// TestDCDataErrors: damagecontrol.yaml is checked; bad values are clear errors.
func TestDCDataErrors(t *testing.T) {
	if _, err := ParseDCData(dcYAML); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ from, to, want string }{
		{"leak_s: 360", "leak_s: 0", "positive"},
		{"pump_section: 3", "pump_section: 9", "pump_section"},
		{"repair_s: {1: 3600, ", "repair_s: {", "[E5] number 1"},
		{"move_s: 20", "move_s: 20\nmove_speed: 3", "move_speed"},
	} {
		b := strings.Replace(string(dcYAML), c.from, c.to, 1)
		if _, err := ParseDCData([]byte(b)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q → %q: %v", c.from, c.to, err)
		}
	}
	if _, err := NewDC(MustData(), DCSetup{LITeam: 4}); err == nil {
		t.Error("LI team 4 accepted")
	}
	if _, err := NewDive(MustData(), DiveSetup{BoatType: "nope"}); err == nil {
		t.Error("an unknown boat type accepted")
	}
	sc, _ := NewDC(MustData(), DCSetup{})
	if _, err := sc.Hit("bakery_x9", 1); err == nil {
		t.Error("an unknown [E4] result placed")
	}
	if _, err := sc.Hit("periscope", 5); err == nil {
		t.Error("repair number 5 accepted")
	}
}

// §8.1 tac_dc "progress" is logged in steps (ProgressSteps): a repair worked from 0 to
// 100 % logs new (views.go: the job made), assign, progress once past each of 25, 50
// and 75 %, and done at 100.
func TestDCProgressSteps(t *testing.T) {
	sc, _ := NewDC(MustData(), DCSetup{Seed: 4, LIHealthy: true, LITeam: 1})
	if _, err := sc.Hit("periscope", 2); err != nil {
		t.Fatal(err)
	}
	if err := sc.Do(Command{Kind: CmdDCAssign, N: 0, Target: 0}); err != nil {
		t.Fatal(err)
	}
	for !sc.Jobs[0].Done() && sc.Tick < 20000 {
		sc.Step()
	}
	var acts []string
	var pcts []float64
	for _, l := range sc.Log {
		if e, ok := l.Ev.(DCEvent); ok && e.Job == sc.Jobs[0].Key() {
			acts = append(acts, e.Action)
			pcts = append(pcts, e.Pct)
		}
	}
	want := []string{"new", "assign", "progress", "progress", "progress", "done"}
	if strings.Join(acts, " ") != strings.Join(want, " ") {
		t.Fatalf("tac_dc actions %v, want %v", acts, want)
	}
	acts, pcts = acts[1:], pcts[1:]
	for i, lo := range []float64{0, 25, 50, 75, 100} {
		if pcts[i] < lo || (i > 0 && i < 4 && pcts[i] >= lo+25) {
			t.Errorf("%s at %.1f %%, want the step %.0f %%", acts[i], pcts[i], lo)
		}
	}
}
