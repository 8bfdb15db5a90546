package engine

import (
	"fmt"
	"sort"
)

// Lists is the non-dice data of tables.md Part C that the rules read (data/lists.yaml).
// Die tables of Part C (4.7.5, 4.7.6, 9.9.1, 11.1, 14.6.1, 14.15) are in Data.Tables.
type Lists struct {
	// Victory is 5.2, lowest level first: a level holds from its MinTons (career tons)
	// up to the next level's MinTons − 1.
	Victory []VictoryLevel
	// Availability is 4.2.2: U-boat type key (as boards.yaml) → first month available.
	Availability map[string]Month
	// Ranks is 11.2.1, lowest first; Ranks[i].Number == i+1 == State.Rank.
	Ranks []RankInfo
	// StartingRank is 11.2.2 (Type VII), by ascending Year.
	StartingRank []StartRankRow
	// ArcticDayMax is 8.4.5: index 1–12 is the calendar month; a 1d6 face at or under the
	// value is Day, above it Night (0 = always night, 6 = always day). Index 0 is unused.
	ArcticDayMax [13]int
	// CrewImprovementPatrols is 11.1: successful patrols per crew-improvement roll ([M3]).
	CrewImprovementPatrols int
	// Promotion is 11.2.3.
	Promotion PromotionRule
	// Decorations is 11.3 (tons).
	Decorations DecorationRule
	// StandardTons is 14.1 (optional): ship size key (small_freighter, large_freighter,
	// tanker) → tons.
	StandardTons map[string]int
	// SubVsSub is 9.9.2–9.9.5.
	SubVsSub SubVsSubRule
	// ExtremeRange is 14.16 (optional).
	ExtremeRange ExtremeRangeRule
	// HistoricalIDs is 14.4: type key → inclusive ranges of U-numbers (U-27 = 27). Also
	// holds VIIA and IXA, which are not game types; XII has none.
	HistoricalIDs map[string][]IDRange
	// Wolfpacks is 14.5, in printed order.
	Wolfpacks []Wolfpack
	// Flotillas is 14.14, by flotilla number.
	Flotillas []Flotilla
	// Abilities is 14.15, by roll 1–20 (Abilities[i].Roll == i+1).
	Abilities []Ability
}

// VictoryLevel is one 5.2 band. Key is the career_end victory key.
type VictoryLevel struct {
	Key             string `yaml:"key"`  // defeat, draw, marginal, substantial, decisive
	Name            string `yaml:"name"` // as printed
	MinTons         int    `yaml:"min_tons"`
	CombinedMinTons int    `yaml:"combined_min_tons"` // combined Hunters/Hunted campaign
}

// RankInfo is one 11.2.1 rank.
type RankInfo struct {
	Number     int    `yaml:"number"` // 1 (OltzS) … 5 (KptzS), as State.Rank
	Key        string `yaml:"key"`    // oltzs, kptlt, kkpt, fkpt, kptzs
	Name       string `yaml:"name"`
	Abbr       string `yaml:"abbr"`
	RequestMax int    `yaml:"request_max"` // 1d6 ≤ this: may choose the next patrol (0 = never)
	RefitCut   bool   `yaml:"refit_cut"`   // one month off a 3- or 4-month refit
}

// StartRankRow is one 11.2.2 line: from Year on, a 1d6 ≤ OltzSMax starts the Kommandant as
// Oberleutnant zur See, otherwise as Kapitänleutnant.
type StartRankRow struct {
	Year     int `yaml:"year"`
	OltzSMax int `yaml:"oltzs_max"`
}

// PromotionRule holds the numbers of 11.2.3.
type PromotionRule struct {
	PeriodMonths int `yaml:"period_months"` // months between promotion rolls
	SuccessMax   int `yaml:"success_max"`   // [M4]: modified 1d6 ≤ this promotes
	ShipsPerDRM  int `yaml:"ships_per_drm"` // −1 per this many ships sunk in the period
}

// DecorationRule holds the tonnages of 11.3.
type DecorationRule struct {
	KC            []KCBand `yaml:"kc"`              // Knight's Cross tonnage by date, ascending
	NextGradeTons int      `yaml:"next_grade_tons"` // further tons for each higher grade
}

// KCBand: from month From on, the Knight's Cross needs Tons career tons.
type KCBand struct {
	FromText string `yaml:"from"`
	From     Month  `yaml:"-"`
	Tons     int    `yaml:"tons"`
}

