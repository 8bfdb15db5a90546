package bdu

import (
	"fmt"
	"slices"
	"strconv"
	"sync"

	"uboat/engine"
)

// The political module, SW rule 36 (design 5 step I.2 "optional SW 36, week 1 of a month,
// WP1–5 only"; the design cites 36.43 in 8.1 item 4, 36.52 in 4.6, 36.63 in 7.7 and 3.5,
// 36.64 in 8.5 and the "follow orders" prestige in 6.2.3, and gives no procedure of its
// own: the procedure is SW 36's, the tables it does not print are data/political.yaml,
// [designed]). It acts only when Campaign.Political is set before the campaign begins
// (uboat-sim -political, SaveConfig.Political); with it off no code of this file runs
// and the campaign is the one without the module, event for event.
//
// The procedure, step by step:
//   - SW 36.11–36.13: four influence tracks (OKM, OKW, OKL, Reichskanzlei, −2…+2) and
//     prestige (0–9), set by the start (data "starts"); the BdU is in Berlin all WP1,
//     then at Kerneval, goes to Berlin to make a request (36.4, 36.41) and may go back
//     at the political phase of any later turn (36.42, bduPhase);
//   - SW 36.2–36.23, 36.3, 36.4: step I.2, week 1 of a month in WP1–5: one planned
//     request (decision "political"), the move to Berlin (decision "political_berlin",
//     WP2–5 when at Kerneval), the favour (decision "political_favour"); the level is
//     paid in prestige at once, then d10 + favour + (level when away from Berlin) on the
//     PRT number: granted at or under it; then the consequences (granted or refused) and,
//     if granted, the request's effect;
//   - SW 36.14: with the module the torpedo improvement rolls of design 7.8 are not made
//     in WP1–5; the request torpedo_fix (36.61G) raises the value once the next step's
//     first threshold is passed;
//   - SW 36.15, 7.21, 7.33 (design 7.7 "the levels move only through requests"): in
//     WP1–5 the levels rise only by the requests 36.63A–D, at the end of the turn they
//     are granted: the B-Dienst stays at the start's level (+1) but for 36.63A, the
//     schedule's four-rotor Enigma of 1942-02 comes only with 36.63C; the Allies'
//     breaks of the schedule (1941-05, 1942-12) act (politicalIntel);
//   - the other requests: 36.61A–B base infrastructure (readiness +1), 36.61C–D
//     production (arrivals earlier), 36.62A–D recon aircraft (SW 36.15: with the module
//     the aircraft of 7.9 come only by request), 36.62E the HSK (a supply ship for a
//     week, supply.go; the AI asks only with 3+ boats far out), 36.61F the U-tanker
//     programme (supply.go; the AI never asks: its tankers sail in WP5 only), 36.63G the
//     French fleet (Toulon), 36.63I–L western waters before their period, 36.63F Spain
//     (spain.go), 36.63H Vichy France (vichy.go), 36.63E the Finnish boats (finland.go),
//     36.63M and the first sinkings of 36.63J/L (westwaters.go);
//   - SW 36.53: a valuable naval unit sunk moves the tracks at once;
//   - SW 36.43: in a week of WP2–5 with the BdU in Berlin, packs are capped by the year
//     and no boat of an adjacent OA joins (pack.go);
//   - SW 36.51–36.52 at the end of each month (IV.2): half the month's VP as political
//     points (decision "political_points" for the free ones), then the U-boats lost;
//   - SW 36.64 (design 8.5): a war event with a tag may be refused (decision "war_event",
//     one a month); the BdU AI always obeys (design 9.4);
//   - design 6.2.3: the flagship's sail decision in WP6–10 carries the [P1] proposal
//     (flagProposal); answering it is FollowOrders, +1 prestige.
//
// Readings and designed choices (doc.go "Political module"):
//   - the tracks are kept all war (the reactions of WP6–10 and the flagship's follow
//     orders need them); planned requests, the Berlin move and 36.14 are WP1–5 only;
//   - the month's VP of 36.51 are its ships and tons VP (the losses are 36.52's);
//   - 36.52 counts the month's U-boats lost as the score does (design 4.6);
//   - a refused event (36.64) drops what the BdU is ordered to do (its forced
//     deployments, sailings, RTBs, transfers to training, missions, weather boat); what
//     is outside his control (contact readings, search modifiers, the torpedo value)
//     stays; a refused transfer to training starts the Inexp rolls of 36.64D;
//   - the BdU AI: the first request in the data's order whose best chance (in Berlin,
//     with the favour it can pay) is at least 50 % (the torpedo fix: 30 %; with the
//     module it is the only way to better torpedoes), Berlin whenever it is offered, the
//     smallest favour that reaches 50 % else the largest it can pay; the free points to
//     prestige first, then to the lowest track; it obeys every event.

const filePolitical = "political.yaml"

// The political decisions (design 9.1 "Political", "Events … obey or refuse").
const (
	DecidePolitical DecisionKind = "political"          // I.2: one planned request or none (SW 36.22)
	DecideBerlin    DecisionKind = "political_berlin"   // the BdU to Berlin for the roll (SW 36.4, 36.41)
	DecideFavour    DecisionKind = "political_favour"   // prestige spent on the roll (SW 36.23)
	DecidePoints    DecisionKind = "political_points"   // a free political point of the month (SW 36.51)
	DecideRefuse    DecisionKind = "war_event"          // obey or refuse a tagged war event (SW 36.64)
	DecideTraining  DecisionKind = "political_training" // end the Inexp rolls of 36.64D by a transfer
)

// Option keys of the political decisions (besides request keys, favour_N and the body
// keys OKM, OKW, OKL, Reichskanzlei).
const (
	KeyNone     = "none" // no request, no boat (the Hold, the flagship: decide.go)
	KeyBerlin   = "berlin"
	KeyKerneval = "kerneval"
	KeyPrestige = "prestige"
	KeyObey     = "obey"
	KeyRefuse   = "refuse"
	KeyKeep     = "keep"     // 36.64D: go on rolling; the flagship kept (decide.go)
	KeyWithdraw = "withdraw" // 36.64D: the transfer that ends the rolls
)

// The political tables (design 9.3 roll codes, additions).
const (
	TabPRT          Table = "PRT"            // SW 36.23 the Political Results Table, d10 ≤ number
	TabTrainingInex Table = "TRAINING_INEXP" // SW 36.64D a new boat's crew after a refused transfer
)

// TPolitical is the political module's event (design 9.3 addition).
const TPolitical EventType = "political"

// The bodies (SW 36.11), in the order of the tracks.
const (
	BodyOKM = "OKM"
	BodyOKW = "OKW"
	BodyOKL = "OKL"
	BodyRK  = "Reichskanzlei"
)

// Bodies are the four influence tracks in order (SW 36.11).
var Bodies = [4]string{BodyOKM, BodyOKW, BodyOKL, BodyRK}

func bodyIndex(b string) int {
	for i, x := range Bodies {
		if x == b {
			return i
		}
	}
	return -1
}

// prtNone marks an X of the PRT: no result can be granted.
const prtNone = -100

// Political is the political module's data (data/political.yaml, SW 36).
type Political struct {
	MinInfluence, MaxInfluence, PrestigeMax int
	Starts                                  map[Month]PoliticalStart
	rows                                    [3][5]int                 // [level-1][target influence+2]
	numbers                                 map[int][5]int            // row → [Reichskanzlei influence+2], prtNone = X
	Favour                                  []Favour                  // rising prestige
	PackCap                                 map[int]int               // year → boats (SW 36.43)
	GainDivisor, PrestigePerMonth           int                       // SW 36.51
	GainFirst, GainSecond                   string                    // SW 36.51
	Losses                                  []LossStep                // SW 36.52, rising From
	LossBodies                              []string                  // SW 36.52 (and prestige)
	FollowOrders                            int                       // design 6.2.3
	Requests                                []*Request                // SW 36.6, in the AI's order
	Reactions                               map[string]Reaction       // SW 36.64, WP1–5, by tag
	Late                                    LateReaction              // design 8.5, WP6–10
	Valuable                                map[string]map[string]int // SW 36.53: class → changes
	Spain                                   *Spain                    // SW 36.63F (spain.go)
	Vichy                                   *Vichy                    // SW 36.63H (vichy.go)
	Finland                                 *Finland                  // SW 36.63E (finland.go)
	penalties                               map[penaltyKey]map[string]int
}

// PoliticalStart is the tracks at a campaign start (SW 36.11–36.12, [designed]).
type PoliticalStart struct {
	Influence [4]int
	Prestige  int
}

// Favour is a favour step (SW 36.23): prestige spent, modifier to the PRT roll.
type Favour struct{ Prestige, Mod int }

