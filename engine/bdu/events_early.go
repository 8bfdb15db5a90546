package bdu

import (
	"fmt"
	"slices"
	"strings"
)

// design 8.5 "WP1–WP5: the complete SW tables … with SW 5.3 forced deployments and 5.4
// deadlines", and 5 step I.1: the war events of WP1–5 (SW 5.0–5.4, summarised in
// overview.md [5.0]). The tables are data (data/campaign.yaml war_events_wp1_5: each
// entry its roll, key, target, once, date window, void_after, deadline, weeks, its "if
// rolled again" entry and its effects); this file reads them and plays them.
//
// Procedure: an event lasting several weeks (Weserübung) keeps its deployment and no
// event is rolled in its later weeks; otherwise a deadline event due (SW 5.4: from week
// 1 of its month, not yet happened) happens on d10 0–6 (WAR_EVENT_DEADLINE) and the 5.1
// roll is skipped, or at once in week 4; otherwise SW 5.1: d10 0–4 (WAR_EVENT_TRIGGER),
// then d10 on the WP's table (WAR_EVENT), −1 in WP3 before 1941-07 and +1 in WP5 in 1943
// (SW 5.1; clamped to the table). An entry that happened before and is once (or has an
// "again" entry) is no event or its again entry (SW 5.2); void_after and a date window
// not met are no event.
//
// Readings (each in the data beside its entry, not_modelled logged with the event):
// SW's cups are replaced by F1's categories (each entry that adds to one names the F1
// value that stands for it), supply ships have no F1 counterpart (the political
// module's refusals of tagged entries are political.go's); "no attacks" missions sail
// on missions.go's order; an entry's forced deployment into an SMZ or a transit zone
// is its smz: order (smz.go, SW 20); "N boats to X and Y" is split between X and Y; "send" orders Ready boats of
// any base to sail for a far OA (the Mediterranean and Arctic campaigns, which SW 5.3's
// adjacent boats cannot reach); the Arctic campaign's boats may patrol elsewhere later;
// a contact read anew by an event is every contact found in its zones that week (not
// only the deployed boats'); the torpedo value of Weserübung and its Type IIA removal
// act at the start of the week after its second week.

// The early war events' extra roll table (design 9.3 codes; an addition).
const TabWarEventDeadline Table = "WAR_EVENT_DEADLINE" // SW 5.41: d10 0–6 a deadline event happens

// WarEntry is one entry of a WP1–5 war event table (design 8.5, SW 5.0; data/campaign.yaml).
type WarEntry struct {
	Roll        int
	Key, Target string
	Once        bool
	From, Until Month // the months the entry holds (0: open)
	VoidAfter   string
	Deadline    Month // SW 5.4 (0: none)
	Weeks       int   // ≥ 1
	Again       *WarEntry
	Deploy      []Deployment
	Send        []Deployment
	Contacts    []ContactRule
	Search      *SearchMod
	RTB         *RTBOrder
	Training    *TrainingOrder
	Torpedo     *int
	Withdraw    []string
	NoPacks     []string
	SubZeros    []string // "search roll 0 then 0": a Soviet submarine there (SW 14.6; subsub.go)
	Arctic      *ArcticSortie
	After       string // the entry acts only once this event has happened (Laconia after Torch)
	WeatherDuty int    // weather reporting to the end of this war period (0: none)
	Mission     *MissionOrder
	Supply      *SupplyOrder // SW 21.32 supply ships placed or removed (supply.go)
	SMZ         *SMZOrder    // an SMZ patrol (SW 20.3–20.7, smz.go)
	Reattacks   []string     // zones where reattacks on task forces and special convoys are allowed (smz.go)
	Packs       []string     // SMZs where wolfpacks may form among the boats there (Torch's Casablanca; smz.go)
	// IgnoreAt: the entry may be ignored once this many German boats are in the
	// Mediterranean (its sailing's region) or held to the Arctic (SW's Mediterranean and
	// Arctic campaigns: 30; mayIgnore)
	IgnoreAt int
	// Recon: this turn every German recon aircraft that reaches it searches this OA
	// (Baltic operations: "all aircraft in Germany and Norway move to the Baltic"; 7.9
	// flies them from any open base; week.go placeRecon)
	Recon string
	// NoRTB: in the entry's first week an undamaged boat on station in these zones ignores
	// RTB results from combat and endurance and may not RTB voluntarily (Weserübung (d))
	NoRTB []string
	// MoveBefore is what the entry does instead of its other effects while its After
	// event has not happened (the Laconia before Torch: 5 boats of West Africa
	// patrol-move to Cape Verde, no attacks that week)
	MoveBefore  *MoveOrder
	NotModelled string
}

// MoveOrder: Boats boats on station in From patrol-move to Zone this turn and make no
// search there this week (SW's "no attacks"; week.go stepOperations).
type MoveOrder struct {
	Boats int
	From  []string
	Zone  string
}

// MissionOrder is a WP1–5 "no attacks" mission (design 8.5, SW 5.0–5.2) on the mission
// order of missions.go: Boats boats (the Prefer types first) sail with the Mission
// marker Kind (minelaying, abwehr_agents, coastal_bombardment) for the first of Zones
// (special-mission zones) a boat can reach; with several Zones (SW's "X and/or Y") the
// player may split the boats between them (missions.go sendMissionSplit).
type MissionOrder struct {
	Kind     string
	Zones    []string
	Boats    int
	Prefer   []string
	NotTypes []string // never these types (the Narvik supply mission: not Type II)
	MaxII    int      // at most this many Type II (0: any; SW WP1 0, 4, 6, WP2 6 minelaying)
}

// Deployment is "N boats to X" (SW 5.3) or a sailing order: Boats −1 = every boat that
// fits; Types only these types, NotTypes not these; at most Max of MaxTypes; ArcticUntil
// (sailings): the boats may patrol only the Norwegian and Barents Seas up to and
// including that war period (SW's Arctic operations; 0 none; smz.go arcticOK).
type Deployment struct {
	Zone             string
	Boats            int
	Types, NotTypes  []string
	Max              int
	MaxTypes         []string
	ArcticUntil      int
	maxOK, typeCheck bool
}

