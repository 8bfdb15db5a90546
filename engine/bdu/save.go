package bdu

// Campaign saves (issue 16 "Campaign saves like career saves"). The engine is
// deterministic from its seed (design 5 "Determinism"), so a campaign is saved as its
// setup, the number of weeks played and the orders the player gave (the Decider's
// answers and the standing orders, design 9.1); ReplaySave re-plays the weeks feeding those answers back and checks
// the result against the saved summary, whose State is a digest of the whole campaign
// state. Saves are made between weeks (PlayWeek plays a whole turn).
//
// File format (JSON, UTF-8, one object on one line; SaveFormat 1):
//
//	{
//	  "format": 1,                              // SaveFormat; a larger number is ErrNewerVersion
//	  "kind": "bdu_campaign",                   // SaveKind (not a Hunted career save)
//	  "data": "bdu-1-0123456789abcdef",         // DataVersion the campaign was played with
//	  "saved_at": "2025-01-02T15:04:05Z",       // optional, informative only
//	  "config": {"seed": "42", "start": "1939-09", "variable": false, "zoom": "contact", "political": true,
//	             "betasom": true, "historical_deployment": true,   // optional modules (design 4.8,
//	             "very_early_deployment": true,                    // 4.5; SW 8.15, 30.32)
//	             "torch_western_waters": true},
//	  "weeks": 57,                              // turns played (PlayWeek calls)
//	  "summary": {"week": "1941-01/1", "wp": 3, "vp": 101, "ships": 700, "tons": 3500000,
//	              "lost": 40, "commissioned": 120, "in_service": 70, "ended": false,
//	              "end_reason": "", "victory": "", "state": "89abcdef01234567"},
//	  "answers": [{"n": 3, "kind": "sail", "who": "U-12", "key": "north_sea"}],
//	  "standing": [{"week": 5, "boat": "U-12", "preset": "return_when_torpedoes_below", "n": 4}],
//	  "hunted": [{"n": 7, "id": "attack_range", "key": "close"}]
//	}
//
// answers[i].n is the number of the decision it answers among all decisions put to the
// player's Decider (1 = the first); decisions between them were left to standing orders
// and the BdU AI. standing are the standing orders given (SetStandingOrders) after the
// number of weeks played that "week" says (optional; a preset "" takes them off).
// config.zoom "contact" (optional) says the campaign zooms contacts in the Hunted engine
// (design 6.2.1, a HuntedZoomer): the zoom answers ("zoom" to an attack decision) are
// among answers, each zoom's dice come from the seed (zoomSeed), and hunted holds the
// player's answers to the Hunted decisions of the zooms (HuntedAnswer; the others are the
// Commander policy's, which replay themselves). config.zoom "flagship" says the
// campaign has a flagship (design 6.2.1, a HuntedZoomer as Campaign.Flagship): its
// naming and its weeks follow from the seed and the orders, its career's dice from the
// seed (zoomSeed at the naming), and hunted holds the player's answers to its Hunted
// decisions. The
// seed is a decimal string (JSON readers with float64 numbers keep
// all 64 bits). Unknown fields and trailing data are ErrCorrupt: a format change bumps
// SaveFormat.

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"sort"
	"strconv"
	"sync"
	"uboat/engine/internal/savejson"
)

// SaveFormat is the version of the campaign save format (NewSave writes it, LoadSave
// reads it and older ones).
const SaveFormat = 1

// SaveKind is the "kind" of a campaign save.
const SaveKind = "bdu_campaign"

// Save errors. Every error of LoadSave, NewSave and ReplaySave wraps one of them (test with
// errors.Is).
var (
	// ErrCorrupt: the bytes are not a well-formed campaign save.
	ErrCorrupt = errors.New("campaign save file is damaged")
	// ErrNewerVersion: written by a newer game (format > SaveFormat).
	ErrNewerVersion = errors.New("campaign save file is from a newer version of the game")
	// ErrDataMismatch: played with other campaign data (DataVersion differs).
	ErrDataMismatch = errors.New("campaign save file was made with different campaign data")
	// ErrBadConfig: the saved setup is not one the engine accepts.
	ErrBadConfig = errors.New("campaign save file has a bad campaign setup")
	// ErrDiverged: replaying did not give the saved campaign.
	ErrDiverged = errors.New("saved campaign does not replay")
	// ErrCannotSave: the campaign cannot be saved now (see NewSave).
	ErrCannotSave = errors.New("campaign cannot be saved")
)