// LossStep is a row of SW 36.52: from From U-boats lost, Change to each track.
type LossStep struct{ From, Change int }

// Request is a planned request (SW 36.6; data/political.yaml "requests").
type Request struct {
	Key, Rule, Target string
	Level             int
	FromWP, UntilWP   int
	From, Until       Month // 0 open
	Once              bool
	Requires          string
	Effect            string
	Zones             []string
	Months            int // production: the months earlier (36.61C–D)
	Granted, Refused  map[string]int
}

// Reaction is the WP1–5 reaction request of a tag (SW 36.64): Level 0 is granted without
// a roll; Cost the prestige paid.
type Reaction struct {
	Level, Cost      int
	Granted, Refused map[string]int
}

// LateReaction is design 8.5's WP6–10 refusal: Cost prestige and Named to the named body
// (BdUBody for a BdU tag).
type LateReaction struct {
	Cost, Named int
	BdUBody     string
}

type penaltyKey struct {
	wp    int
	event string
}

// --- YAML ---

type politicalFile struct {
	Version   int      `json:"version"`
	BodyList  []string `json:"bodies"`
	Influence struct {
		Min int `json:"min"`
		Max int `json:"max"`
	} `json:"influence"`
	PrestigeMax int            `json:"prestige_max"`
	Starts      []polStartYAML `json:"starts"`
	PRT         struct {
		Rows    map[string][]int `json:"rows"`
		Numbers map[string][]any `json:"numbers"`
	} `json:"prt"`
	Favour []struct {
		Prestige int `json:"prestige"`
		Mod      int `json:"mod"`
	} `json:"favour"`
	PackCap []struct {
		Year  int `json:"year"`
		Boats int `json:"boats"`
	} `json:"pack_cap"`
	Gain struct {
		Divisor          int    `json:"divisor"`
		First            string `json:"first"`
		Second           string `json:"second"`
		PrestigePerMonth int    `json:"prestige_per_month"`
	} `json:"gain"`
	Losses []struct {
		From   int `json:"from"`
		Change int `json:"change"`
	} `json:"losses"`
	LossBodies   []string                  `json:"loss_bodies"`
	FollowOrders int                       `json:"follow_orders"`
	Valuable     map[string]map[string]int `json:"valuable"`
	Spain        spainYAML                 `json:"spain"`
	Vichy        vichyYAML                 `json:"vichy"`
	Finland      finlandYAML               `json:"finland"`
	Requests     []requestYAML             `json:"requests"`
	Reactions    struct {
		WP15      map[string]reactionYAML `json:"wp1_5"`
		WP610     lateYAML                `json:"wp6_10"`
		Penalties []struct {
			WP      int            `json:"wp"`
			Event   string         `json:"event"`
			Changes map[string]int `json:"changes"`
		} `json:"penalties"`
	} `json:"reactions"`
}

type polStartYAML struct {
	Start    string `json:"start"`
	OKM      int    `json:"OKM"`
	OKW      int    `json:"OKW"`
	OKL      int    `json:"OKL"`
	RK       int    `json:"Reichskanzlei"`
	Prestige int    `json:"prestige"`
}

type requestYAML struct {
	Key      string         `json:"key"`
	Rule     string         `json:"rule"`
	Target   string         `json:"target"`
	Level    int            `json:"level"`
	FromWP   int            `json:"from_wp"`
	UntilWP  int            `json:"until_wp"`
	From     string         `json:"from"`
	Until    string         `json:"until"`
	Once     bool           `json:"once"`
	Requires string         `json:"requires"`
	Effect   string         `json:"effect"`
	Zones    []string       `json:"zones"`
	Months   int            `json:"months"`
	Granted  map[string]int `json:"granted"`
	Refused  map[string]int `json:"refused"`
}

type reactionYAML struct {
	Level   int            `json:"level"`
	Cost    int            `json:"cost"`
	Granted map[string]int `json:"granted"`
	Refused map[string]int `json:"refused"`
}

type lateYAML struct {
	Cost    int    `json:"cost"`
	Named   int    `json:"named"`
	BdUBody string `json:"bdu_body"`
}

// the request effects the engine makes (data/political.yaml "requests")
const (
	effBDienst      = "bdienst"
	effEnigma       = "enigma"
	effFourRotor    = "four_rotor"
	effFourRotorAll = "four_rotor_all"
	effTorpedo      = "torpedo"
	effToulon       = "toulon"
	effOpen         = "open"
	effInfra        = "infrastructure"
	effKeepInfra    = "keep_infrastructure"
	effAirSeaplane  = "air_seaplane"
	effAirLongRange = "air_long_range"
	effKeepSeaplane = "keep_seaplane"
	effKeepLong     = "keep_long_range"
	effProduction   = "production"
	effHSK          = "hsk"      // 36.62E (supply.go)
	effUTanker      = "u_tanker" // 36.61F (supply.go)
)

// The political tables (design 9.3 roll codes, additions), continued.
const (
	TabInfrastructure Table = "INFRASTRUCTURE" // SW 36.61A: 2d10 months until the readiness +1
	TabProduction     Table = "PRODUCTION"     // SW 36.61C–D: 2d10 months of early arrivals
)

// toulonEvent is the Campaign.Events key that opens Toulon (design 3.5, SW 36.63G).
const toulonEvent = "seize_french_fleet"