// ContactRule reads a contact found in Zones (all OAs when empty) anew: Convoy makes any
// contact a large convoy; Only keeps those categories (others are no contact); Bands, a
// further d10 on a convoy (any contact with Any), turn it into the band's category.
type ContactRule struct {
	Zones  []string
	Convoy bool
	Only   []Category
	Any    bool
	Large  bool // the bands read a large convoy only (Dunkirk's "a large convoy found in the Channel")
	Bands  []EventBand
	// Nine: a modified search roll of 9 or more there is a contact of this category
	// (Baltic operations: "a modified search roll of 9 means a Soviet special convoy / TF")
	Nine Category
}

// EventBand is the highest face of a d10 band and what it reads as.
type EventBand struct {
	Top      int
	Category Category
}

// SearchMod is a war event's modifier to the AAC search and contact rolls (SW's
// "-4 to all search and contact rolls"): SearchOnly leaves the contact roll; Zones
// (when set) where it applies; ExceptRegions where it does not.
type SearchMod struct {
	Mod           int
	SearchOnly    bool
	Zones         []string
	ExceptRegions []string
}

// RTBOrder: Boats on station in Zones turn for home (Undamaged: only undamaged ones).
type RTBOrder struct {
	Boats     int
	Zones     []string
	Undamaged bool
	NoAttacks bool   // the boats escort a blockade runner home: no attacks on the way (missions.go missionEscort)
	Avoid     string // a zone the boats may not pass on their way home (SW WP1 5: english_channel; smz.go homeRoutes)
}

// TrainingOrder is "Remove N German boats" (SW's transfer to training): at most MaxII
// Type II (0: no limit), the Old types taken first by the BdU AI; NoneAfter / OneAfter:
// no more, or only one, once every boat of those types has left; NotCommitted: not a
// boat of the Arctic or Mediterranean operations (SW WP3–5 roll 3; committedBoat).
type TrainingOrder struct {
	Boats, MaxII        int
	Old                 []string
	NoneAfter, OneAfter []string
	NotCommitted        bool
}

// ArcticSortie is SW's WP4–5 Arctic sortie: d10 ≤ ScatterTop the convoy scatters (search
// and contact +Scattered in the Norwegian and Barents Seas, convoys met there are
// loners), otherwise +Mod and a convoy there is a task force on d10 ≤ TFTop.
type ArcticSortie struct {
	ScatterTop, Scattered, Mod, TFTop int
}

// --- YAML ---

type warEntryYAML struct {
	Roll        *int           `json:"roll"`
	Key         string         `json:"key"`
	Target      string         `json:"target"`
	Once        bool           `json:"once"`
	From        string         `json:"from"`
	Until       string         `json:"until"`
	VoidAfter   string         `json:"void_after"`
	Deadline    string         `json:"deadline"`
	Weeks       int            `json:"weeks"`
	Again       *warEntryYAML  `json:"again"`
	Deploy      []deployYAML   `json:"deploy"`
	Send        []deployYAML   `json:"send"`
	Contacts    []contactYAML  `json:"contacts"`
	Search      *searchYAML    `json:"search"`
	RTB         *rtbYAML       `json:"rtb"`
	Training    *trainingYAML  `json:"training"`
	Torpedo     *int           `json:"torpedo"`
	Withdraw    []string       `json:"withdraw"`
	NoPacks     []string       `json:"no_packs"`
	SubZeros    []string       `json:"sub_zeros"`
	Arctic      *ArcticSortieY `json:"arctic"`
	After       string         `json:"after"`
	WeatherDuty string         `json:"weather_duty"`
	Mission     *missionYAML   `json:"mission"`
	Supply      *SupplyOrder   `json:"supply"`
	SMZ         *smzYAML       `json:"smz"`
	Reattacks   []string       `json:"reattacks"`
	Packs       []string       `json:"packs"`
	IgnoreAt    int            `json:"ignore_at"`
	Recon       string         `json:"recon"`
	NoRTB       []string       `json:"no_rtb"`
	MoveBefore  *moveYAML      `json:"move_before"`
	NotModelled string         `json:"not_modelled"`
}

type moveYAML struct {
	Boats int      `json:"boats"`
	From  []string `json:"from"`
	Zone  string   `json:"zone"`
}

type missionYAML struct {
	Kind     string   `json:"kind"`
	Zones    []string `json:"zones"`
	Boats    int      `json:"boats"`
	Prefer   []string `json:"prefer"`
	NotTypes []string `json:"not_types"`
	MaxII    int      `json:"max_ii"`
}

type deployYAML struct {
	Zone     string   `json:"zone"`
	Boats    int      `json:"boats"`
	Types    []string `json:"types"`
	NotTypes []string `json:"not_types"`
	Max      int      `json:"max"`
	MaxTypes []string `json:"max_types"`
	// ArcticUntil is a war period key (WP5): Deployment.ArcticUntil
	ArcticUntil string `json:"arctic_until"`
}

type contactYAML struct {
	Zones  []string   `json:"zones"`
	Convoy bool       `json:"convoy"`
	Only   []string   `json:"only"`
	Any    bool       `json:"any"`
	Large  bool       `json:"large"`
	Bands  []bandYAML `json:"bands"`
	Nine   string     `json:"nine"`
}

type bandYAML struct {
	Top      int    `json:"top"`
	Category string `json:"category"`
}

type searchYAML struct {
	Mod           int      `json:"mod"`
	SearchOnly    bool     `json:"search_only"`
	Zones         []string `json:"zones"`
	ExceptRegions []string `json:"except_regions"`
}

type rtbYAML struct {
	Boats     int      `json:"boats"`
	Zones     []string `json:"zones"`
	Undamaged bool     `json:"undamaged"`
	NoAttacks bool     `json:"no_attacks"`
	Avoid     string   `json:"avoid"`
}

type trainingYAML struct {
	Boats     int      `json:"boats"`
	MaxII     int      `json:"max_ii"`
	Old       []string `json:"old"`
	NoneAfter []string `json:"none_after"`
	OneAfter  []string `json:"one_after"`
	// NotCommitted: SW WP3–5 roll 3 "not from the Arctic or Mediterranean operations"
	NotCommitted bool `json:"not_committed"`
}

// ArcticSortieY is the YAML of ArcticSortie.
type ArcticSortieY struct {
	ScatterTop int `json:"scatter_top"`
	Scattered  int `json:"scattered"`
	Mod        int `json:"mod"`
	TFTop      int `json:"tf_top"`
}

