package bdu

import (
	"fmt"
	"slices"
	"strconv"
)

// design 5 III.5 ("U-tanker and supply-ship resupply [SW 21.3] for RTB boats that
// qualify") and IV.3 ("supply ships and tenders placed by events [SW 17]"), 6.1.6
// (a XIV refills torpedoes), 8.4, 8.5 (the hunter-killer groups threaten the milch
// cows); SW 21.3 as summarised in overview.md [21.3]:
//
//   - supply ships (SW 21.32) are placed by the WP2–5 war events (data/campaign.yaml
//     war_events_wp1_5 `supply:`) in the War Progress phase (IV.3) of the event's turn,
//     in an OA the player chooses (DecideSupplyShip); the named ship, or the first name
//     not yet used; with every name used the new one is lost (SW 21.32). ULTRA (WP3 2
//     again) and the WP4 header remove every ship at sea. A ship takes 2 boats a week.
//   - the interned tankers (SW 21.31) of El Ferrol (in the SW Approaches), Cadiz and the
//     Canaries (in Morocco): one attempt a week across all three; in WP4–5 a risk roll of
//     0 removes the port's tanker.
//   - U-tankers (SW 21.33): a boat whose type has a tanker capacity (XIV 3, XB 2 a week;
//     the UA 1, in 1942–43 only) and no mission is "on duty" in a week it arrives on
//     station or its station order is KeySupply: it neither searches nor fights nor joins
//     a pack ("may search and fight only if it has not tried to supply": III.5 comes after
//     III.2, so the engine reads it as the week's choice of the station order), supplies
//     RTB boats of its OA up to its capacity and makes its endurance check after them
//     (6.1.8: no negative modifiers). A XIV hands out at most 4 torpedoes a patrol
//     (design 6.1.6 "cargo 4 from a XIV, none from a XB").
//   - the common procedure (SW 21.3): an RTB boat, undamaged, on station in the source's
//     OA at III.5 of the week it turns for home (the start of its transit: design 5 puts
//     the resupply in III.5, before the boat flips to transit side), or returning and
//     starting a later week's transit (III.1, SW 15.23) in an OA it was not yet asked
//     about, may try (DecideResupply: a source or KeyRTB); an unmodified endurance check (d10 ≤
//     Endurance + min(0, torpedo value), design 6.1.8's target): pass → the RTB marker
//     off, patrol side up in Done; fail → it goes home. On a natural 0 the source is at
//     risk: a supply ship d10 + Enigma 0–2 intercepted; a U-tanker d10 + Enigma 0–1 sunk,
//     2 damaged and RTB; an interned tanker (WP4–5) d10 0 removed.
//   - a hunter-killer group in the OA (design 8.5 WP6 8, WP7 7 and their "as"
//     entries): a U-tanker's resupply there fails on d10 0–4 and the tanker is attacked
//     on counterattack column D.
//   - 21.33.C: a ready boat may sail for an OA one beyond its range while a U-tanker is
//     on station in it or sailing for it; when no tanker is left there (lost, gone home)
//     the boat turns for home at the end of III.5.
//
// The political request 36.62E (political.go, effect hsk): the HSK auxiliary cruiser is
// a supply ship for one week, placed at III.5 of the turn it is granted (resupply is only
// tried at III.5), removed at IV.3; lost (21.32's interception), OKM −1. The request
// 36.61F (effect u_tanker), made at III.5 of the turn it is granted: the UA (if afloat;
// at sea when it reaches base) goes to Refit Atlantic and comes back in Pierside at an
// open Atlantic base in week 4 of the month d10 + 1 months on, a U-tanker from then on
// (all war, not only 1942–43); every XIV due from the next month arrives d10 months
// early (the month after the grant takes those due then to d10 months later; a
// production increase of 36.61C–D does not move them again).

// The decisions of SW 21.3 (design 9.1).
const (
	DecideResupply   DecisionKind = "resupply"    // III.5: an RTB boat tries a source of its OA (the option key), or KeyRTB
	DecideSupplyShip DecisionKind = "supply_ship" // IV.3: the OA a war event's supply ship is placed in (Subject: its name)
)

// KeySupply is a U-tanker's station order: tanker duty this week (SW 21.33: no search,
// no fight, supplies RTB boats).
const KeySupply = "supply"

// The events of SW 21.3 (design 9.3 "more are welcome").
const (
	TSupplyShip EventType = "supply_ship" // a supply ship placed, removed or lost; an interned tanker removed
	TResupply   EventType = "resupply"    // an RTB boat's resupply attempt and its result
)

// The rolls of SW 21.3.
const (
	TabResupply     Table = "RESUPPLY"             // SW 21.3 the unmodified endurance check
	TabSupplyRisk   Table = "SUPPLY_RISK"          // SW 21.31–21.33 the source's risk on a 0 (d10, + Enigma at sea)
	TabHunterKiller Table = "HUNTER_KILLER_SUPPLY" // design 8.5 WP6 8: a milch cow's resupply fails on d10 0–4
)