// buildPolitical reads data/political.yaml (SW 36). Errors name the entry: bodies not
// the four of SW 36.11, a start not a campaign start or outside the tracks, a PRT
// without a row or a number that is neither an integer nor X, rows not rising with the
// influence, favour or loss steps not rising, an unknown body, effect, zone or event,
// a request level outside 1–3 or a window outside WP1–5, a tag with no reaction, a
// tagged WP1–5 event lasting more than one week.
func (d *Data) buildPolitical(f *politicalFile) error {
	if !slices.Equal(f.BodyList, Bodies[:]) {
		return fmt.Errorf("bodies %v: SW 36.11's are %v", f.BodyList, Bodies)
	}
	p := &Political{MinInfluence: f.Influence.Min, MaxInfluence: f.Influence.Max, PrestigeMax: f.PrestigeMax,
		Starts: map[Month]PoliticalStart{}, numbers: map[int][5]int{}, PackCap: map[int]int{},
		GainDivisor: f.Gain.Divisor, PrestigePerMonth: f.Gain.PrestigePerMonth, GainFirst: f.Gain.First, GainSecond: f.Gain.Second,
		LossBodies: f.LossBodies, FollowOrders: f.FollowOrders, Reactions: map[string]Reaction{},
		penalties: map[penaltyKey]map[string]int{}}
	if p.MinInfluence != -2 || p.MaxInfluence != 2 {
		return fmt.Errorf("influence %d…%d: the PRT has five columns, −2…+2 (SW 36.11)", p.MinInfluence, p.MaxInfluence)
	}
	if p.PrestigeMax < 1 {
		return fmt.Errorf("prestige_max %d", p.PrestigeMax)
	}
	changes := func(at string, m map[string]int) error {
		for b, v := range m {
			if bodyIndex(b) < 0 || v < -4 || v > 4 {
				return fmt.Errorf("%s: %s %+d: not a body of SW 36.11 or not a change of the track", at, b, v)
			}
		}
		return nil
	}
	for _, s := range f.Starts {
		m, err := ParseMonth(s.Start)
		if err != nil || !slices.Contains(StartMonths, m) {
			return fmt.Errorf("starts: %q is not a campaign start (design 1.1)", s.Start)
		}
		st := PoliticalStart{Influence: [4]int{s.OKM, s.OKW, s.OKL, s.RK}, Prestige: s.Prestige}
		for _, v := range st.Influence {
			if v < p.MinInfluence || v > p.MaxInfluence {
				return fmt.Errorf("starts %s: influence %d off the track", s.Start, v)
			}
		}
		if st.Prestige < 0 || st.Prestige > p.PrestigeMax {
			return fmt.Errorf("starts %s: prestige %d off the track", s.Start, st.Prestige)
		}
		p.Starts[m] = st
	}
	for _, m := range StartMonths {
		if _, ok := p.Starts[m]; !ok {
			return fmt.Errorf("starts: %s missing", m)
		}
	}
	for lv := 1; lv <= 3; lv++ {
		r, ok := f.PRT.Rows[strconv.Itoa(lv)]
		if !ok || len(r) != 5 {
			return fmt.Errorf("prt rows %d: five rows, for influence −2…+2", lv)
		}
		for i, x := range r {
			if i > 0 && x < r[i-1] {
				return fmt.Errorf("prt rows %d: rows fall as the influence rises", lv)
			}
			p.rows[lv-1][i] = x
		}
	}
	for k, ns := range f.PRT.Numbers {
		row, err := strconv.Atoi(k)
		if err != nil || len(ns) != 5 {
			return fmt.Errorf("prt numbers %s: a row number and five numbers, for the Reichskanzlei −2…+2", k)
		}
		var out [5]int
		for i, v := range ns {
			switch x := v.(type) {
			case string:
				if x != "X" {
					return fmt.Errorf("prt numbers %s: %q is neither a number nor X", k, x)
				}
				out[i] = prtNone
			case float64:
				if x != float64(int(x)) || x < -9 || x > 9 {
					return fmt.Errorf("prt numbers %s: %v is not a d10 number", k, x)
				}
				out[i] = int(x)
			default:
				return fmt.Errorf("prt numbers %s: %v is neither a number nor X", k, v)
			}
			if i > 0 && out[i] < out[i-1] {
				return fmt.Errorf("prt numbers %s: numbers fall as the Reichskanzlei's influence rises", k)
			}
		}
		p.numbers[row] = out
	}
	for lv := range p.rows {
		for _, r := range p.rows[lv] {
			if _, ok := p.numbers[r]; !ok {
				return fmt.Errorf("prt rows %d: row %d has no numbers", lv+1, r)
			}
		}
	}
	for i, fv := range f.Favour {
		if fv.Prestige < 1 || fv.Mod >= 0 || (i > 0 && (fv.Prestige <= f.Favour[i-1].Prestige || fv.Mod >= f.Favour[i-1].Mod)) {
			return fmt.Errorf("favour %d: prestige rising from 1, modifiers negative and falling", i)
		}
		p.Favour = append(p.Favour, Favour{fv.Prestige, fv.Mod})
	}
	for _, pc := range f.PackCap {
		if pc.Boats < 1 {
			return fmt.Errorf("pack_cap %d: %d boats", pc.Year, pc.Boats)
		}
		p.PackCap[pc.Year] = pc.Boats
	}
	if p.GainDivisor < 1 || p.PrestigePerMonth < 0 || bodyIndex(p.GainFirst) < 0 || bodyIndex(p.GainSecond) < 0 {
		return fmt.Errorf("gain: divisor %d, first %q, second %q, prestige_per_month %d", p.GainDivisor, p.GainFirst, p.GainSecond, p.PrestigePerMonth)
	}
	for i, l := range f.Losses {
		if (i == 0 && l.From != 0) || (i > 0 && (l.From <= f.Losses[i-1].From || l.Change > f.Losses[i-1].Change)) || l.Change > 0 {
			return fmt.Errorf("losses %d: steps from 0, rising, changes 0 or less and falling (SW 36.52)", i)
		}
		p.Losses = append(p.Losses, LossStep{l.From, l.Change})
	}
	if len(p.Losses) == 0 {
		return fmt.Errorf("losses: none (SW 36.52)")
	}
	for _, b := range p.LossBodies {
		if bodyIndex(b) < 0 {
			return fmt.Errorf("loss_bodies: %q is not a body", b)
		}
	}
	seen := map[string]bool{}
	for i := range f.Requests {
		y := &f.Requests[i]
		at := fmt.Sprintf("requests[%d] %s", i, y.Key)
		if !keyRE.MatchString(y.Key) || seen[y.Key] {
			return fmt.Errorf("%s: keys are lower-case snake case and unique", at)
		}
		seen[y.Key] = true
		r := &Request{Key: y.Key, Rule: y.Rule, Target: y.Target, Level: y.Level, FromWP: y.FromWP, UntilWP: y.UntilWP,
			Once: y.Once, Requires: y.Requires, Effect: y.Effect, Zones: y.Zones, Months: y.Months, Granted: y.Granted, Refused: y.Refused}
		if bodyIndex(r.Target) < 0 || r.Level < 1 || r.Level > 3 {
			return fmt.Errorf("%s: target %q, level %d (a body, I–III)", at, r.Target, r.Level)
		}
		if r.FromWP == 0 {
			r.FromWP = 1
		}
		if r.UntilWP == 0 {
			r.UntilWP = 5
		}
		if r.FromWP < 1 || r.UntilWP > 5 || r.FromWP > r.UntilWP {
			return fmt.Errorf("%s: WP%d–WP%d: planned requests are WP1–5 (design 5 I.2)", at, r.FromWP, r.UntilWP)
		}
		for _, m := range []struct {
			s   string
			dst *Month
		}{{y.From, &r.From}, {y.Until, &r.Until}} {
			if m.s == "" {
				continue
			}
			v, err := ParseMonth(m.s)
			if err != nil {
				return fmt.Errorf("%s: %w", at, err)
			}
			*m.dst = v
		}
		if r.Requires != "" && !keyRE.MatchString(r.Requires) {
			return fmt.Errorf("%s: requires %q", at, r.Requires)
		}
		switch r.Effect {
		case effBDienst, effEnigma, effFourRotor, effFourRotorAll, effTorpedo, effToulon, effInfra, effKeepInfra,
			effAirSeaplane, effAirLongRange, effKeepSeaplane, effKeepLong, effHSK, effUTanker, effSpain, effVichy, effUSUnits,
			effFinland:
			if len(r.Zones) > 0 {
				return fmt.Errorf("%s: zones belong to effect open", at)
			}
		case effProduction:
			if r.Months < 1 || r.Months > 3 || len(r.Zones) > 0 {
				return fmt.Errorf("%s: production %d months earlier (1–3), no zones", at, r.Months)
			}
		case effOpen:
			if len(r.Zones) == 0 {
				return fmt.Errorf("%s: effect open without zones", at)
			}
			for _, z := range r.Zones {
				if zn, ok := d.Map.Zones[z]; !ok || zn.Kind != KindOperatingArea {
					return fmt.Errorf("%s: %q is not an operating area", at, z)
				}
			}
		default:
			return fmt.Errorf("%s: effect %q is not one the engine makes", at, r.Effect)
		}
		if err := changes(at+" granted", r.Granted); err != nil {
			return err
		}
		if err := changes(at+" refused", r.Refused); err != nil {
			return err
		}
		p.Requests = append(p.Requests, r)
	}
	for _, r := range p.Requests {
		if r.Requires != "" && !seen[r.Requires] && !d.eventKey(r.Requires) {
			return fmt.Errorf("requests %s: requires %q, neither a request nor a war event", r.Key, r.Requires)
		}
	}
	for tag, y := range f.Reactions.WP15 {
		if tag != "BdU" && bodyIndex(tag) < 0 {
			return fmt.Errorf("reactions wp1_5: %q is not a tag", tag)
		}
		if y.Level < 0 || y.Level > 3 || y.Cost < 0 || (y.Level > 0 && y.Cost < y.Level) {
			return fmt.Errorf("reactions wp1_5 %s: level %d, cost %d (the level is paid, SW 36.23)", tag, y.Level, y.Cost)
		}
		if err := changes("reactions wp1_5 "+tag+" granted", y.Granted); err != nil {
			return err
		}
		if err := changes("reactions wp1_5 "+tag+" refused", y.Refused); err != nil {
			return err
		}
		p.Reactions[tag] = Reaction{Level: y.Level, Cost: y.Cost, Granted: y.Granted, Refused: y.Refused}
	}
	known := map[string]bool{"liner": true}
	for _, u := range tfUnits {
		known[u.class] = true
	}
	p.Valuable = map[string]map[string]int{}
	for class, ch := range f.Valuable {
		if !known[class] {
			return fmt.Errorf("valuable: %q is not a class of design 6.1.1 (task-force units, liner)", class)
		}
		if err := changes("valuable "+class, ch); err != nil {
			return err
		}
		p.Valuable[class] = ch
	}
	l := f.Reactions.WP610
	if l.Cost < 0 || l.Named > 0 || bodyIndex(l.BdUBody) < 0 {
		return fmt.Errorf("reactions wp6_10: cost %d, named %d, bdu_body %q", l.Cost, l.Named, l.BdUBody)
	}
	p.Late = LateReaction{Cost: l.Cost, Named: l.Named, BdUBody: l.BdUBody}
	for _, pe := range f.Reactions.Penalties {
		at := fmt.Sprintf("reactions penalties WP%d %s", pe.WP, pe.Event)
		if pe.WP < 1 || pe.WP > NumPeriods || !d.eventKey(pe.Event) {
			return fmt.Errorf("%s: not a war event of that period", at)
		}
		if err := changes(at, pe.Changes); err != nil {
			return err
		}
		p.penalties[penaltyKey{pe.WP, pe.Event}] = pe.Changes
	}
	// every tag of the WP1–5 tables has its reaction; a tagged event lasts one week
	for wp, list := range d.EarlyEvents {
		for _, e := range list {
			for x := e; x != nil; x = x.Again {
				if x.Target == "" {
					continue
				}
				if _, ok := p.Reactions[x.Target]; !ok {
					return fmt.Errorf("war_events_wp1_5 WP%d %s: tag %q has no reaction in %s", wp+1, x.Key, x.Target, filePolitical)
				}
				if x.Weeks > 1 {
					return fmt.Errorf("war_events_wp1_5 WP%d %s: a tagged event lasting %d weeks (SW 36.64 refuses one turn's orders)", wp+1, x.Key, x.Weeks)
				}
			}
		}
	}
	for _, t := range warEventTables {
		for _, e := range t {
			if e.target != "" && e.target != "BdU" && bodyIndex(e.target) < 0 {
				return fmt.Errorf("design 8.5 %s: tag %q is not a body", e.key, e.target)
			}
		}
	}
	var err error
	if p.Spain, err = d.buildSpain(&f.Spain); err != nil {
		return err
	}
	if p.Vichy, err = d.buildVichy(&f.Vichy); err != nil {
		return err
	}
	if p.Finland, err = d.buildFinland(&f.Finland); err != nil {
		return err
	}
	if err := checkWest(p); err != nil {
		return err
	}
	d.Political = p
	return nil
}