// Save is one saved campaign. Build it with NewSave (OrderRecorder.Save), read it with
// LoadSave, write it with Marshal, continue it with ReplaySave.
type Save struct {
	Format  int         `json:"format"`
	Kind    string      `json:"kind"`
	Data    string      `json:"data"`
	SavedAt string      `json:"saved_at,omitempty"` // RFC 3339, informative
	Config  SaveConfig  `json:"config"`
	Weeks   int         `json:"weeks"`
	Summary SaveSummary `json:"summary"`
	Answers []Answer    `json:"answers"`
	// Standing are the standing orders given (SetStandingOrders), in order.
	Standing []StandingChange `json:"standing,omitempty"`
	// Hunted are the player's answers in the zooms (Config.Zoom "contact"), in order.
	Hunted []HuntedAnswer `json:"hunted,omitempty"`
}

// StandingChange is one standing order given between weeks (design 9.1): after Week
// weeks played, boat Boat got Preset (with its N; "" = the orders taken off).
type StandingChange struct {
	Week   int    `json:"week"`
	Boat   string `json:"boat"`
	Preset Preset `json:"preset"`
	N      int    `json:"n,omitempty"`
}

// presets are the standing-order presets of design 9.1.
var presets = []Preset{Aggressive, Cautious, LieLowWhenSpotted, StayUntilEndurance, ReturnBelow, JoinPacks}

// SetStandingOrders gives boat b the standing orders o (nil takes them off) between
// weeks, and records them for the campaign's save (design 9.1). Errors: b is not one
// of the campaign's boats in service, o's preset is unknown, or N is negative.
func (c *Campaign) SetStandingOrders(b *Boat, o *StandingOrders) error {
	if b == nil || c.Boat(b.ID) != b || b.State.Terminal() {
		return fmt.Errorf("standing orders: not a boat in service")
	}
	ch := StandingChange{Week: c.weeksPlayed(), Boat: b.ID}
	if o != nil {
		if !slices.Contains(presets, o.Preset) || o.N < 0 {
			return fmt.Errorf("standing orders for %s: %q (N %d) is not a preset of design 9.1", b.ID, o.Preset, o.N)
		}
		ch.Preset, ch.N = o.Preset, o.N
		o = &StandingOrders{Preset: o.Preset, N: o.N}
	}
	b.Orders = o
	c.standing = append(c.standing, ch)
	return nil
}

// applyStanding applies the recorded standing orders given after week weeks played
// (ReplaySave). Error: a boat that is not in service.
func (c *Campaign) applyStanding(all []StandingChange, week int) error {
	for _, ch := range all {
		if ch.Week != week {
			continue
		}
		b := c.Boat(ch.Boat)
		var o *StandingOrders
		if ch.Preset != "" {
			o = &StandingOrders{Preset: ch.Preset, N: ch.N}
		}
		if err := c.SetStandingOrders(b, o); err != nil {
			return fmt.Errorf("week %d, %s: %v", week, ch.Boat, err)
		}
	}
	return nil
}

// SaveConfig is the campaign's setup: seed (decimal uint64), start month (one of
// StartMonths, YYYY-MM), the SW 17.1 variable war-period option and the zoom (""
// none; ZoomContact: contacts played in the Hunted engine by a HuntedZoomer; ZoomFlagship:
// a flagship played by a HuntedZoomer; design 6.2.1).
type SaveConfig struct {
	Seed     string `json:"seed"`
	Start    string `json:"start"`
	Variable bool   `json:"variable,omitempty"`
	Zoom     string `json:"zoom,omitempty"`
	// Political: the SW 36 political module is on (Campaign.Political, political.go).
	Political bool `json:"political,omitempty"`
	// Betasom: the optional module of design 4.8 (Italian boats at Bordeaux, betasom.go);
	// HistoricalDeployment: design 4.5's start option (1939-09 only, deploy.go).
	Betasom              bool `json:"betasom,omitempty"`
	HistoricalDeployment bool `json:"historical_deployment,omitempty"`
	// VeryEarlyDeployment: SW 8.15, the optional very early deployment (deploy.go).
	VeryEarlyDeployment bool `json:"very_early_deployment,omitempty"`
	// TorchWesternWaters: SW 30.32's western Mid-Ocean after Torch (torch.go).
	TorchWesternWaters bool `json:"torch_western_waters,omitempty"`
}

// ZoomContact is SaveConfig.Zoom for a campaign that zooms contacts in the Hunted engine
// (design 6.2.1 scope "contact", HuntedZoomer).
const ZoomContact = "contact"