// SupplyShipNames are the named supply ships of the war events, in the order a ship is
// taken when an event names none or its own is used (SW 21.32; overview [21.3]).
var SupplyShipNames = []string{"eurofeld", "nordmark", "uckermark", "gedania", "belchen", "esso_hamburg", "charlotte_schliemann"}

// SupplyShip is a supply ship at sea (SW 21.32): its name key and OA.
type SupplyShip struct {
	Name string `json:"name"`
	Zone string `json:"zone"`
	used int    // boats it supplied this week (2 a week)
}

// internedPorts are the Spanish ports with an interned tanker and the OA each counts
// in (SW 21.31; design 3.2).
var internedPorts = [...]struct{ port, oa string }{{"el_ferrol", "sw_approaches"}, {"cadiz", "morocco"}, {"canary_islands", "morocco"}}

// SupplyState is the supply at sea of SW 21.3 (WarState.Supply).
type SupplyState struct {
	Ships        []SupplyShip // at sea
	InternedGone []string     // ports whose interned tanker was removed (SW 21.31)
	named        []string     // ship names used (placed or lost): never placed again
	pending      []SupplyOrder
	internedTry  bool              // this week's one interned-tanker attempt made
	hskDue       bool              // SW 36.62E granted this turn: the HSK is placed at III.5
	tried        map[string]string // boat → the OA of its last resupply decision (one a place)
	programmeDue bool              // SW 36.61F granted this turn: made at III.5
	uaID         string            // the UA in refit for 36.61F
	uaBack       Month             // the month it comes back
	uaTanker     bool              // the UA is a tanker all war (36.61F)
	xivFrom      Month             // 36.61F: from this month the XIV come xivShift months early
	xivShift     int
	cargo        map[string]int // torpedoes a XIV has handed out this patrol (design 6.1.6)
	extended     map[string]string
}

// SupplyOrder is a war event's supply ships (data/campaign.yaml `supply:`): Ships by
// name, or Count ships of the first unused names, placed in IV.3 in an OA of Where
// ("any" OA; "atlantic": the Atlantic from West Africa northwards; "south": the South
// Atlantic and Indian Ocean); Remove: every supply ship at sea is removed (ULTRA).
type SupplyOrder struct {
	Ships  []string `json:"ships"`
	Count  int      `json:"count"`
	Where  string   `json:"where"`
	Remove bool     `json:"remove"`
}

// supplyWhere are the placement areas of SupplyOrder.Where.
var supplyWhere = []string{"any", "atlantic", "south"}

// check validates a supply order (Data load).
func (s *SupplyOrder) check() error {
	if s.Remove {
		if len(s.Ships) > 0 || s.Count > 0 {
			return fmt.Errorf("supply: remove takes no ships")
		}
		return nil
	}
	for _, n := range s.Ships {
		if !slices.Contains(SupplyShipNames, n) {
			return fmt.Errorf("supply: %q is not a supply ship (%v)", n, SupplyShipNames)
		}
	}
	if (len(s.Ships) > 0) == (s.Count > 0) || s.Count < 0 || !slices.Contains(supplyWhere, s.Where) {
		return fmt.Errorf("supply: ships %v or count %d (one of them), where %q (one of %v)", s.Ships, s.Count, s.Where, supplyWhere)
	}
	return nil
}

// SupplyShipEvent is a supply ship placed, removed (ULTRA, the WP4 header: Reason),
// intercepted or lost (no name left), or an interned tanker removed (Kind "interned",
// Name its port).
type SupplyShipEvent struct {
	EventHeader
	Kind   string `json:"kind"` // ship, interned
	Name   string `json:"name"`
	Zone   string `json:"zone"`
	Result string `json:"result"` // placed, removed, intercepted, lost
	Reason string `json:"reason,omitempty"`
}

// ResupplyEvent is an RTB boat's resupply attempt (SW 21.3): the source (a ship's name,
// a U-tanker's id, a port), its kind (ship, u_tanker, interned), the result and the
// boat's torpedoes after it.
type ResupplyEvent struct {
	EventHeader
	Boat      string `json:"boat"`
	Source    string `json:"source"`
	Kind      string `json:"kind"`
	Zone      string `json:"zone"`
	Passed    bool   `json:"passed"`
	Torpedoes int    `json:"torpedoes"`
}

// TankerCapacity is the boats a week b supplies as a U-tanker this turn (SW 21.33: XIV
// 3, XB 2, the UA 1 in 1942–43 only); 0 when it is not a tanker now (a mission boat,
// a boat on an SMZ patrol, the flagship, the UA outside 1942–43).
func (c *Campaign) TankerCapacity(b *Boat) int {
	t := c.Data.Types[b.Type]
	if t.Tanker == 0 || b.Markers.Mission != "" || b.smz != "" || c.isFlagship(b) { // (the flagship's weeks are Hunted boxes, 6.2.1; an SMZ patrol, smz.go)
		return 0
	}
	if y := c.Now.Month.Year(); b.Type == "UA" && (y < 1942 || y > 1943) && !c.War.Supply.uaTanker {
		return 0
	}
	return t.Tanker
}

