package engine

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Board is one U-boat type's display (boards.md section 2), normalised from
// data/boards.yaml. Counts are in torpedoes, ammunition points and boxes.
type Board struct {
	Key                  string // "VIIC", "IXD-2", …
	Available            Month  // 4.2.2
	RestrictionFamily    string // VII, IX or other (7.3.1, 7.3.2)
	ReassignmentFamily   string // 11.4.4
	LimitedAvailability  bool   // 11.4.5
	UpgradeRequiresKptLt bool
	StartingRank         string // "roll_by_start_year" or a rank name (11.2.2)
	ExtendedPatrolP      int    // extra P months after each patrol (10.11.6)
	PenangEligible       bool   // 7.3.7
	TubesFwd, TubesAft   int
	ReloadsFwd           int
	ReloadsAft           int
	TorpedoesTotal       int
	DefaultG7a           int // default load by kind (4.5)
	DefaultG7e           int
	DefaultGuided        int
	G7eCap               int    // 4.5.2 optional cap on G7e (0 = none)
	GunCalibre           string // "" = no deck gun; "8.8 cm", "10.5 cm"
	GunAmmo              int    // ammunition points (4.6)
	GunCounters          []int
	Flak                 []FlakMount
	FlakA2DRM            int // [A2] DRM with all flak guns operating (9.8.5)
	HullBoxes            int // hull damage boxes; one more hit sinks (10.3)
	FloodingBoxes        int // flooding boxes; one more forces surfacing (10.1)
	Systems              []BoardSystem
	Equipment            map[string]string // raw equipment cells (boards.md 2.6)
	Bold                 int               // BOLD boxes (6/42+, [A42], D9)
	AlberichNew          bool              // 9.6.8: a new boat from 6/44 rolls 2d6 = 12
	BalkonNew            bool              // 10.11.9: Type IX subtypes from 1/44 (new boat 1–3, refit 1–2), [A73]
	BalkonStandard       bool              // 10.11.9: standard on the XXI
	HasFa330             bool              // 8.2.2: the board carries the Fa-330 kite
	HasBakery            bool              // 11.4.9
	LastSailing          Month             // 11.4.7 (0 = none)
	Guided               []GuidedPeriod    // the guided kind by patrol start (boards.md 2.2), shared by all boards
	MineMethod           string            // tubes, shaft or none
	MineCount            int
	E4                   map[int]string // raw type-specific [E4] readings
	TorpedoDoors         map[string][]int
	Special              []string
	TrackSet             string
	Set                  *TrackSet // the board's track set (boards.md 3.3)
	TracksStandard       []string
	TracksOptional       map[string]string
	ResupplyCargo        map[string]string
}

// FlakMount is one flak system of a board.
type FlakMount struct {
	ID      int
	Calibre string // "2 cm", "3.7 cm"
	Mount   string // single, twin, quad
}

// BoardSystem is one system box printed on a board with its [E5] repair number.
type BoardSystem struct {
	Key    string
	Name   string
	Repair int
}

// TrackSet is a family of patrol tracks (boards.md 3.4).
type TrackSet struct {
	Name         string
	StationBoxes int
	MABoxOn      []string
	Tracks       map[string]*TrackDef
}

// TrackDef is one named patrol track: its station column and box codes.
type TrackDef struct {
	Name          string
	StationColumn string
	Boxes         []string
}

// GuidedPeriod is one row of boards.md common.guided_torpedo_by_patrol_start: the guided
// torpedo kind of the default load for patrols starting From..Until (0 = open end).
type GuidedPeriod struct {
	From, Until Month
	Kind        Torp
}

type boardsFile struct {
	Common struct {
		Guided []struct {
			From  string `yaml:"from"`
			Until string `yaml:"until"`
			Kind  string `yaml:"kind"`
		} `yaml:"guided_torpedo_by_patrol_start"`
	} `yaml:"common"`
	Types  dataNode `yaml:"types"`
	Tracks struct {
		Multipliers map[string]int `yaml:"multipliers"`
		Sets        map[string]struct {
			StationBoxes int      `yaml:"station_boxes"`
			MABoxOn      []string `yaml:"ma_box_on"`
			Tracks       map[string]struct {
				StationColumn string   `yaml:"station_column"`
				Boxes         []string `yaml:"boxes"`
				BoxCount      int      `yaml:"box_count"`
				Rolls         int      `yaml:"rolls"`
			} `yaml:"tracks"`
		} `yaml:"sets"`
	} `yaml:"tracks"`
}

