package bdu

import (
	"fmt"
	"slices"
)

// SW 36.63H, Vichy France enters the war (the political module, design 5 I.2; data
// political.yaml "vichy"). The request vichy_enters_war (1940-08 until Barbarossa, not
// if the French fleet was seized, 36.63G) records the war event vichy_enters_war, and
// from it:
//   - each French boat of the data rolls d10: 0–2 it comes under the BdU in Work Up at
//     its base (VICHY_BOAT; nation "fr", its name its ID), 3–9 France keeps it;
//   - Toulon, Casablanca, Dakar, Beirut (at the Levant SMZ's place) and Diego Suarez
//     open as French bases (campaign.yaml bases, opens_by vichy_enters_war); French
//     boats return only to French bases (and Spanish ones if 36.63F applies); the
//     other boats to one French base only, the one the BdU picks at once (decision
//     vichy_base; the AI: the data's first, Casablanca), at most foreign_cap there
//     [designed: if that base is lost (Dakar, Exporter, Ironclad), none];
//   - French torpedoes: the data's values by month (−1, 0 from WP3, +1 from 1942-02)
//     in the attack (torpedoValue);
//   - the 600 t boats go to training at the start of WP3, the 630 t at WP4, the
//     Requin class at WP5 (the ends of WP2–4);
//   - a convoy found in the Eastern or Western Mediterranean is a special convoy on d10
//     0–1, a task force on 2 (vichyContact);
//   - the Vichy war event table, rolled each war events phase of WP2–5 besides the
//     normal roll, +1 in WP4–5 (war events of the WP1–5 kind, events_early.go
//     fireEarly): commerce raiding, the Allies at Dakar (War Progress d10 0–4: Dakar
//     occupied), the Monroe doctrine, Darlan's minelaying (the SMZ by d10; a Saphir
//     first, its mines strength 2: SW 26, mines.go), Exporter (Beirut closes), Ironclad
//     (Diego Suarez closes);
//   - Torch (or the start of WP6 at the latest [designed]): France leaves the Axis:
//     every French boat is removed (to training, not a loss) and the French bases close
//     at the War Progress (closed_by vichy_leaves); Toulon stays open, now German
//     (Case Anton, 1942-11 [designed]).
//
//   - the sub icons of Cape Verde and West Africa act (subIconIn: SW 14.6 fights,
//     subsub.go).
//
// Not modelled (no F1 counterpart): the cups (War Mix, Free French), the Bizerte aircraft
// and German aircraft at Casablanca (7.9 places no aircraft by base), the Caribbean
// resupply and the tender Wilhelm Bauer (resupply, SW 21.3), the French boats in port
// at Casablanca, Dakar and Diego Suarez sortieing into their SMZs (at Torch, Dakar,
// Ironclad; the German boats of the linked OAs do, as SMZ patrols, smz.go), the Monroe
// doctrine's Lesser Antilles contacts.

// effVichy is the request effect of SW 36.63H.
const effVichy = "vichy"

// The Vichy events (c.Events keys; SW 36.63H).
const (
	vichyEvent    = "vichy_enters_war"
	vichyLeaves   = "vichy_leaves"
	dakarEvent    = "allies_attack_dakar"
	dakarOccupied = "dakar_occupied"
	darlanEvent   = "darlan_minelaying"
)

// DecideVichyBase is the French base the other boats may use (SW 36.63H).
const DecideVichyBase DecisionKind = "vichy_base"

// The tables of SW 36.63H (design 9.3 roll codes, additions).
const (
	TabVichyBoat     Table = "VICHY_BOAT"      // d10 ≤ join_top: the boat comes under the BdU
	TabVichyWarEvent Table = "VICHY_WAR_EVENT" // the Vichy war event table, d10 (+1 in WP4–5)
	TabDakar         Table = "DAKAR"           // War Progress after the attack: d10 ≤ 4 occupied
	TabDarlan        Table = "DARLAN"          // the SMZ Darlan's minelaying goes to
)

func init() {
	nationEvents[dakarEvent] = true
	nationEvents[darlanEvent] = true
	nationEvents["operation_exporter"] = true // (Beirut's closure: campaign.yaml closed_by)
}

// Vichy is the data of SW 36.63H (political.yaml "vichy").
type Vichy struct {
	JoinTop      int
	Boats        []FrenchBoat
	Bases        []string // the French bases
	ForeignBases []string // the bases the other boats may be given, in the AI's order
	ForeignCap   int
	Torpedo      []TorpedoStep // rising months
	Withdraw     map[string]int
	Med          []string // the OAs of the Mediterranean convoy reading
	MedBands     []EventBand
	DakarTop     int
	DarlanZones  [10]string // by d10; "" none
	Events       []*NationEntry
	EventMod     map[int]int // war period → the table's modifier
}

