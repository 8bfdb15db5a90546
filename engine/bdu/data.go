package bdu

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync"
)

// The BdU campaign data, embedded and read once: data/appendix_a.yaml is design Appendix
// A as printed (one fix, marked in the file), data/campaign.yaml the design's tables that
// Appendix A does not carry (fixed dates, war-period headers, printed ranges, transit
// modifiers, bases, [E1] columns of zones without a chart, type traits, reinforcements,
// aces, campaign starts). The YAML is the source of truth; the package embeds the JSON
// that `go generate ./engine/bdu` makes of it (data/gen, the Hunted engine's
// engine/internal/yamljson converter, kept fresh by TestGeneratedDataFresh), decoded
// strictly with encoding/json: a key naming no field is an error.
//
//go:generate go run ../internal/yamljson/gen -in data -out data/gen
//go:embed data/gen/*.json
var genFS embed.FS

// The data files, by their YAML names.
const (
	fileAppendix = "appendix_a.yaml"
	fileCampaign = "campaign.yaml"
	// filePolitical (political.go) is the SW 36 political module's tables,
	// fileSubmarines (subsub.go) SW 14.6's.
)

// LoadData reads and validates the embedded data once; later calls return the same
// value, which must not be modified. Errors name the file and the entry at fault.
var LoadData = sync.OnceValues(func() (*Data, error) {
	return loadData(func(name string) ([]byte, error) {
		return genFS.ReadFile("data/gen/" + strings.TrimSuffix(name, ".yaml") + ".json")
	})
})

// MustData is LoadData for code that cannot go on without its data.
func MustData() *Data {
	d, err := LoadData()
	if err != nil {
		panic(err)
	}
	return d
}

// dataToJSON turns a data file as read into JSON. The package reads the generated JSON as
// it is; the tests, which feed loadData edited YAML, set it to the YAML converter.
var dataToJSON = func(raw []byte) ([]byte, error) { return raw, nil }

// decodeStrict decodes one data file into v; a key naming no field is an error.
func decodeStrict(raw []byte, v any) error {
	js, err := dataToJSON(raw)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(js))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("data after the document")
	}
	return nil
}

// loadData builds Data from the files read through read (tests feed broken files here).
func loadData(read func(string) ([]byte, error)) (*Data, error) {
	var app appendixFile
	var camp campaignFile
	var pol politicalFile
	var subs submarinesFile
	for _, f := range []struct {
		name string
		v    any
	}{{fileAppendix, &app}, {fileCampaign, &camp}, {filePolitical, &pol}, {fileSubmarines, &subs}} {
		raw, err := read(f.name)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.name, err)
		}
		if err := decodeStrict(raw, f.v); err != nil {
			return nil, fmt.Errorf("%s: %w", f.name, err)
		}
	}
	d := &Data{}
	steps := []struct {
		file string
		fn   func() error
	}{
		{fileAppendix, func() error { return d.buildPeriods(&app) }},
		{fileCampaign, func() error { return d.buildCalendar(&camp) }},
		{fileAppendix, func() error { return d.buildMap(&app) }},
		{fileAppendix, func() error { return d.buildCharts(&app) }},
		{fileAppendix, func() error { return d.buildTypes(&app) }},
		{fileCampaign, func() error { return d.buildTypeTraits(&camp) }},
		{fileCampaign, func() error { return d.buildHeaders(&camp) }},
		{fileCampaign, func() error { return d.buildTransit(&camp) }},
		{fileCampaign, func() error { return d.buildBases(&camp) }},
		{fileCampaign, func() error { return d.buildE1(&camp) }},
		{fileCampaign, func() error { return d.checkRanges(&camp) }},
		{fileCampaign, func() error { return d.buildReinforcements(&camp) }},
		{fileCampaign, func() error { return d.buildAces(&camp) }},
		{fileCampaign, func() error { return d.buildStarts(&camp) }},
		{fileCampaign, func() error { return d.buildEarlyEvents(&camp) }},
		{fileCampaign, func() error { return d.buildDoctrine(&camp) }},
		{filePolitical, func() error { return d.buildPolitical(&pol) }},
		{fileSubmarines, func() error { return d.buildSubs(&subs) }},
	}
	for _, s := range steps {
		if err := s.fn(); err != nil {
			return nil, fmt.Errorf("%s: %w", s.file, err)
		}
	}
	return d, nil
}

