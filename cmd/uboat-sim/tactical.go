package main

// -tactical ai (tactical-design §1.2, §9.5.1): careers with every tactical scene the
// layer can play switched on and played by the reference AI (§6), next to the table
// engine's run of the same seeds with the same policy. -tactical ai:attack,evasion
// switches on only the kinds named.

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"uboat/engine"
	"uboat/engine/policy"
	"uboat/engine/tactical"
)

// TacticalRun is one side of the comparison: the §9.5.1 figures.
type TacticalRun struct {
	Careers       int                `json:"careers"`
	MeanTons      float64            `json:"mean_tons"`
	BoatsLost     int                `json:"boats_lost"`
	Patrols       int                `json:"patrols"`
	LostPerPatrol float64            `json:"boats_lost_per_patrol"` // boats lost (sunk or scuttled) / patrols
	Victory       map[string]float64 `json:"victory"`               // share of careers per level
	KmdtSurvival  float64            `json:"kommandant_survival"`   // share of careers the Kommandant lived through
	Errors        int                `json:"errors"`
	Seconds       float64            `json:"seconds"`
	// Counts are what the careers' logs show, for telling where the two sides part
	// (§9.5.1): "encounter_<kind>", "torpedo_<outcome>" (deck gun: "gun_<outcome>"),
	// "ship_sunk" and "tons_sunk", and the rolls "roll_<table>_<result>" of U1 (per
	// column), E2 and the patrol's end.
	Counts         map[string]int `json:"counts"`
	tons, survived int
}

// countEvent adds one career event to the side's Counts.
func (r *TacticalRun) countEvent(e engine.Event) {
	switch ev := e.(type) {
	case *engine.EncounterEvent:
		r.Counts["encounter_"+ev.Kind]++
	case *engine.TorpedoEvent:
		if ev.Weapon == engine.WeaponDeckGun {
			r.Counts["gun_"+ev.Outcome]++
		} else {
			r.Counts["torpedo_"+ev.Outcome]++
		}
	case *engine.ShipDamageEvent:
		if ev.T == engine.TShipSunk && !ev.Nominal {
			r.Counts["ship_sunk"]++
			r.Counts["tons_sunk"] += ev.Tons
		}
	case *engine.RollEvent:
		switch ev.Table {
		case "U1":
			r.Counts["roll_U1_"+ev.Column+"_"+ev.Result]++
		case "E2", "E2T", "E2_close":
			r.Counts["roll_"+ev.Table+"_"+ev.Result]++
		}
	case *engine.DecisionEvent:
		r.Counts["decision_"+ev.ID+"="+ev.Chosen]++
	case *engine.PatrolEndEvent:
		r.Counts["patrol_"+ev.Outcome]++
	}
}

// TacticalSummary is what -tactical ai prints (-json: one object).
type TacticalSummary struct {
	Seed     uint64      `json:"seed"`
	Type     string      `json:"type"`
	Policy   string      `json:"policy"`
	Skill    string      `json:"skill"`
	Options  []string    `json:"options"`
	Table    TacticalRun `json:"table"`
	Tactical TacticalRun `json:"tactical"`
	// Diff is tactical − table: tons in percent of the table's mean, the rest in
	// percentage points; Bands are the §9.5.1 limits and Within whether each holds.
	Diff   map[string]float64     `json:"diff"`
	Bands  map[string]float64     `json:"bands"`
	Within map[string]bool        `json:"within"`
	Scenes tactical.ProviderStats `json:"scenes"`
	// ByTable lists the scenes the simulation cannot play yet: resolved by the tables.
	ByTable []string `json:"by_table"`
}

// careerVictoryLevels are the career victory levels of 5.2.2, worst first.
var careerVictoryLevels = []string{"defeat", "draw", "marginal", "substantial", "decisive"}

