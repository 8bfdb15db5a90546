package bdu

import (
	"fmt"
	"slices"
)

// SW 36.63F, Spain enters the war (the political module, design 5 I.2; data
// political.yaml "spain"). The request spain_enters_war (Reichskanzlei, level III,
// WP2–5, not while Barbarossa is active) records the war event spain_enters_war, and
// from it:
//   - El Ferrol and Cadiz (neutral ports, design 3.2) become U-boat bases, Cartagena
//     opens at Toulon's place (SW: "uses the Toulon location"), the Canary Islands an
//     advanced base (data/campaign.yaml bases, opens_by spain_enters_war);
//   - an undamaged Type VII in port is handed over at once (a "spain" withdrawal to
//     training, not a loss); with none in port, one is handed over at the first turn
//     that has one ("another must go in its place"); it comes back as the Spanish G-7
//     in the data's month (1942-08, or the month after the hand-over if later), in
//     Work Up at El Ferrol;
//   - the Spanish boats (2 C class, 2 Archimede class) arrive in Work Up at the data's
//     Spanish bases; Spanish boats (Nation "es") return only to Spanish bases, their
//     torpedoes are the German value (the one torpedo value of design 7.8); like the
//     Italians they join no pack, take no recon bonus and obey no war event;
//   - the Gibraltar transit modifier −1 (eventTZ), 0 after Operation Felix;
//   - Morocco and the Western Mediterranean lose their air cover (zoneAir): Morocco
//     until Operation Puma's War Progress, the Western Mediterranean unless the French
//     fleet was seized (36.63G);
//   - at most foreign_cap non-Spanish boats in port at or bound for the Spanish bases
//     (turnHome);
//   - Torch: d10 ≤ torch_top (at once if 36.63G was granted) lands in south-west Spain
//     (the event torch_in_spain): Cadiz is lost at that turn's War Progress (the base
//     closure of design 3.5: its boats sail or are scuttled, not U-boats lost) and
//     the Gibraltar −1 ends;
//   - the Spanish war event table, rolled each war events phase of WP2–5 besides the
//     normal roll (the table names only WP2–5 attackers) [designed: not after WP5],
//     its entries war events of the WP1–5 kind (events_early.go fireEarly): 0–1
//     Operation Felix, 9 Operation Puma (a Reichskanzlei event, SW 36.64: every boat in
//     Morocco enters the Canaries SMZ, an SMZ patrol of smz.go, and meets the invasion
//     there; refused, none goes; the Canaries are lost either way).
//
//   - the interned supply ships of the Spanish ports (SW 21.31, supply.go) are removed.
//
// Not modelled (no F1 counterpart): German aircraft at Spanish bases (7.9 places no aircraft by base), Cadiz
// standing in for Casablanca as Torch's SMZ, the Spanish boats' sortie to the Canaries
// SMZ in Puma (smz.go sends German boats only) and Puma's priority under Risky attacks
// or Torch.

// effSpain is the request effect of SW 36.63F.
const effSpain = "spain"

// The Spanish events (c.Events keys; SW 36.63F).
const (
	spainEvent = "spain_enters_war"
	torchSpain = "torch_in_spain"
	felixEvent = "operation_felix"
	pumaEvent  = "operation_puma"
)

// The tables of SW 36.63F (design 9.3 roll codes, additions).
const (
	TabSpainWarEvent Table = "SPAIN_WAR_EVENT" // the Spanish war event table, d10
	TabTorchSpain    Table = "TORCH_SPAIN"     // d10 ≤ torch_top: Torch lands in Spain
)

// nationEvents are the war event keys of the national tables whose effect is made
// by their own code (the entries are validated as war events, events_early.go).
var nationEvents = map[string]bool{felixEvent: true}

// Spain is the data of SW 36.63F (political.yaml "spain").
type Spain struct {
	BarredFrom, BarredUntil Month      // "not while Barbarossa is active" [designed]
	Transfer                []string   // the Type VII types one of which is handed over
	G7Type, G7Base          string     // the G-7: its type, its base
	G7Month                 Month      // … and month
	Boats                   []NewBoats // the Spanish boats on entry
	Bases                   []string   // the Spanish bases
	ForeignCap              int        // non-Spanish boats at the Spanish bases at once
	Gibraltar               int        // the Gibraltar modifier's change
	NoAir                   []string   // OAs that lose their air cover
	TorchTop                int        // d10 ≤ it: Torch in Spain
	Events                  []*NationEntry
}