// SaveSummary describes the campaign when saved (for slot lists); ReplaySave checks every
// field. Week is the turn last played ("YYYY-MM/w"; the start week before any turn),
// Ships/Tons the campaign totals, Lost the U-boats lost (design 4.6), State the digest
// of the whole state (StateDigest).
type SaveSummary struct {
	Week         string `json:"week"`
	WP           int    `json:"wp"`
	VP           int    `json:"vp"`
	Ships        int    `json:"ships"`
	Tons         int    `json:"tons"`
	Lost         int    `json:"lost"`
	Commissioned int    `json:"commissioned"`
	InService    int    `json:"in_service"`
	Ended        bool   `json:"ended"`
	EndReason    string `json:"end_reason,omitempty"`
	Victory      string `json:"victory,omitempty"`
	State        string `json:"state"`
}

// Answer is one order the player gave: the number of the decision (among those put to
// the player's Decider), its kind, whom it was about (Decision.Who) and the option key.
type Answer struct {
	N    int          `json:"n"`
	Kind DecisionKind `json:"kind"`
	Who  string       `json:"who"`
	Key  string       `json:"key"`
}

// DataVersion names the campaign data: the Appendix A version and a hash of the
// embedded data files. A save made with other data is ErrDataMismatch.
var DataVersion = sync.OnceValue(func() string {
	h := fnv.New64a()
	for _, name := range []string{fileAppendix, fileCampaign, filePolitical, fileSubmarines} {
		b, err := genFS.ReadFile("data/gen/" + name[:len(name)-len(".yaml")] + ".json")
		if err != nil {
			return "bdu-unreadable"
		}
		h.Write(b)
	}
	v := 0
	if d, err := LoadData(); err == nil {
		v = d.Version
	}
	return fmt.Sprintf("bdu-%d-%016x", v, h.Sum64())
})

// OrderRecorder is the Decider to play a campaign with when it is to be saved: it passes
// every decision to D (nil: no player, standing orders and the AI answer everything)
// and records D's legal answers. An OrderRecorder returned by ReplaySave first answers with the
// saved orders, then goes on with D. Not safe for concurrent use.
type OrderRecorder struct {
	D       Decider
	n       int      // decisions put to the OrderRecorder so far
	answers []Answer // the orders given (the saved ones first)
	next    int      // index in answers of the next saved answer to give back (ReplaySave)
	err     error
}

// NewOrderRecorder returns an OrderRecorder around d (nil: no player).
func NewOrderRecorder(d Decider) *OrderRecorder { return &OrderRecorder{D: d} }

// Decide implements Decider.
func (r *OrderRecorder) Decide(c *Campaign, d *Decision) string {
	r.n++
	if r.next < len(r.answers) { // replaying the saved orders
		a := r.answers[r.next]
		if a.N != r.n {
			return "" // this decision was left to standing orders and the AI
		}
		r.next++
		if a.Kind != d.Kind || a.Who != d.Who() {
			r.err = fmt.Errorf("decision %d is %s %s, the save answers %s %s", r.n, d.Kind, d.Who(), a.Kind, a.Who)
			return replayMismatch
		}
		return a.Key
	}
	if r.D == nil {
		return ""
	}
	key := r.D.Decide(c, d)
	if key != "" && d.Has(key) {
		r.answers = append(r.answers, Answer{N: r.n, Kind: d.Kind, Who: d.Who(), Key: key})
		r.next = len(r.answers)
	}
	return key
}

// Answers returns the recorded orders (read-only).
func (r *OrderRecorder) Answers() []Answer { return r.answers }

// Save is NewSave(c, r): call it between weeks.
func (r *OrderRecorder) Save(c *Campaign) (*Save, error) { return NewSave(c, r) }

// weeksPlayed is the number of turns c has played.
func (c *Campaign) weeksPlayed() int {
	if !c.War.played {
		return 0
	}
	return c.Now.Turn() - Week{c.Start, 1}.Turn() + 1
}