// buildEarlyEvents reads war_events_wp1_5 (design 8.5). Errors name the entry: a WP
// missing or not WP1–5, a roll outside 0–9 (0–10 in WP5) or not covered, two entries of
// one roll whose months overlap, an unknown zone, type or category, a bad month, bands
// not rising within 0–9, an entry with neither effect nor not_modelled.
func (d *Data) buildEarlyEvents(c *campaignFile) error {
	for wp := 1; wp <= 5; wp++ {
		k := fmt.Sprintf("WP%d", wp)
		list, ok := c.WarEventsEarly[k]
		if !ok {
			return fmt.Errorf("war_events_wp1_5: %s missing", k)
		}
		top := 9
		if wp == 5 {
			top = 10 // SW 5.1: +1 in 1943
		}
		covered := make([]bool, top+1)
		var entries []*WarEntry
		for i := range list {
			at := fmt.Sprintf("war_events_wp1_5: %s[%d]", k, i)
			if list[i].Roll == nil || *list[i].Roll < 0 || *list[i].Roll > top {
				return fmt.Errorf("%s: roll missing or outside 0–%d", at, top)
			}
			e, err := d.warEntry(&list[i], at)
			if err != nil {
				return err
			}
			e.Roll = *list[i].Roll
			for _, o := range entries {
				if o.Roll == e.Roll && (o.Until == 0 || e.From == 0 || o.Until >= e.From) && (e.Until == 0 || o.From == 0 || e.Until >= o.From) {
					return fmt.Errorf("%s: roll %d: its months overlap another entry's", at, e.Roll)
				}
			}
			covered[e.Roll] = true
			entries = append(entries, e)
		}
		for r, ok := range covered {
			if !ok {
				return fmt.Errorf("war_events_wp1_5: %s: roll %d has no entry", k, r)
			}
		}
		d.EarlyEvents[wp-1] = entries
	}
	for k := range c.WarEventsEarly {
		if p := d.Period(k); p == nil || p.Index > 5 {
			return fmt.Errorf("war_events_wp1_5: %q is not WP1–WP5", k)
		}
	}
	return nil
}