// NewBoats is a group of boats a nation brings: Count of Type in Work Up at Base.
type NewBoats struct {
	Type, Base string
	Count      int
}

// NationEntry is an entry of a national war event table (SW 36.63F, H): rolls Roll…Top.
type NationEntry struct {
	Roll, Top int
	*WarEntry
}

type spainYAML struct {
	Barred struct {
		From  string `json:"from"`
		Until string `json:"until"`
	} `json:"barred"`
	Transfer []string `json:"transfer"`
	G7       struct {
		Type  string `json:"type"`
		Month string `json:"month"`
		Base  string `json:"base"`
	} `json:"g7"`
	Boats []struct {
		Type  string `json:"type"`
		Base  string `json:"base"`
		Count int    `json:"count"`
	} `json:"boats"`
	Bases      []string          `json:"bases"`
	ForeignCap int               `json:"foreign_cap"`
	Gibraltar  int               `json:"gibraltar"`
	NoAir      []string          `json:"no_air"`
	TorchTop   int               `json:"torch_top"`
	Events     []nationEntryYAML `json:"events"`
}

type nationEntryYAML struct {
	Top int `json:"top"`
	warEntryYAML
}

// buildSpain reads political.yaml "spain". Errors: a bad month, an unknown type or
// zone, a base that does not open by spain_enters_war, a cap below 1, the events not
// covering d10 0–9 once each.
func (d *Data) buildSpain(y *spainYAML) (*Spain, error) {
	s := &Spain{Transfer: y.Transfer, G7Type: y.G7.Type, G7Base: y.G7.Base, Bases: y.Bases, ForeignCap: y.ForeignCap,
		Gibraltar: y.Gibraltar, NoAir: y.NoAir, TorchTop: y.TorchTop}
	var err error
	for _, m := range []struct {
		v   string
		dst *Month
	}{{y.Barred.From, &s.BarredFrom}, {y.Barred.Until, &s.BarredUntil}, {y.G7.Month, &s.G7Month}} {
		if *m.dst, err = ParseMonth(m.v); err != nil {
			return nil, fmt.Errorf("spain: %w", err)
		}
	}
	for _, t := range append(slices.Clone(s.Transfer), s.G7Type) {
		if d.Types[t] == nil {
			return nil, fmt.Errorf("spain: %q is not a U-boat type", t)
		}
	}
	for _, b := range s.Bases {
		if bs := d.Map.Bases[b]; bs == nil || !slices.Contains(bs.OpensBy, spainEvent) {
			return nil, fmt.Errorf("spain: base %q does not open by %s (campaign.yaml bases)", b, spainEvent)
		}
	}
	if !slices.Contains(s.Bases, s.G7Base) {
		return nil, fmt.Errorf("spain: g7 base %q is not a Spanish base", s.G7Base)
	}
	for _, b := range y.Boats {
		if d.Types[b.Type] == nil || !slices.Contains(s.Bases, b.Base) || b.Count < 1 {
			return nil, fmt.Errorf("spain: boats %d %s at %s: a type, a Spanish base, a count", b.Count, b.Type, b.Base)
		}
		s.Boats = append(s.Boats, NewBoats{b.Type, b.Base, b.Count})
	}
	for _, z := range s.NoAir {
		if zn := d.Map.Zones[z]; zn == nil || zn.Kind != KindOperatingArea {
			return nil, fmt.Errorf("spain: no_air %q is not an operating area", z)
		}
	}
	if s.ForeignCap < 1 || s.TorchTop < 0 || s.TorchTop > 9 || s.Gibraltar > 0 {
		return nil, fmt.Errorf("spain: foreign_cap %d, torch_top %d, gibraltar %d", s.ForeignCap, s.TorchTop, s.Gibraltar)
	}
	if s.Events, err = d.nationTable("spain", y.Events); err != nil {
		return nil, err
	}
	return s, nil
}