// FrenchBoat is a boat of the SW 36.63H list: its name, type and base.
type FrenchBoat struct{ Name, Type, Base string }

// TorpedoStep: from month From the French torpedo value is Value.
type TorpedoStep struct {
	From  Month
	Value int
}

type vichyYAML struct {
	JoinTop      int                 `json:"join_top"`
	Boats        map[string][]string `json:"boats"` // base → "Name: TYPE"
	ForeignBases []string            `json:"foreign_bases"`
	ForeignCap   int                 `json:"foreign_cap"`
	Torpedo      []struct {
		From  string `json:"from"`
		Value int    `json:"value"`
	} `json:"torpedo"`
	Withdraw map[string]string `json:"withdraw"` // type → WP whose start removes it
	Med      struct {
		Zones []string   `json:"zones"`
		Bands []bandYAML `json:"bands"`
	} `json:"med"`
	DakarTop    int               `json:"dakar_top"`
	DarlanZones []string          `json:"darlan_zones"`
	EventMod    map[string]int    `json:"event_mod"`
	Events      []nationEntryYAML `json:"events"`
}

// buildVichy reads political.yaml "vichy". Errors name the entry: a boat not
// "Name: TYPE", a type not French, a name twice, a base that does not open by
// vichy_enters_war, torpedo steps not rising, a bad war period or zone, bands not
// rising, the events not covering d10 0–10.
func (d *Data) buildVichy(y *vichyYAML) (*Vichy, error) {
	v := &Vichy{JoinTop: y.JoinTop, ForeignBases: y.ForeignBases, ForeignCap: y.ForeignCap, Withdraw: map[string]int{},
		Med: y.Med.Zones, DakarTop: y.DakarTop, EventMod: map[int]int{}}
	if v.JoinTop < 0 || v.JoinTop > 9 || v.DakarTop < 0 || v.DakarTop > 9 || v.ForeignCap < 1 {
		return nil, fmt.Errorf("vichy: join_top %d, dakar_top %d, foreign_cap %d", v.JoinTop, v.DakarTop, v.ForeignCap)
	}
	names := map[string]bool{}
	for _, base := range sortedKeys(y.Boats) {
		if b := d.Map.Bases[base]; b == nil || !slices.Contains(b.OpensBy, vichyEvent) {
			return nil, fmt.Errorf("vichy: base %q does not open by %s (campaign.yaml bases)", base, vichyEvent)
		}
		v.Bases = append(v.Bases, base)
		for _, s := range y.Boats[base] {
			var name, typ string
			for i := len(s) - 1; i > 0; i-- {
				if s[i] == ':' {
					name, typ = s[:i], trimSpace(s[i+1:])
					break
				}
			}
			if t := d.Types[typ]; name == "" || t == nil || t.Nation != "fr" || names[name] {
				return nil, fmt.Errorf("vichy: boat %q at %s: \"Name: TYPE\", a French type, each name once", s, base)
			}
			names[name] = true
			v.Boats = append(v.Boats, FrenchBoat{name, typ, base})
		}
	}
	for _, b := range v.ForeignBases {
		if !slices.Contains(v.Bases, b) {
			return nil, fmt.Errorf("vichy: foreign base %q is not a French base", b)
		}
	}
	if len(v.ForeignBases) == 0 {
		return nil, fmt.Errorf("vichy: no foreign base")
	}
	for i, t := range y.Torpedo {
		m, err := ParseMonth(t.From)
		if err != nil || (i > 0 && m <= v.Torpedo[i-1].From) || t.Value < -1 || t.Value > 2 {
			return nil, fmt.Errorf("vichy: torpedo %s %+d: months rising, values −1…+2", t.From, t.Value)
		}
		v.Torpedo = append(v.Torpedo, TorpedoStep{m, t.Value})
	}
	if len(v.Torpedo) == 0 {
		return nil, fmt.Errorf("vichy: no torpedo value")
	}
	for t, wp := range y.Withdraw {
		p := d.Period(wp)
		if d.Types[t] == nil || d.Types[t].Nation != "fr" || p == nil {
			return nil, fmt.Errorf("vichy: withdraw %s at %s: a French type, a war period", t, wp)
		}
		v.Withdraw[t] = p.Index
	}
	for _, z := range v.Med {
		if zn := d.Map.Zones[z]; zn == nil || zn.Kind != KindOperatingArea {
			return nil, fmt.Errorf("vichy: med %q is not an operating area", z)
		}
	}
	last := -1
	for _, b := range y.Med.Bands {
		if b.Top <= last || b.Top > 9 || !validCategory(Category(b.Category)) {
			return nil, fmt.Errorf("vichy: med band %+v: tops rise within 0–9, a contact category", b)
		}
		last = b.Top
		v.MedBands = append(v.MedBands, EventBand{b.Top, Category(b.Category)})
	}
	if len(y.DarlanZones) != 10 {
		return nil, fmt.Errorf("vichy: darlan_zones: one per d10 face, %d", len(y.DarlanZones))
	}
	for i, z := range y.DarlanZones {
		if z != "" {
			if zn := d.Map.Zones[z]; zn == nil || (zn.Kind != KindSMZ && zn.Kind != KindTransitZone) {
				return nil, fmt.Errorf("vichy: darlan_zones %d: %q is not a special-mission zone", i, z)
			}
		}
		v.DarlanZones[i] = z
	}
	for wp, m := range y.EventMod {
		p := d.Period(wp)
		if p == nil || p.Index > 5 {
			return nil, fmt.Errorf("vichy: event_mod %s: a war period of WP1–5", wp)
		}
		v.EventMod[p.Index] = m
	}
	var err error
	if v.Events, err = d.nationTable("vichy", y.Events); err != nil {
		return nil, err
	}
	if v.Events[len(v.Events)-1].Top != 10 {
		return nil, fmt.Errorf("vichy events: the table runs to 10 (+1 in WP4–5)")
	}
	return v, nil
}