// warEntry builds one entry (and its again entry).
func (d *Data) warEntry(y *warEntryYAML, at string) (*WarEntry, error) {
	if !keyRE.MatchString(y.Key) {
		return nil, fmt.Errorf("%s: key %q: event keys are lower-case snake case (design 0)", at, y.Key)
	}
	at += " " + y.Key
	e := &WarEntry{Key: y.Key, Target: y.Target, Once: y.Once, VoidAfter: y.VoidAfter, Weeks: max(1, y.Weeks),
		Torpedo: y.Torpedo, After: y.After, NotModelled: y.NotModelled}
	if y.Weeks < 0 {
		return nil, fmt.Errorf("%s: weeks %d", at, y.Weeks)
	}
	if y.WeatherDuty != "" {
		p := d.Period(y.WeatherDuty)
		if p == nil {
			return nil, fmt.Errorf("%s: weather_duty %q is not a war period", at, y.WeatherDuty)
		}
		e.WeatherDuty = p.Index
	}
	for _, m := range []struct {
		s   string
		dst *Month
	}{{y.From, &e.From}, {y.Until, &e.Until}, {y.Deadline, &e.Deadline}} {
		if m.s == "" {
			continue
		}
		v, err := ParseMonth(m.s)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", at, err)
		}
		*m.dst = v
	}
	for _, k := range []string{y.VoidAfter, y.After} {
		if k != "" && !keyRE.MatchString(k) {
			return nil, fmt.Errorf("%s: %q is not an event key", at, k)
		}
	}
	oa := func(z string) error {
		if zn, ok := d.Map.Zones[z]; !ok || zn.Kind != KindOperatingArea {
			return fmt.Errorf("%s: %q is not an operating area", at, z)
		}
		return nil
	}
	// sea is a zone a contact or search rule may name: an OA or a zone an SMZ patrol
	// searches (smz.go)
	sea := func(z string) error {
		if zn, ok := d.Map.Zones[z]; !ok || (zn.Kind != KindOperatingArea && !smzKind(zn.Kind)) {
			return fmt.Errorf("%s: %q is not an operating area or special-mission zone", at, z)
		}
		return nil
	}
	types := func(ts []string) error {
		for _, t := range ts {
			if d.Types[t] == nil {
				return fmt.Errorf("%s: %q is not a U-boat type", at, t)
			}
		}
		return nil
	}
	deploys := func(ys []deployYAML) ([]Deployment, error) {
		var out []Deployment
		for _, dy := range ys {
			if err := oa(dy.Zone); err != nil {
				return nil, err
			}
			if dy.Boats == 0 || dy.Boats < -1 || dy.Max < 0 || (dy.Max > 0) != (len(dy.MaxTypes) > 0) {
				return nil, fmt.Errorf("%s: deployment to %s: boats %d, max %d of %v", at, dy.Zone, dy.Boats, dy.Max, dy.MaxTypes)
			}
			for _, ts := range [][]string{dy.Types, dy.NotTypes, dy.MaxTypes} {
				if err := types(ts); err != nil {
					return nil, err
				}
			}
			dp := Deployment{Zone: dy.Zone, Boats: dy.Boats, Types: dy.Types, NotTypes: dy.NotTypes, Max: dy.Max, MaxTypes: dy.MaxTypes}
			if dy.ArcticUntil != "" {
				p := d.Period(dy.ArcticUntil)
				if p == nil {
					return nil, fmt.Errorf("%s: arctic_until %q is not a war period", at, dy.ArcticUntil)
				}
				dp.ArcticUntil = p.Index
			}
			out = append(out, dp)
		}
		return out, nil
	}
	if my := y.Mission; my != nil {
		if !slices.Contains(missionKinds, my.Kind) || my.Boats < 1 || len(my.Zones) == 0 {
			return nil, fmt.Errorf("%s: mission %q (one of %v) of %d boats to %v", at, my.Kind, missionKinds, my.Boats, my.Zones)
		}
		for _, z := range my.Zones {
			// (an advanced base's waters: the Narvik supply mission, the Murmansk
			// minelaying, SW 26.52; mines.go)
			if zn, ok := d.Map.Zones[z]; !ok || (zn.Kind != KindSMZ && zn.Kind != KindAdvancedBase) {
				return nil, fmt.Errorf("%s: mission zone %q is not a special-mission zone", at, z)
			}
		}
		if err := types(my.Prefer); err != nil {
			return nil, err
		}
		if err := types(my.NotTypes); err != nil {
			return nil, err
		}
		if my.MaxII < 0 {
			return nil, fmt.Errorf("%s: mission max_ii %d below 0", at, my.MaxII)
		}
		e.Mission = &MissionOrder{Kind: my.Kind, Zones: my.Zones, Boats: my.Boats, Prefer: my.Prefer, NotTypes: my.NotTypes, MaxII: my.MaxII}
	}
	if y.SMZ != nil {
		o, err := d.smzOrder(y.SMZ, at)
		if err != nil {
			return nil, err
		}
		e.SMZ = o
	}
	for _, z := range y.Reattacks {
		if err := sea(z); err != nil {
			return nil, err
		}
	}
	e.Reattacks = y.Reattacks
	for _, z := range y.Packs {
		if zn, ok := d.Map.Zones[z]; !ok || !smzKind(zn.Kind) {
			return nil, fmt.Errorf("%s: packs %q is not a special-mission zone", at, z)
		}
	}
	e.Packs = y.Packs
	if y.Recon != "" {
		if err := oa(y.Recon); err != nil {
			return nil, err
		}
		e.Recon = y.Recon
	}
	if e.IgnoreAt = y.IgnoreAt; e.IgnoreAt < 0 || (e.IgnoreAt > 0 && len(y.Send) == 0) {
		return nil, fmt.Errorf("%s: ignore_at %d: a positive count on an entry that sends boats", at, y.IgnoreAt)
	}
	for _, z := range y.NoRTB {
		if err := sea(z); err != nil {
			return nil, err
		}
	}
	e.NoRTB = y.NoRTB
	if mv := y.MoveBefore; mv != nil {
		if mv.Boats < 1 || len(mv.From) == 0 || y.After == "" {
			return nil, fmt.Errorf("%s: move_before %+v: boats ≥ 1, from, and an after event", at, *mv)
		}
		for _, z := range append([]string{mv.Zone}, mv.From...) {
			if err := oa(z); err != nil {
				return nil, err
			}
		}
		e.MoveBefore = &MoveOrder{Boats: mv.Boats, From: mv.From, Zone: mv.Zone}
	}
	var err error
	if e.Deploy, err = deploys(y.Deploy); err != nil {
		return nil, err
	}
	if e.Send, err = deploys(y.Send); err != nil {
		return nil, err
	}
	for _, cy := range y.Contacts {
		r := ContactRule{Zones: cy.Zones, Convoy: cy.Convoy, Any: cy.Any, Large: cy.Large, Nine: Category(cy.Nine)}
		if cy.Nine != "" && !validCategory(r.Nine) {
			return nil, fmt.Errorf("%s: nine %q is not a contact category", at, cy.Nine)
		}
		for _, z := range cy.Zones {
			if err := sea(z); err != nil {
				return nil, err
			}
		}
		for _, o := range cy.Only {
			if !validCategory(Category(o)) {
				return nil, fmt.Errorf("%s: only %q is not a contact category", at, o)
			}
			r.Only = append(r.Only, Category(o))
		}
		last := -1
		for _, b := range cy.Bands {
			if b.Top <= last || b.Top > 9 || !validCategory(Category(b.Category)) {
				return nil, fmt.Errorf("%s: band %+v: tops rise within 0–9, a contact category", at, b)
			}
			last = b.Top
			r.Bands = append(r.Bands, EventBand{b.Top, Category(b.Category)})
		}
		if !r.Convoy && len(r.Only) == 0 && len(r.Bands) == 0 && r.Nine == "" {
			return nil, fmt.Errorf("%s: a contacts rule that changes nothing", at)
		}
		e.Contacts = append(e.Contacts, r)
	}
	if s := y.Search; s != nil {
		if s.Mod == 0 {
			return nil, fmt.Errorf("%s: search mod 0", at)
		}
		for _, z := range s.Zones {
			if err := sea(z); err != nil {
				return nil, err
			}
		}
		e.Search = &SearchMod{Mod: s.Mod, SearchOnly: s.SearchOnly, Zones: s.Zones, ExceptRegions: s.ExceptRegions}
	}
	if r := y.RTB; r != nil {
		if r.Boats < 1 || len(r.Zones) == 0 {
			return nil, fmt.Errorf("%s: rtb %+v", at, *r)
		}
		for _, z := range r.Zones {
			if err := oa(z); err != nil {
				return nil, err
			}
		}
		if z, ok := d.Map.Zones[r.Avoid]; r.Avoid != "" && (!ok || z.Kind != KindTransitZone) {
			return nil, fmt.Errorf("%s: rtb avoid %q is not a transit zone", at, r.Avoid)
		}
		e.RTB = &RTBOrder{Boats: r.Boats, Zones: r.Zones, Undamaged: r.Undamaged, NoAttacks: r.NoAttacks, Avoid: r.Avoid}
	}
	if t := y.Training; t != nil {
		if t.Boats < 1 || t.MaxII < 0 {
			return nil, fmt.Errorf("%s: training %+v", at, *t)
		}
		for _, ts := range [][]string{t.Old, t.NoneAfter, t.OneAfter} {
			if err := types(ts); err != nil {
				return nil, err
			}
		}
		e.Training = &TrainingOrder{Boats: t.Boats, MaxII: t.MaxII, Old: t.Old, NoneAfter: t.NoneAfter, OneAfter: t.OneAfter, NotCommitted: t.NotCommitted}
	}
	if err := types(y.Withdraw); err != nil {
		return nil, err
	}
	e.Withdraw = y.Withdraw
	for _, z := range y.NoPacks {
		if err := oa(z); err != nil {
			return nil, err
		}
	}
	e.NoPacks = y.NoPacks
	for _, z := range y.SubZeros {
		if err := oa(z); err != nil {
			return nil, err
		}
	}
	e.SubZeros = y.SubZeros
	if a := y.Arctic; a != nil {
		if a.ScatterTop < 0 || a.ScatterTop > 9 || a.TFTop < 0 || a.TFTop > 9 {
			return nil, fmt.Errorf("%s: arctic %+v", at, *a)
		}
		e.Arctic = &ArcticSortie{ScatterTop: a.ScatterTop, Scattered: a.Scattered, Mod: a.Mod, TFTop: a.TFTop}
	}
	if y.Supply != nil {
		if err := y.Supply.check(); err != nil {
			return nil, fmt.Errorf("%s: %w", at, err)
		}
		e.Supply = y.Supply
	}
	if y.Again != nil {
		if y.Again.Roll != nil {
			return nil, fmt.Errorf("%s: again takes no roll", at)
		}
		if e.Again, err = d.warEntry(y.Again, at+" again"); err != nil {
			return nil, err
		}
	}
	if e.Key != "no_event" && !e.acts() && e.NotModelled == "" && e.Again == nil && !d.opensBase(e.Key) && e.Key != "uboat_transfer" && e.Key != "ultra_supply_ships" && !nationEvents[e.Key] {
		return nil, fmt.Errorf("%s: no effect and no not_modelled", at)
	}
	return e, nil
}