// nationTable builds a national war event table: entries covering 0…9 (10 with Vichy's
// +1) in order, each once.
func (d *Data) nationTable(at string, ys []nationEntryYAML) ([]*NationEntry, error) {
	var out []*NationEntry
	next := 0
	for i := range ys {
		y := &ys[i]
		if y.Roll == nil || *y.Roll != next || y.Top < *y.Roll || y.Top > 10 {
			return nil, fmt.Errorf("%s events[%d]: rolls %v–%d: the entries cover 0 up, in order", at, i, y.Roll, y.Top)
		}
		r := *y.Roll
		y.warEntryYAML.Roll = nil
		e, err := d.warEntry(&y.warEntryYAML, fmt.Sprintf("%s events[%d]", at, i))
		if err != nil {
			return nil, err
		}
		out = append(out, &NationEntry{Roll: r, Top: y.Top, WarEntry: e})
		next = y.Top + 1
	}
	if next < 10 {
		return nil, fmt.Errorf("%s events: rolls %d–9 have no entry", at, next)
	}
	return out, nil
}

// nationEntry is the entry of a national table for a roll (clamped to the table).
func nationEntry(t []*NationEntry, roll int) *NationEntry {
	roll = max(0, min(t[len(t)-1].Top, roll))
	for _, e := range t {
		if roll <= e.Top {
			return e
		}
	}
	return t[len(t)-1]
}

// --- state and hooks ---

// spainIn reports whether Spain is in the war (SW 36.63F granted).
func (c *Campaign) spainIn() bool {
	if c.pol == nil {
		return false
	}
	_, ok := c.Events[spainEvent]
	return ok
}

// spainEnters is the grant of SW 36.63F: the event, the bases open at once, the
// Spanish boats, the Type VII handed over.
func (c *Campaign) spainEnters() error {
	sp, s := c.Data.Political.Spain, c.pol
	c.Events[spainEvent] = c.Now.Turn()
	c.open = c.OpenBases() // the bases open at once (design 3.5)
	s.spainOwed = true
	s.torchRolled = c.torchDone() // a landing already made is not made again
	sup := &c.War.Supply          // the interned supply ships are removed (SW 21.31, supply.go)
	for _, ip := range internedPorts {
		if !slices.Contains(sup.InternedGone, ip.port) {
			sup.InternedGone = append(sup.InternedGone, ip.port)
			if c.Log != nil {
				c.emit(TSupplyShip, &SupplyShipEvent{Kind: "interned", Name: ip.port, Zone: ip.oa, Result: "removed", Reason: spainEvent})
			}
		}
	}
	for _, g := range sp.Boats {
		for range g.Count {
			c.nationBoat(g.Type, g.Base, "es", "", WorkUp)
		}
	}
	return c.spainTransfer()
}

// nationBoat commissions a boat of type t for nation in box at base (SW 36.63E, F, H;
// name its ID, "" the usual U-number) and logs it as a reinforcement.
func (c *Campaign) nationBoat(t, base, nation, name string, box State) *Boat {
	b := c.commission(t, c.Now.Month)
	b.Nation = nation
	if name != "" {
		b.ID = name
	}
	c.placeInPort(b, base, box)
	if c.Log != nil {
		c.emit(TReinforcement, &ReinforcementEvent{Boat: b.ID, Type: t, Base: base, Torpedoes: b.Torpedoes, Box: box})
	}
	return b
}

// spainTransfer hands over the Type VII owed (SW 36.63F): the first undamaged one in
// port in the stable order; none: it is owed to a later turn.
func (c *Campaign) spainTransfer() error {
	s, sp := c.pol, c.Data.Political.Spain
	if !s.spainOwed {
		return nil
	}
	for _, b := range c.loop() {
		if b.Nation == "de" && slices.Contains(sp.Transfer, b.Type) && b.State.InPort() && !b.State.InRepair() &&
			b.State != Hold && b.Markers.Damage == 0 && b.WithdrawOnArrival == "" && b.Markers.Mission == "" {
			s.spainOwed = false
			s.g7Due = max(sp.G7Month, c.Now.Month+1)
			return c.Withdraw(b, Training, "spain")
		}
	}
	return nil
}