// queueSupply is a war event's supply order (fireEarly): ULTRA removes the ships at
// once; ships to place wait for IV.3 of this turn.
func (c *Campaign) queueSupply(o *SupplyOrder, event string) {
	if o.Remove {
		c.removeSupplyShips(event)
		return
	}
	c.War.Supply.pending = append(c.War.Supply.pending, *o)
}

// removeSupplyShips removes every supply ship at sea (ULTRA, WP3 2 again; the WP4
// header), reason logged.
func (c *Campaign) removeSupplyShips(reason string) {
	s := &c.War.Supply
	for len(s.Ships) > 0 { // one at a time: the View follows each event
		sh := s.Ships[0]
		s.Ships = slices.Delete(s.Ships, 0, 1)
		if c.Log != nil {
			c.emit(TSupplyShip, &SupplyShipEvent{Kind: "ship", Name: sh.Name, Zone: sh.Zone, Result: "removed", Reason: reason})
		}
	}
}

// placeSupplyShips is IV.3's placing of the supply ships the turn's events gave (SW
// 17.5, 21.32): each named ship, or the first unused name, in the OA the decision picks;
// with no name left the ship is lost. Error: an illegal answer.
func (c *Campaign) placeSupplyShips(p Decider) error {
	s := &c.War.Supply
	for i := 0; i < len(s.Ships); i++ { // SW 36.62E: the HSK leaves at the end of the turn
		if sh := s.Ships[i]; sh.Name == hskName {
			s.Ships = slices.Delete(s.Ships, i, i+1)
			i--
			if c.Log != nil {
				c.emit(TSupplyShip, &SupplyShipEvent{Kind: "ship", Name: sh.Name, Zone: sh.Zone, Result: "removed", Reason: "SW 36.62E"})
			}
		}
	}
	pending := s.pending
	s.pending = nil
	for _, o := range pending {
		names := o.Ships
		for range o.Count {
			names = append(names[:len(names):len(names)], "")
		}
		for _, want := range names {
			name := ""
			if want != "" && !slices.Contains(s.named, want) {
				name = want
			} else {
				for _, n := range SupplyShipNames {
					if !slices.Contains(s.named, n) {
						name = n
						break
					}
				}
			}
			if name == "" { // SW 21.32: every ship in play, the new one is lost
				if c.Log != nil {
					c.emit(TSupplyShip, &SupplyShipEvent{Kind: "ship", Name: want, Result: "lost"})
				}
				continue
			}
			s.named = append(s.named, name)
			d := c.decision(DecideSupplyShip, nil)
			d.Subject = name
			for _, oa := range c.Data.Map.ZoneKeys {
				if c.supplyArea(o.Where, oa) {
					d.add(oa, nil)
				}
			}
			key, err := c.ask(p, d)
			if err != nil {
				return err
			}
			s.Ships = append(s.Ships, SupplyShip{Name: name, Zone: key})
			if c.Log != nil {
				c.emit(TSupplyShip, &SupplyShipEvent{Kind: "ship", Name: name, Zone: key, Result: "placed"})
			}
		}
	}
	return nil
}

// supplyArea reports whether a supply ship of area where may be placed in zone (an OA:
// "any"; "atlantic" the east and west regions but the North Sea, and Cape Verde and
// West Africa; "south" the south region).
func (c *Campaign) supplyArea(where, zone string) bool {
	z := c.Data.Map.Zones[zone]
	if z.Kind != KindOperatingArea {
		return false
	}
	switch where {
	case "atlantic":
		return (z.Region == "east" || z.Region == "west") && zone != "north_sea" || zone == "cape_verde" || zone == "west_africa"
	case "south":
		return z.Region == "south"
	}
	return true
}

// supplyWeek starts III.5's supply (before the boats turn home): the week's uses are
// reset, a tanker that sailed this week has its torpedo cargo again, a U-tanker that
// reached its OA this week is on duty, and the HSK of a granted 36.62E is placed.
// Error: an illegal answer to its placement.
func (c *Campaign) supplyWeek(p Decider) error {
	s := &c.War.Supply
	for _, b := range c.Boats {
		if b.week.sailed && s.cargo != nil {
			delete(s.cargo, b.ID)
		}
		if b.State == OnStation && b.week.arrived && !b.Markers.RTB && c.TankerCapacity(b) > 0 {
			b.week.duty = true
		}
	}
	if s.hskDue {
		s.hskDue = false
		if err := c.placeHSK(p); err != nil {
			return err
		}
	}
	return c.uTankerProgramme() // SW 36.61F
}