// NewSave builds the save of campaign c, played so far with r as its only Decider.
// Call it between weeks. Errors (ErrCannotSave): r has not answered every saved order
// yet (a ReplaySave recorder before its weeks are played), the campaign zooms with a
// Zoomer that is not a *HuntedZoomer (its part could not be replayed) or one still
// replaying saved Hunted answers, or a boat has standing orders not given through
// SetStandingOrders (a replay would not know them).
func NewSave(c *Campaign, r *OrderRecorder) (*Save, error) {
	if c == nil || r == nil {
		return nil, fmt.Errorf("%w: no campaign or recorder", ErrCannotSave)
	}
	if r.next < len(r.answers) {
		return nil, fmt.Errorf("%w: %d saved orders not given yet", ErrCannotSave, len(r.answers)-r.next)
	}
	zoom, hunted := "", []HuntedAnswer(nil)
	if c.Zoomer != nil {
		h, ok := c.Zoomer.(*HuntedZoomer)
		if !ok {
			return nil, fmt.Errorf("%w: zooms (design 6.2) are saved for the Hunted engine's zoomer only, not %T", ErrCannotSave, c.Zoomer)
		}
		if h.next < len(h.answers) {
			return nil, fmt.Errorf("%w: %d saved Hunted answers not given yet", ErrCannotSave, len(h.answers)-h.next)
		}
		zoom, hunted = ZoomContact, slices.Clone(h.answers)
	}
	if c.Flagship != nil { // design 6.2.1 the flagship: config.zoom "flagship"
		h, ok := c.Flagship.(*HuntedZoomer)
		switch {
		case !ok:
			return nil, fmt.Errorf("%w: a flagship (design 6.2.1) is saved for the Hunted engine's player only, not %T", ErrCannotSave, c.Flagship)
		case zoom != "":
			return nil, fmt.Errorf("%w: a save holds one zoom scope, not contact zooms and a flagship", ErrCannotSave)
		case h.next < len(h.answers):
			return nil, fmt.Errorf("%w: %d saved Hunted answers not given yet", ErrCannotSave, len(h.answers)-h.next)
		}
		zoom, hunted = ZoomFlagship, slices.Clone(h.answers)
	}
	given := map[string]*StandingChange{}
	for i := range c.standing {
		given[c.standing[i].Boat] = &c.standing[i]
	}
	for _, b := range c.Boats {
		g := given[b.ID]
		switch {
		case b.Orders == nil && (g == nil || g.Preset == ""):
		case b.Orders != nil && g != nil && g.Preset == b.Orders.Preset && g.N == b.Orders.N:
		default:
			return nil, fmt.Errorf("%w: %s's standing orders were not given through SetStandingOrders", ErrCannotSave, b.ID)
		}
	}
	return &Save{Format: SaveFormat, Kind: SaveKind, Data: DataVersion(),
		Config: SaveConfig{Seed: strconv.FormatUint(c.Seed, 10), Start: c.Start.String(), Variable: c.Variable, Zoom: zoom, Political: c.Political,
			Betasom: c.Betasom, HistoricalDeployment: c.HistoricalDeployment, VeryEarlyDeployment: c.VeryEarly,
			TorchWesternWaters: c.TorchWest},
		Weeks:    c.weeksPlayed(),
		Summary:  c.summary(),
		Answers:  slices.Clone(r.answers),
		Standing: slices.Clone(c.standing),
		Hunted:   hunted,
	}, nil
}

// summary is the SaveSummary of c now.
func (c *Campaign) summary() SaveSummary {
	inService := 0
	for _, b := range c.Boats {
		if !b.State.Terminal() {
			inService++
		}
	}
	return SaveSummary{Week: c.Now.String(), WP: c.Period, VP: c.War.VP, Ships: c.War.Total.Ships, Tons: c.War.Total.Tons,
		Lost: c.ULost, Commissioned: c.Commissioned, InService: inService, Ended: c.War.Ended,
		EndReason: c.War.EndReason, Victory: c.War.Victory, State: c.StateDigest()}
}