type boardYAML struct {
	Available            string                 `yaml:"available"`
	LastSailing          string                 `yaml:"last_sailing"`
	RestrictionFamily    string                 `yaml:"restriction_family"`
	ReassignmentFamily   string                 `yaml:"reassignment_family"`
	LimitedAvailability  bool                   `yaml:"limited_availability"`
	UpgradeRequiresKptLt bool                   `yaml:"upgrade_requires_kptlt"`
	StartingRank         string                 `yaml:"starting_rank"`
	ExtendedPatrolP      int                    `yaml:"extended_patrol_P"`
	PenangEligible       bool                   `yaml:"penang_eligible"`
	Tubes                struct{ Fwd, Aft int } `yaml:"tubes"`
	Reloads              struct{ Fwd, Aft int } `yaml:"reloads"`
	TorpedoesTotal       int                    `yaml:"torpedoes_total"`
	DefaultLoad          struct {
		G7a    int `yaml:"G7a"`
		G7e    int `yaml:"G7e"`
		Guided int `yaml:"guided"`
	} `yaml:"default_load"`
	G7eCap  *int `yaml:"g7e_cap_optional_4_5_2"`
	DeckGun *struct {
		Calibre    string `yaml:"calibre"`
		AmmoPoints int    `yaml:"ammo_points"`
		Counters   []int  `yaml:"counters"`
	} `yaml:"deck_gun"`
	Flak []struct {
		ID      int    `yaml:"id"`
		Calibre string `yaml:"calibre"`
		Mount   string `yaml:"mount"`
	} `yaml:"flak"`
	FlakA2DRM int `yaml:"flak_a2_drm_all_operating"`
	Hull      struct {
		DamageBoxes int `yaml:"damage_boxes"`
		SunkOnHit   int `yaml:"sunk_on_hit"`
	} `yaml:"hull"`
	Flooding struct {
		Boxes        int `yaml:"boxes"`
		SurfaceOnHit int `yaml:"surface_on_hit"`
	} `yaml:"flooding"`
	Systems   dataNode          `yaml:"systems"`
	Equipment map[string]string `yaml:"equipment"`
	Mines     struct {
		Method string `yaml:"method"`
		Count  int    `yaml:"count"`
	} `yaml:"mines"`
	E4             map[int]string    `yaml:"e4"`
	TorpedoDoors   map[string][]int  `yaml:"torpedo_doors"`
	Special        []string          `yaml:"special"`
	TrackSet       string            `yaml:"track_set"`
	TracksStandard []string          `yaml:"tracks_standard"`
	TracksOptional map[string]string `yaml:"tracks_optional"`
	ResupplyCargo  map[string]string `yaml:"resupply_cargo"`
}

// systemKey turns a board label into the [E4]/[E5] system key.
func systemKey(name string) string {
	n := strings.ToLower(name)
	switch {
	case strings.HasPrefix(n, "fwd torp doors (odd)"):
		return "fwd_tube_odd"
	case strings.HasPrefix(n, "fwd torp doors (even)"):
		return "fwd_tube_even"
	case strings.HasPrefix(n, "aft torp door"):
		return "aft_tube"
	case strings.HasPrefix(n, "autogiro"):
		return "autogiro"
	case strings.HasPrefix(n, "flak "):
		// "Flak 1 (2 cm single)" → flak_1
		f := strings.Fields(n)
		return "flak_" + f[1]
	case n == "electric 1", n == "electric 2", n == "diesel 1", n == "diesel 2", n == "battery 1", n == "battery 2", n == "battery 3":
		return strings.ReplaceAll(n, " ", "_")
	}
	return strings.ReplaceAll(n, " ", "_")
}