// tacticalOptions switches the scene kinds named (comma-separated keys; "" = every
// kind) on, always.
func tacticalOptions(kinds string) (engine.Options, error) {
	o := engine.Options{}
	for s := engine.TacScene(0); s < engine.NumTacScenes; s++ {
		if kinds == "" {
			o[engine.TacticalOption(s, engine.TacAlways)] = true
		}
	}
	if kinds == "" {
		return o, nil
	}
	for _, k := range strings.Split(kinds, ",") {
		found := false
		for s := engine.TacScene(0); s < engine.NumTacScenes; s++ {
			if s.Key() == k {
				o[engine.TacticalOption(s, engine.TacAlways)] = true
				found = true
			}
		}
		if !found {
			return nil, fmt.Errorf("unknown scene kind %q (attack, evasion, crash_dive, damage_control)", k)
		}
	}
	return o, nil
}

// runTactical plays n careers from seed twice, table and tactical, and prints the
// comparison.
func runTactical(n int, seed uint64, typ string, startM engine.Month, pol string, opts engine.Options, asJSON bool, stdout, stderr io.Writer) int {
	d, err := tactical.LoadData()
	if err != nil {
		fmt.Fprintf(stderr, "uboat-sim: tactical data: %v\n", err)
		return 1
	}
	sum := TacticalSummary{Seed: seed, Type: typ, Policy: pol, Skill: "reference", Options: opts.Keys(),
		Diff: map[string]float64{}, Within: map[string]bool{},
		Bands: map[string]float64{"mean_tons_pct": 5, "boats_lost_per_patrol_pp": 1.5, "victory_pp": 3, "kommandant_survival_pp": 2}}
	newDecider := func(s uint64) engine.Decider {
		if pol == "random" {
			return policy.NewRandom(s)
		}
		return policy.NewCommander()
	}
	var prov *tactical.AIProvider
	for side := 0; side < 2; side++ {
		r := TacticalRun{Careers: n, Victory: map[string]float64{}, Counts: map[string]int{}}
		c := new(engine.Career)
		t0 := time.Now()
		for i := 0; i < n; i++ {
			s := seed + uint64(i)
			cfg := engine.Config{Seed: s, Type: typ, Start: startM}
			dec := newDecider(s)
			if side == 1 {
				cfg.Options = opts
				if prov == nil {
					prov = tactical.NewAIProvider(d, tactical.Reference, dec)
				}
				prov.Policy = dec
				c.SetTactical(prov)
			}
			if err := c.Reset(cfg, nil); err != nil {
				fmt.Fprintf(stderr, "uboat-sim: %v\n", err)
				return 1
			}
			c.SetSink(func(e engine.Event) { // boats lost: every patrol that ends without the boat
				if pe, ok := e.(*engine.PatrolEndEvent); ok && (pe.Outcome == "sunk" || pe.Outcome == "scuttled") {
					r.BoatsLost++
				}
				r.countEvent(e)
			})
			if err := c.Run(dec); err != nil {
				r.Errors++
				fmt.Fprintf(stderr, "uboat-sim: career seed %d: %v\n", s, err)
				continue
			}
			st := c.State()
			r.tons += st.CareerTons
			r.Patrols += st.PatrolCount
			r.Victory[st.Victory]++
			if st.EndReason != "boat_lost" && st.EndReason != "kmdt_killed" {
				r.survived++ // the Kommandant lived to the career's end
			}
		}
		r.Seconds = time.Since(t0).Seconds()
		done := float64(max(n-r.Errors, 1))
		r.MeanTons = float64(r.tons) / done
		r.LostPerPatrol = float64(r.BoatsLost) / float64(max(r.Patrols, 1))
		r.KmdtSurvival = float64(r.survived) / done
		for k := range r.Victory {
			r.Victory[k] /= done
		}
		if side == 0 {
			sum.Table = r
		} else {
			sum.Tactical = r
		}
	}
	sum.Scenes = prov.Stats
	for k := range prov.Stats.ByTable {
		sum.ByTable = append(sum.ByTable, k)
	}
	sort.Strings(sum.ByTable)
	tb, tc := &sum.Table, &sum.Tactical
	sum.Diff["mean_tons_pct"] = 100 * (tc.MeanTons - tb.MeanTons) / max(tb.MeanTons, 1)
	sum.Diff["boats_lost_per_patrol_pp"] = 100 * (tc.LostPerPatrol - tb.LostPerPatrol)
	sum.Diff["kommandant_survival_pp"] = 100 * (tc.KmdtSurvival - tb.KmdtSurvival)
	worst := 0.0
	for _, v := range careerVictoryLevels {
		dv := 100 * (tc.Victory[v] - tb.Victory[v])
		sum.Diff["victory_"+v+"_pp"] = dv
		worst = max(worst, abs(dv))
	}
	sum.Within["mean_tons_pct"] = abs(sum.Diff["mean_tons_pct"]) <= 5
	sum.Within["boats_lost_per_patrol_pp"] = abs(sum.Diff["boats_lost_per_patrol_pp"]) <= 1.5
	sum.Within["victory_pp"] = worst <= 3
	sum.Within["kommandant_survival_pp"] = abs(sum.Diff["kommandant_survival_pp"]) <= 2
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(sum); err != nil {
			return 1
		}
	} else {
		printTactical(stdout, &sum)
	}
	if tb.Errors+tc.Errors > 0 {
		return 1
	}
	return 0
}