// supplyReset starts the week's supply before III.1: the ships' and the interned
// tankers' uses are reset; boats no longer at sea leave the record of attempts.
func (c *Campaign) supplyReset() {
	s := &c.War.Supply
	s.internedTry = false
	for i := range s.Ships {
		s.Ships[i].used = 0
	}
	for id := range s.tried {
		if b := c.Boat(id); b == nil || !b.State.AtSea() {
			delete(s.tried, id)
		}
	}
}

// resupplyInTransit is SW 15.23 for a returning boat at the start of its transit (III.1)
// in an OA it has not yet been asked about: tryResupply; resupplied, it is on station
// again, in Done (no search this week). It reports whether the boat stays.
func (c *Campaign) resupplyInTransit(b *Boat, p Decider) (bool, error) {
	if b.State != Returning || c.Data.Map.Zones[b.Zone].Kind != KindOperatingArea || c.War.Supply.tried[b.ID] == b.Zone {
		return false, nil
	}
	return c.tryResupply(b, "in_transit", p)
}

// hskName is the HSK auxiliary cruiser's name key as a supply ship (SW 36.62E).
const hskName = "hsk"

// hskArea is where the HSK may be placed (SW 36.62E: any OA in WP1–3, the South
// Atlantic and Indian Ocean in WP4–5).
func (c *Campaign) hskArea() string {
	if c.Period >= 4 {
		return "south"
	}
	return "any"
}

// placeHSK places the HSK for this week (SW 36.62E) in the OA the supply-ship decision
// picks; stepEnd removes it.
func (c *Campaign) placeHSK(p Decider) error {
	d := c.decision(DecideSupplyShip, nil)
	d.Subject = hskName
	for _, oa := range c.Data.Map.ZoneKeys {
		if c.supplyArea(c.hskArea(), oa) {
			d.add(oa, nil)
		}
	}
	key, err := c.ask(p, d)
	if err != nil {
		return err
	}
	c.War.Supply.Ships = append(c.War.Supply.Ships, SupplyShip{Name: hskName, Zone: key})
	if c.Log != nil {
		c.emit(TSupplyShip, &SupplyShipEvent{Kind: "ship", Name: hskName, Zone: key, Result: "placed", Reason: "SW 36.62E"})
	}
	return nil
}

// hskUseful reports whether the HSK would meet boats this week (the AI's 36.62E
// request): 3 or more boats on station more than a week from a base in its area.
func (c *Campaign) hskUseful() bool {
	n := 0
	for _, b := range c.Boats {
		if b.State == OnStation && c.supplyArea(c.hskArea(), b.Zone) && !c.homeWithinAWeek(b) {
			n++
		}
	}
	return n >= 3
}

// supplySource is one source an RTB boat may try (SW 21.3).
type supplySource struct {
	key, kind string
	tanker    *Boat
	ship      int // index in Supply.Ships
}

// supplySources are the sources in b's OA this week, U-tankers first (in the order of
// Campaign.Boats), then supply ships, then the interned tanker.
func (c *Campaign) supplySources(b *Boat, buf []supplySource) []supplySource {
	out := buf[:0]
	for _, x := range c.Boats {
		if x != b && x.State == OnStation && x.Zone == b.Zone && x.week.duty && !x.Markers.RTB && x.week.supplied < c.TankerCapacity(x) {
			out = append(out, supplySource{key: x.ID, kind: "u_tanker", tanker: x})
		}
	}
	s := &c.War.Supply
	for i, sh := range s.Ships {
		if sh.Zone == b.Zone && sh.used < 2 {
			out = append(out, supplySource{key: sh.Name, kind: "ship", ship: i})
		}
	}
	if !s.internedTry {
		for _, ip := range internedPorts {
			if ip.oa == b.Zone && !slices.Contains(s.InternedGone, ip.port) {
				out = append(out, supplySource{key: ip.port, kind: "interned"})
				break
			}
		}
	}
	return out
}

// resupplyTarget is the endurance target of the unmodified check (design 6.1.8's).
func (c *Campaign) resupplyTarget(b *Boat) int {
	return c.Data.Types[b.Type].Endurance + min(0, c.War.TorpedoValue)
}