func loadBoards(read func(string) ([]byte, error), file string, d *Data) error {
	raw, err := read(file)
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	var bf boardsFile
	if err := decodeData(raw, &bf, false); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	if bf.Types.Kind != mappingNode {
		return fmt.Errorf("%s: types: not a mapping", file)
	}
	guided, err := parseGuided(file, &bf)
	if err != nil {
		return err
	}
	d.Boards = map[string]*Board{}
	for i := 0; i+1 < len(bf.Types.Content); i += 2 {
		key := bf.Types.Content[i].Value
		var by boardYAML
		if err := bf.Types.Content[i+1].Decode(&by); err != nil {
			return fmt.Errorf("%s: type %s: %w", file, key, err)
		}
		b, err := by.normalise(key)
		if err != nil {
			return fmt.Errorf("%s: type %s: %w", file, key, err)
		}
		b.Guided = guided
		d.Boards[key] = b
		d.BoardKeys = append(d.BoardKeys, key)
	}
	d.TrackSets = map[string]*TrackSet{}
	for _, name := range sortedKeys(bf.Tracks.Sets) {
		s := bf.Tracks.Sets[name]
		ts := &TrackSet{Name: name, StationBoxes: s.StationBoxes, MABoxOn: s.MABoxOn, Tracks: map[string]*TrackDef{}}
		for _, tn := range sortedKeys(s.Tracks) {
			t := s.Tracks[tn]
			if len(t.Boxes) != t.BoxCount {
				return fmt.Errorf("%s: track set %s track %s: %d boxes listed, box_count %d", file, name, tn, len(t.Boxes), t.BoxCount)
			}
			rolls := 0
			for _, code := range t.Boxes {
				m, ok := bf.Tracks.Multipliers[code]
				if !ok {
					return fmt.Errorf("%s: track set %s track %s: unknown box code %q", file, name, tn, code)
				}
				rolls += m
			}
			if rolls != t.Rolls {
				return fmt.Errorf("%s: track set %s track %s: rolls add up to %d, listed %d", file, name, tn, rolls, t.Rolls)
			}
			ts.Tracks[tn] = &TrackDef{Name: tn, StationColumn: t.StationColumn, Boxes: t.Boxes}
		}
		d.TrackSets[name] = ts
	}
	for _, k := range d.BoardKeys {
		if err := d.Boards[k].validate(d); err != nil {
			return fmt.Errorf("%s: type %s: %w", file, k, err)
		}
	}
	return nil
}

// knownSystems are the system keys of boards.md 2.5 ([E4]/[E5] keys, log-schema E5 columns).
var knownSystems = []string{"electric_1", "electric_2", "diesel_1", "diesel_2", "periscope", "radio",
	"hydrophones", "dive_planes", "batteries", "battery_1", "battery_2", "battery_3", "fuel_tanks",
	"fwd_tube_odd", "fwd_tube_even", "aft_tube", "deck_gun", "flak_1", "flak_2", "flak_3", "naxos",
	"schnorchel", "autogiro", "bakery"}