// eventKey reports whether key is a war event of the WP1–5 data or the WP6–10 tables.
func (d *Data) eventKey(key string) bool {
	for _, list := range d.EarlyEvents {
		for _, e := range list {
			for x := e; x != nil; x = x.Again {
				if x.Key == key {
					return true
				}
			}
		}
	}
	for _, t := range warEventTables {
		for _, e := range t {
			if e.key == key {
				return true
			}
		}
	}
	return false
}

// Number is the PRT number (SW 36.23) of a request of level 1–3 at the target's
// influence and the Reichskanzlei's (−2…+2): roll at most it; ok false for an X (no
// grant possible).
func (p *Political) Number(level, target, rk int) (n int, ok bool) {
	row := p.rows[level-1][target+2]
	n = p.numbers[row][rk+2]
	return n, n != prtNone
}

// lossChange is SW 36.52's change for lost U-boats.
func (p *Political) lossChange(lost int) int {
	ch := 0
	for _, l := range p.Losses {
		if lost >= l.From {
			ch = l.Change
		}
	}
	return ch
}

// --- state ---

// politicalState is the module's state in a campaign (SW 36).
type politicalState struct {
	Influence [4]int
	Prestige  int
	// berlin: the BdU is in Berlin (all WP1, SW 36.13; then for a request, 36.4, 36.41,
	// until he returns at a political phase, 36.42); berlinTurn the turn he went (−1:
	// from the start)
	berlin     bool
	berlinTurn int
	// reactionMonth is the month of the last reaction request (one a month, SW 36.22).
	reactionMonth Month
	granted       map[string]int // requests granted: the turn
	// the B-Dienst level and the Enigma raises of 36.63B (design 7.7 with SW 7.21,
	// 7.33, 36.15; politicalIntel), the raises due at the end of the turn, the
	// four-rotor Enigma (36.63C; pendFour: at the end of the turn) and 36.63D
	bdienst, enigma       int
	pendB, pendE          int
	fourRotor, fourRotAll bool
	pendFour              bool
	// trainingRefused counts the transfers to training refused (SW 36.64D) since the
	// rolls were last ended; trainingOwed the boats those transfers named
	trainingRefused, trainingOwed int
	// infraFrom is the month the readiness +1 of 36.61A starts (0: not granted);
	// infraKept: 36.61B granted
	infraFrom Month
	infraKept bool
	// the recon aircraft under the BdU (36.62, SW 36.15): held by type, kept for the
	// next check (the start of WP3, WP5), arriving at the end of the turn; period is the
	// war period last seen (the checks)
	// prodFrom, prodMonths, prodShift: the production increase (36.61C–D) from that
	// month, for so many months, that many months earlier (prodShift 0: none)
	prodFrom              Month
	prodMonths, prodShift int
	air                   map[string]int
	airKept               map[string]bool
	airPending            []string
	period                int
	airBuf                []string
	// SW 36.63F (spain.go): a Type VII still to be handed over, Torch's landing rolled,
	// the month the G-7 comes (0: none due)
	spainOwed, torchRolled bool
	g7Due                  Month
	// vichyBase is the French base the other boats may use (SW 36.63H, vichy.go)
	vichyBase string
	// SW 36.63J/L (westwaters.go): the first month without the Maritimes blackout (0:
	// not rolled), the turn the US rules of engagement widened (0: not)
	blackoutUntil Month
	widened       int
}

// scheduleLevels are the B-Dienst and Enigma levels of the design 7.7 schedule.
func scheduleLevels(m Month, wp int) (bdienst, enigma int) {
	e := EnigmaLevel(m, wp)
	return IntelModifier(m, wp) - e, e
}

// newPolitical sets the tracks of the campaign's start (Begin).
func (c *Campaign) newPolitical() *politicalState {
	st := c.Data.Political.Starts[c.Start]
	s := &politicalState{Influence: st.Influence, Prestige: st.Prestige, granted: map[string]int{}, berlinTurn: -1, berlin: c.Period == 1}
	s.bdienst, _ = scheduleLevels(c.Start, c.Period) // the level of the start (7.7)
	s.fourRotor = c.Start >= MonthOf(1942, 2)        // the history before a late start (SW 7.31)
	s.air, s.airKept, s.period = map[string]int{}, map[string]bool{}, c.Period
	if c.Start > FirstMonth { // a late start holds the aircraft of its month (design 7.9)
		for _, t := range ReconAvailable(c.Start, c.Period) {
			s.air[t]++
		}
	}
	return s
}

// PoliticalTracks are the module's tracks as the screens show them (SW 36.11–36.13).
type PoliticalTracks struct {
	Influence map[string]int `json:"influence"`
	Prestige  int            `json:"prestige"`
	BdU       string         `json:"bdu"` // berlin or kerneval this turn
}

// Tracks returns the political tracks now; ok false without the module.
func (c *Campaign) Tracks() (PoliticalTracks, bool) {
	if c.pol == nil {
		return PoliticalTracks{}, false
	}
	t := PoliticalTracks{Influence: map[string]int{}, Prestige: c.pol.Prestige, BdU: KeyKerneval}
	for i, b := range Bodies {
		t.Influence[b] = c.pol.Influence[i]
	}
	if c.pol.berlin {
		t.BdU = KeyBerlin
	}
	return t, true
}

// bduInBerlin reports whether the BdU is in Berlin this turn (SW 36.13, 36.4).
func (c *Campaign) bduInBerlin() bool {
	return c.pol != nil && c.pol.berlin
}

// moveBdU moves the BdU to Berlin or back to Kerneval (SW 36.4, 36.42) and logs it.
func (c *Campaign) moveBdU(berlin bool, rule string) {
	c.pol.berlin = berlin
	key := KeyKerneval
	if berlin {
		c.pol.berlinTurn, key = c.Now.Turn(), KeyBerlin
	}
	c.polEmit(&PoliticalEvent{Kind: "bdu", Key: key, Rule: rule})
}

// bduPhase is the BdU's move at the political phase of every turn of WP2–5: out of
// Berlin at the start of WP2 [designed: the headquarters moves to Kerneval after the
// fall of France, SW 36.4]; after a turn in Berlin, back to Kerneval or not (36.42, a
// decision; the AI returns).
func (c *Campaign) bduPhase(p Decider) error {
	s := c.pol
	if !s.berlin || c.Period < 2 || c.Period > 5 {
		return nil
	}
	if s.berlinTurn < 0 {
		c.moveBdU(false, "SW 36.4")
		return nil
	}
	if s.berlinTurn >= c.Now.Turn() {
		return nil
	}
	d := c.decision(DecideBerlin, nil)
	d.Subject = "bdu"
	d.add(KeyKerneval, nil)
	d.add(KeyBerlin, nil)
	key, err := c.ask(p, d)
	if err == nil && key == KeyKerneval {
		c.moveBdU(false, "SW 36.42")
	}
	return err
}

// PoliticalChange is one change of a track (body key or "prestige") in a political event.
type PoliticalChange struct {
	Track string `json:"track"`
	Delta int    `json:"delta"` // as applied (clamped to the track)
}