// acts reports whether the entry has an effect the engine makes.
func (e *WarEntry) acts() bool {
	return len(e.Deploy)+len(e.Send)+len(e.Contacts)+len(e.Withdraw)+len(e.NoPacks)+len(e.SubZeros) > 0 ||
		e.Search != nil || e.RTB != nil || e.Training != nil || e.Torpedo != nil || e.Arctic != nil || e.WeatherDuty > 0 ||
		e.Mission != nil || e.SMZ != nil || len(e.Reattacks) > 0 || len(e.NoRTB) > 0 || e.Recon != "" || e.Supply != nil
}

// opensBase reports whether a base opens by the event (table 3.5 opens_by).
func (d *Data) opensBase(key string) bool {
	for _, b := range d.Map.Bases {
		if slices.Contains(b.OpensBy, key) {
			return true
		}
	}
	return false
}

func validCategory(k Category) bool {
	switch k {
	case CatLoner, CatEscorted, CatConvoyS, CatConvoyL, CatTaskForce, CatSpecial, CatAircraft, CatSubmarine:
		return true
	}
	return false
}

// --- the procedure ---

// earlyEffect is a WP1–5 event whose effects last (eventState.early): from its first
// turn to its last.
type earlyEffect struct {
	e           *WarEntry
	from, until Week
	contacts    []ContactRule // the entry's, or the Arctic sortie's reading
	search      *SearchMod
	torpSaved   int
	zone        string // the zone of its SMZ order (smz.go; rolled for the captured minefield plans)
}

// stepEarlyWarEvents is step I.1's war event of WP1–5 (design 8.5, SW 5.0–5.4).
func (c *Campaign) stepEarlyWarEvents() error {
	w := &c.War
	live := w.ev.early[:0]
	var ending []earlyEffect
	for _, a := range w.ev.early {
		if a.until.Before(c.Now) {
			ending = append(ending, a)
		} else {
			live = append(live, a)
		}
	}
	w.ev.early = live
	for _, a := range ending {
		if err := c.endEarly(a); err != nil {
			return err
		}
	}
	for _, a := range w.ev.early {
		if a.from != c.Now { // a later week of a several-week event: no roll, same deployment
			if a.e.SMZ != nil && a.zone != "" { // (SMZ first: Weserübung "fill Narvik first")
				if _, err := c.smzDeploy(a.e.Key, a.e.SMZ, a.zone); err != nil {
					return err
				}
			}
			return c.deployEarly(a.e)
		}
	}
	// SW 5.4 deadlines
	if e := c.deadlineDue(); e != nil {
		happens := c.Now.N >= 4 // SW 5.42
		if !happens {
			r := c.Dice.D10()
			happens = r <= 6
			res := "no_event"
			if happens {
				res = e.Key
			}
			c.rolled(TabWarEventDeadline, e.Key, "1d10", nil, r, res, r)
		}
		if happens {
			return c.fireEarly(e, -1)
		}
	}
	r := c.Dice.D10()
	res := "no_event"
	if r <= 4 {
		res = "event"
	}
	c.rolled(TabWarEventTrigger, periodKey(c.Period), "1d10", nil, r, res, r)
	if r > 4 {
		return nil
	}
	var m Mods
	if c.Period == 3 && c.Now.Month < MonthOf(1941, 7) {
		m.Add(-1, "SW 5.1 WP3 before July 1941")
	}
	if c.Period == 5 && c.Now.Month.Year() == 1943 {
		m.Add(1, "SW 5.1 WP5 in 1943")
	}
	nat, total := c.d10(&m)
	top := 9
	if c.Period == 5 {
		top = 10
	}
	total = max(0, min(top, total))
	e := c.earlyEntry(total)
	c.rolled(TabWarEvent, periodKey(c.Period), "1d10", &m, total, e.Key, nat)
	return c.fireEarly(e, total)
}

// noEventEntry is "no event" (SW 5.2), shared: never written to.
var noEventEntry = &WarEntry{Key: "no_event", Weeks: 1}

// earlyEntry is the current WP's entry for a roll, by the month.
func (c *Campaign) earlyEntry(roll int) *WarEntry {
	for _, e := range c.Data.EarlyEvents[c.Period-1] {
		if e.Roll == roll && e.holds(c.Now.Month) {
			return e
		}
	}
	return noEventEntry // a roll the window leaves open (validated: none)
}

func (e *WarEntry) holds(m Month) bool {
	return (e.From == 0 || m >= e.From) && (e.Until == 0 || m <= e.Until)
}

// deadlineDue is the current WP's deadline event (an entry or an again entry) whose
// month has come and that has not happened (SW 5.4), nil if none.
func (c *Campaign) deadlineDue() *WarEntry {
	for _, e := range c.Data.EarlyEvents[c.Period-1] {
		for x := e; x != nil; x = x.Again {
			if x.Deadline != 0 && c.Now.Month >= x.Deadline && x.holds(c.Now.Month) {
				if _, done := c.Events[x.Key]; !done {
					return x
				}
			}
		}
	}
	return nil
}