// SubVsSubRule holds the numbers of 9.9.2–9.9.5.
type SubVsSubRule struct {
	EnemyFirstMax int            `yaml:"enemy_first_max"` // 1d10 ≤ this: the enemy fires first
	EnemyHitMax   map[string]int `yaml:"enemy_hit_max"`   // range key → natural 2d6 ≤ this hits
	EnemyDudMax   int            `yaml:"enemy_dud_max"`   // 1d6 ≤ this: enemy torpedo is a dud
	DamageToSink  int            `yaml:"damage_to_sink"`  // damage points of an enemy submarine
}

// ExtremeRangeRule holds the numbers of 14.16 (natural 2d6, never modified).
type ExtremeRangeRule struct {
	HitMax               int `yaml:"hit_max"`                 // hit on ≤ this
	DetectMin            int `yaml:"detect_min"`              // detected on ≥ this
	DetectMinSecondSalvo int `yaml:"detect_min_second_salvo"` // … when trying a second salvo
}

// IDRange is an inclusive range of U-boat numbers.
type IDRange struct{ From, To int }

// Wolfpack is one 14.5 name with its historical number of boats.
type Wolfpack struct {
	Name  string `yaml:"name"`
	Boats int    `yaml:"boats"`
}

// Flotilla is one 14.14 flotilla with its bases in historical order.
type Flotilla struct {
	Number int            `yaml:"number"`
	Bases  []FlotillaBase `yaml:"bases"`
}

// FlotillaBase is a base key (germany, france, norway, mediterranean) with its ports.
type FlotillaBase struct {
	Base  string   `yaml:"base"`
	Ports []string `yaml:"ports"`
}

// Ability is one 14.15 special ability.
type Ability struct {
	Roll   int    `yaml:"roll"`
	Key    string `yaml:"key"`
	Name   string `yaml:"name"`
	Effect string `yaml:"effect"` // short summary; the rule code implements it
}

// listsYAML is the file shape of data/lists.yaml.
type listsYAML struct {
	Victory                []VictoryLevel     `yaml:"victory"`
	Availability           map[string]string  `yaml:"availability"`
	Ranks                  []RankInfo         `yaml:"ranks"`
	StartingRank           []StartRankRow     `yaml:"starting_rank"`
	ArcticDayMax           []int              `yaml:"arctic_day_max"`
	CrewImprovementPatrols int                `yaml:"crew_improvement_patrols"`
	Promotion              PromotionRule      `yaml:"promotion"`
	Decorations            DecorationRule     `yaml:"decorations"`
	StandardTons           map[string]int     `yaml:"standard_tons"`
	SubVsSub               SubVsSubRule       `yaml:"sub_vs_sub"`
	ExtremeRange           ExtremeRangeRule   `yaml:"extreme_range"`
	HistoricalIDs          map[string][][]int `yaml:"historical_ids"`
	Wolfpacks              []Wolfpack         `yaml:"wolfpacks"`
	Flotillas              []Flotilla         `yaml:"flotillas"`
	Abilities              []Ability          `yaml:"abilities"`
}