// StateDigest is a 64-bit FNV-1a digest (16 hex digits) of the campaign's whole state
// between weeks: the calendar, the war state (torpedo value, intelligence, tallies, VP,
// convoy battles, month records), the books, the war events, the aces and every boat
// with its route, markers and counters. Two campaigns with the same digest are, for
// every purpose of the rules, the same campaign (save checks, tests).
func (c *Campaign) StateDigest() string {
	h := fnv.New64a()
	w := &c.War
	fmt.Fprintf(h, "%s|%d|%d|%t|%t\n", c.Now, c.Period, c.Seed, c.Variable, w.played)
	fmt.Fprintf(h, "tv %d %d %d|%s %d|%+v %+v|%d %d %d|%t %s %s\n", w.TorpedoValue, w.TorpedoShips, w.torpedoNext,
		w.BDienstArea, w.IntelMod, w.Month, w.Total, w.VP, w.VPShipsTons, w.AtSeaWeeks, w.Ended, w.EndReason, w.Victory)
	for _, cb := range w.battles {
		sh := ""
		if cb.shadower != nil {
			sh = cb.shadower.ID
		}
		fmt.Fprintf(h, "battle %d %+v %d %d %s\n", cb.pack, cb.contact, cb.week, cb.straggler, sh)
	}
	fmt.Fprintf(h, "recon %+v weather %+v packs %d weather_duty %d return_na %s schnorchel_wp %d\n", w.Recon, w.Weather, c.packs, w.ev.weatherUntil, w.ev.returnNA, w.ev.schnorchelWP)
	for _, t := range sortedKeys(c.earlyArrivals) {
		fmt.Fprintf(h, "early arrival %s %d\n", t, c.earlyArrivals[t])
	}
	for _, t := range w.ev.yanagi { // the Yanagi boats off-map (events.go)
		fmt.Fprintf(h, "yanagi %s %s\n", t.boat, t.back)
	}
	for _, a := range w.ev.early { // the WP1–5 war events still acting (events_early.go)
		fmt.Fprintf(h, "early %s %s %s %d %+v %+v\n", a.e.Key, a.from, a.until, a.torpSaved, a.search, a.contacts)
	}
	fmt.Fprintln(h, w.Supply.digest()) // SW 21.3 (supply.go)
	fmt.Fprintf(h, "books %d %d %v %v next %d\n", c.Commissioned, c.ULost, sortedCounts(c.LostCount), sortedCounts(c.Withdrawals), c.nextID)
	ev := make([]string, 0, len(c.Events))
	for k := range c.Events {
		ev = append(ev, k)
	}
	sort.Strings(ev)
	for _, k := range ev {
		fmt.Fprintf(h, "event %s %d\n", k, c.Events[k])
	}
	aces := make([]string, 0, len(c.AcesUsed))
	for k := range c.AcesUsed {
		aces = append(aces, k)
	}
	sort.Strings(aces)
	fmt.Fprintf(h, "aces %v reserve %+v\n", aces, c.AceReserve)
	if s := c.pol; s != nil { // SW 36 (political.go); fmt prints the map sorted
		fmt.Fprintf(h, "political %v %d %d %t %s %v %d %d %d %d %t %t %t %d\n", s.Influence, s.Prestige, s.berlinTurn, s.berlin, s.reactionMonth,
			s.granted, s.bdienst, s.enigma, s.pendB, s.pendE, s.pendFour, s.fourRotor, s.fourRotAll, s.trainingRefused*100+s.trainingOwed)
		fmt.Fprintf(h, "political %s %t %v %v %v %d %s %d %d\n", s.infraFrom, s.infraKept, s.air, s.airKept, s.airPending, s.period,
			s.prodFrom, s.prodMonths, s.prodShift)
	}
	for _, r := range c.rec.months {
		fmt.Fprintf(h, "month %+v\n", r)
	}
	fmt.Fprintf(h, "transit_air %d zoom %d\n", c.rec.transitAir, c.zoomTurn)
	if c.Flagship != nil { // design 6.2.1 (only with a flagship: other digests unchanged)
		fmt.Fprintf(h, "flagship %s %v", c.flagship, c.flagSailed)
		if f := c.flagNew; f != nil {
			fmt.Fprintf(h, " new %s %s", f.typ, f.month)
			if f.ace != nil {
				fmt.Fprintf(h, " %+v", *f.ace)
			}
		}
		fmt.Fprintln(h)
		if hz, ok := c.Flagship.(*HuntedZoomer); ok && hz.flag != nil {
			s := hz.flag.State() // (the Hunted refit's rank, boat and upgrades too)
			fmt.Fprintf(h, "flag_career %s %d %d %d %d %v %d %d %s %d\n", s.Date, s.CareerTons, s.CareerShips, s.KC, s.Crew.Quality,
				s.Decorations, len(s.Log), s.Rank, s.Boat.Type, s.Upgrades)
		}
	}
	zooms := make([]string, 0, len(c.zoomMarks))
	for k := range c.zoomMarks {
		zooms = append(zooms, k)
	}
	sort.Strings(zooms)
	for _, k := range zooms {
		fmt.Fprintf(h, "zoom %s %+v\n", k, c.zoomMarks[k])
	}
	for _, b := range c.Boats {
		m := b.Markers
		ace := ""
		if m.Ace != nil {
			ace = fmt.Sprintf("%s+%d", m.Ace.Name, m.Ace.Value)
		}
		fmt.Fprintf(h, "boat %s %s %s %s %s %s %s %d %s|%t %t %d %d %d %s %t %t %t %s|%d %d %d %d %d %s %s|%v %s %t\n",
			b.ID, b.Type, b.Nation, b.State, b.Zone, b.Section, b.Side, b.Torpedoes, b.Destination,
			m.RTB, m.Spotted, m.Damage, m.Inexp, m.Mine, ace, m.Schnorchel, m.FlakRefit, m.WeatherDuty, m.Mission,
			b.WeeksAtSea, b.PatrolShips, b.PatrolTons, b.CareerShips, b.CareerTons, b.Commissioned, b.Left,
			b.route, b.home, b.noCredit)
		if b.Cautious { // design 9.1 (written only when set: older digests hold)
			fmt.Fprintf(h, "cautious %s\n", b.ID)
		}
		if b.smz != "" || b.arcticUntil > 0 || b.avoid != "" { // SW 20, design 8.5 (smz.go; only when set)
			fmt.Fprintf(h, "smz %s %s %s %d %s\n", b.ID, b.smz, b.smzFrom, b.arcticUntil, b.avoid)
		}
	}
	// design 4.5, 4.8 (deploy.go, betasom.go): only when in use (other digests unchanged)
	if d := &c.deploy; d.used() { // fmt prints the maps sorted
		fmt.Fprintf(h, "deploy %s %v %v %v %v %v\n", d.month, d.early, d.veryEarly, d.late, d.less, d.more)
	}
	for _, b := range c.Boats {
		if b.flakUsed {
			fmt.Fprintf(h, "flak_used %s\n", b.ID)
		}
		if b.flakAirUsed {
			fmt.Fprintf(h, "flak_air_used %s\n", b.ID)
		}
	}
	if len(c.Modules()) > 0 {
		fmt.Fprintf(h, "modules %v %t\n", c.Modules(), c.betasom.transferred)
	}
	for _, s := range c.standing {
		fmt.Fprintf(h, "standing %+v\n", s)
	}
	for _, f := range c.War.Minefields { // SW 26 (mines.go; written only when laid)
		fmt.Fprintf(h, "minefield %+v\n", f)
	}
	for _, b := range c.Boats {
		if b.Orders != nil {
			fmt.Fprintf(h, "orders %s %+v\n", b.ID, *b.Orders)
		}
	}
	return fmt.Sprintf("%016x", h.Sum64())
}