// fireEarly resolves a rolled entry (SW 5.2: once, again; void_after, the date window)
// and applies it; roll −1 for a deadline event.
func (c *Campaign) fireEarly(e *WarEntry, roll int) error {
	for e.Key != "no_event" {
		_, done := c.Events[e.Key]
		if e.VoidAfter != "" {
			if _, v := c.Events[e.VoidAfter]; v {
				e = noEventEntry
				break
			}
		}
		if done && e.Again != nil {
			e = e.Again
			continue
		}
		if (done && e.Once) || !e.holds(c.Now.Month) {
			e = noEventEntry
		}
		break
	}
	if e.Key == "no_event" {
		return nil
	}
	w := &c.War
	if _, done := c.Events[e.Key]; !done {
		c.Events[e.Key] = c.Now.Turn() // the turn of its first occurrence (bases open by it, 3.5)
	}
	applied := e.acts() || e.NotModelled == ""
	before := false
	if e.After != "" {
		if _, ok := c.Events[e.After]; !ok {
			applied, before = e.MoveBefore != nil, true // Laconia before Torch: the move to Cape Verde
		}
	}
	refused, err := c.politicalReaction(e.Key, e.Target) // SW 36.64 (political.go)
	if err != nil {
		return err
	}
	if !refused && e.IgnoreAt > 0 {
		if refused, err = c.mayIgnore(e); err != nil {
			return err
		}
	}
	if before && applied { // (its other effects wait for the after event)
		if !refused {
			if err := c.moveNoAttack(e.MoveBefore); err != nil {
				return err
			}
		}
	} else if applied {
		a := earlyEffect{e: e, from: c.Now, until: WeekOfTurn(c.Now.Turn() + e.Weeks - 1), contacts: e.Contacts, search: e.Search}
		if e.Torpedo != nil {
			a.torpSaved = w.TorpedoValue
			c.setTorpedoValue(*e.Torpedo)
		}
		if s := e.Arctic; s != nil {
			r := c.Dice.D10()
			zones := []string{"norwegian_sea", "barents_sea"}
			if r <= s.ScatterTop {
				a.search = &SearchMod{Mod: s.Scattered, Zones: zones}
				a.contacts = []ContactRule{{Zones: zones, Bands: []EventBand{{9, CatLoner}}}}
			} else {
				a.search = &SearchMod{Mod: s.Mod, Zones: zones}
				a.contacts = []ContactRule{{Zones: zones, Bands: []EventBand{{s.TFTop, CatTaskForce}}}}
			}
			res := "held"
			if r <= s.ScatterTop {
				res = "scattered"
			}
			c.rolled(TabWarEventZone, e.Key, "1d10", nil, r, res, r)
		}
		w.ev.early = append(w.ev.early, a)
		if e.Supply != nil {
			c.queueSupply(e.Supply, e.Key) // SW 17.5, 21.32: placed in IV.3 (supply.go)
		}
		if e.SMZ != nil && !refused { // SW 20 (smz.go), before the other deployments (Weserübung: Narvik first)
			z, err := c.smzDeploy(e.Key, e.SMZ, "")
			if err != nil {
				return err
			}
			w.ev.early[len(w.ev.early)-1].zone = z
		}
		if err := c.obeyEarly(e, refused); err != nil {
			return err
		}
	}
	if c.Log != nil {
		orders := append([]WarEventOrder{}, w.ev.orders...)
		c.emit(TWarEvent, &WarEventEvent{WP: c.Period, Roll: roll, Key: e.Key, Target: e.Target, Orders: orders,
			Applied: applied, Refused: refused, Deadline: roll < 0, NotModelled: e.NotModelled})
	}
	return nil
}

// obeyEarly carries out what an entry orders the BdU (SW 5.3 deployments and sailings,
// transfers to training, RTBs, the weather boat), unless the order is refused (SW 36.64:
// what is outside his control, the contact readings, search modifiers and torpedo
// value, stays).
func (c *Campaign) obeyEarly(e *WarEntry, refused bool) error {
	if refused {
		return nil
	}
	if err := c.deployEarly(e); err != nil {
		return err
	}
	if e.Key == "uboat_transfer" { // design 4.8: 7 more Italian boats leave (betasom.go)
		if err := c.betasomTransfer(); err != nil {
			return err
		}
	}
	if t := e.Training; t != nil {
		if err := c.earlyTraining(t); err != nil {
			return err
		}
	}
	if o := e.RTB; o != nil {
		if err := c.eventRTB(o); err != nil {
			return err
		}
	}
	if e.WeatherDuty > 0 {
		c.War.ev.weatherUntil = max(c.War.ev.weatherUntil, e.WeatherDuty)
	}
	if m := e.Mission; m != nil { // a "no attacks" mission (missions.go); several zones: SW's "X and/or Y", split by the player
		if _, err := c.sendMissionSplit(m.Kind, m.Zones, m.Boats, m.Prefer, m.NotTypes, m.MaxII); err != nil {
			return err
		}
	}
	return nil
}

// setTorpedoValue sets the torpedo value and logs it (design 7.8, 9.3 torpedo_value).
func (c *Campaign) setTorpedoValue(v int) {
	if c.War.TorpedoValue == v {
		return
	}
	c.War.TorpedoValue = v
	if c.Log != nil {
		c.emit(TTorpedoValue, &TorpedoValueEvent{Value: v})
	}
}

// endEarly ends a lasting event: the torpedo value back, its withdrawals (Weserübung:
// the Type IIA to training, at sea when they reach base).
func (c *Campaign) endEarly(a earlyEffect) error {
	if a.e.Torpedo != nil {
		c.setTorpedoValue(a.torpSaved)
	}
	for _, b := range c.loop() {
		if slices.Contains(a.e.Withdraw, b.Type) && !b.State.Terminal() && b.State != Refit && b.WithdrawOnArrival == "" {
			if err := c.Withdraw(b, Training, "war_event"); err != nil {
				return err
			}
		}
	}
	return nil
}

// deployEarly makes an entry's forced deployments (SW 5.3) and sailing orders.
func (c *Campaign) deployEarly(e *WarEntry) error {
	for i := range e.Deploy {
		d := &e.Deploy[i]
		n := d.Boats
		if n < 0 {
			n = len(c.Boats)
		}
		if err := c.forceDeployment(d.Zone, n, c.deployFilter(d)); err != nil {
			return err
		}
	}
	for i := range e.Send {
		if err := c.sendBoats(&e.Send[i]); err != nil {
			return err
		}
	}
	return nil
}

// deployFilter is a deployment's choice of boats: its types, and at most Max of
// MaxTypes among the boats on station in or sent to its zone this turn.
func (c *Campaign) deployFilter(d *Deployment) func(*Boat) bool {
	return func(b *Boat) bool {
		if (len(d.Types) > 0 && !slices.Contains(d.Types, b.Type)) || slices.Contains(d.NotTypes, b.Type) {
			return false
		}
		if d.Max > 0 && slices.Contains(d.MaxTypes, b.Type) {
			n := 0
			for _, x := range c.Boats {
				if x != b && slices.Contains(d.MaxTypes, x.Type) &&
					((x.State == OnStation && x.Zone == d.Zone) || (x.week.forced && x.Destination == d.Zone)) {
					n++
				}
			}
			return n < d.Max
		}
		return true
	}
}