// PoliticalEvent is a step of the political module (SW 36; design 9.3 addition): Kind
// start (the start's tracks, 36.11–36.12), request (a planned request, 36.23),
// reaction (a war event refused, 36.64), points (36.51), losses (36.52), valuable (a
// valuable unit sunk, 36.53: Key its class), bdu (the BdU moves: Key berlin or
// kerneval, 36.4, 36.42), aircraft (36.62: Key arrived or withdrawn), effect (the
// intelligence requests take hold at the end of the turn, 36.63), follow_orders (design
// 6.2.3: Key the boat); Key the request or war event; Result granted or refused; Cost
// the prestige paid, Favour of it the favour; Changes the tracks changed (as applied,
// within their limits); Tracks the tracks after it.
type PoliticalEvent struct {
	EventHeader
	Kind    string            `json:"kind"`
	Key     string            `json:"key,omitempty"`
	Rule    string            `json:"rule,omitempty"`
	Target  string            `json:"target,omitempty"`
	Level   int               `json:"level,omitempty"`
	Cost    int               `json:"cost,omitempty"` // prestige paid
	Favour  int               `json:"favour,omitempty"`
	Result  string            `json:"result,omitempty"`
	Points  int               `json:"points,omitempty"`
	Lost    int               `json:"lost,omitempty"`
	Changes []PoliticalChange `json:"changes"`
	Tracks  PoliticalTracks   `json:"tracks"`
}

// Head implements Event.
func (e *PoliticalEvent) Head() *EventHeader { return &e.EventHeader }

// shift moves a track by delta within its limits and returns the change made.
func (c *Campaign) shift(track string, delta int) PoliticalChange {
	p, s := c.Data.Political, c.pol
	if track == KeyPrestige {
		v := max(0, min(p.PrestigeMax, s.Prestige+delta))
		d := v - s.Prestige
		s.Prestige = v
		return PoliticalChange{track, d}
	}
	i := bodyIndex(track)
	v := max(p.MinInfluence, min(p.MaxInfluence, s.Influence[i]+delta))
	d := v - s.Influence[i]
	s.Influence[i] = v
	return PoliticalChange{track, d}
}

// applyChanges applies a consequences map in the order of the tracks.
func (c *Campaign) applyChanges(out []PoliticalChange, m map[string]int) []PoliticalChange {
	for _, b := range Bodies {
		if v, ok := m[b]; ok && v != 0 {
			out = append(out, c.shift(b, v))
		}
	}
	return out
}

// polEmit logs a political event with the tracks after it.
func (c *Campaign) polEmit(e *PoliticalEvent) {
	if c.Log == nil {
		return
	}
	if e.Changes == nil {
		e.Changes = []PoliticalChange{}
	}
	e.Tracks, _ = c.Tracks()
	c.emit(TPolitical, e)
}

// --- the PRT roll ---

// prtAway is the SW 36.4 modifier: + the level when the BdU is not in Berlin.
func (c *Campaign) prtAway(level int, berlin bool) int {
	if berlin {
		return 0
	}
	return level
}

// prtChance is the chance (0–1) that a request of level to target is granted, with
// the favour modifier fav and the BdU in Berlin or not (SW 36.23, 36.4).
func (c *Campaign) prtChance(level int, target string, fav int, berlin bool) float64 {
	p := c.Data.Political
	n, ok := p.Number(level, c.pol.Influence[bodyIndex(target)], c.pol.Influence[3])
	if !ok {
		return 0
	}
	k := 0
	for f := range 10 {
		if f+fav+c.prtAway(level, berlin) <= n {
			k++
		}
	}
	return float64(k) / 10
}

// grantOdds fills an option's odds with a chance.
func (c *Campaign) grantOdds(p float64) []Odds {
	o := c.newOdds(2)
	o[0], o[1] = Odds{"granted", p}, Odds{"refused", 1 - p}
	return o
}

// resolveRequest makes the SW 36.23 roll of a request of level to target, with avail
// prestige left once its cost is paid: the Berlin move (36.4, 36.41) and the favour are
// asked and the roll logged. It returns the result and the favour prestige spent; the
// caller pays both (just before its political event, so that the tracks change with
// the event that says so).
func (c *Campaign) resolveRequest(p Decider, subject string, level int, target string, avail int) (granted bool, favour int, err error) {
	pd := c.Data.Political
	berlin := c.bduInBerlin()
	if !berlin && c.Period >= 2 && c.Period <= 5 {
		d := c.decision(DecideBerlin, nil)
		d.Subject = subject
		d.add(KeyKerneval, c.grantOdds(c.prtChance(level, target, 0, false)))
		d.add(KeyBerlin, c.grantOdds(c.prtChance(level, target, 0, true)))
		key, err := c.ask(p, d)
		if err != nil {
			return false, 0, err
		}
		if key == KeyBerlin {
			c.moveBdU(true, "SW 36.4")
			berlin = true
		}
	}
	d := c.decision(DecideFavour, nil)
	d.Subject = subject
	d.add("favour_0", c.grantOdds(c.prtChance(level, target, 0, berlin)))
	for _, f := range pd.Favour {
		if f.Prestige <= avail {
			d.add("favour_"+strconv.Itoa(f.Prestige), c.grantOdds(c.prtChance(level, target, f.Mod, berlin)))
		}
	}
	key, err := c.ask(p, d)
	if err != nil {
		return false, 0, err
	}
	var m Mods
	for _, f := range pd.Favour {
		if key == "favour_"+strconv.Itoa(f.Prestige) {
			favour = f.Prestige
			m.Add(f.Mod, "SW 36.23 political favour")
		}
	}
	m.Add(c.prtAway(level, berlin), "SW 36.4 BdU away from Berlin")
	ti, rk := c.pol.Influence[bodyIndex(target)], c.pol.Influence[3]
	n, _ := pd.Number(level, ti, rk)
	nat, total := c.d10(&m)
	granted = total <= n
	res := "refused"
	if granted {
		res = "granted"
	}
	if c.Log != nil {
		col := fmt.Sprintf("L%d/%s%+d/RK%+d/%d", level, target, ti, rk, n)
		c.rolled(TabPRT, col, "1d10", &m, total, res, nat)
	}
	return granted, favour, nil
}

// --- I.2 planned requests ---

// requestLegal reports whether r may be made now (SW 36.2x, 36.6x windows and limits).
func (c *Campaign) requestLegal(r *Request) bool {
	s := c.pol
	if c.Period < r.FromWP || c.Period > r.UntilWP || (r.From != 0 && c.Now.Month < r.From) || (r.Until != 0 && c.Now.Month > r.Until) {
		return false
	}
	if _, done := s.granted[r.Key]; done && r.Once {
		return false
	}
	if r.Requires != "" {
		_, req := s.granted[r.Requires]
		_, ev := c.Events[r.Requires]
		if !req && !ev {
			return false
		}
	}
	if s.Prestige < r.Level {
		return false
	}
	if _, ok := c.Data.Political.Number(r.Level, s.Influence[bodyIndex(r.Target)], s.Influence[3]); !ok {
		return false // an X: no grant possible, the request is not made (SW 36.23)
	}
	switch r.Effect {
	case effEnigma: // SW 36.63B
		switch {
		case c.Period <= 3:
			return c.enigmaLevel()+s.pendE <= 0
		default:
			return s.fourRotor || c.enigmaLevel()+s.pendE <= -1
		}
	case effBDienst: // [designed] at most +3, the combined cap of SW 7.34
		return s.bdienst+s.pendB < 3
	case effFourRotor:
		return !s.fourRotor && !s.pendFour
	case effFourRotorAll:
		return s.fourRotor && !s.fourRotAll
	case effTorpedo: // SW 36.61G, 36.14 with design 7.8's table
		tv := c.War.TorpedoValue
		if tv >= 2 || (tv == 1 && c.Now.Month.Year() < 1943) {
			return false
		}
		return c.War.TorpedoShips >= torpedoSteps[tv+1][0].ships
	case effOpen: // a zone with traffic this period that its western-waters period closes
		for _, z := range r.Zones {
			if row, _ := c.chartRow(z); row != "-" && !c.patrolOpen(z) {
				return true
			}
		}
		return false
	case effProduction: // 36.61C–D: not both
		for _, x := range c.Data.Political.Requests {
			if _, done := s.granted[x.Key]; done && x.Effect == effProduction {
				return false
			}
		}
		return true
	case effKeepInfra: // 36.61B: from Barbarossa on, while the +1 is still to come or held
		return !c.Now.Before(c.Data.Fixed.Barbarossa) && s.infraFrom != 0
	case effAirSeaplane:
		t := c.seaplane()
		return c.airMore(t)
	case effAirLongRange:
		return c.airMore(Fw200)
	case effKeepSeaplane:
		t := c.seaplane()
		return s.air[t] > 0 && !s.airKept[t]
	case effKeepLong:
		return s.air[Fw200] > 0 && !s.airKept[Fw200]
	case effSpain: // SW 36.63F: not while Barbarossa is active
		sp := c.Data.Political.Spain
		return c.Now.Month < sp.BarredFrom || c.Now.Month > sp.BarredUntil
	case effFinland: // SW 36.63E: only after Barbarossa
		return !c.Now.Before(c.Data.Fixed.Barbarossa)
	case effUSUnits: // SW 36.63M (westwaters.go)
		return c.usUnitsLegal()
	case effVichy: // SW 36.63H: until Barbarossa, not if the French fleet was seized (G)
		_, french := s.granted[toulonEvent]
		return !french && c.Now.Before(c.Data.Fixed.Barbarossa)
	}
	return true
}