// sortedCounts lists a state → count map in the order of States.
func sortedCounts(m map[State]int) []string {
	var out []string
	for _, s := range States {
		if n := m[s]; n != 0 {
			out = append(out, fmt.Sprintf("%s=%d", s, n))
		}
	}
	return out
}

// Marshal encodes the save as compact JSON on one line, ending in a newline.
func (sv *Save) Marshal() ([]byte, error) { return savejson.Marshal(sv) }

// maxSaveBytes bounds what LoadSave accepts (a whole war with every order is a few MB).
const maxSaveBytes = 64 << 20

// LoadSave parses and checks a campaign save without replaying it: well-formed JSON of
// the format above (ErrCorrupt: also a Hunted career save or any other file), format
// not newer than SaveFormat (ErrNewerVersion), the current data (ErrDataMismatch), a
// setup the engine accepts (ErrBadConfig). It never panics.
func LoadSave(b []byte) (*Save, error) {
	errs := savejson.Errors{Corrupt: ErrCorrupt, Newer: ErrNewerVersion}
	if _, err := savejson.Format(b, maxSaveBytes, SaveFormat, "campaign", errs); err != nil {
		return nil, err
	}
	var probe struct {
		Kind json.RawMessage `json:"kind"`
	}
	if err := json.Unmarshal(b, &probe); err != nil {
		return nil, savejson.Corrupt(err, ErrCorrupt)
	}
	if string(probe.Kind) != `"`+SaveKind+`"` {
		return nil, fmt.Errorf("%w: kind %s, not %q (not a BdU campaign save)", ErrCorrupt, probe.Kind, SaveKind)
	}
	var sv Save
	if err := savejson.Decode(b, &sv, ErrCorrupt); err != nil {
		return nil, err
	}
	if err := sv.check(); err != nil {
		return nil, err
	}
	return &sv, nil
}

// decisionKinds are the kinds an answer may name (design 9.1).
var decisionKinds = []DecisionKind{DecideSail, DecideStation, DecideReturnBase, DecideAttack, DecideReattack, DecideWolfpack, DecideRecon,
	DecideShadow, DecideJoin, DecideTransit, DecideHold, DecideDecommission, DecideFlagship, // (design 9.1, decide.go)
	DecidePolitical, DecideBerlin, DecideFavour, DecidePoints, DecideRefuse, DecideTraining, // (these six: SW 36, political.go)
	DecideVichyBase,                                         // (SW 36.63H, vichy.go)
	DecideDeploy, DecideFlak, DecideBetasom, DecideDoctrine, // (design 4.5, 4.8: deploy.go, betasom.go; SW 30.81: doctrine.go)
	DecidePath, DecideMines, DecideMinesSpotted, DecideMinesMove, // (design 9.1 sail path: sailpath.go; SW 26: mines.go)
	DecideResupply, DecideSupplyShip, // (SW 21.3: supply.go)
	DecideEventZone, DecideEventSplit, DecideEventBoat} // (design 9.1 Events, SW 5.3: events_choice.go)