// tryResupply is SW 21.3 for b, on station and about to turn for home at III.5 (reason:
// the rtb event's, "endurance" for a failed endurance check): if it
// qualifies (undamaged, no mission, not withdrawn, not the flagship, no weather duty) and
// a source is in its OA, the decision picks one or KeyRTB. It reports whether b stays on
// station. Errors: an illegal answer, an engine inconsistency.
func (c *Campaign) tryResupply(b *Boat, reason string, p Decider) (bool, error) {
	if !b.State.AtSea() || b.State == Outbound || b.Markers.Damage > 0 || b.Markers.Mission != "" || b.WithdrawOnArrival != "" ||
		b.Markers.WeatherDuty || c.isFlagship(b) {
		return false, nil
	}
	srcs := c.supplySources(b, nil)
	if len(srcs) == 0 {
		return false, nil
	}
	b.week.spent = reason == "endurance"
	target := c.resupplyTarget(b)
	pass := float64(max(0, min(10, target+1))) / 10
	d := c.decision(DecideResupply, b)
	for _, s := range srcs {
		o := c.newOdds(2)
		o[0].Outcome, o[0].P = "resupplied", pass
		o[1].Outcome, o[1].P = "source_at_risk", 0.1*c.supplyRisk(s.kind)
		d.add(s.key, o)
	}
	d.add(KeyRTB, nil)
	key, err := c.ask(p, d)
	if s := &c.War.Supply; s.tried == nil {
		s.tried = map[string]string{}
	}
	c.War.Supply.tried[b.ID] = b.Zone
	if err != nil || key == KeyRTB {
		return false, err
	}
	var src supplySource
	for _, s := range srcs {
		if s.key == key {
			src = s
		}
	}
	s := &c.War.Supply
	switch src.kind {
	case "u_tanker":
		src.tanker.week.supplied++
		if c.hunterKillerIn(b.Zone) { // design 8.5 WP6 8: fails on 0–4, the tanker attacked
			r := c.Dice.D10()
			fail := r <= 4
			res := "no_effect"
			if fail {
				res = "fails"
			}
			c.rolled(TabHunterKiller, b.Zone, "1d10", nil, r, res, r)
			if fail {
				if c.Log != nil {
					c.emit(TResupply, &ResupplyEvent{Boat: b.ID, Source: src.key, Kind: src.kind, Zone: b.Zone, Torpedoes: b.Torpedoes})
				}
				_, err := c.counterattack(src.tanker, Contact{Category: CatNone, Zone: b.Zone}, false, false, 0, "D")
				return false, err
			}
		}
	case "ship":
		s.Ships[src.ship].used++
	case "interned":
		s.internedTry = true
	}
	nat := c.Dice.D10()
	ok := nat <= target
	res := "fails"
	if ok {
		res = "resupplied"
	}
	c.rolled(TabResupply, src.kind, "1d10", nil, nat, res, nat)
	if ok {
		if b.State == Returning { // SW 15.23: back on station from its transit home
			if err := b.setState(OnStation); err != nil {
				return false, err
			}
			b.route, b.Destination, b.Cautious, b.week.arrived = nil, "", false, true
		}
		b.Markers.RTB, b.week.combatRTB = false, false
		b.Side, b.Section = SidePatrol, "done"
		if src.tanker != nil && src.tanker.Type == "XIV" { // design 6.1.6: cargo 4 from a XIV
			if s.cargo == nil {
				s.cargo = map[string]int{}
			}
			give := max(0, min(4-s.cargo[src.key], c.Data.Types[b.Type].Torpedoes-b.Torpedoes))
			s.cargo[src.key] += give
			b.Torpedoes += give
		}
	}
	if c.Log != nil {
		c.emit(TResupply, &ResupplyEvent{Boat: b.ID, Source: src.key, Kind: src.kind, Zone: b.Zone, Passed: ok, Torpedoes: b.Torpedoes})
	}
	if nat == 0 {
		if err := c.sourceAtRisk(src); err != nil {
			return ok, err
		}
	}
	return ok, nil
}

// supplyRisk is the chance that a natural 0 costs the source (SW 21.31–21.33), for the
// decision's odds.
func (c *Campaign) supplyRisk(kind string) float64 {
	e := c.enigmaLevel()
	band := func(top int) float64 { return float64(max(0, min(10, top-e+1))) / 10 }
	switch kind {
	case "ship":
		return band(2)
	case "u_tanker":
		return band(2) // sunk 0–1, damaged 2
	}
	if c.Period == 4 || c.Period == 5 {
		return 0.1
	}
	return 0
}