// Data is the whole static BdU campaign data (design Appendix A and the tables of
// sections 2–4 and 7). It is shared and must not be modified.
type Data struct {
	Version int // Appendix A "version"
	// Political is the SW 36 political module's data (political.go).
	Political *Political
	// Subs is SW 14.6's data, submarine against submarine (subsub.go).
	Subs *SubData

	// design 2
	Periods  []*WarPeriod // WP1 … WP10, in order
	Fixed    FixedDates
	periodOf map[string]*WarPeriod

	// design 3
	Map *Map

	// design 4.2
	Types    map[string]*BoatType
	TypeKeys []string // sorted

	// design 4.5
	Reinforcements    []*Quarter // 1939-Q4 … 1945-Q2, in order
	InexpArrivalsFrom Month      // arrivals from this month get Inexp 1

	// design 4.7
	Aces []string // the 27 ace names

	// design 4.8, SW 30.81 (doctrine.go)
	Doctrine Doctrine

	// design 1.1, 4.9
	Starts []*CampaignStart // 1939-09, 1940-07, 1942-01, 1943-06

	// design 8.5: the WP1–5 war event tables (SW 5.0), EarlyEvents[wp-1]
	EarlyEvents [5][]*WarEntry

	// Appendix A tables for the weekly engine (parts 2–3): design 6.1.4, 7.1–7.3, 7.6,
	// 10.1. Loaded and validated here; no procedure reads them yet.
	Charts *Charts
}

// --- the YAML shapes -------------------------------------------------------------

// appendixFile is data/appendix_a.yaml (design Appendix A).
type appendixFile struct {
	Version         int                          `json:"version"`
	WarPeriods      []periodYAML                 `json:"war_periods"`
	Zones           []zoneYAML                   `json:"zones"`
	Edges           []edgeYAML                   `json:"edges"`
	ActivityWP1to5  map[string]activityEarlyYAML `json:"activity_wp1_5"`
	ContactProfiles map[string]fiveStrings       `json:"contact_profiles"`
	ActivityWP6to10 map[string]activityLateYAML  `json:"activity_wp6_10"`
	EscortValue     map[string][]int             `json:"escort_value_small_convoy"`
	GeneralASW      map[string][]int             `json:"general_asw"`
	Counterattack   map[string][]string          `json:"counterattack_table"`
	History         map[string]historyYAML       `json:"history"`
	Types           map[string][]int             `json:"types"`
}

type periodYAML struct {
	Key       string  `json:"key"`
	Start     string  `json:"start"`
	End       string  `json:"end"`
	FlagMonth *string `json:"flag_month"`
}

type zoneYAML struct {
	Key           string   `json:"key"`
	Name          string   `json:"name"`
	Lat           *float64 `json:"lat"`
	Lon           *float64 `json:"lon"`
	Type          string   `json:"type"`
	Designed      bool     `json:"designed"`
	Region        string   `json:"region"`
	Coastal       bool     `json:"coastal"`
	HomeWaters    string   `json:"home_waters"`
	WesternWaters string   `json:"western_waters"`
}

// edgeYAML is one edge, written [from, to, mp, kind].
type edgeYAML struct {
	A, B string
	MP   int
	Kind string
}

func (e *edgeYAML) UnmarshalJSON(b []byte) error {
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return fmt.Errorf("an edge is [from, to, mp, kind]: %w", err)
	}
	if len(raw) != 4 {
		return fmt.Errorf("an edge is [from, to, mp, kind], got %d items", len(raw))
	}
	for i, dst := range []any{&e.A, &e.B, &e.MP, &e.Kind} {
		if err := json.Unmarshal(raw[i], dst); err != nil {
			return fmt.Errorf("edge item %d: %w", i+1, err)
		}
	}
	return nil
}

type activityRowYAML struct {
	Row string `json:"row"`
	Air string `json:"air"`
}

type activityEarlyYAML struct {
	ContactProfile string           `json:"contact_profile"`
	SubIcon        string           `json:"sub_icon"`
	WP1            *activityRowYAML `json:"WP1"`
	WP2            *activityRowYAML `json:"WP2"`
	WP3            *activityRowYAML `json:"WP3"`
	WP4            *activityRowYAML `json:"WP4"`
	WP5            *activityRowYAML `json:"WP5"`
}