// check validates what can be checked without replaying.
func (sv *Save) check() error {
	if sv.Data != DataVersion() {
		return fmt.Errorf("%w: saved with data %q, this game has %q", ErrDataMismatch, sv.Data, DataVersion())
	}
	start, _, err := sv.Config.parse()
	if err != nil {
		return err
	}
	if most := LastWeek.Turn() - (Week{start, 1}).Turn() + 1; sv.Weeks < 0 || sv.Weeks > most {
		return fmt.Errorf("%w: %d weeks played, a campaign from %s has %d", ErrCorrupt, sv.Weeks, start, most)
	}
	if sv.Summary.Week == "" || sv.Summary.State == "" {
		return fmt.Errorf("%w: the summary has no week or state", ErrCorrupt)
	}
	lastWeek := 0
	for i, s := range sv.Standing {
		if s.Week < lastWeek || s.Week > sv.Weeks || s.Boat == "" || s.N < 0 || (s.Preset != "" && !slices.Contains(presets, s.Preset)) {
			return fmt.Errorf("%w: standing order %d (%+v) is not a standing order given by week %d", ErrCorrupt, i+1, s, sv.Weeks)
		}
		lastWeek = s.Week
	}
	last := 0
	for i, a := range sv.Answers {
		if a.N <= last || a.Key == "" || a.Who == "" || !slices.Contains(decisionKinds, a.Kind) {
			return fmt.Errorf("%w: answer %d (n %d, %q %q %q) is not an order after decision %d", ErrCorrupt, i+1, a.N, a.Kind, a.Who, a.Key, last)
		}
		last = a.N
	}
	if sv.Config.Zoom != "" && sv.Config.Zoom != ZoomContact && sv.Config.Zoom != ZoomFlagship {
		return fmt.Errorf("%w: zoom %q; the saved zoom is %q or %q (design 6.2.1) or none", ErrBadConfig, sv.Config.Zoom, ZoomContact, ZoomFlagship)
	}
	if sv.Config.Zoom == "" && len(sv.Hunted) > 0 {
		return fmt.Errorf("%w: %d Hunted answers in a campaign without zooms", ErrCorrupt, len(sv.Hunted))
	}
	last = 0
	for i, a := range sv.Hunted {
		if a.N <= last || a.ID == "" || a.Key == "" {
			return fmt.Errorf("%w: Hunted answer %d (n %d, %q %q) is not an answer after decision %d", ErrCorrupt, i+1, a.N, a.ID, a.Key, last)
		}
		last = a.N
	}
	return nil
}

// parse returns the start month and seed of the setup. Errors wrap ErrBadConfig.
func (sc *SaveConfig) parse() (Month, uint64, error) {
	seed, err := strconv.ParseUint(sc.Seed, 10, 64)
	if err != nil {
		return 0, 0, fmt.Errorf("%w: seed %q is not a decimal 64-bit number", ErrBadConfig, sc.Seed)
	}
	start, err := ParseMonth(sc.Start)
	if err != nil {
		return 0, 0, fmt.Errorf("%w: start: %v", ErrBadConfig, err)
	}
	if !slices.Contains(StartMonths, start) {
		return 0, 0, fmt.Errorf("%w: no campaign starts in %s; the starts are %v (design 1.1)", ErrBadConfig, start, StartMonths)
	}
	if sc.HistoricalDeployment && start != FirstMonth {
		return 0, 0, fmt.Errorf("%w: historical_deployment is an option of the %s start only (design 4.5), not of %s", ErrBadConfig, FirstMonth, start)
	}
	return start, seed, nil
}