// loadLists reads and validates data/lists.yaml. Errors name the file and the entry.
func loadLists(read func(string) ([]byte, error), file string) (*Lists, error) {
	raw, err := read(file)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	var ly listsYAML
	if err := decodeData(raw, &ly, true); err != nil { // strict: a misspelt entry is an error, not a silent zero
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	bad := func(entry, format string, a ...any) error {
		return fmt.Errorf("%s: %s: %s", file, entry, fmt.Sprintf(format, a...))
	}
	l := &Lists{}

	// 5.2
	if len(ly.Victory) == 0 {
		return nil, bad("victory", "no levels")
	}
	for i, v := range ly.Victory {
		entry := fmt.Sprintf("victory level %d (%s)", i+1, v.Key)
		if v.Key == "" || v.Name == "" {
			return nil, bad(entry, "needs key and name")
		}
		if i == 0 && (v.MinTons != 0 || v.CombinedMinTons != 0) {
			return nil, bad(entry, "the lowest level must start at 0 tons")
		}
		if i > 0 && (v.MinTons <= ly.Victory[i-1].MinTons || v.CombinedMinTons <= ly.Victory[i-1].CombinedMinTons) {
			return nil, bad(entry, "tonnage bands must ascend")
		}
	}
	l.Victory = ly.Victory

	// 4.2.2
	if len(ly.Availability) == 0 {
		return nil, bad("availability", "no types")
	}
	l.Availability = map[string]Month{}
	for typ, s := range ly.Availability {
		m, err := ParseMonth(s)
		if err != nil {
			return nil, bad("availability "+typ, "%v", err)
		}
		l.Availability[typ] = m
	}

	// 11.2.1
	if len(ly.Ranks) != RankKptzS {
		return nil, bad("ranks", "want %d ranks, have %d", RankKptzS, len(ly.Ranks))
	}
	for i, r := range ly.Ranks {
		entry := fmt.Sprintf("rank %d (%s)", i+1, r.Key)
		if r.Number != i+1 {
			return nil, bad(entry, "number %d out of order", r.Number)
		}
		if r.Key == "" || r.Name == "" || r.Abbr == "" {
			return nil, bad(entry, "needs key, name and abbr")
		}
		if r.RequestMax < 0 || r.RequestMax > 6 {
			return nil, bad(entry, "request_max %d is not a 1d6 face", r.RequestMax)
		}
	}
	l.Ranks = ly.Ranks

	// 11.2.2
	if len(ly.StartingRank) == 0 {
		return nil, bad("starting_rank", "no rows")
	}
	for i, r := range ly.StartingRank {
		entry := fmt.Sprintf("starting_rank year %d", r.Year)
		if i > 0 && r.Year <= ly.StartingRank[i-1].Year {
			return nil, bad(entry, "years must ascend")
		}
		if r.OltzSMax < 0 || r.OltzSMax > 6 {
			return nil, bad(entry, "oltzs_max %d is not a 1d6 face", r.OltzSMax)
		}
	}
	l.StartingRank = ly.StartingRank

	// 8.4.5
	if len(ly.ArcticDayMax) != 12 {
		return nil, bad("arctic_day_max", "want 12 months, have %d", len(ly.ArcticDayMax))
	}
	for i, v := range ly.ArcticDayMax {
		if v < 0 || v > 6 {
			return nil, bad(fmt.Sprintf("arctic_day_max month %d", i+1), "%d is not a 1d6 face", v)
		}
		l.ArcticDayMax[i+1] = v
	}

	// 11.1, 11.2.3
	if ly.CrewImprovementPatrols < 1 {
		return nil, bad("crew_improvement_patrols", "must be at least 1")
	}
	l.CrewImprovementPatrols = ly.CrewImprovementPatrols
	if p := ly.Promotion; p.PeriodMonths < 1 || p.SuccessMax < 1 || p.SuccessMax > 6 || p.ShipsPerDRM < 1 {
		return nil, bad("promotion", "needs period_months, success_max (1–6) and ships_per_drm")
	}
	l.Promotion = ly.Promotion

	// 11.3
	if len(ly.Decorations.KC) == 0 || ly.Decorations.NextGradeTons <= 0 {
		return nil, bad("decorations", "needs kc bands and next_grade_tons")
	}
	for i := range ly.Decorations.KC {
		b := &ly.Decorations.KC[i]
		entry := fmt.Sprintf("decorations kc band %d", i+1)
		m, err := ParseMonth(b.FromText)
		if err != nil {
			return nil, bad(entry, "%v", err)
		}
		b.From = m
		if b.Tons <= 0 {
			return nil, bad(entry, "no tons")
		}
		if i > 0 && b.From <= ly.Decorations.KC[i-1].From {
			return nil, bad(entry, "dates must ascend")
		}
	}
	l.Decorations = ly.Decorations

	// 14.1
	for _, k := range []string{"small_freighter", "large_freighter", "tanker"} {
		if ly.StandardTons[k] <= 0 {
			return nil, bad("standard_tons "+k, "missing or not positive")
		}
	}
	l.StandardTons = ly.StandardTons

	// 9.9.2–9.9.5
	s := ly.SubVsSub
	if s.EnemyFirstMax < 0 || s.EnemyFirstMax > 10 || s.DamageToSink < 1 {
		return nil, bad("sub_vs_sub", "needs enemy_first_max (0–10) and damage_to_sink")
	}
	for _, rg := range []string{"close", "medium", "long"} {
		if s.EnemyHitMax[rg] < 2 {
			return nil, bad("sub_vs_sub enemy_hit_max "+rg, "missing")
		}
	}
	l.SubVsSub = s

	// 14.16
	if e := ly.ExtremeRange; e.HitMax < 2 || e.DetectMin < 2 || e.DetectMinSecondSalvo < 2 {
		return nil, bad("extreme_range", "needs hit_max, detect_min and detect_min_second_salvo")
	}
	l.ExtremeRange = ly.ExtremeRange

	// 14.4
	l.HistoricalIDs = map[string][]IDRange{}
	for typ, rs := range ly.HistoricalIDs {
		out := make([]IDRange, 0, len(rs))
		for i, r := range rs {
			if len(r) != 2 || r[0] < 1 || r[1] < r[0] {
				return nil, bad(fmt.Sprintf("historical_ids %s range %d", typ, i+1), "want [from, to] with from ≤ to")
			}
			out = append(out, IDRange{From: r[0], To: r[1]})
		}
		l.HistoricalIDs[typ] = out
	}

	// 14.5
	for i, w := range ly.Wolfpacks {
		if w.Name == "" || w.Boats < 1 {
			return nil, bad(fmt.Sprintf("wolfpacks entry %d (%s)", i+1, w.Name), "needs a name and boats ≥ 1")
		}
	}
	l.Wolfpacks = ly.Wolfpacks

	// 14.14
	for i, f := range ly.Flotillas {
		entry := fmt.Sprintf("flotillas entry %d (flotilla %d)", i+1, f.Number)
		if i > 0 && f.Number <= ly.Flotillas[i-1].Number {
			return nil, bad(entry, "numbers must ascend")
		}
		if len(f.Bases) == 0 {
			return nil, bad(entry, "no bases")
		}
		for _, b := range f.Bases {
			switch b.Base {
			case "germany", "france", "norway", "mediterranean":
			default:
				return nil, bad(entry, "unknown base %q", b.Base)
			}
		}
	}
	l.Flotillas = ly.Flotillas

	// 14.15
	if len(ly.Abilities) != 20 {
		return nil, bad("abilities", "want 20 (1d20), have %d", len(ly.Abilities))
	}
	for i, a := range ly.Abilities {
		if a.Roll != i+1 || a.Key == "" || a.Name == "" {
			return nil, bad(fmt.Sprintf("abilities entry %d (%s)", i+1, a.Key), "needs roll %d, key and name", i+1)
		}
	}
	l.Abilities = ly.Abilities
	return l, nil
}

// VictoryFor returns the 5.2 level for a career tonnage (tons); combined selects the
// combined-campaign bands.
func (l *Lists) VictoryFor(tons int, combined bool) VictoryLevel {
	v := l.Victory[0]
	for _, lv := range l.Victory {
		min := lv.MinTons
		if combined {
			min = lv.CombinedMinTons
		}
		if tons >= min {
			v = lv
		}
	}
	return v
}

// StartOltzSMax returns the 11.2.2 threshold for a starting year: a 1d6 at or under it
// starts the Kommandant as Oberleutnant zur See (0: always Kapitänleutnant). Years before
// the first row read the first row, later years the last.
func (l *Lists) StartOltzSMax(year int) int {
	v := l.StartingRank[0].OltzSMax
	for _, r := range l.StartingRank {
		if year >= r.Year {
			v = r.OltzSMax
		}
	}
	return v
}

// ArcticDay reports whether a 1d6 face is Day on an Arctic patrol in month m (8.4.5).
func (l *Lists) ArcticDay(m Month, face int) bool { return face <= l.ArcticDayMax[m.Mon()] }

// KCTons returns the career tonnage the Knight's Cross needs at month m (11.3.1); months
// before the first band use the first band.
func (l *Lists) KCTons(m Month) int {
	t := l.Decorations.KC[0].Tons
	for _, b := range l.Decorations.KC {
		if m >= b.From {
			t = b.Tons
		}
	}
	return t
}

// Rank returns the 11.2.1 rank with the given number (1–5, as State.Rank).
func (l *Lists) Rank(n int) RankInfo { return l.Ranks[n-1] }

// HistoricalTypeOf returns the 14.4 types whose ranges contain U-number n, sorted (two
// where the printed ranges overlap, none when no type lists it).
func (l *Lists) HistoricalTypeOf(n int) []string {
	var out []string
	for typ, rs := range l.HistoricalIDs {
		for _, r := range rs {
			if n >= r.From && n <= r.To {
				out = append(out, typ)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}