func trimSpace(s string) string {
	for len(s) > 0 && s[0] == ' ' {
		s = s[1:]
	}
	for len(s) > 0 && s[len(s)-1] == ' ' {
		s = s[:len(s)-1]
	}
	return s
}

// --- state and hooks ---

// vichyIn reports whether Vichy France is in the war and has not left (SW 36.63H).
func (c *Campaign) vichyIn() bool {
	if c.pol == nil {
		return false
	}
	_, in := c.Events[vichyEvent]
	_, left := c.Events[vichyLeaves]
	return in && !left
}

// vichyEnters is the grant of SW 36.63H: the event, the bases open at once, a d10 for
// each French boat, the French base for the other boats.
func (c *Campaign) vichyEnters(p Decider) error {
	v := c.Data.Political.Vichy
	c.Events[vichyEvent] = c.Now.Turn()
	c.open = c.OpenBases()
	for _, fb := range v.Boats {
		r := c.Dice.D10()
		res := "kept"
		if r <= v.JoinTop {
			res = "joins"
			c.nationBoat(fb.Type, fb.Base, "fr", fb.Name, WorkUp)
		}
		c.rolled(TabVichyBoat, fb.Name, "1d10", nil, r, res, r)
	}
	d := c.decision(DecideVichyBase, nil)
	d.Subject = "bdu"
	for _, b := range v.ForeignBases {
		d.add(b, nil)
	}
	key, err := c.ask(p, d)
	if err != nil {
		return err
	}
	c.pol.vichyBase = key
	c.polEmit(&PoliticalEvent{Kind: "vichy", Key: key, Rule: "SW 36.63H"})
	return nil
}

// vichyTurn is SW 36.63H's part of each turn (step I.1, after the war event roll):
// France leaves at Torch (or WP6), the withdrawals by class at the WP changes, the
// Vichy war event table.
func (c *Campaign) vichyTurn() error {
	if !c.vichyIn() {
		return nil
	}
	v := c.Data.Political.Vichy
	if c.torchDone() || c.Period >= 6 {
		return c.vichyLeave()
	}
	for _, b := range c.loop() {
		if wp, ok := v.Withdraw[b.Type]; ok && c.Period >= wp && b.Nation == "fr" && b.State != Refit && b.WithdrawOnArrival == "" {
			if err := c.Withdraw(b, Training, "vichy_class"); err != nil {
				return err
			}
		}
	}
	if c.Period < 2 {
		return nil
	}
	var m Mods
	m.Add(v.EventMod[c.Period], "SW 36.63H WP4–5")
	nat, total := c.d10(&m)
	e := nationEntry(v.Events, total)
	c.rolled(TabVichyWarEvent, "vichy", "1d10", &m, total, e.Key, nat)
	if err := c.fireEarly(e.WarEntry, total); err != nil {
		return err
	}
	switch e.Key {
	case dakarEvent: // the War Progress roll (made now, [designed]): the base occupied
		if _, occupied := c.Events[dakarOccupied]; !occupied && c.Events[dakarEvent] <= c.Now.Turn() {
			r := c.Dice.D10()
			res := "holds"
			if r <= v.DakarTop {
				res = dakarOccupied
				c.Events[dakarOccupied] = c.Now.Turn() // closes at the start of the next turn (3.5)
			}
			c.rolled(TabDakar, "dakar", "1d10", nil, r, res, r)
		}
	case darlanEvent: // a Saphir (else any boat) mines the SMZ of a d10
		r := c.Dice.D10()
		z := v.DarlanZones[r]
		res := z
		if z == "" {
			res = "off_map"
		}
		c.rolled(TabDarlan, "darlan", "1d10", nil, r, res, r)
		if z != "" {
			if _, err := c.sendMission(missionMines, []string{z}, 1, saphirs); err != nil {
				return err
			}
		}
	}
	return nil
}