// sourceAtRisk is the risk roll of a natural 0 (SW 21.31–21.33).
func (c *Campaign) sourceAtRisk(src supplySource) error {
	s := &c.War.Supply
	switch src.kind {
	case "interned":
		if c.Period != 4 && c.Period != 5 {
			return nil
		}
		r := c.Dice.D10()
		gone := r == 0
		res := "stays"
		if gone {
			res = "removed"
		}
		c.rolled(TabSupplyRisk, src.kind, "1d10", nil, r, res, r)
		if gone {
			s.InternedGone = append(s.InternedGone, src.key)
			if c.Log != nil {
				oa := ""
				for _, ip := range internedPorts {
					if ip.port == src.key {
						oa = ip.oa
					}
				}
				c.emit(TSupplyShip, &SupplyShipEvent{Kind: "interned", Name: src.key, Zone: oa, Result: "removed", Reason: "spanish_neutrality"})
			}
		}
		return nil
	}
	var m Mods
	m.Add(c.enigmaLevel(), "SW 21.3 Enigma")
	nat, total := c.d10(&m)
	if src.kind == "ship" {
		lost := total <= 2
		res := "safe"
		if lost {
			res = "intercepted"
		}
		c.rolled(TabSupplyRisk, src.kind, "1d10", &m, total, res, nat)
		if lost {
			sh := s.Ships[src.ship]
			s.Ships = slices.Delete(s.Ships, src.ship, src.ship+1)
			if c.Log != nil {
				c.emit(TSupplyShip, &SupplyShipEvent{Kind: "ship", Name: sh.Name, Zone: sh.Zone, Result: "intercepted"})
			}
			if sh.Name == hskName && c.pol != nil { // SW 36.62E: the HSK lost, OKM −1
				c.polEmit(&PoliticalEvent{Kind: "effect", Key: "hsk_lost", Rule: "SW 36.62E",
					Changes: c.applyChanges(nil, map[string]int{BodyOKM: -1})})
			}
		}
		return nil
	}
	res := "safe"
	switch {
	case total <= 1:
		res = "sunk"
	case total == 2:
		res = "damaged"
	}
	c.rolled(TabSupplyRisk, src.kind, "1d10", &m, total, res, nat)
	t := src.tanker
	switch res {
	case "sunk":
		return c.lose(t, Sunk, "combat")
	case "damaged":
		t.Markers.RTB = true
		if c.Log != nil {
			c.emit(TOrder, &OrderEvent{Boat: t.ID, Kind: "rtb", Detail: t.Zone})
		}
		_, err := c.addDamage(t, 1, "combat")
		return err
	}
	return nil
}

// hunterKillerIn reports whether a hunter-killer group is in oa this turn (design 8.5).
func (c *Campaign) hunterKillerIn(oa string) bool {
	for _, h := range c.War.ev.hunterKillers {
		if h.Zone == oa {
			return true
		}
	}
	return false
}

// stepTankers ends III.5 for the U-tankers on duty (SW 21.33): after the week's
// resupplies each makes its endurance check (6.1.8, weather damage first) and turns for
// home on RTB; then the boats beyond their range by 21.33.C with no tanker left in
// their OA turn for home.
func (c *Campaign) stepTankers(p Decider) error {
	for _, b := range c.loop() {
		if b.State != OnStation || !b.week.duty {
			continue
		}
		reason := "rtb_marker"
		if !b.Markers.RTB {
			home, err := c.weekEnd(b)
			if err != nil {
				return err
			}
			if !home {
				continue
			}
			reason = "endurance"
		}
		if err := c.turnHome(b, reason, p); err != nil {
			return err
		}
	}
	s := &c.War.Supply
	if len(s.extended) == 0 {
		return nil
	}
	for _, b := range c.loop() {
		oa, ok := s.extended[b.ID]
		if !ok {
			continue
		}
		if !b.State.AtSea() || b.Markers.RTB || b.State == Returning {
			delete(s.extended, b.ID)
			continue
		}
		if b.State != OnStation || c.tankerFor(oa, b) || !c.beyondRange(b) {
			if b.State == OnStation && !c.beyondRange(b) {
				delete(s.extended, b.ID) // moved back within range
			}
			continue
		}
		delete(s.extended, b.ID)
		if err := c.turnHome(b, "tanker_gone", p); err != nil { // SW 21.33.C
			return err
		}
	}
	return nil
}

// beyondRange reports whether b is on station farther from the base it sailed from than
// its range (SW 15.11).
func (c *Campaign) beyondRange(b *Boat) bool {
	if b.home == "" {
		return false
	}
	n, ok := c.Data.Map.RangesFrom(b.home)[b.Zone]
	return ok && n > c.Data.Types[b.Type].RangeIn(c.Period)
}

// tankerFor reports whether a U-tanker other than b is on station in oa or sailing for
// it, not going home (SW 21.33.C "while a U-tanker is in an OA").
func (c *Campaign) tankerFor(oa string, b *Boat) bool {
	for _, x := range c.Boats {
		there := (x.State == OnStation && x.Zone == oa) || (x.State == Outbound && x.Destination == oa)
		if there && x != b && !x.Markers.RTB && c.TankerCapacity(x) > 0 {
			return true
		}
	}
	return false
}

// sailRange reports whether a ready boat of type t may sail for an OA n OAs from its base
// (SW 15.11), one beyond its range while a U-tanker is there (21.33.C).
func (c *Campaign) sailRange(b *Boat, t *BoatType, oa string, n int) bool {
	r := t.RangeIn(c.Period)
	return n <= r || (n == r+1 && c.TankerCapacity(b) == 0 && c.tankerFor(oa, b))
}

// noteExtended records a boat that sailed beyond its range by 21.33.C.
func (c *Campaign) noteExtended(b *Boat, oa string, n int) {
	if n <= c.Data.Types[b.Type].RangeIn(c.Period) {
		return
	}
	s := &c.War.Supply
	if s.extended == nil {
		s.extended = map[string]string{}
	}
	s.extended[b.ID] = oa
}