// spainTurn is SW 36.63F's part of each turn (step I.1, after the war event roll):
// the Type VII still owed, the G-7, Torch in Spain, the Spanish war event table.
func (c *Campaign) spainTurn() error {
	if !c.spainIn() {
		return nil
	}
	s, sp := c.pol, c.Data.Political.Spain
	if err := c.spainTransfer(); err != nil {
		return err
	}
	if s.g7Due != 0 && c.Now.Month >= s.g7Due && c.Now.N == 1 {
		s.g7Due = 0
		c.nationBoat(sp.G7Type, sp.G7Base, "es", "G-7", WorkUp)
	}
	if !s.torchRolled && c.torchDone() {
		s.torchRolled = true
		_, french := s.granted[toulonEvent]
		spain := french
		res := torchSpain
		if !french {
			r := c.Dice.D10()
			spain = r <= sp.TorchTop
			if !spain {
				res = "north_africa"
			}
			c.rolled(TabTorchSpain, "torch", "1d10", nil, r, res, r)
		}
		if spain {
			c.Events[torchSpain] = c.Now.Turn() // Cadiz closes at the start of the next turn (3.5)
			c.polEmit(&PoliticalEvent{Kind: "spain", Key: torchSpain, Rule: "SW 36.63F"})
		}
	}
	if c.Period < 2 || c.Period > 5 {
		return nil
	}
	r := c.Dice.D10()
	e := nationEntry(sp.Events, r)
	c.rolled(TabSpainWarEvent, "spain", "1d10", nil, r, e.Key, r)
	return c.fireEarly(e.WarEntry, r)
}

// spainTZ is SW 36.63F's change to a transit zone's modifier (eventTZ): Gibraltar −1
// while Spain is in the war and Torch has not landed in Spain; after Operation Felix
// the modifier is 0.
func (c *Campaign) spainTZ(tz string) int {
	if tz != "gibraltar" || !c.spainIn() {
		return 0
	}
	if _, ok := c.Events[felixEvent]; ok {
		m, _, _ := c.Data.Map.TransitModifier(tz, c.Period)
		return -m
	}
	if _, ok := c.Events[torchSpain]; ok {
		return 0
	}
	return c.Data.Political.Spain.Gibraltar
}

// spainNoAir reports whether SW 36.63F takes oa's air cover this turn (zoneAir).
func (c *Campaign) spainNoAir(oa string) bool {
	if !c.spainIn() || !slices.Contains(c.Data.Political.Spain.NoAir, oa) {
		return false
	}
	switch oa {
	case "morocco": // back at Puma's War Progress (the Canaries occupied)
		if at, ok := c.Events[pumaEvent]; ok && c.Now.Turn() > at {
			return false
		}
	case "western_mediterranean": // kept if the French fleet was seized (36.63G)
		if _, ok := c.pol.granted[toulonEvent]; ok {
			return false
		}
	}
	return true
}

// spainBaseOK reports whether b may return to base (turnHome, SW 36.63F): a Spanish
// boat only to a Spanish base; another boat to a Spanish base only while fewer than
// foreign_cap non-Spanish boats are in port there or bound there.
func (c *Campaign) spainBaseOK(b *Boat, base string) bool {
	if c.pol == nil {
		return true
	}
	if b.Nation == "es" {
		return c.spanishBase(base)
	}
	if !c.spanishBase(base) {
		return true
	}
	n := 0
	for _, x := range c.Boats {
		if x == b || x.Nation == "es" || x.State.Terminal() {
			continue
		}
		if (x.State.InPort() && c.spanishBase(x.Zone)) || (x.State == Returning && c.spanishBase(x.Destination)) {
			n++
		}
	}
	return n < c.Data.Political.Spain.ForeignCap
}

// spanishBase reports whether base is a Spanish base (SW 36.63F; Toulon as Cartagena).
func (c *Campaign) spanishBase(base string) bool {
	if !c.spainIn() || !slices.Contains(c.Data.Political.Spain.Bases, base) {
		return false
	}
	return base != "toulon" || c.cartagena()
}

// cartagena reports whether the Toulon location is Spain's Cartagena (SW 36.63F: Spain
// in the war, the French fleet not seized and Vichy France never in the war [designed:
// Toulon is then French, and German once France leaves]).
func (c *Campaign) cartagena() bool {
	if !c.spainIn() {
		return false
	}
	_, french := c.pol.granted[toulonEvent]
	_, vichy := c.Events[vichyEvent]
	return !french && !vichy
}