// validate checks a board against itself and the track sets (boards.md 2, 3.5). Errors
// name the field and the entry.
func (b *Board) validate(d *Data) error {
	for i, s := range b.Systems {
		if !oneOf(s.Key, knownSystems) {
			return fmt.Errorf("systems: unknown system %q", s.Name)
		}
		for _, t := range b.Systems[:i] {
			if t.Key == s.Key {
				return fmt.Errorf("systems: %q and %q are the same box", t.Name, s.Name)
			}
		}
	}
	for _, code := range sortedInts(b.E4) {
		if code < 11 || code > 66 || code%10 < 1 || code%10 > 6 {
			return fmt.Errorf("e4: %d is not a d66 result (11-66)", code)
		}
	}
	// Torpedo doors (boards.md 2.5): each door is a system box of the board; each tube is
	// served by exactly one door.
	var bowDoor, sternDoor [maxTubes + 1]int
	for _, name := range sortedKeys(b.TorpedoDoors) {
		key := systemKey(name)
		bow := key == "fwd_tube_odd" || key == "fwd_tube_even"
		if !bow && key != "aft_tube" {
			return fmt.Errorf("torpedo_doors: %q is not a door box", name)
		}
		if b.sys(key) == nil {
			return fmt.Errorf("torpedo_doors: %q has no system box", name)
		}
		limit, served := b.TubesAft, &sternDoor
		if bow {
			limit, served = b.TubesFwd, &bowDoor
		}
		for _, t := range b.TorpedoDoors[name] {
			if t < 1 || t > limit {
				return fmt.Errorf("torpedo_doors: %s: tube %d, but the board has %d", name, t, limit)
			}
			if bow && (t%2 == 1) != (key == "fwd_tube_odd") {
				return fmt.Errorf("torpedo_doors: %s: tube %d has the wrong parity", name, t)
			}
			served[t]++
		}
	}
	for t := 1; t <= b.TubesFwd; t++ {
		if bowDoor[t] != 1 {
			return fmt.Errorf("torpedo_doors: bow tube %d served by %d doors", t, bowDoor[t])
		}
	}
	for t := 1; t <= b.TubesAft; t++ {
		if sternDoor[t] != 1 {
			return fmt.Errorf("torpedo_doors: stern tube %d served by %d doors", t, sternDoor[t])
		}
	}
	if b.TubesFwd > maxTubes || b.TubesAft > maxTubes {
		return fmt.Errorf("tubes: more than %d at one end", maxTubes)
	}
	// The deck gun and flak boxes match the armament (boards.md 2.3, 2.5).
	if (b.GunCalibre != "") != (b.sys("deck_gun") != nil) {
		return fmt.Errorf("systems: Deck Gun box and deck_gun disagree")
	}
	for i, f := range b.Flak {
		if f.ID != i+1 {
			return fmt.Errorf("flak: mount %d has id %d", i+1, f.ID)
		}
		if i >= len(flakKeys) || b.sys(flakKeys[i]) == nil {
			return fmt.Errorf("flak: mount %d has no Flak %d system box", f.ID, f.ID)
		}
	}
	if len(b.Flak) < len(flakKeys) && b.sys(flakKeys[len(b.Flak)]) != nil {
		return fmt.Errorf("systems: Flak %d box without a flak mount", len(b.Flak)+1)
	}
	if b.HasFa330 != (b.sys("autogiro") != nil) || b.HasBakery != (b.sys("bakery") != nil) {
		return fmt.Errorf("equipment: fa330/bakery and the system boxes disagree")
	}
	switch b.RestrictionFamily {
	case "VII", "IX", "other":
	default:
		return fmt.Errorf("restriction_family %q not VII, IX or other", b.RestrictionFamily)
	}
	switch b.StartingRank {
	case "roll_by_start_year", "KptLt":
	default:
		return fmt.Errorf("starting_rank %q not roll_by_start_year or KptLt", b.StartingRank)
	}
	switch b.MineMethod {
	case "tubes":
		if b.MineCount != b.TubesFwd+b.TubesAft { // 7.4.2 net effect: one mine counter per tube
			return fmt.Errorf("mines: %d tube-laid mines for %d tubes", b.MineCount, b.TubesFwd+b.TubesAft)
		}
	case "shafts", "none":
	default:
		return fmt.Errorf("mines: method %q not tubes, shafts or none", b.MineMethod)
	}
	// Tracks (boards.md 3.5): the set exists and carries every track the board names.
	b.Set = d.TrackSets[b.TrackSet]
	if b.Set == nil {
		return fmt.Errorf("track_set: unknown set %q", b.TrackSet)
	}
	for _, t := range b.TracksStandard {
		if b.Set.Tracks[t] == nil {
			return fmt.Errorf("tracks_standard: track %q not in set %s", t, b.TrackSet)
		}
	}
	for _, t := range sortedKeys(b.TracksOptional) {
		if b.Set.Tracks[t] == nil {
			return fmt.Errorf("tracks_optional: track %q not in set %s", t, b.TrackSet)
		}
	}
	return nil
}

var flakKeys = [...]string{"flak_1", "flak_2", "flak_3"}