// seaplane is the seaplane type of the period (design 7.9: Do 18 in WP1–2, Bv 138 after).
func (c *Campaign) seaplane() string {
	if c.Period <= 2 {
		return Do18
	}
	return Bv138
}

// airMore reports whether design 7.9 lists more aircraft of type t this month than the
// BdU holds and has coming (SW 36.62A, C: "only if available by the war period").
func (c *Campaign) airMore(t string) bool {
	n := 0
	for _, x := range ReconAvailable(c.Now.Month, c.Period) {
		if x == t {
			n++
		}
	}
	held := c.pol.air[t]
	for _, x := range c.pol.airPending {
		if x == t {
			held++
		}
	}
	return n > held
}

// stepPolitical is step I.2 (design 5; SW 36.2): in week 1 of a month of WP1–5, one
// planned request or none.
func (c *Campaign) stepPolitical(p Decider) error {
	if err := c.spainTurn(); err != nil { // SW 36.63F, I.1's national tables (spain.go)
		return err
	}
	if err := c.vichyTurn(); err != nil { // SW 36.63H (vichy.go)
		return err
	}
	if err := c.westTurn(); err != nil { // SW 36.63L (westwaters.go)
		return err
	}
	if err := c.bduPhase(p); err != nil { // SW 36.4, 36.42
		return err
	}
	c.airCheck() // SW 36.62 at the start of WP3 and WP5
	if c.Now.N != 1 {
		return nil
	}
	if err := c.trainingPhase(p); err != nil { // SW 36.64D
		return err
	}
	if c.Period > 5 {
		return nil
	}
	d := c.decision(DecidePolitical, nil)
	d.Subject = "bdu"
	d.add(KeyNone, nil)
	for _, r := range c.Data.Political.Requests {
		if c.requestLegal(r) {
			d.add(r.Key, c.grantOdds(c.prtChance(r.Level, r.Target, 0, c.bduInBerlin())))
		}
	}
	key, err := c.ask(p, d)
	if err != nil || key == KeyNone {
		return err
	}
	var r *Request
	for _, x := range c.Data.Political.Requests {
		if x.Key == key {
			r = x
		}
	}
	// SW 36.23: the level is paid at once (with the favour, below)
	granted, favour, err := c.resolveRequest(p, r.Key, r.Level, r.Target, c.pol.Prestige-r.Level)
	if err != nil {
		return err
	}
	e := &PoliticalEvent{Kind: "request", Key: r.Key, Rule: "SW " + r.Rule, Target: r.Target, Level: r.Level, Cost: r.Level + favour, Favour: favour}
	e.Changes = append(e.Changes, c.shift(KeyPrestige, -(r.Level+favour)))
	if granted {
		e.Result = "granted"
		e.Changes = c.applyChanges(e.Changes, r.Granted)
		c.pol.granted[r.Key] = c.Now.Turn()
	} else {
		e.Result = "refused"
		e.Changes = c.applyChanges(e.Changes, r.Refused)
	}
	c.polEmit(e)
	if granted {
		return c.requestEffect(r, p)
	}
	return nil
}

// requestEffect makes a granted request's effect (SW 36.61G, 36.63A–D, F–L); p answers
// the decisions it asks (36.63H's base).
func (c *Campaign) requestEffect(r *Request, p Decider) error {
	s := c.pol
	switch r.Effect {
	case effSpain:
		return c.spainEnters() // 36.63F (spain.go)
	case effVichy:
		return c.vichyEnters(p) // 36.63H (vichy.go)
	case effFinland:
		c.finlandJoins() // 36.63E (finland.go)
	case effBDienst:
		s.pendB++ // at the end of the turn (36.63A)
	case effEnigma:
		s.pendE++ // 36.63B
	case effFourRotor:
		s.pendFour = true // 36.63C: Triton at the end of the turn (politicalIntel)
	case effFourRotorAll:
		s.fourRotAll = true // 36.63D, from the end of the turn: read at once (no search before)
	case effTorpedo:
		c.setTorpedoValue(c.War.TorpedoValue + 1) // 36.61G at I.3, which follows
	case effToulon:
		// 36.63G: Toulon opens in 1940-08 (bases.go OpensBy reads the turn recorded)
		c.Events[toulonEvent] = Week{MonthOf(1940, 8), 1}.Turn()
	case effOpen:
		// 36.63I–L: patrolOpen reads the granted request (openedByRequest)
	case effInfra: // 36.61A: 2d10 months, then the readiness +1 (yardStep)
		a, b := c.Dice.D10(), c.Dice.D10()
		s.infraFrom = c.Now.Month + Month(a+b)
		c.rolled(TabInfrastructure, r.Key, "2d10", nil, a+b, s.infraFrom.String(), a, b)
	case effKeepInfra:
		s.infraKept = true
	case effProduction: // 36.61C–D: from the next month, 2d10 months
		a, b := c.Dice.D10(), c.Dice.D10()
		s.prodFrom, s.prodMonths, s.prodShift = c.Now.Month+1, a+b, r.Months
		c.rolled(TabProduction, r.Key, "2d10", nil, a+b, strconv.Itoa(a+b), a, b)
	case effAirSeaplane:
		s.airPending = append(s.airPending, c.seaplane()) // searches from the next turn
	case effAirLongRange:
		s.airPending = append(s.airPending, Fw200)
	case effKeepSeaplane:
		s.airKept[c.seaplane()] = true
	case effKeepLong:
		s.airKept[Fw200] = true
	case effHSK:
		c.War.Supply.hskDue = true // placed at III.5 (supply.go)
	case effUTanker:
		c.War.Supply.programmeDue = true // made at III.5 (supply.go)
	}
	return nil
}

// arrivals are the arrivals of month m by type (design 4.5) and, of them, how many have
// Inexp crews (4.5: those due from InexpArrivalsFrom; they are the last of each type).
// With a production increase (SW 36.61C–D; window s = prodFrom, n months, k months
// earlier) the boats due in s+1 … s+n−1+k come k months early: month s takes those due
// s … s+k, a month inside the window those due k months later, the k months after it
// none; the Inexp is that of the month they were due.
func (c *Campaign) arrivals(m Month) (arr, green map[string]int) {
	if c.War.Supply.xivShift > 0 { // SW 36.61F: the XIV tankers early (supply.go)
		defer func() { arr, green = c.xivEarly(m, arr, green) }()
	}
	d := c.Data
	lo, hi := m, m
	if s := c.pol; s != nil && s.prodShift > 0 && s.prodMonths > 0 && m >= s.prodFrom {
		end := s.prodFrom + Month(s.prodMonths) // the first month after the window
		k := Month(s.prodShift)
		switch {
		case m == s.prodFrom:
			lo, hi = m, m+k
		case m < end:
			lo, hi = m+k, m+k
		case m < end+k:
			lo, hi = 1, 0 // none: already delivered
		}
	}
	if lo == hi {
		arr = d.ArrivalsIn(lo)
		if lo >= d.InexpArrivalsFrom {
			return arr, arr
		}
		return arr, nil
	}
	arr, green = map[string]int{}, map[string]int{}
	for sm := lo; sm <= hi; sm++ {
		for t, n := range d.ArrivalsIn(sm) {
			arr[t] += n
			if sm >= d.InexpArrivalsFrom {
				green[t] += n
			}
		}
	}
	return arr, green
}

// infrastructure is SW 36.61A–B's readiness bonus for boat b (yardStep): +1 for a German
// boat from the month rolled, to the start of WP4 unless kept (36.61B).
func (c *Campaign) infrastructure(b *Boat) int {
	s := c.pol
	if s == nil || s.infraFrom == 0 || c.Now.Month < s.infraFrom || b.Nation != "de" || (c.Period >= 4 && !s.infraKept) {
		return 0
	}
	return 1
}

// reconAvailable are the recon aircraft of the week (design 7.9; with the module in
// WP1–5, those the BdU holds, at most 7.9's of each type: SW 36.15, 36.62).
func (c *Campaign) reconAvailable() []string {
	all := ReconAvailable(c.Now.Month, c.Period)
	if c.pol == nil || c.Period >= 6 {
		return all
	}
	s := c.pol
	out := s.airBuf[:0]
	for _, t := range all {
		n := 0
		for _, x := range out {
			if x == t {
				n++
			}
		}
		if n < s.air[t] {
			out = append(out, t)
		}
	}
	s.airBuf = out
	return out
}