// ReplaySave re-creates the saved campaign: a new campaign from the saved setup, its events
// to log (nil: none), played for the saved number of weeks with the saved orders given
// back at the decisions they answered. It returns the campaign between weeks and a
// OrderRecorder that has given every saved order: set its D to the player and play on with
// it, and its Save continues the same file. Errors: sv's own problems as LoadSave;
// ErrDiverged when an order answers another decision or is not one of its options,
// the campaign ends before the weeks or orders do, the engine stops with an error, or
// the replayed state differs from the summary (the error names the field). It never
// panics.
func ReplaySave(sv *Save, log Sink) (c *Campaign, rec *OrderRecorder, err error) {
	if sv == nil {
		return nil, nil, fmt.Errorf("%w: no save", ErrCorrupt)
	}
	if sv.Format > SaveFormat {
		return nil, nil, fmt.Errorf("%w: format %d, this game reads format %d and older", ErrNewerVersion, sv.Format, SaveFormat)
	}
	if sv.Format < 1 || sv.Kind != SaveKind {
		return nil, nil, fmt.Errorf("%w: format %d, kind %q", ErrCorrupt, sv.Format, sv.Kind)
	}
	if err := sv.check(); err != nil {
		return nil, nil, err
	}
	start, seed, _ := sv.Config.parse() // checked
	c, err = NewCampaign(start, seed)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrBadConfig, err)
	}
	c.Variable, c.Political, c.Log = sv.Config.Variable, sv.Config.Political, log
	c.Betasom, c.HistoricalDeployment, c.VeryEarly = sv.Config.Betasom, sv.Config.HistoricalDeployment, sv.Config.VeryEarlyDeployment // design 4.8, 4.5; SW 8.15
	c.TorchWest = sv.Config.TorchWesternWaters                                                                                        // SW 30.32 (torch.go)
	rec = &OrderRecorder{answers: slices.Clone(sv.Answers)}
	var hz *HuntedZoomer
	switch sv.Config.Zoom {
	case ZoomContact:
		hz = &HuntedZoomer{answers: slices.Clone(sv.Hunted)}
		c.Zoomer = hz
	case ZoomFlagship: // design 6.2.1
		hz = &HuntedZoomer{answers: slices.Clone(sv.Hunted)}
		c.Flagship = hz
	}
	played := 0
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: the engine stopped in week %d of %d: %v", ErrDiverged, played+1, sv.Weeks, r)
		}
		if err != nil {
			c, rec = nil, nil
		}
	}()
	for ; played < sv.Weeks; played++ {
		if err := c.applyStanding(sv.Standing, played); err != nil {
			return nil, nil, fmt.Errorf("%w: %v", ErrDiverged, err)
		}
		if c.War.Ended {
			return nil, nil, fmt.Errorf("%w: the campaign ended after %d of the %d saved weeks", ErrDiverged, played, sv.Weeks)
		}
		if err := c.PlayWeek(rec); err != nil {
			if rec.err != nil {
				return nil, nil, fmt.Errorf("%w: week %d: %v", ErrDiverged, played+1, rec.err)
			}
			return nil, nil, fmt.Errorf("%w: week %d: %v", ErrDiverged, played+1, err)
		}
	}
	if err := c.applyStanding(sv.Standing, sv.Weeks); err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrDiverged, err)
	}
	if rec.next < len(rec.answers) {
		return nil, nil, fmt.Errorf("%w: %d of the %d saved orders were never asked for", ErrDiverged, len(rec.answers)-rec.next, len(rec.answers))
	}
	if hz != nil && hz.next < len(hz.answers) {
		return nil, nil, fmt.Errorf("%w: %d of the %d saved Hunted answers were never asked for", ErrDiverged, len(hz.answers)-hz.next, len(hz.answers))
	}
	if err := sv.Summary.compare(c.summary()); err != nil {
		return nil, nil, err
	}
	return c, rec, nil
}

// compare reports the first field where the replayed summary got differs from the
// saved one, as ErrDiverged.
func (want SaveSummary) compare(got SaveSummary) error {
	diff := func(field string, w, g any) error {
		return fmt.Errorf("%w: summary field %s: saved %v, replayed %v", ErrDiverged, field, w, g)
	}
	switch {
	case want.Week != got.Week:
		return diff("week", want.Week, got.Week)
	case want.WP != got.WP:
		return diff("wp", want.WP, got.WP)
	case want.VP != got.VP:
		return diff("vp", want.VP, got.VP)
	case want.Ships != got.Ships:
		return diff("ships", want.Ships, got.Ships)
	case want.Tons != got.Tons:
		return diff("tons", want.Tons, got.Tons)
	case want.Lost != got.Lost:
		return diff("lost", want.Lost, got.Lost)
	case want.Commissioned != got.Commissioned:
		return diff("commissioned", want.Commissioned, got.Commissioned)
	case want.InService != got.InService:
		return diff("in_service", want.InService, got.InService)
	case want.Ended != got.Ended:
		return diff("ended", want.Ended, got.Ended)
	case want.EndReason != got.EndReason:
		return diff("end_reason", want.EndReason, got.EndReason)
	case want.Victory != got.Victory:
		return diff("victory", want.Victory, got.Victory)
	case want.State != got.State:
		return diff("state", want.State, got.State)
	}
	return nil
}