// --- the BdU AI (design 9.4) ---

// aiTankerSail is the AI's station for a U-tanker (design 9.4 [designed]: "where the
// boats are"): the offered OA more than a week (a VIIC's Speed) from every open base
// with the most own boats on station there or sailing for it (at least 4) and no other
// tanker, the farthest (most MP) of equals, while fewer than two tankers are out; else
// wait.
// The AI sails its tankers in WP5 only (1942-08 to 1943-05, the milch cows' main
// season), for the 10.2 bands [designed]: with tankers from WP4 the WP4 tons rise by
// about 25,000 t a month over the band's top of 636,250 (647,000 t a month over 50
// campaigns, 622,000 without supply), and from WP6 the boats at sea of WP6 and WP8 leave
// theirs. The player may sail them in any period.
func (c *Campaign) aiTankerSail(d *Decision) string {
	best, n, mp := KeyWait, 3, 0
	if c.Period != 5 {
		return KeyWait // the AI's milch cows sail in WP5 only (10.2 bands; see above)
	}
	at := 0
	for _, x := range c.Boats {
		if x.State.AtSea() && !x.Markers.RTB && c.TankerCapacity(x) > 0 {
			at++
		}
	}
	if at >= 2 {
		return KeyWait // at most two tankers out at once
	}
	for _, o := range d.Options {
		if o.Key == KeyWait || at > 0 && c.tankerFor(o.Key, d.Boat) || c.baseWithin(o.Key, c.Data.Types["VIIC"].Speed) { // (no tanker at sea: none in any OA)
			continue // (boats within a week of a base go home: aiResupply)
		}
		k := c.War.congregation[o.Key]
		if k > n || (k == n && best != KeyWait && o.MP > mp) {
			best, n, mp = o.Key, k, o.MP
		}
	}
	return best
}

// aiResupply is the AI's resupply answer (design 9.4 [designed]): the first source
// (U-tankers, then supply ships, then the interned tanker), for a boat whose endurance
// check failed (not one the escorts or aircraft sent home), after which the boat has at
// least half its load of torpedoes (a salvo and 2 at least, and its standing orders'
// N); none after a voluntary RTB, nor when an
// open base is within one week's Speed (the boat goes home to refit: the calibration of
// design 10.2 keeps WP4 tons inside the band with this reading).
func (c *Campaign) aiResupply(d *Decision) string {
	b := d.Boat
	if b.week.lieLow { // a voluntary RTB (9.1): it goes home
		return KeyRTB
	}
	if c.homeWithinAWeek(b) || !b.week.spent { // a base within a week; sent home by the enemy
		return KeyRTB
	}
	t := c.Data.Types[b.Type]
	need := max(2, t.Salvo, (t.Torpedoes+1)/2) // half its load, a full salvo at least (9.4 reattack)
	if o := b.Orders; o != nil && o.Preset == ReturnBelow {
		need = max(need, o.N)
	}
	for _, o := range d.Options {
		if o.Key == KeyRTB {
			continue
		}
		torps := b.Torpedoes
		for _, x := range c.Boats {
			if x.ID == o.Key && x.Type == "XIV" {
				given := 0
				if c.War.Supply.cargo != nil {
					given = c.War.Supply.cargo[x.ID]
				}
				torps += max(0, min(4-given, c.Data.Types[b.Type].Torpedoes-b.Torpedoes))
			}
		}
		if torps >= need {
			return o.Key
		}
	}
	return KeyRTB
}

// aiSupplyShip is the AI's OA for a supply ship (design 9.4 [designed]): the offered OA
// with the most own boats on station that are more than a week from an open base (the
// boats aiResupply lets try), else the one with the most boats; the first of equals.
func (c *Campaign) aiSupplyShip(d *Decision) string {
	best, n, far := d.Options[0].Key, -1, false
	for _, o := range d.Options {
		k := 0
		for _, b := range c.Boats {
			if b.State == OnStation && b.Zone == o.Key {
				k++
			}
		}
		f := k > 0 && !c.baseWithin(o.Key, c.Data.Types["VIIC"].Speed)
		if (f && !far) || (f == far && k > n) {
			best, n, far = o.Key, k, f
		}
	}
	return best
}

// supplyDigest writes the supply state to the save digest (StateDigest).
func (s *SupplyState) digest() string {
	out := fmt.Sprintf("supply %v gone %v named %v pending %v try %t hsk %t utp %t %s %s %t %s %d", s.Ships, s.InternedGone, s.named, s.pending,
		s.internedTry, s.hskDue, s.programmeDue, s.uaID, s.uaBack, s.uaTanker, s.xivFrom, s.xivShift)
	for _, k := range sortedKeys(s.cargo) {
		out += fmt.Sprintf(" cargo %s %d", k, s.cargo[k])
	}
	for _, k := range sortedKeys(s.tried) {
		out += fmt.Sprintf(" tried %s %s", k, s.tried[k])
	}
	for _, k := range sortedKeys(s.extended) {
		out += fmt.Sprintf(" ext %s %s", k, s.extended[k])
	}
	return out
}