// airCheck is SW 36.62's check at the start of WP3 and WP5 (the end of WP2 and WP4): the
// aircraft not kept leave; the kept ones must be kept anew for the next check.
func (c *Campaign) airCheck() {
	s := c.pol
	if c.Period == s.period {
		return
	}
	s.period = c.Period
	if c.Period != 3 && c.Period != 5 {
		return
	}
	e := &PoliticalEvent{Kind: "aircraft", Rule: "SW 36.62"}
	for _, t := range []string{Do18, Bv138, Fw200} {
		if s.air[t] > 0 && !s.airKept[t] {
			s.air[t] = 0
			e.Key = "withdrawn"
		}
	}
	clear(s.airKept)
	if e.Key != "" {
		c.polEmit(e)
	}
}

// politicalSunk is SW 36.53: a valuable naval unit sunk (design 6.1.1 class) moves the
// tracks at once.
func (c *Campaign) politicalSunk(b *Boat, class string) {
	ch := c.Data.Political.Valuable[class]
	if len(ch) == 0 {
		return
	}
	e := &PoliticalEvent{Kind: "valuable", Key: class, Rule: "SW 36.53"}
	e.Changes = c.applyChanges(e.Changes, ch)
	c.polEmit(e)
}

// t5Classes maps the Hunted's [T5] capital ship classes to the F1 classes of SW 36.53's
// data (political.yaml valuable): BB battleship, CV fleet carrier, CA heavy cruiser,
// CVE escort carrier.
var t5Classes = map[string]string{"BB": "battleship", "CV": "fleet_carrier", "CA": "heavy_cruiser", "CVE": "escort_carrier"}

// t5ByName is the [T5] class of each capital ship of the Hunted's tables, by name.
var t5ByName = sync.OnceValue(func() map[string]string {
	out := map[string]string{}
	if t := engine.MustData().Tables[engine.TableT5]; t != nil {
		for _, col := range t.Columns {
			for _, r := range col.Rows {
				out[r.Result] = r.Class
			}
		}
	}
	return out
})

// zoomValuable is the SW 36.53 class of a ship sunk in a zoom (design 6.2.3): a Hunted
// capital ship by its [T5] class; "" for the other Hunted classes (freighters, tankers,
// escorts, submarines: SW's list names no destroyer or escort vessel, and the Hunted
// has no troop transport).
func zoomValuable(name, class string) string {
	if class != engine.ClassCapital {
		return ""
	}
	return t5Classes[t5ByName()[name]]
}

// openedByRequest reports whether a granted request lets boats patrol oa before its
// western-waters period (SW 36.63I–L, 30.2).
func (c *Campaign) openedByRequest(oa string) bool {
	if c.pol == nil {
		return false
	}
	for _, r := range c.Data.Political.Requests {
		if r.Effect != effOpen || !slices.Contains(r.Zones, oa) {
			continue
		}
		if _, ok := c.pol.granted[r.Key]; ok {
			return true
		}
	}
	return false
}

// --- intelligence (design 7.7 with SW 7.21, 7.33, 36.15) ---

// politicalIntel is the B-Dienst + Enigma modifier of design 7.7 with the module (SW
// 7.21, 7.33, 36.15: the levels rise only by requests): the B-Dienst level is the
// start's plus the requests 36.63A (the schedule's rise of 1942-02 is not made); the
// Enigma level is the schedule's, the Allies' breaks included, except that the
// four-rotor Enigma (the schedule's 1942-02 rise, "Triton") comes only with 36.63C,
// plus the raises of 36.63B. WP6–10: the schedule's (0, folded into the gates).
func (c *Campaign) politicalIntel() int {
	if c.Period >= 6 {
		return IntelModifier(c.Now.Month, c.Period)
	}
	return max(-3, min(3, c.pol.bdienst+c.enigmaLevel()))
}

// enigmaLevel is the Enigma level of the searches and the pack join rolls (design 7.7,
// 8.1; with the module: politicalIntel's).
func (c *Campaign) enigmaLevel() int {
	e := EnigmaLevel(c.Now.Month, c.Period)
	if c.pol == nil || c.Period >= 6 {
		return e
	}
	if c.Now.Month >= MonthOf(1942, 2) && !c.pol.fourRotor {
		e = -2 // no Triton: Ultra goes on reading the three-rotor traffic
	}
	return e + c.pol.enigma
}

// fourRotorLag reports whether the Arctic and Mediterranean boats search at Enigma − 1
// (SW 7.31; with the module, 36.63C–D).
func (c *Campaign) fourRotorLag() bool {
	if c.pol != nil && c.Period <= 5 {
		return c.pol.fourRotor && !c.pol.fourRotAll
	}
	return c.Now.Month >= MonthOf(1942, 2)
}

// politicalTurnEnd is the end of the turn (IV): the raises of 36.63A–C take hold.
func (c *Campaign) politicalTurnEnd() {
	s := c.pol
	if len(s.airPending) > 0 { // 36.62A, C: the aircraft search from the next turn
		for _, t := range s.airPending {
			s.air[t]++
		}
		s.airPending = s.airPending[:0]
		c.polEmit(&PoliticalEvent{Kind: "aircraft", Key: "arrived", Rule: "SW 36.62"})
	}
	if s.pendB == 0 && s.pendE == 0 && !s.pendFour {
		return
	}
	s.bdienst += s.pendB
	s.enigma += s.pendE
	s.fourRotor = s.fourRotor || s.pendFour
	s.pendB, s.pendE, s.pendFour = 0, 0, false
	c.polEmit(&PoliticalEvent{Kind: "effect", Rule: "SW 36.63"})
}

// --- SW 36.43 the BdU in Berlin ---

// packCap is the most boats in a pack this week (SW 36.43), 0 = no cap.
func (c *Campaign) packCap() int {
	if !c.bduInBerlin() || c.Period < 2 || c.Period > 5 {
		return 0
	}
	return c.Data.Political.PackCap[c.Now.Month.Year()]
}

// adjacentJoins reports whether boats of adjacent OAs may join packs this week (design
// 8.1: from WP5, not while the BdU is in Berlin, SW 36.43).
func (c *Campaign) adjacentJoins() bool {
	return c.Period >= 5 && !(c.bduInBerlin() && c.Period <= 5)
}

// --- SW 36.51–36.52 month end ---

// politicalMonth is the month's political points (SW 36.51, vp the month's ships and
// tons VP) and the U-boats lost (36.52, lost the month's losses that count, design 4.6).
func (c *Campaign) politicalMonth(vp, lost int) error {
	pd := c.Data.Political
	if pts := max(0, vp) / pd.GainDivisor; pts > 0 {
		e := &PoliticalEvent{Kind: "points", Rule: "SW 36.51", Points: pts}
		var given [4]int
		toPrestige := 0
		tracks := make([]string, 0, pts) // shifted together with the event
		for i := range pts {
			var track string
			switch i {
			case 0:
				track = pd.GainFirst
			case 1:
				track = pd.GainSecond
			default:
				d := c.decision(DecidePoints, nil)
				d.Subject = "bdu"
				low := given[0]
				for _, g := range given {
					low = min(low, g)
				}
				for j, b := range Bodies {
					if given[j] == low { // each body one point before any gets a second
						d.add(b, nil)
					}
				}
				if toPrestige < pd.PrestigePerMonth {
					d.add(KeyPrestige, nil)
				}
				key, err := c.ask(c.player, d)
				if err != nil {
					return err
				}
				track = key
			}
			if track == KeyPrestige {
				toPrestige++
			} else {
				given[bodyIndex(track)]++
			}
			tracks = append(tracks, track)
		}
		for _, tr := range tracks {
			e.Changes = append(e.Changes, c.shift(tr, 1))
		}
		c.polEmit(e)
	}
	if ch := pd.lossChange(lost); ch != 0 {
		e := &PoliticalEvent{Kind: "losses", Rule: "SW 36.52", Lost: lost}
		for _, b := range pd.LossBodies {
			e.Changes = append(e.Changes, c.shift(b, ch))
		}
		e.Changes = append(e.Changes, c.shift(KeyPrestige, ch))
		c.polEmit(e)
	}
	return nil
}

// --- SW 36.64 reaction requests ---