func (b *Board) sys(key string) *BoardSystem {
	for i := range b.Systems {
		if b.Systems[i].Key == key {
			return &b.Systems[i]
		}
	}
	return nil
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func sortedInts[V any](m map[int]V) []int {
	ks := make([]int, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	return ks
}

// Family returns the patrol-restriction family (boards.md 2.1): "VII" (7.3.2), "IX"
// (7.3.1; the XB and XII too) or "other" (XIV 11.4.9, XXI).
func (b *Board) Family() string { return b.RestrictionFamily }

// TypeIX reports the Type IX subtypes proper (IXB, IXC, IXC/40, IXD-2, IXD/42): the
// boats of 10.11.9's Balkon-Gerät refit roll ([A73]).
func (b *Board) TypeIX() bool { return strings.HasPrefix(b.Key, "IX") }

// Tubes returns the number of torpedo tubes (bow + stern).
func (b *Board) Tubes() int { return b.TubesFwd + b.TubesAft }

// HasTrack reports whether the board carries the named track as a standard track
// (boards.md 3.5).
func (b *Board) HasTrack(name string) bool {
	for _, t := range b.TracksStandard {
		if t == name {
			return true
		}
	}
	return false
}

// OptionalTrack reports whether the board carries the named track only for an optional
// rule, and names the rule (e.g. "14.10").
func (b *Board) OptionalTrack(name string) (rule string, ok bool) {
	rule, ok = b.TracksOptional[name]
	return
}

// Track returns the named track of the board's track set when the board carries it
// (standard or optional), else nil.
func (b *Board) Track(name string) *TrackDef {
	if !b.HasTrack(name) {
		if _, ok := b.TracksOptional[name]; !ok {
			return nil
		}
	}
	return b.Set.Tracks[name]
}

// DoorKey returns the system key of the door box serving tube i (0-based) of the bow or
// stern (boards.md 2.5: odd bow tubes, even bow tubes, the aft door).
func DoorKey(bow bool, i int) string {
	if !bow {
		return "aft_tube"
	}
	if i%2 == 1 {
		return "fwd_tube_even"
	}
	return "fwd_tube_odd"
}

func (by *boardYAML) normalise(key string) (*Board, error) {
	av, err := ParseMonth(by.Available)
	if err != nil {
		return nil, fmt.Errorf("available: %w", err)
	}
	b := &Board{Key: key, Available: av, RestrictionFamily: by.RestrictionFamily, ReassignmentFamily: by.ReassignmentFamily,
		LimitedAvailability: by.LimitedAvailability, UpgradeRequiresKptLt: by.UpgradeRequiresKptLt,
		StartingRank: by.StartingRank, ExtendedPatrolP: by.ExtendedPatrolP, PenangEligible: by.PenangEligible,
		TubesFwd: by.Tubes.Fwd, TubesAft: by.Tubes.Aft, ReloadsFwd: by.Reloads.Fwd, ReloadsAft: by.Reloads.Aft,
		TorpedoesTotal: by.TorpedoesTotal, DefaultG7a: by.DefaultLoad.G7a, DefaultG7e: by.DefaultLoad.G7e,
		DefaultGuided: by.DefaultLoad.Guided, FlakA2DRM: by.FlakA2DRM, HullBoxes: by.Hull.DamageBoxes,
		FloodingBoxes: by.Flooding.Boxes, Equipment: by.Equipment, MineMethod: by.Mines.Method, MineCount: by.Mines.Count,
		E4: by.E4, TorpedoDoors: by.TorpedoDoors, Special: by.Special, TrackSet: by.TrackSet,
		TracksStandard: by.TracksStandard, TracksOptional: by.TracksOptional, ResupplyCargo: by.ResupplyCargo}
	if by.G7eCap != nil {
		b.G7eCap = *by.G7eCap
	}
	if by.LastSailing != "" {
		if b.LastSailing, err = ParseMonth(by.LastSailing); err != nil {
			return nil, fmt.Errorf("last_sailing: %w", err)
		}
	}
	if err := b.parseEquipment(); err != nil {
		return nil, err
	}
	if by.DeckGun != nil {
		b.GunCalibre, b.GunAmmo, b.GunCounters = by.DeckGun.Calibre, by.DeckGun.AmmoPoints, by.DeckGun.Counters
		sum := 0
		for _, v := range b.GunCounters {
			sum += v
		}
		if sum != b.GunAmmo {
			return nil, fmt.Errorf("deck_gun: counters add up to %d, ammo_points %d", sum, b.GunAmmo)
		}
	}
	for _, f := range by.Flak {
		b.Flak = append(b.Flak, FlakMount{ID: f.ID, Calibre: f.Calibre, Mount: f.Mount})
	}
	if b.TubesFwd+b.TubesAft+b.ReloadsFwd+b.ReloadsAft != b.TorpedoesTotal {
		return nil, fmt.Errorf("tubes and reloads add up to %d, torpedoes_total %d", b.TubesFwd+b.TubesAft+b.ReloadsFwd+b.ReloadsAft, b.TorpedoesTotal)
	}
	if b.DefaultG7a+b.DefaultG7e+b.DefaultGuided != b.TorpedoesTotal {
		return nil, fmt.Errorf("default_load adds up to %d, torpedoes_total %d", b.DefaultG7a+b.DefaultG7e+b.DefaultGuided, b.TorpedoesTotal)
	}
	if b.HullBoxes < 1 || b.FloodingBoxes < 1 {
		return nil, fmt.Errorf("hull or flooding track missing")
	}
	if by.Hull.SunkOnHit != b.HullBoxes+1 { // 10.3.2 the hit after the last box sinks
		return nil, fmt.Errorf("hull: sunk_on_hit %d, want damage_boxes+1 = %d", by.Hull.SunkOnHit, b.HullBoxes+1)
	}
	if by.Flooding.SurfaceOnHit != b.FloodingBoxes+1 { // 10.1.2
		return nil, fmt.Errorf("flooding: surface_on_hit %d, want boxes+1 = %d", by.Flooding.SurfaceOnHit, b.FloodingBoxes+1)
	}
	if by.Systems.Kind != mappingNode {
		return nil, fmt.Errorf("systems: not a mapping")
	}
	for i := 0; i+1 < len(by.Systems.Content); i += 2 {
		name := by.Systems.Content[i].Value
		var rep int
		if err := by.Systems.Content[i+1].Decode(&rep); err != nil || rep < 1 || rep > 6 {
			return nil, fmt.Errorf("systems: %s: repair number %q not 1-6", name, by.Systems.Content[i+1].Value)
		}
		b.Systems = append(b.Systems, BoardSystem{Key: systemKey(name), Name: name, Repair: rep})
	}
	return b, nil
}

// parseEquipment reads the equipment cells of boards.md 2.6 into typed fields.
func (b *Board) parseEquipment() error {
	eq := b.Equipment
	if eq == nil {
		return fmt.Errorf("equipment: missing")
	}
	n, err := strconv.Atoi(eq["bold"])
	if err != nil || n < 0 {
		return fmt.Errorf("equipment: bold %q is not a count", eq["bold"])
	}
	b.Bold = n
	flag := func(k string) (bool, error) {
		switch v := eq[k]; v {
		case "true":
			return true, nil
		case "false", "":
			return false, nil
		default:
			return false, fmt.Errorf("equipment: %s %q is not true/false", k, v)
		}
	}
	if b.HasFa330, err = flag("fa330"); err != nil {
		return err
	}
	if b.HasBakery, err = flag("bakery"); err != nil {
		return err
	}
	// 9.6.8: the cell is false or names the new-boat roll.
	b.AlberichNew = eq["alberich"] != "" && eq["alberich"] != "false"
	// 10.11.9, [A73]: false, "standard" (XXI) or the refit/new-boat rolls (Type IX subtypes).
	switch bg := eq["balkon_geraet"]; bg {
	case "", "false":
	case "standard":
		b.BalkonStandard = true
	default:
		if !strings.Contains(bg, "new boat") {
			return fmt.Errorf("equipment: balkon_geraet %q not understood", bg)
		}
		b.BalkonNew = true
	}
	return nil
}

// parseGuided reads common.guided_torpedo_by_patrol_start; the periods must follow each
// other without gap or overlap, open at both ends.
func parseGuided(file string, bf *boardsFile) ([]GuidedPeriod, error) {
	var out []GuidedPeriod
	for i, g := range bf.Common.Guided {
		var p GuidedPeriod
		var err error
		if g.From != "" {
			if p.From, err = ParseMonth(g.From); err != nil {
				return nil, fmt.Errorf("%s: common.guided_torpedo_by_patrol_start row %d: from: %w", file, i+1, err)
			}
		}
		if g.Until != "" {
			if p.Until, err = ParseMonth(g.Until); err != nil {
				return nil, fmt.Errorf("%s: common.guided_torpedo_by_patrol_start row %d: until: %w", file, i+1, err)
			}
		}
		switch g.Kind {
		case "G7e Falke":
			p.Kind = Falke
		case "G7es Zaunkoenig":
			p.Kind = Zaunkoenig
		case "G7es Zaunkoenig II":
			p.Kind = Zaunkoenig2
		default:
			return nil, fmt.Errorf("%s: common.guided_torpedo_by_patrol_start row %d: unknown kind %q", file, i+1, g.Kind)
		}
		if (i == 0) != (g.From == "") || (i == len(bf.Common.Guided)-1) != (g.Until == "") ||
			(i > 0 && p.From != out[i-1].Until+1) {
			return nil, fmt.Errorf("%s: common.guided_torpedo_by_patrol_start row %d: periods must follow each other from the first to the last month", file, i+1)
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: common.guided_torpedo_by_patrol_start: missing", file)
	}
	return out, nil
}

// GuidedKind returns the guided torpedo of the default load for a patrol starting in m
// (boards.md 2.2: Falke up to 7/43, Zaunkönig 8/43–3/45, Zaunkönig II from 4/45).
func (b *Board) GuidedKind(m Month) Torp {
	for i := range b.Guided {
		g := &b.Guided[i]
		if (g.From == 0 || m >= g.From) && (g.Until == 0 || m <= g.Until) {
			return g.Kind
		}
	}
	return Zaunkoenig
}