// saphirs are the French minelayers Darlan's minelaying takes first (SW 36.63H 8).
var saphirs = []string{"FR_SAPHIR"}

// vichyLeave is France leaving the Axis (SW 36.63H Torch): every French boat removed to
// training (not a loss; at sea too), the French bases closed at the War Progress.
func (c *Campaign) vichyLeave() error {
	c.Events[vichyLeaves] = c.Now.Turn()
	for _, b := range c.loop() {
		if b.Nation != "fr" || b.State == Refit {
			continue
		}
		if b.State == Outbound || b.State == OnStation {
			if err := b.setState(Returning); err != nil {
				return err
			}
		}
		if err := c.withdrawNow(b, Training, "vichy_leaves", b.Zone); err != nil {
			return err
		}
	}
	c.polEmit(&PoliticalEvent{Kind: "vichy", Key: vichyLeaves, Rule: "SW 36.63H"})
	return nil
}

// frenchBase reports whether base is a French base now (SW 36.63H).
func (c *Campaign) frenchBase(base string) bool {
	return c.vichyIn() && slices.Contains(c.Data.Political.Vichy.Bases, base)
}

// vichyBaseOK reports whether b may return to base (turnHome, SW 36.63H): a French boat
// only to a French base (or a Spanish one, 36.63F); another boat to a French base only
// to the one chosen, while fewer than foreign_cap non-French boats are in port there
// or bound there.
func (c *Campaign) vichyBaseOK(b *Boat, base string) bool {
	if !c.vichyIn() {
		return true
	}
	if b.Nation == "fr" {
		return c.frenchBase(base) || c.spanishBase(base)
	}
	if !c.frenchBase(base) {
		return true
	}
	if base != c.pol.vichyBase {
		return false
	}
	n := 0
	for _, x := range c.Boats {
		if x == b || x.Nation == "fr" || x.State.Terminal() {
			continue
		}
		if (x.State.InPort() && x.Zone == base) || (x.State == Returning && x.Destination == base) {
			n++
		}
	}
	return n < c.Data.Political.Vichy.ForeignCap
}

// subIconIn reports whether an AAC shows the sub icon this turn (subsub.go subIcon; SW
// 36.63H: the pale icons of Cape Verde and West Africa, "political" in the data, act
// while Vichy France is in the war).
func (c *Campaign) subIconIn(ch *EarlyChart, wp int) bool {
	return subIcon(ch, wp) || (ch.SubIcon == "political" && c.vichyIn())
}

// torpedoValue is the torpedo value of b's attacks (design 7.8; SW 36.63H: the French
// boats' own values by month).
func (c *Campaign) torpedoValue(b *Boat) int {
	if b.Nation != "fr" || c.pol == nil {
		return c.War.TorpedoValue
	}
	v := c.Data.Political.Vichy.Torpedo
	tv := v[0].Value
	for _, s := range v {
		if c.Now.Month >= s.From {
			tv = s.Value
		}
	}
	return tv
}

// vichyContact reads a convoy found in the Mediterranean anew while Vichy France is in
// the war (SW 36.63H): a special convoy on d10 0–1, a task force on 2.
func (c *Campaign) vichyContact(k *Contact, oa string) {
	v := c.Data.Political.Vichy
	if !c.vichyIn() || (k.Category != CatConvoyS && k.Category != CatConvoyL) || !slices.Contains(v.Med, oa) {
		return
	}
	r := c.Dice.D10()
	res := string(k.Category)
	for _, b := range v.MedBands {
		if r <= b.Top {
			res = string(b.Category)
			k.Category, k.ConvertedBy, k.Ships = b.Category, vichyEvent, categoryReach(b.Category)
			break
		}
	}
	c.rolled(TabWarEventZone, vichyEvent, "1d10", nil, r, res, r)
}