// politicalReaction asks whether the war event key, tagged target (design 8.5, SW 5.0),
// is refused (SW 36.64; design 8.5 for WP6–10) and resolves the refusal. It reports
// whether the event's orders are refused. Without the module, with no tag, after a
// reaction request this month (36.22), or without the prestige to pay, it is obeyed.
func (c *Campaign) politicalReaction(key, target string) (bool, error) {
	if c.pol == nil || target == "" || c.pol.reactionMonth == c.Now.Month {
		return false, nil
	}
	pd, s := c.Data.Political, c.pol
	late := c.Period >= 6
	rule, ok := pd.Reactions[target]
	cost := rule.Cost
	if late {
		cost = pd.Late.Cost
	} else if !ok {
		return false, nil
	}
	if s.Prestige < cost {
		return false, nil
	}
	chance := 1.0
	if !late && rule.Level > 0 {
		if _, ok := pd.Number(rule.Level, s.Influence[bodyIndex(target)], s.Influence[3]); !ok {
			return false, nil // X: it cannot be refused
		}
		chance = c.prtChance(rule.Level, target, 0, c.bduInBerlin())
	}
	d := c.decision(DecideRefuse, nil)
	d.Subject = key
	d.add(KeyObey, nil)
	d.add(KeyRefuse, c.grantOdds(chance))
	ans, err := c.ask(c.player, d)
	if err != nil || ans == KeyObey {
		return false, err
	}
	s.reactionMonth = c.Now.Month
	e := &PoliticalEvent{Kind: "reaction", Key: key, Rule: "SW 36.64", Target: target, Cost: cost}
	granted := true
	if !late && rule.Level > 0 {
		e.Level = rule.Level
		g, favour, err := c.resolveRequest(c.player, key, rule.Level, target, s.Prestige-cost)
		if err != nil {
			return false, err
		}
		granted, e.Favour, e.Cost = g, favour, cost+favour
	}
	e.Changes = append(e.Changes, c.shift(KeyPrestige, -e.Cost))
	switch {
	case late: // design 8.5: the named body −1 (a BdU tag: bdu_body)
		named := target
		if target == "BdU" {
			named = pd.Late.BdUBody
		}
		e.Changes = append(e.Changes, c.shift(named, pd.Late.Named))
	case granted:
		e.Changes = c.applyChanges(e.Changes, rule.Granted)
	default:
		e.Changes = c.applyChanges(e.Changes, rule.Refused)
	}
	if granted { // the event's own change when it is not carried out (SW 5.0, design 8.5)
		e.Changes = c.applyChanges(e.Changes, pd.penalties[penaltyKey{c.Period, key}])
		e.Result = "granted"
		if key == "transfer_to_training" { // SW 36.64D
			s.trainingRefused++
			s.trainingOwed += c.trainingBoats(key)
		}
	} else {
		e.Result = "refused"
	}
	c.polEmit(e)
	return granted, nil
}

// trainingBoats is the number of boats the transfer to training key orders this war
// period (the WP1–5 data; design 8.5 WP6–9: 2).
func (c *Campaign) trainingBoats(key string) int {
	if c.Period >= 6 {
		return 2
	}
	for _, e := range c.Data.EarlyEvents[c.Period-1] {
		for x := e; x != nil; x = x.Again {
			if x.Key == key && x.Training != nil {
				return x.Training.Boats
			}
		}
	}
	return 0
}

// trainingPhase offers, in week 1 of a month while the rolls of SW 36.64D go on, the
// transfer that ends them: the boats of the transfers refused and one more not a Type
// II (WP1–5 as the events' transfers take them, WP6–10 as 8.5's; [designed]: at step
// I.2). The AI keeps rolling (9.1 "none").
func (c *Campaign) trainingPhase(p Decider) error {
	s := c.pol
	if s.trainingRefused == 0 {
		return nil
	}
	d := c.decision(DecideTraining, nil)
	d.Subject = "bdu"
	d.add(KeyKeep, nil)
	d.add(KeyWithdraw, nil)
	key, err := c.ask(p, d)
	if err != nil || key == KeyKeep {
		return err
	}
	n := s.trainingOwed + 1
	if c.Period <= 5 {
		err = c.earlyTraining(&TrainingOrder{Boats: n, MaxII: n - 1})
	} else {
		err = c.transferToTraining(n)
	}
	s.trainingRefused, s.trainingOwed = 0, 0
	c.polEmit(&PoliticalEvent{Kind: "training", Key: KeyWithdraw, Rule: "SW 36.64D", Points: n})
	return err
}

// politicalArrival is SW 36.64D for a boat of type t about to arrive (Reinforce, before
// it is commissioned): after n transfers to training refused, a German boat's crew is
// one step less experienced (Inexp +1, at most 2) on d10 − (n − 1) ≤ 0. It returns the
// Inexp to add (0 or 1).
func (c *Campaign) politicalArrival(t string) int {
	if c.pol == nil || c.pol.trainingRefused == 0 || c.Data.Types[t].Nation != "de" {
		return 0
	}
	var m Mods
	m.Add(-(c.pol.trainingRefused - 1), "SW 36.64D transfers refused before")
	nat, total := c.d10(&m)
	res := "trained"
	if total <= 0 {
		res = "inexp"
	}
	c.rolled(TabTrainingInex, t, "1d10", &m, total, res, nat)
	return b2i(total <= 0)
}

// --- design 6.2.3 follow orders ---

// flagProposal sets, for the flagship's sail decision in WP6–10 with the module, the
// BdU's proposal (design 6.2.3: a [P1] roll on the AI's dice, logged as P1, mapped to an
// OA as 9.4 maps it) and returns it; "" otherwise (then no roll is made).
func (c *Campaign) flagProposal(d *Decision) string {
	if c.pol == nil || c.Period < 6 || d.Boat == nil || !c.isFlagship(d.Boat) || c.Data.Types[d.Boat.Type].Torpedoes == 0 {
		return ""
	}
	d.Proposal = c.p1Destination(d)
	return d.Proposal
}

// FollowOrders is design 6.2.3's "follow orders": the flagship's player accepted the
// [P1] proposal for the boat (stepOrders calls it when the flagship's sail decision is
// answered with Decision.Proposal): +1 prestige (data follow_orders) with the political
// module; nothing without it. Error: boat is not one of the campaign's boats.
func (c *Campaign) FollowOrders(boat string) error {
	if c.Boat(boat) == nil {
		return fmt.Errorf("follow orders: %q is not a boat of the campaign", boat)
	}
	if c.pol == nil {
		return nil
	}
	e := &PoliticalEvent{Kind: "follow_orders", Key: boat, Rule: "design 6.2.3"}
	e.Changes = append(e.Changes, c.shift(KeyPrestige, c.Data.Political.FollowOrders))
	c.polEmit(e)
	return nil
}

// --- the BdU AI (design 9.4; [designed] for the module) ---

// politicalAI answers the political decisions for the BdU AI.
func (c *Campaign) politicalAI(d *Decision) string {
	switch d.Kind {
	case DecideRefuse:
		return KeyObey // 9.4: always obey events
	case DecideTraining:
		return KeyKeep
	case DecideVichyBase: // [designed] the data's first (Casablanca, the Atlantic one)
		return d.Options[0].Key
	case DecideBerlin: // to Berlin for a request (its options carry the odds); back after it (36.42)
		if len(d.Options[0].Odds) > 0 {
			return KeyBerlin
		}
		return KeyKerneval
	case DecidePoints:
		if d.Has(KeyPrestige) && c.pol.Prestige < c.Data.Political.PrestigeMax {
			return KeyPrestige
		}
		best, low := "", 0
		for _, o := range d.Options {
			if i := bodyIndex(o.Key); i >= 0 && (best == "" || c.pol.Influence[i] < low) {
				best, low = o.Key, c.pol.Influence[i]
			}
		}
		if best == "" {
			return d.Options[0].Key
		}
		return best
	case DecideFavour:
		last := d.Options[0].Key
		for _, o := range d.Options {
			last = o.Key
			if o.Odds[0].P >= 0.5 {
				return o.Key
			}
		}
		return last
	case DecidePolitical:
		for _, o := range d.Options {
			if o.Key == KeyNone {
				continue
			}
			var r *Request
			for _, x := range c.Data.Political.Requests {
				if x.Key == o.Key {
					r = x
				}
			}
			fav := 0
			for _, f := range c.Data.Political.Favour {
				if f.Prestige <= c.pol.Prestige-r.Level {
					fav = f.Mod
				}
			}
			if r.Effect == effUTanker || (r.Effect == effHSK && !c.hskUseful()) {
				continue // 36.61F: the AI's tankers sail in WP5 only; 36.62E: only with boats far out (supply.go)
			}
			need := 0.5
			if r.Effect == effTorpedo {
				need = 0.3 // the torpedoes first (36.14: no other way to improve them)
			}
			if c.prtChance(r.Level, r.Target, fav, c.bduInBerlin() || c.Period >= 2) >= need {
				return o.Key
			}
		}
		return KeyNone
	}
	return ""
}