// sendBoats orders Ready boats of any open base (German, with torpedoes, of d's types)
// to sail for d.Zone, the player's pick (DecideEventBoat, events_choice.go; the AI: the
// stable order), until d.Boats are on their way (the
// Mediterranean and Arctic campaigns of SW's WP3–5 tables: Atlantic boats sail into
// the Mediterranean, which canPatrol does not let them choose; they then use its bases).
func (c *Campaign) sendBoats(d *Deployment) error {
	var sent []string
	fit := func(b *Boat) bool {
		if b.State != Ready || !slices.Contains(c.open, b.Zone) || b.Nation != "de" || c.Data.Types[b.Type].Torpedoes == 0 ||
			b.Markers.Mission == missionInvasion ||
			b.week.forced || b.WithdrawOnArrival != "" || (len(d.Types) > 0 && !slices.Contains(d.Types, b.Type)) || !c.patrolOpen(d.Zone) ||
			!c.arcticOK(b, d.Zone) {
			return false
		}
		r, reach := c.Data.Map.PathsFrom(b.Zone, c.Period)[d.Zone]
		return reach && r.MP > 0 && !c.barredRoute(b, r.Zones[1:]) // (8.5 WP8 9)
	}
	_, err := c.pickEventBoats(d.Zone, d.Boats, fit, func(b *Boat) error { // design 9.1 "Events" (events_choice.go)
		r := c.Data.Map.PathsFrom(b.Zone, c.Period)[d.Zone]
		if err := b.setState(Outbound); err != nil {
			return err
		}
		b.Destination, b.route, b.Side, b.home, b.noCredit = d.Zone, r.Zones[1:], SideTransit, b.Zone, false
		b.week.sailed, b.week.forced = true, true
		if d.ArcticUntil > 0 {
			b.arcticUntil = d.ArcticUntil // SW's Arctic operations: only the Arctic seas (smz.go arcticOK)
		}
		if c.Log != nil {
			c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "sail", Detail: d.Zone})
		}
		sent = append(sent, b.ID)
		return nil
	})
	if err != nil {
		return err
	}
	if c.Log != nil {
		c.War.ev.orders = append(c.War.ev.orders, WarEventOrder{Zone: d.Zone, Boats: sent})
	}
	return nil
}

// earlyTraining is SW's WP2–5 transfer to training: t.Boats German boats, at most MaxII
// Type II; none (NoneAfter) or only one (OneAfter) once every boat of those types has
// left. The player picks them one at a time (design 9.1 "Events": DecideEventBoat about
// "training", events_choice.go), any boat not in refit nor already leaving (nor, with
// NotCommitted, on the Arctic or Mediterranean operations); the BdU AI
// takes the Old types first, boats in port before boats at sea, each in the stable
// order.
func (c *Campaign) earlyTraining(t *TrainingOrder) error {
	gone := func(types []string) bool {
		if len(types) == 0 {
			return false
		}
		for _, b := range c.Boats {
			if slices.Contains(types, b.Type) && !b.State.Terminal() && b.State != Refit && b.WithdrawOnArrival == "" {
				return false
			}
		}
		return true
	}
	n := t.Boats
	if gone(t.NoneAfter) {
		return nil
	}
	if gone(t.OneAfter) {
		n = 1
	}
	ii := 0
	_, err := c.pickEventBoatsBy("training", n, func(b *Boat) int { // design 9.1 "Events" (events_choice.go)
		if b.State.Terminal() || b.State == Refit || b.WithdrawOnArrival != "" || b.Nation != "de" ||
			(strings.HasPrefix(b.Type, "II") && t.MaxII > 0 && ii >= t.MaxII) || (t.NotCommitted && c.committedBoat(b)) {
			return -1
		}
		r := 0 // the AI: the Old types first, in port before at sea
		if !slices.Contains(t.Old, b.Type) {
			r = 2
		}
		if b.State.AtSea() {
			r++
		}
		return r
	}, func(b *Boat) error {
		if strings.HasPrefix(b.Type, "II") {
			ii++
		}
		return c.Withdraw(b, Training, "war_event")
	})
	return err
}

// committedBoat reports whether b is on SW's Arctic or Mediterranean operations (the
// boats mayIgnore counts: held to the Arctic seas, Boat.arcticUntil, or in a zone of
// the Mediterranean region), which SW's WP3–5 transfers to training may not take.
func (c *Campaign) committedBoat(b *Boat) bool {
	return b.arcticUntil >= c.Period || c.Data.Map.Zones[b.Zone].Region == "med"
}

// eventRTB turns o.Boats boats on station in o.Zones for home (escort and rescue
// missions of SW's tables); the player picks them one at a time (design 9.1 "Events":
// DecideEventBoat about "rtb", events_choice.go), the BdU AI in the stable order; the
// event lists them by their OA.
func (c *Campaign) eventRTB(o *RTBOrder) error {
	_, err := c.pickEventBoats("rtb", o.Boats, func(b *Boat) bool {
		return b.State == OnStation && !b.Markers.RTB && b.Nation == "de" && slices.Contains(o.Zones, b.Zone) &&
			(!o.Undamaged || b.Markers.Damage == 0)
	}, func(b *Boat) error {
		b.Markers.RTB = true
		if o.NoAttacks {
			b.Markers.Mission = missionEscort // "no attacks" on the way home (missions.go)
		}
		b.avoid = o.Avoid // (SW WP1 5: not through the Channel, smz.go homeRoutes)
		if c.Log != nil {
			c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "rtb", Detail: b.Zone})
			c.War.ev.orders = append(c.War.ev.orders, WarEventOrder{Zone: b.Zone, Boats: []string{b.ID}})
		}
		return nil
	})
	return err
}

// earlySearch is the war events' modifier to an AAC roll in oa this turn (contact: the
// contact roll).
func (c *Campaign) earlySearch(oa string, contact bool) int {
	mod := 0
	for i := range c.War.ev.early {
		s := c.War.ev.early[i].search
		if s == nil || (contact && s.SearchOnly) || (len(s.Zones) > 0 && !slices.Contains(s.Zones, oa)) ||
			slices.Contains(s.ExceptRegions, string(c.Data.Map.Zones[oa].Region)) {
			continue
		}
		mod += s.Mod
	}
	return mod
}