type fiveStrings struct {
	WP1 string `json:"WP1"`
	WP2 string `json:"WP2"`
	WP3 string `json:"WP3"`
	WP4 string `json:"WP4"`
	WP5 string `json:"WP5"`
}

type activityLateYAML struct {
	E1   string   `json:"e1"`
	Gate []int    `json:"gate"`
	Red  []int    `json:"red"`
	Air  []string `json:"air"`
}

type historyYAML struct {
	Ships    []int `json:"ships"`
	Kilotons []int `json:"kilotons"`
	Lost     []int `json:"lost"`
}

// campaignFile is data/campaign.yaml.
type campaignFile struct {
	FixedDates        map[string]string         `json:"fixed_dates"`
	Headers           map[string]headerYAML     `json:"war_period_headers"`
	PrintedRanges     map[string][]*int         `json:"printed_ranges"`
	TransitModifiers  map[string][]*int         `json:"transit_modifiers"`
	Bases             map[string]baseYAML       `json:"bases"`
	E1Columns         e1YAML                    `json:"e1_columns"`
	TypeTraits        map[string]traitsYAML     `json:"type_traits"`
	Reinforcements    []quarterYAML             `json:"reinforcements"`
	InexpArrivalsFrom string                    `json:"inexp_arrivals_from"`
	Aces              []string                  `json:"aces"`
	Starts            []startYAML               `json:"campaign_starts"`
	WarEventsEarly    map[string][]warEntryYAML `json:"war_events_wp1_5"`
	ItalianDoctrine   doctrineYAML              `json:"italian_doctrine"`
}

type headerYAML struct {
	WithdrawTypes []string `json:"withdraw_types"`
	Text          string   `json:"text"`
}

type baseYAML struct {
	OpensAt      string   `json:"opens_at"`
	OpensWith    string   `json:"opens_with"`
	OpensBy      []string `json:"opens_by"`
	WeeksAfter   int      `json:"weeks_after"`
	ClosedBy     []string `json:"closed_by"`
	OpenUntil    string   `json:"open_until"`
	InactiveFrom string   `json:"inactive_from"`
	WorkUp       []int    `json:"work_up"`
	Repair       []int    `json:"repair"`
	Capacity     []int    `json:"capacity"`
	AirRaids     bool     `json:"air_raids"`
}

type e1YAML struct {
	OnStation map[string]string `json:"on_station"`
	Invasion  struct {
		Zone                string   `json:"zone"`
		Period              string   `json:"period"`
		Column              string   `json:"column"`
		Gate                int      `json:"gate"`
		Red                 int      `json:"red"`
		Air                 string   `json:"air"`
		Types               []string `json:"types"`
		NoSchnorchelTransit int      `json:"no_schnorchel_transit"`
	} `json:"invasion"`
	TransitCrossing map[string]struct {
		Column   string `json:"column"`
		Modifier int    `json:"modifier"`
	} `json:"transit_crossing"`
	Transit string `json:"transit"`
}

type traitsYAML struct {
	Name          string `json:"name"`
	Board         string `json:"board"`
	Nation        string `json:"nation"`
	FastReadiness bool   `json:"fast_readiness"`
	Mines         int    `json:"mines"`
	NoGun         bool   `json:"no_gun"`
	Schnorchel    bool   `json:"schnorchel"`
	Tanker        int    `json:"tanker"`
	Penang        bool   `json:"penang"`
	RangeCap      []int  `json:"range_cap"`
}

type quarterYAML struct {
	Quarter string         `json:"quarter"`
	Total   int            `json:"total"`
	Boats   map[string]int `json:"boats"`
}

type startYAML struct {
	Start          string         `json:"start"`
	Fleet          map[string]int `json:"fleet"`
	EventsHappened []string       `json:"events_happened"`
	Groups         []groupYAML    `json:"groups"`
	Rest           string         `json:"rest"`
	AtSea          *atSeaYAML     `json:"at_sea"`
}

type groupYAML struct {
	Bases []string `json:"bases"`
	Count int      `json:"count"`
	Types []string `json:"types"`
	State string   `json:"state"`
	Inexp int      `json:"inexp"`
}

type atSeaYAML struct {
	Percent     int    `json:"percent"`
	From        string `json:"from"`
	Zone        string `json:"zone"`
	Destination string `json:"destination"`
}