// supplyView is the supply ships at sea as the View shows them (name and OA), appended
// to buf.
func (c *Campaign) supplyView(buf []SupplyShip) []SupplyShip {
	for _, sh := range c.War.Supply.Ships {
		buf = append(buf, SupplyShip{Name: sh.Name, Zone: sh.Zone})
	}
	return buf
}

// applySupply is View.Apply of a SupplyShipEvent.
func (v *View) applySupply(e *SupplyShipEvent) {
	switch {
	case e.Kind == "interned":
		v.InternedGone = append(v.InternedGone, e.Name)
	case e.Result == "placed":
		v.SupplyShips = append(v.SupplyShips, SupplyShip{Name: e.Name, Zone: e.Zone})
	case e.Result == "removed" || e.Result == "intercepted":
		v.SupplyShips = slices.DeleteFunc(v.SupplyShips, func(s SupplyShip) bool { return s.Name == e.Name })
	}
}

// homeWithinAWeek reports whether an open base is at most b's Speed in MP away.
func (c *Campaign) homeWithinAWeek(b *Boat) bool {
	return c.baseWithin(b.Zone, c.Data.Types[b.Type].Speed)
}

// baseWithin reports whether an open base is at most mp MP from zone.
func (c *Campaign) baseWithin(zone string, mp int) bool {
	routes := c.Data.Map.PathsFrom(zone, c.Period)
	for _, base := range c.open {
		if r, ok := routes[base]; ok && r.MP <= mp {
			return true
		}
	}
	return false
}

// TabUTanker is the roll of SW 36.61F: the UA's months in refit (d10 + 1) and the XIV's
// months early (d10).
const TabUTanker Table = "U_TANKER_PROGRAMME"

// uTankerProgramme makes a granted 36.61F (at III.5) and brings the UA back from its
// refit when its month has come (week 4, an open Atlantic base). Error: an engine
// inconsistency.
func (c *Campaign) uTankerProgramme() error {
	s := &c.War.Supply
	if s.programmeDue {
		s.programmeDue = false
		r := c.Dice.D10()
		s.uaBack = c.Now.Month + Month(r+1)
		c.rolled(TabUTanker, "ua", "1d10", nil, r+1, s.uaBack.String(), r)
		for _, b := range c.Boats {
			if b.Type == "UA" && !b.State.Terminal() && b.State != Refit && b.WithdrawOnArrival == "" {
				if err := c.Withdraw(b, Refit, "SW 36.61F"); err != nil {
					return err
				}
				s.uaID = b.ID
				break
			}
		}
		x := c.Dice.D10()
		s.xivFrom, s.xivShift = c.Now.Month+1, x
		c.rolled(TabUTanker, "xiv", "1d10", nil, x, strconv.Itoa(x), x)
	}
	if s.uaID == "" || c.Now.Month < s.uaBack || c.Now.N != WeeksPerMonth {
		return nil
	}
	b := c.Boat(s.uaID)
	if b == nil || b.State != Refit {
		return nil // still on its way to refit
	}
	for _, base := range c.open {
		if c.Data.Map.Zones[base].Region != "med" && c.Data.Map.Bases[base].HasRepair {
			s.uaID, s.uaTanker = "", true
			return c.ReturnFromRefit(b, base)
		}
	}
	return nil
}

// xivEarly is SW 36.61F's XIV tankers d10 months early (Campaign.arrivals): in month m
// from xivFrom the XIV arrivals are those due xivShift months later (the first month
// also those due before then).
func (c *Campaign) xivEarly(m Month, arr, green map[string]int) (map[string]int, map[string]int) {
	s := &c.War.Supply
	if m < s.xivFrom {
		return arr, green
	}
	k := Month(s.xivShift)
	lo := m + k
	if m == s.xivFrom {
		lo = m
	}
	n, g := 0, 0
	for sm := lo; sm <= m+k; sm++ {
		x := c.Data.ArrivalsIn(sm)["XIV"]
		n += x
		if sm >= c.Data.InexpArrivalsFrom {
			g += x
		}
	}
	if n == arr["XIV"] && g == green["XIV"] {
		return arr, green
	}
	a2, g2 := map[string]int{}, map[string]int{}
	for t, v := range arr {
		a2[t] = v
	}
	for t, v := range green {
		g2[t] = v
	}
	a2["XIV"], g2["XIV"] = n, g
	if n == 0 {
		delete(a2, "XIV")
	}
	if g == 0 {
		delete(g2, "XIV")
	}
	return a2, g2
}