// earlyContact reads a contact found in oa anew by the lasting events' rules (design
// 8.5, SW's "a convoy is a TF on a further 0–4" and the like).
func (c *Campaign) earlyContact(k *Contact, oa string) {
	for i := range c.War.ev.early {
		a := &c.War.ev.early[i]
		for j := range a.contacts {
			r := &a.contacts[j]
			if (len(r.Zones) > 0 && !slices.Contains(r.Zones, oa)) || k.Category == CatNone || k.Category == CatSubmarine {
				continue
			}
			if r.Convoy && k.Category != CatConvoyL {
				k.Category, k.Ships, k.ConvertedBy = CatConvoyL, categoryReach(CatConvoyL), a.e.Key
			}
			if len(r.Only) > 0 && !slices.Contains(r.Only, k.Category) {
				k.Category, k.Ships, k.ConvertedBy = CatNone, 0, a.e.Key
				continue
			}
			convoy := k.Category == CatConvoyL || (k.Category == CatConvoyS && !r.Large)
			if len(r.Bands) == 0 || !(convoy || r.Any) {
				continue
			}
			d := c.Dice.D10()
			res := string(k.Category)
			for _, b := range r.Bands {
				if d <= b.Top {
					res = string(b.Category)
					k.Category, k.ConvertedBy = b.Category, a.e.Key
					k.Ships = categoryReach(b.Category)
					if b.Category == CatLoner {
						k.Ships = 3 // a scattered convoy: its ships met as loners
					}
					break
				}
			}
			c.rolled(TabWarEventZone, a.e.Key, "1d10", nil, d, res, d)
		}
	}
}

// eventHolds reports whether a lasting WP1–5 event holds b at sea this turn (an entry's
// no_rtb, Weserübung (d): in its first week an undamaged boat on station in its zones
// ignores RTB results from combat and endurance and may not RTB voluntarily; f1.go
// EnduranceCheck, counterattack; week.go stepOrders).
func (c *Campaign) eventHolds(b *Boat) bool {
	if b.Markers.Damage > 0 || b.State != OnStation {
		return false
	}
	for i := range c.War.ev.early {
		if a := &c.War.ev.early[i]; a.from == c.Now && slices.Contains(a.e.NoRTB, b.Zone) {
			return true
		}
	}
	return false
}

// mayIgnore is SW's "may be ignored if 30 or more German boats are in the Mediterranean"
// (the Mediterranean campaign) and "once 30 or more are committed" (the Arctic
// operations): with e.IgnoreAt such boats in service (German, not in refit, in a zone of
// the Mediterranean region, or held to the Arctic: Boat.arcticUntil), the player is
// asked to obey or refuse the event (design 9.1 "Events: obey or refuse"; the decision
// of SW 36.64's refusals, DecideRefuse, here without a cost); the BdU AI obeys (9.4).
// It reports whether the event is ignored (logged as refused).
func (c *Campaign) mayIgnore(e *WarEntry) (bool, error) {
	med := c.Data.Map.Zones[e.Send[0].Zone].Region == "med"
	n := 0
	for _, b := range c.Boats {
		if b.Nation != "de" || b.State.Terminal() || b.State == Refit {
			continue
		}
		if (med && c.Data.Map.Zones[b.Zone].Region == "med") || (!med && b.arcticUntil >= c.Period) {
			n++
		}
	}
	if n < e.IgnoreAt {
		return false, nil
	}
	d := c.decision(DecideRefuse, nil)
	d.Subject = e.Key
	d.add(KeyObey, nil)
	d.add(KeyRefuse, nil)
	ans, err := c.ask(c.player, d)
	return ans == KeyRefuse, err
}

// moveNoAttack is an entry's move_before (the Laconia before Torch): o.Boats German
// boats on station in o.From, not RTB, on no mission, patrol-move to o.Zone this turn
// (a transit check, 7.4) and make no search there this week (b.week.noAttack); the
// player picks them one at a time (design 9.1 "Events": DecideEventBoat about o.Zone,
// events_choice.go), the BdU AI in the stable order; the event lists them.
func (c *Campaign) moveNoAttack(o *MoveOrder) error {
	var sent []string
	_, err := c.pickEventBoats(o.Zone, o.Boats, func(b *Boat) bool {
		return b.State == OnStation && b.Nation == "de" && !b.Markers.RTB && b.Markers.Mission == "" && b.smz == "" && !b.week.forced &&
			!b.Markers.WeatherDuty && slices.Contains(o.From, b.Zone)
	}, func(b *Boat) error {
		b.Destination, b.route = o.Zone, []string{o.Zone}
		b.week.forced, b.week.noAttack = true, true
		if c.Log != nil {
			c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "move", Detail: o.Zone})
		}
		sent = append(sent, b.ID)
		return nil
	})
	if c.Log != nil {
		c.War.ev.orders = append(c.War.ev.orders, WarEventOrder{Zone: o.Zone, Boats: sent})
	}
	return err
}

// earlyRecon is the OA a lasting WP1–5 event sends the recon aircraft to this turn (an
// entry's recon:), "" none.
func (c *Campaign) earlyRecon() string {
	for i := range c.War.ev.early {
		if a := &c.War.ev.early[i]; a.e.Recon != "" && a.from == c.Now {
			return a.e.Recon
		}
	}
	return ""
}

// earlyNine is the category a lasting WP1–5 event makes of a modified search roll
// total in zone (a contact rule's nine: 9 or more), and the event's key; "" none.
func (c *Campaign) earlyNine(zone string, total int) (Category, string) {
	if total < 9 {
		return "", ""
	}
	for i := range c.War.ev.early {
		a := &c.War.ev.early[i]
		for j := range a.contacts {
			if r := &a.contacts[j]; r.Nine != "" && (len(r.Zones) == 0 || slices.Contains(r.Zones, zone)) {
				return r.Nine, a.e.Key
			}
		}
	}
	return "", ""
}

// earlyPacks reports whether a lasting WP1–5 event forbids packs in oa.
func (c *Campaign) earlyPacks(oa string) bool {
	for i := range c.War.ev.early {
		if slices.Contains(c.War.ev.early[i].e.NoPacks, oa) {
			return false
		}
	}
	return true
}