func abs(x float64) float64 { return max(x, -x) }

func printTactical(w io.Writer, s *TacticalSummary) {
	fmt.Fprintf(w, "The Hunted, tactical layer (AI, reference skill) vs the tables — %d careers, type %s, policy %s, seeds %d..%d\n",
		s.Table.Careers, s.Type, s.Policy, s.Seed, s.Seed+uint64(s.Table.Careers)-1)
	row := func(name string, f func(r *TacticalRun) string, diff string) {
		fmt.Fprintf(w, "  %-24s table %-14s tactical %-14s %s\n", name, f(&s.Table), f(&s.Tactical), diff)
	}
	mark := func(k string) string {
		if s.Within[k] {
			return "within"
		}
		return "OUTSIDE"
	}
	row("career tonnage (mean)", func(r *TacticalRun) string { return fmt.Sprintf("%.0f t", r.MeanTons) },
		fmt.Sprintf("%+.1f %% (band ±5 %%: %s)", s.Diff["mean_tons_pct"], mark("mean_tons_pct")))
	row("boats lost per patrol", func(r *TacticalRun) string { return fmt.Sprintf("%.2f %%", 100*r.LostPerPatrol) },
		fmt.Sprintf("%+.2f pp (band ±1.5: %s)", s.Diff["boats_lost_per_patrol_pp"], mark("boats_lost_per_patrol_pp")))
	for _, v := range careerVictoryLevels {
		row("victory "+v, func(r *TacticalRun) string { return fmt.Sprintf("%.1f %%", 100*r.Victory[v]) },
			fmt.Sprintf("%+.1f pp", s.Diff["victory_"+v+"_pp"]))
	}
	fmt.Fprintf(w, "  %-24s band ±3 pp per level: %s\n", "victory levels", mark("victory_pp"))
	row("Kommandant survival", func(r *TacticalRun) string { return fmt.Sprintf("%.1f %%", 100*r.KmdtSurvival) },
		fmt.Sprintf("%+.1f pp (band ±2: %s)", s.Diff["kommandant_survival_pp"], mark("kommandant_survival_pp")))
	sc := &s.Scenes
	fmt.Fprintf(w, "  scenes played: %d attacks (%d torpedoes, %d off target, mean solution DRM %+.2f, mean a₀ %.3f), %d search phases\n",
		sc.Attacks, sc.Launches, sc.OffTarget, float64(sc.DrmSum)/float64(max(sc.Launches-sc.OffTarget, 1)),
		sc.A0Sum/float64(max(sc.A0N, 1)), sc.Passes)
	fmt.Fprintf(w, "  salvos fired (torpedoes: attacks): 1: %d, 2: %d, 3: %d, 4+: %d; conditions: day %d, night submerged %d, night surface %d; unescorted (B21) day surfaced %d, night surfaced %d, day submerged %d, night submerged %d\n",
		sc.Salvos[1], sc.Salvos[2], sc.Salvos[3], sc.Salvos[4], sc.Conds[tactical.CondDay.Key()], sc.Conds[tactical.CondNightSubmerged.Key()], sc.Conds[tactical.CondNightSurface.Key()],
		sc.Conds[tactical.CondUnescortedDaySurface.Key()], sc.Conds[tactical.CondUnescortedNightSurface.Key()],
		sc.Conds[tactical.CondUnescortedDaySubmerged.Key()], sc.Conds[tactical.CondUnescortedNightSubmerged.Key()])
	fmt.Fprintf(w, "  unescorted rounds' next torpedo groups played in a scene of their own (9.4.2): %d (%d at another bracket than the round's)\n",
		sc.Groups, sc.GroupsOff)
	var exp, tab float64
	n := 0
	for _, c := range sc.Cells {
		exp, tab, n = exp+c.Exp, tab+c.Tab, n+c.N
	}
	fmt.Fprintf(w, "  [U1] expectation of the %d played launches at the engine's modifiers: %.1f hits, the table's %.1f (%+.2f %%)\n",
		n, exp, tab, 100*(exp-tab)/max(tab, 1))
	fmt.Fprintf(w, "  handed to the tables: %d attacks without a launch, %d without a set-up\n", sc.AttackDeclined, sc.AttackNoSetup)
	fmt.Fprintf(w, "  damage control: FloodingDRM −1/0/+1 %d/%d/%d, RepairDRM −1/0/+1 %d/%d/%d, early repairs %d; crash dives %d (DiveDRM −2/−1/0/+1 %d/%d/%d/%d)\n",
		sc.FloodDRM[0], sc.FloodDRM[1], sc.FloodDRM[2], sc.RepairDRM[0], sc.RepairDRM[1], sc.RepairDRM[2], sc.EarlyRepairs,
		sc.Dives, sc.DiveDRM[0], sc.DiveDRM[1], sc.DiveDRM[2], sc.DiveDRM[3])
	if len(s.ByTable) > 0 {
		fmt.Fprintln(w, "  not simulated yet, resolved by table:")
		for _, k := range s.ByTable {
			fmt.Fprintf(w, "    %-44s %d\n", k, sc.ByTable[k])
		}
	}
	fmt.Fprintf(w, "  time: table %.1f s, tactical %.1f s\n", s.Table.Seconds, s.Tactical.Seconds)
}

// tacticalFlag checks -tactical's value and the flags it goes with, then runs it.
func tacticalFlag(fs *flag.FlagSet, mode string, n int, seed uint64, typ string, startM engine.Month, pol string, asJSON bool, stdout, stderr io.Writer) int {
	kinds, ok := strings.CutPrefix(mode, "ai:")
	if !ok {
		kinds = "" // every kind
	}
	if !ok && mode != "ai" {
		return checkFlags(fs, stderr, fmt.Sprintf("unknown -tactical %q (ai, or ai:KIND,… for some scene kinds only)", mode))
	}
	opts, err := tacticalOptions(kinds)
	if err != nil {
		return checkFlags(fs, stderr, fmt.Sprintf("-tactical: %v", err))
	}
	var clash []string
	for _, f := range []string{"log", "save"} {
		if given(fs, f) {
			clash = append(clash, "-"+f)
		}
	}
	if len(clash) > 0 {
		return checkFlags(fs, stderr, fmt.Sprintf("-tactical does not take %v", clash))
	}
	return runTactical(n, seed, typ, startM, pol, opts, asJSON, stdout, stderr)
}
